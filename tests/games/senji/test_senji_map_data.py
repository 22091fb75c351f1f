"""The map data file against SJ-10's table and border list."""

from __future__ import annotations

from senji_desktop.games.senji.map import FAMILIES, SEAS, load_map_data, senji_map

SJ10_TABLE = {
    "satsuma": ("shimazu", {"north", "south"}), "higo": ("shimazu", {"north"}),
    "chikuzen": ("shimazu", {"north"}), "nagato": ("mori", {"north", "south"}),
    "aki": ("mori", {"south"}), "izumo": ("mori", {"north"}),
    "iyo": ("chosokabe", {"south"}), "tosa": ("chosokabe", {"south"}),
    "sanuki": ("chosokabe", {"south"}), "harima": ("ashikaga", {"south"}),
    "yamashiro": ("ashikaga", set()), "kii": ("ashikaga", {"south"}),
    "owari": ("oda", {"south"}), "mino": ("oda", set()), "echizen": ("oda", {"north"}),
    "kai": ("takeda", set()), "echigo": ("takeda", {"north"}), "musashi": ("takeda", {"south"}),
}
SJ10_BORDERS = """satsuma-higo satsuma-chikuzen higo-chikuzen chikuzen-nagato nagato-aki
nagato-izumo aki-izumo aki-harima izumo-harima sanuki-harima iyo-tosa iyo-sanuki tosa-sanuki
harima-yamashiro harima-kii yamashiro-kii yamashiro-echizen yamashiro-mino kii-owari
owari-mino mino-echizen mino-kai echizen-echigo kai-musashi kai-echigo echigo-musashi"""


def _components(nodes: set[str], nb: dict[str, frozenset[str]]) -> int:
    seen: set[str] = set()
    count = 0
    for start in nodes:
        if start in seen:
            continue
        count += 1
        todo = [start]
        while todo:
            p = todo.pop()
            if p in seen:
                continue
            seen.add(p)
            todo.extend(q for q in nb[p] if q in nodes)
    return count


def test_sj10_provinces_families_and_seas_match_the_table() -> None:
    m = senji_map()
    assert len(m.provinces) == 18
    assert {p.id: (p.family, set(p.seas)) for p in m.provinces} == SJ10_TABLE
    for fam in FAMILIES:
        assert len(m.homes[fam]) == 3  # SJ-2: 3 home provinces per family
    assert set(m.coast) == set(SEAS)


def test_sj10_borders_match_the_list_and_are_symmetric() -> None:
    m = senji_map()
    expected = {frozenset(b.split("-")) for b in SJ10_BORDERS.split()}
    assert {frozenset(b) for b in m.borders} == expected
    assert len(m.borders) == 26
    for p, nbs in m.neighbours.items():
        assert p not in nbs
        for q in nbs:
            assert p in m.neighbours[q]


def test_sj10_land_graph_is_connected_except_by_sea() -> None:
    m = senji_map()
    # Shikoku (iyo, tosa, sanuki) joins Honshu through sanuki-harima, so the
    # whole land graph is one piece.
    assert _components(set(m.province_ids), m.neighbours) == 1


def test_sj10_every_family_home_is_connected() -> None:
    m = senji_map()
    for fam in FAMILIES:
        assert _components(set(m.homes[fam]), m.neighbours) == 1, fam


def test_sj43_crossings_reach_other_coast_provinces_only() -> None:
    m = senji_map()
    assert "yamashiro" not in {q for qs in m.crossings.values() for q in qs}
    assert m.crossings["yamashiro"] == ()
    # satsuma borders both seas: it reaches every coastal province but its neighbours.
    coastal = {p.id for p in m.provinces if p.seas}
    assert set(m.crossings["satsuma"]) == coastal - {"satsuma", "higo", "chikuzen"}
    for p, qs in m.crossings.items():
        for q in qs:
            assert p in m.crossings[q]


def test_map_file_carries_drawing_data() -> None:
    raw = load_map_data()
    assert {f["id"] for f in raw["families"]} == set(FAMILIES)
    assert all(-90 < p["lat"] < 90 and 0 < p["lon"] < 180 for p in raw["provinces"])
    assert {s["id"] for s in raw["seas"]} == set(SEAS)
