"""SenbaZuru data: tiles, options, actions, state and per-seat view.

Source: the SenbaZuru rulebook and rulings (SBZ-1 … SBZ-9).

Tiles are ints 0 … 29 (SBZ-1): ``kind = tile // 5`` (six kinds), ``colour =
kind // 2`` (:class:`Colour`), ``intensity = kind % 2`` (0 light, 1 dark);
within a kind, ``tile % 5 == 0`` shows a crowned crane, ``== 1`` a small
golden crane, the other three are plain. The start tile lies face down in
the centre: on the board it is :data:`START` (wild, shows nothing, SBZ-3);
which tile it really is nobody knows (only the state keeps it, for the
count of 30 tiles).

Cells are ``(x, y)`` on the unbounded grid (SBZ-4); the start tile is at
``(0, 0)``; x grows to the right, y downwards. Diagonals are directions
``(dx, dy)`` with ``dx, dy`` in ``{-1, 1}`` (SBZ-5).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from senji_desktop.engine.rng import Rng

NUM_TILES = 30
TILES_PER_KIND = 5
NUM_KINDS = 6
HAND_SIZE = 3  # SBZ-3
DISPLAY_SIZE = 5  # SBZ-3
GOLD_TOKENS = 20  # SBZ-2
CRANE_TOKENS = 3  # SBZ-2
# The face-down start tile on the board (SBZ-3): every colour, both intensities.
START = NUM_TILES
START_CELL: tuple[int, int] = (0, 0)
# No seat controls the tile (the start tile until somebody catches it).
NOBODY = -1

Cell = tuple[int, int]
DIAGONALS: tuple[Cell, ...] = ((1, -1), (1, 1), (-1, 1), (-1, -1))
SIDES: tuple[Cell, ...] = ((0, -1), (1, 0), (0, 1), (-1, 0))


class Colour(IntEnum):
    """The three colours of the origami tiles (SBZ-1)."""

    BLUE = 0
    RED = 1
    GREEN = 2


# colour / intensity per tile id; START (index 30) has -1 for both (wild).
COLOUR: tuple[int, ...] = (*tuple(t // TILES_PER_KIND // 2 for t in range(NUM_TILES)), -1)
INTENSITY: tuple[int, ...] = (*tuple(t // TILES_PER_KIND % 2 for t in range(NUM_TILES)), -1)
# The tile shows a crowned crane / a small golden crane (SBZ-1).
CROWNED: tuple[bool, ...] = (*tuple(t % TILES_PER_KIND == 0 for t in range(NUM_TILES)), False)
GOLDEN: tuple[bool, ...] = (*tuple(t % TILES_PER_KIND == 1 for t in range(NUM_TILES)), False)


def kind_of(tile: int) -> int:
    """0 … 5 for a tile id, -1 for START."""
    return -1 if tile == START else tile // TILES_PER_KIND


class SenbaZuruOptions(BaseModel):
    """Options of a SenbaZuru game: always 2 seats; `first_seat` (None = drawn
    from the seed)."""

    model_config = ConfigDict(frozen=True)

    num_seats: int = Field(2, ge=2, le=2)
    first_seat: int | None = None


# ---- actions -------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Place:
    """Place hand tile `tile` on the empty cell (x, y) (SBZ-4)."""

    tile: int
    x: int
    y: int
    kind: Literal["place"] = "place"

    @property
    def cell(self) -> Cell:
        return (self.x, self.y)


@dataclass(frozen=True, slots=True)
class Discard:
    """No legal placement: put hand tile `tile` out of the game (SBZ-8)."""

    tile: int
    kind: Literal["discard"] = "discard"


@dataclass(frozen=True, slots=True)
class Catch:
    """Catch the whole chain on diagonal (dx, dy) of the placed tile (SBZ-5)."""

    dx: int
    dy: int
    kind: Literal["catch"] = "catch"


@dataclass(frozen=True, slots=True)
class EndCatching:
    """Leave the chains not yet caught as they are (SBZ-5)."""

    kind: Literal["end_catching"] = "end_catching"


@dataclass(frozen=True, slots=True)
class TakeToken:
    """Take a crowned-crane token from the tile at (x, y), which the player does
    not control, because the supply is empty (SBZ-6)."""

    x: int
    y: int
    kind: Literal["take_token"] = "take_token"


@dataclass(frozen=True, slots=True)
class PutToken:
    """Put the crowned-crane token on the own tile at (x, y) (SBZ-6)."""

    x: int
    y: int
    kind: Literal["put_token"] = "put_token"


@dataclass(frozen=True, slots=True)
class Draw:
    """Take display tile `tile` into hand (SBZ-7)."""

    tile: int
    kind: Literal["draw"] = "draw"


SenbaZuruAction = Place | Discard | Catch | EndCatching | TakeToken | PutToken | Draw

ACTION_ADAPTER: TypeAdapter[SenbaZuruAction] = TypeAdapter(
    Annotated[SenbaZuruAction, Field(discriminator="kind")]
)
OPTIONS_ADAPTER: TypeAdapter[SenbaZuruOptions] = TypeAdapter(SenbaZuruOptions)

# Decision points of a turn, in order: place (or discard), catch chains,
# take a token (only with an empty token supply), put a token, draw.
Phase = Literal["place", "catch", "take_token", "put_token", "draw", "over"]


# ---- state ---------------------------------------------------------------


@dataclass(slots=True)
class SenbaZuruState:
    """The full state (held by the controller only).

    hands[seat]: tile ids in hand; public[seat]: those of them drawn from the
    display (every seat saw them). pile: face-down tiles, top = last.
    display: face-up tiles, None once removed (SBZ-7). removed: tiles out of
    the game (the removed display, SBZ-8 discards). start_tile: the tile face
    down in the centre. board: cell -> tile id (START for the start tile);
    owner: cell -> controlling seat (NOBODY); tokens: cell -> crowned-crane
    tokens on it (cells without tokens are absent). frontier: every empty
    cell beside a tile -> bit mask of the kinds forbidden there (SBZ-4; kept
    up to date for fast move generation). gold[seat]: golden
    origami tokens; gold_supply, token_supply: tokens left in the supply.
    Turn bookkeeping: placed (the cell placed this turn), chains (diagonal ->
    cells still catchable), rewards (crowned-crane rewards whose token is
    still to be placed, SBZ-6)."""

    num_seats: int
    first_seat: int
    rng: Rng
    hands: list[list[int]]
    public: list[list[int]]
    pile: list[int]
    display: list[int] | None
    removed: list[int]
    start_tile: int
    board: dict[Cell, int]
    owner: dict[Cell, int]
    tokens: dict[Cell, int]
    frontier: dict[Cell, int]
    gold: list[int]
    gold_supply: int
    token_supply: int
    phase: Phase = "place"
    current: int = 0
    placed: Cell | None = None
    chains: dict[Cell, tuple[Cell, ...]] = field(default_factory=dict)
    rewards: int = 0
    turn_number: int = 0

    def clone(self) -> SenbaZuruState:
        return SenbaZuruState(
            self.num_seats,
            self.first_seat,
            self.rng.copy(),
            [h[:] for h in self.hands],
            [p[:] for p in self.public],
            self.pile[:],
            None if self.display is None else self.display[:],
            self.removed[:],
            self.start_tile,
            self.board.copy(),
            self.owner.copy(),
            self.tokens.copy(),
            self.frontier.copy(),
            self.gold[:],
            self.gold_supply,
            self.token_supply,
            self.phase,
            self.current,
            self.placed,
            dict(self.chains),
            self.rewards,
            self.turn_number,
        )


# ---- view ----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class BoardTile:
    """One tile on the board as everybody sees it (START for the start tile)."""

    x: int
    y: int
    tile: int
    owner: int
    tokens: int

    @property
    def cell(self) -> Cell:
        return (self.x, self.y)


@dataclass(frozen=True, slots=True)
class SenbaZuruView:
    """What one seat knows (seat None = the public view between hot-seat turns).

    hands[seat]: the tiles of that hand the viewer knows (all of the own hand;
    of the other hand those drawn from the display); public[seat] the tiles
    of that hand both seats know (drawn from the display); hand_sizes[seat] the
    number of tiles. display None once removed. scores: the live count of
    SBZ-9 per seat. `start_tile` is the tile face down in the centre, known
    only in the revealed view of a finished game (``revealed`` set; see
    :meth:`SenbaZuruGame.revealed_view`), else None."""

    seat: int | None
    num_seats: int
    first_seat: int
    phase: Phase
    current: int
    board: tuple[BoardTile, ...]
    hands: tuple[tuple[int, ...], ...]
    public: tuple[tuple[int, ...], ...]
    hand_sizes: tuple[int, ...]
    display: tuple[int, ...] | None
    pile_count: int
    removed: tuple[int, ...]
    gold: tuple[int, ...]
    gold_supply: int
    token_supply: int
    placed: Cell | None
    chains: dict[Cell, tuple[Cell, ...]]
    rewards: int
    turn_number: int
    scores: tuple[int, ...]
    legal: tuple[SenbaZuruAction, ...] = field(default=())
    start_tile: int | None = None
    revealed: bool = False

    def board_map(self) -> dict[Cell, BoardTile]:
        """The board by cell."""
        return {b.cell: b for b in self.board}
