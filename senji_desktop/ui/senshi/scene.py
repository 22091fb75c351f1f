"""The Senshi table as a QGraphicsScene: layout, drawing and click regions.

The scene draws one :class:`SenshiView` — never more than the view holds —
and knows where every thing lies, so the table widget can map clicks and
keyboard focus to actions and animate events from where a thing was to
where it goes.

Arrangement (scene units; the view scales the whole scene to the window):
the seat whose view it is sits at the bottom with a large Training Card and
its hand beside it; the other seats follow in turn order from left to right
along the top (clockwise around a real table); the middle stacks lie in a
grid between them. Each middle stack keeps the grid slot of its stack id, so
stacks never jump when others leave; likewise a stack on a Training Card
keeps its slot when another stack there is used up (SNS-4, see
:class:`CardSlots`). The grid's number of rows is chosen to
make the table as large as the window allows.

Click regions (:class:`Region`): on a middle stack the top tile means Train
and the rest of the stack (the tiles peeking out above it and the mat around
it) means Study — in the pick phase the whole stack is picked; on a Training
Card the top tile means Train; a tile group in the own hand means Test.

Drawing is cheap enough to do between two animation frames while an AI
thinks: a drawing lists a :class:`Spec` per item, and the scene keeps every
item whose spec it already shows, so only what changed is made, rendered
(once per look and size, then cached) or removed. Items paint cached
pixmaps in C++ (see items.py); the animations are Qt property animations.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from functools import partial

from PySide6.QtCore import QAbstractAnimation, QCoreApplication, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QPainterPath
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSceneHelpEvent,
    QToolTip,
)

from senji_desktop.engine.core import Event
from senji_desktop.games.senshi.model import (
    MAX_CARD_STACKS,
    NUM_COLOURS,
    STACK_HEIGHT,
    TILES_PER_COLOUR,
    HandView,
    PickStack,
    SenshiAction,
    SenshiView,
    Study,
    TestTile,
    Train,
)
from senji_desktop.ui.common import animation, theme
from senji_desktop.ui.senshi import log_text
from senji_desktop.ui.senshi.items import (
    AreaItem,
    BadgeItem,
    BannerItem,
    CardItem,
    CountItem,
    GlowItem,
    LabelItem,
    MatItem,
    PileItem,
    SceneItem,
    TileItem,
    pile_token_rect,
)

#: Translation context of this module's texts (written out in each call for lupdate).
CONTEXT = "SenshiScene"

#: Qt's translate; lupdate finds ``translate("Context", "text")`` calls.
translate = QCoreApplication.translate

# ---- sizes (scene units) -------------------------------------------------------

MARGIN = 30.0
T_MIDDLE = 56.0  # middle and own card tiles
T_OPPONENT = 40.0  # tiles on the other seats' cards
FAN = 0.40  # vertical offset between the tiles of a stack, × tile size
MAT_PAD = 0.2  # mat padding around a stack, × tile size
GAP_X = 14.0
OPP_GAP = 40.0
GAP_Y = 18.0
ROW_GAP = 34.0
AREA_PAD = 16.0
LABEL_H = 28.0
PILE_W = 1.7  # width of a scoring pile cell, × tile size
OWN_FAN_MAX = 4
OWN_FAN_STEP = 0.24  # horizontal offset between fanned hand tiles, × tile size
OWN_SLOT_GAP = 0.3
OTHER_FAN_MAX = 3


def mat_size(t: float) -> QSizeF:
    """Size of the mat holding a stack of three tiles of size `t`."""
    return QSizeF(t * (1 + 2 * MAT_PAD), t * (1 + FAN * (STACK_HEIGHT - 1) + 2 * MAT_PAD))


def fan_rects(mat: QRectF, count: int, t: float) -> list[QRectF]:
    """Tile rectangles of a stack of `count` tiles on `mat`, bottom tile first.
    The top tile (last) sits at the bottom of the mat, fully visible; the
    tiles below peek out above it."""
    top_y = mat.bottom() - mat.height() * 0 - t * (1 + MAT_PAD)
    x = mat.center().x() - t / 2
    return [QRectF(x, top_y - (count - 1 - i) * FAN * t, t, t) for i in range(count)]


def total_stacks(view: SenshiView) -> int:
    """How many stacks were dealt (SNS-2, SNS-3): the stack ids run 0..n-1."""
    tiles = NUM_COLOURS * (TILES_PER_COLOUR - view.removed_per_colour)
    if view.secret_start:
        tiles -= 3 * view.num_seats
    n = tiles // STACK_HEIGHT
    known = max([*view.stacks, -1]) + 1
    return max(n, known)


def _tiles_in_hand(count: int) -> str:
    if count == 1:
        return translate("SenshiScene", "1 tile in hand")
    return translate("SenshiScene", "%n tiles in hand").replace("%n", str(count))


# ---- layout ------------------------------------------------------------------------


class CardSlots:
    """Which of the three slots of its Training Card each stack lies in.

    SNS-4: a used-up stack frees its slot, and the other stacks on that card
    stay where they are; a studied stack takes the leftmost free slot. The
    view only lists each card's stacks in order, so the table remembers the
    slot of every stack id it has shown (ids are never reused in a game).
    Without a memory (a table opened on a game in progress) the stacks fill
    the slots from the left."""

    def __init__(self) -> None:
        self._slot: dict[int, int] = {}

    def arrange(self, view: SenshiView, seat: int) -> list[int | None]:
        """The stack id in each slot of `seat`'s card (None = free), remembering
        where newly seen stacks were put."""
        slots: list[int | None] = [None] * MAX_CARD_STACKS
        pending = []
        for stack in view.cards[seat]:
            where = self._slot.get(stack)
            if where is not None and 0 <= where < MAX_CARD_STACKS and slots[where] is None:
                slots[where] = stack
            else:
                pending.append(stack)
        for stack in pending:
            free = next((i for i, s in enumerate(slots) if s is None), None)
            if free is None:  # more stacks than slots: not a legal view; draw what fits
                break
            slots[free] = stack
            self._slot[stack] = free
        return slots

    def slot_of(self, view: SenshiView, seat: int, stack: int) -> int:
        """The slot index of `stack` on `seat`'s card. Raises ValueError if it is not there."""
        return self.arrange(view, seat).index(stack)



@dataclass
class SeatGeometry:
    """Where one seat's things lie."""

    seat: int
    big: bool  # the bottom seat (larger)
    tile: float  # tile size on this card
    card: QRectF
    header: QRectF
    slots: list[QRectF]
    piles: list[QRectF]
    hand: QRectF
    hand_tile: float


