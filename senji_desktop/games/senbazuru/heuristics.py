"""SenbaZuru know-how for the AI: a hand-written policy and the search hooks.

Everything here is a heuristic, not a rule: it only chooses among the legal
actions the rules offer.

- :func:`placement_gain` values a placement in points for the placer: the
  tile itself (2 with a golden crane), every chain it could catch (SBZ-5: a
  tile taken from the opponent swings two points, the uncontrolled start tile
  one, a tile with a crowned crane or a token adds a reward: a golden origami
  token and a crowned-crane token, SBZ-6), minus its exposure: the empty
  diagonal cells next to it where the opponent could place the other
  intensity of its colour and catch it back.
- :func:`evaluate` turns the live score difference (SBZ-9) into a reward per
  seat, less sure while many tiles are still to be played.
- :func:`rollout_action` (fast search rollouts) samples a few placements and
  takes the best by gain, always catches, puts tokens on the safest own tile
  and draws crowned or golden cranes first; :func:`priors` (action ordering)
  and :func:`choose` (the ``heuristic`` agent) use the same values for every
  legal action.

The ``heuristic`` agent works from one seat's view only (the board, the
display and supplies are public; the other hand is not needed).

**Difficulties** (:data:`DIFFICULTY_TUNING`):

- Easy does not search: it plays :func:`action_values` loosely (softmax,
  temperature 1.5 points) and overlooks the catch-back threat (no exposure
  term), as a newcomer who looks only at what a tile catches.
- Normal searches 500 iterations, Hard 2000 (SO-ISMCTS, rollouts of four
  actions scored by :func:`evaluate`, actions ordered by :func:`priors`).
  Hard's 2000 iterations cost 0.5–0.65 s of CPU per decision on the bench
  positions (about 0.8 s wall time on a quiet machine; the app's 1.5 s
  guard caps it on a busy one).

**Ladder and strength** (2 players, seats rotated, ``senji-desktop arena
senbazuru --agents A,B --games 40 --seed 1``; machine: 2 cores shared
with other work; ``--time-per-decision T`` gives every searching agent T
seconds of CPU per decision):

- Easy vs random 40/40; heuristic vs Easy 25/40: Easy loses to the plain
  rule "do not leave a tile where it can be caught back".
- Hard vs random 40/40; Hard vs heuristic 37/40.
- Hard vs ismcts-plain at equal thinking time (``--agents
  hard,ismcts-plain --games 40 --seed 1 --time-per-decision 0.3``): 35/40
  (87.5 %); about 1330 iterations per decision against plain search's 860.
- Normal vs Easy (``--agents normal,easy``): 40/40 (Normal 3.9 s, Easy
  under 1 ms per decision on the loaded machine).
- Hard vs Normal (``--agents hard,normal --games 40 --seed 1``): 27/40
  (67.5 %); Hard's mean decision 0.51 s, Normal's 0.13 s.
- ``--time-per-decision 1.0`` (the same 40 games, played as two halves by
  number with ``ai/arena.play_game``): 31/40 (77.5 %).
"""

from __future__ import annotations

import math
import time
from collections.abc import Mapping, Sequence
from typing import Any

from senji_desktop.engine.hint import HintReason
from senji_desktop.engine.rng import Rng
from senji_desktop.games.senbazuru.model import (
    CROWNED,
    DIAGONALS,
    GOLDEN,
    NOBODY,
    SIDES,
    START,
    Catch,
    Cell,
    Discard,
    Draw,
    Place,
    PutToken,
    SenbaZuruAction,
    SenbaZuruOptions,
    SenbaZuruState,
    SenbaZuruView,
    TakeToken,
)
from senji_desktop.games.senbazuru.rules import GAME, chain, scores

# Search settings of SenbaZuru (see ai/agents.py ``difficulty_config``):
# rollouts run a whole turn or two before the evaluation scores them; Easy
# does not search (module docstring).
DIFFICULTY_TUNING: dict[str, dict[str, Any]] = {
    "easy": {"policy_temperature": 1.5},
    "normal": {"iterations": 500, "rollout_depth": 4},
    "hard": {"iterations": 2000, "rollout_depth": 4, "prior_visits": 2},
}

