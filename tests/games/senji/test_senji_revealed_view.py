"""The revealed view of a finished Senji game (the table at the end, replays):
every hand, bid, deck, draw and order face up; everything the seat's own view
shows stays the same (SJ-70 only hides, it never changes what is shown)."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from senji_desktop.engine.core import apply, end_view
from senji_desktop.games.senji.model import UNKNOWN, SenjiOptions, SenjiState
from senji_desktop.games.senji.rules import GAME


def _played(seed: int, until: Any = None) -> SenjiState:
    state = GAME.new_game(SenjiOptions(num_seats=3), seed)
    rng = random.Random(seed)
    while not GAME.is_over(state) and not (until is not None and until(state)):
        seat = GAME.to_act(state)[0]
        state, _ = apply(GAME, state, seat, rng.choice(GAME.legal_actions(state, seat)))
    return state


def _hidden(st: SenjiState) -> list[str]:
    """Where a redacted state still hides something."""
    found = []
    for name in ("hana", "dip", "draws"):
        if any(UNKNOWN in cards for cards in getattr(st, name)):
            found.append(name)
    for name in ("hana_deck", "neutral_deck", "samurai_deck", "hana_discard"):
        if UNKNOWN in getattr(st, name):
            found.append(name)
    if any(UNKNOWN in b for o in st.offers for b in o.bids):
        found.append("bids")
    if any(o[1] == "?" for o in st.orders.values()):
        found.append("orders")
    return found


def test_revealed_view_of_a_finished_game_hides_nothing() -> None:
    state = _played(3)
    assert GAME.is_over(state)
    for seat in (None, 0, 2):
        view = end_view(GAME, state, seat)
        assert view.revealed and view.legal == () and view.seat == seat
        assert _hidden(view.state) == []
        assert view.state.hana == state.hana and view.state.dip == state.dip
        assert [o.bids for o in view.state.offers] == [o.bids for o in state.offers]
        assert view.state.dice_script == []
        # the seat's ordinary view did hide something: the reveal is real
        assert _hidden(GAME.view(state, seat).state)


@pytest.mark.parametrize("seed", [4, 9])
def test_revealed_view_equals_the_normal_view_wherever_that_shows_something(
        seed: int) -> None:
    """Every field the seat's own view shows (the board, honor, its hand, the
    open task) is the same in the revealed view: only the hidden parts differ."""
    state = _played(seed, until=lambda s: s.phase == "spring" and len(s.orders) >= 2)
    seat = 0
    normal = GAME.view(state, seat).state
    revealed = GAME.revealed_view(state, seat).state
    for f in dataclasses.fields(SenjiState):
        a, b = getattr(normal, f.name), getattr(revealed, f.name)
        if f.name in ("rng",):
            continue
        if f.name in ("hana", "dip", "draws"):
            assert a[seat] == b[seat], f.name
            continue
        if f.name == "orders":
            assert {p: o for p, o in a.items() if o[1] != "?"} == \
                {p: o for p, o in b.items() if p in a and a[p][1] != "?"}
            assert {p: o[0] for p, o in a.items()} == {p: o[0] for p, o in b.items()}
            continue
        if f.name in ("hana_deck", "neutral_deck", "samurai_deck", "hana_discard",
                      "offers", "seen_hana", "gave_dip", "keep_chosen", "task"):
            continue  # hidden parts (cards, memories of other seats) differ
        assert a == b, f.name
    assert _hidden(revealed) == []
