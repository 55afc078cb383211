"""opencode sessions in every layout opencode (or people exporting from it) leaves behind.

opencode keeps a session as a session info object, message info objects and part objects.
They reach sessgraph in five layouts, all read here into the same pairs of message info and
parts, which :mod:`sessgraph.formats._opencode_records` turns into records:

* ``opencode export`` JSON: ``{"info": {...}, "messages": [{"info": ..., "parts": [...]}]}``,
  read whole with orjson; messages keep file order.
* JSONL: one ``{"info", "parts"}`` message per line (optionally a session info line first),
  streamed line by line; messages keep file order; the session id is ``info.sessionID``.
* The storage tree ``storage/{session/<project>/<ses>.json, message/<ses>/<msg>.json,
  part/<msg>/<prt>.json}`` (a directory source, see :func:`detect_dir`).
* ``opencode.db`` (SQLite, read untrusted by :mod:`sessgraph.formats._opencode_db`): tables
  ``session`` (columns), ``message`` and ``part`` (JSON in a
  ``data`` column, ids in ``id`` / ``session_id`` / ``message_id`` columns).
* Storage objects concatenated into one file (pretty-printed JSON objects one after another),
  split with a streaming ``raw_decode`` loop and classified by their fields.

The three storage-shaped layouts carry no order, so their messages are sorted by
``time.created`` then id and their parts by id, which is how opencode orders them itself.
Every layout stores ``format="opencode"``; the layout goes in ``format_version``
(``"1.1.36 (export)"``). A bad record becomes a warning with its line (or record number) and
the rest of the file is still read.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import orjson

from sessgraph.formats import Reader
from sessgraph.formats._io import (
    as_dict,
    as_str,
    error_line,
    iter_json_lines,
    json_object,
    logical_name,
    read_bytes,
    read_head,
)
from sessgraph.formats._opencode_db import is_opencode_db, read_sqlite
from sessgraph.formats._opencode_records import (
    FORMAT,
    RawMessage,
    RawSession,
    build_parsed_session,
)
from sessgraph.formats._sqlite import ForeignDatabaseError
from sessgraph.models import ParsedSession, ReadWarning

SQLITE_MAGIC = b"SQLite format 3\x00"
# opencode ids are a prefix plus base62; only opencode writes "sessionID": "ses_...".
_SESSION_KEY = re.compile(rb'"(?:sessionID|id)"\s*:\s*"ses_[0-9A-Za-z]{8,}"')
_EXPORT_START = re.compile(rb'\s*\{\s*"info"\s*:')
# ``opencode export > file`` keeps the line the command prints before the JSON.
_EXPORT_PREAMBLE = re.compile(rb"\A\s*Exporting session: [^\n]*\n")
_WHITESPACE = re.compile(r"\s*")


def detect(path: Path, head: bytes) -> bool:
    """An opencode file: an ``opencode.db`` or JSON naming an opencode session id."""
    if head.startswith(SQLITE_MAGIC):
        return is_opencode_db(path)
    head = _without_preamble(head)
    return head.lstrip().startswith(b"{") and _SESSION_KEY.search(head) is not None


def _without_preamble(data: bytes) -> bytes:
    preamble = _EXPORT_PREAMBLE.match(data)
    return data[preamble.end() :] if preamble else data


def detect_dir(path: Path) -> bool:
    """A storage root: a directory with ``session/`` and ``message/``, or one holding it."""
    return _is_storage_root(path) or _is_storage_root(path / "storage")


def read(path: Path) -> Iterator[ParsedSession]:
    """Every session in an opencode file, storage directory or database."""
    if path.is_dir():
        yield from _read_data_dir(path)
        return
    head = read_head(path)
    if head.startswith(SQLITE_MAGIC):
        yield from read_sqlite(path)
        return
    collector = _Collector(path)
    first_line = head.lstrip().split(b"\n", 1)[0].strip()
    if first_line.startswith(b"{") and first_line != b"{":
        collector.variant = "jsonl"
        for line_no, obj in iter_json_lines(path, collector.warnings):
            collector.add(obj, line_no)
    elif not (_EXPORT_START.match(_without_preamble(head)) and _load_export(path, collector)):
        collector.variant = "concatenated"
        _load_concatenated(path, collector)
    yield from collector.finish()


def turn_start(raw: bytes) -> bool:
    """A user message line of the JSONL variant. (A message carries its tool calls with their
    results, so any message line is a safe cut; a user message keeps turns together.)"""
    if b'"user"' not in raw:
        return False
    obj = json_object(raw)
    return obj is not None and as_dict(obj.get("info")).get("role") == "user"


def header_line(raw: bytes) -> bool:
    """A session info line names the session (title, directory) for every part."""
    if b'"ses_' not in raw:
        return False
    obj = json_object(raw)
    if obj is None:
        return False
    info = obj.get("info")
    return _is_session_info(info if isinstance(info, dict) and "parts" not in obj else obj)


READER = Reader(
    name=FORMAT,
    read=read,
    detect=detect,
    detect_dir=detect_dir,
    description="opencode: export JSON/JSONL, storage directory, opencode.db, concatenated storage",
    turn_start=turn_start,
    header_line=header_line,
)


class _Collector:
    """Gathers the objects of one file into sessions, whatever order they come in."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.variant = "export"
        self.sessions: dict[str, RawSession] = {}
        self.loose_messages: dict[str, RawMessage] = {}
        self.loose_parts: list[tuple[dict[str, object], int | None]] = []
        self.warnings: list[ReadWarning] = []

    def warn(self, where: int | None, message: str) -> None:
        self.warnings.append(ReadWarning(path=str(self.path), line=where, message=message))

    def session(self, session_id: str) -> RawSession:
        found = self.sessions.get(session_id)
        if found is None:
            found = self.sessions[session_id] = RawSession(id=session_id, variant=self.variant)
        return found

    def add(self, obj: object, where: int | None) -> None:
        """Classify one top-level object by its fields and file it."""
        if isinstance(obj, list):
            return  # storage/session_diff/<ses>.json: file diffs, nothing to record
        if not isinstance(obj, dict):
            self.warn(where, f"expected a JSON object, got {type(obj).__name__}")
            return
        info = obj.get("info")
        if isinstance(info, dict):
            self._add_wrapped(info, obj, where)
        elif "messageID" in obj and "type" in obj:
            self.loose_parts.append((obj, where))
        elif "role" in obj and "sessionID" in obj:
            self._add_loose_message(obj, where)
        elif _is_session_info(obj):
            self.session(str(obj["id"])).info = obj
        elif "worktree" not in obj and not ("secret" in obj and "url" in obj):
            # Projects (worktree) and shares (secret, url) are expected and carry nothing.
            self.warn(where, f"not an opencode object (keys: {', '.join(sorted(obj)[:6])})")

    def _add_wrapped(
        self, info: dict[str, object], obj: dict[str, object], where: int | None
    ) -> None:
        messages = obj.get("messages")
        if isinstance(messages, list):
            self._add_export(info, messages, where)
        elif "parts" in obj:
            session_id = as_str(info.get("sessionID")) or self._default_session_id()
            parts = obj.get("parts")
            if not isinstance(parts, list):
                self.warn(where, f"message {info.get('id')}: 'parts' is not a list")
                parts = []
            message = RawMessage(info=info, parts=parts, path=str(self.path), where=where)
            self.session(session_id).messages.append(message)
        elif _is_session_info(info):
            self.session(str(info["id"])).info = info
        else:
            self.warn(where, "object with 'info' but neither 'parts' nor a session id")

    def _add_export(
        self, info: dict[str, object], messages: list[object], where: int | None
    ) -> None:
        session_id = as_str(info.get("id")) or self._default_session_id()
        session = self.session(session_id)
        session.info, session.variant = info, "export"
        for number, item in enumerate(messages, start=1):
            # Line numbers are unknown in a whole-file export; the record number stands in.
            record = number if where is None else where
            entry = as_dict(item)
            message_info = entry.get("info")
            if not isinstance(message_info, dict):
                self.warn(record, f"messages[{number - 1}] has no 'info' object, skipped")
                continue
            parts = entry.get("parts")
            if not isinstance(parts, list):
                self.warn(record, f"messages[{number - 1}]: 'parts' is not a list")
                parts = []
            raw = RawMessage(info=message_info, parts=parts, path=str(self.path), where=record)
            session.messages.append(raw)

    def _add_loose_message(self, info: dict[str, object], where: int | None) -> None:
        message = RawMessage(info=info, parts=[], path=str(self.path), where=where)
        session = self.session(str(info["sessionID"]))
        session.ordered = False
        session.messages.append(message)
        message_id = as_str(info.get("id"))
        if message_id is not None:
            self.loose_messages[message_id] = message

    def _default_session_id(self) -> str:
        if len(self.sessions) == 1:
            return next(iter(self.sessions))
        return logical_name(self.path).split(".")[0]

    def finish(self) -> Iterator[ParsedSession]:
        """Attach loose parts to their messages and build every session."""
        for part, where in sorted(self.loose_parts, key=lambda p: as_str(p[0].get("id")) or ""):
            message_id = as_str(part.get("messageID")) or ""
            message = self.loose_messages.get(message_id)
            if message is None:
                self.warn(where, f"part {part.get('id')} belongs to unknown message {message_id}")
                continue
            message.parts.append(part)
        if not self.sessions:
            if self.warnings:
                # Nothing readable, but the warnings must still reach the user.
                self.session(logical_name(self.path).split(".")[0])
            else:
                return
        for index, session in enumerate(self.sessions.values()):
            if index == 0:
                session.warnings[:0] = self.warnings
            yield build_parsed_session(session, str(self.path))


