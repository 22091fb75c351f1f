"""The samurai powers (SJ-60 … SJ-64): who has which power now, and the
small rule steps they change.

Every power hooks into a named step of the rules (the phase modules call
these helpers there):

==========  ===========================================================
Hosokawa    ``summer._start_battle``: attacking, his side locks 2 dice for him
Kato        battle stage ``reroll`` (after the roll, before support): Reroll
Sanada      ``summer._start_battle``: +2 points to the defending side
Kuroda      ``summer._battle_result``: retreats instead of dying (Retreat)
Honda       ``summer._start_battle``: +1 point to his side
Yamamoto    ``summer._run_queue``: the crossing or raid landing he is part of
            loses no units
Chiyo       autumn turn: TakeHanafuda → GiveHanafuda, once per autumn
Daisuke     ``summer._resolve_order``: produce in his province draws 3
Ii          autumn ``Combine`` → Wildcard, once per autumn
Nabeshima   ``autumn.start_autumn``: draws 1 hanafuda
Naoe        autumn ``Combine``: +1 honor on a combination that gives honor
Ishida      :func:`combination_cards`: plain-card combinations need one fewer
Otani       :func:`member_limit`: two family members of one family
Konishi     winter turn or answer: LookHand, once per winter
Katakura    spring stage ``look`` after the last order: LookOrder
Sakai       ``rules._set_host``: +2 honor when his player hosts the Emperor
Maeda       battle support: the card's cap is its value + 1
Yagyu       hostage killed: his player gains 3 × its value
==========  ===========================================================

SJ-61: a power works only while its figure is on the map — on a province or
sea, or with a march or battle under way; the combat powers need the figure
in the battle itself, Daisuke in the producing province; the other powers
work wherever the figure stands (SJ-A17). A figure that dies takes its power
along. With ``state.powers`` off (the base game) no power
works. Every power that acts says so with an event ``power_used`` {seat,
card, area (the province or sea to mark, or None), …}; see rules.py.
"""

from __future__ import annotations

from typing import Any

from senji_desktop.engine.core import Event
from senji_desktop.games.senji.model import (
    II,
    ISHIDA,
    OTANI,
    PLAIN,
    Combination,
    SenjiState,
)


def figure_area(state: SenjiState, card: int) -> tuple[int, str] | None:
    """(seat, area) of samurai `card`'s figure: on the board, or marching or
    fighting in the open summer task (area = its destination or the
    battlefield). None when the figure is not on the map."""
    if card in state.samurai_deck or card in state.samurai_discard:
        return None  # the quick answer for most cards, most of the game
    for area, per in state.samurai.items():
        for seat, cards in enumerate(per):
            if card in cards:
                return seat, area
    task = state.task
    if task.get("kind") != "summer":
        return None
    for mv in task["queue"]:
        if card in mv["samurai"]:
            return mv["seat"], mv["to"]
    b = task["sub"]
    if b is not None and b["kind"] == "battle":
        if card in b["att_samurai"] and b["stage"] in ("reroll", "att_support", "def_support"):
            return b["attacker"], b["province"]
        if b.get("retreat") is not None and b["retreat"][1] == card:
            return b["retreat"][0], b["province"]
    return None


def holder(state: SenjiState, card: int) -> int | None:
    """The seat whose samurai `card` is on the map with its power working
    (SJ-61), else None (also when powers are off)."""
    if not state.powers:
        return None
    found = figure_area(state, card)
    return found[0] if found is not None else None


def has(state: SenjiState, seat: int, card: int) -> bool:
    """Whether `seat` has samurai `card`'s power now (SJ-61)."""
    return holder(state, card) == seat


def area_of(state: SenjiState, card: int) -> str | None:
    """Where to mark samurai `card` on the map (its province or sea)."""
    found = figure_area(state, card)
    return found[1] if found is not None else None


def used(state: SenjiState, seat: int, card: int, ev: list[Event],
         area: str | None = None, private: frozenset[int] | None = None,
         secret: dict[str, Any] | None = None, **data: Any) -> None:
    """Record the event ``power_used`` {seat, card, area, **data}; the
    `secret` fields go only to the seats in `private` (SJ-64: the fact of a
    look is public, what it shows is not)."""
    pub = {"seat": seat, "card": card, "area": area if area is not None else
           area_of(state, card), **data}
    if secret is None:
        ev.append(Event("power_used", pub))
    else:
        ev.append(Event("power_used", {**pub, **secret}, visible_to=private,
                        redacted=Event("power_used", pub)))


def member_limit(state: SenjiState, seat: int) -> int:
    """How many family-member cards of one other family `seat` may hold
    (SJ-30: one; Otani's player two, SJ-60, SJ-A15)."""
    return 2 if has(state, seat, OTANI) else 1


def combination_cards(state: SenjiState, seat: int,
                      combo: Combination) -> tuple[int, int, int, int]:
    """The cards per kind `seat` discards for `combo`: Ishida's player needs
    one plain card fewer for the plain-only combinations (SJ-60, SJ-A14)."""
    cards = combo.cards
    if cards[PLAIN] and sum(cards) == cards[PLAIN] and has(state, seat, ISHIDA):
        return (0, 0, 0, cards[PLAIN] - 1)
    return cards


def ii_ready(state: SenjiState, seat: int) -> bool:
    """Whether Ii's once-an-autumn wildcard is still open to `seat`."""
    return II not in state.used_powers and has(state, seat, II)


def wild_options(counts: list[int], needs: tuple[int, int, int, int]) -> list[tuple[int, int]]:
    """(kind of the card used as the wildcard, kind it counts as) that let a
    hand with `counts` cards per kind pay `needs` (Ii, SJ-60, SJ-A13)."""
    out = []
    for w in range(4):
        if counts[w] == 0:
            continue
        for x in range(4):
            if x == w or needs[x] == 0:
                continue
            if all(counts[k] - (k == w) >= needs[k] - (k == x) for k in range(4)):
                out.append((w, x))
    return out


__all__ = ["area_of", "combination_cards", "figure_area", "has", "holder", "ii_ready",
           "member_limit", "used", "wild_options"]
