"""The SenbaZuru table: clicking like a player (place, preview, catch per
diagonal, tokens, draw), pan and zoom, animations, privacy and the end dialog."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QMouseEvent, QWheelEvent
from PySide6.QtWidgets import QApplication

from senji_desktop.engine.core import apply
from senji_desktop.games.senbazuru import (
    GAME,
    Catch,
    Draw,
    EndCatching,
    Place,
    PutToken,
    SenbaZuruOptions,
    SenbaZuruState,
)
from senji_desktop.ui.senbazuru.end_dialog import result_sentences
from senji_desktop.ui.senbazuru.items import TileItem
from senji_desktop.ui.senbazuru.table import SenbaZuruTable

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "games" / "senbazuru"))
from senbazuru_positions import position, tile

NAMES = ["Aiko", "Kenji"]
BL, BD, BL2, BD2 = (tile("blue", "light"), tile("blue", "dark"), tile("blue", "light", n=1),
                    tile("blue", "dark", n=1))
RL, GL = tile("red", "light"), tile("green", "light")


@pytest.fixture
def table(qtbot: Any) -> SenbaZuruTable:
    t = SenbaZuruTable()
    qtbot.addWidget(t)
    t.resize(1280, 760)
    t.show()
    qtbot.waitExposed(t)
    t.set_names(NAMES)
    t.set_animation_speed(0)
    return t


def show(table: SenbaZuruTable, state: SenbaZuruState, seat: int = 0) -> None:
    table.show_view(GAME.view(state, seat), True)
    QApplication.processEvents()


def click_board(qtbot: Any, table: SenbaZuruTable, action: Any) -> None:
    point = table.target_point(action)
    assert point is not None and table.graphics_view.viewport().rect().contains(point)
    qtbot.mouseMove(table.graphics_view.viewport(), point)
    qtbot.mouseClick(table.graphics_view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def hover(widget: Any, point: QPoint) -> None:
    """The pointer moves over `widget` (no button held)."""
    pos = QPointF(point)
    QApplication.sendEvent(widget, QMouseEvent(
        QEvent.Type.MouseMove, pos, widget.mapToGlobal(pos), Qt.MouseButton.NoButton,
        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier))


def click_hand(qtbot: Any, table: SenbaZuruTable, t: int) -> None:
    point = table.hand_point(t)
    assert point is not None
    qtbot.mouseClick(table.tray, Qt.MouseButton.LeftButton, pos=point)


def two_chains() -> SenbaZuruState:
    board = {(1, 0): (BD, 1), (-1, 0): (BD2, 1)}
    return position(board, hands=([BL, RL], [GL]), display=[tile("green", "dark")], tokens={})


def test_sbz4_place_by_choosing_a_hand_tile_then_a_glowing_cell(qtbot: Any,
                                                                 table: SenbaZuruTable) -> None:
    state = two_chains()
    show(table, state)
    click_hand(qtbot, table, RL)
    assert table.selected_tile == RL
    with qtbot.waitSignal(table.action_chosen) as blocker:
        click_board(qtbot, table, Place(RL, 0, 1))
    assert blocker.args == [Place(RL, 0, 1)]


def test_sbz4_illegal_cell_is_explained_and_chooses_nothing(qtbot: Any,
                                                          table: SenbaZuruTable) -> None:
    state = two_chains()
    show(table, state)
    click_hand(qtbot, table, BL)
    chosen: list[Any] = []
    table.action_chosen.connect(chosen.append)
    # (1, 1) touches the dark blue tile at (1, 0): the other intensity of the same colour.
    point = table.graphics_view.mapFromScene(QPointF(64, 64))
    qtbot.mouseClick(table.graphics_view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert not chosen
    assert "other" in table.status_text and "intensity" in table.status_text
    far = table.graphics_view.mapFromScene(QPointF(3 * 64, 3 * 64))
    qtbot.mouseClick(table.graphics_view.viewport(), Qt.MouseButton.LeftButton, pos=far)
    assert not chosen and "side" in table.status_text


def test_sbz5_preview_shows_the_catches_before_placing(qtbot: Any,
                                                     table: SenbaZuruTable) -> None:
    state = two_chains()
    show(table, state)
    click_hand(qtbot, table, BL)
    ghosts_before = [i for i in table.scene.items() if isinstance(i, TileItem)
                     and i.opacity() < 1]
    assert not ghosts_before
    point = table.target_point(Place(BL, 0, 1))
    assert point is not None
    hover(table.graphics_view.viewport(), point)
    qtbot.waitUntil(lambda: "catches 2 tiles" in table.status_text, timeout=2000)
    ghosts = [i for i in table.scene.items() if isinstance(i, TileItem) and i.opacity() < 1]
    assert len(ghosts) == 1 and ghosts[0].tile == BL


def test_sbz5_catch_one_diagonal_by_clicking_its_chain(qtbot: Any, table: SenbaZuruTable) -> None:
    state = two_chains()
    state, _ = apply(GAME, state, 0, Place(BL, 0, 1))
    show(table, state)
    assert table.catch_all_button.isVisible() and table.done_button.isVisible()
    with qtbot.waitSignal(table.action_chosen) as blocker:
        click_board(qtbot, table, Catch(-1, -1))
    assert blocker.args == [Catch(-1, -1)]
    state, _ = apply(GAME, state, 0, Catch(-1, -1))
    show(table, state)
    with qtbot.waitSignal(table.action_chosen) as blocker:
        qtbot.mouseClick(table.done_button, Qt.MouseButton.LeftButton)
    assert blocker.args == [EndCatching()]


def test_sbz5_catch_all_sends_every_chain_in_turn(qtbot: Any, table: SenbaZuruTable) -> None:
    state = two_chains()
    state, _ = apply(GAME, state, 0, Place(BL, 0, 1))
    show(table, state)
    chosen: list[Any] = []
    table.action_chosen.connect(chosen.append)
    qtbot.mouseClick(table.catch_all_button, Qt.MouseButton.LeftButton)
    assert len(chosen) == 1
    state, _ = apply(GAME, state, 0, chosen[0])
    show(table, state)
    qtbot.waitUntil(lambda: len(chosen) == 2, timeout=2000)
    assert set(chosen) == {Catch(1, -1), Catch(-1, -1)}


def test_sbz6_put_token_and_sbz7_draw_by_clicks(qtbot: Any, table: SenbaZuruTable) -> None:
    state = position({(1, 0): (BD, 1)}, tokens={(1, 0): 1}, hands=([BL], [RL]), display=[GL])
    state, _ = apply(GAME, state, 0, Place(BL, 0, 1))
    state, _ = apply(GAME, state, 0, Catch(1, -1))
    show(table, state)
    with qtbot.waitSignal(table.action_chosen) as blocker:
        click_board(qtbot, table, PutToken(0, 1))
    assert blocker.args == [PutToken(0, 1)]
    state, _ = apply(GAME, state, 0, PutToken(0, 1))
    show(table, state)
    point = table.target_point(Draw(GL))
    assert point is not None
    with qtbot.waitSignal(table.action_chosen) as blocker:
        qtbot.mouseClick(table.tray, Qt.MouseButton.LeftButton, pos=point)
    assert blocker.args == [Draw(GL)]


def test_wheel_zooms_and_drag_pans_without_choosing(qtbot: Any, table: SenbaZuruTable) -> None:
    state = two_chains()
    show(table, state)
    gv = table.graphics_view
    before = gv.zoom
    centre = QPointF(gv.viewport().rect().center())
    wheel = QWheelEvent(centre, gv.viewport().mapToGlobal(centre), QPoint(0, 0), QPoint(0, 240),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                        Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(gv.viewport(), wheel)
    assert gv.zoom > before and gv.user_moved
    chosen: list[Any] = []
    table.action_chosen.connect(chosen.append)
    start = table.target_point(Place(BL, 0, 1))
    assert start is not None
    h0, v0 = gv.horizontalScrollBar().value(), gv.verticalScrollBar().value()
    qtbot.mousePress(gv.viewport(), Qt.MouseButton.LeftButton, pos=start)
    for k in range(1, 6):
        qtbot.mouseMove(gv.viewport(), start + QPoint(12 * k, 8 * k))
    qtbot.mouseRelease(gv.viewport(), Qt.MouseButton.LeftButton, pos=start + QPoint(60, 40))
    assert not chosen
    assert (gv.horizontalScrollBar().value(), gv.verticalScrollBar().value()) != (h0, v0)
    qtbot.mouseClick(table.fit_button, Qt.MouseButton.LeftButton)
    assert not gv.user_moved


def test_sbz5_caught_tiles_turn_to_their_catcher(qtbot: Any, table: SenbaZuruTable) -> None:
    state = two_chains()
    state, _ = apply(GAME, state, 0, Place(BL, 0, 1))
    show(table, state)
    assert table.scene.tiles[(1, 0)].rotation() == 180  # Kenji's tile faces him (top)
    table.set_animation_speed(0.3)
    after, events = apply(GAME, state, 0, Catch(1, -1))
    with qtbot.waitSignal(table.animations_finished, timeout=5000):
        table.play_events(events, GAME.view(state, 0), GAME.view(after, 0))
        qtbot.waitUntil(lambda: 0 < table.scene.tiles[(1, 0)].rotation() < 180 or
                        table.scene.tiles[(1, 0)].rotation() == 0, timeout=3000)
    assert table.scene.tiles[(1, 0)].rotation() % 360 == 0
    assert any("caught one tile" in line for line in table.log.lines())


def test_hidden_hand_never_drawn_for_the_other_seat(qtbot: Any, table: SenbaZuruTable) -> None:
    state = GAME.new_game(SenbaZuruOptions(first_seat=0), 5)
    table.reset_log(GAME.setup_events(state))
    show(table, state, 0)
    assert {s.tile for s in table.tray.slots if s.area == "hand"} == set(state.hands[0])
    assert any("was dealt" in line for line in table.log.lines())
    table.clear_private(GAME.view(state, None))
    assert not [s for s in table.tray.slots if s.area == "hand"]
    assert not any("was dealt" in line for line in table.log.lines())
    show(table, state, 1)
    assert {s.tile for s in table.tray.slots if s.area == "hand"} == set(state.hands[1])


def test_end_dialog_explains_the_result(qtbot: Any, table: SenbaZuruTable) -> None:
    board = {(1, 0): (BD, 0), (-1, 0): (RL, 1), (0, 1): (tile("red", "dark"), 1)}
    state = position(board, tokens={(1, 0): 1}, gold=(0, 0))
    state.phase = "over"
    outcome = GAME.outcome(state)
    assert result_sentences(outcome, NAMES)[-1].startswith("Aiko wins the tie")
    table.show_outcome(outcome, GAME.view(state, 0))
    dialog = table.end_dialog
    assert dialog is not None and dialog.isVisible()
    assert "Aiko wins!" in dialog.headline.text()
    dialog.close()


def test_keyboard_play_selects_walks_and_places(qtbot: Any, table: SenbaZuruTable) -> None:
    state = two_chains()
    show(table, state)
    table.graphics_view.setFocus()
    qtbot.keyClick(table.graphics_view, Qt.Key.Key_2)
    assert table.selected_tile == RL
    qtbot.keyClick(table.graphics_view, Qt.Key.Key_Tab)
    focused = table.focused_action
    assert isinstance(focused, Place) and focused.tile == RL
    with qtbot.waitSignal(table.action_chosen) as blocker:
        qtbot.keyClick(table.graphics_view, Qt.Key.Key_Space)
    assert blocker.args == [focused]


def test_board_tiles_explain_themselves_in_a_tooltip(qtbot: Any, table: SenbaZuruTable) -> None:
    state = position({(1, 0): (tile("blue", "dark", "crowned"), 1)}, tokens={(1, 0): 2},
                     hands=([BL], [RL]), display=[GL])
    show(table, state)
    hover(table.graphics_view.viewport(), table.graphics_view.mapFromScene(QPointF(64, 0)))
    text = table.graphics_view.viewport().toolTip()
    assert text == ("A dark blue tile with a crowned crane. Controlled by Kenji. "
                    "Crowned-crane tokens on it: 2.")
    hover(table.graphics_view.viewport(), table.graphics_view.mapFromScene(QPointF(0, 0)))
    assert "Nobody controls it" in table.graphics_view.viewport().toolTip()


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("size", [(1024, 580), (1280, 740), (1920, 1020)])
def test_tray_shows_hands_display_and_pile_inside_the_window(qtbot: Any, table: SenbaZuruTable,
                                                              lang: str,
                                                              size: tuple[int, int]) -> None:
    """At the 1024×640 minimum window (table 1024×580) and larger, nothing of
    the strip below the board is cut off or covered by the side panel."""
    from PySide6.QtGui import QFontMetricsF

    from senji_desktop.i18n import LanguageManager
    from senji_desktop.ui.common import theme

    manager = LanguageManager()
    manager.set_language(lang)
    try:
        table.resize(*size)
        state = GAME.new_game(SenbaZuruOptions(), 5)
        show(table, state)
        tray = table.tray
        # The strip ends where the side panel begins and lies inside the table.
        placed = QRectF(tray.mapTo(table, QPoint(0, 0)), QSizeF(tray.size()))
        assert QRectF(table.rect()).contains(placed)
        assert placed.right() <= table.panel.geometry().left() + 1
        rects = [s.rect for s in tray.slots] + list(tray.areas().values())
        assert sum(s.area == "hand" for s in tray.slots) == 3
        assert sum(s.area == "display" for s in tray.slots) == 5
        inside = QRectF(tray.rect())
        for r in rects:
            assert inside.contains(r), (r, inside)
        areas = tray.areas()
        # Nothing overlaps: own hand | display | pile | other hand, left to right.
        display = [s.rect for s in tray.slots if s.area == "display"]
        assert areas["own_hand"].right() < display[0].left()
        assert display[-1].right() < areas["pile"].left()
        assert areas["pile"].right() < areas["other_hand"].left()
        assert display[0].width() >= 40
        # The texts fit their places unshortened.
        pile = QCoreApplication.translate("SenbaZuruTable", "Pile: %n").replace("%n", "12")
        assert pile == ("Pile: 12" if lang == "en" else "Stapel: 12")
        count = QFontMetricsF(theme.ui_font(10)).horizontalAdvance(pile)
        assert count <= areas["pile_count"].width()
        name = QCoreApplication.translate("SenbaZuruTable", "%1's hand").replace("%1", "Kenji")
        label = QFontMetricsF(theme.ui_font(10.5, bold=True)).horizontalAdvance(name)
        assert label <= areas["other_label"].width()
        # The score details name the tokens and break only between the counts.
        for detail in table.score_details:
            assert "Kronenkranich-Marker: " in detail.text() or lang == "en"
            for line in detail.text().split("\n"):
                assert detail.fontMetrics().horizontalAdvance(line) <= detail.width()
    finally:
        manager.set_language("en")
