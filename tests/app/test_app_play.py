"""A whole game by clicking: one human against an AI, from the home screen to the winner."""

from __future__ import annotations

from typing import Any

from app_helpers import click_action, start_from_dialog

from senji_desktop.games.senshi import Pass, PickStack, Study, TestTile, Train


def choose(legal: tuple[Any, ...]) -> Any:
    """A simple, deterministic way of playing: test when possible, otherwise study, then train."""
    for kind in (PickStack, TestTile, Study, Train, Pass):
        options = [a for a in legal if isinstance(a, kind)]
        if options:
            return options[len(options) // 2]
    raise AssertionError(f"nothing to choose from {legal}")


def test_full_game_against_the_ai_by_clicking(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    assert window.stack.currentWidget() is window.home
    ctrl = start_from_dialog(qtbot, window, [("Mika", "Human"), ("Kenji", "AI – Easy")])
    assert window.stack.currentWidget() is window.game_page
    assert ctrl.names == ["Mika", "Kenji"]
    table = window.table
    clicks = 0
    while not ctrl.is_over:
        qtbot.waitUntil(lambda: ctrl.awaiting_human == 0 or ctrl.is_over, timeout=15000)
        if ctrl.is_over:
            break
        view = table.view
        assert view is not None and view.seat == 0 and view.legal
        moves_before = len(ctrl.moves)
        click_action(qtbot, table, choose(view.legal))
        qtbot.waitUntil(lambda: len(ctrl.moves) > moves_before, timeout=5000)  # noqa: B023
        clicks += 1
        assert clicks < 200
    assert clicks > 5
    qtbot.waitUntil(lambda: table._dialog is not None and table._dialog.isVisible(), timeout=5000)
    winner = ctrl.outcome.winners[0]
    text = " ".join(table._dialog.text_lines())
    assert ctrl.names[winner] in text
    # A finished game is not offered for resume.
    from senji_desktop.persistence.saves import load_autosave

    assert load_autosave() is None
