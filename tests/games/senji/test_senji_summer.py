"""Summer (SJ-43) and battles (SJ-44), with worked examples checked by hand.

Families of the default position: seat 0 shimazu (die face 0), seat 1 mori
(face 1), seat 2 chosokabe (face 2); ashikaga, oda, takeda are neutral."""

from __future__ import annotations

from senji_helpers import act, blank, dip_id, first, kinds, start_summer

from senji_desktop.games.senji.model import (
    Activate,
    Confirm,
    FleetMode,
    KillHostage,
    MarchTo,
    MoveUnits,
    Pass,
    Resolve,
    Support,
    TakeSamurai,
)
from senji_desktop.games.senji.rules import GAME


def test_sj43_host_picks_orders_and_fleets_in_any_order() -> None:
    st = blank()
    st.units["higo"][0] = 1
    st.units["north"][1] = 2
    start_summer(st, {"higo": (0, "produce"), "aki": (1, "recruit")})
    assert set(GAME.to_act(st)) == {0}  # the host
    assert set(GAME.legal_actions(st, 0)) == {Resolve("higo"), Resolve("aki"),
                                              Activate(1, "north")}


def test_sj43_produce_draws_two_and_recruit_respects_limits() -> None:
    st = blank()
    st.units["aki"][1] = 5
    st.units["north"][1] = 6  # 11 units in play: only one more may come
    before = len(st.hana[0])
    start_summer(st, {"higo": (0, "produce"), "aki": (1, "recruit")})
    ev = act(st, 0, Resolve("higo"))
    assert first(ev, "order_revealed").data == {"seat": 0, "province": "higo",
                                                "order": "produce"}
    assert len(st.hana[0]) == before + 2
    drawn = first(ev, "hanafuda_drawn")
    assert drawn.for_seat(1).data == {"seat": 0, "count": 2, "reason": "produce"}
    ev = act(st, 0, Resolve("aki"))
    assert first(ev, "recruited").data["count"] == 1 and st.units["aki"][1] == 6


def test_sj43_march_is_built_step_by_step_to_two_destinations() -> None:
    st = blank()
    st.units["chikuzen"][0] = 5
    st.samurai["chikuzen"][0] = [0]
    start_summer(st, {"chikuzen": (0, "march")})
    act(st, 0, Resolve("chikuzen"))
    legal = GAME.legal_actions(st, 0)
    # neighbours, the north sea, crossings to north-coast provinces; neutral ones excluded
    assert MarchTo("higo") in legal and MarchTo("north") in legal and MarchTo("izumo") in legal
    assert MarchTo("echizen") not in legal  # oda is neutral (SJ-20)
    act(st, 0, MarchTo("higo"))
    assert GAME.legal_actions(st, 0) == [MoveUnits(k) for k in range(0, 6)]
    act(st, 0, MoveUnits(2))
    assert GAME.legal_actions(st, 0) == [TakeSamurai(0), Confirm()]
    act(st, 0, TakeSamurai(0))
    act(st, 0, MarchTo("north"))
    act(st, 0, MoveUnits(3))  # no samurai left: back to the destinations
    assert Confirm() in GAME.legal_actions(st, 0)
    assert not any(isinstance(a, MarchTo) for a in GAME.legal_actions(st, 0))  # at most two
    ev = act(st, 0, Confirm())
    moved = [e.data for e in ev if e.kind == "pieces_moved"]
    assert [(m["from"], m["to"], m["units"], m["samurai"]) for m in moved] == [
        ("chikuzen", "higo", 2, [0]), ("chikuzen", "north", 3, [])]
    assert st.units["higo"][0] == 2 and st.samurai["higo"][0] == [0]
    assert st.units["north"][0] == 3 and st.units["chikuzen"][0] == 0
    # the new fleet did not exist at the start of summer: not eligible (SJ-43)
    assert st.phase == "autumn"


def test_sj43_area_limit_six_units() -> None:
    st = blank()
    st.units["chikuzen"][0] = 5
    st.units["higo"][0] = 4
    start_summer(st, {"chikuzen": (0, "march")})
    act(st, 0, Resolve("chikuzen"))
    act(st, 0, MarchTo("higo"))
    assert GAME.legal_actions(st, 0) == [MoveUnits(1), MoveUnits(2)]


