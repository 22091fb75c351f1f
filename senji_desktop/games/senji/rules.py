"""Senji rules: the phase machine over :class:`SenjiState` (SJ-1 … SJ-70).

Source: the Senji rulings SJ-1 … SJ-70 (authoritative), the German Senji game report.

Phase machine
-------------
``draft`` (every seat keeps 1 of 3 samurai at once, SJ-20) → Emperor of
year 1 (SJ-40, roll-off on ties) → ``placement`` (the host picks who places
next; that seat places its samurai, then 3 units, one :class:`Place` each, in
its home provinces) → each year: ``emperor`` (only when a later tie needs
the previous host's :class:`ChooseSeat`) → ``winter`` (winter.py) →
``spring`` (spring.py) → ``summer`` (summer.py, battles included) →
``autumn`` (autumn.py) → end check (SJ-46) → next year or ``over``.

Decision points
---------------
``to_act`` answers in this order: a pending hostage-limit choice
(``state.keep_queue``, :class:`KeepMember`, SJ-30) → samurai cards drawn and
not yet chosen (``state.draws``, :class:`KeepSamurai`; in the draft every
seat at once) → the open task of the phase (``state.task``, a dict whose
``kind`` names it; each phase module documents its fields). Spring is the one
simultaneous phase (every seat with an unordered province). Other seats'
decisions are ordinary decision points too: the recipient answers a
proposal, the attacker then the defender choose a support card, the defender
a hostage, the trade card's family shows hanafuda. Compound choices are built
step by step (a proposal: Propose → Give… / Ask → AskMinimum… → Confirm; a
bid: Bid → Give… → Confirm; a march: MarchTo → MoveUnits → TakeSamurai… →
Confirm per destination, Confirm to carry it out); Withdraw and Confirm keep
every builder finite, and the year-25 valve ends every game.

Events (``Event.kind``: data fields; private parts are redacted for others)
--------------------------------------------------------------------------
game_started: families, neutral, owner · phase_started: phase, year ·
turn_started: seat, phase · samurai_drawn: seat, count, cards(private) ·
samurai_kept: seat, card, name, honor · samurai_reshuffled: deck ·
emperor_rolloff: seats, dice, counts · emperor_hosted: seat, year, honor ·
placed: seat, area, piece ("unit" | "samurai"), card · winter_passed: seat ·
card_offered: card, offer · card_returned: card, family, to_seat, reason ·
proposal_made: from, to, give_count, ask_count, give/asks(parties) ·
proposal_declined: from, to · cards_exchanged: from, to, given, received,
given_cards/received_cards(parties) · bid_placed: seat, offer, count,
total_count, cards(bidder) · auction_won: offer, card, seat, total, bid_cards ·
auction_tied: offer, card, seats, total · auction_unsold: offer, card ·
hourglass_ran_out: seat · hostage_limit: seat, family, kept ·
order_placed: seat, province, order(owner) · orders_complete: count ·
order_revealed: seat, province, order · order_discarded: province, seat ·
hanafuda_drawn: seat, count, reason, cards(owner) · hanafuda_reshuffled: deck ·
recruited: seat, province, count · fleet_activated: seat, sea ·
fleet_mode: seat, sea, mode · march_empty: seat, from ·
crossing_rolled: seat, from, to, dice, lost · pieces_moved: seat, from, to,
units, samurai, mode · fortress_changed: province, seat, previous, reason ·
battle_started: province, from, attacker, defender, att_units, def_units,
att_samurai, def_samurai, locked_att, locked_def, rolled, dice, att_dice,
def_dice · support_played: seat, side, card, family, value, dice, points ·
support_declined: seat, side · battle_resolved: province, attacker, defender,
att_total, def_total, att_units, def_units, att_dice, def_dice,
att_support_points, def_support_points, winner, loser_units_lost,
winner_units_lost, samurai_killed · hostage_killed: seat, card, attacker,
value · hostage_spared: seat · honor_changed: seat, delta, honor, reason
(+card / province / combination) · trade_started: seat, card, family,
to_seat, value · hanafuda_shown: seat, by, count, cards(parties) ·
hanafuda_taken: seat, from_seat, card(parties) · combination_announced:
seat, name (Ii's wildcard choice follows) · combination_discarded: seat,
name, cards · card_displayed / card_taken_back: seat, card ·
mercenaries_hired: seat, sea, units · samurai_placed: seat, card, area ·
no_samurai_left: seat · autumn_passed: seat · year_ended: year, honor ·
game_over: winners, honor, year, valve · power_used: seat, card (the samurai),
area (where to mark it, or None) and per power: Hosokawa locked · Kato
before, rolled, dice, att_dice, def_dice · Sanada/Honda points, side ·
Kuroda to · Yamamoto units, origin · Chiyo target, step ("take" | "give"),
hana(the two parties) · Daisuke/Nabeshima extra · Ii combination, hana,
as_kind · Naoe combination, honor · Ishida combination, saved · Konishi
target, count, cards(looker) · Katakura province, owner, order(looker) ·
Sakai honor · Maeda points, support · Yagyu extra, card_killed. battle_started
and battle_resolved also carry att_power_points and def_power_points. Dice are
family indices (map.FAMILIES).

Samurai powers (SJ-60 … SJ-64, powers.py): on by default, off with
``SenjiOptions(powers=False)`` (the base game). Each hooks into a named step:
``summer._start_battle`` (Hosokawa's lock, Honda's and Sanada's points, the
battle stage ``reroll`` for Kato), ``summer._battle_result`` (Kuroda's
retreat, stage ``retreat``), ``summer._run_queue`` (Yamamoto),
``summer._resolve_order`` (Daisuke), the support and hostage steps (Maeda,
Yagyu), ``autumn`` (Nabeshima at the start; Chiyo, Ii, Naoe, Ishida in a
seat's turn), ``common.check_members`` (Otani), ``winter`` (Konishi),
``spring`` (Katakura after the last order), ``_set_host`` (Sakai). The
decisions they add are ordinary decision points: :class:`Reroll`,
:class:`Retreat`, :class:`TakeHanafuda` then :class:`GiveHanafuda`,
:class:`Wildcard` after a :class:`Combine`, :class:`LookHand`,
:class:`LookOrder`, and a second :class:`KeepMember` for Otani's player.

Rulings of this app (cases SJ leaves open):

- SJ-A1 A proposal asks for at most 3 categories; :class:`Withdraw` of a
  proposal or bid being built counts as the seat's pass. A gift (nothing
  asked) may be declined too. A family-member category is asked at most once
  per proposal, since the recipient could keep only one of them (SJ-30).
- SJ-A2 A march resolves its destinations in the order the mover opened them.
- SJ-A3 Spring orders are given province by province in map order.
- SJ-A4 A fleet moves or raids only if all its units fit the other sea
  (at most 6 of the player's units there).
- SJ-A5 A bid can only be confirmed once it reaches the offered card's value
  (together with the seat's tied bid from earlier winters).
- SJ-A6 Returning a displayed family member (autumn diplomacy) takes its
  display honor away first (SJ-30), then gives the 1 honor.
- SJ-A7 The engine has no clock: with the hourglass option, the seat whose
  winter turn it is (no proposal or bid open) may record that the hourglass
  ran out (:class:`EndWinter`); the table offers it when the time is up.
- SJ-A8 The host's choice of who places next (SJ-20) and who acts next in
  autumn (SJ-45) is asked only while two or more seats are left.
- SJ-A9 The hourglass is the table's clock, never a player's choice: the
  AI does not record that it ran out (a determinization samples a world
  without the hourglass, so the search never expands :class:`EndWinter`;
  the heuristic agent skips it).
- SJ-A10 Yamamoto protects the units going to the same destination as he
  does; a march or raid's other destination rolls as usual.
- SJ-A11 Konishi looks at the start of his player's winter turn (no
  proposal or bid open) or before his player answers a proposal; the look
  does not use up the turn; only a seat holding diplomacy cards is offered.
- SJ-A12 Katakura's look is always taken when an opponent has an order (it
  can only help: no pass is offered); the order stays known to the looker
  until it is revealed (``order_peeks``).
- SJ-A13 Ii's wildcard is chosen after the :class:`Combine`: one card of the
  hand counts as one kind the combination needs; where the hand could pay
  without it, :class:`Pass` combines without it.
- SJ-A14 Ishida concerns the plain-only combinations (6 and 10 plain
  cards), not "one of each kind".
- SJ-A15 Over the hostage limit a seat keeps the allowed number (one, with
  Otani two) one :class:`KeepMember` at a time; when Otani dies, the limit of
  one applies at once.
- SJ-A16 Kuroda retreats to a province of his player bordering the battle's
  province by land; without one he dies.
- SJ-A17 The powers that are not about combat work wherever their samurai
  stands on the map (Maeda also for support in battles he is not in);
  combat powers need the samurai in the battle, Daisuke in the producing
  province.
- SJ-A18 Chiyo takes only from an opponent holding hanafuda and may give
  back the card he took.
- SJ-A19 A fleet's activation moves only its own pieces: pieces another of
  the seat's fleets brought into that sea this summer (``sailed``, see
  summer.py) were activated already and stay.
- SJ-A20 Otani's power acts when cards coming to his player make a second
  family member of one family, which the player may keep. It is said to his
  player alone (which cards a hand holds is hidden): the other seats learn
  nothing from it.

Memory (SJ-70, memory.py): a view also carries what its seat remembers —
the diplomacy cards it gave each seat in winter (while they can still be
there), the hanafuda it was shown in a trade or that were taken from it —
and the hanafuda discards it saw (combinations are discarded in the open,
the rest of a neutral trade draw only before its trader). Determinization
deals the remembered cards to their holders.
"""

