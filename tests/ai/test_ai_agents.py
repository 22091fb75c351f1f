"""Agents: always legal, views only, seeded, cancellable."""

from __future__ import annotations

import threading
from dataclasses import replace
from typing import Any

import pytest

from senji_desktop.ai.agents import (
    AGENT_NAMES,
    PLAIN_CONFIG,
    SEARCH_AGENTS,
    HeuristicAgent,
    RandomAgent,
    SearchAgent,
    SearchCancelled,
    difficulty_config,
    make_agent,
)
from senji_desktop.ai.hooks import DEFAULT_HOOKS
from senji_desktop.engine.rng import Rng
from senji_desktop.games.senshi import GAME, SenshiOptions, SenshiState

#: Small caps keep whole games fast; the levels still differ in their hooks.
SMALL = {"easy": 6, "normal": 8, "hard": 10, "ismcts-plain": 10}


def agent(name: str, seed: int) -> Any:
    return make_agent("senshi", name, seed=seed, iterations=SMALL.get(name))


@pytest.mark.parametrize(
    ("num_seats", "secret_start"),
    [(2, False), (3, False), (4, False), (3, True), (4, True)],
)
def test_every_agent_always_plays_a_legal_action(num_seats: int, secret_start: bool) -> None:
    options = SenshiOptions(num_seats=num_seats, secret_start=secret_start)
    names = list(AGENT_NAMES)
    for game_no in range(2):
        state = GAME.new_game(options, 100 + game_no)
        # Every agent name plays at some seat, rotating between the two games.
        seated = [names[(seat + game_no * num_seats) % len(names)] for seat in range(num_seats)]
        agents = [agent(name, seat) for seat, name in enumerate(seated)]
        decisions = 0
        while not GAME.is_over(state):
            seat = GAME.to_act(state)[0]
            action = agents[seat].decide(GAME.view(state, seat))
            assert action in GAME.legal_actions(state, seat), (seated[seat], action)
            GAME.step(state, seat, action)
            decisions += 1
        assert decisions > 10


def scrambled_twin(state: SenshiState, seat: int, seed: int) -> SenshiState:
    """Another state `seat` cannot tell from `state`: the other seats' secret
    tiles (SNS-2) are dealt anew from the tiles `seat` has not seen."""
    twin = GAME.determinize(GAME.view(state, seat), Rng(seed))
    assert GAME.view(twin, seat) == GAME.view(state, seat)
    return twin


@pytest.mark.parametrize("name", AGENT_NAMES)
def test_decisions_depend_on_the_view_only(name: str) -> None:
    state = GAME.new_game(SenshiOptions(num_seats=4, secret_start=True), 21)
    seat = state.current
    twins = []
    for seed in range(1, 40):
        twin = scrambled_twin(state, seat, seed)
        if twin.secret != state.secret:
            twins.append(twin)
        if len(twins) == 2:
            break
    assert len(twins) == 2, "the hidden tiles could not be dealt differently"
    decisions = {repr(agent(name, 3).decide(GAME.view(s, seat))) for s in [state, *twins]}
    assert len(decisions) == 1


def test_own_secret_tiles_do_reach_the_own_view() -> None:
    # The counterpart of the test above: a seat's own secret does change its view.
    state = GAME.new_game(SenshiOptions(num_seats=3, secret_start=True), 4)
    seat = state.current
    other = state.clone()
    colours = [c for c in range(4) if other.secret[seat][c]]
    moved_to = (colours[0] + 1) % 4
    other.secret[seat][colours[0]] -= 1
    other.secret[seat][moved_to] += 1
    assert GAME.view(other, seat) != GAME.view(state, seat)
    assert GAME.view(other, (seat + 1) % 3).hands == GAME.view(state, (seat + 1) % 3).hands


@pytest.mark.parametrize("name", AGENT_NAMES)
def test_same_seed_same_decisions(name: str) -> None:
    state = GAME.new_game(SenshiOptions(num_seats=2), 8)
    a, b = agent(name, 42), agent(name, 42)
    for _ in range(12):
        seat = GAME.to_act(state)[0]
        view = GAME.view(state, seat)
        action = a.decide(view)
        assert b.decide(view) == action
        GAME.step(state, seat, action)


