"""Refresh the translation sources and compile them.

Run from anywhere with the project's interpreter::

    .venv/bin/python i18n/update.py            # lupdate + lrelease
    .venv/bin/python i18n/update.py --check    # exit 1 if the .ts or .qm is stale

1. ``pyside6-lupdate`` collects every ``self.tr(...)``, ``translate(...)`` and
   ``QT_TRANSLATE_NOOP(...)`` text of ``senji_desktop/**/*.py`` into one
   catalogue per part of the app, keeping existing translations and dropping
   texts that no longer exist (``-no-obsolete``): each game of
   :data:`GAME_CATALOGS` has its own ``i18n/<game>_<lang>.ts`` made from
   ``senji_desktop/games/<game>/`` and ``senji_desktop/ui/<game>/``; everything
   else goes into ``i18n/senji_desktop_<lang>.ts``. Separate files keep work on
   different games from touching the same file.
2. ``pyside6-lrelease`` compiles each .ts into the .qm of the same name; the
   app installs every ``*_<lang>.qm`` it finds.

3. English, the texts' own language, has a catalogue of its plural texts only
   (``*_en.ts``: every ``tr(text, "", n)`` whose text counts with ``%n``,
   numerus="yes"): English needs its singular too ("1 game", "2 games"), and
   Qt takes both forms from a translation. The other texts are left out of
   it (English needs no translation of them); a catalogue without plural
   texts has no English file.

Both files are committed, so neither an editable install nor the wheel build
needs Qt's tools. Translations are edited in the .ts file (Qt Linguist:
``.venv/bin/pyside6-linguist i18n/senji_desktop_de.ts``, or a game's file), using the words of
``i18n/GLOSSARY.md``; then run this script again.
"""

from __future__ import annotations

import argparse
import filecmp
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
PACKAGE = ROOT / "senji_desktop"
LANGUAGES = ("de",)
#: The source language: its catalogues hold the plural (numerus) texts only.
PLURALS_ONLY = "en"
CATALOG = "senji_desktop"
# Games whose texts live in their own catalogue (the others are in CATALOG).
GAME_CATALOGS: tuple[str, ...] = ("tenno", "shinobi", "senbazuru", "senji")

Message = tuple[str, str, str]  # (context, source, disambiguation comment)


def catalogs() -> list[str]:
    """Every catalogue name: CATALOG, then each game of GAME_CATALOGS that has
    source files yet."""
    return [CATALOG, *(g for g in GAME_CATALOGS if source_files(g))]


def ts_path(lang: str, catalog: str = CATALOG) -> Path:
    return HERE / f"{catalog}_{lang}.ts"


def qm_path(lang: str, catalog: str = CATALOG) -> Path:
    return HERE / f"{catalog}_{lang}.qm"


def tool(name: str) -> str:
    """Path of a Qt tool (``pyside6-lupdate``…): beside this interpreter, else on PATH.

    Raises FileNotFoundError if it cannot be found."""
    folder = Path(sys.executable).parent
    for candidate in (folder / name, folder / f"{name}.exe"):
        if candidate.is_file():
            return str(candidate)
    found = shutil.which(name)
    if found is None:
        raise FileNotFoundError(f"{name} not found (install PySide6 into this environment)")
    return found


def _catalog_of(path: Path) -> str:
    """The catalogue of a package file (`path` relative to the package)."""
    parts = path.parts
    if len(parts) >= 2 and parts[0] in ("games", "ui") and parts[1] in GAME_CATALOGS:
        return parts[1]
    return CATALOG


def source_files(catalog: str = CATALOG) -> list[Path]:
    """The Python files of `catalog`, relative to the repository, sorted."""
    return sorted(p.relative_to(ROOT) for p in PACKAGE.rglob("*.py")
                  if "__pycache__" not in p.parts
                  and _catalog_of(p.relative_to(PACKAGE)) == catalog)


