"""Senji's log: one translated sentence per event (or None for events that
only drive animations).

The events reaching the table are already filtered for the watching seat
(``Event.for_seat``), so a line can show everything its event holds: a
private card appears only in the log of the seat allowed to see it.
Sentences are whole (``%1``… placeholders), counts use separate singular and
plural sentences. Repeated steps read as one line (``ui/common/log_groups.py``):
:func:`group_key` says which consecutive events belong together (a player's
units placed in one province, a player's orders of one spring) and
:func:`group_line` says them in one sentence ("Aiko places 3 units in Izumo.").
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from senji_desktop.engine.core import Event
from senji_desktop.games.senji.map import FAMILIES, SEAS
from senji_desktop.games.senji.model import (
    CHIYO,
    DAISUKE,
    HONDA,
    HOSOKAWA,
    II,
    ISHIDA,
    KATAKURA,
    KATO,
    KONISHI,
    KURODA,
    MAEDA,
    NABESHIMA,
    NAOE,
    OTANI,
    SAKAI,
    SAMURAI,
    SANADA,
    YAGYU,
    YAMAMOTO,
)
from senji_desktop.ui.common.log_groups import LogBook, grouped_lines
from senji_desktop.ui.senji.texts import (
    area_name,
    card_name,
    combination_name,
    family_name,
    fleet_mode_name,
    hana_count,
    hana_name,
    order_name,
    phase_name,
    samurai_name,
)

translate = QCoreApplication.translate


#: Why honor changed, by the ``reason`` of an ``honor_changed`` event: the
#: singular and plural sentence (%1 the player, %2 the honor now, %3 the
#: province, combination or card) and which of them %3 is.
HONOR_REASONS: dict[str, tuple[str, str, str]] = {
    "battle_won_attacking": (
        QT_TRANSLATE_NOOP("SenjiLog", "%1 gains 1 honor for the battle at %3 (now %2)."),
        QT_TRANSLATE_NOOP("SenjiLog", "%1 gains %n honor for the battle at %3 (now %2)."),
        "province"),
    "battle_won_defending": (
        QT_TRANSLATE_NOOP("SenjiLog", "%1 gains 1 honor for holding %3 (now %2)."),
        QT_TRANSLATE_NOOP("SenjiLog", "%1 gains %n honor for holding %3 (now %2)."),
        "province"),
    "hostage_killed": (
        QT_TRANSLATE_NOOP("SenjiLog", "%1 gains 1 honor for killing the hostage %3 (now %2)."),
        QT_TRANSLATE_NOOP("SenjiLog", "%1 gains %n honor for killing the hostage %3 (now %2)."),
        "card"),
    "hostage_lost": (
        QT_TRANSLATE_NOOP("SenjiLog", "%1 loses 1 honor for the killed hostage %3 (now %2)."),
        QT_TRANSLATE_NOOP("SenjiLog", "%1 loses %n honor for the killed hostage %3 (now %2)."),
        "card"),
    "diplomacy_return": (
        QT_TRANSLATE_NOOP("SenjiLog", "%1 gains 1 honor for sending %3 home (now %2)."),
        QT_TRANSLATE_NOOP("SenjiLog", "%1 gains %n honor for sending %3 home (now %2)."),
        "card"),
    "family_member_returned": (
        QT_TRANSLATE_NOOP("SenjiLog", "%1 loses 1 honor because %3 was sent home (now %2)."),
        QT_TRANSLATE_NOOP("SenjiLog", "%1 loses %n honor because %3 was sent home (now %2)."),
        "card"),
    "hanafuda": (
        QT_TRANSLATE_NOOP("SenjiLog", "%1 gains 1 honor for the combination %3 (now %2)."),
        QT_TRANSLATE_NOOP("SenjiLog", "%1 gains %n honor for the combination %3 (now %2)."),
        "combination"),
    "display": (
        QT_TRANSLATE_NOOP("SenjiLog", "%1 gains 1 honor for displaying %3 (now %2)."),
        QT_TRANSLATE_NOOP("SenjiLog", "%1 gains %n honor for displaying %3 (now %2)."),
        "card"),
    "take_back": (
        QT_TRANSLATE_NOOP("SenjiLog", "%1 loses 1 honor for taking back %3 (now %2)."),
        QT_TRANSLATE_NOOP("SenjiLog", "%1 loses %n honor for taking back %3 (now %2)."),
        "card"),
    "display_left": (
        QT_TRANSLATE_NOOP("SenjiLog", "%1 loses 1 honor: the displayed %3 leaves (now %2)."),
        QT_TRANSLATE_NOOP("SenjiLog", "%1 loses %n honor: the displayed %3 leaves (now %2)."),
        "card"),
    "mercenaries": (
        QT_TRANSLATE_NOOP("SenjiLog", "%1 pays 1 honor for mercenaries (now %2)."),
        QT_TRANSLATE_NOOP("SenjiLog", "%1 pays %n honor for mercenaries (now %2)."),
        ""),
    "mercenary_samurai": (
        QT_TRANSLATE_NOOP("SenjiLog", "%1 pays 1 honor for a new samurai (now %2)."),
        QT_TRANSLATE_NOOP("SenjiLog", "%1 pays %n honor for a new samurai (now %2)."),
        ""),
    "power": (
        QT_TRANSLATE_NOOP("SenjiLog", "%1 gains 1 honor through %3 (now %2)."),
        QT_TRANSLATE_NOOP("SenjiLog", "%1 gains %n honor through %3 (now %2)."),
        "samurai"),
}


def _n(one: str, many: str, n: int) -> str:
    return (one if n == 1 else many).replace("%n", str(n))


def _cards(cards: Sequence[int]) -> str:
    return ", ".join(card_name(c) for c in cards)


def at(area: str) -> str:
    """Where something is: "in Kii", a sea with its article: "in the South
    Sea" (German "in Kii", "im Südmeer")."""
    if area in SEAS:
        #: A sea with its preposition, where something is ("im Südmeer").
        return translate("SenjiLog", "in the %1").replace("%1", area_name(area))
    #: A province with its preposition, where something is ("in Kii").
    return translate("SenjiLog", "in %1").replace("%1", area_name(area))


