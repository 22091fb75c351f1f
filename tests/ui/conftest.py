"""Fixtures shared by the table tests."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any

import pytest

from senji_desktop.i18n import LanguageManager
from senji_desktop.ui.senji.table import SenjiTable


@pytest.fixture
def senji_table_at(qtbot: Any) -> Callable[[tuple[int, int], Sequence[str]], SenjiTable]:
    """A factory: a shown Senji table of `size` with the seats' `names`,
    animations instant."""

    def make(size: tuple[int, int], names: Sequence[str]) -> SenjiTable:
        t = SenjiTable()
        qtbot.addWidget(t)
        t.set_names(list(names))
        t.set_animation_speed(0)
        t.resize(*size)
        t.show()
        qtbot.waitExposed(t)
        return t

    return make


@pytest.fixture
def german() -> Iterator[LanguageManager]:
    """The app in German for the test, English again after it."""
    manager = LanguageManager()
    manager.set_language("de")
    yield manager
    manager.set_language("en")
