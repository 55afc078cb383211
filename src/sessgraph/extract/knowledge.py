"""Entity mentions and discovery → reuse links (pivots live in :mod:`.pivots`).

*Mentions* record where an entity appears and how: in the agent's or user's ``prose``, in a
``command`` the agent ran, or in an ``edit`` it made. Tool output is not mined for mentions:
a name scrolling past in a listing is not knowledge.

*Reuse*: for knowledge-bearing entities (flags, env vars, version pins, PR refs, and
command idioms the agent wrote out in its prose, like ``lsof -t -i :8000``), the
discovery is the earliest mention in prose or in the agent's own action, across all
sessions; every later segment (or session) that uses the entity gets one link from that
discovery to its first use there. A flag is also matched by an abbreviation that argparse
would accept (``--speculative-algo`` for ``--speculative-algorithm``).

*What carries knowledge* (issue 12, class 5) is decided twice: by the name alone
(:func:`carries_knowledge`: no placeholders, IDE tags, keywords, banners, universal flags,
regexes) and by measurement (:func:`common_entities`: an entity used in most of the stored
units of work, like ``--no-pager``, is vocabulary, not a discovery). The measure replaces a
hand list of common flags, which would go stale with every new tool.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, NamedTuple

import sqlite_utils

from sessgraph.extract.entities import Entity, entities_from_command, entities_from_text
from sessgraph.extract.episodes import Action
from sessgraph.extract.intent import change_kind, change_patterns
from sessgraph.extract.textcache import memo_by_text
from sessgraph.store import stable_id

KNOWLEDGE_KINDS = ("flag", "env_var", "package", "pr")


class Mention(NamedTuple):
    """Where an entity appears (a named tuple: ~200,000 of them on the benchmark corpus, built
    and deduplicated several times faster than a frozen dataclass)."""

    kind: str
    name: str
    value: str | None
    message_id: int
    command_id: int | None
    seq: int
    role: str


def prose_entities(text: str) -> list[Entity]:
    """Entities in prose; uses the spaCy pipeline when available."""
    try:
        from sessgraph.extract.prose import entities_from_prose
    except ImportError:  # pragma: no cover - prose module is part of the package
        return entities_from_text(text)
    return entities_from_prose(text)


def message_mentions(
    messages: Iterable[tuple[int, int, str, str]], actions: Iterable[Action]
) -> list[Mention]:
    """Mentions from prose (``(id, seq, role, text)``) and from the agent's actions."""
    found: list[Mention] = []
    for message_id, seq, role, text in messages:
        if role not in ("assistant", "user") or not text:
            continue
        for entity in prose_entities(text):
            found.append(
                Mention(entity.kind, entity.name, entity.value, message_id, None, seq, "prose")
            )
    for action in actions:
        if action.command is not None:
            entities = entities_from_command(action.command)
            role = "command"
        else:
            entities = entities_from_text(action.added_text) + _script_entities(action.added_text)
            if action.edit_path:
                entities.append(Entity("path", action.edit_path))
            role = "edit"
        for entity in entities:
            found.append(
                Mention(
                    entity.kind,
                    entity.name,
                    entity.value,
                    action.message_id,
                    action.command_id,
                    action.seq,
                    role,
                )
            )
    return list(dict.fromkeys(found))


_SCRIPT_LINE = re.compile(r"^\s*(?:RUN|run:|-\s*run:|\$)?\s*(.+)$")
_SCRIPT_KINDS = ("install_package", "package_reinstall")
# A line neither rule matches cannot be of either kind: most lines of an edit are code, and
# change_kind would try every rule on each distinct one.
_SCRIPT_PATTERNS = change_patterns(_SCRIPT_KINDS)


def _script_entities(text: str) -> list[Entity]:
    """Commands written into files (Dockerfile RUN lines, CI steps, scripts) name packages."""
    return list(_script_line_entities(text))


# Memoised per distinct text, as entities_from_text is for the same edit texts (they recur:
# 591 edits for 189 texts on the unreplicated corpus); each line is tried against two rules.
@memo_by_text(maxsize=4096)
def _script_line_entities(text: str) -> tuple[Entity, ...]:
    found: list[Entity] = []
    for line in text.splitlines():
        match = _SCRIPT_LINE.match(line)
        if match is None:
            continue
        command = match.group(1)
        if any(p.search(command) for p in _SCRIPT_PATTERNS) and change_kind(command) in (
            _SCRIPT_KINDS
        ):
            found.extend(entities_from_command(command))
    return tuple(found)


