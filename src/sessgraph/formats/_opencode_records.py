"""How one opencode message (its ``info`` plus its ``parts``) becomes sessgraph records.

Every opencode layout (``opencode export`` JSON, JSONL, the storage tree, ``opencode.db``,
concatenated storage objects) ends up as the same pair per message: the message info
(``role``, ``time``, ``modelID``, ``path``, ``summary`` ...) and its list of parts (``text``,
``reasoning``, ``tool``, ``compaction``, ``step-start`` ...). This module maps that pair to a
:class:`~sessgraph.models.Message`; :mod:`sessgraph.formats.opencode` only finds the pairs.

Decisions worth knowing:

* A user message is a ``prompt`` only when it carries text a person typed: text parts marked
  ``synthetic`` or ``ignored`` are injected by opencode ("Continue if you have next steps"), and a
  message holding only a ``compaction`` part is opencode asking itself to compact. Both are
  ``meta``. The assistant reply with ``summary: true`` is the ``compaction_summary``.
* A shell command's status follows ``state.metadata.exit``: 0 is ``ok``, anything else
  ``failed`` (opencode still marks the tool call ``completed``). A tool call whose state is
  ``error`` is ``error`` (the tool itself failed, no exit code) or ``interrupted`` when opencode
  records an abort, or when opencode's ``<shell_metadata>`` note in the output (1.15+) says the
  shell tool stopped it (timeout, user abort; ``metadata.exit`` is ``null`` then). Without an
  exit code the status is otherwise ``unknown``.
* A tool call's native id is the part id (``prt_…``, opencode's own), not ``callID`` (the
  model provider's ``toolu_…`` / ``call_…``).
* File edits are only recorded for completed tool calls, since a failed edit changed nothing.
  Line counts come from what opencode measured (``metadata.filediff``, ``metadata.files``),
  else from the unified diff it recorded, else from the tool input.
* A ``task`` call (a subagent) runs in a child session of its own: the call's
  ``child_session_id`` is that session's id (``metadata.sessionId``); the child, when its own
  export or storage is read, has this session as ``parent_session_id``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from sessgraph.formats._io import as_dict, as_list, as_str, ms_to_iso
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

FORMAT = "opencode"
SHELL_TOOLS = frozenset({"bash", "shell"})
EDIT_TOOLS = {
    "edit": EditKind.EDIT,
    "multiedit": EditKind.EDIT,
    "write": EditKind.WRITE,
    "patch": EditKind.PATCH,
    "apply_patch": EditKind.PATCH,
}

Warn = Callable[[str], None]
_SHELL_NOTE = "<shell_metadata>"
_TASK_ID = re.compile(r'\A\s*(?:task_id: |<task id=")(ses_[A-Za-z0-9]+)')
_SHELL_STOPPED = ("terminated command after exceeding timeout", "User aborted the command")


@dataclass
class RawMessage:
    """A message as found: its info, its parts, and where it came from (for warnings)."""

    info: dict[str, object]
    parts: list[object]
    path: str
    where: int | None = None


@dataclass
class RawSession:
    """A session as found, before its messages are turned into records."""

    id: str
    variant: str
    info: dict[str, object] = field(default_factory=dict)
    messages: list[RawMessage] = field(default_factory=list)
    # Export and JSONL list messages in session order; storage objects must be sorted.
    ordered: bool = True
    warnings: list[ReadWarning] = field(default_factory=list)


def _int(value: object) -> int | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    return int(value)


def _created(info: dict[str, object]) -> int:
    created = _int(as_dict(info.get("time")).get("created"))
    return created if created is not None else 0


def build_parsed_session(raw: RawSession, source_path: str) -> ParsedSession:
    """Turn a found session into a :class:`ParsedSession`, numbering messages 0..n-1."""
    found = raw.messages
    if not raw.ordered:
        found = sorted(found, key=lambda m: (_created(m.info), as_str(m.info.get("id")) or ""))
    messages: list[Message] = []
    for item in found:

        def warn(text: str, item: RawMessage = item) -> None:
            raw.warnings.append(ReadWarning(path=item.path, line=item.where, message=text))

        message = build_message(len(messages), item, warn)
        if message is not None:
            messages.append(message)
    session = _session_header(raw, source_path, found, messages)
    return ParsedSession(session=session, messages=messages, warnings=raw.warnings)


def _session_header(
    raw: RawSession, source_path: str, found: list[RawMessage], messages: list[Message]
) -> Session:
    info = raw.info
    version = as_str(info.get("version"))
    time = as_dict(info.get("time"))
    infos = [m.info for m in found]
    assistants = [i for i in infos if i.get("role") == "assistant"]
    cwd = as_str(info.get("directory"))
    if cwd is None and assistants:
        cwd = as_str(as_dict(assistants[0].get("path")).get("cwd"))
    agent = None
    if infos:
        agent = as_str(infos[0].get("agent")) or as_str(infos[0].get("mode"))
    return Session(
        id=raw.id,
        format=FORMAT,
        format_version=f"{version} ({raw.variant})" if version else f"({raw.variant})",
        source_path=source_path,
        title=as_str(info.get("title")),
        cwd=cwd,
        agent=agent,
        model=next((m for m in (_model(i) for i in assistants) if m), None),
        started_at=ms_to_iso(time.get("created")) or (messages[0].timestamp if messages else None),
        ended_at=ms_to_iso(time.get("updated")) or (messages[-1].timestamp if messages else None),
        parent_session_id=as_str(info.get("parentID")),
    )


def _model(info: dict[str, object]) -> str | None:
    return as_str(info.get("modelID")) or as_str(as_dict(info.get("model")).get("modelID"))


@dataclass
class _Content:
    """What a message's parts add up to."""

    typed: list[str] = field(default_factory=list)  # text a person (or the model) wrote
    injected: list[str] = field(default_factory=list)  # synthetic / ignored text
    ordered: list[str] = field(default_factory=list)  # text and reasoning, in part order
    reasoning: int = 0
    calls: list[ToolCall] = field(default_factory=list)


