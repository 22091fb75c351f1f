"""Senji's rules reference: both languages complete, same structure, the
numbers of the rules and the app rulings."""

from __future__ import annotations

import re

import pytest

from senji_desktop.games.senji.model import COMBINATIONS
from senji_desktop.resources import resource_path
from senji_desktop.ui.common.rules_dialog import split_anchors


def page(lang: str) -> str:
    # Section anchors ({#id} after a heading) are markup, not text of the page.
    return split_anchors(resource_path("rules", lang, "senji.md").read_text(encoding="utf-8"))[0]


def headings(text: str) -> list[str]:
    return re.findall(r"^(#{1,3}) ", text, flags=re.MULTILINE)


def test_pages_have_the_same_structure() -> None:
    assert headings(page("en")) == headings(page("de"))
    assert len(headings(page("en"))) >= 12


@pytest.mark.parametrize("lang", ["en", "de"])
def test_sj50_every_combination_and_every_app_ruling_is_on_the_page(lang: str) -> None:
    text = page(lang)
    rows = [ln for ln in text.splitlines() if ln.startswith("| ") and "---" not in ln]
    assert len(rows) == len(COMBINATIONS) + 1
    for ruling in ("SJ-A1", "SJ-A2", "SJ-A3", "SJ-A4", "SJ-A5", "SJ-A6", "SJ-A7", "SJ-A8",
                   "SJ-A9"):
        assert ruling in text
    assert "60" in text and "25" in text


def test_german_page_uses_the_glossary_terms() -> None:
    text = page("de")
    for term in ("Provinz", "Einheit", "Festung", "Flotte", "Schicksalswürfel", "Schlacht",
                 "Angreifer", "Verteidiger", "Unterstützung", "Nordmeer", "Südmeer", "Ehre"):
        assert term in text, term


@pytest.mark.parametrize(("lang", "placed"), [("en", "bid once placed cannot be taken back"),
                                              ("de", "abgegebenes Gebot kann nicht zurückgenommen")])
def test_sj_a1_withdraw_gives_up_only_what_is_being_built(lang: str, placed: str) -> None:
    """SJ-41 says a bid cannot be withdrawn; SJ-A1's Withdraw only gives up a
    proposal or bid still being put together. The ruling says so (it read as
    if a placed bid could be withdrawn)."""
    ruling = next(p for p in page(lang).split("\n- ") if p.startswith("**SJ-A1**"))
    assert placed in " ".join(ruling.split())
