"""Setup, Emperor, winter, spring, autumn and the end (SJ-20 … SJ-46, SJ-50)."""

from __future__ import annotations

import pytest
from senji_helpers import act, blank, dip_id, first, kinds, start_autumn, start_summer

from senji_desktop.engine.errors import InvalidOptionsError
from senji_desktop.games.senji import winter
from senji_desktop.games.senji.model import (
    UNKNOWN,
    Activate,
    Answer,
    Ask,
    AskMinimum,
    Bid,
    ChooseSeat,
    Combine,
    Confirm,
    Display,
    Fulfil,
    Give,
    HireSamurai,
    HireUnits,
    KeepMember,
    KeepSamurai,
    Offer,
    Order,
    Pass,
    Place,
    Propose,
    ReturnMember,
    SenjiOptions,
    Show,
    TakeBack,
    TakeShown,
    Trade,
    Withdraw,
)
from senji_desktop.games.senji.rules import GAME, end_of_year

# ---- setup (SJ-20) and the Emperor (SJ-40) -----------------------------------


def test_sj20_deal() -> None:
    st = GAME.new_game(SenjiOptions(num_seats=4), 3)
    assert len(set(st.families)) == 4 and len(st.neutral) == 2
    for s in range(4):
        fam = st.families[s]
        assert sorted(st.dip[s]) == [dip_id(fam, "member", 0) + k for k in range(12)]
        assert len(st.hana[s]) == 4 and len(st.draws[s]) == 3
    assert len(st.neutral_deck) == 24
    assert set(GAME.to_act(st)) == {0, 1, 2, 3}  # everyone keeps a samurai at once
    neutral_home = next(p for p, o in st.owner.items() if o is None)
    assert neutral_home


def test_sj20_options_rejected() -> None:
    with pytest.raises(InvalidOptionsError):
        GAME.new_game(SenjiOptions(num_seats=3, families=("oda", "mori")), 1)


def test_sj20_sj40_draft_honor_host_and_placement() -> None:
    st = GAME.new_game(SenjiOptions(num_seats=3, families=("shimazu", "mori", "chosokabe")), 1)
    st.samurai_deck += [c for d in st.draws for c in d]
    st.draws = [[15, 0, 1], [4, 2, 3], [9, 5, 6]]  # Sakai 7, Honda 6, Nabeshima 6
    for c in (15, 0, 1, 4, 2, 3, 9, 5, 6):
        st.samurai_deck.remove(c)
    ev = act(st, 1, KeepSamurai(4))
    assert first(ev, "samurai_kept").data == {"seat": 1, "card": 4, "name": "Honda", "honor": 6}
    act(st, 2, KeepSamurai(9))
    ev = act(st, 0, KeepSamurai(15))
    assert st.honor == [7, 6, 6] and st.host == 0
    assert first(ev, "emperor_hosted").data["seat"] == 0
    # the host picks who places next
    assert GAME.legal_actions(st, 0) == [ChooseSeat(0), ChooseSeat(1), ChooseSeat(2)]
    act(st, 0, ChooseSeat(2))
    assert GAME.legal_actions(st, 2) == [Place("iyo"), Place("tosa"), Place("sanuki")]
    ev = act(st, 2, Place("tosa"))
    assert first(ev, "placed").data == {"seat": 2, "area": "tosa", "piece": "samurai",
                                        "card": 9}
    for p in ("tosa", "iyo", "iyo"):
        act(st, 2, Place(p))
    assert st.units["iyo"][2] == 2 and st.units["tosa"][2] == 1
    act(st, 0, ChooseSeat(0))
    for _ in range(4):
        act(st, 0, Place("higo"))
    for _ in range(4):  # the last seat places without being chosen
        act(st, 1, Place("aki"))
    assert st.phase == "winter" and GAME.to_act(st) == (0,)


