"""SenbaZuru: a two-player duel of origami tiles (rulebook + SBZ-1 … SBZ-9)."""

from senji_desktop.games.senbazuru.model import (
    START,
    BoardTile,
    Catch,
    Colour,
    Discard,
    Draw,
    EndCatching,
    Place,
    PutToken,
    SenbaZuruAction,
    SenbaZuruOptions,
    SenbaZuruState,
    SenbaZuruView,
    TakeToken,
)
from senji_desktop.games.senbazuru.rules import GAME, SenbaZuruGame, score_outcome

__all__ = [
    "GAME",
    "START",
    "BoardTile",
    "Catch",
    "Colour",
    "Discard",
    "Draw",
    "EndCatching",
    "Place",
    "PutToken",
    "SenbaZuruAction",
    "SenbaZuruGame",
    "SenbaZuruOptions",
    "SenbaZuruState",
    "SenbaZuruView",
    "TakeToken",
    "score_outcome",
]
