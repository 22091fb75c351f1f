"""Senshi rulings SNS-1 … SNS-8, one or more tests per ruling (rules/senshi.md).

Victory (SNS-9) is in test_senshi_victory.py, invariants over random games in
test_senshi_properties.py.
"""

from __future__ import annotations

import dataclasses
from collections import Counter

import pydantic
import pytest
from senshi_positions import A, H, S, W, build, colour_totals, counts, play, random_game

from senji_desktop.engine.errors import InvalidOptionsError
from senji_desktop.engine.rng import Rng
from senji_desktop.games.senshi import (
    GAME,
    Pass,
    PickStack,
    SenshiOptions,
    Study,
    TestTile,
    Train,
)
from senji_desktop.games.senshi.model import NUM_COLOURS

# ---- SNS-1 open stacks ---------------------------------------------------


def test_sns1_every_stack_is_public_in_every_view() -> None:
    state = GAME.new_game(SenshiOptions(num_seats=3), seed=4)
    expected = {k: tuple(v) for k, v in state.stacks.items()}
    for seat in (0, 1, 2, None):
        assert GAME.view(state, seat).stacks == expected


def test_sns1_picked_stacks_are_remembered_by_every_seat() -> None:
    state = GAME.new_game(SenshiOptions(num_seats=3, first_seat=0), seed=4)
    for seat in (0, 1, 2):
        play(state, seat, PickStack(state.middle[seat]))
    assert state.phase == "play"
    for viewer in (0, 1, 2, None):
        view = GAME.view(state, viewer)
        for seat, hand in enumerate(view.hands):
            assert hand.tiles == tuple(state.known[seat])
            assert hand.unknown == 0
            assert hand.size == 3
            assert hand.own == (seat == viewer)


def test_sns1_trained_tile_is_remembered_by_every_seat() -> None:
    state = build(2, middle=[[S, S, A], [H, H, H]], known=[[W], []])
    play(state, 0, Train(0))
    for viewer in (0, 1, None):
        assert GAME.view(state, viewer).hands[0].tiles == tuple(counts(W, A))


# ---- SNS-2 secret-start variant -----------------------------------------


@pytest.mark.parametrize(("num_seats", "num_stacks"), [(3, 17), (4, 20)])
@pytest.mark.parametrize("seed", [0, 1, 77])
def test_sns2_secret_start_draws_three_each_and_skips_the_pick(
    num_seats: int, num_stacks: int, seed: int
) -> None:
    state = GAME.new_game(SenshiOptions(num_seats=num_seats, secret_start=True), seed)
    assert len(state.stacks) == len(state.middle) == num_stacks
    assert sum(len(s) for s in state.stacks.values()) == num_stacks * 3
    assert all(len(s) == 3 for s in state.stacks.values())
    assert all(sum(sec) == 3 for sec in state.secret)
    assert all(sum(k) == 0 for k in state.known)
    assert state.phase == "play"
    assert state.current == state.first_seat
    assert GAME.legal_actions(state, state.current)
    assert not any(isinstance(a, PickStack) for a in GAME.legal_actions(state, state.current))
    assert colour_totals(state) == [18] * NUM_COLOURS


def test_sns2_three_players_play_with_51_tiles_in_17_stacks() -> None:
    state = GAME.new_game(SenshiOptions(num_seats=3, secret_start=True), seed=2)
    assert sum(len(s) for s in state.stacks.values()) == 51
    assert len(state.middle) == 17
    assert state.removed == [3, 3, 3, 3]


def test_sns2_four_players_play_with_60_tiles_in_20_stacks() -> None:
    state = GAME.new_game(SenshiOptions(num_seats=4, secret_start=True), seed=2)
    assert sum(len(s) for s in state.stacks.values()) == 60
    assert len(state.middle) == 20
    assert state.removed == [0, 0, 0, 0]


