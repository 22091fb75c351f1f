"""Small rule steps shared by the phases: dice, draws, honor, card returns.

Every function mutates the state in place and appends its events to `ev`.
"""

from __future__ import annotations

from collections.abc import Sequence

from senji_desktop.engine.core import Event
from senji_desktop.games.senji.map import FAMILIES
from senji_desktop.games.senji.model import (
    OTANI,
    SAMURAI_DRAW,
    SenjiState,
    dip_family,
    dip_type,
    dip_value,
)
from senji_desktop.games.senji.powers import area_of, member_limit


def roll(state: SenjiState, count: int) -> list[int]:
    """`count` destiny dice (SJ-3): family indices 0 … 5. Faces come from the
    test-only `dice_script` while it lasts, then from the state's generator."""
    out = []
    for _ in range(count):
        if state.dice_script:
            out.append(state.dice_script.pop(0))
        else:
            out.append(state.rng.randrange(6))
    return out


def change_honor(state: SenjiState, seat: int, delta: int, reason: str, ev: list[Event],
                 **data: object) -> None:
    """Add `delta` to `seat`'s honor, never below 0 (SJ-4); event ``honor_changed``
    {seat, delta (the real change), honor, reason, ...extra}."""
    before = state.honor[seat]
    state.honor[seat] = max(0, before + delta)
    ev.append(Event("honor_changed", {"seat": seat, "delta": state.honor[seat] - before,
                                      "honor": state.honor[seat], "reason": reason, **data}))


def draw_hanafuda(state: SenjiState, seat: int, count: int, ev: list[Event],
                  reason: str) -> list[int]:
    """Draw up to `count` hanafuda into `seat`'s hand (SJ-43, SJ-45: reshuffle
    the discards when the deck is empty; nothing when both are empty). Event
    ``hanafuda_drawn`` {seat, count, reason} public, with `cards` for the seat only."""
    got = draw_hanafuda_cards(state, count, ev)
    state.hana[seat].extend(got)
    pub = Event("hanafuda_drawn", {"seat": seat, "count": len(got), "reason": reason})
    ev.append(Event("hanafuda_drawn", {"seat": seat, "count": len(got), "reason": reason,
                                       "cards": sorted(got)},
                    visible_to=frozenset({seat}), redacted=pub))
    return got


def draw_hanafuda_cards(state: SenjiState, count: int, ev: list[Event]) -> list[int]:
    """Take up to `count` hanafuda off the deck (reshuffling the discards in)."""
    got: list[int] = []
    for _ in range(count):
        if not state.hana_deck and state.hana_discard:
            state.hana_deck = state.hana_discard
            state.hana_discard = []
            state.hana_discard_seen = []
            state.rng.shuffle(state.hana_deck)
            ev.append(Event("hanafuda_reshuffled", {"deck": len(state.hana_deck)}))
        if not state.hana_deck:
            break
        got.append(state.hana_deck.pop())
    return got


def draw_samurai(state: SenjiState, seat: int, ev: list[Event]) -> bool:
    """Draw up to 3 samurai cards for `seat` to choose from (SJ-45 running
    out). Returns False if none could be drawn. Event ``samurai_drawn``
    {seat, count} public, with `cards` for the seat only."""
    if len(state.samurai_deck) < SAMURAI_DRAW and state.samurai_discard:
        state.samurai_deck.extend(state.samurai_discard)
        state.samurai_discard = []
        state.rng.shuffle(state.samurai_deck)
        ev.append(Event("samurai_reshuffled", {"deck": len(state.samurai_deck)}))
    cards = [state.samurai_deck.pop() for _ in range(min(SAMURAI_DRAW, len(state.samurai_deck)))]
    if not cards:
        return False
    state.draws[seat] = cards
    pub = Event("samurai_drawn", {"seat": seat, "count": len(cards)})
    ev.append(Event("samurai_drawn", {"seat": seat, "count": len(cards), "cards": cards[:]},
                    visible_to=frozenset({seat}), redacted=pub))
    return True


