"""Senshi's components for the rules window (``ui/common/pictures.py``),
drawn by the table's tile item: "tiles" is one tile of each attribute
(Strength, Agility, Honor, Wisdom)."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage

from senji_desktop.games.senshi.model import Colour
from senji_desktop.ui.common.pictures import render_items
from senji_desktop.ui.senshi.items import TileItem

NAMES = ("tiles",)
TILE, GAP = 60.0, 16.0


def picture(name: str, dpr: float) -> QImage | None:
    if name != "tiles":
        return None
    items = [TileItem(int(c), QRectF(i * (TILE + GAP), 0, TILE, TILE), role="hand")
             for i, c in enumerate(Colour)]
    return render_items(items, 4 * TILE + 3 * GAP + 8, dpr)
