"""Where things lie on the Shinobi table: a round table with 4–6 clans.

Scene units, :data:`SCENE_W` × :data:`SCENE_H`: the table is an ellipse in
the middle; the seat whose view is drawn sits at the bottom and the others
follow in turn order to his right, i.e. counter-clockwise on the screen
("the three rivals on your right", SHI-2). Each seat has a plate (emblem,
name, life tokens, the meeple) and, towards the middle, the three cards it
received this round. The viewer's hand of weapon cards lies beside his plate
at the bottom. :func:`board_scale` is how many logical pixels a scene unit
takes in a viewport, so texts can be sized to stay legible.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSizeF

from senji_desktop.games.shinobi.model import START_LIVES, attackers_of

SCENE_W = 1200.0
SCENE_H = 900.0
CENTRE = QPointF(600.0, 400.0)
TABLE_RX, TABLE_RY = 330.0, 215.0
PLATE_RX, PLATE_RY = 465.0, 310.0
CARDS_RX, CARDS_RY = 250.0, 142.0
PLATE_W, PLATE_H = 250.0, 84.0
CARD_W, CARD_H = 58.0, 82.0
HAND_W, HAND_H = 112.0, 148.0
HAND_Y = 740.0
HAND_GAP = 14.0
#: Life tokens on a plate: radius and the distance between their centres.
LIFE_R, LIFE_STEP = 9.0, 23.0

# The widest speech bubble, in scene units (longer lines are elided).
BUBBLE_MAX_W = 420.0
BUBBLE_H = 40.0


def scene_rect() -> QRectF:
    return QRectF(0, 0, SCENE_W, SCENE_H)


def board_scale(viewport: QSizeF) -> float:
    """Logical pixels per scene unit when the scene is fitted into `viewport`."""
    return min(viewport.width() / SCENE_W, viewport.height() / SCENE_H)


def table_rect() -> QRectF:
    return QRectF(CENTRE.x() - TABLE_RX, CENTRE.y() - TABLE_RY, 2 * TABLE_RX, 2 * TABLE_RY)


def seat_angle(seat: int, bottom: int, n: int) -> float:
    """Angle in radians (y down) of `seat`'s place: bottom seat at the bottom,
    the next seats to his right, counter-clockwise on the screen."""
    k = (seat - bottom) % n
    return math.radians(90.0 - k * 360.0 / n)


def plate_rect(seat: int, bottom: int, n: int) -> QRectF:
    if seat == bottom:
        c = QPointF(CENTRE.x() - 310.0, HAND_Y + HAND_H / 2 - 4)
    else:
        a = seat_angle(seat, bottom, n)
        c = QPointF(CENTRE.x() + PLATE_RX * math.cos(a), CENTRE.y() + PLATE_RY * math.sin(a))
        if abs(math.cos(a)) > 0.95:  # the seats at the sides: keep the plate inside
            c.setX(CENTRE.x() + math.copysign(SCENE_W / 2 - PLATE_W / 2 - 14, math.cos(a)))
    return QRectF(c.x() - PLATE_W / 2, c.y() - PLATE_H / 2, PLATE_W, PLATE_H)


def name_rect(plate: QRectF, meeple: bool = True) -> QRectF:
    """The name's line on a plate (right of the emblem, left of the meeple
    if the seat holds it)."""
    return QRectF(plate.left() + 48, plate.top() + 8, plate.width() - (92 if meeple else 58), 34)


def life_rects(plate: QRectF) -> list[QRectF]:
    """The plate's life tokens, left to right."""
    y = plate.bottom() - 24
    return [QRectF(plate.left() + 16 + i * LIFE_STEP, y - LIFE_R, 2 * LIFE_R, 2 * LIFE_R)
            for i in range(START_LIVES)]


def lives_text_rect(plate: QRectF) -> QRectF:
    """The "3/5" beside the life tokens."""
    left = plate.left() + 16 + START_LIVES * LIFE_STEP + 6
    return QRectF(left, plate.bottom() - 42, 64, 36)


