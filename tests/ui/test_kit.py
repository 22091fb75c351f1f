"""The table kit on a toy game: what the kit does for every game, checked
once — clicks, a decision of two clicks (by clicks and by dragging), keys,
the input hold, buttons declared as data (with groups, a default and a
command), actions chosen ahead, hover previews, the hint mark, the undo
and hint commands, zoom and pan, animations from the view before to the
view after, the header naming the seat to act, and the end of the game."""

from __future__ import annotations

from collections.abc import Hashable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPainterPath
from PySide6.QtWidgets import QApplication, QLabel

from senji_desktop.engine.core import Event, Outcome
from senji_desktop.ui.kit.items import LabelItem, SceneItem
from senji_desktop.ui.kit.presenter import (
    Beat,
    ButtonSpec,
    Choice,
    DrawContext,
    Drawing,
    Motion,
    Presenter,
    Spec,
    Target,
)
from senji_desktop.ui.kit.table import KitTable

NAMES = ["Aiko", "Kenji"]


@dataclass(frozen=True)
class Take:
    box: int


@dataclass(frozen=True)
class Swap:
    a: int
    b: int


@dataclass(frozen=True)
class Done:
    pass


@dataclass(frozen=True)
class ToyView:
    """Four boxes holding a number each; `seat` decides (or watches)."""

    seat: int | None
    current: int
    boxes: tuple[int, ...] = (1, 2, 3, 4)
    legal: tuple[Any, ...] = ()
    num_seats: int = 2
    over: bool = False
    extra: dict[str, int] = field(default_factory=dict)


class Box(SceneItem):
    def __init__(self, value: int, rect: QRectF) -> None:
        super().__init__(rect)
        self.value = value

    def look(self) -> Hashable:
        return self.value


def box_rect(i: int) -> QRectF:
    return QRectF(40 + i * 120, 100, 80, 80)


#: Where a box is lifted to before it moves on.
LIFTED = QRectF(40, 10, 80, 80)


class ToyPresenter(Presenter):
    game_id = "toy"
    title = "Toy"

    def draw(self, view: ToyView, ctx: DrawContext) -> Drawing:
        d = Drawing(QRectF(0, 0, 560, 300))
        for i, value in enumerate(view.boxes):
            d.add(Spec(Box, value, box_rect(i)), 1, id=("box", i), rect=box_rect(i))
        d.add(Spec(LabelItem, "Boxes", QRectF(40, 30, 200, 30), pixel=ctx.text_px(20, 1.0)), 2)
        return d

    def targets(self, view: ToyView, ctx: DrawContext) -> list[Target]:
        legal = set(view.legal) if ctx.interactive else set()
        found = []
        for i in range(len(view.boxes)):
            path = QPainterPath()
            path.addRect(box_rect(i))
            swaps = [a for a in legal if isinstance(a, Swap) and i in (a.a, a.b)]
            enabled = Take(i) in legal or bool(swaps)
            found.append(Target(("box", i), path, box_rect(i).center(),
                                action=Take(i) if Take(i) in legal else None,
                                enabled=enabled, draggable=bool(swaps),
                                tooltip=f"box {i}"))
        return found

    def click(self, view: ToyView, ctx: DrawContext, target: Target) -> Choice:
        if target.action is not None:
            return Choice(action=target.action)
        i = target.key[1]  # type: ignore[index]
        if not ctx.selection:
            return Choice(selection=(target.key,), explain="Now click the other box.")
        first = ctx.selection[0][1]  # type: ignore[index]
        if first == i:
            return Choice(selection=())
        return Choice(action=Swap(min(first, i), max(first, i)))

    def click_path(self, view: ToyView, ctx: DrawContext, action: Any) -> list[Hashable]:
        if isinstance(action, Swap):
            keys: list[Hashable] = [("box", action.a), ("box", action.b)]
            return [k for k in keys if k not in ctx.selection]
        return super().click_path(view, ctx, action)

    def buttons(self, view: ToyView, ctx: DrawContext) -> list[ButtonSpec]:
        out = []
        if Done() in view.legal:
            out.append(ButtonSpec("done", "Done", "End the turn", action=Done(), default=True,
                                  group="Finish"))
        out.append(ButtonSpec("all", "Take 0 then 1", command="take_two", group="Shortcuts"))
        return out

    def command(self, view: ToyView, ctx: DrawContext, command: str) -> Choice:
        return Choice(action=Take(0), then=(Take(1),))

    def preview(self, view: ToyView, ctx: DrawContext, target: Target) -> Drawing | None:
        d = Drawing(QRectF(0, 0, 560, 300))
        d.add(Spec(LabelItem, "would take", QRectF(40, 220, 200, 30), pixel=18), 5)
        return d

    def acting_seats(self, view: ToyView) -> tuple[int, ...]:
        return () if view.over else (view.current,)

    def phase_text(self, view: ToyView, ctx: DrawContext) -> str:
        return "Take a box"

    def explain(self, view: ToyView, ctx: DrawContext, target: Target | None) -> str:
        return "That box cannot be taken." if target is not None else ""

    def beat(self, event: Event, before: Drawing, after: Drawing, view_before: Any,
             view_after: Any) -> Beat:
        if event.kind == "moved":
            return Beat(events=[event], motions=[Motion(piece=("box", event.data["from"]),
                                                        to=("box", event.data["to"]))])
        if event.kind == "lifted":
            return Beat(events=[event], motions=[Motion(piece=("box", event.data["box"]),
                                                        end=LIFTED)], hold=1.0)
        if event.kind == "paused":
            return Beat(events=[event], hold=1.0)
        return Beat(events=[event])

    def log_line(self, event: Event, names: Sequence[str]) -> str | None:
        return f"{event.kind} {dict(event.data)}"

    def result_sentences(self, outcome: Outcome, view: Any, names: Sequence[str]) -> list[str]:
        return [f"{names[outcome.winners[0]]} took the most."]


