"""Senji data: components, options, actions, state and per-seat view.

Source: the Senji rulings (SJ-1 … SJ-70), the German Senji game report.

Identifiers
-----------
- Families by id (``map.FAMILIES``; face i of a destiny die shows family i).
- Areas (provinces and seas) by id (``map.json``).
- Hanafuda cards by kind only (they are interchangeable): ``SUN, ANIMAL,
  RIBBON, PLAIN`` = 0 … 3 (SJ-50). Hands, decks and discards are lists of kinds.
- Diplomacy cards by id 0 … 71: ``family_index * 12 + k``; k 0-3 family
  members (hostages) valued 1, 2, 3, 4; k 4-7 military support 1, 2, 2, 3;
  k 8-11 trade 2, 3, 3, 4 (SJ-30). See :func:`dip_family`, :func:`dip_type`,
  :func:`dip_value`.
- Samurai cards by id 0 … 17 (:data:`SAMURAI`, SJ-60). A samurai figure on
  the board is named by its card id.
- ``UNKNOWN`` (-1) stands for a hidden card in a view (SJ-70).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, field_validator, model_validator

from senji_desktop.engine.rng import Rng
from senji_desktop.games.senji.map import FAMILIES, SEAS

UNKNOWN = -1

# ---- components ------------------------------------------------------------

UNITS_PER_FAMILY = 12  # SJ-2
FORTRESSES_PER_FAMILY = 6  # SJ-2
MAX_UNITS_PER_AREA = 6  # SJ-43
NUM_DICE = 9  # SJ-3
MAX_LOCKED_DICE = 4  # SJ-44
WIN_HONOR = 60  # SJ-46
LAST_YEAR = 25  # SJ-46 safety valve
WINTER_ROUNDS = 3  # SJ-41
MAX_ASKS = 3  # SJ-A1
START_HANAFUDA = 4  # SJ-20
START_UNITS = 3  # SJ-20
SAMURAI_DRAW = 3  # SJ-20, SJ-45, SJ-50

SUN, ANIMAL, RIBBON, PLAIN = 0, 1, 2, 3
HANA_KINDS = ("sun", "animal", "ribbon", "plain")
HANA_COUNTS = (10, 18, 20, 48)  # SJ-50: 96 cards
NUM_HANAFUDA = sum(HANA_COUNTS)

DIP_PER_FAMILY = 12
NUM_DIPLOMACY = DIP_PER_FAMILY * len(FAMILIES)  # 72
DIP_TYPES = ("member", "support", "trade")
DIP_VALUES = (1, 2, 3, 4, 1, 2, 2, 3, 2, 3, 3, 4)  # SJ-30, by k = id % 12

#: SJ-60: (name, honor) by samurai card id; each card's power is named by
#: the constant of the same name below (powers.py carries them out).
SAMURAI: tuple[tuple[str, int], ...] = (
    ("Hosokawa", 3), ("Kato", 4), ("Sanada", 3), ("Kuroda", 5), ("Honda", 6),
    ("Yamamoto", 2), ("Chiyo", 4), ("Daisuke", 5), ("Ii", 3), ("Nabeshima", 6),
    ("Naoe", 2), ("Ishida", 5), ("Otani", 3), ("Konishi", 4), ("Katakura", 2),
    ("Sakai", 7), ("Maeda", 6), ("Yagyu", 5),
)
NUM_SAMURAI = len(SAMURAI)
(HOSOKAWA, KATO, SANADA, KURODA, HONDA, YAMAMOTO, CHIYO, DAISUKE, II, NABESHIMA, NAOE,
 ISHIDA, OTANI, KONISHI, KATAKURA, SAKAI, MAEDA, YAGYU) = range(NUM_SAMURAI)
#: SJ-60: the domain of each samurai's power, by card id.
POWER_DOMAINS: tuple[str, ...] = ("combat",) * 6 + ("hanafuda",) * 6 + ("diplomacy",) * 6


@dataclass(frozen=True, slots=True)
class Combination:
    """A hanafuda combination (SJ-50): cards per kind -> honor or samurai."""

    name: str
    cards: tuple[int, int, int, int]
    honor: int
    samurai: int


COMBINATIONS: tuple[Combination, ...] = (
    Combination("suns2", (2, 0, 0, 0), 4, 0),
    Combination("suns3", (3, 0, 0, 0), 7, 0),
    Combination("suns4", (4, 0, 0, 0), 12, 0),
    Combination("animals3", (0, 3, 0, 0), 3, 0),
    Combination("animals5", (0, 5, 0, 0), 7, 0),
    Combination("ribbons3", (0, 0, 3, 0), 3, 0),
    Combination("ribbons5", (0, 0, 5, 0), 0, 1),
    Combination("animals4_ribbons4", (0, 4, 4, 0), 0, 2),
    Combination("plain6", (0, 0, 0, 6), 2, 0),
    Combination("plain10", (0, 0, 0, 10), 5, 0),
    Combination("mixed4", (1, 1, 1, 1), 4, 0),
)
COMBINATION_BY_NAME = {c.name: c for c in COMBINATIONS}


def dip_family(card: int) -> str:
    """Family id of diplomacy card `card` (0 … 71)."""
    return FAMILIES[card // DIP_PER_FAMILY]


def dip_type(card: int) -> str:
    """'member', 'support' or 'trade' (SJ-30)."""
    return DIP_TYPES[(card % DIP_PER_FAMILY) // 4]


def dip_value(card: int) -> int:
    """The card's number (SJ-30)."""
    return DIP_VALUES[card % DIP_PER_FAMILY]


