"""Build a large benchmark corpus by replicating the real corpus with fresh ids per copy.

Usage::

    python benchmarks/replicate_corpus.py --source ../shared/corpus --out /tmp/bench-corpus \\
        --size-mb 200

Each copy goes to ``OUT/copy-NNNN/`` with the source's relative layout (Claude Code project
folders with ``agent-*.jsonl`` siblings and ``<session>/subagents/`` dirs, Codex rollout file
names, opencode files), so the readers see what they would see on a real machine. Every copy
is a distinct set of sessions: ids are rewritten consistently within a copy, in file contents
and in path components alike:

* every UUID (Claude Code ``sessionId`` / ``uuid`` / ``parentUuid``, Codex ``payload.id`` and
  rollout file names) becomes ``uuid5(copy namespace, old)``;
* opencode ids (``ses_``, ``msg_``, ``prt_``) keep their prefix and their 12 hex digits (the
  time-ordered part, so sorting by id still orders them as opencode does) and get a fresh
  base62 tail derived from ``(copy, old id)``;
* Claude Code subagent ids (``agent-<id>.jsonl``, ``"agentId"``) get a fresh hex id of the
  same length.

Files are streamed line by line (never a whole file in memory) and the output is a pure
function of the source and the arguments. Copies are added file by file, formats interleaved
(one Claude Code file, one Codex file, one opencode file, ...), until the output reaches
``--size-mb``; a small ``--size-mb`` therefore still yields every format.
"""

from __future__ import annotations

import argparse
import hashlib
import itertools
import re
import shutil
import sys
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

MB = 1024 * 1024
BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
COPY_NAMESPACE = uuid.UUID("5e55a9f0-6b3c-4d1e-9a57-b3e1c0a5e7d2")

_UUID = rb"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"
_OPENCODE_ID = rb"(?<![0-9A-Za-z_])(?:ses|msg|prt)_[0-9a-f]{12}[0-9A-Za-z]{8,}(?![0-9A-Za-z])"
_AGENT_FILE = re.compile(r"(?:^|__)agent-([A-Za-z0-9_-]+)\.(?:jsonl|meta\.json)$")
# Default sglang fixture location, relative to the corpus (../shared/{corpus,fixtures}).
FIXTURE_RELATIVE = Path("..") / "fixtures" / "sglang-ops" / "session.jsonl"


@dataclass(frozen=True)
class SourceFile:
    """One file to replicate: where it is and where it goes inside a copy."""

    path: Path
    relative: Path
    size: int


@dataclass
class Rewriter:
    """Consistent id rewriting for one copy: the same old id always gets the same new id."""

    copy_no: int
    agent_ids: Sequence[str]
    cache: dict[bytes, bytes] = field(default_factory=dict)
    pattern: re.Pattern[bytes] = field(init=False)

    def __post_init__(self) -> None:
        alternatives = [_UUID, _OPENCODE_ID]
        if self.agent_ids:
            # Longest first so "a4ca75" never shadows "a4ca7529859c158c2".
            tokens = sorted({a.encode() for a in self.agent_ids}, key=len, reverse=True)
            joined = b"|".join(re.escape(t) for t in tokens)
            alternatives.append(rb"(?<![0-9A-Za-z])(?:" + joined + rb")(?![0-9A-Za-z])")
        self.pattern = re.compile(b"|".join(b"(" + a + b")" for a in alternatives))
        self.namespace = uuid.uuid5(COPY_NAMESPACE, str(self.copy_no))

    def _digest(self, old: bytes) -> bytes:
        return hashlib.blake2b(old, digest_size=16, key=str(self.copy_no).encode()).digest()

    def _new_id(self, match: re.Match[bytes]) -> bytes:
        old = match.group(0)
        new = self.cache.get(old)
        if new is not None:
            return new
        if match.lastindex == 1:  # UUID
            new = str(uuid.uuid5(self.namespace, old.decode().lower())).encode()
            if old.isupper():
                new = new.upper()
        elif match.lastindex == 2:  # opencode id: keep prefix + time-ordered hex
            keep = 4 + 12
            number = int.from_bytes(self._digest(old), "big")
            tail = "".join(BASE62[(number >> (6 * i)) % 62] for i in range(len(old) - keep))
            new = old[:keep] + tail.encode()
        else:  # Claude Code subagent id
            new = self._digest(old).hex()[: len(old)].encode()
        self.cache[old] = new
        return new

    def bytes(self, data: bytes) -> bytes:
        """``data`` with every id replaced."""
        return self.pattern.sub(self._new_id, data)

    def path(self, relative: Path) -> Path:
        """A relative path with ids in its components replaced."""
        return Path(*(self.bytes(part.encode()).decode() for part in relative.parts))


def _files_under(root: Path, patterns: Sequence[str]) -> list[Path]:
    found = {p for pattern in patterns for p in root.glob(pattern) if p.is_file()}
    return sorted(found)


