"""The tutorial mode of the controller: a guided game from a tutorial file.

:class:`TutorialController` runs one tutorial (``controller/tutorial.py``)
on any game's table, through the same table contract as a normal game. It
asks :class:`~senji_desktop.controller.tutorial.TutorialRun` what comes next:

- "continue": the step is only read; the loop waits for :meth:`confirm_step`
  (the tutorial bar's Continue button);
- "player": the table shows the player's view and accepts only the taught
  action. A table of the kit (``ui/kit``) gets it as ``set_allowed`` (any
  other choice is answered with what is expected) and marks its places with
  ``show_hint``; other tables get the view with the taught action as its
  only legal action, so only that target glows. An action that is not the
  taught one is never applied (:attr:`not_taught`);
- "auto": the run's next move is applied (the other seats, or a
  fast-forward) and animated like any move;
- "done": the tutorial is over (:attr:`tutorial_finished`).

Every step change is reported by :attr:`step_changed` (index, step) so the
window can show its text and remember where to resume. A tutorial never
writes the autosave: it must not replace the player's unfinished real game,
and its end is not counted in the statistics nor kept in the archive.
The opponents are scripted, so no AI process is started.
"""

from __future__ import annotations

import asyncio
import dataclasses
from typing import Any

from PySide6.QtCore import QLocale, Signal

from senji_desktop.controller.game_controller import GameController, TablePort
from senji_desktop.controller.tutorial import Tutorial, TutorialRun, play_through
from senji_desktop.engine.core import Move, Seat
from senji_desktop.engine.errors import IllegalActionError
from senji_desktop.engine.record import UndoPoint


@dataclasses.dataclass(frozen=True)
class _TutorialSeat:
    name: str
    kind: str
    agent: str | None


def run_at_step(tutorial: Tutorial, step_index: int) -> TutorialRun:
    """A run advanced to the beginning of step `step_index` (its moves made;
    an index past the last step means the beginning)."""
    run = TutorialRun(tutorial)
    if not 0 < step_index < len(tutorial.steps):
        return run
    for run, _state, _move in play_through(tutorial, until_step=step_index):  # noqa: B007
        pass
    return run


