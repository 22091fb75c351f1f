"""Summer (SJ-43) and battles (SJ-44).

Task ``{"kind": "summer", "sub": ..., "queue": [moves]}``. With `sub` None the
host picks the next order (:class:`Resolve`) or eligible fleet
(:class:`Activate`). Sub-tasks:

- ``{"kind": "fleet", "seat", "sea"}``: the owner picks a :class:`FleetMode`.
- ``{"kind": "march", "seat", "origin", "mode": "march" | "land" | "raid",
  "dests": [[area, units, [samurai]]], "stage": "dest" | "units" | "samurai"}``:
  the march (or landing) is built destination by destination: MarchTo, then
  MoveUnits, then TakeSamurai… and Confirm; Confirm at stage "dest" carries
  it out. Destinations resolve in the order they were opened (SJ-A2). A
  landing or raid also holds ``"pool": [units, [samurai]]``, the activated
  fleet's own pieces: only they may land.
- ``{"kind": "battle", ...}`` (see :func:`_start_battle`): stages
  ``reroll`` (only with Kato in the battle: his player may roll the unlocked
  dice again), ``att_support`` and ``def_support`` (the attacker, then the
  defender, may play a support card), ``retreat`` (only when the losing
  Kuroda has two or more provinces to retreat to) and ``hostage`` (the
  defender may kill a hostage).

`queue` holds the moves of a confirmed march still to resolve
``{"seat", "from", "to", "units", "samurai", "crossing"}``.

`sailed` maps a sea to the pieces ``[[units, [samurai]] per seat]`` that an
activated fleet brought into it this summer. They stay apart from the fleet
already there: activating that fleet later moves, lands or raids with its
own pieces only (SJ-43: each fleet is activated once; SJ-A19: one fleet's
activation never takes another fleet's units along).
"""

from __future__ import annotations

from typing import Any

from senji_desktop.engine.core import Event
from senji_desktop.games.senji import powers
from senji_desktop.games.senji.common import (
    change_honor,
    check_members,
    draw_hanafuda,
    return_to_family,
    roll,
)
from senji_desktop.games.senji.map import FAMILIES, SEAS, senji_map
from senji_desktop.games.senji.model import (
    DAISUKE,
    HONDA,
    HOSOKAWA,
    KATO,
    KURODA,
    MAEDA,
    MAX_LOCKED_DICE,
    MAX_UNITS_PER_AREA,
    NUM_DICE,
    OTANI,
    SANADA,
    UNITS_PER_FAMILY,
    YAGYU,
    YAMAMOTO,
    Activate,
    Confirm,
    FleetMode,
    KillHostage,
    MarchTo,
    MoveUnits,
    Pass,
    Reroll,
    Resolve,
    Retreat,
    SenjiAction,
    SenjiState,
    Support,
    TakeSamurai,
    dip_family,
    dip_type,
    dip_value,
)


def start_summer(state: SenjiState, ev: list[Event]) -> None:
    """Open summer: fleets existing now may be activated once (SJ-43)."""
    state.phase = "summer"
    state.fleets_eligible = [(s, sea) for sea in SEAS for s in range(state.num_seats)
                             if state.has_pieces(sea, s)]
    state.task = {"kind": "summer", "sub": None, "queue": [],
                  "sailed": {sea: [[0, []] for _ in range(state.num_seats)] for sea in SEAS}}
    ev.append(Event("phase_started", {"phase": "summer", "year": state.year}))
    _maybe_done(state, ev)


def _maybe_done(state: SenjiState, ev: list[Event]) -> None:
    from senji_desktop.games.senji.autumn import start_autumn

    state.fleets_eligible = [(s, sea) for s, sea in state.fleets_eligible
                             if state.has_pieces(sea, s)]
    if state.task["sub"] is None and not state.task["queue"] and not state.orders \
            and not state.fleets_eligible:
        start_autumn(state, ev)