def keep_samurai(state: SenjiState, seat: int, card: int, ev: list[Event]) -> None:
    """Keep `card` of the seat's draw; the others are shuffled back (SJ-20, SJ-50).
    Event ``samurai_kept`` {seat, card, name, honor} (public: the kept card is shown)."""
    from senji_desktop.games.senji.model import SAMURAI

    rest = [c for c in state.draws[seat] if c != card]
    state.draws[seat] = []
    state.samurai_deck.extend(rest)
    state.rng.shuffle(state.samurai_deck)
    ev.append(Event("samurai_kept", {"seat": seat, "card": card, "name": SAMURAI[card][0],
                                     "honor": SAMURAI[card][1]}))


def return_to_family(state: SenjiState, card: int, ev: list[Event], reason: str,
                     secret_from: int | None = None) -> None:
    """Send diplomacy card `card` back to its family (SJ-30): into the hand of
    the family's player, or shuffled into the neutral deck. The card must
    already be out of every hand and display. Event ``card_returned``
    {card, family, to_seat (None = neutral deck), reason}; public unless
    `secret_from` names the seat whose hidden hand it left (then only that
    seat and the receiving seat see which card; others see family and type)."""
    fam = dip_family(card)
    owner = state.seat_of(fam)
    if owner is None:
        pos = state.rng.randrange(len(state.neutral_deck) + 1)
        state.neutral_deck.insert(pos, card)
    else:
        state.dip[owner].append(card)
    data = {"card": card, "family": fam, "to_seat": owner, "reason": reason}
    if secret_from is None:
        ev.append(Event("card_returned", data))
    else:
        seen = frozenset({secret_from} | ({owner} if owner is not None else set()))
        pub = {"family": fam, "to_seat": owner, "reason": reason, "seat": secret_from,
               "card_type": dip_type(card)}
        ev.append(Event("card_returned", {**data, "seat": secret_from}, visible_to=seen,
                        redacted=Event("card_returned", pub)))


def take_from_holder(state: SenjiState, seat: int, card: int, ev: list[Event]) -> None:
    """Remove `card` from `seat`'s hand or display; a displayed card takes its
    honor with it (SJ-30)."""
    if card in state.dip[seat]:
        state.dip[seat].remove(card)
    else:
        state.display[seat].remove(card)
        change_honor(state, seat, -dip_value(card), "display_left", ev, card=card)


def check_members(state: SenjiState, seat: int, ev: list[Event] | None = None,
                  arrived: Sequence[int] = ()) -> None:
    """Queue a hostage-limit choice (SJ-30) for every other family of which
    `seat` now holds more family-member cards (hand and display) than it
    may: one, or two for Otani's player (SJ-60). When the cards `arrived`
    (just come to `seat`) make a second member of a family that Otani lets
    it keep, Otani's power acts: the event ``power_used`` goes to `seat`
    alone, into `ev` (SJ-A20: it tells what the hidden hand holds)."""
    own = state.families[seat]
    count: dict[str, int] = {}
    for c in state.dip[seat] + state.display[seat]:
        if dip_type(c) == "member" and dip_family(c) != own:
            count[dip_family(c)] = count.get(dip_family(c), 0) + 1
    limit = member_limit(state, seat)
    for fam in FAMILIES:
        if count.get(fam, 0) > limit and (seat, fam) not in state.keep_queue:
            state.keep_queue.append((seat, fam))
    if ev is None or limit < 2:
        return
    came = {dip_family(c) for c in arrived if dip_type(c) == "member" and dip_family(c) != own}
    for fam in sorted(came):
        if count.get(fam, 0) == 2:
            ev.append(Event("power_used", {"seat": seat, "card": OTANI,
                                           "area": area_of(state, OTANI), "family": fam},
                            visible_to=frozenset({seat})))


def members_of(state: SenjiState, seat: int, family: str) -> list[int]:
    """`seat`'s family-member cards of `family`, hand first, then display."""
    return [c for c in state.dip[seat] + state.display[seat]
            if dip_type(c) == "member" and dip_family(c) == family]


__all__ = ["change_honor", "check_members", "draw_hanafuda", "draw_hanafuda_cards",
           "draw_samurai", "keep_samurai", "members_of", "return_to_family", "roll",
           "take_from_holder"]
