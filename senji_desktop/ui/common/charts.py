"""Charts on the table's paper: the course of a game, results per difficulty, form.

Drawn with Qt's own chart module (QtCharts, from PySide6-Addons), dressed in
the tables' paper, ink and fonts: a light paper plot area, faint grid, ink
labels of at least 10 pt. Colour never carries meaning alone: every line
has its own marker shape (circle, square, triangle, diamond, …) shown in the
chart and in its legend, a second line of a seat is dashed, and the bars and
form points differ by shape or pattern as well as colour.

QtCharts takes a moment to load, so this module is imported only where a
chart is shown (the Statistics page, a result dialog), never at start-up.

- :class:`CourseChart` — one line per seat over the steps of a finished
  game (``engine.course.Course``): honor per year, points per turn, …
- :class:`ResultsChart` — won / shared / lost per opponent strength, as
  stacked horizontal bars.
- :class:`FormChart` — the latest games of one person against the AI: one
  point per game (won high, shared middle, lost low; a game with hints is
  drawn hollow) and the win rate over the last five games as a line.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCharts import (
    QBarCategoryAxis,
    QBarSet,
    QChart,
    QChartView,
    QHorizontalStackedBarSeries,
    QLineSeries,
    QScatterSeries,
    QValueAxis,
)
from PySide6.QtCore import QCoreApplication, QMargins, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPainterPath, QPen, QPixmap, QPolygonF
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from senji_desktop.engine.course import MAIN, Course
from senji_desktop.ui.common import theme

translate = QCoreApplication.translate


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # lupdate looks for this name
    return text


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

MARKER = 11.0  # marker size in pixels
LABEL_PT = 10.0


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
        import math

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


def marker_image(shape: str, colour: str, size: float = MARKER, *, hollow: bool = False,
                 dpr: float = 2.0) -> QImage:
    """A marker as an image (QtCharts draws it at every point of a series)."""
    px = max(1, round(size * dpr))
    image = QImage(px, px, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    image.setDevicePixelRatio(dpr)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    inner = QRectF(1.2, 1.2, size - 2.4, size - 2.4)
    if hollow:
        p.setPen(QPen(QColor(colour), 1.8))
        p.setBrush(QColor(theme.PAPER_LIGHT))
    else:
        p.setPen(QPen(QColor(theme.INK), 0.9))
        p.setBrush(QColor(colour))
    p.drawPath(shape_path(shape, inner))
    p.end()
    return image


def legend_swatch(shape: str, colour: str, *, dashed: bool = False, hollow: bool = False,
                  marker: bool = True, dpr: float = 2.0) -> QPixmap:
    """A legend entry's picture: a short line (dashed or solid) with the marker on it."""
    w, h = 30.0, 14.0
    pixmap = QPixmap(round(w * dpr), round(h * dpr))
    pixmap.fill(Qt.GlobalColor.transparent)
    pixmap.setDevicePixelRatio(dpr)
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    pen = QPen(QColor(colour), 2.4, Qt.PenStyle.DashLine if dashed else Qt.PenStyle.SolidLine)
    p.setPen(pen)
    p.drawLine(QPointF(1, h / 2), QPointF(w - 1, h / 2))
    if marker:
        p.drawImage(QRectF(w / 2 - MARKER / 2, h / 2 - MARKER / 2, MARKER, MARKER),
                    marker_image(shape, colour, hollow=hollow, dpr=dpr))
    p.end()
    return pixmap


def bar_swatch(colour: str, pattern: Qt.BrushStyle, dpr: float = 2.0) -> QPixmap:
    """A legend entry's picture for a bar set: a small bar in its colour and pattern."""
    w, h = 24.0, 14.0
    pixmap = QPixmap(round(w * dpr), round(h * dpr))
    pixmap.fill(Qt.GlobalColor.transparent)
    pixmap.setDevicePixelRatio(dpr)
    p = QPainter(pixmap)
    p.setPen(QPen(QColor(theme.INK), 0.8))
    p.setBrush(QColor(theme.PAPER_LIGHT))
    rect = QRectF(1, 1, w - 2, h - 2)
    p.drawRect(rect)
    p.setBrush(QBrush(QColor(colour), pattern))
    p.drawRect(rect)
    p.end()
    return pixmap


