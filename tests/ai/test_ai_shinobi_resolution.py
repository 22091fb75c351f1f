"""Shinobi AI: exact odds of the received cards and the exact resolution
choice every difficulty plays (SHI-1, SHI-4; heuristics.resolve)."""

from __future__ import annotations

import itertools
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "games" / "shinobi"))
from shinobi_positions import BL, KA, SA, SH, act, assign, new, received

from senji_desktop.ai.agents import SearchAgent, make_agent
from senji_desktop.engine.rng import Rng
from senji_desktop.games.shinobi import GAME, Accept, DenounceIncompetence, Reveal
from senji_desktop.games.shinobi import heuristics as H
from senji_desktop.games.shinobi.model import ShinobiState, attackers_of, targets_of


def _shown_elsewhere(state: ShinobiState, attacker: int, *weapons_by_target: tuple[int, int]) -> None:
    """`attacker`'s cards to these targets have been revealed with these weapons."""
    for target, weapon in weapons_by_target:
        state.cards[attacker][target] = weapon
        state.shown[attacker][target] = True


def _enumerated_joint(state: ShinobiState, seat: int) -> dict[tuple[int, ...], float]:
    """The joint odds of `seat`'s three received cards by brute force: every
    attacker's three different weapons (SHI-1) consistent with its revealed
    cards, all such assignments equally likely."""
    n = state.num_seats
    per_attacker = []
    for a in attackers_of(seat, n):
        targets = targets_of(a, n)
        fits = [p for p in itertools.permutations(range(4), 3)
                if all(not state.shown[a][t] or p[i] == state.cards[a][t]
                       for i, t in enumerate(targets))]
        mine = [p[targets.index(seat)] for p in fits]
        per_attacker.append({w: mine.count(w) / len(mine) for w in set(mine)})
    joint: dict[tuple[int, ...], float] = {}
    for combo in itertools.product(*(d.items() for d in per_attacker)):
        joint[tuple(w for w, _ in combo)] = 1.0
        for _, p in combo:
            joint[tuple(w for w, _ in combo)] *= p
    return joint


def test_shi1_odds_of_received_cards_equal_the_enumeration_of_consistent_assignments() -> None:
    state = new(5)
    assign(state, received(0, 5, SH, KA, KA))
    # Seat 4 was seen to give sai and blowgun elsewhere, seat 3 the katana.
    _shown_elsewhere(state, 4, (1, SA), (2, BL))
    _shown_elsewhere(state, 3, (1, KA))
    view = GAME.view(state, 0)
    odds = {a: H._odds_in_view(view, 0, a) for a in attackers_of(0, 5)}
    assert odds[4] == [0.5, 0.0, 0.5, 0.0]
    assert odds[3] == [1 / 3, 1 / 3, 0.0, 1 / 3]
    assert odds[2] == [0.25] * 4
    joint = _enumerated_joint(state, 0)
    for cards, p in joint.items():
        product = odds[4][cards[0]] * odds[3][cards[1]] * odds[2][cards[2]]
        assert abs(p - product) < 1e-12
    assert abs(sum(joint.values()) - 1.0) < 1e-12


def test_shi4_resolution_reveals_the_pair_that_cannot_match() -> None:
    # Seats 2-4 have no lives left: a charge gains seat 0 nothing, so only
    # the chance of a hit counts.
    state = new(5, lives=[3, 3, 0, 0, 0])
    assign(state, received(0, 5, KA, SH, SA))
    # Seat 4's card to seat 0 is katana or blowgun, seat 3's shuriken or sai:
    # those two cannot match; any pair with seat 2's card can.
    _shown_elsewhere(state, 4, (1, SH), (2, SA))
    _shown_elsewhere(state, 3, (4, KA), (1, BL))
    view = GAME.view(state, 0)
    for seed in range(5):
        assert H.resolve(view, Rng(seed)) == Reveal(3, 4)
    assert H.decide_without_search(view) == Reveal(3, 4)


