"""Graphics items of the Senshi table.

Every item draws only what it is given (a colour, a count, a name); the
scene decides what a seat may see. Tiles carry their ``colour`` (None for a
face-down or unknown tile) and their ``role`` ("middle", "card", "hand",
"pile", "flying") so tests can check that nothing hidden is drawn.

No item paints in Python while the table is on screen: each one is a
``QGraphicsPixmapItem`` showing a pixmap drawn once by the one renderer
(``ui/common/tiles.py``) for the view's device scale and kept in its cache,
so a frame — also while an AI search holds the GIL in another thread —
is painted by Qt in C++ alone. The glow and focus ring are built-in path
items. An item's ``draw`` code runs only when its pixmap is not cached yet.
"""

from __future__ import annotations

from collections.abc import Hashable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsPixmapItem

from senji_desktop.ui.common import theme
from senji_desktop.ui.common.paper import paint_soft_shadow, paper_brush
from senji_desktop.ui.common.tiles import RENDERER, SHADOW_MARGIN, TileFace, symbol_path

# ---- attribute faces (colour AND symbol, LOOK.md) ----------------------------

#: Okabe–Ito hue of each attribute (Strength, Agility, Honor, Wisdom).
ATTRIBUTE_COLOURS: tuple[str, ...] = (
    theme.ON_PAPER["vermilion"],
    theme.ON_PAPER["bluish_green"],
    theme.ON_PAPER["yellow"],
    theme.ON_PAPER["blue"],
)
#: Symbol of each attribute: mountain, wind, crest, moon.
ATTRIBUTE_SYMBOLS: tuple[str, ...] = ("mountain", "wind", "crest", "moon")


def tile_face(
    colour: int | None, *, unknown: bool = False, secret: bool = False, peek: float = 0.0
) -> TileFace:
    """The face of a Senshi tile: an attribute tile, a "?" tile (`unknown`,
    known to exist but not its colour) or the plain common back. `peek` is
    the visible top fraction of a tile covered in a stack (0 = fully visible)."""
    if colour is None:
        return TileFace(theme.TILE_BACK, "question" if unknown else "", back=True)
    return TileFace(
        ATTRIBUTE_COLOURS[colour],
        ATTRIBUTE_SYMBOLS[colour],
        mark="secret" if secret else "",
        peek=peek,
    )


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
        # and clicks are mapped by the table's regions anyway.
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


