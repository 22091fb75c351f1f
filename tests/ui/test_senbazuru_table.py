"""The SenbaZuru table: clicking like a player (place, preview, catch per
diagonal, tokens, draw), pan and zoom, animations, privacy and the end dialog."""

from __future__ import annotations

import itertools
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QMouseEvent, QWheelEvent
from PySide6.QtWidgets import QApplication, QWidget

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
from senji_desktop.ui.kit.items import LabelItem
from senji_desktop.ui.senbazuru.items import ChainItem, TileItem
from senji_desktop.ui.senbazuru.result import result_sentences
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
    """Click the places that choose `action` (a hand tile first, if needed)."""
    for _ in range(3):
        points = table.click_points(action)
        assert points
        widget, point = points[0]
        assert widget.rect().contains(point)
        qtbot.mouseMove(widget, point)
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=point)
        if len(points) == 1:
            return


def hover(widget: Any, point: QPoint) -> None:
    """The pointer moves over `widget` (no button held)."""
    pos = QPointF(point)
    QApplication.sendEvent(widget, QMouseEvent(
        QEvent.Type.MouseMove, pos, widget.mapToGlobal(pos), Qt.MouseButton.NoButton,
        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier))


def click_hand(qtbot: Any, table: SenbaZuruTable, t: int) -> None:
    place = table.place_of(("hand", t))
    assert place is not None
    qtbot.mouseClick(place[0], Qt.MouseButton.LeftButton, pos=place[1])


def click_at(qtbot: Any, table: SenbaZuruTable, point: QPoint) -> None:
    qtbot.mouseClick(table.board.viewport(), Qt.MouseButton.LeftButton, pos=point)


def hand_tiles(table: SenbaZuruTable, seat: int) -> list[int | None]:
    """What the table shows of `seat`'s hand: tiles face up, None for a back."""
    assert table.scene.drawing is not None
    shown: list[int | None] = []
    for piece in table.scene.drawing.pieces:
        if isinstance(piece.id, tuple) and piece.id[:2] == ("hand", seat):
            shown.append(piece.spec.args[0] if piece.spec.cls is TileItem else None)
    return shown


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
    click_at(qtbot, table, table.cell_point((1, 1)))
    assert not chosen
    assert "other" in table.status_text and "intensity" in table.status_text
    click_at(qtbot, table, table.cell_point((3, 0)))
    assert not chosen and "side" in table.status_text


def test_sbz5_preview_shows_the_catches_before_placing(qtbot: Any,
                                                     table: SenbaZuruTable) -> None:
    state = two_chains()
    show(table, state)
    click_hand(qtbot, table, BL)
    assert not table.scene.overlay("preview")
    point = table.target_point(Place(BL, 0, 1))
    assert point is not None
    hover(table.graphics_view.viewport(), point)
    qtbot.waitUntil(lambda: "catches 2 tiles" in table.hover_tooltip(), timeout=2000)
    ghosts = [i for i in table.scene.overlay("preview") if isinstance(i, TileItem) and i.ghost]
    assert len(ghosts) == 1 and ghosts[0].tile == BL
    assert len([i for i in table.scene.overlay("preview") if isinstance(i, ChainItem)]) == 2


def test_sbz5_catch_one_diagonal_by_clicking_its_chain(qtbot: Any, table: SenbaZuruTable) -> None:
    state = two_chains()
    state, _ = apply(GAME, state, 0, Place(BL, 0, 1))
    show(table, state)
    assert table.catch_all_button is not None and table.catch_all_button.isVisible()
    assert table.done_button is not None and table.done_button.isVisible()
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
    with qtbot.waitSignal(table.action_chosen) as blocker:
        click_board(qtbot, table, Draw(GL))
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
    # The tiles are drawn anew for the zoom (sharp, not a magnified picture).
    assert table.scene.device_scale == pytest.approx(gv.device_scale())
    assert table.fit_button.isVisible()
    chosen: list[Any] = []
    table.action_chosen.connect(chosen.append)
    start = QPoint(12, 12)  # the cloth beside the board: a press there pans
    assert table.input.target_at(gv.mapToScene(start)) is None
    h0, v0 = gv.horizontalScrollBar().value(), gv.verticalScrollBar().value()
    qtbot.mousePress(gv.viewport(), Qt.MouseButton.LeftButton, pos=start)
    for k in range(1, 6):
        qtbot.mouseMove(gv.viewport(), start + QPoint(12 * k, 8 * k))
    qtbot.mouseRelease(gv.viewport(), Qt.MouseButton.LeftButton, pos=start + QPoint(60, 40))
    assert not chosen
    assert (gv.horizontalScrollBar().value(), gv.verticalScrollBar().value()) != (h0, v0)
    qtbot.mouseClick(table.fit_button, Qt.MouseButton.LeftButton)
    assert not gv.user_moved and not table.fit_button.isVisible()


