"""Reading the app's own record files: the finished-games lists and the statistics.

Both are JSON documents ``{"app": "senji-desktop", "format": N, …}`` written
atomically. :func:`read_record_file` reads one and says in words what is
wrong with a file that cannot be used; such a file is renamed aside
(``statistics.corrupt-YYYYmmdd-HHMMSS.json``) so the next write starts
clean, and nothing else is changed.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any, Literal

from senji_desktop.persistence import files
from senji_desktop.persistence import problems as P
from senji_desktop.persistence.atomic import set_aside
from senji_desktop.persistence.problems import ProblemText, Sentence

log = logging.getLogger(__name__)

APP_ID: Literal["senji-desktop"] = "senji-desktop"


class RecordFileError(Exception):
    """A record file that could not be read (`message` a :class:`ProblemText`).

    `writable` is False when the file is still in place (it could not be read
    or renamed): the caller must not write over it in this session."""

    def __init__(self, message: ProblemText, writable: bool) -> None:
        super().__init__(message)
        self.message = message
        self.writable = writable


def read_record_file(path: Path, supported_format: int, damaged: str,
                     newer: str, unreadable: str) -> dict[str, Any] | None:
    """The JSON object in `path`, or None if there is no such file.

    `damaged`, `newer` and `unreadable` are the sentence templates (see
    ``persistence.problems``) for a file that is not valid JSON of this app,
    one of a format above `supported_format`, and one the system cannot read.
    Raises :class:`RecordFileError`; a damaged or newer file has then been
    renamed aside (its new name is in the message)."""
    try:
        # Regular files only, of a sane size: a FIFO there must not block the app.
        raw = files.read_regular(path, files.MAX_RECORD_BYTES)
    except FileNotFoundError:
        return None
    except OSError as e:
        log.warning("record file not read: %s", e)
        raise RecordFileError(P.because((unreadable, {"file": str(path)}), P.os_failure(e)),
                              writable=False) from e
    data: Any = None
    try:
        data = json.loads(files.decode_text(raw))
    except (ValueError, RecursionError):
        # Bad UTF-8 and bad JSON are ValueErrors, as is an integer over
        # Python's digit limit; RecursionError: brackets nested too deep.
        data = None
    template = damaged
    if isinstance(data, dict) and data.get("app") == APP_ID:
        fmt = data.get("format")
        if isinstance(fmt, int) and not isinstance(fmt, bool) and 1 <= fmt <= supported_format:
            return data
        if isinstance(fmt, int) and not isinstance(fmt, bool) and fmt > supported_format:
            template = newer
    raise aside(path, (template, {"file": str(path)}))


def aside(path: Path, *sentences: Sentence) -> RecordFileError:
    """Rename the unusable file `path` aside and describe it (the rename in words too)."""
    parts = list(sentences)
    try:
        moved = set_aside(path)
    except OSError:
        return RecordFileError(ProblemText(parts), writable=False)
    parts.append((P.MOVED_ASIDE, {"aside": str(moved)}))
    return RecordFileError(ProblemText(parts), writable=True)
