"""Where everything lies on the Tenno table (scene units; the board view
scales the whole scene to the window).

The seat whose view it is sits at the bottom: its captured pile, its three
table positions (the largest cards) and its hand beside them. The other
seats follow in turn order along the top, left to right, in one to three
rows; each shows its name, how many cards it holds, its three positions and
its captured pile. The discard and the cards out of the game lie between
them, under a line that names the battle on the table.

The arrangement (opponents per row, the hand in one to three rows, the
discard in its own band or beside the bottom seat) is chosen to make the
cards as large as the window allows, so the cards fill the table instead of
lying small on an empty cloth. Lines of text are as high as the text they
hold at the table's scale (never below 9 pt on screen), so a larger Text
size makes room for itself.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, QSizeF

from senji_desktop.games.tenno.model import POSITIONS
from senji_desktop.ui.kit.presenting import widened_to

# ---- sizes (scene units) -------------------------------------------------------

#: A card's height per unit of width (portrait, 5:7).
RATIO = 1.4
OPP_W = 100.0  # an opponent's table card
OWN_W = 124.0  # the bottom seat's table cards
HAND_W = 106.0  # a card in the bottom seat's hand
PILE_W = 74.0  # captured piles, the discard, the cards out of the game
MINI_W = 58.0  # another seat's hand shown at the end of the game
CARD_GAP = 10.0
OWN_GAP = 14.0
PILE_GAP = 16.0
ZONE_GAP_X = 40.0
ZONE_GAP_Y = 20.0
BAND_GAP = 18.0
MARGIN = 22.0
LINE = 30.0  # a line of names or titles at 100 %
CAPTION = 26.0  # a caption under a pile at 100 %
MIDDLE_CAPTION_W = 176.0
#: The most cards a hand holds after the setup (TEN-1).
MAX_HAND = 8


@dataclass
class SeatZone:
    """Where one seat's things lie. `cards[pos]` are the table positions;
    `pile` the captured pile with `pile_caption` under it; `mark` the seat's
    symbol and `name` its name; `hand_label` how many cards it holds (the
    bottom seat: the title over its hand); `hand` the places of hand cards
    (the bottom seat's hand, or another seat's hand shown at the end);
    `hand_area` where cards leave and enter the hand."""

    seat: int
    own: bool
    cards: list[QRectF]
    pile: QRectF
    pile_caption: QRectF
    mark: QRectF
    name: QRectF
    hand_label: QRectF
    hand: list[QRectF]
    hand_area: QRectF


@dataclass
class TableLayout:
    """Geometry of the whole table (see module docstring)."""

    scene_rect: QRectF
    zones: dict[int, SeatZone]
    order: list[int]  # seats from the bottom one, in turn order
    bottom: int
    discard: QRectF
    discard_caption: QRectF
    removed: QRectF
    removed_caption: QRectF
    battle: QRectF  # the line naming the battle on the table
    #: Logical pixels per scene unit once the board view fits the scene.
    scale: float = 1.0
    line: float = LINE
    caption: float = CAPTION
    choice: tuple[int, int, bool] = field(default=(1, 1, False))

    @property
    def centre(self) -> QPointF:
        return self.scene_rect.center()


@dataclass
class _Sizes:
    line: float
    caption: float
    revealed: bool

    # Another seat's zone.
    def opp_row_h(self) -> float:
        return max(OPP_W * RATIO, PILE_W * RATIO + 2 + self.caption)

    def opp_w(self) -> float:
        return POSITIONS * OPP_W + (POSITIONS - 1) * CARD_GAP + PILE_GAP + PILE_W

    def opp_h(self) -> float:
        h = self.line + 6 + self.opp_row_h()
        if self.revealed:
            h += 8 + MINI_W * RATIO
        return h

    # The bottom seat.
    def hand_size(self, rows: int) -> QSizeF:
        cols = math.ceil(MAX_HAND / rows)
        return QSizeF(cols * HAND_W + (cols - 1) * CARD_GAP,
                      rows * HAND_W * RATIO + (rows - 1) * CARD_GAP)

    def own_cards_w(self) -> float:
        return POSITIONS * OWN_W + (POSITIONS - 1) * OWN_GAP

    def own_row_h(self, rows: int) -> float:
        return max(OWN_W * RATIO, PILE_W * RATIO + 2 + self.caption,
                   self.hand_size(rows).height())

    def own_w(self, rows: int) -> float:
        return PILE_W + PILE_GAP * 1.5 + self.own_cards_w() + ZONE_GAP_X + \
            self.hand_size(rows).width()

    def own_h(self, rows: int) -> float:
        return self.line + 6 + self.own_row_h(rows)

    # The middle: discard and cards out of the game, side by side in a band
    # of their own, or one above the other beside the bottom seat.
    def middle_w(self, beside: bool = False) -> float:
        return MIDDLE_CAPTION_W if beside else 2 * MIDDLE_CAPTION_W + 10

    def middle_h(self, beside: bool = False) -> float:
        one = PILE_W * RATIO + 2 + self.caption
        return 2 * one + 12 if beside else one


def _rows_of(count: int, per_row: int) -> list[int]:
    """How many zones each row holds (the first rows fuller)."""
    rows = math.ceil(count / per_row) if count else 0
    base, extra = divmod(count, rows) if rows else (0, 0)
    return [base + (1 if i < extra else 0) for i in range(rows)]


def _measure(s: _Sizes, others: int, per_row: int, hand_rows: int,
             beside: bool) -> tuple[float, float]:
    rows = _rows_of(others, per_row)
    zones_w = max([n * s.opp_w() + (n - 1) * ZONE_GAP_X for n in rows] or [0.0])
    zones_h = len(rows) * s.opp_h() + max(0, len(rows) - 1) * ZONE_GAP_Y
    own_w = s.own_w(hand_rows)
    own_h = s.own_h(hand_rows)
    middle_h = 0.0 if beside else s.middle_h() + BAND_GAP
    if beside:
        own_w += ZONE_GAP_X + s.middle_w(True)
        own_h = max(own_h, s.middle_h(True))
    w = max(zones_w, own_w, s.middle_w()) + 2 * MARGIN
    h = MARGIN + zones_h + BAND_GAP + s.line + middle_h + BAND_GAP * 0.5 + own_h + MARGIN
    return w, h


def compute_layout(num_seats: int, bottom: int, viewport: QSizeF, *, text_scale: float = 1.0,
                   min_text_px: float = 12.0, revealed: bool = False) -> TableLayout:
    """The table's geometry for `num_seats` seats with `bottom` at the
    bottom, fitted to `viewport` (logical pixels). `text_scale` and
    `min_text_px` (the smallest legible text in logical pixels) make the
    lines of text high enough; `revealed` (the end of the game) adds a row
    for every other seat's hand."""
    vw = max(1.0, viewport.width())
    vh = max(1.0, viewport.height())
    others = num_seats - 1
    line, caption = LINE * text_scale, CAPTION * text_scale
    best: tuple[float, int, int, bool] | None = None
    sizes = _Sizes(line, caption, revealed)
    for _ in range(3):
        sizes = _Sizes(line, caption, revealed)
        best = None
        for per_row in range(max(1, math.ceil(others / 3)), max(1, others) + 1):
            for hand_rows in (1, 2, 3):
                for beside in (False, True):
                    w, h = _measure(sizes, others, per_row, hand_rows, beside)
                    scale = min(vw / w, vh / h)
                    if best is None or scale > best[0] * 1.001:
                        best = (scale, per_row, hand_rows, beside)
        assert best is not None
        # A line must hold its text at the legible size on screen.
        need = min_text_px / best[0] * 1.3
        if line >= need - 0.5 and caption >= need - 0.5:
            break
        line, caption = max(line, need), max(caption, need)
    assert best is not None
    _, per_row, hand_rows, beside = best
    return _place(sizes, num_seats, bottom, per_row, hand_rows, beside, vw, vh)


