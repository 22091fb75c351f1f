"""Shinobi: bluffing and deduction for 4–6 players (rulebook + SHI-1 … SHI-8)."""

from senji_desktop.games.shinobi.model import (
    Accept,
    Attack,
    CardView,
    DenounceIncompetence,
    DenouncePlotting,
    Reveal,
    ShinobiAction,
    ShinobiOptions,
    ShinobiState,
    ShinobiView,
    Weapon,
    attackers_of,
    targets_of,
)
from senji_desktop.games.shinobi.rules import GAME, ShinobiGame

__all__ = [
    "GAME",
    "Accept",
    "Attack",
    "CardView",
    "DenounceIncompetence",
    "DenouncePlotting",
    "Reveal",
    "ShinobiAction",
    "ShinobiGame",
    "ShinobiOptions",
    "ShinobiState",
    "ShinobiView",
    "Weapon",
    "attackers_of",
    "targets_of",
]
