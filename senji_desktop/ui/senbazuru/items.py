"""Drawing of SenbaZuru's components: origami tiles, the start tile, tokens.

Colour is never alone: every colour has its own pattern and corner
symbol — blue: waves and a wave mark, red: dots and a round mark, green:
stripes and a leaf mark — and the intensity shows in the symbol (filled for
dark, outlined for light) and in the tile's tone. A tile shows a crane: a
red crown on it for the crowned crane, gold for the golden crane. A coloured
bar on one edge marks who controls the tile; the tile is turned so that this
edge faces its controller (SBZ-5).

The scene items (:class:`TileItem`, :class:`BackItem`, :class:`PileItem`,
:class:`TokenItem`, the marks of legal places and chains, the tray) are the
kit's :class:`~senji_desktop.ui.kit.items.SceneItem` s: each is painted once
per look, size and device scale into the one renderer's cache; nothing is
painted in Python on a repaint.
"""

from __future__ import annotations

from collections.abc import Hashable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF

from senji_desktop.games.senbazuru.model import COLOUR, CROWNED, GOLDEN, INTENSITY, START
from senji_desktop.ui.common import theme
from senji_desktop.ui.kit.items import SceneItem

# Tile fill per (colour, intensity): Okabe–Ito blue, vermilion and bluish green.
FILL = {
    (0, 0): "#b9dcf2", (0, 1): "#0a64a0",
    (1, 0): "#f4c3a0", (1, 1): "#c24d0c",
    (2, 0): "#a9dcc6", (2, 1): "#00805e",
}
GOLD = "#d9a521"
GOLD_DARK = "#8a6410"
# The two seats' marks (bar on the controller's edge, score panel).
SEAT_COLOURS = ("#b9381b", "#2f4a86")


def seat_colour(seat: int) -> str:
    return SEAT_COLOURS[seat % 2] if seat >= 0 else theme.INK_FAINT


def _crane_path(r: QRectF) -> QPainterPath:
    """A folded paper crane seen from the side, inside `r`."""
    x, y, w, h = r.x(), r.y(), r.width(), r.height()

    def pt(px: float, py: float) -> QPointF:
        return QPointF(x + px * w, y + py * h)

    path = QPainterPath()
    # body and wings
    path.addPolygon(QPolygonF([pt(0.50, 0.62), pt(0.08, 0.30), pt(0.42, 0.50)]))
    path.addPolygon(QPolygonF([pt(0.50, 0.62), pt(0.92, 0.22), pt(0.58, 0.50)]))
    path.addPolygon(QPolygonF([pt(0.30, 0.62), pt(0.50, 0.50), pt(0.70, 0.62), pt(0.50, 0.80)]))
    # neck and head
    path.addPolygon(QPolygonF([pt(0.30, 0.62), pt(0.14, 0.74), pt(0.10, 0.64), pt(0.40, 0.58)]))
    # tail
    path.addPolygon(QPolygonF([pt(0.70, 0.62), pt(0.92, 0.56), pt(0.60, 0.58)]))
    return path


def _crown_path(r: QRectF) -> QPainterPath:
    x, y, w, h = r.x(), r.y(), r.width(), r.height()
    poly = QPolygonF([
        QPointF(x, y + h), QPointF(x, y + h * 0.3), QPointF(x + w * 0.25, y + h * 0.6),
        QPointF(x + w * 0.5, y), QPointF(x + w * 0.75, y + h * 0.6), QPointF(x + w, y + h * 0.3),
        QPointF(x + w, y + h),
    ])
    path = QPainterPath()
    path.addPolygon(poly)
    path.closeSubpath()
    return path


