"""The headless benchmark produces its figures (no timing asserts)."""

from __future__ import annotations

from senji_desktop.ai.agents import DIFFICULTIES, difficulty_config
from senji_desktop.bench.headless import run


def test_quick_run_reports_every_figure() -> None:
    figures = run(quick=True, games=["senshi"])
    assert figures["senshi_random_playout_actions_per_s"] > 0
    assert figures["senshi_random_playout_mean_actions"] > 0
    for name in DIFFICULTIES:
        config = difficulty_config("senshi", name)
        assert 0 < figures[f"senshi_decision_{name}_mean_s"] <= figures[f"senshi_decision_{name}_max_s"]
        if config.policy_temperature is None:
            assert figures[f"senshi_ismcts_{name}_iterations_per_s"] > 0
            assert figures[f"senshi_decision_{name}_iterations"] == config.iterations
        else:  # Easy plays its policy without search
            assert f"senshi_ismcts_{name}_iterations_per_s" not in figures
            assert figures[f"senshi_decision_{name}_iterations"] == 0


def test_games_filter_leaves_other_games_out() -> None:
    figures = run(quick=True, games=[])
    assert not any(key.startswith("senshi_") for key in figures)
