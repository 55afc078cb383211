"""Flatten a parsed session into plain rows, one tuple per row in ``rows.ROW_COLUMNS`` order.

The rows are the reading ↔ storage contract (:mod:`sessgraph.rows`): plain tuples, ids as
positions within the session, per table; storage (:func:`sessgraph.store.save_source`) turns
the positions into row ids with the session's id block (:mod:`sessgraph.store.ids`).
"""

from __future__ import annotations

from typing import Any

import orjson

from sessgraph.models import MessageKind, ParsedSession, Role, SegmentBoundary
from sessgraph.rows import Row, SessionRows

# Outputs larger than this are stored truncated, with a marker saying how much was cut, so
# one giant tool output cannot exhaust memory or bloat the database.
MAX_TEXT_CHARS = 1_000_000
TRUNCATION_MARKER = "\n[sessgraph: truncated {cut} of {total} characters]"

SEGMENT_TITLE_CHARS = 200


def clip(text: str | None) -> tuple[str | None, bool]:
    """``text`` cut to :data:`MAX_TEXT_CHARS` with a marker; the flag says whether it was cut."""
    if text is None or len(text) <= MAX_TEXT_CHARS:
        return text, False
    marker = TRUNCATION_MARKER.format(cut=len(text) - MAX_TEXT_CHARS, total=len(text))
    return text[:MAX_TEXT_CHARS] + marker, True


def segment_rows(parsed: ParsedSession) -> tuple[list[Row], list[int]]:
    """Segments of a session and, for each message, the position of its segment.

    A segment starts at the first message, at every real user prompt and at every compaction
    summary; tool results, hook output and command echoes never start one.
    """
    sid = parsed.session.id
    # id, session_id, idx, first_seq, last_seq, title, boundary (mutable while building)
    segments: list[list[Any]] = []
    per_message: list[int] = []
    prompt = MessageKind.PROMPT.value
    compaction = MessageKind.COMPACTION_SUMMARY.value
    for message in parsed.messages:
        boundary: str | None = None
        if not segments:
            boundary = SegmentBoundary.SESSION_START.value
        elif message.kind == prompt:
            boundary = SegmentBoundary.USER_PROMPT.value
        elif message.kind == compaction:
            boundary = SegmentBoundary.COMPACTION.value
        if boundary is not None:
            idx = len(segments)
            segments.append([idx, sid, idx, message.seq, message.seq, None, boundary])
        current = segments[-1]
        current[4] = message.seq
        if current[5] is None and message.kind == prompt:
            current[5] = " ".join(message.text.split())[:SEGMENT_TITLE_CHARS] or None
        per_message.append(current[0])
    return [tuple(s) for s in segments], per_message


def session_rows(parsed: ParsedSession) -> SessionRows:
    """Flatten one parsed session into rows for every table (ids are positions)."""
    session = parsed.session
    sid = session.id
    segments, segment_of = segment_rows(parsed)
    messages: list[Row] = []
    tool_calls: list[Row] = []
    commands: list[Row] = []
    edits: list[Row] = []
    failed = 0
    users = 0
    user, prompt = Role.USER.value, MessageKind.PROMPT.value
    for message_id, (message, segment_id) in enumerate(
        zip(parsed.messages, segment_of, strict=True)
    ):
        text, _ = clip(message.text)
        if message.role == user and message.kind == prompt:
            users += 1
        messages.append(
            (
                message_id,
                sid,
                message.seq,
                message.native_id,
                message.role,
                message.kind,
                text,
                message.timestamp,
                message.parent_id,
                segment_id,
                int(message.is_sidechain),
                message.model,
                message.source_line,
            )
        )
        for n, call in enumerate(message.tool_calls):
            call_id = len(tool_calls)
            cmd = call.command
            result, _ = clip(call.result_text)
            output, truncated = clip(cmd.output if cmd else None)
            if cmd is not None and result is not None and result == output:
                result = None  # stored once, as commands.output
            tool_calls.append(
                (
                    call_id,
                    message_id,
                    sid,
                    n,
                    call.native_id,
                    call.name,
                    None if call.input is None else orjson.dumps(call.input).decode(),
                    result,
                    None if call.is_error is None else int(call.is_error),
                    call.status,
                    call.child_session_id,
                )
            )
            if cmd is not None:
                if cmd.status == "failed":
                    failed += 1
                commands.append(
                    (
                        len(commands),
                        sid,
                        message_id,
                        call_id,
                        len(commands),
                        cmd.command,
                        cmd.cwd,
                        cmd.exit_code,
                        cmd.status,
                        output,
                        int(truncated),
                        cmd.duration_ms,
                        cmd.started_at,
                    )
                )
            for edit in call.edits:
                edits.append(
                    (
                        len(edits),
                        sid,
                        message_id,
                        call_id,
                        edit.path,
                        edit.kind,
                        edit.lines_added,
                        edit.lines_removed,
                    )
                )
    session_row = session.model_dump()
    if not session_row.get("title"):
        # Formats without a title: the opening request names the session well enough.
        session_row["title"] = next((seg[5] for seg in segments if seg[5]), None)
    session_row.update(
        message_count=len(messages),
        user_message_count=users,
        command_count=len(commands),
        failed_command_count=failed,
        segment_count=len(segments),
    )
    tables = {
        "segments": segments,
        "messages": messages,
        "tool_calls": tool_calls,
        "commands": commands,
        "file_edits": edits,
    }
    return SessionRows(sid, session_row, tables, len(commands), failed)
