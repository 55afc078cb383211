"""The records every transcript reader produces.

Readers turn a transcript into one :class:`ParsedSession` per session: the session header, its
messages in order, and for each message the tool calls it made, with the shell command (if the
tool ran one) and the file edits (if the tool changed files). Nothing here knows about SQLite;
the store flattens these records into rows.

Design choices worth knowing:

* ``Message.seq`` is the 0-based position of the message in its session as the format orders
  it. Identifiers in the database are derived from ``(session id, seq)``, so ingesting the same
  file twice yields the same rows, and a file that grew only adds rows.
* A tool call's result lives on the call (``ToolCall.result_text``), not on a separate message,
  unless the format itself stores results as their own entries (Claude Code tool_result lines,
  Codex ``function_call_output``); then the reader also emits a ``tool_result`` message so the
  conversation reads in order, and still fills ``result_text`` on the call.
* ``Command.exit_code`` is ``None`` only when the format records none; ``Command.status``
  never claims success or failure without evidence (``unknown``).
"""

from __future__ import annotations

from enum import StrEnum

from pydantic import BaseModel, ConfigDict, Field


class Role(StrEnum):
    """Who produced a message."""

    USER = "user"
    ASSISTANT = "assistant"
    SYSTEM = "system"
    TOOL = "tool"


class MessageKind(StrEnum):
    """What a message is, independent of its role.

    Only ``prompt`` messages (a real request typed by a person) and ``compaction_summary``
    messages start a new segment.
    """

    PROMPT = "prompt"
    TEXT = "text"
    REASONING = "reasoning"
    TOOL_CALL = "tool_call"
    TOOL_RESULT = "tool_result"
    COMPACTION_SUMMARY = "compaction_summary"
    COMMAND_ECHO = "command_echo"
    META = "meta"
    ERROR = "error"


class CommandStatus(StrEnum):
    """Outcome of a shell command as far as the transcript shows it."""

    OK = "ok"
    FAILED = "failed"
    ERROR = "error"
    INTERRUPTED = "interrupted"
    RUNNING = "running"
    UNKNOWN = "unknown"


class EditKind(StrEnum):
    EDIT = "edit"
    WRITE = "write"
    PATCH = "patch"


class SegmentBoundary(StrEnum):
    SESSION_START = "session_start"
    USER_PROMPT = "user_prompt"
    COMPACTION = "compaction"


class _Record(BaseModel):
    model_config = ConfigDict(extra="forbid", use_enum_values=True)


class Command(_Record):
    """One shell execution, whatever the agent's tool calls it."""

    command: str
    cwd: str | None = None
    exit_code: int | None = Field(
        default=None, description="Exit code; null only where the format records none."
    )
    status: CommandStatus = CommandStatus.UNKNOWN
    output: str | None = Field(default=None, description="stdout + stderr as recorded.")
    duration_ms: int | None = None
    started_at: str | None = Field(default=None, description="ISO 8601 timestamp (UTC).")


class FileEdit(_Record):
    """A file changed by a tool call."""

    path: str
    kind: EditKind
    lines_added: int = 0
    lines_removed: int = 0


class ToolCall(_Record):
    """A tool invocation made by the assistant, with its result when recorded."""

    native_id: str | None = None
    name: str
    input: dict[str, object] | list[object] | str | None = None
    result_text: str | None = None
    is_error: bool | None = None
    status: str | None = None
    command: Command | None = None
    edits: list[FileEdit] = Field(default_factory=list)
    child_session_id: str | None = Field(
        default=None,
        description="Id of the session this call spawned (a subagent task), when recorded.",
    )


class Message(_Record):
    """One message in a session, in the order the format records it."""

    seq: int = Field(ge=0, description="0-based position within the session.")
    native_id: str | None = None
    role: Role
    kind: MessageKind
    text: str = ""
    timestamp: str | None = Field(default=None, description="ISO 8601 timestamp (UTC).")
    parent_id: str | None = Field(default=None, description="Native id of the parent message.")
    is_sidechain: bool = False
    model: str | None = None
    source_line: int | None = Field(
        default=None, description="1-based line (or record) in the source file it came from."
    )
    tool_calls: list[ToolCall] = Field(default_factory=list)


class Session(_Record):
    """The header of one session."""

    id: str = Field(description="Stable id: the format's own session id where it has one.")
    format: str = Field(description="Reader that produced it, e.g. claude-code, codex, opencode.")
    format_version: str | None = None
    source_path: str
    title: str | None = None
    cwd: str | None = None
    git_branch: str | None = None
    agent: str | None = None
    model: str | None = None
    started_at: str | None = None
    ended_at: str | None = None
    parent_session_id: str | None = None


class ReadWarning(_Record):
    """Something a reader skipped or could not understand, with where it was."""

    path: str
    line: int | None = None
    message: str

    def __str__(self) -> str:
        where = f"{self.path}:{self.line}" if self.line is not None else self.path
        return f"{where}: {self.message}"


class ParsedSession(_Record):
    """A session and everything in it, as one reader produced it."""

    session: Session
    messages: list[Message] = Field(default_factory=list)
    warnings: list[ReadWarning] = Field(default_factory=list)


class NeutralToolCall(_Record):
    """A tool call in sessgraph's neutral JSONL format."""

    id: str | None = None
    name: str
    input: dict[str, object] | list[object] | str | None = None
    output: str | None = None
    is_error: bool | None = None
    command: str | None = Field(default=None, description="Shell command, if the tool ran one.")
    exit_code: int | None = None
    cwd: str | None = None
    duration_ms: int | None = None


class NeutralLine(_Record):
    """One line of sessgraph's neutral JSONL format.

    The first line may be a header ``{"type": "session", "id": ..., ...}``; every other line is
    a message ``{"type": "message", "role": ..., "text": ..., "tool_calls": [...]}``.
    """

    type: str = Field(description="'session' or 'message'.")
    id: str | None = None
    title: str | None = None
    cwd: str | None = None
    model: str | None = None
    agent: str | None = None
    role: Role | None = None
    kind: MessageKind | None = None
    text: str | None = None
    timestamp: str | None = None
    tool_calls: list[NeutralToolCall] = Field(default_factory=list)


SCHEMA_MODELS: dict[str, type[BaseModel]] = {
    "session": Session,
    "message": Message,
    "tool_call": ToolCall,
    "command": Command,
    "file_edit": FileEdit,
    "parsed_session": ParsedSession,
    "neutral_line": NeutralLine,
}