from __future__ import annotations

from typing import Any

from senji_desktop.engine.core import Event, Outcome
from senji_desktop.engine.disclosure import (
    DICE,
    DRAWN,
    PUBLIC,
    Disclosure,
    DisclosureRule,
    to_all,
    to_others,
    to_visible,
)
from senji_desktop.engine.errors import InvalidOptionsError
from senji_desktop.engine.rng import Rng
from senji_desktop.games.senji import autumn, memory, powers, spring, summer, winter
from senji_desktop.games.senji.common import (
    change_honor,
    check_members,
    keep_samurai,
    members_of,
    return_to_family,
    roll,
    take_from_holder,
)
from senji_desktop.games.senji.map import FAMILIES, SEAS, senji_map
from senji_desktop.games.senji.model import (
    ACTION_ADAPTER,
    DIP_TYPES,
    HANA_COUNTS,
    LAST_YEAR,
    NUM_DICE,
    NUM_DIPLOMACY,
    NUM_SAMURAI,
    OPTIONS_ADAPTER,
    OTANI,
    SAKAI,
    SAMURAI,
    SAMURAI_DRAW,
    START_HANAFUDA,
    START_UNITS,
    UNKNOWN,
    WIN_HONOR,
    ChooseSeat,
    KeepMember,
    KeepSamurai,
    Place,
    SenjiAction,
    SenjiOptions,
    SenjiState,
    SenjiView,
    dip_family,
    dip_type,
)


