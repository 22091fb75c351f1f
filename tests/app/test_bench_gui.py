"""The GUI benchmark's measuring loops run and report every figure (no
timing is asserted: the figures are only reported by ``senji-desktop bench``)."""

from __future__ import annotations

from typing import Any

from senji_desktop.bench import gui


def test_the_senshi_responsiveness_loop_reports_its_figures(qapp: Any) -> None:
    got = gui.responsiveness(0.3, ai=False)
    assert got["gui_timer_ticks"] > 0
    assert got["gui_animation_steps"] >= 1
    assert got["gui_ai_decisions"] == 0
    # No figure is judged here (a busy machine may give only one tick): each is reported.
    assert got["gui_timer_gap_max_ms"] >= got["gui_timer_gap_p50_ms"] >= 0


def test_the_senji_responsiveness_loop_reports_its_figures(qapp: Any) -> None:
    got = gui.senji_responsiveness(0.3, ai=False)
    assert got["ticks"] > 0
    assert got["animation_steps"] >= 1
    assert got["dice_rolls"] >= 0 and got["ai_decisions"] == 0
    assert got["gap_max_ms"] >= got["gap_p50_ms"] >= 0
