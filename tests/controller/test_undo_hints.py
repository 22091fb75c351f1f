"""GameController: undo, redo and hints (the policy itself: tests/engine/test_undo_policy.py)."""

from __future__ import annotations

import json
import threading
from typing import Any

from ctl_helpers import FirstLegal, RecordingTable, Seat, Stubborn

from senji_desktop.controller import GameController
from senji_desktop.engine.hint import HintReason


def _autosave_json(game_id: str) -> dict[str, Any]:
    from senji_desktop.persistence.saves import autosave_path

    data: dict[str, Any] = json.loads(autosave_path(game_id).read_text(encoding="utf-8"))
    data.pop("saved_at")
    return data


class Recorder:
    """Collects a controller's undo_changed signals."""

    def __init__(self, ctrl: GameController) -> None:
        self.states: list[tuple[bool, str, bool]] = []
        ctrl.undo_changed.connect(lambda *a: self.states.append(tuple(a)))  # type: ignore[arg-type]

    @property
    def last(self) -> tuple[bool, str, bool]:
        return self.states[-1]


def _solo_senshi(table: RecordingTable, agents: list[Any], **kw: Any) -> GameController:
    def make(game_id: str, name: str, **akw: Any) -> Any:
        agent = FirstLegal()
        agents.append((name, akw["seed"], agent))
        return agent

    return GameController("senshi", {"num_seats": 2, "first_seat": 0}, 3,
                          [Seat("Aiko", "human", None), Seat("Kenji")], table,
                          agent_factory=make, **kw)


def _human_turn(qtbot: Any, table: RecordingTable, ctrl: GameController, moves: int) -> Any:
    qtbot.waitUntil(lambda: table.interactive_view is not None and len(ctrl.moves) == moves,
                    timeout=10000)
    return table.interactive_view


def test_undo_takes_back_the_move_and_the_ai_reply_and_the_autosave_follows(
        qtbot: Any, aloop: Any, table: RecordingTable) -> None:
    agents: list[Any] = []
    ctrl = _solo_senshi(table, agents)
    undo = Recorder(ctrl)
    ctrl.start()
    view = _human_turn(qtbot, table, ctrl, 0)
    assert undo.last == (False, "no_move", False)
    table.action_chosen.emit(view.legal[0])          # Aiko picks, Kenji picks
    view = _human_turn(qtbot, table, ctrl, 2)
    before = _autosave_json("senshi")
    first_view = view
    table.action_chosen.emit(view.legal[0])          # Aiko studies, Kenji replies
    view = _human_turn(qtbot, table, ctrl, 4)
    assert undo.last[0] is True
    ai_seed_then = agents[-1][1]
    assert ctrl.undo()
    view = _human_turn(qtbot, table, ctrl, 2)
    # Exactly the earlier position: the same view, the same autosave, the log rebuilt.
    assert view == first_view
    assert _autosave_json("senshi") == before
    assert table.calls[-2][0] == "reset_log"
    assert undo.last == (True, "", True)
    # Redo plays the two moves again; a new move clears redo.
    assert ctrl.redo()
    _human_turn(qtbot, table, ctrl, 4)
    assert not ctrl.can_redo
    assert ctrl.undo()
    view = _human_turn(qtbot, table, ctrl, 2)
    table.action_chosen.emit(view.legal[0])
    _human_turn(qtbot, table, ctrl, 4)
    assert not ctrl.can_redo
    # The AI, asked the same position again, was seeded the same way.
    assert agents[-1][1] == ai_seed_then
    ctrl.stop()


def test_undo_back_to_the_first_move_and_no_further(qtbot: Any, aloop: Any,
                                                    table: RecordingTable) -> None:
    ctrl = _solo_senshi(table, [], autosave=False)
    messages: list[str] = []
    ctrl.status_message.connect(messages.append)
    ctrl.start()
    view = _human_turn(qtbot, table, ctrl, 0)
    table.action_chosen.emit(view.legal[0])
    view = _human_turn(qtbot, table, ctrl, 2)
    table.action_chosen.emit(view.legal[0])
    _human_turn(qtbot, table, ctrl, 4)
    assert ctrl.undo()
    _human_turn(qtbot, table, ctrl, 2)
    assert ctrl.undo()
    _human_turn(qtbot, table, ctrl, 0)
    assert not ctrl.undo()
    assert messages[-1] == "You have no move to take back."
    ctrl.stop()


