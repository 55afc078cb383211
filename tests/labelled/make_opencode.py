"""Generate tests/labelled/opencode-ml-finetune/: an opencode storage tree and its gold.json.

Layout as opencode writes it under ~/.local/share/opencode/storage:
``session/<projectID>/<ses>.json``, ``message/<ses>/<msg>.json``, ``part/<msg>/<prt>.json``
(plus ``project/<projectID>.json``). Domain: fine-tuning a 1.3B model with torchrun on two
4×A100 nodes. Run from the repo root:

    /work/venv/bin/python tests/labelled/make_opencode.py
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

from _script import HERE, Edit, Ids, Read, Run, Say, Step, Think, User, build_gold, summary_line
from session_opencode_ft import GOLD, SEED, STEPS

NAME = "opencode-ml-finetune"
CWD = "/home/kai/proj/tinyllm-ft"
VERSION = "1.1.53"
PROVIDER, MODEL = "anthropic", "claude-opus-4-5"
START_MS = 1764583200000  # 2025-12-01T10:00:00Z


class OpencodeWriter:
    def __init__(self, seed: int) -> None:
        self.ids = Ids(seed, START_MS)
        self.project_id = self.ids.hex(40)
        self.created = self.ids.now_ms
        self.session_id = self.ids.ascending("ses")
        self.messages: list[dict[str, Any]] = []
        self.parts: dict[str, list[dict[str, Any]]] = {}
        self.user_id: str | None = None
        self.pending_reasoning: list[str] = []
        self.pending_steps: list[list[tuple[str, Any]]] = []
        self.title = "Fine-tune tinyllm 1.3B on instruct-mix"
        self.snapshot = self.ids.hex(40)

    def _part(self, msg_id: str, body: dict[str, Any]) -> dict[str, Any]:
        self.ids.tick(0.05, 0.4)
        part = {
            "id": self.ids.ascending("prt"),
            "sessionID": self.session_id,
            "messageID": msg_id,
            **body,
        }
        self.parts.setdefault(msg_id, []).append(part)
        return part

    def _assistant(self, text: str | None, tool: dict[str, Any] | None, secs: float) -> str:
        ids = self.ids
        ids.tick(2, 8)
        msg_id = ids.ascending("msg")
        created = ids.now_ms
        info: dict[str, Any] = {
            "id": msg_id,
            "sessionID": self.session_id,
            "role": "assistant",
            "time": {"created": created},
            "parentID": self.user_id,
            "modelID": MODEL,
            "providerID": PROVIDER,
            "mode": "build",
            "agent": "build",
            "path": {"cwd": CWD, "root": CWD},
        }
        self.messages.append(info)
        self._part(msg_id, {"type": "step-start", "snapshot": self.snapshot})
        for thought in self.pending_reasoning:
            start = ids.now_ms
            self._part(
                msg_id,
                {
                    "type": "reasoning",
                    "text": thought,
                    "time": {"start": start, "end": ids.tick(1, 4)},
                },
            )
        for keys in self.pending_steps:
            keys.append(("native", msg_id))
        self.pending_reasoning, self.pending_steps = [], []
        if text:
            start = ids.now_ms
            self._part(
                msg_id,
                {"type": "text", "text": text, "time": {"start": start, "end": ids.tick(0.3, 2)}},
            )
        if tool is not None:
            part = self._part(msg_id, {"type": "tool", "callID": "toolu_01" + ids.b62(22), **tool})
            start = ids.now_ms
            ids.advance(secs)
            part["state"]["time"] = {"start": start, "end": ids.tick(0.02, 0.2)}
            if tool["tool"] in ("edit", "write"):
                self.snapshot = ids.hex(40)
                self._part(
                    msg_id,
                    {
                        "type": "patch",
                        "hash": self.snapshot,
                        "files": [tool["state"]["input"]["filePath"]],
                    },
                )
        rng = ids.rng
        tokens = {
            "input": rng.randint(1, 6),
            "output": rng.randint(20, 600),
            "reasoning": 0,
            "cache": {"read": rng.randint(20000, 120000), "write": rng.randint(50, 3000)},
        }
        cost = round(tokens["output"] * 0.000075 + tokens["cache"]["read"] * 0.0000005, 6)
        finish = "tool-calls" if tool is not None else "stop"
        self._part(
            msg_id,
            {
                "type": "step-finish",
                "reason": finish,
                "snapshot": self.snapshot,
                "cost": cost,
                "tokens": tokens,
            },
        )
        info["time"]["completed"] = ids.tick(0.05, 0.3)
        info.update(cost=cost, tokens=tokens, finish=finish)
        return msg_id

    def step(self, step: Step) -> list[tuple[str, Any]]:
        ids = self.ids
        if isinstance(step, User):
            ids.tick(40, 400)
            msg_id = ids.ascending("msg")
            self.user_id = msg_id
            self.messages.append(
                {
                    "id": msg_id,
                    "sessionID": self.session_id,
                    "role": "user",
                    "time": {"created": ids.now_ms},
                    "summary": {"title": step.text.split(".")[0][:60], "diffs": []},
                    "agent": "build",
                    "model": {"providerID": PROVIDER, "modelID": MODEL},
                }
            )
            self._part(msg_id, {"type": "text", "text": step.text})
            return [("native", msg_id)]
        if isinstance(step, Think):
            keys: list[tuple[str, Any]] = []
            self.pending_reasoning.append(step.text)
            self.pending_steps.append(keys)
            return keys
        if isinstance(step, Say):
            return [("native", self._assistant(step.text, None, 0))]
        if isinstance(step, Run):
            desc = step.desc or _describe(step.cmd)
            tool = {
                "tool": "bash",
                "state": {
                    "status": "completed",
                    "input": {"command": step.cmd, "description": desc},
                    "output": step.out,
                    "title": desc,
                    "metadata": {
                        "output": step.out,
                        "exit": step.exit,
                        "description": desc,
                        "truncated": False,
                    },
                },
            }
            return [("native", self._assistant(step.say, tool, step.secs))]
        if isinstance(step, Read):
            lines = step.content.rstrip("\n").split("\n")
            body = "\n".join(f"{i + 1:05d}| {x}" for i, x in enumerate(lines))
            tool = {
                "tool": "read",
                "state": {
                    "status": "completed",
                    "input": {"filePath": step.path},
                    "output": f"<file>\n{body}\n\n(End of file - total {len(lines)} lines)\n</file>",
                    "title": step.path.removeprefix(CWD + "/"),
                    "metadata": {"preview": "\n".join(lines[:20]), "truncated": False},
                },
            }
            return [("native", self._assistant(step.say, tool, 0.02))]
        if isinstance(step, Edit):
            rel = step.path.removeprefix(CWD + "/")
            if step.old == "":
                tool = {
                    "tool": "write",
                    "state": {
                        "status": "completed",
                        "input": {"filePath": step.path, "content": step.new},
                        "output": "Wrote file successfully.",
                        "title": rel,
                        "metadata": {"diagnostics": {}, "filepath": step.path, "exists": False},
                    },
                }
            else:
                old_l, new_l = step.old.split("\n"), step.new.split("\n")
                diff = (
                    f"Index: {step.path}\n===================================================================\n"
                    f"--- {step.path}\n+++ {step.path}\n@@ -1,{len(old_l)} +1,{len(new_l)} @@\n"
                    + "\n".join("-" + x for x in old_l)
                    + "\n"
                    + "\n".join("+" + x for x in new_l)
                    + "\n"
                )
                tool = {
                    "tool": "edit",
                    "state": {
                        "status": "completed",
                        "input": {
                            "filePath": step.path,
                            "oldString": step.old,
                            "newString": step.new,
                        },
                        "output": "Edit applied successfully.",
                        "title": rel,
                        "metadata": {"diagnostics": {}, "diff": diff},
                    },
                }
            return [("native", self._assistant(step.say, tool, 0.05))]
        raise TypeError(step)

    def write(self, root: Path) -> None:
        if root.exists():
            shutil.rmtree(root)
        (root / "project").mkdir(parents=True)
        (root / "project" / f"{self.project_id}.json").write_text(
            json.dumps(
                {
                    "id": self.project_id,
                    "worktree": CWD,
                    "vcs": "git",
                    "time": {"created": self.created, "updated": self.ids.now_ms},
                },
                indent=2,
            )
        )
        session_dir = root / "session" / self.project_id
        session_dir.mkdir(parents=True)
        (session_dir / f"{self.session_id}.json").write_text(
            json.dumps(
                {
                    "id": self.session_id,
                    "slug": "steady-tensor-heron",
                    "version": VERSION,
                    "projectID": self.project_id,
                    "directory": CWD,
                    "title": self.title,
                    "time": {"created": self.created, "updated": self.ids.now_ms},
                    "summary": {"additions": 61, "deletions": 14, "files": 6},
                },
                indent=2,
            )
        )
        msg_dir = root / "message" / self.session_id
        msg_dir.mkdir(parents=True)
        for info in self.messages:
            (msg_dir / f"{info['id']}.json").write_text(
                json.dumps(info, indent=2, ensure_ascii=False)
            )
            part_dir = root / "part" / info["id"]
            part_dir.mkdir(parents=True)
            for part in self.parts.get(info["id"], []):
                (part_dir / f"{part['id']}.json").write_text(
                    json.dumps(part, indent=2, ensure_ascii=False)
                )


def _describe(cmd: str) -> str:
    return "Run " + cmd.split("|")[0].split("&&")[0].strip()[:60]


def main() -> None:
    out = HERE / NAME
    out.mkdir(exist_ok=True)
    writer = OpencodeWriter(SEED)
    produced = [writer.step(step) for step in STEPS]
    root = out / "storage"
    writer.write(root)
    gold = build_gold(
        STEPS, produced, root, out, GOLD, "opencode-storage", "tests/labelled/make_opencode.py"
    )
    print(summary_line(NAME, gold))


if __name__ == "__main__":
    main()