class TileItem(SceneItem):
    """One tile. `colour` is None for a face-down/unknown tile; `role`, `seat`
    and `stack` say where it lies (see module docstring)."""

    def __init__(
        self,
        colour: int | None,
        rect: QRectF,
        *,
        role: str,
        seat: int | None = None,
        stack: int | None = None,
        unknown: bool = False,
        secret: bool = False,
        peek: float = 0.0,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(rect, parent)
        self.colour = colour
        self.role = role
        self.seat = seat
        self.stack = stack
        self.unknown = unknown
        self.face = tile_face(colour, unknown=unknown, secret=secret, peek=peek)

    def realize(self, scale: float) -> None:
        if scale == self._scale:
            return
        self._scale = scale
        pm, margin = RENDERER.scene_tile(self.face, self._rect.width(), scale)
        self.setPixmap(pm)
        self.setOffset(-margin, -margin)


class MatItem(SceneItem):
    """A recess a stack sits in: a middle slot or a Training Card slot.
    `empty` draws a dashed outline (a free slot)."""

    def __init__(
        self,
        rect: QRectF,
        *,
        empty: bool = False,
        warm: bool = False,
        faint: bool = False,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(rect, parent)
        self.empty = empty
        self.warm = warm
        self.faint = faint

    def look(self) -> Hashable:
        return (self.empty, self.warm, self.faint)

    def draw(self, painter: QPainter, r: QRectF) -> None:
        radius = min(r.width(), r.height()) * 0.14
        if self.faint:
            # A place in the middle whose stack is gone: barely there.
            painter.setPen(QPen(theme.qc(theme.INK_FAINT, 60), max(1.0, r.width() * 0.012)))
            painter.setBrush(theme.qc(theme.PAPER_DARK, 35))
            painter.drawRoundedRect(r, radius, radius)
            return
        if self.empty:
            pen = QPen(theme.qc(theme.INK_FAINT, 170), max(1.0, r.width() * 0.018))
            pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(theme.qc(theme.PAPER_DARK, 70))
            painter.drawRoundedRect(r, radius, radius)
            return
        fill = QColor(theme.PAPER_DARK)
        fill.setAlpha(150)
        painter.setPen(QPen(theme.qc(theme.INK, 40), max(1.0, r.width() * 0.012)))
        painter.setBrush(fill)
        painter.drawRoundedRect(r, radius, radius)
        # Inner shadow along the top edge: the mat is a shallow recess.
        g = QLinearGradient(r.topLeft(), QPointF(r.left(), r.top() + r.height() * 0.12))
        g.setColorAt(0.0, theme.qc(theme.SHADOW, 40))
        g.setColorAt(1.0, theme.qc(theme.SHADOW, 0))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(g))
        painter.drawRoundedRect(r, radius, radius)
        if self.warm:
            painter.setPen(QPen(theme.qc(theme.ACCENT, 90), max(1.0, r.width() * 0.02)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r.adjusted(1, 1, -1, -1), radius, radius)


class LabelItem(SceneItem):
    """A line of text fitted into `rect`: the font shrinks down to
    `min_pixel` and then the text is elided. `text` is what was asked for,
    `shown` what is drawn (both readable by tests)."""

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
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(rect, parent)
        self.text = text
        self.colour = colour
        self.align = align
        font = theme.scene_font(pixel, bold=bold)
        lowest = round(min_pixel if min_pixel is not None else pixel * 0.78)
        size = font.pixelSize()
        while size > lowest and QFontMetricsF(font).horizontalAdvance(text) > rect.width():
            size -= 1
            font.setPixelSize(size)
        self.font = font
        self.shown = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, rect.width())

    def look(self) -> Hashable:
        return (self.shown, self.font.toString(), self.colour, int(self.align.value))

    def draw(self, painter: QPainter, r: QRectF) -> None:
        painter.setFont(self.font)
        painter.setPen(QColor(self.colour))
        painter.drawText(r, int(self.align | Qt.AlignmentFlag.AlignVCenter), self.shown)


class CountItem(SceneItem):
    """A small ink disc with a number (how many tiles a group holds)."""

    def __init__(self, count: int, rect: QRectF, parent: QGraphicsItem | None = None) -> None:
        super().__init__(rect, parent)
        self.count = count
        self.text = str(count)

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
    """A round seal with a short mark: the first player ("1")."""

    def __init__(
        self, mark: str, rect: QRectF, *, filled: bool = False, parent: QGraphicsItem | None = None
    ) -> None:
        super().__init__(rect, parent)
        self.mark = mark
        self.filled = filled

    def look(self) -> Hashable:
        return (self.mark, self.filled)

    def draw(self, painter: QPainter, r: QRectF) -> None:
        w = max(1.0, r.width() * 0.08)
        if self.filled:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(theme.ACCENT))
        else:
            painter.setPen(QPen(QColor(theme.INK), w))
            painter.setBrush(QColor(theme.PAPER_LIGHT))
        painter.drawEllipse(r.adjusted(w / 2, w / 2, -w / 2, -w / 2))
        painter.setFont(theme.scene_font(r.height() * 0.58, bold=True))
        painter.setPen(QColor(theme.PAPER_LIGHT if self.filled else theme.INK))
        painter.drawText(r, int(Qt.AlignmentFlag.AlignCenter), self.mark)


class PileItem(SceneItem):
    """One scoring pile: a little tower of tiles of the attribute (one layer
    per tile, up to eight) and the count as a number. An empty pile shows the
    attribute's place as an outline with its symbol."""

    MAX_LAYERS = 8

    def __init__(
        self,
        colour: int,
        count: int,
        rect: QRectF,
        *,
        seat: int,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(rect, parent)
        self.colour = colour
        self.count = count
        self.seat = seat
        self.text = str(count)

    def token_rect(self) -> QRectF:
        """Where the top tile of the pile is drawn (tiles fly here)."""
        return pile_token_rect(self._rect, self.count)

    def look(self) -> Hashable:
        return (self.colour, self.count)

    def margins(self) -> tuple[float, float, float, float]:
        # The tiles' shadows reach a little beyond the cell.
        m = self._rect.height() * 0.58 * SHADOW_MARGIN + 2
        return (m, m, m, m)

    def draw(self, painter: QPainter, r: QRectF) -> None:
        radius = r.height() * 0.14
        painter.setPen(QPen(theme.qc(theme.INK, 40), max(1.0, r.height() * 0.02)))
        painter.setBrush(theme.qc(theme.PAPER_DARK, 90))
        painter.drawRoundedRect(r, radius, radius)
        base = pile_token_rect(r, 0)
        colour = QColor(ATTRIBUTE_COLOURS[self.colour])
        if self.count == 0:
            outline = QPen(colour.darker(115), max(1.0, base.width() * 0.05))
            outline.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(outline)
            faded = QColor(colour)
            faded.setAlpha(40)
            painter.setBrush(faded)
            corner = base.width() * 0.17
            painter.drawRoundedRect(base, corner, corner)
            painter.setPen(Qt.PenStyle.NoPen)
            faded.setAlpha(150)
            painter.setBrush(faded)
            inset = base.width() * 0.22
            painter.drawPath(
                symbol_path(
                    ATTRIBUTE_SYMBOLS[self.colour], base.adjusted(inset, inset, -inset, -inset)
                )
            )
        else:
            layers = min(self.count, self.MAX_LAYERS)
            step = layer_step(r)
            face = tile_face(self.colour)
            for i in range(layers):
                RENDERER.paint(painter, base.translated(0, -i * step), face)
        text_rect = QRectF(
            base.right() + r.height() * 0.1,
            r.top(),
            r.right() - base.right() - r.height() * 0.22,
            r.height(),
        )
        painter.setFont(theme.scene_font(r.height() * 0.5, bold=True))
        painter.setPen(QColor(theme.INK if self.count else theme.INK_SOFT))
        painter.drawText(
            text_rect, int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), self.text
        )


