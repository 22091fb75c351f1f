"""Shinobi in the app, played by clicks: hot-seat hand-overs with one click,
nothing of another seat's cards on screen, a whole game against the AI, and
resume (issue 4)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from app_helpers import click
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from senji_desktop.engine.rng import Rng
from senji_desktop.games.shinobi import Attack, Reveal, heuristics


def start_shinobi(qtbot: Any, window: Any, seats: list[tuple[str, str]],
                  first_seat: int | None = 0) -> Any:
    """Open the new-game dialog from Shinobi's home card, fill it in, press Start."""
    click(qtbot, window.home.card("shinobi").button)
    qtbot.waitUntil(lambda: window.new_game_dialog is not None and
                    window.new_game_dialog.isVisible(), timeout=5000)
    dlg = window.new_game_dialog
    qtbot.waitExposed(dlg)
    dlg.num_seats.setFocus()
    dlg.num_seats.selectAll()
    qtbot.keyClicks(dlg.num_seats, str(len(seats)))
    qtbot.keyClick(dlg.num_seats, Qt.Key.Key_Tab)
    assert dlg.num_seats.value() == len(seats)
    for i, (name, kind) in enumerate(seats):
        edit = dlg.name_edits[i]
        edit.selectAll()
        qtbot.keyClicks(edit, name)
        box = dlg.type_boxes[i]
        box.setCurrentIndex(box.findText(kind))
        assert box.currentText() == kind
    dlg.first_seat.setCurrentIndex(0 if first_seat is None else first_seat + 1)
    with qtbot.waitSignal(window.game_started, timeout=5000) as blocker:
        click(qtbot, dlg.start_button)
    return blocker.args[0]


def choose(qtbot: Any, window: Any, action: Any) -> None:
    """Click `action` the way a player does: card, rival, word — or two cards, or a button."""
    ctrl = window.controller
    table = window.table
    qtbot.waitUntil(lambda: table.interactive and not table.input_held, timeout=5000)
    assert action in table.view.legal, (action, table.view.legal)
    moves = len(ctrl.moves)
    points = table.click_points(action)
    assert points, action
    for widget, point in points:
        if isinstance(widget, QPushButton):
            assert widget.isVisible() and widget.isEnabled(), action
            click(qtbot, widget)
        else:
            assert widget.rect().contains(point), f"{action} is off screen at {point}"
            qtbot.mouseMove(widget, point)
            qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=point)
    qtbot.waitUntil(lambda: len(ctrl.moves) > moves, timeout=5000)


def pass_to(qtbot: Any, window: Any, name: str) -> None:
    """The pass screen names `name`, the table shows nothing private, one click confirms."""
    ctrl = window.controller
    qtbot.waitUntil(lambda: ctrl.awaiting_pass, timeout=15000)
    assert window.pass_screen.name == name
    table = window.table
    assert not table.isVisible()
    view = table.view
    assert view is None or (view.seat is None and view.hand == ())
    if view is not None:
        assert all(c.weapon is None for c in view.cards if not c.shown)
    for event in table._log_events:
        assert not (event.kind == "attacked" and "weapon" in event.data)
    # What the scene holds: no card face up that was not revealed, no card
    # back showing its giver's true weapon, no hand.
    from senji_desktop.ui.shinobi.items import CardBackItem, CardFaceItem

    items = table.scene.scene_items()
    shown = sum(1 for c in view.cards if c.shown) if view is not None else 0
    assert sum(isinstance(i, CardFaceItem) for i in items) == shown
    assert all(i.known is None for i in items if isinstance(i, CardBackItem))
    qtbot.waitUntil(window.pass_screen.button.isEnabled, timeout=5000)
    click(qtbot, window.pass_screen.button)
    qtbot.waitUntil(lambda: ctrl.awaiting_human is not None, timeout=5000)


