"""Shinobi rules: one test per ruling (SHI-1 … SHI-8, app rulings SHI-A1 … A4)
and per resolution outcome."""

from __future__ import annotations

import dataclasses

import pytest
from shinobi_positions import BL, KA, SA, SH, act, assign, new, received

from senji_desktop.engine.core import Move, apply, moves_from_json, moves_to_json, replay
from senji_desktop.engine.errors import IllegalActionError, InvalidOptionsError
from senji_desktop.engine.rng import Rng
from senji_desktop.games.shinobi import (
    GAME,
    Accept,
    Attack,
    DenounceIncompetence,
    DenouncePlotting,
    Reveal,
    ShinobiOptions,
    ShinobiState,
    attackers_of,
    targets_of,
)

# ---- SHI-1, SHI-2: setup, who attacks whom ---------------------------------


def test_shi1_every_clan_starts_with_five_lives_and_four_weapons() -> None:
    state = new(5, first_seat=2)
    assert state.lives == [5] * 5
    for s in range(5):
        assert state.hand(s) == [SH, SA, KA, BL]
    assert state.meeple == 2 and GAME.to_act(state) == (2,)
    view = GAME.view(state, 2)
    assert view.hand == (SH, SA, KA, BL) and view.phase == "assign"


@pytest.mark.parametrize("n", [3, 7])
def test_options_refuse_seat_counts_outside_four_to_six(n: int) -> None:
    with pytest.raises(ValueError):
        ShinobiOptions(num_seats=n)
    with pytest.raises(InvalidOptionsError):
        GAME.new_game(ShinobiOptions.model_construct(num_seats=n, first_seat=None), 1)


def test_first_seat_outside_the_table_is_refused() -> None:
    with pytest.raises(InvalidOptionsError):
        GAME.new_game(ShinobiOptions(num_seats=4, first_seat=4), 1)


def test_shi2_with_four_players_everyone_attacks_everyone_else() -> None:
    for s in range(4):
        assert set(targets_of(s, 4)) == set(range(4)) - {s}
        assert set(attackers_of(s, 4)) == set(range(4)) - {s}


def test_shi2_with_six_players_a_seat_attacks_the_next_three() -> None:
    assert targets_of(4, 6) == (5, 0, 1)
    assert attackers_of(1, 6) == (0, 5, 4)
    state = new(6)
    assert {a.target for a in GAME.legal_actions(state, 0) if isinstance(a, Attack)} == {1, 2, 3}


# ---- SHI-3: assigning -------------------------------------------------------


def test_shi3_assigning_starts_with_the_meeple_and_gives_three_different_cards() -> None:
    state = new(5, first_seat=3)
    order = []
    while state.phase == "assign":
        seat = state.current
        order.append(seat)
        legal = GAME.legal_actions(state, seat)
        act(state, legal[-1])
    assert order == [3, 3, 3, 4, 4, 4, 0, 0, 0, 1, 1, 1, 2, 2, 2]
    for a in range(5):
        given = [state.cards[a][t] for t in targets_of(a, 5)]
        assert len(set(given)) == 3
        assert len(state.hand(a)) == 1
    assert state.phase == "resolve" and state.current == 3


def test_shia1_an_attacker_chooses_the_order_of_his_targets() -> None:
    state = new(4)
    act(state, Attack(3, KA, SH))
    legal = GAME.legal_actions(state, 0)
    assert {a.target for a in legal if isinstance(a, Attack)} == {1, 2}
    assert all(a.weapon != KA for a in legal if isinstance(a, Attack))
    assert GAME.to_act(state) == (0,)


def test_shi3_announcement_may_be_false_and_is_public_but_the_weapon_is_not() -> None:
    state = new(4)
    events = act(state, Attack(1, KA, SH))
    (ev,) = events
    assert ev.for_seat(0) is not None and ev.for_seat(0).data["weapon"] == KA
    for seat in (1, 2, 3, None):
        seen = ev.for_seat(seat)
        assert seen is not None and "weapon" not in seen.data
        assert seen.data["announced"] == SH
    for seat in (1, 2, 3, None):
        card = GAME.view(state, seat).card(0, 1)
        assert card is not None and card.announced == SH and card.weapon is None
    assert GAME.view(state, 0).card(0, 1).weapon == KA


