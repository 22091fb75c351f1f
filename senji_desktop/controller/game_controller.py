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

Undo and redo (``engine/record.py``): the controller keeps the game as a
:class:`~senji_desktop.engine.record.GameRecord`. :meth:`GameController.undo`
truncates its moves back to the human's latest decision, as far as the undo
policy allows (nothing hidden shown to him since, no dice, no draw, no other
human's decision), and replays the rest from the seed; the autosave written
then equals the one written at that earlier point. In hot-seat only the
human who acted last may undo, and only until the next human's pass screen.
The moves taken back go onto a redo stack, which any new move clears. An
undo or redo requested while an AI thinks cancels the search; one requested
during an animation waits for its end. AI agents are seeded by the position
(game seed, seat, number of moves), so they keep no memory across an undo
and answer a position the same way every time.

Hints (:meth:`GameController.request_hint`): the Normal AI searches the
deciding human's own view in the AI worker (cancellable; the GUI never
waits) and :attr:`GameController.hint_ready` reports its action and, where
the game's heuristics can say why, a reason (``ai/hints.py``). A game in
which a hint was shown is marked ``hints_used`` in its save.
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
from senji_desktop.engine.core import Event, Move, Outcome, Seat, end_view, moves_to_json
from senji_desktop.engine.course import Course, course_of
from senji_desktop.engine.errors import IllegalActionError
from senji_desktop.engine.record import GameRecord, UndoPoint, undo_point
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


class _Rewind(Exception):
    """Raised inside the turn loop when an undo or redo interrupts a wait."""


#: Why undo is not possible, beyond the engine's reasons (engine/record.py
#: UNDO_REFUSALS): ``handed_over`` the next human's pass screen came since
#: (hot-seat); ``no_human`` nobody at the table may undo; ``not_now`` the
#: game is not running (it has not started or was stopped).
CONTROLLER_REFUSALS: tuple[str, ...] = ("handed_over", "no_human", "not_now")


class TablePort(Protocol):
    """The part of ``ui.kit.contract.GameTable`` the controller uses.

    Signals (Qt signals declared on the table class): `action_chosen(action)`
    and `animations_finished()` drive the loop; the table also declares
    `status_message(str)`, `new_game_requested()`, `home_requested()`,
    `undo_requested()` and `hint_requested()`, which the main window connects."""

    action_chosen: Any
    animations_finished: Any
    #: True while ``action_chosen`` carries an action chosen ahead with the one before.
    chosen_ahead: bool
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
    def set_course(self, course: Course | None) -> None: ...
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


