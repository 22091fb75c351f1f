"""The Senji map component driven by the mouse and keys like a player (SJ-10)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QApplication, QToolTip

from senji_desktop.ui.senji.demo import sample_state
from senji_desktop.ui.senji.map_items import FortressItem, StackItem
from senji_desktop.ui.senji.map_view import Fleet, MapState, MapView, ProvinceState
from senji_desktop.ui.senji.mons import FAMILIES, mon_path


@pytest.fixture
def view(qtbot: Any) -> Iterator[MapView]:
    v = MapView()
    qtbot.addWidget(v)
    v.resize(1000, 760)
    v.set_state(sample_state())
    v.show()
    qtbot.waitExposed(v)
    QApplication.processEvents()
    yield v
    QToolTip.hideText()
    v.close()


def centre(v: MapView) -> QPointF:
    return v.mapToScene(v.viewport().rect().center())


def test_sj10_every_province_has_a_target_point_inside_the_view(view: MapView) -> None:
    scene = view.map_scene
    for pid in scene.geometry.provinces:
        point = view.target_point(pid)
        assert view.viewport().rect().contains(point), pid
        assert scene.target_at(view.mapToScene(point)) == pid


def test_hover_outlines_a_province_and_shows_its_contents(qtbot: Any, view: MapView) -> None:
    with qtbot.waitSignal(view.hovered) as hovered:
        qtbot.mouseMove(view.viewport(), view.target_point("harima"))
    assert hovered.args == ["harima"]
    assert view.map_scene.hovered == "harima"
    tip = view.tooltip_text()
    assert "Harima" in tip and "Ashikaga: 4 units and 1 samurai" in tip
    assert "Mori: 2 units" in tip
    assert "Borders: Aki, Izumo, Kii, Sanuki, Yamashiro." in tip
    assert QToolTip.isVisible() and "Harima" in QToolTip.text()
    qtbot.mouseMove(view.viewport(), view.target_point("kai"))
    assert view.map_scene.hovered == "kai"
    assert "Neutral" in view.tooltip_text()


def test_clicking_a_selectable_province_emits_its_id(qtbot: Any, view: MapView) -> None:
    view.set_selectable({"aki", "izumo", "north"})
    with qtbot.waitSignal(view.province_clicked) as clicked:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                         pos=view.target_point("aki"))
    assert clicked.args == ["aki"]
    with qtbot.waitSignal(view.sea_clicked) as sea:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                         pos=view.target_point("north"))
    assert sea.args == ["north"]


def test_clicking_a_province_that_is_not_selectable_emits_nothing(
    qtbot: Any, view: MapView
) -> None:
    view.set_selectable({"aki"})
    with qtbot.assertNotEmitted(view.province_clicked):
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                         pos=view.target_point("harima"))
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    view.set_selectable(())
    with qtbot.assertNotEmitted(view.province_clicked):
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                         pos=view.target_point("aki"))


def test_wheel_and_keys_zoom_and_the_fit_button_restores(qtbot: Any, view: MapView) -> None:
    fitted = view.transform().m11()
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Plus)
    assert view.transform().m11() > fitted
    qtbot.keyClick(view, Qt.Key.Key_Minus)
    qtbot.keyClick(view, Qt.Key.Key_Minus)
    assert view.transform().m11() < fitted
    qtbot.mouseClick(view.zoom_bar.fit, Qt.MouseButton.LeftButton)
    assert view.transform().m11() == pytest.approx(fitted)
    qtbot.mouseClick(view.zoom_bar.zoom_in, Qt.MouseButton.LeftButton)
    assert view.zoom() > 1.0
    qtbot.keyClick(view, Qt.Key.Key_0)
    assert view.zoom() == pytest.approx(1.0)


def test_wheel_zooms_around_the_mouse(qtbot: Any, view: MapView) -> None:
    from PySide6.QtCore import QPointF as P
    from PySide6.QtGui import QWheelEvent

    point = view.target_point("owari")
    under = view.mapToScene(point)
    event = QWheelEvent(P(point), P(view.viewport().mapToGlobal(point)), QPoint(0, 0),
                        QPoint(0, 240), Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                        Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(view.viewport(), event)
    assert view.zoom() > 1.3
    after = view.mapToScene(point)
    assert abs(after.x() - under.x()) < 3 and abs(after.y() - under.y()) < 3


def test_dragging_pans_without_clicking(qtbot: Any, view: MapView) -> None:
    view.set_selectable({"harima"})
    view.zoom_in()
    view.zoom_in()
    before = centre(view)
    start = view.target_point("harima")
    with qtbot.assertNotEmitted(view.province_clicked):
        qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=start)
        for step in range(1, 6):
            qtbot.mouseMove(view.viewport(), start + QPoint(step * 30, step * 12))
        qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton,
                           pos=start + QPoint(150, 60))
    after = centre(view)
    assert after.x() < before.x() - 20 and after.y() < before.y() - 5


def test_sj20_neutral_provinces_are_greyed_and_families_drawn_with_mons(view: MapView) -> None:
    scene = view.map_scene
    assert scene.state.neutral("kai") and not scene.state.neutral("harima")
    fortresses = [i for i in scene.items() if isinstance(i, FortressItem)]
    assert {f.family for f in fortresses if not f.faded} == {"shimazu", "mori", "ashikaga", "oda"}
    assert {f.family for f in fortresses if f.faded} == {"chosokabe", "takeda"}
    stacks = {(s.family, s.units, s.samurai, s.fleet) for s in scene.items()
              if isinstance(s, StackItem)}
    assert ("ashikaga", 4, 1, False) in stacks and ("mori", 2, 0, False) in stacks
    assert ("oda", 1, 1, True) in stacks and ("ashikaga", 3, 0, True) in stacks


def test_sj1_six_distinct_mons() -> None:
    from PySide6.QtCore import QRectF

    rect = QRectF(0, 0, 100, 100)
    areas = set()
    for family in FAMILIES:
        path = mon_path(family, rect)
        assert not path.isEmpty()
        assert rect.adjusted(-1, -1, 1, 1).contains(path.boundingRect())
        areas.add(round(sum(1 for x in range(0, 100, 4) for y in range(0, 100, 4)
                            if path.contains(QPointF(x + 2, y + 2)))))
    assert len(areas) == len(FAMILIES)  # six different silhouettes


def test_a_new_state_replaces_the_drawing(view: MapView) -> None:
    state = MapState({"musashi": ProvinceState("takeda", True, {"takeda": 5})},
                     {"south": {"takeda": Fleet(1, 2)}}, frozenset({"takeda", "oda", "mori"}))
    view.set_state(state)
    stacks = {(s.family, s.units, s.samurai) for s in view.map_scene.items()
              if isinstance(s, StackItem)}
    assert stacks == {("takeda", 5, 0), ("takeda", 1, 2)}
    assert view.map_scene.state.neutral("harima")


def test_arrow_keys_walk_the_selectable_provinces_and_enter_chooses(
    qtbot: Any, view: MapView
) -> None:
    view.set_selectable({"aki", "owari", "izumo"})
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Right)
    first = view.map_scene.hovered
    assert first in {"aki", "izumo"}  # the westernmost first
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert view.map_scene.hovered == "owari"
    with qtbot.waitSignal(view.province_clicked) as clicked:
        qtbot.keyClick(view, Qt.Key.Key_Return)
    assert clicked.args == ["owari"]
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert view.map_scene.hovered == first


def test_sea_names_follow_the_language(qtbot: Any, view: MapView) -> None:
    from senji_desktop.i18n import LanguageManager
    from senji_desktop.ui.senji.map_items import SeaNameItem

    def sea_texts() -> set[str]:
        return {i.text for i in view.map_scene.items() if isinstance(i, SeaNameItem)}

    assert sea_texts() == {"North Sea", "South Sea"}
    manager = LanguageManager()
    try:
        manager.set_language("de")
        QApplication.processEvents()
        assert sea_texts() == {"Nordmeer", "Südmeer"}
        assert view.zoom_bar.fit.text() == "Ganze Karte"
        assert "Province" not in view.map_scene.tooltip("harima")
        assert "Grenzt an: Aki, Izumo, Kii, Sanuki, Yamashiro." in view.map_scene.tooltip("harima")
    finally:
        manager.set_language("en")
        QApplication.processEvents()
    assert sea_texts() == {"North Sea", "South Sea"}


def test_a_badge_shows_only_what_is_there(qtbot: Any) -> None:
    lone = StackItem("oda", 0, 1)
    assert not lone.shows_units
    assert StackItem("oda", 2, 1).shows_units and StackItem("oda", 0, 0).shows_units
    assert lone.width < StackItem("oda", 10, 1).width
