"""The replay viewer played by keys and clicks (ui/replay_view.py, controller/replay.py)."""

from __future__ import annotations

from typing import Any

from app_helpers import click, click_action
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from senji_desktop.engine.core import Move
from senji_desktop.engine.registry import load_game
from senji_desktop.engine.rng import Rng


def _finished(game_id: str, options: dict[str, Any], seed: int) -> list[Move]:
    game = load_game(game_id)
    state = game.new_game(game.options_adapter.validate_python(options), seed)
    rng = Rng(seed)
    moves = []
    while not game.is_over(state):
        seat = game.to_act(state)[0]
        action = rng.choice(game.legal_actions(state, seat))
        moves.append(Move(seat, action))
        game.step(state, seat, action)
    return moves


def test_a_senshi_replay_steps_plays_changes_seat_and_leaves(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    options = {"num_seats": 3, "secret_start": True, "first_seat": 0}
    moves = _finished("senshi", options, 8)
    assert window.watch_replay("senshi", options, 8, moves, ["Aiko", "Kenji", "Yuki"])
    page = window.replay_page
    ctrl = page.controller
    assert window.stack.currentWidget() is page
    assert "Replay of Senshi" in window.windowTitle()
    assert ctrl.position == len(moves)
    assert page.bar.position.text() == f"Move {len(moves)} of {len(moves)}"
    # The side panel prompts nobody to act.
    assert "replay" in page.table.help_label.text()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    qtbot.keyClick(page, Qt.Key.Key_Home)
    assert ctrl.position == 0
    assert not page.bar.back.isEnabled()
    # The count and the slider keep their widths from the deal to the end.
    QApplication.processEvents()
    widths = page.bar.position.width(), page.bar.slider.width()
    assert page.bar.position.fontMetrics().horizontalAdvance(
        f"Move {len(moves)} of {len(moves)}") <= widths[0]
    qtbot.keyClick(page, Qt.Key.Key_Right)
    qtbot.waitUntil(lambda: ctrl.position == 1 and not ctrl._animating, timeout=5000)
    click(qtbot, page.bar.forward)
    qtbot.waitUntil(lambda: ctrl.position == 2 and not ctrl._animating, timeout=5000)
    click(qtbot, page.bar.back)
    assert ctrl.position == 1
    # Forward pressed quickly, during the move's animation: no press is lost.
    for _ in range(3):
        click(qtbot, page.bar.forward)
    qtbot.waitUntil(lambda: ctrl.position == 4 and not ctrl._animating, timeout=5000)
    assert page.bar.position.text() == f"Move 4 of {len(moves)}"
    click(qtbot, page.bar.back)
    click(qtbot, page.bar.back)
    click(qtbot, page.bar.back)
    qtbot.waitUntil(lambda: ctrl.position == 1 and not ctrl._animating, timeout=5000)
    # Sit at Kenji's place: the table and the log follow his seat.
    page.bar.seat.setCurrentIndex(1)
    assert ctrl.seat == 1
    assert window.replay_page.table.view.seat == 1
    # Play runs on by itself; Space pauses.
    qtbot.keyClick(page, Qt.Key.Key_Space)
    assert ctrl.playing and page.bar.play.text() == "Pause"
    qtbot.waitUntil(lambda: ctrl.position >= 3, timeout=10000)
    qtbot.keyClick(page, Qt.Key.Key_Space)
    assert not ctrl.playing
    click(qtbot, page.bar.last)
    qtbot.waitUntil(lambda: ctrl.position == len(moves), timeout=5000)
    QApplication.processEvents()
    assert (page.bar.position.width(), page.bar.slider.width()) == widths
    qtbot.keyClick(page, Qt.Key.Key_Escape)
    assert window.stack.currentWidget() is window.home
    assert page.controller is None and window.windowTitle() == "Senji Desktop"


def test_a_tampered_game_is_refused_with_a_notice(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    options = {"num_seats": 2}
    moves = _finished("senshi", options, 3)
    assert not window.watch_replay("senshi", options, 3, [moves[1], *moves], ["A", "B"])
    qtbot.waitUntil(lambda: window.notice is not None and window.notice.isVisible(), timeout=5000)
    assert "cannot be replayed" in window.notice.text()
    assert window.stack.currentWidget() is window.home


def test_the_replay_of_a_game_just_played_starts_at_the_deal(qtbot: Any, make_window: Any) -> None:
    from senji_desktop.persistence.saves import SeatConfig

    window = make_window()
    seats = [SeatConfig(name="Aiko", kind="ai", agent="random"),
             SeatConfig(name="Kenji", kind="ai", agent="random")]
    with qtbot.waitSignal(window.game_started, timeout=5000) as blocker:
        window.start_game("senshi", {"num_seats": 2}, 5, seats)
    ctrl = blocker.args[0]
    assert not window.play.act_replay.isEnabled()
    qtbot.waitUntil(lambda: ctrl.is_over and window.play.act_replay.isEnabled(), timeout=30000)
    moves = ctrl.moves
    window.play.act_replay.trigger()  # Game › Watch the replay
    replay = window.replay_page.controller
    assert replay.position == 0 and replay.length == len(moves)
    assert window.controller is None


def test_a_tenno_replay_shows_the_deal_and_follows_the_chosen_seat(
        qtbot: Any, make_window: Any) -> None:
    window = make_window()
    options = {"num_seats": 3, "first_seat": 0}
    moves = _finished("tenno", options, 4)
    assert window.watch_replay("tenno", options, 4, moves, ["Aiko", "Kenji", "Yuki"], seat=2)
    page = window.replay_page
    ctrl = page.controller
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    assert page.table.view.seat == 2 and page.table.view.phase == "over"
    qtbot.keyClick(page, Qt.Key.Key_Home)
    assert ctrl.position == 0 and page.table.view.phase == "setup"
    for n in range(1, 4):
        qtbot.keyClick(page, Qt.Key.Key_Right)
        qtbot.waitUntil(lambda n=n: ctrl.position == n and not ctrl._animating, timeout=5000)
    qtbot.keyClick(page, Qt.Key.Key_Left)
    assert ctrl.position == 2
    page.bar.seat.setCurrentIndex(0)
    assert page.table.view.seat == 0
    qtbot.keyClick(page, Qt.Key.Key_End)
    assert ctrl.position == len(moves)


def test_watch_the_replay_from_the_result_dialog(qtbot: Any, make_window: Any) -> None:
    from senji_desktop.persistence.saves import SeatConfig

    window = make_window()
    seats = [SeatConfig(name="Aiko", kind="ai", agent="random"),
             SeatConfig(name="Kenji", kind="ai", agent="random")]
    with qtbot.waitSignal(window.game_started, timeout=5000) as blocker:
        window.start_game("senshi", {"num_seats": 2}, 9, seats)
    ctrl = blocker.args[0]
    table = window.table
    qtbot.waitUntil(lambda: table.end_dialog is not None and table.end_dialog.isVisible(),
                    timeout=30000)
    moves = ctrl.moves
    click(qtbot, table.end_dialog.replay_button)
    assert window.stack.currentWidget() is window.replay_page
    replay = window.replay_page.controller
    assert replay.position == 0 and replay.length == len(moves)


def test_a_finished_game_is_listed_from_the_home_screen_and_replayed(
        qtbot: Any, make_window: Any) -> None:
    from senji_desktop.persistence.saves import SeatConfig

    window = make_window()
    click(qtbot, window.home.finished_button)
    qtbot.waitUntil(lambda: window.finished_dialog is not None
                    and window.finished_dialog.isVisible(), timeout=5000)
    dialog = window.finished_dialog
    assert dialog.games == [] and dialog.empty.isVisible()
    assert not dialog.watch.isEnabled()
    click(qtbot, dialog.close_button)
    qtbot.waitUntil(lambda: window.finished_dialog is None, timeout=5000)
    # Play a game to its end; it is kept in the archive.
    seats = [SeatConfig(name="Aiko", kind="human"),
             SeatConfig(name="Kenji", kind="ai", agent="random")]
    with qtbot.waitSignal(window.game_started, timeout=5000) as blocker:
        window.start_game("senshi", {"num_seats": 2, "first_seat": 1}, 12, seats)
    ctrl = blocker.args[0]
    # One suggested move: the game is kept as one played with suggestions.
    qtbot.waitUntil(lambda: ctrl.awaiting_human == 0, timeout=20000)
    window.activateWindow()  # the list closed: the keys go to the window again
    qtbot.waitUntil(window.isActiveWindow)
    with qtbot.waitSignal(ctrl.hint_ready, timeout=20000):
        qtbot.keyClick(window, Qt.Key.Key_H)
    while not ctrl.is_over:
        qtbot.waitUntil(lambda: ctrl.awaiting_human == 0 or ctrl.is_over, timeout=20000)
        if not ctrl.is_over:
            n = len(ctrl.moves)
            click_action(qtbot, window.table, window.table.view.legal[0])
            qtbot.waitUntil(lambda n=n: len(ctrl.moves) > n, timeout=5000)
    moves = ctrl.moves
    from senji_desktop.persistence.archive import load_finished

    qtbot.waitUntil(lambda: bool(load_finished("senshi")[0]), timeout=10000)
    window.go_home()
    click(qtbot, window.home.finished_button)
    qtbot.waitUntil(lambda: window.finished_dialog is not None
                    and window.finished_dialog.isVisible(), timeout=5000)
    dialog = window.finished_dialog
    assert len(dialog.games) == 1
    row = dialog.list.topLevelItem(0)
    assert row.text(0) == "Senshi" and row.text(2) == "Aiko, Kenji"
    assert row.text(4) == str(len(moves)) and row.text(5) == "yes"
    # The statistics count it among the games played with suggestions.
    from senji_desktop.persistence.statistics import load_statistics

    tallies = load_statistics()[0].game("senshi").tallies
    assert tallies and all(t.played == t.hints == 1 for t in tallies.values())
    click(qtbot, dialog.watch)
    qtbot.waitUntil(lambda: window.replay_page.controller is not None, timeout=5000)
    replay = window.replay_page.controller
    assert replay.length == len(moves) and replay.position == 0 and replay.seat == 0
    assert window.stack.currentWidget() is window.replay_page


def test_a_senji_replay_shows_every_hand_at_the_end_only(qtbot: Any, make_window: Any) -> None:
    """The sheet "Every hand at the end" lies over the north-east of the map
    at the last move of a replay, not at every move before it."""
    from test_app_language import scene_texts

    window = make_window()
    options = {"num_seats": 3}
    moves = _finished("senji", options, 3)
    assert window.watch_replay("senji", options, 3, moves, ["Aiko", "Kenji", "Yuki"])
    page = window.replay_page
    ctrl = page.controller
    sheet = "Every hand at the end"
    assert ctrl.position == len(moves)
    assert sheet in scene_texts(page.table)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    qtbot.keyClick(page, Qt.Key.Key_Home)
    assert ctrl.position == 0
    assert sheet not in scene_texts(page.table)
    for n in range(1, 4):
        click(qtbot, page.bar.forward)
        qtbot.waitUntil(lambda n=n: ctrl.position == n and not ctrl._animating, timeout=5000)
        assert sheet not in scene_texts(page.table)
    click(qtbot, page.bar.last)
    qtbot.waitUntil(lambda: ctrl.position == len(moves) and not ctrl._animating, timeout=5000)
    assert sheet in scene_texts(page.table)
