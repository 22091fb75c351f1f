"""The Senji table's layout at the smallest window (1024×640, German) and
at 1920×1080: nothing of the table lies over a province or sea that can be
chosen, the side panel shows every decision button without scrolling and
keeps six lines of the log in every phase, and no text is cut."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QApplication

from senji_desktop.engine.core import apply
from senji_desktop.engine.rng import Rng
from senji_desktop.games.senji.map import SEAS
from senji_desktop.games.senji.model import SenjiOptions, SenjiState
from senji_desktop.games.senji.rules import GAME
from senji_desktop.ui.senji.items import ChipItem, NameItem, SeaNameItem, SheetItem
from senji_desktop.ui.senji.table import SenjiTable

NAMES = ["Aiko", "Kenji", "Yuki", "Ren", "Mika", "Sora"]
#: The table of a 1024×640 and of a 1920×1080 window (the menu bar takes 20 px).
SMALL, LARGE = (1024, 620), (1920, 1060)


def reach(n: int, until: Callable[[SenjiState], bool], seed: int = 4) -> SenjiState:
    """A game of `n` seats played at random until `until(state)` holds with
    seat 0 to act."""
    state = GAME.new_game(SenjiOptions(num_seats=n), seed)
    rng = Rng(seed)
    for _ in range(20000):
        if until(state) and 0 in GAME.to_act(state) and GAME.legal_actions(state, 0):
            return state
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        state, _ = apply(GAME, state, seat, legal[rng.randrange(len(legal))])
    raise AssertionError("condition not reached")


@pytest.fixture
def table(qtbot: Any) -> Iterator[SenjiTable]:
    t = SenjiTable()
    qtbot.addWidget(t)
    t.set_animation_speed(0)
    t.set_command("undo", visible=True)
    t.set_command("hint", visible=True)
    t.resize(*SMALL)
    t.show()
    qtbot.waitExposed(t)
    yield t


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


@pytest.mark.parametrize("size", [SMALL, LARGE])
def test_every_province_and_sea_is_clicked_at_its_name_and_centre_in_spring(
        qtbot: Any, table: SenjiTable, german: Any, size: tuple[int, int]) -> None:
    """Spring orders (SJ-42): at every province's and sea's name and at its
    centre (the fortress, the sea's name) a click means that province or
    sea — no tray, sheet or token lies over it — and a click on the name of
    a province of one's own lays an order there (Nagato included, which the
    orders tray covered on a small window)."""
    state = next(reach(4, lambda s: s.phase == "spring" and s.year >= 2, seed)
                 for seed in range(1, 30)
                 if reach(4, lambda s: s.phase == "spring", seed).owner.get("nagato") == 0)
    table.resize(*size)
    table.set_names(NAMES[:4])
    table.show_view(GAME.view(state, 0), True)
    settle()
    scene, view = table.scene, table.board
    names = {i.text: i for i in scene.scene_items() if isinstance(i, NameItem)}
    seas = [i for i in scene.scene_items() if isinstance(i, SeaNameItem)]
    assert len(seas) == len(SEAS)
    from senji_desktop.ui.senji.layout import geometry

    covers = [i for i in scene.scene_items() if isinstance(i, SheetItem | ChipItem)]
    assert covers, "the orders tray is shown"
    points: list[tuple[str, QPointF]] = []
    for pid, shape in geometry().provinces.items():
        points.append((pid, names[shape.name].sceneBoundingRect().center()))
    for target in table.current_targets():
        if target.kind in ("area", "order") and target.key[0] == "area":
            points.append((target.key[1], target.click))
    for sea, item in zip(SEAS, sorted(seas, key=lambda i: i.sceneBoundingRect().top()),
                         strict=True):
        points.append((sea, item.sceneBoundingRect().center()))
    wrong = []
    for area, point in points:
        on_screen = view.mapFromScene(point)
        assert view.viewport().rect().contains(on_screen), area
        over = [type(i).__name__ for i in covers if i.sceneBoundingRect().contains(point)]
        target = table.input.target_at(point)
        if over or target is None or target.key != ("area", area):
            wrong.append((area, over, target.key if target is not None else None))
    assert not wrong
    own = [pid for pid in geometry().provinces if state.owner.get(pid) == 0]
    assert "nagato" in own
    for pid in own:
        point = view.mapFromScene(names[geometry().provinces[pid].name]
                                  .sceneBoundingRect().center())
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
        qtbot.waitUntil(lambda p=pid: any(isinstance(k, tuple) and k[:2] == ("plan", p)
                                          for k in table.selection), timeout=2000)
def visible_log_lines(table: SenjiTable) -> int:
    """How many lines of a full log are wholly in sight (scrolled to its end)."""
    editor = table.panel.log.text_edit()
    doc = editor.document()
    top_of_view = editor.verticalScrollBar().value()
    height = editor.viewport().height()
    count = 0
    block = doc.begin()
    while block.isValid():
        top = doc.documentLayout().blockBoundingRect(block).top() - top_of_view
        layout = block.layout()
        for i in range(layout.lineCount()):
            line = layout.lineAt(i)
            if top + line.y() >= -0.5 and top + line.y() + line.height() <= height + 0.5:
                count += 1
        block = block.next()
    return count


def hidden_buttons(table: SenjiTable) -> list[str]:
    """The decision buttons not wholly in sight without scrolling."""
    area = table.panel.button_area
    out = []
    for button in table.panel.buttons.values():
        top = button.mapTo(area.widget(), QPoint(0, 0)).y()
        if not area.isVisible() or top < 0 or top + button.height() > area.viewport().height():
            out.append(button.full_text)
    return out


def _kind(state: SenjiState) -> str:
    sub = state.task.get("sub")
    stage = f"{sub.get('kind')}/{sub.get('stage')}" if isinstance(sub, dict) else ""
    return f"{state.phase}:{stage}"


#: The phases and decisions of a year, as a 4- or 6-seat game meets them.
DECISIONS = ["placement:", "winter:", "winter:bid/None", "winter:propose/build",
             "winter:propose/minimum", "winter:propose/answer", "spring:", "summer:",
             "summer:march/dest", "summer:battle/att_support", "autumn:"]


#: A 24-letter name (the longest a player may give).
LONG_NAME = "Wolfgang Amadeus Mozartt"


@pytest.mark.parametrize(("seats", "long_name", "scale"),
                         [(4, False, 1.0), (6, False, 1.0), (6, True, 1.0), (6, True, 1.5)],
                         ids=["4-seats", "6-seats", "6-seats-long-name",
                              "6-seats-long-name-150"])
def test_every_decision_button_in_sight_and_six_log_lines_in_every_phase(
        qtbot: Any, table: SenjiTable, german: Any, seats: int, long_name: bool,
        scale: float) -> None:
    """1024×640 in German: in every phase of a year (placement, winter's
    proposals and bids, spring's orders, summer's marches and battles,
    autumn) the side panel shows every decision button without scrolling
    and at least six whole lines of a full log of one-line sentences — also
    with six families and a 24-letter name as the seat to act (the header
    keeps one line, the name shortened with "…"; the honor table keeps each
    name to one line). At 150 % text the log keeps at least two lines (its
    third goes where the decision's buttons need it: six families' winter)."""
    names = list(NAMES[:seats])
    if long_name:
        names[0] = LONG_NAME
    table.set_names(names)
    table.set_text_scale(scale)
    table.reset_log([])
    # Six families leave no neutral family, so no auction (SJ-41).
    wanted = [d for d in DECISIONS if not (seats == 6 and d == "winter:bid/None")]
    found: dict[str, tuple[int, list[str], int]] = {}
    for seed in range(1, 16):
        if len(found) == len(wanted):
            break
        state = GAME.new_game(SenjiOptions(num_seats=seats), seed)
        rng = Rng(seed)
        for _ in range(3000):
            if GAME.is_over(state) or len(found) == len(wanted):
                break
            kind = _kind(state)
            if kind in wanted and kind not in found and 0 in GAME.to_act(state) \
                    and GAME.legal_actions(state, 0):
                table.show_view(GAME.view(state, 0), True)
                table.panel.log.set_lines([f"{names[i % seats]} passt." for i in range(30)])
                settle()
                turn = table.panel.turn_label
                header = round(turn.height() / turn.fontMetrics().lineSpacing())
                found[kind] = (visible_log_lines(table), hidden_buttons(table), header)
            seat = GAME.to_act(state)[0]
            legal = GAME.legal_actions(state, seat)
            state, _ = apply(GAME, state, seat, legal[rng.randrange(len(legal))])
    assert set(found) >= set(wanted) - {"summer:battle/att_support"}
    for kind, (lines, hidden, header) in found.items():
        assert lines >= (6 if scale == 1.0 else 2), (kind, lines)
        if scale == 1.0:
            assert not hidden, (kind, hidden)
        assert header == 1, (kind, table.panel.turn_label.text())
    if long_name:
        spring = reach(seats, lambda s: s.phase == "spring")
        table.show_view(GAME.view(spring, 0), True)
        settle()
        turn = table.panel.turn_label
        assert "\u2026" in turn.text() and LONG_NAME in turn.toolTip()
        honor = table.honor_table
        cell = next(who for who, *_r in honor.rows if who.full_name == LONG_NAME)
        assert "\n" not in cell.text() and LONG_NAME in cell.toolTip()


def test_sj41_winter_cards_are_chosen_as_cards_on_the_map(
        qtbot: Any, table: SenjiTable, german: Any) -> None:
    """SJ-41 at 1024×640: the neutral card to bid on is clicked in the
    auction's sheet, a card to give in the own hand, a category to ask for
    in the sheet of every family's kinds of card — none of them is a button
    of the side panel."""
    from senji_desktop.games.senji.model import Ask, Bid, Give

    table.set_names(NAMES[:4])
    chosen: list[Any] = []
    table.action_chosen.connect(chosen.append)
    cases = [("winter:", Bid, lambda a: ("offer", a.offer)),
             ("winter:bid/None", Give, lambda a: ("card", a.card)),
             ("winter:propose/build", Ask, lambda a: ("ask", a.family, a.card_type))]
    for kind, cls, key in cases:
        state = reach(4, lambda s, k=kind, c=cls: _kind(s) == k and any(
            isinstance(a, c) for a in GAME.legal_actions(s, 0)), seed=1)
        table.show_view(GAME.view(state, 0), True)
        settle()
        action = next(a for a in GAME.legal_actions(state, 0) if isinstance(a, cls))
        assert not any(b.full_text and cls.__name__.lower() in name
                       for name, b in table.panel.buttons.items())
        place = table.place_of(key(action))
        assert place is not None, kind
        widget, point = place
        assert widget is table.board.viewport() and widget.rect().contains(point)
        chosen.clear()
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=point)
        qtbot.waitUntil(lambda: bool(chosen), timeout=2000)
        assert chosen == [action], kind


def test_the_count_choosers_title_is_whole_at_the_smallest_window(
        qtbot: Any, table: SenjiTable, german: Any) -> None:
    """SJ-43 at 1024×640 in German: the chooser of how many units march
    shows its title ("Einheiten nach …") whole, however few the chips."""
    from senji_desktop.games.senji.model import MoveUnits
    from senji_desktop.ui.kit.items import LabelItem

    table.set_names(NAMES[:4])
    state = reach(4, lambda s: _kind(s) == "summer:march/units" and 0 < sum(
        isinstance(a, MoveUnits) for a in GAME.legal_actions(s, 0)) <= 3, seed=1)
    table.show_view(GAME.view(state, 0), True)
    settle()
    titles = [i for i in table.scene.scene_items() if isinstance(i, LabelItem)
              and i.text.startswith("Einheiten nach ")]
    assert len(titles) == 1
    assert titles[0].shown == titles[0].text


@pytest.mark.parametrize("size", [SMALL, LARGE])
def test_sj42_no_order_token_covers_another_provinces_name(
        qtbot: Any, table: SenjiTable, german: Any, size: tuple[int, int]) -> None:
    """SJ-42: an order token (or the dashed place for one) lies beside its
    fortress where it covers no other province's name (Izumo's lay over Aki's)."""
    from senji_desktop.ui.senji.items import OrderItem, SlotItem
    from senji_desktop.ui.senji.layout import geometry

    table.resize(*size)
    table.set_names(NAMES[:4])
    for seed in range(1, 6):
        state = reach(4, lambda s: s.phase == "spring", seed)
        table.show_view(GAME.view(state, 0), True)
        settle()
        board = table.presenter.board(table.view, table.context())
        for pid in geometry().provinces:
            token = board.layout.order_rect(pid)
            for other, name in board.names.items():
                if other != pid:
                    assert not token.intersects(name), (pid, other)
        tokens = [i for i in table.scene.scene_items() if isinstance(i, OrderItem | SlotItem)]
        assert tokens


