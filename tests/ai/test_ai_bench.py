"""The headless benchmark produces its figures (no timing asserts)."""

from __future__ import annotations

from senji_desktop.ai.agents import DIFFICULTIES
from senji_desktop.bench.headless import run


def test_quick_run_reports_every_figure() -> None:
    figures = run(quick=True)
    assert figures["senshi_random_playout_actions_per_s"] > 0
    for name in DIFFICULTIES:
        assert figures[f"ismcts_{name}_iterations_per_s"] > 0
        assert 0 < figures[f"decision_{name}_mean_s"] <= figures[f"decision_{name}_max_s"]
        assert figures[f"decision_{name}_iterations"] == DIFFICULTIES[name].iterations
