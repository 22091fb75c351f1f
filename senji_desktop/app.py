"""Entry point: ``senji-desktop`` / ``python -m senji_desktop``.

Usage::

    senji-desktop [--lang de|en]
    senji-desktop --game senshi --seats human,ai:hard [--seed 7] [--first-seat 1]
    senji-desktop --screenshot shot.png [--game senshi --seats human,ai:hard --seed 7]
                  [--moves N] [--hint] [--replay N]
                  [--lang de] [--size 1280x800] [--dialog new-game]
    senji-desktop [--screenshot shot.png] --tutorial tenno [--step 5]
    senji-desktop arena ...            # AI tournaments (senji_desktop.ai.arena)
    senji-desktop bench [--json] [--quick]

The GUI runs on a qasync event loop (``qasync.run``; Python 3.11 has no
``loop_factory``). Closing the window stops the running game and its AI
before the loop ends, so the app never hangs on exit. Heavy modules (the
games, the AI, the tables) are imported only when needed, to start fast.

The desktop integration (``packaging/``) knows the app by its reverse-DNS id
:data:`APP_ID` (desktop file, AppStream metainfo, icon names); Qt is told it
with ``setDesktopFileName`` so Wayland compositors match the window to the
desktop file. SIGTERM and SIGINT (logging out, Ctrl+C in a terminal) close the
window like Game › Quit, without its question about unsaved moves (nobody
may be there to answer): the running AI search is cancelled and the game
autosaved. ``multiprocessing.freeze_support()`` runs first in :func:`main`, so
a bundled (frozen) app's AI child process runs the search, never the GUI.

The process entry points (the ``senji-desktop`` command, ``python -m
senji_desktop``, the bundle) call :func:`run`: :func:`main`, then an
immediate exit (:func:`exit_now`), so quitting takes as long as closing the
window, not as long as tearing down Qt and every module as well.

With the environment variable ``SENJI_DESKTOP_STARTUP_PROBE=1`` the app prints
``STARTUP_MARKER`` the moment the home screen is first painted and quits
(the cold-start benchmark).

``--game``/``--seats`` start that game in the window (with or without
``--screenshot``). Every game option is checked before the window opens: a
wrong seat, seat count, first seat, an unavailable game or a variant the
seat count does not allow ends with a short ``argparse`` error and exit
code 2, never a traceback.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import multiprocessing
import os
import sys
from typing import Any

from senji_desktop import quit_probe

#: Reverse-DNS application id: the name of the desktop file, the AppStream
#: component and the icon (packaging/).
APP_ID = "io.github.senjidesktop.SenjiDesktop"
STARTUP_PROBE_ENV = "SENJI_DESKTOP_STARTUP_PROBE"
# persistence.paths.HOME_ENV (not imported here: the app starts fast).
HOME_ENV = "SENJI_DESKTOP_HOME"
# The AI searches in a worker thread; a short GIL switch interval (default 5 ms)
# lets the GUI thread get the GIL back sooner, so animations stay smooth.
GUI_SWITCH_INTERVAL_S = 0.001
STARTUP_MARKER = "SENJI_DESKTOP_HOME_PAINTED"


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(x) for x in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT, got {text!r}") from None
    if w < 200 or h < 200:
        raise argparse.ArgumentTypeError("the window must be at least 200x200")
    return w, h


def parse_seats(spec: str) -> list[Any]:
    """"human,ai:hard,ai" -> SeatConfigs with default names. Raises ValueError."""
    from typing import get_args

    from senji_desktop.persistence.saves import AgentName, SeatConfig
    from senji_desktop.ui.new_game_dialog import DEFAULT_NAMES

    levels = get_args(AgentName)
    seats = []
    for i, part in enumerate(p.strip() for p in spec.split(",")):
        kind, _, agent = part.partition(":")
        name = DEFAULT_NAMES[i % len(DEFAULT_NAMES)]
        if kind == "human" and not agent:
            seats.append(SeatConfig(name=name, kind="human"))
        elif kind == "ai" and agent and agent not in levels:
            raise ValueError(f"seat {i + 1}: unknown AI level {agent!r} "
                             f"(one of {', '.join(levels)})")
        elif kind == "ai":
            seats.append(SeatConfig(name=name, kind="ai", agent=agent or "normal"))  # type: ignore[arg-type]
        else:
            raise ValueError(f"seat {i + 1}: expected human or ai[:level], got {part!r}")
    return seats


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="senji-desktop",
        description="Five Japanese-themed board and card games at one table. "
                    "Subcommands: 'arena ...' (AI tournaments), 'bench [--json] [--quick]'.")
    p.add_argument("--lang", choices=("en", "de"),
                   help="language of the app (remembered for the next start)")
    p.add_argument("--screenshot", metavar="PATH",
                   help="open the window, start the game if asked, save a PNG and exit")
    p.add_argument("--game", help="game to start (e.g. senshi)")
    p.add_argument("--seats", help="seats in turn order, e.g. human,ai:hard,ai:normal")
    p.add_argument("--seed", type=int, default=None, help="seed of the deal")
    p.add_argument("--first-seat", type=int, default=None, help="seat that starts (0-based)")
    p.add_argument("--secret-start", action="store_true",
                   help="Senshi: the secret-start variant (3-4 seats)")
    p.add_argument("--size", type=_size, default=None, help="window size, e.g. 1280x800")
    p.add_argument("--dialog", choices=("new-game", "about", "result"),
                   help="with --screenshot: open this dialog and include it in the picture "
                        "(result: the result dialog of a game played to its end with --moves)")
    p.add_argument("--page", choices=("statistics",),
                   help="with --screenshot: show this page (--game chooses its tab)")
    p.add_argument("--sample-statistics", action="store_true",
                   help="with --page statistics: fill an empty profile with made-up results "
                        "(for pictures)")
    p.add_argument("--moves", type=int, default=0, metavar="N",
                   help="with --screenshot: let heuristic players make the first N moves")
    p.add_argument("--ai-iterations", type=int, default=None,
                   help="cap every AI search at this many iterations")
    p.add_argument("--replay", type=int, default=None, metavar="N",
                   help="with --screenshot: heuristic players play the whole game, then its "
                        "replay is shown at move N (from the first human seat's place)")
    p.add_argument("--hint", action="store_true",
                   help="with --screenshot: show a suggested move on the table "
                        "(at the first human decision after --moves)")
    p.add_argument("--tutorial", metavar="GAME",
                   help="open the tutorial of GAME (e.g. senshi) in the window")
    p.add_argument("--step", type=int, default=1, metavar="N",
                   help="with --tutorial: begin at step N (1 = the first)")
    return p


#: Set by :func:`run`: the window ends the process itself once it has closed
#: (:attr:`MainWindow.exit_when_closed`), without going back through the loop.
_EXIT_WHEN_CLOSED = False


def run() -> None:
    """The process entry point: :func:`main`, then :func:`exit_now` with its code.
    Never returns."""
    global _EXIT_WHEN_CLOSED
    _EXIT_WHEN_CLOSED = True
    exit_now(main())


def exit_now(code: int) -> None:
    """End the process at once with `code`, without the interpreter's clean-up.

    By the time :func:`main` returns, everything the app keeps is on disk
    (autosaves and settings are written atomically and fsynced before the
    window closes) and the AI child process has been killed. What the interpreter
    would still do — destroy every Qt object and module, run the garbage
    collector — only delays the exit (measured 0.3 s on a busy machine, more
    under load), so it is skipped: output and log handlers are flushed, a
    child process still running (the AI child is killed when the window
    closes, and not waited for) is killed, then ``os._exit``. Never returns."""
    import logging

    quit_probe.step("exit_now")
    for child in multiprocessing.active_children():
        # Killed, not waited for: a child that waits for a CPU to end on
        # (a busy machine) must not hold up the exit; the system reaps it.
        with contextlib.suppress(OSError, ValueError):
            child.kill()
    quit_probe.step("children_killed")
    logging.shutdown()
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(Exception):
            stream.flush()
    os._exit(code)


def main(argv: list[str] | None = None) -> int:
    """Run the app or a subcommand; returns the process exit code."""
    # In a frozen bundle a spawned AI child starts this executable again:
    # freeze_support() runs the child's work there and exits before any GUI.
    multiprocessing.freeze_support()
    args_in = list(sys.argv[1:] if argv is None else argv)
    if args_in and args_in[0] == "arena":
        from senji_desktop.ai.arena import main as arena_main

        return int(arena_main(args_in[1:]))
    if args_in and args_in[0] == "bench":
        from senji_desktop.bench import main as bench_main

        return int(bench_main(args_in[1:]))
    parser = build_parser()
    args = parser.parse_args(args_in)
    if (args.game or args.seats) and not (args.game and args.seats) and not args.page:
        parser.error("--game and --seats go together")
    if args.dialog and not args.screenshot:
        parser.error("--dialog needs --screenshot")
    if args.page and not args.screenshot:
        parser.error("--page needs --screenshot")
    if args.sample_statistics and args.page != "statistics":
        parser.error("--sample-statistics needs --page statistics")
    if args.page and args.seats:
        parser.error("--page shows a page, not a game: leave out --seats")
    for flag, given in (("--replay", args.replay is not None), ("--hint", args.hint)):
        if given and not args.screenshot:
            parser.error(f"{flag} needs --screenshot")
    if args.replay is not None and args.replay < 0:
        parser.error("--replay: expected a move number of 0 or more")
    if args.replay is not None and args.hint:
        parser.error("--replay and --hint show different screens; choose one")
    if args.tutorial:
        if args.game:
            parser.error("--tutorial and --game cannot go together")
        steps = _tutorial_steps(args.tutorial)
        if steps is None:
            parser.error(f"--tutorial: no tutorial for {args.tutorial!r}")
        if not 1 <= args.step <= steps:
            parser.error(f"--step: the {args.tutorial} tutorial has steps 1 to {steps}")
    elif args.step != 1:
        parser.error("--step needs --tutorial")
    if not args.game or args.page:
        for flag, given in (("--first-seat", args.first_seat is not None),
                            ("--secret-start", args.secret_start),
                            ("--moves", bool(args.moves)),
                            ("--replay", args.replay is not None),
                            ("--hint", args.hint)):
            if given:
                parser.error(f"{flag} needs --game and --seats")
    args.setup = game_setup(args, parser) if args.game and not args.page else None
    if args.screenshot and not os.environ.get(HOME_ENV):
        # A screenshot run starts its own game: it must neither replace the
        # player's autosaved game nor change their settings.
        import tempfile

        scratch = tempfile.TemporaryDirectory(prefix="senji-desktop-shot-")
        os.environ[HOME_ENV] = scratch.name
        try:
            return run_gui(args)
        finally:
            del os.environ[HOME_ENV]
            scratch.cleanup()
    return run_gui(args)


def _tutorial_steps(game_id: str) -> int | None:
    """How many steps the tutorial of `game_id` has (None: no tutorial).

    Read with tomllib alone: the game modules (and pydantic) are imported
    only after Qt, as everywhere in the app's start."""
    import tomllib

    from senji_desktop.resources import resource_path

    path = resource_path("tutorials", f"{game_id}.toml")
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError):
        return None
    steps = data.get("step")
    return len(steps) if isinstance(steps, list) and steps else None