def find_sources(source: Path, fixture: Path | None) -> list[list[SourceFile]]:
    """The files to replicate, grouped by format (Claude Code, Codex, opencode)."""
    claude = _files_under(source / "claude_code", ["**/*.jsonl", "**/*.meta.json"])
    codex = _files_under(source / "codex", ["*.jsonl"])
    opencode = _files_under(source / "opencode", ["*.json", "*.jsonl"])
    groups = [
        [SourceFile(p, p.relative_to(source), p.stat().st_size) for p in files]
        for files in (claude, codex, opencode)
    ]
    if fixture is not None and fixture.is_file():
        relative = Path("opencode") / f"{fixture.parent.name}__{fixture.name}"
        groups[2].append(SourceFile(fixture, relative, fixture.stat().st_size))
    return [group for group in groups if group]


def is_meta(item: SourceFile) -> bool:
    """A Claude Code subagent's ``agent-<id>.meta.json`` side file."""
    return item.relative.name.endswith(".meta.json")


def interleave(groups: Sequence[Sequence[SourceFile]]) -> list[SourceFile]:
    """One file of each format in turn, so any prefix of a copy holds every format.

    A subagent's ``.meta.json`` follows its ``.jsonl`` directly, so they are never split.
    """
    order = [item for row in itertools.zip_longest(*groups) for item in row if item is not None]
    metas = {
        f.relative.with_name(f.relative.name.removesuffix(".meta.json")): f
        for f in order
        if is_meta(f)
    }
    result: list[SourceFile] = []
    for item in order:
        if is_meta(item):
            continue
        result.append(item)
        meta = metas.get(item.relative.with_suffix(""))
        if meta is not None:
            result.append(meta)
    return result


def agent_ids(files: Sequence[SourceFile]) -> list[str]:
    """Claude Code subagent ids named by ``agent-<id>.jsonl`` files."""
    ids = set()
    for item in files:
        match = _AGENT_FILE.search(item.relative.name)
        if match:
            ids.add(match.group(1))
    return sorted(ids)


def copy_file(item: SourceFile, target: Path, rewriter: Rewriter) -> int:
    """Stream ``item`` to ``target`` with ids rewritten; the number of bytes written."""
    target.parent.mkdir(parents=True, exist_ok=True)
    written = 0
    with item.path.open("rb") as src, target.open("wb") as dst:
        for line in src:
            out = rewriter.bytes(line)
            dst.write(out)
            written += len(out)
    return written


def replicate(
    source: Path,
    out: Path,
    size_mb: float,
    *,
    fixture: Path | None = None,
    on_copy: Callable[[int, int], None] | None = None,
) -> tuple[int, int, int]:
    """Copy ``source`` into ``out`` until it holds ``size_mb``; returns (copies, files, bytes)."""
    files = interleave(find_sources(source, fixture))
    if not files:
        raise SystemExit(f"{source}: no claude_code/, codex/ or opencode/ transcripts found")
    ids = agent_ids(files)
    target_bytes = int(size_mb * MB)
    total = count = 0
    for copy_no in itertools.count():
        rewriter = Rewriter(copy_no, ids)
        copy_dir = out / f"copy-{copy_no:04d}"
        for item in files:
            if total >= target_bytes and not is_meta(item):
                break
            total += copy_file(item, copy_dir / rewriter.path(item.relative), rewriter)
            count += 1
        if on_copy is not None:
            on_copy(copy_no, total)
        if total >= target_bytes:
            return copy_no + 1, count, total
    raise AssertionError("unreachable")


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--source", type=Path, required=True, help="the real corpus directory")
    parser.add_argument("--out", type=Path, required=True, help="where to write the copies")
    parser.add_argument("--size-mb", type=float, default=200.0, help="stop at this size (MiB)")
    parser.add_argument(
        "--fixture",
        type=Path,
        default=None,
        help="an extra opencode JSONL replicated with each copy "
        f"(default: SOURCE/{FIXTURE_RELATIVE.as_posix()} if present)",
    )
    parser.add_argument(
        "--overwrite", action="store_true", help="delete OUT first if it is not empty"
    )
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    source: Path = args.source
    out: Path = args.out
    if not source.is_dir():
        print(f"{source}: not a directory (expected the shared corpus)", file=sys.stderr)
        return 2
    if out.exists() and any(out.iterdir()):
        if not args.overwrite:
            print(f"{out}: not empty; pass --overwrite to replace it", file=sys.stderr)
            return 2
        shutil.rmtree(out)
    out.mkdir(parents=True, exist_ok=True)
    fixture = args.fixture if args.fixture is not None else source / FIXTURE_RELATIVE

    def report(copy_no: int, total: int) -> None:
        print(f"copy {copy_no:4d} done: {total / MB:8.1f} MB", file=sys.stderr)

    copies, files, total = replicate(source, out, args.size_mb, fixture=fixture, on_copy=report)
    print(f"{out}: {copies} copies, {files} files, {total / MB:.1f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
