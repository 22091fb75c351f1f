"""The new-game dialog: seats, names, first player, the secret-start variant, memory."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from senji_desktop.ui.new_game_dialog import NewGameDialog
from senji_desktop.ui.registry import GAME_UIS, game_ui


def dialog(qtbot: Any, remembered: dict[str, Any] | None = None) -> NewGameDialog:
    dlg = NewGameDialog(game_ui("senshi"), remembered)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    return dlg


def test_registry_lists_every_game_in_order() -> None:
    from senji_desktop.engine.registry import GAMES

    assert [g.game_id for g in GAME_UIS] == [g.game_id for g in GAMES]
    playable = [g.game_id for g in GAME_UIS if g.playable]
    assert "senshi" in playable and "senbazuru" in playable


def test_defaults_one_human_against_a_normal_ai(qtbot: Any, home: Any) -> None:
    dlg = dialog(qtbot)
    setup = dlg.setup()
    assert [s.kind for s in setup.seats] == ["human", "ai"]
    assert setup.seats[1].agent == "normal"
    assert [s.name for s in setup.seats] == ["Aiko", "Kenji"]
    assert setup.options == {"num_seats": 2, "first_seat": None, "secret_start": False}
    assert 0 <= setup.seed < 2**32


def test_secret_start_only_for_three_or_four_players(qtbot: Any, home: Any) -> None:
    dlg = dialog(qtbot)
    box = dlg.options_widget.secret_start
    assert not box.isEnabled()
    assert box.toolTip()
    dlg.num_seats.setFocus()
    qtbot.keyClick(dlg.num_seats, Qt.Key.Key_Up)
    assert dlg.num_seats.value() == 3
    assert box.isEnabled()
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_Space)
    assert dlg.setup().options["secret_start"] is True
    assert len(dlg.setup().seats) == 3
    qtbot.keyClick(dlg.num_seats, Qt.Key.Key_Down)
    assert not box.isEnabled()
    assert dlg.setup().options["secret_start"] is False


def test_first_player_and_names(qtbot: Any, home: Any) -> None:
    dlg = dialog(qtbot)
    dlg.name_edits[1].selectAll()
    qtbot.keyClicks(dlg.name_edits[1], "Ren")
    assert dlg.first_seat.itemText(2) == "Ren"
    dlg.first_seat.setCurrentIndex(2)
    assert dlg.setup().options["first_seat"] == 1
    # Two players with the same name cannot start.
    dlg.name_edits[1].selectAll()
    qtbot.keyClicks(dlg.name_edits[1], "aiko")
    assert not dlg.start_button.isEnabled()
    assert dlg.problem.isVisible()
    dlg.name_edits[1].selectAll()
    qtbot.keyClicks(dlg.name_edits[1], "Sora")
    assert dlg.start_button.isEnabled()


def test_opponents_are_easy_normal_and_hard_only(qtbot: Any, home: Any) -> None:
    dlg = dialog(qtbot)
    box = dlg.type_boxes[1]
    texts = [box.itemText(i) for i in range(box.count())]
    assert texts == ["Human", "AI – Easy", "AI – Normal", "AI – Hard"]
    # Every option is explained in place, not only in a tooltip.
    assert dlg.opponents_note.isVisible() and "Hard" in dlg.opponents_note.text()
    assert dlg.first_note.isVisible() and dlg.first_note.text()
    assert dlg.options_widget.secret_note.isVisible()
    assert "3 or 4" in dlg.options_widget.secret_note.text()


def test_memory_and_a_remembered_development_agent_becomes_normal(qtbot: Any, home: Any) -> None:
    dlg = dialog(qtbot)
    qtbot.keyClick(dlg.num_seats, Qt.Key.Key_Up)
    dlg.type_boxes[1].setCurrentIndex(dlg.type_boxes[1].findText("AI – Easy"))
    dlg.type_boxes[2].set_choice("ai", "hard")
    dlg.options_widget.secret_start.setChecked(True)
    dlg.first_seat.setCurrentIndex(3)
    remembered = dlg.remembered(None)

    again = dialog(qtbot, remembered)
    setup = again.setup()
    assert [(s.kind, s.agent) for s in setup.seats] == [
        ("human", None), ("ai", "easy"), ("ai", "hard")]
    assert setup.options == {"num_seats": 3, "first_seat": 2, "secret_start": True}

    remembered["senshi"]["seats"][1]["agent"] = "heuristic"
    remembered["senshi"]["seats"][2]["agent"] = "random"
    third = dialog(qtbot, remembered)
    assert [(s.kind, s.agent) for s in third.setup().seats] == [
        ("human", None), ("ai", "normal"), ("ai", "normal")]


def test_no_seat_count_where_the_game_has_no_choice(qtbot: Any, home: Any) -> None:
    duel = NewGameDialog(game_ui("senbazuru"))
    qtbot.addWidget(duel)
    duel.show()
    qtbot.waitExposed(duel)
    assert not duel.num_seats.isVisible() and not duel.players_label.isVisible()
    assert [e.isVisible() for e in duel.name_edits] == [True, True]
    assert len(duel.setup().seats) == 2
    tenno = NewGameDialog(game_ui("tenno"))
    qtbot.addWidget(tenno)
    tenno.show()
    qtbot.waitExposed(tenno)
    assert tenno.num_seats.isVisible()


def test_buttons_are_plain_and_cancel_closes(qtbot: Any, home: Any) -> None:
    dlg = dialog(qtbot)
    for button in (dlg.start_button, dlg.cancel_button):
        assert button.icon().isNull()
    assert not dlg.learn_button.isVisible()
    with qtbot.waitSignal(dlg.rejected, timeout=2000):
        qtbot.mouseClick(dlg.cancel_button, Qt.MouseButton.LeftButton)


def test_learn_to_play_first_asks_for_the_tutorial(qtbot: Any, home: Any) -> None:
    dlg = NewGameDialog(game_ui("tenno"), offer_tutorial=True)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    assert dlg.learn_button.isVisible()
    with qtbot.waitSignal(dlg.learn_requested, timeout=2000) as blocker:
        qtbot.mouseClick(dlg.learn_button, Qt.MouseButton.LeftButton)
    assert blocker.args == ["tenno"]
    assert not dlg.isVisible()
