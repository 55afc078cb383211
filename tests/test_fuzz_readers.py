"""No input crashes or hangs a reader: property-based tests and a small mutation-fuzzer run.

Readers are pure (a path in, sessions out) and must turn every bad record into a
``ReadWarning`` that names the file and the line or record. The hypothesis tests feed each reader
arbitrary bytes, arbitrary JSON lines, and documents shaped like its format whose known fields
hold values of random types; the fuzzer tests run ``benchmarks/fuzz_readers.py`` on a few hundred
mutated real files (the 100,000-input run is a benchmark, see ``benchmarks/README.md``).
"""

from __future__ import annotations

import contextlib
import importlib.util
import re
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import orjson
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conftest import CORPUS, REPO
from sessgraph.formats import Reader, UnknownFormatError, detect_file, reader_by_name, readers

FORMATS = REPO / "src" / "sessgraph" / "formats"
# Where each reader's input is written: name-based hints (api_conversation_history.json,
# .traj, a Cursor session folder) apply, as they would to a real file.
FILE_NAMES = {
    "opencode": "storage/concatenated.json",
    "claude-code": "-src-app/0b6d2a4e-1111-4222-8333-944455556666.jsonl",
    "codex": "sessions/rollout-2025-01-01T00-00-00-0198.jsonl",
    "codex-exec-json": "ci/codex-events.jsonl",
    "copilot-events": "session-state/4db6a695-04ee-466f-b26b-74dae52ad74c/events.jsonl",
    "antigravity": "brain/5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f/.system_generated/logs/"
    "transcript.jsonl",
    "gemini": "chats/session-2025-01-01T00-00-abcd.json",
    "gemini-stream-json": "eval-run/transcript.jsonl",
    "gemini-checkpoint": "tmp/checkpoint-dev.json",
    "gemini-markdown": "shares/cli_conversation.md",
    "copilot-markdown": "shares/copilot-session-2230af76.md",
    "amazon-q": "saves/Last.md",
    "cline": "task-1/api_conversation_history.json",
    "cline-ui": "task-2/ui_messages.json",
    "swe-agent": "runs/issue-1.traj",
    "openhands": "trajs/basic.json",
    "openhands-resolver": "resolver/output.jsonl",
    "aider": "repo/.aider.chat.history.md",
    "opencode-markdown": "exports/session-ses_1.md",
    "cline-markdown": "exports/cline_task_jan-1-2026_1-02-03-pm.md",
    "cursor": "9d1c2f3e/9d1c2f3e.jsonl",
    "specstory": ".specstory/history/2026-01-01_00-00-00Z-run-the-tests.md",
    "pi": "sessions/--home-dev-app--/2026-01-01T00-00-00-000Z_0194a1b2.jsonl",
    "sessgraph-neutral": "neutral/session.jsonl",
}
READER_NAMES = [reader.name for reader in readers()]
# Field names the readers look up, taken from their source so new fields are covered too.
KNOWN_KEYS = sorted(
    set(re.findall(r'\.get\("([A-Za-z_]+)"', "".join(p.read_text() for p in FORMATS.glob("*.py"))))
)
TYPE_WORDS = sorted(
    set(re.findall(r'== "([a-z_]+)"', "".join(p.read_text() for p in FORMATS.glob("*.py"))))
    | {"user", "assistant", "tool_use", "tool_result", "response_item", "function_call"}
    # Copilot CLI session-log event types (dotted, so the pattern above misses them).
    | {"session.start", "user.message", "assistant.message", "tool.execution_start"}
    | {"tool.execution_complete", "subagent.started", "session.compaction_complete"}
)
PROBLEM_SETTINGS = settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


@pytest.fixture(scope="module")
def fuzzer() -> ModuleType:
    """``benchmarks/fuzz_readers.py`` (a script, not a package) as a module."""
    spec = importlib.util.spec_from_file_location(
        "fuzz_readers", REPO / "benchmarks" / "fuzz_readers.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["fuzz_readers"] = module  # dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


# -- strategies -----------------------------------------------------------------------------

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**63), max_value=2**64 - 1),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=40),
    st.sampled_from(TYPE_WORDS),
    st.sampled_from(["2025-01-01T00:00:00Z", "not a date", "", "ses_x", "msg_1", "/tmp/a.py"]),
)
json_values = st.recursive(
    scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.dictionaries(st.sampled_from(KNOWN_KEYS) | st.text(max_size=8), inner, max_size=5),
    ),
    max_leaves=20,
)
# A record shaped like the formats': a type word where formats put one, known keys elsewhere.
records = st.builds(
    lambda kind, fields: {"type": kind, **fields},
    st.sampled_from(TYPE_WORDS) | json_values,
    st.dictionaries(st.sampled_from(KNOWN_KEYS), json_values, max_size=8),
)


