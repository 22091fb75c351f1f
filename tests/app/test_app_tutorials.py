"""Every tutorial played to its end by clicks, in English and German: the
steps start from the home screen, only the taught action is accepted, the
rule link opens the rules at its section, and a tutorial can be left,
resumed and restarted."""

from __future__ import annotations

import logging
from typing import Any

import pytest
from app_helpers import click
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QPushButton

from senji_desktop.controller.tutorial import all_tutorials, load_tutorial
from senji_desktop.ui.common.rules_dialog import RulesDialog

TUTORIALS = ["tenno", "shinobi", "senbazuru", "senshi", "senji"]


def wait_for_decision(qtbot: Any, ctrl: Any) -> None:
    qtbot.waitUntil(lambda: ctrl.awaiting_continue or ctrl.awaiting_human is not None
                    or ctrl.done, timeout=60000)


def play_step(qtbot: Any, window: Any) -> None:
    """Do what the current step asks, as a player would: Continue, or the
    clicks towards the taught action until it is made."""
    ctrl = window.tutorial
    bar = window.game_page.tutorial_bar
    wait_for_decision(qtbot, ctrl)
    if ctrl.awaiting_continue:
        assert bar.continue_button.isVisible()
        index = ctrl.step_index
        click(qtbot, bar.continue_button)
        qtbot.waitUntil(lambda: ctrl.step_index != index or not ctrl.awaiting_continue,
                        timeout=60000)
        return
    taught = ctrl.expected_action()
    assert taught is not None
    assert not bar.continue_button.isVisible()
    table = window.table
    made = len(ctrl.moves)
    qtbot.waitUntil(lambda: getattr(table, "interactive", True) and not table.input_held,
                    timeout=60000)
    chosen: list[Any] = []
    signal = getattr(table, "action_chosen", None)
    if signal is not None:
        signal.connect(chosen.append)
    try:
        for _ in range(40):
            # Asked again after each click: a click may rebuild the places
            # of the next ones (a chosen card brings its own buttons).
            widget, point = clicks(table, taught)[0]
            assert widget.isVisible() and widget.rect().contains(point), (taught, point)
            qtbot.mouseMove(widget, point)
            qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=point)
            if signal is None or chosen:
                break
    finally:
        if signal is not None:
            signal.disconnect(chosen.append)
    qtbot.waitUntil(lambda: len(ctrl.moves) > made, timeout=60000)


def tutorial_step(ctrl: Any) -> Any:
    return ctrl.tutorial.steps[ctrl.step_index]


def click_place(qtbot: Any, table: Any, key: Any) -> None:
    """Click the place `key` of a kit table (a target or a panel button)."""
    place = table.place_of(key)
    assert place is not None, key
    widget, point = place
    qtbot.mouseMove(widget, point)
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=point)


def marked_places(table: Any) -> int:
    """How many places of the board glow as marked (the next click)."""
    return len(table.scene._overlays.get("mark", []))


@pytest.mark.parametrize(("game_id", "step", "wrong", "right"), [
    # Tenno, attack with the 3 (right) on Kenji's right card: first the
    # Peasant on the left (not the taught one), then Kenji's middle card.
    ("tenno", 2, [("table", 0, 0), ("table", 1, 1)], [("table", 0, 2), ("table", 1, 2)]),
    # Shinobi, the katana to Kenji announced as a sai: first the shuriken.
    ("shinobi", 1, [("hand", 0), ("seat", 2)], [("hand", 2), ("seat", 1)]),
])
def test_a_wrong_click_names_the_taught_move_and_leaves_nothing_half_chosen(
        qtbot: Any, make_window: Any, game_id: str, step: int, wrong: list[Any],
        right: list[Any]) -> None:
    window = make_window()
    assert window.start_tutorial(game_id, step)
    ctrl = window.tutorial
    table = window.table
    bar = window.game_page.tutorial_bar
    wait_for_decision(qtbot, ctrl)
    qtbot.waitUntil(lambda: table.interactive and not table.input_held, timeout=60000)
    made = len(ctrl.moves)
    expected = "Not this one. " + tutorial_step(ctrl).click_in("en")
    # The next click is marked, and only that one.
    assert table.guided_click() == right[0]
    qtbot.waitUntil(lambda: marked_places(table) == 1, timeout=5000)
    # A wrong first click: refused with the taught move named, nothing chosen.
    click_place(qtbot, table, wrong[0])
    assert table.selection == ()
    assert table.status_text == expected and bar.note.text() == expected
    # The right first click, then a wrong second one: the first stays chosen
    # as it was, and the mark moves on to the second.
    click_place(qtbot, table, right[0])
    assert table.selection == (right[0],)
    assert table.guided_click() == right[1]
    click_place(qtbot, table, wrong[1])
    assert table.selection == (right[0],)
    assert table.status_text == expected
    assert len(ctrl.moves) == made
    # The taught way still works.
    click_place(qtbot, table, right[1])
    if game_id == "shinobi":
        qtbot.waitUntil(lambda: table.guided_click() is not None
                        and table.guided_click()[0] == "button", timeout=5000)
        click_place(qtbot, table, table.guided_click())
    qtbot.waitUntil(lambda: len(ctrl.moves) > made, timeout=60000)


