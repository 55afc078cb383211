"""Number the parts of a session read in parts as if the session had been read whole.

A huge transcript is read part by part (:mod:`sessgraph.formats._chunked`), and each part is
flattened on its own (:func:`sessgraph.reading.flatten.session_rows`): its rows are numbered
from 0, messages' ``seq`` too. :class:`PartNumbering` shifts every part's positions by what the
earlier parts held, so what storage receives is numbered exactly as a whole read would number
it, and storage writes it the way it writes any other rows (one write path).

A part that does not open with a segment boundary continues the previous part's last segment,
so that segment is held back until the next part (or :meth:`PartNumbering.close`) shows where
it ends. The ``sessions`` row comes last, from :meth:`PartNumbering.close`: counts summed over
the parts, the first part's title and start, the last known end.
"""

from __future__ import annotations

from typing import Any

from sessgraph.models import MessageKind, SegmentBoundary
from sessgraph.rows import ROW_COLUMNS, Row, SessionRows

# Columns holding positions that a part's offsets shift, and the table whose positions each
# holds (a message's segment is looked up: segments continue across parts).
_SHIFTED: dict[str, dict[str, str]] = {
    "messages": {"id": "messages", "seq": "messages", "segment_id": "segments"},
    "tool_calls": {"id": "tool_calls", "message_id": "messages"},
    "commands": {
        "id": "commands",
        "message_id": "messages",
        "tool_call_id": "tool_calls",
        "seq": "commands",
    },
    "file_edits": {"id": "file_edits", "message_id": "messages", "tool_call_id": "tool_calls"},
}
# The same as (column index, table) pairs, for the loop over every row.
_POSITION_COLUMNS: dict[str, tuple[tuple[int, str], ...]] = {
    table: tuple((ROW_COLUMNS[table].index(column), of) for column, of in columns.items())
    for table, columns in _SHIFTED.items()
}
_MESSAGE_KIND = ROW_COLUMNS["messages"].index("kind")
_PART_BOUNDARY = {
    MessageKind.PROMPT.value: SegmentBoundary.USER_PROMPT.value,
    MessageKind.COMPACTION_SUMMARY.value: SegmentBoundary.COMPACTION.value,
}
_SUMMED = ("message_count", "user_message_count", "command_count", "failed_command_count")


class PartNumbering:
    """Renumbers the parts of one session (in file order); :meth:`close` ends the session."""

    def __init__(self, session_id: str) -> None:
        self.session_id = session_id
        self.offsets = dict.fromkeys(ROW_COLUMNS, 0)
        self.open_segment: list[Any] | None = None
        self.session: dict[str, Any] | None = None
        self.commands = 0
        self.failed_commands = 0

    def renumber(self, rows: SessionRows) -> SessionRows:
        """One part's rows, positions shifted to the session's (its last segment held back)."""
        segments, segment_at = self._segments(rows)
        offsets = self.offsets
        tables: dict[str, list[Row]] = {"segments": segments}
        for table, positions in _POSITION_COLUMNS.items():
            shifted = []
            for row in rows.tables[table]:
                out = list(row)
                for index, of in positions:
                    if out[index] is not None:
                        out[index] = (
                            segment_at[out[index]] if of == "segments" else out[index] + offsets[of]
                        )
                shifted.append(tuple(out))
            tables[table] = shifted
        for table in _POSITION_COLUMNS:
            offsets[table] += len(rows.tables[table])
        self._add_to_session(rows)
        return SessionRows(self.session_id, None, tables, rows.commands, rows.failed_commands)

    def _segments(self, rows: SessionRows) -> tuple[list[Row], list[int]]:
        """The part's finished segments (the previous part's open one first, when this part
        ends it), and for each segment of the part its position in the session. The part's
        last segment is kept open."""
        first_seq = self.offsets["messages"]
        open_segment = self.open_segment
        # A part's first segment is marked as the session's start; after an earlier part it
        # is a new segment only if the part opens with a prompt or a compaction summary.
        messages = rows.tables["messages"]
        opening = _PART_BOUNDARY.get(messages[0][_MESSAGE_KIND]) if messages else None
        segment_at: list[int] = []
        new: list[list[Any]] = []
        position = self.offsets["segments"]
        for n, (_, sid, _, first, last, title, boundary) in enumerate(rows.tables["segments"]):
            if n == 0 and open_segment is not None:
                if opening is None:  # the previous part's last segment goes on
                    segment_at.append(open_segment[0])
                    open_segment[4] = last + first_seq
                    open_segment[5] = open_segment[5] or title
                    continue
                boundary = opening
            segment_at.append(position)
            new.append(
                [position, sid, position, first + first_seq, last + first_seq, title, boundary]
            )
            position += 1
        self.offsets["segments"] = position
        finished: list[Row] = []
        if new:
            if open_segment is not None:
                finished.append(tuple(open_segment))
            finished.extend(tuple(s) for s in new[:-1])
            self.open_segment = new[-1]
        return finished, segment_at

    def _add_to_session(self, rows: SessionRows) -> None:
        self.commands += rows.commands
        self.failed_commands += rows.failed_commands
        assert rows.session is not None  # a part read on its own has its sessions row
        if self.session is None:
            self.session = dict(rows.session)
            return
        for key in _SUMMED:
            self.session[key] = int(self.session[key] or 0) + int(rows.session[key] or 0)
        for key, value in rows.session.items():
            if value is not None and self.session.get(key) is None:
                self.session[key] = value
        if rows.session.get("ended_at"):
            self.session["ended_at"] = rows.session["ended_at"]

    def close(self) -> SessionRows:
        """The session's last rows: its open segment and its ``sessions`` row."""
        segments: list[Row] = []
        if self.open_segment is not None:
            segments.append(tuple(self.open_segment))
            self.open_segment = None
        assert self.session is not None
        self.session["segment_count"] = self.offsets["segments"]
        tables: dict[str, list[Row]] = {"segments": segments}
        return SessionRows(self.session_id, self.session, tables, 0, 0)
