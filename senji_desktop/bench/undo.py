"""Undo and replay figures on a long Senji game (wall-clock, in the real window).

:func:`undo_redraw` plays a seeded Senji game for three seats (the human's
seat 0 and two random players) to about :data:`TARGET_MOVES` actions, stops
at a position where seat 0 may undo, opens it in the main window, presses
Ctrl+Z (triggers the Undo action) and measures until the table shows the earlier position again and
has painted it (``undo_to_redrawn_ms``, median of several presses; a redo
between them puts the moves back). The undo truncates the move list and
replays it from the seed (``engine/record.py``), so the figure covers the
whole path: the replay, the new views, the log rebuilt, the map redrawn.

:func:`replay_jump` opens the replay viewer on a finished Senji game of about
that length (heuristic players) at its first position and presses Last (the End key):
from the key to the last position painted (``replay_jump_to_end_ms``,
median), the replay stepping every move once.

Nothing here asserts a time (figures only; see ``bench/__init__.py``).
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from typing import Any

#: The length of the game the figures are measured on (actions of every seat).
TARGET_MOVES = 1000


def _now() -> float:
    return time.perf_counter()


def _position_for_undo(seed: int) -> tuple[Any, list[Any]]:
    """Options and the moves of a random 3-seat Senji game up to the first
    position at or after TARGET_MOVES where seat 0 is to act and may undo."""
    from senji_desktop.engine.record import GameRecord
    from senji_desktop.engine.registry import load_game
    from senji_desktop.engine.rng import Rng

    game = load_game("senji")
    options = game.options_adapter.validate_python({"num_seats": 3})
    rec = GameRecord(game, options, seed)
    rng = Rng(seed)
    humans = frozenset({0})
    while not rec.is_over:
        to_act = game.to_act(rec.state)
        if (len(rec.moves) >= TARGET_MOVES and 0 in to_act
                and rec.undo_point(0, humans).possible):
            return options, list(rec.moves)
        seat = sorted(to_act)[0]
        rec.play(seat, rng.choice(game.legal_actions(rec.state, seat)))
    raise RuntimeError("no position to undo from in this game")


def _finished_game(target: int = TARGET_MOVES) -> tuple[Any, int, list[Any]]:
    """(options, seed, moves) of a finished 3-seat Senji game between
    heuristic players, the first seed whose game is at least `target` long
    (else the longest of those tried)."""
    from senji_desktop.ai.agents import make_agent
    from senji_desktop.engine.core import Move
    from senji_desktop.engine.registry import load_game

    game = load_game("senji")
    options = game.options_adapter.validate_python({"num_seats": 3})
    best: tuple[Any, int, list[Any]] | None = None
    for seed in range(1, 13):
        state = game.new_game(options, seed)
        agents = [make_agent("senji", "heuristic", seed=seed + s) for s in range(3)]
        moves = []
        while not game.is_over(state):
            seat = game.to_act(state)[0]
            action = agents[seat].decide(game.view(state, seat))
            game.step(state, seat, action)
            moves.append(Move(seat, action))
        if best is None or len(moves) > len(best[2]):
            best = (options, seed, moves)
        if len(moves) >= target:
            break
    assert best is not None
    return best


def _window() -> Any:
    from senji_desktop.ui.main_window import MainWindow

    # A scratch profile: the bench must not replace the player's autosaved game.
    os.environ["SENJI_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="senji-desktop-bench-")
    window = MainWindow(check_autosave=False, ai_iterations=8)
    window.resize(1280, 800)
    window.show()
    return window


def _wait(app: Any, predicate: Any, timeout_s: float = 60.0) -> bool:
    end = _now() + timeout_s
    while not predicate():
        if _now() > end:
            return False
        app.processEvents()
    return True


def undo_redraw(presses: int = 5, seed: int = 3) -> dict[str, Any]:
    """Ctrl+Z to the table redrawn in a long Senji game (see module docstring)."""
    import asyncio

    import qasync
    from PySide6.QtWidgets import QApplication

    from senji_desktop.persistence.saves import SeatConfig

    app = QApplication.instance() or QApplication([])
    options, moves = _position_for_undo(seed)
    loop = qasync.QEventLoop(app, already_running=True)
    asyncio.set_event_loop(loop)
    window = _window()
    seats = [SeatConfig(name="Aiko", kind="human"),
             SeatConfig(name="Kenji", kind="ai", agent="random"),
             SeatConfig(name="Yuki", kind="ai", agent="random")]
    window.set_animation_speed("instant")
    times: list[float] = []
    try:
        window.start_game("senji", options, seed, seats, moves)
        ctrl = window.controller
        if not _wait(app, lambda: ctrl.awaiting_human == 0):
            return {"undo_error": "the game did not reach the human's turn"}
        total = len(ctrl.moves)
        for _ in range(presses):
            point = ctrl.undo_point()
            if point.keep is None:
                break
            keep = point.keep
            t0 = _now()
            window.play.act_undo.trigger()  # what Ctrl+Z triggers
            if not _wait(app, lambda k=keep: len(ctrl.moves) == k and ctrl.awaiting_human == 0):
                break
            window.table.repaint()
            times.append((_now() - t0) * 1000.0)
            ctrl.redo()
            _wait(app, lambda n=total: len(ctrl.moves) == n and ctrl.awaiting_human == 0)
    finally:
        window.close()
        app.processEvents()
    return {
        "undo_game_moves": len(moves),
        "undo_to_redrawn_ms": round(statistics.median(times), 1) if times else None,
        "undo_to_redrawn_max_ms": round(max(times), 1) if times else None,
        "undo_presses": len(times),
    }


def replay_jump(jumps: int = 5) -> dict[str, Any]:
    """Home then End in the replay of a long finished Senji game (see module docstring)."""
    import asyncio

    import qasync
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    options, seed, moves = _finished_game()
    loop = qasync.QEventLoop(app, already_running=True)
    asyncio.set_event_loop(loop)
    window = _window()
    window.set_animation_speed("instant")
    times: list[float] = []
    try:
        window.watch_replay("senji", options, seed, moves, ["Aiko", "Kenji", "Yuki"],
                            position=0)
        replay = window.replay_page.controller
        for _ in range(jumps):
            replay.goto(0)
            app.processEvents()
            t0 = _now()
            window.replay_page.bar.last.click()  # what the End key does
            if not _wait(app, lambda: replay.position == len(moves)):
                break
            window.replay_page.table.repaint()
            times.append((_now() - t0) * 1000.0)
    finally:
        window.close()
        app.processEvents()
    return {
        "replay_game_moves": len(moves),
        "replay_jump_to_end_ms": round(statistics.median(times), 1) if times else None,
        "replay_jump_to_end_max_ms": round(max(times), 1) if times else None,
        "replay_jumps": len(times),
    }


def run(quick: bool = False) -> dict[str, Any]:
    """Both figures as one flat dict."""
    figures: dict[str, Any] = {}
    figures.update(undo_redraw(3 if quick else 7))
    figures.update(replay_jump(3 if quick else 7))
    return figures