def from_to(origin: str, dest: str) -> str:
    """A way from one area to another: "from Yamashiro to Kii", "from the
    South Sea to the North Sea" (German "von Yamashiro nach Kii", "vom
    Südmeer ins Nordmeer")."""
    return from_(origin) + " " + to(dest)


def from_(area: str) -> str:
    """Where a move starts, with its preposition ("from Kii", "from the North Sea")."""
    if area in SEAS:
        #: A sea a move starts from ("vom Südmeer").
        return translate("SenjiLog", "from the %1").replace("%1", area_name(area))
    #: A province a move starts from ("von Kii").
    return translate("SenjiLog", "from %1").replace("%1", area_name(area))


def to(area: str) -> str:
    """Where a move goes, with its preposition ("to Kii", "to the North Sea")."""
    if area in SEAS:
        #: A sea a move goes to ("ins Nordmeer").
        return translate("SenjiLog", "to the %1").replace("%1", area_name(area))
    #: A province a move goes to ("nach Kii").
    return translate("SenjiLog", "to %1").replace("%1", area_name(area))


def dice_text(dice: Sequence[int]) -> str:
    """Die faces as family names, e.g. "Mori, Oda, Oda"."""
    return ", ".join(family_name(FAMILIES[d]) for d in dice)


def describe(event: Event, names: Sequence[str]) -> str | None:
    """The log sentence of `event` (None: nothing to log). `names` are the
    players' names by seat."""
    d: Mapping[str, Any] = event.data
    k = event.kind

    def who(key: str = "seat") -> str:
        # A seat's name; the neutral deck (a seat None) has sentences of its own.
        s = d.get(key)
        if not isinstance(s, int):
            return "—"
        return names[s] if 0 <= s < len(names) else str(s)

    def fill(text: str, *args: str) -> str:
        for i, a in enumerate(args, 1):
            text = text.replace(f"%{i}", a)
        return text

    if k == "game_started":
        fams = ", ".join(family_name(f) for f in d.get("families", []))
        return fill(translate("SenjiLog", "A new game begins. Families in play: %1."), fams)
    if k == "phase_started":
        return fill(translate("SenjiLog", "Year %1 — %2."), str(d.get("year", "")),
                    phase_name(d.get("phase", "")))
    if k == "samurai_drawn":
        if "cards" in d:
            return fill(translate("SenjiLog", "%1 draws samurai cards: %2."), who(),
                        ", ".join(samurai_name(c) for c in d["cards"]))
        return fill(_n(translate("SenjiLog", "%1 draws 1 samurai card."),
                       translate("SenjiLog", "%1 draws %n samurai cards."), d.get("count", 0)),
                    who())
    if k == "samurai_kept":
        return fill(translate("SenjiLog", "%1 keeps the samurai %2."), who(),
                    samurai_name(d["card"]))
    if k == "samurai_reshuffled":
        return translate("SenjiLog", "The samurai discards are shuffled into a new deck.")
    if k == "emperor_rolloff":
        seats = list(d.get("seats", []))
        counts = list(d.get("counts", []))
        players = ", ".join(names[s] for s in seats)
        #: One player's result in the roll-off for the Emperor: %1 the name, %2 own mons rolled.
        tally = ", ".join(fill(translate("SenjiLog", "%1 %2"), names[s], str(c))
                          for s, c in zip(seats, counts, strict=False))
        #: SJ-40: tied players roll all nine destiny dice; %1 the tied players,
        #: %2 the faces rolled, %3 each player's count of their own mon.
        return fill(translate("SenjiLog",
                              "Tie for hosting the Emperor: %1 roll the nine destiny dice: %2. Each "
                              "counts the dice showing their own family's mon (%3); the dice "
                              "carry all six mons, so families nobody plays come up too."),
                    players, dice_text(d.get("dice", [])), tally)
    if k == "emperor_hosted":
        return fill(translate("SenjiLog", "%1 hosts the Emperor in year %2."), who(),
                    str(d.get("year", "")))
    if k == "placed":
        if d.get("piece") == "samurai":
            #: %3 the place with its preposition: "in Kii", "in the South Sea".
            return fill(translate("SenjiLog", "%1 places the samurai %2 %3."), who(),
                        samurai_name(d.get("card", -1)), at(d["area"]))
        #: %2 the place with its preposition: "in Kii", "in the South Sea".
        return fill(translate("SenjiLog", "%1 places a unit %2."), who(), at(d["area"]))
    if k == "winter_passed":
        return fill(translate("SenjiLog", "%1 passes."), who())
    if k == "card_offered":
        return fill(translate("SenjiLog", "%1 is offered at the neutral auction."),
                    card_name(d["card"]))
    if k == "card_returned":
        reason = d.get("reason")
        if "card" not in d:
            return fill(translate("SenjiLog", "%1 returns a card to the %2 family."), who(),
                        family_name(d.get("family")))
        if reason == "support":
            return None
        fam = family_name(d.get("family"))
        if d.get("to_seat") is None:
            # SJ-30: a family nobody plays takes its cards back into the neutral deck.
            return fill(translate("SenjiLog", "%1 is shuffled into the neutral deck (nobody "
                                              "plays the %2 family)."), card_name(d["card"]), fam)
        return fill(translate("SenjiLog", "%1 goes back to %2, who plays the %3 family."),
                    card_name(d["card"]), who("to_seat"), fam)
    if k == "proposal_made":
        give, ask = d.get("give_count", 0), d.get("ask_count", 0)
        text = fill(translate("SenjiLog", "%1 makes a proposal to %2: gives %3, asks for %4."),
                    who("from"), who("to"), str(give), str(ask))
        if "give" in d:
            text += " " + fill(translate("SenjiLog", "Offered: %1."), _cards(d["give"]) or "—")
        return text
    if k == "proposal_declined":
        return fill(translate("SenjiLog", "%1 declines the proposal of %2."), who("to"),
                    who("from"))
    if k == "cards_exchanged":
        text = fill(translate("SenjiLog", "%1 and %2 exchange cards: %1 gives %3, %2 gives %4."),
                    who("from"), who("to"), str(d.get("given", 0)), str(d.get("received", 0)))
        if "given_cards" in d:
            # Told by who gives to whom, so the line reads right for both parties.
            text += " " + fill(translate("SenjiLog", "From %1 to %2: %3. From %2 to %1: %4."),
                               who("from"), who("to"), _cards(d["given_cards"]) or "—",
                               _cards(d.get("received_cards", [])) or "—")
        return text
    if k == "bid_placed":
        if "offered" in d:
            return fill(_n(translate("SenjiLog", "%1 bids 1 card on %2."),
                           translate("SenjiLog", "%1 bids %n cards on %2."), d.get("count", 0)),
                        who(), card_name(d["offered"]))
        return fill(_n(translate("SenjiLog", "%1 bids 1 card on offer %2."),
                       translate("SenjiLog", "%1 bids %n cards on offer %2."), d.get("count", 0)),
                    who(), str(d.get("offer", 0) + 1))
    if k == "auction_won":
        return fill(translate("SenjiLog", "%1 wins %2 at the auction."), who(),
                    card_name(d["card"]))
    if k == "auction_tied":
        return fill(translate("SenjiLog", "The bids on %1 are tied; it stays on offer."),
                    card_name(d["card"]))
    if k == "auction_unsold":
        return fill(translate("SenjiLog", "Nobody bought %1."), card_name(d["card"]))
    if k == "hourglass_ran_out":
        return translate("SenjiLog", "The hourglass has run out: winter ends.")
    if k == "hostage_limit":
        return fill(translate("SenjiLog", "%1 may hold only one %2 family member and keeps one."),
                    who(), family_name(d.get("family")))
    if k == "order_placed":
        if "order" in d:
            return fill(translate("SenjiLog", "%1 orders %2 in %3."), who(),
                        order_name(d["order"]), area_name(d["province"]))
        return fill(translate("SenjiLog", "%1 places a face-down order in %2."), who(),
                    area_name(d["province"]))
    if k == "orders_complete":
        return translate("SenjiLog", "All orders are placed.")
    if k == "order_revealed":
        return fill(translate("SenjiLog", "%1's order in %2: %3."), who(),
                    area_name(d["province"]), order_name(d["order"]))
    if k == "order_discarded":
        return fill(translate("SenjiLog", "The order in %1 is discarded."),
                    area_name(d["province"]))
    if k == "hanafuda_drawn":
        if "cards" in d:
            kinds = ", ".join(hana_name(c) for c in d["cards"])
            return fill(translate("SenjiLog", "%1 draws hanafuda: %2."), who(), kinds or "—")
        return fill(_n(translate("SenjiLog", "%1 draws 1 hanafuda card."),
                       translate("SenjiLog", "%1 draws %n hanafuda cards."), d.get("count", 0)),
                    who())
    if k == "hanafuda_reshuffled":
        return translate("SenjiLog", "The hanafuda discards are shuffled into a new deck.")
    if k == "recruited":
        return fill(_n(translate("SenjiLog", "%1 recruits 1 unit in %2."),
                       translate("SenjiLog", "%1 recruits %n units in %2."), d.get("count", 0)),
                    who(), area_name(d["province"]))
    if k == "fleet_activated":
        return fill(translate("SenjiLog", "The fleet of %1 in the %2 is activated."), who(),
                    area_name(d["sea"]))
    if k == "fleet_mode":
        mode = d.get("mode")
        if mode == "stay":
            text = translate("SenjiLog", "%1's fleet stays at sea.")
        elif mode == "land":
            text = translate("SenjiLog", "%1's fleet lands on the coast.")
        elif mode == "move":
            text = translate("SenjiLog", "%1's fleet sails to the other sea.")
        elif mode == "raid":
            text = translate("SenjiLog", "%1's fleet sails over for a raid.")
        else:
            return fill(translate("SenjiLog", "%1's fleet: %2."), who(), fleet_mode_name(mode))
        return fill(text, who())
    if k == "march_empty":
        return fill(translate("SenjiLog", "%1 does not march out of %2."), who(),
                    area_name(d["from"]))
    if k == "crossing_rolled":
        #: %2 the destination with its preposition: "to Kii".
        return fill(_n(translate("SenjiLog", "%1 crosses %2 and rolls %3: 1 unit lost."),
                       translate("SenjiLog", "%1 crosses %2 and rolls %3: %n units lost."),
                       d.get("lost", 0)),
                    who(), to(d["to"]), dice_text(d.get("dice", [])))
    if k == "pieces_moved":
        # %2 the way with its prepositions: "from Yamashiro to Kii", "from the
        # South Sea to the North Sea"; %3 the samurai by name (public on the map).
        units, cards = d.get("units", 0), list(d.get("samurai", []))
        sams = ", ".join(samurai_name(c) for c in cards)
        if units == 0 and not cards:
            return None
        if units == 0:
            text = (translate("SenjiLog", "%1 moves the samurai %3 %2.", "one samurai")
                    if len(cards) == 1 else
                    translate("SenjiLog", "%1 moves the samurai %3 %2.", "several samurai"))
        elif not cards:
            text = _n(translate("SenjiLog", "%1 moves 1 unit %2."),
                      translate("SenjiLog", "%1 moves %n units %2."), units)
        elif len(cards) == 1:
            text = _n(translate("SenjiLog", "%1 moves 1 unit and the samurai %3 %2.",
                                "one samurai"),
                      translate("SenjiLog", "%1 moves %n units and the samurai %3 %2.",
                                "one samurai"), units)
        else:
            text = _n(translate("SenjiLog", "%1 moves 1 unit and the samurai %3 %2.",
                                "several samurai"),
                      translate("SenjiLog", "%1 moves %n units and the samurai %3 %2.",
                                "several samurai"), units)
        return fill(text, who(), from_to(d["from"], d["to"]), sams)
    if k == "fortress_changed":
        return fill(translate("SenjiLog", "%1 takes %2."), who(), area_name(d["province"]))
    if k == "battle_started":
        return fill(translate("SenjiLog", "Battle for %1: %2 attacks %3. The dice show %4."),
                    area_name(d["province"]), who("attacker"), who("defender"),
                    dice_text(d.get("dice", [])))
    if k == "support_played":
        return fill(_n(translate("SenjiLog", "%1 plays %2 for 1 point."),
                       translate("SenjiLog", "%1 plays %2 for %n points."), d.get("points", 0)),
                    who(), card_name(d["card"]))
    if k == "support_declined":
        return fill(translate("SenjiLog", "%1 plays no support card."), who())
    if k == "battle_resolved":
        return fill(translate("SenjiLog", "%1 wins the battle for %2, %3 to %4."), who("winner"),
                    area_name(d["province"]),
                    str(max(d["att_total"], d["def_total"])),
                    str(min(d["att_total"], d["def_total"])))
    if k == "hostage_killed":
        return fill(translate("SenjiLog", "%1 kills the hostage %2."), who(),
                    card_name(d["card"]))
    if k == "hostage_spared":
        return fill(translate("SenjiLog", "%1 spares the hostages."), who())
    if k == "honor_changed":
        delta = d.get("delta", 0)
        if delta == 0:
            return None
        why = HONOR_REASONS.get(d.get("reason", ""))
        if why is not None:
            one, many, key = why
            arg = (area_name(d["province"]) if key == "province"
                   else combination_name(d["combination"]) if key == "combination"
                   else card_name(d["card"]) if key == "card"
                   else _samurai(d["samurai"]) if key == "samurai" else "")
            return fill(_n(translate("SenjiLog", one), translate("SenjiLog", many), abs(delta)),
                        who(), str(d.get("honor", 0)), arg)
        if delta > 0:
            text = _n(translate("SenjiLog", "%1 gains 1 honor (now %2)."),
                      translate("SenjiLog", "%1 gains %n honor (now %2)."), delta)
        else:
            text = _n(translate("SenjiLog", "%1 loses 1 honor (now %2)."),
                      translate("SenjiLog", "%1 loses %n honor (now %2)."), -delta)
        return fill(text, who(), str(d.get("honor", 0)))
    if k == "trade_started":
        if d.get("to_seat") is None:
            return fill(translate("SenjiLog", "%1 trades %2 at the neutral deck."), who(),
                        card_name(d["card"]))
        return fill(translate("SenjiLog", "%1 trades %2 with %3."), who(), card_name(d["card"]),
                    who("to_seat"))
    if k == "hanafuda_shown":
        if not d.get("cards") and not d.get("count"):
            # SJ-45: nothing to show: the other player holds no hanafuda, or
            # (a trade at the neutral deck) none is left to draw.
            if d.get("by") is None:
                return fill(translate("SenjiLog", "%1 is shown no hanafuda card: none is left "
                                                  "to draw."), who())
            return fill(translate("SenjiLog", "%1 is shown no hanafuda card: %2 holds none."),
                        who(), who("by"))
        if "cards" in d:
            kinds = ", ".join(hana_name(c) for c in d["cards"])
            return fill(translate("SenjiLog", "%1 is shown: %2."), who(), kinds or "—")
        return fill(_n(translate("SenjiLog", "%1 is shown 1 hanafuda card."),
                       translate("SenjiLog", "%1 is shown %n hanafuda cards."),
                       d.get("count", 0)), who())
    if k == "hanafuda_taken":
        if "card" in d:
            return fill(translate("SenjiLog", "%1 takes a hanafuda card: %2."), who(),
                        hana_count(d["card"], 1))
        return fill(translate("SenjiLog", "%1 takes a hanafuda card."), who())
    if k == "combination_announced":
        return fill(translate("SenjiLog", "%1 announces the combination “%2” and may count "
                                          "one card as any kind (Ii)."), who(),
                    combination_name(d["name"]))
    if k == "combination_discarded":
        return fill(translate("SenjiLog", "%1 discards the combination “%2”."), who(),
                    combination_name(d["name"]))
    if k == "card_displayed":
        return fill(translate("SenjiLog", "%1 displays %2."), who(), card_name(d["card"]))
    if k == "card_taken_back":
        return fill(translate("SenjiLog", "%1 takes %2 back into the hand."), who(),
                    card_name(d["card"]))
    if k == "mercenaries_hired":
        return fill(_n(translate("SenjiLog", "%1 hires 1 mercenary unit in the %2."),
                       translate("SenjiLog", "%1 hires %n mercenary units in the %2."),
                       d.get("units", 0)), who(), area_name(d["sea"]))
    if k == "samurai_placed":
        return fill(translate("SenjiLog", "%1 places the samurai %2 %3."), who(),
                    samurai_name(d["card"]), at(d["area"]))
    if k == "no_samurai_left":
        return fill(translate("SenjiLog", "No samurai card is left for %1."), who())
    if k == "autumn_passed":
        return fill(translate("SenjiLog", "%1 ends the autumn turn."), who())
    if k == "power_used":
        return power_line(d, names)
    if k == "year_ended":
        return fill(translate("SenjiLog", "Year %1 ends."), str(d.get("year", "")))
    if k == "game_over":
        winners = ", ".join(names[s] for s in d.get("winners", []))
        return fill(translate("SenjiLog", "The game is over. Winner: %1."), winners)
    return None


