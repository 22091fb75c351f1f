"""Hand-built Shinobi rounds and helpers shared by the Shinobi tests."""

from __future__ import annotations

from collections.abc import Mapping

from senji_desktop.engine.core import Event
from senji_desktop.engine.rng import Rng
from senji_desktop.games.shinobi import (
    GAME,
    Attack,
    ShinobiAction,
    ShinobiOptions,
    ShinobiState,
    targets_of,
)

# Weapons by initial.
SH, SA, KA, BL = 0, 1, 2, 3


def new(num_seats: int = 4, first_seat: int = 0, lives: list[int] | None = None,
        seed: int = 1) -> ShinobiState:
    """A fresh game; `lives` replaces the starting lives."""
    state = GAME.new_game(ShinobiOptions(num_seats=num_seats, first_seat=first_seat), seed)
    if lives is not None:
        state.lives = list(lives)
        state.out_at = [-1 if x > 0 else 0 for x in lives]
    return state


def act(state: ShinobiState, action: ShinobiAction) -> list[Event]:
    """Play `action` for the seat to act, checking that it is legal."""
    seat = GAME.to_act(state)[0]
    assert action in GAME.legal_actions(state, seat), (action, GAME.legal_actions(state, seat))
    return GAME.step(state, seat, action)


def assign(state: ShinobiState, wanted: Mapping[tuple[int, int], int],
           announce: Mapping[tuple[int, int], int] | None = None) -> list[Event]:
    """Play the whole assigning phase: (attacker, target) -> weapon for the
    pairs in `wanted`, any other card of that attacker elsewhere; the
    announcement is the one in `announce`, else the truth if allowed, else
    the first allowed one."""
    announce = announce or {}
    events: list[Event] = []
    while state.phase == "assign":
        a = state.current
        reserved = {w for (x, _), w in wanted.items() if x == a}
        for t in targets_of(a, state.num_seats):
            legal = [x for x in GAME.legal_actions(state, a)
                     if isinstance(x, Attack) and x.target == t]
            if (a, t) in wanted:
                w = wanted[(a, t)]
            else:
                w = next(x.weapon for x in legal if x.weapon not in reserved)
            say = announce.get((a, t), w)
            options = [x for x in legal if x.weapon == w]
            choice = next((x for x in options if x.announced == say), options[0])
            events += act(state, choice)
    return events


def received(target: int, num_seats: int, *weapons: int) -> dict[tuple[int, int], int]:
    """`target` receives `weapons` from its attackers, nearest attacker first."""
    return {((target - 1 - i) % num_seats, target): w for i, w in enumerate(weapons)}


def random_play(state: ShinobiState, rng: Rng, max_actions: int = 20000) -> int:
    """Play uniformly random legal actions to the end; returns the action count."""
    count = 0
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        GAME.step(state, seat, legal[rng.randrange(len(legal))])
        count += 1
        assert count < max_actions
    return count
