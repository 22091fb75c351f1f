"""Hand-built Senshi positions and helpers shared by the Senshi tests."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterator, Sequence
from typing import Any

from senji_desktop.engine.core import Event
from senji_desktop.engine.rng import Rng
from senji_desktop.games.senshi import GAME, SenshiAction, SenshiOptions, SenshiState
from senji_desktop.games.senshi.model import NUM_COLOURS, TILES_PER_COLOUR

# Colours by the initial of their attribute.
S, A, H, W = 0, 1, 2, 3

Stack = Sequence[int]  # tiles bottom .. top


def counts(*tiles: int) -> list[int]:
    """Tiles listed by colour -> per-colour counts."""
    out = [0] * NUM_COLOURS
    for t in tiles:
        out[t] += 1
    return out


def build(
    num_seats: int,
    *,
    middle: Sequence[Stack] = (),
    cards: Sequence[Sequence[Stack]] | None = None,
    known: Sequence[Sequence[int]] | None = None,
    secret: Sequence[Sequence[int]] | None = None,
    piles: Sequence[Sequence[int]] | None = None,
    current: int = 0,
    first_seat: int = 0,
    phase: str = "play",
    final_turns_left: int | None = None,
    trigger_seat: int | None = None,
    secret_start: bool = False,
) -> SenshiState:
    """A position from readable parts.

    Middle stacks get ids 0, 1, …; stacks on Training Cards continue the
    numbering, seat by seat. `known`/`secret` hold hands as tile lists
    (e.g. ``[[W, W], []]``); `piles` the four pile heights per seat. The
    set-aside tiles are whatever completes 18 per colour (may be uneven)."""
    cards = cards or [[] for _ in range(num_seats)]
    stacks: dict[int, list[int]] = {}
    middle_ids = []
    for tiles in middle:
        middle_ids.append(len(stacks))
        stacks[len(stacks)] = list(tiles)
    card_ids: list[list[int]] = []
    for card in cards:
        ids = []
        for tiles in card:
            ids.append(len(stacks))
            stacks[len(stacks)] = list(tiles)
        card_ids.append(ids)
    known_c = [counts(*h) for h in (known or [[] for _ in range(num_seats)])]
    secret_c = [counts(*h) for h in (secret or [[] for _ in range(num_seats)])]
    piles_l = [list(p) for p in (piles or [[0] * NUM_COLOURS for _ in range(num_seats)])]
    used = [0] * NUM_COLOURS
    for tiles in stacks.values():
        for t in tiles:
            used[t] += 1
    for seat in range(num_seats):
        for c in range(NUM_COLOURS):
            used[c] += known_c[seat][c] + secret_c[seat][c] + piles_l[seat][c]
    return SenshiState(
        num_seats=num_seats,
        first_seat=first_seat,
        secret_start=secret_start,
        rng=Rng(0),
        stacks=stacks,
        middle=middle_ids,
        cards=card_ids,
        piles=piles_l,
        known=known_c,
        secret=secret_c,
        removed=[TILES_PER_COLOUR - u for u in used],
        phase=phase,  # type: ignore[arg-type]
        current=current,
        final_turns_left=final_turns_left,
        trigger_seat=trigger_seat,
    )


def snapshot(state: SenshiState) -> dict[str, Any]:
    """Every field of a state by value (Rng has no value equality)."""
    data = {f.name: getattr(state, f.name) for f in dataclasses.fields(state)}
    data["rng"] = state.rng.to_json()
    result: dict[str, Any] = json.loads(json.dumps(data, default=str))
    return result


def colour_totals(state: SenshiState) -> list[int]:
    """Tiles of each colour anywhere: stacks + hands + piles + set aside."""
    totals = list(state.removed)
    for tiles in state.stacks.values():
        for t in tiles:
            totals[t] += 1
    for seat in range(state.num_seats):
        for c in range(NUM_COLOURS):
            totals[c] += state.known[seat][c] + state.secret[seat][c] + state.piles[seat][c]
    return totals


def play(state: SenshiState, seat: int, action: SenshiAction) -> list[Event]:
    """Step after checking legality (tests want to know if a rule forbids it)."""
    legal = GAME.legal_actions(state, seat)
    assert action in legal, f"{action} not legal for seat {seat}: {legal}"
    return GAME.step(state, seat, action)


def random_game(
    options: SenshiOptions, seed: int, play_seed: int
) -> Iterator[tuple[SenshiState, int, SenshiAction, list[Event]]]:
    """Play one game with uniformly random legal actions.

    Yields (state after the step, acting seat, action, its events); the state
    object is the same one throughout (mutated in place)."""
    state = GAME.new_game(options, seed)
    chooser = Rng(play_seed)
    while not GAME.is_over(state):
        (seat,) = GAME.to_act(state)
        action = chooser.choice(GAME.legal_actions(state, seat))
        events = GAME.step(state, seat, action)
        yield state, seat, action, events
