"""The SenbaZuru board: a scene of tiles on an unbounded grid and its view.

:class:`BoardScene` draws a seat's view of the board (SBZ-4): tiles turned
towards their controller, crowned-crane tokens, and the overlays the table
asks for — legal cells of the selected hand tile, a ghost of the tile under
the pointer with the tiles that placement would catch (a preview before
committing), the chains still to choose in the catching step, and the tiles
a token may go to or come from. :meth:`BoardScene.animation` turns events
into animations (a placed tile settles, caught tiles turn to their catcher).

:class:`BoardView` lets the player pan (drag) and zoom (mouse wheel, + and
-, 0 to fit) the grid, which grows with the game; until the player moves it
by hand it keeps the whole board in sight.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPoint,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPen,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsView,
    QWidget,
)

from senji_desktop.engine.core import Event
from senji_desktop.games.senbazuru.model import NOBODY, BoardTile, Cell
from senji_desktop.ui.common import theme
from senji_desktop.ui.common.paper import paper_brush
from senji_desktop.ui.senbazuru.items import CELL, TILE, TileItem, TokenItem, seat_colour

MIN_ZOOM = 0.3
MAX_ZOOM = 2.6
# Pixels the pointer must move with a button held before a press becomes a drag.
DRAG_THRESHOLD = 6


def cell_centre(cell: Cell) -> QPointF:
    return QPointF(cell[0] * CELL, cell[1] * CELL)


def cell_at(pos: QPointF) -> Cell:
    return (round(pos.x() / CELL), round(pos.y() / CELL))


def rotation_for(owner: int, bottom: int) -> float:
    """The turn of a tile controlled by `owner` as seen by `bottom` (SBZ-5)."""
    if owner in (NOBODY, bottom):
        return 0.0
    return 180.0


def _rounded(cell: Cell, inset: float) -> QPainterPath:
    path = QPainterPath()
    r = QRectF(-TILE / 2 + inset, -TILE / 2 + inset, TILE - 2 * inset, TILE - 2 * inset)
    r.translate(cell_centre(cell))
    path.addRoundedRect(r, 7, 7)
    return path


class BoardScene(QGraphicsScene):
    """Tiles, tokens and overlays of one view (see module docstring)."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.tiles: dict[Cell, TileItem] = {}
        self.tokens: dict[Cell, TokenItem] = {}
        self._overlays: list[QGraphicsItem] = []
        self.bottom = 0
        self.board: dict[Cell, BoardTile] = {}
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)

    # ---- drawing ------------------------------------------------------------

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        painter.fillRect(rect, paper_brush(theme.PAPER))

    def draw_board(self, board: Iterable[BoardTile], bottom: int) -> None:
        """Show exactly these tiles and tokens (items are reused where possible)."""
        self.bottom = bottom
        self.board = {b.cell: b for b in board}
        for cell in [c for c in self.tiles if c not in self.board]:
            self.removeItem(self.tiles.pop(cell))
        for cell, b in self.board.items():
            colour = seat_colour(b.owner) if b.owner != NOBODY else None
            item = self.tiles.get(cell)
            if item is None or item.tile != b.tile:
                if item is not None:
                    self.removeItem(item)
                item = TileItem(b.tile, colour)
                item.setPos(cell_centre(cell))
                item.setZValue(1)
                self.addItem(item)
                self.tiles[cell] = item
            item.set_owner_colour(colour)
            item.setOpacity(1.0)
            item.setScale(1.0)
            item.setRotation(rotation_for(b.owner, bottom))
        for cell in list(self.tokens):
            self.removeItem(self.tokens.pop(cell))
        for cell, b in self.board.items():
            if b.tokens:
                self._add_token(cell, b.tokens)
        self._grow()

    def _add_token(self, cell: Cell, count: int) -> TokenItem:
        tok = TokenItem(count)
        tok.setPos(cell_centre(cell) + QPointF(TILE / 2 - 14, -TILE / 2 + 14))
        tok.setZValue(5)
        self.addItem(tok)
        self.tokens[cell] = tok
        return tok

    def _grow(self) -> None:
        """The scene reaches a few cells beyond the board, so there is room to pan."""
        if not self.board:
            return
        xs = [c[0] for c in self.board]
        ys = [c[1] for c in self.board]
        margin = 6
        self.setSceneRect(QRectF((min(xs) - margin) * CELL, (min(ys) - margin) * CELL,
                                 (max(xs) - min(xs) + 2 * margin) * CELL,
                                 (max(ys) - min(ys) + 2 * margin) * CELL))

    def board_rect(self) -> QRectF:
        """The rectangle of the board's tiles and the empty cells beside them."""
        if not self.board:
            return QRectF(-CELL, -CELL, 2 * CELL, 2 * CELL)
        xs = [c[0] for c in self.board]
        ys = [c[1] for c in self.board]
        # One cell around for the cells a tile may go to, and a little paper beyond.
        return QRectF((min(xs) - 1.65) * CELL, (min(ys) - 1.65) * CELL,
                      (max(xs) - min(xs) + 3.3) * CELL, (max(ys) - min(ys) + 3.3) * CELL)

    def clear_overlays(self) -> None:
        for item in self._overlays:
            self.removeItem(item)
        self._overlays = []

    def _overlay(self, path: QPainterPath, pen: QPen, brush: QBrush | QColor | None = None,
                 z: float = 3) -> QGraphicsPathItem:
        item = QGraphicsPathItem(path)
        item.setPen(pen)
        item.setBrush(brush if brush is not None else Qt.BrushStyle.NoBrush)
        item.setZValue(z)
        self.addItem(item)
        self._overlays.append(item)
        return item

    def mark_cells(self, cells: Iterable[Cell], *, strong: bool = False) -> None:
        """Empty cells where the selected tile may go (SBZ-4): a dashed frame."""
        pen = QPen(theme.qc(theme.ACCENT, 230 if strong else 170), 2.2, Qt.PenStyle.DashLine)
        brush = theme.qc(theme.ACCENT_SOFT, 70)
        path = QPainterPath()
        for c in cells:
            path.addPath(_rounded(c, 4))
        self._overlay(path, pen, brush, z=0.5)

    def mark_tiles(self, cells: Iterable[Cell], colour: str = theme.ACCENT, width: float = 4.0,
                   z: float = 4) -> None:
        """Frame tiles (a chain to catch, a token target)."""
        path = QPainterPath()
        for c in cells:
            path.addPath(_rounded(c, -2))
        self._overlay(path, QPen(theme.qc(colour), width), None, z=z)

    def mark_chain(self, origin: Cell, cells: tuple[Cell, ...], colour: str = theme.ACCENT) -> None:
        """A chain of tiles to be caught: framed, joined by a line from `origin`."""
        self.mark_tiles(cells, colour)
        path = QPainterPath(cell_centre(origin))
        for c in cells:
            path.lineTo(cell_centre(c))
        pen = QPen(theme.qc(colour, 200), 4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        self._overlay(path, pen, None, z=4.5)

    def ghost(self, tile: int, cell: Cell, seat: int) -> None:
        """A see-through tile where the selected tile would go."""
        item = TileItem(tile, seat_colour(seat))
        item.setPos(cell_centre(cell))
        item.setOpacity(0.6)
        item.setRotation(rotation_for(seat, self.bottom))
        item.setZValue(2)
        self.addItem(item)
        self._overlays.append(item)

    def focus_ring(self, cell: Cell) -> None:
        self._overlay(_rounded(cell, -5), QPen(theme.qc(theme.INK), 2, Qt.PenStyle.DotLine),
                      None, z=6)

    # ---- animation ----------------------------------------------------------

    def animation(self, events: list[Event], ms: int,
                  on_event: Callable[[Event], None]) -> QSequentialAnimationGroup:
        """The animations of `events` in order (`ms` per step): a placed tile
        settles onto its cell, caught tiles turn to face their catcher, a
        token appears or vanishes. `on_event` runs as each event's step starts
        (the table logs it then)."""
        group = QSequentialAnimationGroup(self)
        board = dict(self.board)
        tokens = {c: b.tokens for c, b in board.items() if b.tokens}
        for e in events:
            step = self._event_step(e, ms, board, tokens)
            holder = QSequentialAnimationGroup(group)
            holder.stateChanged.connect(
                lambda new, _old, ev=e: on_event(ev)
                if new == QAbstractAnimation.State.Running else None)
            if step is not None:
                holder.addAnimation(step)
            else:
                holder.addPause(1)
            group.addAnimation(holder)
        return group

    def _event_step(self, e: Event, ms: int, board: dict[Cell, BoardTile],
                    tokens: dict[Cell, int]) -> QAbstractAnimation | None:
        d = e.data
        if e.kind == "placed":
            cell = (d["x"], d["y"])
            owner = d["seat"]
            item = TileItem(d["tile"], seat_colour(owner))
            item.setPos(cell_centre(cell))
            item.setRotation(rotation_for(owner, self.bottom))
            item.setOpacity(0.0)
            item.setScale(1.35)
            item.setZValue(7)
            self.addItem(item)
            old = self.tiles.pop(cell, None)
            if old is not None:
                self.removeItem(old)
            self.tiles[cell] = item
            board[cell] = BoardTile(cell[0], cell[1], d["tile"], owner, 0)
            par = QParallelAnimationGroup()
            par.addAnimation(_prop(item, b"opacity", 0.0, 1.0, ms))
            par.addAnimation(_prop(item, b"scale", 1.35, 1.0, ms))
            return par
        if e.kind == "caught":
            seat = d["seat"]
            par = QParallelAnimationGroup()
            target = rotation_for(seat, self.bottom)
            for i, (x, y) in enumerate(d["cells"]):
                cell = (x, y)
                item = self.tiles.get(cell)
                if item is None:
                    continue
                start = item.rotation()
                end = target if abs(target - start) > 1 else start + 360
                # turn the short way round; a tile already facing spins once
                if end - start > 180:
                    end -= 360
                seq = QSequentialAnimationGroup()
                if i:
                    seq.addPause(min(120, ms // 3) * i)
                seq.addAnimation(_prop(item, b"rotation", start, end, int(ms * 1.3)))
                item.set_owner_colour(seat_colour(seat))
                par.addAnimation(seq)
            return par
        if e.kind in ("token_put", "token_taken"):
            cell = (d["x"], d["y"])
            count = tokens.get(cell, 0) + (1 if e.kind == "token_put" else -1)
            old = self.tokens.pop(cell, None)
            if old is not None:
                self.removeItem(old)
            tokens[cell] = count
            if count > 0:
                tok = self._add_token(cell, count)
                tok.setOpacity(0.0)
                return _prop(tok, b"opacity", 0.0, 1.0, ms)
            return None
        return None


def _prop(item: Any, name: bytes, start: float, end: float, ms: int) -> QPropertyAnimation:
    anim = QPropertyAnimation(item, name)
    anim.setStartValue(start)
    anim.setEndValue(end)
    anim.setDuration(max(1, ms))
    anim.setEasingCurve(QEasingCurve.Type.OutCubic)
    return anim


class BoardView(QGraphicsView):
    """The pannable, zoomable grid (see module docstring). Clicks and hovers go
    to the callbacks as cells; a press that moves is a pan, not a click."""

    def __init__(self, scene: BoardScene, parent: QWidget,
                 on_click: Callable[[Cell], None], on_hover: Callable[[Cell | None], None],
                 on_key: Callable[[QKeyEvent], bool],
                 on_tab: Callable[[bool], bool] | None = None) -> None:
        super().__init__(scene, parent)
        self._on_tab = on_tab
        self._on_click = on_click
        self._on_hover = on_hover
        self._on_key = on_key
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(300, 220)
        self.user_moved = False
        self._press: QPoint | None = None
        self._dragging = False
        self._last: QPoint | None = None

    @property
    def zoom(self) -> float:
        return self.transform().m11()

    def set_zoom(self, z: float, anchor: QPoint | None = None) -> None:
        """Zoom to `z` keeping the scene point under `anchor` (viewport pixels) in place."""
        z = max(MIN_ZOOM, min(MAX_ZOOM, z))
        anchor = anchor if anchor is not None else self.viewport().rect().center()
        before = self.mapToScene(anchor)
        self.resetTransform()
        self.scale(z, z)
        moved = self.mapFromScene(before) - anchor
        self._scroll(moved.x(), moved.y())

    def _scroll(self, dx: float, dy: float) -> None:
        h, v = self.horizontalScrollBar(), self.verticalScrollBar()
        h.setValue(round(h.value() + dx))
        v.setValue(round(v.value() + dy))

    def fit_board(self) -> None:
        """Show the whole board, at most at a comfortable zoom."""
        scene = self.scene()
        assert isinstance(scene, BoardScene)
        rect = scene.board_rect()
        vp = self.viewport().rect()
        if vp.width() < 10 or vp.height() < 10:
            return
        z = min(vp.width() / rect.width(), vp.height() / rect.height(), 1.5)
        self.resetTransform()
        self.scale(max(MIN_ZOOM, z), max(MIN_ZOOM, z))
        self.centerOn(rect.center())

    def follow(self) -> None:
        """Keep the whole board in sight unless the player has moved the view."""
        if not self.user_moved:
            self.fit_board()

    def ensure_cell_visible(self, cell: Cell) -> None:
        self.ensureVisible(QRectF(cell_centre(cell) - QPointF(CELL / 2, CELL / 2),
                                  cell_centre(cell) + QPointF(CELL / 2, CELL / 2)), 20, 20)

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self.follow()

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120.0
        if steps:
            self.user_moved = True
            self.set_zoom(self.zoom * (1.15 ** steps), event.position().toPoint())
        event.accept()

    def _pan(self, dx: float, dy: float) -> None:
        self._scroll(-dx, -dy)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._press = event.position().toPoint()
        self._last = self._press
        self._dragging = event.button() != Qt.MouseButton.LeftButton
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        pos = event.position().toPoint()
        if self._press is not None and event.buttons() != Qt.MouseButton.NoButton:
            if not self._dragging and (pos - self._press).manhattanLength() > DRAG_THRESHOLD:
                self._dragging = True
                self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            if self._dragging and self._last is not None:
                d = pos - self._last
                self._pan(d.x(), d.y())
                self.user_moved = True
            self._last = pos
            return
        self._on_hover(cell_at(self.mapToScene(pos)))

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        was_drag = self._dragging
        self._press = None
        self._dragging = False
        self.viewport().unsetCursor()
        if not was_drag and event.button() == Qt.MouseButton.LeftButton:
            self._on_click(cell_at(self.mapToScene(event.position().toPoint())))
        event.accept()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        event.accept()

    def focusNextPrevChild(self, next: bool) -> bool:
        # Tab walks through the legal targets first (keyboard play).
        if self._on_tab is not None and self._on_tab(next):
            return True
        return super().focusNextPrevChild(next)

    def leaveEvent(self, event: Any) -> None:
        self._on_hover(None)
        super().leaveEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.user_moved = True
            self.set_zoom(self.zoom * 1.2)
        elif key == Qt.Key.Key_Minus:
            self.user_moved = True
            self.set_zoom(self.zoom / 1.2)
        elif key == Qt.Key.Key_0:
            self.user_moved = False
            self.fit_board()
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down):
            step = 60
            dx = {Qt.Key.Key_Left: step, Qt.Key.Key_Right: -step}.get(Qt.Key(key), 0)
            dy = {Qt.Key.Key_Up: step, Qt.Key.Key_Down: -step}.get(Qt.Key(key), 0)
            self.user_moved = True
            self._pan(dx, dy)
        elif not self._on_key(event):
            super().keyPressEvent(event)


def chains_preview(board: Mapping[Cell, BoardTile], tile: int, cell: Cell,
                   seat: int) -> dict[Cell, tuple[Cell, ...]]:
    """The chains a placement of `tile` on `cell` by `seat` would catch (SBZ-5)."""
    from senji_desktop.games.senbazuru.rules import chains

    tiles = {c: b.tile for c, b in board.items()}
    owner = {c: b.owner for c, b in board.items()}
    return chains(tiles, owner, tile, cell, seat)
