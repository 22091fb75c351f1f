#!/usr/bin/env bash
# Check a built bundle as a player's machine would run it:
#
#   bash packaging/check_bundle.sh dist/senji-desktop-<version>-linux-<arch>.tar.gz
#
# Unpacks the tarball into a temporary folder and starts the launcher with an
# empty environment (env -i: PATH=/usr/bin:/bin, a fresh HOME, offscreen Qt),
# so no Python or virtual environment of this machine can help it. Checks: the
# home screen in English and German; a Senshi table where Hard (searching in
# its spawned child process) has made a move; Qt's German catalogue (the About
# dialog's standard button); no Qt Quick/QML/WebEngine, no FFmpeg, no GPL-only
# Qt Charts/Graphs and no GTK3 platform theme inside; the licence texts in licenses/ (Qt's LGPL, Python's licence,
# the Python packages', Debian's copyright files); the launcher's clear
# message on a too old glibc; at most 250 MB unpacked. Then times the start-up and a quit while Hard searches
# (packaging/measure.py, with this machine's python3 — only the measuring
# needs it). build_bundle.sh runs this at its end.
set -euo pipefail
archive=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
tar -C "$tmp" -xzf "$archive"
app=$tmp/senji-desktop
mkdir "$tmp/home" "$tmp/shots"
fail() { echo "check_bundle: $*" >&2; exit 1; }
run() {
    env -i PATH=/usr/bin:/bin HOME="$tmp/home" LANG=C.UTF-8 QT_QPA_PLATFORM=offscreen \
        "$app/senji-desktop" "$@"
}
picture() {  # a PNG of real content: more than 50 kB
    local size
    size=$(stat -c %s "$1" 2>/dev/null || echo 0)
    [ "$size" -gt 50000 ] || fail "$1 is missing or nearly empty ($size bytes)"
}

size_mb=$(( $(du -sk "$app" | cut -f1) / 1024 ))
[ "$size_mb" -le 250 ] || fail "the bundle is $size_mb MB unpacked (at most 250)"
[ -f "$app/_internal/PySide6/Qt/translations/qtbase_de.qm" ] || fail "qtbase_de.qm is missing"
unused=$(find "$app" \( -name 'libQt6Qml*' -o -name 'libQt6Quick*' -o -name '*WebEngine*' \
         -o -name 'libavcodec*' -o -name 'libffmpegmediaplugin*' \) | head -3)
[ -z "$unused" ] || fail "unused Qt modules inside: $unused"
# Qt Charts and Qt Graphs are GPL-only: the bundle carries Qt under the LGPL.
gpl=$(find "$app" \( -name 'libQt6Charts*' -o -name 'libQt6Graphs*' -o -name 'QtCharts*' \) | head -3)
[ -z "$gpl" ] || fail "GPL-only Qt modules inside: $gpl"
# GTK3's platform theme would mix the system's GTK with the bundle's glib.
[ -z "$(find "$app" -name 'libqgtk3.so*')" ] || fail "the GTK3 platform theme is inside"
# Licences: the app's, Qt's LGPL with the note on source and replacing Qt, Python's.
for f in LICENSE licenses/senji-desktop-LICENSE.txt licenses/Qt-PySide6-LGPL-3.0.txt \
         licenses/Python-PSF-LICENSE.txt licenses/README.txt; do
    [ -s "$app/$f" ] || fail "$f is missing"
done
grep -q "GNU LESSER GENERAL PUBLIC LICENSE" "$app/licenses/Qt-PySide6-LGPL-3.0.txt" \
    || fail "licenses/Qt-PySide6-LGPL-3.0.txt is not the LGPL"
grep -q "PYTHON SOFTWARE FOUNDATION LICENSE" "$app/licenses/Python-PSF-LICENSE.txt" \
    || fail "licenses/Python-PSF-LICENSE.txt is not Python's licence"
grep -q "download.qt.io" "$app/licenses/README.txt" || fail "no word on Qt's source code"
for pkg in qasync pydantic pydantic_core platformdirs typing_extensions shiboken6; do
    ls -d "$app/licenses/python-packages/"* | grep -qi "/$pkg-" \
        || fail "no licence of $pkg in licenses/python-packages"
done
[ -n "$(ls "$app/licenses/debian")" ] || fail "no Debian copyright files in licenses/debian"
# The launcher tells an older C library in words (a fake getconf reports glibc 2.17).
mkdir "$tmp/oldlibc"
printf '#!/bin/sh\necho "glibc 2.17"\n' > "$tmp/oldlibc/getconf"
chmod +x "$tmp/oldlibc/getconf"
if env -i PATH="$tmp/oldlibc:/usr/bin:/bin" HOME="$tmp/home" "$app/senji-desktop" --help \
        >/dev/null 2>"$tmp/oldlibc.err"; then
    fail "the launcher started on a system that reports glibc 2.17"
fi
grep -q "needs the GNU C library (glibc) 2\.[0-9]* or newer; this system has 2.17" \
    "$tmp/oldlibc.err" || { cat "$tmp/oldlibc.err" >&2; fail "no clear glibc message"; }

for lang in en de; do
    run --screenshot "$tmp/shots/home-$lang.png" --lang "$lang" --size 1280x800 >/dev/null
    picture "$tmp/shots/home-$lang.png"
done
# Hard moves first (after two opening moves): its search runs in the child process.
run --screenshot "$tmp/shots/hard.png" --lang de --size 1280x800 --game senshi \
    --seats human,ai:hard --first-seat 1 --seed 3 --moves 2 --dialog about \
    >/dev/null 2>"$tmp/hard.err" || { cat "$tmp/hard.err" >&2; fail "the Senshi table did not start"; }
picture "$tmp/shots/hard.png"
if grep -q "AI child process" "$tmp/hard.err"; then
    cat "$tmp/hard.err" >&2
    fail "the AI child process did not work"
fi
cmp -s "$tmp/shots/home-en.png" "$tmp/shots/home-de.png" && fail "English and German look the same"
# One window per profile: a second start says so (and waits for OK; timeout ends it).
env -i PATH=/usr/bin:/bin HOME="$tmp/home" LANG=C.UTF-8 QT_QPA_PLATFORM=offscreen \
    "$app/senji-desktop" --lang en >/dev/null 2>&1 &
first=$!  # env execs the launcher, which execs the program: one process id
lockfile=$tmp/home/.local/share/senji-desktop/senji-desktop.lock
for _ in $(seq 100); do [ -e "$lockfile" ] && break; sleep 0.2; done
[ -e "$lockfile" ] || { kill "$first"; fail "the app took no single-instance lock ($lockfile)"; }
timeout 15 env -i PATH=/usr/bin:/bin HOME="$tmp/home" LANG=C.UTF-8 QT_QPA_PLATFORM=offscreen \
    "$app/senji-desktop" --lang de >/dev/null 2>"$tmp/second.err" || true
kill -TERM "$first"
wait "$first" || fail "the first app did not quit cleanly on SIGTERM"
grep -q "Senji Desktop läuft bereits." "$tmp/second.err" \
    || { cat "$tmp/second.err" >&2; fail "a second start did not say the app is running"; }
echo "check_bundle: $size_mb MB unpacked; licences, glibc message; home (en, de), a Senshi table after Hard's move, one window per profile OK"
if command -v python3 >/dev/null 2>&1; then
    python3 "$here/measure.py" startup "$app/senji-desktop" --runs 3 | tail -1
    python3 "$here/measure.py" quit "$app/senji-desktop" --runs 3 | tail -1
fi
