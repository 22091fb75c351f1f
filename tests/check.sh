#!/usr/bin/env bash
# Every check the project runs: lint, types, architecture contracts, tests.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=.venv/bin
export QT_QPA_PLATFORM=offscreen
"$bin/ruff" check senji_desktop tests packaging
"$bin/mypy"
"$bin/lint-imports"
"$bin/python" -m pytest -n 2 "$@"