def test_shi3_a_target_never_carries_three_announcements_of_one_weapon() -> None:
    state = new(4)
    # Seat 1 is attacked by 0, 3 and 2; seats 0 and 3 both announce katana.
    act(state, Attack(1, SH, KA))
    act(state, Attack(2, SA, SH))
    act(state, Attack(3, KA, SH))
    state.current = 1
    for t, w in ((2, SH), (3, SA), (0, KA)):
        act(state, Attack(t, w, w))
    state.current = 2
    for t, w in ((3, SH), (0, SA)):
        act(state, Attack(t, w, w))
    state.current = 3
    act(state, Attack(1, BL, KA))
    legal = GAME.legal_actions(state, 3)
    to_seat_1 = [a for a in legal if isinstance(a, Attack) and a.target == 1]
    assert to_seat_1 == []  # seat 3 has already attacked seat 1
    state.current = 2
    legal = [a for a in GAME.legal_actions(state, 2) if isinstance(a, Attack) and a.target == 1]
    assert legal and all(a.announced != KA for a in legal)
    assert {a.weapon for a in legal} == {KA, BL}  # the katana card may still be given
    with pytest.raises(IllegalActionError):
        apply(GAME, state, 2, Attack(1, KA, KA))


# ---- SHI-4: resolving -------------------------------------------------------


def resolving(weapons: tuple[int, int, int], lives: list[int] | None = None) -> ShinobiState:
    """A 4-seat game where seat 0 (meeple) has received `weapons` from seats
    3, 2 and 1, ready to resolve."""
    state = new(4, lives=lives)
    assign(state, received(0, 4, *weapons))
    assert state.phase == "resolve" and state.current == 0
    return state


def test_shi4_resolving_offers_any_two_of_the_three_received_cards() -> None:
    state = resolving((SH, SA, KA))
    assert GAME.legal_actions(state, 0) == [Reveal(1, 2), Reveal(1, 3), Reveal(2, 3)]


def test_shi4_two_equal_weapons_cost_one_life() -> None:
    state = resolving((SH, SH, SA))
    events = act(state, Reveal(2, 3))
    assert events[0].data == {"seat": 0, "attackers": [2, 3], "weapons": [SH, SH], "same": True}
    assert GAME.legal_actions(state, 0) == [Accept(), DenouncePlotting()]
    act(state, Accept())
    assert state.lives == [4, 5, 5, 5]
    assert state.current == 1


def test_shi4_two_different_weapons_cost_nothing() -> None:
    state = resolving((SH, SH, SA))
    act(state, Reveal(1, 3))
    assert GAME.legal_actions(state, 0) == [Accept(), DenounceIncompetence()]
    act(state, Accept())
    assert state.lives == [5, 5, 5, 5]


def test_shi4_incompetence_proven_costs_each_attacker_a_life() -> None:
    state = resolving((SH, SA, KA))
    act(state, Reveal(1, 2))
    events = act(state, DenounceIncompetence())
    denounced = next(e for e in events if e.kind == "denounced")
    assert denounced.data == {"seat": 0, "charge": "incompetence", "attacker": 3,
                              "weapon": SH, "success": True}
    assert state.lives == [5, 4, 4, 4]


def test_shi4_incompetence_refuted_costs_the_denouncer_a_life() -> None:
    state = resolving((SA, SH, SA))
    act(state, Reveal(2, 3))
    events = act(state, DenounceIncompetence())
    assert next(e for e in events if e.kind == "denounced").data["success"] is False
    assert state.lives == [4, 5, 5, 5]


def test_shi4_plotting_proven_spares_the_denouncer_and_costs_each_attacker_a_life() -> None:
    state = resolving((KA, KA, KA))
    act(state, Reveal(1, 3))
    act(state, DenouncePlotting())
    assert state.lives == [5, 4, 4, 4]


def test_shi4_plotting_refuted_costs_the_denouncer_two_lives() -> None:
    state = resolving((KA, KA, BL))
    act(state, Reveal(2, 3))
    events = act(state, DenouncePlotting())
    lost = [e.data for e in events if e.kind == "lives_lost"]
    assert lost == [{"seat": 0, "amount": 2, "reason": "false_charge", "lives": 3}]
    assert state.lives == [3, 5, 5, 5]