# Issue 12, class 5: reuse links only for entities that carry knowledge.
# An entity used in at least this share of the stored units of work (segments, or sessions
# without segments) is common vocabulary (`--no-pager`, `--format`), not a discovery. Below
# MIN_DOCUMENTS units a share says nothing, and no entity is dropped for it.
COMMON_SHARE = 0.4
MIN_DOCUMENTS = 5
_KEYWORDS = frozenset({
    "if", "then", "else", "elif", "fi", "for", "while", "until", "do", "done", "case", "esac",
    "in", "function", "select", "time", "let", "local", "export", "return", "break",
    "continue", "fn", "pub", "use", "mut", "async", "await", "match", "impl", "struct", "enum",
    "mod", "const", "static", "var", "def", "class", "import", "from", "with", "try", "except",
    "finally", "raise", "yield", "lambda", "pass", "not", "and", "or", "is", "new", "this",
    "self", "super", "true", "false", "null", "none", "nil", "go", "defer", "type",
    "interface", "package"
})  # fmt: skip
_UNIVERSAL_FLAGS = frozenset({"--help", "-h", "--version", "-V", "-v", "--"})
_FLAG_SHAPE = re.compile(r"--?[A-Za-z][\w-]*")
_PROGRAM_SHAPE = re.compile(r"[A-Za-z][\w.+-]*(?: [a-z][\w-]*){0,2}")
_REGEX_CHARS = re.compile(r"[\\^$*+?()\[\]{}|]")


def carries_knowledge(kind: str, name: str) -> bool:
    """Whether an entity can be knowledge worth a reuse link, from its name alone: not a
    redaction placeholder, an IDE tag, a shell or language keyword, punctuation taken for a
    program, an echo banner taken for a flag (``---``), a universal flag (``--help``), or a
    regex / sed-range argument."""
    if "[REDACTED" in name or "<" in name or ">" in name:
        return False
    if kind == "program":
        return bool(_PROGRAM_SHAPE.fullmatch(name)) and name.split()[0] not in _KEYWORDS
    if kind == "flag":
        return bool(_FLAG_SHAPE.fullmatch(name)) and name not in _UNIVERSAL_FLAGS
    if kind == "value":
        return not _REGEX_CHARS.search(name)
    return True


def common_entities(
    document_frequency: dict[int, int], documents: int, share: float = COMMON_SHARE
) -> set[int]:
    """Entity ids used in at least ``share`` of ``documents`` units of work (none when there
    are fewer than :data:`MIN_DOCUMENTS`): measured, not a hand list."""
    if documents < MIN_DOCUMENTS:
        return set()
    return {eid for eid, n in document_frequency.items() if n >= share * documents}


def knowledge_keys(names: dict[int, str]) -> dict[int, int]:
    """Entity id → the id it counts as: a long flag maps to its shortest known abbreviation
    (argparse accepts ``--speculative-algo`` for ``--speculative-algorithm``)."""
    flags = sorted(
        ((name, eid) for eid, name in names.items() if name.startswith("--") and len(name) >= 10),
        key=lambda item: len(item[0]),
    )
    keys = {eid: eid for eid in names}
    for n, (name, eid) in enumerate(flags):
        for shorter, shorter_id in flags[:n]:
            # An abbreviation cuts the last word short; `--speculative` is not an
            # abbreviation of `--speculative-algo`, it is another flag.
            if name.startswith(shorter) and "-" not in name[len(shorter) :]:
                keys[eid] = keys[shorter_id]
                break
    return keys


@dataclass(frozen=True)
class Occurrence:
    """Where an entity was found: the message, its session and segment."""

    message_id: int
    session_id: str
    seq: int
    segment_id: int | None
    segment_idx: int | None


def reuse_link(entity_id: int, found: Occurrence, used: Occurrence) -> dict[str, object]:
    """The ``reuse`` row for knowledge found at ``found`` and used at ``used``."""
    cross = used.session_id != found.session_id
    same_segments = cross or used.segment_idx is None or found.segment_idx is None
    return {
        "id": stable_id("reuse", entity_id, found.message_id, used.message_id),
        "entity_id": entity_id,
        "discovered_message_id": found.message_id,
        "reused_message_id": used.message_id,
        "discovered_session_id": found.session_id,
        "reused_session_id": used.session_id,
        "gap_messages": None if cross else used.seq - found.seq,
        "gap_segments": None if same_segments else used.segment_idx - found.segment_idx,  # type: ignore[operator]
        "cross_session": int(cross),
    }


