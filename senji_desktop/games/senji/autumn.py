"""Autumn (SJ-45): trade, diplomacy returns, hanafuda, display, mercenaries.

Task ``{"kind": "autumn", "seat": seat | None, "done": [seats], "moved":
[cards moved between hand and display this autumn], "returned": [families
returned by the current seat], "trade": None | {...}, "place": [samurai to
place], "owed": samurai still to draw}``. With `seat` None the host picks the
next seat (:class:`ChooseSeat`); that seat acts until it passes.

A trade: ``{"card", "from", "to" (None = neutral), "need", "shown": [kinds],
"stage": "show" | "take"}`` — the family's player shows `need` hanafuda one
by one (:class:`Show`), then the returning player takes one (:class:`TakeShown`).

Powers (SJ-60, SJ-62): at the start of autumn Nabeshima's player draws a
hanafuda. During his turn Chiyo's player may once take a random hanafuda
from another seat (:class:`TakeHanafuda`, then `chiyo` ``{"from", "taken"}``
is open until he gives one of his back, :class:`GiveHanafuda`). Ishida's
player pays the plain-card combinations with one card fewer
(powers.combination_cards). Ii's player may once count one hanafuda as any
kind: a :class:`Combine` his hand allows with that help opens `combine`
(the combination's name) for the :class:`Wildcard` choice, or
:class:`Pass` to combine without it where the hand allows. Naoe's player
gains 1 honor more for a combination that gives honor.
"""

from __future__ import annotations

from typing import Any

from senji_desktop.engine.core import Event
from senji_desktop.games.senji import memory, powers
from senji_desktop.games.senji.common import (
    change_honor,
    draw_hanafuda,
    draw_hanafuda_cards,
    draw_samurai,
    return_to_family,
    take_from_holder,
)
from senji_desktop.games.senji.map import SEAS, senji_map
from senji_desktop.games.senji.model import (
    CHIYO,
    COMBINATION_BY_NAME,
    COMBINATIONS,
    II,
    ISHIDA,
    MAX_UNITS_PER_AREA,
    NABESHIMA,
    NAOE,
    UNITS_PER_FAMILY,
    ChooseSeat,
    Combine,
    Display,
    GiveHanafuda,
    HireSamurai,
    HireUnits,
    Pass,
    Place,
    ReturnMember,
    SenjiAction,
    SenjiState,
    Show,
    TakeBack,
    TakeHanafuda,
    TakeShown,
    Trade,
    Wildcard,
    dip_family,
    dip_type,
    dip_value,
)

UNIT_PRICE = 3  # SJ-45: 3 honor for up to 6 units
UNITS_PER_HIRE = 6
SAMURAI_PRICE = 6


def start_autumn(state: SenjiState, ev: list[Event]) -> None:
    state.phase = "autumn"
    state.used_powers = []
    state.task = {"kind": "autumn", "seat": None, "done": [], "moved": [], "returned": [],
                  "trade": None, "place": [], "owed": 0, "chiyo": None, "combine": None}
    ev.append(Event("phase_started", {"phase": "autumn", "year": state.year}))
    seat = powers.holder(state, NABESHIMA)
    if seat is not None:  # SJ-60: Nabeshima draws at the start of each autumn
        powers.used(state, seat, NABESHIMA, ev, extra=1)
        draw_hanafuda(state, seat, 1, ev, "nabeshima")
    _next_seat(state, ev)


def _next_seat(state: SenjiState, ev: list[Event]) -> None:
    from senji_desktop.games.senji.rules import end_of_year

    task = state.task
    left = [s for s in range(state.num_seats) if s not in task["done"]]
    if not left:
        end_of_year(state, ev)
    elif len(left) == 1:
        _begin_turn(state, left[0], ev)


def _begin_turn(state: SenjiState, seat: int, ev: list[Event]) -> None:
    state.task["seat"] = seat
    state.task["returned"] = []
    ev.append(Event("turn_started", {"seat": seat, "phase": "autumn"}))


def to_act(state: SenjiState) -> tuple[int, ...]:
    task = state.task
    trade = task["trade"]
    if trade is not None:
        return (trade["to"],) if trade["stage"] == "show" else (trade["from"],)
    if task["seat"] is None:
        assert state.host is not None
        return (state.host,)
    return (task["seat"],)


