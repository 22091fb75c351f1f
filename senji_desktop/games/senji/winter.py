"""Winter (SJ-41): proposals, gifts, exchanges and the neutral auction.

Task ``{"kind": "winter", "turn": seat, "passes": int, "turns": int,
"declined": [[from, to], ...], "sub": ...}``. `declined` lists the
proposals declined this winter (public, SJ-41; a task saved before it
existed reads as none). `sub` is None while `turn` chooses (Pass, Propose,
Bid, EndWinter), else:

- ``{"kind": "propose", "from", "to", "give": [cards], "asks": [[family,
  type, min]], "stage": "build" | "minimum" | "answer" | "fulfil", "got": [cards]}``
- ``{"kind": "bid", "seat", "offer": index, "cards": [cards]}``

Konishi (SJ-60, SJ-62, SJ-A11): once per winter his player may look at
another seat's diplomacy hand (:class:`LookHand`) at the start of his winter
turn or before answering a proposal; the look does not use up the turn. What it
shows reaches only his view (memory.looked) and log (SJ-64).
"""

from __future__ import annotations

from itertools import permutations
from typing import Any

from senji_desktop.engine.core import Event
from senji_desktop.games.senji import memory, powers
from senji_desktop.games.senji.common import check_members, return_to_family
from senji_desktop.games.senji.map import FAMILIES
from senji_desktop.games.senji.model import (
    DIP_TYPES,
    KONISHI,
    MAX_ASKS,
    WINTER_ROUNDS,
    Answer,
    Ask,
    AskMinimum,
    Bid,
    Confirm,
    EndWinter,
    Fulfil,
    Give,
    LookHand,
    Offer,
    Pass,
    Propose,
    SenjiAction,
    SenjiState,
    Withdraw,
    dip_family,
    dip_type,
    dip_value,
)

_MINIMUMS = {"member": (2, 3, 4), "support": (2, 3), "trade": (3, 4)}


def start_winter(state: SenjiState, ev: list[Event]) -> None:
    """Open winter: reveal neutral cards until two are on offer (SJ-41), then
    the host's turn."""
    state.phase = "winter"
    state.used_powers = []
    ev.append(Event("phase_started", {"phase": "winter", "year": state.year}))
    for o in state.offers:
        o.bid_this_winter = [False] * state.num_seats
    while len(state.offers) < 2 and state.neutral_deck:
        card = state.neutral_deck.pop()
        if state.seat_of(dip_family(card)) is not None:
            return_to_family(state, card, ev, "revealed")
            # A returning bid card may break the hostage limit of nobody: it
            # goes to its own family's player.
            continue
        state.offers.append(Offer(card, [[] for _ in range(state.num_seats)],
                                  [False] * state.num_seats))
        ev.append(Event("card_offered", {"card": card, "offer": len(state.offers) - 1}))
    assert state.host is not None
    state.task = {"kind": "winter", "turn": state.host, "passes": 0, "turns": 0,
                  "declined": [], "sub": None}
    ev.append(Event("turn_started", {"seat": state.host, "phase": "winter"}))


def to_act(state: SenjiState) -> tuple[int, ...]:
    sub = state.task["sub"]
    if sub is None:
        return (state.task["turn"],)
    if sub["kind"] == "propose" and sub["stage"] in ("answer", "fulfil"):
        return (sub["to"],)
    return (state.task["turn"],)


def _fits(card: int, ask: list[Any]) -> bool:
    return bool(dip_family(card) == ask[0] and dip_type(card) == ask[1]
                and dip_value(card) >= ask[2])


def _can_fulfil(hand: list[int], asks: list[list[Any]]) -> bool:
    """Whether distinct cards of `hand` answer every ask (asks <= 3, brute force)."""
    if not asks:
        return True
    cands = [[c for c in hand if _fits(c, a)] for a in asks]
    if any(not c for c in cands):
        return False
    pool = sorted({c for cs in cands for c in cs})
    return any(all(p[i] in cands[i] for i in range(len(asks)))
               for p in permutations(pool, len(asks)))


def _bid_reachable(state: SenjiState, seat: int, offer: Offer) -> bool:
    have = sum(dip_value(c) for c in offer.bids[seat])
    return bool(state.dip[seat]) and have + sum(dip_value(c) for c in state.dip[seat]) >= \
        dip_value(offer.card)


def _looks(state: SenjiState, seat: int) -> list[SenjiAction]:
    """Konishi's looks open to `seat` now (SJ-62)."""
    if KONISHI in state.used_powers or not powers.has(state, seat, KONISHI):
        return []
    return [LookHand(t) for t in range(state.num_seats) if t != seat and state.dip[t]]


