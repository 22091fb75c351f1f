"""Test-wide setup: headless Qt, a quick hypothesis profile, waits that hold under load.

Qt must never open a window on the test machine, so the offscreen platform is
chosen before anything imports PySide6. Property tests run a modest number of
examples without deadlines (CI machines are slow and shared); set
HYPOTHESIS_PROFILE=thorough for a longer local run.

Waiting. Tests wait for conditions (``qtbot.waitUntil``, ``waitSignal`` …),
never for a time; the timeout of such a wait only says when a test counts as
hung, it is no expectation of speed (speed is measured by the bench command).
Every qtbot wait therefore waits at least :data:`WAIT_FLOOR_MS`, whatever
timeout the test names: a passing test returns as soon as its condition
holds, and on a machine whose two cores are shared with other busy processes
a step that takes 50 ms when idle may take many seconds (an AI child process
starting, a first paint). Set ``SENJI_TEST_WAIT_S`` to change the floor.
"""

from __future__ import annotations

import asyncio
import functools
import gc
import os
import sys
from collections.abc import Callable, Iterator
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

#: The least time, in ms, any qtbot wait allows before a test counts as hung.
WAIT_FLOOR_MS = int(float(os.environ.get("SENJI_TEST_WAIT_S", "60")) * 1000)
_QTBOT_WAITS = ("waitUntil", "waitSignal", "waitSignals", "waitExposed", "waitActive",
                "waitCallback")


def _at_least_the_floor(method: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(method)
    def wait(self: Any, *args: Any, timeout: int | None = 5000, **kw: Any) -> Any:
        # 0 is no wait at all (assertNotEmitted's default): it stays 0.
        if timeout is not None and 0 < timeout < WAIT_FLOOR_MS:
            timeout = WAIT_FLOOR_MS
        return method(self, *args, timeout=timeout, **kw)

    return wait


def pytest_configure(config: pytest.Config) -> None:
    from pytestqt.qtbot import QtBot

    for name in _QTBOT_WAITS:
        floored = _at_least_the_floor(getattr(QtBot, name))
        setattr(QtBot, name, floored)
        # pytest-qt's snake_case aliases (wait_until …) name the same methods.
        snake = "".join(f"_{c.lower()}" if c.isupper() else c for c in name)
        if hasattr(QtBot, snake):
            setattr(QtBot, snake, floored)


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


@pytest.fixture(autouse=True)
def _english_after_each_test() -> Iterator[None]:
    """Every test starts in English: a window opened in German (or switched to
    it) installs its translators into the one QApplication, and they stay
    there until its language manager is garbage collected, which may be
    several tests later in the same worker. Texts a later test compares would
    then come out German depending on the order xdist chose."""
    yield
    if "senji_desktop.i18n" not in sys.modules:
        return
    from PySide6.QtCore import QLocale

    # set_language sets the default locale first: a cheap sign of German.
    if QLocale().language() != QLocale.Language.German:
        return
    from senji_desktop.i18n import LanguageManager

    for manager in [o for o in gc.get_objects() if isinstance(o, LanguageManager)]:
        try:
            # Quietly: the windows that listened may be gone already.
            manager.blockSignals(True)
            manager.set_language("en")
            manager.blockSignals(False)
        except RuntimeError:  # its Qt object was deleted with its window
            pass
    QLocale.setDefault(QLocale("en"))
