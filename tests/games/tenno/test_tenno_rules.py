"""Tenno rules: every ruling TEN-1 … TEN-10, each special ability and the
combinations a player would ask about."""

from __future__ import annotations

import pytest
from tenno_positions import play, position

from senji_desktop.engine.core import apply
from senji_desktop.engine.errors import IllegalActionError, InvalidOptionsError
from senji_desktop.games.tenno import (
    GAME,
    HIDDEN,
    Arrange,
    Attack,
    Decline,
    Peek,
    Refill,
    Replace,
    SwapTable,
    TennoOptions,
    UseMonk,
    card_of,
    monk_matters,
    strengths,
)
from senji_desktop.games.tenno.model import EMPTY


def c(seat: int, rank: int) -> int:
    return card_of(seat, rank)


# ---- TEN-1 setup -----------------------------------------------------------


def test_ten1_each_seat_arranges_its_peasants_in_turn_order() -> None:
    state = GAME.new_game(TennoOptions(num_seats=3, first_seat=1), 5)
    assert GAME.to_act(state) == (1,)
    assert len(GAME.legal_actions(state, 1)) == 6
    assert all(len(h) == 11 for h in state.hands)
    play(state, Arrange((3, 1, 2)))
    assert len(state.hands[1]) == 8
    assert state.table[1] == [c(1, 3), c(1, 1), c(1, 2)]
    assert GAME.to_act(state) == (2,)
    play(state, Arrange((1, 2, 3)), Arrange((2, 3, 1)))
    assert state.phase == "attack" and GAME.to_act(state) == (1,)


def test_ten1_nobody_sees_another_seats_arrangement() -> None:
    state = GAME.new_game(TennoOptions(num_seats=2, first_seat=0), 5)
    events = play(state, Arrange((3, 1, 2)))
    assert GAME.view(state, 1).table[0] == (HIDDEN, HIDDEN, HIDDEN)
    assert GAME.view(state, 0).table[0] == (c(0, 3), c(0, 1), c(0, 2))
    assert events[0].for_seat(1) is not None and "order" not in events[0].for_seat(1).data  # type: ignore[union-attr]


def test_options_outside_the_rules_are_refused() -> None:
    with pytest.raises(InvalidOptionsError):
        GAME.new_game(TennoOptions.model_construct(num_seats=8, first_seat=None), 1)
    with pytest.raises(InvalidOptionsError):
        GAME.new_game(TennoOptions(num_seats=3, first_seat=3), 1)


# ---- TEN-2 / TEN-3 attacks and strengths -------------------------------------


def test_ten2_the_shogun_never_attacks() -> None:
    state = position([[10, 7, 1], [2, 3, 9]])
    owns = {a.own for a in GAME.legal_actions(state, 0)}
    assert owns == {1, 2}


def test_ten2_both_battle_cards_are_revealed_to_all_seats() -> None:
    state = position([[7, 2, 1], [9, 3, 2], [1, 2, 3]])
    play(state, Attack(1, 0, 0))
    # Daimyo 9 beat Samurai 7: the Samurai went to the discard, the Daimyo stays known.
    for viewer in (0, 1, 2):
        assert GAME.view(state, viewer).table[1][0] == c(1, 9)
    assert state.discard == [c(0, 7)]


def test_ten3_ninja_is_8_attacking_and_4_defending() -> None:
    assert strengths(c(0, 4), c(1, 7), False) == (8, 7)
    assert strengths(c(0, 5), c(1, 4), False) == (5, 4)


def test_ten3_geisha_is_one_more_than_the_opposing_card() -> None:
    assert strengths(c(0, 0), c(1, 10), False) == (11, 10)
    assert strengths(c(0, 4), c(1, 0), False) == (8, 9)
    assert strengths(c(0, 0), c(1, 7), True) == (10, 9)


# ---- TEN-5 outcomes ---------------------------------------------------------


def test_ten5_attacker_wins_and_captures() -> None:
    state = position([[8, 2, 1], [3, 7, 2]])
    play(state, Attack(1, 0, 1), Decline())
    assert state.captured[0] == [c(1, 7)]
    assert state.table[0][0] == c(0, 8) and state.table[1][1] == EMPTY


def test_ten5_defender_wins_and_the_attacker_is_discarded() -> None:
    state = position([[2, 3, 1], [9, 7, 2]])
    play(state, Attack(1, 0, 0))
    assert state.discard == [c(0, 2)] and state.captured == [[], []]


