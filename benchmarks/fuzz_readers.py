"""Mutation fuzzer for the transcript readers: real files, damaged, must never crash or hang.

Usage::

    python benchmarks/fuzz_readers.py --corpus ../shared/corpus --inputs 100000 [--seed N]
        [--time-limit-per-input 2.0] [--workers 2] [--out DIR] [--json]

Seed files are real transcripts: a few files per reader from ``--corpus`` (smallest first,
spread over the size range), the repo's ``tests/data/cursor`` transcripts and constructed
``tests/data/pi`` sessions and ``tests/data/amazon_q`` saves, the Copilot CLI shares of
``tests/found`` when they are there, a slice of the ``data/sglang-ops``
opencode session, a small neutral-format file written here, and a small ``opencode.db`` built
from the opencode seeds' objects. Each is cut
to at most ``--max-seed-bytes`` (JSONL at a line boundary, a JSON document by halving its longest
lists, so it stays valid). Input ``i`` is derived from ``(--seed, i)`` alone: a seed file and one
to three mutations (line-level, byte-level or JSON-aware, see :data:`MUTATIONS`), so any input
can be rebuilt from its index, whichever worker ran it.

Each input is written under a fresh directory with the seed file's name (and its companions:
Cline task files, a subagent's ``.meta.json``), so name-based hints still apply; then
``detect_file`` picks a reader and ``read`` is consumed fully. When detection picks another
reader or none, the seed's own reader reads the file as well. The outcome is one of:

* ``ok``: the reader returned; its warnings are counted. Every warning must name a file of the
  input and every session must serialise as UTF-8 JSON (what the store writes), else it is a
  crash;
* ``crash``: any exception escaping ``detect_file`` (except :class:`UnknownFormatError`) or
  ``read``;
* ``hang``: the input took longer than ``--time-limit-per-input`` (a ``SIGALRM`` in the worker
  interrupts it and records where it was; a worker silent for 10 s more is killed).

Crash and hang reproducers (the input file and the traceback) go to ``--out``.

Before the mutated inputs, the hostile cases of ``benchmarks/hostile_cases.py`` run (skip them
with ``--no-hostile``, run only them with ``--hostile-only``): compression bombs, hostile SQLite
files (looping views, huge rows, generated columns, triggers, a view shadowing a table, a cross
join), tool inputs nested 300 and 5,000 levels deep, and odd names (non-UTF-8, terminal
escapes, a FIFO). Each is a whole ``api.ingest`` in a child process beside a sound transcript:
a case is a crash when a traceback shows, the sound file is not stored or an error takes more
than one line; a hang past 120 s; over the memory bound when the child's peak RSS (its own
``VmHWM``) reaches 300 MB.

The exit status is 1 when there was any crash or hang (or a hostile case over 300 MB).
"""

from __future__ import annotations

import argparse
import contextlib
import gzip
import json
import multiprocessing
import multiprocessing.connection
import os
import random
import shutil
import signal
import sqlite3
import sys
import tempfile
import time
import traceback
from collections import Counter, defaultdict
from collections.abc import Callable, Iterator, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from types import FrameType, ModuleType

import orjson
import zstandard

from sessgraph.formats import Reader, UnknownFormatError, detect_file, reader_by_name, readers
from sessgraph.formats._io import read_bytes

REPO = Path(__file__).resolve().parent.parent
DEFAULT_CORPUS = REPO.parent / "shared" / "corpus"
MAX_SEED_BYTES = 200_000
SEEDS_PER_READER = 8
WATCHDOG_GRACE_S = 10.0
KEEP_REPRODUCERS = 20
# Files of the corpus that are companions of another file, never read on their own.
_COMPANION_SUFFIXES = (
    ".meta.json",
    "__ui_messages.json",
    "__task_metadata.json",
    ".aider.input.history",
)
_CLINE_API = "api_conversation_history.json"


# -- seed files -----------------------------------------------------------------------------


@dataclass(frozen=True)
class SeedFile:
    """A real transcript to mutate: where it is written, its bytes, and its companion files."""

    reader: str
    relative: str
    content: bytes
    companions: tuple[tuple[str, bytes], ...] = ()
    origin: str = ""


def _cut_lines(data: bytes, limit: int) -> bytes:
    """At most ``limit`` bytes, ending at a line boundary (one line at least)."""
    if len(data) <= limit:
        return data
    cut = data.rfind(b"\n", 0, limit)
    if cut <= 0:
        return data[:limit]
    # Pretty-printed concatenated objects (opencode storage dumps) end where a line is "}".
    objects_end = data.rfind(b"\n}\n", 0, limit)
    if objects_end > limit // 2 and data.lstrip().startswith(b"{\n"):
        return data[: objects_end + 3]
    return data[: cut + 1]


