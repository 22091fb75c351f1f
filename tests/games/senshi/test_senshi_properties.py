"""Invariants of random legal Senshi games (hypothesis).

Each example plays one whole game with uniformly random legal actions, for
2–4 seats and both the standard game and the secret-start variant (SNS-2),
and checks an invariant after every action.
"""

from __future__ import annotations

from dataclasses import dataclass

from hypothesis import given, settings
from hypothesis import strategies as st
from senshi_positions import colour_totals, random_game, snapshot

from senji_desktop.engine.core import Event, Move, replay
from senji_desktop.engine.rng import Rng
from senji_desktop.games.senshi import GAME, Pass, SenshiOptions, SenshiState
from senji_desktop.games.senshi.model import MAX_CARD_STACKS, NUM_COLOURS, TILES_PER_COLOUR

# Example counts come from the profile in tests/conftest.py (40 by default).
EXAMPLES = settings(deadline=None)


@dataclass(frozen=True)
class Setup:
    options: SenshiOptions
    seed: int
    play_seed: int


@st.composite
def setups(draw: st.DrawFn, secret_only: bool = False) -> Setup:
    variants = [(3, True), (4, True)]
    if not secret_only:
        variants += [(2, False), (3, False), (4, False)]
    num_seats, secret = draw(st.sampled_from(variants))
    first = draw(st.none() | st.integers(0, num_seats - 1))
    options = SenshiOptions(num_seats=num_seats, first_seat=first, secret_start=secret)
    return Setup(options, draw(st.integers(0, 2**64 - 1)), draw(st.integers(0, 2**32)))


def viewers(state: SenshiState) -> list[int | None]:
    return [*range(state.num_seats), None]


def max_actions(state: SenshiState) -> int:
    """An upper bound on a game's length from its start: every pick and Study
    moves a stack once, every tile is trained and tested at most once, and
    passes only happen in the final round (SNS-8)."""
    tiles = sum(len(s) for s in state.stacks.values()) + sum(map(sum, state.secret))
    return 2 * len(state.stacks) + 2 * tiles + state.num_seats


@EXAMPLES
@given(setups())
def test_random_play_always_ends(setup: Setup) -> None:
    start = GAME.new_game(setup.options, setup.seed)
    bound = max_actions(start)
    check_table(start)
    for steps, (state, _, _, _) in enumerate(
            random_game(setup.options, setup.seed, setup.play_seed), start=1):
        assert steps <= bound
        check_table(state)
    assert GAME.is_over(state)
    out = GAME.outcome(state)
    assert len(out.winners) == 1
    assert sorted(s for (s,) in out.ranking) == list(range(state.num_seats))
    assert out.ranking[0] == out.winners
    assert not out.details["eliminated"][out.winners[0]]
    assert state.trigger_seat is not None and state.middle == []


def check_table(state: SenshiState) -> None:
    """Structural facts that hold after every action."""
    on_cards = [s for card in state.cards for s in card]
    assert sorted(state.middle + on_cards) == sorted(state.stacks)
    assert len(set(on_cards)) == len(on_cards)
    assert all(state.stacks[s] for s in state.stacks)  # SNS-4: no empty stack stays
    assert all(len(card) <= MAX_CARD_STACKS for card in state.cards)
    for seat in range(state.num_seats):
        assert min(state.known[seat]) >= 0 and min(state.secret[seat]) >= 0
    if not GAME.is_over(state):
        (seat,) = GAME.to_act(state)
        legal = GAME.legal_actions(state, seat)
        assert legal
        assert Pass() not in legal or legal == [Pass()]


@EXAMPLES
@given(setups())
def test_tiles_conserved_at_every_step(setup: Setup) -> None:
    state = GAME.new_game(setup.options, setup.seed)
    assert colour_totals(state) == [TILES_PER_COLOUR] * NUM_COLOURS
    for state, _, _, _ in random_game(setup.options, setup.seed, setup.play_seed):
        assert colour_totals(state) == [TILES_PER_COLOUR] * NUM_COLOURS


def perturbed(state: SenshiState, seat: int, rng: Rng) -> SenshiState:
    """A copy where one of `seat`'s secret tiles has another colour."""
    other = state.clone()
    sec = other.secret[seat]
    old = rng.choice([c for c in range(NUM_COLOURS) if sec[c]])
    new = rng.choice([c for c in range(NUM_COLOURS) if c != old])
    sec[old] -= 1
    sec[new] += 1
    return other


def filtered(events: list[Event], seat: int | None) -> list[object]:
    out: list[object] = []
    for e in events:
        seen = e.for_seat(seat)
        out.append(None if seen is None else seen.to_json())
    return out


