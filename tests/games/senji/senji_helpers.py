"""Shared helpers of the Senji tests: invariants, random play, hand-built positions."""

from __future__ import annotations

from typing import Any

from senji_desktop.engine.core import Event
from senji_desktop.engine.rng import Rng
from senji_desktop.games.senji.map import senji_map
from senji_desktop.games.senji.model import (
    HANA_COUNTS,
    MAX_UNITS_PER_AREA,
    NUM_DIPLOMACY,
    NUM_HANAFUDA,
    NUM_SAMURAI,
    UNITS_PER_FAMILY,
    SenjiOptions,
    SenjiState,
)
from senji_desktop.games.senji.rules import GAME, _task_samurai, public_units


def check_invariants(st: SenjiState) -> None:
    """Units per family <= 12 and per area <= 6; 96 hanafuda, 72 diplomacy
    and 18 samurai cards conserved; honor >= 0 (SJ-2, SJ-4, SJ-43, SJ-50)."""
    n = st.num_seats
    for s in range(n):
        assert public_units(st, s) <= UNITS_PER_FAMILY
        assert st.honor[s] >= 0
        assert len(st.provinces_of(s)) <= 6
    for a, per in st.units.items():
        for s in range(n):
            assert 0 <= per[s] <= MAX_UNITS_PER_AREA, (a, per)
    for p in senji_map().province_ids:
        for s in range(n):
            if st.has_pieces(p, s):
                assert st.owner[p] == s, (p, s)
    hana = st.hana_deck + st.hana_discard + [k for h in st.hana for k in h]
    trade = st.task.get("trade") if st.task.get("kind") == "autumn" else None
    if trade is not None and trade["to"] is None:
        hana += trade["shown"]
    assert len(hana) == NUM_HANAFUDA
    assert [hana.count(k) for k in range(4)] == list(HANA_COUNTS)
    dip = st.neutral_deck + st.removed + [c for h in st.dip for c in h] + \
        [c for d in st.display for c in d]
    for o in st.offers:
        dip.append(o.card)
        dip += [c for b in o.bids for c in b]
    assert sorted(dip) == list(range(NUM_DIPLOMACY))
    sam = st.samurai_deck + st.samurai_discard + [c for d in st.draws for c in d]
    sam += [c for per in st.samurai.values() for cs in per for c in cs]
    sam += _task_samurai(st.task)
    assert sorted(sam) == list(range(NUM_SAMURAI)), sorted(sam)


def random_game(n: int, seed: int, check: bool = False,
                max_actions: int = 100_000) -> tuple[SenjiState, list[tuple[int, Any]], list[Event]]:
    """Play a game of uniformly random legal actions (a random seat among
    those to act). Returns (final state, moves, events)."""
    st = GAME.new_game(SenjiOptions(num_seats=n), seed)
    rng = Rng(seed * 7 + 1)
    moves: list[tuple[int, Any]] = []
    events: list[Event] = []
    while not GAME.is_over(st):
        seats = GAME.to_act(st)
        seat = seats[rng.randrange(len(seats))]
        legal = GAME.legal_actions(st, seat)
        assert legal, (st.phase, st.task)
        action = legal[rng.randrange(len(legal))]
        events += GAME.step(st, seat, action)
        moves.append((seat, action))
        if check:
            check_invariants(st)
        assert len(moves) < max_actions
    return st, moves, events


def comparable(st: SenjiState) -> tuple[Any, ...]:
    """The state's fields without its generator (for equality checks)."""
    from dataclasses import fields

    return tuple(getattr(st, f.name) for f in fields(st) if f.name != "rng")


def act(st: SenjiState, seat: int, action: Any) -> list[Event]:
    """Check that `seat` is to act and `action` is legal, then apply it."""
    assert seat in GAME.to_act(st), (seat, GAME.to_act(st), st.phase, st.task)
    legal = GAME.legal_actions(st, seat)
    assert action in legal, (action, legal)
    return GAME.step(st, seat, action)


def dip_id(family: str, card_type: str, index: int) -> int:
    """Diplomacy card id: `index` 0-3 within its type (values: member 1,2,3,4;
    support 1,2,2,3; trade 2,3,3,4)."""
    from senji_desktop.games.senji.map import FAMILIES

    base = {"member": 0, "support": 4, "trade": 8}[card_type]
    return FAMILIES.index(family) * 12 + base + index


def blank(families: tuple[str, ...] = ("shimazu", "mori", "chosokabe"),
          seed: int = 0, honor: int = 10, powers: bool = False) -> SenjiState:
    """A state after setup with an empty board: fortresses at home, no units
    or samurai, starting hands, seat 0 hosts, year 1, no task open. The
    samurai powers (SJ-60) are off unless `powers`: the positions that test
    the base rules place samurai by card id."""
    st = GAME.new_game(SenjiOptions(num_seats=len(families), families=families,
                                    powers=powers), seed)
    for d in st.draws:
        st.samurai_deck.extend(d)
        d.clear()
    st.honor = [honor] * len(families)
    st.host = 0
    st.task = {}
    return st


def start_summer(st: SenjiState, orders: dict[str, tuple[int, str]]) -> list[Event]:
    """Put `orders` on the board and open summer (SJ-43)."""
    from senji_desktop.games.senji import summer

    st.orders = {p: [s, o] for p, (s, o) in orders.items()}
    ev: list[Event] = []
    summer.start_summer(st, ev)
    return ev


def start_autumn(st: SenjiState) -> list[Event]:
    from senji_desktop.games.senji import autumn

    ev: list[Event] = []
    autumn.start_autumn(st, ev)
    return ev


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


def first(events: list[Event], kind: str) -> Event:
    return next(e for e in events if e.kind == kind)