def _style_chart(chart: QChart) -> None:
    chart.setBackgroundVisible(False)
    chart.setPlotAreaBackgroundVisible(True)
    chart.setPlotAreaBackgroundBrush(QBrush(QColor(theme.PAPER_LIGHT)))
    chart.setPlotAreaBackgroundPen(QPen(QColor(theme.INK_FAINT), 1.0))
    chart.setMargins(QMargins(4, 4, 4, 4))
    chart.layout().setContentsMargins(0, 0, 0, 0)
    chart.setBackgroundRoundness(0)
    chart.legend().setVisible(False)
    chart.setAnimationOptions(QChart.AnimationOption.NoAnimation)
    chart.setTitleFont(theme.ui_font(11, bold=True))
    chart.setTitleBrush(QBrush(QColor(theme.INK)))


def _style_axis(axis: QValueAxis | QBarCategoryAxis, title: str = "") -> None:
    axis.setLabelsFont(theme.ui_font(LABEL_PT))
    axis.setLabelsBrush(QBrush(QColor(theme.INK_SOFT)))
    axis.setLinePen(QPen(QColor(theme.INK_SOFT), 1.0))
    axis.setGridLinePen(QPen(theme.qc(theme.INK_FAINT, 90), 1.0))
    axis.setMinorGridLineVisible(False)
    if title:
        axis.setTitleText(title)
        axis.setTitleFont(theme.ui_font(LABEL_PT))
        axis.setTitleBrush(QBrush(QColor(theme.INK_SOFT)))


def _view(chart: QChart, parent: QWidget | None) -> QChartView:
    view = QChartView(chart, parent)
    view.setRenderHint(QPainter.RenderHint.Antialiasing)
    view.setStyleSheet("background: transparent;")
    view.setFrameShape(QChartView.Shape.NoFrame)
    view.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
    view.setMinimumSize(QSize(220, 150))
    return view


