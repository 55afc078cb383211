#!/bin/bash
# Rebuild gold.json from specs and run every check. Exit non-zero on any failure.
set -e
cd "$(dirname "$0")"
python3 build.py
python3 verify.py | tail -1
./verify_jq.sh ../files/codex/*.jsonl | python3 compare_jq.py | tail -1
python3 check_exit_unknown.py | tail -1
./check_manifest.sh | grep -c '^OK'
