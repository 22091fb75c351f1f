"""Senji AI with the samurai powers (SJ-60): the rollout policy and the
heuristic agent play their own samurai's power, the estimates reckon with
the others', and the search decides the powers' decision points legally."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from senji_desktop.ai.agents import make_agent
from senji_desktop.engine.rng import Rng
from senji_desktop.games.senji import heuristics as h
from senji_desktop.games.senji.model import (
    CHIYO,
    HONDA,
    HOSOKAWA,
    II,
    KATAKURA,
    KATO,
    KONISHI,
    KURODA,
    PLAIN,
    SANADA,
    SUN,
    YAGYU,
    ChooseSeat,
    Combine,
    Confirm,
    GiveHanafuda,
    LookHand,
    LookOrder,
    MarchTo,
    MoveUnits,
    Pass,
    Reroll,
    Resolve,
    Retreat,
    TakeHanafuda,
    Wildcard,
)
from senji_desktop.games.senji.rules import GAME

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "games" / "senji"))
from senji_helpers import act, blank, dip_id, start_autumn, start_summer


def _battle(def_sams: list[int], script: list[int], att_units: int = 3) -> object:
    st = blank(powers=True)
    st.units["chikuzen"][0] = att_units
    st.units["nagato"][1] = 2
    st.samurai["nagato"][1] = list(def_sams)
    st.samurai_deck = [c for c in st.samurai_deck if c not in def_sams]
    start_summer(st, {"chikuzen": (0, "march")})
    act(st, 0, Resolve("chikuzen"))
    act(st, 0, MarchTo("nagato"))
    act(st, 0, MoveUnits(att_units))
    st.dice_script = list(script)
    act(st, 0, Confirm())
    return st


def test_sj62_kato_rerolls_only_when_his_side_is_behind() -> None:
    behind = _battle([KATO], [0, 0, 0, 0, 2, 3, 4, 5])  # attacker 3+4 vs 2+1
    assert h.choose(GAME.view(behind, 1), Rng(1)) == Reroll()  # type: ignore[arg-type]
    ahead = _battle([KATO], [1, 1, 1, 2, 3, 4, 5, 5])  # attacker 3+0 vs 2+4
    assert h.choose(GAME.view(ahead, 1), Rng(1)) == Pass()  # type: ignore[arg-type]


def test_sj60_battle_margin_reckons_with_the_others_powers() -> None:
    st = blank(powers=True)
    st.units["nagato"][1] = 2
    plain = h.battle_margin(st, 0, 4, 1, "nagato")
    assert h.battle_margin(st, 0, 4, 1, "nagato", [HOSOKAWA]) > plain  # a second lock
    assert h.battle_margin(st, 0, 4, 1, "nagato", [HONDA]) == plain + 1
    st.samurai["nagato"][1] = [SANADA]
    assert h.battle_margin(st, 0, 4, 1, "nagato") < plain - 2  # +2 and a locked die
    st.powers = False
    assert h.battle_margin(st, 0, 4, 1, "nagato", [HOSOKAWA]) == h.battle_margin(
        st, 0, 4, 1, "nagato")


def test_sj60_kuroda_retreats_to_the_stronger_neighbour() -> None:
    st = _battle([KURODA], [0, 0, 0, 0, 0, 0, 2, 3], att_units=4)
    st.units["izumo"][1] = 3  # type: ignore[attr-defined]
    act(st, 0, Pass())  # type: ignore[arg-type]
    act(st, 1, Pass())  # type: ignore[arg-type]
    assert GAME.legal_actions(st, 1) == [Retreat("aki"), Retreat("izumo")]  # type: ignore[arg-type]
    assert h.choose(GAME.view(st, 1), Rng(2)) == Retreat("izumo")  # type: ignore[arg-type]


def _hand(st: object, seat: int, kinds: list[int]) -> None:
    """Give `seat` exactly the hanafuda `kinds`, through the deck (every card
    stays accounted for, so views can be determinized)."""
    deck = st.hana_deck  # type: ignore[attr-defined]
    deck.extend(st.hana[seat])  # type: ignore[attr-defined]
    for k in kinds:
        deck.remove(k)
    st.hana[seat] = list(kinds)  # type: ignore[attr-defined]


def _autumn(st: object) -> None:
    start_autumn(st)  # type: ignore[arg-type]
    act(st, 0, ChooseSeat(0))  # type: ignore[arg-type]


def test_sj60_chiyo_takes_from_the_fullest_hand_and_gives_the_cheapest_back() -> None:
    st = blank(powers=True)
    st.samurai["higo"][0] = [CHIYO]
    st.samurai_deck.remove(CHIYO)
    for seat, kinds in enumerate([[SUN, PLAIN], [SUN], [PLAIN, PLAIN, PLAIN]]):
        _hand(st, seat, kinds)
    _autumn(st)
    assert h.choose(GAME.view(st, 0), Rng(3)) == TakeHanafuda(2)
    act(st, 0, TakeHanafuda(2))
    assert h.choose(GAME.view(st, 0), Rng(3)) == GiveHanafuda(PLAIN)


def test_sj60_ii_wildcard_buys_the_better_combination_and_saves_a_sun() -> None:
    st = blank(powers=True)
    st.samurai["higo"][0] = [II]
    st.samurai_deck.remove(II)
    _hand(st, 0, [SUN, SUN, PLAIN])
    _autumn(st)
    # with the plain card as a third sun, "3 suns" (7 honor) is in reach
    assert h.choose(GAME.view(st, 0), Rng(4)) == Combine("suns3")
    act(st, 0, Combine("suns3"))
    assert h.choose(GAME.view(st, 0), Rng(4)) == Wildcard(PLAIN, SUN)
    st = blank(powers=True)
    st.samurai["higo"][0] = [II]
    st.samurai_deck.remove(II)
    _hand(st, 0, [SUN, SUN, PLAIN])
    _autumn(st)
    act(st, 0, Combine("suns2"))  # possible without Ii too: he still saves a sun
    assert h.choose(GAME.view(st, 0), Rng(4)) == Wildcard(PLAIN, SUN)


def test_sj60_konishi_and_katakura_look() -> None:
    from senji_desktop.games.senji import spring, winter

    st = blank(powers=True)
    st.samurai["higo"][0] = [KONISHI]
    st.samurai["aki"][1] = [KATAKURA]
    st.samurai_deck = [c for c in st.samurai_deck if c not in (KONISHI, KATAKURA)]
    st.removed += st.dip[2][3:]  # out of the game: chosokabe holds 3 cards
    st.dip[2] = st.dip[2][:3]
    winter.start_winter(st, [])
    look = h.choose(GAME.view(st, 0), Rng(5))
    assert look == LookHand(1)  # 12 cards against 3
    st.units["chikuzen"][0] = 4
    spring.start_spring(st, [])
    while "look" not in st.task:
        seat = GAME.to_act(st)[0]
        act(st, seat, GAME.legal_actions(st, seat)[0])
    # chikuzen borders mori's nagato and holds shimazu's army
    assert h.choose(GAME.view(st, 1), Rng(6)) == LookOrder("chikuzen")


def test_sj60_strength_counts_powers_and_yagyu_deters() -> None:
    st = blank(powers=True)
    st.samurai["higo"][0] = [HONDA]
    st.samurai["aki"][1] = [KATO]
    st.samurai_deck = [c for c in st.samurai_deck if c not in (HONDA, KATO)]
    assert h.strength(st, 0) - h.strength(st, 1) == pytest.approx(
        h.POWER_VALUE[HONDA] - h.POWER_VALUE[KATO])
    hostage = dip_id("shimazu", "member", 1)
    st.dip[0].remove(hostage)
    st.dip[1].append(hostage)
    plain = h._deterrent(st, 0, 1)
    st.samurai["izumo"][1] = [YAGYU]
    st.samurai_deck.remove(YAGYU)
    assert h._deterrent(st, 0, 1) == 1.5 * plain


def test_sj60_search_agents_decide_power_decisions_legally() -> None:
    st = _battle([KATO], [0, 0, 0, 0, 2, 3, 4, 5])
    view = GAME.view(st, 1)  # type: ignore[arg-type]
    for name in ("easy", "normal"):
        agent = make_agent("senji", name, seed=3, iterations=30)
        assert agent.decide(view) in view.legal