def _place(s: _Sizes, num_seats: int, bottom: int, per_row: int, hand_rows: int,
           beside: bool, vw: float, vh: float) -> TableLayout:
    aspect = vw / vh
    order = [(bottom + i) % num_seats for i in range(num_seats)]
    others = order[1:]
    content_w, content_h = _measure(s, len(others), per_row, hand_rows, beside)
    cx = content_w / 2
    zones: dict[int, SeatZone] = {}
    y = MARGIN
    queue = list(others)
    for count in _rows_of(len(others), per_row):
        row_w = count * s.opp_w() + (count - 1) * ZONE_GAP_X
        x = cx - row_w / 2
        for _ in range(count):
            seat = queue.pop(0)
            zones[seat] = _opp_zone(s, seat, x, y)
            x += s.opp_w() + ZONE_GAP_X
        y += s.opp_h() + ZONE_GAP_Y
    if others:
        y += BAND_GAP - ZONE_GAP_Y
    battle = QRectF(MARGIN, y, content_w - 2 * MARGIN, s.line)
    y = battle.bottom()
    own_w = s.own_w(hand_rows)
    pile_h = PILE_W * RATIO
    if beside:
        left = cx - (own_w + ZONE_GAP_X + s.middle_w(True)) / 2
        own_top = y + BAND_GAP * 0.5
        middle_left = left + own_w + ZONE_GAP_X
        own_h = s.own_h(hand_rows)
        middle_top = own_top + max(0.0, own_h - s.middle_h(True))
        step = (0.0, pile_h + 2 + s.caption + 12)
    else:
        middle_left = cx - s.middle_w() / 2
        middle_top = y
        own_top = middle_top + s.middle_h() + BAND_GAP * 1.5
        left = cx - own_w / 2
        step = (MIDDLE_CAPTION_W + 10, 0.0)
    discard = QRectF(middle_left + (MIDDLE_CAPTION_W - PILE_W) / 2, middle_top, PILE_W, pile_h)
    removed = discard.translated(*step)
    discard_caption = QRectF(middle_left, discard.bottom() + 2, MIDDLE_CAPTION_W, s.caption)
    removed_caption = discard_caption.translated(*step)
    zones[bottom] = _own_zone(s, bottom, left, own_top, hand_rows)
    # The scene takes the viewport's shape, the table centred in it.
    rect = widened_to(QRectF(0, 0, content_w, content_h), aspect)
    return TableLayout(rect, zones, order, bottom, discard, discard_caption, removed,
                       removed_caption, battle, scale=vw / rect.width(), line=s.line,
                       caption=s.caption,
                       choice=(per_row, hand_rows, beside))


