"""Legible at the smallest window (1024×640), in German (the longer texts):

- no text of the home screen, the new-game dialog, a kit table's side panel
  and scene, or the result dialog is smaller than 9 pt at 100 % text size;
- the home screen shows every game's "New game" button without scrolling,
  also with an unfinished game of every game listed;
- a player name of the longest allowed length (24 characters) never hides
  another column or value of the side panel or the result dialog, and never
  runs off them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QScrollArea, QWidget

from senji_desktop.engine.core import apply, end_view
from senji_desktop.engine.registry import load_game
from senji_desktop.persistence.saves import SaveGame, SeatConfig, write_autosave
from senji_desktop.ui.kit.result import NameLabel
from senji_desktop.ui.registry import GAME_UIS, game_ui

#: The smallest text size allowed anywhere (points, at 100 % text size).
MIN_PT = 9.0
#: A name of the longest length the new-game dialog allows.
LONG_NAME = "Wolfgang Amadeus Mozartt"
#: The games whose table uses the kit (their panels and result dialogs are the kit's).
KIT_GAMES = ("senji", "senshi", "senbazuru", "tenno", "shinobi")


def _small_texts(root: QWidget) -> list[tuple[str, float]]:
    """Visible labels and buttons of `root` below MIN_PT."""
    small = []
    for widget in root.findChildren(QLabel) + root.findChildren(QAbstractButton):
        if widget.isVisible() and widget.text() and widget.font().pointSizeF() < MIN_PT:
            small.append((widget.text(), widget.font().pointSizeF()))
    return small


@pytest.fixture
def german(make_window: Any) -> Iterator[Callable[[], Any]]:
    """Make a main window at 1024×640 in German; English again afterwards
    (the translators and the default locale belong to the whole app)."""
    windows: list[Any] = []

    def make() -> Any:
        window = make_window(language="de")
        window.resize(1024, 640)
        QApplication.processEvents()
        windows.append(window)
        return window

    yield make
    for window in windows:
        window.lang.set_language("en")


def _inside(widget: QWidget, root: QWidget) -> bool:
    """Whether `widget` lies wholly inside `root`'s visible area (not cut by a scroll area)."""
    rect = QRect(widget.mapTo(root, QPoint(0, 0)), widget.size())
    visible = widget.visibleRegion().boundingRect()
    return root.rect().contains(rect) and visible.size() == widget.size()


def test_home_shows_every_new_game_button_with_unfinished_games(
        qtbot: Any, german: Any) -> None:
    for ui in GAME_UIS:
        if not ui.playable:
            continue
        game = load_game(ui.game_id)
        n = game_ui(ui.game_id).info.max_seats
        options = ui.build_options(n, None, {})
        seats = [SeatConfig(name=f"{LONG_NAME[:20]} {i}", kind="human") for i in range(n)]
        state = game.new_game(game.options_adapter.validate_python(options), 1)
        assert not game.is_over(state)
        write_autosave(SaveGame(game_id=ui.game_id, options=options, seed=1, seats=seats,
                                moves=[]))
    window = german()
    assert window.home.banner.isVisible()
    assert window.home.banner.rows and all(r.isVisible() for r in window.home.banner.rows)
    for ui in GAME_UIS:
        if ui.playable:
            button = window.home.card(ui.game_id).button
            assert button.isVisible(), ui.game_id
            assert _inside(button, window), f"{ui.game_id}: New game needs scrolling"
    assert not _small_texts(window.home)
    # Nothing scrolls: the version line gives way (the About dialog names it).
    scroll_bar = window.home.scroll.verticalScrollBar()
    qtbot.waitUntil(lambda: not scroll_bar.isVisible() and not window.home.footer.isVisible(),
                    timeout=5000)
    # The players' names give way: the time of the last move stays whole.
    for row in window.home.banner.rows:
        assert row.offer.when and row.detail.text().endswith(row.offer.when), row.detail.text()


