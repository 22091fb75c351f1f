"""Drawing Shinobi's components: weapon symbols, attack cards, clan emblems,
life tokens, the meeple, the plates, the round table and speech bubbles.

The paint functions draw with QPainter paths in scene units (the rules
window's pictures use them too); the scene items at the end of the module
are kit :class:`~senji_desktop.ui.kit.items.SceneItem` s that call them once
into a cached pixmap, so nothing is painted in Python when the table is
repainted. Each item draws only what it is given: a card back knows its
true weapon only when the presenter passes it (the viewer gave that card).
Meaning never rests on colour alone: every weapon has its own
outline symbol and its name on large cards; every clan has a colour *and* a
shape; a lost life is an empty ring and the count is written beside the tokens.
"""

from __future__ import annotations

import math
from collections.abc import Hashable

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)

from senji_desktop.ui.common import theme
from senji_desktop.ui.kit.items import SceneItem

#: Clan colours (Okabe–Ito on paper) and shapes, one per seat.
CLAN_COLOURS: tuple[str, ...] = (
    theme.ON_PAPER["blue"],
    theme.ON_PAPER["orange"],
    theme.ON_PAPER["bluish_green"],
    theme.ON_PAPER["reddish_purple"],
    theme.ON_PAPER["sky_blue"],
    theme.ON_PAPER["vermilion"],
)
CLAN_SHAPES: tuple[str, ...] = ("circle", "triangle", "square", "diamond", "star", "hexagon")

LIFE_RED = "#c0392b"


def clan_colour(seat: int) -> QColor:
    return QColor(CLAN_COLOURS[seat % len(CLAN_COLOURS)])


def shape_path(shape: str, c: QPointF, r: float) -> QPainterPath:
    """A clan shape of radius `r` around `c`."""
    path = QPainterPath()
    if shape == "circle":
        path.addEllipse(c, r, r)
        return path
    corners = {"triangle": 3, "square": 4, "diamond": 4, "hexagon": 6, "star": 10}[shape]
    start = {"triangle": -90.0, "square": -45.0, "diamond": -90.0, "hexagon": -90.0,
             "star": -90.0}[shape]
    pts = []
    for i in range(corners):
        a = math.radians(start + i * 360.0 / corners)
        rr = r if shape != "star" or i % 2 == 0 else r * 0.45
        if shape == "square":
            rr = r * 1.1
        pts.append(QPointF(c.x() + rr * math.cos(a), c.y() + rr * math.sin(a)))
    path.addPolygon(QPolygonF(pts))
    path.closeSubpath()
    return path


def paint_emblem(p: QPainter, seat: int, c: QPointF, r: float) -> None:
    """The clan emblem of `seat`: its shape filled with its colour, ink outline."""
    pen = QPen(theme.qc(theme.INK))
    pen.setWidthF(max(0.8, r * 0.12))
    p.setPen(pen)
    p.setBrush(clan_colour(seat))
    p.drawPath(shape_path(CLAN_SHAPES[seat % len(CLAN_SHAPES)], c, r))


# ---- weapons -------------------------------------------------------------------


