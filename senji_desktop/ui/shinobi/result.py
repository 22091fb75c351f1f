"""The end of a Shinobi game in words and numbers: who is the Great Daimyo
(or who share the win), every clan's lives and when it lost its last one
(SHI-6, SHI-A3).

:func:`result_sentences` explains the ranking in sentences;
:func:`score_body` is the result dialog's table (clan, lives, when out, place).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from senji_desktop.engine.core import Outcome
from senji_desktop.games.shinobi.model import START_LIVES
from senji_desktop.ui.kit.result import ScoreGrid, join_names
from senji_desktop.ui.shinobi.log_text import seat_name

translate = QCoreApplication.translate


def headline(outcome: Outcome, names: Sequence[str]) -> str:
    """ "Aiko is the Great Daimyo!" or "Aiko and Kenji share the win!" """
    if len(outcome.winners) == 1:
        return translate("ShinobiEndDialog", "%1 is the Great Daimyo!").replace(
            "%1", seat_name(names, outcome.winners[0]))
    return translate("ShinobiEndDialog", "%1 share the win!").replace(
        "%1", join_names([seat_name(names, s) for s in outcome.winners]))


def result_sentences(outcome: Outcome, names: Sequence[str]) -> list[str]:
    """The result explained: the winners (SHI-6), then the others in the
    order they lost their last life, latest first (SHI-A3)."""
    d: dict[str, Any] = dict(outcome.details)
    lives = d.get("lives", [])
    out: list[str] = []
    if len(outcome.winners) == 1:
        w = outcome.winners[0]
        text = (translate("ShinobiEndDialog",
                          "%1 was the only one left with lives (%2) and wins.")
                if lives[w] != 1 else
                translate("ShinobiEndDialog",
                          "%1 was the only one left with a life and wins."))
        out.append(text.replace("%1", seat_name(names, w)).replace("%2", str(lives[w])))
    else:
        out.append(translate(
            "ShinobiEndDialog",
            "The last lives of %1 fell in the same resolution, so they share the win.")
            .replace("%1", join_names([seat_name(names, s) for s in outcome.winners])))
    out_at = d.get("out_at", [])
    last = max(out_at) if out_at else 0
    place = 2
    for group in outcome.ranking[1:]:
        who = join_names([seat_name(names, s) for s in group])
        before = last - out_at[group[0]] if out_at else 0
        if before <= 0:
            text = translate("ShinobiEndDialog", "Place %1: %2, out of lives in the final "
                             "resolution.")
        elif before == 1:
            text = translate("ShinobiEndDialog", "Place %1: %2, out of lives one resolution "
                             "before the end.")
        else:
            text = translate("ShinobiEndDialog", "Place %1: %2, out of lives %n resolutions "
                             "before the end.").replace("%n", str(before))
        out.append(text.replace("%1", str(place)).replace("%2", who))
        place += len(group)
    rounds = d.get("rounds")
    if rounds:
        out.append(translate("ShinobiEndDialog", "The game lasted %n rounds.")
                   .replace("%n", str(rounds)) if rounds != 1 else
                   translate("ShinobiEndDialog", "The game lasted one round."))
    return out


def score_body(outcome: Outcome, view: Any, names: Sequence[str], parent: QWidget,
               text_scale: float = 1.0) -> QWidget:
    """Every clan's lives left and when it ran out of them, in the order of
    the ranking (SHI-A3), the winners first."""
    d: dict[str, Any] = dict(outcome.details)
    lives: list[int] = list(d.get("lives") or view.lives)
    out_at: list[int] = list(d.get("out_at") or view.out_at)
    last = max(out_at) if out_at else 0
    headers = [(translate("ShinobiEndDialog", "Player"), None),
               (translate("ShinobiEndDialog", "Lives"), None),
               (translate("ShinobiEndDialog", "Out of lives"), None),
               (translate("ShinobiEndDialog", "Result"), None)]
    rows: list[list[str]] = []
    order: list[int] = []
    place = 1
    for group in outcome.ranking:
        for seat in group:
            won = seat in outcome.winners
            if out_at[seat] < 0 or won:
                when = "—"
            elif last - out_at[seat] <= 0:
                when = translate("ShinobiEndDialog", "in the final resolution")
            else:
                when = translate("ShinobiEndDialog", "%n resolutions before the end").replace(
                    "%n", str(last - out_at[seat])) if last - out_at[seat] != 1 else \
                    translate("ShinobiEndDialog", "one resolution before the end")
            result = (translate("ShinobiEndDialog", "Great Daimyo") if won else
                      translate("ShinobiEndDialog", "Place %1").replace("%1", str(place)))
            rows.append([seat_name(names, seat), f"{lives[seat]}/{START_LIVES}", when, result])
            order.append(seat)
        place += len(group)
    grid = ScoreGrid(headers, rows, strong=[s in outcome.winners for s in order], parent=parent,
                     text_scale=text_scale)
    for row, seat in enumerate(order):
        if seat in outcome.winners:
            grid.mark(row, 3, role="accent")
    return grid
