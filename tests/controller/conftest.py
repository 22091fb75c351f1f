"""Fixtures for controller tests: a qasync loop inside pytest-qt and a recording table."""

from __future__ import annotations

import asyncio
import os
from collections.abc import Iterator
from typing import Any

import pytest
import qasync
from ctl_helpers import RecordingTable

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture
def aloop(qapp: Any) -> Iterator[asyncio.AbstractEventLoop]:
    """A qasync loop driven by whatever Qt event loop pytest-qt spins."""
    loop = qasync.QEventLoop(qapp, already_running=True)
    yield loop
    for task in asyncio.all_tasks(loop):
        task.cancel()
    qapp.processEvents()
    asyncio.events._set_running_loop(None)


@pytest.fixture(autouse=True)
def _home(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SENJI_DESKTOP_HOME", str(tmp_path / "home"))



@pytest.fixture
def table() -> RecordingTable:
    return RecordingTable()
