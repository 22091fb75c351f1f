"""The Senshi table: drawing views, clicking like a player, animations,
privacy of hidden tiles, translations, the log and the end dialog."""

from __future__ import annotations

import random
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QEventLoop,
    QObject,
    QPoint,
    Qt,
    QTimer,
    QTranslator,
)
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsPathItem,
    QGraphicsPixmapItem,
    QGraphicsWidget,
)

from senji_desktop.engine.core import Event, apply
from senji_desktop.games.senshi.model import (
    Pass,
    PickStack,
    SenshiOptions,
    SenshiState,
    Study,
    TestTile,
    Train,
)
from senji_desktop.games.senshi.rules import GAME, score
from senji_desktop.ui.senshi import log_text
from senji_desktop.ui.senshi.items import TileItem
from senji_desktop.ui.senshi.result import result_sentences
from senji_desktop.ui.senshi.table import SenshiTable

NAMES = ["Aiko", "Kaito", "Himari", "Yoshihisa"]


# ---- helpers ---------------------------------------------------------------------


def new_state(n: int, *, secret: bool = False, seed: int = 7) -> SenshiState:
    return GAME.new_game(SenshiOptions(num_seats=n, secret_start=secret, first_seat=0), seed)


def act(state: SenshiState, action: object) -> tuple[SenshiState, list[Event]]:
    return apply(GAME, state, GAME.to_act(state)[0], action)


def random_play(state: SenshiState, moves: int, seed: int = 3) -> tuple[SenshiState, list[Event]]:
    rng = random.Random(seed)
    events = GAME.setup_events(state)
    for _ in range(moves):
        if GAME.is_over(state):
            break
        state, evs = act(state, rng.choice(GAME.legal_actions(state, state.current)))
        events += evs
    return state, events


def after_picks(n: int = 2, **kw: object) -> SenshiState:
    state = new_state(n, **kw)  # type: ignore[arg-type]
    while state.phase == "pick":
        state, _ = act(state, GAME.legal_actions(state, state.current)[0])
    return state


def cards_with_stacks() -> SenshiState:
    """2 seats after the picks; seat 0 and seat 1 each studied one stack; seat 0 to act."""
    state = after_picks(2)
    state, _ = act(state, Study(state.middle[0]))
    state, _ = act(state, Study(state.middle[0]))
    assert state.current == 0 and state.cards[0] and state.cards[1]
    return state


def full_card_state() -> SenshiState:
    """Seat 0 to act with three stacks on its Training Card (Study illegal, SNS-4)."""
    state = after_picks(2)
    for _ in range(3):
        stack = state.middle.pop(0)
        state.cards[0].append(stack)
    return state


def pass_state() -> SenshiState:
    """Seat 0 to act with nothing possible (SNS-8): empty hand, no stack anywhere."""
    state = new_state(2)
    state.phase = "play"
    state.stacks = {}
    state.middle = []
    state.cards = [[], []]
    state.known = [[0] * 4, [0] * 4]
    state.secret = [[0] * 4, [0] * 4]
    state.final_turns_left = 2
    state.trigger_seat = 1
    state.current = 0
    assert GAME.legal_actions(state, 0) == [Pass()]
    return state


@pytest.fixture
def table(qtbot: object) -> Iterator[SenshiTable]:
    t = SenshiTable()
    qtbot.addWidget(t)  # type: ignore[attr-defined]
    t.resize(1280, 800)
    t.set_names(NAMES)
    t.set_animation_speed(0)
    t.show()
    QApplication.processEvents()
    yield t
    t.close()


def tiles(t: SenshiTable, role: str | None = None, seat: int | None = None) -> list[TileItem]:
    """The tiles lying on the table (not those flying in an animation)."""
    flying = set(t.scene.flying())
    return [
        i
        for i in t.scene.scene_items()
        if isinstance(i, TileItem) and i.isVisible() and i not in flying
        and (role is None or i.role == role) and (seat is None or i.seat == seat)
    ]


def click(qtbot: object, t: SenshiTable, action: object) -> None:
    widget = t.target_widget(action)
    point = t.target_point(action)
    assert widget is not None and point is not None, action
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=point)  # type: ignore[attr-defined]


