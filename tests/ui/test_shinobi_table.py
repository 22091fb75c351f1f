"""The Shinobi table: assigning by clicks, drags and keys, revealing two
cards, the denounce panel and its risk, privacy of face-down cards, the log
and the AI flavour lines (issue 4)."""

from __future__ import annotations

import inspect
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt

from senji_desktop.engine.core import Event
from senji_desktop.games.shinobi import (
    GAME,
    Accept,
    Attack,
    DenouncePlotting,
    Reveal,
    ShinobiOptions,
    ShinobiState,
)
from senji_desktop.ui.shinobi import log_text
from senji_desktop.ui.shinobi.table import ShinobiTable

NAMES = ["Aiko", "Kenji", "Yuki", "Ren", "Sora", "Hana"]


def state_for(n: int = 4) -> ShinobiState:
    return GAME.new_game(ShinobiOptions(num_seats=n, first_seat=0), 7)


@pytest.fixture
def table(qtbot: Any) -> ShinobiTable:
    t = ShinobiTable()
    qtbot.addWidget(t)
    t.resize(1280, 780)
    t.show()
    qtbot.waitExposed(t)
    t.set_animation_speed(0)
    return t


def show(table: ShinobiTable, state: ShinobiState, seat: int | None,
         interactive: bool = True) -> None:
    table.set_names(NAMES[: state.num_seats])
    table.show_view(GAME.view(state, seat), interactive)


def at(table: ShinobiTable, key: Any) -> QPoint:
    """Where a player clicks the place `key` of the board ("hand", weapon),
    ("seat", seat) or ("received", target, attacker)."""
    place = table.place_of(key)
    assert place is not None, key
    return place[1]


def click_points(qtbot: Any, table: ShinobiTable, action: Any) -> None:
    for widget, point in table.click_points(action):
        assert widget.rect().contains(point)
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=point)


def test_assigning_by_clicking_card_rival_and_word(qtbot: Any, table: ShinobiTable) -> None:
    state = state_for()
    show(table, state, 0)
    assert len(table.announce_buttons) == 4
    assert not any(b.isEnabled() for b in table.announce_buttons)
    with qtbot.waitSignal(table.action_chosen, timeout=2000) as blocker:
        click_points(qtbot, table, Attack(2, 1, 3))
    assert blocker.args == [Attack(2, 1, 3)]


def test_assigning_by_dragging_a_card_onto_a_plate(qtbot: Any, table: ShinobiTable) -> None:
    state = state_for()
    show(table, state, 0)
    vp = table.graphics_view.viewport()
    start = at(table, ("hand", 2))
    end = at(table, ("seat", 3))
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    mid = QPoint((start.x() + end.x()) // 2, (start.y() + end.y()) // 2)
    qtbot.mouseMove(vp, mid)
    qtbot.mouseMove(vp, end)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)
    assert set(table.selection) == {("hand", 2), ("seat", 3)}
    assert "Ren" in table.announce_label.text()
    with qtbot.waitSignal(table.action_chosen, timeout=2000) as blocker:
        qtbot.mouseClick(table.announce_buttons[0], Qt.MouseButton.LeftButton)
    assert blocker.args == [Attack(3, 2, 0)]


def test_keys_pick_card_and_rival(qtbot: Any, table: ShinobiTable) -> None:
    state = state_for()
    show(table, state, 0)
    table.graphics_view.setFocus()
    qtbot.keyClick(table.graphics_view, Qt.Key.Key_4)  # the blowgun
    qtbot.keyClick(table.graphics_view, Qt.Key.Key_1)  # the first rival to the right
    assert set(table.selection) == {("hand", 3), ("seat", 1)}
    qtbot.keyClick(table.graphics_view, Qt.Key.Key_Escape)
    assert table.selection == ()


