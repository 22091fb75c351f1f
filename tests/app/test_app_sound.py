"""Sound in the app: Settings › Sound remembered, your turn, moves and the end heard."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from test_app_saved_games import OPTIONS, save_file, senshi_moves

from senji_desktop.engine import registry
from senji_desktop.persistence.saves import SAVE_FILE_SUFFIX, SeatConfig
from senji_desktop.persistence.settings import load_settings


def test_sound_settings_are_remembered(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    assert window.act_sound.isChecked() and not window.sound.muted
    heard: list[str] = []
    window.sound.played.connect(heard.append)
    window.act_sound.trigger()  # sound effects off
    assert window.sound.muted and load_settings()[0].sound_muted
    assert not window.volume_slider.isEnabled()
    window.act_sound.trigger()
    slider = window.volume_slider
    slider.setFocus()
    start = slider.value()
    qtbot.keyClick(slider, Qt.Key.Key_PageDown)
    assert slider.value() == start - 10
    assert window.sound.volume == start - 10
    assert load_settings()[0].sound_volume == start - 10
    assert heard == ["place"]  # the new loudness, heard once
    window.close()
    again = make_window()
    assert again.volume_slider.value() == start - 10 and again.act_sound.isChecked()


def test_your_turn_and_the_moves_sound(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    heard: list[str] = []
    window.sound.played.connect(heard.append)
    window.set_animation_speed("fast")
    window.start_game("senshi", {"num_seats": 2, "first_seat": 1}, 5,
                      [SeatConfig(name="Mika", kind="human"),
                       SeatConfig(name="Kenji", kind="ai", agent="easy")])
    ctrl = window.controller
    qtbot.waitUntil(lambda: ctrl.awaiting_human == 0 and "your_turn" in heard, timeout=15000)
    # Kenji picked a stack first: it was put down before Mika's turn sounded.
    assert heard.index("place") < heard.index("your_turn")


def test_the_end_of_a_game_sounds_won_or_lost(qtbot: Any, make_window: Any,
                                              tmp_path: Path) -> None:
    moves = senshi_moves(None)
    game = registry.load_game("senshi")
    state = game.new_game(game.options_adapter.validate_python(OPTIONS), 4)
    for m in moves:
        game.step(state, m.seat, m.action)
    human_won = 0 in game.outcome(state).winners
    path = tmp_path / f"end{SAVE_FILE_SUFFIX}"
    save_file(path, moves)
    window = make_window()
    heard: list[str] = []
    window.sound.played.connect(heard.append)
    window.open_save_file(str(path))
    expected = "won" if human_won else "lost"
    qtbot.waitUntil(lambda: expected in heard, timeout=10000)
    assert ("lost" if human_won else "won") not in heard
