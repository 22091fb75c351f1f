"""The samurai powers at the Senji table (SJ-60 … SJ-64): every power has a
text and a log line in English and German, the samurai cards show their
powers (side panel, map tooltips, the draft), a power that acts marks the
map, and the looks of Konishi and Katakura reach only their own seat's log."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QWidget

from senji_desktop.engine.core import Event
from senji_desktop.games.senji.model import (
    HONDA,
    KATAKURA,
    KONISHI,
    NUM_SAMURAI,
    SAMURAI,
    SANADA,
    Confirm,
    KeepSamurai,
    LookOrder,
    MarchTo,
    MoveUnits,
    Resolve,
    Retreat,
)
from senji_desktop.games.senji.rules import GAME
from senji_desktop.ui.senji import actions as act
from senji_desktop.ui.senji import log_text
from senji_desktop.ui.senji.board import area_tooltip, board_troops
from senji_desktop.ui.senji.table import SenjiTable
from senji_desktop.ui.senji.texts import power_text, samurai_card_text

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "games" / "senji"))
from senji_helpers import act as play
from senji_helpers import blank, start_summer

NAMES = ["Aiko", "Kenji", "Yuki"]

#: One power_used event per samurai, as the engine records it (SJ-60).
EVENTS: dict[int, dict[str, Any]] = {
    0: {"area": "nagato", "locked": 2},
    1: {"area": "nagato", "before": [1, 1], "rolled": [0, 2], "dice": [0, 0, 2],
        "att_dice": 2, "def_dice": 0},
    2: {"area": "nagato", "points": 2, "side": "def"},
    3: {"area": "nagato", "to": "izumo"},
    4: {"area": "nagato", "points": 1, "side": "att"},
    5: {"area": "iyo", "units": 3, "origin": "satsuma"},
    6: {"area": "higo", "target": 1, "step": "take", "hana": 0},
    7: {"area": "higo", "extra": 1},
    8: {"area": "higo", "combination": "suns2", "hana": 3, "as_kind": 0},
    9: {"area": "north", "extra": 1},
    10: {"area": "higo", "combination": "suns2", "honor": 1},
    11: {"area": "higo", "combination": "plain6", "saved": 1},
    13: {"area": "higo", "target": 2, "count": 2, "cards": [20, 33]},
    14: {"area": "aki", "province": "aki", "owner": 1, "order": "march"},
    15: {"area": "aki", "honor": 2},
    16: {"area": "nagato", "points": 1, "support": 24},
    17: {"area": "aki", "extra": 3, "card_killed": 2},
}


def _event(card: int, **extra: Any) -> Event:
    return Event("power_used", {"seat": 0, "card": card, **EVENTS[card], **extra})


@pytest.fixture
def german() -> Iterator[None]:
    from senji_desktop.i18n import LanguageManager

    manager = LanguageManager()
    manager.set_language("de")
    try:
        yield
    finally:
        manager.set_language("en")


def test_sj60_every_power_has_a_text_and_a_log_line(qapp: Any) -> None:
    for card in range(NUM_SAMURAI):
        assert power_text(card).endswith(".")
        assert SAMURAI[card][0] in samurai_card_text(card)
        if card in EVENTS:
            line = log_text.describe(_event(card), NAMES)
            assert line is not None and SAMURAI[card][0] in line and "Aiko" in line, card
    assert "Izumo" in log_text.describe(_event(3), NAMES)  # type: ignore[operator]
    assert "Sun" in log_text.describe(_event(6), NAMES)  # type: ignore[operator]
    honor = Event("honor_changed", {"seat": 0, "delta": 2, "honor": 14, "reason": "power",
                                    "samurai": 15})
    assert log_text.describe(honor, NAMES) == "Aiko gains 2 honor through Sakai (now 14)."


def test_sj60_power_texts_and_log_lines_are_german(qapp: Any, german: None) -> None:
    assert power_text(SANADA) == "Verteidigt er, erhält seine Seite 2 zusätzliche Punkte."
    assert "Kampf" in samurai_card_text(SANADA)
    line = log_text.describe(_event(3), NAMES)
    assert line == "Kuroda (Aiko) zieht sich von Nagato nach Izumo zurück, statt zu sterben."
    honor = Event("honor_changed", {"seat": 0, "delta": 1, "honor": 9, "reason": "power",
                                    "samurai": 10})
    assert log_text.describe(honor, NAMES) == "Aiko erhält 1 Ehrenpunkt durch Naoe (jetzt 9)."


def test_sj64_looks_reach_only_the_lookers_log(qapp: Any) -> None:
    st = blank(powers=True)
    st.samurai["higo"][0] = [KONISHI]
    st.samurai_deck.remove(KONISHI)
    from senji_desktop.games.senji import winter
    from senji_desktop.games.senji.model import LookHand

    winter.start_winter(st, [])
    events = play(st, 0, LookHand(1))
    e = next(e for e in events if e.kind == "power_used")
    mine = log_text.describe(e.for_seat(0), NAMES)  # type: ignore[arg-type]
    theirs = log_text.describe(e.for_seat(1), NAMES)  # type: ignore[arg-type]
    public = log_text.describe(e.for_seat(None), NAMES)  # type: ignore[arg-type]
    assert mine is not None and "Mori" in mine  # the cards are named
    assert theirs == public == "Konishi (Aiko) looks at the diplomacy cards of Kenji."


@pytest.fixture
def table(senji_table_at: Any) -> SenjiTable:
    return senji_table_at((1280, 780), NAMES)


def _tips(table: SenjiTable) -> str:
    """Every tooltip of the table's pieces and of the honor track's cells."""
    tips = [p.tooltip for p in table.scene.drawing.pieces if p.tooltip]
    tips += [w.toolTip() for w in table.honor_table.findChildren(QWidget) if w.toolTip()]
    return "\n".join(tips)


def test_sj61_samurai_cards_show_their_powers_on_the_table(qtbot: Any,
                                                          table: SenjiTable) -> None:
    st = blank(powers=True)
    st.samurai["higo"][0] = [SANADA]
    st.samurai["aki"][1] = [HONDA]
    st.samurai_deck = [c for c in st.samurai_deck if c not in (SANADA, HONDA)]
    table.show_view(GAME.view(st, 0), False)
    # the honor track's rows name everybody's samurai with their powers; the
    # own hand shows the own samurai, its tooltip the power in full
    tips = _tips(table)
    assert "Sanada (3)" in tips and "Honda (6)" in tips and power_text(HONDA) in tips
    hand = [p for p in table.scene.drawing.pieces
            if getattr(p.spec, "args", ("",))[0] == "Sanada (3)"]
    assert hand and power_text(SANADA) in hand[0].tooltip
    assert not [p for p in table.scene.drawing.pieces
                if getattr(p.spec, "args", ("",))[0] == "Honda (6)"]
    # the map's tooltip on the figure's province
    tip = area_tooltip(table.view, "aki", board_troops(table.view)["aki"])
    assert "Honda (6)" in tip and power_text(HONDA) in tip
    # without powers: names only
    st.powers = False
    table.show_view(GAME.view(st, 0), False)
    assert power_text(HONDA) not in _tips(table)
    assert power_text(SANADA) not in _tips(table)


def test_sj60_draft_cards_explain_each_samurai(qtbot: Any, table: SenjiTable) -> None:
    from senji_desktop.games.senji.model import SenjiOptions
    from senji_desktop.ui.senji.items import SamuraiCardItem

    state = GAME.new_game(SenjiOptions(num_seats=3), 3)
    view = GAME.view(state, 0)
    table.show_view(view, True)
    cards = {i.name: i for i in table.scene.scene_items() if isinstance(i, SamuraiCardItem)}
    for a in view.legal:
        assert isinstance(a, KeepSamurai)
        target = next(t for t in table.current_targets() if t.action == a)
        assert target.tooltip == samurai_card_text(a.card)
        assert power_text(a.card) in [c.power for c in cards.values()]


def _kuroda_lost() -> Any:
    from senji_desktop.games.senji.model import KURODA, Pass

    st = blank(powers=True)
    st.units["chikuzen"][0] = 4
    st.units["nagato"][1] = 1
    st.samurai["nagato"][1] = [KURODA]
    st.samurai_deck.remove(KURODA)
    start_summer(st, {"chikuzen": (0, "march")})
    play(st, 0, Resolve("chikuzen"))
    play(st, 0, MarchTo("nagato"))
    play(st, 0, MoveUnits(4))
    st.dice_script = [0] * 8
    play(st, 0, Confirm())
    play(st, 0, Pass())
    events = play(st, 1, Pass())
    return st, events


def test_sj62_kuroda_retreat_is_chosen_on_the_map(qtbot: Any, table: SenjiTable) -> None:
    st, _ = _kuroda_lost()
    view = GAME.view(st, 1)
    table.set_names(NAMES)
    table.show_view(view, True)
    assert "Kuroda" in table.notice_label.text()
    assert act.map_target(Retreat("izumo")) == "izumo"
    assert table.target_widget(Retreat("izumo")) is table.board.viewport()
    with qtbot.waitSignal(table.action_chosen) as blocker:
        point = table.target_point(Retreat("izumo"))
        qtbot.mouseClick(table.board.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert blocker.args == [Retreat("izumo")]


def test_sj60_a_power_that_acts_marks_the_map_for_a_moment(qtbot: Any,
                                                         table: SenjiTable) -> None:
    from senji_desktop.ui.senji.items import MarkItem

    st, _ = _kuroda_lost()
    after = play(st, 1, Retreat("aki"))
    table.show_view(GAME.view(st, 0), False)
    table.set_animation_speed(4.0)
    marked: list[str] = []
    with qtbot.waitSignal(table.animations_finished, timeout=10000):
        table.play_events(after, GAME.view(st, 0), GAME.view(st, 0))
        qtbot.waitUntil(lambda: any(isinstance(i, MarkItem) for i in table.scene.flying()),
                        timeout=5000)
        marked += [i.area for i in table.scene.flying() if isinstance(i, MarkItem)]
    assert "nagato" in marked
    assert not table.scene.flying()
    assert any("Kuroda (Kenji)" in ln for ln in table.log.lines())


def test_sj60_katakura_looks_by_clicking_a_face_down_order(qtbot: Any,
                                                          table: SenjiTable) -> None:
    from senji_desktop.games.senji.spring import start_spring

    st = blank(powers=True)
    st.samurai["aki"][1] = [KATAKURA]
    st.samurai_deck.remove(KATAKURA)
    start_spring(st, [])
    while "look" not in st.task:
        seat = GAME.to_act(st)[0]
        play(st, seat, GAME.legal_actions(st, seat)[0])
    view = GAME.view(st, 1)
    table.show_view(view, True)
    assert "Katakura" in table.notice_label.text()
    with qtbot.waitSignal(table.action_chosen) as blocker:
        point = table.target_point(LookOrder("satsuma"))
        qtbot.mouseClick(table.board.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert blocker.args == [LookOrder("satsuma")]


def test_sj44_after_the_result_the_map_shows_the_board_not_the_battle(
        qtbot: Any, table: SenjiTable) -> None:
    st, _ = _kuroda_lost()
    play(st, 1, Retreat("aki"))
    assert st.task["sub"]["stage"] == "hostage"
    table.show_view(GAME.view(st, 1), True)
    stack = table.scene.drawing.piece(("stack", "nagato", "shimazu"))
    assert stack is not None
    assert stack.spec.args[1] == st.units["nagato"][0] == 3  # 4 came, 1 lost


def test_sj61_an_attacking_samurai_keeps_his_card_on_the_table_during_the_battle(
        qtbot: Any, table: SenjiTable) -> None:
    # Hosokawa marches into nagato and fights there: while the battle is open
    # the summer task holds him, yet his card still lies before his player
    from senji_desktop.games.senji.model import HOSOKAWA

    st = blank(powers=True)
    st.units["chikuzen"][0] = 3
    st.samurai["chikuzen"][0] = [HOSOKAWA]
    st.units["nagato"][1] = 2
    st.samurai_deck.remove(HOSOKAWA)
    start_summer(st, {"chikuzen": (0, "march")})
    play(st, 0, Resolve("chikuzen"))
    play(st, 0, MarchTo("nagato"))
    play(st, 0, MoveUnits(3))
    from senji_desktop.games.senji.model import TakeSamurai

    play(st, 0, TakeSamurai(HOSOKAWA))
    st.dice_script = [5] * 7
    play(st, 0, Confirm())
    assert st.task["sub"]["stage"] == "att_support" and st.seat_samurai(0) == []
    for seat in (0, 1):
        assert GAME.view(st, seat).state.samurai_cards(0) == [HOSOKAWA]
    table.show_view(GAME.view(st, 0), True)
    hand = [p for p in table.scene.drawing.pieces
            if getattr(p.spec, "args", ("",))[0] == "Hosokawa (3)"]
    assert hand and power_text(HOSOKAWA) in hand[0].tooltip
    assert power_text(HOSOKAWA) in _tips(table)


def test_sj64_katakuras_look_names_the_order_only_in_his_own_log(qapp: Any) -> None:
    from senji_desktop.games.senji.spring import start_spring

    st = blank(powers=True)
    st.samurai["aki"][1] = [KATAKURA]
    st.samurai_deck.remove(KATAKURA)
    start_spring(st, [])
    while "look" not in st.task:
        seat = GAME.to_act(st)[0]
        legal = GAME.legal_actions(st, seat)
        play(st, seat, next(a for a in legal if getattr(a, "order", "") == "march"))
    events = play(st, 1, LookOrder("satsuma"))
    e = next(e for e in events if e.kind == "power_used")
    mine = log_text.describe(e.for_seat(1), NAMES)  # type: ignore[arg-type]
    assert mine is not None and "March" in mine and "Satsuma" in mine
    for seat in (0, 2, None):
        theirs = log_text.describe(e.for_seat(seat), NAMES)  # type: ignore[arg-type]
        assert theirs is not None and "Katakura (Kenji)" in theirs and "Satsuma" in theirs
        assert "March" not in theirs


@pytest.mark.parametrize("size", [(1024, 620), (1280, 780)])
def test_sj60_draft_card_texts_stay_on_their_cards_in_german(
        qtbot: Any, table: SenjiTable, german: None, size: tuple[int, int]) -> None:
    """Every samurai's German power text on a draft card as wide as the
    table draws them: each line fits the card (Maeda's
    "Unterstützungskarten" was cut at the card's edge at 1024×640), no
    letter is lost, and the card is tall enough for all lines."""
    from senji_desktop.games.senji.model import NUM_SAMURAI, SenjiOptions
    from senji_desktop.ui.senji.items import (
        SamuraiCardItem,
        power_layout,
        samurai_card_height,
    )
    from senji_desktop.ui.senji.texts import power_domain_name

    table.resize(*size)
    state = GAME.new_game(SenjiOptions(num_seats=3), 3)
    table.show_view(GAME.view(state, 0), True)
    drawn = [i for i in table.scene.scene_items() if isinstance(i, SamuraiCardItem)]
    assert drawn
    width, pixel = drawn[0].rect.width(), drawn[0].pixel
    pad = pixel * 0.6
    for card in range(NUM_SAMURAI):
        text = power_text(card)
        layout = power_layout(text, width - 2 * pad, pixel)
        lines = [layout.lineAt(i) for i in range(layout.lineCount())]
        for line in lines:
            assert line.naturalTextWidth() <= width - 2 * pad + 0.5, (card, text)
        assert "".join(text[ln.textStart():ln.textStart() + ln.textLength()]
                       for ln in lines) == text
        body = layout.boundingRect().height()
        height = samurai_card_height(width, pixel, power_domain_name(card), text)
        assert height >= pad * 2.6 + pixel * 3.1 + body - 0.5, card
    maeda = power_text(16)
    assert "Unterstützungskarten" in maeda


# ---- the samurai cards in play, to read (SJ-60, SJ-61, SJ-70) ------------------------------


def _target(table: SenjiTable, key: Any) -> Any:
    return next((t for t in table.current_targets() if t.key == key), None)


def _click_key(qtbot: Any, table: SenjiTable, key: Any) -> None:
    target = _target(table, key)
    assert target is not None, key
    qtbot.mouseClick(table.board.viewport(), Qt.MouseButton.LeftButton,
                     pos=table.board.mapFromScene(target.click))


def _sheet_cards(table: SenjiTable) -> dict[str, Any]:
    from senji_desktop.ui.senji.items import SamuraiCardItem

    return {i.name: i for i in table.scene.scene_items()
            if isinstance(i, SamuraiCardItem) and i.zValue() >= 300}


def _two_samurai() -> Any:
    from senji_desktop.games.senji.model import NABESHIMA

    st = blank(powers=True)
    st.samurai["higo"][0] = [SANADA]
    st.samurai["aki"][1] = [HONDA, NABESHIMA]
    st.samurai_deck = [c for c in st.samurai_deck if c not in (SANADA, HONDA, NABESHIMA)]
    return st


def test_sj61_a_samurai_figure_opens_every_samurai_card_in_play(qtbot: Any,
                                                               table: SenjiTable) -> None:
    st = _two_samurai()
    table.show_view(GAME.view(st, 0), False)  # another seat acts: reading still works
    assert not _sheet_cards(table)
    _click_key(qtbot, table, ("figure", "aki", "mori"))
    qtbot.waitUntil(lambda: bool(_sheet_cards(table)))
    cards = _sheet_cards(table)
    # grouped by family, own first: Sanada (own), then Honda and Nabeshima
    assert set(cards) == {"Sanada (3)", "Honda (6)", "Nabeshima (6)"}
    def place(name: str) -> tuple[float, float]:
        return (cards[name].y(), cards[name].x())

    assert place("Sanada (3)") < place("Honda (6)")
    assert cards["Honda (6)"].power == power_text(HONDA)
    assert cards["Sanada (3)"].power == power_text(SANADA)
    assert cards["Honda (6)"].domain
    # Esc closes it
    table.board.setFocus()
    qtbot.keyClick(table.board.viewport(), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not _sheet_cards(table))
    # a click beside it closes it, and chooses nothing
    _click_key(qtbot, table, ("figure", "higo", "shimazu"))
    qtbot.waitUntil(lambda: bool(_sheet_cards(table)))
    beside = table.board.viewport().rect().bottomRight() - QPoint(4, 4)
    qtbot.mouseClick(table.board.viewport(), Qt.MouseButton.LeftButton, pos=beside)
    qtbot.waitUntil(lambda: not _sheet_cards(table))
    # and so does its close control
    _click_key(qtbot, table, ("figure", "higo", "shimazu"))
    qtbot.waitUntil(lambda: bool(_sheet_cards(table)))
    _click_key(qtbot, table, ("samurai-close",))
    qtbot.waitUntil(lambda: not _sheet_cards(table))


def test_sj61_the_samurai_sheet_is_reached_by_keys(qtbot: Any, table: SenjiTable) -> None:
    st = _two_samurai()
    table.show_view(GAME.view(st, 0), False)
    table.board.setFocus()
    focus = table.scene
    for _ in range(10):
        qtbot.keyClick(table.board.viewport(), Qt.Key.Key_Tab)
        ring = focus.focus_target
        if ring is not None and ring.opens is not None:
            break
    assert focus.focus_target is not None and focus.focus_target.opens is not None
    qtbot.keyClick(table.board.viewport(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(_sheet_cards(table)))
    # the ring moved to the close control; Enter closes
    assert focus.focus_target is not None and focus.focus_target.closes
    qtbot.keyClick(table.board.viewport(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not _sheet_cards(table))


def test_sj61_the_own_hands_samurai_open_their_cards(qtbot: Any,
                                                    table: SenjiTable) -> None:
    st = _two_samurai()
    table.show_view(GAME.view(st, 1), False)
    assert any("Honda (6)" in t and "Nabeshima (6)" in t for t in table.scene.texts())
    # a click on them opens every card in play, with the powers
    _click_key(qtbot, table, ("own-samurai",))
    qtbot.waitUntil(lambda: bool(_sheet_cards(table)))
    assert _sheet_cards(table)["Nabeshima (6)"].power


def test_sj70_the_draft_shows_nothing_of_another_seats_samurai(qtbot: Any,
                                                              table: SenjiTable) -> None:
    """Hot-seat draft: after the first seat keeps a samurai, the second
    seat's table shows only its own draw; neither the first seat's draw
    nor its choice appears as a card, a text or a tooltip (SJ-70)."""
    from senji_desktop.games.senji.model import SenjiOptions
    from senji_desktop.ui.senji.items import SamuraiCardItem

    state = GAME.new_game(SenjiOptions(num_seats=3, powers=True), 5)
    first = list(state.draws[0])
    table.show_view(GAME.view(state, 0), True)
    kept = first[0]
    with qtbot.waitSignal(table.action_chosen) as blocker:
        _click_key(qtbot, table, ("keep", kept))
    assert blocker.args == [KeepSamurai(kept)]
    play(state, 0, KeepSamurai(kept))
    view = GAME.view(state, 1)
    table.show_view(view, True)
    own = set(state.draws[1])
    shown = [i for i in table.scene.scene_items() if isinstance(i, SamuraiCardItem)]
    assert {i.name for i in shown} == {f"{SAMURAI[c][0]} ({SAMURAI[c][1]})" for c in own}
    words = "\n".join([*table.scene.texts(), _tips(table)])
    for c in first:
        if c not in own:
            assert SAMURAI[c][0] not in words
            assert power_text(c) not in words
    # no samurai is in play yet: there is nothing to open
    assert not [t for t in table.current_targets() if t.opens is not None]


def test_sj61_the_honor_tracks_rows_are_reached_by_tab_and_open_by_enter(
        qtbot: Any, table: SenjiTable) -> None:
    """Like a samurai figure: Tab goes on from the places on the map to the
    rows of the honor track (most honor first), Enter on a row opens every
    samurai card in play there, the ring then on the sheet's close control."""
    st = _two_samurai()
    table.show_view(GAME.view(st, 0), False)
    honor = table.honor_table
    table.board.setFocus()
    qtbot.waitUntil(table.board.hasFocus)
    for _ in range(40):
        widget = QApplication.focusWidget()
        assert widget is not None
        qtbot.keyClick(widget, Qt.Key.Key_Tab)
        if honor.focused_family() is not None:
            break
    first = honor.focused_family()
    assert first == honor._row_families[0]
    widget = QApplication.focusWidget()
    assert widget is not None
    qtbot.keyClick(widget, Qt.Key.Key_Tab)
    assert honor.focused_family() == honor._row_families[1]
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(_sheet_cards(table)))
    assert {"Honda (6)", "Nabeshima (6)", "Sanada (3)"} == set(_sheet_cards(table))
    ring = table.scene.focus_target
    assert ring is not None and ring.closes
    qtbot.keyClick(table.board.viewport(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not _sheet_cards(table))


def test_sj61_a_row_of_the_honor_track_opens_the_samurai_cards(qtbot: Any,
                                                              table: SenjiTable) -> None:
    st = _two_samurai()
    table.show_view(GAME.view(st, 0), False)
    honor = table.honor_table
    row = next(i for i, (who, *_r) in enumerate(honor.rows) if who.full_name == "Kenji")
    who = honor.rows[row][0]
    qtbot.mouseClick(who, Qt.MouseButton.LeftButton, pos=who.rect().center())
    qtbot.waitUntil(lambda: bool(_sheet_cards(table)))
    assert {"Honda (6)", "Nabeshima (6)", "Sanada (3)"} == set(_sheet_cards(table))


def test_sj60_a_word_broken_on_a_narrow_samurai_card_gets_its_hyphen(qapp: Any) -> None:
    """German power texts have words longer than a narrow card's line
    ("Unterstützungskarten"): where one is broken, the line keeps room for
    the hyphen drawn at its end; words broken at spaces get none."""
    from PySide6.QtGui import QFontMetricsF

    from senji_desktop.ui.common import theme
    from senji_desktop.ui.senji.items import broken_words, power_layout

    text = "Seine Seite darf Unterstützungskarten spielen."
    layout = power_layout(text, 90, 12)
    broken = broken_words(layout)
    assert len(broken) == 1
    line, end = broken[0]
    assert text[end - 1].isalpha() and text[end].isalpha()
    hyphen = QFontMetricsF(theme.scene_font(12)).horizontalAdvance("-")
    assert line.naturalTextWidth() + hyphen <= 90
    assert broken_words(power_layout(text, 400, 12)) == []
