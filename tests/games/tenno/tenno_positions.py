"""Hand-built Tenno positions for the rule tests.

Ranks name cards: 0 = Geisha, 1–3 Peasants, 4 Ninja, 5 Monk, 6 Ronin, 7 and 8
Samurai, 9 Daimyo, 10 Shogun."""

from __future__ import annotations

from collections.abc import Sequence

from senji_desktop.engine.core import Event
from senji_desktop.engine.rng import Rng
from senji_desktop.games.tenno import GAME, Decline, TennoOptions, TennoState, UseMonk, card_of
from senji_desktop.games.tenno.model import EMPTY, POSITIONS, SET_SIZE


def position(tables: Sequence[Sequence[int | None]], attacker: int = 0,
             hands: Sequence[Sequence[int]] | None = None) -> TennoState:
    """A state at `attacker`'s attack decision; `tables[seat]` gives the three
    ranks on that seat's table (None = empty). Hands hold every other card of
    the seat's set unless `hands` (ranks) says otherwise."""
    n = len(tables)
    state = GAME.new_game(TennoOptions(num_seats=n, first_seat=attacker), 1)
    for s in range(n):
        row = [EMPTY if r is None else card_of(s, r) for r in tables[s]]
        state.table[s] = row
        if hands is not None:
            state.hands[s] = sorted(card_of(s, r) for r in hands[s])
        else:
            state.hands[s] = [card_of(s, r) for r in range(SET_SIZE)
                              if r not in tables[s]]
        state.from_setup[s] = [False] * POSITIONS
    state.phase = "attack"
    state.current = state.decider = attacker
    return state


def play(state: TennoState, *actions: object) -> list[Event]:
    """Apply `actions` in order, each by the seat to act (checked legal). An
    open Monk question (TEN-A1) that `actions` do not answer is declined."""
    events: list[Event] = []
    for action in actions:
        seat = GAME.to_act(state)[0]
        if state.phase == "monk" and not isinstance(action, (UseMonk, Decline)):
            events.extend(GAME.step(state, seat, Decline()))
            seat = GAME.to_act(state)[0]
        assert action in GAME.legal_actions(state, seat), (action, GAME.legal_actions(state, seat))
        events.extend(GAME.step(state, seat, action))
    return events


def random_game(options: TennoOptions, seed: int, play_seed: int):  # type: ignore[no-untyped-def]
    """Yield (state, seat, action, events) through one uniformly random game."""
    state = GAME.new_game(options, seed)
    rng = Rng(play_seed)
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        action = legal[rng.randrange(len(legal))]
        events = GAME.step(state, seat, action)
        yield state, seat, action, events


def all_cards(state: TennoState) -> list[int]:
    cards = [c for row in state.table for c in row if c != EMPTY]
    for h in state.hands:
        cards += h
    for c in state.captured:
        cards += c
    return cards + state.discard + state.removed
