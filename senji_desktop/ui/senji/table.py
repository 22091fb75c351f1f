"""The Senji table widget: the map with most of the width, a side column.

Implements the ``GameTable`` contract (ui/kit/contract.py).

- Map (:class:`MapView`): fortresses, units, samurai and fleets from the
  view; spring orders lie face down on their provinces ('?' for everyone
  but their owner until summer reveals them, SJ-42/SJ-70); legal provinces
  and seas of the open decision are outlined and chosen by a click.
- Dice (:class:`DiceView`) float over the map's top left while a battle,
  crossing or Emperor roll-off is shown; the battle breakdown follows.
- Side column: year, phase and the Emperor's host in words; the honor track of every
  family with its hand sizes and displayed cards; the seat's own hanafuda
  grouped by kind and diplomacy cards grouped by family and type; the
  action panel (a prompt and one button per legal action, grouped;
  hanafuda combinations all listed, the affordable ones enabled); the
  hourglass timer in winter when the option is on; the log; a status line.

Every legal action has a button (actions.py), so every decision point is
playable by clicking; province and sea actions are clicked on the map too.

Privacy: the table draws exactly the view it is given; :meth:`clear_private`
hides hands, proposals and orders (all shown face down) and reduces the log
to the public lines.
"""

from __future__ import annotations

import contextlib
import html
from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QPoint,
    QPointF,
    QRectF,
    Qt,
    QTimer,
)
from PySide6.QtGui import QBrush, QColor, QFont, QPen, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsRectItem,
    QGraphicsSimpleTextItem,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from senji_desktop.engine.core import Event, Outcome
from senji_desktop.games.senji.map import FAMILIES, SEAS, senji_map
from senji_desktop.games.senji.model import (
    COMBINATIONS,
    DIP_TYPES,
    HANA_KINDS,
    KATO,
    UNKNOWN,
    Combine,
    EndWinter,
    KeepSamurai,
    SenjiView,
    Support,
    dip_family,
    dip_type,
    dip_value,
)
from senji_desktop.games.senji.rules import BATTLE_OPEN
from senji_desktop.ui.common import theme
from senji_desktop.ui.common.log_panel import LogPanel
from senji_desktop.ui.common.paper import set_paper_background
from senji_desktop.ui.kit.animation import carrier, duration_ms, property_animation
from senji_desktop.ui.kit.contract import GameTable, hide_tooltip_now
from senji_desktop.ui.senji import actions as act
from senji_desktop.ui.senji import log_text
from senji_desktop.ui.senji.dice import BattleBreakdown, DiceView, SideBreakdown
from senji_desktop.ui.senji.end_dialog import EndDialog
from senji_desktop.ui.senji.map_view import Fleet, MapState, MapView, ProvinceState
from senji_desktop.ui.senji.mons import FAMILY_COLOURS, family_colour
from senji_desktop.ui.senji.texts import (
    area_name,
    card_name,
    category_name,
    family_name,
    hana_count,
    order_name,
    phase_name,
    power_text,
    samurai_card_text,
    samurai_name,
    type_name,
)

translate = QCoreApplication.translate

# Width of the side column in pixels (the map takes the rest).
SIDE_WIDTH = 350
#: The side column grows with the window: this share of its width, at most SIDE_MAX.
SIDE_SHARE, SIDE_MAX = 0.25, 520

# Seconds on the hourglass timer (SJ-41: four minutes).
HOURGLASS_S = 240

# Pause after a battle breakdown or roll-off at speed 1.0, in milliseconds.
DICE_PAUSE_MS = 900


# Action buttons: compact, left-aligned; disabled ones fade into the paper.
BUTTON_STYLE = (
    "QPushButton { padding: 3px 8px; text-align: left; }"
    f"QPushButton:disabled {{ color: {theme.INK_FAINT}; border: 1px dashed {theme.INK_FAINT};"
    " background: transparent; }"
)


def _nothing() -> None:
    """The `done` of a step run at once."""


def map_state(view: SenjiView) -> MapState:
    """The map's :class:`MapState` of `view` (neutral provinces keep their
    home family's greyed fortress, SJ-20)."""
    st = view.state
    m = senji_map()
    provinces: dict[str, ProvinceState] = {}
    for p in m.provinces:
        owner = st.owner.get(p.id)
        fam = st.families[owner] if owner is not None else p.family
        units = {st.families[s]: n for s, n in enumerate(st.units.get(p.id, [])) if n}
        sams = {st.families[s]: len(c) for s, c in enumerate(st.samurai.get(p.id, [])) if c}
        provinces[p.id] = ProvinceState(fam, owner is not None, units, sams)
    battle = act.sub_task(view)
    if battle is not None and battle.get("kind") == "battle" and battle["province"] in provinces \
            and battle.get("stage") in BATTLE_OPEN:
        # SJ-44: the attacker's troops stand in the contested province while
        # the battle's decisions are open (after the result they are on the
        # board already, or gone).
        ps = provinces[battle["province"]]
        att = st.families[battle["attacker"]]
        units = dict(ps.units)
        units[att] = units.get(att, 0) + battle["att_units"]
        sams = dict(ps.samurai)
        if battle["att_samurai"]:
            sams[att] = sams.get(att, 0) + len(battle["att_samurai"])
        provinces[battle["province"]] = replace(ps, units=units, samurai=sams)
    notes: dict[str, tuple[str, ...]] = {}
    for area, by_seat in st.samurai.items():
        lines = tuple(samurai_card_text(c, st.powers) for cards in by_seat for c in cards)
        if lines:
            notes[area] = lines
    fleets: dict[str, dict[str, Fleet]] = {}
    for sea in SEAS:
        per: dict[str, Fleet] = {}
        for s in range(st.num_seats):
            u = st.units.get(sea, [0] * st.num_seats)[s]
            k = len(st.samurai.get(sea, [[]] * st.num_seats)[s])
            if u or k:
                per[st.families[s]] = Fleet(u, k)
        fleets[sea] = per
    return MapState(provinces, fleets, frozenset(st.families), notes)


