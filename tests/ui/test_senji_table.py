"""The Senji table on its own (issue 6): drawing a view, every legal action
offered as a button or a map click, privacy of the public view, dice and
battle breakdowns from events, log sentences, and screenshots of the map in
both languages at 1280×800 and 1920×1080."""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QPushButton

from senji_desktop.engine.core import Event, apply
from senji_desktop.engine.rng import Rng
from senji_desktop.games.senji.model import (
    COMBINATION_BY_NAME,
    Combine,
    KeepSamurai,
    Order,
    Place,
    SenjiOptions,
    SenjiState,
)
from senji_desktop.games.senji.rules import GAME
from senji_desktop.ui.senji import log_text
from senji_desktop.ui.senji.table import SenjiTable

NAMES = ["Aiko", "Kenji", "Yuki", "Ren", "Mika", "Sora"]


def advance(n: int, until: Callable[[SenjiState], bool], seed: int = 4,
            human: int = 0) -> tuple[SenjiState, list[Event]]:
    """A game of `n` seats played at random until `until(state)` holds with
    `human` to act; returns the state and every event so far."""
    state = GAME.new_game(SenjiOptions(num_seats=n), seed)
    events = list(GAME.setup_events(state))
    rng = Rng(seed)
    for _ in range(20000):
        if until(state) and human in GAME.to_act(state):
            return state, events
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        state, evs = apply(GAME, state, seat, legal[rng.randrange(len(legal))])
        events.extend(evs)
    raise AssertionError("condition not reached")


@pytest.fixture
def table(qtbot: Any) -> Iterator[SenjiTable]:
    t = SenjiTable()
    qtbot.addWidget(t)
    t.set_names(NAMES[:3])
    t.set_animation_speed(0)
    t.resize(1280, 780)
    t.show()
    qtbot.waitExposed(t)
    yield t


def buttons(table: SenjiTable) -> list[QPushButton]:
    return [b for b in table.findChildren(QPushButton) if b.isVisible()
            and b.parent() is table._action_box]


def test_sj20_draft_offers_each_drawn_samurai_as_a_button(qtbot: Any, table: SenjiTable) -> None:
    state, _ = advance(3, lambda s: s.phase == "draft")
    view = GAME.view(state, 0)
    table.show_view(view, True)
    assert len(buttons(table)) == len(view.legal) == 3
    action = view.legal[1]
    assert isinstance(action, KeepSamurai)
    with qtbot.waitSignal(table.action_chosen) as blocker:
        b = table.target_widget(action)
        qtbot.mouseClick(b, Qt.MouseButton.LeftButton, pos=table.target_point(action))
    assert blocker.args[0] == action
    assert not table.interactive


def test_sj20_placement_by_clicking_a_home_province_on_the_map(
        qtbot: Any, table: SenjiTable) -> None:
    state, _ = advance(3, lambda s: s.phase == "placement" and isinstance(
        (GAME.legal_actions(s, GAME.to_act(s)[0]) or [None])[0], Place))
    seat = GAME.to_act(state)[0]
    view = GAME.view(state, seat)
    table.show_view(view, True)
    place = view.legal[0]
    assert isinstance(place, Place)
    assert place.area in table.map_view.map_scene.selectable
    with qtbot.waitSignal(table.action_chosen) as blocker:
        qtbot.mouseClick(table.map_view.viewport(), Qt.MouseButton.LeftButton,
                         pos=table.target_point(place))
    assert blocker.args[0] == place


