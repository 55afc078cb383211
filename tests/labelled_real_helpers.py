"""A tiny labelled-real set (two Claude Code sessions, one cross-session group) for the
evaluator's and the replay benchmark's tests."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

ERROR = "ModuleNotFoundError: No module named 'requests'"


def _line(uuid: str, session: str, role: str, content: list[dict[str, Any]], n: int) -> str:
    record = {
        "type": role,
        "uuid": uuid,
        "parentUuid": None,
        "sessionId": session,
        "cwd": "/home/dev/app",
        "timestamp": f"2026-01-0{1 if session.endswith('a') else 2}T10:00:{n:02d}Z",
        "message": {"role": role, "content": content},
    }
    if role == "assistant":
        record["message"]["id"] = f"msg_{session}_{n}"
    return json.dumps(record)


def _bash(call: str, command: str) -> list[dict[str, Any]]:
    return [{"type": "tool_use", "id": call, "name": "Bash", "input": {"command": command}}]


def _result(call: str, text: str, error: bool) -> list[dict[str, Any]]:
    return [{"type": "tool_result", "tool_use_id": call, "content": text, "is_error": error}]


def _session(path: Path, session: str) -> None:
    """pytest fails on a missing module, a probe fails on purpose, pip install, pytest passes."""
    steps = [
        ("user", [{"type": "text", "text": "run the tests please"}]),
        ("assistant", _bash(f"toolu_{session}_1", "pytest -q")),
        ("user", _result(f"toolu_{session}_1", f"Exit code 1\n{ERROR}", True)),
        ("assistant", _bash(f"toolu_{session}_2", "test -f local.cfg")),
        ("user", _result(f"toolu_{session}_2", "Exit code 1", True)),
        ("assistant", [{"type": "text", "text": "The requests package is missing; installing."}]),
        ("assistant", _bash(f"toolu_{session}_3", "pip install requests")),
        ("user", _result(f"toolu_{session}_3", "Successfully installed requests-2.32.3", False)),
        ("assistant", _bash(f"toolu_{session}_4", "pytest -q")),
        ("user", _result(f"toolu_{session}_4", "3 passed in 0.12s", False)),
    ]
    lines = [
        _line(f"u-{session}-{n}", session, role, content, n)
        for n, (role, content) in enumerate(steps)
    ]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def _entry(session: str) -> dict[str, Any]:
    return {
        "format": "claude-code-jsonl",
        "expected_nonzero": [f"toolu_{session}_2"],
        "episodes": [
            {
                "id": "E1",
                "symptom_native_ids": [f"toolu_{session}_1"],
                "error_text": ERROR,
                "failing_command": "pytest -q",
                "resolved": True,
                "fix": {
                    "native_id": f"toolu_{session}_3",
                    "kind": "install",
                    "entities": ["requests"],
                },
                "masked": False,
                "expected_failure": False,
                "hard_cases": ["install"],
            }
        ],
        # u-…-5 is the assistant's diagnosis (a message uuid), "toolu_missing" names nothing.
        "pivots": [{"message_id": f"u-{session}-5"}, {"native_id": "toolu_missing"}],
    }


def write_tiny_set(root: Path) -> Path:
    """A labelled-real set of two sessions in ``root/files/`` beside its gold.json (returned),
    one cross-session group; session ``sa`` starts a day before ``sb``."""
    for session, repo_file in (("sa", "a/one.jsonl"), ("sb", "b/two.jsonl")):
        _session(root / "files" / repo_file, session)
    (root / "files" / "MANIFEST.tsv").write_text(
        "# local_file\trepo\na/one.jsonl\tacme/one\nb/two.jsonl\tacme/two (fork of x/y)\n",
        encoding="utf-8",
    )
    gold = {
        "schema_notes": {},
        "files": {"a/one.jsonl": _entry("sa"), "b/two.jsonl": _entry("sb")},
        "cross_session_groups": [
            {
                "category": "missing_module",
                "members": [
                    {"file": "a/one.jsonl", "native_id": "toolu_sa_1"},
                    {"file": "b/two.jsonl", "native_id": "toolu_sb_1"},
                ],
                "fix_entities": ["pip install requests"],
            }
        ],
    }
    (root / "gold.json").write_text(json.dumps(gold), encoding="utf-8")
    return root / "gold.json"