def _symbol(p: QPainter, colour: int, dark: bool, r: QRectF, ink: QColor) -> None:
    """The corner mark of a colour: wave (blue), circle (red), leaf (green);
    filled for dark tiles, outlined for light ones."""
    p.save()
    p.setPen(QPen(ink, max(1.0, r.width() * 0.14)))
    p.setBrush(QBrush(ink) if dark else Qt.BrushStyle.NoBrush)
    if colour == 0:
        path = QPainterPath()
        path.moveTo(r.left(), r.center().y())
        path.cubicTo(r.left() + r.width() * 0.25, r.top(), r.left() + r.width() * 0.5, r.top(),
                     r.center().x(), r.center().y())
        path.cubicTo(r.center().x() + r.width() * 0.1, r.bottom(), r.right() - r.width() * 0.15,
                     r.bottom(), r.right(), r.center().y())
        if dark:
            path.lineTo(r.right(), r.bottom())
            path.lineTo(r.left(), r.bottom())
            path.closeSubpath()
        p.drawPath(path)
    elif colour == 1:
        p.drawEllipse(r.adjusted(r.width() * 0.1, r.height() * 0.1,
                                 -r.width() * 0.1, -r.height() * 0.1))
    else:
        path = QPainterPath()
        path.moveTo(r.left(), r.bottom())
        path.quadTo(r.left(), r.top(), r.right(), r.top())
        path.quadTo(r.right(), r.bottom(), r.left(), r.bottom())
        p.drawPath(path)
    p.restore()


def _pattern(p: QPainter, colour: int, r: QRectF, ink: QColor) -> None:
    """The colour's background pattern: waves, dots or stripes."""
    p.save()
    p.setClipRect(r)
    p.setPen(QPen(ink, r.width() * 0.018))
    p.setBrush(Qt.BrushStyle.NoBrush)
    step = r.width() / 5
    if colour == 0:
        y = r.top() + step * 0.5
        while y < r.bottom() + step:
            path = QPainterPath()
            path.moveTo(r.left(), y)
            x = r.left()
            while x < r.right():
                path.quadTo(x + step / 2, y - step * 0.35, x + step, y)
                x += step
            p.drawPath(path)
            y += step * 0.8
    elif colour == 1:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(ink)
        rad = r.width() * 0.03
        row = 0
        y = r.top() + step / 2
        while y < r.bottom():
            x = r.left() + step / 2 + (step / 2 if row % 2 else 0)
            while x < r.right():
                p.drawEllipse(QPointF(x, y), rad, rad)
                x += step
            y += step * 0.8
            row += 1
    else:
        x = r.left() - r.height()
        while x < r.right():
            p.drawLine(QPointF(x, r.bottom()), QPointF(x + r.height(), r.top()))
            x += step * 0.7
    p.restore()


def paint_tile(p: QPainter, r: QRectF, tile: int, owner_colour: str | None) -> None:
    """Paint `tile` (or START) into `r`, upright; `owner_colour` is the bar on
    the bottom edge (None = no controller)."""
    radius = r.width() * 0.12
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    if tile == START:
        p.setPen(QPen(theme.qc(theme.INK), r.width() * 0.025))
        p.setBrush(theme.qc(theme.TILE_BACK))
        p.drawRoundedRect(r, radius, radius)
        inner = r.adjusted(r.width() * 0.12, r.width() * 0.12, -r.width() * 0.12, -r.width() * 0.12)
        p.setPen(QPen(theme.qc(theme.TILE_BACK_LINE), r.width() * 0.02))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
        # Three small marks: the start tile counts as every colour (SBZ-3).
        for i, col in enumerate((0, 1, 2)):
            sym = QRectF(0, 0, r.width() * 0.18, r.width() * 0.18)
            sym.moveCenter(QPointF(r.center().x() + (i - 1) * r.width() * 0.22, r.center().y()))
            _symbol(p, col, i % 2 == 1, sym, QColor(FILL[(col, 0)]))
    else:
        colour, dark = COLOUR[tile], INTENSITY[tile] == 1
        fill = QColor(FILL[(colour, int(dark))])
        ink = QColor("#fbf6ea") if dark else theme.qc(theme.INK)
        p.setPen(QPen(theme.qc(theme.INK), r.width() * 0.025))
        p.setBrush(fill)
        p.drawRoundedRect(r, radius, radius)
        pat = QColor(ink)
        pat.setAlpha(60 if dark else 55)
        _pattern(p, colour, r.adjusted(2, 2, -2, -2), pat)
        sym = QRectF(r.left() + r.width() * 0.08, r.top() + r.width() * 0.08,
                     r.width() * 0.2, r.width() * 0.2)
        _symbol(p, colour, dark, sym, ink)
        crane = QRectF(r.left() + r.width() * 0.14, r.top() + r.height() * 0.16,
                       r.width() * 0.76, r.height() * 0.7)
        if GOLDEN[tile]:
            p.setPen(QPen(QColor(GOLD_DARK), r.width() * 0.02))
            p.setBrush(QColor(GOLD))
        else:
            p.setPen(QPen(theme.qc(theme.INK, 150), r.width() * 0.015))
            p.setBrush(QColor("#fbf6ea") if dark else QColor(255, 255, 255, 190))
        p.drawPath(_crane_path(crane))
        if GOLDEN[tile]:
            # a small sparkle: the precious golden paper (+1, SBZ-9)
            c = QPointF(r.right() - r.width() * 0.2, r.top() + r.width() * 0.2)
            p.setPen(QPen(QColor(GOLD), r.width() * 0.035))
            s = r.width() * 0.08
            p.drawLine(c + QPointF(-s, 0), c + QPointF(s, 0))
            p.drawLine(c + QPointF(0, -s), c + QPointF(0, s))
        if CROWNED[tile]:
            crown = QRectF(0, 0, r.width() * 0.26, r.width() * 0.18)
            crown.moveCenter(QPointF(r.left() + r.width() * 0.24, r.top() + r.height() * 0.52))
            p.setPen(QPen(QColor("#fbf6ea"), r.width() * 0.02))
            p.setBrush(theme.qc(theme.ACCENT))
            p.drawPath(_crown_path(crown))
            p.setPen(QPen(theme.qc(theme.INK), r.width() * 0.012))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(_crown_path(crown))
    if owner_colour is not None:
        bar = QRectF(r.left() + r.width() * 0.22, r.bottom() - r.height() * 0.1,
                     r.width() * 0.56, r.height() * 0.07)
        p.setPen(QPen(QColor("#fbf6ea"), r.width() * 0.012))
        p.setBrush(QColor(owner_colour))
        p.drawRoundedRect(bar, bar.height() / 2, bar.height() / 2)
    p.restore()