@pytest.mark.parametrize("name", AGENT_NAMES)
def test_cancelled_decision_raises(name: str) -> None:
    cancel = threading.Event()
    cancel.set()
    view = GAME.view(GAME.new_game(SenshiOptions(num_seats=2), 1), 0)
    with pytest.raises(SearchCancelled):
        agent(name, 1).decide(view, cancel)


@pytest.mark.parametrize("name", AGENT_NAMES)
def test_public_view_cannot_decide(name: str) -> None:
    view = GAME.view(GAME.new_game(SenshiOptions(num_seats=2), 1), None)
    with pytest.raises(ValueError):
        agent(name, 1).decide(view)


def test_make_agent_kinds_and_budgets() -> None:
    assert isinstance(make_agent("senshi", "random", seed=1), RandomAgent)
    assert isinstance(make_agent("senshi", "heuristic", seed=1), HeuristicAgent)
    for name in ("easy", "normal", "hard"):
        a = make_agent("senshi", name, seed=1)
        assert isinstance(a, SearchAgent)
        assert a.config == difficulty_config("senshi", name)
    hard = make_agent("senshi", "hard", seed=1, iterations=12, time_limit_s=1.5)
    assert isinstance(hard, SearchAgent)
    assert hard.config.iterations == 12
    assert hard.config.time_limit_s == 1.5


def open_senshi_view(seed: int = 5, turns: int = 20) -> Any:
    state = GAME.new_game(SenshiOptions(num_seats=2), seed)
    rng = Rng(seed)
    for _ in range(turns):
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        GAME.step(state, seat, legal[rng.randrange(len(legal))])
    return GAME.view(state, state.current)


def loose_agent(temperature: float, seed: int) -> SearchAgent:
    a = make_agent("senshi", "normal", seed=seed)
    assert isinstance(a, SearchAgent)
    a.config = replace(a.config, policy_temperature=temperature)
    return a


def test_a_policy_difficulty_does_not_search() -> None:
    view = open_senshi_view()
    a = loose_agent(0.03, 1)
    a.decide(view)
    assert a.last_result is not None
    assert a.last_result.stopped_by == "policy" and a.last_result.iterations == 0


def test_policy_temperature_makes_slips_but_rarely_blunders() -> None:
    view = open_senshi_view()
    values = dict(zip(view.legal, loose_agent(0.03, 0).action_values(view), strict=True))
    top = max(values.values())
    best = {a for a in values if values[a] >= top - 1e-9}
    # A very small temperature plays the best move (one of them, if tied).
    assert {loose_agent(1e-6, s).decide(view) for s in range(10)} <= best
    picks = [loose_agent(0.03, s).decide(view) for s in range(200)]
    assert len(set(picks) - best) >= 1  # sometimes another move
    # The best moves come up far more often than a uniform choice would pick them.
    assert sum(1 for a in picks if a in best) > 3 * len(picks) * len(best) / len(values)
    mean = sum(values.values()) / len(values)
    assert sum(values[a] for a in picks) / len(picks) > mean + 0.5 * (top - mean)
    assert all(values[a] >= top - 0.3 for a in picks)  # never ten τ worse


def test_easy_is_weak_but_not_random() -> None:
    from senji_desktop.ai.arena import run_arena

    assert run_arena("senshi", ["easy", "random"], 4, 3)["wins"][0] == 4
    assert run_arena("senshi", ["heuristic", "easy"], 6, 3)["wins"][0] >= 4


def test_plain_ismcts_has_no_game_knowledge() -> None:
    plain = make_agent("tenno", "ismcts-plain", seed=1)
    assert isinstance(plain, SearchAgent)
    assert plain.hooks is DEFAULT_HOOKS  # random rollouts, no evaluation, no priors
    assert plain.config == PLAIN_CONFIG
    assert (plain.config.exploration, plain.config.rollout, plain.config.rollout_depth,
            plain.config.progressive_bias, plain.config.widening) == (1.0, "random", None, 0, 0)
    assert "ismcts-plain" in SEARCH_AGENTS and "ismcts-plain" in AGENT_NAMES


