"""SNS-9 victory: the rulebook's three examples and the ranking below the winner.

Seats follow the rulebook's names in its turn order: Kaito 0, Himari 1,
Yoshihisa 2 (and Tomoe 3 where a fourth player is needed), first seat 0.
"""

from __future__ import annotations

import json

import pytest
from senshi_positions import A, build

from senji_desktop.games.senshi import GAME, score

KAITO, HIMARI, YOSHIHISA, TOMOE = 0, 1, 2, 3


def ranking(outcome_ranking: tuple[tuple[int, ...], ...]) -> list[int]:
    assert all(len(group) == 1 for group in outcome_ranking)
    return [group[0] for group in outcome_ranking]


def test_sns9_example1_smallest_pile_eliminated_largest_remaining_wins() -> None:
    piles = [[7, 4, 3, 3], [5, 4, 4, 4], [6, 5, 4, 4]]
    out = score(piles, [0, 0, 0], first_seat=0)
    # Kaito's 7 is the largest pile of all, but his 3 is the single smallest.
    assert out.details["eliminated"] == [True, False, False]
    assert out.details["smallest"] == 3
    assert out.details["all_tied_smallest"] is False
    assert out.winners == (YOSHIHISA,)
    assert out.details["decided_by"] == "largest_pile"
    assert ranking(out.ranking) == [YOSHIHISA, HIMARI, KAITO]
    assert out.rewards == (0.0, 0.0, 1.0)
    assert out.scores == (7.0, 5.0, 6.0)


def test_sns9_example2_all_tied_for_smallest_nobody_eliminated() -> None:
    piles = [[7, 4, 3, 3], [5, 4, 4, 3], [6, 5, 4, 3]]
    out = score(piles, [0, 0, 0], first_seat=0)
    assert out.details["eliminated"] == [False, False, False]
    assert out.details["all_tied_smallest"] is True
    assert out.winners == (KAITO,)
    assert out.details["decided_by"] == "largest_pile"
    assert ranking(out.ranking) == [KAITO, YOSHIHISA, HIMARI]


def test_sns9_example3_with_a_fourth_eliminated_player() -> None:
    # "None of them have the shortest one": with three players that only
    # works if someone else holds it, so Tomoe (seat 3) is added with the
    # single smallest pile (2). Her 8 is the tallest pile at the table, yet
    # she cannot win. The three tie on 6; hands 2, 2, 0; Himari is later in
    # turn order than Kaito.
    piles = [[6, 4, 4, 3], [6, 5, 3, 3], [6, 3, 3, 4], [8, 2, 5, 5]]
    out = score(piles, [2, 2, 0, 5], first_seat=0)
    assert out.details["eliminated"] == [False, False, False, True]
    assert out.details["contenders"] == [HIMARI, KAITO, YOSHIHISA]
    assert out.winners == (HIMARI,)
    assert out.details["decided_by"] == "turn_order"
    assert ranking(out.ranking) == [HIMARI, KAITO, YOSHIHISA, TOMOE]


def test_sns9_example3_three_players_all_tied_for_smallest() -> None:
    # The other reading with only three players: all of them also share the
    # smallest pile, so nobody is eliminated and the tie on 6 is decided by
    # hands (2, 2, 0) and then turn order.
    piles = [[6, 4, 3, 3], [6, 5, 4, 3], [6, 3, 3, 5]]
    out = score(piles, [2, 2, 0], first_seat=0)
    assert out.details["eliminated"] == [False, False, False]
    assert out.winners == (HIMARI,)
    assert out.details["decided_by"] == "turn_order"
    assert ranking(out.ranking) == [HIMARI, KAITO, YOSHIHISA]


def test_sns9_example3_turn_order_counts_from_the_first_player() -> None:
    # Same piles and hands, but Himari started: the order is Himari,
    # Yoshihisa, Tomoe, Kaito, so Kaito is now the later one and wins.
    piles = [[6, 4, 4, 3], [6, 5, 3, 3], [6, 3, 3, 4], [8, 2, 5, 5]]
    out = score(piles, [2, 2, 0, 5], first_seat=HIMARI)
    assert out.winners == (KAITO,)
    assert out.details["decided_by"] == "turn_order"
    assert ranking(out.ranking) == [KAITO, HIMARI, YOSHIHISA, TOMOE]


def test_sns9_tie_on_largest_pile_decided_by_most_tiles_in_hand() -> None:
    piles = [[6, 4, 4, 4], [6, 5, 4, 4], [5, 4, 4, 4]]
    out = score(piles, [1, 3, 9], first_seat=0)
    assert out.winners == (HIMARI,)
    assert out.details["decided_by"] == "hand"
    assert ranking(out.ranking) == [HIMARI, KAITO, YOSHIHISA]


def test_sns9_ranking_non_eliminated_first_then_eliminated_by_same_criteria() -> None:
    piles = [
        [9, 1, 4, 4],  # 0: eliminated (1), largest 9
        [5, 3, 3, 3],  # 1: alive, 5
        [7, 1, 2, 2],  # 2: eliminated (1), largest 7
        [5, 4, 4, 2],  # 3: alive, 5 — ties seat 1 on pile and hand
    ]
    hands = [0, 2, 4, 2]
    out = score(piles, hands, first_seat=2)
    # Turn order from seat 2: 2, 3, 0, 1 -> seat 1 is later than seat 3.
    assert out.details["eliminated"] == [True, False, True, False]
    assert ranking(out.ranking) == [1, 3, 0, 2]
    assert out.winners == (1,)
    assert out.details["decided_by"] == "turn_order"


def test_sns9_eliminated_tie_broken_by_hand_then_turn_order() -> None:
    piles = [[4, 4, 4, 4], [6, 0, 1, 1], [6, 0, 2, 2], [6, 0, 1, 2]]
    out = score(piles, [0, 1, 3, 1], first_seat=0)
    assert out.winners == (0,)
    assert out.details["decided_by"] == "largest_pile"
    assert ranking(out.ranking) == [0, 2, 3, 1]


def test_sns9_details_are_json_compatible() -> None:
    out = score([[7, 4, 3, 3], [5, 4, 4, 4]], [1, 2], first_seat=1)
    data = json.loads(json.dumps(dict(out.details)))
    assert data["piles"] == [[7, 4, 3, 3], [5, 4, 4, 4]]
    assert data["hand"] == [1, 2]
    assert data["largest"] == [7, 5]


@pytest.mark.parametrize("first_seat", [0, 1])
def test_sns9_outcome_counts_secret_and_remembered_hand_tiles(first_seat: int) -> None:
    # Seat 1 holds 2 tiles, one of them secret; seat 0 holds 1: the tie on
    # the largest pile goes to seat 1 whoever started.
    state = build(3, known=[[A], [A], []], secret=[[], [A], []],
                  piles=[[3, 1, 1, 1], [3, 2, 1, 1], [2, 1, 1, 0]],
                  first_seat=first_seat, secret_start=True)
    state.phase = "over"
    out = GAME.outcome(state)
    assert out.details["hand"] == [1, 2, 0]
    assert out.details["eliminated"] == [False, False, True]
    assert out.winners == (1,)
    assert out.details["decided_by"] == "hand"
