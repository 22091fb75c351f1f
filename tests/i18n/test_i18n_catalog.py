"""The committed translation files: compiled, complete and up to date."""

from __future__ import annotations

import importlib.util
import re
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest

pytestmark = pytest.mark.usefixtures("qt_tools")


def _catalogs() -> list[str]:
    """The catalogue names of i18n/update.py (the main one and each game's)."""
    path = Path(__file__).resolve().parents[2] / "i18n" / "update.py"
    spec = importlib.util.spec_from_file_location("senji_i18n_update_names", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    names: list[str] = module.catalogs()
    return names


CATALOGS = _catalogs()

# Sources that may stay identical in German: names and short words that are
# the same in both languages.
SAME_IN_GERMAN = {
    "Senji", "Senshi", "Tenno", "Shinobi", "SenbaZuru", "Senji Desktop",
    "English", "Deutsch", "Normal", "OK", "Start", "Name", "Tooltip", "Hot-Seat",
    "Samurai", "Samurai: %1", "Hanafuda",  # the same words in German (glossary)
    "Hand: %n",  # Tenno's short hand count: "Hand" is German too
    "Version %1",
}


@pytest.mark.parametrize("catalog", CATALOGS)
def test_committed_qm_is_compiled_from_committed_ts(update: ModuleType, tmp_path: Path,
                                                    catalog: str) -> None:
    ts, qm = update.ts_path("de", catalog), update.qm_path("de", catalog)
    assert ts.is_file() and qm.is_file()
    fresh = tmp_path / qm.name
    update.lrelease(ts, fresh)
    assert fresh.read_bytes() == qm.read_bytes(), (
        f"{qm.name} is stale: run .venv/bin/python i18n/update.py and commit both files")


@pytest.mark.parametrize("catalog", CATALOGS)
def test_ts_is_up_to_date_with_the_code(update: ModuleType, tmp_path: Path, catalog: str) -> None:
    """Every tr()/translate()/QT_TRANSLATE_NOOP text of the code is in its
    catalogue's .ts file, and the .ts holds nothing the code no longer uses."""
    committed = update.ts_path("de", catalog)
    assert committed.is_file(), f"run .venv/bin/python i18n/update.py to create {committed.name}"
    fresh = tmp_path / committed.name
    shutil.copy2(committed, fresh)
    update.lupdate(fresh, "de", catalog)
    found, have = update.messages(fresh), update.messages(committed)
    missing = sorted(f"[{c}] {s!r}" for c, s, _ in found - have)
    gone = sorted(f"[{c}] {s!r}" for c, s, _ in have - found)
    assert not missing and not gone, (
        "run .venv/bin/python i18n/update.py and commit i18n/ — "
        f"missing: {missing[:10]} … no longer used: {gone[:10]}")


def test_lupdate_finds_the_texts_of_this_layer(update: ModuleType) -> None:
    """The extraction itself works: our own marked texts are in the catalogue."""
    contexts = {c for c, _, _ in update.messages(update.ts_path("de"))}
    assert {"PersistenceProblem", "RulesDialog"} <= contexts


@pytest.mark.parametrize("catalog", CATALOGS)
def test_german_translation_is_complete(update: ModuleType, catalog: str) -> None:
    unfinished: list[str] = []
    untranslated: list[str] = []
    for ctx in ET.parse(update.ts_path("de", catalog)).getroot().iter("context"):
        name = ctx.findtext("name")
        for msg in ctx.iter("message"):
            source = msg.findtext("source") or ""
            tr = msg.find("translation")
            assert tr is not None
            forms = [n.text or "" for n in tr.iter("numerusform")] or [tr.text or ""]
            if tr.get("type") == "unfinished" or not all(forms):
                unfinished.append(f"[{name}] {source!r}")
            elif source in forms and source not in SAME_IN_GERMAN \
                    and re.search(r"[A-Za-z]{3}", source):
                untranslated.append(f"[{name}] {source!r}")
    assert not unfinished, f"{len(unfinished)} unfinished, e.g. {unfinished[:10]}"
    assert not untranslated, f"identical to English: {untranslated[:10]}"


@pytest.mark.parametrize("catalog", CATALOGS)
def test_placeholders_survive_translation(update: ModuleType, catalog: str) -> None:
    """A finished translation keeps every {name} / %1 placeholder of its source."""
    bad: list[str] = []
    for ctx in ET.parse(update.ts_path("de", catalog)).getroot().iter("context"):
        for msg in ctx.iter("message"):
            source = msg.findtext("source") or ""
            tr = msg.find("translation")
            if tr is None or tr.get("type") in ("unfinished", "obsolete", "vanished"):
                continue
            want = sorted(re.findall(r"\{\w*\}|%\d|%n", source))
            numerus = [n.text or "" for n in tr.iter("numerusform")]
            for i, form in enumerate(numerus or [tr.text or ""]):
                found = sorted(re.findall(r"\{\w*\}|%\d|%n", form))
                if numerus and i == 0 and "%n" not in found:
                    # The singular may say the one in words ("der letzten Partie").
                    found = sorted([*found, "%n"])
                if found != want:
                    bad.append(f"{source!r} -> {form!r}")
    assert not bad, bad[:10]


def test_the_result_dialogs_name_their_columns_alike_in_german(update: ModuleType) -> None:
    """Every game's result dialog heads its first column with the same German
    word, and a winner's result reads the same in each (the glossary's
    "Spieler" for a UI label, "Sieg"), whatever catalogue the text is in."""
    seen: dict[str, set[str]] = {"Player": set(), "Winner": set()}
    for catalog in CATALOGS:
        for ctx in ET.parse(update.ts_path("de", catalog)).getroot().iter("context"):
            name = ctx.findtext("name") or ""
            if not name.endswith("EndDialog"):
                continue
            for msg in ctx.iter("message"):
                source = msg.findtext("source") or ""
                if source in seen:
                    seen[source].add(msg.findtext("translation") or "")
    assert seen == {"Player": {"Spieler"}, "Winner": {"Sieg"}}, seen
