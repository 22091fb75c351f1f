"""SenbaZuru's components for the rules window (``ui/common/pictures.py``),
drawn by the table's paint functions and items:

- "kinds": one plain tile of each of the six kinds;
- "cranes": the five tiles of one kind: the crowned crane, the golden crane
  and three plain cranes (SBZ-1);
- "tokens": a crowned-crane token and a golden origami token;
- "catch": a catch along a diagonal (SBZ-5): the tile just placed, and the
  chain dark, light it catches from the other player, marked as the table
  marks it, with each tile's controller on its bottom edge.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem

from senji_desktop.games.senbazuru.model import TILES_PER_KIND
from senji_desktop.ui.common.pictures import paint_image, render_items
from senji_desktop.ui.senbazuru.items import (
    ChainItem,
    TileItem,
    paint_crane_token,
    paint_gold_token,
    paint_tile,
    seat_colour,
)

NAMES = ("kinds", "cranes", "tokens", "catch")
TILE, GAP = 60.0, 12.0
KINDS = 6
#: A plain tile of a kind: neither the crowned nor the golden one (SBZ-1).
PLAIN = 2
#: Kinds by colour and intensity: (blue, red, green) × (light, dark).
LIGHT_GREEN, DARK_GREEN, LIGHT_RED, DARK_RED = 4, 5, 2, 3
#: The catch: (row, column, kind, controlling seat); the placed tile first.
CATCH = ((0, 0, LIGHT_GREEN, 0), (1, 1, DARK_GREEN, 1), (2, 2, LIGHT_GREEN, 1),
         (0, 1, DARK_RED, 1), (1, 2, LIGHT_RED, 0))


def _tile(kind: int) -> int:
    return kind * TILES_PER_KIND + PLAIN


def picture(name: str, dpr: float) -> QImage | None:
    if name == "kinds":
        def paint(p: QPainter) -> None:
            for k in range(KINDS):
                r = QRectF(4 + k * (TILE + GAP), 4, TILE, TILE)
                paint_tile(p, r, _tile(k), None)

        return paint_image(8 + KINDS * (TILE + GAP), TILE + 10, dpr, paint)
    if name == "cranes":
        def paint_kind(p: QPainter) -> None:
            for i in range(TILES_PER_KIND):
                r = QRectF(4 + i * (TILE + GAP), 4, TILE, TILE)
                paint_tile(p, r, DARK_RED * TILES_PER_KIND + i, None)

        return paint_image(8 + TILES_PER_KIND * (TILE + GAP), TILE + 10, dpr, paint_kind)
    if name == "tokens":
        def paint_tokens(p: QPainter) -> None:
            paint_crane_token(p, QPointF(26, 26), 20)
            paint_gold_token(p, QPointF(86, 26), 20)

        return paint_image(112, 54, dpr, paint_tokens)
    if name == "catch":
        side, step = 56.0, 60.0
        items: list[QGraphicsItem] = []
        for row, col, kind, seat in CATCH:
            items.append(TileItem(_tile(kind), QRectF(col * step, row * step, side, side),
                                  seat_colour(seat)))
        caught = tuple((c * step, r * step, side, side) for r, c, _k, _s in CATCH[1:3])
        chain = ChainItem(QRectF(0, 0, 3 * step, 3 * step), (side / 2, side / 2), caught)
        chain.setZValue(5)
        items.append(chain)
        return render_items(items, 190, dpr)
    return None
