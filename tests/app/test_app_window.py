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


def _start_app(home: Any, *geometry: int) -> list[int]:
    import json
    import os
    import subprocess
    import sys

    screen = home / "screen.json"
    screen.write_text('{"screens": [{"name": "big", "x": 0, "y": 0, "width": 1920, '
                      '"height": 1200, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}')
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
    assert window.size() == DEFAULT_SIZE