def test_sj43_crossing_rolls_one_die_per_unit_own_mon_destroys() -> None:
    # satsuma (south sea) -> iyo (chosokabe, south coast, not a neighbour): a crossing.
    st = blank()
    st.units["satsuma"][0] = 3
    st.samurai["satsuma"][0] = [5]
    start_summer(st, {"satsuma": (0, "march")})
    act(st, 0, Resolve("satsuma"))
    act(st, 0, MarchTo("iyo"))
    act(st, 0, MoveUnits(3))
    act(st, 0, TakeSamurai(5))
    st.dice_script = [0, 3, 0]  # two dice show shimazu's own mon
    ev = act(st, 0, Confirm())
    roll = first(ev, "crossing_rolled").data
    assert roll == {"seat": 0, "from": "satsuma", "to": "iyo", "dice": [0, 3, 0], "lost": 2}
    # iyo held no pieces of chosokabe: conquered at once, no honor (SJ-43)
    assert st.owner["iyo"] == 0 and st.units["iyo"][0] == 1 and st.samurai["iyo"][0] == [5]
    assert first(ev, "fortress_changed").data["previous"] == 2
    assert "honor_changed" not in kinds(ev)


def test_sj43_conquest_discards_the_unresolved_order() -> None:
    st = blank()
    st.units["chikuzen"][0] = 2
    start_summer(st, {"chikuzen": (0, "march"), "nagato": (1, "produce")})
    act(st, 0, Resolve("chikuzen"))
    act(st, 0, MarchTo("nagato"))
    act(st, 0, MoveUnits(1))
    ev = act(st, 0, Confirm())
    assert "order_discarded" in kinds(ev) and "nagato" not in st.orders
    assert st.phase == "autumn"


def test_sj43_no_fortress_in_supply_no_entry() -> None:
    st = blank()
    for p in ("nagato", "aki", "izumo", "iyo"):
        st.owner[p] = 0  # seat 0 holds 3 + 3 = 6 provinces: no fortress left
    st.units["chikuzen"][0] = 2
    start_summer(st, {"chikuzen": (0, "march")})
    act(st, 0, Resolve("chikuzen"))
    legal = GAME.legal_actions(st, 0)
    assert MarchTo("nagato") in legal  # own now
    assert MarchTo("sanuki") not in legal and MarchTo("tosa") not in legal


def test_sj43_fleet_activation_land_move_raid() -> None:
    st = blank()
    st.units["north"][0] = 3
    st.samurai["north"][0] = [4]
    start_summer(st, {})
    assert GAME.legal_actions(st, 0) == [Activate(0, "north")]
    act(st, 0, Activate(0, "north"))
    assert set(GAME.legal_actions(st, 0)) == {FleetMode("stay"), FleetMode("land"),
                                              FleetMode("move"), FleetMode("raid")}
    ev = act(st, 0, FleetMode("raid"))
    assert first(ev, "pieces_moved").data["to"] == "south"
    # raid lands in south-coast provinces, rolling as a crossing
    act(st, 0, MarchTo("aki"))
    act(st, 0, MoveUnits(3))
    act(st, 0, TakeSamurai(4))
    st.dice_script = [1, 0, 2]
    ev = act(st, 0, Confirm())
    assert first(ev, "crossing_rolled").data["lost"] == 1
    assert st.owner["aki"] == 0 and st.units["aki"][0] == 2
    assert st.phase == "autumn"  # the fleet was activated once


def test_sj43_fleet_landing_rolls_no_dice() -> None:
    st = blank()
    st.units["south"][2] = 2
    start_summer(st, {})
    act(st, 0, Activate(2, "south"))
    act(st, 2, FleetMode("land"))
    act(st, 2, MarchTo("aki"))
    act(st, 2, MoveUnits(2))
    ev = act(st, 2, Confirm())
    assert "crossing_rolled" not in kinds(ev)
    assert st.owner["aki"] == 2


