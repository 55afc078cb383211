"""Error detection and signatures: what counts as an error and what counts as the same one."""

from __future__ import annotations

import json

import pytest

from conftest import fixture_file
from sessgraph.extract.signatures import (
    error_signature,
    error_type_of,
    find_errors,
    normalise_error,
)

TRACEBACK = """\
Traceback (most recent call last):
  File "/home/ops/deploy/tools/summarize_bench.py", line 8, in <module>
    import pandas
ModuleNotFoundError: No module named 'pandas'
"""

CHAINED = """\
Traceback (most recent call last):
  File "/app/db.py", line 10, in connect
    sock.connect(addr)
ConnectionRefusedError: [Errno 111] Connection refused

During handling of the above exception, another exception occurred:

Traceback (most recent call last):
  File "/app/main.py", line 3, in <module>
    db.connect()
  File "/app/db.py", line 12, in connect
    raise DatabaseUnavailable("primary down")
app.errors.DatabaseUnavailable: primary down
"""

JOURNAL = """\
Feb 21 16:33:41 node07 systemd[1]: Started svc.service - Server.
Feb 21 16:33:48 node07 python[424211]: Traceback (most recent call last):
Feb 21 16:33:48 node07 python[424211]:   File "/opt/x/.venv/lib/srv/args.py", line 734, in run
Feb 21 16:33:48 node07 python[424211]:     raise ValueError(
Feb 21 16:33:48 node07 python[424211]: ValueError: Speculative decoding needs radix cache.
Feb 21 16:33:49 node07 systemd[1]: svc.service: Main process exited, code=exited, status=1/FAILURE
Feb 21 16:33:49 node07 systemd[1]: svc.service: Failed with result 'exit-code'.
Feb 21 16:33:59 node07 systemd[1]: svc.service: Scheduled restart job, restart counter is at 61.
"""

PIP_OK = """\
Collecting requests
  Downloading requests-2.32.3-py3-none-any.whl (64 kB)
Requirement already satisfied: idna<4,>=2.5 in ./.venv/lib/python3.11/site-packages (3.7)
Installing collected packages: requests
Successfully installed requests-2.32.3
"""

GREP_LISTING = """\
src/app/errors.py:1:class AppError(Exception):
src/app/errors.py:5:    pass
tests/test_errors.py:12:def test_error_log_option():
README.md:40:  --error-log FILE   write errors here
ruff: 0 errors, 0 warnings
"""


def _top(output: str) -> tuple[str, str]:
    hits = find_errors(output)
    assert hits, f"no error found in {output!r}"
    return hits[0].kind, hits[0].error_type


def test_traceback_final_exception_and_frame() -> None:
    """A traceback yields its final exception line and the innermost frame's file."""
    hit = find_errors(TRACEBACK)[0]
    assert hit.error_type == "ModuleNotFoundError"
    assert hit.error_text == "ModuleNotFoundError: No module named 'pandas'"
    assert hit.file == "/home/ops/deploy/tools/summarize_bench.py"
    assert hit.line_no == 4


def test_chained_traceback_reports_last_exception_first() -> None:
    """For "During handling…" chains the last exception is the root that is reported first."""
    hits = find_errors(CHAINED)
    assert hits[0].error_type == "app.errors.DatabaseUnavailable"
    assert hits[0].file == "/app/db.py"
    assert any(h.error_type == "ConnectionRefused" for h in hits)


def test_journal_traceback_beats_service_exit() -> None:
    """In a journal dump the exception outranks the systemd exit lines that follow it."""
    hits = find_errors(JOURNAL)
    assert hits[0].error_type == "ValueError"
    assert hits[0].error_text.startswith("ValueError: Speculative decoding")
    assert {"ServiceExited"} <= {h.error_type for h in hits}


