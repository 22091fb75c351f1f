"""SenbaZuru rules, one test (or a few) per ruling SBZ-1 … SBZ-9 and app ruling SBZ-A*."""

from __future__ import annotations

from collections import Counter

import pytest
from senbazuru_positions import all_tiles, position, tile

from senji_desktop.engine.core import apply
from senji_desktop.engine.errors import IllegalActionError, InvalidOptionsError
from senji_desktop.games.senbazuru import (
    GAME,
    START,
    Catch,
    Discard,
    Draw,
    EndCatching,
    Place,
    PutToken,
    SenbaZuruOptions,
    TakeToken,
)
from senji_desktop.games.senbazuru.model import COLOUR, CROWNED, GOLDEN, INTENSITY, NOBODY
from senji_desktop.games.senbazuru.rules import frontier_masks

BL, BD = tile("blue", "light"), tile("blue", "dark")
BL2, BD2 = tile("blue", "light", n=1), tile("blue", "dark", n=1)
BL3, BD3 = tile("blue", "light", n=2), tile("blue", "dark", n=2)
RL, RD = tile("red", "light"), tile("red", "dark")
GL = tile("green", "light")


def kinds(events: list) -> list[str]:
    return [e.kind for e in events]


# ---- SBZ-1 … SBZ-3: components and setup ---------------------------------


def test_sbz1_thirty_tiles_five_per_kind_one_crowned_one_golden() -> None:
    per_kind = Counter((COLOUR[t], INTENSITY[t]) for t in range(30))
    assert len(per_kind) == 6 and set(per_kind.values()) == {5}
    for k in per_kind:
        group = [t for t in range(30) if (COLOUR[t], INTENSITY[t]) == k]
        assert sum(CROWNED[t] for t in group) == 1
        assert sum(GOLDEN[t] for t in group) == 1
        assert not any(CROWNED[t] and GOLDEN[t] for t in group)


def test_sbz2_sbz3_setup() -> None:
    s = GAME.new_game(SenbaZuruOptions(), 42)
    assert [len(h) for h in s.hands] == [3, 3]
    assert s.board == {(0, 0): START} and s.owner[(0, 0)] == NOBODY
    assert s.tokens == {(0, 0): 1} and s.token_supply == 2
    assert s.gold_supply == 20 and s.gold == [0, 0]
    assert s.display is not None and len(s.display) == 5
    assert len(s.pile) == 30 - 6 - 1 - 5
    assert sorted(all_tiles(s)) == list(range(30))


def test_sbz3_setup_is_reproducible_and_first_seat_option() -> None:
    a = GAME.new_game(SenbaZuruOptions(), 7)
    b = GAME.new_game(SenbaZuruOptions(), 7)
    assert a.hands == b.hands and a.pile == b.pile
    assert GAME.new_game(SenbaZuruOptions(first_seat=1), 7).current == 1
    with pytest.raises(InvalidOptionsError):
        GAME.new_game(SenbaZuruOptions.model_construct(num_seats=3, first_seat=None), 1)


def test_sbz3_hands_are_private_in_events_and_views() -> None:
    s = GAME.new_game(SenbaZuruOptions(), 3)
    dealt = [e for e in GAME.setup_events(s) if e.kind == "hand_dealt"]
    for e in dealt:
        seat = e.data["seat"]
        assert e.for_seat(seat) is e
        other = e.for_seat(1 - seat)
        assert other is not None and "tiles" not in other.data
    v = GAME.view(s, 0)
    assert v.hands[0] == tuple(s.hands[0]) and v.hands[1] == ()
    assert v.hand_sizes == (3, 3)
    assert GAME.view(s, None).hands == ((), ())


# ---- SBZ-4: placement ------------------------------------------------------


def test_sbz4_a_tile_must_touch_a_full_side() -> None:
    s = position(hands=([BL], []))
    cells = {a.cell for a in GAME.legal_actions(s, 0) if isinstance(a, Place)}
    assert cells == {(1, 0), (0, 1), (-1, 0), (0, -1)}
    assert (1, 1) not in cells  # only a corner touches the start tile


