"""The SenbaZuru rules reference: both languages complete and alike, the
glossary's German words, the app rulings, and the page's example is what
the rules engine does (SBZ-5)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from senji_desktop.games.senbazuru import GAME, Place
from senji_desktop.resources import resource_path
from senji_desktop.ui.common.rules_dialog import RulesDialog, split_anchors

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "games" / "senbazuru"))
from senbazuru_positions import position, tile


def page(lang: str) -> str:
    # Section anchors ({#id} after a heading) and picture names are markup, not text of the page.
    text = split_anchors(resource_path("rules", lang, "senbazuru.md").read_text(encoding="utf-8"))[0]
    return re.sub(r"\]\(picture:[a-z-]+\)", "]", text)


def headings(text: str) -> list[str]:
    return re.findall(r"^(#{1,3}) ", text, flags=re.MULTILINE)


def test_pages_have_the_same_structure() -> None:
    assert headings(page("en")) == headings(page("de"))
    assert len(headings(page("en"))) >= 10


@pytest.mark.parametrize("lang", ["en", "de"])
def test_pages_carry_the_numbers_and_every_app_ruling(lang: str) -> None:
    text = page(lang)
    for number in ("30", "20", "3", "5", "18"):
        assert re.search(rf"\b{number}\b", text), number
    for ruling in range(1, 7):
        assert f"SBZ-A{ruling}" in text


def test_german_page_uses_the_glossary_terms() -> None:
    text = page("de")
    for term in ("Plättchen", "Startplättchen", "Auslage", "Nachziehstapel", "Vorrat",
                 "Kronenkranich", "goldenen Kranich", "Goldorigami-Marker",
                 "Kronenkranich-Marker", "Kette", "übernehm", "hell", "dunkel",
                 "Gedächtnisstütze"):
        assert term in text, term
    for english in ("tile", "display", "crowned", "catch"):
        assert english not in text.lower(), english


def test_the_pages_example_is_what_the_rules_do() -> None:
    """Light blue placed; up-right: dark blue (opponent), light blue (opponent),
    then an own tile: the first two can be caught."""
    board = {(1, 0): (tile("blue", "dark"), 1), (2, -1): (tile("blue", "light", n=1), 1),
             (3, -2): (tile("blue", "dark", n=1), 0)}
    state = position(board, hands=([tile("blue", "light")], []), display=[], tokens={})
    GAME.step(state, 0, Place(tile("blue", "light"), 0, 1))
    assert state.chains[(1, -1)] == ((1, 0), (2, -1))


def test_rules_dialog_shows_the_page(qtbot: QtBot) -> None:
    dlg = RulesDialog("senbazuru")
    qtbot.addWidget(dlg)
    assert "SenbaZuru" in dlg.windowTitle()
    assert "Crowned cranes" in dlg.browser.toPlainText()
