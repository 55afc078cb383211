"""Read a huge JSONL transcript in parts, so memory stays bounded however large the file.

A reader builds a whole session in memory, which is fine for the transcripts agents usually
write and not for a 1 GB one. For JSONL formats whose :class:`~sessgraph.formats.Reader` says
where a new turn starts (``turn_start``) and which lines carry the session's identity
(``header_line``), :func:`read_in_parts` cuts the file at turn starts into parts of about
``part_bytes`` each, writes each part to a temporary file (the header lines first, so every
part names the same session) and runs the unchanged reader on it. Each part comes back as a
:class:`ParsedSession` whose messages are numbered from 0;
:class:`sessgraph.reading.parts.PartNumbering` renumbers and stitches the parts before they are
stored. Warnings, source lines and ids made of a
line number (Codex's ``line:518``) point at lines of the original file.

Cutting at a turn start (a Claude Code, opencode or neutral user message, a Codex
``turn_context``) keeps tool calls and their results together: a turn's calls are answered
before the next turn. A turn longer than ``max_part_bytes`` is cut at a line boundary anyway
(memory comes first), with a warning, as calls answered after the cut lose their results. What
the reader cannot see across parts: a ``parent_id`` pointing into an earlier part stays the
format's raw id, and the title is the first part's. Only files whose first line is a whole
JSON object are cut (:func:`sessgraph.reading.reads_in_parts`); a JSON document is read whole.

The temporary file keeps the source's name and its two parent directory names, a
``<stem>.meta.json`` beside it is copied along, and Claude Code subagent files beside it (the
``<stem>/`` folder, ``*agent-<id>.jsonl``) are linked in, so readers that look at the path
(Claude Code subagent files; a parent that rebuilds a subagent from its progress lines only
when the agent's own file is absent) behave as on the original. The sessions a part yields
are stitched by session id, so a subagent whose progress lines span two parts is one session.
"""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import IO, TYPE_CHECKING

from sessgraph.formats._io import logical_name, numbered_lines, open_binary
from sessgraph.models import ParsedSession, ReadWarning

if TYPE_CHECKING:
    from sessgraph.formats import Reader

# Parts of this many input bytes keep a part's records around 50-100 MB of memory.
PART_BYTES = 8 << 20
# A turn longer than this is cut inside (see the module docstring).
MAX_PART_BYTES = 64 << 20


class _Part:
    """One part being written: its temporary file and where its lines came from."""

    def __init__(self, path: Path, header: list[bytes]) -> None:
        self.path = path
        self.handle: IO[bytes] = open(path, "wb")  # noqa: SIM115 - closed by _finish()
        self.size = 0
        self.header_lines = len(header)
        self.first_line = 0  # source line (1-based) of the part's first own line
        self.turns = 0  # turn starts in the part
        for line in header:
            self.handle.write(line)

    def add(self, line_no: int, raw: bytes) -> None:
        if self.first_line == 0:
            self.first_line = line_no
        self.handle.write(raw)
        self.size += len(raw)

    def source_line(self, line: int | None) -> int | None:
        """The source line of a line of the part's file (``None`` for a copied header)."""
        if line is None or line <= self.header_lines or self.first_line == 0:
            return None
        return self.first_line + line - self.header_lines - 1


def _place(path: Path, workdir: Path) -> Path:
    """Where a part of ``path`` is written: same name, same two parent directory names."""
    parents = [p.name for p in (path.parent.parent, path.parent) if p.name]
    folder = workdir.joinpath(*parents)
    folder.mkdir(parents=True, exist_ok=True)
    meta = path.parent / (logical_name(path).removesuffix(".jsonl") + ".meta.json")
    if meta.is_file():
        shutil.copyfile(meta, folder / meta.name)
    stem = logical_name(path).removesuffix(".jsonl")
    beside = [path.parent / stem] if (path.parent / stem).is_dir() else []
    beside += [p for p in path.parent.glob("*agent-*.jsonl*") if p.name != path.name]
    for original in beside:
        _link(original, folder / original.name)
    return folder / logical_name(path)


