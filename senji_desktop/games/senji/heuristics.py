"""Senji know-how for the AI: rollout policy, priors, evaluation and the hooks.

The generic SO-ISMCTS (ai/ismcts.py) plays Senji through these hooks and the
game's determinization (rules.determinize: hidden cards dealt from what the
seat has not seen, remembered cards to their holders, hidden orders drawn;
the hourglass never runs out in a sampled world, SJ-A9). Everything here
only chooses among the legal actions the rules offer:

- :func:`rollout_action` plays sensible cheap actions. Spring: march where
  the expected battle margin against a neighbour (:func:`battle_margin`,
  SJ-44: units, locked dice, a sixth of the rolled dice each; ties go to the
  defender) is above 1.5 after deterrence, recruit where units are few,
  produce otherwise. Summer: march into the province with the best margin
  above 1.5, land fleets, play the strongest support card, kill the most
  valuable hostage. Hostages deter: a hostage of the mover's family in the
  defender's hand lowers the margin by half its value, and a hostage of a
  neighbour with three or more units next to the seat stays in hand instead
  of being displayed. Winter inside a rollout stays cheap: answer
  proposals by value (:func:`proposal_value`: cards given minus the least
  the asks can cost), pass otherwise. Autumn: buy the combination with the most honor (a
  samurai counts 5) per card, trade, display, hire mercenaries, pass; draft
  and hostage-limit choices keep the highest value.
- Samurai powers (SJ-60): the policy plays its own samurai's power — Kato
  rerolls when his side does not win with the dice as they lie, Kuroda
  retreats to the strongest own neighbour, Chiyo takes from the fullest hand
  and gives back his cheapest card, Ii's wildcard buys the best combination
  per card and stands in for the dearest kind, Konishi looks at the fullest
  diplomacy hand, Katakura at the strongest opponent province next to the
  seat's own, Daisuke's province produces — and reckons with everybody's:
  :func:`battle_margin` counts Hosokawa's second lock, Honda's and Sanada's
  points, Yagyu makes a hostage deter more, and :func:`strength` values each
  samurai's power (:data:`POWER_VALUE`).
- :func:`priors` order progressive widening: the policy's choice first,
  pass and withdraw last.
- :func:`evaluate` turns honor, provinces, units, samurai and hanafuda into
  a reward estimate per seat (a softmax over :func:`strength`) where a
  rollout is cut off after ``rollout_depth`` actions.
- :func:`choose` (the ``heuristic`` agent) applies the rollout policy to a
  state dealt from the seat's view, so it sees nothing the view hides.
- Winter's decisions (SJ-41) are taken without search by every agent but
  ``random`` (:func:`decide_without_search`): the diplomacy model of
  diplomacy.py proposes exchanges that it values positively and that its
  model of the recipient, built from the seat's view only, accepts; bids in
  the neutral auction when the offered card is worth the cheapest bid that
  can win; answers proposals and picks the cards that fulfil them with the
  same worth model. Hostages: asked for from threatening neighbours (they
  are worth more there), kept in hand against them, killed after their
  attacks. :func:`arena_statistics` counts proposals made and accepted and
  bids placed for the arena. Four heuristic seats (seeds 3-5, samurai
  powers on, 31 winters): 1.73 proposals per seat per winter, 37 % of them
  accepted, 0.39 bids per seat per winter (without powers, 40 winters: 1.55,
  44 %, 0.19). Hard against three Normal (without powers; arena game 0,
  seed 1, search budgets scaled by 0.25 to fit a busy machine; winter does
  not search):
  11 winters, proposals made 23 / 21 / 22 / 19 (1.9 per seat per winter),
  34 of 85 accepted (40 %), 21 bids. A winter decision takes about 2 ms
  of CPU time (mean of 322, at most 8 ms, on the busy 2-core machine).

Difficulties (:data:`DIFFICULTY_TUNING`): policy rollouts cut off after 8
actions; Easy 40, Normal 200, Hard 1500 iterations (raised from 600, which
used only about 0.45 s of Hard's 1.5 s, so that a decision takes about 1 s
of CPU time on a quiet machine; the app's 1.5 s wall-clock guard still cuts
a search short when the machine is busy).

Figures (4 players, seed 1, ``--jobs 1``, on the shared 2-core development
machine at a load of about 10; first agent's sole wins):

    heuristic vs 3 random  10/10   (1278 actions a game)
    normal vs 3 random     10/10   (1113 actions a game)
    hard vs 3 heuristic    4/9 with 600 iterations (the first 9 of the 10
                           games; the rest did not finish in time on the busy
                           machine); with 1500 iterations 0/2 in an
                           indicative run of two games (heuristic seats won
                           both; mean Hard decision 4.1 s wall at a load of
                           about 10, arena without the app's time guard)

    normal vs 3 easy       7/20 (35 %, par 25 %; before the samurai powers;
                           winter decided by diplomacy.py: 1.83 proposals
                           per seat per winter, 48 % accepted, 0.26 bids;
                           1649 actions a game; mean decision Normal 0.43 s,
                           Easy 0.08 s wall at a load of about 15)

    senji-desktop arena senji --agents heuristic,random,random,random --games 10 --seed 1 --json --jobs 1
    senji-desktop arena senji --agents normal,easy,easy,easy --games 20 --seed 1 --json --jobs 1
    senji-desktop arena senji --agents normal,random,random,random --games 10 --seed 1 --json --jobs 1
    senji-desktop arena senji --agents hard,heuristic,heuristic,heuristic --games 10 --seed 1 --json --jobs 1
    senji-desktop arena senji --agents hard,heuristic,heuristic,heuristic --games 2 --seed 1 --json --jobs 2
    senji-desktop arena senji --agents hard,hard,hard,hard --games 1 --seed 1 --json --jobs 1

One all-Hard game (seed 1): 964 actions, 271 s of CPU time (35 min of wall
time at that load). Engine: about 47,000 actions per CPU second in random
4-player playouts (17,000 per wall second at a load of 7); a random game
lasts 2321 actions and 19.4 years on average (20 games), a game of the
rollout policy about 690 actions. Decision time per phase (CPU seconds,
mean of three positions; bench_positions): Easy 0.02-0.03, Normal
0.09-0.14, Hard (1500 iterations) 0.64 (placement), 0.93 (winter), 1.11
(spring), 0.93 (summer), 0.91 (autumn), at most 1.14 — within 1.5 s (with
600 iterations it was 0.26-0.41, at most 0.43). Winter no longer searches
(diplomacy.py, about 2 ms a decision). On the busier machine of the
diplomacy work, where a loop of 10 million Python additions takes 2.04 s
of CPU time, one position per phase took Hard 1.47 (placement), 0.00
(winter), 2.32 (spring; 2.89 before the map kept its province ids), 2.03
(summer) and 2.07 s (autumn) of CPU time; the app's 1.5 s wall-clock guard
cuts such searches short.
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from typing import Any

from senji_desktop.engine.core import Event
from senji_desktop.engine.hint import HintReason
from senji_desktop.engine.rng import Rng
from senji_desktop.games.senji import diplomacy, powers
from senji_desktop.games.senji.map import FAMILIES, SEAS, senji_map
from senji_desktop.games.senji.model import (
    COMBINATION_BY_NAME,
    DAISUKE,
    HONDA,
    HOSOKAWA,
    MAX_LOCKED_DICE,
    MAX_UNITS_PER_AREA,
    NUM_DICE,
    SANADA,
    UNITS_PER_FAMILY,
    YAGYU,
    Activate,
    Answer,
    Combine,
    Confirm,
    Display,
    EndWinter,
    FleetMode,
    GiveHanafuda,
    HireUnits,
    KeepMember,
    KeepSamurai,
    KillHostage,
    LookHand,
    LookOrder,
    MarchTo,
    MoveUnits,
    Order,
    Pass,
    Place,
    Reroll,
    Retreat,
    SenjiAction,
    SenjiOptions,
    SenjiState,
    SenjiView,
    Show,
    Support,
    TakeHanafuda,
    TakeSamurai,
    TakeShown,
    Trade,
    Wildcard,
    Withdraw,
    dip_family,
    dip_type,
    dip_value,
    samurai_honor,
)
from senji_desktop.games.senji.rules import GAME

#: Strength weights of :func:`evaluate` (honor points per piece).
PROVINCE_WEIGHT = 3.0
UNIT_WEIGHT = 0.8
SAMURAI_WEIGHT = 2.0
HANAFUDA_WEIGHT = 0.4
#: Softmax temperature of :func:`evaluate` in honor points.
TEMPERATURE = 8.0
#: Hanafuda value when choosing from shown cards (sun, animal, ribbon, plain).
HANA_VALUE = (4.0, 2.0, 2.0, 1.0)

#: Difficulty tuning (ai/agents.py): a Senji state is large, so an iteration
#: (determinization + cut-off rollout) costs about 1-2 ms; Hard stays within
#: 1.5 s per decision in every phase (bench_positions).
DIFFICULTY_TUNING: dict[str, dict[str, Any]] = {
    "easy": {"iterations": 40, "rollout_depth": 8},
    "normal": {"iterations": 200, "rollout_depth": 8},
    "hard": {"iterations": 1500, "rollout_depth": 8, "prior_visits": 1},
}


#: What each samurai's power is worth to its player in :func:`strength`, in
#: honor points, by card id (SJ-60): the steady earners (Nabeshima's card a
#: year, Sakai's hosting bonus, Daisuke's extra draw) and the battle powers
#: most, the rare or small ones least.
POWER_VALUE: tuple[float, ...] = (
    1.0, 0.8, 1.2, 1.0, 1.5, 0.6,  # Hosokawa Kato Sanada Kuroda Honda Yamamoto
    0.8, 1.2, 0.8, 2.0, 0.8, 0.8,  # Chiyo Daisuke Ii Nabeshima Naoe Ishida
    0.3, 0.4, 0.4, 1.5, 0.8, 0.8,  # Otani Konishi Katakura Sakai Maeda Yagyu
)


def strength(state: SenjiState, seat: int) -> float:
    """Honor plus the value of the seat's provinces, units, samurai (with
    their powers, SJ-60) and hand."""
    provinces = sum(1 for o in state.owner.values() if o == seat)
    units = state.units_in_play(seat)
    samurai = 0
    powers = 0.0
    for per in state.samurai.values():
        samurai += len(per[seat])
        if state.powers:
            powers += sum(POWER_VALUE[c] for c in per[seat])
    return (state.honor[seat] + PROVINCE_WEIGHT * provinces + UNIT_WEIGHT * units
            + SAMURAI_WEIGHT * samurai + powers + HANAFUDA_WEIGHT * len(state.hana[seat]))


def evaluate(state: SenjiState) -> tuple[float, ...]:
    """Estimated reward per seat in [0, 1] (sums to 1): a softmax over
    :func:`strength`; the outcome's rewards once the game is over."""
    if GAME.is_over(state):
        return GAME.outcome(state).rewards
    s = [strength(state, seat) / TEMPERATURE for seat in range(state.num_seats)]
    top = max(s)
    e = [math.exp(x - top) for x in s]
    total = sum(e)
    return tuple(x / total for x in e)


