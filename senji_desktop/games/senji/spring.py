"""Spring (SJ-42): secret simultaneous orders.

Task ``{"kind": "spring"}``. Every seat owning a province decides at the same
time; each seat orders its provinces one by one in map order (SJ-A3), so a
step offers three actions. ``state.orders[province] = [seat, order]`` until
the order resolves in summer; other seats see '?' (SJ-70).

Katakura (SJ-60, SJ-62, SJ-A12): once every order is placed and before
summer reveals the first, his player looks at one opponent order — the task
becomes ``{"kind": "spring", "look": seat}`` and offers :class:`LookOrder`
for every order of another seat. ``state.order_peeks`` keeps (seat,
province) so that seat's view shows the order (SJ-64).
"""

from __future__ import annotations

from senji_desktop.engine.core import Event
from senji_desktop.games.senji import powers
from senji_desktop.games.senji.map import senji_map
from senji_desktop.games.senji.model import KATAKURA, LookOrder, Order, SenjiAction, SenjiState

ORDERS = ("produce", "recruit", "march")


def start_spring(state: SenjiState, ev: list[Event]) -> None:
    state.phase = "spring"
    state.orders = {}
    state.order_peeks = []
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
    look = state.task.get("look")
    if look is not None:
        return (look,)
    return tuple(s for s in range(state.num_seats) if next_province(state, s) is not None)


def legal(state: SenjiState, seat: int) -> list[SenjiAction]:
    if state.task.get("look") is not None:
        return [LookOrder(p) for p in senji_map().province_ids
                if p in state.orders and state.orders[p][0] != seat]
    p = next_province(state, seat)
    return [] if p is None else [Order(p, o) for o in ORDERS]


def step(state: SenjiState, seat: int, action: SenjiAction, ev: list[Event]) -> None:
    if isinstance(action, LookOrder):
        _look(state, seat, action.province, ev)
        return
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
        looker = powers.holder(state, KATAKURA)
        if looker is not None and any(o[0] != looker for o in state.orders.values()):
            state.task = {"kind": "spring", "look": looker}
            return
        start_summer(state, ev)


def _look(state: SenjiState, seat: int, province: str, ev: list[Event]) -> None:
    """Katakura's look (SJ-62, SJ-64): the order is shown to his player only;
    that he looked, and where, is public."""
    from senji_desktop.games.senji.summer import start_summer

    owner, order = state.orders[province]
    state.order_peeks.append((seat, province))
    powers.used(state, seat, KATAKURA, ev, province, private=frozenset({seat}),
                secret={"order": order}, province=province, owner=owner)
    state.task = {"kind": "spring"}
    start_summer(state, ev)