def test_sj20_a_click_on_an_area_that_cannot_be_chosen_says_why(
        qtbot: Any, table: SenjiTable) -> None:
    state, _ = advance(3, lambda s: s.phase == "placement" and isinstance(
        (GAME.legal_actions(s, GAME.to_act(s)[0]) or [None])[0], Place))
    view = GAME.view(state, GAME.to_act(state)[0])
    table.show_view(view, True)
    scene = table.map_view.map_scene
    other = next(p for p in scene.geometry.provinces if p not in scene.selectable)
    point = table.map_view.target_point(other)
    with qtbot.assertNotEmitted(table.action_chosen):
        qtbot.mouseClick(table.map_view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert "cannot be chosen now" in table.status.text()
    assert "highlighted" in table.status.text()


def test_sj42_spring_orders_face_down_for_others_and_in_the_public_view(
        qtbot: Any, table: SenjiTable) -> None:
    state, _ = advance(3, lambda s: s.phase == "spring" and len(s.orders) >= 2
                       and any(o[0] == 0 for o in s.orders.values())
                       and any(o[0] != 0 for o in s.orders.values()), human=1)
    view = GAME.view(state, 0)
    table.show_view(view, False)
    letters = {item.childItems()[0].text() for item in table._order_items}
    assert "?" in letters and letters - {"?"}, letters
    table.clear_private(GAME.view(state, None))
    assert {item.childItems()[0].text() for item in table._order_items} == {"?"}
    assert not table.hand_label.isVisible()
    assert not buttons(table)


def test_sj50_combinations_listed_with_only_affordable_ones_enabled(
        qtbot: Any, table: SenjiTable) -> None:
    state, _ = advance(3, lambda s: s.phase == "autumn" and s.task.get("seat") == 0
                       and s.task.get("trade") is None and not s.draws[0]
                       and not s.task.get("place"))
    view = GAME.view(state, 0)
    table.show_view(view, True)
    combos = {b.text(): b.isEnabled() for b in buttons(table) if "→" in b.text()}
    assert len(combos) == 11
    legal = {a for a in view.legal if isinstance(a, Combine)}
    assert sum(combos.values()) == len(legal)


def test_sj44_battle_events_roll_the_dice_and_show_the_breakdown(
        qtbot: Any, table: SenjiTable) -> None:
    state, events = advance(3, lambda s: any(e for e in [s.task.get("sub")]
                                             if isinstance(e, dict) and e.get("kind") == "battle"
                                             and e.get("stage") == "hostage"), seed=7)
    battle = [e for e in events if e.kind in ("battle_started", "support_played",
                                              "battle_resolved")]
    assert any(e.kind == "battle_resolved" for e in battle)
    table.show_view(GAME.view(state, None), False)
    table.set_animation_speed(0.2)
    with qtbot.waitSignal(table.animations_finished, timeout=10000):
        table.play_events(battle[-3:] if battle[-1].kind == "battle_resolved" else battle,
                          GAME.view(state, None), GAME.view(state, None))
    assert table.dice_view.isVisible()
    texts = " ".join(table.dice_view.panel.texts())
    assert texts
    assert any("wins the battle" in ln for ln in table.log.lines())


def test_every_event_kind_of_a_played_game_reads_as_a_sentence() -> None:
    _state, events = advance(3, lambda s: s.year >= 3, seed=2)
    kinds_without = {"pieces_moved", "honor_changed", "card_returned", "turn_started"}
    for e in events:
        for seat in (None, 0):
            ev = e.for_seat(seat)
            if ev is None:
                continue
            text = log_text.line(ev, NAMES[:3])
            if text is None:
                assert ev.kind in kinds_without, ev.kind
            else:
                assert "%" not in text, text


SIZES = [(1280, 800), (1920, 1080)]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_screenshots_of_the_map_in_both_languages(
        qtbot: Any, tmp_path: Path, lang: str) -> None:
    from senji_desktop.i18n import LanguageManager

    manager = LanguageManager()
    state, events = advance(4, lambda s: s.phase == "summer" and s.year >= 2
                            and any(o for o in s.orders.values()), seed=5)
    try:
        manager.set_language(lang)
        for w, h in SIZES:
            t = SenjiTable()
            qtbot.addWidget(t)
            t.set_names(NAMES[:4])
            t.set_animation_speed(0)
            t.resize(w, h)
            t.show()
            qtbot.waitExposed(t)
            t.reset_log([f for e in events if (f := e.for_seat(0)) is not None])
            t.show_view(GAME.view(state, 0), 0 in GAME.to_act(state))
            qtbot.wait(150)
            path = tmp_path / f"senji-{lang}-{w}x{h}.png"
            assert t.grab().save(str(path))
            image = QImage(str(path))
            assert image.width() >= w * 0.95
            colours = {image.pixel(x, y) for x in range(0, image.width(), 23)
                       for y in range(0, image.height(), 19)}
            assert len(colours) > 200
            if lang == "de":
                assert any("Jahr" in t.header.text() for _ in [0])
            shots = os.environ.get("SENJI_SHOT_DIR")
            if shots:
                shutil.copy(path, shots)
            t.close()
    finally:
        manager.set_language("en")


def test_orders_offered_as_three_buttons_and_the_province_highlighted(
        qtbot: Any, table: SenjiTable) -> None:
    state, _ = advance(3, lambda s: s.phase == "spring")
    view = GAME.view(state, 0)
    table.show_view(view, True)
    orders = [a for a in view.legal if isinstance(a, Order)]
    assert len(orders) == 3
    assert len(buttons(table)) == 3
    assert table.prompt.text()


def test_sj20_placement_by_keyboard_arrows_and_enter(qtbot: Any, table: SenjiTable) -> None:
    state, _ = advance(3, lambda s: s.phase == "placement" and isinstance(
        (GAME.legal_actions(s, GAME.to_act(s)[0]) or [None])[0], Place))
    seat = GAME.to_act(state)[0]
    view = GAME.view(state, seat)
    table.show_view(view, True)
    table.map_view.setFocus()
    qtbot.keyClick(table.map_view, Qt.Key.Key_Right)
    with qtbot.waitSignal(table.action_chosen) as blocker:
        qtbot.keyClick(table.map_view, Qt.Key.Key_Return)
    assert blocker.args[0] in view.legal and isinstance(blocker.args[0], Place)


def test_language_switch_rewrites_panel_and_log(qtbot: Any, table: SenjiTable) -> None:
    from senji_desktop.i18n import LanguageManager

    state, events = advance(3, lambda s: s.phase == "spring")
    table.reset_log([f for e in events if (f := e.for_seat(0)) is not None])
    table.show_view(GAME.view(state, 0), True)
    assert "Spring" in table.header.text()
    manager = LanguageManager()
    try:
        manager.set_language("de")
        table.retranslate()
        assert "Frühling" in table.header.text()
        assert "Produzieren" in [b.text() for b in buttons(table)]
        assert any("Jahr" in ln for ln in table.log.lines())
    finally:
        manager.set_language("en")
        table.retranslate()
    assert "Produce" in [b.text() for b in buttons(table)]


def test_sj41_hourglass_timer_shown_in_winter_with_the_option(
        qtbot: Any, table: SenjiTable) -> None:
    state = GAME.new_game(SenjiOptions(num_seats=3, hourglass=True), 3)
    rng = Rng(3)
    while not (state.phase == "winter" and 0 in GAME.to_act(state)
               and state.task.get("sub") is None):
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        state, _ = apply(GAME, state, seat, legal[rng.randrange(len(legal))])
    view = GAME.view(state, 0)
    table.show_view(view, True)
    assert table.hourglass_label.isVisible()
    assert "4:00" in table.hourglass_label.text()
    ran_out = [b for b in buttons(table) if b.text() == "The hourglass ran out"]
    assert ran_out and not ran_out[0].isEnabled()  # SJ-A7: offered when the time is up
    table._hourglass_left = 1
    table._tick_hourglass()
    assert "run out" in table.hourglass_label.text()
    ran_out = [b for b in buttons(table) if b.text() == "The hourglass ran out"]
    assert ran_out and ran_out[0].isEnabled()
    table.clear_private(GAME.view(state, None))
    assert not table.hourglass_label.isVisible()


def test_sj70_clear_private_drops_private_log_lines(qtbot: Any, table: SenjiTable) -> None:
    state, events = advance(3, lambda s: s.phase == "placement")
    own = [f for e in events if (f := e.for_seat(0)) is not None]
    table.reset_log(own)
    table.show_view(GAME.view(state, 0), False)
    assert any("draws samurai cards:" in ln for ln in table.log.lines())
    table.clear_private(GAME.view(state, None))
    assert not any("draws samurai cards:" in ln for ln in table.log.lines())


def test_sj46_end_dialog_explains_the_result_in_sentences(qtbot: Any, table: SenjiTable) -> None:
    from senji_desktop.engine.core import Outcome
    from senji_desktop.ui.senji.end_dialog import EndDialog

    state, _ = advance(3, lambda s: s.phase == "winter")
    outcome = Outcome((1,), ((1,), (0,), (2,)), (0.0, 1.0, 0.0), (40.0, 63.0, 12.0),
                      {"year": 7, "honor": [40, 63, 12], "valve": False})
    dialog = EndDialog(outcome, GAME.view(state, None), NAMES[:3])
    qtbot.addWidget(dialog)
    text = "\n".join(dialog.text_lines())
    assert "Kenji reached 63 honor at the end of year 7 and wins." in text
    assert "Aiko follows with 40 honor." in text
    shared = Outcome((0, 1), ((0, 1), (2,)), (0.5, 0.5, 0.0), (30.0, 30.0, 12.0),
                     {"year": 25, "honor": [30, 30, 12], "valve": True})
    text = "\n".join(EndDialog(shared, GAME.view(state, None), NAMES[:3]).sentences())
    assert "after year 25" in text and "Aiko and Kenji share the victory" in text


def test_sj44_a_click_puts_the_dice_away(qtbot: Any, table: SenjiTable) -> None:
    state, events = advance(3, lambda s: any(e.kind == "battle_started" for e in []) or (
        isinstance(s.task.get("sub"), dict) and s.task["sub"].get("kind") == "battle"), seed=7)
    started = [e for e in events if e.kind == "battle_started"][-1:]
    with qtbot.waitSignal(table.animations_finished, timeout=5000):
        table.play_events(started, GAME.view(state, 0), GAME.view(state, 0))
    assert table.dice_view.isVisible()
    assert len(table.dice_view.tray.faces()) == 9
    qtbot.mouseClick(table.dice_view.viewport(), Qt.MouseButton.LeftButton)
    assert not table.dice_view.isVisible()


def test_sj41_a_proposal_is_built_by_clicks_and_shown_while_building(
        qtbot: Any, table: SenjiTable) -> None:
    from senji_desktop.games.senji.model import Ask, AskMinimum, Confirm, Give, Propose

    state, _ = advance(3, lambda s: s.phase == "winter" and s.task.get("sub") is None
                       and s.task.get("turn") == 0)

    def click(pick: Callable[[Any], bool]) -> None:
        nonlocal state
        view = GAME.view(state, 0)
        table.show_view(view, True)
        action = next(a for a in view.legal if pick(a))
        widget, point = table.target_widget(action), table.target_point(action)
        assert isinstance(widget, QPushButton) and widget.isVisible()
        with qtbot.waitSignal(table.action_chosen) as blocker:
            qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=point)
        assert blocker.args[0] == action
        state, _evs = apply(GAME, state, 0, action)

    click(lambda a: isinstance(a, Propose) and a.recipient == 1)
    click(lambda a: isinstance(a, Give))
    click(lambda a: isinstance(a, Ask) and a.card_type == "support")
    click(lambda a: isinstance(a, AskMinimum) and a.value == 0)
    table.show_view(GAME.view(state, 0), True)
    assert "Gives:" in table.detail.text() and "support card, any value" in table.detail.text()
    assert "Send the proposal" in [b.text() for b in buttons(table)]
    click(lambda a: isinstance(a, Confirm))
    sub = state.task.get("sub")
    assert sub is not None and sub["stage"] == "answer" and sub["to"] == 1
    # The recipient sees the offer and the request; a third seat does not.
    table.show_view(GAME.view(state, 1), True)
    assert "makes you a proposal" in table.prompt.text()
    assert "Gives:" in table.detail.text()
    table.show_view(GAME.view(state, 2), False)
    assert table.detail.text() == "" and not buttons(table)
    assert all(c == -1 for c in GAME.view(state, 2).state.task["sub"]["give"])


