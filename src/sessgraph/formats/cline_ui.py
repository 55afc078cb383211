"""Cline's chat panel alone: a ``ui_messages.json`` exported without its api history.

A task folder's ``ui_messages.json`` is read by :mod:`sessgraph.formats.cline` as a source
of timestamps beside ``api_conversation_history.json``. Exported alone, it is the only record
of the task, and it still holds the conversation: the panel's ``say``/``ask`` events, each with
a millisecond ``ts``. This reader claims such a file only when no api history sits beside it
(so a task folder is never read twice) and makes one session of it:

* the first ``say: text`` is the task (a prompt); ``say: user_feedback`` is the user typing
  during the task; other ``say: text``, ``say: completion_result`` and the ``plan_mode_respond``
  / ``followup`` asks are the assistant's words;
* ``say: command`` / ``ask: command`` is an ``execute_command`` call whose output is the
  ``command_output`` events after it (terminal BEL characters dropped). The panel records no
  exit code, so the status is unknown: the extractor reads the output (masked failures);
* ``ask: use_mcp_server`` is an MCP call (``server:tool``) whose result is the next
  ``mcp_server_response``, failed when it starts with ``Error``;
* ``say``/``ask: tool`` is a file tool (read, list, edit, create) with its JSON as input; an
  edit or a new file is a file edit.

Every message keeps its event's 0-based index as ``ui:N`` (its native id, and its tool call's)
and ``source_line`` = N + 1. Other events (``api_req_started``, ``checkpoint_created``,
``task_progress``…) are bookkeeping and make no message.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import orjson

from sessgraph.formats import Reader
from sessgraph.formats._io import (
    as_dict,
    as_list,
    as_str,
    first_line,
    logical_name,
    ms_to_iso,
    read_bytes,
)
from sessgraph.formats.cline import API_FILE, UI_FILE
from sessgraph.models import (
    Command,
    CommandStatus,
    EditKind,
    FileEdit,
    Message,
    MessageKind,
    ParsedSession,
    ReadWarning,
    Role,
    Session,
    ToolCall,
)

FORMAT = "cline"
_ASSISTANT_SAYS = {"text", "completion_result"}
_ASSISTANT_ASKS = {"plan_mode_respond", "followup"}
_EDIT_TOOLS = {"editedExistingFile": EditKind.EDIT, "newFileCreated": EditKind.WRITE}


def _prefix(path: Path) -> str:
    return logical_name(path)[: -len(UI_FILE)]


def detect(path: Path, head: bytes) -> bool:
    """A ``ui_messages.json`` (by name, holding ``say``/``ask`` events) without an api
    history beside it."""
    name = logical_name(path)
    if not name.endswith(UI_FILE) or not head.lstrip().startswith(b"["):
        return False
    if b'"say"' not in head and b'"ask"' not in head:
        return False
    return not (path.parent / (_prefix(path) + API_FILE)).exists()


def _json_text(text: str) -> dict[str, object]:
    try:
        return as_dict(orjson.loads(text))
    except orjson.JSONDecodeError:
        return {}


class _Panel:
    """Builds messages from the panel's events, in order."""

    def __init__(self, warnings: list[ReadWarning]) -> None:
        self.warnings = warnings
        self.messages: list[Message] = []
        self.command: Command | None = None  # the command collecting output
        self.mcp: ToolCall | None = None  # the MCP call waiting for its response
        self.stamps: list[str] = []

    def _add(self, index: int, role: Role, kind: MessageKind, text: str, ts: str | None) -> Message:
        message = Message(
            seq=len(self.messages),
            native_id=f"ui:{index}",
            role=role,
            kind=kind,
            text=text,
            timestamp=ts,
            source_line=index + 1,
        )
        self.messages.append(message)
        return message

    def _call(self, index: int, ts: str | None, call: ToolCall) -> None:
        self._add(index, Role.ASSISTANT, MessageKind.TOOL_CALL, "", ts).tool_calls.append(call)

    def feed(self, index: int, event: dict[str, object]) -> None:
        ts = ms_to_iso(event.get("ts"))
        if ts is not None:
            self.stamps.append(ts)
        what = as_str(event.get("say")) or as_str(event.get("ask")) or ""
        text = as_str(event.get("text")) or ""
        if what == "command_output":
            if self.command is not None:
                self.command.output = (self.command.output or "") + text.replace("\x07", "")
            return
        if what == "mcp_server_response" and self.mcp is not None:
            self.mcp.result_text = text
            self.mcp.is_error = text.lstrip().startswith("Error")
            self.mcp.status = "error" if self.mcp.is_error else "completed"
            self.mcp = None
            return
        if what in ("command", "use_mcp_server", "tool") or what in _ASSISTANT_SAYS:
            self.command = None  # a command's output ends at the next thing that happens
        last = self.messages[-1].tool_calls[-1:] if self.messages else []
        if what == "command" and last and last[0].input == {"command": text.strip()}:
            self.command = last[0].command  # the approval ask, then the run: one call
        elif what == "command" and text.strip():
            self.command = Command(command=text.strip(), status=CommandStatus.UNKNOWN, output="")
            call = ToolCall(
                native_id=f"ui:{index}",
                name="execute_command",
                input={"command": text.strip()},
                status=str(CommandStatus.UNKNOWN),
                command=self.command,
            )
            self._call(index, ts, call)
        elif what == "use_mcp_server":
            request = _json_text(text)
            name = ":".join(
                n for n in (as_str(request.get("serverName")), as_str(request.get("toolName"))) if n
            )
            self.mcp = ToolCall(native_id=f"ui:{index}", name=name or "use_mcp_tool", input=request)
            self._call(index, ts, self.mcp)
        elif what == "tool":
            self._tool(index, ts, _json_text(text))
        elif what == "user_feedback" or (what == "text" and not self.messages):
            self._add(index, Role.USER, MessageKind.PROMPT, text, ts)
        elif (event.get("type") == "say" and what in _ASSISTANT_SAYS) or what in _ASSISTANT_ASKS:
            words = as_str(_json_text(text).get("response")) if text.startswith("{") else None
            if (words or text).strip():
                self._add(index, Role.ASSISTANT, MessageKind.TEXT, words or text, ts)

    def _tool(self, index: int, ts: str | None, request: dict[str, object]) -> None:
        name = as_str(request.get("tool")) or "tool"
        path = as_str(request.get("path"))
        edits = []
        kind = _EDIT_TOOLS.get(name)
        if kind is not None and path:
            body = as_str(request.get("content")) or as_str(request.get("diff")) or ""
            edits.append(FileEdit(path=path, kind=kind, lines_added=body.count("\n") + 1))
        result = as_str(request.get("content")) if kind is None else None
        call = ToolCall(
            native_id=f"ui:{index}",
            name=name,
            input=request,
            result_text=result,
            status="completed",
            edits=edits,
        )
        self._call(index, ts, call)