# ---- drawing -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("n", "secret", "moves"),
    [
        (2, False, 0),
        (2, False, 12),
        (3, False, 20),
        (4, False, 30),
        (3, True, 5),
        (4, True, 25),
    ],
)
def test_draws_views_for_every_seat_count_and_the_variant(
    table: SenshiTable, n: int, secret: bool, moves: int
) -> None:
    state, _ = random_play(new_state(n, secret=secret), moves)
    for seat in (*range(n), None):
        view = GAME.view(state, seat)
        table.show_view(view, interactive=seat == state.current)
        on_stacks = [i for i in tiles(table) if i.role in ("middle", "card")]
        assert len(on_stacks) == sum(len(s) for s in view.stacks.values())
        for s in range(n):
            if view.hands[s].own:
                assert len(tiles(table, "hand", s)) == sum(min(c, 4) for c in view.hands[s].tiles)
        # Every stack on the table can be clicked somewhere.
        for stack in view.stacks:
            action = PickStack(stack) if view.phase == "pick" else Train(stack)
            assert table.target_point(action) is not None


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
@pytest.mark.parametrize("n", [2, 4])
def test_whole_table_fits_without_scrollbars(
    table: SenshiTable, size: tuple[int, int], n: int
) -> None:
    table.resize(*size)
    QApplication.processEvents()
    state, _ = random_play(new_state(n), 4 * n)
    table.show_view(GAME.view(state, 0), interactive=False)
    view = table.graphics_view
    assert not view.horizontalScrollBar().isVisible()
    assert not view.verticalScrollBar().isVisible()
    items = table.scene.itemsBoundingRect()
    shown = view.mapFromScene(items).boundingRect()
    assert view.viewport().rect().adjusted(-2, -2, 2, 2).contains(shown)


# ---- clicking like a player -------------------------------------------------------


def test_click_picks_a_stack(qtbot: object, table: SenshiTable) -> None:
    state = new_state(2)
    table.show_view(GAME.view(state, 0), interactive=True)
    action = PickStack(state.middle[3])
    with qtbot.waitSignal(table.action_chosen) as blocker:  # type: ignore[attr-defined]
        click(qtbot, table, action)
    assert blocker.args == [action]


def test_click_on_stack_body_studies_and_on_top_tile_trains(
    qtbot: object, table: SenshiTable
) -> None:
    state = after_picks(2)
    view = GAME.view(state, 0)
    stack = state.middle[5]
    for action in (Study(stack), Train(stack)):
        table.show_view(view, interactive=True)
        with qtbot.waitSignal(table.action_chosen) as blocker:  # type: ignore[attr-defined]
            click(qtbot, table, action)
        assert blocker.args == [action]
    # The two targets are different places on the same stack.
    assert table.target_point(Study(stack)) != table.target_point(Train(stack))


def test_click_trains_from_own_and_from_another_card(qtbot: object, table: SenshiTable) -> None:
    state = cards_with_stacks()
    view = GAME.view(state, 0)
    for action in (Train(state.cards[0][0]), Train(state.cards[1][0])):
        assert action in view.legal
        table.show_view(view, interactive=True)
        with qtbot.waitSignal(table.action_chosen) as blocker:  # type: ignore[attr-defined]
            click(qtbot, table, action)
        assert blocker.args == [action]


def test_click_on_hand_tile_tests(qtbot: object, table: SenshiTable) -> None:
    state = after_picks(2)
    view = GAME.view(state, 0)
    tests = [a for a in view.legal if isinstance(a, TestTile)]
    assert tests
    for action in tests:
        table.show_view(view, interactive=True)
        with qtbot.waitSignal(table.action_chosen) as blocker:  # type: ignore[attr-defined]
            click(qtbot, table, action)
        assert blocker.args == [action]


def test_pass_button_only_when_passing_is_the_only_action(
    qtbot: object, table: SenshiTable
) -> None:
    table.show_view(GAME.view(after_picks(2), 0), interactive=True)
    assert table.target_widget(Pass()) is None
    table.show_view(GAME.view(pass_state(), 0), interactive=True)
    assert table.pass_button is not None and table.pass_button.isVisible()
    with qtbot.waitSignal(table.action_chosen) as blocker:  # type: ignore[attr-defined]
        click(qtbot, table, Pass())
    assert blocker.args == [Pass()]