def test_sj40_the_emperor_is_announced_over_the_map(qtbot: Any, table: SenjiTable) -> None:
    state, events = advance(3, lambda s: s.phase == "placement")
    hosted = [e for e in events if e.kind == "emperor_hosted"]
    assert hosted
    table.show_view(GAME.view(state, 0), False)
    table.set_animation_speed(1.0)
    shown: list[str] = []
    with qtbot.waitSignal(table.animations_finished, timeout=10000):
        table.play_events(hosted, GAME.view(state, 0), GAME.view(state, 0))
        shown.append(table.banner.text() if table.banner.isVisible() else "")
    name = NAMES[hosted[0].data["seat"]]
    assert shown == [f"{name} hosts the Emperor in year 1."]
    assert not table.banner.isVisible()


def test_sj44_sj50_the_log_says_why_honor_changed(qtbot: Any, table: SenjiTable) -> None:
    """Every honor change names its reason: a battle's province, a displayed
    card, a combination; a loss says "loses"."""
    _state, events = advance(3, lambda s: s.year >= 3, seed=2)
    changes = [e for e in events if e.kind == "honor_changed" and e.data["delta"]]
    assert changes
    for e in changes:
        assert e.data["reason"] in log_text.HONOR_REASONS, e.data["reason"]
    battle = Event("honor_changed", {"seat": 1, "delta": 3, "honor": 9,
                                     "reason": "battle_won_attacking", "province": "Owari"})
    assert log_text.line(battle, NAMES[:3]) == "Kenji gains 3 honor for the battle at Owari (now 9)."
    display = Event("honor_changed", {"seat": 0, "delta": 2, "honor": 7, "reason": "display",
                                      "card": changes[0].data.get("card", 0)})
    assert " gains 2 honor for displaying " in (log_text.line(display, NAMES[:3]) or "")
    loss = Event("honor_changed", {"seat": 0, "delta": -1, "honor": 4,
                                   "reason": "mercenaries"})
    assert log_text.line(loss, NAMES[:3]) == "Aiko pays 1 honor for mercenaries (now 4)."
    combo = Event("honor_changed", {"seat": 2, "delta": 5, "honor": 20, "reason": "hanafuda",
                                    "combination": next(iter(COMBINATION_BY_NAME))})
    text = log_text.line(combo, NAMES[:3]) or ""
    assert text.startswith("Yuki gains 5 honor for the combination ")