def _place_options(state: SenjiState, seat: int) -> list[str]:
    """Where a new samurai may go: an own province, or with none a sea (SJ-45)."""
    own = [p for p in senji_map().province_ids if state.owner[p] == seat]
    return own or list(SEAS)


def legal(state: SenjiState, seat: int) -> list[SenjiAction]:
    task = state.task
    trade = task["trade"]
    if trade is not None:
        if trade["stage"] == "show":
            hand = state.hana[seat]
            return [Show(k) for k in range(4) if hand.count(k) > trade["shown"].count(k)]
        return [TakeShown(k) for k in sorted(set(trade["shown"]))]
    if task["seat"] is None:
        return [ChooseSeat(s) for s in range(state.num_seats) if s not in task["done"]]
    if task["place"]:
        return [Place(a) for a in _place_options(state, seat)]
    if task["chiyo"] is not None:
        return [GiveHanafuda(k) for k in sorted(set(state.hana[seat]))]
    if task["combine"] is not None:
        combo = COMBINATION_BY_NAME[task["combine"]]
        needs = powers.combination_cards(state, seat, combo)
        counts = [state.hana[seat].count(k) for k in range(4)]
        out_w: list[SenjiAction] = []
        if all(counts[k] >= needs[k] for k in range(4)):
            out_w.append(Pass())
        out_w.extend(Wildcard(w, x) for w, x in powers.wild_options(counts, needs))
        return out_w
    own = state.families[seat]
    out: list[SenjiAction] = [Pass()]
    hand = sorted(state.dip[seat])
    out.extend(Trade(c) for c in hand if dip_type(c) == "trade" and dip_family(c) != own)
    for c in hand + state.display[seat]:
        f = dip_family(c)
        if dip_type(c) == "member" and f != own and f not in task["returned"]:
            out.append(ReturnMember(c))
    counts = [state.hana[seat].count(k) for k in range(4)]
    wild = powers.ii_ready(state, seat)
    for combo in COMBINATIONS:
        needs = powers.combination_cards(state, seat, combo)
        if all(counts[k] >= needs[k] for k in range(4)) or (
                wild and powers.wild_options(counts, needs)):
            out.append(Combine(combo.name))
    if CHIYO not in state.used_powers and powers.has(state, seat, CHIYO):
        out.extend(TakeHanafuda(t) for t in range(state.num_seats)
                   if t != seat and state.hana[t])
    shown_fams = {dip_family(c) for c in state.display[seat]}
    out.extend(Display(c) for c in hand if dip_type(c) == "member" and dip_family(c) != own
               and dip_family(c) not in shown_fams and c not in task["moved"])
    out.extend(TakeBack(c) for c in state.display[seat]
               if c not in task["moved"] and state.honor[seat] >= dip_value(c))
    if not state.provinces_of(seat):
        if state.honor[seat] >= UNIT_PRICE and state.units_in_play(seat) < UNITS_PER_FAMILY:
            out.extend(HireUnits(s) for s in SEAS if state.units[s][seat] < MAX_UNITS_PER_AREA)
        if state.honor[seat] >= SAMURAI_PRICE and (state.samurai_deck or state.samurai_discard):
            out.append(HireSamurai())
    return out