def legal_all() -> tuple[Any, ...]:
    return (Take(0), Take(1), Swap(2, 3), Done())


@pytest.fixture
def table(qtbot: Any) -> Iterator[KitTable]:
    t = KitTable(ToyPresenter(), zoomable=True)
    qtbot.addWidget(t)
    t.resize(1100, 700)
    t.set_names(NAMES)
    t.set_animation_speed(0)
    t.show()
    qtbot.waitExposed(t)
    yield t
    t.close()


def chosen(table: KitTable) -> list[Any]:
    seen: list[Any] = []
    table.action_chosen.connect(seen.append)
    return seen


def click(qtbot: Any, table: KitTable, action: Any) -> None:
    for _ in range(4):
        points = table.click_points(action)
        if not points:
            return
        widget, point = points[0]
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=point)


def test_a_click_chooses_and_the_header_names_the_seat_to_act(
        qtbot: Any, table: KitTable) -> None:
    view = ToyView(0, 0, legal=legal_all())
    table.show_view(view, True)
    assert table.turn_label.text() == "Aiko's turn"
    seen = chosen(table)
    click(qtbot, table, Take(1))
    assert seen == [Take(1)]
    assert not table.interactive  # one choice per decision
    table.show_view(replace(view, seat=1), False)
    assert table.turn_label.text() == "Aiko's turn"  # the seat to act, not the watcher


def test_an_illegal_click_is_explained_as_a_warning(qtbot: Any, table: KitTable) -> None:
    table.show_view(ToyView(0, 0, legal=(Take(0),)), True)
    seen = chosen(table)
    qtbot.mouseClick(table.board.viewport(), Qt.MouseButton.LeftButton,
                     pos=table.board.mapFromScene(box_rect(3).center()))
    assert seen == []
    assert table.status_text == "That box cannot be taken."
    assert table.panel.status_is_warning
    # The pointer goes on to a box it may take: the warning is stale and goes.
    qtbot.mouseMove(table.board.viewport(), table.board.mapFromScene(box_rect(0).center()))
    assert table.scene.hover_target is not None
    assert table.status_text == ""
    qtbot.mouseMove(table.board.viewport(), QPoint(2, 2))  # off the boxes again


