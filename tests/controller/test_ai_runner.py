"""AiProcess: AI decisions in a child process driven by a worker thread."""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest

from senji_desktop.ai.agents import make_agent
from senji_desktop.ai.ismcts import SearchCancelled
from senji_desktop.controller import ai_runner
from senji_desktop.controller.ai_runner import AiProcess
from senji_desktop.games.senshi import GAME, SenshiOptions


def _view(seed: int = 3) -> Any:
    state = GAME.new_game(SenshiOptions(num_seats=2, first_seat=0), seed)
    return GAME.view(state, GAME.to_act(state)[0])


@pytest.fixture
def runner() -> Iterator[AiProcess]:
    proc = AiProcess()
    yield proc
    proc.shutdown()


def _no_fallback() -> Any:
    raise AssertionError("the child should have decided")


def test_child_decides_like_a_new_agent_in_a_thread(runner: AiProcess) -> None:
    view = _view()
    kw = {"seed": 11, "iterations": 60}
    expected = [make_agent("senshi", "normal", **kw).decide(view) for _ in range(2)]
    got = [runner.decide(0, "senshi", "normal", kw, view, None, _no_fallback) for _ in range(2)]
    assert got == expected  # a new agent with those arguments for every request
    assert got[0] in view.legal
    assert runner.pid is not None and runner.alive


def test_the_same_request_again_gets_the_same_answer_as_after_an_undo(
        runner: AiProcess) -> None:
    """An undo brings a position back, and the AI deciding there is asked with
    the same seat, seed and view again: it must answer as the first time (an
    agent kept from the first request had moved its random generator on, so
    taking a move back and playing it again could change the AI's reply)."""
    from senji_desktop.games.tenno import GAME as TENNO

    state = TENNO.new_game(TENNO.options_adapter.validate_python(
        {"num_seats": 2, "first_seat": 0}), 5)
    view = TENNO.view(state, TENNO.to_act(state)[0])
    kw = {"seed": 7, "iterations": 20}
    fresh = make_agent("tenno", "normal", **kw).decide(view)
    got = [runner.decide(1, "tenno", "normal", kw, view, None, _no_fallback) for _ in range(3)]
    assert got == [fresh] * 3


def test_cancel_stops_a_long_search_and_the_next_request_still_works(runner: AiProcess) -> None:
    view = _view()
    cancel = threading.Event()
    long_kw = {"seed": 1, "iterations": 10_000_000}
    with ThreadPoolExecutor(1) as pool:
        fut = pool.submit(runner.decide, 1, "senshi", "hard", long_kw, view, cancel, _no_fallback)
        # Let the request reach the child, then cancel it.
        assert not fut.done()
        cancel.set()
        with pytest.raises(SearchCancelled):
            fut.result(timeout=60)
    assert runner.alive  # a cancel does not cost the child
    # The shared cancel event is cleared before the next request.
    action = runner.decide(0, "senshi", "easy", {"seed": 2, "iterations": 20}, view,
                           threading.Event(), _no_fallback)
    assert action in view.legal


def test_an_already_cancelled_request_raises(runner: AiProcess) -> None:
    cancel = threading.Event()
    cancel.set()
    with pytest.raises(SearchCancelled):
        runner.decide(0, "senshi", "easy", {"seed": 2, "iterations": 20}, _view(), cancel,
                      _no_fallback)


def test_shutdown_ends_the_child_and_refuses_later_requests(runner: AiProcess) -> None:
    runner.decide(0, "senshi", "easy", {"seed": 2, "iterations": 20}, _view(), None, _no_fallback)
    assert runner.alive
    runner.shutdown()
    assert not runner.alive
    with pytest.raises(SearchCancelled):
        runner.decide(0, "senshi", "easy", {"seed": 2, "iterations": 20}, _view(), None,
                      _no_fallback)
    runner.shutdown()  # repeated shutdown is harmless


def test_shutdown_during_a_search_cancels_the_waiting_worker(runner: AiProcess) -> None:
    view = _view()
    runner.decide(0, "senshi", "easy", {"seed": 2, "iterations": 20}, view, None, _no_fallback)
    started = threading.Event()

    def fallback() -> Any:
        raise AssertionError("no fallback after shutdown")

    with ThreadPoolExecutor(1) as pool:
        fut = pool.submit(lambda: (started.set(), runner.decide(
            1, "senshi", "hard", {"seed": 1, "iterations": 10_000_000}, view, None, fallback)))
        started.wait(10)
        runner.shutdown()
        with pytest.raises(SearchCancelled):
            fut.result(timeout=60)
    assert not runner.alive


