"""Desktop integration files: desktop file, AppStream metainfo, icons, install script.

The validators (``desktop-file-validate`` of desktop-file-utils,
``appstreamcli`` of appstream) run when installed and the tests skip with a
message otherwise; ``.ci/run`` installs both where apt-get is available.
"""

from __future__ import annotations

import configparser
import os
import stat
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest
from packaging_helpers import (
    APP_ID,
    DESKTOP_FILE,
    ICON_SIZES,
    ICONS,
    METAINFO,
    PACKAGING,
    REPO,
    run,
    validator,
)

XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def desktop_entry(path: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, delimiters=("=",))
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


def test_app_id_is_the_one_the_app_tells_qt() -> None:
    from senji_desktop.app import APP_ID as app_id

    assert app_id == APP_ID
    assert DESKTOP_FILE.is_file() and METAINFO.is_file()


def test_desktop_file_is_a_board_game_with_german_entries() -> None:
    entry = desktop_entry(DESKTOP_FILE)
    assert entry["Type"] == "Application"
    assert entry["Categories"] == "Game;BoardGame;"
    assert entry["Icon"] == APP_ID
    assert entry["Exec"].split()[0] == "senji-desktop"
    for key in ("Name", "Comment", "GenericName", "Keywords"):
        assert entry.get(f"{key}[de]"), key
    assert entry["Comment[de]"] != entry["Comment"]
    # X11 docks match the window by its WM_CLASS class: Qt's application name.
    import inspect

    from senji_desktop import app

    assert f'setApplicationName("{entry["StartupWMClass"]}")' in inspect.getsource(
        app.make_application)


def test_desktop_file_passes_desktop_file_validate() -> None:
    run([validator("desktop-file-validate"), str(DESKTOP_FILE)])


def test_metainfo_passes_appstreamcli_validate() -> None:
    result = run([validator("appstreamcli"), "validate", "--no-net", "--pedantic",
                  str(METAINFO)])
    assert "error" not in result.stdout.lower().replace("errors: 0", "")


def test_metainfo_has_german_texts_rating_release_and_screenshots_in_the_repo() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.find("launchable").text == f"{APP_ID}.desktop"  # type: ignore[union-attr]
    assert [s for s in root.findall("summary") if s.get(XML_LANG) == "de"]
    paragraphs = root.findall("description/p")
    assert [p for p in paragraphs if p.get(XML_LANG) is None]
    assert [p for p in paragraphs if p.get(XML_LANG) == "de"]
    rating = root.find("content_rating")
    assert rating is not None and rating.get("type", "").startswith("oars-")
    releases = root.findall("releases/release")
    from senji_desktop import __version__

    assert releases and releases[0].get("version") == __version__
    # The newest release's notes name every playable game, in English and German.
    from senji_desktop.engine.registry import GAMES

    notes = releases[0].findall("description/p")
    for lang in (None, "de"):
        text = " ".join(p.text or "" for p in notes if p.get(XML_LANG) == lang)
        assert text, lang
        for game in GAMES:
            assert game.title in text, (lang, game.title)
    images = [i.text or "" for i in root.findall("screenshots/screenshot/image")]
    assert images
    for url in images:
        assert url.startswith("https://")
        rel = url.split("/main/", 1)[1]
        assert (REPO / rel).is_file(), f"screenshot {rel} is not in the repository"


def test_icon_pngs_have_their_sizes_and_come_from_the_svg(qapp: Any) -> None:
    from PySide6.QtGui import QImage

    assert (ICONS / "senji-desktop.svg").is_file()
    for size in ICON_SIZES:
        image = QImage(str(ICONS / f"senji-desktop-{size}.png"))
        assert (image.width(), image.height()) == (size, size)
        assert image.hasAlphaChannel()
    # The 512 px PNG is what packaging/render_icons.py makes of the SVG now.
    import importlib.util

    spec = importlib.util.spec_from_file_location("render_icons", PACKAGING / "render_icons.py")
    assert spec is not None and spec.loader is not None
    render_icons = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(render_icons)
    fresh = render_icons.render(ICONS / "senji-desktop.svg", 64)
    committed = QImage(str(ICONS / "senji-desktop-64.png")).convertToFormat(fresh.format())
    assert fresh == committed, "run packaging/render_icons.py after changing the SVG"