@pytest.mark.parametrize(
    ("output", "kind", "error_type"),
    [
        ("bash: line 1: jq: command not found", "not_found", "CommandNotFound"),
        ("zsh: command not found: nvcc", "not_found", "CommandNotFound"),
        ("sh: 1: uuidgen: not found", "not_found", "CommandNotFound"),
        ("Segmentation fault (core dumped)", "crash", "SegmentationFault"),
        ("/bin/sh: line 1: 4242 Killed   python train.py", "oom", "KilledSignal9"),
        ("[  12.3] Out of memory: Killed process 282448 (cicc)", "oom", "KilledSignal9"),
        (
            "RuntimeError: CUDA error: an illegal memory access was encountered",
            "gpu",
            "CudaIllegalMemoryAccess",
        ),
        ("OSError: [Errno 98] Address already in use", "network", "AddressInUse"),
        (
            "curl: (7) Failed to connect to localhost port 8000: Connection refused",
            "network",
            "ConnectionRefused",
        ),
        ("HTTP/1.1 503 Service Unavailable", "http", "HTTP503"),
        ("<html><head><title>502 Bad Gateway</title></head>", "http", "HTTP502"),
        (
            "cp: cannot create regular file '/etc/x.conf': Permission denied",
            "permission",
            "PermissionDenied",
        ),
        ("ls: cannot access 'out/': No such file or directory", "not_found", "FileNotFound"),
        (
            "npm ERR! code ERESOLVE\nnpm ERR! ERESOLVE unable to resolve dependency tree",
            "build",
            "npm ERESOLVE",
        ),
        (
            "error[E0425]: cannot find value `x` in this scope\n --> src/main.rs:2:5",
            "build",
            "E0425",
        ),
        ("./main.go:12:5: undefined: fooBar", "build", "GoBuildError"),
        (
            "src/lib.c:3:10: fatal error: zlib.h: No such file or directory",
            "not_found",
            "FileNotFound",
        ),
        ("fatal: not a git repository (or any of the parent directories): .git", "fatal", "Fatal"),
        (
            "ERROR: Could not find a version that satisfies the requirement torchx==9.9",
            "error",
            "Error",
        ),
        (
            "Active: activating (auto-restart) (Result: exit-code) since Sat",
            "service",
            "ServiceAutoRestart",
        ),
        (
            "Feb 05 13:43:17 h systemd[1]: x.service: Main process exited, code=exited, "
            "status=1/FAILURE",
            "service",
            "ServiceExited",
        ),
        (
            "Job for x.service failed.\nFailed to start x.service - X server.",
            "service",
            "ServiceFailedToStart",
        ),
        ("Error: 504 Server Error: Gateway Time-out for url: https://hf.co/api", "http", "HTTP504"),
        (
            'psql: error: connection to server on socket "/var/run/postgresql/.s.PGSQL.5432" '
            "failed: No such file or directory",
            "not_found",
            "FileNotFound",
        ),
        ("panic: runtime error: index out of range [3] with length 3", "crash", "GoPanic"),
        ("thread 'main' panicked at src/main.rs:3:5:\nboom", "crash", "RustPanic"),
        # Newer Rust prints the thread's id before "panicked".
        (
            "thread 'main' (2041) panicked at src/main.rs:3:5:\nindex out of bounds",
            "crash",
            "RustPanic",
        ),
        ("Unknown command verb 'stauts', did you mean 'status'?", "usage", "UsageError"),
        (
            "ssh: Could not resolve hostname github.com: Temporary failure in name resolution",
            "network",
            "NameResolution",
        ),
        ("Error: [Errno 28] No space left on device: '/data/x.incomplete'", "disk", "NoSpaceLeft"),
    ],
)
def test_find_errors_kinds(output: str, kind: str, error_type: str) -> None:
    """Each family of real tool error output is recognised with the right kind and label."""
    assert _top(output) == (kind, error_type)


@pytest.mark.parametrize(
    "output",
    [
        PIP_OK,
        GREP_LISTING,
        "All checks passed!\n0 errors found",
        "    21→  error: null,\n    22→  onError: handleError,",
        "const state = { error: null, loading: false };",
        "Found 3 files: errors.ts, error_log.txt, no_errors.md",
        "",
    ],
)
def test_find_errors_negatives(output: str) -> None:
    """Clean output, file listings and words like "errors.py" or "0 errors" are no errors."""
    assert find_errors(output) == []