def lupdate(ts: Path, lang: str, catalog: str = CATALOG) -> None:
    """Merge the current source texts of `catalog` into `ts` (created if missing)."""
    # Relative source paths keep the <location> entries free of this machine's folders.
    cmd = [tool("pyside6-lupdate"), *map(str, source_files(catalog)), "-ts", str(ts),
           "-no-obsolete", "-locations", "relative",
           "-source-language", "en", "-target-language", lang, "-silent"]
    subprocess.run(cmd, cwd=ROOT, check=True)


def keep_plurals(ts: Path) -> int:
    """Drop every message of `ts` but the plural (numerus) ones; returns how
    many are left (the file is removed when none is)."""
    tree = ET.parse(ts)
    root = tree.getroot()
    left = 0
    for ctx in list(root.iter("context")):
        for msg in list(ctx.iter("message")):
            if msg.get("numerus") == "yes":
                left += 1
            else:
                ctx.remove(msg)
        if ctx.find("message") is None:
            root.remove(ctx)
    if left:
        ET.indent(tree)
        with open(ts, "wb") as out:
            out.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
            tree.write(out, encoding="utf-8", xml_declaration=False)
            out.write(b"\n")
    else:
        ts.unlink()
    return left


def lrelease(ts: Path, qm: Path) -> None:
    """Compile `ts` into `qm` (unfinished translations are left out)."""
    subprocess.run([tool("pyside6-lrelease"), str(ts), "-qm", str(qm), "-silent"],
                   cwd=ROOT, check=True)


def messages(ts: Path) -> set[Message]:
    """The (context, source, disambiguation) of every message in a .ts file,
    leaving out obsolete/vanished ones."""
    result: set[Message] = set()
    for ctx in ET.parse(ts).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            if tr is not None and tr.get("type") in ("obsolete", "vanished"):
                continue
            result.add((name, msg.findtext("source") or "", msg.findtext("comment") or ""))
    return result


def stale(lang: str, catalog: str = CATALOG) -> list[str]:
    """Why the committed files of `lang` / `catalog` are out of date ([] = up to date)."""
    problems: list[str] = []
    ts, qm = ts_path(lang, catalog), qm_path(lang, catalog)
    with tempfile.TemporaryDirectory() as tmp:
        fresh_ts = Path(tmp) / ts.name
        if ts.exists():
            shutil.copy2(ts, fresh_ts)
        lupdate(fresh_ts, lang, catalog)
        if lang == PLURALS_ONLY:
            keep_plurals(fresh_ts)
            if not fresh_ts.exists():
                if ts.exists() or qm.exists():
                    problems.append(f"{ts.name} has no plural texts any more: remove it")
                return problems
        committed = messages(ts) if ts.exists() else set()
        found = messages(fresh_ts)
        for ctx, src, _ in sorted(found - committed):
            problems.append(f"missing in {ts.name}: [{ctx}] {src!r}")
        for ctx, src, _ in sorted(committed - found):
            problems.append(f"no longer in the code: [{ctx}] {src!r}")
        if not ts.exists():
            return problems
        fresh_qm = Path(tmp) / qm.name
        lrelease(ts, fresh_qm)
        if not qm.exists() or not filecmp.cmp(fresh_qm, qm, shallow=False):
            problems.append(f"{qm.name} is not compiled from {ts.name}")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--check", action="store_true",
                        help="only report whether the committed files are up to date")
    args = parser.parse_args(argv)
    if args.check:
        problems = [p for lang in (*LANGUAGES, PLURALS_ONLY) for cat in catalogs()
                    for p in stale(lang, cat)]
        for p in problems:
            print(p)
        return 1 if problems else 0
    for lang in (*LANGUAGES, PLURALS_ONLY):
        for cat in catalogs():
            ts, qm = ts_path(lang, cat), qm_path(lang, cat)
            lupdate(ts, lang, cat)
            if lang == PLURALS_ONLY and not keep_plurals(ts):
                qm.unlink(missing_ok=True)
                continue
            lrelease(ts, qm)
            print(f"{ts.relative_to(ROOT)}: {len(messages(ts))} texts; "
                  f"compiled {qm.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
