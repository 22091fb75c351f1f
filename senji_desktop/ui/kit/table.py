"""The table contract implemented once, on a game's presenter.

:class:`KitTable` is the table widget of every game that uses the kit: the
board (:class:`~senji_desktop.ui.kit.board_view.BoardView` showing a
:class:`~senji_desktop.ui.kit.scene.TableScene`), the side panel
(:class:`~senji_desktop.ui.kit.panel.SidePanel`), the input
(:class:`~senji_desktop.ui.kit.input.TableInput`), the one animation runner
and the result dialog. A game's table module is only::

    class SenshiTable(KitTable):
        def __init__(self, parent=None):
            super().__init__(SenshiPresenter(), parent)

What the table shows always comes from the engine's views, handed over by
the controller (see ``kit/contract.py``); the presenter draws them and says
what clicks mean.

The end of the game: ``show_outcome`` draws the revealed view (nothing hidden
any more), names the winner (or the seats that share the win) in the side
panel, plays a short celebration that follows the animation speed (none at
Instant) and opens the result dialog; "Show the result" in the side panel
opens it again.

Room for undo, hints and tutorials: :meth:`KitTable.set_command` shows the
"Undo" and "Suggest a move" buttons (they emit ``undo_requested`` /
``hint_requested``); :meth:`KitTable.show_hint` marks an action's places on
the table with a sentence why; :meth:`KitTable.set_allowed` accepts only the
action a tutorial step teaches and says what is expected otherwise: with a
`guide` (the step's actions) it marks the next click towards them and
refuses a click off their way, so no wrong place is ever left half chosen.
"""

from __future__ import annotations

import time
from collections.abc import Hashable, Iterator, Sequence
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QCoreApplication, QPauseAnimation, QPoint, QSizeF, QTimer
from PySide6.QtGui import QCloseEvent, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from senji_desktop.engine.core import Event, Outcome
from senji_desktop.ui.common.elided_label import names_breakable
from senji_desktop.ui.common.log_groups import LogBook
from senji_desktop.ui.common.paper import set_paper_background
from senji_desktop.ui.kit.animation import Step, StepRunner, duration_ms
from senji_desktop.ui.kit.board_view import BoardView
from senji_desktop.ui.kit.contract import GameTable, hide_tooltip_now
from senji_desktop.ui.kit.input import TableInput
from senji_desktop.ui.kit.panel import SidePanel
from senji_desktop.ui.kit.presenter import (
    Beat,
    ButtonSpec,
    Choice,
    DrawContext,
    Drawing,
    Presenter,
    Target,
)
from senji_desktop.ui.kit.result import (
    ResultDialog,
    join_names,
    seat_name,
    winner_headline,
    winner_sentence,
)
from senji_desktop.ui.kit.scene import TableScene

translate = QCoreApplication.translate

#: How long the winner's celebration lasts at normal speed (ms).
CELEBRATION_MS = 1800

#: No text on a table is smaller on screen than this (points, at 100 % text size).
MIN_TEXT_PT = 9.0


