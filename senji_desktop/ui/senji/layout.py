"""Where things lie on the Senji table, in the map's kilometres (x east,
y south; the map's outlines come from ``geometry.py``).

The scene is the map with a margin of sea, widened to the board's shape:
on a wide window the sea reaches further east (room for the battle box and
the cards), on a tall one further south. Two stretches of open sea hold
the table's sheets: the **west** (the North Sea's far side, north-west of
Kyushu) for the own hand, and the **east** (the South Sea off Owari, or
a column east of the map on a wide window) for the orders to lay in
spring, the dice, the battle, the cards to choose from and the hanafuda
combinations. No sheet lies over a province or sea that can be chosen.

Sizes follow the legibility rule of the kit: every text is at least 9 pt
on screen at the fitted scale (``DrawContext.text_px``), so on a small
window names, stacks and tokens are larger in kilometres.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QFontMetricsF

from senji_desktop.ui.common import theme
from senji_desktop.ui.kit.board_view import zoom_bar_room
from senji_desktop.ui.kit.presenter import DrawContext
from senji_desktop.ui.senji.geometry import MapGeometry, load_geometry
from senji_desktop.ui.senji.items import stack_width

#: The map's own margin of sea around its outlines (km: left, top, right, bottom).
MAP_MARGIN = (40.0, 30.0, 40.0, 50.0)
#: East of this the sea is open at every latitude (the map ends at Musashi).
OPEN_EAST = 462.0
#: The South Sea off Owari and Kii is open east of this and south of that.
EAST_SEA = QPointF(210.0, 100.0)
#: The North Sea north-west of Kyushu is open west of this and north of that.
WEST_SEA = QPointF(-215.0, -105.0)


#: The open sea north-west of Izumo and Harima where the own hand lies, on a
#: small window with a large text size down to Izumo's coast: no troop badge
#: is put there.
HAND_SEA = (QRectF(-1000.0, -1000.0, 960.0, 940.0), QRectF(-1000.0, -1000.0, 1040.0, 910.0))


@cache
def geometry() -> MapGeometry:
    return load_geometry()


@dataclass(frozen=True)
class MapLayout:
    """The scene rectangle, the fitted scale (logical pixels per km) and the
    sizes of the map's texts and pieces, for one board size and text size.

    `name_px`, `sea_px`, `text_px` (sheets' body text) and `small_px` are
    font heights in km; `stack_h` the height of a unit stack, `fortress`
    the width of a fortress, `token` the side of an order token, `die` of a
    die, `card_w` the width of a small card (its value legible); `gap` spacing; `spread` how far the pieces of a province move
    apart from their anchors when they grow; `west` and `east` the open
    sea for the sheets (see module docstring)."""

    scene_rect: QRectF
    scale: float
    name_px: float
    sea_px: float
    text_px: float
    small_px: float
    stack_h: float
    fortress: float
    token: float
    die: float
    card_w: float
    gap: float
    spread: float
    west: QRectF
    east: QRectF
    #: The scene's y below which the zoom bar in the view's top right corner
    #: covers nothing (a sheet at the top of the east sea starts there).
    zoom_bottom: float = 0.0

    # ---- map anchors -------------------------------------------------------------------

    def name_rect(self, pid: str, text_width: float) -> QRectF:
        shape = geometry().provinces[pid]
        c = shape.label - QPointF(0, (self.spread - 1) * 6)
        w, h = text_width + self.name_px * 0.6, self.name_px * 1.35
        return QRectF(c.x() - w / 2, c.y() - h / 2, w, h)

    def fortress_rect(self, pid: str) -> QRectF:
        shape = geometry().provinces[pid]
        c = shape.label + QPointF(0, 27 * self.spread)
        w = self.fortress
        return QRectF(c.x() - w * 0.72, c.y() - w * 0.72, w * 1.44, w * 1.5)

    def order_rect(self, pid: str) -> QRectF:
        """Where a spring order lies: beside the fortress, on its right, or
        on its left where the right would cover another province's name
        (Izumo's token beside Aki's name on a small window)."""
        return _order_rect(self.name_px, self.spread, self.fortress, self.token, self.gap, pid)

    def units_anchor(self, area: str) -> QPointF:
        """Where a province's (lone) stack or a sea's fleets are drawn."""
        g = geometry()
        if area in g.provinces:
            return self._block(area, [stack_width(3, 1, self.stack_h)], 1).center()
        return QPointF(g.seas[area].fleets)

    def sea_label(self, sea: str) -> QPointF:
        return QPointF(geometry().seas[sea].label)

    def stack_rects(self, area: str, troops: list[tuple[str, int, int]]
                    ) -> list[tuple[str, QRectF]]:
        """[(family, rect)] of the stacks of `troops` ((family, units,
        samurai)) in province or sea `area`: side by side, two a row in a
        province, three at sea. At sea the rows hang from the fleets'
        anchor; in a province the block of rows lies where it stays inside
        the province, clear of every name, fortress and order token (below
        the fortress where it fits; a badge over a neighbour would take that
        neighbour's clicks, SJ-42)."""
        per_row = 3 if area in geometry().seas else 2
        h = self.stack_h
        rows = [troops[i:i + per_row] for i in range(0, len(troops), per_row)]
        row_gap = h * (0.75 if per_row == 3 else 0.25)
        row_widths = [[stack_width(u, s, h) for _f, u, s in row] for row in rows]
        totals = [sum(ws) + self.gap * (len(ws) - 1) for ws in row_widths]
        if per_row == 3 or not rows:
            centre = self.units_anchor(area)
        else:
            block = self._block(area, totals, max(len(r) for r in rows))
            centre = QPointF(block.center().x(), block.top() + h / 2)
        out: list[tuple[str, QRectF]] = []
        for r, (row, widths, total) in enumerate(zip(rows, row_widths, totals, strict=True)):
            x = centre.x() - total / 2
            y = centre.y() + r * (h + row_gap) - h / 2
            for (family, _u, _s), w in zip(row, widths, strict=True):
                out.append((family, QRectF(x, y, w, h)))
                x += w + self.gap
        return out

    def part_blocks(self, blocks: dict[str, QRectF]) -> dict[str, QPointF]:
        """How far to move some provinces' blocks of stacks (`blocks`: the
        block of each area with troops, as :meth:`stack_rects` placed it) so
        that no two lie over each other (Tosa's lay over Iyo's, hiding its
        samurai): a province's block that overlaps one placed before it
        moves by the least step that frees it while its stacks stay in their
        province or at its edge over the sea, clear of other provinces'
        names and fortresses; where no step does, it stays. Seas' fleets
        never move."""
        g = geometry()
        names = _names(self.name_px, self.spread)
        step = self.stack_h / 2
        offsets = sorted(((i * step, j * step) for i in range(-4, 5) for j in range(-4, 5)
                          if i or j), key=lambda d: (d[0] ** 2 + d[1] ** 2, d[1], d[0]))
        placed: list[QRectF] = []
        moves: dict[str, QPointF] = {}
        for area, block in blocks.items():
            if area in g.seas or not any(block.intersects(p) for p in placed):
                placed.append(block)
                continue
            shape = g.provinces[area].path
            clear = [r for other in g.provinces if other != area
                     for r in (names[other], _fortress_rect(self.spread, self.fortress, other))]
            others = [s.path for other, s in g.provinces.items() if other != area]
            for dx, dy in offsets:
                moved = block.translated(dx, dy)
                centre = moved.center()
                if (any(moved.intersects(p) for p in placed)
                        or any(moved.intersects(r) for r in clear)
                        or not self.scene_rect.contains(moved)
                        or (not shape.contains(centre)
                            and any(o.contains(centre) for o in others))):
                    continue
                moves[area] = QPointF(dx, dy)
                block = moved
                break
            placed.append(block)
        return moves

    def _block(self, pid: str, totals: list[float], across: int) -> QRectF:
        """The block of `pid`'s rows of stacks (`totals`: each row's width)."""
        h = self.stack_h
        block_h = len(totals) * h + (len(totals) - 1) * h * 0.25
        # Widths rounded up to half a stack's height: one search serves
        # stacks of about one width.
        width = math.ceil(max(totals) / (h / 2)) * (h / 2)
        return _badge_block(self._key(), pid, round(width, 1), round(block_h, 1), across,
                            len(totals))

    def warm_up(self) -> Iterator[None]:
        """Finds the places of the blocks of stacks most boards show, one
        province and block size per step (a few milliseconds each), so that
        drawing them later is quick: one family's stack of up to 9 or 10 to
        19 units with or without samurai, two families side by side, and
        three or four in two rows."""
        h = self.stack_h
        widths = sorted({stack_width(u, s, h) for u in (0, 3, 12) for s in (0, 1)
                         if u or s})
        sizes: list[tuple[list[float], int]] = [([w], 1) for w in widths]
        pairs = sorted({a + b + self.gap for a in widths for b in widths})
        sizes += [([w], 2) for w in pairs]
        sizes += [([w, widths[0]], 2) for w in pairs]
        for totals, across in sizes:
            for pid in geometry().provinces:
                self._block(pid, totals, across)
                yield

    def _key(self) -> tuple[float, float, float, float, float]:
        return (self.name_px, self.spread, self.fortress, self.token, self.gap)

    def area_anchor(self, area: str) -> QPointF:
        """The point to click for a province (its fortress) or a sea (its name)."""
        g = geometry()
        if area in g.provinces:
            return self.fortress_rect(area).center()
        return self.sea_label(area)

    # ---- sheets ------------------------------------------------------------------------

    def east_sheet(self, width: float, height: float, *, wide: bool = False) -> QRectF:
        """A sheet of this size in the east sea, as far into its corner as it
        goes; `wide` lets it reach west over the south sea when the east sea
        is narrower (a table whose columns must not be cut)."""
        room = self.east
        most = room.right() - self.scene_rect.left() - self.gap if wide else room.width()
        w, h = min(width, most), height
        return QRectF(room.right() - w, room.bottom() - h, w, h)

    def west_sheet(self, width: float, height: float, below: float = 0.0) -> QRectF:
        """A sheet of this size in the west sea, `below` km under its top
        (wider than the west sea: over the open North Sea east of it)."""
        room = self.west
        return QRectF(room.left(), room.top() + below, width, height)

    def centre_sheet(self, width: float, height: float) -> QRectF:
        """A sheet of this size over the middle of the map (a choice of cards
        that has no place on the map); a tall one starts below the zoom bar
        where the map leaves room, so the bar never lies over its title."""
        r = self.scene_rect
        w = min(width, r.width() - 2 * self.gap)
        top = r.center().y() - height / 2
        if top < self.zoom_bottom + self.gap:
            top = max(r.top() + self.gap, min(self.zoom_bottom + self.gap,
                                              r.bottom() - self.gap - height))
        return QRectF(r.center().x() - w / 2, top, w, height)


def _fortress_rect(spread: float, fortress: float, pid: str) -> QRectF:
    c = geometry().provinces[pid].label + QPointF(0, 27 * spread)
    return QRectF(c.x() - fortress * 0.72, c.y() - fortress * 0.72, fortress * 1.44,
                  fortress * 1.5)


@cache
def _order_rect(name_px: float, spread: float, fortress: float, token: float, gap: float,
                pid: str) -> QRectF:
    f = _fortress_rect(spread, fortress, pid)
    right = QRectF(f.right() + gap * 0.5, f.center().y() - token / 2, token, token)
    left = QRectF(f.left() - gap * 0.5 - token, right.top(), token, token)
    metrics = QFontMetricsF(theme.scene_font(name_px, bold=True))
    names = []
    for other, shape in geometry().provinces.items():
        if other == pid:
            continue
        c = shape.label - QPointF(0, (spread - 1) * 6)
        w, h = metrics.horizontalAdvance(shape.name) + name_px * 0.6, name_px * 1.35
        names.append(QRectF(c.x() - w / 2, c.y() - h / 2, w, h))
    for side in (right, left):
        if not any(side.intersects(n) for n in names):
            return side
    return right


def _names(name_px: float, spread: float) -> dict[str, QRectF]:
    metrics = QFontMetricsF(theme.scene_font(name_px, bold=True))
    out = {}
    for pid, shape in geometry().provinces.items():
        c = shape.label - QPointF(0, (spread - 1) * 6)
        w, h = metrics.horizontalAdvance(shape.name) + name_px * 0.6, name_px * 1.35
        out[pid] = QRectF(c.x() - w / 2, c.y() - h / 2, w, h)
    return out


@cache
def _badge_block(key: tuple[float, float, float, float, float], pid: str, width: float,
                 height: float, across: int = 1, rows: int = 1) -> QRectF:
    """Where the block of `pid`'s unit stacks (`width` × `height` km) lies:
    of the places near its fortress, the one most inside the province and
    clear of every province's name, fortress and order token; below the
    fortress where that is as good."""
    name_px, spread, fortress, token, gap = key
    g = geometry()
    shape = g.provinces[pid]
    names = _names(name_px, spread)
    # What a block should not cover, with how much that weighs: another
    # province's name, fortress (its click point) or order token; its own
    # name, fortress and order token.
    covers: list[tuple[QRectF, float]] = []
    for other in g.provinces:
        mine = other == pid
        covers.append((names[other], 2000.0))
        covers.append((_fortress_rect(spread, fortress, other), 2000.0 if mine else 1500.0))
        covers.append((_order_rect(name_px, spread, fortress, token, gap, other),
                       500.0 if mine else 1000.0))
    f = _fortress_rect(spread, fortress, pid)
    below = QPointF(f.center().x(), f.bottom() + gap * 0.5 + height / 2)
    step_y = max(4.0, height / 2)
    step_x = max(step_y, width / 6)
    nx, ny = int((width + fortress * 1.5) / step_x), int((height + fortress * 2.0) / step_y)
    # Only what lies near is weighed.
    near = QRectF(below.x() - nx * step_x - width, below.y() - ny * step_y - height,
                  2 * (nx * step_x + width), 2 * (ny * step_y + height))
    # Plain numbers (left, top, right, bottom, weight): a Qt call per test
    # costs more than the test.
    boxes = [(b.left(), b.top(), b.right(), b.bottom(), w)
             for b, w in covers if b.intersects(near)]
    others = [s.path for o, s in g.provinces.items()
              if o != pid and s.path.boundingRect().intersects(near)]
    inside = shape.path.contains
    bx, by = below.x(), below.y()
    # Places nearest to below the fortress first: a place's distance is a
    # lower bound of its cost, so the search stops where the distance alone
    # costs more than the best place found (the same place as weighing every
    # one; of places that cost the same, the first in rows from the north-west).
    places = []
    for j in range(-ny, ny + 1):
        for i in range(-nx, nx + 1):
            x, y = bx + i * step_x, by + j * step_y
            near_cost = 25.0 * ((x - bx) ** 2 + (y - by) ** 2) ** 0.5 / step_y
            places.append((near_cost, len(places), x, y))
    places.sort(key=lambda place: (place[0], place[1]))
    best: tuple[float, int, QRectF] | None = None

    def worse(cost: float, index: int) -> bool:
        return best is not None and (cost, index) >= best[:2]

    for near_cost, index, x, y in places:
        if best is not None and near_cost > best[0]:
            break
        left, top = x - width / 2, y - height / 2
        right, bottom = left + width, top + height
        cost = near_cost + sum(w for l2, t2, r2, b2, w in boxes
                               if l2 < right and left < r2 and t2 < bottom and top < b2)
        if worse(cost, index):
            continue
        r = QRectF(left, top, width, height)
        for p in _keys(r, across, rows, gap):
            if not inside(p):
                # Over a neighbour the badge would take its clicks.
                # In the North Sea west of Harima the own hand lies.
                cost += 1700.0 if any(o.contains(p) for o in others) \
                    or any(h.contains(p) for h in HAND_SEA) else 500.0
        if worse(cost, index):
            continue
        cost += 100.0 * sum(1 for p in _samples(r) if not inside(p))
        if not worse(cost, index):
            best = (cost, index, r)
    assert best is not None
    return best[2]


def _keys(r: QRectF, across: int, rows: int, gap: float) -> list[QPointF]:
    """The centres of the stacks of a block of `rows` rows of up to
    `across` stacks `gap` apart, each with a point a little to either side
    (the stacks' widths differ a little)."""
    w = (r.width() - gap * (across - 1)) / across
    d = r.height() / (4 * rows)
    xs = [r.left() + w / 2 + i * (w + gap) + dx for i in range(across) for dx in (-d, 0.0, d)]
    ys = [r.top() + r.height() * (2 * j + 1) / (2 * rows) for j in range(rows)]
    return [QPointF(x, y) for x in xs for y in ys]


def _samples(r: QRectF) -> list[QPointF]:
    xs = (r.left() + 0.5, r.center().x(), r.right() - 0.5)
    ys = (r.top() + 0.5, r.center().y(), r.bottom() - 0.5)
    return [QPointF(x, y) for x in xs for y in ys]


def compute_layout(ctx: DrawContext) -> MapLayout:
    """The layout for the board's size and text size in `ctx`."""
    return _layout(round(ctx.viewport.width()), round(ctx.viewport.height()),
                   round(ctx.text_scale, 3), round(ctx.min_text_px, 3))


@cache
def _layout(vw: int, vh: int, text_scale: float, min_text_px: float) -> MapLayout:
    g = geometry()
    left, top, right, bottom = MAP_MARGIN
    fit = g.bounds.adjusted(-left, -top, right, bottom)
    aspect = vw / max(vh, 1)
    width = max(fit.width(), fit.height() * aspect)
    height = max(fit.height(), fit.width() / aspect)
    scene = QRectF(fit.left(), fit.top(), width, height)
    scale = vw / scene.width()
    ctx = DrawContext([], False, False, QSizeF(vw, vh), 0, text_scale=text_scale,
                      min_text_px=min_text_px)
    name_px = ctx.text_px(16, scale)
    stack_h = max(19.0 * text_scale, ctx.min_px(scale) / 0.78)
    spread = max(1.0, stack_h / 19.0)
    margin = 12.0
    if scene.right() - OPEN_EAST >= 230:
        east = QRectF(OPEN_EAST, scene.top() + margin, scene.right() - OPEN_EAST - margin,
                      scene.height() - 2 * margin)
    else:
        east = QRectF(EAST_SEA.x(), EAST_SEA.y(), scene.right() - margin - EAST_SEA.x(),
                      scene.bottom() - margin - EAST_SEA.y())
    west = QRectF(scene.left() + margin, scene.top() + margin,
                  WEST_SEA.x() - scene.left() - margin, WEST_SEA.y() - scene.top() - margin)
    return MapLayout(
        scene_rect=scene, scale=scale, name_px=name_px, sea_px=ctx.text_px(22, scale),
        text_px=ctx.text_px(15, scale), small_px=ctx.text_px(13, scale), stack_h=stack_h,
        fortress=27.0 * spread, token=max(22.0 * text_scale, ctx.min_px(scale) / 0.66),
        die=max(30.0, 26.0 * spread), card_w=max(30.0 * text_scale, ctx.min_px(scale) / 0.4),
        gap=4.0 * spread, spread=spread, west=west, east=east,
        zoom_bottom=scene.top() + zoom_bar_room(text_scale) / scale)