@dataclass
class HandGroup:
    """One group of tiles in a hand: `key` is a colour 0–3, "unknown" (known to
    exist, colour hidden: SNS-2) or "back" (memory aid off)."""

    key: int | str
    count: int
    secret: int
    rects: list[QRectF]
    slot: QRectF  # the area the group may occupy (also when empty)
    count_rect: QRectF | None


@dataclass
class TableLayout:
    """Geometry of the whole table for one view (see module docstring)."""

    scene_rect: QRectF
    middle_area: QRectF
    middle_label: QRectF
    middle_tile: float
    middle_slots: dict[int, QRectF]
    seats: dict[int, SeatGeometry]
    bottom_seat: int
    order: list[int]  # seats from the bottom one, in turn order
    #: Where each stack lies on its Training Card (the table shares one memory
    #: between all its layouts; a fresh one fills the slots from the left).
    card_slots: CardSlots = field(default_factory=CardSlots)

    # -- stacks -----------------------------------------------------------------

    def stack_mat(self, view: SenshiView, stack: int) -> tuple[QRectF, float] | None:
        """The mat of `stack` and its tile size, wherever it lies."""
        owner = view.owner_of(stack)
        if owner is None:
            mat = self.middle_slots.get(stack)
            return (mat, self.middle_tile) if mat is not None else None
        geo = self.seats[owner]
        index = self.card_slots.slot_of(view, owner, stack)
        return geo.slots[index], geo.tile

    def stack_tile_rects(self, view: SenshiView, stack: int) -> list[QRectF]:
        where = self.stack_mat(view, stack)
        if where is None:
            return []
        mat, t = where
        return fan_rects(mat, len(view.stacks.get(stack, ())), t)

    # -- hands ------------------------------------------------------------------

    def hand_groups(self, view: SenshiView, seat: int, memory_aid: bool) -> list[HandGroup]:
        """The tile groups shown for `seat`'s hand (see HandGroup)."""
        geo = self.seats[seat]
        hand = view.hands[seat]
        s = geo.hand_tile
        if geo.big:
            return self._slotted_groups(geo, hand, memory_aid)
        entries: list[tuple[int | str, int, int]] = []
        if memory_aid or hand.own:
            entries = [(c, hand.tiles[c], 0) for c in range(NUM_COLOURS) if hand.tiles[c]]
            if hand.unknown:
                entries.append(("unknown", hand.unknown, 0))
        elif hand.size:
            entries = [("back", hand.size, 0)]
        groups = []
        x = geo.hand.left()
        y = geo.hand.top() + (geo.hand.height() - s) / 2
        offset = s * 0.26
        for key, count, secret in entries:
            fan = min(count, OTHER_FAN_MAX)
            rects = [QRectF(x + i * offset, y, s, s) for i in range(fan)]
            width = s + (fan - 1) * offset
            count_rect = None
            if count > 1:
                d = s * 0.56
                count_rect = QRectF(x + width - d * 0.6, y - d * 0.38, d, d)
            slot = QRectF(x, y, width, s)
            groups.append(HandGroup(key, count, secret, rects, slot, count_rect))
            x += width + s * 0.62
        return groups

    def _slotted_groups(
        self, geo: SeatGeometry, hand: HandView, memory_aid: bool
    ) -> list[HandGroup]:
        """The bottom seat's hand: one fixed slot per attribute (plus one for
        unknown or face-down tiles), so each attribute is always in the same place."""
        s = geo.hand_tile
        offset = s * OWN_FAN_STEP
        slot_w = s + (OWN_FAN_MAX - 1) * offset
        gap = s * OWN_SLOT_GAP
        keys: list[int | str] = list(range(NUM_COLOURS))
        counts: dict[int | str, int] = {}
        secret: dict[int | str, int] = {}
        if hand.own or memory_aid:
            for c in range(NUM_COLOURS):
                counts[c] = hand.tiles[c]
                secret[c] = hand.secret[c] if hand.own else 0
            if hand.unknown:
                keys.append("unknown")
                counts["unknown"] = hand.unknown
        else:
            keys = ["back"]
            counts["back"] = hand.size
        groups = []
        y = geo.hand.top() + (geo.hand.height() - s) / 2
        x = geo.hand.left()
        for key in keys:
            count = counts.get(key, 0)
            fan = min(count, OWN_FAN_MAX)
            rects = [QRectF(x + i * offset, y, s, s) for i in range(fan)]
            slot = QRectF(x, y, slot_w if key != "back" else slot_w * 1.6, s)
            count_rect = None
            if count > 1:
                d = s * 0.48
                right = x + s + (fan - 1) * offset
                count_rect = QRectF(right - d * 0.55, y - d * 0.4, d, d)
            groups.append(HandGroup(key, count, secret.get(key, 0), rects, slot, count_rect))
            x += slot.width() + gap
        return groups

    def hand_landing(
        self, view: SenshiView, seat: int, colour: int | None, memory_aid: bool
    ) -> QRectF:
        """Where a tile of `colour` entering `seat`'s hand comes to rest
        (computed on the view after the tile arrived)."""
        groups = self.hand_groups(view, seat, memory_aid)
        for g in groups:
            if g.key == colour and g.rects:
                return g.rects[-1]
        for g in groups:
            if g.key == "back" and g.rects:
                return g.rects[-1]
        geo = self.seats[seat]
        s = geo.hand_tile
        return QRectF(geo.hand.left(), geo.hand.center().y() - s / 2, s, s)

    def hand_source(
        self, view: SenshiView, seat: int, colour: int, was_secret: bool, memory_aid: bool
    ) -> QRectF:
        """Where a tile of `colour` leaving `seat`'s hand starts (on the view
        before it left)."""
        groups = self.hand_groups(view, seat, memory_aid)
        wanted: list[int | str] = [colour]
        if was_secret and not view.hands[seat].own:
            wanted = ["unknown"]
        wanted.append("back")
        for key in wanted:
            for g in groups:
                if g.key == key and g.rects:
                    return g.rects[-1]
        return self.hand_landing(view, seat, colour, memory_aid)

    def pile_token(self, view: SenshiView, seat: int, colour: int) -> QRectF:
        """Where a tile lands on `seat`'s `colour` scoring pile (`view` is the
        view after it landed)."""
        return pile_token_rect(self.seats[seat].piles[colour], view.piles[seat][colour])


