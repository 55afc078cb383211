"""``sessgraph fixes --team``: the team's answers merged with local ones, ranked as locally.

The ranking is :func:`sessgraph.similar.similar_fixes` itself, not a second copy of it: the
candidates for a query are gathered from both stores and loaded into an in-memory SQLite
database with sessgraph's schema, and ``similar_fixes`` runs over that.

1. **Candidates**, taken as ``similar_fixes`` takes them from one database: one symptom per
   distinct past error (error text, template, context) sharing the query's signature, up to
   :data:`CANDIDATES`, and the best :data:`SEARCHED` of a full-text search of its salient
   words (PostgreSQL: a GIN-indexed ``tsvector``; locally: FTS5), with the symptoms and fixes
   of their episodes. In PostgreSQL the distinct errors come from a skip scan of an index on
   (signature, ``error_key``: a hash of the three), a few index probes however many machines
   pushed the same failure. Row-level security limits the team's side to the projects
   granted to the asking role.
2. **One copy per session.** A session held locally is taken from the local database (it is
   this machine's own, maybe newer); the team's copy of it is left out.
3. **Ranking and grouping** by ``similar_fixes``: a fix held in several sessions is one
   answer. :func:`team_fixes` adds the machines holding it ("held in 7 sessions on 4
   machines"): those of the gathered sessions with that fix, and every machine the team
   store holds it on (a skip scan of ``fixes_holders``, by kind, entities and machine).

Candidate gathering is a superset of what ``similar_fixes`` would look at in one database
holding everything (the team store's search splits and stems words as FTS5 does), and
contexts are compared as word sets on both sides, so the same past error ranks the same
wherever it was recorded. One limit remains: when more past errors match a query's words
than ``similar_fixes`` scores from its full-text search, which of them it scores follows
bm25, whose statistics are those of the database searched; among many near-equal matches
the order can then differ from a single database holding everything.
"""

from __future__ import annotations

import json
import re
import sqlite3
import time
import weakref
from collections import defaultdict
from collections.abc import Collection
from contextlib import nullcontext
from dataclasses import dataclass, field
from typing import Any

from sessgraph.extract.signatures import error_signature, error_type_of, find_errors
from sessgraph.results import TeamFixCandidate
from sessgraph.similar import COMMON_TERM_MIN, salient_words, similar_fixes
from sessgraph.store.readonly import Queryable, QueryDB
from sessgraph.team.connect import (
    SCHEMA,
    TeamStoreError,
    connect,
    error_line,
    psycopg_module,
)
from sessgraph.team.context import context_words

CANDIDATES = 200
# Full-text matches ranked (an arbitrary bounded subset when a common word matches many
# more), and how many of the best are taken: twice what similar_fixes scores of a search.
RANKED_MATCHES = 2000
SEARCHED = 80
COMMON_SHARE = 0.1
KEEP_RAREST = 3
STATS_SECONDS = 60.0
STEM_CACHE = 20_000
SEARCH_WORDS = 12
_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]{2,}")
_SYMPTOM_COLUMNS = (
    "id", "session_id", "seq", "episode_id", "kind", "error_type", "error_text", "template",
    "signature", "status", "episode_kind", "context", "repeat_count",
)  # fmt: skip
_FIX_COLUMNS = (
    "id", "session_id", "symptom_id", "kind", "entities", "change", "confidence",
    "sessions_confirmed",
)  # fmt: skip
# A fix as the team query returns it beside its symptom (``fix_`` + the column).
_FIX_FIELDS = (*_FIX_COLUMNS, "verify_command")
_FIXES = ", ".join(f"f.{c} AS fix_{c}" for c in _FIX_FIELDS)


def query_signature(error_text: str) -> str:
    """The signature of the query's most telling error line (as the extractor computes it)."""
    hits = find_errors(error_text)
    if hits:
        return error_signature(hits[0].error_text, hits[0].error_type)
    line = error_text.strip()[:500]
    return error_signature(line, error_type_of(error_text))