def paint_crane_token(p: QPainter, centre: QPointF, radius: float, count: int = 1,
                      min_text: float = 0.0) -> None:
    """A crowned-crane token (SBZ-2): a vermilion disc with a crown; a small
    numbered badge on it when several lie on one tile (its number at least
    `min_text` px high: the badge grows with it)."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(QColor("#fbf6ea"), radius * 0.18))
    p.setBrush(theme.qc(theme.ACCENT))
    p.drawEllipse(centre, radius, radius)
    crown = QRectF(0, 0, radius * 1.1, radius * 0.8)
    crown.moveCenter(centre)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(GOLD))
    p.drawPath(_crown_path(crown))
    if count > 1:
        # a small badge with the number, inside the disc's lower right
        c = centre + QPointF(radius * 0.75, radius * 0.75)
        r = badge_radius(radius, min_text)
        p.setPen(QPen(theme.qc(theme.ACCENT), radius * 0.12))
        p.setBrush(QColor("#fbf6ea"))
        p.drawEllipse(c, r, r)
        p.setFont(theme.scene_font(r * 1.5, bold=True))
        p.setPen(theme.qc(theme.INK))
        p.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter,
                   str(count))
    p.restore()


def paint_gold_token(p: QPainter, centre: QPointF, radius: float) -> None:
    """A golden origami token (SBZ-2): a gold disc with a small crane."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(QColor(GOLD_DARK), radius * 0.15))
    p.setBrush(QColor(GOLD))
    p.drawEllipse(centre, radius, radius)
    r = QRectF(0, 0, radius * 1.5, radius * 1.3)
    r.moveCenter(centre)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#fbf6ea"))
    p.drawPath(_crane_path(r))
    p.restore()