def weapon_path(weapon: int, r: QRectF) -> QPainterPath:
    """Outline symbol of `weapon` (0 shuriken, 1 sai, 2 katana, 3 blowgun) in `r`."""
    cx, cy = r.center().x(), r.center().y()
    s = min(r.width(), r.height()) / 2
    path = QPainterPath()
    if weapon == 0:  # shuriken: four-pointed star with a hole
        pts = []
        for i in range(8):
            a = math.radians(-90 + i * 45)
            rr = s if i % 2 == 0 else s * 0.32
            pts.append(QPointF(cx + rr * math.cos(a), cy + rr * math.sin(a)))
        path.addPolygon(QPolygonF(pts))
        path.closeSubpath()
        path.addEllipse(QPointF(cx, cy), s * 0.14, s * 0.14)
    elif weapon == 1:  # sai: a central prong with two curved side prongs and a grip
        w = s * 0.12
        path.addRect(QRectF(cx - w, cy - s, 2 * w, s * 1.25))
        path.addRect(QRectF(cx - w * 1.3, cy + s * 0.3, 2.6 * w, s * 0.7))
        for side in (-1, 1):
            prong = QPainterPath()
            prong.moveTo(cx, cy + s * 0.2)
            prong.cubicTo(cx + side * s * 0.7, cy + s * 0.2, cx + side * s * 0.6,
                          cy - s * 0.3, cx + side * s * 0.45, cy - s * 0.55)
            prong.lineTo(cx + side * s * 0.3, cy - s * 0.5)
            prong.cubicTo(cx + side * s * 0.42, cy - s * 0.2, cx + side * s * 0.4,
                          cy + s * 0.05, cx, cy + s * 0.02)
            prong.closeSubpath()
            path.addPath(prong)
    elif weapon == 2:  # katana: a long curved blade, a round guard and a grip
        blade = QPainterPath()
        blade.moveTo(cx - s * 0.45, cy + s * 0.35)
        blade.quadTo(cx + s * 0.25, cy - s * 0.05, cx + s * 0.95, cy - s * 0.95)
        blade.quadTo(cx + s * 0.45, cy - s * 0.2, cx - s * 0.3, cy + s * 0.52)
        blade.closeSubpath()
        path.addPath(blade)
        path.addEllipse(QPointF(cx - s * 0.42, cy + s * 0.48), s * 0.2, s * 0.2)
        grip = QPainterPath()
        grip.moveTo(cx - s * 0.5, cy + s * 0.5)
        grip.lineTo(cx - s * 0.95, cy + s * 0.95)
        grip.lineTo(cx - s * 0.8, cy + s * 1.0)
        grip.lineTo(cx - s * 0.38, cy + s * 0.6)
        grip.closeSubpath()
        path.addPath(grip)
    else:  # blowgun: a long tube and a dart with its feathers
        tube = QPainterPath()
        tube.addRoundedRect(QRectF(cx - s, cy + s * 0.25, s * 1.5, s * 0.24), s * 0.1, s * 0.1)
        path.addPath(tube)
        path.addRect(QRectF(cx - s * 0.2, cy - s * 0.42, s * 1.0, s * 0.07))
        head = QPainterPath()
        head.moveTo(cx + s * 0.8, cy - s * 0.52)
        head.lineTo(cx + s, cy - s * 0.385)
        head.lineTo(cx + s * 0.8, cy - s * 0.25)
        head.closeSubpath()
        path.addPath(head)
        fl = QPainterPath()
        fl.moveTo(cx - s * 0.2, cy - s * 0.385)
        fl.lineTo(cx - s * 0.45, cy - s * 0.6)
        fl.lineTo(cx - s * 0.45, cy - s * 0.17)
        fl.closeSubpath()
        path.addPath(fl)
    path.setFillRule(Qt.FillRule.OddEvenFill)
    return path


def paint_weapon(p: QPainter, weapon: int, r: QRectF, colour: str = theme.INK) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(theme.qc(colour))
    p.drawPath(weapon_path(weapon, r))


# ---- cards ---------------------------------------------------------------------------


def card_outline(p: QPainter, r: QRectF, fill: QColor, *, border: QColor | None = None,
                 width: float = 1.2) -> None:
    radius = r.width() * 0.12
    shadow = QColor(theme.SHADOW)
    shadow.setAlpha(50)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(shadow)
    p.drawRoundedRect(r.translated(r.width() * 0.04, r.width() * 0.06), radius, radius)
    pen = QPen(border or theme.qc(theme.INK, 200))
    pen.setWidthF(width)
    p.setPen(pen)
    p.setBrush(fill)
    p.drawRoundedRect(r, radius, radius)


def paint_face(p: QPainter, r: QRectF, weapon: int, label: str, owner: int | None) -> None:
    """A face-up attack card: the weapon symbol, its name, the clan stripe of `owner`."""
    card_outline(p, r, theme.qc(theme.PAPER_LIGHT))
    if owner is not None:
        paint_emblem(p, owner, QPointF(r.left() + r.width() * 0.18, r.top() + r.width() * 0.18),
                     r.width() * 0.09)
    icon = QRectF(r.left() + r.width() * 0.18, r.top() + r.height() * 0.14,
                  r.width() * 0.64, r.width() * 0.64)
    paint_weapon(p, weapon, icon)
    if label:
        p.setPen(theme.qc(theme.INK))
        p.setFont(theme.scene_font(max(7.0, r.width() * 0.17), bold=True))
        p.drawText(QRectF(r.left(), r.bottom() - r.height() * 0.32, r.width(),
                          r.height() * 0.26), Qt.AlignmentFlag.AlignCenter, label)