def _swallow(fut: Any) -> None:
    """Retrieve an abandoned future's outcome so nothing is reported as lost."""
    if not fut.cancelled():
        fut.exception()


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
    # awaiting_human changed: the human seat whose decision the loop waits
    # for now, or None (an AI thinks, a move is shown, a pass screen waits).
    awaiting_changed = Signal(object)
    # The turn loop stopped because of an unexpected error (message for the user).
    failed = Signal(str)
    # An autosave failed: why, as a ``persistence.problems.ProblemText`` (the
    # window translates it); emitted again on each failed attempt.
    autosave_failed = Signal(object)
    # An autosave worked again after failing: the game is safe on disk.
    autosave_restored = Signal()
    # Undo/redo availability changed: (undo possible, reason code if not, redo possible).
    # Reason codes: engine.record.UNDO_REFUSALS and CONTROLLER_REFUSALS.
    undo_changed = Signal(bool, str, bool)
    # Undo or redo rebuilt the game: the number of moves now.
    rewound = Signal(int)
    # A hint is ready: (action, HintReason or None), for the deciding human's view.
    hint_ready = Signal(object, object)
    # A hint search started (True) or ended, was cancelled or failed (False).
    hint_running = Signal(bool)

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
        hints_used: bool = False,
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
        self._record = GameRecord(self._game, self._options, self._seed)
        if len(self._seats) != self._record.num_seats:
            raise ValueError(
                f"{len(self._seats)} seats given, the game has {self._record.num_seats}"
            )
        for m in moves:
            self._record.play(m.seat, m.action)
        self._table = table
        self._agent_factory = agent_factory or _default_agent_factory
        self._ai_iterations = ai_iterations
        self._ai_time_limit_s = ai_time_limit_s
        self._autosave_enabled = autosave
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
        # Whether this game has an autosave on disk (written by this controller,
        # or the one it was resumed from): quitting unsaved then loses only moves.
        self._saved_once = False
        # Undo and redo: the request the loop carries out at its next wait, the
        # wake-up of that wait, the redo stack (groups of moves, latest last) and
        # whether a hot-seat hand-over has closed undo for the last human.
        self._rewind: tuple[str, Any] | None = None
        self._wake: asyncio.Future[None] | None = None
        self._redo: list[list[Move]] = []
        #: Indices of the record's moves a human chose ahead with the move
        #: before (one click, several actions): undo takes the group back at once.
        self._joined: set[int] = set()
        self._redo_joined: list[set[int]] = []
        self._ahead = False
        self._handed_over = False
        # Hints: the running search's cancel event and future, and whether any
        # hint was shown in this game (kept in the save).
        self._hint_cancel: threading.Event | None = None
        self._hint_future: asyncio.Future[Any] | None = None
        self._hints_used = bool(hints_used)
        self._undo_signature: tuple[bool, str, bool] | None = None
        table.action_chosen.connect(self._on_action_chosen)
        table.animations_finished.connect(self._on_animations_finished)

    @classmethod
    def from_save(cls, save: Any, table: TablePort, **kw: Any) -> GameController:
        """A controller continuing `save` (a ``persistence.saves.SaveGame``).

        Raises ``persistence.saves.SaveFileError`` when the save cannot be
        restored (it is checked by ``persistence.saves.restore`` first)."""
        from senji_desktop.persistence.saves import restore

        _game, _state, moves, _events = restore(save)
        kw.setdefault("hints_used", bool(getattr(save, "hints_used", False)))
        controller = cls(save.game_id, save.options, save.seed, save.seats, table, moves=moves,
                         **kw)
        # A resumed autosave is on disk already; a file opened by name is not the autosave.
        controller._saved_once = bool(getattr(save, "_is_autosave", False))
        return controller

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
        return list(self._record.moves)

    @property
    def record(self) -> GameRecord:
        """The game's record (options, seed, moves, events); read only."""
        return self._record

    @property
    def _state(self) -> Any:
        return self._record.state

    @property
    def _events(self) -> list[Event]:
        return self._record.events()

    @property
    def hints_used(self) -> bool:
        """True once a hint was shown in this game (also in an earlier session)."""
        return self._hints_used

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
        self.cancel_hint()
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
        self._ahead = bool(self._table.chosen_ahead)
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
        self._announce_undo()
        while True:
            if self._rewind is not None:
                self._carry_out_rewind()
                continue
            if self._game.is_over(self._state):
                break
            seat = self._next_seat()
            try:
                if self._seats[seat].is_human:
                    action = await self._ask_human(seat)
                else:
                    if self.hot_seat and self._watching is not None:
                        self._show(None)
                    action = await self._ask_ai(seat)
            except _Rewind:
                continue
            before = self._state
            try:
                events = self._record.play(seat, action)
            except IllegalActionError as err:
                self.status_message.emit(self._illegal_message(err))
                continue
            self._redo.clear()
            self._redo_joined.clear()
            if self._seats[seat].is_human:
                self._handed_over = False
                if self._ahead:
                    self._joined.add(len(self._record.moves) - 1)
            self._ahead = False
            self._autosave()
            self.move_applied.emit(len(self._record.moves))
            self._announce_undo()
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

    async def _wait(self, fut: asyncio.Future[Any]) -> Any:
        """The result of `fut`, unless an undo or redo comes first (then _Rewind)."""
        wake: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._wake = wake
        try:
            await asyncio.wait({fut, wake}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            self._wake = None
            if not wake.done():
                wake.cancel()
        if wake.done() and not wake.cancelled():
            raise _Rewind
        return fut.result()

    async def _ask_human(self, seat: Seat) -> Any:
        loop = asyncio.get_running_loop()
        if self.hot_seat and self._last_human != seat:
            self._table.clear_private(self._game.view(self._state, None))
            self._watching = _UNSET
            self._handed_over = True
            self._announce_undo()
            self._pass_future = loop.create_future()
            self.pass_requested.emit(seat, self._seats[seat].name)
            await self._pass_future
            self._pass_future = None
            # From here the undo is this human's (the engine's policy then
            # refuses one over the previous human's moves).
            self._handed_over = False
        self._last_human = seat
        self._human_seat = seat
        self._human_future = loop.create_future()
        self._show(seat, interactive=True)
        self.human_turn.emit(seat)
        self.awaiting_changed.emit(seat)
        self._announce_undo()
        try:
            return await self._wait(self._human_future)
        finally:
            self._human_future = None
            self.cancel_hint()
            self.awaiting_changed.emit(None)

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
        future = self._ai_future
        try:
            return await self._wait(future)
        except _Rewind:
            # The search is abandoned: it sees its cancel event and ends; its
            # outcome (SearchCancelled, as a rule) is nobody's business.
            cancel.set()
            future.add_done_callback(_swallow)
            raise
        finally:
            self._ai_future = None
            self._cancel = None
            self.thinking_changed.emit(seat, False)
            self.status_message.emit("")

    # ---- undo and redo -------------------------------------------------------

    def _undoer(self) -> Seat | None:
        """The human seat an undo would be for: the only human, or in hot-seat
        the human who decided last (None before any human decided)."""
        humans = self.humans()
        if len(humans) == 1:
            return humans[0]
        return self._last_human

    def undo_point(self) -> UndoPoint:
        """Whether undo is possible now and to where (engine/record.py), with the
        hot-seat rule: only the human who acted last, until the next pass screen."""
        if self._task is None or self._stopped or self._rewind is not None:
            return UndoPoint(reason="not_now")
        seat = self._undoer()
        if seat is None:
            return UndoPoint(reason="no_human" if not self.humans() else "no_move")
        if self.hot_seat and self._handed_over:
            return UndoPoint(reason="handed_over")
        return self._record.undo_point(seat, frozenset(self.humans()))

    @property
    def can_redo(self) -> bool:
        return bool(self._redo) and self._rewind is None and not self._stopped \
            and not self._record.is_over

    def undo(self) -> bool:
        """Take back the human's latest decision and every AI decision after it.

        Returns False (and says why in the status line) where the policy
        forbids it. The table is redrawn at the earlier position once the loop
        reaches its next wait (an AI search is cancelled; a running animation
        ends first)."""
        point = self.undo_point()
        if point.keep is None:
            self.status_message.emit(self.undo_refusal_text(point.reason or "not_now"))
            return False
        keep = point.keep
        seat = self._undoer()
        while keep in self._joined and seat is not None:
            # Chosen ahead with the decision before it: taken back together.
            earlier = undo_point(self._record.moves[:keep], self._record.disclosures[:keep],
                                 seat, frozenset(self.humans()))
            if earlier.keep is None:
                break
            keep = earlier.keep
        self._rewind = ("undo", keep)
        self._wake_loop()
        return True

    def redo(self) -> bool:
        """Play again the decisions the latest undo took back (False if there are none)."""
        if not self.can_redo:
            return False
        self._rewind = ("redo", self._redo.pop())
        self._wake_loop()
        return True

    def _wake_loop(self) -> None:
        self.cancel_hint()
        self._announce_undo()
        if self._wake is not None and not self._wake.done():
            self._wake.set_result(None)

    def _carry_out_rewind(self) -> None:
        """Carry out the pending undo or redo between two waits of the loop."""
        assert self._rewind is not None
        kind, arg = self._rewind
        self._rewind = None
        if kind == "undo":
            self._redo.append(self._record.truncate(arg))
            self._redo_joined.append({i for i in self._joined if i >= arg})
            self._joined = {i for i in self._joined if i < arg}
        else:
            if self._redo_joined:
                self._joined |= self._redo_joined.pop()
            try:
                for m in arg:
                    self._record.play(m.seat, m.action)
            except IllegalActionError:  # cannot happen: the same moves from the same state
                log.exception("redo did not replay")
                self._redo.clear()
        self._watching = _UNSET  # the next show rebuilds the log from the record
        self._autosave()
        self.rewound.emit(len(self._record.moves))
        self._announce_undo()

    def _announce_undo(self) -> None:
        """Emit undo_changed when what undo and redo can do has changed."""
        point = self.undo_point()
        signature = (point.possible, point.reason or "", self.can_redo)
        if signature != self._undo_signature:
            self._undo_signature = signature
            self.undo_changed.emit(*signature)

    def undo_refusal_text(self, reason: str) -> str:
        """Why undo is not possible, as a sentence for the player."""
        texts = {
            "no_move": self.tr("You have no move to take back."),
            "game_over": self.tr("The game is over; its result stands."),
            "other_human": self.tr("Another player has moved since your last move."),
            "revealed": self.tr("Since your last move you have seen something that was hidden."),
            "dice": self.tr("The dice have been rolled since your last move."),
            "drawn": self.tr("A card or tile has been drawn from a hidden pile since your "
                             "last move."),
            "handed_over": self.tr("No move can be taken back once the screen has been "
                                   "passed to the next player."),
            "no_human": self.tr("Only computer players play at this table."),
            "not_now": self.tr("Undo is not possible just now."),
        }
        return texts.get(reason, texts["not_now"])

    # ---- hints ----------------------------------------------------------------

    def request_hint(self) -> bool:
        """Search a suggested move for the deciding human (Normal AI, his own view only).

        Runs in the AI worker (a search process where possible), never on the
        GUI thread; :attr:`hint_ready` reports it. Returns False (and says why
        in the status line) when no human decides now or a hint is already
        being searched. Marks the game as one with hints."""
        seat = self.awaiting_human
        if seat is None:
            self.status_message.emit(self.tr("A move can be suggested only on your turn."))
            return False
        if self._hint_future is not None:
            return False
        view = self._game.view(self._state, seat)
        if not getattr(view, "legal", None):
            return False
        from senji_desktop.ai.hints import HINT_AGENT, explain

        if self._executor is None:
            self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="senji-ai")
        cancel = threading.Event()
        self._hint_cancel = cancel
        kw = self._agent_kwargs(seat)
        kw["seed"] ^= 0x5F3759DF  # a hint is not the seat's own AI's decision
        agent = self._agent_factory(self._game_id, HINT_AGENT, **kw)
        loop = asyncio.get_running_loop()
        if self._ai_process is None and self._agent_factory is _default_agent_factory:
            self._ai_process = AiProcess()
        game_id = self._game_id
        ai_process = self._ai_process if self._agent_factory is _default_agent_factory else None

        def search() -> Any:
            if ai_process is not None:
                action = ai_process.decide(("hint", seat), game_id, HINT_AGENT, kw, view, cancel,
                                           partial(agent.decide, view, cancel))
            else:
                action = agent.decide(view, cancel)
            return action, explain(game_id, view, action)

        future = loop.run_in_executor(self._executor, search)
        self._hint_future = future
        self._hints_used = True
        self._autosave()
        self.hint_running.emit(True)
        #: Status line while the computer looks for a move to suggest.
        self.status_message.emit(self.tr("Looking for a good move…"))
        future.add_done_callback(partial(self._hint_done, cancel, len(self._record.moves)))
        return True

    def _hint_done(self, cancel: threading.Event, moves: int, future: asyncio.Future[Any]) -> None:
        if self._hint_future is future:
            self._hint_future = None
            self._hint_cancel = None
            self.hint_running.emit(False)
            self.status_message.emit("")
        if future.cancelled() or cancel.is_set() or self._stopped:
            return
        exc = future.exception()
        if exc is not None:
            from senji_desktop.ai.ismcts import SearchCancelled

            if not isinstance(exc, SearchCancelled):
                log.warning("the hint search failed", exc_info=exc)
            return
        # A hint for a position that has gone (an undo, a move) is dropped.
        if self.awaiting_human is None or len(self._record.moves) != moves:
            return
        action, reason = future.result()
        self.hint_ready.emit(action, reason)

    def cancel_hint(self) -> None:
        """Stop a running hint search (its result is dropped); safe to call any time."""
        if self._hint_cancel is not None:
            self._hint_cancel.set()
        fut, self._hint_future, self._hint_cancel = self._hint_future, None, None
        if fut is not None:
            fut.add_done_callback(_swallow)
            self.hint_running.emit(False)

    def _agent_kwargs(self, seat: Seat) -> dict[str, Any]:
        """``make_agent`` keyword arguments for `seat`: seed, iterations, time_limit_s.

        The seed follows the position (game seed, seat, number of moves), so
        an agent is made afresh for every decision: it carries nothing from
        one decision to the next (nothing taken back by an undo either), and
        the same position gets the same answer."""
        position = len(self._record.moves)
        kw: dict[str, Any] = {
            "seed": (self._seed * 1_000_003 + seat * 7919 + position * 104_729) & 0xFFFFFFFF}
        if self._ai_iterations is not None:
            kw["iterations"] = self._ai_iterations
        if self._ai_time_limit_s is not None:
            kw["time_limit_s"] = self._ai_time_limit_s
        return kw

    def _agent(self, seat: Seat) -> Any:
        name = self._seats[seat].agent or "normal"
        return self._agent_factory(self._game_id, name, **self._agent_kwargs(seat))

    async def _play(self, events: list[Event], watcher: Seat | None, before: Any) -> None:
        """Let the table animate `events` (`watcher`'s forms of them) from
        `watcher`'s view of the state `before` to its view of the state now."""
        if self._watching is _UNSET or self._watching != watcher:
            # The log must be rebuilt for the new watcher before the new lines are added.
            everything = self._events
            earlier = everything[: len(everything) - len(events)]
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
            # the game: after a generous wait, go on from the final view. Not
            # asyncio.wait_for: on Python 3.11 it swallows a cancellation (stop())
            # that arrives once the future is done but before this task resumed,
            # and the loop would play on after the game was left.
            done, _pending = await asyncio.wait({fut}, timeout=ANIMATION_TIMEOUT_S)
            if not done:
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
        self._table.set_course(self._course_of_game())
        # The game is over: nothing is hidden any more (Game.revealed_view).
        self._table.show_outcome(outcome, end_view(self._game, self._state, watcher))
        self._redo.clear()
        self._redo_joined.clear()
        self._announce_undo()
        self.game_finished.emit(outcome)

    def _course_of_game(self) -> Course | None:
        """The course of the finished game for the result dialog's chart (a replay
        of the moves: about 0.1 s for a long Senji game); None if it cannot be had."""
        try:
            return course_of(self._game_id, self._options, self._seed, self._record.moves)
        except Exception:  # the chart is a bonus: the end of the game must not fail
            log.warning("no course of the game for its chart", exc_info=True)
            return None

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
            moves=moves_to_json(self._game, self._record.moves),
            hints_used=self._hints_used,
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

    @property
    def saved_once(self) -> bool:
        """True if this game has an autosave on disk (an earlier position, while
        :attr:`unsaved`): it was resumed from one, or one was written since it started."""
        return self._saved_once

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

            self._unsaved_reason = write_failure(exc)
            # The reason in the system's words; the temporary file's path only
            # at debug level.
            log.warning("autosave of %s failed: %s", self._game_id, self._unsaved_reason)
            log.debug("autosave of %s failed", self._game_id, exc_info=exc)
            self.autosave_failed.emit(self._unsaved_reason)
            return
        self._saved_once = True
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
