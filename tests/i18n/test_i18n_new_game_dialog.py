"""Every game's new-game dialog shows its explanations whole, in both languages."""

from __future__ import annotations

import contextlib

import pytest
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from senji_desktop.i18n import LanguageManager
from senji_desktop.ui.new_game_dialog import NewGameDialog
from senji_desktop.ui.registry import GAME_UIS


@pytest.mark.parametrize("lang", ["en", "de"])
def test_no_note_is_cut_off(lang: str, qtbot: QtBot,
                            languages: list[LanguageManager]) -> None:
    """A wrapped note in a narrow column (Senji's options in German) takes
    more lines than Qt's least height allows for: the dialog grows instead
    of cutting the last line off."""
    manager = LanguageManager()
    languages.append(manager)
    manager.set_language(lang)
    for game in (g for g in GAME_UIS if g.playable):
        dlg = NewGameDialog(game, offer_tutorial=True)
        qtbot.addWidget(dlg)
        dlg.show()
        qtbot.waitExposed(dlg)

        def cut() -> list[str]:
            return [label.text()[:30] for label in dlg.findChildren(QLabel)  # noqa: B023
                    if label.isVisible() and label.wordWrap() and label.text()
                    and label.height() < label.heightForWidth(label.width())]

        with contextlib.suppress(qtbot.TimeoutError):
            qtbot.waitUntil(lambda: not cut(), timeout=2000)
        assert cut() == [], game.game_id
        dlg.close()


@pytest.mark.parametrize(("game_id", "seats"), [("senshi", 4), ("shinobi", 6), ("senji", 5)])
def test_adding_seats_keeps_every_row_at_its_height(game_id: str, seats: int, qtbot: QtBot,
                                                    languages: list[LanguageManager]) -> None:
    """Seats added with the arrow key in German (the longest notes): the
    dialog grows with its rows instead of squashing them, and still fits a
    1024×640 window."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QWidget

    from senji_desktop.ui.registry import game_ui

    manager = LanguageManager()
    languages.append(manager)
    manager.set_language("de")
    owner = QWidget()
    qtbot.addWidget(owner)
    owner.resize(1024, 640)
    owner.show()
    dlg = NewGameDialog(game_ui(game_id), parent=owner, offer_tutorial=True)
    dlg.show()
    qtbot.waitExposed(dlg)
    while dlg.num_seats.value() < seats:
        qtbot.keyClick(dlg.num_seats, Qt.Key.Key_Up)

    def squashed() -> list[str]:
        rows = [w for i in range(seats)
                for w in (dlg.name_edits[i], dlg.type_boxes[i], dlg.seat_labels[i])]
        notes = [label for label in dlg.findChildren(QLabel)
                 if label.isVisible() and label.wordWrap() and label.text()]
        return ([w.objectName() or w.text() for w in rows
                 if w.height() < w.minimumSizeHint().height()]
                + [n.text()[:30] for n in notes if n.height() < n.heightForWidth(n.width())])

    with contextlib.suppress(qtbot.TimeoutError):
        qtbot.waitUntil(lambda: not squashed(), timeout=2000)
    assert squashed() == []
    assert dlg.height() <= 640
    dlg.close()