def test_sbz5_caught_tiles_turn_to_their_catcher(qtbot: Any, table: SenbaZuruTable) -> None:
    state = two_chains()
    state, _ = apply(GAME, state, 0, Place(BL, 0, 1))
    show(table, state)
    tile_item = table.scene.item_for(("tile", 1, 0))
    assert isinstance(tile_item, TileItem) and tile_item.turned  # Kenji's tile faces him (top)
    table.set_animation_speed(0.3)
    after, events = apply(GAME, state, 0, Catch(1, -1))
    with qtbot.waitSignal(table.animations_finished, timeout=5000):
        table.play_events(events, GAME.view(state, 0), GAME.view(after, 0))
        # The caught tile turns on its way (on a carrier that rotates).
        qtbot.waitUntil(lambda: any(isinstance(i, TileItem) and i.parentItem() is not None
                                    and i.parentItem().rotation() not in (0.0,)
                                    for i in table.scene.items()), timeout=3000)
    tile_item = table.scene.item_for(("tile", 1, 0))
    assert isinstance(tile_item, TileItem) and not tile_item.turned
    assert any("caught one tile" in line for line in table.log.lines())


def test_hidden_hand_never_drawn_for_the_other_seat(qtbot: Any, table: SenbaZuruTable) -> None:
    state = GAME.new_game(SenbaZuruOptions(first_seat=0), 5)
    table.reset_log(GAME.setup_events(state))
    show(table, state, 0)
    assert hand_tiles(table, 0) == list(state.hands[0])
    assert hand_tiles(table, 1) == [None, None, None]
    assert any("was dealt" in line for line in table.log.lines())
    table.clear_private(GAME.view(state, None))
    assert hand_tiles(table, 0) == [None, None, None] == hand_tiles(table, 1)
    assert not any("was dealt" in line for line in table.log.lines())
    show(table, state, 1)
    assert hand_tiles(table, 1) == list(state.hands[1])
    assert hand_tiles(table, 0) == [None, None, None]


def test_end_dialog_explains_the_result(qtbot: Any, table: SenbaZuruTable) -> None:
    board = {(1, 0): (BD, 0), (-1, 0): (RL, 1), (0, 1): (tile("red", "dark"), 1)}
    state = position(board, tokens={(1, 0): 1}, gold=(0, 0))
    state.phase = "over"
    outcome = GAME.outcome(state)
    assert result_sentences(outcome, NAMES)[-1].startswith("Aiko wins the tie")
    table.show_outcome(outcome, GAME.view(state, 0))
    dialog = table.end_dialog
    assert dialog is not None and dialog.isVisible()
    assert "Aiko wins!" in dialog.headline()
    assert any("Aiko wins the tie" in line for line in dialog.text_lines())
    dialog.close()


def test_keyboard_play_selects_walks_and_places(qtbot: Any, table: SenbaZuruTable) -> None:
    state = two_chains()
    show(table, state)
    table.graphics_view.setFocus()
    qtbot.keyClick(table.graphics_view, Qt.Key.Key_2)
    assert table.selected_tile == RL
    qtbot.keyClick(table.graphics_view, Qt.Key.Key_Tab)
    assert table.scene.focus_target is not None
    focused = table.scene.focus_target.action
    assert isinstance(focused, Place) and focused.tile == RL
    with qtbot.waitSignal(table.action_chosen) as blocker:
        qtbot.keyClick(table.graphics_view, Qt.Key.Key_Space)
    assert blocker.args == [focused]