def test_shi3_a_forbidden_announcement_is_disabled_with_the_reason(
        qtbot: Any, table: ShinobiTable) -> None:
    state = state_for()
    # Seats 0 and 3 both announced the katana to seat 1; seat 2 comes third.
    GAME.step(state, 0, Attack(1, 0, 2))
    GAME.step(state, 0, Attack(2, 1, 1))
    GAME.step(state, 0, Attack(3, 2, 1))
    for t, w in ((2, 0), (3, 1), (0, 2)):
        GAME.step(state, 1, Attack(t, w, w))
    for t, w in ((3, 0), (0, 1)):
        GAME.step(state, 2, Attack(t, w, w))
    state.current = 3
    GAME.step(state, 3, Attack(1, 3, 2))
    state.current = 2
    show(table, state, 2)
    vp = table.graphics_view.viewport()
    qtbot.mouseClick(vp, Qt.MouseButton.LeftButton,
                     pos=at(table, ("hand", 2)))
    qtbot.mouseClick(vp, Qt.MouseButton.LeftButton,
                     pos=at(table, ("seat", 1)))
    button = table.announce_buttons[2]
    assert not button.isEnabled()
    assert "two announcements" in button.toolTip()
    assert table.announce_buttons[0].isEnabled()
    assert "bluff" in table.announce_buttons[0].toolTip()


def test_an_illegal_click_is_explained(qtbot: Any, table: ShinobiTable) -> None:
    state = state_for(6)
    show(table, state, 0)
    vp = table.graphics_view.viewport()
    qtbot.mouseClick(vp, Qt.MouseButton.LeftButton,
                     pos=at(table, ("seat", 5)))
    assert "three rivals to your right" in table.status_text
    qtbot.mouseClick(vp, Qt.MouseButton.LeftButton,
                     pos=at(table, ("seat", 0)))
    assert "yourself" in table.status_text


def resolving_state() -> ShinobiState:
    state = state_for()
    plan = {0: ((1, 0), (2, 1), (3, 2)), 1: ((2, 0), (3, 1), (0, 2)),
            2: ((3, 0), (0, 2), (1, 1)), 3: ((0, 2), (1, 1), (2, 3))}
    for seat in range(4):
        for t, w in plan[seat]:
            GAME.step(state, seat, Attack(t, w, 0))
    assert state.phase == "resolve"
    return state


def test_shi4_revealing_two_cards_then_the_risk_is_explained(
        qtbot: Any, table: ShinobiTable) -> None:
    state = resolving_state()
    show(table, state, 0)
    assert table.help_label.isVisible() and "two" in table.help_label.text()
    with qtbot.waitSignal(table.action_chosen, timeout=2000) as blocker:
        click_points(qtbot, table, Reveal(2, 3))
    assert blocker.args == [Reveal(2, 3)]
    GAME.step(state, 0, Reveal(2, 3))  # katana from both
    show(table, state, 0)
    assert table.decide_box.isVisible()
    text = table.explain_label.text()
    assert "Katana" in text and "2 lives" in text and "each of your three attackers" in text
    assert table.denounce_button.text() == "Denounce plotting!"
    assert "%" in table.odds_label.text()
    with qtbot.waitSignal(table.action_chosen, timeout=2000) as blocker:
        qtbot.mouseClick(table.denounce_button, Qt.MouseButton.LeftButton)
    assert blocker.args == [DenouncePlotting()]
    show(table, state, 0)
    with qtbot.waitSignal(table.action_chosen, timeout=2000) as blocker:
        qtbot.mouseClick(table.accept_button, Qt.MouseButton.LeftButton)
    assert blocker.args == [Accept()]


def test_public_view_and_clear_private_hide_face_down_cards(
        qtbot: Any, table: ShinobiTable) -> None:
    state = resolving_state()
    view = GAME.view(state, 1)
    assert any(c.weapon is not None and not c.shown for c in view.cards)
    pub = GAME.view(state, None)
    assert pub.seat is None and pub.hand == () and pub.legal == ()
    assert all(c.weapon is None for c in pub.cards if not c.shown)
    show(table, state, 1)
    events = [Event("attacked", {"attacker": 1, "target": 2, "announced": 0, "weapon": 3},
                    visible_to=frozenset({1}),
                    redacted=Event("attacked", {"attacker": 1, "target": 2, "announced": 0}))]
    table.reset_log(events)
    assert any("with the Blowgun" in line for line in table.log.lines())
    table.clear_private(pub)
    assert table.view is not None and table.view.seat is None
    assert all(c.weapon is None for c in table.view.cards if not c.shown)
    assert not any("Blowgun" in line for line in table.log.lines())