def test_illegal_study_explains_and_emits_nothing(qtbot: object, table: SenshiTable) -> None:
    state = full_card_state()
    view = GAME.view(state, 0)
    stack = state.middle[0]
    assert Study(stack) not in view.legal
    table.show_view(view, interactive=True)
    seen: list[object] = []
    table.action_chosen.connect(seen.append)
    with qtbot.waitSignal(table.status_message) as status:  # type: ignore[attr-defined]
        click(qtbot, table, Study(stack))
    assert seen == []
    assert "three stacks" in status.args[0]
    assert "three stacks" in table.panel.status_label.text()


def test_clicks_while_not_interactive_emit_nothing(qtbot: object, table: SenshiTable) -> None:
    state = after_picks(2)
    table.show_view(GAME.view(state, 1), interactive=False)
    seen: list[object] = []
    table.action_chosen.connect(seen.append)
    click(qtbot, table, Train(state.middle[0]))
    assert seen == []
    assert "Aiko" in table.status_text  # it is Aiko's turn


def test_keyboard_chooses_a_legal_action(qtbot: object, table: SenshiTable) -> None:
    view = GAME.view(after_picks(2), 0)
    table.show_view(view, interactive=True)
    table.graphics_view.setFocus()
    qtbot.keyClick(table.graphics_view, Qt.Key.Key_Right)  # type: ignore[attr-defined]
    qtbot.keyClick(table.graphics_view, Qt.Key.Key_Right)  # type: ignore[attr-defined]
    assert table.scene.focus_target is not None
    focused = table.scene.focus_target.action
    with qtbot.waitSignal(table.action_chosen) as blocker:  # type: ignore[attr-defined]
        qtbot.keyClick(table.graphics_view, Qt.Key.Key_Return)  # type: ignore[attr-defined]
    assert blocker.args == [focused]
    assert focused in view.legal


def test_hover_lights_up_a_legal_target_with_a_tooltip(qtbot: object, table: SenshiTable) -> None:
    state = after_picks(2)
    table.show_view(GAME.view(state, 0), interactive=True)
    stack = state.middle[2]
    qtbot.mouseMove(
        table.graphics_view.viewport(),  # type: ignore[attr-defined]
        table.target_point(Study(stack)),
    )
    target = table.scene.hover_target
    assert target is not None and target.action == Study(stack)
    assert "Study" in table.hover_tooltip()


# ---- animations ----------------------------------------------------------------------


def _count(signal: object) -> list[int]:
    calls: list[int] = []
    signal.connect(lambda: calls.append(1))  # type: ignore[attr-defined]
    return calls


def test_instant_play_events_finishes_once(qtbot: object, table: SenshiTable) -> None:
    state = after_picks(2)
    table.show_view(GAME.view(state, 0), interactive=False)
    after, events = act(state, Study(state.middle[0]))
    calls = _count(table.animations_finished)
    table.play_events([e for e in events if e.for_seat(0)], GAME.view(state, 0),
                      GAME.view(after, 0))
    qtbot.waitUntil(lambda: len(calls) == 1, timeout=2000)  # type: ignore[attr-defined]
    qtbot.wait(60)  # type: ignore[attr-defined]
    assert len(calls) == 1
    assert table.view == GAME.view(after, 0)


def test_animated_play_events_finishes_once_and_draws_the_view_after(
    qtbot: object, table: SenshiTable
) -> None:
    table.set_animation_speed(0.1)
    state = cards_with_stacks()
    table.show_view(GAME.view(state, 0), interactive=False)
    hand = [c for c in range(4) if state.known[0][c]]
    after, events = act(state, TestTile(hand[0]))
    calls = _count(table.animations_finished)
    table.play_events(events, GAME.view(state, 0), GAME.view(after, 0))
    qtbot.waitUntil(lambda: len(calls) == 1, timeout=5000)  # type: ignore[attr-defined]
    qtbot.wait(60)  # type: ignore[attr-defined]
    assert len(calls) == 1
    assert not table.scene.flying()
    assert len(tiles(table, "middle")) == sum(len(after.stacks[s]) for s in after.middle)