def samurai_honor(card: int) -> int:
    return SAMURAI[card][1]


# ---- options ---------------------------------------------------------------


class SenjiOptions(BaseModel):
    """Options of a Senji game.

    `num_seats` 3–6; `families` the family id of each seat (None = drawn
    from the seed, SJ-20); `first_seat` is accepted for the common new-game
    dialog but unused (the Emperor orders the year, SJ-40); `hourglass`
    enables the explicit "hourglass ran out" action in winter (SJ-41: hot-seat
    games with two or more humans); `powers` switches the samurai powers on
    (SJ-60, the default) or off (the base game).

    A saved game stores every field. Games saved before the powers existed
    lack `powers` (and carry the four older fields); they replay as the base
    game they were played as."""

    model_config = ConfigDict(frozen=True)

    num_seats: int = Field(4, ge=3, le=6)
    families: tuple[str, ...] | None = None
    first_seat: int | None = None
    hourglass: bool = False
    powers: bool = True

    @model_validator(mode="before")
    @classmethod
    def _saved_before_powers(cls, data: Any) -> Any:
        if isinstance(data, dict) and "powers" not in data and \
                {"num_seats", "families", "first_seat", "hourglass"} <= data.keys():
            return {**data, "powers": False}
        return data

    @field_validator("families")
    @classmethod
    def _families_known(cls, v: tuple[str, ...] | None) -> tuple[str, ...] | None:
        if v is not None and (len(set(v)) != len(v) or any(f not in FAMILIES for f in v)):
            raise ValueError("families must be distinct family ids")
        return v


# ---- actions ---------------------------------------------------------------
# One frozen dataclass per decision kind; the state's current task says which
# are legal (see rules.py for the phase machine).


@dataclass(frozen=True, slots=True)
class Pass:
    """Decline / end: winter pass (SJ-41), no support card or no hostage
    (SJ-44), end of the autumn turn (SJ-45)."""

    kind: Literal["pass"] = "pass"


@dataclass(frozen=True, slots=True)
class Confirm:
    """Finish the compound choice being built (a proposal, a bid, a march
    destination, a whole march)."""

    kind: Literal["confirm"] = "confirm"


@dataclass(frozen=True, slots=True)
class KeepSamurai:
    """Keep one of the samurai cards just drawn (SJ-20, SJ-45, SJ-50)."""

    card: int
    kind: Literal["keep_samurai"] = "keep_samurai"


