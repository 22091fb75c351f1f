"""Summer on the Senji map, played like a player by mouse and by keys only
(SJ-43, SJ-44): a fleet is activated by a click on it, raids by a click on
a coast of the other sea, the count of units comes from the chips there (or
a digit), "Set out" sends it; a hostage is chosen as a card in the battle box."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from senji_desktop.games.senji.model import (
    Activate,
    Confirm,
    FleetMode,
    KillHostage,
    MarchTo,
    MoveUnits,
    Pass,
    Resolve,
    SenjiState,
)
from senji_desktop.games.senji.rules import GAME
from senji_desktop.ui.senji.table import SenjiTable

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "games" / "senji"))
from senji_helpers import act as play
from senji_helpers import blank, dip_id, start_summer

NAMES = ["Aiko", "Kenji", "Yuki"]


@pytest.fixture
def table(senji_table_at: Any) -> SenjiTable:
    return senji_table_at((1024, 620), NAMES)


def _click(qtbot: Any, table: SenjiTable, key: Any) -> None:
    place = table.place_of(key)
    assert place is not None, key
    widget, point = place
    assert widget.rect().contains(point), key
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=point)


def _key_to(qtbot: Any, table: SenjiTable, key: Any) -> None:
    """Keys only: Tab until the focus is on `key` (a place on the map or
    ``("button", id)``), then Enter or Space."""
    button = table.panel.buttons.get(str(key[1])) if key[0] == "button" else None
    for _ in range(150):
        focus = QApplication.focusWidget()
        if button is not None and focus is button:
            qtbot.keyClick(button, Qt.Key.Key_Space)
            return
        ring = table.scene.focus_target
        if button is None and focus is table.board and ring is not None and ring.key == key:
            qtbot.keyClick(table.board, Qt.Key.Key_Return)
            return
        qtbot.keyClick(focus or table, Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reached {key}")


def _step(qtbot: Any, table: SenjiTable, st: SenjiState, chosen: list[Any],
          expected: Any) -> None:
    """Wait for the table to choose `expected`, play it, show the next view."""
    qtbot.waitUntil(lambda: len(chosen) >= 1, timeout=5000)
    assert chosen.pop(0) == expected
    play(st, 0, expected)
    table.show_view(GAME.view(st, 0), 0 in GAME.to_act(st))


def _raiding_fleet() -> SenjiState:
    # Shimazu's fleet of 2 units in the north sea; aki (Mori's, empty) lies
    # on the south sea's coast: a raid lands there
    st = blank()
    st.units["north"][0] = 2
    start_summer(st, {})
    assert Activate(0, "north") in GAME.legal_actions(st, 0)
    return st


@pytest.mark.parametrize("by", ["mouse", "keys"])
def test_sj43_a_fleet_raids_by_clicks_on_the_map_or_by_keys(
        qtbot: Any, table: SenjiTable, by: str) -> None:
    st = _raiding_fleet()
    table.show_view(GAME.view(st, 0), True)
    chosen: list[Any] = []
    table.action_chosen.connect(chosen.append)
    go = (lambda key: _click(qtbot, table, key)) if by == "mouse" else \
        (lambda key: _key_to(qtbot, table, key))
    go(("fleet", "north", 0))
    _step(qtbot, table, st, chosen, Activate(0, "north"))
    # a coast of the other sea: raid, and the landing place comes with it
    go(("area", "aki"))
    _step(qtbot, table, st, chosen, FleetMode("raid"))
    _step(qtbot, table, st, chosen, MarchTo("aki"))
    if by == "mouse":
        go(("count", 2))
    else:
        for _ in range(150):  # Tab to the map, then type the count
            if QApplication.focusWidget() is table.board:
                break
            qtbot.keyClick(QApplication.focusWidget() or table, Qt.Key.Key_Tab)
        qtbot.keyClick(table.board, "2")
    _step(qtbot, table, st, chosen, MoveUnits(2))
    go(("button", "confirm"))
    st.dice_script = [3, 4]
    _step(qtbot, table, st, chosen, Confirm())
    assert st.units["aki"][0] == 2 and st.owner["aki"] == 0


@pytest.mark.parametrize("by", ["mouse", "keys"])
def test_sj44_a_hostage_is_chosen_as_a_card_in_the_battle_box(
        qtbot: Any, table: SenjiTable, by: str) -> None:
    st = blank()
    st.units["chikuzen"][0] = 1
    st.units["nagato"][1] = 3
    hostage = dip_id("shimazu", "member", 2)
    st.dip[0].remove(hostage)
    st.dip[1].append(hostage)
    start_summer(st, {"chikuzen": (0, "march")})
    for a in (Resolve("chikuzen"), MarchTo("nagato"), MoveUnits(1)):
        play(st, 0, a)
    st.dice_script = [5] * 9
    play(st, 0, Confirm())
    play(st, 0, Pass())
    play(st, 1, Pass())
    view = GAME.view(st, 1)
    assert KillHostage(hostage) in view.legal
    table.show_view(view, True)
    key = table.presenter.click_path(view, table.context(), KillHostage(hostage))[0]
    assert key == ("play", hostage)  # a card on the map, not a button
    chosen: list[Any] = []
    table.action_chosen.connect(chosen.append)
    if by == "mouse":
        _click(qtbot, table, key)
    else:
        _key_to(qtbot, table, key)
    qtbot.waitUntil(lambda: bool(chosen), timeout=5000)
    assert chosen == [KillHostage(hostage)]
