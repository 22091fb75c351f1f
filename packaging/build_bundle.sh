#!/usr/bin/env bash
# Build the stand-alone bundle (PyInstaller, one folder) from this checkout:
#
#   bash packaging/build_bundle.sh [--no-check] [OUT_DIR]   # default OUT_DIR: dist/
#
# Makes a build environment in build/bundle/venv (PyInstaller and the app from
# this checkout, installed as a wheel, so exactly what the wheel carries),
# runs packaging/senji-desktop.spec and packs
# OUT_DIR/senji-desktop-<version>-linux-<arch>.tar.gz: a folder senji-desktop/
# with the launcher senji-desktop (needs no Python on the machine), its
# libraries in _internal/, install.sh with the desktop file, metainfo and icons
# for the desktop integration. Prints the build time and the unpacked size,
# then runs packaging/check_bundle.sh on the archive (unless --no-check).
set -euo pipefail
check=yes
if [ "${1:-}" = --no-check ]; then check=no; shift; fi
cd "$(dirname "$0")/.."
root=$PWD
start=$(date +%s)
out=$(mkdir -p "${1:-dist}" && cd "${1:-dist}" && pwd)
work=$root/build/bundle
python=${PYTHON:-python3}
version=$("$python" -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
archive=$out/senji-desktop-$version-linux-$(uname -m).tar.gz

rm -rf "$work"
mkdir -p "$work"
"$python" -m venv "$work/venv"
"$work/venv/bin/pip" install --quiet --disable-pip-version-check "pyinstaller>=6.10,<7" "$root"
"$work/venv/bin/pyinstaller" --noconfirm --log-level WARN \
    --distpath "$work/dist" --workpath "$work/pyinstaller" packaging/senji-desktop.spec
app=$work/dist/senji-desktop

# The newest glibc symbol version any bundled file asks for: the oldest C
# library the bundle runs on (it is built against this machine's glibc, which
# it does not carry).
glibc=$( { find "$app" -type f \( -name '*.so*' -o -name 'senji-desktop-bin' \) -print0 \
          | xargs -0 objdump -T 2>/dev/null || true; } \
        | { grep -o 'GLIBC_[0-9][0-9.]*' || true; } | sed 's/GLIBC_//' | sort -u -V | tail -1)
[ -n "$glibc" ] || { echo "build_bundle: could not read the glibc versions" >&2; exit 1; }
# The launcher: checks the C library first, so an old system gets a sentence
# instead of the loader's "version GLIBC_2.xx not found"; then runs the
# program (exec: same process, so signals and the exit code pass through).
cat > "$app/senji-desktop" <<LAUNCHER
#!/bin/sh
# Senji Desktop $version launcher (made by packaging/build_bundle.sh).
here=\$(dirname "\$(readlink -f "\$0")")
need=$glibc
have=\$(getconf GNU_LIBC_VERSION 2>/dev/null | sed -n 's/^glibc //p')
if [ -n "\$have" ] && [ "\$(printf '%s\\n%s\\n' "\$need" "\$have" | sort -V | head -n 1)" != "\$need" ]; then
    echo "Senji Desktop needs the GNU C library (glibc) \$need or newer; this system has \$have." >&2
    echo "Use a newer Linux distribution, or install the wheel with Python 3.11 or newer" >&2
    echo "(pipx install senji_desktop-$version-py3-none-any.whl)." >&2
    exit 1
fi
exec "\$here/senji-desktop-bin" "\$@"
LAUNCHER
chmod 755 "$app/senji-desktop"

# Licences of the app and of everything the bundle redistributes (licenses/).
lic=$app/licenses
mkdir -p "$lic/python-packages" "$lic/debian"
cp LICENSE "$app/LICENSE"
cp LICENSE "$lic/senji-desktop-LICENSE.txt"
cp resources/senji/LICENSE-japanmap.txt "$lic/japanmap-LICENSE.txt"
cp /usr/share/common-licenses/LGPL-3 "$lic/Qt-PySide6-LGPL-3.0.txt"
cp /usr/share/common-licenses/GPL-3 "$lic/GPL-3.0.txt"
base_python=$("$work/venv/bin/python" -c 'import sys; print(sys.base_prefix)')
pyver=$("$work/venv/bin/python" -c 'import sys; print(f"{sys.version_info[0]}.{sys.version_info[1]}")')
if [ -f "$base_python/lib/python$pyver/LICENSE.txt" ]; then
    cp "$base_python/lib/python$pyver/LICENSE.txt" "$lic/Python-PSF-LICENSE.txt"
fi
# The Python packages inside: the app's dependencies (their dist-info licence
# files) and PyInstaller, whose bootloader starts the bundle.
"$work/venv/bin/python" - "$lic/python-packages" <<'PY'
import re, shutil, sys
from importlib import metadata
from pathlib import Path

out = Path(sys.argv[1])
todo, seen = ["senji-desktop", "pyinstaller"], set()
while todo:
    name = re.sub(r"[-_.]+", "-", todo.pop()).lower()
    if name in seen:
        continue
    seen.add(name)
    try:
        dist = metadata.distribution(name)
    except metadata.PackageNotFoundError:
        continue
    for req in dist.requires or []:
        if "extra ==" not in req:
            todo.append(re.split(r"[ ;<>=!~\[(]", req, maxsplit=1)[0])
    if name in ("senji-desktop", "altgraph", "pyinstaller-hooks-contrib", "packaging",
                "setuptools"):
        continue  # the app's own (top level) and build-time helpers not in the bundle
    files = [f for f in dist.files or [] if re.search(r"(LICEN[CS]E|COPYING|NOTICE|AUTHORS)",
                                                      f.name, re.I) and ".dist-info" in str(f)]
    target = out / f"{dist.metadata['Name']}-{dist.version}"
    target.mkdir(exist_ok=True)
    lic = dist.metadata.get("License-Expression") or dist.metadata.get("License") or ""
    urls = [dist.metadata.get("Home-page") or "", *(dist.metadata.get_all("Project-URL") or [])]
    note = "".join(f"  {u}\n" for u in urls if u)
    if not files:  # PySide6 and shiboken6 ship no licence file in their wheels
        note += "Licence text: ../../Qt-PySide6-LGPL-3.0.txt (see ../../README.txt)\n"
    (target / "METADATA-licence.txt").write_text(
        f"{dist.metadata['Name']} {dist.version}\nLicence: {lic[:200]}\nLinks:\n{note}")
    for f in files:
        shutil.copy(dist.locate_file(f), target / f.name)
PY
# Debian's copyright files of the system libraries PyInstaller copied in.
libs=$(find "$app/_internal" -maxdepth 1 -name 'lib*.so*' ! -name 'libQt6*' \
       ! -name 'libpyside6*' ! -name 'libshiboken6*' -printf '*/%f\n' | sort -u)
if command -v dpkg >/dev/null 2>&1 && [ -n "$libs" ]; then
    # shellcheck disable=SC2086
    for pkg in $(dpkg -S $libs 2>/dev/null | cut -d: -f1 | tr ',' '\n' | sed 's/ //g' | sort -u); do
        if [ -f "/usr/share/doc/$pkg/copyright" ]; then
            cp "/usr/share/doc/$pkg/copyright" "$lic/debian/$pkg.copyright"
        fi
    done
fi
cat > "$lic/README.txt" <<TXT
Licences of Senji Desktop $version and of what this bundle redistributes

senji-desktop-LICENSE.txt      Senji Desktop itself: MIT licence
                               (Copyright (c) 2026 The Senji Desktop authors).
japanmap-LICENSE.txt           the prefecture outlines of the Senji map (Apache 2.0).
Qt-PySide6-LGPL-3.0.txt        Qt 6 and PySide6/Shiboken6 (GNU LGPL 3.0; it builds on
GPL-3.0.txt                    the GNU GPL 3.0, included too).
Python-PSF-LICENSE.txt         the Python interpreter and its standard library (PSF).
python-packages/               licence files of the Python packages inside (PySide6,
                               shiboken6, qasync, pydantic, pydantic-core,
                               platformdirs, typing-extensions, ... and PyInstaller,
                               whose bootloader starts the app).
debian/                        copyright files of the Debian packages whose system
                               libraries the bundle copies (from /usr/share/doc).

Qt and PySide6 under the LGPL 3.0: this bundle carries them as unmodified
shared libraries, dynamically loaded: Qt in _internal/PySide6/Qt/lib/
(libQt6*.so.6; the links _internal/libQt6*.so.6 point there) with its
plugins in _internal/PySide6/Qt/plugins/, PySide6 and Shiboken6 in
_internal/PySide6/ and _internal/shiboken6/. Their source code is at
https://download.qt.io/official_releases/qt/ (Qt) and
https://download.qt.io/official_releases/QtForPython/ (PySide6, Shiboken6);
the versions are in python-packages/ (Qt has the version of PySide6). You
may replace them with your own or modified builds of the same versions (or
compatible ones): put your libQt6*.so.6 files into _internal/PySide6/Qt/lib/
in place of ours, or your PySide6/Shiboken6 build into _internal/PySide6/ and
_internal/shiboken6/; the launcher loads whatever is there. Nothing in the
bundle prevents this (no signing, no static linking of Qt).

Qt's own third-party components (compiled into its libraries) and their
licences are listed at https://doc.qt.io/qt-6/licenses-used-in-qt.html.
TXT
cp packaging/install.sh packaging/io.github.senjidesktop.SenjiDesktop.desktop \
   packaging/io.github.senjidesktop.SenjiDesktop.metainfo.xml "$app/"
mkdir -p "$app/icons"
cp resources/icons/senji-desktop.svg resources/icons/senji-desktop-*.png "$app/icons/"
cat > "$app/README.txt" <<TXT
Senji Desktop $version

Start:   ./senji-desktop            (no Python needed; needs Linux on x86-64
                                    with the GNU C library (glibc) $glibc or newer,
                                    e.g. Debian 12, Ubuntu 22.10, Fedora 37 or later)
Menu:    sh install.sh --user      (adds Senji Desktop to your applications menu;
                                    sh install.sh --uninstall removes it)
Licences: LICENSE (the app, MIT) and licenses/ (everything the bundle carries)
TXT
tar -C "$work/dist" -czf "$archive" senji-desktop
end=$(date +%s)
echo "bundle: $archive ($(du -sh "$archive" | cut -f1) packed, $(du -sh "$app" | cut -f1) unpacked)"
echo "build time: $((end - start)) s"
if [ "$check" = yes ]; then
    bash packaging/check_bundle.sh "$archive"
fi
