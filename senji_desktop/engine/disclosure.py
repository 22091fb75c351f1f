"""What a move made known or left to chance: the facts the undo policy needs.

Taking a move back is fair only if the player learned nothing from it that
he could use the second time: nothing hidden was revealed to him, no dice
were rolled and nothing was drawn from a hidden deck or pile (the dice and
the deck are in the state, so the same move again would meet the same roll
and the same card). Each game says which of its events do what: its rules
module maps every event kind it emits to a :class:`Disclosure`, or to a
function of the event and the seat count returning one
(``Game.disclosures``, :data:`DisclosureRule`). The helpers below cover the
common cases.

An event kind a game has not declared counts as revealing everything to
everybody (flagged ``undeclared``), so a forgotten declaration can only make
undo stricter, never leak; the engine tests fail on such a kind.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from senji_desktop.engine.core import Event, Seat


@dataclass(frozen=True, slots=True)
class Disclosure:
    """What one event (or one move's events together) disclosed.

    `revealed_to`: the seats that learned something hidden from them until
    then (a card or tile face, an order, another seat's hand). An echo of a
    seat's own choice to itself reveals nothing. `dice`: dice were rolled
    (any use of the state's random generator during play). `drawn`: a card
    or tile came from a hidden deck or pile. `shuffled`: cards went into a
    hidden deck at random places (a shuffle) and nothing was drawn: nobody
    learns the order, and the next draw from that deck counts as `drawn`, so
    a shuffle alone does not stop an undo. `undeclared`: the game did not
    declare the event kind (see the module docstring)."""

    revealed_to: frozenset[Seat] = frozenset()
    dice: bool = False
    drawn: bool = False
    shuffled: bool = False
    undeclared: bool = False

    def __or__(self, other: Disclosure) -> Disclosure:
        return Disclosure(self.revealed_to | other.revealed_to, self.dice or other.dice,
                          self.drawn or other.drawn, self.shuffled or other.shuffled,
                          self.undeclared or other.undeclared)

    def reveals_to(self, seat: Seat) -> bool:
        return seat in self.revealed_to

    @property
    def chance(self) -> bool:
        """Dice or a hidden draw: the same move again would meet the same luck."""
        return self.dice or self.drawn


#: A game's declaration for one event kind: a fixed answer, or a function of
#: (event, number of seats).
DisclosureRule = Disclosure | Callable[[Event, int], Disclosure]

#: The event tells nothing hidden and involves no luck (most events).
PUBLIC = Disclosure()
#: Dice were rolled.
DICE = Disclosure(dice=True)
#: Something was drawn from a hidden deck or pile.
DRAWN = Disclosure(drawn=True)
#: Cards went into a hidden deck at random places; nothing was drawn.
SHUFFLED = Disclosure(shuffled=True)


def everyone(num_seats: int) -> frozenset[Seat]:
    return frozenset(range(num_seats))


def to_all(*, shuffled: bool = False) -> Callable[[Event, int], Disclosure]:
    """Rule: the event shows something hidden to every seat."""
    def rule(_event: Event, n: int) -> Disclosure:
        return Disclosure(everyone(n), shuffled=shuffled)
    return rule


def to_others(field: str = "seat", *, shuffled: bool = False) -> Callable[[Event, int], Disclosure]:
    """Rule: the seat named by ``event.data[field]`` shows something of its own
    (a hand card played face up) to every other seat."""
    def rule(event: Event, n: int) -> Disclosure:
        return Disclosure(everyone(n) - {int(event.data[field])}, shuffled=shuffled)
    return rule


def to_fields(*fields: str, drawn: bool = False) -> Callable[[Event, int], Disclosure]:
    """Rule: the seats named by these data fields (ints, None ignored) learn
    something hidden (a peek, the parties of an exchange)."""
    def rule(event: Event, _n: int) -> Disclosure:
        seats = {event.data.get(f) for f in fields}
        return Disclosure(frozenset(int(s) for s in seats if s is not None), drawn=drawn)
    return rule


def to_visible(*, drawn: bool = False) -> Callable[[Event, int], Disclosure]:
    """Rule: the seats the event is private to (``Event.visible_to``) learn
    its hidden part; a public event reveals to every seat."""
    def rule(event: Event, n: int) -> Disclosure:
        seats = everyone(n) if event.visible_to is None else event.visible_to
        return Disclosure(frozenset(seats), drawn=drawn)
    return rule


def disclosure_of(rules: Mapping[str, DisclosureRule], events: Iterable[Event],
                  num_seats: int) -> Disclosure:
    """Everything `events` (one move's events) disclosed together, by `rules`.

    An undeclared kind reveals to every seat and is flagged ``undeclared``."""
    out = PUBLIC
    for event in events:
        rule = rules.get(event.kind)
        if rule is None:
            out = out | Disclosure(everyone(num_seats), undeclared=True)
        elif isinstance(rule, Disclosure):
            out = out | rule
        else:
            out = out | rule(event, num_seats)
    return out


def game_rules(game: Any) -> Mapping[str, DisclosureRule]:
    """The game's declaration (``game.disclosures``); {} for a game without
    one, which makes every event count as undeclared."""
    rules: Mapping[str, DisclosureRule] = getattr(game, "disclosures", None) or {}
    return rules
