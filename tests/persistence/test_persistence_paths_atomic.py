"""Folders (platformdirs + SENJI_DESKTOP_HOME) and atomic writes."""

from __future__ import annotations

import errno
import os
import re
from datetime import datetime
from pathlib import Path

import pytest

from senji_desktop.persistence import atomic
from senji_desktop.persistence.atomic import atomic_write_text, set_aside
from senji_desktop.persistence.paths import config_dir, data_dir


def test_home_env_overrides_both_folders(home: Path) -> None:
    assert config_dir() == home / "config"
    assert data_dir() == home / "data"


def test_platformdirs_used_without_override(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("SENJI_DESKTOP_HOME", raising=False)
    assert "senji-desktop" in str(config_dir())
    assert "senji-desktop" in str(data_dir())


def test_atomic_write_creates_folder_and_leaves_no_temp(home: Path) -> None:
    target = home / "deep" / "folder" / "file.json"
    atomic_write_text(target, "first")
    atomic_write_text(target, "second – ünïcode")
    assert target.read_text(encoding="utf-8") == "second – ünïcode"
    assert sorted(p.name for p in target.parent.iterdir()) == ["file.json"]


def test_failed_replace_keeps_old_file_and_no_temp(home: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    target = home / "file.json"
    atomic_write_text(target, "old content")

    def broken_replace(src: object, dst: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(atomic.os, "replace", broken_replace)
    with pytest.raises(OSError, match="disk full"):
        atomic_write_text(target, "new content")
    assert target.read_text() == "old content"
    assert [p.name for p in home.iterdir()] == ["file.json"]


def test_failure_in_the_middle_of_writing_never_touches_target(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The text is half on disk (written, not yet synced) when the crash comes."""
    target = home / "file.json"
    atomic_write_text(target, "old content")
    real_fsync = os.fsync
    seen: list[str] = []

    def crash_after_partial_write(fd: int) -> None:
        # The temporary file already holds the new text at this point.
        tmp = [p for p in home.iterdir() if p.name != "file.json"]
        seen.extend(p.read_text() for p in tmp)
        raise OSError("power cut")

    monkeypatch.setattr(atomic.os, "fsync", crash_after_partial_write)
    with pytest.raises(OSError, match="power cut"):
        atomic_write_text(target, "new content " * 1000)
    monkeypatch.setattr(atomic.os, "fsync", real_fsync)
    assert seen and seen[0].startswith("new content")  # the crash really was mid-way
    assert target.read_text() == "old content"
    assert [p.name for p in home.iterdir()] == ["file.json"]


def test_set_aside_names_and_never_overwrites(home: Path) -> None:
    home.mkdir(parents=True)
    now = datetime(2024, 5, 17, 9, 8, 7)
    first = home / "autosave.json"
    first.write_text("a")
    aside1 = set_aside(first, now=now)
    assert aside1.name == "autosave.corrupt-20240517-090807.json"
    first.write_text("b")
    aside2 = set_aside(first, now=now)
    assert aside2.name == "autosave.corrupt-20240517-090807-2.json"
    assert not first.exists()
    assert aside1.read_text() == "a" and aside2.read_text() == "b"
    first.write_text("c")
    assert re.fullmatch(r"autosave\.corrupt-\d{8}-\d{6}\.json", set_aside(first).name)


def test_a_file_or_a_link_circle_in_the_folder_path_is_named_not_just_file_exists(
        home: Path) -> None:
    # mkdir says only "file exists" (EEXIST) for both, which the player read as
    # "the system reported an unexpected error".
    from senji_desktop.persistence.problems import (
        OS_LOOP,
        OS_NOT_FOLDER,
        write_failure,
    )

    home.mkdir(parents=True, exist_ok=True)
    blocker = home / "blocker"
    blocker.write_text("x", encoding="utf-8")
    with pytest.raises(OSError) as caught:
        atomic_write_text(blocker / "save.json", "{}")
    assert caught.value.errno == errno.ENOTDIR
    assert write_failure(caught.value).sentences[0][0] == OS_NOT_FOLDER
    loop = home / "loop"
    loop.symlink_to(loop)
    with pytest.raises(OSError) as caught:
        atomic_write_text(loop / "save.json", "{}")
    assert caught.value.errno == errno.ELOOP
    assert write_failure(caught.value).sentences[0][0] == OS_LOOP
    assert not list(home.glob("*.tmp")) and blocker.read_text(encoding="utf-8") == "x"