def test_two_clicks_and_a_drag_make_one_decision(qtbot: Any, table: KitTable) -> None:
    view = ToyView(0, 0, legal=legal_all())
    table.show_view(view, True)
    seen = chosen(table)
    assert len(table.click_points(Swap(2, 3))) == 2
    click(qtbot, table, Swap(2, 3))
    assert seen == [Swap(2, 3)]
    # The same by dragging box 2 onto box 3.
    table.show_view(view, True)
    viewport = table.board.viewport()
    start = table.board.mapFromScene(box_rect(2).center())
    end = table.board.mapFromScene(box_rect(3).center())
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(viewport, start + QPoint(20, 0))
    qtbot.mouseMove(viewport, end)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)
    assert seen == [Swap(2, 3), Swap(2, 3)]


def test_a_selection_is_ringed_and_esc_clears_it(qtbot: Any, table: KitTable) -> None:
    table.show_view(ToyView(0, 0, legal=legal_all()), True)
    qtbot.mouseClick(table.board.viewport(), Qt.MouseButton.LeftButton,
                     pos=table.board.mapFromScene(box_rect(2).center()))
    assert table.selection == (("box", 2),)
    assert table.scene.overlay("selected")
    # A selection may come with a prompt for the next click (in ink, not a warning).
    assert table.status_text == "Now click the other box."
    assert not table.panel.status_is_warning
    qtbot.keyClick(table.board, Qt.Key.Key_Escape)
    assert table.selection == ()
    assert not table.scene.overlay("selected")


def test_keys_choose_and_the_input_hold_ignores_them(qtbot: Any, table: KitTable) -> None:
    view = ToyView(0, 0, legal=(Take(0), Take(1)))
    table.show_view(view, True)
    seen = chosen(table)
    table.hold_input(10_000)
    table.board.setFocus()
    qtbot.keyClick(table.board, Qt.Key.Key_Right)
    qtbot.keyClick(table.board, Qt.Key.Key_Return)
    assert seen == []
    table.hold_input(0)
    focused = table.scene.focus_target
    assert focused is not None and focused.action in view.legal
    qtbot.keyClick(table.board, Qt.Key.Key_Return)
    assert seen == [focused.action]


def test_buttons_are_data_with_groups_and_a_command_chooses_ahead(
        qtbot: Any, table: KitTable) -> None:
    view = ToyView(0, 0, legal=legal_all())
    table.show_view(view, True)
    done = table.panel.buttons["done"]
    assert done.isVisible() and done.isDefault() and done.toolTip() == "End the turn"
    headings = [h.text() for h in table.panel._headings]
    assert headings == ["Finish", "Shortcuts"]
    seen = chosen(table)
    qtbot.mouseClick(table.panel.buttons["all"], Qt.MouseButton.LeftButton)
    assert seen == [Take(0)]
    # The seat's next decision: the second action is chosen by itself.
    table.show_view(replace(view, legal=(Take(1), Done())), True)
    qtbot.waitUntil(lambda: seen == [Take(0), Take(1)], timeout=2000)
    # Another seat's view drops what was chosen ahead.
    table.show_view(view, True)
    qtbot.mouseClick(table.panel.buttons["all"], Qt.MouseButton.LeftButton)
    table.show_view(replace(view, seat=1, current=1), True)
    table.show_view(replace(view, legal=(Take(1),)), True)
    QApplication.processEvents()
    assert seen == [Take(0), Take(1), Take(0)]


def test_hover_glows_and_previews(qtbot: Any, table: KitTable) -> None:
    table.show_view(ToyView(0, 0, legal=legal_all()), True)
    qtbot.mouseMove(table.board.viewport(), table.board.mapFromScene(box_rect(0).center()))
    assert table.scene.hover_target is not None
    assert table.hover_tooltip() == "box 0"
    assert any(getattr(i, "text", "") == "would take" for i in table.scene.overlay("preview"))
    qtbot.mouseMove(table.board.viewport(), QPoint(2, 2))
    assert table.scene.hover_target is None and not table.scene.overlay("preview")