def _samurai(card: Any) -> str:
    """A samurai's name (a proper name, without its honor)."""
    return SAMURAI[card][0] if isinstance(card, int) and 0 <= card < len(SAMURAI) else "?"


def power_line(d: Mapping[str, Any], names: Sequence[str]) -> str | None:
    """The log sentence of a ``power_used`` event (SJ-60): the samurai, his
    player in brackets, what the power did. Secret parts (a look, Chiyo's
    cards) appear only when the event carries them, i.e. in the log of the
    seats allowed to see them (SJ-64)."""
    card = d.get("card")

    def who(key: str = "seat") -> str:
        s = d.get(key)
        return names[s] if isinstance(s, int) and 0 <= s < len(names) else str(s)

    def fill(text: str, *args: str) -> str:
        text = text.replace("%1", who())
        for i, a in enumerate(args, 2):
            text = text.replace(f"%{i}", a)
        return text

    area = area_name(d["area"]) if d.get("area") else ""
    if card == HOSOKAWA:
        return fill(translate("SenjiLog", "Hosokawa (%1) locks two dice in the battle for %2."),
                    area)
    if card == KATO:
        return fill(translate("SenjiLog", "Kato (%1) rolls the unlocked dice again: %2."),
                    dice_text(d.get("rolled", [])))
    if card == SANADA:
        return fill(translate("SenjiLog",
                              "Sanada (%1) adds 2 points to the defence of %2."), area)
    if card == KURODA:
        return fill(translate("SenjiLog",
                              "Kuroda (%1) retreats from %2 to %3 instead of dying."),
                    area, area_name(d.get("to", "")))
    if card == HONDA:
        return fill(translate("SenjiLog", "Honda (%1) adds 1 point in the battle for %2."),
                    area)
    if card == YAMAMOTO:
        return fill(_n(translate("SenjiLog", "Yamamoto (%1) brings 1 unit safely to %2."),
                       translate("SenjiLog", "Yamamoto (%1) brings %n units safely to %2."),
                       d.get("units", 0)), area)
    if card == CHIYO:
        target = who("target")
        if d.get("step") == "take":
            if "hana" in d:
                return fill(translate("SenjiLog",
                                      "Chiyo (%1) takes a hanafuda card from %2 at random: "
                                      "%3."), target, hana_name(d["hana"]))
            return fill(translate("SenjiLog",
                                  "Chiyo (%1) takes a hanafuda card from %2 at random."), target)
        if "hana" in d:
            return fill(translate("SenjiLog",
                                  "Chiyo (%1) gives %2 a hanafuda card in return: %3."),
                        target, hana_name(d["hana"]))
        return fill(translate("SenjiLog", "Chiyo (%1) gives %2 a hanafuda card in return."),
                    target)
    if card == DAISUKE:
        return fill(translate("SenjiLog",
                              "Daisuke (%1) draws a third hanafuda card in %2."), area)
    if card == II:
        return fill(translate("SenjiLog",
                              "Ii (%1): a card of the kind %2 counts as %3 in the combination "
                              "“%4”."), hana_name(d.get("hana", 0)),
                    hana_name(d.get("as_kind", 0)), combination_name(d.get("combination", "")))
    if card == NABESHIMA:
        return fill(translate("SenjiLog",
                              "Nabeshima (%1) draws a hanafuda card at the start of autumn."))
    if card == NAOE:
        return fill(translate("SenjiLog",
                              "Naoe (%1) makes the combination “%2” worth 1 honor more."),
                    combination_name(d.get("combination", "")))
    if card == ISHIDA:
        return fill(translate("SenjiLog",
                              "Ishida (%1) pays the combination “%2” with one plain card "
                              "fewer."), combination_name(d.get("combination", "")))
    if card == OTANI:  # SJ-A20: only in the log of Otani's player
        return fill(translate("SenjiLog",
                              "Otani (%1) lets %1 keep a second family member of the %2."),
                    family_name(d.get("family", "")))
    if card == KONISHI:
        if "cards" in d:
            return fill(translate("SenjiLog",
                                  "Konishi (%1) looks at the diplomacy cards of %2: %3."),
                        who("target"), _cards(d["cards"]) or "—")
        return fill(translate("SenjiLog", "Konishi (%1) looks at the diplomacy cards of %2."),
                    who("target"))
    if card == KATAKURA:
        prov = area_name(d.get("province", ""))
        if "order" in d:
            return fill(translate("SenjiLog", "Katakura (%1) looks at the order in %2: %3."),
                        prov, order_name(d["order"]))
        return fill(translate("SenjiLog", "Katakura (%1) looks at the hidden order in %2."),
                    prov)
    if card == SAKAI:
        return fill(translate("SenjiLog",
                              "Sakai (%1) brings 2 honor for hosting the Emperor."))
    if card == MAEDA:
        return fill(translate("SenjiLog", "Maeda (%1) lets %2 count one die more."),
                    card_name(d.get("support", -1)))
    if card == YAGYU:
        return fill(translate("SenjiLog",
                              "Yagyu (%1) makes the killed hostage %2 count three times."),
                    card_name(d.get("card_killed", -1)))


