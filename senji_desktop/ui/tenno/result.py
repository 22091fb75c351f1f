"""The end of a Tenno game in words and numbers (TEN-8, TEN-9).

:func:`result_sentences` turns ``Outcome.details`` (games/tenno/rules.py
``score``) into whole translated sentences: why the game ended, who wins
with how many points, and the tie-break by the cards left in hand and on
the table. :func:`score_body` is the result dialog's table: every seat's
captured cards (revealed now), points, the tie-break sum and place, the
winners first.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from senji_desktop.engine.core import Outcome
from senji_desktop.games.tenno.model import SET_SIZE
from senji_desktop.ui.kit.result import ScoreGrid, join_names
from senji_desktop.ui.tenno import log_text

#: Qt's translate; lupdate finds ``translate("Context", "text")`` calls.
translate = QCoreApplication.translate

#: The captured-cards column wraps at this width (at 100 % text size).
CAPTURED_COLUMN = 300


def result_sentences(outcome: Outcome, names: Sequence[str]) -> list[str]:
    """Whole sentences explaining the result (TEN-8); [] without details."""
    d: dict[str, Any] = dict(outcome.details)
    if not d or not outcome.winners:
        return []
    points: list[int] = d["points"]
    reserve: list[int] = d["reserve"]
    tied: list[int] = d["tied"]
    out: list[str] = []
    ended_by = d.get("ended_by")
    if ended_by is not None:
        out.append(translate("TennoEndDialog",
                             "The game ended when %1 had to refill a position with no card in "
                             "hand.").replace("%1", log_text.seat_name(names, ended_by)))
    winners = list(outcome.winners)
    name_list = join_names([log_text.seat_name(names, s) for s in winners])
    top = str(points[winners[0]])
    if d["decided_by"] == "points":
        out.append(translate("TennoEndDialog",
                             "%1 captured the most: %2 points.").replace("%1", name_list)
                   .replace("%2", top))
    else:
        tied_names = join_names([log_text.seat_name(names, s) for s in tied])
        out.append(translate("TennoEndDialog", "%1 tied with %2 points each.")
                   .replace("%1", tied_names).replace("%2", top))
        if d["decided_by"] == "reserve":
            out.append(translate("TennoEndDialog",
                                 "The cards left in hand and on the table decide: %1 has %2.")
                       .replace("%1", name_list).replace("%2", str(reserve[winners[0]])))
        else:
            out.append(translate("TennoEndDialog",
                                 "Their cards left in hand and on the table are worth %1 each "
                                 "too, so they share the win.").replace(
                                     "%1", str(reserve[winners[0]])))
    return out


def captured_text(cards: Sequence[int]) -> str:
    """The captured cards, highest first ("Shogun (10) · Samurai (7)"), or "—"."""
    ordered = sorted(cards, key=lambda c: (-(c % SET_SIZE), c))
    return " · ".join(log_text.card_text(c) for c in ordered) or "—"


def score_body(outcome: Outcome, view: Any, names: Sequence[str], parent: QWidget,
               text_scale: float) -> QWidget | None:
    """The result dialog's table of scores (see module docstring), or None
    without details."""
    d: dict[str, Any] = dict(outcome.details)
    if not d:
        return None
    points: list[int] = d["points"]
    reserve: list[int] = d["reserve"]
    captured: list[list[int]] = d["captured"]
    headers = [(translate("TennoEndDialog", "Player"), None),
               (translate("TennoEndDialog", "Captured cards"), None),
               (translate("TennoEndDialog", "Points"), None),
               (translate("TennoEndDialog", "Hand and table"), None),
               (translate("TennoEndDialog", "Result"), None)]
    rows: list[list[str]] = []
    strong: list[bool] = []
    for place, group in enumerate(outcome.ranking, start=1):
        for seat in group:
            won = seat in outcome.winners
            rows.append([
                log_text.seat_name(names, seat),
                captured_text(captured[seat]),
                str(points[seat]),
                str(reserve[seat]),
                translate("TennoEndDialog", "Winner") if won else
                translate("TennoEndDialog", "Place %1").replace("%1", str(place)),
            ])
            strong.append(won)
    grid = ScoreGrid(headers, rows, strong=strong, parent=parent, text_scale=text_scale)
    for r, won in enumerate(strong):
        cell = grid.cells[r][1]
        cell.setWordWrap(True)
        cell.setMinimumWidth(round(CAPTURED_COLUMN * 0.6 * text_scale))
        cell.setMaximumWidth(round(CAPTURED_COLUMN * 1.4 * text_scale))
        if won:
            grid.mark(r, 4, role="accent")
    grid.grid.setColumnStretch(1, 2)
    return grid


__all__ = ["captured_text", "result_sentences", "score_body"]
