"""The Tenno table: drawing views for 2–7 seats, choosing by clicks like a
player (card by card, dragging Peasants), privacy of hidden cards (TEN-10),
the memory aid, the log, the end dialog and the rules pages."""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt

from senji_desktop.engine.core import Event
from senji_desktop.games.tenno import (
    GAME,
    HIDDEN,
    Arrange,
    Attack,
    Decline,
    Peek,
    Refill,
    Replace,
    SwapTable,
    TennoOptions,
    card_of,
    score,
)
from senji_desktop.resources import resource_path
from senji_desktop.ui.common.rules_dialog import split_anchors
from senji_desktop.ui.kit.items import scene_point_size
from senji_desktop.ui.tenno import log_text
from senji_desktop.ui.tenno.items import CardItem
from senji_desktop.ui.tenno.result import result_sentences
from senji_desktop.ui.tenno.table import TennoTable

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "games" / "tenno"))
from tenno_positions import play, position

NAMES = ["Aiko", "Kenji", "Yuki", "Ren", "Hana", "Sora", "Mika"]


@pytest.fixture
def table(qtbot: Any) -> TennoTable:
    t = TennoTable()
    qtbot.addWidget(t)
    t.resize(1280, 760)
    t.show()
    qtbot.waitExposed(t)
    t.set_animation_speed(0)
    t.set_names(NAMES[:3])
    return t


def chosen(qtbot: Any, table: TennoTable, action: Any) -> list[Any]:
    got: list[Any] = []
    table.action_chosen.connect(got.append)
    for widget, point in table.click_points(action):
        if widget is table.graphics_view.viewport():
            assert widget.rect().contains(point), (action, point)
            qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=point)
        else:
            qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=widget.rect().center())
    return got


def face_up(table: TennoTable) -> dict[tuple[int, int], int]:
    """Face-up cards drawn at table positions: (seat, position) -> card."""
    out = {}
    for key in table.scene.drawing.ids():
        item = table.scene.item_for(key)
        if key[0] == "table" and isinstance(item, CardItem) and item.face_up:
            out[(key[1], key[2])] = item.card
    return out


def point_of(table: TennoTable, key: Any) -> Any:
    """Where a player clicks the place `key` (viewport coordinates)."""
    place = table.place_of(key)
    assert place is not None, key
    return place[1]


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6, 7])
def test_every_seat_count_is_laid_out_without_overlap(table: TennoTable, seats: int) -> None:
    table.set_names(NAMES[:seats])
    state = GAME.new_game(TennoOptions(num_seats=seats, first_seat=0), 1)
    for _ in range(seats):
        play(state, Arrange((1, 2, 3)))
    table.show_view(GAME.view(state, 0), True)
    layout = table.presenter.layout(table.view, table.context())
    assert len(layout.zones) == seats
    rects = []
    for zone in layout.zones.values():
        rects.append(zone.cards[0].united(zone.cards[-1]).united(zone.pile))
    for i, a in enumerate(rects):
        assert table.scene.sceneRect().contains(a)
        for b in rects[i + 1:]:
            assert not a.intersects(b)
    # Every opponent's card is a click target inside the window.
    for seat in range(1, seats):
        point = table.target_point(Attack(seat, 0, 2))
        assert point is not None and table.graphics_view.viewport().rect().contains(point)


def test_ten2_attack_by_two_clicks_in_either_order(qtbot: Any, table: TennoTable) -> None:
    state = position([[7, 2, 1], [9, 3, 2], [1, 2, 3]])
    table.show_view(GAME.view(state, 0), True)
    assert chosen(qtbot, table, Attack(2, 0, 1)) == [Attack(2, 0, 1)]
    table.show_view(GAME.view(state, 0), True)
    got: list[Any] = []
    table.action_chosen.connect(got.append)
    vp = table.graphics_view.viewport()
    their = table.click_points(Attack(1, 1, 2))[1][1]
    own = table.click_points(Attack(1, 1, 2))[0][1]
    qtbot.mouseClick(vp, Qt.MouseButton.LeftButton, pos=their)
    assert got == [] and "attack with" in table.status_text
    qtbot.mouseClick(vp, Qt.MouseButton.LeftButton, pos=own)
    assert got == [Attack(1, 1, 2)]


