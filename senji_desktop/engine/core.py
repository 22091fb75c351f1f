"""The vocabulary every game speaks (OpenSpiel/boardgame.io style).

A game is an object implementing :class:`Game`. States are plain mutable
objects owned by whoever holds them; :meth:`Game.apply` never mutates its
input, :meth:`Game.step` does (the fast path used by AI search after the
action is known to be legal).

Seats are ints ``0 .. num_seats-1`` numbered in each game's turn order:
"next" means the next seat in turn order (Senshi's "clockwise", Shinobi's
"to the right"). Actions are frozen dataclasses with readable field names;
they are hashable, compare by value and serialise through the game's
pydantic ``action_adapter``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

from pydantic import TypeAdapter

from senji_desktop.engine.errors import IllegalActionError
from senji_desktop.engine.rng import Rng

Seat = int

S = TypeVar("S", bound="GameState")
A = TypeVar("A", bound=Any)
V = TypeVar("V", bound="SeatView")
OptT = TypeVar("OptT", bound=Any, contravariant=True)


class GameState(Protocol):
    """What every game state offers the framework."""

    rng: Rng

    def clone(self) -> GameState: ...


class SeatView(Protocol):
    """What every per-seat view offers: whose view it is (None = public)."""

    seat: Seat | None


@dataclass(frozen=True, slots=True)
class Event:
    """A structured fact produced by applying an action.

    `kind` names the fact ("tile_trained", "dice_rolled"), `data` carries its
    values (JSON-compatible: ints, strings, lists, dicts). `visible_to` is None
    when every seat may see the event in full; otherwise only those seats may,
    and every other seat receives `redacted` (None = nothing at all)."""

    kind: str
    data: Mapping[str, Any] = field(default_factory=dict)
    visible_to: frozenset[Seat] | None = None
    redacted: Event | None = None

    def for_seat(self, seat: Seat | None) -> Event | None:
        """The form of this event that `seat` may see (None = public view)."""
        if self.visible_to is None or (seat is not None and seat in self.visible_to):
            return self
        return self.redacted

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "data": dict(self.data)}


@dataclass(frozen=True, slots=True)
class Outcome:
    """The result of a finished game.

    `winners` are the seats that share the win (one seat for a sole win).
    `ranking` lists groups of seats from best to worst (a group = tied).
    `rewards` holds one value in [0, 1] per seat (1 = sole winner, shared
    wins split 1/len(winners)); AI search maximises it.
    `scores` holds the game's headline number per seat (e.g. largest pile).
    `details` carries game-specific, JSON-compatible facts the end screen
    explains in sentences (eliminations, tie-breaks)."""

    winners: tuple[Seat, ...]
    ranking: tuple[tuple[Seat, ...], ...]
    rewards: tuple[float, ...]
    scores: tuple[float, ...]
    details: Mapping[str, Any] = field(default_factory=dict)


class Game(Protocol, Generic[S, A, V, OptT]):
    """The fixed verb set each game implements.

    Metadata: `game_id` (str), `min_seats`, `max_seats`, `has_hidden_information`,
    `has_chance`, `has_simultaneous_moves`. Serialisation: `action_adapter`
    (pydantic TypeAdapter of the game's action union) and `options_adapter`.
    Undo: `disclosures` maps every event kind the game emits to what the
    event shows and to whom, or leaves to chance (``engine/disclosure.py``;
    the undo policy of ``engine/record.py`` reads it)."""

    game_id: str
    min_seats: int
    max_seats: int
    has_hidden_information: bool
    has_chance: bool
    has_simultaneous_moves: bool
    action_adapter: TypeAdapter[Any]
    options_adapter: TypeAdapter[Any]
    disclosures: Mapping[str, Any]

    def new_game(self, options: OptT, seed: int) -> S:
        """A fresh state; all randomness derives from `seed`.
        Raises InvalidOptionsError for unsupported options."""
        ...

    def num_seats(self, state: S) -> int: ...

    def to_act(self, state: S) -> tuple[Seat, ...]:
        """Seats that must decide now (several for simultaneous choices, () when over)."""
        ...

    def legal_actions(self, state: S, seat: Seat) -> list[A]:
        """Every action `seat` may take now; [] if the seat is not to act."""
        ...

    def step(self, state: S, seat: Seat, action: A) -> list[Event]:
        """Apply a legal action in place (no legality check) and return its events."""
        ...

    def view(self, state: S, seat: Seat | None) -> V:
        """What `seat` knows (None = the public view shown between hot-seat turns)."""
        ...

    def revealed_view(self, state: S, seat: Seat | None) -> V:
        """The view `seat` would have if nothing were hidden: every hand,
        face-down card or tile and secret order face up, laid out from
        `seat`'s side (None = the public layout), `legal` empty.

        Only for a finished game — the table at its end and replays of
        finished games — never for an AI or a running game (use
        :func:`end_view` to get it)."""
        ...

    def is_over(self, state: S) -> bool: ...

    def outcome(self, state: S) -> Outcome:
        """The result; raises ValueError if the game is not over."""
        ...

    def determinize(self, view: V, rng: Rng) -> S:
        """A full state consistent with everything in `view` (for ISMCTS)."""
        ...


def end_view(game: Any, state: Any, seat: Seat | None) -> Any:
    """The view of a finished game's table for `seat`: ``game.revealed_view``
    (nothing hidden any more). A game that does not offer it yet falls back
    to its ordinary view (its hidden cards stay hidden until it does)."""
    revealed = getattr(game, "revealed_view", None)
    if revealed is None:
        return game.view(state, seat)
    return revealed(state, seat)


def apply(game: Any, state: S, seat: Seat, action: Any) -> tuple[S, list[Event]]:
    """Check and apply `action` for `seat` on a copy of `state`.

    Returns (new state, events). Raises IllegalActionError with reason
    "game_over", "not_your_turn" or "not_legal"; `state` is never changed."""
    if game.is_over(state):
        raise IllegalActionError(seat, action, "game_over")
    if seat not in game.to_act(state):
        raise IllegalActionError(seat, action, "not_your_turn")
    if action not in game.legal_actions(state, seat):
        raise IllegalActionError(seat, action, "not_legal")
    new_state: S = state.clone()  # type: ignore[assignment]
    events = game.step(new_state, seat, action)
    return new_state, events


@dataclass(frozen=True, slots=True)
class Move:
    """One recorded decision: `seat` played `action`."""

    seat: Seat
    action: Any


def replay(game: Any, options: Any, seed: int, moves: Sequence[Move]) -> tuple[Any, list[Event]]:
    """Rebuild a state from (options, seed, moves), checking every move.

    Returns (state, all events). Raises IllegalActionError at the first move
    that is not legal (a save from another rules version, or a tampered file)."""
    state = game.new_game(options, seed)
    events: list[Event] = []
    for move in moves:
        state, evs = apply(game, state, move.seat, move.action)
        events.extend(evs)
    return state, events


def moves_to_json(game: Any, moves: Sequence[Move]) -> list[dict[str, Any]]:
    """Serialise moves as [{"seat": int, "action": {...}}]."""
    adapter: TypeAdapter[Any] = game.action_adapter
    return [{"seat": m.seat, "action": adapter.dump_python(m.action, mode="json")} for m in moves]


def moves_from_json(game: Any, data: Sequence[Mapping[str, Any]]) -> list[Move]:
    """Inverse of moves_to_json. Raises pydantic.ValidationError on bad data."""
    adapter: TypeAdapter[Any] = game.action_adapter
    return [Move(int(d["seat"]), adapter.validate_python(d["action"])) for d in data]