def _card_size(t: float, big: bool) -> tuple[QSizeF, float]:
    """Size of a Training Card for tiles of size `t`, and its header height."""
    mat = mat_size(t)
    pad = t * 0.3
    header = 44.0 if big else 38.0
    slots_w = MAX_CARD_STACKS * mat.width() + (MAX_CARD_STACKS - 1) * t * 0.2
    piles_w = 2 * t * PILE_W + t * 0.16
    width = pad + slots_w + t * 0.34 + piles_w + pad
    height = header + pad * 0.8 + mat.height() + pad * 0.8
    return QSizeF(width, height), header


def _place_card(
    seat: int, origin: QPointF, t: float, big: bool, hand: QRectF, hand_tile: float
) -> SeatGeometry:
    size, header_h = _card_size(t, big)
    card = QRectF(origin, size)
    pad = t * 0.3
    mat = mat_size(t)
    header = QRectF(card.left(), card.top(), card.width(), header_h)
    top = header.bottom() + pad * 0.8
    slots = [
        QRectF(card.left() + pad + i * (mat.width() + t * 0.2), top, mat.width(), mat.height())
        for i in range(MAX_CARD_STACKS)
    ]
    piles_left = slots[-1].right() + t * 0.34
    cell_w, cell_h = t * PILE_W, (mat.height() - t * 0.16) / 2
    piles = []
    for c in range(NUM_COLOURS):
        col, row = c % 2, c // 2
        piles.append(
            QRectF(
                piles_left + col * (cell_w + t * 0.16),
                top + row * (cell_h + t * 0.16),
                cell_w,
                cell_h,
            )
        )
    return SeatGeometry(seat, big, t, card, header, slots, piles, hand, hand_tile)


def compute_layout(view: SenshiView, bottom_seat: int, viewport: QSizeF) -> TableLayout:
    """The table's geometry for `view` with `bottom_seat` at the bottom.

    Tries a few sizes for the other seats' cards and row counts for the
    middle grid and keeps the arrangement that makes the table largest in
    `viewport` (slightly preferring larger cards for the other seats)."""
    n = view.num_seats
    order = [(bottom_seat + i) % n for i in range(n)]
    others = order[1:]
    stacks = total_stacks(view)
    t_own = T_MIDDLE
    own_card, _ = _card_size(t_own, True)
    own_hand_tile = t_own
    own_slots = NUM_COLOURS + (1 if view.secret_start else 0)
    own_hand_w = own_slots * own_hand_tile * (1 + OWN_FAN_STEP * (OWN_FAN_MAX - 1) + OWN_SLOT_GAP)
    own_gap = 46.0
    own_row_w = own_card.width() + own_gap + own_hand_w
    mat = mat_size(T_MIDDLE)
    vw = max(1.0, viewport.width())
    vh = max(1.0, viewport.height())

    def measure(t_opp: float, rows: int) -> tuple[float, float, float, float]:
        opp_card, _ = _card_size(t_opp, False)
        opp_block_h = opp_card.height() + 10 + t_opp * 0.78 + 16
        opp_row_w = len(others) * opp_card.width() + max(0, len(others) - 1) * OPP_GAP
        cols = math.ceil(stacks / rows)
        grid_w = cols * mat.width() + (cols - 1) * GAP_X
        grid_h = rows * mat.height() + (rows - 1) * GAP_Y
        w = max(opp_row_w, grid_w + 2 * AREA_PAD, own_row_w) + 2 * MARGIN
        h = (
            MARGIN
            + opp_block_h
            + ROW_GAP
            + LABEL_H
            + grid_h
            + 2 * AREA_PAD
            + ROW_GAP
            + own_card.height()
            + MARGIN
        )
        return w, h, grid_w, grid_h

    best: tuple[float, float, int] | None = None
    for t_opp in (46.0, 42.0, 38.0, 34.0):
        for rows in (2, 3, 4):
            w, h, _, _ = measure(t_opp, rows)
            score = min(vw / w, vh / h) * (t_opp / T_OPPONENT) ** 0.3
            if best is None or score > best[0] * 1.01:
                best = (score, t_opp, rows)
    assert best is not None
    _, t_opp, rows = best
    content_w, content_h, grid_w, grid_h = measure(t_opp, rows)
    cols = math.ceil(stacks / rows)
    opp_card, _ = _card_size(t_opp, False)
    opp_hand_tile = t_opp * 0.78
    opp_hand_h = opp_hand_tile + 16
    opp_block_h = opp_card.height() + 10 + opp_hand_h
    opp_row_w = len(others) * opp_card.width() + max(0, len(others) - 1) * OPP_GAP
    cx = content_w / 2

    seats: dict[int, SeatGeometry] = {}
    # Other seats along the top, in turn order from left to right.
    x = cx - opp_row_w / 2
    y = MARGIN
    for seat in others:
        hand = QRectF(x + 8, y + opp_card.height() + 10, opp_card.width() - 16, opp_hand_h)
        seats[seat] = _place_card(seat, QPointF(x, y), t_opp, False, hand, opp_hand_tile)
        x += opp_card.width() + OPP_GAP
    # The middle.
    label_top = MARGIN + opp_block_h + ROW_GAP
    area = QRectF(
        cx - grid_w / 2 - AREA_PAD,
        label_top + LABEL_H,
        grid_w + 2 * AREA_PAD,
        grid_h + 2 * AREA_PAD,
    )
    middle_label = QRectF(area.left() + 6, label_top - 2, area.width() - 12, LABEL_H - 4)
    slots: dict[int, QRectF] = {}
    for sid in range(stacks):
        r, c = divmod(sid, cols)
        slots[sid] = QRectF(
            area.left() + AREA_PAD + c * (mat.width() + GAP_X),
            area.top() + AREA_PAD + r * (mat.height() + GAP_Y),
            mat.width(),
            mat.height(),
        )
    # The bottom seat.
    own_top = area.bottom() + ROW_GAP
    own_left = cx - own_row_w / 2
    hand = QRectF(
        own_left + own_card.width() + own_gap, own_top + 46, own_hand_w, own_card.height() - 46
    )
    seats[bottom_seat] = _place_card(
        bottom_seat, QPointF(own_left, own_top), t_own, True, hand, own_hand_tile
    )
    # Stretch the scene to the viewport's shape so the table sits centred.
    rect = QRectF(0, 0, content_w, content_h)
    aspect = vw / vh
    if rect.width() / rect.height() < aspect:
        extra = rect.height() * aspect - rect.width()
        rect.adjust(-extra / 2, 0, extra / 2, 0)
    else:
        extra = rect.width() / aspect - rect.height()
        rect.adjust(0, -extra / 2, 0, extra / 2)
    return TableLayout(rect, area, middle_label, T_MIDDLE, slots, seats, bottom_seat, order)