def test_the_home_screen_names_its_version_where_there_is_room(
        qtbot: Any, german: Any) -> None:
    window = german()
    qtbot.waitUntil(lambda: window.home.footer.isVisible(), timeout=5000)
    assert _inside(window.home.footer, window)
    assert not window.home.scroll.verticalScrollBar().isVisible()


def test_new_game_dialog_texts_are_legible(qtbot: Any, german: Any) -> None:
    window = german()
    for ui in GAME_UIS:
        if not ui.playable:
            continue
        window._open_new_game_dialog(ui.game_id)
        dialog = window.new_game_dialog
        qtbot.waitUntil(dialog.isVisible, timeout=5000)
        assert not _small_texts(dialog), ui.game_id
        dialog.reject()
        qtbot.waitUntil(lambda: window.new_game_dialog is None, timeout=5000)


def _finished(game_id: str, n: int, seed: int = 3) -> tuple[Any, Any]:
    import random

    game = load_game(game_id)
    options = game_ui(game_id).build_options(n, None, {})
    state = game.new_game(game.options_adapter.validate_python(options), seed)
    rng = random.Random(seed)
    while not game.is_over(state):
        seat = game.to_act(state)[0]
        state, _ = apply(game, state, seat, rng.choice(game.legal_actions(state, seat)))
    return game, state


@pytest.mark.parametrize("game_id", KIT_GAMES)
def test_table_panel_and_result_dialog_are_legible_with_a_long_name(
        qtbot: Any, german: Any, game_id: str) -> None:
    window = german()
    n = game_ui(game_id).info.max_seats
    seats = [SeatConfig(name=LONG_NAME if i == 0 else f"Kenji {i}", kind="human")
             for i in range(n)]
    options = game_ui(game_id).build_options(n, None, {})
    assert window.start_game(game_id, options, 5, seats)
    table = window.table
    qtbot.waitUntil(lambda: window.controller.awaiting_pass, timeout=10000)
    window.controller.confirm_pass()
    qtbot.waitUntil(lambda: table.interactive, timeout=10000)
    QApplication.processEvents()
    small = [(t, pt) for t, pt in table.text_sizes() if pt < MIN_PT - 1e-6]
    assert not small, small
    # The long name stays inside the panel (it wraps, it is never cut off).
    panel = table.panel
    for label in panel.findChildren(QLabel):
        if label.isVisible() and LONG_NAME in label.text():
            assert label.width() <= panel.width()
            assert label.sizeHint().width() <= panel.width() or label.wordWrap()
    # The end: the result dialog at the same size.
    game, state = _finished(game_id, n)
    outcome = game.outcome(state)
    table.show_outcome(outcome, end_view(game, state, 0))
    qtbot.waitUntil(lambda: table.end_dialog is not None and table.end_dialog.isVisible(),
                    timeout=10000)
    dialog = table.end_dialog
    assert not _small_texts(dialog)
    screen = QRect(0, 0, 1024, 640)
    assert dialog.width() <= screen.width(), dialog.width()
    # It fits the window: its buttons are in sight (the scores scroll if need be).
    assert dialog.height() <= screen.height(), dialog.height()
    for button in (dialog.new_game_button, dialog.home_button, dialog.close_button):
        assert _inside(button, dialog), button.text()
    # Nothing scrolls sideways: every column is in sight.
    body = dialog.findChild(QScrollArea, "result_body")
    QApplication.processEvents()
    assert not body.horizontalScrollBar().isVisible()
    names = [lab for lab in dialog.findChildren(NameLabel) if lab.full_name == LONG_NAME]
    assert names
    for label in dialog.findChildren(QLabel):
        if not label.isVisible() or not label.text():
            continue
        # Every cell lies inside the dialog: no column pushed out of sight.
        rect = QRect(label.mapTo(dialog, QPoint(0, 0)), label.size())
        assert dialog.rect().contains(rect), label.text()