def battle_margin(state: SenjiState, seat: int, units: int, samurai: int,
                  province: str, cards: Sequence[int] = ()) -> float:
    """Expected attack total minus defence total (SJ-44) if `seat` attacks
    `province` with `units` units and `samurai` samurai: units, locked dice
    and the share of rolled dice (1 in 6) each side can expect; a tie goes
    to the defender, so a margin above about 1 is a good attack. The combat
    powers count (SJ-60, SJ-63): attacking Hosokawa among `cards` (the
    attacking samurai) locks a second die, Honda adds 1 to either side,
    defending Sanada 2."""
    owner = state.owner[province]
    if owner is None:
        return -99.0
    d_units = state.units[province][owner]
    d_cards = state.samurai[province][owner]
    d_sam = len(d_cards)
    if d_units + d_sam == 0:
        return 99.0
    on = state.powers
    att_bonus = def_bonus = 0.0
    extra = 0
    if on:
        extra = 1 if HOSOKAWA in cards else 0
        att_bonus = 1.0 if HONDA in cards else 0.0
        def_bonus = (1.0 if HONDA in d_cards else 0.0) + (2.0 if SANADA in d_cards else 0.0)
    la, ld = min(samurai + extra, MAX_LOCKED_DICE), min(d_sam, MAX_LOCKED_DICE)
    rolled = (NUM_DICE - la - ld) / 6.0
    return (units + la + rolled + att_bonus) - (d_units + ld + rolled + def_bonus)