def test_ten5_tie_discards_both() -> None:
    state = position([[7, 3, 1], [7, 9, 2]])
    play(state, Attack(1, 0, 0), Decline())
    assert sorted(state.discard) == sorted([c(0, 7), c(1, 7)])


def test_ten5_winning_defending_shogun_captures_the_attacker() -> None:
    state = position([[9, 3, 1], [10, 7, 2]])
    play(state, Attack(1, 0, 0))
    assert state.captured[1] == [c(0, 9)] and state.table[1][0] == c(1, 10)


# ---- Geisha combinations ------------------------------------------------------


def test_geisha_attacking_a_shogun_captures_it_and_is_removed() -> None:
    state = position([[0, 3, 1], [10, 7, 2]])
    play(state, Attack(1, 0, 0))
    assert state.captured[0] == [c(1, 10)]
    assert state.removed == [c(0, 0)]
    assert state.lost  # her removal counts as a lost card (TEN-7)


def test_shogun_defending_against_a_geisha_is_captured() -> None:
    state = position([[1, 0, 2], [3, 10, 2]])
    play(state, Attack(1, 1, 1))
    assert state.captured == [[c(1, 10)], []]
    assert state.removed == [c(0, 0)]


def test_geisha_defending_against_a_ninja_wins_and_is_removed() -> None:
    state = position([[4, 3, 1], [0, 7, 2]])
    play(state, Attack(1, 0, 0))
    assert state.discard == [c(0, 4)] and state.removed == [c(1, 0)]
    assert state.captured == [[], []]


def test_geisha_attacking_a_ninja_captures_it() -> None:
    state = position([[0, 3, 1], [4, 7, 2]])
    play(state, Attack(1, 0, 0))
    assert state.captured[0] == [c(1, 4)] and state.removed == [c(0, 0)]


def test_two_geishas_are_both_removed() -> None:
    state = position([[0, 3, 1], [0, 7, 2]])
    play(state, Attack(1, 0, 0))
    assert sorted(state.removed) == [c(0, 0), c(1, 0)]
    assert state.captured == [[], []] and state.discard == []


def test_defending_geisha_wins_so_the_defender_may_peek() -> None:
    state = position([[4, 3, 1], [0, 7, 2]])
    play(state, Attack(1, 0, 0), Refill(c(0, 9)), Refill(c(1, 8)))
    assert GAME.to_act(state) == (1,) and state.phase == "peek"


# ---- TEN-4 Monk ---------------------------------------------------------------


def test_ten4_ninja_attacking_a_monk_boosted_card_loses() -> None:
    state = position([[4, 3, 1], [7, 5, 2]])
    play(state, Attack(1, 0, 0))
    assert state.phase == "monk" and GAME.to_act(state) == (1,)
    assert GAME.legal_actions(state, 1) == [UseMonk(1), Decline()]
    events = play(state, UseMonk(1))
    resolved = next(e for e in events if e.kind == "battle_resolved")
    assert (resolved.data["att_strength"], resolved.data["def_strength"]) == (8, 9)
    assert state.discard == [c(0, 4)]
    # The Monk stays in place, face down, and is known to all (TEN-10).
    assert state.table[1][1] == c(1, 5)
    assert GAME.view(state, 0).table[1][1] == c(1, 5)


def test_ten4_monk_turns_a_loss_into_a_tie() -> None:
    state = position([[8, 3, 1], [6, 5, 2]])
    play(state, Attack(1, 0, 0), UseMonk(1))
    assert sorted(state.discard) == sorted([c(0, 8), c(1, 6)])


def test_ten4_declining_the_monk_keeps_the_printed_strength() -> None:
    state = position([[4, 3, 1], [7, 5, 2]])
    play(state, Attack(1, 0, 0), Decline())
    assert state.captured[0] == [c(1, 7)]


def test_ten4_monk_cannot_boost_itself_so_nobody_is_asked() -> None:
    state = position([[6, 3, 1], [5, 7, 2]])
    play(state, Attack(1, 0, 0))
    assert state.phase != "monk"
    assert state.captured[0] == [c(1, 5)]


