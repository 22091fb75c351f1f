"""The scene every table draws into.

:meth:`TableScene.show_drawing` makes the scene hold exactly a presenter's
:class:`~senji_desktop.ui.kit.presenter.Drawing`: items whose spec it
already shows are kept (a redraw between two animation frames costs almost
nothing), the rest are made (their pixmaps come from the renderer's cache)
or removed. Pieces with an id can be found again (:meth:`TableScene.item_for`)
to take them off the table while a copy flies (:meth:`TableScene.fly`).

Overlays the kit manages: the hover glow, the keyboard focus ring, the rings
of a multi-click selection, the mark of a suggested move (hint), banners and
the winner's celebration. Everything an animation adds is removed by the
next drawing.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Hashable, Iterable, Sequence

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QPointF, QRectF, Qt
from PySide6.QtGui import QPainterPath
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSceneHelpEvent,
    QToolTip,
)

from senji_desktop.ui.kit import animation
from senji_desktop.ui.kit.items import BannerItem, GlowItem, LabelItem, PetalItem, SceneItem
from senji_desktop.ui.kit.presenter import Drawing, Piece, Spec, Target


class TableScene(QGraphicsScene):
    """Holds one drawing plus the kit's overlays (see module docstring)."""

    def __init__(self, parent: object = None) -> None:
        super().__init__(parent)  # type: ignore[call-overload]
        #: Device pixels per scene unit of the view showing the scene: the
        #: resolution items render their pixmaps at (set by the table).
        self.device_scale = 1.0
        self.drawing: Drawing | None = None
        self._items: dict[Hashable, list[QGraphicsItem]] = {}
        self._by_id: dict[Hashable, QGraphicsItem] = {}
        self._synced_scale = 0.0
        self._transient: list[QGraphicsItem] = []
        #: Pieces flown in the running animation: where each rests and what it shows.
        self._landed: dict[Hashable, tuple[QGraphicsItem, QRectF, Spec]] = {}
        self._overlays: dict[str, list[QGraphicsItem]] = {}
        #: Items made ahead for the next drawing (:meth:`make_ahead`), not in the scene yet.
        self._spare: dict[Hashable, list[QGraphicsItem]] = {}
        self._ahead: list[Piece] = []
        #: The target under the pointer / with the keyboard focus, if any.
        self.hover_target: Target | None = None
        self.focus_target: Target | None = None
        #: The sentence of the hovered target's tooltip.
        # Few items move at a time; an index would be rebuilt on every move.
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)

    # -- drawing ---------------------------------------------------------------------------

    def show_drawing(self, drawing: Drawing) -> None:
        """Hold exactly `drawing` (see module docstring); whatever an
        animation added is removed, hidden pieces come back."""
        self.clear_transient()
        self.set_preview(None)
        self.drawing = drawing
        self.setSceneRect(drawing.scene_rect)
        old = self._items
        new: dict[Hashable, list[QGraphicsItem]] = {}
        by_id: dict[Hashable, QGraphicsItem] = {}
        scale = self.device_scale
        rescale = scale != self._synced_scale
        self._synced_scale = scale
        for piece in drawing.pieces:
            key = (piece.spec.key, piece.z, piece.tooltip)
            bucket = old.get(key)
            if bucket:
                item = bucket.pop()
                if rescale and isinstance(item, SceneItem):
                    item.realize(scale)
                if not item.isVisible():
                    item.setVisible(True)
            else:
                spare = self._spare.get(key)
                item = spare.pop() if spare else self._make(piece)
                if isinstance(item, SceneItem):
                    item.realize(scale)
                self.addItem(item)
            new.setdefault(key, []).append(item)
            if piece.id is not None:
                by_id[piece.id] = item
        for bucket in old.values():
            for item in bucket:
                self.removeItem(item)
        self._items = new
        self._by_id = by_id
        self._spare = {}
        self._ahead = []

    @staticmethod
    def _make(piece: Piece) -> QGraphicsItem:
        item: QGraphicsItem = piece.spec.make()
        item.setZValue(piece.z)
        if piece.tooltip:
            item.setToolTip(piece.tooltip)
        return item

    def make_ahead(self, drawing: Drawing) -> None:
        """Note the items `drawing` will need that the scene does not show
        yet: :meth:`make_some` makes them a few at a time (while an animation
        runs), so that showing `drawing` at its end only puts them in. The
        next :meth:`show_drawing` drops whatever was made and not used."""
        shown = {key: len(items) for key, items in self._items.items()}
        ahead = []
        for piece in drawing.pieces:
            key = (piece.spec.key, piece.z, piece.tooltip)
            if shown.get(key):
                shown[key] -= 1
            else:
                ahead.append(piece)
        self._ahead = ahead
        self._spare = {}

    def make_some(self, budget_s: float = 0.004) -> bool:
        """Make items noted by :meth:`make_ahead` for about `budget_s`
        seconds (their pictures at the current device scale); True while
        some are left."""
        end = time.perf_counter() + budget_s
        scale = self.device_scale
        while self._ahead and time.perf_counter() < end:
            piece = self._ahead.pop()
            item = self._make(piece)
            if isinstance(item, SceneItem):
                item.realize(scale)
            self._spare.setdefault((piece.spec.key, piece.z, piece.tooltip), []).append(item)
        return bool(self._ahead)

    def clear_all(self) -> None:
        """Remove everything (no view to show)."""
        self.clear_transient()
        for name in list(self._overlays):
            self.set_overlay(name, [])
        self.hover_target = None
        self.focus_target = None
        self._items = {}
        self._by_id = {}
        self.drawing = None
        self.clear()

    def item_for(self, id: Hashable) -> QGraphicsItem | None:
        """The item showing the piece `id` of the current drawing."""
        return self._by_id.get(id)

    def hide_pieces(self, ids: Iterable[Hashable]) -> None:
        """Take pieces off the table until the next drawing."""
        for id in ids:
            item = self._by_id.get(id)
            if item is not None:
                item.setVisible(False)

    def scene_items(self) -> list[SceneItem]:
        """Every pixmap item of the drawing and of running animations."""
        return [i for i in self.items() if isinstance(i, SceneItem)]

    def texts(self) -> list[str]:
        """Every text drawn in the scene (labels, banners), in reading order."""
        found = []
        for item in self.items():
            if isinstance(item, (LabelItem, BannerItem)) and item.isVisible():
                pos = item.scenePos()
                found.append((round(pos.y(), 1), round(pos.x(), 1), item.text))
        return [text for _y, _x, text in sorted(found)]

    # -- overlays --------------------------------------------------------------------------

    def set_overlay(self, name: str, paths: list[QPainterPath], style: str = "",
                    heights: Sequence[float | None] = ()) -> None:
        """Show glow items of `style` around `paths` as the overlay `name`
        (replacing what it showed). `heights[i]`, where given and not None,
        is the z value of the glow around `paths[i]` (default: the style's)."""
        for item in self._overlays.pop(name, []):
            if item.scene() is self:
                self.removeItem(item)
        items: list[QGraphicsItem] = []
        for i, path in enumerate(paths):
            glow = GlowItem(path, style=style or name)
            height = heights[i] if i < len(heights) else None
            if height is not None:
                glow.setZValue(height)
            self.addItem(glow)
            items.append(glow)
        if items:
            self._overlays[name] = items

    def overlay(self, name: str) -> list[QGraphicsItem]:
        return list(self._overlays.get(name, []))

    def set_preview(self, drawing: Drawing | None) -> None:
        """Show `drawing`'s pieces over the table (what a click would do);
        None removes them. The next drawing removes them too."""
        for item in self._overlays.pop("preview", []):
            if item.scene() is self:
                self.removeItem(item)
        if drawing is None:
            return
        items: list[QGraphicsItem] = []
        for piece in drawing.pieces:
            item = piece.spec.make()
            item.setZValue(piece.z)
            if isinstance(item, SceneItem):
                item.realize(self.device_scale)
            self.addItem(item)
            items.append(item)
        if items:
            self._overlays["preview"] = items

    def set_hover(self, target: Target | None, preview: Drawing | None = None) -> None:
        self.hover_target = target
        self.set_overlay("hover", [target.glow_path] if target is not None else [])
        self.set_preview(preview)

    def set_focus(self, target: Target | None) -> None:
        self.focus_target = target
        self.set_overlay("focus", [target.glow_path] if target is not None else [])

    def helpEvent(self, event: QGraphicsSceneHelpEvent) -> None:
        # The tooltip of a lit-up target says what a click does; elsewhere
        # the item under the pointer explains itself.
        target = self.hover_target
        if target is not None and target.tooltip:
            QToolTip.showText(event.screenPos(), target.tooltip, event.widget())
            event.accept()
            return
        super().helpEvent(event)

    # -- animation support -----------------------------------------------------------------

    def clear_transient(self) -> None:
        for item in self._transient:
            if item.scene() is self:
                self.removeItem(item)
        self._transient = []
        self._landed = {}

    def landed(self, piece: Hashable) -> tuple[QRectF, Spec] | None:
        """Where the piece `piece` rests after flying earlier in this
        animation, and what it shows there; None if it has not flown."""
        found = self._landed.get(piece)
        return (QRectF(found[1]), found[2]) if found is not None else None

    def hang(self, item: QGraphicsItem, z: float) -> QGraphicsObject:
        """`item` on a carrier (animated by Qt in C++), removed by the next drawing."""
        holder = animation.carrier(z)
        if isinstance(item, SceneItem):
            item.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
            item.setPos(0, 0)
            item.realize(self.device_scale)
        item.setParentItem(holder)
        self.addItem(holder)
        self._transient.append(holder)
        return holder

    def flying(self) -> list[QGraphicsItem]:
        """The items an animation added and still shows."""
        found: list[QGraphicsItem] = []
        for holder in self._transient:
            found.extend(holder.childItems())
        return found

    def fly(self, spec: Spec, start: QRectF, end: QRectF, duration: int,
            z: float = 500.0, turn: float = 0.0,
            piece: Hashable | None = None) -> list[QAbstractAnimation]:
        """A copy of `spec`'s item, made `start`'s size, flying to `end`
        (scene rectangles, the size changing on the way; the item keeps its
        aspect): the animations to run. It rests at `end` afterwards. With
        `turn` it starts turned back by that many degrees about its centre
        and turns upright on the way. With `piece` (the id of what flies) a
        copy of the same piece still resting from an earlier flight of this
        animation is taken away, and :meth:`landed` answers where this one
        rests."""
        if piece is not None:
            earlier = self._landed.pop(piece, None)
            if earlier is not None and earlier[0].scene() is self:
                self.removeItem(earlier[0])
                self._transient.remove(earlier[0])
        unit = max(start.width(), end.width(), 1e-3)
        item = spec.make()
        if isinstance(item, SceneItem):
            # Drawn at the larger size and scaled down: sharp at both ends.
            base = item.rect
            factor = unit / max(base.width(), 1e-3)
            item = _resized(spec, factor) or item
        spin: QGraphicsObject | None = None
        if turn:
            # Turned on a carrier of its own: the flight scales about the top
            # left corner, the turn goes about the item's centre.
            spin = animation.carrier()
            size = item.rect.size() if isinstance(item, SceneItem) else item.boundingRect().size()
            spin.setTransformOriginPoint(size.width() / 2, size.height() / 2)
            spin.setRotation(-turn)
            holder = self.hang(spin, z)
            if isinstance(item, SceneItem):
                item.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
                item.setPos(0, 0)
                item.realize(self.device_scale)
            item.setParentItem(spin)
        else:
            holder = self.hang(item, z)
        if piece is not None:
            self._landed[piece] = (holder, QRectF(end), spec)
        anims = animation.fly_animations(holder, unit, start, end, duration)
        if spin is not None:
            anims.append(animation.property_animation(spin, b"rotation", -turn, 0.0,
                                                      round(duration * 1.3)))
        return anims

    def fade_out(self, id: Hashable, duration: int) -> list[QAbstractAnimation]:
        """The piece `id` fading away (a copy on a carrier; the piece is hidden)."""
        item = self._by_id.get(id)
        if item is None or self.drawing is None:
            return []
        piece = self.drawing.piece(id)
        if piece is None or piece.rect is None:
            return []
        copy = piece.spec.make()
        item.setVisible(False)
        holder = self.hang(copy, item.zValue() + 0.5)
        holder.setPos(piece.rect.topLeft())
        return [animation.fade_animation(holder, 1.0, 0.0, duration)]

    def banner(self, text: str, duration: int, area: QRectF | None = None
               ) -> list[QAbstractAnimation]:
        """An announcement across the middle of `area` (default: the scene),
        fading in; it stays until the next drawing."""
        area = area if area is not None else self.sceneRect()
        w = min(area.width() * 0.8, 720.0)
        rect = QRectF(area.center().x() - w / 2, area.center().y() - 36, w, 72)
        holder = self.hang(BannerItem(text, QRectF(0, 0, w, 72)), 1000)
        holder.setPos(rect.topLeft())
        return [animation.fade_animation(holder, 0.0, 1.0, duration)]

    def celebrate(self, text: str, duration: int, seed: int = 0) -> list[QAbstractAnimation]:
        """The winner's moment: `text` on a banner and petals drifting down
        over the table for `duration` ms."""
        anims = self.banner(text, max(1, duration // 4))
        area = self.sceneRect()
        rng = random.Random(seed)
        size = max(12.0, min(area.width(), area.height()) * 0.035)
        for i in range(18):
            petal = PetalItem(QRectF(0, 0, size, size * 1.2), tone=i)
            holder = self.hang(petal, 1100)
            x = area.left() + rng.uniform(0.05, 0.95) * area.width()
            start = QPointF(x, area.top() - size * rng.uniform(1, 4))
            drift = rng.uniform(-0.12, 0.12) * area.width()
            end = QPointF(x + drift, area.bottom() - size * rng.uniform(0.5, 3))
            holder.setPos(start)
            holder.setRotation(rng.uniform(0, 360))
            delay = rng.uniform(0, 0.35) * duration
            fall = animation.property_animation(holder, b"pos", start, end,
                                                max(1, round(duration - delay)),
                                                easing=QEasingCurve.Type.OutQuad)
            turn = animation.property_animation(
                holder, b"rotation", holder.rotation(),
                holder.rotation() + rng.choice((-1, 1)) * 200, max(1, round(duration - delay)))
            anims.append(animation.delayed(fall, round(delay)))
            anims.append(animation.delayed(turn, round(delay)))
        return anims


def _resized(spec: Spec, factor: float) -> SceneItem | None:
    """`spec`'s item drawn `factor` times larger (its rect scaled about its
    top left), or None if the spec has no rectangle argument."""
    if math.isclose(factor, 1.0, rel_tol=1e-3):
        return None
    args = [QRectF(a.x(), a.y(), a.width() * factor, a.height() * factor)
            if isinstance(a, QRectF) else a for a in spec.args]
    kwargs = {k: (QRectF(v.x(), v.y(), v.width() * factor, v.height() * factor)
                  if isinstance(v, QRectF) else v) for k, v in spec.kwargs.items()}
    if not any(isinstance(a, QRectF) for a in [*spec.args, *spec.kwargs.values()]):
        return None
    item = spec.cls(*args, **kwargs)
    return item if isinstance(item, SceneItem) else None