# ---- view bookkeeping during animations ------------------------------------------------


def advance_view(view: SenshiView, event: Event) -> SenshiView:
    """`view` as it looks after `event` (an approximation used only to draw
    the table between the steps of an animation; the view the controller
    sends afterwards is drawn at the end). Uses only what the event shows."""
    d = event.data
    kind = event.kind
    stacks = dict(view.stacks)
    middle = list(view.middle)
    cards = [list(c) for c in view.cards]
    piles = [list(p) for p in view.piles]
    hands = list(view.hands)

    def add_to_hand(seat: int, colours: Sequence[int]) -> None:
        h = hands[seat]
        tiles = list(h.tiles)
        for c in colours:
            tiles[c] += 1
        hands[seat] = dataclasses.replace(h, tiles=tuple(tiles))

    changes: dict[str, object] = {}
    if kind == "stack_picked" and d["stack"] in stacks:
        stacks.pop(d["stack"])
        if d["stack"] in middle:
            middle.remove(d["stack"])
        add_to_hand(d["seat"], d.get("tiles", []))
    elif kind == "studied" and d["stack"] in middle:
        middle.remove(d["stack"])
        cards[d["seat"]].append(d["stack"])
    elif kind == "trained" and stacks.get(d["stack"]):
        stacks[d["stack"]] = stacks[d["stack"]][:-1]
        add_to_hand(d["seat"], [d["colour"]])
    elif kind == "tested":
        seat, colour = d["seat"], d["colour"]
        h = hands[seat]
        tiles, secret, unknown = list(h.tiles), list(h.secret), h.unknown
        if h.own:
            tiles[colour] = max(0, tiles[colour] - 1)
            if d.get("was_secret"):
                secret[colour] = max(0, secret[colour] - 1)
        elif d.get("was_secret") and unknown:
            unknown -= 1
        else:
            tiles[colour] = max(0, tiles[colour] - 1)
        hands[seat] = dataclasses.replace(
            h, tiles=tuple(tiles), secret=tuple(secret), unknown=unknown
        )
        piles[seat][colour] += 1
    elif kind == "scored_from_stack" and stacks.get(d["stack"]):
        stacks[d["stack"]] = stacks[d["stack"]][:-1]
        piles[d["seat"]][d["colour"]] += 1
    elif kind == "stack_emptied":
        stacks.pop(d["stack"], None)
        if d["stack"] in middle:
            middle.remove(d["stack"])
        for card in cards:
            if d["stack"] in card:
                card.remove(d["stack"])
    elif kind == "end_triggered":
        changes = {"final_turns_left": view.num_seats, "trigger_seat": d["seat"]}
    elif kind == "turn_started":
        changes = {"current": d["seat"]}
    elif kind == "game_over":
        changes = {"phase": "over"}
    return dataclasses.replace(
        view,
        stacks=stacks,
        middle=tuple(middle),
        cards=tuple(tuple(c) for c in cards),
        piles=tuple(tuple(p) for p in piles),
        hands=tuple(hands),
        legal=(),
        **changes,  # type: ignore[arg-type]
    )


# ---- regions -----------------------------------------------------------------------------


@dataclass
class Region:
    """A clickable part of the table.

    `kind`: "middle_top", "middle_body", "card_top", "card_body", "hand",
    "pile". `action` is the action a click would ask for (legal or not),
    None where no action exists. `path` is the hit area, `glow` what lights
    up, `click` the point a player (or a GUI test) clicks."""

    kind: str
    action: SenshiAction | None
    path: QPainterPath
    glow: QPainterPath
    click: QPointF
    seat: int | None = None
    stack: int | None = None
    colour: int | None = None
    priority: int = 0
    tooltip: str = ""


#: Region outlines by rectangle: the layout keeps its places from one view to
#: the next, so a redraw finds most of them here instead of redoing path
#: arithmetic. Paths are never changed after they are made.
_PATHS: dict[Hashable, QPainterPath] = {}
_PATHS_MAX = 4000


def _rect_key(rect: QRectF) -> tuple[float, float, float, float]:
    return (round(rect.x(), 3), round(rect.y(), 3), round(rect.width(), 3), round(rect.height(), 3))


def _remember(key: Hashable, make: Callable[[], QPainterPath]) -> QPainterPath:
    path = _PATHS.get(key)
    if path is None:
        if len(_PATHS) >= _PATHS_MAX:
            _PATHS.clear()
        path = _PATHS[key] = make()
    return path


def _rounded(rect: QRectF, radius_fraction: float = 0.17) -> QPainterPath:
    def make() -> QPainterPath:
        path = QPainterPath()
        r = min(rect.width(), rect.height()) * radius_fraction
        path.addRoundedRect(rect, r, r)
        return path

    return _remember(("rounded", _rect_key(rect), radius_fraction), make)


