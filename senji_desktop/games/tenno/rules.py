"""Tenno rules as pure functions over :class:`TennoState`.

Source: the Tenno rulebook ("Setup", "Turn Sequence", "After the
Attack", "End of the Game", "Special Abilities") and rulings TEN-1 … TEN-10.

A turn is a sequence of decision points, each an ordinary decision of one
seat: the attack (attacker), the Monk (defender, TEN-4), the Ronin's second
attack (attacker, TEN-6), refills (each seat with empty positions, attacker
first, TEN-7a), the swap option (attacker, TEN-7b), peeks (each winning
defender, TEN-7c).

Rulings of this app, for cases no TEN ruling settles (chosen as a player
would find fair; also listed in the rules reference, resources/rules/*/tenno.md):

- TEN-A1 The Monk decision is offered only when both hold, judged from
  public knowledge alone: (a) +2 could change the battle's result — neither
  card a Geisha, the defending card not the Monk, and the defending
  strength at most the attacking one and at least the attacking one minus
  2; (b) the defender may have a Monk on the table — their Monk is not
  captured or discarded, and one of their other table positions holds a
  card that is not a setup Peasant and is either not known to every seat
  or known to be the Monk. When both hold the question is asked whether or not the
  defender has a Monk there, so the question tells nobody anything; an AI
  defender answers it without search, so its thinking time tells nothing
  either.
- TEN-A2 The setup is a decision per seat in turn order from the first
  seat; nobody sees another seat's arrangement.
- TEN-A3 A refill fills the leftmost empty position; a seat with two empty
  positions refills twice, choosing a card each time, which gives it every
  possible arrangement.
- TEN-A4 The two-card swap (empty hand) may leave the cards where they
  were ("pretending to shuffle", rulebook); either way the other seats see
  only which two positions were picked up, and their knowledge of both ends
  (TEN-10).
- TEN-A5 The Ronin's second attack may target any table card of any
  opponent, including the card that just defended (TEN-6); the Ronin's own
  position, if emptied, cannot attack again.
- TEN-A6 Ranking below the winners: by captured points, then by the
  tie-break sum of TEN-8; seats equal in both share a place.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from senji_desktop.engine.core import Event, Outcome
from senji_desktop.engine.disclosure import (
    PUBLIC,
    DisclosureRule,
    to_all,
    to_fields,
)
from senji_desktop.engine.errors import InvalidOptionsError
from senji_desktop.engine.rng import Rng
from senji_desktop.games.tenno.model import (
    ACTION_ADAPTER,
    EMPTY,
    GEISHA,
    HIDDEN,
    MONK,
    MONK_BONUS,
    NINJA,
    NINJA_ATTACK,
    NINJA_DEFENCE,
    OPTIONS_ADAPTER,
    POSITIONS,
    RONIN,
    SET_SIZE,
    SHOGUN,
    Arrange,
    Attack,
    Battle,
    Decline,
    Peek,
    Refill,
    Replace,
    SwapTable,
    TennoAction,
    TennoOptions,
    TennoState,
    TennoView,
    UseMonk,
    card_of,
    score_value,
)

_DECLINE = Decline()
_ORDERS: tuple[tuple[int, int, int], ...] = (
    (1, 2, 3), (1, 3, 2), (2, 1, 3), (2, 3, 1), (3, 1, 2), (3, 2, 1))
_PAIRS = ((0, 1), (0, 2), (1, 2))


def strengths(att_card: int, def_card: int, monk: bool) -> tuple[int, int]:
    """Final strengths (attacking, defending) of a battle (TEN-3, TEN-4).

    Geishas take the opposing card's final strength + 1; two Geishas are
    given equal strengths (both are removed, TEN-5)."""
    a = att_card % SET_SIZE
    d = def_card % SET_SIZE
    if a == GEISHA and d == GEISHA:
        return (0, 0)
    sa = NINJA_ATTACK if a == NINJA else a
    sd = NINJA_DEFENCE if d == NINJA else d
    if monk and d != GEISHA:
        sd += MONK_BONUS
    if a == GEISHA:
        return (sd + 1, sd)
    if d == GEISHA:
        return (sa, sa + 1)
    return (sa, sd)


def monk_matters(att_card: int, def_card: int) -> bool:
    """Whether a Monk's +2 could change this battle's result (TEN-A1, from
    the two cards alone)."""
    a = att_card % SET_SIZE
    d = def_card % SET_SIZE
    if a == GEISHA or d in (GEISHA, MONK):
        return False
    sa, sd = strengths(att_card, def_card, False)
    return sa - MONK_BONUS <= sd <= sa


#: What each event shows or leaves to chance (undo policy, engine/disclosure.py).
#: Tenno has no dice and no deck; cards are shown by attacks (TEN-2), the
#: Monk (TEN-4) and peeks (TEN-7c). A seat's own arrangement, refill and
#: swap reach only that seat, which knew them already.
DISCLOSURES: dict[str, DisclosureRule] = {
    "dealt": PUBLIC,
    "arrange_started": PUBLIC,
    "arranged": PUBLIC,
    "turn_started": PUBLIC,
    "attacked": to_all(),
    "monk_question": PUBLIC,
    "monk_used": to_all(),
    "monk_declined": PUBLIC,
    "battle_resolved": PUBLIC,
    "ronin_question": PUBLIC,
    "ronin_declined": PUBLIC,
    "refill_started": PUBLIC,
    "refilled": PUBLIC,
    "swap_question": PUBLIC,
    "replaced": PUBLIC,
    "table_swapped": PUBLIC,
    "swap_declined": PUBLIC,
    "peek_question": PUBLIC,
    "peeked": to_fields("seat"),
    "peek_declined": PUBLIC,
    "game_over": PUBLIC,
}

class TennoGame:
    """Tenno for 2–7 seats (TEN-1 … TEN-10)."""

    game_id = "tenno"
    min_seats = 2
    max_seats = 7
    has_hidden_information = True
    has_chance = False  # no dice, no shuffle: only the players' choices
    has_simultaneous_moves = False
    action_adapter = ACTION_ADAPTER
    options_adapter = OPTIONS_ADAPTER
    disclosures = DISCLOSURES

    # ---- setup -----------------------------------------------------------

    def new_game(self, options: TennoOptions, seed: int) -> TennoState:
        """Hand every seat its set (TEN-1): all eleven cards in hand until the
        seat lays out its three Peasants (leaving eight). Raises InvalidOptionsError for a seat count outside
        2–7 or a first seat outside the table."""
        n = options.num_seats
        if not self.min_seats <= n <= self.max_seats:
            raise InvalidOptionsError(f"Tenno is for 2-7 players, not {n}")
        if options.first_seat is not None and not 0 <= options.first_seat < n:
            raise InvalidOptionsError(f"first seat {options.first_seat} is not at the table")
        rng = Rng(seed)
        first = options.first_seat if options.first_seat is not None else rng.randrange(n)
        # The Peasants wait in hand until their seat arranges them.
        hands = [[card_of(s, r) for r in range(SET_SIZE)] for s in range(n)]
        return TennoState(
            num_seats=n,
            first_seat=first,
            rng=rng,
            table=[[EMPTY] * POSITIONS for _ in range(n)],
            hands=hands,
            captured=[[] for _ in range(n)],
            discard=[],
            removed=[],
            public=[[False] * POSITIONS for _ in range(n)],
            peeks=[[0] * POSITIONS for _ in range(n)],
            from_setup=[[True] * POSITIONS for _ in range(n)],
            phase="setup",
            current=first,
            decider=first,
        )

    def setup_events(self, state: TennoState) -> list[Event]:
        """Events of the deal, ending with the first decision's event."""
        return [Event("dealt", {"num_seats": state.num_seats, "first_seat": state.first_seat}),
                Event("arrange_started", {"seat": state.decider})]

    # ---- queries ---------------------------------------------------------

    def num_seats(self, state: TennoState) -> int:
        return state.num_seats

    def to_act(self, state: TennoState) -> tuple[int, ...]:
        return () if state.phase == "over" else (state.decider,)

    def is_over(self, state: TennoState) -> bool:
        return state.phase == "over"

    def legal_actions(self, state: TennoState, seat: int) -> list[TennoAction]:
        """Legal actions of `seat` at the current decision point; [] if it
        does not decide now."""
        phase = state.phase
        if phase == "over" or seat != state.decider:
            return []
        if phase == "setup":
            return [Arrange(o) for o in _ORDERS]
        if phase == "attack":
            return self._attacks(state, seat, None)
        if phase == "ronin":
            first = state.battles[0]
            return [*self._attacks(state, seat, first.att_pos), _DECLINE]
        if phase == "monk":
            battle = state.battles[-1]
            row = state.table[seat]
            actions: list[TennoAction] = [
                UseMonk(p) for p in range(POSITIONS)
                if p != battle.def_pos and row[p] != EMPTY and row[p] % SET_SIZE == MONK]
            actions.append(_DECLINE)
            return actions
        if phase == "refill":
            return [Refill(c) for c in state.hands[seat]]
        if phase == "swap":
            hand = state.hands[seat]
            row = state.table[seat]
            if hand:
                swap_actions: list[TennoAction] = []
                for p in range(POSITIONS):
                    swap_actions.append(Replace(p, row[p]))
                    swap_actions.extend(Replace(p, c) for c in hand)
            else:
                swap_actions = [SwapTable(a, b, x) for a, b in _PAIRS for x in (True, False)]
            swap_actions.append(_DECLINE)
            return swap_actions
        # peek
        return [*(Peek(p) for p in range(POSITIONS)), _DECLINE]

    @staticmethod
    def _attacks(state: TennoState, seat: int, exclude: int | None) -> list[TennoAction]:
        """TEN-2 / TEN-6: every own non-Shogun card (except position `exclude`)
        against every card on every opponent's table."""
        n = state.num_seats
        table = state.table
        own = [p for p in range(POSITIONS) if p != exclude and table[seat][p] != EMPTY
               and table[seat][p] % SET_SIZE != SHOGUN]
        actions: list[TennoAction] = []
        for i in range(1, n):
            t = (seat + i) % n
            row = table[t]
            for q in range(POSITIONS):
                if row[q] != EMPTY:
                    actions.extend(Attack(t, p, q) for p in own)
        return actions

    # ---- transitions -----------------------------------------------------

    def step(self, state: TennoState, seat: int, action: TennoAction) -> list[Event]:
        """Apply a legal action in place and return its events (no legality check)."""
        events: list[Event] = []
        if isinstance(action, Arrange):
            self._arrange(state, seat, action, events)
        elif isinstance(action, Attack):
            self._attack(state, seat, action, events)
        elif isinstance(action, UseMonk):
            battle = state.battles[-1]
            state.public[seat][action.position] = True
            state.battles[-1] = _with(battle, monk=action.position)
            events.append(Event("monk_used", {"seat": seat, "position": action.position,
                                              "card": state.table[seat][action.position]}))
            self._resolve(state, events)
        elif isinstance(action, Refill):
            self._refill(state, seat, action.card, events)
        elif isinstance(action, Replace):
            self._replace(state, seat, action, events)
        elif isinstance(action, SwapTable):
            self._swap_table(state, seat, action, events)
        elif isinstance(action, Peek):
            target = state.current
            state.peeks[target][action.position] |= 1 << seat
            state.peek_queue.pop(0)
            events.append(Event(
                "peeked",
                {"seat": seat, "target": target, "position": action.position,
                 "card": state.table[target][action.position]},
                visible_to=frozenset({seat}),
                redacted=Event("peeked", {"seat": seat, "target": target,
                                          "position": action.position})))
            self._continue_peeks(state, events)
        else:
            self._decline(state, seat, events)
        return events

    def _arrange(self, state: TennoState, seat: int, action: Arrange,
                 events: list[Event]) -> None:
        """TEN-1: lay the Peasants in the chosen order; the next seat arranges."""
        state.table[seat] = [card_of(seat, r) for r in action.order]
        for c in state.table[seat]:
            state.hands[seat].remove(c)
        events.append(Event("arranged", {"seat": seat, "order": list(action.order)},
                            visible_to=frozenset({seat}),
                            redacted=Event("arranged", {"seat": seat})))
        nxt = (seat + 1) % state.num_seats
        if nxt == state.first_seat:
            self._start_turn(state, state.first_seat, events)
        else:
            state.decider = nxt
            events.append(Event("arrange_started", {"seat": nxt}))

    def _start_turn(self, state: TennoState, seat: int, events: list[Event]) -> None:
        state.phase = "attack"
        state.current = seat
        state.decider = seat
        state.battles = []
        state.lost = False
        state.refill_queue = []
        state.peek_queue = []
        events.append(Event("turn_started", {"seat": seat}))

    def _attack(self, state: TennoState, seat: int, action: Attack, events: list[Event]) -> None:
        """TEN-2: both cards are revealed to all; then the Monk question
        (TEN-4, TEN-A1) or the battle's result."""
        att_card = state.table[seat][action.own]
        def_card = state.table[action.target][action.their]
        state.public[seat][action.own] = True
        state.public[action.target][action.their] = True
        battle = Battle(len(state.battles) + 1, seat, action.own, action.target, action.their,
                        att_card, def_card)
        state.battles.append(battle)
        events.append(Event("attacked", {
            "number": battle.number, "attacker": seat, "own": action.own,
            "target": action.target, "their": action.their,
            "att_card": att_card, "def_card": def_card}))
        if self._monk_question(state, battle):
            state.phase = "monk"
            state.decider = action.target
            events.append(Event("monk_question", {"seat": action.target}))
        else:
            self._resolve(state, events)

    @staticmethod
    def _monk_question(state: TennoState, battle: Battle) -> bool:
        """TEN-A1: ask the defender only if +2 could matter and, by public
        knowledge, the defender may have a Monk on the table."""
        if not monk_matters(battle.att_card, battle.def_card):
            return False
        d = battle.defender
        monk = card_of(d, MONK)
        if monk in state.captured[battle.attacker] or monk in state.discard:
            return False
        for pile in state.captured:
            if monk in pile:
                return False
        row = state.table[d]
        public = state.public[d]
        setup = state.from_setup[d]
        for p in range(POSITIONS):
            if p == battle.def_pos or row[p] == EMPTY or setup[p]:
                continue  # a setup Peasant is known to be no Monk
            if not public[p] or row[p] == monk:
                return True
        return False

    def _resolve(self, state: TennoState, events: list[Event]) -> None:
        """TEN-3, TEN-5: the battle's result and where both cards go."""
        battle = state.battles[-1]
        a, d = battle.attacker, battle.defender
        ac, dc = battle.att_card, battle.def_card
        sa, sd = strengths(ac, dc, battle.monk is not None)
        ar, dr = ac % SET_SIZE, dc % SET_SIZE
        att_fate = def_fate = "stays"
        if ar == GEISHA and dr == GEISHA:
            result = "tie"
            att_fate = def_fate = "removed"
        elif sa > sd:
            result = "attacker"
            def_fate = "captured"
            if ar == GEISHA:
                att_fate = "removed"
        elif sd > sa:
            result = "defender"
            att_fate = "captured" if dr == SHOGUN else "discarded"
            if dr == GEISHA:
                def_fate = "removed"
        else:
            result = "tie"
            att_fate = def_fate = "discarded"
        state.battles[-1] = _with(battle, result=result)
        self._move_card(state, a, battle.att_pos, att_fate, d)
        self._move_card(state, d, battle.def_pos, def_fate, a)
        if att_fate != "stays":
            state.lost = True
        if result == "defender":
            state.peek_queue.append(d)
        events.append(Event("battle_resolved", {
            "number": battle.number, "attacker": a, "defender": d, "result": result,
            "att_strength": sa, "def_strength": sd, "monk": battle.monk,
            "att_card": ac, "def_card": dc, "att_fate": att_fate, "def_fate": def_fate}))
        if battle.number == 1 and ar == RONIN:
            state.phase = "ronin"
            state.decider = a
            events.append(Event("ronin_question", {"seat": a}))
        else:
            self._after_attack(state, events)

    @staticmethod
    def _move_card(state: TennoState, seat: int, pos: int, fate: str, other: int) -> None:
        if fate == "stays":
            return
        card = state.table[seat][pos]
        state.table[seat][pos] = EMPTY
        state.public[seat][pos] = False
        state.peeks[seat][pos] = 0
        state.from_setup[seat][pos] = False
        if fate == "captured":
            state.captured[other].append(card)
        elif fate == "discarded":
            state.discard.append(card)
        else:
            state.removed.append(card)

    def _after_attack(self, state: TennoState, events: list[Event]) -> None:
        """TEN-7a: refills, attacker first, then the others in turn order."""
        n = state.num_seats
        a = state.current
        state.refill_queue = [(a + i) % n for i in range(n)
                              if EMPTY in state.table[(a + i) % n]]
        self._continue_refills(state, events)

    def _continue_refills(self, state: TennoState, events: list[Event]) -> None:
        queue = state.refill_queue
        while queue and EMPTY not in state.table[queue[0]]:
            queue.pop(0)
        if queue:
            seat = queue[0]
            if not state.hands[seat]:
                # TEN-8: the game ends at once.
                state.phase = "over"
                state.ended_by = seat
                events.append(Event("game_over", {"seat": seat}))
                return
            state.phase = "refill"
            state.decider = seat
            events.append(Event("refill_started", {"seat": seat,
                                                   "position": state.table[seat].index(EMPTY)}))
            return
        if not state.lost:
            state.phase = "swap"
            state.decider = state.current
            events.append(Event("swap_question", {"seat": state.current,
                                                  "hand_empty": not state.hands[state.current]}))
            return
        self._continue_peeks(state, events)

    def _continue_peeks(self, state: TennoState, events: list[Event]) -> None:
        if state.peek_queue:
            state.phase = "peek"
            state.decider = state.peek_queue[0]
            events.append(Event("peek_question", {"seat": state.decider,
                                                  "target": state.current}))
            return
        state.turn_number += 1
        self._start_turn(state, (state.current + 1) % state.num_seats, events)

    def _refill(self, state: TennoState, seat: int, card: int, events: list[Event]) -> None:
        pos = state.table[seat].index(EMPTY)
        state.hands[seat].remove(card)
        state.table[seat][pos] = card
        events.append(Event("refilled", {"seat": seat, "position": pos, "card": card},
                            visible_to=frozenset({seat}),
                            redacted=Event("refilled", {"seat": seat, "position": pos})))
        self._continue_refills(state, events)

    def _replace(self, state: TennoState, seat: int, action: Replace,
                 events: list[Event]) -> None:
        """TEN-7b: table card to hand, `action.card` to the same position."""
        pos = action.position
        old = state.table[seat][pos]
        hand = state.hands[seat]
        if action.card != old:
            hand.remove(action.card)
            hand.append(old)
            hand.sort()
            state.table[seat][pos] = action.card
        self._forget(state, seat, pos)
        events.append(Event("replaced", {"seat": seat, "position": pos, "card": action.card,
                                         "old": old},
                            visible_to=frozenset({seat}),
                            redacted=Event("replaced", {"seat": seat, "position": pos})))
        self._continue_peeks(state, events)

    def _swap_table(self, state: TennoState, seat: int, action: SwapTable,
                    events: list[Event]) -> None:
        """TEN-7b, TEN-A4: two table cards picked up and laid down again."""
        row = state.table[seat]
        a, b = action.first, action.second
        if action.exchange:
            row[a], row[b] = row[b], row[a]
        both_setup = state.from_setup[seat][a] and state.from_setup[seat][b]
        self._forget(state, seat, a)
        self._forget(state, seat, b)
        # Two Peasants laid at setup stay two Peasants, exchanged or not.
        state.from_setup[seat][a] = state.from_setup[seat][b] = both_setup
        events.append(Event("table_swapped", {"seat": seat, "first": a, "second": b,
                                              "exchange": action.exchange},
                            visible_to=frozenset({seat}),
                            redacted=Event("table_swapped", {"seat": seat, "first": a,
                                                             "second": b})))
        self._continue_peeks(state, events)

    @staticmethod
    def _forget(state: TennoState, seat: int, pos: int) -> None:
        """TEN-10: nobody knows the card at this position any more."""
        state.public[seat][pos] = False
        state.peeks[seat][pos] = 0
        state.from_setup[seat][pos] = False

    def _decline(self, state: TennoState, seat: int, events: list[Event]) -> None:
        phase = state.phase
        if phase == "monk":
            events.append(Event("monk_declined", {"seat": seat}))
            self._resolve(state, events)
        elif phase == "ronin":
            events.append(Event("ronin_declined", {"seat": seat}))
            self._after_attack(state, events)
        elif phase == "swap":
            events.append(Event("swap_declined", {"seat": seat}))
            self._continue_peeks(state, events)
        else:
            state.peek_queue.pop(0)
            events.append(Event("peek_declined", {"seat": seat}))
            self._continue_peeks(state, events)

    # ---- views -----------------------------------------------------------

    def view(self, state: TennoState, seat: int | None) -> TennoView:
        """What `seat` knows (TEN-10): its own cards, every revealed card
        still at its position, and its own valid peeks."""
        n = state.num_seats
        table = []
        peeked_by = []
        for s in range(n):
            row = state.table[s]
            pub = state.public[s]
            pk = state.peeks[s]
            table.append(tuple(
                row[p] if row[p] == EMPTY or s == seat or pub[p]
                or (seat is not None and pk[p] >> seat & 1) else HIDDEN
                for p in range(POSITIONS)))
            peeked_by.append(tuple(frozenset(v for v in range(n) if pk[p] >> v & 1)
                                   for p in range(POSITIONS)))
        legal = tuple(self.legal_actions(state, seat)) if seat is not None else ()
        return TennoView(
            seat=seat,
            num_seats=n,
            first_seat=state.first_seat,
            phase=state.phase,
            current=state.current,
            decider=state.decider,
            table=tuple(table),
            public=tuple(tuple(p) for p in state.public),
            peeked_by=tuple(peeked_by),
            from_setup=tuple(tuple(f) for f in state.from_setup),
            hand=tuple(state.hands[seat]) if seat is not None else (),
            hand_sizes=tuple(len(h) for h in state.hands),
            captured=tuple(tuple(c) for c in state.captured),
            discard=tuple(state.discard),
            removed=tuple(state.removed),
            battles=tuple(state.battles),
            lost=state.lost,
            refill_queue=tuple(state.refill_queue),
            peek_queue=tuple(state.peek_queue),
            ended_by=state.ended_by,
            turn_number=state.turn_number,
            legal=legal,
        )

    def revealed_view(self, state: TennoState, seat: int | None) -> TennoView:
        """`seat`'s view with nothing hidden (a finished game's table and its
        replay): every table card face up, every seat's hand in `hands` (and
        the own hand in `hand`; for `seat` None the public layout), the
        captured piles as before (TEN-9 hides their values only during the
        game), no legal actions."""
        view = self.view(state, seat)
        return replace(
            view,
            table=tuple(tuple(row) for row in state.table),
            hand=tuple(state.hands[seat]) if seat is not None else (),
            hands=tuple(tuple(h) for h in state.hands),
            legal=(),
            revealed=True,
        )

    def determinize(self, view: TennoView, rng: Rng,
                    weights: Sequence[float] | None = None) -> TennoState:
        """A full state consistent with `view` (for ISMCTS).

        Each other seat's cards still in play (its set minus the cards in any
        captured pile, the discard and the removed pile — all revealed in
        battle) that the viewer has not located are dealt at random: first a
        Peasant to every position still holding its setup Peasant, then the
        rest to its other unknown positions and its hand. During setup the
        arrangement of a seat that has not arranged is left to it.

        `weights` (by rank, 11 values > 0; None = all equal): the unknown
        positions not holding a setup Peasant were filled from the seat's
        hand by its own choice, so a card of rank r is dealt there with a
        chance proportional to ``weights[r]`` (one position after another,
        without replacement); the hand gets the rest.
        Raises ValueError if the view has no seat or inconsistent counts."""
        me = view.seat
        if me is None:
            raise ValueError("determinize needs a seat's view")
        n = view.num_seats
        out = set(view.discard)
        out.update(view.removed)
        for pile in view.captured:
            out.update(pile)
        table: list[list[int]] = []
        hands: list[list[int]] = []
        arranged = self._arranged_seats(view)
        for s in range(n):
            row = list(view.table[s])
            if s == me:
                table.append(row)
                hands.append(list(view.hand))
                continue
            if s not in arranged:
                table.append(row)
                hands.append([card_of(s, r) for r in range(SET_SIZE)])
                continue
            located = {c for c in row if c >= 0}
            pool = [c for c in range(s * SET_SIZE, (s + 1) * SET_SIZE)
                    if c not in out and c not in located]
            peasants = [c for c in pool if 1 <= c % SET_SIZE <= 3]
            rng.shuffle(peasants)
            setup_slots = [p for p in range(POSITIONS)
                           if row[p] == HIDDEN and view.from_setup[s][p]]
            if len(peasants) < len(setup_slots):
                raise ValueError(f"seat {s}: too few Peasants for its setup positions")
            for p in setup_slots:
                c = peasants.pop()
                row[p] = c
                pool.remove(c)
            rng.shuffle(pool)
            for p in range(POSITIONS):
                if row[p] == HIDDEN:
                    row[p] = pool.pop() if weights is None else _weighted_pop(pool, weights, rng)
            if len(pool) != view.hand_sizes[s]:
                raise ValueError(f"seat {s}: {len(pool)} unseen cards for a hand of "
                                 f"{view.hand_sizes[s]}")
            pool.sort()
            table.append(row)
            hands.append(pool)
        peeks = [[sum(1 << v for v in view.peeked_by[s][p]) for p in range(POSITIONS)]
                 for s in range(n)]
        return TennoState(
            num_seats=n,
            first_seat=view.first_seat,
            rng=Rng(rng.next64()),
            table=table,
            hands=hands,
            captured=[list(c) for c in view.captured],
            discard=list(view.discard),
            removed=list(view.removed),
            public=[list(p) for p in view.public],
            peeks=peeks,
            from_setup=[list(f) for f in view.from_setup],
            phase=view.phase,
            current=view.current,
            decider=view.decider,
            battles=list(view.battles),
            lost=view.lost,
            refill_queue=list(view.refill_queue),
            peek_queue=list(view.peek_queue),
            ended_by=view.ended_by,
            turn_number=view.turn_number,
        )

    @staticmethod
    def _arranged_seats(view: TennoView) -> set[int]:
        if view.phase != "setup":
            return set(range(view.num_seats))
        done = set()
        s = view.first_seat
        while s != view.decider:
            done.add(s)
            s = (s + 1) % view.num_seats
        return done

    # ---- the end ---------------------------------------------------------

    def outcome(self, state: TennoState) -> Outcome:
        """TEN-8 scoring. Raises ValueError if the game is not over."""
        if state.phase != "over":
            raise ValueError("the game is not over")
        n = state.num_seats
        remaining = [
            [c for c in state.hands[s]] + [c for c in state.table[s] if c != EMPTY]
            for s in range(n)]
        return score(state.captured, remaining, state.ended_by)


