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
actions; Easy 15, Normal 200, Hard 1500 iterations; Hard asks for priors
only at nodes visited three times (the common Hard setting), which makes
its iterations cheaper. The app's 1.5 s wall-clock guard cuts a search
short when the machine is busy. CPU time per Hard decision on mid-game
positions of each phase (three each, ``phase_positions``) on the quiet
2-core machine (10 million Python additions in 1.03 s): placement 0.86 s
(at most 1.01 s), spring 1.06 s (1.09 s), summer 1.10 s (1.31 s), autumn
1.11 s (1.16 s), winter no search — within 1.5 s; beside other work
(load about 10) up to 1.61 s, which the guard ends at 1.5 s.

Hard against three Normal (4 players, 20 seeded games, seats rotated;
the games were split over processes of a small driver that plays the
arena's games by number, ``ai/arena.play_game``; the games of):

    senji-desktop arena senji --agents hard,normal,normal,normal --games 20 --seed 1 --json --jobs 2

9/20 sole wins (45 %, 1.8 × par; the Normal seats 3, 4, 4); 1550
actions a game. Diplomacy in these games: 1.84 proposals per seat per
winter (Hard 1.67, the Normal seats 1.96, 1.83, 1.90), 49 % of them
accepted (Hard's 58 %), 0.26 bids per seat per winter (237 winters).

Hard against three heuristic players (``--agents
hard,heuristic,heuristic,heuristic``, played as above): 8/20 (40 %,
1.6 × par; the heuristic seats 2, 5, 5); 1294 actions a game, 1.63
proposals per seat per winter, 42 % accepted, 0.39 bids per seat per
winter (216 winters).

Hard against plain search at equal thinking time (3 players, the
smallest table, par a third; played as above)::

    senji-desktop arena senji --agents hard,ismcts-plain,ismcts-plain --games 40 --seed 1 --time-per-decision 0.3

40/40 sole wins: plain search, with random rollouts and no knowledge of
the game, never won; 715 actions a game. Hard made 0.72 proposals per
winter (50 % accepted) and 0.98 bids; the plain seats 0.47 and 0.50
proposals (1 % and 2 % accepted), 0.32 and 0.34 bids (349 winters).
With ``--time-per-decision 1.0``: 40/40 sole wins as well (all three
seats search every decision, so a game costs 10–20 CPU-minutes). In
games 16–19 and 35–39 (83 winters, 751 actions a game) Hard made 0.80
proposals per winter (48 % accepted) and 0.84 bids; the plain seats 0.45
and 0.49 proposals (none accepted), 0.35 and 0.34 bids.

Hard of before (800 iterations, the other seats moving in its tree as the
rollout policy would, ``opponents_by_policy``): 11/20 against three
heuristic players — its model of the others was exactly their policy —
but 4/20 against three Normal (below par), whose searched moves that
model did not foresee; with 1500 iterations and the policy opponents,
over 1.5 s a decision.

Normal against three Easy (``--agents normal,easy,easy,easy --games 20
--seed 1 --jobs 1``, played as above): 7/20 (35 %, 1.4 × par; the Easy
seats 6, 3, 4; 1470 actions a game); 1.68 proposals per seat per winter
over all four seats, 46 % of them accepted, 0.29 bids (243 winters).
Easy searched 40 iterations before: Normal won 6/20 against it (the Easy
seats 8, 2, 4; 1.81 proposals per seat per winter, 47 % accepted, 0.29
bids over 256 winters). Tried for Normal and not in use: the policy
opponents with 150 iterations (about the cost of 200 without them) won 4
of the first 19 games against the Easy of 40 iterations; 400 iterations
2 of the first 5.

Earlier figures (4 players, seed 1, ``--jobs 1``, on the shared 2-core
development machine at a load of about 10; first agent's sole wins):

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
rollout policy about 690 actions. Hard's decision time per phase with
the policy opponents and 800 iterations (CPU seconds, mean and maximum of
three positions of phase_positions, beside other work): 0.58 / 0.59
(placement), 0.00 (winter), 0.88 / 1.12 (spring), 0.80 / 1.31 (summer),
0.92 / 1.30 (autumn) — within 1.5 s; with 1500 iterations it took up to
2.9 s. Easy (15 iterations) 0.01 s in every phase, Normal (200) 0.07
(placement), 0.11 (spring), 0.11 (summer), 0.10 s (autumn), at most 0.13 s
(the same positions). Earlier (CPU seconds, mean of three positions;
bench_positions): Easy (40 iterations) 0.02-0.03, Normal 0.09-0.14,
Hard (1500 iterations) 0.64 (placement), 0.93 (winter), 1.11 (spring),
0.93 (summer), 0.91 (autumn), at most 1.14 — within 1.5 s (with 600
iterations it was 0.26-0.41, at most 0.43). Winter no longer searches
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
    Ask,
    AskMinimum,
    Bid,
    Combine,
    Confirm,
    Display,
    EndWinter,
    FleetMode,
    Fulfil,
    Give,
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
    Propose,
    Reroll,
    Retreat,
    ReturnMember,
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
#: (determinization + cut-off rollout) costs about 1 ms. Hard searches
#: the other seats' moves by UCB like Normal, with 1500 iterations and
#: priors only at nodes visited three times (letting them move as the
#: rollout policy would beat the heuristic players, whose policy that is,
#: but lost to searching ones). Easy's 15 iterations barely
#: look past the policy's first choices (the priors order them), so it
#: plays like a sensible newcomer who sees one good move and seldom the
#: better one.
DIFFICULTY_TUNING: dict[str, dict[str, Any]] = {
    "easy": {"iterations": 15, "rollout_depth": 8},
    "normal": {"iterations": 200, "rollout_depth": 8},
    "hard": {"iterations": 1500, "rollout_depth": 8},
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
        orders = [a for a in legal if isinstance(a, Order)]
        for name in (want, "produce", "recruit"):
            for a in orders:
                if a.order == name:
                    return a
        return orders[0] if orders else a0
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
    # The search may ask about some of the legal actions only (those not yet
    # tried): the policy's spring order is then judged by itself, not by
    # whichever of the asked orders comes first.
    a0 = actions[0]
    if isinstance(a0, Order):
        want = _order_for(state, seat, a0.province)
        return [1.0 if isinstance(a, Order) and a.order == want else 0.4 for a in actions]
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
    and values for the hint's sentence (``engine/hint.py``). The reasons are
    the policy's own (:func:`rollout_action`, diplomacy.py), worked out on the
    view, so they name only what the seat knows:

    - setup and draws: ``keep_samurai`` {card, honor, best} the samurai's
      honor (SJ-20); ``keep_member`` {card, best} the hostage's display
      value (SJ-30); ``place`` {area, units}: units of the seat already
      there, ``place_empty`` {area}: a province without pieces falls to
      anyone who enters (SJ-43);
    - winter (SJ-41): ``propose`` {seat}, ``give`` {seat, card, more} (the
      card is worth more to the recipient than to the seat), ``ask`` {seat},
      ``ask_minimum`` {seat, value}, ``send`` (a proposal built as planned),
      ``withdraw``, ``accept`` {seat}, ``decline`` {seat}, ``cannot_fulfil``,
      ``fulfil`` {card}, ``bid`` {card}, ``bid_card`` {card, value},
      ``place_bid``, ``winter_pass``, ``look_hand`` {seat, cards} (Konishi);
    - spring (SJ-42): ``march_attack`` {origin, area, margin} the expected
      battle margin (:func:`battle_margin`, hostages deterring),
      ``march_order`` {province}, ``recruit`` {province, units},
      ``produce`` {province}, ``produce_daisuke`` {province},
      ``look_order`` {province} (Katakura);
    - summer (SJ-43, SJ-44): ``march_attack``, ``march_own`` {area},
      ``march_conquer`` {area}, ``march_sea`` {area}, ``move_units``
      {count}, ``take_samurai`` {card}, ``march_done``, ``fleet_land``,
      ``fleet_stay``, ``support`` {family, points}, ``no_support``,
      ``kill_hostage`` {honor}, ``reroll``, ``keep_dice``, ``retreat``
      {province, units};
    - autumn (SJ-45, SJ-50): ``trade`` {value}, ``show`` {hana},
      ``take_shown`` {hana}, ``combine`` {name, honor, samurai},
      ``display`` {honor}, ``keep_hostage`` {family}, ``return_member``,
      ``hire_units`` {sea}, ``take_hanafuda`` {seat, cards}, ``give_hanafuda``
      {hana}, ``wildcard`` {hana, as_kind}, ``autumn_pass``;
    - ``only_choice`` {}: the one legal action;
    - ``search`` {}: a choice no rule of thumb above explains (the host's
      picks, a fleet's move or raid, taking a card back): the search played
      the position out and found it best.

    None only without a seat."""
    seat = view.seat
    if seat is None:
        return None
    state = view.state
    reason = _explain(state, seat, action, list(view.legal))
    return reason if reason is not None else HintReason("search", {})


def _explain(state: SenjiState, seat: int, action: SenjiAction,
             legal: list[SenjiAction]) -> HintReason | None:
    kind = state.task.get("kind")
    if len(legal) == 1:
        return HintReason("only_choice", {})
    if isinstance(action, KeepSamurai):
        best = max(samurai_honor(a.card) for a in legal if isinstance(a, KeepSamurai))
        honor = samurai_honor(action.card)
        return HintReason("keep_samurai", {"card": action.card, "honor": honor,
                                           "best": honor >= best})
    if isinstance(action, KeepMember):
        best = max(dip_value(a.card) for a in legal if isinstance(a, KeepMember))
        return HintReason("keep_member", {"card": action.card,
                                          "best": dip_value(action.card) >= best})
    if isinstance(action, Place):
        units = state.units[action.area][seat] if action.area in state.units else 0
        if units > 0:
            return HintReason("place", {"area": action.area, "units": units})
        if not state.has_pieces(action.area, seat) and action.area not in SEAS:
            return HintReason("place_empty", {"area": action.area})
        return None
    if isinstance(action, Order):
        return _explain_order(state, seat, action)
    if isinstance(action, LookOrder):
        return HintReason("look_order", {"province": action.province})
    if isinstance(action, LookHand):
        return HintReason("look_hand", {"seat": action.seat,
                                        "cards": len(state.dip[action.seat])})
    if kind == "winter":
        return _explain_winter(state, seat, action, legal)
    if kind == "summer":
        return _explain_summer(state, seat, action, legal)
    if kind == "autumn":
        return _explain_autumn(state, seat, action, legal)
    return None


def _best_attack(state: SenjiState, seat: int, units: int, cards: Sequence[int],
                 areas: Sequence[str]) -> tuple[str, float] | None:
    """The area of `areas` held by another player where an attack with
    `units` and samurai `cards` has the best expected margin after the
    deterrence of hostages (as :func:`rollout_action` weighs it)."""
    best: tuple[str, float] | None = None
    for area in areas:
        other = state.owner.get(area)
        if area in SEAS or other in (None, seat):
            continue
        margin = battle_margin(state, seat, units, len(cards), area, cards) - 0.5 * _deterrent(
            state, seat, other)
        if best is None or margin > best[1]:
            best = (area, margin)
    return best


def _explain_order(state: SenjiState, seat: int, action: Order) -> HintReason | None:
    p = action.province
    mine = state.units[p][seat]
    cards = state.samurai[p][seat]
    if action.order == "march":
        best = _best_attack(state, seat, mine, cards, sorted(senji_map().neighbours[p]))
        if best is not None and best[1] > 1.5 and state.fortresses_left(seat) > 0:
            return HintReason("march_attack", {"origin": p, "area": best[0],
                                               "margin": round(best[1])})
        return HintReason("march_order", {"province": p})
    if action.order == "recruit":
        return HintReason("recruit", {"province": p, "units": mine})
    if state.powers and DAISUKE in cards:
        return HintReason("produce_daisuke", {"province": p})
    return HintReason("produce", {"province": p})


def _explain_winter(state: SenjiState, seat: int, action: SenjiAction,
                    legal: list[SenjiAction]) -> HintReason | None:
    sub = state.task.get("sub")
    if isinstance(action, Propose):
        return HintReason("propose", {"seat": action.recipient})
    if isinstance(action, Bid):
        return HintReason("bid", {"card": state.offers[action.offer].card})
    if isinstance(action, Pass) and sub is None:
        return HintReason("winter_pass", {})
    if sub is None:
        return None
    if sub["kind"] == "bid":
        if isinstance(action, Give):
            return HintReason("bid_card", {"card": action.card, "value": dip_value(action.card)})
        if isinstance(action, Confirm):
            return HintReason("place_bid", {})
        return HintReason("withdraw", {}) if isinstance(action, Withdraw) else None
    other = sub["to"] if sub["from"] == seat else sub["from"]
    if isinstance(action, Give):
        hand = [c for c in state.dip[seat] if c >= 0]
        more = diplomacy.worth(state, other, action.card) > diplomacy.worth(
            state, seat, action.card, hand)
        return HintReason("give", {"seat": other, "card": action.card, "more": more})
    if isinstance(action, Ask):
        return HintReason("ask", {"seat": other})
    if isinstance(action, AskMinimum):
        return HintReason("ask_minimum", {"seat": other, "value": action.value})
    if isinstance(action, Confirm):
        return HintReason("send", {"seat": other})
    if isinstance(action, Withdraw):
        return HintReason("withdraw", {})
    if isinstance(action, Answer):
        if action.accept:
            return HintReason("accept", {"seat": other})
        if Answer(True) not in legal:
            return HintReason("cannot_fulfil", {})
        return HintReason("decline", {"seat": other})
    if isinstance(action, Fulfil):
        return HintReason("fulfil", {"card": action.card})
    return None


def _explain_summer(state: SenjiState, seat: int, action: SenjiAction,
                    legal: list[SenjiAction]) -> HintReason | None:
    sub = state.task.get("sub") or {}
    if isinstance(action, Support | KillHostage):
        return _explain_battle_card(state, action)
    if isinstance(action, Reroll):
        return HintReason("reroll", {})
    if isinstance(action, Pass) and Reroll() in legal:
        return HintReason("keep_dice", {})
    if isinstance(action, Pass) and sub.get("kind") == "battle" \
            and not any(isinstance(a, KillHostage) for a in legal):
        dice = list(sub.get("dice", ()))
        if not any(FAMILIES[d] == dip_family(a.card) for a in legal if isinstance(a, Support)
                   for d in dice):
            return HintReason("no_support", {})
        return None
    if isinstance(action, Retreat):
        return HintReason("retreat", {"province": action.province,
                                      "units": state.units[action.province][seat]})
    if isinstance(action, FleetMode):
        if action.mode in ("land", "stay"):
            return HintReason(f"fleet_{action.mode}", {})
        return None
    if isinstance(action, MoveUnits):
        return HintReason("move_units", {"count": action.count})
    if isinstance(action, TakeSamurai):
        return HintReason("take_samurai", {"card": action.card})
    if sub.get("kind") != "march":
        return None
    if isinstance(action, Confirm):
        return HintReason("march_done", {})
    if isinstance(action, MarchTo):
        area = action.area
        if area in SEAS:
            return HintReason("march_sea", {"area": area})
        owner = state.owner.get(area)
        if owner == seat:
            return HintReason("march_own", {"area": area})
        if owner is not None and not state.has_pieces(area, owner):
            return HintReason("march_conquer", {"area": area})
        pool = sub.get("pool")
        units = pool[0] if pool is not None else state.units[sub["origin"]][seat]
        cards: list[int] = pool[1] if pool is not None else state.samurai[sub["origin"]][seat]
        best = _best_attack(state, seat, units, cards, [area])
        if best is not None and best[1] > 1.5:
            return HintReason("march_attack", {"origin": sub["origin"], "area": area,
                                               "margin": round(best[1])})
    return None


def _explain_battle_card(state: SenjiState, action: Support | KillHostage) -> HintReason:
    if isinstance(action, KillHostage):
        return HintReason("kill_hostage", {"honor": 2 * dip_value(action.card)})
    sub = state.task.get("sub") or {}
    dice = list(sub.get("dice", ()))
    family = dip_family(action.card)
    shown = sum(1 for d in dice if FAMILIES[d] == family)
    return HintReason("support", {"family": family, "points": min(dip_value(action.card), shown)})


def _explain_autumn(state: SenjiState, seat: int, action: SenjiAction,
                    legal: list[SenjiAction]) -> HintReason | None:
    if isinstance(action, Combine):
        combo = COMBINATION_BY_NAME[action.name]
        return HintReason("combine", {"name": combo.name, "honor": combo.honor,
                                      "samurai": combo.samurai})
    if isinstance(action, Display):
        return HintReason("display", {"honor": dip_value(action.card)})
    if isinstance(action, Trade):
        return HintReason("trade", {"value": dip_value(action.card)})
    if isinstance(action, Show):
        return HintReason("show", {"hana": action.hana})
    if isinstance(action, TakeShown):
        return HintReason("take_shown", {"hana": action.hana})
    if isinstance(action, ReturnMember):
        return HintReason("return_member", {})
    if isinstance(action, HireUnits):
        return HintReason("hire_units", {"sea": action.sea})
    if isinstance(action, TakeHanafuda):
        return HintReason("take_hanafuda", {"seat": action.seat,
                                            "cards": len(state.hana[action.seat])})
    if isinstance(action, GiveHanafuda):
        return HintReason("give_hanafuda", {"hana": action.hana})
    if isinstance(action, Wildcard):
        return HintReason("wildcard", {"hana": action.hana, "as_kind": action.as_kind})
    if isinstance(action, Pass):
        kept = [a.card for a in legal if isinstance(a, Display)
                and _keep_as_deterrent(state, seat, a.card)]
        if kept:
            return HintReason("keep_hostage", {"family": dip_family(kept[0])})
        if not any(isinstance(a, Combine | Trade | Display | HireUnits | Wildcard)
                   for a in legal):
            return HintReason("autumn_pass", {})
    return None
