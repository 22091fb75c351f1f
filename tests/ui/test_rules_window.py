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



def _section(text: str, anchor: str) -> str:
    """The part of a rules page from the heading of `anchor` to the next heading of its level."""
    start = text.index(f"{{#{anchor}}}")
    level = text.rindex("\n", 0, start) + 1
    hashes = text[level:text.index(" ", level)]
    end = text.find(f"\n{hashes} ", start)
    return text[start:] if end < 0 else text[start:end]


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_full_page_shows_its_components_drawn_by_the_table(
        game_id: str, lang: str, qtbot: QtBot) -> None:
    path = rules_file(game_id, lang)
    assert path is not None and path.parent.name == lang
    text = path.read_text(encoding="utf-8")
    names = re.findall(r"\]\(picture:([a-z-]+)\)", text)
    # The components are shown where the page introduces them.
    assert re.search(r"\]\(picture:[a-z-]+\)", _section(text, "components")), game_id
    assert len(set(names)) >= 2, names
    for name in names:
        image = game_picture(game_id, name, 1.0)
        assert image is not None and not image.isNull(), name
        assert image.width() >= 100 and image.height() >= 36, (name, image.size())
        # Legible at 1024 × 640: as wide as the rules window allows at most.
        assert image.width() <= 700, (name, image.width())
        assert len({image.pixel(x, y) for x in range(0, image.width(), 5)
                    for y in range(0, image.height(), 9)}) > 8, name


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_both_languages_show_the_same_pictures(game_id: str) -> None:
    pictures = [re.findall(r"\]\(picture:([a-z-]+)\)",
                           resource_path("rules", lang, f"{game_id}.md").read_text(encoding="utf-8"))
                for lang in ("en", "de")]
    assert pictures[0] == pictures[1]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_page_tells_about_undo_and_suggested_moves(game_id: str) -> None:
    for lang, words in (("en", ("Undo", "Suggest a move", "Redo")),
                        ("de", ("Rückgängig", "Zug vorschlagen", "Wiederholen"))):
        text = resource_path("rules", lang, f"{game_id}.md").read_text(encoding="utf-8")
        for word in words:
            assert word in text, (lang, word)


def test_the_window_opens_inside_the_screen(qtbot: QtBot) -> None:
    from PySide6.QtCore import QRect

    from senji_desktop.ui.common.rules_dialog import FRAME_ALLOWANCE, PREFERRED_SIZE

    dlg = show_rules(None, "senbazuru")
    qtbot.addWidget(dlg)
    area = dlg.available_area()
    assert area.contains(QRect(dlg.pos(), dlg.size() + FRAME_ALLOWANCE))
    # A large screen: the usual size, centred.
    big = QRect(0, 0, 1920, 1080)
    dlg.fit_to(big)
    assert dlg.size() == PREFERRED_SIZE
    assert big.contains(QRect(dlg.pos(), dlg.size() + FRAME_ALLOWANCE))
    # A small one (1024 × 640 less a panel): within it, whatever it was before.
    dlg.move(1500, 900)
    small = QRect(0, 0, 1024, 600)
    dlg.fit_to(small)
    assert small.contains(QRect(dlg.pos(), dlg.size() + FRAME_ALLOWANCE))
    # Closed and opened again on a small screen: fitted afresh.
    dlg.close()
    dlg.resize(1400, 1000)
    dlg.show()
    assert dlg.available_area().contains(QRect(dlg.pos(), dlg.size() + FRAME_ALLOWANCE))


def test_scrolling_stops_with_a_whole_line_at_the_top(qtbot: QtBot) -> None:
    """A page down shows the line cut at the bottom edge whole at the top,
    never only its lower half; the wheel and the arrow keys do too."""
    from PySide6.QtCore import QPoint, QPointF, QRect
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication

    from senji_desktop.ui.common.rules_dialog import LINE_LEAD

    dlg = RulesDialog("tenno")
    qtbot.addWidget(dlg)
    dlg.show()
    dlg.fit_to(QRect(0, 0, 1024, 640))
    qtbot.mouseClick(dlg.full_button, Qt.MouseButton.LeftButton)
    browser = dlg.browser
    bar = browser.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 1000)

    def whole_line_at_top() -> bool:
        value = bar.value()
        if value in (0, bar.maximum()):
            return True
        top = browser.line_top(value + LINE_LEAD + 1)
        return top is not None and value <= top <= value + LINE_LEAD + 0.5

    seen = []
    for key in [Qt.Key.Key_PageDown] * 3 + [Qt.Key.Key_Down] * 6 + [Qt.Key.Key_PageUp]:
        before = bar.value()
        qtbot.keyClick(browser.viewport(), key)
        assert bar.value() != before, key
        assert whole_line_at_top(), (key, bar.value(), browser.line_top(bar.value() + 3))
        seen.append(bar.value())
    viewport = browser.viewport()
    for _ in range(4):
        before = bar.value()
        QApplication.sendEvent(viewport, QWheelEvent(
            QPointF(50, 50), QPointF(viewport.mapToGlobal(QPoint(50, 50))), QPoint(0, 0),
            QPoint(0, -120), Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
            Qt.ScrollPhase.NoScrollPhase, False))
        assert bar.value() > before
        assert whole_line_at_top(), bar.value()
    assert len(set(seen)) == len(seen)
