"""The end of a Senshi game in words and numbers (SNS-9).

:func:`result_sentences` turns ``Outcome.details`` (see games/senshi/rules.py
``score``) into whole translated sentences: who is eliminated and why, who
wins and by which tie-break. :func:`score_body` is the result dialog's table:
every seat's piles and hand, the winner first.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QWidget

from senji_desktop.engine.core import Outcome
from senji_desktop.games.senshi.model import NUM_COLOURS
from senji_desktop.ui.common.tiles import RENDERER
from senji_desktop.ui.kit.result import ScoreGrid, join_names
from senji_desktop.ui.senshi import log_text
from senji_desktop.ui.senshi.items import tile_face

#: Qt's translate; lupdate finds ``translate("Context", "text")`` calls.
translate = QCoreApplication.translate


def _fill(text: str, **values: object) -> str:
    for key, value in values.items():
        text = text.replace("{" + key + "}", str(value))
    return text


def result_sentences(outcome: Outcome, names: Sequence[str]) -> list[str]:
    """The result in sentences from `outcome.details` (SNS-9): eliminations,
    then the winner and the tie-break that decided. Returns [] when the
    details are missing."""
    d: dict[str, Any] = dict(outcome.details)
    if not d or not outcome.winners:
        return []

    def name(seat: int) -> str:
        return log_text.seat_name(names, seat)

    eliminated: list[bool] = list(d.get("eliminated", []))
    largest: list[int] = list(d.get("largest", []))
    hand: list[int] = list(d.get("hand", []))
    smallest = d.get("smallest", 0)
    winner = outcome.winners[0]
    sentences: list[str] = []
    if d.get("all_tied_smallest"):
        sentences.append(
            _fill(
                translate(
                    "SenshiEndDialog", "Nobody is eliminated: everyone's smallest pile is {n}."
                ),
                n=smallest,
            )
        )
    else:
        for seat, out in enumerate(eliminated):
            if out:
                sentences.append(
                    _fill(
                        translate(
                            "SenshiEndDialog",
                            "{name} is eliminated: their smallest pile, "
                            "{n}, is the smallest of all.",
                        ),
                        name=name(seat),
                        n=smallest,
                    )
                )
    best = largest[winner] if winner < len(largest) else 0
    decided = d.get("decided_by", "largest_pile")
    contenders: list[int] = list(d.get("contenders", [winner]))
    if decided == "largest_pile":
        if any(eliminated):
            sentences.append(
                _fill(
                    translate(
                        "SenshiEndDialog",
                        "{name} wins with the largest pile of the remaining players ({n}).",
                    ),
                    name=name(winner),
                    n=best,
                )
            )
        else:
            sentences.append(
                _fill(
                    translate("SenshiEndDialog", "{name} wins with the largest single pile ({n})."),
                    name=name(winner),
                    n=best,
                )
            )
    elif decided == "hand":
        tied = [name(s) for s in contenders]
        text = (
            translate(
                "SenshiEndDialog",
                "{names} both have {n} in their largest pile; {name} wins with "
                "the most tiles in hand: {h}.",
            )
            if len(tied) == 2
            else translate(
                "SenshiEndDialog",
                "{names} all have {n} in their largest pile; {name} wins with "
                "the most tiles in hand: {h}.",
            )
        )
        sentences.append(
            _fill(text, names=join_names(tied), n=best, name=name(winner), h=hand[winner])
        )
    else:
        same_hand = [s for s in contenders if hand[s] == hand[winner]]
        fewer = [s for s in contenders if hand[s] != hand[winner]]
        if fewer:
            sentences.append(
                _fill(
                    translate(
                        "SenshiEndDialog",
                        "{names} also reached {n} in their largest "
                        "pile, but with fewer tiles in hand.",
                    ),
                    names=join_names([name(s) for s in fewer]),
                    n=best,
                )
            )
        text = (
            translate(
                "SenshiEndDialog",
                "{names} both have {n} in their largest pile and {h} in hand; "
                "{name} wins because they played later in turn order.",
            )
            if len(same_hand) == 2
            else translate(
                "SenshiEndDialog",
                "{names} all have {n} in their largest pile and {h} in hand; "
                "{name} wins because they played latest in turn order.",
            )
        )
        sentences.append(
            _fill(
                text,
                names=join_names([name(s) for s in same_hand]),
                n=best,
                h=hand[winner],
                name=name(winner),
            )
        )
    # An eliminated seat with a larger pile than the winner: say why it lost.
    for seat, out in enumerate(eliminated):
        if out and seat < len(largest) and largest[seat] > best:
            sentences.append(
                _fill(
                    translate(
                        "SenshiEndDialog",
                        "{name} had a larger pile ({n}) but could not win after being eliminated.",
                    ),
                    name=name(seat),
                    n=largest[seat],
                )
            )
    return sentences


def score_body(outcome: Outcome, view: Any, names: Sequence[str], parent: QWidget,
               text_scale: float = 1.0) -> QWidget:
    """Every seat's piles (with the attribute's tile as the column's icon),
    hand size and result, the winner first; the eliminated seat's smallest
    pile in the accent colour."""
    d = dict(outcome.details)
    piles: list[list[int]] = d.get("piles") or [list(p) for p in view.piles]
    hand: list[int] = d.get("hand") or [h.size for h in view.hands]
    eliminated: list[bool] = d.get("eliminated") or [False] * len(piles)
    dpr = parent.devicePixelRatioF()
    size = round(20 * text_scale * dpr)
    headers: list[tuple[str, QPixmap | None]] = [(translate("SenshiEndDialog", "Player"), None)]
    headers += [(log_text.attribute_name(c), RENDERER.pixmap(tile_face(c), size, dpr))
                for c in range(NUM_COLOURS)]
    headers += [(translate("SenshiEndDialog", "Hand"), None),
                (translate("SenshiEndDialog", "Result"), None)]
    winner = outcome.winners[0]
    order = [s for group in outcome.ranking for s in group]
    rows = []
    for place, seat in enumerate(order, start=1):
        values = [log_text.seat_name(names, seat), *(str(n) for n in piles[seat]),
                  str(hand[seat])]
        if seat == winner:
            values.append(translate("SenshiEndDialog", "Winner"))
        elif eliminated[seat]:
            values.append(translate("SenshiEndDialog", "Eliminated"))
        else:
            values.append(translate("SenshiEndDialog", "Place %1").replace("%1", str(place)))
        rows.append(values)
    grid = ScoreGrid(headers, rows, strong=[s == winner for s in order], parent=parent,
                     text_scale=text_scale)
    last = len(headers) - 1
    for row, seat in enumerate(order):
        small, large = min(piles[seat]), max(piles[seat])
        for col in range(1, NUM_COLOURS + 1):
            n = piles[seat][col - 1]
            if n == large:
                grid.mark(row, col, bold=True)
            if n == small and eliminated[seat]:
                grid.mark(row, col, role="accent",
                          tooltip=translate("SenshiEndDialog", "The smallest pile of all"))
        if seat == winner:
            grid.mark(row, last, role="accent")
        elif eliminated[seat]:
            grid.mark(row, last, role="hint")
    return grid