def test_the_shogun_click_explains_why_it_cannot_attack(qtbot: Any, table: TennoTable) -> None:
    state = position([[10, 2, 1], [9, 3, 2], [1, 2, 3]])
    table.show_view(GAME.view(state, 0), True)
    got: list[Any] = []
    table.action_chosen.connect(got.append)
    qtbot.mouseClick(table.graphics_view.viewport(), Qt.MouseButton.LeftButton,
                     pos=point_of(table, ("table", 0, 0)))
    assert got == [] and table.status_text == "The Shogun never attacks."


def test_ten1_peasants_are_arranged_by_dragging(qtbot: Any, table: TennoTable) -> None:
    state = GAME.new_game(TennoOptions(num_seats=3, first_seat=0), 1)
    table.show_view(GAME.view(state, 0), True)
    vp = table.graphics_view.viewport()
    a = point_of(table, ("table", 0, 0))
    c = point_of(table, ("table", 0, 2))
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=a)
    qtbot.mouseMove(vp, a + QPoint(12, 0))
    qtbot.mouseMove(vp, c)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=c)
    assert face_up(table)[(0, 0)] == card_of(0, 3) and face_up(table)[(0, 2)] == card_of(0, 1)
    got: list[Any] = []
    table.action_chosen.connect(got.append)
    qtbot.mouseClick(table.confirm_button, Qt.MouseButton.LeftButton)
    assert got == [Arrange((3, 2, 1))]


def test_ten7_replace_and_two_card_swap_by_clicks(qtbot: Any, table: TennoTable) -> None:
    state = position([[8, 2, 1], [3, 7, 2], [1, 2, 3]])
    play(state, Attack(1, 0, 1), Decline(), Refill(card_of(1, 10)))
    assert state.phase == "swap"
    table.show_view(GAME.view(state, 0), True)
    assert chosen(qtbot, table, Replace(1, card_of(0, 10))) == [Replace(1, card_of(0, 10))]
    table.show_view(GAME.view(state, 0), True)
    assert chosen(qtbot, table, Replace(0, card_of(0, 8))) == [Replace(0, card_of(0, 8))]
    empty = position([[8, 2, 1], [3, 7, 2], [1, 2, 3]], hands=[[], [9], [4]])
    play(empty, Attack(1, 0, 1), Decline(), Refill(card_of(1, 9)))
    table.show_view(GAME.view(empty, 0), True)
    assert chosen(qtbot, table, SwapTable(0, 2, False)) == [SwapTable(0, 2, False)]


def test_ten10_the_view_decides_what_is_face_up(table: TennoTable) -> None:
    state = position([[2, 3, 1], [9, 7, 2], [1, 2, 3]])
    play(state, Attack(1, 0, 0), Refill(card_of(0, 10)), Peek(1))
    # Kenji (seat 1) peeked at Aiko's middle card; Yuki did not.
    table.show_view(GAME.view(state, 1), False)
    item = table.scene.item_for(("table", 0, 1))
    assert isinstance(item, CardItem) and item.face_up and "peeked" in item.marks
    table.show_view(GAME.view(state, 2), False)
    assert (0, 1) not in face_up(table)
    # Kenji's Daimyo was revealed to everyone: remembered with the memory aid only.
    assert face_up(table)[(1, 0)] == card_of(1, 9)
    table.set_memory_aid(False)
    assert (1, 0) not in face_up(table)
    table.set_memory_aid(True)
    public = GAME.view(state, None)
    assert public.hand == () and public.table[0][1] == HIDDEN
    assert public.table[1][0] == card_of(1, 9)