def test_the_spring_orders_step_marks_each_next_click_on_the_map(
        qtbot: Any, make_window: Any) -> None:
    """Senji's spring: three orders laid together (March on Nagato and Aki,
    Produce on Izumo) and given at once; the mark leads click by click."""
    window = make_window()
    assert window.start_tutorial("senji", 7)
    ctrl = window.tutorial
    table = window.table
    wait_for_decision(qtbot, ctrl)
    assert ctrl.step_index == 7
    qtbot.waitUntil(lambda: table.interactive and not table.input_held, timeout=60000)
    followed = []
    while ctrl.step_index == 7:
        qtbot.waitUntil(lambda: ctrl.step_index != 7 or (
            table.interactive and not table.input_held and table.guided_click() is not None),
            timeout=60000)
        if ctrl.step_index != 7:
            break
        key = table.guided_click()
        if key[0] != "button":
            qtbot.waitUntil(lambda: marked_places(table) == 1, timeout=5000)
        followed.append(key)
        assert len(followed) < 12, followed
        click_place(qtbot, table, key)
        if key == ("button", "send-orders"):
            # The three orders go one after another (the last two chosen ahead).
            qtbot.waitUntil(lambda: ctrl.step_index != 7, timeout=60000)
    assert followed == [("tray", "march"), ("area", "nagato"), ("area", "aki"),
                        ("tray", "produce"), ("area", "izumo"), ("button", "send-orders")]
    wait_for_decision(qtbot, ctrl)
    assert ctrl.step_index == 8


def clicks(table: Any, action: Any) -> list[tuple[Any, Any]]:
    """The clicks a player makes for `action` on this table: the tables that
    take several clicks list them (``click_points``); a SenbaZuru placement
    picks the hand tile first; otherwise one click at ``target_point``."""
    if hasattr(table, "click_points"):
        return list(table.click_points(action))
    out = []
    if getattr(action, "kind", "") == "place" and hasattr(table, "hand_point"):
        out.append((table.tray, table.hand_point(action.tile)))
    widget = table.target_widget(action)
    point = table.target_point(action)
    if isinstance(widget, QPushButton):
        point = widget.rect().center()
    assert widget is not None and point is not None, action
    return [*out, (widget, point)]


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game_id", TUTORIALS)
def test_tutorial_is_played_to_its_end_by_clicks(qtbot: Any, make_window: Any, game_id: str,
                                                  lang: str, caplog: Any) -> None:
    window = make_window(language=lang)
    recorded: list[Any] = []
    window.game_recorded.connect(recorded.append)
    tutorial = load_tutorial(game_id)
    card = window.home.card(game_id)
    assert card.learn_link.isVisible()
    click(qtbot, card.learn_link)
    qtbot.waitUntil(lambda: window.tutorial is not None, timeout=10000)
    ctrl = window.tutorial
    bar = window.game_page.tutorial_bar
    assert bar.isVisible()
    seen: list[int] = []
    while not ctrl.done:
        wait_for_decision(qtbot, ctrl)
        if ctrl.done:
            break
        if not seen or seen[-1] != ctrl.step_index:
            seen.append(ctrl.step_index)
            step = tutorial.steps[ctrl.step_index]
            assert bar.text.text() == step.text_in(lang)
            assert f"{ctrl.step_index + 1}" in bar.counter.text()
        play_step(qtbot, window)
    assert seen == list(range(len(tutorial.steps)))
    qtbot.waitUntil(lambda: game_id in window.settings.tutorials_done, timeout=10000)
    assert game_id not in window.settings.tutorial_progress
    # A scripted game is not one of the player's games (statistics, archive),
    # and nothing went wrong on the way.
    assert recorded == []
    assert [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR] == []
    assert not bar.continue_button.isVisible()
    # Every tutorial ends alike: the side panel says it is over (never "wait
    # for your turn" or "the result is being counted"), the bar offers what next.
    panel = window.table.panel
    over = {"en": "The tutorial is over", "de": "Die Einführung ist zu Ende"}[lang]
    qtbot.waitUntil(lambda: panel.turn_label.text() == over, timeout=10000)
    assert bar.leave_button.text() in ("Home", "Startseite")
    # From the finished tutorial straight to a real game of it.
    qtbot.waitUntil(bar.play_button.isVisible, timeout=10000)
    click(qtbot, bar.play_button)
    qtbot.waitUntil(lambda: window.new_game_dialog is not None
                    and window.new_game_dialog.isVisible(), timeout=10000)
    assert window.tutorial is None
    assert not window.new_game_dialog.learn_button.isVisible()


