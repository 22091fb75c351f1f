"""Tenno know-how for the AI: a hand-written policy and the search hooks.

Everything here is a heuristic, not a rule: it only chooses among the legal
actions the rules offer.

- Beliefs: what a seat may think lies at an opponent's face-down position —
  the card it remembers there (TEN-10), a Peasant if the position still holds
  its setup Peasant, else any of that opponent's cards the seat has not
  located (all cards out of play were revealed in battle, so they are known).
  :func:`attack_value` turns a belief into the expected points an attack
  wins or gives away (TEN-3 … TEN-5, with the chance of a Monk, TEN-4).
- :func:`evaluate` scores a state: captured points (TEN-8), plus a small share
  of the cards still in hand and on the table (future attacks and the
  tie-break), turned into a reward per seat.
- :func:`choose` (the ``heuristic`` agent) works from one seat's view only:
  the best expected attack, the Monk whenever it is offered, a peek at an
  unknown position, refills that keep strong cards on the table, and the
  swap option to hide a card the others have seen.
- :func:`decide_without_search`: every difficulty answers the Monk question
  with that policy, without search, so the time the AI takes does not tell
  whether it holds a Monk.
- :func:`observation`: what another seat sees of a move (a refill or the
  swap option's card stays hidden), so the search keys those moves by it.
- :func:`rollout_action` is a cheap, slightly random version for search
  rollouts, and :func:`priors` orders the search's actions with the same
  expected values, computed from the deciding seat's knowledge only (never
  from the sampled hidden cards).

**Difficulties** (:data:`DIFFICULTY_TUNING`):

- Easy does not search: it plays the priors' one-ply values loosely
  (softmax, temperature 0.1), so it mostly makes the expected-points
  attack and sometimes a weaker one, usually refills its strongest card
  and never thinks about what the others will do next — a newcomer's game.
- Normal searches 300 iterations, Hard 2500: SO-ISMCTS with actions
  ordered by :func:`priors` and the others' face-down moves keyed by what
  the searching seat sees of them (:func:`observation`). A new leaf is
  scored half by :func:`evaluate` and half by a uniformly random rollout
  from it to the end of the game (``evaluation_mix`` 0.5): the evaluation
  (captured points and what is left to attack with) is steady but misjudges
  the hidden cards, the random rollout is noisy but unbiased and its
  noise shrinks as the iterations grow. Hard also lets the others decide
  in its tree as :func:`rollout_action` does, from their own knowledge
  (``opponents_by_policy``): searched by UCB in dealt worlds, where Hard's
  own cards are always the true ones, they learned where its face-down
  Shogun or Monk lay and kept away from it, so Hard never counted on a
  hidden trap. CPU per decision on the bench positions (``senji-desktop
  bench --no-gui --game tenno`` gives wall time), 2 players: Normal
  0.15 s mean, 0.19 s max; Hard 0.87 s / 1.21 s. With 4 players Normal
  0.33 s / 0.41 s; Hard 3.1 s / 4.4 s, so at four players and more the
  app's 1.5 s guard ends Hard's search at some 1200 iterations, still
  four times Normal's.

**Ladder and strength** (2 players, seats rotated, ``senji-desktop arena
tenno --agents A,B --games 40 --seed 1``; machine: 2 cores shared with
other work; equal thinking time ``--time-per-decision T`` gives every
searching agent T seconds of CPU per decision):

- Easy vs random 38/40; heuristic vs Easy 26/40 (+1 shared): Easy plays
  about as well as the hand-written policy and loses to it more often
  than it wins.
- Normal vs Easy (``--agents normal,easy``): 29/40 (72.5 %).
- Hard vs Normal (``--agents hard,normal --games 40 --seed 1``): 25/40
  (62.5 %).
- Hard vs ismcts-plain at equal thinking time (``--agents hard,ismcts-plain
  --time-per-decision 0.3``): 29/40 (72.5 %); with
  ``--time-per-decision 1.0``: 28/40 (70 %).
- Before the mixed leaf values, Normal (150 iterations) and Hard (1200)
  played :func:`rollout_action` rollouts to the end: Normal vs Easy 27/40,
  Hard vs Normal 27/40, Hard vs plain search 22/40 at 0.3 s and 20/40 at
  1.0 s — with more time the plain search caught up, as the policy
  rollouts misjudged in ways more iterations did not remove while random
  rollouts only grew more exact. The mixed Hard against that Normal:
  8 of the first 16 games, so Normal got the mixed leaf values too. Hard's
  tree with uniform random rollouts alone (exploration 0.7) was worse at
  0.3 s: 17/40; with the policy's first four rollout actions before the
  evaluation and the random rollout: 24/40 at 0.3 s.
- Two options of the search were tried to lift the Hard of before (policy
  rollouts to the end) above 60 % and are not in use (same command, the
  first games of the 40 only, on a heavily loaded machine: Hard ran
  some 230-770 iterations per decision, plain some 350-1000): a deal in which a card another seat laid from hand is
  more often its Shogun or Daimyo (``hooks_determinize``,
  :func:`determinize`, :data:`DEAL_WEIGHTS`): 7 of the first 15 games;
  with a finished rollout also scored by a fifth from the points margin
  (``margin_rewards``, :func:`final_rewards`): 7 of 14 (games 0-6 and
  20-26). Neither was shown to beat 22/40.

Earlier, 3 players (Hard with rollouts cut after two actions): heuristic vs
two random agents 36/40, Hard vs two random 34/40, Hard vs two heuristic
30/40.
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from typing import Any

from senji_desktop.engine.hint import HintReason
from senji_desktop.engine.rng import Rng
from senji_desktop.games.tenno.model import (
    EMPTY,
    GEISHA,
    HIDDEN,
    MONK,
    POSITIONS,
    SET_SIZE,
    SHOGUN,
    Arrange,
    Attack,
    Decline,
    Peek,
    Refill,
    Replace,
    SwapTable,
    TennoAction,
    TennoOptions,
    TennoState,
    TennoView,
    UseMonk,
)
from senji_desktop.games.tenno.rules import GAME, monk_matters, strengths

# ---- weights ---------------------------------------------------------------

#: Worth of a card on the own table (as a defender and a future attacker), by rank.
TABLE_WORTH = (7.0, 1.0, 2.0, 3.0, 8.5, 5.0, 6.0, 7.0, 8.0, 9.0, 9.5)
#: Share of a lost card's table worth counted as a cost of an attack.
LOSS_COST = 0.35
#: What spending the Geisha costs (she is removed after any battle, TEN-5).
GEISHA_COST = 5.5
#: Chance that a defender with a possible Monk uses it when it matters (TEN-4).
MONK_CHANCE = 0.3
#: Share of the points an opponent gains that counts against the attacker.
OPPONENT_GAIN = 0.6
#: Weight of the cards still in hand and on the table in :func:`evaluate`.
RESERVE_WEIGHT = 0.12
#: Temperature of the reward estimate: base + per card still in play per seat.
TEMP_BASE = 2.0
TEMP_PER_CARD = 0.45
#: Chance that a rollout plays a uniformly random action instead.
ROLLOUT_EPSILON = 0.1
#: Attack candidates a rollout scores per decision.
ROLLOUT_SAMPLE = 6
#: The weighted deal (:func:`determinize`, a search option no difficulty
#: uses yet): weight by rank of a card at an unknown table position that
#: its seat filled from hand (a refill, the swap option). Measured on the
#: plain search's refills in 12 two-player games (156 refills from hands
#: of 5 on average): it laid the Shogun 2.5 times and the Daimyo 1.6 times
#: as often as an even choice, the rest about evenly.
DEAL_WEIGHTS = (1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.6, 2.5)
#: Margin rewards of a finished rollout (:func:`final_rewards`, a search
#: option no difficulty uses yet): this share comes from the points margin
#: over the best other seat, squashed with tanh(margin / MARGIN_SCALE);
#: the rest is the win (TEN-8).
MARGIN_SHARE = 0.2
MARGIN_SCALE = 10.0

#: Difficulty tuning (ai/agents.py ``difficulty_config``): Easy plays the
#: priors loosely without search; Normal and Hard search with policy
#: rollouts to the end of the game (the static evaluation at a cut-off
#: misjudges Tenno too often) and key the others' face-down moves by what
#: the searching seat sees of them (``observed_moves``); Hard's tree lets
#: the others decide from their own knowledge (``opponents_by_policy``).
DIFFICULTY_TUNING: dict[str, dict[str, Any]] = {
    "easy": {"policy_temperature": 0.1},
    "normal": {"iterations": 300, "rollout_depth": 0, "evaluation_mix": 0.5,
               "observed_moves": True},
    "hard": {"iterations": 2500, "rollout_depth": 0, "evaluation_mix": 0.5,
             "observed_moves": True, "opponents_by_policy": True},
}


# ---- beliefs ----------------------------------------------------------------


def _unlocated(seat: int, located: set[int], out: set[int]) -> list[int]:
    return [c for c in range(seat * SET_SIZE, (seat + 1) * SET_SIZE)
            if c not in out and c not in located]


def beliefs_from_view(view: TennoView, seat: int) -> list[list[int]]:
    """For each position of `seat`'s table, the cards the viewer thinks may
    lie there (one card if known, [] if empty), from `view` only."""
    out = set(view.discard) | set(view.removed)
    for pile in view.captured:
        out.update(pile)
    row = view.table[seat]
    return _beliefs(seat, row, view.from_setup[seat], out)


def _beliefs(seat: int, row: Sequence[int], from_setup: Sequence[bool],
             out: set[int]) -> list[list[int]]:
    located = {c for c in row if c >= 0}
    pool = _unlocated(seat, located, out)
    peasants = [c for c in pool if 1 <= c % SET_SIZE <= 3] or pool
    result: list[list[int]] = []
    for p in range(POSITIONS):
        c = row[p]
        if c == EMPTY:
            result.append([])
        elif c != HIDDEN:
            result.append([c])
        elif from_setup[p]:
            result.append(peasants)
        else:
            result.append(pool)
    return result


def beliefs_from_state(state: TennoState, viewer: int, seat: int,
                       out: set[int]) -> list[list[int]]:
    """:func:`beliefs_from_view` for a full state, using only what `viewer`
    knows (TEN-10); `out` holds every card out of play."""
    row = [c if c == EMPTY or state.knows(viewer, seat, p) else HIDDEN
           for p, c in enumerate(state.table[seat])]
    return _beliefs(seat, row, state.from_setup[seat], out)


def _out_of_play(state: TennoState) -> set[int]:
    out = set(state.discard)
    out.update(state.removed)
    for pile in state.captured:
        out.update(pile)
    return out


def battle_value(att_card: int, candidates: Sequence[int], monk_possible: bool,
                 num_seats: int) -> float:
    """Expected points for the attacker of attacking with `att_card` a card
    drawn evenly from `candidates`: points captured, minus a share of the
    table worth of cards lost and of the points a winning Shogun captures,
    minus the Geisha's cost when she is spent."""
    if not candidates:
        return -100.0
    row = _battle_row(num_seats, att_card % SET_SIZE, monk_possible)
    total = 0.0
    for d in candidates:
        total += row[d % SET_SIZE]
    return total / len(candidates)


