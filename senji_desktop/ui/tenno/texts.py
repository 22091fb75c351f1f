"""The Tenno table's words: the side panel's phase and help, the buttons,
the prompts and explanations of clicks, the captions and tooltips of the
scene. Every text is translated (context "TennoTable"); player names are
filled in, never translated.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from senji_desktop.games.tenno.model import (
    HIDDEN,
    SET_SIZE,
    SHOGUN,
    Battle,
    Peek,
    Refill,
    Replace,
    SwapTable,
    TennoView,
    UseMonk,
)
from senji_desktop.ui.tenno import log_text

#: Qt's translate; lupdate finds ``translate("Context", "text")`` calls.
translate = QCoreApplication.translate


def _n(text: str, count: int) -> str:
    return text.replace("%n", str(count))


# ---- the scene ------------------------------------------------------------------------


def seat_mark_tooltip() -> str:
    return translate("TennoTable", "The colour and symbol of this player's cards")


def empty_tooltip(marked: bool) -> str:
    if marked:
        return translate("TennoTable", "An empty position: the next refill goes here")
    return translate("TennoTable", "An empty position")


def card_tooltip(view: TennoView, names: Sequence[str], memory_aid: bool, seat: int, pos: int,
                 shown: int) -> str:
    """What the card at `seat`'s `pos` is, as far as the viewer knows it (TEN-10)."""
    if shown == HIDDEN:
        if view.from_setup[seat][pos] and view.phase != "setup":
            return translate("TennoTable",
                             "A face-down card — still the Peasant laid out at the start")
        return translate("TennoTable", "A face-down card")
    text = log_text.card_text(shown)
    if not memory_aid or view.phase == "setup" or view.revealed:
        return text
    if view.public[seat][pos]:
        return translate("TennoTable", "%1 — everyone has seen this card").replace("%1", text)
    if view.seat != seat:
        return translate("TennoTable", "%1 — only you have looked at this card").replace(
            "%1", text)
    peekers = view.peeked_by[seat][pos]
    if peekers:
        who = ", ".join(log_text.seat_name(names, s) for s in sorted(peekers))
        return (translate("TennoTable", "%1 — looked at by: %2").replace("%1", text)
                .replace("%2", who))
    return text


def captured_tooltip(view: TennoView, seat: int) -> str:
    """The captured pile (TEN-9): its count, its cards once the game is over."""
    cards = view.captured[seat]
    if view.revealed and cards:
        return translate("TennoTable", "Captured cards: %1").replace(
            "%1", ", ".join(log_text.card_text(c) for c in cards))
    return _n(translate("TennoTable", "Captured cards: %n (face down until the end)"),
              len(cards))


def captured_caption(view: TennoView, seat: int) -> tuple[str, ...]:
    """The caption under a captured pile and its shorter forms."""
    if not view.revealed:
        return (translate("TennoTable", "captured"), "")
    points = view.captured_points(seat)
    if points == 1:
        return (translate("TennoTable", "1 point"), "1")
    return (_n(translate("TennoTable", "%n points"), points), str(points))


def middle_caption(key: str) -> str:
    if key == "discard":
        return translate("TennoTable", "discard")
    return translate("TennoTable", "out of the game")


def hand_count(view: TennoView, seat: int) -> str:
    """How many cards another seat holds (or that it is still arranging)."""
    n = view.hand_sizes[seat]
    if view.phase == "setup" and n == SET_SIZE:
        if view.decider == seat:
            return translate("TennoTable", "arranging the Peasants")
        return translate("TennoTable", "Peasants not yet laid out")
    if n == 1:
        return translate("TennoTable", "1 card in hand")
    return _n(translate("TennoTable", "%n cards in hand"), n)


def hand_count_short(view: TennoView, seat: int) -> tuple[str, ...]:
    n = view.hand_sizes[seat]
    if view.phase == "setup" and n == SET_SIZE:
        return ("",)
    return (_n(translate("TennoTable", "Hand: %n", "short form of '7 cards in hand'"), n),
            str(n))


def hand_title(view: TennoView, names: Sequence[str], seat: int,
               hand: tuple[int, ...] | None) -> str:
    """The title over the bottom seat's hand."""
    if hand is None:
        return hand_count(view, seat)
    if view.seat == seat:
        if not hand:
            return translate("TennoTable", "Your hand is empty")
        return translate("TennoTable", "Your hand")
    return translate("TennoTable", "Hand of %1").replace("%1", log_text.seat_name(names, seat))