def test_shi4_revealed_cards_stay_visible_to_every_seat_for_the_round() -> None:
    state = resolving((SH, SA, KA))
    act(state, Reveal(1, 2))
    act(state, Accept())
    for seat in (0, 1, 2, 3, None):
        view = GAME.view(state, seat)
        assert view.card(2, 0).weapon == SA and view.card(2, 0).shown
        assert view.card(1, 0).weapon == KA
        if seat != 3:
            assert view.card(3, 0).weapon is None
    # Finish the round: the cards go back (SHI-7) and nothing stays shown.
    while state.round == 1:
        act(state, GAME.legal_actions(state, state.current)[0])
    assert GAME.view(state, None).cards == ()


# ---- SHI-5: lives -------------------------------------------------------------


def test_shi5_lives_never_go_below_zero() -> None:
    state = resolving((KA, KA, BL), lives=[1, 5, 0, 5])
    act(state, Reveal(2, 3))
    act(state, DenouncePlotting())
    assert state.lives == [0, 5, 0, 5]


def test_shi5_attackers_at_zero_lose_nothing_more() -> None:
    state = resolving((SH, SA, KA), lives=[2, 0, 3, 1])
    act(state, Reveal(1, 2))
    events = act(state, DenounceIncompetence())
    assert [e.data["seat"] for e in events if e.kind == "lives_lost"] == [2, 3]
    assert state.lives == [2, 0, 2, 0]


def test_shi5_a_player_at_zero_keeps_attacking_and_denouncing() -> None:
    state = new(4, lives=[0, 3, 3, 3])
    assert GAME.to_act(state) == (0,)
    assert any(isinstance(a, Attack) for a in GAME.legal_actions(state, 0))
    assign(state, received(0, 4, SH, SA, KA))
    act(state, Reveal(1, 2))
    assert DenounceIncompetence() in GAME.legal_actions(state, 0)
    act(state, DenounceIncompetence())
    assert state.lives == [0, 2, 2, 2]


def test_shia4_a_seat_at_zero_loses_nothing_for_a_false_charge() -> None:
    state = new(4, lives=[0, 3, 3, 3])
    assign(state, received(0, 4, SH, SA, SH))
    act(state, Reveal(2, 3))
    act(state, DenounceIncompetence())
    assert state.lives == [0, 3, 3, 3]


# ---- SHI-6: the end -----------------------------------------------------------


def test_shi6_the_last_player_with_lives_wins_at_once() -> None:
    # Seat 0 denounces incompetence and takes the last lives of seats 2 and 3.
    state = new(4, lives=[2, 0, 1, 1])
    assign(state, received(0, 4, SH, SA, KA))
    act(state, Reveal(1, 2))
    events = act(state, DenounceIncompetence())
    assert GAME.is_over(state) and GAME.to_act(state) == ()
    assert events[-1].kind == "game_over"
    assert {e.data["seat"] for e in events if e.kind == "eliminated"} == {2, 3}
    out = GAME.outcome(state)
    assert out.winners == (0,) and out.rewards == (1.0, 0.0, 0.0, 0.0)
    # SHI-A3: seats 2 and 3 lost their last life together and share a place.
    assert out.ranking == ((0,), (2, 3), (1,))
    assert out.details["shared"] is False


def test_shia2_the_end_comes_after_the_resolution_in_progress_only() -> None:
    state = new(4, lives=[5, 1, 0, 0])
    # Seat 0 resolves first; an accepted hit is not the end (two seats live).
    assign(state, received(0, 4, SH, SH, SA) | received(1, 4, KA, KA, BL))
    act(state, Reveal(2, 3))
    act(state, Accept())
    assert not GAME.is_over(state) and state.current == 1
    # Seat 1 accepts a hit with his last life: seat 0 wins, seats 2, 3 never resolve.
    act(state, Reveal(0, 3))
    events = act(state, Accept())
    assert GAME.is_over(state) and state.resolutions == 2
    assert [e.kind for e in events][-2:] == ["eliminated", "game_over"]
    assert GAME.outcome(state).winners == (0,)


def test_shi6_a_resolution_that_takes_every_last_life_is_a_shared_win() -> None:
    # Seat 0 has no lives; its three attackers have one each. Plotting proven.
    state = new(4, lives=[0, 1, 1, 1])
    assign(state, received(0, 4, BL, BL, BL))
    act(state, Reveal(1, 2))
    act(state, DenouncePlotting())
    assert GAME.is_over(state)
    out = GAME.outcome(state)
    assert out.winners == (1, 2, 3)
    assert out.rewards == pytest.approx((0.0, 1 / 3, 1 / 3, 1 / 3))
    assert out.details["shared"] is True
    assert out.ranking == ((1, 2, 3), (0,))


