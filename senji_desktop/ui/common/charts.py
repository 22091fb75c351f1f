"""Charts on the table's paper: the course of a game, results per difficulty, form.

Drawn with QPainter into a cached picture (redrawn only when the size, the
screen's pixel ratio or the language changes), dressed in the tables' paper,
ink and fonts: a light paper plot area, faint grid, ink labels of at least
10 pt. Colour never carries meaning alone: every seat's line has its own
marker shape (circle, square, triangle, diamond, …) in the chart and in its
legend, a second line of a seat is dashed, and bars and form points differ
by pattern or shape as well as colour.

Why not a plotting library: Qt's own chart module (QtCharts, and its
successor QtGraphs) is not offered under the LGPL — only under the GPL 3 or
a commercial licence — so the bundle, which carries Qt under the LGPL 3,
would as a whole fall under the GPL; pyqtgraph (MIT) needs NumPy, about
60 MB more in the bundle and 85 MB installed, and took 1.8 s to import on
the development machine, for three charts of a few dozen points.

- :class:`CourseChart` — one line per seat over the steps of a finished
  game (``engine.course.Course``): honor per year, points per turn, …
- :class:`ResultsChart` — won / shared / lost per opponent strength, as
  stacked horizontal bars.
- :class:`FormChart` — the latest games of one person against the AI: one
  point per game (won high, shared middle, lost low; a game with hints is
  drawn hollow) and the win rate over the last five games as a line.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
    QPolygonF,
)
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from senji_desktop.engine.course import MAIN, Course
from senji_desktop.ui.common import theme

translate = QCoreApplication.translate


#: Axis titles of a course (Course.quantity and Course.step), translated where shown.
QUANTITY_TEXTS = {
    "honor": QT_TRANSLATE_NOOP("Charts", "Honor"),
    "largest_pile": QT_TRANSLATE_NOOP("Charts", "Scoring piles"),
    "points": QT_TRANSLATE_NOOP("Charts", "Points"),
    "lives": QT_TRANSLATE_NOOP("Charts", "Lives"),
}
STEP_TEXTS = {
    "year": QT_TRANSLATE_NOOP("Charts", "Year"),
    "turn": QT_TRANSLATE_NOOP("Charts", "Turn"),
    "round": QT_TRANSLATE_NOOP("Charts", "Round"),
}

#: Line colours by seat when the game has no colours of its own (Okabe–Ito on
#: paper, the pale yellow left out: it does not read on paper).
SEAT_COLOURS = (theme.ON_PAPER["blue"], theme.ON_PAPER["vermilion"],
                theme.ON_PAPER["bluish_green"], theme.ON_PAPER["reddish_purple"],
                theme.ON_PAPER["orange"], theme.ON_PAPER["sky_blue"], theme.INK)
#: Marker shapes by seat, so lines are told apart without colour.
SHAPES = ("circle", "square", "triangle", "diamond", "star", "cross", "down")

WON_COLOUR = theme.ON_PAPER["bluish_green"]
SHARED_COLOUR = theme.ON_PAPER["orange"]
LOST_COLOUR = theme.ON_PAPER["vermilion"]

MARKER = 10.0  # marker size in pixels
LABEL_PT = 10.0


# ---- shapes and swatches -------------------------------------------------------


def shape_path(shape: str, rect: QRectF) -> QPainterPath:
    """The outline of a marker `shape` (see :data:`SHAPES`) fitted into `rect`."""
    path = QPainterPath()
    c = rect.center()
    r = min(rect.width(), rect.height()) / 2
    if shape == "circle":
        path.addEllipse(c, r * 0.9, r * 0.9)
    elif shape == "square":
        path.addRect(QRectF(c.x() - r * 0.78, c.y() - r * 0.78, r * 1.56, r * 1.56))
    elif shape in ("triangle", "down"):
        sign = 1 if shape == "triangle" else -1
        path.addPolygon(QPolygonF([QPointF(c.x(), c.y() - sign * r),
                                   QPointF(c.x() + r, c.y() + sign * r * 0.8),
                                   QPointF(c.x() - r, c.y() + sign * r * 0.8)]))
        path.closeSubpath()
    elif shape == "diamond":
        path.addPolygon(QPolygonF([QPointF(c.x(), c.y() - r), QPointF(c.x() + r, c.y()),
                                   QPointF(c.x(), c.y() + r), QPointF(c.x() - r, c.y())]))
        path.closeSubpath()
    elif shape == "star":
        points = []
        for i in range(10):
            a = -math.pi / 2 + i * math.pi / 5
            rad = r if i % 2 == 0 else r * 0.45
            points.append(QPointF(c.x() + math.cos(a) * rad, c.y() + math.sin(a) * rad))
        path.addPolygon(QPolygonF(points))
        path.closeSubpath()
    else:  # cross
        w = r * 0.38
        path.addRect(QRectF(c.x() - r, c.y() - w, 2 * r, 2 * w))
        path.addRect(QRectF(c.x() - w, c.y() - r, 2 * w, 2 * r))
        path.setFillRule(Qt.FillRule.WindingFill)
    return path


def draw_marker(p: QPainter, centre: QPointF, shape: str, colour: str,
                size: float = MARKER, *, hollow: bool = False) -> None:
    rect = QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size)
    if hollow:
        p.setPen(QPen(QColor(colour), 1.8))
        p.setBrush(QColor(theme.PAPER_LIGHT))
    else:
        p.setPen(QPen(QColor(theme.INK), 0.9))
        p.setBrush(QColor(colour))
    p.drawPath(shape_path(shape, rect))


def _pixmap(w: float, h: float, dpr: float) -> QPixmap:
    pixmap = QPixmap(max(1, round(w * dpr)), max(1, round(h * dpr)))
    pixmap.fill(Qt.GlobalColor.transparent)
    pixmap.setDevicePixelRatio(dpr)
    return pixmap


def legend_swatch(shape: str, colour: str, *, dashed: bool = False, hollow: bool = False,
                  marker: bool = True, dpr: float = 2.0) -> QPixmap:
    """A legend entry's picture: a short line (dashed or solid) with the marker on it."""
    w, h = 30.0, 14.0
    pixmap = _pixmap(w, h, dpr)
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(QColor(colour), 2.4,
                  Qt.PenStyle.DashLine if dashed else Qt.PenStyle.SolidLine))
    p.drawLine(QPointF(1, h / 2), QPointF(w - 1, h / 2))
    if marker:
        draw_marker(p, QPointF(w / 2, h / 2), shape, colour, hollow=hollow)
    p.end()
    return pixmap


