"""Tenno data: cards, options, actions, state and per-seat view.

Source: the Tenno rulebook and rulings (TEN-1 … TEN-10).

Cards are ints ``0 .. 11*num_seats-1``: ``card // 11`` is the seat whose set
it belongs to, ``card % 11`` its rank — the printed value 1–10, and 0 for
the Geisha (printed "X", worth 0 in the tie-break of TEN-8). Every set holds
one card of each rank (Peasants 1–3, Ninja 4, Monk 5, Ronin 6, Samurai 7 and
8, Daimyo 9, Shogun 10, Geisha).

A seat's table has three positions (0, 1, 2 from left to right in the
seat's own order); an empty position holds :data:`EMPTY`, a face-down card
the viewer does not know holds :data:`HIDDEN` (views only).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from senji_desktop.engine.rng import Rng

SET_SIZE = 11
POSITIONS = 3
PEASANTS = (1, 2, 3)  # TEN-1

GEISHA = 0
NINJA = 4
MONK = 5
RONIN = 6
SHOGUN = 10

#: Table entry of an empty position.
EMPTY = -1
#: View entry of a face-down card the viewer does not know.
HIDDEN = -2

NINJA_ATTACK = 8  # TEN-3
NINJA_DEFENCE = 4
MONK_BONUS = 2  # TEN-4


def rank(card: int) -> int:
    """The rank of `card`: 0 = Geisha, else the printed value 1–10."""
    return card % SET_SIZE


def owner(card: int) -> int:
    """The seat whose set `card` belongs to."""
    return card // SET_SIZE


def card_of(seat: int, rank_: int) -> int:
    """The card of `rank_` (0 = Geisha, 1–10) in the set of `seat`."""
    return seat * SET_SIZE + rank_


def score_value(card: int) -> int:
    """Printed value for scoring and the tie-break (Ninja 4, Geisha 0; TEN-8)."""
    return card % SET_SIZE


class TennoOptions(BaseModel):
    """Options of a Tenno game.

    `num_seats` 2–7; `first_seat` the seat that attacks first (None = drawn
    from the seed)."""

    model_config = ConfigDict(frozen=True)

    num_seats: int = Field(3, ge=2, le=7)
    first_seat: int | None = None


# ---- actions -------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Arrange:
    """Setup: the three Peasants' ranks in table positions 0, 1, 2 (TEN-1),
    a permutation of (1, 2, 3)."""

    order: tuple[int, int, int]
    kind: Literal["arrange"] = "arrange"


@dataclass(frozen=True, slots=True)
class Attack:
    """Attack `target`'s card at `their` with the own card at `own` (TEN-2);
    also the Ronin's second attack (TEN-6)."""

    target: int
    own: int
    their: int
    kind: Literal["attack"] = "attack"


@dataclass(frozen=True, slots=True)
class UseMonk:
    """Defender: reveal the Monk at `position` for +2 to the defending card (TEN-4)."""

    position: int
    kind: Literal["monk"] = "monk"


@dataclass(frozen=True, slots=True)
class Refill:
    """Lay hand card `card` face down in the leftmost empty position (TEN-7a)."""

    card: int
    kind: Literal["refill"] = "refill"


@dataclass(frozen=True, slots=True)
class Replace:
    """Attacker's option: take the table card at `position` into hand and lay
    `card` there (a hand card, or the same card back; TEN-7b)."""

    position: int
    card: int
    kind: Literal["replace"] = "replace"


@dataclass(frozen=True, slots=True)
class SwapTable:
    """Attacker's option with an empty hand: pick up the cards at `first` and
    `second` and lay them down again, exchanged or not (`exchange`); the other
    seats see only which positions were picked up (TEN-7b)."""

    first: int
    second: int
    exchange: bool
    kind: Literal["swap"] = "swap"


@dataclass(frozen=True, slots=True)
class Peek:
    """Defender who won a battle: look at the attacker's card at `position` (TEN-7c)."""

    position: int
    kind: Literal["peek"] = "peek"


@dataclass(frozen=True, slots=True)
class Decline:
    """Do without an optional step: the Monk, the Ronin's second attack, the
    attacker's swap option or a peek."""

    kind: Literal["decline"] = "decline"


TennoAction = Arrange | Attack | UseMonk | Refill | Replace | SwapTable | Peek | Decline

ACTION_ADAPTER: TypeAdapter[TennoAction] = TypeAdapter(
    Annotated[TennoAction, Field(discriminator="kind")]
)
OPTIONS_ADAPTER: TypeAdapter[TennoOptions] = TypeAdapter(TennoOptions)

Phase = Literal["setup", "attack", "monk", "ronin", "refill", "swap", "peek", "over"]


