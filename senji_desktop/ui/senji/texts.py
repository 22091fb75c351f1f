"""Names of Senji's things in the current language: cards, kinds, orders,
phases, combinations (SJ-30, SJ-42, SJ-50) and the samurai cards with
their powers (SJ-60).

Family names, province names and samurai names are proper names and stay
untranslated. Every function returns a whole phrase; callers put it into a
whole translated sentence with ``%1`` placeholders.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from senji_desktop.games.senji.map import SEAS
from senji_desktop.games.senji.model import (
    POWER_DOMAINS,
    SAMURAI,
    UNKNOWN,
    Combination,
    dip_family,
    dip_type,
    dip_value,
)
from senji_desktop.ui.senji.mons import FAMILY_NAMES

translate = QCoreApplication.translate


def sea_name(sea: str) -> str:
    """The translated name of a sea id ("north", "south")."""
    if sea == "north":
        return translate("SenjiMap", "North Sea")
    if sea == "south":
        return translate("SenjiMap", "South Sea")
    return sea


def family_name(family: str | None) -> str:
    """A family's name (a proper name)."""
    if family is None:
        return translate("SenjiTexts", "no family")
    return FAMILY_NAMES.get(family, family.capitalize())


def area_name(area: str) -> str:
    """A province's name (proper name) or a sea's translated name."""
    if area in SEAS:
        return sea_name(area)
    return area.capitalize()


def samurai_name(card: int) -> str:
    """A samurai card's name with its honor, e.g. "Sakai (7)"."""
    if card == UNKNOWN or not 0 <= card < len(SAMURAI):
        return translate("SenjiTexts", "a hidden samurai")
    name, honor = SAMURAI[card]
    return f"{name} ({honor})"


def card_name(card: int) -> str:
    """A diplomacy card as a noun phrase, e.g. "Mori family member 3" (SJ-30)."""
    if card == UNKNOWN:
        return translate("SenjiTexts", "a hidden card")
    fam, kind, value = family_name(dip_family(card)), dip_type(card), dip_value(card)
    if kind == "member":
        text = translate("SenjiTexts", "%1 family member %2")
    elif kind == "support":
        text = translate("SenjiTexts", "%1 support %2")
    else:
        text = translate("SenjiTexts", "%1 trade %2")
    return text.replace("%1", fam).replace("%2", str(value))


def type_name(card_type: str) -> str:
    """A diplomacy card type, plural, as a heading."""
    if card_type == "member":
        return translate("SenjiTexts", "Family members")
    if card_type == "support":
        return translate("SenjiTexts", "Military support")
    return translate("SenjiTexts", "Trade")


def category_name(family: str, card_type: str) -> str:
    """An asked category as a noun phrase, e.g. "Oda family member" (SJ-41)."""
    fam = family_name(family)
    if card_type == "member":
        text = translate("SenjiTexts", "%1 family member")
    elif card_type == "support":
        text = translate("SenjiTexts", "%1 support card")
    else:
        text = translate("SenjiTexts", "%1 trade card")
    return text.replace("%1", fam)


def hana_name(kind: int) -> str:
    """One hanafuda kind, singular (SJ-50)."""
    return (translate("SenjiTexts", "Sun"), translate("SenjiTexts", "Animal"),
            translate("SenjiTexts", "Ribbon"), translate("SenjiTexts", "Plain"))[kind]


def hana_count(kind: int, n: int) -> str:
    """"3 ribbons" — a count of one hanafuda kind."""
    if n == 1:
        text = (translate("SenjiTexts", "1 sun"), translate("SenjiTexts", "1 animal"),
                translate("SenjiTexts", "1 ribbon"), translate("SenjiTexts", "1 plain card"))[kind]
    else:
        text = (translate("SenjiTexts", "%n suns"), translate("SenjiTexts", "%n animals"),
                translate("SenjiTexts", "%n ribbons"),
                translate("SenjiTexts", "%n plain cards"))[kind]
    return text.replace("%n", str(n))


def order_name(order: str) -> str:
    """A spring order (SJ-42); '?' is a face-down order."""
    if order == "produce":
        return translate("SenjiTexts", "Produce")
    if order == "recruit":
        return translate("SenjiTexts", "Recruit")
    if order == "march":
        return translate("SenjiTexts", "March")
    return translate("SenjiTexts", "face-down order")


def phase_name(phase: str) -> str:
    """The phase in words."""
    names = {
        "draft": translate("SenjiTexts", "Choosing samurai"),
        "placement": translate("SenjiTexts", "Placing the armies"),
        "emperor": translate("SenjiTexts", "Choosing the Emperor's host"),
        "winter": translate("SenjiTexts", "Winter: diplomacy"),
        "spring": translate("SenjiTexts", "Spring: orders"),
        "summer": translate("SenjiTexts", "Summer: campaigns"),
        "autumn": translate("SenjiTexts", "Autumn: trade and honor"),
        "over": translate("SenjiTexts", "The game is over"),
    }
    return names.get(phase, phase)