def _power_used(event: Event, n: int) -> Disclosure:
    """A samurai power at work (SJ-60 … SJ-64): a look shows its seat what it
    looks at (the private form), Chiyo takes a hanafuda at random from a
    hidden hand (a draw), Kato's reroll rolls dice; the rest is public."""
    if event.visible_to is not None:
        d = to_visible()(event, n)
        return Disclosure(d.revealed_to, drawn=event.data.get("step") == "take")
    if "rolled" in event.data:
        return Disclosure(dice=True)
    return PUBLIC


def _battle(event: Event, n: int) -> Disclosure:
    """A battle's result is public, but Otani killed in it lowers the loser's
    hostage limit (SJ-61): whether a choice follows shows everybody how many
    members of one family his hidden hand holds."""
    if OTANI in event.data.get("samurai_killed", ()):
        return to_all()(event, n)
    return PUBLIC


def _returned(event: Event, n: int) -> Disclosure:
    """A diplomacy card back to its family: named to those who see the event;
    into the neutral deck it is shuffled in (SJ-30)."""
    d = to_visible()(event, n)
    return Disclosure(d.revealed_to, shuffled=event.data.get("to_seat") is None)


#: What each event shows or leaves to chance (undo policy, engine/disclosure.py).
#: Hidden in Senji: the samurai, hanafuda and neutral decks, hands of
#: diplomacy cards and hanafuda, spring orders until revealed, and what the
#: parties of a proposal or trade show each other (SJ-70). The auction's
#: result tells everybody something of the hidden bids (SJ-41). An exchange
#: shows its cards to its parties, and to everybody whether a hand now holds
#: two members of one family (the hostage-limit choice that follows is
#: public, SJ-30).
DISCLOSURES: dict[str, DisclosureRule] = {
    "game_started": PUBLIC,
    "phase_started": PUBLIC,
    "turn_started": PUBLIC,
    "samurai_drawn": to_visible(drawn=True),
    "samurai_kept": to_others(shuffled=True),
    "samurai_reshuffled": DRAWN,
    "emperor_rolloff": DICE,
    "emperor_hosted": PUBLIC,
    "placed": PUBLIC,
    "winter_passed": PUBLIC,
    "card_offered": DRAWN,
    "card_returned": _returned,
    "proposal_made": to_visible(),
    "proposal_declined": PUBLIC,
    "cards_exchanged": to_all(),
    "bid_placed": PUBLIC,
    "auction_won": to_all(shuffled=True),
    "auction_tied": to_all(),
    "auction_unsold": to_all(),
    "hourglass_ran_out": PUBLIC,
    "hostage_limit": PUBLIC,
    "order_placed": PUBLIC,
    "orders_complete": PUBLIC,
    "order_revealed": to_all(),
    "order_discarded": PUBLIC,
    "hanafuda_drawn": to_visible(drawn=True),
    "hanafuda_reshuffled": DRAWN,
    "recruited": PUBLIC,
    "fleet_activated": PUBLIC,
    "fleet_mode": PUBLIC,
    "march_empty": PUBLIC,
    "crossing_rolled": DICE,
    "pieces_moved": PUBLIC,
    "fortress_changed": PUBLIC,
    "battle_started": DICE,
    "support_played": to_others(),
    "support_declined": PUBLIC,
    "battle_resolved": _battle,
    "hostage_killed": to_others(),
    "hostage_spared": PUBLIC,
    "honor_changed": PUBLIC,
    "trade_started": to_others(),
    "hanafuda_shown": to_visible(),
    "hanafuda_taken": to_visible(),
    # Ii's choice opening shows the others that the hand allows a wildcard.
    "combination_announced": to_others(),
    "combination_discarded": to_others(),
    "card_displayed": to_others(),
    "card_taken_back": PUBLIC,
    "mercenaries_hired": PUBLIC,
    "samurai_placed": to_others(),
    "no_samurai_left": PUBLIC,
    "autumn_passed": PUBLIC,
    "year_ended": PUBLIC,
    "power_used": _power_used,
    "game_over": PUBLIC,
}

DIP_PER_FAMILY = 12
#: Battle stages before the result, while the attacker's troops are still
#: off the board (summer.py).
BATTLE_OPEN = ("reroll", "att_support", "def_support")


