"""The Senji map on the table kit, driven by the mouse and keys like a
player (SJ-10): every province and sea can be pointed at, tooltips tell what
lies there, the board zooms (wheel, keys, zoom bar) and pans, neutral
provinces are greyed, the six mons differ, texts follow the language."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication

from senji_desktop.engine.core import apply
from senji_desktop.engine.rng import Rng
from senji_desktop.games.senji.map import SEAS, senji_map
from senji_desktop.games.senji.model import SenjiOptions, SenjiState
from senji_desktop.games.senji.rules import GAME
from senji_desktop.ui.senji.board import area_tooltip, board_troops
from senji_desktop.ui.senji.items import FortressItem, SeaNameItem, StackItem
from senji_desktop.ui.senji.mons import FAMILIES, mon_path
from senji_desktop.ui.senji.table import SenjiTable


def _summer(seed: int = 5) -> SenjiState:
    state = GAME.new_game(SenjiOptions(num_seats=4), seed)
    rng = Rng(seed)
    while not (state.phase == "summer" and state.year >= 2):
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        state, _ = apply(GAME, state, seat, legal[rng.randrange(len(legal))])
    return state


@pytest.fixture
def table(qtbot: Any) -> Iterator[SenjiTable]:
    t = SenjiTable()
    qtbot.addWidget(t)
    t.set_names(["Aiko", "Kenji", "Yuki", "Ren"])
    t.set_animation_speed(0)
    t.resize(1280, 800)
    t.show()
    qtbot.waitExposed(t)
    t.show_view(GAME.view(_summer(), None), False)
    QApplication.processEvents()
    yield t


def test_sj10_every_province_and_sea_has_a_click_point_inside_the_board(
        table: SenjiTable) -> None:
    for area in (*senji_map().province_ids, *SEAS):
        place = table.place_of(("area", area))
        assert place is not None
        widget, point = place
        assert widget.rect().contains(point), area
        target = table.input.target_at(table.board.mapToScene(point))
        assert target is not None and target.key == ("area", area)


def test_a_province_tells_what_lies_there(table: SenjiTable) -> None:
    view = table.view
    troops = board_troops(view)
    held = next(p for p in senji_map().province_ids if view.state.owner[p] is not None
                and troops[p].stacks)
    tip = area_tooltip(view, held, troops[held])
    assert held.capitalize() in tip and "Held by" in tip and "Borders:" in tip
    assert "unit" in tip
    piece = next(p for p in table.scene.drawing.pieces if p.tooltip == tip)
    assert piece.z < 0  # under the names and stacks, over the land
    neutral = next(p for p in senji_map().province_ids if view.state.owner[p] is None)
    assert "Neutral" in area_tooltip(view, neutral, troops[neutral])
    sea = area_tooltip(view, "north", troops["north"])
    assert "North Sea" in sea and "Coastal provinces:" in sea


def test_keys_and_the_zoom_bar_zoom_and_fit_restores(qtbot: Any, table: SenjiTable) -> None:
    board = table.board
    fitted = board.zoom
    board.setFocus()
    qtbot.keyClick(board, Qt.Key.Key_Plus)
    assert board.zoom > fitted
    qtbot.keyClick(board, Qt.Key.Key_Minus)
    qtbot.keyClick(board, Qt.Key.Key_Minus)
    assert board.zoom == pytest.approx(fitted)  # never below the whole map
    bar = board.zoom_bar
    assert bar is not None and bar.isVisible()
    qtbot.mouseClick(bar.zoom_in, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(bar.zoom_in, Qt.MouseButton.LeftButton)
    assert board.zoom > fitted * 1.3
    # the pieces are drawn anew for the new size once the zoom rests
    qtbot.waitUntil(lambda: table.scene.device_scale == pytest.approx(board.device_scale()),
                    timeout=5000)
    qtbot.mouseClick(bar.fit, Qt.MouseButton.LeftButton)
    assert board.zoom == pytest.approx(fitted)
    qtbot.keyClick(board, Qt.Key.Key_Plus)
    qtbot.keyClick(board, Qt.Key.Key_0)
    assert board.zoom == pytest.approx(fitted)


def test_the_wheel_zooms_around_the_mouse(qtbot: Any, table: SenjiTable) -> None:
    board = table.board
    place = table.place_of(("area", "owari"))
    assert place is not None
    point = place[1]
    under = board.mapToScene(point)
    event = QWheelEvent(QPointF(point), QPointF(board.viewport().mapToGlobal(point)),
                        QPoint(0, 0), QPoint(0, 240), Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    fitted = board.fit_zoom()
    QApplication.sendEvent(board.viewport(), event)
    assert board.zoom > fitted * 1.25
    after = board.mapToScene(point)
    assert abs(after.x() - under.x()) < 3 and abs(after.y() - under.y()) < 3


def test_dragging_the_sea_pans_without_choosing(qtbot: Any, table: SenjiTable) -> None:
    board = table.board
    board.zoom_in()
    board.zoom_in()
    before = board.mapToScene(board.viewport().rect().center())
    start = board.mapFromScene(QPointF(-60, -330))  # the open North Sea
    with qtbot.assertNotEmitted(table.action_chosen):
        qtbot.mousePress(board.viewport(), Qt.MouseButton.LeftButton, pos=start)
        for step in range(1, 6):
            qtbot.mouseMove(board.viewport(), start + QPoint(step * 30, step * 12))
        qtbot.mouseRelease(board.viewport(), Qt.MouseButton.LeftButton,
                           pos=start + QPoint(150, 60))
    after = board.mapToScene(board.viewport().rect().center())
    assert after.x() < before.x() - 20 and after.y() < before.y() - 5


def test_sj20_neutral_provinces_are_greyed_and_families_drawn_with_mons(
        table: SenjiTable) -> None:
    st = table.view.state
    fortresses = [i for i in table.scene.scene_items() if isinstance(i, FortressItem)]
    faded = {f.family for f in fortresses if f.faded}
    held = {f.family for f in fortresses if not f.faded}
    assert held == {st.families[o] for o in st.owner.values() if o is not None}
    assert faded <= set(st.neutral) | set(st.families)
    assert all(f.faded for f in fortresses if f.family in st.neutral)
    stacks = {(s.family, s.units, s.samurai) for s in table.scene.scene_items()
              if isinstance(s, StackItem)}
    expected = {(f, u, s) for area, t in board_troops(table.view).items() for f, u, s in t.stacks}
    assert stacks == expected


def test_sj1_six_distinct_mons() -> None:
    rect = QRectF(0, 0, 100, 100)
    areas = set()
    for family in FAMILIES:
        path = mon_path(family, rect)
        assert not path.isEmpty()
        assert rect.adjusted(-1, -1, 1, 1).contains(path.boundingRect())
        areas.add(round(sum(1 for x in range(0, 100, 4) for y in range(0, 100, 4)
                            if path.contains(QPointF(x + 2, y + 2)))))
    assert len(areas) == len(FAMILIES)  # six different silhouettes


def test_sea_names_and_tooltips_follow_the_language(qtbot: Any, table: SenjiTable) -> None:
    from senji_desktop.i18n import LanguageManager

    def sea_texts() -> set[str]:
        return {i.text for i in table.scene.scene_items() if isinstance(i, SeaNameItem)}

    assert sea_texts() == {"North Sea", "South Sea"}
    manager = LanguageManager()
    try:
        manager.set_language("de")
        table.retranslate()
        assert sea_texts() == {"Nordmeer", "Südmeer"}
        tip = area_tooltip(table.view, "harima", board_troops(table.view)["harima"])
        assert "Grenzt an: Aki, Izumo, Kii, Sanuki, Yamashiro." in tip
        assert table.board.zoom_bar is not None
        assert table.board.zoom_bar.fit.text() != "Fit"
    finally:
        manager.set_language("en")
        table.retranslate()
    assert sea_texts() == {"North Sea", "South Sea"}


def test_a_stack_shows_only_what_is_there(qtbot: Any) -> None:
    rect = QRectF(0, 0, 40, 19)
    lone = StackItem("oda", 0, 1, rect)
    assert not lone.shows_units
    assert StackItem("oda", 2, 1, rect).shows_units and StackItem("oda", 0, 0, rect).shows_units


@pytest.mark.parametrize("size", [(760, 560), (1280, 800)])
def test_sj42_sj43_every_map_click_lands_on_its_own_place(
        qtbot: Any, table: SenjiTable, size: tuple[int, int]) -> None:
    """A click at the point a player is shown for an action (an order
    token may stand over a neighbour's land: Higo's and Chikuzen's lie on
    Satsuma) hits that action's own place, never a neighbour's."""
    table.resize(*size)
    QApplication.processEvents()
    checked = 0
    for seed in (2, 3, 5):
        state = GAME.new_game(SenjiOptions(num_seats=3), seed)
        rng = Rng(seed)
        shown = 0
        for step in range(600):
            seat = GAME.to_act(state)[0]
            legal = GAME.legal_actions(state, seat)
            if state.phase in ("spring", "summer", "placement") and len(legal) > 2 \
                    and step % 7 == 0 and shown < 8:
                shown += 1
                view = GAME.view(state, seat)
                table.show_view(view, True)
                for action in legal:
                    key = table.presenter.click_path(view, table.context(), action)[0]
                    if key[0] == "button":
                        continue
                    place = table.place_of(key)
                    assert place is not None, (action, key)
                    hit = table.input.target_at(table.board.mapToScene(place[1]))
                    assert hit is not None and hit.key == key, (action, key, hit)
                    checked += 1
            state, _ = apply(GAME, state, seat, legal[rng.randrange(len(legal))])
    assert checked > 40
