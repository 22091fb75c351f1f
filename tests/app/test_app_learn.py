"""Learning a game from the home screen: the rules open without starting a game."""

from __future__ import annotations

import contextlib
from typing import Any

import pytest
from app_helpers import click
from PySide6.QtCore import QPoint, QRect

from senji_desktop.ui.common.rules_dialog import RulesDialog
from senji_desktop.ui.home import ResumeOffer


def test_rules_open_from_the_home_screen_without_a_game(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    for game_id in ("tenno", "senji"):
        card = window.home.card(game_id)
        assert card.rules_link.isVisible()
        click(qtbot, card.rules_link)
        qtbot.waitUntil(lambda: any(d.isVisible() and d.game_id == game_id  # noqa: B023
                                    for d in window.findChildren(RulesDialog)), timeout=3000)
    assert window.controller is None
    assert window.stack.currentWidget() is window.home
    dialogs = {d.game_id: d for d in window.findChildren(RulesDialog)}
    assert dialogs["tenno"].tabs.currentWidget() is dialogs["tenno"].quick
    assert "Tenno" in dialogs["tenno"].quick.toPlainText()
    # Clicking again brings the same window back, still where the reader left it.
    dialogs["tenno"].tabs.setCurrentWidget(dialogs["tenno"].browser)
    click(qtbot, window.home.card("tenno").rules_link)
    assert [d for d in window.findChildren(RulesDialog) if d.game_id == "tenno"] == [
        dialogs["tenno"]]
    assert dialogs["tenno"].tabs.currentWidget() is dialogs["tenno"].browser


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_card_shows_new_game_and_learn_to_play_at_1024x640(
        qtbot: Any, make_window: Any, lang: str) -> None:
    """A small window with all five games unfinished: each card's New game
    button and its Rules and Learn to play links are whole and in sight,
    without scrolling (German is the longer language)."""
    window = make_window(language=lang)
    window.resize(1024, 640)
    home = window.home
    home.banner.offer([ResumeOffer(g, g, (("Aiko", False), ("Kenji", True)), "12:00")
                       for g in ("senji", "senshi", "tenno", "shinobi", "senbazuru")])
    viewport = home.scroll.viewport()

    def problems() -> list[str]:
        out = []
        if window.height() != 640 or not home.banner.isVisible():
            out.append("not laid out yet")
        if home.scroll.verticalScrollBar().maximum() > 0:
            out.append("the home screen scrolls")
        for card in home.cards:
            for widget in (card.button, card.rules_link, card.learn_link):
                assert widget is not None
                rect = QRect(widget.mapTo(viewport, QPoint(0, 0)), widget.size())
                # The card's painted frame ends 12 px above its bottom edge.
                bottom = widget.mapTo(card, QPoint(0, widget.height())).y()
                if not widget.isVisible() or not viewport.rect().contains(rect) \
                        or bottom > card.height() - 12:
                    out.append(f"{card.game.game_id}: {widget.text()} out of sight")
            for link in (card.rules_link, card.learn_link):
                if link.width() < link.sizeHint().width():
                    out.append(f"{card.game.game_id}: {link.text()} cut off")
        return out

    with contextlib.suppress(qtbot.TimeoutError):
        qtbot.waitUntil(lambda: not problems(), timeout=3000)
    assert problems() == []
