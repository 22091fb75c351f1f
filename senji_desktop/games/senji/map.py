"""The Senji map (SJ-10), loaded from ``resources/senji/map.json``.

The data file lists the six families (mon shape, default colour), the two
seas, the 18 provinces (home family, bordering seas, latitude/longitude of the
centre for drawing) and the land borders. This module turns it into fast
look-up tables the rules use; the table (GUI) reads the same file.

Areas are provinces and seas, named by their ids ("satsuma", "north").
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from typing import Any

from senji_desktop.resources import resource_path

#: Family ids in die-face order (SJ-1, SJ-3): face i of a destiny die shows FAMILIES[i].
FAMILIES: tuple[str, ...] = ("shimazu", "mori", "chosokabe", "ashikaga", "oda", "takeda")
SEAS: tuple[str, ...] = ("north", "south")


@dataclass(frozen=True, slots=True)
class Province:
    """One province: id, display name, home family, bordering seas, centre (lat, lon)."""

    id: str
    name: str
    family: str
    seas: tuple[str, ...]
    lat: float
    lon: float


@dataclass(frozen=True, slots=True)
class SenjiMap:
    """Look-up tables of the map.

    `provinces` in file order (the order the rules walk provinces in);
    `neighbours[p]` the land neighbours of province p; `coast[sea]` the
    provinces bordering that sea; `crossings[p]` the provinces reachable from
    p through a sea it borders that are neither p nor a land neighbour
    (SJ-43); `homes[family]` its three home provinces."""

    provinces: tuple[Province, ...]
    by_id: dict[str, Province]
    neighbours: dict[str, frozenset[str]]
    coast: dict[str, tuple[str, ...]]
    crossings: dict[str, tuple[str, ...]]
    homes: dict[str, tuple[str, ...]]
    borders: tuple[tuple[str, str], ...]
    raw: dict[str, Any]
    #: Province ids in file order (kept as a field: the rules walk it in
    #: every spring and summer step, also inside the AI's search).
    province_ids: tuple[str, ...]

    def other_sea(self, sea: str) -> str:
        return SEAS[1 - SEAS.index(sea)]


def load_map_data() -> dict[str, Any]:
    """The raw JSON of ``resources/senji/map.json``. Raises OSError if missing."""
    with resource_path("senji", "map.json").open(encoding="utf-8") as f:
        data: dict[str, Any] = json.load(f)
    return data


@cache
def senji_map() -> SenjiMap:
    """The map, built once from the data file (SJ-10)."""
    raw = load_map_data()
    provinces = tuple(
        Province(p["id"], p["name"], p["family"], tuple(p["seas"]), float(p["lat"]), float(p["lon"]))
        for p in raw["provinces"]
    )
    by_id = {p.id: p for p in provinces}
    nb: dict[str, set[str]] = {p.id: set() for p in provinces}
    borders = tuple((a, b) for a, b in raw["land_borders"])
    for a, b in borders:
        nb[a].add(b)
        nb[b].add(a)
    coast = {s: tuple(p.id for p in provinces if s in p.seas) for s in SEAS}
    crossings: dict[str, tuple[str, ...]] = {}
    for p in provinces:
        reach: list[str] = []
        for s in p.seas:
            for q in coast[s]:
                if q != p.id and q not in nb[p.id] and q not in reach:
                    reach.append(q)
        crossings[p.id] = tuple(reach)
    homes = {f: tuple(p.id for p in provinces if p.family == f) for f in FAMILIES}
    return SenjiMap(provinces, by_id, {k: frozenset(v) for k, v in nb.items()}, coast,
                    crossings, homes, borders, raw, tuple(p.id for p in provinces))


__all__ = ["FAMILIES", "SEAS", "Province", "SenjiMap", "load_map_data", "senji_map"]
