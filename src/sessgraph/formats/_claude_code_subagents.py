"""Claude Code subagents: an agent file's ``.meta.json``, and the conversations Claude Code 2.1
echoes into the parent session as ``progress`` lines.

While a subagent (a ``Task`` / ``Agent`` tool call) works, Claude Code 2.1.x writes each of its
messages into the PARENT file as a ``progress`` line: ``data.type`` is ``agent_progress``,
``data.agentId`` names the agent, ``data.message`` is the subagent's own line (``type``,
``uuid``, ``timestamp``, ``message``, ``toolUseResult``) and ``parentToolUseID`` is the parent's
call that spawned it. The same conversation also goes to the agent's own file
(``<session>/subagents/agent-<id>.jsonl``, or ``agent-<id>.jsonl`` beside the session in older
builds), which the reader reads as the sidechain session ``<parent>:agent-<id>``.

A copied or shared session usually travels without that folder, and then the progress lines
are the only record of what the subagent ran. So :class:`ProgressAgents` rebuilds the same
session from them, with the same id, parent and sidechain flags as the agent file would give,
but ONLY for an agent whose file is not beside the parent (either layout, any name ending
``agent-<id>.jsonl``, compressed or not): where it is, that file is the session, and nothing is
read twice. Each rebuilt line is handed to an ordinary session builder, so the subagent's Bash
calls get exit codes by the same rules as anywhere else.

What the progress line lacks is filled from the parent line: ``sessionId``, ``cwd``,
``version``, ``gitBranch``; ``parentUuid`` is the agent's previous message (the echo carries
none), ``isSidechain`` is true. A message whose ``uuid`` was already read is a repeat and is
skipped. ``source_line`` is the parent file's line. The title and agent type are the spawning
call's ``description`` and ``subagent_type`` (what ``agent-<id>.meta.json`` holds), and that
call's ``child_session_id`` names the session. The parent is the parent file's session as read
(its first ``sessionId``): a resumed file whose later lines carry a newer ``sessionId`` keeps
its subagents under the session it is stored as. (In the labelled files, 1,151 agent_progress
lines of ten sessions, no uuid was echoed twice; the check costs a set of uuids per agent.)

Read in parts (:mod:`sessgraph.formats._chunked`), each part rebuilds the agents it holds and
the parts are stitched by session id. A subagent runs inside one parent turn, so its lines stay
in one part unless that turn is cut for memory; at such a cut the first message after it has
no ``parent_id`` and a call before it may miss its result, as anywhere a turn is cut.
An agent file that appears after the parent was stored (copied in later) replaces the rebuilt
session when it is stored (:mod:`sessgraph.store.sources`): one copy, from the agent's file.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Protocol

import orjson

from sessgraph.formats._io import COMPRESSED_SUFFIXES, as_dict, as_str, error_line, logical_name
from sessgraph.models import ParsedSession, ReadWarning, ToolCall

# The parent line's fields a subagent line carries too.
_COPIED = ("sessionId", "cwd", "version", "gitBranch")


def agent_meta(path: Path, warnings: list[ReadWarning]) -> dict[str, object]:
    """The ``agent-<id>.meta.json`` beside an agent file (``agentType``, ``description``), or
    ``{}``; an unreadable one is a warning."""
    meta_path = path.with_name(logical_name(path).removesuffix(".jsonl") + ".meta.json")
    if not meta_path.is_file():
        return {}
    try:
        return as_dict(orjson.loads(meta_path.read_bytes()))
    except (OSError, orjson.JSONDecodeError) as exc:
        message = f"unreadable: {exc}"
        warnings.append(ReadWarning(path=str(meta_path), line=error_line(exc), message=message))
        return {}


class LineBuilder(Protocol):
    """What rebuilds one session from its lines (claude_code's session builder)."""

    def feed(self, line_no: int, obj: dict[str, object]) -> None: ...

    def finish(self) -> ParsedSession: ...


def agent_file_beside(path: Path, agent_id: str) -> bool:
    """Is agent ``agent_id``'s own file beside the parent session ``path`` (either layout)?"""
    names = [f"agent-{agent_id}.jsonl" + suffix for suffix in ("", *COMPRESSED_SUFFIXES)]
    stem = logical_name(path).removesuffix(".jsonl")
    subagents = path.parent / stem / "subagents"
    if any((subagents / name).is_file() for name in names):
        return True
    # Beside the session: agent-<id>.jsonl, or a flattened copy ending __agent-<id>.jsonl.
    for name in names:
        if (path.parent / name).is_file():
            return True
        if next(path.parent.glob("*__" + name), None) is not None:
            return True
    return False


class _Agent:
    """One subagent being rebuilt: its builder, the uuids read, its previous message."""

    def __init__(self, builder: LineBuilder, call_id: str | None) -> None:
        self.builder = builder
        self.call_id = call_id
        self.seen: set[str] = set()
        self.last_uuid: str | None = None


class ProgressAgents:
    """The subagents of one parent file rebuilt from its ``agent_progress`` lines."""

    def __init__(self, path: Path, new_builder: Callable[[], LineBuilder]) -> None:
        self.path = path
        self.new_builder = new_builder
        self.agents: dict[str, _Agent] = {}
        self.skipped: set[str] = set()  # agents whose own file is beside the parent

    def feed(self, line_no: int, obj: dict[str, object]) -> tuple[str, str] | None:
        """Read one ``progress`` line; returns ``(agent id, spawning call id)`` when the line
        belongs to a subagent (its file beside or not), else ``None``."""
        data = as_dict(obj.get("data"))
        agent_id = as_str(data.get("agentId"))
        if data.get("type") != "agent_progress" or not agent_id:
            return None
        call_id = as_str(obj.get("parentToolUseID")) or ""
        if agent_id in self.skipped:
            return agent_id, call_id
        agent = self.agents.get(agent_id)
        if agent is None:
            if agent_file_beside(self.path, agent_id):
                self.skipped.add(agent_id)
                return agent_id, call_id
            agent = self.agents[agent_id] = _Agent(self.new_builder(), call_id or None)
        inner = as_dict(data.get("message"))
        uuid = as_str(inner.get("uuid"))
        if inner.get("type") not in ("user", "assistant") or (uuid and uuid in agent.seen):
            return agent_id, call_id
        line = dict(inner)
        for key in _COPIED:
            if key in obj:
                line[key] = obj[key]
        line["agentId"] = agent_id
        line["isSidechain"] = True
        line["parentUuid"] = agent.last_uuid
        agent.builder.feed(line_no, line)
        if uuid:
            agent.seen.add(uuid)
            agent.last_uuid = uuid
        return agent_id, call_id

    def sessions(self, parent_id: str, calls: dict[str, ToolCall]) -> Iterator[ParsedSession]:
        """The rebuilt sessions in order of first appearance, children of ``parent_id`` (the
        parent file's session), titled by their spawning call."""
        for agent_id, agent in self.agents.items():
            parsed = agent.builder.finish()
            parsed.session.id = f"{parent_id}:agent-{agent_id}"
            parsed.session.parent_session_id = parent_id
            call = calls.get(agent.call_id) if agent.call_id else None
            call_input = as_dict(call.input) if call is not None else {}
            parsed.session.title = as_str(call_input.get("description")) or parsed.session.title
            parsed.session.agent = as_str(call_input.get("subagent_type")) or None
            yield parsed
