#!/usr/bin/env bash
# The whole check: lint, format, types, tests. CI runs exactly this (see .ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python}
echo "== ruff check";  $PY -m ruff check src tests benchmarks
echo "== ruff format"; $PY -m ruff format --check src tests benchmarks
echo "== mypy";        $PY -m mypy
echo "== pytest";      $PY -m pytest "$@"
