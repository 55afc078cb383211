"""Codex CLI rollout files (``~/.codex/sessions/**/rollout-*.jsonl``), every era.

Two layouts exist. Legacy rollouts (2025) open with a bare session header ``{id, timestamp,
instructions, git}`` followed by bare response items and ``{"record_type": "state"}`` lines.
Later rollouts wrap every line in an envelope ``{timestamp, type, payload}`` where ``type`` is
``session_meta``, ``response_item``, ``event_msg``, ``turn_context`` or ``compacted``.

Design choices:

* **Response items are the transcript.** Messages, reasoning, tool calls and tool outputs come
  from ``response_item`` payloads (bare items in legacy files), in file order. ``event_msg``
  lines mostly repeat them for the UI and are not turned into messages, with two uses:
  ``exec_command_end`` / ``patch_apply_end`` refine the tool call they name (exit code,
  duration, edits), and ``user_message`` marks which user-role item is a real prompt.
* **One prompt per real user turn.** Codex also sends the model user-role items it writes
  itself (``<environment_context>``, AGENTS.md instructions, ``<turn_aborted>``...). When a file
  has ``user_message`` events, a user item is a prompt only if such an event claims it (the
  event follows its item; the item with the same text, else the latest plain-looking one since
  the previous event); every other user item is ``meta``. Without events (legacy) the text
  decides. An event with no item to claim becomes the prompt message itself.
* **A command is counted once, on the call that started it.** ``write_stdin`` polls of a
  still-running ``exec_command`` carry its exit code and more output back to the original call,
  except a line typed into an interactive shell (``bash`` started with no script, ``tty``):
  that line is a command of its own, on the ``write_stdin`` call, with what came back as its
  output and no exit code (the shell's own exit still settles the shell's call);
  ``exec_command_end`` (authoritative when present) updates the call it names. apply_patch run
  through ``shell`` records file edits, not a shell command. Exit ``-1`` is Codex saying it has
  no exit status (a sandbox "execution error"): ``error`` with the exit code unknown.
* **Code mode (0.14x)**: an ``exec`` custom tool call whose JavaScript calls
  ``tools.exec_command`` is the command, continued by ``wait`` (rules:
  :mod:`sessgraph.formats._codex_code_mode`). ``world_state`` lines are read past;
  ``thread_settings_applied`` events update the cwd and model like ``turn_context``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import orjson

from sessgraph.formats import Reader
from sessgraph.formats._codex_code_mode import (
    CODE_MODE_TOOL,
    WAIT_TOOL,
    commands_in_script,
    parse_script_output,
)
from sessgraph.formats._codex_exec import (
    NO_EXIT_STATUS,
    argv_to_shell,
    content_text,
    duration_to_ms,
    edits_from_changes,
    int_value,
    is_interactive_shell,
    output_text,
    parse_arguments,
    parse_exec_output,
    parse_patch,
    patch_in_argv,
    status_for_exit,
    typed_line,
    without_nuls,
)
from sessgraph.formats._io import (
    as_dict,
    as_str,
    iter_json_lines,
    json_object,
    logical_name,
)
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

FORMAT = "codex"
# world_state (0.14x) snapshots AGENTS.md and the environment for the UI: read past.
ENVELOPE_TYPES = {
    "session_meta",
    "response_item",
    "event_msg",
    "turn_context",
    "compacted",
    "world_state",
}
ITEM_TYPES = {
    "message",
    "reasoning",
    "function_call",
    "function_call_output",
    "custom_tool_call",
    "custom_tool_call_output",
    "local_shell_call",
    "web_search_call",
}
# Tools whose arguments hold a shell command under "command" (an argv list or a string).
SHELL_TOOLS = {"shell", "container.exec", "shell_command", "local_shell"}
EXEC_TOOL = "exec_command"
STDIN_TOOL = "write_stdin"

_INJECTED_PREFIXES = (
    "<environment_context>",
    "<user_instructions>",
    "<permissions instructions>",
    "<turn_aborted>",
    "<user_shell_command>",
    "<subagent_notification>",
    "<skill>",
    "# AGENTS.md instructions",
)
_WRAPPED = re.compile(r"^<([a-z][a-z_ -]*)>.*</\1>$", re.DOTALL)
_ENV_CWD = re.compile(r"<environment_context>.*?<cwd>(.*?)</cwd>", re.DOTALL)
_ROLLOUT_UUID = re.compile(r"([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})")
_ENVELOPE_HEAD = re.compile(rb'^\{"timestamp":\s*"[^"]*",\s*"type":\s*"(\w+)"')
_LEGACY_HEAD = re.compile(rb'^\{"id":\s*"[^"]+",\s*"timestamp":\s*"[^"]*",\s*"instructions":')


def detect(path: Path, head: bytes) -> bool:
    """A Codex rollout: envelope lines, a legacy header, or bare response items."""
    text = head.lstrip()
    first_line = text.split(b"\n", 1)[0]
    try:
        first = orjson.loads(first_line)
    except orjson.JSONDecodeError:
        # The first line may be longer than the head (long instructions): match its prefix.
        match = _ENVELOPE_HEAD.match(text)
        return bool(match and match.group(1).decode() in ENVELOPE_TYPES) or bool(
            _LEGACY_HEAD.match(text)
        )
    if not isinstance(first, dict):
        return False
    if as_str(first.get("type")) in ENVELOPE_TYPES and isinstance(first.get("payload"), dict):
        return True
    if {"id", "timestamp", "instructions"} <= first.keys() and "type" not in first:
        return True
    return _is_bare_item(first)


def _is_bare_item(obj: dict[str, object]) -> bool:
    kind = obj.get("type")
    if kind == "message":
        # Codex messages hold a content list; sessgraph's neutral lines hold "text".
        return isinstance(obj.get("content"), list) and isinstance(obj.get("role"), str)
    return as_str(kind) in ITEM_TYPES and ("call_id" in obj or "summary" in obj)


def looks_injected(text: str) -> bool:
    """Whether a user-role text is something Codex wrote itself rather than a typed request."""
    stripped = text.strip()
    return stripped.startswith(_INJECTED_PREFIXES) or bool(_WRAPPED.match(stripped))


class _Rollout:
    """The state of one rollout while its lines stream past."""

    def __init__(self, path: Path, warnings: list[ReadWarning]) -> None:
        self.path = path
        self.warnings = warnings
        self.messages: list[Message] = []
        self.session_id: str | None = None
        self.version: str | None = None
        self.agent: str | None = None
        self.cwd: str | None = None
        self.session_cwd: str | None = None
        self.git_branch: str | None = None
        self.model: str | None = None
        self.session_model: str | None = None
        self.started_at: str | None = None
        self.ended_at: str | None = None
        self.calls: dict[str, ToolCall] = {}
        self.timestamp: str | None = None
        self.line_no = 0
        # Unified exec: process session id -> call id of the exec_command that started it,
        # and write_stdin call id -> that same original call id.
        self.exec_sessions: dict[str, str] = {}
        self.stdin_targets: dict[str, str] = {}
        # Interactive shell's call id -> call id of the last line typed into it (a later poll
        # of the shell carries more of that line's output).
        self.typed_lines: dict[str, str] = {}
        self.settled_by_event: set[str] = set()
        self.pending_ends: dict[str, dict[str, object]] = {}
        # Code mode: running cell id -> call id of the exec script, like exec_sessions above.
        self.cells: dict[str, str] = {}
        # User-role items since the last user_message event, and which ones events claimed.
        self.user_candidates: list[Message] = []
        self.user_items: list[Message] = []
        self.claimed: set[int] = set()
        self.saw_user_event = False
        self.event_prompt_text: str | None = None

    # -- lines -------------------------------------------------------------------------------

    def feed(self, line_no: int, obj: dict[str, object]) -> None:
        self.line_no = line_no
        if "record_type" in obj:
            return
        kind = obj.get("type")
        payload = obj.get("payload")
        if isinstance(kind, str) and kind in ENVELOPE_TYPES and isinstance(payload, dict):
            self.timestamp = as_str(obj.get("timestamp")) or self.timestamp
            if self.timestamp and kind != "session_meta":
                self.ended_at = self.timestamp
            self._envelope(str(kind), payload)
        elif {"id", "timestamp"} <= obj.keys() and "type" not in obj:
            self._session_meta(obj, legacy=True)
        elif isinstance(kind, str):
            self.timestamp = as_str(obj.get("timestamp"))
            self._item(obj)

    def _envelope(self, kind: str, payload: dict[str, object]) -> None:
        if kind == "session_meta":
            self._session_meta(payload, legacy=False)
        elif kind == "turn_context":
            self.cwd = as_str(payload.get("cwd")) or self.cwd
            self.model = as_str(payload.get("model")) or self.model
            self.session_model = self.session_model or self.model
        elif kind == "response_item":
            self._item(payload)
        elif kind == "event_msg":
            self._event(payload)
        elif kind == "compacted":
            text = as_str(payload.get("message")) or ""
            self._add(Role.SYSTEM, MessageKind.COMPACTION_SUMMARY, text)

    def _session_meta(self, meta: dict[str, object], *, legacy: bool) -> None:
        if self.session_id is not None:
            return  # a resumed or forked rollout repeats its parent's header: keep the first
        self.session_id = as_str(meta.get("id"))
        self.started_at = as_str(meta.get("timestamp")) or self.timestamp
        self.cwd = self.session_cwd = as_str(meta.get("cwd")) or self.cwd
        self.git_branch = as_str(as_dict(meta.get("git")).get("branch"))
        self.agent = as_str(meta.get("originator"))
        self.version = "legacy" if legacy else as_str(meta.get("cli_version"))

    # -- response items ----------------------------------------------------------------------

    def _add(
        self,
        role: Role,
        kind: MessageKind,
        text: str,
        *,
        native_id: str | None = None,
        parent_id: str | None = None,
        calls: list[ToolCall] | None = None,
    ) -> Message:
        message = Message(
            seq=len(self.messages),
            native_id=native_id or f"line:{self.line_no}",
            role=role,
            kind=kind,
            text=text,
            timestamp=self.timestamp,
            parent_id=parent_id,
            model=self.model if role == Role.ASSISTANT else None,
            source_line=self.line_no,
            tool_calls=calls or [],
        )
        self.messages.append(message)
        return message

    def _item(self, item: dict[str, object]) -> None:
        kind = item.get("type")
        if kind == "message":
            self._message(item)
        elif kind == "reasoning":
            summary = content_text(item.get("summary")) or content_text(item.get("content"))
            self._add(Role.ASSISTANT, MessageKind.REASONING, summary)
        elif kind in ("function_call", "custom_tool_call", "local_shell_call"):
            self._tool_call(item)
        elif kind in ("function_call_output", "custom_tool_call_output"):
            self._tool_output(item)
        elif kind == "web_search_call":
            call = ToolCall(
                native_id=as_str(item.get("id")),
                name="web_search",
                input=as_dict(item.get("action")) or None,
                status=as_str(item.get("status")),
            )
            self._add(Role.ASSISTANT, MessageKind.TOOL_CALL, "", calls=[call])

    def _message(self, item: dict[str, object]) -> None:
        role = as_str(item.get("role"))
        text = content_text(item.get("content"))
        if role == "assistant":
            self._add(Role.ASSISTANT, MessageKind.TEXT, text)
        elif role == "user":
            if self.event_prompt_text is not None and text.strip() == self.event_prompt_text:
                self.event_prompt_text = None  # the item of a prompt its event already gave
                return
            if self.cwd is None and (cwd := _ENV_CWD.search(text)):
                self.cwd = cwd.group(1).strip()  # legacy headers have no cwd of their own
            message = self._add(Role.USER, MessageKind.META, text)
            self.user_candidates.append(message)
            self.user_items.append(message)
        else:
            self._add(Role.SYSTEM, MessageKind.META, text)

    def _tool_call(self, item: dict[str, object]) -> None:
        kind = item.get("type")
        call_id = as_str(item.get("call_id")) or as_str(item.get("id"))
        arguments: object
        if kind == "local_shell_call":
            name, arguments = "local_shell", as_dict(item.get("action"))
        elif kind == "custom_tool_call":
            name, arguments = as_str(item.get("name")) or "custom_tool", item.get("input")
        else:
            name = as_str(item.get("name")) or "function"
            arguments = parse_arguments(item.get("arguments"))
        call = ToolCall(
            native_id=call_id,
            name=name,
            input=arguments if isinstance(arguments, (dict, list, str)) else None,
            status=as_str(item.get("status")),
        )
        self._classify(call, name, arguments)
        if call_id is not None:
            self.calls[call_id] = call
            if (end := self.pending_ends.pop(call_id, None)) is not None:
                self._exec_end(end)
        self._add(Role.ASSISTANT, MessageKind.TOOL_CALL, "", native_id=call_id, calls=[call])

    def _classify(self, call: ToolCall, name: str, arguments: object) -> None:
        """Attach the shell command or the file edits a tool call carries."""
        args = as_dict(arguments)
        if name == "apply_patch":
            patch = arguments if isinstance(arguments, str) else as_str(args.get("input"))
            call.edits = parse_patch(patch) if patch else []
            return
        if name in (STDIN_TOOL, WAIT_TOOL):
            sessions = self.exec_sessions if name == STDIN_TOOL else self.cells
            key = "session_id" if name == STDIN_TOOL else "cell_id"
            target = sessions.get(str(args.get(key)))
            if target is not None and call.native_id is not None:
                self.stdin_targets[call.native_id] = target
                shell = self.calls.get(target)
                line = typed_line(args.get("chars")) if name == STDIN_TOOL else None
                if line and shell and shell.command and is_interactive_shell(shell.command.command):
                    self.typed_lines[target] = call.native_id
                    call.command = Command(
                        command=line,
                        cwd=shell.command.cwd,
                        started_at=self.timestamp,
                        status=CommandStatus.UNKNOWN,
                    )
            return
        if name == CODE_MODE_TOOL and isinstance(arguments, str):
            self._code_mode_call(call, arguments)
            return
        if name in SHELL_TOOLS:
            raw = args.get("command")
            argv = [str(part) for part in raw] if isinstance(raw, list) else None
            if argv is not None and (patch := patch_in_argv(argv)) is not None:
                call.edits = parse_patch(patch)
                return
            command = argv_to_shell(argv) if argv is not None else as_str(raw)
            workdir = as_str(args.get("workdir")) or as_str(args.get("working_directory"))
        elif name == EXEC_TOOL:
            command, workdir = as_str(args.get("cmd")), as_str(args.get("workdir"))
        else:
            return
        if command is None:
            # Arguments that are not JSON (redacted, truncated) still name a shell execution.
            command = arguments if isinstance(arguments, str) else ""
        call.command = Command(
            command=command,
            cwd=workdir or self.cwd,
            started_at=self.timestamp,
            status=CommandStatus.UNKNOWN,
        )

    def _code_mode_call(self, call: ToolCall, script: str) -> None:
        """A code-mode script that runs shell commands is one command (see _codex_code_mode)."""
        found = commands_in_script(script)
        if not found:
            return
        call.command = Command(
            command="\n".join(item.command for item in found),
            cwd=next((item.workdir for item in found if item.workdir), None) or self.cwd,
            started_at=self.timestamp,
            status=CommandStatus.UNKNOWN,
        )

    def _script_output(self, call_id: str, call: ToolCall, text: str, *, more: bool) -> bool:
        """A code-mode output (of the script, or of a ``wait`` on its cell) for its command;
        false when the text is not a code-mode output."""
        result = parse_script_output(text)
        if not result.is_script_output or call.command is None:
            return False
        if result.running_cell is not None:
            self.cells[result.running_cell] = call_id
        output = result.output
        if more and call.command.output:
            output = call.command.output + output
        _update_command(
            call,
            exit_code=result.exit_code,
            status=result.status,
            output=output,
            duration_ms=result.duration_ms,
        )
        return True

    def _tool_output(self, item: dict[str, object]) -> None:
        call_id = as_str(item.get("call_id"))
        text = without_nuls(output_text(item.get("output")) or "")
        self._add(Role.TOOL, MessageKind.TOOL_RESULT, text, native_id=call_id, parent_id=call_id)
        call = self.calls.get(call_id) if call_id else None
        if call is None or call_id is None:
            return
        call.result_text = text
        success = as_dict(item.get("output")).get("success")
        if isinstance(success, bool):
            call.is_error = not success
        if call.command is not None and call_id in self.stdin_targets:
            self._typed_output(call_id, call, text)
        elif call.command is not None:
            self._command_output(call_id, call, text)
        elif call_id in self.stdin_targets:
            self._stdin_output(call_id, text)
        elif call.edits or call.name == "apply_patch":
            result = parse_exec_output(text)
            if result.exit_code is not None or result.status != CommandStatus.UNKNOWN:
                call.is_error = result.status != CommandStatus.OK

    def _command_output(self, call_id: str, call: ToolCall, text: str) -> None:
        if call.name == CODE_MODE_TOOL and self._script_output(call_id, call, text, more=False):
            return
        result = parse_exec_output(text)
        if result.running_session is not None:
            self.exec_sessions[result.running_session] = call_id
        if call_id in self.settled_by_event:
            return
        _update_command(
            call,
            exit_code=result.exit_code,
            status=result.status,
            output=result.output,
            duration_ms=result.duration_ms,
        )

    def _typed_output(self, call_id: str, call: ToolCall, text: str) -> None:
        """A line typed into an interactive shell: what came back is its output; its own exit
        status is not recorded (the shell keeps running). An exit code in the header is the
        shell's, which ended (``exit`` typed, or the line ended it)."""
        result = parse_exec_output(text)
        _update_command(call, output=result.output, duration_ms=result.duration_ms)
        shell = self.calls.get(self.stdin_targets[call_id])
        if shell is not None and result.exit_code is not None:
            _update_command(shell, exit_code=result.exit_code, status=result.status)

    def _stdin_output(self, stdin_call_id: str, text: str) -> None:
        """A write_stdin poll's output continues the command that is still running: in an
        interactive shell, the line typed last."""
        target_id = self.stdin_targets[stdin_call_id]
        typed = self.calls.get(self.typed_lines.get(target_id, ""))
        if typed is not None and typed.command is not None:
            result = parse_exec_output(text)
            _update_command(typed, output=(typed.command.output or "") + (result.output or ""))
            shell = self.calls.get(target_id)
            if shell is not None and result.exit_code is not None:
                _update_command(shell, exit_code=result.exit_code, status=result.status)
            return
        target = self.calls.get(target_id)
        if target is None or target.command is None or target_id in self.settled_by_event:
            return
        code_mode = target.name == CODE_MODE_TOOL
        if code_mode and self._script_output(target_id, target, text, more=True):
            return
        result = parse_exec_output(text)
        changes: dict[str, object] = {}
        if result.output:
            changes["output"] = (target.command.output or "") + result.output
        if result.exit_code is not None:
            changes.update(exit_code=result.exit_code, status=result.status)
        _update_command(target, **changes)

    # -- events ------------------------------------------------------------------------------

    def _event(self, payload: dict[str, object]) -> None:
        kind = payload.get("type")
        if kind == "user_message":
            self._user_event(as_str(payload.get("message")) or "")
        elif kind == "exec_command_end":
            call_id = as_str(payload.get("call_id"))
            if call_id is not None and call_id not in self.calls:
                self.pending_ends[call_id] = payload
            else:
                self._exec_end(payload)
        elif kind == "thread_settings_applied":
            # 0.14x: the settings a turn runs with (turn_context is no longer always written).
            settings = as_dict(payload.get("thread_settings"))
            self.cwd = as_str(settings.get("cwd")) or self.cwd
            self.model = as_str(settings.get("model")) or self.model
            self.session_model = self.session_model or self.model
        elif kind == "patch_apply_end":
            call = self.calls.get(as_str(payload.get("call_id")) or "")
            if call is None:
                return
            success = payload.get("success")
            if isinstance(success, bool):
                call.is_error = not success
            if not call.edits:
                call.edits = edits_from_changes(as_dict(payload.get("changes")))

    def _exec_end(self, payload: dict[str, object]) -> None:
        call_id = as_str(payload.get("call_id")) or ""
        call_id = self.stdin_targets.get(call_id, call_id)
        call = self.calls.get(call_id)
        if call is None or call.command is None:
            return
        command = call.command
        exit_code = int_value(payload.get("exit_code"))
        output = as_str(payload.get("aggregated_output"))
        if output is None:
            parts = [as_str(payload.get("stdout")), as_str(payload.get("stderr"))]
            output = "".join(part for part in parts if part) or None
        output = without_nuls(output) if output is not None else None
        exit_code = exit_code if exit_code is not None else command.exit_code
        _update_command(
            call,
            exit_code=exit_code,
            status=status_for_exit(exit_code),
            output=output if output is not None else command.output,
            duration_ms=duration_to_ms(payload.get("duration")) or command.duration_ms,
        )
        self.settled_by_event.add(call_id)

    def _user_event(self, text: str) -> None:
        """A ``user_message`` event claims the user item it was recorded for."""
        self.saw_user_event = True
        wanted = text.strip()
        candidates = self.user_candidates
        match = next((m for m in reversed(candidates) if m.text.strip() == wanted), None)
        if match is None:
            match = next((m for m in reversed(candidates) if not looks_injected(m.text)), None)
        self.user_candidates = []
        if match is not None:
            self.claimed.add(match.seq)
            return
        message = self._add(Role.USER, MessageKind.META, text)
        self.user_items.append(message)
        self.claimed.add(message.seq)
        self.event_prompt_text = wanted

    # -- result ------------------------------------------------------------------------------

    def finish(self) -> ParsedSession:
        for message in self.user_items:
            is_prompt = not looks_injected(message.text) and (
                message.seq in self.claimed or not self.saw_user_event
            )
            if is_prompt:
                # model_copy keeps the plain string value that validation would have stored
                self.messages[message.seq] = message.model_copy(
                    update={"kind": MessageKind.PROMPT.value}
                )
        session = Session(
            id=self.session_id or _id_from_name(self.path),
            format=FORMAT,
            format_version=self.version,
            source_path=str(self.path),
            cwd=self.session_cwd or self.cwd,
            git_branch=self.git_branch,
            agent=self.agent,
            model=self.session_model,
            started_at=self.started_at,
            ended_at=self.ended_at,
        )
        return ParsedSession(session=session, messages=self.messages, warnings=self.warnings)