def layer_step(cell: QRectF) -> float:
    """Vertical offset between the layers of a scoring pile drawn in `cell`."""
    return cell.height() * 0.034


def pile_token_rect(cell: QRectF, count: int) -> QRectF:
    """The tile rectangle on top of a pile of `count` tiles drawn in `cell`
    (count 0 = the bottom place)."""
    t = cell.height() * 0.58
    layers = min(max(count, 1), PileItem.MAX_LAYERS)
    lift = (PileItem.MAX_LAYERS - 1) * layer_step(cell)
    bottom_y = cell.center().y() - t / 2 + lift / 2
    return QRectF(
        cell.left() + cell.height() * 0.2, bottom_y - (layers - 1) * layer_step(cell), t, t
    )


class CardItem(SceneItem):
    """A Training Card: a paper card with an ink frame and a header band.
    `acting` paints the vermilion marker of the seat to act."""

    def __init__(
        self,
        rect: QRectF,
        header_height: float,
        *,
        seat: int,
        acting: bool,
        big: bool,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(rect, parent)
        self.seat = seat
        self.acting = acting
        self.big = big
        self.header_height = header_height

    def look(self) -> Hashable:
        return (self.acting, round(self.header_height, 3))

    def margins(self) -> tuple[float, float, float, float]:
        return (24.0, 24.0, 24.0, 30.0)

    def draw(self, painter: QPainter, r: QRectF) -> None:
        radius = r.height() * 0.06
        paint_soft_shadow(painter, r, radius, spread=18, alpha=70)
        painter.setPen(Qt.PenStyle.NoPen)
        # The painter is scaled to device pixels: a texture of about that
        # resolution (in half steps, to keep few of them) stays crisp on HiDPI.
        scale = painter.worldTransform().m11()
        painter.setBrush(paper_brush(theme.PAPER_LIGHT, max(1.0, round(scale * 2) / 2), 55))
        painter.drawRoundedRect(r, radius, radius)
        # Header band.
        header = QRectF(r.left(), r.top(), r.width(), self.header_height)
        clip = QPainterPath()
        clip.addRoundedRect(r, radius, radius)
        painter.save()
        painter.setClipPath(clip)
        band = theme.qc(theme.ACCENT, 235) if self.acting else theme.qc(theme.INK, 22)
        painter.fillRect(header, band)
        painter.restore()
        painter.setPen(QPen(theme.qc(theme.INK, 70), max(1.0, r.height() * 0.004)))
        painter.drawLine(header.bottomLeft(), header.bottomRight())
        # Frame: ink outline and a fine inner rule, vermilion when acting.
        frame = QColor(theme.ACCENT) if self.acting else theme.qc(theme.INK, 200)
        painter.setPen(QPen(frame, 3.0 if self.acting else 1.4))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(r, radius, radius)
        inset = 5.0
        painter.setPen(QPen(theme.qc(theme.INK, 45), 0.8))
        painter.drawRoundedRect(
            r.adjusted(inset, inset, -inset, -inset), radius * 0.7, radius * 0.7
        )


class AreaItem(SceneItem):
    """A faint ink frame around a region of the table (the middle), drawn
    like a brush line on the paper."""

    def draw(self, painter: QPainter, r: QRectF) -> None:
        painter.setPen(QPen(theme.qc(theme.INK, 55), 1.2))
        painter.setBrush(theme.qc(theme.PAPER_LIGHT, 45))
        painter.drawRoundedRect(r, 18, 18)


def _pen(colour: QColor, width: float, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    return QPen(colour, width, style, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)


class GlowItem(QGraphicsPathItem):
    """The hover glow or keyboard focus ring around `path` (scene
    coordinates): built-in path items stacked from the widest halo to a crisp
    ink line with a light edge, so it reads on every tile colour and on the
    paper; the focus ring is a dashed vermilion line."""

    def __init__(
        self, path: QPainterPath, *, focus: bool, parent: QGraphicsItem | None = None
    ) -> None:
        super().__init__(QPainterPath(path), parent)
        self.focus = focus
        self.setZValue(900 if focus else 800)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setBrush(Qt.BrushStyle.NoBrush)
        if focus:
            pen = QPen(QColor(theme.ACCENT), 3.0)
            pen.setStyle(Qt.PenStyle.DashLine)
            pen.setDashPattern([3.0, 2.0])
            self.setPen(pen)
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


class BannerItem(SceneItem):
    """A short announcement across the middle ("Final round!")."""

    def __init__(self, text: str, rect: QRectF, parent: QGraphicsItem | None = None) -> None:
        super().__init__(rect, parent)
        self.text = text
        self.setZValue(1000)

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