def _deterrent(state: SenjiState, seat: int, target: int | None) -> float:
    """How strongly hostages deter `seat` from attacking `target`: the value
    of the family members of `seat`'s family that `target` holds in hand
    (it can kill one after the battle, SJ-44: 2 × its value both ways)."""
    if target is None:
        return 0.0
    fam = state.families[seat]
    worst = max((dip_value(c) for c in state.dip[target]
                 if c >= 0 and dip_type(c) == "member" and dip_family(c) == fam), default=0)
    # Yagyu's player gains 3 x the hostage in place of 2 x (SJ-63)
    return worst * (1.5 if powers.has(state, target, YAGYU) else 1.0)


def _order_for(state: SenjiState, seat: int, province: str) -> str:
    m = senji_map()
    mine = state.units[province][seat]
    cards = state.samurai[province][seat]
    sam = len(cards)
    if mine >= 2 and state.fortresses_left(seat) > 0:
        for q in m.neighbours[province]:
            other = state.owner[q]
            if other in (None, seat):
                continue
            if battle_margin(state, seat, mine, sam, q, cards) - 0.5 * _deterrent(
                    state, seat, other) > 1.5:
                return "march"
    if state.powers and DAISUKE in cards:
        return "produce"  # SJ-60: three cards here
    if mine < 4 and state.units_in_play(seat) < UNITS_PER_FAMILY:
        return "recruit"
    return "produce"


