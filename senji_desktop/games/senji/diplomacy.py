"""Winter diplomacy of the AI (SJ-41, SJ-30, SJ-44): proposals, answers, bids.

Every function here reads only what the deciding seat knows (SJ-70): its own
diplomacy hand, the public board, honor, displays and offers, the public hand
sizes and bid counts, and the cards it remembers giving (``gave_dip``). So it
decides alike on the seat's view and on any state dealt from that view.

The worth model
---------------
:func:`worth` says what holding a diplomacy card is worth to a seat, in honor
points, against the card being with a rival:

- a card of the seat's own family is of no use to it (SJ-30) but is a loss
  in someone else's hand: an own trade card makes the seat show hanafuda and
  lose one when it is traded (SJ-45), an own family member is a hostage that
  can be displayed against it or killed after it attacks (SJ-44);
- military support of another family: the expected points it adds in a
  battle (the dice showing that family's mon, at most the card's value);
- trade of another family: one hanafuda picked from that many (SJ-45);
- family member of another family: the honor of displaying it, plus the
  threat of killing it when that family's player is a neighbour with
  troops next to the seat (SJ-44); a second member of a family whose
  member the seat holds is worth only the difference (SJ-30 keeps one).

The recipient model
-------------------
A proposal asks for categories, never cards (SJ-41). The proposer asks a
seat for cards of that seat's own family: each player starts with his
family's twelve cards, and a card leaves or returns to his hand only in
ways the proposer sees or counts. :func:`likely_cards` lists the cards of
the recipient's family whose place the proposer does not know; the
recipient answers an ask with the fitting card of the least worth to him.
Both sides score a deal as their own gain minus a share of the other's gain
(:func:`rival_share`: a third of it in four-player games, more against the
honor leader), since in a multi-player game a rival's gain costs a seat
only part of its own. A proposal is made when the proposer's score is
positive and the modelled recipient's score is at least
:data:`ACCEPT_MARGIN`; the AI answers proposals with the same score.

The auction
-----------
A bid (SJ-41) is paid only if it wins: its cards go into the neutral deck,
from which cards of playing families come back to their families when they
are revealed. :func:`plan_bid` bids the cards that cost the seat least
(its own family's support and trade cards first) up to a total that beats
the bids it can see counted, when the offered card is worth more than that.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import combinations
from typing import Any

from senji_desktop.games.senji.map import FAMILIES, senji_map
from senji_desktop.games.senji.model import (
    DIP_PER_FAMILY,
    MAX_ASKS,
    NUM_DIPLOMACY,
    Answer,
    Ask,
    AskMinimum,
    Bid,
    Confirm,
    Fulfil,
    Give,
    LookHand,
    Pass,
    Propose,
    SenjiAction,
    SenjiState,
    Withdraw,
    dip_family,
    dip_type,
    dip_value,
)

#: What the modelled recipient must gain (honor points, after its rival
#: share) for the proposer to expect an acceptance.
ACCEPT_MARGIN = 0.15
#: The least score (honor points) for which the AI proposes or bids instead of passing.
MIN_GAIN = 0.15
#: Probability that a card of the recipient's family whose place the
#: proposer does not know is in the recipient's hand.
HOLD_PROBABILITY = 0.85
#: How fast the chance that a seat still holds its own support and trade
#: cards falls per year (see :func:`hold_probability`).
SUPPORT_DECAY = 1.0
#: A hand of this many diplomacy cards or more is taken to hold the seat's
#: own cards at full probability; smaller hands proportionally less.
FULL_HAND = 8
TRADE_DECAY = 0.35
#: What a winning bid costs per card of the bidder's own support or trade
#: cards (honor points): of no use to him, they are what he pays with in
#: exchanges, and they wait in the neutral deck for years before they come
#: back (when revealed, SJ-41).
OWN_BID_COST = 0.6
#: Expected value of one unseen card in a rival's bid (mean card value, SJ-30).
MEAN_BID_CARD = 2.5
#: How many of the AI's best give candidates and asks are combined.
GIVE_CANDIDATES = 6
ASK_CANDIDATES = 6
MAX_GIVE = 2
#: Honor of a kill threat added to a neighbour's family member (SJ-44).
THREAT_BONUS = 1.0

_MINIMUMS = {"member": (0, 2, 3, 4), "support": (0, 2, 3), "trade": (0, 3, 4)}


@cache
def _support_points(value: int) -> float:
    """Expected points of a support card of `value` (SJ-44): the number of 8
    rolled dice showing its family's mon (1 in 6 each), at most `value`."""
    n, p = 8, 1.0 / 6.0
    total = 0.0
    prob = [0.0] * (n + 1)
    for k in range(n + 1):
        c = 1.0
        for i in range(k):
            c = c * (n - i) / (i + 1)
        prob[k] = c * p ** k * (1 - p) ** (n - k)
    for k, pk in enumerate(prob):
        total += pk * min(k, value)
    return total


