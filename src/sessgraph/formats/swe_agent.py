"""SWE-agent trajectories (``<instance>.traj``), SWE-agent 0.x and 1.x.

One ``.traj`` file is one JSON object and one session: ``history`` (the conversation as sent to
the model), ``trajectory`` (one step per action: ``action``, ``observation``, ``thought``,
``response``, ``state`` and, 1.x, ``execution_time``), ``info`` (exit status, submission,
model stats) and, 1.x, ``replay_config`` (problem statement, model). Two shapes exist:

* **0.x** history items have ``role`` / ``content`` / ``agent``, assistant items add
  ``thought`` and ``action``, and every observation comes back as a ``user`` message wrapped
  in the next-step template (``(Open file: …)`` / ``(Current directory: …)`` / ``bash-$``).
  Demonstrations are ``user`` items with ``is_demo``.
* **1.x** items also carry ``message_type`` (``system_prompt``, ``observation``, ``action``);
  with function calling, assistant items hold ``tool_calls`` and observations are ``tool``
  messages naming their ``tool_call_ids``.

**Which list defines the messages.** ``history`` is the conversation, so messages come from it
alone, one per item, in order; ``trajectory`` steps are joined onto the assistant items whose
``action`` they repeat (matched in order by action text), supplying the raw output (without
the template), the working directory and the execution time. Steps become messages of their own
only after the last matched one (1.x saves ``history`` before its final step, usually the
``submit``, is added) or when ``history`` is empty: then an assistant message and a tool
result per step, whose ``source_line`` is the 1-based step index. So nothing is counted twice.

Kinds: the system prompt → ``system`` / ``meta``; demonstrations → ``meta``; the first other
``user`` item (the task, holding the issue) → ``prompt``; a ``user`` or ``tool`` item
answering an action → ``tool`` / ``tool_result``; any later ``user`` item is a template
SWE-agent injected → ``meta``. An assistant item with an action → ``tool_call``, else
``text``. The title is the problem statement's first line (``replay_config``, else the line
after ``ISSUE:`` / ``<pr_description>`` in the prompt, else the prompt's first line); the
session id is the file name without ``.traj``.

**Tools versus shell commands.** With function calling the tool's name decides: only ``bash``
runs a shell command. Without it the action's first word decides: SWE-agent's own commands
(``open``, ``goto``, ``scroll_*``, ``create``, ``edit``, ``insert``, ``find_file``,
``search_*``, ``submit``, ``str_replace_editor``, the CTF and browser tools, …, plus every
command the system prompt documents) are tools named after the command; anything else is a
shell command run by ``bash``.

**Status of shell commands.** SWE-agent records no exit code, so ``exit_code`` is ``None``
except where bash defines it, and the status comes from the output only where it is
unambiguous: "EXECUTION TIMED OUT" / "was cancelled because it took more than" →
``interrupted``; "Your bash command contained syntax errors and was NOT executed" → ``error``;
no output and SWE-agent's "Your command ran successfully and did not produce any output." →
``ok`` (SWE-agent's own claim: it says so for every silent command); a simple command (no
pipe, list or redirection) whose whole output is ``bash: X: command not found`` for its own
program X → ``failed`` with 127; a simple ``python …`` whose whole output is one traceback
(or a ``SyntaxError`` report) → ``failed``. Everything else is ``unknown``, never guessed ok.
``cwd`` is the working directory of the previous step's state (the state is recorded after
the step), else, for a command without ``cd``, this step's.

**Edits.** ``edit N:M`` … ``end_of_edit`` (M−N+1 lines removed), ``edit 'search' 'replace'``,
``insert`` (the open file, or the ``[File: …]`` the output names), ``create <file>`` (a write)
and ``str_replace_editor create|str_replace|insert`` (their arguments) → :class:`FileEdit`,
unless the output says the edit was not applied (lint rejection, text not found, …).

Malformed items (a history entry or step that is not an object) are warnings naming their
index (``line`` is the 1-based index in ``history``, or in ``trajectory`` when read from it);
a file that is not valid JSON yields an empty session with a warning giving the line.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import orjson

from sessgraph.formats import Reader
from sessgraph.formats import _swe_agent_tools as tools
from sessgraph.formats._io import as_dict, as_list, as_str, first_line, logical_name, read_bytes
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

FORMAT = "swe-agent"
_TRAJECTORY_KEY = re.compile(rb'"trajectory"\s*:\s*\[')
_STEP_KEYS = (b'"action"', b'"observation"', b'"history"', b'"response"')
_TEMPLATE_TAIL = re.compile(r"\n?\(Open file: [^\n]*\)\n\(Current directory: [^\n]*\)\n\S*\$\s*\Z")
_ISSUE_MARKERS = ("ISSUE:\n", "<pr_description>\n", "<issue_description>\n", "<issue>\n")
_CD = re.compile(r"(?:^|[;&|(]\s*)cd(?:\s|$)")


def detect(path: Path, head: bytes) -> bool:
    """A SWE-agent trajectory: a JSON object with a ``trajectory`` list of steps."""
    if not head.lstrip().startswith(b"{"):
        return False
    if _TRAJECTORY_KEY.search(head):
        return any(key in head for key in _STEP_KEYS)
    return logical_name(path).endswith(".traj") and b'"history"' in head


def _text(content: object) -> str:
    """A history item's content: a string, or (multimodal 1.x) a list of text blocks."""
    if isinstance(content, str):
        return content
    parts = [as_str(as_dict(block).get("text")) for block in as_list(content)]
    return "\n".join(part for part in parts if part)