def search_words(error_text: str) -> list[str]:
    """The query's salient words in order of appearance, at most :data:`SEARCH_WORDS`."""
    salient = salient_words(error_text[:4000])
    words: list[str] = []
    for word in _WORD.findall(error_text[:4000]):
        lowered = word.lower()
        if lowered in salient and lowered not in words:
            words.append(lowered)
            if len(words) >= SEARCH_WORDS:
                break
    return words


_TEAM_HITS = """
    WITH RECURSIVE query AS (
        SELECT CASE WHEN %(query)s = '' THEN NULL
                    ELSE to_tsquery('sessgraph_search', %(query)s) END AS q
    ), errors AS (
        -- A skip scan of (signature, error_key, id): the first symptom of each distinct
        -- error of the signature, one index probe each, however many symptoms share it.
        (SELECT error_key, id FROM symptoms WHERE signature = %(signature)s
         ORDER BY error_key, id LIMIT 1)
        UNION ALL
        SELECT n.error_key, n.id FROM errors e CROSS JOIN LATERAL
            (SELECT error_key, id FROM symptoms
             WHERE signature = %(signature)s AND error_key > e.error_key
             ORDER BY error_key, id LIMIT 1) n
    ), hit AS (
        (SELECT s.id, s.episode_id FROM (SELECT id FROM errors LIMIT %(n)s) e
         JOIN symptoms s ON s.id = e.id)
        UNION
        (SELECT id, episode_id FROM
            (SELECT id, episode_id, search FROM symptoms, query
             WHERE %(query)s <> '' AND search @@ query.q LIMIT %(ranked)s) AS matched, query
         ORDER BY ts_rank(search, query.q) DESC LIMIT %(searched)s)
    ), wanted AS (
        SELECT id FROM hit
        UNION
        SELECT f.symptom_id FROM (SELECT DISTINCT episode_id FROM hit) e
        JOIN symptoms p ON p.episode_id = e.episode_id JOIN fixes f ON f.symptom_id = p.id
    )
    SELECT {symptom_columns}, x.machine, x.project AS session_project,
           x.started_at AS session_started_at, {fix_columns}
    FROM wanted w JOIN symptoms s ON s.id = w.id JOIN sessions x ON x.id = s.session_id
    LEFT JOIN fixes f ON f.symptom_id = s.id
"""

# The machines holding a fix (kind and entities as stored): a skip scan of fixes_holders.
_HOLDERS = """
    WITH RECURSIVE holders AS (
        (SELECT machine FROM fixes
         WHERE kind = %(kind)s AND md5(entities) = md5(%(entities)s) AND machine IS NOT NULL
         ORDER BY machine LIMIT 1)
        UNION ALL
        SELECT n.machine FROM holders h CROSS JOIN LATERAL
            (SELECT machine FROM fixes
             WHERE kind = %(kind)s AND md5(entities) = md5(%(entities)s) AND machine > h.machine
             ORDER BY machine LIMIT 1) n
    )
    SELECT machine FROM holders LIMIT %(most)s
"""
MOST_MACHINES = 1000


def tsquery_text(words: list[str]) -> str:
    """An OR-query of ``words`` in ``to_tsquery`` syntax, split as the store splits text (a
    word with underscores or digits between letters becomes a phrase of its parts)."""
    phrases = []
    for word in words:
        parts = [p for p in re.split(r"[^0-9a-z]+", word.lower()) if p]
        if parts:
            phrases.append("(" + " <-> ".join(parts) + ")")
    return " | ".join(phrases)


