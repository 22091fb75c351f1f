"""Folders for settings and saved games.

platformdirs gives the usual place per platform (app name "senji-desktop"):
e.g. ``~/.config/senji-desktop`` and ``~/.local/share/senji-desktop`` on
Linux, ``%LOCALAPPDATA%\\senji-desktop`` on Windows, ``~/Library/Application
Support/senji-desktop`` on macOS. The environment variable
``SENJI_DESKTOP_HOME`` replaces both with ``$SENJI_DESKTOP_HOME/config`` and
``$SENJI_DESKTOP_HOME/data`` (tests and screenshots use a temporary folder).
Nothing here creates folders; the writers do (see ``atomic.atomic_write_text``).
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "senji-desktop"
HOME_ENV = "SENJI_DESKTOP_HOME"


def _home_override() -> Path | None:
    value = os.environ.get(HOME_ENV, "").strip()
    return Path(value).expanduser() if value else None


def config_dir() -> Path:
    """Folder of ``settings.json``."""
    home = _home_override()
    if home is not None:
        return home / "config"
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False, roaming=True))


def data_dir() -> Path:
    """Folder of the autosave and other app data (statistics)."""
    home = _home_override()
    if home is not None:
        return home / "data"
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
