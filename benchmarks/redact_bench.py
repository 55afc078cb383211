"""Time secret redaction over every text an ingest of the real corpus would redact.

Usage:
    python benchmarks/redact_bench.py [--corpus DIR ...] [--repeat 5]
        [--redact-module PATH]

Reads every transcript of the corpus with sessgraph's readers (no redaction), collects each
distinct stored text of every session (message text, tool input strings, results, commands,
outputs, cwd, branch, title, edit paths, as :mod:`sessgraph.reading.redact_records` sees them), then
times ``redact`` over all of them, ``--repeat`` times, and prints the best run: wall and CPU
time (of this thread: steadier on a shared machine) per corpus copy, MB/s, how many texts
came back changed and the redactions by kind.

``--redact-module`` loads ``redact`` from another file (e.g. an older ``redact.py`` taken
with ``git show <commit>:src/sessgraph/redact.py``) to compare before and after.
"""

from __future__ import annotations

import argparse
import importlib.util
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path

from sessgraph.formats import UnknownFormatError, discover
from sessgraph.models import ParsedSession

Redact = Callable[[str, "Counter[str] | None"], str]


def _strings(value: object) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)


def session_texts(parsed: ParsedSession) -> Iterator[str]:
    """Every text of a session that redaction looks at."""
    session = parsed.session
    yield from (t for t in (session.title, session.cwd, session.git_branch) if t)
    for message in parsed.messages:
        yield message.text
        for call in message.tool_calls:
            yield from _strings(call.input)
            if call.result_text:
                yield call.result_text
            if call.command is not None:
                yield call.command.command
                yield from (t for t in (call.command.output, call.command.cwd) if t)
            yield from (edit.path for edit in call.edits)


def corpus_texts(corpus: Path) -> list[str]:
    """The distinct texts of each session of the corpus (as redaction sees them: once per
    distinct text of a session)."""
    texts: list[str] = []
    for found in discover(corpus):
        if isinstance(found, UnknownFormatError):
            continue
        for parsed in found.reader.read(found.path):
            texts.extend(dict.fromkeys(session_texts(parsed)))
    return texts


def load_redact(path: str | None) -> Redact:
    if path is None:
        from sessgraph.reading.redact import redact

        return redact
    spec = importlib.util.spec_from_file_location("redact_under_test", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["redact_under_test"] = module
    spec.loader.exec_module(module)
    return module.redact  # type: ignore[no-any-return]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    shared = Path(__file__).resolve().parents[2] / "shared"
    parser.add_argument(
        "--corpus",
        type=Path,
        action="append",
        help="a directory of transcripts (repeatable; default: the shared corpus and the"
        " labelled real files)",
    )
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--redact-module", default=None)
    args = parser.parse_args(argv)
    redact = load_redact(args.redact_module)
    corpora = args.corpus or [shared / "corpus", shared / "labelled-real" / "files"]
    texts = [text for corpus in corpora for text in corpus_texts(corpus)]
    size = sum(len(t) for t in texts)
    best = best_cpu = float("inf")
    counts: Counter[str] = Counter()
    changed = 0
    for _ in range(args.repeat):
        counts = Counter()
        started, started_cpu = time.perf_counter(), time.thread_time()
        changed = sum(redact(t, counts) is not t for t in texts)
        best = min(best, time.perf_counter() - started)
        best_cpu = min(best_cpu, time.thread_time() - started_cpu)
    print(f"texts: {len(texts)}  characters: {size / 1e6:.1f} M")
    print(
        f"redaction per corpus copy: {best * 1000:.0f} ms wall, {best_cpu * 1000:.0f} ms CPU"
        f"  ({size / 1e6 / best_cpu:.0f} MB/s of CPU)"
    )
    print(f"texts changed: {changed}  redactions: {sum(counts.values())}")
    for kind, n in counts.most_common():
        print(f"  {kind}: {n}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
