"""The user's settings, kept as JSON in ``config_dir()/settings.json``.

The file holds the fields of :class:`Settings` plus ``"app": "senji-desktop"``
and ``"format": 1`` so a foreign or newer file is recognised. Unknown fields
are ignored (a newer version may add some); a field with a wrong type or value
falls back to its default alone, the other fields are kept; a damaged or
foreign file is renamed aside and the defaults are used, with a message for
the user. The file is read like a saved game (``persistence/files.py``): a
regular file of at most :data:`files.MAX_SETTINGS_BYTES`, UTF-8 with or
without a byte-order mark; text that UTF-8 cannot hold (a lone surrogate
escape) is repaired on load, so the settings can always be written back.
"""

from __future__ import annotations

import json
import locale
import logging
import os
import sys
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from senji_desktop.persistence import files
from senji_desktop.persistence import problems as P
from senji_desktop.persistence.atomic import atomic_write_text, set_aside
from senji_desktop.persistence.paths import config_dir
from senji_desktop.persistence.problems import ProblemText

log = logging.getLogger(__name__)

APP_ID = "senji-desktop"
SETTINGS_FORMAT = 1

Language = Literal["en", "de"]
AnimationSpeed = Literal["instant", "fast", "normal", "slow"]
#: The tables' text size in per cent of the normal size.
TextSize = Literal[100, 125, 150]

_SPEED_FACTORS: dict[str, float] = {"instant": 0.0, "fast": 0.5, "normal": 1.0, "slow": 2.0}


def speed_factor(speed: str) -> float:
    """Animation duration multiplier: instant 0, fast 0.5, normal 1, slow 2.

    Raises ValueError for an unknown speed name."""
    try:
        return _SPEED_FACTORS[speed]
    except KeyError:
        raise ValueError(f"unknown animation speed {speed!r}") from None


def _is_german(tag: str | None) -> bool:
    if not tag:
        return False
    t = tag.strip().lower()
    return t.startswith(("de_", "de-", "de.", "german")) or t == "de"


def _windows_ui_language_is_german() -> bool:  # pragma: no cover - Windows only
    try:
        import ctypes

        langid = ctypes.windll.kernel32.GetUserDefaultUILanguage()  # type: ignore[attr-defined]
    except (AttributeError, OSError):
        return False
    return bool(langid & 0x3FF == 0x07)  # LANG_GERMAN


def system_language() -> Language:
    """"de" if the system's language is German, else "en".

    Looks at LANGUAGE / LC_ALL / LC_MESSAGES / LANG (first non-empty wins, as
    gettext does), then the process locale, then on Windows the UI language."""
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var)
        if value:
            first = value.split(":")[0]
            if first not in ("C", "POSIX", "C.UTF-8"):
                return "de" if _is_german(first) else "en"
    try:
        loc = locale.getlocale()[0]
    except ValueError:
        loc = None
    if _is_german(loc):
        return "de"
    if sys.platform == "win32" and _windows_ui_language_is_german():  # pragma: no cover
        return "de"
    return "en"


class Settings(BaseModel):
    """What the app remembers between sessions.

    `language` "en" | "de" (default: German if the system is German, else
    English); `animation_speed` "instant" | "fast" | "normal" | "slow";
    `memory_aid` shows what the player has seen of other seats' hidden things;
    `text_size` the tables' text and panels in per cent (100, 125, 150);
    `window_geometry` base64 of ``QWidget.saveGeometry()`` (the UI fills it);
    `last_new_game` the new-game dialog's last choices (its own JSON shape);
    `last_save_folder` the folder of the last saved or opened game file;
    `sound_volume` 0–100 (the effects' loudness), `sound_muted` True silences them;
    `tutorial_progress` the step (index) each game's tutorial was left at, to
    resume there; `tutorials_done` the games whose tutorial was played to its
    end (the new-game dialog stops offering it)."""

    model_config = ConfigDict(extra="ignore", validate_assignment=True)

    language: Language = Field(default_factory=system_language)
    animation_speed: AnimationSpeed = "normal"
    memory_aid: bool = True
    text_size: TextSize = 100
    window_geometry: str | None = None
    last_new_game: dict[str, Any] | None = None
    last_save_folder: str | None = None
    sound_volume: int = Field(default=70, ge=0, le=100)
    sound_muted: bool = False
    tutorial_progress: dict[str, int] = Field(default_factory=dict)
    tutorials_done: list[str] = Field(default_factory=list)

    @model_validator(mode="before")
    @classmethod
    def _writable_text(cls, data: Any) -> Any:
        # Settings that UTF-8 cannot hold could never be saved again.
        return files.repair_json(data)[0]


