"""Build ``resources/senji/geometry.json``: the outlines the Senji map is drawn from.

Run from the repository root after ``pip install -e '.[mapdata]'`` (the
``japanmap`` package is needed here only; the app reads the JSON and never
imports it)::

    .venv/bin/python resources/senji/build_geometry.py

Source. The prefecture outlines of the Apache-2.0 package ``japanmap``
(© 2022 Saito Tsutomu, see ``LICENSE-japanmap.txt``). It stores Japan as a
topology: a list of points and, per prefecture, the chain of arcs around its
main area (the one holding the prefectural capital — offshore islands are not
in the data), each arc tagged with the neighbouring prefecture or 0 for the
coast. The package does not name where its own outlines come from.

Provinces. Each of the 18 provinces of SJ-10 is the union of one or more
prefectures (:data:`PROVINCES`): the historical province's prefecture, plus
neighbours where SJ-10 lets two provinces border each other across a
prefecture that is not on the game map (Hyogo and Wakayama are not
neighbours, yet Harima borders Kii). Unions are chosen after the old
provinces where one can (Satsuma with Hyuga and Bungo, Sanuki with Awa,
Kai with Shinano, Echigo with Etchu, Musashi with Kozuke…). The result:
every land border of SJ-10 is a shared outline, except two that cross a
strait (chikuzen–nagato over the Kanmon strait, sanuki–harima over the Naruto
strait, since Awaji is not in the data); these are written as ``straits``
and drawn as ferry lines. Three drawn contacts are not game borders
(kii–mino, owari–kai, mino–echigo: short stretches in the mountains); they
are written as ``ridges`` and drawn as impassable mountain ridges, and the
table shows the real neighbours on hover. The other prefectures of Honshu,
Kyushu and Shikoku become ``terrain``; Hokkaido and Okinawa are left out.

Processing. Points are projected to a plane in kilometres (equirectangular
about 35° N 135° E: x east, y south, as Qt draws). Each arc is simplified
once with Douglas–Peucker, so two provinces sharing a border keep exactly the
same simplified line (no gaps, no overlaps); arcs inside a province are
dropped and the rest chained into rings. Per province the script finds the
point deepest inside (the centre of the largest inscribed circle, on a grid)
and places the name label above it, the fortress on it and the row of
units below it.
"""

from __future__ import annotations

import json
import math
from itertools import pairwise
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE / "geometry.json"

#: Prefecture codes (JIS X 0401) of each province, the first being its namesake.
PROVINCES: dict[str, tuple[int, ...]] = {
    "satsuma": (46, 45, 44),  # Kagoshima + Miyazaki (Hyuga) + Oita (Bungo)
    "higo": (43,),  # Kumamoto
    "chikuzen": (40,),  # Fukuoka
    "nagato": (35,),  # Yamaguchi
    "aki": (34, 33),  # Hiroshima + Okayama (Bizen, Bitchu)
    "izumo": (32, 31),  # Shimane + Tottori (Hoki, Inaba)
    "iyo": (38,),  # Ehime
    "tosa": (39,),  # Kochi
    "sanuki": (37, 36),  # Kagawa + Tokushima (Awa)
    "harima": (28,),  # Hyogo
    "yamashiro": (26, 25),  # Kyoto + Shiga (Omi)
    "kii": (30, 29, 24, 27),  # Wakayama + Nara (Yamato) + Mie (Ise) + Osaka (Izumi)
    "owari": (23,),  # Aichi
    "mino": (21,),  # Gifu
    "echizen": (18, 17),  # Fukui + Ishikawa (Kaga, Noto)
    "kai": (19, 20),  # Yamanashi + Nagano (Shinano)
    "echigo": (15, 16),  # Niigata + Toyama (Etchu)
    "musashi": (11, 13, 10),  # Saitama + Tokyo + Gunma (Kozuke)
}

#: Prefectures of Honshu, Kyushu and Shikoku outside the provinces: terrain.
TERRAIN: tuple[int, ...] = (2, 3, 4, 5, 6, 7, 8, 9, 12, 14, 22, 41, 42)