def integer_ticks(axis: QValueAxis, low: float, high: float, most: int = 8,
                  exact: bool = False) -> None:
    """Give `axis` the range low…high (widened to whole steps unless `exact`)
    with at most `most` intervals of a round whole-number size (1, 2, 5, 10,
    20, 25, …)."""
    low = float(min(0.0, low))
    span = max(1.0, high - low)
    step = 1.0
    for candidate in (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000):
        step = float(candidate)
        if span / step <= most:
            break
    top = -(-high // step) * step if high > 0 else step
    bottom = (low // step) * step
    axis.setRange(low if exact else bottom,
                  max(high, low + 1) if exact else max(top, bottom + step))
    axis.setTickType(QValueAxis.TickType.TicksDynamic)
    axis.setTickAnchor(0.0)
    axis.setTickInterval(step)
    axis.setLabelFormat("%d")


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
    """A row of legend entries (swatch + text) that wraps onto more rows."""

    def __init__(self, entries: Sequence[LegendEntry], parent: QWidget | None = None,
                 per_row: int = 4) -> None:
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
            text.setFont(theme.ui_font(LABEL_PT))
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
    """A chart view with its legend below (what the pages and dialogs embed)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(4)
        self.chart = QChart()
        _style_chart(self.chart)
        self.view = _view(self.chart, self)
        self._layout.addWidget(self.view, 1)
        self.legend: Legend | None = None

    def set_legend(self, entries: Sequence[LegendEntry]) -> None:
        if self.legend is not None:
            self._layout.removeWidget(self.legend)
            self.legend.deleteLater()
        self.legend = Legend(entries, self)
        self._layout.addWidget(self.legend)


class CourseChart(ChartBox):
    """The course of a finished game: one line per seat (a second, dashed line
    per seat where the game has one), x = steps played, y = the game's number.

    `names` are the seats' names; `colours` optional hex colours per seat (a
    game's own seat colours, e.g. Senji's families), else :data:`SEAT_COLOURS`."""

    def __init__(self, course: Course, names: Sequence[str],
                 colours: Sequence[str] | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("course_chart")
        self.course = course
        self.series: list[QLineSeries] = []
        top = max((v for line in course.lines for v in line.values), default=0.0)
        bottom = min((v for line in course.lines for v in line.values), default=0.0)
        x_axis = QValueAxis()
        y_axis = QValueAxis()
        _style_axis(x_axis, translate("Charts", STEP_TEXTS.get(course.step, course.step)))
        _style_axis(y_axis, translate("Charts",
                                      QUANTITY_TEXTS.get(course.quantity, course.quantity)))
        integer_ticks(x_axis, 0, float(course.xs[-1] if course.xs else 1), most=10, exact=True)
        integer_ticks(y_axis, bottom, top, most=6)
        self.chart.addAxis(x_axis, Qt.AlignmentFlag.AlignBottom)
        self.chart.addAxis(y_axis, Qt.AlignmentFlag.AlignLeft)
        entries = []
        for line in course.lines:
            seat = line.seat
            colour = (colours[seat] if colours and seat < len(colours)
                      else SEAT_COLOURS[seat % len(SEAT_COLOURS)])
            shape = SHAPES[seat % len(SHAPES)]
            series = QLineSeries()
            name = names[seat] if seat < len(names) else str(seat + 1)
            series.setName(name)
            main = line.role == MAIN
            pen = QPen(QColor(colour), 2.6 if main else 1.8,
                       Qt.PenStyle.SolidLine if main else Qt.PenStyle.DashLine)
            series.setPen(pen)
            for x, v in zip(course.xs, line.values, strict=True):
                series.append(float(x), float(v))
            if main and len(course.xs) <= 40:
                series.setLightMarker(marker_image(shape, colour,
                                                   dpr=self.devicePixelRatioF() or 2.0))
                series.setMarkerSize(MARKER)
            self.chart.addSeries(series)
            series.attachAxis(x_axis)
            series.attachAxis(y_axis)
            self.series.append(series)
            if main:
                entries.append(LegendEntry(name, shape, colour))
        if any(line.role != MAIN for line in course.lines):
            entries.append(LegendEntry(translate("Charts", "dashed: smallest pile"), "circle",
                                       theme.INK_SOFT, dashed=True, marker=False))
        self.set_legend(entries)


class ResultsChart(ChartBox):
    """Won / shared / lost per row (e.g. per opponent strength), stacked bars.

    `rows` are (label, won, shared, lost), top row first."""

    def __init__(self, rows: Sequence[tuple[str, int, int, int]],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("results_chart")
        texts = (translate("Charts", "Won"), translate("Charts", "Shared"),
                 translate("Charts", "Lost"))
        styles = ((WON_COLOUR, Qt.BrushStyle.SolidPattern),
                  (SHARED_COLOUR, Qt.BrushStyle.BDiagPattern),
                  (LOST_COLOUR, Qt.BrushStyle.Dense4Pattern))
        series = QHorizontalStackedBarSeries()
        self.bar_sets: list[QBarSet] = []
        ordered = list(reversed(rows))  # bar charts grow upwards; the first row on top
        for i, text in enumerate(texts):
            bar_set = QBarSet(text)
            colour, pattern = styles[i]
            brush = QBrush(QColor(colour), pattern)
            bar_set.setBrush(brush)
            bar_set.setPen(QPen(QColor(theme.INK), 0.8))
            bar_set.setLabelColor(QColor(theme.INK))
            bar_set.setLabelFont(theme.ui_font(LABEL_PT, bold=True))
            for row in ordered:
                bar_set.append(float(row[1 + i]))
            series.append(bar_set)
            self.bar_sets.append(bar_set)
        series.setLabelsVisible(True)
        series.setLabelsFormat("@value")
        series.setBarWidth(0.62)
        self.chart.addSeries(series)
        categories = QBarCategoryAxis()
        categories.append([row[0] for row in ordered])
        _style_axis(categories)
        categories.setGridLineVisible(False)
        values = QValueAxis()
        _style_axis(values, translate("Charts", "Games"))
        most = max((sum(row[1:]) for row in rows), default=0)
        integer_ticks(values, 0, float(most), most=6)
        self.chart.addAxis(categories, Qt.AlignmentFlag.AlignLeft)
        self.chart.addAxis(values, Qt.AlignmentFlag.AlignBottom)
        series.attachAxis(categories)
        series.attachAxis(values)
        self.set_legend([LegendEntry(texts[i], "square", styles[i][0], pattern=styles[i][1])
                         for i in range(3)])


#: Height of each result in the form chart (win rate in %).
RESULT_LEVEL = {"won": 100.0, "shared": 50.0, "lost": 0.0}
RESULT_SHAPE = {"won": "circle", "shared": "diamond", "lost": "cross"}
RESULT_COLOUR = {"won": WON_COLOUR, "shared": SHARED_COLOUR, "lost": LOST_COLOUR}
#: Games the form line averages over.
FORM_WINDOW = 5


def rolling_win_rate(results: Sequence[str], window: int = FORM_WINDOW) -> list[float]:
    """Per game, the share of sole wins (in %) among it and the games before
    it, at most `window` of them (a shared win counts half)."""
    out = []
    for i in range(len(results)):
        part = results[max(0, i + 1 - window): i + 1]
        score = sum(1.0 if r == "won" else 0.5 if r == "shared" else 0.0 for r in part)
        out.append(100.0 * score / len(part))
    return out


class FormChart(ChartBox):
    """The latest games of one person against the AI, oldest left.

    `games` are (result, hints_used) pairs: result "won" | "shared" | "lost"."""

    def __init__(self, games: Sequence[tuple[str, bool]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("form_chart")
        x_axis = QValueAxis()
        y_axis = QValueAxis()
        _style_axis(x_axis, translate("Charts", "Latest games"))
        _style_axis(y_axis, translate("Charts", "Win rate (%)"))
        n = len(games)
        x_axis.setRange(0.5, max(1, n) + 0.5)
        x_axis.setLabelFormat("%d")
        x_axis.setTickCount(2)
        x_axis.setLabelsVisible(False)
        y_axis.setRange(-8, 108)
        y_axis.setTickType(QValueAxis.TickType.TicksDynamic)
        y_axis.setTickAnchor(0)
        y_axis.setTickInterval(25)
        y_axis.setLabelFormat("%d")
        self.chart.addAxis(x_axis, Qt.AlignmentFlag.AlignBottom)
        self.chart.addAxis(y_axis, Qt.AlignmentFlag.AlignLeft)
        dpr = self.devicePixelRatioF() or 2.0
        line = QLineSeries()
        line.setName(translate("Charts", "Win rate"))
        line.setPen(QPen(QColor(theme.INK), 2.0))
        for i, rate in enumerate(rolling_win_rate([g[0] for g in games]), start=1):
            line.append(float(i), rate)
        self.chart.addSeries(line)
        line.attachAxis(x_axis)
        line.attachAxis(y_axis)
        self.points: dict[tuple[str, bool], QScatterSeries] = {}
        for result in ("won", "shared", "lost"):
            for hinted in (False, True):
                series = QScatterSeries()
                series.setMarkerSize(MARKER + 2)
                series.setLightMarker(marker_image(RESULT_SHAPE[result], RESULT_COLOUR[result],
                                                   MARKER + 2, hollow=hinted, dpr=dpr))
                for i, (r, h) in enumerate(games, start=1):
                    if r == result and h == hinted:
                        series.append(float(i), RESULT_LEVEL[result])
                self.chart.addSeries(series)
                series.attachAxis(x_axis)
                series.attachAxis(y_axis)
                self.points[(result, hinted)] = series
        entries = [LegendEntry(translate("Charts", "Won"), "circle", WON_COLOUR),
                   LegendEntry(translate("Charts", "Shared"), "diamond", SHARED_COLOUR),
                   LegendEntry(translate("Charts", "Lost"), "cross", LOST_COLOUR)]
        if any(h for _r, h in games):
            entries.append(LegendEntry(translate("Charts", "with hints"), "circle", theme.INK_SOFT,
                                       hollow=True))
        #: Legend entry of the line; %1 is the number of games it averages over.
        entries.append(LegendEntry(translate("Charts", "Win rate of the last %1 games")
                                   .replace("%1", str(FORM_WINDOW)), "circle", theme.INK,
                                   marker=False))
        self.set_legend(entries)