def to_act(state: SenjiState) -> tuple[int, ...]:
    sub = state.task["sub"]
    if sub is None:
        assert state.host is not None
        return (state.host,)
    if sub["kind"] == "battle":
        stage = sub["stage"]
        if stage == "reroll":
            return (sub["kato"],)
        if stage == "retreat":
            return (sub["retreat"][0],)
        return (sub["attacker"],) if stage == "att_support" else (sub["defender"],)
    return (sub["seat"],)


# ---- legal actions ---------------------------------------------------------


def legal(state: SenjiState, seat: int) -> list[SenjiAction]:
    sub = state.task["sub"]
    out: list[SenjiAction] = []
    if sub is None:
        out.extend(Resolve(p) for p in senji_map().province_ids if p in state.orders)
        out.extend(Activate(s, sea) for s, sea in state.fleets_eligible)
        return out
    kind = sub["kind"]
    if kind == "fleet":
        return _fleet_modes(state, seat, sub["sea"])
    if kind == "battle":
        return _battle_legal(state, seat, sub)
    ru, rs = _remaining(state, sub)
    stage = sub["stage"]
    if stage == "dest":
        if len(sub["dests"]) < 2:
            out.extend(MarchTo(a) for a, _ in _dest_options(state, sub))
        out.append(Confirm())
    elif stage == "units":
        area = sub["dests"][-1][0]
        hi = min(ru, _capacity(state, seat, area))
        lo = 0 if rs else 1
        out.extend(MoveUnits(k) for k in range(lo, hi + 1))
    else:  # samurai
        d = sub["dests"][-1]
        out.extend(TakeSamurai(c) for c in rs)
        if d[1] > 0 or d[2]:
            out.append(Confirm())
    return out


def _remaining(state: SenjiState, sub: dict[str, Any]) -> tuple[int, list[int]]:
    """Units and samurai at the march origin (of a landing or raid: of the
    activated fleet) not yet assigned to a destination."""
    o, s = sub["origin"], sub["seat"]
    pool = sub.get("pool")
    units = (pool[0] if pool is not None else state.units[o][s]) - sum(d[1] for d in sub["dests"])
    taken = {c for d in sub["dests"] for c in d[2]}
    sams = pool[1] if pool is not None else state.samurai[o][s]
    return units, [c for c in sams if c not in taken]


def fleet_pieces(state: SenjiState, seat: int, sea: str) -> tuple[int, list[int]]:
    """The units and samurai of `seat`'s fleet in `sea`: everything there
    except what another fleet's activation brought this summer (SJ-43)."""
    sailed = state.task.get("sailed", {}).get(sea) if state.task.get("kind") == "summer" else None
    units, sams = state.units[sea][seat], state.samurai[sea][seat]
    if sailed is None:
        return units, sams[:]
    su, ss = sailed[seat]
    return units - su, [c for c in sams if c not in ss]


def _capacity(state: SenjiState, seat: int, area: str) -> int:
    """Units `seat` may still bring into `area` (SJ-43: at most 6 per area;
    another player's province holds none of the seat's units)."""
    return MAX_UNITS_PER_AREA - state.units[area][seat]


def _dest_options(state: SenjiState, sub: dict[str, Any]) -> list[tuple[str, bool]]:
    """(area, crossing) the open march or landing may still go to (SJ-43)."""
    m = senji_map()
    seat, origin, mode = sub["seat"], sub["origin"], sub["mode"]
    ru, rs = _remaining(state, sub)
    if ru <= 0 and not rs:
        return []
    chosen = {d[0] for d in sub["dests"]}
    enemy_chosen = sum(1 for a in chosen if a not in SEAS and state.owner[a] != seat)
    if mode == "march":
        cands = [(a, False) for a in sorted(m.neighbours[origin])]
        cands += [(sea, False) for sea in m.by_id[origin].seas]
        cands += [(a, True) for a in m.crossings[origin]]
    else:
        cands = [(a, mode == "raid") for a in m.coast[origin]]
    out = []
    for a, crossing in cands:
        if a in chosen:
            continue
        if a not in SEAS:
            own = state.owner[a]
            if own is None:
                continue  # neutral provinces cannot be entered (SJ-20)
            if own != seat and state.fortresses_left(seat) - enemy_chosen <= 0:
                continue  # no fortress in supply (SJ-43)
        if min(ru, _capacity(state, seat, a)) > 0 or rs:
            out.append((a, crossing))
    return out


