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
    ctrl = start_thinking(qtbot, window)
    assert ai_threads()
    window.close()  # closeEvent stops the game and joins the AI worker
    assert not ai_threads()
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