def paint_back(p: QPainter, r: QRectF, owner: int, announced: int | None,
               known: int | None) -> None:
    """A face-down attack card of clan `owner`, with the announcement marker
    (the announced weapon with a black cube on it, as in the box) and, for
    the attacker himself, the true weapon in a corner."""
    card_outline(p, r, theme.qc(theme.TILE_BACK))
    inner = r.adjusted(r.width() * 0.1, r.width() * 0.1, -r.width() * 0.1, -r.width() * 0.1)
    pen = QPen(theme.qc(theme.TILE_BACK_LINE, 150))
    pen.setWidthF(max(0.6, r.width() * 0.02))
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(inner, r.width() * 0.08, r.width() * 0.08)
    paint_emblem(p, owner, QPointF(r.center().x(), r.top() + r.height() * 0.2), r.width() * 0.12)
    if announced is not None:
        mark = QRectF(r.center().x() - r.width() * 0.32, r.top() + r.height() * 0.4,
                      r.width() * 0.64, r.width() * 0.64)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(theme.qc(theme.PAPER_LIGHT))
        p.drawEllipse(mark)
        paint_weapon(p, announced, mark.adjusted(mark.width() * 0.16, mark.width() * 0.16,
                                                 -mark.width() * 0.16, -mark.width() * 0.16))
        cube = r.width() * 0.16
        p.setBrush(QColor("#111111"))
        p.setPen(QPen(theme.qc(theme.PAPER_LIGHT), max(0.5, r.width() * 0.015)))
        p.drawRect(QRectF(mark.right() - cube * 0.8, mark.top() - cube * 0.1, cube, cube))
    if known is not None:
        corner = QRectF(r.right() - r.width() * 0.36, r.bottom() - r.width() * 0.36,
                        r.width() * 0.3, r.width() * 0.3)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(theme.qc(theme.ACCENT_SOFT))
        p.drawEllipse(corner.adjusted(-2, -2, 2, 2))
        paint_weapon(p, known, corner)


def paint_marker_only(p: QPainter, r: QRectF, announced: int) -> None:
    """The announcement marker next to a revealed card (what was said)."""
    p.setPen(QPen(theme.qc(theme.INK_SOFT), 0.8))
    p.setBrush(theme.qc(theme.PAPER_LIGHT))
    p.drawEllipse(r)
    paint_weapon(p, announced, r.adjusted(r.width() * 0.18, r.width() * 0.18,
                                          -r.width() * 0.18, -r.width() * 0.18), theme.INK_SOFT)
    cube = r.width() * 0.26
    p.setBrush(QColor("#111111"))
    p.setPen(Qt.PenStyle.NoPen)
    p.drawRect(QRectF(r.right() - cube * 0.8, r.top() - cube * 0.1, cube, cube))


# ---- lives and the meeple -------------------------------------------------------------


