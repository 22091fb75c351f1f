"""The rules reference: both pages complete, the dialog follows the language."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from senji_desktop.i18n import LanguageManager
from senji_desktop.resources import resource_path
from senji_desktop.ui.common.rules_dialog import RulesDialog, rules_file, show_rules, split_anchors


def page(lang: str) -> str:
    # Section anchors ({#id} after a heading) are markup, not text of the page.
    return split_anchors(resource_path("rules", lang, "senshi.md").read_text(encoding="utf-8"))[0]


def headings(text: str) -> list[str]:
    return re.findall(r"^(#{1,3}) ", text, flags=re.MULTILINE)


def test_pages_have_the_same_structure() -> None:
    assert headings(page("en")) == headings(page("de"))
    assert len(headings(page("en"))) >= 12


@pytest.mark.parametrize("lang", ["en", "de"])
def test_pages_carry_the_setup_and_variant_numbers(lang: str) -> None:
    """SNS-3 (16/20/24 stacks, 6/3/0 removed) and SNS-2 (51/17, 60/20)."""
    text = page(lang)
    for row in (r"\| 2 .*\| 6 .*\| 48 .*\| 12 .*\| 16", r"\| 3 .*\| 3 .*\| 60 .*\| 15 .*\| 20",
                r"\| 4 .*\| 72 .*\| 18 .*\| 24"):
        assert re.search(row, text), row
    assert re.search(r"51\D+17", text) and re.search(r"60\D+20", text)


def test_german_page_uses_the_glossary_terms() -> None:
    text = page("de")
    for term in ("Plättchen", "Stapel", "Tischmitte", "Trainingskarte", "Wertungsstapel",
                 "Studieren", "Trainieren", "Prüfen", "Stärke", "Gewandtheit", "Ehre",
                 "Weisheit", "Startspieler", "Gedächtnisstütze", "Geheime Starthand"):
        assert term in text, term
    for english in ("Study", "Train ", "Scoring pile", "Training Card", "Wisdom"):
        assert english not in text, english


def test_worked_example_matches_the_rules() -> None:
    """The page's example (SNS-9) is what score() decides."""
    from senji_desktop.games.senshi import score

    outcome = score([[5, 2, 3, 4], [1, 6, 3, 3], [3, 3, 2, 5], [4, 4, 2, 2]], [2, 1, 2, 3], 0)
    assert outcome.ranking == ((2,), (0,), (3,), (1,))
    assert outcome.details["decided_by"] == "turn_order"
    assert "1. Chiyo, 2. Aiko, 3. Daichi, 4. Botan" in page("en")
    assert "1. Chiyo, 2. Aiko, 3. Daichi, 4. Botan" in page("de")


def test_missing_page_falls_back_to_english(tmp_path: Path) -> None:
    assert rules_file("senshi", "xx") == resource_path("rules", "en", "senshi.md")
    assert rules_file("no-such-game", "en") is None


def test_dialog_is_non_modal_and_follows_the_language(
        qtbot: QtBot, languages: list[LanguageManager]) -> None:
    manager = LanguageManager()
    languages.append(manager)
    parent = QWidget()
    qtbot.addWidget(parent)
    dlg = show_rules(parent, "senshi")
    assert isinstance(dlg, RulesDialog)
    assert dlg.isVisible() and not dlg.isModal()
    assert "Senshi" in dlg.windowTitle()
    assert dlg.language == "en"
    assert "Components" in dlg.browser.toPlainText()
    assert show_rules(parent, "senshi") is dlg  # one window per game

    manager.set_language("de")
    qtbot.waitUntil(lambda: dlg.language == "de")
    assert "Spielmaterial" in dlg.browser.toPlainText()
    assert dlg.windowTitle() == "Senshi – Spielregeln"
    assert "Components" not in dlg.browser.toPlainText()

    manager.set_language("en")
    qtbot.waitUntil(lambda: dlg.language == "en")
    assert "Components" in dlg.browser.toPlainText()


def test_dialog_for_a_game_without_rules(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    import senji_desktop.ui.common.rules_dialog as rules_dialog
    monkeypatch.setattr(rules_dialog, "rules_file", lambda game_id, lang, quick=False: None)
    dlg = RulesDialog("tenno")
    qtbot.addWidget(dlg)
    assert "Tenno" in dlg.windowTitle()
    assert "not available" in dlg.browser.toPlainText()
