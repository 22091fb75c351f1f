"""GUI benchmark figures: responsiveness while the AI thinks, and cold start.

:func:`responsiveness` runs the Senshi table in this process with animations
at normal speed playing a seeded game over and over, while a Hard agent
searches non-stop (as in the app: a worker thread drives the search in a
child process, ``controller/ai_runner.py``), and records the gaps
between the ticks of a 10 ms QTimer. Busy animation frames are where a
worker thread holding the GIL hurts most. Targets:
p99 <= 20 ms, max <= 35 ms.

:func:`cold_start` spawns ``python -m senji_desktop`` with
``SENJI_DESKTOP_STARTUP_PROBE=1`` (the app prints a marker line the moment
the home screen is first painted, then quits) and measures from ``Popen`` to
that line. Target: median <= 1.5 s.

Senji (issue 6): :func:`senji_responsiveness` plays a seeded Senji game's
events on the Senji table (moves, battle dice in the tray, crossings,
honor) at normal speed, with and without a Hard agent searching a Senji
view in the app's child process, and records the same 10 ms timer gaps
(``senji_dice_*`` without AI, ``senji_hard_*`` with it). :func:`senji_start`
spawns the app with a new 3-player Senji game on the command line and
measures from ``Popen`` to the first paint of the map's viewport
(``senji_start_to_map_s``, median).

Times are wall-clock milliseconds or seconds as the key names say.
"""

from __future__ import annotations

import itertools
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from typing import Any

COLD_START_RUNS = 5
TIMER_MS = 10


def _ensure_platform() -> None:
    """Use the offscreen platform when there is no display (CI, SSH)."""
    if "QT_QPA_PLATFORM" not in os.environ and not (
            os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
            or sys.platform in ("win32", "darwin")):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    k = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[k]


def _script(seed: int = 5) -> tuple[Any, list[tuple[list[Any], Any]]]:
    """A seeded 2-player game between heuristic agents, as seat 0 watches it:
    (initial view, [(events, view after)])."""
    from senji_desktop.ai.agents import make_agent
    from senji_desktop.games.senshi import GAME, SenshiOptions

    state = GAME.new_game(SenshiOptions(num_seats=2, first_seat=0), seed)
    agents = [make_agent("senshi", "heuristic", seed=seed + s) for s in range(2)]
    first = GAME.view(state, 0)
    steps = []
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        events = GAME.step(state, seat, agents[seat].decide(GAME.view(state, seat)))
        shown = [e2 for e in events if (e2 := e.for_seat(0)) is not None]
        steps.append((shown, GAME.view(state, 0)))
    return first, steps


