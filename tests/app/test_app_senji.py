"""Senji in the app, played by clicks (issue 6): every decision point is
playable from the offered controls, a year against the AI with a battle and
a hanafuda purchase, hot-seat spring orders behind pass screens, resume."""

from __future__ import annotations

import random
from typing import Any

import pytest
from app_helpers import click, wait_while_moves_come
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from senji_desktop.engine.rng import Rng
from senji_desktop.games.senji.map import senji_map
from senji_desktop.games.senji.model import (
    Combine,
    Confirm,
    MarchTo,
    MoveUnits,
    Order,
    Pass,
    Propose,
    TakeSamurai,
    Withdraw,
)
from senji_desktop.ui.senji.items import CardItem, HanaItem


def fix_seed(monkeypatch: pytest.MonkeyPatch, seed: int) -> None:
    """Make the new-game dialog deal with `seed` (and draw families from it)."""
    from senji_desktop.ui import new_game_dialog

    random.seed(seed)
    monkeypatch.setattr(new_game_dialog.random, "SystemRandom", lambda: random.Random(seed))


#: A deal in which the first two years bring a battle and a hanafuda purchase.
SEED = 7


def start_senji(qtbot: Any, window: Any, seats: list[tuple[str, str]],
                family: str | None = None, hourglass: bool = False) -> Any:
    """Open the new-game dialog from Senji's home card, fill it in, press Start."""
    click(qtbot, window.home.card("senji").button)
    qtbot.waitUntil(lambda: window.new_game_dialog is not None and
                    window.new_game_dialog.isVisible(), timeout=5000)
    dlg = window.new_game_dialog
    qtbot.waitExposed(dlg)
    dlg.num_seats.setFocus()
    dlg.num_seats.selectAll()
    qtbot.keyClicks(dlg.num_seats, str(len(seats)))
    qtbot.keyClick(dlg.num_seats, Qt.Key.Key_Tab)
    assert dlg.num_seats.value() == len(seats)
    for i, (name, kind) in enumerate(seats):
        edit = dlg.name_edits[i]
        edit.selectAll()
        qtbot.keyClicks(edit, name)
        box = dlg.type_boxes[i]
        box.setCurrentIndex(box.findText(kind))
        assert box.currentText() == kind
    opts = dlg.options_widget
    assert opts is not None
    opts.family.setCurrentIndex(max(0, opts.family.findData(family)))
    # SJ-41: on by default, offered only with two or more humans
    if opts.hourglass.isEnabled() and opts.hourglass.isChecked() != hourglass:
        opts.hourglass.setFocus()
        qtbot.keyClick(opts.hourglass, Qt.Key.Key_Space)
    assert opts.values()["hourglass_offered"] == (sum(k == "Human" for _, k in seats) >= 2)
    assert not opts.values()["hourglass_offered"] or opts.hourglass.isChecked() == hourglass
    with qtbot.waitSignal(window.game_started, timeout=5000) as blocker:
        click(qtbot, dlg.start_button)
    return blocker.args[0]


def choose(qtbot: Any, window: Any, action: Any) -> None:
    """Click `action` the way a player does: the places on the map (one
    after the other for a decision of several clicks, such as the spring
    orders laid on every province and then given) or its button."""
    ctrl = window.controller
    table = window.table
    qtbot.waitUntil(lambda: table.interactive and not table.input_held, timeout=5000)
    assert action in table.view.legal, (action, table.view.legal)
    moves = len(ctrl.moves)
    for _ in range(40):
        if not table.interactive or len(ctrl.moves) > moves:
            break
        points = table.click_points(action)
        assert points, action
        widget, point = points[0]
        if isinstance(widget, QPushButton):
            assert widget.isVisible() and widget.isEnabled(), action
        else:
            assert widget.rect().contains(point), f"{action} is off screen at {point}"
            qtbot.mouseMove(widget, point)
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=point)
    qtbot.waitUntil(lambda: len(ctrl.moves) > moves, timeout=5000)


def lay_orders(qtbot: Any, window: Any, orders: list[Order]) -> None:
    """Drag each spring order from the tray onto its province, then press
    "Give the orders" (SJ-42)."""
    ctrl = window.controller
    table = window.table
    qtbot.waitUntil(lambda: table.interactive and not table.input_held, timeout=5000)
    moves = len(ctrl.moves)
    viewport = table.board.viewport()
    for order in orders:
        start = table.place_of(("tray", order.order))
        end = table.place_of(("area", order.province))
        assert start is not None and end is not None, order
        qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start[1])
        for step in range(1, 9):
            qtbot.mouseMove(viewport, start[1] + (end[1] - start[1]) * step / 8)
        qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end[1])
    planned = {k[1]: k[2] for k in table.context().selection if k[0] == "plan"}
    assert planned == {o.province: o.order for o in orders}
    button = table.panel.buttons["send-orders"]
    assert button.isVisible() and button.isEnabled()
    click(qtbot, button)
    qtbot.waitUntil(lambda: len(ctrl.moves) >= moves + len(orders), timeout=10000)