def game_setup(args: argparse.Namespace, parser: argparse.ArgumentParser) -> dict[str, Any]:
    """The game asked for on the command line, checked: game id, options (JSON),
    seed and seats. Calls ``parser.error`` (exit 2) for anything wrong."""
    import random

    from senji_desktop.engine import registry

    try:
        info = registry.info(args.game)
    except KeyError:
        known = ", ".join(g.game_id for g in registry.GAMES)
        parser.error(f"--game: unknown game {args.game!r} (known: {known})")
    if not info.available:
        playable = ", ".join(g.game_id for g in registry.GAMES if g.available)
        parser.error(f"--game: {info.game_id} is not available yet (playable: {playable})")
    try:
        seats = parse_seats(args.seats)
    except ValueError as err:
        parser.error(f"--seats: {err}")
    n = len(seats)
    if not info.min_seats <= n <= info.max_seats:
        parser.error(f"--seats: {info.title} needs {info.min_seats} to {info.max_seats} seats, "
                     f"got {n}")
    if args.first_seat is not None and not 0 <= args.first_seat < n:
        parser.error(f"--first-seat: expected a seat from 0 to {n - 1}, got {args.first_seat}")
    if args.moves < 0:
        parser.error("--moves: expected a number of moves of 0 or more")
    from senji_desktop.ui.registry import game_ui

    options = game_ui(args.game).build_options(n, args.first_seat,
                                               {"secret_start": args.secret_start})
    if args.secret_start and "secret_start" not in options:
        parser.error(f"--secret-start: the secret-start variant belongs to Senshi only, "
                     f"not to {info.title}")
    if args.secret_start and options.get("secret_start") is not True:
        parser.error(f"--secret-start: the variant is not possible with {n} seats in "
                     f"{info.title}")
    try:
        game = registry.load_game(args.game)
        game.options_adapter.validate_python(options)
    except Exception as err:  # pydantic's ValidationError or InvalidOptionsError
        parser.error(f"invalid options for {info.title}: {err}")
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**32)
    return {"game_id": args.game, "options": options, "seed": seed, "seats": seats}


