"""The built wheel, installed into a fresh virtual environment, runs the app.

One test (it runs once, also under xdist): build the wheel from this checkout,
check what it carries, create a venv outside the repository *without* system
site-packages, install the wheel with its dependencies from the package index
(pip's cache makes this quick after the first time), then, from a folder
outside the repository with a clean environment, take ``--screenshot``
pictures of the home screen and of a Senshi table in English and German and
check they are real pictures.
"""

from __future__ import annotations

import json
import sys
import zipfile
from pathlib import Path
from typing import Any

import pytest
from packaging_helpers import REPO, clean_env, run

pytestmark = pytest.mark.packaging

#: Files of the repository that a player never needs: not in the wheel.
DEV_ONLY = ("i18n/update.py", "i18n/GLOSSARY.md")
SHOT_SIZE = (1280, 800)


def build_wheel(out: Path) -> Path:
    run([sys.executable, "-m", "build", "--wheel", "--no-isolation", "--outdir", str(out),
         str(REPO)], cwd=out, timeout=300)
    wheels = list(out.glob("senji_desktop-*.whl"))
    assert len(wheels) == 1, wheels
    return wheels[0]


def check_wheel_contents(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    # Every compiled catalogue (the app's and each game's) and every resource file.
    qms = sorted(p.name for p in (REPO / "i18n").glob("*.qm"))
    assert "senji_desktop_de.qm" in qms
    for qm in qms:
        assert f"senji_desktop/_i18n/{qm}" in names
    for path in (REPO / "resources").rglob("*"):
        if path.is_file() and path.suffix != ".py" and "__pycache__" not in path.parts:
            rel = path.relative_to(REPO / "resources").as_posix()
            assert f"senji_desktop/_resources/{rel}" in names, rel
    assert "senji_desktop/_resources/icons/senji-desktop.svg" in names
    assert "senji_desktop/_resources/rules/de/senshi.md" in names
    # No translators' sources, glossary, scripts or caches.
    for dev in DEV_ONLY:
        assert not any(n.endswith(dev.split("/")[-1]) for n in names), dev
    assert not [n for n in names if n.endswith((".ts", ".pyc"))]
    assert not [n for n in names if n.startswith("senji_desktop/_resources/") and n.endswith(".py")]
    assert not [n for n in names if n.startswith(("tests/", "packaging/"))]
    # The app's MIT licence travels with it (PEP 639: dist-info/licenses/).
    licences = [n for n in names if ".dist-info/" in n and n.endswith("/LICENSE")]
    assert licences, "LICENSE is missing from the wheel's dist-info"
    assert "The Senji Desktop authors" in zipfile.ZipFile(wheel).read(licences[0]).decode()
    assert "senji-desktop = senji_desktop.app:run" in \
        zipfile.ZipFile(wheel).read(next(n for n in names if n.endswith("entry_points.txt"))).decode()


def fresh_venv(where: Path) -> Path:
    """A new venv from the base interpreter, without system site-packages."""
    base = getattr(sys, "_base_executable", sys.executable)
    run([base, "-m", "venv", str(where)], timeout=120)
    cfg = (where / "pyvenv.cfg").read_text()
    assert "include-system-site-packages = false" in cfg
    return where / "bin"


def picture_facts(path: Path) -> dict[str, Any]:
    from PySide6.QtGui import QImage

    image = QImage(str(path))
    assert not image.isNull(), path
    colours = {image.pixel(x, y) for x in range(0, image.width(), 16)
               for y in range(0, image.height(), 16)}
    return {"size": (image.width(), image.height()), "bytes": path.stat().st_size,
            "colours": len(colours), "image": image}


def test_installed_wheel_runs_the_app_in_english_and_german(tmp_path: Path, qapp: Any) -> None:
    wheel = build_wheel(tmp_path)
    check_wheel_contents(wheel)

    bin_dir = fresh_venv(tmp_path / "venv")
    run([str(bin_dir / "python"), "-m", "pip", "install", "--disable-pip-version-check",
         "--no-input", "--quiet", str(wheel)], cwd=tmp_path, timeout=900)

    # The installed package is the wheel's, with its data inside the venv.
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    env = clean_env(tmp_path / "home")
    probe = run([str(bin_dir / "python"), "-c",
                 "import json, senji_desktop.resources as r, senji_desktop as s;"
                 "print(json.dumps([s.__file__, str(r.resources_dir()),"
                 " str(r.translations_dir()), sorted(p.name for p in"
                 " r.translations_dir().glob('*.qm'))]))"],
                cwd=outside, env=env, timeout=60)
    package, resources, translations, qms = json.loads(probe.stdout)
    venv = str(tmp_path / "venv")
    for place in (package, resources, translations):
        assert place.startswith(venv), place
        assert not place.startswith(str(REPO)), place
    wheel_qms = sorted(Path(n).name for n in zipfile.ZipFile(wheel).namelist()
                       if n.startswith("senji_desktop/_i18n/") and n.endswith(".qm"))
    assert wheel_qms == qms

    launcher = str(bin_dir / "senji-desktop")
    shots: dict[str, dict[str, Any]] = {}
    for lang in ("en", "de"):
        home = outside / f"home-{lang}.png"
        run([launcher, "--screenshot", str(home), "--lang", lang, "--size", "1280x800"],
            cwd=outside, env=env, timeout=120)
        table = outside / f"senshi-{lang}.png"
        # The AI moves first: its search runs in the spawned child process.
        result = run([launcher, "--screenshot", str(table), "--lang", lang, "--size", "1280x800",
                      "--game", "senshi", "--seats", "human,ai:hard", "--first-seat", "1",
                      "--seed", "7", "--moves", "2", "--ai-iterations", "40"],
                     cwd=outside, env=env, timeout=120)
        assert "AI child process" not in result.stderr, result.stderr
        for name, path in ((f"home-{lang}", home), (f"senshi-{lang}", table)):
            shots[name] = facts = picture_facts(path)
            assert facts["size"] == SHOT_SIZE, (name, facts["size"])
            assert facts["bytes"] > 50_000, (name, facts["bytes"])
            assert facts["colours"] > 40, (name, facts["colours"])
    # The two languages show different texts; the home screen differs from the table.
    assert shots["home-en"]["image"] != shots["home-de"]["image"]
    assert shots["senshi-en"]["image"] != shots["senshi-de"]["image"]
    assert shots["home-en"]["image"] != shots["senshi-en"]["image"]