def test_clear_private_keeps_only_public_log_lines(table: TennoTable) -> None:
    state = position([[2, 3, 1], [9, 7, 2], [1, 2, 3]])
    events = play(state, Attack(1, 0, 0), Refill(card_of(0, 10)), Peek(1))
    table.show_view(GAME.view(state, 1), False)
    table.reset_log([e.for_seat(1) for e in events if e.for_seat(1) is not None])
    assert any("Peasant (3)" in line and "looked" in line for line in table.log.lines())
    table.clear_private(GAME.view(state, None))
    assert not any("Peasant (3)" in line and "looked" in line for line in table.log.lines())
    assert table.view is not None and table.view.seat is None
    assert (0, 1) not in face_up(table)


def test_play_events_animates_and_finishes_once(qtbot: Any, table: TennoTable) -> None:
    table.set_animation_speed(0.2)
    state = position([[8, 2, 1], [3, 7, 2], [1, 2, 3]])
    before = GAME.view(state, 0)
    table.show_view(before, False)
    events = play(state, Attack(1, 0, 1), Decline())
    with qtbot.waitSignal(table.animations_finished, timeout=5000):
        table.play_events([e.for_seat(0) for e in events], before, GAME.view(state, 0))
    assert any("captured Samurai (7)" in line for line in table.log.lines())
    assert table.scene.item_for(("pile", 0)).count == 1


def test_log_lines_never_name_a_hidden_card() -> None:
    hidden = Event("refilled", {"seat": 1, "position": 2})
    assert log_text.describe(hidden, NAMES) == "Kenji refilled the right position."
    own = Event("refilled", {"seat": 1, "position": 2, "card": card_of(1, 10)})
    assert log_text.describe(own, NAMES) == "Kenji laid Shogun (10) in the right position."


def test_end_dialog_sentences_explain_the_tie_break() -> None:
    outcome = score([[card_of(1, 10)], [card_of(0, 9), card_of(2, 1)]],
                    [[card_of(0, 8), card_of(0, 3)], [card_of(1, 5), card_of(1, 7)]], 1)
    lines = result_sentences(outcome, ["Aiko", "Kenji"])
    assert lines[0] == ("The game ended when Kenji had to refill a position with no card "
                        "in hand.")
    assert "Aiko and Kenji tied with 10 points each." in lines
    assert "The cards left in hand and on the table decide: Kenji has 12." in lines


def page(lang: str) -> str:
    # Section anchors ({#id} after a heading) are markup, not text of the page.
    return split_anchors(resource_path("rules", lang, "tenno.md").read_text(encoding="utf-8"))[0]


def test_rules_pages_have_the_same_structure_and_the_worked_example() -> None:
    heads = [re.findall(r"^(#{1,3}) ", page(lang), flags=re.MULTILINE) for lang in ("en", "de")]
    assert heads[0] == heads[1] and len(heads[0]) >= 10
    outcome = score([[card_of(1, 10)], [card_of(0, 9), card_of(0, 1)]],
                    [[card_of(0, 8), card_of(0, 3)], [card_of(1, 5), card_of(1, 7)]])
    assert outcome.winners == (1,) and outcome.details["reserve"] == [11, 12]
    assert "**Kenji wins**" in page("en") and "**gewinnt Kenji**" in page("de")
    for term in ("Bauer", "Mönch", "Auslage", "Position", "Beutestapel", "Ablagestapel",
                 "auffüllen", "Gedächtnisstütze", "Startspieler"):
        assert term in page("de"), term


def test_german_table_texts(qtbot: Any, table: TennoTable, monkeypatch: Any) -> None:
    from senji_desktop.i18n import LanguageManager

    manager = LanguageManager()
    manager.set_language("de")
    try:
        table.retranslate()
        state = position([[7, 2, 1], [9, 3, 2], [1, 2, 3]])
        table.show_view(GAME.view(state, 0), True)
        assert table.phase_label.text() == "Angriff: Wähle deine Karte und eine gegnerische Karte"
        assert log_text.card_text(card_of(0, 1)) == "Bauer (1)"
    finally:
        manager.set_language("en")


