"""One autosave per game, played by clicks: unfinished games of different games
are all offered after a restart and each resumes; a new game of the same game
asks first; discarding asks first."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from app_helpers import click, click_action
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QPushButton

from senji_desktop.persistence.saves import autosave_path, load_autosave

SENSHI_SEATS = [("Mika", "Human"), ("Kenji", "AI – Easy")]
# SenbaZuru with the computer opening: its first move makes an autosave at once.
ZURU_SEATS = [("Mika", "Human"), ("Sora", "AI – Easy")]


def fill_and_start(qtbot: Any, window: Any, seats: list[tuple[str, str]],
                   first_seat: int) -> Any:
    """Fill in the open new-game dialog and press Start; returns the controller."""
    qtbot.waitUntil(lambda: window.new_game_dialog is not None and
                    window.new_game_dialog.isVisible(), timeout=5000)
    dlg = window.new_game_dialog
    qtbot.waitExposed(dlg)
    if dlg.num_seats.isVisible():  # only games with a choice ask for the number
        dlg.num_seats.setFocus()
        dlg.num_seats.selectAll()
        qtbot.keyClicks(dlg.num_seats, str(len(seats)))
        qtbot.keyClick(dlg.num_seats, Qt.Key.Key_Tab)
    for i, (name, kind) in enumerate(seats):
        dlg.name_edits[i].selectAll()
        qtbot.keyClicks(dlg.name_edits[i], name)
        box = dlg.type_boxes[i]
        box.setCurrentIndex(box.findText(kind))
    dlg.first_seat.setCurrentIndex(first_seat + 1)
    with qtbot.waitSignal(window.game_started, timeout=5000) as blocker:
        click(qtbot, dlg.start_button)
    return blocker.args[0]


def start_from_card(qtbot: Any, window: Any, game_id: str, seats: list[tuple[str, str]],
                    first_seat: int = 0) -> Any:
    click(qtbot, window.home.card(game_id).button)
    return fill_and_start(qtbot, window, seats, first_seat)


def play_senshi_clicks(qtbot: Any, window: Any, n: int) -> None:
    ctrl = window.controller
    for _ in range(n):
        qtbot.waitUntil(lambda: ctrl.awaiting_human == 0, timeout=10000)
        moves = len(ctrl.moves)
        click_action(qtbot, window.table, window.table.view.legal[-1])
        qtbot.waitUntil(lambda: len(ctrl.moves) > moves, timeout=5000)  # noqa: B023
    qtbot.waitUntil(lambda: ctrl.awaiting_human == 0, timeout=10000)


def go_home(qtbot: Any, window: Any) -> None:
    ctrl = window.controller
    window.act_home.trigger()  # Game → Back to home
    assert window.controller is None
    qtbot.waitUntil(lambda: not ctrl.running, timeout=5000)
    assert window.stack.currentWidget() is window.home


def question(qtbot: Any, window: Any, attr: str) -> QMessageBox:
    qtbot.waitUntil(lambda: getattr(window, attr) is not None
                    and getattr(window, attr).isVisible(), timeout=5000)
    box = getattr(window, attr)
    assert isinstance(box, QMessageBox)
    return box


def answer(qtbot: Any, box: QMessageBox, name: str) -> None:
    button = box.findChild(QPushButton, name)
    assert button is not None and button.isVisible(), name
    click(qtbot, button)
    qtbot.waitUntil(lambda: not box.isVisible(), timeout=2000)


def file_text(game_id: str) -> str:
    return autosave_path(game_id).read_text(encoding="utf-8")


def two_unfinished_games(qtbot: Any, make_window: Any) -> tuple[Any, dict[str, Any]]:
    """Play a little Senshi, go home, start SenbaZuru (the AI opens), quit.
    Returns the closed window and {game_id: (moves, view of seat 0)}."""
    window = make_window()
    start_from_card(qtbot, window, "senshi", SENSHI_SEATS)
    play_senshi_clicks(qtbot, window, 2)
    senshi = window.controller
    kept = {"senshi": (senshi.moves, senshi.view_for(0))}
    go_home(qtbot, window)
    before = file_text("senshi")
    zuru = start_from_card(qtbot, window, "senbazuru", ZURU_SEATS, first_seat=1)
    qtbot.waitUntil(lambda: len(zuru.moves) >= 1 and zuru.awaiting_human == 0, timeout=10000)
    kept["senbazuru"] = (zuru.moves, zuru.view_for(0))
    # Starting SenbaZuru left the Senshi autosave alone.
    assert file_text("senshi") == before
    window.close()
    qtbot.waitUntil(lambda: not zuru.running, timeout=5000)
    return window, kept


def test_two_unfinished_games_are_both_offered_and_each_resumes(qtbot: Any,
                                                                make_window: Any) -> None:
    _, kept = two_unfinished_games(qtbot, make_window)
    again = make_window()
    banner = again.home.banner
    assert banner.isVisible()
    # Newest first: SenbaZuru was played last.
    assert [r.offer.game_id for r in banner.rows] == ["senbazuru", "senshi"]
    assert "Mika" in banner.row("senshi").detail.full_text()
    assert "Sora" in banner.row("senbazuru").detail.full_text()
    for game_id in ("senshi", "senbazuru"):
        window = again if game_id == "senshi" else make_window()
        row = window.home.banner.row(game_id)
        with qtbot.waitSignal(window.game_started, timeout=5000) as blocker:
            click(qtbot, row.resume)
        ctrl = blocker.args[0]
        moves, view = kept[game_id]
        assert ctrl.game_id == game_id
        assert ctrl.moves == moves
        qtbot.waitUntil(lambda: ctrl.awaiting_human == 0, timeout=10000)  # noqa: B023
        assert ctrl.view_for(0) == view
        assert window.table.view == view
        go_home(qtbot, window)
        # Back home, both games are still offered.
        assert sorted(r.offer.game_id for r in window.home.banner.rows) == [
            "senbazuru", "senshi"]


def test_menu_resume_continues_the_newest(qtbot: Any, make_window: Any) -> None:
    _, kept = two_unfinished_games(qtbot, make_window)
    again = make_window()
    assert again.act_resume.isEnabled()
    with qtbot.waitSignal(again.game_started, timeout=5000) as blocker:
        again.act_resume.trigger()
    assert blocker.args[0].game_id == "senbazuru"
    assert blocker.args[0].moves == kept["senbazuru"][0]


def test_new_game_of_the_same_game_asks_first(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    start_from_card(qtbot, window, "senshi", SENSHI_SEATS)
    play_senshi_clicks(qtbot, window, 2)
    old_moves = window.controller.moves
    old = load_autosave("senshi")
    assert old is not None
    go_home(qtbot, window)
    saved = file_text("senshi")

    # Cancel: nothing happens, the unfinished game is kept.
    click(qtbot, window.home.card("senshi").button)
    box = question(qtbot, window, "replace_question")
    assert "Senshi" in box.text() and "replaced" in box.text()
    answer(qtbot, box, "cancel")
    assert window.new_game_dialog is None
    assert window.controller is None
    assert file_text("senshi") == saved
    assert window.home.banner.row("senshi") is not None

    # Resume instead: the unfinished game continues.
    click(qtbot, window.home.card("senshi").button)
    box = question(qtbot, window, "replace_question")
    with qtbot.waitSignal(window.game_started, timeout=5000) as blocker:
        answer(qtbot, box, "resume_instead")
    assert blocker.args[0].moves == old_moves
    go_home(qtbot, window)

    # Start new: the dialog opens; the new game replaces the unfinished one.
    click(qtbot, window.home.card("senshi").button)
    box = question(qtbot, window, "replace_question")
    answer(qtbot, box, "start_new")
    ctrl = fill_and_start(qtbot, window, SENSHI_SEATS, 0)
    assert ctrl.moves == []
    play_senshi_clicks(qtbot, window, 1)
    new = load_autosave("senshi")
    assert new is not None
    assert len(new.moves) == len(ctrl.moves) < len(old_moves)
    assert json.loads(file_text("senshi"))["moves"] == new.moves
    go_home(qtbot, window)
    assert [r.offer.game_id for r in window.home.banner.rows] == ["senshi"]


def test_no_question_when_the_game_has_no_unfinished_game(qtbot: Any,
                                                          make_window: Any) -> None:
    window = make_window()
    start_from_card(qtbot, window, "senshi", SENSHI_SEATS)
    play_senshi_clicks(qtbot, window, 1)
    go_home(qtbot, window)
    # Another game: straight to its dialog, and the Senshi game stays.
    click(qtbot, window.home.card("senbazuru").button)
    qtbot.waitUntil(lambda: window.new_game_dialog is not None, timeout=5000)
    assert window.replace_question is None
    window.new_game_dialog.reject()
    assert autosave_path("senshi").exists()


def test_discard_asks_first(qtbot: Any, make_window: Any) -> None:
    two_unfinished_games(qtbot, make_window)
    window = make_window()
    banner = window.home.banner
    # Keep: nothing is lost.
    click(qtbot, banner.row("senshi").discard)
    box = question(qtbot, window, "discard_question")
    assert "Senshi" in box.text()
    assert box.defaultButton() is box.findChild(QPushButton, "keep")
    answer(qtbot, box, "keep")
    assert autosave_path("senshi").exists()
    assert [r.offer.game_id for r in banner.rows] == ["senbazuru", "senshi"]
    # Discard: only that game is forgotten.
    click(qtbot, banner.row("senshi").discard)
    answer(qtbot, question(qtbot, window, "discard_question"), "discard")
    assert not autosave_path("senshi").exists()
    assert autosave_path("senbazuru").exists()
    assert [r.offer.game_id for r in banner.rows] == ["senbazuru"]
    assert window.pending_resume is not None and window.pending_resume.game_id == "senbazuru"
    third = make_window()
    assert [r.offer.game_id for r in third.home.banner.rows] == ["senbazuru"]


def test_a_broken_autosave_is_explained_and_the_others_still_offered(
        qtbot: Any, make_window: Any, home: Path) -> None:
    two_unfinished_games(qtbot, make_window)
    broken = home / "data" / "autosave-tenno.json"
    broken.write_text('{"app": "senji-desktop", "format": 1, "game_id": "ten',
                      encoding="utf-8")
    window = make_window()
    qtbot.waitUntil(lambda: window.notice is not None and window.notice.isVisible(),
                    timeout=5000)
    assert "autosave-tenno.json" in window.notice.text()
    assert not broken.exists()
    assert list((home / "data").glob("autosave-tenno.corrupt-*.json"))
    assert sorted(r.offer.game_id for r in window.home.banner.rows) == [
        "senbazuru", "senshi"]
