"""How many made-up secrets of each format redaction catches, against gitleaks' rule set.

Usage:
    python benchmarks/redact_coverage.py [--redact-module PATH] [--misses]

The samples are ``tests/secret_samples.py``: one per gitleaks rule (self-identifying tokens
bare in prose, keyword formats assigned to a vendor-named variable) and one per long-tail
case of issue 13 (password flags, URL user-info, config lines, headers, long values). A sample
is caught when its secret is gone from the redacted text. Prints caught/total per family and,
with ``--misses``, each missed sample. ``--redact-module`` loads ``redact`` from another file
(``git show <commit>:src/sessgraph/redact.py > old.py``) to measure before and after.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from redact_bench import load_redact
from secret_samples import NOT_COVERED, SAMPLES


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--redact-module", default=None)
    parser.add_argument("--misses", action="store_true", help="list every missed sample")
    args = parser.parse_args(argv)
    redact = load_redact(args.redact_module)
    caught: Counter[str] = Counter()
    total: Counter[str] = Counter()
    misses = []
    for sample in SAMPLES:
        total[sample.family] += 1
        if sample.secret not in redact(sample.text, None):
            caught[sample.family] += 1
        else:
            misses.append(sample)
    for family in ("self-identifying", "keyword", "long-tail"):
        print(f"{family}: {caught[family]} of {total[family]} caught")
    print(f"gitleaks rules without a sample: {len(NOT_COVERED)} ({', '.join(NOT_COVERED)})")
    if args.misses:
        for sample in misses:
            print(f"  missed {sample.family} {sample.format}: {sample.text[:100]!r}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
