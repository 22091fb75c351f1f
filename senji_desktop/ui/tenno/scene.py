"""The Tenno scene: every seat's three table positions, hand and captured
pile, laid out for 2–7 seats, drawn from one seat's view.

:func:`compute_layout` places the watching seat at the bottom with its hand
beside its table, and the others clockwise around the top (in turn order
from the watcher's left). :class:`TennoScene` rebuilds its items from a
view (a handful of items per seat, so a full redraw is cheap) and keeps
click :class:`Region` s for the table widget. :func:`stage` applies one
event to a view, so animations can show the table between events.

What is drawn is exactly what the view holds: unknown cards are backs;
with the memory aid on, cards the viewer remembers (TEN-10) are drawn face
up with dashed borders and an eye badge (grey: everyone knows it;
vermilion: only you peeked at it).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSimpleTextItem

from senji_desktop.engine.core import Event
from senji_desktop.games.tenno.model import (
    EMPTY,
    HIDDEN,
    POSITIONS,
    Battle,
    TennoView,
)
from senji_desktop.ui.common import theme
from senji_desktop.ui.tenno import log_text
from senji_desktop.ui.tenno.items import CARD_H, CARD_W, CardItem, PileItem, seat_colour

# Qt's translate; lupdate finds ``translate("Context", "text")`` calls.
translate = QCoreApplication.translate

SCENE_W = 1400.0
SCENE_H = 900.0

# Centres of the other seats' zones by how many other seats there are.
OPPONENT_SLOTS: dict[int, list[tuple[float, float]]] = {
    1: [(700, 250)],
    2: [(420, 250), (980, 250)],
    3: [(210, 400), (700, 140), (1190, 400)],
    4: [(210, 420), (480, 140), (920, 140), (1190, 420)],
    5: [(210, 440), (390, 140), (700, 140), (1010, 140), (1190, 440)],
    6: [(210, 560), (210, 320), (540, 130), (860, 130), (1190, 320), (1190, 560)],
}


@dataclass
class SeatZone:
    """Where one seat's things lie. `cards[pos]` are the table positions'
    rectangles, `pile` the captured pile, `name` the name's anchor (centre
    top), `hand` the hand area (own: first card rect; others: the count)."""

    seat: int
    own: bool
    card_w: float
    cards: list[QRectF]
    pile: QRectF
    name: QPointF
    hand: QRectF


@dataclass
class TableLayout:
    """All zones and the middle (discard and removed piles)."""

    bottom: int
    zones: dict[int, SeatZone]
    discard: QRectF
    removed: QRectF
    banner: QPointF
    hand_step: float = 0.0
    order: list[int] = field(default_factory=list)
    # The part of the scene in use (the view fits it to the window).
    bounds: QRectF = field(default_factory=lambda: QRectF(0, 0, SCENE_W, SCENE_H))


def compute_layout(num_seats: int, bottom: int) -> TableLayout:
    """Zones for `num_seats` seats with `bottom` at the bottom of the table."""
    zones: dict[int, SeatZone] = {}
    # The watcher: large cards, the hand to the right.
    w = CARD_W * 1.35
    h = w * CARD_H / CARD_W
    y = SCENE_H - h - 40
    x0 = 360.0
    cards = [QRectF(x0 + i * (w + 16), y, w, h) for i in range(POSITIONS)]
    pile = QRectF(x0 - w * 0.8 - 40, y + h * 0.2, w * 0.8, h * 0.8)
    hand = QRectF(cards[-1].right() + 60, y + h * 0.12, CARD_W * 1.05, CARD_H * 1.05)
    zones[bottom] = SeatZone(bottom, True, w, cards, pile, QPointF(cards[1].center().x(), y - 34),
                             hand)
    others = [(bottom + i) % num_seats for i in range(1, num_seats)]
    slots = OPPONENT_SLOTS[len(others)]
    cw = CARD_W * (1.0 if len(others) <= 4 else 0.92)
    ch = cw * CARD_H / CARD_W
    for seat, (cx, cy) in zip(others, slots, strict=True):
        width = 3 * cw + 2 * 10 + 18 + cw * 0.8
        left = cx - width / 2
        top = cy - ch / 2
        cards = [QRectF(left + i * (cw + 10), top, cw, ch) for i in range(POSITIONS)]
        pile = QRectF(cards[-1].right() + 18, top + ch * 0.2, cw * 0.8, ch * 0.8)
        hand = QRectF(left, top + ch + 8, width, 22)
        zones[seat] = SeatZone(seat, False, cw, cards, pile, QPointF(cx, top - 30), hand)
    discard = QRectF(SCENE_W / 2 - 90, SCENE_H / 2 - 30, CARD_W * 0.9, CARD_H * 0.9)
    removed = QRectF(SCENE_W / 2 + 30, SCENE_H / 2 - 30, CARD_W * 0.9, CARD_H * 0.9)
    bounds = QRectF(discard).united(removed)
    for zone in zones.values():
        for r in (*zone.cards, zone.pile, zone.hand):
            bounds = bounds.united(r)
        bounds = bounds.united(QRectF(zone.name.x() - 120, zone.name.y(), 240, 30))
    # Room for a full hand of eight cards and the labels around the zones.
    own = zones[bottom]
    bounds = bounds.united(QRectF(own.hand.left(), own.hand.top() - 30,
                                  7 * (CARD_W * 1.05 + 8) + own.hand.width(), 10))
    bounds = bounds.adjusted(-30, -20, 30, 30)
    return TableLayout(bottom, zones, discard, removed, QPointF(SCENE_W / 2, SCENE_H / 2 - 70),
                       hand_step=CARD_W * 1.05 + 8, order=[bottom, *others], bounds=bounds)


@dataclass
class Region:
    """A clickable place: `kind` "table" (seat, pos), "hand" (card), "slot"
    (an empty position: seat, pos). `rect` in scene units; `click` its centre."""

    kind: str
    rect: QRectF
    seat: int | None = None
    pos: int | None = None
    card: int | None = None
    tooltip: str = ""

    @property
    def click(self) -> QPointF:
        return self.rect.center()

    @property
    def key(self) -> tuple[str, int | None, int | None, int | None]:
        return (self.kind, self.seat, self.pos, self.card)


@dataclass
class RenderOptions:
    names: list[str]
    memory_aid: bool = True
    # Own arrangement during setup (TEN-1), ranks per position, if choosing.
    arrangement: list[int] | None = None
    # Keys of regions to draw with a highlight, by highlight name.
    highlights: dict[tuple[str, int | None, int | None, int | None], str] = field(
        default_factory=dict)
    # Whether the battle on the table is followed by the Monk question
    # (TEN-A1); False while a battle without it is animated.
    monk_question: bool = True


def battle_in_progress(view: TennoView) -> Battle | None:
    """The battle whose cards lie face up now (the Monk question is open)."""
    if view.phase == "monk" and view.battles:
        return view.battles[-1]
    return None


class TennoScene(QGraphicsScene):
    """Draws a view (see module docstring)."""

    def __init__(self, parent: object = None) -> None:
        super().__init__(parent)  # type: ignore[arg-type]
        self.setSceneRect(QRectF(0, 0, SCENE_W, SCENE_H))
        self.regions: list[Region] = []
        self.items_by_key: dict[tuple[str, int | None, int | None, int | None],
                                QGraphicsItem] = {}
        self.layout: TableLayout | None = None
        self.hover_key: tuple[str, int | None, int | None, int | None] | None = None

    # ---- drawing -------------------------------------------------------------

    def render_view(self, view: TennoView, layout: TableLayout, opts: RenderOptions) -> None:
        self.clear()
        self.regions = []
        self.items_by_key = {}
        self.layout = layout
        if self.sceneRect() != layout.bounds:
            self.setSceneRect(layout.bounds)
        battle = battle_in_progress(view)
        for zone in layout.zones.values():
            self._draw_zone(view, zone, opts, battle)
        self._draw_middle(view, layout, opts)

    def _text(self, text: str, size: float, *, bold: bool = False,
              colour: str = theme.INK) -> QGraphicsSimpleTextItem:
        item = QGraphicsSimpleTextItem(text)
        font: QFont = theme.scene_font(size, bold=bold)
        item.setFont(font)
        item.setBrush(QColor(colour))
        self.addItem(item)
        return item

    def _centred(self, item: QGraphicsSimpleTextItem, anchor: QPointF) -> None:
        r = item.boundingRect()
        item.setPos(anchor.x() - r.width() / 2, anchor.y())

    def _draw_zone(self, view: TennoView, zone: SeatZone, opts: RenderOptions,
                   battle: Battle | None) -> None:
        seat = zone.seat
        mine = view.seat == seat
        name = log_text.seat_name(opts.names, seat)
        acting = view.phase != "over" and view.decider == seat
        label = self._text(name, 22 if zone.own else 19, bold=True,
                           colour=theme.ACCENT if acting else theme.INK)
        self._centred(label, zone.name)
        # A coloured underline with the seat's symbol ties the name to its card sets.
        bar = self.addRect(QRectF(zone.name.x() - 22, zone.name.y() + 28, 44, 4))
        bar.setBrush(seat_colour(seat))
        bar.setPen(Qt.PenStyle.NoPen)
        for pos in range(POSITIONS):
            self._draw_position(view, zone, seat, pos, mine, opts, battle)
        # Captured pile (TEN-9): face down, with its count.
        pile = PileItem(len(view.captured[seat]), zone.pile.width())
        pile.setPos(zone.pile.topLeft())
        self.addItem(pile)
        count = len(view.captured[seat])
        pile.setToolTip(
            translate("TennoTable", "Captured cards: %n (face down until the end)")
            .replace("%n", str(count)))
        self.items_by_key[("pile", seat, None, None)] = pile
        cap = self._text(translate("TennoTable", "captured"), 14,
                         colour=theme.INK_SOFT)
        self._centred(cap, QPointF(zone.pile.center().x(), zone.pile.bottom() + 4))
        if mine and view.hand:
            self._draw_hand(view, zone, opts)
        else:
            n = view.hand_sizes[seat]
            if mine:
                text = translate("TennoTable", "Your hand is empty")
            elif view.phase == "setup" and n == 11:
                text = translate("TennoTable", "arranging the Peasants") \
                    if view.decider == seat else \
                    translate("TennoTable", "Peasants not yet laid out")
            elif n == 1:
                text = translate("TennoTable", "1 card in hand")
            else:
                text = translate("TennoTable", "%n cards in hand").replace("%n", str(n))
            hand = self._text(text, 15, colour=theme.INK_SOFT)
            if zone.own:
                hand.setPos(zone.hand.left(), zone.hand.center().y() - 10)
            else:
                hand.setPos(zone.cards[0].left(), zone.hand.top())

    def _draw_position(self, view: TennoView, zone: SeatZone, seat: int, pos: int,
                       mine: bool, opts: RenderOptions, battle: Battle | None) -> None:
        rect = zone.cards[pos]
        card = view.table[seat][pos]
        key: tuple[str, int | None, int | None, int | None]
        if mine and opts.arrangement is not None:
            card = seat * 11 + opts.arrangement[pos]
        if card == EMPTY:
            item = CardItem(None, False, width=rect.width())
            item.empty = True
            key = ("slot", seat, pos, None)
            tip = translate("TennoTable", "An empty position")
        else:
            in_battle = battle is not None and (
                (battle.attacker == seat and battle.att_pos == pos)
                or (battle.defender == seat and battle.def_pos == pos))
            known = card != HIDDEN
            remembered = known and not mine and not in_battle
            face_up = known and (mine or in_battle or opts.memory_aid)
            item = CardItem(card if face_up else None, face_up, width=rect.width())
            if remembered and face_up:
                item.marks.add("remembered")
            if opts.memory_aid and known and view.phase != "setup":
                if view.public[seat][pos]:
                    item.marks.add("public")
                elif not mine:
                    item.marks.add("peeked")
            if in_battle:
                item.highlight = "battle"
            key = ("table", seat, pos, None)
            tip = self._card_tooltip(view, seat, pos, card if face_up else HIDDEN, mine,
                                     opts)
        item.setPos(rect.topLeft())
        item.setTransformOriginPoint(rect.width() / 2, rect.height() / 2)
        item.setToolTip(tip)
        if key in opts.highlights and not item.highlight:
            item.highlight = opts.highlights[key]
        self.addItem(item)
        self.items_by_key[key] = item
        self.regions.append(Region(key[0], rect, seat, pos, None, tip))

    def _card_tooltip(self, view: TennoView, seat: int, pos: int, shown: int, mine: bool,
                      opts: RenderOptions) -> str:
        if shown == HIDDEN:
            if view.from_setup[seat][pos] and view.phase != "setup":
                return translate("TennoTable", "A face-down card — still the Peasant laid out at the start")
            return translate("TennoTable", "A face-down card")
        text = log_text.card_text(shown)
        if not opts.memory_aid or view.phase == "setup":
            return text
        if view.public[seat][pos]:
            return translate("TennoTable", "%1 — everyone has seen this card").replace("%1", text)
        if not mine:
            return translate("TennoTable", "%1 — only you have looked at this card").replace("%1", text)
        peekers = view.peeked_by[seat][pos]
        if peekers:
            who = ", ".join(log_text.seat_name(opts.names, s) for s in sorted(peekers))
            return (translate("TennoTable", "%1 — looked at by: %2").replace("%1", text)
                    .replace("%2", who))
        return text

    def _draw_hand(self, view: TennoView, zone: SeatZone, opts: RenderOptions) -> None:
        hand = list(view.hand)
        if opts.arrangement is not None or view.phase == "setup":
            hand = [c for c in hand if not 1 <= c % 11 <= 3]
        step = CARD_W * 1.05 + 8
        if len(hand) > 8:
            step = 7 * step / (len(hand) - 1)
        heading = self._text(translate("TennoTable", "Your hand"), 16,
                             colour=theme.INK_SOFT)
        heading.setPos(zone.hand.left(), zone.hand.top() - 26)
        for i, card in enumerate(hand):
            rect = QRectF(zone.hand.left() + i * step, zone.hand.top(), zone.hand.width(),
                          zone.hand.height())
            item = CardItem(card, True, width=rect.width())
            item.setPos(rect.topLeft())
            key = ("hand", None, None, card)
            if key in opts.highlights:
                item.highlight = opts.highlights[key]
            item.setZValue(i)
            tip = log_text.card_text(card)
            item.setToolTip(tip)
            self.addItem(item)
            self.items_by_key[key] = item
            # Overlapping cards: only the visible strip is clickable (except the last).
            click = QRectF(rect) if i == len(hand) - 1 else QRectF(
                rect.left(), rect.top(), min(step, rect.width()), rect.height())
            self.regions.append(Region("hand", click, None, None, card, tip))

    def _draw_middle(self, view: TennoView, layout: TableLayout, opts: RenderOptions) -> None:
        for rect, cards, label, key in (
                (layout.discard, view.discard, translate("TennoTable", "discard"), "discard"),
                (layout.removed, view.removed, translate("TennoTable", "out of the game"), "removed")):
            pile = PileItem(len(cards), rect.width())
            pile.setPos(rect.topLeft())
            if cards and opts.memory_aid:
                pile.setToolTip(", ".join(log_text.card_text(c) for c in cards))
            self.addItem(pile)
            self.items_by_key[(key, None, None, None)] = pile
            text = self._text(label, 14, colour=theme.INK_SOFT)
            self._centred(text, QPointF(rect.center().x(), rect.bottom() + 4))
        battle = battle_in_progress(view)
        if battle is not None:
            if opts.monk_question:
                text = translate("TennoTable", "Battle: %1 against %2 — %3 may reveal a Monk")
            else:
                text = translate("TennoTable", "Battle: %1 against %2")
            line = (text.replace("%1", log_text.seat_name(opts.names, battle.attacker))
                    .replace("%2", log_text.seat_name(opts.names, battle.defender))
                    .replace("%3", log_text.seat_name(opts.names, battle.defender)))
            banner = self._text(line, 18, bold=True, colour=theme.ACCENT)
            self._centred(banner, layout.banner)

    # ---- lookup ----------------------------------------------------------------

    def region_at(self, pos: QPointF) -> Region | None:
        for region in reversed(self.regions):
            if region.rect.contains(pos):
                return region
        return None

    def region_for_key(self, key: tuple[str, int | None, int | None, int | None]
                       ) -> Region | None:
        for region in self.regions:
            if region.key == key:
                return region
        return None

    def set_highlight(self, key: tuple[str, int | None, int | None, int | None] | None,
                      highlight: str) -> None:
        if key is None:
            return
        item = self.items_by_key.get(key)
        if isinstance(item, CardItem) and item.highlight != "battle":
            item.set_highlight(highlight)


# ---- staging: a view after one more event ---------------------------------------


def stage(view: TennoView, event: Event) -> TennoView:
    """`view` with the visible effect of `event` (already filtered for the
    view's seat) applied, for drawing the table between animated events."""
    d = event.data
    kind = event.kind
    table = [list(r) for r in view.table]
    public = [list(r) for r in view.public]
    hand = list(view.hand)
    sizes = list(view.hand_sizes)
    captured = [list(c) for c in view.captured]
    discard = list(view.discard)
    removed = list(view.removed)
    battles = list(view.battles)
    if kind == "attacked":
        table[d["attacker"]][d["own"]] = d["att_card"]
        table[d["target"]][d["their"]] = d["def_card"]
        public[d["attacker"]][d["own"]] = True
        public[d["target"]][d["their"]] = True
        battles.append(Battle(d["number"], d["attacker"], d["own"], d["target"], d["their"],
                              d["att_card"], d["def_card"]))
        return dataclasses.replace(view, table=_t(table), public=_t(public),
                                   battles=tuple(battles), phase="monk")
    if kind == "monk_used":
        table[d["seat"]][d["position"]] = d["card"]
        public[d["seat"]][d["position"]] = True
        return dataclasses.replace(view, table=_t(table), public=_t(public))
    if kind == "battle_resolved":
        for who, card_key, fate_key, other in (("attacker", "att_card", "att_fate", "defender"),
                                               ("defender", "def_card", "def_fate", "attacker")):
            fate = d[fate_key]
            if fate == "stays":
                continue
            seat = d[who]
            row = table[seat]
            if d[card_key] in row:
                pos = row.index(d[card_key])
                row[pos] = EMPTY
                public[seat][pos] = False
            if fate == "captured":
                captured[d[other]].append(d[card_key])
            elif fate == "discarded":
                discard.append(d[card_key])
            else:
                removed.append(d[card_key])
        return dataclasses.replace(view, table=_t(table), public=_t(public),
                                   captured=_t(captured), discard=tuple(discard),
                                   removed=tuple(removed), phase="refill")
    if kind == "refilled":
        seat, pos = d["seat"], d["position"]
        table[seat][pos] = d.get("card", HIDDEN)
        sizes[seat] -= 1
        if "card" in d and d["card"] in hand:
            hand.remove(d["card"])
        return dataclasses.replace(view, table=_t(table), hand=tuple(hand),
                                   hand_sizes=tuple(sizes))
    if kind == "replaced":
        seat, pos = d["seat"], d["position"]
        public[seat][pos] = False
        if "card" in d:
            if d["card"] != d["old"] and d["card"] in hand:
                hand.remove(d["card"])
                hand.append(d["old"])
                hand.sort()
            table[seat][pos] = d["card"]
        elif view.seat != seat:
            table[seat][pos] = HIDDEN
        return dataclasses.replace(view, table=_t(table), public=_t(public), hand=tuple(hand))
    if kind == "table_swapped":
        seat, a, b = d["seat"], d["first"], d["second"]
        public[seat][a] = public[seat][b] = False
        if d.get("exchange"):
            table[seat][a], table[seat][b] = table[seat][b], table[seat][a]
        elif view.seat != seat:
            table[seat][a] = table[seat][b] = HIDDEN
        return dataclasses.replace(view, table=_t(table), public=_t(public))
    if kind == "peeked" and "card" in d:
        table[d["target"]][d["position"]] = d["card"]
        return dataclasses.replace(view, table=_t(table))
    return view


def _t(rows: list[list[int]] | list[list[bool]]) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(r) for r in rows)  # type: ignore[misc]
