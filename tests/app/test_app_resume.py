"""Resume after closing the app, and a damaged autosave that must not stop the app."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from app_helpers import click, click_action, start_from_dialog
from PySide6.QtWidgets import QMessageBox, QPushButton


def play_clicks(qtbot: Any, window: Any, n: int) -> None:
    ctrl = window.controller
    for _ in range(n):
        qtbot.waitUntil(lambda: ctrl.awaiting_human == 0, timeout=10000)
        moves = len(ctrl.moves)
        legal = window.table.view.legal
        click_action(qtbot, window.table, legal[-1])
        qtbot.waitUntil(lambda: len(ctrl.moves) > moves, timeout=5000)  # noqa: B023
    qtbot.waitUntil(lambda: ctrl.awaiting_human == 0, timeout=10000)


def test_resume_after_closing_the_window(qtbot: Any, make_window: Any, home: Path) -> None:
    window = make_window()
    assert not window.home.banner.isVisible()
    assert not window.act_resume.isEnabled()
    start_from_dialog(qtbot, window, [("Mika", "Human"), ("Kenji", "AI – Easy")], first_seat=0)
    play_clicks(qtbot, window, 4)
    old = window.controller
    moves, view = old.moves, old.view_for(0)
    assert len(moves) >= 8
    window.close()  # what quitting does: stop the game, keep the autosave
    assert window.controller is None
    qtbot.waitUntil(lambda: not old.running, timeout=5000)

    again = make_window()
    assert again.pending_resume is not None
    assert again.home.banner.isVisible()
    assert "Senshi" in again.home.banner.text.text()
    assert again.act_resume.isEnabled()
    with qtbot.waitSignal(again.game_started, timeout=5000) as blocker:
        click(qtbot, again.home.banner.resume)
    ctrl = blocker.args[0]
    assert ctrl.moves == moves
    assert ctrl.names == ["Mika", "Kenji"]
    qtbot.waitUntil(lambda: ctrl.awaiting_human == 0, timeout=10000)
    assert ctrl.view_for(0) == view
    assert again.table.view == view
    # The resumed game goes on and keeps autosaving.
    play_clicks(qtbot, again, 1)
    assert len(ctrl.moves) > len(moves)


def test_discarding_the_offer_forgets_the_game(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    start_from_dialog(qtbot, window, [("Mika", "Human"), ("Kenji", "AI – Easy")], first_seat=0)
    play_clicks(qtbot, window, 1)
    window.close()
    again = make_window()
    assert again.home.banner.isVisible()
    click(qtbot, again.home.banner.discard)
    # A discarded game is lost for good: the player confirms first.
    qtbot.waitUntil(lambda: again.discard_question is not None
                    and again.discard_question.isVisible(), timeout=5000)
    box = again.discard_question
    click(qtbot, box.findChild(QPushButton, "discard"))
    assert not again.home.banner.isVisible()
    assert again.pending_resume is None
    third = make_window()
    assert third.pending_resume is None


def test_a_damaged_autosave_is_explained_and_set_aside(qtbot: Any, make_window: Any,
                                                       home: Path) -> None:
    data = home / "data"
    data.mkdir(parents=True, exist_ok=True)
    (data / "autosave.json").write_text('{"app": "senji-desktop", "format": 1, "game_id": "sen',
                                        encoding="utf-8")
    window = make_window()
    qtbot.waitUntil(lambda: window.notice is not None and window.notice.isVisible(), timeout=5000)
    box = window.notice
    assert isinstance(box, QMessageBox)
    assert "incomplete" in box.text() or "damaged" in box.text()
    assert not (data / "autosave.json").exists()
    aside = list(data.glob("autosave.corrupt-*.json"))
    assert len(aside) == 1
    assert aside[0].name in box.text()
    assert window.pending_resume is None
    assert not window.home.banner.isVisible()
    click(qtbot, box.button(QMessageBox.StandardButton.Ok))
    qtbot.waitUntil(lambda: not box.isVisible(), timeout=2000)
    # The app is fully usable: a new game starts and runs.
    ctrl = start_from_dialog(qtbot, window, [("Mika", "Human"), ("Kenji", "AI – Easy")])
    qtbot.waitUntil(lambda: ctrl.awaiting_human == 0, timeout=10000)
    # The message was shown once: a second window finds nothing to complain about.
    second = make_window()
    qtbot.wait(50)
    assert second.notice is None


def test_damaged_settings_are_explained_once(qtbot: Any, make_window: Any, home: Path) -> None:
    (home / "config" / "settings.json").write_text("{ not json", encoding="utf-8")
    window = make_window()
    qtbot.waitUntil(lambda: window.notice is not None and window.notice.isVisible(), timeout=5000)
    assert "settings" in window.notice.text()
    assert window.settings.animation_speed == "normal"  # the defaults are in use
    window.notice.close()
    again = make_window()
    qtbot.wait(50)
    assert again.notice is None