@cache
def base_worth(holder_family: str, card: int, family_played: bool) -> float:
    """Worth (honor points) of holding `card` for the player of
    `holder_family`, before hostage limits and threats (see the module
    docstring). `family_played`: whether the card's family is played."""
    fam, kind, v = dip_family(card), dip_type(card), dip_value(card)
    if fam == holder_family:
        if kind == "support":
            return 0.0
        if kind == "trade":
            return 0.6
        return 0.6 * v + 1.0
    if kind == "support":
        return 0.4 + 0.8 * _support_points(v)
    if kind == "trade":
        return (0.7 + 0.15 * v) if family_played else (0.8 + 0.2 * v)
    return 0.9 * v + (0.3 if family_played else 0.0)


def worth_table(state: SenjiState) -> tuple[tuple[float, ...], ...]:
    """:func:`base_worth` of every card (0 … 71) per seat, for the evaluation."""
    return _worth_table(state.families)


@lru_cache(maxsize=64)
def _worth_table(families: tuple[str, ...]) -> tuple[tuple[float, ...], ...]:
    return tuple(tuple(base_worth(f, c, dip_family(c) in families) for c in range(NUM_DIPLOMACY))
                 for f in families)


def threatens(state: SenjiState, seat: int, other: int) -> bool:
    """Whether seat `other` has three or more units next to `seat`'s
    provinces: enough to make a hostage of its family worth keeping (SJ-44)."""
    m = senji_map()
    near = 0
    for p in state.provinces_of(seat):
        for q in m.neighbours[p]:
            if state.owner[q] == other:
                near += state.units[q][other]
    return near >= 3


def _members_held(state: SenjiState, seat: int, family: str, hand: Sequence[int]) -> list[int]:
    return [c for c in [*hand, *state.display[seat]]
            if c >= 0 and dip_type(c) == "member" and dip_family(c) == family]


def worth(state: SenjiState, holder: int, card: int,
          hand: Sequence[int] | None = None) -> float:
    """What holding `card` is worth to `holder` (honor points; see the module
    docstring). `hand`: the holder's hand to judge the hostage limit by
    (default: none known, only the display)."""
    fam = dip_family(card)
    played = state.seat_of(fam)
    value = base_worth(state.families[holder], card, played is not None)
    if dip_type(card) != "member" or fam == state.families[holder]:
        return value
    held = [c for c in _members_held(state, holder, fam, hand or ()) if c != card]
    if held:
        return max(0.0, 0.9 * (dip_value(card) - max(dip_value(c) for c in held)))
    if played is not None and played != holder and threatens(state, holder, played):
        value += THREAT_BONUS
    return value


def rival_share(state: SenjiState, seat: int, other: int) -> float:
    """How much of `other`'s gain counts as `seat`'s loss: 1 / (players - 1),
    up to twice that for a seat ahead of every other in honor (reached at a
    lead of 10)."""
    n = state.num_seats
    lead = state.honor[other] - max((state.honor[s] for s in range(n) if s != other),
                                    default=0)
    return min(1.0, (1.0 + max(0.0, min(1.0, lead / 10.0))) / max(1, n - 1))


def known_places(state: SenjiState, seat: int) -> set[int]:
    """Diplomacy cards whose place `seat` knows (own hand, displays, killed
    hostages, offers, own bids, the cards it remembers giving)."""
    out = {c for c in state.dip[seat] if c >= 0}
    for d in state.display:
        out.update(d)
    out.update(state.removed)
    for o in state.offers:
        out.add(o.card)
        out.update(c for c in o.bids[seat] if c >= 0)
    for cards in state.gave_dip[seat]:
        out.update(c for c in cards if c >= 0)
    return out


def likely_cards(state: SenjiState, seat: int, other: int) -> list[int]:
    """Cards of `other`'s family whose place `seat` does not know: most
    likely in `other`'s hand (see the module docstring)."""
    known = known_places(state, seat)
    base = FAMILIES.index(state.families[other]) * DIP_PER_FAMILY
    return [c for c in range(base, base + DIP_PER_FAMILY) if c not in known]


