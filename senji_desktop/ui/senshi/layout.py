"""Where everything lies on the Senshi table (scene units; the board view
scales the whole scene to the window).

The seat whose view it is sits at the bottom with a large Training Card and
its hand beside it; the other seats follow in turn order from left to right
along the top (clockwise around a real table); the middle stacks lie in a
grid between them. Each middle stack keeps the grid slot of its stack id, so
stacks never jump when others leave; likewise a stack on a Training Card
keeps its slot when another stack there is used up (SNS-4, see
:class:`CardSlots`). The grid's number of rows is chosen to make the table
as large as the window allows.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, QSizeF

from senji_desktop.games.senshi.model import (
    MAX_CARD_STACKS,
    NUM_COLOURS,
    STACK_HEIGHT,
    TILES_PER_COLOUR,
    HandView,
    SenshiView,
)
from senji_desktop.ui.kit.presenting import widened_to

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
    #: Logical pixels per scene unit once the board view fits the scene.
    scale: float = 1.0

    # -- hands ------------------------------------------------------------------

    def hand_groups(self, view: SenshiView, seat: int, memory_aid: bool) -> list[HandGroup]:
        """The tile groups shown for `seat`'s hand (see HandGroup): by
        attribute where the viewer knows the tiles (its own hand, a hand it
        remembers with the memory aid, every hand of a revealed view), else
        face down."""
        geo = self.seats[seat]
        hand = view.hands[seat]
        s = geo.hand_tile
        if geo.big:
            return self._slotted_groups(geo, hand, memory_aid, view.revealed)
        entries: list[tuple[int | str, int, int]] = []
        if memory_aid or hand.own or view.revealed:
            shown = hand.secret if view.revealed else (0,) * NUM_COLOURS
            entries = [(c, hand.tiles[c], shown[c]) for c in range(NUM_COLOURS) if hand.tiles[c]]
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
        self, geo: SeatGeometry, hand: HandView, memory_aid: bool, revealed: bool
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
        if hand.own or memory_aid or revealed:
            for c in range(NUM_COLOURS):
                counts[c] = hand.tiles[c]
                secret[c] = hand.secret[c] if hand.own or revealed else 0
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
    rect = widened_to(QRectF(0, 0, content_w, content_h), vw / vh)
    return TableLayout(rect, area, middle_label, T_MIDDLE, slots, seats, bottom_seat, order,
                       scale=vw / rect.width())


