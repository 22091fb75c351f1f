"""SenbaZuru: the sentence of a suggested move's reason (``games/senbazuru/heuristics.explain``)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from senji_desktop.engine.hint import HintReason

translate = QCoreApplication.translate


def hint_sentence(reason: HintReason, names: Sequence[str]) -> str | None:
    """The translated sentence for `reason`, or None for an unknown code."""
    v = reason.values
    code = reason.code
    if code == "place_catches":
        n = int(v["tiles"])
        if n == 1:
            return translate("SenbaZuruHint", "Placed here, this tile lets you catch a tile.")
        return translate("SenbaZuruHint", "Placed here, this tile lets you catch %1 tiles."
                         ).replace("%1", str(n))
    if code == "place_crowned":
        return translate("SenbaZuruHint", "A crowned crane brings you a reward when you place it.")
    if code == "catch":
        n = int(v["tiles"])
        if n == 1:
            return translate("SenbaZuruHint", "This diagonal gives you a tile.")
        return translate("SenbaZuruHint", "This diagonal gives you %1 tiles.").replace("%1", str(n))
    if code == "draw":
        if v.get("crowned"):
            return translate("SenbaZuruHint", "A crowned crane: placing it later brings a reward.")
        if v.get("golden"):
            return translate("SenbaZuruHint", "A golden crane counts two points at the end.")
        return None
    if code == "discard":
        return translate("SenbaZuruHint", "You cannot place any tile, so one goes out of the game.")
    if code == "place_least_open":
        n = int(v["open"])
        if n == 1:
            return translate("SenbaZuruHint", "Here the tile leaves only one diagonal open for "
                                              "catching it back, fewer than elsewhere.")
        return translate("SenbaZuruHint", "Here the tile leaves %1 diagonals open for catching "
                                          "it back, fewer than elsewhere.").replace("%1", str(n))
    fixed = {
        "place_safe": translate("SenbaZuruHint", "Here the tile leaves no diagonal open for "
                                                 "your opponent to catch it back."),
        "put_token": translate("SenbaZuruHint", "Of your tiles, this one is the hardest to "
                                                "catch, so the token is safest here."),
        "take_token": translate("SenbaZuruHint", "This token comes off a tile your opponent "
                                                 "controls."),
        "draw_plain": translate("SenbaZuruHint", "No tile of the display has a crowned or "
                                                 "golden crane, so none is worth more."),
        "only_choice": translate("SenbaZuruHint", "This is the only move you have here."),
        "search": translate("SenbaZuruHint", "The computer played this position out many "
                                             "times; this choice came off best."),
    }
    return fixed.get(code)
