"""The outlines of the Senji map, read from ``resources/senji/geometry.json``.

The file is made by ``resources/senji/build_geometry.py`` from the prefecture
outlines of the ``japanmap`` package (see its docstring for the province ↔
prefecture mapping and the attribution). Units are plane kilometres, x east,
y south — used directly as scene units by the map scene.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainterPath, QPolygonF

from senji_desktop.resources import resource_path

#: Sea ids (SJ-10).
SEAS: tuple[str, ...] = ("north", "south")


def _point(xy: list[float]) -> QPointF:
    return QPointF(float(xy[0]), float(xy[1]))


def _path(rings: list[list[list[float]]]) -> QPainterPath:
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.OddEvenFill)
    for ring in rings:
        path.addPolygon(QPolygonF([_point(p) for p in ring]))
        path.closeSubpath()
    return path


@dataclass(frozen=True)
class ProvinceShape:
    """One province of SJ-10 as drawn: outline, anchors and static facts.

    `label`, `fortress` and `units` are the centres of the name, the fortress
    marker and the row of unit stacks (scene km); `family` the home family,
    `seas` the bordering seas and `neighbours` the land neighbours (SJ-10)."""

    id: str
    name: str
    family: str
    seas: tuple[str, ...]
    neighbours: tuple[str, ...]
    prefectures: tuple[str, ...]
    path: QPainterPath
    label: QPointF
    fortress: QPointF
    units: QPointF


@dataclass(frozen=True)
class Strait:
    """A land border of SJ-10 that crosses water: drawn as a ferry line."""

    between: tuple[str, str]
    start: QPointF
    end: QPointF


@dataclass(frozen=True)
class Ridge:
    """Where two provinces touch on the drawing without bordering in the game
    (SJ-10): drawn as an impassable mountain ridge along `line`."""

    between: tuple[str, str]
    line: tuple[QPointF, ...]


@dataclass(frozen=True)
class SeaAnchors:
    """Where a sea's name and its fleets are drawn (scene km)."""

    id: str
    label: QPointF
    fleets: QPointF


@dataclass(frozen=True)
class MapGeometry:
    """Everything the map scene draws that never changes during a game."""

    provinces: dict[str, ProvinceShape]
    terrain: QPainterPath
    straits: tuple[Strait, ...]
    ridges: tuple[Ridge, ...]
    seas: dict[str, SeaAnchors]
    bounds: QRectF
    attribution: dict[str, str]


def load_geometry(path: Path | None = None) -> MapGeometry:
    """Read geometry.json (default: the shipped one; cached per path).

    Raises OSError if the file cannot be read, KeyError/ValueError if it is
    not of the generator's shape."""
    return _load(str(path or resource_path("senji", "geometry.json")))


@cache
def _load(path: str) -> MapGeometry:
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    provinces = {
        pid: ProvinceShape(
            id=pid,
            name=pid.capitalize(),
            family=p["family"],
            seas=tuple(p["seas"]),
            neighbours=tuple(p["neighbours"]),
            prefectures=tuple(p["prefectures"]),
            path=_path(p["polygons"]),
            label=_point(p["label"]),
            fortress=_point(p["fortress"]),
            units=_point(p["units"]),
        )
        for pid, p in data["provinces"].items()
    }
    straits = tuple(
        Strait((s["between"][0], s["between"][1]), _point(s["from"]), _point(s["to"]))
        for s in data["straits"]
    )
    ridges = tuple(
        Ridge((r["between"][0], r["between"][1]), tuple(_point(p) for p in r["line"]))
        for r in data.get("ridges", [])
    )
    seas = {
        sid: SeaAnchors(sid, _point(s["label"]), _point(s["fleets"]))
        for sid, s in data["seas"].items()
    }
    x0, y0, x1, y1 = data["bounds"]
    return MapGeometry(
        provinces=provinces,
        terrain=_path(data["terrain"]),
        straits=straits,
        ridges=ridges,
        seas=seas,
        bounds=QRectF(x0, y0, x1 - x0, y1 - y0),
        attribution={k: str(v) for k, v in data["attribution"].items()},
    )