def test_sbz4_illegal_next_to_same_colour_other_intensity() -> None:
    s = position({(1, 0): (BD, 1)}, hands=([BL], []))
    cells = {a.cell for a in GAME.legal_actions(s, 0) if isinstance(a, Place)}
    assert (1, 1) not in cells and (2, 0) not in cells and (1, -1) not in cells
    assert (0, 1) in cells  # beside the start tile, which never conflicts
    with pytest.raises(IllegalActionError):
        apply(GAME, s, 0, Place(BL, 1, 1))


def test_sbz4_same_colour_same_intensity_and_other_colours_may_touch() -> None:
    s = position({(1, 0): (BL2, 1)}, hands=([BL, RD], []))
    cells_bl = {a.cell for a in GAME.legal_actions(s, 0) if isinstance(a, Place) and a.tile == BL}
    cells_rd = {a.cell for a in GAME.legal_actions(s, 0) if isinstance(a, Place) and a.tile == RD}
    assert {(1, 1), (2, 0)} <= cells_bl
    assert {(1, 1), (2, 0)} <= cells_rd


def test_sbz4_placed_tile_is_controlled_by_its_placer() -> None:
    s = position(hands=([RL], [RD]), display=[GL])
    GAME.step(s, 0, Place(RL, 1, 0))
    assert s.owner[(1, 0)] == 0 and s.board[(1, 0)] == RL


# ---- SBZ-5: catching -------------------------------------------------------


def _catch_chain(board: dict, placed: tuple[int, int], tile_: int = BL) -> tuple:
    s = position(board, hands=([tile_], [RD]), display=[GL], tokens={})
    GAME.step(s, 0, Place(tile_, *placed))
    return s, s.chains.get((1, -1), ())


def test_sbz5_chain_of_length_one() -> None:
    s, ch = _catch_chain({(1, 0): (BD, 1)}, (0, 1))
    assert ch == ((1, 0),)
    assert s.phase == "catch"
    assert set(GAME.legal_actions(s, 0)) == {Catch(1, -1), EndCatching()}
    GAME.step(s, 0, Catch(1, -1))
    assert s.owner[(1, 0)] == 0 and s.phase == "draw"


def test_sbz5_chain_of_length_two() -> None:
    _, ch = _catch_chain({(1, 0): (BD, 1), (2, -1): (BL2, 1)}, (0, 1))
    assert ch == ((1, 0), (2, -1))


def test_sbz5_chain_of_length_three() -> None:
    s, ch = _catch_chain({(1, 0): (BD, 1), (2, -1): (BL2, 1), (3, -2): (BD2, 1)}, (0, 1))
    assert ch == ((1, 0), (2, -1), (3, -2))
    events = GAME.step(s, 0, Catch(1, -1))
    assert all(s.owner[c] == 0 for c in ch)
    caught = next(e for e in events if e.kind == "caught")
    assert caught.data["cells"] == [[1, 0], [2, -1], [3, -2]] and caught.data["from"] == [1, 1, 1]


def test_sbz5_chain_through_the_start_tile() -> None:
    # Placed blue light at (1, 1): the start tile is step 1 (wild), then light, then dark.
    board = {(1, 0): (RL, 0), (-1, -1): (BL2, 1), (-2, -2): (BD, 1), (-3, -3): (BL3, 1)}
    s = position(board, hands=([BL], [RD]), display=[GL], tokens={})
    GAME.step(s, 0, Place(BL, 1, 1))
    assert s.chains[(-1, -1)] == ((0, 0), (-1, -1), (-2, -2), (-3, -3))


