"""SenbaZuru's components for the rules window (``ui/common/pictures.py``),
drawn by the table's paint functions: "kinds" is one plain tile of each of
the six kinds, "tokens" a crowned-crane token and a golden origami token."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QImage, QPainter

from senji_desktop.games.senbazuru.model import TILES_PER_KIND
from senji_desktop.ui.common.pictures import paint_image
from senji_desktop.ui.senbazuru.items import paint_crane_token, paint_gold_token, paint_tile

NAMES = ("kinds", "tokens")
TILE, GAP = 60.0, 12.0
KINDS = 6
#: A plain tile of a kind: neither the crowned nor the golden one (SBZ-1).
PLAIN = 2


def picture(name: str, dpr: float) -> QImage | None:
    if name == "kinds":
        def paint(p: QPainter) -> None:
            for k in range(KINDS):
                r = QRectF(4 + k * (TILE + GAP), 4, TILE, TILE)
                paint_tile(p, r, k * TILES_PER_KIND + PLAIN, None)

        return paint_image(8 + KINDS * (TILE + GAP), TILE + 10, dpr, paint)
    if name == "tokens":
        def paint_tokens(p: QPainter) -> None:
            paint_crane_token(p, QPointF(26, 26), 20)
            paint_gold_token(p, QPointF(86, 26), 20)

        return paint_image(112, 54, dpr, paint_tokens)
    return None
