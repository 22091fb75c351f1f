"""Senshi heuristics: the hand-written policy, the evaluation and the hooks."""

from __future__ import annotations

import pytest

from senji_desktop.ai.arena import run_arena
from senji_desktop.ai.hooks import DEFAULT_HOOKS, GameHooks, hooks_for
from senji_desktop.engine.rng import Rng
from senji_desktop.games.senshi import GAME, SenshiOptions, SenshiState, Study, TestTile
from senji_desktop.games.senshi import heuristics as h

RED, GREEN, YELLOW, BLUE = 0, 1, 2, 3


def position(
    *,
    middle: dict[int, list[int]],
    cards: list[dict[int, list[int]]],
    piles: list[list[int]],
    hands: list[list[int]],
    current: int = 0,
    final_turns_left: int | None = None,
) -> SenshiState:
    """A hand-made 2-player play-phase position. Tiles the description leaves
    out (12 per colour are in play, SNS-3) are added as extra middle stacks."""
    stacks = dict(middle)
    for card in cards:
        stacks.update(card)
    missing = [12] * 4
    for st in stacks.values():
        for t in st:
            missing[t] -= 1
    for counts in [*piles, *hands]:
        for c in range(4):
            missing[c] -= counts[c]
    assert min(missing) >= 0, missing
    rest = [c for c in range(4) for _ in range(missing[c])]
    middle = dict(middle)
    for i in range(0, len(rest), 3):
        middle[100 + i] = rest[i : i + 3]
    stacks.update(middle)
    return SenshiState(
        num_seats=2, first_seat=0, secret_start=False, rng=Rng(1), stacks=stacks,
        middle=list(middle), cards=[list(c) for c in cards], piles=piles,
        known=hands, secret=[[0] * 4, [0] * 4], removed=[6] * 4, phase="play",
        current=current, final_turns_left=final_turns_left,
        trigger_seat=None if final_turns_left is None else 1 - current,
    )


def test_heuristic_beats_random() -> None:
    result = run_arena("senshi", ["heuristic", "random"], 10, 2)
    assert result["illegal_actions"] == 0
    assert result["wins"][0] >= 8


def test_tests_the_colour_that_scores_own_tops_not_the_opponents() -> None:
    state = position(
        middle={0: [GREEN, YELLOW, RED], 1: [YELLOW, GREEN, GREEN]},
        cards=[{10: [GREEN, BLUE]}, {11: [YELLOW, RED]}],
        piles=[[3, 3, 4, 2], [3, 3, 3, 3]],
        hands=[[1, 0, 0, 1], [0, 0, 0, 0]],
    )
    values = h.action_values(GAME.view(state, 0), Rng(1))
    tests = {a: v for a, v in values.items() if isinstance(a, TestTile)}
    assert max(tests, key=tests.__getitem__) == TestTile(BLUE)


def test_triggers_the_end_when_that_locks_in_the_win() -> None:
    # Seat 1 holds five red tiles: given time it would repair its red pile.
    # After the trigger it has one turn (red: 4, like seat 0's smallest pile),
    # and seat 0 still wins with its yellow 7 (SNS-7, SNS-9).
    state = position(
        middle={0: [GREEN, GREEN, GREEN]},
        cards=[{}, {}],
        piles=[[4, 5, 7, 5], [3, 4, 5, 6]],
        hands=[[0, 0, 0, 1], [5, 0, 0, 0]],
    )
    assert len(state.middle) == 1
    assert h.choose(GAME.view(state, 0), Rng(1)) == Study(0)


def test_remaining_turns_after_the_end_is_triggered() -> None:
    state = position(middle={}, cards=[{}, {}], piles=[[0] * 4] * 2, hands=[[0] * 4] * 2,
                     current=1, final_turns_left=3)
    assert h.remaining_turns(state) == [1.0, 2.0]


def test_projection_plays_only_the_tiles_there_are_turns_for() -> None:
    proj = h.projected_piles([2, 5, 5, 5], [3, 0, 0, 1], [], turns_left=2, end_triggered=True)
    assert proj == [4.0, 5.0, 5.0, 5.0]


def test_evaluation_is_a_distribution_and_exact_at_the_end() -> None:
    rng = Rng(5)
    for num_seats in (2, 3, 4):
        state = GAME.new_game(SenshiOptions(num_seats=num_seats), num_seats)
        while not GAME.is_over(state):
            values = h.evaluate(state)
            assert len(values) == num_seats
            assert all(0.0 <= v <= 1.0 for v in values)
            assert sum(values) == pytest.approx(1.0)
            seat = GAME.to_act(state)[0]
            legal = GAME.legal_actions(state, seat)
            assert h.rollout_action(state, seat, legal, rng) in legal
            priors = h.priors(state, seat, legal)
            assert len(priors) == len(legal)
            assert all(0.0 <= p <= 1.0 for p in priors)
            GAME.step(state, seat, legal[rng.randrange(len(legal))])
        assert h.evaluate(state) == GAME.outcome(state).rewards


def test_evaluation_prefers_the_seat_without_the_smallest_pile() -> None:
    state = position(middle={0: [RED, RED, RED]}, cards=[{}, {}],
                     piles=[[4, 4, 4, 4], [2, 6, 6, 6]], hands=[[0] * 4, [0] * 4])
    values = h.evaluate(state)
    assert values[0] > values[1]


def test_hooks_registry(monkeypatch: pytest.MonkeyPatch) -> None:
    from senji_desktop.engine import registry
    hooks = hooks_for("senshi")
    assert hooks is h.HOOKS
    assert isinstance(hooks, GameHooks)
    # A registered game without a heuristics module gets the default hooks.
    monkeypatch.setattr(registry, "GAMES", (
        *registry.GAMES, registry.GameInfo("nohooks", "No hooks", 2, 2, None)))
    assert hooks_for("nohooks") is DEFAULT_HOOKS
    with pytest.raises(KeyError):
        hooks_for("chess")