_ROWS: dict[tuple[int, int, bool], tuple[float, ...]] = {}


def _battle_row(num_seats: int, ar: int, monk_possible: bool) -> tuple[float, ...]:
    """:func:`battle_value`'s terms by defending rank for an attacker of rank
    `ar` (the Geisha's cost included), computed once: the search asks for
    them in every rollout step."""
    key = (num_seats, ar, monk_possible)
    row = _ROWS.get(key)
    if row is None:
        worth = TABLE_WORTH[ar]
        opp_share = OPPONENT_GAIN / max(1, num_seats - 1) * 2.0
        terms = []
        for dr in range(SET_SIZE):
            plain = value_of(ar, dr, False, worth, opp_share)
            if monk_possible and monk_matters(ar, dr):
                boosted = value_of(ar, dr, True, worth, opp_share)
                plain = (1.0 - MONK_CHANCE) * plain + MONK_CHANCE * boosted
            terms.append(plain - (GEISHA_COST if ar == GEISHA else 0.0))
        row = _ROWS[key] = tuple(terms)
    return row


def value_of(att_card: int, def_card: int, monk: bool, worth: float,
             opp_share: float) -> float:
    """Points for the attacker of one battle with known cards."""
    ar = att_card % SET_SIZE
    dr = def_card % SET_SIZE
    if ar == GEISHA and dr == GEISHA:
        return 0.0
    sa, sd = strengths(att_card, def_card, monk)
    if sa > sd:
        return float(dr)
    if sd > sa:
        loss = LOSS_COST * worth
        if dr == SHOGUN:
            loss += opp_share * ar
        return -loss
    return -LOSS_COST * worth + 0.5 * LOSS_COST * TABLE_WORTH[dr]