def rollout_action(state: SenjiState, seat: int, legal: Sequence[SenjiAction],
                   rng: Rng) -> SenjiAction:
    """A sensible cheap action of `seat` among `legal` (non-empty)."""
    a0 = legal[0]
    if len(legal) == 1:
        return a0
    task = state.task
    kind = task.get("kind")
    if isinstance(a0, KeepSamurai):
        return max(legal, key=lambda a: samurai_honor(a.card) if isinstance(a, KeepSamurai)
                   else -1)
    if isinstance(a0, KeepMember):
        return max(legal, key=lambda a: dip_value(a.card) if isinstance(a, KeepMember) else -1)
    if isinstance(a0, Order):
        want = _order_for(state, seat, a0.province)
        return next(a for a in legal if isinstance(a, Order) and a.order == want)
    if isinstance(a0, Place):
        return max(legal, key=lambda a: state.units[a.area][seat] if isinstance(a, Place)
                   else -1)
    if isinstance(a0, LookOrder):
        return _look_order(state, seat, legal)
    if kind == "winter":
        return _winter_action(state, seat, legal)
    if kind == "summer":
        return _summer_action(state, seat, legal, rng)
    if kind == "autumn":
        return _autumn_action(state, seat, legal)
    return legal[rng.randrange(len(legal))]


def proposal_value(sub: dict[str, Any]) -> float:
    """What accepting a proposal is worth to its recipient: the value of the
    cards given minus the least value of cards fitting what is asked (the
    asked minimum, else the smallest value of the type)."""
    give = sum(dip_value(c) for c in sub["give"] if c >= 0)
    ask = sum(max(int(a[2]), 1 if a[1] == "member" else 2) for a in sub["asks"])
    return float(give - ask)


def _look_order(state: SenjiState, seat: int, legal: Sequence[SenjiAction]) -> SenjiAction:
    """Katakura (SJ-60): look at the hidden order of the strongest opponent
    province next to one of the seat's own."""
    m = senji_map()
    mine = set(state.provinces_of(seat))

    def threat(a: SenjiAction) -> float:
        if not isinstance(a, LookOrder):
            return -1.0
        p = a.province
        owner = state.owner[p]
        near = 1.0 if m.neighbours[p] & mine else 0.0
        pieces = state.units[p][owner] + len(state.samurai[p][owner]) if owner is not None else 0
        return 10.0 * near + pieces
    return max(legal, key=threat)


def _winter_action(state: SenjiState, seat: int, legal: Sequence[SenjiAction]) -> SenjiAction:
    sub = state.task["sub"]
    looks = [a for a in legal if isinstance(a, LookHand)]
    if looks and sub is None:
        # Konishi (SJ-60): look at the fullest hand while winter is young
        return max(looks, key=lambda a: len(state.dip[a.seat]) if isinstance(a, LookHand)
                   else -1)
    if sub is None:
        return Pass() if Pass() in legal else legal[0]
    if Answer(True) in legal:
        return Answer(proposal_value(sub) >= 0)
    if Answer(False) in legal:
        return Answer(False)
    for a in (Confirm(), Withdraw()):
        if a in legal:
            return a
    return legal[0]