def test_shi4_reveals_look_ahead_to_the_charge() -> None:
    # All at 5 lives: every reveal is worth the same here (the one-step look
    # ahead values the sure charges after a pair that may match).
    state = new(4)
    assign(state, received(0, 4, KA, SH, SA))
    _shown_elsewhere(state, 3, (1, SH), (2, SA))
    _shown_elsewhere(state, 2, (1, KA), (3, BL))
    view = GAME.view(state, 0)
    odds = {a: H._odds_in_view(view, 0, a) for a in attackers_of(0, 4)}
    reveals = [r for r in view.legal if isinstance(r, Reveal)]
    values = H._reveal_values(view.lives, 0, 4, odds, reveals)
    assert max(values) - min(values) < 1e-9
    # The resolution also reads the announcements (as far as the attackers
    # are known to be honest) and takes the best reveal by those odds.
    read = {a: H._odds_in_view(view, 0, a, read=True) for a in attackers_of(0, 4)}
    read_values = H._reveal_values(view.lives, 0, 4, read, reveals)
    best = {r for r, v in zip(reveals, read_values, strict=True)
            if v >= max(read_values) - 1e-12}
    assert {H.resolve(view, Rng(seed)) for seed in range(30)} == best


def test_shi4_resolution_denounces_incompetence_only_when_it_pays() -> None:
    state = new(4)
    assign(state, received(0, 4, KA, SH, SA))
    act(state, Reveal(2, 3))  # shuriken and katana; the third card is seat 1's
    # Seat 1 was seen to give shuriken and katana elsewhere: the charge must hold.
    _shown_elsewhere(state, 1, (2, SH), (3, KA))
    assert H.decide_without_search(GAME.view(state, 0)) == DenounceIncompetence()
    # Seat 1 was seen to give sai and blowgun: its card is shuriken or katana.
    _shown_elsewhere(state, 1, (2, SA), (3, BL))
    assert H.decide_without_search(GAME.view(state, 0)) == Accept()


def test_shi5_seat_without_lives_accepts_even_a_sure_charge() -> None:
    # Seat 0 has no lives left and cannot win (SHI-5): a charge that must
    # hold is worth nothing to it, so it accepts.
    state = new(4, lives=[0, 3, 3, 3])
    assign(state, received(0, 4, KA, SH, SA))
    act(state, Reveal(2, 3))
    _shown_elsewhere(state, 1, (2, SH), (3, KA))
    assert H._decide_values(state.lives, 0, 4, SA, SH, [0.0, 0.0, 0.5, 0.5]) == (0.0, 0.0)
    assert H.decide_without_search(GAME.view(state, 0)) == Accept()
    # With lives the same charge is made.
    state.lives[0] = 1
    assert H.decide_without_search(GAME.view(state, 0)) == DenounceIncompetence()


def test_search_agents_resolve_without_search_and_assign_with_it() -> None:
    state = new(4)
    agent = make_agent("shinobi", "hard", seed=3, iterations=20)
    assert isinstance(agent, SearchAgent)
    agent.decide(GAME.view(state, 0))
    assert agent.last_result is not None and agent.last_result.iterations == 20
    assign(state, received(0, 4, KA, SH, SA))
    view = GAME.view(state, 0)
    assert agent.decide(view) == H.decide_without_search(view)
    assert agent.last_result is not None and agent.last_result.iterations == 0


def test_resolution_is_unchanged_when_hidden_cards_are_dealt_anew() -> None:
    # The decision depends on the seat's view only: other seats' face-down
    # cards dealt anew (consistent with the same view) change nothing.
    rng = Rng(11)
    for seed in range(12):
        state = new(4, first_seat=seed % 4, seed=seed)
        while state.phase == "assign":
            legal = GAME.legal_actions(state, state.current)
            GAME.step(state, state.current, legal[rng.randrange(len(legal))])
        # Resolve a few seats at random so that some cards are revealed.
        for _ in range(seed % 3):
            seat = state.current
            for _ in range(2):
                legal = GAME.legal_actions(state, seat)
                GAME.step(state, seat, legal[rng.randrange(len(legal))])
        seat = state.current
        view = GAME.view(state, seat)
        choice = H.decide_without_search(view)
        heuristic = H.choose(view, Rng(5))
        for k in range(4):
            other = GAME.determinize(view, Rng(100 * seed + k))
            assert GAME.view(other, seat) == view
            assert H.decide_without_search(GAME.view(other, seat)) == choice
            assert H.choose(GAME.view(other, seat), Rng(5)) == heuristic