def test_honor_change_floats_its_amount_on_the_honor_track(
        qtbot: Any, table: SenjiTable) -> None:
    state, _events = advance(3, lambda s: s.year >= 1, seed=4)
    view = GAME.view(state, None)
    table.show_view(view, False)
    table.set_animation_speed(0.2)
    gain = Event("honor_changed", {"seat": 1, "delta": 3, "honor": state.honor[1] + 3,
                                   "reason": "battle_won_attacking", "province": "Owari"})
    with qtbot.waitSignal(table.animations_finished, timeout=5000):
        table.play_events([gain], view, view)
        flashed = table.honor_label.text()
    assert "+3" in flashed and str(state.honor[1] + 3) in flashed


def test_sj43_a_flying_token_leaves_its_source_and_lands_at_its_destination(
        qtbot: Any, table: SenjiTable) -> None:
    """The map takes the pieces off the source when the token departs and
    adds them to the destination when it lands, not after the whole batch."""
    state, _events = advance(3, lambda s: any(s.units[p][0] >= 2 for p in s.owner), seed=4)
    src = max((p for p in state.owner), key=lambda p: state.units[p][0])
    n = state.units[src][0]
    assert n >= 1
    dst = next(p for p in state.owner if p != src)
    fam = state.families[0]
    view = GAME.view(state, None)
    table.show_view(view, False)
    before = table.map_view.map_scene.state.province(src).units[fam]
    shown: list[Any] = []
    real = table.map_view.set_state
    table.map_view.set_state = lambda ms: (shown.append(ms), real(ms))  # type: ignore[method-assign]
    table.set_animation_speed(0.5)
    move = Event("pieces_moved", {"seat": 0, "from": src, "to": dst, "units": n,
                                  "samurai": [], "mode": "march"})
    with qtbot.waitSignal(table.animations_finished, timeout=5000):
        table.play_events([move], view, view)
        departed = table.map_view.map_scene.state
        assert departed.province(src).units.get(fam, 0) == before - n
        assert departed.province(dst).units.get(fam, 0) == \
            view.state.units[dst][0]
    landed = shown[1]
    assert landed.province(dst).units.get(fam, 0) == view.state.units[dst][0] + n


