"""Refresh the translation sources and compile them.

Run from anywhere with the project's interpreter::

    .venv/bin/python i18n/update.py            # lupdate + lrelease
    .venv/bin/python i18n/update.py --check    # exit 1 if the .ts or .qm is stale

1. ``pyside6-lupdate`` collects every ``self.tr(...)``, ``translate(...)`` and
   ``QT_TRANSLATE_NOOP(...)`` text of ``senji_desktop/**/*.py`` into
   ``i18n/senji_desktop_<lang>.ts``, keeping existing translations and
   dropping texts that no longer exist (``-no-obsolete``).
2. ``pyside6-lrelease`` compiles each .ts into ``senji_desktop_<lang>.qm``.

Both files are committed, so neither an editable install nor the wheel build
needs Qt's tools. Translations are edited in the .ts file (Qt Linguist:
``.venv/bin/pyside6-linguist i18n/senji_desktop_de.ts``), using the words of
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
CATALOG = "senji_desktop"

Message = tuple[str, str, str]  # (context, source, disambiguation comment)


def ts_path(lang: str) -> Path:
    return HERE / f"{CATALOG}_{lang}.ts"


def qm_path(lang: str) -> Path:
    return HERE / f"{CATALOG}_{lang}.qm"


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


def source_files() -> list[Path]:
    """Every Python file of the package, relative to the repository, sorted."""
    return sorted(p.relative_to(ROOT) for p in PACKAGE.rglob("*.py")
                  if "__pycache__" not in p.parts)


def lupdate(ts: Path, lang: str) -> None:
    """Merge the current source texts into `ts` (created if missing)."""
    # Relative source paths keep the <location> entries free of this machine's folders.
    cmd = [tool("pyside6-lupdate"), *map(str, source_files()), "-ts", str(ts),
           "-no-obsolete", "-locations", "relative",
           "-source-language", "en", "-target-language", lang, "-silent"]
    subprocess.run(cmd, cwd=ROOT, check=True)


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


def stale(lang: str) -> list[str]:
    """Why the committed files of `lang` are out of date ([] = up to date)."""
    problems: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        fresh_ts = Path(tmp) / ts_path(lang).name
        if ts_path(lang).exists():
            shutil.copy2(ts_path(lang), fresh_ts)
        lupdate(fresh_ts, lang)
        committed = messages(ts_path(lang)) if ts_path(lang).exists() else set()
        found = messages(fresh_ts)
        for ctx, src, _ in sorted(found - committed):
            problems.append(f"missing in {ts_path(lang).name}: [{ctx}] {src!r}")
        for ctx, src, _ in sorted(committed - found):
            problems.append(f"no longer in the code: [{ctx}] {src!r}")
        fresh_qm = Path(tmp) / qm_path(lang).name
        lrelease(ts_path(lang), fresh_qm)
        if not qm_path(lang).exists() or not filecmp.cmp(fresh_qm, qm_path(lang), shallow=False):
            problems.append(f"{qm_path(lang).name} is not compiled from {ts_path(lang).name}")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--check", action="store_true",
                        help="only report whether the committed files are up to date")
    args = parser.parse_args(argv)
    if args.check:
        problems = [p for lang in LANGUAGES for p in stale(lang)]
        for p in problems:
            print(p)
        return 1 if problems else 0
    for lang in LANGUAGES:
        lupdate(ts_path(lang), lang)
        lrelease(ts_path(lang), qm_path(lang))
        total = len(messages(ts_path(lang)))
        print(f"{ts_path(lang).relative_to(ROOT)}: {total} texts; "
              f"compiled {qm_path(lang).relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
