"""The file edits written in an aider reply, for the files aider then reports as edited.

Private helper of :mod:`sessgraph.formats.aider`. aider prints ``Applied edit to <path>`` for
each file it changed but not what changed; the change is in the reply the model wrote, in one
of aider's edit formats:

* ``diff`` / ``diff-fenced`` / ``editor-diff``: SEARCH/REPLACE blocks, a file path line (before
  or just inside the fence) then ``<<<<<<< SEARCH`` / ``=======`` / ``>>>>>>> REPLACE``. An empty
  SEARCH section creates a file. Lines are counted with a line diff of the two sections.
* ``udiff``: a fenced unified diff with ``--- path`` / ``+++ path`` headers; ``+``/``-`` lines.
* ``whole`` / ``editor-whole``: the path line, then the whole new file in a fence (three or more
  backticks, or an HTML-like fence such as ``<source>`` that aider picks for some models). The
  previous content is not in the transcript, so all lines count as added, none as removed.

Paths are compared with ``\\`` turned into ``/`` and a leading ``./`` dropped, because aider
prints Windows paths with backslashes while models usually write forward slashes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from sessgraph.formats._text_edits import diff_line_counts
from sessgraph.models import EditKind, FileEdit

_HEAD = re.compile(r"^<{5,9} SEARCH>?\s*$")
_DIVIDER = re.compile(r"^={5,9}\s*$")
_UPDATED = re.compile(r"^>{5,9} REPLACE\s*$")
_FENCE_OPEN = re.compile(
    r"^(`{3,}|~{3,})[\w+.-]*\s*$|^<(source|code|pre|codeblock|sourcecode)>\s*$"
)
_DIFF_OLD = re.compile(r"^--- (?:a/)?(\S.*?)\s*$")
_DIFF_NEW = re.compile(r"^\+\+\+ (?:b/)?(\S.*?)\s*$")


@dataclass
class _Counts:
    added: int = 0
    removed: int = 0
    creates: bool = True


def normalize_path(path: str) -> str:
    """A path as written by aider or a model, in one spelling for comparison."""
    path = path.strip().replace("\\", "/")
    return path[2:] if path.startswith("./") else path


def _strip_filename(line: str) -> str:
    """The file name on a line before an edit block (aider allows `, *, # and : around it)."""
    name = line.strip().rstrip(":").strip()
    name = name.strip("`*").strip()
    return name.lstrip("#").strip()


def _is_fence(line: str) -> bool:
    return _FENCE_OPEN.match(line.strip()) is not None


def _closing_fence(opening: str) -> re.Pattern[str]:
    opening = opening.strip()
    if opening.startswith("<"):
        return re.compile(rf"^</{re.escape(opening[1:-1])}>\s*$")
    char = opening[0]
    run = len(opening) - len(opening.lstrip(char))
    return re.compile(rf"^{re.escape(char)}{{{run},}}\s*$")


def _filename_before(lines: list[str], index: int) -> str | None:
    """The path written just before line ``index`` (skipping one fence line and blanks)."""
    seen_fence = False
    for back in range(index - 1, max(index - 4, -1), -1):
        line = lines[back]
        if not line.strip():
            continue
        if _is_fence(line) and not seen_fence:
            seen_fence = True
            continue
        name = _strip_filename(line)
        return name or None
    return None


def _search_replace(lines: list[str]) -> dict[str, _Counts]:
    counts: dict[str, _Counts] = {}
    current: str | None = None
    index = 0
    while index < len(lines):
        if not _HEAD.match(lines[index]):
            index += 1
            continue
        current = _filename_before(lines, index) or current
        search: list[str] = []
        replace: list[str] = []
        target = search
        index += 1
        while index < len(lines) and not _UPDATED.match(lines[index]):
            if target is search and _DIVIDER.match(lines[index]):
                target = replace
            else:
                target.append(lines[index])
            index += 1
        if current is not None:
            entry = counts.setdefault(normalize_path(current), _Counts())
            added, removed = diff_line_counts("\n".join(search), "\n".join(replace))
            entry.added += added
            entry.removed += removed
            entry.creates = entry.creates and not any(line.strip() for line in search)
        index += 1
    return counts


def _unified_diffs(lines: list[str]) -> dict[str, _Counts]:
    counts: dict[str, _Counts] = {}
    current: _Counts | None = None
    for index, line in enumerate(lines):
        old = _DIFF_OLD.match(line)
        new = _DIFF_NEW.match(lines[index + 1]) if old and index + 1 < len(lines) else None
        if old and new:
            path = new.group(1) if new.group(1) != "/dev/null" else old.group(1)
            current = counts.setdefault(normalize_path(path), _Counts())
            current.creates = current.creates and old.group(1) == "/dev/null"
            continue
        if current is None or _DIFF_NEW.match(line):
            continue
        if _is_fence(line):
            current = None
        elif line.startswith("+"):
            current.added += 1
        elif line.startswith("-"):
            current.removed += 1
    return counts


def _whole_files(lines: list[str]) -> dict[str, _Counts]:
    counts: dict[str, _Counts] = {}
    index = 0
    while index < len(lines) - 1:
        name = _strip_filename(lines[index])
        if not name or " " in name or not _is_fence(lines[index + 1]):
            index += 1
            continue
        closing = _closing_fence(lines[index + 1])
        end = index + 2
        while end < len(lines) and not closing.match(lines[end]):
            end += 1
        # The last whole-file block for a path is the one aider writes.
        counts[normalize_path(name)] = _Counts(added=end - index - 2, removed=0)
        index = end + 1
    return counts


def applied_edit(path: str, reply: str | None) -> FileEdit:
    """The :class:`FileEdit` for a file aider reported as edited, counted from the reply."""
    key = normalize_path(path)
    lines = reply.splitlines() if reply else []
    found = _search_replace(lines).get(key)
    if found is not None:
        kind = EditKind.WRITE if found.creates else EditKind.EDIT
        return FileEdit(path=path, kind=kind, lines_added=found.added, lines_removed=found.removed)
    found = _unified_diffs(lines).get(key)
    if found is not None:
        return FileEdit(
            path=path, kind=EditKind.PATCH, lines_added=found.added, lines_removed=found.removed
        )
    found = _whole_files(lines).get(key)
    if found is not None:
        return FileEdit(path=path, kind=EditKind.WRITE, lines_added=found.added)
    # Edited, but the reply holds no block we can read for it (an unknown edit format).
    return FileEdit(path=path, kind=EditKind.EDIT)