def battle_line(names: Sequence[str], battle: Battle, monk_question: bool) -> str:
    """ "Battle: Aiko against Kenji", with "— Kenji may reveal a Monk" when
    the rules ask the defender (TEN-A1)."""
    if monk_question:
        text = translate("TennoTable", "Battle: %1 against %2 — %3 may reveal a Monk")
    else:
        text = translate("TennoTable", "Battle: %1 against %2")
    return (text.replace("%1", log_text.seat_name(names, battle.attacker))
            .replace("%2", log_text.seat_name(names, battle.defender))
            .replace("%3", log_text.seat_name(names, battle.defender)))


def click_tooltip(view: TennoView, action: Any, kind: str, seat: int | None) -> str:
    """What a click on an enabled place does."""
    if isinstance(action, UseMonk):
        return translate("TennoTable", "Reveal this Monk: +2 for your defending card")
    if isinstance(action, Refill):
        return translate("TennoTable", "Lay this card face down in the marked position")
    if isinstance(action, Replace):
        return translate("TennoTable", "Lay this card in the chosen position")
    if isinstance(action, Peek):
        return translate("TennoTable", "Look at this card (only you will see it)")
    phase = view.phase
    if phase == "setup":
        return translate("TennoTable", "Exchange this Peasant with another")
    if phase in ("attack", "ronin"):
        if seat == view.seat:
            return translate("TennoTable", "Attack with this card")
        return translate("TennoTable", "Attack this card")
    if phase == "swap":
        return translate("TennoTable", "Pick up this card")
    return ""


def prompt(step: str) -> str:
    """What to click next in a decision of several clicks."""
    if step == "exchange":
        return translate("TennoTable", "Now click the Peasant to exchange it with.")
    if step == "target":
        return translate("TennoTable", "Now click the card you want to attack.")
    if step == "attacker":
        return translate("TennoTable", "Now click the card you attack with.")
    if step == "replace":
        return translate("TennoTable", "Now click a hand card to lay in its place, or the same "
                         "card again to lay it back.")
    if step == "second":
        return translate("TennoTable", "Now click the second card.")
    return translate("TennoTable", "Swap them, or lay them back unchanged.")


# ---- the side panel -----------------------------------------------------------------


def decline_button(view: TennoView) -> tuple[str, str]:
    """The text and tooltip of the button that does without an optional step."""
    phase = view.phase
    if phase == "monk":
        if not any(isinstance(a, UseMonk) for a in view.legal):
            return (translate("TennoTable", "Fight without a Monk"),
                    translate("TennoTable", "You have no Monk on the table"))
        return (translate("TennoTable", "Fight without the Monk"),
                translate("TennoTable", "Do not reveal a Monk in this battle"))
    if phase == "ronin":
        return (translate("TennoTable", "No second attack"),
                translate("TennoTable", "End your attacks for this turn"))
    if phase == "swap":
        return (translate("TennoTable", "Keep the cards as they are"),
                translate("TennoTable", "Do not exchange any card"))
    if phase == "peek":
        return (translate("TennoTable", "Don't look"),
                translate("TennoTable", "Do not look at any of the attacker's cards"))
    return (translate("TennoTable", "Skip"), "")


def phase_text(view: TennoView, names: Sequence[str], mine: bool) -> str:
    """The decision at hand in words (`mine`: the viewer decides it)."""
    name = log_text.seat_name(names, view.decider)
    phase = view.phase
    if phase == "setup":
        return (translate("TennoTable", "Arrange your three Peasants")
                if mine else translate("TennoTable", "%1 arranges the Peasants")
                .replace("%1", name))
    if phase == "attack":
        return (translate("TennoTable", "Attack: choose your card and an opponent's card")
                if mine else translate("TennoTable", "%1 chooses an attack")
                .replace("%1", name))
    if phase == "monk":
        return (translate("TennoTable", "You are attacked: reveal a Monk for +2?")
                if mine else translate("TennoTable", "%1 may reveal a Monk")
                .replace("%1", name))
    if phase == "ronin":
        return (translate("TennoTable", "Your Ronin fought: attack once more?")
                if mine else translate("TennoTable", "%1 may attack a second time (Ronin)")
                .replace("%1", name))
    if phase == "refill":
        return (translate("TennoTable", "Refill your empty position from your hand")
                if mine else translate("TennoTable", "%1 refills an empty position")
                .replace("%1", name))
    if phase == "swap":
        return (translate("TennoTable", "You lost no card: exchange one?")
                if mine else translate("TennoTable", "%1 may exchange a card")
                .replace("%1", name))
    return (translate("TennoTable", "You won the defence: look at one of the attacker's cards?")
            if mine else translate("TennoTable", "%1 may look at one of the attacker's cards")
            .replace("%1", name))


