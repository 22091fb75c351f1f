"""Senshi: the sentence of a suggested move's reason (``games/senshi/heuristics.explain``)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from senji_desktop.engine.hint import HintReason
from senji_desktop.ui.senshi.log_text import attribute_name, seat_name

translate = QCoreApplication.translate


def hint_sentence(reason: HintReason, names: Sequence[str]) -> str | None:
    """The translated sentence for `reason`, or None for an unknown code."""
    v = reason.values
    code = reason.code
    attr = attribute_name(int(v["colour"])) if "colour" in v else ""
    if code == "pick_stack":
        tiles, colours = int(v["tiles"]), int(v["colours"])
        if tiles == 1:
            return translate("SenshiHint", "This stack brings one tile into your hand.")
        if colours == 1:
            return translate("SenshiHint", "This stack brings %1 tiles of one attribute into "
                                           "your hand.").replace("%1", str(tiles))
        return (translate("SenshiHint", "This stack brings %1 tiles of %2 different "
                                        "attributes into your hand.")
                .replace("%1", str(tiles)).replace("%2", str(colours)))
    if code == "study":
        return translate("SenshiHint", "Its top tile, %1, scores for you whenever anyone "
                                       "tests %1.").replace("%1", attr)
    if code == "train_smallest":
        return translate("SenshiHint", "Your %1 pile is your smallest, and the smallest pile "
                                       "decides who is eliminated: this tile can raise it."
                         ).replace("%1", attr)
    if code == "train_deny":
        return (translate("SenshiHint", "You take the %1 tile that would otherwise score "
                                        "for %2.")
                .replace("%1", attr).replace("%2", seat_name(names, int(v["owner"]))))
    if code == "train":
        return translate("SenshiHint", "This adds one %1 tile to your hand.").replace("%1", attr)
    if code == "test_scores":
        own, others = int(v["own"]), int(v["others"])
        if others:
            text = translate("SenshiHint", "Testing %1 scores %2 tiles for you and %3 for "
                                           "the others.").replace("%3", str(others))
        else:
            text = translate("SenshiHint", "Testing %1 scores %2 tiles for you and none for "
                                           "the others.")
        return text.replace("%1", attr).replace("%2", str(own))
    if code == "test_smallest":
        return translate("SenshiHint", "Testing %1 raises your smallest pile.").replace("%1", attr)
    if code == "test":
        return translate("SenshiHint", "Testing %1 adds a tile to your %1 pile.").replace("%1", attr)
    if code == "pass":
        return translate("SenshiHint", "No other move is possible.")
    return None