def test_new_view_while_animating_finishes_at_once(qtbot: object, table: SenshiTable) -> None:
    table.set_animation_speed(4.0)  # long enough to be cut short
    state = after_picks(2)
    table.show_view(GAME.view(state, 0), interactive=False)
    after, events = act(state, Study(state.middle[0]))
    calls = _count(table.animations_finished)
    table.play_events(events, GAME.view(state, 0), GAME.view(after, 0))
    after2, _ = act(after, Train(after.middle[0]))
    table.show_view(GAME.view(after2, 0), interactive=False)
    qtbot.waitUntil(lambda: len(calls) == 1, timeout=2000)  # type: ignore[attr-defined]
    qtbot.wait(60)  # type: ignore[attr-defined]
    assert len(calls) == 1
    assert table.view == GAME.view(after2, 0)
    assert not table.scene.flying()


# ---- cheap frames (no Python per frame: it would wait for the GIL while an AI thinks) ------


def _is_ours(filename: str) -> bool:
    path = Path(filename).resolve()
    return "site-packages" not in path.parts and (
        "senji_desktop" in path.parts or "tests" in path.parts)


def _python_callbacks_while(run: object, table: QObject | None = None) -> list[str]:
    """Names of the Python functions of this project (package or tests) that
    Qt calls back while `run()` spins an event loop (calls made by those
    functions are not listed). Other libraries' callbacks — e.g. a qasync
    timer an earlier test on this worker left behind — are not ours to count;
    with `table`, neither are methods of widgets outside it (an earlier
    test's side panel getting its deferred events)."""
    called: list[str] = []
    depth = [0]

    def outside(frame: object) -> bool:
        obj = frame.f_locals.get("self")  # type: ignore[attr-defined]
        if table is None or not isinstance(obj, QObject):
            return False
        while obj is not None:
            if obj is table:
                return False
            obj = obj.parent()
        return True

    def profile(frame: object, event: str, arg: object) -> None:
        code = frame.f_code  # type: ignore[attr-defined]
        if event == "call":
            if depth[0] == 0 and _is_ours(code.co_filename) and not outside(frame):
                called.append(f"{code.co_filename.rsplit('/', 1)[-1]}:{code.co_name}")
            depth[0] += 1
        elif event == "return":
            depth[0] = max(0, depth[0] - 1)

    sys.setprofile(profile)
    try:
        run()  # type: ignore[operator]
    finally:
        sys.setprofile(None)
    return called


def test_flying_tiles_move_and_paint_without_python(table: SenshiTable) -> None:
    state = cards_with_stacks()
    table.show_view(GAME.view(state, 0), interactive=False)
    after, events = act(state, Train(state.middle[0]))
    table.set_animation_speed(1.0)
    loop = QEventLoop()
    table.animations_finished.connect(loop.quit)
    QTimer.singleShot(5000, loop.quit)
    table.play_events(events, GAME.view(state, 0), GAME.view(after, 0))
    flying = table.scene.flying()
    assert flying, "the trained tile is animated"
    ahead = len(table.scene._ahead)  # the last frame's new items, made in idle moments
    frames: list[int] = []
    counter = _PaintCounter(frames)
    table.graphics_view.viewport().installEventFilter(counter)
    called = _python_callbacks_while(loop.exec, table)
    table.graphics_view.viewport().removeEventFilter(counter)
    assert frames, "the table was repainted while the tile flew"
    # Only the step boundaries of the animation run Python, never a frame;
    # besides, the items of the last frame are made ahead, at least one a call.
    # A panel button's events (the pointer entering it as the panel is laid
    # out anew) come a few times, not with the frames; so do the end's second
    # half (the panel, a frame after the board) and the presenter's work
    # ahead (paused while tiles fly, none for Senshi).
    assert set(called) <= {"animation.py:_step_done", "test_senshi_table.py:eventFilter",
                           "table.py:_make_some_ahead", "panel.py:event", "table.py:finish",
                           "table.py:_warm_some"}, called
    assert called.count("panel.py:event") <= 6, called
    assert called.count("table.py:finish") <= 1, called
    assert called.count("table.py:_warm_some") <= 2, called
    assert called.count("animation.py:_step_done") <= len(events)
    assert called.count("table.py:_make_some_ahead") <= ahead + 1


class _PaintCounter(QObject):
    def __init__(self, frames: list[int]) -> None:
        super().__init__()
        self.frames = frames

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.frames.append(1)
        return False


