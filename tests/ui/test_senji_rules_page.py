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


def _app_section(lang: str) -> str:
    text = page(lang)
    start = text.index("## Playing in this app" if lang == "en" else "## Spielen in der App")
    return text[start:text.index("\n## ", start + 1)]


def _app_texts(lang: str) -> set[str]:
    """Every text the app shows in `lang` (English: the sources; German:
    the translations of every catalogue)."""
    import xml.etree.ElementTree as ET
    from pathlib import Path

    out: set[str] = set()
    for ts in (Path(__file__).resolve().parents[2] / "i18n").glob("*_de.ts"):
        for message in ET.parse(ts).getroot().iter("message"):
            node = message.find("source" if lang == "en" else "translation")
            if node is not None and node.text:
                out.add(node.text)
    return out


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_app_section_tells_the_controls_as_they_are(lang: str) -> None:
    # Cards to give are clicked in the hand, categories asked for in a sheet
    # on the map, bids in the auction's sheet; a click on a samurai figure,
    # an honor row or the own samurai opens every samurai card in play; the
    # hand shows the own samurai as a line of names. Every control the
    # section names in italics is one the app shows.
    section = _app_section(lang)
    if lang == "en":
        assert "built with the panel's buttons" not in section
        for said in ("in your hand", "*Ask for*", "*Neutral auction*", "samurai figure",
                     "honor table", "every samurai card in play", "line of"):
            assert said in section, said
    else:
        assert "mit den Schaltflächen\n  der Leiste zusammen" not in section
        for said in ("in deiner Hand", "*Fordern*", "*Neutrale Versteigerung*",
                     "Samurai-Figur", "Ehrentabelle", "aller Samurai-Karten im Spiel",
                     "Zeile"):
            assert said in section, said
    shown = _app_texts(lang)
    for name in re.findall(r"\*([^*]+)\*", section):
        assert " ".join(name.split()) in shown, name
