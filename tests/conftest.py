"""Test-wide setup: headless Qt and a quick hypothesis profile.

Qt must never open a window on the test machine, so the offscreen platform is
chosen before anything imports PySide6. Property tests run a modest number of
examples without deadlines (CI machines are slow and shared); set
HYPOTHESIS_PROFILE=thorough for a longer local run.
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import Iterator
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from hypothesis import HealthCheck, settings

settings.register_profile(
    "quick",
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
    print_blob=True,
)
settings.register_profile(
    "thorough",
    max_examples=500,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
    print_blob=True,
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "quick"))


@pytest.fixture
def aloop(qapp: Any) -> Iterator[asyncio.AbstractEventLoop]:
    """A qasync loop driven by whatever Qt event loop pytest-qt spins."""
    import qasync  # only the GUI and controller tests need Qt

    loop = qasync.QEventLoop(qapp, already_running=True)
    yield loop
    for task in asyncio.all_tasks(loop):
        task.cancel()
    qapp.processEvents()
    asyncio.events._set_running_loop(None)