def _battle_position() -> tuple[object, list[object]]:
    """Shimazu (seat 0) attacks mori's nagato from chikuzen with 4 units and
    Hosokawa (card 0); mori (seat 1) defends with 2 units and Kato (card 1)."""
    st = blank()
    st.units["chikuzen"][0] = 4
    st.samurai["chikuzen"][0] = [0]
    st.units["nagato"][1] = 2
    st.samurai["nagato"][1] = [1]
    st.samurai_deck = [c for c in st.samurai_deck if c not in (0, 1)]
    start_summer(st, {"chikuzen": (0, "march")})
    act(st, 0, Resolve("chikuzen"))
    act(st, 0, MarchTo("nagato"))
    act(st, 0, MoveUnits(4))
    act(st, 0, TakeSamurai(0))
    # 1 die locked per side (faces 0 and 1), 7 rolled:
    st.dice_script = [0, 1, 2, 2, 3, 5, 4]
    ev = act(st, 0, Confirm())
    return st, ev


def test_sj44_worked_example_attacker_wins_with_support_then_hostage() -> None:
    st, ev = _battle_position()
    b = first(ev, "battle_started").data
    assert b["dice"] == [0, 1, 0, 1, 2, 2, 3, 5, 4]
    assert (b["locked_att"], b["locked_def"], b["att_dice"], b["def_dice"]) == (1, 1, 2, 2)
    # base points: attacker 4 units + 2 dice = 6; defender 2 units + 2 dice = 4
    chosokabe_support_1 = dip_id("chosokabe", "support", 0)  # value 1
    ashikaga_support_3 = dip_id("ashikaga", "support", 3)  # value 3, neutral family
    mori_support = dip_id("mori", "support", 3)
    shimazu_hostage_3 = dip_id("shimazu", "member", 2)  # value 3
    st.dip[0] += [chosokabe_support_1, mori_support]
    st.dip[1] += [ashikaga_support_3, shimazu_hostage_3]
    st.neutral_deck.remove(ashikaga_support_3)
    st.dip[2].remove(chosokabe_support_1)
    st.dip[1].remove(mori_support)
    st.dip[0].remove(shimazu_hostage_3)
    assert GAME.to_act(st) == (0,)
    legal = GAME.legal_actions(st, 0)
    assert Support(chosokabe_support_1) in legal
    assert Support(mori_support) not in legal  # the opponent's family (SJ-44)
    assert all(not isinstance(a, Support) or a.card != dip_id("shimazu", "support", 0)
               for a in legal)  # never the own family
    ev = act(st, 0, Support(chosokabe_support_1))
    # two dice show chosokabe, the card allows 1: +1 -> 7
    assert first(ev, "support_played").data["points"] == 1
    assert chosokabe_support_1 in st.dip[2]  # back to its family's player
    assert GAME.to_act(st) == (1,)
    ev = act(st, 1, Support(ashikaga_support_3))
    # one die shows ashikaga: +1 -> defender 5
    assert first(ev, "support_played").data["points"] == 1
    assert ashikaga_support_3 in st.neutral_deck
    r = first(ev, "battle_resolved").data
    assert (r["att_total"], r["def_total"], r["winner"]) == (7, 5, 0)
    assert (r["loser_units_lost"], r["winner_units_lost"], r["samurai_killed"]) == (2, 2, [1])
    assert st.owner["nagato"] == 0
    assert st.units["nagato"] == [2, 0, 0] and st.samurai["nagato"] == [[0], [], []]
    assert 1 in st.samurai_discard
    assert st.honor[0] == 10 + 4  # 2 x the 2 units the loser lost
    # the defender may now kill a hostage of the attacker's family from his hand
    assert GAME.to_act(st) == (1,)
    assert KillHostage(shimazu_hostage_3) in GAME.legal_actions(st, 1)
    ev = act(st, 1, KillHostage(shimazu_hostage_3))
    assert shimazu_hostage_3 in st.removed
    assert st.honor == [14 - 6, 10 + 6, 10]
    reasons = [e.data["reason"] for e in ev if e.kind == "honor_changed"]
    assert reasons == ["hostage_killed", "hostage_lost"]
    assert st.phase == "autumn"