def _plain(rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    path.addRect(rect)
    return path


def _mat_body(mat: QRectF, top: QRectF) -> QPainterPath:
    """A stack's mat without its top tile (the Study / card body region)."""
    return _remember(
        ("body", _rect_key(mat), _rect_key(top)),
        lambda: _rounded(mat, 0.14).subtracted(_rounded(top)),
    )


def _frozen(value: object) -> Hashable:
    # Rectangles by value; the layout computes the same floats for the same
    # place. Every other argument of an item is a hashable value already.
    if type(value) is QRectF:
        return value.getRect()
    return value


class Spec:
    """How to make one scene item: its class and arguments. Equal specs make
    identical items, so a redraw keeps every item it already has and makes
    only the ones that changed."""

    __slots__ = ("args", "cls", "key", "kwargs")

    def __init__(self, cls: Callable[..., SceneItem], *args: object, **kwargs: object) -> None:
        self.cls = cls
        self.args = args
        self.kwargs = kwargs
        self.key: Hashable = (
            cls,
            tuple([_frozen(a) for a in args]),
            tuple([(k, _frozen(v)) for k, v in kwargs.items()]),
        )

    def make(self) -> SceneItem:
        return self.cls(*self.args, **self.kwargs)


# ---- the scene ------------------------------------------------------------------------------


@dataclass
class RenderOptions:
    """How to draw a view: `names` per seat, the memory aid, whether the
    view's seat may act now, and which stacks/hand groups to leave out
    (they are in flight during an animation)."""

    names: list[str]
    memory_aid: bool = True
    interactive: bool = False
    hidden_stacks: set[int] = field(default_factory=set)
    hidden_tops: dict[int, int] = field(default_factory=dict)  # stack -> tiles to leave out


class SenshiScene(QGraphicsScene):
    """Draws a SenshiView (see module docstring)."""

    def __init__(self, parent: object = None) -> None:
        super().__init__(parent)  # type: ignore[call-overload]
        self.layout: TableLayout | None = None
        self.view: SenshiView | None = None
        self._regions: list[Region] | None = []
        self._region_source: (
            tuple[SenshiView, TableLayout, RenderOptions, set[SenshiAction]] | None
        ) = None
        #: Device pixels per scene unit of the view showing the scene: the
        #: resolution items render their pixmaps at (set by the table).
        self.device_scale = 1.0
        self._hover: GlowItem | None = None
        self._focus: GlowItem | None = None
        self.hover_region: Region | None = None
        self.focus_region: Region | None = None
        self._banner: BannerItem | None = None
        self._items: dict[Hashable, list[SceneItem]] = {}
        self._synced_scale = 0.0
        self._wanted: list[tuple[Hashable, Spec, float, str]] = []
        self._transient: list[QGraphicsItem] = []
        self._with_regions = False  # the drawing code lists regions (not items)
        # Few items move at a time; an index would be rebuilt on every move.
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)

    # -- queries used by the table and by tests ----------------------------------------

    @property
    def regions(self) -> list[Region]:
        """The clickable parts of the table as last drawn. Worked out when
        first asked for (a hover, a click, a key), not by every drawing."""
        if self._regions is None:
            self._regions = []
            assert self._region_source is not None
            view, layout, opts, legal = self._region_source
            self._with_regions = True
            try:
                self._draw_middle(view, layout, opts, legal)
                for seat in layout.order:
                    self._draw_seat(view, layout, seat, opts, legal)
            finally:
                self._with_regions = False
                self._wanted = []
        return self._regions

    def tile_items(self) -> list[TileItem]:
        return [i for i in self.items() if isinstance(i, TileItem)]

    def texts(self) -> list[str]:
        """Every text drawn in the scene (labels, banners), in reading order."""
        found = []
        for item in self.items():
            if isinstance(item, (LabelItem, BannerItem)):
                pos = item.scenePos()
                found.append((round(pos.y(), 1), round(pos.x(), 1), item.text))
        return [text for _y, _x, text in sorted(found)]

    def region_at(self, pos: QPointF) -> Region | None:
        for region in sorted(self.regions, key=lambda r: -r.priority):
            if region.path.contains(pos):
                return region
        return None

    def region_for(self, action: SenshiAction) -> Region | None:
        """The region whose click asks for `action` (None if not on the table)."""
        for region in sorted(self.regions, key=lambda r: -r.priority):
            if region.action == action:
                return region
        return None

    # -- drawing ------------------------------------------------------------------------------

    def render_view(
        self,
        view: SenshiView,
        layout: TableLayout,
        opts: RenderOptions,
        *,
        regions: bool = True,
    ) -> None:
        """Show a drawing of `view` laid out by `layout`. Items that look and
        lie exactly as before are kept; the rest are made or removed, and
        whatever an animation added is removed. Without `regions` nothing is
        clickable (used between the steps of an animation)."""
        self._clear_transient()
        self._clear_glow()
        self.view = view
        self.layout = layout
        self._wanted = []
        self.setSceneRect(layout.scene_rect)
        legal = set(view.legal) if opts.interactive else set()
        self._draw_middle(view, layout, opts, legal)
        for seat in layout.order:
            self._draw_seat(view, layout, seat, opts, legal)
        self._sync()
        self._regions = None if regions else []
        self._region_source = (view, layout, opts, legal)

    def clear_items(self) -> None:
        """Remove everything."""
        self._clear_transient()
        self._clear_glow()
        self._regions = []
        self._items = {}
        self._wanted = []
        self.clear()

    def _clear_glow(self) -> None:
        self.set_hover(None)
        self.set_focus(None)

    def _clear_transient(self) -> None:
        for item in self._transient:
            if item.scene() is self:
                self.removeItem(item)
        self._transient = []
        self._banner = None

    def _add(self, spec: Spec, z: float = 0.0, tooltip: str = "") -> None:
        if not self._with_regions:
            self._wanted.append(((spec.key, z, tooltip), spec, z, tooltip))

    def _sync(self) -> None:
        """Make the scene hold exactly the wanted items (see render_view)."""
        old = self._items
        new: dict[Hashable, list[SceneItem]] = {}
        scale = self.device_scale
        rescale = scale != self._synced_scale
        self._synced_scale = scale
        for key, spec, z, tooltip in self._wanted:
            bucket = old.get(key)
            if bucket:
                item = bucket.pop()
                if rescale:
                    item.realize(scale)
            else:
                item = spec.make()
                item.setZValue(z)
                if tooltip:
                    item.setToolTip(tooltip)
                item.realize(scale)
                self.addItem(item)
            new.setdefault(key, []).append(item)
        for bucket in old.values():
            for item in bucket:
                self.removeItem(item)
        self._items = new
        self._wanted = []

    def _draw_middle(
        self, view: SenshiView, layout: TableLayout, opts: RenderOptions, legal: set[SenshiAction]
    ) -> None:
        self._add(Spec(AreaItem, layout.middle_area), -10)
        count = len(view.middle)
        if count == 1:
            label = translate("SenshiScene", "Middle of the table: 1 stack")
        else:
            label = translate("SenshiScene", "Middle of the table: %n stacks").replace(
                "%n", str(count)
            )
        lab = layout.middle_label
        self._add(
            Spec(LabelItem,
                label,
                QRectF(lab.left(), lab.top(), lab.width() * 0.5, lab.height()),
                pixel=20,
                bold=True,
                colour=theme.INK,
            ),
            1,
        )
        removed = view.removed_per_colour
        if removed:
            aside = translate("SenshiScene", "Set aside: %n tiles of each attribute").replace(
                "%n", str(removed)
            )
            self._add(
                Spec(LabelItem,
                    aside,
                    QRectF(lab.center().x(), lab.top(), lab.width() * 0.5, lab.height()),
                    pixel=17,
                    colour=theme.INK_SOFT,
                    align=Qt.AlignmentFlag.AlignRight,
                ),
                1,
            )
        t = layout.middle_tile
        pick = view.phase == "pick"
        for stack, mat in layout.middle_slots.items():
            if stack not in view.middle or stack in opts.hidden_stacks:
                self._add(Spec(MatItem, mat, empty=True, faint=True), -1)
                continue
            tiles = view.stacks.get(stack, ())
            study, train, take = Study(stack), Train(stack), PickStack(stack)
            warm = (take in legal) or (study in legal)
            self._add(Spec(MatItem, mat, warm=warm), 0)
            shown = len(tiles) - opts.hidden_tops.get(stack, 0)
            rects = fan_rects(mat, len(tiles), t)
            tip = self._stack_tooltip(tiles, None)
            for i, (colour, rect) in enumerate(zip(tiles, rects, strict=True)):
                if i >= shown:
                    break
                peek = FAN if i < shown - 1 else 0.0
                self._add(
                    Spec(TileItem, colour, rect, role="middle", stack=stack, peek=peek), 10 + i, tip
                )
            if not tiles or not self._with_regions:
                continue
            top = rects[-1]
            whole = _rounded(mat, 0.14)
            body = _mat_body(mat, top)
            if pick:
                self.regions.append(
                    Region(
                        "middle_top",
                        take,
                        whole,
                        whole,
                        top.center(),
                        stack=stack,
                        priority=2,
                        tooltip=self._tip_pick(tiles),
                    )
                )
                continue
            self.regions.append(
                Region(
                    "middle_top",
                    train,
                    _rounded(top),
                    _rounded(top),
                    top.center(),
                    stack=stack,
                    priority=3,
                    tooltip=self._tip_train(tiles[-1], None),
                )
            )
            click = QPointF(mat.center().x(), (mat.top() + top.top()) / 2)
            if top.top() - mat.top() < t * 0.3:
                click = QPointF(mat.left() + t * 0.1, mat.center().y())
            self.regions.append(
                Region(
                    "middle_body",
                    study,
                    body,
                    whole,
                    click,
                    stack=stack,
                    priority=1,
                    tooltip=self._tip_study(tiles),
                )
            )

    def _draw_seat(
        self,
        view: SenshiView,
        layout: TableLayout,
        seat: int,
        opts: RenderOptions,
        legal: set[SenshiAction],
    ) -> None:
        geo = layout.seats[seat]
        acting = view.phase != "over" and view.current == seat
        self._add(
            Spec(CardItem, geo.card, geo.header.height(), seat=seat, acting=acting, big=geo.big), -5
        )
        # Header: first-player seal, name, hand size.
        h = geo.header
        pad = geo.tile * 0.3
        name_x = h.left() + pad
        if seat == view.first_seat:
            d = h.height() * 0.62
            badge = Spec(BadgeItem, "1", QRectF(name_x, h.center().y() - d / 2, d, d), filled=False)
            self._add(
                badge,
                2,
                translate(
                    "SenshiScene", "First player: started the game and is the first in turn order"
                ),
            )
            name_x += d + 8
        name_colour = theme.PAPER_LIGHT if acting else theme.INK
        hand_size = view.hands[seat].size
        size_text = _tiles_in_hand(hand_size)
        size_w = h.width() * 0.38
        name = log_text.seat_name(opts.names, seat)
        self._add(
            Spec(LabelItem,
                name,
                QRectF(name_x, h.top(), h.right() - pad - size_w - name_x - 6, h.height()),
                pixel=22 if geo.big else 20,
                bold=True,
                colour=name_colour,
            ),
            2,
        )
        self._add(
            Spec(LabelItem,
                size_text,
                QRectF(h.right() - pad - size_w, h.top(), size_w, h.height()),
                pixel=17 if geo.big else 16,
                colour=theme.PAPER_LIGHT if acting else theme.INK_SOFT,
                align=Qt.AlignmentFlag.AlignRight,
            ),
            2,
        )
        # Slots and their stacks.
        card = layout.card_slots.arrange(view, seat)
        for i, mat in enumerate(geo.slots):
            stack = card[i]
            if stack is None or stack in opts.hidden_stacks:
                self._add(
                    Spec(MatItem, mat, empty=True),
                    0,
                    translate("SenshiScene", "A free slot for a stack (Study)"),
                )
                continue
            self._add(Spec(MatItem, mat), 0)
            tiles = view.stacks.get(stack, ())
            rects = fan_rects(mat, len(tiles), geo.tile)
            shown = len(tiles) - opts.hidden_tops.get(stack, 0)
            tip = self._stack_tooltip(tiles, seat)
            for k, (colour, rect) in enumerate(zip(tiles, rects, strict=True)):
                if k >= shown:
                    break
                peek = FAN if k < shown - 1 else 0.0
                self._add(
                    Spec(TileItem, colour, rect, role="card", seat=seat, stack=stack, peek=peek),
                    10 + k,
                    tip,
                )
            if not tiles or not self._with_regions:
                continue
            top = rects[-1]
            self.regions.append(
                Region(
                    "card_top",
                    Train(stack),
                    _rounded(top),
                    _rounded(top),
                    top.center(),
                    seat=seat,
                    stack=stack,
                    priority=3,
                    tooltip=self._tip_train(tiles[-1], seat),
                )
            )
            whole = _rounded(mat, 0.14)
            click = QPointF(mat.center().x(), (mat.top() + top.top()) / 2)
            self.regions.append(
                Region(
                    "card_body",
                    None,
                    _mat_body(mat, top),
                    whole,
                    click,
                    seat=seat,
                    stack=stack,
                    priority=1,
                )
            )
        # Scoring piles.
        piles = view.piles[seat]
        for colour, rect in enumerate(geo.piles):
            count = piles[colour]
            if count == 1:
                tip = translate("SenshiScene", "%1 pile (%2): 1 tile")
            else:
                tip = translate("SenshiScene", "%1 pile (%2): %n tiles").replace("%n", str(count))
            tip = tip.replace("%1", log_text.attribute_name(colour)).replace(
                "%2", log_text.colour_name(colour)
            )
            self._add(Spec(PileItem, colour, count, rect, seat=seat), 1, tip)
            if not self._with_regions:
                continue
            path = _remember(("rect", _rect_key(rect)), partial(_plain, rect))
            self.regions.append(
                Region(
                    "pile", None, path, path, rect.center(), seat=seat, colour=colour, priority=0
                )
            )
        self._draw_hand(view, layout, seat, opts, legal)

    def _draw_hand(
        self,
        view: SenshiView,
        layout: TableLayout,
        seat: int,
        opts: RenderOptions,
        legal: set[SenshiAction],
    ) -> None:
        geo = layout.seats[seat]
        hand = view.hands[seat]
        groups = layout.hand_groups(view, seat, opts.memory_aid)
        if geo.big:
            title = (
                translate("SenshiScene", "Your hand")
                if hand.own
                else translate("SenshiScene", "Hand of %1").replace(
                    "%1", log_text.seat_name(opts.names, seat)
                )
            )
            hr = geo.hand
            self._add(
                Spec(LabelItem,
                    title, QRectF(hr.left(), hr.top() - 46, hr.width(), 30), pixel=20, bold=True
                ),
                2,
            )
            if hand.own and any(isinstance(a, TestTile) for a in legal):
                hint = translate("SenshiScene", "Click a tile to Test it")
                self._add(
                    Spec(LabelItem,
                        hint,
                        QRectF(hr.left() + hr.width() * 0.42, hr.top() - 46, hr.width() * 0.58, 30),
                        pixel=17,
                        colour=theme.INK_SOFT,
                        align=Qt.AlignmentFlag.AlignRight,
                    ),
                    2,
                )
        if not hand.size and not geo.big:
            self._add(
                Spec(LabelItem,
                    translate("SenshiScene", "No tiles in hand"),
                    geo.hand,
                    pixel=16,
                    colour=theme.INK_SOFT,
                ),
                2,
            )
        for group in groups:
            key = group.key
            colour = key if isinstance(key, int) else None
            if geo.big and not group.count:
                # An empty slot of the own hand: a faint well.
                self._add(
                    Spec(MatItem,
                        QRectF(group.slot.left(), group.slot.top(), geo.hand_tile, geo.hand_tile),
                        empty=True,
                    ),
                    0,
                    self._tip_hand_group(hand, key, 0),
                )
            tip = self._tip_hand_group(hand, key, group.count) if group.rects else ""
            for i, rect in enumerate(group.rects):
                secret = hand.own and colour is not None and i >= len(group.rects) - group.secret
                item = Spec(
                    TileItem,
                    colour,
                    rect,
                    role="hand",
                    seat=seat,
                    unknown=(key == "unknown"),
                    secret=secret,
                )
                self._add(item, 20 + i, tip)
            if group.count_rect is not None:
                self._add(Spec(CountItem, group.count, group.count_rect), 40)
            if not group.rects or not self._with_regions:
                continue
            area = QPainterPath()
            first, last = group.rects[0], group.rects[-1]
            area.addRoundedRect(first.united(last), first.width() * 0.17, first.width() * 0.17)
            action = TestTile(colour) if (hand.own and colour is not None) else None
            self.regions.append(
                Region(
                    "hand",
                    action,
                    area,
                    area,
                    last.center(),
                    seat=seat,
                    colour=colour,
                    priority=2,
                    tooltip=(self._tip_test(colour) if action else ""),
                )
            )

    # -- tooltips -------------------------------------------------------------------------------

    @staticmethod
    def _stack_tooltip(tiles: Sequence[int], seat: int | None) -> str:
        if not tiles:
            return ""
        return translate(
            "SenshiScene", "Stack, top tile first: %1", "%1 lists the tiles from the top down"
        ).replace("%1", log_text.stack_text(tiles))

    @staticmethod
    def _tip_pick(tiles: Sequence[int]) -> str:
        return translate(
            "SenshiScene",
            "Take this whole stack into your hand (top tile first: %1)",
            "%1 lists the tiles from the top down",
        ).replace("%1", log_text.stack_text(tiles))

    @staticmethod
    def _tip_train(colour: int, owner: int | None) -> str:
        return translate("SenshiScene", "Train: take this %1 tile into your hand").replace(
            "%1", log_text.attribute_name(colour)
        )

    @staticmethod
    def _tip_study(tiles: Sequence[int]) -> str:
        return translate(
            "SenshiScene",
            "Study: move this whole stack (top tile first: %1) onto your Training Card",
            "%1 lists the tiles from the top down",
        ).replace("%1", log_text.stack_text(tiles))

    @staticmethod
    def _tip_test(colour: int) -> str:
        return translate("SenshiScene", "Test: play one %1 tile to your %1 pile").replace(
            "%1", log_text.attribute_name(colour)
        )

    @staticmethod
    def _tip_hand_group(hand: HandView, key: int | str, count: int) -> str:
        if key == "unknown":
            if count == 1:
                return translate("SenshiScene", "1 secret tile: only its owner knows it")
            return translate(
                "SenshiScene", "%n secret tiles: only their owner knows them"
            ).replace("%n", str(count))
        if key == "back":
            return _tiles_in_hand(count)
        assert isinstance(key, int)
        name = log_text.attribute_name(key)
        if hand.own:
            secret = hand.secret[key]
            if secret and secret == count:
                if count == 1:
                    text = translate("SenshiScene", "%1 in your hand: 1 (only you know it)")
                else:
                    text = translate(
                        "SenshiScene", "%1 in your hand: %2 (only you know them)"
                    )
            elif secret:
                text = translate("SenshiScene", "%1 in your hand: %2 (only you know %3 of them)")
            else:
                text = translate("SenshiScene", "%1 in your hand: %2")
            return text.replace("%1", name).replace("%2", str(count)).replace("%3", str(secret))
        if count == 1:
            text = translate("SenshiScene", "%1 in this hand: 1 (everyone saw it being taken)")
        else:
            text = translate(
                "SenshiScene", "%1 in this hand: %2 (everyone saw them being taken)"
            )
        return text.replace("%1", name).replace("%2", str(count))

    # -- hover and focus --------------------------------------------------------------------

    def set_hover(self, region: Region | None) -> None:
        if self._hover is not None:
            self.removeItem(self._hover)
            self._hover = None
        self.hover_region = region
        if region is not None:
            self._hover = GlowItem(region.glow, focus=False)
            self.addItem(self._hover)

    def set_focus(self, region: Region | None) -> None:
        if self._focus is not None:
            self.removeItem(self._focus)
            self._focus = None
        self.focus_region = region
        if region is not None:
            self._focus = GlowItem(region.glow, focus=True)
            self.addItem(self._focus)

    def helpEvent(self, event: QGraphicsSceneHelpEvent) -> None:
        # The tooltip of a lit-up target says what a click does; elsewhere
        # the item under the pointer explains itself.
        region = self.hover_region
        if region is not None and region.tooltip:
            QToolTip.showText(event.screenPos(), region.tooltip, event.widget())
            event.accept()
            return
        super().helpEvent(event)

    # -- animation support ------------------------------------------------------------------------

    def _hang(self, item: SceneItem, z: float) -> QGraphicsObject:
        """`item` on a carrier (animated by Qt in C++), removed by the next drawing."""
        holder = animation.carrier(z)
        item.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        item.setParentItem(holder)
        item.realize(self.device_scale)
        self.addItem(holder)
        self._transient.append(holder)
        return holder

    def add_flying(
        self, colour: int | None, start: QRectF, end: QRectF, duration: int, *,
        unknown: bool = False,
    ) -> list[QAbstractAnimation]:
        """A tile above everything flying from `start` to `end` (scene
        rectangles; its size changes on the way): the animations to run."""
        unit = max(start.width(), end.width())
        item = TileItem(colour, QRectF(0, 0, unit, unit), role="flying", unknown=unknown)
        holder = self._hang(item, 500)
        return animation.fly_animations(holder, unit, start, end, duration)

    def add_fading_mat(self, rect: QRectF, duration: int) -> list[QAbstractAnimation]:
        """A used-up stack's mat fading away above the table."""
        holder = self._hang(MatItem(rect, warm=True), 450)
        return [animation.fade_animation(holder, 1.0, 0.0, duration)]

    def show_banner(self, text: str, duration: int) -> list[QAbstractAnimation]:
        """An announcement across the middle, fading in (it stays until the
        next drawing)."""
        if self.layout is None:
            return []
        area = self.layout.middle_area
        w = min(area.width() * 0.8, 720.0)
        rect = QRectF(area.center().x() - w / 2, area.center().y() - 36, w, 72)
        self._banner = BannerItem(text, rect)
        holder = self._hang(self._banner, 1000)
        return [animation.fade_animation(holder, 0.0, 1.0, duration)]