def test_ten_a1_monk_question_only_when_two_points_matter() -> None:
    assert monk_matters(c(0, 8), c(1, 6))
    assert monk_matters(c(0, 8), c(1, 8))
    assert not monk_matters(c(0, 9), c(1, 2))  # 4 < 9 even with the Monk
    assert not monk_matters(c(0, 3), c(1, 7))  # the defender wins anyway
    assert not monk_matters(c(0, 0), c(1, 7))  # a Geisha wins anyway
    assert not monk_matters(c(0, 7), c(1, 0))


def test_ten_a1_the_question_is_asked_without_a_monk_on_the_table() -> None:
    state = position([[8, 3, 1], [7, 9, 2]])
    play(state, Attack(1, 0, 0))
    assert state.phase == "monk"
    assert GAME.legal_actions(state, 1) == [Decline()]


def test_ten_a1_no_question_once_the_defenders_monk_is_out_of_the_game() -> None:
    state = position([[8, 3, 1], [7, 9, 2]])
    state.hands[1].remove(c(1, 5))
    state.discard.append(c(1, 5))
    play(state, Attack(1, 0, 0))
    assert state.phase != "monk"


def test_ten_a1_no_question_when_the_other_positions_are_known_setup_peasants() -> None:
    """Everyone knows the defender's other two cards are setup Peasants: no
    Monk can be there, so the question (a hot-seat hand-over) is skipped."""
    state = position([[8, 3, 1], [7, 2, 3]])
    state.from_setup[1] = [False, True, True]
    play(state, Attack(1, 0, 0))
    assert state.phase != "monk"


def test_ten_a1_no_question_when_every_other_card_is_public_and_no_monk() -> None:
    state = position([[8, 3, 1], [7, 9, 2]])
    state.public[1] = [False, True, True]
    play(state, Attack(1, 0, 0))
    assert state.phase != "monk"


def test_ten_a1_question_when_one_other_position_may_hold_the_monk() -> None:
    state = position([[8, 3, 1], [7, 9, 2]])
    state.from_setup[1] = [False, True, False]
    play(state, Attack(1, 0, 0))
    assert state.phase == "monk"


def test_ten4_the_monk_never_boosts_an_attack() -> None:
    state = position([[7, 5, 1], [8, 3, 2]])
    actions = GAME.legal_actions(state, 0)
    assert not any(isinstance(a, UseMonk) for a in actions)
    play(state, Attack(1, 0, 0))
    assert state.phase == "refill" and state.discard == [c(0, 7)]


# ---- TEN-6 Ronin ----------------------------------------------------------------


def test_ten6_ronin_attacks_again_after_losing_its_first_battle() -> None:
    state = position([[6, 10, 8], [9, 3, 2], [1, 2, 3]])
    play(state, Attack(1, 0, 0))
    assert state.discard == [c(0, 6)]
    assert state.phase == "ronin" and GAME.to_act(state) == (0,)
    legal = GAME.legal_actions(state, 0)
    # Only the Samurai may attack: the Ronin's position is empty, the Shogun never attacks.
    assert {a.own for a in legal if isinstance(a, Attack)} == {2}
    assert Attack(1, 2, 0) in legal and Attack(2, 2, 1) in legal and Decline() in legal
    # No refill before the second battle.
    assert state.table[0][0] == EMPTY
    play(state, Attack(2, 2, 1))
    assert state.captured[0] == [c(2, 2)]
    assert state.phase == "refill" and GAME.to_act(state) == (0,)


def test_ten6_ronin_winning_may_attack_the_same_card_holder_again() -> None:
    state = position([[6, 7, 1], [3, 9, 2]])
    play(state, Attack(1, 0, 0))
    assert state.captured[0] == [c(1, 3)]
    assert Attack(1, 1, 1) in GAME.legal_actions(state, 0)


def test_shogun_defending_against_a_ronin_captures_it_and_the_second_attack_follows() -> None:
    state = position([[6, 7, 1], [10, 2, 3]])
    play(state, Attack(1, 0, 0))
    assert state.captured[1] == [c(0, 6)]
    assert state.phase == "ronin"
    play(state, Attack(1, 1, 1))
    assert state.captured[0] == [c(1, 2)]
    # Refills: the attacker first, then the defender (TEN-7a).
    assert GAME.to_act(state) == (0,)
    play(state, Refill(c(0, 9)))
    assert GAME.to_act(state) == (1,)
    play(state, Refill(c(1, 8)))
    # The defender won the first battle: he peeks (TEN-7c); the attacker lost
    # a card, so he has no swap option (TEN-7b).
    assert state.phase == "peek" and GAME.to_act(state) == (1,)