def group_key(event: Event) -> Any:
    """Which consecutive events share one log line (None: a line of its own):
    a player's units placed in one province (SJ-20), a player's orders of
    one spring (SJ-42), face down or, for their owner, face up."""
    d = event.data
    if event.kind == "placed" and d.get("piece") != "samurai":
        return ("units", d.get("seat"), d.get("area"))
    if event.kind == "order_placed":
        return ("orders", d.get("seat"), "order" in d)
    return None


def group_line(events: Sequence[Event], names: Sequence[str]) -> str | None:
    """One sentence for a group of :func:`group_key` (None: no group sentence)."""
    first = events[0]
    d = first.data
    s = d.get("seat")
    who = names[s] if isinstance(s, int) and 0 <= s < len(names) else str(s)
    if first.kind == "placed":
        n = len(events)
        return _n(translate("SenjiLog", "%1 places a unit %2."),
                  translate("SenjiLog", "%1 places %n units %2."), n) \
            .replace("%1", who).replace("%2", at(d["area"]))
    if first.kind == "order_placed":
        if "order" in d:
            #: One order in a list of a player's orders: %1 the order, %2 the province.
            orders = ", ".join(translate("SenjiLog", "%1 in %2")
                               .replace("%1", order_name(e.data["order"]))
                               .replace("%2", area_name(e.data["province"])) for e in events)
            #: %1 the player, %2 a list such as "March in Izumo, Produce in Aki".
            return translate("SenjiLog", "%1 orders %2.").replace("%1", who).replace("%2", orders)
        provinces = ", ".join(area_name(e.data["province"]) for e in events)
        #: %1 the player, %2 a list of provinces.
        return translate("SenjiLog", "%1 places face-down orders in %2.") \
            .replace("%1", who).replace("%2", provinces)
    return None


def lines(events: Sequence[Event], names: Sequence[str]) -> list[str]:
    """The log lines of `events` in order (events without a line are skipped,
    repeated steps joined by :func:`group_key`)."""
    return grouped_lines(events, names, describe, group_key, group_line)


def log_book() -> LogBook:
    """A LogBook with Senji's lines and groups, for appending event by event."""
    return LogBook(describe, group_key, group_line)