def build_message(seq: int, raw: RawMessage, warn: Warn) -> Message | None:
    """One opencode message as a :class:`Message`, or ``None`` (with a warning) if unusable."""
    info = raw.info
    msg_id = as_str(info.get("id")) or "?"
    role = info.get("role")
    if role not in ("user", "assistant"):
        warn(f"message {msg_id}: unknown role {role!r}, skipped")
        return None
    cwd = as_str(as_dict(info.get("path")).get("cwd"))
    content = _Content()
    for index, part in enumerate(raw.parts):
        _add_part(content, part, f"message {msg_id} part {index}", cwd, warn)
    if role == "user":
        kind = MessageKind.PROMPT if content.typed else MessageKind.META
        text = "\n\n".join(content.typed or content.injected)
    else:
        kind, text = _assistant_kind(info, content)
    return Message(
        seq=seq,
        native_id=as_str(info.get("id")),
        role=Role.USER if role == "user" else Role.ASSISTANT,
        kind=kind,
        text=text,
        timestamp=ms_to_iso(as_dict(info.get("time")).get("created")),
        parent_id=as_str(info.get("parentID")),
        model=_model(info),
        source_line=raw.where,
        tool_calls=content.calls,
    )


def _assistant_kind(info: dict[str, object], content: _Content) -> tuple[MessageKind, str]:
    text = "\n\n".join(content.ordered)
    if info.get("summary") is True:
        return MessageKind.COMPACTION_SUMMARY, text
    if content.calls:
        return MessageKind.TOOL_CALL, text
    if content.typed or content.injected:
        return MessageKind.TEXT, text
    if content.reasoning:
        return MessageKind.REASONING, text
    error = as_dict(info.get("error"))
    if error:
        detail = as_str(as_dict(error.get("data")).get("message"))
        name = as_str(error.get("name")) or "error"
        return MessageKind.ERROR, f"{name}: {detail}" if detail else name
    return MessageKind.META, text


