"""aider chat histories (``.aider.chat.history.md``), aider 0.x (corpus: 0.85.2, 0.86.1).

aider appends every run to one markdown file in the repository, so one file holds MANY sessions:
each ``# aider chat started at YYYY-MM-DD HH:MM:SS`` line starts one :class:`ParsedSession`. The
time is the machine's local wall-clock time with no zone, so ``started_at`` is stored as written
(``2025-12-03T14:43:45``, no offset) rather than guessed into UTC; nothing else is timestamped.
The session id is the file's absolute path (compression suffix dropped) ``#`` that start time,
stable across re-ingests; a second start with the same second in one file gets ``~2``.
``.aider.input.history`` (the prompt-toolkit input history) is not a transcript and is not read.

How aider writes the file (``aider/io.py``) and how it maps onto records:

* ``#### `` lines are what the user typed (one input per run of consecutive ``####`` lines):
  a ``prompt`` (title: its first line), except ``/run``, ``/test``, ``!cmd`` and other slash
  commands (``command_echo``; ``/ask``, ``/code``, ``/architect``, ``/context``, ``/help`` with a
  question are prompts), ``<blank>`` and auto-answered confirmations (``meta``), and the
  architect's plan handed to the editor model, which aider logs as user input too: a ``####``
  block whose text equals the reply just before it is ``meta``.
* Other text after a blank line is the model's reply: ``assistant`` / ``text``, or
  ``tool_call`` when aider then reports actions taken on it.
* ``> `` lines are aider's own status output: each contiguous run is one ``system`` / ``meta``
  message (startup banner, ``Tokens:``, confirmations), or ``system`` / ``error`` when it holds
  a failure of the turn aider does not retry by itself (the endpoint refused the model, the
  reply broke the edit format, the context ran out, lint found errors: ``_TURN_ERROR``). Actions
  in it become tool calls on the message that caused them (the reply, or the user's slash
  command; else the status message itself): ``Applied edit to P`` → an ``edit`` call with a
  :class:`FileEdit` counted from the reply (see :mod:`sessgraph.formats._aider_edits`); ``Failed
  to apply edit to P`` → an ``edit`` call with ``is_error`` and no edit; ``Commit <hash> <msg>``
  → a ``git-commit`` call, status ``ok`` (aider prints it only after ``git commit`` returned;
  ``Unable to commit`` is the failure), with no :class:`Command`: aider commits through
  GitPython and the command line is not in the transcript; ``Running <cmd>`` → a ``shell`` call
  with a Command.
* ``Model:`` / ``Main model:`` / ``Editor model:`` / ``Aider v`` / ``Git repository created in``
  banner lines give the session's model, the replies' models and ``format_version`` / ``cwd``.

Exit codes: aider never logs one, and never logs command output either (only what it asks
afterwards), so ``exit_code`` is always null and ``status`` is ``unknown`` except where aider's
own code makes the outcome certain: ``/test`` followed by ``Added N lines of output to the
chat.`` is ``failed`` (``cmd_run(add_on_nonzero_exit=True)`` adds output only on a non-zero
exit); ``Error occurred while running command`` / ``Error running command`` after a command is
``error`` (the shell could not start it). Nothing is ever marked ``ok``: a ``/test`` without
that line may equally be a file cut short.

Telling the line kinds apart. aider ends every user and status line with two spaces (a markdown
line break) and writes replies after a blank line. When a file keeps those trailing spaces, a
``####`` or ``> `` line without them inside a reply is the model's own heading or quote, and a
``> `` line without them opens a multi-line status message that runs to the next line with
them. Files whose trailing whitespace was stripped fall back to the prefixes alone. Known limit:
a multi-line status message right after a reply (no ``Tokens:`` line between) reads as part of
the reply. Undecodable bytes are a :class:`ReadWarning` with the line; the rest is read.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from sessgraph.formats import Reader
from sessgraph.formats._aider_edits import applied_edit
from sessgraph.formats._io import first_line, logical_name, read_bytes
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

FORMAT = "aider"
FILE_SUFFIX = ".aider.chat.history.md"
_START = re.compile(r"^# aider chat started at (\d{4}-\d\d-\d\d \d\d:\d\d:\d\d)\s*$")
_LINE_BREAK = "  "  # aider's markdown line break at the end of every user and status line
_PROMPT_COMMANDS = ("/ask", "/code", "/architect", "/context", "/help")
_CONFIRM_ANSWER = re.compile(r"\(Y\)es/\(N\)o.*\]: ?\S*$")
_RUNNING = re.compile(r"^Running (.+)$")
_APPLIED = re.compile(r"^Applied edit to (.+)$")
_FAILED_EDIT = re.compile(r"^Failed to apply edit to (.+)$")
_COMMIT = re.compile(r"^Commit ([0-9a-f]{7,40}) (.*)$")
_UNABLE_TO_COMMIT = re.compile(r"^Unable to commit: ")
_RUN_ERROR = re.compile(r"^Error (?:occurred while )?running command")
_ADDED_OUTPUT = re.compile(r"^Added \d+ lines? of output to the chat\.")
# aider's own failures of the turn (what ``io.tool_error`` prints): the model endpoint refused
# the request, the reply broke the edit format, the context ran out, lint found errors in the
# edit. A status block holding one is an ``error`` message. Errors aider retries by itself
# (rate limits, a 5xx of the provider, a timeout) end in an answer: they stay ``meta``.
_TURN_ERROR = re.compile(
    r"^litellm\.(?!RateLimitError|InternalServerError|ServiceUnavailableError|Timeout)\w*Error\b"
    r"|^The LLM did not conform to the edit format\.|\bhas hit a token limit!$"
    r"|^# Fix any errors below, if possible\.",
    re.MULTILINE,
)
_VERSION = re.compile(r"^Aider v(\S+)")
_MODEL = re.compile(r"^(?:Main model|Model): (\S+)")
_EDITOR_MODEL = re.compile(r"^Editor model: (\S+)")
_NEW_REPO = re.compile(r"^Git repository created in (.+)$")


def detect(path: Path, head: bytes) -> bool:
    """An aider chat history: a ``# aider chat started at`` line, or the file name and a prompt."""
    text = head.decode("utf-8", errors="replace")
    lines = text.splitlines()[:200]
    if any(_START.match(line.rstrip("\r")) for line in lines):
        return True
    # A history whose first session was cut off still names itself and has user lines.
    return logical_name(path).endswith(FILE_SUFFIX) and any(
        line.startswith("#### ") for line in lines
    )


