"""The board view: the graphics view every table shows its scene in.

By default the whole scene is fitted into the viewport (kept in proportion,
refitted when either changes). With ``zoomable=True`` the player may also
zoom (wheel, + and -, 0 fits again, or the zoom bar in the top right
corner) and pan (drag from a place that is not
draggable, or the arrow keys while nothing on the board can be chosen); the
fitted size is then the smallest zoom.

Mouse and keys are forwarded to the table's input (:class:`BoardInput`),
never interpreted here: the table maps points to its presenter's targets.
"""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPixmapCache,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsScene,
    QGraphicsView,
    QHBoxLayout,
    QSizePolicy,
    QToolButton,
    QWidget,
)

from senji_desktop.ui.common import theme

translate = QCoreApplication.translate

#: A press that moves farther than this (pixels) is a drag, not a click.
DRAG_THRESHOLD = 6

#: Kilobytes Qt's pixmap cache may hold (an upper bound, not an allocation).
#: Path items with a device cache — Senji's coast bands, terrain, provinces —
#: keep their pixmaps there, each as large as its part of the viewport. Qt's
#: default of 10 MiB holds less than one map at 1280×800: the cache dropped
#: the coast while it stored the provinces, and every animation frame drew
#: the whole coastline again (frames of 200–300 ms while dice rolled).
PIXMAP_CACHE_KB = 256 * 1024


def ensure_pixmap_cache() -> None:
    """Raise Qt's pixmap cache to :data:`PIXMAP_CACHE_KB` (never lower it).
    Needs the application object: creating it sets Qt's default again."""
    if QPixmapCache.cacheLimit() < PIXMAP_CACHE_KB:
        QPixmapCache.setCacheLimit(PIXMAP_CACHE_KB)


class BoardInput(Protocol):
    """What the board view reports to (the table's input, ``kit/input.py``)."""

    def hover_at(self, pos: QPointF | None) -> None: ...
    def press_at(self, pos: QPointF) -> bool: ...
    def drag_to(self, pos: QPointF) -> None: ...
    def release_at(self, pos: QPointF, dragged: bool) -> None: ...
    def key_pressed(self, event: QKeyEvent) -> bool: ...
    def tab(self, forward: bool) -> bool: ...
    def focus_entered(self, reason: Qt.FocusReason) -> None: ...
    def viewport_resized(self) -> None: ...


def zoom_bar_room(text_scale: float) -> float:
    """Pixels from the top of a zoomable board's viewport that its zoom bar
    (top right, see :class:`ZoomBar`) takes, with a gap below it: a layout
    keeps what lies in the top right corner below this."""
    return 10 + 32 * text_scale + 6


class ZoomBar(QFrame):
    """Zoom in, zoom out and show everything, in the board's top right
    corner: the mouse's way to what the wheel and the +, - and 0 keys do."""

    def __init__(self, view: BoardView) -> None:
        super().__init__(view)
        self.setObjectName("zoom_bar")
        self.view = view
        layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 3, 4, 3)
        layout.setSpacing(2)
        self.zoom_in = QToolButton(self)
        self.zoom_out = QToolButton(self)
        self.fit = QToolButton(self)
        for button, slot in ((self.zoom_in, view.zoom_in), (self.zoom_out, view.zoom_out),
                             (self.fit, view.reset_zoom)):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setFont(theme.ui_font(11, bold=True))
            button.clicked.connect(slot)
            layout.addWidget(button)
        self.setStyleSheet(
            f"QFrame#zoom_bar {{ background: {theme.PAPER_LIGHT};"
            f" border: 1px solid {theme.INK_FAINT}; border-radius: 6px; }}"
            f"QToolButton {{ color: {theme.INK}; background: transparent; border: none;"
            " padding: 1px 6px; }"
            f"QToolButton:hover {{ color: {theme.ACCENT}; }}")
        self.retranslate()

    def retranslate(self) -> None:
        self.zoom_in.setText("+")
        self.zoom_out.setText("\u2212")
        self.fit.setText(translate("TableKit", "Fit"))
        self.zoom_in.setToolTip(translate("TableKit", "Zoom in (+ or mouse wheel)"))
        self.zoom_out.setToolTip(translate("TableKit", "Zoom out (- or mouse wheel)"))
        self.fit.setToolTip(translate("TableKit", "Show the whole board again (0)"))
        self.place()

    def set_text_scale(self, factor: float) -> None:
        for button in (self.zoom_in, self.zoom_out, self.fit):
            button.setFont(theme.ui_font(11 * factor, bold=True))
        self.place()

    def place(self) -> None:
        self.adjustSize()
        self.move(self.view.width() - self.width() - 10, 10)