def test_sns2_variant_not_allowed_for_two_players() -> None:
    with pytest.raises(InvalidOptionsError):
        GAME.new_game(SenshiOptions(num_seats=2, secret_start=True), seed=1)


def test_sns2_secret_tiles_are_known_to_their_owner_only() -> None:
    state = GAME.new_game(SenshiOptions(num_seats=4, secret_start=True, first_seat=0), seed=8)
    for owner in range(4):
        own = GAME.view(state, owner).hands[owner]
        assert own.own and own.unknown == 0
        assert own.tiles == own.secret == tuple(state.secret[owner])
        for viewer in [*(v for v in range(4) if v != owner), None]:
            other = GAME.view(state, viewer).hands[owner]
            assert not other.own
            assert other.tiles == (0, 0, 0, 0)
            assert other.secret == (0, 0, 0, 0)
            assert other.unknown == 3


def test_sns2_secret_draw_events_are_redacted_for_other_seats() -> None:
    state = GAME.new_game(SenshiOptions(num_seats=3, secret_start=True, first_seat=1), seed=8)
    events = GAME.setup_events(state)
    drawn = [e for e in events if e.kind == "secret_drawn"]
    assert [e.data["seat"] for e in drawn] == [0, 1, 2]
    for e in drawn:
        owner = e.data["seat"]
        full = e.for_seat(owner)
        assert full is not None and full.data["tiles"] == state.secret[owner]
        for viewer in [*(v for v in range(3) if v != owner), None]:
            seen = e.for_seat(viewer)
            assert seen is not None
            assert seen.data == {"seat": owner, "count": 3}


def test_sns2_testing_a_secret_tile_reveals_only_that_tile() -> None:
    state = build(3, middle=[[S, S, S]], secret=[[W, A, H], [], []], secret_start=True)
    events = play(state, 0, TestTile(W))
    assert events[0].kind == "tested"
    assert events[0].data == {"seat": 0, "colour": W, "was_secret": True}
    assert events[0].visible_to is None
    other = GAME.view(state, 1).hands[0]
    assert other.tiles == (0, 0, 0, 0) and other.unknown == 2


def test_sns2_sns_a2_testing_a_colour_held_both_ways_plays_the_remembered_tile() -> None:
    # Others cannot tell which of the two was played; taking the remembered
    # one keeps their knowledge (one unknown tile left) exact.
    state = build(3, middle=[[S, S, S]], known=[[W], [], []], secret=[[W], [], []],
                  secret_start=True)
    events = play(state, 0, TestTile(W))
    assert events[0].data["was_secret"] is False
    other = GAME.view(state, 2).hands[0]
    assert other.tiles == (0, 0, 0, 0) and other.unknown == 1


# ---- SNS-3 setup ---------------------------------------------------------


@pytest.mark.parametrize("seed", [0, 5, 123456789])
def test_sns3_two_players_remove_six_per_colour_sixteen_stacks(seed: int) -> None:
    check_standard_setup(2, 6, 16, seed)


@pytest.mark.parametrize("seed", [0, 5, 123456789])
def test_sns3_three_players_remove_three_per_colour_twenty_stacks(seed: int) -> None:
    check_standard_setup(3, 3, 20, seed)


@pytest.mark.parametrize("seed", [0, 5, 123456789])
def test_sns3_four_players_remove_none_twenty_four_stacks(seed: int) -> None:
    check_standard_setup(4, 0, 24, seed)


def check_standard_setup(num_seats: int, removed: int, num_stacks: int, seed: int) -> None:
    state = GAME.new_game(SenshiOptions(num_seats=num_seats), seed)
    assert state.removed == [removed] * NUM_COLOURS
    assert len(state.stacks) == len(state.middle) == num_stacks
    assert all(len(s) == 3 for s in state.stacks.values())
    in_stacks = Counter(t for s in state.stacks.values() for t in s)
    assert [in_stacks[c] for c in range(NUM_COLOURS)] == [18 - removed] * NUM_COLOURS
    assert all(sum(h) == 0 for h in state.known + state.secret + state.piles)
    assert all(card == [] for card in state.cards)
    assert state.phase == "pick" and state.picks_left == num_seats
    assert GAME.view(state, None).removed_per_colour == removed


