"""Google Antigravity conversations: ``~/.gemini/antigravity-ide/brain/<conversation id>/
.system_generated/logs/transcript.jsonl`` (``transcript_full.jsonl`` beside it is the same
steps without truncated fields).

One JSON object per line, a **step**: ``{step_index, source, type, status, created_at,
content?, thinking?, tool_calls?, error?, error_code?, truncated_fields?}``, ``source`` one of
``USER_EXPLICIT`` / ``MODEL`` / ``SYSTEM``, ``status`` ``DONE`` / ``RUNNING`` / ``ERROR``:

* ``USER_INPUT``: what the user typed, in ``<USER_REQUEST>…</USER_REQUEST>`` (settings changes
  and metadata in their own tags beside it);
* ``PLANNER_RESPONSE``: the model's turn, its text in ``content``, ``thinking``, and
  ``tool_calls: [{name, args}]`` whose argument values are JSON text (``"\\"npm test\\""``);
* then one step per call, in order, typed by what ran (``RUN_COMMAND``, ``CODE_ACTION``,
  ``VIEW_FILE``, ``LIST_DIRECTORY``, ``GREP_SEARCH``, ``READ_URL_CONTENT``, ``GENERIC`` …),
  ``content`` opening with ``Created At:`` / ``Completed At:`` lines. A command's result says
  ``The command completed successfully.`` or ``The command failed with exit code: N`` before
  ``Output:``; a refused one is ``status: ERROR`` with ``user denied permission for
  command(…)``; one moved to the background is ``status: RUNNING`` with ``Tool is running as a
  background task with task id: <id>``, and it ends in a later ``SYSTEM_MESSAGE`` ``Task id
  "<id>" finished with result: …`` holding the same result layout;
* ``USER_EXPLICIT`` steps of a tool type are what the user did in the IDE (``The USER performed
  the following action:\\nCommand: …\\nCWD: …`` and the result);
* ``SYSTEM`` steps: reminders (``EPHEMERAL_MESSAGE``), notices (``SYSTEM_MESSAGE``), errors
  (``ERROR_MESSAGE``, the text in ``error``), the summary written when the context was cut
  (``CHECKPOINT``), and markers without content.

Design choices:

* **Steps are named by line** (``line:N``, 0-based): ``step_index`` repeats when the context is
  rebuilt, so it names nothing. Calls have no id of their own; a result answers the oldest
  unanswered call of the latest model turn, as the steps are written in call order.
* **Exit codes only from the result's own words** (above); a background command keeps
  ``running`` until its ``finished with result`` notice, joined by task id, gives its end. A
  refusal by the user is ``interrupted``, any other step error ``error``.
* The user's own terminal commands are ``user-bash`` calls (as Claude Code's ``!cmd``), so
  they are searchable but not taken for the agent's.
* A conversation's ``transcript.jsonl`` is not read when ``transcript_full.jsonl`` is beside it:
  both hold the same steps, the full one without ``<truncated …>`` cuts.
* Edits (``write_to_file``, ``replace_file_content``, ``multi_replace_file_content``) count
  lines from their arguments; an edit whose step failed changed nothing.
"""

from __future__ import annotations

import contextlib
import re
from collections import deque
from collections.abc import Iterator
from pathlib import Path

import orjson

from sessgraph.formats import Reader
from sessgraph.formats._claude_code_tools import USER_BASH_TOOL
from sessgraph.formats._io import as_dict, as_list, as_str, first_line, iter_json_lines
from sessgraph.formats._text_edits import diff_line_counts, line_count
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

FORMAT = "antigravity"
SHELL_TOOL = "run_command"
_WRITE_TOOLS = {"write_to_file"}
_REPLACE_TOOLS = {"replace_file_content", "multi_replace_file_content"}
_HEAD = re.compile(
    rb'\A\{[^\n]{0,200}?"source":\s*"(?:USER_EXPLICIT|MODEL|SYSTEM)",\s*"type":\s*"[A-Z_]+"'
)
_STAMPS = re.compile(r"\A(?:(?:Created|Completed) At: [^\n]*\n)+\n?")
_OK = re.compile(r"^\s*The command completed successfully\.\s*$", re.MULTILINE)
_FAILED = re.compile(r"^\s*The command failed with exit code: (-?\d+)\s*$", re.MULTILINE)
_OUTPUT = re.compile(r"^\s*Output:\n\t*", re.MULTILINE)
_NO_OUTPUT = re.compile(r"^\s*No output\s*$", re.MULTILINE)
_BACKGROUND = re.compile(r"Tool is running as a background task with task id: (\S+)")
_FINISHED = re.compile(r'Task id "([^"]+)" finished with result:\n')
_DENIED = "user denied permission"
_USER_ACTION = re.compile(r"\AThe USER performed the following action:\nCommand: ([^\n]*)\n")
_USER_CWD = re.compile(r"^CWD: ([^\n]*)$", re.MULTILINE)
_REQUEST = re.compile(r"<USER_REQUEST>\n?(.*?)\n?</USER_REQUEST>", re.DOTALL)
_UUID = r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"
_CONVERSATION = re.compile(rf"\A{_UUID}\Z")
# Paths and task ids in the steps name the conversation: ``brain/<id>/…``, ``<id>/task-141``.
_NAMED_CONVERSATION = re.compile(rf"(?:brain[\\/]+|task id: )({_UUID})[\\/]")


