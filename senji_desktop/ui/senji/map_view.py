"""The Senji map of Japan as a reusable scene component (SJ-10).

:class:`MapView` (a QGraphicsView over a :class:`MapScene`) draws the map
from ``resources/senji/geometry.json`` and one :class:`MapState` — a plain
description of what lies where, which the table fills from the engine's
view: washi sea and land, the terrain outside the 18 provinces, each
province as an ink outline tinted with its holder's colour (neutral
provinces greyed and hatched), the names, the two seas, per province a
fortress with the family mon and the units and samurai of each family, and
the fleets in the seas. Where two provinces touch on the drawing without
bordering in the game, a mountain ridge is drawn across the line; a border
that crosses a strait is a dashed ferry line.

Interaction: mouse wheel, ``+``/``-`` keys and the buttons in the corner
zoom (``0`` or the fit button shows the whole map); dragging pans; the
arrow keys move the highlight over the selectable targets and Enter or Space
chooses one. Hovering a
province outlines it, emphasises its land neighbours (and ferry lines over a
strait) and shows its contents as a tooltip. The table marks legal targets
with :meth:`MapView.set_selectable`; they are outlined, glow under the mouse
and a click on one emits :attr:`MapView.province_clicked` (or
:attr:`MapView.sea_clicked`). :meth:`MapView.target_point` gives the
viewport point a test clicks for a province or sea.

Performance: static layers are path items cached by Qt per device
transform; names, fortresses and stacks are pixmap items drawn once per
zoom level (see map_items.py); hover and selection only toggle prepared
items, so nothing paints in Python while the map is on screen.

Run as a module for a picture without the engine::

    .venv/bin/python -m senji_desktop.ui.senji.map_view --screenshot out.png \\
        --size 1280x800 --lang de
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from itertools import pairwise

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QPoint,
    QPointF,
    QRectF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QCursor,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QPixmapCache,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsItem,
    QGraphicsLineItem,
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsView,
    QHBoxLayout,
    QToolButton,
    QToolTip,
    QWidget,
)

from senji_desktop.ui.common import theme
from senji_desktop.ui.common.paper import paper_brush
from senji_desktop.ui.senji.geometry import SEAS, MapGeometry, load_geometry
from senji_desktop.ui.senji.map_items import (
    STACK_GAP,
    STACK_H,
    CachedItem,
    FortressItem,
    NameItem,
    SeaNameItem,
    StackItem,
)
from senji_desktop.ui.senji.mons import FAMILIES, FAMILY_NAMES, family_colour, tint

translate = QCoreApplication.translate

# Paper tones of the sea and the land outside the provinces.
SEA_TONE = "#d3d8cc"
TERRAIN_TONE = "#e2d6bb"
NEUTRAL_TONE = "#d2cabb"
# How strongly a province takes its holder's colour (0–1).
TINT = 0.34

# Lower bound for Qt's pixmap cache (KB): the map's cached layers fit in it.
PIXMAP_CACHE_KB = 96 * 1024

# Zoom limits relative to the fitted scale, and the step of one wheel notch or key.
ZOOM_MIN, ZOOM_MAX, ZOOM_STEP = 0.8, 6.0, 1.2


def sea_name(sea: str) -> str:
    """The translated name of a sea id ("north", "south")."""
    if sea == "north":
        return translate("SenjiMap", "North Sea")
    if sea == "south":
        return translate("SenjiMap", "South Sea")
    return sea


def ridge_path(line: tuple[QPointF, ...], step: float = 5.0, tick: float = 4.5) -> QPainterPath:
    """A mountain ridge along `line` (scene km): the line itself with short
    hachures on both sides every `step` km, as old maps draw mountains."""
    path = QPainterPath()
    if len(line) < 2:
        return path
    path.moveTo(line[0])
    for p in line[1:]:
        path.lineTo(p)
    carry = step / 2
    for a, b in pairwise(line):
        dx, dy = b.x() - a.x(), b.y() - a.y()
        length = math.hypot(dx, dy)
        if length == 0:
            continue
        ux, uy = dx / length, dy / length
        d = carry
        while d < length:
            c = QPointF(a.x() + ux * d, a.y() + uy * d)
            normal = QPointF(-uy * tick, ux * tick)
            path.moveTo(c - normal)
            path.lineTo(c + normal)
            d += step
        carry = d - length
    return path


# ---- the state drawn ------------------------------------------------------------


@dataclass(frozen=True)
class ProvinceState:
    """What lies in one province: its holder (`owner`, a family id or None),
    whether that holder's fortress stands there, and the units and samurai
    figures of each family present (family id → count; zero counts are
    ignored)."""

    owner: str | None = None
    fortress: bool = False
    units: Mapping[str, int] = field(default_factory=dict)
    samurai: Mapping[str, int] = field(default_factory=dict)


@dataclass(frozen=True)
class Fleet:
    """One family's troops in a sea (SJ-43 fleets)."""

    units: int = 0
    samurai: int = 0