# Points a crowned-crane reward is worth (a golden origami token + a token on a tile).
REWARD_VALUE = 2.0
# Points lost per empty diagonal cell beside a placed tile (a catch-back risk).
EXPOSURE = 0.45
# Scale of the reward estimate: points of lead per unit of the logistic.
TEMP_BASE = 2.0
TEMP_PER_TILE = 0.15
# Placements a rollout scores per decision.
ROLLOUT_SAMPLE = 6
ROLLOUT_EPSILON = 0.05


def _chain_value(board: Mapping[Cell, int], owner: Mapping[Cell, int],
                 tokens: Mapping[Cell, int], cells: Sequence[Cell]) -> float:
    value = 0.0
    for c in cells:
        t = board[c]
        swing = 1.0 if owner.get(c, NOBODY) == NOBODY else 2.0
        pts = 1.0 + (1.0 if t != START and GOLDEN[t] else 0.0) + tokens.get(c, 0)
        value += swing * pts
        if (t != START and CROWNED[t]) or tokens.get(c, 0):
            value += REWARD_VALUE
    return value


def exposure(board: Mapping[Cell, int], cell: Cell) -> int:
    """Empty diagonal cells of `cell` that touch the board by a side (where
    the opponent could place next and catch along that diagonal)."""
    x, y = cell
    n = 0
    for dx, dy in DIAGONALS:
        c = (x + dx, y + dy)
        if c in board:
            continue
        for sx, sy in SIDES:
            if (c[0] + sx, c[1] + sy) in board:
                n += 1
                break
    return n


def placement_gain(board: Mapping[Cell, int], owner: Mapping[Cell, int],
                   tokens: Mapping[Cell, int], seat: int, tile: int, cell: Cell,
                   exposure_weight: float = EXPOSURE) -> float:
    """Estimated points `seat` gains by placing `tile` on `cell` and catching
    every chain (see module docstring), less `exposure_weight` points per
    open diagonal (0 overlooks the catch-back threat). `cell` must be a
    legal placement."""
    gain = 2.0 if GOLDEN[tile] else 1.0
    if CROWNED[tile]:
        gain += REWARD_VALUE
    for d in DIAGONALS:
        cells = chain(board, owner, tile, cell, seat, d)
        if cells:
            gain += _chain_value(board, owner, tokens, cells)
    if exposure_weight:
        gain -= exposure_weight * exposure(board, cell) * (2.0 if GOLDEN[tile] else 1.0)
    return gain


def token_safety(board: Mapping[Cell, int], cell: Cell) -> float:
    """Higher for an own tile less likely to be caught (fewer open diagonals)."""
    return -float(exposure(board, cell))


def draw_value(tile: int) -> float:
    """What a display tile is worth in hand (SBZ-7): cranes first."""
    return (REWARD_VALUE if CROWNED[tile] else 0.0) + (1.0 if GOLDEN[tile] else 0.0)


def _values(board: Mapping[Cell, int], owner: Mapping[Cell, int], tokens: Mapping[Cell, int],
            chains: Mapping[Cell, Sequence[Cell]], seat: int,
            actions: Sequence[SenbaZuruAction], exposure_weight: float = EXPOSURE) -> list[float]:
    """A value in points per action (only comparable within one decision)."""
    out: list[float] = []
    for a in actions:
        k = a.kind
        if k == "place":
            assert isinstance(a, Place)
            out.append(placement_gain(board, owner, tokens, seat, a.tile, (a.x, a.y),
                                      exposure_weight))
        elif k == "catch":
            assert isinstance(a, Catch)
            out.append(1.0 + _chain_value(board, owner, tokens, chains[(a.dx, a.dy)]))
        elif k == "end_catching":
            out.append(0.0)
        elif k == "put_token":
            assert isinstance(a, PutToken)
            out.append(token_safety(board, (a.x, a.y)))
        elif k == "take_token":
            assert isinstance(a, TakeToken)
            out.append(1.0 if owner.get((a.x, a.y), NOBODY) != NOBODY else 0.0)
        elif k == "draw":
            assert isinstance(a, Draw)
            out.append(draw_value(a.tile))
        else:  # discard: keep the better tiles
            out.append(-draw_value(getattr(a, "tile", 0)))
    return out


def evaluate(state: SenbaZuruState) -> tuple[float, ...]:
    """Estimated reward per seat (in [0, 1], summing to 1) of an unfinished
    `state` from the live score (SBZ-9); the exact rewards of a finished one."""
    if state.phase == "over":
        return GAME.outcome(state).rewards
    pts = scores(state.board, state.owner, state.tokens, state.gold)
    left = len(state.hands[0]) + len(state.hands[1]) + len(state.pile) + len(state.display or ())
    temperature = TEMP_BASE + TEMP_PER_TILE * left
    x = (pts[1] - pts[0]) / temperature
    r0 = 1.0 / (1.0 + math.exp(x)) if x < 700 else 0.0
    return (r0, 1.0 - r0)


