"""Tenno: the sentence of a suggested move's reason (``games/tenno/heuristics.explain``)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from senji_desktop.engine.hint import HintReason
from senji_desktop.ui.tenno.log_text import card_text, seat_name

translate = QCoreApplication.translate


def hint_sentence(reason: HintReason, names: Sequence[str]) -> str | None:
    """The translated sentence for `reason`, or None for an unknown code or
    where nothing short is true (a known battle the attack does not win)."""
    v = reason.values
    code = reason.code
    if code == "attack_known":
        if not v["wins"]:
            return None
        return (translate("TennoHint", "Your %1 beats the %2 you know is there.")
                .replace("%1", card_text(int(v["own"]))).replace("%2", card_text(int(v["their"]))))
    if code == "attack_odds":
        return (translate("TennoHint", "Your %1 beats %2 % of the cards that may lie there.")
                .replace("%1", card_text(int(v["own"]))).replace("%2", str(v["percent"])))
    if code == "monk":
        return translate("TennoHint", "The Monk's +2 can change the result of this battle.")
    if code == "peek":
        return translate("TennoHint", "Look at one of %1's hidden cards: knowing it helps in "
                                      "later battles.").replace("%1",
                                                                seat_name(names, int(v["target"])))
    return None
