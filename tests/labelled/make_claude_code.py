"""Generate tests/labelled/cc-django-ledger/: a Claude Code session (JSONL) and its gold.json.

Domain: a Django + Postgres invoicing app ("ledgerly") with a Vite/React frontend, a Celery
worker under a systemd user unit and docker compose for the database. Run from the repo root:

    /work/venv/bin/python tests/labelled/make_claude_code.py
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from _script import (
    HERE,
    Edit,
    Episode,
    Gold,
    Ids,
    Negative,
    Query,
    R,
    Read,
    Reuse,
    Run,
    Say,
    Step,
    Think,
    User,
    build_gold,
    summary_line,
)
from session_cc_ledger import GOLD, SEED, STEPS

NAME = "cc-django-ledger"
CWD = "/home/dev/src/ledgerly"
BRANCH = "feature/invoice-export"
VERSION = "2.0.55"
MODEL = "claude-sonnet-4-5-20250929"
START_MS = 1763456400000  # 2025-11-18T09:00:00Z


class ClaudeCodeWriter:
    def __init__(self, seed: int) -> None:
        self.ids = Ids(seed, START_MS)
        self.session_id = self.ids.uuid4()
        self.slug = "quiet-ledger-otter"
        self.lines: list[dict[str, Any]] = []
        self.parent: str | None = None
        self.pending_thinking: list[str] = []
        self.pending_think_steps: list[list[tuple[str, Any]]] = []

    # -- line helpers ------------------------------------------------------------------------
    def _base(self, kind: str) -> dict[str, Any]:
        uuid = self.ids.uuid4()
        line = {
            "parentUuid": self.parent,
            "isSidechain": False,
            "userType": "external",
            "cwd": CWD,
            "sessionId": self.session_id,
            "version": VERSION,
            "gitBranch": BRANCH,
            "slug": self.slug,
            "type": kind,
        }
        line["uuid"] = uuid
        line["timestamp"] = self.ids.iso()
        self.parent = uuid
        return line

    def _usage(self) -> dict[str, Any]:
        rng = self.ids.rng
        created = rng.randint(80, 2400)
        return {
            "input_tokens": rng.randint(1, 9),
            "cache_creation_input_tokens": created,
            "cache_read_input_tokens": rng.randint(18000, 90000),
            "cache_creation": {
                "ephemeral_5m_input_tokens": created,
                "ephemeral_1h_input_tokens": 0,
            },
            "output_tokens": rng.randint(3, 420),
            "service_tier": "standard",
        }

    def _assistant_line(self, msg_id: str, request_id: str, block: dict[str, Any]) -> None:
        self.ids.tick(0.2, 1.5)
        line = self._base("assistant")
        del line["type"]
        line["message"] = {
            "model": MODEL,
            "id": msg_id,
            "type": "message",
            "role": "assistant",
            "content": [block],
            "stop_reason": None,
            "stop_sequence": None,
            "usage": self._usage(),
        }
        line["requestId"] = request_id
        line["type"] = "assistant"
        # keep the key order of real lines: ... message, requestId, type, uuid, timestamp
        line["uuid"] = line.pop("uuid")
        line["timestamp"] = line.pop("timestamp")
        self.lines.append(line)

    def _new_assistant(self, text: str | None) -> tuple[str, str]:
        msg_id = "msg_01" + self.ids.b62(22)
        request_id = "req_011C" + self.ids.b62(20)
        self.ids.tick(2, 9)
        for thought in self.pending_thinking:
            block = {"type": "thinking", "thinking": thought, "signature": self.ids.b62(220)}
            self._assistant_line(msg_id, request_id, block)
        for keys in self.pending_think_steps:
            keys.append(("native", msg_id))
        self.pending_thinking, self.pending_think_steps = [], []
        if text:
            self._assistant_line(msg_id, request_id, {"type": "text", "text": text})
        return msg_id, request_id

    def _tool(self, name: str, tool_input: dict[str, Any], say: str | None) -> tuple[str, str]:
        msg_id, request_id = self._new_assistant(say)
        tool_id = "toolu_01" + self.ids.b62(22)
        block = {"type": "tool_use", "id": tool_id, "name": name, "input": tool_input}
        self._assistant_line(msg_id, request_id, block)
        return msg_id, tool_id

    def _result(self, tool_id: str, content: str, is_error: bool, result: Any, secs: float) -> str:
        self.ids.advance(secs)
        self.ids.tick(0.05, 0.4)
        line = self._base("user")
        line["message"] = {
            "role": "user",
            "content": [
                {
                    "tool_use_id": tool_id,
                    "type": "tool_result",
                    "content": content,
                    "is_error": is_error,
                }
            ],
        }
        line["uuid"] = line.pop("uuid")
        line["timestamp"] = line.pop("timestamp")
        line["toolUseResult"] = result
        self.lines.append(line)
        return line["uuid"]

    # -- steps -------------------------------------------------------------------------------
    def step(self, step: Step) -> list[tuple[str, Any]]:
        if isinstance(step, User):
            self.ids.tick(30, 240)
            line = self._base("user")
            line["message"] = {"role": "user", "content": step.text}
            line["uuid"] = line.pop("uuid")
            line["timestamp"] = line.pop("timestamp")
            self.lines.append(
                {
                    "type": "file-history-snapshot",
                    "messageId": line["uuid"],
                    "snapshot": {
                        "messageId": line["uuid"],
                        "trackedFileBackups": {},
                        "timestamp": line["timestamp"],
                    },
                    "isSnapshotUpdate": False,
                }
            )
            self.lines.append(line)
            return [("native", line["uuid"])]
        if isinstance(step, Think):
            keys: list[tuple[str, Any]] = []
            self.pending_thinking.append(step.text)
            self.pending_think_steps.append(keys)
            return keys  # filled when the next assistant message opens
        if isinstance(step, Say):
            msg_id, _ = self._new_assistant(step.text)
            return [("native", msg_id)]
        if isinstance(step, Run):
            tool_input = {"command": step.cmd, "description": step.desc or _describe(step.cmd)}
            msg_id, tool_id = self._tool("Bash", tool_input, step.say)
            if step.exit != 0 and not step.no_match:
                body = f"Exit code {step.exit}\n{step.out}".rstrip("\n")
                uuid = self._result(tool_id, body, True, f"Error: {body}", step.secs)
            else:
                result = {"stdout": step.out, "stderr": "", "interrupted": False, "isImage": False}
                if step.no_match:
                    result["returnCodeInterpretation"] = "No matches found"
                uuid = self._result(tool_id, step.out, False, result, step.secs)
            return [("native", msg_id), ("native", uuid)]
        if isinstance(step, Edit) and step.old == "":
            msg_id, tool_id = self._tool(
                "Write", {"file_path": step.path, "content": step.new}, step.say
            )
            result = {
                "type": "create",
                "filePath": step.path,
                "content": step.new,
                "structuredPatch": [],
            }
            uuid = self._result(
                tool_id, f"File created successfully at: {step.path}", False, result, 0.1
            )
            return [("native", msg_id), ("native", uuid)]
        if isinstance(step, Edit):
            tool_input = {"file_path": step.path, "old_string": step.old, "new_string": step.new}
            msg_id, tool_id = self._tool("Edit", tool_input, step.say)
            new_lines = step.new.split("\n")
            numbered = "\n".join(f"{i + 10:6d}→{text}" for i, text in enumerate(new_lines))
            content = (
                f"The file {step.path} has been updated. Here's the result of running `cat -n` "
                f"on a snippet of the edited file:\n{numbered}"
            )
            old_lines = step.old.split("\n")
            patch = [
                {
                    "oldStart": 10,
                    "oldLines": len(old_lines),
                    "newStart": 10,
                    "newLines": len(new_lines),
                    "lines": [f"-{x}" for x in old_lines] + [f"+{x}" for x in new_lines],
                }
            ]
            result = {
                "filePath": step.path,
                "oldString": step.old,
                "newString": step.new,
                "originalFile": None,
                "structuredPatch": patch,
                "userModified": False,
                "replaceAll": False,
            }
            uuid = self._result(tool_id, content, False, result, 0.1)
            return [("native", msg_id), ("native", uuid)]
        if isinstance(step, Read):
            msg_id, tool_id = self._tool("Read", {"file_path": step.path}, step.say)
            lines = step.content.rstrip("\n").split("\n")
            numbered = "\n".join(f"{i + 1:6d}→{text}" for i, text in enumerate(lines))
            result = {
                "type": "text",
                "file": {
                    "filePath": step.path,
                    "content": step.content,
                    "numLines": len(lines),
                    "startLine": 1,
                    "totalLines": len(lines),
                },
            }
            uuid = self._result(tool_id, numbered, False, result, 0.05)
            return [("native", msg_id), ("native", uuid)]
        raise TypeError(step)

    def write(self, path: Path) -> None:
        with path.open("w") as handle:
            for line in self.lines:
                handle.write(json.dumps(line, ensure_ascii=False, separators=(",", ":")) + "\n")


def _describe(cmd: str) -> str:
    first = cmd.split("&&")[0].split("|")[0].strip()
    return f"Run {first[:60]}"


def main() -> None:
    out = HERE / NAME
    out.mkdir(exist_ok=True)
    writer = ClaudeCodeWriter(SEED)
    produced = [writer.step(step) for step in STEPS]
    transcript = out / f"{writer.session_id}.jsonl"
    for old in out.glob("*.jsonl"):
        old.unlink()
    writer.write(transcript)
    gold = build_gold(
        STEPS, produced, transcript, out, GOLD, "claude-code", "tests/labelled/make_claude_code.py"
    )
    print(summary_line(NAME, gold))


if __name__ == "__main__":
    main()

__all__ = ["Episode", "Gold", "Negative", "Query", "R", "Reuse"]