def _timer_gaps(make_table: Any, names: list[str], first: Any,
                steps: list[tuple[list[Any], Any]], views: list[Any], seconds: float, *,
                game_id: str, ai: bool, child: bool = True, animate: bool = True,
                switch_interval_s: float | None) -> tuple[list[float], dict[str, int]]:
    """The load both responsiveness figures measure, for `seconds`: the table
    `make_table()` (1280×800, animations at normal speed) plays `steps` from
    `first` over and over when `animate`, while, when `ai`, a worker thread
    has a Hard `game_id` agent decide `views` in turn without pause (in the
    app's child process, ``controller/ai_runner.py``, unless `child` is
    False). ``sys.setswitchinterval`` is `switch_interval_s` meanwhile (None:
    unchanged). Returns the gaps in ms between the ticks of a TIMER_MS QTimer,
    and the counts ``ticks``, ``steps`` (animated), ``rolls`` (dice rolled
    in those steps) and ``decisions``."""
    from PySide6.QtCore import QEventLoop, Qt, QTimer
    from PySide6.QtWidgets import QApplication

    from senji_desktop.ai.agents import make_agent
    from senji_desktop.controller.ai_runner import AiProcess
    from senji_desktop.controller.game_controller import AI_TIME_LIMIT_S

    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "bench"])
    old_interval = sys.getswitchinterval()
    if switch_interval_s is not None:
        sys.setswitchinterval(switch_interval_s)
    table = make_table()
    table.resize(1280, 800)
    table.set_names(names)
    table.set_animation_speed(1.0)
    table.show()
    table.show_view(first, False)
    # As when a game starts: the table settles (its work ahead for this
    # size, KitTable.warming) before anything is measured.
    settle = time.perf_counter() + 30.0
    while getattr(table, "warming", False) and time.perf_counter() < settle:
        app.processEvents()
    counts = {"i": 0, "steps": 0, "rolls": 0, "decisions": 0}

    def next_step() -> None:
        i = counts["i"]
        if i >= len(steps):
            counts["i"] = 0
            table.reset_log([])
            table.show_view(first, False)
            QTimer.singleShot(0, next_step)
            return
        events, after = steps[i]
        before = steps[i - 1][1] if i else first
        counts["i"] = i + 1
        counts["steps"] += 1
        # The dice roll into the battle box as part of these steps' animation.
        counts["rolls"] += sum(e.kind in ("battle_started", "crossing_rolled", "emperor_rolloff")
                               for e in events)
        table.play_events(events, before, after)

    table.animations_finished.connect(next_step)
    stop = threading.Event()
    runner = AiProcess() if ai and child else None
    kw = {"seed": 1, "time_limit_s": AI_TIME_LIMIT_S}

    def think() -> None:
        agent = make_agent(game_id, "hard", **kw)
        k = 0
        while not stop.is_set():
            view = views[k % len(views)]
            try:
                if runner is not None:
                    runner.decide(view.seat or 0, game_id, "hard", kw, view, stop,
                                  lambda v=view: agent.decide(v, stop))
                else:
                    agent.decide(view, stop)
            except Exception:  # SearchCancelled when the bench ends
                break
            counts["decisions"] += 1
            k += 1

    ticks: list[float] = []
    timer = QTimer()
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    timer.setInterval(TIMER_MS)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    worker = threading.Thread(target=think, name="bench-ai", daemon=True)
    loop = QEventLoop()
    try:
        if ai:
            if runner is not None:
                runner.warm_up()
            worker.start()
        if animate:
            next_step()
        timer.start()
        QTimer.singleShot(int(seconds * 1000), loop.quit)
        loop.exec()
    finally:
        timer.stop()
        stop.set()
        if runner is not None:
            runner.shutdown()
        if worker.is_alive():
            worker.join(5)
        table.animations_finished.disconnect(next_step)
        table.hide()
        table.deleteLater()
        app.processEvents()
        sys.setswitchinterval(old_interval)
    gaps = [(b - a) * 1000 for a, b in itertools.pairwise(ticks)]
    return gaps, {"ticks": len(ticks), "steps": counts["steps"], "rolls": counts["rolls"],
                  "decisions": counts["decisions"]}


def responsiveness(seconds: float = 4.0, *, switch_interval_s: float | None = -1.0,
                   ai: bool = True, animate: bool = True,
                   child: bool = True) -> dict[str, Any]:
    """Gaps of a 10 ms QTimer while Hard searches and the table animates.

    `switch_interval_s` temporarily sets ``sys.setswitchinterval``: -1 (the
    default) uses the app's ``GUI_SWITCH_INTERVAL_S``, None keeps the current
    value. `ai` / `animate` switch the two loads off to see each one alone;
    `child` False searches in the worker thread itself instead of in the app's
    child process (``controller/ai_runner.py``), for comparison. Returns gui_timer_gap_p50_ms / _p99_ms / _max_ms,
    gui_timer_ticks, gui_animation_steps and gui_ai_decisions."""
    _ensure_platform()
    from senji_desktop.ui.senshi.table import SenshiTable

    old_interval = sys.getswitchinterval()
    if switch_interval_s == -1.0:
        from senji_desktop.app import GUI_SWITCH_INTERVAL_S

        switch_interval_s = GUI_SWITCH_INTERVAL_S
    first, steps = _script()
    views = [after for _events, after in steps if after.legal and after.seat == after.current]
    gaps, counts = _timer_gaps(SenshiTable, ["Aiko", "Kenji"], first, steps, views or [first],
                               seconds, game_id="senshi", ai=ai, child=child, animate=animate,
                               switch_interval_s=switch_interval_s)
    return {
        "gui_timer_interval_ms": TIMER_MS,
        "gui_timer_ticks": counts["ticks"],
        "gui_timer_gap_p50_ms": round(_percentile(gaps, 0.5), 2),
        "gui_timer_gap_p99_ms": round(_percentile(gaps, 0.99), 2),
        "gui_timer_gap_max_ms": round(max(gaps, default=0.0), 2),
        "gui_animation_steps": counts["steps"],
        "gui_ai_decisions": counts["decisions"],
        "gui_switch_interval_ms": round((switch_interval_s or old_interval) * 1000, 3),
    }


