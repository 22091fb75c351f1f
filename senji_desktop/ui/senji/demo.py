"""A sample Senji map and dice roll, without the engine: for screenshots and a look.

``python -m senji_desktop.ui.senji.map_view [--screenshot out.png] [--size 1280x800]
[--lang de] [--zoom 1.0]`` shows (or saves a picture of) a map with four
playing families, fleets in both seas, a province under the mouse and a
battle's dice and breakdown beside it.
"""

from __future__ import annotations

import argparse
import sys

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import QApplication, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from senji_desktop.ui.common import theme
from senji_desktop.ui.common.paper import set_paper_background
from senji_desktop.ui.senji.dice import BattleBreakdown, DiceView, SideBreakdown
from senji_desktop.ui.senji.map_view import Fleet, MapState, MapView, ProvinceState

translate = QCoreApplication.translate


def sample_state() -> MapState:
    """Four families in play (Shimazu, Mori, Ashikaga, Oda) after a few
    moves; Chosokabe and Takeda are neutral."""
    p = ProvinceState
    provinces = {
        "satsuma": p("shimazu", True, {"shimazu": 2}, {"shimazu": 1}),
        "higo": p("shimazu", True, {"shimazu": 1}),
        "chikuzen": p("shimazu", True, {"shimazu": 3}),
        "nagato": p("mori", True, {"mori": 2}, {"mori": 1}),
        "aki": p("mori", True, {"mori": 1}),
        "izumo": p("oda", True, {"oda": 2}, {"oda": 1}),
        "harima": p("ashikaga", True, {"ashikaga": 4, "mori": 2}, {"ashikaga": 1}),
        "yamashiro": p("ashikaga", True, {"ashikaga": 1}, {"ashikaga": 2}),
        "kii": p("ashikaga", True, {}),
        "owari": p("oda", True, {"oda": 3}),
        "mino": p("oda", True, {"oda": 1}),
        "echizen": p("oda", True, {"oda": 2}),
        "iyo": p("chosokabe", False),
        "tosa": p("chosokabe", False),
        "sanuki": p("chosokabe", False),
        "kai": p("takeda", False),
        "echigo": p("takeda", False),
        "musashi": p("takeda", False),
    }
    fleets = {
        "north": {"shimazu": Fleet(2, 0), "oda": Fleet(1, 1)},
        "south": {"ashikaga": Fleet(3, 0)},
    }
    return MapState(provinces, fleets, frozenset({"shimazu", "mori", "ashikaga", "oda"}))


def sample_battle() -> tuple[BattleBreakdown, list[str], list[str]]:
    """Mori attacks Ashikaga in Harima: (breakdown, rolled faces, locked faces)."""
    locked = ["ashikaga"]
    rolled = ["mori", "oda", "ashikaga", "mori", "shimazu", "takeda", "mori", "chosokabe"]
    faces = locked + rolled
    breakdown = BattleBreakdown(
        "Harima",
        SideBreakdown("mori", 2, faces.count("mori"), "oda", 1),
        SideBreakdown("ashikaga", 4, faces.count("ashikaga")),
    )
    return breakdown, rolled, locked


class DemoWindow(QWidget):
    """The map with a side column holding the dice tray and battle panel."""

    def __init__(self) -> None:
        super().__init__()
        self.map = MapView(self)
        self.dice = DiceView(self)
        self.title = QLabel(self)
        self.title.setFont(theme.ui_font(13, bold=True))
        self.title.setStyleSheet(f"color: {theme.INK}; background: transparent;")
        self.title.setWordWrap(True)
        side = QVBoxLayout()
        side.setContentsMargins(0, 0, 0, 0)
        side.addWidget(self.title)
        side.addWidget(self.dice)
        side.addStretch(1)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(16, 16, 16, 16)
        layout.setSpacing(16)
        layout.addWidget(self.map, 1)
        layout.addLayout(side)
        self.dice.setFixedWidth(390)
        self.dice.setFixedHeight(340)
        self.map.set_state(sample_state())
        self.map.set_selectable({"harima", "aki", "izumo", "north"})
        breakdown, rolled, locked = sample_battle()
        self.dice.set_breakdown(breakdown)
        self.dice.set_speed(0)
        self.dice.roll(rolled, locked)
        self.title.setText(translate("SenjiDemo", "Summer: Mori attacks Harima"))

    def resizeEvent(self, event: object) -> None:  # type: ignore[override]
        super().resizeEvent(event)  # type: ignore[arg-type]
        set_paper_background(self)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m senji_desktop.ui.senji.map_view")
    parser.add_argument("--screenshot", metavar="PATH")
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--lang", default="en", choices=("en", "de"))
    parser.add_argument("--zoom", type=float, default=1.0)
    parser.add_argument("--hover", default="harima", help="province shown under the mouse")
    args = parser.parse_args(argv)
    w, h = (int(v) for v in args.size.lower().split("x"))
    app = QApplication.instance() or QApplication(sys.argv[:1])
    from senji_desktop.i18n import LanguageManager

    languages = LanguageManager(app)
    languages.set_language(args.lang)
    window = DemoWindow()
    window.resize(w, h)
    window.show()
    if args.zoom != 1.0:
        window.map._zoom_by(args.zoom, None)
    if args.hover:
        window.map.map_scene.set_hover(args.hover)

    if args.screenshot:
        def shoot() -> None:
            window.map._realize()
            window.repaint()
            ok = window.grab().save(args.screenshot, "PNG")
            print(args.screenshot if ok else f"could not write {args.screenshot}")
            app.exit(0 if ok else 1)

        QTimer.singleShot(400, shoot)
    window.setWindowTitle("Senji map")
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    return app.exec()
