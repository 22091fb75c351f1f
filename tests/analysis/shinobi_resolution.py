"""How close plain search's resolutions come to the exact choice (Shinobi).

    nice -n 10 .venv/bin/python tests/analysis/shinobi_resolution.py \
        [--games 30] [--start 0] [--times 0.3,1.0] [--every 3] [--records]

Not part of the test suite (the file name is no ``test_*.py``): at 1.3 s of
CPU per sampled decision a run of 30 games takes about eight minutes.

Four ``heuristic`` seats play seeded 4-player games (deal seed 1000 + game
number). At every ``--every``-th resolution decision (a reveal, or the choice
between accepting and denouncing, SHI-4) the script asks ``ismcts-plain``
(the search without game knowledge, as in the arena) for its choice at each
thinking time of ``--times`` (CPU seconds, fresh agent per question) and
compares it with the exact expected reward of every legal action from the
seat's own view (``action_values`` for ``hard``: the exact odds of the
three received cards, the best decision on the third card, lives valued by
``life_rewards``; the words are not read, since every seat here bluffs at
random and a word tells nothing).

Prints one JSON object: per kind of decision (reveal, charge, all) and per
thinking time the number of sampled decisions, how many of them matter (the
best and the worst action differ by more than 0.002 in winning chance), how
often plain search picked the exact best one among those, its mean loss in
winning chance per decision, and the mean loss of a uniformly random choice
for comparison. With ``--records`` every sampled decision is printed first,
one JSON line each.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from senji_desktop.ai.agents import make_agent
from senji_desktop.engine.rng import Rng
from senji_desktop.games.shinobi import heuristics
from senji_desktop.games.shinobi.model import Attack, Reveal
from senji_desktop.games.shinobi.rules import GAME

#: Decisions whose best and worst actions differ by at most this (winning
#: chance) do not count as mattering.
MATTERS = 0.002


def sample(games: range, times: list[float], every: int) -> list[dict[str, Any]]:
    """The sampled resolution decisions of `games` with plain search's choice
    at each of `times` (CPU seconds): a list of {"game", "kind", "lives",
    "values" (exact expected reward per legal action), "plain" {time:
    [chosen index, loss]}}."""
    records: list[dict[str, Any]] = []
    asked = 0
    for g in games:
        options = GAME.options_adapter.validate_python({"num_seats": 4, "first_seat": 0})
        state = GAME.new_game(options, 1000 + g)
        rng = Rng(g)
        while not GAME.is_over(state):
            seat = GAME.to_act(state)[0]
            view = GAME.view(state, seat)
            action = heuristics.choose(view, rng)
            if not isinstance(view.legal[0], Attack):
                asked += 1
                if asked % every == 0:
                    values = heuristics.action_values(view, rng, "hard")
                    top = max(values)
                    plain: dict[str, list[float]] = {}
                    for t in times:
                        agent = make_agent("shinobi", "ismcts-plain", seed=asked * 7 + round(t * 10),
                                           time_per_decision_s=t)
                        i = view.legal.index(agent.decide(view))
                        plain[str(t)] = [i, top - values[i]]
                    records.append({
                        "game": g,
                        "kind": "reveal" if isinstance(view.legal[0], Reveal) else "charge",
                        "lives": list(view.lives), "values": values, "plain": plain})
            GAME.step(state, seat, action)
    return records


def summary(records: list[dict[str, Any]], times: list[float]) -> dict[str, Any]:
    """Per kind and thinking time: decisions, mattering ones, plain search's
    exact choices among those, its mean loss and a random choice's."""
    out: dict[str, Any] = {}
    for kind in ("reveal", "charge", "all"):
        rows = [r for r in records if kind == "all" or r["kind"] == kind]
        if not rows:
            continue
        matter = [r for r in rows if max(r["values"]) - min(r["values"]) > MATTERS]
        random_loss = sum(max(r["values"]) - sum(r["values"]) / len(r["values"])
                          for r in rows) / len(rows)
        per_time = {}
        for t in times:
            exact = sum(1 for r in matter if r["plain"][str(t)][1] <= 1e-12)
            per_time[str(t)] = {
                "exact_choices": exact,
                "exact_share": round(exact / len(matter), 3) if matter else None,
                "mean_loss": round(sum(r["plain"][str(t)][1] for r in rows) / len(rows), 4)}
        out[kind] = {"decisions": len(rows), "mattering": len(matter),
                     "random_mean_loss": round(random_loss, 4), "plain": per_time}
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--start", type=int, default=0)
    parser.add_argument("--times", default="0.3,1.0", help="thinking times, CPU seconds")
    parser.add_argument("--every", type=int, default=3, help="sample every n-th resolution")
    parser.add_argument("--records", action="store_true", help="print every sampled decision")
    args = parser.parse_args()
    times = [float(x) for x in args.times.split(",")]
    records = sample(range(args.start, args.start + args.games), times, args.every)
    if args.records:
        for r in records:
            print(json.dumps(r))
    print(json.dumps(summary(records, times)))


if __name__ == "__main__":
    main()