def test_sj40_year_one_tie_is_rolled_off_with_own_mons() -> None:
    st = GAME.new_game(SenjiOptions(num_seats=3, families=("shimazu", "mori", "chosokabe")), 1)
    st.samurai_deck += [c for d in st.draws for c in d]
    st.draws = [[0, 5, 10], [2, 14, 6], [8, 12, 7]]  # Hosokawa, Sanada, Ii: 3 each
    for c in (0, 5, 10, 2, 14, 6, 8, 12, 7):
        st.samurai_deck.remove(c)
    act(st, 0, KeepSamurai(0))
    act(st, 1, KeepSamurai(2))
    # first roll: shimazu 2, mori 2, chosokabe 1 -> seats 0 and 1 roll again;
    # second roll: shimazu 1, mori 3 -> mori hosts
    st.dice_script = [0, 0, 1, 1, 2, 3, 4, 5, 5, 0, 1, 1, 1, 2, 3, 4, 5, 5]
    ev = act(st, 2, KeepSamurai(8))
    rolls = [e.data for e in ev if e.kind == "emperor_rolloff"]
    assert [r["counts"] for r in rolls] == [[2, 2, 1], [1, 3]]
    assert st.host == 1


def test_sj40_later_tie_is_the_previous_hosts_choice() -> None:
    st = blank()
    st.year = 3
    st.host = 2
    st.honor = [20, 5, 20]
    end_of_year(st, [])
    assert st.phase == "emperor" and GAME.to_act(st) == (2,)
    assert GAME.legal_actions(st, 2) == [ChooseSeat(0), ChooseSeat(2)]
    act(st, 2, ChooseSeat(0))
    assert st.host == 0 and st.phase == "winter" and st.year == 4


# ---- winter (SJ-41) and the hostage limit (SJ-30) ----------------------------


def _winter(st: object) -> None:
    winter.start_winter(st, [])  # type: ignore[arg-type]


def test_sj41_proposal_step_by_step_exchange_hidden_from_others() -> None:
    st = blank()
    _winter(st)
    give = dip_id("shimazu", "trade", 0)
    act(st, 0, Propose(1))
    act(st, 0, Give(give))
    act(st, 0, Ask("mori", "member"))
    assert GAME.legal_actions(st, 0) == [AskMinimum(0), AskMinimum(2), AskMinimum(3),
                                         AskMinimum(4)]
    act(st, 0, AskMinimum(3))
    ev = act(st, 0, Confirm())
    made = first(ev, "proposal_made")
    assert made.for_seat(2).data == {"from": 0, "to": 1, "give_count": 1, "ask_count": 1}
    assert made.for_seat(1).data["asks"] == [["mori", "member", 3]]
    assert GAME.to_act(st) == (1,)
    # the other seat's view does not show the proposal's cards
    sub = GAME.view(st, 2).state.task["sub"]
    assert sub["give"] == [UNKNOWN] and sub["asks"] == [["?", "?", 0]]
    assert GAME.view(st, 1).state.task["sub"]["give"] == [give]
    act(st, 1, Answer(True))
    # only mori members of value 3 or more fit
    assert GAME.legal_actions(st, 1) == [Fulfil(dip_id("mori", "member", 2)),
                                         Fulfil(dip_id("mori", "member", 3))]
    ev = act(st, 1, Fulfil(dip_id("mori", "member", 3)))
    ex = first(ev, "cards_exchanged")
    assert ex.for_seat(2).data == {"from": 0, "to": 1, "given": 1, "received": 1}
    assert ex.for_seat(0).data["received_cards"] == [dip_id("mori", "member", 3)]
    assert give in st.dip[1] and dip_id("mori", "member", 3) in st.dip[0]
    assert GAME.to_act(st) == (1,)  # next in turn order


def test_sj30_sja1_a_proposal_asks_a_family_member_of_a_family_only_once() -> None:
    st = blank()
    _winter(st)
    act(st, 0, Propose(1))
    act(st, 0, Ask("mori", "member"))
    act(st, 0, AskMinimum(0))
    legal = GAME.legal_actions(st, 0)
    assert Ask("mori", "member") not in legal
    assert Ask("mori", "support") in legal and Ask("oda", "member") in legal


