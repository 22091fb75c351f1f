"""Sentences of hint reasons (ui/hint_text.py, ui/<game>/hints.py)."""

from __future__ import annotations

import re

import pytest

from senji_desktop.ai.hints import explain
from senji_desktop.engine.hint import HintReason
from senji_desktop.engine.registry import load_game
from senji_desktop.engine.rng import Rng
from senji_desktop.ui.hint_text import hint_sentence

SEATS = {"senshi": 3, "tenno": 3, "shinobi": 4, "senbazuru": 2, "senji": 3}
#: Moves of each random game looked at (Senji's run to thousands).
LIMIT = {"senji": 1500}
#: Reasons that have no sentence on purpose (none: every suggestion says why).
SILENT: set[tuple[str, str]] = set()


@pytest.mark.parametrize("game_id", sorted(SEATS))
def test_every_reason_of_a_random_game_reads_as_a_sentence(qapp: object, game_id: str) -> None:
    game = load_game(game_id)
    state = game.new_game(game.options_adapter.validate_python({"num_seats": SEATS[game_id]}), 2)
    rng = Rng(3)
    names = ["Aiko", "Kenji", "Yuki", "Hana"][: SEATS[game_id]]
    codes = set()
    moves = 0
    while not game.is_over(state) and moves < LIMIT.get(game_id, 10_000):
        moves += 1
        seat = game.to_act(state)[0]
        view = game.view(state, seat)
        for action in view.legal[:40]:
            reason = explain(game_id, view, action)
            if reason is None:
                continue
            codes.add(reason.code)
            sentence = hint_sentence(game_id, reason, names)
            if (game_id, reason.code) not in SILENT:
                assert sentence, f"no sentence for {reason}"
            if sentence:
                assert "%" not in sentence.replace("%)", "").replace(" %", "")
                assert "{" not in sentence
                # One of a kind is never counted in the plural ("1 tiles").
                assert not re.search(r"(?<![\d.])1 (different )?(?!is\b)[a-z]+s\b", sentence), \
                    sentence
        game.step(state, seat, rng.choice(view.legal))
    assert codes


def test_no_sentence_without_a_reason_or_for_an_unknown_code(qapp: object) -> None:
    assert hint_sentence("senshi", None, []) is None
    assert hint_sentence("senshi", HintReason("no_such_code"), []) is None
    assert hint_sentence("senji", HintReason("anything"), []) is None
    assert hint_sentence("no_such_game", HintReason("anything"), []) is None


def test_a_senshi_stack_of_one_attribute_or_one_tile_is_counted_in_the_singular(
        qapp: object) -> None:
    assert hint_sentence("senshi", HintReason("pick_stack", {"tiles": 3, "colours": 1}), []) \
        == "This stack brings 3 tiles of one attribute into your hand."
    assert hint_sentence("senshi", HintReason("pick_stack", {"tiles": 1, "colours": 1}), []) \
        == "This stack brings one tile into your hand."
    assert hint_sentence("senshi", HintReason("pick_stack", {"tiles": 3, "colours": 2}), []) \
        == "This stack brings 3 tiles of 2 different attributes into your hand."


@pytest.mark.parametrize("game_id", sorted(SEATS))
def test_every_decision_is_suggested_with_a_reason_in_words(qapp: object, game_id: str) -> None:
    """Every kind of decision gets its reason in words (Senji: setup, winter,
    spring, summer, autumn; Tenno: the arrangement, refills, swaps, declining;
    SenbaZuru: quiet placements, tokens, plain draws), from the policy's own
    reasons; only a choice no rule of thumb explains says that the search
    found it best, and never the bare "marked on the table"."""
    game = load_game(game_id)
    state = game.new_game(game.options_adapter.validate_python({"num_seats": SEATS[game_id]}), 5)
    rng = Rng(7)
    names = ["Aiko", "Kenji", "Yuki", "Hana"][: SEATS[game_id]]
    codes: set[str] = set()
    moves = 0
    while not game.is_over(state) and moves < LIMIT.get(game_id, 10_000):
        moves += 1
        seat = game.to_act(state)[0]
        view = game.view(state, seat)
        for action in view.legal[:40]:
            reason = explain(game_id, view, action)
            assert reason is not None, action
            sentence = hint_sentence(game_id, reason, names)
            assert sentence, reason
            codes.add(reason.code)
        game.step(state, seat, rng.choice(view.legal))
    if game_id == "senji":
        assert len(codes - {"search", "only_choice"}) >= 25, codes


def test_every_senji_reason_code_has_a_sentence() -> None:
    from pathlib import Path

    import senji_desktop.games.senji.heuristics as heuristics
    from senji_desktop.ui.senji.hints import CODES

    source = Path(heuristics.__file__).read_text(encoding="utf-8")
    given = set(re.findall(r'HintReason\("([a-z_]+)"', source)) | {"fleet_land", "fleet_stay"}
    assert given <= CODES, given - CODES
