"""Invariants of random legal Tenno games (hypothesis).

Each example plays one whole game with uniformly random legal actions for
2–7 seats and checks after every action: the cards are conserved, no view
shows a card its seat has not seen (TEN-10, rebuilt independently from the
events that seat received), determinization agrees with the view, and the
game ends; a replay of the moves gives the same game.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from tenno_positions import all_cards, random_game

from senji_desktop.engine.core import Event, Move, moves_from_json, moves_to_json, replay
from senji_desktop.engine.rng import Rng
from senji_desktop.games.tenno import GAME, HIDDEN, TennoOptions
from senji_desktop.games.tenno.model import EMPTY, POSITIONS, SET_SIZE

EXAMPLES = settings(deadline=None)

options = st.builds(
    lambda n, first: TennoOptions(num_seats=n, first_seat=None if first is None else first % n),
    st.integers(2, 7), st.none() | st.integers(0, 6))
seeds = st.integers(0, 2**32)

#: Every battle removes at least one card from play, so a game has at most
#: 11*n battles; each turn has a bounded number of decisions.
MAX_DECISIONS_PER_TURN = 12


class Memory:
    """What one seat has been shown, rebuilt from the events it received."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.seen: dict[tuple[int, int], int] = {}

    def forget(self, seat: int, pos: int) -> None:
        self.seen.pop((seat, pos), None)

    def take(self, event: Event | None) -> None:
        if event is None:
            return
        d = event.data
        kind = event.kind
        if kind == "attacked":
            self.seen[(d["attacker"], d["own"])] = d["att_card"]
            self.seen[(d["target"], d["their"])] = d["def_card"]
        elif kind == "monk_used":
            self.seen[(d["seat"], d["position"])] = d["card"]
        elif kind == "battle_resolved":
            for who, fate in (("attacker", "att_fate"), ("defender", "def_fate")):
                if d[fate] != "stays":
                    # The position is now empty: drop whatever was there.
                    for key, card in list(self.seen.items()):
                        if key[0] == d[who] and card == d["att_card" if who == "attacker"
                                                           else "def_card"]:
                            del self.seen[key]
        elif kind == "peeked" and "card" in d:
            self.seen[(d["target"], d["position"])] = d["card"]
        elif kind in ("refilled", "replaced"):
            self.forget(d["seat"], d["position"])
        elif kind == "table_swapped":
            self.forget(d["seat"], d["first"])
            self.forget(d["seat"], d["second"])


@EXAMPLES
@given(options, seeds, seeds)
def test_cards_are_conserved(opts: TennoOptions, seed: int, play_seed: int) -> None:
    n = opts.num_seats
    for state, _seat, _action, _events in random_game(opts, seed, play_seed):
        cards = all_cards(state)
        assert sorted(cards) == list(range(SET_SIZE * n))


@EXAMPLES
@given(options, seeds, seeds)
def test_random_play_always_ends(opts: TennoOptions, seed: int, play_seed: int) -> None:
    bound = opts.num_seats + SET_SIZE * opts.num_seats * MAX_DECISIONS_PER_TURN
    states = [state for state, _seat, _action, _events in random_game(opts, seed, play_seed)]
    assert 0 < len(states) <= bound
    last = states[-1]
    assert GAME.is_over(last)
    outcome = GAME.outcome(last)
    assert outcome.winners and abs(sum(outcome.rewards) - 1.0) < 1e-9