def test_sns3_same_seed_same_deal_other_seed_other_deal() -> None:
    options = SenshiOptions(num_seats=3)
    a = GAME.new_game(options, 10)
    b = GAME.new_game(options, 10)
    c = GAME.new_game(options, 11)
    assert a.stacks == b.stacks and a.first_seat == b.first_seat
    assert a.stacks != c.stacks


def test_sns3_first_seat_is_drawn_from_the_seed_unless_chosen() -> None:
    firsts = {GAME.new_game(SenshiOptions(num_seats=4), seed).first_seat for seed in range(60)}
    assert firsts == {0, 1, 2, 3}
    for seat in range(4):
        state = GAME.new_game(SenshiOptions(num_seats=4, first_seat=seat), seed=3)
        assert state.first_seat == state.current == seat


def test_sns3_pick_phase_in_turn_order_from_the_first_player() -> None:
    state = GAME.new_game(SenshiOptions(num_seats=4, first_seat=2), seed=6)
    order = []
    while state.phase == "pick":
        (seat,) = GAME.to_act(state)
        order.append(seat)
        legal = GAME.legal_actions(state, seat)
        # The pick is the only decision: any whole middle stack, nothing else.
        assert legal == [PickStack(s) for s in state.middle]
        for other in range(4):
            if other != seat:
                assert GAME.legal_actions(state, other) == []
        stack = state.middle[-1]
        tiles = list(state.stacks[stack])
        events = play(state, seat, PickStack(stack))
        assert state.known[seat] == counts(*tiles)
        assert stack not in state.stacks and stack not in state.middle
        assert events[0].data == {"seat": seat, "stack": stack, "tiles": tiles}
        assert events[-1].kind == "turn_started"
        assert events[-1].data["seat"] == state.current
    assert order == [2, 3, 0, 1]
    assert state.phase == "play"
    assert state.current == 2
    assert len(state.middle) == 20
    assert state.turn_number == 0
    assert not any(isinstance(a, PickStack) for a in GAME.legal_actions(state, 2))


def test_sns3_invalid_options_are_refused() -> None:
    with pytest.raises(InvalidOptionsError):
        GAME.new_game(SenshiOptions(num_seats=3, first_seat=3), seed=1)
    with pytest.raises(InvalidOptionsError):
        GAME.new_game(SenshiOptions(num_seats=3, first_seat=-1), seed=1)
    with pytest.raises(InvalidOptionsError):
        GAME.new_game(SenshiOptions.model_construct(num_seats=5), seed=1)
    with pytest.raises(pydantic.ValidationError):
        SenshiOptions(num_seats=5)
    with pytest.raises(pydantic.ValidationError):
        SenshiOptions(num_seats=1)


def test_sns3_setup_events_show_the_deal_and_announce_the_first_seat() -> None:
    state = GAME.new_game(SenshiOptions(num_seats=2, first_seat=1), seed=2)
    events = GAME.setup_events(state)
    assert events[0].kind == "dealt"
    assert events[0].data["first_seat"] == 1
    assert events[0].data["stacks"] == state.stacks
    assert [e.kind for e in events] == ["dealt", "turn_started"]
    assert events[-1].data == {"seat": 1}


# ---- SNS-4 Study -----------------------------------------------------------


def test_sns4_study_moves_a_whole_middle_stack_onto_the_card() -> None:
    state = build(2, middle=[[S, A, H], [W, W, W]])
    events = play(state, 0, Study(1))
    assert state.middle == [0]
    assert state.cards[0] == [1]
    assert state.stacks[1] == [W, W, W]
    assert events[0].data == {"seat": 0, "stack": 1, "tiles": [W, W, W]}


