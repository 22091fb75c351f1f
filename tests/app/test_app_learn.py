"""Learning a game from the home screen: the rules open without starting a game."""

from __future__ import annotations

from typing import Any

from app_helpers import click

from senji_desktop.ui.common.rules_dialog import RulesDialog


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
