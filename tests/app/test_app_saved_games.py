"""Save as… / Open… with file dialogs, and every finished game recorded exactly once."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from app_helpers import click
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox, QPushButton

from senji_desktop.engine import registry
from senji_desktop.engine.core import Move, moves_to_json
from senji_desktop.persistence.archive import load_finished
from senji_desktop.persistence.saves import (
    SAVE_FILE_SUFFIX,
    SaveGame,
    SeatConfig,
    autosave_path,
    load_autosave,
    load_from,
    save_to,
)
from senji_desktop.persistence.statistics import load_statistics

OPTIONS = {"num_seats": 2, "first_seat": 0}


def senshi_moves(n: int | None, seed: int = 4) -> list[Move]:
    """The first `n` moves of a Senshi game of random legal moves (None: to its end)."""
    game = registry.load_game("senshi")
    state = game.new_game(game.options_adapter.validate_python(OPTIONS), seed)
    rng = random.Random(seed)
    moves: list[Move] = []
    while not game.is_over(state) and (n is None or len(moves) < n):
        seat = game.to_act(state)[0]
        action = rng.choice(game.legal_actions(state, seat))
        game.step(state, seat, action)
        moves.append(Move(seat, action))
    return moves


def save_file(path: Path, moves: list[Move], seed: int = 4) -> SaveGame:
    game = registry.load_game("senshi")
    save = SaveGame(game_id="senshi", options=OPTIONS, seed=seed,
                    seats=[SeatConfig(name="Mika", kind="human"),
                           SeatConfig(name="Kenji", kind="ai", agent="easy")],
                    moves=moves_to_json(game, moves))
    save_to(path, save)
    return save


def choose_file(qtbot: Any, window: Any, path: Path) -> None:
    """Name `path` in the open file dialog and press its Save/Open button, as a player does."""
    qtbot.waitUntil(lambda: window.file_dialog is not None and window.file_dialog.isVisible(),
                    timeout=5000)
    dialog = window.file_dialog
    # Typed names drop down the folder's matches over the buttons; the name is set directly.
    dialog.selectFile(str(path))
    box = dialog.findChild(QDialogButtonBox, "buttonBox")
    accept = box.button(QDialogButtonBox.StandardButton.Save) \
        or box.button(QDialogButtonBox.StandardButton.Open)
    assert accept is not None and accept.isEnabled()
    click(qtbot, accept)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=5000)


def test_save_as_writes_the_game_on_the_table(qtbot: Any, make_window: Any,
                                              tmp_path: Path) -> None:
    window = make_window()
    assert not window.act_save_as.isEnabled()
    window.start_game("senshi", OPTIONS, 4,
                      [SeatConfig(name="Mika", kind="human"),
                       SeatConfig(name="Kenji", kind="ai", agent="easy")],
                      senshi_moves(6))
    ctrl = window.controller
    qtbot.waitUntil(lambda: ctrl.awaiting_human == 0, timeout=10000)
    assert window.act_save_as.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_S,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    # The name without its extension: the dialog adds it.
    choose_file(qtbot, window, tmp_path / "my game")
    target = tmp_path / f"my game{SAVE_FILE_SUFFIX}"
    qtbot.waitUntil(target.exists, timeout=5000)
    saved = load_from(target)
    assert saved.game_id == "senshi" and saved.seed == 4
    assert saved.moves == moves_to_json(ctrl.game, ctrl.moves)
    assert [s.name for s in saved.seats] == ["Mika", "Kenji"]
    assert str(target) in window.statusBar().currentMessage()
    assert window.settings.last_save_folder == str(tmp_path)


def test_open_continues_a_saved_game(qtbot: Any, make_window: Any, tmp_path: Path) -> None:
    moves = senshi_moves(8)
    path = tmp_path / f"evening{SAVE_FILE_SUFFIX}"
    save_file(path, moves)
    window = make_window()
    assert window.act_open.shortcut() == QKeySequence(QKeySequence.StandardKey.Open)
    window.act_open.trigger()
    with qtbot.waitSignal(window.game_started, timeout=10000) as blocker:
        choose_file(qtbot, window, path)
    ctrl = blocker.args[0]
    assert ctrl.game_id == "senshi" and ctrl.moves == moves
    assert ctrl.names == ["Mika", "Kenji"]
    # The opened game is now the unfinished game of Senshi: it autosaves as usual.
    qtbot.waitUntil(lambda: ctrl.awaiting_human is not None or len(ctrl.moves) > len(moves),
                    timeout=10000)


def test_opening_a_bad_file_says_so_and_changes_nothing(qtbot: Any, make_window: Any,
                                                        tmp_path: Path) -> None:
    save_file(autosave_path("senshi"), senshi_moves(6))
    window = make_window()
    assert window.resume_game("senshi")
    ctrl = window.controller
    qtbot.waitUntil(lambda: ctrl.awaiting_human == 0, timeout=10000)
    before = autosave_path("senshi").read_bytes()
    good = save_file(tmp_path / "good.json", senshi_moves(4))
    newer = json.loads(good.model_dump_json())
    newer["format"] = 99
    illegal = json.loads(good.model_dump_json())
    illegal["moves"][2] = illegal["moves"][3]
    cases = {
        "damaged.senji-save": ('{"app": "senji-desktop", "format": 1, "game_id": "sen', "incomplete"),
        "foreign.senji-save": ('{"hello": "world"}', "not a saved game"),
        "newer.senji-save": (json.dumps(newer), "newer version"),
        "illegal.senji-save": (json.dumps(illegal), "does not follow the rules"),
        "missing.senji-save": (None, "does not exist"),
    }
    for name, (content, words) in cases.items():
        path = tmp_path / name
        if content is not None:
            path.write_text(content, encoding="utf-8")
        window.act_open.trigger()
        choose_file(qtbot, window, path) if content is not None else window.open_save_file(
            str(path))
        qtbot.waitUntil(lambda: window.notice is not None and window.notice.isVisible(),
                        timeout=5000)
        notice = window.notice
        assert words in notice.text(), (name, notice.text())
        assert str(path) in notice.text()
        click(qtbot, notice.button(QMessageBox.StandardButton.Ok))
        qtbot.waitUntil(lambda: not notice.isVisible(), timeout=5000)  # noqa: B023
        assert window.controller is ctrl and ctrl.running
        assert autosave_path("senshi").read_bytes() == before
        if content is not None:
            assert path.read_text(encoding="utf-8") == content  # left as it was


def test_opening_an_empty_or_random_file_says_it_is_no_saved_game(
        qtbot: Any, make_window: Any, tmp_path: Path) -> None:
    """Neither "incomplete" nor "damaged": a file that never was a saved game
    of this app is called what it is, and nothing changes."""
    save_file(autosave_path("senshi"), senshi_moves(6))
    window = make_window()
    assert window.resume_game("senshi")
    ctrl = window.controller
    qtbot.waitUntil(lambda: ctrl.awaiting_human == 0, timeout=10000)
    before = autosave_path("senshi").read_bytes()
    noise = random.Random(7)
    cases = {
        "empty.senji-save": b"",
        "random.senji-save": bytes(noise.randrange(256) for _ in range(600)),
        "text.senji-save": b'x"{[ 1, 2',
    }
    for name, content in cases.items():
        path = tmp_path / name
        path.write_bytes(content)
        window.act_open.trigger()
        choose_file(qtbot, window, path)
        qtbot.waitUntil(lambda: window.notice is not None and window.notice.isVisible(),
                        timeout=5000)
        notice = window.notice
        assert notice.text() == f"The file {path} is not a saved game of Senji Desktop.", name
        click(qtbot, notice.button(QMessageBox.StandardButton.Ok))
        qtbot.waitUntil(lambda: not notice.isVisible(), timeout=5000)  # noqa: B023
        assert window.controller is ctrl and ctrl.running
        assert autosave_path("senshi").read_bytes() == before
        assert path.read_bytes() == content


def test_opening_asks_before_replacing_the_unfinished_game(qtbot: Any, make_window: Any,
                                                           tmp_path: Path) -> None:
    window = make_window()
    window.start_game("senshi", OPTIONS, 9,
                      [SeatConfig(name="Aiko", kind="human"),
                       SeatConfig(name="Ren", kind="ai", agent="easy")], [])
    qtbot.waitUntil(lambda: window.controller.awaiting_human is not None, timeout=10000)
    path = tmp_path / f"other{SAVE_FILE_SUFFIX}"
    moves = senshi_moves(5)
    save_file(path, moves)
    window.act_open.trigger()
    choose_file(qtbot, window, path)
    qtbot.waitUntil(lambda: window.replace_question is not None, timeout=5000)
    box = window.replace_question
    assert "replaced by the saved game" in box.text()
    with qtbot.waitSignal(window.game_started, timeout=10000) as blocker:
        click(qtbot, box.findChild(QPushButton, "start_new"))
    assert blocker.args[0].moves == moves


def test_a_finished_game_is_recorded_once_also_after_a_resume(
        qtbot: Any, make_window: Any, home: Path, tmp_path: Path) -> None:
    moves = senshi_moves(None)
    path = tmp_path / f"done{SAVE_FILE_SUFFIX}"
    save = save_file(path, moves)
    window = make_window()
    recorded: list[Any] = []
    window.game_recorded.connect(recorded.append)
    # A saved game that already ends: opening it shows its end and records it.
    assert window.open_save_file(str(path))
    qtbot.waitUntil(lambda: len(recorded) == 1, timeout=10000)
    assert window.controller.is_over
    games, problem = load_finished("senshi")
    assert problem is None and len(games) == 1
    assert games[0].moves == save.moves and games[0].hints_used is False
    stats, _ = load_statistics()
    assert stats.game("senshi").tally("easy").played == 1
    # The same game again (an autosave left behind by a crash after the end): kept once.
    autosave_path("senshi").write_text(save.model_dump_json(), encoding="utf-8")
    window.go_home()
    assert load_autosave("senshi") is not None
    assert window.resume_game("senshi")
    qtbot.waitUntil(lambda: len(recorded) == 2, timeout=10000)
    assert len(load_finished("senshi")[0]) == 1
    assert load_statistics()[0].game("senshi").tally("easy").played == 1
    assert not autosave_path("senshi").exists()


def test_a_game_of_only_ai_is_kept_but_not_counted(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    recorded: list[Any] = []
    window.game_recorded.connect(recorded.append)
    window.start_game("senshi", OPTIONS, 8,
                      [SeatConfig(name="Ren", kind="ai", agent="random"),
                       SeatConfig(name="Kenji", kind="ai", agent="random")])
    qtbot.waitUntil(lambda: len(recorded) == 1, timeout=60000)
    assert window.controller.is_over
    assert len(load_finished("senshi")[0]) == 1
    stats, _ = load_statistics()
    assert stats.games == {} and stats.recorded == [recorded[0].key]


def test_statistics_during_a_game_go_back_to_the_table(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    window.start_game("senshi", OPTIONS, 4,
                      [SeatConfig(name="Mika", kind="human"),
                       SeatConfig(name="Kenji", kind="ai", agent="easy")])
    qtbot.waitUntil(lambda: window.controller.awaiting_human == 0, timeout=10000)
    window.act_statistics.trigger()
    page = window.statistics_page
    assert window.stack.currentWidget() is page and page.game_id == "senshi"
    click(qtbot, page.back)
    assert window.stack.currentWidget() is window.game_page
    assert window.controller.awaiting_human == 0


def test_quitting_right_after_the_end_still_records_the_game(
        qtbot: Any, make_window: Any, tmp_path: Path) -> None:
    path = tmp_path / f"done{SAVE_FILE_SUFFIX}"
    save_file(path, senshi_moves(None))
    window = make_window()
    with qtbot.waitSignal(window.game_started, timeout=20000) as started:
        assert window.open_save_file(str(path))
    with qtbot.waitSignal(started.args[0].game_finished, timeout=20000):
        pass
    window.close()  # the recording thread may still be writing: quitting waits for it
    assert len(load_finished("senshi")[0]) == 1
    assert load_statistics()[0].game("senshi").tally("easy").played == 1
