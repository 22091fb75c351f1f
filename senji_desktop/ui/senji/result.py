"""The end of a Senji game in words and numbers (SJ-46: once someone has
60 or more honor at the end of a year, the most honor wins; the year-25
valve ends every game, and a tie then shares the win).

:func:`result_sentences` explains the result in whole translated sentences;
:func:`score_body` is the result dialog's table: every player with family
and honor, the most honor first.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from senji_desktop.engine.core import Outcome
from senji_desktop.ui.kit.result import ScoreGrid, join_names, seat_name
from senji_desktop.ui.senji.texts import family_name

translate = QCoreApplication.translate


def _honor(outcome: Outcome) -> list[int]:
    d = dict(outcome.details)
    return list(d.get("honor", [int(x) for x in outcome.scores]))


def result_sentences(outcome: Outcome, names: Sequence[str]) -> list[str]:
    """Whole sentences explaining the result (SJ-46)."""
    d = dict(outcome.details)
    honor = _honor(outcome)
    year = d.get("year", 0)
    winners = [seat_name(names, s) for s in outcome.winners]
    out: list[str] = []
    if d.get("valve"):
        out.append(translate("SenjiEndDialog",
                             "Nobody reached 60 honor, so the game ended after year %1.")
                   .replace("%1", str(year)))
        if len(winners) > 1:
            out.append(translate("SenjiEndDialog", "%1 share the victory with %2 honor each.")
                       .replace("%1", join_names(winners))
                       .replace("%2", str(honor[outcome.winners[0]])))
        elif winners:
            out.append(translate("SenjiEndDialog", "%1 wins with the most honor: %2.")
                       .replace("%1", winners[0]).replace("%2", str(honor[outcome.winners[0]])))
    elif winners:
        out.append(translate("SenjiEndDialog",
                             "%1 reached %2 honor at the end of year %3 and wins.")
                   .replace("%1", winners[0]).replace("%2", str(honor[outcome.winners[0]]))
                   .replace("%3", str(year)))
    ranked = sorted(range(len(honor)), key=lambda s: -honor[s])
    others = [s for s in ranked if s not in outcome.winners]
    if others:
        best = others[0]
        out.append(translate("SenjiEndDialog", "%1 follows with %2 honor.")
                   .replace("%1", seat_name(names, best)).replace("%2", str(honor[best])))
    return out


def score_body(outcome: Outcome, view: Any, names: Sequence[str], parent: QWidget,
               text_scale: float) -> QWidget:
    """Player, family and honor of every seat, the most honor first; the
    winners in bold."""
    honor = _honor(outcome)
    families = list(getattr(getattr(view, "state", None), "families", ()))
    order = sorted(range(len(honor)), key=lambda s: -honor[s])
    heads = [(translate("SenjiEndDialog", "Player"), None),
             (translate("SenjiEndDialog", "Family"), None),
             (translate("SenjiEndDialog", "Honor"), None)]
    rows = [[seat_name(names, s), family_name(families[s]) if s < len(families) else "",
             str(honor[s])] for s in order]
    return ScoreGrid(heads, rows, strong=[s in outcome.winners for s in order], parent=parent,
                     text_scale=text_scale)