def test_shi8_flavour_lines_come_from_public_facts_only(
        qtbot: Any, table: ShinobiTable) -> None:
    assert "weapon" not in inspect.signature(log_text.flavour_line).parameters
    state = state_for()
    table.set_names(NAMES[:4])
    table.set_ai_seats({1})
    table.show_view(GAME.view(state, None), False)
    lines = {}
    for weapon in range(4):
        full = Event("attacked", {"attacker": 1, "target": 2, "announced": 0, "weapon": weapon},
                     visible_to=frozenset({1}),
                     redacted=Event("attacked", {"attacker": 1, "target": 2, "announced": 0}))
        table.reset_log([full])
        lines[weapon] = [line for line in table.log.lines() if "“" in line]
    assert all(v == lines[0] for v in lines.values()) and len(lines[0]) == 1
    # Live: the AI's bubble shows the same line beside its plate.
    after = state.clone()
    evs = GAME.step(after, 0, Attack(1, 0, 0))
    table.play_events([e.for_seat(None) for e in evs if e.for_seat(None)],
                      GAME.view(state, None), GAME.view(after, None))
    assert table.bubbles == {}
    GAME.step(after, 0, Attack(2, 1, 1))
    GAME.step(after, 0, Attack(3, 2, 2))
    before = GAME.view(after, None)
    evs = GAME.step(after, 1, Attack(2, 3, 0))
    public = [e.for_seat(None) for e in evs]
    table.play_events([e for e in public if e is not None], before, GAME.view(after, None))
    assert 1 in table.bubbles and table.bubbles[1] in lines[0][0]
    # The bubble stands beside Kenji's plate, then goes (BUBBLE_MS later).
    from senji_desktop.ui.shinobi.items import BubbleItem

    drawn = [i for i in table.scene.scene_items() if isinstance(i, BubbleItem)]
    assert [i.text for i in drawn] == [table.bubbles[1]]
    table._bubble_timer.setInterval(50)
    table._bubble_timer.start()
    qtbot.waitUntil(lambda: not table.bubbles, timeout=5000)
    assert not any(isinstance(i, BubbleItem) for i in table.scene.scene_items())


def test_log_names_announcements_and_reveals() -> None:
    names = NAMES[:4]
    ev = Event("revealed", {"seat": 0, "attackers": [2, 3], "weapons": [2, 2], "same": True})
    assert log_text.describe(ev, names) == (
        "Aiko revealed Katana from Yuki and Katana from Ren: the same weapon.")
    ev = Event("denounced", {"seat": 0, "charge": "plotting", "attacker": 1, "weapon": 3,
                             "success": False})
    assert "Blowgun" in (log_text.describe(ev, names) or "")
    ev = Event("lives_lost", {"seat": 0, "amount": 2, "reason": "false_charge", "lives": 3})
    assert log_text.describe(ev, names) == "Aiko lost 2 lives (3 left)."


def test_language_switch_retranslates_panel_scene_and_log(qtbot: Any,
                                                          table: ShinobiTable) -> None:
    from senji_desktop.i18n import LanguageManager

    state = resolving_state()
    GAME.step(state, 0, Reveal(2, 3))
    show(table, state, 0)
    table.reset_log([Event("lives_lost", {"seat": 1, "amount": 1, "reason": "hit",
                                          "lives": 4})])
    manager = LanguageManager()
    try:
        manager.set_language("de")
        table.retranslate()
        assert table.turn_label.text() == "Aiko ist am Zug"
        assert table.denounce_button.text() == "Verschwörung anprangern!"
        assert "Blasrohr" in table.scene.texts()  # the card kept in hand
        assert table.log.lines() == ["Kenji verlor ein Leben (noch 4)."]
    finally:
        manager.set_language("en")
        table.retranslate()
    assert table.turn_label.text() == "Aiko's turn"