def bar_swatch(colour: str, pattern: Qt.BrushStyle, dpr: float = 2.0) -> QPixmap:
    """A legend entry's picture for a bar: a small bar in its colour and pattern."""
    w, h = 24.0, 14.0
    pixmap = _pixmap(w, h, dpr)
    p = QPainter(pixmap)
    _paint_bar(p, QRectF(1, 1, w - 2, h - 2), colour, pattern)
    p.end()
    return pixmap


def _paint_bar(p: QPainter, rect: QRectF, colour: str, pattern: Qt.BrushStyle) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    if pattern != Qt.BrushStyle.SolidPattern:
        p.setBrush(theme.qc(colour, 70))
        p.drawRect(rect)
    p.setBrush(QBrush(QColor(colour), pattern))
    p.drawRect(rect)
    p.setPen(QPen(QColor(theme.INK), 0.8))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRect(rect)


# ---- axes ------------------------------------------------------------------------


def tick_step(span: float, most: int) -> float:
    """A round whole-number tick interval (1, 2, 5, 10, 20, 25, …) giving at most
    `most` intervals over `span`."""
    for candidate in (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000):
        if span / candidate <= most:
            return float(candidate)
    return float(10 ** math.ceil(math.log10(max(span, 1.0))))


@dataclass
class Axis:
    """One axis: its range, tick interval and title; `labels` replace the
    numbers at given positions (category axes); `show_numbers` False hides them."""

    low: float
    high: float
    step: float
    title: str = ""
    labels: dict[float, str] = field(default_factory=dict)
    show_numbers: bool = True

    @classmethod
    def whole(cls, low: float, high: float, most: int, title: str = "", *,
              exact: bool = False) -> Axis:
        """Whole-number ticks; the range widened to whole steps unless `exact`."""
        low = min(0.0, low)
        step = tick_step(max(1.0, high - low), most)
        top = math.ceil(high / step) * step if high > 0 else step
        bottom = math.floor(low / step) * step
        if exact:
            return cls(low, max(high, low + 1), step, title)
        return cls(bottom, max(top, bottom + step), step, title)

    def ticks(self) -> list[float]:
        if self.labels:
            return sorted(self.labels)
        first = math.ceil(self.low / self.step) * self.step
        out = []
        v = first
        while v <= self.high + 1e-9:
            out.append(v)
            v += self.step
        return out

    def text(self, value: float) -> str:
        if self.labels:
            return self.labels.get(value, "")
        return str(round(value)) if self.show_numbers else ""