def _add_part(content: _Content, part: object, where: str, cwd: str | None, warn: Warn) -> None:
    if not isinstance(part, dict) or not isinstance(part.get("type"), str):
        warn(f"{where}: expected an object with a string 'type', skipped")
        return
    kind = part["type"]
    if kind in ("text", "reasoning"):
        text = as_str(part.get("text"))
        if text is None:
            warn(f"{where}: {kind} part without a string 'text', skipped")
            return
        content.ordered.append(text)
        if kind == "reasoning":
            content.reasoning += 1
        elif part.get("synthetic") is True or part.get("ignored") is True:
            content.injected.append(text)
        else:
            content.typed.append(text)
    elif kind == "tool":
        call = build_tool_call(part, cwd, where, warn)
        if call is not None:
            content.calls.append(call)


def build_tool_call(
    part: dict[str, object], cwd: str | None, where: str, warn: Warn
) -> ToolCall | None:
    """A ``type: "tool"`` part as a :class:`ToolCall` with its command and edits."""
    name = as_str(part.get("tool"))
    state = part.get("state")
    if name is None or not isinstance(state, dict):
        warn(f"{where}: tool part needs a string 'tool' and an object 'state', skipped")
        return None
    status = as_str(state.get("status"))
    raw_input = state.get("input")
    tool_input = raw_input if isinstance(raw_input, dict | list | str) else None
    metadata = as_dict(state.get("metadata"))
    error = as_str(state.get("error"))
    result = error if status == "error" else as_str(state.get("output"))
    command = None
    if name.lower() in SHELL_TOOLS:
        command = _command(state, as_dict(raw_input), metadata, cwd)
        if command is None and status not in ("pending", None):
            warn(f"{where}: {name} call without input.command")
    edits: list[FileEdit] = []
    if status == "completed":
        edits = _edits(name.lower(), as_dict(raw_input), metadata)
    return ToolCall(
        # The part id is opencode's own (prt_…), unique in its storage; callID is the model
        # provider's, kept only where a part has no id.
        native_id=as_str(part.get("id")) or as_str(part.get("callID")),
        name=name,
        input=tool_input,
        result_text=result,
        is_error=None if status is None else status == "error",
        status=status,
        command=command,
        edits=edits,
        child_session_id=task_session(name, metadata, as_str(state.get("output"))),
    )


def task_session(name: str, metadata: dict[str, object], output: str | None) -> str | None:
    """The child session a ``task`` call ran in: ``metadata.sessionId`` (set as soon as the
    subagent starts), else the id its output names (``task_id: ses_…`` before 1.15,
    ``<task id="ses_…"`` since)."""
    if name != "task":
        return None
    child = as_str(metadata.get("sessionId"))
    if child:
        return child
    found = _TASK_ID.search(output or "")
    return found.group(1) if found else None


def _command(
    state: dict[str, object],
    tool_input: dict[str, object],
    metadata: dict[str, object],
    cwd: str | None,
) -> Command | None:
    command = as_str(tool_input.get("command"))
    if command is None:
        return None
    exit_code = _int(metadata.get("exit"))
    output = as_str(state.get("output"))
    if output is None:
        output = as_str(metadata.get("output"))
    if output is None and ("stdout" in metadata or "stderr" in metadata):
        # Early opencode versions kept the streams apart.
        output = (as_str(metadata.get("stdout")) or "") + (as_str(metadata.get("stderr")) or "")
    time = as_dict(state.get("time"))
    start, end = _int(time.get("start")), _int(time.get("end"))
    return Command(
        command=command,
        cwd=as_str(tool_input.get("workdir")) or cwd,
        exit_code=exit_code,
        status=command_status(
            as_str(state.get("status")), exit_code, metadata, as_str(state.get("error")), output
        ),
        output=output,
        duration_ms=end - start if start is not None and end is not None else None,
        started_at=ms_to_iso(start),
    )


def stopped_by_shell_tool(output: str | None) -> bool:
    """Whether opencode's ``<shell_metadata>`` note (1.15+) says the tool stopped the command:
    a timeout or the user aborting it. ``metadata.exit`` is then ``null``."""
    if not output or _SHELL_NOTE not in output:
        return False
    note = output[output.rfind(_SHELL_NOTE) :]
    return any(marker in note for marker in _SHELL_STOPPED)