def _link(original: Path, link: Path) -> None:
    """``link`` points at ``original``; where links cannot be made, empty stand-ins of the
    agent files say at least that they exist (all a parent's reader asks)."""
    if link.exists():
        return
    try:
        link.symlink_to(original.resolve(), target_is_directory=original.is_dir())
    except OSError:
        if original.is_file():
            link.touch()
            return
        for agent_file in original.glob("subagents/agent-*.jsonl*"):
            (link / "subagents").mkdir(parents=True, exist_ok=True)
            (link / "subagents" / agent_file.name).touch()


def read_in_parts(
    reader: Reader,
    path: Path,
    part_bytes: int | None = None,
    max_part_bytes: int | None = None,
    on_part: Callable[[int], None] | None = None,
) -> Iterator[ParsedSession]:
    """The sessions of ``path`` in parts (see the module docstring); ``reader`` is a
    :class:`~sessgraph.formats.Reader` with ``turn_start`` and ``header_line``. The sizes
    default to :data:`PART_BYTES` and :data:`MAX_PART_BYTES`. ``on_part(n)`` is called after
    each part with the (decompressed) bytes of the file read so far."""
    part_bytes = PART_BYTES if part_bytes is None else part_bytes
    max_part_bytes = MAX_PART_BYTES if max_part_bytes is None else max_part_bytes
    turn_start, header_line = reader.turn_start, reader.header_line
    if turn_start is None or header_line is None:
        raise ValueError(f"the {reader.name} reader cannot read in parts")
    with tempfile.TemporaryDirectory(prefix="sessgraph-part-") as tmp:
        target = _place(path, Path(tmp))
        header: list[bytes] = []
        notes: list[ReadWarning] = []
        part = _Part(target, header)
        first_part = True
        consumed = 0
        damage: list[ReadWarning] = []
        with open_binary(path) as source:
            for line_no, raw in numbered_lines(source, path, damage):
                if first_part and header_line(raw):
                    header.append(raw if raw.endswith(b"\n") else raw + b"\n")
                # A part holds at least one turn start (the first part thus the first prompt,
                # which may name the session) unless the turn is too long. Whether a line
                # starts a turn is asked only while the answer matters.
                starts_turn = (part.turns == 0 or part.size >= part_bytes) and turn_start(raw)
                at_turn = part.size >= part_bytes and starts_turn and part.turns > 0
                if at_turn or part.size >= max_part_bytes:
                    if not at_turn:
                        notes.append(
                            ReadWarning(
                                path=str(path),
                                line=line_no,
                                message=f"a turn longer than {max_part_bytes >> 20} MB was cut "
                                "here to bound memory: tool calls before this line may miss "
                                "their results",
                            )
                        )
                    yield from _finish(reader, part, path, notes)
                    if on_part is not None:
                        on_part(consumed)
                    notes = []
                    first_part = False
                    part = _Part(target, header)
                part.add(line_no, raw)
                consumed += len(raw)
                part.turns += starts_turn
        yield from _finish(reader, part, path, notes + damage)
        if on_part is not None:
            on_part(consumed)


def _finish(
    reader: Reader, part: _Part, source: Path, notes: list[ReadWarning]
) -> Iterator[ParsedSession]:
    part.handle.close()
    for parsed in reader.read(part.path):
        parsed.session.source_path = str(source)
        for message in parsed.messages:
            line = message.source_line
            message.source_line = part.source_line(line)
            # Formats without message ids name a message by its line (Codex: "line:518").
            if line is not None and message.native_id == f"line:{line}":
                message.native_id = f"line:{message.source_line}"
        for warning in parsed.warnings:
            warning.path = str(source)
            warning.line = part.source_line(warning.line)
        parsed.warnings[:0] = notes
        notes = []
        yield parsed