#: Romanised prefecture names by code (for the JSON and the docs).
PREFECTURE_NAMES = (
    "", "Hokkaido", "Aomori", "Iwate", "Miyagi", "Akita", "Yamagata", "Fukushima",
    "Ibaraki", "Tochigi", "Gunma", "Saitama", "Chiba", "Tokyo", "Kanagawa", "Niigata",
    "Toyama", "Ishikawa", "Fukui", "Yamanashi", "Nagano", "Gifu", "Shizuoka", "Aichi",
    "Mie", "Shiga", "Kyoto", "Osaka", "Hyogo", "Nara", "Wakayama", "Tottori", "Shimane",
    "Okayama", "Hiroshima", "Yamaguchi", "Tokushima", "Kagawa", "Ehime", "Kochi",
    "Fukuoka", "Saga", "Nagasaki", "Kumamoto", "Oita", "Miyazaki", "Kagoshima", "Okinawa",
)

#: Land borders of SJ-10 (copied here so the script needs nothing of the app).
BORDERS = ["satsuma-higo", "satsuma-chikuzen", "higo-chikuzen", "chikuzen-nagato", "nagato-aki", "nagato-izumo", "aki-izumo", "aki-harima", "izumo-harima", "sanuki-harima", "iyo-tosa", "iyo-sanuki", "tosa-sanuki", "harima-yamashiro", "harima-kii", "yamashiro-kii", "yamashiro-echizen", "yamashiro-mino", "kii-owari", "owari-mino", "mino-echizen", "mino-kai", "echizen-echigo", "kai-musashi", "kai-echigo", "echigo-musashi"]

#: Home family and bordering seas of each province (SJ-10).
HOME: dict[str, tuple[str, tuple[str, ...]]] = {
    "satsuma": ("shimazu", ("north", "south")),
    "higo": ("shimazu", ("north",)),
    "chikuzen": ("shimazu", ("north",)),
    "nagato": ("mori", ("north", "south")),
    "aki": ("mori", ("south",)),
    "izumo": ("mori", ("north",)),
    "iyo": ("chosokabe", ("south",)),
    "tosa": ("chosokabe", ("south",)),
    "sanuki": ("chosokabe", ("south",)),
    "harima": ("ashikaga", ("south",)),
    "yamashiro": ("ashikaga", ()),
    "kii": ("ashikaga", ("south",)),
    "owari": ("oda", ("south",)),
    "mino": ("oda", ()),
    "echizen": ("oda", ("north",)),
    "kai": ("takeda", ()),
    "echigo": ("takeda", ("north",)),
    "musashi": ("takeda", ("south",)),
}

LAT0, LON0 = 35.0, 135.0
KM_PER_DEG_LAT = 110.57
KM_PER_DEG_LON = 111.32 * math.cos(math.radians(LAT0))

#: Douglas–Peucker tolerance in km: coasts and land borders.
TOLERANCE_COAST = 6.0
TOLERANCE_LAND = 5.0

#: Sea label and fleet anchors (lat, lon): the Sea of Japan, the Pacific
#: south of Kii (the Inland Sea belongs to the south sea as well).
SEAS = {
    "north": {"label": (37.15, 134.2), "fleets": (36.55, 134.2)},
    "south": {"label": (32.35, 136.35), "fleets": (31.75, 136.35)},
}

#: Fortress positions (lat, lon) chosen by hand where the deepest point sits
#: awkwardly: Iyo's and Tosa's deepest points lie side by side in the west
#: of Shikoku, so their names would collide (and Sanuki's units would cover
#: Tosa's name); Mino's name would touch Echizen's.
FORTRESS_AT: dict[str, tuple[float, float]] = {
    "iyo": (33.72, 132.78),
    "tosa": (33.58, 133.36),
    "sanuki": (34.03, 134.36),
    "mino": (35.80, 137.15),
}

LABEL_ABOVE = 27.0  # km from the fortress up to the label's centre
UNITS_BELOW = 28.0  # km from the fortress down to the units row's centre


Point = tuple[float, float]


def project(lon: float, lat: float) -> Point:
    """(lon, lat) in degrees → plane kilometres (x east, y south)."""
    return ((lon - LON0) * KM_PER_DEG_LON, -(lat - LAT0) * KM_PER_DEG_LAT)


