"""Write one half (tuning or test) of in-repo label sets as sets of their own, so that an
evaluation of that half holds no file of the other (its cross-session queries and history
then come from that half alone).

    python tests/labelled-real/half.py tuning /tmp/tune <set>...     # then:
    sessgraph eval /tmp/tune/*/gold.json -q

Each ``<out>/<set>/`` gets a ``gold.json`` with only that half's files (cross-session groups
keep their members in the half, and only groups still spanning two files), the set's
``MANIFEST.tsv`` and a ``files`` link to the set's transcripts. The half of a file is
``sessgraph.evaluate.split``'s.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from sessgraph.evaluate.split import HALVES, half_of, repos_of

HERE = Path(__file__).resolve().parent


def write_half(half: str, out: Path, sets: list[str], root: Path = HERE) -> int:
    """Write ``half`` of each of ``sets`` (folders under ``root``) below ``out``; the number
    of files written."""
    count = 0
    for name in sets:
        source = root / name
        gold = json.loads((source / "gold.json").read_text(encoding="utf-8"))
        repos = repos_of(source)
        kept = {k: v for k, v in gold["files"].items() if half_of(repos.get(k)) == half}
        if not kept:
            continue
        groups = []
        for group in gold.get("cross_session_groups") or []:
            members = [m for m in group.get("members", []) if m.get("file") in kept]
            if len({m["file"] for m in members}) >= 2:
                groups.append({**group, "members": members})
        target = out / name
        target.mkdir(parents=True, exist_ok=True)
        subset = {**gold, "files": kept, "cross_session_groups": groups}
        (target / "gold.json").write_text(json.dumps(subset, ensure_ascii=False), "utf-8")
        (target / "MANIFEST.tsv").write_text((source / "MANIFEST.tsv").read_text("utf-8"), "utf-8")
        if not (target / "files").exists():
            (target / "files").symlink_to(source / "files")
        count += len(kept)
    return count


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("half", choices=HALVES)
    parser.add_argument("out", type=Path)
    parser.add_argument("sets", nargs="+")
    args = parser.parse_args(argv)
    count = write_half(args.half, args.out, args.sets)
    print(f"{count} files of the {args.half} half in {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