def test_sbz5_start_tile_in_the_middle_of_a_chain() -> None:
    # From (-2, 2) towards (1, -1): dark at step 1, the start tile fits step 2
    # (which would need light), dark again at step 3, then light at step 4.
    board = {(-2, 1): (RL, 0), (-1, 1): (BD, 1), (1, -1): (BD2, 1), (2, -2): (BL2, 1)}
    s = position(board, hands=([BL], [RD]), display=[GL], tokens={})
    GAME.step(s, 0, Place(BL, -2, 2))
    assert s.chains[(1, -1)] == ((-1, 1), (0, 0), (1, -1), (2, -2))


def test_sbz5_chain_stopped_by_an_own_tile() -> None:
    _, ch = _catch_chain({(1, 0): (BD, 1), (2, -1): (BL2, 0), (3, -2): (BD2, 1)}, (0, 1))
    assert ch == ((1, 0),)


def test_sbz5_chain_stopped_by_a_gap() -> None:
    _, ch = _catch_chain({(1, 0): (BD, 1), (3, -2): (BL2, 1)}, (0, 1))
    assert ch == ((1, 0),)


def test_sbz5_chain_stopped_by_a_break_in_the_series() -> None:
    _, ch = _catch_chain({(1, 0): (BD, 1), (2, -1): (BD2, 1)}, (0, 1))
    assert ch == ((1, 0),)
    _, ch = _catch_chain({(1, 0): (BD, 1), (2, -1): (RL, 1)}, (0, 1))
    assert ch == ((1, 0),)


def test_sbz5_nothing_to_catch_from_own_tile_same_intensity_or_other_colour() -> None:
    for neighbour in [(BD, 0), (BL2, 1), (RD, 1)]:
        s, ch = _catch_chain({(1, 0): neighbour}, (0, 1))
        assert ch == ()
        assert s.phase == "draw"


def test_sbz5_choice_per_diagonal() -> None:
    board = {(1, 0): (BD, 1), (-1, 0): (BD2, 1)}
    s = position(board, hands=([BL], [RD]), display=[GL], tokens={})
    GAME.step(s, 0, Place(BL, 0, 1))
    assert set(s.chains) == {(1, -1), (-1, -1)}
    assert set(GAME.legal_actions(s, 0)) == {Catch(1, -1), Catch(-1, -1), EndCatching()}
    GAME.step(s, 0, Catch(-1, -1))
    assert s.phase == "catch" and set(GAME.legal_actions(s, 0)) == {Catch(1, -1), EndCatching()}
    events = GAME.step(s, 0, EndCatching())
    assert "catching_ended" in kinds(events)
    assert s.owner[(-1, 0)] == 0 and s.owner[(1, 0)] == 1
    assert s.phase == "draw"


def test_sbz5_all_chains_caught_ends_catching_by_itself() -> None:
    board = {(1, 0): (BD, 1), (-1, 0): (BD2, 1)}
    s = position(board, hands=([BL], [RD]), display=[GL], tokens={})
    GAME.step(s, 0, Place(BL, 0, 1))
    GAME.step(s, 0, Catch(1, -1))
    GAME.step(s, 0, Catch(-1, -1))
    assert s.phase == "draw"


def test_sbz5_caught_tiles_can_be_caught_back() -> None:
    s, _ = _catch_chain({(1, 0): (BD, 1)}, (0, 1))
    GAME.step(s, 0, Catch(1, -1))
    GAME.step(s, 0, Draw(GL))
    # Seat 1 places blue light at (2, 1): diagonal (-1, -1) reaches (1, 0), now seat 0's.
    s.hands[1] = [BL2]
    s.board[(2, 0)] = RL
    s.owner[(2, 0)] = 1
    s.frontier = frontier_masks(s.board)
    GAME.step(s, 1, Place(BL2, 2, 1))
    assert s.chains == {(-1, -1): ((1, 0),)}


# ---- SBZ-6: crowned cranes -------------------------------------------------