@pytest.mark.parametrize("game_id", KIT_GAMES)
def test_the_result_dialog_fits_the_smallest_window_at_150_percent_text(
        qtbot: Any, german: Any, game_id: str) -> None:
    """At 150 % text on a 1024×640 window the result dialog of a game with
    every seat taken stays inside the window, its buttons in sight (the
    scores, the chart and the sentences scroll down, never sideways)."""
    window = german()
    window.set_text_size(150)
    try:
        n = game_ui(game_id).info.max_seats
        seats = [SeatConfig(name=LONG_NAME if i == 0 else f"Kenji {i}", kind="human")
                 for i in range(n)]
        options = game_ui(game_id).build_options(n, None, {})
        assert window.start_game(game_id, options, 5, seats)
        table = window.table
        game, state = _finished(game_id, n)
        table.show_outcome(game.outcome(state), end_view(game, state, 0))
        qtbot.waitUntil(lambda: table.end_dialog is not None and table.end_dialog.isVisible(),
                        timeout=10000)
        dialog = table.end_dialog
        assert dialog.width() <= 1024 and dialog.height() <= 640, dialog.size()
        for button in (dialog.new_game_button, dialog.home_button, dialog.close_button,
                       dialog.replay_button):
            assert _inside(button, dialog), button.text()
        # Nothing scrolls sideways: the score table narrows to the room
        # (Senshi's seven columns and SenbaZuru's six were cut off).
        body = dialog.findChild(QScrollArea, "result_body")
        QApplication.processEvents()
        assert body.widget().minimumSizeHint().width() <= body.viewport().width()
        assert not body.horizontalScrollBar().isVisible()
        assert not _small_texts(dialog)
    finally:
        window.set_text_size(100)


def _assert_clear_of_the_bar(qtbot: Any, dialog: Any) -> bool:
    """Where the result body scrolls down, every cell of it (the last
    column: "Ehre" in Senji, "Ergebnis") keeps a gap of at least 6 px from
    the scroll bar (it stood against it). Returns whether it scrolls."""
    body = dialog.findChild(QScrollArea, "result_body")
    bar = body.verticalScrollBar()
    QApplication.processEvents()
    if bar.maximum() <= 0:
        return False
    qtbot.waitUntil(lambda: body.viewport().width() + bar.width() <= body.width(),
                    timeout=5000)
    QApplication.processEvents()
    bar_left = bar.mapTo(dialog, QPoint(0, 0)).x()
    cells = [lab for lab in body.widget().findChildren(QLabel) if lab.isVisible() and lab.text()]
    assert cells
    for label in cells:
        right = label.mapTo(dialog, QPoint(0, 0)).x() + label.width()
        assert right + 6 <= bar_left, (label.text(), right, bar_left)
    return True


def test_a_result_dialog_that_fits_never_scrolls(qtbot: Any, german: Any) -> None:
    """A SenbaZuru result dialog at 1024×640 in German: its wrapped texts are
    measured at the width they get, so it neither scrolls down nor sideways."""
    window = german()
    seats = [SeatConfig(name=name, kind="human") for name in ("Aiko", "Kenji")]
    options = game_ui("senbazuru").build_options(2, None, {})
    assert window.start_game("senbazuru", options, 5, seats)
    table = window.table
    qtbot.waitUntil(lambda: window.controller.awaiting_pass, timeout=10000)
    window.controller.confirm_pass()
    qtbot.waitUntil(lambda: table.interactive, timeout=10000)
    game, state = _finished("senbazuru", 2)
    table.show_outcome(game.outcome(state), end_view(game, state, 0))
    qtbot.waitUntil(lambda: table.end_dialog is not None and table.end_dialog.isVisible(),
                    timeout=10000)
    dialog = table.end_dialog
    QApplication.processEvents()
    body = dialog.findChild(QScrollArea, "result_body")
    assert not body.horizontalScrollBar().isVisible()
    assert not body.verticalScrollBar().isVisible()


