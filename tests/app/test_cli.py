"""The command line: subcommands, seat specs, screenshots and the start-up probe."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from senji_desktop import app


def test_parse_seats_gives_names_kinds_and_levels() -> None:
    seats = app.parse_seats("human,ai:hard,ai")
    assert [(s.name, s.kind, s.agent) for s in seats] == [
        ("Aiko", "human", None), ("Kenji", "ai", "hard"), ("Yuki", "ai", "normal")]
    with pytest.raises(ValueError):
        app.parse_seats("human,robot")
    with pytest.raises(ValueError):
        app.parse_seats("human:hard")


def test_subcommands_are_dispatched(monkeypatch: pytest.MonkeyPatch) -> None:
    import senji_desktop.ai.arena as arena
    import senji_desktop.bench as bench

    seen: list[tuple[str, list[str]]] = []
    monkeypatch.setattr(arena, "main", lambda argv: seen.append(("arena", argv)) or 0)
    monkeypatch.setattr(bench, "main", lambda argv: seen.append(("bench", argv)) or 3)
    assert app.main(["arena", "--games", "2"]) == 0
    assert app.main(["bench", "--json", "--quick"]) == 3
    assert seen == [("arena", ["--games", "2"]), ("bench", ["--json", "--quick"])]


@pytest.mark.parametrize("argv", [["--game", "senshi"], ["--dialog", "new-game"],
                                  ["--lang", "fr"], ["--size", "big"]])
def test_bad_options_are_refused(argv: list[str], capsys: Any) -> None:
    with pytest.raises(SystemExit) as exc:
        app.main(argv)
    assert exc.value.code == 2


def _run(args: list[str], home: Path, **env: str) -> subprocess.CompletedProcess[str]:
    full_env = dict(os.environ, SENJI_DESKTOP_HOME=str(home), QT_QPA_PLATFORM="offscreen", **env)
    return subprocess.run([sys.executable, "-m", "senji_desktop", *args], env=full_env,
                          capture_output=True, text=True, timeout=120)


def test_screenshot_of_a_running_game(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtGui import QImage

    shot = tmp_path / "shots" / "game.png"
    result = _run(["--screenshot", str(shot), "--game", "senshi", "--seats", "human,ai:easy",
                   "--seed", "3", "--first-seat", "1", "--size", "1100x720",
                   "--ai-iterations", "10", "--lang", "de"], tmp_path / "home")
    assert result.returncode == 0, result.stderr
    image = QImage(str(shot))
    assert (image.width(), image.height()) == (1100, 720)
    # Not a blank first frame: many different colours (paper, tiles, text).
    colours = {image.pixel(x, y) for x in range(0, 1100, 37) for y in range(0, 720, 29)}
    assert len(colours) > 50
    # --lang is remembered.
    from senji_desktop.persistence.settings import load_settings

    monkeypatch.setenv("SENJI_DESKTOP_HOME", str(tmp_path / "home"))
    assert load_settings()[0].language == "de"


def test_startup_probe_prints_the_marker_and_exits(tmp_path: Path) -> None:
    result = _run([], tmp_path / "home", **{app.STARTUP_PROBE_ENV: "1"})
    assert result.returncode == 0, result.stderr
    assert app.STARTUP_MARKER in result.stdout.splitlines()
