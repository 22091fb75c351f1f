"""Shinobi events as translated log lines, the weapon names and the AI
opponents' flavour lines.

:func:`describe` turns one (already seat-filtered) event into a whole
sentence, or None for events that need no line. Lines are in the past tense
and name every announcement and every revealed card, so the log serves the
deduction the game asks for (SHI-4: revealed cards stay known for the round).

Flavour lines (SHI-8) are table talk: short, never binding, and chosen from
public facts only — the round, the two seats and the announced weapon — so
they cannot tell anyone what the AI really gave (:func:`flavour_line` is
never even given the true weapon).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from senji_desktop.engine.core import Event

#: Translation context of the weapon names.
WEAPON_CONTEXT = "ShinobiWeapon"
#: Translation context of the log lines (written out in each call for lupdate).
CONTEXT = "ShinobiLog"
#: Translation context of the flavour lines.
FLAVOUR_CONTEXT = "ShinobiFlavour"

translate = QCoreApplication.translate

#: Weapon names. Shuriken, sai and katana are Japanese words that German
#: and English share (like the game names, they are not translated); the
#: blowgun has a name of its own in each language.
WEAPON_NAMES: tuple[str, ...] = (
    "Shuriken",
    "Sai",
    "Katana",
    QT_TRANSLATE_NOOP("ShinobiWeapon", "Blowgun"),
)
#: Which of WEAPON_NAMES go through the translation.
_TRANSLATED_WEAPONS = (3,)

#: Lines that say nothing about any weapon.
FLAVOUR_PLAIN: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("ShinobiFlavour", "A small gift from my clan."),
    QT_TRANSLATE_NOOP("ShinobiFlavour", "Nothing personal."),
    QT_TRANSLATE_NOOP("ShinobiFlavour", "Trust me."),
    QT_TRANSLATE_NOOP("ShinobiFlavour", "Choose wisely."),
    QT_TRANSLATE_NOOP("ShinobiFlavour", "You will never see this one coming."),
    QT_TRANSLATE_NOOP("ShinobiFlavour", "Consider it a friendly warning."),
    QT_TRANSLATE_NOOP("ShinobiFlavour", "My hands are clean. Mostly."),
    QT_TRANSLATE_NOOP("ShinobiFlavour", "Do I look like a liar?"),
)

#: Lines about the announced weapon (public anyway); %1 is its name.
FLAVOUR_ANNOUNCED: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("ShinobiFlavour", "%1. On my honour."),
    QT_TRANSLATE_NOOP("ShinobiFlavour", "It really is %1. Would I lie?"),
    QT_TRANSLATE_NOOP("ShinobiFlavour", "%1 — or is it?"),
    QT_TRANSLATE_NOOP("ShinobiFlavour", "I said %1, did I not?"),
)


def weapon_name(weapon: int) -> str:
    """The name of `weapon` (0–3) in the current language."""
    if weapon in _TRANSLATED_WEAPONS:
        return translate(WEAPON_CONTEXT, WEAPON_NAMES[weapon])
    return WEAPON_NAMES[weapon]


def seat_name(names: Sequence[str], seat: int | None) -> str:
    """The name of `seat`, or a translated "Player n" if no name is known."""
    if seat is not None and 0 <= seat < len(names) and names[seat]:
        return names[seat]
    return translate("ShinobiLog", "Player %1").replace("%1", str(1 + (seat or 0)))


def flavour_line(round_no: int, attacker: int, target: int, announced: int) -> str:
    """A short flavour line of AI `attacker` attacking `target` (SHI-8).

    Chosen only from public facts (a fixed mix of round and seats picks the
    line), never from the card really given, so it carries no information."""
    pick = (round_no * 7 + attacker * 13 + target * 5) % (len(FLAVOUR_PLAIN)
                                                          + len(FLAVOUR_ANNOUNCED))
    if pick < len(FLAVOUR_PLAIN):
        return translate(FLAVOUR_CONTEXT, FLAVOUR_PLAIN[pick])
    text = translate(FLAVOUR_CONTEXT, FLAVOUR_ANNOUNCED[pick - len(FLAVOUR_PLAIN)])
    return text.replace("%1", weapon_name(announced))


def ends_the_game(events: Sequence[Event], index: int) -> bool:
    """True if the "eliminated" events from `index` on are followed at once
    by "game_over": those seats were knocked out by the final resolution
    (SHI-6) and do not keep playing."""
    for e in events[index:]:
        if e.kind != "eliminated":
            return e.kind == "game_over"
    return False


def describe(event: Event, names: Sequence[str], *, final: bool = False) -> str | None:
    """The log line of `event`, or None if it needs none. An "eliminated"
    event of the game-ending resolution (its "final" flag, or `final`: see
    ends_the_game) needs no line, as the winner line follows."""
    d = event.data
    k = event.kind

    def n(seat: int) -> str:
        return seat_name(names, seat)

    if k == "round_started":
        return (translate("ShinobiLog", "Round %1 began; %2 held the meeple.")
                .replace("%1", str(d["round"])).replace("%2", n(d["meeple"])))
    if k == "attacked":
        if "weapon" in d:
            return (translate("ShinobiLog", "%1 attacked %2 with the %3 and announced the %4.")
                    .replace("%1", n(d["attacker"])).replace("%2", n(d["target"]))
                    .replace("%3", weapon_name(d["weapon"]))
                    .replace("%4", weapon_name(d["announced"])))
        return (translate("ShinobiLog", "%1 attacked %2 and announced the %3.")
                .replace("%1", n(d["attacker"])).replace("%2", n(d["target"]))
                .replace("%3", weapon_name(d["announced"])))
    if k == "resolving_started":
        return (translate("ShinobiLog", "Every attack was assigned; %1 resolved first.")
                .replace("%1", n(d["meeple"])))
    if k == "revealed":
        (a, b), (wa, wb) = d["attackers"], d["weapons"]
        text = (translate("ShinobiLog", "%1 revealed %2 from %3 and %4 from %5: the same weapon.")
                if d["same"] else
                translate("ShinobiLog", "%1 revealed %2 from %3 and %4 from %5: different weapons."))
        return (text.replace("%1", n(d["seat"])).replace("%2", weapon_name(wa))
                .replace("%3", n(a)).replace("%4", weapon_name(wb)).replace("%5", n(b)))
    if k == "accepted":
        if d["same"]:
            return translate("ShinobiLog", "%1 took the hit.").replace("%1", n(d["seat"]))
        return translate("ShinobiLog", "%1 denounced nothing.").replace("%1", n(d["seat"]))
    if k == "denounced":
        if d["charge"] == "incompetence":
            text = (translate("ShinobiLog", "%1 denounced incompetence: the third card, from %2, "
                              "was %3 — all three differ, the charge held.")
                    if d["success"] else
                    translate("ShinobiLog", "%1 denounced incompetence: the third card, from %2, "
                              "was %3 — a pair, the charge was false."))
        else:
            text = (translate("ShinobiLog", "%1 denounced plotting: the third card, from %2, "
                              "was %3 too — the charge held.")
                    if d["success"] else
                    translate("ShinobiLog", "%1 denounced plotting: the third card, from %2, "
                              "was %3 — the charge was false."))
        return (text.replace("%1", n(d["seat"])).replace("%2", n(d["attacker"]))
                .replace("%3", weapon_name(d["weapon"])))
    if k == "lives_lost":
        if d["amount"] == 1:
            text = translate("ShinobiLog", "%1 lost a life (%2 left).")
        else:
            text = translate("ShinobiLog", "%1 lost %n lives (%2 left).").replace(
                "%n", str(d["amount"]))
        return text.replace("%1", n(d["seat"])).replace("%2", str(d["lives"]))
    if k == "eliminated":
        # The engine marks the eliminations of the game-ending resolution.
        if final or d.get("final"):
            return None
        return (translate("ShinobiLog", "%1 had no lives left, but kept attacking and denouncing.")
                .replace("%1", n(d["seat"])))
    if k == "round_ended":
        return (translate("ShinobiLog", "Round %1 ended; the cards went back to their clans.")
                .replace("%1", str(d["round"])))
    if k == "game_over":
        winners = d["winners"]
        if len(winners) == 1:
            return (translate("ShinobiLog", "%1 was the last with lives left: the Great Daimyo.")
                    .replace("%1", n(winners[0])))
        return (translate("ShinobiLog", "The last lives fell together; %1 shared the win.")
                .replace("%1", ", ".join(n(s) for s in winners)))
    if k == "flavour":
        return (translate("ShinobiLog", "%1 to %2: “%3”")
                .replace("%1", n(d["attacker"])).replace("%2", n(d["target"]))
                .replace("%3", d["text"]))
    return None


def describe_all(events: Sequence[Event], names: Sequence[str]) -> list[str]:
    out = []
    for i, e in enumerate(events):
        line = describe(e, names, final=ends_the_game(events, i))
        if line:
            out.append(line)
    return out


def card_tooltip(attacker: str, target: str, announced: int, weapon: int | None,
                 shown: bool, own: bool) -> str:
    """What a given card and its badges mean, for its tooltip: `attacker` and
    `target` are the two names, `announced` the weapon on the round badge
    with the black cube (the announcement), `weapon` the true weapon if the
    viewer knows it; `shown` for a revealed card, `own` for a card the viewer
    gave (its corner badge shows him the true weapon)."""
    if shown and weapon is not None:
        #: Tooltip of a revealed attack card; %1 gave it to %2, %3 was announced, %4 is on it.
        text = translate("ShinobiLog", "%1 attacked %2 with the %4. The small badge with the black "
                                  "cube shows what %1 announced: the %3.")
    elif own and weapon is not None:
        #: Tooltip of a face-down card the viewer gave; %2 received it.
        text = translate("ShinobiLog", "Your card to %2: the %4 — the corner badge shows it to you "
                                  "alone. The round badge with the black cube is your "
                                  "announcement: the %3.")
    else:
        #: Tooltip of a face-down attack card; %1 gave it to %2, %3 was announced.
        text = translate("ShinobiLog", "%1 attacked %2 face down. The round badge with the black "
                                  "cube is the announcement, the %3 — perhaps a bluff. The "
                                  "small emblem at the top is %1's clan.")
    return (text.replace("%1", attacker).replace("%2", target)
            .replace("%3", weapon_name(announced))
            .replace("%4", weapon_name(weapon) if weapon is not None else ""))

