"""Where a labelled native id sits in the store: labels name records, scores compare positions.

The labelled-real sets key every episode, fix and pivot by the id a reader finds in the raw
file (a tool-call id, a message uuid, ``line:N``, ``step:N``, ``api:N``; 0-based). The store
keeps ``tool_calls.native_id``, ``messages.native_id`` and ``messages.source_line`` (1-based),
so most ids resolve directly. Some formats name a record by an id the store does not keep, and
raw rows must stay as they are, so the evaluator reads the raw file once for aliases:

* Claude Code JSONL: a record ``uuid`` of an assistant line whose message the reader merged by
  ``message.id`` (stored as the message's native id); any other uuid resolves by its line.
* Codex rollout JSONL: a reasoning item's ``rs_…`` id, which is not stored, resolves by its
  line. A message without an id is stored as ``line:N`` with ``N`` its 1-based line, while a
  label's ``line:N`` counts from 0: such stored names are shifted by one to meet the label's.
* opencode export JSON: a part id (``prt_…``) resolves to the part's ``callID`` (the stored
  tool-call id) or, for a part without one, to its message id.

* Claude Code JSONL: the ``<bash-stdout>`` record of a command the user ran with ``!`` is that
  command's output; the store keeps the command on its ``<bash-input>`` record (the stdout
  record's parent), so a symptom of the command matches a label naming either record.

A position is ``(session_id, seq)``. An id that resolves to no stored record (a format
sessgraph cannot read, such as Gemini CLI stream-json) is reported as unmatched by the scorer,
never dropped.
"""

from __future__ import annotations

import json
import re
from bisect import bisect_right
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import sqlite_utils

Position = tuple[str, int]

_INDEXED = re.compile(r"(line|step|api|ui|msg|context):(\d+)")


def indexed_line(native_id: str) -> int | None:
    """The 1-based line (or record) a ``line:N`` / ``step:N`` / ``api:N`` / ``ui:N`` / ``msg:N`` /
    ``context:N`` (Gemini saves and error reports: an index into the document's list) id names
    (the labels count from 0), or ``None`` for any other id."""
    indexed = _INDEXED.fullmatch(native_id)
    return int(indexed.group(2)) + 1 if indexed is not None else None


def _jsonl_objects(path: Path) -> Iterator[tuple[int, dict[str, Any]]]:
    with path.open("rb") as handle:
        for index, raw in enumerate(handle):
            try:
                obj = json.loads(raw)
            except ValueError:
                continue
            if isinstance(obj, dict):
                yield index, obj


def raw_aliases(path: Path) -> tuple[dict[str, str], dict[str, int]]:
    """``(id -> stored native id, id -> 0-based line)`` for ids the store does not keep."""
    natives: dict[str, str] = {}
    lines: dict[str, int] = {}
    if not path.is_file():
        return natives, lines
    if path.suffix == ".json":
        try:
            data = json.loads(path.read_bytes())
        except ValueError:
            return natives, lines
        if isinstance(data, dict) and isinstance(data.get("messages"), list):
            for message in data["messages"]:
                if not isinstance(message, dict):
                    continue
                info = message.get("info") or {}
                for part in message.get("parts") or []:
                    if isinstance(part, dict) and isinstance(part.get("id"), str):
                        target = part.get("callID") or info.get("id")
                        if isinstance(target, str):
                            natives[part["id"]] = target
        return natives, lines
    for index, obj in _jsonl_objects(path):
        payload = obj["payload"] if isinstance(obj.get("payload"), dict) else obj
        for key in ("uuid", "id"):
            for holder in (obj, payload):
                value = holder.get(key) if isinstance(holder, dict) else None
                if isinstance(value, str):
                    lines.setdefault(value, index)
        message = obj.get("message")
        uuid = obj.get("uuid")
        if isinstance(message, dict) and isinstance(uuid, str):
            merged = message.get("id")
            if isinstance(merged, str):
                natives[uuid] = merged
    return natives, lines


_ECHOED_OUTPUT = ("<bash-stdout>", "<bash-stderr>")