class SenjiGame:
    """Senji for 3–6 seats (SJ-1 … SJ-70)."""

    game_id = "senji"
    min_seats = 3
    max_seats = 6
    has_hidden_information = True
    has_chance = True
    has_simultaneous_moves = True
    action_adapter = ACTION_ADAPTER
    options_adapter = OPTIONS_ADAPTER
    disclosures = DISCLOSURES

    # ---- setup -----------------------------------------------------------

    def new_game(self, options: SenjiOptions, seed: int) -> SenjiState:
        """Deal a new game (SJ-20): families, hands, samurai draws.

        Raises InvalidOptionsError for a seat count outside 3–6 or a family
        list that does not match it."""
        n = options.num_seats
        if not 3 <= n <= 6:
            raise InvalidOptionsError(f"Senji is for 3-6 players, not {n}")
        rng = Rng(seed)
        if options.families is not None:
            if len(options.families) != n:
                raise InvalidOptionsError("one family per seat is needed")
            fams = tuple(options.families)
        else:
            pool = list(FAMILIES)
            rng.shuffle(pool)
            fams = tuple(pool[:n])
        neutral = tuple(f for f in FAMILIES if f not in fams)
        m = senji_map()
        state = SenjiState(n, fams, neutral, options.hourglass, rng)
        state.powers = options.powers
        state.honor = [0] * n
        state.owner = {p.id: (fams.index(p.family) if p.family in fams else None)
                       for p in m.provinces}
        areas = [*m.province_ids, *SEAS]
        state.units = {a: [0] * n for a in areas}
        state.samurai = {a: [[] for _ in range(n)] for a in areas}
        state.hana_deck = [k for k, c in enumerate(HANA_COUNTS) for _ in range(c)]
        rng.shuffle(state.hana_deck)
        state.hana = [[state.hana_deck.pop() for _ in range(START_HANAFUDA)] for _ in range(n)]
        state.dip = [[FAMILIES.index(f) * DIP_PER_FAMILY + k for k in range(DIP_PER_FAMILY)]
                     for f in fams]
        state.display = [[] for _ in range(n)]
        state.neutral_deck = [FAMILIES.index(f) * DIP_PER_FAMILY + k for f in neutral
                              for k in range(DIP_PER_FAMILY)]
        rng.shuffle(state.neutral_deck)
        state.samurai_deck = list(range(NUM_SAMURAI))
        rng.shuffle(state.samurai_deck)
        state.draws = [[state.samurai_deck.pop() for _ in range(SAMURAI_DRAW)] for _ in range(n)]
        memory.init(state)
        state.phase = "draft"
        state.task = {"kind": "draft", "kept": [None] * n}
        return state

    def setup_events(self, state: SenjiState) -> list[Event]:
        """The deal: families and fortresses, then each seat's samurai draw (private)."""
        evs = [Event("game_started", {"families": list(state.families),
                                      "neutral": list(state.neutral),
                                      "owner": dict(state.owner)})]
        for s in range(state.num_seats):
            if state.draws[s]:
                pub = Event("samurai_drawn", {"seat": s, "count": len(state.draws[s])})
                evs.append(Event("samurai_drawn", {"seat": s, "count": len(state.draws[s]),
                                                   "cards": state.draws[s][:]},
                                 visible_to=frozenset({s}), redacted=pub))
        return evs

    # ---- queries ---------------------------------------------------------

    def num_seats(self, state: SenjiState) -> int:
        return state.num_seats

    def is_over(self, state: SenjiState) -> bool:
        return state.phase == "over"

    def to_act(self, state: SenjiState) -> tuple[int, ...]:
        """The deciding seats (several only in the draft and in spring)."""
        if state.phase == "over":
            return ()
        if state.keep_queue:
            return (state.keep_queue[0][0],)
        drawing = tuple(s for s in range(state.num_seats) if state.draws[s])
        if drawing:
            return drawing
        kind = state.task.get("kind")
        if kind in ("choose_host",):
            return (state.task["by"],)
        if kind == "placement":
            if state.task["seat"] is None:
                assert state.host is not None
                return (state.host,)
            return (state.task["seat"],)
        module = _PHASES.get(state.phase)
        return module.to_act(state) if module is not None else ()

    def legal_actions(self, state: SenjiState, seat: int) -> list[SenjiAction]:
        """Legal actions of `seat` ([] when it is not to act)."""
        if seat not in self.to_act(state):
            return []
        if state.keep_queue:
            fam = state.keep_queue[0][1]
            return [KeepMember(c) for c in sorted(members_of(state, seat, fam))
                    if c not in state.keep_chosen]
        if state.draws[seat]:
            return [KeepSamurai(c) for c in sorted(state.draws[seat])]
        kind = state.task.get("kind")
        if kind == "choose_host":
            return [ChooseSeat(s) for s in state.task["among"]]
        if kind == "placement":
            t = state.task
            if t["seat"] is None:
                return [ChooseSeat(s) for s in range(state.num_seats) if s not in t["placed"]]
            return [Place(p) for p in senji_map().homes[state.families[seat]]]
        actions: list[SenjiAction] = _PHASES[state.phase].legal(state, seat)
        return actions

    # ---- transitions -----------------------------------------------------

    def step(self, state: SenjiState, seat: int, action: SenjiAction) -> list[Event]:
        """Apply a legal action in place (no legality check) and return its events."""
        ev: list[Event] = []
        state.actions_taken += 1
        if isinstance(action, KeepMember):
            _keep_member(state, seat, action.card, ev)
        elif isinstance(action, KeepSamurai):
            keep_samurai(state, seat, action.card, ev)
            if state.phase == "draft":
                _drafted(state, seat, action.card, ev)
            else:
                autumn.on_samurai_kept(state, seat, action.card, ev)
        elif state.task.get("kind") == "choose_host":
            assert isinstance(action, ChooseSeat)
            _set_host(state, action.seat, ev)
        elif state.task.get("kind") == "placement":
            _placement_step(state, seat, action, ev)
        else:
            _PHASES[state.phase].step(state, seat, action, ev)
        _prune_keep_queue(state)
        memory.prune_dip(state)
        return ev

    # ---- views -----------------------------------------------------------

    def view(self, state: SenjiState, seat: int | None) -> SenjiView:
        """What `seat` knows (SJ-70): a redacted copy of the state (see
        :class:`SenjiView`) plus the seat's legal actions."""
        legal = tuple(self.legal_actions(state, seat)) if seat is not None else ()
        return SenjiView(seat, redact(state, seat), legal)

    def revealed_view(self, state: SenjiState, seat: int | None) -> SenjiView:
        """The view of a finished game in which nothing is hidden: every
        hand, bid, deck, samurai draw and order face up (a copy of the whole
        state with a dummy generator and no dice script), `legal` empty,
        ``revealed`` set. Only for a finished game's table and replays."""
        st = state.clone()
        st.rng = Rng(0)
        st.dice_script = []
        return SenjiView(seat, st, (), revealed=True)

    def determinize(self, view: SenjiView, rng: Rng) -> SenjiState:
        """A full state consistent with `view`: every hidden card is dealt at
        random from the cards the viewer has not seen (hostage limits kept
        where possible), hidden orders are drawn at random, and the state gets
        a fresh generator. Raises ValueError if the view's card counts are
        inconsistent."""
        return determinize(view.state, view.seat, rng)

    # ---- the end ---------------------------------------------------------

    def outcome(self, state: SenjiState) -> Outcome:
        """SJ-46: the most honor wins (shared only by the year-25 valve).
        Raises ValueError if the game is not over."""
        if state.phase != "over":
            raise ValueError("the game is not over")
        n = state.num_seats
        levels = sorted(set(state.honor), reverse=True)
        ranking = tuple(tuple(s for s in range(n) if state.honor[s] == h) for h in levels)
        w = state.winners
        rewards = tuple(1.0 / len(w) if s in w else 0.0 for s in range(n))
        return Outcome(w, ranking, rewards, tuple(float(h) for h in state.honor),
                       {"year": state.year, "honor": state.honor[:],
                        "valve": len(w) > 1 or max(state.honor) < WIN_HONOR})


