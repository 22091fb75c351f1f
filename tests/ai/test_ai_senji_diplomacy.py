"""Senji AI diplomacy (SJ-41, SJ-30, SJ-44, SJ-70): proposals of its own that
are legal and built from the seat's view only, answers and bids by the same
worth model, declines remembered for the winter, arena counts."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from senji_desktop.ai.agents import make_agent
from senji_desktop.ai.arena import play_game
from senji_desktop.engine.rng import Rng
from senji_desktop.games.senji import diplomacy as d
from senji_desktop.games.senji import heuristics as h
from senji_desktop.games.senji.model import (
    Answer,
    Bid,
    Propose,
    SenjiOptions,
    SenjiState,
    SenjiView,
    dip_family,
    dip_type,
    dip_value,
)
from senji_desktop.games.senji.rules import GAME


def _heuristic_play(seed: int, until: Callable[[SenjiState], bool],
                    on_decision: Callable[[SenjiState, SenjiView, object], None] | None = None,
                    limit: int = 6000) -> SenjiState:
    """Four heuristic seats play from a new game until `until` holds;
    `on_decision(state, view, action)` sees every decision before it is applied."""
    st = GAME.new_game(SenjiOptions(num_seats=4), seed)
    rng = Rng(seed)
    for _ in range(limit):
        if GAME.is_over(st) or until(st):
            break
        seat = GAME.to_act(st)[0]
        view = GAME.view(st, seat)
        action = h.choose(view, rng) if len(view.legal) > 1 else view.legal[0]
        if on_decision is not None:
            on_decision(st, view, action)
        assert action in GAME.legal_actions(st, seat)
        GAME.step(st, seat, action)
    return st


def test_sj41_ai_seats_make_legal_proposals_and_bids_of_their_own() -> None:
    made: list[tuple[int, int]] = []
    asked: list[int] = []
    bids: list[int] = []

    def look(st: SenjiState, view: SenjiView, action: object) -> None:
        if isinstance(action, Propose):
            assert view.seat is not None
            made.append((view.seat, action.recipient))
        sub = st.task.get("sub") if st.task.get("kind") == "winter" else None
        if sub is not None and sub["kind"] == "propose" and sub["stage"] == "answer":
            asked.append(len(sub["asks"]))
        if isinstance(action, Bid):
            bids.append(action.offer)

    _heuristic_play(3, lambda s: s.year > 3, look)
    assert {s for s, _ in made} == {0, 1, 2, 3}  # every seat proposes
    assert all(s != r for s, r in made)
    assert asked and all(n <= 3 for n in asked)  # SJ-A1; confirmed, not withdrawn
    assert bids


def test_sj41_accepted_ai_proposals_are_valued_positively_by_both_models() -> None:
    checked: list[float] = []
    plans: dict[int, d.Plan] = {}

    def look(st: SenjiState, view: SenjiView, action: object) -> None:
        seat = view.seat
        assert seat is not None
        if isinstance(action, Propose):
            plan = d.plan_proposal(view.state, seat)
            assert plan is not None and plan.recipient == action.recipient
            assert plan.score > 0 and plan.their_score >= d.ACCEPT_MARGIN
            plans[seat] = plan
        if action == Answer(True):
            sub = st.task["sub"]
            plan = plans[sub["from"]]
            # what was proposed is what the proposer planned
            assert tuple(sorted(sub["give"])) == plan.give
            assert [tuple(a) for a in sub["asks"]] == list(plan.asks)
            score = d.answer_score(view.state, seat, sub)
            assert score >= 0.0
            checked.append(score)

    _heuristic_play(4, lambda s: s.year > 4, look)
    assert len(checked) >= 3


def _reshuffle_hidden_diplomacy(st: SenjiState, seat: int, rng: Rng) -> SenjiState:
    """The same view for `seat`: the diplomacy cards it cannot see (other
    hands, the neutral deck, other seats' bids) dealt anew, counts kept,
    except the cards it remembers giving, which stay with their holders."""
    out = st.clone()
    remembered = {c for cards in out.gave_dip[seat] for c in cards}
    slots: list[tuple[list[int], int]] = []
    for s in range(out.num_seats):
        if s != seat:
            slots += [(out.dip[s], i) for i, c in enumerate(out.dip[s]) if c not in remembered]
            for o in out.offers:
                slots += [(o.bids[s], i) for i in range(len(o.bids[s]))]
    slots += [(out.neutral_deck, i) for i in range(len(out.neutral_deck))]
    pool = [lst[i] for lst, i in slots]
    rng.shuffle(pool)
    for (lst, i), c in zip(slots, pool, strict=True):
        lst[i] = c
    return out


@pytest.mark.parametrize("name", ["heuristic", "hard"])
def test_sj70_winter_decisions_do_not_change_with_hidden_cards(name: str) -> None:
    agent = make_agent("senji", name, seed=2, iterations=10)
    compared = 0
    differed = 0

    def look(st: SenjiState, view: SenjiView, action: object) -> None:
        nonlocal compared, differed
        seat = view.seat
        if seat is None or st.task.get("kind") != "winter" or len(view.legal) < 2 \
                or h.decide_without_search(view) is None:
            return
        other = _reshuffle_hidden_diplomacy(st, seat, Rng(st.actions_taken))
        if other.dip == st.dip:
            return
        differed += 1
        sub = st.task["sub"]
        if st.keep_queue or (sub is not None and sub["kind"] == "propose"
                             and seat not in (sub["from"], sub["to"])):
            return
        other_view = GAME.view(other, seat)
        assert other_view.legal == view.legal
        assert agent.decide(view) == agent.decide(other_view)
        compared += 1

    _heuristic_play(5, lambda s: s.year > 3, look)
    assert compared >= 20 and differed >= compared


def test_sj41_a_decline_is_public_and_ends_proposals_to_that_seat_for_the_winter() -> None:
    st = _heuristic_play(3, lambda s: s.phase == "winter" and s.task["sub"] is None
                         and d.plan_proposal(s, s.task["turn"]) is not None)
    assert st.phase == "winter"
    seat = st.task["turn"]
    plan = d.plan_proposal(st, seat)
    assert plan is not None
    st.task["declined"].append([seat, plan.recipient])
    again = d.plan_proposal(st, seat)
    assert again is None or again.recipient != plan.recipient
    view = GAME.view(st, (seat + 1) % 4)
    assert view.state.task["declined"] == [[seat, plan.recipient]]


def test_sj30_worth_of_own_foreign_and_second_family_members() -> None:
    st = _heuristic_play(1, lambda s: s.phase == "winter")
    fam = st.families[0]
    other = st.families[1]
    own_support = next(c for c in range(72) if dip_family(c) == fam and dip_type(c) == "support")
    their_support = next(c for c in range(72) if dip_family(c) == other
                         and dip_type(c) == "support")
    assert d.worth(st, 0, own_support) == 0.0  # never used for oneself (SJ-30)
    assert d.worth(st, 0, their_support) > 0.5
    members = [c for c in range(72) if dip_family(c) == other and dip_type(c) == "member"]
    low, high = members[0], members[3]
    assert d.worth(st, 0, high) > d.worth(st, 0, low)
    # holding a member of that family, another is worth only the difference (SJ-30)
    assert d.worth(st, 0, high, [low]) == pytest.approx(0.9 * (dip_value(high) - dip_value(low)))


def test_sj44_a_threatening_neighbours_hostage_is_worth_more() -> None:
    st = _heuristic_play(1, lambda s: s.phase == "winter")
    from senji_desktop.games.senji.map import senji_map

    m = senji_map()
    q = next(q for p in st.provinces_of(0) for q in m.neighbours[p]
                if st.owner[q] not in (None, 0))
    neighbour = st.owner[q]
    assert neighbour is not None
    card = next(c for c in range(72) if dip_family(c) == st.families[neighbour]
                and dip_type(c) == "member")
    st.units[q][neighbour] = 1
    for r in st.provinces_of(neighbour):
        if r != q:
            st.units[r][neighbour] = 0
    calm = d.worth(st, 0, card)
    st.units[q][neighbour] = 4
    assert d.worth(st, 0, card) == pytest.approx(calm + d.THREAT_BONUS)


def test_sj41_bids_pay_a_valid_total_with_the_cheapest_cards() -> None:
    found = []

    def look(st: SenjiState, view: SenjiView, action: object) -> None:
        if isinstance(action, Bid):
            assert view.seat is not None
            plan = d.plan_bid(view.state, view.seat, [action.offer])
            assert plan is not None
            offer = st.offers[action.offer]
            have = sum(dip_value(c) for c in offer.bids[view.seat])
            assert have + sum(dip_value(c) for c in plan[1]) >= dip_value(offer.card)
            # a bid spends the bidder's own family members last (they are hostages)
            own = st.families[view.seat]
            found.append(all(not (dip_family(c) == own and dip_type(c) == "member")
                             for c in plan[1]))

    _heuristic_play(3, lambda s: s.year > 3, look)
    assert found and sum(found) >= len(found) - 1


def test_arena_counts_proposals_accepted_and_bids_per_agent() -> None:
    r = play_game("senji", ["heuristic", "heuristic", "random", "random"], 1, 0)
    stats = r["statistics"]
    assert set(stats) >= {"proposals_made", "proposals_accepted", "bids_placed"}
    assert r["game_statistics"]["winters"] >= 1
    assert stats["proposals_made"][0] >= r["game_statistics"]["winters"]
    for made, accepted in zip(stats["proposals_made"], stats["proposals_accepted"], strict=True):
        assert 0 <= accepted <= made


def test_sj60_konishi_looks_first_and_asks_for_what_the_look_showed() -> None:
    from senji_desktop.games.senji.model import KONISHI, LookHand

    st = _heuristic_play(2, lambda s: s.phase == "winter" and s.task["sub"] is None)
    seat = st.task["turn"]
    for per in st.samurai.values():  # Konishi's figure joins the seat's army (SJ-61)
        for cards in per:
            if KONISHI in cards:
                cards.remove(KONISHI)
    st.samurai[st.provinces_of(seat)[0]][seat].append(KONISHI)
    # A samurai on the map is in neither samurai pile (powers.figure_area).
    st.samurai_deck = [c for c in st.samurai_deck if c != KONISHI]
    st.samurai_discard = [c for c in st.samurai_discard if c != KONISHI]
    view = GAME.view(st, seat)
    looks = [a for a in view.legal if isinstance(a, LookHand)]
    assert looks
    action = h.decide_without_search(view)
    assert isinstance(action, LookHand)
    assert len(st.dip[action.seat]) == max(len(st.dip[a.seat]) for a in looks)
    GAME.step(st, seat, action)
    # the cards seen are known to be in that hand: an ask for one of them is sure
    seen = [c for c in st.gave_dip[seat][action.seat] if c >= 0]
    assert seen
    options = d._ask_options(st, seat, action.seat, d.likely_cards(st, seat, action.seat))
    sure = {ask for ask, _, prob in options if prob == 1.0}
    assert any((dip_family(c), dip_type(c), 0) in sure for c in seen)