def _seconds_to_marker(args: list[str], marker: str, runs: int, timeout_s: float, *,
                       env: dict[str, str] | None = None, quits: bool = False,
                       failure: str) -> list[float]:
    """Seconds from spawning ``python <args>`` (in a fresh temporary app home,
    with `env` added) until it prints the line `marker`, `runs` times. A
    process that `quits` by itself after the marker gets `timeout_s` to do so;
    any other is ended. Raises RuntimeError(`failure`) when a run never prints
    the marker (within `timeout_s`)."""
    times: list[float] = []
    with tempfile.TemporaryDirectory(prefix="senji-bench-") as home:
        full_env = dict(os.environ)
        full_env.update(env or {})
        full_env["SENJI_DESKTOP_HOME"] = home
        for _ in range(runs):
            start = time.perf_counter()
            proc = subprocess.Popen([sys.executable, *args], env=full_env,
                                    stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                    text=True)
            elapsed: float | None = None
            try:
                assert proc.stdout is not None
                deadline = time.perf_counter() + timeout_s
                for line in proc.stdout:
                    if line.strip() == marker:
                        elapsed = time.perf_counter() - start
                        break
                    if time.perf_counter() > deadline:
                        break
                if quits:
                    proc.wait(timeout_s)
            finally:
                if proc.poll() is None:
                    proc.terminate()
                    try:
                        proc.wait(10)
                    except subprocess.TimeoutExpired:
                        proc.kill()
                        proc.wait()
            if elapsed is None:
                raise RuntimeError(failure)
            times.append(elapsed)
    return times


def cold_start(runs: int = COLD_START_RUNS, timeout_s: float = 60.0) -> dict[str, Any]:
    """Seconds from spawning the app to its first painted home screen (median of `runs`)."""
    from senji_desktop.app import STARTUP_MARKER, STARTUP_PROBE_ENV

    _ensure_platform()
    times = _seconds_to_marker(["-m", "senji_desktop"], STARTUP_MARKER, runs, timeout_s,
                               env={STARTUP_PROBE_ENV: "1"}, quits=True,
                               failure="the app exited without painting its home screen")
    return {
        "cold_start_median_s": round(statistics.median(times), 3),
        "cold_start_min_s": round(min(times), 3),
        "cold_start_max_s": round(max(times), 3),
        "cold_start_runs": len(times),
    }


SENJI_MAP_MARKER = "SENJI_DESKTOP_SENJI_MAP_PAINTED"


def _senji_script(seed: int = 7, years: int = 3
                  ) -> tuple[Any, list[tuple[list[Any], Any]], list[Any]]:
    """A seeded 3-player Senji game between random players, watched by seat 0
    (initial view, [(events, view after)], decisions) for `years` years;
    only steps with something to animate are kept, battles and crossings
    first in weight; `decisions` are seat 0's views with more than one legal
    action (what a Hard agent thinks about)."""
    from senji_desktop.engine.rng import Rng
    from senji_desktop.games.senji import GAME
    from senji_desktop.games.senji.model import SenjiOptions

    state = GAME.new_game(SenjiOptions(num_seats=3), seed)
    rng = Rng(seed)
    first = GAME.view(state, 0)
    steps = []
    decisions = []
    while not GAME.is_over(state) and state.year <= years:
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        if seat == 0 and len(legal) > 1 and len(decisions) < 12:
            decisions.append(GAME.view(state, 0))
        events = GAME.step(state, seat, legal[rng.randrange(len(legal))])
        shown = [e2 for e in events if (e2 := e.for_seat(0)) is not None]
        if any(e.kind in ("battle_started", "crossing_rolled", "pieces_moved",
                          "emperor_rolloff", "battle_resolved") for e in shown):
            steps.append((shown, GAME.view(state, 0)))
    return first, steps, decisions


