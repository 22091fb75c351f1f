"""The game controller: the only holder of a game's full state.

The controller is game-agnostic. It speaks the engine vocabulary
(``new_game``, ``to_act``, ``view``, ``engine.core.apply``, ``outcome``) and
drives a table through the ``GameTable`` contract (``ui/kit/contract.py``,
mirrored here as :class:`TablePort` because the controller layer may not
import the UI). Its turn loop is a coroutine on the qasync event loop:

1. find the seat to decide (``to_act``);
2. a human seat: show that seat's view interactively and await the table's
   ``action_chosen``; an AI seat: run ``agent.decide(view, cancel)`` in a
   worker thread so the GUI stays responsive (a search difficulty runs in a
   child process that the worker thread waits on, see ``ai_runner.py``);
3. check the action with ``engine.core.apply`` (an illegal action becomes a
   status message, never a crash), record the move, autosave;
4. hand the watching seat only its form of each event (``Event.for_seat``)
   and await the table's ``animations_finished``; repeat until the game is over.

Hot-seat privacy (nothing private of a seat reaches another seat's screen):
with exactly one human seat the table always shows that human's view. With two
or more humans the table shows the public view (``view(state, None)``) while
no human decides; before a human's decision made after a different human's
decision, the table is cleared and a pass screen is requested
(:attr:`GameController.pass_requested`); the loop waits for
:meth:`GameController.confirm_pass` before the log is rebuilt for that seat
and its view is shown.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import threading
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from functools import partial
from typing import Any, Protocol

from PySide6.QtCore import QObject, Signal

from senji_desktop.controller.ai_runner import CHILD_AGENTS, AiProcess
from senji_desktop.engine.core import (
    Event,
    Move,
    Outcome,
    Seat,
    apply,
    end_view,
    moves_to_json,
)
from senji_desktop.engine.errors import IllegalActionError
from senji_desktop.engine.registry import load_game

log = logging.getLogger(__name__)

# Wall-time guard for one AI decision in the app, in seconds (Hard decides
# within about 1.5 s). The iteration cap still defines
# the level; this only bounds a slow machine.
AI_TIME_LIMIT_S = 1.5

# Searches capped below this many iterations (``ai_iterations``: tests and
# screenshots; Easy searches 50) decide in the worker thread: so small a
# search never stalls the GUI, and a child process would only add its start —
# many seconds on a busy machine, where it runs at a low priority.
CHILD_MIN_ITERATIONS = 50

# Longest wait for the table's animations_finished after play_events, in seconds.
ANIMATION_TIMEOUT_S = 60.0

_UNSET: Any = object()


class TablePort(Protocol):
    """The part of ``ui.kit.contract.GameTable`` the controller uses.

    Signals (Qt signals declared on the table class): `action_chosen(action)`
    and `animations_finished()` drive the loop; the table also declares
    `status_message(str)`, `new_game_requested()`, `home_requested()`,
    `undo_requested()` and `hint_requested()`, which the main window connects."""

    action_chosen: Any
    animations_finished: Any
    status_message: Any
    new_game_requested: Any
    home_requested: Any
    undo_requested: Any
    hint_requested: Any

    def set_names(self, names: list[str]) -> None: ...
    def set_ai_seats(self, seats: frozenset[int]) -> None: ...
    def show_view(self, view: Any, interactive: bool) -> None: ...
    def play_events(self, events: list[Event], view_before: Any, view_after: Any) -> None: ...
    def clear_private(self, public_view: Any) -> None: ...
    def show_outcome(self, outcome: Outcome, view: Any) -> None: ...
    def reset_log(self, events: list[Event]) -> None: ...


class SeatLike(Protocol):
    """A seat of the table: ``persistence.saves.SeatConfig`` or anything shaped like it."""

    name: str
    kind: str  # "human" | "ai"
    agent: str | None


@dataclass(frozen=True, slots=True)
class Seating:
    """The controller's own copy of one seat: display name, human or AI, agent name."""

    name: str
    kind: str
    agent: str | None

    @property
    def is_human(self) -> bool:
        return self.kind == "human"


AgentFactory = Callable[..., Any]


def filter_events(events: Iterable[Event], seat: Seat | None) -> list[Event]:
    """The forms of `events` that `seat` may see (None = public), dropping hidden ones."""
    out: list[Event] = []
    for e in events:
        f = e.for_seat(seat)
        if f is not None:
            out.append(f)
    return out


def _default_agent_factory(game_id: str, name: str, **kw: Any) -> Any:
    from senji_desktop.ai.agents import make_agent  # lazy: keeps app start light

    return make_agent(game_id, name, **kw)


