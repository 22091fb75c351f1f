"""A game's record and the undo policy: one game rebuilt from its moves.

:class:`GameRecord` holds (options, seed, moves) together with the state
after the last move, the deal's events and each move's events. Undo
truncates the move list and replays the rest from the seed
(:meth:`GameRecord.truncate`), so the state after an undo is exactly the
state after those moves the first time, and a save written then equals the
save written at that earlier point.

The undo policy (:func:`undo_point`): a human seat takes back its latest
decision together with every decision that followed it, but only when
none of those moves (its own included) revealed anything hidden to it,
rolled dice, drew from a hidden deck or pile, or was another human's
decision (:mod:`senji_desktop.engine.disclosure` says which moves do).
Repeated undos walk back decision by decision under the same test.

:class:`ReplayCursor` steps through a finished game's moves forward and
backward for the replay viewer: the state at any position, the events up to
it, and the view to show (``engine.core.end_view``: the game's
``revealed_view``, since nothing is secret once the game is over).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from senji_desktop.engine.core import Event, Move, Seat, apply, end_view
from senji_desktop.engine.disclosure import Disclosure, disclosure_of, game_rules

#: Why undo is not possible now (codes; the UI says them in words):
#: ``no_move`` the seat has made no decision yet (whatever came before it);
#: ``game_over`` the game
#: has ended; ``other_human`` another human decided since; ``revealed``
#: something hidden was shown to the seat since; ``dice`` dice were rolled
#: since; ``drawn`` a card or tile was drawn from a hidden deck or pile since.
UNDO_REFUSALS: tuple[str, ...] = ("no_move", "game_over", "other_human", "revealed", "dice",
                                  "drawn")


@dataclass(frozen=True, slots=True)
class UndoPoint:
    """The answer of :func:`undo_point`: `keep` moves stay (the seat's latest
    decision is move number `keep`, counted from 0), or undo is refused for
    `reason` (one of :data:`UNDO_REFUSALS`); exactly one of them is set."""

    keep: int | None = None
    reason: str | None = None

    @property
    def possible(self) -> bool:
        return self.keep is not None


def undo_point(moves: Sequence[Move], disclosures: Sequence[Disclosure], seat: Seat,
               humans: Sequence[Seat] | frozenset[Seat], over: bool = False) -> UndoPoint:
    """Where `seat` (a human) may undo to, by the policy in the module docstring.

    `moves[i]` disclosed `disclosures[i]`; `humans` are the human seats; `over`
    says the game has ended (then nothing is taken back: the result stands)."""
    if over:
        return UndoPoint(reason="game_over")
    if all(m.seat != seat for m in moves):
        # A barrier before the seat's first decision is no reason to give: it
        # has nothing to take back (hot-seat: the second human's first turn).
        return UndoPoint(reason="no_move")
    for i in range(len(moves) - 1, -1, -1):
        mover = moves[i].seat
        if mover != seat and mover in humans:
            return UndoPoint(reason="other_human")
        d = disclosures[i]
        if d.dice:
            return UndoPoint(reason="dice")
        if d.drawn:
            return UndoPoint(reason="drawn")
        if d.undeclared or d.reveals_to(seat):
            return UndoPoint(reason="revealed")
        if mover == seat:
            return UndoPoint(keep=i)
    return UndoPoint(reason="no_move")


class GameRecord:
    """One game as (options, seed, moves), with its state and events.

    `options` is the game's options object (validated), `seed` an int.
    Raises ``IllegalActionError`` (from :meth:`play`) when `moves` do not
    replay, ``InvalidOptionsError`` for unsupported options."""

    def __init__(self, game: Any, options: Any, seed: int, moves: Sequence[Move] = ()) -> None:
        self.game = game
        self.options = options
        self.seed = int(seed)
        self._rules = game_rules(game)
        self.state: Any = game.new_game(options, self.seed)
        self.num_seats: int = int(game.num_seats(self.state))
        setup = getattr(game, "setup_events", None)
        self.setup_events: list[Event] = list(setup(self.state)) if callable(setup) else []
        self.moves: list[Move] = []
        self.move_events: list[list[Event]] = []
        self.disclosures: list[Disclosure] = []
        for m in moves:
            self.play(m.seat, m.action)

    # ---- growing and shrinking -------------------------------------------

    def play(self, seat: Seat, action: Any) -> list[Event]:
        """Check and apply `action` for `seat` (``engine.core.apply``), record it
        and return its events. Raises IllegalActionError; nothing changes then."""
        state, events = apply(self.game, self.state, seat, action)
        self.state = state
        self.moves.append(Move(seat, action))
        self.move_events.append(events)
        self.disclosures.append(disclosure_of(self._rules, events, self.num_seats))
        return events

    def truncate(self, keep: int) -> list[Move]:
        """Keep the first `keep` moves, rebuild the state by replaying them from
        the seed, and return the moves taken off (oldest first).

        The kept moves were checked when they were first played, so the
        replay steps them without checking again. Raises ValueError for a
        `keep` outside 0 … len(moves)."""
        if not 0 <= keep <= len(self.moves):
            raise ValueError(f"cannot keep {keep} of {len(self.moves)} moves")
        removed = self.moves[keep:]
        del self.moves[keep:]
        del self.move_events[keep:]
        del self.disclosures[keep:]
        self.state = replay_state(self.game, self.options, self.seed, self.moves)
        return removed

    # ---- reading ----------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return bool(self.game.is_over(self.state))

    def events(self, upto: int | None = None) -> list[Event]:
        """The deal's events and those of the first `upto` moves (all: None), in order."""
        out = list(self.setup_events)
        for evs in self.move_events[:upto]:
            out.extend(evs)
        return out

    def undo_point(self, seat: Seat, humans: Sequence[Seat] | frozenset[Seat]) -> UndoPoint:
        """:func:`undo_point` for this record's moves."""
        return undo_point(self.moves, self.disclosures, seat, humans, self.is_over)


