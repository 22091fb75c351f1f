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


def test_other_opponents_and_memory(qtbot: Any, home: Any) -> None:
    dlg = dialog(qtbot)
    box = dlg.type_boxes[1]
    texts = [box.itemText(i) for i in range(box.count())]
    assert "Other opponents:" in texts
    header = texts.index("Other opponents:")
    assert texts.index("AI – Random") > header and texts.index("AI – Heuristic") > header
    assert not box.model().item(header).isEnabled()
    box.setCurrentIndex(texts.index("AI – Heuristic"))
    qtbot.keyClick(dlg.num_seats, Qt.Key.Key_Up)
    dlg.type_boxes[2].set_choice("ai", "hard")
    dlg.options_widget.secret_start.setChecked(True)
    dlg.first_seat.setCurrentIndex(3)
    remembered = dlg.remembered(None)

    again = dialog(qtbot, remembered)
    setup = again.setup()
    assert [(s.kind, s.agent) for s in setup.seats] == [
        ("human", None), ("ai", "heuristic"), ("ai", "hard")]
    assert setup.options == {"num_seats": 3, "first_seat": 2, "secret_start": True}
