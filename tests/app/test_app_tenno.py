"""Tenno in the app, played by clicks: hot-seat hand-overs including the
defender's Monk and peek decisions (TEN-4, TEN-7c), nothing of another
seat's knowledge on screen, a whole game against the AI, and resume."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from app_helpers import click
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from senji_desktop.games.tenno import (
    HIDDEN,
    Arrange,
    Attack,
    Decline,
    Peek,
    Refill,
    UseMonk,
    card_of,
)


def start_tenno(qtbot: Any, window: Any, seats: list[tuple[str, str]],
                first_seat: int | None = 0) -> Any:
    """Open the new-game dialog from Tenno's home card, fill it in, press Start."""
    click(qtbot, window.home.card("tenno").button)
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
    dlg.first_seat.setCurrentIndex(0 if first_seat is None else first_seat + 1)
    with qtbot.waitSignal(window.game_started, timeout=5000) as blocker:
        click(qtbot, dlg.start_button)
    return blocker.args[0]


def choose(qtbot: Any, window: Any, action: Any) -> None:
    """Click `action` the way a player does: card after card, then a button."""
    ctrl = window.controller
    table = window.table
    qtbot.waitUntil(lambda: table.interactive and not table.input_held, timeout=5000)
    assert action in table.view.legal, (action, table.view.legal)
    moves = len(ctrl.moves)
    points = table.click_points(action)
    assert points, action
    for widget, point in points:
        if isinstance(widget, QPushButton):
            assert widget.isVisible(), action
            click(qtbot, widget)
        else:
            assert widget.rect().contains(point), f"{action} is off screen at {point}"
            qtbot.mouseMove(widget, point)
            qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=point)
    qtbot.waitUntil(lambda: len(ctrl.moves) > moves, timeout=5000)


def face_up_cards(table: Any) -> dict[tuple[int, int], int]:
    """Face-up cards drawn at table positions: (seat, position) -> card."""
    from senji_desktop.ui.tenno.items import CardItem

    out = {}
    for key in table.scene.drawing.ids():
        item = table.scene.item_for(key)
        if key[0] == "table" and isinstance(item, CardItem) and item.face_up:
            out[(key[1], key[2])] = item.card
    return out


def hand_cards_drawn(table: Any) -> list[int]:
    """Face-up hand cards drawn (the bottom seat's own hand)."""
    from senji_desktop.ui.tenno.items import CardItem

    return [item.card for item in table.scene.scene_items()
            if isinstance(item, CardItem) and item.role in ("hand", "mini") and item.face_up]


def pass_to(qtbot: Any, window: Any, name: str) -> None:
    """The pass screen names `name`, shows nothing private, and is confirmed."""
    ctrl = window.controller
    qtbot.waitUntil(lambda: ctrl.awaiting_pass, timeout=15000)
    assert window.pass_screen.name == name
    table = window.table
    assert not table.isVisible()
    public = ctrl.view_for(None)
    assert table.view is None or table.view.seat is None
    for (seat, pos), card in face_up_cards(table).items():
        assert public.table[seat][pos] == card, "a private card is drawn under the pass screen"
    assert hand_cards_drawn(table) == []
    for event in table._log_events:
        assert not (event.kind in ("peeked", "refilled", "replaced", "arranged")
                    and ("card" in event.data or "order" in event.data))
    qtbot.waitUntil(window.pass_screen.button.isEnabled, timeout=5000)
    click(qtbot, window.pass_screen.button)
    qtbot.waitUntil(lambda: ctrl.awaiting_human is not None, timeout=5000)