def step(state: SenjiState, seat: int, action: SenjiAction, ev: list[Event]) -> None:
    task = state.task
    if task["combine"] is not None and isinstance(action, Pass | Wildcard):
        name, task["combine"] = task["combine"], None
        _combine(state, seat, name, action if isinstance(action, Wildcard) else None, ev)
    elif isinstance(action, TakeHanafuda):
        _chiyo_take(state, seat, action.seat, ev)
    elif isinstance(action, GiveHanafuda):
        _chiyo_give(state, seat, action.hana, ev)
    elif isinstance(action, ChooseSeat):
        _begin_turn(state, action.seat, ev)
    elif isinstance(action, Pass):
        ev.append(Event("autumn_passed", {"seat": seat}))
        task["done"].append(seat)
        task["seat"] = None
        _next_seat(state, ev)
    elif isinstance(action, Place):
        card = task["place"].pop(0)
        state.samurai[action.area][seat].append(card)
        ev.append(Event("samurai_placed", {"seat": seat, "card": card, "area": action.area}))
        _draw_owed(state, seat, ev)
    elif isinstance(action, Trade):
        _start_trade(state, seat, action.card, ev)
    elif isinstance(action, Show):
        trade = task["trade"]
        trade["shown"].append(action.hana)
        if len(trade["shown"]) >= trade["need"]:
            _shown(state, ev)
    elif isinstance(action, TakeShown):
        _take_shown(state, action.hana, ev)
    elif isinstance(action, ReturnMember):
        card = action.card
        fam = dip_family(card)
        take_from_holder(state, seat, card, ev)
        task["returned"].append(fam)
        return_to_family(state, card, ev, "diplomacy")
        change_honor(state, seat, 1, "diplomacy_return", ev, card=card)
        other = state.seat_of(fam)
        if other is not None:
            change_honor(state, other, -1, "family_member_returned", ev, card=card)
    elif isinstance(action, Combine):
        combo = COMBINATION_BY_NAME[action.name]
        needs = powers.combination_cards(state, seat, combo)
        counts = [state.hana[seat].count(k) for k in range(4)]
        if powers.ii_ready(state, seat) and powers.wild_options(counts, needs):
            task["combine"] = combo.name  # SJ-62: Ii chooses the kind now
            # Said aloud: whether this choice opens depends on the hand, so the
            # others learn something of it (an undo stops here).
            ev.append(Event("combination_announced", {"seat": seat, "name": combo.name}))
        else:
            _combine(state, seat, combo.name, None, ev)
    elif isinstance(action, Display):
        state.dip[seat].remove(action.card)
        state.display[seat].append(action.card)
        task["moved"].append(action.card)
        ev.append(Event("card_displayed", {"seat": seat, "card": action.card}))
        change_honor(state, seat, dip_value(action.card), "display", ev, card=action.card)
    elif isinstance(action, TakeBack):
        state.display[seat].remove(action.card)
        state.dip[seat].append(action.card)
        task["moved"].append(action.card)
        ev.append(Event("card_taken_back", {"seat": seat, "card": action.card}))
        change_honor(state, seat, -dip_value(action.card), "take_back", ev, card=action.card)
    elif isinstance(action, HireUnits):
        n = min(UNITS_PER_HIRE, UNITS_PER_FAMILY - state.units_in_play(seat),
                MAX_UNITS_PER_AREA - state.units[action.sea][seat])
        change_honor(state, seat, -UNIT_PRICE, "mercenaries", ev)
        state.units[action.sea][seat] += n
        ev.append(Event("mercenaries_hired", {"seat": seat, "sea": action.sea, "units": n}))
    elif isinstance(action, HireSamurai):
        change_honor(state, seat, -SAMURAI_PRICE, "mercenary_samurai", ev)
        task["owed"] += 1
        _draw_owed(state, seat, ev)


def _combine(state: SenjiState, seat: int, name: str, wild: Wildcard | None,
             ev: list[Event]) -> None:
    """Discard combination `name` (SJ-50) in the open and take its reward;
    Ishida, Ii (`wild`) and Naoe change it (SJ-60, SJ-63)."""
    combo = COMBINATION_BY_NAME[name]
    needs = powers.combination_cards(state, seat, combo)
    cards = list(needs)
    if needs != combo.cards:
        powers.used(state, seat, ISHIDA, ev, combination=name, saved=1)
    if wild is not None:
        cards[wild.as_kind] -= 1
        cards[wild.hana] += 1
        state.used_powers.append(II)
        powers.used(state, seat, II, ev, combination=name, hana=wild.hana,
                    as_kind=wild.as_kind)
    for k in range(4):
        for _ in range(cards[k]):
            state.hana[seat].remove(k)
            memory.discard(state, [k], memory.PUBLIC)
    memory.combined(state, seat, (cards[0], cards[1], cards[2], cards[3]))
    ev.append(Event("combination_discarded", {"seat": seat, "name": combo.name,
                                              "cards": cards}))
    if combo.honor:
        change_honor(state, seat, combo.honor, "hanafuda", ev, combination=combo.name)
        if powers.has(state, seat, NAOE):  # SJ-63: +1 on every honor purchase
            powers.used(state, seat, NAOE, ev, combination=name, honor=1)
            change_honor(state, seat, 1, "power", ev, samurai=NAOE)
    state.task["owed"] += combo.samurai
    _draw_owed(state, seat, ev)