def _document(reader: str, items: list[dict[str, object]]) -> bytes:
    """``items`` laid out the way ``reader``'s files hold records."""
    if reader in ("cline", "cline-ui", "openhands"):
        return orjson.dumps(items)
    if reader == "gemini":
        return orjson.dumps({"sessionId": "s1", "messages": items})
    if reader == "gemini-checkpoint":
        roles = ("user", "model")
        return orjson.dumps([{"role": roles[i % 2], "parts": [it]} for i, it in enumerate(items)])
    if reader == "amazon-q":
        turns = [{"user": item, "assistant": item, "request_metadata": item} for item in items]
        return orjson.dumps({"conversation_id": "c1", "next_message": items[0], "history": turns})
    if reader == "swe-agent":
        return orjson.dumps({"trajectory": items, "history": items, "info": {}})
    if reader == "opencode":
        return b"\n".join(orjson.dumps(item, option=orjson.OPT_INDENT_2) for item in items)
    if reader == "aider":
        lines = ["# aider chat started at 2025-01-01 10:00:00"]
        for item in items:
            prefix = str(item.get("type"))[:3]
            lines.append(f"#### {item}" if prefix < "m" else f"> {prefix} {item}")
        return "\n".join(lines).encode()
    return b"\n".join(orjson.dumps(item) for item in items) + b"\n"


aider_text = st.lists(
    st.one_of(
        st.sampled_from(
            [
                "# aider chat started at 2025-01-01 10:00:00",
                "# aider chat started at 9999-99-99 99:99:99",
                "#### /run make test",
                "#### /add a.py",
                "> Running pytest",
                "> Applied edit to a.py",
                "> Commit 1234567 fix",
                "> Add command output to the chat? (Y)es/(N)o [Yes]: n",
                "```python",
                "<<<<<<< SEARCH",
                "=======",
                ">>>>>>> REPLACE",
                "```",
            ]
        ),
        st.text(max_size=30),
    ),
    max_size=30,
).map(lambda lines: "\n".join(lines).encode("utf-8", errors="surrogatepass"))


export_text = st.lists(
    st.one_of(
        st.sampled_from(
            [
                "# title",
                "**Session ID:** ses_1",
                "**Created:** 1/1/2026, 1:00:00 PM",
                "---",
                "",
                "## User",
                "## Assistant (Build · Model · 1.0s)",
                "## Assistant ( · )",
                "_Thinking:_",
                "**Tool: bash**",
                "**Input:**",
                "**Output:**",
                "**Error:**",
                "```json",
                "```",
                '{"command": "ls"}',
                "**User:**",
                "**Assistant:**",
                "<task>",
                "[execute_command for 'ls'] Result:",
                "<execute_command><command>ls</command></execute_command>",
                "[Tool Use: execute_command]",
                "Command: ls",
                "[Tool (Error)]",
                "<environment_details>",
                "Command executed.",
                "Output:",
                "<!-- Generated by SpecStory -->",
                "<!-- Generated by SpecStory, Markdown v2.1.0 -->",
                "<!-- Claude Code Session abc (2026-01-01 00:00:00Z) -->",
                "_**User**_",
                "_**Assistant**_",
                "_**User (2026-01-01 00:00:00Z)**_",
                "_**Agent - sidechain (model 2026-13-45 99:99:99+9999)**_",
                '<tool-use data-tool-type="shell" data-tool-name="Bash"><details>',
                '<tool-use data-tool-type="write" data-tool-name="Edit"><details>',
                "<summary>Tool use: **Bash** `ls`</summary>",
                "</details></tool-use>",
                "```bash",
                "````",
                "```text",
                "```ts:src/a.ts",
                "Exit code 127",
                "Process exited with code 2",
                "Cancelled",
                "Read file: a.py",
                "<think><details><summary>Thought Process</summary>",
                "\U0001f9d1\u200d\U0001f4bb ## USER",
                "\u2728 ## MODEL",
                "## USER \U0001f9d1\u200d\U0001f4bb",
                "**Tool Command**:",
                "**Tool Response**:",
                '{"name": "run_shell_command", "args": {"command": "ls"}}',
                '  "response": {"output": "Exit Code: 1"}',
                "}",
                "# \U0001f916 Copilot CLI Session",
                "> **Session ID:** `2230af76`",
                "<sub>\u23f1\ufe0f 79m 2s</sub>",
                "<sub>1s</sub>",
                "### \U0001f464 User",
                "### \U0001f4ac Copilot",
                "### \u2705 `bash`",
                "### \u274c `local_shell`",
                "### \U0001f4e6 task (Completed)",
                "$ make test",
                "<details>",
                "<summary>Arguments</summary>",
                "<summary>3 lines</summary>",
                "</details>",
                "<exited with exit code 2>",
                "<command started in background with shellId: 7>",
                "<command with id: 7 exited with exit code 1>",
                "Denied by preToolUse hook: BLOCKED",
            ]
        ),
        st.text(max_size=30),
    ),
    max_size=40,
).map(lambda lines: "\n".join(lines).encode("utf-8", errors="surrogatepass"))