@pytest.mark.parametrize("scale", [1.0, 1.25, 1.5])
def test_draft_cards_show_whole_names_and_powers_at_every_text_size(
        qtbot: Any, table: SenjiTable, german: Any, scale: float) -> None:
    """SJ-60 at 1024×640 in German, Settings › Text size 100, 125 and 150 %:
    each samurai card to keep shows its name whole (no "Nabeshi…") and is
    tall enough for its whole power text (cards take two rows where the map
    is too narrow for three)."""
    from senji_desktop.ui.senji.items import SamuraiCardItem, samurai_card_height

    state = reach(6, lambda s: s.phase == "draft")
    table.set_names(NAMES)
    table.set_text_scale(scale)
    table.show_view(GAME.view(state, 0), True)
    settle()
    cards = [i for i in table.scene.scene_items() if isinstance(i, SamuraiCardItem)]
    assert len(cards) == len(state.draws[0])
    for card in cards:
        assert card.shown_name() == card.name, card.name
        need = samurai_card_height(card.rect.width(), card.pixel, card.domain, card.power)
        assert card.rect.height() >= need - 0.5, card.name


@pytest.mark.parametrize("scale", [1.0, 1.25, 1.5])
@pytest.mark.parametrize("phase", ["spring", "autumn", "auction"])
def test_sheet_titles_and_chips_are_whole_at_every_text_size(
        qtbot: Any, table: SenjiTable, german: Any, scale: float, phase: str) -> None:
    """1024×640 in German at 100, 125 and 150 % text: the spring orders
    tray's title ("Befehle: 0 von 3 gelegt") and its orders, the autumn's
    "Hanafuda-Kombinationen" and its combinations are whole, not cut with
    "…" (the tray reaches west over the south sea only where that leaves
    every province and its name free, else its title takes two lines); so
    is the winter's "Neutrale Versteigerung" (SJ-41)."""
    from senji_desktop.ui.kit.items import LabelItem
    from senji_desktop.ui.senji.layout import geometry

    if phase == "spring":
        state = reach(4, lambda s: s.phase == "spring")
    elif phase == "auction":
        state = reach(4, lambda s: s.phase == "winter" and any(
            type(a).__name__ == "Bid" for a in GAME.legal_actions(s, 0)))
    else:
        state = reach(4, lambda s: s.phase == "autumn" and s.task.get("seat") == 0
                      and s.task.get("trade") is None and not s.draws[0]
                      and not s.task.get("place"))
    table.set_names(NAMES[:4])
    table.set_text_scale(scale)
    table.show_view(GAME.view(state, 0), True)
    settle()
    items = table.scene.scene_items()
    chips = [i for i in items if isinstance(i, ChipItem)]
    assert chips or phase == "auction"
    labels = [i.text for i in items if isinstance(i, LabelItem)]
    assert phase != "auction" or "Neutrale Versteigerung" in labels, labels
    for chip in chips:
        assert chip.shown() == chip.text, chip.text
    for label in (i for i in items if isinstance(i, LabelItem)):
        assert label.shown == label.text, label.text
    if phase == "spring":
        middle = chips[0].sceneBoundingRect().center()
        tray = next(i for i in items if isinstance(i, SheetItem)
                    and i.sceneBoundingRect().contains(middle))
        box = tray.sceneBoundingRect()
        for pid, shape in geometry().provinces.items():
            assert not shape.path.intersects(box.adjusted(2, 2, -2, -2)), pid


