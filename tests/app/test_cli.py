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


@pytest.mark.parametrize(("argv", "says"), [
    (["--game", "senshi", "--seats", "human,robot"], "--seats: seat 2"),
    (["--game", "senshi", "--seats", "human,ai:genius"], "unknown AI level"),
    (["--game", "senshi", "--seats", "human"], "2 to 4 seats"),
    (["--game", "senshi", "--seats", "human,ai,ai,ai,ai"], "2 to 4 seats"),
    (["--game", "senshi", "--seats", "human,ai", "--first-seat", "5"], "--first-seat"),
    (["--game", "tenno", "--seats", "human,ai"], "not available yet"),
    (["--game", "chess", "--seats", "human,ai"], "unknown game"),
    (["--game", "senshi", "--seats", "human,ai", "--secret-start"], "--secret-start"),
    (["--secret-start"], "--secret-start needs --game"),
])
def test_wrong_game_options_end_with_a_short_error(argv: list[str], says: str,
                                                   capsys: Any,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(app, "run_gui", lambda args: pytest.fail("the GUI must not start"))
    if "tenno" in argv:
        # Tenno stands for a game that is not playable yet.
        from dataclasses import replace

        from senji_desktop.engine import registry
        monkeypatch.setattr(registry, "GAMES", tuple(
            replace(g, module=None) if g.game_id == "tenno" else g for g in registry.GAMES))
    with pytest.raises(SystemExit) as exc:
        app.main(argv)
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert says in err and "Traceback" not in err


def test_game_options_without_screenshot_start_that_game(
        monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[Any] = []
    monkeypatch.setattr(app, "run_gui", lambda args: seen.append(args.setup) or 0)
    assert app.main(["--game", "senshi", "--seats", "human,ai:easy,ai", "--first-seat", "2",
                     "--secret-start", "--seed", "5"]) == 0
    setup = seen[0]
    assert setup["game_id"] == "senshi" and setup["seed"] == 5
    assert setup["options"] == {"num_seats": 3, "first_seat": 2, "secret_start": True}
    assert [s.kind for s in setup["seats"]] == ["human", "ai", "ai"]


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


def test_screenshot_leaves_the_players_saves_and_settings_alone(tmp_path: Path) -> None:
    """Without SENJI_DESKTOP_HOME a screenshot run works in a scratch folder:
    the player's autosaved game and settings are neither replaced nor created."""
    from PySide6.QtGui import QImage

    env = {k: v for k, v in os.environ.items() if k != "SENJI_DESKTOP_HOME"}
    env.update(QT_QPA_PLATFORM="offscreen", XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_CONFIG_HOME=str(tmp_path / "config"))
    shot = tmp_path / "game.png"
    result = subprocess.run([sys.executable, "-m", "senji_desktop", "--screenshot", str(shot),
                             "--game", "senshi", "--seats", "human,ai:easy", "--seed", "3",
                             "--ai-iterations", "10"],
                            env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert not QImage(str(shot)).isNull()
    written = [p for p in tmp_path.rglob("*") if p.is_file() and p != shot]
    assert written == []


def test_screenshot_dialog_new_game_opens_the_dialog_of_the_game_given(
        qtbot: Any, make_window: Any, aloop: Any, tmp_path: Path) -> None:
    """`--game shinobi --seats … --dialog new-game` pictures Shinobi's
    new-game dialog over its table, not a replace question or Senshi's."""
    window = make_window()
    shot = tmp_path / "dialog.png"
    parser = app.build_parser()
    args = parser.parse_args(["--screenshot", str(shot), "--game", "shinobi",
                              "--seats", "human,ai:easy,ai:easy,ai:easy", "--seed", "2",
                              "--dialog", "new-game"])
    args.setup = app.game_setup(args, parser)
    task = aloop.create_task(app._screenshot(window, args))
    qtbot.waitUntil(task.done, timeout=60000)
    assert task.result() == 0
    dialog = window.new_game_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog._game.game_id == "shinobi"
    assert window.replace_question is None
    assert shot.exists()


@pytest.mark.parametrize("argv", [["--page", "statistics"],
                                  ["--screenshot", "x.png", "--sample-statistics"],
                                  ["--screenshot", "x.png", "--page", "statistics",
                                   "--game", "tenno", "--seats", "human,ai"]])
def test_bad_page_options_are_refused(argv: list[str], capsys: Any) -> None:
    with pytest.raises(SystemExit) as exc:
        app.main(argv)
    assert exc.value.code == 2


def test_screenshot_of_the_statistics_page_with_sample_results(
        qtbot: Any, make_window: Any, aloop: Any, tmp_path: Path) -> None:
    from senji_desktop.persistence.statistics import load_statistics

    window = make_window()
    shot = tmp_path / "stats.png"
    args = app.build_parser().parse_args(["--screenshot", str(shot), "--page", "statistics",
                                          "--sample-statistics", "--game", "tenno"])
    args.setup = None
    task = aloop.create_task(app._screenshot(window, args))
    qtbot.waitUntil(task.done, timeout=60000)
    assert task.result() == 0 and shot.exists()
    page = window.statistics_page
    assert window.stack.currentWidget() is page and page.game_id == "tenno"
    assert int(page.cells[("all", "played")].text()) > 10
    stats = load_statistics()[0]
    # Made-up results are only written into a profile without statistics.
    assert not app.write_sample_statistics()
    assert load_statistics()[0] == stats


def test_screenshot_of_a_result_dialog_with_the_course_of_the_game(
        qtbot: Any, make_window: Any, aloop: Any, tmp_path: Path) -> None:
    from senji_desktop.ui.common.charts import CoursePanel

    window = make_window()
    shot = tmp_path / "result.png"
    parser = app.build_parser()
    args = parser.parse_args(["--screenshot", str(shot), "--game", "senbazuru",
                              "--seats", "human,ai:easy", "--seed", "3", "--moves", "100000",
                              "--dialog", "result"])
    args.setup = app.game_setup(args, parser)
    task = aloop.create_task(app._screenshot(window, args))
    qtbot.waitUntil(task.done, timeout=120000)
    assert task.result() == 0 and shot.exists()
    dialog = window.table.end_dialog
    assert dialog is not None and dialog.findChildren(CoursePanel)
