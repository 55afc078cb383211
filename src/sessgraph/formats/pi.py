"""Sessions of the pi coding agent (badlogic/pi-mono, ``~/.pi/agent/sessions/--<cwd>--/*.jsonl``).

The format, from pi's ``packages/coding-agent/src/core/session-manager.ts``: line 1 is a header
``{"type":"session","version":3,"id","timestamp","cwd"}``; every later line is an entry with
``id`` / ``parentId`` (8 hex characters): ``message`` (an agent message: ``user``,
``assistant`` with ``text`` / ``thinking`` / ``toolCall`` blocks, ``toolResult``, the user's
``!cmd`` as ``bashExecution``, extension ``custom`` messages), ``model_change``,
``thinking_level_change``, ``compaction``, ``branch_summary``, ``custom`` (extension state),
``custom_message`` (extension text sent to the model), ``label`` and ``session_info`` (a name).

Versions. Version 1 (no ``version`` field, October – December 2025) had no ids: the file order
is the conversation, and pi migrates it by chaining each entry to the one before; the reader
does the same. Version 2 (30 December 2025) added the ``id`` / ``parentId`` tree; version 3
(5 January 2026, still current in pi 0.58) renamed the message role ``hookMessage`` to
``custom``; both roles are read. An entry of a type pi does not define
stays in the tree (entries below it keep their place) but makes no message; one counted
warning per type says so.

**What a transcript is.** A pi file is a tree: ``/tree`` moves the current position back to an
earlier entry and the next entry becomes its child, so the abandoned branch stays in the file.
When pi resumes a file it takes the **last entry in file order** as the current leaf and shows
and sends to the model the path from the root to that leaf (``_buildIndex`` and
``buildSessionContext``). The session's transcript is that path. The entries on no path to the
last entry (abandoned branches) are not thrown away: each abandoned branch (the off-path entries
below one on-path entry, in file order) becomes a session of its own, id
``"<session>:branch-<first entry id>"``, ``parent_session_id`` the main session, its messages
marked as sidechains, so the commands run there are kept without being mixed into the path.
A compaction does not cut the transcript: the full history stays, and the compaction entry
becomes a ``compaction_summary`` message at its place.

A ``parentId`` that names no entry of the file (a line pi could not write whole, or one a
person edited) would cut the path there; the reader reads the entry before the first such
reference (in file order) in the missing entry's place, for every entry that names it, with one
warning, so a single damaged line loses only itself and a lost branch point still branches.

The whole file is read before any message is built, since the path is known only at the
last line; each entry is kept only with the fields the reader uses (image data, token usage,
signatures, tool details and extension state are dropped as the line is read). A pi file is
therefore not read in parts, unlike the linear JSONL formats.

Native ids: a message's is its entry ``id``; a tool call's is the ``toolCall`` id that pi writes
(``toolu_…``, ``call_…``), which its ``toolResult`` repeats as ``toolCallId``; a user ``!cmd``
takes its entry id. Shell commands, edits and their outcomes: :mod:`._pi_tools`.

Detection cannot be confused with ``sessgraph-neutral``, whose header also says
``{"type": "session"``: a pi header carries ``version`` or keys of pi's old headers, or the next
line is a pi entry (a ``message`` holding a nested ``message`` object, or a pi entry type); the
neutral reader asks this module before claiming a file.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from sessgraph.formats import Reader
from sessgraph.formats import _pi_tools as tools
from sessgraph.formats._io import (
    as_dict,
    as_list,
    as_str,
    first_line,
    iter_json_lines,
    json_object,
    logical_name,
)
from sessgraph.models import (
    CommandStatus,
    Message,
    MessageKind,
    ParsedSession,
    ReadWarning,
    Role,
    Session,
    ToolCall,
)

FORMAT = "pi"

ENTRY_TYPES = frozenset(
    {
        "message",
        "model_change",
        "thinking_level_change",
        "compaction",
        "branch_summary",
        "custom",
        "custom_message",
        "label",
        "session_info",
        "event",  # version 1 builds logged agent events; they hold no conversation
    }
)
# Header keys only pi's version 1 headers had (the neutral format has none of them).
_OLD_HEADER_KEYS = frozenset(
    {"systemPrompt", "provider", "modelId", "thinkingLevel", "branchedFrom", "parentSession"}
)
# A message entry at the very start of a file whose header line was lost, when the line is too
# long to parse from the detection head.
_MESSAGE_PREFIX = re.compile(rb'\{"type":"message","id":"[^"]{1,64}","parentId":')
_STOPPED_BEFORE_TOOLS = {"aborted": CommandStatus.INTERRUPTED, "error": CommandStatus.ERROR}


def is_entry(obj: dict[str, object]) -> bool:
    """Is ``obj`` a pi session entry (not a header)?"""
    kind = obj.get("type")
    if not isinstance(kind, str) or kind not in ENTRY_TYPES:
        return False
    return kind != "message" or isinstance(obj.get("message"), dict)


def _head_objects(head: bytes, limit: int = 2) -> list[dict[str, object]]:
    """The first ``limit`` complete lines of ``head`` that are JSON objects, stopping at the
    first that is not."""
    found: list[dict[str, object]] = []
    lines = head.split(b"\n")
    for raw in lines[:-1]:  # the last piece may be cut short by the head's size
        if not raw.strip():
            continue
        obj = json_object(raw)
        if obj is None:
            break
        found.append(obj)
        if len(found) == limit:
            break
    return found


def detect(path: Path, head: bytes) -> bool:
    objects = _head_objects(head)
    if not objects:
        return _MESSAGE_PREFIX.match(head.lstrip()) is not None
    first = objects[0]
    if first.get("type") == "session":
        if not isinstance(first.get("id"), str):
            return False
        if isinstance(first.get("version"), int) or _OLD_HEADER_KEYS & first.keys():
            return True
        return len(objects) > 1 and is_entry(objects[1])
    # A file whose header line was lost still starts with tree entries.
    return is_entry(first) and "id" in first and "parentId" in first


@dataclass
class _Entry:
    line: int
    obj: dict[str, object]
    id: str | None
    parent: int | None  # index of the parent entry in file order


@dataclass
class _File:
    """A pi file read once: its header and its entries with their parents resolved."""

    path: Path
    header: dict[str, object] = field(default_factory=dict)
    entries: list[_Entry] = field(default_factory=list)
    warnings: list[ReadWarning] = field(default_factory=list)
    # parentIds that name no entry of the file, and the entry read in their place
    missing: dict[str, int | None] = field(default_factory=dict)

    def warn(self, line: int | None, message: str) -> None:
        self.warnings.append(ReadWarning(path=str(self.path), line=line, message=message))


# The fields the reader uses. A file is held until its last line is read (only then is the
# path known), so everything else (image data, token usage, signatures, tool details,
# extension state) is dropped as each line is read.
_ENTRY_KEYS = frozenset(
    {"type", "id", "parentId", "timestamp", "message", "summary", "content", "name"}
    | {"provider", "modelId", "model"}
)
_MESSAGE_KEYS = frozenset(
    {"role", "content", "toolCallId", "isError", "stopReason", "errorMessage", "model"}
    | {"provider", "command", "output", "exitCode", "cancelled", "summary"}
)
_BLOCK_KEYS = frozenset({"type", "text", "thinking", "id", "name", "arguments"})


def _slim_blocks(content: object) -> object:
    if not isinstance(content, list):
        return content
    return [
        {k: v for k, v in block.items() if k in _BLOCK_KEYS} if isinstance(block, dict) else block
        for block in content
    ]


def _slim(obj: dict[str, object]) -> dict[str, object]:
    slim = {k: v for k, v in obj.items() if k in _ENTRY_KEYS}
    if "content" in slim:
        slim["content"] = _slim_blocks(slim["content"])
    message = slim.get("message")
    if isinstance(message, dict):
        kept = {k: v for k, v in message.items() if k in _MESSAGE_KEYS}
        if "content" in kept:
            kept["content"] = _slim_blocks(kept["content"])
        slim["message"] = kept
    return slim


def _load(path: Path) -> _File:
    loaded = _File(path)
    by_id: dict[str, int] = {}
    unknown: Counter[str] = Counter()
    first_unknown: dict[str, int] = {}
    for line_no, obj in iter_json_lines(path, loaded.warnings):
        kind = obj.get("type")
        if kind == "session":
            if loaded.header or loaded.entries:
                loaded.warn(line_no, "a second session header: skipped")
            else:
                loaded.header = obj
            continue
        if not isinstance(kind, str) or kind not in ENTRY_TYPES:
            # Kept in the tree (later entries may hang below it) but read as nothing.
            name = str(kind)
            unknown[name] += 1
            first_unknown.setdefault(name, line_no)
        index = len(loaded.entries)
        entry_id = as_str(obj.get("id"))
        parent = _parent(loaded, obj, index, by_id, line_no)
        loaded.entries.append(_Entry(line_no, _slim(obj), entry_id, parent))
        if entry_id is not None:
            by_id[entry_id] = index
    for name, count in unknown.items():
        loaded.warn(
            first_unknown[name],
            f"entry type {name!r} is not one pi defines ({count} line(s)): read as nothing",
        )
    return loaded


def _parent(
    loaded: _File, obj: dict[str, object], index: int, by_id: dict[str, int], line: int
) -> int | None:
    previous = index - 1 if index > 0 else None
    if "parentId" not in obj:
        return previous  # version 1: the file order is the conversation
    parent_id = obj.get("parentId")
    if parent_id is None:
        return None
    key = str(parent_id)
    found = by_id.get(parent_id) if isinstance(parent_id, str) else None
    if found is not None:
        return found
    if key in loaded.missing:
        return loaded.missing[key]
    # Every entry naming the same missing parent gets the same stand-in, so a branch point
    # that was lost still branches.
    loaded.missing[key] = previous
    loaded.warn(
        line,
        f"parentId {parent_id!r} names no earlier entry of this file (a damaged line?): "
        "read as following the entry before it",
    )
    return previous


def _path_to_last(entries: list[_Entry]) -> list[int]:
    """Indices from the root to the last entry (pi's current leaf when it resumes a file)."""
    path: list[int] = []
    current = len(entries) - 1 if entries else None
    while current is not None:
        path.append(current)
        current = entries[current].parent  # always an earlier index, so this ends
    path.reverse()
    return path


def _branches(entries: list[_Entry], on_path: set[int]) -> dict[int, list[int]]:
    """Entries off the path, grouped by the first entry of their abandoned branch."""
    root_of: dict[int, int] = {}
    groups: dict[int, list[int]] = {}
    for index, entry in enumerate(entries):
        if index in on_path:
            continue
        parent = entry.parent
        root = index if parent is None or parent in on_path else root_of[parent]
        root_of[index] = root
        groups.setdefault(root, []).append(index)
    return groups


_MESSAGE_ENTRIES = frozenset({"message", "compaction", "branch_summary", "custom_message"})


def _nearest_message_ids(entries: list[_Entry]) -> list[str | None]:
    """Per entry, the native id of the closest message at or above it (skipping model and
    thinking-level changes, labels and extension state), for ``Message.parent_id``."""
    nearest: list[str | None] = []
    for entry in entries:
        if as_str(entry.obj.get("type")) in _MESSAGE_ENTRIES and entry.id is not None:
            nearest.append(entry.id)
        else:
            nearest.append(nearest[entry.parent] if entry.parent is not None else None)
    return nearest


def _model_name(obj: dict[str, object]) -> str | None:
    model = as_str(obj.get("modelId")) or as_str(obj.get("model"))
    provider = as_str(obj.get("provider"))
    if model and provider and not model.startswith(provider + "/"):
        return f"{provider}/{model}"
    return model


@dataclass
class _Transcript:
    """Builds the messages of one list of entries (the path, or one abandoned branch)."""

    loaded: _File
    indices: list[int]
    nearest: list[str | None]
    sidechain: bool
    cwd: str | None
    messages: list[Message] = field(default_factory=list)
    model: str | None = None
    results: dict[str, dict[str, object]] = field(default_factory=dict)
    odd_roles: Counter[str] = field(default_factory=Counter)
    odd_role_lines: dict[str, int] = field(default_factory=dict)

    def build(self) -> list[Message]:
        entries = self.loaded.entries
        for index in self.indices:
            message = as_dict(entries[index].obj.get("message"))
            call_id = as_str(message.get("toolCallId"))
            if message.get("role") == "toolResult" and call_id is not None:
                self.results.setdefault(call_id, message)
        for index in self.indices:
            self._entry(index, entries[index])
        for role, count in self.odd_roles.items():
            self.loaded.warn(
                self.odd_role_lines[role],
                f"message role {role!r} is not one pi defines ({count} message(s)): "
                "read as system text",
            )
        return self.messages

    def _add(
        self,
        index: int,
        role: Role,
        kind: MessageKind,
        text: str,
        *,
        model: str | None = None,
        calls: list[ToolCall] | None = None,
    ) -> None:
        entry = self.loaded.entries[index]
        parent = entry.parent
        self.messages.append(
            Message(
                seq=len(self.messages),
                native_id=entry.id,
                role=role,
                kind=kind,
                text=text,
                timestamp=as_str(entry.obj.get("timestamp")),
                parent_id=self.nearest[parent] if parent is not None else None,
                is_sidechain=self.sidechain,
                model=model,
                source_line=entry.line,
                tool_calls=calls or [],
            )
        )

    def _entry(self, index: int, entry: _Entry) -> None:
        obj = entry.obj
        kind = obj.get("type")
        if kind == "model_change":
            self.model = _model_name(obj) or self.model
        elif kind == "compaction":
            summary = as_str(obj.get("summary")) or ""
            self._add(index, Role.USER, MessageKind.COMPACTION_SUMMARY, summary)
        elif kind == "branch_summary":
            self._add(index, Role.USER, MessageKind.META, as_str(obj.get("summary")) or "")
        elif kind == "custom_message":
            self._add(index, Role.USER, MessageKind.META, tools.result_text(obj.get("content")))
        elif kind == "message":
            self._message(index, as_dict(obj.get("message")))

    def _message(self, index: int, message: dict[str, object]) -> None:
        role = message.get("role")
        text = tools.result_text(message.get("content"))
        if role == "user":
            self._add(index, Role.USER, MessageKind.PROMPT, text)
        elif role == "assistant":
            self._assistant(index, message)
        elif role == "toolResult":
            self._add(index, Role.TOOL, MessageKind.TOOL_RESULT, text)
        elif role == "bashExecution":
            call = tools.user_shell_call(self.loaded.entries[index].id, message, self.cwd)
            shell = call.command.command if call.command else ""
            self._add(index, Role.USER, MessageKind.COMMAND_ECHO, shell, calls=[call])
        elif role in ("custom", "hookMessage", "branchSummary"):
            body = text or as_str(message.get("summary")) or ""
            self._add(index, Role.USER, MessageKind.META, body)
        elif role == "compactionSummary":
            summary = as_str(message.get("summary")) or ""
            self._add(index, Role.USER, MessageKind.COMPACTION_SUMMARY, summary)
        else:
            # Later pi builds also store the system prompt (role "system"); unknown roles are
            # kept as system text so nothing is dropped.
            if role != "system":
                self.odd_roles[str(role)] += 1
                self.odd_role_lines.setdefault(str(role), self.loaded.entries[index].line)
            self._add(index, Role.SYSTEM, MessageKind.META, text)

    def _assistant(self, index: int, message: dict[str, object]) -> None:
        entry = self.loaded.entries[index]
        texts: list[str] = []
        thinking: list[str] = []
        calls: list[ToolCall] = []
        stop = as_str(message.get("stopReason"))
        for block in as_list(message.get("content")):
            data = as_dict(block)
            kind = data.get("type")
            if kind == "text":
                texts.append(as_str(data.get("text")) or "")
            elif kind == "thinking":
                thinking.append(as_str(data.get("thinking")) or "")
            elif kind == "toolCall":
                call_id = as_str(data.get("id"))
                result = self.results.get(call_id) if call_id is not None else None
                call = tools.tool_call(data, result, self.cwd, as_str(entry.obj.get("timestamp")))
                calls.append(_never_ran(call, stop) if result is None else call)
        error = as_str(message.get("errorMessage"))
        body = "\n\n".join(t for t in [*thinking, *texts, error or ""] if t.strip())
        model = _model_name(message)
        self.model = model or self.model
        if calls:
            kind_of = MessageKind.TOOL_CALL
        elif stop in _STOPPED_BEFORE_TOOLS and error:
            kind_of = MessageKind.ERROR
        elif any(t.strip() for t in texts):
            kind_of = MessageKind.TEXT
        elif thinking:
            kind_of = MessageKind.REASONING
        else:
            kind_of = MessageKind.TEXT
        self._add(index, Role.ASSISTANT, kind_of, body, model=model, calls=calls)


def _never_ran(call: ToolCall, stop: str | None) -> ToolCall:
    """A call of a reply that ended in an error or an abort: pi runs no tool of such a reply
    (``agent-loop.ts``), so its command never ran."""
    status = _STOPPED_BEFORE_TOOLS.get(stop or "")
    if status is None or call.command is None:
        return call
    command = call.command.model_copy(update={"status": status.value})
    return call.model_copy(update={"command": command})


def _id_from_file_name(name: str) -> str:
    """pi names its files ``<timestamp>_<session id>.jsonl``."""
    stem = name.removesuffix(".jsonl")
    return stem.rsplit("_", 1)[-1] or stem


def _session_id(loaded: _File) -> str:
    header_id = as_str(loaded.header.get("id"))
    return header_id or _id_from_file_name(logical_name(loaded.path))


def _parent_session_id(header: dict[str, object]) -> str | None:
    """A session branched or forked off another file (``createBranchedSession``, ``--fork``)
    names that file in ``parentSession`` (``branchedFrom`` in late version 1 files)."""
    parent = as_str(header.get("parentSession")) or as_str(header.get("branchedFrom"))
    if not parent:
        return None
    return _id_from_file_name(parent.replace("\\", "/").rsplit("/", 1)[-1])


def _title(loaded: _File, messages: list[Message]) -> str | None:
    name = None
    for entry in loaded.entries:
        if entry.obj.get("type") == "session_info":
            name = as_str(entry.obj.get("name")) or name
    if name and name.strip():
        return first_line(name)
    prompt = next((m.text for m in messages if m.kind == MessageKind.PROMPT and m.text), None)
    return first_line(prompt) if prompt else None


def read(path: Path) -> Iterator[ParsedSession]:
    loaded = _load(path)
    header = loaded.header
    cwd = as_str(header.get("cwd"))
    version = header.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        version = 1 if header else None
    session_id = _session_id(loaded)
    entries = loaded.entries
    path_indices = _path_to_last(entries)
    on_path = set(path_indices)
    nearest = _nearest_message_ids(entries)
    main = _Transcript(loaded, path_indices, nearest, False, cwd)
    messages = main.build()
    timestamps = [t for e in entries if (t := as_str(e.obj.get("timestamp")))]
    session = Session(
        id=session_id,
        format=FORMAT,
        format_version=str(version) if version is not None else None,
        source_path=str(path),
        title=_title(loaded, messages),
        cwd=cwd,
        model=main.model or _model_name(header),
        started_at=as_str(header.get("timestamp")) or (timestamps[0] if timestamps else None),
        ended_at=timestamps[-1] if timestamps else None,
        parent_session_id=_parent_session_id(header),
    )
    branch_sessions: list[ParsedSession] = []
    for root, indices in _branches(entries, on_path).items():
        branch = _Transcript(loaded, indices, nearest, True, cwd)
        branch_messages = branch.build()
        if not branch_messages:
            continue
        label = entries[root].id or f"line-{entries[root].line}"
        stamps = [m.timestamp for m in branch_messages if m.timestamp]
        branch_sessions.append(
            ParsedSession(
                session=session.model_copy(
                    update={
                        "id": f"{session_id}:branch-{label}",
                        "title": f"abandoned branch of {session.title or session_id}",
                        "model": branch.model or session.model,
                        "started_at": stamps[0] if stamps else None,
                        "ended_at": stamps[-1] if stamps else None,
                        "parent_session_id": session_id,
                    }
                ),
                messages=branch_messages,
            )
        )
    yield ParsedSession(session=session, messages=messages, warnings=loaded.warnings)
    yield from branch_sessions


READER = Reader(
    name=FORMAT,
    read=read,
    detect=detect,
    description="pi coding agent session (JSONL tree, versions 1-3)",
)