def test_sns4_study_limited_to_three_stacks_on_card() -> None:
    state = build(2, middle=[[S, S, S], [A, A, A]],
                  cards=[[[H], [H, W], [W, W, S]], []])
    legal = GAME.legal_actions(state, 0)
    assert not any(isinstance(a, Study) for a in legal)
    # Two stacks on the card: both middle stacks may be studied.
    state.cards[0].pop()
    legal = GAME.legal_actions(state, 0)
    assert [a for a in legal if isinstance(a, Study)] == [Study(0), Study(1)]


def test_sns4_no_study_without_a_middle_stack() -> None:
    state = build(2, cards=[[[H]], []], final_turns_left=2, trigger_seat=1)
    assert not any(isinstance(a, Study) for a in GAME.legal_actions(state, 0))


def test_sns4_sns_a3_stack_emptied_by_another_seats_train_frees_its_slot() -> None:
    state = build(2, middle=[[S, S, S]], cards=[[[H], [A, A], [W, W]], []], current=1)
    # The opponent takes the last tile of one of seat 0's stacks.
    events = play(state, 1, Train(1))
    assert 1 not in state.stacks
    assert state.cards[0] == [2, 3]
    assert [e.kind for e in events] == ["trained", "stack_emptied", "turn_started"]
    assert events[1].data == {"stack": 1, "owner": 0}
    assert Study(0) in GAME.legal_actions(state, 0)


def test_sns4_stack_emptied_by_test_frees_its_slot() -> None:
    state = build(2, middle=[[S, S, S]], cards=[[[W], [A, A], [H, H]], []],
                  known=[[], [W]], current=1)
    play(state, 1, TestTile(W))
    assert state.piles[0][W] == 1
    assert 1 not in state.stacks
    assert state.cards[0] == [2, 3]
    assert Study(0) in GAME.legal_actions(state, 0)


def test_sns4_middle_stack_emptied_by_train_leaves_the_middle() -> None:
    state = build(2, middle=[[A], [S, S, S]])
    play(state, 0, Train(0))
    assert state.middle == [1]
    assert 0 not in state.stacks
    assert state.final_turns_left is None


# ---- SNS-5 Train -----------------------------------------------------------


def test_sns5_train_from_middle_own_card_and_opponent_card() -> None:
    base = build(3, middle=[[S, A]], cards=[[[H, W]], [[S, S, H]], []])
    legal = GAME.legal_actions(base, 0)
    assert [a for a in legal if isinstance(a, Train)] == [Train(0), Train(1), Train(2)]
    for stack, owner, colour in [(0, None, A), (1, 0, W), (2, 1, H)]:
        state = base.clone()
        events = play(state, 0, Train(stack))
        assert state.known[0] == counts(colour)
        assert len(state.stacks[stack]) == len(base.stacks[stack]) - 1
        assert state.stacks[stack] == base.stacks[stack][:-1]
        assert events[0].data == {"seat": 0, "stack": stack, "owner": owner, "colour": colour}
        assert sum(map(sum, state.piles)) == 0  # Train never touches a scoring pile


def test_sns5_train_never_offered_on_an_empty_stack() -> None:
    # Empty stacks leave the table at once; a hand-built leftover is never a target.
    state = build(2, middle=[[], [S]], cards=[[[]], [[A]]])
    trains = [a for a in GAME.legal_actions(state, 0) if isinstance(a, Train)]
    assert trains == [Train(1), Train(3)]


# ---- SNS-6 Test ------------------------------------------------------------