@dataclass(frozen=True, slots=True)
class ChooseSeat:
    """The host picks a seat: the next to place (SJ-20), the host among tied
    players (SJ-40), the next autumn player (SJ-45)."""

    seat: int
    kind: Literal["choose_seat"] = "choose_seat"


@dataclass(frozen=True, slots=True)
class Place:
    """Put the next piece (setup samurai / unit, a new samurai) into `area` (SJ-20, SJ-45)."""

    area: str
    kind: Literal["place"] = "place"


@dataclass(frozen=True, slots=True)
class Propose:
    """Winter: start a proposal to `recipient` (SJ-41)."""

    recipient: int
    kind: Literal["propose"] = "propose"


@dataclass(frozen=True, slots=True)
class Give:
    """Add a diplomacy card from the own hand to the proposal or bid being built."""

    card: int
    kind: Literal["give"] = "give"


@dataclass(frozen=True, slots=True)
class Ask:
    """Proposal: ask for one card of `family` and `card_type` (SJ-41); the
    minimum value follows as :class:`AskMinimum`."""

    family: str
    card_type: str
    kind: Literal["ask"] = "ask"


@dataclass(frozen=True, slots=True)
class AskMinimum:
    """Proposal: the minimum value of the category just asked (0 = any)."""

    value: int
    kind: Literal["ask_minimum"] = "ask_minimum"


@dataclass(frozen=True, slots=True)
class Withdraw:
    """Abandon the proposal or bid being built; counts as a pass (SJ-A1)."""

    kind: Literal["withdraw"] = "withdraw"


@dataclass(frozen=True, slots=True)
class Answer:
    """The recipient accepts (then picks fitting cards with :class:`Fulfil`) or declines."""

    accept: bool
    kind: Literal["answer"] = "answer"


@dataclass(frozen=True, slots=True)
class Fulfil:
    """Recipient: the card that answers the next asked category."""

    card: int
    kind: Literal["fulfil"] = "fulfil"


@dataclass(frozen=True, slots=True)
class Bid:
    """Winter: start (or add to) a bid on offered card number `offer` (SJ-41)."""

    offer: int
    kind: Literal["bid"] = "bid"


@dataclass(frozen=True, slots=True)
class EndWinter:
    """The hourglass ran out (SJ-41; only with the hourglass option)."""

    kind: Literal["end_winter"] = "end_winter"


@dataclass(frozen=True, slots=True)
class KeepMember:
    """Hostage limit (SJ-30): keep this one of two family-member cards of one family."""

    card: int
    kind: Literal["keep_member"] = "keep_member"


@dataclass(frozen=True, slots=True)
class Order:
    """Spring: put `order` ('produce', 'recruit', 'march') on `province` (SJ-42)."""

    province: str
    order: str
    kind: Literal["order"] = "order"


@dataclass(frozen=True, slots=True)
class Resolve:
    """Summer, host: resolve the order on `province` (SJ-43)."""

    province: str
    kind: Literal["resolve"] = "resolve"


@dataclass(frozen=True, slots=True)
class Activate:
    """Summer, host: activate `seat`'s fleet in `sea` (SJ-43)."""

    seat: int
    sea: str
    kind: Literal["activate"] = "activate"


@dataclass(frozen=True, slots=True)
class FleetMode:
    """Activated fleet's owner: 'stay', 'land', 'move' or 'raid' (SJ-43)."""

    mode: str
    kind: Literal["fleet_mode"] = "fleet_mode"


@dataclass(frozen=True, slots=True)
class MarchTo:
    """March / landing: open the next destination `area` (SJ-43)."""

    area: str
    kind: Literal["march_to"] = "march_to"


@dataclass(frozen=True, slots=True)
class MoveUnits:
    """March / landing: how many units go to the open destination."""

    count: int
    kind: Literal["move_units"] = "move_units"


@dataclass(frozen=True, slots=True)
class TakeSamurai:
    """March / landing: samurai `card` goes along to the open destination."""

    card: int
    kind: Literal["take_samurai"] = "take_samurai"