def _json_dict(value: object) -> dict[str, object]:
    """A dict field that some versions store as a JSON string (``state``, ``replay_config``)."""
    if isinstance(value, str):
        try:
            value = orjson.loads(value)
        except orjson.JSONDecodeError:
            return {}
    return as_dict(value)


def _arguments(function: dict[str, object]) -> dict[str, object]:
    raw = function.get("arguments")
    return _json_dict(raw) if isinstance(raw, str) else as_dict(raw)


def _state_path(state: dict[str, object], key: str) -> str | None:
    value = as_str(state.get(key))
    return value.strip() if value and value.strip() not in ("", "n/a") else None


@dataclass
class _Pending:
    """An action's tool call waiting for its observation message."""

    call: ToolCall
    action: str
    arguments: dict[str, object]
    step: dict[str, object] | None
    cwd_before: str | None


@dataclass
class _Builder:
    """Turns one trajectory document into one ParsedSession (see the module docstring)."""

    path: Path
    warnings: list[ReadWarning]
    steps: list[object]
    special: set[str] = field(default_factory=lambda: set(tools.SPECIAL_COMMANDS))
    messages: list[Message] = field(default_factory=list)
    pending: list[_Pending] = field(default_factory=list)
    next_step: int = 0
    actions: int = 0
    shell_dir: str | None = None
    prompt: str | None = None
    cwd: str | None = None

    def warn(self, line: int, message: str) -> None:
        self.warnings.append(ReadWarning(path=str(self.path), line=line, message=message))

    def _message(self, line: int, role: Role, kind: MessageKind, text: str) -> Message:
        message = Message(seq=len(self.messages), role=role, kind=kind, text=text, source_line=line)
        self.messages.append(message)
        return message

    # -- history -----------------------------------------------------------------------
    def feed(self, line: int, item: object) -> None:
        if not isinstance(item, dict):
            self.warn(line, f"history[{line - 1}]: expected an object, got {type(item).__name__}")
            return
        role = as_str(item.get("role"))
        text = _text(item.get("content"))
        message_type = as_str(item.get("message_type"))
        if item.get("is_demo") is True or message_type == "demonstration":
            self._flush()
            self._message(
                line, Role.USER if role == "user" else Role.SYSTEM, MessageKind.META, text
            )
        elif role == "system":
            self._flush()
            self.special |= tools.documented_commands(text)
            self._message(line, Role.SYSTEM, MessageKind.META, text)
        elif role == "assistant":
            self._flush()
            self._assistant(line, item, text)
        elif role == "tool" or (role == "user" and self.pending):
            self._observation(line, item, text)
        elif role == "user":
            kind = MessageKind.META if self.prompt is not None else MessageKind.PROMPT
            self.prompt = text if self.prompt is None else self.prompt
            self._message(line, Role.USER, kind, text)
        else:
            self.warn(line, f"history[{line - 1}]: unknown role {role!r}")

    def _assistant(self, line: int, item: dict[str, object], text: str) -> None:
        action = as_str(item.get("action")) or ""
        tool_calls = [as_dict(call) for call in as_list(item.get("tool_calls"))]
        if not action.strip() and not tool_calls:
            self._message(line, Role.ASSISTANT, MessageKind.TEXT, text)
            return
        message = self._message(line, Role.ASSISTANT, MessageKind.TOOL_CALL, text)
        self.actions += 1
        step = self._step_for(action)
        # 0.x trajectories have no call ids: the step's index in ``trajectory`` names the call.
        step_id = f"step:{self.next_step - 1}" if step is not None else None
        if not tool_calls:
            message.tool_calls.append(self._call(step_id, self._name(action), action, {}, step))
        for index, call in enumerate(tool_calls):
            function = as_dict(call.get("function"))
            name = as_str(function.get("name")) or self._name(action)
            arguments = _arguments(function)
            native_id = as_str(call.get("id")) or (step_id if index == 0 else None)
            # SWE-agent executes exactly one call per response; its step is the first's.
            tool_call = self._call(native_id, name, action, arguments, step if index == 0 else None)
            message.tool_calls.append(tool_call)

    def _name(self, action: str) -> str:
        word = tools.first_word(action)
        return word if word in self.special else tools.SHELL_TOOL

    def _step_for(self, action: str) -> dict[str, object] | None:
        """The next trajectory step repeating this action (matched by text, in order)."""
        wanted = action.strip()
        for index in range(self.next_step, len(self.steps)):
            step = self.steps[index]
            if isinstance(step, dict) and (as_str(step.get("action")) or "").strip() == wanted:
                self.next_step = index + 1
                return step
        return None

    def _call(
        self,
        native_id: str | None,
        name: str,
        action: str,
        arguments: dict[str, object],
        step: dict[str, object] | None,
    ) -> ToolCall:
        call = ToolCall(native_id=native_id, name=name, input=arguments or action)
        if name == tools.SHELL_TOOL:
            command = as_str(arguments.get("command")) or action.strip()
            call.command = Command(command=command, status=CommandStatus.UNKNOWN)
        self.pending.append(_Pending(call, action, arguments, step, self.shell_dir))
        if step is not None:
            state = _json_dict(step.get("state"))
            self.shell_dir = _state_path(state, "working_dir") or self.shell_dir
            self.cwd = self.cwd or self.shell_dir
        return call

    def _observation(self, line: int, item: dict[str, object], text: str) -> None:
        self._message(line, Role.TOOL, MessageKind.TOOL_RESULT, text)
        ids = {as_str(i) for i in as_list(item.get("tool_call_ids"))}
        matching = [p for p in self.pending if p.call.native_id in ids] or self.pending[:1]
        for pending in matching:
            self._apply(pending, text)
            self.pending.remove(pending)
        self._flush()  # a call the observation did not name never gets one

    def _flush(self) -> None:
        """Complete calls left without an observation message (e.g. the final ``submit``)."""
        for pending in self.pending:
            self._apply(pending, "")
        self.pending.clear()

    # -- results -----------------------------------------------------------------------
    def _apply(self, pending: _Pending, seen_text: str) -> None:
        call, step = pending.call, pending.step
        if step is not None:
            raw = as_str(step.get("observation")) or ""
        elif seen_text.lstrip().startswith(tools.NO_OUTPUT_MARKER):
            raw = ""
        else:
            raw = _TEMPLATE_TAIL.sub("", seen_text)
        call.result_text = raw or seen_text or None
        state = _json_dict(step.get("state")) if step is not None else {}
        command = call.command
        if command is not None:
            status, command.exit_code = tools.shell_outcome(command.command, raw, seen_text)
            # Records keep enum values (use_enum_values); plain assignment is not validated.
            command.status = status.value  # type: ignore[assignment]
            command.output = raw
            seconds = step.get("execution_time") if step is not None else None
            if isinstance(seconds, (int, float)) and not isinstance(seconds, bool):
                command.duration_ms = int(seconds * 1000)
            after = _state_path(state, "working_dir")
            command.cwd = pending.cwd_before or (
                after if after and not _CD.search(command.command) else None
            )
            call.status = status.value
            return
        edits = tools.edits_for(
            call.name, pending.action, pending.arguments, _state_path(state, "open_file"), raw
        )
        base = _state_path(state, "working_dir") or pending.cwd_before
        for edit in edits:
            if base and not edit.path.startswith("/"):
                edit.path = posixpath.normpath(posixpath.join(base, edit.path))
        call.edits = edits
        if tools.edit_failed(raw):
            call.is_error = True
            call.status = "error"

    def finish(self, document: dict[str, object]) -> ParsedSession:
        self._flush()
        info = as_dict(document.get("info"))
        replay = _json_dict(document.get("replay_config"))
        statement = _json_dict(replay.get("problem_statement"))
        model = as_str(as_dict(as_dict(replay.get("agent")).get("model")).get("name"))
        history = as_list(document.get("history"))
        typed = any("message_type" in as_dict(item) for item in history)
        version = as_str(info.get("swe_agent_version")) or ("1.x" if typed or replay else "0.x")
        session = Session(
            id=logical_name(self.path).removesuffix(".traj").removesuffix(".json"),
            format=FORMAT,
            format_version=version,
            source_path=str(self.path),
            title=first_line(as_str(statement.get("text")) or "") or self._prompt_title(),
            cwd=self.cwd,
            model=model,
        )
        return ParsedSession(session=session, messages=self.messages, warnings=self.warnings)

    def _prompt_title(self) -> str | None:
        prompt = self.prompt or ""
        for marker in _ISSUE_MARKERS:
            _, found, rest = prompt.partition(marker)
            if found:
                return first_line(rest)
        return first_line(prompt)


