"""Senji: the sentence of a suggested move's reason (``games/senji/heuristics.explain``).

Every reason code ``explain`` gives has a sentence here (a test checks it),
so a Senji hint always says why, in the player's language.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from senji_desktop.engine.hint import HintReason
from senji_desktop.games.senji.model import COMBINATION_BY_NAME, dip_value
from senji_desktop.ui.senji.texts import (
    area_name,
    card_name,
    combination_name,
    combination_reward,
    family_name,
    hana_name,
    samurai_name,
)

translate = QCoreApplication.translate


def _seat(names: Sequence[str], seat: Any) -> str:
    i = int(seat)
    return names[i] if 0 <= i < len(names) else str(i + 1)


def hint_sentence(reason: HintReason, names: Sequence[str]) -> str | None:
    """The translated sentence for `reason`, or None for an unknown code."""
    v = reason.values
    code = reason.code
    fixed = _FIXED.get(code)
    if fixed is not None:
        return translate("SenjiHint", str(fixed))
    if code == "support":
        points = int(v["points"])
        if points == 1:
            text = translate("SenjiHint", "This %1 card adds 1 point to your side in this battle.")
        else:
            text = translate(
                "SenjiHint", "This %1 card adds %2 points to your side in this battle."
            ).replace("%2", str(points))
        return text.replace("%1", family_name(str(v["family"])))
    if code == "kill_hostage":
        return translate(
            "SenjiHint", "Killing the hostage gains you %1 honor; the attacker loses as much."
        ).replace("%1", str(v["honor"]))
    if code == "combine":
        combo = COMBINATION_BY_NAME[str(v["name"])]
        return (
            translate("SenjiHint", "The combination %1 brings you %2.")
            .replace("%1", combination_name(combo.name))
            .replace("%2", combination_reward(combo))
        )
    if code == "display":
        return translate(
            "SenjiHint", "Displayed, this family member counts %1 honor for you."
        ).replace("%1", str(v["honor"]))
    return _sentence(code, v, names)


# Reasons without values (translated when shown).
_FIXED: dict[str, Any] = {
    "only_choice": QT_TRANSLATE_NOOP("SenjiHint", "This is the only move you have here."),
    "search": QT_TRANSLATE_NOOP(
        "SenjiHint", "The computer played this position out many times; this choice came off best."
    ),
    "send": QT_TRANSLATE_NOOP(
        "SenjiHint",
        "The proposal is as planned: the cards you ask for are worth more to "
        "you than what you give.",
    ),
    "withdraw": QT_TRANSLATE_NOOP(
        "SenjiHint", "Nothing you could offer here gains you enough: take it back."
    ),
    "winter_pass": QT_TRANSLATE_NOOP(
        "SenjiHint", "No proposal or bid gains you enough this winter."
    ),
    "cannot_fulfil": QT_TRANSLATE_NOOP("SenjiHint", "You hold no card that fits what is asked."),
    "place_bid": QT_TRANSLATE_NOOP("SenjiHint", "Your bid is now high enough to win the card."),
    "march_done": QT_TRANSLATE_NOOP(
        "SenjiHint", "No further destination promises a clear win: the march is complete."
    ),
    "fleet_land": QT_TRANSLATE_NOOP(
        "SenjiHint", "Landed, the fleet's troops can hold or take provinces."
    ),
    "fleet_stay": QT_TRANSLATE_NOOP(
        "SenjiHint", "Your fleet waits in the sea for a better moment."
    ),
    "no_support": QT_TRANSLATE_NOOP(
        "SenjiHint", "None of your support cards adds a point in this battle."
    ),
    "reroll": QT_TRANSLATE_NOOP(
        "SenjiHint", "With the dice as they lie your side does not win: roll again."
    ),
    "keep_dice": QT_TRANSLATE_NOOP(
        "SenjiHint", "With the dice as they lie your side wins: keep them."
    ),
    "return_member": QT_TRANSLATE_NOOP(
        "SenjiHint", "Returning the card gains you 1 honor, and its family loses 1."
    ),
    "autumn_pass": QT_TRANSLATE_NOOP("SenjiHint", "Nothing else gains you honor this autumn."),
}


def _sentence(code: str, v: Mapping[str, Any], names: Sequence[str]) -> str | None:
    get = v.__getitem__
    if code == "keep_samurai":
        name = samurai_name(int(get("card")))
        if get("best"):
            return translate("SenjiHint", "Of these samurai, %1 brings the most honor.").replace(
                "%1", name
            )
        return (
            translate("SenjiHint", "%1 brings %2 honor.")
            .replace("%1", name)
            .replace("%2", str(get("honor")))
        )
    if code == "keep_member":
        card = int(get("card"))
        if get("best"):
            return translate(
                "SenjiHint", "Of the two, keep %1: displayed, it counts more honor."
            ).replace("%1", card_name(card))
        return (
            translate("SenjiHint", "Keep %1: displayed, it counts %2 honor.")
            .replace("%1", card_name(card))
            .replace("%2", str(dip_value(card)))
        )
    if code == "place":
        units = int(get("units"))
        text = (
            translate(
                "SenjiHint", "You already have 1 unit in %1: together your pieces fight stronger."
            )
            if units == 1
            else translate(
                "SenjiHint", "You already have %2 units in %1: together your pieces fight stronger."
            ).replace("%2", str(units))
        )
        return text.replace("%1", area_name(str(get("area"))))
    if code == "place_empty":
        return translate(
            "SenjiHint", "%1 has none of your pieces: whoever enters takes it without a battle."
        ).replace("%1", area_name(str(get("area"))))
    if code == "march_attack":
        margin = int(get("margin"))
        text = (
            translate("SenjiHint", "From %1 you can expect to beat %2's defence by about 1 point.")
            if margin <= 1
            else translate(
                "SenjiHint", "From %1 you can expect to beat %2's defence by about %3 points."
            ).replace("%3", str(margin))
        )
        return text.replace("%1", area_name(str(get("origin")))).replace(
            "%2", area_name(str(get("area")))
        )
    if code == "march_order":
        return translate(
            "SenjiHint", "With a march order your troops in %1 can move to where they are needed."
        ).replace("%1", area_name(str(get("province"))))
    if code == "recruit":
        units = int(get("units"))
        text = (
            translate("SenjiHint", "Only 1 unit stands in %1; recruiting adds 2 more.")
            if units == 1
            else translate(
                "SenjiHint", "Only %2 units stand in %1; recruiting adds 2 more."
            ).replace("%2", str(units))
        )
        return text.replace("%1", area_name(str(get("province"))))
    if code == "produce":
        return translate(
            "SenjiHint", "Producing in %1 draws 2 hanafuda for the combinations of autumn."
        ).replace("%1", area_name(str(get("province"))))
    if code == "produce_daisuke":
        return translate("SenjiHint", "With Daisuke, producing in %1 draws 3 hanafuda.").replace(
            "%1", area_name(str(get("province")))
        )
    if code == "look_order":
        return translate(
            "SenjiHint",
            "%1 is the strongest province of another player next to yours: its "
            "order tells you what is coming.",
        ).replace("%1", area_name(str(get("province"))))
    if code == "look_hand":
        return translate(
            "SenjiHint", "%1 holds the most diplomacy cards: the look shows you what to ask for."
        ).replace("%1", _seat(names, get("seat")))
    if code == "propose":
        return translate(
            "SenjiHint",
            "An exchange with %1 gains you more than it costs you, and %1 has reason to accept.",
        ).replace("%1", _seat(names, get("seat")))
    if code == "give":
        name = _seat(names, get("seat"))
        if get("more"):
            return translate("SenjiHint", "This card is worth more to %1 than to you.").replace(
                "%1", name
            )
        return translate(
            "SenjiHint", "This card makes the exchange worth accepting for %1."
        ).replace("%1", name)
    if code == "ask":
        return translate(
            "SenjiHint", "%1 probably holds such a card, and it is of use to you."
        ).replace("%1", _seat(names, get("seat")))
    if code == "ask_minimum":
        name = _seat(names, get("seat"))
        if int(get("value")) == 0:
            return translate(
                "SenjiHint", "Any value will do: that makes it easiest for %1 to accept."
            ).replace("%1", name)
        return (
            translate("SenjiHint", "A minimum of %2 keeps %1 from answering with a weaker card.")
            .replace("%1", name)
            .replace("%2", str(get("value")))
        )
    if code == "accept":
        return translate(
            "SenjiHint", "What %1 offers is worth more to you than what you give."
        ).replace("%1", _seat(names, get("seat")))
    if code == "decline":
        return translate(
            "SenjiHint", "What %1 asks for is worth more to you than what you would get."
        ).replace("%1", _seat(names, get("seat")))
    if code == "fulfil":
        return translate(
            "SenjiHint", "Of the cards that fit, give %1: it is worth the least to you."
        ).replace("%1", card_name(int(get("card"))))
    if code == "bid":
        return translate(
            "SenjiHint", "Bid on %1: it is worth more to you than the cards a winning bid costs."
        ).replace("%1", card_name(int(get("card"))))
    if code == "bid_card":
        return (
            translate("SenjiHint", "Add %1: it costs you little and raises your bid by %2.")
            .replace("%1", card_name(int(get("card"))))
            .replace("%2", str(get("value")))
        )
    if code == "march_own":
        return translate(
            "SenjiHint", "%1 is your own province: your troops arrive there safely."
        ).replace("%1", area_name(str(get("area"))))
    if code == "march_conquer":
        return translate("SenjiHint", "Nobody defends %1: you take it without a battle.").replace(
            "%1", area_name(str(get("area")))
        )
    if code == "march_sea":
        return translate(
            "SenjiHint", "In the %1 your troops join your fleet and can land later."
        ).replace("%1", area_name(str(get("area"))))
    if code == "move_units":
        count = int(get("count"))
        if count == 1:
            return translate("SenjiHint", "The unit that goes along counts 1 point in battle.")
        return translate(
            "SenjiHint", "Each of the %1 units that go along counts 1 point in battle."
        ).replace("%1", str(count))
    if code == "take_samurai":
        return translate("SenjiHint", "%1 locks a die showing your mon in battle.").replace(
            "%1", samurai_name(int(get("card")))
        )
    if code == "retreat":
        return translate(
            "SenjiHint", "Kuroda retreats into %1, where most of your units stand."
        ).replace("%1", area_name(str(get("province"))))
    if code == "trade":
        return translate(
            "SenjiHint", "Returning this trade card lets you pick one of %1 hanafuda."
        ).replace("%1", str(get("value")))
    if code == "show":
        return translate(
            "SenjiHint",
            "%1 is your least valuable kind of hanafuda: the other player takes one of "
            "those you show.",
        ).replace("%1", hana_name(int(get("hana"))))
    if code == "take_shown":
        return translate(
            "SenjiHint", "%1 is the most valuable kind among the hanafuda shown."
        ).replace("%1", hana_name(int(get("hana"))))
    if code == "keep_hostage":
        family = str(get("family"))
        return translate(
            "SenjiHint", "Keep the %1 hostage in hand: if the %1 attack you, you can kill it."
        ).replace("%1", family_name(family))
    if code == "hire_units":
        return translate(
            "SenjiHint",
            "Without a province, mercenaries in the %1 give you troops to land next year.",
        ).replace("%1", area_name(str(get("sea"))))
    if code == "take_hanafuda":
        return translate("SenjiHint", "%1 has the most hanafuda to take one from.").replace(
            "%1", _seat(names, get("seat"))
        )
    if code == "give_hanafuda":
        return translate(
            "SenjiHint", "%1 is your least valuable kind of hanafuda to give back."
        ).replace("%1", hana_name(int(get("hana"))))
    if code == "wildcard":
        return (
            translate("SenjiHint", "Your %1 card counts as %2, the dearer kind.")
            .replace("%1", hana_name(int(get("hana"))))
            .replace("%2", hana_name(int(get("as_kind"))))
        )
    return None


#: Every reason code :func:`hint_sentence` words (the test compares it with
#: the codes ``explain`` gives).
CODES: frozenset[str] = frozenset(
    {
        *_FIXED,
        "support",
        "kill_hostage",
        "combine",
        "display",
        "keep_samurai",
        "keep_member",
        "place",
        "place_empty",
        "march_attack",
        "march_order",
        "recruit",
        "produce",
        "produce_daisuke",
        "look_order",
        "look_hand",
        "propose",
        "give",
        "ask",
        "ask_minimum",
        "accept",
        "decline",
        "fulfil",
        "bid",
        "bid_card",
        "march_own",
        "march_conquer",
        "march_sea",
        "move_units",
        "take_samurai",
        "retreat",
        "trade",
        "show",
        "take_shown",
        "keep_hostage",
        "hire_units",
        "take_hanafuda",
        "give_hanafuda",
        "wildcard",
    }
)

__all__ = ["CODES", "hint_sentence"]