def fleet_destinations(state: SenjiState, seat: int, sea: str, mode: str) -> list[str]:
    """The provinces `seat`'s fleet in `sea` may land on once `mode` is
    chosen: "land" on the coast of `sea`, "raid" on the coast of the other
    sea (SJ-43) — the :class:`MarchTo` actions that will be offered then."""
    units, sams = fleet_pieces(state, seat, sea)
    origin = sea if mode == "land" else senji_map().other_sea(sea)
    sub = {"kind": "march", "seat": seat, "origin": origin, "mode": mode, "dests": [],
           "pool": [units, sams]}
    return [a for a, _crossing in _dest_options(state, sub)]


def _fits_other_sea(state: SenjiState, seat: int, sea: str) -> bool:
    """SJ-A4: a fleet moves or raids only if all its units fit the other sea."""
    other = senji_map().other_sea(sea)
    return fleet_pieces(state, seat, sea)[0] + state.units[other][seat] <= MAX_UNITS_PER_AREA


def _fleet_modes(state: SenjiState, seat: int, sea: str) -> list[SenjiAction]:
    out: list[SenjiAction] = [FleetMode("stay")]
    units, sams = fleet_pieces(state, seat, sea)
    land = {"kind": "march", "seat": seat, "origin": sea, "mode": "land", "dests": [],
            "pool": [units, sams]}
    if _dest_options(state, land):
        out.append(FleetMode("land"))
    if _fits_other_sea(state, seat, sea):
        out.append(FleetMode("move"))
        other = senji_map().other_sea(sea)
        if any(state.owner[a] is not None for a in senji_map().coast[other]):
            out.append(FleetMode("raid"))
    return out


def _battle_legal(state: SenjiState, seat: int, b: dict[str, Any]) -> list[SenjiAction]:
    att_fam, def_fam = state.families[b["attacker"]], state.families[b["defender"]]
    if b["stage"] == "reroll":
        return [Pass(), Reroll()]
    if b["stage"] == "retreat":
        return [Retreat(p) for p in b["retreat"][2]]
    out: list[SenjiAction] = [Pass()]
    if b["stage"] in ("att_support", "def_support"):
        out.extend(Support(c) for c in sorted(state.dip[seat])
                   if dip_type(c) == "support" and dip_family(c) not in (att_fam, def_fam))
    else:
        out.extend(KillHostage(c) for c in sorted(state.dip[seat])
                   if dip_type(c) == "member" and dip_family(c) == att_fam)
    return out


# ---- transitions -----------------------------------------------------------


def step(state: SenjiState, seat: int, action: SenjiAction, ev: list[Event]) -> None:
    task = state.task
    sub = task["sub"]
    if sub is None:
        if isinstance(action, Resolve):
            _resolve_order(state, action.province, ev)
        elif isinstance(action, Activate):
            state.fleets_eligible.remove((action.seat, action.sea))
            task["sub"] = {"kind": "fleet", "seat": action.seat, "sea": action.sea}
            ev.append(Event("fleet_activated", {"seat": action.seat, "sea": action.sea}))
    elif sub["kind"] == "fleet":
        assert isinstance(action, FleetMode)
        _fleet(state, seat, sub["sea"], action.mode, ev)
    elif sub["kind"] == "battle":
        _battle_step(state, seat, action, ev)
    else:
        _march_step(state, seat, action, ev)
    _maybe_done(state, ev)