def legal(state: SenjiState, seat: int) -> list[SenjiAction]:
    task = state.task
    sub = task["sub"]
    out: list[SenjiAction] = []
    if sub is None or (sub["kind"] == "propose" and sub["stage"] == "answer"):
        out.extend(_looks(state, seat))
    if sub is None:
        out.append(Pass())
        out.extend(Propose(r) for r in range(state.num_seats) if r != seat)
        for i, o in enumerate(state.offers):
            if not o.bid_this_winter[seat] and _bid_reachable(state, seat, o):
                out.append(Bid(i))
        if state.hourglass:
            out.append(EndWinter())
        return out
    if sub["kind"] == "bid":
        offer = state.offers[sub["offer"]]
        out.extend(Give(c) for c in sorted(state.dip[seat]) if c not in sub["cards"])
        total = sum(dip_value(c) for c in offer.bids[seat] + sub["cards"])
        if sub["cards"] and total >= dip_value(offer.card):
            out.append(Confirm())
        out.append(Withdraw())
        return out
    stage = sub["stage"]
    if stage == "build":
        out.extend(Give(c) for c in sorted(state.dip[seat]) if c not in sub["give"])
        if len(sub["asks"]) < MAX_ASKS:
            # SJ-30/SJ-A1: a second family member of a family could not be
            # kept, so that category is asked at most once per proposal
            # (twice by Otani's player, who may hold two, SJ-60)
            limit = powers.member_limit(state, seat)
            asked = [a[0] for a in sub["asks"] if a[1] == "member"]
            out.extend(Ask(f, t) for f in FAMILIES for t in DIP_TYPES
                       if not (t == "member" and asked.count(f) >= limit))
        if sub["give"] or sub["asks"]:
            out.append(Confirm())
        out.append(Withdraw())
    elif stage == "minimum":
        out.append(AskMinimum(0))
        out.extend(AskMinimum(v) for v in _MINIMUMS[sub["asks"][-1][1]])
    elif stage == "answer":
        if _can_fulfil(state.dip[seat], sub["asks"]):
            out.append(Answer(True))
        out.append(Answer(False))
    elif stage == "fulfil":
        i = len(sub["got"])
        rest = sub["asks"][i + 1:]
        for c in sorted(state.dip[seat]):
            if c in sub["got"] or not _fits(c, sub["asks"][i]):
                continue
            left = [x for x in state.dip[seat] if x != c and x not in sub["got"]]
            if _can_fulfil(left, rest):
                out.append(Fulfil(c))
    return out


def step(state: SenjiState, seat: int, action: SenjiAction, ev: list[Event]) -> None:
    task = state.task
    sub = task["sub"]
    if isinstance(action, EndWinter):
        ev.append(Event("hourglass_ran_out", {"seat": seat}))
        end_winter(state, ev)
        return
    if isinstance(action, LookHand):
        state.used_powers.append(KONISHI)
        memory.looked(state, seat, action.seat)
        powers.used(state, seat, KONISHI, ev, private=frozenset({seat}),
                    secret={"cards": sorted(state.dip[action.seat])}, target=action.seat,
                    count=len(state.dip[action.seat]))
        return
    if sub is None:
        if isinstance(action, Pass):
            ev.append(Event("winter_passed", {"seat": seat}))
            _next_turn(state, ev, passed=True)
        elif isinstance(action, Propose):
            task["sub"] = {"kind": "propose", "from": seat, "to": action.recipient, "give": [],
                           "asks": [], "stage": "build", "got": []}
        elif isinstance(action, Bid):
            task["sub"] = {"kind": "bid", "seat": seat, "offer": action.offer, "cards": []}
        return
    if isinstance(action, Withdraw):
        ev.append(Event("winter_passed", {"seat": seat, "withdrawn": True}))
        task["sub"] = None
        _next_turn(state, ev, passed=True)
        return
    if sub["kind"] == "bid":
        if isinstance(action, Give):
            sub["cards"].append(action.card)
        elif isinstance(action, Confirm):
            offer = state.offers[sub["offer"]]
            for c in sub["cards"]:
                state.dip[seat].remove(c)
            offer.bids[seat].extend(sub["cards"])
            memory.forget_dip(state, seat, (seat,))
            offer.bid_this_winter[seat] = True
            data = {"seat": seat, "offer": sub["offer"], "offered": offer.card,
                    "count": len(sub["cards"]),
                    "total_count": len(offer.bids[seat])}
            ev.append(Event("bid_placed", {**data, "cards": sub["cards"][:]},
                            visible_to=frozenset({seat}), redacted=Event("bid_placed", data)))
            task["sub"] = None
            _next_turn(state, ev, passed=False)
        return
    # proposal
    if isinstance(action, Give):
        sub["give"].append(action.card)
    elif isinstance(action, Ask):
        sub["asks"].append([action.family, action.card_type, 0])
        sub["stage"] = "minimum"
    elif isinstance(action, AskMinimum):
        sub["asks"][-1][2] = action.value
        sub["stage"] = "build"
    elif isinstance(action, Confirm):
        sub["stage"] = "answer"
        parties = frozenset({sub["from"], sub["to"]})
        data = {"from": sub["from"], "to": sub["to"], "give_count": len(sub["give"]),
                "ask_count": len(sub["asks"])}
        ev.append(Event("proposal_made", {**data, "give": sub["give"][:],
                                          "asks": [a[:] for a in sub["asks"]]},
                        visible_to=parties, redacted=Event("proposal_made", data)))
    elif isinstance(action, Answer):
        if not action.accept:
            ev.append(Event("proposal_declined", {"from": sub["from"], "to": sub["to"]}))
            task.setdefault("declined", []).append([sub["from"], sub["to"]])
            task["sub"] = None
            _next_turn(state, ev, passed=False)
        else:
            sub["stage"] = "fulfil"
            if not sub["asks"]:
                _exchange(state, ev)
    elif isinstance(action, Fulfil):
        sub["got"].append(action.card)
        if len(sub["got"]) == len(sub["asks"]):
            _exchange(state, ev)