@pytest.mark.parametrize(("size", "scale"), [(SMALL, 1.0), ((1366, 748), 1.25)],
                         ids=["1024x640", "1366x768-125"])
@pytest.mark.parametrize("stage", ["build", "minimum", "answer"])
def test_sj41_the_winter_proposal_is_read_whole_on_the_map(
        qtbot: Any, table: SenjiTable, german: Any, stage: str, size: tuple[int, int],
        scale: float) -> None:
    """SJ-41 at 1024×640 in German (and 1366×768 at 125 % text): the
    proposal being built or answered (what it gives and asks for) is
    written whole on a sheet in the east sea, on as many lines as it takes
    (its title too: "Dein Angebot an …" was cut where the east sea is
    narrow), not in a two-line box of the side panel to scroll; the panel's
    help then leaves it out."""
    from senji_desktop.ui.kit.items import LabelItem
    from senji_desktop.ui.senji.board import proposal_text

    state = reach(4, lambda s: _kind(s) == f"winter:propose/{stage}")
    table.resize(*size)
    table.set_names(NAMES[:4])
    table.set_text_scale(scale)
    table.show_view(GAME.view(state, 0), True)
    settle()
    text = proposal_text(GAME.view(state, 0))
    assert "Gibt:" in text
    labels = [i for i in table.scene.scene_items() if isinstance(i, LabelItem)]
    shown = " ".join(i.shown for i in labels if i.shown == i.text)
    for word in text.split():
        assert word in shown, word
    assert any(i.text.startswith(("Dein Angebot", "Angebot von")) for i in labels)
    assert "Gibt:" not in table.panel.help_label.text()
    for label in labels:
        assert label.shown == label.text, label.text
    # Nothing of it lies under the zoom bar in the map's top right corner.
    view = table.board
    bar = view.zoom_bar
    assert bar is not None and bar.isVisible()
    for label in labels:
        if label.text.startswith(("Dein Angebot", "Angebot von", "Gibt:")):
            box = view.mapFromScene(label.sceneBoundingRect()).boundingRect()
            assert not box.intersects(bar.geometry()), (label.text, box, bar.geometry())


