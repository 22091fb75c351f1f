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