def test_scene_items_paint_in_cpp(qtbot: object, table: SenshiTable) -> None:
    state = after_picks(4)
    table.show_view(GAME.view(state, 0), interactive=True)
    qtbot.mouseMove(  # type: ignore[attr-defined]
        table.graphics_view.viewport(), table.target_point(Study(state.middle[0]))
    )
    assert table.scene.hover_target is not None
    table.set_animation_speed(4.0)
    after, events = act(state, Study(state.middle[0]))
    table.play_events(events, GAME.view(state, 0), GAME.view(after, 0))  # flying tiles are in the scene now
    qt_paint = (QGraphicsPixmapItem.paint, QGraphicsPathItem.paint, QGraphicsWidget.paint)
    assert table.scene.items()
    for item in table.scene.items():
        assert type(item).paint in qt_paint, type(item)
    table.show_view(GAME.view(after, 0), interactive=False)


def test_redrawing_keeps_the_items_that_did_not_change(table: SenshiTable) -> None:
    state = after_picks(2)
    table.show_view(GAME.view(state, 0), interactive=False)
    first = set(table.scene.items())
    table.show_view(GAME.view(state, 0), interactive=False)
    assert set(table.scene.items()) == first
    stack = state.middle[-1]
    after, _ = act(state, Train(state.middle[0]))
    table.show_view(GAME.view(after, 0), interactive=False)
    untouched = [i for i in tiles(table, "middle") if i.stack == stack]
    assert untouched and all(i in first for i in untouched)


# ---- privacy ----------------------------------------------------------------------------


@pytest.mark.parametrize("memory_aid", [True, False])
def test_other_seats_secret_tiles_are_never_drawn(table: SenshiTable, memory_aid: bool) -> None:
    state = new_state(4, secret=True)
    table.set_memory_aid(memory_aid)
    table.show_view(GAME.view(state, 0), interactive=True)
    for seat in (1, 2, 3):
        hand = tiles(table, "hand", seat)
        assert hand, "the hidden hand is shown as face-down tiles"
        assert all(i.colour is None for i in hand)
    own = tiles(table, "hand", 0)
    assert own and all(i.colour is not None for i in own)


def test_public_view_and_clear_private_show_no_secret(table: SenshiTable) -> None:
    state, events = random_play(new_state(3, secret=True), 0)
    table.reset_log([e.for_seat(0) for e in events if e.for_seat(0) is not None])
    assert any("Only you know" in line for line in table.log.lines())
    table.show_view(GAME.view(state, 0), interactive=True)
    table.clear_private(GAME.view(state, None))
    assert all(i.colour is None for i in tiles(table, "hand"))
    assert not any("Only you know" in line for line in table.log.lines())
    assert table.view is not None and table.view.seat is None and not table.view.legal
    table.show_view(GAME.view(state, None), interactive=False)
    assert all(i.colour is None for i in tiles(table, "hand"))


def test_remembered_tiles_follow_the_memory_aid(table: SenshiTable) -> None:
    state = after_picks(2)
    table.show_view(GAME.view(state, 0), interactive=False)
    assert any(i.colour is not None for i in tiles(table, "hand", 1))
    table.set_memory_aid(False)
    assert tiles(table, "hand", 1) and all(i.colour is None for i in tiles(table, "hand", 1))


# ---- translation and log -------------------------------------------------------------------


class _Marking(QTranslator):
    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        return "§" + source


def test_retranslate_changes_scene_texts_and_log(table: SenshiTable) -> None:
    state, events = random_play(new_state(2), 6)
    table.reset_log(events)
    table.show_view(GAME.view(state, 0), interactive=True)
    before = table.scene.texts()
    assert not any(t.startswith("§") for t in before)
    translator = _Marking()
    QCoreApplication.installTranslator(translator)
    try:
        table.retranslate()
        after = table.scene.texts()
        assert any(t.startswith("§") for t in after)
        assert all(line.startswith("§") for line in table.log.lines())
        assert table.panel.turn_label.text().startswith("§")
    finally:
        QCoreApplication.removeTranslator(translator)
    table.retranslate()
    assert table.scene.texts() == before


