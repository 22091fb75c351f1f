"""Shinobi data: options, actions, state and per-seat view.

Source: the Shinobi rulebook and rulings (SHI-1 … SHI-8).
A clan's four attack cards are identified by their weapon (`Weapon`), since
each clan holds exactly one card of each weapon (SHI-1). A card given this
round is identified by (attacker, target): an attacker gives at most one card
to each of his targets (SHI-2, SHI-3).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from senji_desktop.engine.rng import Rng

NUM_WEAPONS = 4  # SHI-1
NUM_TARGETS = 3  # SHI-2
START_LIVES = 5  # SHI-1
#: A target carries at most this many announcements of one weapon (SHI-3).
MAX_SAME_ANNOUNCEMENTS = 2
NO_CARD = -1


class Weapon(IntEnum):
    """The four weapons of every clan (SHI-1)."""

    SHURIKEN = 0
    SAI = 1
    KATANA = 2
    BLOWGUN = 3


class ShinobiOptions(BaseModel):
    """Options of a Shinobi game.

    `num_seats` 4–6; `first_seat` the seat holding the meeple in the first
    round (None = drawn from the seed)."""

    model_config = ConfigDict(frozen=True)

    num_seats: int = Field(4, ge=4, le=6)
    first_seat: int | None = None


# ---- actions -------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Attack:
    """Assigning (SHI-3): give the card `weapon` face down to `target` and
    announce `announced` (public, possibly false)."""

    target: int
    weapon: int
    announced: int
    kind: Literal["attack"] = "attack"


@dataclass(frozen=True, slots=True)
class Reveal:
    """Resolving (SHI-4): turn up the cards received from attackers `first`
    and `second` (seats, first < second)."""

    first: int
    second: int
    kind: Literal["reveal"] = "reveal"


@dataclass(frozen=True, slots=True)
class DenounceIncompetence:
    """After two different weapons: reveal the third card (SHI-4)."""

    kind: Literal["denounce_incompetence"] = "denounce_incompetence"


@dataclass(frozen=True, slots=True)
class DenouncePlotting:
    """After two equal weapons, before losing the life: reveal the third card (SHI-4)."""

    kind: Literal["denounce_plotting"] = "denounce_plotting"


@dataclass(frozen=True, slots=True)
class Accept:
    """Denounce nothing: take the result of the two revealed cards (SHI-4)."""

    kind: Literal["accept"] = "accept"


ShinobiAction = Attack | Reveal | DenounceIncompetence | DenouncePlotting | Accept

ACTION_ADAPTER: TypeAdapter[ShinobiAction] = TypeAdapter(
    Annotated[ShinobiAction, Field(discriminator="kind")]
)
OPTIONS_ADAPTER: TypeAdapter[ShinobiOptions] = TypeAdapter(ShinobiOptions)

Phase = Literal["assign", "resolve", "over"]


def targets_of(seat: int, num_seats: int) -> tuple[int, int, int]:
    """The three seats `seat` attacks: the next three in turn order (SHI-2)."""
    return ((seat + 1) % num_seats, (seat + 2) % num_seats, (seat + 3) % num_seats)


def attackers_of(seat: int, num_seats: int) -> tuple[int, int, int]:
    """The three seats that attack `seat`: the previous three in turn order (SHI-2)."""
    return ((seat - 1) % num_seats, (seat - 2) % num_seats, (seat - 3) % num_seats)


# ---- state ---------------------------------------------------------------


@dataclass(slots=True)
class ShinobiState:
    """The full state (held by the controller only).

    cards[attacker][target]: the weapon given this round, NO_CARD if none.
    announced[attacker][target]: the announced weapon, NO_CARD if none.
    shown[attacker][target]: that card has been revealed this round (SHI-4).
    lives[seat]: 0 … 5 (SHI-5). meeple: the seat starting this round (SHI-7).
    current: the seat to decide. pair: the two attackers whose cards the
    resolving seat has revealed and not yet decided on (None before the reveal).
    resolutions: resolutions finished in the whole game; out_at[seat]: the
    resolution count when the seat lost its last life (-1 = still alive),
    which orders the losers. winners: set when the game is over (SHI-6).
    told[seat]: [true, false] — how many of the seat's revealed cards in
    the whole game matched their announcement and how many did not (public:
    everybody saw both, SHI-3, SHI-4)."""

    num_seats: int
    first_seat: int
    rng: Rng
    lives: list[int]
    cards: list[list[int]]
    announced: list[list[int]]
    shown: list[list[bool]]
    meeple: int
    phase: Phase = "assign"
    current: int = 0
    round: int = 1
    pair: tuple[int, int] | None = None
    resolutions: int = 0
    out_at: list[int] = field(default_factory=list)
    winners: tuple[int, ...] = ()
    told: list[list[int]] = field(default_factory=list)

    def clone(self) -> ShinobiState:
        return ShinobiState(
            self.num_seats,
            self.first_seat,
            self.rng.copy(),
            self.lives[:],
            [row[:] for row in self.cards],
            [row[:] for row in self.announced],
            [row[:] for row in self.shown],
            self.meeple,
            self.phase,
            self.current,
            self.round,
            self.pair,
            self.resolutions,
            self.out_at[:],
            self.winners,
            [row[:] for row in self.told],
        )

    def hand(self, seat: int) -> list[int]:
        """Weapons `seat` has not given this round (4 before assigning, 1 after)."""
        given = self.cards[seat]
        return [w for w in range(NUM_WEAPONS) if w not in given]

    def alive(self) -> list[int]:
        """Seats with at least one life (SHI-5, SHI-6)."""
        return [s for s in range(self.num_seats) if self.lives[s] > 0]


# ---- view ----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CardView:
    """One card given this round as a seat sees it.

    `weapon` is the true weapon if the viewer knows it (he gave the card, or
    it has been revealed), else None; `shown` says it was revealed (SHI-4)."""

    attacker: int
    target: int
    announced: int
    weapon: int | None
    shown: bool


@dataclass(frozen=True, slots=True)
class ShinobiView:
    """What one seat knows (seat None = the public view between hot-seat turns).

    `hand`: the viewer's weapons not yet given this round (() for the public
    view). `cards`: every card given this round, in the order of (attacker,
    target). `pair`: the attackers whose cards the resolving seat has just
    revealed, while he decides whether to denounce. `hands` and `revealed`
    are set only by ``ShinobiGame.revealed_view`` (the table at the end of
    a game): every seat's weapons not given, by seat, and that nothing is
    hidden. `told`: per seat, (true, false) announcements among its revealed
    cards in the whole game (public)."""

    seat: int | None
    num_seats: int
    first_seat: int
    meeple: int
    round: int
    phase: Phase
    current: int
    lives: tuple[int, ...]
    hand: tuple[int, ...]
    cards: tuple[CardView, ...]
    pair: tuple[int, int] | None
    resolutions: int
    out_at: tuple[int, ...]
    winners: tuple[int, ...]
    legal: tuple[ShinobiAction, ...] = field(default=())
    told: tuple[tuple[int, int], ...] = field(default=())
    hands: tuple[tuple[int, ...], ...] = field(default=())
    revealed: bool = False

    def card(self, attacker: int, target: int) -> CardView | None:
        """The card `attacker` gave `target` this round, None if not given yet."""
        for c in self.cards:
            if c.attacker == attacker and c.target == target:
                return c
        return None

    def received(self, target: int) -> list[CardView]:
        """The cards `target` has received this round, nearest attacker first."""
        out = []
        for a in attackers_of(target, self.num_seats):
            c = self.card(a, target)
            if c is not None:
                out.append(c)
        return out

    def given_count(self, attacker: int) -> int:
        return sum(1 for c in self.cards if c.attacker == attacker)
