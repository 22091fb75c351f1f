"""Senji's side panel says what a button does, in German too, at the
smallest window (1024×640): autumn's card buttons stand under a heading
that names the verb and never read alike (SJ-45); the prompt to show cards
for a trade says how many and to whom (SJ-45)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from senji_desktop.games.senji.model import ChooseSeat, Display, ReturnMember, Show, Trade
from senji_desktop.games.senji.rules import GAME
from senji_desktop.i18n import LanguageManager
from senji_desktop.ui.senji.table import SenjiTable

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "games" / "senji"))
from senji_helpers import act as play
from senji_helpers import blank, dip_id, start_autumn

NAMES = ["Aiko", "Kenji", "Yuki"]


@pytest.fixture
def table(senji_table_at: Any) -> SenjiTable:
    # The table of a 1024×640 window (the menu bar takes 20 px).
    return senji_table_at((1024, 620), NAMES)


def _give(st: Any, seat: int, card: int) -> None:
    """Move diplomacy card `card` into `seat`'s hand, wherever it was."""
    for hand in st.dip:
        if card in hand:
            hand.remove(card)
    if card in st.neutral_deck:
        st.neutral_deck.remove(card)
    st.dip[seat].append(card)


def test_sj45_autumn_display_and_return_read_apart_in_german(
        qtbot: Any, table: SenjiTable, german: LanguageManager) -> None:
    # German puts the verb last ("… auslegen", "… zurückgeben"): cut to the
    # button's width, both read "Familienmitglied Chosokabe …". Under a
    # heading naming the verb, each button shows the whole card.
    st = blank()
    # the longest card name: "Chosokabe 4"
    member, trade = dip_id("chosokabe", "member", 3), dip_id("mori", "trade", 3)
    _give(st, 0, member)
    _give(st, 0, trade)
    start_autumn(st)
    play(st, 0, ChooseSeat(0))
    legal = GAME.legal_actions(st, 0)
    assert {Display(member), ReturnMember(member), Trade(trade)} <= set(legal)
    table.retranslate()
    table.show_view(GAME.view(st, 0), True)
    QApplication.processEvents()
    panel = table.panel
    shown = {k: b for k, b in panel.buttons.items() if b.isVisible()}
    for button in shown.values():
        assert button.text() == button.full_text, button.full_text  # nothing cut
    display, ret = shown[f"display-{member}"], shown[f"return_member-{member}"]
    traded = shown[f"trade-{trade}"]
    headings = {h.text(): h for h in panel._headings if h.isVisible()}
    for heading, button in (("Familienmitglied auslegen:", display),
                            ("Zurück an die Familie:", ret),
                            ("Handelskarte eintauschen:", traded)):
        assert heading in headings, list(headings)
        label = headings[heading]
        # The heading stands right above its buttons, below the other group's.
        assert label.mapTo(panel, label.rect().bottomLeft()).y() <= \
            button.mapTo(panel, button.rect().topLeft()).y()
        others = [h for t, h in headings.items() if t != heading
                  and h.mapTo(panel, h.rect().topLeft()).y()
                  > label.mapTo(panel, label.rect().topLeft()).y()]
        assert all(h.mapTo(panel, h.rect().topLeft()).y()
                   > button.mapTo(panel, button.rect().topLeft()).y() for h in others)
    assert display.full_text == ret.full_text == "Chosokabe 4"
    # The whole phrase is the button's tooltip.
    assert "auslegen" in display.toolTip() and "zurückgeben" in ret.toolTip()


def test_sj45_the_show_prompt_says_how_many_cards_and_to_whom(
        qtbot: Any, table: SenjiTable) -> None:
    # Kenji (Mori) trades a Shimazu trade card of value 3: Aiko, who plays
    # Shimazu, shows him three of her hanafuda cards and he takes one.
    st = blank()
    card = dip_id("shimazu", "trade", 1)
    _give(st, 1, card)
    st.hana[0] = [0, 1, 2, 3, 3]
    start_autumn(st)
    play(st, 0, ChooseSeat(1))
    play(st, 1, Trade(card))
    assert all(isinstance(a, Show) for a in GAME.legal_actions(st, 0))
    table.show_view(GAME.view(st, 0), True)
    text = table.notice_label.text()
    assert "Show Kenji 3 of your hanafuda cards" in text, text
    play(st, 0, Show(3))
    table.show_view(GAME.view(st, 0), True)
    assert "(1 shown so far)" in table.notice_label.text()