def test_sj44_tie_goes_to_the_defender() -> None:
    st = blank()
    st.units["chikuzen"][0] = 2
    st.units["nagato"][1] = 1
    st.samurai["nagato"][1] = [3]
    st.samurai_deck.remove(3)
    start_summer(st, {"chikuzen": (0, "march")})
    act(st, 0, Resolve("chikuzen"))
    act(st, 0, MarchTo("nagato"))
    act(st, 0, MoveUnits(2))
    # defender locks one die (face 1); 8 rolled: one shimazu, one mori
    st.dice_script = [0, 1, 2, 2, 3, 3, 4, 5]
    ev = act(st, 0, Confirm())
    b = first(ev, "battle_started").data
    assert (b["att_dice"], b["def_dice"]) == (1, 2)
    act(st, 0, Pass())
    ev = act(st, 1, Pass())
    r = first(ev, "battle_resolved").data
    assert (r["att_total"], r["def_total"], r["winner"]) == (3, 3, 1)
    # the attacker loses his 2 units; the defender removes as many (only 1 there)
    assert (r["loser_units_lost"], r["winner_units_lost"]) == (2, 1)
    assert st.units["nagato"][1] == 0 and st.samurai["nagato"][1] == [3]
    assert st.owner["nagato"] == 1
    assert st.honor == [10, 12, 10]  # defender: 1 x 2 units
    act(st, 1, Pass())
    assert st.units["chikuzen"][0] == 0


def test_sj44_at_most_four_locked_dice_per_side() -> None:
    st = blank()
    st.units["chikuzen"][0] = 1
    st.samurai["chikuzen"][0] = [0, 1, 2, 3, 4]
    st.units["nagato"][1] = 1
    st.samurai_deck = [c for c in st.samurai_deck if c > 4]
    start_summer(st, {"chikuzen": (0, "march")})
    act(st, 0, Resolve("chikuzen"))
    act(st, 0, MarchTo("nagato"))
    act(st, 0, MoveUnits(1))
    for c in range(5):
        act(st, 0, TakeSamurai(c))
    st.dice_script = [5] * 5
    ev = act(st, 0, Confirm())
    b = first(ev, "battle_started").data
    assert b["locked_att"] == 4 and len(b["rolled"]) == 5


def test_sj44_battle_events_visible_to_all() -> None:
    _st, ev = _battle_position()
    for e in ev:
        if e.kind in ("battle_started", "crossing_rolled", "pieces_moved"):
            assert e.visible_to is None


def test_sj43_units_arriving_before_their_provinces_march_move_again() -> None:
    st = blank()
    st.units["chikuzen"][0] = 2
    st.units["higo"][0] = 1
    start_summer(st, {"chikuzen": (0, "march"), "higo": (0, "march")})
    act(st, 0, Resolve("chikuzen"))
    act(st, 0, MarchTo("higo"))
    act(st, 0, MoveUnits(2))
    act(st, 0, Confirm())
    act(st, 0, Resolve("higo"))
    act(st, 0, MarchTo("satsuma"))
    assert GAME.legal_actions(st, 0)[-1] == MoveUnits(3)  # all three move on
    act(st, 0, MoveUnits(3))
    act(st, 0, Confirm())
    assert st.units["satsuma"][0] == 3


def test_sj43_empty_march_and_neutral_provinces() -> None:
    st = blank()
    st.units["higo"][0] = 1
    start_summer(st, {"higo": (0, "march")})
    act(st, 0, Resolve("higo"))
    assert all(not isinstance(a, MarchTo) or a.area not in ("kii", "owari")
               for a in GAME.legal_actions(st, 0))
    ev = act(st, 0, Confirm())  # marching nobody is allowed
    assert "march_empty" in kinds(ev) and st.units["higo"][0] == 1