def _summer_action(state: SenjiState, seat: int, legal: Sequence[SenjiAction],
                   rng: Rng) -> SenjiAction:
    a0 = legal[0]
    if Reroll() in legal:
        return Reroll() if _kato_behind(state, seat) else Pass()
    if isinstance(a0, Retreat):  # Kuroda: to the strongest own neighbour
        return max(legal, key=lambda a: state.units[a.province][seat]
                   if isinstance(a, Retreat) else -1)
    if isinstance(a0, Pass):  # battle: support or hostage, the strongest card
        plays = [a for a in legal if isinstance(a, Support | KillHostage)]
        if plays:
            return max(plays, key=lambda a: dip_value(a.card))
        return a0
    if any(isinstance(a, FleetMode) for a in legal):
        return FleetMode("land") if FleetMode("land") in legal else FleetMode("stay")
    if isinstance(a0, MoveUnits):
        return legal[-1]
    if any(isinstance(a, TakeSamurai) for a in legal):
        return next(a for a in legal if isinstance(a, TakeSamurai))
    sub = state.task["sub"]
    if sub is not None and sub["kind"] == "march" and sub["stage"] == "dest":
        if sub["dests"]:
            return Confirm()
        pool = sub.get("pool")
        units = pool[0] if pool is not None else state.units[sub["origin"]][seat]
        cards: list[int] = pool[1] if pool is not None else state.samurai[sub["origin"]][seat]
        best: SenjiAction = Confirm()
        sam = len(cards)
        best_margin = 1.5
        for a in legal:
            if not isinstance(a, MarchTo) or a.area in SEAS:
                continue
            own = state.owner[a.area]
            if own == seat:
                if sub["mode"] != "march":
                    return a
                continue
            margin = battle_margin(state, seat, units, sam, a.area, cards) - 0.5 * _deterrent(
                state, seat, own)
            if margin > best_margin:
                best, best_margin = a, margin
        return best
    if isinstance(a0, Activate | Confirm):
        return legal[rng.randrange(len(legal))]
    return legal[rng.randrange(len(legal))]


def _kato_behind(state: SenjiState, seat: int) -> bool:
    """Kato (SJ-62): reroll when the seat's side does not win with the dice
    as they lie (the defender wins ties)."""
    b = state.task["sub"]
    att = int(b["att_units"] + b["att_dice"] + b["att_power_points"])
    dfd = int(b["def_units"] + b["def_dice"] + b["def_power_points"])
    return att <= dfd if seat == b["attacker"] else dfd < att


def _autumn_action(state: SenjiState, seat: int, legal: Sequence[SenjiAction]) -> SenjiAction:
    a0 = legal[0]
    if isinstance(a0, GiveHanafuda):  # Chiyo gives his least valuable card back
        return min(legal, key=lambda a: HANA_VALUE[a.hana] if isinstance(a, GiveHanafuda)
                   else 99)
    wilds = [a for a in legal if isinstance(a, Wildcard)]
    if wilds:  # Ii: the cheapest card stands in for the dearest kind
        best = max(wilds, key=lambda a: HANA_VALUE[a.as_kind] - HANA_VALUE[a.hana])
        if Pass() in legal and HANA_VALUE[best.as_kind] <= HANA_VALUE[best.hana]:
            return Pass()
        return best
    takes = [a for a in legal if isinstance(a, TakeHanafuda)]
    if takes:  # Chiyo: a random card from the fullest hand
        return max(takes, key=lambda a: len(state.hana[a.seat]))
    if isinstance(a0, Show):  # show the least valuable cards
        return min(legal, key=lambda a: HANA_VALUE[a.hana] if isinstance(a, Show) else 99)
    if isinstance(a0, TakeShown):
        return max(legal, key=lambda a: HANA_VALUE[a.hana] if isinstance(a, TakeShown) else -1)
    combos = [a for a in legal if isinstance(a, Combine)]
    if combos:
        def worth(a: Combine) -> float:
            c = COMBINATION_BY_NAME[a.name]
            return (c.honor + 5.0 * c.samurai) / max(1, sum(
                powers.combination_cards(state, seat, c)))
        return max(combos, key=worth)
    for a in legal:
        if isinstance(a, Trade):
            return a
    for a in legal:
        if isinstance(a, Display) and not _keep_as_deterrent(state, seat, a.card):
            return a
    for a in legal:
        if isinstance(a, HireUnits) and state.units[a.sea][seat] < MAX_UNITS_PER_AREA:
            return a
    return Pass() if Pass() in legal else a0