def _exchange(state: SenjiState, ev: list[Event]) -> None:
    """Carry out an accepted proposal: cards change hands; everybody sees how
    many, only the two parties which (SJ-41, SJ-70)."""
    sub = state.task["sub"]
    a, b = sub["from"], sub["to"]
    for c in sub["give"]:
        state.dip[a].remove(c)
        state.dip[b].append(c)
    for c in sub["got"]:
        state.dip[b].remove(c)
        state.dip[a].append(c)
    memory.gave(state, a, b, sub["give"])
    memory.gave(state, b, a, sub["got"])
    memory.forget_dip(state, a, (a, b))
    memory.forget_dip(state, b, (a, b))
    data = {"from": a, "to": b, "given": len(sub["give"]), "received": len(sub["got"])}
    ev.append(Event("cards_exchanged", {**data, "given_cards": sub["give"][:],
                                        "received_cards": sub["got"][:]},
                    visible_to=frozenset({a, b}), redacted=Event("cards_exchanged", data)))
    check_members(state, a, ev, arrived=sub["got"])
    check_members(state, b, ev, arrived=sub["give"])
    state.task["sub"] = None
    _next_turn(state, ev, passed=False)


def _next_turn(state: SenjiState, ev: list[Event], passed: bool) -> None:
    task = state.task
    task["passes"] = task["passes"] + 1 if passed else 0
    task["turns"] += 1
    n = state.num_seats
    if task["passes"] >= n or task["turns"] >= WINTER_ROUNDS * n:
        end_winter(state, ev)
        return
    task["turn"] = (task["turn"] + 1) % n
    ev.append(Event("turn_started", {"seat": task["turn"], "phase": "winter"}))


def end_winter(state: SenjiState, ev: list[Event]) -> None:
    """Settle the neutral auction (SJ-41) and go on to spring."""
    from senji_desktop.games.senji.spring import start_spring

    kept: list[Offer] = []
    for i, offer in enumerate(state.offers):
        totals = {s: sum(dip_value(c) for c in b) for s, b in enumerate(offer.bids) if b}
        valid = {s: t for s, t in totals.items() if t >= dip_value(offer.card)}
        best = max(valid.values(), default=None)
        leaders = [s for s, t in valid.items() if t == best]
        if best is not None and len(leaders) > 1:
            kept.append(offer)
            ev.append(Event("auction_tied", {"offer": i, "card": offer.card, "seats": leaders,
                                             "total": best}))
            continue
        winner = leaders[0] if leaders else None
        for s, bid in enumerate(offer.bids):
            if not bid:
                continue
            if s == winner:
                for c in bid:
                    pos = state.rng.randrange(len(state.neutral_deck) + 1)
                    state.neutral_deck.insert(pos, c)
            else:
                state.dip[s].extend(bid)
                check_members(state, s, ev, arrived=bid)
        if winner is None:
            state.neutral_deck.insert(0, offer.card)
            ev.append(Event("auction_unsold", {"offer": i, "card": offer.card}))
        else:
            state.dip[winner].append(offer.card)
            check_members(state, winner, ev, arrived=[offer.card])
            ev.append(Event("auction_won", {"offer": i, "card": offer.card, "seat": winner,
                                            "total": best, "bid_cards": len(offer.bids[winner])}))
    state.offers = kept
    state.task = {}
    start_spring(state, ev)