def _is_session_info(obj: dict[str, object]) -> bool:
    session_id = as_str(obj.get("id"))
    return session_id is not None and session_id.startswith("ses_") and "role" not in obj


def _load_export(path: Path, collector: _Collector) -> bool:
    """Read a pretty-printed ``opencode export`` whole; ``False`` if it is not one object."""
    damage: list[ReadWarning] = []  # reported only if the file is read as an export
    try:
        data = orjson.loads(_without_preamble(read_bytes(path, damage)))
    except orjson.JSONDecodeError:
        return False
    if not isinstance(data, dict) or not isinstance(data.get("messages"), list):
        return False
    collector.warnings.extend(damage)
    collector.add(data, None)
    return True


def _load_concatenated(path: Path, collector: _Collector) -> None:
    """Split pretty-printed JSON objects written one after another and file each one."""
    text = read_bytes(path, collector.warnings).decode("utf-8", errors="replace")
    decoder = json.JSONDecoder()
    pos, line, counted_to = 0, 1, 0
    while True:
        pos = _WHITESPACE.match(text, pos).end()  # type: ignore[union-attr]  # \s* always matches
        if pos >= len(text):
            return
        line += text.count("\n", counted_to, pos)
        counted_to = pos
        try:
            # json finds where the object ends; orjson parses it, as everywhere else: strict
            # JSON, no lone surrogates (SQLite cannot store them), a bounded nesting depth.
            _, end = decoder.raw_decode(text, pos)
            obj = orjson.loads(text[pos:end])
        except (json.JSONDecodeError, RecursionError) as exc:
            collector.warn(line, f"object starting here is not valid JSON: {exc}")
            # Top-level objects start at column 0; nested ones are indented.
            resume = text.find("\n{", pos + 1)
            if resume < 0:
                return
            pos = resume + 1
            continue
        collector.add(obj, line)
        pos = end


