"""Hook events as the agents send them, reduced to what sessgraph answers.

Each agent runs ``sessgraph hook`` with one JSON object on stdin. The shapes differ:

* **Claude Code** (``settings.json`` hooks): every event carries ``hook_event_name``,
  ``session_id``, ``transcript_path`` and ``cwd``. A failing ``Bash`` call fires
  ``PostToolUseFailure`` (not ``PostToolUse``) with ``tool_input.command`` and ``error``
  (the tool's failure text, ``Exit code N`` and the output); ``PostToolUse`` carries a
  ``tool_response`` object (``stdout``, ``stderr``, ``interrupted``) for calls that worked.
  ``SessionStart`` has a ``source``; ``Stop`` and ``SessionEnd`` end a turn or a session.
* **Codex CLI** (``hooks.json``, same nesting as Claude Code's): ``PostToolUse`` for shell
  calls with ``tool_input.command`` and a ``tool_response`` that is the call's output, a
  string with the ``Exit code: N`` / ``Process exited with code N`` header or an object with
  an exit code; there is no failure event, so the exit code or the output decides. Codex
  events carry ``turn_id`` and ``model``, which tell them apart from Claude Code's.
* **opencode** has no command hooks: sessgraph installs a small plugin
  (``opencode_plugin.js``) that sends ``{"agent": "opencode", "hook_event_name":
  "tool.execute.after", "tool": …, "args": …, "output": …, "metadata": …}`` for tool calls
  and ``session.idle`` when a session goes quiet.

:func:`parse_event` turns any of them into a :class:`HookEvent`; nothing here touches a
database, so the parsing is tested on the agents' documented payloads alone.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any, Literal

Agent = Literal["claude-code", "codex", "opencode"]
AGENTS: tuple[Agent, ...] = ("claude-code", "codex", "opencode")

# What sessgraph does with an event.
Action = Literal["failure", "session_start", "session_end", "ignore"]

SHELL_TOOLS = frozenset(
    {"bash", "powershell", "shell", "shell_command", "exec_command", "local_shell"}
)
# Claude Code and Codex name the end of a turn Stop; Claude Code also has SessionEnd and
# PreCompact, opencode session.idle. Any of them means the transcript has new content.
_END_EVENTS = frozenset({"Stop", "SessionEnd", "SubagentStop", "session.idle", "PreCompact"})

_EXIT_HEADER = re.compile(
    r"^(?:Exit code:?|Process exited with code|Exit Code:)\s*(-?\d+)", re.IGNORECASE | re.M
)
# Output sent to the hook is cut to this: the error that made a command fail is at its end.
MAX_OUTPUT_CHARS = 20_000


class EventError(ValueError):
    """The input is not a hook event sessgraph knows (the hook then stays silent)."""


@dataclass(frozen=True)
class HookEvent:
    agent: Agent
    name: str
    action: Action
    session_id: str | None = None
    transcript_path: str | None = None
    cwd: str | None = None
    tool_name: str | None = None
    command: str | None = None
    output: str = ""
    exit_code: int | None = None


def _text(value: Any) -> str:
    """A tool response as text, whatever shape the agent gave it."""
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    if isinstance(value, dict):
        parts = [
            str(value[key])
            for key in ("error", "stderr", "stdout", "output", "aggregated_output", "content")
            if isinstance(value.get(key), str) and value[key]
        ]
        if parts:
            return "\n".join(parts)
    if isinstance(value, list):
        return "\n".join(_text(item) for item in value)
    return json.dumps(value, ensure_ascii=False)


def _exit_code(response: Any, text: str) -> int | None:
    if isinstance(response, dict):
        for key in ("exit_code", "exitCode", "exit", "returncode"):
            code = response.get(key)
            if isinstance(code, int) and not isinstance(code, bool):
                return code
        metadata = response.get("metadata")
        if isinstance(metadata, dict):
            return _exit_code(metadata, "")
    match = _EXIT_HEADER.search(text[:2000])
    return int(match.group(1)) if match else None


def _command(tool_input: Any) -> str | None:
    if isinstance(tool_input, dict):
        command = tool_input.get("command") or tool_input.get("cmd")
        if isinstance(command, list):
            return " ".join(str(part) for part in command)
        if isinstance(command, str):
            return command
    if isinstance(tool_input, str):
        return tool_input
    return None


def _tail(text: str) -> str:
    return text[-MAX_OUTPUT_CHARS:]


def detect_agent(payload: dict[str, Any]) -> Agent:
    """Which agent sent ``payload``: opencode's plugin says so, Codex sends ``turn_id``."""
    agent = payload.get("agent")
    if agent in AGENTS:
        return agent  # type: ignore[no-any-return]
    if "turn_id" in payload:
        return "codex"
    return "claude-code"


def parse_event(raw: str | bytes, agent: Agent | None = None) -> HookEvent:
    """The :class:`HookEvent` in one hook's stdin; :class:`EventError` when it is none."""
    try:
        payload = json.loads(raw)
    except (ValueError, RecursionError) as error:
        raise EventError(f"not JSON: {error}") from None
    if not isinstance(payload, dict):
        raise EventError("not a JSON object")
    agent = agent or detect_agent(payload)
    name = str(payload.get("hook_event_name") or payload.get("event") or "")
    common = {
        "agent": agent,
        "name": name,
        "session_id": _str(payload.get("session_id") or payload.get("sessionID")),
        "transcript_path": _str(payload.get("transcript_path")),
        "cwd": _str(payload.get("cwd") or payload.get("directory")),
    }
    if name == "SessionStart":
        return HookEvent(action="session_start", **common)  # type: ignore[arg-type]
    if name in _END_EVENTS:
        return HookEvent(action="session_end", **common)  # type: ignore[arg-type]
    if name in {"PostToolUse", "PostToolUseFailure", "tool.execute.after"}:
        return _tool_event(payload, common)
    return HookEvent(action="ignore", **common)  # type: ignore[arg-type]


def _str(value: Any) -> str | None:
    return value if isinstance(value, str) and value else None


def _tool_event(payload: dict[str, Any], common: dict[str, Any]) -> HookEvent:
    tool = str(payload.get("tool_name") or payload.get("tool") or "")
    tool_input = payload.get("tool_input", payload.get("args"))
    command = _command(tool_input)
    if tool.lower() not in SHELL_TOOLS or not command:
        return HookEvent(action="ignore", tool_name=tool, **common)
    if common["name"] == "PostToolUseFailure":
        # Claude Code sends this only for a failed call: the failure is certain even when
        # the text carries no exit code (a timeout, a denied permission).
        text = _text(payload.get("error") or payload.get("error_message"))
        code = _exit_code(None, text)
        return HookEvent(
            action="failure",
            tool_name=tool,
            command=command,
            output=_tail(text),
            exit_code=code if code is not None else 1,
            **common,
        )
    response = payload.get("tool_response", payload.get("output"))
    text = _text(response)
    if common["agent"] == "opencode":
        metadata = payload.get("metadata")
        code = _exit_code(metadata, "") if isinstance(metadata, dict) else None
    else:
        code = _exit_code(response, text)
    failed = code is not None and code != 0
    return HookEvent(
        action="failure" if failed else "ignore",
        tool_name=tool,
        command=command,
        output=_tail(text),
        exit_code=code,
        **common,
    )
