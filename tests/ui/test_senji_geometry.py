"""The Senji map outlines (resources/senji/geometry.json, SJ-10): complete,
valid, true to the game's borders, with attribution."""

from __future__ import annotations

import json
import math
from itertools import pairwise
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GEOMETRY = ROOT / "resources" / "senji" / "geometry.json"

PROVINCES = [
    "satsuma", "higo", "chikuzen", "nagato", "aki", "izumo", "iyo", "tosa", "sanuki",
    "harima", "yamashiro", "kii", "owari", "mino", "echizen", "kai", "echigo", "musashi",
]
#: Land borders of SJ-10.
BORDERS = [
    ("satsuma", "higo"), ("satsuma", "chikuzen"), ("higo", "chikuzen"), ("chikuzen", "nagato"),
    ("nagato", "aki"), ("nagato", "izumo"), ("aki", "izumo"), ("aki", "harima"),
    ("izumo", "harima"), ("sanuki", "harima"), ("iyo", "tosa"), ("iyo", "sanuki"),
    ("tosa", "sanuki"), ("harima", "yamashiro"), ("harima", "kii"), ("yamashiro", "kii"),
    ("yamashiro", "echizen"), ("yamashiro", "mino"), ("kii", "owari"), ("owari", "mino"),
    ("mino", "echizen"), ("mino", "kai"), ("echizen", "echigo"), ("kai", "musashi"),
    ("kai", "echigo"), ("echigo", "musashi"),
]

Point = tuple[float, float]


@pytest.fixture(scope="module")
def geometry() -> dict:
    return json.loads(GEOMETRY.read_text(encoding="utf-8"))


def rings(geometry: dict, pid: str) -> list[list[Point]]:
    return [[(x, y) for x, y in ring] for ring in geometry["provinces"][pid]["polygons"]]


def area(ring: list[Point]) -> float:
    return 0.5 * abs(sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in pairwise([*ring, ring[0]])))


def _cross(o: Point, a: Point, b: Point) -> float:
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def segments_cross(p1: Point, p2: Point, q1: Point, q2: Point) -> bool:
    """Proper crossing of two segments (touching ends does not count)."""
    d1, d2 = _cross(q1, q2, p1), _cross(q1, q2, p2)
    d3, d4 = _cross(p1, p2, q1), _cross(p1, p2, q2)
    return d1 * d2 < 0 and d3 * d4 < 0


def seg_dist(p: Point, a: Point, b: Point) -> float:
    dx, dy = b[0] - a[0], b[1] - a[1]
    den = dx * dx + dy * dy or 1e-12
    t = max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / den))
    return math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy)


def outline_distance(a: list[list[Point]], b: list[list[Point]]) -> float:
    best = math.inf
    for ra in a:
        for rb in b:
            for p in ra:
                for q0, q1 in pairwise([*rb, rb[0]]):
                    best = min(best, seg_dist(p, q0, q1))
    return best


def inside(p: Point, rs: list[list[Point]]) -> bool:
    result = False
    for ring in rs:
        for (x0, y0), (x1, y1) in pairwise([*ring, ring[0]]):
            if (y0 > p[1]) != (y1 > p[1]) and p[0] < x0 + (p[1] - y0) * (x1 - x0) / (y1 - y0):
                result = not result
    return result


def test_sj10_all_18_provinces_present(geometry: dict) -> None:
    assert sorted(geometry["provinces"]) == sorted(PROVINCES)


def test_sj10_polygons_valid_and_not_degenerate(geometry: dict) -> None:
    total = 0
    for pid in PROVINCES:
        rs = rings(geometry, pid)
        assert rs, pid
        for ring in rs:
            assert len(ring) >= 4, pid
            assert len(set(ring)) == len(ring), f"{pid}: repeated vertex"
            assert area(ring) > 500.0, f"{pid}: ring of {area(ring):.0f} km²"
            edges = list(pairwise([*ring, ring[0]]))
            for i, (a, b) in enumerate(edges):
                for c, d in edges[i + 2:]:
                    if (c, d) == edges[-1] and i == 0:
                        continue
                    assert not segments_cross(a, b, c, d), f"{pid}: outline crosses itself"
            total += len(ring)
    # Simplified: a few hundred points, not the thousands of the source.
    assert 150 < total < 1000


def test_sj10_bordering_provinces_meet_or_face_each_other_across_a_strait(
    geometry: dict,
) -> None:
    straits = {frozenset(s["between"]): s for s in geometry["straits"]}
    for a, b in BORDERS:
        d = outline_distance(rings(geometry, a), rings(geometry, b))
        if frozenset((a, b)) in straits:
            assert d <= 45.0, f"{a}-{b} across a strait of {d:.0f} km"
        else:
            assert d < 0.5, f"{a} and {b} border each other (SJ-10) but lie {d:.1f} km apart"
    # Only the two crossings that really are water in the source data.
    assert set(straits) == {frozenset(("chikuzen", "nagato")), frozenset(("sanuki", "harima"))}


def test_sj10_anchors_lie_in_their_own_province_only(geometry: dict) -> None:
    for pid in PROVINCES:
        fortress = tuple(geometry["provinces"][pid]["fortress"])
        assert inside(fortress, rings(geometry, pid)), pid
        for other in PROVINCES:
            if other != pid:
                assert not inside(fortress, rings(geometry, other)), (pid, other)


def test_sj10_static_facts_match_the_map(geometry: dict) -> None:
    p = geometry["provinces"]
    assert p["yamashiro"]["seas"] == [] and p["satsuma"]["seas"] == ["north", "south"]
    assert p["harima"]["family"] == "ashikaga"
    for a, b in BORDERS:
        assert b in p[a]["neighbours"] and a in p[b]["neighbours"]
    assert set(geometry["seas"]) == {"north", "south"}
    assert geometry["terrain"], "the land outside the provinces is drawn as terrain"


def test_attribution_names_japanmap_its_licence_and_the_notice_file(geometry: dict) -> None:
    attribution = geometry["attribution"]
    assert attribution["source"] == "japanmap"
    assert attribution["license"] == "Apache-2.0"
    assert "Saito Tsutomu" in attribution["copyright"]
    notice = GEOMETRY.parent / attribution["notice"]
    text = notice.read_text(encoding="utf-8")
    assert "Apache License" in text and "Saito Tsutomu" in text


def test_sj10_provinces_that_touch_without_bordering_are_split_by_a_ridge(
    geometry: dict,
) -> None:
    ridges = {frozenset(r["between"]) for r in geometry["ridges"]}
    borders = {frozenset(pair) for pair in BORDERS}
    touching = {
        frozenset((a, b))
        for i, a in enumerate(PROVINCES)
        for b in PROVINCES[i + 1:]
        if outline_distance(rings(geometry, a), rings(geometry, b)) < 0.5
    }
    assert touching - borders == ridges
    assert not ridges & borders
    for r in geometry["ridges"]:
        assert len(r["line"]) >= 2