def test_only_the_taught_action_counts_and_the_rule_link_opens_its_section(
        qtbot: Any, make_window: Any) -> None:
    window = make_window()
    assert window.start_tutorial("senshi", 2)  # "train": the Strength tile of stack 5
    ctrl = window.tutorial
    bar = window.game_page.tutorial_bar
    wait_for_decision(qtbot, ctrl)
    taught = ctrl.expected_action()
    table = window.table
    qtbot.waitUntil(lambda: getattr(table, "interactive", True) and not table.input_held,
                    timeout=60000)
    # Another legal choice, clicked like a player: nothing happens but a word
    # on what is expected.
    other = next(a for a in table.view.legal if a != taught and a.kind == "train")
    made = len(ctrl.moves)
    for widget, point in clicks(table, other):
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=point)
    qtbot.waitUntil(lambda: bar.note.isVisible(), timeout=5000)
    assert len(ctrl.moves) == made and ctrl.step_index == 2
    # The answer names the move the step teaches, from the step's own data.
    expected = "Not this one. " + tutorial_step(ctrl).click_in("en")
    assert window.statusBar().currentMessage() == expected
    assert bar.note.text() == expected
    # The step's rule opens the rules window at its section.
    assert bar.rule_button.isVisible()
    click(qtbot, bar.rule_button)
    qtbot.waitUntil(lambda: any(d.isVisible() for d in window.findChildren(RulesDialog)),
                    timeout=5000)
    rules = next(d for d in window.findChildren(RulesDialog) if d.isVisible())
    assert rules.tabs.currentWidget() is rules.browser
    qtbot.waitUntil(lambda: rules.section_visible("train"), timeout=5000)
    # The taught action still works.
    for widget, point in clicks(table, taught):
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=point)
    qtbot.waitUntil(lambda: len(ctrl.moves) > made, timeout=60000)