@dataclass(frozen=True, slots=True)
class Plan:
    """A proposal: to `recipient`, giving `give`, asking `asks` ((family,
    type, minimum) each). `score`: the proposer's expected score (honor
    points, acceptance probability included); `their_score`: the modelled
    recipient's score."""

    recipient: int
    give: tuple[int, ...]
    asks: tuple[tuple[str, str, int], ...]
    score: float
    their_score: float


def hold_probability(state: SenjiState, seat: int, other: int, card_type: str,
                     likely: Sequence[int]) -> float:
    """Probability that one of `likely` (cards of `other`'s family whose
    place `seat` does not know) of `card_type` is in `other`'s hand:
    :data:`HOLD_PROBABILITY`, lowered for a hand of fewer than
    :data:`FULL_HAND` cards, and for support and trade cards by the
    cards `other` has in bids (their number is public, SJ-41), taken to be
    its own support cards first, then its trade cards (the cards a bid costs
    a player least), and by the years of exchanges the seat could not see
    (:data:`SUPPORT_DECAY`, :data:`TRADE_DECAY`)."""
    # a small hand holds few of them (the hand size is public)
    room = min(1.0, len(state.dip[other]) / FULL_HAND)
    if card_type == "member":
        return HOLD_PROBABILITY * room
    # every year of exchanges the proposer was not party to may have taken
    # them away (support first: it is worth nothing to its own family)
    years = max(0, state.year - 1)
    decay = 1.0 / (1.0 + (SUPPORT_DECAY if card_type == "support" else TRADE_DECAY) * years)
    in_bids = sum(len(o.bids[other]) for o in state.offers)
    supports = sum(1 for c in likely if dip_type(c) == "support")
    if card_type == "support":
        left, count = supports - in_bids, supports
    else:
        left = sum(1 for c in likely if dip_type(c) == "trade") - max(0, in_bids - supports)
        count = sum(1 for c in likely if dip_type(c) == "trade")
    return room * decay * HOLD_PROBABILITY * max(0.0, min(1.0, left / max(1, count)))


def _ask_options(state: SenjiState, seat: int, r: int,
                 likely: list[int]) -> list[tuple[tuple[str, str, int], int, float]]:
    """Asks of cards `r` likely holds (its own family's) or is known to hold
    (``gave_dip``: given to it, or seen by Konishi's look, SJ-60): (ask, the
    card `r` would answer with, probability that `r` can answer)."""
    own = state.families[r]
    known = [c for c in state.gave_dip[seat][r] if c >= 0]
    families = [own, *sorted({dip_family(c) for c in known} - {own})]
    out = []
    for fam in families:
        for kind, mins in _MINIMUMS.items():
            p = hold_probability(state, seat, r, kind, likely) if fam == own else 0.0
            for m in mins:
                sure = [c for c in known if dip_family(c) == fam and dip_type(c) == kind
                        and dip_value(c) >= m]
                maybe = [c for c in likely if fam == own and dip_type(c) == kind
                         and dip_value(c) >= max(m, 1)] if p > 0.0 else []
                if not sure and not maybe:
                    continue
                # the recipient answers with the card of least worth to it,
                # the lowest value among equals
                answer = min(sure + maybe, key=lambda c: (
                    base_worth(own, c, dip_family(c) in state.families), dip_value(c)))
                prob = 1.0 if sure else 1.0 - (1.0 - p) ** len(maybe)
                out.append(((fam, kind, m), answer, prob))
    return out