def paint_lives(p: QPainter, left: QPointF, lives: int, total: int, r: float) -> None:
    """`total` tokens from `left` to the right: full red discs for the lives
    left, empty rings for the lives lost."""
    for i in range(total):
        c = QPointF(left.x() + r + i * r * 2.5, left.y())
        if i < lives:
            p.setPen(QPen(theme.qc(theme.INK, 200), max(0.6, r * 0.15)))
            p.setBrush(QColor(LIFE_RED))
        else:
            p.setPen(QPen(theme.qc(theme.INK_FAINT), max(0.6, r * 0.15), Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(c, r, r)


def meeple_path(r: QRectF) -> QPainterPath:
    """The meeple's outline in `r`."""
    x, y, w, h = r.x(), r.y(), r.width(), r.height()
    path = QPainterPath()
    path.addEllipse(QRectF(x + w * 0.33, y, w * 0.34, h * 0.3))
    body = QPainterPath()
    body.moveTo(x + w * 0.5, y + h * 0.25)
    body.cubicTo(x + w * 0.95, y + h * 0.3, x + w, y + h * 0.5, x + w, y + h * 0.55)
    body.lineTo(x + w * 0.72, y + h * 0.55)
    body.lineTo(x + w * 0.9, y + h)
    body.lineTo(x + w * 0.1, y + h)
    body.lineTo(x + w * 0.28, y + h * 0.55)
    body.lineTo(x, y + h * 0.55)
    body.cubicTo(x, y + h * 0.5, x + w * 0.05, y + h * 0.3, x + w * 0.5, y + h * 0.25)
    path.addPath(body)
    path.setFillRule(Qt.FillRule.WindingFill)
    return path


def paint_meeple(p: QPainter, r: QRectF) -> None:
    p.setPen(QPen(theme.qc(theme.INK), max(0.8, r.width() * 0.05)))
    p.setBrush(QBrush(theme.qc(theme.ACCENT)))
    p.drawPath(meeple_path(r))


# ---- scene items (cached pixmaps) --------------------------------------------------------


class TableItem(SceneItem):
    """The round wooden table in the middle (an ellipse filling `rect`)."""

    def margins(self) -> tuple[float, float, float, float]:
        return (4.0, 4.0, 12.0, 16.0)

    def draw(self, p: QPainter, r: QRectF) -> None:
        c = r.center()
        rx, ry = r.width() / 2, r.height() / 2
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(theme.qc(theme.SHADOW, 40))
        p.drawEllipse(c + QPointF(6, 10), rx, ry)
        pen = QPen(theme.qc(theme.INK, 120))
        pen.setWidthF(1.6)
        p.setPen(pen)
        p.setBrush(QColor("#d9c49b"))
        p.drawEllipse(c, rx, ry)
        p.setPen(QPen(theme.qc(theme.INK, 50), 1.0))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(c, rx - 14, ry - 12)


class PlateItem(SceneItem):
    """A clan's plate: the paper card with the clan emblem at its left.
    `acting` (the seat deciding now) and `warm` (a click on it attacks)
    draw an accent border; `out` (no life left) a faded one. The name,
    lives and meeple lie on it as their own items."""

    def __init__(self, seat: int, rect: QRectF, *, acting: bool = False, warm: bool = False,
                 out: bool = False) -> None:
        super().__init__(rect)
        self.seat = seat
        self.acting = acting
        self.warm = warm
        self.out = out

    def look(self) -> Hashable:
        return (self.seat, self.acting, self.warm, self.out)

    def margins(self) -> tuple[float, float, float, float]:
        return (8.0, 8.0, 16.0, 16.0)

    def draw(self, p: QPainter, r: QRectF) -> None:
        accent = self.acting or self.warm
        border = theme.qc(theme.ACCENT if accent else theme.INK,
                          255 if accent else (90 if self.out else 150))
        fill = theme.qc(theme.PAPER_LIGHT) if not self.out else theme.qc(theme.PAPER_LIGHT, 170)
        card_outline(p, r, fill, border=border, width=3.0 if self.acting else
                     (2.0 if self.warm else 1.2))
        if self.warm:
            p.setPen(QPen(theme.qc(theme.ACCENT, 110), 2.0, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(r.adjusted(-6, -6, 6, 6), 14, 14)
        paint_emblem(p, self.seat, QPointF(r.left() + 26, r.top() + 28), 13)


class LifeItem(SceneItem):
    """One life token: a red disc while the life is left, a dashed ring once lost."""

    def __init__(self, rect: QRectF, full: bool) -> None:
        super().__init__(rect)
        self.full = full

    def look(self) -> Hashable:
        return self.full

    def draw(self, p: QPainter, r: QRectF) -> None:
        paint_lives(p, QPointF(0, r.height() / 2), 1 if self.full else 0, 1, r.height() / 2)


class MeepleItem(SceneItem):
    """The meeple: the seat that starts the round (SHI-7)."""

    def draw(self, p: QPainter, r: QRectF) -> None:
        paint_meeple(p, r)


class CardFaceItem(SceneItem):
    """A face-up attack card: `weapon` of clan `owner`; `announced` (a card
    revealed on the table) adds the small badge of what was announced at
    its corner; `ringed` marks the two cards a seat revealed and decides on."""

    def __init__(self, weapon: int, owner: int | None, rect: QRectF, *,
                 announced: int | None = None, ringed: bool = False) -> None:
        super().__init__(rect)
        self.weapon = weapon
        self.owner = owner
        self.announced = announced
        self.ringed = ringed

    def look(self) -> Hashable:
        return (self.weapon, self.owner, self.announced, self.ringed)

    def margins(self) -> tuple[float, float, float, float]:
        return (6.0, 6.0, 10.0, 10.0)

    def draw(self, p: QPainter, r: QRectF) -> None:
        paint_face(p, r, self.weapon, "", self.owner)
        if self.announced is not None:
            paint_marker_only(p, QRectF(r.right() - 16, r.bottom() - 16, 22, 22), self.announced)
        if self.ringed:
            p.setPen(QPen(theme.qc(theme.ACCENT), 2.2))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(r.adjusted(-4, -4, 4, 4), 9, 9)


class CardBackItem(SceneItem):
    """A face-down attack card of clan `owner` with its announcement badge;
    `known` (only for the seat that gave it) is the true weapon in its corner."""

    def __init__(self, owner: int, announced: int | None, known: int | None,
                 rect: QRectF) -> None:
        super().__init__(rect)
        self.owner = owner
        self.announced = announced
        self.known = known

    def look(self) -> Hashable:
        return (self.owner, self.announced, self.known)

    def draw(self, p: QPainter, r: QRectF) -> None:
        paint_back(p, r, self.owner, self.announced, self.known)


class SlotItem(SceneItem):
    """An empty place: a card not given yet (with the giver's small emblem,
    `owner`) or a weapon already given from the hand (its faint symbol)."""

    def __init__(self, rect: QRectF, *, owner: int | None = None,
                 weapon: int | None = None) -> None:
        super().__init__(rect)
        self.owner = owner
        self.weapon = weapon

    def look(self) -> Hashable:
        return (self.owner, self.weapon)

    def draw(self, p: QPainter, r: QRectF) -> None:
        p.setPen(QPen(theme.qc(theme.INK_FAINT, 120 if self.owner is not None else 110), 1.0,
                      Qt.PenStyle.DashLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(r, r.width() * 0.12, r.width() * 0.12)
        if self.owner is not None:
            paint_emblem(p, self.owner, r.center(), 6)
        if self.weapon is not None:
            inset = r.width() * 0.26
            paint_weapon(p, self.weapon, QRectF(r.left() + inset, r.top() + inset,
                                                r.width() - 2 * inset, r.width() - 2 * inset),
                         theme.INK_FAINT)


class WeaponBadgeItem(SceneItem):
    """A small round badge with a weapon (a weapon kept in hand, shown at the end)."""

    def __init__(self, weapon: int, rect: QRectF) -> None:
        super().__init__(rect)
        self.weapon = weapon

    def look(self) -> Hashable:
        return self.weapon

    def draw(self, p: QPainter, r: QRectF) -> None:
        p.setPen(QPen(theme.qc(theme.INK_SOFT), 1.0))
        p.setBrush(theme.qc(theme.PAPER_LIGHT))
        p.drawEllipse(r)
        inset = r.width() * 0.18
        paint_weapon(p, self.weapon, r.adjusted(inset, inset, -inset, -inset))


#: Room (scene units) beside and above/below a speech bubble's text.
BUBBLE_PAD_X, BUBBLE_PAD_Y = 10.0, 4.0


def bubble_text_size(text: str, font: QFont, width: float) -> QSizeF:
    """The size of `text` in `font` wrapped at `width` scene units (a
    speech bubble's lines)."""
    flags = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)
    return QFontMetricsF(font).boundingRect(QRectF(0, 0, width, 1e6), flags, text).size()


class BubbleItem(SceneItem):
    """A speech bubble (an AI's table talk, SHI-8): `text` in a rounded box
    with a tip towards its plate at `tip_x` (scene units from the left of
    `rect`), below the box when `above`. A long sentence wraps onto more
    lines (the presenter makes the box as tall); only what would still not
    fit is elided."""

    def __init__(self, text: str, rect: QRectF, *, tip_x: float, above: bool,
                 pixel: float) -> None:
        super().__init__(rect)
        self.text = text
        self.tip_x = tip_x
        self.above = above
        self.pixel = pixel
        self.font = theme.scene_font(pixel)
        inner = max(10.0, rect.width() - 2 * BUBBLE_PAD_X)
        wrapped = bubble_text_size(text, self.font, inner)
        self.shown = text
        if wrapped.width() > inner + 0.5 or wrapped.height() > rect.height() + 0.5:
            self.shown = QFontMetricsF(self.font).elidedText(
                text, Qt.TextElideMode.ElideRight, inner)

    @property
    def text_px(self) -> float | None:
        return float(self.font.pixelSize())

    def look(self) -> Hashable:
        return (self.shown, self.tip_x, self.above, self.font.pixelSize())

    def margins(self) -> tuple[float, float, float, float]:
        return (4.0, 14.0, 4.0, 14.0)

    def draw(self, p: QPainter, r: QRectF) -> None:
        path = QPainterPath()
        path.addRoundedRect(r, 12, 12)
        tip = QPainterPath()
        cx = min(max(self.tip_x, r.left() + 20), r.right() - 20)
        if self.above:
            tip.moveTo(cx - 8, r.bottom() - 1)
            tip.lineTo(cx, r.bottom() + 10)
            tip.lineTo(cx + 8, r.bottom() - 1)
        else:
            tip.moveTo(cx - 8, r.top() + 1)
            tip.lineTo(cx, r.top() - 10)
            tip.lineTo(cx + 8, r.top() + 1)
        path = path.united(tip)
        p.setPen(QPen(theme.qc(theme.INK, 160), 1.2))
        p.setBrush(QColor("#fffaf0"))
        p.drawPath(path)
        p.setFont(self.font)
        p.setPen(theme.qc(theme.INK))
        p.drawText(r.adjusted(BUBBLE_PAD_X, 0, -BUBBLE_PAD_X, 0),
                   int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap), self.shown)
