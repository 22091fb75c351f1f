"""Tenno AI: hooks, heuristic agent and search agents decide legally and
from the seat's view only."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from senji_desktop.ai.agents import difficulty_config, make_agent
from senji_desktop.ai.arena import run_arena
from senji_desktop.ai.hooks import GameHooks, hooks_for
from senji_desktop.engine.rng import Rng
from senji_desktop.games.tenno import (
    GAME,
    Attack,
    Decline,
    Peek,
    Refill,
    TennoOptions,
    UseMonk,
    card_of,
)
from senji_desktop.games.tenno import heuristics as h

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "games" / "tenno"))
from tenno_positions import play, position


def c(seat: int, rank: int) -> int:
    return card_of(seat, rank)


def test_hooks_are_registered_and_hard_is_tuned() -> None:
    hooks = hooks_for("tenno")
    assert hooks is h.HOOKS and isinstance(hooks, GameHooks)
    assert difficulty_config("tenno", "hard").iterations == h.DIFFICULTY_TUNING["hard"]["iterations"]


def test_heuristic_beats_random() -> None:
    result = run_arena("tenno", ["heuristic", "random", "random"], 12, 3)
    assert result["illegal_actions"] == 0
    assert result["wins"][0] >= 7


def test_search_agents_play_whole_games_legally() -> None:
    result = run_arena("tenno", ["easy", "random"], 2, 5, iterations_scale=0.2)
    assert result["illegal_actions"] == 0 and sum(result["wins"]) + result["draws"] >= 2


def test_heuristic_attacks_a_remembered_weak_card_with_a_strong_one() -> None:
    state = position([[9, 8, 1], [2, 3, 10], [1, 2, 3]])
    state.public[1][0] = True  # seat 1's Peasant 2 was revealed earlier
    view = GAME.view(state, 0)
    action = h.choose(view, Rng(1))
    assert isinstance(action, Attack) and (action.target, action.their) == (1, 0)
    assert action.own in (0, 1)


def test_heuristic_spends_the_geisha_on_a_known_shogun() -> None:
    state = position([[0, 2, 1], [10, 3, 2], [1, 2, 3]])
    state.public[1][0] = True
    action = h.choose(GAME.view(state, 0), Rng(1))
    assert action == Attack(1, 0, 0)


def test_heuristic_uses_the_monk_and_peeks_at_an_unknown_card() -> None:
    state = position([[8, 3, 1], [7, 5, 2]])
    play(state, Attack(1, 0, 0))
    assert h.choose(GAME.view(state, 1), Rng(1)) == UseMonk(1)
    play(state, UseMonk(1), Refill(c(0, 9)))
    action = h.choose(GAME.view(state, 1), Rng(1))
    assert isinstance(action, Peek)


def test_decisions_depend_on_the_view_only() -> None:
    """Two states that differ only in cards seat 0 cannot know lead to the same
    decision of every agent for seat 0."""
    a = position([[9, 8, 1], [2, 3, 10], [1, 2, 3]])
    b = position([[9, 8, 1], [10, 3, 2], [3, 2, 1]])
    b.hands = [h_[:] for h_ in a.hands]
    b.hands[1] = sorted(c(1, r) for r in range(11) if r not in (10, 3, 2))
    b.hands[2] = sorted(c(2, r) for r in range(11) if r not in (1, 2, 3))
    va, vb = GAME.view(a, 0), GAME.view(b, 0)
    assert va == vb
    for name in ("heuristic", "easy", "hard"):
        agent_a = make_agent("tenno", name, seed=4, iterations=30)
        agent_b = make_agent("tenno", name, seed=4, iterations=30)
        assert agent_a.decide(va) == agent_b.decide(vb)


def test_priors_use_the_seats_knowledge_not_the_sampled_cards() -> None:
    a = position([[9, 8, 1], [2, 3, 10], [1, 2, 3]])
    b = a.clone()
    b.table[1] = [c(1, 10), c(1, 3), c(1, 2)]
    legal = GAME.legal_actions(a, 0)
    assert h.priors(a, 0, legal) == h.priors(b, 0, legal)


def test_evaluation_favours_captured_points_and_is_exact_at_the_end() -> None:
    state = position([[9, 8, 1], [2, 3, 10]])
    state.captured = [[c(1, 9), c(1, 8)], []]
    values = h.evaluate(state)
    assert values[0] > values[1] and abs(sum(values) - 1.0) < 1e-9
    rng = Rng(3)
    state = GAME.new_game(TennoOptions(num_seats=3), 2)
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        GAME.step(state, seat, h.rollout_action(state, seat, legal, rng))
    assert h.evaluate(state) == GAME.outcome(state).rewards


def test_ten_a1_monk_question_takes_the_same_path_with_and_without_a_monk(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Privacy: every difficulty answers the Monk question without search,
    whether or not the defender holds a Monk, so the AI's thinking time does
    not tell the attacker (a search would take visibly longer). Easy never
    searches at all (it plays its policy)."""
    import senji_desktop.ai.agents as agents

    def no_search(*_a: object, **_k: object) -> object:
        raise AssertionError("the Monk question must not be searched")

    monkeypatch.setattr(agents, "search", no_search)
    with_monk = position([[8, 3, 1], [7, 5, 2]])
    without = position([[8, 3, 1], [7, 6, 2]])
    for state in (with_monk, without):
        play(state, Attack(1, 0, 0))
        assert state.phase == "monk"
    for name in ("easy", "normal", "hard"):
        answers = []
        for state in (with_monk, without):
            agent = make_agent("tenno", name, seed=3, iterations=30)
            answers.append(agent.decide(GAME.view(state, 1)))
            assert agent.last_result is not None
            assert agent.last_result.stopped_by in ("without_search", "policy", "single_action")
            assert agent.last_result.iterations == 0
        assert answers[0] == UseMonk(1)
        assert answers[1] == Decline()