_PHASES: dict[str, Any] = {"winter": winter, "spring": spring, "summer": summer,
                           "autumn": autumn}


# ---- setup, Emperor, end ----------------------------------------------------


def _drafted(state: SenjiState, seat: int, card: int, ev: list[Event]) -> None:
    """SJ-20: starting honor = the kept samurai's value; once every seat has
    kept one, the Emperor of year 1 is found and placement begins."""
    state.task["kept"][seat] = card
    state.honor[seat] = SAMURAI[card][1]
    if any(k is None for k in state.task["kept"]):
        return
    kept = state.task["kept"]
    state.task = {"kind": "placement", "placed": [], "seat": None, "pieces": [], "kept": kept}
    _emperor(state, ev)


def _emperor(state: SenjiState, ev: list[Event]) -> None:
    """SJ-40: most honor hosts; year-1 ties roll the 9 dice, later ties are
    the previous host's choice."""
    top = max(state.honor)
    tied = [s for s in range(state.num_seats) if state.honor[s] == top]
    if len(tied) == 1:
        _set_host(state, tied[0], ev)
        return
    if state.host is None:
        while len(tied) > 1:
            dice = roll(state, NUM_DICE)
            counts = [dice.count(state.family_index(s)) for s in tied]
            ev.append(Event("emperor_rolloff", {"seats": tied[:], "dice": dice,
                                                "counts": counts}))
            best = max(counts)
            tied = [s for s, c in zip(tied, counts, strict=True) if c == best]
        _set_host(state, tied[0], ev)
        return
    state.phase = "emperor"
    state.task = {"kind": "choose_host", "among": tied, "by": state.host}


def _set_host(state: SenjiState, seat: int, ev: list[Event]) -> None:
    """`seat` hosts the Emperor this year (SJ-40); Sakai's player gains 2
    honor for it (SJ-63; in year 1 no figure is on the map yet, SJ-61)."""
    state.host = seat
    ev.append(Event("emperor_hosted", {"seat": seat, "year": state.year,
                                       "honor": state.honor[seat]}))
    if powers.has(state, seat, SAKAI):
        powers.used(state, seat, SAKAI, ev, honor=2)
        change_honor(state, seat, 2, "power", ev, samurai=SAKAI)
    if state.task.get("kind") == "placement":
        _next_placer(state, ev)
    else:
        winter.start_winter(state, ev)


def _next_placer(state: SenjiState, ev: list[Event]) -> None:
    t = state.task
    left = [s for s in range(state.num_seats) if s not in t["placed"]]
    if not left:
        state.task = {}
        winter.start_winter(state, ev)
    elif len(left) == 1:
        _begin_placing(state, left[0], ev)
    else:
        state.phase = "placement"
        t["seat"] = None


def _begin_placing(state: SenjiState, seat: int, ev: list[Event]) -> None:
    state.phase = "placement"
    t = state.task
    t["seat"] = seat
    t["pieces"] = [["samurai", t["kept"][seat]]] + [["unit", 0] for _ in range(START_UNITS)]
    ev.append(Event("turn_started", {"seat": seat, "phase": "placement"}))


