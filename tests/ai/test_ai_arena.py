"""The arena: seeded, rotating seats, legal play, JSON on the command line."""

from __future__ import annotations

import json
from typing import Any

import pytest

from senji_desktop.ai.agents import difficulty_config
from senji_desktop.ai.arena import main, play_game, run_arena

TIMING_KEYS = {"mean_decision_ms", "max_decision_ms", "mean_iterations"}


def without_timings(result: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in result.items() if k not in TIMING_KEYS}


def test_same_seed_same_result() -> None:
    args = ("senshi", ["easy", "heuristic"], 4, 13)
    a = run_arena(*args, iterations_scale=0.02)
    b = run_arena(*args, iterations_scale=0.02)
    assert without_timings(a) == without_timings(b)
    assert a["illegal_actions"] == 0
    assert sum(a["wins"]) + a["draws"] == a["games"] == 4
    assert len(a["mean_decision_ms"]) == 2


def test_other_seed_other_games() -> None:
    a = run_arena("senshi", ["random", "random"], 2, 1)
    b = run_arena("senshi", ["random", "random"], 2, 2)
    assert a["moves_digest"] != b["moves_digest"]


def test_worker_processes_do_not_change_the_result() -> None:
    a = run_arena("senshi", ["random", "heuristic"], 2, 5)
    b = run_arena("senshi", ["random", "heuristic"], 2, 5, jobs=2)
    assert without_timings(a) == without_timings(b)


def test_seats_rotate_over_the_same_deal() -> None:
    agents = ["heuristic", "random", "random"]
    games = [play_game("senshi", agents, 3, g) for g in range(6)]
    # Every deal is played once per rotation, and seat 0 (who starts) is
    # taken by each agent in turn.
    assert [g["seating"] for g in games[:3]] == [[0, 1, 2], [1, 2, 0], [2, 0, 1]]
    assert len({g["deal_seed"] for g in games[:3]}) == 1
    assert games[3]["deal_seed"] != games[0]["deal_seed"]
    assert [g["moves"][0]["seat"] for g in games] == [0] * 6


@pytest.mark.parametrize("options", [{}, {"secret_start": True}])
def test_three_and_four_players(options: dict[str, Any]) -> None:
    for agents in (["random", "heuristic", "easy"], ["heuristic", "random", "normal", "hard"]):
        result = run_arena("senshi", agents, 2, 7, options, iterations_scale=0.01)
        assert result["illegal_actions"] == 0
        assert len(result["wins"]) == len(agents)
        assert sum(result["wins"]) + result["draws"] == 2


def test_command_line_prints_one_json_object(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["senshi", "--agents", "hard,random", "--games", "2", "--seed", "3",
                 "--json", "--iterations-scale", "0.01"])
    assert code == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 2
    assert data["agents"] == ["hard", "random"]
    assert data["illegal_actions"] == 0
    for key in ("wins", "draws", "mean_decision_ms"):
        assert key in data
    assert len(data["wins"]) == len(data["mean_decision_ms"]) == 2


def test_equal_thinking_time_for_every_search_agent(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["tenno", "--agents", "hard,ismcts-plain,heuristic", "--games", "1", "--seed", "2",
                 "--json", "--time-per-decision", "0.01"])
    assert code == 0
    data = json.loads(capsys.readouterr().out)
    assert data["time_per_decision_s"] == 0.01
    assert data["illegal_actions"] == 0
    hard, plain, heuristic = data["mean_iterations"]
    # Both searches ran by time (their own caps are far apart), the heuristic never searched.
    assert hard > 0 and plain > 0
    assert heuristic == 0.0


def test_iterations_are_reported_per_search_agent() -> None:
    result = run_arena("tenno", ["hard", "random"], 1, 4, iterations_scale=0.01)
    # The scale applies to the game's own cap of the difficulty.
    assert result["mean_iterations"][0] == difficulty_config("tenno", "hard").scaled(0.01).iterations
    assert result["mean_iterations"][1] == 0.0


def test_command_line_text_summary(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["senshi", "--agents", "random,heuristic", "--games", "2"]) == 0
    out = capsys.readouterr().out
    assert "heuristic" in out and "illegal actions: 0" in out


@pytest.mark.parametrize(
    "argv",
    [
        ["senshi", "--agents", "random,grandmaster", "--games", "1"],
        ["nogame", "--agents", "random,random", "--games", "1"],
        ["senshi", "--agents", "random", "--games", "1"],  # Senshi needs 2-4 seats
        ["senshi", "--agents", "random,random", "--games", "1", "--secret-start"],
        ["senshi", "--agents", "random,hard", "--games", "1", "--time-per-decision", "0"],
    ],
)
def test_command_line_rejects_bad_arguments(argv: list[str],
                                            capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    assert "arena:" in capsys.readouterr().err


@pytest.mark.parametrize(("argv", "says"), [
    (["shinobi", "--agents", "hard,random,random", "--games", "1"],
     "arena: shinobi needs 4 to 6 agents, got 3"),
    (["senshi", "--agents", "random", "--games", "1"], "arena: senshi needs 2 to 4 agents, got 1"),
])
def test_a_wrong_number_of_agents_is_one_plain_line(argv: list[str], says: str,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.strip() == says