def _keep_as_deterrent(state: SenjiState, seat: int, card: int) -> bool:
    """Whether a hostage (family member) of a playing neighbour that has
    units next to `seat`'s provinces stays in hand, ready to be killed after
    its attack (SJ-44), instead of being displayed for honor."""
    other = state.seat_of(dip_family(card))
    if other is None:
        return False
    return diplomacy.threatens(state, seat, other) and dip_value(card) >= 2


def priors(state: SenjiState, seat: int, actions: Sequence[SenjiAction]) -> list[float] | None:
    """Action ordering for progressive widening: the rollout policy's choice
    first (1.0), passing and withdrawing last (0.1), everything else 0.4."""
    if len(actions) < 2:
        return None
    choice = rollout_action(state, seat, actions, Rng(state.actions_taken))
    return [1.0 if a == choice else (0.1 if isinstance(a, Pass | Withdraw) else 0.4)
            for a in actions]


def choose(view: SenjiView, rng: Rng) -> SenjiAction:
    """The ``heuristic`` agent: the rollout policy on a state dealt from
    `view` (the policy reads only the seat's own cards and public facts).
    Raises ValueError if the view has no seat or no legal action."""
    seat = view.seat
    if seat is None or not view.legal:
        raise ValueError("the view has no seat to decide for or no legal action")
    legal = [a for a in view.legal if not isinstance(a, EndWinter)]  # SJ-A9
    if len(legal) == 1:
        return legal[0]
    winter = decide_without_search(view)
    if winter is not None:
        return winter
    state = GAME.determinize(view, rng)
    return rollout_action(state, seat, legal, rng)


def _is_winter_task(view: SenjiView) -> bool:
    """Whether `view`'s decision is one of winter's proposals, bids or
    answers (not a hostage-limit or samurai choice coming first)."""
    return view.state.task.get("kind") == "winter" and not any(
        isinstance(a, KeepMember | KeepSamurai) for a in view.legal)


def decide_without_search(view: SenjiView) -> SenjiAction | None:
    """Every difficulty plays winter (SJ-41) by the diplomacy model
    (diplomacy.py) on the seat's view, without search: proposals, bids,
    answers and fulfilments. None outside winter's decisions. The hourglass
    is never chosen (SJ-A9)."""
    seat = view.seat
    if seat is None or not view.legal or not _is_winter_task(view):
        return None
    legal = [a for a in view.legal if not isinstance(a, EndWinter)]
    if len(legal) == 1:
        return legal[0]
    return diplomacy.winter_action(view.state, seat, legal)


def arena_statistics(events: Sequence[Event]) -> list[tuple[int | None, str]]:
    """What a step's events count in the arena (ai/arena.py): per seat
    ``proposals_made``, ``proposals_accepted`` (counted for the proposer)
    and ``bids_placed``; per game ``winters``."""
    out: list[tuple[int | None, str]] = []
    for e in events:
        if e.kind == "proposal_made":
            out.append((e.data["from"], "proposals_made"))
        elif e.kind == "cards_exchanged":
            out.append((e.data["from"], "proposals_accepted"))
        elif e.kind == "bid_placed":
            out.append((e.data["seat"], "bids_placed"))
        elif e.kind == "phase_started" and e.data["phase"] == "winter":
            out.append((None, "winters"))
    return out


class SenjiHooks:
    """The Senji hooks for :mod:`senji_desktop.ai` (see ``ai/hooks.py``)."""

    def rollout_action(self, state: SenjiState, seat: int, legal: Sequence[SenjiAction],
                       rng: Rng) -> SenjiAction:
        return rollout_action(state, seat, legal, rng)

    def evaluate(self, state: SenjiState) -> tuple[float, ...]:
        return evaluate(state)

    def priors(self, state: SenjiState, seat: int,
               actions: Sequence[SenjiAction]) -> list[float] | None:
        return priors(state, seat, actions)

    def choose(self, view: SenjiView, rng: Rng) -> SenjiAction:
        return choose(view, rng)

    def decide_without_search(self, view: SenjiView) -> SenjiAction | None:
        return decide_without_search(view)

    def arena_statistics(self, events: Sequence[Event]) -> list[tuple[int | None, str]]:
        return arena_statistics(events)


HOOKS = SenjiHooks()


#: Phases whose decision times :func:`bench_figures` reports.
BENCH_PHASES = ("placement", "winter", "spring", "summer", "autumn")