class _LexemeShares:
    """The share of the team's symptoms holding each common word, from PostgreSQL's own
    statistics of the search column (``pg_stats.most_common_elems``, kept by ANALYZE),
    read once a minute per connection, with the table's row estimate. A word found in a
    large share of the symptoms makes the GIN search read most of the table while ranking
    nothing (as in similar_fixes, which leaves such words out of its local search for the
    same reason, and keeps every word while they match fewer than ``COMMON_TERM_MIN``
    symptoms: a small store keeps them too)."""

    def __init__(self) -> None:
        self.read_at = -1e9
        self.shares: dict[str, float] = {}
        self.symptoms = 0.0
        self.stems: dict[str, list[str]] = {}

    def get(self, cur: Any) -> dict[str, float]:
        now = time.monotonic()
        if now - self.read_at > STATS_SECONDS:
            cur.execute(
                "SELECT most_common_elems::text::text[], most_common_elem_freqs FROM pg_stats "
                "WHERE schemaname = %s AND tablename = 'symptoms' AND attname = 'search'",
                [SCHEMA],
            )
            row = cur.fetchone()
            self.shares = dict(zip(row[0], row[1], strict=False)) if row and row[0] else {}
            cur.execute(
                "SELECT reltuples FROM pg_class WHERE oid = to_regclass(%s)",
                [f"{SCHEMA}.symptoms"],
            )
            row = cur.fetchone()
            self.symptoms = float(row[0]) if row and row[0] and row[0] > 0 else 0.0
            self.read_at = now
        return self.shares

    def common_share(self) -> float:
        """The share above which a word is left out: :data:`COMMON_SHARE`, or more when
        that share of the store is fewer than ``COMMON_TERM_MIN`` symptoms."""
        if not self.symptoms:
            return COMMON_SHARE
        return max(COMMON_SHARE, COMMON_TERM_MIN / self.symptoms)


_SHARES: weakref.WeakKeyDictionary[Any, _LexemeShares] = weakref.WeakKeyDictionary()
_INDEX_SCANS: weakref.WeakSet[Any] = weakref.WeakSet()


def rare_words(cur: Any, words: list[str]) -> list[str]:
    """``words`` without those whose every stem is in over :data:`COMMON_SHARE` of the
    team's symptoms; the :data:`KEEP_RAREST` rarest when all are common."""
    stats = _SHARES.setdefault(cur.connection, _LexemeShares())
    shares = stats.get(cur)
    if not shares or not words:
        return words
    unknown = [w for w in words if w not in stats.stems]
    if unknown:
        if len(stats.stems) > STEM_CACHE:
            stats.stems.clear()
        cur.execute(
            "SELECT w, array(SELECT lexeme FROM unnest(to_tsvector('sessgraph_search', "
            "search_words(w)))) FROM unnest(%s::text[]) AS w",
            [unknown],
        )
        stats.stems.update(cur.fetchall())
    share = {
        w: min((shares.get(x, 0.0) for x in stats.stems.get(w, [])), default=0.0) for w in words
    }
    common = stats.common_share()
    rare = [w for w in words if share.get(w, 0.0) <= common]
    return rare or sorted(words, key=lambda w: share.get(w, 0.0))[:KEEP_RAREST]