def _monk_possible(out: set[int], known_row: Sequence[int], from_setup: Sequence[bool],
                   defender: int, def_pos: int) -> bool:
    """Whether the defender may hold a Monk elsewhere on the table, as the
    attacker knows it (a setup Peasant is none; see TEN-A1)."""
    monk = defender * SET_SIZE + MONK
    if monk in out:
        return False
    for p in range(POSITIONS):
        if (p != def_pos and known_row[p] != EMPTY and not from_setup[p]
                and known_row[p] in (HIDDEN, monk)):
            return True
    return False


def attack_values(state_or_view: TennoState | TennoView, seat: int,
                  attacks: Sequence[Attack]) -> list[float]:
    """Expected points (see :func:`battle_value`) of each attack for `seat`,
    from `seat`'s knowledge only, with a bonus for hitting the leader."""
    if isinstance(state_or_view, TennoView):
        view = state_or_view
        out = set(view.discard) | set(view.removed)
        for pile in view.captured:
            out.update(pile)
        n = view.num_seats
        own: Sequence[int] = view.table[seat]
        points = [sum(c % SET_SIZE for c in pile) for pile in view.captured]
        beliefs = {t: beliefs_from_view(view, t) for t in {a.target for a in attacks}}
        known_rows: dict[int, Sequence[int]] = {t: view.table[t] for t in beliefs}
        setup_rows: dict[int, Sequence[bool]] = {t: view.from_setup[t] for t in beliefs}
    else:
        return _state_attack_values(state_or_view, seat, attacks)
    leader = max(points)
    values = []
    for a in attacks:
        cands = beliefs[a.target][a.their]
        monk = _monk_possible(out, known_rows[a.target], setup_rows[a.target],
                              a.target, a.their)
        v = battle_value(own[a.own], cands, monk, n)
        if points[a.target] == leader and leader > 0 and v > 0:
            v *= 1.15
        values.append(v)
    return values