def combination_name(name: str) -> str:
    """A hanafuda combination (SJ-50)."""
    names = {
        "suns2": translate("SenjiTexts", "2 suns"),
        "suns3": translate("SenjiTexts", "3 suns"),
        "suns4": translate("SenjiTexts", "4 suns"),
        "animals3": translate("SenjiTexts", "3 animals"),
        "animals5": translate("SenjiTexts", "5 animals"),
        "ribbons3": translate("SenjiTexts", "3 ribbons"),
        "ribbons5": translate("SenjiTexts", "5 ribbons"),
        "animals4_ribbons4": translate("SenjiTexts", "4 animals + 4 ribbons"),
        "plain6": translate("SenjiTexts", "6 plain cards"),
        "plain10": translate("SenjiTexts", "10 plain cards"),
        "mixed4": translate("SenjiTexts", "1 of each kind"),
    }
    return names.get(name, name)


def combination_reward(combo: Combination) -> str:
    """What a combination gives: honor or samurai (SJ-50)."""
    if combo.samurai == 1:
        return translate("SenjiTexts", "a new samurai")
    if combo.samurai > 1:
        return translate("SenjiTexts", "%n new samurai").replace("%n", str(combo.samurai))
    return translate("SenjiTexts", "%n honor").replace("%n", str(combo.honor))


def fleet_mode_name(mode: str) -> str:
    """A fleet's choice when activated (SJ-43)."""
    names = {
        "stay": translate("SenjiTexts", "Stay at sea"),
        "land": translate("SenjiTexts", "Land on the coast"),
        "move": translate("SenjiTexts", "Sail to the other sea"),
        "raid": translate("SenjiTexts", "Sail over and raid"),
    }
    return names.get(mode, mode)


#: SJ-60: each samurai's power in a sentence, by card id (Hosokawa … Yagyu).
POWER_TEXTS: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("SenjiTexts",
                      "When he attacks, his side locks two dice for him instead of one."),
    QT_TRANSLATE_NOOP("SenjiTexts",
                      "Once in every battle he fights in, his player may roll all unlocked "
                      "dice again."),
    QT_TRANSLATE_NOOP("SenjiTexts", "When he defends, his side gets 2 extra points."),
    QT_TRANSLATE_NOOP("SenjiTexts",
                      "If his side loses a battle, he retreats to a neighbouring province of "
                      "his player instead of dying."),
    QT_TRANSLATE_NOOP("SenjiTexts", "His side gets 1 extra point in every battle he fights in."),
    QT_TRANSLATE_NOOP("SenjiTexts",
                      "Units that cross a sea or raid together with him lose none to the "
                      "dice."),
    QT_TRANSLATE_NOOP("SenjiTexts",
                      "Once every autumn his player takes a random hanafuda card from an "
                      "opponent and gives that player one of his own of his choice."),
    QT_TRANSLATE_NOOP("SenjiTexts",
                      "Produce in his province draws 3 hanafuda cards instead of 2."),
    QT_TRANSLATE_NOOP("SenjiTexts",
                      "Once every autumn one hanafuda card of his player counts as any kind "
                      "in a combination."),
    QT_TRANSLATE_NOOP("SenjiTexts",
                      "His player draws 1 hanafuda card at the start of every autumn."),
    QT_TRANSLATE_NOOP("SenjiTexts",
                      "Every combination his player trades for honor brings 1 honor more."),
    QT_TRANSLATE_NOOP("SenjiTexts",
                      "His player needs one card fewer for the plain-card combinations "
                      "(5 instead of 6, 9 instead of 10)."),
    QT_TRANSLATE_NOOP("SenjiTexts",
                      "His player may hold two family members of the same family."),
    QT_TRANSLATE_NOOP("SenjiTexts",
                      "Once every winter his player may look at another player's diplomacy "
                      "cards."),
    QT_TRANSLATE_NOOP("SenjiTexts",
                      "In spring, once all orders are placed, his player may look at one "
                      "hidden order of an opponent."),
    QT_TRANSLATE_NOOP("SenjiTexts", "His player gains 2 honor on hosting the Emperor."),
    QT_TRANSLATE_NOOP("SenjiTexts",
                      "His player's military support cards may count one die more than "
                      "their value."),
    QT_TRANSLATE_NOOP("SenjiTexts",
                      "Killing a hostage brings his player 3 × its value in honor instead "
                      "of 2 ×."),
)


def power_text(card: int) -> str:
    """What samurai `card`'s power does, in a sentence (SJ-60)."""
    if not 0 <= card < len(POWER_TEXTS):
        return ""
    return translate("SenjiTexts", POWER_TEXTS[card])


def power_domain_name(card: int) -> str:
    """The domain of samurai `card`'s power: combat, hanafuda or diplomacy."""
    domain = POWER_DOMAINS[card] if 0 <= card < len(POWER_DOMAINS) else ""
    if domain == "combat":
        return translate("SenjiTexts", "Combat")
    if domain == "hanafuda":
        return translate("SenjiTexts", "Hanafuda")
    return translate("SenjiTexts", "Diplomacy")


def samurai_card_text(card: int, powers: bool = True) -> str:
    """A samurai card in one line: name, honor and (with powers) its power,
    e.g. "Sanada (3) · Combat: When he defends, …"."""
    if not powers or not 0 <= card < len(SAMURAI):
        return samurai_name(card)
    return (translate("SenjiTexts", "%1 · %2: %3").replace("%1", samurai_name(card))
            .replace("%2", power_domain_name(card)).replace("%3", power_text(card)))