def test_sj4_sj44_honor_never_below_zero_and_hostages_only_from_hand() -> None:
    st = blank(honor=3)
    st.units["chikuzen"][0] = 1
    st.units["nagato"][1] = 3
    in_hand = dip_id("shimazu", "member", 3)  # value 4
    shown = dip_id("shimazu", "member", 0)
    st.dip[0].remove(in_hand)
    st.dip[0].remove(shown)
    st.dip[1].append(in_hand)
    st.display[2].append(shown)
    start_summer(st, {"chikuzen": (0, "march")})
    act(st, 0, Resolve("chikuzen"))
    act(st, 0, MarchTo("nagato"))
    act(st, 0, MoveUnits(1))
    st.dice_script = [5] * 9
    act(st, 0, Confirm())
    act(st, 0, Pass())
    act(st, 1, Pass())
    legal = GAME.legal_actions(st, 1)
    assert legal == [Pass(), KillHostage(in_hand)]
    act(st, 1, KillHostage(in_hand))
    assert st.honor[0] == 0  # 3 - 8, floored (SJ-4)
    assert st.honor[1] == 3 + 1 + 8


def test_sj_a4_fleet_moves_only_if_it_fits_the_other_sea() -> None:
    st = blank()
    st.units["north"][0] = 4
    st.units["south"][0] = 3
    start_summer(st, {})
    act(st, 0, Activate(0, "north"))
    modes = GAME.legal_actions(st, 0)
    assert FleetMode("move") not in modes and FleetMode("raid") not in modes
    ev = act(st, 0, FleetMode("stay"))
    assert first(ev, "fleet_mode").data == {"seat": 0, "sea": "north", "mode": "stay"}
    # the south fleet existed at the start of summer too; it does not fit either
    assert GAME.legal_actions(st, 0) == [Activate(0, "south")]
    act(st, 0, Activate(0, "south"))
    assert FleetMode("move") not in GAME.legal_actions(st, 0)
    act(st, 0, FleetMode("stay"))
    st = blank()
    st.units["north"][0] = 3
    st.units["south"][0] = 3
    start_summer(st, {})
    act(st, 0, Activate(0, "north"))
    act(st, 0, FleetMode("move"))  # 3 + 3 fit
    assert st.units["north"][0] == 0 and st.units["south"][0] == 6


def test_sj43_a_raid_lands_only_the_raiding_fleet_not_the_fleet_in_the_other_sea() -> None:
    # Shimazu has 2 units in the north sea and 3 in the south sea. The north
    # fleet raids: it sails south and lands at once. Only its own 2 units may
    # land and roll crossing dice; the south fleet stays at sea.
    st = blank()
    st.units["north"][0] = 2
    st.units["south"][0] = 3
    start_summer(st, {})
    act(st, 0, Activate(0, "north"))
    act(st, 0, FleetMode("raid"))
    assert st.units["south"][0] == 5
    act(st, 0, MarchTo("aki"))
    assert GAME.legal_actions(st, 0) == [MoveUnits(1), MoveUnits(2)]
    act(st, 0, MoveUnits(2))
    assert not any(isinstance(a, MarchTo) for a in GAME.legal_actions(st, 0))
    st.dice_script = [3, 0]  # one die for each of the two raiders
    ev = act(st, 0, Confirm())
    assert first(ev, "crossing_rolled").data["dice"] == [3, 0]
    assert st.units["aki"][0] == 1 and st.units["south"][0] == 3
    # the south fleet is still its own: activated now, it lands all 3 of its units
    act(st, 0, Activate(0, "south"))
    act(st, 0, FleetMode("land"))
    act(st, 0, MarchTo("iyo"))
    assert GAME.legal_actions(st, 0)[-1] == MoveUnits(3)


def test_sj43_a_fleet_that_sailed_in_does_not_move_again_with_the_fleet_there() -> None:
    st = blank()
    st.units["north"][0] = 2
    st.samurai["north"][0] = [4]
    st.units["south"][0] = 1
    st.samurai_deck.remove(4)
    start_summer(st, {})
    act(st, 0, Activate(0, "north"))
    act(st, 0, FleetMode("move"))
    assert st.units["south"][0] == 3 and st.samurai["south"][0] == [4]
    act(st, 0, Activate(0, "south"))
    ev = act(st, 0, FleetMode("move"))
    moved = [e.data for e in ev if e.kind == "pieces_moved"]
    assert [(m["from"], m["to"], m["units"], m["samurai"]) for m in moved] == [
        ("south", "north", 1, [])]
    assert st.units["south"][0] == 2 and st.samurai["south"][0] == [4]
    assert st.units["north"][0] == 1 and st.phase == "autumn"