def test_sns6_test_scores_one_tile_per_own_stack_for_every_seat() -> None:
    state = build(
        3,
        middle=[[S, S, S]],  # id 0
        cards=[
            [[S, W], [W, S]],  # seat 0: ids 1, 2
            [[A, W, W], [W], [H]],  # seat 1 (actor): ids 3, 4, 5
            [[W, W]],  # seat 2: id 6
        ],
        known=[[], [W, W], []],
        current=1,
    )
    events = play(state, 1, TestTile(W))
    # Actor: the hand tile and one tile from each blue-topped stack, even where
    # the next tile is blue again.
    assert state.piles[1] == [0, 0, 0, 3]
    assert state.stacks[3] == [A, W]
    assert 4 not in state.stacks and state.cards[1] == [3, 5]
    assert state.stacks[5] == [H]
    assert state.known[1] == counts(W)
    # Everybody else scores from their own cards too, even off turn.
    assert state.piles[2] == [0, 0, 0, 1]
    assert state.stacks[6] == [W]
    assert state.piles[0] == [0, 0, 0, 1]
    assert state.stacks[1] == [S] and state.stacks[2] == [W, S]
    # Actor first, then in turn order.
    assert [(e.kind, e.data.get("seat"), e.data.get("stack")) for e in events] == [
        ("tested", 1, None),
        ("scored_from_stack", 1, 3),
        ("scored_from_stack", 1, 4),
        ("stack_emptied", None, 4),
        ("scored_from_stack", 2, 6),
        ("scored_from_stack", 0, 1),
        ("turn_started", 2, None),
    ]


def test_sns6_test_offered_once_per_colour_in_hand() -> None:
    state = build(2, middle=[[S, S, S]], known=[[A, A, W], []])
    tests = [a for a in GAME.legal_actions(state, 0) if isinstance(a, TestTile)]
    assert tests == [TestTile(A), TestTile(W)]
    state = build(2, middle=[[S, S, S]], known=[[], []])
    assert not any(isinstance(a, TestTile) for a in GAME.legal_actions(state, 0))


def test_sns6_middle_stacks_never_score() -> None:
    state = build(2, middle=[[S, W], [W]], known=[[W], []])
    play(state, 0, TestTile(W))
    assert state.piles == [[0, 0, 0, 1], [0, 0, 0, 0]]
    assert state.stacks[0] == [S, W] and state.stacks[1] == [W]


# ---- SNS-7 end ---------------------------------------------------------------


def test_sns7_study_of_last_stack_triggers_end_and_each_seat_plays_once_more() -> None:
    state = build(3, middle=[[S, A, H]], cards=[[[W, W]], [], [[A, A]]],
                  known=[[S], [H], [W]], current=1)
    events = play(state, 1, Study(0))
    assert [e.kind for e in events] == ["studied", "end_triggered", "turn_started"]
    assert events[1].data == {"seat": 1}
    assert state.trigger_seat == 1
    order = []
    while not GAME.is_over(state):
        (seat,) = GAME.to_act(state)
        order.append(seat)
        last = play(state, seat, GAME.legal_actions(state, seat)[0])
    # Every other seat once in turn order, then the triggering seat last.
    assert order == [2, 0, 1]
    assert last[-1].kind == "game_over"
    assert not any(e.kind == "turn_started" for e in last)
    assert GAME.to_act(state) == ()
    assert all(GAME.legal_actions(state, s) == [] for s in range(3))


def test_sns7_train_of_last_middle_tile_triggers_end() -> None:
    state = build(2, middle=[[H]], cards=[[], [[S, S]]], known=[[], [A]], current=0)
    events = play(state, 0, Train(0))
    assert [e.kind for e in events] == ["trained", "stack_emptied", "end_triggered",
                                        "turn_started"]
    assert state.middle == [] and state.trigger_seat == 0
    order = []
    while not GAME.is_over(state):
        (seat,) = GAME.to_act(state)
        order.append(seat)
        play(state, seat, GAME.legal_actions(state, seat)[-1])
    assert order == [1, 0]


