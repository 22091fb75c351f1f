"""Invariants of random legal Shinobi games (hypothesis).

Each example plays one whole game with uniformly random legal actions for
4–6 seats and checks the invariants after every action: the game ends, lives
never go below 0 nor rise (SHI-5), every attacker gives three different
weapons (SHI-1), and no view or event shows a seat a face-down card it did
not give and has not seen revealed (SHI-3, SHI-4).
"""

from __future__ import annotations

from dataclasses import dataclass

from hypothesis import given, settings
from hypothesis import strategies as st
from shinobi_positions import random_play

from senji_desktop.engine.core import Move, replay
from senji_desktop.engine.rng import Rng
from senji_desktop.games.shinobi import GAME, ShinobiOptions, ShinobiState, targets_of
from senji_desktop.games.shinobi.model import NO_CARD, NUM_WEAPONS

EXAMPLES = settings(deadline=None)


@dataclass(frozen=True)
class Setup:
    options: ShinobiOptions
    seed: int
    play_seed: int


@st.composite
def setups(draw: st.DrawFn) -> Setup:
    n = draw(st.integers(4, 6))
    first = draw(st.none() | st.integers(0, n - 1))
    return Setup(ShinobiOptions(num_seats=n, first_seat=first),
                 draw(st.integers(0, 2**64 - 1)), draw(st.integers(0, 2**32)))


def check_privacy(state: ShinobiState) -> None:
    """No view shows the weapon of a face-down card to anyone but its attacker."""
    n = state.num_seats
    for viewer in [*range(n), None]:
        view = GAME.view(state, viewer)
        seen = 0
        for c in view.cards:
            seen += 1
            true = state.cards[c.attacker][c.target]
            assert c.announced == state.announced[c.attacker][c.target]
            if c.shown or c.attacker == viewer:
                assert c.weapon == true
            else:
                assert c.weapon is None
        assert seen == sum(1 for a in range(n) for t in range(n) if state.cards[a][t] != NO_CARD)
        if viewer is not None:
            assert list(view.hand) == state.hand(viewer)
        else:
            assert view.hand == () and view.legal == ()


@EXAMPLES
@given(setups())
def test_random_play_ends_and_keeps_every_invariant(setup: Setup) -> None:
    state = GAME.new_game(setup.options, setup.seed)
    n = state.num_seats
    rng = Rng(setup.play_seed)
    moves: list[Move] = []
    lives = state.lives[:]
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        assert legal and len(set(legal)) == len(legal)
        action = legal[rng.randrange(len(legal))]
        moves.append(Move(seat, action))
        events = GAME.step(state, seat, action)
        assert all(x >= 0 for x in state.lives)
        assert all(now <= before for now, before in zip(state.lives, lives, strict=True))
        lives = state.lives[:]
        for a in range(n):
            given_ = [w for w in state.cards[a] if w != NO_CARD]
            assert len(set(given_)) == len(given_) <= 3
            assert all(state.cards[a][t] == NO_CARD for t in range(n)
                       if t not in targets_of(a, n))
        for t in range(n):
            anns = [state.announced[a][t] for a in range(n) if state.announced[a][t] != NO_CARD]
            assert all(anns.count(w) <= 2 for w in range(NUM_WEAPONS))
        for e in events:
            if e.kind == "attacked":
                for viewer in [*range(n), None]:
                    seen = e.for_seat(viewer)
                    assert seen is not None
                    assert ("weapon" in seen.data) == (viewer == e.data["attacker"])
        check_privacy(state)
        assert len(moves) < 20000
    out = GAME.outcome(state)
    alive = [s for s in range(n) if state.lives[s] > 0]
    assert len(alive) <= 1
    if alive:
        assert out.winners == tuple(alive)
    assert abs(sum(out.rewards) - 1.0) < 1e-9
    again, _ = replay(GAME, setup.options, setup.seed, moves)
    assert again.lives == state.lives and again.winners == state.winners


@EXAMPLES
@given(setups(), st.integers(0, 400), st.integers(0, 2**32))
def test_determinization_keeps_the_view_and_deals_different_weapons(
        setup: Setup, steps: int, det_seed: int) -> None:
    state = GAME.new_game(setup.options, setup.seed)
    rng = Rng(setup.play_seed)
    for _ in range(steps):
        if GAME.is_over(state):
            break
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        GAME.step(state, seat, legal[rng.randrange(len(legal))])
    if GAME.is_over(state):
        return
    seat = GAME.to_act(state)[0]
    view = GAME.view(state, seat)
    sample = GAME.determinize(view, Rng(det_seed))
    assert GAME.view(sample, seat) == view
    n = state.num_seats
    for a in range(n):
        given_ = [w for w in sample.cards[a] if w != NO_CARD]
        assert len(set(given_)) == len(given_)
    random_play(sample, Rng(det_seed + 1))


def test_random_play_from_many_seeds_ends() -> None:
    rng = Rng(2)
    for seed in range(30):
        state = GAME.new_game(ShinobiOptions(num_seats=4 + seed % 3), seed)
        assert random_play(state, rng) > 0