def samurai_tip(view: SenjiView) -> str:
    """Every samurai on the map by family, with its power (SJ-61: the cards
    lie face up, so this is public)."""
    st = view.state
    lines = []
    for s in range(st.num_seats):
        for c in st.seat_samurai(s):
            lines.append(translate("SenjiTable", "%1: %2")
                         .replace("%1", family_name(st.families[s]))
                         .replace("%2", samurai_card_text(c, st.powers)))
    return "\n".join(lines)


class SenjiTable(GameTable):
    """The Senji table (see module docstring)."""

    end_dialog_class = EndDialog

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("SenjiTable")
        set_paper_background(self)
        self.setStyleSheet(theme.panel_style_sheet())
        self.names: list[str] = []
        self.view: SenjiView | None = None
        self._interactive = False
        self._public = False
        self._speed = 1.0
        self._memory_aid = False
        self._log_events: list[Event] = []
        self._log_book = log_text.log_book()
        self._buttons: dict[Any, QPushButton] = {}
        self._honor_override: list[int] | None = None
        self._honor_flash: int | None = None
        self._honor_delta = 0
        # What the map shows while events animate: a flying token takes its
        # pieces off the source at departure and adds them on landing.
        self._shown_map: MapState | None = None
        self._landing: tuple[str, str, int, int] | None = None
        self._support: dict[str, tuple[str, int]] = {}
        # animation queue
        self._queue: list[Callable[[Callable[[], None]], None]] = []
        self._after: Callable[[], None] | None = None
        self._anims: list[Any] = []
        self._token: QGraphicsObject | None = None
        self._waiting_dice = False
        self._instant = False
        self._pause = QTimer(self)
        self._pause.setSingleShot(True)
        self._pause.timeout.connect(self._step_done)
        # hourglass
        self._hourglass_key: tuple[int, int] | None = None
        self._hourglass_left = 0
        self._hourglass = QTimer(self)
        self._hourglass.setInterval(1000)
        self._hourglass.timeout.connect(self._tick_hourglass)

        # ---- map and dice
        self.map_view = MapView(self)
        self.map_view.province_clicked.connect(self._target_clicked)
        self.map_view.sea_clicked.connect(self._target_clicked)
        self.map_view.area_clicked_unselectable.connect(self._unselectable_clicked)
        self.graphics_view = self.map_view
        self.dice_view = DiceView(self)
        self.dice_view.setFixedSize(300, 200)
        self.dice_view.hide()
        self.dice_view.finished.connect(self._dice_settled)
        self.dice_view.setToolTip(translate("SenjiTable", "Click to put the dice away."))
        self.dice_view.viewport().installEventFilter(self)
        self._order_items: list[QGraphicsItem] = []
        # A short announcement over the map: the Emperor of the year, a new phase.
        self.banner = QLabel(self)
        self.banner.setObjectName("banner")
        self.banner.setFont(theme.ui_font(15, bold=True))
        self.banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.banner.setStyleSheet(
            f"QLabel#banner {{ background: {theme.PAPER_LIGHT}; color: {theme.INK};"
            f" border: 2px solid {theme.ACCENT}; border-radius: 8px; padding: 10px 22px; }}")
        self.banner.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.banner.hide()

        # ---- side column
        side = QWidget(self)
        side.setFixedWidth(SIDE_WIDTH)
        col = QVBoxLayout(side)
        col.setContentsMargins(10, 8, 10, 8)
        col.setSpacing(6)
        self.header = QLabel(side)
        self.header.setFont(theme.ui_font(12, bold=True))
        self.header.setWordWrap(True)
        self.honor_label = QLabel(side)
        self.honor_label.setObjectName("honor")
        self.honor_label.setTextFormat(Qt.TextFormat.RichText)
        self.honor_label.setWordWrap(True)
        self.honor_label.setFont(theme.ui_font(10))
        self.hand_label = QLabel(side)
        self.hand_label.setObjectName("hand")
        self.hand_label.setTextFormat(Qt.TextFormat.RichText)
        self.hand_label.setWordWrap(True)
        self.hand_label.setFont(theme.ui_font(10))
        self.prompt = QLabel(side)
        self.prompt.setWordWrap(True)
        self.prompt.setFont(theme.ui_font(10.5, bold=True))
        self.prompt.setProperty("role", "accent")
        self.detail = QLabel(side)
        self.detail.setWordWrap(True)
        self.detail.setFont(theme.ui_font(10))
        self.hourglass_label = QLabel(side)
        self.hourglass_label.setFont(theme.ui_font(10.5, bold=True))
        self.hourglass_label.hide()
        self.action_area = QScrollArea(side)
        self.action_area.setWidgetResizable(True)
        self.action_area.setFrameShape(QFrame.Shape.NoFrame)
        self.action_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.action_area.setStyleSheet("QScrollArea { background: transparent; border: none; }")
        self.action_area.viewport().setAutoFillBackground(False)
        self._action_box = QWidget()
        self._action_box.setObjectName("actions")
        self._action_box.setAutoFillBackground(False)
        self._action_box.setStyleSheet("QWidget#actions { background: transparent; }")
        self._action_layout = QVBoxLayout(self._action_box)
        self._action_layout.setContentsMargins(0, 0, 4, 0)
        self._action_layout.setSpacing(3)
        self.action_area.setWidget(self._action_box)
        self.action_area.setSizePolicy(QSizePolicy.Policy.Preferred,
                                       QSizePolicy.Policy.Expanding)
        for label in (self.prompt, self.detail):
            # never squeezed below their wrapped text: the log gives way
            label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.log = LogPanel(side)
        self.log.setMinimumHeight(48)
        self.status = QLabel(side)
        self.status.setWordWrap(True)
        self.status.setProperty("role", "status")
        self.status.setFont(theme.ui_font(10))
        col.addWidget(self.header)
        col.addWidget(self.honor_label)
        col.addWidget(self.hand_label)
        col.addWidget(self.prompt)
        col.addWidget(self.detail)
        col.addWidget(self.hourglass_label)
        col.addWidget(self.action_area, 3)
        col.addWidget(self.log, 2)
        col.addWidget(self.status)

        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        row.addWidget(self.map_view, 1)
        row.addWidget(side)
        self.side = side

    # ---- GameTable contract -------------------------------------------------

    def set_names(self, names: list[str]) -> None:
        self.names = list(names)

    def show_view(self, view: Any, interactive: bool) -> None:
        self._finish_now()
        self._show(view, interactive)

    def play_events(self, events: list[Event], view_before: Any, view_after: Any) -> None:
        self._finish_now()
        if self.view is None or self.view.seat != view_before.seat:
            # The moves are shown from the watching seat's own view, never over
            # what the table last showed another seat.
            hide_tooltip_now()
            self._show(view_before, False)
        self._interactive = False
        self._set_actions()
        for e in events:
            self._log_events.append(e)
            text, replace = self._log_book.add(e, self._names())
            if text and replace:
                self.log.replace_last(text)
            elif text:
                self.log.append(text)
        steps = [s for e in events if (s := self._step_for(e, view_after)) is not None]

        def after() -> None:
            self._show(view_after, False)
            self.animations_finished.emit()

        self._after = after
        self._queue = steps
        if self._speed == 0:
            self._finish_now()
        else:
            self._next_step()

    def clear_private(self, public_view: Any) -> None:
        self._finish_now()
        hide_tooltip_now()
        self._set_status("")
        if self._dialog is not None:
            self._dialog.close()
        self._public = True
        self.view = public_view
        self._interactive = False
        self._redraw()
        self._log_events = [e for e in self._log_events if e.visible_to is None]
        self._rebuild_log()

    def show_outcome(self, outcome: Outcome, view: Any) -> None:
        self._finish_now()
        self._outcome = (outcome, view)
        self._show(view, False)
        self._open_result()

    def set_animation_speed(self, factor: float) -> None:
        self._speed = max(0.0, float(factor))
        self.dice_view.set_speed(self._speed)
        if self._speed == 0:
            self._finish_now()

    def set_memory_aid(self, on: bool) -> None:
        """The memory aid lists the cards each player has displayed and
        the samurai on the board by name (public facts only)."""
        self._memory_aid = bool(on)
        self._redraw()

    def retranslate(self) -> None:
        self.dice_view.setToolTip(translate("SenjiTable", "Click to put the dice away."))
        self.map_view.retranslate()
        self.dice_view.retranslate()
        self._redraw()
        self._rebuild_log()
        if self._dialog is not None:
            self._dialog.retranslate()

    def reset_log(self, events: list[Event]) -> None:
        self._finish_now()
        self._log_events = list(events)
        self._rebuild_log()



    @property
    def interactive(self) -> bool:
        return self._interactive

    def target_widget(self, action: Any) -> QWidget | None:
        if not self._interactive:
            return None
        if self._map_action(action) is not None:
            return self.map_view.viewport()
        button = self._buttons.get(action)
        return button

    def target_point(self, action: Any) -> QPoint | None:
        if not self._interactive:
            return None
        target = self._map_action(action)
        if target is not None:
            return self.map_view.target_point(target)
        button = self._buttons.get(action)
        if button is None:
            return None
        # Lay the column out now, so the button is scrolled into view where it
        # really is (a pending layout would move it after this answer).
        column = self.side.layout()
        if column is not None:
            column.activate()
        self.action_area.ensureWidgetVisible(button)
        return button.rect().center()

    # ---- drawing ------------------------------------------------------------

    def _names(self) -> list[str]:
        if self.view is not None and len(self.names) < self.view.num_seats:
            return [*self.names, *(str(i + 1) for i in range(len(self.names),
                                                            self.view.num_seats))]
        return self.names

    def _show(self, view: SenjiView, interactive: bool) -> None:
        self.view = view
        self._public = view.seat is None
        self._interactive = bool(interactive and view.legal)
        self._honor_override = None
        self._honor_flash = None
        self._redraw()

    def _redraw(self) -> None:
        view = self.view
        if view is None:
            return
        st = view.state
        self._shown_map = map_state(view)
        self.map_view.set_state(self._shown_map)
        self._draw_orders(view)
        emperor = (translate("SenjiTable", "Emperor's host: %1").replace("%1", self._names()[st.host])
                   if st.host is not None and st.host < len(self._names()) else "")
        head = (translate("SenjiTable", "Year %1 · %2").replace("%1", str(st.year))
                .replace("%2", phase_name(st.phase)))
        self.header.setText(head + ("\n" + emperor if emperor else ""))
        self.honor_label.setText(self._honor_html(view))
        columns = translate("SenjiTable", "Hana: hanafuda cards in hand. Diplo: diplomacy "
                                          "cards in hand.")
        tip = samurai_tip(view)
        self.honor_label.setToolTip(columns + ("\n" + tip if tip else ""))
        self.hand_label.setText(self._hand_html(view))
        self.hand_label.setVisible(view.seat is not None and not self._public)
        self._update_hourglass(view)
        self._set_actions()

    def _honor_html(self, view: SenjiView) -> str:
        """The honor track as a table: every family by honor, with its hand
        sizes (public, SJ-70) and its displayed cards."""
        st = view.state
        names = self._names()
        honor = self._honor_override or st.honor
        soft = theme.INK_SOFT
        # "Hanafuda" is the cards' own name in both languages (glossary).
        # Short heads so the columns fit with six families (the tooltip says more).
        heads = (translate("SenjiTable", "Family"), translate("SenjiTable", "Honor"),
                 translate("SenjiTable", "Hana"), translate("SenjiTable", "Diplo"))
        title = translate("SenjiTable", "Honor track: 60 honor wins")
        rows = [f"<tr><td colspan='4'><b>{html.escape(title)}</b></td></tr>",
                f"<tr><td style='color:{soft}'>{html.escape(heads[0])}</td>"
                + "".join(f"<td align='right' style='color:{soft}'>&nbsp;{html.escape(h)}</td>"
                          for h in heads[1:]) + "</tr>"]
        order = sorted(range(st.num_seats), key=lambda s: -honor[s])
        for s in order:
            fam = st.families[s]
            colour = FAMILY_COLOURS.get(fam, "#888")
            mark = "&nbsp;★" if st.host == s else ""
            weight = "font-weight:bold;" if self._honor_flash == s else ""
            change = ""
            if self._honor_flash == s and self._honor_delta:
                sign = "+" if self._honor_delta > 0 else "\u2212"
                change = (f"<span style='color:{theme.ACCENT}'>"
                          f"{sign}{abs(self._honor_delta)}</span>&nbsp;")
            who = (translate("SenjiTable", "%1 (%2)")
                   .replace("%1", names[s] if s < len(names) else "")
                   .replace("%2", family_name(fam)))
            rows.append(
                f"<tr><td style='{weight}white-space:nowrap'>"
                f"<span style='color:{colour}'>■</span> {html.escape(who)}{mark}</td>"
                f"<td align='right' style='{weight}white-space:nowrap'>{change}"
                f"<b>{honor[s]}</b></td>"
                f"<td align='right' style='color:{soft}'>{len(st.hana[s])}</td>"
                f"<td align='right' style='color:{soft}'>{len(st.dip[s])}</td></tr>")
            notes = []
            sams = st.seat_samurai(s)
            if sams:  # SJ-61: the samurai cards lie face up
                notes.append(translate("SenjiTable", "Samurai: %1").replace(
                    "%1", ", ".join(samurai_name(c) for c in sams)))
            shown = st.display[s]
            if shown:
                notes.append(translate("SenjiTable", "Displayed: %1").replace(
                    "%1", ", ".join(card_name(c) for c in shown)))
            for text in notes:
                rows.append(f"<tr><td colspan='4' style='color:{soft}'>&nbsp;&nbsp;&nbsp;"
                            f"{html.escape(text)}</td></tr>")
        return "<table cellspacing='0' cellpadding='1' width='100%'>" + "".join(rows) + "</table>"

    def _hand_html(self, view: SenjiView) -> str:
        seat = view.seat
        if seat is None or self._public:
            return ""
        st = view.state
        hana = st.hana[seat]
        counts = [hana.count(k) for k in range(len(HANA_KINDS))]
        parts = [hana_count(k, n) for k, n in enumerate(counts) if n]
        hana_title = translate("SenjiTable", "Your hanafuda")
        dip_title = translate("SenjiTable", "Your diplomacy cards")
        out = []
        if st.powers:  # SJ-60: the own samurai's powers, in full
            for c in st.seat_samurai(seat):
                out.append(f"<b>{html.escape(samurai_name(c))}</b>: "
                           + html.escape(power_text(c)))
        out.append(f"<b>{html.escape(hana_title)}</b>: "
                   + html.escape(", ".join(parts) if parts else translate("SenjiTable", "none")))
        dip = sorted(c for c in st.dip[seat] if c != UNKNOWN)
        out.append(f"<b>{html.escape(dip_title)}</b>:")
        if not dip:
            out.append("&nbsp;&nbsp;" + html.escape(translate("SenjiTable", "none")))
        for fam in FAMILIES:
            mine = [c for c in dip if dip_family(c) == fam]
            if not mine:
                continue
            groups = []
            for t in DIP_TYPES:
                vals = [str(dip_value(c)) for c in mine if dip_type(c) == t]
                if vals:
                    groups.append(f"{type_name(t)} {' '.join(vals)}")
            colour = FAMILY_COLOURS.get(fam, "#888")
            out.append(f"&nbsp;&nbsp;<span style='color:{colour}'>■</span> "
                       f"{html.escape(family_name(fam))}: {html.escape('; '.join(groups))}")
        return "<br>".join(out)

    def _draw_orders(self, view: SenjiView) -> None:
        scene = self.map_view.map_scene
        for item in self._order_items:
            scene.removeItem(item)
        self._order_items = []
        st = view.state
        geo = scene.geometry.provinces
        for prov, (seat, order) in st.orders.items():
            shape = geo.get(prov)
            if shape is None:
                continue
            hidden = self._public or order == "?"
            letter = "?" if hidden else {"produce": translate("SenjiTable", "P"),
                                         "recruit": translate("SenjiTable", "R"),
                                         "march": translate("SenjiTable", "M")}.get(order, "?")
            colour = QColor(family_colour(st.families[seat]))
            box = QGraphicsRectItem(QRectF(-10, -10, 20, 20))
            box.setBrush(QBrush(QColor(theme.TILE_BACK) if hidden else QColor("#fbf6ea")))
            box.setPen(QPen(colour, 2.5))
            text = QGraphicsSimpleTextItem(letter, box)
            font = QFont(theme.scene_font(14, bold=True))
            text.setFont(font)
            text.setBrush(QBrush(QColor("#fbf6ea") if hidden else colour))
            r = text.boundingRect()
            text.setPos(-r.width() / 2, -r.height() / 2)
            box.setPos(QPointF(shape.fortress) + QPointF(25, 2))
            box.setZValue(20)
            box.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            box.setToolTip(translate("SenjiTable", "A face-down order") if hidden else
                           translate("SenjiTable", "Your order: %1").replace(
                               "%1", order_name(order)))
            scene.addItem(box)
            self._order_items.append(box)

    # ---- the action panel -----------------------------------------------------

    def _clear_actions(self) -> None:
        while self._action_layout.count():
            item = self._action_layout.takeAt(0)
            w = item.widget() if item is not None else None
            if w is not None:
                w.hide()
                w.deleteLater()
        self._buttons = {}

    def _set_actions(self) -> None:
        self._clear_actions()
        view = self.view
        if view is None or not self._interactive or self._public:
            self.prompt.setText("")
            self.detail.setText("")
            self.map_view.set_selectable(())
            self._action_layout.addStretch(1)
            return
        names = self._names()
        self.prompt.setText(act.prompt(view, names))
        self.detail.setText(self._detail_text(view))
        legal = list(view.legal)
        groups: dict[str, list[Any]] = {}
        for a in legal:
            groups.setdefault(act.group_of(a), []).append(a)
        show_combos = view.state.phase == "autumn" and any(
            a.kind in ("pass", "combine") for a in legal) and view.state.task.get("trade") is None
        if show_combos:
            legal_combos = {a for a in legal if isinstance(a, Combine)}
            groups["combine"] = [Combine(c.name) for c in COMBINATIONS]
        else:
            legal_combos = set()
        blocked: dict[Any, str] = {}
        sub = act.sub_task(view)
        if (sub is not None and sub.get("kind") == "battle"
                and sub.get("stage") in ("att_support", "def_support") and view.seat is not None):
            reason = translate("SenjiTable", "Only a third family's support counts: neither "
                                             "yours nor your opponent's.")
            for c in sorted(view.state.dip[view.seat]):
                if c != UNKNOWN and dip_type(c) == "support" and Support(c) not in legal:
                    blocked[Support(c)] = reason
            if blocked:
                groups.setdefault("cards", []).extend(blocked)
        if EndWinter() in legal and self._hourglass_left > 0:
            blocked[EndWinter()] = translate(
                "SenjiTable", "The hourglass is still running; this ends the winter when it "
                              "has run out.")
        headings = {
            "cards": translate("SenjiTable", "Cards"),
            "ask": translate("SenjiTable", "Ask for"),
            "combine": translate("SenjiTable", "Hanafuda combinations"),
        }
        for key in ("choices", "finish", "cards", "ask", "combine"):
            items = groups.get(key)
            if not items:
                continue
            if key in headings:
                h = QLabel(headings[key], self._action_box)
                h.setFont(theme.ui_font(10, bold=True))
                self._action_layout.addWidget(h)
                h.show()
            for a in items:
                b = QPushButton(act.label(a, view, names), self._action_box)
                b.setFont(theme.ui_font(10))
                b.setStyleSheet(BUTTON_STYLE)
                enabled = (a in legal if key != "combine" else a in legal_combos) \
                    and a not in blocked
                b.setEnabled(enabled)
                if enabled:
                    b.clicked.connect(lambda _=False, a=a: self._choose(a))
                    self._buttons[a] = b
                    tip = act.tooltip(a, view)
                    if tip:
                        b.setToolTip(tip)
                elif a in blocked:
                    b.setToolTip(blocked[a])
                else:
                    b.setToolTip(translate("SenjiTable",
                                           "You do not have the cards for this combination."))
                self._action_layout.addWidget(b)
                b.show()
        self._action_layout.addStretch(1)
        # As tall as its buttons (the log gets the rest), scrolling beyond that.
        self._action_layout.activate()
        self._fit_actions()
        targets = [t for a in legal if (t := act.map_target(a)) is not None]
        self.map_view.set_selectable(targets)

    def _fit_actions(self) -> None:
        """The action area as tall as its buttons, as far as the column allows
        once the texts above it have their wrapped height; the log gives way
        (down to its minimum) and a longer list scrolls."""
        need = self._action_box.sizeHint().height() + 4
        col = self.side.layout()
        m = col.contentsMargins()
        inner = self.side.width() - m.left() - m.right()
        used = m.top() + m.bottom() + self.log.minimumHeight()
        shown = 2
        for w in (self.header, self.honor_label, self.hand_label, self.prompt, self.detail,
                  self.hourglass_label, self.status):
            if not w.isVisibleTo(self.side):
                continue
            shown += 1
            used += (w.heightForWidth(inner) if w.hasHeightForWidth()
                     else w.sizeHint().height())
        room = self.side.height() - used - col.spacing() * shown
        self.action_area.setMaximumHeight(need)
        self.action_area.setMinimumHeight(max(min(need, 60), min(need, room)))

    def _detail_text(self, view: SenjiView) -> str:
        """The proposal, bid or march being built, in words (own decisions only);
        the samurai to choose from with their powers (SJ-60)."""
        sub = act.sub_task(view)
        drawn = [a.card for a in view.legal if isinstance(a, KeepSamurai)]
        if drawn:
            return "\n".join(samurai_card_text(c, view.state.powers) for c in drawn)
        if sub is None:
            trade = view.state.task.get("trade")
            if isinstance(trade, dict) and trade.get("shown"):
                kinds = [k for k in trade["shown"] if k != UNKNOWN]
                if kinds:
                    return translate("SenjiTable", "Shown: %1").replace(
                        "%1", ", ".join(hana_count(k, 1) for k in kinds))
            return ""
        kind = sub.get("kind")
        if kind == "propose":
            give = ", ".join(card_name(c) for c in sub.get("give", [])) or "—"
            asks = []
            for fam, t, minimum in sub.get("asks", []):
                if fam == "?":
                    continue
                text = (translate("SenjiTable", "%1, at least %2") if minimum else
                        translate("SenjiTable", "%1, any value"))
                asks.append(text.replace("%1", category_name(fam, t))
                            .replace("%2", str(minimum)))
            text = (translate("SenjiTable", "Gives: %1\nAsks for: %2")
                    .replace("%1", give).replace("%2", "; ".join(asks) or "—"))
            if sub.get("stage") == "answer" and all(
                    a.kind == "answer" and not a.accept for a in view.legal):
                text += "\n" + translate("SenjiTable",
                                         "You hold nothing that fits, so you can only decline.")
            return text
        if kind == "bid":
            st = view.state
            offer = st.offers[sub["offer"]] if sub["offer"] < len(st.offers) else None
            cards = ", ".join(card_name(c) for c in sub.get("cards", [])) or "—"
            return (translate("SenjiTable", "Bid on %1: %2")
                    .replace("%1", card_name(offer.card) if offer else "?").replace("%2", cards))
        if kind == "march":
            parts = []
            for area, units, sams in sub.get("dests", []):
                text = translate("SenjiTable", "%1: %2 units, %3 samurai")
                parts.append(text.replace("%1", area_name(area)).replace("%2", str(units))
                             .replace("%3", str(len(sams))))
            return "\n".join(parts)
        if kind == "battle":
            return self._battle_text(view, sub)
        return ""

    def _battle_text(self, view: SenjiView, sub: Mapping[str, Any]) -> str:
        """SJ-44: the open battle so far, one line per side: units, dice
        showing the side's mon (locked and rolled), support, total; and the
        rolled dice."""
        names = self._names()
        lines = [translate("SenjiTable", "Battle for %1: %2 against %3")
                 .replace("%1", area_name(sub["province"]))
                 .replace("%2", names[sub["attacker"]])
                 .replace("%3", names[sub["defender"]])]
        rows = (
            (translate("SenjiTable", "Attacker %1: units %2, samurai %3, dice with the "
                                     "mon %4 (%5 locked), support %6, total %7."), "att", "attacker"),
            (translate("SenjiTable", "Defender %1: units %2, samurai %3, dice with the "
                                     "mon %4 (%5 locked), support %6, total %7."), "def", "defender"),
        )
        bonus_lines = []
        for text, side, seat in rows:
            units, dice, support = (sub[f"{side}_units"], sub[f"{side}_dice"],
                                    sub[f"{side}_support_points"])
            bonus = sub.get(f"{side}_power_points", 0)
            lines.append(text.replace("%1", names[sub[seat]]).replace("%2", str(units))
                         .replace("%3", str(len(sub[f"{side}_samurai"])))
                         .replace("%4", str(dice)).replace("%5", str(sub[f"locked_{side}"]))
                         .replace("%6", str(support))
                         .replace("%7", str(units + dice + support + bonus)))
            if bonus:  # Honda, Sanada (SJ-60): already in the total above
                one = translate("SenjiTable", "The samurai powers give %1 1 point.")
                many = translate("SenjiTable", "The samurai powers give %1 %n points.")
                bonus_lines.append((one if bonus == 1 else many).replace("%n", str(bonus))
                                   .replace("%1", names[sub[seat]]))
        lines += bonus_lines
        lines.append(translate("SenjiTable", "Rolled dice: %1.")
                     .replace("%1", log_text.dice_text(sub["rolled"]) or "—"))
        return "\n".join(lines)

    def _map_action(self, action: Any) -> str | None:
        """The map target that chooses `action` alone, or None."""
        view = self.view
        target = act.map_target(action)
        if view is None or target is None:
            return None
        same = [a for a in view.legal if act.map_target(a) == target]
        if same != [action]:
            return None
        point = self.map_view.target_point(target)
        if not self.map_view.viewport().rect().contains(point):
            return None  # zoomed away: its button chooses it
        if self.dice_view.isVisible() and self.dice_view.geometry().contains(
                self.map_view.viewport().mapTo(self, point)):
            return None  # under the dice tray: its button chooses it
        return target

    def _target_clicked(self, target: str) -> None:
        view = self.view
        if view is None or not self._interactive:
            return
        matches = [a for a in view.legal if act.map_target(a) == target]
        if len(matches) == 1:
            self._choose(matches[0])
        elif matches:
            self._set_status(translate("SenjiTable", "Choose one of the buttons for %1.")
                             .replace("%1", area_name(target)))
        else:
            self._set_status(translate("SenjiTable", "%1 cannot be chosen now.")
                             .replace("%1", area_name(target)))

    def _unselectable_clicked(self, target: str) -> None:
        """A click on a province or sea that cannot be chosen: say why in the
        status line."""
        view = self.view
        if view is None or not self._interactive:
            text = translate("SenjiTable", "%1 cannot be chosen now: it is not your decision.")
        elif any(act.map_target(a) is not None for a in view.legal):
            text = translate("SenjiTable", "%1 cannot be chosen now: pick a highlighted area.")
        else:
            text = translate("SenjiTable", "%1 cannot be chosen now: choose with the buttons.")
        self._set_status(text.replace("%1", area_name(target)))

    def _choose(self, action: Any) -> None:
        view = self.view
        if view is None or not self._interactive or self.input_held:
            return
        if action not in view.legal:
            self._set_status(translate("SenjiTable", "That is not possible right now."))
            return
        self._set_status("")
        self._interactive = False
        hide_tooltip_now()
        self._set_actions()
        self.action_chosen.emit(action)

    def _set_status(self, text: str) -> None:
        self.status.setText(text)
        self.status_message.emit(text)

    # ---- hourglass ------------------------------------------------------------

    def _update_hourglass(self, view: SenjiView) -> None:
        """SJ-41 / SJ-A7: the hourglass runs through the whole winter (also
        behind hand-over screens); its label shows only with a seat's view."""
        st = view.state
        if not (st.hourglass and st.phase == "winter"):
            self._hourglass.stop()
            self.hourglass_label.hide()
            self._hourglass_key = None
            return
        if self._hourglass_key != st.year:
            self._hourglass_key = st.year
            self._hourglass_left = HOURGLASS_S
            self._hourglass.start()
        self.hourglass_label.setVisible(not self._public)
        self._show_hourglass()

    def _tick_hourglass(self) -> None:
        self._hourglass_left = max(0, self._hourglass_left - 1)
        self._show_hourglass()
        if self._hourglass_left == 0:
            self._hourglass.stop()
            if self._interactive:
                self._set_actions()  # the "ran out" button is offered now (SJ-A7)

    def _show_hourglass(self) -> None:
        left = self._hourglass_left
        if left == 0:
            self.hourglass_label.setText(translate(
                "SenjiTable", "⌛ The hourglass has run out — end the winter."))
        else:
            self.hourglass_label.setText(translate("SenjiTable", "⌛ Hourglass: %1").replace(
                "%1", f"{left // 60}:{left % 60:02d}"))

    # ---- animations -------------------------------------------------------------

    def _step_for(self, e: Event,
                  view: SenjiView) -> Callable[[Callable[[], None]], None] | None:
        d = e.data
        fams = view.state.families
        if e.kind == "pieces_moved" and (d.get("units") or d.get("samurai")):
            return lambda done: self._fly(d["from"], d["to"], fams[d["seat"]],
                                          d.get("units", 0), done,
                                          len(d.get("samurai") or ()))
        if e.kind == "battle_started":
            att, dfd = fams[d["attacker"]], fams[d["defender"]]
            locked = [att] * d.get("locked_att", 0) + [dfd] * d.get("locked_def", 0)
            rolled = [FAMILIES[x] for x in d.get("rolled", [])]
            self._support = {}
            return lambda done: self._roll(rolled, locked, None, done)
        if e.kind == "support_played":
            self._support[d["side"]] = (d["family"], d["points"])
            return None
        if e.kind == "battle_resolved":
            b = self._breakdown(d, fams)
            return lambda done: self._show_breakdown(b, done)
        if e.kind in ("crossing_rolled", "emperor_rolloff"):
            faces = [FAMILIES[x] for x in d.get("dice", [])][:9]
            if e.kind == "crossing_rolled" and d.get("lost"):
                # The units lost in the crossing leave the source as the dice roll.
                fam, src, lost = fams[d["seat"]], d["from"], d["lost"]

                def crossing(done: Callable[[], None]) -> None:
                    if not self._instant:
                        self._shift(src, fam, -lost, 0)
                    self._roll(faces, [], None, done)
                return crossing
            return lambda done: self._roll(faces, [], None, done)
        if e.kind == "power_used":
            area = d.get("area")
            if d.get("card") == KATO and "rolled" in d:
                # Kato: the unlocked dice roll again (SJ-62), then the mark
                dice = [FAMILIES[x] for x in d.get("dice", [])]
                rolled = [FAMILIES[x] for x in d["rolled"]]
                locked = dice[:len(dice) - len(rolled)]

                def reroll(done: Callable[[], None]) -> None:
                    self._roll(rolled, locked, None, lambda: self._flash(area, done))
                return reroll
            return lambda done: self._flash(area, done)
        if e.kind == "honor_changed" and d.get("delta"):
            return lambda done: self._flash_honor(d["seat"], d["honor"], done, d["delta"])
        if e.kind == "emperor_hosted":
            text = (translate("SenjiTable", "%1 hosts the Emperor in year %2.")
                    .replace("%1", self._names()[d["seat"]] if d["seat"] < len(self._names())
                             else str(d["seat"]))
                    .replace("%2", str(d.get("year", ""))))
            return lambda done: self._announce(text, done)
        if e.kind == "phase_started":
            return self._hide_dice
        return None

    def _announce(self, text: str, done: Callable[[], None]) -> None:
        if self._instant:
            done()
            return
        self.banner.setText(text)
        self.banner.adjustSize()
        mv = self.map_view.geometry()
        self.banner.move(mv.x() + (mv.width() - self.banner.width()) // 2, mv.y() + 70)
        self.banner.raise_()
        self.banner.show()
        self._pause.start(duration_ms(self._speed, 1300))

    def _hide_dice(self, done: Callable[[], None]) -> None:
        self.dice_view.hide()
        done()

    def _breakdown(self, d: Mapping[str, Any], fams: tuple[str, ...]) -> BattleBreakdown:
        att, dfd = fams[d["attacker"]], fams[d["defender"]]
        sa = self._support.get("att")
        sd = self._support.get("def")
        return BattleBreakdown(
            area_name(d["province"]),
            SideBreakdown(att, d["att_units"], d["att_dice"], sa[0] if sa else None,
                          d["att_support_points"], d.get("att_power_points", 0)),
            SideBreakdown(dfd, d["def_units"], d["def_dice"], sd[0] if sd else None,
                          d["def_support_points"], d.get("def_power_points", 0)))

    def _next_step(self) -> None:
        while self._queue:
            step = self._queue.pop(0)
            step(self._step_done)
            return
        after, self._after = self._after, None
        if after is not None:
            after()

    def _flash(self, area: str | None, done: Callable[[], None]) -> None:
        """A samurai's power acts: mark its province or sea for a moment."""
        if self._instant or area is None:
            done()
            return
        self.map_view.map_scene.set_flash(area)
        self._pause.start(duration_ms(self._speed, 700))

    def _step_done(self) -> None:
        self._clear_token()
        self.banner.hide()
        self.map_view.map_scene.set_flash(None)
        if self._after is None:
            return
        self._next_step()

    def _finish_now(self) -> None:
        """Jump to the end of a running sequence (its final view is drawn)."""
        self._pause.stop()
        for a in self._anims:
            with contextlib.suppress(RuntimeError, TypeError):
                a.finished.disconnect()
            a.stop()
        self._anims = []
        self._landing = None
        self._clear_token()
        self.banner.hide()
        self.map_view.map_scene.set_flash(None)
        if self._waiting_dice:
            self._waiting_dice = False
            self.dice_view.tray.finish_now()
        # The steps not yet run leave their end state at once: dice faces
        # and the battle breakdown stay readable even at "instant" speed.
        queue, self._queue = self._queue, []
        self._instant = True
        try:
            for step in queue:
                step(_nothing)
        finally:
            self._instant = False
        after, self._after = self._after, None
        if after is not None:
            after()

    def _clear_token(self) -> None:
        if self._token is not None:
            if self._token.scene() is not None:
                self._token.scene().removeItem(self._token)
            self._token = None

    def _shift(self, area: str, family: str, units: int, samurai: int) -> None:
        """Add `units` and `samurai` (negative: take away) of `family` to what
        the map shows in province or sea `area`, and redraw the map."""
        shown = self._shown_map
        if shown is None:
            return
        if area in SEAS:
            per = dict(shown.fleets.get(area, {}))
            old = per.get(family, Fleet())
            new = Fleet(max(0, old.units + units), max(0, old.samurai + samurai))
            if new.units or new.samurai:
                per[family] = new
            else:
                per.pop(family, None)
            shown = replace(shown, fleets={**shown.fleets, area: per})
        else:
            ps = shown.province(area)
            us, ss = dict(ps.units), dict(ps.samurai)
            us[family] = max(0, us.get(family, 0) + units)
            ss[family] = max(0, ss.get(family, 0) + samurai)
            shown = replace(shown, provinces={**shown.provinces,
                                              area: replace(ps, units=us, samurai=ss)})
        self._shown_map = shown
        self.map_view.set_state(shown)

    def _fly(self, src: str, dst: str, family: str, units: int,
             done: Callable[[], None], samurai: int = 0) -> None:
        """A token of `family` flies from `src` to `dst`; the map takes the
        pieces off `src` as it departs and adds them to `dst` as it lands."""
        if self._instant:
            done()
            return
        scene = self.map_view.map_scene
        try:
            a, b = scene.anchor(src), scene.anchor(dst)
        except KeyError:
            done()
            return
        holder = carrier(40)
        dot = QGraphicsEllipseItem(QRectF(-11, -11, 22, 22), holder)
        dot.setBrush(QBrush(QColor(family_colour(family))))
        dot.setPen(QPen(QColor(theme.INK), 1.5))
        label = QGraphicsSimpleTextItem(str(units) if units else "⚑", dot)
        label.setFont(theme.scene_font(13, bold=True))
        label.setBrush(QBrush(QColor("#fbf6ea")))
        r = label.boundingRect()
        label.setPos(-r.width() / 2, -r.height() / 2)
        scene.addItem(holder)
        self._token = holder
        self._shift(src, family, -units, -samurai)
        self._landing = (dst, family, units, samurai)
        anim = property_animation(holder, b"pos", a, b, duration_ms(self._speed, 520),
                                  parent=self)
        anim.finished.connect(self._anim_finished)
        self._anims = [anim]
        anim.start()

    def _anim_finished(self) -> None:
        self._anims = []
        landing, self._landing = self._landing, None
        if landing is not None:
            self._shift(*landing)
        self._step_done()

    def _place_dice(self) -> None:
        self.dice_view.move(self.map_view.x() + 10, self.map_view.y() + 10)
        self.dice_view.raise_()
        self.dice_view.show()

    def _roll(self, values: list[str], locked: list[str], breakdown: BattleBreakdown | None,
              done: Callable[[], None]) -> None:
        self._place_dice()
        self.dice_view.set_breakdown(None)
        if self._instant:
            self.dice_view.set_speed(0)
            self.dice_view.roll(values[:9 - len(locked)], locked, breakdown)
            self.dice_view.set_speed(self._speed)
            done()
            return
        self._waiting_dice = True
        self.dice_view.roll(values[:9 - len(locked)], locked, breakdown)

    def _dice_settled(self) -> None:
        if not self._waiting_dice:
            return
        self._waiting_dice = False
        self._pause.start(duration_ms(self._speed, DICE_PAUSE_MS // 2))

    def _show_breakdown(self, b: BattleBreakdown, done: Callable[[], None]) -> None:
        self._place_dice()
        self.dice_view.set_breakdown(b)
        if self._instant:
            done()
            return
        self._pause.start(duration_ms(self._speed, DICE_PAUSE_MS))

    def _flash_honor(self, seat: int, honor: int, done: Callable[[], None],
                     delta: int = 0) -> None:
        """Show `seat`'s new honor in bold with its change ("+3", "−2") beside
        it on the honor track for a moment (every change of the table is shown)."""
        view = self.view
        if view is None or self._instant:
            done()
            return
        if self._honor_override is None:
            self._honor_override = list(view.state.honor)
        if seat < len(self._honor_override):
            self._honor_override[seat] = honor
        self._honor_flash = seat
        self._honor_delta = delta
        self.honor_label.setText(self._honor_html(view))
        self._pause.start(duration_ms(self._speed, 260))

    # ---- log and result -------------------------------------------------------------

    def _rebuild_log(self) -> None:
        self.log.set_lines(self._log_book.lines(self._log_events, self._names()))

    def result_names(self) -> list[str]:
        return self._names()

    def course_colours(self) -> list[str] | None:
        """Each family's colour on the map, for its line in the chart of honor."""
        if self.view is None:
            return None
        return [family_colour(f) for f in self.view.state.families]

    # ---- Qt events ----------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A click on the dice tray puts it away (it may cover provinces)."""
        if (watched is self.dice_view.viewport()
                and event.type() == QEvent.Type.MouseButtonPress
                and not self.dice_view.tray.rolling):
            self.dice_view.hide()
            return True
        return super().eventFilter(watched, event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.side.setFixedWidth(max(SIDE_WIDTH, min(SIDE_MAX, int(self.width() * SIDE_SHARE))))
        self._fit_actions()
        w = max(240, min(340, self.map_view.width() // 3))
        self.dice_view.setFixedSize(w, int(w * 0.72))
        if self.dice_view.isVisible():
            self._place_dice()
