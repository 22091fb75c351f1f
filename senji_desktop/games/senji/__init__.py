"""Senji: the flagship game for 3–6 players (SJ-1 … SJ-70).

Modules: ``map`` (the map data, SJ-10), ``model`` (components, options,
actions, state, view), ``rules`` (the phase machine and ``GAME``; its
docstring is the design note), ``winter``/``spring``/``summer``/``autumn``
(the phases), ``common`` (shared rule steps), ``heuristics`` (AI hooks).
"""

from senji_desktop.games.senji.model import SenjiAction, SenjiOptions, SenjiState, SenjiView
from senji_desktop.games.senji.rules import GAME, SenjiGame

__all__ = ["GAME", "SenjiAction", "SenjiGame", "SenjiOptions", "SenjiState", "SenjiView"]
