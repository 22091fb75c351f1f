"""Timings of an installed Senji Desktop, measured from outside its process.

    python3 packaging/measure.py startup LAUNCHER [--runs 5]
    python3 packaging/measure.py quit LAUNCHER [--runs 5]
    xvfb-run -a python3 packaging/measure.py quit LAUNCHER --keys   # Ctrl+Q typed

LAUNCHER is the command that starts the app: the bundle's executable
(``senji-desktop/senji-desktop``), a venv's ``bin/senji-desktop``, … Each run
starts it with a fresh HOME in a temporary folder, ``QT_QPA_PLATFORM=offscreen``
(unless set) and a UTF-8 locale, and nothing else of this environment but PATH.

- ``startup``: seconds from starting the process until it prints
  ``SENJI_DESKTOP_HOME_PAINTED`` (the app's start-up probe,
  ``SENJI_DESKTOP_STARTUP_PROBE=1``: the home screen has been painted).
  The first run is the cold one (a fresh HOME, no settings).
- ``quit``: a game of two Hard AIs runs; once an AI child process is seen
  at work (the spawned child, not multiprocessing's resource tracker, has
  used 0.2 s of CPU time in all and is still using CPU in a 0.25 s sample —
  on a busy machine the child, which lowers its priority, gets little), SIGTERM
  is sent — the app closes its window as Game › Quit does — and the seconds
  until the app's process has exited are taken; the run fails if any process
  of the app (the AI child included) is still alive afterwards. With
  ``--keys`` (needs an X display, e.g. ``xvfb-run``, and ``xdotool``) the app
  runs on that display and Ctrl+Q, the shortcut of Game › Quit, is typed into
  its window instead of sending SIGTERM. With ``--trace`` each run also
  prints when the app reached each step of quitting (seconds after the
  signal; ``senji_desktop/quit_probe.py``).

Prints one line per run and a summary (median and max); exits 1 on a failure.
"""

from __future__ import annotations

import argparse
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

MARKER = "SENJI_DESKTOP_HOME_PAINTED"
TICK_S = 1 / os.sysconf("SC_CLK_TCK")


def clean_env(home: str) -> dict[str, str]:
    return {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": home,
        "LANG": "C.UTF-8",
        "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen"),
    }


def descendants(pid: int) -> list[int]:
    """Every living process below `pid` (from /proc)."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        ppid = int(stat.rsplit(")", 1)[1].split()[1])
        children.setdefault(ppid, []).append(int(entry.name))
    found, todo = [], [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            found.append(child)
            todo.append(child)
    return found


def cmdline(pid: int) -> str:
    """The command line of `pid` ("" if it is gone)."""
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(
            errors="replace")
    except OSError:
        return ""


def cpu_s(pid: int) -> float:
    """User + system CPU seconds of `pid` so far (0 if it is gone)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) * TICK_S


def alive(pids: list[int]) -> list[int]:
    """The processes of `pids` still running (zombies count as ended)."""
    running = []
    for pid in pids:
        try:
            state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
        except OSError:
            continue
        if state not in ("Z", "X"):
            running.append(pid)
    return running


def startup(launcher: list[str], runs: int) -> list[float]:
    times = []
    for i in range(runs):
        with tempfile.TemporaryDirectory() as home:
            env = clean_env(home) | {"SENJI_DESKTOP_STARTUP_PROBE": "1"}
            start = time.perf_counter()
            proc = subprocess.Popen(launcher, env=env, stdout=subprocess.PIPE,
                                    stderr=subprocess.DEVNULL, text=True)
            assert proc.stdout is not None
            seen = None
            for line in proc.stdout:
                if MARKER in line:
                    seen = time.perf_counter() - start
                    break
            proc.wait(30)
            if seen is None:
                raise SystemExit(f"run {i + 1}: no {MARKER} (exit code {proc.returncode})")
            times.append(seen)
            print(f"run {i + 1}: home screen painted after {seen:.3f} s", flush=True)
    return times


