"""Property tests: random legal play of 3–6 players always ends with every
invariant kept (SJ-2, SJ-4, SJ-43, SJ-46, SJ-50); views hide SJ-70's hidden
information; determinizations agree with the view; replays reproduce games."""

from __future__ import annotations

from dataclasses import fields

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st_
from senji_helpers import check_invariants, comparable, random_game

from senji_desktop.engine.core import Move, moves_from_json, moves_to_json, replay
from senji_desktop.engine.rng import Rng
from senji_desktop.games.senji.model import UNKNOWN, SenjiOptions, SenjiState
from senji_desktop.games.senji.rules import GAME, redact


@settings(max_examples=8)
@given(n=st_.integers(3, 6), seed=st_.integers(0, 10_000))
def test_sj46_random_play_ends_and_keeps_invariants(n: int, seed: int) -> None:
    state, _moves, _ = random_game(n, seed, check=True)
    assert GAME.is_over(state) and state.year <= 25
    out = GAME.outcome(state)
    assert abs(sum(out.rewards) - 1.0) < 1e-9
    top = max(state.honor)
    assert all(state.honor[w] == top for w in out.winners)
    assert top >= 60 or state.year == 25


def _hidden_from(st: SenjiState, viewer: int) -> None:
    """SJ-70: nothing of other seats' hands, draws, bids, orders or the decks."""
    v = GAME.view(st, viewer).state
    for s in range(st.num_seats):
        if s == viewer:
            assert v.hana[s] == st.hana[s] and v.dip[s] == st.dip[s]
            continue
        assert set(v.hana[s]) <= {UNKNOWN} and len(v.hana[s]) == len(st.hana[s])
        assert set(v.dip[s]) <= {UNKNOWN} and len(v.dip[s]) == len(st.dip[s])
        assert set(v.draws[s]) <= {UNKNOWN}
        for o in v.offers:
            assert set(o.bids[s]) <= {UNKNOWN}
    assert set(v.hana_deck + v.neutral_deck + v.samurai_deck) <= {UNKNOWN}
    for p, (s, order) in v.orders.items():
        assert s == viewer or order == "?" or (viewer, p) in st.order_peeks  # Katakura
    assert v.display == st.display and v.honor == st.honor and v.owner == st.owner
    assert v.units == st.units and v.samurai == st.samurai


@pytest.mark.parametrize(("n", "seed"), [(3, 0), (4, 1), (5, 2), (6, 3), (4, 17)])
def test_sj70_views_hide_and_determinizations_agree(n: int, seed: int) -> None:
    state = GAME.new_game(SenjiOptions(num_seats=n), seed)
    rng = Rng(seed)
    k = 0
    while not GAME.is_over(state):
        seats = GAME.to_act(state)
        seat = seats[rng.randrange(len(seats))]
        if k % 11 == 0:
            _hidden_from(state, seat)
            for viewer in (seat, None):
                view = GAME.view(state, viewer)
                det = GAME.determinize(view, Rng(k))
                check_invariants(det)
                assert comparable(redact(det, viewer)) == comparable(view.state)
                if viewer is not None:
                    assert GAME.legal_actions(det, viewer) == list(view.legal)
                _play_on(det, Rng(k + 1), 40)
        legal = GAME.legal_actions(state, seat)
        GAME.step(state, seat, legal[rng.randrange(len(legal))])
        k += 1


def _play_on(state: SenjiState, rng: Rng, steps: int) -> None:
    """A determinized state must play on like a real one."""
    for _ in range(steps):
        if GAME.is_over(state):
            return
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        assert legal
        GAME.step(state, seat, legal[rng.randrange(len(legal))])
        check_invariants(state)


def test_sj70_private_events_are_redacted_for_others() -> None:
    # a seed whose random game hires a samurai (samurai_drawn is rare) and
    # Konishi and Katakura look
    _, _, events = random_game(4, 6)
    private = [e for e in events if e.visible_to is not None]
    assert {e.kind for e in private} >= {"order_placed", "hanafuda_drawn", "samurai_drawn",
                                         "power_used"}
    for e in private:
        others = [s for s in range(4) if s not in e.visible_to]  # type: ignore[operator]
        for s in others:
            red = e.for_seat(s)
            assert red is not None
            assert "cards" not in red.data and "order" not in red.data
            assert "given_cards" not in red.data and "hana" not in red.data
            if e.kind != "power_used":  # there `card` names the public samurai
                assert "card" not in red.data


def test_view_carries_no_generator_state() -> None:
    state = GAME.new_game(SenjiOptions(num_seats=4), 9)
    v = GAME.view(state, 0).state
    assert v.rng.state != state.rng.state and v.dice_script == []


def test_replay_reproduces_the_state_and_json_round_trip() -> None:
    state, moves, events = random_game(4, 21)
    recorded = [Move(s, a) for s, a in moves]
    again = moves_from_json(GAME, moves_to_json(GAME, recorded))
    assert again == recorded
    options = SenjiOptions(num_seats=4)
    final, replay_events = replay(GAME, options, 21, again)
    assert comparable(final) == comparable(state)
    assert final.rng.state == state.rng.state
    assert [e.kind for e in replay_events] == [e.kind for e in events]


def test_clone_is_deep() -> None:
    state, _, _ = random_game(3, 2)
    c = state.clone()
    for f in fields(state):
        if f.name != "rng" and isinstance(getattr(state, f.name), list | dict):
            assert getattr(c, f.name) is not getattr(state, f.name) or not getattr(state, f.name)