# ==== issue 4, fresh-eyes findings ======================================================


def planned_resolving_state(to_seat0: tuple[int, int, int]) -> ShinobiState:
    """Four seats at the resolving step; seats 1, 2, 3 gave seat 0 the
    weapons `to_seat0`, their other rivals the lowest other weapons."""
    state = state_for()
    for seat in range(4):
        mine = to_seat0[seat - 1] if seat else 3
        rest = iter(w for w in range(4) if w != mine)
        for t in ((1, 2, 3) if seat == 0 else (2, 3, 0) if seat == 1 else
                  (3, 0, 1) if seat == 2 else (0, 1, 2)):
            w = mine if t == 0 else next(rest)
            action = next(a for a in GAME.legal_actions(state, seat)
                          if isinstance(a, Attack) and a.target == t and a.weapon == w)
            GAME.step(state, seat, action)
    assert state.phase == "resolve"
    assert [state.cards[s][0] for s in (1, 2, 3)] == list(to_seat0)
    return state


def reveal_by_clicks(qtbot: Any, table: ShinobiTable, state: ShinobiState,
                     action: Reveal) -> None:
    show(table, state, 0)
    with qtbot.waitSignal(table.action_chosen, timeout=2000):
        click_points(qtbot, table, action)
    GAME.step(state, 0, action)
    show(table, state, 0)
    assert table.decide_box.isVisible()


def test_shi5_plotting_panel_follows_own_and_attackers_lives(
        qtbot: Any, table: ShinobiTable) -> None:
    state = planned_resolving_state((2, 2, 1))
    state.lives[0] = 0
    state.lives[1] = 0
    reveal_by_clicks(qtbot, table, state, Reveal(1, 2))  # katana twice
    text = table.explain_label.text()
    assert "no life left to lose" in text
    assert "lose 2 lives" not in text and "lose 1 life." not in text
    assert "you lose nothing either" in text
    assert "Yuki and Ren each lose 1 life" in text
    assert "each of your three attackers" not in text
    assert table.accept_button.text() == "Go on"
    assert "Lose 1 life" not in table.accept_button.toolTip()
    tip = table.denounce_button.toolTip()
    assert "risk nothing" in tip and "Yuki and Ren each lose 1 life" in tip
    # With one life left a false charge costs the last one, not two.
    state.lives[0] = 1
    state.lives[2] = 0
    show(table, state, 0)
    text = table.explain_label.text()
    assert "you lose 1 life" in text and "your last life" in text and "2 lives" not in text
    assert "Ren loses 1 life" in text
    assert "risk your last life" in table.denounce_button.toolTip()
    assert table.accept_button.text() == "Take the hit"


def test_shi5_incompetence_panel_follows_own_and_attackers_lives(
        qtbot: Any, table: ShinobiTable) -> None:
    state = planned_resolving_state((0, 1, 2))
    state.lives[0] = 0
    for s in (1, 2, 3):
        state.lives[s] = 0
    reveal_by_clicks(qtbot, table, state, Reveal(1, 2))  # shuriken and sai
    text = table.explain_label.text()
    assert "you lose nothing: you have no life left" in text
    assert "nobody loses a life" in text and "each of your three attackers" not in text
    tip = table.denounce_button.toolTip()
    assert "risk nothing" in tip and "No attacker has a life left" in tip
    state.lives[0] = 3
    state.lives[3] = 2
    show(table, state, 0)
    text = table.explain_label.text()
    assert "If it matches one, you lose 1 life." in text and "Ren loses 1 life" in text
    state.lives[1] = state.lives[2] = 4
    show(table, state, 0)
    assert "each of your three attackers loses 1 life" in table.explain_label.text()
    assert "each attacker loses 1 life" in table.denounce_button.toolTip()