def _seg_dist(p: Point, a: Point, b: Point) -> float:
    ax, ay = a
    bx, by = b
    dx, dy = bx - ax, by - ay
    den = dx * dx + dy * dy
    if den == 0:
        return math.hypot(p[0] - ax, p[1] - ay)
    t = max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / den))
    return math.hypot(p[0] - ax - t * dx, p[1] - ay - t * dy)


def douglas_peucker(points: list[Point], tol: float) -> list[Point]:
    """Simplify an open polyline, keeping both ends."""
    if len(points) < 3:
        return list(points)
    keep = [False] * len(points)
    keep[0] = keep[-1] = True
    stack = [(0, len(points) - 1)]
    while stack:
        i, j = stack.pop()
        best, index = 0.0, -1
        for k in range(i + 1, j):
            d = _seg_dist(points[k], points[i], points[j])
            if d > best:
                best, index = d, k
        if index >= 0 and best > tol:
            keep[index] = True
            stack.extend(((i, index), (index, j)))
    return [p for p, k in zip(points, keep, strict=True) if k]


def simplify_arc(points: list[Point], tol: float) -> list[Point]:
    """Douglas–Peucker for an arc (a closed arc is split at its far point
    first), then :func:`drop_spikes`."""
    if len(points) > 3 and points[0] == points[-1]:
        far = max(range(len(points)), key=lambda k: math.dist(points[0], points[k]))
        first = douglas_peucker(points[: far + 1], tol)
        return drop_spikes(first[:-1] + douglas_peucker(points[far:], tol))
    return drop_spikes(douglas_peucker(points, tol))


def drop_spikes(points: list[Point], max_cos: float = 0.9) -> list[Point]:
    """Remove inner vertices where the line turns back on itself (an angle
    under about 25°): at this scale a narrow bay or cape (Urado bay, the
    Chita peninsula) would be a hairline sliver. The arc's ends stay."""
    pts = list(points)
    changed = True
    while changed and len(pts) > 3:
        changed = False
        for i in range(1, len(pts) - 1):
            a, b, c = pts[i - 1], pts[i], pts[i + 1]
            v1 = (a[0] - b[0], a[1] - b[1])
            v2 = (c[0] - b[0], c[1] - b[1])
            l1, l2 = math.hypot(*v1), math.hypot(*v2)
            if l1 == 0 or l2 == 0 or (v1[0] * v2[0] + v1[1] * v2[1]) / (l1 * l2) > max_cos:
                del pts[i]
                changed = True
                break
    return pts


def ring_area(ring: list[Point]) -> float:
    return 0.5 * sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in pairwise([*ring, ring[0]]))


def point_in_rings(p: Point, rings: list[list[Point]]) -> bool:
    """Even-odd rule over all rings."""
    inside = False
    x, y = p
    for ring in rings:
        for (x0, y0), (x1, y1) in pairwise([*ring, ring[0]]):
            if (y0 > y) != (y1 > y) and x < x0 + (y - y0) * (x1 - x0) / (y1 - y0):
                inside = not inside
    return inside


def boundary_distance(p: Point, rings: list[list[Point]]) -> float:
    return min(_seg_dist(p, a, b) for ring in rings for a, b in pairwise([*ring, ring[0]]))


def deepest_point(rings: list[list[Point]], step: float = 2.0) -> tuple[Point, float]:
    """The grid point inside `rings` farthest from their outline, and that distance."""
    xs = [x for r in rings for x, _ in r]
    ys = [y for r in rings for _, y in r]
    best: tuple[Point, float] = ((xs[0], ys[0]), -1.0)
    y = min(ys)
    while y <= max(ys):
        x = min(xs)
        while x <= max(xs):
            if point_in_rings((x, y), rings):
                d = boundary_distance((x, y), rings)
                if d > best[1]:
                    best = ((x, y), d)
            x += step
        y += step
    return best