def test_ten6_second_attack_may_be_declined() -> None:
    state = position([[6, 7, 1], [3, 9, 2]])
    play(state, Attack(1, 0, 0), Decline())
    assert state.phase == "refill" and GAME.to_act(state) == (1,)


# ---- TEN-7 after the attack -----------------------------------------------------


def test_ten7_refills_attacker_first_then_turn_order_positions_kept() -> None:
    state = position([[6, 7, 1], [3, 9, 2], [2, 8, 3]], attacker=1)
    # Seat 1's Peasant 3 beats seat 2's Peasant 2.
    play(state, Attack(2, 0, 0), Decline())
    assert state.captured[1] == [c(2, 2)]
    assert state.phase == "refill" and GAME.to_act(state) == (2,)
    play(state, Refill(c(2, 10)))
    assert state.table[2] == [c(2, 10), c(2, 8), c(2, 3)]
    # No card lost by the attacker: his swap option follows.
    assert state.phase == "swap" and GAME.to_act(state) == (1,)


def test_ten7_refill_order_with_two_losers() -> None:
    state = position([[1, 7, 2], [6, 9, 3], [8, 2, 3]], attacker=1)
    play(state, Attack(2, 0, 0))  # Ronin 6 vs Samurai 8: Ronin discarded
    play(state, Attack(0, 2, 0), Decline())  # Peasant 3 vs Peasant 1: captured
    order = []
    while state.phase == "refill":
        seat = GAME.to_act(state)[0]
        order.append(seat)
        play(state, GAME.legal_actions(state, seat)[0])
    assert order == [1, 0]


def test_ten7_refills_are_private_but_the_position_is_public() -> None:
    state = position([[8, 2, 1], [3, 7, 2]])
    play(state, Attack(1, 0, 1))
    events = play(state, Refill(c(1, 10)))
    refill = next(e for e in events if e.kind == "refilled")
    assert refill.for_seat(1).data["card"] == c(1, 10)  # type: ignore[union-attr]
    assert "card" not in refill.for_seat(0).data  # type: ignore[union-attr]
    assert refill.for_seat(0).data["position"] == 1  # type: ignore[union-attr]
    assert GAME.view(state, 0).table[1][1] == HIDDEN


def test_ten7_replace_option_with_the_same_card_forgets_it() -> None:
    state = position([[8, 2, 1], [3, 7, 2]])
    play(state, Attack(1, 0, 1), Refill(c(1, 10)))
    assert state.phase == "swap"
    legal = GAME.legal_actions(state, 0)
    assert Replace(0, c(0, 8)) in legal and Replace(0, c(0, 9)) in legal
    assert not any(isinstance(a, SwapTable) for a in legal)
    assert GAME.view(state, 1).table[0][0] == c(0, 8)
    events = play(state, Replace(0, c(0, 8)))
    assert state.table[0][0] == c(0, 8)
    assert GAME.view(state, 1).table[0][0] == HIDDEN
    public = next(e.for_seat(1) for e in events if e.kind == "replaced")
    assert public is not None and public.data == {"seat": 0, "position": 0}


def test_ten7_replace_puts_the_table_card_into_the_hand() -> None:
    state = position([[8, 2, 1], [3, 7, 2]])
    play(state, Attack(1, 0, 1), Refill(c(1, 10)), Replace(2, c(0, 10)))
    assert state.table[0][2] == c(0, 10) and c(0, 1) in state.hands[0]


def test_ten7_two_card_swap_only_with_an_empty_hand() -> None:
    state = position([[8, 2, 1], [3, 7, 2]], hands=[[], [9, 10]])
    play(state, Attack(1, 0, 1), Refill(c(1, 10)))
    legal = GAME.legal_actions(state, 0)
    assert SwapTable(0, 2, True) in legal and SwapTable(0, 1, False) in legal
    assert not any(isinstance(a, Replace) for a in legal)
    events = play(state, SwapTable(0, 2, True))
    assert state.table[0] == [c(0, 1), c(0, 2), c(0, 8)]
    seen = next(e.for_seat(1) for e in events if e.kind == "table_swapped")
    assert seen is not None and "exchange" not in seen.data
    assert GAME.view(state, 1).table[0] == (HIDDEN, HIDDEN, HIDDEN)


def test_ten7_no_swap_option_after_a_lost_card() -> None:
    state = position([[2, 3, 1], [9, 7, 2]])
    play(state, Attack(1, 0, 0), Refill(c(0, 10)))
    assert state.phase == "peek"