def _state_attack_values(state: TennoState, seat: int, attacks: Sequence[Attack]) -> list[float]:
    """:func:`attack_values` on a full state (the search's rollouts and
    priors call it for nearly every attack decision): the same values,
    with each target's known row, beliefs and Monk chance per position
    computed once per call."""
    out = _out_of_play(state)
    n = state.num_seats
    own = state.table[seat]
    points = [sum(c % SET_SIZE for c in pile) for pile in state.captured]
    leader = max(points)
    table = state.table
    public = state.public
    peeks = state.peeks
    rows: dict[int, list[int]] = {}
    beliefs: dict[int, list[list[int]]] = {}
    monks: dict[tuple[int, int], bool] = {}
    values = []
    for a in attacks:
        t = a.target
        b = beliefs.get(t)
        if b is None:
            pub = public[t]
            pk = peeks[t]
            rows[t] = [c if c == EMPTY or t == seat or pub[p] or pk[p] >> seat & 1 else HIDDEN
                       for p, c in enumerate(table[t])]
            b = beliefs[t] = _beliefs(t, rows[t], state.from_setup[t], out)
        monk = monks.get((t, a.their))
        if monk is None:
            monk = monks[t, a.their] = _monk_possible(out, rows[t], state.from_setup[t],
                                                      t, a.their)
        v = battle_value(own[a.own], b[a.their], monk, n)
        if points[t] == leader and leader > 0 and v > 0:
            v *= 1.15
        values.append(v)
    return values


