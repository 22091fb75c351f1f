"""Headless AI tournaments: play seeded games between agents and count wins.

Command line (through the app, or directly as ``python -m senji_desktop.ai.arena``)::

    senji-desktop arena senshi --agents hard,random --games 40 --seed 1 --json

prints one JSON object: ``games``, ``wins`` (sole wins per agent, in the
order given), ``draws`` (games whose win is shared), ``illegal_actions``
(always 0 unless an agent is broken: every chosen action is checked against
the legal actions), ``mean_decision_ms`` and ``max_decision_ms`` per agent,
``mean_iterations`` per agent (search iterations per searched decision; 0
for an agent that never searched), plus ``win_rate``, ``mean_actions`` and
``moves_digest`` (a hash of every game's moves: equal seeds give equal
digests), and the game's own counts where its hooks define
``arena_statistics`` (see :func:`play_game`): ``statistics`` (per agent,
e.g. Senji's proposals made and accepted and bids placed) and
``game_statistics`` (per arena, e.g. Senji's winters played).

Agents: ``random``, ``heuristic``, ``easy``, ``normal``, ``hard`` and
``ismcts-plain`` (the search without any game knowledge, the yardstick of
the difficulties; ai/agents.py).

Equal thinking time: ``--time-per-decision SECONDS`` gives every search
agent that many seconds of CPU time per decision (of its own thread, so the
load of other processes does not shift the balance) instead of its
iteration cap; ``random`` and ``heuristic`` are unaffected. Results then
depend on the machine's speed, not on its load; the moves digest is no
longer reproducible.

Seating: one agent per seat, so the number of agents is the number of
players. Game ``g`` uses deal number ``g // n`` (``n`` players) and seats
the agents rotated by ``g % n``, with seat 0 starting; every deal is
therefore played once from each seat and no agent always starts. Everything
derives from `seed`, so equal arguments give equal results (except the
timings) with any number of worker processes (``--jobs``).

Every game's difficulty ladder, measured this way, is in its heuristics
module's docstring (``senji_desktop/games/<game>/heuristics.py``) with the
commands that reproduce it.

Decision times at the caps: ``senji-desktop bench`` (bench/headless.py).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from senji_desktop.ai.agents import (
    AGENT_NAMES,
    PLAIN_CONFIG,
    SEARCH_AGENTS,
    SearchAgent,
    difficulty_config,
    make_agent,
)
from senji_desktop.ai.hooks import hooks_for
from senji_desktop.engine.core import Move, moves_to_json
from senji_desktop.engine.errors import EngineError
from senji_desktop.engine.registry import info, load_game
from senji_desktop.engine.rng import Rng

__all__ = ["main", "play_game", "run_arena"]


def _derive(seed: int, *parts: int) -> int:
    """A seed for one sub-task, independent of the others."""
    rng = Rng(seed)
    for p in parts:
        rng = Rng(rng.next64() ^ (p * 0x9E3779B97F4A7C15 & ((1 << 64) - 1)))
    return rng.next64()


def play_game(
    game_id: str,
    agents: Sequence[str],
    seed: int,
    game_index: int,
    options: dict[str, Any] | None = None,
    iterations_scale: float = 1.0,
    time_limit_s: float | None = None,
    time_per_decision_s: float | None = None,
) -> dict[str, Any]:
    """Play game number `game_index` of an arena (see the module docstring).

    Returns {"winners": [agent indices], "seating": [agent index per seat],
    "deal_seed": int, "illegal_actions": int, "decision_s": [[seconds, ...]
    per agent], "iterations": [[search iterations, ...] per agent, one per
    searched decision], "actions": int, "moves": [...] (seat, action JSON),
    "statistics": {name: [count per agent]}, "game_statistics": {name:
    count}} — the counts come from the game's hooks' optional
    ``arena_statistics(events)``, which names (seat or None, counter) pairs
    for the events of one step. Raises KeyError for an unknown game,
    InvalidOptionsError / pydantic.ValidationError for bad options."""
    game = load_game(game_id)
    n = len(agents)
    opts = dict(options or {})
    opts["num_seats"] = n
    opts.setdefault("first_seat", 0)
    game_options = game.options_adapter.validate_python(opts)
    deal, rotation = divmod(game_index, n)
    deal_seed = _derive(seed, 1, deal)
    state = game.new_game(game_options, deal_seed)
    # agent_at[seat] = index into `agents`
    agent_at = [(seat + rotation) % n for seat in range(n)]
    players = []
    for seat in range(n):
        idx = agent_at[seat]
        name = agents[idx]
        iterations = None
        if name in SEARCH_AGENTS and iterations_scale != 1.0:
            base = PLAIN_CONFIG if name == "ismcts-plain" else difficulty_config(game_id, name)
            iterations = base.scaled(iterations_scale).iterations
        players.append(make_agent(game_id, name, seed=_derive(seed, 2, game_index, idx),
                                  iterations=iterations, time_limit_s=time_limit_s,
                                  time_per_decision_s=time_per_decision_s))
    decision_s: list[list[float]] = [[] for _ in range(n)]
    iterations_run: list[list[int]] = [[] for _ in range(n)]
    illegal = 0
    moves: list[Any] = []
    count_events = getattr(hooks_for(game_id), "arena_statistics", None)
    statistics: dict[str, list[int]] = {}
    game_statistics: dict[str, int] = {}
    while not game.is_over(state):
        seat = game.to_act(state)[0]
        view = game.view(state, seat)
        start = time.perf_counter()
        player = players[seat]
        if isinstance(player, SearchAgent):
            player.last_result = None
        action = player.decide(view)
        decision_s[agent_at[seat]].append(time.perf_counter() - start)
        if isinstance(player, SearchAgent) and player.last_result is not None \
                and player.last_result.iterations:
            iterations_run[agent_at[seat]].append(player.last_result.iterations)
        legal = game.legal_actions(state, seat)
        if action not in legal:
            illegal += 1
            action = legal[0]
        events = game.step(state, seat, action)
        moves.append(Move(seat, action))
        if count_events is not None:
            for counted_seat, name in count_events(events):
                if counted_seat is None:
                    game_statistics[name] = game_statistics.get(name, 0) + 1
                else:
                    per = statistics.setdefault(name, [0] * n)
                    per[agent_at[counted_seat]] += 1
    outcome = game.outcome(state)
    return {
        "winners": sorted(agent_at[s] for s in outcome.winners),
        "seating": agent_at,
        "deal_seed": deal_seed,
        "illegal_actions": illegal,
        "decision_s": decision_s,
        "iterations": iterations_run,
        "actions": len(moves),
        "moves": moves_to_json(game, moves),
        "statistics": statistics,
        "game_statistics": game_statistics,
    }


def _play_packed(args: tuple[Any, ...]) -> dict[str, Any]:
    return play_game(*args)


def run_arena(
    game_id: str,
    agents: list[str],
    games: int,
    seed: int,
    options: dict[str, Any] | None = None,
    *,
    iterations_scale: float = 1.0,
    time_limit_s: float | None = None,
    time_per_decision_s: float | None = None,
    jobs: int = 1,
) -> dict[str, Any]:
    """Play `games` seeded games between `agents` (one per seat) and summarise.

    `options` are the game's options apart from the seat count (e.g.
    {"secret_start": True}); `iterations_scale` scales the search agents'
    iteration caps; `time_limit_s` adds a wall-time guard (makes results
    depend on the machine and its load); `time_per_decision_s` gives every
    search agent that many CPU seconds per decision instead of its cap
    (results depend on the machine's speed); `jobs` worker processes
    (results do not depend on it, unless time decides). Returns the dict
    described in the module docstring.
    Raises ValueError for an unknown agent name, fewer than one game, a
    non-positive thinking time or a number of agents the game cannot seat;
    KeyError for an unknown game."""
    for name in agents:
        if name not in AGENT_NAMES:
            raise ValueError(f"unknown agent {name!r}; choose from {', '.join(AGENT_NAMES)}")
    if games < 1:
        raise ValueError("play at least one game")
    if time_per_decision_s is not None and time_per_decision_s <= 0:
        raise ValueError(f"the time per decision must be positive, got {time_per_decision_s}")
    gi = info(game_id)
    if not gi.min_seats <= len(agents) <= gi.max_seats:
        raise ValueError(f"{game_id} needs {gi.min_seats} to {gi.max_seats} agents, "
                         f"got {len(agents)}")
    tasks = [(game_id, list(agents), seed, g, options, iterations_scale, time_limit_s,
              time_per_decision_s) for g in range(games)]
    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            results = list(pool.map(_play_packed, tasks))
    else:
        results = [_play_packed(t) for t in tasks]
    n = len(agents)
    wins = [0] * n
    shared = [0] * n
    draws = 0
    illegal = 0
    times: list[list[float]] = [[] for _ in range(n)]
    iterations: list[list[int]] = [[] for _ in range(n)]
    digest = hashlib.sha256()
    total_actions = 0
    statistics: dict[str, list[int]] = {}
    game_statistics: dict[str, int] = {}
    for r in results:
        for name, per in r["statistics"].items():
            acc = statistics.setdefault(name, [0] * n)
            for i in range(n):
                acc[i] += per[i]
        for name, count in r["game_statistics"].items():
            game_statistics[name] = game_statistics.get(name, 0) + count
        if len(r["winners"]) == 1:
            wins[r["winners"][0]] += 1
        else:
            draws += 1
            for w in r["winners"]:
                shared[w] += 1
        illegal += r["illegal_actions"]
        for i in range(n):
            times[i].extend(r["decision_s"][i])
            iterations[i].extend(r["iterations"][i])
        total_actions += r["actions"]
        digest.update(json.dumps(r["moves"], sort_keys=True).encode())
    return {
        "game": game_id,
        "agents": list(agents),
        "games": games,
        "seed": seed,
        "options": dict(options or {}),
        "iterations_scale": iterations_scale,
        "time_per_decision_s": time_per_decision_s,
        "wins": wins,
        "draws": draws,
        "shared_wins": shared,
        "win_rate": [round(w / games, 4) for w in wins],
        "illegal_actions": illegal,
        "mean_decision_ms": [round(1000 * sum(t) / len(t), 3) if t else 0.0 for t in times],
        "max_decision_ms": [round(1000 * max(t), 3) if t else 0.0 for t in times],
        "mean_iterations": [round(sum(it) / len(it), 1) if it else 0.0 for it in iterations],
        "mean_actions": round(total_actions / games, 2),
        "moves_digest": digest.hexdigest(),
        "statistics": statistics,
        "game_statistics": game_statistics,
    }


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="senji-desktop arena",
        description="Play seeded headless games between AI agents and count the wins.",
    )
    p.add_argument("game", help="game id, e.g. senshi")
    p.add_argument("--agents", required=True,
                   help=f"comma-separated agents, one per seat ({', '.join(AGENT_NAMES)})")
    p.add_argument("--games", type=int, default=10, help="number of games (default 10)")
    p.add_argument("--seed", type=int, default=1, help="master seed (default 1)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--iterations-scale", type=float, default=1.0,
                   help="scale the search agents' iteration caps (default 1)")
    p.add_argument("--time-limit", type=float, default=None,
                   help="wall-time guard per search decision in seconds (default none)")
    p.add_argument("--time-per-decision", type=float, default=None, metavar="SECONDS",
                   help="equal thinking time: every search agent thinks this many CPU "
                        "seconds per decision instead of stopping at its iteration cap")
    p.add_argument("--secret-start", action="store_true",
                   help="Senshi's secret-start variant (3-4 players)")
    p.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    return p


def main(argv: list[str]) -> int:
    """Run the arena command line (arguments after the word ``arena``).

    Returns the process exit code: 0 on success, 2 for bad arguments."""
    args = _parser().parse_args(argv)
    agents = [a.strip() for a in args.agents.split(",") if a.strip()]
    options: dict[str, Any] = {}
    if args.secret_start:
        options["secret_start"] = True
    try:
        result = run_arena(args.game, agents, args.games, args.seed, options,
                           iterations_scale=args.iterations_scale,
                           time_limit_s=args.time_limit,
                           time_per_decision_s=args.time_per_decision, jobs=max(1, args.jobs))
    except (KeyError, ValueError, EngineError) as exc:
        print(f"arena: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(result))
    else:
        for i, name in enumerate(agents):
            print(f"{name:>12}: {result['wins'][i]:4d} wins  "
                  f"{result['mean_decision_ms'][i]:9.1f} ms/decision  "
                  f"{result['mean_iterations'][i]:9.1f} iterations/search")
        print(f"{'draws':>12}: {result['draws']:4d}   games: {result['games']}   "
              f"illegal actions: {result['illegal_actions']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