@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_a_past_battles_box_never_lies_over_a_province_to_choose(
        qtbot: Any, table: SenjiTable, german: Any, scale: float) -> None:
    """SJ-43/SJ-44 at 1024×640 in German: after a battle, while the next
    order to carry out (a province) or a march's destination is chosen, the
    last battle's box (wide at 150 %
    text, reaching west over the south sea) lies over no province or sea to
    choose and no name of one — where it would, it is left out (the log
    holds the result)."""
    from senji_desktop.ui.senji.board import legal_areas
    from senji_desktop.ui.senji.items import area_path

    table.set_names(NAMES[:4])
    table.set_text_scale(scale)
    rolls = table.senji.rolls
    checked = 0
    for seed in range(1, 40):
        if checked >= 3:
            break
        state = GAME.new_game(SenjiOptions(num_seats=4), seed)
        rng = Rng(seed)
        rolls.last = None
        for _ in range(3000):
            if GAME.is_over(state):
                break
            if (_kind(state) in ("summer:", "summer:march/dest") and 0 in GAME.to_act(state)
                    and rolls.last is not None and rolls.last.kind == "battle_resolved"):
                view = GAME.view(state, 0)
                table.show_view(view, True)
                settle()
                areas = legal_areas(view)
                board = table.senji.board(view, table.context())
                place = board.places.get(("box",))
                sheets = [place.rect] if place is not None else []
                for area in areas:
                    for box in sheets:
                        inner = box.adjusted(2, 2, -2, -2)
                        assert not area_path(area).intersects(inner), (seed, area)
                        if area in board.names:
                            assert not board.names[area].intersects(inner), (seed, area)
                checked += 1
                break
            seat = GAME.to_act(state)[0]
            legal = GAME.legal_actions(state, seat)
            state, events = apply(GAME, state, seat, legal[rng.randrange(len(legal))])
            for event in events:
                rolls.note(event)
    assert checked >= 1