@pytest.fixture
def xdg(tmp_path: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update(HOME=str(tmp_path / "home"), XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_BIN_HOME=str(tmp_path / "bin"))
    return env


def fake_launcher(tmp_path: Path) -> Path:
    launcher = tmp_path / "app" / "senji-desktop"
    launcher.parent.mkdir(parents=True)
    launcher.write_text("#!/bin/sh\necho started\n")
    launcher.chmod(launcher.stat().st_mode | stat.S_IXUSR)
    return launcher


def test_install_script_puts_everything_under_xdg_data_home_and_removes_it(
        tmp_path: Path, xdg: dict[str, str]) -> None:
    launcher = fake_launcher(tmp_path)
    run(["sh", str(PACKAGING / "install.sh"), "--user", "--launcher", str(launcher)], env=xdg)
    data = Path(xdg["XDG_DATA_HOME"])
    desktop = data / "applications" / f"{APP_ID}.desktop"
    metainfo = data / "metainfo" / f"{APP_ID}.metainfo.xml"
    svg = data / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
    pngs = [data / "icons" / "hicolor" / f"{s}x{s}" / "apps" / f"{APP_ID}.png"
            for s in ICON_SIZES]
    for path in (desktop, metainfo, svg, *pngs):
        assert path.is_file(), path
    assert desktop_entry(desktop)["Exec"] == f'"{launcher}"'
    assert metainfo.read_bytes() == METAINFO.read_bytes()
    link = Path(xdg["XDG_BIN_HOME"]) / "senji-desktop"
    assert link.is_symlink() and link.resolve() == launcher.resolve()
    assert not (tmp_path / "home" / ".local").exists()  # XDG_DATA_HOME honoured
    if validator_available("desktop-file-validate"):
        run(["desktop-file-validate", str(desktop)])

    run(["sh", str(PACKAGING / "install.sh"), "--uninstall"], env=xdg)
    for path in (desktop, metainfo, svg, *pngs, link):
        assert not path.exists() and not path.is_symlink(), path


def test_install_script_from_a_bundle_installs_the_bundles_launcher(
        tmp_path: Path, xdg: dict[str, str]) -> None:
    # The bundle's layout: the script beside the launcher, the files and icons/.
    bundle = fake_launcher(tmp_path).parent
    for f in ("install.sh", DESKTOP_FILE.name, METAINFO.name):
        (bundle / f).write_bytes((PACKAGING / f).read_bytes())
    (bundle / "icons").mkdir()
    for icon in ICONS.iterdir():
        (bundle / "icons" / icon.name).write_bytes(icon.read_bytes())
    run(["sh", str(bundle / "install.sh")], env=xdg, cwd=tmp_path)
    desktop = Path(xdg["XDG_DATA_HOME"]) / "applications" / f"{APP_ID}.desktop"
    assert desktop_entry(desktop)["Exec"] == f'"{bundle / "senji-desktop"}"'


def test_install_script_without_a_launcher_says_what_to_do(
        tmp_path: Path, xdg: dict[str, str]) -> None:
    import subprocess

    xdg["PATH"] = "/usr/bin:/bin"
    proc = subprocess.run(["sh", str(PACKAGING / "install.sh")], env=xdg, capture_output=True,
                          text=True)
    assert proc.returncode == 1
    assert "install the wheel first" in proc.stderr
    assert not Path(xdg["XDG_DATA_HOME"]).exists()


def validator_available(name: str) -> bool:
    import shutil

    return shutil.which(name) is not None


def exec_arguments(value: str) -> list[str]:
    """The argument list of a desktop file's Exec value, by the Desktop Entry spec.

    First the string escapes of the file (``\\\\`` → ``\\``, ``\\s`` …), then
    the quoting rule (inside double quotes a backslash takes the next of
    ``" ` $ \\`` literally), then field codes (``%%`` → ``%``; this launcher has
    no others)."""
    escapes = {"s": " ", "n": "\n", "t": "\t", "r": "\r", "\\": "\\"}
    text, i = "", 0
    while i < len(value):
        if value[i] == "\\" and i + 1 < len(value) and value[i + 1] in escapes:
            text += escapes[value[i + 1]]
            i += 2
        else:
            text += value[i]
            i += 1
    args: list[str] = []
    current: str | None = None
    quoted = False
    i = 0
    while i < len(text):
        c = text[i]
        if quoted:
            if c == "\\":
                assert text[i + 1] in '"`$\\', f"bad escape in {value!r}"
                current = (current or "") + text[i + 1]
                i += 1
            elif c == '"':
                quoted = False
            else:
                assert c not in "`$", f"unescaped {c} in {value!r}"
                current = (current or "") + c
        elif c == '"':
            quoted, current = True, current or ""
        elif c == " ":
            if current is not None:
                args.append(current)
            current = None
        else:
            assert c not in '\\"`$&|;<>()\'', f"reserved {c} outside quotes in {value!r}"
            current = (current or "") + c
        i += 1
    assert not quoted, f"unclosed quote in {value!r}"
    if current is not None:
        args.append(current)
    result = []
    for arg in args:
        assert "%" not in arg.replace("%%", ""), f"stray field code in {value!r}"
        result.append(arg.replace("%%", "%"))
    return result


@pytest.mark.parametrize("folder", ['Games & Puzzles 100% "x" $y', "back\\slash `tick` a|b"])
def test_install_script_quotes_any_folder_name_in_the_exec_line(
        tmp_path: Path, xdg: dict[str, str], folder: str) -> None:
    launcher = tmp_path / folder / "senji-desktop"
    launcher.parent.mkdir(parents=True)
    launcher.write_text("#!/bin/sh\necho started\n")
    launcher.chmod(launcher.stat().st_mode | stat.S_IXUSR)
    run(["sh", str(PACKAGING / "install.sh"), "--launcher", str(launcher)], env=xdg)
    desktop = Path(xdg["XDG_DATA_HOME"]) / "applications" / f"{APP_ID}.desktop"
    # The rest of the file is copied unchanged; only Exec names the launcher.
    installed = desktop.read_text(encoding="utf-8").splitlines()
    original = DESKTOP_FILE.read_text(encoding="utf-8").splitlines()
    assert [line for line in installed if not line.startswith("Exec=")] == \
        [line for line in original if not line.startswith("Exec=")]
    exec_line = next(line for line in installed if line.startswith("Exec="))
    assert exec_arguments(exec_line.removeprefix("Exec=")) == [str(launcher)]
    if validator_available("desktop-file-validate"):
        run(["desktop-file-validate", str(desktop)])
    link = Path(xdg["XDG_BIN_HOME"]) / "senji-desktop"
    assert link.resolve() == launcher.resolve()