def plan_proposal(state: SenjiState, seat: int, recipient: int | None = None) -> Plan | None:
    """The best proposal of `seat` (to `recipient` when given, else to any
    seat that has not declined one of its proposals this winter), None if
    none scores above :data:`MIN_GAIN` for `seat` with the modelled
    recipient's score at least :data:`ACCEPT_MARGIN`.
    Deterministic for equal knowledge (see the module docstring)."""
    hand = sorted(c for c in state.dip[seat] if c >= 0)
    best: Plan | None = None
    declined = {r for f, r in state.task.get("declined", ()) if f == seat}
    targets = [recipient] if recipient is not None else \
        [r for r in range(state.num_seats) if r != seat and r not in declined]
    for r in targets:
        share_me = rival_share(state, seat, r)
        share_them = rival_share(state, r, seat)
        likely = likely_cards(state, seat, r)
        # each card given: (my cost, its worth to the recipient)
        gives = []
        for c in hand:
            gives.append((c, worth(state, seat, c, hand), worth(state, r, c)))
        gives.sort(key=lambda g: (g[1] - g[2] * (1 + share_me), g[0]))
        gives = gives[:GIVE_CANDIDATES]
        asks = []
        for ask, answer, prob in _ask_options(state, seat, r, likely):
            got = worth(state, seat, answer, hand)
            cost = worth(state, r, answer)
            asks.append((ask, answer, prob, got, cost))
        asks.sort(key=lambda a: (-(a[2] * a[3] - a[4] * share_me), a[0]))
        asks = asks[:ASK_CANDIDATES]
        for ng in range(MAX_GIVE + 1):
            for give in combinations(gives, ng):
                g_mine = sum(g[1] for g in give)
                g_theirs = sum(g[2] for g in give)
                for na in range(min(MAX_ASKS, 2) + 1):
                    if ng == 0 and na == 0:
                        continue
                    for ask_set in combinations(asks, na):
                        kinds = [a[0] for a in ask_set]
                        # two asks of one type need two such cards: ask once
                        if len({k[1] for k in kinds}) < len(kinds):
                            continue
                        prob = 1.0
                        for a in ask_set:
                            prob *= a[2]
                        a_mine = sum(a[3] for a in ask_set)
                        a_theirs = sum(a[4] for a in ask_set)
                        mine = a_mine - g_mine
                        theirs = g_theirs - a_theirs
                        their_score = theirs - share_them * mine
                        if their_score < ACCEPT_MARGIN:
                            continue
                        score = prob * (mine - share_me * theirs)
                        if score > MIN_GAIN and (best is None or score > best.score):
                            best = Plan(r, tuple(sorted(g[0] for g in give)),
                                        tuple(a[0] for a in ask_set), score, their_score)
    return best


def _cheapest_fit(state: SenjiState, seat: int, hand: list[int],
                  asks: Sequence[Sequence[Any]]) -> list[int] | None:
    """Distinct cards of `hand` answering every ask at the least worth to
    `seat` (greedy per ask, most constrained first), None if none fit."""
    chosen: list[int] = []
    order = sorted(range(len(asks)), key=lambda i: -int(asks[i][2]))
    picked: dict[int, int] = {}
    for i in order:
        fam, kind, m = asks[i][0], asks[i][1], int(asks[i][2])
        fits = [c for c in hand if c not in chosen and dip_family(c) == fam
                and dip_type(c) == kind and dip_value(c) >= m]
        if not fits:
            return None
        c = min(fits, key=lambda x: (worth(state, seat, x, hand), dip_value(x), x))
        chosen.append(c)
        picked[i] = c
    return [picked[i] for i in range(len(asks))]


def answer_score(state: SenjiState, seat: int, sub: dict[str, Any]) -> float:
    """How a proposal to `seat` scores for it: its gain (the cards given
    minus the cheapest fitting cards it gives) minus its rival share of the
    proposer's gain; -inf if it cannot answer the asks."""
    hand = [c for c in state.dip[seat] if c >= 0]
    give: list[int] = sub["give"]
    asks: list[list[Any]] = sub["asks"]
    proposer: int = sub["from"]
    fit = _cheapest_fit(state, seat, hand, asks)
    if fit is None:
        return float("-inf")
    after = [c for c in hand if c not in fit] + give
    mine = sum(worth(state, seat, c, after) for c in give) - \
        sum(worth(state, seat, c, hand) for c in fit)
    theirs = sum(worth(state, proposer, c) for c in fit) - \
        sum(worth(state, proposer, c) for c in give)
    return mine - rival_share(state, seat, proposer) * theirs


def plan_bid(state: SenjiState, seat: int,
             offers: Sequence[int] | None = None) -> tuple[int, tuple[int, ...], float] | None:
    """The best auction bid of `seat` (SJ-41): (offer index, cards, score),
    None if no bid is worth it. `offers` limits the offers considered
    (default: every offer the seat has not bid on this winter)."""
    hand = sorted(c for c in state.dip[seat] if c >= 0)
    if not hand:
        return None
    own = state.families[seat]
    best: tuple[int, tuple[int, ...], float] | None = None
    for i, offer in enumerate(state.offers):
        if offers is not None and i not in offers:
            continue
        if offer.bid_this_winter[seat]:
            continue
        have = sum(dip_value(c) for c in offer.bids[seat] if c >= 0)
        rivals = max((len(b) for s, b in enumerate(offer.bids) if s != seat), default=0)
        need = max(dip_value(offer.card), int(rivals * MEAN_BID_CARD) + 1) - have
        gain = worth(state, seat, offer.card, hand)

        def cost(c: int) -> float:
            w = worth(state, seat, c, hand)
            return OWN_BID_COST if dip_family(c) == own and dip_type(c) != "member" else w

        # cheapest cost per point of value first
        pool = sorted(hand, key=lambda c: (cost(c) / dip_value(c), -dip_value(c), c))
        cards: list[int] = []
        total = 0
        for c in pool:
            if total >= need:
                break
            cards.append(c)
            total += dip_value(c)
        if total < need or not cards:
            continue
        # drop cards the total does not need (largest cost first)
        for c in sorted(cards, key=lambda x: -cost(x)):
            if total - dip_value(c) >= need:
                cards.remove(c)
                total -= dip_value(c)
        win = 0.9 if rivals == 0 else 0.6
        score = win * (gain - sum(cost(c) for c in cards))
        if score > MIN_GAIN and (best is None or score > best[2]):
            best = (i, tuple(sorted(cards)), score)
    return best