def _is_storage_root(path: Path) -> bool:
    return (path / "session").is_dir() and (path / "message").is_dir()


def _load_json_file(path: Path, warnings: list[ReadWarning]) -> dict[str, object] | None:
    try:
        obj = orjson.loads(read_bytes(path, warnings))
    except (OSError, orjson.JSONDecodeError) as exc:
        warnings.append(
            ReadWarning(path=str(path), line=error_line(exc), message=f"unreadable JSON: {exc}")
        )
        return None
    if not isinstance(obj, dict):
        warnings.append(ReadWarning(path=str(path), line=1, message="expected a JSON object"))
        return None
    return obj


def _json_files(directory: Path) -> list[Path]:
    return sorted(directory.glob("*.json")) if directory.is_dir() else []


def _read_data_dir(path: Path) -> Iterator[ParsedSession]:
    """A storage root, or opencode's data directory holding ``storage/`` and maybe the db.

    opencode keeps the legacy ``storage/`` tree after migrating it into ``opencode.db``, so a
    data directory with both reads the database first and the tree only for sessions the
    database lacks. A database refused as hostile leaves the tree to be read, with the
    refusal as a warning (raised when the tree holds no session to carry it).
    """
    if _is_storage_root(path):
        yield from _read_storage(path, str(path), skip=set())
        return
    seen: set[str] = set()
    database = path / "opencode.db"
    refused: ForeignDatabaseError | None = None
    if database.is_file() and is_opencode_db(database):
        try:
            for parsed in read_sqlite(database):
                seen.add(parsed.session.id)
                yield parsed
        except ForeignDatabaseError as exc:
            refused = exc
    for parsed in _read_storage(path / "storage", str(path), skip=seen):
        if refused is not None:
            parsed.warnings.insert(0, ReadWarning(path=str(database), message=str(refused)))
            refused = None
        yield parsed
    if refused is not None:
        raise refused


def _read_storage(root: Path, source_path: str, skip: set[str]) -> Iterator[ParsedSession]:
    """Every session of a storage tree (but those in ``skip``), one at a time."""
    session_files = {f.stem: f for f in sorted((root / "session").glob("*/*.json"))}
    message_dirs = {d.name: d for d in sorted((root / "message").iterdir()) if d.is_dir()}
    for session_id in sorted((set(session_files) | set(message_dirs)) - skip):
        raw = RawSession(id=session_id, variant="storage", ordered=False)
        if session_id in session_files:
            raw.info = _load_json_file(session_files[session_id], raw.warnings) or {}
        message_dir = message_dirs.get(session_id)
        for message_file in _json_files(message_dir) if message_dir else []:
            info = _load_json_file(message_file, raw.warnings)
            if info is None:
                continue
            message_id = as_str(info.get("id")) or message_file.stem
            parts: list[object] = []
            for part_file in _json_files(root / "part" / message_id):
                part = _load_json_file(part_file, raw.warnings)
                if part is not None:
                    parts.append(part)
            raw.messages.append(RawMessage(info=info, parts=parts, path=str(message_file)))
        yield build_parsed_session(raw, source_path)


__all__ = ["READER", "detect", "detect_dir", "read"]