def test_shi3_disabled_announcements_look_disabled(qtbot: Any, table: ShinobiTable) -> None:
    """Before a card and a rival are picked every announcement is disabled
    and drawn fainter (its text is lighter) than an enabled one."""
    state = state_for()
    show(table, state, 0)

    def darkest(button: Any) -> int:
        from PySide6.QtCore import QRect

        # Once the layout has run, the whole button is in sight.
        qtbot.waitUntil(lambda: button.isVisible()
                        and button.visibleRegion().boundingRect() == button.rect())
        image = table.grab(QRect(button.mapTo(table, QPoint(0, 0)), button.size())).toImage()
        return min(image.pixelColor(x, y).lightness()
                   for x in range(image.width()) for y in range(image.height()))

    assert not any(b.isEnabled() for b in table.announce_buttons)
    # The Sai: a bluff once the Shuriken is picked (not the default button,
    # which wears the accent colour).
    disabled = darkest(table.announce_buttons[1])
    vp = table.graphics_view.viewport()
    qtbot.mouseClick(vp, Qt.MouseButton.LeftButton,
                     pos=at(table, ("hand", 0)))
    qtbot.mouseClick(vp, Qt.MouseButton.LeftButton,
                     pos=at(table, ("seat", 1)))
    assert table.announce_buttons[1].isEnabled()
    enabled = darkest(table.announce_buttons[1])
    assert disabled > enabled + 40


def test_shi8_bubbles_cover_no_card_and_no_plate() -> None:
    from senji_desktop.ui.shinobi.layout import (
        BUBBLE_MAX_W,
        bubble_rect,
        hand_rects,
        plate_rect,
        received_rects,
    )

    for n in (4, 5, 6):
        for bottom in range(n):
            cards = [r for t in range(n) for r in received_rects(t, bottom, n).values()]
            for seat in range(n):
                plate = plate_rect(seat, bottom, n)
                others = [plate_rect(s, bottom, n) for s in range(n) if s != seat]
                for width in (160.0, 300.0, BUBBLE_MAX_W):
                    r = bubble_rect(plate, width, bottom, n)
                    assert not any(r.intersects(o) for o in cards + others + hand_rects()), (
                        n, bottom, seat, width)


def test_shi6_no_keeps_playing_line_when_the_game_ends() -> None:
    names = NAMES[:4]
    events = [Event("lives_lost", {"seat": 1, "amount": 1, "reason": "hit", "lives": 0}),
              Event("eliminated", {"seat": 1}),
              Event("eliminated", {"seat": 2}),
              Event("game_over", {"winners": [0], "shared": False})]
    lines = log_text.describe_all(events, names)
    assert not any("kept attacking" in line for line in lines)
    assert lines[-1].startswith("Aiko was the last")
    lines = log_text.describe_all(events[:3], names)
    assert sum("kept attacking" in line for line in lines) == 2


def test_a_stale_status_message_is_cleared_when_the_decision_changes(
        qtbot: Any, table: ShinobiTable) -> None:
    state = planned_resolving_state((2, 2, 1))
    show(table, state, 0)
    vp = table.graphics_view.viewport()
    with qtbot.waitSignal(table.status_message, timeout=2000) as blocker:
        qtbot.mouseClick(vp, Qt.MouseButton.LeftButton,
                         pos=at(table, ("hand", 3)))
    assert blocker.args[0]
    with qtbot.waitSignal(table.status_message, timeout=2000,
                          check_params_cb=lambda text: text == "") as cleared:
        click_points(qtbot, table, Reveal(1, 2))
    assert cleared.args == [""] and table.status_text == ""


