"""Quitting, going home or starting anew while the AI thinks never hangs."""

from __future__ import annotations

import threading
from typing import Any

from senji_desktop.persistence.saves import SeatConfig

SEATS = [SeatConfig(name="Aiko", kind="human"), SeatConfig(name="Kenji", kind="ai", agent="hard")]


def ai_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name.startswith("senji-ai") and t.is_alive()]


def start_thinking(qtbot: Any, window: Any) -> Any:
    # The AI starts (first_seat=1) and, with a huge iteration cap and no time limit,
    # would think for minutes unless it is cancelled.
    window.start_game("senshi", {"num_seats": 2, "first_seat": 1}, 8, SEATS)
    ctrl = window.controller
    ctrl._ai_time_limit_s = None
    qtbot.waitUntil(lambda: ctrl.thinking == 1, timeout=5000)
    return ctrl


def test_closing_the_window_cancels_the_ai(qtbot: Any, make_window: Any) -> None:
    window = make_window(ai_iterations=10**7)
    # Only this window's worker counts: a worker of an earlier test whose window
    # ended the process's way (killed child, not joined) may still be winding down.
    before = set(ai_threads())
    ctrl = start_thinking(qtbot, window)
    assert set(ai_threads()) - before
    window.close()  # closeEvent stops the game and joins the AI worker
    assert not set(ai_threads()) - before
    assert ctrl.moves == []


def test_back_to_home_and_new_game_cancel_the_ai(qtbot: Any, make_window: Any) -> None:
    window = make_window(ai_iterations=10**7)
    first = start_thinking(qtbot, window)
    window.act_home.trigger()
    assert window.stack.currentWidget() is window.home
    assert window.controller is None
    qtbot.waitUntil(lambda: not ai_threads(), timeout=10000)
    qtbot.waitUntil(lambda: not first.running, timeout=5000)
    second = start_thinking(qtbot, window)
    window.start_game("senshi", {"num_seats": 2, "first_seat": 0}, 9, SEATS)
    qtbot.waitUntil(lambda: not second.running, timeout=5000)
    assert window.controller is not second
    qtbot.waitUntil(lambda: window.controller.awaiting_human == 0, timeout=5000)


def _cpu_seconds(pid: int) -> float:
    """CPU time a process has used (Linux /proc; 0 when it is gone)."""
    import os

    try:
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _running(pid: int) -> bool:
    """True while `pid` runs (a zombie waiting to be reaped counts as ended)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] not in ("Z", "X")
    except OSError:
        return False


def test_quit_while_hard_searches_in_its_child_process_ends_the_search_and_the_app(
        qtbot: Any, make_window: Any) -> None:
    import sys

    import pytest
    from PySide6.QtCore import Qt

    if not sys.platform.startswith("linux"):
        pytest.skip("reads the AI child's CPU time from /proc")
    window = make_window(ai_iterations=10**7)
    ctrl = start_thinking(qtbot, window)
    process = ctrl._ai_process
    assert process is not None  # Hard searches in a child process
    qtbot.waitUntil(lambda: process.pid is not None, timeout=10000)
    pid = process.pid
    # The child is at work (on a busy machine it gets little CPU time at its
    # low priority: how far it has come does not matter, quitting must end it).
    qtbot.waitUntil(lambda: _cpu_seconds(pid) > 0.1, timeout=30000)
    assert ctrl.thinking == 1 and _running(pid)

    window.activateWindow()
    with qtbot.waitSignal(window.closed, timeout=5000):
        qtbot.keyClick(window, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)

    assert not window.isVisible()
    assert window.controller is None
    assert not ai_threads()
    assert ctrl.moves == []  # the search was cancelled, not finished
    # Killed at once; a starved child may need a moment of CPU time to end.
    qtbot.waitUntil(lambda: not process.alive and not _running(pid))