def _placement_step(state: SenjiState, seat: int, action: SenjiAction,
                    ev: list[Event]) -> None:
    """SJ-20: fortresses stand in the home provinces; the seat places its
    samurai, then its 3 units, one piece at a time."""
    t = state.task
    if isinstance(action, ChooseSeat):
        _begin_placing(state, action.seat, ev)
        return
    assert isinstance(action, Place)
    piece, card = t["pieces"].pop(0)
    if piece == "samurai":
        state.samurai[action.area][seat].append(card)
    else:
        state.units[action.area][seat] += 1
    ev.append(Event("placed", {"seat": seat, "area": action.area, "piece": piece,
                               "card": card if piece == "samurai" else None}))
    if not t["pieces"]:
        t["placed"].append(seat)
        t["seat"] = None
        _next_placer(state, ev)


def end_of_year(state: SenjiState, ev: list[Event]) -> None:
    """SJ-46: at 60 honor the most honor wins (a tie plays another year);
    after year 25 the most honor wins, ties shared."""
    ev.append(Event("year_ended", {"year": state.year, "honor": state.honor[:]}))
    top = max(state.honor)
    leaders = tuple(s for s in range(state.num_seats) if state.honor[s] == top)
    over = (top >= WIN_HONOR and len(leaders) == 1) or state.year >= LAST_YEAR
    if over:
        state.phase = "over"
        state.task = {}
        state.winners = leaders
        ev.append(Event("game_over", {"winners": list(leaders), "honor": state.honor[:],
                                      "year": state.year,
                                      "valve": top < WIN_HONOR or len(leaders) > 1}))
        return
    state.year += 1
    state.task = {}
    _emperor(state, ev)


# ---- hostage limit (SJ-30) ---------------------------------------------------


def _keep_member(state: SenjiState, seat: int, card: int, ev: list[Event]) -> None:
    """Keep `card`; once the seat has kept as many as it may hold (one,
    Otani's player two, SJ-60), the other cards of that family go home."""
    _, fam = state.keep_queue[0]
    state.keep_chosen.append(card)
    if len(state.keep_chosen) < powers.member_limit(state, seat):
        return
    state.keep_queue.pop(0)
    kept, state.keep_chosen = state.keep_chosen, []
    for c in members_of(state, seat, fam):
        if c not in kept:
            take_from_holder(state, seat, c, ev)
            return_to_family(state, c, ev, "hostage_limit", secret_from=seat)
            memory.forget_dip(state, seat, (seat,))
    ev.append(Event("hostage_limit", {"seat": seat, "family": fam,
                                      "kept": card if card in state.display[seat] else None}))


def _prune_keep_queue(state: SenjiState) -> None:
    head = state.keep_queue[0] if state.keep_queue else None
    state.keep_queue = [(s, f) for s, f in state.keep_queue
                        if len(members_of(state, s, f)) > powers.member_limit(state, s)]
    if not state.keep_queue or state.keep_queue[0] != head:
        state.keep_chosen = []


# ---- views and determinization (SJ-70) ----------------------------------------


def _hide(xs: list[Any]) -> list[Any]:
    return [UNKNOWN] * len(xs)


def redact(state: SenjiState, seat: int | None) -> SenjiState:
    """A copy of `state` with everything `seat` may not know replaced (SJ-70):
    other hands, every deck, the hanafuda discards the seat did not see
    (combinations are public, the rest of a neutral trade draw only its
    trader's), other seats' bids and samurai draws, unrevealed orders ('?'),
    other parties' proposals, bids being built and trade shows, other seats'
    memories (memory.py); a dummy generator and no dice script."""
    st = state.clone()
    st.rng = Rng(0)
    st.dice_script = []
    for s in range(st.num_seats):
        if s != seat:
            st.hana[s] = _hide(st.hana[s])
            st.dip[s] = _hide(st.dip[s])
            st.draws[s] = _hide(st.draws[s])
            for o in st.offers:
                o.bids[s] = _hide(o.bids[s])
    st.hana_deck = _hide(st.hana_deck)
    st.hana_discard = [k if by in (memory.PUBLIC, seat) else UNKNOWN
                       for k, by in zip(st.hana_discard, st.hana_discard_seen, strict=True)]
    for v in range(st.num_seats):
        if v != seat:
            st.seen_hana[v] = [[] for _ in range(st.num_seats)]
            st.gave_dip[v] = [[] for _ in range(st.num_seats)]
    st.neutral_deck = _hide(st.neutral_deck)
    st.samurai_deck = _hide(st.samurai_deck)
    st.orders = {p: (o if o[0] == seat or (seat, p) in st.order_peeks else [o[0], "?"])
                 for p, o in st.orders.items()}
    if st.keep_queue and st.keep_queue[0][0] != seat:
        st.keep_chosen = _hide(st.keep_chosen)
    task = st.task
    sub = task.get("sub")
    if task.get("kind") == "winter" and sub is not None:
        if sub["kind"] == "propose" and seat not in (sub["from"], sub["to"]):
            sub["give"] = _hide(sub["give"])
            sub["got"] = _hide(sub["got"])
            sub["asks"] = [["?", "?", 0] for _ in sub["asks"]]
        if sub["kind"] == "bid" and seat != sub["seat"]:
            sub["cards"] = _hide(sub["cards"])
    trade = task.get("trade") if task.get("kind") == "autumn" else None
    if trade is not None and seat not in (trade["from"], trade["to"]):
        trade["shown"] = _hide(trade["shown"])
    chiyo = task.get("chiyo") if task.get("kind") == "autumn" else None
    if chiyo is not None and seat not in (task["seat"], chiyo["from"]):
        chiyo["taken"] = UNKNOWN
    return st