class Topology:
    """japanmap's points and arcs, projected, with one simplification per arc."""

    def __init__(self) -> None:
        from japanmap import get_data  # only this script needs the package

        qp, qo = get_data()
        self.points: list[Point] = [project(p[0][0], p[0][1]) for p in qp]
        # arcs[code] = [(neighbour code, [point indices])], in ring order.
        self.arcs: dict[int, list[tuple[int, list[int]]]] = {
            k + 1: [(int(c), list(ls)) for c, ls in qo[k]] for k in range(len(qo))
        }
        self._simplified: dict[tuple[int, ...], list[Point]] = {}

    def simplified(self, indices: list[int], coast: bool) -> list[Point]:
        key = tuple(indices)
        rev = key[::-1]
        canon = min(key, rev)
        if canon not in self._simplified:
            tol = TOLERANCE_COAST if coast else TOLERANCE_LAND
            self._simplified[canon] = simplify_arc([self.points[i] for i in canon], tol)
        pts = self._simplified[canon]
        return list(pts) if canon == key else pts[::-1]

    def union_rings(self, codes: tuple[int, ...]) -> list[list[Point]]:
        """Outline rings of the union of prefectures `codes` (internal arcs dropped)."""
        members = set(codes)
        pieces: list[tuple[int, int, list[Point]]] = []
        for code in codes:
            for neighbour, ls in self.arcs[code]:
                if neighbour in members:
                    continue
                pieces.append((ls[0], ls[-1], self.simplified(ls, neighbour == 0)))
        rings: list[list[Point]] = []
        unused = list(range(len(pieces)))
        while unused:
            first = unused.pop(0)
            start, end, pts = pieces[first]
            ring = list(pts)
            while end != start:
                exact = [i for i in unused if pieces[i][0] == end]
                if exact:
                    nxt = exact[0]
                else:
                    # japanmap's Shimane coast ends a few hundred metres short
                    # of the Tottori border point: join the nearest arc start
                    # (or close the ring) when within a kilometre.
                    gap, nxt = min(
                        [(math.dist(self.points[end], self.points[start]), -1)]
                        + [(math.dist(self.points[end], self.points[pieces[i][0]]), i)
                           for i in unused]
                    )
                    if gap > 1.0:
                        raise ValueError(f"outline of {codes} open at point {end}")
                    if nxt < 0:
                        break
                unused.remove(nxt)
                _, end, more = pieces[nxt]
                ring.extend(more if ring[-1] != more[0] else more[1:])
            rings.append(dedupe(ring))
        return rings


def dedupe(ring: list[Point]) -> list[Point]:
    out: list[Point] = []
    for p in ring:
        if not out or p != out[-1]:
            out.append(p)
    if len(out) > 1 and out[0] == out[-1]:
        out.pop()
    return out


def nearest_points(a: list[list[Point]], b: list[list[Point]]) -> tuple[Point, Point, float]:
    """Closest pair of vertices between two outlines (good enough at this scale)."""
    best: tuple[Point, Point, float] = ((0.0, 0.0), (0.0, 0.0), math.inf)
    for ra in a:
        for p in ra:
            for rb in b:
                for q in rb:
                    d = math.dist(p, q)
                    if d < best[2]:
                        best = (p, q, d)
    return best


def shared_lines(a: list[list[Point]], b: list[list[Point]]) -> list[list[Point]]:
    """The stretches of outline two provinces share (runs of common vertices)."""
    common = {p for ring in b for p in ring}
    lines: list[list[Point]] = []
    for ring in a:
        n = len(ring)
        inside = [p in common for p in ring]
        if not any(inside) or all(inside):
            continue
        start = next(i for i in range(n) if not inside[i])
        run: list[Point] = []
        for k in range(1, n + 1):
            p = ring[(start + k) % n]
            if p in common:
                run.append(p)
            else:
                if len(run) >= 2:
                    lines.append(run)
                run = []
        if len(run) >= 2:
            lines.append(run)
    return lines


def rounded(p: Point) -> list[float]:
    return [round(p[0], 1), round(p[1], 1)]


