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
cp packaging/install.sh packaging/io.github.senjidesktop.SenjiDesktop.desktop \
   packaging/io.github.senjidesktop.SenjiDesktop.metainfo.xml "$app/"
mkdir -p "$app/icons"
cp resources/icons/senji-desktop.svg resources/icons/senji-desktop-*.png "$app/icons/"
cat > "$app/README.txt" <<TXT
Senji Desktop $version

Start:   ./senji-desktop            (no Python needed)
Menu:    sh install.sh --user      (adds Senji Desktop to your applications menu;
                                    sh install.sh --uninstall removes it)
TXT
tar -C "$work/dist" -czf "$archive" senji-desktop
end=$(date +%s)
echo "bundle: $archive ($(du -sh "$archive" | cut -f1) packed, $(du -sh "$app" | cut -f1) unpacked)"
echo "build time: $((end - start)) s"
if [ "$check" = yes ]; then
    bash packaging/check_bundle.sh "$archive"
fi