def test_hint_mark_and_the_undo_and_hint_commands(qtbot: Any, table: KitTable) -> None:
    table.show_view(ToyView(0, 0, legal=legal_all()), True)
    table.show_hint(Take(1), "The middle box is the largest you may take.")
    assert table.scene.overlay("mark")
    assert table.status_text.startswith("The middle box")
    assert not table.panel.status_is_warning
    table.set_command("undo", visible=True, enabled=True)
    table.set_command("hint", visible=True)
    with qtbot.waitSignal(table.undo_requested):
        qtbot.mouseClick(table.panel.commands["undo"], Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(table.hint_requested):
        qtbot.mouseClick(table.panel.commands["hint"], Qt.MouseButton.LeftButton)
    table.set_command("undo", visible=False)
    assert "undo" not in table.panel.commands


def _scene_image(table: KitTable) -> QImage:
    """The toy table's scene drawn one scene unit to a pixel."""
    image = QImage(560, 300, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    table.scene.render(painter, QRectF(0, 0, 560, 300), QRectF(0, 0, 560, 300))
    painter.end()
    return image


def test_the_mark_of_a_hint_rings_the_place_from_outside(qtbot: Any, table: KitTable) -> None:
    """What the marked place shows stays uncovered (a province's name on a
    map, a card's face); the rings lie around it."""
    table.show_view(ToyView(0, 0, legal=legal_all()), True)
    bare = _scene_image(table)
    table.show_hint(Take(1), "The middle box.")
    marked = _scene_image(table)
    box = box_rect(1)
    mid_x, mid_y = int(box.center().x()), int(box.center().y())
    inside = [QPoint(int(box.left()) + 3, mid_y), QPoint(mid_x, int(box.top()) + 3),
              QPoint(int(box.right()) - 4, mid_y), QPoint(mid_x, int(box.bottom()) - 4)]
    outside = [QPoint(int(box.left()) - 4, mid_y), QPoint(mid_x, int(box.top()) - 4),
               QPoint(int(box.right()) + 4, mid_y), QPoint(mid_x, int(box.bottom()) + 4)]
    assert [marked.pixel(p) for p in inside] == [bare.pixel(p) for p in inside]
    assert all(marked.pixel(p) != bare.pixel(p) for p in outside)


def test_wheel_zooms_and_zero_fits_again(qtbot: Any, table: KitTable) -> None:
    table.show_view(ToyView(0, 0), False)
    fitted = table.board.zoom
    table.board.set_zoom(fitted * 2)
    table.board.user_moved = True
    assert table.board.zoom == pytest.approx(fitted * 2)
    table.board.setFocus()
    qtbot.keyClick(table.board, Qt.Key.Key_0)
    assert table.board.zoom == pytest.approx(fitted)


def test_pieces_fly_from_the_view_before_to_the_view_after(qtbot: Any, table: KitTable) -> None:
    before = ToyView(0, 1)
    after = replace(before, boxes=(9, 2, 3, 4))
    table.show_view(before, False)
    table.set_animation_speed(3.0)
    event = Event("moved", {"from": 0, "to": 3})
    with qtbot.waitSignal(table.animations_finished, timeout=10000):
        table.play_events([event], before, after)
        assert table.scene.flying(), "the box flies"
        assert not table.scene.item_for(("box", 0)).isVisible()
    assert not table.scene.flying()
    assert table.view is after
    assert table.log.lines()[-1].startswith("moved")


def test_the_last_frame_of_an_animation_is_made_while_it_runs(
        qtbot: Any, table: KitTable) -> None:
    """The items the view after shows are made while the pieces fly, and
    the end puts those very items on the table (the last frame costs little)."""
    before = ToyView(0, 1)
    after = replace(before, boxes=(9, 2, 3, 4))
    table.show_view(before, False)
    table.set_animation_speed(0.5)
    made: list[Any] = []
    with qtbot.waitSignal(table.animations_finished, timeout=10000):
        table.play_events([Event("moved", {"from": 0, "to": 3})], before, after)
        qtbot.waitUntil(lambda: bool(table.scene._spare) or not table.busy, timeout=10000)
        made = [i for items in table.scene._spare.values() for i in items]
        assert made and all(i.scene() is None for i in made), "made, not yet shown"
    shown = set(table.scene.items())
    assert all(i in shown for i in made)
    assert not table.scene._spare


def test_the_end_of_a_move_shows_the_board_then_the_panel_sharing_its_height_once(
        qtbot: Any, table: KitTable, monkeypatch: pytest.MonkeyPatch) -> None:
    """A move's end costs a frame: the board is shown first, the side panel
    a moment later, and the panel shares its height out once for all its
    new texts and buttons, not once per part."""
    before = ToyView(0, 1)
    after = replace(before, boxes=(9, 2, 3, 4), current=0)
    table.show_view(before, False)
    table.set_animation_speed(0.5)
    shared: list[int] = []
    panel = table.panel
    real = panel._share_height
    monkeypatch.setattr(panel, "_share_height", lambda: (shared.append(1), real())[1])
    board_first: list[bool] = []
    table.scene.changed.connect(lambda _r: board_first.append(not shared))
    with qtbot.waitSignal(table.animations_finished, timeout=10000):
        table.play_events([Event("moved", {"from": 0, "to": 3})], before, after)
    assert len(shared) == 1
    assert board_first and board_first[0]
    assert "Aiko" in table.turn_label.text()


def test_a_piece_flies_on_from_where_it_landed(qtbot: Any, table: KitTable) -> None:
    before = ToyView(0, 1)
    after = replace(before, boxes=(9, 2, 3, 4))
    table.show_view(before, False)
    table.set_animation_speed(1.0)
    events = [Event("lifted", {"box": 0}), Event("moved", {"from": 0, "to": 3})]
    copies: list[int] = []
    rests: list[tuple[float, ...]] = []

    def sample() -> bool:
        copies.append(len(table.scene.flying()))
        landed = table.scene.landed(("box", 0))
        if landed is not None and (not rests or rests[-1] != landed[0].getRect()):
            rests.append(landed[0].getRect())
        return not table.busy

    with qtbot.waitSignal(table.animations_finished, timeout=10000):
        table.play_events(events, before, after)
        qtbot.waitUntil(sample, timeout=10000)
    # One copy of the box flies all along: lifted first, then on to box 3.
    assert max(copies) == 1
    assert rests == [LIFTED.getRect(), box_rect(3).getRect()]


def test_a_beat_may_hold_the_table_still(qtbot: Any, table: KitTable) -> None:
    view = ToyView(0, 1)
    table.show_view(view, False)
    table.set_animation_speed(1.0)
    with qtbot.waitSignal(table.animations_finished, timeout=10000):
        table.play_events([Event("paused", {})], view, view)
        assert table.busy, "a beat with only a hold still takes its time"


def test_a_click_while_the_own_turn_opens_does_not_say_wait_for_oneself(
        qtbot: Any, table: KitTable) -> None:
    table.show_view(ToyView(0, 0, legal=legal_all()), False)
    qtbot.mouseClick(table.board.viewport(), Qt.MouseButton.LeftButton,
                     pos=table.board.mapFromScene(box_rect(0).center()))
    assert table.status_text == "One moment — your turn is about to start."
    table.show_view(ToyView(1, 0), False)
    qtbot.mouseClick(table.board.viewport(), Qt.MouseButton.LeftButton,
                     pos=table.board.mapFromScene(box_rect(0).center()))
    assert table.status_text == "Please wait — it is Aiko's turn."


def test_the_end_names_the_winner_and_the_result_reopens(qtbot: Any, table: KitTable) -> None:
    view = ToyView(None, 0, over=True)
    table.show_view(view, False)
    outcome = Outcome((1,), ((1,), (0,)), (0.0, 1.0), (3.0, 5.0))
    table.show_outcome(outcome, view)
    assert table.phase_label.text() == "Kenji wins."
    dialog = table.end_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.headline() == "Kenji wins!"
    assert "Kenji took the most." in dialog.text_lines()
    qtbot.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: table.end_dialog is None, timeout=2000)
    qtbot.mouseClick(table.result_button, Qt.MouseButton.LeftButton)
    assert table.end_dialog is not None and table.end_dialog.isVisible()
    shared = Outcome((0, 1), ((0, 1),), (0.5, 0.5), (4.0, 4.0))
    table.end_dialog.close()
    table.show_outcome(shared, view)
    assert table.phase_label.text() == "Aiko and Kenji share the win."


def test_a_celebration_follows_the_speed(qtbot: Any, table: KitTable) -> None:
    view = ToyView(None, 0, over=True)
    table.show_view(view, False)
    table.set_animation_speed(1.0)
    table.show_outcome(Outcome((0,), ((0,), (1,)), (1.0, 0.0), (5.0, 3.0)), view)
    assert table.busy and table.scene.flying(), "petals and a banner for the winner"
    assert table.end_dialog is None
    qtbot.waitUntil(lambda: table.end_dialog is not None, timeout=10000)
    assert not table.scene.flying()
    QApplication.processEvents()


def test_scene_text_is_never_below_9_pt(qtbot: Any, table: KitTable) -> None:
    table.resize(700, 450)
    QApplication.processEvents()
    table.show_view(ToyView(0, 0), False)
    assert min(pt for _t, pt in table.text_sizes()) >= 9.0 - 1e-6


def test_a_tutorial_step_accepts_only_the_taught_action(qtbot: Any, table: KitTable) -> None:
    table.show_view(ToyView(0, 0, legal=legal_all()), True)
    table.set_allowed((Take(1),), "Take the second box first.")
    seen = chosen(table)
    click(qtbot, table, Take(0))
    assert seen == [] and table.status_text == "Take the second box first."
    click(qtbot, table, Take(1))
    assert seen == [Take(1)]
    table.set_allowed(None)


class GroupingPresenter(ToyPresenter):
    """Consecutive "took" events of one seat share a line."""

    def log_group_key(self, event: Event) -> Any:
        return ("took", event.data["seat"]) if event.kind == "took" else None

    def log_group_line(self, events: Sequence[Event], names: Sequence[str]) -> str | None:
        return f"{names[events[0].data['seat']]} took {len(events)} boxes"

    def log_line(self, event: Event, names: Sequence[str]) -> str | None:
        if event.kind == "took":
            return f"{names[event.data['seat']]} took a box"
        if event.kind == "said":
            return "first line\nsecond line"
        return super().log_line(event, names)


def test_the_log_joins_a_presenters_groups_also_when_rebuilt(qtbot: Any) -> None:
    t = KitTable(GroupingPresenter())
    qtbot.addWidget(t)
    t.set_names(NAMES)
    t.set_animation_speed(0)
    view = ToyView(0, 0)
    t.show_view(view, False)
    took = [Event("took", {"seat": 0}), Event("took", {"seat": 0}), Event("took", {"seat": 1}),
            Event("said", {})]
    with qtbot.waitSignal(t.animations_finished, timeout=10000):
        t.play_events(took[:1], view, view)
    with qtbot.waitSignal(t.animations_finished, timeout=10000):
        t.play_events(took[1:], view, view)
    # Groups share a line; a line of several lines (a game's own) stays several.
    grouped = [f"{NAMES[0]} took 2 boxes", f"{NAMES[1]} took a box", "first line", "second line"]
    assert t.log.lines() == grouped
    t.reset_log(took)
    assert t.log.lines() == grouped


@pytest.mark.parametrize("height", [300, 340, 380, 420])
def test_the_help_gives_way_in_whole_lines(qtbot: Any, height: int) -> None:
    """A long help beside a short panel scrolls; the lines in sight are whole
    (a line cut in half reads as a glitch)."""
    from senji_desktop.ui.kit.panel import SidePanel

    panel = SidePanel(lambda _spec: None)
    qtbot.addWidget(panel)
    panel.resize(280, height)
    panel.show()
    panel.set_texts("Aiko to act", "Round 2", "", " ".join(["Drag a tile onto the board."] * 30))
    QApplication.processEvents()
    area = panel.help_area
    # The distance between two lines as a label lays them out.
    probe = QLabel()
    probe.setWordWrap(True)
    probe.setFont(panel.help_label.font())
    probe.setText("one")
    one = probe.heightForWidth(200)
    probe.setText("one\ntwo")
    line = probe.heightForWidth(200) - one
    need = panel.help_label.heightForWidth(area.viewport().width())
    assert area.height() < need  # it gives way here
    # Whole lines, with no more than a pixel of the next one (its blank top).
    assert (area.height() - 1) % line == 0
    assert area.height() - 1 >= 2 * line


def test_decision_buttons_come_before_the_logs_extra_lines_and_scroll_in_whole_rows(
        qtbot: Any) -> None:
    """A short panel with many decision buttons: the log gives up its lines
    beyond three before the buttons scroll; what scrolls shows whole buttons
    (never half of one); a half button alone in its row stays half as wide."""
    from senji_desktop.ui.kit.panel import SidePanel

    panel = SidePanel(lambda _spec: None)
    qtbot.addWidget(panel)
    panel.set_log_lines(6)
    panel.log.set_lines([f"Line {i}" for i in range(20)])
    panel.resize(280, 400)
    panel.show()
    specs = [ButtonSpec(f"seat{i}", f"Seat {i}", "", command="x", group="Plays next:",
                        half=True) for i in range(5)]
    panel.set_texts("Aiko to act", "Round 2", "", "")
    panel.set_buttons(specs)
    QApplication.processEvents()
    area = panel.button_area
    need = area.widget().sizeHint().height()
    # Three rows and a heading fit when the log keeps three lines, not six.
    assert area.height() >= need
    lines = panel.log.height() // panel.log.text_edit().fontMetrics().lineSpacing()
    assert lines >= 3
    alone = panel.buttons["seat4"]
    assert alone.width() < 0.6 * area.viewport().width()
    # Much more than fits: the area ends below a whole row.
    panel.set_buttons([ButtonSpec(f"b{i}", f"Choice {i}", "", command="x") for i in range(14)])
    for height in (420, 460, 500, 540):
        panel.resize(280, height)
        QApplication.processEvents()
        QApplication.processEvents()
        bottom = area.viewport().height()
        assert area.height() < area.widget().sizeHint().height()
        for button in panel.buttons.values():
            top = button.mapTo(area.widget(), QPoint(0, 0)).y()
            assert top + button.height() <= bottom or top >= bottom, (height, button.text())


def test_names_alike_keep_their_ends_when_shortened(qtbot: Any) -> None:
    """A player's name cut to fit loses its middle, not its end, so
    "Rivale mit Langem Name 1" and "… 2" stay apart: in a result dialog's
    score table (NameLabel), on a board (a LabelItem given the name mode)
    and in the Senji honor table's name cell; the full name is the tooltip."""
    from senji_desktop.ui.common.elided_label import NAME_ELIDE
    from senji_desktop.ui.kit.result import ScoreGrid
    from senji_desktop.ui.senji.panel import NameCell

    names = ["Rivale mit Langem Name 1", "Rivale mit Langem Name 2"]
    grid = ScoreGrid([("Name", None), ("Punkte", None)], [[n, "3"] for n in names])
    qtbot.addWidget(grid)
    grid.show()
    shown = []
    for lab in (row[0] for row in grid.cells):
        lab.setFixedWidth(110)
        QApplication.processEvents()
        assert lab.text() != lab.full_text() and lab.toolTip() == lab.full_text()
        shown.append(lab.text())
    assert len(set(shown)) == 2 and all(t[-1] in "12" for t in shown), shown
    items = [LabelItem(n, QRectF(0, 0, 90, 20), pixel=14, elide=NAME_ELIDE) for n in names]
    assert items[0].shown != items[1].shown, [i.shown for i in items]
    assert all(i.shown.endswith(n[-1]) and "…" in i.shown for i, n in zip(items, names, strict=True))
    cells = [NameCell(n) for n in names]
    for cell in cells:
        qtbot.addWidget(cell)
        cell.resize(100, 20)
        cell.show()
    QApplication.processEvents()
    assert cells[0].text() != cells[1].text(), [c.text() for c in cells]
    assert all(c.text().endswith(n[-1]) for c, n in zip(cells, names, strict=True))


@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_the_header_shrinks_its_font_before_it_shortens_the_acting_name(
        qtbot: Any, scale: float) -> None:
    """The panel header "Maximiliane Wolkenstein! ist am Zug" on a 1024×640
    window's panel (290 px at 100 %): its font shrinks (not below the panel's body
    text) so more of the name stays than "Maximi…"; it keeps one line; what
    is cut is the name's middle, the whole header the tooltip."""
    from senji_desktop.ui.kit.panel import SidePanel

    panel = SidePanel(lambda _spec: None)
    qtbot.addWidget(panel)
    panel.set_text_scale(scale)
    panel.resize(panel.preferred_width(1024), 600)
    panel.show()
    name = "Maximiliane Wolkenstein!"
    for turn in (f"{name} ist am Zug", f"{name}s Zug"):
        panel.set_texts(turn, "", "", "", turn_name=name)
        QApplication.processEvents()
        label = panel.turn_label
        given = 16 * scale
        size = label.font().pointSizeF()
        assert 10.5 * scale - 0.01 <= size < given, size
        assert label.height() < 1.6 * label.fontMetrics().lineSpacing(), label.text()
        shown = label.text()
        if shown != turn:
            assert label.toolTip() == turn
            # The name's end stays, and far more of it than "Maximi…".
            assert "n!" in shown and len(shown) - len(turn) + len(name) >= 12, shown
    panel.set_texts("Das Spiel ist zu Ende", "", "", "")
    QApplication.processEvents()
    assert panel.turn_label.font().pointSizeF() == pytest.approx(16 * scale)


def test_the_notice_stays_whole_while_the_help_can_still_give_way(qtbot: Any) -> None:
    """A short panel with a long notice (what to decide now) and a help
    that says it at more length: the help keeps one line in sight (it
    scrolls) before the notice loses its end to "…" (Senji's march at
    150 % text on a 1024×640 window cut the notice with room in the help)."""
    from senji_desktop.ui.kit.panel import SidePanel

    panel = SidePanel(lambda _spec: None)
    qtbot.addWidget(panel)
    panel.setFixedSize(280, 320)
    panel.show()
    notice = "March from Higo: choose a target on the map or end the march without a fight."
    panel.set_texts("Aiko to act", "Year 2 · Summer", notice,
                    "Move from Higo to a neighbouring province or sea. " * 3)
    QApplication.processEvents()
    assert panel.notice_label.text() == notice and not panel.notice_label.toolTip()
    line = panel.help_label.fontMetrics().lineSpacing()
    assert panel.help_area.height() < 2 * line + 2  # one line in sight, it scrolls
    assert panel.help_area.height() >= line


def test_a_button_naming_a_player_is_shortened_in_the_middle(qtbot: Any) -> None:
    """Two long names with the same start on narrow half buttons (Senji's
    'Offer to:'): each keeps its end, so the two read apart; the whole name
    is the tooltip. Other buttons lose their end as before."""
    from senji_desktop.ui.kit.panel import SidePanel

    panel = SidePanel(lambda _spec: None)
    qtbot.addWidget(panel)
    panel.setFixedSize(280, 500)
    panel.show()
    names = ["Hans-Peter Müller-Lüdenscheidt", "Hans-Peter Müller-Meierhofen"]
    specs = [ButtonSpec(f"to{i}", name, "", command="x", group="Offer to:", half=True,
                        name=True) for i, name in enumerate(names)]
    specs.append(ButtonSpec("long", "Bid on the neutral card with every card you hold",
                            "", command="x"))
    panel.set_texts("Aiko to act", "Winter", "", "")
    panel.set_buttons(specs)
    QApplication.processEvents()
    shown = [panel.buttons[f"to{i}"].text() for i in range(2)]
    assert shown[0] != shown[1]
    for text, name in zip(shown, names, strict=True):
        assert "…" in text and not text.endswith("…") and text.endswith(name[-3:])
        assert panel.buttons[f"to{names.index(name)}"].toolTip().startswith(name)
    assert panel.buttons["long"].text().endswith("…")
