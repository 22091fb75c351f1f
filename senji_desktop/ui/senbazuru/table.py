"""The SenbaZuru table widget: the board, the tray below it and a side panel.

Implements the ``GameTable`` contract (ui/kit/contract.py).

How a turn is played here (each step is one decision of the rules, see
games/senbazuru/rules.py):

1. Place: choose a hand tile in the tray (the first one is chosen for you;
   keys 1–3), the cells where it may go glow on the board; pointing at one
   shows the tile there and frames the tiles it would catch (a preview
   before committing); a click places it. A press that moves pans the
   board, the wheel zooms (+, - and 0 too).
2. Catch: each chain the placement can catch is framed and joined to the
   placed tile. "Catch all" (Enter; the default) takes every chain; a click
   on a chain takes that one; "Leave the rest" (Esc) ends the catching.
   "Catch all" sends one Catch per chain, one after the other.
3. Crowned-crane token: click the glowing tile to take it from / put it on.
4. Draw: click a glowing tile of the display.

Privacy: the table draws exactly the view it is given; :meth:`clear_private`
draws the public form of the last view and keeps only public log lines.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QPoint, Qt, QTimer
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from senji_desktop.engine.core import Event, Outcome
from senji_desktop.games.senbazuru.model import (
    NOBODY,
    SIDES,
    Catch,
    Cell,
    Discard,
    Draw,
    EndCatching,
    Place,
    PutToken,
    SenbaZuruAction,
    SenbaZuruView,
    TakeToken,
)
from senji_desktop.games.senbazuru.rules import can_place
from senji_desktop.ui.common import theme
from senji_desktop.ui.common.log_panel import LogPanel
from senji_desktop.ui.common.paper import set_paper_background
from senji_desktop.ui.kit.animation import duration_ms
from senji_desktop.ui.kit.contract import GameTable, hide_tooltip_now
from senji_desktop.ui.senbazuru import log_text
from senji_desktop.ui.senbazuru.end_dialog import EndDialog
from senji_desktop.ui.senbazuru.items import GOLD, seat_colour
from senji_desktop.ui.senbazuru.scene import BoardScene, BoardView, cell_centre, chains_preview
from senji_desktop.ui.senbazuru.tray import Slot, Tray

translate = QCoreApplication.translate



class SidePanel(QFrame):
    def resizeEvent(self, event: QResizeEvent) -> None:
        set_paper_background(self, tone=theme.PAPER_LIGHT, vignette=False)
        super().resizeEvent(event)


class SenbaZuruTable(GameTable):
    """The SenbaZuru table (see module docstring and GameTable)."""

    end_dialog_class = EndDialog

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("SenbaZuruTable")
        self._names: list[str] = []
        self._view: SenbaZuruView | None = None
        self._interactive = False
        self._memory_aid = True
        self._speed = 1.0
        self._anchor = 0
        self._selected: int | None = None
        self._hover_cell: Cell | None = None
        self._queue: list[SenbaZuruAction] = []
        self._focus = None
        self._log_events: list[Event] = []
        self._status = ""
        self._outcome: tuple[Outcome, SenbaZuruView] | None = None
        self._dialog: EndDialog | None = None
        self._anim: Any = None
        self._anim_done: Any = None

        self.scene = BoardScene(self)
        self.graphics_view = BoardView(self.scene, self, self._board_clicked, self._board_hover,
                                       self._key, self._tab)
        # Index into :meth:`_targets` of the keyboard focus (None = no focus ring).
        self._focus: int | None = None
        self.tray = Tray(self, self._tray_clicked, self._tray_hover)

        self.panel = SidePanel(self)
        self.panel.setStyleSheet(theme.panel_style_sheet())
        self.panel.setFixedWidth(340)
        box = QVBoxLayout(self.panel)
        box.setContentsMargins(22, 20, 22, 20)
        box.setSpacing(7)
        self.turn_label = self._label(15, bold=True)
        self.phase_label = self._label(11.5)
        self.help_label = self._label(10.5, role="hint")
        self.score_box = QGridLayout()
        self.score_box.setHorizontalSpacing(8)
        self.score_box.setVerticalSpacing(2)
        self.score_names = [self._label(11.5, bold=True), self._label(11.5, bold=True)]
        self.score_values = [self._label(15, bold=True), self._label(15, bold=True)]
        self.score_details = [self._label(10, role="hint"), self._label(10, role="hint")]
        for seat in range(2):
            chip = QLabel(self.panel)
            chip.setFixedSize(12, 28)
            chip.setStyleSheet(f"background: {seat_colour(seat)}; border-radius: 3px;")
            self.score_box.addWidget(chip, seat * 2, 0, 2, 1)
            self.score_box.addWidget(self.score_names[seat], seat * 2, 1)
            self.score_box.addWidget(self.score_values[seat], seat * 2, 2,
                                     Qt.AlignmentFlag.AlignRight)
            self.score_box.addWidget(self.score_details[seat], seat * 2 + 1, 1, 1, 2)
        self.score_box.setColumnStretch(1, 1)
        self.supply_label = self._label(10, role="hint")
        self.catch_all_button = QPushButton(self.panel)
        self.catch_all_button.setFont(theme.ui_font(11, bold=True))
        self.catch_all_button.setDefault(True)
        self.catch_all_button.clicked.connect(self._catch_all)
        self.done_button = QPushButton(self.panel)
        self.done_button.setFont(theme.ui_font(11))
        self.done_button.clicked.connect(self._end_catching)
        # One above the other: the German labels need the panel's full width.
        buttons = QVBoxLayout()
        buttons.setSpacing(6)
        buttons.addWidget(self.catch_all_button)
        buttons.addWidget(self.done_button)
        self.fit_button = QPushButton(self.panel)
        self.fit_button.setFont(theme.ui_font(10))
        self.fit_button.clicked.connect(self._fit)
        self.result_button = QPushButton(self.panel)
        self.result_button.setFont(theme.ui_font(11))
        self.result_button.clicked.connect(self._open_result)
        self.result_button.hide()
        self.log_heading = self._label(11.5, bold=True)
        self.log = LogPanel(self.panel)
        rule = QFrame(self.panel)
        rule.setFrameShape(QFrame.Shape.HLine)
        rule.setStyleSheet(f"color: {theme.INK_FAINT};")
        self.status_label = self._label(10.5, role="status")
        self.status_label.setMinimumHeight(self.status_label.fontMetrics().height() * 3 + 4)
        self.status_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        box.addWidget(self.turn_label)
        box.addWidget(self.phase_label)
        box.addWidget(self.help_label)
        box.addLayout(buttons)
        box.addSpacing(4)
        box.addLayout(self.score_box)
        box.addWidget(self.supply_label)
        box.addWidget(self.result_button)
        box.addSpacing(4)
        box.addWidget(self.log_heading)
        box.addWidget(self.log, 1)
        box.addWidget(self.fit_button)
        box.addWidget(rule)
        box.addWidget(self.status_label)

        left = QVBoxLayout()
        left.setContentsMargins(0, 0, 0, 0)
        left.setSpacing(0)
        left.addWidget(self.graphics_view, 1)
        left.addWidget(self.tray)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addLayout(left, 1)
        layout.addWidget(self.panel)
        self.setMinimumSize(760, 480)
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

    # ==== GameTable contract ==============================================================

    def result_names(self) -> list[str]:
        return list(self._names)

    def set_names(self, names: list[str]) -> None:
        self._names = list(names)
        self.tray.names = self._names
        self._redraw()
        self._rebuild_log()

    def show_view(self, view: Any, interactive: bool) -> None:
        self._finish_animation()
        self._show(view, interactive)

    def play_events(self, events: list[Event], view_before: Any, view_after: Any) -> None:
        self._finish_animation()
        start = self._view
        interactive_after = bool(self._interactive and view_after.legal and start is not None
                                 and start.seat == view_after.seat)
        self._set_interactive(False)
        pending = list(events)

        def done() -> None:
            self._anim = None
            self._anim_done = None
            for e in pending:
                self._log_event(e)
            pending.clear()
            self._show(view_after, interactive_after)
            QTimer.singleShot(0, self, self.animations_finished.emit)

        if start is None or not events or self._speed <= 0:
            done()
            return
        if start.seat != view_after.seat:
            hide_tooltip_now()
        # The animation starts from the watching seat's own view before the events,
        # never from what the table last showed another seat.
        self._show(view_before, False)
        self.scene.clear_overlays()

        def log_one(e: Event) -> None:
            if e in pending:
                pending.remove(e)
                self._log_event(e)

        group = self.scene.animation(events, duration_ms(self._speed), log_one)
        group.finished.connect(done)
        self._anim = group
        self._anim_done = done
        group.start()

    def clear_private(self, public_view: Any) -> None:
        self._finish_animation()
        hide_tooltip_now()
        self._set_status("")
        self._selected = None
        self._queue = []
        self._focus = None
        self.tray.setToolTip("")
        self.graphics_view.viewport().setToolTip("")
        if self._dialog is not None:
            self._dialog.close()
        self._show(public_view, False)
        public = [e.for_seat(None) for e in self._log_events]
        self._log_events = [e for e in public if e is not None]
        self._rebuild_log()

    def show_outcome(self, outcome: Outcome, view: Any) -> None:
        self._finish_animation()
        self._outcome = (outcome, view)
        self.result_button.show()
        self._update_panel()
        self._open_result()

    def set_animation_speed(self, factor: float) -> None:
        self._speed = max(0.0, float(factor))
        if self._speed == 0:
            self._finish_animation()

    def set_memory_aid(self, on: bool) -> None:
        self._memory_aid = bool(on)
        self.tray.memory_aid = self._memory_aid
        self._redraw()

    def retranslate(self) -> None:
        self._retranslate_panel()
        self._redraw()
        self._rebuild_log()
        if self._dialog is not None:
            self._dialog.retranslate()

    def reset_log(self, events: list[Event]) -> None:
        self._finish_animation()
        self._log_events = list(events)
        self._rebuild_log()



    def target_widget(self, action: Any) -> QWidget | None:
        if isinstance(action, EndCatching):
            return self.done_button if self.done_button.isVisible() else None
        if isinstance(action, Draw | Discard):
            return self.tray
        return self.graphics_view.viewport()

    def target_point(self, action: Any) -> QPoint | None:
        """Where to click for `action`. A placement takes two clicks: the hand
        tile (:meth:`hand_point`) and then the cell returned here."""
        view = self._view
        if view is None:
            return None
        if isinstance(action, EndCatching):
            return self.done_button.rect().center() if self.done_button.isVisible() else None
        if isinstance(action, Draw | Discard):
            slot = self.tray.slot_for("display" if isinstance(action, Draw) else "hand",
                                      action.tile)
            return slot.rect.center().toPoint() if slot is not None else None
        cell: Cell | None = None
        if isinstance(action, Place | TakeToken | PutToken):
            cell = (action.x, action.y)
        elif isinstance(action, Catch):
            chain = view.chains.get((action.dx, action.dy))
            cell = chain[0] if chain else None
        if cell is None:
            return None
        self.graphics_view.ensure_cell_visible(cell)
        return self.graphics_view.mapFromScene(cell_centre(cell))

    def hand_point(self, tile: int) -> QPoint | None:
        """Where to click in :attr:`tray` to choose hand tile `tile`."""
        slot = self.tray.slot_for("hand", tile)
        return slot.rect.center().toPoint() if slot is not None else None

    # ==== state ===========================================================================

    @property
    def view(self) -> SenbaZuruView | None:
        return self._view

    @property
    def status_text(self) -> str:
        return self._status

    @property
    def selected_tile(self) -> int | None:
        return self._selected

    def _legal(self) -> tuple[SenbaZuruAction, ...]:
        if not self._interactive or self._view is None:
            return ()
        return self._view.legal

    def _bottom(self) -> int:
        return self._anchor

    def _show(self, view: SenbaZuruView, interactive: bool) -> None:
        before = self._view
        self._view = view
        if view.seat is not None:
            self._anchor = view.seat
        self._interactive = bool(interactive and view.seat is not None and view.legal)
        self._focus = None
        if before is None or before.seat != view.seat:
            hide_tooltip_now()
            self._hover_cell = None
            self.tray.setToolTip("")
            self.graphics_view.viewport().setToolTip("")
        hand = view.hands[view.seat] if view.seat is not None else ()
        if view.phase != "place" or self._selected not in hand:
            self._selected = None
        if self._interactive and view.phase == "place" and self._selected is None:
            placeable = [a.tile for a in view.legal if isinstance(a, Place)]
            if placeable:
                self._selected = placeable[0]
        if not self._interactive or view.phase != "catch":
            self._queue = [a for a in self._queue if self._interactive and a in view.legal]
        self._redraw()
        if self._interactive and self._queue:
            QTimer.singleShot(0, self, self._send_queued)

    def _send_queued(self) -> None:
        if not self._interactive or not self._queue or self._view is None:
            return
        action = self._queue.pop(0)
        if action in self._view.legal:
            self._emit(action)
        else:
            self._queue = []

    def _redraw(self) -> None:
        view = self._view
        bottom = self._bottom()
        self.scene.clear_overlays()
        if view is None:
            self.tray.set_state(None, bottom, selected=None, glow=set())
            self._update_panel()
            return
        grew = len(view.board) != len(self.scene.board)
        self.scene.draw_board(view.board, bottom)
        glow: set[tuple[str, int]] = set()
        legal = self._legal()
        if legal:
            kinds = {a.kind for a in legal}
            if "place" in kinds and self._selected is not None:
                cells = [(a.x, a.y) for a in legal if isinstance(a, Place)
                         and a.tile == self._selected]
                self.scene.mark_cells(cells)
                for a in legal:
                    if isinstance(a, Place):
                        glow.add(("hand", a.tile))
                hc = self._hover_cell
                if hc is not None and hc in cells and view.seat is not None:
                    self.scene.ghost(self._selected, hc, view.seat)
                    for chain in chains_preview(self.scene.board, self._selected, hc,
                                                view.seat).values():
                        self.scene.mark_chain(hc, chain)
            if "discard" in kinds:
                glow.update(("hand", a.tile) for a in legal if isinstance(a, Discard))
            if "catch" in kinds and view.placed is not None:
                for chain in view.chains.values():
                    self.scene.mark_chain(view.placed, chain)
            if "take_token" in kinds:
                self.scene.mark_tiles([(a.x, a.y) for a in legal if isinstance(a, TakeToken)],
                                      GOLD, 5)
            if "put_token" in kinds:
                self.scene.mark_tiles([(a.x, a.y) for a in legal if isinstance(a, PutToken)],
                                      theme.ACCENT, 3)
            if "draw" in kinds:
                glow.update(("display", a.tile) for a in legal if isinstance(a, Draw))
        elif view.phase == "catch" and view.placed is not None:
            for chain in view.chains.values():
                self.scene.mark_chain(view.placed, chain, theme.INK_SOFT)
        self.tray.memory_aid = self._memory_aid
        self.tray.set_state(view, bottom, selected=self._selected, glow=glow)
        if grew:
            self.graphics_view.follow()
            QTimer.singleShot(0, self.graphics_view.follow)
        self._update_panel()

    # ==== panel ===========================================================================

    def _name(self, seat: int | None) -> str:
        return log_text.seat_name(self._names, seat)

    def _retranslate_panel(self) -> None:
        self.catch_all_button.setText(translate("SenbaZuruTable", "Catch all"))
        self.catch_all_button.setToolTip(translate(
            "SenbaZuruTable", "Catch every framed chain (Enter)."))
        self.done_button.setText(translate("SenbaZuruTable", "Leave the rest"))
        self.done_button.setToolTip(translate(
            "SenbaZuruTable", "Catch no more chains this turn (Esc)."))
        self.fit_button.setText(translate("SenbaZuruTable", "Show the whole board"))
        self.fit_button.setToolTip(translate(
            "SenbaZuruTable",
            "Zoom and centre the board so every tile is in sight (key 0). Drag to pan, "
            "turn the mouse wheel to zoom."))
        self.result_button.setText(translate("SenbaZuruTable", "Show the result"))
        self.result_button.setToolTip(translate("SenbaZuruTable",
                                                "Open the end-of-game summary again."))
        self.log_heading.setText(translate("SenbaZuruTable", "Game log"))
        self._update_panel()

    def _update_panel(self) -> None:
        view = self._view
        legal = self._legal()
        kinds = {a.kind for a in legal}
        catching = "catch" in kinds
        self.catch_all_button.setVisible(catching)
        self.done_button.setVisible(catching)
        if view is None:
            self.turn_label.setText("")
            self.phase_label.setText("")
            self.help_label.setText("")
            self.supply_label.setText("")
            for seat in range(2):
                self.score_names[seat].setText(self._name(seat))
                self.score_values[seat].setText("")
                self.score_details[seat].setText("")
            return
        if view.phase == "over":
            self.turn_label.setText(translate("SenbaZuruTable", "The game is over"))
            self.phase_label.setText("")
        elif view.seat is not None and view.current == view.seat and self._interactive:
            self.turn_label.setText(translate("SenbaZuruTable", "Your turn, %1").replace(
                "%1", self._name(view.current)))
        else:
            self.turn_label.setText(translate("SenbaZuruTable", "%1's turn").replace(
                "%1", self._name(view.current)))
        phase_texts = {
            "place": translate("SenbaZuruTable", "Place a tile from the hand."),
            "catch": translate("SenbaZuruTable", "Choose which chains to catch."),
            "take_token": translate("SenbaZuruTable",
                                    "Take a crowned-crane token from a tile."),
            "put_token": translate("SenbaZuruTable",
                                   "Put a crowned-crane token on an own tile."),
            "draw": translate("SenbaZuruTable", "Take a tile from the display."),
        }
        if view.phase != "over":
            self.phase_label.setText(phase_texts[view.phase])
        self.help_label.setText(self._help(view, kinds))
        self.help_label.setVisible(bool(self.help_label.text()))
        cranes = [0, 0]
        for b in view.board:
            if b.owner != NOBODY:
                cranes[b.owner] += b.tokens
        for seat in range(2):
            name = self._name(seat)
            if seat == view.current and view.phase != "over":
                name = "▸ " + name
            self.score_names[seat].setText(name)
            self.score_values[seat].setText(str(view.scores[seat]))
            self.score_values[seat].setToolTip(translate("SenbaZuruTable", "Points right now"))
            detail = (translate("SenbaZuruTable", "Golden origami: %1 · Crowned-crane tokens: %2")
                      .replace("%1", str(view.gold[seat])).replace("%2", str(cranes[seat])))
            # Too wide for the panel (width minus margins, colour chip, spacing):
            # one count per line rather than a break inside a word.
            room = self.panel.width() - 44 - 12 - 8
            if self.score_details[seat].fontMetrics().horizontalAdvance(detail) > room:
                detail = detail.replace(" · ", "\n")
            self.score_details[seat].setText(detail)
        self.supply_label.setText(
            translate("SenbaZuruTable",
                      "Supply: %1 golden origami, %2 crowned-crane tokens")
            .replace("%1", str(view.gold_supply)).replace("%2", str(view.token_supply)))

    def _help(self, view: SenbaZuruView, kinds: set[str]) -> str:
        if not kinds:
            return ""
        if "place" in kinds:
            return translate("SenbaZuruTable",
                             "Choose a hand tile below (keys 1–3); the cells where it may go "
                             "glow. Point at one to see what it would catch, click to place "
                             "(or Tab to a cell and press Space).")
        if "discard" in kinds:
            return translate("SenbaZuruTable",
                             "None of your tiles fits anywhere: click the hand tile you put "
                             "out of the game.")
        if "catch" in kinds:
            return translate("SenbaZuruTable",
                             "Click a framed chain to catch it, or catch all of them.")
        if "take_token" in kinds:
            return translate("SenbaZuruTable",
                             "The supply is empty: click a tile with a gold frame to take "
                             "its token.")
        if "put_token" in kinds:
            return translate("SenbaZuruTable",
                             "Click one of your framed tiles. Tokens stay with their tile.")
        if "draw" in kinds:
            return translate("SenbaZuruTable", "Click a glowing tile of the display.")
        return ""

    def _set_status(self, text: str) -> None:
        self._status = text
        self.status_label.setText(text)
        self.status_message.emit(text)

    def _log_event(self, event: Event) -> None:
        self._log_events.append(event)
        line = log_text.describe(event, self._names)
        if line:
            self.log.append(line)

    def _rebuild_log(self) -> None:
        lines = [log_text.describe(e, self._names) for e in self._log_events]
        self.log.set_lines([x for x in lines if x])

    # ==== input ===========================================================================

    def _set_interactive(self, on: bool) -> None:
        self._interactive = bool(on and self._view is not None and self._view.legal)
        self._update_panel()

    def _emit(self, action: SenbaZuruAction) -> None:
        self._set_status("")
        self._interactive = False
        self.action_chosen.emit(action)

    def _choose(self, action: SenbaZuruAction) -> None:
        if self.input_held or not self._interactive or action not in self._legal():
            return
        self._emit(action)

    def tile_tooltip(self, cell: Cell) -> str:
        """A sentence about the board tile on `cell` (public facts only), or ""."""
        view = self._view
        b = self.scene.board.get(cell)
        if view is None or b is None:
            return ""
        name = log_text.tile_name(b.tile)
        name = name[:1].upper() + name[1:]
        if b.owner == NOBODY:
            text = translate("SenbaZuruTable", "%1. Nobody controls it.").replace("%1", name)
        else:
            text = (translate("SenbaZuruTable", "%1. Controlled by %2.")
                    .replace("%1", name).replace("%2", self._name(b.owner)))
        if b.tokens:
            text += " " + translate("SenbaZuruTable", "Crowned-crane tokens on it: %n.").replace(
                "%n", str(b.tokens))
        return text

    def _board_hover(self, cell: Cell | None) -> None:
        if cell == self._hover_cell:
            return
        self._hover_cell = cell
        self.graphics_view.viewport().setToolTip(
            self.tile_tooltip(cell) if cell is not None else "")
        view = self._view
        if view is None or not self._interactive or view.phase != "place":
            return
        self._redraw()
        if (cell is not None and self._selected is not None and view.seat is not None
                and Place(self._selected, cell[0], cell[1]) in view.legal):
            chains = chains_preview(self.scene.board, self._selected, cell, view.seat)
            n = sum(len(c) for c in chains.values())
            if n == 0:
                text = translate("SenbaZuruTable", "This placement catches nothing.")
            elif n == 1:
                text = translate("SenbaZuruTable", "This placement catches 1 tile.")
            else:
                text = translate("SenbaZuruTable",
                                 "This placement catches %n tiles.").replace("%n", str(n))
            self.status_label.setText(text)
            self._status = text

    def _board_clicked(self, cell: Cell) -> None:
        view = self._view
        if view is None or self.input_held:
            return
        legal = self._legal()
        if not legal:
            if view.phase != "over":
                self._set_status(translate("SenbaZuruTable", "Please wait for your turn."))
            return
        kinds = {a.kind for a in legal}
        if "place" in kinds:
            if self._selected is not None:
                action = Place(self._selected, cell[0], cell[1])
                if action in legal:
                    self._choose(action)
                    return
            self._set_status(self._why_not(view, cell))
            return
        if "catch" in kinds:
            for d, chain in view.chains.items():
                if cell in chain:
                    self._choose(Catch(d[0], d[1]))
                    return
            self._set_status(translate("SenbaZuruTable",
                                       "Click a framed chain, or use the buttons."))
            return
        for action in legal:
            if isinstance(action, TakeToken | PutToken) and (action.x, action.y) == cell:
                self._choose(action)
                return
        if "put_token" in kinds:
            self._set_status(translate("SenbaZuruTable",
                                       "The token must go on a tile you control."))
        elif "take_token" in kinds:
            self._set_status(translate("SenbaZuruTable",
                                       "Take a token from a tile you do not control."))
        elif "draw" in kinds:
            self._set_status(translate("SenbaZuruTable", "Take a tile from the display below."))
        else:
            self._set_status(translate("SenbaZuruTable", "Choose a tile in your hand below."))

    def _why_not(self, view: SenbaZuruView, cell: Cell) -> str:
        """Why the selected tile may not go on `cell` (SBZ-4), as a sentence."""
        board = {b.cell: b.tile for b in view.board}
        if self._selected is None:
            return translate("SenbaZuruTable", "First choose a tile in your hand below.")
        if cell in board:
            return translate("SenbaZuruTable", "That cell is taken.")
        if not any((cell[0] + dx, cell[1] + dy) in board for dx, dy in SIDES):
            return translate("SenbaZuruTable",
                             "A tile must touch another tile along a full side.")
        if not can_place(board, self._selected, cell):
            return translate("SenbaZuruTable",
                             "A tile may not touch a tile of its colour in the other "
                             "intensity along a side.")
        return translate("SenbaZuruTable", "This tile cannot go there.")

    def _tray_hover(self, slot: Slot | None) -> None:
        # Only tiles this screen may show: the own hand (own view) and the display.
        text = ""
        if slot is not None:
            name = log_text.tile_name(slot.tile)
            text = name[:1].upper() + name[1:] + "."
        self.tray.setToolTip(text)

    def _tray_clicked(self, slot: Slot) -> None:
        view = self._view
        if view is None or self.input_held:
            return
        legal = self._legal()
        if slot.area == "hand":
            if Discard(slot.tile) in legal:
                self._choose(Discard(slot.tile))
                return
            if view.phase == "place" and self._interactive:
                if any(isinstance(a, Place) and a.tile == slot.tile for a in legal):
                    self._selected = slot.tile
                    self._focus = None
                    self._set_status("")
                    self._redraw()
                return
            if legal:
                self._set_status(translate("SenbaZuruTable",
                                           "You have placed your tile for this turn."))
            return
        if Draw(slot.tile) in legal:
            self._choose(Draw(slot.tile))
        elif legal:
            self._set_status(translate("SenbaZuruTable",
                                       "You take a tile from the display at the end of your "
                                       "turn."))
        else:
            self._set_status(translate("SenbaZuruTable", "Please wait for your turn."))

    def _catch_all(self) -> None:
        if self.input_held or not self._interactive:
            return
        catches = [a for a in self._legal() if isinstance(a, Catch)]
        if not catches:
            return
        self._queue = catches[1:]
        self._choose(catches[0])

    def _end_catching(self) -> None:
        self._queue = []
        self._choose(EndCatching())

    def _fit(self) -> None:
        self.graphics_view.user_moved = False
        self.graphics_view.fit_board()

    def _targets(self) -> list[SenbaZuruAction]:
        """Legal actions reachable with Tab, in a stable order: the cells of the
        chosen hand tile, the chains, the token tiles, the display tiles."""
        return [a for a in self._legal()
                if (isinstance(a, Place) and a.tile == self._selected)
                or isinstance(a, Catch | TakeToken | PutToken | Draw)]

    def _tab(self, forward: bool) -> bool:
        targets = self._targets()
        if not targets or self.input_held:
            self._focus = None
            return False
        if self._focus is None:
            self._focus = 0 if forward else len(targets) - 1
        else:
            self._focus = (self._focus + (1 if forward else -1)) % len(targets)
        self._show_focus()
        return True

    def _show_focus(self) -> None:
        targets = self._targets()
        self._redraw()
        if self._focus is None or self._focus >= len(targets):
            return
        action = targets[self._focus]
        if isinstance(action, Draw):
            self.tray.hover = self.tray.slot_for("display", action.tile)
            self.tray.update()
            return
        cell = self._target_cell(action)
        if cell is not None:
            self.scene.focus_ring(cell)
            self.graphics_view.ensure_cell_visible(cell)
            if isinstance(action, Place):
                self._hover_cell = None
                self._board_hover(cell)

    def _target_cell(self, action: SenbaZuruAction) -> Cell | None:
        if isinstance(action, Place | TakeToken | PutToken):
            return (action.x, action.y)
        if isinstance(action, Catch) and self._view is not None:
            chain = self._view.chains.get((action.dx, action.dy))
            return chain[0] if chain else None
        return None

    @property
    def focused_action(self) -> SenbaZuruAction | None:
        targets = self._targets()
        if self._focus is None or self._focus >= len(targets):
            return None
        return targets[self._focus]

    def _key(self, event: QKeyEvent) -> bool:
        key = event.key()
        view = self._view
        if view is None:
            return False
        if key == Qt.Key.Key_Space:
            action = self.focused_action
            if action is not None:
                self._choose(action)
            return True
        if key in (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3) and view.seat is not None:
            hand = view.hands[view.seat]
            i = key - Qt.Key.Key_1
            if i < len(hand):
                slot = self.tray.slot_for("hand", hand[i])
                if slot is not None:
                    self._tray_clicked(slot)
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.catch_all_button.isVisible():
            self._catch_all()
            return True
        if key == Qt.Key.Key_Escape and self.done_button.isVisible():
            self._end_catching()
            return True
        return False

    # ==== animation and result ============================================================

    def _finish_animation(self) -> None:
        if self._anim is not None:
            group, done = self._anim, self._anim_done
            self._anim = None
            self._anim_done = None
            group.finished.disconnect()
            group.stop()
            if done is not None:
                done()


    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.tray.update()

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        QTimer.singleShot(0, self.graphics_view.follow)


__all__ = ["SenbaZuruTable"]
