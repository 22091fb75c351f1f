"""Every game's new-game dialog shows its explanations whole, in both languages."""

from __future__ import annotations

import contextlib

import pytest
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from senji_desktop.i18n import LanguageManager
from senji_desktop.ui.new_game_dialog import NewGameDialog
from senji_desktop.ui.registry import GAME_UIS


@pytest.mark.parametrize("lang", ["en", "de"])
def test_no_note_is_cut_off(lang: str, qtbot: QtBot,
                            languages: list[LanguageManager]) -> None:
    """A wrapped note in a narrow column (Senji's options in German) takes
    more lines than Qt's least height allows for: the dialog grows instead
    of cutting the last line off."""
    manager = LanguageManager()
    languages.append(manager)
    manager.set_language(lang)
    for game in (g for g in GAME_UIS if g.playable):
        dlg = NewGameDialog(game, offer_tutorial=True)
        qtbot.addWidget(dlg)
        dlg.show()
        qtbot.waitExposed(dlg)

        def cut() -> list[str]:
            return [label.text()[:30] for label in dlg.findChildren(QLabel)  # noqa: B023
                    if label.isVisible() and label.wordWrap() and label.text()
                    and label.height() < label.heightForWidth(label.width())]

        with contextlib.suppress(qtbot.TimeoutError):
            qtbot.waitUntil(lambda: not cut(), timeout=2000)
        assert cut() == [], game.game_id
        dlg.close()