@dataclass(frozen=True, slots=True)
class Support:
    """Battle: play military-support card `card` (SJ-44)."""

    card: int
    kind: Literal["support"] = "support"


@dataclass(frozen=True, slots=True)
class KillHostage:
    """Battle, defender: kill the hostage `card` of the attacker's family (SJ-44)."""

    card: int
    kind: Literal["kill_hostage"] = "kill_hostage"


@dataclass(frozen=True, slots=True)
class Trade:
    """Autumn: return trade card `card` to its family (SJ-45)."""

    card: int
    kind: Literal["trade"] = "trade"


@dataclass(frozen=True, slots=True)
class Show:
    """Trade, the family's player: show one hanafuda of kind `hana` (SJ-45)."""

    hana: int
    kind: Literal["show"] = "show"


@dataclass(frozen=True, slots=True)
class TakeShown:
    """Trade, the returning player: take one shown hanafuda of kind `hana` (SJ-45)."""

    hana: int
    kind: Literal["take_shown"] = "take_shown"


@dataclass(frozen=True, slots=True)
class ReturnMember:
    """Autumn: return family-member card `card` (hand or display) for 1 honor (SJ-45)."""

    card: int
    kind: Literal["return_member"] = "return_member"


@dataclass(frozen=True, slots=True)
class Combine:
    """Autumn: discard hanafuda combination `name` (:data:`COMBINATIONS`, SJ-50)."""

    name: str
    kind: Literal["combine"] = "combine"


@dataclass(frozen=True, slots=True)
class Display:
    """Autumn: move family-member card `card` from hand to display (SJ-45)."""

    card: int
    kind: Literal["display"] = "display"


@dataclass(frozen=True, slots=True)
class TakeBack:
    """Autumn: move displayed card `card` back to hand (SJ-45)."""

    card: int
    kind: Literal["take_back"] = "take_back"


@dataclass(frozen=True, slots=True)
class HireUnits:
    """Autumn, without a province: 3 honor for up to 6 units in `sea` (SJ-45)."""

    sea: str
    kind: Literal["hire_units"] = "hire_units"


@dataclass(frozen=True, slots=True)
class HireSamurai:
    """Autumn, without a province: 6 honor for a samurai (SJ-45)."""

    kind: Literal["hire_samurai"] = "hire_samurai"


# ---- decisions the samurai powers add (SJ-60, SJ-62) --------------------------


@dataclass(frozen=True, slots=True)
class Reroll:
    """Battle, Kato's player: roll all unlocked dice again (SJ-62: after the
    roll, before the support cards; :class:`Pass` keeps the dice)."""

    kind: Literal["reroll"] = "reroll"


@dataclass(frozen=True, slots=True)
class Retreat:
    """Battle lost, Kuroda's player: Kuroda retreats into own `province`
    next to the battle (SJ-62) instead of dying."""

    province: str
    kind: Literal["retreat"] = "retreat"


@dataclass(frozen=True, slots=True)
class TakeHanafuda:
    """Autumn, Chiyo's player: take a random hanafuda from `seat` (SJ-62);
    :class:`GiveHanafuda` follows."""

    seat: int
    kind: Literal["take_hanafuda"] = "take_hanafuda"


@dataclass(frozen=True, slots=True)
class GiveHanafuda:
    """Autumn, Chiyo's player: give a hanafuda of kind `hana` to the seat
    Chiyo just took one from."""

    hana: int
    kind: Literal["give_hanafuda"] = "give_hanafuda"


@dataclass(frozen=True, slots=True)
class Wildcard:
    """Autumn, Ii's player, after :class:`Combine`: one hanafuda of kind
    `hana` counts as kind `as_kind` in the combination (SJ-62; :class:`Pass`
    combines without it where the hand allows)."""

    hana: int
    as_kind: int
    kind: Literal["wildcard"] = "wildcard"