@pytest.mark.parametrize("scale", [1.0, 1.25, 1.5])
def test_the_own_hand_leaves_every_province_free_at_every_text_size(
        qtbot: Any, table: SenjiTable, german: Any, scale: float) -> None:
    """1024×640 in German, six families, a 24-letter name, winter, text size
    100, 125 and 150 %: the own hand (samurai, hanafuda, twelve diplomacy
    cards) lies over no province, province name, fortress or piece — at
    150 % it grew over Izumo, Nagato and Aki; now its cards lie flat (their
    values as large) and it reaches east over the empty North Sea — and
    every card of it shows its value at least as large as the table's
    smallest text."""
    from senji_desktop.ui.senji.items import CardItem, HanaItem
    from senji_desktop.ui.senji.layout import geometry

    state = reach(6, lambda s: s.phase == "winter" and s.task.get("sub") is None)
    names = list(NAMES)
    names[0] = LONG_NAME
    table.set_names(names)
    table.set_text_scale(scale)
    table.show_view(GAME.view(state, 0), True)
    settle()
    board = table.senji.board(table.view, table.context())
    hand = board.places[("hand",)].rect
    inner = hand.adjusted(1, 1, -1, -1)
    for pid, shape in geometry().provinces.items():
        assert not shape.path.intersects(inner), pid
        assert not board.names[pid].intersects(inner), pid
    for (area, _family), rect in board.stacks.items():
        assert not rect.intersects(inner), area
    cards = [i for i in table.scene.scene_items() if isinstance(i, CardItem | HanaItem)
             and inner.contains(i.sceneBoundingRect().center())]
    assert len(cards) == 4 + len([c for c in state.dip[0]])
    least = table.context().min_px(board.layout.scale)
    for card in cards:
        assert card.text_px is not None and card.text_px >= least - 0.5, card.text