def random_choice(view: Any, rng: Rng) -> Any:
    """Any offered control (Withdraw rarely, so proposals get finished)."""
    legal = list(view.legal)
    if len(legal) > 1 and any(isinstance(a, Withdraw) for a in legal) and rng.randrange(4):
        legal = [a for a in legal if not isinstance(a, Withdraw)]
    return legal[rng.randrange(len(legal))]


def campaign_choice(view: Any, rng: Rng) -> Any:
    """A player who marches and buys hanafuda combinations when they can."""
    legal = list(view.legal)
    for kind in (Combine,):
        found = [a for a in legal if isinstance(a, kind)]
        if found:
            return found[0]
    if any(isinstance(a, Order) for a in legal):
        # March out of a province with troops, produce hanafuda in the others.
        st = view.state
        todo = [p for p in senji_map().province_ids
                if st.owner.get(p) == view.seat and p not in st.orders]
        return [Order(p, "march" if st.units[p][view.seat] + len(st.samurai[p][view.seat]) >= 2
                      else "produce") for p in todo]
    if any(isinstance(a, Propose) for a in legal):
        return Pass()
    marches = [a for a in legal if isinstance(a, MarchTo)]
    st = view.state
    sub = st.task.get("sub") if isinstance(st.task.get("sub"), dict) else None
    if marches and sub is not None and not sub.get("dests"):
        foreign = [a for a in marches if st.owner.get(a.area) not in (None, view.seat)
                   and a.area in st.owner]
        return (foreign or marches)[0]
    if marches:
        return Confirm() if Confirm() in legal else marches[0]
    units = [a for a in legal if isinstance(a, MoveUnits)]
    if units:
        return max(units, key=lambda a: a.count)
    if any(isinstance(a, TakeSamurai) for a in legal):
        return next(a for a in legal if isinstance(a, TakeSamurai))
    return random_choice(view, rng)


def play(qtbot: Any, window: Any, policy: Any, *, until_year: int, limit: int = 3000,
         seed: int = 5) -> int:
    """Click the policy's choice at every human decision until the game is
    over or `until_year` begins; returns the number of human decisions."""
    ctrl = window.controller
    table = window.table
    rng = Rng(seed)
    count = 0
    for _ in range(limit):
        if count >= limit:
            break
        wait_while_moves_come(qtbot, ctrl, lambda: ctrl.awaiting_human is not None
                              or ctrl.is_over or ctrl.awaiting_pass)
        if ctrl.is_over:
            return count
        if ctrl.awaiting_pass:
            click(qtbot, window.pass_screen.button)
            continue
        qtbot.waitUntil(lambda: table.interactive, timeout=5000)
        if table.view.state.year >= until_year > 1:
            return count
        action = policy(table.view, rng)
        if isinstance(action, list):
            lay_orders(qtbot, window, action)
        else:
            choose(qtbot, window, action)
        count += 1
    if until_year <= 1:
        return count
    raise AssertionError("too many decisions")


