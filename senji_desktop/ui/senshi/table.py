"""The Senshi table widget: the scene in a scaling view plus a side panel.

Implements the ``GameTable`` contract (ui/kit/contract.py). The side
panel names the acting seat and the phase in words, explains how to click
(top tile = Train, rest of a middle stack = Study, hand tile = Test), holds
the Pass button (SNS-8, only when passing is the only legal action), the log
and a status line explaining illegal clicks.

Privacy: the table draws exactly the view it is given; :meth:`clear_private`
draws the public form of the last view and reduces the log to public lines.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QPoint,
    QPointF,
    QRectF,
    QSizeF,
    Qt,
    QTimer,
)
from PySide6.QtGui import (
    QBrush,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPalette,
    QPixmap,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from senji_desktop.engine.core import Event, Outcome
from senji_desktop.games.senshi.model import (
    MAX_CARD_STACKS,
    Pass,
    SenshiAction,
    SenshiView,
    Study,
    TestTile,
    Train,
)
from senji_desktop.ui.common import theme
from senji_desktop.ui.common.animation import StepRunner, duration_ms
from senji_desktop.ui.common.log_panel import LogPanel
from senji_desktop.ui.common.paper import paint_soft_shadow, paper_brush, set_paper_background
from senji_desktop.ui.kit.contract import GameTable, hide_tooltip_now
from senji_desktop.ui.senshi import log_text
from senji_desktop.ui.senshi.end_dialog import EndDialog
from senji_desktop.ui.senshi.scene import (
    CardSlots,
    EventAnimator,
    Region,
    RenderOptions,
    SenshiScene,
    TableLayout,
    compute_layout,
    total_stacks,
)

#: Translation context of this module's texts (written out in each call for lupdate).
CONTEXT = "SenshiTable"

#: Qt's translate; lupdate finds ``translate("Context", "text")`` calls.
translate = QCoreApplication.translate



class TableView(QGraphicsView):
    """The graphics view: scales the scene to fit, forwards mouse and keys."""

    def __init__(self, scene: SenshiScene, table: SenshiTable) -> None:
        super().__init__(scene, table)
        self.table = table
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        # Repaint only what changed (a flying tile), not the whole table; the
        # items paint pixmaps in C++ and leave the painter as they found it.
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setStyleSheet("QGraphicsView { background: transparent; border: none; }")
        self.viewport().setAutoFillBackground(False)
        self.setBackgroundBrush(Qt.BrushStyle.NoBrush)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(320, 240)
        self._fitted: tuple[float, ...] = ()

    def fit(self) -> None:
        """Scale the scene to fill the viewport (only when either changed:
        refitting repaints everything)."""
        rect = self.sceneRect()
        if rect.isEmpty():
            return
        size = self.viewport().size()
        key = (rect.x(), rect.y(), rect.width(), rect.height(), size.width(), size.height())
        if key == self._fitted:
            return
        self._fitted = key
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)

    def device_scale(self) -> float:
        """Device pixels per scene unit (zoom × the screen's pixel ratio)."""
        return self.transform().m11() * self.viewport().devicePixelRatioF()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.table.viewport_resized()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        self.table.hover_at(self.mapToScene(event.position().toPoint()))
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self.table.hover_at(None)
        super().leaveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.setFocus(Qt.FocusReason.MouseFocusReason)
            self.table.click_at(self.mapToScene(event.position().toPoint()))
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        event.accept()  # a double click is not a second action

    def focusNextPrevChild(self, next: bool) -> bool:
        if self.hasFocus() and self.table.move_focus(1 if next else -1, wrap=False):
            return True
        return super().focusNextPrevChild(next)

    def focusInEvent(self, event: Any) -> None:
        super().focusInEvent(event)
        self.table.focus_entered(event.reason())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        directions = {
            Qt.Key.Key_Left: (-1, 0),
            Qt.Key.Key_Right: (1, 0),
            Qt.Key.Key_Up: (0, -1),
            Qt.Key.Key_Down: (0, 1),
        }
        if key in directions:
            self.table.move_focus_direction(*directions[key])  # type: ignore[index]
            event.accept()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.table.choose_focused()
            event.accept()
            return
        if key == Qt.Key.Key_Escape:
            self.table.clear_focus_ring()
            event.accept()
            return
        super().keyPressEvent(event)


class SidePanel(QFrame):
    """A sheet of lighter paper beside the table, drawn once per size and
    filled in by Qt (no Python paint code runs when a line of it changes)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._sheet_key: tuple[int, int, float] | None = None

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.update_sheet()

    def update_sheet(self) -> None:
        """Draw the sheet for the current size and pixel ratio (if they changed)."""
        dpr = self.devicePixelRatioF()
        key = (self.width(), self.height(), dpr)
        if key == self._sheet_key or self.width() <= 0 or self.height() <= 0:
            return
        self._sheet_key = key
        sheet = QPixmap(round(self.width() * dpr), round(self.height() * dpr))
        sheet.setDevicePixelRatio(dpr)
        sheet.fill(Qt.GlobalColor.transparent)
        p = QPainter(sheet)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(0, 0, self.width(), self.height()).adjusted(10, 10, -10, -14)
        paint_soft_shadow(p, r, 10, spread=14, alpha=60)
        p.setPen(theme.qc(theme.INK, 90))
        p.setBrush(paper_brush(theme.PAPER_LIGHT, dpr, 55))
        p.drawRoundedRect(r, 10, 10)
        p.end()
        palette = self.palette()
        palette.setBrush(QPalette.ColorRole.Window, QBrush(sheet))
        self.setPalette(palette)
        self.setAutoFillBackground(True)


class SenshiTable(GameTable):
    """The Senshi table (see module docstring and GameTable)."""

    end_dialog_class = EndDialog

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("SenshiTable")
        self._names: list[str] = []
        self._view: SenshiView | None = None
        self._interactive = False
        self._memory_aid = True
        self._speed = 1.0
        self._anchor: int | None = None
        self._log_events: list[Event] = []
        self._status = ""
        self._outcome: tuple[Outcome, SenshiView] | None = None
        self._dialog: EndDialog | None = None
        self._layout_key: tuple[Any, ...] | None = None
        self._pending_log: list[Event] = []
        self._layout_cache: tuple[tuple[Any, ...], TableLayout] | None = None
        #: Which slot of its Training Card each stack lies in (stacks keep their slot).
        self._card_slots = CardSlots()
        #: Choices are ignored until this runs out (hold_input).

        self.scene = SenshiScene(self)
        self.graphics_view = TableView(self.scene, self)
        self._runner = StepRunner(self)
        self._animator = EventAnimator(
            self.scene,
            self._layout_for,
            self._draw_stage,
            lambda: self._memory_aid,
            self._log_event,
            lambda: duration_ms(self._speed),
        )

        # Side panel.
        self.panel = SidePanel(self)
        self.panel.setStyleSheet(theme.panel_style_sheet())
        box = QVBoxLayout(self.panel)
        box.setContentsMargins(28, 26, 28, 28)
        box.setSpacing(8)
        self.turn_label = self._label(16, bold=True)
        self.phase_label = self._label(12)
        self.final_label = self._label(11.5, bold=True, role="accent")
        self.help_label = self._label(10.5, role="hint")
        self.pass_button = QPushButton(self.panel)
        self.pass_button.setFont(theme.ui_font(11.5, bold=True))
        self.pass_button.clicked.connect(self._pass_clicked)
        self.pass_button.hide()
        self.result_button = QPushButton(self.panel)
        self.result_button.setFont(theme.ui_font(11))
        self.result_button.clicked.connect(self._open_result)
        self.result_button.hide()
        self.log_heading = self._label(11.5, bold=True)
        self.log = LogPanel(self.panel)
        rule = QFrame(self.panel)
        rule.setFrameShape(QFrame.Shape.HLine)
        rule.setStyleSheet(f"color: {theme.INK_FAINT};")
        self.status_label = self._label(11, role="status")
        self.status_label.setMinimumHeight(self.status_label.fontMetrics().height() * 2 + 4)
        self.status_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        for w in (self.turn_label, self.phase_label, self.final_label, self.help_label):
            box.addWidget(w)
        box.addWidget(self.pass_button)
        box.addWidget(self.result_button)
        box.addSpacing(6)
        box.addWidget(self.log_heading)
        box.addWidget(self.log, 1)
        box.addWidget(rule)
        box.addWidget(self.status_label)

        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.graphics_view, 1)
        layout.addWidget(self.panel)
        self.setMinimumSize(640, 420)
        self._retranslate_panel()
        self._update_panel()

    def _label(self, size: float, *, bold: bool = False, role: str = "") -> QLabel:
        label = QLabel(self.panel)
        # Player names are user input: never read them as markup.
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setWordWrap(True)
        label.setFont(theme.ui_font(size, bold=bold))
        if role:
            label.setProperty("role", role)
        label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        return label

    # ==== GameTable contract ===================================================================

    def result_names(self) -> list[str]:
        return list(self._names)

    def set_names(self, names: list[str]) -> None:
        self._names = list(names)
        self._redraw()
        self._rebuild_log()

    def show_view(self, view: Any, interactive: bool) -> None:
        self._runner.finish_now()
        self._show(view, interactive)

    def play_events(self, events: list[Event], view_before: Any, view_after: Any) -> None:
        self._runner.finish_now()
        start = self._view
        interactive_after = bool(
            self._interactive
            and view_after.legal
            and start is not None
            and start.seat == view_after.seat
        )
        self._set_interactive(False)
        self._pending_log = list(events)

        def done() -> None:
            for e in list(self._pending_log):
                self._log_event(e)
            self._show(view_after, interactive_after)
            QTimer.singleShot(0, self, self.animations_finished.emit)

        if start is None or start.num_seats != view_after.num_seats or not events:
            self._runner.start([], done, instant=True)
            return
        if start.seat != view_after.seat:
            hide_tooltip_now()
        # The animation starts from the watching seat's own view before the events,
        # never from what the table last showed another seat.
        start = view_before
        self._view = start
        steps = self._animator.steps(events, start)
        self._runner.start(steps, done, instant=self._speed <= 0)

    def clear_private(self, public_view: Any) -> None:
        self._runner.finish_now()
        hide_tooltip_now()
        self.scene.set_hover(None)
        self.scene.set_focus(None)
        self._set_status("")
        if self._dialog is not None:
            self._dialog.close()
        self._show(public_view, False)
        public = [e.for_seat(None) for e in self._log_events]
        self._log_events = [e for e in public if e is not None]
        self._rebuild_log()

    def show_outcome(self, outcome: Outcome, view: Any) -> None:
        self._runner.finish_now()
        self._outcome = (outcome, view)
        self.result_button.show()
        self._update_panel()
        self._open_result()

    def set_animation_speed(self, factor: float) -> None:
        self._speed = max(0.0, float(factor))
        if self._speed == 0:
            self._runner.finish_now()

    def set_memory_aid(self, on: bool) -> None:
        self._memory_aid = bool(on)
        self._runner.finish_now()
        self._redraw()

    def retranslate(self) -> None:
        self._retranslate_panel()
        self._redraw()
        self._update_panel()
        self._rebuild_log()
        if self._dialog is not None:
            self._dialog.retranslate()

    def reset_log(self, events: list[Event]) -> None:
        # Lines still waiting for their animation belong to the old log.
        self._runner.finish_now()
        self._log_events = list(events)
        self._rebuild_log()



    def target_widget(self, action: Any) -> QWidget | None:
        if isinstance(action, Pass):
            return self.pass_button if self.pass_button.isVisible() else None
        return self.graphics_view.viewport()

    def target_point(self, action: Any) -> QPoint | None:
        if isinstance(action, Pass):
            return self.pass_button.rect().center() if self.pass_button.isVisible() else None
        self._ensure_layout()
        region = self.scene.region_for(action)
        if region is None:
            return None
        return self.graphics_view.mapFromScene(region.click)

    # ==== drawing ==============================================================================

    @property
    def view(self) -> SenshiView | None:
        return self._view

    @property
    def status_text(self) -> str:
        return self._status

    def _show(self, view: SenshiView, interactive: bool) -> None:
        before = self._view
        self._view = view
        if view.seat is not None:
            self._anchor = view.seat
        self._interactive = bool(interactive and view.seat is not None and view.legal)
        if before is None or before.seat != view.seat or not self._interactive:
            # A tooltip may name tiles only the previous viewer may know.
            hide_tooltip_now()
        self._set_status("")
        self._redraw()
        self._update_panel()

    def _bottom_seat(self, view: SenshiView) -> int:
        if view.seat is not None:
            return view.seat
        if self._anchor is not None and self._anchor < view.num_seats:
            return self._anchor
        return 0

    def _viewport_size(self) -> QSizeF:
        vp = self.graphics_view.viewport().size()
        return QSizeF(max(vp.width(), 100), max(vp.height(), 100))

    def _layout_for(self, view: SenshiView) -> TableLayout:
        # The layout depends only on these (see compute_layout); an animation
        # asks for it several times per step.
        size = self._viewport_size()
        key = (
            view.num_seats,
            total_stacks(view),
            view.secret_start,
            self._bottom_seat(view),
            size.width(),
            size.height(),
        )
        if self._layout_cache is None or self._layout_cache[0] != key:
            layout = compute_layout(view, self._bottom_seat(view), size)
            layout.card_slots = self._card_slots
            self._layout_cache = (key, layout)
        return self._layout_cache[1]

    def _render(
        self, view: SenshiView, layout: TableLayout, opts: RenderOptions, *, regions: bool
    ) -> None:
        # Fit first: items render their pixmaps for the resulting device scale.
        self.scene.setSceneRect(layout.scene_rect)
        self.graphics_view.fit()
        self.scene.device_scale = self.graphics_view.device_scale()
        self.scene.render_view(view, layout, opts, regions=regions)

    def _draw_stage(
        self,
        view: SenshiView,
        layout: TableLayout,
        hidden_stacks: set[int],
        hidden_tops: dict[int, int],
    ) -> None:
        opts = RenderOptions(self._names, self._memory_aid, False, hidden_stacks, hidden_tops)
        self._render(view, layout, opts, regions=False)

    def _redraw(self) -> None:
        """Draw the current view anew (keeps the keyboard focus on the same action)."""
        if self._view is None:
            self.scene.clear_items()
            return
        focus = self.scene.focus_region.action if self.scene.focus_region else None
        layout = self._layout_for(self._view)
        opts = RenderOptions(self._names, self._memory_aid, self._interactive)
        self._render(self._view, layout, opts, regions=True)
        self._layout_key = self._current_layout_key()
        # A move to a screen with another pixel ratio: sharp paper again
        # (both calls return at once when nothing changed).
        set_paper_background(self)
        self.panel.update_sheet()
        if focus is not None and self._interactive:
            region = self.scene.region_for(focus)
            if region is not None and region.action in self._legal():
                self.scene.set_focus(region)

    def _current_layout_key(self) -> tuple[Any, ...]:
        size = self._viewport_size()
        return (round(size.width()), round(size.height()))

    def _ensure_layout(self) -> None:
        if self._view is not None and self._layout_key != self._current_layout_key():
            self._redraw()

    def viewport_resized(self) -> None:
        if self._runner.running:
            self._runner.finish_now()
        self._ensure_layout()
        self.graphics_view.fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        width = event.size().width()
        self.panel.setFixedWidth(int(min(420, max(290, width * 0.235))))
        super().resizeEvent(event)
        # Qt fills the background from a prepared sheet: no Python runs when
        # the table behind a moving tile is repainted.
        set_paper_background(self)

    # ==== side panel ============================================================================

    def _retranslate_panel(self) -> None:
        self.pass_button.setText(translate("SenshiTable", "Pass"))
        self.pass_button.setToolTip(
            translate(
                "SenshiTable", "You have no possible action: end your turn without doing anything"
            )
        )
        self.result_button.setText(translate("SenshiTable", "Show the result"))
        self.result_button.setToolTip(
            translate("SenshiTable", "Open the end-of-game summary again")
        )
        self.log_heading.setText(translate("SenshiTable", "Game log"))
        self.graphics_view.setAccessibleName(translate("SenshiTable", "Senshi table"))
        self.graphics_view.setToolTip("")

    def _name(self, seat: int | None) -> str:
        return log_text.seat_name(self._names, seat)

    def _legal(self) -> tuple[SenshiAction, ...]:
        if self._view is None or not self._interactive:
            return ()
        return self._view.legal

    def _update_panel(self) -> None:
        view = self._view
        self.pass_button.setVisible(False)
        if view is None:
            self.turn_label.setText(translate("SenshiTable", "Senshi"))
            self.phase_label.setText(translate("SenshiTable", "Waiting for the game to start"))
            self.final_label.hide()
            self.help_label.hide()
            return
        name = self._name(view.current)
        legal = self._legal()
        mine = bool(legal)
        if view.phase == "over":
            self.turn_label.setText(translate("SenshiTable", "The game is over"))
            if self._outcome is not None:
                winner = self._outcome[0].winners[0]
                self.phase_label.setText(
                    translate("SenshiTable", "%1 wins.").replace("%1", self._name(winner))
                )
            else:
                self.phase_label.setText(translate("SenshiTable", "The result is being counted."))
        else:
            self.turn_label.setText(translate("SenshiTable", "%1's turn").replace("%1", name))
            if view.phase == "pick":
                if mine:
                    self.phase_label.setText(
                        translate("SenshiTable", "Choose a stack to take into your hand")
                    )
                else:
                    self.phase_label.setText(
                        translate("SenshiTable", "%1 chooses a stack to take into hand").replace(
                            "%1", name
                        )
                    )
            else:
                self.phase_label.setText(translate("SenshiTable", "Study, Train or Test"))
        if view.final_turns_left is not None and view.phase != "over":
            left = view.final_turns_left
            if left <= 1:
                text = translate("SenshiTable", "Final round: this is the last turn")
            else:
                text = translate("SenshiTable", "Final round: %n turns left").replace(
                    "%n", str(left)
                )
            self.final_label.setText(text)
            self.final_label.show()
        else:
            self.final_label.hide()
        self.help_label.setText(self._help_text(view, legal))
        self.help_label.setVisible(bool(self.help_label.text()))
        if legal and all(isinstance(a, Pass) for a in legal):
            self.pass_button.setVisible(True)

    def _help_text(self, view: SenshiView, legal: Sequence[SenshiAction]) -> str:
        if view.phase == "over":
            return ""
        if not legal:
            if view.seat is None:
                return translate("SenshiTable", "The table shows only what every player may see.")
            return translate("SenshiTable", "Please wait for your turn.")
        if all(isinstance(a, Pass) for a in legal):
            return translate(
                "SenshiTable",
                "You have no possible action (no tile in hand, no stack to "
                "study and no tile to train), so you must pass.",
            )
        if view.phase == "pick":
            return translate(
                "SenshiTable",
                "Click a stack in the middle to take all of its tiles into "
                "your hand. Everyone sees which tiles you take.",
            )
        # Only the ways of playing that are possible now are explained.
        lines = []
        if any(isinstance(a, Train) for a in legal):
            lines.append(
                translate("SenshiTable", "Top tile of a stack: Train — take it into your hand.")
            )
        if any(isinstance(a, Study) for a in legal):
            lines.append(
                translate(
                    "SenshiTable",
                    "Rest of a middle stack: Study — move the whole stack onto your Training Card.",
                )
            )
        if any(isinstance(a, TestTile) for a in legal):
            lines.append(
                translate(
                    "SenshiTable",
                    "Tile in your hand: Test — play it to its "
                    "pile; everyone then scores matching top "
                    "tiles of their own stacks.",
                )
            )
        if (
            not any(isinstance(a, Study) for a in legal)
            and view.seat is not None
            and len(view.cards[view.seat]) >= MAX_CARD_STACKS
        ):
            lines.append(
                translate(
                    "SenshiTable",
                    "Your Training Card is full, so you cannot Study until "
                    "one of its stacks is used up.",
                )
            )
        if not any(isinstance(a, TestTile) for a in legal):
            lines.append(translate("SenshiTable", "Your hand is empty, so you cannot Test."))
        lines.append(translate("SenshiTable", "Keys: Tab or arrows choose, Enter confirms."))
        return "\n".join("• " + line for line in lines)

    def _set_status(self, text: str, *, error: bool = True, announce: bool = False) -> None:
        """Show `text` under the log: an explanation of an illegal click
        (`error`, in the accent colour) or a hint about the pointed-at target
        (ink colour). An empty text is passed on to the status bar only when
        `announce` is set (a click on an empty place clears a stale message)."""
        self._status = text
        role = "status" if error else "hint_status"
        if self.status_label.property("role") != role:
            self.status_label.setProperty("role", role)
            self.status_label.setStyleSheet(
                "" if error else f"QLabel {{ color: {theme.INK}; }}"
            )
        self.status_label.setText(text)
        if text or announce:
            self.status_message.emit(text)

    # ==== log ==================================================================================

    def _log_event(self, event: Event) -> None:
        if event in self._pending_log:
            self._pending_log.remove(event)
        self._log_events.append(event)
        line = log_text.describe(event, self._names)
        if line:
            self.log.append(line)

    def _rebuild_log(self) -> None:
        self.log.set_lines(log_text.describe_all(self._log_events, self._names))

    # ==== interaction ==========================================================================

    def _is_legal(self, action: SenshiAction | None) -> bool:
        return action is not None and action in self._legal()

    def hover_at(self, pos: QPointF | None) -> None:
        if self._runner.running or pos is None:
            self.scene.set_hover(None)
            self.graphics_view.viewport().unsetCursor()
            return
        region = self.scene.region_at(pos)
        if region is not None and self._is_legal(region.action):
            if self.scene.hover_region is not region:
                self.scene.set_hover(region)
            self.graphics_view.viewport().setCursor(Qt.CursorShape.PointingHandCursor)
            return
        self.scene.set_hover(None)
        if region is not None and self._interactive and region.kind != "pile":
            self.graphics_view.viewport().setCursor(Qt.CursorShape.ForbiddenCursor)
        else:
            self.graphics_view.viewport().unsetCursor()

    def hover_tooltip(self) -> str:
        region = self.scene.hover_region
        return region.tooltip if region is not None else ""

    def click_at(self, pos: QPointF) -> None:
        if self._runner.running:
            return
        region = self.scene.region_at(pos)
        if region is None:
            # An empty place or a free slot: nothing to do there, and the last
            # explanation no longer fits.
            self._set_status("", announce=True)
            return
        if self._is_legal(region.action):
            self._choose(region.action)
            return
        self._set_status(self._explain(region))

    def _choose(self, action: SenshiAction | None) -> None:
        if action is None or not self._is_legal(action) or self.input_held:
            return
        self._set_status("")
        self.scene.set_hover(None)
        self.scene.set_focus(None)
        self._set_interactive(False)
        self.action_chosen.emit(action)

    def _set_interactive(self, on: bool) -> None:
        if self._interactive == on:
            return
        self._interactive = on
        if not on:
            hide_tooltip_now()
        self.scene.set_hover(None)
        self.scene.set_focus(None)
        self._redraw()
        self._update_panel()

    def _pass_clicked(self) -> None:
        legal = self._legal()
        if legal and all(isinstance(a, Pass) for a in legal):
            self._choose(legal[0])

    def _explain(self, region: Region) -> str:
        """Why clicking `region` does nothing now, as a sentence."""
        view = self._view
        if view is None:
            return ""
        if view.phase == "over":
            return translate("SenshiTable", "The game is over.")
        if not self._interactive or view.seat is None or view.seat != view.current:
            return translate("SenshiTable", "Please wait — it is %1's turn.").replace(
                "%1", self._name(view.current)
            )
        seat = view.seat
        if region.kind == "pile":
            return translate(
                "SenshiTable", "Tiles in scoring piles stay there until the end of the game."
            )
        if all(isinstance(a, Pass) for a in view.legal):
            return translate("SenshiTable", "You have no possible action — use the Pass button.")
        if view.phase == "pick":
            return translate(
                "SenshiTable", "First choose a stack from the middle to take into your hand."
            )
        if region.kind == "middle_body":
            if len(view.cards[seat]) >= MAX_CARD_STACKS:
                return translate(
                    "SenshiTable",
                    "You already have three stacks on your Training Card — Study is not possible.",
                )
            return translate("SenshiTable", "You cannot Study this stack now.")
        if region.kind == "card_body":
            return translate(
                "SenshiTable",
                "Only the top tile of a stack on a Training Card can be taken: "
                "click the top tile to Train.",
            )
        if region.kind == "hand" and region.seat != seat:
            return translate("SenshiTable", "You can only Test tiles from your own hand.")
        return translate("SenshiTable", "That is not possible right now.")

    # -- keyboard ---------------------------------------------------------------------------

    def _targets(self) -> list[Region]:
        legal = set(self._legal())
        targets = [r for r in self.scene.regions if r.action is not None and r.action in legal]
        layout = self.scene.layout
        order = layout.order if layout is not None else []

        def key(r: Region) -> tuple[int, int, int, int]:
            group = 0 if r.kind.startswith("middle") else (1 if r.kind == "card_top" else 2)
            seat_rank = order.index(r.seat) if r.seat in order else 0
            where = r.stack if r.stack is not None else (r.colour or 0)
            return (group, seat_rank, where, 0 if r.kind == "middle_body" else 1)

        return sorted(targets, key=key)

    def move_focus(self, delta: int, *, wrap: bool = True) -> bool:
        """Move the focus ring to the next/previous legal target. Returns False
        (and clears the ring) when it would leave the list and `wrap` is off."""
        targets = self._targets()
        if not targets:
            return False
        current = self.scene.focus_region
        index = next(
            (
                i
                for i, r in enumerate(targets)
                if current is not None and r.action == current.action and r.kind == current.kind
            ),
            None,
        )
        if index is None:
            new = 0 if delta > 0 else len(targets) - 1
        else:
            new = index + delta
            if not 0 <= new < len(targets):
                if not wrap:
                    self.clear_focus_ring()
                    return False
                new %= len(targets)
        self._focus(targets[new])
        return True

    def move_focus_direction(self, dx: int, dy: int) -> None:
        targets = self._targets()
        if not targets:
            return
        current = self.scene.focus_region
        if current is None:
            self._focus(targets[0])
            return
        origin = current.click
        best: tuple[float, Region] | None = None
        for r in targets:
            if r.action == current.action and r.kind == current.kind:
                continue
            vx, vy = r.click.x() - origin.x(), r.click.y() - origin.y()
            along = vx * dx + vy * dy
            if along <= 1:
                continue
            across = abs(vx * dy) + abs(vy * dx)
            score = along + across * 2.5
            if best is None or score < best[0]:
                best = (score, r)
        if best is not None:
            self._focus(best[1])

    def _focus(self, region: Region) -> None:
        self.scene.set_focus(region)
        self._set_status(region.tooltip, error=False)

    def focus_entered(self, reason: Qt.FocusReason) -> None:
        if (
            reason in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason)
            and self.scene.focus_region is None
        ):
            self.move_focus(1 if reason == Qt.FocusReason.TabFocusReason else -1)

    def choose_focused(self) -> None:
        region = self.scene.focus_region
        if region is not None and self._is_legal(region.action):
            self._choose(region.action)
        elif region is None:
            self.move_focus(1)

    def clear_focus_ring(self) -> None:
        self.scene.set_focus(None)

    # ==== the end ===============================================================================

