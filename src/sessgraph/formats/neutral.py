"""sessgraph's own neutral JSONL format, for agents without a dedicated reader.

One JSON object per line (schema: ``schemas/neutral_line.json``). An optional first line
``{"type": "session", "id": ..., "title": ..., "cwd": ..., "model": ...}`` names the session;
every other line is ``{"type": "message", "role": ..., "text": ..., "tool_calls": [...]}``.
A tool call with a ``command`` is a shell execution; its ``exit_code`` decides its status.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from pydantic import ValidationError

from sessgraph.formats import Reader, pi
from sessgraph.formats._io import iter_json_lines, json_object, logical_name
from sessgraph.models import (
    Command,
    CommandStatus,
    EditKind,
    FileEdit,
    Message,
    MessageKind,
    NeutralLine,
    NeutralToolCall,
    ParsedSession,
    ReadWarning,
    Role,
    Session,
    ToolCall,
)

FORMAT = "sessgraph-neutral"


def detect(path: Path, head: bytes) -> bool:
    first = head.lstrip()[:200]
    if not (first.startswith(b'{"type": "session"') or first.startswith(b'{"type":"session"')):
        return False
    # A pi coding agent session opens with a {"type":"session"} header too.
    return not pi.detect(path, head)


def _status(exit_code: int | None) -> CommandStatus:
    if exit_code is None:
        return CommandStatus.UNKNOWN
    return CommandStatus.OK if exit_code == 0 else CommandStatus.FAILED


def _default_kind(line: NeutralLine) -> MessageKind:
    if line.role == Role.USER:
        return MessageKind.PROMPT
    if line.role == Role.TOOL:
        return MessageKind.TOOL_RESULT
    return MessageKind.TOOL_CALL if line.tool_calls else MessageKind.TEXT


_PATH_KEYS = ("path", "filePath", "file_path")
_NEW_KEYS = ("newString", "new_string", "content")
_OLD_KEYS = ("oldString", "old_string")


def _edits(call: NeutralToolCall) -> list[FileEdit]:
    """A file edit, when the tool's input names a file and the text it wrote."""
    data = call.input if isinstance(call.input, dict) else {}
    path = next((data[k] for k in _PATH_KEYS if isinstance(data.get(k), str)), None)
    new = next((data[k] for k in _NEW_KEYS if isinstance(data.get(k), str)), None)
    if not isinstance(path, str) or not isinstance(new, str):
        return []
    old = next((data[k] for k in _OLD_KEYS if isinstance(data.get(k), str)), None)
    return [
        FileEdit(
            path=path,
            kind=EditKind.WRITE if old is None else EditKind.EDIT,
            lines_added=len(new.splitlines()),
            lines_removed=len(str(old or "").splitlines()),
        )
    ]


def read(path: Path) -> Iterator[ParsedSession]:
    warnings: list[ReadWarning] = []
    session = Session(id=logical_name(path).split(".")[0], format=FORMAT, source_path=str(path))
    messages: list[Message] = []
    for line_no, obj in iter_json_lines(path, warnings):
        try:
            line = NeutralLine.model_validate(obj)
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first["loc"])
            warnings.append(
                ReadWarning(path=str(path), line=line_no, message=f"{where}: {first['msg']}")
            )
            continue
        if line.type == "session":
            session = session.model_copy(
                update={
                    "id": line.id or session.id,
                    "title": line.title,
                    "cwd": line.cwd,
                    "model": line.model,
                    "agent": line.agent,
                }
            )
            continue
        if line.role is None:
            warnings.append(
                ReadWarning(path=str(path), line=line_no, message="message has no role")
            )
            continue
        calls = [
            ToolCall(
                native_id=call.id,
                name=call.name,
                input=call.input,
                result_text=call.output,
                is_error=call.is_error,
                command=(
                    Command(
                        command=call.command,
                        cwd=call.cwd,
                        exit_code=call.exit_code,
                        status=_status(call.exit_code),
                        output=call.output,
                        duration_ms=call.duration_ms,
                    )
                    if call.command is not None
                    else None
                ),
                edits=_edits(call),
            )
            for call in line.tool_calls
        ]
        messages.append(
            Message(
                seq=len(messages),
                role=line.role,
                kind=line.kind or _default_kind(line),
                text=line.text or "",
                timestamp=line.timestamp,
                source_line=line_no,
                tool_calls=calls,
            )
        )
    if messages:
        session = session.model_copy(
            update={"started_at": messages[0].timestamp, "ended_at": messages[-1].timestamp}
        )
    yield ParsedSession(session=session, messages=messages, warnings=warnings)


def turn_start(raw: bytes) -> bool:
    """A user message: the agent's earlier calls are all answered."""
    if b'"user"' not in raw:
        return False
    obj = json_object(raw)
    return obj is not None and obj.get("type") == "message" and obj.get("role") == "user"


def header_line(raw: bytes) -> bool:
    """The ``{"type": "session", …}`` line names the session."""
    if b'"session"' not in raw:
        return False
    obj = json_object(raw)
    return obj is not None and obj.get("type") == "session"


READER = Reader(
    name=FORMAT,
    read=read,
    detect=detect,
    description="sessgraph neutral JSONL",
    turn_start=turn_start,
    header_line=header_line,
)