def determinize(vstate: SenjiState, seat: int | None, rng: Rng) -> SenjiState:
    """Fill every UNKNOWN of a redacted state (see :func:`redact`) at random,
    consistently with the public counts. Raises ValueError on inconsistent counts."""
    from senji_desktop.games.senji.spring import ORDERS

    st = vstate.clone()
    st.rng = Rng(rng.next64())
    st.dice_script = []
    st.hourglass = False  # SJ-A9: the table's clock never runs out in a sampled world
    n = st.num_seats
    task = st.task
    trade = task.get("trade") if task.get("kind") == "autumn" else None
    sub = task.get("sub") if task.get("kind") == "winter" else None

    # Cards the viewer knows are still in a hidden hand go there first: the
    # cards of an open proposal or bid, the hanafuda shown by a trade partner.
    if sub is not None and sub["kind"] == "propose":
        _preplace(st.dip[sub["from"]], sub["give"])
        _preplace(st.dip[sub["to"]], sub["got"])
    if sub is not None and sub["kind"] == "bid":
        _preplace(st.dip[sub["seat"]], sub["cards"])
    if trade is not None and trade["to"] is not None:
        _preplace(st.hana[trade["to"]], trade["shown"])
    # What the viewer remembers (memory.py): cards it gave in winter, hanafuda
    # it was shown or that were taken from it in a trade.
    if seat is not None:
        for t in range(n):
            if t != seat:
                _preplace(st.dip[t], st.gave_dip[seat][t])
                _preplace(st.hana[t], st.seen_hana[seat][t])

    # hanafuda: kinds not seen anywhere
    hana_pool = list(HANA_COUNTS)
    hana_lists = [*st.hana, st.hana_deck, st.hana_discard]
    for lst in hana_lists:
        for k in lst:
            if k != UNKNOWN:
                hana_pool[k] -= 1
    shown_from_deck = trade is not None and trade["to"] is None
    if shown_from_deck and trade is not None:
        for k in trade["shown"]:
            if k != UNKNOWN:
                hana_pool[k] -= 1
        hana_lists.append(trade["shown"])
    pool = [k for k, c in enumerate(hana_pool) for _ in range(max(c, 0))]
    slots = sum(lst.count(UNKNOWN) for lst in hana_lists)
    if min(hana_pool) < 0 or len(pool) != slots:
        raise ValueError(f"hanafuda counts are inconsistent ({len(pool)} vs {slots} hidden)")
    rng.shuffle(pool)
    for lst in hana_lists:
        for i, k in enumerate(lst):
            if k == UNKNOWN:
                lst[i] = pool.pop()
    if trade is not None and trade["to"] is not None and UNKNOWN in trade["shown"]:
        hand = st.hana[trade["to"]][:]
        rng.shuffle(hand)
        trade["shown"] = hand[:len(trade["shown"])]

    # diplomacy cards
    known: set[int] = set()
    for lst in [*st.dip, *st.display, st.neutral_deck, st.removed]:
        known.update(c for c in lst if c != UNKNOWN)
    for o in st.offers:
        known.add(o.card)
        for b in o.bids:
            known.update(c for c in b if c != UNKNOWN)
    dpool = [c for c in range(NUM_DIPLOMACY) if c not in known]
    bid_slots = [b for o in st.offers for b in o.bids]
    dslots = sum(lst.count(UNKNOWN) for lst in [*st.dip, st.neutral_deck, *bid_slots])
    if len(dpool) != dslots:
        raise ValueError(f"diplomacy counts are inconsistent ({len(dpool)} vs {dslots} hidden)")
    rng.shuffle(dpool)
    for s in range(n):
        _deal_hand(st, s, dpool, rng)
    for lst in [*bid_slots, st.neutral_deck]:
        for i, c in enumerate(lst):
            if c == UNKNOWN:
                lst[i] = dpool.pop()
    if sub is not None:
        if sub["kind"] == "propose" and any(a[0] == "?" for a in sub["asks"]):
            # another pair's proposal: what it gives and asks is sampled, the
            # asks from the recipient's hand so that an acceptance can go on
            sub["give"] = _sample(st.dip[sub["from"]], len(sub["give"]), rng)
            fits = _sample(st.dip[sub["to"]], len(sub["asks"]), rng)
            sub["got"] = fits[:len(sub["got"])]
            sub["asks"] = [[dip_family(c), dip_type(c), 0] for c in fits] + [
                [FAMILIES[rng.randrange(len(FAMILIES))], DIP_TYPES[rng.randrange(len(DIP_TYPES))],
                 0] for _ in range(len(sub["asks"]) - len(fits))]
        elif sub["kind"] == "propose" and UNKNOWN in sub["give"] + sub["got"]:
            sub["give"] = _sample(st.dip[sub["from"]], len(sub["give"]), rng)
            sub["got"] = _sample(st.dip[sub["to"]], len(sub["got"]), rng)
        if sub["kind"] == "bid" and UNKNOWN in sub["cards"]:
            sub["cards"] = _sample(st.dip[sub["seat"]], len(sub["cards"]), rng)

    # samurai
    seen = set(st.samurai_discard)
    for per in st.samurai.values():
        for cards in per:
            seen.update(cards)
    for d in st.draws:
        seen.update(c for c in d if c != UNKNOWN)
    seen.update(c for c in _task_samurai(task) if c != UNKNOWN)
    spool = [c for c in range(NUM_SAMURAI) if c not in seen]
    s_lists = [st.samurai_deck, *st.draws]
    sslots = sum(lst.count(UNKNOWN) for lst in s_lists)
    if len(spool) != sslots:
        raise ValueError(f"samurai counts are inconsistent ({len(spool)} vs {sslots} hidden)")
    rng.shuffle(spool)
    for lst in s_lists:
        for i, c in enumerate(lst):
            if c == UNKNOWN:
                lst[i] = spool.pop()

    for prov, order in st.orders.items():
        if order[1] == "?":
            st.orders[prov] = [order[0], ORDERS[rng.randrange(len(ORDERS))]]
    if UNKNOWN in st.keep_chosen:
        s0, fam = st.keep_queue[0]
        free = [c for c in members_of(st, s0, fam) if c not in st.keep_chosen]
        rng.shuffle(free)
        st.keep_chosen = [c if c != UNKNOWN else free.pop() for c in st.keep_chosen]
    chiyo = task.get("chiyo") if task.get("kind") == "autumn" else None
    if chiyo is not None and chiyo["taken"] == UNKNOWN:
        hand = st.hana[task["seat"]]
        chiyo["taken"] = hand[rng.randrange(len(hand))]
    return st