@dataclass(frozen=True, slots=True)
class LookHand:
    """Winter, Konishi's player: look at `seat`'s diplomacy hand (SJ-62, SJ-64)."""

    seat: int
    kind: Literal["look_hand"] = "look_hand"


@dataclass(frozen=True, slots=True)
class LookOrder:
    """Spring, Katakura's player: look at the hidden order on `province`
    (SJ-62, SJ-64)."""

    province: str
    kind: Literal["look_order"] = "look_order"


SenjiAction = (
    Pass | Confirm | KeepSamurai | ChooseSeat | Place | Propose | Give | Ask | AskMinimum
    | Withdraw | Answer | Fulfil | Bid | EndWinter | KeepMember | Order | Resolve | Activate
    | FleetMode | MarchTo | MoveUnits | TakeSamurai | Support | KillHostage | Trade | Show
    | TakeShown | ReturnMember | Combine | Display | TakeBack | HireUnits | HireSamurai
    | Reroll | Retreat | TakeHanafuda | GiveHanafuda | Wildcard | LookHand | LookOrder
)

ACTION_ADAPTER: TypeAdapter[SenjiAction] = TypeAdapter(
    Annotated[SenjiAction, Field(discriminator="kind")]
)
OPTIONS_ADAPTER: TypeAdapter[SenjiOptions] = TypeAdapter(SenjiOptions)

Phase = Literal["draft", "placement", "emperor", "winter", "spring", "summer", "autumn",
                "over"]


# ---- state -----------------------------------------------------------------


@dataclass(slots=True)
class Offer:
    """A neutral card on offer in the auction (SJ-41).

    bids[seat]: the diplomacy cards that seat placed on it (face down);
    bid_this_winter[seat]: whether that seat bid on it this winter."""

    card: int
    bids: list[list[int]]
    bid_this_winter: list[bool]

    def clone(self) -> Offer:
        return Offer(self.card, [b[:] for b in self.bids], self.bid_this_winter[:])


