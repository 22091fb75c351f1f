"""The rules window: a quick start first (with pictures drawn by the tables'
painters), the full rules with section anchors, opened at a section."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from senji_desktop.engine.registry import GAMES
from senji_desktop.resources import resource_path
from senji_desktop.ui.common.pictures import game_picture
from senji_desktop.ui.common.rules_dialog import RulesDialog, rules_file, show_rules, split_anchors

GAME_IDS = [g.game_id for g in GAMES]


def anchors(game_id: str, lang: str) -> list[str | None]:
    text = resource_path("rules", lang, f"{game_id}.md").read_text(encoding="utf-8")
    return split_anchors(text)[1]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_both_languages_name_the_same_sections(game_id: str) -> None:
    en, de = anchors(game_id, "en"), anchors(game_id, "de")
    assert en == de
    named = [a for a in en if a]
    assert len(named) >= 8 and len(set(named)) == len(named)
    assert {"components", "setup", "end"} <= set(named)


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("lang", ["en", "de"])
def test_quick_start_fits_one_screen_and_its_pictures_are_drawn(
        game_id: str, lang: str, qtbot: QtBot) -> None:
    path = rules_file(game_id, lang, quick=True)
    assert path is not None and path.parent.name == lang
    text = path.read_text(encoding="utf-8")
    # The goal, a turn and how it ends, in a few hundred words.
    assert len(text.split()) < 330, len(text.split())
    names = re.findall(r"\]\(picture:([a-z-]+)\)", text)
    assert names
    for name in names:
        image = game_picture(game_id, name, 2.0)
        assert image is not None and not image.isNull(), name
        assert image.width() > 100 and image.height() > 40
        # Something is drawn: not a blank image.
        assert len({image.pixel(x, image.height() // 2)
                    for x in range(0, image.width(), 7)}) > 3


def test_window_shows_the_quick_start_first_then_a_section(qtbot: QtBot) -> None:
    dlg = show_rules(None, "senshi")
    qtbot.addWidget(dlg)
    assert dlg.tabs.currentWidget() is dlg.quick
    assert "Senshi in one minute" in dlg.quick.toPlainText()
    # The picture came from the table's painter through the picture: scheme.
    assert "{#" not in dlg.browser.toPlainText()
    qtbot.mouseClick(dlg.full_button, Qt.MouseButton.LeftButton)
    assert dlg.tabs.currentWidget() is dlg.browser
    assert "test" in dlg.anchors
    again = show_rules(None, "senshi", "test")
    qtbot.addWidget(again)
    assert again.tabs.currentWidget() is again.browser
    qtbot.waitUntil(lambda: again.section_visible("test"), timeout=3000)
    assert not again.section_visible("victory")


def test_a_game_without_a_quick_start_opens_at_the_full_rules(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    import senji_desktop.ui.common.rules_dialog as rules_dialog

    real = rules_dialog.rules_file
    monkeypatch.setattr(rules_dialog, "rules_file",
                        lambda game_id, lang, quick=False: None if quick else real(game_id, lang))
    dlg = RulesDialog("tenno")
    qtbot.addWidget(dlg)
    dlg.show_section(None)
    assert dlg.tabs.currentWidget() is dlg.browser
    assert not dlg.tabs.isTabVisible(0)