def test_board_tiles_explain_themselves_in_a_tooltip(qtbot: Any, table: SenbaZuruTable) -> None:
    state = position({(1, 0): (tile("blue", "dark", "crowned"), 1)}, tokens={(1, 0): 2},
                     hands=([BL], [RL]), display=[GL])
    show(table, state)
    item = table.scene.item_for(("tile", 1, 0))
    assert item is not None
    assert item.toolTip() == ("A dark blue tile with a crowned crane. Controlled by Kenji. "
                              "Crowned-crane tokens on it: 2.")
    start = table.scene.item_for(("tile", 0, 0))
    assert start is not None and "Nobody controls it" in start.toolTip()


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("size", [(1024, 580), (1280, 740), (1920, 1020)])
def test_tray_shows_hands_display_and_pile_inside_the_window(qtbot: Any, table: SenbaZuruTable,
                                                              lang: str,
                                                              size: tuple[int, int]) -> None:
    """At the 1024×640 minimum window (table 1024×580) and larger, nothing of
    the strip below the board is cut off, covered or overlapping, and its
    texts are shown whole."""
    from senji_desktop.i18n import LanguageManager

    manager = LanguageManager()
    manager.set_language(lang)
    try:
        table.resize(*size)
        state = GAME.new_game(SenbaZuruOptions(), 5)
        show(table, state)
        drawing = table.scene.drawing
        assert drawing is not None
        visible = table.board.visible_scene_rect().adjusted(-1, -1, 1, 1)

        def rects(kind: str) -> list[QRectF]:
            return [p.rect for p in drawing.pieces if isinstance(p.id, tuple)
                    and p.id[0] == kind and p.rect is not None]

        own = [r for p in drawing.pieces if isinstance(p.id, tuple) and p.id[:2] == ("hand", 0)
               for r in [p.rect] if r is not None]
        other = [r for p in drawing.pieces if isinstance(p.id, tuple) and p.id[:2] == ("hand", 1)
                 for r in [p.rect] if r is not None]
        display, pile = rects("display"), rects("pile")
        assert len(own) == 3 and len(other) == 3 and len(display) == 5 and len(pile) == 1
        for r in own + other + display + pile:
            assert visible.contains(r), (r, visible)
        # Left to right without overlap: own hand | display | pile | other hand.
        assert own[-1].right() < display[0].left()
        assert display[-1].right() < pile[0].left()
        assert pile[0].right() < other[0].left()
        assert display[0].width() * table.board.zoom >= 40
        labels = [i for i in table.scene.items() if isinstance(i, LabelItem)]
        for text in (QCoreApplication.translate("SenbaZuruTable", "Pile: %n").replace(
                         "%n", str(state.pile.__len__())),
                     QCoreApplication.translate("SenbaZuruTable", "%1's hand").replace(
                         "%1", "Kenji")):
            assert any(lab.shown == text for lab in labels), text
        # The score details name the tokens and break only between the counts.
        for detail in table.scores.details:
            assert "Kronenkranich-Marker: " in detail.text() or lang == "en"
            for line in detail.text().split("\n"):
                assert detail.fontMetrics().horizontalAdvance(line) <= detail.width()
    finally:
        manager.set_language("en")


def test_sbz_a7_the_end_shows_every_hand_and_the_start_tile(qtbot: Any,
                                                            table: SenbaZuruTable) -> None:
    """The end of the game: the start tile shows what lay face down, the
    winner is named in the panel and "Show the result" reopens the dialog."""
    import random

    from senji_desktop.engine.core import end_view

    state = GAME.new_game(SenbaZuruOptions(first_seat=0), 8)
    rng = random.Random(8)
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        state, _ = apply(GAME, state, seat, rng.choice(GAME.legal_actions(state, seat)))
    outcome = GAME.outcome(state)
    table.show_outcome(outcome, end_view(GAME, state, 0))
    qtbot.waitUntil(lambda: table.end_dialog is not None and table.end_dialog.isVisible(),
                    timeout=5000)
    start = table.scene.item_for(("tile", 0, 0))
    assert isinstance(start, TileItem) and start.shown == state.start_tile
    assert "counted as the start tile" in start.toolTip()
    winners = [NAMES[s] for s in outcome.winners]
    assert all(w in table.phase_label.text() for w in winners)
    table.end_dialog.close()
    qtbot.waitUntil(lambda: table.end_dialog is None, timeout=5000)
    assert table.result_button is not None
    qtbot.mouseClick(table.result_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: table.end_dialog is not None and table.end_dialog.isVisible(),
                    timeout=5000)
    table.end_dialog.close()