def team_candidates(
    conn: Any, signature: str, words: list[str]
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Candidate symptoms (with their session's machine) and their episodes' fixes."""
    columns = ", ".join(f"s.{c}" for c in _SYMPTOM_COLUMNS)
    with conn.cursor() as cur:
        if conn not in _INDEX_SCANS:
            # The planner, seeing a LIMIT, would rather scan the table than the GIN and
            # episode indexes; every part of these queries reads a few rows by an index.
            # Set once per connection (this one only asks the team for fixes).
            cur.execute("SET enable_seqscan = off")
            _INDEX_SCANS.add(conn)
        params: dict[str, Any] = {
            "signature": signature,
            "n": CANDIDATES,
            "ranked": RANKED_MATCHES,
            "searched": SEARCHED,
            "query": tsquery_text(rare_words(cur, words)),
        }
        # One query text whatever the words (they are a parameter), so psycopg prepares it
        # once per connection and later queries skip planning. One round trip: each row is
        # a symptom with one of its fixes (or none).
        cur.execute(_TEAM_HITS.format(symptom_columns=columns, fix_columns=_FIXES), params)
        names = [c.name for c in cur.description]
        split = len(names) - len(_FIX_FIELDS)
        symptoms_by_id: dict[int, dict[str, Any]] = {}
        fixes: list[dict[str, Any]] = []
        for row in cur.fetchall():
            symptoms_by_id.setdefault(row[0], dict(zip(names[:split], row[:split], strict=True)))
            if row[split] is not None:
                fixes.append(dict(zip(_FIX_FIELDS, row[split:], strict=True)))
        symptoms = list(symptoms_by_id.values())
    return symptoms, fixes


def local_candidates(
    db: Queryable, signature: str, words: list[str]
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The same candidates from a local sessgraph database: one symptom per distinct past
    error of the signature (as ``similar_fixes`` takes them), the best full-text matches."""
    hits = {
        sid
        for (sid,) in db.execute(
            "SELECT min(id) FROM symptoms WHERE signature = ? "
            "GROUP BY error_text, template, context LIMIT ?",
            [signature, CANDIDATES],
        )
    }
    if words:
        match = " OR ".join(f'"{w}"' for w in words)
        hits.update(
            sid
            for (sid,) in db.execute(
                "SELECT rowid FROM symptoms_fts WHERE symptoms_fts MATCH ? "
                "ORDER BY bm25(symptoms_fts) LIMIT ?",
                [match, SEARCHED],
            )
        )
    if not hits:
        return [], []
    marks = ", ".join("?" for _ in hits)
    columns = ", ".join(f"s.{c}" for c in _SYMPTOM_COLUMNS)
    cursor = db.execute(
        f"SELECT {columns}, x.cwd AS session_project, x.started_at AS session_started_at "
        "FROM symptoms s JOIN sessions x ON x.id = s.session_id "
        f"WHERE s.id IN ({marks}) OR s.id IN "
        "(SELECT f.symptom_id FROM fixes f JOIN symptoms p ON p.id = f.symptom_id "
        f"WHERE p.episode_id IN (SELECT episode_id FROM symptoms WHERE id IN ({marks})))",
        [*hits, *hits],
    )
    names = [c[0] for c in cursor.description]
    symptoms = [dict(zip(names, row, strict=True)) for row in cursor.fetchall()]
    for symptom in symptoms:
        # As the team store holds it: identical failures then group as one past error
        # whichever side they come from (similar_fixes groups by error text and context).
        symptom["context"] = context_words(symptom["context"])
    ids = [s["id"] for s in symptoms]
    marks = ", ".join("?" for _ in ids)
    cursor = db.execute(
        f"SELECT {', '.join(_FIX_COLUMNS)}, (SELECT c.command FROM commands c "
        f"WHERE c.id = fixes.verify_command_id) AS verify_command FROM fixes "
        f"WHERE symptom_id IN ({marks})",
        ids,
    )
    names = [c[0] for c in cursor.description]
    return symptoms, [dict(zip(names, row, strict=True)) for row in cursor.fetchall()]


_TEMPLATE: list[sqlite3.Connection] = []
# What similar_fixes reads of a database: these tables, their indexes, the full-text index.
_RANKED_TABLES = ("symptoms", "fixes", "symptoms_fts")


def _memory_db(local: Queryable | None) -> QueryDB:
    """An empty in-memory database with the tables ``similar_fixes`` reads: a template made
    once per process, copied for each query (SQLite's backup API copies the empty schema in
    well under a millisecond). The template takes the local database's own definitions of
    those tables when it has every column loaded into them (no sqlite-utils import, no
    migration run: the agent hook asks the team within its time budget); else sessgraph's
    migrations make it."""
    if not _TEMPLATE:
        _TEMPLATE.append(_template(local))
    conn = sqlite3.connect(":memory:", check_same_thread=False)
    _TEMPLATE[0].backup(conn)
    return QueryDB(conn)


def _template(local: Queryable | None) -> sqlite3.Connection:
    if local is not None:
        marks = ", ".join("?" for _ in _RANKED_TABLES)
        ddl = local.execute(
            "SELECT sql FROM sqlite_master WHERE sql IS NOT NULL AND type IN ('table', 'index') "
            f"AND tbl_name IN ({marks}) AND name NOT LIKE 'symptoms\\_fts\\_%' ESCAPE '\\' "
            "ORDER BY type = 'index'",
            _RANKED_TABLES,
        ).fetchall()
        template = sqlite3.connect(":memory:", check_same_thread=False)
        for (sql,) in ddl:
            template.execute(sql)
        if _has_columns(template):
            return template
        template.close()
    from sessgraph.store import open_db

    migrated = open_db(":memory:")
    template = sqlite3.connect(":memory:", check_same_thread=False)
    migrated.conn.backup(template)
    migrated.close()
    return template


def _has_columns(conn: sqlite3.Connection) -> bool:
    def columns(table: str) -> set[str]:
        return {row[1] for row in conn.execute(f"PRAGMA table_info({table})")}

    return (
        {*_SYMPTOM_COLUMNS, "message_id"} <= columns("symptoms")
        and {*_FIX_COLUMNS, "message_id"} <= columns("fixes")
        and bool(columns("symptoms_fts"))
    )


def _load(db: QueryDB, symptoms: list[dict[str, Any]], fixes: list[dict[str, Any]]) -> None:
    """Insert the candidates (message ids are not read by the ranking) and index their text."""
    conn = db.conn
    rows = sorted({s["id"]: (*(s[c] for c in _SYMPTOM_COLUMNS), 0) for s in symptoms}.values())
    names = (*_SYMPTOM_COLUMNS, "message_id")
    conn.executemany(
        f"INSERT INTO symptoms ({', '.join(names)}) VALUES ({', '.join('?' * len(names))})", rows
    )
    indexed = [row[1] for row in conn.execute("PRAGMA table_info(symptoms_fts)")]
    conn.execute(
        f"INSERT INTO symptoms_fts (rowid, {', '.join(indexed)}) "
        f"SELECT id, {', '.join(indexed)} FROM symptoms"
    )
    fix_rows = list({f["id"]: (*(f[c] for c in _FIX_COLUMNS), 0) for f in fixes}.values())
    fix_names = (*_FIX_COLUMNS, "message_id")
    conn.executemany(
        f"INSERT INTO fixes ({', '.join(fix_names)}) VALUES ({', '.join('?' * len(fix_names))})",
        fix_rows,
    )


def _fix_key(kind: str, entities: list[str]) -> tuple[str, str]:
    return kind, json.dumps(sorted(e.lower() for e in entities))


@dataclass(frozen=True)
class FixOrigin:
    """Where a past symptom's episode was fixed: its most confident verified fix's verifying
    command, the session's project (a local session: its working directory), start, machine."""

    verify_command: str
    project: str | None
    started_at: str | None
    machine: str


@dataclass
class TeamAnswer:
    """The ranked answers, and the origin of every past symptom they name that was fixed
    with a verification (keyed by session id and seq, as :class:`PastSymptom` names it)."""

    candidates: list[TeamFixCandidate] = field(default_factory=list)
    origins: dict[tuple[str, int], FixOrigin] = field(default_factory=dict)


def team_fixes(
    local: Queryable | None,
    url: str | Any,
    error_text: str,
    limit: int = 5,
    *,
    machine: str,
    exclude_sessions: Collection[str] = (),
) -> list[TeamFixCandidate]:
    """Fixes of errors like ``error_text`` from the local database (``local``, may be
    ``None``) and the team store at ``url`` (or an open connection to it, for a process
    asking many times), ranked together, best first; ``exclude_sessions`` as for
    ``similar_fixes``."""
    return ask_team(
        local, url, error_text, limit, machine=machine, exclude_sessions=exclude_sessions
    ).candidates


def ask_team(
    local: Queryable | None,
    url: str | Any,
    error_text: str,
    limit: int = 5,
    *,
    machine: str,
    exclude_sessions: Collection[str] = (),
) -> TeamAnswer:
    """:func:`team_fixes` with the origins of the past symptoms it names (the agent hook
    quotes the verifying command and where it was held, wherever the session lives)."""
    if not error_text.strip():
        return TeamAnswer()
    psycopg = psycopg_module()
    try:
        if isinstance(url, str):
            with connect(url) as conn:
                return _ask(conn, local, error_text, limit, machine, exclude_sessions)
        return _ask(url, local, error_text, limit, machine, exclude_sessions)
    except psycopg.Error as exc:
        raise TeamStoreError(f"team query failed: {error_line(exc)}") from exc


def _ask(
    conn: Any,
    local: Queryable | None,
    error_text: str,
    limit: int,
    machine: str,
    exclude_sessions: Collection[str],
) -> TeamAnswer:
    signature, words = query_signature(error_text), search_words(error_text)
    team_symptoms, team_fix_rows = team_candidates(conn, signature, words)
    symptoms: list[dict[str, Any]] = []
    fixes: list[dict[str, Any]] = []
    if local is not None:
        symptoms, fixes = local_candidates(local, signature, words)
        for s in symptoms:
            s["machine"] = machine
    local_sessions = {s["session_id"] for s in symptoms}
    symptoms += [s for s in team_symptoms if s["session_id"] not in local_sessions]
    fixes += [f for f in team_fix_rows if f["session_id"] not in local_sessions]
    if not symptoms:
        return TeamAnswer()
    memory = _memory_db(local)
    try:
        _load(memory, symptoms, fixes)
        candidates = similar_fixes(memory, error_text, limit, exclude_sessions)
    finally:
        memory.close()
    machines = {s["session_id"]: s["machine"] for s in symptoms}
    stored: dict[tuple[str, str], set[str]] = defaultdict(set)
    held: dict[tuple[str, str], set[str]] = defaultdict(set)
    for f in fixes:
        key = _fix_key(f["kind"], json.loads(f["entities"] or "[]"))
        stored[key].add(f["entities"])
        held[key].add(machines.get(f["session_id"], machine))
    keys = [_fix_key(c.kind, c.entities) for c in candidates]
    everywhere = holders(
        conn, [(c.kind, stored[key]) for c, key in zip(candidates, keys, strict=True)]
    )
    results = []
    for candidate, key, team_machines in zip(candidates, keys, everywhere, strict=True):
        names = held[key] | {machines[p.session_id] for p in candidate.fixed} | team_machines
        results.append(
            TeamFixCandidate(
                **candidate.model_dump(), machines=max(1, len(names)), machine_names=sorted(names)
            )
        )
    return TeamAnswer(results, _origins(results, symptoms, fixes))


def holders(conn: Any, fixes: list[tuple[str, set[str]]]) -> list[set[str]]:
    """For each (kind, stored entities texts): the machines whose pushed sessions hold such
    a fix (in all of the team store that this role may see). The queries go in one
    pipeline: one round trip, not one per answer."""
    psycopg = psycopg_module()
    asked = [(n, kind, text) for n, (kind, texts) in enumerate(fixes) for text in sorted(texts)]
    found: list[set[str]] = [set() for _ in fixes]
    if not asked:
        return found
    cursors = []
    with conn.pipeline() if psycopg.Pipeline.is_supported() else nullcontext():
        for n, kind, text in asked:
            cur = conn.cursor()
            cur.execute(_HOLDERS, {"kind": kind, "entities": text, "most": MOST_MACHINES})
            cursors.append((n, cur))
    for n, cur in cursors:
        found[n].update(name for (name,) in cur.fetchall())
        cur.close()
    return found


def _origins(
    candidates: list[TeamFixCandidate],
    symptoms: list[dict[str, Any]],
    fixes: list[dict[str, Any]],
) -> dict[tuple[str, int], FixOrigin]:
    named = {(p.session_id, p.seq) for c in candidates for p in c.fixed}
    episode_of = {s["id"]: (s["session_id"], s["episode_id"]) for s in symptoms}
    best: dict[tuple[str, int], dict[str, Any]] = {}
    for f in fixes:
        episode = episode_of.get(f["symptom_id"])
        if episode is None or not f.get("verify_command"):
            continue
        if episode not in best or f["confidence"] > best[episode]["confidence"]:
            best[episode] = f
    origins = {}
    for s in symptoms:
        key = (s["session_id"], s["seq"])
        fix = best.get((s["session_id"], s["episode_id"]))
        if key in named and fix is not None:
            origins[key] = FixOrigin(
                verify_command=fix["verify_command"],
                project=s.get("session_project"),
                started_at=s.get("session_started_at"),
                machine=s["machine"],
            )
    return origins