def test_sj41_recipient_without_fitting_cards_can_only_decline() -> None:
    st = blank()
    _winter(st)
    act(st, 0, Propose(2))
    act(st, 0, Ask("takeda", "support"))
    act(st, 0, AskMinimum(0))
    act(st, 0, Confirm())
    assert GAME.legal_actions(st, 2) == [Answer(False)]
    ev = act(st, 2, Answer(False))
    assert "proposal_declined" in kinds(ev)


def test_sj41_winter_ends_when_all_pass_or_after_three_rounds() -> None:
    st = blank()
    _winter(st)
    for s in (0, 1, 2):
        act(st, s, Pass())
    assert st.phase == "spring"
    st = blank()
    _winter(st)
    for _ in range(3):
        for s in (0, 1, 2):
            act(st, s, Propose((s + 1) % 3))
            act(st, s, Give(st.dip[s][0]))
            act(st, s, Confirm())
            act(st, (s + 1) % 3, Answer(False))
    assert st.phase == "spring"


def test_sj_a1_withdraw_counts_as_pass() -> None:
    st = blank()
    _winter(st)
    act(st, 0, Propose(1))
    act(st, 0, Withdraw())
    act(st, 1, Pass())
    act(st, 2, Pass())
    assert st.phase == "spring"


def _auction_state() -> object:
    st = blank()
    card = dip_id("oda", "member", 1)  # value 2
    st.neutral_deck.remove(card)
    st.neutral_deck.append(card)  # revealed first
    return st


def test_sj41_auction_unique_highest_bid_wins() -> None:
    st = _auction_state()
    _winter(st)
    offered = [o.card for o in st.offers]
    assert offered[0] == dip_id("oda", "member", 1) and len(offered) == 2
    b0 = dip_id("shimazu", "trade", 3)  # 4
    b1 = dip_id("mori", "support", 1)  # 2
    act(st, 0, Bid(0))
    act(st, 0, Give(b0))
    ev = act(st, 0, Confirm())
    placed = first(ev, "bid_placed")
    assert placed.for_seat(1).data == {"seat": 0, "offer": 0, "offered": st.offers[0].card,
                                       "count": 1, "total_count": 1}
    assert GAME.view(st, 1).state.offers[0].bids[0] == [UNKNOWN]
    act(st, 1, Bid(0))
    act(st, 1, Give(b1))
    act(st, 1, Confirm())
    act(st, 2, Pass())
    assert Bid(0) not in GAME.legal_actions(st, 0)  # once per offer per winter
    act(st, 0, Pass())
    ev = act(st, 1, Pass())  # three passes in a row end winter
    won = first(ev, "auction_won").data
    assert won["seat"] == 0 and won["card"] == offered[0]
    assert offered[0] in st.dip[0] and b1 in st.dip[1]  # losing bid back
    assert b0 in st.neutral_deck  # winning bid shuffled into the neutral deck
    unsold = first(ev, "auction_unsold").data
    assert st.neutral_deck[0] == unsold["card"]  # bottom of the deck
    assert st.offers == []


def test_sj41_auction_tie_stays_and_bids_can_grow() -> None:
    st = _auction_state()
    _winter(st)
    act(st, 0, Bid(0))
    act(st, 0, Give(dip_id("shimazu", "trade", 0)))  # 2
    act(st, 0, Confirm())
    act(st, 1, Bid(0))
    act(st, 1, Give(dip_id("mori", "trade", 0)))  # 2
    act(st, 1, Confirm())
    for s in (2, 0, 1):
        ev = act(st, s, Pass())
    # the tied card stays with its bids; the unbid one went to the bottom of the deck
    assert len(st.offers) == 1 and st.offers[0].bids[0] == [dip_id("shimazu", "trade", 0)]
    assert "auction_tied" in kinds(ev)
    assert st.phase == "spring"
    st.task = {}
    _winter(st)
    assert len(st.offers) == 2  # a new card joins the tied one
    act(st, 0, Bid(0))
    act(st, 0, Give(dip_id("shimazu", "member", 0)))
    act(st, 0, Confirm())
    assert len(st.offers[0].bids[0]) == 2