def paint_back(p: QPainter, r: QRectF) -> None:
    """The common back of a face-down tile (a hidden hand tile, the pile)."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    radius = r.width() * 0.12
    p.setPen(QPen(theme.qc(theme.INK), r.width() * 0.025))
    p.setBrush(theme.qc(theme.TILE_BACK))
    p.drawRoundedRect(r, radius, radius)
    p.setPen(QPen(theme.qc(theme.TILE_BACK_LINE), r.width() * 0.025))
    inner = r.adjusted(r.width() * 0.14, r.width() * 0.14, -r.width() * 0.14, -r.width() * 0.14)
    p.drawRoundedRect(inner, radius * 0.5, radius * 0.5)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(_crane_path(inner.adjusted(4, 4, -4, -4)))
    p.restore()




# ---- scene items ---------------------------------------------------------------------------


class TileItem(SceneItem):
    """A face-up tile in `rect`. `owner_colour` is the controller's bar (None:
    nobody controls it); `turned` turns the tile half round (its controller
    sits at the top, SBZ-5). `ghost` draws it see-through (where a tile would
    go); `raised` frames it (the hand tile chosen to place); `lit` gives it a
    soft frame (it can be chosen now). `shown` is the tile that lay face
    down as the start tile, drawn small on it at the end (SBZ-A7)."""

    def __init__(self, tile: int, rect: QRectF, owner_colour: str | None = None, *,
                 turned: bool = False, ghost: bool = False, raised: bool = False,
                 lit: bool = False, shown: int | None = None) -> None:
        super().__init__(rect)
        self.tile = tile
        self.owner_colour = owner_colour
        self.turned = turned
        self.ghost = ghost
        self.raised = raised
        self.lit = lit
        self.shown = shown

    def look(self) -> Hashable:
        return (self.tile, self.owner_colour, self.turned, self.ghost, self.raised, self.lit,
                self.shown)

    def margins(self) -> tuple[float, float, float, float]:
        m = max(3.0, self._rect.width() * 0.12)
        return (m, m, m, m)

    def draw(self, painter: QPainter, r: QRectF) -> None:
        if self.raised or self.lit:
            edge = r.width() * 0.08
            painter.setPen(QPen(theme.qc(theme.ACCENT, 255 if self.raised else 150),
                                max(1.5, r.width() * (0.06 if self.raised else 0.04))))
            painter.setBrush(theme.qc(theme.ACCENT_SOFT, 90 if self.raised else 50))
            painter.drawRoundedRect(r.adjusted(-edge, -edge, edge, edge), edge * 1.6, edge * 1.6)
        if self.ghost:
            painter.setOpacity(0.6)
        if self.turned:
            painter.translate(r.center())
            painter.rotate(180)
            painter.translate(-r.center())
        paint_tile(painter, r, self.tile, self.owner_colour)
        if self.shown is not None:
            inner = QRectF(0, 0, r.width() * 0.5, r.height() * 0.5)
            inner.moveCenter(r.center())
            paint_tile(painter, inner, self.shown, None)


class BackItem(SceneItem):
    """A face-down tile (a hand tile this screen may not show)."""

    def draw(self, painter: QPainter, r: QRectF) -> None:
        paint_back(painter, r)


class PileItem(SceneItem):
    """The face-down pile (SBZ-3): up to three backs stacked, or a dashed
    outline once it is empty."""

    def __init__(self, count: int, rect: QRectF) -> None:
        super().__init__(rect)
        self.count = count

    def look(self) -> Hashable:
        return min(self.count, 3)

    def margins(self) -> tuple[float, float, float, float]:
        step = self._rect.width() * 0.05
        return (3.0, 3.0 + 2 * step, 3.0 + 2 * step, 3.0)

    def draw(self, painter: QPainter, r: QRectF) -> None:
        if not self.count:
            painter.setPen(QPen(theme.qc(theme.INK_FAINT), max(1.0, r.width() * 0.025),
                                Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r, r.width() * 0.12, r.width() * 0.12)
            return
        step = r.width() * 0.05
        for k in range(min(3, self.count) - 1, -1, -1):
            paint_back(painter, r.translated(k * step, -k * step))


def badge_radius(radius: float, min_text: float = 0.0) -> float:
    """The radius of a token's number badge: a share of the token's, never
    too small for a number `min_text` px high."""
    return max(radius * 0.62, min_text / 1.5)


class TokenItem(SceneItem):
    """The crowned-crane tokens on one tile (never turned with the tile);
    `min_text` is the smallest legible number height (scene units)."""

    def __init__(self, count: int, rect: QRectF, min_text: float = 0.0) -> None:
        super().__init__(rect)
        self.count = count
        self.min_text = min_text

    def look(self) -> Hashable:
        return (self.count, self.min_text)

    @property
    def text_px(self) -> float | None:
        if self.count <= 1:
            return None
        return badge_radius(self._rect.width() * 0.5, self.min_text) * 1.5

    def margins(self) -> tuple[float, float, float, float]:
        m = self._rect.width() * 0.5
        return (m, m, m, m)

    def draw(self, painter: QPainter, r: QRectF) -> None:
        paint_crane_token(painter, r.center(), r.width() / 2, self.count, self.min_text)


class CellMark(SceneItem):
    """An empty cell where the chosen hand tile may go (SBZ-4): a dashed frame."""

    def draw(self, painter: QPainter, r: QRectF) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(theme.qc(theme.ACCENT, 180), max(1.2, r.width() * 0.035),
                            Qt.PenStyle.DashLine))
        painter.setBrush(theme.qc(theme.ACCENT_SOFT, 70))
        radius = r.width() * 0.12
        painter.drawRoundedRect(r.adjusted(2, 2, -2, -2), radius, radius)


class FrameItem(SceneItem):
    """A frame around a tile: `gold` for a tile a token may be taken from,
    else vermilion (a tile a token may go on)."""

    def __init__(self, rect: QRectF, gold: bool = False) -> None:
        super().__init__(rect)
        self.gold = gold

    def look(self) -> Hashable:
        return self.gold

    def margins(self) -> tuple[float, float, float, float]:
        m = self._rect.width() * 0.12
        return (m, m, m, m)

    def draw(self, painter: QPainter, r: QRectF) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        width = r.width() * (0.085 if self.gold else 0.055)
        painter.setPen(QPen(QColor(GOLD) if self.gold else theme.qc(theme.ACCENT), width))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        grow = r.width() * 0.04
        radius = r.width() * 0.14
        painter.drawRoundedRect(r.adjusted(-grow, -grow, grow, grow), radius, radius)


class ChainItem(SceneItem):
    """A chain of tiles a placement catches (SBZ-5): each tile framed and a
    line from the placed tile through them. `cells` are the tile rectangles
    (scene units, as ``(x, y, w, h)``), `origin` the placed tile's centre;
    `rect` bounds them all. `soft` draws it in soft ink (another player's
    choice)."""

    def __init__(self, rect: QRectF, origin: tuple[float, float],
                 cells: tuple[tuple[float, float, float, float], ...], soft: bool = False) -> None:
        super().__init__(rect)
        self.origin = origin
        self.cells = cells
        self.soft = soft

    def look(self) -> Hashable:
        x, y = self._rect.x(), self._rect.y()
        return (self.soft, (self.origin[0] - x, self.origin[1] - y),
                tuple((c[0] - x, c[1] - y, c[2], c[3]) for c in self.cells))

    def margins(self) -> tuple[float, float, float, float]:
        m = self.cells[0][2] * 0.15 if self.cells else 4.0
        return (m, m, m, m)

    def draw(self, painter: QPainter, r: QRectF) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = theme.INK_SOFT if self.soft else theme.ACCENT
        dx, dy = self._rect.x(), self._rect.y()
        size = self.cells[0][2] if self.cells else 40.0
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(theme.qc(colour), max(2.0, size * 0.065)))
        for x, y, w, h in self.cells:
            cell = QRectF(x - dx, y - dy, w, h).adjusted(-2, -2, 2, 2)
            painter.drawRoundedRect(cell, w * 0.14, w * 0.14)
        path = QPainterPath(QPointF(self.origin[0] - dx, self.origin[1] - dy))
        for x, y, w, h in self.cells:
            path.lineTo(QPointF(x - dx + w / 2, y - dy + h / 2))
        painter.setPen(QPen(theme.qc(colour, 200), max(2.0, size * 0.065), Qt.PenStyle.SolidLine,
                            Qt.PenCapStyle.RoundCap))
        painter.drawPath(path)


class TrayItem(SceneItem):
    """The strip below the board holding the hands, the display and the pile."""

    def margins(self) -> tuple[float, float, float, float]:
        return (0.0, 1.0, 0.0, 0.0)

    def draw(self, painter: QPainter, r: QRectF) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.qc(theme.PAPER_DARK, 170))
        painter.drawRect(r)
        painter.setPen(QPen(theme.qc(theme.INK_FAINT), 1.0))
        painter.drawLine(r.topLeft(), r.topRight())
