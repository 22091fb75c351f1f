"""Reading the app's own files defensively; every loader (autosaves, saved
games opened by name, settings) reads through here.

- Only regular files are read (a symbolic link to one is fine). Whatever
  else sits at the path — a folder, a FIFO (opening it would wait forever
  for a writer), a device such as ``/dev/zero`` (endless) — raises
  :class:`NotARegularFile` without reading a byte: the file is opened
  non-blocking and checked with ``fstat`` on the open descriptor, so the
  check and the read see the same file.
- At most `limit` bytes are read: a longer file raises :class:`TooLarge`
  (:data:`MAX_SAVE_BYTES` is far above any real save, see there).
- :func:`decode_text` takes UTF-8 with or without a byte-order mark (text
  editors on Windows add one) and :func:`repair_text` replaces what UTF-8
  cannot hold (lone surrogates, from ``"\\udc00"`` escapes in the JSON) so a
  loaded file can always be written back.
- :func:`remove_temp_files` deletes the temporary files an interrupted
  atomic write left behind (``.<name>.<random>.tmp``, see ``atomic.py``).
"""

from __future__ import annotations

import contextlib
import errno
import logging
import os
import stat
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

#: The largest saved game read, in bytes (8 MiB). The longest games seen —
#: random play of Senji for five, over 5,000 moves — save to about 0.5 MB,
#: so a real save never comes near it; a larger file is not a save of ours
#: (and reading, checking and replaying one would keep the window waiting).
MAX_SAVE_BYTES = 8 * 1024 * 1024
#: The largest statistics or finished-games file read, in bytes (32 MiB): the
#: list of finished games keeps 50 games of each game, each as long as a save.
MAX_RECORD_BYTES = 32 * 1024 * 1024
#: The largest settings file read, in bytes (1 MiB; a real one has a few KB).
MAX_SETTINGS_BYTES = 1024 * 1024


class NotARegularFile(OSError):
    """Something other than a regular file is at the path (`kind` names it:
    "folder", "FIFO", "device", "socket" or "special file")."""

    def __init__(self, path: Path, kind: str) -> None:
        super().__init__(errno.EINVAL, f"not a regular file ({kind})", str(path))
        self.kind = kind


class TooLarge(OSError):
    """The file is longer than the limit (`limit`, in bytes)."""

    def __init__(self, path: Path, limit: int) -> None:
        super().__init__(errno.EFBIG, f"larger than {limit} bytes", str(path))
        self.limit = limit


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "folder"
    if stat.S_ISFIFO(mode):
        return "FIFO"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "device"
    if stat.S_ISSOCK(mode):
        return "socket"
    return "special file"


def read_regular(path: Path | str, limit: int) -> bytes:
    """The bytes of the regular file at `path` (links followed), at most `limit`.

    Raises FileNotFoundError if nothing is there, :class:`NotARegularFile`
    for a folder, FIFO, device or socket (nothing is read, nothing blocks),
    :class:`TooLarge` beyond `limit` bytes, and OSError for anything the
    system refuses (permissions, a loop of links)."""
    target = Path(path)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(target, flags)
    except IsADirectoryError:
        raise NotARegularFile(target, "folder") from None
    except PermissionError:
        # Windows refuses to open a folder with "permission denied".
        if target.is_dir():
            raise NotARegularFile(target, "folder") from None
        raise
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise NotARegularFile(target, _kind(st.st_mode))
        if st.st_size > limit:
            raise TooLarge(target, limit)
        chunks: list[bytes] = []
        size = 0
        while True:
            # A file that grows while it is read stops at the limit too.
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
            if size > limit:
                raise TooLarge(target, limit)
        return b"".join(chunks)
    finally:
        os.close(fd)


def is_regular(path: Path) -> bool:
    """True if `path` is a regular file or a link to one (never blocks)."""
    try:
        return stat.S_ISREG(path.stat().st_mode)
    except (OSError, ValueError):
        return False


def exists(path: Path) -> bool:
    """True if anything is at `path`, even a broken link."""
    try:
        path.lstat()
    except (OSError, ValueError):
        return False
    return True


def decode_text(raw: bytes) -> str:
    """UTF-8 text, with its byte-order mark (if any) removed.
    Raises UnicodeDecodeError (a ValueError) for bytes that are not UTF-8."""
    return raw.decode("utf-8-sig")


def repair_text(text: str) -> str:
    """`text` with every lone surrogate (which UTF-8 cannot encode) replaced by
    U+FFFD; a proper surrogate pair becomes its character."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return text.encode("utf-16", "surrogatepass").decode("utf-16", "replace")
    return text


def repair_json(value: Any) -> tuple[Any, bool]:
    """`value` (parsed JSON) with :func:`repair_text` applied to every string,
    keys included; the flag tells whether anything was changed."""
    if isinstance(value, str):
        fixed = repair_text(value)
        return fixed, fixed is not value
    if isinstance(value, list):
        items = [repair_json(v) for v in value]
        return [v for v, _ in items], any(c for _, c in items)
    if isinstance(value, dict):
        changed = False
        out: dict[Any, Any] = {}
        for k, v in value.items():
            nk, ck = repair_json(k)
            nv, cv = repair_json(v)
            out[nk] = nv
            changed = changed or ck or cv
        return out, changed
    return value, False


def temp_files(folder: Path, prefixes: Iterable[str]) -> list[Path]:
    """The temporary files in `folder` of the files whose names start with one
    of `prefixes`: ``.<name>.<random>.tmp``, as ``atomic.atomic_write_text``
    creates them (prefix ``"settings.json."`` for one file, ``"autosave"``
    for every autosave)."""
    wanted = tuple(f".{p}" for p in prefixes)
    try:
        entries = list(folder.iterdir())
    except OSError:
        return []
    return [p for p in entries
            if p.name.endswith(".tmp") and p.name.startswith(wanted)]


def remove_temp_files(folder: Path, prefixes: Iterable[str], min_age_s: float = 0.0) -> int:
    """Delete the left-over temporary files of `prefixes` (see :func:`temp_files`)
    in `folder` whose last
    change is at least `min_age_s` seconds ago (0: all of them — only when no
    other writer can be at work on them). Returns how many were deleted;
    a file that cannot be deleted is logged and skipped."""
    now = time.time()
    removed = 0
    for tmp in temp_files(folder, prefixes):
        with contextlib.suppress(OSError):
            if min_age_s > 0 and now - tmp.lstat().st_mtime < min_age_s:
                continue
        try:
            if tmp.is_dir() and not tmp.is_symlink():
                continue
            tmp.unlink()
            removed += 1
        except OSError as exc:
            # Not for the player (nothing of theirs is at stake): the log's detail level.
            log.info("left-over temporary file %s not deleted: %s", tmp, exc)
    if removed:
        log.info("deleted %d left-over temporary file(s) in %s", removed, folder)
    return removed