def test_every_decision_point_is_playable_by_clicking_offered_controls(
        qtbot: Any, make_window: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    fix_seed(monkeypatch, 11)
    window = make_window()
    ctrl = start_senji(qtbot, window, [("Aiko", "Human"), ("Kenji", "AI – Easy"),
                                       ("Yuki", "AI – Easy")])
    assert ctrl.game_id == "senji"
    decisions = play(qtbot, window, random_choice, until_year=3)
    assert decisions > 20
    kinds = {e.kind for e in window.table._log_events}
    assert {"placed", "order_revealed", "year_ended"} <= kinds


@pytest.mark.parametrize("seed", [SEED])
def test_a_year_against_the_ai_with_a_battle_and_a_hanafuda_purchase(
        qtbot: Any, make_window: Any, monkeypatch: pytest.MonkeyPatch, seed: int) -> None:
    fix_seed(monkeypatch, seed)
    window = make_window()
    start_senji(qtbot, window, [("Aiko", "Human"), ("Kenji", "AI – Easy"),
                                ("Yuki", "AI – Easy")], family="mori")
    play(qtbot, window, campaign_choice, until_year=3)
    table = window.table
    events = table._log_events
    kinds = [e.kind for e in events]
    assert "year_ended" in kinds
    assert "battle_resolved" in kinds
    assert "combination_discarded" in kinds
    # The human clicked a purchase and fought (attacking or defending) themselves.
    assert any(e.kind == "combination_discarded" and e.data["seat"] == 0 for e in events)
    assert any(e.kind == "battle_resolved" and 0 in (e.data["attacker"], e.data["defender"])
               for e in events)
    log = "\n".join(table.log.lines())
    assert "wins the battle for" in log
    assert "discards the combination" in log


def test_sj42_one_undo_takes_back_every_order_given_with_one_click(
        qtbot: Any, make_window: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """"Give the orders" gives one order a province (SJ-A3) with one click;
    one Undo takes them all back, and Redo gives them again."""
    fix_seed(monkeypatch, SEED)
    window = make_window()
    ctrl = start_senji(qtbot, window, [("Aiko", "Human"), ("Kenji", "AI – Easy"),
                                       ("Yuki", "AI – Easy")])
    table = window.table
    rng = Rng(3)
    for _ in range(200):
        wait_while_moves_come(qtbot, ctrl, lambda: ctrl.awaiting_human is not None)
        qtbot.waitUntil(lambda: table.interactive, timeout=5000)
        action = campaign_choice(table.view, rng)
        if isinstance(action, list):
            break
        choose(qtbot, window, action)
    else:
        raise AssertionError("no spring came")
    assert len(action) >= 2
    assert not any(table.view.state.orders), "the others give their orders after Aiko"
    # The others think long now: their orders are not given (and so none is
    # revealed) while Aiko takes hers back.
    ctrl._ai_iterations = 10**9
    before = len(ctrl.moves)
    lay_orders(qtbot, window, action)
    qtbot.waitUntil(lambda: ctrl.thinking is not None, timeout=20000)
    assert len(ctrl.moves) == before + len(action)
    qtbot.waitUntil(window.play.act_undo.isEnabled, timeout=5000)
    ctrl._ai_iterations = 12
    click(qtbot, table.panel.commands["undo"])
    qtbot.waitUntil(lambda: len(ctrl.moves) == before and ctrl.awaiting_human == 0,
                    timeout=20000)
    assert not any(o for o in table.view.state.orders if table.view.state.owner.get(o) == 0)
    window.play.act_redo.trigger()
    qtbot.waitUntil(lambda: len(ctrl.moves) >= before + len(action), timeout=20000)


def test_hot_seat_spring_orders_are_collected_seat_by_seat_behind_pass_screens(
        qtbot: Any, make_window: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    fix_seed(monkeypatch, 3)
    window = make_window()
    ctrl = start_senji(qtbot, window, [("Aiko", "Human"), ("Kenji", "Human"),
                                       ("Yuki", "AI – Easy")])
    assert ctrl.hot_seat
    table = window.table
    rng = Rng(2)
    passes: list[str] = []
    spring_orders: dict[int, list[str]] = {0: [], 1: []}
    for _ in range(600):
        wait_while_moves_come(qtbot, ctrl,
                              lambda: ctrl.awaiting_human is not None or ctrl.awaiting_pass)
        if ctrl.awaiting_pass:
            # Nothing private on screen while the pass screen waits.
            assert not table.isVisible()
            view = table.view
            assert view is None or view.seat is None
            assert not any(isinstance(i, CardItem | HanaItem) for i in table.scene.scene_items())
            assert all(e.visible_to is None for e in table._log_events)
            passes.append(window.pass_screen.name)
            qtbot.waitUntil(window.pass_screen.button.isEnabled, timeout=5000)
            click(qtbot, window.pass_screen.button)
            continue
        qtbot.waitUntil(lambda: table.interactive, timeout=5000)
        view = table.view
        seat = view.seat
        if view.state.phase == "spring":
            # Earlier seats' orders lie face down for this seat, on the map too.
            for prov, (owner, order) in view.state.orders.items():
                if owner != seat:
                    assert order == "?", (prov, order)
            drawing = table.scene.drawing
            assert drawing is not None
            drawn = {p.id[1]: p.spec.args[1] for p in drawing.pieces
                     if p.id is not None and p.id[0] == "order"
                     and not p.spec.kwargs.get("planned")}
            for prov, (owner, _order) in view.state.orders.items():
                if owner != seat:
                    assert drawn[prov] == "?", (prov, drawn[prov])
            # The other human's orders appear face down only: no line of theirs
            # names an order ("Kenji orders March in …").
            other = ("Aiko", "Kenji")[1 - seat]
            other_lines = [ln for ln in table.log.lines() if ln.startswith(other)
                           and any(o in ln for o in ("March", "Produce", "Recruit"))]
            assert not other_lines, other_lines
            orders = campaign_choice(view, rng)
            spring_orders[seat].extend(o.province for o in orders)
            lay_orders(qtbot, window, orders)
            continue
        if spring_orders[0] and spring_orders[1] and view.state.phase == "summer":
            break
        choose(qtbot, window, random_choice(view, rng))
    assert spring_orders[0] and spring_orders[1]
    assert "Aiko" in passes and "Kenji" in passes


def test_resume_a_senji_game(qtbot: Any, make_window: Any,
                             monkeypatch: pytest.MonkeyPatch) -> None:
    fix_seed(monkeypatch, 5)
    window = make_window()
    start_senji(qtbot, window, [("Aiko", "Human"), ("Kenji", "AI – Easy"),
                                ("Yuki", "AI – Easy")])
    ctrl = window.controller
    play(qtbot, window, random_choice, until_year=1, limit=6)
    qtbot.waitUntil(lambda: ctrl.awaiting_human == 0 and window.table.interactive,
                    timeout=30000)
    moves = ctrl.moves
    view = window.table.view
    window.close()
    qtbot.waitUntil(lambda: not ctrl.running, timeout=5000)
    again = make_window()
    assert again.pending_resume is not None
    assert "Senji" in again.home.banner.text.text()
    with qtbot.waitSignal(again.game_started, timeout=5000) as blocker:
        click(qtbot, again.home.banner.resume)
    resumed = blocker.args[0]
    assert resumed.moves == moves
    qtbot.waitUntil(lambda: resumed.awaiting_human == 0, timeout=10000)
    state = again.table.view.state
    assert state.honor == view.state.honor and state.owner == view.state.owner
    assert state.hana[0] == view.state.hana[0] and state.dip[0] == view.state.dip[0]


def test_sj20_new_game_dialog_has_no_first_player_field_for_senji(
        qtbot: Any, make_window: Any) -> None:
    """The Emperor orders every year (SJ-20): Senji's dialog hides the field,
    Senshi's keeps it."""
    window = make_window()
    click(qtbot, window.home.card("senji").button)
    qtbot.waitUntil(lambda: window.new_game_dialog is not None and
                    window.new_game_dialog.isVisible(), timeout=5000)
    dlg = window.new_game_dialog
    qtbot.waitExposed(dlg)
    assert not dlg.first_seat.isVisible() and not dlg.first_label.isVisible()
    assert dlg.options_widget.family.isVisible()
    assert dlg.setup().options["first_seat"] is None
    assert dlg.remembered()["senji"]["first_seat"] is None
    click(qtbot, dlg.cancel_button)
    qtbot.waitUntil(lambda: not dlg.isVisible(), timeout=5000)
    click(qtbot, window.home.card("senshi").button)
    qtbot.waitUntil(lambda: window.new_game_dialog is not None and
                    window.new_game_dialog is not dlg and
                    window.new_game_dialog.isVisible(), timeout=5000)
    assert window.new_game_dialog.first_seat.isVisible()


def test_sj46_result_dialog_new_game_and_home_work_by_clicks(
        qtbot: Any, make_window: Any) -> None:
    """The Senji result dialog's "New game" opens the new-game dialog of
    Senji and "Back to the home screen" leaves the table (both once did
    nothing: the table declared neither signal)."""
    from senji_desktop.engine.core import Outcome
    from senji_desktop.persistence.saves import SeatConfig

    window = make_window()
    seats = [SeatConfig(name=n, kind="human") for n in ("Aiko", "Kenji", "Yuki")]
    assert window.start_game("senji", {"num_seats": 3}, SEED, seats)
    table = window.table
    qtbot.waitUntil(lambda: window.controller.awaiting_pass
                    or window.controller.awaiting_human is not None, timeout=10000)
    outcome = Outcome((1,), ((1,), (0,), (2,)), (0.0, 1.0, 0.0), (40.0, 63.0, 12.0),
                      {"year": 7, "honor": [40, 63, 12], "valve": False})
    view = window.controller.view_for(None)

    def open_result() -> Any:
        table.show_outcome(outcome, view)
        qtbot.waitUntil(lambda: table.end_dialog is not None
                        and table.end_dialog.isVisible(), timeout=5000)
        return table.end_dialog

    dialog = open_result()
    click(qtbot, dialog.new_game_button)
    qtbot.waitUntil(lambda: window.new_game_dialog is not None
                    and window.new_game_dialog.isVisible(), timeout=5000)
    assert window.new_game_dialog.setup().game_id == "senji"
    window.new_game_dialog.reject()
    qtbot.waitUntil(lambda: window.new_game_dialog is None, timeout=5000)
    dialog = open_result()
    click(qtbot, dialog.home_button)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.home, timeout=5000)
    assert window.controller is None
