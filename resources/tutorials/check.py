"""Play tutorials through as the player would and report every problem.

A tool for editing the tutorial files beside it (not part of the app)::

    .venv/bin/python resources/tutorials/check.py            # every tutorial
    .venv/bin/python resources/tutorials/check.py tenno -v   # one, with its moves

Exit code 1 if any tutorial has a problem (the test suite runs the same
check, ``senji_desktop.controller.tutorial.check``).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from senji_desktop.controller.tutorial import (  # noqa: E402
    action_json,
    all_tutorials,
    check,
    load_tutorial,
    play_through,
)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("games", nargs="*", help="game ids (default: every tutorial)")
    parser.add_argument("-v", "--verbose", action="store_true",
                        help="print every step and move as it is played")
    args = parser.parse_args(argv)
    failed = False
    for game_id in args.games or all_tutorials():
        tutorial = load_tutorial(game_id)
        if args.verbose:
            shown = -1
            try:
                for run, _state, move in play_through(tutorial):
                    if move is not None:
                        print(f"    seat {move.seat}: {action_json(run.game, move.action)}")
                    if run.step is not None and run.step_index != shown:
                        shown = run.step_index
                        print(f"  step {shown + 1}: {run.step.id}")
            except ValueError as err:
                print(f"  stopped: {err}")
        problems = check(tutorial)
        print(f"{game_id}: {len(tutorial.steps)} steps, "
              f"{'ok' if not problems else f'{len(problems)} problem(s)'}")
        for p in problems:
            print(f"  - {p}")
        failed = failed or bool(problems)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
