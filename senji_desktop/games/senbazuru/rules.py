"""SenbaZuru rules as pure functions over :class:`SenbaZuruState`.

Source: the SenbaZuru rulebook and rulings SBZ-1 … SBZ-9.

A turn is a sequence of decision points, each with its own legal actions
(never one action per combination): ``place`` (a :class:`Place`, or a
:class:`Discard` when no placement is legal, SBZ-8), ``catch`` (one
:class:`Catch` per catchable diagonal, in any order, or
:class:`EndCatching`; skipped when nothing can be caught), ``take_token`` /
``put_token`` once per crowned-crane reward (SBZ-6), and ``draw`` (SBZ-7;
skipped once the display is gone).

Rulings of this app, for cases no SBZ ruling settles (chosen as a player
would find fair; also listed in the rules reference,
resources/rules/*/senbazuru.md):

- SBZ-A1 Golden origami tokens of crowned-crane rewards are taken at once;
  the crowned-crane tokens of all rewards of a turn are placed after the
  catching, so they may go on tiles caught this turn.
- SBZ-A2 A caught tile gives one reward, even if it shows a crowned crane
  and carries tokens as well.
- SBZ-A3 Tiles drawn from the face-up display stay known to both players
  while they are in a hand; discards of SBZ-8 are shown face up; the
  refilled display tile is public.
- SBZ-A4 When only one tile can give up a crowned-crane token (empty
  supply), it is taken from there without a question.
- SBZ-A5 Once the display is gone, a player whose hand is empty is skipped;
  the game ends when both hands are empty (SBZ-9).
- SBZ-A6 The tie-break of SBZ-9 counts the crowned-crane tokens on the tiles
  a player controls.
- SBZ-A7 At the end of the game every hand is shown face up, and so is the
  tile that lay face down in the centre; it still counted as the start tile
  (every colour, no crane, SBZ-3, SBZ-9).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from senji_desktop.engine.core import Event, Outcome
from senji_desktop.engine.disclosure import (
    DRAWN,
    PUBLIC,
    Disclosure,
    DisclosureRule,
    to_others,
    to_visible,
)
from senji_desktop.engine.errors import InvalidOptionsError
from senji_desktop.engine.rng import Rng
from senji_desktop.games.senbazuru.model import (
    ACTION_ADAPTER,
    COLOUR,
    CRANE_TOKENS,
    CROWNED,
    DIAGONALS,
    DISPLAY_SIZE,
    GOLD_TOKENS,
    GOLDEN,
    HAND_SIZE,
    INTENSITY,
    NOBODY,
    NUM_TILES,
    OPTIONS_ADAPTER,
    SIDES,
    START,
    START_CELL,
    TILES_PER_KIND,
    BoardTile,
    Catch,
    Cell,
    Discard,
    Draw,
    EndCatching,
    Place,
    PutToken,
    SenbaZuruAction,
    SenbaZuruOptions,
    SenbaZuruState,
    SenbaZuruView,
    TakeToken,
)

_END = EndCatching()
# Place actions are immutable values; reusing them saves the search much
# object creation (the grid rarely grows beyond ±16 cells, so this stays small).
_PLACES: dict[tuple[int, Cell], Place] = {}


# ---- pure board helpers (used by rules, AI and table alike) ---------------


def forbidden_kinds(board: Mapping[Cell, int], cell: Cell) -> set[int]:
    """Kinds (0 … 5) that may not be placed on `cell`: the same colour with the
    other intensity of any side neighbour (SBZ-4; the start tile never conflicts)."""
    x, y = cell
    out: set[int] = set()
    for dx, dy in SIDES:
        t = board.get((x + dx, y + dy))
        if t is not None and t != START:
            out.add((t // TILES_PER_KIND) ^ 1)
    return out


def frontier(board: Mapping[Cell, int]) -> list[Cell]:
    """Empty cells sharing a side with at least one tile, in a stable order (SBZ-4)."""
    seen: set[Cell] = set()
    out: list[Cell] = []
    for x, y in board:
        for dx, dy in SIDES:
            c = (x + dx, y + dy)
            if c not in board and c not in seen:
                seen.add(c)
                out.append(c)
    out.sort()
    return out


def frontier_masks(board: Mapping[Cell, int]) -> dict[Cell, int]:
    """Every empty cell sharing a side with a tile, with a bit mask of the
    kinds its side neighbours forbid there (bit k set = kind k may not go
    there, SBZ-4)."""
    out: dict[Cell, int] = {}
    for bx, by in board:
        for dx, dy in SIDES:
            c = (bx + dx, by + dy)
            if c in board or c in out:
                continue
            bad = 0
            cx, cy = c
            for ex, ey in SIDES:
                t = board.get((cx + ex, cy + ey))
                if t is not None and t != START:
                    bad |= 1 << ((t // TILES_PER_KIND) ^ 1)
            out[c] = bad
    return out


def can_place(board: Mapping[Cell, int], tile: int, cell: Cell) -> bool:
    """Whether `tile` may go on `cell` (SBZ-4): empty, touching a tile by a
    full side, no side neighbour of the same colour and the other intensity."""
    if cell in board:
        return False
    x, y = cell
    kind = tile // TILES_PER_KIND
    touching = False
    for dx, dy in SIDES:
        t = board.get((x + dx, y + dy))
        if t is None:
            continue
        touching = True
        if t != START and (t // TILES_PER_KIND) ^ 1 == kind:
            return False
    return touching


def legal_cells(board: Mapping[Cell, int], tile: int) -> list[Cell]:
    """Cells where `tile` may be placed (SBZ-4)."""
    kind = tile // TILES_PER_KIND
    return [c for c in frontier(board) if kind not in forbidden_kinds(board, c)]


def chain(board: Mapping[Cell, int], owner: Mapping[Cell, int], tile: int, cell: Cell,
          seat: int, direction: Cell) -> tuple[Cell, ...]:
    """The cells `seat` could catch along `direction` from `tile` placed on
    `cell` (SBZ-5): the k-th diagonal tile must be the same colour with the
    intensity of `tile` for even k and the other for odd k (the start tile
    fits any step) and not be controlled by `seat`; the first cell that
    fails (empty, own, wrong colour or intensity) ends the chain."""
    colour = COLOUR[tile]
    intensity = INTENSITY[tile]
    x, y = cell
    dx, dy = direction
    out: list[Cell] = []
    k = 1
    while True:
        c = (x + k * dx, y + k * dy)
        t = board.get(c)
        if t is None or owner.get(c, NOBODY) == seat:
            break
        if t != START and (COLOUR[t] != colour or INTENSITY[t] != intensity ^ (k & 1)):
            break
        out.append(c)
        k += 1
    return tuple(out)


def chains(board: Mapping[Cell, int], owner: Mapping[Cell, int], tile: int, cell: Cell,
           seat: int) -> dict[Cell, tuple[Cell, ...]]:
    """Every non-empty chain of a placement, by diagonal (SBZ-5)."""
    out: dict[Cell, tuple[Cell, ...]] = {}
    for d in DIAGONALS:
        ch = chain(board, owner, tile, cell, seat, d)
        if ch:
            out[d] = ch
    return out


def tile_points(tile: int) -> int:
    """What a controlled tile is worth (SBZ-9): 1, or 2 with a golden crane."""
    return 2 if GOLDEN[tile] else 1


def scores(board: Mapping[Cell, int], owner: Mapping[Cell, int], tokens: Mapping[Cell, int],
           gold: list[int] | tuple[int, ...]) -> list[int]:
    """SBZ-9 score per seat: 1 per controlled tile, +1 per controlled golden
    crane, 1 per golden origami token, 1 per crowned-crane token on a controlled tile."""
    out = list(gold)
    for c, t in board.items():
        s = owner.get(c, NOBODY)
        if s != NOBODY:
            out[s] += tile_points(t) + tokens.get(c, 0)
    return out


def crane_tokens(owner: Mapping[Cell, int], tokens: Mapping[Cell, int], seats: int) -> list[int]:
    """Crowned-crane tokens on the tiles each seat controls (SBZ-9 tie-break)."""
    out = [0] * seats
    for c, n in tokens.items():
        s = owner.get(c, NOBODY)
        if s != NOBODY:
            out[s] += n
    return out


def _drew(event: Event, _n: int) -> Disclosure:
    """SBZ-7: the display is refilled from the face-down pile."""
    return DRAWN if event.data.get("refill") is not None else PUBLIC


#: What each event shows or leaves to chance (undo policy, engine/disclosure.py).
#: A placed or discarded tile may come from the hidden part of a hand (SBZ-3).
DISCLOSURES: dict[str, DisclosureRule] = {
    "dealt": PUBLIC,
    "hand_dealt": to_visible(drawn=True),
    "turn_started": PUBLIC,
    "placed": to_others(),
    "caught": PUBLIC,
    "catching_ended": PUBLIC,
    "crane_reward": PUBLIC,
    "token_taken": PUBLIC,
    "token_put": PUBLIC,
    "token_unmoved": PUBLIC,
    "discarded": to_others(),
    "drew": _drew,
    "display_removed": PUBLIC,
    "game_over": PUBLIC,
}

class SenbaZuruGame:
    """SenbaZuru for 2 seats (SBZ-1 … SBZ-9)."""

    game_id = "senbazuru"
    min_seats = 2
    max_seats = 2
    has_hidden_information = True  # hands and the pile order (SBZ-3)
    has_chance = False  # all randomness is the shuffle at setup
    has_simultaneous_moves = False
    action_adapter = ACTION_ADAPTER
    options_adapter = OPTIONS_ADAPTER
    disclosures = DISCLOSURES

    # ---- setup -----------------------------------------------------------

    def new_game(self, options: SenbaZuruOptions, seed: int) -> SenbaZuruState:
        """Deal a new game (SBZ-1 … SBZ-3).

        Raises InvalidOptionsError for a seat count other than 2 or a first
        seat outside the table."""
        if options.num_seats != 2:
            raise InvalidOptionsError(f"SenbaZuru is for 2 players, not {options.num_seats}")
        if options.first_seat is not None and options.first_seat not in (0, 1):
            raise InvalidOptionsError(f"first seat {options.first_seat} is not at the table")
        rng = Rng(seed)
        first = options.first_seat if options.first_seat is not None else rng.randrange(2)
        tiles = list(range(NUM_TILES))
        rng.shuffle(tiles)
        hands = [tiles[0:HAND_SIZE], tiles[HAND_SIZE:2 * HAND_SIZE]]
        start_tile = tiles[2 * HAND_SIZE]
        display = tiles[2 * HAND_SIZE + 1:2 * HAND_SIZE + 1 + DISPLAY_SIZE]
        pile = tiles[2 * HAND_SIZE + 1 + DISPLAY_SIZE:]
        return SenbaZuruState(
            num_seats=2,
            first_seat=first,
            rng=rng,
            hands=hands,
            public=[[], []],
            pile=pile,
            display=display,
            removed=[],
            start_tile=start_tile,
            board={START_CELL: START},
            owner={START_CELL: NOBODY},
            tokens={START_CELL: 1},
            frontier=frontier_masks({START_CELL: START}),
            gold=[0, 0],
            gold_supply=GOLD_TOKENS,
            token_supply=CRANE_TOKENS - 1,
            phase="place",
            current=first,
        )

    def setup_events(self, state: SenbaZuruState) -> list[Event]:
        """The deal (each hand seen by its owner only, SBZ-3), then
        ``turn_started`` for the first seat."""
        events = [Event("dealt", {"first_seat": state.first_seat,
                                  "display": list(state.display or []),
                                  "pile": len(state.pile)})]
        for seat in range(state.num_seats):
            events.append(Event(
                "hand_dealt", {"seat": seat, "tiles": list(state.hands[seat])},
                visible_to=frozenset({seat}),
                redacted=Event("hand_dealt", {"seat": seat, "count": len(state.hands[seat])}),
            ))
        events.append(Event("turn_started", {"seat": state.current}))
        return events

    # ---- queries ---------------------------------------------------------

    def num_seats(self, state: SenbaZuruState) -> int:
        return state.num_seats

    def to_act(self, state: SenbaZuruState) -> tuple[int, ...]:
        return () if state.phase == "over" else (state.current,)

    def is_over(self, state: SenbaZuruState) -> bool:
        return state.phase == "over"

    def legal_actions(self, state: SenbaZuruState, seat: int) -> list[SenbaZuruAction]:
        """Legal actions of `seat` at the current decision point (SBZ-4 … SBZ-8)."""
        phase = state.phase
        if phase == "over" or seat != state.current:
            return []
        if phase == "place":
            forbidden = state.frontier
            cells = sorted(forbidden)
            actions: list[SenbaZuruAction] = []
            cache = _PLACES
            for t in state.hands[seat]:
                bit = 1 << (t // TILES_PER_KIND)
                for c in cells:
                    if not forbidden[c] & bit:
                        key = (t, c)
                        a = cache.get(key)
                        if a is None:
                            a = cache[key] = Place(t, c[0], c[1])
                        actions.append(a)
            if actions:
                return actions
            return [Discard(t) for t in state.hands[seat]]
        if phase == "catch":
            out: list[SenbaZuruAction] = [Catch(d[0], d[1]) for d in state.chains]
            out.append(_END)
            return out
        if phase == "take_token":
            return [TakeToken(c[0], c[1]) for c in self._token_sources(state, seat)]
        if phase == "put_token":
            return [PutToken(c[0], c[1]) for c, s in sorted(state.owner.items()) if s == seat]
        if phase == "draw":
            assert state.display is not None
            return [Draw(t) for t in state.display]
        return []

    @staticmethod
    def _token_sources(state: SenbaZuruState, seat: int) -> list[Cell]:
        """Cells with crowned-crane tokens that `seat` does not control (SBZ-6)."""
        return sorted(c for c in state.tokens if state.owner.get(c, NOBODY) != seat)

    # ---- transitions -----------------------------------------------------

    def step(self, state: SenbaZuruState, seat: int, action: SenbaZuruAction) -> list[Event]:
        """Apply a legal action in place and return its events (no legality check)."""
        events: list[Event] = []
        kind = action.kind
        if kind == "place":
            assert isinstance(action, Place)
            self._place(state, seat, action, events)
        elif kind == "catch":
            assert isinstance(action, Catch)
            self._catch(state, seat, (action.dx, action.dy), events)
            if not state.chains:
                self._after_catching(state, seat, events)
        elif kind == "end_catching":
            events.append(Event("catching_ended", {"seat": seat, "left": len(state.chains)}))
            state.chains = {}
            self._after_catching(state, seat, events)
        elif kind == "take_token":
            assert isinstance(action, TakeToken)
            self._take_token(state, seat, (action.x, action.y), events)
            state.phase = "put_token"
        elif kind == "put_token":
            assert isinstance(action, PutToken)
            cell = (action.x, action.y)
            state.token_supply -= 1
            state.tokens[cell] = state.tokens.get(cell, 0) + 1
            state.rewards -= 1
            events.append(Event("token_put", {"seat": seat, "x": cell[0], "y": cell[1]}))
            self._next_reward(state, seat, events)
        elif kind == "draw":
            assert isinstance(action, Draw)
            self._draw(state, seat, action.tile, events)
        else:
            assert isinstance(action, Discard)
            state.hands[seat].remove(action.tile)
            if action.tile in state.public[seat]:
                state.public[seat].remove(action.tile)
            state.removed.append(action.tile)
            events.append(Event("discarded", {"seat": seat, "tile": action.tile}))
            self._to_draw(state, seat, events)
        return events

    def _place(self, state: SenbaZuruState, seat: int, action: Place,
               events: list[Event]) -> None:
        """SBZ-4 placement, SBZ-6 reward for a played crowned crane, SBZ-5 chains."""
        tile = action.tile
        cell = (action.x, action.y)
        state.hands[seat].remove(tile)
        if tile in state.public[seat]:
            state.public[seat].remove(tile)
        state.board[cell] = tile
        state.owner[cell] = seat
        state.placed = cell
        front = state.frontier
        front.pop(cell, None)
        x, y = cell
        bit = 1 << ((tile // TILES_PER_KIND) ^ 1)
        board = state.board
        for dx, dy in SIDES:
            c = (x + dx, y + dy)
            if c not in board:
                front[c] = front.get(c, 0) | bit
        events.append(Event("placed", {"seat": seat, "tile": tile, "x": cell[0], "y": cell[1]}))
        if CROWNED[tile]:
            self._reward(state, seat, "played", cell, events)
        state.chains = chains(state.board, state.owner, tile, cell, seat)
        if state.chains:
            state.phase = "catch"
        else:
            self._after_catching(state, seat, events)

    def _catch(self, state: SenbaZuruState, seat: int, direction: Cell,
               events: list[Event]) -> None:
        """SBZ-5: the whole chain turns to `seat`; SBZ-6 rewards (SBZ-A2)."""
        cells = state.chains.pop(direction)
        owners = [state.owner[c] for c in cells]
        for c in cells:
            state.owner[c] = seat
        events.append(Event("caught", {"seat": seat, "dx": direction[0], "dy": direction[1],
                                       "cells": [list(c) for c in cells], "from": owners}))
        for c in cells:
            if CROWNED[state.board[c]] or state.tokens.get(c, 0):
                self._reward(state, seat, "caught", c, events)

    def _reward(self, state: SenbaZuruState, seat: int, reason: str, cell: Cell,
                events: list[Event]) -> None:
        """SBZ-6 (SBZ-A1): the golden origami token now, the crowned-crane token later."""
        other = 1 - seat
        if state.gold_supply:
            state.gold_supply -= 1
            state.gold[seat] += 1
            source = "supply"
        elif state.gold[other]:
            state.gold[other] -= 1
            state.gold[seat] += 1
            source = "opponent"
        else:
            source = "none"
        events.append(Event("crane_reward", {"seat": seat, "reason": reason, "x": cell[0],
                                             "y": cell[1], "gold_from": source}))
        state.rewards += 1

    def _after_catching(self, state: SenbaZuruState, seat: int, events: list[Event]) -> None:
        state.chains = {}
        self._next_reward(state, seat, events)

    def _next_reward(self, state: SenbaZuruState, seat: int, events: list[Event]) -> None:
        """Ask for the next crowned-crane token placement, or go on to the draw (SBZ-6, SBZ-A4)."""
        while state.rewards > 0:
            if state.token_supply > 0:
                state.phase = "put_token"
                return
            sources = self._token_sources(state, seat)
            if not sources:
                # All three tokens already lie on the player's tiles: nothing moves.
                events.append(Event("token_unmoved", {"seat": seat}))
                state.rewards -= 1
                continue
            if len(sources) == 1:
                self._take_token(state, seat, sources[0], events)
                state.phase = "put_token"
                return
            state.phase = "take_token"
            return
        self._to_draw(state, seat, events)

    @staticmethod
    def _take_token(state: SenbaZuruState, seat: int, cell: Cell, events: list[Event]) -> None:
        n = state.tokens[cell] - 1
        if n:
            state.tokens[cell] = n
        else:
            del state.tokens[cell]
        state.token_supply += 1
        events.append(Event("token_taken", {"seat": seat, "x": cell[0], "y": cell[1],
                                            "owner": state.owner.get(cell, NOBODY)}))

    def _to_draw(self, state: SenbaZuruState, seat: int, events: list[Event]) -> None:
        state.placed = None
        if state.display is not None and state.display:
            state.phase = "draw"
        else:
            self._end_turn(state, seat, events)

    def _draw(self, state: SenbaZuruState, seat: int, tile: int, events: list[Event]) -> None:
        """SBZ-7: take a display tile; refill, or remove the display once the pile is empty."""
        display = state.display
        assert display is not None
        slot = display.index(tile)
        state.hands[seat].append(tile)
        state.public[seat].append(tile)
        refill: int | None = None
        if state.pile:
            refill = state.pile.pop()
            display[slot] = refill
        else:
            del display[slot]
        events.append(Event("drew", {"seat": seat, "tile": tile, "slot": slot,
                                     "refill": refill, "pile": len(state.pile)}))
        if refill is None:
            state.removed.extend(display)
            events.append(Event("display_removed", {"tiles": list(display)}))
            state.display = None
        self._end_turn(state, seat, events)

    def _end_turn(self, state: SenbaZuruState, seat: int, events: list[Event]) -> None:
        state.turn_number += 1
        state.placed = None
        other = 1 - seat
        if state.hands[other]:
            nxt = other
        elif state.hands[seat]:
            nxt = seat  # SBZ-A5
        else:
            state.phase = "over"
            events.append(Event("game_over", {}))
            return
        state.current = nxt
        state.phase = "place"
        events.append(Event("turn_started", {"seat": nxt}))

    # ---- views -----------------------------------------------------------

    def view(self, state: SenbaZuruState, seat: int | None) -> SenbaZuruView:
        """What `seat` knows: the board, display, supplies and every public hand
        tile, plus its own hand (SBZ-3, SBZ-A3). The start tile shows as START."""
        board = tuple(BoardTile(c[0], c[1], t, state.owner.get(c, NOBODY),
                                state.tokens.get(c, 0))
                      for c, t in sorted(state.board.items()))
        hands = tuple(tuple(state.hands[s]) if s == seat else tuple(state.public[s])
                      for s in range(state.num_seats))
        legal = tuple(self.legal_actions(state, seat)) if seat is not None else ()
        return SenbaZuruView(
            seat=seat,
            num_seats=state.num_seats,
            first_seat=state.first_seat,
            phase=state.phase,
            current=state.current,
            board=board,
            hands=hands,
            public=tuple(tuple(p) for p in state.public),
            hand_sizes=tuple(len(h) for h in state.hands),
            display=None if state.display is None else tuple(state.display),
            pile_count=len(state.pile),
            removed=tuple(state.removed),
            gold=tuple(state.gold),
            gold_supply=state.gold_supply,
            token_supply=state.token_supply,
            placed=state.placed,
            chains=dict(state.chains),
            rewards=state.rewards,
            turn_number=state.turn_number,
            scores=tuple(scores(state.board, state.owner, state.tokens, state.gold)),
            legal=legal,
        )

    def revealed_view(self, state: SenbaZuruState, seat: int | None) -> SenbaZuruView:
        """The view of `seat` with nothing hidden (SBZ-A7): every hand in
        full and the start tile named; `legal` empty. Only for a finished
        game (its table at the end, replays), never for an AI."""
        view = self.view(state, seat)
        return replace(view, hands=tuple(tuple(h) for h in state.hands), legal=(),
                       start_tile=state.start_tile, revealed=True)

    def determinize(self, view: SenbaZuruView, rng: Rng) -> SenbaZuruState:
        """A full state consistent with `view` (for ISMCTS).

        Unknown are the other hand's tiles not drawn from the display, the
        order of the pile and which tile lies face down in the centre: these
        are dealt at random from the tiles the viewer has not seen.
        Raises ValueError if the view has no seat or its counts are inconsistent."""
        seat = view.seat
        if seat is None:
            raise ValueError("the public view cannot be determinized")
        seen: set[int] = set()
        for b in view.board:
            if b.tile != START:
                seen.add(b.tile)
        for h in view.hands:
            seen.update(h)
        if view.display:
            seen.update(view.display)
        seen.update(view.removed)
        pool = [t for t in range(NUM_TILES) if t not in seen]
        unknown_hand = [view.hand_sizes[s] - len(view.hands[s]) for s in range(view.num_seats)]
        if len(pool) != sum(unknown_hand) + view.pile_count + 1 or unknown_hand[seat]:
            raise ValueError("view tile counts are inconsistent")
        rng.shuffle(pool)
        hands: list[list[int]] = []
        public: list[list[int]] = []
        for s in range(view.num_seats):
            if s == seat:
                hands.append(list(view.hands[s]))
                public.append(list(view.public[s]))
            else:
                hidden = [pool.pop() for _ in range(unknown_hand[s])]
                hands.append(hidden + list(view.hands[s]))
                public.append(list(view.hands[s]))
        start_tile = pool.pop()
        board: dict[Cell, int] = {}
        owner: dict[Cell, int] = {}
        tokens: dict[Cell, int] = {}
        for b in view.board:
            board[b.cell] = b.tile
            owner[b.cell] = b.owner
            if b.tokens:
                tokens[b.cell] = b.tokens
        return SenbaZuruState(
            num_seats=view.num_seats,
            first_seat=view.first_seat,
            rng=Rng(rng.next64()),
            hands=hands,
            public=public,
            pile=pool,
            display=None if view.display is None else list(view.display),
            removed=list(view.removed),
            start_tile=start_tile,
            board=board,
            owner=owner,
            tokens=tokens,
            frontier=frontier_masks(board),
            gold=list(view.gold),
            gold_supply=view.gold_supply,
            token_supply=view.token_supply,
            phase=view.phase,
            current=view.current,
            placed=view.placed,
            chains=dict(view.chains),
            rewards=view.rewards,
            turn_number=view.turn_number,
        )

    # ---- the end ---------------------------------------------------------

    def outcome(self, state: SenbaZuruState) -> Outcome:
        """SBZ-9 (SBZ-A6). Raises ValueError if the game is not over.

        `details`: scores (list[int]), tiles (controlled tiles per seat),
        golden (controlled golden cranes), gold (golden origami tokens),
        cranes (crowned-crane tokens on controlled tiles), decided_by
        ("score", "cranes" or "shared")."""
        if state.phase != "over":
            raise ValueError("the game is not over")
        return score_outcome(state.board, state.owner, state.tokens, state.gold)


def score_outcome(board: Mapping[Cell, int], owner: Mapping[Cell, int],
                  tokens: Mapping[Cell, int], gold: list[int] | tuple[int, ...]) -> Outcome:
    """The SBZ-9 result of a final position (see :meth:`SenbaZuruGame.outcome`)."""
    pts = scores(board, owner, tokens, gold)
    cranes = crane_tokens(owner, tokens, 2)
    tiles = [0, 0]
    golden = [0, 0]
    for c, t in board.items():
        s = owner.get(c, NOBODY)
        if s != NOBODY:
            tiles[s] += 1
            golden[s] += int(GOLDEN[t])
    if pts[0] != pts[1]:
        decided_by = "score"
        winners: tuple[int, ...] = (0,) if pts[0] > pts[1] else (1,)
    elif cranes[0] != cranes[1]:
        decided_by = "cranes"
        winners = (0,) if cranes[0] > cranes[1] else (1,)
    else:
        decided_by = "shared"
        winners = (0, 1)
    if len(winners) == 2:
        ranking: tuple[tuple[int, ...], ...] = ((0, 1),)
        rewards = (0.5, 0.5)
    else:
        w = winners[0]
        ranking = ((w,), (1 - w,))
        rewards = (1.0, 0.0) if w == 0 else (0.0, 1.0)
    details: dict[str, Any] = {"scores": pts, "tiles": tiles, "golden": golden,
                               "gold": list(gold), "cranes": cranes, "decided_by": decided_by}
    return Outcome(winners, ranking, rewards, tuple(float(p) for p in pts), details)


GAME = SenbaZuruGame()
