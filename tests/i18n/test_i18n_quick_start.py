"""Every game's quick start fits the rules window without scrolling, in both languages."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from senji_desktop.engine.registry import GAMES
from senji_desktop.i18n import LanguageManager
from senji_desktop.ui.common.rules_dialog import RulesDialog


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_quick_start_needs_no_scrolling(lang: str, qtbot: QtBot,
                                              languages: list[LanguageManager]) -> None:
    manager = LanguageManager()
    languages.append(manager)
    manager.set_language(lang)
    for game in GAMES:
        dlg = RulesDialog(game.game_id)
        qtbot.addWidget(dlg)
        dlg.show()
        qtbot.waitExposed(dlg)
        assert dlg.language == lang
        assert dlg.tabs.currentWidget() is dlg.quick
        assert dlg.quick.verticalScrollBar().maximum() == 0, game.game_id


@pytest.mark.parametrize("lang", ["en", "de"])
def test_on_a_1024x640_screen_the_window_fits_and_the_quick_start_needs_no_scrolling(
        lang: str, qtbot: QtBot, languages: list[LanguageManager]) -> None:
    from PySide6.QtCore import QRect

    from senji_desktop.ui.common.rules_dialog import FRAME_ALLOWANCE

    manager = LanguageManager()
    languages.append(manager)
    manager.set_language(lang)
    screen = QRect(0, 0, 1024, 640)
    for game in GAMES:
        dlg = RulesDialog(game.game_id)
        qtbot.addWidget(dlg)
        dlg.show()
        qtbot.waitExposed(dlg)
        dlg.fit_to(screen)
        assert screen.contains(QRect(dlg.pos(), dlg.size() + FRAME_ALLOWANCE)), game.game_id
        assert dlg.tabs.currentWidget() is dlg.quick
        bar = dlg.quick.verticalScrollBar()
        qtbot.waitUntil(lambda bar=bar: bar.maximum() == 0, timeout=2000)
        dlg.close()