def test_every_event_kind_has_a_line() -> None:
    kinds: dict[str, list[Event]] = {}
    for n, secret in ((2, False), (4, True)):
        state = new_state(n, secret=secret)
        events = GAME.setup_events(state)
        rng = random.Random(1)
        while not GAME.is_over(state):
            state, evs = act(state, rng.choice(GAME.legal_actions(state, state.current)))
            events += evs
        for e in events:
            kinds.setdefault(e.kind, []).append(e)
            if e.redacted is not None:
                kinds.setdefault(e.kind, []).append(e.redacted)
    kinds.setdefault("passed", []).append(Event("passed", {"seat": 1}))
    for kind in (
        "dealt",
        "secret_drawn",
        "stack_picked",
        "studied",
        "trained",
        "tested",
        "scored_from_stack",
        "stack_emptied",
        "end_triggered",
        "passed",
        "game_over",
    ):
        assert kind in kinds, kind
        for e in kinds[kind]:
            line = log_text.describe(e, NAMES)
            assert line and "{" not in line and "%" not in line, (kind, line)
    assert log_text.describe(Event("turn_started", {"seat": 0}), NAMES) is None


def test_trained_lines_say_where_the_tile_came_from() -> None:
    line = log_text.describe
    assert "middle" in (
        line(Event("trained", {"seat": 0, "stack": 1, "owner": None, "colour": 3}), NAMES) or ""
    )
    assert "own" in (
        line(Event("trained", {"seat": 0, "stack": 1, "owner": 0, "colour": 3}), NAMES) or ""
    )
    other = line(Event("trained", {"seat": 0, "stack": 1, "owner": 2, "colour": 0}), NAMES)
    assert other and "Himari" in other and "Strength" in other


def test_secret_drawn_full_and_redacted_lines() -> None:
    full = Event(
        "secret_drawn",
        {"seat": 1, "tiles": [2, 0, 0, 1]},
        frozenset({1}),
        Event("secret_drawn", {"seat": 1, "count": 3}),
    )
    own = log_text.describe(full, NAMES) or ""
    assert "Strength" in own and "Wisdom" in own
    redacted = full.for_seat(0)
    assert redacted is not None
    other = log_text.describe(redacted, NAMES) or ""
    assert "3" in other and "Strength" not in other and "Kaito" in other


# ---- the end ----------------------------------------------------------------------------------


def test_rulebook_examples_in_sentences() -> None:
    names = ["Kaito", "Himari", "Yoshihisa"]
    one = result_sentences(score([[7, 4, 3, 3], [5, 4, 4, 4], [6, 5, 4, 4]], [0, 0, 0], 0), names)
    assert one[0] == "Kaito is eliminated: their smallest pile, 3, is the smallest of all."
    assert any("Yoshihisa wins" in s for s in one)
    two = result_sentences(score([[7, 4, 3, 3], [5, 4, 4, 3], [6, 5, 4, 3]], [0, 0, 0], 0), names)
    assert two[0] == "Nobody is eliminated: everyone's smallest pile is 3."
    assert any("Kaito wins" in s for s in two)
    three = result_sentences(score([[7, 4, 4, 4], [7, 4, 4, 4], [7, 4, 4, 4]], [2, 2, 0], 0), names)
    joined = " ".join(three)
    assert "Himari and Kaito both have 7 in their largest pile and 2 in hand" in joined
    assert "Himari wins because they played later in turn order" in joined
    assert "Yoshihisa" in joined  # fewer tiles in hand


