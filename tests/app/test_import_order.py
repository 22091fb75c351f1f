"""Every entry point imports cleanly whatever the order of pydantic and PySide6.

Each order runs in a fresh interpreter (the fault only shows on a first
import): pydantic first, PySide6 first, our entry point before or after both,
then the rest of the app — the UI registry, every game's rules and table,
pydantic's lazily imported modules — so a probe of shiboken's import hook
that meets a half-imported pydantic module fails the test
(``senji_desktop/import_order.py`` explains the cause).
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

# After the ordered imports: everything the app imports later, on first use.
_REST = """
from senji_desktop.engine import registry
from senji_desktop.ui.registry import game_ui
import pydantic.fields, pydantic.json_schema, pydantic.type_adapter, pydantic.dataclasses
for info in registry.GAMES:
    if info.available:
        registry.load_game(info.game_id)
        game_ui(info.game_id)
from senji_desktop.persistence.saves import SaveGame
from senji_desktop.persistence.settings import load_settings
print("imports ok")
"""

# Entry points: the app, the AI child process's module (spawned children
# import it first), the arena and bench commands, the test conftest.
_ENTRIES = [
    "senji_desktop.app",
    "senji_desktop.controller.ai_runner",
    "senji_desktop.ai.arena",
    "senji_desktop.bench",
    "senji_desktop.ai.agents",
    "senji_desktop.persistence.saves",
]

_ORDERS: list[list[str]] = []
for entry in _ENTRIES:
    _ORDERS += [
        [entry, "pydantic", "PySide6.QtWidgets", "pydantic.fields"],
        ["pydantic", "PySide6.QtWidgets", entry, "pydantic.fields"],
    ]
_ORDERS += [
    # The AI, then the UI registry, then a game (the order that failed).
    ["senji_desktop.ai.agents", "senji_desktop.ui.registry", "senji_desktop.persistence.saves"],
    ["senji_desktop.ai.agents", "PySide6.QtWidgets", "senji_desktop.persistence.settings"],
    ["senji_desktop.engine.core", "PySide6.QtCore", "senji_desktop.controller"],
    ["PySide6.QtWidgets", "pydantic", "senji_desktop.app"],
    ["pydantic", "senji_desktop.controller.ai_runner", "PySide6.QtWidgets",
     "senji_desktop.ui.main_window"],
    # What pytest does: pytest-qt imports PySide6, then the conftest (hypothesis).
    ["PySide6.QtWidgets", "pytest", "hypothesis", "tests.conftest", "senji_desktop.persistence"],
    ["pydantic", "PySide6.QtWidgets", "hypothesis", "tests.conftest",
     "senji_desktop.ai.agents"],
]


def _script(order: list[str]) -> str:
    return "".join(f"import {name}\n" for name in order) + _REST


@pytest.mark.parametrize("order", _ORDERS, ids=["-".join(o) for o in _ORDERS])
def test_imports_in_any_order(order: list[str]) -> None:
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=root)
    done = subprocess.run([sys.executable, "-c", _script(order)], cwd=root, env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    assert "imports ok" in done.stdout