@dataclass(slots=True)
class SenjiState:
    """The full state (held by the controller only). All lists are mutable
    and owned by this state; :meth:`clone` copies deeply.

    Board: `owner[province]` the seat whose fortress stands there (None =
    neutral, SJ-20); `units[area][seat]` unit counts; `samurai[area][seat]`
    samurai card ids (figures). Only a province's owner ever has pieces in it.
    Cards: `hana[seat]` hanafuda kinds in hand; `dip[seat]` diplomacy card ids
    in hand; `display[seat]` displayed family-member cards; decks are lists
    drawn from the end. `removed` holds killed hostages (SJ-44).
    `task` describes the decision now open (a dict, see rules.py);
    `keep_queue` pending hostage-limit choices [(seat, family)] that come
    first (SJ-30); `draws[seat]` samurai cards drawn and not yet chosen.
    `dice_script` injects die faces (family indices) for tests; when it is
    empty, dice come from `rng`. What a seat remembers (SJ-70, see
    memory.py): `hana_discard_seen[i]` is -1 for a discard everybody saw
    (a combination) or the one seat that saw it (the rest of a neutral
    trade's draw); `seen_hana[viewer][holder]` hanafuda kinds the viewer
    knows to be in the holder's hand (shown or taken in a trade);
    `gave_dip[viewer][holder]` diplomacy cards the viewer gave the holder in
    winter or saw in its hand through Konishi that, as far as the viewer can
    tell, the holder still has.
    Samurai powers (SJ-60): `powers` whether they are in play;
    `used_powers` the samurai cards whose once-a-winter or once-an-autumn
    power was used in the current phase; `order_peeks` (viewer, province)
    of the orders Katakura's player looked at this spring; `keep_chosen`
    the cards already kept in the open hostage-limit choice (Otani's player
    keeps two of a family)."""

    num_seats: int
    families: tuple[str, ...]
    neutral: tuple[str, ...]
    hourglass: bool
    rng: Rng
    phase: Phase = "draft"
    year: int = 1
    host: int | None = None
    honor: list[int] = field(default_factory=list)
    owner: dict[str, int | None] = field(default_factory=dict)
    units: dict[str, list[int]] = field(default_factory=dict)
    samurai: dict[str, list[list[int]]] = field(default_factory=dict)
    hana: list[list[int]] = field(default_factory=list)
    hana_deck: list[int] = field(default_factory=list)
    hana_discard: list[int] = field(default_factory=list)
    dip: list[list[int]] = field(default_factory=list)
    display: list[list[int]] = field(default_factory=list)
    neutral_deck: list[int] = field(default_factory=list)
    removed: list[int] = field(default_factory=list)
    offers: list[Offer] = field(default_factory=list)
    samurai_deck: list[int] = field(default_factory=list)
    samurai_discard: list[int] = field(default_factory=list)
    draws: list[list[int]] = field(default_factory=list)
    orders: dict[str, list[Any]] = field(default_factory=dict)
    fleets_eligible: list[tuple[int, str]] = field(default_factory=list)
    keep_queue: list[tuple[int, str]] = field(default_factory=list)
    task: dict[str, Any] = field(default_factory=dict)
    winners: tuple[int, ...] = ()
    actions_taken: int = 0
    dice_script: list[int] = field(default_factory=list)
    hana_discard_seen: list[int] = field(default_factory=list)
    seen_hana: list[list[list[int]]] = field(default_factory=list)
    gave_dip: list[list[list[int]]] = field(default_factory=list)
    powers: bool = True
    used_powers: list[int] = field(default_factory=list)
    order_peeks: list[tuple[int, str]] = field(default_factory=list)
    keep_chosen: list[int] = field(default_factory=list)

    def clone(self) -> SenjiState:
        return SenjiState(
            self.num_seats, self.families, self.neutral, self.hourglass, self.rng.copy(),
            self.phase, self.year, self.host, self.honor[:], dict(self.owner),
            {a: u[:] for a, u in self.units.items()},
            {a: [s[:] for s in per] for a, per in self.samurai.items()},
            [h[:] for h in self.hana], self.hana_deck[:], self.hana_discard[:],
            [d[:] for d in self.dip], [d[:] for d in self.display], self.neutral_deck[:],
            self.removed[:], [o.clone() for o in self.offers], self.samurai_deck[:],
            self.samurai_discard[:], [d[:] for d in self.draws],
            {p: o[:] for p, o in self.orders.items()}, self.fleets_eligible[:],
            self.keep_queue[:], _copy_task(self.task), self.winners, self.actions_taken,
            self.dice_script[:], self.hana_discard_seen[:],
            [[k[:] for k in row] for row in self.seen_hana],
            [[k[:] for k in row] for row in self.gave_dip],
            self.powers, self.used_powers[:], self.order_peeks[:], self.keep_chosen[:],
        )

    # ---- helpers -----------------------------------------------------------

    def family_index(self, seat: int) -> int:
        """The die face of `seat`'s family (SJ-3)."""
        return FAMILIES.index(self.families[seat])

    def seat_of(self, family: str) -> int | None:
        """The seat playing `family`, None if it is neutral."""
        return self.families.index(family) if family in self.families else None

    def provinces_of(self, seat: int) -> list[str]:
        return [p for p, o in self.owner.items() if o == seat]

    def units_in_play(self, seat: int) -> int:
        return sum(u[seat] for u in self.units.values())

    def fortresses_left(self, seat: int) -> int:
        return FORTRESSES_PER_FAMILY - len(self.provinces_of(seat))

    def has_pieces(self, area: str, seat: int) -> bool:
        return self.units[area][seat] > 0 or bool(self.samurai[area][seat])

    def seat_samurai(self, seat: int) -> list[int]:
        return [c for per in self.samurai.values() for c in per[seat]]

    def samurai_cards(self, seat: int) -> list[int]:
        """Card ids of the seat's samurai in play, whose cards lie face up
        before their player (SJ-61): the figures on the map and those the
        summer task holds on their way — marching or sailing to a
        destination still to resolve, attacking in an open battle, or Kuroda
        about to retreat (SJ-43, SJ-44, SJ-60). Public in every view."""
        cards = self.seat_samurai(seat)
        task = self.task
        if task.get("kind") != "summer":
            return cards
        sub = task.get("sub")
        if isinstance(sub, dict) and sub.get("kind") == "battle":
            if sub["attacker"] == seat and sub["stage"] in ("reroll", "att_support",
                                                            "def_support"):
                cards += sub["att_samurai"]
            retreat = sub.get("retreat")
            if retreat is not None and sub["stage"] == "retreat" and retreat[0] == seat:
                cards.append(retreat[1])
        for mv in task.get("queue", []):
            if mv["seat"] == seat:
                cards += mv["samurai"]
        return cards