def senji_responsiveness(seconds: float = 4.0, *, ai: bool = True) -> dict[str, Any]:
    """Gaps of a 10 ms QTimer while the Senji table animates moves and dice,
    with a Hard agent searching Senji views in the app's child process when
    `ai`. Returns gap_p50_ms / _p99_ms / _max_ms, ticks, animation steps and
    dice rolls (keys without prefix; :func:`run` prefixes them)."""
    _ensure_platform()
    from senji_desktop.app import GUI_SWITCH_INTERVAL_S
    from senji_desktop.ui.senji.table import SenjiTable

    first, steps, decisions = _senji_script()
    # Views with a real choice: a lone legal action is answered at once, and
    # a thousand answers a second would measure the pipe, not the search.
    views = decisions or [first]
    gaps, counts = _timer_gaps(SenjiTable, ["Aiko", "Kenji", "Yuki"], first, steps, views,
                               seconds, game_id="senji", ai=ai,
                               switch_interval_s=GUI_SWITCH_INTERVAL_S)
    return {
        "gap_p50_ms": round(_percentile(gaps, 0.5), 2),
        "gap_p99_ms": round(_percentile(gaps, 0.99), 2),
        "gap_max_ms": round(max(gaps, default=0.0), 2),
        "ticks": counts["ticks"],
        "animation_steps": counts["steps"],
        "dice_rolls": counts["rolls"],
        "ai_decisions": counts["decisions"],
    }


def _senji_start_child() -> None:
    """In the spawned app: print :data:`SENJI_MAP_MARKER` at the first paint
    of the Senji map's viewport, then run the app's normal start."""
    from PySide6.QtCore import QEvent, QObject

    from senji_desktop.app import main
    from senji_desktop.ui.senji import table as senji_table

    class FirstPaint(QObject):
        done = False

        def eventFilter(self, obj: Any, event: Any) -> bool:
            if event.type() == QEvent.Type.Paint and not FirstPaint.done:
                FirstPaint.done = True
                print(SENJI_MAP_MARKER, flush=True)
            return False

    original = senji_table.SenjiTable.__init__
    probe = FirstPaint()

    def init(self: Any, parent: Any = None) -> None:
        original(self, parent)
        self.board.viewport().installEventFilter(probe)

    senji_table.SenjiTable.__init__ = init  # type: ignore[method-assign]
    sys.exit(main(["--game", "senji", "--seats", "human,ai:easy,ai:easy", "--seed", "1"]))


def senji_start(runs: int = 3, timeout_s: float = 60.0) -> dict[str, Any]:
    """Seconds from spawning the app with a new Senji game to the first paint
    of its map (median of `runs`)."""
    _ensure_platform()
    code = "from senji_desktop.bench.gui import _senji_start_child; _senji_start_child()"
    times = _seconds_to_marker(["-c", code], SENJI_MAP_MARKER, runs, timeout_s,
                               failure="the app did not paint the Senji map")
    return {
        "senji_start_to_map_median_s": round(statistics.median(times), 3),
        "senji_start_to_map_max_s": round(max(times), 3),
        "senji_start_runs": len(times),
    }


def run(quick: bool = False) -> dict[str, Any]:
    """Every GUI figure as a flat dict (see module docstring)."""
    figures: dict[str, Any] = {}
    figures.update(responsiveness(1.5 if quick else 4.0))
    # The same load without the AI: what the table's own frames cost.
    alone = responsiveness(1.0 if quick else 2.0, ai=False)
    figures["gui_animation_only_gap_p99_ms"] = alone["gui_timer_gap_p99_ms"]
    figures["gui_animation_only_gap_max_ms"] = alone["gui_timer_gap_max_ms"]
    figures.update(cold_start(2 if quick else COLD_START_RUNS))
    dice = senji_responsiveness(1.5 if quick else 4.0, ai=False)
    figures.update({f"senji_dice_{k}": v for k, v in dice.items() if k != "ai_decisions"})
    hard = senji_responsiveness(1.5 if quick else 4.0, ai=True)
    figures.update({f"senji_hard_{k}": v for k, v in hard.items()})
    figures.update(senji_start(1 if quick else 3))
    return figures
