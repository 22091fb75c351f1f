"""Shinobi AI: deduction, denouncing, bluffing, the agents and the hooks (issue 4)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "games" / "shinobi"))
from shinobi_positions import BL, KA, SA, SH, act, assign, new, received

from senji_desktop.ai.agents import SearchAgent, difficulty_config, make_agent
from senji_desktop.ai.arena import run_arena
from senji_desktop.engine.rng import Rng
from senji_desktop.games.shinobi import (
    GAME,
    Accept,
    Attack,
    DenounceIncompetence,
    DenouncePlotting,
    Reveal,
)
from senji_desktop.games.shinobi import heuristics as H


def test_weapon_odds_exclude_what_an_attacker_was_seen_to_give() -> None:
    assert H.weapon_odds([]) == [0.25] * 4
    assert H.weapon_odds([SH, KA]) == [0.0, 0.5, 0.0, 0.5]
    with pytest.raises(ValueError):
        H.weapon_odds([SH, SA, KA, BL])
    assert H.pair_same_chance([0.5, 0.5, 0, 0], [0, 0, 0.5, 0.5]) == 0.0


def test_heuristic_denounces_plotting_only_when_the_third_card_may_match() -> None:
    # Seat 0 received katana from seats 3 and 2 and a card from seat 1.
    state = new(4)
    assign(state, received(0, 4, KA, KA, SH))
    act(state, Reveal(2, 3))
    # Seat 1 was seen to give the katana to seat 2: its card to seat 0 is no katana.
    state.cards[1][2], state.cards[1][3] = KA, BL
    state.shown[1][2] = True
    assert H.choose(GAME.view(state, 0), Rng(1)) == Accept()
    # Seat 1 was seen to give sai and blowgun: katana is one of two chances.
    state.cards[1][2], state.cards[1][3] = SA, BL
    state.shown[1][2] = state.shown[1][3] = True
    assert H.choose(GAME.view(state, 0), Rng(1)) == DenouncePlotting()


def test_heuristic_denounces_incompetence_when_the_third_card_cannot_match() -> None:
    state = new(4)
    assign(state, received(0, 4, SH, SA, KA) | received(2, 4, SH, BL, SA))
    act(state, Reveal(1, 2))  # katana and sai; the third card is seat 3's
    view = GAME.view(state, 0)
    accept_first = H.choose(view, Rng(1))
    assert accept_first in (Accept(), DenounceIncompetence())
    # Seat 3 is seen to have given katana and sai elsewhere: its card to 0 differs from both.
    state.shown[3][1] = state.shown[3][2] = True
    state.cards[3][1], state.cards[3][2] = KA, SA
    assert H.choose(GAME.view(state, 0), Rng(1)) == DenounceIncompetence()


def test_bluff_is_drawn_among_allowed_words_whatever_the_card() -> None:
    assert H.allowed_announcements([KA, KA, -1]) == [SH, SA, BL]
    rng = Rng(4)
    seen = {H.bluff([SH, SA, KA, BL], rng) for _ in range(60)}
    assert seen == {SH, SA, KA, BL}


def test_the_heuristic_agent_announces_independently_of_its_card() -> None:
    state = new(4)
    truths = 0
    for seed in range(200):
        action = H.choose(GAME.view(state, 0), Rng(seed))
        assert isinstance(action, Attack)
        truths += action.weapon == action.announced
    assert 25 <= truths <= 80  # about one in four


def test_priors_favour_one_word_per_card_and_target() -> None:
    state = new(4)
    legal = GAME.legal_actions(state, 0)
    pri = H.priors(state, 0, legal)
    for t in (1, 2, 3):
        for w in range(4):
            mine = [p for a, p in zip(legal, pri, strict=True)
                    if isinstance(a, Attack) and a.target == t and a.weapon == w]
            assert sorted(mine) == [0.2, 0.2, 0.2, 1.0]


def test_evaluate_gives_nothing_to_seats_without_lives() -> None:
    state = new(4, lives=[0, 3, 3, 1])
    values = H.evaluate(state)
    assert values[0] == 0.0 and values[1] == values[2] > values[3] > 0
    assert abs(sum(values) - 1.0) < 1e-9


def test_rollout_policy_uses_only_what_the_seat_knows() -> None:
    # Two determinizations that differ only in seat 0's face-down cards give
    # the same reveal in a rollout (the policy never reads the hidden truth).
    state = new(4)
    assign(state, received(0, 4, SH, SH, SA))
    other = state.clone()
    other.cards[3][0], other.cards[1][0] = SA, SH  # still different weapons per attacker
    other.cards[3][2], other.cards[1][2] = state.cards[3][2], state.cards[1][2]
    legal = GAME.legal_actions(state, 0)
    assert (H.rollout_action(state, 0, legal, Rng(2))
            == H.rollout_action(other, 0, legal, Rng(2)))


def test_difficulties_are_tuned_for_shinobi() -> None:
    hard = difficulty_config("shinobi", "hard")
    assert hard.iterations == H.DIFFICULTY_TUNING["hard"]["iterations"]
    assert difficulty_config("shinobi", "easy").iterations < hard.iterations


@pytest.mark.parametrize("name", ["random", "heuristic", "easy", "hard"])
def test_agents_choose_legal_actions_from_the_view(name: str) -> None:
    state = new(5, seed=3)
    rng = Rng(9)
    agent = make_agent("shinobi", name, seed=2, iterations=30)
    for _ in range(40):
        seat = GAME.to_act(state)[0]
        view = GAME.view(state, seat)
        action = agent.decide(view) if seat == 0 else view.legal[rng.randrange(len(view.legal))]
        assert action in view.legal
        GAME.step(state, seat, action)
        if GAME.is_over(state):
            break
    if isinstance(agent, SearchAgent):
        assert agent.last_result is not None and agent.last_result.iterations <= 30


def test_heuristic_beats_random_in_seeded_games() -> None:
    result = run_arena("shinobi", ["heuristic", "random", "random", "random"], games=80, seed=1)
    assert result["illegal_actions"] == 0
    assert result["wins"][0] > max(result["wins"][1:])


def test_priors_point_the_search_at_the_heuristics_resolution_choice() -> None:
    state = new(4)
    assign(state, received(0, 4, KA, KA, SH))
    act(state, Reveal(2, 3))
    # Seat 1 was seen to give the katana elsewhere: plotting cannot hold.
    state.cards[1][2], state.cards[1][3] = KA, BL
    state.shown[1][2] = True
    legal = GAME.legal_actions(state, 0)
    assert H.priors(state, 0, legal) == [1.0, 0.0]  # Accept first
    assert H.choose(GAME.view(state, 0), Rng(1)) == legal[0]
    assert difficulty_config("shinobi", "hard").progressive_bias >= 10