# ---- turning events into animation steps ------------------------------------------------------


@dataclass
class Stage:
    """What the table shows between animation steps."""

    view: SenshiView
    layout: TableLayout


class EventAnimator:
    """Plans animation steps for a list of events (see module docstring of
    ui/common/animation.py). `draw(view, opts_hidden)` redraws the scene;
    `layout_for(view)` lays out a view; `on_event(event)` is called as each
    event's step starts (to append its log line)."""

    def __init__(
        self,
        scene: SenshiScene,
        layout_for: Callable[[SenshiView], TableLayout],
        draw: Callable[[SenshiView, TableLayout, set[int], dict[int, int]], None],
        memory_aid: Callable[[], bool],
        on_event: Callable[[Event], None],
        duration: Callable[[], int],
    ) -> None:
        self.scene = scene
        self.layout_for = layout_for
        self.draw = draw
        self.memory_aid = memory_aid
        self.on_event = on_event
        self.duration = duration

    def steps(self, events: Sequence[Event], start: SenshiView) -> list[animation.Step]:
        """One step per event (consecutive scores from stacks run together)."""
        steps: list[animation.Step] = []
        state = {"view": start}
        batches: list[list[Event]] = []
        for e in events:
            if (
                batches
                and e.kind == "scored_from_stack"
                and batches[-1][-1].kind == "scored_from_stack"
            ):
                batches[-1].append(e)
            else:
                batches.append([e])
        for batch in batches:
            steps.append(self._step(batch, state))
        return steps

    def _step(self, batch: list[Event], state: dict[str, SenshiView]) -> animation.Step:
        # Only an animated step draws (as it starts: the table as it was, less
        # what is in flight). A step's end just moves the bookkeeping on: the
        # next animated step, or the final view the table shows when the
        # sequence ends, draws right after it — drawing there as well would
        # only double the work between two frames.
        done: dict[str, SenshiView] = {}

        def advanced() -> SenshiView:
            after = state["view"]
            for e in batch:
                after = advance_view(after, e)
            return after

        def prepare() -> list[QAbstractAnimation]:
            before = state["view"]
            for e in batch:
                self.on_event(e)
            after = done["after"] = advanced()
            try:
                return self._animations(batch, before, after)
            except (KeyError, IndexError, ValueError):
                return []  # a view the events do not fit: the final view is drawn at the end

        def finish() -> None:
            state["view"] = done.get("after") or advanced()

        return animation.Step(prepare, finish)

    def _animations(
        self, batch: list[Event], before: SenshiView, after: SenshiView
    ) -> list[QAbstractAnimation]:
        lb, la = self.layout_for(before), self.layout_for(after)
        ms = self.duration()
        aid = self.memory_aid()
        anims: list[QAbstractAnimation] = []
        hidden_stacks: set[int] = set()
        hidden_tops: dict[int, int] = {}
        moves: list[tuple[int | None, QRectF, QRectF, bool]] = []
        fades: list[QRectF] = []
        banner = ""
        for e in batch:
            d = e.data
            if e.kind in ("stack_picked", "studied"):
                stack = d["stack"]
                src = lb.stack_tile_rects(before, stack)
                tiles = before.stacks.get(stack, ())
                hidden_stacks.add(stack)
                if e.kind == "studied":
                    dst = la.stack_tile_rects(after, stack)
                else:
                    dst = [la.hand_landing(after, d["seat"], c, aid) for c in tiles]
                for colour, a, b in zip(tiles, src, dst, strict=False):
                    moves.append((colour, a, b, False))
            elif e.kind in ("trained", "scored_from_stack"):
                stack = d["stack"]
                src = lb.stack_tile_rects(before, stack)
                if not src:
                    continue
                hidden_tops[stack] = hidden_tops.get(stack, 0) + 1
                if e.kind == "trained":
                    dst = la.hand_landing(after, d["seat"], d["colour"], aid)
                else:
                    dst = la.pile_token(after, d["seat"], d["colour"])
                moves.append((d["colour"], src[-1], dst, False))
            elif e.kind == "tested":
                src_rect = lb.hand_source(
                    before, d["seat"], d["colour"], bool(d.get("was_secret")), aid
                )
                moves.append(
                    (d["colour"], src_rect, la.pile_token(after, d["seat"], d["colour"]), False)
                )
            elif e.kind == "stack_emptied":
                where = lb.stack_mat(before, d["stack"])
                if where is not None:
                    fades.append(where[0])
            elif e.kind == "end_triggered":
                banner = translate("SenshiScene", "The middle is empty — final round!")
            elif e.kind == "game_over":
                banner = translate("SenshiScene", "The game is over")
        if not moves and not fades and not banner:
            return []
        shown = before
        if any(e.kind == "tested" for e in batch):
            # The played tile has left the hand; it is in flight to its pile.
            shown = dataclasses.replace(before, hands=after.hands)
        self.draw(shown, lb, hidden_stacks, hidden_tops)
        for colour, a, b, unknown in moves:
            anims += self.scene.add_flying(colour, a, b, ms, unknown=unknown)
        for rect in fades:
            anims += self.scene.add_fading_mat(rect, ms)
        if banner:
            anims += self.scene.show_banner(banner, max(ms, 1) * 2)
        return anims