def test_ten4_ten7_hot_seat_hands_the_screen_to_the_defender(qtbot: Any,
                                                             make_window: Any) -> None:
    window = make_window()
    ctrl = start_tenno(qtbot, window, [("Aiko", "Human"), ("Kenji", "Human")])
    assert ctrl.game_id == "tenno" and ctrl.hot_seat
    table = window.table
    # TEN-1: Aiko arranges by clicking two Peasants, Kenji keeps the order.
    pass_to(qtbot, window, "Aiko")
    choose(qtbot, window, Arrange((3, 2, 1)))
    pass_to(qtbot, window, "Kenji")
    # Kenji sees his own Peasants, never Aiko's order.
    assert all(card == HIDDEN for card in table.view.table[0])
    assert not any(seat == 0 for seat, _ in face_up_cards(table))
    choose(qtbot, window, Arrange((1, 2, 3)))
    # Aiko's Peasant 3 attacks Kenji's Peasant 2. Everyone knows his other two
    # positions hold setup Peasants: no Monk can help, so nobody is asked
    # (TEN-A1) and the screen goes to Kenji only for his refill.
    pass_to(qtbot, window, "Aiko")
    choose(qtbot, window, Attack(1, 0, 1))
    pass_to(qtbot, window, "Kenji")
    assert ctrl.awaiting_human == 1 and table.view.phase == "refill"
    # The header names the defender who must refill now, not the attacker.
    assert "Kenji" in table.turn_label.text() and "Aiko" not in table.turn_label.text()
    choose(qtbot, window, Refill(card_of(1, 5)))
    pass_to(qtbot, window, "Aiko")
    assert table.view.phase == "swap"
    choose(qtbot, window, Decline())
    # Kenji's Peasant 1 attacks Aiko's known Peasant 3 and loses: Aiko may peek.
    pass_to(qtbot, window, "Kenji")
    choose(qtbot, window, Attack(0, 0, 0))
    qtbot.waitUntil(lambda: table.view.phase == "refill", timeout=5000)
    choose(qtbot, window, Refill(card_of(1, 9)))
    pass_to(qtbot, window, "Aiko")
    assert table.view.phase == "peek" and ctrl.awaiting_human == 0
    assert "Aiko" in table.turn_label.text() and "Kenji" not in table.turn_label.text()
    choose(qtbot, window, Peek(2))
    # Aiko now sees Kenji's right card (his Peasant 3), marked as her own knowledge.
    qtbot.waitUntil(lambda: ctrl.awaiting_human == 0 and table.view.phase == "attack",
                    timeout=5000)
    from senji_desktop.ui.tenno.items import CardItem
    item = table.scene.item_for(("table", 1, 2))
    assert isinstance(item, CardItem) and item.face_up and item.card == card_of(1, 3)
    assert "peeked" in item.marks
    # Her Peasant 3 attacks it (3:3). Kenji's refilled cards may hide a Monk,
    # so the defender decides: the pass screen goes to Kenji (TEN-4, TEN-A1).
    choose(qtbot, window, Attack(1, 0, 2))
    pass_to(qtbot, window, "Kenji")
    assert ctrl.awaiting_human == 1 and table.view.phase == "monk"
    assert table.decline_button.isVisible()
    # Both battle cards are face up for him; Aiko's other cards are not.
    shown = face_up_cards(table)
    assert shown[(0, 0)] == card_of(0, 3) and (0, 1) not in shown and (0, 2) not in shown
    choose(qtbot, window, UseMonk(1))
    # The Monk wins it for Kenji (3:5); Aiko refills, then Kenji may peek.
    pass_to(qtbot, window, "Aiko")
    assert table.view.phase == "refill"
    choose(qtbot, window, Refill(card_of(0, 10)))
    qtbot.waitUntil(lambda: ctrl.awaiting_pass, timeout=15000)
    # Under the pass screen for Kenji nothing of Aiko's knowledge is drawn or logged.
    assert not any("Peasant (3)" in line and "looked" in line for line in table.log.lines())
    pass_to(qtbot, window, "Kenji")
    assert table.view.phase == "peek"
    assert not any(line.endswith("Peasant (3).") and "looked" in line
                   for line in table.log.lines())
    assert "peeked" not in table.scene.item_for(("table", 1, 2)).marks


def play_until_over(qtbot: Any, window: Any, limit: int = 200) -> None:
    from senji_desktop.engine.rng import Rng
    from senji_desktop.games.tenno import heuristics

    ctrl = window.controller
    rng = Rng(5)
    for _ in range(limit):
        qtbot.waitUntil(lambda: ctrl.awaiting_human == 0 or ctrl.is_over, timeout=20000)
        if ctrl.is_over:
            return
        qtbot.waitUntil(lambda: window.table.interactive, timeout=5000)
        choose(qtbot, window, heuristics.choose(window.table.view, rng))
    raise AssertionError("the game did not end")


def test_a_whole_game_against_the_ai_ends_with_the_captured_cards_revealed(
        qtbot: Any, make_window: Any) -> None:
    window = make_window()
    start_tenno(qtbot, window, [("Mika", "Human"), ("Kenji", "AI – Easy")])
    play_until_over(qtbot, window)
    table = window.table
    qtbot.waitUntil(lambda: table.end_dialog is not None and table.end_dialog.isVisible(),
                    timeout=5000)
    outcome = window.controller.outcome
    text = "\n".join(table.end_dialog.text_lines())
    for seat in (0, 1):
        assert str(outcome.details["points"][seat]) in text
    for card in outcome.details["captured"][0]:
        from senji_desktop.ui.tenno.log_text import card_text
        assert card_text(card) in text


def test_resume_a_tenno_game(qtbot: Any, make_window: Any, home: Path) -> None:
    window = make_window()
    start_tenno(qtbot, window, [("Mika", "Human"), ("Kenji", "AI – Easy")])
    ctrl = window.controller
    qtbot.waitUntil(lambda: ctrl.awaiting_human == 0, timeout=10000)
    choose(qtbot, window, Arrange((2, 1, 3)))
    qtbot.waitUntil(lambda: ctrl.awaiting_human == 0, timeout=10000)
    moves, view = ctrl.moves, ctrl.view_for(0)
    window.close()
    qtbot.waitUntil(lambda: not ctrl.running, timeout=5000)
    again = make_window()
    assert again.pending_resume is not None
    assert "Tenno" in again.home.banner.text.text()
    with qtbot.waitSignal(again.game_started, timeout=5000) as blocker:
        click(qtbot, again.home.banner.resume)
    resumed = blocker.args[0]
    assert resumed.moves == moves
    qtbot.waitUntil(lambda: resumed.awaiting_human == 0, timeout=10000)
    assert resumed.view_for(0) == view
    assert again.table.view.table[0] == (card_of(0, 2), card_of(0, 1), card_of(0, 3))


def test_cli_secret_start_is_named_a_senshi_option(capsys: Any, monkeypatch: Any) -> None:
    import pytest

    from senji_desktop import app

    monkeypatch.setattr(app, "run_gui", lambda args: pytest.fail("the GUI must not start"))
    with pytest.raises(SystemExit) as exc:
        app.main(["--game", "tenno", "--seats", "human,ai", "--secret-start"])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert "belongs to Senshi only" in err and "seats" not in err.split("error:")[-1]