def test_repeated_crash_reported_once() -> None:
    """A crash loop repeating one error yields one hit, at its last occurrence."""
    out = "\n".join(["ValueError: bad config 17"] * 5 + ["ok"])
    hits = find_errors(out)
    assert len(hits) == 1
    assert hits[0].line_no == 5


SAME = [
    (
        "cat: units/sglang-qwen235.serivce: No such file or directory",
        "cat: units/sglang-kimi.serivce: No such file or directory",
    ),
    (
        "curl: (7) Failed to connect to localhost port 30003 after 0 ms: Couldn't connect",
        "curl: (7) Failed to connect to 127.0.0.1 port 8080 after 2 ms: Connection refused",
    ),
    (
        "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.17 GiB. GPU 2 has 139 GiB",
        "RuntimeError: CUDA out of memory. Tried to allocate 20.00 MiB (GPU 0; 7.79 GiB total)",
    ),
    (
        "File \"/tmp/tmpab12cd/run.py\", line 41\nKeyError: 'model_path'",
        "File \"/tmp/tmpzz99xy/run.py\", line 97\nKeyError: 'model_path'",
    ),
    (
        "docker: Error response from daemon: Conflict. The container name "
        '"/prometheus" is already in use by container "ebd0c82acf26".',
        "docker: Error response from daemon: Conflict. The container name "
        '"/grafana" is already in use by container "0f1e2d3c4b5a".',
    ),
    (
        "2026-02-04T08:12:01Z ERROR worker 3f2a9c1e-1b2c-4d5e-8f90-123456789abc failed, 3 tries",
        "2026-03-11T21:40:55Z ERROR worker 00000000-1111-2222-3333-444444444444 failed, 9 tries",
    ),
    (
        "OSError: [Errno 98] Address already in use: ('0.0.0.0', 30000)",
        "OSError: [Errno 98] Address already in use: ('127.0.0.1', 8000)",
    ),
    (
        "Error: 504 Server Error: Gateway Time-out for url: https://huggingface.co/api/models/a/b",
        "requests.exceptions.HTTPError: 504 Server Error: Gateway Time-out for url: https://x.io/y",
    ),
    (
        "ERROR: No matching distribution found for torch==2.9.1+cu130",
        "ERROR: No matching distribution found for torch==2.4.0+cu121",
    ),
    # Similar-fix class c: a route file under a bracketed or parenthesised directory, on
    # Windows (relative, backslashes) or elsewhere, is one path.
    (
        "Get-Content: An object at the specified path src\\app\\api\\[id]\\route.ts does not exist",
        "Get-Content: An object at the specified path web\\pages\\(admin)\\route.ts does not exist",
    ),
    (
        "cat: src/app/[slug]/page.tsx: No such file or directory",
        "cat: app/(dashboard)/settings/page.tsx: No such file or directory",
    ),
    # Node's IPv6 any-address and an IPv4 address are one listener taken.
    (
        "Error: listen EADDRINUSE: address already in use :::8765",
        "Error: listen EADDRINUSE: address already in use 127.0.0.1:3000",
    ),
]

DIFFERENT = [
    (
        "ModuleNotFoundError: No module named 'flash_attn'",
        "ModuleNotFoundError: No module named 'vllm'",
    ),
    ("bash: line 1: jq: command not found", "bash: line 1: nvcc: command not found"),
    (
        "ValueError: invalid literal for int() with base 10: 'x'",
        "TypeError: invalid literal for int() with base 10: 'x'",
    ),
    ("KeyError: 'model_path'", "KeyError: 'tokenizer'"),
    # Similar-fix class d: a JavaScript name with `$` is the property read, not a value.
    (
        "TypeError: Cannot read properties of undefined (reading '$disconnect')",
        "TypeError: Cannot read properties of undefined (reading '1')",
    ),
    ("HTTP/1.1 503 Service Unavailable", "HTTP/1.1 502 Bad Gateway"),
    (
        "cp: cannot create regular file '/etc/x': Permission denied",
        "bash: line 1: tools/health_report.py: Permission denied",
    ),
    (
        "Segmentation fault (core dumped)",
        "nvcc error   : 'cicc' died due to signal 9 (Kill signal)",
    ),
]