@pytest.mark.parametrize("game_id", ("tenno", "senshi"))
def test_a_long_games_result_dialog_never_scrolls_sideways(
        qtbot: Any, german: Any, game_id: str) -> None:
    """A whole game of three (heuristic players, seed 3) at 1024×640 in
    German: its scores (three lines of captured cards per row) and chart
    are taller than the window, so the body scrolls down — and the dialog
    keeps room for that scroll bar, so no column ("Ergebnis") and no part
    of the chart is pushed out sideways, and no column stands against the
    bar."""
    from senji_desktop.app import opening

    window = german()
    seats = [SeatConfig(name="Aiko", kind="human"),
             SeatConfig(name="Kenji", kind="ai", agent="easy"),
             SeatConfig(name="Yuki", kind="ai", agent="easy")]
    options = game_ui(game_id).build_options(3, None, {})
    moves = opening(game_id, options, 3, 100_000)
    assert window.start_game(game_id, options, 3, seats, moves)
    table = window.table
    qtbot.waitUntil(lambda: table.end_dialog is not None and table.end_dialog.isVisible(),
                    timeout=20000)
    dialog = table.end_dialog
    body = dialog.findChild(QScrollArea, "result_body")
    QApplication.processEvents()
    assert body.widget().minimumSizeHint().width() <= body.viewport().width()
    assert not body.horizontalScrollBar().isVisible()
    assert dialog.width() <= 1024 and dialog.height() <= 640, dialog.size()
    scrolls = _assert_clear_of_the_bar(qtbot, dialog)
    assert scrolls or game_id != "tenno"  # three lines of captured cards a row


@pytest.mark.parametrize(("language", "size"), [("de", (1024, 640)), ("en", (1600, 1000))])
def test_home_new_game_buttons_stand_level_and_the_version_is_shown(
        qtbot: Any, make_window: Any, language: str, size: tuple[int, int]) -> None:
    """Every game card's "New game" button at one height, whatever its
    tagline's length, and the app's version at the foot of the home screen."""
    from senji_desktop import __version__

    window = make_window(language=language)
    try:
        window.resize(*size)
        QApplication.processEvents()
        home = window.home
        tops = {ui.game_id: home.card(ui.game_id).button.mapTo(window, QPoint(0, 0)).y()
                for ui in GAME_UIS if ui.playable}
        assert len(set(tops.values())) == 1, tops
        footer = home.footer
        assert footer.isVisible() and __version__ in footer.text()
        assert footer.font().pointSizeF() >= MIN_PT
        assert _inside(footer, window)
    finally:
        window.lang.set_language("en")


@pytest.mark.parametrize("text_size", [100, 150])
def test_the_side_panels_buttons_show_whole_and_a_paragraph_is_never_begun(
        qtbot: Any, german: Any, text_size: int) -> None:
    """Shinobi's tutorial at "Verschwörung anprangern!" (step 9) at 1024×640
    in German: the decision buttons get the height they need (the help above
    them gives way, it scrolls), so their area never scrolls and no button's
    text is cut; the taught button, marked, is no taller than the others;
    the explanation above them scrolls and shows only whole paragraphs after
    its first (the chance "Nach den Karten von Haruto, die" was begun and cut)."""
    window = german()
    window.set_text_size(text_size)
    try:
        assert window.start_tutorial("shinobi", 8)
        ctrl = window.tutorial
        table = window.table
        qtbot.waitUntil(lambda: ctrl.awaiting_human is not None, timeout=20000)
        qtbot.waitUntil(lambda: table.interactive and not table.input_held, timeout=20000)
        QApplication.processEvents()
        panel = table.panel
        buttons = [b for b in panel.buttons.values() if b.isVisible()]
        assert any(b.full_text == "Verschwörung anprangern!" for b in buttons)
        assert any(b.property("marked") for b in buttons)
        assert len({b.height() for b in buttons}) == 1, [b.height() for b in buttons]
        area = panel.button_area
        assert area.verticalScrollBar().maximum() == 0
        for button in buttons:
            assert button.text() == button.full_text
            assert _inside(button, area), button.full_text
        box = panel.findChild(QScrollArea, "decide_box")
        assert box is not None and box.isVisible()
        shown = box.viewport().height() + box.verticalScrollBar().value()
        labels = sorted((lab for lab in box.widget().findChildren(QLabel)
                         if lab.isVisible() and lab.text()), key=lambda lab: lab.y())
        assert len(labels) == 2
        later = labels[1]
        assert later.y() + later.height() <= shown or later.y() >= shown, (later.text(), shown)
    finally:
        window.set_text_size(100)


