"""What a seat remembers of other seats' hidden cards (SJ-70).

SJ-70 lets the two parties of a winter exchange know which cards changed
hands, and the two parties of a trade know which hanafuda were shown. A view
is a snapshot, so that knowledge is kept in the state, per viewer, and
updated only through facts the viewer sees — never by peeking at where a
card went afterwards:

- ``gave_dip[viewer][holder]``: diplomacy cards the viewer gave the holder
  (winter exchange) or saw in the holder's hand through Konishi's look
  (SJ-60, SJ-64). They are dropped when they leave the holder's hand in
  the open (displayed, traded, played as support or hostage, returned — the
  card is named in public), and all of them are forgotten when the holder
  passes unnamed cards to a third seat (an exchange the viewer is not party
  to, a bid, a secret return at the hostage limit), since any of them may
  have gone.
- ``seen_hana[viewer][holder]``: hanafuda kinds the viewer knows the holder
  has: the cards shown in a trade minus the one taken, and for the trade
  card's family the kind that was taken from it; after Chiyo's swap (SJ-60)
  each of the two knows the card the other received. A combination discarded by
  the holder (kinds public) lowers the counts to what must still be there;
  a card taken from the holder in a trade the viewer is not party to makes
  it forget that holder's cards.
- ``hana_discard_seen``: per hanafuda discard, -1 when everybody saw it (a
  combination), else the seat that alone saw it (the rest of a neutral trade
  draw). Views show the discards the seat saw (see rules.redact).

These lists are always a subset of the truth (tests/games/senji check it),
so determinization can deal them to their holders.
"""

from __future__ import annotations

from collections.abc import Iterable

from senji_desktop.games.senji.model import SenjiState

PUBLIC = -1


def init(state: SenjiState) -> None:
    """Empty memories for a new game."""
    n = state.num_seats
    state.seen_hana = [[[] for _ in range(n)] for _ in range(n)]
    state.gave_dip = [[[] for _ in range(n)] for _ in range(n)]
    state.hana_discard_seen = [PUBLIC] * len(state.hana_discard)


def gave(state: SenjiState, giver: int, holder: int, cards: Iterable[int]) -> None:
    """`giver` handed `cards` (diplomacy) to `holder` in a winter exchange."""
    state.gave_dip[giver][holder].extend(cards)


def looked(state: SenjiState, viewer: int, holder: int) -> None:
    """Konishi (SJ-60): `viewer` saw `holder`'s whole diplomacy hand."""
    state.gave_dip[viewer][holder] = sorted(state.dip[holder])


def hanafuda_moved(state: SenjiState, giver: int, receiver: int, kind: int) -> None:
    """A hanafuda of `kind` went from `giver` to `receiver`, seen by the two
    only (Chiyo's take and give, SJ-60): each of them knows where it is;
    every other seat forgets the giver's cards (an unknown card left)."""
    known = state.seen_hana[receiver][giver]
    if kind in known:
        known.remove(kind)
    state.seen_hana[giver][receiver].append(kind)
    for v in range(state.num_seats):
        if v not in (giver, receiver):
            state.seen_hana[v][giver] = []


def forget_dip(state: SenjiState, holder: int, parties: Iterable[int]) -> None:
    """`holder` passed unnamed diplomacy cards on; every seat outside
    `parties` forgets what it knew of `holder`'s hand."""
    keep = set(parties)
    for v in range(state.num_seats):
        if v not in keep:
            state.gave_dip[v][holder] = []


def prune_dip(state: SenjiState) -> None:
    """Drop remembered diplomacy cards that left their holder's hand (only
    in the open, since unnamed passes were forgotten by :func:`forget_dip`)."""
    for row in state.gave_dip:
        for t, cards in enumerate(row):
            if cards:
                hand = state.dip[t]
                row[t] = [c for c in cards if c in hand]


def shown(state: SenjiState, viewer: int, holder: int, shown_cards: list[int],
          taken: int) -> None:
    """A trade: `holder` showed `shown_cards` to `viewer`, who took `taken`.
    The viewer now knows the rest is in the holder's hand (with whatever it
    knew before), the holder knows the viewer has `taken`, everybody else
    forgets the holder's hanafuda (an unknown card left it)."""
    known = state.seen_hana[viewer][holder]
    rest = shown_cards[:]
    rest.remove(taken)
    if taken in known:
        known.remove(taken)
    merged: list[int] = []
    for k in range(4):
        merged.extend([k] * max(known.count(k), rest.count(k)))
    state.seen_hana[viewer][holder] = merged
    state.seen_hana[holder][viewer].append(taken)
    for v in range(state.num_seats):
        if v not in (viewer, holder):
            state.seen_hana[v][holder] = []


def combined(state: SenjiState, holder: int, cards: tuple[int, int, int, int]) -> None:
    """`holder` discarded a combination with `cards[k]` cards of kind k:
    every seat keeps only what must still be in the hand."""
    for v in range(state.num_seats):
        known = state.seen_hana[v][holder]
        if known:
            state.seen_hana[v][holder] = [
                k for k in range(4) for _ in range(max(0, known.count(k) - cards[k]))]


def discard(state: SenjiState, kinds: Iterable[int], seen_by: int) -> None:
    """Put `kinds` on the hanafuda discard pile, seen by `seen_by` only
    (:data:`PUBLIC` = everybody)."""
    for k in kinds:
        state.hana_discard.append(k)
        state.hana_discard_seen.append(seen_by)


__all__ = ["PUBLIC", "combined", "discard", "forget_dip", "gave", "hanafuda_moved", "init",
           "looked", "prune_dip", "shown"]
