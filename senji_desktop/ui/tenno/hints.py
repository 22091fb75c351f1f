"""Tenno: the sentence of a suggested move's reason (``games/tenno/heuristics.explain``)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from senji_desktop.engine.hint import HintReason
from senji_desktop.ui.tenno.log_text import card_text, seat_name

translate = QCoreApplication.translate


def hint_sentence(reason: HintReason, names: Sequence[str]) -> str | None:
    """The translated sentence for `reason`, or None for an unknown code."""
    v = reason.values
    code = reason.code
    if code == "attack_known":
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
    if code == "refill":
        return translate("TennoHint", "Of your hand cards, the %1 defends this position best."
                         ).replace("%1", card_text(int(v["card"])))
    if code == "rehide":
        return translate("TennoHint", "The others know your %1 there; laid down again, it is "
                                      "hidden once more.").replace("%1", card_text(int(v["card"])))
    if code == "replace_known":
        return (translate("TennoHint", "The others know your %1 there; your stronger %2 takes "
                                       "its place unseen.")
                .replace("%1", card_text(int(v["old"]))).replace("%2", card_text(int(v["new"]))))
    if code == "replace_weak":
        return (translate("TennoHint", "Your %2 is much stronger than the %1 it replaces.")
                .replace("%1", card_text(int(v["old"]))).replace("%2", card_text(int(v["new"]))))
    fixed = {
        "arrange": translate("TennoHint", "Your Peasants lie face down, so no order is better "
                                          "than another."),
        "keep_cards": translate("TennoHint", "None of your hand cards is much stronger than "
                                             "your weakest table card."),
        "no_second_attack": translate("TennoHint", "No second attack promises a gain."),
        "all_known": translate("TennoHint", "You already know every card there."),
        "only_choice": translate("TennoHint", "This is the only move you have here."),
        "search": translate("TennoHint", "The computer played this position out many times; "
                                         "this choice came off best."),
    }
    return fixed.get(code)