def _play(game_id: str, n: int, moves: int, seed: int = 5) -> tuple[Any, list[Any]]:
    """Options and `moves` random moves (seeded) of an `n`-seat game."""
    import random

    from senji_desktop.engine.core import Move

    game = load_game(game_id)
    options = game_ui(game_id).build_options(n, None, {})
    state = game.new_game(game.options_adapter.validate_python(options), seed)
    rng = random.Random(moves)
    made = []
    for _ in range(moves):
        seat = game.to_act(state)[0]
        action = rng.choice(game.legal_actions(state, seat))
        state, _ = apply(game, state, seat, action)
        made.append(Move(seat, action))
    return options, made


@pytest.mark.parametrize(("game_id", "n", "moves"), [
    ("senshi", 2, 4), ("senshi", 4, 0), ("shinobi", 4, 0), ("shinobi", 6, 0), ("tenno", 5, 0)])
def test_no_scene_text_is_cut_at_150_percent_on_the_smallest_window(
        qtbot: Any, german: Any, game_id: str, n: int, moves: int) -> None:
    """At 150 % text on a 1024×640 window in German no text on the table is
    elided or runs out of its place: a label that fits at no size the text
    size asks for takes its short form or is drawn smaller, down to the
    least it may have at 100 % ("Aus dem Spiel: 6 je S…", "Keine Plättchen
    auf de…" in Senshi); a speech bubble wraps (Shinobi's were elided); a
    hand card's name stays inside the card (Shinobi's "Blasrohr" ran over
    its edges); Tenno's "erbeutet" and card names ("Samurai") are no longer
    left out."""
    from senji_desktop.ui.kit.items import LabelItem

    window = german()
    window.set_text_size(150)
    try:
        options, made = _play(game_id, n, moves)
        seats = [SeatConfig(name="Aiko", kind="human")] + [
            SeatConfig(name=f"Kenji {i}", kind="ai", agent="random") for i in range(1, n)]
        assert window.start_game(game_id, options, 5, seats, made)
        table = window.table
        qtbot.waitUntil(lambda: table.interactive and not table.input_held, timeout=20000)
        QApplication.processEvents()
        items = [i for i in table.scene.scene_items() if i.isVisible()]
        texts = [i for i in items if isinstance(getattr(i, "text", None), str)
                 and isinstance(getattr(i, "shown", None), str)]
        assert texts
        for item in texts:
            assert "…" not in item.shown or "…" in item.text, (item.text, item.shown)
            if isinstance(item, LabelItem) and item.shown:
                advance = QFontMetricsF(item.font).horizontalAdvance(item.shown)
                assert advance <= item.rect.width() + 0.5, (item.text, advance)
        if game_id == "shinobi":
            assert any(type(i).__name__ == "BubbleItem" for i in texts)
            for w in range(4):
                card = table.scene.item_for(("hand", w))
                assert card is not None
                names = [i for i in texts if isinstance(i, LabelItem)
                         and card.rect.contains(i.rect.center())]
                assert len(names) == 1 and card.rect.contains(names[0].rect), w
        if game_id == "tenno":
            captured = [i for i in texts if i.text == "erbeutet"]
            assert len(captured) == n and all(i.shown for i in captured)
            cards = [i for i in items if type(i).__name__ == "CardItem" and i.role == "hand"]
            assert cards and all(i.name_font is not None for i in cards), \
                [i.name for i in cards if i.name_font is None]
    finally:
        window.set_text_size(100)