def window_of(pid: int) -> str:
    """The X window id of the app's main window (waits until it is mapped)."""
    out = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--pid", str(pid)],
                         capture_output=True, text=True, timeout=30, check=True).stdout
    return out.split()[-1]


def quit_time(launcher: list[str], runs: int, keys: bool = False,
              trace: bool = False) -> list[float]:
    times = []
    for i in range(runs):
        with tempfile.TemporaryDirectory() as home, \
                tempfile.TemporaryFile("w+") as errors:
            cmd = [*launcher, "--game", "senshi", "--seats", "ai:hard,ai:hard", "--seed",
                   str(100 + i)]
            env = clean_env(home)
            if trace:
                env["SENJI_DESKTOP_QUIT_PROBE"] = "1"
            if keys:
                env.update(QT_QPA_PLATFORM="xcb", DISPLAY=os.environ["DISPLAY"],
                           XAUTHORITY=os.environ.get("XAUTHORITY", ""))
            proc = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL,
                                    stderr=errors if trace else subprocess.DEVNULL)
            window = window_of(proc.pid) if keys else None
            searching = None
            deadline = time.monotonic() + 120
            while searching is None and time.monotonic() < deadline:
                kids = descendants(proc.pid)
                before = {k: cpu_s(k) for k in kids}
                time.sleep(0.25)
                for k in kids:
                    if "spawn_main" in cmdline(k) and cpu_s(k) - before[k] > 0 \
                            and cpu_s(k) >= 0.2:
                        searching = k
                        break
            if searching is None:
                proc.kill()
                raise SystemExit(f"run {i + 1}: no AI child process was seen searching")
            family = [proc.pid, *descendants(proc.pid)]
            if window is not None:
                subprocess.run(["xdotool", "windowfocus", "--sync", window], check=True,
                               timeout=10)
            start = time.perf_counter()
            if window is not None:
                subprocess.run(["xdotool", "key", "--clearmodifiers", "ctrl+q"], check=True,
                               timeout=10)
            else:
                proc.send_signal(signal.SIGTERM)
            proc.wait(30)
            took = time.perf_counter() - start
            # multiprocessing's resource tracker ends by itself once the app's
            # end of its pipe is closed: allow it a moment.
            while alive(family) and time.perf_counter() - start < took + 1.0:
                time.sleep(0.01)
            all_gone = time.perf_counter() - start
            if alive(family):
                raise SystemExit(f"run {i + 1}: processes still alive after quit: "
                                 f"{alive(family)}")
            times.append(took)
            how = "Ctrl+Q" if keys else "SIGTERM"
            print(f"run {i + 1}: AI child {searching} searching; {how} -> app exited in "
                  f"{took:.3f} s (exit code {proc.returncode}), every process of it gone "
                  f"after {all_gone:.3f} s", flush=True)
            if trace:
                errors.seek(0)
                steps = [line.split()[1:] for line in errors if line.startswith("SENJI_QUIT ")]
                print("   " + ", ".join(f"{name} {at}" for name, at in steps), flush=True)
    return times


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("what", choices=("startup", "quit"))
    p.add_argument("launcher", help="the app's executable")
    p.add_argument("--runs", type=int, default=5)
    p.add_argument("--trace", action="store_true",
                   help="quit: print when each step of quitting was reached "
                        "(the app's SENJI_DESKTOP_QUIT_PROBE=1)")
    p.add_argument("--keys", action="store_true",
                   help="quit: type Ctrl+Q on the X display instead of sending SIGTERM")
    args = p.parse_args(argv)
    launcher = [os.path.abspath(args.launcher)]
    if args.what == "startup":
        times = startup(launcher, args.runs)
    else:
        times = quit_time(launcher, args.runs, args.keys, args.trace)
    print(f"{args.what}: first {times[0]:.3f} s, median {statistics.median(times):.3f} s, "
          f"max {max(times):.3f} s over {len(times)} runs")
    return 0


if __name__ == "__main__":
    sys.exit(main())
