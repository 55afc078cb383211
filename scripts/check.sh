#!/usr/bin/env bash
# The whole check: lint, format, types, import contracts, tests. CI runs exactly this (see .ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python}
paths=(src tests)
[ -d benchmarks ] && paths+=(benchmarks)
echo "== ruff check";  $PY -m ruff check "${paths[@]}"
echo "== ruff format"; $PY -m ruff format --check "${paths[@]}"
echo "== mypy";        $PY -m mypy
# The layer contracts in pyproject.toml ([tool.importlinter]); a violation fails the check.
echo "== import-linter"; $PY -c "from importlinter.cli import lint_imports_command as c; c()"
echo "== pytest";      $PY -m pytest "$@"
