"""Headless benchmark figures: engine speed, search speed, AI decision times.

:func:`run` returns a JSON-compatible dict (the ``bench`` command merges it
with the GUI figures). Positions are dealt and played from fixed seeds, so
runs differ only in the machine's speed. Times are wall-clock seconds or
milliseconds as the key names say.
"""

from __future__ import annotations

import platform
import time
from typing import Any

from senji_desktop.ai.agents import DIFFICULTIES, SearchAgent, make_agent
from senji_desktop.ai.hooks import hooks_for
from senji_desktop.ai.ismcts import search
from senji_desktop.engine.rng import Rng
from senji_desktop.games.senshi import GAME, SenshiOptions, SenshiState

__all__ = ["run"]


def _random_playouts(seconds: float) -> dict[str, Any]:
    """Uniformly random Senshi games (2 players), full rules with events."""
    rng = Rng(7)
    actions = 0
    games = 0
    start = time.perf_counter()
    while True:
        state = GAME.new_game(SenshiOptions(num_seats=2), games)
        while not GAME.is_over(state):
            seat = GAME.to_act(state)[0]
            legal = GAME.legal_actions(state, seat)
            GAME.step(state, seat, legal[rng.randrange(len(legal))])
            actions += 1
        games += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            break
    return {
        "senshi_random_playout_actions_per_s": round(actions / elapsed),
        "senshi_random_playout_games_per_s": round(games / elapsed, 1),
    }


def _positions(count: int, seed: int = 11) -> list[SenshiState]:
    """Positions of a 2-player game between two heuristic agents, spread over
    the game (after 25 %, 40 %, … of its actions)."""
    state = GAME.new_game(SenshiOptions(num_seats=2, first_seat=0), seed)
    agents = [make_agent("senshi", "heuristic", seed=seed + s) for s in range(2)]
    history = [state.clone()]
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        GAME.step(state, seat, agents[seat].decide(GAME.view(state, seat)))
        history.append(state.clone())
    playable = [s for s in history[:-1]
                if s.phase == "play" and len(GAME.legal_actions(s, s.current)) > 1]
    picks = [playable[int(len(playable) * (0.25 + 0.5 * i / max(1, count - 1)))]
             for i in range(count)]
    return picks


def _search_speed(seconds_hint: float) -> dict[str, Any]:
    """ISMCTS iterations per second on a mid-game position, per difficulty's hooks."""
    state = _positions(1)[0]
    view = GAME.view(state, state.current)
    hooks = hooks_for("senshi")
    out: dict[str, Any] = {}
    for name, config in DIFFICULTIES.items():
        iterations = max(50, int(seconds_hint * 1000))
        cfg = config.scaled(iterations / config.iterations)
        result = search(GAME, view, cfg, hooks, Rng(3))
        out[f"ismcts_{name}_iterations_per_s"] = round(result.iterations / result.elapsed_s)
    return out


def _decision_times(positions: int) -> dict[str, Any]:
    """Decision time of each difficulty at its iteration cap (no time limit)."""
    states = _positions(positions)
    out: dict[str, Any] = {}
    for name, config in DIFFICULTIES.items():
        times = []
        for i, state in enumerate(states):
            agent = make_agent("senshi", name, seed=100 + i)
            assert isinstance(agent, SearchAgent)
            start = time.perf_counter()
            agent.decide(GAME.view(state, state.current))
            times.append(time.perf_counter() - start)
        out[f"decision_{name}_mean_s"] = round(sum(times) / len(times), 4)
        out[f"decision_{name}_max_s"] = round(max(times), 4)
        out[f"decision_{name}_iterations"] = config.iterations
    return out


def run(quick: bool = False) -> dict[str, Any]:
    """All headless figures as a flat dict.

    `quick` shortens every measurement (for a smoke test); the figures are
    then rougher. Keys: senshi_random_playout_actions_per_s,
    senshi_random_playout_games_per_s, ismcts_<difficulty>_iterations_per_s
    (2-player mid-game position), decision_<difficulty>_mean_s / _max_s
    (over a few positions at the difficulty's cap) and _iterations, python."""
    figures: dict[str, Any] = {"python": platform.python_version()}
    figures.update(_random_playouts(0.3 if quick else 3.0))
    figures.update(_search_speed(0.1 if quick else 1.0))
    figures.update(_decision_times(1 if quick else 5))
    return figures


if __name__ == "__main__":
    import json

    print(json.dumps(run(quick=False), indent=2))