def test_hot_seat_hands_over_with_one_click_and_hides_the_cards(
        qtbot: Any, make_window: Any) -> None:
    window = make_window()
    ctrl = start_shinobi(qtbot, window, [("Aiko", "Human"), ("Kenji", "Human"),
                                         ("Yuki", "Human"), ("Ren", "Human")])
    assert ctrl.game_id == "shinobi" and ctrl.hot_seat
    table = window.table
    pass_to(qtbot, window, "Aiko")
    # Aiko gives three cards; no pass screen between her own decisions.
    choose(qtbot, window, Attack(1, 0, 2))
    assert not ctrl.awaiting_pass
    choose(qtbot, window, Attack(2, 1, 1))
    choose(qtbot, window, Attack(3, 2, 0))
    pass_to(qtbot, window, "Kenji")
    # Kenji sees Aiko's announcement, never her card.
    card = table.view.card(0, 1)
    assert card is not None and card.announced == 2 and card.weapon is None
    assert not any("with the" in line for line in table.log.lines() if line.startswith("Aiko"))
    for t, w in ((2, 0), (3, 1), (0, 2)):
        choose(qtbot, window, Attack(t, w, w))
    pass_to(qtbot, window, "Yuki")
    for t, w in ((3, 0), (0, 1), (1, 2)):
        choose(qtbot, window, Attack(t, w, 3))
    pass_to(qtbot, window, "Ren")
    for t, w in ((0, 0), (1, 1), (2, 3)):
        choose(qtbot, window, Attack(t, w, 0))
    # Resolving: Aiko reveals two of her cards by clicking them, then decides.
    pass_to(qtbot, window, "Aiko")
    choose(qtbot, window, Reveal(2, 3))
    qtbot.waitUntil(lambda: table.interactive and table.decide_box.isVisible(), timeout=5000)
    assert "third card" in table.explain_label.text()
    legal = table.view.legal
    choose(qtbot, window, legal[1])
    pass_to(qtbot, window, "Kenji")
    assert table.view.seat == 1


def play_until_over(qtbot: Any, window: Any, limit: int = 400) -> None:
    ctrl = window.controller
    rng = Rng(5)
    for _ in range(limit):
        qtbot.waitUntil(lambda: ctrl.awaiting_human == 0 or ctrl.is_over, timeout=30000)
        if ctrl.is_over:
            return
        qtbot.waitUntil(lambda: window.table.interactive, timeout=5000)
        choose(qtbot, window, heuristics.choose(window.table.view, rng))
    raise AssertionError("the game did not end")


def test_a_whole_game_against_the_ai_ends_with_the_result_in_sentences(
        qtbot: Any, make_window: Any) -> None:
    window = make_window()
    start_shinobi(qtbot, window, [("Mika", "Human"), ("Kenji", "AI – Easy"),
                                  ("Yuki", "AI – Easy"), ("Ren", "AI – Easy")])
    play_until_over(qtbot, window)
    table = window.table
    qtbot.waitUntil(lambda: table.end_dialog is not None and table.end_dialog.isVisible(),
                    timeout=5000)
    outcome = window.controller.outcome
    text = "\n".join(table.end_dialog.text_lines())
    names = ["Mika", "Kenji", "Yuki", "Ren"]
    for s in outcome.winners:
        assert names[s] in table.end_dialog.headline()
    assert "Place 2" in text
    # AI opponents spoke while attacking (SHI-8): flavour lines in the log.
    assert any("“" in line for line in table.log.lines())
    # The table at the end: every card of the round face up, the winner named.
    from senji_desktop.ui.shinobi.items import CardBackItem, CardFaceItem

    items = table.scene.scene_items()
    assert any(isinstance(i, CardFaceItem) for i in items)
    assert not any(isinstance(i, CardBackItem) for i in items)
    assert names[outcome.winners[0]] in table.phase_label.text()
    # Closed, the result comes back with "Show the result".
    table.end_dialog.reject()
    qtbot.waitUntil(lambda: table.end_dialog is None or not table.end_dialog.isVisible(),
                    timeout=5000)
    assert table.result_button is not None
    click(qtbot, table.result_button)
    qtbot.waitUntil(lambda: table.end_dialog is not None and table.end_dialog.isVisible(),
                    timeout=5000)


def test_resume_a_shinobi_game(qtbot: Any, make_window: Any, home: Path) -> None:
    window = make_window()
    start_shinobi(qtbot, window, [("Mika", "Human"), ("Kenji", "AI – Easy"),
                                  ("Yuki", "AI – Easy"), ("Ren", "AI – Easy")])
    ctrl = window.controller
    qtbot.waitUntil(lambda: ctrl.awaiting_human == 0, timeout=10000)
    choose(qtbot, window, Attack(2, 3, 1))
    moves, view = ctrl.moves, ctrl.view_for(0)
    window.close()
    qtbot.waitUntil(lambda: not ctrl.running, timeout=5000)
    again = make_window()
    assert again.pending_resume is not None
    assert "Shinobi" in again.home.banner.text.text()
    with qtbot.waitSignal(again.game_started, timeout=5000) as blocker:
        click(qtbot, again.home.banner.resume)
    resumed = blocker.args[0]
    assert resumed.moves == moves
    qtbot.waitUntil(lambda: resumed.awaiting_human == 0, timeout=10000)
    assert resumed.view_for(0) == view
    card = again.table.view.card(0, 2)
    assert card is not None and card.weapon == 3 and card.announced == 1