def test_sj30_second_hostage_of_a_family_choose_which_to_keep() -> None:
    st = blank()
    st.display[0].append(dip_id("mori", "member", 0))
    st.dip[1].remove(dip_id("mori", "member", 0))
    st.honor[0] = 11
    _winter(st)
    act(st, 0, Pass())
    act(st, 1, Propose(0))
    act(st, 1, Give(dip_id("mori", "member", 3)))
    act(st, 1, Confirm())
    act(st, 0, Answer(True))
    assert GAME.to_act(st) == (0,)
    assert GAME.legal_actions(st, 0) == [KeepMember(dip_id("mori", "member", 0)),
                                         KeepMember(dip_id("mori", "member", 3))]
    ev = act(st, 0, KeepMember(dip_id("mori", "member", 3)))
    # the displayed card returns to mori and takes its honor with it
    assert dip_id("mori", "member", 0) in st.dip[1] and st.display[0] == []
    assert st.honor[0] == 10
    assert first(ev, "card_returned").for_seat(2).data.get("card") is None


# ---- spring (SJ-42) -----------------------------------------------------------


def test_sj42_orders_are_simultaneous_and_secret() -> None:
    st = blank()
    _winter(st)
    for s in (0, 1, 2):
        act(st, s, Pass())
    assert GAME.to_act(st) == (0, 1, 2)
    assert GAME.legal_actions(st, 1) == [Order("nagato", o) for o in
                                         ("produce", "recruit", "march")]
    ev = act(st, 1, Order("nagato", "recruit"))
    assert first(ev, "order_placed").for_seat(0).data == {"seat": 1, "province": "nagato"}
    assert GAME.view(st, 0).state.orders["nagato"] == [1, "?"]
    assert GAME.view(st, 1).state.orders["nagato"] == [1, "recruit"]
    for s in (0, 1, 2):
        for p in st.provinces_of(s):
            if p not in st.orders:
                act(st, s, Order(p, "produce"))
    assert st.phase == "summer"


# ---- autumn (SJ-45, SJ-50) ----------------------------------------------------


def test_sj45_host_orders_the_autumn() -> None:
    st = blank()
    start_autumn(st)
    assert GAME.legal_actions(st, 0) == [ChooseSeat(0), ChooseSeat(1), ChooseSeat(2)]
    act(st, 0, ChooseSeat(2))
    act(st, 2, Pass())
    act(st, 0, ChooseSeat(1))
    act(st, 1, Pass())
    ev = act(st, 0, Pass())  # the last seat needs no choosing
    assert "year_ended" in kinds(ev) and st.year == 2


def test_sj45_trade_owner_chooses_what_to_show() -> None:
    st = blank()
    card = dip_id("mori", "trade", 0)  # value 2
    st.dip[1].remove(card)
    st.dip[0].append(card)
    st.hana[1] = [0, 1, 3, 3]
    start_autumn(st)
    act(st, 0, ChooseSeat(0))
    act(st, 0, Trade(card))
    assert GAME.to_act(st) == (1,)
    assert GAME.legal_actions(st, 1) == [Show(0), Show(1), Show(3)]
    act(st, 1, Show(3))
    assert GAME.legal_actions(st, 1) == [Show(0), Show(1), Show(3)]
    ev = act(st, 1, Show(3))
    shown = first(ev, "hanafuda_shown")
    assert shown.for_seat(2).data == {"seat": 0, "by": 1, "count": 2}
    assert shown.for_seat(0).data["cards"] == [3, 3]
    assert GAME.legal_actions(st, 0) == [TakeShown(3)]
    act(st, 0, TakeShown(3))
    assert sorted(st.hana[1]) == [0, 1, 3] and card in st.dip[1]