def test_a_step_to_read_says_so_in_the_side_panel(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    assert window.start_tutorial("senshi", 0)  # the welcome: read, then Continue
    bar = window.game_page.tutorial_bar
    table = window.table
    help_label = table.panel.help_label
    qtbot.waitUntil(lambda: bar.continue_button.isVisible(), timeout=10000)
    qtbot.waitUntil(lambda: "press Continue" in help_label.text(), timeout=5000)
    assert "wait" not in help_label.text()
    click(qtbot, bar.continue_button)
    # The next step teaches a move: the game's own help is back.
    qtbot.waitUntil(lambda: window.tutorial.step_index == 1, timeout=10000)
    qtbot.waitUntil(lambda: help_label.text() != ""
                    and "press Continue" not in help_label.text(), timeout=10000)


def test_a_table_outside_the_kit_offers_the_taught_action_alone(
        qtbot: Any, make_window: Any) -> None:
    window = make_window()
    assert window.start_tutorial("tenno", 2)  # "first-attack": attack with the 3
    ctrl = window.tutorial
    wait_for_decision(qtbot, ctrl)
    taught = ctrl.expected_action()
    table = window.table
    if hasattr(table, "set_allowed"):
        pytest.skip("Tenno's table is on the kit: set_allowed does this")
    assert list(table.view.legal) == [taught]
    others = [a for a in ctrl.game.legal_actions(ctrl._state, 0) if a != taught]
    assert others
    made = len(ctrl.moves)
    table.action_chosen.emit(others[0])
    qtbot.waitUntil(lambda: window.game_page.tutorial_bar.note.isVisible(), timeout=5000)
    assert len(ctrl.moves) == made


def test_leave_resume_and_restart(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    click(qtbot, window.home.card("shinobi").learn_link)
    qtbot.waitUntil(lambda: window.tutorial is not None, timeout=10000)
    for _ in range(3):
        play_step(qtbot, window)
    ctrl = window.tutorial
    wait_for_decision(qtbot, ctrl)
    left_at = ctrl.step_index
    assert left_at >= 2
    click(qtbot, window.game_page.tutorial_bar.leave_button)
    assert window.tutorial is None and window.stack.currentWidget() is window.home
    assert window.settings.tutorial_progress["shinobi"] == left_at
    # Learn to play again: asked whether to go on; going on starts at that step.
    click(qtbot, window.home.card("shinobi").learn_link)
    qtbot.waitUntil(lambda: window.learn_question is not None
                    and window.learn_question.isVisible(), timeout=5000)
    box: QMessageBox = window.learn_question
    click(qtbot, box.findChild(QPushButton, "tutorial_resume"))
    qtbot.waitUntil(lambda: window.tutorial is not None, timeout=10000)
    assert window.tutorial.step_index == left_at
    assert len(window.tutorial.moves) > 0
    # Restart asks first (the steps played would be lost); Cancel keeps them.
    click(qtbot, window.game_page.tutorial_bar.restart_button)
    qtbot.waitUntil(lambda: window.restart_question is not None
                    and window.restart_question.isVisible(), timeout=5000)
    click(qtbot, window.restart_question.findChild(QPushButton, "cancel"))
    assert window.restart_question is None
    assert window.tutorial.step_index == left_at
    # Restart, confirmed: the first step again, on a fresh deal.
    click(qtbot, window.game_page.tutorial_bar.restart_button)
    qtbot.waitUntil(lambda: window.restart_question is not None
                    and window.restart_question.isVisible(), timeout=5000)
    click(qtbot, window.restart_question.findChild(QPushButton, "tutorial_restart_confirm"))
    qtbot.waitUntil(lambda: window.tutorial is not None and window.tutorial.step_index == 0,
                    timeout=10000)
    assert window.tutorial.moves == []
    # At the first step nothing would be lost: Restart asks nothing.
    wait_for_decision(qtbot, window.tutorial)
    first = window.tutorial
    click(qtbot, window.game_page.tutorial_bar.restart_button)
    qtbot.waitUntil(lambda: window.tutorial is not first and window.tutorial is not None,
                    timeout=10000)
    assert window.restart_question is None


def test_a_tutorial_never_touches_the_unfinished_game(qtbot: Any, make_window: Any) -> None:
    from senji_desktop.persistence.saves import has_autosave

    window = make_window()
    assert window.start_tutorial("senshi", 0)
    for _ in range(3):
        play_step(qtbot, window)
    assert not has_autosave("senshi")


def test_the_new_game_dialog_offers_the_tutorial_until_it_was_played(
        qtbot: Any, make_window: Any) -> None:
    window = make_window()
    click(qtbot, window.home.card("tenno").button)
    qtbot.waitUntil(lambda: window.new_game_dialog is not None
                    and window.new_game_dialog.isVisible(), timeout=5000)
    dialog = window.new_game_dialog
    assert dialog.learn_button.isVisible()
    click(qtbot, dialog.learn_button)
    qtbot.waitUntil(lambda: window.tutorial is not None, timeout=10000)
    assert window.tutorial.tutorial.game_id == "tenno"
    window.go_home()
    window.settings.tutorials_done.append("tenno")
    click(qtbot, window.home.card("tenno").button)
    qtbot.waitUntil(lambda: window.new_game_dialog is not None
                    and window.new_game_dialog.isVisible(), timeout=5000)
    assert not window.new_game_dialog.learn_button.isVisible()


def test_every_tutorial_is_listed() -> None:
    assert sorted(all_tutorials()) == sorted(TUTORIALS)


def test_undo_is_refused_and_a_suggestion_is_the_taught_move(qtbot: Any,
                                                             make_window: Any) -> None:
    window = make_window()
    assert window.start_tutorial("senshi", 2)  # "train": the Strength tile of stack 5
    ctrl = window.tutorial
    wait_for_decision(qtbot, ctrl)
    step, made = ctrl.step_index, len(ctrl.moves)
    taught = ctrl.expected_action()
    assert taught is not None
    # No Undo button; Ctrl+Z takes nothing back and says why: the tutorial's
    # line stays as it is.
    table = window.table
    assert "undo" not in table.panel.commands and "hint" in table.panel.commands
    assert not window.play.act_undo.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert "Restart" in window.statusBar().currentMessage()
    assert (ctrl.step_index, len(ctrl.moves)) == (step, made)
    # H suggests the move the step teaches (no search).
    shown: list[Any] = []
    ctrl.hint_ready.connect(lambda action, _reason: shown.append(action))
    qtbot.keyClick(window, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: bool(shown), timeout=5000)
    assert shown == [taught]
    assert not ctrl.hints_used
    play_step(qtbot, window)
    wait_for_decision(qtbot, ctrl)
    assert ctrl.step_index == step + 1


def errors(caplog: Any) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]


def test_leaving_or_closing_at_a_step_to_read_goes_without_an_error(
        qtbot: Any, make_window: Any, caplog: Any) -> None:
    """Leave, and closing the window, while a step waits for Continue: the
    cancelled wait no longer updates the table that is gone ("turn loop
    failed", a deleted BoardView, also on stderr after every --screenshot of
    a step to read)."""
    window = make_window()
    assert window.start_tutorial("tenno", 0)
    wait_for_decision(qtbot, window.tutorial)
    assert window.tutorial.awaiting_continue
    ctrl = window.tutorial
    click(qtbot, window.game_page.tutorial_bar.leave_button)
    qtbot.waitUntil(lambda: not ctrl.running, timeout=10000)
    assert window.tutorial is None and errors(caplog) == []
    assert window.start_tutorial("tenno", 6)  # "shogun", a step to read
    ctrl = window.tutorial
    wait_for_decision(qtbot, ctrl)
    assert ctrl.awaiting_continue
    window.close()
    qtbot.waitUntil(lambda: not ctrl.running, timeout=10000)
    assert errors(caplog) == []


def test_a_click_at_a_step_to_read_says_to_read_it_and_press_continue(
        qtbot: Any, make_window: Any) -> None:
    """Senji's welcome is read while the samurai chooser lies on the map: a
    click on the map is answered with what the step expects, never with
    "One moment — your turn is about to start."."""
    window = make_window()
    assert window.start_tutorial("senji", 0)
    ctrl = window.tutorial
    wait_for_decision(qtbot, ctrl)
    assert ctrl.awaiting_continue
    table = window.table
    target = next(t for t in table.current_targets() if t.key == ("area", "aki"))
    viewport = table.board.viewport()
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton,
                     pos=table.board.mapFromScene(target.click))
    expected = "Read the step above the table, then press Continue."
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() == expected, timeout=5000)
    assert table.status_text == expected
    assert ctrl.step_index == 0 and ctrl.moves == []


