"""Senshi data: options, actions, state and per-seat view.

Source: the Senshi rulebook and rulings (SNS-1 … SNS-9).
Tiles are identified by attribute only (`Colour`), since tiles of one
attribute are interchangeable; stacks have stable ids so the table can follow
them from the middle to a Training Card.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from senji_desktop.engine.rng import Rng

NUM_COLOURS = 4
TILES_PER_COLOUR = 18
STACK_HEIGHT = 3
MAX_CARD_STACKS = 3  # SNS-4
SECRET_HAND = 3  # SNS-2
REMOVED_PER_COLOUR = {2: 6, 3: 3, 4: 0}  # SNS-3


class Colour(IntEnum):
    """The four attributes, in the order of the scoring piles on a Training Card."""

    STRENGTH = 0  # red
    AGILITY = 1  # green
    HONOR = 2  # yellow
    WISDOM = 3  # blue


class SenshiOptions(BaseModel):
    """Options of a Senshi game.

    `num_seats` 2–4; `first_seat` the seat that starts (None = drawn from the
    seed); `secret_start` the rulebook's variant (SNS-2, 3–4 seats only)."""

    model_config = ConfigDict(frozen=True)

    num_seats: int = Field(2, ge=2, le=4)
    first_seat: int | None = None
    secret_start: bool = False


# ---- actions -------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PickStack:
    """Setup: take one whole middle stack into hand (SNS-3)."""

    stack: int
    kind: Literal["pick"] = "pick"


@dataclass(frozen=True, slots=True)
class Study:
    """Move one whole middle stack onto the own Training Card (SNS-4)."""

    stack: int
    kind: Literal["study"] = "study"


@dataclass(frozen=True, slots=True)
class Train:
    """Take the top tile of any stack (middle or any Training Card) into hand (SNS-5)."""

    stack: int
    kind: Literal["train"] = "train"


@dataclass(frozen=True, slots=True)
class TestTile:
    """Play a hand tile of `colour` to the matching scoring pile (SNS-6)."""

    colour: int
    kind: Literal["test"] = "test"

    __test__ = False  # not a pytest class


@dataclass(frozen=True, slots=True)
class Pass:
    """No legal action (SNS-8)."""

    kind: Literal["pass"] = "pass"


SenshiAction = PickStack | Study | Train | TestTile | Pass

ACTION_ADAPTER: TypeAdapter[SenshiAction] = TypeAdapter(
    Annotated[SenshiAction, Field(discriminator="kind")]
)
OPTIONS_ADAPTER: TypeAdapter[SenshiOptions] = TypeAdapter(SenshiOptions)

Phase = Literal["pick", "play", "over"]


# ---- state ---------------------------------------------------------------


@dataclass(slots=True)
class SenshiState:
    """The full state (held by the controller only).

    stacks: stack id -> tiles bottom..top (top = last). Stacks leave this dict
    as soon as they are empty (SNS-4).
    middle: ids of middle stacks in slot order.
    cards[seat]: ids of stacks on that seat's Training Card (<= 3).
    piles[seat][colour]: height of that scoring pile.
    known[seat][colour]: hand tiles every seat knows (SNS-1).
    secret[seat][colour]: hand tiles only their owner knows (SNS-2).
    removed[colour]: tiles set aside at setup (nobody knows which; SNS-3).
    final_turns_left: None until the end is triggered (SNS-7), then the number
    of turns still to play."""

    num_seats: int
    first_seat: int
    secret_start: bool
    rng: Rng
    stacks: dict[int, list[int]]
    middle: list[int]
    cards: list[list[int]]
    piles: list[list[int]]
    known: list[list[int]]
    secret: list[list[int]]
    removed: list[int]
    phase: Phase = "pick"
    current: int = 0
    picks_left: int = 0
    final_turns_left: int | None = None
    trigger_seat: int | None = None
    turn_number: int = 0

    def clone(self) -> SenshiState:
        return SenshiState(
            self.num_seats,
            self.first_seat,
            self.secret_start,
            self.rng.copy(),
            {k: v[:] for k, v in self.stacks.items()},
            self.middle[:],
            [c[:] for c in self.cards],
            [p[:] for p in self.piles],
            [h[:] for h in self.known],
            [h[:] for h in self.secret],
            self.removed[:],
            self.phase,
            self.current,
            self.picks_left,
            self.final_turns_left,
            self.trigger_seat,
            self.turn_number,
        )

    def hand_size(self, seat: int) -> int:
        return sum(self.known[seat]) + sum(self.secret[seat])

    def turn_position(self, seat: int) -> int:
        """0 for the first player, 1 for the next in turn order, …"""
        return (seat - self.first_seat) % self.num_seats


# ---- view ----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class HandView:
    """One hand as a seat knows it.

    tiles[colour]: tiles the viewer knows (all of them for the own hand; the
    remembered ones for another seat's hand, SNS-1).
    unknown: how many tiles of that hand the viewer does not know (SNS-2).
    secret[colour]: for the own hand (and every hand of a revealed view), the
    tiles no other seat knew."""

    tiles: tuple[int, ...]
    unknown: int
    own: bool
    secret: tuple[int, ...] = (0, 0, 0, 0)

    @property
    def size(self) -> int:
        return sum(self.tiles) + self.unknown


@dataclass(frozen=True, slots=True)
class SenshiView:
    """What one seat knows (seat None = the public view between hot-seat turns).

    `revealed` marks the view of a finished game in which nothing is hidden
    (``SenshiGame.revealed_view``): every hand in full, secret tiles marked."""

    seat: int | None
    num_seats: int
    first_seat: int
    secret_start: bool
    phase: Phase
    current: int
    stacks: dict[int, tuple[int, ...]]
    middle: tuple[int, ...]
    cards: tuple[tuple[int, ...], ...]
    piles: tuple[tuple[int, ...], ...]
    hands: tuple[HandView, ...]
    removed_per_colour: int
    final_turns_left: int | None
    trigger_seat: int | None
    turn_number: int
    legal: tuple[SenshiAction, ...] = field(default=())
    revealed: bool = False

    def owner_of(self, stack: int) -> int | None:
        """Seat whose Training Card holds `stack`, None for a middle stack."""
        for seat, card in enumerate(self.cards):
            if stack in card:
                return seat
        return None