class BoardView(QGraphicsView):
    """The graphics view of a table (see module docstring)."""

    def __init__(self, scene: QGraphicsScene, input: BoardInput, parent: QWidget,
                 *, zoomable: bool = False, max_zoom: float = 3.0) -> None:
        super().__init__(scene, parent)
        ensure_pixmap_cache()
        self.input = input
        self.zoomable = zoomable
        self.max_zoom = max_zoom
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        # Repaint only what changed (a flying tile), not the whole table; the
        # items paint pixmaps in C++ and leave the painter as they found it.
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setStyleSheet("QGraphicsView { background: transparent; border: none; }")
        self.viewport().setAutoFillBackground(False)
        self.setBackgroundBrush(Qt.BrushStyle.NoBrush)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(320, 240)
        self._fitted: tuple[float, ...] = ()
        #: The player zoomed or panned (a zoomable board stops following the fit).
        self.user_moved = False
        self._press: QPoint | None = None
        self._last: QPoint | None = None
        self._dragging = False
        self._panning = False
        #: Zoom in, zoom out and fit, in the top right corner (zoomable boards only).
        self.zoom_bar = ZoomBar(self) if zoomable else None

    # -- scale -----------------------------------------------------------------------------

    def fit(self, force: bool = False) -> None:
        """Scale the scene to fill the viewport (only when either changed:
        refitting repaints everything). A zoomable board the player moved
        keeps its zoom."""
        rect = self.sceneRect()
        if rect.isEmpty():
            return
        size = self.viewport().size()
        key = (rect.x(), rect.y(), rect.width(), rect.height(), size.width(), size.height())
        if key == self._fitted and not force:
            return
        self._fitted = key
        if self.zoomable and self.user_moved:
            self.set_zoom(self.zoom)
            return
        # Not fitInView: it keeps a margin of a few pixels, so the scene would be
        # shown a little smaller than the scale the presenter sized its texts for
        # (a 9 pt minimum would come out just below 9 pt).
        z = self.fit_zoom()
        self.resetTransform()
        self.scale(z, z)
        self.centerOn(rect.center())

    @property
    def zoom(self) -> float:
        return self.transform().m11()

    def fit_zoom(self) -> float:
        rect = self.sceneRect()
        vp = self.viewport().rect()
        if rect.isEmpty() or vp.width() < 2 or vp.height() < 2:
            return 1.0
        return min(vp.width() / rect.width(), vp.height() / rect.height())

    def set_zoom(self, z: float, anchor: QPoint | None = None) -> None:
        """Zoom to `z` (between the fitted size and ``max_zoom`` × it),
        keeping the scene point under `anchor` (viewport pixels) in place."""
        low = self.fit_zoom()
        z = max(low, min(low * self.max_zoom, z))
        anchor = anchor if anchor is not None else self.viewport().rect().center()
        before = self.mapToScene(anchor)
        self.resetTransform()
        self.scale(z, z)
        moved = self.mapFromScene(before) - anchor
        self._scroll(moved.x(), moved.y())

    def reset_zoom(self) -> None:
        """Show the whole scene again (the fitted size)."""
        self.user_moved = False
        self.fit(force=True)
        self.input.viewport_resized()

    def zoom_in(self) -> None:
        self.user_moved = True
        self.set_zoom(self.zoom * 1.2)
        self.input.viewport_resized()

    def zoom_out(self) -> None:
        self.user_moved = True
        self.set_zoom(self.zoom / 1.2)
        self.input.viewport_resized()

    def _scroll(self, dx: float, dy: float) -> None:
        h, v = self.horizontalScrollBar(), self.verticalScrollBar()
        h.setValue(round(h.value() + dx))
        v.setValue(round(v.value() + dy))

    def device_scale(self) -> float:
        """Device pixels per scene unit (zoom × the screen's pixel ratio)."""
        return self.transform().m11() * self.viewport().devicePixelRatioF()

    def visible_scene_rect(self) -> QRectF:
        return self.mapToScene(self.viewport().rect()).boundingRect()

    # -- events ----------------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.input.viewport_resized()
        self.fit()
        if self.zoom_bar is not None:
            self.zoom_bar.place()

    def wheelEvent(self, event: QWheelEvent) -> None:
        if not self.zoomable:
            event.ignore()
            return
        steps = event.angleDelta().y() / 120.0
        if steps:
            self.user_moved = True
            self.set_zoom(self.zoom * (1.15 ** steps), event.position().toPoint())
            self.input.viewport_resized()
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        pos = event.position().toPoint()
        if self._press is not None and event.buttons() & Qt.MouseButton.LeftButton:
            if not self._dragging and (pos - self._press).manhattanLength() > DRAG_THRESHOLD:
                self._dragging = True
                if self._panning:
                    self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            if self._dragging:
                if self._panning and self._last is not None:
                    d = pos - self._last
                    self._scroll(-d.x(), -d.y())
                    self.user_moved = True
                elif not self._panning:
                    self.input.drag_to(self.mapToScene(pos))
            self._last = pos
            return
        self.input.hover_at(self.mapToScene(pos))
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self.input.hover_at(None)
        super().leaveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.RightButton and self._press is None:
            # A right click cancels the half-made choice, as Esc does.
            self.input.cancel("right")
            event.accept()
            return
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        pos = event.position().toPoint()
        self._press = self._last = pos
        self._dragging = False
        # A press on a place that can be dragged (or chosen) belongs to the
        # table; elsewhere a zoomable board pans.
        on_target = self.input.press_at(self.mapToScene(pos))
        self._panning = self.zoomable and not on_target
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or self._press is None:
            super().mouseReleaseEvent(event)
            return
        dragged, panning = self._dragging, self._panning
        self._press = self._last = None
        self._dragging = self._panning = False
        self.viewport().unsetCursor()
        if not (dragged and panning):
            self.input.release_at(self.mapToScene(event.position().toPoint()), dragged)
        event.accept()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        event.accept()  # a double click is not a second action

    def focusNextPrevChild(self, next: bool) -> bool:
        # Tab walks through the places that can be chosen first (keyboard play).
        if self.hasFocus() and self.input.tab(next):
            return True
        return super().focusNextPrevChild(next)

    def focusInEvent(self, event: Any) -> None:
        super().focusInEvent(event)
        self.input.focus_entered(event.reason())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.input.key_pressed(event):
            event.accept()
            return
        key = event.key()
        if self.zoomable:
            if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
                self.zoom_in()
                return
            if key == Qt.Key.Key_Minus:
                self.zoom_out()
                return
            if key == Qt.Key.Key_0:
                self.reset_zoom()
                return
            steps = {Qt.Key.Key_Left: (60, 0), Qt.Key.Key_Right: (-60, 0),
                     Qt.Key.Key_Up: (0, 60), Qt.Key.Key_Down: (0, -60)}
            if key in steps:
                dx, dy = steps[Qt.Key(key)]
                self.user_moved = True
                self._scroll(-dx, -dy)
                return
        super().keyPressEvent(event)