def test_enter_presses_continue_at_a_step_to_read(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    assert window.start_tutorial("tenno", 0)
    ctrl = window.tutorial
    wait_for_decision(qtbot, ctrl)
    assert window.game_page.tutorial_bar.continue_button.isVisible()
    window.table.board.setFocus()
    qtbot.keyClick(window.table.board.viewport(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: ctrl.step_index == 1, timeout=10000)
    # A step the player acts in: Enter is the table's again (no Continue).
    wait_for_decision(qtbot, ctrl)
    assert not window.game_page.tutorial_bar.continue_button.isVisible()
    qtbot.keyClick(window.table.board.viewport(), Qt.Key.Key_Return)
    assert ctrl.step_index == 1


def test_the_tutorial_speaks_the_language_switched_to_mid_step(
        qtbot: Any, make_window: Any) -> None:
    """Settings › Language during a tutorial: the answer to a wrong click, a
    step to read's help and the end's words on the table come in German too
    (they stayed English until the next step)."""
    window = make_window()
    assert window.start_tutorial("tenno", 2)  # attack with the 3 on the right
    ctrl = window.tutorial
    table = window.table
    wait_for_decision(qtbot, ctrl)
    qtbot.waitUntil(lambda: table.interactive and not table.input_held, timeout=60000)
    click_place(qtbot, table, ("table", 0, 0))  # not the taught card
    assert table.status_text.startswith("Not this one.")
    window.set_language("de")
    german = "Das ist hier nicht gefragt. " + tutorial_step(ctrl).click_in("de")
    assert table.status_text == german
    click_place(qtbot, table, ("table", 1, 1))  # still not the taught card
    assert table.status_text == german
    assert window.statusBar().currentMessage() == german
    # A step to read.
    window.set_language("en")
    assert window.start_tutorial("tenno", 16)  # the last step, to read
    ctrl = window.tutorial
    wait_for_decision(qtbot, ctrl)
    help_label = window.table.panel.help_label
    qtbot.waitUntil(lambda: "press Continue" in help_label.text(), timeout=5000)
    window.set_language("de")
    assert "Weiter" in help_label.text(), help_label.text()
    # The end.
    click(qtbot, window.game_page.tutorial_bar.continue_button)
    qtbot.waitUntil(lambda: ctrl.done and not ctrl.running, timeout=20000)
    panel = window.table.panel
    qtbot.waitUntil(lambda: panel.turn_label.text() == "Die Einführung ist zu Ende", timeout=5000)
    window.set_language("en")
    assert panel.turn_label.text() == "The tutorial is over"


def test_a_wrong_click_leaves_the_table_where_it_is(qtbot: Any, make_window: Any) -> None:
    """The bar's "Not this one" note stands on the counter's line: the bar
    keeps its height and the board below does not move under the mouse
    (a third line of the bar pushed Senji's map 17 px down and back)."""
    window = make_window(language="de")
    window.resize(1024, 640)
    assert window.start_tutorial("senji", 3)  # the winter proposal
    ctrl = window.tutorial
    table = window.table
    bar = window.game_page.tutorial_bar
    wait_for_decision(qtbot, ctrl)
    qtbot.waitUntil(lambda: table.interactive and not table.input_held, timeout=60000)
    viewport = table.board.viewport()
    before = (bar.height(), viewport.mapTo(window, viewport.rect().topLeft()), viewport.size())
    click_place(qtbot, table, ("area", "aki"))  # no part of a proposal
    qtbot.waitUntil(bar.note.isVisible, timeout=5000)
    assert bar.note.text() == "Das ist hier nicht gefragt. " + tutorial_step(ctrl).click_in("de")
    qtbot.wait(0)  # the layout settles
    after = (bar.height(), viewport.mapTo(window, viewport.rect().topLeft()), viewport.size())
    assert after == before


def test_senbazuru_german_phase_line_speaks_to_nobody_on_kenjis_turn(
        qtbot: Any, make_window: Any) -> None:
    """SenbaZuru's welcome is read on Kenji's turn: the phase line under
    "Kenji ist am Zug" said "Lege ein Plättchen von deiner Hand." (your hand);
    it says what the English does, "Place a tile from the hand."."""
    window = make_window(language="de")
    assert window.start_tutorial("senbazuru", 0)
    wait_for_decision(qtbot, window.tutorial)
    panel = window.table.panel
    qtbot.waitUntil(lambda: panel.turn_label.text() == "Kenji ist am Zug", timeout=5000)
    assert panel.phase_label.text() == "Lege ein Plättchen aus der Hand."


@pytest.mark.parametrize("lang", ["en", "de"])
def test_senji_samurai_cards_show_whole_names_at_1024x640(qtbot: Any, make_window: Any,
                                                          lang: str) -> None:
    """SJ-60's draft lies on the map during the Senji tutorial's welcome: on a
    1024×640 window "Yamamoto (2)" was cut to "Yamamot…"."""
    from senji_desktop.ui.senji.items import SamuraiCardItem

    window = make_window(language=lang)
    window.resize(1024, 640)
    assert window.start_tutorial("senji", 0)
    wait_for_decision(qtbot, window.tutorial)
    table = window.table
    qtbot.waitUntil(lambda: len([i for i in table.scene.scene_items()
                                 if isinstance(i, SamuraiCardItem)]) == 3, timeout=10000)
    cards = [i for i in table.scene.scene_items() if isinstance(i, SamuraiCardItem)]
    assert sorted(c.name for c in cards) == ["Konishi (4)", "Maeda (6)", "Yamamoto (2)"]
    assert [c.shown_name() for c in cards] == [c.name for c in cards]