def _shrink_json(document: object, limit: int) -> bytes:
    """The document, its longest lists halved (then long strings cut) until it fits."""

    def lists(node: object) -> Iterator[list[object]]:
        if isinstance(node, list):
            yield node
            for item in node:
                yield from lists(item)
        elif isinstance(node, dict):
            for value in node.values():
                yield from lists(value)

    def cut_strings(node: object, size: int) -> object:
        if isinstance(node, str):
            return node[:size]
        if isinstance(node, list):
            return [cut_strings(item, size) for item in node]
        if isinstance(node, dict):
            return {key: cut_strings(value, size) for key, value in node.items()}
        return node

    encoded = orjson.dumps(document, option=orjson.OPT_INDENT_2)
    string_size = 4000
    while len(encoded) > limit:
        candidates = [node for node in lists(document) if len(node) > 1]
        if candidates:
            longest = max(candidates, key=len)
            del longest[(len(longest) + 1) // 2 :]
        elif string_size > 100:
            document = cut_strings(document, string_size)
            string_size //= 2
        else:
            break
        encoded = orjson.dumps(document, option=orjson.OPT_INDENT_2)
    return encoded


def fit_seed(data: bytes, limit: int) -> bytes:
    """``data`` cut to about ``limit`` bytes, keeping it the same kind of file."""
    if len(data) <= limit:
        return data
    try:
        document = orjson.loads(data)
    except orjson.JSONDecodeError:
        return _cut_lines(data, limit)
    return _shrink_json(document, limit)


def _companions(path: Path, limit: int) -> tuple[tuple[str, bytes], ...]:
    found: list[tuple[str, bytes]] = []
    name = path.name
    if name.endswith(".jsonl"):
        meta = path.with_name(name.removesuffix(".jsonl") + ".meta.json")
        if meta.is_file():
            found.append((meta.name, meta.read_bytes()))
    if name.endswith(_CLINE_API):
        prefix = name[: -len(_CLINE_API)]
        for other in ("ui_messages.json", "task_metadata.json"):
            sibling = path.with_name(prefix + other)
            if sibling.is_file():
                found.append((sibling.name, fit_seed(sibling.read_bytes(), limit)))
    return tuple(found)


def _relative(path: Path) -> str:
    """Parent folder and file name: enough for the layout hints (``subagents/``, Cursor)."""
    return f"{path.parent.name}/{path.name}"


def _spread(items: list[Path], count: int) -> list[Path]:
    """Up to ``count`` items spread evenly over ``items`` (sorted small to large)."""
    if len(items) <= count:
        return items
    step = (len(items) - 1) / (count - 1)
    return [items[round(i * step)] for i in range(count)]


def corpus_seeds(corpus: Path, limit: int, per_reader: int) -> list[SeedFile]:
    """Up to ``per_reader`` files per reader from a corpus folder, each fitted to ``limit``."""
    by_reader: dict[str, list[Path]] = defaultdict(list)
    for path in sorted(corpus.rglob("*")):
        if not path.is_file() or path.name.endswith(_COMPANION_SUFFIXES):
            continue
        try:
            by_reader[detect_file(path).name].append(path)
        except (UnknownFormatError, OSError):
            continue
    seeds: list[SeedFile] = []
    for name, paths in sorted(by_reader.items()):
        paths.sort(key=lambda p: (p.stat().st_size, str(p)))
        for path in _spread(paths, per_reader):
            seeds.append(
                SeedFile(
                    reader=name,
                    relative=_relative(path),
                    content=fit_seed(read_bytes(path), limit),
                    companions=_companions(path, limit),
                    origin=str(path),
                )
            )
    return seeds


def neutral_seed() -> SeedFile:
    """A small sessgraph-neutral file (no real one exists: it is sessgraph's own format)."""
    lines: list[dict[str, object]] = [
        {"type": "session", "id": "neutral-fuzz", "title": "Fix the build", "cwd": "/src/app"},
        {"type": "message", "role": "user", "text": "the build fails", "timestamp": "2025-01-01"},
        {
            "type": "message",
            "role": "assistant",
            "text": "Running the tests.",
            "tool_calls": [
                {
                    "id": "c1",
                    "name": "bash",
                    "input": {"command": "pytest -q"},
                    "command": "pytest -q",
                    "exit_code": 1,
                    "output": "1 failed",
                    "duration_ms": 1200,
                },
                {
                    "id": "c2",
                    "name": "edit",
                    "input": {"path": "a.py", "old_string": "x = 1", "new_string": "x = 2\n"},
                },
            ],
        },
        {"type": "message", "role": "tool", "kind": "tool_result", "text": "1 failed"},
    ]
    content = b"".join(orjson.dumps(line) + b"\n" for line in lines)
    return SeedFile("sessgraph-neutral", "neutral/session.jsonl", content, origin="(built in)")


def repo_seeds(limit: int) -> list[SeedFile]:
    """Seeds that ship with the repo, so a fuzz run never lacks them."""
    seeds = [neutral_seed()]
    for path in sorted((REPO / "tests" / "data" / "cursor").rglob("*.jsonl")):
        seeds.append(SeedFile("cursor", _relative(path), path.read_bytes(), origin=str(path)))
    for path in sorted((REPO / "tests" / "data" / "pi").glob("*.jsonl")):
        seeds.append(SeedFile("pi", _relative(path), path.read_bytes(), origin=str(path)))
    for path in sorted((REPO / "tests" / "data" / "amazon_q").glob("*.json")):
        seeds.append(SeedFile("amazon-q", _relative(path), path.read_bytes(), origin=str(path)))
    # Real Copilot CLI shares pinned in tests/found (git-ignored: used when copied there).
    for path in sorted((REPO / "tests" / "found").glob("*.md")):
        if path.name != "README.md" and path.read_bytes().lstrip().startswith(b"# "):
            seeds.append(
                SeedFile(
                    "copilot-markdown",
                    f"shares/{path.name}",
                    fit_seed(path.read_bytes(), limit),
                    origin=str(path),
                )
            )
    sglang = REPO / "data" / "sglang-ops" / "session.jsonl.zst"
    if sglang.is_file():
        data = read_bytes(sglang)
        for start in (0, len(data) // 2):
            # A slice from the middle starts at a line boundary, so it is still JSONL.
            begin = data.find(b"\n", start) + 1 if start else 0
            seeds.append(
                SeedFile(
                    "opencode",
                    f"sglang-{start}/session.jsonl",
                    _cut_lines(data[begin:], limit // 4),
                    origin=f"{sglang} @ byte {begin}",
                )
            )
    return seeds


def _opencode_objects(seeds: Sequence[SeedFile]) -> Iterator[dict[str, object]]:
    """Every object with an opencode session, message or part id in the opencode seeds."""
    decoder = json.JSONDecoder()
    for seed in seeds:
        if seed.reader != "opencode":
            continue
        text, position = seed.content.decode("utf-8", errors="replace"), 0
        stack: list[object] = []
        while position < len(text):
            if text[position].isspace():
                position += 1
                continue
            try:
                value, position = decoder.raw_decode(text, position)
            except json.JSONDecodeError:
                break
            stack.append(value)
        while stack:
            node = stack.pop()
            if isinstance(node, dict):
                if str(node.get("id", ""))[:4] in ("ses_", "msg_", "prt_"):
                    yield node
                stack.extend(node.values())
            elif isinstance(node, list):
                stack.extend(node)


def opencode_db_seed(seeds: Sequence[SeedFile], workdir: Path) -> SeedFile | None:
    """A small ``opencode.db`` (opencode's tables, 1 KiB pages) built from the opencode seeds."""
    path = workdir / "opencode.db"
    con = sqlite3.connect(path)
    con.executescript(
        "PRAGMA page_size = 1024;"
        "CREATE TABLE session (id TEXT PRIMARY KEY, project_id TEXT, parent_id TEXT, slug TEXT,"
        " directory TEXT, title TEXT, version TEXT, time_created INTEGER, time_updated INTEGER);"
        "CREATE TABLE message (id TEXT PRIMARY KEY, session_id TEXT NOT NULL,"
        " time_created INTEGER, time_updated INTEGER, data TEXT NOT NULL);"
        "CREATE TABLE part (id TEXT PRIMARY KEY, message_id TEXT NOT NULL, session_id TEXT,"
        " time_created INTEGER, time_updated INTEGER, data TEXT NOT NULL);"
    )
    rows = 0
    for obj in _opencode_objects(seeds):
        object_id, data = str(obj["id"]), orjson.dumps(obj).decode()
        if object_id.startswith("ses_"):
            values = [obj.get(k) for k in ("projectID", "parentID", "slug", "directory")]
            values += [obj.get("title"), obj.get("version")]
            cells = [v if isinstance(v, str) else None for v in values]
            con.execute(
                "INSERT OR IGNORE INTO session VALUES (?,?,?,?,?,?,?,1,2)", (object_id, *cells)
            )
        elif object_id.startswith("msg_"):
            message = (object_id, str(obj.get("sessionID")), data)
            con.execute("INSERT OR IGNORE INTO message VALUES (?,?,1,2,?)", message)
        else:
            part = (object_id, str(obj.get("messageID")), str(obj.get("sessionID")), data)
            con.execute("INSERT OR IGNORE INTO part VALUES (?,?,?,1,2,?)", part)
        rows += 1
        if rows >= 300:
            break
    con.commit()
    con.execute("VACUUM")
    con.close()
    if not rows:
        return None
    return SeedFile("opencode", "opencode-data/opencode.db", path.read_bytes(), origin="(built)")


def verified(seeds: Sequence[SeedFile], workdir: Path) -> list[SeedFile]:
    """The seeds that, written out unmutated, are still detected as their reader."""
    kept: list[SeedFile] = []
    for index, seed in enumerate(seeds):
        path = write_input(workdir / f"verify-{index}", seed, seed.relative, seed.content)
        try:
            if detect_file(path).name == seed.reader:
                kept.append(seed)
        except UnknownFormatError:
            pass
        shutil.rmtree(path.parent.parent, ignore_errors=True)
    return kept


def collect_seeds(corpus: Path | None, limit: int = MAX_SEED_BYTES) -> list[SeedFile]:
    """Corpus seeds (when the corpus exists) and repo seeds, checked to detect as themselves."""
    seeds = repo_seeds(limit)
    if corpus is not None and corpus.is_dir():
        seeds = corpus_seeds(corpus, limit, SEEDS_PER_READER) + seeds
    with tempfile.TemporaryDirectory(prefix="sessgraph-fuzz-seeds-") as workdir:
        database = opencode_db_seed(seeds, Path(workdir))
        return verified([*seeds, *([database] if database else [])], Path(workdir))


# -- mutations ------------------------------------------------------------------------------

Mutation = Callable[[random.Random, bytes], bytes]
_GARBAGE_LINES = (
    b"not json at all",
    b"{",
    b"}",
    b"[1, 2, 3]",
    b'"a string"',
    b"null",
    b"42",
    b"{}",
    b'{"type": null}',
    b'{"type": "assistant", "message": 7}',
    b"\x00\x00\x00",
    b"\xff\xfe\xfd",
    b'{"a": "\\ud800"}',
    b"\xef\xbb\xbf{}",
)
_INVALID_UTF8 = (b"\xff", b"\xc3\x28", b"\xed\xa0\x80", b"\xe2\x82", b"\xf0\x28\x8c\xbc", b"\x80")
# Placeholders swapped for raw JSON text after encoding, for values orjson cannot write.
_RAW_VALUES = {
    "__fuzz_deep__": b"[" * 10_000 + b"]" * 10_000,
    "__fuzz_deep_dict__": b'{"a":' * 3_000 + b"{}" + b"}" * 3_000,
    "__fuzz_bigint__": b"123456789012345678901234567890",
    "__fuzz_inf__": b"1e999",
    "__fuzz_nan__": b"NaN",
    "__fuzz_surrogate__": b'"\\ud800 lone"',
    "__fuzz_low_surrogate__": b'"\\udfff"',
}


def _lines(data: bytes) -> list[bytes]:
    return data.split(b"\n")


def truncate(rng: random.Random, data: bytes) -> bytes:
    """Cut the file at a random byte (a file still being written)."""
    return data[: rng.randrange(len(data) + 1)]


def drop_lines(rng: random.Random, data: bytes) -> bytes:
    lines = _lines(data)
    for _ in range(rng.randint(1, 3)):
        if len(lines) > 1:
            del lines[rng.randrange(len(lines))]
    return b"\n".join(lines)


def duplicate_lines(rng: random.Random, data: bytes) -> bytes:
    lines = _lines(data)
    index = rng.randrange(len(lines))
    lines[index:index] = [lines[index]] * rng.randint(1, 3)
    return b"\n".join(lines)


def swap_lines(rng: random.Random, data: bytes) -> bytes:
    lines = _lines(data)
    a, b = rng.randrange(len(lines)), rng.randrange(len(lines))
    lines[a], lines[b] = lines[b], lines[a]
    return b"\n".join(lines)


def reverse_lines(rng: random.Random, data: bytes) -> bytes:
    return b"\n".join(reversed(_lines(data)))


def garbage_line(rng: random.Random, data: bytes) -> bytes:
    lines = _lines(data)
    lines.insert(rng.randrange(len(lines) + 1), rng.choice(_GARBAGE_LINES))
    return b"\n".join(lines)


def flip_bytes(rng: random.Random, data: bytes) -> bytes:
    if not data:
        return data
    mutable = bytearray(data)
    for _ in range(rng.randint(1, 8)):
        mutable[rng.randrange(len(mutable))] ^= 1 << rng.randrange(8)
    return bytes(mutable)


def insert_nul(rng: random.Random, data: bytes) -> bytes:
    at = rng.randrange(len(data) + 1)
    return data[:at] + b"\x00" * rng.randint(1, 4) + data[at:]


def invalid_utf8(rng: random.Random, data: bytes) -> bytes:
    at = rng.randrange(len(data) + 1)
    return data[:at] + rng.choice(_INVALID_UTF8) + data[at:]


def lone_surrogate(rng: random.Random, data: bytes) -> bytes:
    """A ``\\ud800``-style escape just inside a JSON string (valid for Python's json)."""
    starts = [i for i in range(len(data) - 1) if data[i : i + 2] == b':"'][:2000]
    escape = rng.choice((b"\\ud800", b"\\udc00", b"\\udfff", b"\\ud83d"))
    if not starts:
        return data + b'\n{"text": "' + escape + b'"}\n'
    at = rng.choice(starts) + 2
    return data[:at] + escape + data[at:]


def crlf(rng: random.Random, data: bytes) -> bytes:
    return data.replace(b"\n", b"\r\n")


def bom(rng: random.Random, data: bytes) -> bytes:
    return b"\xef\xbb\xbf" + data


def long_line(rng: random.Random, data: bytes) -> bytes:
    """A line of 1-3 MB: not JSON, or one JSON object with a huge text field."""
    size = rng.randint(1, 3) * 1_000_000
    line = (
        b"x" * size
        if rng.random() < 0.5
        else b'{"type": "user", "text": "' + b"ab\\n" * (size // 4) + b'"}'
    )
    lines = _lines(data)
    lines.insert(rng.randrange(len(lines) + 1), line)
    return b"\n".join(lines)


def _wrong_value(rng: random.Random, value: object) -> object:
    """A value of another JSON type than ``value``, sometimes a pathological one."""
    roll = rng.random()
    if roll < 0.03:
        return "__fuzz_deep__"
    if roll < 0.05:
        return "__fuzz_deep_dict__"
    if roll < 0.06:
        return "x" * 5_000_000
    if roll < 0.12:
        return rng.choice(
            (
                "__fuzz_bigint__",
                "__fuzz_inf__",
                "__fuzz_nan__",
                "__fuzz_surrogate__",
                "__fuzz_low_surrogate__",
            )
        )
    choices: list[object] = [
        None,
        True,
        0,
        -1,
        2**63 - 1,
        3.5,
        "",
        "text",
        "2025-13-45T99:99:99Z",
        [],
        [1, "a", None],
        {},
        {"type": None},
        [{}],
    ]
    same_type = [c for c in choices if type(c) is type(value)]
    others = [c for c in choices if c not in same_type] or choices
    return rng.choice(others)


def _nodes(document: object) -> list[tuple[dict[str, object] | list[object], str | int]]:
    """Every (container, key) slot in a document, breadth first, capped for speed."""
    slots: list[tuple[dict[str, object] | list[object], str | int]] = []
    queue: list[object] = [document]
    while queue and len(slots) < 5000:
        node = queue.pop(0)
        if isinstance(node, dict):
            for key, value in node.items():
                slots.append((node, key))
                queue.append(value)
        elif isinstance(node, list):
            for index, value in enumerate(node[:50]):
                slots.append((node, index))
                queue.append(value)
    return slots


def _encode(document: object, pretty: bool) -> bytes:
    text = orjson.dumps(document, option=orjson.OPT_INDENT_2 if pretty else 0)
    for placeholder, raw in _RAW_VALUES.items():
        quoted = b'"' + placeholder.encode() + b'"'
        if quoted in text:
            text = text.replace(quoted, raw)
    return text


def _mutate_document(rng: random.Random, document: object) -> bool:
    slots = _nodes(document)
    if not slots:
        return False
    for _ in range(rng.randint(1, 3)):
        container, key = rng.choice(slots)
        if isinstance(container, dict) and isinstance(key, str):
            if rng.random() < 0.1:
                del container[key]
                slots = _nodes(document)
                if not slots:
                    return True
                continue
            container[key] = _wrong_value(rng, container[key])
        elif isinstance(container, list) and isinstance(key, int) and key < len(container):
            container[key] = _wrong_value(rng, container[key])
    return True


def wrong_types(rng: random.Random, data: bytes) -> bytes:
    """Known fields (keys the file uses) get values of another type, at any depth."""
    try:
        document = orjson.loads(data)
    except orjson.JSONDecodeError:
        document = None
    if isinstance(document, dict | list):
        _mutate_document(rng, document)
        return _encode(document, pretty=b"\n " in data[:200])
    lines = _lines(data)
    parsed = [i for i, line in enumerate(lines) if line.strip()[:1] == b"{"]
    for _ in range(rng.randint(1, 3)):
        if not parsed:
            break
        index = rng.choice(parsed)
        try:
            obj = orjson.loads(lines[index])
        except orjson.JSONDecodeError:
            continue
        _mutate_document(rng, obj)
        lines[index] = _encode(obj, pretty=False)
    if not parsed:  # pretty-printed objects one after another: mutate one of them
        return _concatenated_wrong_types(rng, data)
    return b"\n".join(lines)


def _concatenated_wrong_types(rng: random.Random, data: bytes) -> bytes:
    starts = [i + 1 for i in range(len(data) - 1) if data[i : i + 2] == b"\n{"]
    starts = ([0] if data.startswith(b"{") else []) + starts
    if not starts:
        return flip_bytes(rng, data)
    index = rng.randrange(len(starts))
    begin = starts[index]
    end = starts[index + 1] if index + 1 < len(starts) else len(data)
    try:
        obj = orjson.loads(data[begin:end])
    except orjson.JSONDecodeError:
        return flip_bytes(rng, data)
    _mutate_document(rng, obj)
    return data[:begin] + _encode(obj, pretty=True) + b"\n" + data[end:]


def deep_nesting(rng: random.Random, data: bytes) -> bytes:
    """A value, or a whole line, nested thousands of levels deep."""
    deep = rng.choice((_RAW_VALUES["__fuzz_deep__"], _RAW_VALUES["__fuzz_deep_dict__"]))
    starts = [i for i in range(min(len(data), 200_000) - 1) if data[i : i + 2] == b'":'][:2000]
    if starts and rng.random() < 0.7:
        at = rng.choice(starts) + 2
        end = at
        while end < len(data) and data[end : end + 1] not in (b",", b"}", b"\n"):
            end += 1
        return data[:at] + b" " + deep + data[end:]
    lines = _lines(data)
    lines.insert(rng.randrange(len(lines) + 1), deep)
    return b"\n".join(lines)


def huge_string(rng: random.Random, data: bytes) -> bytes:
    """One string value becomes 5 MB long."""
    starts = [i for i in range(min(len(data), 200_000) - 1) if data[i : i + 2] == b':"'][:2000]
    if not starts:
        return data + b'\n{"text": "' + b"y" * 5_000_000 + b'"}\n'
    at = rng.choice(starts) + 2
    return data[:at] + b"z " * 2_500_000 + data[at:]


MUTATIONS: dict[str, tuple[Mutation, float]] = {
    # name: (function, relative weight)
    "truncate": (truncate, 8),
    "drop_lines": (drop_lines, 8),
    "duplicate_lines": (duplicate_lines, 6),
    "swap_lines": (swap_lines, 6),
    "reverse_lines": (reverse_lines, 1),
    "garbage_line": (garbage_line, 8),
    "flip_bytes": (flip_bytes, 8),
    "insert_nul": (insert_nul, 4),
    "invalid_utf8": (invalid_utf8, 5),
    "lone_surrogate": (lone_surrogate, 5),
    "crlf": (crlf, 1),
    "bom": (bom, 1),
    "wrong_types": (wrong_types, 30),
    "deep_nesting": (deep_nesting, 2),
    "huge_string": (huge_string, 1),
    "long_line": (long_line, 1),
}
_NAMES = list(MUTATIONS)
_WEIGHTS = [weight for _, weight in MUTATIONS.values()]


@dataclass(frozen=True)
class FuzzInput:
    """One mutated input: which seed, which mutations, the bytes and the file to write."""

    index: int
    seed: SeedFile
    mutations: tuple[str, ...]
    target: str
    content: bytes
    companion_mutated: bool = False


def _compress(rng: random.Random, relative: str, data: bytes) -> tuple[str, bytes]:
    if rng.random() < 0.5:
        packed, suffix = gzip.compress(data, compresslevel=1, mtime=0), ".gz"
    else:
        packed, suffix = zstandard.ZstdCompressor(level=1).compress(data), ".zst"
    if rng.random() < 0.5:  # a compressed file cut short, or damaged
        packed = truncate(rng, packed) if rng.random() < 0.5 else flip_bytes(rng, packed)
    return relative + suffix, packed


def make_input(seeds: Sequence[SeedFile], fuzz_seed: int, index: int) -> FuzzInput:
    """Input ``index`` of run ``fuzz_seed``: the same bytes whichever process builds it."""
    rng = random.Random(f"{fuzz_seed}:{index}")
    by_reader = sorted({seed.reader for seed in seeds})
    reader = by_reader[index % len(by_reader)]
    seed = rng.choice([s for s in seeds if s.reader == reader])
    names = tuple(rng.choices(_NAMES, weights=_WEIGHTS, k=rng.choice((1, 1, 2, 3))))
    mutate_companion = bool(seed.companions) and rng.random() < 0.3
    content = rng.choice(seed.companions)[1] if mutate_companion else seed.content
    for name in names:
        content = MUTATIONS[name][0](rng, content)
    target = seed.relative
    if not mutate_companion and rng.random() < 0.04:
        target, content = _compress(rng, target, content)
        names = (*names, "compress")
    if mutate_companion:
        return FuzzInput(index, seed, names, target, seed.content, companion_mutated=True)
    return FuzzInput(index, seed, names, target, content)


def _companion_content(fuzz: FuzzInput, fuzz_seed: int) -> dict[str, bytes]:
    """The companion files of an input, one of them mutated when the input says so."""
    files = dict(fuzz.seed.companions)
    if fuzz.companion_mutated:
        rng = random.Random(f"{fuzz_seed}:{fuzz.index}:companion")
        name = rng.choice(sorted(files))
        for mutation in fuzz.mutations:
            files[name] = MUTATIONS[mutation][0](rng, files[name])
    return files


def write_input(
    directory: Path,
    seed: SeedFile,
    target: str,
    content: bytes,
    companions: dict[str, bytes] | None = None,
) -> Path:
    """Write an input (and its companions) under ``directory``; the path of the main file."""
    path = directory / target
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    for name, data in (dict(seed.companions) if companions is None else companions).items():
        (path.parent / name).write_bytes(data)
    return path


# -- running one input ----------------------------------------------------------------------


class InputTimeout(BaseException):
    """Raised by the alarm inside a reader that ran past the time limit (not an Exception,
    so no ``except Exception`` in a reader can swallow it)."""


@dataclass
class Outcome:
    """What reading one input did."""

    index: int
    reader: str
    detected: str
    kind: str  # ok | unknown | crash | hang
    seconds: float
    warnings: int = 0
    sessions: int = 0
    unlocated_warnings: int = 0
    problem: str = ""
    mutations: tuple[str, ...] = ()


def _on_alarm(signum: int, frame: FrameType | None) -> None:
    raise InputTimeout


def _check_sessions(reader: Reader, path: Path) -> tuple[int, int, int]:
    """Read fully; (sessions, warnings, warnings without a line). Raises on a bad record."""
    sessions = warnings = unlocated = 0
    directory = str(path.parent)
    for parsed in reader.read(path):
        sessions += 1
        # The store writes every string to SQLite as UTF-8: lone surrogates would fail there.
        parsed.model_dump_json()
        for warning in parsed.warnings:
            warnings += 1
            if not warning.path.startswith(directory):
                raise AssertionError(f"warning does not name the input file: {warning}")
            if warning.line is None:
                unlocated += 1
    return sessions, warnings, unlocated


def run_input(fuzz: FuzzInput, directory: Path, fuzz_seed: int, time_limit: float) -> Outcome:
    """Detect and read one input under a time limit; the outcome, never an exception."""
    companions = _companion_content(fuzz, fuzz_seed)
    path = write_input(directory, fuzz.seed, fuzz.target, fuzz.content, companions)
    outcome = Outcome(fuzz.index, fuzz.seed.reader, "", "ok", 0.0, mutations=fuzz.mutations)
    started = time.perf_counter()
    signal.setitimer(signal.ITIMER_REAL, time_limit)
    try:
        try:
            detected: Reader | None = detect_file(path)
        except UnknownFormatError:
            detected = None
        outcome.detected = detected.name if detected else "(unknown)"
        to_read = [] if detected is None else [detected]
        if detected is None or detected.name != fuzz.seed.reader:
            to_read.append(reader_by_name(fuzz.seed.reader))
        for reader in to_read:
            outcome.reader = reader.name
            found = _check_sessions(reader, path)
            outcome.sessions += found[0]
            outcome.warnings += found[1]
            outcome.unlocated_warnings += found[2]
        outcome.reader = fuzz.seed.reader
        if detected is None:
            outcome.kind = "unknown"
    except InputTimeout:
        outcome.kind = "hang"
        outcome.problem = traceback.format_exc()
    except BaseException:  # a crash is what the fuzzer is here to find
        outcome.kind = "crash"
        outcome.problem = traceback.format_exc()
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        outcome.seconds = time.perf_counter() - started
        shutil.rmtree(directory, ignore_errors=True)
    return outcome


def _worker(
    seeds: Sequence[SeedFile],
    fuzz_seed: int,
    time_limit: float,
    workdir: Path,
    connection: multiprocessing.connection.Connection,
) -> None:
    signal.signal(signal.SIGALRM, _on_alarm)
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 1000))
    while True:
        index = connection.recv()
        if index is None:
            return
        fuzz = make_input(seeds, fuzz_seed, index)
        connection.send(run_input(fuzz, workdir / str(index), fuzz_seed, time_limit))


# -- the run --------------------------------------------------------------------------------


@dataclass
class ReaderFigures:
    """Counts for the inputs made from one reader's seed files."""

    inputs: int = 0
    ok: int = 0
    unknown: int = 0
    crashes: int = 0
    hangs: int = 0
    warnings: int = 0
    unlocated_warnings: int = 0
    sessions: int = 0
    max_seconds: float = 0.0


@dataclass
class FuzzReport:
    """The figures of a fuzz run."""

    inputs: int
    fuzz_seed: int
    seconds: float
    seed_files: int
    crashes: int = 0
    hangs: int = 0
    warnings: int = 0
    by_reader: dict[str, ReaderFigures] = field(default_factory=dict)
    mutations: dict[str, int] = field(default_factory=dict)
    problems: list[Outcome] = field(default_factory=list)
    reproducers: dict[int, str] = field(default_factory=dict)  # input index -> directory


class _Worker:
    """A worker process, its pipe, and the input it is on."""

    def __init__(
        self, context: multiprocessing.context.BaseContext, args: tuple[object, ...]
    ) -> None:
        parent_end, child_end = multiprocessing.Pipe()
        self.connection = parent_end
        self.process = context.Process(target=_worker, args=(*args, child_end), daemon=True)  # type: ignore[attr-defined]
        self.process.start()
        child_end.close()
        self.index: int | None = None
        self.since = 0.0

    def give(self, index: int) -> None:
        self.index, self.since = index, time.monotonic()
        self.connection.send(index)

    def stop(self) -> None:
        with contextlib.suppress(OSError):  # the worker may be dead already
            self.connection.send(None)
        self.process.join(timeout=5)
        if self.process.is_alive():
            self.process.kill()
            self.process.join()


def _run_pool(
    seeds: Sequence[SeedFile],
    inputs: int,
    fuzz_seed: int,
    time_limit: float,
    workers: int,
    workdir: Path,
) -> Iterator[Outcome]:
    """Outcomes of inputs ``0..inputs-1``, read by ``workers`` processes with a watchdog."""
    context = multiprocessing.get_context("fork")
    args = (seeds, fuzz_seed, time_limit, workdir)
    pool = [_Worker(context, args) for _ in range(max(1, min(workers, inputs)))]
    next_index = 0
    for worker in pool:
        if next_index < inputs:
            worker.give(next_index)
            next_index += 1
    try:
        while any(worker.index is not None for worker in pool):
            ready = multiprocessing.connection.wait(
                [w.connection for w in pool if w.index is not None], timeout=1.0
            )
            for position, worker in enumerate(pool):
                if worker.index is None:
                    continue
                if worker.connection in ready:
                    try:
                        outcome: Outcome = worker.connection.recv()
                    except EOFError:  # the worker died: a crash of the interpreter itself
                        outcome = _dead_worker(seeds, fuzz_seed, worker, "worker process died")
                        worker.stop()
                        pool[position] = worker = _Worker(context, args)
                elif time.monotonic() - worker.since > time_limit + WATCHDOG_GRACE_S:
                    outcome = _dead_worker(seeds, fuzz_seed, worker, "worker killed: no answer")
                    outcome.kind = "hang"
                    worker.process.kill()
                    worker.stop()
                    pool[position] = worker = _Worker(context, args)
                else:
                    continue
                yield outcome
                worker.index = None
                if next_index < inputs:
                    worker.give(next_index)
                    next_index += 1
    finally:
        for worker in pool:
            worker.stop()


def _dead_worker(
    seeds: Sequence[SeedFile], fuzz_seed: int, worker: _Worker, problem: str
) -> Outcome:
    index = worker.index if worker.index is not None else -1
    fuzz = make_input(seeds, fuzz_seed, index)
    return Outcome(
        index,
        fuzz.seed.reader,
        "",
        "crash",
        time.monotonic() - worker.since,
        problem=f"{problem} (exit code {worker.process.exitcode})",
    )


def save_reproducer(
    seeds: Sequence[SeedFile], fuzz_seed: int, outcome: Outcome, out_dir: Path
) -> Path:
    """Write a failing input, its companions and its traceback under ``out_dir``."""
    fuzz = make_input(seeds, fuzz_seed, outcome.index)
    directory = out_dir / f"{outcome.kind}-{outcome.index:06d}-{fuzz.seed.reader}"
    shutil.rmtree(directory, ignore_errors=True)
    path = write_input(
        directory, fuzz.seed, fuzz.target, fuzz.content, _companion_content(fuzz, fuzz_seed)
    )
    (directory / "TRACEBACK.txt").write_text(
        f"input {outcome.index} of --seed {fuzz_seed}\nseed file: {fuzz.seed.origin}\n"
        f"mutations: {', '.join(fuzz.mutations)}\nfile: {path}\n"
        f"reader: {outcome.reader} (detected: {outcome.detected or '-'})\n\n{outcome.problem}",
        encoding="utf-8",
    )
    return directory


def fuzz(
    seeds: Sequence[SeedFile],
    inputs: int,
    fuzz_seed: int = 0,
    time_limit: float = 2.0,
    workers: int = 2,
    out_dir: Path | None = None,
    progress: Callable[[int, FuzzReport], None] | None = None,
) -> FuzzReport:
    """Run ``inputs`` mutated inputs over ``seeds``; reproducers of failures go to ``out_dir``."""
    if not seeds:
        raise ValueError("no seed files")
    report = FuzzReport(inputs=inputs, fuzz_seed=fuzz_seed, seconds=0.0, seed_files=len(seeds))
    started = time.perf_counter()
    signatures: set[str] = set()
    base = Path("/dev/shm") if Path("/dev/shm").is_dir() else None
    with tempfile.TemporaryDirectory(prefix="sessgraph-fuzz-", dir=base) as workdir:
        for done, outcome in enumerate(
            _run_pool(seeds, inputs, fuzz_seed, time_limit, workers, Path(workdir)), start=1
        ):
            _count(report, outcome)
            if outcome.kind in ("crash", "hang"):
                # One reproducer per distinct problem: the first input that showed it.
                signature = problem_signature(outcome)
                new = signature not in signatures
                signatures.add(signature)
                report.problems.append(outcome)
                if out_dir is not None and new and len(report.reproducers) < KEEP_REPRODUCERS:
                    saved = save_reproducer(seeds, fuzz_seed, outcome, out_dir)
                    report.reproducers[outcome.index] = str(saved)
            if progress is not None:
                progress(done, report)
    report.seconds = time.perf_counter() - started
    return report


def _count(report: FuzzReport, outcome: Outcome) -> None:
    figures = report.by_reader.setdefault(outcome.reader, ReaderFigures())
    figures.inputs += 1
    figures.warnings += outcome.warnings
    figures.unlocated_warnings += outcome.unlocated_warnings
    figures.sessions += outcome.sessions
    figures.max_seconds = max(figures.max_seconds, outcome.seconds)
    report.warnings += outcome.warnings
    for name in outcome.mutations:
        report.mutations[name] = report.mutations.get(name, 0) + 1
    if outcome.kind == "crash":
        figures.crashes += 1
        report.crashes += 1
    elif outcome.kind == "hang":
        figures.hangs += 1
        report.hangs += 1
    elif outcome.kind == "unknown":
        figures.unknown += 1
    else:
        figures.ok += 1


# -- command line ---------------------------------------------------------------------------


def problem_signature(outcome: Outcome) -> str:
    """The exception line and the innermost sessgraph frame: one per distinct bug."""
    lines = [line.strip() for line in outcome.problem.strip().splitlines() if line.strip()]
    frames = [line for line in lines if line.startswith("File ") and "sessgraph" in line]
    where = frames[-1] if frames else "?"
    return f"{lines[-1] if lines else outcome.problem} @ {where}"


def format_report(report: FuzzReport, seeds: Sequence[SeedFile]) -> str:
    """The summary table, the distinct problems, and where the reproducers are."""
    per_reader = Counter(seed.reader for seed in seeds)
    out = [
        f"fuzz_readers: {report.inputs} inputs, --seed {report.fuzz_seed}, "
        f"{report.seed_files} seed files, {report.seconds:.1f} s "
        f"({report.inputs / max(report.seconds, 1e-9):.0f} inputs/s)",
        "",
        f"{'reader':<20}{'seeds':>6}{'inputs':>9}{'ok':>8}{'unknown':>9}{'crashes':>9}"
        f"{'hangs':>7}{'warnings':>10}{'no line':>9}{'max s':>8}",
    ]
    for name, figures in sorted(report.by_reader.items()):
        out.append(
            f"{name:<20}{per_reader.get(name, 0):>6}{figures.inputs:>9}{figures.ok:>8}"
            f"{figures.unknown:>9}{figures.crashes:>9}{figures.hangs:>7}{figures.warnings:>10}"
            f"{figures.unlocated_warnings:>9}{figures.max_seconds:>8.2f}"
        )
    out.append(
        f"{'total':<20}{len(seeds):>6}{report.inputs:>9}"
        f"{sum(f.ok for f in report.by_reader.values()):>8}"
        f"{sum(f.unknown for f in report.by_reader.values()):>9}{report.crashes:>9}"
        f"{report.hangs:>7}{report.warnings:>10}"
        f"{sum(f.unlocated_warnings for f in report.by_reader.values()):>9}"
    )
    out.append("")
    out.append(f"crashes = {report.crashes}, hangs = {report.hangs}")
    if report.problems:
        signatures = Counter(problem_signature(o) for o in report.problems)
        out.append("\ndistinct problems (count, exception @ innermost sessgraph frame):")
        out.extend(f"  {count:>5}  {signature}" for signature, count in signatures.most_common())
        out.append("\nfirst reproducers:")
        shown = [o for o in report.problems if o.index in report.reproducers][:5]
        for outcome in shown:
            saved = report.reproducers[outcome.index]
            out.append(f"  input {outcome.index} ({outcome.kind}, {outcome.reader}): {saved}")
            out.extend("    " + line for line in outcome.problem.strip().splitlines()[-6:])
    return "\n".join(out)


def _progress(every: int) -> Callable[[int, FuzzReport], None]:
    started = time.perf_counter()

    def show(done: int, report: FuzzReport) -> None:
        if done % every == 0:
            elapsed = time.perf_counter() - started
            print(
                f"  {done} inputs, {elapsed:.0f} s, crashes {report.crashes}, hangs {report.hangs}",
                file=sys.stderr,
                flush=True,
            )

    return show


def _hostile_cases() -> ModuleType:
    """``benchmarks/hostile_cases.py``, beside this script, as a module."""
    import importlib.util

    spec = importlib.util.spec_from_file_location(
        "hostile_cases", Path(__file__).resolve().parent / "hostile_cases.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["hostile_cases"] = module  # dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--inputs", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=0, help="run seed (inputs are reproducible)")
    parser.add_argument("--time-limit-per-input", type=float, default=2.0, metavar="SECONDS")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--max-seed-bytes", type=int, default=MAX_SEED_BYTES)
    parser.add_argument(
        "--out",
        type=Path,
        default=Path(tempfile.gettempdir()) / "sessgraph-fuzz",
        help="where crash and hang reproducers are written",
    )
    parser.add_argument("--only", action="append", help="fuzz only this reader (repeatable)")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    parser.add_argument("--quiet", action="store_true", help="no progress lines on stderr")
    parser.add_argument("--no-hostile", action="store_true", help="skip the hostile cases")
    parser.add_argument("--hostile-only", action="store_true", help="run only the hostile cases")
    args = parser.parse_args(argv)
    hostile_failed = False
    if not args.no_hostile:
        hostile_cases = _hostile_cases()
        with tempfile.TemporaryDirectory(prefix="sessgraph-hostile-") as workdir:
            outcomes = hostile_cases.run_all(Path(workdir))
        print(hostile_cases.format_outcomes(outcomes), flush=True)
        hostile_failed = any(o.kind != "ok" for o in outcomes)
        if args.hostile_only:
            return 1 if hostile_failed else 0
        print()
    known = {reader.name for reader in readers()}
    if args.only and not set(args.only) <= known:
        parser.error(f"--only takes reader names: {', '.join(sorted(known))}")
    if not args.corpus.is_dir():
        print(f"corpus {args.corpus} not found: fuzzing the repo's own seeds only", file=sys.stderr)
    seeds = collect_seeds(args.corpus, args.max_seed_bytes)
    if args.only:
        seeds = [seed for seed in seeds if seed.reader in args.only]
    report = fuzz(
        seeds,
        args.inputs,
        fuzz_seed=args.seed,
        time_limit=args.time_limit_per_input,
        workers=args.workers,
        out_dir=args.out,
        progress=None if args.quiet else _progress(max(1000, args.inputs // 20)),
    )
    if args.json:
        data = asdict(report)
        data["problems"] = [asdict(o) for o in report.problems[:20]]
        print(json.dumps(data, indent=2))
    else:
        print(format_report(report, seeds))
    return 1 if report.crashes or report.hangs or hostile_failed else 0


if __name__ == "__main__":
    os.environ.setdefault("PYTHONHASHSEED", "0")
    sys.exit(main())