@pytest.mark.parametrize(("size", "text_scale"), [(SMALL, 1.0), (SMALL, 1.5), (LARGE, 1.0)])
def test_sj42_every_troop_badge_lies_in_its_own_province_clear_of_other_names(
        qtbot: Any, table: SenjiTable, size: tuple[int, int], text_scale: float) -> None:
    """A province's troop badges (one family's stack, or two side by side)
    lie inside the province or at its edge over the sea, never over a
    neighbour, where they would take the neighbour's clicks (Yamashiro's lay
    in Kii: a click on its samurai laid an order on Kii, SJ-42), and cover
    no other province's name (Mino's covered Owari's)."""
    from PySide6.QtGui import QFontMetricsF

    from senji_desktop.ui.common import theme
    from senji_desktop.ui.senji.layout import compute_layout, geometry

    table.set_text_scale(text_scale)
    table.resize(*size)
    settle()
    lay = compute_layout(table.context())
    shapes = geometry().provinces
    fm = QFontMetricsF(theme.scene_font(lay.name_px, bold=True))
    names = {pid: lay.name_rect(pid, fm.horizontalAdvance(s.name)) for pid, s in shapes.items()}
    wrong = []
    for pid, shape in shapes.items():
        for troops in ([("mori", 3, 1)], [("mori", 3, 1), ("oda", 12, 2)]):
            for family, rect in lay.stack_rects(pid, troops):
                c = rect.center()
                over = [o for o, s in shapes.items() if o != pid and s.path.contains(c)]
                if not shape.path.contains(c) and over:
                    wrong.append((pid, family, "over", over))
                covered = [o for o, r in names.items() if o != pid and rect.intersects(r)]
                if covered:
                    wrong.append((pid, family, "covers", covered))
    assert not wrong


