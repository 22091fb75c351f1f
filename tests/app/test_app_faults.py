"""What the player sees when saving fails, and a window that always closes.

A failed autosave (full disk, read-only profile) stays visible in the status
bar over the table — in the chosen language, without paths or tracebacks —
until a save works again, and quitting then asks first. Settings that
cannot be written never keep the window open; a start with damaged settings
explains it in the chosen language.
"""

from __future__ import annotations

import errno
import json
import logging
from pathlib import Path
from typing import Any

import pytest
from app_helpers import click_action
from PySide6.QtCore import Qt

from senji_desktop.persistence.saves import SeatConfig

# The AI opens (its move is autosaved at once), then the game waits for Aiko.
SEATS = [SeatConfig(name="Aiko", kind="human"),
         SeatConfig(name="Ren", kind="ai", agent="heuristic")]
AI_OPENS = {"num_seats": 2, "first_seat": 1}


class Disk:
    """A disk that can be filled up: autosaves fail with ENOSPC while full."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        from senji_desktop.persistence import saves

        self.full = False
        real = saves.atomic_write_text

        def write(path: Any, text: str, encoding: str = "utf-8") -> None:
            if self.full:
                raise OSError(errno.ENOSPC, "No space left on device",
                              f"{path}.k3j4h5.tmp")
            real(path, text, encoding)

        monkeypatch.setattr(saves, "atomic_write_text", write)


def _start(qtbot: Any, window: Any, seed: int) -> Any:
    window.start_game("senshi", AI_OPENS, seed, SEATS)
    ctrl = window.controller
    qtbot.waitUntil(lambda: ctrl.awaiting_human == 0)
    return ctrl


def _play_one_move(qtbot: Any, window: Any) -> None:
    """Aiko clicks a move; the AI answers; Aiko is to move again."""
    ctrl = window.controller
    moves = len(ctrl.moves)
    click_action(qtbot, window.table, window.table.view.legal[-1])
    qtbot.waitUntil(lambda: any(m.seat == 1 for m in ctrl.moves[moves:])
                    and ctrl.awaiting_human == 0)


def _quit_by_keys(qtbot: Any, window: Any) -> None:
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)


def test_a_failed_autosave_stays_visible_in_german_until_saving_works_again(
        qtbot: Any, make_window: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    disk = Disk(monkeypatch)
    window = make_window(language="de")
    disk.full = True
    _start(qtbot, window, 5)
    indicator = window.autosave_indicator
    assert indicator.isVisible()
    # It stays while the game goes on ("… überlegt" and other messages come and go).
    _play_one_move(qtbot, window)
    assert indicator.isVisible()
    text = indicator.text() + indicator.toolTip()
    assert "Nicht gespeichert" in text and "Die Festplatte ist voll." in text
    for leak in (".tmp", "/", "Errno", "Traceback", "No space"):
        assert leak not in text
    disk.full = False
    _play_one_move(qtbot, window)
    assert not indicator.isVisible()


def test_quitting_with_unsaved_moves_asks_first_and_keep_playing_keeps_the_game(
        qtbot: Any, make_window: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    disk = Disk(monkeypatch)
    window = make_window()
    disk.full = True
    _start(qtbot, window, 6)
    assert window.autosave_indicator.isVisible()
    _quit_by_keys(qtbot, window)
    qtbot.waitUntil(lambda: window.quit_question is not None
                    and window.quit_question.isVisible())
    question = window.quit_question
    assert window.isVisible() and window.controller is not None
    assert "could not be saved" in question.text()
    assert "The disk is full." in question.informativeText()
    keep = next(b for b in question.buttons() if b.objectName() == "keep_playing")
    qtbot.mouseClick(keep, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.quit_question is None)
    assert window.isVisible() and window.controller is not None
    # Asked again, "Quit anyway" quits.
    _quit_by_keys(qtbot, window)
    qtbot.waitUntil(lambda: window.quit_question is not None
                    and window.quit_question.isVisible())
    quit_anyway = next(b for b in window.quit_question.buttons()
                       if b.objectName() == "quit_anyway")
    with qtbot.waitSignal(window.closed, ):
        qtbot.mouseClick(quit_anyway, Qt.MouseButton.LeftButton)
    assert not window.isVisible()


def test_quitting_does_not_ask_when_the_disk_has_room_again(
        qtbot: Any, make_window: Any, monkeypatch: pytest.MonkeyPatch, home: Path) -> None:
    disk = Disk(monkeypatch)
    window = make_window()
    disk.full = True
    _start(qtbot, window, 7)
    assert window.autosave_indicator.isVisible()
    disk.full = False
    with qtbot.waitSignal(window.closed, ):
        _quit_by_keys(qtbot, window)
    assert window.quit_question is None
    saved = json.loads((home / "data" / "autosave-senshi.json").read_text(encoding="utf-8"))
    assert saved["moves"]  # the last try before quitting saved the game


def test_the_window_closes_when_the_settings_cannot_be_written(
        qtbot: Any, make_window: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    from senji_desktop.ui import main_window

    window = make_window()

    def fail(_settings: Any) -> None:
        raise UnicodeEncodeError("utf-8", "\udc00", 0, 1, "surrogates not allowed")

    monkeypatch.setattr(main_window, "save_settings", fail)
    with qtbot.waitSignal(window.closed, ):
        window.close()
    assert not window.isVisible()


def test_a_lone_surrogate_in_the_settings_neither_stops_the_start_nor_the_quit(
        qtbot: Any, home: Path, aloop: Any) -> None:
    from senji_desktop.ui.main_window import MainWindow

    (home / "config" / "settings.json").write_text(
        '{"app": "senji-desktop", "format": 1, "language": "en", '
        '"last_new_game": {"names": ["\\udc00Ren"]}}', encoding="utf-8")
    window = MainWindow(language="de", ai_iterations=12)  # writes the settings at once
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.settings.language == "de"
    with qtbot.waitSignal(window.closed, ):
        window.close()
    saved = json.loads((home / "config" / "settings.json").read_text(encoding="utf-8"))
    assert saved["language"] == "de" and saved["last_new_game"] == {"names": ["\ufffdRen"]}


def test_damaged_settings_are_explained_in_the_chosen_language(
        qtbot: Any, home: Path, aloop: Any) -> None:
    from senji_desktop.ui.main_window import MainWindow

    (home / "config" / "settings.json").write_text("{ damaged", encoding="utf-8")
    window = MainWindow(language="de", ai_iterations=12)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.notice is not None and window.notice.isVisible(),
                    )
    assert "Einstellungsdatei" in window.notice.text()
    assert "settings file" not in window.notice.text()
    window.close()


def test_a_signal_quits_without_asking_even_with_unsaved_moves_and_failing_settings(
        qtbot: Any, make_window: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    from senji_desktop.ui import main_window

    disk = Disk(monkeypatch)
    window = make_window()
    disk.full = True
    _start(qtbot, window, 8)
    assert window.controller.unsaved

    def fail(_settings: Any) -> None:
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(main_window, "save_settings", fail)
    with qtbot.waitSignal(window.closed):
        window.close_now()  # what SIGTERM and SIGINT call
    assert window.quit_question is None and not window.isVisible()


def test_settings_that_cannot_be_saved_are_told_in_the_chosen_language_until_a_save_works(
        qtbot: Any, home: Path, aloop: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    # Saved settings in English, a read-only profile, and a start in German:
    # the warning is German (it used to be written before the German
    # translation was installed) and stays, not a message that goes after 8 s.
    from senji_desktop.ui import main_window
    from senji_desktop.ui.main_window import MainWindow

    real = main_window.save_settings
    read_only = {"on": True}

    def save(settings: Any) -> None:
        if read_only["on"]:
            raise OSError(errno.EROFS, "Read-only file system",
                          str(home / "config" / ".settings.json.x7y8.tmp"))
        real(settings)

    monkeypatch.setattr(main_window, "save_settings", save)
    window = MainWindow(language="de", ai_iterations=12)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    indicator = window.settings_indicator
    assert indicator.isVisible()
    text = indicator.text() + " " + indicator.toolTip()
    assert "Einstellungen nicht gespeichert" in text
    assert "Der Ordner ist schreibgeschützt." in text
    for leak in ("could not", "read-only", ".tmp", "/", "Errno", "Traceback"):
        assert leak not in text
    # Passing messages in the status bar do not cover or remove it.
    window.statusBar().showMessage("Ren überlegt …", 50)
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() == "")
    assert indicator.isVisible()
    # Settings › Animation speed › Slow, once the folder is writable again.
    read_only["on"] = False
    window.speed_actions["slow"].trigger()
    assert not indicator.isVisible()
    saved = json.loads((home / "config" / "settings.json").read_text(encoding="utf-8"))
    assert saved["language"] == "de" and saved["animation_speed"] == "slow"
    window.close()


def test_quitting_a_game_that_was_never_saved_says_it_is_lost(
        qtbot: Any, make_window: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    disk = Disk(monkeypatch)
    window = make_window()
    disk.full = True  # from the first move on: no autosave of this game exists
    _start(qtbot, window, 9)
    _quit_by_keys(qtbot, window)
    qtbot.waitUntil(lambda: window.quit_question is not None
                    and window.quit_question.isVisible())
    info = window.quit_question.informativeText()
    assert "has not been saved at all yet" in info and "it is lost" in info
    assert "last move that was saved" not in info
    keep = next(b for b in window.quit_question.buttons() if b.objectName() == "keep_playing")
    qtbot.mouseClick(keep, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.quit_question is None)
    # Saved once, then the disk fills: the earlier position is there to continue.
    disk.full = False
    _play_one_move(qtbot, window)
    disk.full = True
    _play_one_move(qtbot, window)
    window.act_quit.trigger()  # Game › Quit
    qtbot.waitUntil(lambda: window.quit_question is not None
                    and window.quit_question.isVisible())
    info = window.quit_question.informativeText()
    assert "continues later from the last move that was saved" in info
    assert "not been saved at all" not in info


def test_a_failed_autosave_is_logged_without_the_temporary_files_path(
        qtbot: Any, make_window: Any, monkeypatch: pytest.MonkeyPatch,
        caplog: pytest.LogCaptureFixture) -> None:
    disk = Disk(monkeypatch)
    window = make_window()
    disk.full = True
    with caplog.at_level(logging.DEBUG):
        _start(qtbot, window, 10)
    warnings = [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]
    assert any("autosave of senshi failed: The disk is full." in w for w in warnings)
    assert not any(".tmp" in w or "Errno" in w for w in warnings)
    # The details are still there for whoever asks the log for them.
    assert any(r.exc_info for r in caplog.records if r.levelno == logging.DEBUG)


def test_closing_the_window_does_not_wait_for_the_ai_child_to_end(
        qtbot: Any, make_window: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    # On a busy machine the low-priority AI child may wait long for a CPU to
    # end on: quitting kills it and goes on (the window and the app do not
    # wait for it), and it is gone soon after all the same.
    import multiprocessing.process

    window = make_window(ai_iterations=None)
    window.start_game("senshi", {"num_seats": 2}, 11,
                      [SeatConfig(name="Aiko", kind="ai", agent="hard"),
                       SeatConfig(name="Ren", kind="ai", agent="hard")])
    process = window.controller._ai_process
    qtbot.waitUntil(lambda: process is not None and process.alive)
    pid = process.pid
    waited: list[Any] = []
    real_join = multiprocessing.process.BaseProcess.join

    def join(self: Any, timeout: float | None = None) -> None:
        waited.append((self.pid, timeout))
        real_join(self, timeout)

    monkeypatch.setattr(multiprocessing.process.BaseProcess, "join", join)
    with qtbot.waitSignal(window.closed):
        window.close_now()
    assert waited == []
    monkeypatch.undo()
    qtbot.waitUntil(lambda: not _running(pid))


def _running(pid: int) -> bool:
    import multiprocessing

    multiprocessing.active_children()  # reaps an ended child of this process
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state not in ("Z", "X")


def _question_button(box: Any, name: str) -> Any:
    return next(b for b in box.buttons() if b.objectName() == name)


def test_going_home_or_starting_another_game_with_unsaved_moves_asks_first(
        qtbot: Any, make_window: Any, monkeypatch: pytest.MonkeyPatch, home: Path) -> None:
    # Leaving the game used to clear the warning and drop the unsaved moves
    # without a word; now it asks like quitting does.
    disk = Disk(monkeypatch)
    window = make_window()
    ctrl = _start(qtbot, window, 12)  # the AI's opening move is saved
    disk.full = True
    _play_one_move(qtbot, window)
    assert ctrl.unsaved
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)  # Back to home
    qtbot.waitUntil(lambda: window.leave_question is not None
                    and window.leave_question.isVisible())
    question = window.leave_question
    assert "could not be saved" in question.text()
    info = question.informativeText()
    assert "The disk is full." in info and "last move that was saved" in info
    qtbot.mouseClick(_question_button(question, "keep_playing"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.leave_question is None)
    assert window.controller is ctrl and window.stack.currentWidget() is window.game_page
    assert window.autosave_indicator.isVisible()
    # Game › New game… asks too; "Leave anyway" goes on to the new game.
    window.act_new.trigger()
    qtbot.waitUntil(lambda: window.leave_question is not None
                    and window.leave_question.isVisible())
    assert window.new_game_dialog is None and window.replace_question is None
    qtbot.mouseClick(_question_button(window.leave_question, "leave_anyway"),
                     Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.replace_question is not None)  # its autosave is there
    window.replace_question.close()
    # Game › Open saved game… asks as well.
    window.act_open.trigger()
    qtbot.waitUntil(lambda: window.leave_question is not None
                    and window.leave_question.isVisible())
    assert window.file_dialog is None or not window.file_dialog.isVisible()
    window.leave_question.close()
    # With room on the disk again, Home saves the moves first and does not ask.
    disk.full = False
    window.act_home.trigger()
    assert window.leave_question is None
    assert window.stack.currentWidget() is window.home
    saved = json.loads((home / "data" / "autosave-senshi.json").read_text(encoding="utf-8"))
    assert len(saved["moves"]) == len(ctrl.moves)


def test_the_leave_question_is_german_in_german(
        qtbot: Any, make_window: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    disk = Disk(monkeypatch)
    window = make_window(language="de")
    disk.full = True  # never saved: leaving loses the game
    _start(qtbot, window, 13)
    window.act_home.trigger()
    qtbot.waitUntil(lambda: window.leave_question is not None
                    and window.leave_question.isVisible())
    question = window.leave_question
    texts = [question.text(), question.informativeText(), question.windowTitle()]
    texts += [b.text() for b in question.buttons()]
    joined = " ".join(texts)
    assert "Die Festplatte ist voll." in joined
    for english in ("could not", "Leave", "Keep playing", "saved", ".tmp"):
        assert english not in joined
    qtbot.mouseClick(_question_button(question, "leave_anyway"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.home)
    assert window.controller is None and not window.autosave_indicator.isVisible()


def test_save_as_into_a_forbidden_folder_is_explained_in_german(
        qtbot: Any, make_window: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from senji_desktop.ui import main_window

    def refuse(path: Any, _save: Any) -> None:
        raise PermissionError(errno.EACCES, "Permission denied", f"{path}.x1y2.tmp")

    monkeypatch.setattr(main_window, "save_to", refuse)
    window = make_window(language="de")
    _start(qtbot, window, 14)
    window.act_save_as.trigger()  # Spiel › Speichern unter…
    qtbot.waitUntil(lambda: window.file_dialog is not None and window.file_dialog.isVisible())
    window.file_dialog.fileSelected.emit(str(tmp_path / "Partie.senji"))  # the player's choice
    qtbot.waitUntil(lambda: window.notice is not None and window.notice.isVisible())
    text = window.notice.text()
    assert "konnte nicht" in text and "Für den Ordner fehlt die Schreibberechtigung." in text
    for leak in ("Permission denied", ".tmp", "Errno"):
        assert leak not in text


def _archive_a_finished_senshi_game() -> None:
    from types import SimpleNamespace

    from senji_desktop.engine.core import Move, moves_to_json
    from senji_desktop.engine.registry import load_game
    from senji_desktop.engine.rng import Rng
    from senji_desktop.persistence.archive import finished_game, record_finished

    game = load_game("senshi")
    options = {"num_seats": 2}
    state = game.new_game(game.options_adapter.validate_python(options), 5)
    rng, moves = Rng(5), []
    while not game.is_over(state):
        seat = game.to_act(state)[0]
        action = rng.choice(game.legal_actions(state, seat))
        moves.append(Move(seat, action))
        game.step(state, seat, action)
    save = SimpleNamespace(game_id="senshi", options=options, seed=5, moves=moves_to_json(game, moves),
                           seats=[SeatConfig(name="Aiko", kind="human"),
                                  SeatConfig(name="Kenji", kind="ai", agent="random")])
    assert record_finished(finished_game(save, game.outcome(state)))[0]


def test_watching_a_finished_game_with_unsaved_moves_asks_first(
        qtbot: Any, make_window: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    # Game › Finished games… stopped the running game at once and dropped the
    # moves the failing autosave had not kept; now it asks like going home.
    _archive_a_finished_senshi_game()
    disk = Disk(monkeypatch)
    window = make_window()
    ctrl = _start(qtbot, window, 12)
    disk.full = True
    _play_one_move(qtbot, window)
    assert ctrl.unsaved
    window.show_finished_games()
    qtbot.waitUntil(lambda: window.finished_dialog is not None
                    and window.finished_dialog.isVisible())
    dialog = window.finished_dialog
    dialog.list.setCurrentItem(dialog.list.topLevelItem(0))
    qtbot.mouseClick(dialog.watch, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.leave_question is not None
                    and window.leave_question.isVisible())
    qtbot.mouseClick(_question_button(window.leave_question, "keep_playing"),
                     Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.leave_question is None)
    assert window.controller is ctrl and window.stack.currentWidget() is window.game_page
    assert window.replay_page.controller is None