def _opp_zone(s: _Sizes, seat: int, x: float, y: float) -> SeatZone:
    width = s.opp_w()
    h = OPP_W * RATIO
    top = y + s.line + 6
    cards = [QRectF(x + i * (OPP_W + CARD_GAP), top, OPP_W, h) for i in range(POSITIONS)]
    pile = QRectF(cards[-1].right() + PILE_GAP, top, PILE_W, PILE_W * RATIO)
    # Centred under the pile, reaching into the gaps beside it, not under a card.
    reach = PILE_GAP - 2
    caption = QRectF(pile.left() - reach, pile.bottom() + 2, PILE_W + 2 * reach, s.caption)
    mark_d = min(s.line * 0.75, 24.0 * max(1.0, s.line / LINE))
    mark = QRectF(x, y + (s.line - mark_d) / 2, mark_d, mark_d)
    name = QRectF(mark.right() + 6, y, width * 0.56 - mark_d - 6, s.line)
    hand_label = QRectF(x + width * 0.56 + 4, y, width * 0.44 - 4, s.line)
    hand: list[QRectF] = []
    if s.revealed:
        mini_top = top + s.opp_row_h() + 8
        step = (width - MINI_W) / (MAX_HAND - 1)
        hand = [QRectF(x + i * step, mini_top, MINI_W, MINI_W * RATIO) for i in range(MAX_HAND)]
    area = QRectF(hand_label.center().x() - OPP_W / 2, y, OPP_W, OPP_W * RATIO * 0.5)
    return SeatZone(seat, False, cards, pile, caption, mark, name, hand_label, hand, area)


def _own_zone(s: _Sizes, seat: int, left: float, y: float, hand_rows: int) -> SeatZone:
    top = y + s.line + 6
    row_h = s.own_row_h(hand_rows)
    h = OWN_W * RATIO
    pile_h = PILE_W * RATIO
    pile = QRectF(left, top + row_h - pile_h - 2 - s.caption, PILE_W, pile_h)
    caption = QRectF(left - PILE_GAP, pile.bottom() + 2, PILE_W + PILE_GAP * 2.2, s.caption)
    cards_left = pile.right() + PILE_GAP * 1.5
    card_top = top + row_h - h
    cards = [QRectF(cards_left + i * (OWN_W + OWN_GAP), card_top, OWN_W, h)
             for i in range(POSITIONS)]
    mark_d = min(s.line * 0.75, 24.0 * max(1.0, s.line / LINE))
    name_top = card_top - s.line - 6
    mark = QRectF(cards_left, name_top + (s.line - mark_d) / 2, mark_d, mark_d)
    name = QRectF(mark.right() + 6, name_top, s.own_cards_w() - mark_d - 6, s.line)
    hand_left = cards[-1].right() + ZONE_GAP_X
    size = s.hand_size(hand_rows)
    cols = math.ceil(MAX_HAND / hand_rows)
    hand_top = top + row_h - size.height()
    hand = [QRectF(hand_left + (i % cols) * (HAND_W + CARD_GAP),
                   hand_top + (i // cols) * (HAND_W * RATIO + CARD_GAP), HAND_W, HAND_W * RATIO)
            for i in range(MAX_HAND)]
    hand_label = QRectF(hand_left, hand_top - s.line - 6, size.width(), s.line)
    area = QRectF(hand_left, hand_top, size.width(), size.height())
    return SeatZone(seat, True, cards, pile, caption, mark, name, hand_label, hand, area)


__all__ = ["HAND_W", "MAX_HAND", "OPP_W", "OWN_W", "PILE_W", "RATIO", "SeatZone", "TableLayout",
           "compute_layout"]
