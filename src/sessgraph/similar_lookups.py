"""What "what fixed similar crashes before?" reads from the store: candidate past symptoms
with their fixes, and the stored evidence that a query's line is environment noise.

Split out of :mod:`sessgraph.similar` (which scores and ranks) and
:mod:`sessgraph.similar_query` (which reads the query's text), so that every SQL statement of
the retrieval lives in one place. Candidates are the past symptoms with the query's
**signature**, then a full-text search (FTS5, bm25) over stored error texts and templates
with the query's salient words, leaving out words that a large share of the stored symptoms
contain (:func:`rare_terms`: they rank nothing and make the search slow on a big history).
Each comes back as a row with its episode's fix and the words around it, as the ranking
compares them. Environment noise (:func:`without_stored_noise`) is known from the stored
outputs that carry a line: printed whatever the command, by commands that succeeded.
"""

from __future__ import annotations

import json
import re
import sqlite3
import weakref
from typing import Any

from sessgraph.extract.session_noise import NOISE_MIN_OUTPUTS, program_of
from sessgraph.extract.signatures import find_errors, normalise_error
from sessgraph.similar_query import WORD_CACHE, Query, fts_terms, record_message, salient_words
from sessgraph.store.readonly import Queryable

__all__ = [
    "COMMON_TERM_MIN",
    "candidate_rows",
    "fetch_candidates",
    "rare_terms",
    "without_stored_noise",
]

FTS_CANDIDATES = 40
SIGNATURE_CANDIDATES = 200
# A search term matching more than this share of the stored symptoms (and more than
# COMMON_TERM_MIN of them) is left out of the full-text query; see _TermCounts.
COMMON_TERM_SHARE = 0.1
COMMON_TERM_MIN = 200
KEEP_RAREST = 3
# The tool a user's rejection names first ("Bash rejected: ...", extract.tool_errors): who
# was turned away, not what the instruction is about (`bash` missing is no rejected Bash call).
_REJECTED_TOOL = re.compile(r"^\w+ rejected: ")


class _TermCounts:
    """How many stored symptoms each search term matches, cached per database state.

    bm25 is computed for every row an OR-query matches before ``LIMIT`` applies, so a term
    found in a large share of the symptoms ("path", "run", "version") makes a query slow
    while adding little to its ranking (bm25 weighs it near zero). :func:`rare_terms` drops
    such terms; the counts it needs are cached until the database changes (another
    connection's commit changes ``PRAGMA data_version``, this one's ``total_changes``)."""

    def __init__(self) -> None:
        self.state: tuple[int, int] | None = None
        self.symptoms = 0
        self.counts: dict[str, int] = {}

    def refresh(self, db: Queryable) -> None:
        state = (int(db.execute("PRAGMA data_version").fetchone()[0]), db.conn.total_changes)
        if state != self.state:
            self.state = state
            self.symptoms = int(db.execute("SELECT count(*) FROM symptoms").fetchone()[0])
            self.counts = {}

    def count(self, db: Queryable, term: str) -> int:
        found = self.counts.get(term)
        if found is None:
            if len(self.counts) >= WORD_CACHE:
                self.counts.clear()
            (found,) = db.execute(
                "SELECT count(*) FROM symptoms_fts WHERE symptoms_fts MATCH ?", [term]
            ).fetchone()
            self.counts[term] = found = int(found)
        return found


_TERM_COUNTS: weakref.WeakKeyDictionary[Queryable, _TermCounts] = weakref.WeakKeyDictionary()


def rare_terms(db: Queryable, terms: list[str]) -> list[str]:
    """``terms`` without those matching more than :data:`COMMON_TERM_SHARE` of the symptoms
    (and more than :data:`COMMON_TERM_MIN`, so small databases keep every term); when all
    are common, the :data:`KEEP_RAREST` rarest."""
    counts = _TERM_COUNTS.get(db)
    if counts is None:
        counts = _TERM_COUNTS[db] = _TermCounts()
    counts.refresh(db)
    limit = max(COMMON_TERM_MIN, COMMON_TERM_SHARE * counts.symptoms)
    if counts.symptoms <= limit:
        return terms
    found = {term: counts.count(db, term) for term in terms}
    rare = [term for term in terms if found[term] <= limit]
    return rare or sorted(terms, key=found.__getitem__)[:KEEP_RAREST]


_CANDIDATE_SQL = """
    SELECT s.id, s.session_id, s.seq, s.kind AS symptom_kind, s.error_type, s.error_text,
           s.template, s.signature, s.context,
           f.id AS fix_id, f.kind, f.entities, f.change, f.confidence, f.sessions_confirmed,
           {change_class} AS change_class
    FROM symptoms s
    JOIN symptoms p ON p.episode_id = s.episode_id
    JOIN fixes f ON f.symptom_id = p.id
    WHERE s.id IN ({ids})
"""