def test_end_dialog_shows_the_whole_ranking_of_six_seats(qtbot: Any,
                                                        table: ShinobiTable) -> None:
    from senji_desktop.engine.rng import Rng
    from senji_desktop.ui.kit.result import ResultDialog

    state = GAME.new_game(ShinobiOptions(num_seats=6, first_seat=0), 3)
    rng = Rng(5)
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        GAME.step(state, seat, legal[rng.randrange(len(legal))])
    names = [f"{n} of the Mountain Clan" for n in NAMES]  # long lines wrap
    table.set_names(names)
    table.presenter.bubbles[1] = "Trust me."
    outcome = GAME.outcome(state)
    table.show_outcome(outcome, GAME.revealed_view(state, None))
    assert not table.bubbles
    qtbot.waitUntil(lambda: table.end_dialog is not None and table.end_dialog.isVisible(),
                    timeout=5000)
    dialog = table.end_dialog
    assert isinstance(dialog, ResultDialog)
    lines = dialog.text_lines()
    # Every clan in the score table and in the sentences, the winner named first.
    assert all(name in lines for name in names)
    assert "Great Daimyo" in dialog.headline() or "share the win" in dialog.headline()
    assert sum(line.startswith("Place") for line in "\n".join(lines).split("\n")) >= 1
    # The revealed table: every card face up.
    from senji_desktop.ui.shinobi.items import CardBackItem

    assert not any(isinstance(i, CardBackItem) for i in table.scene.scene_items())


def test_german_decision_buttons_fit_at_1024(qtbot: Any, table: ShinobiTable) -> None:
    from senji_desktop.i18n import LanguageManager

    manager = LanguageManager()
    try:
        manager.set_language("de")
        table.retranslate()
        table.resize(1024, 660)
        for pair, charge in (((1, 2), "Verschwörung anprangern!"),
                             ((2, 3), "Unfähigkeit anprangern!")):
            state = planned_resolving_state((2, 2, 1) if charge.startswith("V") else (2, 1, 0))
            reveal_by_clicks(qtbot, table, state, Reveal(*pair))
            buttons = (table.accept_button, table.denounce_button)
            # The buttons take their new width once the layout has run.
            qtbot.waitUntil(lambda: all(b.width() >= b.sizeHint().width()
                                        for b in buttons))  # noqa: B023
            assert table.denounce_button.text() == charge
    finally:
        manager.set_language("en")
        table.retranslate()


@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_side_panel_parts_never_lie_on_each_other_on_a_small_table(
        qtbot: Any, table: ShinobiTable, scale: float) -> None:
    """At 1024×600 (a 1024×640 window less its menu) and 150 % text the
    announcements, the decision's explanation, the help and the log each
    keep their own place (a part that needs more room scrolls)."""
    from PySide6.QtCore import QRect

    from senji_desktop.i18n import LanguageManager

    manager = LanguageManager()
    try:
        manager.set_language("de")
        table.retranslate()
        table.set_names(["Wolfgang Amadeus Mozartt", *NAMES[1:4]])
        table.resize(1024, 600)
        table.set_text_scale(scale)
        panel = table.panel

        def parts() -> list[QRect]:
            qtbot.wait(20)  # the layout settles in the event loop
            widgets = [panel.turn_label, panel.phase_label, panel.help_area, panel.button_area,
                       table.decide_box, panel.log_heading, panel.log, panel.status_label]
            return [QRect(w.mapTo(panel, QPoint(0, 0)), w.size()) for w in widgets
                    if w.isVisible()]

        state = state_for()
        table.show_view(GAME.view(state, 0), True)
        qtbot.mouseClick(table.graphics_view.viewport(), Qt.MouseButton.LeftButton,
                         pos=at(table, ("hand", 1)))
        states = [parts()]
        state = planned_resolving_state((2, 2, 1))
        reveal_by_clicks(qtbot, table, state, Reveal(1, 2))
        states.append(parts())
        for rects in states:
            for i, a in enumerate(rects):
                assert panel.rect().contains(a)
                for b in rects[i + 1:]:
                    assert not a.intersects(b), (a, b)
    finally:
        manager.set_language("en")
        table.retranslate()
        table.set_text_scale(1.0)


def test_the_help_shows_its_sentences_whole_where_the_panel_has_room(
        qtbot: Any, table: ShinobiTable) -> None:
    """On a large window the help's flowing sentences stand in as many lines
    as they take at the panel's width: no gap above them, no scroll bar."""
    table.resize(1920, 1040)
    show(table, planned_resolving_state((2, 2, 1)), 0)
    panel = table.panel
    qtbot.waitUntil(lambda: panel.help_area.isVisible(), timeout=2000)
    label = panel.help_label
    assert len(label.text()) > 120  # several lines of prose

    def whole() -> bool:
        return (panel.help_area.verticalScrollBar().maximum() == 0
                and panel.help_area.viewport().height()
                >= label.heightForWidth(label.width()) >= label.height() - 4)

    qtbot.waitUntil(whole, timeout=2000)