def test_the_help_keeps_a_gap_from_its_scroll_bar(qtbot: Any, german: Any) -> None:
    """Senshi's help for "Studieren, Trainieren, Prüfen" at 1024×640 in
    German scrolls; its lines end at least 4 px before the scroll bar
    ("dann wertet jede" stood against it)."""
    options, made = _play("senshi", 2, 4)
    window = german()
    seats = [SeatConfig(name="Aiko", kind="human"),
             SeatConfig(name="Kenji", kind="ai", agent="random")]
    assert window.start_game("senshi", options, 5, seats, made)
    table = window.table
    qtbot.waitUntil(lambda: table.interactive and not table.input_held, timeout=20000)
    area = table.panel.help_area
    bar = area.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.isVisible() and bar.maximum() > 0, timeout=5000)
    QApplication.processEvents()
    label = table.panel.help_label
    text_right = label.mapTo(area, label.contentsRect().topRight()).x()
    assert text_right + 4 <= bar.mapTo(area, QPoint(0, 0)).x(), text_right


#: A name of the longest allowed length without a space, of wide letters.
UNBROKEN_NAME = "SCHWARZENEGGER_ALEXANDER"


@pytest.mark.parametrize("game_id", KIT_GAMES)
def test_a_long_name_without_spaces_wraps_inside_the_panel_at_150_percent(
        qtbot: Any, german: Any, game_id: str) -> None:
    """A 24-character name with no space in it, at the largest text size:
    the help, phase and notice wrap inside the name, so no line of them runs
    off the panel (Shinobi's help once stood 13-90 px wider than its
    scroll area, cutting every line at the edge)."""
    window = german()
    window.text_size_actions[150].trigger()
    n = game_ui(game_id).info.max_seats
    seats = [SeatConfig(name="Aiko", kind="human")] + [
        SeatConfig(name=UNBROKEN_NAME if i == 1 else f"Kenji {i}", kind="ai", agent="easy")
        for i in range(1, n)]
    options = game_ui(game_id).build_options(n, None, {})
    assert window.start_game(game_id, options, 5, seats)
    table = window.table
    qtbot.waitUntil(lambda: table.interactive and not table.busy, timeout=60000)
    QApplication.processEvents()
    panel = table.panel
    area = panel.help_area
    shown = [label for label in panel.findChildren(QLabel)
             if label.isVisible() and UNBROKEN_NAME in label.text().replace("\u200b", "")]
    assert game_id != "shinobi" or panel.help_label in shown  # the help names the seats
    for label in shown:
        if label.wordWrap():
            assert label.minimumSizeHint().width() <= panel.width(), label.text()
    if area.isVisible():
        assert panel.help_label.width() <= area.viewport().width()
        assert area.horizontalScrollBar().maximum() == 0
    window.text_size_actions[100].trigger()


@pytest.mark.parametrize("size", [100, 150])
def test_senjis_first_sheet_lies_below_the_zoom_bar(qtbot: Any, german: Any, size: int) -> None:
    """The samurai to keep (SJ-20), the first decision of every Senji game,
    on a 1024×640 window in German: the zoom bar in the map's top right
    corner never lies over the sheet's title, also at 150 % text where the
    sheet is tall (seed 5: three long powers, two cards a row)."""
    from senji_desktop.ui.kit.items import LabelItem

    window = german()
    window.text_size_actions[size].trigger()
    seats = [SeatConfig(name="Aiko", kind="human"),
             SeatConfig(name="Kenji", kind="ai", agent="easy"),
             SeatConfig(name="Yuki", kind="ai", agent="easy")]
    assert window.start_game("senji", game_ui("senji").build_options(3, None, {}), 5, seats)
    table = window.table
    qtbot.waitUntil(lambda: table.interactive and not table.busy, timeout=60000)
    QApplication.processEvents()
    title = next(i for i in table.scene.scene_items() if isinstance(i, LabelItem)
                 and i.text.startswith("Wähle den Samurai"))
    shown = table.board.mapFromScene(title.sceneBoundingRect()).boundingRect()
    bar = table.board.zoom_bar
    assert bar is not None and bar.isVisible()
    assert not shown.intersects(bar.geometry()), (shown, bar.geometry())
    window.text_size_actions[100].trigger()
