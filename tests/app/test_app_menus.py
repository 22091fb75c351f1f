"""Menus: settings are applied at once and remembered; help opens without blocking."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QByteArray, QSize

from senji_desktop.persistence.saves import SeatConfig
from senji_desktop.persistence.settings import load_settings

SEATS = [SeatConfig(name="Aiko", kind="human"), SeatConfig(name="Kenji", kind="ai", agent="easy")]


class Spy:
    """Wraps a table method to record the values the window passes."""

    def __init__(self, table: Any, name: str) -> None:
        self.values: list[Any] = []
        original = getattr(table, name)

        def wrapper(value: Any) -> None:
            self.values.append(value)
            original(value)

        setattr(table, name, wrapper)


def test_animation_speed_and_memory_aid(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    assert window.speed_actions["instant"].isChecked()
    window.start_game("senshi", {"num_seats": 2, "first_seat": 0}, 1, SEATS)
    speed = Spy(window.table, "set_animation_speed")
    memory = Spy(window.table, "set_memory_aid")
    window.speed_actions["slow"].trigger()
    assert speed.values == [2.0]
    assert window.speed_actions["slow"].isChecked()
    assert load_settings()[0].animation_speed == "slow"
    assert window.act_memory.isChecked()
    window.act_memory.trigger()
    assert memory.values == [False]
    assert load_settings()[0].memory_aid is False
    # A new table gets the remembered settings.
    window.start_game("senshi", {"num_seats": 2}, 2, SEATS)
    assert window.table._speed == 2.0
    assert window.table._memory_aid is False


def test_window_size_is_remembered(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    window.resize(1111, 777)
    qtbot.waitUntil(lambda: window.size() == QSize(1111, 777), timeout=2000)
    window.close()
    assert load_settings()[0].window_geometry
    from senji_desktop.ui.main_window import MainWindow

    geometry = load_settings()[0].window_geometry
    again = MainWindow()
    qtbot.addWidget(again)
    # The offscreen test screen is small, so Qt fits the restored window onto it;
    # what matters is that the saved geometry is valid and used.
    assert again.restoreGeometry(QByteArray.fromBase64(geometry.encode("ascii")))
    from senji_desktop.ui.main_window import MIN_SIZE

    assert again.minimumSize() == MIN_SIZE
    assert again.width() >= MIN_SIZE.width()


def test_rules_and_about_open_without_blocking(qtbot: Any, make_window: Any) -> None:
    from senji_desktop.ui.common.about import AboutDialog
    from senji_desktop.ui.common.rules_dialog import RulesDialog

    window = make_window()
    assert not window.act_rules.isEnabled()  # no game open: no "current game"
    window.act_about.trigger()
    about = window.findChildren(AboutDialog)
    assert about and about[0].isVisible()
    assert "Senshi" in about[0].body.text()
    about[0].close()
    window.start_game("senshi", {"num_seats": 2}, 3, SEATS)
    assert window.act_rules.isEnabled()
    assert window.act_rules.shortcut().toString() == "F1"
    window.act_rules.trigger()
    rules = [d for d in window.findChildren(RulesDialog) if d.isVisible()]
    assert len(rules) == 1 and rules[0].game_id == "senshi"
    assert not rules[0].isModal()
    assert window.windowTitle().startswith("Senshi")


def test_text_size_scales_the_table_and_is_remembered(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    assert window.text_size_actions[100].isChecked()
    window.start_game("senshi", {"num_seats": 2, "first_seat": 0}, 1, SEATS)
    table = window.table
    small = table.panel.turn_label.font().pointSizeF()
    window.text_size_actions[150].trigger()
    assert window.text_size_actions[150].isChecked()
    assert load_settings()[0].text_size == 150
    assert table.panel.turn_label.font().pointSizeF() == pytest.approx(small * 1.5)
    # A new table starts at the remembered size.
    window.start_game("senshi", {"num_seats": 2, "first_seat": 0}, 2, SEATS)
    assert window.table.text_scale == 1.5