def detect(path: Path, head: bytes) -> bool:
    """A JSONL file whose first step has Antigravity's ``source`` and ``type`` words."""
    return _HEAD.match(head.removeprefix(b"\xef\xbb\xbf")) is not None


def _arguments(raw: object) -> dict[str, object]:
    """A call's arguments with each JSON-text value decoded (kept as text when it is not JSON)."""
    decoded: dict[str, object] = {}
    for key, value in as_dict(raw).items():
        if isinstance(value, str):
            with contextlib.suppress(orjson.JSONDecodeError):
                value = orjson.loads(value)
        decoded[key] = value
    return decoded


def _result(text: str) -> tuple[int | None, str]:
    """``(exit code, output)`` of a command result in Antigravity's words."""
    failed = _FAILED.search(text)
    exit_code = int(failed.group(1)) if failed else (0 if _OK.search(text) else None)
    output = _OUTPUT.search(text)
    if output is not None:
        return exit_code, text[output.end() :]
    return exit_code, "" if _NO_OUTPUT.search(text) else text.strip()


def _settle(command: Command, text: str) -> None:
    """Set a command's exit code, status and output from a result text."""
    exit_code, output = _result(text)
    command.exit_code = exit_code
    command.output = output
    if exit_code is None:
        command.status = CommandStatus.UNKNOWN
    else:
        command.status = CommandStatus.OK if exit_code == 0 else CommandStatus.FAILED


def _edits(name: str, args: dict[str, object]) -> list[FileEdit]:
    path = as_str(args.get("TargetFile"))
    if not path:
        return []
    if name in _WRITE_TOOLS:
        added = line_count(as_str(args.get("CodeContent")) or "")
        return [FileEdit(path=path, kind=EditKind.WRITE, lines_added=added)]
    if name not in _REPLACE_TOOLS:
        return []
    chunks = [as_dict(c) for c in as_list(args.get("ReplacementChunks"))] or [args]
    added = removed = 0
    for chunk in chunks:
        chunk_added, chunk_removed = diff_line_counts(
            as_str(chunk.get("TargetContent")) or "", as_str(chunk.get("ReplacementContent")) or ""
        )
        added, removed = added + chunk_added, removed + chunk_removed
    return [FileEdit(path=path, kind=EditKind.EDIT, lines_added=added, lines_removed=removed)]