def check_privacy(state: SenshiState, rng: Rng) -> None:
    for viewer in viewers(state):
        view = GAME.view(state, viewer)
        for seat, hand in enumerate(view.hands):
            if seat == viewer:
                continue
            assert hand.unknown == sum(state.secret[seat])
            assert hand.tiles == tuple(state.known[seat])
            assert hand.secret == (0, 0, 0, 0)
    for seat in range(state.num_seats):
        if not sum(state.secret[seat]):
            continue
        other = perturbed(state, seat, rng)
        for viewer in viewers(state):
            if viewer != seat:
                assert GAME.view(other, viewer) == GAME.view(state, viewer)
        # The owner does see the difference, so the comparison above can fail.
        assert GAME.view(other, seat) != GAME.view(state, seat)


@EXAMPLES
@given(setups(secret_only=True))
def test_secret_tiles_never_reach_another_seats_view(setup: Setup) -> None:
    rng = Rng(setup.play_seed + 1)
    check_privacy(GAME.new_game(setup.options, setup.seed), rng)
    for state, _, _, _ in random_game(setup.options, setup.seed, setup.play_seed):
        check_privacy(state, rng)


@EXAMPLES
@given(setups(secret_only=True))
def test_seat_filtered_events_never_reveal_another_seats_secret(setup: Setup) -> None:
    rng = Rng(setup.play_seed + 1)
    start = GAME.new_game(setup.options, setup.seed)
    n = start.num_seats
    for seat in range(n):
        other = perturbed(start, seat, rng)
        for viewer in viewers(start):
            if viewer != seat:
                assert filtered(GAME.setup_events(other), viewer) == filtered(
                    GAME.setup_events(start), viewer)
    chooser = Rng(setup.play_seed)
    state = start
    while not GAME.is_over(state):
        (actor,) = GAME.to_act(state)
        legal = GAME.legal_actions(state, actor)
        action = chooser.choice(legal)
        # The same action with another seat's secret tiles changed: nobody
        # but that seat may notice any difference in what they are told.
        for seat in range(n):
            if seat == actor or not sum(state.secret[seat]):
                continue
            other = perturbed(state, seat, rng)
            assert GAME.legal_actions(other, actor) == legal
            other_events = GAME.step(other, actor, action)
            events = GAME.step(probe := state.clone(), actor, action)
            for viewer in viewers(state):
                if viewer != seat:
                    assert filtered(other_events, viewer) == filtered(events, viewer)
                    assert GAME.view(other, viewer) == GAME.view(probe, viewer)
        GAME.step(state, actor, action)


def check_determinize(state: SenshiState, rng: Rng) -> None:
    for viewer in viewers(state):
        view = GAME.view(state, viewer)
        det = GAME.determinize(view, rng)
        for name in ("num_seats", "first_seat", "secret_start", "stacks", "middle", "cards",
                     "piles", "phase", "current", "picks_left", "final_turns_left",
                     "trigger_seat", "turn_number", "removed"):
            assert getattr(det, name) == getattr(state, name), name
        for seat in range(state.num_seats):
            assert det.hand_size(seat) == state.hand_size(seat)
            if seat == viewer:
                assert det.known[seat] == state.known[seat]
                assert det.secret[seat] == state.secret[seat]
            else:
                assert det.known[seat] == state.known[seat]
        assert colour_totals(det) == [TILES_PER_COLOUR] * NUM_COLOURS
        assert GAME.view(det, viewer) == view
        if viewer is not None and not GAME.is_over(state):
            (actor,) = GAME.to_act(state)
            if actor == viewer:
                assert tuple(GAME.legal_actions(det, actor)) == view.legal


@EXAMPLES
@given(setups())
def test_determinize_is_consistent_with_the_view(setup: Setup) -> None:
    rng = Rng(setup.play_seed ^ 0x5EED)
    check_determinize(GAME.new_game(setup.options, setup.seed), rng)
    for state, _, _, _ in random_game(setup.options, setup.seed, setup.play_seed):
        check_determinize(state, rng)


@EXAMPLES
@given(setups())
def test_replay_reproduces_the_game(setup: Setup) -> None:
    moves: list[Move] = []
    events: list[Event] = []
    state = GAME.new_game(setup.options, setup.seed)
    for state_after, seat, action, evs in random_game(setup.options, setup.seed,
                                                      setup.play_seed):
        moves.append(Move(seat, action))
        events.extend(evs)
        state = state_after
    replayed, replay_events = replay(GAME, setup.options, setup.seed, moves)
    assert snapshot(replayed) == snapshot(state)
    for viewer in viewers(state):
        assert GAME.view(replayed, viewer) == GAME.view(state, viewer)
    assert GAME.outcome(replayed) == GAME.outcome(state)
    assert [e.to_json() for e in replay_events] == [e.to_json() for e in events]
