#!/bin/sh
# Put Senji Desktop into the user's desktop: launcher, desktop file, AppStream
# metainfo and icons, below $XDG_DATA_HOME (default ~/.local/share) and
# $XDG_BIN_HOME (default ~/.local/bin). Nothing outside the home folder is
# touched, nothing needs root.
#
#   sh install.sh [--user] [--launcher PATH]    install (or update)
#   sh install.sh --uninstall                   remove what install put there
#
# Run it from the unpacked bundle (it then installs the bundle's own
# executable) or as packaging/install.sh from a source checkout after the
# wheel was installed (it then uses `senji-desktop` from PATH, or --launcher).
set -eu

APP_ID=io.github.senjidesktop.SenjiDesktop
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
bin=${XDG_BIN_HOME:-$HOME/.local/bin}
launcher=
uninstall=no

while [ $# -gt 0 ]; do
    case $1 in
        --user) ;;  # the only mode: per user
        --launcher) shift; launcher=${1:?--launcher needs a path} ;;
        --uninstall) uninstall=yes ;;
        -h|--help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "install.sh: unknown option $1 (try --help)" >&2; exit 2 ;;
    esac
    shift
done

# Where the files to install are: beside this script in the bundle, or the
# repository's packaging/ and resources/icons/ in a source checkout.
if [ -d "$here/icons" ]; then
    icons=$here/icons
else
    icons=$here/../resources/icons
fi
desktop=$here/$APP_ID.desktop
metainfo=$here/$APP_ID.metainfo.xml
sizes="16 22 24 32 48 64 128 256 512"

refresh() {
    # Tell the desktop about the change where the tools exist; failures are harmless.
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database -q "$data/applications" 2>/dev/null || true
    fi
    if command -v gtk-update-icon-cache >/dev/null 2>&1; then
        gtk-update-icon-cache -q -t "$data/icons/hicolor" 2>/dev/null || true
    fi
}

if [ "$uninstall" = yes ]; then
    rm -f "$data/applications/$APP_ID.desktop" "$data/metainfo/$APP_ID.metainfo.xml" \
          "$data/icons/hicolor/scalable/apps/$APP_ID.svg"
    for s in $sizes; do rm -f "$data/icons/hicolor/${s}x${s}/apps/$APP_ID.png"; done
    if [ -L "$bin/senji-desktop" ]; then rm -f "$bin/senji-desktop"; fi
    refresh
    echo "Senji Desktop removed from $data"
    exit 0
fi

if [ -z "$launcher" ]; then
    if [ -x "$here/senji-desktop" ] && [ -f "$here/senji-desktop" ]; then
        launcher=$here/senji-desktop            # the unpacked bundle
    elif command -v senji-desktop >/dev/null 2>&1; then
        launcher=$(command -v senji-desktop)    # an installed wheel
    else
        echo "install.sh: no senji-desktop to launch: install the wheel first" \
             "(e.g. pipx install senji_desktop-*.whl) or pass --launcher PATH" >&2
        exit 1
    fi
fi
case $launcher in /*) ;; *) launcher=$(cd "$(dirname "$launcher")" && pwd)/$(basename "$launcher") ;; esac
[ -x "$launcher" ] || { echo "install.sh: $launcher is not executable" >&2; exit 1; }
case $launcher in *"
"*) echo "install.sh: the path of the launcher contains a line break" >&2; exit 1 ;; esac

mkdir -p "$bin" "$data/applications" "$data/metainfo" "$data/icons/hicolor/scalable/apps"
# The bundle's executable is linked into the user's bin folder; a wheel's
# script is usually there already.
if [ "$launcher" != "$bin/senji-desktop" ]; then
    if [ ! -e "$bin/senji-desktop" ] || [ -L "$bin/senji-desktop" ]; then
        ln -sfn "$launcher" "$bin/senji-desktop"
    fi
fi
# The desktop file starts the launcher by its absolute path: a desktop
# session's PATH often lacks ~/.local/bin. The path is quoted as the Desktop
# Entry spec asks (Exec key): in double quotes, where " ` $ and \ take a
# backslash, which the string escaping of the file doubles (so \ is written
# \\\\ and $ is written \\$); a literal % is written %%. The file is copied
# line by line with printf, so nothing in the path is read as a pattern.
esc=$(printf '%s' "$launcher" | sed -e 's/\\/\\\\\\\\/g' -e 's/["`$]/\\\\&/g' -e 's/%/%%/g')
while IFS= read -r line || [ -n "$line" ]; do
    case $line in
        Exec=*) printf 'Exec="%s"\n' "$esc" ;;
        *) printf '%s\n' "$line" ;;
    esac
done < "$desktop" > "$data/applications/$APP_ID.desktop"
cp "$metainfo" "$data/metainfo/$APP_ID.metainfo.xml"
cp "$icons/senji-desktop.svg" "$data/icons/hicolor/scalable/apps/$APP_ID.svg"
for s in $sizes; do
    mkdir -p "$data/icons/hicolor/${s}x${s}/apps"
    cp "$icons/senji-desktop-$s.png" "$data/icons/hicolor/${s}x${s}/apps/$APP_ID.png"
done
refresh
echo "Senji Desktop installed: $data/applications/$APP_ID.desktop -> $launcher"
