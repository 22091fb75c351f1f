"""Which games exist, by id, and which are playable in this version."""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module
from typing import Any


@dataclass(frozen=True)
class GameInfo:
    """Static facts for the home screen and the command line.

    `game_id` is the stable id used in saves; `module` the import path of the
    package exposing `GAME` (None while the game is not yet available)."""

    game_id: str
    title: str
    min_seats: int
    max_seats: int
    module: str | None

    @property
    def available(self) -> bool:
        return self.module is not None


GAMES: tuple[GameInfo, ...] = (
    GameInfo("senji", "Senji", 3, 6, "senji_desktop.games.senji"),
    GameInfo("senshi", "Senshi", 2, 4, "senji_desktop.games.senshi"),
    GameInfo("tenno", "Tenno", 2, 7, "senji_desktop.games.tenno"),
    GameInfo("shinobi", "Shinobi", 4, 6, "senji_desktop.games.shinobi"),
    GameInfo("senbazuru", "SenbaZuru", 2, 2, "senji_desktop.games.senbazuru"),
)


def info(game_id: str) -> GameInfo:
    """Raises KeyError for an unknown id."""
    for g in GAMES:
        if g.game_id == game_id:
            return g
    raise KeyError(game_id)


def load_game(game_id: str) -> Any:
    """The game object of an available game. Raises KeyError if unknown or not available."""
    gi = info(game_id)
    if gi.module is None:
        raise KeyError(f"{game_id} is not available yet")
    return import_module(gi.module).GAME