def phase_positions(per_phase: int, seed: int = 5) -> dict[str, list[SenjiView]]:
    """Up to `per_phase` views per phase of :data:`BENCH_PHASES` (decisions
    with two or more legal actions, taken from the first years of a
    4-player game between heuristic players, spread over the game)."""
    state = GAME.new_game(SenjiOptions(num_seats=4), seed)
    rng = Rng(seed)
    found: dict[str, list[SenjiView]] = {p: [] for p in BENCH_PHASES}
    while not GAME.is_over(state) and any(len(v) < per_phase for v in found.values()):
        seat = GAME.to_act(state)[0]
        view = GAME.view(state, seat)
        if len(view.legal) > 1 and state.phase in found and len(found[state.phase]) < per_phase \
                and rng.randrange(4) == 0:
            found[state.phase].append(view)
        GAME.step(state, seat, choose(view, rng) if len(view.legal) > 1 else view.legal[0])
    return found


def bench_positions(quick: bool) -> dict[str, list[SenjiView]]:
    """Views per phase for bench/headless.py's per-phase decision times of
    every difficulty (one per phase when `quick`, else three)."""
    return phase_positions(1 if quick else 3)


def bench_figures(quick: bool) -> dict[str, Any]:
    """Mean length of a uniformly random 4-player game, in actions and in
    years, and the policy-rollout speed (bench/headless.py; `quick`: fewer
    games). Decision times per phase: :func:`bench_positions`."""
    games = 3 if quick else 20
    actions = years = 0
    for g in range(games):
        state = GAME.new_game(SenjiOptions(num_seats=4), 1000 + g)
        rng = Rng(g)
        while not GAME.is_over(state):
            seats = GAME.to_act(state)
            seat = seats[rng.randrange(len(seats))]
            legal = GAME.legal_actions(state, seat)
            GAME.step(state, seat, legal[rng.randrange(len(legal))])
            actions += 1
        years += state.year
    start = time.perf_counter()
    policy_actions = 0
    for g in range(1 if quick else 5):
        state = GAME.new_game(SenjiOptions(num_seats=4), 2000 + g)
        rng = Rng(g)
        while not GAME.is_over(state):
            seat = GAME.to_act(state)[0]
            legal = GAME.legal_actions(state, seat)
            GAME.step(state, seat, rollout_action(state, seat, legal, rng))
            policy_actions += 1
    elapsed = time.perf_counter() - start
    return {
        "senji_random_game_mean_actions": round(actions / games, 1),
        "senji_random_game_mean_years": round(years / games, 2),
        "senji_policy_game_mean_actions": round(policy_actions / (1 if quick else 5), 1),
        "senji_policy_actions_per_s": round(policy_actions / max(elapsed, 1e-9)),
    }


__all__ = ["BENCH_PHASES", "DIFFICULTY_TUNING", "HOOKS", "SenjiHooks", "arena_statistics",
           "battle_margin", "bench_figures", "bench_positions", "choose",
           "decide_without_search", "evaluate", "phase_positions", "priors",
           "proposal_value", "rollout_action", "strength"]


# ---- hints -------------------------------------------------------------------


def explain(view: SenjiView, action: SenjiAction) -> HintReason | None:
    """Why `action` helps the seat of `view` (its own view), as a reason code
    and values for the hint's sentence (``engine/hint.py``), for the choices
    whose gain a sentence can name:

    ``support`` {family, points}: the card's points in this battle, its value
    up to the dice showing its family (SJ-44); ``kill_hostage`` {honor}: the
    defender gains twice the hostage's value (SJ-44); ``combine`` {name,
    honor, samurai} (SJ-50); ``display`` {honor}: a displayed family member
    counts its value in honor (SJ-45). None for every other choice."""
    if view.seat is None:
        return None
    state = view.state
    if isinstance(action, Support):
        sub = state.task.get("sub") or {}
        dice = list(sub.get("dice", ()))
        family = dip_family(action.card)
        shown = sum(1 for d in dice if FAMILIES[d] == family)
        return HintReason("support", {"family": family,
                                      "points": min(dip_value(action.card), shown)})
    if isinstance(action, KillHostage):
        return HintReason("kill_hostage", {"honor": 2 * dip_value(action.card)})
    if isinstance(action, Combine):
        combo = COMBINATION_BY_NAME[action.name]
        return HintReason("combine", {"name": combo.name, "honor": combo.honor,
                                      "samurai": combo.samurai})
    if isinstance(action, Display):
        return HintReason("display", {"honor": dip_value(action.card)})
    return None