def test_sj45_trade_with_a_neutral_family_draws_from_the_deck() -> None:
    st = blank()
    card = dip_id("oda", "trade", 3)  # value 4
    st.neutral_deck.remove(card)
    st.dip[0].append(card)
    st.hana_deck[-4:] = [0, 1, 2, 3]
    start_autumn(st)
    act(st, 0, ChooseSeat(0))
    act(st, 0, Trade(card))
    assert GAME.legal_actions(st, 0) == [TakeShown(k) for k in range(4)]
    act(st, 0, TakeShown(0))
    assert st.hana[0].count(0) >= 1 and sorted(st.hana_discard) == [1, 2, 3]
    assert card in st.neutral_deck


def test_sj45_own_trade_card_cannot_be_used() -> None:
    st = blank()
    start_autumn(st)
    act(st, 0, ChooseSeat(0))
    assert not any(isinstance(a, Trade) for a in GAME.legal_actions(st, 0))


def test_sj45_diplomacy_return_one_per_family() -> None:
    st = blank()
    a, b = dip_id("mori", "member", 0), dip_id("chosokabe", "member", 2)
    st.dip[1].remove(a)
    st.dip[2].remove(b)
    st.dip[0] += [a, b]
    start_autumn(st)
    act(st, 0, ChooseSeat(0))
    ev = act(st, 0, ReturnMember(a))
    assert st.honor == [11, 9, 10] and a in st.dip[1]
    assert [e.data["reason"] for e in ev if e.kind == "honor_changed"] == [
        "diplomacy_return", "family_member_returned"]
    act(st, 0, ReturnMember(b))
    assert st.honor == [12, 9, 9]


def test_sj45_display_and_take_back_once_per_autumn() -> None:
    st = blank()
    a = dip_id("mori", "member", 3)  # value 4
    st.dip[1].remove(a)
    st.dip[0].append(a)
    start_autumn(st)
    act(st, 0, ChooseSeat(0))
    act(st, 0, Display(a))
    assert st.honor[0] == 14 and st.display[0] == [a]
    assert TakeBack(a) not in GAME.legal_actions(st, 0)  # moved once this autumn
    st.task["moved"] = []
    st.honor[0] = 3
    assert TakeBack(a) not in GAME.legal_actions(st, 0)  # honor below its value
    st.honor[0] = 4
    act(st, 0, TakeBack(a))
    assert st.honor[0] == 0 and a in st.dip[0]


def test_sj50_combinations_honor_and_samurai() -> None:
    st = blank()
    st.hana[0] = [0, 0, 0, 0, 1, 2, 3] + [2] * 4
    start_autumn(st)
    act(st, 0, ChooseSeat(0))
    names = {a.name for a in GAME.legal_actions(st, 0) if isinstance(a, Combine)}
    assert names == {"suns2", "suns3", "suns4", "mixed4", "ribbons3", "ribbons5"}
    act(st, 0, Combine("suns4"))
    assert st.honor[0] == 22 and st.hana_discard.count(0) == 4
    act(st, 0, Combine("ribbons5"))
    assert GAME.to_act(st) == (0,) and len(st.draws[0]) == 3
    keep = st.draws[0][1]
    act(st, 0, KeepSamurai(keep))
    assert GAME.legal_actions(st, 0) == [Place("satsuma"), Place("higo"), Place("chikuzen")]
    ev = act(st, 0, Place("higo"))
    assert first(ev, "samurai_placed").data == {"seat": 0, "card": keep, "area": "higo"}
    assert len(st.samurai_deck) == 18 - 1


def test_sj45_mercenaries_only_without_a_province() -> None:
    st = blank()
    start_autumn(st)
    act(st, 0, ChooseSeat(1))
    assert not any(isinstance(a, HireUnits) for a in GAME.legal_actions(st, 1))
    for p in st.provinces_of(1):
        st.owner[p] = 0
    st.units["south"][1] = 3
    legal = GAME.legal_actions(st, 1)
    assert HireUnits("north") in legal and HireUnits("south") in legal
    act(st, 1, HireUnits("south"))
    assert st.units["south"][1] == 6 and st.honor[1] == 7
    act(st, 1, HireSamurai())
    assert st.honor[1] == 1
    act(st, 1, KeepSamurai(st.draws[1][0]))
    assert GAME.legal_actions(st, 1) == [Place("north"), Place("south")]


