"""The window as an installed app shows it: title, icon, minimum size, and
size and position remembered from one start to the next."""

from __future__ import annotations

from typing import Any

from senji_desktop.persistence.saves import SeatConfig
from senji_desktop.persistence.settings import Settings, load_settings, save_settings

SEATS = [SeatConfig(name="Aiko", kind="human"), SeatConfig(name="Kenji", kind="ai", agent="easy")]


def test_title_names_the_app_and_the_open_game(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    assert window.windowTitle() == "Senji Desktop"
    window.start_game("senshi", {"num_seats": 2, "first_seat": 0}, 3, SEATS)
    assert window.windowTitle() == "Senshi – Senji Desktop"
    window.act_home.trigger()
    assert window.windowTitle() == "Senji Desktop"


def test_window_icon_is_the_app_icon_in_every_png_size(make_window: Any) -> None:
    from senji_desktop.ui.main_window import ICON_SIZES

    icon = make_window().windowIcon()
    assert not icon.isNull()
    assert {s.width() for s in icon.availableSizes()} >= set(ICON_SIZES)


def test_window_cannot_be_made_smaller_than_its_minimum(qtbot: Any, make_window: Any) -> None:
    from senji_desktop.ui.main_window import MIN_SIZE

    window = make_window()
    assert window.minimumSize() == MIN_SIZE
    window.resize(400, 300)
    qtbot.waitUntil(lambda: window.width() >= MIN_SIZE.width(), timeout=2000)
    assert window.width() >= MIN_SIZE.width() and window.height() >= MIN_SIZE.height()
    # At the minimum size a Senshi table for four opens inside the window
    # (the table scales its scene to fit; screenshots at 1024x700 checked by eye).
    window.resize(MIN_SIZE)
    four = [*SEATS, SeatConfig(name="Yuki", kind="ai", agent="easy"),
            SeatConfig(name="Hana", kind="ai", agent="easy")]
    window.start_game("senshi", {"num_seats": 4, "first_seat": 0}, 5, four)
    qtbot.waitUntil(lambda: window.controller.awaiting_human == 0, timeout=10000)
    table = window.table
    assert table.width() <= window.width() and table.height() <= window.height()


# One start of the app in a child process on a 1920×1200 offscreen screen (the
# test process's offscreen screen is smaller than the window's minimum size, so
# Qt would shrink any restored window): optionally resize and move the window,
# close it (Game › Quit saves the settings) and print where it was.
_START = """
import json, sys
from PySide6.QtWidgets import QApplication
from senji_desktop.ui.main_window import MainWindow
app = QApplication([])
window = MainWindow(check_autosave=False)
window.show()
if len(sys.argv) > 1:
    w, h, x, y = map(int, sys.argv[1:])
    window.resize(w, h)
    window.move(x, y)
for _ in range(20):
    app.processEvents()
print(json.dumps([window.width(), window.height(), window.x(), window.y()]))
window.act_quit.trigger()
"""


def _start_app(home: Any, *geometry: int, screen_size: tuple[int, int] = (1920, 1200)) -> list[int]:
    import json
    import os
    import subprocess
    import sys

    screen = home / "screen.json"
    screen.write_text('{"screens": [{"name": "screen", "x": 0, "y": 0, '
                      f'"width": {screen_size[0]}, "height": {screen_size[1]}, '
                      '"logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}')
    env = dict(os.environ, SENJI_DESKTOP_HOME=str(home),
               QT_QPA_PLATFORM=f"offscreen:configfile={screen}")
    out = subprocess.run([sys.executable, "-c", _START, *map(str, geometry)], env=env,
                         capture_output=True, text=True, timeout=60, check=True).stdout
    return list(json.loads(out.strip().splitlines()[-1]))


def test_size_and_position_are_remembered_for_the_next_start(home: Any) -> None:
    assert _start_app(home, 1111, 777, 130, 90) == [1111, 777, 130, 90]
    assert load_settings()[0].window_geometry
    assert _start_app(home) == [1111, 777, 130, 90]  # the next start: as it was left


def test_unreadable_remembered_geometry_falls_back_to_the_default_size(qtbot: Any,
                                                                       home: Any) -> None:
    from senji_desktop.ui.main_window import DEFAULT_SIZE, MainWindow

    save_settings(Settings(language="en", animation_speed="instant",
                           window_geometry="bm90IGEgZ2VvbWV0cnk="))  # base64, not Qt's
    window = MainWindow(check_autosave=False)
    qtbot.addWidget(window)
    # The default size, shrunk to the (small) offscreen test screen, never below the minimum.
    from senji_desktop.ui.main_window import FRAME_ALLOWANCE, MIN_SIZE

    area = window.available_geometry().size() - FRAME_ALLOWANCE
    assert window.size() == DEFAULT_SIZE.boundedTo(area).expandedTo(MIN_SIZE)


def test_first_start_on_a_1366x768_screen_fits_and_is_centred(home: Any) -> None:
    from senji_desktop.ui.main_window import FRAME_ALLOWANCE, MIN_SIZE

    w, h, x, y = _start_app(home, screen_size=(1366, 768))
    assert (w, h) == (1280, 768 - FRAME_ALLOWANCE.height())
    assert abs(x - (1366 - w) // 2) <= 1 and abs(y - (768 - h) // 2) <= 1
    # The minimum size leaves room for a title bar and a panel on such a screen.
    assert MIN_SIZE.width() <= 1366 - 16 and MIN_SIZE.height() + 30 + 48 <= 768


def test_a_remembered_window_off_every_screen_comes_back_on(home: Any) -> None:
    # Left on a big screen's far corner, then the next start sees a small screen only.
    assert _start_app(home, 1100, 700, 1700, 1100) == [1100, 700, 1700, 1100]
    w, _h, x, y = _start_app(home, screen_size=(1366, 768))
    assert 0 <= x <= 1366 - min(w, 200) and 0 <= y <= 768 - 40


def _read_line(stream: Any, timeout: float) -> str:
    """The next line of a child's pipe, or "" after `timeout` seconds."""
    import queue
    import threading

    lines: queue.Queue[str] = queue.Queue()
    threading.Thread(target=lambda: lines.put(stream.readline()), daemon=True).start()
    try:
        return lines.get(timeout=timeout)
    except queue.Empty:
        return ""


def test_a_second_start_on_the_same_profile_says_so_and_leaves_the_first(home: Any) -> None:
    import os
    import subprocess
    import sys
    import time

    from senji_desktop.app import STARTUP_MARKER, STARTUP_PROBE_ENV
    from senji_desktop.ui.main_window import INSTANCE_LOCK_NAME

    env = dict(os.environ, SENJI_DESKTOP_HOME=str(home), QT_QPA_PLATFORM="offscreen")
    lock = home / "data" / INSTANCE_LOCK_NAME
    app = [sys.executable, "-m", "senji_desktop"]

    def start_first() -> subprocess.Popen[str]:
        proc = subprocess.Popen([*app, "--lang", "en"], env=env, text=True,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 60
        while not lock.exists() and proc.poll() is None and time.monotonic() < deadline:
            time.sleep(0.1)
        assert lock.exists() and proc.poll() is None
        return proc

    first = start_first()
    try:
        second = subprocess.Popen([*app, "--lang", "de"], env=env, text=True,
                                  stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        try:
            assert _read_line(second.stderr, 60).strip() == "Senji Desktop läuft bereits."
        finally:
            second.kill()
            second.wait(30)
        # A screenshot run is never blocked, even on the same profile.
        shot = home / "shot.png"
        subprocess.run([*app, "--screenshot", str(shot)], env=env,
                       check=True, timeout=120, capture_output=True)
        assert shot.is_file()
        assert first.poll() is None  # the first app runs on, its lock held
        first.terminate()  # SIGTERM quits like Game › Quit
        assert first.wait(60) == 0
    finally:
        if first.poll() is None:
            first.kill()
    assert not lock.exists()
    # A crashed app's lock is taken over by the next start.
    crashed = start_first()
    crashed.kill()
    crashed.wait(30)
    assert lock.exists()
    probe = subprocess.run(app, env={**env, STARTUP_PROBE_ENV: "1"}, text=True,
                           capture_output=True, timeout=120)
    assert STARTUP_MARKER in probe.stdout, probe.stderr


def test_a_lock_file_left_empty_by_a_kill_at_start_is_taken_over(home: Any) -> None:
    """An app killed between creating its lock file and writing its process id
    into it leaves an empty file; the next start takes the lock over instead of
    saying "already running" forever."""
    from senji_desktop.persistence.paths import data_dir
    from senji_desktop.ui.main_window import INSTANCE_LOCK_NAME, acquire_instance_lock

    folder = data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / INSTANCE_LOCK_NAME).write_bytes(b"")
    lock = acquire_instance_lock()
    assert lock is not None and lock.isLocked()
    try:
        # A live holder is still respected: the second try gets nothing.
        assert acquire_instance_lock() is None
    finally:
        lock.unlock()


def test_unwritable_settings_are_a_log_line_each_and_a_warning_that_stays(
        qtbot: Any, make_window: Any, monkeypatch: Any, caplog: Any) -> None:
    import logging

    from senji_desktop.ui import main_window

    window = make_window()

    def refuse(settings: Settings) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(main_window, "save_settings", refuse)
    with caplog.at_level(logging.WARNING, logger="senji_desktop.ui.main_window"):
        window.set_animation_speed("fast")
        assert window.settings_indicator.isVisible()
        assert window.settings_indicator.text() == (
            "⚠ Settings not saved. There is no permission to write to the folder.")
        window.set_animation_speed("slow")
    assert window.settings_indicator.isVisible()  # until a save works again
    assert window.settings.animation_speed == "slow"  # the choice still applies
    lines = [r for r in caplog.records if "settings not saved" in r.getMessage()]
    assert len(lines) == 2 and all(r.exc_info is None for r in lines)