class _Builder:
    def __init__(self, path: Path, warnings: list[ReadWarning]) -> None:
        self.path = path
        self.warnings = warnings
        self.messages: list[Message] = []
        self.pending: deque[ToolCall] = deque()
        self.background: dict[str, ToolCall] = {}
        self.cwd: str | None = None
        self.conversation: str | None = None

    def add(
        self,
        line_no: int,
        step: dict[str, object],
        role: Role,
        kind: MessageKind,
        text: str,
        calls: list[ToolCall] | None = None,
    ) -> None:
        self.messages.append(
            Message(
                seq=len(self.messages),
                native_id=f"line:{line_no - 1}",
                role=role,
                kind=kind,
                text=text,
                timestamp=as_str(step.get("created_at")),
                source_line=line_no,
                tool_calls=calls or [],
            )
        )

    def step(self, line_no: int, step: dict[str, object]) -> None:
        source = as_str(step.get("source"))
        kind = as_str(step.get("type")) or ""
        content = as_str(step.get("content")) or ""
        if self.conversation is None and (named := _NAMED_CONVERSATION.search(content)):
            self.conversation = named.group(1)
        if kind == "USER_INPUT":
            request = _REQUEST.search(content)
            text = request.group(1) if request else content
            self.add(
                line_no,
                step,
                Role.USER,
                MessageKind.PROMPT if text.strip() else MessageKind.META,
                text,
            )
        elif kind == "PLANNER_RESPONSE":
            self._model(line_no, step, content)
        elif source == "USER_EXPLICIT":
            self._user_action(line_no, step, content)
        elif source == "MODEL":
            self._answer(line_no, step, kind, content)
        else:
            self._system(line_no, step, kind, content)

    def _model(self, line_no: int, step: dict[str, object], content: str) -> None:
        calls = []
        for raw in as_list(step.get("tool_calls")):
            item = as_dict(raw)
            name = as_str(item.get("name")) or "unknown"
            args = _arguments(item.get("args"))
            call = ToolCall(name=name, input=args)
            if name == SHELL_TOOL:
                cwd = as_str(args.get("Cwd"))
                self.cwd = self.cwd or cwd
                command = as_str(args.get("CommandLine")) or ""
                call.command = Command(
                    command=command, cwd=cwd, started_at=as_str(step.get("created_at"))
                )
            calls.append(call)
        thinking = as_str(step.get("thinking")) or ""
        if calls:
            kind = MessageKind.TOOL_CALL
        elif not content.strip() and thinking.strip():
            kind = MessageKind.REASONING
        else:
            kind = MessageKind.TEXT
        text = content if content.strip() or not thinking else thinking
        self.pending = deque(calls)
        self.add(line_no, step, Role.ASSISTANT, kind, text, calls)

    def _answer(self, line_no: int, step: dict[str, object], kind: str, content: str) -> None:
        body = _STAMPS.sub("", content)
        status = as_str(step.get("status"))
        call = self.pending.popleft() if self.pending else None
        if call is not None:
            call.result_text = body
            call.status = "error" if status == "ERROR" else "success"
            call.is_error = status == "ERROR"
            if call.command is not None:
                self._command_result(call, call.command, status, body)
            elif status != "ERROR":
                call.edits = _edits(call.name, as_dict(call.input))
        self.add(line_no, step, Role.TOOL, MessageKind.TOOL_RESULT, body)

    def _command_result(
        self, call: ToolCall, command: Command, status: str | None, body: str
    ) -> None:
        if status == "ERROR":
            refused = _DENIED in body
            command.status = CommandStatus.INTERRUPTED if refused else CommandStatus.ERROR
            command.output = body.strip()
            call.status = str(command.status)
            return
        background = _BACKGROUND.search(body) if status == "RUNNING" else None
        if background is not None:
            command.status = CommandStatus.RUNNING
            call.status = "running"
            self.background[background.group(1)] = call
            return
        _settle(command, body)
        call.is_error = command.status == CommandStatus.FAILED

    def _user_action(self, line_no: int, step: dict[str, object], content: str) -> None:
        action = _USER_ACTION.match(content)
        if action is None:
            self.add(line_no, step, Role.USER, MessageKind.META, content)
            return
        cwd = _USER_CWD.search(content)
        command = Command(
            command=action.group(1),
            cwd=cwd.group(1) if cwd else None,
            started_at=as_str(step.get("created_at")),
        )
        _settle(command, content)
        call = ToolCall(
            name=USER_BASH_TOOL,
            input={"command": command.command},
            result_text=command.output,
            command=command,
        )
        self.add(line_no, step, Role.USER, MessageKind.COMMAND_ECHO, content, [call])

    def _system(self, line_no: int, step: dict[str, object], kind: str, content: str) -> None:
        if kind == "ERROR_MESSAGE":
            error = as_str(step.get("error")) or content
            code = step.get("error_code")
            text = f"{error} (error code {code})" if code not in (None, "") else error
            self.add(line_no, step, Role.SYSTEM, MessageKind.ERROR, text)
            return
        finished = _FINISHED.search(content)
        call = self.background.pop(finished.group(1), None) if finished else None
        if finished is not None and call is not None and call.command is not None:
            result = content[finished.end() :]
            # The notice ends with blank lines and the task's log path after the result.
            _settle(call.command, result.split("\nLog: ", 1)[0].rstrip("\n") + "\n")
            call.status = str(call.command.status)
            call.is_error = call.command.status == CommandStatus.FAILED
        if not content.strip():
            return  # a marker step (conversation history, knowledge items): nothing to keep
        summary = kind == "CHECKPOINT"
        self.add(
            line_no,
            step,
            Role.SYSTEM,
            MessageKind.COMPACTION_SUMMARY if summary else MessageKind.META,
            content,
        )

    def finish(self) -> ParsedSession:
        parent = self.path.parent
        conversation = next(
            (p.name for p in (parent, *parent.parents) if _CONVERSATION.match(p.name)),
            self.conversation,
        )
        times = [m.timestamp for m in self.messages if m.timestamp]
        prompt = next((m.text for m in self.messages if m.kind == MessageKind.PROMPT), "")
        session = Session(
            id=conversation or self.path.stem,
            format=FORMAT,
            source_path=str(self.path),
            title=first_line(prompt),
            cwd=self.cwd,
            agent="antigravity",
            started_at=min(times) if times else None,
            ended_at=max(times) if times else None,
        )
        return ParsedSession(session=session, messages=self.messages, warnings=self.warnings)


def read(path: Path) -> Iterator[ParsedSession]:
    """Read one conversation's transcript (plain, .gz or .zst): one session; none for a
    ``transcript.jsonl`` whose untruncated twin ``transcript_full.jsonl`` is beside it (that
    one is read instead, so the conversation is stored once, whole)."""
    if path.name == "transcript.jsonl" and path.with_name("transcript_full.jsonl").is_file():
        return
    warnings: list[ReadWarning] = []
    builder = _Builder(path, warnings)
    for line_no, step in iter_json_lines(path, warnings):
        builder.step(line_no, step)
    yield builder.finish()


READER = Reader(
    name=FORMAT,
    read=read,
    detect=detect,
    description="Google Antigravity conversations (brain/<id>/.system_generated/logs/"
    "transcript.jsonl)",
)