def links_from(
    found: Occurrence, uses: Iterable[tuple[int, Occurrence]]
) -> list[dict[str, object]]:
    """One link per later segment (or session): its first use of what was ``found``.

    Each use keeps its own entity id (a flag's abbreviation stays as it was written)."""
    seen = {(found.session_id, found.segment_id)}
    links = []
    for entity_id, used in uses:
        if (used.session_id, used.segment_id) in seen:
            continue
        seen.add((used.session_id, used.segment_id))
        links.append(reuse_link(entity_id, found, used))
    return links


_SPECIFIC_VALUE = re.compile(r"[A-Za-z][\w.:-]{3,}")


def is_specific_value(value: str) -> bool:
    """A setting's value worth tracking on its own (``ens5``, ``extra_buffer``), not ``1``,
    ``true`` or a path."""
    return bool(_SPECIFIC_VALUE.fullmatch(value)) and bool(re.search(r"[\d_.:-]", value))


def value_reuse_rows(db: sqlite_utils.Database) -> list[dict[str, object]]:
    """Reuse of a *value* learned in prose and later set (``NCCL_SOCKET_IFNAME=ens5`` after
    "node-a is 10.0.3.11 on ens5"): the value becomes an entity of kind ``value``."""
    # A value's first use in each segment is all links_from needs (bare columns of min()).
    uses = db.execute(
        """
        SELECT mt.value, mt.session_id, mt.message_id, min(mt.seq), mt.segment_id, seg.idx,
               coalesce(s.started_at, '')
        FROM mentions mt JOIN entities e ON e.id = mt.entity_id
        JOIN sessions s ON s.id = mt.session_id
        LEFT JOIN segments seg ON seg.id = mt.segment_id
        WHERE e.kind IN ('env_var', 'flag') AND mt.value IS NOT NULL
          AND mt.role IN ('edit', 'command') AND mt.by_assistant = 1
        GROUP BY mt.value, mt.session_id, mt.segment_id
        ORDER BY coalesce(s.started_at, ''), mt.session_id, min(mt.seq)
        """
    ).fetchall()
    by_value: dict[str, list[tuple[Any, ...]]] = {}
    for row in uses:
        value = str(row[0]).strip("\"'")
        if is_specific_value(value) and carries_knowledge("value", value):
            by_value.setdefault(value, []).append(row)
    links: list[dict[str, object]] = []
    for value, occurrences in by_value.items():
        word = re.compile(rf"(?<![\w-]){re.escape(value)}(?![\w-])")
        phrase = " ".join(re.findall(r"[A-Za-z0-9]+", value))
        found = None
        for mid, sid, seq, segment, idx, started, text in db.execute(
            """
            SELECT m.id, m.session_id, m.seq, m.segment_id, seg.idx,
                   coalesce(s.started_at, ''), m.text
            FROM messages_fts JOIN messages m ON m.id = messages_fts.rowid
            JOIN sessions s ON s.id = m.session_id
            LEFT JOIN segments seg ON seg.id = m.segment_id
            WHERE messages_fts MATCH ? AND m.role = 'assistant'
            ORDER BY coalesce(s.started_at, ''), m.session_id, m.seq LIMIT 20
            """,
            [f'"{phrase}"'],
        ):
            if word.search(text or ""):
                found = (mid, sid, seq, segment, idx, started)
                break
        if found is None:
            continue
        d_mid, d_sid, d_seq, d_segment, d_idx, d_started = found
        entity_id = stable_id("entity", "value", value)
        db.execute(
            "INSERT OR IGNORE INTO entities (id, kind, name) VALUES (?, 'value', ?)",
            [entity_id, value],
        )
        discovery = Occurrence(d_mid, d_sid, d_seq, d_segment, d_idx)
        later = [
            (entity_id, Occurrence(r_mid, r_sid, r_seq, r_segment, r_idx))
            for _, r_sid, r_mid, r_seq, r_segment, r_idx, r_started in occurrences
            if (r_started, r_sid, r_seq) > (d_started, d_sid, d_seq)
        ]
        links.extend(links_from(discovery, later))
    return links