class GameController(QObject):
    """Runs one game between human and AI seats on one table.

    Create it with (game id, options, seed, seats) — optionally with the moves
    of a saved game to continue — or with :meth:`from_save`. Call
    :meth:`start` once a qasync loop is running; :meth:`stop` cancels the
    turn loop and any AI search promptly (new game, back to home, quit).

    Raises ``KeyError`` for an unknown or unavailable game id,
    ``InvalidOptionsError`` for unsupported options, ``IllegalActionError``
    when `moves` do not replay, and ``ValueError`` for a seat list whose
    length differs from the game's seat count."""

    # A translated sentence for the status bar.
    status_message = Signal(str)
    # Hot-seat hand-over: (seat, name). Show the pass screen, then call confirm_pass().
    pass_requested = Signal(int, str)
    # (seat, thinking) while an AI seat searches.
    thinking_changed = Signal(int, bool)
    # The table now shows this seat's view (None = public).
    watcher_changed = Signal(object)
    # Emitted with the Outcome once the game has ended and the table shows it.
    game_finished = Signal(object)
    # Emitted after every applied move with the number of moves so far.
    move_applied = Signal(int)
    # The events of one move as the watching seat is shown them (already
    # filtered with Event.for_seat), just before the table animates them.
    events_played = Signal(list)
    # A human seat is asked for a decision now (after any pass screen).
    human_turn = Signal(int)
    # The turn loop stopped because of an unexpected error (message for the user).
    failed = Signal(str)
    # An autosave failed: why, as a ``persistence.problems.ProblemText`` (the
    # window translates it); emitted again on each failed attempt.
    autosave_failed = Signal(object)
    # An autosave worked again after failing: the game is safe on disk.
    autosave_restored = Signal()

    def __init__(
        self,
        game_id: str,
        options: Any,
        seed: int,
        seats: Sequence[SeatLike],
        table: TablePort,
        *,
        moves: Sequence[Move] = (),
        agent_factory: AgentFactory | None = None,
        ai_iterations: int | None = None,
        ai_time_limit_s: float | None = AI_TIME_LIMIT_S,
        autosave: bool = True,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._game_id = game_id
        self._game = load_game(game_id)
        adapter = self._game.options_adapter
        self._options = adapter.validate_python(options)
        self._options_json: dict[str, Any] = adapter.dump_python(self._options, mode="json")
        self._seed = int(seed)
        self._seats = [Seating(s.name, s.kind, s.agent) for s in seats]
        self._seat_configs = list(seats)
        self._state = self._game.new_game(self._options, self._seed)
        if len(self._seats) != self._game.num_seats(self._state):
            raise ValueError(
                f"{len(self._seats)} seats given, the game has {self._game.num_seats(self._state)}"
            )
        setup = getattr(self._game, "setup_events", None)
        self._events: list[Event] = list(setup(self._state)) if setup else []
        self._moves: list[Move] = []
        for m in moves:
            self._state, evs = apply(self._game, self._state, m.seat, m.action)
            self._moves.append(m)
            self._events.extend(evs)
        self._table = table
        self._agent_factory = agent_factory or _default_agent_factory
        self._ai_iterations = ai_iterations
        self._ai_time_limit_s = ai_time_limit_s
        self._autosave_enabled = autosave
        self._agents: dict[Seat, Any] = {}
        self._executor: ThreadPoolExecutor | None = None
        # Search agents think in a child process driven by the worker thread,
        # so the search does not compete with the GUI thread for the GIL
        # (ai_runner.py); a custom agent_factory keeps its agents in the thread.
        self._ai_process: AiProcess | None = None
        tiny = ai_iterations is not None and ai_iterations < CHILD_MIN_ITERATIONS
        if agent_factory is None and not tiny and any(
                not s.is_human and (s.agent or "normal") in CHILD_AGENTS for s in self._seats):
            self._ai_process = AiProcess()
        self._cancel: threading.Event | None = None
        self._ai_future: asyncio.Future[Any] | None = None
        self._ai_seat: Seat | None = None
        self._task: asyncio.Task[None] | None = None
        self._human_future: asyncio.Future[Any] | None = None
        self._human_seat: Seat | None = None
        self._anim_future: asyncio.Future[None] | None = None
        self._pass_future: asyncio.Future[None] | None = None
        self._watching: Any = _UNSET
        self._last_human: Seat | None = None
        self._stopped = False
        self._outcome: Outcome | None = None
        # Why the last autosave failed; None while every move is on disk.
        self._unsaved_reason: Any = None
        table.action_chosen.connect(self._on_action_chosen)
        table.animations_finished.connect(self._on_animations_finished)

    @classmethod
    def from_save(cls, save: Any, table: TablePort, **kw: Any) -> GameController:
        """A controller continuing `save` (a ``persistence.saves.SaveGame``).

        Raises ``persistence.saves.SaveFileError`` when the save cannot be
        restored (it is checked by ``persistence.saves.restore`` first)."""
        from senji_desktop.persistence.saves import restore

        _game, _state, moves, _events = restore(save)
        return cls(save.game_id, save.options, save.seed, save.seats, table, moves=moves, **kw)

    # ---- read-only facts -------------------------------------------------

    @property
    def game_id(self) -> str:
        return self._game_id

    @property
    def game(self) -> Any:
        return self._game

    @property
    def seats(self) -> list[Seating]:
        return list(self._seats)

    @property
    def names(self) -> list[str]:
        return [s.name for s in self._seats]

    @property
    def moves(self) -> list[Move]:
        return list(self._moves)

    @property
    def seed(self) -> int:
        return self._seed

    @property
    def options(self) -> dict[str, Any]:
        return dict(self._options_json)

    @property
    def is_over(self) -> bool:
        return bool(self._game.is_over(self._state))

    @property
    def outcome(self) -> Outcome | None:
        return self._outcome

    @property
    def watching(self) -> Seat | None:
        """Whose view the table shows now (None = public, also before the first show)."""
        return None if self._watching is _UNSET else self._watching

    @property
    def awaiting_human(self) -> Seat | None:
        """The human seat whose click the loop is waiting for, if any."""
        if self._human_future is not None and not self._human_future.done():
            return self._human_seat
        return None

    @property
    def thinking(self) -> Seat | None:
        """The AI seat whose search is running now, if any."""
        if self._ai_future is not None and not self._ai_future.done():
            return self._ai_seat
        return None

    @property
    def awaiting_pass(self) -> bool:
        return self._pass_future is not None and not self._pass_future.done()

    @property
    def running(self) -> bool:
        return self._task is not None and not self._task.done()

    def view_for(self, seat: Seat | None) -> Any:
        """The engine view of `seat` (None = public). For the UI's own use, e.g. tests."""
        return self._game.view(self._state, seat)

    def humans(self) -> list[Seat]:
        return [i for i, s in enumerate(self._seats) if s.is_human]

    @property
    def hot_seat(self) -> bool:
        """True with two or more human seats (pass screens, public view between them)."""
        return len(self.humans()) >= 2

    # ---- life cycle ------------------------------------------------------

    def start(self) -> asyncio.Task[None]:
        """Start the turn loop on the running asyncio (qasync) loop."""
        if self._task is not None:
            raise RuntimeError("the controller was already started")
        if self._ai_process is not None:
            self._ai_process.warm_up()  # spawns in a background thread
        self._task = asyncio.ensure_future(self._run())
        self._task.add_done_callback(self._on_task_done)
        return self._task

    def stop(self) -> None:
        """Cancel the turn loop and any AI search now; safe to call repeatedly."""
        self._stopped = True
        if self._cancel is not None:
            self._cancel.set()
        for fut in (self._human_future, self._anim_future, self._pass_future, self._ai_future):
            if fut is not None and not fut.done():
                fut.cancel()
        if self._task is not None and not self._task.done():
            self._task.cancel()
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
        if self._ai_process is not None:
            self._ai_process.shutdown()
        with contextlib.suppress(RuntimeError, TypeError):
            self._table.action_chosen.disconnect(self._on_action_chosen)
        with contextlib.suppress(RuntimeError, TypeError):
            self._table.animations_finished.disconnect(self._on_animations_finished)

    def join(self) -> None:
        """Wait for a cancelled AI worker thread to end (call after stop(), before exit)."""
        if self._ai_process is not None:
            self._ai_process.shutdown()
        if self._executor is not None:
            self._executor.shutdown(wait=True, cancel_futures=True)

    def confirm_pass(self) -> None:
        """The named player confirmed the pass screen: continue with their turn."""
        if self._pass_future is not None and not self._pass_future.done():
            self._pass_future.set_result(None)

    def _on_task_done(self, task: asyncio.Task[None]) -> None:
        if task.cancelled():
            return
        exc = task.exception()
        if exc is not None:
            log.error("turn loop failed", exc_info=exc)
            #: %1 is a technical error description (not translated).
            text = self.tr("The game stopped because of an internal error: %1")
            self.failed.emit(text.replace("%1", str(exc)))

    # ---- slots from the table --------------------------------------------

    def _on_action_chosen(self, action: Any) -> None:
        fut = self._human_future
        if fut is None or fut.done():
            self.status_message.emit(self.tr("Please wait: it is not your turn."))
            return
        fut.set_result(action)

    def _on_animations_finished(self) -> None:
        fut = self._anim_future
        if fut is not None and not fut.done():
            fut.set_result(None)

    # ---- the turn loop ---------------------------------------------------

    def _watcher_when_idle(self) -> Seat | None:
        """Whose view to show while no human decides (hot-seat rule)."""
        humans = self.humans()
        return humans[0] if len(humans) == 1 else None

    def _show(self, seat: Seat | None, *, interactive: bool = False) -> None:
        """Show `seat`'s view; rebuild the log first if the watching seat changes."""
        if self._watching is _UNSET or self._watching != seat:
            self._table.reset_log(filter_events(self._events, seat))
            self._watching = seat
            self.watcher_changed.emit(seat)
        self._table.show_view(self._game.view(self._state, seat), interactive)

    async def _run(self) -> None:
        self._table.set_names(self.names)
        self._table.set_ai_seats(frozenset(i for i, s in enumerate(self._seats) if not s.is_human))
        self._show(self._watcher_when_idle())
        while not self._game.is_over(self._state):
            seat = self._next_seat()
            if self._seats[seat].is_human:
                action = await self._ask_human(seat)
            else:
                if self.hot_seat and self._watching is not None:
                    self._show(None)
                action = await self._ask_ai(seat)
            try:
                new_state, events = apply(self._game, self._state, seat, action)
            except IllegalActionError as err:
                self.status_message.emit(self._illegal_message(err))
                continue
            before, self._state = self._state, new_state
            self._moves.append(Move(seat, action))
            self._events.extend(events)
            self._autosave()
            self.move_applied.emit(len(self._moves))
            # In hot-seat the deciding human watches the result of their own
            # action; AI actions are watched in the idle view (public in hot-seat).
            human_acted = self._seats[seat].is_human and self.hot_seat
            await self._play(events, seat if human_acted else self._watcher_when_idle(), before)
        self._finish()

    def _next_seat(self) -> Seat:
        to_act = list(self._game.to_act(self._state))
        # Humans first, so simultaneous choices never leave a human waiting on an AI.
        to_act.sort(key=lambda s: (not self._seats[s].is_human, s))
        return to_act[0]

    async def _ask_human(self, seat: Seat) -> Any:
        loop = asyncio.get_running_loop()
        if self.hot_seat and self._last_human != seat:
            self._table.clear_private(self._game.view(self._state, None))
            self._watching = _UNSET
            self._pass_future = loop.create_future()
            self.pass_requested.emit(seat, self._seats[seat].name)
            await self._pass_future
            self._pass_future = None
        self._last_human = seat
        self._human_seat = seat
        self._human_future = loop.create_future()
        self._show(seat, interactive=True)
        self.human_turn.emit(seat)
        try:
            return await self._human_future
        finally:
            self._human_future = None

    async def _ask_ai(self, seat: Seat) -> Any:
        agent = self._agent(seat)
        view = self._game.view(self._state, seat)
        if self._executor is None:
            self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="senji-ai")
        cancel = threading.Event()
        self._cancel = cancel
        self._ai_seat = seat
        self.thinking_changed.emit(seat, True)
        #: Status line while an AI opponent searches; %1 is the player's name.
        thinking = self.tr("%1 is thinking…")
        self.status_message.emit(thinking.replace("%1", self._seats[seat].name))
        loop = asyncio.get_running_loop()
        name = self._seats[seat].agent or "normal"
        if self._ai_process is not None and name in CHILD_AGENTS:
            self._ai_future = loop.run_in_executor(
                self._executor, self._ai_process.decide, seat, self._game_id, name,
                self._agent_kwargs(seat), view, cancel, partial(agent.decide, view, cancel))
        else:
            self._ai_future = loop.run_in_executor(self._executor, agent.decide, view, cancel)
        try:
            return await self._ai_future
        finally:
            self._ai_future = None
            self._cancel = None
            self.thinking_changed.emit(seat, False)
            self.status_message.emit("")

    def _agent_kwargs(self, seat: Seat) -> dict[str, Any]:
        """``make_agent`` keyword arguments for `seat`: seed, iterations, time_limit_s."""
        kw: dict[str, Any] = {"seed": (self._seed * 1_000_003 + seat * 7919) & 0xFFFFFFFF}
        if self._ai_iterations is not None:
            kw["iterations"] = self._ai_iterations
        if self._ai_time_limit_s is not None:
            kw["time_limit_s"] = self._ai_time_limit_s
        return kw

    def _agent(self, seat: Seat) -> Any:
        if seat not in self._agents:
            name = self._seats[seat].agent or "normal"
            self._agents[seat] = self._agent_factory(self._game_id, name,
                                                     **self._agent_kwargs(seat))
        return self._agents[seat]

    async def _play(self, events: list[Event], watcher: Seat | None, before: Any) -> None:
        """Let the table animate `events` (`watcher`'s forms of them) from
        `watcher`'s view of the state `before` to its view of the state now."""
        if self._watching is _UNSET or self._watching != watcher:
            # The log must be rebuilt for the new watcher before the new lines are added.
            earlier = self._events[: len(self._events) - len(events)]
            self._table.reset_log(filter_events(earlier, watcher))
            self._watching = watcher
            self.watcher_changed.emit(watcher)
        fut: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._anim_future = fut
        shown = filter_events(events, watcher)
        self.events_played.emit(shown)
        self._table.play_events(shown, self._game.view(before, watcher),
                                self._game.view(self._state, watcher))
        try:
            # A table that never reports the end of its animations must not freeze
            # the game: after a generous wait, go on from the final view.
            await asyncio.wait_for(asyncio.shield(fut), ANIMATION_TIMEOUT_S)
        except TimeoutError:
            log.warning("the table did not finish its animations; continuing")
            self._table.show_view(self._game.view(self._state, watcher), False)
        finally:
            self._anim_future = None

    def _finish(self) -> None:
        outcome = self._game.outcome(self._state)
        self._outcome = outcome
        watcher = self._watcher_when_idle()
        if self._watching is _UNSET or self._watching != watcher:
            self._show(watcher)
        self._clear_autosave()
        if self._unsaved_reason is not None:  # a finished game has nothing left to save
            self._unsaved_reason = None
            self.autosave_restored.emit()
        # The game is over: nothing is hidden any more (Game.revealed_view).
        self._table.show_outcome(outcome, end_view(self._game, self._state, watcher))
        self.game_finished.emit(outcome)

    # ---- messages ---------------------------------------------------------

    def _illegal_message(self, err: IllegalActionError) -> str:
        if err.reason == "not_your_turn":
            return self.tr("It is not your turn.")
        if err.reason == "game_over":
            return self.tr("The game is already over.")
        return self.tr("That action is not allowed right now. Please choose another one.")

    # ---- persistence -------------------------------------------------------

    def save_game(self) -> Any:
        """The current game as a ``persistence.saves.SaveGame`` (options, seed, moves, seats)."""
        from senji_desktop.persistence.saves import RngPosition, SaveGame, SeatConfig

        seats = [
            s if isinstance(s, SeatConfig) else SeatConfig(name=s.name, kind=s.kind, agent=s.agent)
            for s in self._seat_configs
        ]
        return SaveGame(
            game_id=self._game_id,
            options=dict(self._options_json),
            seed=self._seed,
            seats=seats,
            moves=moves_to_json(self._game, self._moves),
            # Checked after a replay: the game must come out where it was saved.
            rng=RngPosition(state=self._state.rng.state, calls=self._state.rng.calls),
        )

    @property
    def unsaved(self) -> bool:
        """True while moves of this unfinished game are not in its autosave (the
        last autosave failed); the window warns before quitting then."""
        return self._unsaved_reason is not None

    @property
    def unsaved_reason(self) -> Any:
        """Why the last autosave failed (``persistence.problems.ProblemText``), or None."""
        return self._unsaved_reason

    def retry_autosave(self) -> bool:
        """Try the failed autosave once more (before quitting); True if the game
        is now safe on disk (also when nothing was unsaved)."""
        if self._unsaved_reason is not None and not self.is_over:
            self._autosave()
        return self._unsaved_reason is None

    def _autosave(self) -> None:
        if not self._autosave_enabled:
            return
        try:
            from senji_desktop.persistence.saves import write_autosave

            write_autosave(self.save_game())
        except Exception as exc:  # a full disk must not end the game
            from senji_desktop.persistence.problems import write_failure

            log.warning("autosave failed: %s", exc)
            self._unsaved_reason = write_failure(exc)
            self.autosave_failed.emit(self._unsaved_reason)
            return
        if self._unsaved_reason is not None:
            self._unsaved_reason = None
            self.autosave_restored.emit()

    def _clear_autosave(self) -> None:
        if not self._autosave_enabled:
            return
        try:
            from senji_desktop.persistence.saves import clear_autosave

            clear_autosave(self._game_id)
        except Exception as exc:
            log.warning("could not clear the autosave", exc_info=exc)