class TutorialController(GameController):
    """Plays `tutorial` on `table`, from the beginning of step `start_step`.

    Raises ``TutorialError`` if the tutorial does not fit its game (checked by
    the test suite for every tutorial file)."""

    #: (index, step) whenever a new step begins; index == number of steps at the end.
    step_changed = Signal(int, object)
    #: The player chose an action this step does not teach (the step's text
    #: says what to do); the action was not applied.
    not_taught = Signal(object)
    #: The last step is done.
    tutorial_finished = Signal()
    #: A scripted game is no game of the player's: it stays out of the
    #: statistics and the finished-games archive.
    counts_in_statistics = False
    #: No move is taken back (see :meth:`undo_point`): the table shows no Undo button.
    offers_undo = False

    def __init__(self, tutorial: Tutorial, table: TablePort, *, start_step: int = 0,
                 **kw: Any) -> None:
        run = run_at_step(tutorial, start_step) if start_step else TutorialRun(tutorial)
        seats = [_TutorialSeat(name, "human" if i == tutorial.human else "ai", "scripted")
                 for i, name in enumerate(tutorial.names)]
        kw.setdefault("autosave", False)
        super().__init__(tutorial.game_id, dict(tutorial.options), tutorial.seed, seats, table,
                         moves=run.moves, **kw)
        self.tutorial = tutorial
        self.run = run
        self._continue: asyncio.Future[None] | None = None
        self._announced = -1
        #: What a click the current step does not teach is answered with.
        self._wrong_said = ""

    # ---- read-only facts -----------------------------------------------------

    @property
    def step_index(self) -> int:
        return self.run.step_index

    @property
    def awaiting_continue(self) -> bool:
        return self._continue is not None and not self._continue.done()

    @property
    def done(self) -> bool:
        return self.run.done

    def expected_action(self) -> Any:
        """The action the player is taught now (None if none)."""
        if self.run.waiting(self._state) != "player":
            return None
        return self.run.expected_action(self._state)

    # ---- from the window -------------------------------------------------------

    def confirm_step(self) -> None:
        """Continue after an info step (the bar's Continue button)."""
        if self._continue is not None and not self._continue.done():
            self._continue.set_result(None)

    def stop(self) -> None:
        if self._continue is not None and not self._continue.done():
            self._continue.cancel()
        super().stop()

    # ---- the loop ---------------------------------------------------------------

    def _show(self, seat: Seat | None, *, interactive: bool = False) -> None:
        allow = getattr(self._table, "set_allowed", None)
        if not interactive:
            if allow is not None:
                allow(None)
            super()._show(seat, interactive=False)
            return
        super()._show(seat, interactive=False)
        view = self._game.view(self._state, seat)
        taught = self.expected_action()
        if taught is None:
            self._table.show_view(view, True)
        elif allow is not None:
            # A table of the kit: every legal target as usual, the next click
            # towards the taught move marked, and any other click answered
            # with what is expected (the places chosen so far stay).
            self._wrong_said = self.wrong_click_text()
            allow((taught,), self._wrong_said,
                  guide=self.run.expected_actions(self._state))
            self._table.show_view(view, True)
        else:
            # Other tables: the taught action is the view's only legal one, so
            # only its target glows and no other choice is accepted.
            self._table.show_view(dataclasses.replace(view, legal=(taught,)), True)

    def wrong_click_text(self) -> str:
        """What a click the step does not teach is answered with: the step's
        own words on what to click, in the current language."""
        step = self.run.step
        lang = QLocale().name().split("_")[0] or "en"
        click = step.click_in(lang) if step is not None else ""
        if not click:
            return self.tr("This step teaches another move: its text above the "
                           "table says which.")
        #: A click the tutorial step does not teach; %1 says what to click
        #: instead (from the tutorial file), e.g. "Click the Study pile."
        return self.tr("Not this one. %1").replace("%1", click)

    def retranslate(self) -> None:
        """The language changed: the tutorial's own words on the table (what
        a step to read asks, the answer to a click the step does not teach,
        the end) are said again in the new language."""
        if self.run.done:
            if not self.running:  # else the loop says it at its end, in this language
                self._ended()
            return
        if self.awaiting_continue:
            self._reading(True)
            return
        taught = self.expected_action()
        allow = getattr(self._table, "set_allowed", None)
        if taught is None or allow is None or self.awaiting_human is None:
            return
        table: Any = self._table
        # The answer to the last wrong click, if it still stands, is said anew.
        said = getattr(table, "status_text", "") == self._wrong_said
        reason = self.wrong_click_text()
        allow((taught,), reason, guide=self.run.expected_actions(self._state))
        if said and self._wrong_said:
            table.set_status(reason, warning=True)
        self._wrong_said = reason

    def _reading(self, on: bool) -> None:
        """A step to read (no move yet): a kit table's side panel says so
        instead of asking the player to wait for their turn; at the last step
        it also says the tutorial ends (the same in every game, whether its
        game is over or goes on)."""
        override = getattr(self._table, "set_help_override", None)
        if override is None:
            return
        if not on:
            override("")
        elif self.run.step_index == len(self.tutorial.steps) - 1:
            override(self.tr("Read the step above the table, then press Continue."),
                     self.tr("The tutorial's last step"))
        else:
            override(self.tr("Read the step above the table, then press Continue."))

    def _ended(self) -> None:
        """Every step is done: the side panel says the tutorial is over and
        what comes next (the tutorial bar offers it)."""
        override = getattr(self._table, "set_help_override", None)
        if override is not None:
            override(self.tr("Play a real game with “Play a game” above the table, "
                             "or go back to the home screen."),
                     self.tr("The tutorial is over"))

    def _announce(self) -> None:
        index = self.run.step_index
        if index != self._announced:
            self._announced = index
            self.step_changed.emit(index, self.run.step)

    async def _run(self) -> None:
        human = self.tutorial.human
        self._table.set_names(self.names)
        self._table.set_ai_seats(frozenset(i for i in range(len(self.names)) if i != human))
        self._show(human)
        self._announce_undo()
        while True:
            self._announce()
            waiting = self.run.waiting(self._state)
            if waiting == "done":
                break
            if waiting == "continue":
                self._reading(True)
                self._continue = asyncio.get_running_loop().create_future()
                try:
                    await self._continue
                finally:
                    self._continue = None
                # Only once Continue was pressed: a wait cancelled by Leave or
                # by closing the window ends here, and its table may be gone.
                self._reading(False)
                self.run.confirm()
                continue
            if waiting == "player":
                action = await self._ask_human(human)
                if not self.run.is_expected(self._state, action):
                    self.not_taught.emit(action)
                    continue
                move = Move(human, action)
            else:
                move = self.run.auto_move(self._state)
            before = self._state
            try:
                events = self._record.play(move.seat, move.action)
            except IllegalActionError as err:
                self.status_message.emit(self._illegal_message(err))
                continue
            self.run.record(move)
            self.move_applied.emit(len(self._record.moves))
            await self._play(events, human, before)
        self._announce()
        if self._game.is_over(self._state):
            self._finish()
        else:
            # The game goes on without the player: nobody is asked to act.
            self._show(human, interactive=False)
        self._ended()
        self.tutorial_finished.emit()

    # Seats that are scripted never think; the base class's AI is not used.
    def humans(self) -> list[Seat]:
        return [self.tutorial.human]

    # ---- undo and suggestions ---------------------------------------------------

    def undo_point(self) -> UndoPoint:
        # Each step teaches one move of a fixed line: taking one back would
        # leave the line (Restart plays the tutorial again from its start).
        return UndoPoint(reason="tutorial")

    def undo_refusal_text(self, reason: str) -> str:
        if reason == "tutorial":
            return self.tr("A tutorial takes no move back: Restart plays it again "
                           "from the beginning.")
        return super().undo_refusal_text(reason)

    def request_hint(self) -> bool:
        """The suggested move of a tutorial is the move its step teaches (no
        search; the tutorial is not marked as played with hints)."""
        if self.awaiting_continue:
            self.status_message.emit(self.tr("This step is to be read: Continue goes on."))
            return False
        taught = self.expected_action()
        if taught is None or self.awaiting_human is None:
            return super().request_hint()  # says a move is suggested only on your turn
        self.hint_ready.emit(taught, None)
        return True