def test_plain_ismcts_searches_every_decision() -> None:
    # Tenno's difficulties answer the Monk question without search (TEN-A1);
    # the baseline has no such knowledge and searches it like any other.
    from senji_desktop.games.tenno import GAME as TENNO
    from senji_desktop.games.tenno.model import TennoOptions

    agents = {s: make_agent("tenno", "ismcts-plain", seed=s, iterations=5) for s in (0, 1)}
    state = TENNO.new_game(TennoOptions(num_seats=2), 3)
    searched = 0
    while not TENNO.is_over(state):
        seat = TENNO.to_act(state)[0]
        view = TENNO.view(state, seat)
        a = agents[seat]
        action = a.decide(view)
        assert a.last_result is not None
        if len(view.legal) > 1:
            assert a.last_result.stopped_by == "iterations"
            searched += 1
        TENNO.step(state, seat, action)
    assert searched > 5


@pytest.mark.parametrize("name", ["normal", "hard", "ismcts-plain"])
def test_time_per_decision_replaces_the_iteration_cap(name: str) -> None:
    a = make_agent("senshi", name, seed=1, iterations=5, time_per_decision_s=0.02)
    assert isinstance(a, SearchAgent)
    assert a.config.clock == "cpu" and a.config.time_limit_s == 0.02
    assert a.config.iterations > 10**6
    state = GAME.new_game(SenshiOptions(num_seats=2), 3)
    for _ in range(4):
        seat = GAME.to_act(state)[0]
        GAME.step(state, seat, GAME.legal_actions(state, seat)[0])
    a.decide(GAME.view(state, state.current))
    assert a.last_result is not None and a.last_result.stopped_by == "time"


@pytest.mark.parametrize("name", ["random", "heuristic", "easy"])
def test_time_per_decision_leaves_the_quick_agents_alone(name: str) -> None:
    plain = make_agent("senshi", name, seed=4)
    timed = make_agent("senshi", name, seed=4, time_per_decision_s=0.5)
    assert type(timed) is type(plain)
    state = GAME.new_game(SenshiOptions(num_seats=2), 3)
    for _ in range(10):
        seat = GAME.to_act(state)[0]
        view = GAME.view(state, seat)
        action = plain.decide(view)
        assert timed.decide(view) == action
        GAME.step(state, seat, action)


def test_search_agent_reports_its_iterations() -> None:
    a = make_agent("senshi", "normal", seed=1, iterations=17)
    assert isinstance(a, SearchAgent)
    state = GAME.new_game(SenshiOptions(num_seats=2), 3)
    a.decide(GAME.view(state, state.current))
    assert a.last_result is not None
    assert a.last_result.iterations == 17


@pytest.mark.parametrize(
    ("args", "error"),
    [
        (("senshi", "grandmaster"), ValueError),
        (("tenno-x", "random"), KeyError),
    ],
)
def test_make_agent_rejects_unknown_names(args: tuple[str, str], error: type) -> None:
    with pytest.raises(error):
        make_agent(*args, seed=1)


def test_make_agent_rejects_an_unavailable_game(monkeypatch: pytest.MonkeyPatch) -> None:
    from dataclasses import replace

    from senji_desktop.engine import registry

    monkeypatch.setattr(registry, "GAMES", tuple(
        replace(g, module=None) if g.game_id == "senji" else g for g in registry.GAMES))
    with pytest.raises(KeyError):
        make_agent("senji", "random", seed=1)


def test_make_agent_rejects_bad_budgets() -> None:
    with pytest.raises(ValueError):
        make_agent("senshi", "hard", seed=1, iterations=0)
    with pytest.raises(ValueError):
        make_agent("senshi", "hard", seed=1, time_limit_s=0)
    with pytest.raises(ValueError):
        make_agent("senshi", "ismcts-plain", seed=1, time_per_decision_s=0)


@pytest.mark.parametrize("game_id", ["senshi", "tenno", "shinobi"])
def test_hard_scores_leaves_by_evaluation_and_random_rollout(game_id: str) -> None:
    """Hard's leaf values mix the evaluation with a random rollout to the end
    (``evaluation_mix``), which needs a rollout depth for the evaluation."""
    hard = difficulty_config(game_id, "hard")
    assert 0.0 < hard.evaluation_mix < 1.0 and hard.rollout_depth is not None
