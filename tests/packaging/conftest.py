"""Packaging tests: the built wheel in a fresh venv, desktop files, install script.

The installed-wheel smoke test is marked ``packaging`` (it builds the wheel and
installs it with its dependencies, about a minute): ``pytest -m "not
packaging"`` leaves it out of a quick local run; CI always runs it.
"""

from __future__ import annotations

import pytest


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "packaging: builds and installs the wheel (slow; deselect with -m 'not packaging')")
