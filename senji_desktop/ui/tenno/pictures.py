"""Tenno's components for the rules window (``ui/common/pictures.py``),
drawn by the table's card item: "set" is one player's eleven cards, face up."""

from __future__ import annotations

from PySide6.QtGui import QImage

from senji_desktop.games.tenno.model import SET_SIZE, card_of
from senji_desktop.ui.common.pictures import render_items
from senji_desktop.ui.tenno.items import CardItem

NAMES = ("set",)
CARD_WIDTH = 54.0


def picture(name: str, dpr: float) -> QImage | None:
    if name != "set":
        return None
    items = []
    for i, rank in enumerate(range(SET_SIZE)):
        card = CardItem(card_of(0, rank), True, width=CARD_WIDTH)
        card.setPos(i * CARD_WIDTH * 1.08, 0)
        items.append(card)
    return render_items(items, 640, dpr)