def test_undo_while_the_ai_thinks_cancels_its_search(qtbot: Any, aloop: Any,
                                                     table: RecordingTable) -> None:
    stubborn = Stubborn()
    ctrl = GameController("senshi", {"num_seats": 2, "first_seat": 0}, 3,
                          [Seat("Aiko", "human", None), Seat("Kenji")], table,
                          agent_factory=lambda *a, **k: stubborn, autosave=False)
    ctrl.start()
    view = _human_turn(qtbot, table, ctrl, 0)
    table.action_chosen.emit(view.legal[0])
    qtbot.waitUntil(stubborn.started.is_set, timeout=5000)
    assert ctrl.thinking == 1
    assert ctrl.undo()
    qtbot.waitUntil(stubborn.saw_cancel.is_set, timeout=5000)
    _human_turn(qtbot, table, ctrl, 0)
    assert ctrl.thinking is None
    ctrl.stop()


def test_undo_is_refused_with_the_reason_after_a_card_was_shown(
        qtbot: Any, aloop: Any, table: RecordingTable) -> None:
    # Tenno (TEN-2): an attack shows the defending card to everybody.
    ctrl = GameController("tenno", {"num_seats": 2, "first_seat": 0}, 5,
                          [Seat("Aiko", "human", None), Seat("Kenji")], table,
                          agent_factory=lambda *a, **k: FirstLegal(), autosave=False)
    undo = Recorder(ctrl)
    messages: list[str] = []
    ctrl.status_message.connect(messages.append)
    ctrl.start()
    from senji_desktop.games.tenno.model import Attack

    while True:
        qtbot.waitUntil(lambda: table.interactive_view is not None, timeout=10000)
        view = table.interactive_view
        attacks = [a for a in view.legal if isinstance(a, Attack)]
        n = len(ctrl.moves)
        table.action_chosen.emit(attacks[0] if attacks else view.legal[0])
        qtbot.waitUntil(lambda n=n: len(ctrl.moves) > n, timeout=10000)
        if attacks:
            break
    qtbot.waitUntil(lambda: table.interactive_view is not None or ctrl.is_over, timeout=10000)
    assert undo.last[:2] == (False, "revealed")
    assert not ctrl.undo()
    assert messages[-1] == "Since your last move you have seen something that was hidden."
    ctrl.stop()


def test_hot_seat_undo_only_for_the_last_human_until_the_pass_screen(
        qtbot: Any, aloop: Any, table: RecordingTable) -> None:
    seats = [Seat("Aiko", "human", None), Seat("Kenji", "human", None)]
    ctrl = GameController("senshi", {"num_seats": 2, "first_seat": 0}, 9, seats, table,
                          agent_factory=lambda *a, **k: FirstLegal(), autosave=False)
    undo = Recorder(ctrl)
    passes: list[int] = []
    ctrl.pass_requested.connect(lambda seat, _name: passes.append(seat))
    ctrl.start()
    qtbot.waitUntil(lambda: passes == [0], timeout=5000)
    ctrl.confirm_pass()
    view = _human_turn(qtbot, table, ctrl, 0)
    table.action_chosen.emit(view.legal[0])
    # Kenji's pass screen: Aiko may no longer take her move back.
    qtbot.waitUntil(lambda: passes == [0, 1], timeout=5000)
    assert undo.last[:2] == (False, "handed_over")
    assert not ctrl.undo()
    ctrl.confirm_pass()
    view = _human_turn(qtbot, table, ctrl, 1)
    # Kenji has made no move yet: that is what he is told, not Aiko's move.
    assert undo.last[:2] == (False, "no_move")
    ctrl.stop()


