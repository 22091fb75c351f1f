"""Invariants of random legal SenbaZuru games (hypothesis).

Each example plays a whole game with uniformly random legal actions and
checks after every action: the 30 tiles are all somewhere (SBZ-1), tokens are
conserved (SBZ-2), the live score equals a recount from the board (SBZ-9),
no view shows the other seat's hidden hand tiles, determinizations agree with
the view, and the game ends within a bound; a replay gives the same state.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from senbazuru_positions import all_tiles

from senji_desktop.engine.core import Move, replay
from senji_desktop.engine.rng import Rng
from senji_desktop.games.senbazuru import GAME, SenbaZuruOptions, SenbaZuruState
from senji_desktop.games.senbazuru.model import CRANE_TOKENS, GOLD_TOKENS, GOLDEN, NOBODY
from senji_desktop.games.senbazuru.rules import frontier_masks

EXAMPLES = settings(deadline=None)

#: Every turn places or discards one tile (30 tiles) and takes at most
#: 1 draw, 4 catches + 1 end, and a take + put per reward (< 30 rewards).
MAX_ACTIONS = 30 * (1 + 1 + 5) + 2 * 30


def recount(state: SenbaZuruState) -> list[int]:
    pts = list(state.gold)
    for c, t in state.board.items():
        s = state.owner[c]
        if s != NOBODY:
            pts[s] += 1 + int(GOLDEN[t]) + state.tokens.get(c, 0)
    return pts


def check(state: SenbaZuruState, rng: Rng) -> None:
    assert sorted(all_tiles(state)) == list(range(30))
    assert state.frontier == frontier_masks(state.board)
    assert sum(state.tokens.values()) + state.token_supply == CRANE_TOKENS
    assert sum(state.gold) + state.gold_supply == GOLD_TOKENS
    for seat in (0, 1, None):
        v = GAME.view(state, seat)
        assert list(v.scores) == recount(state)
        for s in (0, 1):
            if s != seat:
                assert set(v.hands[s]) == set(state.public[s])
        if seat is not None and state.phase != "over":
            d = GAME.determinize(v, rng)
            assert sorted(all_tiles(d)) == list(range(30))
            assert d.hands[seat] == state.hands[seat]
            assert GAME.view(d, seat).legal == v.legal


@EXAMPLES
@given(st.integers(0, 2**64 - 1), st.integers(0, 2**32), st.sampled_from([None, 0, 1]))
def test_random_play_ends_conserves_tiles_and_scores_match(seed: int, play_seed: int,
                                                           first: int | None) -> None:
    options = SenbaZuruOptions(first_seat=first)
    state = GAME.new_game(options, seed)
    rng = Rng(play_seed)
    moves: list[Move] = []
    check(state, rng)
    while not GAME.is_over(state):
        assert len(moves) < MAX_ACTIONS
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        assert legal and GAME.legal_actions(state, 1 - seat) == []
        action = legal[rng.randrange(len(legal))]
        GAME.step(state, seat, action)
        moves.append(Move(seat, action))
        check(state, rng)
    assert state.display is None and state.hands == [[], []]
    outcome = GAME.outcome(state)
    assert list(outcome.scores) == recount(state)
    again, _ = replay(GAME, options, seed, moves)
    assert again.board == state.board and again.owner == state.owner
    assert again.tokens == state.tokens and again.gold == state.gold


@EXAMPLES
@given(st.integers(0, 2**64 - 1), st.integers(0, 2**32), st.integers(0, 200))
def test_sbz_a7_the_revealed_view_hides_nothing(seed: int, play_seed: int, steps: int) -> None:
    """SBZ-A7: the revealed view shows every hand and the start tile; beyond
    them it is the seat's own view (with no legal actions)."""
    from dataclasses import replace

    state = GAME.new_game(SenbaZuruOptions(), seed)
    rng = Rng(play_seed)
    for _ in range(steps):
        if GAME.is_over(state):
            break
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        GAME.step(state, seat, legal[rng.randrange(len(legal))])
    for viewer in (0, 1, None):
        view = GAME.view(state, viewer)
        shown = GAME.revealed_view(state, viewer)
        assert shown.revealed and shown.legal == ()
        assert shown.hands == tuple(tuple(h) for h in state.hands)
        assert shown.start_tile == state.start_tile
        assert view.start_tile is None and not view.revealed
        assert replace(shown, hands=view.hands, start_tile=None, revealed=False,
                       legal=view.legal) == view


def test_sbz_a7_at_the_end_only_the_start_tile_was_hidden() -> None:
    """A finished game: both hands are played out, so the revealed view is
    the seat's view with the start tile named."""
    from dataclasses import replace

    state = GAME.new_game(SenbaZuruOptions(), 3)
    rng = Rng(4)
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        GAME.step(state, seat, legal[rng.randrange(len(legal))])
    for viewer in (0, 1, None):
        shown = GAME.revealed_view(state, viewer)
        assert replace(shown, start_tile=None, revealed=False) == GAME.view(state, viewer)
