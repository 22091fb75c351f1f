"""Washi paper drawn procedurally: a seamless texture tile plus helpers.

The texture is generated once per (tone, device pixel ratio) from a fixed
seed — fibres, specks and soft clouds, each drawn wrapped around the tile
edges so it repeats without seams — and cached as a QPixmap. Widgets paint
it with :func:`paint_paper`; cards use :func:`paper_brush` on a lighter tone.
A widget repainted often (a game table under moving tiles) calls
:func:`set_paper_background` when its size changes instead: Qt then fills
its background from a prepared sheet without calling any Python code.
"""

from __future__ import annotations

import math
import random
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QImage,
    QPainter,
    QPainterPath,
    QPalette,
    QPen,
    QPixmap,
    QRadialGradient,
    QTransform,
)
from PySide6.QtWidgets import QWidget

from senji_desktop.ui.common import theme

#: Logical size of one texture tile (device-independent pixels).
TILE = 384

_cache: dict[tuple[str, int, float], QPixmap] = {}


def _wrapped(painter: QPainter, draw: object, size: int) -> None:
    """Call `draw(dx, dy)` for the 9 offsets that make a primitive wrap around."""
    for dx in (-size, 0, size):
        for dy in (-size, 0, size):
            draw(dx, dy)  # type: ignore[operator]


def texture(tone: str = theme.PAPER, dpr: float = 1.0, strength: int = 100) -> QPixmap:
    """The seamless paper tile for `tone` (cached). `strength` scales the
    fibre contrast in percent (100 = table paper, less for cards): the grain
    (:func:`_grain`, drawn once per pixel ratio) is laid over the tone at
    that opacity, so a new tone costs a fill and one copy, not a new grain
    (a new tone appearing mid-game drew ~100 ms of fibres on the GUI thread)."""
    key = (tone, strength, round(dpr, 2))
    cached = _cache.get(key)
    if cached is not None:
        return cached
    size = max(1, round(TILE * dpr))
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(tone))
    p = QPainter(image)
    p.setOpacity(min(1.0, strength / 100.0))
    p.drawImage(0, 0, _grain(round(dpr, 2)))
    p.end()
    pixmap = QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(dpr)
    _cache[key] = pixmap
    return pixmap