def test_sbz6_catching_a_token_tile() -> None:
    s = position({(1, 0): (BD, 1)}, tokens={(1, 0): 1}, hands=([BL], [RD]), display=[GL])
    GAME.step(s, 0, Place(BL, 0, 1))
    events = GAME.step(s, 0, Catch(1, -1))
    reward = next(e for e in events if e.kind == "crane_reward")
    assert reward.data["gold_from"] == "supply" and reward.data["reason"] == "caught"
    assert s.gold == [1, 0] and s.gold_supply == 19
    assert s.phase == "put_token"
    assert set(GAME.legal_actions(s, 0)) == {PutToken(0, 1), PutToken(1, 0)}
    GAME.step(s, 0, PutToken(1, 0))
    assert s.tokens[(1, 0)] == 2 and s.token_supply == 1
    assert s.phase == "draw"


def test_sbz6_catching_the_start_tile_with_its_token() -> None:
    s = position({(1, 0): (RL, 0)}, hands=([BL], [RD]), display=[GL])
    GAME.step(s, 0, Place(BL, 1, 1))
    GAME.step(s, 0, Catch(-1, -1))
    assert s.owner[(0, 0)] == 0 and s.gold[0] == 1 and s.phase == "put_token"


def test_sbz6_catching_a_tile_showing_a_crowned_crane() -> None:
    crowned = tile("blue", "dark", "crowned")
    s = position({(1, 0): (crowned, 1)}, tokens={}, hands=([BL], [RD]), display=[GL])
    GAME.step(s, 0, Place(BL, 0, 1))
    GAME.step(s, 0, Catch(1, -1))
    assert s.gold == [1, 0] and s.phase == "put_token"


def test_sbz6_playing_a_crowned_crane() -> None:
    crowned = tile("red", "light", "crowned")
    s = position(hands=([crowned], [RD]), display=[GL], tokens={})
    events = GAME.step(s, 0, Place(crowned, 1, 0))
    assert "crane_reward" in kinds(events) and s.gold == [1, 0]
    assert GAME.legal_actions(s, 0) == [PutToken(1, 0)]


def test_sbza2_one_reward_per_caught_tile() -> None:
    crowned = tile("blue", "dark", "crowned")
    s = position({(1, 0): (crowned, 1)}, tokens={(1, 0): 2}, hands=([BL], [RD]),
                 display=[GL], token_supply=1)
    GAME.step(s, 0, Place(BL, 0, 1))
    GAME.step(s, 0, Catch(1, -1))
    assert s.gold == [1, 0] and s.rewards == 1


def test_sbz6_gold_from_the_opponent_when_the_supply_is_empty() -> None:
    s = position({(1, 0): (BD, 1)}, tokens={(1, 0): 1}, hands=([BL], [RD]), display=[GL],
                 gold=(0, 2), gold_supply=0, token_supply=2)
    GAME.step(s, 0, Place(BL, 0, 1))
    events = GAME.step(s, 0, Catch(1, -1))
    assert [e.data["gold_from"] for e in events if e.kind == "crane_reward"] == ["opponent"]
    assert s.gold == [1, 1] and s.gold_supply == 0


def test_sbz6_no_gold_at_all_gives_nothing() -> None:
    s = position({(1, 0): (BD, 1)}, tokens={(1, 0): 1}, hands=([BL], [RD]), display=[GL],
                 gold=(0, 0), gold_supply=0, token_supply=2)
    GAME.step(s, 0, Place(BL, 0, 1))
    events = GAME.step(s, 0, Catch(1, -1))
    assert [e.data["gold_from"] for e in events if e.kind == "crane_reward"] == ["none"]
    assert s.gold == [0, 0]


def test_sbz6_token_moved_from_a_tile_not_controlled_when_supply_is_empty() -> None:
    # Tokens: start tile 1, opponent's (5, 5) 1, the caught tile 1; supply empty.
    board = {(1, 0): (BD, 1), (5, 5): (RD, 1), (4, 4): (RL, 1)}
    s = position(board, tokens={(0, 0): 1, (5, 5): 1, (1, 0): 1},
                 hands=([BL], [tile("red", "dark", n=1)]), display=[GL], token_supply=0)
    GAME.step(s, 0, Place(BL, 0, 1))
    GAME.step(s, 0, Catch(1, -1))
    assert s.phase == "take_token"
    assert set(GAME.legal_actions(s, 0)) == {TakeToken(0, 0), TakeToken(5, 5)}
    events = GAME.step(s, 0, TakeToken(5, 5))
    assert "token_taken" in kinds(events) and (5, 5) not in s.tokens
    assert s.phase == "put_token" and s.token_supply == 1
    GAME.step(s, 0, PutToken(0, 1))
    assert s.tokens[(0, 1)] == 1 and s.token_supply == 0
    assert sum(s.tokens.values()) == 3