def winter_action(state: SenjiState, seat: int, legal: Sequence[SenjiAction]) -> SenjiAction:
    """`seat`'s winter decision among `legal` (SJ-41): look at the fullest
    hand with Konishi (SJ-60) first; propose the best planned proposal, bid,
    or pass; build the proposal or bid it started;
    answer and fulfil proposals by :func:`answer_score`."""
    sub = state.task.get("sub")
    looks = [a for a in legal if isinstance(a, LookHand)]
    if looks and sub is None:
        # Konishi (SJ-60): the look costs no turn and shows what to ask for
        return max(looks, key=lambda a: (len(state.dip[a.seat]), -a.seat))
    if sub is None:
        plan = plan_proposal(state, seat)
        bid = plan_bid(state, seat, [a.offer for a in legal if isinstance(a, Bid)])
        p_score = plan.score if plan is not None and Propose(plan.recipient) in legal else 0.0
        b_score = bid[2] if bid is not None else 0.0
        if plan is not None and p_score >= b_score and p_score > 0:
            return Propose(plan.recipient)
        if bid is not None and b_score > 0:
            return Bid(bid[0])
        return Pass() if Pass() in legal else legal[0]
    if sub["kind"] == "bid":
        # the offer being bid on is marked only when the bid is confirmed
        planned = plan_bid(state, seat, [sub["offer"]])
        want = [c for c in (planned[1] if planned else ()) if c not in sub["cards"]]
        for c in want:
            if Give(c) in legal:
                return Give(c)
        if Confirm() in legal:
            return Confirm()
        return Withdraw() if Withdraw() in legal else legal[0]
    stage = sub["stage"]
    if stage in ("build", "minimum") and sub["from"] == seat:
        return _build_step(state, seat, sub, legal)
    if stage == "answer":
        if Answer(True) in legal and answer_score(state, seat, sub) >= 0.0:
            return Answer(True)
        return Answer(False) if Answer(False) in legal else legal[0]
    if stage == "fulfil":
        hand = [c for c in state.dip[seat] if c >= 0]
        fits = [a for a in legal if isinstance(a, Fulfil)]
        if fits:
            return min(fits, key=lambda a: (worth(state, seat, a.card, hand),
                                            dip_value(a.card), a.card))
    return legal[0]


def _build_step(state: SenjiState, seat: int, sub: dict[str, Any],
                legal: Sequence[SenjiAction]) -> SenjiAction:
    """The next step of building the planned proposal to ``sub["to"]``."""
    plan = plan_proposal(state, seat, sub["to"])
    given: list[int] = sub["give"]
    asked: list[list[Any]] = sub["asks"]
    if sub["stage"] == "minimum":
        want = 0
        if plan is not None and len(asked) <= len(plan.asks):
            want = plan.asks[len(asked) - 1][2]
        return AskMinimum(want) if AskMinimum(want) in legal else legal[0]
    if plan is not None:
        for c in plan.give:
            if c not in given and Give(c) in legal:
                return Give(c)
        done = [tuple(a) for a in asked]
        for i, (fam, kind, _minimum) in enumerate(plan.asks):
            if i < len(done):
                continue
            if Ask(fam, kind) in legal:
                return Ask(fam, kind)
    if (given or asked) and Confirm() in legal:
        return Confirm()
    return Withdraw() if Withdraw() in legal else legal[0]


__all__ = ["ACCEPT_MARGIN", "MIN_GAIN", "Plan", "answer_score", "base_worth", "known_places",
           "likely_cards", "plan_bid", "plan_proposal", "rival_share", "threatens",
           "winter_action", "worth", "worth_table"]
