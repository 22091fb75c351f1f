"""Shinobi: the sentence of a suggested move's reason (``games/shinobi/heuristics.explain``)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from senji_desktop.engine.hint import HintReason
from senji_desktop.ui.shinobi.log_text import seat_name, weapon_name

translate = QCoreApplication.translate


def hint_sentence(reason: HintReason, names: Sequence[str]) -> str | None:
    """The translated sentence for `reason`, or None for an unknown code."""
    v = reason.values
    code = reason.code
    if code == "truth":
        return (translate("ShinobiHint", "Give %1 the %2 and announce it truthfully.")
                .replace("%1", seat_name(names, int(v["target"])))
                .replace("%2", weapon_name(int(v["weapon"]))))
    if code == "bluff":
        return (translate("ShinobiHint", "Give %1 the %2 but announce the %3: a bluff.")
                .replace("%1", seat_name(names, int(v["target"])))
                .replace("%2", weapon_name(int(v["weapon"])))
                .replace("%3", weapon_name(int(v["announced"]))))
    if code == "reveal":
        return (translate("ShinobiHint", "The cards of %1 and %2 show the same weapon with a "
                                         "chance of only %3 %.")
                .replace("%1", seat_name(names, int(v["first"])))
                .replace("%2", seat_name(names, int(v["second"])))
                .replace("%3", str(v["percent"])))
    if code == "accept_safe":
        return translate("ShinobiHint", "The two weapons differ, so accepting costs you no life.")
    if code == "accept_hit":
        return translate("ShinobiHint", "Taking the hit costs one life; a false charge of "
                                        "plotting would cost two.")
    if code == "denounce":
        return translate("ShinobiHint", "This charge is right with a chance of %1 %.").replace(
            "%1", str(v["percent"]))
    return None