def test_keyboard_chooses_an_attack(qtbot: Any, table: TennoTable) -> None:
    state = position([[7, 2, 1], [9, 3, 2], [1, 2, 3]])
    table.show_view(GAME.view(state, 0), True)
    view = table.graphics_view
    view.setFocus()
    got: list[Any] = []
    table.action_chosen.connect(got.append)
    # Tab starts at the own cards (most decisions start there).
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    first = table.scene.focus_target
    assert first is not None and first.key[:2] == ("table", 0)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert table.selection == (first.key,)
    # Up goes over to the opponents' cards; Enter completes the attack.
    qtbot.keyClick(view, Qt.Key.Key_Up)
    second = table.scene.focus_target
    assert second is not None and second.key[1] != 0
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert len(got) == 1 and isinstance(got[0], Attack)


def banner_texts(table: TennoTable) -> list[str]:
    return [text for text in table.scene.texts() if text.startswith("Battle:")]


@pytest.mark.parametrize(("tables", "asked"), [
    ([[9, 2, 1], [1, 3, 2], [1, 2, 3]], False),   # 9 against 1: +2 cannot matter
    ([[0, 2, 1], [7, 3, 9], [1, 2, 3]], False),   # a Geisha battle
    ([[8, 2, 1], [7, 3, 9], [1, 2, 3]], True),    # 8 against 7: the question follows
])
def test_ten_a1_banner_names_the_monk_only_when_the_question_is_asked(
        qtbot: Any, table: TennoTable, tables: list[list[int]], asked: bool) -> None:
    table.set_animation_speed(1.0)
    state = position(tables)
    before = GAME.view(state, 0)
    table.show_view(before, False)
    events = GAME.step(state, 0, Attack(1, 0, 0))
    assert (state.phase == "monk") is asked
    seen: list[str] = []
    table.play_events([e for e in (ev.for_seat(0) for ev in events) if e is not None],
                      before, GAME.view(state, 0))
    qtbot.waitUntil(lambda: bool(seen.extend(banner_texts(table)) or seen), timeout=3000)
    table.set_animation_speed(0)
    assert seen
    assert all(("may reveal a Monk" in line) is asked for line in seen), seen


def test_ten3_log_writes_the_winners_strength_first() -> None:
    line = log_text.describe(Event("battle_resolved", {
        "attacker": 0, "defender": 1, "att_card": card_of(0, 8), "def_card": card_of(1, 10),
        "att_strength": 8, "def_strength": 10, "monk": None, "result": "defender",
        "att_fate": "discarded", "def_fate": "stays"}), NAMES)
    assert line == "Kenji won 10:8; Samurai (8) was discarded."
    line = log_text.describe(Event("battle_resolved", {
        "attacker": 0, "defender": 1, "att_card": card_of(0, 9), "def_card": card_of(1, 7),
        "att_strength": 9, "def_strength": 7, "monk": None, "result": "attacker",
        "att_fate": "stays", "def_fate": "captured"}), NAMES)
    assert line == "Aiko won 9:7 and captured Samurai (7)."


def test_ten4_defender_without_a_monk_is_told_it_fights_without_one(table: TennoTable) -> None:
    state = position([[8, 3, 1], [7, 9, 2]])
    table.set_names(NAMES[:2])
    play(state, Attack(1, 0, 0))
    assert GAME.legal_actions(state, 1) == [Decline()]
    table.show_view(GAME.view(state, 1), True)
    assert "Click your Monk" not in table.help_label.text()
    assert "no Monk" in table.help_label.text()
    assert table.decline_button.text() == "Fight without a Monk"
    with_monk = position([[8, 3, 1], [7, 5, 2]])
    play(with_monk, Attack(1, 0, 0))
    table.show_view(GAME.view(with_monk, 1), True)
    assert "Click your Monk" in table.help_label.text()


def test_ten_a1_rules_pages_describe_when_the_monk_question_is_skipped() -> None:
    assert "from the two revealed cards alone" not in page("en")
    assert "Peasant from the setup" in page("en")
    assert "Bauer aus\n  der Aufstellung" in page("de") or "Bauer aus der Aufstellung" in page("de")


