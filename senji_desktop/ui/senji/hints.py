"""Senji: the sentence of a suggested move's reason (``games/senji/heuristics.explain``)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from senji_desktop.engine.hint import HintReason
from senji_desktop.games.senji.model import COMBINATION_BY_NAME
from senji_desktop.ui.senji.texts import combination_name, combination_reward, family_name

translate = QCoreApplication.translate


def hint_sentence(reason: HintReason, names: Sequence[str]) -> str | None:
    """The translated sentence for `reason`, or None for an unknown code."""
    v = reason.values
    code = reason.code
    if code == "support":
        points = int(v["points"])
        if points == 1:
            text = translate("SenjiHint", "This %1 card adds 1 point to your side in this battle.")
        else:
            text = translate("SenjiHint", "This %1 card adds %2 points to your side in this "
                                          "battle.").replace("%2", str(points))
        return text.replace("%1", family_name(str(v["family"])))
    if code == "kill_hostage":
        return translate("SenjiHint", "Killing the hostage gains you %1 honor; the attacker "
                                      "loses as much.").replace("%1", str(v["honor"]))
    if code == "combine":
        combo = COMBINATION_BY_NAME[str(v["name"])]
        return (translate("SenjiHint", "The combination %1 brings you %2.")
                .replace("%1", combination_name(combo.name))
                .replace("%2", combination_reward(combo)))
    if code == "display":
        return translate("SenjiHint", "Displayed, this family member counts %1 honor for you."
                         ).replace("%1", str(v["honor"]))
    return None