def help_text(view: TennoView, mine: bool) -> str:
    """How to play the decision at hand."""
    legal = view.legal if mine else ()
    if not legal:
        if view.seat is None:
            return translate("TennoTable", "The table shows only what every player may see.")
        return translate("TennoTable", "Please wait for your turn.")
    phase = view.phase
    if phase == "setup":
        return translate("TennoTable",
                         "Click two of your Peasants (or drag one onto another) to exchange "
                         "their places. Nobody else will see the order.")
    if phase in ("attack", "ronin"):
        return translate("TennoTable",
                         "Click one of your cards, then the opponent's card to attack. "
                         "The Shogun never attacks; the Ninja attacks with 8.")
    if phase == "monk":
        if not any(isinstance(a, UseMonk) for a in legal):
            return translate("TennoTable",
                             "You have no Monk on the table to help: the card fights without "
                             "one. Press the button to go on.")
        return translate("TennoTable",
                         "Click your Monk to give the defending card +2, or fight without it. "
                         "A revealed Monk is seen by everyone.")
    if phase == "refill":
        return translate("TennoTable",
                         "Click a card in your hand: it goes face down to the marked position.")
    if phase == "swap":
        if any(isinstance(a, SwapTable) for a in legal):
            return translate("TennoTable",
                             "Your hand is empty: click two of your table cards, then choose "
                             "whether to swap them.")
        return translate("TennoTable",
                         "Click one of your table cards, then a hand card to lay in its place "
                         "(or the same card again to lay it back).")
    return translate("TennoTable",
                     "Click one of the attacker's cards to look at it. Only you will see it.")


def explain(view: TennoView, kind: str, key: Hashable, card: int | None,
            selection: tuple[Hashable, ...]) -> str:
    """Why a click on the place `key` of `kind` does nothing now."""
    me = view.seat
    phase = view.phase
    seat = key[1] if isinstance(key, tuple) and len(key) > 2 else None
    if kind == "pile":
        return translate("TennoTable",
                         "Piles are only counted: captured cards stay face down until the end.")
    if kind == "slot":
        return translate("TennoTable", "This position is empty.")
    if phase == "setup":
        return translate("TennoTable", "Arrange the Peasants on your own table.")
    if phase in ("attack", "ronin"):
        if kind == "hand":
            return translate("TennoTable", "You attack with the cards on your table, "
                             "not from your hand.")
        if seat == me and card is not None:
            if card >= 0 and card % SET_SIZE == SHOGUN:
                return translate("TennoTable", "The Shogun never attacks.")
            if phase == "ronin":
                return translate("TennoTable",
                                 "The Ronin has fought; attack with one of your other cards.")
        return translate("TennoTable", "That card cannot be attacked now.")
    if phase == "monk":
        return translate("TennoTable", "Only your Monk can help here, and it cannot help "
                         "itself.")
    if phase == "refill":
        return translate("TennoTable", "Click a card in your hand to refill the empty "
                         "position.")
    if phase == "peek":
        return translate("TennoTable", "You may look only at the attacker's cards.")
    if phase == "swap":
        if kind == "hand" and not any(isinstance(k, tuple) and k[0] == "table"
                                      for k in selection):
            return translate("TennoTable", "First click the table card you want to exchange.")
        return translate("TennoTable", "Only your own cards can be exchanged.")
    return translate("TennoTable", "That is not possible right now.")


__all__ = [
    "battle_line",
    "captured_caption",
    "captured_tooltip",
    "card_tooltip",
    "click_tooltip",
    "decline_button",
    "empty_tooltip",
    "explain",
    "hand_count",
    "hand_count_short",
    "hand_title",
    "help_text",
    "middle_caption",
    "phase_text",
    "prompt",
    "seat_mark_tooltip",
]