def test_sbza4_single_source_is_taken_without_asking() -> None:
    s = position({(1, 0): (BD, 1)}, tokens={(0, 0): 2, (1, 0): 1}, hands=([BL], [RD]),
                 display=[GL], token_supply=0)
    GAME.step(s, 0, Place(BL, 0, 1))
    events = GAME.step(s, 0, Catch(1, -1))
    assert "token_taken" in kinds(events)
    assert s.phase == "put_token" and s.tokens[(0, 0)] == 1


def test_sbz6_all_tokens_on_own_tiles_nothing_moves() -> None:
    board = {(1, 0): (BD, 1), (-1, 0): (RL, 0)}
    s = position(board, tokens={(-1, 0): 2, (1, 0): 1}, hands=([BL], [RD]),
                 display=[GL], token_supply=0)
    GAME.step(s, 0, Place(BL, 0, 1))
    events = GAME.step(s, 0, Catch(1, -1))
    assert "token_unmoved" in kinds(events)
    assert s.phase == "draw" and s.tokens == {(-1, 0): 2, (1, 0): 1}


def test_sbz6_tokens_change_owner_with_their_tile() -> None:
    s = position({(1, 0): (BD, 1)}, tokens={(1, 0): 1}, hands=([BL], [RD]), display=[GL])
    before = GAME.view(s, 0).scores
    GAME.step(s, 0, Place(BL, 0, 1))
    GAME.step(s, 0, Catch(1, -1))
    GAME.step(s, 0, PutToken(0, 1))
    after = GAME.view(s, 0).scores
    # placed tile 1 + caught tile 1 + its token 1 + new token 1 + gold 1
    assert after[0] - before[0] == 5 and after[1] - before[1] == -2


# ---- SBZ-7: drawing and the display ---------------------------------------


def test_sbz7_draw_from_the_display_and_refill() -> None:
    s = position(hands=([RL], [RD]), display=[GL, BD], pile=[BL2])
    GAME.step(s, 0, Place(RL, 1, 0))
    assert set(GAME.legal_actions(s, 0)) == {Draw(GL), Draw(BD)}
    events = GAME.step(s, 0, Draw(BD))
    assert s.hands[0] == [BD] and s.display == [GL, BL2] and s.pile == []
    drew = next(e for e in events if e.kind == "drew")
    assert drew.data["refill"] == BL2
    assert s.current == 1 and s.phase == "place"
    # The opponent saw the drawn tile (SBZ-A3).
    assert GAME.view(s, 1).hands[0] == (BD,)


def test_sbz7_display_removed_when_the_pile_is_empty() -> None:
    s = position(hands=([RL], [RD]), display=[GL, BD], pile=[])
    GAME.step(s, 0, Place(RL, 1, 0))
    events = GAME.step(s, 0, Draw(GL))
    assert "display_removed" in kinds(events)
    assert s.display is None and BD in s.removed
    assert sorted(all_tiles(s)) == list(range(30))


def test_sbz7_play_out_hands_after_the_display_is_gone() -> None:
    s = position(hands=([RL, GL], [RD]), display=None)
    GAME.step(s, 0, Place(RL, 1, 0))
    assert s.current == 1 and s.phase == "place"
    GAME.step(s, 1, Place(RD, -1, 0))
    assert s.current == 0  # SBZ-A5: seat 1's hand is empty, seat 0 goes on
    GAME.step(s, 0, Place(GL, 0, 1))
    assert GAME.is_over(s) and GAME.to_act(s) == ()