@dataclass(frozen=True)
class MapState:
    """Everything the map shows of a moment of the game.

    `provinces` maps province ids to :class:`ProvinceState` (missing ids are
    empty); `fleets` maps sea ids to {family id: :class:`Fleet`}; `playing`
    holds the families someone plays — a province held by no one or by a
    family outside `playing` is neutral and drawn greyed (SJ-20). `notes`
    adds lines to an area's tooltip (the samurai there and their powers)."""

    provinces: Mapping[str, ProvinceState] = field(default_factory=dict)
    fleets: Mapping[str, Mapping[str, Fleet]] = field(default_factory=dict)
    playing: frozenset[str] = frozenset(FAMILIES)
    notes: Mapping[str, tuple[str, ...]] = field(default_factory=dict)

    def province(self, pid: str) -> ProvinceState:
        return self.provinces.get(pid, ProvinceState())

    def neutral(self, pid: str) -> bool:
        owner = self.province(pid).owner
        return owner is None or owner not in self.playing


def _troops(units: Mapping[str, int], samurai: Mapping[str, int]) -> list[tuple[str, int, int]]:
    """[(family, units, samurai)] of the families present, in SJ-1 order."""
    present = {f for f, n in units.items() if n > 0} | {f for f, n in samurai.items() if n > 0}
    order = [f for f in FAMILIES if f in present] + sorted(present - set(FAMILIES))
    return [(f, max(0, units.get(f, 0)), max(0, samurai.get(f, 0))) for f in order]


def troops_line(family: str, units: int, samurai: int) -> str:
    """One tooltip line about a family's troops (whole sentences, %n counts)."""
    name = FAMILY_NAMES.get(family, family)
    if samurai == 0:
        text = (translate("SenjiMap", "%1: 1 unit") if units == 1
                else translate("SenjiMap", "%1: %n units"))
    elif units == 0:
        text = (translate("SenjiMap", "%1: 1 samurai") if samurai == 1
                else translate("SenjiMap", "%1: %m samurai"))
    elif units == 1:
        text = (translate("SenjiMap", "%1: 1 unit and 1 samurai") if samurai == 1
                else translate("SenjiMap", "%1: 1 unit and %m samurai"))
    else:
        text = (translate("SenjiMap", "%1: %n units and 1 samurai") if samurai == 1
                else translate("SenjiMap", "%1: %n units and %m samurai"))
    return text.replace("%1", name).replace("%n", str(units)).replace("%m", str(samurai))


# ---- the scene --------------------------------------------------------------------


