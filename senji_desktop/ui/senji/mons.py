"""The six families of Senji (SJ-1): their mons as vector shapes and their colours.

Each mon is a ``QPainterPath`` fitted into a square; filled with one colour it
reads at any size, so dice faces, fortresses, unit tokens and fleets all use
the same shapes. Colours come from the Okabe–Ito palette as adjusted for paper
(``theme.ON_PAPER``) — without yellow, which does not read on washi —
and every place that shows a family's colour also shows its mon, so families
are told apart without colour.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QTransform

from senji_desktop.ui.common import theme

#: Family ids in SJ-1 order.
FAMILIES: tuple[str, ...] = ("shimazu", "mori", "chosokabe", "ashikaga", "oda", "takeda")

#: Family names as shown (proper names: never translated).
FAMILY_NAMES: dict[str, str] = {f: f.capitalize() for f in FAMILIES}

#: Colour of each family (hex), colour-blind safe on paper.
FAMILY_COLOURS: dict[str, str] = {
    "shimazu": theme.ON_PAPER["vermilion"],
    "mori": "#0b3f7a",  # Okabe–Ito blue, darker: far from Takeda's sky blue
    "chosokabe": theme.ON_PAPER["bluish_green"],
    "ashikaga": theme.ON_PAPER["reddish_purple"],
    "oda": "#d9b300",  # Okabe–Ito yellow, deepened to stand out on paper
    "takeda": "#56b4e9",  # Okabe–Ito sky blue
}

#: Grey of neutral provinces and of things without a family.
NEUTRAL = "#a39a8a"


def family_colour(family: str | None) -> str:
    """Hex colour of `family` (the neutral grey for None or an unknown id)."""
    return FAMILY_COLOURS.get(family or "", NEUTRAL)


def tint(hex_colour: str, amount: float) -> QColor:
    """`hex_colour` mixed into light paper: 0 = paper, 1 = the colour itself."""
    c, p = QColor(hex_colour), QColor(theme.PAPER_LIGHT)
    mix = QColor()
    mix.setRgbF(
        p.redF() + (c.redF() - p.redF()) * amount,
        p.greenF() + (c.greenF() - p.greenF()) * amount,
        p.blueF() + (c.blueF() - p.blueF()) * amount,
    )
    return mix


# ---- the mons, built in the square [-K, K]² ------------------------------------------

#: Qt flattens curves for boolean operations by absolute size: the shapes are
#: built 100 times larger than the unit square, or circles become octagons.
K = 100.0


def _circle(r: float, c: QPointF | None = None) -> QPainterPath:
    path = QPainterPath()
    centre = c or QPointF(0, 0)
    path.addEllipse(QPointF(centre.x() * K, centre.y() * K), r * K, r * K)
    return path


def _rect(x: float, y: float, w: float, h: float, radius: float = 0.0) -> QPainterPath:
    path = QPainterPath()
    if radius:
        path.addRoundedRect(QRectF(x * K, y * K, w * K, h * K), radius * K, radius * K)
    else:
        path.addRect(QRectF(x * K, y * K, w * K, h * K))
    return path


def _ring() -> QPainterPath:
    return _circle(1.0).subtracted(_circle(0.78))


def _shimazu() -> QPainterPath:
    """Maru ni jūji: a ring with a cross inside."""
    cross = _rect(-0.16, -0.8, 0.32, 1.6).united(_rect(-0.8, -0.16, 1.6, 0.32))
    return _ring().united(cross.intersected(_circle(0.8)))


def _mori() -> QPainterPath:
    """Ichimonji ni mitsuboshi: a bar over three dots."""
    path = _rect(-0.95, -0.92, 1.9, 0.42, 0.06)
    for c in (QPointF(0.0, 0.02), QPointF(-0.52, 0.62), QPointF(0.52, 0.62)):
        path = path.united(_circle(0.3, c))
    return path


def _leaf() -> QPainterPath:
    """One heart-shaped katabami leaf pointing up, its tip at the centre."""
    leaf = QPainterPath()
    leaf.moveTo(0, -0.06)
    leaf.cubicTo(QPointF(-0.2, -0.2), QPointF(-0.72, -0.4), QPointF(-0.5, -0.82))
    leaf.cubicTo(QPointF(-0.36, -1.06), QPointF(-0.06, -1.0), QPointF(0, -0.82))
    leaf.cubicTo(QPointF(0.06, -1.0), QPointF(0.36, -1.06), QPointF(0.5, -0.82))
    leaf.cubicTo(QPointF(0.72, -0.4), QPointF(0.2, -0.2), QPointF(0, -0.06))
    leaf.closeSubpath()
    return QTransform.fromScale(K, K).map(leaf)


def _chosokabe() -> QPainterPath:
    """Katabami: three heart-shaped leaves around the centre."""
    path = _circle(0.12)
    for k in range(3):
        path = path.united(QTransform().rotate(120 * k).map(_leaf()))
    return path


def _ashikaga() -> QPainterPath:
    """Maru ni futatsubiki: a ring with two bars inside."""
    bars = _rect(-0.8, -0.42, 1.6, 0.3).united(_rect(-0.8, 0.12, 1.6, 0.3))
    return _ring().united(bars.intersected(_circle(0.8)))


def _oda() -> QPainterPath:
    """Mokkō: a five-lobed flower with a small open centre."""
    path = _circle(0.6)
    for k in range(5):
        a = math.radians(-90 + 72 * k)
        path = path.united(_circle(0.42, QPointF(0.56 * math.cos(a), 0.56 * math.sin(a))))
    return path.subtracted(_circle(0.2))


def _diamond(cx: float, cy: float, r: float) -> QPainterPath:
    path = QPainterPath()
    path.moveTo(cx * K, (cy - r) * K)
    path.lineTo((cx + r) * K, cy * K)
    path.lineTo(cx * K, (cy + r) * K)
    path.lineTo((cx - r) * K, cy * K)
    path.closeSubpath()
    return path


def _takeda() -> QPainterPath:
    """Takeda-bishi: four diamonds making one large diamond."""
    path = QPainterPath()
    for cx, cy in ((0, -0.5), (-0.5, 0), (0.5, 0), (0, 0.5)):
        path = path.united(_diamond(cx, cy, 0.44))
    return path


_MAKERS: dict[str, Callable[[], QPainterPath]] = {
    "shimazu": _shimazu,
    "mori": _mori,
    "chosokabe": _chosokabe,
    "ashikaga": _ashikaga,
    "oda": _oda,
    "takeda": _takeda,
}
_paths: dict[str, QPainterPath] = {}


def mon_path(family: str, rect: QRectF) -> QPainterPath:
    """`family`'s mon fitted into the square centred in `rect` (SJ-1).

    Raises KeyError for an unknown family id."""
    big = _paths.get(family)
    if big is None:
        big = _paths[family] = _MAKERS[family]()
    half = min(rect.width(), rect.height()) / 2
    t = QTransform()
    t.translate(rect.center().x(), rect.center().y())
    t.scale(half / K, half / K)
    return t.map(big)


def draw_mon(painter: QPainter, family: str, rect: QRectF, colour: QColor | str,
             *, outline: QColor | str | None = None) -> None:
    """Fill `family`'s mon into `rect` in `colour` (optionally with a thin outline)."""
    path = mon_path(family, rect)
    if outline is not None:
        painter.setPen(QPen(QColor(outline), max(0.5, rect.width() * 0.04)))
    else:
        painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(colour))
    painter.drawPath(path)
