"""How much a better resolution is worth in Shinobi: resolvers against each other.

    nice -n 10 .venv/bin/python tests/analysis/shinobi_ceiling.py \
        [--games 4000] [--pairs exact:read,exact:random-reveal,...]

Not part of the test suite (the file name is no ``test_*.py``); a game costs
a few milliseconds, so 4000 games take a minute or two.

Every seat assigns as the ``heuristic`` agent and Hard do (a card drawn at
random, a word drawn at random, ``heuristics.choose``), so by the renaming
argument of the Shinobi heuristics docstring the assignments are worth alike
and only the resolutions (the reveal and the choice between accepting and
denouncing, SHI-4) tell the seats apart. The resolvers:

- ``exact``: the best expected reward from the seat's own view, not reading
  the words (``action_values(view, rng, "hard")``; every seat here bluffs at
  random, so this is the exact choice); ties between reveals broken at
  random, a charge only when it is worth more than accepting (so a seat
  without lives accepts, like Hard);
- ``read``: Hard's resolution (``heuristics.resolve``), which weighs each
  word by how honest its speaker has proved (``honesty``) — early in a game
  the prior makes it believe a random word more than one time in four;
- ``random-reveal``: a reveal picked at random, then the exact charge —
  a stand-in for plain search (``ismcts-plain``), whose reveals were measured
  no better than random (``shinobi_resolution.py``);
- ``random-reveal-flip``: as ``random-reveal`` but every charge decision
  that matters is turned round one time in five — plain search agrees with
  the exact charge in about four of five mattering decisions, though its
  departures lie where the two choices are worth nearly alike, so this
  stand-in is weaker than plain search;
- ``random-reveal-soft``: as ``random-reveal`` but the charge goes wrong
  with chance 1 / (1 + exp(margin / ``SOFT_TAU``)), the margin being what
  the better choice is worth over the worse — errors where the choices are
  close, as plain search makes them; ``SOFT_TAU`` is set so that this
  resolver matches plain search's measured charges (the exact choice in
  about 80 % of the mattering decisions, a mean loss of about 0.006 in
  winning chance), which makes it the closest stand-in for plain search.

Every line also gives, per resolver, its mattering charge decisions, the
share of them where it chose the exact best and its mean loss there.

A pairing ``a:b`` seats ``a, b, a, b`` like the arena's two-against-two
table: game ``g`` uses deal ``g // 4`` (seed 1000 + deal) and rotates the
seats by ``g % 4``. Prints one JSON line per pairing: sole wins per
resolver, games shared (SHI-6) and each resolver's share of the games not
shared.
"""

from __future__ import annotations

import argparse
import json
import math
from collections.abc import Callable
from typing import Any

from senji_desktop.engine.rng import Rng
from senji_desktop.games.shinobi import heuristics
from senji_desktop.games.shinobi.model import Accept, Attack, Reveal, ShinobiAction, ShinobiView
from senji_desktop.games.shinobi.rules import GAME

Resolver = Callable[[ShinobiView, Rng], ShinobiAction]


def _exact(view: ShinobiView, rng: Rng) -> ShinobiAction:
    values = heuristics.action_values(view, rng, "hard")
    top = max(values)
    best = [a for a, v in zip(view.legal, values, strict=True) if v >= top - 1e-12]
    if not isinstance(view.legal[0], Reveal) and Accept() in best:
        return Accept()  # as Hard: denounce only when it is worth more (SHI-5)
    return best[rng.randrange(len(best))]


#: Charge decisions whose two choices differ by more than this (winning
#: chance) count as mattering (as in ``shinobi_resolution.py``).
MATTERS = 0.002
#: Temperature (winning chance) of ``random-reveal-soft``'s charge errors.
SOFT_TAU = 0.03


def _random_reveal(flip: float, tau: float = 0.0) -> Resolver:
    def decide(view: ShinobiView, rng: Rng) -> ShinobiAction:
        if isinstance(view.legal[0], Reveal):
            return view.legal[rng.randrange(len(view.legal))]
        values = heuristics.action_values(view, rng, "hard")
        best = max(range(len(values)), key=lambda i: values[i])
        margin = max(values) - min(values)
        wrong = flip if margin > MATTERS else 0.0
        if tau > 0.0:
            wrong = 1.0 / (1.0 + math.exp(min(50.0, margin / tau)))
        if margin > 1e-9 and rng.random() < wrong:
            best = min(range(len(values)), key=lambda i: values[i])
        return view.legal[best]
    return decide


RESOLVERS: dict[str, Resolver] = {
    "exact": _exact,
    "read": heuristics.resolve,
    "random-reveal": _random_reveal(0.0),
    "random-reveal-flip": _random_reveal(0.2),
    "random-reveal-soft": _random_reveal(0.0, SOFT_TAU),
}


def play(first: str, second: str, games: int) -> dict[str, Any]:
    """Play `games` seeded 4-player games of `first`, `second`, `first`,
    `second` (rotated) and count the sole wins per resolver."""
    wins = {first: 0, second: 0}
    charges = {first: [0.0, 0.0, 0.0], second: [0.0, 0.0, 0.0]}
    shared = 0
    for g in range(games):
        deal, rotation = divmod(g, 4)
        options = GAME.options_adapter.validate_python({"num_seats": 4, "first_seat": 0})
        state = GAME.new_game(options, 1000 + deal)
        kinds = [(first, second)[(seat + rotation) % 2] for seat in range(4)]
        rngs = [Rng(g * 131 + seat) for seat in range(4)]
        while not GAME.is_over(state):
            seat = GAME.to_act(state)[0]
            view = GAME.view(state, seat)
            if len(view.legal) == 1:
                action = view.legal[0]
            elif isinstance(view.legal[0], Attack):
                action = heuristics.choose(view, rngs[seat])
            else:
                action = RESOLVERS[kinds[seat]](view, rngs[seat])
                if not isinstance(view.legal[0], Reveal):
                    values = heuristics.action_values(view, rngs[seat], "hard")
                    if max(values) - min(values) > MATTERS:
                        stats = charges[kinds[seat]]
                        loss = max(values) - values[view.legal.index(action)]
                        stats[0] += 1
                        stats[1] += loss <= 1e-12
                        stats[2] += loss
            GAME.step(state, seat, action)
        winners = GAME.outcome(state).winners
        if len(winners) == 1:
            wins[kinds[winners[0]]] += 1
        else:
            shared += 1
    sole = games - shared
    return {"pairing": f"{first}:{second}", "games": games, "shared": shared, "wins": wins,
            "share_not_shared": {k: round(w / sole, 4) if sole else None
                                 for k, w in wins.items()},
            "mattering_charges": {k: {"decisions": int(c[0]),
                                      "exact_share": round(c[1] / c[0], 3) if c[0] else None,
                                      "mean_loss": round(c[2] / c[0], 4) if c[0] else None}
                                  for k, c in charges.items()}}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4000)
    parser.add_argument("--pairs", default="exact:read,exact:random-reveal,"
                        "exact:random-reveal-flip,exact:random-reveal-soft,"
                        "read:random-reveal-soft",
                        help="comma-separated pairings first:second")
    args = parser.parse_args()
    for pair in args.pairs.split(","):
        first, second = pair.split(":")
        if first not in RESOLVERS or second not in RESOLVERS:
            parser.error(f"unknown resolver in {pair!r}; choose from {', '.join(RESOLVERS)}")
        print(json.dumps(play(first, second, args.games)), flush=True)


if __name__ == "__main__":
    main()