@dataclass
class _Block:
    """Consecutive lines of one kind: ``start``, ``user``, ``status`` or ``reply``."""

    kind: str
    line: int
    lines: list[str] = field(default_factory=list)


def _line_kind(line: str) -> str:
    if _START.match(line):
        return "start"
    if line.startswith("#### ") or line.rstrip() == "####":
        return "user"
    if line.startswith("> ") or line.rstrip() == ">":
        return "status"
    return "blank" if not line.strip() else "reply"


def _blocks(lines: list[str], has_line_breaks: bool) -> Iterator[_Block]:
    """Group the file's lines into blocks (rules: module docstring)."""
    block: _Block | None = None
    open_message = False  # a multi-line status message whose last line is still to come
    for number, line in enumerate(lines, start=1):
        kind = _line_kind(line)
        marked = line.endswith(_LINE_BREAK)
        if kind == "start":
            if block is not None:
                yield block
            yield _Block("start", number, [line])
            block, open_message = None, False
            continue
        if (
            block is not None
            and block.kind == "reply"
            and kind in ("user", "status")
            and has_line_breaks
            and not marked
        ):
            kind = "reply"  # the model's own markdown heading or quote
        if kind == "blank":
            if block is not None and (block.kind == "reply" or open_message):
                block.lines.append(line)
            elif block is not None:
                yield block
                block = None
            continue
        if kind in ("user", "status"):
            if block is None or block.kind != kind:
                if block is not None:
                    yield block
                block = _Block(kind, number)
            block.lines.append(line)
            open_message = kind == "status" and has_line_breaks and not marked
        elif block is not None and block.kind in ("status", "reply"):
            # Text straight after a status line continues that (multi-line) message.
            block.lines.append(line)
            open_message = open_message and not marked
        else:
            if block is not None:
                yield block
            block = _Block("reply", number, [line])
    if block is not None:
        yield block