# ---- SBZ-8: no legal placement --------------------------------------------


def test_sbz8_no_legal_placement_discards() -> None:
    golden = tile("blue", "dark", "golden")
    board = {(1, 0): (BD, 1), (-1, 0): (BD2, 1), (0, 1): (BD3, 1), (0, -1): (golden, 1)}
    s = position(board, hands=([BL, BL2], [RD]), display=[GL], tokens={})
    assert set(GAME.legal_actions(s, 0)) == {Discard(BL), Discard(BL2)}
    events = GAME.step(s, 0, Discard(BL2))
    assert kinds(events)[0] == "discarded"
    assert BL2 in s.removed and s.hands[0] == [BL] and s.phase == "draw"
    assert sorted(all_tiles(s)) == list(range(30))


# ---- SBZ-9: end and score ------------------------------------------------


def test_sbz9_score_counts_tiles_golden_cranes_gold_and_tokens() -> None:
    golden = tile("red", "dark", "golden")
    board = {(1, 0): (golden, 0), (-1, 0): (BD, 0), (0, 1): (RL, 1)}
    s = position(board, tokens={(1, 0): 1, (0, 1): 1, (0, 0): 1}, gold=(3, 1))
    s.phase = "over"
    o = GAME.outcome(s)
    assert o.details["scores"] == [3 + 2 + 1 + 1, 1 + 1 + 1]
    assert o.winners == (0,) and o.details["decided_by"] == "score"


def test_sbz9_tie_broken_by_crowned_crane_tokens() -> None:
    board = {(1, 0): (BD, 0), (-1, 0): (RL, 1), (0, 1): (RD, 1)}
    s = position(board, tokens={(1, 0): 1}, gold=(0, 0))
    s.phase = "over"
    o = GAME.outcome(s)
    assert o.details["scores"] == [2, 2]
    assert o.winners == (0,) and o.details["decided_by"] == "cranes"


def test_sbz9_full_tie_is_a_shared_win() -> None:
    board = {(1, 0): (BD, 0), (-1, 0): (RL, 1)}
    s = position(board, tokens={}, gold=(1, 1))
    s.phase = "over"
    o = GAME.outcome(s)
    assert o.winners == (0, 1) and o.rewards == (0.5, 0.5) and o.details["decided_by"] == "shared"


def test_sbz9_outcome_before_the_end_raises() -> None:
    with pytest.raises(ValueError):
        GAME.outcome(GAME.new_game(SenbaZuruOptions(), 1))


# ---- views and determinization --------------------------------------------


def test_determinize_keeps_everything_the_view_shows() -> None:
    from senji_desktop.engine.rng import Rng

    s = GAME.new_game(SenbaZuruOptions(first_seat=0), 9)
    a = GAME.legal_actions(s, 0)[0]
    GAME.step(s, 0, a)
    while s.phase != "place":
        GAME.step(s, s.current, GAME.legal_actions(s, s.current)[0])
    view = GAME.view(s, 1)
    d = GAME.determinize(view, Rng(1))
    assert d.hands[1] == s.hands[1]
    assert set(view.hands[0]) <= set(d.hands[0]) and len(d.hands[0]) == len(s.hands[0])
    assert d.board == s.board and d.owner == s.owner and d.tokens == s.tokens
    assert len(d.pile) == len(s.pile) and d.display == s.display
    assert sorted(all_tiles(d)) == list(range(30))
    assert GAME.view(d, 1).legal == view.legal


def test_actions_survive_the_save_format() -> None:
    from senji_desktop.engine.core import Move, moves_from_json, moves_to_json

    moves = [Move(0, a) for a in (Place(BL, -1, 2), Discard(RD), Catch(1, -1), EndCatching(),
                                  TakeToken(0, 0), PutToken(3, -4), Draw(GL))]
    assert moves_from_json(GAME, moves_to_json(GAME, moves)) == moves