def _battle_support(s: SenjiState) -> bool:
    sub = s.task.get("sub")
    if not (isinstance(sub, dict) and sub.get("kind") == "battle"
            and sub.get("stage") in ("att_support", "def_support")):
        return False
    return sum(a.kind == "support" for a in GAME.legal_actions(s, GAME.to_act(s)[0])) >= 2


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_sj44_support_choice_shows_the_battle_so_far_and_fits(
        qtbot: Any, table: SenjiTable, size: tuple[int, int]) -> None:
    state, _ = advance(3, _battle_support, seed=20)  # Honda defends: +1 (SJ-60)
    table.resize(*size)
    view = GAME.view(state, 0)
    table.show_view(view, True)
    qtbot.wait(10)
    sub = view.state.task["sub"]
    detail = table.detail.text()
    att_total = sub["att_units"] + sub["att_dice"] + sub["att_support_points"]
    def_total = sub["def_units"] + sub["def_dice"] + sub["def_support_points"] + 1
    assert "Attacker" in detail and "Defender" in detail and "Rolled dice" in detail
    assert f"total {att_total}." in detail and f"total {def_total}." in detail
    assert "The samurai powers give Kenji 1 point." in detail
    # each support button says how many points it would add
    supports = [a for a in view.legal if a.kind == "support"]
    for a in supports:
        assert "point" in table.target_widget(a).text()
    # the attacker's troops stand in the contested province on the map
    att = view.state.families[sub["attacker"]]
    shown = table.map_view.map_scene.state.province(sub["province"]).units.get(att, 0)
    assert shown >= sub["att_units"]
    # nothing squeezed: the prompt has its wrapped height, the buttons theirs,
    # and the log starts below the action area
    prompt = table.prompt
    assert prompt.height() >= prompt.heightForWidth(prompt.width())
    for a in supports:
        b = table.target_widget(a)
        assert b.height() >= b.sizeHint().height()
    assert table.log.geometry().top() >= table.action_area.geometry().bottom()
    assert table.detail.font().pointSizeF() >= 10


def test_sj41_a_bid_line_names_the_offered_card() -> None:
    from senji_desktop.ui.senji.texts import card_name
    card = 1 * 12 + 8 + 1  # a Mori trade card (family 1, trade cards from 8)
    text = log_text.line(Event("bid_placed", {"seat": 0, "offer": 0, "offered": card,
                                              "count": 4, "total_count": 4}), NAMES)
    assert text == f"Aiko bids 4 cards on {card_name(card)}."
