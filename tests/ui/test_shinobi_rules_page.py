"""Shinobi's rules reference: both languages complete, in the glossary's
words, with the app rulings and an example the deduction code agrees with."""

from __future__ import annotations

import re

import pytest

from senji_desktop.games.shinobi.heuristics import weapon_odds
from senji_desktop.resources import resource_path
from senji_desktop.ui.common.rules_dialog import split_anchors


def page(lang: str) -> str:
    # Section anchors ({#id} after a heading) are markup, not text of the page.
    return split_anchors(resource_path("rules", lang, "shinobi.md").read_text(encoding="utf-8"))[0]


def headings(text: str) -> list[str]:
    return re.findall(r"^(#{1,3}) ", text, flags=re.MULTILINE)


def test_pages_have_the_same_structure() -> None:
    assert headings(page("en")) == headings(page("de"))
    assert len(headings(page("en"))) >= 12


@pytest.mark.parametrize("lang", ["en", "de"])
def test_pages_state_every_app_ruling_and_the_four_outcomes(lang: str) -> None:
    text = page(lang)
    for ruling in ("SHI-A1", "SHI-A2", "SHI-A3", "SHI-A4", "SHI-A5"):
        assert ruling in text
    table_rows = [line for line in text.splitlines() if line.startswith("| zwei")
                  or line.startswith("| two")]
    assert len(table_rows) == 4


def test_german_page_uses_the_glossary_terms() -> None:
    text = page("de")
    for term in ("Angriffskarte", "Ansage", "Ansagemarker", "Blasrohr", "Startfigur",
                 "Unfähigkeit", "Verschwörung", "anprangern", "Großen Daimyo", "Leben",
                 "Startspieler", "Gedächtnisstütze"):
        assert term in text, term
    for english in ("Blowgun", "meeple", "denounce", "plotting"):
        assert english not in text, english


def test_the_example_matches_the_deduction() -> None:
    """Katana and shuriken revealed: an even chance before, and after Ren's
    katana and blowgun are seen, only sai or shuriken remain."""
    katana, shuriken, sai, blowgun = 2, 0, 1, 3
    before = weapon_odds([])
    assert 1 - before[katana] - before[shuriken] == 0.5
    after = weapon_odds([katana, blowgun])
    assert after[sai] == after[shuriken] == 0.5