# ---- evaluation ---------------------------------------------------------------


def evaluate(state: TennoState) -> tuple[float, ...]:
    """Estimated reward per seat (each in [0, 1], summing to 1) of an
    unfinished `state`; the exact TEN-8 rewards of a finished one."""
    if state.phase == "over":
        return GAME.outcome(state).rewards
    n = state.num_seats
    strengths_: list[float] = []
    in_play = 0
    for s in range(n):
        pts = 0
        for c in state.captured[s]:
            pts += c % SET_SIZE
        reserve = 0
        for c in state.hands[s]:
            reserve += c % SET_SIZE
        for c in state.table[s]:
            if c != EMPTY:
                reserve += c % SET_SIZE
        in_play += len(state.hands[s]) + 3
        strengths_.append(pts + RESERVE_WEIGHT * reserve)
    temperature = TEMP_BASE + TEMP_PER_CARD * in_play / n
    top = max(strengths_)
    weights = [math.exp((v - top) / temperature) for v in strengths_]
    total = sum(weights)
    return tuple(w / total for w in weights)


# ---- the policy shared by the agent, the priors and the rollouts -------------


def _refill_choice(hand: Sequence[int]) -> int:
    return max(hand, key=lambda c: (TABLE_WORTH[c % SET_SIZE], c))


def _swap_choice(table: Sequence[int], hand: Sequence[int], public: Sequence[bool],
                 legal: Sequence[TennoAction]) -> TennoAction:
    """The attacker's swap option (TEN-7b): hide a card the others know
    (re-lay it, or lay a better hand card there), else improve a weak card."""
    best_hand = _refill_choice(hand) if hand else None
    if hand:
        assert best_hand is not None
        known = [p for p in range(POSITIONS) if public[p]]
        if known:
            p = min(known, key=lambda q: TABLE_WORTH[table[q] % SET_SIZE])
            if TABLE_WORTH[best_hand % SET_SIZE] > TABLE_WORTH[table[p] % SET_SIZE]:
                return Replace(p, best_hand)
            return Replace(p, table[p])
        p = min(range(POSITIONS), key=lambda q: TABLE_WORTH[table[q] % SET_SIZE])
        if TABLE_WORTH[best_hand % SET_SIZE] - TABLE_WORTH[table[p] % SET_SIZE] >= 3.0:
            return Replace(p, best_hand)
        return Decline()
    known = [p for p in range(POSITIONS) if public[p]]
    if known:
        other = next(q for q in range(POSITIONS) if q != known[0])
        a, b = sorted((known[0], other))
        action = SwapTable(a, b, True)
        if action in legal:
            return action
    return Decline()


def _decide(state_or_view: TennoState | TennoView, seat: int,
            legal: Sequence[TennoAction], rng: Rng) -> TennoAction:
    phase = state_or_view.phase
    first = legal[0]
    if isinstance(first, Arrange):
        return legal[rng.randrange(len(legal))]
    if phase == "monk":
        return first  # a UseMonk comes before Decline whenever there is one
    if phase in ("attack", "ronin"):
        attacks = [a for a in legal if isinstance(a, Attack)]
        if not attacks:
            return Decline()
        values = attack_values(state_or_view, seat, attacks)
        best = max(values)
        if phase == "ronin" and best <= 0.0:
            return Decline()
        top = [a for a, v in zip(attacks, values, strict=True) if v >= best - 1e-9]
        return top[rng.randrange(len(top))]
    if phase == "refill":
        if isinstance(state_or_view, TennoView):
            hand: Sequence[int] = state_or_view.hand
        else:
            hand = state_or_view.hands[seat]
        return Refill(_refill_choice(hand))
    if phase == "swap":
        if isinstance(state_or_view, TennoView):
            v = state_or_view
            return _swap_choice(v.table[seat], v.hand, v.public[seat], legal)
        s = state_or_view
        return _swap_choice(s.table[seat], s.hands[seat], s.public[seat], legal)
    # peek: an unknown position, a setup Peasant last
    target = state_or_view.current
    if isinstance(state_or_view, TennoView):
        row = state_or_view.table[target]
        unknown = [p for p in range(POSITIONS) if row[p] == HIDDEN]
    else:
        unknown = [p for p in range(POSITIONS)
                   if not state_or_view.knows(seat, target, p)]
    if not unknown:
        return Decline()
    fresh = [p for p in unknown if not state_or_view.from_setup[target][p]] or unknown
    return Peek(fresh[rng.randrange(len(fresh))])


