"""Senshi know-how for the AI: a hand-written policy and the search hooks.

Everything here is a heuristic, not a rule: it only chooses among the legal
actions the rules offer. Two levels of detail:

- :func:`evaluate` estimates each seat's final scoring piles (piles + the
  share of the hand it has turns left to play + the top tiles of its own
  Training-Card stacks, which score whenever someone tests that colour,
  SNS-6), turns them into a strength that follows SNS-9 (the smallest pile
  decides elimination, then the largest pile wins) and into a reward per
  seat. It watches the end trigger (SNS-7): turns left are estimated from the
  tiles in the middle, and counted exactly once the middle is empty, when
  hand tiles beyond the turns left are worth only the tie-break.
  :func:`choose` (the ``heuristic`` agent) and :func:`priors` (the search's
  action ordering) look one action ahead with it.
- :func:`rollout_action` scores a few candidate actions with cheap marginal
  values (no copying of the state) for fast search rollouts: protect the
  smallest pile, test colours that score own tops and not other seats',
  train tiles one needs and tops other seats would score.

The ``heuristic`` agent (:func:`choose`) works from one seat's view only:
other seats' unknown hand tiles (SNS-2) count as an even spread over the
colours, never as the tiles a sampled state happens to deal them.

**Difficulties** (:data:`DIFFICULTY_TUNING`):

- Easy does not search: it plays the same one-ply values loosely, so it
  mostly makes a sensible move, sometimes a slightly worse one, and never
  looks at what the opponent can do next.
- Normal searches 500 iterations (SO-ISMCTS, :func:`rollout_action`
  rollouts scored by :func:`evaluate` after two actions, actions ordered
  by :func:`priors`).
- Hard searches 2000 iterations in the same tree and scores a new leaf
  half by :func:`evaluate` after two rollout actions and half by a
  uniformly random rollout from there to the end of the game
  (``evaluation_mix`` 0.5): the evaluation is steady but keeps its
  misjudgments however long Hard thinks, the random rollout is noisy but
  unbiased and its noise shrinks as the iterations grow. Priors are asked
  only at nodes visited three times, which makes an iteration cheaper.
  Rollouts to the end by the policy (800 iterations, an earlier Hard)
  lost to Normal 18/40. CPU per decision on the bench positions
  (``senji-desktop bench --no-gui --game senshi`` gives wall time): Hard
  0.97 s mean, 1.44 s max; Normal 0.14 s / 0.17 s; Easy under 1 ms (the
  app's 1.5 s wall-time guard ends a longer search).

**Ladder and strength** (2 players, seats rotated, ``senji-desktop arena
senshi --agents A,B --games 40 --seed 1``; machine: 2 cores shared with
other work; ``--time-per-decision T`` gives every searching agent T
seconds of CPU per decision):

- Easy vs random 39/40; heuristic vs Easy 31/40.
- Normal vs Easy (``--agents normal,easy``): 40/40.
- Hard vs Normal (``--agents hard,normal``): 38/40 (95 %). The Hard before
  the mixed leaf values (2500 iterations, leaves scored by the evaluation
  alone) 26/40; the Hard with 800 full policy rollouts lost 18/40.
- Hard vs ismcts-plain at equal thinking time (``--agents
  hard,ismcts-plain --games 40 --seed 1 --time-per-decision 0.3``):
  34/40 (85 %); with ``--time-per-decision 1.0``: 36/40 (90 %). The Hard before
  the mixed leaf values won 28/40 at 0.3 s but only 20/40 at 1.0 s: with
  three times the iterations plain search's random rollouts caught up,
  while leaves scored by the evaluation alone kept its misjudgments.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from senji_desktop.engine.hint import HintReason
from senji_desktop.engine.rng import Rng
from senji_desktop.games.senshi.model import (
    NUM_COLOURS,
    PickStack,
    SenshiAction,
    SenshiState,
    SenshiView,
    Study,
    TestTile,
    Train,
)
from senji_desktop.games.senshi.rules import GAME

#: Difficulty tuning (ai/agents.py ``difficulty_config``). Easy does not
#: search: it plays :func:`action_values` loosely (weights exp(value / τ)
#: with τ in reward units, so a move 0.03 worse in winning chance is e times
#: less likely). Hard searches four times Normal's iterations and scores
#: each leaf half by the evaluation, half by a random rollout to the end
#: (``evaluation_mix``; priors only at nodes visited three times, the
#: common Hard setting).
DIFFICULTY_TUNING: dict[str, dict[str, Any]] = {
    "easy": {"policy_temperature": 0.03},
    "hard": {"iterations": 2000, "evaluation_mix": 0.5},
}

# ---- weights ---------------------------------------------------------------
# Tuned by playing the one-ply policy against itself with one weight changed
# (300 seeded 2-player games per change); valuing lower stack tiles
# (DEEP_VALUE) made it study too eagerly and lost 2:1.

#: Weight of the smallest projected pile against the largest one (SNS-9:
#: the smallest pile decides elimination before the largest pile counts).
MIN_WEIGHT = 2.5
#: Share of a hand tile that is expected to reach its pile (if turns allow).
HAND_VALUE = 0.9
#: Share of a Training-Card top tile / of a lower tile expected to score.
TOP_VALUE = 0.55
DEEP_VALUE = 0.0
#: Temperature of the reward estimate: larger = less sure (early game).
TEMP_BASE = 1.2
TEMP_PER_TILE = 0.06
#: Turns a seat is expected to get per tile left in the middle (all seats together).
TURNS_PER_MIDDLE_TILE = 1.4
#: After the end is triggered: share of TOP_VALUE a top tile keeps, and the
#: (small) temperature of the estimate, as few turns remain.
END_TOP_SHARE = 0.5
END_TEMPERATURE = 1.2


def _middle_tiles(state: SenshiState) -> int:
    stacks = state.stacks
    tiles = 0
    for sid in state.middle:
        tiles += len(stacks[sid])
    return tiles


def remaining_turns(state: SenshiState) -> list[float]:
    """Turns each seat still gets, including a turn in progress.

    Exact once the end is triggered (SNS-7); before that an estimate from the
    tiles left in the middle (each seat also gets its final turn)."""
    n = state.num_seats
    if state.final_turns_left is not None:
        turns = [0.0] * n
        s = state.current
        for _ in range(state.final_turns_left):
            turns[s] += 1.0
            s = (s + 1) % n
        return turns
    return [1.0 + _middle_tiles(state) * TURNS_PER_MIDDLE_TILE / n] * n


def projected_piles(
    piles: Sequence[int],
    hand: Sequence[float],
    card_stacks: Sequence[Sequence[int]],
    turns_left: float,
    end_triggered: bool,
) -> list[float]:
    """Expected final heights of one seat's four scoring piles.

    `hand[c]` hand tiles per colour (may be fractional for unknown tiles),
    `card_stacks` the seat's Training-Card stacks bottom..top, `turns_left`
    the seat's remaining turns. Once the end is triggered only as many hand
    tiles as turns left reach a pile, each to the weakest colour it can."""
    proj = [float(p) for p in piles]
    hand_size = sum(hand)
    if end_triggered:
        # Each remaining turn plays one tile; tops still score when someone tests.
        usable = min(hand_size, turns_left)
        h = list(hand)
        while usable > 1e-9:
            best = -1
            for c in range(NUM_COLOURS):
                if h[c] > 1e-9 and (best < 0 or proj[c] < proj[best]):
                    best = c
            if best < 0:
                break
            amount = min(1.0, h[best], usable)
            proj[best] += amount
            h[best] -= amount
            usable -= amount
        top_value = TOP_VALUE * END_TOP_SHARE
        for st in card_stacks:
            proj[st[-1]] += top_value
        return proj
    share = HAND_VALUE * min(1.0, turns_left / hand_size) if hand_size else 0.0
    for c in range(NUM_COLOURS):
        proj[c] += share * hand[c]
    for st in card_stacks:
        proj[st[-1]] += TOP_VALUE
        for t in st[:-1]:
            proj[t] += DEEP_VALUE
    return proj


def strength(proj: Sequence[float], hand_size: float) -> float:
    """A single number that orders seats roughly as SNS-9 would."""
    return MIN_WEIGHT * min(proj) + max(proj) + 0.01 * hand_size


def _rewards(strengths: Sequence[float], temperature: float) -> tuple[float, ...]:
    if len(strengths) == 2:
        x = (strengths[1] - strengths[0]) / temperature
        r0 = 1.0 / (1.0 + math.exp(x)) if x < 700 else 0.0
        return (r0, 1.0 - r0)
    top = max(strengths)
    weights = [math.exp((s - top) / temperature) for s in strengths]
    total = sum(weights)
    return tuple(w / total for w in weights)


def _evaluate_hands(state: SenshiState, hands: Sequence[Sequence[float]]) -> tuple[float, ...]:
    """:func:`evaluate` with the hands given (`hands[seat][colour]`)."""
    n = state.num_seats
    stacks = state.stacks
    middle_tiles = _middle_tiles(state)
    temperature = (END_TEMPERATURE if state.final_turns_left is not None
                   else TEMP_BASE + TEMP_PER_TILE * middle_tiles)
    strengths = []
    if state.final_turns_left is not None:
        turns = remaining_turns(state)
        for s in range(n):
            proj = projected_piles(state.piles[s], hands[s],
                                   [stacks[i] for i in state.cards[s]], turns[s], True)
            strengths.append(strength(proj, sum(hands[s])))
        return _rewards(strengths, temperature)
    # The common case, written out for speed (same model as projected_piles).
    est = 1.0 + middle_tiles * TURNS_PER_MIDDLE_TILE / n
    hand_value = HAND_VALUE
    top_value = TOP_VALUE
    deep_value = DEEP_VALUE
    for s in range(n):
        h = hands[s]
        h0, h1, h2, h3 = h
        hs = h0 + h1 + h2 + h3
        share = (hand_value if est >= hs else hand_value * est / hs) if hs else 0.0
        p = state.piles[s]
        proj = [p[0] + share * h0, p[1] + share * h1, p[2] + share * h2, p[3] + share * h3]
        for sid in state.cards[s]:
            st = stacks[sid]
            proj[st[-1]] += top_value
            if deep_value:
                for t in st[:-1]:
                    proj[t] += deep_value
        strengths.append(MIN_WEIGHT * min(proj) + max(proj) + 0.01 * hs)
    return _rewards(strengths, temperature)


def evaluate(state: SenshiState) -> tuple[float, ...]:
    """Estimated reward per seat (each in [0, 1], summing to 1) of an unfinished
    `state`; the exact SNS-9 rewards of a finished one."""
    if state.phase == "over":
        return GAME.outcome(state).rewards
    known = state.known
    secret = state.secret
    hands = [[a + b for a, b in zip(known[s], secret[s], strict=True)]
             for s in range(state.num_seats)]
    return _evaluate_hands(state, hands)


# ---- cheap marginal values for rollouts and priors -----------------------


def _marginals(pile: Sequence[int]) -> list[float]:
    """Value of one more tile on each pile of one seat: most for the smallest
    piles (SNS-9 elimination), some for the largest (the winning pile)."""
    lo = min(pile)
    hi = max(pile)
    return [MIN_WEIGHT / (1 + p - lo) + (1.0 if p == hi else 0.3) for p in pile]


class _Quick:
    """Per-state facts the cheap action scores need (built once per decision)."""

    __slots__ = ("marg", "owner", "seat", "state", "tops")

    def __init__(self, state: SenshiState, seat: int) -> None:
        self.state = state
        self.seat = seat
        self.marg = [_marginals(p) for p in state.piles]
        stacks = state.stacks
        self.tops: list[list[int]] = []
        self.owner: dict[int, int] = {}
        for s, card in enumerate(state.cards):
            tops = [0] * NUM_COLOURS
            for sid in card:
                tops[stacks[sid][-1]] += 1
                self.owner[sid] = s
            self.tops.append(tops)

    def score(self, action: SenshiAction) -> float:
        seat = self.seat
        mine = self.marg[seat]
        stacks = self.state.stacks
        if isinstance(action, TestTile):
            c = action.colour
            gain = mine[c] * (1.0 - HAND_VALUE + self.tops[seat][c] * (1.0 - TOP_VALUE))
            for s in range(self.state.num_seats):
                if s != seat and self.tops[s][c]:
                    gain -= self.marg[s][c] * self.tops[s][c]
            return gain
        if isinstance(action, Train):
            st = stacks[action.stack]
            t = st[-1]
            gain = HAND_VALUE * mine[t]
            owner = self.owner.get(action.stack)
            if owner is not None:
                nxt = st[-2] if len(st) > 1 else -1
                sign = -1.0 if owner == seat else 1.0
                gain += sign * TOP_VALUE * self.marg[owner][t]
                if nxt >= 0:
                    gain -= sign * TOP_VALUE * self.marg[owner][nxt]
            return gain
        if isinstance(action, Study):
            st = stacks[action.stack]
            gain = TOP_VALUE * mine[st[-1]]
            for t in st[:-1]:
                gain += DEEP_VALUE * mine[t]
            if len(self.state.middle) == 1:
                gain -= 0.5  # triggers the end (SNS-7)
            return gain
        if isinstance(action, PickStack):
            return sum(HAND_VALUE * mine[t] for t in stacks[action.stack])
        return 0.0


#: Candidates a rollout scores per decision (besides every Test action).
ROLLOUT_SAMPLE = 4
#: Chance that a rollout plays a uniformly random action instead.
ROLLOUT_EPSILON = 0.1


def rollout_action(state: SenshiState, seat: int, legal: Sequence[SenshiAction],
                   rng: Rng) -> SenshiAction:
    """A fast, slightly random policy for search rollouts: the best by cheap
    marginal value among every Test and a few sampled other actions."""
    n = len(legal)
    if n == 1 or rng.random() < ROLLOUT_EPSILON:
        return legal[rng.randrange(n)]
    quick = _Quick(state, seat)
    best = legal[rng.randrange(n)]
    best_score = quick.score(best)
    candidates: list[SenshiAction] = [a for a in legal if isinstance(a, TestTile)]
    for _ in range(ROLLOUT_SAMPLE):
        candidates.append(legal[rng.randrange(n)])
    for a in candidates:
        sc = quick.score(a)
        if sc > best_score:
            best_score = sc
            best = a
    return best


def priors(state: SenshiState, seat: int, actions: Sequence[SenshiAction]) -> list[float]:
    """One-ply prior per action: :func:`evaluate`'s reward for `seat` after it
    (in [0, 1]; the exact reward if the action ends the game)."""
    out = []
    step = GAME.step
    for action in actions:
        after = state.clone()
        step(after, seat, action)
        out.append(evaluate(after)[seat])
    return out


# ---- the heuristic agent ---------------------------------------------------


def action_values(view: SenshiView, rng: Rng) -> dict[SenshiAction, float]:
    """Estimated reward for `view.seat` (in [0, 1]) after each legal action,
    from a one-ply look-ahead with :func:`evaluate`'s model.

    Uses only `view`: the state it looks ahead on is dealt from the view, and
    other seats' unknown tiles count as an even spread over the colours.
    Raises ValueError if the view has no seat or no legal action."""
    seat = view.seat
    legal = view.legal
    if seat is None or not legal:
        raise ValueError("the view has no seat to decide for or no legal action")
    base = GAME.determinize(view, rng)
    hands: list[list[float]] = []
    for s, hv in enumerate(view.hands):
        if s == seat:
            hands.append([float(t) for t in hv.tiles])
        else:
            spread = hv.unknown / NUM_COLOURS
            hands.append([t + spread for t in hv.tiles])
    values: dict[SenshiAction, float] = {}
    for action in legal:
        state = base.clone()
        GAME.step(state, seat, action)
        if state.phase == "over":
            values[action] = GAME.outcome(state).rewards[seat]
        else:
            after = [row[:] for row in hands]
            after[seat] = [float(k + x) for k, x in
                           zip(state.known[seat], state.secret[seat], strict=True)]
            values[action] = _evaluate_hands(state, after)[seat]
    return values


def choose(view: SenshiView, rng: Rng) -> SenshiAction:
    """The ``heuristic`` agent: the legal action with the best
    :func:`action_values` (ties broken at random). Uses only `view`.
    Raises ValueError if the view has no seat or no legal action."""
    legal = view.legal
    if view.seat is not None and len(legal) == 1:
        return legal[0]
    values = action_values(view, rng)
    top = max(values.values())
    best = [a for a in legal if values[a] >= top - 1e-12]
    return best[rng.randrange(len(best))]


class SenshiHooks:
    """The Senshi hooks for :mod:`senji_desktop.ai` (see ``ai/hooks.py``)."""

    def rollout_action(self, state: SenshiState, seat: int, legal: Sequence[SenshiAction],
                       rng: Rng) -> SenshiAction:
        return rollout_action(state, seat, legal, rng)

    def evaluate(self, state: SenshiState) -> tuple[float, ...]:
        return evaluate(state)

    def priors(self, state: SenshiState, seat: int,
               actions: Sequence[SenshiAction]) -> list[float]:
        return priors(state, seat, actions)

    def choose(self, view: SenshiView, rng: Rng) -> SenshiAction:
        return choose(view, rng)

    def action_values(self, view: SenshiView, rng: Rng, difficulty: str) -> list[float]:
        values = action_values(view, rng)
        return [values[a] for a in view.legal]


HOOKS = SenshiHooks()

__all__ = [
    "DIFFICULTY_TUNING",
    "HOOKS",
    "SenshiHooks",
    "action_values",
    "choose",
    "evaluate",
    "priors",
    "projected_piles",
    "remaining_turns",
    "rollout_action",
    "strength",
]


# ---- hints -------------------------------------------------------------------


def explain(view: SenshiView, action: SenshiAction) -> HintReason | None:
    """Why `action` helps the seat of `view` (its own view), as a reason code
    and values for the hint's sentence (``engine/hint.py``):

    ``pick_stack`` {tiles, colours} (SNS-3); ``study`` {colour, height}: the
    stack's top scores whenever that colour is tested (SNS-4, SNS-6);
    ``train_smallest`` / ``train_deny`` {colour, owner} / ``train`` {colour}
    (SNS-5); ``test_scores`` {colour, own, others}: the tested tile plus the
    own stack tops it scores, and the other seats' (SNS-6); ``test_smallest``
    / ``test`` {colour}; ``pass`` (SNS-8). None for a view without a seat."""
    me = view.seat
    if me is None:
        return None
    piles = view.piles[me]
    smallest = min(range(NUM_COLOURS), key=lambda c: (piles[c], c))
    if isinstance(action, PickStack):
        tiles = view.stacks[action.stack]
        return HintReason("pick_stack", {"tiles": len(tiles), "colours": len(set(tiles))})
    if isinstance(action, Study):
        tiles = view.stacks[action.stack]
        return HintReason("study", {"colour": tiles[-1], "height": len(tiles)})
    if isinstance(action, Train):
        colour = view.stacks[action.stack][-1]
        owner = view.owner_of(action.stack)
        if piles[colour] == piles[smallest]:
            return HintReason("train_smallest", {"colour": colour})
        if owner is not None and owner != me:
            return HintReason("train_deny", {"colour": colour, "owner": owner})
        return HintReason("train", {"colour": colour})
    if isinstance(action, TestTile):
        colour = action.colour
        own = others = 0
        for seat, card in enumerate(view.cards):
            hits = sum(1 for sid in card if view.stacks[sid] and view.stacks[sid][-1] == colour)
            if seat == me:
                own += hits
            else:
                others += hits
        if own:
            return HintReason("test_scores", {"colour": colour, "own": own + 1,
                                              "others": others})
        if piles[colour] == piles[smallest]:
            return HintReason("test_smallest", {"colour": colour})
        return HintReason("test", {"colour": colour})
    return HintReason("pass", {})