def echoed_output_parents(path: Path) -> dict[str, str]:
    """``uuid -> parentUuid`` of the records holding the output of a user's ``!`` command."""
    parents: dict[str, str] = {}
    if path.suffix != ".jsonl" or not path.is_file():
        return parents
    for _index, obj in _jsonl_objects(path):
        message = obj.get("message")
        content = message.get("content") if isinstance(message, dict) else None
        uuid, parent = obj.get("uuid"), obj.get("parentUuid")
        if (
            isinstance(content, str)
            and content.lstrip().startswith(_ECHOED_OUTPUT)
            and isinstance(uuid, str)
            and isinstance(parent, str)
        ):
            parents[uuid] = parent
    return parents


def _label_name(native: str, source_line: int | None) -> str:
    """The name a label gives a stored record: a reader that names a record by its 1-based
    line (Codex: ``line:645`` for source line 645) names what labels call ``line:644``, since
    labels count lines from 0 (``files.gold.json`` schema notes)."""
    if source_line is not None and native == f"line:{source_line}":
        return f"line:{int(source_line) - 1}"
    return native


class NativeIdIndex:
    """Positions of the records of one labelled file, by the ids its labels use."""

    def __init__(self, db: sqlite_utils.Database, session_ids: list[str], path: Path) -> None:
        self.session_ids = session_ids
        self.by_native: dict[str, set[Position]] = {}
        self.call_native: dict[int, str] = {}
        self.lines: dict[str, tuple[list[int], list[int]]] = {}
        marks = ", ".join("?" for _ in session_ids) or "NULL"
        for session_id, seq, native, line in db.execute(
            f"SELECT session_id, seq, native_id, source_line FROM messages "
            f"WHERE session_id IN ({marks}) ORDER BY session_id, source_line, seq",
            session_ids,
        ):
            if native:
                self.by_native.setdefault(_label_name(native, line), set()).add((session_id, seq))
            if line is not None:
                starts, seqs = self.lines.setdefault(session_id, ([], []))
                starts.append(int(line))
                seqs.append(int(seq))
        for session_id, seq, native in db.execute(
            f"SELECT t.session_id, m.seq, t.native_id FROM tool_calls t "
            f"JOIN messages m ON m.id = t.message_id WHERE t.session_id IN ({marks})",
            session_ids,
        ):
            if native:
                self.by_native.setdefault(native, set()).add((session_id, seq))
        for command_id, native in db.execute(
            f"SELECT c.id, t.native_id FROM commands c JOIN tool_calls t ON t.id = c.tool_call_id "
            f"WHERE c.session_id IN ({marks})",
            session_ids,
        ):
            if native:
                self.call_native[int(command_id)] = native
        self.natives, self.raw_lines = raw_aliases(path)
        self.echo_parents = echoed_output_parents(path)

    def _at_line(self, line: int) -> set[Position]:
        """The message read from 1-based ``line``, else the one the reader folded it into
        (the last message starting at or before it)."""
        found: set[Position] = set()
        for session_id, (starts, seqs) in self.lines.items():
            at = bisect_right(starts, line) - 1
            if at >= 0:
                found.add((session_id, seqs[at]))
        return found

    def resolve(self, native_id: str | None) -> set[Position]:
        """Stored positions of ``native_id``; empty when nothing stored is that record."""
        if not native_id:
            return set()
        direct = self.by_native.get(native_id)
        if direct:
            return set(direct)
        alias = self.natives.get(native_id)
        if alias and self.by_native.get(alias):
            return set(self.by_native[alias])
        line = indexed_line(native_id)
        if line is not None:
            return self._at_line(line)
        if native_id in self.raw_lines:
            return self._at_line(self.raw_lines[native_id] + 1)
        return set()

    def command_positions(self, native_id: str) -> set[Position]:
        """Where a command named by ``native_id`` may be stored: the record itself, and for
        the output record of a user's ``!`` command, the input record it answers."""
        found = self.resolve(native_id)
        parent = self.echo_parents.get(native_id)
        return found | self.resolve(parent) if parent else found

    def command_is(self, command_id: int | None, native_id: str) -> bool:
        """Whether the stored command ``command_id`` is the tool call ``native_id``."""
        if command_id is None:
            return False
        stored = self.call_native.get(int(command_id))
        return stored is not None and stored in (native_id, self.natives.get(native_id))
