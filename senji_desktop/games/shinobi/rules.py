"""Shinobi rules as pure functions over :class:`ShinobiState`.

Source: the Shinobi rulebook ("Assigning Attacks", "Resolving the
Attacks", "We salute you, Great Daimyo") and rulings SHI-1 … SHI-8.

A round is a sequence of single decisions: each attacker, from the meeple
holder on in turn order, makes three :class:`Attack` actions (one card and
one announcement per target, SHI-3); then each seat, again from the meeple
holder on, makes one :class:`Reveal` and one decision to denounce
(:class:`DenounceIncompetence` / :class:`DenouncePlotting`) or to
:class:`Accept` (SHI-4).

Rulings of this app, for cases no SHI ruling settles (chosen as a player
would find fair; also listed in the rules reference, resources/rules/*/shinobi.md):

- SHI-A1 An attacker gives his three cards in any order he likes; only the
  set of targets is fixed (SHI-2).
- SHI-A2 "At once" (SHI-6) means after the resolution in progress: the
  revealing seat finishes his decision to denounce, then the lives are
  counted. No later seat resolves.
- SHI-A3 The losers are ranked by when they lost their last life (later is
  better); seats that lost it in the same resolution share a place.
- SHI-A4 A seat may always decide to denounce, even if no attacker has a
  life left to lose; a seat at 0 loses nothing for a false charge (SHI-5).
- SHI-A5 The table keeps a public record, per seat, of how many of its
  revealed cards matched their announcement in the whole game
  (``ShinobiState.told``): everybody saw both the word and the card, and
  the record spares the players having to remember it (a seat's tooltip
  shows it; the AI opponents read it).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from senji_desktop.engine.core import Event, Outcome
from senji_desktop.engine.disclosure import (
    PUBLIC,
    DisclosureRule,
    to_all,
)
from senji_desktop.engine.errors import InvalidOptionsError
from senji_desktop.engine.rng import Rng
from senji_desktop.games.shinobi.model import (
    ACTION_ADAPTER,
    MAX_SAME_ANNOUNCEMENTS,
    NO_CARD,
    NUM_WEAPONS,
    OPTIONS_ADAPTER,
    START_LIVES,
    Accept,
    Attack,
    CardView,
    DenounceIncompetence,
    DenouncePlotting,
    Reveal,
    ShinobiAction,
    ShinobiOptions,
    ShinobiState,
    ShinobiView,
    attackers_of,
    targets_of,
)

_ACCEPT = Accept()
_INCOMPETENCE = DenounceIncompetence()
_PLOTTING = DenouncePlotting()
#: Every Attack, built once: _ATTACKS[target][weapon][announced] (actions compare by value).
_ATTACKS = [[[Attack(t, w, x) for x in range(NUM_WEAPONS)] for w in range(NUM_WEAPONS)]
            for t in range(6)]


#: What each event shows or leaves to chance (undo policy, engine/disclosure.py).
#: Shinobi has no dice and no deck; face-down cards are shown when their
#: target reveals two of them and when he denounces (the third, SHI-4).
DISCLOSURES: dict[str, DisclosureRule] = {
    "round_started": PUBLIC,
    "turn_started": PUBLIC,
    "attacked": PUBLIC,
    "resolving_started": PUBLIC,
    "revealed": to_all(),
    "accepted": PUBLIC,
    "denounced": to_all(),
    "lives_lost": PUBLIC,
    "eliminated": PUBLIC,
    "round_ended": PUBLIC,
    "game_over": PUBLIC,
}

def _tally(state: ShinobiState, attacker: int, target: int) -> None:
    """Count the revealed card `attacker` gave `target` in `state.told`: its
    announcement was true or false (public once revealed, SHI-3, SHI-4)."""
    if len(state.told) < state.num_seats:
        state.told = [[0, 0] for _ in range(state.num_seats)]
    true = state.announced[attacker][target] == state.cards[attacker][target]
    state.told[attacker][0 if true else 1] += 1


class ShinobiGame:
    """Shinobi for 4–6 seats (SHI-1 … SHI-8)."""

    game_id = "shinobi"
    min_seats = 4
    max_seats = 6
    has_hidden_information = True  # face-down attack cards (SHI-3)
    has_chance = False  # only the first meeple holder may be drawn
    has_simultaneous_moves = False
    action_adapter = ACTION_ADAPTER
    options_adapter = OPTIONS_ADAPTER
    disclosures = DISCLOSURES

    # ---- setup -----------------------------------------------------------

    def new_game(self, options: ShinobiOptions, seed: int) -> ShinobiState:
        """Every clan with 5 lives and all four cards; the meeple with
        `options.first_seat` or a seat drawn from `seed` (SHI-1).

        Raises InvalidOptionsError for a seat count outside 4–6 or a first
        seat outside the table."""
        n = options.num_seats
        if not self.min_seats <= n <= self.max_seats:
            raise InvalidOptionsError(f"Shinobi is for 4-6 players, not {n}")
        if options.first_seat is not None and not 0 <= options.first_seat < n:
            raise InvalidOptionsError(f"first seat {options.first_seat} is not at the table")
        rng = Rng(seed)
        first = options.first_seat if options.first_seat is not None else rng.randrange(n)
        return ShinobiState(
            num_seats=n,
            first_seat=first,
            rng=rng,
            lives=[START_LIVES] * n,
            cards=[[NO_CARD] * n for _ in range(n)],
            announced=[[NO_CARD] * n for _ in range(n)],
            shown=[[False] * n for _ in range(n)],
            meeple=first,
            current=first,
            out_at=[-1] * n,
            told=[[0, 0] for _ in range(n)],
        )

    def setup_events(self, state: ShinobiState) -> list[Event]:
        """The first round's start and the first seat to decide."""
        return [
            Event("round_started", {"round": state.round, "meeple": state.meeple}),
            Event("turn_started", {"seat": state.current, "phase": state.phase}),
        ]

    # ---- queries ---------------------------------------------------------

    def num_seats(self, state: ShinobiState) -> int:
        return state.num_seats

    def to_act(self, state: ShinobiState) -> tuple[int, ...]:
        return () if state.phase == "over" else (state.current,)

    def is_over(self, state: ShinobiState) -> bool:
        return state.phase == "over"

    def legal_actions(self, state: ShinobiState, seat: int) -> list[ShinobiAction]:
        """Legal actions of `seat`: an Attack per open target, card in hand
        and announcement allowed by the limit (SHI-3); a Reveal of any two
        received cards, then Accept or the fitting denouncement (SHI-4)."""
        if state.phase == "over" or seat != state.current:
            return []
        n = state.num_seats
        if state.phase == "assign":
            given = state.cards[seat]
            hand = [w for w in range(NUM_WEAPONS) if w not in given]
            actions: list[ShinobiAction] = []
            announced = state.announced
            for t in targets_of(seat, n):
                if given[t] != NO_CARD:
                    continue
                counts = [0] * NUM_WEAPONS
                for a in attackers_of(t, n):
                    x = announced[a][t]
                    if x != NO_CARD:
                        counts[x] += 1
                row = _ATTACKS[t]
                if max(counts) < MAX_SAME_ANNOUNCEMENTS:
                    for w in hand:
                        actions.extend(row[w])
                else:
                    for w in hand:
                        actions.extend(a for a in row[w]
                                       if counts[a.announced] < MAX_SAME_ANNOUNCEMENTS)
            return actions
        if state.pair is None:
            a1, a2, a3 = sorted(attackers_of(seat, n))
            return [Reveal(a1, a2), Reveal(a1, a3), Reveal(a2, a3)]
        first, second = state.pair
        same = state.cards[first][seat] == state.cards[second][seat]
        return [_ACCEPT, _PLOTTING if same else _INCOMPETENCE]

    # ---- transitions -----------------------------------------------------

    def step(self, state: ShinobiState, seat: int, action: ShinobiAction) -> list[Event]:
        """Apply a legal action in place and return its events (no legality check)."""
        if isinstance(action, Attack):
            return self._attack(state, seat, action)
        if isinstance(action, Reveal):
            return self._reveal(state, seat, action)
        return self._decide(state, seat, action)

    def _attack(self, state: ShinobiState, seat: int, action: Attack) -> list[Event]:
        t = action.target
        state.cards[seat][t] = action.weapon
        state.announced[seat][t] = action.announced
        public = Event("attacked", {"attacker": seat, "target": t, "announced": action.announced,
                                    "round": state.round})
        events = [Event("attacked", {"attacker": seat, "target": t,
                                     "announced": action.announced, "weapon": action.weapon,
                                     "round": state.round},
                        visible_to=frozenset({seat}), redacted=public)]
        n = state.num_seats
        if any(state.cards[seat][x] == NO_CARD for x in targets_of(seat, n)):
            return events
        nxt = (seat + 1) % n
        if nxt == state.meeple:
            state.phase = "resolve"
            events.append(Event("resolving_started", {"meeple": state.meeple}))
        state.current = nxt
        events.append(Event("turn_started", {"seat": nxt, "phase": state.phase}))
        return events

    def _reveal(self, state: ShinobiState, seat: int, action: Reveal) -> list[Event]:
        a, b = action.first, action.second
        state.pair = (a, b)
        state.shown[a][seat] = True
        state.shown[b][seat] = True
        _tally(state, a, seat)
        _tally(state, b, seat)
        wa, wb = state.cards[a][seat], state.cards[b][seat]
        return [Event("revealed", {"seat": seat, "attackers": [a, b], "weapons": [wa, wb],
                                   "same": wa == wb})]

    def _decide(self, state: ShinobiState, seat: int, action: ShinobiAction) -> list[Event]:
        """SHI-4 denouncing (or not), then the end check (SHI-6, SHI-A2) and
        the next resolution or round (SHI-7)."""
        assert state.pair is not None
        a, b = state.pair
        n = state.num_seats
        alive_before = state.alive()
        same = state.cards[a][seat] == state.cards[b][seat]
        events: list[Event] = []
        if isinstance(action, Accept):
            events.append(Event("accepted", {"seat": seat, "same": same}))
            if same:
                self._lose(state, seat, 1, "hit", events)
        else:
            third = next(x for x in attackers_of(seat, n) if x not in (a, b))
            state.shown[third][seat] = True
            _tally(state, third, seat)
            w3 = state.cards[third][seat]
            w1 = state.cards[a][seat]
            wb = state.cards[b][seat]
            if isinstance(action, DenounceIncompetence):
                success = w3 != w1 and w3 != wb
                charge = "incompetence"
            else:
                success = w3 == w1
                charge = "plotting"
            events.append(Event("denounced", {"seat": seat, "charge": charge, "attacker": third,
                                              "weapon": w3, "success": success}))
            if success:
                for x in sorted(attackers_of(seat, n)):
                    self._lose(state, x, 1, charge, events)
            else:
                self._lose(state, seat, 2 if charge == "plotting" else 1, "false_charge", events)
        state.resolutions += 1
        alive = state.alive()
        # "final": the game ends with this resolution (SHI-6), nobody plays on.
        final = len(alive) <= 1
        for s in range(n):
            if state.lives[s] == 0 and state.out_at[s] < 0:
                state.out_at[s] = state.resolutions
                events.append(Event("eliminated", {"seat": s, "final": final}))
        state.pair = None
        if len(alive) <= 1:
            state.winners = tuple(alive) if alive else tuple(alive_before)
            state.phase = "over"
            events.append(Event("game_over", {"winners": list(state.winners),
                                              "shared": len(state.winners) > 1}))
            return events
        nxt = (seat + 1) % n
        if nxt == state.meeple:
            events.append(Event("round_ended", {"round": state.round}))
            self._new_round(state)
            events.append(Event("round_started", {"round": state.round, "meeple": state.meeple}))
        else:
            state.current = nxt
        events.append(Event("turn_started", {"seat": state.current, "phase": state.phase}))
        return events

    @staticmethod
    def _lose(state: ShinobiState, seat: int, amount: int, reason: str,
              events: list[Event]) -> None:
        """SHI-5: lives never go below 0; a seat at 0 loses nothing more."""
        lost = min(amount, state.lives[seat])
        if lost:
            state.lives[seat] -= lost
            events.append(Event("lives_lost", {"seat": seat, "amount": lost, "reason": reason,
                                               "lives": state.lives[seat]}))

    @staticmethod
    def _new_round(state: ShinobiState) -> None:
        """SHI-7: cards back to their clans, the meeple to the next seat."""
        n = state.num_seats
        state.cards = [[NO_CARD] * n for _ in range(n)]
        state.announced = [[NO_CARD] * n for _ in range(n)]
        state.shown = [[False] * n for _ in range(n)]
        state.meeple = (state.meeple + 1) % n
        state.current = state.meeple
        state.round += 1
        state.phase = "assign"

    # ---- views -----------------------------------------------------------

    def view(self, state: ShinobiState, seat: int | None) -> ShinobiView:
        """What `seat` knows: lives, announcements and revealed cards (public),
        plus the true weapons of the cards it gave itself (SHI-3, SHI-4)."""
        n = state.num_seats
        cards = []
        for a in range(n):
            row = state.cards[a]
            for t in targets_of(a, n):
                w = row[t]
                if w == NO_CARD:
                    continue
                shown = state.shown[a][t]
                cards.append(CardView(a, t, state.announced[a][t],
                                      w if shown or a == seat else None, shown))
        return ShinobiView(
            seat=seat,
            num_seats=n,
            first_seat=state.first_seat,
            meeple=state.meeple,
            round=state.round,
            phase=state.phase,
            current=state.current,
            lives=tuple(state.lives),
            hand=tuple(state.hand(seat)) if seat is not None else (),
            cards=tuple(cards),
            pair=state.pair,
            resolutions=state.resolutions,
            out_at=tuple(state.out_at),
            winners=state.winners,
            legal=tuple(self.legal_actions(state, seat)) if seat is not None else (),
            told=tuple((t[0], t[1]) for t in state.told),
        )

    def revealed_view(self, state: ShinobiState, seat: int | None) -> ShinobiView:
        """`seat`'s view with nothing hidden (a finished game's table and its
        replay): the true weapon of every card given this round, every
        seat's weapons not given (`hands`), no legal actions."""
        view = self.view(state, seat)
        n = state.num_seats
        cards = tuple(
            CardView(a, t, state.announced[a][t], state.cards[a][t], state.shown[a][t])
            for a in range(n) for t in targets_of(a, n) if state.cards[a][t] != NO_CARD)
        hands = tuple(tuple(state.hand(s)) for s in range(n))
        return replace(view, cards=cards, hands=hands, legal=(), revealed=True)

    def determinize(self, view: ShinobiView, rng: Rng) -> ShinobiState:
        """A full state consistent with `view` (for ISMCTS).

        Only the weapons of face-down cards the viewer did not give are
        unknown. Each attacker's cards are different weapons (SHI-1), so per
        attacker the weapons not yet seen are dealt at random to his unknown
        cards. Announcements are not evidence (they may be false, SHI-3) and
        are ignored. Raises ValueError if an attacker's known cards repeat a
        weapon."""
        n = view.num_seats
        cards = [[NO_CARD] * n for _ in range(n)]
        announced = [[NO_CARD] * n for _ in range(n)]
        shown = [[False] * n for _ in range(n)]
        unknown: list[list[CardView]] = [[] for _ in range(n)]
        for c in view.cards:
            announced[c.attacker][c.target] = c.announced
            shown[c.attacker][c.target] = c.shown
            if c.weapon is None:
                unknown[c.attacker].append(c)
            else:
                cards[c.attacker][c.target] = c.weapon
        for a in range(n):
            known = [w for w in cards[a] if w != NO_CARD]
            if len(set(known)) != len(known):
                raise ValueError(f"attacker {a} repeats a weapon in the view")
            if not unknown[a]:
                continue
            free = [w for w in range(NUM_WEAPONS) if w not in known]
            for c in unknown[a]:
                w = free.pop(rng.randrange(len(free)))
                cards[a][c.target] = w
        return ShinobiState(
            num_seats=n,
            first_seat=view.first_seat,
            rng=Rng(rng.next64()),
            lives=list(view.lives),
            cards=cards,
            announced=announced,
            shown=shown,
            meeple=view.meeple,
            phase=view.phase,
            current=view.current,
            round=view.round,
            pair=view.pair,
            resolutions=view.resolutions,
            out_at=list(view.out_at),
            winners=view.winners,
            told=[list(t) for t in view.told],
        )

    # ---- the end ---------------------------------------------------------

    def outcome(self, state: ShinobiState) -> Outcome:
        """SHI-6 victory (sole or shared) and SHI-A3 ranking of the losers.
        Raises ValueError if the game is not over.

        `details`: lives (list[int]), out_at (list[int], -1 = alive), shared
        (bool), rounds (int)."""
        if state.phase != "over":
            raise ValueError("the game is not over")
        n = state.num_seats
        winners = tuple(sorted(state.winners))
        losers = [s for s in range(n) if s not in winners]
        groups: dict[int, list[int]] = {}
        for s in losers:
            groups.setdefault(state.out_at[s], []).append(s)
        ranking = (winners, *(tuple(groups[k]) for k in sorted(groups, reverse=True)))
        share = 1.0 / len(winners)
        rewards = tuple(share if s in winners else 0.0 for s in range(n))
        details: dict[str, Any] = {
            "lives": list(state.lives),
            "out_at": list(state.out_at),
            "shared": len(winners) > 1,
            "rounds": state.round,
        }
        return Outcome(winners, ranking, rewards, tuple(float(x) for x in state.lives), details)


GAME = ShinobiGame()
