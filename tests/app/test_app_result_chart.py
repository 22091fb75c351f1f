"""Every result dialog shows the course of its game as a chart."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect

from senji_desktop.engine import registry
from senji_desktop.engine.core import Move, moves_to_json
from senji_desktop.persistence.saves import SAVE_FILE_SUFFIX, SaveGame, SeatConfig, save_to
from senji_desktop.ui.common.charts import CoursePanel


def finished_save(path: Path, game_id: str, options: dict[str, Any], seed: int) -> SaveGame:
    """A saved game of random legal moves that has ended (seat 0 human, the others AI)."""
    game = registry.load_game(game_id)
    state = game.new_game(game.options_adapter.validate_python(options), seed)
    rng = random.Random(seed)
    moves: list[Move] = []
    while not game.is_over(state):
        seat = game.to_act(state)[0]
        action = rng.choice(game.legal_actions(state, seat))
        game.step(state, seat, action)
        moves.append(Move(seat, action))
    n = game.num_seats(state)
    seats = [SeatConfig(name="Aiko", kind="human")] + [
        SeatConfig(name=f"Rival {i}", kind="ai", agent="easy") for i in range(1, n)]
    save = SaveGame(game_id=game_id, options=options, seed=seed, seats=seats,
                    moves=moves_to_json(game, moves))
    save_to(path, save)
    return save


#: Every game's options for the test: on the kit (its ResultDialog) or with a
#: table's own end dialog.
GAME_OPTIONS: dict[str, dict[str, Any]] = {
    "senshi": {"num_seats": 3},
    "shinobi": {"num_seats": 4},
    "tenno": {},
    "senbazuru": {},
    "senji": {"num_seats": 3},
}


def test_every_game_is_checked_here() -> None:
    assert set(GAME_OPTIONS) == {g.game_id for g in registry.GAMES if g.available}


@pytest.mark.parametrize(("game_id", "options"), sorted(GAME_OPTIONS.items()))
def test_the_result_dialog_shows_the_course_of_the_game(
        qtbot: Any, make_window: Any, tmp_path: Path, game_id: str,
        options: dict[str, Any]) -> None:
    path = tmp_path / f"done{SAVE_FILE_SUFFIX}"
    finished_save(path, game_id, options, seed=6)
    window = make_window()
    assert window.open_save_file(str(path))
    qtbot.waitUntil(lambda: window.table is not None and window.table.end_dialog is not None
                    and window.table.end_dialog.isVisible(), timeout=20000)
    dialog = window.table.end_dialog
    panels = dialog.findChildren(CoursePanel)
    assert len(panels) == 1
    chart = panels[0].chart
    assert chart.legend is not None
    names = [label.text() for label in chart.legend.labels]
    assert names[:2] == ["Aiko", "Rival 1"]
    # A language change rebuilds the plot; Qt shows the new one a moment later.
    qtbot.waitUntil(lambda: chart.plot is not None and chart.plot.isVisible(), timeout=5000)
    # The chart fits into the dialog.
    top_left = panels[0].mapTo(dialog, QPoint(0, 0))
    assert dialog.rect().contains(QRect(top_left, panels[0].size()))