def make_application() -> Any:
    from PySide6.QtWidgets import QApplication

    from senji_desktop import __version__

    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "senji-desktop"])
    app.setApplicationName("Senji Desktop")
    app.setApplicationVersion(__version__)
    app.setOrganizationName("senji-desktop")
    app.setDesktopFileName(APP_ID)
    # The window's closeEvent ends the asyncio main coroutine; Qt must not quit on its own
    # (qasync would then stop the loop before the coroutine has cleaned up).
    app.setQuitOnLastWindowClosed(False)
    return app


def run_gui(args: argparse.Namespace) -> int:
    import qasync

    app = make_application()
    sys.setswitchinterval(GUI_SWITCH_INTERVAL_S)
    try:
        code = int(qasync.run(_amain(app, args)))
    except asyncio.CancelledError:
        code = 1
    quit_probe.step("loop_ended")
    return code


async def _amain(app: Any, args: argparse.Namespace) -> int:
    from PySide6.QtCore import QTimer

    from senji_desktop.ui.main_window import MainWindow, acquire_instance_lock, already_running_box

    loop = asyncio.get_running_loop()
    # One app window per profile (a screenshot runs in its own scratch folder).
    lock = None if args.screenshot else acquire_instance_lock()
    if lock is None and not args.screenshot:
        box = already_running_box(args.lang)
        print(box.text(), file=sys.stderr, flush=True)
        answered: asyncio.Future[int] = loop.create_future()
        box.finished.connect(lambda _=0: answered.done() or answered.set_result(0))
        box.open()
        return await answered
    window = MainWindow(language=args.lang, ai_iterations=args.ai_iterations)
    window.instance_lock = lock  # held (and the lock file kept) until the process ends
    if _EXIT_WHEN_CLOSED and not args.screenshot:

        def exit_at_once() -> None:
            # On a busy machine every step costs many times its CPU time:
            # from here the process ends without the event loop's turn, the
            # join of the AI worker thread or the interpreter's clean-up.
            if lock is not None:
                lock.unlock()
            exit_now(0)

        window.exit_when_closed = exit_at_once
    closed: asyncio.Future[int] = loop.create_future()

    def on_closed() -> None:
        if not closed.done():
            closed.set_result(0)

    window.closed.connect(on_closed)
    app.aboutToQuit.connect(on_closed)
    app.setWindowIcon(window.windowIcon())
    _quit_on_signals(window)
    if args.size:
        window.resize(*args.size)
    if os.environ.get(STARTUP_PROBE_ENV):

        def painted() -> None:
            print(STARTUP_MARKER, flush=True)
            QTimer.singleShot(0, window.close)

        window.home.first_painted.connect(painted)
    window.show()
    setup = getattr(args, "setup", None)
    if setup is not None and not args.screenshot:
        # The game asked for on the command line starts at once, like one from the dialog.
        window.start_game(setup["game_id"], setup["options"], setup["seed"], setup["seats"])
    if getattr(args, "tutorial", None) and not args.screenshot:
        window.start_tutorial(args.tutorial, args.step - 1)
    if args.screenshot:
        try:
            return await _screenshot(window, args)
        finally:
            window.close()
    result = await closed
    quit_probe.step("window_closed")
    window.shutdown()
    if lock is not None:
        lock.unlock()
    return result


