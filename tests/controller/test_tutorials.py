"""Tutorials as data: every tutorial plays from its first step to its last
with exactly the taught actions, in both languages; the checker finds what
does not fit."""

from __future__ import annotations

import dataclasses

import pytest

from senji_desktop.controller.tutorial import (
    LANGUAGES,
    MAX_SENTENCES,
    AutoMove,
    TutorialRun,
    all_tutorials,
    check,
    load_tutorial,
    matches,
    moves_until,
    new_state,
    play_through,
    rules_anchors,
    sentences,
)

#: The games whose tutorial is written (each teaches the main rules its issue lists).
EXPECTED = {"tenno", "shinobi", "senbazuru", "senshi", "senji"}


def test_every_expected_game_has_a_tutorial() -> None:
    assert set(all_tutorials()) >= EXPECTED


@pytest.mark.parametrize("game_id", sorted(EXPECTED))
def test_tutorial_plays_through_to_its_last_step(game_id: str) -> None:
    tutorial = load_tutorial(game_id)
    assert check(tutorial) == []
    runs = list(play_through(tutorial))
    run = runs[-1][0]
    assert run.done
    for step in tutorial.steps:
        for lang in LANGUAGES:
            text = step.text_in(lang)
            # One or two sentences: what to do and why.
            assert 20 < len(text) < 320, (step.id, lang, len(text))


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game_id", sorted(EXPECTED))
def test_every_step_says_what_to_do_in_one_or_two_sentences(game_id: str, lang: str) -> None:
    tutorial = load_tutorial(game_id)
    long = {i + 1: len(sentences(s.text_in(lang))) for i, s in enumerate(tutorial.steps)
            if len(sentences(s.text_in(lang))) > MAX_SENTENCES}
    assert long == {}, f"steps (numbered as the player sees them) with more sentences: {long}"
    # Where the player acts, the step also names what to click (said after a
    # click the step does not teach).
    assert all(s.click_in(lang).strip() for s in tutorial.steps if s.expect)


def test_sentences_end_at_stops_not_at_colons_or_dashes() -> None:
    assert sentences("Your turn: attack! Choose your 3 — then his card. Done") == [
        "Your turn: attack!", "Choose your 3 — then his card.", "Done"]
    assert len(sentences("Gib Kenji dein Katana, aber sag „Sai“ an. Lügen ist erlaubt.")) == 2
    assert len(sentences("Kenji hat 5 zu 4 gewonnen; jetzt du.")) == 1


@pytest.mark.parametrize("game_id", sorted(EXPECTED))
def test_every_step_links_a_section_of_both_rules_pages(game_id: str) -> None:
    tutorial = load_tutorial(game_id)
    for lang in LANGUAGES:
        anchors = rules_anchors(game_id, lang)
        assert all(s.rule in anchors for s in tutorial.steps), lang


def test_matchers_leave_out_fields_but_compare_the_given_ones() -> None:
    assert matches({"kind": "attack"}, {"kind": "attack", "target": 1})
    assert matches({"kind": "attack", "target": 1}, {"kind": "attack", "target": 1, "own": 0})
    assert not matches({"kind": "attack", "target": 2}, {"kind": "attack", "target": 1})
    assert matches({"order": [1, 2, 3]}, {"order": (1, 2, 3), "kind": "arrange"})
    assert not matches({"order": [1, 2]}, {"order": [1, 2, 3]})
    assert not matches({"missing": 1}, {"kind": "x"})


def test_the_checker_names_an_action_that_is_not_the_taught_one() -> None:
    tutorial = load_tutorial("tenno")
    steps = list(tutorial.steps)
    arrange = steps[1]
    # A matcher that fits six arrangements is no single taught action.
    steps[1] = dataclasses.replace(arrange, expect=({"kind": "arrange"},))
    problems = check(dataclasses.replace(tutorial, steps=tuple(steps)))
    assert any("matches 6 legal actions" in p for p in problems)
    # A scripted reply that is not legal.
    steps[1] = dataclasses.replace(arrange, then=(AutoMove(1, {"kind": "refill", "card": 12}),))
    problems = check(dataclasses.replace(tutorial, steps=tuple(steps)))
    assert any("is not legal" in p for p in problems)


def test_the_checker_wants_a_rules_section_that_exists() -> None:
    tutorial = load_tutorial("tenno")
    steps = list(tutorial.steps)
    steps[0] = dataclasses.replace(steps[0], rule="no-such-section")
    problems = check(dataclasses.replace(tutorial, steps=tuple(steps)))
    assert any("no-such-section" in p for p in problems)


def test_run_accepts_only_the_taught_action_and_resumes_at_a_step() -> None:
    tutorial = load_tutorial("tenno")
    run = TutorialRun(tutorial)
    state = new_state(tutorial)
    assert run.waiting(state) == "continue"  # the welcome is read first
    run.confirm()
    assert run.waiting(state) == "player"
    taught = run.expected_action(state)
    others = [a for a in run.game.legal_actions(state, 0) if a != taught]
    assert run.is_expected(state, taught)
    assert others and not any(run.is_expected(state, a) for a in others)
    # Resuming at the third step replays exactly the moves made before it.
    moves = moves_until(tutorial, 2)
    assert [m.seat for m in moves] == [0, 1]