def settings_path() -> Path:
    return config_dir() / "settings.json"


#: Left-over temporary files of the settings are deleted only when older than
#: this (seconds): a second start reads the settings while the running app
#: may be writing them.
TEMP_MIN_AGE_S = 60.0


def save_settings(settings: Settings) -> None:
    """Write the settings atomically. Raises OSError if the folder is not
    writable, ValueError if the text cannot be encoded (repaired on load and
    assignment, so only for a value placed around validation)."""
    data = {"app": APP_ID, "format": SETTINGS_FORMAT, **settings.model_dump(mode="json")}
    atomic_write_text(settings_path(), json.dumps(data, indent=2, ensure_ascii=False) + "\n")


def _valid_fields(data: dict[str, Any]) -> Settings:
    """Settings from the fields of `data` that are valid one by one; a field of the
    wrong type or value falls back to its default (logged), the others are kept."""
    kept: dict[str, Any] = {}
    for name in Settings.model_fields:
        if name not in data:
            continue
        try:
            Settings.model_validate({name: data[name]})
        except ValidationError:
            log.warning("settings: %s has an invalid value; its default is used", name)
            continue
        kept[name] = data[name]
    return Settings.model_validate(kept)


def load_settings() -> tuple[Settings, ProblemText | None]:
    """The saved settings, or the defaults when there are none.

    Returns (settings, problem): `problem` is None normally; a file of ours
    with some values out of range keeps the valid ones (each invalid one
    falls back to its default, no message: a setting, not a game, is at
    stake); if the file was damaged or foreign it was renamed aside
    (``settings.corrupt-YYYYmmdd-HHMMSS.json``) and `problem` explains it in
    words (a ``str``; ``problem.translated(QCoreApplication.translate)`` gives
    the current language). Never raises for a bad file."""
    path = settings_path()
    files.remove_temp_files(path.parent, [path.name + "."], TEMP_MIN_AGE_S)
    try:
        raw = files.read_regular(path, files.MAX_SETTINGS_BYTES)
    except FileNotFoundError:
        return Settings(), None
    except files.NotARegularFile:
        raw = None
    except files.TooLarge:
        raw = b""  # damaged: set aside below
    except OSError as e:
        log.warning("settings not read: %s", e)
        return Settings(), P.because((P.SETTINGS_UNREADABLE, {"file": str(path)}),
                                     P.os_failure(e))
    template = P.SETTINGS_CORRUPT if raw is not None else P.SETTINGS_NOT_REGULAR
    settings: Settings | None = None
    try:
        data = json.loads(files.decode_text(raw)) if raw is not None else None
    except (ValueError, RecursionError):
        # UnicodeDecodeError and JSONDecodeError are ValueErrors, as is an
        # integer over Python's digit limit; RecursionError: deep nesting.
        data = None
    if isinstance(data, dict):
        if data.get("app") != APP_ID or not isinstance(data.get("format"), int) \
                or data["format"] > SETTINGS_FORMAT:
            template = P.SETTINGS_FOREIGN
        else:
            try:
                settings = Settings.model_validate(data)
            except ValidationError:
                settings = _valid_fields(data)
    elif data is not None:
        template = P.SETTINGS_FOREIGN
    if settings is not None:
        return settings, None
    sentences: list[P.Sentence] = [(template, {"file": str(path)})]
    moved = P.ENTRY_MOVED_ASIDE if template == P.SETTINGS_NOT_REGULAR else P.MOVED_ASIDE
    try:
        aside = set_aside(path)
        sentences.append((moved, {"aside": str(aside)}))
    except OSError:
        pass
    return Settings(), ProblemText(sentences)
