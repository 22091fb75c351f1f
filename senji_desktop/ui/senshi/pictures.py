"""Senshi's components for the rules window (``ui/common/pictures.py``),
drawn by the table's items:

- "tiles": one tile of each attribute (Strength, Agility, Honor, Wisdom);
- "training": a stack of three in the middle, and a Training Card holding two
  stacks and a free slot, with its four scoring piles below (SNS-1), laid
  out as on the table.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QGraphicsItem

from senji_desktop.games.senshi.model import Colour
from senji_desktop.ui.common.pictures import render_items
from senji_desktop.ui.senshi.items import CardItem, MatItem, PileItem, TileItem
from senji_desktop.ui.senshi.layout import FAN, fan_rects, mat_size

NAMES = ("tiles", "training")
TILE, GAP = 60.0, 16.0
#: The tiles of the stacks shown (bottom tile first) and the scoring piles' counts.
MIDDLE_STACK = (Colour.WISDOM, Colour.STRENGTH, Colour.HONOR)
CARD_STACKS = ((Colour.AGILITY, Colour.HONOR, Colour.AGILITY), (Colour.STRENGTH, Colour.WISDOM))
PILES = (2, 1, 0, 3)


def _stack(mat: QRectF, tiles: tuple[Colour, ...], t: float, role: str) -> list[QGraphicsItem]:
    items: list[QGraphicsItem] = [MatItem(mat)]
    for i, (colour, rect) in enumerate(zip(tiles, fan_rects(mat, len(tiles), t), strict=True)):
        tile = TileItem(int(colour), rect, role=role, peek=FAN if i < len(tiles) - 1 else 0.0)
        tile.setZValue(10 + i)
        items.append(tile)
    return items


def picture(name: str, dpr: float) -> QImage | None:
    if name == "tiles":
        tiles = [TileItem(int(c), QRectF(i * (TILE + GAP), 0, TILE, TILE), role="hand")
                 for i, c in enumerate(Colour)]
        return render_items(tiles, 4 * TILE + 3 * GAP + 8, dpr)
    if name != "training":
        return None
    t = 40.0
    size = mat_size(t)
    items = _stack(QRectF(0, t * 0.9, size.width(), size.height()), MIDDLE_STACK, t, "middle")
    pad = t * 0.3
    header = t * 0.5
    pile_h = t * 0.75
    left = size.width() + t * 1.6
    card = QRectF(left, 0, max(3 * size.width() + 4 * pad, 4 * pile_h * 1.7 + 3.5 * pad),
                  header + size.height() + pile_h + 3 * pad)
    back = CardItem(card, header, seat=0, acting=False, big=False)
    back.setZValue(-5)
    items.append(back)
    for i in range(3):
        mat = QRectF(left + pad + i * (size.width() + pad), header + pad, size.width(),
                     size.height())
        if i < len(CARD_STACKS):
            items += _stack(mat, CARD_STACKS[i], t, "card")
        else:
            items.append(MatItem(mat, empty=True))
    pile_w = (card.width() - 2 * pad - 3 * pad / 2) / 4
    for colour, count in enumerate(PILES):
        rect = QRectF(left + pad + colour * (pile_w + pad / 2),
                      header + size.height() + 2 * pad, pile_w, pile_h)
        items.append(PileItem(colour, count, rect, seat=0, text_pixel=pile_h * 0.5))
    return render_items(items, card.right() + 8, dpr)