def test_text_size_scales_the_table_texts_and_the_points(qtbot: Any,
                                                         table: SenbaZuruTable) -> None:
    show(table, two_chains())

    def sizes() -> tuple[float, float]:
        labels = [i.pixel_size for i in table.scene.items() if isinstance(i, LabelItem)]
        return max(labels), table.scores.values[0].font().pointSizeF()

    label, points = sizes()
    table.set_text_scale(1.5)
    QApplication.processEvents()
    bigger_label, bigger_points = sizes()
    assert bigger_label >= label * 1.3 and bigger_points >= points * 1.45


@pytest.mark.parametrize("scale", [1.0, 1.25, 1.5])
def test_side_panel_parts_never_overlap_at_any_text_size(qtbot: Any, table: SenbaZuruTable,
                                                         scale: float) -> None:
    """The smallest table (1024×580) in German at every Text size: the
    panel's parts lie one below the other (the help scrolls, the counts move
    into tooltips) and the points stay in sight."""
    from senji_desktop.i18n import LanguageManager

    manager = LanguageManager()
    manager.set_language("de")
    try:
        table.resize(1024, 580)
        table.set_names(["Wolfgang Amadeus Mozartt", "Kenji"])
        table.set_text_scale(scale)
        show(table, two_chains())
        qtbot.waitUntil(lambda: table.panel.help_area.isVisible(), timeout=2000)
        panel = table.panel
        scores = table.scores
        # The panel shares its height out once its parts have settled.
        qtbot.waitUntil(lambda: scores.height() >= scores.minimumSizeHint().height(),
                        timeout=3000)
        parts = sorted((w for w in panel.children() if isinstance(w, QWidget)
                        and w.isVisible() and w.height() > 0), key=lambda w: w.y())
        # One below the other, or side by side (the commands, where they fit).
        for upper, lower in itertools.combinations(parts, 2):
            assert not upper.geometry().adjusted(0, 1, 0, -1).intersects(
                lower.geometry().adjusted(0, 1, 0, -1)), (upper.objectName(), lower.objectName())
        for label in [*table.scores.values, *table.scores.details]:
            if label.isVisible():
                assert label.height() >= label.sizeHint().height() - 1, label.text()
        assert all(value.isVisible() for value in table.scores.values)
    finally:
        manager.set_language("en")


@pytest.mark.parametrize("size", [(1024, 620), (1920, 1060)])
def test_the_number_on_a_pile_of_crane_tokens_is_legible(
        table: SenbaZuruTable, size: tuple[int, int]) -> None:
    """Several crowned-crane tokens on one tile show their number at 9 pt or
    more on screen, on the smallest window too."""
    from senji_desktop.ai.agents import make_agent

    state = GAME.new_game(SenbaZuruOptions(), 5)
    agents = [make_agent("senbazuru", "heuristic", seed=5 + seat) for seat in range(2)]
    moves = 0
    # A board grown over half a game: its tiles are small on a small window.
    while moves < 38 or not any(n > 1 for n in state.tokens.values()):
        moves += 1
        assert not GAME.is_over(state)
        seat = GAME.to_act(state)[0]
        state, _ = apply(GAME, state, seat, agents[seat].decide(GAME.view(state, seat)))
    table.resize(*size)
    QApplication.processEvents()
    show(table, state, GAME.to_act(state)[0])
    tokens = [(t, pt) for t, pt in table.text_sizes() if t == "TokenItem"]
    assert tokens
    assert all(pt >= 9.0 - 1e-6 for _t, pt in tokens), tokens
