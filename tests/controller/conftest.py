"""Fixtures for controller tests: a qasync loop inside pytest-qt and a recording table."""

from __future__ import annotations

import os
from typing import Any

import pytest
from ctl_helpers import RecordingTable

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")




@pytest.fixture(autouse=True)
def _home(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SENJI_DESKTOP_HOME", str(tmp_path / "home"))



@pytest.fixture
def table() -> RecordingTable:
    return RecordingTable()