@dataclass(frozen=True, slots=True)
class Battle:
    """One battle of the current turn.

    `number` 1 or 2 (the Ronin's second attack, TEN-6); `attacker`/`defender`
    seats; `att_pos`/`def_pos` table positions; `att_card`/`def_card` the
    revealed cards; `monk` the position of the defender's Monk if used
    (TEN-4); `result` "attacker", "defender" or "tie" once resolved, None
    while the defender's Monk decision is open."""

    number: int
    attacker: int
    att_pos: int
    defender: int
    def_pos: int
    att_card: int
    def_card: int
    monk: int | None = None
    result: str | None = None


# ---- state ---------------------------------------------------------------


@dataclass(slots=True)
class TennoState:
    """The full state (held by the controller only).

    table[seat][pos]: card or EMPTY. hands[seat]: cards in hand (sorted).
    captured[seat]: cards that seat captured (face down, TEN-9).
    discard: cards discarded after battles; removed: Geishas removed (TEN-5).
    public[seat][pos]: every seat knows the card there (TEN-10).
    peeks[seat][pos]: bit mask of the seats that peeked at it (TEN-10).
    from_setup[seat][pos]: the position still holds the Peasant laid at setup
    (public: it was never refilled, replaced or swapped with another card).
    current: the attacker of this turn (the arranging seat during setup).
    decider: the seat that decides now. battles: this turn's battles.
    lost: the attacker lost a card this turn (TEN-7b).
    refill_queue / peek_queue: seats still to refill / to peek (TEN-7).
    ended_by: the seat that had to refill with an empty hand (TEN-8)."""

    num_seats: int
    first_seat: int
    rng: Rng
    table: list[list[int]]
    hands: list[list[int]]
    captured: list[list[int]]
    discard: list[int]
    removed: list[int]
    public: list[list[bool]]
    peeks: list[list[int]]
    from_setup: list[list[bool]]
    phase: Phase = "setup"
    current: int = 0
    decider: int = 0
    battles: list[Battle] = field(default_factory=list)
    lost: bool = False
    refill_queue: list[int] = field(default_factory=list)
    peek_queue: list[int] = field(default_factory=list)
    ended_by: int | None = None
    turn_number: int = 0

    def clone(self) -> TennoState:
        return TennoState(
            self.num_seats,
            self.first_seat,
            self.rng.copy(),
            [t[:] for t in self.table],
            [h[:] for h in self.hands],
            [c[:] for c in self.captured],
            self.discard[:],
            self.removed[:],
            [p[:] for p in self.public],
            [p[:] for p in self.peeks],
            [f[:] for f in self.from_setup],
            self.phase,
            self.current,
            self.decider,
            self.battles[:],
            self.lost,
            self.refill_queue[:],
            self.peek_queue[:],
            self.ended_by,
            self.turn_number,
        )

    def knows(self, viewer: int, seat: int, pos: int) -> bool:
        """Whether `viewer` knows the card at `seat`'s `pos` (TEN-10)."""
        return seat == viewer or self.public[seat][pos] or bool(self.peeks[seat][pos] >> viewer & 1)


# ---- view ----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TennoView:
    """What one seat knows (seat None = the public view between hot-seat turns).

    table[seat][pos]: the card if the viewer knows it (own card, revealed to
    all, or peeked by the viewer), HIDDEN if face down and unknown, EMPTY.
    public[seat][pos]: every seat knows that card (TEN-10).
    peeked_by[seat][pos]: seats whose peek at that position is still valid
    (who peeked is public, what they saw is not).
    from_setup[seat][pos]: still the Peasant laid there at setup.
    hand: the viewer's own hand (empty for the public view).
    hand_sizes[seat]: cards in each hand.
    captured[seat]: the cards each seat captured — every one was revealed in
    its battle, but the table shows only the counts until the end (TEN-9).
    discard, removed: cards out of the game.
    battles: this turn's battles; refill_queue, peek_queue: see TennoState.
    revealed marks the view of a finished game in which nothing is hidden
    (``TennoGame.revealed_view``): every table card known, and `hands` holds
    every seat's hand (empty in every other view)."""

    seat: int | None
    num_seats: int
    first_seat: int
    phase: Phase
    current: int
    decider: int
    table: tuple[tuple[int, ...], ...]
    public: tuple[tuple[bool, ...], ...]
    peeked_by: tuple[tuple[frozenset[int], ...], ...]
    from_setup: tuple[tuple[bool, ...], ...]
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    captured: tuple[tuple[int, ...], ...]
    discard: tuple[int, ...]
    removed: tuple[int, ...]
    battles: tuple[Battle, ...]
    lost: bool
    refill_queue: tuple[int, ...]
    peek_queue: tuple[int, ...]
    ended_by: int | None
    turn_number: int
    legal: tuple[TennoAction, ...] = ()
    hands: tuple[tuple[int, ...], ...] = ()
    revealed: bool = False

    def captured_points(self, seat: int) -> int:
        """Sum of printed values of the cards `seat` captured (TEN-8)."""
        return sum(score_value(c) for c in self.captured[seat])
