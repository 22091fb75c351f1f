"""Scene items every table uses, each a cached pixmap.

No item paints in Python while the table is on screen: an item is a
``QGraphicsPixmapItem`` showing a pixmap drawn once by the one renderer
(``ui/common/tiles.py``'s ``RENDERER``) for the view's device scale and kept
in its cache under (item class, :meth:`SceneItem.look`, size, scale) — the
look includes any text drawn, so a language switch draws new pixmaps and
switching back finds the old ones. A frame — also while an AI search holds
the GIL in another thread — is painted by Qt in C++ alone. A game's own
items derive from :class:`SceneItem` and say what decides their pixels
(``look``), how far they paint beyond their rectangle (``margins``) and how
they paint (``draw``, run only when the pixmap is not cached yet).

The glow, focus ring, selection ring and hint mark are built-in path items.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import ClassVar

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsPixmapItem

from senji_desktop.ui.common import theme
from senji_desktop.ui.common.paper import paint_soft_shadow
from senji_desktop.ui.common.tiles import RENDERER


class SceneItem(QGraphicsPixmapItem):
    """A component with a logical rectangle `rect` (scene units), shown as a
    cached pixmap (see module docstring).

    Subclasses say what decides their pixels (:meth:`look`), how far they
    paint beyond `rect` (:meth:`margins`) and how to paint (:meth:`draw`,
    in coordinates where `rect` is ``QRectF(0, 0, width, height)``).
    :meth:`realize` fetches or draws the pixmap for a device scale."""

    def __init__(self, rect: QRectF, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._rect = QRectF(rect)
        self._scale = 0.0
        # The pixmap is drawn for the device: it lands 1:1 on the screen, and
        # a plain copy is several times cheaper than filtering (and as sharp).
        # Items that are scaled while they move switch to smooth filtering.
        self.setTransformationMode(Qt.TransformationMode.FastTransformation)
        # Hit tests by bounding rectangle: a mask from the pixmap costs a lot
        # and clicks are mapped by the presenter's targets anyway.
        self.setShapeMode(QGraphicsPixmapItem.ShapeMode.BoundingRectShape)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setPos(self._rect.topLeft())

    @property
    def rect(self) -> QRectF:
        return QRectF(self._rect)

    def look(self) -> Hashable:
        """Everything besides the size that decides the pixels."""
        return ()

    def margins(self) -> tuple[float, float, float, float]:
        """Room painted around `rect`: left, top, right, bottom (scene units)."""
        return (2.0, 2.0, 2.0, 2.0)

    def draw(self, painter: QPainter, r: QRectF) -> None:
        """Paint the component into `r` (only when its pixmap is not cached)."""

    @property
    def text_px(self) -> float | None:
        """The height of the smallest text the item draws, in scene units
        (None: it draws no text). Legibility checks read it."""
        return None

    def realize(self, scale: float) -> None:
        """Show the pixmap for `scale` device pixels per scene unit."""
        if scale == self._scale:
            return
        self._scale = scale
        left, top, right, bottom = self.margins()
        w, h = self._rect.width(), self._rect.height()
        bounds = QRectF(-left, -top, w + left + right, h + top + bottom)
        local = QRectF(0, 0, w, h)
        pm = RENDERER.picture(
            (type(self).__name__, self.look()), bounds, scale, lambda p: self.draw(p, local)
        )
        self.setPixmap(pm)
        self.setOffset(-left, -top)


#: Narrower widths (percent) a condensed label tries at its smallest size.
CONDENSED_STRETCHES = (90, 80, 72)


def fitted_font(text: str, width: float, pixel: float, *, bold: bool = False,
                min_pixel: float | None = None,
                condense: bool = False) -> tuple[QFontMetricsF, QFont]:
    """The scene font for `text` in `width` scene units: `pixel` high, shrunk
    down to `min_pixel` (default 78 % of `pixel`) while it does not fit;
    with `condense`, then drawn narrower (:data:`CONDENSED_STRETCHES`: the
    height, and so the legibility, stays). Returns (metrics, font)."""
    font = theme.scene_font(pixel, bold=bold)
    lowest = round(min_pixel if min_pixel is not None else pixel * 0.78)
    size = font.pixelSize()
    while size > lowest and QFontMetricsF(font).horizontalAdvance(text) > width:
        size -= 1
        font.setPixelSize(size)
    stretches = list(CONDENSED_STRETCHES if condense else ())
    while stretches and QFontMetricsF(font).horizontalAdvance(text) > width:
        font.setStretch(stretches.pop(0))
    return QFontMetricsF(font), font


class LabelItem(SceneItem):
    """A line of text fitted into `rect`: the font shrinks down to
    `min_pixel` (with `condense`, then narrows: see :func:`fitted_font`);
    if the text still does not fit, the `shorter` forms are tried in turn;
    if none fits, the shortest of them that is not empty shrinks further,
    down to `floor_pixel` (the smallest legible size at 100 % text size,
    :meth:`DrawContext.floor_px`; None: no further) — smaller rather than
    cut; only then does an empty form show nothing rather than a cut word,
    or is the last form elided (`elide`: where the "…" goes; a player's
    name passes ``Qt.TextElideMode.ElideMiddle`` so its end, which tells
    "Rival 1" from "Rival 2", stays). `text` is what was asked for, `shown` what
    is drawn (both readable by tests), `pixel_size` the font's height in
    scene units."""

    def __init__(
        self,
        text: str,
        rect: QRectF,
        *,
        pixel: float,
        bold: bool = False,
        colour: str = theme.INK,
        align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft,
        min_pixel: float | None = None,
        shorter: tuple[str, ...] = (),
        condense: bool = False,
        floor_pixel: float | None = None,
        elide: Qt.TextElideMode = Qt.TextElideMode.ElideRight,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(rect, parent)
        self.text = text
        self.colour = colour
        self.align = align
        forms = (text, *shorter)
        fits = False
        for candidate in forms:
            if not candidate and floor_pixel is not None:
                continue  # nothing shown only once the smaller sizes were tried
            metrics, self.font = fitted_font(candidate, rect.width(), pixel, bold=bold,
                                             min_pixel=min_pixel, condense=condense)
            fits = metrics.horizontalAdvance(candidate) <= rect.width()
            if fits:
                break
        lowest = min_pixel if min_pixel is not None else pixel * 0.78
        words = [form for form in forms if form]
        if not fits and words and floor_pixel is not None and floor_pixel < lowest:
            # The last resort: the shortest form, smaller, down to the floor.
            candidate = words[-1]
            metrics, self.font = fitted_font(candidate, rect.width(), pixel, bold=bold,
                                             min_pixel=floor_pixel, condense=condense)
            fits = metrics.horizontalAdvance(candidate) <= rect.width()
        if not fits and not forms[-1]:
            candidate = ""
            metrics = QFontMetricsF(self.font)
        self.pixel_size = self.font.pixelSize()
        self.shown = metrics.elidedText(candidate, elide, rect.width())

    @property
    def text_px(self) -> float | None:
        return float(self.pixel_size) if self.shown else None

    def margins(self) -> tuple[float, float, float, float]:
        # A font taller than the rectangle (large text, small table) spills
        # over its top and bottom instead of being cut off.
        spill = max(2.0, (self.pixel_size * 1.35 - self._rect.height()) / 2 + 2)
        return (2.0, spill, 2.0, spill)

    def look(self) -> Hashable:
        return (self.shown, self.font.toString(), self.colour, int(self.align.value))

    def draw(self, painter: QPainter, r: QRectF) -> None:
        painter.setFont(self.font)
        painter.setPen(QColor(self.colour))
        # Not clipped to the rectangle: a font taller than it spills into the margins.
        flags = self.align | Qt.AlignmentFlag.AlignVCenter
        painter.drawText(r, int(flags.value) | int(Qt.TextFlag.TextDontClip.value), self.shown)


class CountItem(SceneItem):
    """A small ink disc with a number (how many things a group holds)."""

    def __init__(self, count: int, rect: QRectF, parent: QGraphicsItem | None = None) -> None:
        super().__init__(rect, parent)
        self.count = count
        self.text = str(count)

    @property
    def text_px(self) -> float | None:
        return max(1.0, round(self._rect.height() * 0.62))

    def look(self) -> Hashable:
        return self.text

    def draw(self, painter: QPainter, r: QRectF) -> None:
        painter.setPen(QPen(QColor(theme.PAPER_LIGHT), max(1.0, r.height() * 0.08)))
        painter.setBrush(QColor(theme.INK))
        radius = r.height() / 2
        painter.drawRoundedRect(r, radius, radius)
        painter.setFont(theme.scene_font(r.height() * 0.62, bold=True))
        painter.setPen(QColor(theme.PAPER_LIGHT))
        painter.drawText(r, int(Qt.AlignmentFlag.AlignCenter), self.text)


class BadgeItem(SceneItem):
    """A round seal with a short mark (the first player's "1"), drawn
    `pixel` scene units high (by default 58 % of the seal's height)."""

    def __init__(
        self, mark: str, rect: QRectF, *, filled: bool = False, pixel: float | None = None,
        parent: QGraphicsItem | None = None
    ) -> None:
        super().__init__(rect, parent)
        self.mark = mark
        self.filled = filled
        self.pixel = pixel

    @property
    def text(self) -> str:
        return self.mark

    @property
    def text_px(self) -> float | None:
        return self.pixel if self.pixel is not None else self._rect.height() * 0.58

    def look(self) -> Hashable:
        return (self.mark, self.filled, self.pixel)

    def draw(self, painter: QPainter, r: QRectF) -> None:
        w = max(1.0, r.width() * 0.08)
        if self.filled:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(theme.ACCENT))
        else:
            painter.setPen(QPen(QColor(theme.INK), w))
            painter.setBrush(QColor(theme.PAPER_LIGHT))
        painter.drawEllipse(r.adjusted(w / 2, w / 2, -w / 2, -w / 2))
        painter.setFont(theme.scene_font(self.text_px or r.height() * 0.58, bold=True))
        painter.setPen(QColor(theme.PAPER_LIGHT if self.filled else theme.INK))
        painter.drawText(r, int(Qt.AlignmentFlag.AlignCenter), self.mark)


class BannerItem(SceneItem):
    """A short announcement across the table ("Final round!", "Aiko wins!")."""

    def __init__(self, text: str, rect: QRectF, parent: QGraphicsItem | None = None) -> None:
        super().__init__(rect, parent)
        self.text = text
        self.setZValue(1000)

    @property
    def text_px(self) -> float | None:
        return max(10.0, self._rect.height() * 0.42)

    def look(self) -> Hashable:
        return self.text

    def margins(self) -> tuple[float, float, float, float]:
        return (20.0, 20.0, 20.0, 24.0)

    def draw(self, painter: QPainter, r: QRectF) -> None:
        paint_soft_shadow(painter, r, 10, spread=16, alpha=70)
        painter.setPen(QPen(QColor(theme.PAPER_LIGHT), 2))
        painter.setBrush(theme.qc(theme.ACCENT, 240))
        painter.drawRoundedRect(r, 10, 10)
        font = theme.scene_font(r.height() * 0.42, bold=True)
        size = font.pixelSize()
        while size > 10 and QFontMetricsF(font).horizontalAdvance(self.text) > r.width() - 24:
            size -= 1
            font.setPixelSize(size)
        painter.setFont(font)
        painter.setPen(QColor(theme.PAPER_LIGHT))
        painter.drawText(r, int(Qt.AlignmentFlag.AlignCenter), self.text)


class PetalItem(SceneItem):
    """A cherry blossom petal (the winner's celebration)."""

    def __init__(self, rect: QRectF, tone: int = 0, parent: QGraphicsItem | None = None) -> None:
        super().__init__(rect, parent)
        self.tone = tone % 3

    def look(self) -> Hashable:
        return self.tone

    def draw(self, painter: QPainter, r: QRectF) -> None:
        colours = ("#f4b6c2", "#f7cad3", theme.ACCENT_SOFT)
        path = QPainterPath()
        c = r.center()
        w, h = r.width() / 2, r.height() / 2
        path.moveTo(c.x(), c.y() + h)
        path.cubicTo(QPointF(c.x() - w * 1.2, c.y() + h * 0.2),
                     QPointF(c.x() - w * 0.8, c.y() - h), QPointF(c.x() - w * 0.15, c.y() - h))
        path.lineTo(c.x(), c.y() - h * 0.7)
        path.lineTo(c.x() + w * 0.15, c.y() - h)
        path.cubicTo(QPointF(c.x() + w * 0.8, c.y() - h),
                     QPointF(c.x() + w * 1.2, c.y() + h * 0.2), QPointF(c.x(), c.y() + h))
        painter.setPen(QPen(theme.qc(theme.ACCENT, 120), max(0.6, r.width() * 0.04)))
        painter.setBrush(QColor(colours[self.tone]))
        painter.drawPath(path)


def _pen(colour: QColor, width: float, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    return QPen(colour, width, style, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)


class GlowItem(QGraphicsPathItem):
    """A highlight around `path` (scene coordinates), in one of four styles:

    - "hover": the glow under the pointer on a place a click chooses —
      built-in path items stacked from the widest halo to a crisp ink line
      with a light edge, so it reads on every colour and on the paper;
    - "focus": the keyboard focus ring, a dashed vermilion line;
    - "selected": a place chosen in a multi-click decision, a solid
      vermilion ring;
    - "mark": a suggested move (hint), rings outside the place only: a
      vermilion line, a light band and a soft vermilion halo, so it stands
      apart on every colour and from the other outlines."""

    Z: ClassVar[dict[str, float]] = {"hover": 800.0, "focus": 900.0, "selected": 780.0,
                                     "mark": 760.0}

    def __init__(
        self, path: QPainterPath, *, style: str = "hover", parent: QGraphicsItem | None = None
    ) -> None:
        super().__init__(QPainterPath(path), parent)
        self.style = style
        self.focus = style == "focus"
        self.setZValue(self.Z.get(style, 800.0))
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setBrush(Qt.BrushStyle.NoBrush)
        if style == "focus":
            pen = QPen(QColor(theme.ACCENT), 3.0)
            pen.setStyle(Qt.PenStyle.DashLine)
            pen.setDashPattern([3.0, 2.0])
            self.setPen(pen)
            return
        if style == "selected":
            self.setPen(_pen(theme.qc(theme.ACCENT, 110), 9.0))
            line = QGraphicsPathItem(path, self)
            line.setPen(QPen(QColor(theme.ACCENT), 3.0))
            line.setBrush(Qt.BrushStyle.NoBrush)
            line.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            return
        if style == "mark":
            # Rings outside the place only (the item is the region around the
            # place and clips its rings to it): what the place shows — a
            # card's face, a province's name — stays uncovered, and the light
            # band parts the vermilion from any colour beside it (a province
            # in a family's colour, a dashed outline of the places to choose).
            outside = QPainterPath()
            outside.setFillRule(Qt.FillRule.OddEvenFill)
            outside.addRect(path.boundingRect().adjusted(-40, -40, 40, 40))
            outside.addPath(path)
            self.setPath(outside)
            self.setPen(QPen(Qt.PenStyle.NoPen))
            self.setBrush(Qt.BrushStyle.NoBrush)
            self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemClipsChildrenToShape)
            for colour, width in ((theme.qc(theme.ACCENT, 45), 44.0),
                                  (theme.qc(theme.ACCENT, 100), 28.0),
                                  (QColor(255, 250, 235, 240), 18.0),
                                  (QColor(theme.ACCENT), 10.0)):
                ring = QGraphicsPathItem(path, self)
                ring.setPen(_pen(colour, width))
                ring.setBrush(Qt.BrushStyle.NoBrush)
                ring.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            return
        self.setPen(_pen(QColor(255, 214, 120, 45), 24.0))
        for pen in (
            _pen(QColor(255, 214, 120, 80), 15.0),
            _pen(QColor(255, 214, 120, 140), 8.0),
            QPen(QColor(theme.INK), 3.0),
            QPen(QColor(255, 250, 235, 220), 1.0),
        ):
            line = QGraphicsPathItem(path, self)
            line.setPen(pen)
            line.setBrush(Qt.BrushStyle.NoBrush)
            line.setAcceptedMouseButtons(Qt.MouseButton.NoButton)


def rounded_path(rect: QRectF, radius_fraction: float = 0.17) -> QPainterPath:
    """A rounded rectangle path (corner radius as a fraction of the shorter side)."""
    path = QPainterPath()
    r = min(rect.width(), rect.height()) * radius_fraction
    path.addRoundedRect(rect, r, r)
    return path


def scene_point_size(pixel: float, scale: float, dpi: float) -> float:
    """The point size on screen of a font `pixel` scene units high shown at
    `scale` logical pixels per scene unit on a screen of `dpi` logical dots
    per inch (legibility checks)."""
    return pixel * scale * 72.0 / max(1.0, dpi)


__all__ = [
    "BadgeItem",
    "BannerItem",
    "CountItem",
    "GlowItem",
    "LabelItem",
    "PetalItem",
    "SceneItem",
    "fitted_font",
    "rounded_path",
    "scene_point_size",
]