# ---- the end (SJ-46) ------------------------------------------------------------


def test_sj46_sixty_honor_unique_leader_wins() -> None:
    st = blank()
    st.honor = [61, 59, 60]
    end_of_year(st, [])
    assert GAME.is_over(st)
    out = GAME.outcome(st)
    assert out.winners == (0,) and out.ranking == ((0,), (2,), (1,))
    assert out.rewards == (1.0, 0.0, 0.0)


def test_sj46_tie_plays_another_year_and_valve_shares() -> None:
    st = blank()
    st.honor = [61, 61, 10]
    end_of_year(st, [])
    assert not GAME.is_over(st) and st.year == 2
    st = blank()
    st.year = 25
    st.honor = [30, 30, 10]
    ev: list = []
    end_of_year(st, ev)
    assert GAME.is_over(st) and GAME.outcome(st).winners == (0, 1)
    assert GAME.outcome(st).rewards == (0.5, 0.5, 0.0)
    assert first(ev, "game_over").data["valve"] is True
    with pytest.raises(ValueError):
        GAME.outcome(blank())


def test_offer_dataclass_clones_deeply() -> None:
    o = Offer(3, [[1], []], [True, False])
    c = o.clone()
    c.bids[0].append(2)
    assert o.bids[0] == [1]


def test_sj41_hourglass_ends_winter_through_a_recorded_action() -> None:
    from senji_desktop.games.senji.model import EndWinter

    st = GAME.new_game(SenjiOptions(num_seats=3, hourglass=True,
                                    families=("shimazu", "mori", "chosokabe")), 4)
    st.draws = [[], [], []]
    st.host = 0
    st.task = {}
    _winter(st)
    assert EndWinter() in GAME.legal_actions(st, 0)
    ev = act(st, 0, EndWinter())
    assert "hourglass_ran_out" in kinds(ev) and st.phase == "spring"
    plain = blank()
    _winter(plain)
    assert EndWinter() not in GAME.legal_actions(plain, 0)


def test_sj41_revealed_card_of_a_playing_family_returns_to_it() -> None:
    st = blank()
    mine = dip_id("mori", "trade", 1)
    st.dip[1].remove(mine)
    st.neutral_deck.append(mine)  # a former winning bid card, revealed first
    ev: list = []
    winter.start_winter(st, ev)
    assert mine in st.dip[1] and len(st.offers) == 2
    assert first(ev, "card_returned").data["reason"] == "revealed"


def test_sj41_six_players_have_no_auction() -> None:
    st = blank(("shimazu", "mori", "chosokabe", "ashikaga", "oda", "takeda"))
    _winter(st)
    assert st.offers == [] and not any(isinstance(a, Bid) for a in GAME.legal_actions(st, 0))


def test_sj45_samurai_running_out() -> None:
    st = blank()
    st.samurai_deck = [3]
    st.samurai_discard = [7]
    st.hana[0] = [2] * 5
    start_autumn(st)
    act(st, 0, ChooseSeat(0))
    act(st, 0, Combine("ribbons5"))
    assert sorted(st.draws[0]) == [3, 7]  # discards shuffled in, fewer than 3 drawn
    act(st, 0, KeepSamurai(7))
    assert st.samurai_deck == [3]
    st.samurai_deck = []
    st.hana[0] = [2] * 5
    act(st, 0, Place("higo"))
    ev = act(st, 0, Combine("ribbons5"))
    assert "no_samurai_left" in kinds(ev) and GAME.to_act(st) == (0,)
    assert Pass() in GAME.legal_actions(st, 0)