def test_outcome_of_an_unfinished_game_is_refused() -> None:
    with pytest.raises(ValueError):
        GAME.outcome(new(4))


# ---- SHI-7: the meeple --------------------------------------------------------


def test_shi7_the_meeple_passes_to_the_next_seat_each_round() -> None:
    state = new(5, first_seat=4)
    rng = Rng(3)
    meeples = [state.meeple]
    while state.round < 4 and not GAME.is_over(state):
        legal = GAME.legal_actions(state, state.current)
        # Accept every result to keep the game going.
        choice = Accept() if Accept() in legal else legal[rng.randrange(len(legal))]
        events = GAME.step(state, state.current, choice)
        for e in events:
            if e.kind == "round_started":
                meeples.append(e.data["meeple"])
    assert meeples[:4] == [4, 0, 1, 2]
    assert state.current == state.meeple and state.phase == "assign"


# ---- saves and replays ------------------------------------------------------------


def test_actions_round_trip_through_json_and_replay() -> None:
    state = new(4, seed=5)
    rng = Rng(8)
    moves = []
    for _ in range(40):
        seat = state.current
        legal = GAME.legal_actions(state, seat)
        action = legal[rng.randrange(len(legal))]
        moves.append(Move(seat, action))
        GAME.step(state, seat, action)
    options = ShinobiOptions(num_seats=4, first_seat=0)
    back = moves_from_json(GAME, moves_to_json(GAME, moves))
    assert back == moves
    again, _ = replay(GAME, options, 5, back)
    assert GAME.view(again, None) == GAME.view(state, None)
    assert again.cards == state.cards and again.lives == state.lives


def test_a_seat_not_to_act_has_no_legal_actions() -> None:
    state = new(4)
    assert GAME.legal_actions(state, 1) == []
    with pytest.raises(IllegalActionError):
        apply(GAME, state, 1, Attack(2, SH, SH))


# ---- the revealed view (a finished game's table) --------------------------------------


def _finished(seed: int) -> ShinobiState:
    state = GAME.new_game(ShinobiOptions(num_seats=5, first_seat=0), seed)
    rng = Rng(seed)
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        GAME.step(state, seat, legal[rng.randrange(len(legal))])
    return state


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_revealed_view_hides_nothing_at_the_end(seed: int) -> None:
    state = _finished(seed)
    for seat in (None, 0, 3):
        view = GAME.revealed_view(state, seat)
        assert view.revealed and view.legal == ()
        assert view.cards and all(c.weapon == state.cards[c.attacker][c.target]
                                  for c in view.cards)
        assert view.hands == tuple(tuple(state.hand(s)) for s in range(5))
        # Everything else is the seat's ordinary view, laid out from its side.
        normal = GAME.view(state, seat)
        assert view.seat == seat and view.lives == normal.lives and view.hand == normal.hand
        assert [(c.attacker, c.target, c.announced, c.shown) for c in view.cards] == [
            (c.attacker, c.target, c.announced, c.shown) for c in normal.cards]


def test_revealed_view_equals_the_view_where_nothing_is_hidden() -> None:
    # Before any card is given nothing lies face down: only the other seats'
    # hands (all four weapons each) are added.
    state = GAME.new_game(ShinobiOptions(num_seats=4, first_seat=0), 7)
    view = GAME.revealed_view(state, 1)
    normal = GAME.view(state, 1)
    assert view.cards == normal.cards == ()
    assert dataclasses.replace(view, hands=(), revealed=False, legal=normal.legal) == normal


def test_shi6_eliminations_say_whether_the_game_ends_with_them() -> None:
    finals = []
    for seed in (4, 5, 6):
        state = GAME.new_game(ShinobiOptions(num_seats=5, first_seat=0), seed)
        rng = Rng(seed)
        while not GAME.is_over(state):
            seat = GAME.to_act(state)[0]
            legal = GAME.legal_actions(state, seat)
            events = GAME.step(state, seat, legal[rng.randrange(len(legal))])
            over = any(e.kind == "game_over" for e in events)
            for e in events:
                if e.kind == "eliminated":
                    assert e.data["final"] == over
                    finals.append(over)
    assert True in finals and False in finals