def _preplace(hand: list[int], cards: list[int]) -> None:
    """Make the known `cards` (a multiset; UNKNOWN entries ignored) part of
    `hand`, filling its UNKNOWN slots."""
    for c in set(cards):
        if c == UNKNOWN:
            continue
        for _ in range(cards.count(c) - hand.count(c)):
            if UNKNOWN in hand:
                hand[hand.index(UNKNOWN)] = c


def _sample(cards: list[int], k: int, rng: Rng) -> list[int]:
    pool = cards[:]
    rng.shuffle(pool)
    return pool[:k]


def _task_samurai(task: dict[str, Any]) -> list[int]:
    """Samurai card ids held by the open task (kept in the draft, waiting to
    be placed, in a battle or on the march)."""
    out: list[int] = []
    kind = task.get("kind")
    if kind == "draft":
        out.extend(c for c in task["kept"] if c is not None)
    elif kind == "placement":
        for s, c in enumerate(task["kept"]):
            if s == task["seat"]:
                out.extend(card for piece, card in task["pieces"] if piece == "samurai")
            elif s not in task["placed"]:
                out.append(c)
    elif kind == "autumn":
        out.extend(task["place"])
    elif kind == "summer":
        sub = task["sub"]
        if sub is not None and sub["kind"] == "battle":
            if sub["stage"] in BATTLE_OPEN:
                out.extend(sub["att_samurai"])  # not yet back on the board
            if sub["retreat"] is not None and sub["stage"] == "retreat":
                out.append(sub["retreat"][1])  # Kuroda, about to retreat
        for mv in task["queue"]:
            out.extend(mv["samurai"])
    return out


def _deal_hand(st: SenjiState, seat: int, dpool: list[int], rng: Rng) -> None:
    """Fill the seat's hidden diplomacy cards from `dpool`, avoiding a second
    family member of another family where the pool allows (SJ-30)."""
    hand = st.dip[seat]
    if UNKNOWN not in hand:
        return
    own = st.families[seat]
    limit = powers.member_limit(st, seat)
    for s, fam in st.keep_queue:  # a pending hostage-limit choice: one too many of fam
        if s != seat:
            continue
        for _ in range(limit + 1 - len([c for c in members_of(st, seat, fam) if c != UNKNOWN])):
            idx = [j for j, x in enumerate(dpool)
                   if dip_type(x) == "member" and dip_family(x) == fam]
            if idx and UNKNOWN in hand:
                hand[hand.index(UNKNOWN)] = dpool.pop(idx[rng.randrange(len(idx))])
    held: dict[str, int] = {}
    for c in hand + st.display[seat]:
        if c != UNKNOWN and dip_type(c) == "member" and dip_family(c) != own:
            held[dip_family(c)] = held.get(dip_family(c), 0) + 1
    for i, c in enumerate(hand):
        if c != UNKNOWN:
            continue
        pick = None
        for j in range(len(dpool) - 1, -1, -1):
            x = dpool[j]
            if dip_type(x) != "member" or dip_family(x) == own or \
                    held.get(dip_family(x), 0) < limit:
                pick = j
                break
        if pick is None:
            pick = len(dpool) - 1
        x = dpool.pop(pick)
        if dip_type(x) == "member" and dip_family(x) != own:
            held[dip_family(x)] = held.get(dip_family(x), 0) + 1
        hand[i] = x


def public_units(state: SenjiState, seat: int) -> int:
    """Units of `seat` on the board and in an open battle or march."""
    n = state.units_in_play(seat)
    task = state.task
    if task.get("kind") == "summer":
        sub = task["sub"]
        if sub is not None and sub["kind"] == "battle" and sub["attacker"] == seat \
                and sub["stage"] in BATTLE_OPEN:
            n += sub["att_units"]
        n += sum(mv["units"] for mv in task["queue"] if mv["seat"] == seat)
    return n


GAME = SenjiGame()

__all__ = ["GAME", "SenjiGame", "check_members", "determinize", "end_of_year",
           "public_units", "redact"]
