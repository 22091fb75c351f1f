"""Writing files so that a crash never leaves a half-written file behind.

The text goes to a temporary file in the same folder, is flushed and fsynced,
and then replaces the target in one step (``os.replace``): readers see either
the old file or the new one, never a mixture.
"""

from __future__ import annotations

import contextlib
import errno
import os
import sys
import tempfile
import time
from datetime import datetime
from pathlib import Path


def _make_folder(folder: Path) -> None:
    """Create `folder` (and its parents) unless it exists.

    Raises OSError with the real reason where something that is not a folder
    stands in the way: ``mkdir`` reports a file in the path or a circle of
    symbolic links only as "file exists" (EEXIST), which tells the player
    nothing; then the path's own error (ELOOP, ENOENT) or ENOTDIR is raised."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except FileExistsError as err:
        try:
            os.stat(folder)
        except OSError as why:
            raise why from err
        raise NotADirectoryError(errno.ENOTDIR, os.strerror(errno.ENOTDIR), str(folder)) from err


def atomic_write_text(path: Path | str, text: str, encoding: str = "utf-8") -> None:
    """Write `text` to `path` atomically, creating the folder if needed.

    Raises OSError if the folder cannot be created or written, and
    UnicodeEncodeError (a ValueError) if `text` cannot be encoded; the target
    is then unchanged and no temporary file is left behind."""
    data = text.encode(encoding)  # before touching the disk
    target = Path(path)
    _make_folder(target.parent)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        _replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    _fsync_dir(target.parent)


def _replace(src: Path, dst: Path) -> None:
    # On Windows a virus scanner or indexer may hold the target open for a
    # moment; os.replace then fails with PermissionError, so retry briefly.
    attempts = 5 if sys.platform == "win32" else 1
    for i in range(attempts):
        try:
            os.replace(src, dst)
            return
        except PermissionError:
            if i == attempts - 1:
                raise
            time.sleep(0.05 * (i + 1))


def _fsync_dir(folder: Path) -> None:
    """Make the rename itself durable (POSIX only; best effort)."""
    if sys.platform == "win32":
        return
    with contextlib.suppress(OSError):
        dfd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(dfd)
        finally:
            os.close(dfd)


def set_aside(path: Path, label: str = "corrupt", now: datetime | None = None) -> Path:
    """Rename a file that cannot be used so the app can carry on.

    ``autosave.json`` becomes ``autosave.corrupt-YYYYmmdd-HHMMSS.json`` (local
    time) in the same folder; ``-2``, ``-3`` … are appended if that name is
    taken. Returns the new path. Raises OSError if the rename fails."""
    stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
    base = f"{path.stem}.{label}-{stamp}"
    candidate = path.with_name(base + path.suffix)
    n = 2
    while candidate.exists():
        candidate = path.with_name(f"{base}-{n}{path.suffix}")
        n += 1
    os.replace(path, candidate)
    return candidate