def priors(state: SenbaZuruState, seat: int,
           actions: Sequence[SenbaZuruAction]) -> list[float]:
    """A prior in [0, 1] per action: its value (see :func:`_values`) squashed."""
    vals = _values(state.board, state.owner, state.tokens, state.chains, seat, actions)
    return [1.0 / (1.0 + math.exp(-v / 2.0)) for v in vals]


def rollout_action(state: SenbaZuruState, seat: int, legal: Sequence[SenbaZuruAction],
                   rng: Rng) -> SenbaZuruAction:
    """A fast, slightly random policy for rollouts (see module docstring)."""
    n = len(legal)
    if n == 1:
        return legal[0]
    first = legal[0]
    k = first.kind
    if k == "catch":
        return first  # catching is never worse than leaving the chain
    if k == "place":
        if rng.random() < ROLLOUT_EPSILON:
            return legal[rng.randrange(n)]
        board, owner, tokens = state.board, state.owner, state.tokens
        best = legal[rng.randrange(n)]
        assert isinstance(best, Place)
        best_v = placement_gain(board, owner, tokens, seat, best.tile, (best.x, best.y))
        for _ in range(ROLLOUT_SAMPLE):
            a = legal[rng.randrange(n)]
            assert isinstance(a, Place)
            v = placement_gain(board, owner, tokens, seat, a.tile, (a.x, a.y))
            if v > best_v:
                best, best_v = a, v
        return best
    vals = _values(state.board, state.owner, state.tokens, state.chains, seat, legal)
    top = max(vals)
    return legal[vals.index(top)]


# ---- the heuristic agent ---------------------------------------------------


def action_values(view: SenbaZuruView, difficulty: str = "hard") -> list[float]:
    """The value in points of each of `view.legal` (same order) for
    `view.seat`, from the public board of `view` only (see :func:`_values`).
    The ``easy`` difficulty overlooks the opponent's catch-back threat (no
    exposure term), as a newcomer who looks only at what a tile catches.
    Raises ValueError if the view has no seat or no legal action."""
    seat = view.seat
    legal = view.legal
    if seat is None or not legal:
        raise ValueError("the view has no seat to decide for or no legal action")
    board = {b.cell: b.tile for b in view.board}
    owner = {b.cell: b.owner for b in view.board}
    tokens = {b.cell: b.tokens for b in view.board if b.tokens}
    return _values(board, owner, tokens, view.chains, seat, legal,
                   0.0 if difficulty == "easy" else EXPOSURE)


def choose(view: SenbaZuruView, rng: Rng) -> SenbaZuruAction:
    """The ``heuristic`` agent: the legal action of the highest value (ties at
    random), from the public board of `view` only.
    Raises ValueError if the view has no seat or no legal action."""
    legal = view.legal
    vals = action_values(view)
    top = max(vals)
    best = [a for a, v in zip(legal, vals, strict=True) if v >= top - 1e-9]
    return best[rng.randrange(len(best))]


class SenbaZuruHooks:
    """The SenbaZuru hooks for :mod:`senji_desktop.ai` (see ``ai/hooks.py``)."""

    def rollout_action(self, state: SenbaZuruState, seat: int,
                       legal: Sequence[SenbaZuruAction], rng: Rng) -> SenbaZuruAction:
        return rollout_action(state, seat, legal, rng)

    def evaluate(self, state: SenbaZuruState) -> tuple[float, ...]:
        return evaluate(state)

    def priors(self, state: SenbaZuruState, seat: int,
               actions: Sequence[SenbaZuruAction]) -> list[float]:
        return priors(state, seat, actions)

    def choose(self, view: SenbaZuruView, rng: Rng) -> SenbaZuruAction:
        return choose(view, rng)

    def action_values(self, view: SenbaZuruView, rng: Rng, difficulty: str) -> list[float]:
        return action_values(view, difficulty)


HOOKS = SenbaZuruHooks()