@EXAMPLES
@given(options, seeds, seeds)
def test_ten10_a_view_never_shows_a_card_its_seat_has_not_seen(
        opts: TennoOptions, seed: int, play_seed: int) -> None:
    n = opts.num_seats
    memories = [Memory(s) for s in range(n)]
    public = Memory(-1)
    for state, _seat, _action, events in random_game(opts, seed, play_seed):
        for event in events:
            for m in memories:
                m.take(event.for_seat(m.seat))
            public.take(event.for_seat(None))
        for viewer in [*range(n), None]:
            view = GAME.view(state, viewer)
            memory = public if viewer is None else memories[viewer]
            if viewer is not None:
                assert sorted(view.hand) == sorted(state.hands[viewer])
            for s in range(n):
                for p in range(POSITIONS):
                    shown = view.table[s][p]
                    if shown == EMPTY:
                        assert state.table[s][p] == EMPTY
                    elif s == viewer:
                        assert shown == state.table[s][p]
                    elif shown != HIDDEN:
                        assert memory.seen.get((s, p)) == shown == state.table[s][p]


@EXAMPLES
@given(options, seeds, seeds)
def test_determinization_agrees_with_the_view(opts: TennoOptions, seed: int,
                                              play_seed: int) -> None:
    n = opts.num_seats
    rng = Rng(seed)
    for state, _seat, _action, _events in random_game(opts, seed, play_seed):
        if state.turn_number % 3:
            continue
        viewer = rng.randrange(n)
        view = GAME.view(state, viewer)
        sample = GAME.determinize(view, rng)
        again = GAME.view(sample, viewer)
        assert again == view
        assert sorted(all_cards(sample)) == list(range(SET_SIZE * n))
        for s in range(n):
            for p in range(POSITIONS):
                if view.from_setup[s][p] and sample.table[s][p] != EMPTY:
                    assert 1 <= sample.table[s][p] % SET_SIZE <= 3


@EXAMPLES
@given(options, seeds, seeds)
def test_replay_of_the_moves_gives_the_same_game(opts: TennoOptions, seed: int,
                                                 play_seed: int) -> None:
    played = list(random_game(opts, seed, play_seed))
    moves = [Move(seat, action) for _state, seat, action, _events in played]
    last = played[-1][0]
    restored = moves_from_json(GAME, moves_to_json(GAME, moves))
    state, _ = replay(GAME, opts, seed, restored)
    assert last is not None
    assert GAME.view(state, None) == GAME.view(last, None)
    assert GAME.outcome(state) == GAME.outcome(last)


@EXAMPLES
@given(options, seeds, seeds)
def test_the_revealed_view_of_a_finished_game_hides_nothing(opts: TennoOptions, seed: int,
                                                            play_seed: int) -> None:
    """The end of the game (TEN-8, TEN-9): every table card and every hand is
    shown; what the seat's own view already showed stays as it was."""
    from dataclasses import replace

    last = None
    for state, _seat, _action, _events in random_game(opts, seed, play_seed):
        last = state
    assert last is not None and GAME.is_over(last)
    n = opts.num_seats
    for viewer in [*range(n), None]:
        view = GAME.view(last, viewer)
        shown = GAME.revealed_view(last, viewer)
        assert shown.revealed and shown.legal == ()
        assert shown.table == tuple(tuple(row) for row in last.table)
        assert all(card != HIDDEN for row in shown.table for card in row)
        assert shown.hands == tuple(tuple(h) for h in last.hands)
        assert shown.hand == (view.hand if viewer is not None else ())
        for s in range(n):
            for p in range(POSITIONS):
                if view.table[s][p] != HIDDEN:
                    assert shown.table[s][p] == view.table[s][p]
        # Beyond the hidden cards, nothing differs from the seat's own view.
        assert replace(shown, table=view.table, hands=(), revealed=False) == view


def test_the_revealed_view_equals_the_view_where_nothing_is_hidden() -> None:
    """A finished game in which every table card is known to all and no
    other seat holds a card: the revealed view is the seat's view."""
    from dataclasses import replace

    last = None
    for state, _seat, _action, _events in random_game(TennoOptions(num_seats=3), 7, 8):
        last = state
    assert last is not None
    for s in range(3):
        last.public[s] = [True] * POSITIONS
        if s != 0:
            last.hands[s] = []
    view = GAME.view(last, 0)
    assert replace(GAME.revealed_view(last, 0), hands=(), revealed=False) == view