def _resolve_order(state: SenjiState, province: str, ev: list[Event]) -> None:
    seat, order = state.orders.pop(province)
    ev.append(Event("order_revealed", {"seat": seat, "province": province, "order": order}))
    if order == "produce":
        daisuke = state.powers and DAISUKE in state.samurai[province][seat]
        if daisuke:  # SJ-60, SJ-63: Daisuke adds a draw
            powers.used(state, seat, DAISUKE, ev, province, extra=1)
        draw_hanafuda(state, seat, 3 if daisuke else 2, ev, "produce")
    elif order == "recruit":
        n = min(2, MAX_UNITS_PER_AREA - state.units[province][seat],
                UNITS_PER_FAMILY - state.units_in_play(seat))
        n = max(0, n)
        state.units[province][seat] += n
        ev.append(Event("recruited", {"seat": seat, "province": province, "count": n}))
    else:
        state.task["sub"] = {"kind": "march", "seat": seat, "origin": province,
                             "mode": "march", "dests": [], "stage": "dest"}


def _fleet(state: SenjiState, seat: int, sea: str, mode: str, ev: list[Event]) -> None:
    ev.append(Event("fleet_mode", {"seat": seat, "sea": sea, "mode": mode}))
    if mode == "stay":
        state.task["sub"] = None
        return
    units, sams = fleet_pieces(state, seat, sea)
    if mode == "land":
        state.task["sub"] = {"kind": "march", "seat": seat, "origin": sea, "mode": "land",
                             "dests": [], "stage": "dest", "pool": [units, sams]}
        return
    other = senji_map().other_sea(sea)
    state.units[sea][seat] -= units
    for c in sams:
        state.samurai[sea][seat].remove(c)
    state.units[other][seat] += units
    state.samurai[other][seat].extend(sams)
    sailed = state.task["sailed"]
    sailed[other][seat][0] += units
    sailed[other][seat][1].extend(sams)
    ev.append(Event("pieces_moved", {"seat": seat, "from": sea, "to": other, "units": units,
                                     "samurai": sams, "mode": "fleet"}))
    if mode == "move":
        state.task["sub"] = None
    else:
        state.task["sub"] = {"kind": "march", "seat": seat, "origin": other, "mode": "raid",
                             "dests": [], "stage": "dest", "pool": [units, sams[:]]}


def _march_step(state: SenjiState, seat: int, action: SenjiAction, ev: list[Event]) -> None:
    sub = state.task["sub"]
    if isinstance(action, MarchTo):
        sub["dests"].append([action.area, 0, []])
        sub["stage"] = "units"
    elif isinstance(action, MoveUnits):
        sub["dests"][-1][1] = action.count
        sub["stage"] = "samurai" if _remaining(state, sub)[1] else "dest"
    elif isinstance(action, TakeSamurai):
        sub["dests"][-1][2].append(action.card)
        if not _remaining(state, sub)[1]:
            sub["stage"] = "dest"
    elif isinstance(action, Confirm):
        if sub["stage"] == "samurai":
            sub["stage"] = "dest"
            return
        _launch(state, sub, ev)


def _launch(state: SenjiState, sub: dict[str, Any], ev: list[Event]) -> None:
    """Carry out a confirmed march: the pieces leave the origin, then each
    destination resolves in the chosen order (SJ-43, SJ-A2)."""
    m = senji_map()
    seat, origin, mode = sub["seat"], sub["origin"], sub["mode"]
    queue = state.task["queue"]
    for area, units, sams in sub["dests"]:
        state.units[origin][seat] -= units
        for c in sams:
            state.samurai[origin][seat].remove(c)
        if mode == "raid":  # the raiders that land no longer wait in the sea
            sailed = state.task["sailed"][origin][seat]
            sailed[0] -= units
            sailed[1] = [c for c in sailed[1] if c not in sams]
        crossing = mode == "raid" or (mode == "march" and area not in SEAS
                                      and area not in m.neighbours[origin])
        queue.append({"seat": seat, "from": origin, "to": area, "units": units,
                      "samurai": sams, "crossing": crossing, "mode": mode})
    if not sub["dests"]:
        ev.append(Event("march_empty", {"seat": seat, "from": origin}))
    state.task["sub"] = None
    _run_queue(state, ev)