def read(path: Path) -> Iterator[ParsedSession]:
    """Read one exported ``ui_messages.json`` as one session."""
    warnings: list[ReadWarning] = []
    try:
        events = orjson.loads(read_bytes(path, warnings))
    except (OSError, orjson.JSONDecodeError) as exc:
        warnings.append(ReadWarning(path=str(path), message=f"unreadable JSON: {exc}"))
        events = []
    if not isinstance(events, list):
        warnings.append(ReadWarning(path=str(path), line=1, message="expected a JSON list"))
    panel = _Panel(warnings)
    for index, event in enumerate(as_list(events)):
        panel.feed(index, as_dict(event))
    first_prompt = next((m.text for m in panel.messages if m.kind == MessageKind.PROMPT), "")
    stamps = sorted(panel.stamps)
    session = Session(
        id=_prefix(path).rstrip("_-.") or path.parent.name,
        format=FORMAT,
        source_path=str(path),
        title=first_line(first_prompt),
        agent="cline",
        started_at=stamps[0] if stamps else None,
        ended_at=stamps[-1] if stamps else None,
    )
    yield ParsedSession(session=session, messages=panel.messages, warnings=warnings)


READER = Reader(
    name="cline-ui",
    read=read,
    detect=detect,
    description="Cline chat panel exported alone (ui_messages.json without its api history)",
)
