#!/usr/bin/env bash
# Make the pictures the AppStream metainfo shows (packaging/screenshots/),
# with the app of .venv, offscreen, in a private app home:
#
#   bash packaging/make_screenshots.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export QT_QPA_PLATFORM=offscreen SENJI_DESKTOP_HOME
SENJI_DESKTOP_HOME=$(mktemp -d)
trap 'rm -rf "$SENJI_DESKTOP_HOME"' EXIT
app=.venv/bin/senji-desktop
out=packaging/screenshots
"$app" --screenshot "$out/home-en.png" --lang en --size 1280x800
"$app" --screenshot "$out/senshi-en.png" --lang en --size 1280x800 --game senshi \
    --seats human,ai:hard,ai:normal --seed 7 --moves 6 --ai-iterations 50
"$app" --screenshot "$out/senshi-de.png" --lang de --size 1280x800 --game senshi \
    --seats human,ai:hard --seed 11 --moves 4 --ai-iterations 50