# ---- the plot widget --------------------------------------------------------------


Layer = Callable[[QPainter, Callable[[float, float], QPointF], QRectF], None]


class Plot(QWidget):
    """A plot area with axes, drawn once into a cached picture.

    `layers` paint the data: each gets the painter, a function mapping data
    (x, y) to widget pixels, and the plot rectangle."""

    def __init__(self, x_axis: Axis, y_axis: Axis, parent: QWidget | None = None,
                 label_pt: float = LABEL_PT) -> None:
        super().__init__(parent)
        #: The size of the axes' numbers and titles (points).
        self.label_pt = label_pt
        self.x_axis = x_axis
        self.y_axis = y_axis
        self.layers: list[Layer] = []
        self._cache: QPixmap | None = None
        self._cache_key: tuple[int, int, float] | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        # At least as high as the y axis's title is long: it is read upwards
        # beside the plot ("Wertungsstapel" was cut to "Wertungsstape").
        fm = QFontMetricsF(theme.ui_font(label_pt))
        title = fm.horizontalAdvance(y_axis.title) + 6 + 8 + self._bottom(fm) if y_axis.title \
            else 0.0
        self.setMinimumSize(QSize(220, max(140, math.ceil(title))))

    def invalidate(self) -> None:
        self._cache = None
        self.update()

    def plot_rect(self) -> QRectF:
        font = theme.ui_font(self.label_pt)
        fm = QFontMetricsF(font)
        widest = max((fm.horizontalAdvance(self.y_axis.text(v)) for v in self.y_axis.ticks()),
                     default=0.0)
        left = 8 + widest + 6 + (fm.height() + 4 if self.y_axis.title else 0)
        bottom = self._bottom(fm)
        return QRectF(left, 8, max(10.0, self.width() - left - 14),
                      max(10.0, self.height() - 8 - bottom))

    def _bottom(self, fm: QFontMetricsF) -> float:
        """The room below the plot: the x axis's numbers and title."""
        return 6 + (fm.height() + 2 if self.x_axis.show_numbers or self.x_axis.labels else 0) \
            + (fm.height() + 4 if self.x_axis.title else 0)

    def to_px(self, x: float, y: float) -> QPointF:
        r = self.plot_rect()
        xa, ya = self.x_axis, self.y_axis
        fx = (x - xa.low) / ((xa.high - xa.low) or 1.0)
        fy = (y - ya.low) / ((ya.high - ya.low) or 1.0)
        return QPointF(r.left() + fx * r.width(), r.bottom() - fy * r.height())

    def render_to(self, p: QPainter) -> None:
        """Draw the whole plot (axes, grid, layers) with painter `p`."""
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.plot_rect()
        font = theme.ui_font(self.label_pt)
        fm = QFontMetricsF(font)
        p.setFont(font)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(theme.PAPER_LIGHT))
        p.drawRect(rect)
        grid = QPen(theme.qc(theme.INK_FAINT, 90), 1.0)
        label = QColor(theme.INK_SOFT)
        for v in self.y_axis.ticks():
            y = self.to_px(self.x_axis.low, v).y()
            p.setPen(grid)
            p.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))
            p.setPen(label)
            text = self.y_axis.text(v)
            p.drawText(QRectF(0, y - fm.height() / 2, rect.left() - 6, fm.height()),
                       int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), text)
        for v in self.x_axis.ticks():
            x = self.to_px(v, self.y_axis.low).x()
            text = self.x_axis.text(v)
            if not text:
                continue
            p.setPen(grid)
            p.drawLine(QPointF(x, rect.top()), QPointF(x, rect.bottom()))
            if text:
                p.setPen(label)
                w = fm.horizontalAdvance(text) + 4
                p.drawText(QRectF(x - w / 2, rect.bottom() + 4, w, fm.height()),
                           int(Qt.AlignmentFlag.AlignCenter), text)
        p.setPen(QPen(QColor(theme.INK_SOFT), 1.0))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(rect)
        if self.x_axis.title:
            p.setPen(label)
            p.drawText(QRectF(rect.left(), self.height() - fm.height() - 2, rect.width(),
                              fm.height()), int(Qt.AlignmentFlag.AlignCenter), self.x_axis.title)
        if self.y_axis.title:
            p.save()
            p.setPen(label)
            p.translate(2, rect.center().y())
            p.rotate(-90)
            p.drawText(QRectF(-rect.height() / 2, 0, rect.height(), fm.height()),
                       int(Qt.AlignmentFlag.AlignCenter), self.y_axis.title)
            p.restore()
        p.save()
        p.setClipRect(rect.adjusted(-MARKER, -MARKER, MARKER, MARKER))
        for layer in self.layers:
            layer(p, self.to_px, rect)
        p.restore()

    def paintEvent(self, event: QPaintEvent) -> None:
        dpr = self.devicePixelRatioF()
        key = (self.width(), self.height(), dpr)
        if self._cache is None or self._cache_key != key:
            pixmap = _pixmap(self.width(), self.height(), dpr)
            painter = QPainter(pixmap)
            self.render_to(painter)
            painter.end()
            self._cache, self._cache_key = pixmap, key
        p = QPainter(self)
        p.drawPixmap(0, 0, self._cache)
        p.end()