def bench_figures(quick: bool) -> dict[str, Any]:
    """Length of a random game and of a placement decision's choice (for the bench)."""
    games = 20 if quick else 200
    rng = Rng(5)
    actions = 0
    widest = 0
    start = time.perf_counter()
    for g in range(games):
        state = GAME.new_game(SenbaZuruOptions(num_seats=2), g)
        while not GAME.is_over(state):
            seat = state.current
            legal = GAME.legal_actions(state, seat)
            widest = max(widest, len(legal))
            GAME.step(state, seat, legal[rng.randrange(len(legal))])
            actions += 1
    elapsed = time.perf_counter() - start
    return {"senbazuru_random_game_mean_actions": round(actions / games, 1),
            "senbazuru_widest_decision": widest,
            "senbazuru_random_games_per_s": round(games / elapsed, 1)}


__all__ = [
    "DIFFICULTY_TUNING",
    "HOOKS",
    "SenbaZuruHooks",
    "action_values",
    "bench_figures",
    "choose",
    "evaluate",
    "exposure",
    "placement_gain",
    "priors",
    "rollout_action",
]


# ---- hints -------------------------------------------------------------------


def explain(view: SenbaZuruView, action: SenbaZuruAction) -> HintReason | None:
    """Why `action` helps the seat of `view` (its own view), as a reason code
    and values for the hint's sentence (``engine/hint.py``):

    ``place_catches`` {tiles}: the placement opens diagonals that catch that
    many tiles (SBZ-5); ``place_crowned`` {}: a crowned crane brings a reward
    (SBZ-6); ``catch`` {tiles} (SBZ-5); ``draw`` {crowned, golden} (SBZ-7);
    ``discard`` {}: no placement is possible (SBZ-8). The policy's other
    reasons (:func:`_values`): ``place_safe`` {}: a quiet placement that
    leaves no open diagonal to catch the tile back, ``place_least_open``
    {open}: the fewest open diagonals of the tile's places (:func:`exposure`);
    ``put_token`` {}: the own tile hardest to catch (SBZ-6); ``take_token``
    {}: from a tile the opponent controls; ``draw_plain`` {}: no crane on
    display; ``only_choice`` {}: the one legal action; ``search`` {}: the
    search found it best where no rule of thumb says why."""
    me = view.seat
    if me is None:
        return None
    reason = _explain(view, me, action)
    if reason is not None:
        return reason
    return HintReason("only_choice" if len(view.legal) == 1 else "search", {})


def _explain(view: SenbaZuruView, me: int, action: SenbaZuruAction) -> HintReason | None:
    if len(view.legal) == 1:
        return HintReason("only_choice", {})
    if isinstance(action, Place):
        board = {b.cell: b.tile for b in view.board}
        owner = {b.cell: b.owner for b in view.board}
        cell = (action.x, action.y)
        caught = 0
        for d in DIAGONALS:
            caught += len(chain(board, owner, action.tile, cell, me, d))
        if caught:
            return HintReason("place_catches", {"tiles": caught})
        if CROWNED[action.tile]:
            return HintReason("place_crowned", {})
        open_here = exposure(board, cell)
        if open_here == 0:
            return HintReason("place_safe", {})
        least = min(exposure(board, (a.x, a.y)) for a in view.legal
                    if isinstance(a, Place) and a.tile == action.tile)
        if open_here <= least:
            return HintReason("place_least_open", {"open": open_here})
        return None
    if isinstance(action, Catch):
        cells = view.chains.get((action.dx, action.dy), ())
        return HintReason("catch", {"tiles": len(cells)})
    if isinstance(action, Draw):
        if not CROWNED[action.tile] and not GOLDEN[action.tile]:
            if any(isinstance(a, Draw) and (CROWNED[a.tile] or GOLDEN[a.tile])
                   for a in view.legal):
                return None
            return HintReason("draw_plain", {})
        return HintReason("draw", {"crowned": CROWNED[action.tile],
                                   "golden": GOLDEN[action.tile]})
    if isinstance(action, Discard):
        return HintReason("discard", {})
    board = {b.cell: b.tile for b in view.board}
    owner = {b.cell: b.owner for b in view.board}
    if isinstance(action, PutToken):
        safest = max(token_safety(board, (a.x, a.y)) for a in view.legal
                     if isinstance(a, PutToken))
        if token_safety(board, (action.x, action.y)) >= safest:
            return HintReason("put_token", {})
        return None
    if isinstance(action, TakeToken) and owner.get((action.x, action.y), NOBODY) not in (
            NOBODY, me):
        return HintReason("take_token", {})
    return None
