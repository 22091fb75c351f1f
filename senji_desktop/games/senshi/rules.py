"""Senshi rules as pure functions over :class:`SenshiState`.

Source: the Senshi rulebook ("How Do I Play?", "The End of the Game",
"Victory", "Variant Rules") and rulings SNS-1 … SNS-9.

Rulings of this app, for cases no SNS ruling settles (chosen as a player
would find fair; also listed in the rules reference, resources/rules/*/senshi.md):

- SNS-A1 A pass (SNS-8) during the final round counts as that seat's one
  last turn (SNS-7); the round does not wait for a seat that cannot act.
- SNS-A2 A Test of a colour that a hand holds both as a remembered tile
  (SNS-1) and as a secret tile (SNS-2) plays the remembered one. The tiles
  are identical, so nobody learns anything, and the other seats' knowledge
  of that hand stays exact.
- SNS-A3 A Training-Card stack emptied by another seat's Train leaves the
  table at once and frees its owner's slot, as after the owner's own Train
  or Test (SNS-4, SNS-5).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from senji_desktop.engine.core import Event, Outcome
from senji_desktop.engine.disclosure import (
    PUBLIC,
    Disclosure,
    DisclosureRule,
    to_others,
    to_visible,
)
from senji_desktop.engine.errors import InvalidOptionsError
from senji_desktop.engine.rng import Rng
from senji_desktop.games.senshi.model import (
    ACTION_ADAPTER,
    MAX_CARD_STACKS,
    NUM_COLOURS,
    OPTIONS_ADAPTER,
    REMOVED_PER_COLOUR,
    SECRET_HAND,
    STACK_HEIGHT,
    TILES_PER_COLOUR,
    HandView,
    Pass,
    PickStack,
    SenshiAction,
    SenshiOptions,
    SenshiState,
    SenshiView,
    Study,
    TestTile,
    Train,
)

_PASS = Pass()


def _tested(event: Event, n: int) -> Disclosure:
    """A Test of a secret tile (SNS-2) shows its colour to the other seats."""
    return to_others()(event, n) if event.data.get("was_secret") else PUBLIC


#: What each event shows or leaves to chance (undo policy, engine/disclosure.py):
#: the stacks lie face up (SNS-3), so only the secret tiles of SNS-2 are hidden.
DISCLOSURES: dict[str, DisclosureRule] = {
    "dealt": PUBLIC,
    "secret_drawn": to_visible(drawn=True),
    "turn_started": PUBLIC,
    "stack_picked": PUBLIC,
    "studied": PUBLIC,
    "trained": PUBLIC,
    "stack_emptied": PUBLIC,
    "tested": _tested,
    "scored_from_stack": PUBLIC,
    "passed": PUBLIC,
    "end_triggered": PUBLIC,
    "game_over": PUBLIC,
}

class SenshiGame:
    """Senshi for 2–4 seats (SNS-1 … SNS-9)."""

    game_id = "senshi"
    min_seats = 2
    max_seats = 4
    has_hidden_information = True  # only in the secret-start variant (SNS-2)
    has_chance = False  # all randomness is the shuffle at setup
    has_simultaneous_moves = False
    action_adapter = ACTION_ADAPTER
    options_adapter = OPTIONS_ADAPTER
    disclosures = DISCLOSURES

    # ---- setup -----------------------------------------------------------

    def new_game(self, options: SenshiOptions, seed: int) -> SenshiState:
        """Deal a new game (SNS-2, SNS-3).

        Raises InvalidOptionsError for a seat count outside 2–4, a first seat
        outside the table, or the secret-start variant with 2 seats."""
        n = options.num_seats
        if n not in REMOVED_PER_COLOUR:
            raise InvalidOptionsError(f"Senshi is for 2-4 players, not {n}")
        if options.secret_start and n < 3:
            raise InvalidOptionsError("the secret-start variant needs 3 or 4 players (SNS-2)")
        if options.first_seat is not None and not 0 <= options.first_seat < n:
            raise InvalidOptionsError(f"first seat {options.first_seat} is not at the table")
        rng = Rng(seed)
        first = options.first_seat if options.first_seat is not None else rng.randrange(n)
        per = REMOVED_PER_COLOUR[n]
        tiles = [c for c in range(NUM_COLOURS) for _ in range(TILES_PER_COLOUR)]
        rng.shuffle(tiles)
        # Which tiles are set aside is hidden from everybody; only the counts matter.
        removed = [per] * NUM_COLOURS
        pool: list[int] = []
        taken = [0] * NUM_COLOURS
        for t in tiles:
            if taken[t] < per:
                taken[t] += 1
            else:
                pool.append(t)
        secret = [[0] * NUM_COLOURS for _ in range(n)]
        if options.secret_start:
            for i in range(n):
                s = (first + i) % n
                for _ in range(SECRET_HAND):
                    secret[s][pool.pop()] += 1
        stacks = {
            i: pool[i * STACK_HEIGHT : (i + 1) * STACK_HEIGHT]
            for i in range(len(pool) // STACK_HEIGHT)
        }
        return SenshiState(
            num_seats=n,
            first_seat=first,
            secret_start=options.secret_start,
            rng=rng,
            stacks=stacks,
            middle=list(stacks),
            cards=[[] for _ in range(n)],
            piles=[[0] * NUM_COLOURS for _ in range(n)],
            known=[[0] * NUM_COLOURS for _ in range(n)],
            secret=secret,
            removed=removed,
            phase="play" if options.secret_start else "pick",
            current=first,
            picks_left=0 if options.secret_start else n,
        )

    def setup_events(self, state: SenshiState) -> list[Event]:
        """Events describing the deal, per seat's right to see them (SNS-2),
        ending with ``turn_started`` for the first seat to decide."""
        events = [Event("dealt", {"stacks": {k: list(v) for k, v in state.stacks.items()},
                                  "first_seat": state.first_seat})]
        for seat in range(state.num_seats):
            if any(state.secret[seat]):
                events.append(Event(
                    "secret_drawn",
                    {"seat": seat, "tiles": list(state.secret[seat])},
                    visible_to=frozenset({seat}),
                    redacted=Event("secret_drawn", {"seat": seat, "count": sum(state.secret[seat])}),
                ))
        if state.phase != "over":
            events.append(Event("turn_started", {"seat": state.current}))
        return events

    # ---- queries ---------------------------------------------------------

    def num_seats(self, state: SenshiState) -> int:
        return state.num_seats

    def to_act(self, state: SenshiState) -> tuple[int, ...]:
        return () if state.phase == "over" else (state.current,)

    def is_over(self, state: SenshiState) -> bool:
        return state.phase == "over"

    def legal_actions(self, state: SenshiState, seat: int) -> list[SenshiAction]:
        """Legal actions of `seat` (SNS-3 pick, SNS-4 Study, SNS-5 Train, SNS-6 Test, SNS-8 pass)."""
        if state.phase == "over" or seat != state.current:
            return []
        if state.phase == "pick":
            return [PickStack(s) for s in state.middle]
        actions: list[SenshiAction] = []
        if len(state.cards[seat]) < MAX_CARD_STACKS:
            actions.extend(Study(s) for s in state.middle)
        # Emptied stacks leave the table at once (SNS-4); the filter only guards
        # hand-built states, so Train never targets an empty stack.
        actions.extend(Train(s) for s in state.middle if state.stacks[s])
        for card in state.cards:
            actions.extend(Train(s) for s in card if state.stacks[s])
        known, secret = state.known[seat], state.secret[seat]
        actions.extend(TestTile(c) for c in range(NUM_COLOURS) if known[c] or secret[c])
        return actions or [_PASS]

    # ---- transitions -----------------------------------------------------

    def step(self, state: SenshiState, seat: int, action: SenshiAction) -> list[Event]:
        """Apply a legal action in place and return its events (no legality check)."""
        events: list[Event] = []
        if isinstance(action, PickStack):
            tiles = state.stacks.pop(action.stack)
            state.middle.remove(action.stack)
            for t in tiles:
                state.known[seat][t] += 1
            events.append(Event("stack_picked", {"seat": seat, "stack": action.stack,
                                                 "tiles": tiles}))
            state.picks_left -= 1
            state.current = (seat + 1) % state.num_seats
            if state.picks_left == 0:
                state.phase = "play"
                state.current = state.first_seat
            events.append(Event("turn_started", {"seat": state.current}))
            return events
        if isinstance(action, Study):
            state.middle.remove(action.stack)
            state.cards[seat].append(action.stack)
            events.append(Event("studied", {"seat": seat, "stack": action.stack,
                                            "tiles": list(state.stacks[action.stack])}))
        elif isinstance(action, Train):
            stack = state.stacks[action.stack]
            colour = stack.pop()
            owner = self._owner(state, action.stack)
            state.known[seat][colour] += 1
            events.append(Event("trained", {"seat": seat, "stack": action.stack,
                                            "owner": owner, "colour": colour}))
            if not stack:
                self._remove_stack(state, action.stack, owner, events)
        elif isinstance(action, TestTile):
            self._test(state, seat, action.colour, events)
        else:
            events.append(Event("passed", {"seat": seat}))
        if state.final_turns_left is None and not state.middle:
            # SNS-7: every other seat plays once more, then the trigger seat last.
            state.final_turns_left = state.num_seats
            state.trigger_seat = seat
            events.append(Event("end_triggered", {"seat": seat}))
        elif state.final_turns_left is not None:
            state.final_turns_left -= 1
        state.turn_number += 1
        if state.final_turns_left == 0:
            state.phase = "over"
            events.append(Event("game_over", {}))
        else:
            state.current = (seat + 1) % state.num_seats
            events.append(Event("turn_started", {"seat": state.current}))
        return events

    @staticmethod
    def _owner(state: SenshiState, stack: int) -> int | None:
        for s, card in enumerate(state.cards):
            if stack in card:
                return s
        return None

    @staticmethod
    def _remove_stack(state: SenshiState, stack: int, owner: int | None,
                      events: list[Event]) -> None:
        """SNS-4: an emptied stack leaves the table at once and frees its slot."""
        del state.stacks[stack]
        if owner is None:
            state.middle.remove(stack)
        else:
            state.cards[owner].remove(stack)
        events.append(Event("stack_emptied", {"stack": stack, "owner": owner}))

    def _test(self, state: SenshiState, seat: int, colour: int, events: list[Event]) -> None:
        """SNS-6: play one hand tile, then every seat (actor first, then in turn
        order) scores the top tile of each own stack showing that colour."""
        if state.known[seat][colour]:
            state.known[seat][colour] -= 1
            was_secret = False
        else:
            state.secret[seat][colour] -= 1
            was_secret = True
        state.piles[seat][colour] += 1
        events.append(Event("tested", {"seat": seat, "colour": colour,
                                       "was_secret": was_secret}))
        n = state.num_seats
        for i in range(n):
            s = (seat + i) % n
            for stack_id in state.cards[s][:]:
                stack = state.stacks[stack_id]
                if stack[-1] == colour:
                    stack.pop()
                    state.piles[s][colour] += 1
                    events.append(Event("scored_from_stack", {"seat": s, "stack": stack_id,
                                                              "colour": colour}))
                    if not stack:
                        self._remove_stack(state, stack_id, s, events)

    # ---- views -----------------------------------------------------------

    def view(self, state: SenshiState, seat: int | None) -> SenshiView:
        """What `seat` knows: everything public plus its own secret tiles (SNS-1, SNS-2)."""
        hands = []
        for s in range(state.num_seats):
            if s == seat:
                tiles = tuple(k + x for k, x in zip(state.known[s], state.secret[s], strict=True))
                hands.append(HandView(tiles, 0, True, tuple(state.secret[s])))
            else:
                hands.append(HandView(tuple(state.known[s]), sum(state.secret[s]), False))
        legal = tuple(self.legal_actions(state, seat)) if seat is not None else ()
        return SenshiView(
            seat=seat,
            num_seats=state.num_seats,
            first_seat=state.first_seat,
            secret_start=state.secret_start,
            phase=state.phase,
            current=state.current,
            stacks={k: tuple(v) for k, v in state.stacks.items()},
            middle=tuple(state.middle),
            cards=tuple(tuple(c) for c in state.cards),
            piles=tuple(tuple(p) for p in state.piles),
            hands=tuple(hands),
            removed_per_colour=state.removed[0],
            final_turns_left=state.final_turns_left,
            trigger_seat=state.trigger_seat,
            turn_number=state.turn_number,
            legal=legal,
        )

    def revealed_view(self, state: SenshiState, seat: int | None) -> SenshiView:
        """`seat`'s view with nothing hidden (a finished game's table and its
        replay): every hand in full, each hand's secret tiles (SNS-2) marked
        as such, no legal actions."""
        view = self.view(state, seat)
        hands = tuple(
            HandView(tuple(k + x for k, x in zip(state.known[s], state.secret[s], strict=True)),
                     0, s == seat, tuple(state.secret[s]))
            for s in range(state.num_seats))
        return replace(view, hands=hands, legal=(), revealed=True)

    def determinize(self, view: SenshiView, rng: Rng) -> SenshiState:
        """A full state consistent with `view` (for ISMCTS).

        The set-aside tiles are public as counts (the same number per colour,
        SNS-3), so only other seats' secret tiles (SNS-2) are unknown: they are
        dealt at random from the tiles the viewer has not seen. In the pick
        phase the number of picks still to make follows from the seat to act.
        Raises ValueError if the view's tile counts are inconsistent."""
        per = view.removed_per_colour
        unseen = [TILES_PER_COLOUR - per] * NUM_COLOURS
        for stack in view.stacks.values():
            for t in stack:
                unseen[t] -= 1
        for p in view.piles:
            for c in range(NUM_COLOURS):
                unseen[c] -= p[c]
        for h in view.hands:
            for c in range(NUM_COLOURS):
                unseen[c] -= h.tiles[c]
        if min(unseen) < 0 or sum(unseen) != sum(h.unknown for h in view.hands):
            raise ValueError(f"view tile counts are inconsistent (unseen {unseen})")
        pool = [c for c in range(NUM_COLOURS) for _ in range(unseen[c])]
        rng.shuffle(pool)
        known: list[list[int]] = []
        secret: list[list[int]] = []
        for h in view.hands:
            if h.own:
                secret.append(list(h.secret))
                known.append([t - s for t, s in zip(h.tiles, h.secret, strict=True)])
            else:
                sec = [0] * NUM_COLOURS
                for _ in range(h.unknown):
                    sec[pool.pop()] += 1
                secret.append(sec)
                known.append(list(h.tiles))
        return SenshiState(
            num_seats=view.num_seats,
            first_seat=view.first_seat,
            secret_start=view.secret_start,
            rng=Rng(rng.next64()),
            stacks={k: list(v) for k, v in view.stacks.items()},
            middle=list(view.middle),
            cards=[list(c) for c in view.cards],
            piles=[list(p) for p in view.piles],
            known=known,
            secret=secret,
            removed=[per] * NUM_COLOURS,
            phase=view.phase,
            current=view.current,
            picks_left=(view.num_seats - (view.current - view.first_seat) % view.num_seats
                        if view.phase == "pick" else 0),
            final_turns_left=view.final_turns_left,
            trigger_seat=view.trigger_seat,
            turn_number=view.turn_number,
        )

    # ---- the end ---------------------------------------------------------

    def outcome(self, state: SenshiState) -> Outcome:
        """SNS-9 victory. Raises ValueError if the game is not over."""
        if state.phase != "over":
            raise ValueError("the game is not over")
        return score(state.piles, [state.hand_size(s) for s in range(state.num_seats)],
                     state.first_seat)