def _user_text(lines: list[str]) -> str:
    return "\n".join(line[5:].rstrip() for line in lines).strip("\n")


def _normalized(text: str) -> str:
    return "\n".join(line.rstrip() for line in text.strip().splitlines())


def _status_messages(lines: list[str]) -> Iterator[str]:
    """The status messages of a ``> `` block, continuation lines joined to their first line."""
    current: list[str] | None = None
    for line in lines:
        if line.startswith(">"):
            if current is not None:
                yield "\n".join(current).rstrip()
            current = [line[2:].rstrip()]
        elif current is not None:
            current.append(line.rstrip())
    if current is not None:
        yield "\n".join(current).rstrip()


def _shell_call(name: str, command: str, cwd: str | None) -> ToolCall:
    return ToolCall(
        name=name,
        input={"command": command},
        command=Command(command=command, cwd=cwd, status=CommandStatus.UNKNOWN),
    )


def _set_enum(record: object, name: str, value: str) -> None:
    # Records keep enum values as plain strings (use_enum_values); assignment is unchecked.
    setattr(record, name, value)


def _set_status(call: ToolCall, status: CommandStatus) -> None:
    if call.command is not None:
        _set_enum(call.command, "status", status.value)
    call.status = status.value
    call.is_error = status in (CommandStatus.FAILED, CommandStatus.ERROR)