def candidate_rows(db: Queryable, query: Query) -> dict[int, str]:
    """Symptom id → how it was found."""
    found: dict[int, str] = {}
    # One representative per distinct past error: the same failure recorded in many sessions
    # needs scoring once (fixes.sessions_confirmed already counts the sessions).
    for (sid,) in db.execute(
        "SELECT min(id) FROM symptoms WHERE signature = ? "
        "GROUP BY error_text, template, context LIMIT ?",
        [query.signature, SIGNATURE_CANDIDATES],
    ):
        found[sid] = "signature"
    terms = fts_terms(f"{query.template} {query.text[:2000]}")
    if terms:
        for (sid,) in db.execute(
            "SELECT rowid FROM symptoms_fts WHERE symptoms_fts MATCH ? ORDER BY bm25(symptoms_fts) "
            "LIMIT ?",
            [" OR ".join(rare_terms(db, terms)), FTS_CANDIDATES],
        ):
            found.setdefault(sid, "search")
    return found


def _change_class_column(db: Queryable) -> str:
    """The SQL for a fix's change class: ``fixes.change_class`` (migration m008, written by
    the extractor: typo / scratch / inspection / knowledge) where the database has it, else
    NULL (an older database; :func:`change_class_of` falls back)."""
    columns = {row[1] for row in db.execute("PRAGMA table_info(fixes)")}
    return "f.change_class" if "change_class" in columns else "NULL"


def fetch_candidates(db: Queryable, ids: list[int]) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    change_class = _change_class_column(db)
    for start in range(0, len(ids), 500):
        chunk = ids[start : start + 500]
        marks = ", ".join("?" for _ in chunk)
        cursor = db.execute(_CANDIDATE_SQL.format(ids=marks, change_class=change_class), chunk)
        columns = [c[0] for c in cursor.description]
        for values in cursor.fetchall():
            row = dict(zip(columns, values, strict=True))
            row["entities"] = json.loads(row["entities"] or "[]")
            row["around"] = salient_words(f"{row['error_text']} {row['context'] or ''}")
            row["line_words"] = salient_words(_REJECTED_TOOL.sub("", row["error_text"] or ""))
            message = record_message(row["error_text"], row["context"])
            if message is not None:
                # A PowerShell record's category line is compared by the record's message.
                row["line_words"] |= salient_words(message)
                row["template"] = normalise_error(message)
            rows.append(row)
    return rows


# Environment noise in a query (issue 12, class 7; the stored side is
# ``extract.session_noise``): an error line that most stored command outputs carrying it
# printed although their command succeeded (a sandbox's or a shell profile's complaint before
# every output) is no part of what failed. Checked for the first NOISE_CHECKS error lines of
# a query, each with one full-text phrase query over at most NOISE_SAMPLE stored outputs.
NOISE_CHECKS = 4
NOISE_SAMPLE = 200
NOISE_SHARE = 0.6
_PHRASE_WORD = re.compile(r"[^\W_]+")
_PHRASE_WORDS = 16


def _stored_noise(db: Queryable, line: str) -> bool:
    """Whether stored outputs show ``line`` as noise: of the (sampled) outputs that contain
    it, :data:`NOISE_SHARE` are of commands that exited 0, and those ran at least
    :data:`NOISE_MIN_OUTPUTS` different programs (noise is printed whatever the command; a
    masked failure repeated by one program is not noise)."""
    words = _PHRASE_WORD.findall(line)[:_PHRASE_WORDS]
    if len(words) < 2:
        return False
    phrase = '"' + " ".join(words) + '"'
    try:
        rows = db.execute(
            "SELECT c.exit_code, c.command FROM commands_fts JOIN commands c "
            "ON c.id = commands_fts.rowid WHERE commands_fts MATCH ? LIMIT ?",
            [phrase, NOISE_SAMPLE],
        ).fetchall()
    except sqlite3.OperationalError:  # no full-text index (or interrupted): no evidence
        return False
    ok = [program_of(command or "") for code, command in rows if code == 0]
    return len(set(ok)) >= NOISE_MIN_OUTPUTS and len(ok) >= NOISE_SHARE * len(rows)


def without_stored_noise(db: Queryable, error_text: str) -> str:
    """``error_text`` without its lines of environment noise (see :func:`_stored_noise`);
    the text itself when it has none."""
    noise = [
        hit.error_text
        for hit in find_errors(error_text)[:NOISE_CHECKS]
        if _stored_noise(db, hit.error_text)
    ]
    if not noise:
        return error_text
    return "\n".join(
        line for line in error_text.splitlines() if not any(text in line for text in noise)
    )
