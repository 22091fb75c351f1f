"""Tenno events as translated log lines, plus the card names.

:func:`describe` turns one (already seat-filtered) event into a whole
sentence in the past tense, or None for events that need no line. A
redacted event (another seat's refill, replacement, swap or peek) names
only the position, never the card (TEN-7, TEN-10).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from senji_desktop.engine.core import Event
from senji_desktop.games.tenno.model import SET_SIZE
from senji_desktop.ui.kit.result import seat_name

# Translation context of the card names.
CARD_CONTEXT = "TennoCard"
# Translation context of the log lines (written out in each call for lupdate).
CONTEXT = "TennoLog"

# Qt's translate; lupdate finds ``translate("Context", "text")`` calls.
translate = QCoreApplication.translate

# Card names by rank (0 = Geisha, 1–10 the printed value). The Japanese
# titles are the same in English and German; only the others are translated.
CARD_NAMES: tuple[str, ...] = (
    "Geisha",
    QT_TRANSLATE_NOOP("TennoCard", "Peasant"),
    QT_TRANSLATE_NOOP("TennoCard", "Peasant"),
    QT_TRANSLATE_NOOP("TennoCard", "Peasant"),
    "Ninja",
    QT_TRANSLATE_NOOP("TennoCard", "Monk"),
    "Ronin",
    "Samurai",
    "Samurai",
    "Daimyo",
    "Shogun",
)

# Positions as players name them (the seat's own left to right).
POSITION_NAMES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("TennoLog", "left"),
    QT_TRANSLATE_NOOP("TennoLog", "middle"),
    QT_TRANSLATE_NOOP("TennoLog", "right"),
)


def card_name(card: int) -> str:
    """The translated name of `card`, e.g. "Samurai"."""
    return translate(CARD_CONTEXT, CARD_NAMES[card % SET_SIZE])


def card_value(card: int) -> str:
    """The printed value: "1"–"10", "X" for the Geisha."""
    r = card % SET_SIZE
    return "X" if r == 0 else str(r)


def card_text(card: int) -> str:
    """Name and value, e.g. "Samurai (7)", "Geisha (X)"."""
    return (translate("TennoCard", "%1 (%2)", "card name (printed value)")
            .replace("%1", card_name(card)).replace("%2", card_value(card)))


def position_name(pos: int) -> str:
    return translate(CONTEXT, POSITION_NAMES[pos])


def _fill(text: str, **values: str) -> str:
    for key, value in values.items():
        text = text.replace("{" + key + "}", value)
    return text


def describe(event: Event, names: Sequence[str]) -> str | None:
    """One whole sentence for `event`, or None if it needs no log line."""
    d = event.data
    kind = event.kind

    def who(key: str = "seat") -> str:
        return seat_name(names, d[key])

    if kind == "arranged":
        if "order" in d:
            order = " · ".join(str(r) for r in d["order"])
            return _fill(translate("TennoLog", "{name} laid out the Peasants: {order}."),
                         name=who(), order=order)
        return _fill(translate("TennoLog", "{name} laid out the Peasants face down."),
                     name=who())
    if kind == "turn_started":
        return _fill(translate("TennoLog", "— {name}'s turn —"), name=who())
    if kind == "attacked":
        if d["number"] == 2:
            text = translate("TennoLog",
                             "Second attack: {name}'s {card} attacked {target}'s {their}.")
        else:
            text = translate("TennoLog", "{name}'s {card} attacked {target}'s {their}.")
        return _fill(text, name=who("attacker"), target=who("target"),
                     card=card_text(d["att_card"]), their=card_text(d["def_card"]))
    if kind == "monk_used":
        return _fill(translate("TennoLog", "{name} revealed a Monk: +2 for the defender."),
                     name=who())
    if kind == "battle_resolved":
        return _battle_line(d, names)
    if kind == "ronin_declined":
        return _fill(translate("TennoLog", "{name} made no second attack."), name=who())
    if kind == "refilled":
        if "card" in d:
            return _fill(translate("TennoLog", "{name} laid {card} in the {position} position."),
                         name=who(), card=card_text(d["card"]),
                         position=position_name(d["position"]))
        return _fill(translate("TennoLog", "{name} refilled the {position} position."),
                     name=who(), position=position_name(d["position"]))
    if kind == "replaced":
        if "card" in d:
            if d["card"] == d["old"]:
                return _fill(translate(
                    "TennoLog", "{name} took up {card} and laid it back in the {position} "
                    "position."), name=who(), card=card_text(d["card"]),
                    position=position_name(d["position"]))
            return _fill(translate(
                "TennoLog", "{name} took {old} into the hand and laid {card} in the "
                "{position} position."), name=who(), card=card_text(d["card"]),
                old=card_text(d["old"]), position=position_name(d["position"]))
        return _fill(translate("TennoLog",
                               "{name} exchanged the {position} card with one from the hand."),
                     name=who(), position=position_name(d["position"]))
    if kind == "table_swapped":
        first, second = position_name(d["first"]), position_name(d["second"])
        if "exchange" in d:
            text = (translate("TennoLog", "{name} swapped the {first} and {second} cards.")
                    if d["exchange"] else
                    translate("TennoLog", "{name} picked up the {first} and {second} cards "
                              "and laid them back unchanged."))
        else:
            text = translate("TennoLog",
                             "{name} picked up the {first} and {second} cards and laid them "
                             "down again.")
        return _fill(text, name=who(), first=first, second=second)
    if kind == "swap_declined":
        return _fill(translate("TennoLog", "{name} kept the cards as they were."), name=who())
    if kind == "peeked":
        if "card" in d:
            return _fill(translate("TennoLog",
                                   "{name} looked at {target}'s {position} card: {card}."),
                         name=who(), target=who("target"), card=card_text(d["card"]),
                         position=position_name(d["position"]))
        return _fill(translate("TennoLog", "{name} looked at {target}'s {position} card."),
                     name=who(), target=who("target"), position=position_name(d["position"]))
    if kind == "peek_declined":
        return _fill(translate("TennoLog", "{name} did not look at a card."), name=who())
    if kind == "game_over":
        return _fill(translate("TennoLog",
                               "{name} had to refill a position with an empty hand: "
                               "the game is over."), name=who())
    return None


def _battle_line(d: dict[str, object] | object, names: Sequence[str]) -> str:
    assert isinstance(d, dict)
    attacker = seat_name(names, d["attacker"])
    defender = seat_name(names, d["defender"])
    att = card_text(d["att_card"])
    dfc = card_text(d["def_card"])
    score = f"{d['att_strength']}:{d['def_strength']}"
    result = d["result"]
    if result == "defender":
        score = f"{d['def_strength']}:{d['att_strength']}"  # the winner's strength first
    if result == "attacker":
        text = translate("TennoLog", "{attacker} won {score} and captured {card}.")
        text = _fill(text, attacker=attacker, score=score, card=dfc)
    elif result == "defender":
        if d["att_fate"] == "captured":
            text = translate("TennoLog", "{defender} won {score}; the Shogun captured {card}.")
        else:
            text = translate("TennoLog", "{defender} won {score}; {card} was discarded.")
        text = _fill(text, defender=defender, score=score, card=att)
    elif d["att_fate"] == "removed":
        text = _fill(translate("TennoLog", "Two Geishas met: both left the game."))
    else:
        text = _fill(translate("TennoLog", "A tie at {score}: {card} and {other} were discarded."),
                     score=score, card=att, other=dfc)
    geishas = [c for c, fate in ((d["att_card"], d["att_fate"]), (d["def_card"], d["def_fate"]))
               if fate == "removed"]
    if len(geishas) == 1:
        text += " " + translate("TennoLog", "The Geisha left the game.")
    return text
