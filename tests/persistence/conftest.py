"""Every persistence test writes into its own temporary SENJI_DESKTOP_HOME."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("SENJI_DESKTOP_HOME", str(tmp_path / "home"))
    return tmp_path / "home"
