"""Headless benchmark figures: engine speed, search speed, AI decision times.

:func:`run` returns a JSON-compatible dict (the ``bench`` command merges it
with the GUI figures). Every playable game of ``engine.registry.GAMES`` is
measured at the seat count of :data:`BENCH_SEATS`; positions are dealt and
played from fixed seeds, so runs differ only in the machine's speed. Times
are wall-clock seconds or milliseconds as the key names say.

A game adds figures of its own (e.g. the length of a random game) by giving
its ``heuristics`` module a function ``bench_figures(quick: bool) ->
dict[str, Any]``; its keys should start with the game id. A game whose
decisions differ much by phase also gives ``bench_positions(quick: bool) ->
dict[str, list[view]]`` (labelled positions): every difficulty is then
timed on each label's views (``<game>_decision_<difficulty>_<label>_mean_s``
and ``_max_s``).
"""

from __future__ import annotations

import platform
import time
from typing import Any

from senji_desktop.ai.agents import DIFFICULTIES, SearchAgent, difficulty_config, make_agent
from senji_desktop.ai.hooks import hooks_for, hooks_module
from senji_desktop.ai.ismcts import search
from senji_desktop.engine.registry import GAMES, load_game
from senji_desktop.engine.rng import Rng

__all__ = ["BENCH_SEATS", "run", "run_game"]

#: Seat count each game is measured with (the issues' reference figures).
BENCH_SEATS: dict[str, int] = {"senshi": 2, "tenno": 4, "shinobi": 5, "senbazuru": 2, "senji": 4}


def _options(game: Any, seats: int) -> Any:
    return game.options_adapter.validate_python({"num_seats": seats})


def _random_playouts(game_id: str, seconds: float) -> dict[str, Any]:
    """Uniformly random games with full rules and events."""
    game = load_game(game_id)
    options = _options(game, BENCH_SEATS[game_id])
    rng = Rng(7)
    actions = 0
    games = 0
    start = time.perf_counter()
    while True:
        state = game.new_game(options, games)
        while not game.is_over(state):
            seat = game.to_act(state)[0]
            legal = game.legal_actions(state, seat)
            game.step(state, seat, legal[rng.randrange(len(legal))])
            actions += 1
        games += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            break
    return {
        f"{game_id}_random_playout_actions_per_s": round(actions / elapsed),
        f"{game_id}_random_playout_games_per_s": round(games / elapsed, 1),
        f"{game_id}_random_playout_mean_actions": round(actions / games, 1),
    }


def positions(game_id: str, count: int, seed: int = 11) -> list[tuple[Any, int]]:
    """(state, seat to decide) pairs of one game between heuristic agents,
    spread over the game (after 25 %, … 75 % of its decisions that have more
    than one legal action)."""
    game = load_game(game_id)
    n = BENCH_SEATS[game_id]
    state = game.new_game(_options(game, n), seed)
    agents = [make_agent(game_id, "heuristic", seed=seed + s) for s in range(n)]
    choices: list[tuple[Any, int]] = []
    while not game.is_over(state):
        seat = game.to_act(state)[0]
        view = game.view(state, seat)
        if len(view.legal) > 1:
            choices.append((game.view(state, seat), seat))
        game.step(state, seat, agents[seat].decide(view))
    if not choices:
        return []
    return [choices[int((len(choices) - 1) * (0.25 + 0.5 * i / max(1, count - 1)))]
            for i in range(count)]


def _search_speed(game_id: str, seconds_hint: float) -> dict[str, Any]:
    """ISMCTS iterations per second on a mid-game position, per difficulty."""
    picks = positions(game_id, 1)
    if not picks:
        return {}
    view, _ = picks[0]
    game = load_game(game_id)
    hooks = hooks_for(game_id)
    out: dict[str, Any] = {}
    for name in DIFFICULTIES:
        config = difficulty_config(game_id, name)
        if config.policy_temperature is not None:
            continue  # a difficulty that does not search
        iterations = max(50, int(seconds_hint * 1000))
        cfg = config.scaled(iterations / config.iterations)
        result = search(game, view, cfg, hooks, Rng(3))
        out[f"{game_id}_ismcts_{name}_iterations_per_s"] = round(
            result.iterations / max(result.elapsed_s, 1e-9))
    return out


def _decision_times(game_id: str, count: int) -> dict[str, Any]:
    """Decision time of each difficulty at its iteration cap (no time limit)."""
    picks = positions(game_id, count)
    out: dict[str, Any] = {}
    if not picks:
        return out
    for name in DIFFICULTIES:
        times = []
        for i, (view, _) in enumerate(picks):
            agent = make_agent(game_id, name, seed=100 + i)
            assert isinstance(agent, SearchAgent)
            start = time.perf_counter()
            agent.decide(view)
            times.append(time.perf_counter() - start)
        out[f"{game_id}_decision_{name}_mean_s"] = round(sum(times) / len(times), 4)
        out[f"{game_id}_decision_{name}_max_s"] = round(max(times), 4)
        config = difficulty_config(game_id, name)
        out[f"{game_id}_decision_{name}_iterations"] = (
            0 if config.policy_temperature is not None else config.iterations)
    return out


def run_game(game_id: str, quick: bool = False) -> dict[str, Any]:
    """The figures of one game (keys prefixed with `game_id`)."""
    figures: dict[str, Any] = {f"{game_id}_seats": BENCH_SEATS[game_id]}
    figures.update(_random_playouts(game_id, 0.3 if quick else 3.0))
    figures.update(_search_speed(game_id, 0.1 if quick else 1.0))
    figures.update(_decision_times(game_id, 1 if quick else 5))
    module = hooks_module(game_id)
    extra = getattr(module, "bench_figures", None)
    if extra is not None:
        figures.update(extra(quick))
    labelled = getattr(module, "bench_positions", None)
    if labelled is not None:
        figures.update(_labelled_decision_times(game_id, labelled(quick)))
    return figures


def _labelled_decision_times(game_id: str, picks: dict[str, list[Any]]) -> dict[str, Any]:
    """Decision time of each difficulty per label of `picks` (e.g. per phase)."""
    out: dict[str, Any] = {}
    for name in DIFFICULTIES:
        for label, views in picks.items():
            times = []
            for i, view in enumerate(views):
                agent = make_agent(game_id, name, seed=50 + i)
                start = time.perf_counter()
                agent.decide(view)
                times.append(time.perf_counter() - start)
            if times:
                out[f"{game_id}_decision_{name}_{label}_mean_s"] = round(sum(times) / len(times), 3)
                out[f"{game_id}_decision_{name}_{label}_max_s"] = round(max(times), 3)
    return out


def run(quick: bool = False, games: list[str] | None = None) -> dict[str, Any]:
    """All headless figures as a flat dict.

    `quick` shortens every measurement (for a smoke test); the figures are
    then rougher. `games` limits the run to these ids (default: every
    playable game). Keys per game: <id>_random_playout_actions_per_s /
    _games_per_s / _mean_actions, <id>_ismcts_<difficulty>_iterations_per_s
    (a mid-game position; not for a difficulty that does not search),
    <id>_decision_<difficulty>_mean_s / _max_s (over a few positions at the
    difficulty's cap) and _iterations (0 for a difficulty that does not
    search); plus python."""
    figures: dict[str, Any] = {"python": platform.python_version()}
    for info in GAMES:
        if not info.available or info.game_id not in BENCH_SEATS:
            continue
        if games is not None and info.game_id not in games:
            continue
        figures.update(run_game(info.game_id, quick))
    return figures


if __name__ == "__main__":
    import json

    print(json.dumps(run(quick=False), indent=2))