def _quit_on_signals(window: Any) -> None:
    """SIGTERM and SIGINT close `window` (as Game › Quit does) on POSIX systems.

    Qt's event loop runs in C++, where Python signal handlers cannot run: a
    socket pair is Python's wakeup fd, and a QSocketNotifier on its other end
    wakes the GUI thread, which then runs the handler at once."""
    if sys.platform == "win32":  # pragma: no cover - no such signals to catch there
        return
    import signal
    import socket

    from PySide6.QtCore import QSocketNotifier

    receiver, sender = socket.socketpair()
    receiver.setblocking(False)
    sender.setblocking(False)
    try:
        signal.set_wakeup_fd(sender.fileno())
    except ValueError:  # not the main thread (tests): nothing to install
        receiver.close()
        sender.close()
        return
    notifier = QSocketNotifier(receiver.fileno(), QSocketNotifier.Type.Read, window)

    quitting = (int(signal.SIGTERM), int(signal.SIGINT))

    def drain() -> None:
        # The wakeup fd carries the numbers of the signals that arrived: a
        # quit is started here at once, without waiting for the Python-level
        # handler and another turn of the event loop (seconds on a busy machine).
        try:
            received = receiver.recv(64)
        except OSError:
            return
        if any(number in quitting for number in received):
            quit_probe.step("signal")
            # No question (nobody may be there to answer it): close_now() tries
            # a failed autosave once more and quits.
            getattr(window, "close_now", window.close)()

    def close(_signum: int, _frame: Any) -> None:
        # Told through the wakeup fd (drain): the Python-level handler only
        # keeps the default action (an immediate end, nothing saved) away.
        return

    notifier.activated.connect(drain)
    for sig in (signal.SIGTERM, signal.SIGINT):
        signal.signal(sig, close)
    # Keep the sockets and the notifier alive as long as the window.
    window._signal_wakeup = (receiver, sender, notifier)


