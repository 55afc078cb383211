"""Cline task files kept as ``ui_messages.json`` alone (no ``api_conversation_history.json``).

``ui_messages.json`` is the chat panel's event list (Cline's ``ClineMessage[]``): ``{ts, type:
"say"|"ask", say|ask, text, partial, conversationHistoryIndex, …}``. People commit it on its own
(it is what the panel shows), so it is read as a session when its api history sibling is
missing. When the sibling exists, :mod:`sessgraph.formats.cline` reads the pair and this reader
declines the file, so a task is never stored twice (named explicitly, the file gets one line
saying which file to ingest instead).

Design choices:

* **Ids are ``ui:N``**, N the 0-based index of the event in the list: the list has no ids of its
  own and ``ts`` is not unique (output chunks share one). Each message's ``native_id`` and each
  tool call's is the ``ui:N`` of the event it comes from; ``source_line`` is N + 1.
* **A command owns the output chunks after it.** As Cline's own ``combineCommandSequences``
  does, a ``say``/``ask`` ``command`` event takes every ``command_output`` event up to the next
  command; the output is the non-empty chunks joined by newlines, one ``tool_result`` message
  (id of the first chunk). Newer Cline (the SDK path) writes the output into the command event
  itself after an ``Output:`` line, with ``[Command exited with code N]`` for a non-zero exit.
* **Exit codes only when written.** Classic Cline never records one, so a command is
  ``unknown`` unless that marker is present; the tool result Cline sent to the model (the
  ``request`` of the next ``api_req_started``, headed ``[execute_command for '…'] Result:``)
  still says whether it was denied, still running or never ran
  (:func:`sessgraph.formats._cline_tools.shell_outcome`).
* **Other tools** (``tool`` events: JSON ``{tool: readFile|editedExistingFile|…, path,
  content}``; ``use_mcp_server``; ``load_mcp_documentation``) become calls under the names the
  api history uses (``read_file``, ``replace_in_file``, ``use_mcp_tool``, …) so edits and rules
  work alike; their result is the ``mcp_server_response`` event or the next request's result.
* The first ``text`` event and every ``user_feedback`` are prompts; assistant ``text``,
  ``reasoning``, ``completion_result`` and questions are assistant messages; ``error``,
  ``api_req_failed`` and ``diff_error`` are errors; bookkeeping without text (checkpoints,
  request markers) is not a message.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import orjson

from sessgraph.formats import Reader, UnknownFormatError
from sessgraph.formats import _cline_tools as tools
from sessgraph.formats._io import (
    as_dict,
    as_list,
    as_str,
    first_line,
    logical_name,
    ms_to_iso,
)
from sessgraph.formats.cline import API_FILE, META_FILE, UI_FILE, _find, _load
from sessgraph.models import (
    Command,
    CommandStatus,
    Message,
    MessageKind,
    ParsedSession,
    ReadWarning,
    Role,
    Session,
    ToolCall,
)

FORMAT = "cline-ui"
_SHAPE = re.compile(rb'\A\s*\[\s*\{\s*"(?:ts|type|say|ask)"\s*:')
_EVENT = re.compile(rb'"type"\s*:\s*"(?:say|ask)"')
_OUTPUT_MARK = "\nOutput:"
_EXITED = re.compile(r"\A\s*(?:Error: )?\[Command exited with code (-?\d+)\]")
_CWD = re.compile(r"# Current (?:Working|Workspace) Directory \((.+?)\) Files")
_RESULT_END = re.compile(r"\n\n(?:<environment_details>|\n*# Todo List|\n*# task_progress)")
_AGENTS = (
    ("kilocode.kilo-code", "kilo-code"),
    ("rooveterinaryinc.roo-cline", "roo-code"),
    ("saoudrizwan.claude-dev", "cline"),
)
# The panel's tool names -> the api history's tool names (and the input key of `content`).
_TOOLS: dict[str, tuple[str, str]] = {
    "readFile": ("read_file", "path_display"),
    "editedExistingFile": ("replace_in_file", "diff"),
    "newFileCreated": ("write_to_file", "content"),
    "fileDeleted": ("delete_file", "content"),
    "listFilesTopLevel": ("list_files", "listing"),
    "listFilesRecursive": ("list_files", "listing"),
    "listCodeDefinitionNames": ("list_code_definition_names", "listing"),
    "searchFiles": ("search_files", "results"),
    "webFetch": ("web_fetch", "content"),
    "webSearch": ("web_search", "content"),
    "summarizeTask": ("summarize_task", "content"),
    "useSkill": ("use_skill", "content"),
}
_PROMPTS = frozenset({"user_feedback", "user_feedback_diff", "task"})
_ASSISTANT = frozenset({"text", "completion_result", "plan_completion_result"})
_QUESTIONS = frozenset({"followup", "plan_mode_respond", "act_mode_respond"})
_ERRORS = frozenset({"error", "api_req_failed", "diff_error", "clineignore_error",
                     "command_permission_denied", "mistake_limit_reached"})  # fmt: skip
_CALLS = frozenset({"tool", "use_mcp_server", "load_mcp_documentation", "browser_action_launch",
                    "browser_action", "new_task"})  # fmt: skip
_SILENT = frozenset({"checkpoint_created", "mcp_server_request_started", "api_req_finished",
                     "deleted_api_reqs", "hook_status", "hook_output_stream"})  # fmt: skip


def _siblings(path: Path) -> tuple[str, str | None]:
    """(task id, file-name prefix of its siblings) of a ``[<prefix>]ui_messages.json``; the
    prefix is ``None`` for a file under another name (it has no siblings)."""
    name = logical_name(path)
    if not name.endswith(UI_FILE):
        return name.removesuffix(".json"), None
    prefix = name[: -len(UI_FILE)]
    return prefix.rstrip("_-.") or path.parent.name, prefix


def detect(path: Path, head: bytes) -> bool:
    """A list of say/ask events; declined (with the reason) when its api history exists."""
    if _SHAPE.match(head) is None or _EVENT.search(head) is None:
        return False
    _, prefix = _siblings(path)
    if prefix is not None and _find(path.parent, prefix + API_FILE) is not None:
        raise UnknownFormatError(
            path, f"read together with {prefix + API_FILE}: ingest that file or its folder"
        )
    return True


@dataclass
class _Event:
    index: int
    kind: str
    text: str
    ts: str | None
    raw: dict[str, object]


def _events(data: object, path: Path, warnings: list[ReadWarning]) -> list[_Event]:
    events: list[_Event] = []
    for index, raw in enumerate(as_list(data)):
        entry = as_dict(raw)
        kind = as_str(entry.get("say")) if entry.get("type") == "say" else as_str(entry.get("ask"))
        if kind is None:
            message = "expected a say/ask event with a say or ask field"
            warnings.append(ReadWarning(path=str(path), line=index + 1, message=message))
            continue
        text = as_str(entry.get("text")) or ""
        events.append(_Event(index, kind, text, ms_to_iso(entry.get("ts")), entry))
    return events


def _json(text: str) -> dict[str, object]:
    try:
        return as_dict(orjson.loads(text))
    except orjson.JSONDecodeError:
        return {}


def _request_result(event: _Event) -> tuple[str, str] | None:
    """(tool name, result body) of an ``api_req_started`` that sends a tool result."""
    request = as_str(_json(event.text).get("request")) or ""
    header = tools.RESULT_HEADER.match(request)
    if header is None:
        return None
    body = request[header.end() :]
    end = _RESULT_END.search(body)
    return header.group(1), (body[: end.start()] if end else body).strip("\n")


def _split_command(text: str) -> tuple[str, str | None]:
    """(command, output written into the event itself by newer Cline, if any)."""
    at = text.find(_OUTPUT_MARK)
    if at < 0:
        return text.strip(), None
    return text[:at].strip(), text[at + len(_OUTPUT_MARK) :].removeprefix("\n")


class _Builder:
    def __init__(self, path: Path, warnings: list[ReadWarning]) -> None:
        self.path = path
        self.warnings = warnings
        self.messages: list[Message] = []
        self.cwd: str | None = None
        self.model: str | None = None
        self.pending: ToolCall | None = None  # the last call still waiting for its result
        self.command_output: list[str] | None = None
        self.command_call: ToolCall | None = None
        self.result_message: Message | None = None
        self.seen_prompt = False

    def _add(self, event: _Event, role: Role, kind: MessageKind, text: str) -> Message:
        message = Message(
            seq=len(self.messages),
            native_id=f"ui:{event.index}",
            role=role,
            kind=kind,
            text=text,
            timestamp=event.ts,
            source_line=event.index + 1,
        )
        self.messages.append(message)
        return message

    def _call(
        self, event: _Event, name: str, call_input: dict[str, object], text: str = ""
    ) -> ToolCall:
        """A tool-call message; its text is the command for a shell call, else empty (the
        event's JSON is the call's input)."""
        call = ToolCall(native_id=f"ui:{event.index}", name=name, input=call_input)
        message = self._add(event, Role.ASSISTANT, MessageKind.TOOL_CALL, text)
        message.tool_calls = [call]
        model = as_str(as_dict(event.raw.get("modelInfo")).get("modelId"))
        message.model = model
        self.model = self.model or model
        self.pending = call
        return call

    # -- commands --------------------------------------------------------------------
    def _command(self, event: _Event) -> None:
        self._close_command()
        command_text, inline_output = _split_command(event.text)
        call = self._call(event, "execute_command", {"command": command_text}, command_text)
        call.command = Command(command=command_text, cwd=self.cwd, started_at=event.ts)
        self.command_call = call
        self.command_output = []
        if inline_output is not None:
            self._set_output(call, inline_output)
            self._close_command()

    def _chunk(self, event: _Event) -> None:
        call, output = self.command_call, self.command_output
        if call is None or output is None:
            self._add(event, Role.TOOL, MessageKind.TOOL_RESULT, event.text)
            return
        if self.result_message is None:
            self.result_message = self._add(event, Role.TOOL, MessageKind.TOOL_RESULT, "")
        if event.text:
            output.append(event.text)
            self.result_message.text = "\n".join(output)
        self._set_output(call, "\n".join(output))

    def _set_output(self, call: ToolCall, output: str) -> None:
        command = call.command
        if command is None:
            return
        command.output = output
        exited = _EXITED.match(output)
        if exited is not None:
            command.exit_code = int(exited.group(1))
            command.status = CommandStatus.OK if command.exit_code == 0 else CommandStatus.FAILED
        call.result_text = output
        call.status = str(command.status)

    def _close_command(self) -> None:
        self.command_call = None
        self.command_output = None
        self.result_message = None

    # -- results ---------------------------------------------------------------------
    def _result(self, event: _Event) -> None:
        found = _request_result(event)
        call, self.pending = self.pending, None
        if found is None or call is None:
            return
        name, body = found
        if call.command is not None:
            if name != call.name:
                return
            status, exit_code = tools.shell_outcome(body)
            if call.command.exit_code is None and status != CommandStatus.UNKNOWN:
                call.command.status = status
                call.command.exit_code = exit_code
            if call.command.output is None:  # no chunks: what Cline told the model
                call.command.output = tools.shell_command({}, body, None, None).output
            call.status = str(call.command.status)
            call.is_error = status == CommandStatus.ERROR
            call.result_text = call.result_text if call.result_text is not None else body
            return
        if call.result_text is not None:  # an MCP response already gave the result
            return
        call_input = call.input if isinstance(call.input, dict) else {}
        if name != call.name:
            # The header names the tool that ran: the panel shows a whole-file write to an
            # existing file as ``editedExistingFile`` with the new content.
            call.name = name
            if name == "write_to_file" and "diff" in call_input:
                call_input["content"] = call_input.pop("diff")
        call.result_text = body
        self._add(event, Role.TOOL, MessageKind.TOOL_RESULT, body)
        call.is_error = tools.result_failed(body)
        call.status = tools.result_status(body)
        call.edits = tools.file_edits(call.name, call_input, body)

    def _tool(self, event: _Event) -> None:
        payload = _json(event.text)
        if event.kind == "tool":
            ui_name = as_str(payload.get("tool")) or "unknown"
            name, content_key = _TOOLS.get(ui_name, (ui_name, "content"))
            call_input: dict[str, object] = {"path": payload.get("path"), "ui_tool": ui_name}
            if "content" in payload:
                call_input[content_key] = payload["content"]
            for key in ("regex", "filePattern", "diff"):
                if key in payload:
                    call_input[key] = payload[key]
            self._call(event, name, call_input)
        elif event.kind == "use_mcp_server":
            mcp_input = {
                "server_name": payload.get("serverName"),
                "tool_name": payload.get("toolName"),
                "arguments": payload.get("arguments"),
                "uri": payload.get("uri"),
            }
            self._call(event, as_str(payload.get("type")) or "use_mcp_tool", mcp_input)
        elif event.kind in ("browser_action_launch", "browser_action"):
            self._call(event, "browser_action", payload or {"url": event.text})
        else:
            self._call(event, event.kind, payload)

    def _mcp_response(self, event: _Event) -> None:
        call = self.pending
        message = self._add(event, Role.TOOL, MessageKind.TOOL_RESULT, event.text)
        if call is None or call.result_text is not None:
            return
        call.result_text = message.text
        call.is_error = event.text.lstrip().startswith("Error")
        call.status = "error" if call.is_error else "completed"

    # -- dispatch --------------------------------------------------------------------
    def feed(self, event: _Event) -> None:
        kind = event.kind
        if kind == "command_output":
            self._chunk(event)
            return
        if kind == "command":
            self._command(event)
        elif kind == "api_req_started":
            self._request(event)
        elif kind in _CALLS:
            self._tool(event)
        elif kind in ("mcp_server_response", "browser_action_result"):
            self._mcp_response(event)
        elif kind in _SILENT or not event.text.strip():
            return
        else:
            self._message(event)

    def _request(self, event: _Event) -> None:
        info = _json(event.text)
        request = as_str(info.get("request")) or ""
        if self.cwd is None:
            match = _CWD.search(request)
            self.cwd = match.group(1) if match else None
        self._result(event)
        failure = as_str(info.get("streamingFailedMessage"))
        if failure:
            self._add(event, Role.SYSTEM, MessageKind.ERROR, failure)

    def _message(self, event: _Event) -> None:
        kind, text = event.kind, event.text
        if kind in _PROMPTS or (kind == "text" and not self.seen_prompt):
            self.seen_prompt = True
            self._add(event, Role.USER, MessageKind.PROMPT, text)
        elif kind in _ASSISTANT:
            self._add(event, Role.ASSISTANT, MessageKind.TEXT, text)
        elif kind == "reasoning":
            self._add(event, Role.ASSISTANT, MessageKind.REASONING, text)
        elif kind in _QUESTIONS:
            payload = _json(text)
            shown = as_str(payload.get("question")) or as_str(payload.get("response")) or text
            self._add(event, Role.ASSISTANT, MessageKind.TEXT, shown)
        elif kind in _ERRORS:
            self._add(event, Role.SYSTEM, MessageKind.ERROR, text)
        else:
            self._add(event, Role.SYSTEM, MessageKind.META, text)

    def finish(self, task_id: str, metadata: dict[str, object]) -> ParsedSession:
        for message in self.messages:
            for call in message.tool_calls:
                if call.command is not None and call.command.cwd is None:
                    call.command.cwd = self.cwd
        environments = [as_dict(e) for e in as_list(metadata.get("environment_history"))]
        version = next((as_str(e.get("cline_version")) for e in reversed(environments) if e), None)
        usage = [as_dict(u) for u in as_list(metadata.get("model_usage"))]
        model = self.model or next((as_str(u.get("model_id")) for u in usage), None)
        where = str(self.path)
        agent = next((name for marker, name in _AGENTS if marker in where), "cline")
        first_prompt = next((m.text for m in self.messages if m.kind == MessageKind.PROMPT), "")
        stamps = sorted(m.timestamp for m in self.messages if m.timestamp)
        session = Session(
            id=task_id,
            format=FORMAT,
            format_version=version,
            source_path=str(self.path),
            title=first_line(first_prompt),
            cwd=self.cwd,
            agent=agent,
            model=model,
            started_at=stamps[0] if stamps else None,
            ended_at=stamps[-1] if stamps else None,
        )
        return ParsedSession(session=session, messages=self.messages, warnings=self.warnings)


def read(path: Path) -> Iterator[ParsedSession]:
    """Read one ``ui_messages.json`` (and its ``task_metadata.json`` sibling, if any)."""
    warnings: list[ReadWarning] = []
    task_id, prefix = _siblings(path)
    data = _load(path, warnings)
    if data is not None and not isinstance(data, list):
        warnings.append(ReadWarning(path=str(path), line=1, message="expected a JSON list"))
    builder = _Builder(path, warnings)
    for event in _events(data, path, warnings):
        builder.feed(event)
    meta = None if prefix is None else _find(path.parent, prefix + META_FILE)
    metadata = as_dict(_load(meta, warnings))
    yield builder.finish(task_id, metadata)


READER = Reader(
    name=FORMAT,
    read=read,
    detect=detect,
    description="Cline task ui_messages.json without its api_conversation_history.json",
)