def test_ten7_peek_is_private_knowledge() -> None:
    state = position([[2, 3, 1], [9, 7, 2], [1, 2, 3]])
    play(state, Attack(1, 0, 0), Refill(c(0, 10)))
    assert GAME.legal_actions(state, 1) == [Peek(0), Peek(1), Peek(2), Decline()]
    events = play(state, Peek(1))
    assert GAME.view(state, 1).table[0][1] == c(0, 3)
    assert GAME.view(state, 2).table[0][1] == HIDDEN
    assert GAME.view(state, None).table[0][1] == HIDDEN
    assert GAME.view(state, 2).peeked_by[0][1] == frozenset({1})
    peek = next(e for e in events if e.kind == "peeked")
    assert "card" not in peek.for_seat(2).data  # type: ignore[union-attr]
    assert state.phase == "attack" and state.current == 1


# ---- TEN-8 the end ----------------------------------------------------------------


def test_ten8_game_ends_during_a_refill_with_an_empty_hand() -> None:
    state = position([[8, 2, 1], [3, 7, 2], [1, 2, 3]], hands=[[9], [], [10]])
    play(state, Attack(1, 0, 1), Decline())
    assert GAME.is_over(state) and state.ended_by == 1
    outcome = GAME.outcome(state)
    assert outcome.winners == (0,) and outcome.details["ended_by"] == 1


def test_ten8_later_seats_do_not_refill_once_the_game_has_ended() -> None:
    # Seat 1's Ronin loses (discarded), then captures seat 2's card; seat 1 has
    # no hand, so the game ends before seat 2 refills.
    state = position([[1, 1, 1], [6, 3, 10], [9, 2, 1]], attacker=1, hands=[[], [], [8]])
    play(state, Attack(2, 0, 0), Attack(2, 1, 1), Decline())
    assert GAME.is_over(state) and state.ended_by == 1
    assert state.table[2][1] == EMPTY and state.hands[2] == [c(2, 8)]


def test_ten8_tie_break_by_hand_and_table_values() -> None:
    state = position([[8, 2, 1], [3, 7, 2], [9, 0, 5]], hands=[[], [], []])
    state.captured = [[c(1, 10)], [c(2, 4), c(0, 6)], []]
    state.phase = "over"
    outcome = GAME.outcome(state)
    # Seats 0 and 1 both have 10 points; reserve: seat 0 8+2+1 = 11, seat 1 3+7+2 = 12.
    assert outcome.details["points"] == [10, 10, 0]
    assert outcome.details["reserve"] == [11, 12, 14]
    assert outcome.winners == (1,) and outcome.details["decided_by"] == "reserve"
    assert outcome.ranking == ((1,), (0,), (2,))


def test_ten8_geisha_counts_zero_and_a_full_tie_is_shared() -> None:
    state = position([[8, 0, 1], [3, 4, 2]], hands=[[], []])
    state.captured = [[c(1, 9)], [c(0, 9)]]
    state.phase = "over"
    outcome = GAME.outcome(state)
    assert outcome.details["reserve"] == [9, 9]
    assert outcome.winners == (0, 1) and outcome.rewards == (0.5, 0.5)
    assert outcome.details["decided_by"] == "shared"


def test_outcome_of_an_unfinished_game_raises() -> None:
    with pytest.raises(ValueError):
        GAME.outcome(position([[1, 2, 3], [1, 2, 3]]))


# ---- TEN-10 knowledge ---------------------------------------------------------------


def test_ten10_revealed_card_is_forgotten_when_its_position_is_refilled() -> None:
    state = position([[9, 2, 1], [3, 7, 2]])
    play(state, Attack(1, 0, 1))
    assert GAME.view(state, 1).table[0][0] == c(0, 9)
    play(state, Refill(c(1, 8)), Decline())
    # The winner's Daimyo is still known; the refilled position is not.
    assert GAME.view(state, 1).table[0][0] == c(0, 9)
    assert GAME.view(state, 0).table[1][1] == HIDDEN


def test_illegal_actions_are_refused() -> None:
    state = position([[9, 2, 1], [3, 7, 2]])
    with pytest.raises(IllegalActionError):
        apply(GAME, state, 1, Attack(0, 0, 0))
    with pytest.raises(IllegalActionError):
        apply(GAME, state, 0, Attack(0, 0, 1))
