"""Spring (SJ-42): secret simultaneous orders.

Task ``{"kind": "spring"}``. Every seat owning a province decides at the same
time; each seat orders its provinces one by one in map order (SJ-A3), so a
step offers three actions. ``state.orders[province] = [seat, order]`` until
the order resolves in summer; other seats see '?' (SJ-70).
"""

from __future__ import annotations

from senji_desktop.engine.core import Event
from senji_desktop.games.senji.map import senji_map
from senji_desktop.games.senji.model import Order, SenjiAction, SenjiState

ORDERS = ("produce", "recruit", "march")


def start_spring(state: SenjiState, ev: list[Event]) -> None:
    state.phase = "spring"
    state.orders = {}
    state.task = {"kind": "spring"}
    ev.append(Event("phase_started", {"phase": "spring", "year": state.year}))
    _maybe_done(state, ev)


def next_province(state: SenjiState, seat: int) -> str | None:
    """The first province of `seat` in map order without an order, None if all have one."""
    for p in senji_map().province_ids:
        if state.owner[p] == seat and p not in state.orders:
            return p
    return None


def to_act(state: SenjiState) -> tuple[int, ...]:
    return tuple(s for s in range(state.num_seats) if next_province(state, s) is not None)


def legal(state: SenjiState, seat: int) -> list[SenjiAction]:
    p = next_province(state, seat)
    return [] if p is None else [Order(p, o) for o in ORDERS]


def step(state: SenjiState, seat: int, action: SenjiAction, ev: list[Event]) -> None:
    assert isinstance(action, Order)
    state.orders[action.province] = [seat, action.order]
    data = {"seat": seat, "province": action.province}
    ev.append(Event("order_placed", {**data, "order": action.order},
                    visible_to=frozenset({seat}), redacted=Event("order_placed", data)))
    _maybe_done(state, ev)


def _maybe_done(state: SenjiState, ev: list[Event]) -> None:
    from senji_desktop.games.senji.summer import start_summer

    if not to_act(state):
        ev.append(Event("orders_complete", {"count": len(state.orders)}))
        start_summer(state, ev)
