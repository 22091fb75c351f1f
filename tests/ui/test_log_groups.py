"""Logs that read like a game's: repeated steps are one line (Senji's
placement and orders), the roll-off says why neutral families' mons come up,
Shinobi's card badges are explained."""

from __future__ import annotations

from typing import Any

from senji_desktop.engine.core import Event
from senji_desktop.ui.common.log_groups import LogBook
from senji_desktop.ui.common.log_panel import LogPanel
from senji_desktop.ui.senji import log_text as senji_log
from senji_desktop.ui.shinobi.log_text import card_tooltip

NAMES = ["Aiko", "Kenji", "Yuki"]


def placed(seat: int, area: str, piece: str = "unit") -> Event:
    return Event("placed", {"seat": seat, "area": area, "piece": piece, "card": None})


def test_sj20_a_players_units_in_one_province_are_one_line() -> None:
    events = [placed(0, "izumo"), Event("turn_started", {"seat": 0}), placed(0, "izumo"),
              placed(0, "izumo"), placed(0, "aki"), placed(1, "aki"), placed(1, "aki")]
    lines = senji_log.lines(events, NAMES)
    assert lines == ["Aiko places 3 units in Izumo.", "Aiko places a unit in Aki.",
                     "Kenji places 2 units in Aki."]


def test_sj42_a_players_spring_orders_are_one_line_for_each_viewer() -> None:
    hidden = [Event("order_placed", {"seat": 1, "province": p}) for p in ("izumo", "aki")]
    own = [Event("order_placed", {"seat": 0, "province": "harima", "order": "march"}),
           Event("order_placed", {"seat": 0, "province": "kii", "order": "produce"})]
    lines = senji_log.lines(own + hidden, NAMES)
    assert len(lines) == 2
    assert lines[0].startswith("Aiko orders ") and "Harima" in lines[0] and "Kii" in lines[0]
    assert lines[1] == "Kenji places face-down orders in Izumo, Aki."


def test_the_book_replaces_the_last_line_while_a_group_grows(qtbot: Any) -> None:
    panel = LogPanel()
    qtbot.addWidget(panel)
    book = LogBook(senji_log.describe, senji_log.group_key, senji_log.group_line)
    for e in [Event("phase_started", {"year": 1, "phase": "placement"}),
              placed(2, "tosa"), placed(2, "tosa")]:
        text, replace = book.add(e, NAMES)
        if text and replace:
            panel.replace_last(text)
        elif text:
            panel.append(text)
    assert panel.lines()[-1] == "Yuki places 2 units in Tosa."
    assert len(panel.lines()) == 2
    assert panel.text_edit().toPlainText().splitlines()[-1] == "· Yuki places 2 units in Tosa."


def test_sj40_the_roll_off_line_says_why_neutral_mons_appear() -> None:
    line = senji_log.describe(Event("emperor_rolloff", {"seats": [0, 2], "dice": [0, 1, 5, 5, 2, 3,
                                                                             4, 0, 1],
                                                   "counts": [2, 1]}), NAMES)
    assert line is not None
    assert "Aiko 2" in line and "Yuki 1" in line
    assert "families nobody plays" in line


def test_shinobi_tooltips_explain_the_badges() -> None:
    face_down = card_tooltip("Kenji", "Aiko", 2, None, False, False)
    assert "black cube" in face_down and "Katana" in face_down and "bluff" in face_down
    own = card_tooltip("Aiko", "Kenji", 1, 3, False, True)
    assert "corner badge" in own and "Blowgun" in own and "Sai" in own
    shown = card_tooltip("Kenji", "Aiko", 1, 2, True, False)
    assert "Katana" in shown and "announced" in shown and "Sai" in shown