def _update_command(call: ToolCall, **changes: object) -> None:
    """Replace the call's command with an updated copy (status as its plain string value)."""
    if call.command is None:
        return
    if changes.get("exit_code") == NO_EXIT_STATUS:
        changes["exit_code"] = None  # see _codex_exec.NO_EXIT_STATUS; status_for_exit said error
    status = changes.get("status")
    if isinstance(status, CommandStatus):
        changes["status"] = status.value
        if status != CommandStatus.UNKNOWN:
            call.is_error = status not in (CommandStatus.OK, CommandStatus.RUNNING)
    call.command = call.command.model_copy(update=changes)


def _id_from_name(path: Path) -> str:
    name = logical_name(path)
    match = _ROLLOUT_UUID.search(name)
    return match.group(1) if match else name.split(".")[0]


def read(path: Path) -> Iterator[ParsedSession]:
    """Read one rollout file into one session."""
    warnings: list[ReadWarning] = []
    rollout = _Rollout(path, warnings)
    for line_no, obj in iter_json_lines(path, warnings):
        rollout.feed(line_no, obj)
    yield rollout.finish()


def turn_start(raw: bytes) -> bool:
    """A ``turn_context`` line opens a model turn: the calls of earlier turns have their
    outputs (legacy rollouts have none, and are cut only when a turn is too long)."""
    if b'"turn_context"' not in raw:
        return False
    obj = json_object(raw)
    return obj is not None and obj.get("type") == "turn_context"


def header_line(raw: bytes) -> bool:
    """The session header: ``session_meta`` (envelope) or the bare legacy header."""
    obj = json_object(raw) if b'"id"' in raw or b"session_meta" in raw else None
    if obj is None:
        return False
    if obj.get("type") == "session_meta":
        return True
    return {"id", "timestamp"} <= obj.keys() and "type" not in obj and "record_type" not in obj


READER = Reader(
    name=FORMAT,
    read=read,
    detect=detect,
    description="Codex CLI / Codex Desktop rollout JSONL (legacy and envelope formats)",
    turn_start=turn_start,
    header_line=header_line,
)