class KitTable(GameTable):
    """A game's table on the kit (see module docstring). `zoomable` lets the
    player zoom and pan the board (a large map or grid)."""

    def __init__(self, presenter: Presenter, parent: QWidget | None = None, *,
                 zoomable: bool = False) -> None:
        super().__init__(parent)
        self.presenter = presenter
        self._names: list[str] = []
        self._view: Any = None
        self._interactive = False
        self._memory_aid = True
        self._speed = 1.0
        self._text_scale = 1.0
        self._anchor: int | None = None
        self._log_events: list[Event] = []
        self._pending_log: list[Event] = []
        # Repeated steps of one kind share a line (the presenter's groups).
        self._log_book = LogBook(presenter.log_line, presenter.log_group_key,
                                 presenter.log_group_line)
        self._status = ""
        self._selection: tuple[Hashable, ...] = ()
        # The sheet opened to read (DrawContext.looking), or None.
        self._looking: Hashable | None = None
        self._targets: list[Target] | None = None
        self._drawn_key: tuple[Any, ...] | None = None
        # The last drawing made, with its view (kept alive so its id stays its own).
        self._cached: tuple[tuple[Any, ...], Any, Drawing] | None = None
        self._mark: tuple[Any, str] | None = None
        #: Showing a finished game's replay (no prompts to act; see set_replay),
        #: and that game's result, said at its last position.
        self._replay = False
        self._replay_outcome: Outcome | None = None
        self._commands: dict[str, ButtonSpec] = {}
        self._running_commands: set[str] = set()  # "hint" while its search runs
        #: Actions chosen ahead for the acting seat's next decisions (Choice.then).
        self._queued: list[Any] = []
        self._queued_seat: int | None = None
        #: The action chosen last, until the next view arrives (drawn as planned).
        self._in_flight: tuple[int | None, Any] | None = None
        #: Only these actions may be chosen (a tutorial step), else None; and why.
        self._allowed: tuple[Any, ...] | None = None
        self._allowed_reason = ""
        #: The actions a tutorial step teaches from here, in order (see set_allowed).
        self._guide: tuple[Any, ...] = ()
        self._help_override = ""
        self._help_title = ""

        self.scene = TableScene(self)
        self.input = TableInput(self)
        self.board = BoardView(self.scene, self.input, self, zoomable=zoomable)
        #: The board view (the name every table's tests use).
        self.graphics_view = self.board
        self._runner = StepRunner(self)
        # Makes the items of an animation's last frame while it runs (see play_events).
        self._make_ahead = QTimer(self)
        self._make_ahead.setInterval(0)
        self._make_ahead.timeout.connect(self._make_some_ahead)
        # The presenter's work ahead for the board's size (see Presenter.warm_up).
        self._warm_up = QTimer(self)
        self._warm_up.setInterval(0)
        self._warm_up.timeout.connect(self._warm_some)
        self._warming: Iterator[None] = iter(())
        self._warmed_key: tuple[Any, ...] | None = None
        self._warming_paused = False
        self.panel = SidePanel(self._button_clicked, self)
        # A disabled button says why on the status line while pointed at.
        self.panel.on_status = lambda text: self.set_status(text, warning=False, announce=True)
        self.log = self.panel.log
        self.panel.set_log_lines(presenter.log_lines)
        self.extra = presenter.extra_panel(self.panel)
        if self.extra is not None:
            self.panel.extra_slot.addWidget(self.extra)

        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        #: The board's column: a game may add its own widgets below the board
        #: (a tray of tiles) with ``board_box.addWidget``.
        self.board_box = QVBoxLayout()
        self.board_box.setContentsMargins(0, 0, 0, 0)
        self.board_box.setSpacing(0)
        self.board_box.addWidget(self.board, 1)
        layout.addLayout(self.board_box, 1)
        layout.addWidget(self.panel)
        self.setMinimumSize(640, 420)
        self.retranslate()

    # ==== the contract ==========================================================================

    def set_names(self, names: list[str]) -> None:
        self._names = list(names)
        self._redraw()
        self._update_panel()
        self._rebuild_log()

    def result_names(self) -> list[str]:
        n = self.presenter.num_seats(self._view) if self._view is not None else len(self._names)
        return [seat_name(self._names, s) for s in range(max(n, len(self._names)))]

    def show_view(self, view: Any, interactive: bool) -> None:
        self._runner.finish_now()
        self._show(view, interactive)

    def play_events(self, events: list[Event], view_before: Any, view_after: Any) -> None:
        self._runner.finish_now()
        interactive_after = bool(self._interactive and self.presenter.legal(view_after)
                                 and self._view is not None
                                 and self._view.seat == view_after.seat)
        self._set_interactive(False)
        if self._view is None or self._view.seat != view_before.seat:
            # A tooltip may name what only the previous viewer may know.
            hide_tooltip_now()
        self._pending_log = list(events)

        def done() -> None:
            for e in list(self._pending_log):
                self._log_event(e)
            # The board first, the panel and the next move a moment later:
            # a frame between them keeps every frame short.
            self._show(view_after, interactive_after, board_only=True)
            QTimer.singleShot(0, self, finish)

        def finish() -> None:
            if self._view is view_after:
                self._show_panel()
            QTimer.singleShot(0, self, self.animations_finished.emit)

        if not events or self._speed <= 0:
            self._note(events)
            self._runner.start([], done, instant=True)
            return
        if self._view is not view_before and self._view != view_before:
            self._show(view_before, False)
        before = self.scene.drawing
        self._note(events)
        if before is None:
            self._runner.start([], done, instant=True)
            return
        after = self._drawing(view_after, self._context_for(view_after, False))
        try:
            beats = self.presenter.beats(events, before, after, view_before, view_after)
        except (KeyError, IndexError, ValueError):
            beats = []  # events the drawings do not fit: the view after is drawn at the end
        self._runner.start([self._step(b, after) for b in beats], done)
        if self._runner.running:
            # The items the end will show are made meanwhile, a few per idle
            # moment, so the last frame only puts them on the table.
            self.scene.make_ahead(after)
            self._make_ahead.start()

    @property
    def warming(self) -> bool:
        """True while the presenter's work ahead (Presenter.warm_up) is not
        done; it runs only while nothing animates, a few ms at a time."""
        return self._warm_up.isActive() or self._warming_paused

    def _warm_some(self, budget_s: float = 0.003) -> None:
        if self._runner.running:
            # Not between an animation's frames: resumed at its end.
            self._warm_up.stop()
            self._warming_paused = True
            return
        end = time.perf_counter() + budget_s
        try:
            while time.perf_counter() < end:
                next(self._warming)
        except StopIteration:
            self._warm_up.stop()
            self._warming_paused = False

    def _resume_warm_up(self) -> None:
        if self._warming_paused and not self._runner.running:
            self._warming_paused = False
            self._warm_up.start()

    def _start_warm_up(self, ctx: DrawContext) -> None:
        key = (ctx.viewport.width(), ctx.viewport.height(), ctx.text_scale, ctx.min_text_px)
        if key != self._warmed_key:
            self._warmed_key = key
            self._warming = self.presenter.warm_up(ctx)
            self._warming_paused = False
            self._warm_up.start()

    def _make_some_ahead(self) -> None:
        if not self._runner.running or not self.scene.make_some():
            self._make_ahead.stop()

    def clear_private(self, public_view: Any) -> None:
        self._runner.finish_now()
        self._queued = []
        hide_tooltip_now()
        self._close_result()
        self._show(public_view, False)
        public = [e.for_seat(None) for e in self._log_events]
        self._log_events = [e for e in public if e is not None]
        self._note_all()
        self._rebuild_log()

    def show_outcome(self, outcome: Outcome, view: Any) -> None:
        self._runner.finish_now()
        self._outcome = (outcome, view)
        self._show(view, False)
        duration = duration_ms(self._speed, CELEBRATION_MS)
        if duration <= 0:
            self._open_result()
            return
        names = self.result_names()
        text = (self.presenter.result_headline(outcome, names)
                or winner_headline(outcome, names))

        def done() -> None:
            self.scene.clear_transient()
            self._open_result()

        celebration = Step(lambda: self.scene.celebrate(text, duration, seed=len(self._names)))
        self._runner.start([celebration], done)

    def set_animation_speed(self, factor: float) -> None:
        self._speed = max(0.0, float(factor))
        if self._speed == 0:
            self._runner.finish_now()

    def set_memory_aid(self, on: bool) -> None:
        self._memory_aid = bool(on)
        self._runner.finish_now()
        self._redraw()

    def set_text_scale(self, factor: float) -> None:
        """Scale the panel's and the result dialog's text (1.0 = 100 %)."""
        self._text_scale = max(0.5, float(factor))
        self.panel.set_text_scale(self._text_scale)
        if self.board.zoom_bar is not None:
            self.board.zoom_bar.set_text_scale(self._text_scale)
        self.panel.setFixedWidth(self.panel.preferred_width(self.width()))
        self._runner.finish_now()
        self._redraw()
        # A game's own part of the panel (Senji's honor table) follows at once.
        self._update_panel()
        if self._dialog is not None:
            self._close_result()

    @property
    def text_scale(self) -> float:
        return self._text_scale

    def retranslate(self) -> None:
        self._cached = None  # the drawing's texts are in the old language
        if self.board.zoom_bar is not None:
            self.board.zoom_bar.retranslate()
        self.panel.log_heading.setText(translate("TableKit", "Game log"))
        self.board.setAccessibleName(
            translate("TableKit", "%1 table").replace("%1", self.presenter.title))
        self._redraw()
        self._update_panel()
        self._rebuild_log()
        if self._dialog is not None and isinstance(self._dialog, ResultDialog):
            self._dialog.retranslate()

    def reset_log(self, events: list[Event]) -> None:
        # Lines still waiting for their animation belong to the old log.
        self._runner.finish_now()
        self._log_events = list(events)
        self._note_all()
        self._rebuild_log()

    def target_widget(self, action: Any) -> QWidget | None:
        points = self.click_points(action)
        return points[-1][0] if points else None

    def target_point(self, action: Any) -> QPoint | None:
        """The last click of :meth:`click_points` (earlier clicks, if any,
        select the places this click completes)."""
        points = self.click_points(action)
        return points[-1][1] if points else None

    def click_points(self, action: Any) -> list[tuple[QWidget, QPoint]]:
        """The clicks that choose `action` from here, in order, as far as
        their places are on the table now (a multi-click decision may show
        later places only after the first clicks: click the first, ask again).
        Also where a player would click for an action that is not legal now."""
        if self._view is None:
            return []
        self._ensure_layout()
        points: list[tuple[QWidget, QPoint]] = []
        for key in self.presenter.click_path(self._view, self.context(), action):
            place = self.place_of(key)
            if place is None:
                break
            points.append(place)
        return points

    def place_of(self, key: Hashable) -> tuple[QWidget, QPoint] | None:
        """Where a player clicks for the click `key` of a ``click_path``: a
        target of the board, or ``("button", id)`` for a panel button. A
        table with widgets of its own (a tray) answers their keys here too."""
        if isinstance(key, tuple) and len(key) == 2 and key[0] == "button":
            button = self.panel.buttons.get(str(key[1]))
            if button is None or not button.isVisible():
                return None
            self.panel.button_area.ensureWidgetVisible(button)
            return (button, button.rect().center())
        for target in self.current_targets():
            if target.key == key:
                return (self.board.viewport(), self.board.mapFromScene(target.click))
        return None

    # ==== what the table shows ================================================================

    @property
    def view(self) -> Any:
        """The view drawn now (None before the first one)."""
        return self._view

    @property
    def interactive(self) -> bool:
        """True while the view's seat is the acting human and may click."""
        return self._interactive

    @property
    def busy(self) -> bool:
        """True while an animation runs (clicks wait for it)."""
        return self._runner.running

    @property
    def selection(self) -> tuple[Hashable, ...]:
        """The places chosen so far in a multi-click decision."""
        return self._selection

    @property
    def status_text(self) -> str:
        return self._status

    # The side panel's labels, by the names every table's tests use.
    @property
    def turn_label(self) -> Any:
        return self.panel.turn_label

    @property
    def phase_label(self) -> Any:
        return self.panel.phase_label

    @property
    def notice_label(self) -> Any:
        return self.panel.notice_label

    @property
    def help_label(self) -> Any:
        return self.panel.help_label

    @property
    def status_label(self) -> Any:
        return self.panel.status_label

    def text_sizes(self) -> list[tuple[str, float]]:
        """Every visible text of the table with its size on screen in points:
        the scene's texts (at the board's current zoom) and the side panel's
        labels and buttons (legibility checks)."""
        sizes: list[tuple[str, float]] = []
        scale = self.board.transform().m11()
        dpi = max(1.0, float(self.logicalDpiY()))
        for item in self.scene.scene_items():
            px = item.text_px
            if px is not None and item.isVisible() and item.opacity() > 0:
                text = str(getattr(item, "text", type(item).__name__))
                sizes.append((text, px * scale * 72.0 / dpi))
        for widget in self.panel.findChildren(QLabel) + self.panel.findChildren(QAbstractButton):
            if widget.isVisible() and widget.text():
                sizes.append((widget.text(), widget.font().pointSizeF()))
        return sizes

    def hover_tooltip(self) -> str:
        target = self.scene.hover_target
        return target.tooltip if target is not None else ""

    def context(self) -> DrawContext:
        return self._context_for(self._view, self._interactive)

    def _context_for(self, view: Any, interactive: bool) -> DrawContext:
        vp = self.board.viewport().size()
        bottom = self.presenter.bottom_seat(view, self._anchor) if view is not None else 0
        return DrawContext(
            names=self.result_names(),
            memory_aid=self._memory_aid,
            interactive=interactive,
            viewport=QSizeF(max(vp.width(), 100), max(vp.height(), 100)),
            bottom_seat=bottom,
            selection=self._selection if interactive else (),
            text_scale=self._text_scale,
            min_text_px=MIN_TEXT_PT * self.logicalDpiY() / 72.0 * self._text_scale,
            ai_seats=self._ai_seats,
            queued=self._planned(view),
            looking=self._looking,
        )

    def _planned(self, view: Any) -> tuple[Any, ...]:
        """The actions chosen for `view`'s seat that its view does not show
        yet: the one on its way to the controller, then those chosen ahead."""
        if view is None or view.seat is None:
            return ()
        planned = []
        if self._in_flight is not None and self._in_flight[0] == view.seat:
            planned.append(self._in_flight[1])
        if self._queued and self._queued_seat == view.seat:
            planned.extend(self._queued)
        return tuple(planned)

    def _drawing(self, view: Any, ctx: DrawContext) -> Drawing:
        key = (id(view), tuple(ctx.names), ctx.memory_aid, ctx.interactive,
               ctx.viewport.width(), ctx.viewport.height(), ctx.bottom_seat, ctx.selection,
               ctx.text_scale, ctx.min_text_px, ctx.queued, ctx.looking)
        if self._cached is not None and self._cached[1] is view and self._cached[0] == key:
            return self._cached[2]
        drawing = self.presenter.draw(view, ctx)
        self._cached = (key, view, drawing)
        return drawing

    def _show(self, view: Any, interactive: bool, *, board_only: bool = False) -> None:
        """Show `view`: the board, then (unless `board_only`: the caller
        calls :meth:`_show_panel` soon) the side panel."""
        before = self._view
        self._view = view
        self._in_flight = None
        if view.seat is not None:
            self._anchor = view.seat
        self._interactive = bool(interactive and view.seat is not None
                                 and self.presenter.legal(view))
        if before is None or before.seat != view.seat or not self._interactive:
            hide_tooltip_now()
        if before is None or before.seat != view.seat:
            self._looking = None  # another seat at the table: its own sheets
        self._selection = ()
        self._mark = None
        self.set_status("", warning=False)
        self._redraw()
        if not board_only:
            self._show_panel()

    def _show_panel(self) -> None:
        self._update_panel()
        self._take_queued()
        self._resume_warm_up()

    def _take_queued(self) -> None:
        """Choose the next action chosen ahead when the same seat decides
        again and it is legal then; another seat's view or another decision
        drops what is left."""
        if not self._queued:
            return
        view = self._view
        if view is None or view.seat != self._queued_seat:
            self._queued = []
            return
        if not self._interactive:
            return  # the seat's next decision has not come yet
        action = self._queued[0]
        if action not in self.presenter.legal(view):
            self._queued = []
            return
        self._queued.pop(0)
        # After this call returns: the controller is waiting for the choice by then.
        QTimer.singleShot(0, self, lambda: self._choose(action, queued=True))

    def _set_interactive(self, on: bool) -> None:
        if self._interactive == on:
            return
        self._interactive = on
        if not on:
            hide_tooltip_now()
            self._selection = ()
        self._redraw()
        self._update_panel()

    def refresh(self) -> None:
        """Draw the current view anew after something the drawing depends on
        besides the view and the context changed (Shinobi's passing table
        talk): the cached drawing is dropped."""
        self._cached = None
        self._redraw()

    def _redraw(self) -> None:
        """Draw the current view anew (the focus ring stays on the same place)."""
        if self._view is None:
            self.scene.clear_all()
            return
        focus = self.scene.focus_target
        ctx = self.context()
        drawing = self._drawing(self._view, ctx)
        # Fit first: items render their pixmaps for the resulting device scale.
        self.scene.setSceneRect(drawing.scene_rect)
        self.board.fit()
        self.scene.device_scale = self.board.device_scale()
        self.scene.show_drawing(drawing)
        self._start_warm_up(ctx)
        self._targets = None
        self._drawn_key = self._layout_key()
        self.scene.set_hover(None)
        self._refresh_overlays(focus)
        # A move to a screen with another pixel ratio: sharp paper again
        # (both calls return at once when nothing changed).
        set_paper_background(self)
        self.panel.update_sheet()

    def _refresh_overlays(self, focus: Target | None = None) -> None:
        scene = self.scene
        if not self._interactive:
            fresh = None
            if focus is not None and focus.reads:
                # A place to read keeps the ring while another seat acts.
                fresh = next((t for t in self.current_targets() if t.key == focus.key), None)
            scene.set_focus(fresh)
            scene.set_overlay("selected", [])
            scene.set_overlay("mark", [])
            return
        targets = self.current_targets()
        by_key = {t.key: t for t in targets}
        scene.set_overlay("selected", [by_key[k].glow_path for k in self._selection
                                       if k in by_key])
        if focus is not None:
            fresh = by_key.get(focus.key)
            scene.set_focus(fresh if fresh is not None and (fresh.enabled or fresh.reads)
                            else None)
        marked: list[Target] = []
        if self._mark is not None:
            path = self.presenter.click_path(self._view, self.context(), self._mark[0])
            marked = [by_key[k] for k in path if k in by_key]
        elif self._guide:
            key = self.guided_click()
            marked = [by_key[key]] if key in by_key else []
        scene.set_overlay("mark", [t.glow_path for t in marked],
                          heights=[t.mark_z for t in marked])
        self._mark_buttons()

    def _mark_buttons(self) -> None:
        """Mark the panel button a hint or the guide points at (none else)."""
        chosen: Hashable | None = None
        if self._mark is None and self._guide and self._interactive:
            chosen = self.guided_click()
        for spec_id, button in self.panel.buttons.items():
            spec = self.panel.spec(spec_id)
            if self._mark is not None:
                on = spec is not None and spec.action == self._mark[0]
            else:
                on = chosen == ("button", spec_id)
            if bool(button.property("marked")) != on:
                button.setProperty("marked", on)
                button.style().unpolish(button)
                button.style().polish(button)

    def current_targets(self) -> list[Target]:
        """The presenter's targets for the view as drawn (worked out when
        first asked for: a hover, a click, a key)."""
        if self._view is None:
            return []
        if self._targets is None:
            self._targets = self.presenter.targets(self._view, self.context())
        return self._targets

    def _layout_key(self) -> tuple[int, int]:
        vp = self.board.viewport().size()
        return (vp.width(), vp.height())

    def _ensure_layout(self) -> None:
        if self._view is not None and self._drawn_key != self._layout_key():
            self._redraw()

    def viewport_resized(self) -> None:
        """The board view changed size or zoom: lay the table out again, or
        render its pixmaps for the new zoom so they stay sharp."""
        if self._runner.running:
            self._runner.finish_now()
        self._ensure_layout()
        scale = self.board.device_scale()
        drawing = self.scene.drawing
        if drawing is not None and abs(scale - self.scene.device_scale) > 1e-3:
            self.scene.device_scale = scale
            hover = self.scene.hover_target
            self.scene.show_drawing(drawing)
            self.scene.set_hover(hover)

    def closeEvent(self, event: QCloseEvent) -> None:
        # The result dialog is a window of its own: it goes with its table.
        self._close_result()
        super().closeEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self.panel.setFixedWidth(self.panel.preferred_width(event.size().width()))
        super().resizeEvent(event)
        # Qt fills the background from a prepared sheet: no Python runs when
        # the table behind a moving piece is repainted.
        set_paper_background(self)

    # ==== choices ================================================================================

    def apply_choice(self, choice: Choice) -> None:
        """Carry out what a click, key or button means."""
        if choice.action is not None:
            seat = self._view.seat if self._view is not None else None
            # Queued first, so the drawing after the choice shows them as planned.
            self._queued, self._queued_seat = list(choice.then), seat
            self._choose(choice.action)
            if self._interactive:
                self._queued = []  # the choice was not taken
        elif choice.selection is not None:
            self.set_selection(choice.selection)
            if choice.explain:
                self.set_status(choice.explain, warning=False, announce=True)
        elif choice.explain:
            self.set_status(choice.explain, warning=True, announce=True)

    @property
    def looking(self) -> Hashable | None:
        """The sheet opened to read (see ``Target.opens``), or None."""
        return self._looking

    def set_looking(self, key: Hashable | None) -> None:
        """Open the sheet `key` to read (None closes it)."""
        if key == self._looking:
            return
        self._looking = key
        self._redraw()

    def clear_warning(self) -> None:
        """Take a warning off the status line (a prompt stays)."""
        if self._status and self.panel.status_is_warning:
            self.set_status("", warning=False, announce=True)

    def set_selection(self, selection: tuple[Hashable, ...]) -> None:
        """Change the places chosen so far in a multi-click decision."""
        self._selection = tuple(selection)
        # The decision moved on: why an earlier click did nothing is stale.
        self.clear_warning()
        self._redraw()
        self._update_panel()

    def _choose(self, action: Any, *, queued: bool = False) -> None:
        if (self._view is None or not self._interactive
                or (self.input_held and not queued)
                or action not in self.presenter.legal(self._view)):
            return
        if self._allowed is not None and action not in self._allowed:
            self.set_status(self._allowed_reason, warning=True, announce=True)
            return
        # Chosen by key or by mouse alike: what the status line said before
        # (a focused place's tooltip) is over, in the window's status bar too.
        self.set_status("", warning=False, announce=bool(self._status))
        self.scene.set_hover(None)
        self.scene.set_focus(None)
        self._mark = None
        self._in_flight = (self._view.seat, action)
        self._set_interactive(False)
        self.chosen_ahead = queued
        try:
            self.action_chosen.emit(action)
        finally:
            self.chosen_ahead = False

    def explain(self, target: Target | None) -> str:
        """Why a click on `target` (None: nowhere) does nothing now."""
        view = self._view
        if view is None:
            return ""
        if self._outcome is not None or not self.presenter.acting_seats(view):
            return translate("TableKit", "The game is over.") if target is not None else ""
        if not self._interactive:
            if target is None:
                return ""
            if self._help_override:
                # A tutorial step to read: the click is answered with what the
                # step expects (read it, then Continue), not "your turn is coming".
                return self._help_override
            if view.seat is not None and view.seat in self.presenter.acting_seats(view):
                # The seat's own decision comes next; the controller opens it in a moment.
                return translate("TableKit", "One moment — your turn is about to start.")
            acting = [seat_name(self._names, s) for s in self.presenter.acting_seats(view)]
            return translate("TableKit", "Please wait — it is %1's turn.").replace(
                "%1", join_names(acting))
        return self.presenter.explain(view, self.context(), target)

    def set_status(self, text: str, *, warning: bool = True, announce: bool = False) -> None:
        """Show `text` under the log: a warning (why a click did nothing, in
        the accent colour) or a prompt (what the pointed-at place does, in
        ink). An empty text reaches the status bar only when `announce` is
        set (a click on an empty place clears a stale message)."""
        self._status = text
        self.panel.set_status(text, warning=warning and bool(text))
        if text or announce:
            self.status_message.emit(text)

    def _button_clicked(self, spec: ButtonSpec) -> None:
        if spec.command == "result":
            self._open_result()
            return
        if spec.command == "undo":
            self.undo_requested.emit()
            return
        if spec.command == "hint":
            self.hint_requested.emit()
            return
        if self.busy or self.input_held or not self._interactive or self._view is None:
            return
        if spec.action is not None:
            self._choose(spec.action)
            return
        if spec.command:
            self.apply_choice(self.presenter.command(self._view, self.context(), spec.command))

    # ==== undo and hints (room for the features built on the kit) ==============================

    def set_command(self, command: str, *, visible: bool, enabled: bool = True,
                    tooltip: str = "", running: bool = False) -> None:
        """Show or hide the kit's "undo" or "hint" button (`tooltip` says why
        it is disabled, when it is). `running` turns "Suggest a move" into
        "Cancel the suggestion" while the search runs (a click on it then
        cancels: the same ``hint_requested``). The button's text follows the
        language (it is translated whenever the panel is drawn); the caller
        sends the tooltip again after a language switch."""
        if command not in ("undo", "hint"):
            raise ValueError(f"unknown command {command!r}")
        if visible:
            self._commands[command] = ButtonSpec(command, "", tooltip, command=command,
                                                 enabled=enabled)
        else:
            self._commands.pop(command, None)
        self._running_commands.discard(command)
        if visible and running and command == "hint":
            self._running_commands.add(command)
        self._update_commands()

    def set_allowed(self, actions: tuple[Any, ...] | None, reason: str = "", *,
                    guide: Sequence[Any] = ()) -> None:
        """Accept only `actions` from now on (a tutorial step teaching one
        move); any other choice shows `reason` instead. None accepts every
        legal action again.

        `guide` lists the actions the step teaches from here, in order (the
        first of them allowed now, the others to follow in the same
        decision, such as Senji's spring orders): the table marks only the
        next click towards them (:meth:`guided_click`) and refuses a click on
        a place that is not on their way, saying `reason`, with the places
        chosen so far kept as they were."""
        self._allowed = tuple(actions) if actions is not None else None
        self._allowed_reason = reason
        self._guide = tuple(guide) if actions is not None else ()
        self._mark = None
        if self._view is not None:
            self._refresh_overlays(self.scene.focus_target)

    def guided_path(self) -> list[Hashable]:
        """The clicks that lead from here to the guided actions ([] without a guide)."""
        if not self._guide or self._view is None:
            return []
        return list(self.presenter.guide_path(self._view, self.context(), self._guide))

    def guided_click(self) -> Hashable | None:
        """The next click towards the guided actions: the first of their
        clicks not chosen already (None without a guide)."""
        for key in self.guided_path():
            if key not in self._selection:
                return key
        return None

    def off_guide(self, *keys: Hashable) -> bool:
        """True when a guide is set and a click on the places `keys` leaves
        its way (the table then refuses the click)."""
        if not self._guide or not self._interactive:
            return False
        path = set(self.guided_path()) | set(self._selection)
        return any(k not in path for k in keys)

    def refuse(self) -> None:
        """A click the tutorial step does not teach: say what it does teach;
        the places chosen so far stay as they were."""
        self.set_status(self._allowed_reason, warning=True, announce=True)

    def set_help_override(self, text: str, title: str = "") -> None:
        """Show `text` as the side panel's help instead of the game's own
        ("" gives the game's help back): a tutorial step the player reads
        before anything is played, where "Please wait for your turn" would
        mislead. A `title` also stands instead of whose turn it is and the
        phase (the end of a tutorial: "The tutorial is over"), also once
        the game is over."""
        self._help_override = text
        self._help_title = title
        self._update_panel()

    def set_replay(self, on: bool, outcome: Outcome | None = None) -> None:
        """Show a finished game's replay (the replay viewer): the side panel
        prompts nobody to act, says every hand is face up and, at the last
        position, who won (`outcome`, the replayed game's result; no result
        dialog opens)."""
        self._replay = bool(on)
        self._replay_outcome = outcome if on else None
        self._update_panel()

    def show_hint(self, action: Any, sentence: str) -> None:
        """Mark the places (or button) that choose `action` and say why."""
        self._mark = (action, sentence)
        self._refresh_overlays(self.scene.focus_target)
        # The sentence stands in the panel beside the marked places; the
        # window's status line is cleared rather than saying it a second time.
        self._status = sentence
        self.panel.set_status(sentence, warning=False)
        self.status_message.emit("")

    # ==== side panel ============================================================================

    def _update_panel(self) -> None:
        with self.panel.batch():
            self._fill_panel()

    def _fill_panel(self) -> None:
        view = self._view
        panel = self.panel
        if view is None:
            panel.set_texts(self.presenter.title,
                            translate("TableKit", "Waiting for the game to start"), "", "")
            panel.set_buttons([])
            self._update_commands()
            return
        ctx = self.context()
        acting = self.presenter.acting_seats(view)
        turn_name = ""  # the part of the header that may be shortened to keep one line
        warns = True
        if self._outcome is not None:
            turn = translate("TableKit", "The game is over")
            phase = winner_sentence(self._outcome[0], self.result_names())
            notice = help_text = ""
        elif not acting:
            turn = translate("TableKit", "The game is over")
            phase = (winner_sentence(self._replay_outcome, self.result_names())
                     if self._replay_outcome is not None
                     else translate("TableKit", "The result is being counted."))
            notice = help_text = ""
        else:
            names = [seat_name(self._names, s) for s in acting]
            if len(names) == 1:
                turn_name = names[0]
                turn = translate("TableKit", "%1's turn").replace("%1", names[0])
            else:
                turn = translate("TableKit", "%1 decide").replace("%1", join_names(names))
            phase = self.presenter.phase_text(view, ctx)
            notice = self.presenter.notice(view, ctx)
            warns = self.presenter.notice_warns(view, ctx)
            help_text = self.presenter.help_text(view, ctx)
        if self._replay:
            help_text = translate("TableKit", "A replay of a finished game: every hand is "
                                              "face up.")
        elif self._help_title:
            turn, phase, notice, help_text = self._help_title, "", "", self._help_override
        elif self._help_override and self._outcome is None:
            help_text = self._help_override
        if self.extra is not None:
            # First: the help and the buttons get the room the game's part leaves.
            self.presenter.update_extra_panel(self.extra, view, ctx)
        # A long name without spaces wraps inside itself rather than widening the panel.
        phase, notice, help_text = (names_breakable(text, self._names)
                                    for text in (phase, notice, help_text))
        panel.set_texts(turn, phase, notice, help_text, turn_name, notice_warns=warns)
        panel.set_buttons(self.presenter.buttons(view, ctx) if self._interactive else [])
        if self.extra is not None:
            panel.refit()  # the game's part may have changed its height
        self._update_commands()
        self._mark_buttons()

    def _update_commands(self) -> None:
        texts = {("undo", False): translate("TableKit", "Undo"),
                 ("hint", False): translate("TableKit", "Suggest a move"),
                 # A running search: the same button stops it.
                 ("hint", True): translate("TableKit", "Cancel the suggestion")}
        specs = [replace(spec, text=texts[spec.command, spec.command in self._running_commands])
                 for spec in self._commands.values()]
        if self._outcome is not None:
            specs.append(ButtonSpec("result", translate("TableKit", "Show the result"),
                                    translate("TableKit", "Open the end-of-game summary again"),
                                    command="result"))
        self.panel.set_commands(specs)

    @property
    def result_button(self) -> QPushButton | None:
        """The "Show the result" button, once the game is over."""
        return self.panel.commands.get("result")

    # ==== log ===================================================================================

    def _log_event(self, event: Event) -> None:
        if event in self._pending_log:
            self._pending_log.remove(event)
        self._log_events.append(event)
        line, replace = self._log_book.add(event, self.result_names())
        if line and replace:
            self.log.replace_last(line)
        else:
            # A game's line may hold several lines of the log ("\n").
            for part in (line or "").split("\n"):
                if part:
                    self.log.append(part)

    def _note(self, events: list[Event]) -> None:
        """Tell the presenter new events (drawings made before them are stale)."""
        self.presenter.note_events(events, fresh=True)
        self._cached = None

    def _note_all(self) -> None:
        """Tell the presenter the whole log anew and draw with it."""
        self.presenter.note_events(self._log_events, fresh=False)
        self._cached = None
        self._redraw()

    def _rebuild_log(self) -> None:
        lines = self._log_book.lines(self._log_events, self.result_names())
        self.log.set_lines([part for line in lines for part in line.split("\n") if part])

    # ==== animation ==============================================================================

    def _step(self, beat: Beat, after: Drawing) -> Step:
        def prepare() -> list[Any]:
            for e in beat.events:
                self._log_event(e)
            if beat.empty:
                return []
            ms = duration_ms(self._speed)
            scene = self.scene
            before = scene.drawing
            anims: list[Any] = []
            hidden = list(beat.hide)
            for m in beat.motions:
                src = before.piece(m.piece) if before is not None and m.piece is not None \
                    else None
                landed = scene.landed(m.piece) if m.piece is not None else None
                start = m.start or (landed[0] if landed is not None else None) or (
                    src.rect if src is not None else None)
                land = after.piece(m.to) if m.to is not None else None
                if m.end is not None:
                    end = m.end
                elif land is not None:
                    end = land.rect
                else:
                    end = after.rect_of(m.piece) if m.piece is not None else None
                spec = m.spec
                if spec is None and m.reveal and land is not None:
                    spec = land.spec
                if spec is None and landed is not None:
                    spec = landed[1]
                if spec is None and src is not None:
                    spec = src.spec
                if start is None or end is None or spec is None:
                    continue
                z = (src.z if src is not None else 0.0) + 500.0
                anims += scene.fly(spec, start, end, ms, z, turn=m.turn, piece=m.piece)
                if m.piece is not None:
                    hidden.append(m.piece)
            scene.hide_pieces(hidden)
            for piece_id in beat.fades:
                anims += scene.fade_out(piece_id, ms)
            if beat.banner:
                anims += scene.banner(beat.banner, max(ms, 1) * 2, beat.banner_area)
            if beat.effect is not None:
                anims += beat.effect()
            if beat.hold > 0:
                anims.append(QPauseAnimation(round(max(ms, 1) * (1 + beat.hold))))
            return anims

        return Step(prepare)

    # ==== the end ================================================================================

    def _open_result(self) -> None:
        if self._outcome is None:
            return
        outcome, view = self._outcome
        dialog = self._dialog
        if dialog is None:
            dialog = ResultDialog(self.presenter, outcome, view, self.result_names(), self,
                                  text_scale=self._text_scale, course=self._course)
            dialog.new_game_requested.connect(self.new_game_requested)
            dialog.home_requested.connect(self.home_requested)
            dialog.replay_requested.connect(self.replay_requested)
            dialog.finished.connect(self._dialog_closed)
            self._dialog = dialog
        dialog.open()