def choose(view: TennoView, rng: Rng) -> TennoAction:
    """The ``heuristic`` agent: see the module docstring. Uses only `view`.
    Raises ValueError if the view has no seat or no legal action."""
    seat = view.seat
    legal = view.legal
    if seat is None or not legal:
        raise ValueError("the view has no seat to decide for or no legal action")
    if len(legal) == 1:
        return legal[0]
    return _decide(view, seat, legal, rng)


def decide_without_search(view: TennoView) -> TennoAction | None:
    """The Monk question (TEN-4, TEN-A1) answered by the policy for every
    difficulty, else None (the search decides).

    Privacy: a defender without a Monk on the table has one legal action and
    answers at once; if a defender with a Monk searched first, the time the
    AI takes would tell a human attacker that it holds one. Answered without
    search, both cases take the same (negligible) time."""
    if view.phase == "monk" and view.seat is not None and view.legal:
        return view.legal[0]  # a UseMonk comes before Decline whenever there is one
    return None


def rollout_action(state: TennoState, seat: int, legal: Sequence[TennoAction],
                   rng: Rng) -> TennoAction:
    """A fast, slightly random policy for search rollouts: the agent's policy,
    with attacks chosen among a few sampled candidates."""
    n = len(legal)
    if n == 1 or rng.random() < ROLLOUT_EPSILON:
        return legal[rng.randrange(n)]
    phase = state.phase
    if phase in ("attack", "ronin") and n > ROLLOUT_SAMPLE:
        sample = [legal[rng.randrange(n)] for _ in range(ROLLOUT_SAMPLE)]
        if phase == "ronin":
            sample.append(Decline())
        return _decide(state, seat, sample, rng)
    return _decide(state, seat, legal, rng)


def priors(state: TennoState, seat: int, actions: Sequence[TennoAction]) -> list[float]:
    """A prior in [0, 1] per action from `seat`'s knowledge only: attacks by
    expected points, the agent's own choice first among the other actions."""
    if state.phase in ("attack", "ronin"):
        attacks = [a for a in actions if isinstance(a, Attack)]
        values = dict(zip(attacks, attack_values(state, seat, attacks), strict=True))
        return [1.0 / (1.0 + math.exp(-values[a] / 3.0)) if isinstance(a, Attack) else 0.5
                for a in actions]
    preferred = _decide(state, seat, actions, Rng(0))
    if isinstance(preferred, UseMonk):
        return [1.0 if isinstance(a, UseMonk) else 0.0 for a in actions]
    return [0.8 if a == preferred else 0.4 for a in actions]


_REFILL_SEEN = ("refill",)
_ARRANGE_SEEN = ("arrange",)


def observation(action: TennoAction, seat: int, observer: int) -> object:
    """What `observer` sees of `seat` playing `action` (TEN-9, TEN-7, TEN-A2):
    a refill or the setup order only as such, the swap option only as the
    positions picked up; everything else in full."""
    if isinstance(action, Refill):
        return _REFILL_SEEN
    if isinstance(action, Replace):
        return ("replace", action.position)
    if isinstance(action, SwapTable):
        return ("swap", action.first, action.second)
    if isinstance(action, Arrange):
        return _ARRANGE_SEEN
    return action


def determinize(view: TennoView, rng: Rng) -> TennoState:
    """A weighted deal for the search (``hooks_determinize``): as the
    game's own (TEN-10: only what `view` shows is fixed), but a card
    another seat laid from hand at a position the viewer does not know is
    more often a strong one (:data:`DEAL_WEIGHTS`). Raises ValueError as
    the game's deal does."""
    return GAME.determinize(view, rng, DEAL_WEIGHTS)


