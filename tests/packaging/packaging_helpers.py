"""Shared facts and helpers of the packaging tests."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
PACKAGING = REPO / "packaging"
ICONS = REPO / "resources" / "icons"
APP_ID = "io.github.senjidesktop.SenjiDesktop"
DESKTOP_FILE = PACKAGING / f"{APP_ID}.desktop"
METAINFO = PACKAGING / f"{APP_ID}.metainfo.xml"
ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)


def clean_env(home: Path, **extra: str) -> dict[str, str]:
    """A minimal environment: PATH, a private HOME and app home, offscreen Qt."""
    env = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": str(home),
        "SENJI_DESKTOP_HOME": str(home / "senji"),
        "LANG": "C.UTF-8",
        "QT_QPA_PLATFORM": "offscreen",
    }
    env.update(extra)
    return env


def validator(name: str) -> str:
    """Path of a validator program, or skip the test saying how to get it."""
    path = shutil.which(name)
    if path is None:
        package = {"desktop-file-validate": "desktop-file-utils",
                   "appstreamcli": "appstream"}[name]
        pytest.skip(f"{name} is not installed (Debian package {package}; .ci/run installs it "
                    f"where apt-get is available)")
    return path


def run(cmd: list[str], **kw: object) -> subprocess.CompletedProcess[str]:
    """Run `cmd`, capture its output as text; fail the test with it on a non-zero exit."""
    proc = subprocess.run(cmd, capture_output=True, text=True, **kw)  # type: ignore[call-overload]
    if proc.returncode != 0:
        pytest.fail(f"{' '.join(map(str, cmd))} exited with {proc.returncode}\n"
                    f"--- stdout\n{proc.stdout[-4000:]}\n--- stderr\n{proc.stderr[-4000:]}")
    return proc
