"""Hints' reasons (ai/hints.py and each game's heuristics.explain)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from senji_desktop.ai.hints import explain
from senji_desktop.engine.hint import HintReason
from senji_desktop.engine.registry import GAMES, load_game
from senji_desktop.engine.rng import Rng

GAME_IDS = [g.game_id for g in GAMES if g.available]
SEATS = {"senji": 3, "senshi": 3, "tenno": 3, "shinobi": 4, "senbazuru": 2}


def _positions(game_id: str, limit: int) -> list[Any]:
    """Views of the deciding seat along one random game (at most `limit`)."""
    game = load_game(game_id)
    options = game.options_adapter.validate_python({"num_seats": SEATS[game_id]})
    state = game.new_game(options, 4)
    rng = Rng(9)
    views = []
    while not game.is_over(state) and len(views) < limit:
        seat = game.to_act(state)[0]
        view = game.view(state, seat)
        views.append(view)
        game.step(state, seat, rng.choice(view.legal))
    return views


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_legal_action_gets_a_reason_or_none_with_plain_values(game_id: str) -> None:
    codes: set[str] = set()
    for view in _positions(game_id, 1500 if game_id == "senji" else 150):
        for action in view.legal:
            reason = explain(game_id, view, action)
            assert reason is None or isinstance(reason, HintReason)
            if reason is not None:
                json.dumps(dict(reason.values))
                codes.add(reason.code)
    assert codes, "the game's heuristics explain some moves"


def test_a_test_that_scores_own_stacks_says_so() -> None:
    from senji_desktop.games.senshi.model import TestTile

    for view in _positions("senshi", 400):
        me = view.seat
        for action in view.legal:
            if not isinstance(action, TestTile):
                continue
            tops = [view.stacks[s][-1] for s in view.cards[me] if view.stacks[s]]
            reason = explain("senshi", view, action)
            assert reason is not None
            if action.colour in tops:
                assert reason.code == "test_scores"
                assert reason.values["own"] == tops.count(action.colour) + 1
                return
    pytest.fail("no Test that scores an own stack in the sample game")


def test_a_game_without_explanations_gives_none(monkeypatch: pytest.MonkeyPatch) -> None:
    import senji_desktop.ai.hints as hints

    monkeypatch.setattr(hints, "hooks_module", lambda _g: None)
    assert explain("senshi", None, None) is None


def test_a_failing_explanation_gives_none(monkeypatch: pytest.MonkeyPatch) -> None:
    import types

    import senji_desktop.ai.hints as hints

    def broken(view: Any, action: Any) -> Any:
        raise KeyError("boom")

    monkeypatch.setattr(hints, "hooks_module", lambda _g: types.SimpleNamespace(explain=broken))
    assert explain("senshi", None, None) is None