def test_a_click_just_before_the_own_turn_opens_does_not_say_wait_for_oneself(
        qtbot: Any, table: TennoTable) -> None:
    """Between the end of an animation and the controller opening the seat's
    turn, the table shows the seat's view without input; a click then must
    not tell the player to wait for themself."""
    state = position([[8, 2, 1], [3, 7, 2], [1, 2, 3]])
    table.show_view(GAME.view(state, 0), False)
    point = point_of(table, ("table", 0, 0))
    qtbot.mouseClick(table.graphics_view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert "Aiko" not in table.status_label.text()
    assert "your turn" in table.status_label.text()
    table.show_view(GAME.view(state, 1), False)
    point = point_of(table, ("table", 1, 0))
    qtbot.mouseClick(table.graphics_view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert "Aiko's turn" in table.status_label.text()


@pytest.mark.parametrize("text_size", [1.0, 1.25, 1.5])
def test_own_card_names_are_legible_in_german_at_the_smallest_window(
        qtbot: Any, table: TennoTable, text_size: float) -> None:
    """At 1024×640 in German and every Text size, each of the seat's own
    cards (table and hand) is written with its name, at 9 pt or more (names
    that do not fit at that size are drawn narrower, never smaller)."""
    from senji_desktop.i18n import LanguageManager

    manager = LanguageManager()
    manager.set_language("de")
    try:
        table.resize(1024, 600)
        table.set_text_scale(text_size)
        table.retranslate()
        qtbot.waitUntil(lambda: table.board.viewport().width() < 760)
        state = position([[7, 2, 1], [9, 3, 2], [1, 2, 3]])
        table.show_view(GAME.view(state, 0), True)

        def own() -> list[CardItem]:
            return [item for item in table.scene.scene_items()
                    if isinstance(item, CardItem) and item.face_up and item.seat == 0
                    and item.role in ("table", "hand")]

        def small() -> list[tuple[str, float]]:
            return [(text, pt) for text, pt in table.text_sizes() if pt < 9.0 - 1e-6]

        # The panel settles its width after the first drawing; the table follows.
        qtbot.waitUntil(lambda: not small(), timeout=5000)
        cards = own()
        assert len(cards) == 3 + len(state.hands[0])
        assert {item.text for item in cards} >= {"Samurai", "Geisha", "Bauer"}
        for item in cards:
            assert item.text == log_text.card_name(item.card)
    finally:
        manager.set_language("en")
        table.set_text_scale(1.0)


@pytest.mark.parametrize("text_size", [1.0, 1.5])
def test_every_revealed_hand_at_the_end_is_legible_at_the_smallest_window(
        qtbot: Any, table: TennoTable, text_size: float) -> None:
    """At the end of a seven-seat game every hand lies face up, the other
    seats' as small cards: on a 1024×640 window at every Text size their
    values are never below the smallest legible size (× the Text size); a
    card's name or a label that fits at no such size is drawn smaller, never
    below the smallest legible size at 100 %."""
    import random

    from senji_desktop.engine.core import apply, end_view

    state = GAME.new_game(TennoOptions(num_seats=7), 5)
    rng = random.Random(5)
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        state, _ = apply(GAME, state, seat, rng.choice(GAME.legal_actions(state, seat)))
    table.set_names(NAMES)
    table.resize(1024, 600)
    table.set_text_scale(text_size)
    try:
        table.show_view(end_view(GAME, state, 0), False)
        minis = [item for item in table.scene.scene_items()
                 if isinstance(item, CardItem) and item.role == "mini"]
        assert minis

        def small() -> list[tuple[str, float]]:
            scale = table.board.transform().m11()
            dpi = float(table.logicalDpiY())
            values = [(str(item.card), scene_point_size(item.value_px, scale, dpi))
                      for item in table.scene.scene_items()
                      if isinstance(item, CardItem) and item.face_up]
            return [(text, pt) for text, pt in values if pt < 9.0 * text_size - 0.1] + [
                (text, pt) for text, pt in table.text_sizes() if pt < 9.0 - 0.1]

        qtbot.waitUntil(lambda: table.board.viewport().width() < 760)
        # The panel settles its width after the first drawing; the table follows.
        qtbot.waitUntil(lambda: not small(), timeout=5000)
    finally:
        table.set_text_scale(1.0)
