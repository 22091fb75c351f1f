"""SenbaZuru AI: heuristics, hooks, determinization and the search agents."""

from __future__ import annotations

import sys
from pathlib import Path

from senji_desktop.ai.agents import difficulty_config, make_agent
from senji_desktop.ai.arena import run_arena
from senji_desktop.ai.hooks import GameHooks, hooks_for
from senji_desktop.engine.rng import Rng
from senji_desktop.games.senbazuru import (
    GAME,
    Catch,
    EndCatching,
    Place,
    PutToken,
    SenbaZuruOptions,
)
from senji_desktop.games.senbazuru import heuristics as h

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "games" / "senbazuru"))
from senbazuru_positions import position, tile

BL, BD, RL = tile("blue", "light"), tile("blue", "dark"), tile("red", "light")


def test_hooks_are_registered_and_tuned() -> None:
    hooks = hooks_for("senbazuru")
    assert isinstance(hooks, GameHooks) and hooks is h.HOOKS
    assert difficulty_config("senbazuru", "hard").iterations == h.DIFFICULTY_TUNING["hard"]["iterations"]
    assert (difficulty_config("senbazuru", "easy").iterations
            < difficulty_config("senbazuru", "normal").iterations
            < difficulty_config("senbazuru", "hard").iterations)


def test_heuristic_beats_random() -> None:
    result = run_arena("senbazuru", ["heuristic", "random"], 8, 3)
    assert result["illegal_actions"] == 0
    assert result["wins"][0] >= 7


def test_sbz5_heuristic_prefers_a_placement_that_catches() -> None:
    s = position({(1, 0): (BD, 1), (2, -1): (tile("blue", "light", n=1), 1)},
                 hands=([BL], [RL]), display=[tile("green", "light")], tokens={})
    view = GAME.view(s, 0)
    action = h.choose(view, Rng(1))
    assert action == Place(BL, 0, 1)


def test_sbz5_heuristic_catches_and_puts_tokens_on_a_safe_tile() -> None:
    s = position({(1, 0): (BD, 1)}, tokens={(1, 0): 1}, hands=([BL], [RL]),
                 display=[tile("green", "light")])
    GAME.step(s, 0, Place(BL, 0, 1))
    assert h.choose(GAME.view(s, 0), Rng(1)) == Catch(1, -1)
    assert EndCatching() in GAME.view(s, 0).legal
    GAME.step(s, 0, Catch(1, -1))
    choice = h.choose(GAME.view(s, 0), Rng(1))
    assert isinstance(choice, PutToken)


def test_evaluate_and_priors_are_probabilities() -> None:
    s = GAME.new_game(SenbaZuruOptions(), 4)
    r = h.evaluate(s)
    assert abs(sum(r) - 1.0) < 1e-9 and all(0.0 <= x <= 1.0 for x in r)
    legal = GAME.legal_actions(s, s.current)
    assert all(0.0 <= p <= 1.0 for p in h.priors(s, s.current, legal))
    # Ahead on points means a higher estimate.
    s.gold = [5, 0]
    assert h.evaluate(s)[0] > 0.5


def test_determinization_samples_only_hidden_tiles() -> None:
    s = GAME.new_game(SenbaZuruOptions(first_seat=0), 8)
    view = GAME.view(s, 1)
    hands = set()
    for i in range(20):
        d = GAME.determinize(view, Rng(i))
        assert d.hands[1] == s.hands[1]
        assert d.display == s.display and d.board == s.board
        assert not set(d.hands[0]) & set(s.hands[1])
        hands.add(tuple(sorted(d.hands[0])))
    assert len(hands) > 1  # the opponent's hand is unknown, so samples differ


def test_search_agents_choose_legal_actions_through_a_game() -> None:
    state = GAME.new_game(SenbaZuruOptions(), 12)
    agents = [make_agent("senbazuru", "hard", seed=1, iterations=20),
              make_agent("senbazuru", "easy", seed=2, iterations=10)]
    while not GAME.is_over(state):
        seat = state.current
        view = GAME.view(state, seat)
        action = agents[seat].decide(view)
        assert action in view.legal
        GAME.step(state, seat, action)
    assert GAME.outcome(state).scores


def test_bench_figures_quick() -> None:
    figures = h.bench_figures(True)
    assert figures["senbazuru_random_game_mean_actions"] > 30
    assert figures["senbazuru_widest_decision"] > 10