def final_rewards(state: TennoState) -> tuple[float, ...]:
    """Margin rewards (``margin_rewards``) per seat of a finished game,
    each in [0, 1]: the TEN-8 reward (1 for a sole win, shared for a
    shared one) weighted 1 - :data:`MARGIN_SHARE`, plus :data:`MARGIN_SHARE` times
    0.5 + 0.5·tanh(margin / :data:`MARGIN_SCALE`), the margin being the
    seat's captured points minus the best other seat's. Raises ValueError
    if the game is not over."""
    outcome = GAME.outcome(state)
    points = outcome.details["points"]
    n = len(points)
    result = []
    for s in range(n):
        best_other = max(points[t] for t in range(n) if t != s)
        shaped = 0.5 + 0.5 * math.tanh((points[s] - best_other) / MARGIN_SCALE)
        result.append((1.0 - MARGIN_SHARE) * outcome.rewards[s] + MARGIN_SHARE * shaped)
    return tuple(result)


class TennoHooks:
    """The Tenno hooks for :mod:`senji_desktop.ai` (see ``ai/hooks.py``)."""

    def final_rewards(self, state: TennoState) -> tuple[float, ...]:
        return final_rewards(state)

    def determinize(self, view: TennoView, rng: Rng) -> TennoState:
        return determinize(view, rng)

    def rollout_action(self, state: TennoState, seat: int, legal: Sequence[TennoAction],
                       rng: Rng) -> TennoAction:
        return rollout_action(state, seat, legal, rng)

    def evaluate(self, state: TennoState) -> tuple[float, ...]:
        return evaluate(state)

    def priors(self, state: TennoState, seat: int,
               actions: Sequence[TennoAction]) -> list[float]:
        return priors(state, seat, actions)

    def choose(self, view: TennoView, rng: Rng) -> TennoAction:
        return choose(view, rng)

    def decide_without_search(self, view: TennoView) -> TennoAction | None:
        return decide_without_search(view)

    def observation(self, action: TennoAction, seat: int, observer: int) -> object:
        return observation(action, seat, observer)


HOOKS = TennoHooks()


def bench_figures(quick: bool) -> dict[str, Any]:
    """Random-game length at 4 and 7 seats, and a random game's time at 7."""
    out: dict[str, Any] = {}
    games = 20 if quick else 200
    for n in (4, 7):
        rng = Rng(5)
        actions = 0
        start = time.perf_counter()
        for g in range(games):
            state = GAME.new_game(TennoOptions(num_seats=n), g)
            while not GAME.is_over(state):
                seat = GAME.to_act(state)[0]
                legal = GAME.legal_actions(state, seat)
                GAME.step(state, seat, legal[rng.randrange(len(legal))])
                actions += 1
        out[f"tenno_random_game_{n}_seats_mean_actions"] = round(actions / games, 1)
        out[f"tenno_random_game_{n}_seats_ms"] = round(
            (time.perf_counter() - start) * 1000 / games, 2)
    return out


__all__ = [
    "DIFFICULTY_TUNING",
    "HOOKS",
    "TennoHooks",
    "attack_values",
    "battle_value",
    "beliefs_from_view",
    "bench_figures",
    "choose",
    "decide_without_search",
    "determinize",
    "evaluate",
    "final_rewards",
    "observation",
    "priors",
    "rollout_action",
]


# ---- hints -------------------------------------------------------------------