def score(captured: list[list[int]], remaining: list[list[int]],
          ended_by: int | None = None) -> Outcome:
    """TEN-8: captured printed values; a tie for most is broken by the tied
    seats' cards left in hand and on the table (Geisha 0); still tied = a
    shared win. Ranking below: TEN-A6.

    `captured[seat]` and `remaining[seat]` are card lists. `details`:
    points (list[int]), reserve (list[int], the tie-break sums), tied (list
    of seats tied for most points), decided_by ("points", "reserve",
    "shared"), ended_by (the seat that could not refill, or None)."""
    n = len(captured)
    points = [sum(score_value(c) for c in captured[s]) for s in range(n)]
    reserve = [sum(score_value(c) for c in remaining[s]) for s in range(n)]
    top = max(points)
    tied = [s for s in range(n) if points[s] == top]
    if len(tied) == 1:
        winners = tied
        decided_by = "points"
    else:
        best = max(reserve[s] for s in tied)
        winners = [s for s in tied if reserve[s] == best]
        decided_by = "reserve" if len(winners) == 1 else "shared"
    keys = {s: (points[s], reserve[s]) for s in range(n)}
    ranking: list[tuple[int, ...]] = [tuple(winners)]
    rest = sorted((s for s in range(n) if s not in winners), key=lambda s: keys[s],
                  reverse=True)
    for s in rest:
        if len(ranking) > 1 and keys[ranking[-1][0]] == keys[s]:
            ranking[-1] = (*ranking[-1], s)
        else:
            ranking.append((s,))
    share = 1.0 / len(winners)
    rewards = tuple(share if s in winners else 0.0 for s in range(n))
    details: dict[str, Any] = {
        "points": points,
        "reserve": reserve,
        "tied": tied,
        "decided_by": decided_by,
        "ended_by": ended_by,
        "captured": [list(c) for c in captured],
    }
    return Outcome(tuple(winners), tuple(ranking), rewards, tuple(float(p) for p in points),
                   details)


def _weighted_pop(pool: list[int], weights: Sequence[float], rng: Rng) -> int:
    """Remove and return a card of `pool`, rank r with a chance
    proportional to ``weights[r]``."""
    total = 0.0
    for c in pool:
        total += weights[c % SET_SIZE]
    pick = rng.random() * total
    for i, c in enumerate(pool):
        pick -= weights[c % SET_SIZE]
        if pick < 0.0:
            return pool.pop(i)
    return pool.pop()


def _with(battle: Battle, **changes: Any) -> Battle:
    return replace(battle, **changes)


GAME = TennoGame()
