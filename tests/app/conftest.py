"""Fixtures for app-level GUI tests: a private home folder, a qasync loop, windows."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """SENJI_DESKTOP_HOME in a temporary folder, with English, instant settings."""
    folder = tmp_path / "home"
    monkeypatch.setenv("SENJI_DESKTOP_HOME", str(folder))
    from senji_desktop.persistence.settings import Settings, save_settings

    save_settings(Settings(language="en", animation_speed="instant"))
    return folder




@pytest.fixture
def make_window(qtbot: Any, home: Path, aloop: Any) -> Iterator[Callable[..., Any]]:
    """Factory of shown MainWindows (closed again at the end of the test)."""
    from senji_desktop.ui.main_window import MainWindow

    windows: list[Any] = []

    def make(**kw: Any) -> Any:
        kw.setdefault("ai_iterations", 12)
        window = MainWindow(**kw)
        qtbot.addWidget(window)
        window.resize(1280, 800)
        window.show()
        qtbot.waitExposed(window)
        windows.append(window)
        return window

    yield make
    for w in windows:
        if w.quit_question is not None:
            w.quit_question.close()
        if w.leave_question is not None:
            w.leave_question.close()
        # A window whose close was refused (unsaved moves: the quit question)
        # must not leave its game's AI thinking into the next test.
        w._quit_decided = True
        if w.isVisible():
            w.close()
        ctrl = w.controller
        if ctrl is not None:
            w.stop_game()
            ctrl.join()
