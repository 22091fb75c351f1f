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