# -- checks ---------------------------------------------------------------------------------


def _write(directory: Path, reader: str, data: bytes) -> Path:
    path = directory / FILE_NAMES[reader]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return path


def _located(message: str, line: int | None) -> bool:
    """A warning points somewhere: a line/record number, or a position in its message."""
    return (
        line is not None
        or re.search(r"line \d+|\d+ column|record|row|\[\d+\]", message) is not None
    )


def _read_all(reader: Reader, path: Path) -> Iterator[str]:
    """Detect and read ``path`` fully; yield a problem description for each bad warning."""
    with contextlib.suppress(UnknownFormatError):  # detection may refuse; it must not crash
        detect_file(path)
    for parsed in reader.read(path):
        parsed.model_dump_json()  # what the store writes: valid UTF-8, no lone surrogates
        for warning in parsed.warnings:
            if not warning.path.startswith(str(path.parent)):
                yield f"warning names another file: {warning}"
            elif not _located(warning.message, warning.line):
                yield f"warning without a line or record: {warning}"


def _check(reader_name: str, data: bytes) -> None:
    with tempfile.TemporaryDirectory() as directory:
        path = _write(Path(directory), reader_name, data)
        problems = list(_read_all(reader_by_name(reader_name), path))
    assert problems == []


# -- property tests -------------------------------------------------------------------------


@pytest.mark.parametrize("reader_name", READER_NAMES)
@PROBLEM_SETTINGS
@given(data=st.binary(max_size=2000))
def test_arbitrary_bytes_never_raise(reader_name: str, data: bytes) -> None:
    """Any bytes at all read without an exception, and every warning is located."""
    _check(reader_name, data)


@pytest.mark.parametrize("reader_name", READER_NAMES)
@PROBLEM_SETTINGS
@given(lines=st.lists(json_values, max_size=12))
def test_arbitrary_json_lines_never_raise(reader_name: str, lines: list[object]) -> None:
    """Lines of arbitrary JSON values (objects, lists, scalars) never raise."""
    _check(reader_name, b"\n".join(orjson.dumps(line) for line in lines))


@pytest.mark.parametrize("reader_name", READER_NAMES)
@PROBLEM_SETTINGS
@given(items=st.lists(records, min_size=1, max_size=10))
def test_known_fields_with_wrong_types_never_raise(
    reader_name: str, items: list[dict[str, object]]
) -> None:
    """A file in the reader's own layout whose known fields hold random types never raises."""
    _check(reader_name, _document(reader_name, items))


@PROBLEM_SETTINGS
@given(data=aider_text)
def test_aider_markdown_never_raises(data: bytes) -> None:
    """Markdown built from aider's own markers, in any order, reads without an exception."""
    _check("aider", data)


@pytest.mark.parametrize(
    "reader_name",
    ["opencode-markdown", "cline-markdown", "specstory", "gemini-markdown", "copilot-markdown"],
)
@PROBLEM_SETTINGS
@given(data=export_text)
def test_markdown_exports_never_raise(reader_name: str, data: bytes) -> None:
    """Markdown built from the opencode, Cline, SpecStory, Gemini and Copilot share markers, in
    any order, reads without an exception and every warning is located."""
    _check(reader_name, data)


@pytest.mark.parametrize("reader_name", ["claude-code", "codex", "cursor", "sessgraph-neutral"])
@PROBLEM_SETTINGS
@given(items=st.lists(records, min_size=1, max_size=6), cut=st.integers(min_value=0))
def test_truncated_compressed_file_is_a_warning(
    reader_name: str, items: list[dict[str, object]], cut: int
) -> None:
    """A gzip file cut short anywhere reads what it can and warns; it never raises."""
    import gzip

    packed = gzip.compress(_document(reader_name, items), mtime=0)
    with tempfile.TemporaryDirectory() as directory:
        path = _write(Path(directory), reader_name, packed[: cut % (len(packed) + 1)])
        path = path.rename(path.with_name(path.name + ".gz"))
        problems = list(_read_all(reader_by_name(reader_name), path))
    assert problems == []


# -- the mutation fuzzer --------------------------------------------------------------------


