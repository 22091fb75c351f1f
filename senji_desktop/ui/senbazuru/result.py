"""The end of a SenbaZuru game in words and numbers (SBZ-9, SBZ-A6).

:func:`result_sentences` turns ``Outcome.details`` (games/senbazuru/rules.py
``score_outcome``) into whole translated sentences; :func:`score_body` is
the result dialog's table: each player's points and where they come from.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from senji_desktop.engine.core import Outcome
from senji_desktop.ui.kit.result import ScoreGrid
from senji_desktop.ui.senbazuru import log_text

translate = QCoreApplication.translate


def result_sentences(outcome: Outcome, names: Sequence[str]) -> list[str]:
    """The result explained (SBZ-9): points, then the tie-break if it decided."""
    d: dict[str, Any] = dict(outcome.details)
    if not d or not outcome.winners:
        return []
    pts = d["scores"]
    cranes = d["cranes"]
    decided = d["decided_by"]
    if decided == "score":
        w = outcome.winners[0]
        return [translate("SenbaZuruEndDialog", "%1 wins with %2 points against %3.")
                .replace("%1", log_text.seat_name(names, w)).replace("%2", str(pts[w]))
                .replace("%3", str(pts[1 - w]))]
    if decided == "cranes":
        w = outcome.winners[0]
        return [translate("SenbaZuruEndDialog", "Both players have %1 points.")
                .replace("%1", str(pts[0])),
                translate("SenbaZuruEndDialog",
                          "%1 wins the tie with more crowned-crane tokens (%2 against %3).")
                .replace("%1", log_text.seat_name(names, w)).replace("%2", str(cranes[w]))
                .replace("%3", str(cranes[1 - w]))]
    return [translate("SenbaZuruEndDialog",
                      "Both players have %1 points and %2 crowned-crane tokens: "
                      "they share the victory.")
            .replace("%1", str(pts[0])).replace("%2", str(cranes[0]))]




def score_body(outcome: Outcome, view: Any, names: Sequence[str], parent: QWidget,
               text_scale: float = 1.0) -> QWidget | None:
    """Each player's controlled tiles, golden cranes, golden origami,
    crowned-crane tokens and points (SBZ-9), the winner first."""
    d: dict[str, Any] = dict(outcome.details)
    if not d:
        return None
    keys = ("tiles", "golden", "gold", "cranes", "scores")
    headers = [(translate("SenbaZuruEndDialog", "Player"), None),
               (translate("SenbaZuruEndDialog", "Tiles"), None),
               (translate("SenbaZuruEndDialog", "Golden cranes"), None),
               (translate("SenbaZuruEndDialog", "Golden origami"), None),
               (translate("SenbaZuruEndDialog", "Crowned-crane tokens"), None),
               (translate("SenbaZuruEndDialog", "Points"), None)]
    order = [s for group in outcome.ranking for s in group]
    rows = [[log_text.seat_name(names, seat), *(str(d[key][seat]) for key in keys)]
            for seat in order]
    grid = ScoreGrid(headers, rows, strong=[s in outcome.winners for s in order],
                     parent=parent, text_scale=text_scale)
    for row, seat in enumerate(order):
        if seat in outcome.winners:
            grid.mark(row, len(headers) - 1, role="accent")
    return grid