def command_status(
    status: str | None,
    exit_code: int | None,
    metadata: dict[str, object],
    error: str | None,
    output: str | None = None,
) -> CommandStatus:
    """A shell command's outcome from the tool state and the recorded exit code."""
    if status in ("pending", "running"):
        return CommandStatus.RUNNING
    aborted = status == "error" and "abort" in (error or "").lower()
    if metadata.get("interrupted") is True or aborted or stopped_by_shell_tool(output):
        return CommandStatus.INTERRUPTED
    if status == "error":
        return CommandStatus.ERROR
    if exit_code is None:
        return CommandStatus.UNKNOWN
    return CommandStatus.OK if exit_code == 0 else CommandStatus.FAILED


def _line_count(text: str | None) -> int:
    return len(text.splitlines()) if text else 0


def diff_counts(diff: str) -> tuple[int, int]:
    """Lines added and removed by a unified diff (file headers are not counted)."""
    added = removed = 0
    in_hunk = False
    for line in diff.splitlines():
        if line.startswith("@@"):
            in_hunk = True
        elif line.startswith(("Index:", "diff ", "===")):
            in_hunk = False
        elif not in_hunk and line.startswith(("--- ", "+++ ")):
            continue
        elif line.startswith("+"):
            added += 1
        elif line.startswith("-"):
            removed += 1
    return added, removed


def _edits(tool: str, tool_input: dict[str, object], metadata: dict[str, object]) -> list[FileEdit]:
    kind = EDIT_TOOLS.get(tool)
    if kind is None:
        return []
    if kind == EditKind.PATCH:
        return _patch_edits(tool_input, metadata)
    filediff = as_dict(metadata.get("filediff"))
    path = (
        as_str(tool_input.get("filePath"))
        or as_str(tool_input.get("path"))
        or as_str(metadata.get("filepath"))
        or as_str(filediff.get("file"))
    )
    if path is None:
        return []
    added, removed = _int(filediff.get("additions")), _int(filediff.get("deletions"))
    if added is None or removed is None:
        diff = as_str(metadata.get("diff"))
        if diff:
            added, removed = diff_counts(diff)
        elif kind == EditKind.WRITE:
            added, removed = _line_count(as_str(tool_input.get("content"))), 0
        else:
            pairs = [as_dict(e) for e in as_list(tool_input.get("edits"))] or [tool_input]
            added = sum(_line_count(as_str(e.get("newString"))) for e in pairs)
            removed = sum(_line_count(as_str(e.get("oldString"))) for e in pairs)
    return [FileEdit(path=path, kind=kind, lines_added=added, lines_removed=removed)]


def _patch_edits(tool_input: dict[str, object], metadata: dict[str, object]) -> list[FileEdit]:
    measured = []
    for item in (as_dict(f) for f in as_list(metadata.get("files"))):
        path = as_str(item.get("filePath")) or as_str(item.get("relativePath"))
        added, removed = _int(item.get("additions")), _int(item.get("deletions"))
        if path is not None:
            measured.append(
                FileEdit(
                    path=path,
                    kind=EditKind.PATCH,
                    lines_added=added or 0,
                    lines_removed=removed or 0,
                )
            )
    if measured:
        return measured
    text = as_str(tool_input.get("patchText")) or as_str(tool_input.get("patch"))
    return patch_text_edits(text) if text else []


_PATCH_FILE_MARKERS = ("*** Add File: ", "*** Update File: ", "*** Delete File: ")


def patch_text_edits(text: str) -> list[FileEdit]:
    """Files and line counts of an ``*** Begin Patch`` envelope or a unified diff."""
    counts: dict[str, list[int]] = {}
    current: list[int] | None = None
    for line in text.splitlines():
        marker = next((m for m in _PATCH_FILE_MARKERS if line.startswith(m)), None)
        if marker is not None:
            current = counts.setdefault(line[len(marker) :].strip(), [0, 0])
        elif line.startswith("+++ "):
            path = line[4:].strip().split("\t")[0]
            path = path[2:] if path.startswith("b/") else path
            current = counts.setdefault(path, [0, 0]) if path != "/dev/null" else None
        elif line.startswith(("--- ", "*** ")):
            continue
        elif current is not None and line.startswith("+"):
            current[0] += 1
        elif current is not None and line.startswith("-"):
            current[1] += 1
    return [
        FileEdit(path=path, kind=EditKind.PATCH, lines_added=a, lines_removed=r)
        for path, (a, r) in counts.items()
    ]
