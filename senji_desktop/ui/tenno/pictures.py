"""Tenno's components for the rules window (``ui/common/pictures.py``),
drawn by the table's card item:

- "set": one player's eleven cards, face up;
- "display": a player's three positions at the start, face down (TEN-2),
  beside a captured card and the discard pile as the table shows them.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QGraphicsItem

from senji_desktop.games.tenno.model import SET_SIZE, card_of
from senji_desktop.ui.common.pictures import render_items
from senji_desktop.ui.tenno.items import CardItem
from senji_desktop.ui.tenno.layout import HAND_W, RATIO

NAMES = ("set", "display")
#: Width of the row of eleven cards and the least height of their names (picture pixels).
WIDTH, NAME_PX = 640.0, 12.0


def picture(name: str, dpr: float) -> QImage | None:
    height = HAND_W * RATIO
    if name == "set":
        items = []
        # The names at least NAME_PX picture pixels high (9 pt at 96 dpi): the
        # row is shrunk to WIDTH, so they are set larger than on the table.
        scale = WIDTH / ((SET_SIZE - 1) * HAND_W * 1.08 + HAND_W * 1.1)
        for rank in range(SET_SIZE):
            card = CardItem(card_of(0, rank), QRectF(0, 0, HAND_W, height),
                            name_px=(NAME_PX + 0.5) / scale, name_min=NAME_PX / scale)
            card.setPos(rank * HAND_W * 1.08, 0)
            items.append(card)
        return render_items(items, WIDTH, dpr)
    if name == "display":
        shown: list[QGraphicsItem] = []
        for pos in range(3):
            card = CardItem(None, QRectF(0, 0, HAND_W, height), role="table", pos=pos)
            card.setPos(pos * HAND_W * 1.12, 0)
            shown.append(card)
        return render_items(shown, 210, dpr)
    return None
