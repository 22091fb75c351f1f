"""The Shinobi table widget: the round table in a scaling view plus a side panel.

Implements the ``GameTable`` contract (ui/kit/contract.py).

Playing by mouse:
- Assigning (SHI-3): pick a card of your hand and a rival plate (click
  both, in any order, or drag the card onto the plate), then click the
  weapon you announce in the side panel. Announcements the limit forbids are
  disabled, with the reason in their tooltip.
- Resolving (SHI-4): click two of the three cards you received; they are
  revealed. Then the panel explains the result and the risk of denouncing,
  with one button to accept and one to denounce.
Keys: 1–4 pick a hand card or a received card, then 1–3 a target (the order
of the three rivals from your right), Tab reaches the panel buttons, Esc
clears a selection.

Privacy: the table draws exactly the view it is given; :meth:`clear_private`
draws the public form of the last view and reduces the log to public lines.
AI flavour lines (SHI-8) come from public facts only (log_text.flavour_line).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QPoint,
    QPointF,
    Qt,
    QTimer,
)
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsView,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from senji_desktop.engine.core import Event, Outcome
from senji_desktop.games.shinobi.heuristics import weapon_odds
from senji_desktop.games.shinobi.model import (
    NUM_WEAPONS,
    Accept,
    Attack,
    DenounceIncompetence,
    DenouncePlotting,
    Reveal,
    ShinobiAction,
    ShinobiView,
    attackers_of,
    targets_of,
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
from senji_desktop.ui.shinobi import log_text
from senji_desktop.ui.shinobi.end_dialog import EndDialog
from senji_desktop.ui.shinobi.log_text import weapon_name
from senji_desktop.ui.shinobi.scene import (
    CARD_W,
    FlyingCard,
    Marks,
    Pulse,
    Region,
    ShinobiScene,
    plate_rect,
    received_rects,
)

translate = QCoreApplication.translate

#: How long an AI flavour line stays beside its plate, in milliseconds.
BUBBLE_MS = 3500

# Announcements that are not allowed (or not yet, before a card and a rival
# are picked) fade into the paper behind a dashed border, as at Senji's table.
DISABLED_STYLE = (
    f"QPushButton:disabled {{ color: {theme.INK_FAINT}; border: 1px dashed {theme.INK_FAINT};"
    " background: transparent; }"
)

# The side panel's width range in pixels (a share of the table's width,
# wider when a button's text needs it).
PANEL_MIN_W, PANEL_MAX_W = 300, 420



class TableView(QGraphicsView):
    """The graphics view: scales the scene to fit, forwards clicks, drags and keys."""

    def __init__(self, scene: ShinobiScene, table: ShinobiTable) -> None:
        super().__init__(scene, table)
        self.table = table
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setStyleSheet("QGraphicsView { background: transparent; border: none; }")
        self.viewport().setAutoFillBackground(False)
        self.setBackgroundBrush(Qt.BrushStyle.NoBrush)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(320, 240)
        self._press: QPointF | None = None
        self._drag: FlyingCard | None = None
        self._drag_weapon: int | None = None

    def fit(self) -> None:
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.setFocus(Qt.FocusReason.MouseFocusReason)
            self._press = self.mapToScene(event.position().toPoint())
            self._drag_weapon = self.table.drag_weapon_at(self._press)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        pos = self.mapToScene(event.position().toPoint())
        if self._press is not None and self._drag_weapon is not None:
            if self._drag is None and (pos - self._press).manhattanLength() > 8:
                self._drag = self.table.start_drag(self._drag_weapon)
            if self._drag is not None:
                self._drag.setPos(pos - QPointF(CARD_W / 2, 40))
        self.table.hover_at(pos)
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or self._press is None:
            super().mouseReleaseEvent(event)
            return
        pos = self.mapToScene(event.position().toPoint())
        drag, self._drag = self._drag, None
        weapon, self._drag_weapon = self._drag_weapon, None
        self._press = None
        if drag is not None and weapon is not None:
            self.table.end_drag(drag, weapon, pos)
        else:
            self.table.click_at(pos)
        event.accept()

    def leaveEvent(self, event: QEvent) -> None:
        self.table.hover_at(None)
        super().leaveEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        event.accept()  # a double click is not a second action

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_6 and not event.isAutoRepeat():
            self.table.key_number(int(key) - int(Qt.Key.Key_1) + 1)
            event.accept()
            return
        if key == Qt.Key.Key_Escape:
            self.table.clear_selection()
            event.accept()
            return
        super().keyPressEvent(event)


class ShinobiTable(GameTable):
    """The Shinobi table (see module docstring and GameTable)."""

    end_dialog_class = EndDialog

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ShinobiTable")
        self._names: list[str] = []
        self._ai_seats: frozenset[int] | None = None
        self._view: ShinobiView | None = None
        self._interactive = False
        self._memory_aid = True
        self._speed = 1.0
        self._anchor: int | None = None
        self._log_events: list[Event] = []
        self._status = ""
        self._outcome: tuple[Outcome, ShinobiView] | None = None
        self._dialog: EndDialog | None = None
        self._sel_weapon: int | None = None
        self._sel_target: int | None = None
        self._sel_cards: tuple[int, ...] = ()
        self._hover: Region | None = None
        self._bubbles: dict[int, str] = {}
        self._bubble_timer = QTimer(self)
        self._bubble_timer.setSingleShot(True)
        self._bubble_timer.timeout.connect(self._clear_bubbles)
        self._anim_items: list[Any] = []

        self.scene = ShinobiScene(self)
        self.graphics_view = TableView(self.scene, self)
        self._runner = StepRunner(self)

        self.panel = QFrame(self)
        self.panel.setObjectName("shinobi_panel")
        self.panel.setStyleSheet(theme.panel_style_sheet() + (
            f"QFrame#shinobi_panel {{ background: {theme.PAPER_LIGHT};"
            f" border-left: 1px solid {theme.INK_FAINT}; }}") + DISABLED_STYLE)
        box = QVBoxLayout(self.panel)
        box.setContentsMargins(22, 20, 22, 20)
        box.setSpacing(8)
        self.turn_label = self._label(15, bold=True)
        self.phase_label = self._label(11.5)
        self.help_label = self._label(10.5, role="hint")
        box.addWidget(self.turn_label)
        box.addWidget(self.phase_label)
        box.addWidget(self.help_label)
        # Announcement picker (assigning).
        # The label sits in the panel's own column (shown with the box): inside
        # the box its wrapped second line would squeeze the buttons.
        self.announce_label = self._label(11, bold=True)
        box.addWidget(self.announce_label)
        self.announce_box = QWidget(self.panel)
        grid = QGridLayout(self.announce_box)
        grid.setContentsMargins(0, 0, 0, 4)
        grid.setSpacing(6)
        self.announce_buttons: list[QPushButton] = []
        for w in range(NUM_WEAPONS):
            b = QPushButton(self.announce_box)
            b.setObjectName(f"announce_{w}")
            b.setFont(theme.ui_font(11, bold=True))
            b.clicked.connect(lambda _=False, w=w: self._announce_clicked(w))
            grid.addWidget(b, w // 2, w % 2)
            self.announce_buttons.append(b)
        box.addWidget(self.announce_box)
        # Decision after revealing (resolving).
        self.decide_box = QWidget(self.panel)
        dbox = QVBoxLayout(self.decide_box)
        dbox.setContentsMargins(0, 4, 0, 4)
        dbox.setSpacing(6)
        self.explain_label = self._label(11)
        self.odds_label = self._label(10.5, role="hint")
        row = QVBoxLayout()
        self.accept_button = QPushButton(self.decide_box)
        self.accept_button.setObjectName("accept")
        self.accept_button.setFont(theme.ui_font(11, bold=True))
        self.accept_button.clicked.connect(self._accept_clicked)
        self.denounce_button = QPushButton(self.decide_box)
        self.denounce_button.setObjectName("denounce")
        self.denounce_button.setFont(theme.ui_font(11, bold=True))
        self.denounce_button.setStyleSheet(
            f"QPushButton {{ color: {theme.ACCENT}; border: 2px solid {theme.ACCENT}; }}")
        self.denounce_button.clicked.connect(self._denounce_clicked)
        row.addWidget(self.accept_button)
        row.addWidget(self.denounce_button)
        dbox.addWidget(self.explain_label)
        dbox.addWidget(self.odds_label)
        dbox.addLayout(row)
        box.addWidget(self.decide_box)
        self.result_button = QPushButton(self.panel)
        self.result_button.clicked.connect(self._open_result)
        self.result_button.hide()
        box.addWidget(self.result_button)
        self.log_heading = self._label(11.5, bold=True)
        self.log = LogPanel(self.panel)
        box.addSpacing(4)
        box.addWidget(self.log_heading)
        box.addWidget(self.log, 1)
        rule = QFrame(self.panel)
        rule.setFrameShape(QFrame.Shape.HLine)
        rule.setStyleSheet(f"color: {theme.INK_FAINT};")
        box.addWidget(rule)
        self.status_label = self._label(10.5, role="status")
        self.status_label.setMinimumHeight(self.status_label.fontMetrics().height() * 2 + 4)
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
        label.setTextFormat(Qt.TextFormat.PlainText)  # names are user input
        label.setWordWrap(True)
        label.setFont(theme.ui_font(size, bold=bold))
        if role:
            label.setProperty("role", role)
        label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        return label

    # ==== GameTable contract =====================================================

    def result_names(self) -> list[str]:
        return list(self._names)

    def set_names(self, names: list[str]) -> None:
        self._names = list(names)
        self._ai_seats = None
        self._redraw()
        self._rebuild_log()

    def set_ai_seats(self, seats: frozenset[int] | set[int]) -> None:
        """The seats played by the AI (their attacks get flavour lines, SHI-8)."""
        self._ai_seats = frozenset(seats)
        self._rebuild_log()

    def show_view(self, view: Any, interactive: bool) -> None:
        self._runner.finish_now()
        self._show(view, interactive)

    def play_events(self, events: list[Event], view_before: Any, view_after: Any) -> None:
        self._runner.finish_now()
        start = self._view
        interactive_after = bool(self._interactive and view_after.legal and start is not None
                                 and start.seat == view_after.seat)
        self._interactive = False
        self._reset_selection()
        for i, e in enumerate(events):
            self._log_event(e, view_after.round, final=log_text.ends_the_game(events, i))

        def done() -> None:
            self._clear_anim_items()
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
        self._redraw()
        self._update_panel()
        steps = [s for s in (self._step_for(e, start) for e in events) if s is not None]
        self._runner.start(steps, done, instant=self._speed <= 0)

    def clear_private(self, public_view: Any) -> None:
        self._runner.finish_now()
        hide_tooltip_now()
        self._reset_selection()
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
        self._update_panel()

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

    def hold_input(self, ms: int) -> None:
        super().hold_input(ms)
        # The legal targets glow again once the hold has run out.
        QTimer.singleShot(self._hold_ms + 20, self, self._redraw)


    def target_widget(self, action: Any) -> QWidget | None:
        """The widget of the next click towards `action` (see target_point)."""
        if isinstance(action, Accept):
            return self.accept_button if self.decide_box.isVisible() else None
        if isinstance(action, DenounceIncompetence | DenouncePlotting):
            return self.denounce_button if self.decide_box.isVisible() else None
        if (isinstance(action, Attack) and self._sel_weapon == action.weapon
                and self._sel_target == action.target):
            return self.announce_buttons[action.announced]
        return self.graphics_view.viewport()

    def target_point(self, action: Any) -> QPoint | None:
        """Where the next click towards `action` goes: an Attack takes three
        clicks (hand card, target plate, announcement button), a Reveal two
        (the two cards), Accept and the denouncements one (their buttons)."""
        widget = self.target_widget(action)
        if widget is None:
            return None
        if widget is not self.graphics_view.viewport():
            return widget.rect().center()
        region: Region | None = None
        if isinstance(action, Attack):
            if self._sel_weapon != action.weapon:
                region = self.scene.hand_region(action.weapon)
            else:
                region = self.scene.seat_region(action.target)
        elif isinstance(action, Reveal) and self._view is not None:
            seat = self._view.current
            extra = [a for a in self._sel_cards if a not in (action.first, action.second)]
            for a in (*extra, action.first, action.second):
                if a in extra or a not in self._sel_cards:
                    region = self.scene.received_region(seat, a)
                    break
        if region is None:
            return None
        return self.graphics_view.mapFromScene(region.click)

    # ==== drawing ======================================================================

    @property
    def view(self) -> ShinobiView | None:
        return self._view

    @property
    def status_text(self) -> str:
        return self._status

    @property
    def interactive(self) -> bool:
        """True while the table waits for the shown seat's choice."""
        return self._interactive

    def click_points(self, action: Any) -> list[tuple[QWidget, QPoint]]:
        """Every click a player makes to choose `action` from the current
        selection, as (widget, point) pairs (for tests and tools)."""
        points: list[tuple[QWidget, QPoint]] = []
        if isinstance(action, Attack):
            order = []
            if self._sel_weapon != action.weapon:
                order.append(self.scene.hand_region(action.weapon))
            if self._sel_target != action.target:
                order.append(self.scene.seat_region(action.target))
            for region in order:
                if region is None:
                    return []
                points.append((self.graphics_view.viewport(),
                               self.graphics_view.mapFromScene(region.click)))
            button = self.announce_buttons[action.announced]
            points.append((button, button.rect().center()))
            return points
        if isinstance(action, Reveal) and self._view is not None:
            for a in (action.first, action.second):
                region = self.scene.received_region(self._view.current, a)
                if region is None:
                    return []
                points.append((self.graphics_view.viewport(),
                               self.graphics_view.mapFromScene(region.click)))
            return points
        widget = self.target_widget(action)
        point = self.target_point(action)
        return [] if widget is None or point is None else [(widget, point)]

    @property
    def bubbles(self) -> dict[int, str]:
        return dict(self._bubbles)

    def _show(self, view: ShinobiView, interactive: bool) -> None:
        before = self._view
        self._view = view
        if view.seat is not None:
            self._anchor = view.seat
        self._interactive = bool(interactive and view.seat is not None and view.legal)
        if before is None or before.seat != view.seat or not self._interactive:
            hide_tooltip_now()
        if not self._interactive or before is None or before.legal != view.legal:
            self._reset_selection()
        self._set_status("")
        self._redraw()
        self._update_panel()

    def _bottom_seat(self, view: ShinobiView) -> int:
        if view.seat is not None:
            return view.seat
        if self._anchor is not None and self._anchor < view.num_seats:
            return self._anchor
        return 0

    def _legal(self) -> tuple[ShinobiAction, ...]:
        if self._view is None or not self._interactive:
            return ()
        return self._view.legal

    def _marks(self) -> Marks:
        view = self._view
        assert view is not None
        legal = self._legal()
        attacks = [a for a in legal if isinstance(a, Attack)]
        glow_hand: set[int] = set()
        glow_seats: set[int] = set()
        if attacks and not self.input_held:
            glow_hand = {a.weapon for a in attacks
                         if self._sel_target is None or a.target == self._sel_target}
            glow_seats = {a.target for a in attacks
                          if self._sel_weapon is None or a.weapon == self._sel_weapon}
        glow_received: set[int] = set()
        if any(isinstance(a, Reveal) for a in legal) and view.seat is not None:
            glow_received = set(attackers_of(view.seat, view.num_seats))
        return Marks(
            bottom=self._bottom_seat(view),
            names=self._names,
            selected_weapon=self._sel_weapon,
            selected_target=self._sel_target,
            selected_cards=self._sel_cards,
            glow_hand=frozenset(glow_hand),
            glow_seats=frozenset(glow_seats),
            glow_received=frozenset(glow_received),
            hover=self._hover,
            bubbles=dict(self._bubbles),
        )

    def _redraw(self) -> None:
        if self._view is None:
            self.scene.render_view(None, Marks())
            return
        self.scene.render_view(self._view, self._marks())
        self.graphics_view.fit()
        set_paper_background(self)

    def _fit_panel(self) -> None:
        """Give the side panel the table's share of the width, but at least
        the width of its longest decision button in the current language."""
        texts = [translate("ShinobiTable", "Take the hit"), translate("ShinobiTable", "Go on"),
                 translate("ShinobiTable", "Denounce plotting!"),
                 translate("ShinobiTable", "Denounce nothing"),
                 translate("ShinobiTable", "Denounce incompetence!")]
        fm = self.denounce_button.fontMetrics()
        margins = self.panel.layout().contentsMargins()
        need = (max(fm.horizontalAdvance(t) for t in texts) + 40
                + margins.left() + margins.right())
        width = min(PANEL_MAX_W, max(PANEL_MIN_W, int(self.width() * 0.26), need))
        if self.panel.width() != width or self.panel.minimumWidth() != width:
            self.panel.setFixedWidth(width)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._fit_panel()
        super().resizeEvent(event)
        set_paper_background(self)
        self.graphics_view.fit()

    # ==== animation ======================================================================

    def _clear_anim_items(self) -> None:
        for item in self._anim_items:
            if item.scene() is not None:
                self.scene.removeItem(item)
        self._anim_items = []

    def _step_for(self, event: Event, start: ShinobiView) -> Step | None:
        n = start.num_seats
        bottom = self._bottom_seat(start)
        d = event.data
        ms = duration_ms(self._speed)
        if event.kind == "attacked":
            def fly() -> list[Any]:
                card = FlyingCard(d["attacker"], d["announced"])
                self.scene.addItem(card)
                self._anim_items.append(card)
                src = plate_rect(d["attacker"], bottom, n).center() - QPointF(CARD_W / 2, 40)
                dst = received_rects(d["target"], bottom, n)[d["attacker"]].topLeft()
                card.setPos(src)
                return [property_animation(card, b"pos", src, dst, ms)]
            return Step(fly)
        rects: list[Any] = []
        colour = theme.ACCENT
        if event.kind == "revealed":
            rr = received_rects(d["seat"], bottom, n)
            rects = [rr[a] for a in d["attackers"]]
        elif event.kind == "denounced":
            rects = [received_rects(d["seat"], bottom, n)[d["attacker"]]]
        elif event.kind == "lives_lost":
            rects = [plate_rect(d["seat"], bottom, n)]
            colour = "#c0392b"
        if not rects:
            return None

        def pulse() -> list[Any]:
            anims = []
            for r in rects:
                item = Pulse(r, colour)
                self.scene.addItem(item)
                self._anim_items.append(item)
                anims.append(fade_animation(item, 1.0, 0.0, int(ms * 1.6)))
            return anims
        return Step(pulse)

    # ==== side panel ======================================================================

    def _retranslate_panel(self) -> None:
        self.announce_label.setText(translate("ShinobiTable", "Announce a weapon:"))
        for w, b in enumerate(self.announce_buttons):
            b.setText(weapon_name(w))
        self.result_button.setText(translate("ShinobiTable", "Show the result"))
        self.result_button.setToolTip(translate("ShinobiTable", "Open the end-of-game summary again"))
        self.log_heading.setText(translate("ShinobiTable", "Announcements and reveals"))
        self.graphics_view.setAccessibleName(translate("ShinobiTable", "Shinobi table"))
        self._fit_panel()

    def _name(self, seat: int | None) -> str:
        return log_text.seat_name(self._names, seat)

    def _update_panel(self) -> None:
        view = self._view
        self.announce_box.hide()
        self.announce_label.hide()
        self.decide_box.hide()
        if view is None:
            self.turn_label.setText("Shinobi")
            self.phase_label.setText(translate("ShinobiTable", "Waiting for the game to start"))
            self.help_label.hide()
            return
        legal = self._legal()
        name = self._name(view.current)
        if view.phase == "over":
            self.turn_label.setText(translate("ShinobiTable", "The game is over"))
            self.phase_label.setText(translate("ShinobiTable", "Round %1").replace(
                "%1", str(view.round)))
            self.help_label.hide()
            return
        self.turn_label.setText(translate("ShinobiTable", "%1's turn").replace("%1", name))
        if view.phase == "assign":
            left = 3 - view.given_count(view.current)
            phase = (translate("ShinobiTable", "Round %1 · Assigning attacks: one card left")
                     if left == 1 else
                     translate("ShinobiTable", "Round %1 · Assigning attacks: %n cards left")
                     .replace("%n", str(left)))
        else:
            phase = translate("ShinobiTable", "Round %1 · Resolving attacks")
        self.phase_label.setText(phase.replace("%1", str(view.round)))
        self.help_label.setText(self._help_text(view, legal))
        self.help_label.setVisible(bool(self.help_label.text()))
        if any(isinstance(a, Attack) for a in legal):
            self._update_announce(view, legal)
        if any(isinstance(a, Accept) for a in legal):
            self._update_decide(view, legal)

    def _help_text(self, view: ShinobiView, legal: tuple[ShinobiAction, ...]) -> str:
        if not legal:
            if view.seat is None:
                return translate("ShinobiTable", "The table shows only what every player may see.")
            return translate("ShinobiTable", "Please wait for your turn.")
        if isinstance(legal[0], Attack):
            names = ", ".join(self._name(t) for t in targets_of(view.current, view.num_seats)
                              if view.card(view.current, t) is None)
            return (translate(
                "ShinobiTable",
                "Give one card face down to each rival still open (%1): pick a card and a "
                "plate — click both or drag the card — then announce a weapon. The "
                "announcement is public and may be a lie.").replace("%1", names)
                + "\n" + translate("ShinobiTable",
                                   "Keys: 1–4 card, 1–3 rival, Tab to the buttons."))
        if isinstance(legal[0], Reveal):
            return translate(
                "ShinobiTable",
                "Click two of the three cards you received to reveal them. Two of the "
                "same weapon cost you a life. Cards revealed this round and the log help "
                "you guess: each clan gave three different weapons.")
        return ""

    def _update_announce(self, view: ShinobiView, legal: tuple[ShinobiAction, ...]) -> None:
        self.announce_box.show()
        self.announce_label.show()
        w, t = self._sel_weapon, self._sel_target
        ready = w is not None and t is not None
        allowed = {a.announced for a in legal if isinstance(a, Attack)
                   and a.weapon == w and a.target == t}
        if ready:
            assert w is not None and t is not None
            self.announce_label.setText(
                translate("ShinobiTable", "You give %1 the %2. Announce a weapon:")
                .replace("%1", self._name(t)).replace("%2", weapon_name(w)))
        else:
            self.announce_label.setText(translate(
                "ShinobiTable", "Pick a card and a rival, then announce a weapon."))
        for x, b in enumerate(self.announce_buttons):
            b.setEnabled(ready and x in allowed)
            if ready and x not in allowed:
                b.setToolTip(translate(
                    "ShinobiTable",
                    "%1 already carries two announcements of the %2; a third is not allowed.")
                    .replace("%1", self._name(t)).replace("%2", weapon_name(x)))
            elif ready and x == w:
                b.setToolTip(translate("ShinobiTable", "Announce the %1 — the truth.")
                             .replace("%1", weapon_name(x)))
            elif ready:
                b.setToolTip(translate("ShinobiTable", "Announce the %1 — a bluff.")
                             .replace("%1", weapon_name(x)))
            else:
                b.setToolTip(translate("ShinobiTable", "First pick a card and a rival."))

    def _update_decide(self, view: ShinobiView, legal: tuple[ShinobiAction, ...]) -> None:
        seat = view.seat
        if seat is None or view.pair is None:
            return
        a, b = view.pair
        ca, cb = view.card(a, seat), view.card(b, seat)
        if ca is None or cb is None or ca.weapon is None or cb.weapon is None:
            return
        self.decide_box.show()
        third = next(x for x in attackers_of(seat, view.num_seats) if x not in (a, b))
        wa, wb = ca.weapon, cb.weapon
        own = view.lives[seat]
        hit = sorted(x for x in attackers_of(seat, view.num_seats) if view.lives[x] > 0)
        if wa == wb:
            first = (translate("ShinobiTable", "Both cards are the %1: you lose 1 life.")
                     if own else
                     translate("ShinobiTable", "Both cards are the %1, but you have no life "
                               "left to lose."))
            then = translate("ShinobiTable", "If you denounce plotting, the third card (from "
                             "%2) is revealed.")
            held = self._plotting_held(hit)
            if own >= 2:
                false = translate("ShinobiTable", "If not, you lose 2 lives.")
            elif own == 1:
                false = translate("ShinobiTable", "If not, you lose your last life.")
            else:
                false = translate("ShinobiTable", "If not, you lose nothing either.")
            self.explain_label.setText(
                " ".join((first, then, held, false))
                .replace("%1", weapon_name(wa)).replace("%2", self._name(third)))
            if own:
                self.accept_button.setText(translate("ShinobiTable", "Take the hit"))
                self.accept_button.setToolTip(translate("ShinobiTable", "Lose 1 life and go on"))
            else:
                self.accept_button.setText(translate("ShinobiTable", "Go on"))
                self.accept_button.setToolTip(translate(
                    "ShinobiTable", "You have no life left to lose; go on"))
            self.denounce_button.setText(translate("ShinobiTable", "Denounce plotting!"))
            risk = (translate("ShinobiTable", "You risk 2 lives.") if own >= 2 else
                    translate("ShinobiTable", "You risk your last life.") if own == 1 else
                    translate("ShinobiTable", "You risk nothing: you have no life left."))
        else:
            first = translate("ShinobiTable", "The cards are the %1 and the %2: the attack "
                              "missed, you lose nothing.")
            then = translate("ShinobiTable", "If you denounce incompetence, the third card "
                             "(from %3) is revealed.")
            held = self._incompetence_held(hit)
            false = (translate("ShinobiTable", "If it matches one, you lose 1 life.") if own else
                     translate("ShinobiTable", "If it matches one, you lose nothing: you have "
                               "no life left."))
            self.explain_label.setText(
                " ".join((first, then, held, false))
                .replace("%1", weapon_name(wa)).replace("%2", weapon_name(wb))
                .replace("%3", self._name(third)))
            self.accept_button.setText(translate("ShinobiTable", "Denounce nothing"))
            self.accept_button.setToolTip(translate("ShinobiTable", "Lose nothing and go on"))
            self.denounce_button.setText(translate("ShinobiTable", "Denounce incompetence!"))
            risk = (translate("ShinobiTable", "You risk 1 life.") if own else
                    translate("ShinobiTable", "You risk nothing: you have no life left."))
        if len(hit) == 3:
            gain = translate("ShinobiTable", "If the charge holds, each attacker loses 1 life.")
        elif len(hit) == 2:
            gain = translate("ShinobiTable", "If the charge holds, %1 and %2 each lose 1 life.")
        elif len(hit) == 1:
            gain = translate("ShinobiTable", "If the charge holds, %1 loses 1 life.")
        else:
            gain = translate("ShinobiTable", "No attacker has a life left to lose.")
        self.denounce_button.setToolTip(
            risk + " " + self._with_names(gain, hit))
        if self._memory_aid:
            known = [c.weapon for c in view.cards if c.attacker == third and c.weapon is not None]
            odds = weapon_odds(known)
            chance = odds[wa] if wa == wb else 1.0 - odds[wa] - odds[wb]
            self.odds_label.setText(translate(
                "ShinobiTable",
                "From the cards of %1 you have seen this round, the charge holds with a "
                "chance of %2 %.").replace("%1", self._name(third))
                .replace("%2", str(round(chance * 100))))
            self.odds_label.show()
        else:
            self.odds_label.hide()

    def _with_names(self, text: str, seats: list[int]) -> str:
        """`text` with %1, %2 … replaced by the names of `seats` (at most two)."""
        for i, s in enumerate(seats[:2]):
            text = text.replace(f"%{i + 1}", self._name(s))
        return text

    def _plotting_held(self, hit: list[int]) -> str:
        """The sentence for a plotting charge that holds, by which attackers
        still have a life to lose (SHI-4, SHI-5); its %1 is the weapon."""
        if len(hit) == 3:
            return translate("ShinobiTable", "If it is the %1 too, you lose nothing and each "
                             "of your three attackers loses 1 life.")
        if len(hit) == 2:
            text = translate("ShinobiTable", "If it is the %1 too, you lose nothing and %a and "
                             "%b each lose 1 life (the third attacker has none left).")
        elif len(hit) == 1:
            text = translate("ShinobiTable", "If it is the %1 too, you lose nothing and %a "
                             "loses 1 life (the other attackers have none left).")
        else:
            text = translate("ShinobiTable", "If it is the %1 too, you lose nothing, but none "
                             "of your attackers has a life left to lose.")
        return self._attacker_names(text, hit)

    def _incompetence_held(self, hit: list[int]) -> str:
        """The sentence for an incompetence charge that holds, by which
        attackers still have a life to lose (SHI-4, SHI-5)."""
        if len(hit) == 3:
            return translate("ShinobiTable", "If it differs from both, each of your three "
                             "attackers loses 1 life.")
        if len(hit) == 2:
            text = translate("ShinobiTable", "If it differs from both, %a and %b each lose 1 "
                             "life (the third attacker has none left).")
        elif len(hit) == 1:
            text = translate("ShinobiTable", "If it differs from both, %a loses 1 life (the "
                             "other attackers have none left).")
        else:
            text = translate("ShinobiTable", "If it differs from both, nobody loses a life: "
                             "none of your attackers has one left.")
        return self._attacker_names(text, hit)

    def _attacker_names(self, text: str, hit: list[int]) -> str:
        if hit:
            text = text.replace("%a", self._name(hit[0]))
        if len(hit) > 1:
            text = text.replace("%b", self._name(hit[1]))
        return text

    def _set_status(self, text: str, *, error: bool = True) -> None:
        """Show `text` below the log and in the status bar; an empty text
        clears a message this table put there (the main window clears its
        status bar on an empty message)."""
        before, self._status = self._status, text
        self.status_label.setStyleSheet("" if error else f"QLabel {{ color: {theme.INK}; }}")
        self.status_label.setText(text)
        if text or before:
            self.status_message.emit(text)

    # ==== log and flavour lines ===============================================================

    def _discover_ai_seats(self) -> frozenset[int]:
        if self._ai_seats is None:
            ctrl = getattr(self.window(), "controller", None)
            seats = getattr(ctrl, "seats", None)
            if seats is not None and len(seats) == len(self._names):
                self._ai_seats = frozenset(i for i, s in enumerate(seats)
                                           if not getattr(s, "is_human", True))
            else:
                return frozenset()
        return self._ai_seats

    def _flavour(self, event: Event, round_no: int) -> Event | None:
        d = event.data
        if event.kind != "attacked" or d["attacker"] not in self._discover_ai_seats():
            return None
        text = log_text.flavour_line(round_no, d["attacker"], d["target"], d["announced"])
        return Event("flavour", {"attacker": d["attacker"], "target": d["target"], "text": text})

    def _log_event(self, event: Event, round_no: int, *, final: bool = False) -> None:
        self._log_events.append(event)
        line = log_text.describe(event, self._names, final=final)
        if line:
            self.log.append(line)
        flavour = self._flavour(event, round_no)
        if flavour is not None:
            self.log.append(log_text.describe(flavour, self._names) or "")
            self._bubbles[event.data["attacker"]] = flavour.data["text"]
            self._bubble_timer.start(BUBBLE_MS)

    def _rebuild_log(self) -> None:
        lines = []
        round_no = 1
        for i, e in enumerate(self._log_events):
            if e.kind == "round_started":
                round_no = e.data["round"]
            line = log_text.describe(e, self._names,
                                     final=log_text.ends_the_game(self._log_events, i))
            if line:
                lines.append(line)
            flavour = self._flavour(e, round_no)
            if flavour is not None:
                lines.append(log_text.describe(flavour, self._names) or "")
        self.log.set_lines(lines)

    def _clear_bubbles(self) -> None:
        if self._bubbles:
            self._bubbles.clear()
            self._redraw()

    # ==== interaction ==============================================================

    def _reset_selection(self) -> None:
        self._sel_weapon = None
        self._sel_target = None
        self._sel_cards = ()
        self._hover = None

    def clear_selection(self) -> None:
        self._reset_selection()
        self._redraw()
        self._update_panel()

    def _choose(self, action: ShinobiAction) -> None:
        if action not in self._legal() or self.input_held:
            return
        self._set_status("")
        self._reset_selection()
        self._interactive = False
        hide_tooltip_now()
        self._redraw()
        self._update_panel()
        self.action_chosen.emit(action)

    def hover_at(self, pos: QPointF | None) -> None:
        region = self.scene.region_at(pos) if pos is not None and not self._runner.running else None
        if region is not None and not self._useful(region):
            tip = self._tooltip(region)
            self.graphics_view.setToolTip(tip)
            region = None
        elif region is not None:
            self.graphics_view.setToolTip(self._tooltip(region))
        else:
            self.graphics_view.setToolTip("")
        if region != self._hover:
            self._hover = region
            if self._view is not None:
                self._redraw()
        vp = self.graphics_view.viewport()
        if region is not None:
            vp.setCursor(Qt.CursorShape.PointingHandCursor)
        else:
            vp.unsetCursor()

    def _tooltip(self, region: Region) -> str:
        view = self._view
        if view is None:
            return ""
        if region.kind == "hand" and region.weapon is not None:
            return translate("ShinobiTable", "Your %1 card").replace(
                "%1", weapon_name(region.weapon))
        if region.kind == "seat" and region.seat is not None:
            return (translate("ShinobiTable", "%1: %2 of 5 lives")
                    .replace("%1", self._name(region.seat))
                    .replace("%2", str(view.lives[region.seat])))
        if region.kind == "received" and region.attacker is not None and region.seat is not None:
            card = view.card(region.attacker, region.seat)
            if card is None:
                return ""
            if card.shown and card.weapon is not None:
                text = translate("ShinobiTable",
                                 "From %1 to %2: announced the %3, revealed the %4.")
                return (text.replace("%1", self._name(card.attacker))
                        .replace("%2", self._name(card.target))
                        .replace("%3", weapon_name(card.announced))
                        .replace("%4", weapon_name(card.weapon)))
            if card.weapon is not None:
                text = translate("ShinobiTable",
                                 "Your card to %2: the %4, announced as the %3.")
                return (text.replace("%2", self._name(card.target))
                        .replace("%3", weapon_name(card.announced))
                        .replace("%4", weapon_name(card.weapon)))
            text = translate("ShinobiTable", "From %1 to %2: face down, announced as the %3.")
            return (text.replace("%1", self._name(card.attacker))
                    .replace("%2", self._name(card.target))
                    .replace("%3", weapon_name(card.announced)))
        return ""

    def _useful(self, region: Region) -> bool:
        """True if clicking `region` now takes a step towards a legal action."""
        legal = self._legal()
        if not legal or self._view is None:
            return False
        if region.kind == "hand":
            return any(isinstance(a, Attack) and a.weapon == region.weapon
                       and (self._sel_target is None or a.target == self._sel_target)
                       for a in legal)
        if region.kind == "seat":
            return any(isinstance(a, Attack) and a.target == region.seat
                       and (self._sel_weapon is None or a.weapon == self._sel_weapon)
                       for a in legal)
        if region.kind == "received":
            return (region.seat == self._view.seat
                    and any(isinstance(a, Reveal) for a in legal))
        return False

    def click_at(self, pos: QPointF) -> None:
        if self._runner.running:
            return
        region = self.scene.region_at(pos)
        if region is None:
            self._set_status("")
            return
        if not self._useful(region):
            self._set_status(self._explain(region))
            return
        if self.input_held:
            return
        self._step_towards(region)

    def _step_towards(self, region: Region) -> None:
        view = self._view
        assert view is not None
        if region.kind == "hand":
            self._sel_weapon = None if self._sel_weapon == region.weapon else region.weapon
        elif region.kind == "seat":
            self._sel_target = None if self._sel_target == region.seat else region.seat
        elif region.kind == "received" and region.attacker is not None:
            a = region.attacker
            if a in self._sel_cards:
                self._sel_cards = tuple(x for x in self._sel_cards if x != a)
            else:
                self._sel_cards = (*self._sel_cards, a)
            if len(self._sel_cards) == 2:
                first, second = sorted(self._sel_cards)
                self._choose(Reveal(first, second))
                return
        self._selection_changed()

    def _selection_changed(self) -> None:
        """Redraw after a pick; with card and rival chosen, focus the first
        allowed announcement so Enter or Space can confirm it."""
        self._set_status("")
        self._redraw()
        self._update_panel()
        if self._sel_weapon is not None and self._sel_target is not None:
            self.announce_buttons[self._first_allowed()].setFocus()

    def _first_allowed(self) -> int:
        for x, b in enumerate(self.announce_buttons):
            if b.isEnabled():
                return x
        return 0

    def _explain(self, region: Region) -> str:
        view = self._view
        if view is None:
            return ""
        if view.phase == "over":
            return translate("ShinobiTable", "The game is over.")
        if not self._interactive or view.seat is None:
            return translate("ShinobiTable", "Please wait — it is %1's turn.").replace(
                "%1", self._name(view.current))
        legal = self._legal()
        if isinstance(legal[0], Attack):
            if region.kind == "seat":
                if region.seat == view.seat:
                    return translate("ShinobiTable", "You cannot attack yourself.")
                if region.seat not in targets_of(view.seat, view.num_seats):
                    return translate(
                        "ShinobiTable",
                        "You attack only the three rivals to your right: %1 is not one of "
                        "them.").replace("%1", self._name(region.seat))
                if view.card(view.seat, region.seat) is not None:
                    return translate("ShinobiTable", "%1 already has a card from you.").replace(
                        "%1", self._name(region.seat))
            if region.kind == "received":
                return translate("ShinobiTable",
                                 "Cards are revealed later, when the attacks are resolved.")
            return translate("ShinobiTable", "Pick a card of your hand and a rival plate.")
        if isinstance(legal[0], Reveal):
            return translate("ShinobiTable", "Click two of the cards in front of you.")
        return translate("ShinobiTable", "Decide with the buttons beside the table.")

    def _announce_clicked(self, x: int) -> None:
        if self._sel_weapon is None or self._sel_target is None:
            return
        self._choose(Attack(self._sel_target, self._sel_weapon, x))

    def _accept_clicked(self) -> None:
        self._choose(Accept())

    def _denounce_clicked(self) -> None:
        for a in self._legal():
            if isinstance(a, DenounceIncompetence | DenouncePlotting):
                self._choose(a)
                return

    def key_number(self, k: int) -> None:
        """Keys 1–6: a hand card (1–4 by weapon order), then a rival (1–3 from
        your right); or a received card (1–3 from the left)."""
        view = self._view
        legal = self._legal()
        if view is None or not legal or view.seat is None or self.input_held:
            return
        region: Region | None = None
        if isinstance(legal[0], Attack):
            if self._sel_weapon is None and 1 <= k <= NUM_WEAPONS:
                region = self.scene.hand_region(k - 1)
            elif 1 <= k <= 3:
                region = self.scene.seat_region(targets_of(view.seat, view.num_seats)[k - 1])
        elif isinstance(legal[0], Reveal) and 1 <= k <= 3:
            order = list(reversed(attackers_of(view.seat, view.num_seats)))
            region = self.scene.received_region(view.seat, order[k - 1])
        if region is not None and self._useful(region):
            self._step_towards(region)

    # -- dragging ---------------------------------------------------------------------

    def drag_weapon_at(self, pos: QPointF) -> int | None:
        region = self.scene.region_at(pos)
        if region is not None and region.kind == "hand" and self._useful(region):
            return region.weapon
        return None

    def start_drag(self, weapon: int) -> FlyingCard:
        card = FlyingCard(self._view.seat if self._view and self._view.seat is not None else 0,
                          weapon)
        self.scene.addItem(card)
        return card

    def end_drag(self, card: FlyingCard, weapon: int, pos: QPointF) -> None:
        self.scene.removeItem(card)
        region = self.scene.region_at(pos)
        if region is None or region.kind != "seat" or self.input_held:
            return
        self._sel_weapon = weapon
        if self._useful(region):
            self._sel_target = region.seat
            self._selection_changed()
        else:
            self._set_status(self._explain(region))
            self._redraw()
            self._update_panel()

    # ==== the end ===================================================================

