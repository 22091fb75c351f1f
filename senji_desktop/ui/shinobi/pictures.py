"""Shinobi's components for the rules window (``ui/common/pictures.py``),
drawn by the table's paint functions:

- "weapons": a clan's four attack cards face up, then a card given face
  down with its announcement badge and the same card revealed with the
  small badge of what was announced;
- "clans": the six clans' emblems (colour and shape), a clan's five life
  tokens with two of them lost, and the start meeple.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QImage, QPainter

from senji_desktop.games.shinobi.model import NUM_WEAPONS, START_LIVES
from senji_desktop.ui.common.pictures import paint_image
from senji_desktop.ui.shinobi.items import (
    CLAN_SHAPES,
    paint_back,
    paint_emblem,
    paint_face,
    paint_lives,
    paint_marker_only,
    paint_meeple,
)
from senji_desktop.ui.shinobi.log_text import weapon_name

NAMES = ("weapons", "clans")
CARD_W, CARD_H, GAP = 84.0, 118.0, 14.0
EMBLEM_R, LIFE_R = 14.0, 10.0


def picture(name: str, dpr: float) -> QImage | None:
    if name == "clans":
        clans = len(CLAN_SHAPES)

        def paint_clans(p: QPainter) -> None:
            for seat in range(clans):
                paint_emblem(p, seat, QPointF(20 + seat * EMBLEM_R * 3, 22), EMBLEM_R)
            x = 20 + clans * EMBLEM_R * 3 + 16
            paint_lives(p, QPointF(x, 22), START_LIVES - 2, START_LIVES, LIFE_R)
            x += START_LIVES * LIFE_R * 2.5 + 24
            paint_meeple(p, QRectF(x, 4, 30, 36))

        width = 20 + clans * EMBLEM_R * 3 + 16 + START_LIVES * LIFE_R * 2.5 + 24 + 38
        return paint_image(width, 46, dpr, paint_clans)
    if name != "weapons":
        return None

    def paint(p: QPainter) -> None:
        for w in range(NUM_WEAPONS):
            r = QRectF(4 + w * (CARD_W + GAP), 4, CARD_W, CARD_H)
            paint_face(p, r, w, weapon_name(w), 0)
        back = QRectF(4 + NUM_WEAPONS * (CARD_W + GAP) + GAP * 2, 4, CARD_W, CARD_H)
        paint_back(p, back, 1, 2, None)
        # The same card turned up: a sai, announced as a katana.
        shown = back.translated(CARD_W + GAP, 0)
        paint_face(p, shown, 1, "", 1)
        paint_marker_only(p, QRectF(shown.right() - 22, shown.bottom() - 22, 30, 30), 2)

    width = 8 + (NUM_WEAPONS + 2) * (CARD_W + GAP) + GAP * 2 + 12
    return paint_image(width, CARD_H + 12, dpr, paint)
