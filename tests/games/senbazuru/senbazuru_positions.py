"""Hand-built SenbaZuru positions for the rules tests.

Tiles are named by colour, intensity and face: ``tile("blue", "light")`` is a
plain light blue tile; ``face="crowned"`` / ``"golden"`` pick the tile of that
kind showing a crowned / golden crane; ``n`` (0–2) picks among the plain ones.
"""

from __future__ import annotations

from collections.abc import Mapping

from senji_desktop.engine.rng import Rng
from senji_desktop.games.senbazuru.model import (
    NOBODY,
    NUM_TILES,
    START,
    START_CELL,
    Cell,
    SenbaZuruState,
)
from senji_desktop.games.senbazuru.rules import frontier_masks

COLOURS = {"blue": 0, "red": 1, "green": 2}
INTENSITIES = {"light": 0, "dark": 1}


def tile(colour: str, intensity: str, face: str = "plain", n: int = 0) -> int:
    kind = COLOURS[colour] * 2 + INTENSITIES[intensity]
    offset = {"crowned": 0, "golden": 1, "plain": 2 + n}[face]
    return kind * 5 + offset


def position(
    board: Mapping[Cell, tuple[int, int]] | None = None,
    *,
    tokens: Mapping[Cell, int] | None = None,
    hands: tuple[list[int], list[int]] = ([], []),
    current: int = 0,
    display: list[int] | None = None,
    pile: list[int] | None = None,
    gold: tuple[int, int] = (0, 0),
    gold_supply: int = 20,
    token_supply: int = 2,
) -> SenbaZuruState:
    """A state in the place phase for `current`.

    `board` maps cells to (tile, owner) besides the start tile at (0, 0)
    (uncontrolled, one token unless `tokens` says otherwise). Tiles not used
    anywhere go to the pile unless `pile` is given (then to `removed`), and
    the display holds the given tiles (default: none left, i.e. removed)."""
    cells: dict[Cell, int] = {START_CELL: START}
    owner: dict[Cell, int] = {START_CELL: NOBODY}
    for c, (t, s) in (board or {}).items():
        cells[c] = t
        owner[c] = s
    toks = dict(tokens) if tokens is not None else {START_CELL: 1}
    used = {t for t in cells.values() if t != START}
    used.update(hands[0])
    used.update(hands[1])
    used.update(display or [])
    rest = [t for t in range(NUM_TILES) if t not in used]
    start_tile = rest.pop()
    if pile is None:
        pile_tiles, removed = rest, []
    else:
        pile_tiles = list(pile)
        removed = [t for t in rest if t not in pile_tiles]
    return SenbaZuruState(
        num_seats=2,
        first_seat=0,
        rng=Rng(5),
        hands=[list(hands[0]), list(hands[1])],
        public=[[], []],
        pile=pile_tiles,
        display=None if display is None else list(display),
        removed=removed,
        start_tile=start_tile,
        board=cells,
        owner=owner,
        tokens={c: n for c, n in toks.items() if n},
        frontier=frontier_masks(cells),
        gold=list(gold),
        gold_supply=gold_supply,
        token_supply=token_supply,
        phase="place",
        current=current,
    )


def all_tiles(state: SenbaZuruState) -> list[int]:
    """Every tile of the game wherever it is (30 when nothing is lost)."""
    out = [t for t in state.board.values() if t != START]
    out.append(state.start_tile)
    for h in state.hands:
        out.extend(h)
    out.extend(state.pile)
    out.extend(state.display or [])
    out.extend(state.removed)
    return out
