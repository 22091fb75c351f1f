"""Senji's own new-game options: the samurai powers on by default (SJ-60),
the hourglass of four minutes on by default but offered only when two or
more people play at the screen (SJ-41); old saves replay as the base game."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from senji_desktop.games.senji.model import SenjiOptions
from senji_desktop.games.senji.rules import GAME
from senji_desktop.ui.new_game_dialog import NewGameDialog
from senji_desktop.ui.registry import game_ui


def _dialog(qtbot: Any) -> NewGameDialog:
    dlg = NewGameDialog(game_ui("senji"), None)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    return dlg


def _make_human(dlg: NewGameDialog, i: int) -> None:
    box = dlg.type_boxes[i]
    box.setCurrentIndex(box.findText("Human"))


def test_sj60_powers_are_on_by_default_and_can_be_switched_off(qtbot: Any, home: Any) -> None:
    dlg = _dialog(qtbot)
    opts = dlg.options_widget
    assert opts.powers.isChecked() and opts.powers.toolTip()
    assert dlg.setup().options["powers"] is True
    opts.powers.setFocus()
    qtbot.keyClick(opts.powers, Qt.Key.Key_Space)
    options = dlg.setup().options
    assert options["powers"] is False
    assert GAME.new_game(SenjiOptions(**options), 1).powers is False
    # the choice is remembered for the next game
    again = NewGameDialog(game_ui("senji"), dlg.remembered())
    qtbot.addWidget(again)
    assert not again.options_widget.powers.isChecked()


def test_sj41_hourglass_only_with_two_humans_and_on_by_default(qtbot: Any, home: Any) -> None:
    dlg = _dialog(qtbot)
    opts = dlg.options_widget
    assert "4 minutes" in opts.hourglass.text()
    # one human against AI opponents: not offered, and off
    assert not opts.hourglass.isEnabled()
    assert dlg.setup().options["hourglass"] is False
    _make_human(dlg, 1)
    assert opts.hourglass.isEnabled() and opts.hourglass.isChecked()
    assert dlg.setup().options["hourglass"] is True
    opts.hourglass.setFocus()
    qtbot.keyClick(opts.hourglass, Qt.Key.Key_Space)
    assert dlg.setup().options["hourglass"] is False
    dlg.type_boxes[1].setCurrentIndex(dlg.type_boxes[1].findText("AI – Normal"))
    assert not opts.hourglass.isEnabled()


def test_sj60_games_saved_before_the_powers_replay_as_the_base_game() -> None:
    old = {"num_seats": 4, "families": None, "first_seat": None, "hourglass": False}
    assert GAME.options_adapter.validate_python(old).powers is False
    assert GAME.options_adapter.validate_python({**old, "powers": True}).powers is True
    assert GAME.options_adapter.validate_python({"num_seats": 4}).powers is True


def test_the_first_frame_of_the_dialog_has_no_note_cut_or_overlapping(
        qtbot: Any, make_window: Any) -> None:
    """Senji's new-game dialog opened from a 1024×640 window in German: in
    the very frame it first shows (no later relayout waited for) every
    wrapped note has the height its lines need at its width, and no two
    labels lie over each other ("Welche der sechs Familien …" lay under the
    combo box for a moment)."""
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QLabel

    window = make_window(language="de")
    window.resize(1024, 640)
    window._open_new_game_dialog("senji")
    dlg = window.new_game_dialog
    qtbot.waitExposed(dlg)
    dlg.grab()  # the first frame
    labels = [lab for lab in dlg.findChildren(QLabel) if lab.isVisible() and lab.text()]
    assert labels
    for lab in labels:
        if lab.wordWrap():
            assert lab.height() >= lab.heightForWidth(lab.width()) - 1, lab.text()

    def where(w: Any) -> QRect:
        return QRect(w.mapTo(dlg, w.rect().topLeft()), w.size())

    for i, a in enumerate(labels):
        for b in labels[i + 1:]:
            assert not where(a).intersects(where(b)), (a.text(), b.text())
    window.lang.set_language("en")
