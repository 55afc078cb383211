"""Generate tests/labelled/codex-rust-tollgate/: a Codex CLI rollout (JSONL) and its gold.json.

Domain: a Rust HTTP rate-limiting proxy ("tollgate": axum, tokio, reqwest). Run from the repo
root:

    /work/venv/bin/python tests/labelled/make_codex.py
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from _script import HERE, Edit, Ids, Read, Run, Say, Step, Think, User, build_gold, summary_line
from session_codex_tollgate import GOLD, SEED, STEPS

NAME = "codex-rust-tollgate"
CWD = "/home/mara/code/tollgate"
MODEL = "gpt-5.1-codex"
CLI = "0.63.0"
START_MS = 1764066600000  # 2025-11-25T10:30:00Z


class CodexWriter:
    def __init__(self, seed: int) -> None:
        self.ids = Ids(seed, START_MS)
        self.session_id = self.ids.uuid4()
        self.lines: list[dict[str, Any]] = []
        self.turn_id: str | None = None
        self.last_agent_text: str | None = None

    def _emit(self, kind: str, payload: dict[str, Any]) -> int:
        self.lines.append({"timestamp": self.ids.iso(), "type": kind, "payload": payload})
        return len(self.lines)  # 1-based line number

    def header(self) -> None:
        self._emit(
            "session_meta",
            {
                "id": self.session_id,
                "timestamp": self.ids.iso(),
                "cwd": CWD,
                "originator": "codex_cli_rs",
                "cli_version": CLI,
                "instructions": None,
                "source": "cli",
                "model_provider": "openai",
                "git": {
                    "commit_hash": "3c9f1e07a2b84d6e5f0a1b2c3d4e5f60718293a4",
                    "branch": "main",
                    "repository_url": "git@github.com:mara-k/tollgate.git",
                },
            },
        )

    def _end_turn(self) -> None:
        if self.turn_id is None:
            return
        self.ids.tick(0.2, 0.6)
        self._emit(
            "event_msg",
            {
                "type": "task_complete",
                "turn_id": self.turn_id,
                "last_agent_message": self.last_agent_text,
            },
        )

    def _token_count(self) -> None:
        rng = self.ids.rng
        total = rng.randint(20000, 140000)
        self._emit(
            "event_msg",
            {
                "type": "token_count",
                "info": {
                    "total_token_usage": {
                        "input_tokens": total,
                        "cached_input_tokens": total - 4000,
                        "output_tokens": rng.randint(200, 9000),
                        "reasoning_output_tokens": rng.randint(0, 3000),
                        "total_tokens": total + 5000,
                    },
                    "model_context_window": 272000,
                },
                "rate_limits": None,
            },
        )

    def step(self, step: Step) -> list[tuple[str, Any]]:
        ids = self.ids
        if isinstance(step, User):
            self._end_turn()
            ids.tick(40, 300)
            first = self.turn_id is None
            self.turn_id = ids.uuid4()
            self._emit(
                "event_msg",
                {"type": "task_started", "turn_id": self.turn_id, "model_context_window": 272000},
            )
            if first:
                self._emit(
                    "response_item",
                    {
                        "type": "message",
                        "role": "developer",
                        "content": [
                            {
                                "type": "input_text",
                                "text": (
                                    "<permissions instructions>\nFilesystem sandboxing defines which files can be "
                                    "read or written. `sandbox_mode` is `workspace-write`: The sandbox permits "
                                    "reading files, and editing files in `cwd` and `writable_roots`. Network "
                                    "access is enabled.\nApproval policy is currently on-request.\n"
                                    "</permissions instructions>"
                                ),
                            }
                        ],
                    },
                )
                self._emit(
                    "response_item",
                    {
                        "type": "message",
                        "role": "user",
                        "content": [
                            {
                                "type": "input_text",
                                "text": (
                                    f"# AGENTS.md instructions for {CWD}\n\n<INSTRUCTIONS>\n"
                                    "- Run `cargo fmt` and `cargo clippy --all-targets` before committing.\n"
                                    "- Integration tests live in tests/; they spawn the proxy on port 0.\n"
                                    "</INSTRUCTIONS>"
                                ),
                            },
                            {
                                "type": "input_text",
                                "text": (
                                    f"<environment_context>\n  <cwd>{CWD}</cwd>\n  <shell>bash</shell>\n"
                                    "</environment_context>"
                                ),
                            },
                        ],
                    },
                )
            self._emit(
                "turn_context",
                {
                    "turn_id": self.turn_id,
                    "cwd": CWD,
                    "approval_policy": "on-request",
                    "sandbox_policy": {"type": "workspace-write", "network_access": True},
                    "model": MODEL,
                    "effort": "medium",
                    "summary": "auto",
                },
            )
            line = self._emit(
                "response_item",
                {
                    "type": "message",
                    "role": "user",
                    "content": [{"type": "input_text", "text": step.text}],
                },
            )
            self._emit(
                "event_msg",
                {
                    "type": "user_message",
                    "message": step.text,
                    "images": [],
                    "local_images": [],
                    "text_elements": [],
                },
            )
            return [("line", line)]
        if isinstance(step, Think):
            ids.tick(2, 8)
            line = self._emit(
                "response_item",
                {
                    "type": "reasoning",
                    "summary": [{"type": "summary_text", "text": step.text}],
                    "content": None,
                    "encrypted_content": "gAAAAAB" + ids.b62(300),
                },
            )
            return [("line", line)]
        if isinstance(step, Say):
            return [("line", self._say(step.text))]
        if isinstance(step, (Run, Read)):
            keys: list[tuple[str, Any]] = []
            if step.say:
                keys.append(("line", self._say(step.say, phase="commentary")))
            if isinstance(step, Read):
                cmd = f"sed -n '1,200p' {step.path}"
                out, code, secs = step.content, 0, 0.05
            else:
                cmd, out, code, secs = step.cmd, step.out, step.exit, step.secs
            keys += self._exec(cmd, out, code, secs)
            return keys
        if isinstance(step, Edit):
            keys = []
            if step.say:
                keys.append(("line", self._say(step.say, phase="commentary")))
            keys += self._patch(step)
            return keys
        raise TypeError(step)

    def _say(self, text: str, phase: str = "final_answer") -> int:
        self.ids.tick(2, 10)
        self._emit("event_msg", {"type": "agent_message", "message": text, "phase": phase})
        self.last_agent_text = text
        return self._emit(
            "response_item",
            {
                "type": "message",
                "role": "assistant",
                "content": [{"type": "output_text", "text": text}],
                "phase": phase,
            },
        )

    def _exec(self, cmd: str, out: str, code: int, secs: float) -> list[tuple[str, Any]]:
        ids = self.ids
        ids.tick(1, 5)
        call_id = "call_" + ids.b62(24)
        args = {"cmd": cmd, "workdir": CWD, "yield_time_ms": 10000, "max_output_tokens": 12000}
        call_line = self._emit(
            "response_item",
            {
                "type": "function_call",
                "name": "exec_command",
                "arguments": json.dumps(args),
                "call_id": call_id,
            },
        )
        if ids.rng.random() < 0.5:
            self._token_count()
        ids.advance(secs)
        duration = {"secs": int(secs), "nanos": int((secs - int(secs)) * 1e9)}
        self._emit(
            "event_msg",
            {
                "type": "exec_command_end",
                "call_id": call_id,
                "process_id": str(ids.rng.randint(20000, 99999)),
                "turn_id": self.turn_id,
                "command": ["/bin/bash", "-lc", cmd],
                "cwd": CWD,
                "parsed_cmd": [{"type": "unknown", "cmd": cmd}],
                "source": "unified_exec_startup",
                "stdout": "",
                "stderr": "",
                "aggregated_output": out,
                "exit_code": code,
                "duration": duration,
                "formatted_output": out,
                "status": "completed" if code == 0 else "failed",
            },
        )
        ids.tick(0.05, 0.3)
        text = (
            f"Chunk ID: {ids.hex(6)}\nWall time: {secs:.4f} seconds\n"
            f"Process exited with code {code}\nOriginal token count: {max(1, len(out) // 4)}\n"
            f"Output:\n{out}"
        )
        out_line = self._emit(
            "response_item", {"type": "function_call_output", "call_id": call_id, "output": text}
        )
        return [("line", call_line), ("line", out_line)]

    def _patch(self, step: Edit) -> list[tuple[str, Any]]:
        ids = self.ids
        ids.tick(2, 6)
        call_id = "call_" + ids.b62(24)
        rel = step.path.removeprefix(CWD + "/")
        if step.old == "":
            body = "\n".join("+" + x for x in step.new.rstrip("\n").split("\n"))
            patch = f"*** Begin Patch\n*** Add File: {rel}\n{body}\n*** End Patch\n"
            change = {"type": "add", "content": step.new}
            letter = "A"
        else:
            minus = "\n".join("-" + x for x in step.old.rstrip("\n").split("\n"))
            plus = "\n".join("+" + x for x in step.new.rstrip("\n").split("\n"))
            patch = f"*** Begin Patch\n*** Update File: {rel}\n@@\n{minus}\n{plus}\n*** End Patch\n"
            change = {
                "type": "update",
                "unified_diff": f"@@ -1 +1 @@\n{minus}\n{plus}\n",
                "move_path": None,
            }
            letter = "M"
        call_line = self._emit(
            "response_item",
            {
                "type": "custom_tool_call",
                "status": "completed",
                "call_id": call_id,
                "name": "apply_patch",
                "input": patch,
            },
        )
        ids.tick(0.1, 0.5)
        stdout = f"Success. Updated the following files:\n{letter} {rel}\n"
        self._emit(
            "event_msg",
            {
                "type": "patch_apply_end",
                "call_id": call_id,
                "turn_id": self.turn_id,
                "stdout": stdout,
                "stderr": "",
                "success": True,
                "changes": {step.path: change},
                "status": "completed",
            },
        )
        out_line = self._emit(
            "response_item",
            {
                "type": "custom_tool_call_output",
                "call_id": call_id,
                "output": json.dumps(
                    {"output": stdout, "metadata": {"exit_code": 0, "duration_seconds": 0.1}}
                ),
            },
        )
        return [("line", call_line), ("line", out_line)]

    def write(self, path: Path) -> None:
        self._end_turn()
        with path.open("w") as handle:
            for line in self.lines:
                handle.write(json.dumps(line, ensure_ascii=False) + "\n")


def main() -> None:
    out = HERE / NAME
    out.mkdir(exist_ok=True)
    writer = CodexWriter(SEED)
    writer.header()
    produced = [writer.step(step) for step in STEPS]
    for old in out.glob("*.jsonl"):
        old.unlink()
    stamp = writer.ids.iso(START_MS)[:19].replace(":", "-")
    transcript = out / f"rollout-{stamp}-{writer.session_id}.jsonl"
    writer.write(transcript)
    gold = build_gold(
        STEPS, produced, transcript, out, GOLD, "codex", "tests/labelled/make_codex.py"
    )
    print(summary_line(NAME, gold))


if __name__ == "__main__":
    main()
