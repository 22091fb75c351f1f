"""Senji's table as a new player meets it, by mouse and by keys: a half-made
choice (an order picked up) is put down by Esc, a right click or a click
beside the provinces, never leaving the panel to misread it; a button a
player expects is shown disabled with its reason (SJ-A5); a samurai's
card text shows over a province that is a target (SJ-60); a March where no
troops stand says why it moves nothing (SJ-43); the status line follows
keys and clicks alike; the exchange of a proposal reads right for both
parties (SJ-41); cards alike make one button."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from senji_desktop.games.senji import spring, winter
from senji_desktop.games.senji.model import (
    Answer,
    Ask,
    AskMinimum,
    Bid,
    ChooseSeat,
    Confirm,
    Fulfil,
    Give,
    HireSamurai,
    MarchTo,
    MoveUnits,
    Propose,
    Resolve,
    SenjiState,
    dip_value,
)
from senji_desktop.games.senji.rules import GAME
from senji_desktop.ui.senji import log_text
from senji_desktop.ui.senji.table import SenjiTable
from senji_desktop.ui.senji.texts import card_name, power_text, samurai_name

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "games" / "senji"))
from senji_helpers import act as play
from senji_helpers import blank, dip_id, start_autumn, start_summer

NAMES = ["Aiko", "Kenji", "Yuki"]


@pytest.fixture
def table(senji_table_at: Any) -> SenjiTable:
    return senji_table_at((1024, 640), NAMES)


def _point(table: SenjiTable, key: Any) -> tuple[Any, QPoint]:
    place = table.place_of(key)
    assert place is not None, key
    widget, point = place
    assert widget.rect().contains(point), key
    return widget, point


def _click(qtbot: Any, table: SenjiTable, key: Any,
           button: Qt.MouseButton = Qt.MouseButton.LeftButton) -> None:
    widget, point = _point(table, key)
    qtbot.mouseClick(widget, button, pos=point)


def _focus(qtbot: Any, table: SenjiTable, key: Any) -> None:
    """Keys only: Tab until the focus ring is on `key`."""
    for _ in range(150):
        focus = QApplication.focusWidget()
        ring = table.scene.focus_target
        if focus is table.board and ring is not None and ring.key == key:
            return
        qtbot.keyClick(focus or table, Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reached {key}")


def _spring() -> SenjiState:
    """Shimazu (seat 0) holds Satsuma (2 units), Higo and Chikuzen (empty)."""
    st = blank()
    st.units["satsuma"][0] = 2
    spring.start_spring(st, [])
    assert spring.next_province(st, 0) == "satsuma"
    return st


def _plans(table: SenjiTable) -> dict[str, str]:
    return {k[1]: k[2] for k in table.selection if isinstance(k, tuple) and k[0] == "plan"}


def _tool(table: SenjiTable) -> str:
    return next((k[1] for k in table.selection if isinstance(k, tuple) and k[0] == "tool"), "")


def test_sj42_an_order_in_hand_is_put_down_by_esc_a_right_click_or_a_click_beside(
        qtbot: Any, table: SenjiTable) -> None:
    st = _spring()
    table.show_view(GAME.view(st, 0), True)
    _click(qtbot, table, ("tray", "march"))
    assert _tool(table) == "march"
    assert "March in hand" in table.status_text and "Esc" in table.help_label.text()
    assert "March in hand" in table.help_label.text()
    _click(qtbot, table, ("area", "satsuma"))
    assert _plans(table) == {"satsuma": "march"}
    # Esc puts the order down; the order laid stays
    qtbot.keyClick(table.board, Qt.Key.Key_Escape)
    assert _tool(table) == "" and _plans(table) == {"satsuma": "march"}
    assert "put down" in table.status_text
    # a right click on the map does the same
    _click(qtbot, table, ("tray", "produce"))
    assert _tool(table) == "produce"
    _click(qtbot, table, ("area", "satsuma"), Qt.MouseButton.RightButton)
    assert _tool(table) == "" and _plans(table) == {"satsuma": "march"}
    # and so does a click beside the provinces to choose (another family's)
    _click(qtbot, table, ("tray", "recruit"))
    _click(qtbot, table, ("area", "aki"))
    assert _tool(table) == "" and _plans(table) == {"satsuma": "march"}
    assert "put down" in table.status_text
    # nothing half made is read by "Give the orders": it waits, and says for what
    send = table.panel.buttons["send-orders"]
    assert not send.isEnabled()
    assert "Higo" in send.toolTip() and "Chikuzen" in send.toolTip()
    assert "Every province needs an order" not in table.status_text


def test_sj_a5_a_bid_that_cannot_be_made_is_shown_dimmed_with_its_reason(
        qtbot: Any, table: SenjiTable) -> None:
    st = blank()
    winter.start_winter(st, [])
    assert st.offers and st.task["turn"] == 0
    offer = st.offers[0]
    need = dip_value(offer.card)
    # Aiko holds one card worth 1: no offered card can be reached with it
    small = dip_id("shimazu", "member", 0)
    st.dip[0] = [small]
    assert Bid(0) not in GAME.legal_actions(st, 0)
    table.show_view(GAME.view(st, 0), True)
    # the offered card lies dimmed in the auction's sheet, its reason its tooltip
    assert "bid-0" not in table.panel.buttons
    target = next(t for t in table.current_targets() if t.key == ("offer", 0))
    reason = f"A bid on {card_name(offer.card)} needs cards worth {need}; yours are worth 1."
    assert not target.enabled and target.tooltip == reason
    # clicked, it says why on the status line
    messages: list[str] = []
    table.status_message.connect(messages.append)
    _click(qtbot, table, ("offer", 0))
    assert table.status_text == reason and messages[-1] == reason
    # a bid still short of the value: "Place the bid" waits with its reason
    st.dip[0] = [small, dip_id("shimazu", "trade", 3)]
    total = 1 + dip_value(dip_id("shimazu", "trade", 3))
    assert total >= need
    play(st, 0, Bid(0))
    play(st, 0, Give(small))
    table.show_view(GAME.view(st, 0), True)
    place = table.panel.buttons.get("confirm")
    assert place is not None and not place.isEnabled() and place.full_text == "Place the bid"
    assert place.toolTip() == f"The bid needs cards worth {need}; so far it is worth 1."


def test_sj60_a_samurai_keeps_his_tooltip_over_a_province_that_is_a_target(
        qtbot: Any, table: SenjiTable) -> None:
    st = blank(powers=True)
    st.units["satsuma"][0] = 1
    st.samurai["satsuma"][0] = [2]  # Sanada
    spring.start_spring(st, [])
    view = GAME.view(st, 0)
    table.show_view(view, True)
    board = table.presenter.board(view, table.context())
    rect = board.stacks[("satsuma", "shimazu")]
    viewport = table.board.viewport()
    pos = table.board.mapFromScene(rect.center())
    qtbot.mouseMove(viewport, pos)
    qtbot.waitUntil(lambda: table.scene.hover_target is not None, timeout=3000)
    assert table.scene.hover_target.key == ("area", "satsuma")
    tip = table.hover_tooltip()
    assert samurai_name(2) in tip and power_text(2) in tip
    assert "Satsuma" in tip  # what a click does is still said


def test_sj43_a_march_where_no_troops_stand_says_why_it_moves_nothing(
        qtbot: Any, table: SenjiTable) -> None:
    # laying it: the status line says so
    st = _spring()
    table.show_view(GAME.view(st, 0), True)
    _click(qtbot, table, ("tray", "march"))
    _click(qtbot, table, ("area", "higo"))
    assert table.status_text == "March on Higo: no troops there to march (1 of 3 orders laid)."
    # carrying it out: no "choose a destination", but why it ends
    st = blank()
    st.units["satsuma"][0] = 2
    start_summer(st, {"higo": (0, "march"), "satsuma": (0, "march")})
    play(st, 0, Resolve("higo"))
    table.show_view(GAME.view(st, 0), True)
    notice = table.notice_label.text()
    assert "Higo has no units or samurai that could march" in notice
    assert "choose a destination" not in notice
    assert [b.full_text for b in table.panel.buttons.values() if b.isVisible()] == [
        "End the march"]


@pytest.mark.parametrize("by", ["mouse", "keys"])
def test_sj42_the_status_line_follows_orders_laid_and_given_by_keys_as_by_mouse(
        qtbot: Any, table: SenjiTable, by: str) -> None:
    st = _spring()
    table.show_view(GAME.view(st, 0), True)
    messages: list[str] = []
    table.status_message.connect(messages.append)
    chosen: list[Any] = []
    table.action_chosen.connect(chosen.append)
    for n, province in enumerate(("satsuma", "higo", "chikuzen"), 1):
        if by == "mouse":
            _click(qtbot, table, ("tray", "produce"))
            _click(qtbot, table, ("area", province))
        else:
            _focus(qtbot, table, ("area", province))
            qtbot.keyClick(table.board, "p")
        assert table.status_text == f"Produce on {province.capitalize()} ({n} of 3 orders laid)."
        assert messages[-1] == table.status_text
    send = table.panel.buttons["send-orders"]
    if by == "mouse":
        qtbot.mouseClick(send, Qt.MouseButton.LeftButton)
    else:
        send.setFocus(Qt.FocusReason.TabFocusReason)
        qtbot.keyClick(send, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: bool(chosen), timeout=3000)
    assert table.status_text == "" and messages[-1] == ""


def _gift(st: SenjiState, card: int) -> list[Any]:
    """Aiko gives Kenji `card` and asks for a Mori support card in return."""
    events: list[Any] = []
    for seat, action in ((0, Propose(1)), (0, Give(card)), (0, Ask("mori", "support")),
                         (0, AskMinimum(0)), (0, Confirm()), (1, Answer(True))):
        events += play(st, seat, action)
    return events


def test_sj41_an_exchange_reads_right_for_the_giver_and_the_recipient(
        qtbot: Any, table: SenjiTable) -> None:
    st = blank()
    winter.start_winter(st, [])
    card = st.dip[0][0]
    events = _gift(st, card)
    for _ in range(3):
        if st.task.get("sub") is None:
            break
        legal = GAME.legal_actions(st, 1)
        events += play(st, 1, next(a for a in legal if isinstance(a, Fulfil)))
    exchanged = next(e for e in events if e.kind == "cards_exchanged")
    got = exchanged.data["received_cards"]
    assert len(got) == 1
    for seat in (0, 1):
        mine = exchanged.for_seat(seat)
        assert mine is not None
        table.reset_log([mine])
        line = table.log.lines()[-1]
        assert "Given:" not in line and "Received:" not in line
        assert f"From Aiko to Kenji: {card_name(card)}." in line
        assert f"From Kenji to Aiko: {', '.join(card_name(c) for c in got)}." in line
    public = exchanged.for_seat(2)
    assert public is not None
    line = log_text.describe(public, NAMES) or ""
    assert "Aiko gives 1, Kenji gives 1" in line and card_name(card) not in line


def test_sj41_cards_alike_are_each_a_card_of_the_hand(qtbot: Any, table: SenjiTable) -> None:
    st = blank()
    winter.start_winter(st, [])
    # Kenji asks Aiko for an Oda support card; she holds both Oda support 2
    twins = [dip_id("oda", "support", 1), dip_id("oda", "support", 2)]
    assert card_name(twins[0]) == card_name(twins[1])
    st.dip[0] = [*twins, dip_id("shimazu", "member", 0)]
    st.task["turn"] = 1
    for action in (Propose(0), Ask("oda", "support"), AskMinimum(0), Confirm()):
        play(st, 1, action)
    play(st, 0, Answer(True))
    legal = GAME.legal_actions(st, 0)
    assert {Fulfil(c) for c in twins} <= set(legal)
    view = GAME.view(st, 0)
    table.show_view(view, True)
    texts = [b.full_text for b in table.panel.buttons.values() if b.isVisible()]
    hand_over = f"Hand over {card_name(twins[0])}"
    # the cards are handed over from the hand on the table, not by buttons
    assert texts.count(hand_over) == 0
    # a suggestion of a card points at that card in the hand
    assert table.click_points(Fulfil(twins[0])) == [_point(table, ("card", twins[0]))]
    chosen: list[Any] = []
    table.action_chosen.connect(chosen.append)
    _click(qtbot, table, ("card", twins[1]))
    qtbot.waitUntil(lambda: bool(chosen), timeout=2000)
    assert chosen == [Fulfil(twins[1])]


def test_sj45_hiring_a_samurai_without_the_honor_is_shown_disabled_with_its_reason(
        qtbot: Any, table: SenjiTable) -> None:
    # Aiko has lost every province: in autumn she may hire a samurai for 6
    # honor; with 4 the button stays in sight, disabled, saying why
    st = blank()
    for province, owner in list(st.owner.items()):
        if owner == 0:
            st.owner[province] = None
    st.honor[0] = 4
    start_autumn(st)
    play(st, 0, ChooseSeat(0))
    assert HireSamurai() not in GAME.legal_actions(st, 0)
    table.show_view(GAME.view(st, 0), True)
    button = table.panel.buttons.get("hire_samurai")
    assert button is not None and button.isVisible() and not button.isEnabled()
    assert button.full_text == "Hire a samurai (6 honor)"
    assert button.toolTip() == "A samurai costs 6 honor; you have 4."
    st.honor[0] = 6
    table.show_view(GAME.view(st, 0), True)
    assert table.panel.buttons["hire_samurai"].isEnabled()


def test_sj43_before_any_destination_the_march_is_ended_not_set_out(
        qtbot: Any, table: SenjiTable) -> None:
    # "Set out" with nothing chosen moved nobody: it reads "End the march"
    # until a destination is chosen, then "Set out"
    st = blank()
    st.units["satsuma"][0] = 2
    start_summer(st, {"satsuma": (0, "march")})
    play(st, 0, Resolve("satsuma"))
    table.show_view(GAME.view(st, 0), True)
    assert "end the march without moving" in table.notice_label.text()
    assert [b.full_text for b in table.panel.buttons.values() if b.isVisible()] == [
        "End the march"]
    play(st, 0, MarchTo("higo"))
    play(st, 0, MoveUnits(1))
    table.show_view(GAME.view(st, 0), True)
    assert "choose a second destination" in table.notice_label.text()
    assert [b.full_text for b in table.panel.buttons.values() if b.isVisible()] == ["Set out"]