def score(piles: list[list[int]], hand_sizes: list[int], first_seat: int) -> Outcome:
    """SNS-9: eliminate the seats holding the single smallest pile of all
    (unless every seat is tied for it); the largest single pile wins among
    the rest; ties: most tiles in hand, then latest in turn order.

    `piles[seat]` are the four pile heights, `hand_sizes[seat]` tile counts.
    Returns an Outcome whose `details` explain the result:
    smallest (int), all_tied_smallest (bool), eliminated (list[bool]),
    largest (list[int]), hand (list[int]), decided_by ("largest_pile",
    "hand", "turn_order")."""
    n = len(piles)
    mins = [min(p) for p in piles]
    maxes = [max(p) for p in piles]
    smallest = min(mins)
    all_tied = all(m == smallest for m in mins)
    eliminated = [False if all_tied else mins[s] == smallest for s in range(n)]

    def key(s: int) -> tuple[int, int, int]:
        return (maxes[s], hand_sizes[s], (s - first_seat) % n)

    alive = sorted((s for s in range(n) if not eliminated[s]), key=key, reverse=True)
    out = sorted((s for s in range(n) if eliminated[s]), key=key, reverse=True)
    winner = alive[0]
    contenders = [s for s in alive if maxes[s] == maxes[winner]]
    if len(contenders) == 1:
        decided_by = "largest_pile"
    elif len([s for s in contenders if hand_sizes[s] == hand_sizes[winner]]) == 1:
        decided_by = "hand"
    else:
        decided_by = "turn_order"
    ranking = tuple((s,) for s in alive + out)
    rewards = tuple(1.0 if s == winner else 0.0 for s in range(n))
    details: dict[str, Any] = {
        "smallest": smallest,
        "all_tied_smallest": all_tied,
        "eliminated": eliminated,
        "largest": maxes,
        "hand": list(hand_sizes),
        "piles": [list(p) for p in piles],
        "decided_by": decided_by,
        "contenders": contenders,
    }
    return Outcome((winner,), ranking, rewards, tuple(float(m) for m in maxes), details)


GAME = SenshiGame()
