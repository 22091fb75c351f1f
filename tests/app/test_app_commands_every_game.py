"""Undo, "Suggest a move" and the replay on every game whose table uses the table kit.

Played like a person: a human against one computer player makes a move by
clicks, presses H and sees the suggestion marked on the table (a glow on the
places to click or a marked button, and the sentence in the side panel),
presses Ctrl+Z and finds the table as it was before the move (or, where the
undo policy refuses, the reason in words); then a finished game of the same
kind is opened in the replay viewer, jumped to its last move with End (every
hand face up: the game's revealed view) and back to the deal with Home.
"""

from __future__ import annotations

from typing import Any

import pytest
from app_helpers import click
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from senji_desktop.engine.core import Move, end_view
from senji_desktop.engine.registry import load_game
from senji_desktop.engine.rng import Rng
from senji_desktop.persistence.saves import SeatConfig
from senji_desktop.ui.kit.table import KitTable

#: (game, options, seed) per game: the fewest seats the game allows.
GAMES = [
    ("senshi", {"num_seats": 2, "first_seat": 0}, 3),
    ("tenno", {"num_seats": 2, "first_seat": 0}, 3),
    ("shinobi", {"num_seats": 4, "first_seat": 0}, 3),
    ("senbazuru", {"num_seats": 2, "first_seat": 0}, 3),
    ("senji", {"num_seats": 3, "first_seat": 0}, 3),
]


def _seats(n: int) -> list[SeatConfig]:
    return [SeatConfig(name="Mika", kind="human")] + [
        SeatConfig(name=f"Rival {i}", kind="ai", agent="easy") for i in range(1, n)]


def _choose(qtbot: Any, table: Any, action: Any) -> None:
    """Click `action` as a player does: place after place, or a button."""
    for widget, point in table.click_points(action):
        if isinstance(widget, QPushButton):
            click(qtbot, widget)
        else:
            qtbot.mouseMove(widget, point)
            qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=point)


def _marked(table: Any) -> bool:
    """True if the table shows a suggestion: glowing places or a marked button."""
    if table.scene.overlay("mark"):
        return True
    return any(button.property("marked") for button in table.panel.buttons.values())


def _kit_table(window: Any, game_id: str) -> Any:
    table = window.table
    if not isinstance(table, KitTable):
        pytest.skip(f"{game_id}'s table is not on the table kit yet")
    return table


@pytest.mark.parametrize(("game_id", "options", "seed"), GAMES, ids=[g[0] for g in GAMES])
def test_a_suggestion_is_marked_and_undo_takes_the_move_back(
        qtbot: Any, make_window: Any, game_id: str, options: dict[str, Any], seed: int) -> None:
    window = make_window()
    with qtbot.waitSignal(window.game_started) as started:
        assert window.start_game(game_id, options, seed, _seats(options["num_seats"]))
    ctrl = started.args[0]
    table = _kit_table(window, game_id)
    qtbot.waitUntil(lambda: ctrl.awaiting_human == 0 and not table.input_held)
    before, moves_before = table.view, len(ctrl.moves)

    with qtbot.waitSignal(ctrl.hint_ready) as hint:
        qtbot.keyClick(window, Qt.Key.Key_H)
    action = hint.args[0]
    assert action in table.view.legal
    qtbot.waitUntil(lambda: _marked(table))
    assert table.status_text and "{" not in table.status_text
    assert ctrl.save_game().hints_used

    # The suggested move is one a player can click.
    _choose(qtbot, table, action)
    qtbot.waitUntil(lambda: len(ctrl.moves) > moves_before)
    qtbot.waitUntil(lambda: ctrl.awaiting_human == 0 or ctrl.is_over)
    if window.play.act_undo.isEnabled():
        qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        qtbot.waitUntil(lambda: len(ctrl.moves) == moves_before and table.view == before)
        assert not _marked(table)
        assert window.play.act_redo.isEnabled()
    else:
        # Where the policy refuses, the reason is said in words.
        reason = window.play.act_undo.toolTip()
        assert reason and reason != "Take back your last move."
        qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        assert window.statusBar().currentMessage() == reason


def _finished(game_id: str, options: dict[str, Any], seed: int) -> tuple[Any, list[Move]]:
    game = load_game(game_id)
    state = game.new_game(game.options_adapter.validate_python(options), seed)
    rng = Rng(seed)
    moves = []
    while not game.is_over(state):
        seat = game.to_act(state)[0]
        action = rng.choice(game.legal_actions(state, seat))
        moves.append(Move(seat, action))
        game.step(state, seat, action)
    return end_view(game, state, 1), moves


@pytest.mark.parametrize(("game_id", "options", "seed"), GAMES, ids=[g[0] for g in GAMES])
def test_a_replay_jumps_to_the_end_with_every_hand_face_up(
        qtbot: Any, make_window: Any, game_id: str, options: dict[str, Any], seed: int) -> None:
    window = make_window()
    last_view, moves = _finished(game_id, options, seed)
    names = [f"Player {i + 1}" for i in range(options["num_seats"])]
    assert window.watch_replay(game_id, options, seed, moves, names, seat=1, position=0)
    page = window.replay_page
    if not isinstance(page.table, KitTable):
        pytest.skip(f"{game_id}'s table is not on the table kit yet")
    ctrl = page.controller
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    assert ctrl.position == 0
    qtbot.keyClick(page, Qt.Key.Key_End)
    assert ctrl.position == len(moves)
    assert page.table.view == last_view
    # The panel says how the game ended (no result dialog in a replay).
    assert page.table.turn_label.text() == "The game is over"
    assert "being counted" not in page.table.phase_label.text()
    qtbot.keyClick(page, Qt.Key.Key_Home)
    assert ctrl.position == 0
    click(qtbot, page.bar.leave)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.home)