def _chiyo_take(state: SenjiState, seat: int, target: int, ev: list[Event]) -> None:
    """Chiyo (SJ-62, SJ-A18): a random hanafuda of `target` (who holds
    some) goes to `seat`; only the two see which."""
    hand = state.hana[target]
    kind = hand.pop(state.rng.randrange(len(hand)))
    state.hana[seat].append(kind)
    state.used_powers.append(CHIYO)
    state.task["chiyo"] = {"from": target, "taken": kind}
    memory.hanafuda_moved(state, target, seat, kind)
    powers.used(state, seat, CHIYO, ev, private=frozenset({seat, target}),
                secret={"hana": kind}, target=target, step="take")


def _chiyo_give(state: SenjiState, seat: int, kind: int, ev: list[Event]) -> None:
    """Chiyo (SJ-62): `seat` gives a hanafuda of his choice to the seat he
    took one from."""
    target = state.task["chiyo"]["from"]
    state.task["chiyo"] = None
    state.hana[seat].remove(kind)
    state.hana[target].append(kind)
    memory.hanafuda_moved(state, seat, target, kind)
    powers.used(state, seat, CHIYO, ev, private=frozenset({seat, target}),
                secret={"hana": kind}, target=target, step="give")


def on_samurai_kept(state: SenjiState, seat: int, card: int, ev: list[Event]) -> None:
    """A samurai gained in autumn waits to be placed (SJ-45)."""
    state.task["place"].append(card)


def _draw_owed(state: SenjiState, seat: int, ev: list[Event]) -> None:
    task = state.task
    if task["owed"] > 0 and not task["place"] and not state.draws[seat]:
        task["owed"] -= 1
        if not draw_samurai(state, seat, ev):
            task["owed"] = 0
            ev.append(Event("no_samurai_left", {"seat": seat}))


def _start_trade(state: SenjiState, seat: int, card: int, ev: list[Event]) -> None:
    fam = dip_family(card)
    other = state.seat_of(fam)
    v = dip_value(card)
    state.dip[seat].remove(card)
    ev.append(Event("trade_started", {"seat": seat, "card": card, "family": fam,
                                      "to_seat": other, "value": v}))
    return_to_family(state, card, ev, "trade")
    trade: dict[str, Any] = {"card": card, "from": seat, "to": other, "need": v, "shown": [], "stage": "show"}
    state.task["trade"] = trade
    if other is None:
        trade["shown"] = draw_hanafuda_cards(state, v, ev)
        _shown(state, ev)
    elif len(state.hana[other]) <= v:
        trade["shown"] = sorted(state.hana[other])
        _shown(state, ev)


def _shown(state: SenjiState, ev: list[Event]) -> None:
    trade = state.task["trade"]
    parties = frozenset({trade["from"]} | ({trade["to"]} if trade["to"] is not None else set()))
    data = {"seat": trade["from"], "by": trade["to"], "count": len(trade["shown"])}
    ev.append(Event("hanafuda_shown", {**data, "cards": sorted(trade["shown"])},
                    visible_to=parties, redacted=Event("hanafuda_shown", data)))
    if not trade["shown"]:
        state.task["trade"] = None
        return
    trade["stage"] = "take"


def _take_shown(state: SenjiState, kind: int, ev: list[Event]) -> None:
    trade = state.task["trade"]
    seat, other = trade["from"], trade["to"]
    if other is None:
        rest = trade["shown"][:]
        rest.remove(kind)
        memory.discard(state, rest, seat)
    else:
        state.hana[other].remove(kind)
        memory.shown(state, seat, other, trade["shown"], kind)
    state.hana[seat].append(kind)
    parties = frozenset({seat} | ({other} if other is not None else set()))
    data = {"seat": seat, "from_seat": other}
    ev.append(Event("hanafuda_taken", {**data, "card": kind}, visible_to=parties,
                    redacted=Event("hanafuda_taken", data)))
    state.task["trade"] = None