def test_weighted_deal_keeps_the_view_and_lays_strong_cards_from_hand_more_often() -> None:
    """TEN-10: the weighted deal fixes what seat 0 knows and gives seat 1
    the same hidden cards as the game's deal, only a card laid from hand
    (not a setup Peasant) is more often the Shogun."""
    state = position([[9, 8, 1], [2, 7, 4]])
    state.from_setup[1] = [True, False, False]
    state.public[1][1] = True  # seat 1's Samurai 7 was revealed
    view = GAME.view(state, 0)
    shoguns = {"even": 0, "weighted": 0}
    rng = Rng(3)
    for _ in range(600):
        for name, dealt in (("even", GAME.determinize(view, rng)),
                            ("weighted", h.determinize(view, rng))):
            assert GAME.view(dealt, 0) == view
            assert dealt.table[1][0] % 11 in (1, 2, 3)
            shoguns[name] += dealt.table[1][2] == c(1, 10)
    # Seat 1 has 8 unseen cards outside its setup Peasant: 1 in 8 evenly,
    # 2.5 in 10.5 with the Shogun weighted.
    assert 50 <= shoguns["even"] <= 100
    assert shoguns["weighted"] >= 1.6 * shoguns["even"]


def test_margin_rewards_keep_the_win_first_and_tell_margins_apart() -> None:
    """TEN-8: the sole winner's reward stays above every loser's; a wider
    margin scores higher on both sides."""

    def finished(captured_ranks: list[list[int]]) -> Any:
        state = position([[9, 8, 1], [2, 7, 4]])
        state.captured = [[c(1 - s, r) for r in ranks] for s, ranks in enumerate(captured_ranks)]
        state.phase = "over"
        return state

    narrow = h.final_rewards(finished([[6], [5]]))
    wide = h.final_rewards(finished([[9, 8, 6], [5]]))
    assert narrow[0] > 0.8 > 0.2 > narrow[1]
    assert wide[0] > narrow[0] and wide[1] < narrow[1]
    assert all(0.0 <= r <= 1.0 for r in (*narrow, *wide))
