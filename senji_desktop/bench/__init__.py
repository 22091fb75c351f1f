"""Benchmarks: headless engine and AI figures, and GUI figures, printed as JSON.

``senji-desktop bench [--json] [--quick]`` prints one JSON object merging
``bench.headless.run()`` (engine and search speed, AI decision times) and
``bench.gui.run()`` (GUI timer gaps while Hard thinks and the table animates;
cold start to the painted home screen) and ``bench.undo.run()`` (Ctrl+Z to the
table redrawn in a 1,000-action Senji game; jumping to the end of a replay).
Benchmarks are separate from the tests: nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any


def main(argv: list[str] | None = None) -> int:
    """Run the benchmarks and print the figures; returns the exit code."""
    p = argparse.ArgumentParser(prog="senji-desktop bench",
                                description="Print benchmark figures as one JSON object.")
    p.add_argument("--json", action="store_true",
                   help="compact JSON on one line (default: indented)")
    p.add_argument("--quick", action="store_true", help="shorter, rougher measurements")
    p.add_argument("--no-gui", action="store_true", help="only the headless figures")
    p.add_argument("--game", action="append", metavar="ID",
                   help="only this game's headless figures (repeatable; default: every game)")
    args = p.parse_args(sys.argv[1:] if argv is None else argv)

    from senji_desktop.bench import headless

    figures: dict[str, Any] = dict(headless.run(quick=args.quick, games=args.game))
    if not args.no_gui:
        from senji_desktop.bench import gui

        figures.update(gui.run(quick=args.quick))
        from senji_desktop.bench import undo

        figures.update(undo.run(quick=args.quick))
    print(json.dumps(figures, indent=None if args.json else 2, sort_keys=True))
    return 0