def test_sj1_sj3_die_faces_follow_the_family_order() -> None:
    from senji_desktop.games.senji.map import FAMILIES

    assert FAMILIES == ("shimazu", "mori", "chosokabe", "ashikaga", "oda", "takeda")
    st = blank(("takeda", "oda", "mori"))
    assert [st.family_index(s) for s in range(3)] == [5, 4, 1]


def test_sj30_own_family_cards_are_never_used_for_oneself() -> None:
    st = blank()
    start_autumn(st)
    act(st, 0, ChooseSeat(0))
    legal = GAME.legal_actions(st, 0)
    assert not any(isinstance(a, Display | ReturnMember | Trade) for a in legal)


def test_sj45_trade_owner_with_few_cards_shows_them_all() -> None:
    st = blank()
    card = dip_id("chosokabe", "trade", 3)  # value 4
    st.dip[2].remove(card)
    st.dip[1].append(card)
    st.hana[2] = [1, 2]
    start_autumn(st)
    act(st, 0, ChooseSeat(1))
    ev = act(st, 1, Trade(card))
    assert first(ev, "hanafuda_shown").for_seat(1).data["cards"] == [1, 2]
    assert GAME.to_act(st) == (1,)
    assert GAME.legal_actions(st, 1) == [TakeShown(1), TakeShown(2)]


@pytest.mark.parametrize(("name", "hand", "honor"), [
    ("suns2", [0, 0], 4), ("suns3", [0] * 3, 7), ("suns4", [0] * 4, 12),
    ("animals3", [1] * 3, 3), ("animals5", [1] * 5, 7), ("ribbons3", [2] * 3, 3),
    ("plain6", [3] * 6, 2), ("plain10", [3] * 10, 5), ("mixed4", [0, 1, 2, 3], 4),
])
def test_sj50_honor_combinations(name: str, hand: list[int], honor: int) -> None:
    st = blank(honor=0)
    st.hana_deck += st.hana[0]
    st.hana[0] = []
    for k in hand:
        st.hana_deck.remove(k)
    st.hana[0] = hand[:]
    start_autumn(st)
    act(st, 0, ChooseSeat(0))
    ev = act(st, 0, Combine(name))
    assert st.honor[0] == honor and st.hana[0] == []
    assert first(ev, "honor_changed").data["reason"] == "hanafuda"


def test_sj50_four_animals_four_ribbons_buy_two_samurai_one_after_the_other() -> None:
    st = blank()
    st.hana[0] = [1] * 4 + [2] * 4
    start_autumn(st)
    act(st, 0, ChooseSeat(0))
    act(st, 0, Combine("animals4_ribbons4"))
    first_keep = st.draws[0][0]
    act(st, 0, KeepSamurai(first_keep))
    act(st, 0, Place("satsuma"))
    assert len(st.draws[0]) == 3  # the second draw follows the first placement
    second = st.draws[0][2]
    act(st, 0, KeepSamurai(second))
    act(st, 0, Place("higo"))
    assert st.samurai["satsuma"][0] == [first_keep] and st.samurai["higo"][0] == [second]
    assert GAME.legal_actions(st, 0)[0] == Pass()


def test_sj60_samurai_cards_carry_name_and_honor() -> None:
    from senji_desktop.games.senji.model import SAMURAI

    assert len(SAMURAI) == 18 and len({n for n, _ in SAMURAI}) == 18
    assert dict(SAMURAI)["Sakai"] == 7 and dict(SAMURAI)["Yamamoto"] == 2
    assert sum(h for _, h in SAMURAI) == 75


def test_sj45_mercenary_fleet_can_be_activated_next_summer() -> None:
    st = blank()
    for p in st.provinces_of(1):
        st.owner[p] = 0
    start_autumn(st)
    act(st, 0, ChooseSeat(1))
    act(st, 1, HireUnits("north"))
    st.task = {}
    start_summer(st, {})
    assert GAME.legal_actions(st, 0) == [Activate(1, "north")]