def test_the_decision_explained_whole_where_the_panel_has_room(
        qtbot: Any, table: ShinobiTable) -> None:
    """On a large window the explanation of a decision after a reveal (what
    each answer risks, SHI-4, SHI-5) stands whole above the buttons, without
    a scroll bar: the game's own part of the panel gets the room it needs."""
    table.resize(1920, 1040)
    state = planned_resolving_state((2, 2, 1))
    reveal_by_clicks(qtbot, table, state, Reveal(1, 2))
    box = table.decide_box
    content = box.widget()
    assert content is not None

    def whole() -> bool:
        layout = content.layout()
        need = layout.totalHeightForWidth(box.viewport().width()) if layout else 0
        return (box.isVisible() and box.verticalScrollBar().maximum() == 0
                and box.viewport().height() >= need > 60)

    qtbot.waitUntil(whole, timeout=2000)


def test_the_announcements_stand_whole_where_the_panel_has_room(
        qtbot: Any, table: ShinobiTable) -> None:
    """On a large window the four announcements under their heading stand in
    the panel without a scroll bar (the wrapped heading takes the lines it
    needs at the panel's width, not those of a narrow column)."""
    table.resize(1920, 1040)
    show(table, state_for(5), 0)
    area = table.panel.button_area
    qtbot.waitUntil(lambda: area.isVisible(), timeout=2000)
    content = area.widget()
    assert content is not None

    def whole() -> bool:
        return (area.verticalScrollBar().maximum() == 0
                and area.viewport().height() >= content.height())

    qtbot.waitUntil(whole, timeout=2000)


def test_hand_card_names_are_whole_at_125_percent_on_the_smallest_window(
        qtbot: Any, table: ShinobiTable) -> None:
    """At 125 % text on a 1024×640 window in German every card of the hand
    names its weapon whole (narrower if need be, never cut with …)."""
    from senji_desktop.i18n import LanguageManager
    from senji_desktop.ui.kit.items import LabelItem
    from senji_desktop.ui.shinobi.log_text import weapon_name

    manager = LanguageManager()
    manager.set_language("de")
    try:
        table.resize(1024, 620)
        table.set_text_scale(1.5)
        state = state_for(6)
        show(table, state, state.current)
        qtbot.waitUntil(lambda: table.board.viewport().width() < 700, timeout=5000)
        names = {weapon_name(w) for w in range(4)}
        labels = [item for item in table.scene.scene_items()
                  if isinstance(item, LabelItem) and item.text in names]
        assert len(labels) >= 3
        assert [i.shown for i in labels if i.shown != i.text] == []
    finally:
        table.set_text_scale(1.0)
        manager.set_language("en")


def test_shi_a5_a_plate_tooltip_shows_the_seats_announcement_record(
        qtbot: Any, table: ShinobiTable) -> None:
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QApplication, QToolTip

    state = resolving_state()  # every word "shuriken"
    GAME.step(state, 0, Reveal(2, 3))  # seat 2's katana, seat 3's katana: both words false
    show(table, state, 1)
    viewport = table.graphics_view.viewport()
    for seat, expected in ((2, "matched their announcement: 0 of 1"), (1, None)):
        point = at(table, ("seat", seat))
        qtbot.mouseMove(viewport, point)
        QApplication.sendEvent(viewport, QHelpEvent(QEvent.Type.ToolTip, point,
                                                    viewport.mapToGlobal(point)))
        qtbot.waitUntil(QToolTip.isVisible, timeout=60_000)
        if expected is None:
            assert "announcement" not in QToolTip.text()
        else:
            assert expected in QToolTip.text()
        QToolTip.hideText()