@cache
def _grain(dpr: float) -> QImage:
    """The paper's grain on a transparent tile at full strength: soft clouds,
    kozo fibres and specks, wrapped around the tile's edges so it tiles
    seamlessly."""
    size = max(1, round(TILE * dpr))
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    rng = random.Random(1729)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.scale(dpr, dpr)
    # Soft clouds: the uneven thickness of handmade paper.
    for _ in range(26):
        cx, cy = rng.uniform(0, TILE), rng.uniform(0, TILE)
        r = rng.uniform(40, 130)
        light = rng.random() < 0.5
        shade = QColor(255, 250, 240) if light else QColor(120, 90, 50)
        alpha = int(rng.uniform(6, 14))

        def cloud(
            dx: float,
            dy: float,
            cx: float = cx,
            cy: float = cy,
            r: float = r,
            shade: QColor = shade,
            alpha: int = alpha,
        ) -> None:
            g = QRadialGradient(QPointF(cx + dx, cy + dy), r)
            c0 = QColor(shade)
            c0.setAlpha(alpha)
            c1 = QColor(shade)
            c1.setAlpha(0)
            g.setColorAt(0.0, c0)
            g.setColorAt(1.0, c1)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QBrush(g))
            p.drawEllipse(QPointF(cx + dx, cy + dy), r, r)

        _wrapped(p, cloud, TILE)
    # Fibres: thin curved strands, mostly lighter than the paper (kozo fibres).
    for _ in range(170):
        x, y = rng.uniform(0, TILE), rng.uniform(0, TILE)
        angle = rng.uniform(0, math.pi)
        length = rng.uniform(10, 46)
        bend = rng.uniform(-8, 8)
        light = rng.random() < 0.7
        colour = QColor(255, 252, 244) if light else QColor(110, 84, 52)
        colour.setAlpha(int(rng.uniform(40, 90) if light else rng.uniform(14, 32)))
        width = rng.uniform(0.5, 1.3)
        ex, ey = x + math.cos(angle) * length, y + math.sin(angle) * length
        mx = (x + ex) / 2 - math.sin(angle) * bend
        my = (y + ey) / 2 + math.cos(angle) * bend

        def fibre(
            dx: float,
            dy: float,
            x: float = x,
            y: float = y,
            ex: float = ex,
            ey: float = ey,
            mx: float = mx,
            my: float = my,
            colour: QColor = colour,
            width: float = width,
        ) -> None:
            path = QPainterPath(QPointF(x + dx, y + dy))
            path.quadTo(QPointF(mx + dx, my + dy), QPointF(ex + dx, ey + dy))
            p.setPen(QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(path)

        _wrapped(p, fibre, TILE)
    # Specks: tiny inclusions.
    for _ in range(260):
        x, y = rng.uniform(0, TILE), rng.uniform(0, TILE)
        r = rng.uniform(0.3, 1.1)
        colour = QColor(90, 66, 40)
        colour.setAlpha(int(rng.uniform(10, 40)))

        def speck(
            dx: float, dy: float, x: float = x, y: float = y, r: float = r, colour: QColor = colour
        ) -> None:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(colour)
            p.drawEllipse(QPointF(x + dx, y + dy), r, r)

        _wrapped(p, speck, TILE)
    p.end()
    return image


def paper_brush(
    tone: str = theme.PAPER, dpr: float = 1.0, strength: int = 100, origin: QPointF | None = None
) -> QBrush:
    """A brush tiling the paper texture (in device-independent pixels)."""
    brush = QBrush(texture(tone, dpr, strength))
    if origin is not None:
        brush.setTransform(QTransform.fromTranslate(origin.x(), origin.y()))
    return brush


def paint_paper(
    painter: QPainter,
    rect: QRectF,
    *,
    tone: str = theme.PAPER,
    vignette: bool = True,
    dpr: float = 1.0,
) -> None:
    """Fill `rect` with paper; `vignette` darkens the edges a little, like a
    sheet under a desk lamp."""
    painter.save()
    painter.fillRect(rect, paper_brush(tone, dpr))
    if vignette and rect.width() > 0 and rect.height() > 0:
        centre = rect.center()
        radius = math.hypot(rect.width(), rect.height()) * 0.62
        g = QRadialGradient(centre, radius)
        g.setColorAt(0.0, QColor(255, 250, 238, 26))
        g.setColorAt(0.55, QColor(0, 0, 0, 0))
        g.setColorAt(1.0, QColor(70, 45, 15, 46))
        painter.fillRect(rect, QBrush(g))
    painter.restore()


def paper_sheet(
    width: int, height: int, dpr: float = 1.0, *, tone: str = theme.PAPER, vignette: bool = True
) -> QPixmap:
    """A `width` × `height` (device-independent pixels) sheet of paper as
    :func:`paint_paper` draws it, at device pixel ratio `dpr`."""
    sheet = QPixmap(max(1, round(width * dpr)), max(1, round(height * dpr)))
    sheet.setDevicePixelRatio(dpr)
    p = QPainter(sheet)
    paint_paper(p, QRectF(0, 0, width, height), tone=tone, vignette=vignette, dpr=dpr)
    p.end()
    return sheet


def set_paper_background(
    widget: QWidget, *, tone: str = theme.PAPER, vignette: bool = True
) -> None:
    """Let Qt fill `widget`'s background with a sheet of paper of its current
    size (palette + autoFillBackground). Call it again when the size changes;
    it does nothing while size and pixel ratio stay the same."""
    dpr = widget.devicePixelRatioF()
    key = (widget.width(), widget.height(), dpr, tone, vignette)
    if widget.property("senjiPaperKey") == repr(key) or widget.width() <= 0:
        return
    widget.setProperty("senjiPaperKey", repr(key))
    sheet = paper_sheet(widget.width(), widget.height(), dpr, tone=tone, vignette=vignette)
    palette = widget.palette()
    palette.setBrush(QPalette.ColorRole.Window, QBrush(sheet))
    widget.setPalette(palette)
    widget.setBackgroundRole(QPalette.ColorRole.Window)
    widget.setAutoFillBackground(True)


def paint_soft_shadow(
    painter: QPainter,
    rect: QRectF,
    radius: float,
    *,
    spread: float = 10.0,
    offset: QPointF | None = None,
    alpha: int = 40,
) -> None:
    """A soft shadow under a rounded rectangle, faked by layered translucent
    rounded rects (cheap, no blur pass)."""
    off = offset if offset is not None else QPointF(0, spread * 0.35)
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    steps = 7
    for i in range(steps):
        grow = spread * (i + 1) / steps
        c = theme.qc(theme.SHADOW, max(1, int(alpha * (1 - i / steps) / steps * 2.2)))
        painter.setBrush(c)
        r = rect.translated(off).adjusted(-grow * 0.5, -grow * 0.5, grow * 0.5, grow * 0.5)
        painter.drawRoundedRect(r, radius + grow * 0.5, radius + grow * 0.5)
    painter.restore()
