"""SenbaZuru in the app: started from its home card, played by clicks against
the AI to the end, hot-seat with the pass screen between the two players
(never between the steps of one turn), and resumed after closing."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from app_helpers import click
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QToolTip

from senji_desktop.games.senbazuru import Catch, EndCatching, Place
from senji_desktop.ui.senbazuru.items import BackItem


def start(qtbot: Any, window: Any, seats: list[tuple[str, str]], first_seat: int = 0) -> Any:
    click(qtbot, window.home.card("senbazuru").button)
    qtbot.waitUntil(lambda: window.new_game_dialog is not None and
                    window.new_game_dialog.isVisible(), timeout=5000)
    dlg = window.new_game_dialog
    qtbot.waitExposed(dlg)
    assert dlg.num_seats.value() == 2
    for i, (name, kind) in enumerate(seats):
        edit = dlg.name_edits[i]
        edit.selectAll()
        qtbot.keyClicks(edit, name)
        box = dlg.type_boxes[i]
        box.setCurrentIndex(box.findText(kind))
    dlg.first_seat.setCurrentIndex(first_seat + 1)
    with qtbot.waitSignal(window.game_started, timeout=5000) as blocker:
        click(qtbot, dlg.start_button)
    return blocker.args[0]


def choose_by_click(qtbot: Any, table: Any) -> None:
    """One decision the way a player makes it: the first legal placement
    (hand tile, then cell), Catch all, the first token cell, the first
    display tile."""
    legal = table.view.legal
    first = legal[0]
    if isinstance(first, Catch | EndCatching):
        qtbot.mouseClick(table.catch_all_button, Qt.MouseButton.LeftButton)
        return
    for _ in range(3):
        points = table.click_points(first)
        assert points
        widget, point = points[0]
        assert widget.rect().contains(point)
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=point)
        if isinstance(first, Place) and len(points) == 2:
            assert table.selected_tile == first.tile
        if len(points) == 1:
            return


def play_turns(qtbot: Any, window: Any, seat: int, decisions: int) -> None:
    ctrl = window.controller
    for _ in range(decisions):
        qtbot.waitUntil(lambda: ctrl.awaiting_human == seat or ctrl.is_over, timeout=20000)
        if ctrl.is_over:
            return
        moves = len(ctrl.moves)
        qtbot.waitUntil(lambda: not window.table.input_held, timeout=5000)
        choose_by_click(qtbot, window.table)
        qtbot.waitUntil(lambda: len(ctrl.moves) > moves, timeout=5000)  # noqa: B023


def test_hot_seat_pass_screen_only_between_the_players(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    ctrl = start(qtbot, window, [("Aiko", "Human"), ("Kenji", "Human")])
    assert ctrl.hot_seat
    for turn in range(4):
        seat = turn % 2
        qtbot.waitUntil(lambda: ctrl.awaiting_pass, timeout=10000)
        assert window.pass_screen.name == ("Aiko", "Kenji")[seat]
        table = window.table
        # Nothing private is on screen: no hand tiles, no private log lines.
        assert not table.isVisible() and not QToolTip.isVisible()
        assert table.view is None or table.view.seat is None
        # Face up in a hand only what both saw drawn from the display (SBZ-A3).
        public = ctrl.view_for(None).public
        assert all(p.spec.args[0] in public[p.id[1]] for p in table.scene.drawing.pieces
                   if isinstance(p.id, tuple) and p.id[0] == "hand"
                   and p.spec.cls is not BackItem)
        assert not any("was dealt" in line for line in table.log.lines())
        qtbot.waitUntil(window.pass_screen.button.isEnabled, timeout=5000)
        click(qtbot, window.pass_screen.button)
        qtbot.waitUntil(lambda: ctrl.awaiting_human == seat, timeout=5000)  # noqa: B023
        assert table.view.seat == seat
        hand = ctrl.view_for(seat).hands[seat]
        assert [p.spec.args[0] for p in table.scene.drawing.pieces
                if isinstance(p.id, tuple) and p.id[:2] == ("hand", seat)] == list(hand)
        # Every step of the turn is this player's, without another pass screen.
        start_moves = len(ctrl.moves)
        while not ctrl.awaiting_pass:
            qtbot.waitUntil(lambda: ctrl.awaiting_human == seat or ctrl.awaiting_pass,  # noqa: B023
                            timeout=5000)
            if ctrl.awaiting_pass:
                break
            moves = len(ctrl.moves)
            qtbot.waitUntil(lambda: not table.input_held, timeout=5000)  # noqa: B023
            choose_by_click(qtbot, table)
            qtbot.waitUntil(lambda: len(ctrl.moves) > moves  # noqa: B023
                            or ctrl.awaiting_pass, timeout=5000)
        assert len(ctrl.moves) - start_moves >= 2  # at least place and draw
        assert all(m.seat == seat for m in ctrl.moves[start_moves:])


def test_a_whole_game_against_the_ai_by_clicks_then_the_result(qtbot: Any,
                                                               make_window: Any) -> None:
    window = make_window(ai_iterations=4)
    ctrl = start(qtbot, window, [("Aiko", "Human"), ("Kenji", "AI – Easy")])
    play_turns(qtbot, window, 0, 200)
    qtbot.waitUntil(lambda: ctrl.is_over, timeout=20000)
    qtbot.waitUntil(lambda: window.table.end_dialog is not None
                    and window.table.end_dialog.isVisible(), timeout=5000)
    outcome = ctrl.outcome
    assert outcome is not None
    text = " ".join(window.table.end_dialog.sentences())
    assert str(int(outcome.scores[0])) in text or "share" in text
    window.table.end_dialog.close()


def test_resume_after_closing(qtbot: Any, make_window: Any, home: Path) -> None:
    window = make_window()
    start(qtbot, window, [("Mika", "Human"), ("Kenji", "AI – Easy")])
    play_turns(qtbot, window, 0, 5)
    old = window.controller
    qtbot.waitUntil(lambda: old.awaiting_human == 0, timeout=20000)
    moves, view = old.moves, old.view_for(0)
    window.close()
    qtbot.waitUntil(lambda: not old.running, timeout=5000)
    again = make_window()
    assert again.pending_resume is not None
    assert "SenbaZuru" in again.home.banner.text.text()
    with qtbot.waitSignal(again.game_started, timeout=5000) as blocker:
        click(qtbot, again.home.banner.resume)
    ctrl = blocker.args[0]
    assert ctrl.moves == moves
    qtbot.waitUntil(lambda: ctrl.awaiting_human == 0, timeout=10000)
    assert again.table.view == view
