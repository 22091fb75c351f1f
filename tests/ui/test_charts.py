"""Charts on paper: axes with whole-number ticks, one legend entry per seat, form line."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtGui import QColor

from senji_desktop.engine.course import MAIN, SECONDARY, Course, CourseLine
from senji_desktop.ui.common import theme
from senji_desktop.ui.common.charts import (
    SHAPES,
    Axis,
    CourseChart,
    FormChart,
    ResultsChart,
    rolling_win_rate,
)


def test_axis_ticks_are_round_whole_numbers() -> None:
    axis = Axis.whole(0, 47, 6)
    assert (axis.low, axis.high, axis.step) == (0, 50, 10)
    assert axis.ticks() == [0, 10, 20, 30, 40, 50]
    exact = Axis.whole(0, 24, 10, exact=True)
    assert exact.high == 24 and exact.ticks() == [0, 5, 10, 15, 20]
    assert Axis.whole(-3, 4, 6).low == -4  # widened to a whole step below
    assert Axis.whole(0, 0, 6).high >= 1


def test_rolling_win_rate_counts_a_shared_win_half() -> None:
    assert rolling_win_rate(["won", "lost", "shared"], window=2) == [100.0, 50.0, 25.0]
    assert rolling_win_rate([]) == []


def test_course_chart_has_a_line_and_a_legend_entry_per_seat(qtbot: Any) -> None:
    course = Course("largest_pile", "turn", (0, 1, 2, 3),
                    (CourseLine(0, (0, 1, 2, 3)), CourseLine(1, (0, 0, 2, 4)),
                     CourseLine(0, (0, 0, 1, 1), SECONDARY),
                     CourseLine(1, (0, 0, 0, 2), SECONDARY)))
    chart = CourseChart(course, ["Aiko", "Kenji"], colours=["#123456", "#654321"])
    qtbot.addWidget(chart)
    chart.resize(420, 260)
    chart.show()
    assert chart.legend is not None
    texts = [label.text() for label in chart.legend.labels]
    assert texts == ["Aiko", "Kenji", "dashed: smallest pile"]
    assert chart.plot is not None and len(chart.plot.layers) == 4
    assert chart.plot.y_axis.title == "Scoring piles" and chart.plot.x_axis.title == "Turn"
    picture = chart.plot.grab().toImage()
    # The plot area is paper, the lines are drawn in the seats' colours.
    colours = {picture.pixelColor(x, y).name() for x in range(0, picture.width(), 3)
               for y in range(0, picture.height(), 3)}
    assert QColor(theme.PAPER_LIGHT).name() in colours
    assert "#123456" in colours


def test_many_seats_get_distinct_shapes() -> None:
    assert len(set(SHAPES)) == len(SHAPES) >= 6


def test_results_chart_and_form_chart(qtbot: Any) -> None:
    results = ResultsChart([("Easy", 3, 1, 0), ("Hard", 0, 0, 5)])
    qtbot.addWidget(results)
    assert results.plot is not None
    assert results.plot.y_axis.labels == {1.0: "Easy", 0.0: "Hard"}
    assert results.plot.x_axis.high >= 5
    form = FormChart([("won", False), ("lost", True), ("shared", False), ("won", True)])
    qtbot.addWidget(form)
    assert form.points[("won", False)] == [(1.0, 100.0)]
    assert form.points[("lost", True)] == [(2.0, 0.0)]
    assert form.points[("won", True)] == [(4.0, 100.0)]
    assert form.legend is not None
    assert "with hints" in [label.text() for label in form.legend.labels]
    for widget in (results, form):
        widget.resize(400, 250)
        widget.show()
        assert not widget.grab().isNull()


@pytest.mark.parametrize("quantity", ["honor", "points", "lives", "largest_pile"])
def test_every_course_quantity_has_an_axis_title(qtbot: Any, quantity: str) -> None:
    chart = CourseChart(Course(quantity, "year", (0, 1), (CourseLine(0, (0, 1), MAIN),)), ["A"])
    qtbot.addWidget(chart)
    assert chart.plot is not None and chart.plot.y_axis.title != quantity


def test_a_plot_is_never_lower_than_its_y_axis_title_is_long(qtbot: Any) -> None:
    """The y axis's title is read upwards beside the plot; a plot squeezed
    by its dialog keeps room for all of it (German "Wertungsstapel" was cut)."""
    from PySide6.QtGui import QFontMetricsF
    from PySide6.QtWidgets import QVBoxLayout, QWidget

    from senji_desktop.ui.common.charts import LABEL_PT, Axis, Plot

    title = "Wertungsstapel der längsten Art"
    holder = QWidget()
    qtbot.addWidget(holder)
    plot = Plot(Axis.whole(0, 100, 6, "Zug"), Axis.whole(0, 10, 6, title))
    QVBoxLayout(holder).addWidget(plot)
    holder.resize(400, 60)
    holder.show()
    qtbot.waitExposed(holder)
    fm = QFontMetricsF(theme.ui_font(LABEL_PT))
    assert plot.plot_rect().height() >= fm.horizontalAdvance(title)


def test_a_result_dialogs_chart_labels_follow_the_text_size(qtbot: Any) -> None:
    """At 150 % text the course chart's axis numbers, titles and legend are
    150 % too (they stayed at 10 pt, the smallest text of the dialog)."""
    from senji_desktop.ui.common.charts import LABEL_PT, CoursePanel

    course = Course("points", "round", (0, 1, 2), (CourseLine(0, (0, 3, 5)),
                                                   CourseLine(1, (0, 2, 6))))
    plain = CoursePanel(course, ["Aiko", "Kenji"])
    large = CoursePanel(course, ["Aiko", "Kenji"], text_scale=1.5)
    for panel in (plain, large):
        qtbot.addWidget(panel)
        panel.resize(700, 400)
    assert large.chart.plot is not None and large.chart.legend is not None
    assert large.chart.plot.label_pt == pytest.approx(LABEL_PT * 1.5)
    assert [label.font().pointSizeF() for label in large.chart.legend.labels] == \
        pytest.approx([LABEL_PT * 1.5] * 2)
    assert plain.chart.plot is not None
    # The larger numbers and title take more room left of the plot.
    assert large.chart.plot.plot_rect().left() > plain.chart.plot.plot_rect().left()