def test_warm_up_starts_the_child_in_the_background(runner: AiProcess) -> None:
    runner.warm_up()
    action = runner.decide(0, "senshi", "easy", {"seed": 2, "iterations": 20}, _view(), None,
                           _no_fallback)
    assert action in _view().legal
    assert runner.alive


def test_a_killed_child_falls_back_to_the_thread(runner: AiProcess,
                                                  caplog: pytest.LogCaptureFixture) -> None:
    view = _view()
    runner.decide(0, "senshi", "easy", {"seed": 2, "iterations": 20}, view, None, _no_fallback)
    first = runner._proc
    assert first is not None
    calls: list[int] = []

    def fallback() -> Any:
        calls.append(1)
        return view.legal[0]

    # Kill only once the worker thread holds the running child: killed any
    # earlier, decide() would rightly start a fresh child for the request.
    holding = threading.Event()
    ensure_started = runner._ensure_started

    def spy() -> Any:
        got = ensure_started()
        holding.set()
        return got

    runner._ensure_started = spy  # type: ignore[method-assign]
    with ThreadPoolExecutor(1) as pool:
        fut = pool.submit(runner.decide, 1, "senshi", "hard",
                          {"seed": 1, "iterations": 10_000_000}, view, None, fallback)
        assert holding.wait(60)
        first.kill()  # the child dies in the middle of a search
        assert fut.result(timeout=60) == view.legal[0]
    assert calls == [1]
    assert "searching in the worker thread instead" in caplog.text
    # The next request starts a fresh child.
    runner.decide(0, "senshi", "easy", {"seed": 2, "iterations": 20}, view, None, _no_fallback)
    assert runner.alive and runner._proc is not first


def test_a_child_that_cannot_start_falls_back(monkeypatch: pytest.MonkeyPatch,
                                              runner: AiProcess) -> None:
    def broken(*_a: Any, **_k: Any) -> Any:
        raise OSError("no processes left")

    monkeypatch.setattr(runner._ctx, "Process", broken)
    view = _view()
    assert runner.decide(0, "senshi", "easy", {"seed": 2}, view, None,
                         lambda: view.legal[-1]) == view.legal[-1]
    assert not runner.alive


def test_the_child_entry_module_loads_without_qt() -> None:
    import subprocess
    import sys

    code = ("import sys, senji_desktop.controller.ai_runner; "
            "print(any(m.startswith(('PySide6', 'shiboken')) for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, timeout=60)
    assert out.stdout.strip() == "False"


@pytest.mark.skipif(not hasattr(os, "getpriority"), reason="POSIX scheduling priority")
def test_the_child_runs_at_a_lower_priority_than_the_gui(runner: AiProcess) -> None:
    """The search child yields the CPU to the GUI process (CHILD_NICE)."""
    runner.decide(0, "senshi", "easy", {"seed": 2, "iterations": 10}, _view(), None,
                  _no_fallback)
    assert runner.pid is not None
    own = os.getpriority(os.PRIO_PROCESS, 0)
    child = os.getpriority(os.PRIO_PROCESS, runner.pid)
    assert child == min(19, own + ai_runner.CHILD_NICE)


_EXIT_WITH_A_CHILD = """
import os, sys, threading, time
from senji_desktop.controller.ai_runner import AiProcess
from senji_desktop.games.senshi import GAME, SenshiOptions

if __name__ == "__main__":
    state = GAME.new_game(SenshiOptions(num_seats=2, first_seat=0), 3)
    view = GAME.view(state, GAME.to_act(state)[0])
    process = AiProcess()
    process.decide(0, "senshi", "normal", {"seed": 1, "iterations": 20}, view,
                   threading.Event(), lambda: None)
    # The app's own end: everything on disk, then os._exit (no garbage collection).
    sys.stderr.flush()
    os._exit(0)
"""


def test_an_app_that_ends_at_once_leaves_no_semaphores_behind(tmp_path: Any) -> None:
    """Nothing on stderr at a normal quit: the AI child's cancel flag is no
    named semaphore, so multiprocessing's resource tracker (which outlives the
    app) finds nothing leaked ("There appear to be 5 leaked semaphore
    objects" before)."""
    import subprocess
    import sys

    script = tmp_path / "exit_with_a_child.py"
    script.write_text(_EXIT_WITH_A_CHILD)
    result = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0
    # The tracker writes its warning when the app's end of its pipe closes,
    # i.e. after the app ended: the captured stderr (closed by the tracker
    # and the killed child too) includes it.
    assert result.stderr == ""
