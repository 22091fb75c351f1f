"""The Senji dice tray (SJ-3, SJ-44): rolls settle on the given faces, locked
dice are set aside first, `finished` comes exactly once, the speed applies."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from senji_desktop.ui.senji.dice import (
    BattleBreakdown,
    BattlePanel,
    DiceTray,
    DiceView,
    SideBreakdown,
)

ROLLED = ["mori", "oda", "ashikaga", "mori", "shimazu", "takeda", "chosokabe"]
LOCKED = ["ashikaga", "mori"]


@pytest.fixture
def dice(qtbot: Any) -> Iterator[DiceView]:
    v = DiceView()
    qtbot.addWidget(v)
    v.resize(420, 360)
    v.show()
    QApplication.processEvents()
    yield v
    v.close()


def count_finished(tray: DiceTray) -> list[int]:
    calls: list[int] = []
    tray.finished.connect(lambda: calls.append(1))
    return calls


def test_sj3_instant_roll_shows_the_faces_at_once_and_finishes_once(dice: DiceView) -> None:
    calls = count_finished(dice.tray)
    dice.set_speed(0)
    dice.roll(ROLLED, locked=LOCKED)
    assert calls == [1]
    assert dice.tray.faces() == LOCKED + ROLLED
    assert dice.tray.locked_faces() == LOCKED
    assert not dice.tray.rolling


def test_sj44_animated_roll_tumbles_then_settles_on_the_given_faces(
    qtbot: Any, dice: DiceView
) -> None:
    calls = count_finished(dice.tray)
    dice.set_speed(0.3)
    with qtbot.waitSignal(dice.finished, timeout=5000):
        dice.roll(ROLLED, locked=LOCKED)
        assert dice.tray.rolling and calls == []
        # Locked dice are set aside before the others roll in: whenever a rolled
        # die is seen inside the tray, every locked die already stands in place
        # (watched as the animation runs, however slowly the machine draws it).
        right = dice.tray.boundingRect().right() - 1
        dice_items = [d for d in dice.tray.childItems() if hasattr(d, "locked")]
        rolled = [d for d in dice_items if d.locked is False]
        locked = [d for d in dice_items if d.locked is True]
        assert rolled and locked and all(d.x() > right for d in rolled)
        early: list[float] = []

        def rolled_in() -> bool:
            inside = any(d.x() <= right for d in rolled)
            if inside and not all(d.opacity() >= 0.999 for d in locked):
                early.append(min(d.opacity() for d in locked))
            return inside

        qtbot.waitUntil(rolled_in)
        assert early == []
    assert calls == [1]
    assert dice.tray.faces() == LOCKED + ROLLED
    qtbot.wait(150)
    assert calls == [1]


def test_a_crossing_roll_cut_short_by_the_next_still_finishes_each_once(
    qtbot: Any, dice: DiceView
) -> None:
    calls = count_finished(dice.tray)
    dice.set_speed(1.0)
    dice.roll(["oda", "mori"])
    dice.roll(["shimazu"])
    assert calls == [1]
    with qtbot.waitSignal(dice.finished, timeout=5000):
        pass
    assert calls == [1, 1]
    assert dice.tray.faces() == ["shimazu"]
    dice.tray.finish_now()
    assert calls == [1, 1]


def test_switching_to_instant_ends_a_running_roll(dice: DiceView) -> None:
    calls = count_finished(dice.tray)
    dice.set_speed(1.0)
    dice.roll(["takeda"] * 3, locked=["oda"])
    dice.set_speed(0)
    assert calls == [1]
    assert dice.tray.faces() == ["oda", "takeda", "takeda", "takeda"]


def test_a_roll_of_more_dice_than_the_tray_holds_is_refused(dice: DiceView) -> None:
    with pytest.raises(ValueError):
        dice.roll(["mori"] * 8, locked=["oda"] * 2)
    with pytest.raises(ValueError):
        dice.roll(["uesugi"])


def test_sj44_battle_panel_totals_and_tie_to_the_defender() -> None:
    panel = BattlePanel()
    tie = BattleBreakdown("Harima", SideBreakdown("mori", 2, 3, "oda", 1),
                          SideBreakdown("ashikaga", 4, 2))
    assert tie.attacker.total == 6 == tie.defender.total and not tie.attacker_wins
    panel.set_breakdown(tie)
    texts = panel.texts()
    assert "Battle for Harima" in texts and "A tie: Ashikaga holds Harima." in texts
    assert "+1 (Oda card)" in texts and "—" in texts
    win = BattleBreakdown("Aki", SideBreakdown("oda", 3, 2), SideBreakdown("mori", 1, 1))
    panel.set_breakdown(win)
    assert "Oda takes Aki." in panel.texts()
    panel.set_breakdown(None)
    assert panel.texts() == ()


def test_battle_panel_follows_the_language(dice: DiceView) -> None:
    from senji_desktop.i18n import LanguageManager

    dice.set_breakdown(BattleBreakdown("Kii", SideBreakdown("oda", 1, 1),
                                       SideBreakdown("ashikaga", 3, 2, "takeda", 2)))
    assert "Ashikaga holds Kii." in dice.panel.texts()
    manager = LanguageManager()
    try:
        manager.set_language("de")
        QApplication.processEvents()
        assert {"Schlacht um Kii", "Ashikaga hält Kii.", "+2 (Takeda-Karte)"} <= set(
            dice.panel.texts())
    finally:
        manager.set_language("en")
        QApplication.processEvents()
    assert "Battle for Kii" in dice.panel.texts()


def test_sj44_breakdown_appears_when_the_dice_have_settled(qtbot: Any, dice: DiceView) -> None:
    battle = BattleBreakdown("Izumo", SideBreakdown("oda", 2, 4), SideBreakdown("mori", 1, 2))
    dice.set_speed(0.2)
    with qtbot.waitSignal(dice.finished, timeout=5000):
        dice.roll(["oda"] * 4 + ["mori"] * 2 + ["takeda"] * 3, breakdown=battle)
        assert dice.panel.texts() == ()
    assert "Oda takes Izumo." in dice.panel.texts()