@pytest.mark.parametrize(("a", "b"), SAME)
def test_same_problem_same_signature(a: str, b: str) -> None:
    """Other paths, numbers, hosts, ports, UUIDs, timestamps, versions → same signature."""
    assert error_signature(a) == error_signature(b), (normalise_error(a), normalise_error(b))


@pytest.mark.parametrize(("a", "b"), DIFFERENT)
def test_different_problem_different_signature(a: str, b: str) -> None:
    """Another exception, module, command, key or status → another signature."""
    assert error_signature(a) != error_signature(b)


def test_escapes_and_regexes_are_no_windows_path() -> None:
    """A backslash escape or a regex in a message stays as written; a Windows path does not."""
    assert normalise_error("invalid \\escape at a\\nb") == "invalid \\escape at a\\nb"
    assert normalise_error("bad pattern a\\d+\\s+b") == "bad pattern a\\d+\\s+b"
    assert normalise_error("open src\\lib\\db.ts failed") == "open <path>/db.ts failed"


def test_normalise_error_masks_variables_keeps_identity() -> None:
    """Masking hides paths, numbers, hashes and ports but keeps module and command names."""
    text = (
        "2026-02-04 08:12:01 /opt/venv/lib/python3.12/site-packages/sglang/srt/server_args.py:2287 "
        "pid 424211 sha 379c0f3ac612 ver 2.9.1+cu130 on 10.0.0.7:30000 No module named 'flash_attn'"
    )
    out = normalise_error(text)
    assert out == (
        "<ts> <path>/server_args.py:<n> pid <n> sha <hash> ver <ver> on <ip> "
        "no module named 'flash_attn'"
    )


def test_error_type_of_labels() -> None:
    """error_type_of names the exception class or the family label of the root error."""
    assert error_type_of(TRACEBACK) == "ModuleNotFoundError"
    assert error_type_of("bash: jq: command not found") == "CommandNotFound"
    assert error_type_of("everything is fine") is None


def test_signature_is_short_hex() -> None:
    """A signature is 16 lower-case hex digits."""
    sig = error_signature("ValueError: boom")
    assert len(sig) == 16
    assert int(sig, 16) >= 0


def test_gold_queries_match_their_episode() -> None:
    """Every gold query's root error has its expected episode's type and (here) signature."""
    gold = json.loads(fixture_file("sglang-ops/gold.json").read_text())
    episodes = {e["id"]: e for e in gold["episodes"]}
    same_type = same_sig = 0
    for query in gold["queries"]:
        expected = episodes[query["expected_episode"]]["error_text"]
        same_type += error_type_of(query["error_text"]) == error_type_of(expected)
        same_sig += error_signature(query["error_text"]) == error_signature(expected)
    assert same_type == len(gold["queries"])
    assert same_sig == len(gold["queries"])


def test_fixture_failed_outputs_mostly_detected() -> None:
    """Failed commands with non-empty output in the fixture session yield an error hit."""
    path = fixture_file("sglang-ops/session.jsonl")
    missed: list[str] = []
    total = 0
    benign = ("git diff", "grep -c", "systemctl is-active", "hf auth whoami", "diff ")
    for line in path.read_text().splitlines():
        for part in json.loads(line).get("parts", []):
            state = part.get("state") or {}
            if part.get("type") != "tool" or (state.get("metadata") or {}).get("exit") in (0, None):
                continue
            command = state.get("input", {}).get("command", "")
            output = state.get("output") or ""
            if not output.strip() or any(b in command for b in benign):
                continue
            total += 1
            if not find_errors(output):
                missed.append(command)
    assert total > 50
    assert missed == []