def test_sj42_a_click_on_a_samurai_figure_beside_a_province_to_choose_opens_the_cards(
        qtbot: Any, table: SenjiTable, german: Any) -> None:
    """Spring (SJ-42): another family's samurai stands in Yamashiro and Kii
    is the player's own province to lay an order on; a click on the figure
    opens the sheet of samurai cards and lays no order (it laid one on Kii,
    where Yamashiro's badge lay)."""
    from senji_desktop.ui.senji.board import spring_provinces

    state = reach(4, lambda s: s.phase == "spring" and "look" not in s.task, seed=2).clone()
    for area in list(state.units):
        for seat in range(state.num_seats):
            if state.samurai[area][seat] and seat != 0:
                sams = state.samurai[area][seat]
                break
        else:
            continue
        break
    else:
        raise AssertionError("no samurai of another seat")
    state.samurai[area][seat] = []
    state.samurai["yamashiro"] = [[] for _ in range(state.num_seats)]
    state.samurai["yamashiro"][seat] = sams
    state.units["yamashiro"] = [0] * state.num_seats
    state.units["yamashiro"][seat] = 3
    state.owner["yamashiro"] = seat
    state.owner["kii"] = 0
    state.units["kii"] = [0] * state.num_seats
    state.units["kii"][0] = 2
    state.orders = {}
    todo = spring_provinces(GAME.view(state, 0))
    assert "kii" in todo and "yamashiro" not in todo
    table.set_names(NAMES[:4])
    table.show_view(GAME.view(state, 0), True)
    settle()
    board = table.presenter.board(table.view, table.context())
    rect, _opens, _tip = board.reads[("figure", "yamashiro", state.families[seat])]
    view = table.board
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.mapFromScene(rect.center()))
    qtbot.waitUntil(lambda: table.looking is not None, timeout=2000)
    assert not any(isinstance(k, tuple) and k[:1] == ("plan",) for k in table.selection)


def test_sj42_the_common_troop_badges_are_placed_ahead_while_the_table_is_idle(
        qtbot: Any, table: SenjiTable) -> None:
    """Finding the place of a province's block of troop badges (SJ-42)
    takes milliseconds; the table finds the common ones while it idles, so
    the first frame of a move searches none: one family's stack, two side
    by side, three in two rows, with or without samurai."""
    from senji_desktop.ui.senji import layout

    state = reach(3, lambda s: True)
    table.show_view(GAME.view(state, 0), False)
    assert table.warming
    qtbot.waitUntil(lambda: not table.warming, timeout=60_000)
    lay = layout.compute_layout(table.context())
    searched = layout._badge_block.cache_info().misses
    for pid in layout.geometry().provinces:
        for troops in ([("mori", 3, 0)], [("mori", 3, 1)], [("mori", 12, 1)], [("mori", 0, 1)],
                       [("mori", 3, 1), ("oda", 12, 2)],
                       [("mori", 3, 0), ("oda", 4, 0), ("date", 2, 1)]):
            lay.stack_rects(pid, troops)
    assert layout._badge_block.cache_info().misses == searched