def explain(view: TennoView, action: TennoAction) -> HintReason | None:
    """Why `action` helps the seat of `view` (its own view), as a reason code
    and values for the hint's sentence (``engine/hint.py``); ranks are 0
    (Geisha) to 10:

    ``attack_known`` {own, their, wins}: the defending card is known (TEN-2,
    TEN-3); ``attack_odds`` {own, percent}: the share of the cards that may
    lie there which the own card beats; ``monk`` {}: +2 decides the battle
    (TEN-4); ``peek`` {target}: look at a card of the attacker (TEN-7c).
    The policy's other reasons (:func:`_decide`): ``arrange`` {}: the
    Peasants lie face down, no order is better (TEN-1); ``refill`` {card}:
    the hand card worth most on the table (TEN-7a); ``rehide`` {card}: a
    card the others know laid down again unseen, ``replace_known`` {old,
    new}: a stronger hand card in its place, ``replace_weak`` {old, new}: a
    much stronger card for the weakest (TEN-7b); ``keep_cards`` {}: no hand
    card is much stronger than the weakest table card; ``no_second_attack``
    {}: no Ronin attack gains (TEN-5); ``all_known`` {}: nothing left to
    peek at; ``only_choice`` {}: the one legal action; ``search`` {}: the
    search found it best where no rule of thumb says why (a known battle the
    attack does not win, a swap of two table cards)."""
    me = view.seat
    if me is None:
        return None
    reason = _explain(view, me, action)
    if reason is not None:
        return reason
    return HintReason("only_choice" if len(view.legal) == 1 else "search", {})


def _explain(view: TennoView, me: int, action: TennoAction) -> HintReason | None:
    if len(view.legal) == 1:
        return HintReason("only_choice", {})
    if isinstance(action, Attack):
        att = view.table[me][action.own]
        known = view.table[action.target][action.their]
        if known >= 0:
            sa, sd = strengths(att, known, False)
            if sa <= sd:
                return None
            return HintReason("attack_known", {"own": att % SET_SIZE,
                                               "their": known % SET_SIZE, "wins": True})
        cands = beliefs_from_view(view, action.target)[action.their]
        beaten = 0
        for c in cands:
            sa, sd = strengths(att, c, False)
            beaten += sa > sd
        percent = round(100 * beaten / len(cands)) if cands else 0
        return HintReason("attack_odds", {"own": att % SET_SIZE, "percent": percent})
    if isinstance(action, UseMonk):
        return HintReason("monk", {})
    if isinstance(action, Peek):
        return HintReason("peek", {"target": view.current})
    if isinstance(action, Arrange):
        return HintReason("arrange", {})
    if isinstance(action, Refill):
        if action.card == _refill_choice(view.hand):
            return HintReason("refill", {"card": action.card % SET_SIZE})
        return None
    if isinstance(action, Replace):
        return _explain_replace(view, me, action)
    if isinstance(action, Decline):
        return _explain_decline(view, me)
    return None


def _explain_replace(view: TennoView, me: int, action: Replace) -> HintReason | None:
    """The swap option's reasons, as :func:`_swap_choice` weighs them."""
    old = view.table[me][action.position]
    if old < 0:
        return None
    worth_old, worth_new = TABLE_WORTH[old % SET_SIZE], TABLE_WORTH[action.card % SET_SIZE]
    if view.public[me][action.position]:
        if action.card == old:
            return HintReason("rehide", {"card": old % SET_SIZE})
        if worth_new > worth_old:
            return HintReason("replace_known", {"old": old % SET_SIZE,
                                                "new": action.card % SET_SIZE})
        return None
    if worth_new - worth_old >= 3.0:
        return HintReason("replace_weak", {"old": old % SET_SIZE, "new": action.card % SET_SIZE})
    return None


def _explain_decline(view: TennoView, me: int) -> HintReason | None:
    if view.phase == "swap" and view.hand and not any(view.public[me]):
        weakest = min((TABLE_WORTH[c % SET_SIZE] for c in view.table[me] if c >= 0), default=0.0)
        if TABLE_WORTH[_refill_choice(view.hand) % SET_SIZE] - weakest < 3.0:
            return HintReason("keep_cards", {})
        return None
    if view.phase == "ronin":
        attacks = [a for a in view.legal if isinstance(a, Attack)]
        if attacks and max(attack_values(view, me, attacks)) <= 0.0:
            return HintReason("no_second_attack", {})
        return None
    if view.phase == "peek":
        row = view.table[view.current]
        if not any(row[p] == HIDDEN for p in range(POSITIONS)):
            return HintReason("all_known", {})
    return None