def test_fuzzer_inputs_are_reproducible(fuzzer: ModuleType) -> None:
    """Input i of a run is the same bytes whenever it is built, so reproducers are exact."""
    seeds = fuzzer.collect_seeds(None)
    first = [fuzzer.make_input(seeds, 5, index) for index in range(40)]
    again = [fuzzer.make_input(seeds, 5, index) for index in range(40)]
    assert [(f.target, f.content, f.mutations) for f in first] == [
        (f.target, f.content, f.mutations) for f in again
    ]
    assert {f.seed.reader for f in first} == {s.reader for s in seeds}


def test_fuzzer_counts_a_crash_and_a_hang(
    fuzzer: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The harness itself reports an exception as a crash and a slow reader as a hang."""
    seed = fuzzer.neutral_seed()
    fuzz_input = fuzzer.make_input([seed], 0, 0)

    def crash(path: Path) -> Iterator[object]:
        raise KeyError("boom")
        yield

    def hang(path: Path) -> Iterator[object]:
        time.sleep(5)
        yield

    import signal

    previous = signal.signal(signal.SIGALRM, fuzzer._on_alarm)
    try:
        for read, kind in ((crash, "crash"), (hang, "hang")):
            fake = Reader(name=seed.reader, read=read, detect=lambda path, head: True)
            monkeypatch.setattr(fuzzer, "detect_file", lambda path, fake=fake: fake)
            with tempfile.TemporaryDirectory() as directory:
                outcome = fuzzer.run_input(fuzz_input, Path(directory) / "in", 0, 0.3)
            assert outcome.kind == kind
            assert outcome.seconds < 2
    finally:
        signal.signal(signal.SIGALRM, previous)


def _assert_clean(report: object, fuzzer: ModuleType, seeds: list[object]) -> None:
    text = fuzzer.format_report(report, seeds)
    assert (report.crashes, report.hangs) == (0, 0), text  # type: ignore[attr-defined]


def test_fuzz_repo_seeds(fuzzer: ModuleType, tmp_path: Path) -> None:
    """200 mutations of the repo's own files (Cursor, pi, Amazon Q, sglang opencode, neutral):
    no crash."""
    seeds = fuzzer.collect_seeds(None)
    report = fuzzer.fuzz(seeds, 200, fuzz_seed=11, time_limit=5.0, out_dir=tmp_path)
    assert report.inputs == sum(f.inputs for f in report.by_reader.values()) == 200
    _assert_clean(report, fuzzer, seeds)


def test_fuzz_corpus_seeds(fuzzer: ModuleType, tmp_path: Path) -> None:
    """300 mutations of real corpus files, every reader: no crash, no hang."""
    if not CORPUS.is_dir():
        pytest.skip(f"shared corpus not available ({CORPUS} missing); set SESSGRAPH_SHARED")
    seeds = fuzzer.collect_seeds(CORPUS, 50_000)
    report = fuzzer.fuzz(seeds, 300, fuzz_seed=3, time_limit=5.0, out_dir=tmp_path)
    assert set(report.by_reader) == {seed.reader for seed in seeds}
    assert report.warnings > 0
    _assert_clean(report, fuzzer, seeds)


DEEP = b"[" * 5000 + b"]" * 5000
REGRESSIONS = {
    # Each was a crash found by the fuzzer; the fix is named in the test id.
    "claude-code-detect-unhashable-type": ("claude-code", b'{"type": ["user"], "uuid": "u"}\n'),
    "codex-feed-unhashable-type": ("codex", b'{"type": {"a": 1}, "payload": {}}\n'),
    "cursor-unhashable-role": ("cursor", b'{"role": ["user"], "message": {}}\n'),
    "gemini-unhashable-type": ("gemini", b'{"messages": [{"id": "m", "type": []}]}'),
    "openhands-deep-nesting-after-error": ("openhands", b'[{"id": 1}, ' + DEEP + b", {"),
    "openhands-lone-surrogate": (
        "openhands",
        b'[{"id": 1, "source": "user", "action": "message", "args": {"content": "\\ud800"}}, {',
    ),
    "opencode-deep-nesting": ("opencode", b'{\n  "id": "ses_1"\n}\n{\n  "a": ' + DEEP + b"\n}\n"),
    "opencode-lone-surrogate": ("opencode", b'{\n  "id": "ses_1",\n  "title": "\\udc00"\n}\n'),
}


@pytest.mark.parametrize("case", sorted(REGRESSIONS))
def test_fuzzer_findings_stay_fixed(case: str) -> None:
    """Inputs that crashed a reader before the fuzzer's fixes now read with warnings."""
    reader_name, data = REGRESSIONS[case]
    _check(reader_name, data)
    with tempfile.TemporaryDirectory() as directory:
        path = _write(Path(directory), reader_name, data)
        sessions = list(reader_by_name(reader_name).read(path))
    if "surrogate" in case or "deep" in case:
        assert any(w for s in sessions for w in s.warnings), case