def _run_queue(state: SenjiState, ev: list[Event]) -> None:
    queue = state.task["queue"]
    while queue and state.task["sub"] is None:
        mv = queue.pop(0)
        seat, units = mv["seat"], mv["units"]
        if mv["crossing"] and units and state.powers and YAMAMOTO in mv["samurai"]:
            # SJ-60, SJ-A10: the crossing or landing Yamamoto goes with loses no units
            powers.used(state, seat, YAMAMOTO, ev, mv["to"], units=units, origin=mv["from"])
        elif mv["crossing"] and units:
            dice = roll(state, units)
            lost = sum(1 for d in dice if d == state.family_index(seat))
            units -= lost
            ev.append(Event("crossing_rolled", {"seat": seat, "from": mv["from"],
                                                "to": mv["to"], "dice": dice, "lost": lost}))
            mv["units"] = units
        _arrive(state, mv, ev)


def _arrive(state: SenjiState, mv: dict[str, Any], ev: list[Event]) -> None:
    seat, to = mv["seat"], mv["to"]
    units, sams = mv["units"], mv["samurai"]
    moved = {"seat": seat, "from": mv["from"], "to": to, "units": units, "samurai": sams,
             "mode": mv["mode"]}
    if to in SEAS or state.owner[to] == seat:
        _put(state, seat, to, units, sams)
        ev.append(Event("pieces_moved", moved))
        return
    if not units and not sams:
        ev.append(Event("pieces_moved", moved))
        return
    defender = state.owner[to]
    assert defender is not None
    if state.has_pieces(to, defender):
        ev.append(Event("pieces_moved", moved))
        _start_battle(state, seat, defender, to, units, sams, mv["from"], ev)
        return
    ev.append(Event("pieces_moved", moved))
    _change_owner(state, to, seat, ev, "conquest")
    _put(state, seat, to, units, sams)


def _put(state: SenjiState, seat: int, area: str, units: int, sams: list[int]) -> None:
    state.units[area][seat] += units
    state.samurai[area][seat].extend(sams)


def _change_owner(state: SenjiState, province: str, seat: int, ev: list[Event],
                  reason: str) -> None:
    """The old fortress goes back to its owner's supply, the new owner's is
    placed; an unresolved order there is discarded (SJ-42, SJ-43)."""
    old = state.owner[province]
    state.owner[province] = seat
    ev.append(Event("fortress_changed", {"province": province, "seat": seat, "previous": old,
                                         "reason": reason}))
    if province in state.orders:
        del state.orders[province]
        ev.append(Event("order_discarded", {"province": province, "seat": old}))


# ---- battle (SJ-44) --------------------------------------------------------