def replay_state(game: Any, options: Any, seed: int, moves: Sequence[Move]) -> Any:
    """The state after `moves` (already checked once) from a new game of `seed`."""
    state = game.new_game(options, seed)
    for m in moves:
        game.step(state, m.seat, m.action)
    return state


#: The replay cursor keeps a copy of the state every this many moves, so a
#: jump anywhere replays at most this many moves.
CHECKPOINT_EVERY = 100


class ReplayCursor:
    """Steps through a finished (or any) game's moves: position 0 is the deal,
    position ``len(moves)`` the end.

    :attr:`position` is the number of moves applied; :meth:`goto` moves to any
    position (forward by stepping, backward from the nearest checkpoint);
    :meth:`view` is the view to draw for a seat, :meth:`events` the events up
    to the position (every event in full: the game is over, nothing is
    secret). Raises ValueError for a position outside 0 … len(moves)."""

    def __init__(self, game: Any, options: Any, seed: int, moves: Sequence[Move]) -> None:
        self.game = game
        self.options = options
        self.seed = int(seed)
        self.moves: list[Move] = list(moves)
        self.state: Any = game.new_game(options, self.seed)
        setup = getattr(game, "setup_events", None)
        self._setup: list[Event] = list(setup(self.state)) if callable(setup) else []
        self._move_events: list[list[Event]] = []
        self._checkpoints: dict[int, Any] = {0: self.state.clone()}
        self.position = 0

    @property
    def length(self) -> int:
        return len(self.moves)

    @property
    def at_end(self) -> bool:
        return self.position == len(self.moves)

    def goto(self, position: int) -> list[Event]:
        """Move to `position`; returns the events of the moves stepped over when
        moving forward ([] when moving back)."""
        if not 0 <= position <= len(self.moves):
            raise ValueError(f"position {position} is outside 0 … {len(self.moves)}")
        if position < self.position:
            base = max(k for k in self._checkpoints if k <= position)
            self.state = self._checkpoints[base].clone()
            self.position = base
            self._advance(position)
            return []
        return self._advance(position)

    def step(self, delta: int) -> list[Event]:
        """Move by `delta` moves, held within the game's ends."""
        return self.goto(max(0, min(len(self.moves), self.position + delta)))

    def _advance(self, position: int) -> list[Event]:
        stepped: list[Event] = []
        while self.position < position:
            m = self.moves[self.position]
            events = self.game.step(self.state, m.seat, m.action)
            if self.position == len(self._move_events):
                self._move_events.append(events)
            stepped.extend(events)
            self.position += 1
            if self.position % CHECKPOINT_EVERY == 0 and self.position not in self._checkpoints:
                self._checkpoints[self.position] = self.state.clone()
        return stepped

    def events(self) -> list[Event]:
        """The deal's events and every event of the moves up to :attr:`position`."""
        out = list(self._setup)
        for evs in self._move_events[: self.position]:
            out.extend(evs)
        return out

    def view(self, seat: Seat) -> Any:
        """What to draw for `seat` at this position: nothing hidden, the game
        being over (``engine.core.end_view``)."""
        return end_view(self.game, self.state, seat)