def test_sns7_end_with_four_players_counts_from_the_trigger_seat() -> None:
    state = build(4, middle=[[S, S, S]], known=[[A], [A], [A], [A]], first_seat=2, current=3)
    play(state, 3, Study(0))
    order = []
    while not GAME.is_over(state):
        (seat,) = GAME.to_act(state)
        order.append(seat)
        play(state, seat, TestTile(A))
    assert order == [0, 1, 2, 3]


def test_sns7_no_trigger_while_a_middle_stack_remains() -> None:
    state = build(2, middle=[[S, H], [A]], known=[[W], []])
    play(state, 0, Train(0))  # a tile, not the last of the middle
    play(state, 1, Train(1))  # empties a stack, but another remains
    play(state, 0, TestTile(W))
    assert state.middle == [0]
    assert state.final_turns_left is None and state.trigger_seat is None
    assert not GAME.is_over(state)


def test_sns7_outcome_only_when_over() -> None:
    state = build(2, middle=[[S]], known=[[A], []])
    with pytest.raises(ValueError):
        GAME.outcome(state)


# ---- SNS-8 pass ------------------------------------------------------------


def test_sns8_sns_a1_pass_when_no_legal_action_counts_as_the_final_turn() -> None:
    state = build(2, known=[[], [A]], final_turns_left=2, trigger_seat=1, current=0)
    assert GAME.legal_actions(state, 0) == [Pass()]
    events = play(state, 0, Pass())
    assert events[0].kind == "passed" and events[0].data == {"seat": 0}
    # The pass is that seat's final turn.
    assert state.final_turns_left == 1 and state.current == 1
    assert GAME.legal_actions(state, 1) == [TestTile(A)]
    events = play(state, 1, TestTile(A))
    assert GAME.is_over(state)
    assert events[-1].kind == "game_over"


def test_sns8_pass_not_offered_while_another_action_exists() -> None:
    state = build(2, cards=[[], [[S]]], final_turns_left=2, trigger_seat=1)
    assert GAME.legal_actions(state, 0) == [Train(0)]


# ---- events and determinization -------------------------------------------


@pytest.mark.parametrize(("num_seats", "secret"), [(2, False), (3, True), (4, False)])
def test_every_step_ends_by_announcing_the_next_seat_or_the_end(
    num_seats: int, secret: bool
) -> None:
    options = SenshiOptions(num_seats=num_seats, secret_start=secret)
    game_over = 0
    for state, _, _, events in random_game(options, seed=num_seats, play_seed=1):
        if GAME.is_over(state):
            assert events[-1].kind == "game_over"
            game_over += 1
        else:
            assert events[-1].kind == "turn_started"
            assert events[-1].data == {"seat": state.current}
            assert (state.current,) == GAME.to_act(state)
        assert [e.kind for e in events].count("turn_started") <= 1
        assert all(e.visible_to is None for e in events)
    assert game_over == 1


@pytest.mark.parametrize("picks", [0, 1, 2])
def test_determinize_in_the_pick_phase(picks: int) -> None:
    state = GAME.new_game(SenshiOptions(num_seats=3, first_seat=1), seed=21)
    for _ in range(picks):
        (seat,) = GAME.to_act(state)
        play(state, seat, PickStack(state.middle[0]))
    for viewer in (0, 1, 2, None):
        view = GAME.view(state, viewer)
        det = GAME.determinize(view, Rng(5))
        assert det.picks_left == state.picks_left == 3 - picks
        assert GAME.view(det, viewer) == view
        # The picks still to make lead to the same first play turn.
        while det.phase == "pick":
            (seat,) = GAME.to_act(det)
            play(det, seat, PickStack(det.middle[0]))
        assert det.current == 1 and det.turn_number == 0


def test_determinize_rejects_an_impossible_view() -> None:
    state = build(2, middle=[[S, S, S]])
    state.removed = [0, 0, 0, 0]
    view = GAME.view(state, 0)
    bad = dataclasses.replace(view, stacks={0: (S,) * 19})
    with pytest.raises(ValueError):
        GAME.determinize(bad, Rng(1))