def _start_battle(state: SenjiState, att: int, dfd: int, province: str, units: int,
                  sams: list[int], origin: str, ev: list[Event]) -> None:
    """Lock one die per samurai (at most 4 a side), roll the rest, count base
    points; then the support decisions follow. Event ``battle_started``.

    Powers (SJ-60, SJ-63): attacking Hosokawa locks 2 dice in place of his 1
    (still at most 4 a side); Honda adds 1 point to his side, defending
    Sanada 2 (``att_power_points``/``def_power_points``); with Kato in the
    battle his player first decides on a reroll (stage ``reroll``)."""
    def_sams = state.samurai[province][dfd][:]
    on = state.powers
    hosokawa = on and HOSOKAWA in sams
    la = min(len(sams) + (1 if hosokawa else 0), MAX_LOCKED_DICE)
    ld = min(len(def_sams), MAX_LOCKED_DICE)
    fa, fd = state.family_index(att), state.family_index(dfd)
    rolled = roll(state, NUM_DICE - la - ld)
    dice = [fa] * la + [fd] * ld + rolled
    honda_att = on and HONDA in sams
    honda_def = on and HONDA in def_sams
    sanada = on and SANADA in def_sams
    kato = att if on and KATO in sams else dfd if on and KATO in def_sams else None
    b = {"kind": "battle", "province": province, "from": origin, "attacker": att,
         "defender": dfd, "att_units": units, "att_samurai": sams,
         "def_units": state.units[province][dfd],
         "def_samurai": def_sams, "locked_att": la, "locked_def": ld,
         "rolled": rolled, "dice": dice,
         "att_dice": dice.count(fa), "def_dice": dice.count(fd),
         "att_power_points": int(honda_att),
         "def_power_points": int(honda_def) + 2 * int(sanada),
         "att_support": None, "def_support": None, "att_support_points": 0,
         "def_support_points": 0, "kato": kato, "retreat": None,
         "stage": "att_support" if kato is None else "reroll"}
    state.task["sub"] = b
    ev.append(Event("battle_started", {k: (v[:] if isinstance(v, list) else v)
                                       for k, v in b.items()
                                       if k not in ("kind", "stage", "kato", "retreat")}))
    if hosokawa and la > min(len(sams), MAX_LOCKED_DICE):
        powers.used(state, att, HOSOKAWA, ev, province, locked=la)
    if honda_att:
        powers.used(state, att, HONDA, ev, province, points=1, side="att")
    if honda_def:
        powers.used(state, dfd, HONDA, ev, province, points=1, side="def")
    if sanada:
        powers.used(state, dfd, SANADA, ev, province, points=2, side="def")


def _battle_step(state: SenjiState, seat: int, action: SenjiAction, ev: list[Event]) -> None:
    b = state.task["sub"]
    stage = b["stage"]
    if stage == "reroll":
        if isinstance(action, Reroll):
            _reroll(state, seat, b, ev)
        b["stage"] = "att_support"
        return
    if stage == "retreat":
        assert isinstance(action, Retreat)
        _retreat(state, b, action.province, ev)
        b["stage"] = "hostage"
        return
    if stage in ("att_support", "def_support"):
        side = "att" if stage == "att_support" else "def"
        if isinstance(action, Support):
            card = action.card
            state.dip[seat].remove(card)
            fam = dip_family(card)
            shown = b["dice"].count(FAMILIES.index(fam))
            pts = min(support_cap(state, seat, card), shown)
            b[f"{side}_support"] = card
            b[f"{side}_support_points"] = pts
            ev.append(Event("support_played", {"seat": seat, "side": side, "card": card,
                                               "family": fam, "value": dip_value(card),
                                               "dice": shown, "points": pts}))
            if pts > min(dip_value(card), shown):  # SJ-63: Maeda's extra die counted
                powers.used(state, seat, MAEDA, ev, b["province"], points=1, support=card)
            return_to_family(state, card, ev, "support")
        else:
            ev.append(Event("support_declined", {"seat": seat, "side": side}))
        if stage == "att_support":
            b["stage"] = "def_support"
        else:
            _battle_result(state, b, ev)
        return
    # hostage
    if isinstance(action, KillHostage):
        v = dip_value(action.card)
        state.dip[seat].remove(action.card)
        state.removed.append(action.card)
        ev.append(Event("hostage_killed", {"seat": seat, "card": action.card,
                                           "attacker": b["attacker"], "value": v}))
        gain = 2 * v
        if powers.has(state, seat, YAGYU):  # SJ-63: 3 x for Yagyu's player
            gain = 3 * v
            powers.used(state, seat, YAGYU, ev, extra=v, card_killed=action.card)
        change_honor(state, seat, gain, "hostage_killed", ev, card=action.card)
        change_honor(state, b["attacker"], -2 * v, "hostage_lost", ev, card=action.card)
    else:
        ev.append(Event("hostage_spared", {"seat": seat}))
    state.task["sub"] = None
    _run_queue(state, ev)


def support_cap(state: SenjiState, seat: int, card: int) -> int:
    """The most points support `card` can give `seat` (SJ-44: its value;
    Maeda's player one more, SJ-63)."""
    return dip_value(card) + (1 if powers.has(state, seat, MAEDA) else 0)