class _SessionBuilder:
    """Turns the blocks of one ``# aider chat started at`` section into one ParsedSession."""

    def __init__(self, path: Path, session_id: str, started_at: str | None) -> None:
        self.path = path
        self.session_id = session_id
        self.started_at = started_at
        self.warnings: list[ReadWarning] = []
        self.messages: list[Message] = []
        self.version: str | None = None
        self.session_model: str | None = None
        self.model: str | None = None
        self.editor_model: str | None = None
        self.cwd: str | None = None
        self.title: str | None = None
        self.owner: Message | None = None  # who made the calls of the next status block
        self.reply_since_user: Message | None = None
        self.last_reply: Message | None = None
        self.editor_turn = False  # the next reply is the architect's editor model
        self.user_call: ToolCall | None = None  # /run, /test or !cmd awaiting its status block

    def _add(self, role: Role, kind: MessageKind, text: str, line: int) -> Message:
        message = Message(seq=len(self.messages), role=role, kind=kind, text=text, source_line=line)
        self.messages.append(message)
        return message

    def feed(self, block: _Block) -> None:
        if block.kind == "user":
            self._user(block)
        elif block.kind == "status":
            self._status(block)
        else:
            self._reply(block)

    # -- user input --------------------------------------------------------------------
    def _user(self, block: _Block) -> None:
        text = _user_text(block.lines)
        kind, call = self._user_kind(text)
        message = self._add(Role.USER, kind, text, block.line)
        self.reply_since_user = None
        self.user_call = call
        self.owner = message if kind == MessageKind.COMMAND_ECHO else None
        if call is not None:
            message.tool_calls.append(call)
        if kind == MessageKind.PROMPT and self.title is None:
            self.title = first_line(text) or ""

    def _user_kind(self, text: str) -> tuple[MessageKind, ToolCall | None]:
        stripped = text.strip()
        if not stripped or stripped == "<blank>" or _CONFIRM_ANSWER.search(stripped):
            return MessageKind.META, None
        reply = self.reply_since_user
        if reply is not None and _normalized(reply.text) == _normalized(text):
            self.editor_turn = True  # the architect's plan, handed to the editor model
            return MessageKind.META, None
        if stripped.startswith("!"):
            return MessageKind.COMMAND_ECHO, _shell_call("run", stripped[1:].strip(), self.cwd)
        if not stripped.startswith("/"):
            return MessageKind.PROMPT, None
        name, _, argument = stripped.partition(" ")
        if name in _PROMPT_COMMANDS and argument.strip():
            return MessageKind.PROMPT, None
        if name in ("/run", "/test") and argument.strip():
            return MessageKind.COMMAND_ECHO, _shell_call(name[1:], argument.strip(), self.cwd)
        return MessageKind.COMMAND_ECHO, None

    # -- model replies -----------------------------------------------------------------
    def _reply(self, block: _Block) -> None:
        message = self._add(
            Role.ASSISTANT, MessageKind.TEXT, "\n".join(block.lines).strip("\n"), block.line
        )
        message.model = self.editor_model if self.editor_turn else self.model
        self.editor_turn = False
        self.owner = self.reply_since_user = self.last_reply = message

    # -- aider status output -----------------------------------------------------------
    def _status(self, block: _Block) -> None:
        texts = list(_status_messages(block.lines))
        text = "\n".join(texts)
        kind = MessageKind.ERROR if _TURN_ERROR.search(text) else MessageKind.META
        message = self._add(Role.SYSTEM, kind, text, block.line)
        target = self.owner or message
        user_call, self.user_call = self.user_call, None
        if user_call is not None:
            user_call.result_text = message.text
        shell: ToolCall | None = user_call
        for text in texts:
            self._banner(text)
            call = self._status_call(text)
            if call is not None:
                target.tool_calls.append(call)
                shell = call if call.command is not None else None
                continue
            if shell is None:
                continue
            if shell is not user_call:
                shell.result_text = f"{shell.result_text}\n{text}" if shell.result_text else text
            if _RUN_ERROR.match(text):
                _set_status(shell, CommandStatus.ERROR)
            elif _ADDED_OUTPUT.match(text) and shell is user_call and shell.name == "test":
                _set_status(shell, CommandStatus.FAILED)
        if target.role == Role.ASSISTANT and target.tool_calls:
            _set_enum(target, "kind", MessageKind.TOOL_CALL.value)

    def _banner(self, text: str) -> None:
        version = _VERSION.match(text)
        if version:
            self.version = self.version or version.group(1)
        model = _MODEL.match(text)
        if model:
            self.model = model.group(1)
            self.session_model = self.session_model or self.model
        editor = _EDITOR_MODEL.match(text)
        if editor:
            self.editor_model = editor.group(1)
        repo = _NEW_REPO.match(text)
        if repo and self.cwd is None:
            self.cwd = repo.group(1).strip()

    def _status_call(self, text: str) -> ToolCall | None:
        first = text.splitlines()[0] if text else ""
        running = _RUNNING.match(first)
        if running:
            return _shell_call("shell", running.group(1).strip(), self.cwd)
        applied = _APPLIED.match(first)
        if applied:
            path = applied.group(1).strip()
            reply = self.last_reply.text if self.last_reply is not None else None
            return ToolCall(
                name="edit",
                input={"path": path},
                result_text=first,
                is_error=False,
                status="ok",
                edits=[applied_edit(path, reply)],
            )
        failed = _FAILED_EDIT.match(first)
        if failed:
            path = failed.group(1).strip()
            return ToolCall(
                name="edit", input={"path": path}, result_text=first, is_error=True, status="error"
            )
        commit = _COMMIT.match(first)
        if commit:
            return ToolCall(
                native_id=commit.group(1),
                name="git-commit",
                input={"hash": commit.group(1), "message": commit.group(2)},
                result_text=first,
                is_error=False,
                status="ok",
            )
        if _UNABLE_TO_COMMIT.match(first):
            return ToolCall(name="git-commit", result_text=text, is_error=True, status="error")
        return None

    def finish(self, byte_warnings: list[ReadWarning]) -> ParsedSession:
        session = Session(
            id=self.session_id,
            format=FORMAT,
            format_version=self.version,
            source_path=str(self.path),
            title=self.title,
            cwd=self.cwd,
            model=self.session_model,
            started_at=self.started_at,
        )
        return ParsedSession(
            session=session,
            messages=self.messages,
            warnings=sorted(self.warnings + byte_warnings, key=lambda w: w.line or 0),
        )


