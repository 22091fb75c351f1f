"""The Statistics page: reached from the home screen, one tab per game, reset asks first."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from app_helpers import click
from PySide6.QtWidgets import QMessageBox, QPushButton

from senji_desktop.persistence.archive import FinishedGame
from senji_desktop.persistence.saves import SeatConfig
from senji_desktop.persistence.statistics import (
    Statistics,
    add_game,
    load_statistics,
    statistics_path,
    write_statistics,
)

T0 = datetime(2026, 5, 1, tzinfo=UTC)


def finished(game_id: str, n: int, winners: list[int], agent: str = "hard", *,
             humans: int = 1, hints: bool = False, score: float = 10.0) -> FinishedGame:
    seats = [SeatConfig(name=f"P{i}", kind="human") for i in range(humans)]
    if humans == 1:
        seats.append(SeatConfig(name="Ren", kind="ai", agent=agent))  # type: ignore[arg-type]
    return FinishedGame(key=f"k{game_id}{n}", game_id=game_id, options={}, seed=n, seats=seats,
                        moves=[{}] * 40, winners=winners, ranking=[winners],
                        scores=[score, 3.0], finished_at=T0 + timedelta(hours=n),
                        hints_used=hints)


def write_stats(*games: FinishedGame) -> None:
    stats = Statistics()
    for g in games:
        add_game(stats, g)
    write_statistics(stats)


def test_statistics_page_from_the_home_screen(qtbot: Any, make_window: Any) -> None:
    write_stats(finished("tenno", 1, [0], "easy", score=31),
                finished("tenno", 2, [0], "hard", hints=True),
                finished("tenno", 3, [1], "hard"),
                finished("tenno", 4, [0, 1], "hard"),
                finished("tenno", 5, [0], humans=2),
                finished("senshi", 6, [0], "normal"))
    window = make_window()
    assert window.home.stats_button.isVisible()
    click(qtbot, window.home.stats_button)
    page = window.statistics_page
    qtbot.waitUntil(lambda: window.stack.currentWidget() is page, timeout=5000)
    click(qtbot, page.tab_buttons["tenno"])
    cell = page.cells
    assert cell[("easy", "won")].text() == "1"
    assert cell[("easy", "best_score")].text() == "31"
    assert cell[("hard", "played")].text() == "3"
    assert cell[("hard", "shared")].text() == "1" and cell[("hard", "lost")].text() == "1"
    assert cell[("hard", "win_rate")].text() == "33 %"
    assert cell[("hard", "hints")].text() == "1"
    assert cell[("all", "played")].text() == "4"
    assert cell[("all", "best_streak")].text() == "2"
    assert cell[("normal", "played")].text() == "0"
    assert cell[("normal", "win_rate")].text() == "–"
    assert "Several people at one screen: 1 game" in page.hotseat.text()
    assert page.results_chart is not None and page.form_chart is not None
    assert len(page.form_chart.points[("won", True)]) == 1  # the hinted win, hollow
    # Shinobi has no best score: no such column.
    click(qtbot, page.tab_buttons["shinobi"])
    assert ("all", "best_score") not in page.cells
    assert page.empty.isVisible() and not page.charts.isVisible()
    click(qtbot, page.back)
    assert window.stack.currentWidget() is window.home


def test_reset_asks_first_and_keeps_counts_when_cancelled(qtbot: Any, make_window: Any) -> None:
    write_stats(finished("senshi", 1, [0], "normal"))
    window = make_window()
    window.act_statistics.trigger()
    page = window.statistics_page
    page.select_game("senshi")
    click(qtbot, page.reset)
    qtbot.waitUntil(lambda: page.reset_question is not None, timeout=5000)
    box = page.reset_question
    assert box.defaultButton().objectName() == "cancel"
    click(qtbot, box.findChild(QPushButton, "cancel"))
    assert load_statistics()[0].game("senshi").tally("normal").played == 1
    click(qtbot, page.reset)
    qtbot.waitUntil(lambda: page.reset_question is not None, timeout=5000)
    click(qtbot, page.reset_question.findChild(QPushButton, "reset"))
    qtbot.waitUntil(lambda: page.cells[("normal", "played")].text() == "0", timeout=5000)
    assert load_statistics()[0].games == {}


def test_a_damaged_statistics_file_is_explained(qtbot: Any, make_window: Any,
                                                home: Path) -> None:
    path = statistics_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{ not json")
    window = make_window()
    window.show_statistics("senji")
    qtbot.waitUntil(lambda: window.notice is not None and window.notice.isVisible(),
                    timeout=5000)
    assert "damaged" in window.notice.text() and str(path) in window.notice.text()
    click(qtbot, window.notice.button(QMessageBox.StandardButton.Ok))
    assert window.statistics_page.cells[("all", "played")].text() == "0"
    assert not path.exists()


def test_statistics_follow_the_language(qtbot: Any, make_window: Any) -> None:
    write_stats(finished("senji", 1, [0], "easy"))
    window = make_window()
    window.show_statistics("senji")
    page = window.statistics_page
    window.set_language("de")
    assert page.title.text() == "Statistik"
    assert page.cells[("easy", "opponent")].text() == "Leicht"
    assert page.headers["won"].text() == "Gewonnen"
    window.set_language("en")
    assert page.headers["won"].text() == "Won"


def test_counts_of_games_say_one_game_and_two_games_in_both_languages(
        qtbot: Any, make_window: Any) -> None:
    """Plural forms by Qt's numerus translations: "your latest game", not
    "your latest 1 games" ("der letzten Partie", not "der letzten 1 Partien")."""
    from PySide6.QtWidgets import QLabel

    write_stats(finished("senshi", 1, [0], "normal"))
    window = make_window()
    try:
        click(qtbot, window.home.stats_button)
        page = window.statistics_page
        qtbot.waitUntil(lambda: window.stack.currentWidget() is page, timeout=5000)
        click(qtbot, page.tab_buttons["senshi"])

        def legend() -> list[str]:
            return [label.text() for label in page.form_chart.findChildren(QLabel)
                    if "Win rate of" in label.text() or "Siegquote" in label.text()]

        assert page.form_title.text() == "Form over your latest game"
        assert legend() == ["Win rate of the last 5 games"]
        window.set_language("de")
        qtbot.waitUntil(lambda: page.form_title.text() == "Deine Form in der letzten Partie",
                        timeout=5000)
        assert legend() == ["Siegquote der letzten 5 Partien"]
        write_stats(finished("senshi", 1, [0], "normal"), finished("senshi", 2, [1], "normal"))
        click(qtbot, page.back)
        click(qtbot, window.home.stats_button)
        qtbot.waitUntil(lambda: window.stack.currentWidget() is page, timeout=5000)
        click(qtbot, page.tab_buttons["senshi"])
        assert page.form_title.text() == "Deine Form in den letzten 2 Partien"
        window.set_language("en")
        qtbot.waitUntil(lambda: page.form_title.text() == "Form over your latest 2 games",
                        timeout=5000)
    finally:
        window.lang.set_language("en")