class MapScene(QGraphicsScene):
    """The map's items (see module docstring). Knows where every province,
    sea and stack lies; the view maps the mouse to them."""

    def __init__(self, geometry: MapGeometry | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.geometry = geometry or load_geometry()
        self.state = MapState()
        self._scale = 0.0
        self._selectable: frozenset[str] = frozenset()
        self._hover: str | None = None
        self._cached: list[CachedItem] = []
        self._dynamic: list[QGraphicsItem] = []
        b = self.geometry.bounds
        # The part of the scene the fit button shows: the provinces and the seas.
        self.fit_rect = b.adjusted(-40, -30, 40, 50)
        self.setSceneRect(b.adjusted(-b.width() * 0.45, -b.height() * 0.45,
                                     b.width() * 0.45, b.height() * 0.45))
        self.setBackgroundBrush(paper_brush(SEA_TONE, strength=70))
        self._build_static()
        self.set_state(MapState())

    # -- static layers ----------------------------------------------------------

    def _path_item(self, path: QPainterPath, pen: QPen | None, brush: QBrush | QColor | None,
                   z: float, *, cached: bool = True) -> QGraphicsPathItem:
        item = QGraphicsPathItem(path)
        item.setPen(pen if pen is not None else QPen(Qt.PenStyle.NoPen))
        item.setBrush(QBrush(brush) if brush is not None else QBrush(Qt.BrushStyle.NoBrush))
        item.setZValue(z)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        if cached:
            item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.addItem(item)
        return item

    def _build_static(self) -> None:
        g = self.geometry
        land = QPainterPath()
        land.setFillRule(Qt.FillRule.WindingFill)
        land.addPath(g.terrain)
        for shape in g.provinces.values():
            land.addPath(shape.path)
        # Coastal shading, as on old printed maps: soft bands along the coast.
        # The bands are outlined once here and filled when painted (stroking
        # a wide pen along the whole coast at every paint costs far more).
        for width, alpha in ((22.0, 28), (11.0, 45), (4.5, 70)):
            stroker = QPainterPathStroker()
            stroker.setWidth(width)
            stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            band = stroker.createStroke(land)
            self._path_item(band, None, theme.qc("#6f8a8c", alpha), -10)
        terrain_pen = QPen(theme.qc(theme.INK_SOFT, 170), 1.0)
        terrain_pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        self._path_item(g.terrain, terrain_pen, paper_brush(TERRAIN_TONE, strength=70), -5)
        self._fills: dict[str, QGraphicsPathItem] = {}
        self._hatches: dict[str, QGraphicsPathItem] = {}
        ink = QPen(theme.qc(theme.INK, 235), 1.3)
        ink.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        for pid, shape in g.provinces.items():
            self._fills[pid] = self._path_item(shape.path, ink, None, 0)
            hatch = QBrush(theme.qc(theme.INK_FAINT, 110), Qt.BrushStyle.BDiagPattern)
            self._hatches[pid] = self._path_item(shape.path, None, hatch, 1)
        for strait in g.straits:
            pen = QPen(theme.qc(theme.INK_SOFT, 220), 1.6)
            pen.setStyle(Qt.PenStyle.DashLine)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            line = QGraphicsLineItem(strait.start.x(), strait.start.y(),
                                     strait.end.x(), strait.end.y())
            line.setPen(pen)
            line.setZValue(2)
            self.addItem(line)
        ridge_pen = QPen(theme.qc("#6b4f36", 235), 1.6)
        ridge_pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        ridges = QPainterPath()
        for ridge in g.ridges:
            ridges.addPath(ridge_path(ridge.line))
        self._path_item(ridges, ridge_pen, None, 2)
        # Overlays toggled by hover and selection.
        self._glow = self._path_item(QPainterPath(), QPen(theme.qc(theme.ACCENT, 90), 9.0),
                                     None, 3, cached=False)
        self._glow.setVisible(False)
        sel_pen = QPen(theme.qc(theme.ACCENT, 230), 2.0)
        sel_pen.setStyle(Qt.PenStyle.DashLine)
        self._sel = self._path_item(QPainterPath(), sel_pen, None, 4)
        nb_pen = QPen(theme.qc(theme.INK, 230), 2.4)
        nb_pen.setStyle(Qt.PenStyle.DashLine)
        self._neighbours = self._path_item(QPainterPath(), nb_pen, QColor(255, 250, 235, 70), 5,
                                           cached=False)
        self._neighbours.setVisible(False)
        self._hover_item = self._path_item(QPainterPath(), QPen(theme.qc(theme.INK), 3.2),
                                           QColor(255, 255, 240, 60), 6, cached=False)
        self._hover_item.setVisible(False)
        # A short mark where something happens (a samurai's power acts).
        flash_pen = QPen(theme.qc(theme.ACCENT, 220), 5.0)
        flash_pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        self._flash = self._path_item(QPainterPath(), flash_pen, theme.qc(theme.ACCENT, 70), 7,
                                      cached=False)
        self._flash.setVisible(False)
        self._sea_labels: dict[str, CachedItem] = {}
        for sid, sea in g.seas.items():
            item = SeaNameItem(sea_name(sid))
            item.setPos(sea.label)
            item.setZValue(2)
            self.addItem(item)
            self._sea_labels[sid] = item

    def retranslate(self) -> None:
        """Redraw the translated texts (sea names) in the current language."""
        for sid, old in list(self._sea_labels.items()):
            self.removeItem(old)
            item = SeaNameItem(sea_name(sid))
            item.setPos(self.geometry.seas[sid].label)
            item.setZValue(2)
            self.addItem(item)
            self._sea_labels[sid] = item
            self._cached = [item if c is old else c for c in self._cached]
            if self._scale:
                item.realize(self._scale)

    # -- state --------------------------------------------------------------------

    def set_state(self, state: MapState) -> None:
        """Show `state`: tints, names, fortresses, stacks and fleets."""
        self.state = state
        for item in self._dynamic:
            self.removeItem(item)
        self._dynamic = []
        self._cached = list(self._sea_labels.values())
        self.stack_rects: dict[tuple[str, str], QRectF] = {}
        for pid, shape in self.geometry.provinces.items():
            ps = state.province(pid)
            neutral = state.neutral(pid)
            fill = self._fills[pid]
            if neutral:
                fill.setBrush(paper_brush(NEUTRAL_TONE, strength=60))
            else:
                fill.setBrush(QBrush(tint(family_colour(ps.owner), TINT)))
            self._hatches[pid].setVisible(neutral)
            name = NameItem(shape.name, faded=neutral)
            self._add(name, shape.label, 8)
            if ps.fortress and ps.owner is not None:
                self._add(FortressItem(ps.owner, faded=neutral), shape.fortress, 9)
            elif neutral:
                self._add(FortressItem(shape.family, faded=True), shape.fortress, 9)
            stacks = [StackItem(f, u, s) for f, u, s in _troops(ps.units, ps.samurai)]
            self._place_row(stacks, shape.units, pid)
        for sid, sea in self.geometry.seas.items():
            fleets = state.fleets.get(sid, {})
            stacks = [
                StackItem(f, u, s, fleet=True)
                for f, u, s in _troops({f: v.units for f, v in fleets.items()},
                                       {f: v.samurai for f, v in fleets.items()})
            ]
            self._place_row(stacks, sea.fleets, sid, per_row=3, row_gap=STACK_H * 0.75)
        if self._scale:
            for item in self._cached:
                item.realize(self._scale)
        self._update_overlays()

    def _add(self, item: CachedItem, pos: QPointF, z: float) -> None:
        item.setPos(pos)
        item.setZValue(z)
        self.addItem(item)
        self._dynamic.append(item)
        self._cached.append(item)

    def _place_row(self, stacks: list[StackItem], centre: QPointF, where: str, *,
                   per_row: int = 2, row_gap: float = STACK_GAP) -> None:
        """Stacks side by side from `centre` down, `per_row` to a row."""
        rows = [stacks[i:i + per_row] for i in range(0, len(stacks), per_row)]
        for r, row in enumerate(rows):
            total = sum(s.width for s in row) + STACK_GAP * (len(row) - 1)
            x = centre.x() - total / 2
            y = centre.y() + r * (STACK_H + row_gap)
            for s in row:
                pos = QPointF(x + s.width / 2, y)
                self._add(s, pos, 9)
                self.stack_rects[(where, s.family)] = s.box().translated(pos)
                x += s.width + STACK_GAP

    def realize(self, scale: float) -> None:
        """Draw (or fetch) every pixmap item for `scale` device pixels per km."""
        if scale <= 0:
            return
        self._scale = scale
        for item in self._cached:
            item.realize(scale)

    # -- hover and selection --------------------------------------------------------

    @property
    def selectable(self) -> frozenset[str]:
        return self._selectable

    @property
    def hovered(self) -> str | None:
        return self._hover

    def set_selectable(self, ids: Iterable[str]) -> None:
        """Mark provinces and seas as legal targets (outlined; glow on hover)."""
        self._selectable = frozenset(ids)
        self._update_overlays()

    def set_hover(self, target: str | None) -> None:
        """Highlight province or sea `target` (None: nothing)."""
        if target == self._hover:
            return
        self._hover = target
        self._update_overlays()

    def set_flash(self, target: str | None) -> None:
        """Mark province or sea `target` in the accent colour (None: no mark)."""
        if target is None or (target not in self.geometry.provinces
                              and target not in self.geometry.seas):
            self._flash.setVisible(False)
            return
        self._flash.setPath(self.target_path(target))
        self._flash.setVisible(True)

    @property
    def flashed(self) -> bool:
        return self._flash.isVisible()

    def target_path(self, target: str) -> QPainterPath:
        """The outline of a province, or the clickable disc of a sea."""
        shape = self.geometry.provinces.get(target)
        if shape is not None:
            return shape.path
        sea = self.geometry.seas.get(target)
        path = QPainterPath()
        if sea is not None:
            c = (sea.label + sea.fleets) / 2
            path.addEllipse(c, 90.0, 62.0)
        return path

    def _update_overlays(self) -> None:
        sel = QPainterPath()
        for target in sorted(self._selectable):
            sel.addPath(self.target_path(target))
        self._sel.setPath(sel)
        hover = self._hover
        if hover is None:
            for item in (self._hover_item, self._neighbours, self._glow):
                item.setVisible(False)
            return
        self._hover_item.setPath(self.target_path(hover))
        self._hover_item.setVisible(True)
        self._glow.setPath(self.target_path(hover))
        self._glow.setVisible(hover in self._selectable)
        shape = self.geometry.provinces.get(hover)
        nb = QPainterPath()
        if shape is not None:
            for other in shape.neighbours:
                nb.addPath(self.geometry.provinces[other].path)
        else:
            for pid, s in self.geometry.provinces.items():
                if hover in s.seas:
                    nb.addPath(self.geometry.provinces[pid].path)
        self._neighbours.setPath(nb)
        self._neighbours.setVisible(not nb.isEmpty())

    def target_at(self, pos: QPointF) -> str | None:
        """The province (or else sea) under scene point `pos`, or None."""
        for pid, shape in self.geometry.provinces.items():
            if shape.path.contains(pos):
                return pid
        for sid in SEAS:
            if sid in self.geometry.seas and self.target_path(sid).contains(pos):
                return sid
        return None

    def anchor(self, target: str) -> QPointF:
        """The point to click for a province (its fortress) or sea (its name)."""
        shape = self.geometry.provinces.get(target)
        if shape is not None:
            return QPointF(shape.fortress)
        return QPointF(self.geometry.seas[target].label)

    # -- tooltips ---------------------------------------------------------------------

    def tooltip(self, target: str) -> str:
        """Plain-text description of a province's or sea's contents."""
        st = self.state
        shape = self.geometry.provinces.get(target)
        if shape is None:
            lines = [sea_name(target)]
            fleets = st.fleets.get(target, {})
            troops = _troops({f: v.units for f, v in fleets.items()},
                             {f: v.samurai for f, v in fleets.items()})
            if troops:
                lines += [troops_line(*t) for t in troops]
            else:
                lines.append(translate("SenjiMap", "No fleets."))
            lines += st.notes.get(target, ())
            coast = [s.name for s in self.geometry.provinces.values() if target in s.seas]
            lines.append(translate("SenjiMap", "Coastal provinces: %1.").replace("%1", ", ".join(coast)))
            return "\n".join(lines)
        ps = st.province(target)
        home = FAMILY_NAMES.get(shape.family, shape.family)
        lines = [translate("SenjiMap", "%1, home province of %2").replace("%1", shape.name)
                 .replace("%2", home)]
        if st.neutral(target):
            lines.append(translate("SenjiMap", "Neutral: no one may enter."))
        elif ps.fortress:
            lines.append(translate("SenjiMap", "Held by %1, with a fortress.")
                         .replace("%1", FAMILY_NAMES.get(ps.owner or "", ps.owner or "")))
        else:
            lines.append(translate("SenjiMap", "Held by %1.")
                         .replace("%1", FAMILY_NAMES.get(ps.owner or "", ps.owner or "")))
        troops = _troops(ps.units, ps.samurai)
        if troops:
            lines += [troops_line(*t) for t in troops]
        elif not st.neutral(target):
            lines.append(translate("SenjiMap", "No troops."))
        lines += st.notes.get(target, ())
        names = ", ".join(self.geometry.provinces[n].name for n in shape.neighbours)
        lines.append(translate("SenjiMap", "Borders: %1.").replace("%1", names))
        if shape.seas:
            seas = ", ".join(sea_name(s) for s in shape.seas)
            lines.append(translate("SenjiMap", "Seas: %1.").replace("%1", seas))
        else:
            lines.append(translate("SenjiMap", "No coast on either sea."))
        return "\n".join(lines)


# ---- the view ---------------------------------------------------------------------------


class ZoomBar(QFrame):
    """Zoom in, zoom out and fit, in the view's top right corner."""

    def __init__(self, view: MapView) -> None:
        super().__init__(view)
        self.view = view
        layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.setSpacing(4)
        self.zoom_in = QToolButton(self)
        self.zoom_out = QToolButton(self)
        self.fit = QToolButton(self)
        for button, slot in ((self.zoom_in, view.zoom_in), (self.zoom_out, view.zoom_out),
                             (self.fit, view.fit)):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setFont(theme.ui_font(12, bold=True))
            button.setMinimumSize(30, 28)
            button.clicked.connect(slot)
            layout.addWidget(button)
        self.setStyleSheet(f"""
            QFrame {{ background: {theme.PAPER_LIGHT}; border: 1px solid {theme.INK_FAINT};
                     border-radius: 6px; }}
            QToolButton {{ color: {theme.INK}; background: transparent; border: none;
                          padding: 2px 6px; }}
            QToolButton:hover {{ color: {theme.ACCENT}; }}
        """)
        self.retranslate()

    def retranslate(self) -> None:
        self.zoom_in.setText("+")
        self.zoom_out.setText("−")
        self.fit.setText(self.tr("Fit"))
        self.zoom_in.setToolTip(self.tr("Zoom in (+ or mouse wheel)"))
        self.zoom_out.setToolTip(self.tr("Zoom out (- or mouse wheel)"))
        self.fit.setToolTip(self.tr("Show the whole map (0)"))
        self.adjustSize()


class MapView(QGraphicsView):
    """The map component (see module docstring).

    Signals: `province_clicked(id)` and `sea_clicked(id)` for a click on a
    selectable target; `area_clicked_unselectable(id)` for a click on a
    province or sea that cannot be chosen now (so the table can say why);
    `hovered(id or "")` when the target under the mouse changes."""

    province_clicked = Signal(str)
    sea_clicked = Signal(str)
    area_clicked_unselectable = Signal(str)
    hovered = Signal(str)

    #: Mouse travel (pixels) after which a press becomes a drag (pan).
    DRAG_THRESHOLD = 6

    def __init__(self, parent: QWidget | None = None, geometry: MapGeometry | None = None) -> None:
        self.map_scene = MapScene(geometry)
        super().__init__(self.map_scene, parent)
        self.map_scene.setParent(self)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(320, 240)
        # The sea's paper is drawn once per zoom and pan, then copied.
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        # Static layers are cached per device transform in QPixmapCache; its
        # default 10 MB would hold only part of a full-screen map.
        if QPixmapCache.cacheLimit() < PIXMAP_CACHE_KB:
            QPixmapCache.setCacheLimit(PIXMAP_CACHE_KB)
        self._fit_scale = 1.0
        self._fitted = False
        self._press: QPoint | None = None
        self._dragging = False
        self._last: QPoint | None = None
        self._realize_timer = QTimer(self)
        self._realize_timer.setSingleShot(True)
        self._realize_timer.setInterval(90)
        self._realize_timer.timeout.connect(self._realize)
        self.zoom_bar = ZoomBar(self)

    # -- API for the table -------------------------------------------------------------

    def set_state(self, state: MapState) -> None:
        """Show `state` (see :class:`MapState`)."""
        self.map_scene.set_state(state)
        self._realize()
        self._refresh_tooltip()

    def set_selectable(self, ids: Iterable[str]) -> None:
        """Provinces and seas a click may choose now (empty: none)."""
        self.map_scene.set_selectable(ids)
        self._update_cursor()

    def target_point(self, target: str) -> QPoint:
        """Viewport point of a province's fortress or a sea's name (for clicks).

        Raises KeyError for an unknown id."""
        return self.mapFromScene(self.map_scene.anchor(target))

    def device_scale(self) -> float:
        """Device pixels per scene km (zoom × the screen's pixel ratio)."""
        return self.transform().m11() * self.viewport().devicePixelRatioF()

    def zoom(self) -> float:
        """The zoom relative to the fitted map (1.0 = fitted)."""
        return self.transform().m11() / self._fit_scale if self._fit_scale else 1.0

    def fit(self) -> None:
        """Show the whole map."""
        rect = self.map_scene.fit_rect
        vp = self.viewport().size()
        if vp.width() <= 0 or vp.height() <= 0:
            return
        s = min(vp.width() / rect.width(), vp.height() / rect.height())
        self._fit_scale = s
        self.resetTransform()
        self.scale(s, s)
        self.centerOn(rect.center())
        self._fitted = True
        self._realize()

    def zoom_in(self) -> None:
        self._zoom_by(ZOOM_STEP, None)

    def zoom_out(self) -> None:
        self._zoom_by(1 / ZOOM_STEP, None)

    def retranslate(self) -> None:
        """Show every text in the current language (also done on LanguageChange)."""
        self.map_scene.retranslate()
        self.zoom_bar.retranslate()
        self._place_zoom_bar()
        self._refresh_tooltip()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    # -- zoom and pan --------------------------------------------------------------------

    def _zoom_by(self, factor: float, at: QPoint | None) -> None:
        current = self.zoom()
        target = min(ZOOM_MAX, max(ZOOM_MIN, current * factor))
        if math.isclose(target, current):
            return
        f = target / current
        at = at if at is not None else self.viewport().rect().center()
        before = self.mapToScene(at)
        self.scale(f, f)
        after = self.mapToScene(at)
        delta = after - before
        self.translate_scene(delta)
        self._realize_timer.start()

    def translate_scene(self, delta: QPointF) -> None:
        """Pan by `delta` scene km: what lay at p now lies where p + `delta` was."""
        centre = self.mapToScene(self.viewport().rect().center())
        self.centerOn(centre - delta)

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120
        if steps:
            self._zoom_by(ZOOM_STEP ** steps, event.position().toPoint())
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom_in()
        elif key in (Qt.Key.Key_Minus, Qt.Key.Key_Underscore):
            self.zoom_out()
        elif key == Qt.Key.Key_0:
            self.fit()
        elif key in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            self.focus_target(1)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            self.focus_target(-1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            hover = self.map_scene.hovered
            if hover is not None and hover in self.map_scene.selectable:
                self._choose(hover)
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def focus_target(self, step: int) -> str | None:
        """Move the highlight to the next (`step` 1) or previous (-1) selectable
        target from west to east, show its tooltip and return it (None: none)."""
        scene = self.map_scene
        targets = sorted(scene.selectable, key=lambda t: (scene.anchor(t).x(), scene.anchor(t).y()))
        if not targets:
            return None
        current = scene.hovered
        index = targets.index(current) if current in targets else (-1 if step > 0 else 0)
        target = targets[(index + step) % len(targets)]
        self._set_hover(target)
        if not self.viewport().rect().contains(self.target_point(target)):
            self.centerOn(scene.anchor(target))
        point = self.target_point(target)
        QToolTip.showText(self.viewport().mapToGlobal(point), scene.tooltip(target),
                          self.viewport())
        return target

    def _choose(self, target: str) -> None:
        if target in self.map_scene.geometry.provinces:
            self.province_clicked.emit(target)
        else:
            self.sea_clicked.emit(target)

    def _realize(self) -> None:
        self.map_scene.realize(self.device_scale())

    # -- mouse ------------------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.setFocus(Qt.FocusReason.MouseFocusReason)
            self._press = event.position().toPoint()
            self._last = self._press
            self._dragging = False
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        pos = event.position().toPoint()
        if self._press is not None and event.buttons() & Qt.MouseButton.LeftButton:
            if not self._dragging and (pos - self._press).manhattanLength() > self.DRAG_THRESHOLD:
                self._dragging = True
                self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
                QToolTip.hideText()
            if self._dragging and self._last is not None:
                d = pos - self._last
                s = self.transform().m11()
                self.translate_scene(QPointF(d.x() / s, d.y() / s))
                self._last = pos
                event.accept()
                return
        self._hover_at(pos, event.globalPosition().toPoint())
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or self._press is None:
            super().mouseReleaseEvent(event)
            return
        dragged = self._dragging
        self._press = None
        self._dragging = False
        self._update_cursor()
        event.accept()
        if dragged:
            return
        target = self.map_scene.target_at(self.mapToScene(event.position().toPoint()))
        if target is None:
            return
        if target not in self.map_scene.selectable:
            self.area_clicked_unselectable.emit(target)
            return
        self._choose(target)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        event.accept()  # a double click is not a second choice

    def leaveEvent(self, event: QEvent) -> None:
        self._set_hover(None)
        QToolTip.hideText()
        super().leaveEvent(event)

    def _hover_at(self, pos: QPoint, global_pos: QPoint) -> None:
        target = self.map_scene.target_at(self.mapToScene(pos))
        changed = target != self.map_scene.hovered
        self._set_hover(target)
        if target is None:
            QToolTip.hideText()
        elif changed or not QToolTip.isVisible():
            QToolTip.showText(global_pos, self.map_scene.tooltip(target), self.viewport())

    def _set_hover(self, target: str | None) -> None:
        if target == self.map_scene.hovered:
            return
        self.map_scene.set_hover(target)
        self._update_cursor()
        self.hovered.emit(target or "")

    def _refresh_tooltip(self) -> None:
        hover = self.map_scene.hovered
        if hover is not None and QToolTip.isVisible():
            QToolTip.showText(QCursor.pos(), self.map_scene.tooltip(hover), self.viewport())

    def _update_cursor(self) -> None:
        hover = self.map_scene.hovered
        shape = (Qt.CursorShape.PointingHandCursor if hover in self.map_scene.selectable
                 else Qt.CursorShape.ArrowCursor)
        self.viewport().setCursor(shape)

    def tooltip_text(self) -> str:
        """The tooltip of the hovered target ("" when none)."""
        hover = self.map_scene.hovered
        return self.map_scene.tooltip(hover) if hover else ""

    # -- layout --------------------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if not self._fitted or math.isclose(self.zoom(), 1.0, rel_tol=1e-3):
            self.fit()
        else:
            self._realize()
        self._place_zoom_bar()

    def _place_zoom_bar(self) -> None:
        bar = self.zoom_bar
        bar.adjustSize()
        bar.move(self.viewport().width() - bar.width() - 12, 12)

    def showEvent(self, event: QEvent) -> None:  # type: ignore[override]
        super().showEvent(event)
        if not self._fitted:
            self.fit()
        self._place_zoom_bar()



if __name__ == "__main__":  # pragma: no cover - the demo entry point
    import sys

    from senji_desktop.ui.senji.demo import main

    sys.exit(main())