def test_end_dialog_buttons_reach_the_table(qtbot: object, table: SenshiTable) -> None:
    state, _ = random_play(new_state(3), 500)
    assert GAME.is_over(state)
    view = GAME.view(state, 0)
    table.show_view(view, interactive=False)
    outcome = GAME.outcome(state)
    table.show_outcome(outcome, view)
    dialog = table.end_dialog
    assert dialog is not None and dialog.isVisible()
    text = " ".join(dialog.text_lines())
    assert NAMES[outcome.winners[0]] in text
    with qtbot.waitSignal(table.new_game_requested):  # type: ignore[attr-defined]
        qtbot.mouseClick(dialog.new_game_button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    table.show_outcome(outcome, view)
    dialog = table.end_dialog
    assert dialog is not None
    with qtbot.waitSignal(table.home_requested):  # type: ignore[attr-defined]
        qtbot.mouseClick(
            dialog.home_button,
            Qt.MouseButton.LeftButton,  # type: ignore[attr-defined]
            pos=QPoint(5, 5),
        )


@pytest.mark.parametrize("size", [(1024, 620), (1920, 1060)])
def test_every_hand_size_reads_alike(table: SenshiTable, size: tuple[int, int]) -> None:
    """Each seat's header names its hand size in the same words as the
    others (never "Hand: 8" beside "Hand: 5 Plättchen"), in German on the
    smallest window and on a large one."""
    from senji_desktop.i18n import LanguageManager
    from senji_desktop.ui.kit.items import LabelItem

    manager = LanguageManager()
    manager.set_language("de")
    try:
        table.resize(*size)
        QApplication.processEvents()
        state, _ = random_play(new_state(4), 30)
        view = GAME.view(state, state.current)
        table.show_view(view, interactive=True)
        forms = {}
        for seat in range(4):
            n = view.hands[seat].size
            forms[seat] = {f"Hand: {n} Plättchen": 0, f"Hand: {n}": 1, str(n): 2}
        shown = [item.shown for item in table.scene.scene_items()
                 if isinstance(item, LabelItem) and item.text.startswith("Hand:")]
        assert len(shown) == 4, shown
        kinds = {next(f[s] for f in forms.values() if s in f) for s in shown}
        assert len(kinds) == 1, shown
    finally:
        manager.set_language("en")


def test_the_count_of_stacks_in_the_middle_is_never_cut(table: SenshiTable) -> None:
    """At 150 % text on a 1024×640 window in German the heading of the
    middle names how many stacks lie there (whole or short, never cut)."""
    from senji_desktop.i18n import LanguageManager
    from senji_desktop.ui.kit.items import LabelItem

    manager = LanguageManager()
    manager.set_language("de")
    try:
        table.resize(1024, 620)
        table.set_text_scale(1.5)
        QApplication.processEvents()
        state, _ = random_play(new_state(4), 30)
        view = GAME.view(state, state.current)
        table.show_view(view, interactive=True)
        QApplication.processEvents()
        heading = [item for item in table.scene.scene_items()
                   if isinstance(item, LabelItem) and item.text.startswith("Tischmitte")]
        assert len(heading) == 1
        shown = heading[0].shown
        assert not shown.endswith("…") and f"{len(view.middle)} Stapel" in shown, shown
    finally:
        table.set_text_scale(1.0)
        manager.set_language("en")


@pytest.mark.parametrize("size", [(1024, 640), (1600, 900), (1920, 1080)])
def test_the_side_panel_is_a_sheet_of_paper_at_every_size(
        qtbot: object, size: tuple[int, int]) -> None:
    """The side panel is drawn as a sheet of paper also on a large window
    (a style sheet set after the sheet was drawn reset it to flat grey)."""
    from PySide6.QtGui import QPalette

    table = SenshiTable()
    qtbot.addWidget(table)  # type: ignore[attr-defined]
    table.resize(*size)
    table.set_names(NAMES)
    table.show()
    table.show_view(GAME.view(after_picks(4), 0), interactive=True)
    panel = table.panel

    def papered() -> bool:
        brush = panel.palette().brush(QPalette.ColorRole.Window)
        return not brush.texture().isNull() and panel.autoFillBackground()

    qtbot.waitUntil(papered, timeout=5000)  # type: ignore[attr-defined]


def test_long_names_alike_stay_apart_and_get_the_header_room(table: SenshiTable) -> None:
    """Two opponents named "Rivale mit Langem Name 1" and "… 2" never read
    alike on their boards: a name that must be shortened loses its middle,
    not its end; on a 1920×1080 window the name has the header's room
    beside the hand size (which takes its short form "In hand: 5" for it)
    and loses at most a few letters."""
    from senji_desktop.ui.kit.items import LabelItem

    names = ["Maximiliane Wolkenstein!", "Rivale mit Langem Name 1",
             "Rivale mit Langem Name 2", "Rivale mit Langem Name 3"]
    table.set_names(names)
    for size, least in (((1024, 620), 8), ((1920, 1060), 20)):
        table.resize(*size)
        QApplication.processEvents()
        state, _ = random_play(new_state(4), 30)
        table.show_view(GAME.view(state, 0), interactive=True)
        shown = {item.text: item.shown for item in table.scene.scene_items()
                 if isinstance(item, LabelItem) and item.text in names}
        assert len(shown) == 4, shown
        assert len(set(shown.values())) == 4, shown
        for name in names[1:]:
            assert shown[name].endswith(name[-1]), shown
        assert all(len(text.replace("…", "")) >= least for text in shown.values()), shown