def test_a_hint_suggests_a_legal_move_with_a_reason_and_marks_the_save(
        qtbot: Any, aloop: Any, table: RecordingTable) -> None:
    from senji_desktop.persistence.saves import load_autosave

    asked: list[tuple[str, Any]] = []

    def make(game_id: str, name: str, **kw: Any) -> Any:
        agent = FirstLegal()
        asked.append((name, agent))
        return agent

    ctrl = GameController("senshi", {"num_seats": 2, "first_seat": 0}, 3,
                          [Seat("Aiko", "human", None), Seat("Kenji")], table,
                          agent_factory=make)
    ctrl.start()
    view = _human_turn(qtbot, table, ctrl, 0)
    table.action_chosen.emit(view.legal[0])
    view = _human_turn(qtbot, table, ctrl, 2)
    assert not ctrl.hints_used
    with qtbot.waitSignal(ctrl.hint_ready, timeout=10000) as blocker:
        assert ctrl.request_hint()
    action, reason = blocker.args
    assert action in view.legal
    assert reason is None or isinstance(reason, HintReason)
    # The hint was searched by the Normal AI on Aiko's own view.
    name, agent = asked[-1]
    assert name == "normal" and [v.seat for v in agent.views] == [0]
    assert ctrl.hints_used
    save = load_autosave("senshi")
    assert save is not None and save.hints_used
    ctrl.stop()


def test_a_hint_is_refused_when_no_human_decides_and_cancelled_by_a_move(
        qtbot: Any, aloop: Any, table: RecordingTable) -> None:
    stubborn = Stubborn()

    def make(game_id: str, name: str, **kw: Any) -> Any:
        return stubborn if name == "normal" else FirstLegal()

    ctrl = GameController("senshi", {"num_seats": 2, "first_seat": 1}, 3,
                          [Seat("Aiko", "human", None), Seat("Kenji", "ai", "random")], table,
                          agent_factory=make, autosave=False)
    got: list[Any] = []
    ctrl.hint_ready.connect(lambda *a: got.append(a))
    messages: list[str] = []
    ctrl.status_message.connect(messages.append)
    assert not ctrl.request_hint()
    ctrl.start()
    view = _human_turn(qtbot, table, ctrl, 1)
    assert ctrl.request_hint()
    qtbot.waitUntil(stubborn.started.is_set, timeout=5000)
    table.action_chosen.emit(view.legal[0])
    qtbot.waitUntil(stubborn.saw_cancel.is_set, timeout=5000)
    _human_turn(qtbot, table, ctrl, 3)
    assert got == []
    ctrl.stop()


def test_hints_used_survives_a_resume(qtbot: Any, aloop: Any, table: RecordingTable) -> None:
    from senji_desktop.persistence.saves import SaveGame, SeatConfig

    save = SaveGame(game_id="senshi", options={"num_seats": 2}, seed=1,
                    seats=[SeatConfig(name="A", kind="human"),
                           SeatConfig(name="B", kind="ai", agent="random")],
                    moves=[], hints_used=True)
    ctrl = GameController.from_save(save, table, autosave=False)
    assert ctrl.hints_used and ctrl.save_game().hints_used


def test_the_ai_worker_is_free_again_after_a_cancelled_hint(
        qtbot: Any, aloop: Any, table: RecordingTable) -> None:
    release = threading.Event()

    class Slow(FirstLegal):
        def decide(self, view: Any, cancel: threading.Event | None) -> Any:
            release.wait(5)
            return super().decide(view, cancel)

    def make(game_id: str, name: str, **kw: Any) -> Any:
        return Slow() if name == "normal" else FirstLegal()

    ctrl = GameController("senshi", {"num_seats": 2, "first_seat": 0}, 3,
                          [Seat("Aiko", "human", None), Seat("Kenji")], table,
                          agent_factory=make, autosave=False)
    ctrl.start()
    view = _human_turn(qtbot, table, ctrl, 0)
    assert ctrl.request_hint()
    ctrl.cancel_hint()
    release.set()
    table.action_chosen.emit(view.legal[0])
    _human_turn(qtbot, table, ctrl, 2)
    ctrl.stop()
