"""The Tenno table widget: the scene in a scaling view plus a side panel.

Implements the ``GameTable`` contract (ui/kit/contract.py). A decision
may take more than one click, each on the table, like laying hands on real
cards:

- setup (TEN-1): click (or drag onto) two of your Peasants to exchange
  their places, then "Lay them out";
- attack (TEN-2, TEN-6): click one of your cards, then an opponent's card
  (the opponent is the one whose card you click); either order works;
- Monk (TEN-4): click your Monk, or "Fight without the Monk";
- refill (TEN-7a): click a card in your hand; it goes to the marked empty
  position;
- swap option (TEN-7b): click one of your table cards, then a hand card (or
  the same table card again to lay it back); with an empty hand click two
  table cards, then "Swap them" or "Lay them back unchanged";
- peek (TEN-7c): click one of the attacker's cards.

:meth:`click_points` lists the clicks of an action (GUI tests click them one
by one, like a player); :meth:`target_point` is the last of them.

Privacy: the table draws exactly the view it is given; :meth:`clear_private`
draws the public form of the last view and keeps only public log lines.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QPauseAnimation,
    QPoint,
    QPointF,
    Qt,
    QTimer,
)
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QResizeEvent
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
from senji_desktop.games.tenno.model import (
    EMPTY,
    Arrange,
    Attack,
    Decline,
    Peek,
    Refill,
    Replace,
    SwapTable,
    TennoAction,
    TennoView,
    UseMonk,
)
from senji_desktop.ui.common import theme
from senji_desktop.ui.common.log_panel import LogPanel
from senji_desktop.ui.common.paper import set_paper_background
from senji_desktop.ui.kit.animation import (
    Step,
    StepRunner,
    duration_ms,
    fade_animation,
    property_animation,
)
from senji_desktop.ui.kit.contract import GameTable, hide_tooltip_now
from senji_desktop.ui.kit.panel import PaperSheet
from senji_desktop.ui.tenno import log_text
from senji_desktop.ui.tenno.end_dialog import EndDialog
from senji_desktop.ui.tenno.items import CardItem
from senji_desktop.ui.tenno.scene import (
    Region,
    RenderOptions,
    TableLayout,
    TennoScene,
    compute_layout,
    stage,
)

# Translation context of this module's texts (written out in each call for lupdate).
CONTEXT = "TennoTable"

# Qt's translate; lupdate finds ``translate("Context", "text")`` calls.
translate = QCoreApplication.translate

Key = tuple[str, int | None, int | None, int | None]



class TableView(QGraphicsView):
    """The graphics view: scales the scene to fit, forwards mouse presses."""

    def __init__(self, scene: TennoScene, table: TennoTable) -> None:
        super().__init__(scene, table)
        self.table = table
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setStyleSheet("QGraphicsView { background: transparent; border: none; }")
        self.viewport().setAutoFillBackground(False)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(320, 240)

    def fit(self) -> None:
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        self.table.hover_at(self.mapToScene(event.position().toPoint()))
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self.table.hover_at(None)
        super().leaveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.table.click_at(self.mapToScene(event.position().toPoint()))
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.table.release_at(self.mapToScene(event.position().toPoint()))
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        event.accept()  # a double click is not a second action

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Tab):
            self.table.move_focus(1)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Up, Qt.Key.Key_Backtab):
            self.table.move_focus(-1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.table.choose_focused()
        elif key == Qt.Key.Key_Escape:
            self.table.clear_selection()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def focusNextPrevChild(self, next: bool) -> bool:
        # Tab moves between the cards while there is something to choose.
        if self.hasFocus() and self.table.interactive:
            return False
        return super().focusNextPrevChild(next)


class TennoTable(GameTable):
    """The Tenno table (see module docstring and GameTable)."""

    end_dialog_class = EndDialog

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("TennoTable")
        self._names: list[str] = []
        self._view: TennoView | None = None
        self._interactive = False
        self._memory_aid = True
        self._speed = 1.0
        self._anchor: int | None = None
        self._log_events: list[Event] = []
        self._pending_log: list[Event] = []
        self._monk_question = True  # see play_events
        self._status = ""
        self._outcome: tuple[Outcome, TennoView] | None = None
        self._dialog: EndDialog | None = None
        self._selected: list[Key] = []
        self._arrangement: list[int] | None = None
        self._pressed: Key | None = None
        self._focus_key: Key | None = None

        self.scene = TennoScene(self)
        self.graphics_view = TableView(self.scene, self)
        self._runner = StepRunner(self)

        self.panel = PaperSheet(self)
        self.panel.setStyleSheet(theme.panel_style_sheet())
        box = QVBoxLayout(self.panel)
        box.setContentsMargins(28, 26, 28, 28)
        box.setSpacing(8)
        self.turn_label = self._label(16, bold=True)
        self.phase_label = self._label(12)
        self.help_label = self._label(10.5, role="hint")
        self.confirm_button = self._button(self._confirm_clicked, bold=True)
        self.keep_button = self._button(self._keep_clicked)
        self.decline_button = self._button(self._decline_clicked)
        self.result_button = self._button(self._open_result)
        self.log_heading = self._label(11.5, bold=True)
        self.log = LogPanel(self.panel)
        rule = QFrame(self.panel)
        rule.setFrameShape(QFrame.Shape.HLine)
        rule.setStyleSheet(f"color: {theme.INK_FAINT};")
        self.status_label = self._label(11, role="status")
        self.status_label.setMinimumHeight(self.status_label.fontMetrics().height() * 2 + 4)
        for w in (self.turn_label, self.phase_label, self.help_label):
            box.addWidget(w)
        for b in (self.confirm_button, self.keep_button, self.decline_button,
                  self.result_button):
            box.addWidget(b)
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
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setWordWrap(True)
        label.setFont(theme.ui_font(size, bold=bold))
        if role:
            label.setProperty("role", role)
        label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        return label

    def _button(self, slot: Any, *, bold: bool = False) -> QPushButton:
        button = QPushButton(self.panel)
        button.setFont(theme.ui_font(11.5, bold=bold))
        button.clicked.connect(slot)
        button.hide()
        return button

    # ==== GameTable contract ======================================================

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
        interactive_after = bool(self._interactive and view_after.legal and start is not None
                                 and start.seat == view_after.seat)
        self._set_interactive(False)
        self._pending_log = list(events)
        # A battle is animated face up; the banner names the Monk question
        # only if the rules ask it (TEN-A1).
        self._monk_question = any(e.kind == "monk_question" for e in events)

        def done() -> None:
            self._monk_question = True
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
        self._runner.start(self._steps(events, start), done, instant=self._speed <= 0)

    def clear_private(self, public_view: Any) -> None:
        self._runner.finish_now()
        hide_tooltip_now()
        self._set_status("")
        self._selected = []
        self._arrangement = None
        if self._dialog is not None:
            self._dialog.close()
        self._show(public_view, False)
        public = [e.for_seat(None) for e in self._log_events]
        self._log_events = [e for e in public if e is not None]
        self._rebuild_log()

    def show_outcome(self, outcome: Outcome, view: Any) -> None:
        self._runner.finish_now()
        self._outcome = (outcome, view)
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
        self._runner.finish_now()
        self._log_events = list(events)
        self._rebuild_log()


    @property
    def interactive(self) -> bool:
        """True while the view's seat is the acting human and may click."""
        return self._interactive


    def click_points(self, action: Any) -> list[tuple[QWidget, QPoint]]:
        """The clicks that choose `action` from the current view, in order
        (table positions, hand cards, panel buttons). [] if unknown."""
        view = self._view
        if view is None or view.seat is None:
            return []
        me = view.seat
        vp = self.graphics_view.viewport()

        def at(kind: str, seat: int | None, pos: int | None, card: int | None
               ) -> tuple[QWidget, QPoint]:
            region = self.scene.region_for_key((kind, seat, pos, card))
            if region is None:
                return (vp, QPoint(-1, -1))
            return (vp, self.graphics_view.mapFromScene(region.click))

        def button(b: QPushButton) -> tuple[QWidget, QPoint]:
            return (b, b.rect().center())

        if isinstance(action, Arrange):
            clicks = []
            current = list(self._arrangement or [1, 2, 3])
            for pos in range(3):
                want = action.order[pos]
                if current[pos] != want:
                    other = current.index(want)
                    clicks += [at("table", me, pos, None), at("table", me, other, None)]
                    current[pos], current[other] = current[other], current[pos]
            return [*clicks, button(self.confirm_button)]
        if isinstance(action, Attack):
            return [at("table", me, action.own, None),
                    at("table", action.target, action.their, None)]
        if isinstance(action, UseMonk):
            return [at("table", me, action.position, None)]
        if isinstance(action, Refill):
            return [at("hand", None, None, action.card)]
        if isinstance(action, Replace):
            second = (at("table", me, action.position, None)
                      if action.card == view.table[me][action.position]
                      else at("hand", None, None, action.card))
            return [at("table", me, action.position, None), second]
        if isinstance(action, SwapTable):
            return [at("table", me, action.first, None), at("table", me, action.second, None),
                    button(self.confirm_button if action.exchange else self.keep_button)]
        if isinstance(action, Peek):
            return [at("table", view.current, action.position, None)]
        if isinstance(action, Decline):
            return [button(self.decline_button)]
        return []

    def target_widget(self, action: Any) -> QWidget | None:
        points = self.click_points(action)
        return points[-1][0] if points else None

    def target_point(self, action: Any) -> QPoint | None:
        """The last click of :meth:`click_points` (earlier clicks, if any,
        select the cards that this click completes)."""
        points = self.click_points(action)
        return points[-1][1] if points else None

    # ==== drawing ===================================================================

    @property
    def view(self) -> TennoView | None:
        return self._view

    @property
    def status_text(self) -> str:
        return self._status

    def _show(self, view: TennoView, interactive: bool) -> None:
        before = self._view
        self._view = view
        if view.seat is not None:
            self._anchor = view.seat
        self._interactive = bool(interactive and view.seat is not None and view.legal)
        if before is None or before.seat != view.seat or not self._interactive:
            hide_tooltip_now()
        if (before is None or before.seat != view.seat or before.phase != view.phase
                or before.decider != view.decider or not self._interactive):
            self._selected = []
            self._focus_key = None
        if self._interactive and view.phase == "setup":
            if self._arrangement is None:
                self._arrangement = [1, 2, 3]
        else:
            self._arrangement = None
        self._set_status("")
        self._redraw()
        self._update_panel()

    def _bottom_seat(self, view: TennoView) -> int:
        if view.seat is not None:
            return view.seat
        if self._anchor is not None and self._anchor < view.num_seats:
            return self._anchor
        return 0

    def _layout(self, view: TennoView) -> TableLayout:
        return compute_layout(view.num_seats, self._bottom_seat(view))

    def _draw(self, view: TennoView, *, interactive: bool = False) -> None:
        highlights: dict[Key, str] = {}
        if interactive:
            for key in self._legal_keys():
                highlights[key] = "legal"
            for key in self._selected:
                highlights[key] = "selected"
            if self._focus_key is not None and self._focus_key in highlights:
                highlights[self._focus_key] = "focus"
            if view.phase == "refill" and view.seat is not None:
                row = view.table[view.seat]
                if EMPTY in row:
                    highlights[("slot", view.seat, row.index(EMPTY), None)] = "selected"
        opts = RenderOptions(self._names, self._memory_aid,
                             self._arrangement if interactive else None, highlights,
                             self._monk_question)
        self.scene.render_view(view, self._layout(view), opts)
        self.graphics_view.fit()

    def _redraw(self) -> None:
        if self._view is None:
            self.scene.clear()
            return
        self._draw(self._view, interactive=self._interactive)
        set_paper_background(self)
        self.panel.update_sheet()

    def resizeEvent(self, event: QResizeEvent) -> None:
        width = event.size().width()
        self.panel.setFixedWidth(int(min(420, max(290, width * 0.235))))
        super().resizeEvent(event)
        set_paper_background(self)

    # ==== animation ====================================================================

    def _steps(self, events: list[Event], start: TennoView) -> list[Step]:
        steps: list[Step] = []
        current = [start]
        for event in events:
            steps.append(self._step(event, current))
        return steps

    def _step(self, event: Event, current: list[TennoView]) -> Step:
        before = current[0]
        after = stage(before, event)
        current[0] = after
        ms = duration_ms(self._speed)

        def finish() -> None:
            self._view = after
            self._draw(after)
            self._log_event(event)

        kind = event.kind
        d = event.data

        def prepare() -> list[Any]:
            if kind == "attacked":
                self._draw(after)
                anims: list[Any] = []
                for seat, pos in ((d["attacker"], d["own"]), (d["target"], d["their"])):
                    item = self.scene.items_by_key.get(("table", seat, pos, None))
                    if isinstance(item, CardItem):
                        anims.append(property_animation(item, b"scale", 0.2, 1.0, ms))
                anims.append(QPauseAnimation(ms * 3))
                return anims
            if kind == "monk_used":
                self._draw(after)
                item = self.scene.items_by_key.get(("table", d["seat"], d["position"], None))
                if isinstance(item, CardItem):
                    return [property_animation(item, b"scale", 0.2, 1.0, ms),
                            QPauseAnimation(ms * 2)]
                return []
            if kind == "battle_resolved":
                return self._fly_away(before, d, ms)
            if kind in ("refilled", "replaced", "table_swapped", "peeked"):
                self._draw(after)
                keys = []
                if kind == "peeked":
                    keys = [("table", d["target"], d["position"], None)]
                elif kind == "table_swapped":
                    keys = [("table", d["seat"], d["first"], None),
                            ("table", d["seat"], d["second"], None)]
                else:
                    keys = [("table", d["seat"], d["position"], None)]
                anims = []
                for key in keys:
                    item = self.scene.items_by_key.get(key)
                    if isinstance(item, CardItem):
                        anims.append(fade_animation(item, 0.1, 1.0, ms))
                return anims
            return []

        return Step(prepare, finish)

    def _fly_away(self, before: TennoView, d: Any, ms: int) -> list[Any]:
        """Cards leaving the table after a battle fly to their pile (TEN-5)."""
        layout = self._layout(before)
        anims: list[Any] = []
        for who, card_key, fate_key, other in (("attacker", "att_card", "att_fate", "defender"),
                                               ("defender", "def_card", "def_fate", "attacker")):
            fate = d[fate_key]
            if fate == "stays":
                continue
            seat = d[who]
            row = before.table[seat]
            if d[card_key] not in row:
                continue
            pos = row.index(d[card_key])
            item = self.scene.items_by_key.get(("table", seat, pos, None))
            if not isinstance(item, CardItem):
                continue
            if fate == "captured":
                dest = layout.zones[d[other]].pile
            elif fate == "discarded":
                dest = layout.discard
            else:
                dest = layout.removed
            item.setZValue(50)
            anims.append(property_animation(item, b"pos", item.pos(), dest.topLeft(), ms * 2))
            anims.append(property_animation(item, b"scale", 1.0, dest.width() / item.w, ms * 2))
        return anims

    # ==== side panel ====================================================================

    def _retranslate_panel(self) -> None:
        self.result_button.setText(translate("TennoTable", "Show the result"))
        self.result_button.setToolTip(translate("TennoTable", "Open the end-of-game summary again"))
        self.log_heading.setText(translate("TennoTable", "Game log"))
        self.graphics_view.setAccessibleName(translate("TennoTable", "Tenno table"))

    def _name(self, seat: int | None) -> str:
        return log_text.seat_name(self._names, seat)

    def _legal(self) -> tuple[TennoAction, ...]:
        if self._view is None or not self._interactive:
            return ()
        return self._view.legal

    def _update_panel(self) -> None:
        view = self._view
        for b in (self.confirm_button, self.keep_button, self.decline_button):
            b.hide()
        self.result_button.setVisible(self._outcome is not None)
        if view is None:
            self.turn_label.setText("Tenno")
            self.phase_label.setText(translate("TennoTable", "Waiting for the game to start"))
            self.help_label.hide()
            return
        legal = self._legal()
        if view.phase == "over":
            self.turn_label.setText(translate("TennoTable", "The game is over"))
            if self._outcome is not None:
                winners = self._outcome[0].winners
                names = ", ".join(self._name(s) for s in winners)
                self.phase_label.setText(
                    translate("TennoTable", "Winner: %1").replace("%1", names))
            else:
                self.phase_label.setText(translate("TennoTable", "The result is being counted."))
            self.help_label.hide()
            return
        self.turn_label.setText(
            translate("TennoTable", "%1's turn").replace("%1", self._name(view.current))
            if view.phase != "setup" else translate("TennoTable", "Setting up"))
        self.phase_label.setText(self._phase_text(view, bool(legal)))
        self.help_label.setText(self._help_text(view, legal))
        self.help_label.setVisible(bool(self.help_label.text()))
        if not legal:
            return
        phase = view.phase
        if phase == "setup":
            self.confirm_button.setText(translate("TennoTable", "Lay them out"))
            self.confirm_button.setToolTip(translate(
                "TennoTable", "Lay your Peasants face down in the order shown"))
            self.confirm_button.show()
        if Decline() in legal:
            texts = {
                "monk": (translate("TennoTable", "Fight without the Monk"),
                         translate("TennoTable", "Do not reveal a Monk in this battle")),
                "ronin": (translate("TennoTable", "No second attack"),
                          translate("TennoTable", "End your attacks for this turn")),
                "swap": (translate("TennoTable", "Keep the cards as they are"),
                         translate("TennoTable", "Do not exchange any card")),
                "peek": (translate("TennoTable", "Don't look"),
                         translate("TennoTable", "Do not look at any of the attacker's cards")),
            }
            if phase == "monk" and list(legal) == [Decline()]:
                texts["monk"] = (translate("TennoTable", "Fight without a Monk"),
                                 translate("TennoTable", "You have no Monk on the table"))
            text, tip = texts.get(phase, (translate("TennoTable", "Skip"), ""))
            self.decline_button.setText(text)
            self.decline_button.setToolTip(tip)
            self.decline_button.show()
        if phase == "swap" and any(isinstance(a, SwapTable) for a in legal):
            pair = len(self._selected) == 2
            self.confirm_button.setText(translate("TennoTable", "Swap them"))
            self.confirm_button.setToolTip(translate(
                "TennoTable", "Exchange the two chosen cards; the others see only that you "
                "picked them up"))
            self.keep_button.setText(translate("TennoTable", "Lay them back unchanged"))
            self.keep_button.setToolTip(translate(
                "TennoTable", "Pick the two cards up and put them back where they were"))
            self.confirm_button.setVisible(pair)
            self.keep_button.setVisible(pair)

    def _phase_text(self, view: TennoView, mine: bool) -> str:
        name = self._name(view.decider)
        phase = view.phase
        if phase == "setup":
            return (translate("TennoTable", "Arrange your three Peasants")
                    if mine else translate("TennoTable", "%1 arranges the Peasants")
                    .replace("%1", name))
        if phase == "attack":
            return (translate("TennoTable", "Attack: choose your card and an opponent's card")
                    if mine else translate("TennoTable", "%1 chooses an attack")
                    .replace("%1", name))
        if phase == "monk":
            return (translate("TennoTable", "You are attacked: reveal a Monk for +2?")
                    if mine else translate("TennoTable", "%1 may reveal a Monk")
                    .replace("%1", name))
        if phase == "ronin":
            return (translate("TennoTable", "Your Ronin fought: attack once more?")
                    if mine else translate("TennoTable", "%1 may attack a second time (Ronin)")
                    .replace("%1", name))
        if phase == "refill":
            return (translate("TennoTable", "Refill your empty position from your hand")
                    if mine else translate("TennoTable", "%1 refills an empty position")
                    .replace("%1", name))
        if phase == "swap":
            return (translate("TennoTable", "You lost no card: exchange one?")
                    if mine else translate("TennoTable", "%1 may exchange a card")
                    .replace("%1", name))
        return (translate("TennoTable", "You won the defence: look at one of the attacker's cards?")
                if mine else translate("TennoTable", "%1 may look at one of the attacker's cards")
                .replace("%1", name))

    def _help_text(self, view: TennoView, legal: Sequence[TennoAction]) -> str:
        if not legal:
            if view.seat is None:
                return translate("TennoTable", "The table shows only what every player may see.")
            return translate("TennoTable", "Please wait for your turn.")
        phase = view.phase
        if phase == "setup":
            return translate("TennoTable",
                             "Click two of your Peasants (or drag one onto another) to exchange "
                             "their places. Nobody else will see the order.")
        if phase in ("attack", "ronin"):
            return translate("TennoTable",
                             "Click one of your cards, then the opponent's card to attack. "
                             "The Shogun never attacks; the Ninja attacks with 8.")
        if phase == "monk":
            if not any(isinstance(a, UseMonk) for a in legal):
                return translate("TennoTable",
                                 "You have no Monk on the table to help: the card fights without "
                                 "one. Press the button to go on.")
            return translate("TennoTable",
                             "Click your Monk to give the defending card +2, or fight without it. "
                             "A revealed Monk is seen by everyone.")
        if phase == "refill":
            return translate("TennoTable",
                             "Click a card in your hand: it goes face down to the marked position.")
        if phase == "swap":
            if any(isinstance(a, SwapTable) for a in legal):
                return translate("TennoTable",
                                 "Your hand is empty: click two of your table cards, then choose "
                                 "whether to swap them.")
            return translate("TennoTable",
                             "Click one of your table cards, then a hand card to lay in its place "
                             "(or the same card again to lay it back).")
        return translate("TennoTable",
                         "Click one of the attacker's cards to look at it. Only you will see it.")

    def _set_status(self, text: str, *, error: bool = True) -> None:
        self._status = text
        self.status_label.setProperty("role", "status" if error else "hint_status")
        self.status_label.setText(text)
        if text:
            self.status_message.emit(text)

    # ==== log =========================================================================

    def _log_event(self, event: Event) -> None:
        if event in self._pending_log:
            self._pending_log.remove(event)
        else:
            return
        self._log_events.append(event)
        line = log_text.describe(event, self._names)
        if line:
            self.log.append(line)

    def _rebuild_log(self) -> None:
        self.log.set_lines(log_text.describe_all(self._log_events, self._names))

    # ==== interaction ===================================================================

    def _legal_keys(self) -> set[Key]:
        """Places the player may click now (for the glow)."""
        view = self._view
        legal = self._legal()
        keys: set[Key] = set()
        if view is None or view.seat is None or not legal:
            return keys
        me = view.seat
        sel = self._selected
        for a in legal:
            if isinstance(a, Arrange):
                keys.update(("table", me, p, None) for p in range(3))
            elif isinstance(a, Attack):
                own = ("table", me, a.own, None)
                their = ("table", a.target, a.their, None)
                if not sel or sel[0] == own:
                    keys.add(their)
                if not sel or sel[0] == their:
                    keys.add(own)
            elif isinstance(a, UseMonk):
                keys.add(("table", me, a.position, None))
            elif isinstance(a, Refill):
                keys.add(("hand", None, None, a.card))
            elif isinstance(a, Replace):
                table_key = ("table", me, a.position, None)
                if not sel:
                    keys.add(table_key)
                elif sel[0] == table_key:
                    keys.add(table_key if a.card == view.table[me][a.position]
                             else ("hand", None, None, a.card))
            elif isinstance(a, SwapTable):
                keys.add(("table", me, a.first, None))
                keys.add(("table", me, a.second, None))
            elif isinstance(a, Peek):
                keys.add(("table", view.current, a.position, None))
        return keys

    def hover_at(self, pos: QPointF | None) -> None:
        if self._runner.running or pos is None or not self._interactive:
            self._set_hover(None)
            self.graphics_view.viewport().unsetCursor()
            return
        region = self.scene.region_at(pos)
        if region is not None and region.key in self._legal_keys():
            self._set_hover(region.key)
            self.graphics_view.viewport().setCursor(Qt.CursorShape.PointingHandCursor)
            return
        self._set_hover(None)
        self.graphics_view.viewport().unsetCursor()

    def _set_hover(self, key: Key | None) -> None:
        old = self.scene.hover_key
        if old == key:
            return
        if old is not None:
            self._restore_highlight(old)
        self.scene.hover_key = key
        if key is not None and key not in self._selected:
            self.scene.set_highlight(key, "hover")

    def release_at(self, pos: QPointF) -> None:
        """A drag during setup ends: exchange the pressed and the released Peasant."""
        pressed, self._pressed = self._pressed, None
        if pressed is None or self._arrangement is None or not self._interactive:
            return
        region = self.scene.region_at(pos)
        if region is None or region.key == pressed or region.kind != "table":
            return
        if region.seat != pressed[1]:
            return
        self._swap_arrangement(pressed[2] or 0, region.pos or 0)

    def click_at(self, pos: QPointF) -> None:
        if self._runner.running:
            return
        region = self.scene.region_at(pos)
        if region is None:
            self._set_status("")
            return
        if not self._interactive or self._view is None:
            self._set_status(self._explain_wait())
            return
        if self.input_held:
            return
        self._click(region)

    def _click(self, region: Region) -> None:
        view = self._view
        assert view is not None and view.seat is not None
        me = view.seat
        legal = self._legal()
        key = region.key
        phase = view.phase
        if phase == "setup":
            if region.kind == "table" and region.seat == me and region.pos is not None:
                self._pressed = key
                if self._selected and self._selected[0] != key:
                    first = self._selected[0][2] or 0
                    self._selected = []
                    self._pressed = None
                    self._swap_arrangement(first, region.pos)
                    return
                self._selected = [] if self._selected == [key] else [key]
                self._redraw()
                return
            self._set_status(translate("TennoTable", "Arrange the Peasants on your own table."))
            return
        single = self._single_click_action(region)
        if single is not None:
            self._choose(single)
            return
        if phase in ("attack", "ronin"):
            self._click_attack(region, legal)
            return
        if phase == "swap":
            self._click_swap(region, legal)
            return
        self._set_status(self._explain(region))

    def _single_click_action(self, region: Region) -> TennoAction | None:
        view = self._view
        assert view is not None and view.seat is not None
        for a in self._legal():
            if isinstance(a, UseMonk) and region.key == ("table", view.seat, a.position, None):
                return a
            if isinstance(a, Refill) and region.key == ("hand", None, None, a.card):
                return a
            if isinstance(a, Peek) and region.key == ("table", view.current, a.position, None):
                return a
        return None

    def _click_attack(self, region: Region, legal: Sequence[TennoAction]) -> None:
        view = self._view
        assert view is not None and view.seat is not None
        me = view.seat
        attacks = [a for a in legal if isinstance(a, Attack)]
        if region.kind != "table" or region.seat is None or region.pos is None:
            self._set_status(self._explain(region))
            return
        key = region.key
        if region.seat == me:
            if not any(a.own == region.pos for a in attacks):
                self._set_status(self._explain(region))
                return
            target = next((k for k in self._selected if k[1] != me), None)
            if target is not None:
                action = Attack(target[1] or 0, region.pos, target[2] or 0)
                if action in attacks:
                    self._choose(action)
                    return
            self._selected = [] if self._selected == [key] else [key]
            self._redraw()
            self._set_status(translate("TennoTable", "Now click the card you want to attack."),
                             error=False)
            return
        if not any(a.target == region.seat and a.their == region.pos for a in attacks):
            self._set_status(self._explain(region))
            return
        own = next((k for k in self._selected if k[1] == me), None)
        if own is not None:
            action = Attack(region.seat, own[2] or 0, region.pos)
            if action in attacks:
                self._choose(action)
                return
        self._selected = [] if self._selected == [key] else [key]
        self._redraw()
        self._set_status(translate("TennoTable", "Now click the card you attack with."),
                         error=False)

    def _click_swap(self, region: Region, legal: Sequence[TennoAction]) -> None:
        view = self._view
        assert view is not None and view.seat is not None
        me = view.seat
        key = region.key
        if any(isinstance(a, SwapTable) for a in legal):
            if region.kind == "table" and region.seat == me:
                if key in self._selected:
                    self._selected.remove(key)
                else:
                    self._selected = [*self._selected[-1:], key]
                self._redraw()
                self._update_panel()
                return
            self._set_status(self._explain(region))
            return
        if region.kind == "table" and region.seat == me and region.pos is not None:
            if self._selected == [key]:
                action = Replace(region.pos, view.table[me][region.pos])
                if action in legal:
                    self._choose(action)
                    return
            self._selected = [key]
            self._redraw()
            self._set_status(translate("TennoTable",
                                       "Now click a hand card to lay in its place, or the same "
                                       "card again to lay it back."), error=False)
            return
        if region.kind == "hand" and region.card is not None:
            if not self._selected:
                self._set_status(translate("TennoTable",
                                           "First click the table card you want to exchange."))
                return
            action = Replace(self._selected[0][2] or 0, region.card)
            if action in legal:
                self._choose(action)
                return
        self._set_status(self._explain(region))

    def _swap_arrangement(self, a: int, b: int) -> None:
        if self._arrangement is None:
            return
        arr = self._arrangement
        arr[a], arr[b] = arr[b], arr[a]
        self._selected = []
        self._redraw()

    # -- keyboard ------------------------------------------------------------------

    def _focus_targets(self) -> list[Region]:
        keys = self._legal_keys()
        return [r for r in self.scene.regions if r.key in keys]

    def move_focus(self, delta: int) -> None:
        """Move the keyboard focus ring to the next/previous clickable card."""
        targets = self._focus_targets()
        if not targets or self.input_held:
            return
        keys = [r.key for r in targets]
        if self._focus_key in keys:
            index = (keys.index(self._focus_key) + delta) % len(keys)
        else:
            index = 0 if delta > 0 else len(keys) - 1
        if self._focus_key is not None:
            self._restore_highlight(self._focus_key)
        self._focus_key = keys[index]
        self.scene.set_highlight(self._focus_key, "focus")
        self._set_status(targets[index].tooltip, error=False)

    def choose_focused(self) -> None:
        """Enter/Space: click the card under the focus ring."""
        if self._focus_key is None:
            self.move_focus(1)
            return
        region = self.scene.region_for_key(self._focus_key)
        if region is not None and self._interactive and not self.input_held:
            focus = self._focus_key
            self._click(region)
            if self._interactive and self.scene.region_for_key(focus) is not None:
                self.scene.set_highlight(focus, "focus")

    def clear_selection(self) -> None:
        """Escape: forget the cards chosen so far."""
        self._selected = []
        self._focus_key = None
        self._redraw()

    def _restore_highlight(self, key: Key) -> None:
        self.scene.set_highlight(key, "selected" if key in self._selected else
                                 ("legal" if key in self._legal_keys() else ""))

    def _choose(self, action: TennoAction | None) -> None:
        if action is None or action not in self._legal() or self.input_held:
            return
        self._set_status("")
        self._selected = []
        self._focus_key = None
        self._set_interactive(False)
        self.action_chosen.emit(action)

    def _set_interactive(self, on: bool) -> None:
        if self._interactive == on:
            return
        self._interactive = on
        if not on:
            hide_tooltip_now()
            self.scene.hover_key = None
        self._redraw()
        self._update_panel()

    def _confirm_clicked(self) -> None:
        view = self._view
        if view is None or self.input_held:
            return
        if view.phase == "setup" and self._arrangement is not None:
            order = self._arrangement
            self._choose(Arrange((order[0], order[1], order[2])))
        elif view.phase == "swap" and len(self._selected) == 2:
            a, b = sorted((self._selected[0][2] or 0, self._selected[1][2] or 0))
            self._choose(SwapTable(a, b, True))

    def _keep_clicked(self) -> None:
        view = self._view
        if view is None or self.input_held or len(self._selected) != 2:
            return
        a, b = sorted((self._selected[0][2] or 0, self._selected[1][2] or 0))
        self._choose(SwapTable(a, b, False))

    def _decline_clicked(self) -> None:
        if not self.input_held:
            self._choose(Decline())

    def _explain_wait(self) -> str:
        view = self._view
        if view is None:
            return ""
        if view.phase == "over":
            return translate("TennoTable", "The game is over.")
        if view.seat is not None and view.decider == view.seat:
            # The seat's own decision is next; the controller opens the table in a moment.
            return translate("TennoTable", "One moment — your turn is about to start.")
        return translate("TennoTable", "Please wait — %1 decides now.").replace(
            "%1", self._name(view.decider))

    def _explain(self, region: Region) -> str:
        view = self._view
        if view is None or view.seat is None:
            return ""
        me = view.seat
        phase = view.phase
        if region.kind == "slot":
            return translate("TennoTable", "This position is empty.")
        if phase in ("attack", "ronin"):
            if region.kind == "hand":
                return translate("TennoTable", "You attack with the cards on your table, "
                                 "not from your hand.")
            if region.seat == me and region.pos is not None:
                card = view.table[me][region.pos]
                if card >= 0 and card % 11 == 10:
                    return translate("TennoTable", "The Shogun never attacks.")
                if phase == "ronin":
                    return translate("TennoTable",
                                     "The Ronin has fought; attack with one of your other cards.")
            return translate("TennoTable", "That card cannot be attacked now.")
        if phase == "monk":
            return translate("TennoTable", "Only your Monk can help here, and it cannot help "
                             "itself.")
        if phase == "refill":
            return translate("TennoTable", "Click a card in your hand to refill the empty "
                             "position.")
        if phase == "peek":
            return translate("TennoTable", "You may look only at the attacker's cards.")
        if phase == "swap":
            return translate("TennoTable", "Only your own cards can be exchanged.")
        return translate("TennoTable", "That is not possible right now.")

    # ==== the end ======================================================================



__all__ = ["TennoTable"]