def test_the_north_seas_fleets_move_aside_rather_than_lie_under_the_hand(
        qtbot: Any, table: SenjiTable, german: Any) -> None:
    """150 % text on a 1024×640 window, a full hand and four families'
    fleets in the North Sea: where no place of the hand leaves that sea
    free, its fleets move east of the hand, still at sea (they lay under
    the hand: neither seen nor clickable)."""
    from senji_desktop.ui.senji.layout import geometry

    state = reach(4, lambda s: s.phase == "winter" and len(s.dip[0]) >= 10)
    for seat in range(4):
        state.units.setdefault("north", [0] * 4)[seat] = 3 + seat
    table.set_names(NAMES[:4])
    table.set_text_scale(1.5)
    table.show_view(GAME.view(state, 0), True)
    settle()
    board = table.senji.board(table.view, table.context())
    hand = board.places[("hand",)].rect
    fleets = {key: r for key, r in board.stacks.items() if key[0] == "north"}
    assert len(fleets) == 4
    shapes = geometry().provinces
    for key, rect in fleets.items():
        assert not rect.intersects(hand), key
        assert not any(s.path.intersects(rect) for s in shapes.values()), key
        shown = [i for i in table.scene.scene_items()
                 if getattr(i, "family", None) == key[1] and getattr(i, "fleet", False)]
        assert shown and shown[0].sceneBoundingRect().intersects(rect), key


@pytest.mark.parametrize("scale", [1.0, 1.25, 1.5])
def test_every_stack_lies_whole_on_the_board_at_a_large_text_size(
        qtbot: Any, table: SenjiTable, scale: float) -> None:
    """Wide stacks (two families of many units, samurai) in every province
    and sea at 100-150 % text on a 1024×640 window: none is cut by the
    board's edge, so the whole view shows each of them (Higo's west of
    Kyushu lay half off the map, out of reach)."""
    from senji_desktop.ui.senji.layout import geometry

    state = reach(3, lambda s: s.phase == "summer")
    g = geometry()
    for area in (*g.provinces, *SEAS):
        state.units[area] = [12, 9, 0]
    table.set_names(NAMES[:3])
    table.set_text_scale(scale)
    try:
        table.show_view(GAME.view(state, 0), True)
        settle()
        board = table.senji.board(table.view, table.context())
        scene = table.scene.sceneRect()
        assert len(board.stacks) >= 2 * len(g.provinces)
        for key, rect in board.stacks.items():
            assert scene.contains(rect), (key, rect, scene)
        # The whole view shows all of the board.
        table.board.fit()
        settle()
        shown = table.board.visible_scene_rect()
        assert shown.adjusted(-3, -3, 3, 3).contains(scene), (shown, scene)
    finally:
        table.set_text_scale(1.0)


@pytest.mark.parametrize("seats", [3, 5])
def test_two_provinces_stacks_never_lie_over_each_other(
        qtbot: Any, table: SenjiTable, seats: int) -> None:
    """Random games on a 1024×640 window at 100 % text, looked at every
    few actions: no province's stack lies over another area's stack
    (Tosa's covered Iyo's, hiding its samurai), and each stays in its
    province or at its edge over the sea (SJ-42)."""
    from senji_desktop.ui.senji.layout import geometry

    shapes = geometry().provinces
    state = GAME.new_game(SenjiOptions(num_seats=seats), 3)
    rng = Rng(3)
    table.set_names(NAMES[:seats])
    looked = 0
    for n in range(3000):
        if GAME.is_over(state):
            break
        if n % 25 == 0:
            looked += 1
            board = table.senji.board(GAME.view(state, 0), table.context())
            stacks = list(board.stacks.items())
            for i, ((area, fam), rect) in enumerate(stacks):
                for (other, fam2), rect2 in stacks[i + 1:]:
                    assert area == other or not rect.intersects(rect2), (area, fam, other, fam2)
                if area in shapes and not shapes[area].path.contains(rect.center()):
                    assert not any(s.path.contains(rect.center())
                                   for o, s in shapes.items() if o != area), (area, fam)
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        state, _ = apply(GAME, state, seat, legal[rng.randrange(len(legal))])
    assert looked > 20