def opening(game_id: str, options: dict[str, Any], seed: int, n: int) -> list[Any]:
    """The first `n` moves of a game between heuristic agents (for screenshots)."""
    from senji_desktop.ai.agents import make_agent
    from senji_desktop.engine.core import Move
    from senji_desktop.engine.registry import load_game

    game = load_game(game_id)
    state = game.new_game(game.options_adapter.validate_python(options), seed)
    agents: dict[int, Any] = {}
    moves = []
    while len(moves) < n and not game.is_over(state):
        seat = game.to_act(state)[0]
        agent = agents.setdefault(seat, make_agent(game_id, "heuristic", seed=seed + seat))
        action = agent.decide(game.view(state, seat))
        game.step(state, seat, action)
        moves.append(Move(seat, action))
    return moves


def write_sample_statistics(seed: int = 2026) -> bool:
    """Fill a profile without statistics with made-up results of every game, for
    pictures of the Statistics page (``--sample-statistics``). Returns False,
    changing nothing, if the profile has statistics already."""
    import random
    from datetime import UTC, datetime, timedelta

    from senji_desktop.engine import registry
    from senji_desktop.persistence.archive import FinishedGame
    from senji_desktop.persistence.saves import SeatConfig
    from senji_desktop.persistence.statistics import (
        Statistics,
        add_game,
        statistics_path,
        write_statistics,
    )

    if statistics_path().exists():
        return False
    rng = random.Random(seed)
    stats = Statistics()
    scores = {"senji": (20, 60), "senshi": (3, 8), "tenno": (10, 40), "shinobi": (0, 5),
              "senbazuru": (10, 30)}
    lengths = {"senji": 900, "senshi": 60, "tenno": 50, "shinobi": 90, "senbazuru": 56}
    start = datetime(2026, 6, 1, 18, tzinfo=UTC)
    n = 0
    for info in registry.GAMES:
        gid = info.game_id
        for i in range(rng.randint(18, 36)):
            n += 1
            level = rng.choices(("easy", "normal", "hard"), (3, 4, 3))[0]
            hotseat = i % 9 == 4
            seats = ([SeatConfig(name="Aiko", kind="human"), SeatConfig(name="Kenji", kind="human")]
                     if hotseat else
                     [SeatConfig(name="Aiko", kind="human"),
                      SeatConfig(name="Ren", kind="ai", agent=level)])  # type: ignore[arg-type]
            chance = {"easy": 0.75, "normal": 0.5, "hard": 0.3}[level] + i / 200
            roll = rng.random()
            winners = [0] if roll < chance else [0, 1] if roll < chance + 0.08 else [1]
            low, high = scores[gid]
            score = [float(rng.randint(low, high)) for _ in seats]
            length = int(lengths[gid] * rng.uniform(0.7, 1.3))
            game = FinishedGame(
                key=f"sample{n:010d}", game_id=gid, options={}, seed=n, seats=seats,
                moves=[{}] * length, winners=winners, ranking=[winners], scores=score,
                finished_at=start + timedelta(hours=n), hints_used=rng.random() < 0.1)
            add_game(stats, game)
    write_statistics(stats)
    return True