def _from_trajectory(builder: _Builder, first: int = 0) -> None:
    """Messages for steps ``first``… : one assistant and one tool message per step."""
    for line, step in enumerate(builder.steps[first:], start=first + 1):
        if not isinstance(step, dict):
            builder.warn(line, f"trajectory[{line - 1}]: expected an object")
            continue
        response = as_str(step.get("response")) or as_str(step.get("thought")) or ""
        builder._assistant(line, {"action": step.get("action")}, response)
        if builder.pending:
            builder._observation(line, {}, as_str(step.get("observation")) or "")


def read(path: Path) -> Iterator[ParsedSession]:
    """Read one SWE-agent ``.traj`` file (plain, .gz or .zst) into one session."""
    warnings: list[ReadWarning] = []
    data = read_bytes(path, warnings)
    try:
        document = orjson.loads(data)
    except orjson.JSONDecodeError as exc:
        line = data.count(b"\n", 0, exc.pos) + 1
        warnings.append(ReadWarning(path=str(path), line=line, message=f"invalid JSON: {exc}"))
        document = {}
    if not isinstance(document, dict):
        warnings.append(ReadWarning(path=str(path), line=1, message="expected a JSON object"))
        document = {}
    builder = _Builder(path, warnings, as_list(document.get("trajectory")))
    history = as_list(document.get("history"))
    if history:
        for line, item in enumerate(history, start=1):
            builder.feed(line, item)
        builder._flush()
        # 1.x saves the history before its last step (the submit) is added; that step is
        # read from the trajectory. If no action matched a step, the lists disagree and the
        # steps are left out rather than counted twice.
        if builder.next_step or not builder.actions:
            _from_trajectory(builder, builder.next_step)
    else:
        _from_trajectory(builder)
    yield builder.finish(document)


READER = Reader(
    name=FORMAT,
    read=read,
    detect=detect,
    description="SWE-agent trajectory (.traj), 0.x and 1.x (function calling) forms",
)