def meeple_rect(plate: QRectF) -> QRectF:
    return QRectF(plate.right() - 40, plate.top() + 10, 28, 34)


def kept_rect(plate: QRectF) -> QRectF:
    """Where the weapon a seat kept in hand is shown at the end of a game."""
    return QRectF(plate.right() - 44, plate.bottom() - 42, 34, 34)


def received_rects(target: int, bottom: int, n: int) -> dict[int, QRectF]:
    """Where `target`'s three received cards lie, by attacker (nearest first, left to right)."""
    a = seat_angle(target, bottom, n)
    c = QPointF(CENTRE.x() + CARDS_RX * math.cos(a), CENTRE.y() + CARDS_RY * math.sin(a))
    if target == bottom:
        c = QPointF(CENTRE.x(), CENTRE.y() + CARDS_RY + 6)
    elif abs(math.cos(a)) > 0.95:  # the seats at the sides: room for their plates
        c.setX(CENTRE.x() + math.copysign(CARDS_RX - 36, math.cos(a)))
    out = {}
    gap = CARD_W + 12
    for i, attacker in enumerate(reversed(attackers_of(target, n))):
        x = c.x() + (i - 1) * gap
        out[attacker] = QRectF(x - CARD_W / 2, c.y() - CARD_H / 2, CARD_W, CARD_H)
    return out


def hand_rects() -> list[QRectF]:
    """The viewer's four weapon cards, by weapon."""
    gap = HAND_W + HAND_GAP
    x0 = CENTRE.x() - 1.5 * gap + 80
    return [QRectF(x0 + i * gap - HAND_W / 2, HAND_Y, HAND_W, HAND_H) for i in range(4)]


def hand_label_rect(card: QRectF) -> QRectF:
    """The weapon's name on a hand card: its lower third, inside its edges."""
    inset = card.width() * 0.04
    return QRectF(card.left() + inset, card.bottom() - card.height() * 0.34,
                  card.width() - 2 * inset, card.height() * 0.28)


def bubble_rect(plate: QRectF, width: float, bottom: int, n: int,
                height: float = BUBBLE_H) -> QRectF:
    """Where the speech bubble (`width` × `height` scene units) of the seat
    at `plate` goes (SHI-8): above or below the plate, centred on it or
    pushed outwards, at the first place that covers no card (received cards
    of every seat, the viewer's hand) and no other plate; if none is free,
    the place covering the least."""
    obstacles = [r for t in range(n) for r in received_rects(t, bottom, n).values()]
    obstacles += [plate_rect(s, bottom, n) for s in range(n)]
    obstacles = [o for o in obstacles if o != plate]
    obstacles += hand_rects()
    outward = plate.center().x() < CENTRE.x()
    xs = [plate.center().x() - width / 2,
          plate.left() if not outward else plate.right() - width,
          plate.right() - width if not outward else plate.left(),
          10.0 if outward else SCENE_W - width - 10]
    ys = [plate.top() - height - 10, plate.bottom() + 10]
    best: QRectF | None = None
    best_cover = float("inf")
    for y in ys:
        if y < 4 or y + height > SCENE_H - 4:
            continue
        for x in xs:
            x = min(max(x, 10.0), SCENE_W - width - 10)
            r = QRectF(x, y, width, height)
            cover = sum(_area(r.intersected(o)) for o in obstacles)
            if cover == 0:
                return r
            if cover < best_cover:
                best, best_cover = r, cover
    if best is None:  # taller than the room above and below the plate
        y = min(max(plate.bottom() + 10, 4.0), SCENE_H - height - 4)
        x = min(max(xs[0], 10.0), SCENE_W - width - 10)
        best = QRectF(x, y, width, height)
    return best


def _area(r: QRectF) -> float:
    return max(0.0, r.width()) * max(0.0, r.height())