async def _wait_until(predicate: Any, timeout: float, step: float = 0.05) -> bool:
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while loop.time() < end:
        if predicate():
            return True
        await asyncio.sleep(step)
    return bool(predicate())


async def _screenshot(window: Any, args: argparse.Namespace) -> int:
    """Start the requested game, wait until the table is painted and settled, save a PNG."""
    from PySide6.QtCore import QPoint, QRect, Qt
    from PySide6.QtGui import QColor, QPainter

    await _wait_until(lambda: window.home._painted, 5.0)
    setup = getattr(args, "setup", None)
    page = getattr(args, "page", None)
    if page == "statistics":
        if getattr(args, "sample_statistics", False):
            write_sample_statistics()
        window.show_statistics(args.game)
    elif args.game and setup is None:  # called without main(): check here
        setup = game_setup(args, build_parser())
    if setup is not None and getattr(args, "replay", None) is not None:
        options, seed, seats = setup["options"], setup["seed"], setup["seats"]
        whole = opening(args.game, options, seed, 1_000_000)
        human = next((i for i, s in enumerate(seats) if s.kind == "human"), 0)
        if not window.watch_replay(args.game, options, seed, whole, [s.name for s in seats],
                                   seat=human, position=min(args.replay, len(whole))):
            return 2
        window.replay_page.table.set_animation_speed(0.0)
    elif setup is not None:
        options, seed, seats = setup["options"], setup["seed"], setup["seats"]
        moves = opening(args.game, options, seed, args.moves) if args.moves else []
        if not window.start_game(args.game, options, seed, seats, moves):
            return 2
        # Pictures show the settled table: no half-finished animations (not remembered).
        window.table.set_animation_speed(0.0)
        ctrl = window.controller
        # The computer players' turns first (a search may take long on a busy machine).
        await _wait_until(
            lambda: ctrl.awaiting_human is not None or ctrl.awaiting_pass or ctrl.is_over, 90.0)
        if getattr(args, "hint", False) and ctrl.awaiting_human is not None:
            shown: list[Any] = []
            ctrl.hint_ready.connect(lambda *a: shown.append(a))
            ctrl.request_hint()
            await _wait_until(lambda: bool(shown), 60.0)
    if getattr(args, "tutorial", None):
        if not window.start_tutorial(args.tutorial, args.step - 1):
            return 2
        window.table.set_animation_speed(0.0)
        ctrl = window.controller
        await _wait_until(lambda: ctrl.awaiting_human is not None or ctrl.awaiting_continue
                          or ctrl.done, 30.0)
    if args.dialog == "new-game":
        # The dialog of --game itself: new_game() would first ask whether to
        # replace the game just started (it is autosaved) and show no dialog.
        window._open_new_game_dialog(args.game or "senshi")
    elif args.dialog == "about":
        window.show_about()
    elif args.dialog == "result" and window.table is not None:
        await _wait_until(lambda: window.table.end_dialog is not None, 10.0)
    # A few frames for layout, scene fitting and the first paint of every item.
    await asyncio.sleep(0.6)
    window.repaint()
    await asyncio.sleep(0.1)
    picture = window.grab()
    dialog = window.new_game_dialog if args.dialog == "new-game" else None
    if args.dialog == "result" and window.table is not None:
        dialog = window.table.end_dialog
    if args.dialog == "about":
        from senji_desktop.ui.common.about import AboutDialog

        found = window.findChildren(AboutDialog)
        dialog = found[-1] if found else None
    if dialog is not None:
        if args.dialog != "result":  # the result dialog sizes itself to its content
            dialog.adjustSize()
        shot = dialog.grab()
        p = QPainter(picture)
        p.fillRect(picture.rect(), QColor(30, 20, 10, 110))
        r = QRect(QPoint(0, 0), shot.size() / shot.devicePixelRatio())
        r.moveCenter(QRect(QPoint(0, 0), picture.size() / picture.devicePixelRatio()).center())
        p.drawPixmap(r.topLeft(), shot)
        p.setPen(QColor(0, 0, 0, 90))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(r.adjusted(0, 0, -1, -1))
        p.end()
    path = os.path.abspath(args.screenshot)
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    if not picture.save(path, "PNG"):
        print(f"could not write {path}", file=sys.stderr)
        return 1
    print(path)
    return 0