def _copy_task(task: dict[str, Any]) -> dict[str, Any]:
    """Deep copy of a task (JSON-like dicts and lists of ints and strings)."""
    return {k: _deep(v) for k, v in task.items()}


def _deep(v: Any) -> Any:
    if isinstance(v, list):
        return [_deep(x) for x in v]
    if isinstance(v, dict):
        return {k: _deep(x) for k, x in v.items()}
    return v


# ---- view ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SenjiView:
    """What one seat knows (seat None = the public view between hot-seat turns).

    `state` is a redacted copy of the full state: every card the seat may not
    see (SJ-70) is :data:`UNKNOWN` (lists keep their lengths, so counts stay
    public), every hidden spring order reads '?', the random generator is a
    dummy and the dice script is empty. Read the board, honor, displays,
    offers, revealed orders and the open task from it; never mutate it.
    `legal` holds the seat's legal actions. `revealed` marks the view of a
    finished game in which nothing is hidden (``SenjiGame.revealed_view``)."""

    seat: int | None
    state: SenjiState
    legal: tuple[SenjiAction, ...] = ()
    revealed: bool = False

    @property
    def phase(self) -> Phase:
        return self.state.phase

    @property
    def num_seats(self) -> int:
        return self.state.num_seats


__all__ = [
    "ACTION_ADAPTER",
    "ANIMAL",
    "CHIYO",
    "COMBINATIONS",
    "COMBINATION_BY_NAME",
    "DAISUKE",
    "HONDA",
    "HOSOKAWA",
    "II",
    "ISHIDA",
    "KATAKURA",
    "KATO",
    "KONISHI",
    "KURODA",
    "MAEDA",
    "NABESHIMA",
    "NAOE",
    "NUM_DIPLOMACY",
    "NUM_HANAFUDA",
    "NUM_SAMURAI",
    "OPTIONS_ADAPTER",
    "OTANI",
    "PLAIN",
    "POWER_DOMAINS",
    "RIBBON",
    "SAKAI",
    "SAMURAI",
    "SANADA",
    "SEAS",
    "SUN",
    "UNKNOWN",
    "YAGYU",
    "YAMAMOTO",
    "Activate",
    "Answer",
    "Ask",
    "AskMinimum",
    "Bid",
    "ChooseSeat",
    "Combination",
    "Combine",
    "Confirm",
    "Display",
    "EndWinter",
    "FleetMode",
    "Fulfil",
    "Give",
    "GiveHanafuda",
    "HireSamurai",
    "HireUnits",
    "KeepMember",
    "KeepSamurai",
    "KillHostage",
    "LookHand",
    "LookOrder",
    "MarchTo",
    "MoveUnits",
    "Offer",
    "Order",
    "Pass",
    "Place",
    "Propose",
    "Reroll",
    "Resolve",
    "Retreat",
    "ReturnMember",
    "SenjiAction",
    "SenjiOptions",
    "SenjiState",
    "SenjiView",
    "Show",
    "Support",
    "TakeBack",
    "TakeHanafuda",
    "TakeSamurai",
    "TakeShown",
    "Trade",
    "Wildcard",
    "Withdraw",
    "dip_family",
    "dip_type",
    "dip_value",
    "samurai_honor",
]
