"""Findings of a fresh tester on the Senshi table: tooltips and hidden tiles,
plain-text names, feedback on empty places, stacks keeping their slots,
hint colours and the side panel's help."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QColor, QHelpEvent
from PySide6.QtWidgets import QApplication, QLabel, QToolTip

from senji_desktop.engine.core import apply
from senji_desktop.games.senshi.model import SenshiOptions, SenshiState, Study, TestTile, Train
from senji_desktop.games.senshi.rules import GAME
from senji_desktop.ui.common import theme
from senji_desktop.ui.senshi.table import SenshiTable

NAMES = ["Aiko", "Kaito", "Himari", "Yoshihisa"]


def after_picks(n: int = 2, *, secret: bool = False) -> SenshiState:
    state = GAME.new_game(SenshiOptions(num_seats=n, secret_start=secret, first_seat=0), 7)
    while state.phase == "pick":
        state, _ = apply(GAME, state, state.current, GAME.legal_actions(state, state.current)[0])
    return state


@pytest.fixture
def table(qtbot: Any) -> Iterator[SenshiTable]:
    t = SenshiTable()
    qtbot.addWidget(t)
    t.resize(1280, 800)
    t.set_names(NAMES)
    t.set_animation_speed(0)
    t.show()
    QApplication.processEvents()
    yield t
    QToolTip.hideText()
    t.close()


def show_tooltip_at(t: SenshiTable, point: QPoint) -> None:
    viewport = t.graphics_view.viewport()
    QApplication.sendEvent(
        viewport, QHelpEvent(QEvent.Type.ToolTip, point, viewport.mapToGlobal(point))
    )


def item_tooltips(t: SenshiTable) -> list[str]:
    return [i.toolTip() for i in t.scene.items() if i.toolTip()]


def test_tooltip_over_a_secret_tile_goes_when_the_view_changes(
    qtbot: Any, table: SenshiTable
) -> None:
    state = after_picks(3, secret=True)
    assert state.current == 0
    view = GAME.view(state, 0)
    assert any(view.hands[0].secret)
    for after in (GAME.view(state, None), GAME.view(state, 1), view):
        table.show_view(view, interactive=True)
        test = next(a for a in view.legal if isinstance(a, TestTile))
        point = table.target_point(test)
        qtbot.mouseMove(table.graphics_view.viewport(), point)
        show_tooltip_at(table, point)
        # The region's "Test: …" or the tile's "… in your hand" tooltip.
        assert QToolTip.isVisible() and QToolTip.text()
        # Another seat's view, the public view, or the own view while not acting.
        table.show_view(after, interactive=False)
        assert not QToolTip.isVisible()
        # No item of a view that is not the own one names the hidden tiles.
        if after.seat is None:
            tips = item_tooltips(table)
        elif after.seat != 0:
            tips = [i.toolTip() for i in table.scene.items() if getattr(i, "seat", None) == 0]
        else:
            tips = []
        for tip in tips:
            assert "your hand" not in tip and "only you know" not in tip, tip
    table.show_view(view, interactive=True)
    show_tooltip_at(
        table, table.target_point(next(a for a in view.legal if isinstance(a, TestTile)))
    )
    table.clear_private(GAME.view(state, None))
    assert not QToolTip.isVisible()


def test_names_are_plain_text_everywhere_on_the_panel(table: SenshiTable) -> None:
    table.set_names(["<b>Kenji</b>", "Aiko"])
    state = after_picks(2)
    table.show_view(GAME.view(state, 1), interactive=False)
    assert "<b>Kenji</b>" in table.turn_label.text()
    for label in table.panel.findChildren(QLabel):
        assert label.textFormat() == Qt.TextFormat.PlainText, label.text()


def test_click_on_an_empty_place_clears_a_stale_explanation(
    qtbot: Any, table: SenshiTable
) -> None:
    state = after_picks(2)
    table.show_view(GAME.view(state, 1), interactive=False)
    viewport = table.graphics_view.viewport()
    train = table.target_point(Train(state.middle[0]))
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=train)
    assert table.status_text
    seen: list[str] = []
    table.status_message.connect(seen.append)
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=QPoint(3, 3))
    assert table.status_text == "" and table.status_label.text() == ""
    assert seen == [""]  # the status bar is cleared as well


def test_stacks_keep_their_slot_on_the_training_card(table: SenshiTable) -> None:
    state = after_picks(2)
    a, b, c, d = state.middle[:4]
    state.cards[0] = [a, b, c]
    state.middle = [s for s in state.middle if s not in (a, b, c)]
    table.show_view(GAME.view(state, 0), interactive=True)
    before = {s: table.target_point(Train(s)) for s in (a, b, c)}
    # Stack a is used up (SNS-4): b and c stay where they are.
    state.stacks.pop(a)
    state.cards[0] = [b, c]
    table.show_view(GAME.view(state, 0), interactive=True)
    assert table.target_point(Train(b)) == before[b]
    assert table.target_point(Train(c)) == before[c]
    # A Study fills the leftmost free slot: where a was.
    state, _ = apply(GAME, state, 0, Study(d))
    table.show_view(GAME.view(state, 1), interactive=False)
    state.current = 0
    table.show_view(GAME.view(state, 0), interactive=True)
    assert table.target_point(Train(d)) == before[a]
    assert table.target_point(Train(b)) == before[b]
    assert table.target_point(Train(c)) == before[c]


def colour_of(label: QLabel) -> str:
    label.ensurePolished()
    return label.palette().color(label.foregroundRole()).name()


def test_hints_use_ink_and_explanations_the_accent_colour(qtbot: Any, table: SenshiTable) -> None:
    state = after_picks(2)
    for _ in range(3):
        state.cards[0].append(state.middle.pop(0))
    table.show_view(GAME.view(state, 0), interactive=True)
    table.graphics_view.setFocus()
    qtbot.keyClick(table.graphics_view, Qt.Key.Key_Right)
    assert table.status_text  # the pointed-at target explains itself
    assert colour_of(table.status_label) == QColor(theme.INK).name()
    qtbot.mouseClick(
        table.graphics_view.viewport(),
        Qt.MouseButton.LeftButton,
        pos=table.target_point(Study(state.middle[0])),
    )
    assert "three stacks" in table.status_text
    assert colour_of(table.status_label) == QColor(theme.ACCENT).name()


def test_study_help_only_when_study_is_possible(table: SenshiTable) -> None:
    state = after_picks(2)
    table.show_view(GAME.view(state, 0), interactive=True)
    assert "Study" in table.help_label.text()
    full = after_picks(2)
    for _ in range(3):
        full.cards[0].append(full.middle.pop(0))
    table.show_view(GAME.view(full, 0), interactive=True)
    assert "Rest of a middle stack" not in table.help_label.text()
    empty_middle = after_picks(2)
    for s in empty_middle.middle[:2]:
        empty_middle.cards[1].append(s)
    for s in empty_middle.middle[2:]:
        empty_middle.stacks.pop(s)
    empty_middle.middle = []
    table.show_view(GAME.view(empty_middle, 0), interactive=True)
    assert "Rest of a middle stack" not in table.help_label.text()
    assert "Train" in table.help_label.text()


def test_wording_counts_tenses_and_stack_order() -> None:
    from senji_desktop.engine.core import Event
    from senji_desktop.games.senshi.model import HandView
    from senji_desktop.ui.senshi import log_text
    from senji_desktop.ui.senshi.presenter import SenshiPresenter

    other = HandView((1, 0, 0, 0), 0, False)
    one = SenshiPresenter._tip_hand_group(other, 0, 1)
    assert one == "Strength in this hand: 1 (everyone saw it being taken)"
    two = SenshiPresenter._tip_hand_group(HandView((2, 0, 0, 0), 0, False), 0, 2)
    assert two == "Strength in this hand: 2 (everyone saw them being taken)"
    # Stacks are stored bottom first; lines list them from the top down and say so.
    studied = log_text.describe(Event("studied", {"seat": 0, "stack": 3, "tiles": [0, 1, 2]}), NAMES)
    assert studied == (
        "Aiko studied a stack (top tile first: Honor · Agility · Strength) "
        "and moved it onto their Training Card."
    )
    # Every line tells what happened, in the past tense.
    for kind, data in (
        ("scored_from_stack", {"seat": 1, "stack": 2, "colour": 3}),
        ("stack_emptied", {"stack": 2, "owner": 1}),
        ("stack_emptied", {"stack": 2, "owner": None}),
        ("passed", {"seat": 1}),
    ):
        line = log_text.describe(Event(kind, data), NAMES) or ""
        assert any(w in line for w in ("scored", "was used up", "passed")), line
        assert not any(w in line for w in (" scores ", " is used up", " passes")), line