def anchors(rings: list[list[Point]], fixed: tuple[float, float] | None) -> dict[str, object]:
    (cx, cy), depth = deepest_point(rings)
    if fixed is not None:
        cx, cy = project(fixed[1], fixed[0])
        if not point_in_rings((cx, cy), rings):
            raise ValueError(f"fortress {fixed} lies outside its province")
        depth = boundary_distance((cx, cy), rings)
    return {
        "label": rounded((cx, cy - LABEL_ABOVE)),
        "fortress": rounded((cx, cy)),
        "units": rounded((cx, cy + UNITS_BELOW)),
        "depth": round(depth, 1),
    }


def build() -> dict[str, object]:
    from importlib.metadata import version

    topo = Topology()
    provinces: dict[str, dict[str, object]] = {}
    outlines: dict[str, list[list[Point]]] = {}
    for pid, codes in PROVINCES.items():
        rings = [r for r in topo.union_rings(codes) if abs(ring_area(r)) > 1.0]
        outlines[pid] = rings
        family, seas = HOME[pid]
        neighbours = sorted(
            b for pair in BORDERS for a, b in (pair.split("-"), pair.split("-")[::-1]) if a == pid
        )
        provinces[pid] = {
            "family": family,
            "seas": list(seas),
            "neighbours": neighbours,
            "prefectures": [PREFECTURE_NAMES[c] for c in codes],
            "polygons": [[rounded(p) for p in r] for r in rings],
            **anchors(rings, FORTRESS_AT.get(pid)),
        }
    terrain_rings = [r for r in topo.union_rings(TERRAIN) if abs(ring_area(r)) > 1.0]
    straits = []
    for pair in BORDERS:
        a, b = pair.split("-")
        p, q, d = nearest_points(outlines[a], outlines[b])
        if d > 0.5:
            straits.append({"between": [a, b], "from": rounded(p), "to": rounded(q),
                            "km": round(d, 1)})
    ridges = []
    border_pairs = {frozenset(pair.split("-")) for pair in BORDERS}
    ids = list(PROVINCES)
    for i, a in enumerate(ids):
        for b in ids[i + 1:]:
            if frozenset((a, b)) in border_pairs:
                continue
            for line in shared_lines(outlines[a], outlines[b]):
                ridges.append({"between": [a, b], "line": [rounded(p) for p in line]})
    seas = {
        sid: {key: rounded(project(lon, lat)) for key, (lat, lon) in anchors_.items()}
        for sid, anchors_ in SEAS.items()
    }
    all_points = [p for rs in outlines.values() for r in rs for p in r]
    xs = [p[0] for p in all_points]
    ys = [p[1] for p in all_points]
    return {
        "_comment": (
            "Generated by resources/senji/build_geometry.py — do not edit by hand. "
            "Plane kilometres, x east, y south, equirectangular about 35N 135E."
        ),
        "attribution": {
            "source": "japanmap",
            "version": version("japanmap"),
            "license": "Apache-2.0",
            "copyright": "Copyright 2022 Saito Tsutomu",
            "notice": "LICENSE-japanmap.txt",
            "upstream": "not named by the package",
            "changes": (
                "prefectures merged into the 18 provinces of SJ-10, arcs simplified "
                "(Douglas-Peucker), projected to kilometres, anchors computed"
            ),
        },
        "projection": {"lat0": LAT0, "lon0": LON0, "unit": "km"},
        "bounds": [round(min(xs), 1), round(min(ys), 1), round(max(xs), 1), round(max(ys), 1)],
        "provinces": provinces,
        "terrain": [[rounded(p) for p in r] for r in terrain_rings],
        "straits": straits,
        "ridges": ridges,
        "seas": seas,
    }


def main() -> None:
    data = build()
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    # One province or ring per line keeps diffs readable.
    text = text.replace('},"', '},\n"').replace("]],[[", "]],\n[[")
    OUT.write_text(text + "\n", encoding="utf-8")
    provinces = data["provinces"]
    assert isinstance(provinces, dict)
    n_prov = sum(len(r) for p in provinces.values() for r in p["polygons"])
    terrain = data["terrain"]
    assert isinstance(terrain, list)
    n_terr = sum(len(r) for r in terrain)
    print(f"wrote {OUT}: {n_prov} province points, {n_terr} terrain points")
    for s in data["straits"]:  # type: ignore[attr-defined]
        print("strait", s)


if __name__ == "__main__":
    main()
