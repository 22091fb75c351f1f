"""The faces of Senshi's components: tiles, stack mats, scoring piles,
Training Cards and the middle's frame.

Every item draws only what it is given (a colour, a count); the presenter
decides what a seat may see. Tiles carry their ``colour`` (None for a
face-down or unknown tile) and their ``role`` ("middle", "card", "hand") so
tests can check that nothing hidden is drawn. Each is a kit
:class:`~senji_desktop.ui.kit.items.SceneItem`: a pixmap drawn once by the
one renderer and cached, so no Python runs when the table is repainted.
"""

from __future__ import annotations

from collections.abc import Hashable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
)
from PySide6.QtWidgets import QGraphicsItem

from senji_desktop.ui.common import theme
from senji_desktop.ui.common.paper import paint_soft_shadow, paper_brush
from senji_desktop.ui.common.tiles import RENDERER, SHADOW_MARGIN, TileFace, symbol_path
from senji_desktop.ui.kit.items import SceneItem

# ---- attribute faces (colour and symbol: colour never carries meaning alone) ----

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


class PileItem(SceneItem):
    """One scoring pile: a little tower of tiles of the attribute (one layer
    per tile, up to eight) and the count as a number. An empty pile shows the
    attribute's place as an outline with its symbol. `text_pixel` is the
    number's height (default: half the cell)."""

    MAX_LAYERS = 8

    def __init__(
        self,
        colour: int,
        count: int,
        rect: QRectF,
        *,
        seat: int,
        text_pixel: float | None = None,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(rect, parent)
        self.colour = colour
        self.count = count
        self.seat = seat
        self.text = str(count)
        self.text_pixel = text_pixel if text_pixel is not None else rect.height() * 0.5

    @property
    def text_px(self) -> float | None:
        return max(1.0, round(self.text_pixel))

    def token_rect(self) -> QRectF:
        """Where the top tile of the pile is drawn (tiles fly here)."""
        return pile_token_rect(self._rect, self.count)

    def look(self) -> Hashable:
        return (self.colour, self.count, round(self.text_pixel, 2))

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
        painter.setFont(theme.scene_font(self.text_pixel, bold=True))
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


