"""Shared helpers of the translation tests: the i18n/update.py module and a
language switch that always returns to English."""

from __future__ import annotations

import importlib.util
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication

from senji_desktop.i18n import LanguageManager

ROOT = Path(__file__).resolve().parents[2]


def load_update_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("senji_i18n_update", ROOT / "i18n" / "update.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def update() -> ModuleType:
    return load_update_module()


@pytest.fixture
def qt_tools(update: ModuleType) -> None:
    """Skip when Qt's linguist tools are not installed (e.g. a runtime-only venv)."""
    for name in ("pyside6-lupdate", "pyside6-lrelease"):
        try:
            update.tool(name)
        except FileNotFoundError:
            pytest.skip(f"{name} is not installed")


@pytest.fixture
def languages(qapp: QApplication) -> Iterator[list[LanguageManager]]:
    """Collects LanguageManagers; afterwards every one is switched back to
    English and the default locale is restored, so no other test runs German."""
    saved = QLocale()
    managers: list[LanguageManager] = []
    yield managers
    for m in managers:
        m.set_language("en")
    QLocale.setDefault(saved)
    qapp.processEvents()


def which(name: str) -> str | None:
    return shutil.which(name)