def line_layer(xs: Sequence[float], ys: Sequence[float], colour: str, *, width: float = 2.6,
               dashed: bool = False, shape: str | None = None) -> Layer:
    """A line through the points, with `shape` markers at each point (None: no markers)."""

    def paint(p: QPainter, to_px: Callable[[float, float], QPointF], _rect: QRectF) -> None:
        points = [to_px(x, y) for x, y in zip(xs, ys, strict=True)]
        if len(points) >= 2:
            p.setPen(QPen(QColor(colour), width,
                          Qt.PenStyle.DashLine if dashed else Qt.PenStyle.SolidLine,
                          Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPolyline(QPolygonF(points))
        if shape is not None:
            for pt in points:
                draw_marker(p, pt, shape, colour)

    return paint


def points_layer(points: Sequence[tuple[float, float]], shape: str, colour: str, *,
                 hollow: bool = False, size: float = MARKER + 2) -> Layer:
    def paint(p: QPainter, to_px: Callable[[float, float], QPointF], _rect: QRectF) -> None:
        for x, y in points:
            draw_marker(p, to_px(x, y), shape, colour, size, hollow=hollow)

    return paint


# ---- legend and the chart box -------------------------------------------------------


@dataclass(frozen=True)
class LegendEntry:
    text: str
    shape: str
    colour: str
    dashed: bool = False
    hollow: bool = False
    marker: bool = True
    #: Draw a bar sample with this brush pattern instead of a line (bar charts).
    pattern: Qt.BrushStyle | None = None


class Legend(QWidget):
    """Legend entries (swatch + text), at most `per_row` to a row."""

    def __init__(self, entries: Sequence[LegendEntry], parent: QWidget | None = None,
                 per_row: int = 4, label_pt: float = LABEL_PT) -> None:
        super().__init__(parent)
        self.setObjectName("chart_legend")
        rows = QVBoxLayout(self)
        rows.setContentsMargins(0, 0, 0, 0)
        rows.setSpacing(2)
        self.labels: list[QLabel] = []
        row: QHBoxLayout | None = None
        for i, entry in enumerate(entries):
            if i % per_row == 0:
                row = QHBoxLayout()
                row.setSpacing(12)
                rows.addLayout(row)
            assert row is not None
            swatch = QLabel(self)
            dpr = self.devicePixelRatioF()
            swatch.setPixmap(
                bar_swatch(entry.colour, entry.pattern, dpr=dpr) if entry.pattern is not None
                else legend_swatch(entry.shape, entry.colour, dashed=entry.dashed,
                                   hollow=entry.hollow, marker=entry.marker, dpr=dpr))
            text = QLabel(entry.text, self)
            text.setTextFormat(Qt.TextFormat.PlainText)
            text.setFont(theme.ui_font(label_pt))
            text.setStyleSheet(f"color: {theme.INK}; background: transparent;")
            self.labels.append(text)
            pair = QHBoxLayout()
            pair.setSpacing(4)
            pair.addWidget(swatch)
            pair.addWidget(text)
            row.addLayout(pair)
            if i % per_row == per_row - 1 or i == len(entries) - 1:
                row.addStretch(1)


class ChartBox(QWidget):
    """A plot with its legend below (what the pages and dialogs embed).

    Subclasses build :attr:`plot` and the legend in :meth:`build`, which runs
    again after a language switch; their labels are :attr:`label_pt` points
    (:data:`LABEL_PT` × the Text size)."""

    def __init__(self, parent: QWidget | None = None, text_scale: float = 1.0) -> None:
        super().__init__(parent)
        self.label_pt = LABEL_PT * text_scale
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(4)
        self.plot: Plot | None = None
        self.legend: Legend | None = None

    def _set(self, plot: Plot, entries: Sequence[LegendEntry]) -> None:
        for old in (self.plot, self.legend):
            if old is not None:
                self._layout.removeWidget(old)
                old.deleteLater()
        self.plot = plot
        self.plot.setParent(self)
        self._layout.addWidget(plot, 1)
        self.legend = Legend(entries, self, label_pt=self.label_pt)
        self._layout.addWidget(self.legend)

    def build(self) -> None:
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.build()
        super().changeEvent(event)


class CourseChart(ChartBox):
    """The course of a finished game: one line per seat (a second, dashed line
    per seat where the game has one), x = steps played, y = the game's number.

    `names` are the seats' names; `colours` optional hex colours per seat (a
    game's own seat colours, e.g. Senji's families), else :data:`SEAT_COLOURS`."""

    def __init__(self, course: Course, names: Sequence[str],
                 colours: Sequence[str] | None = None, parent: QWidget | None = None,
                 text_scale: float = 1.0) -> None:
        super().__init__(parent, text_scale)
        self.setObjectName("course_chart")
        self.course = course
        self.names = list(names)
        self.colours = list(colours) if colours else None
        self.build()

    def colour(self, seat: int) -> str:
        if self.colours and seat < len(self.colours):
            return self.colours[seat]
        return SEAT_COLOURS[seat % len(SEAT_COLOURS)]

    def name(self, seat: int) -> str:
        return self.names[seat] if seat < len(self.names) else str(seat + 1)

    def build(self) -> None:
        course = self.course
        values = [v for line in course.lines for v in line.values]
        last = float(course.xs[-1]) if course.xs else 1.0
        x_axis = Axis.whole(0, last, 10, translate("Charts", STEP_TEXTS.get(course.step,
                                                                            course.step)),
                            exact=True)
        y_axis = Axis.whole(min(values, default=0.0), max(values, default=0.0), 6,
                            translate("Charts", QUANTITY_TEXTS.get(course.quantity,
                                                                   course.quantity)))
        plot = Plot(x_axis, y_axis, label_pt=self.label_pt)
        plot.setObjectName("course_plot")
        xs = [float(x) for x in course.xs]
        entries = []
        markers = len(xs) <= 40
        for line in course.lines:
            main = line.role == MAIN
            shape = SHAPES[line.seat % len(SHAPES)]
            plot.layers.append(line_layer(xs, line.values, self.colour(line.seat),
                                          width=2.6 if main else 1.8, dashed=not main,
                                          shape=shape if main and markers else None))
            if main:
                entries.append(LegendEntry(self.name(line.seat), shape, self.colour(line.seat)))
        if any(line.role != MAIN for line in course.lines):
            entries.append(LegendEntry(translate("Charts", "dashed: smallest pile"), "circle",
                                       theme.INK_SOFT, dashed=True, marker=False))
        self._set(plot, entries)


class ResultsChart(ChartBox):
    """Won / shared / lost per row (e.g. per opponent strength), stacked bars.

    `rows` are (label, won, shared, lost), top row first."""

    STYLES = ((WON_COLOUR, Qt.BrushStyle.SolidPattern),
              (SHARED_COLOUR, Qt.BrushStyle.BDiagPattern),
              (LOST_COLOUR, Qt.BrushStyle.Dense4Pattern))

    def __init__(self, rows: Sequence[tuple[str, int, int, int]],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("results_chart")
        self.rows = list(rows)
        self.build()

    def build(self) -> None:
        texts = (translate("Charts", "Won"), translate("Charts", "Shared"),
                 translate("Charts", "Lost"))
        n = len(self.rows)
        most = max((sum(r[1:]) for r in self.rows), default=0)
        x_axis = Axis.whole(0, float(most), 6, translate("Charts", "Games"))
        y_axis = Axis(-0.5, n - 0.5, 1.0,
                      labels={float(n - 1 - i): r[0] for i, r in enumerate(self.rows)})
        plot = Plot(x_axis, y_axis, label_pt=self.label_pt)
        plot.setObjectName("results_plot")
        rows = self.rows

        def bars(p: QPainter, to_px: Callable[[float, float], QPointF], _rect: QRectF) -> None:
            font = theme.ui_font(self.label_pt, bold=True)
            fm = QFontMetricsF(font)
            p.setFont(font)
            for i, row in enumerate(rows):
                y = float(n - 1 - i)
                top = to_px(0, y + 0.31).y()
                bottom = to_px(0, y - 0.31).y()
                start = 0.0
                for k, count in enumerate(row[1:]):
                    if count <= 0:
                        continue
                    left = to_px(start, y).x()
                    right = to_px(start + count, y).x()
                    rect = QRectF(left, top, right - left, bottom - top)
                    _paint_bar(p, rect, *self.STYLES[k])
                    label = str(count)
                    if fm.horizontalAdvance(label) + 6 < rect.width():
                        back = QRectF(0, 0, fm.horizontalAdvance(label) + 6, fm.height())
                        back.moveCenter(rect.center())
                        p.setPen(Qt.PenStyle.NoPen)
                        p.setBrush(theme.qc(theme.PAPER_LIGHT, 220))
                        p.drawRoundedRect(back, 3, 3)
                        p.setPen(QColor(theme.INK))
                        p.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), label)
                    start += count

        plot.layers.append(bars)
        self._set(plot, [LegendEntry(texts[i], "square", self.STYLES[i][0],
                                     pattern=self.STYLES[i][1]) for i in range(3)])


#: Height of each result in the form chart (win rate in %).
RESULT_LEVEL = {"won": 100.0, "shared": 50.0, "lost": 0.0}
RESULT_SHAPE = {"won": "circle", "shared": "diamond", "lost": "cross"}
RESULT_COLOUR = {"won": WON_COLOUR, "shared": SHARED_COLOUR, "lost": LOST_COLOUR}
#: Games the form line averages over.
FORM_WINDOW = 5


def rolling_win_rate(results: Sequence[str], window: int = FORM_WINDOW) -> list[float]:
    """Per game, the share of wins (in %) among it and the games before it, at
    most `window` of them (a shared win counts half)."""
    out = []
    for i in range(len(results)):
        part = results[max(0, i + 1 - window): i + 1]
        score = sum(1.0 if r == "won" else 0.5 if r == "shared" else 0.0 for r in part)
        out.append(100.0 * score / len(part))
    return out


class FormChart(ChartBox):
    """The latest games of one person against the AI, oldest left.

    `games` are (result, hints_used) pairs: result "won" | "shared" | "lost".
    :attr:`points` holds the plotted points per (result, hints_used)."""

    def __init__(self, games: Sequence[tuple[str, bool]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("form_chart")
        self.games = list(games)
        self.points: dict[tuple[str, bool], list[tuple[float, float]]] = {}
        self.build()

    def build(self) -> None:
        games = self.games
        n = len(games)
        x_axis = Axis(0.5, max(1, n) + 0.5, 1.0, translate("Charts", "Latest games"),
                      show_numbers=False)
        y_axis = Axis(-10.0, 110.0, 25.0, translate("Charts", "Win rate (%)"),
                      labels={0.0: "0", 25.0: "25", 50.0: "50", 75.0: "75", 100.0: "100"})
        plot = Plot(x_axis, y_axis, label_pt=self.label_pt)
        plot.setObjectName("form_plot")
        rates = rolling_win_rate([g[0] for g in games])
        plot.layers.append(line_layer([float(i) for i in range(1, n + 1)], rates, theme.INK,
                                      width=2.0))
        self.points = {}
        for result in ("won", "shared", "lost"):
            for hinted in (False, True):
                pts = [(float(i), RESULT_LEVEL[result])
                       for i, (r, h) in enumerate(games, start=1) if r == result and h == hinted]
                self.points[(result, hinted)] = pts
                if pts:
                    plot.layers.append(points_layer(pts, RESULT_SHAPE[result],
                                                    RESULT_COLOUR[result], hollow=hinted))
        entries = [LegendEntry(translate("Charts", "Won"), "circle", WON_COLOUR),
                   LegendEntry(translate("Charts", "Shared"), "diamond", SHARED_COLOUR),
                   LegendEntry(translate("Charts", "Lost"), "cross", LOST_COLOUR)]
        if any(h for _r, h in games):
            entries.append(LegendEntry(translate("Charts", "with hints"), "circle",
                                       theme.INK_SOFT, hollow=True))
        #: Legend entry of the line; %n is the number of games it averages over.
        entries.append(LegendEntry(self.tr("Win rate of the last %n games", "", FORM_WINDOW),
                                   "circle", theme.INK, marker=False))
        self._set(plot, entries)


class CoursePanel(QWidget):
    """What a result dialog shows of the course: a heading and a :class:`CourseChart`
    (fonts and size × `text_scale`)."""

    def __init__(self, course: Course, names: Sequence[str],
                 colours: Sequence[str] | None = None, parent: QWidget | None = None,
                 text_scale: float = 1.0) -> None:
        super().__init__(parent)
        self.setObjectName("course")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 4, 0, 0)
        lay.setSpacing(4)
        self.heading = QLabel(self)
        self.heading.setFont(theme.ui_font(11 * text_scale, bold=True))
        self.heading.setStyleSheet(f"color: {theme.INK}; background: transparent;")
        lay.addWidget(self.heading)
        self.chart = CourseChart(course, names, colours, self, text_scale)
        self.chart.setMinimumSize(round(460 * text_scale), round(190 * text_scale))
        lay.addWidget(self.chart)
        self.retranslate()

    def retranslate(self) -> None:
        self.heading.setText(translate("Charts", "How the game went"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