def _decode(data: bytes, path: Path, warnings: list[ReadWarning]) -> list[str]:
    """The file's lines; undecodable bytes are replaced and reported with their line."""
    try:
        return [line.rstrip("\r") for line in data.decode("utf-8").split("\n")]
    except UnicodeDecodeError:
        pass
    lines: list[str] = []
    for number, raw in enumerate(data.split(b"\n"), start=1):
        try:
            lines.append(raw.decode("utf-8").rstrip("\r"))
        except UnicodeDecodeError as exc:
            lines.append(raw.decode("utf-8", errors="replace").rstrip("\r"))
            warnings.append(
                ReadWarning(path=str(path), line=number, message=f"invalid UTF-8 replaced: {exc}")
            )
    return lines


def _start_time(line: str, number: int, path: Path, warnings: list[ReadWarning]) -> str | None:
    match = _START.match(line)
    stamp = match.group(1) if match else ""
    try:
        return datetime.strptime(stamp, "%Y-%m-%d %H:%M:%S").isoformat()
    except ValueError:
        warnings.append(
            ReadWarning(path=str(path), line=number, message=f"unreadable start time {stamp!r}")
        )
        return None


def read(path: Path) -> Iterator[ParsedSession]:
    """Read an aider chat history (plain, .gz or .zst): one session per chat start."""
    byte_warnings: list[ReadWarning] = []
    lines = _decode(read_bytes(path, byte_warnings), path, byte_warnings)
    has_line_breaks = any(
        line.endswith(_LINE_BREAK) and _line_kind(line) in ("user", "status") for line in lines
    )
    base = str(path.absolute().with_name(logical_name(path)))
    used: dict[str, int] = {}
    builder: _SessionBuilder | None = None

    def new_builder(key: str, started_at: str | None) -> _SessionBuilder:
        used[key] = used.get(key, 0) + 1
        suffix = f"~{used[key]}" if used[key] > 1 else ""
        return _SessionBuilder(path, f"{base}#{key}{suffix}", started_at)

    def flush(current: _SessionBuilder | None, next_start: int) -> Iterator[ParsedSession]:
        # Byte-level warnings go to the session whose lines they are on.
        mine = [w for w in byte_warnings if w.line is not None and w.line < next_start]
        if current is not None:
            yield current.finish(mine)
            del byte_warnings[: len(mine)]

    for block in _blocks(lines, has_line_breaks):
        if block.kind == "start":
            yield from flush(builder, block.line)
            notes: list[ReadWarning] = []
            started_at = _start_time(block.lines[0], block.line, path, notes)
            builder = new_builder(started_at or f"line-{block.line}", started_at)
            builder.warnings.extend(notes)
            continue
        if builder is None:
            builder = new_builder(f"line-{block.line}", None)
            builder.warnings.append(
                ReadWarning(
                    path=str(path),
                    line=block.line,
                    message="text before the first '# aider chat started at' line",
                )
            )
        builder.feed(block)
    yield from flush(builder, len(lines) + 1)


READER = Reader(
    name=FORMAT,
    read=read,
    detect=detect,
    description="aider chat history markdown (.aider.chat.history.md), one session per start",
)