def _reroll(state: SenjiState, seat: int, b: dict[str, Any], ev: list[Event]) -> None:
    """Kato (SJ-60, SJ-62): every unlocked die is rolled again."""
    before = b["rolled"]
    rolled = roll(state, len(before))
    fa, fd = state.family_index(b["attacker"]), state.family_index(b["defender"])
    dice = [fa] * b["locked_att"] + [fd] * b["locked_def"] + rolled
    b["rolled"], b["dice"] = rolled, dice
    b["att_dice"], b["def_dice"] = dice.count(fa), dice.count(fd)
    powers.used(state, seat, KATO, ev, b["province"], before=before[:], rolled=rolled[:],
                dice=dice[:], att_dice=b["att_dice"], def_dice=b["def_dice"])


def _battle_result(state: SenjiState, b: dict[str, Any], ev: list[Event]) -> None:
    """Totals, tie to the defender, losses, honor, fortress (SJ-44); a losing
    Kuroda retreats to an own land neighbour instead of dying (SJ-60, SJ-62,
    SJ-A16)."""
    att, dfd, prov = b["attacker"], b["defender"], b["province"]
    att_total = b["att_units"] + b["att_dice"] + b["att_support_points"] + b["att_power_points"]
    def_total = b["def_units"] + b["def_dice"] + b["def_support_points"] + b["def_power_points"]
    att_wins = att_total > def_total
    d_units, d_sams = b["def_units"], b["def_samurai"]
    loser = dfd if att_wins else att
    fallen = d_sams if att_wins else b["att_samurai"]
    retreat: list[str] = []
    if state.powers and KURODA in fallen:
        retreat = sorted(q for q in senji_map().neighbours[prov] if state.owner[q] == loser)
    dead = [c for c in fallen if not (c == KURODA and retreat)]
    if att_wins:
        lost = d_units
        winner_lost = min(b["att_units"], lost)
        state.units[prov][dfd] = 0
        state.samurai[prov][dfd] = []
    else:
        lost = b["att_units"]
        winner_lost = min(d_units, lost)
        state.units[prov][dfd] -= winner_lost
    state.samurai_discard.extend(dead)
    ev.append(Event("battle_resolved", {
        "province": prov, "attacker": att, "defender": dfd,
        "att_total": att_total, "def_total": def_total,
        "att_units": b["att_units"], "def_units": d_units,
        "att_dice": b["att_dice"], "def_dice": b["def_dice"],
        "att_support_points": b["att_support_points"],
        "def_support_points": b["def_support_points"],
        "att_power_points": b["att_power_points"],
        "def_power_points": b["def_power_points"],
        "winner": att if att_wins else dfd, "loser_units_lost": lost,
        "winner_units_lost": winner_lost, "samurai_killed": dead[:],
    }))
    if att_wins:
        change_honor(state, att, 2 * lost, "battle_won_attacking", ev, province=prov)
        _change_owner(state, prov, att, ev, "battle")
        _put(state, att, prov, b["att_units"] - winner_lost, b["att_samurai"])
    else:
        change_honor(state, dfd, lost, "battle_won_defending", ev, province=prov)
    if OTANI in dead:  # SJ-61: Otani's power dies with him; the hostage limit is 1 again
        check_members(state, loser)
    b["stage"] = "hostage"
    if retreat:
        b["retreat"] = [loser, KURODA, retreat]
        if len(retreat) == 1:
            _retreat(state, b, retreat[0], ev)
        else:
            b["stage"] = "retreat"


def _retreat(state: SenjiState, b: dict[str, Any], province: str, ev: list[Event]) -> None:
    """Kuroda (SJ-60) goes to `province` instead of dying."""
    seat, card, _ = b["retreat"]
    b["retreat"] = None
    state.samurai[province][seat].append(card)
    powers.used(state, seat, card, ev, b["province"], to=province)
