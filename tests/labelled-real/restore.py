"""Restore the labelled transcripts from git mirrors of their repositories.

The transcripts are not committed (each set's ``MANIFEST.tsv`` names repository, commit, path
and size).  Given a folder of git mirrors, one per repository named ``owner+name`` (a bare git
directory, or one holding ``repo/`` or ``repo/.git``), this writes every file byte-exact into
``<set>/files/<local_file>`` (or ``--into <dir>/<set>/files/``) and checks its size.

    python tests/labelled-real/restore.py --mirrors /work/.mirror [--into ../shared/labelled-real]

Prints one line per file it could not restore and a count at the end; ``--missing`` lists the
repositories without a mirror, one per line.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
FOUND = HERE.parent / "found"


def manifests(root: Path, found: Path | None) -> list[tuple[Path, Path]]:
    """(manifest, folder its files go to) for every set under ``root`` and for ``found``."""
    pairs = [(m, Path(m.parent.name) / "files") for m in sorted(root.glob("*/MANIFEST.tsv"))]
    if found is not None and (found / "MANIFEST.tsv").exists():
        pairs.append((found / "MANIFEST.tsv", found))
    return pairs


def rows(manifest: Path):
    for line in manifest.read_text(encoding="utf-8").splitlines():
        cols = line.split("\t")
        if len(cols) < 4 or line.startswith("#") or cols[0] == "local_file":
            continue
        size = int(cols[4].rstrip("B")) if len(cols) > 4 and cols[4].rstrip("B").isdigit() else None
        yield cols[0], cols[1], cols[2], cols[3], size


def git_dir(mirrors: Path, repo: str) -> Path | None:
    base = mirrors / repo.replace("/", "+")
    for cand in (base / "repo" / ".git", base / "repo", base):
        if (cand / "objects").is_dir():
            return cand
    return None


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--mirrors", type=Path, required=True)
    ap.add_argument("--sets", type=Path, default=HERE, help="folder of the sets (default: here)")
    ap.add_argument("--found", type=Path, default=FOUND, help="folder of tests/found")
    ap.add_argument("--into", type=Path, default=None, help="write <set>/files/ here instead")
    ap.add_argument(
        "--missing", action="store_true", help="only list repositories without a mirror"
    )
    args = ap.parse_args(argv)
    done = failed = present = 0
    missing: set[str] = set()
    into = args.into or args.sets
    for manifest, rel in manifests(args.sets, args.found.resolve()):
        for local, repo, commit, path, size in rows(manifest):
            target = rel / local if rel.is_absolute() else into / rel / local
            if target.exists() and (size is None or target.stat().st_size == size):
                present += 1
                continue
            gd = git_dir(args.mirrors, repo)
            if gd is None:
                missing.add(repo)
                continue
            if args.missing:
                continue
            got = subprocess.run(
                ["git", "--git-dir", str(gd), "show", f"{commit}:{path}"],
                capture_output=True,
            )
            if got.returncode or (size is not None and len(got.stdout) != size):
                why = (
                    got.stderr.decode(errors="replace").strip()
                    or f"{len(got.stdout)} bytes, not {size}"
                )
                print(f"{manifest.parent.name}: {local}: {why}", file=sys.stderr)
                failed += 1
                continue
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(got.stdout)
            done += 1
    if args.missing:
        print("\n".join(sorted(missing)))
        return 0
    print(
        f"restored {done}, already present {present}, failed {failed},"
        f" repositories without a mirror {len(missing)}"
    )
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
