"""What a seat remembers (SJ-70, memory.py): cards given in winter, hanafuda
seen in a trade, discards seen; views carry only the seat's own memory and
determinization deals the remembered cards to their holders; the hourglass
never runs out in a determinization (SJ-A9)."""

from __future__ import annotations

import pytest

from senji_desktop.engine.rng import Rng
from senji_desktop.games.senji import memory
from senji_desktop.games.senji.model import UNKNOWN, EndWinter, SenjiOptions, SenjiState
from senji_desktop.games.senji.rules import GAME


def _sound(st: SenjiState) -> None:
    """Every memory is a subset of the truth."""
    assert len(st.hana_discard_seen) == len(st.hana_discard)
    for v in range(st.num_seats):
        for t in range(st.num_seats):
            hand = st.dip[t]
            assert all(c in hand for c in st.gave_dip[v][t]), (v, t)
            for k in range(4):
                assert st.seen_hana[v][t].count(k) <= st.hana[t].count(k), (v, t, k)


@pytest.mark.parametrize(("n", "seed"), [(4, 1), (3, 6), (5, 9)])
def test_sj70_memory_stays_true_and_determinization_uses_it(n: int, seed: int) -> None:
    st = GAME.new_game(SenjiOptions(num_seats=n), seed)
    rng = Rng(seed)
    used = {"dip": 0, "hana": 0, "combination": 0, "neutral_rest": 0}
    while not GAME.is_over(st):
        seats = GAME.to_act(st)
        seat = seats[rng.randrange(len(seats))]
        legal = GAME.legal_actions(st, seat)
        events = GAME.step(st, seat, legal[rng.randrange(len(legal))])
        _sound(st)
        for e in events:
            if e.kind == "cards_exchanged":  # third seats forget both hands
                a, b = e.data["from"], e.data["to"]
                for v in range(n):
                    if v not in (a, b):
                        assert st.gave_dip[v][a] == [] and st.gave_dip[v][b] == []
            if e.kind == "combination_discarded":  # everybody sees the discards
                size = sum(e.data["cards"])
                for v in range(n):
                    tail = GAME.view(st, v).state.hana_discard[-size:]
                    assert sorted(tail) == sorted(st.hana_discard[-size:])
                used["combination"] += 1
            if e.kind == "hanafuda_taken" and e.data["from_seat"] is None and \
                    st.hana_discard_seen and st.hana_discard_seen[-1] == e.data["seat"]:
                trader = e.data["seat"]
                other = (trader + 1) % n
                assert GAME.view(st, other).state.hana_discard[-1] == UNKNOWN
                assert GAME.view(st, trader).state.hana_discard[-1] == st.hana_discard[-1]
                used["neutral_rest"] += 1
        if st.actions_taken % 7:
            continue
        for v in range(n):
            view = GAME.view(st, v)
            for w in range(n):
                if w != v:  # other seats' memories stay private
                    assert all(not cards for cards in view.state.gave_dip[w])
                    assert all(not kinds for kinds in view.state.seen_hana[w])
            if not any(st.gave_dip[v]) and not any(st.seen_hana[v]):
                continue
            det = GAME.determinize(view, Rng(st.actions_taken))
            for t in range(n):
                if t == v:
                    continue
                assert all(c in det.dip[t] for c in st.gave_dip[v][t])
                for k in range(4):
                    assert det.hana[t].count(k) >= st.seen_hana[v][t].count(k)
                used["dip"] += sum(len(c) for c in st.gave_dip[v])
                used["hana"] += sum(len(k) for k in st.seen_hana[v])
    assert used["dip"] > 0 and used["combination"] > 0, used


def test_sj70_trade_show_is_remembered_by_both_parties() -> None:
    st = GAME.new_game(SenjiOptions(num_seats=4), 3)
    shown = sorted(st.hana[1])[:3]
    taken, rest = shown[0], shown[1:]
    st.hana[1].remove(taken)
    st.hana[0].append(taken)
    memory.shown(st, 0, 1, shown, taken)
    assert sorted(st.seen_hana[0][1]) == rest
    assert st.seen_hana[1][0] == [taken]
    assert st.seen_hana[2][1] == []
    gone = rest[0]  # a combination with one card of this kind
    st.hana[1].remove(gone)
    memory.discard(st, [gone], memory.PUBLIC)
    cards = [0, 0, 0, 0]
    cards[gone] = 1
    memory.combined(st, 1, (cards[0], cards[1], cards[2], cards[3]))
    assert sorted(st.seen_hana[0][1]) == rest[1:]
    view = GAME.view(st, 0)
    assert view.state.seen_hana[1] == [[] for _ in range(4)]
    assert view.state.hana_discard == [gone]
    assert GAME.view(st, 2).state.hana_discard == [gone]
    for k in range(5):
        det = GAME.determinize(view, Rng(k))
        for kind in set(rest[1:]):
            assert det.hana[1].count(kind) >= rest[1:].count(kind)
        assert taken in det.hana[0]


def test_sja9_hourglass_never_runs_out_in_a_determinization() -> None:
    st = GAME.new_game(SenjiOptions(num_seats=4, hourglass=True), 2)
    rng = Rng(2)
    while st.phase != "winter":
        seat = GAME.to_act(st)[0]
        legal = GAME.legal_actions(st, seat)
        GAME.step(st, seat, legal[rng.randrange(len(legal))])
    seat = GAME.to_act(st)[0]
    view = GAME.view(st, seat)
    assert EndWinter() in view.legal  # the table still offers it (SJ-A7)
    det = GAME.determinize(view, Rng(1))
    assert EndWinter() not in GAME.legal_actions(det, seat)
    assert [a for a in view.legal if a != EndWinter()] == GAME.legal_actions(det, seat)
