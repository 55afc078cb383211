""" "What fixed similar crashes before?": retrieval and ranking of past fixes for a new error.

1. The query text is reduced like a stored symptom: its most telling error line, error type,
   template and signature (``extract.signatures``), plus its entities and the words that
   can tell it apart (:mod:`sessgraph.similar_query`); lines of environment noise (printed
   by most stored outputs of commands that succeeded) are dropped first.
2. Candidates: past symptoms with the **same signature**, then a full-text search (FTS5,
   bm25) over stored error texts and templates with the query's salient words, leaving out
   words that a large share of the stored symptoms contain (they rank nothing and make the
   search slow on a big history). Every SQL statement of the retrieval (these, and the
   noise check of step 1) is in :mod:`sessgraph.similar_lookups`; this module scores.
3. Each candidate symptom is re-ranked by error-type agreement, character-trigram similarity
   of the templates and shared entities; an exact signature scores 1.
4. Candidates are mapped to the fix of their episode and **grouped by fix** (same kind and
   entities; a family's own remedy, such as reading a file before editing it, whichever
   file), so a fix that worked in three sessions appears once with ``sessions=3``.
5. Fixes rank by similarity, adjusted by confidence, by independent sessions and by whether
   the change carries knowledge (typo / scratch / inspection changes rank lower: the stored
   ``fixes.change_class`` where the database has it); an answer that adds no session to
   the better ones moves after those that do. Below
   :data:`MIN_SIMILARITY`, or below :data:`STRONG_SIMILARITY` with fewer than
   :data:`WEAK_MATCH_WORDS` of the query's words around the past error, and for a user's
   bare refusal, the answer is "nothing similar" (an empty list), not noise.
   Similarity (how close the query is to the past error) and confidence (how sure the
   extractor is that the change was the fix) are reported separately.

The ranking produces plain frozen dataclasses (:class:`RankedFix`, :class:`PastMatch`), and
:func:`similar_fixes` turns them into the API's pydantic models (``results.FixCandidate``).
A short query process that only prints the answer (``sessgraph fixes``, the agent hook) calls
:func:`ranked_fixes` and never imports pydantic, a third of its start-up.
"""

from __future__ import annotations

import dataclasses
import math
import re
from collections.abc import Collection
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from sessgraph.extract.families import FAMILIES
from sessgraph.similar_lookups import COMMON_TERM_MIN as COMMON_TERM_MIN
from sessgraph.similar_lookups import candidate_rows, fetch_candidates, without_stored_noise
from sessgraph.similar_query import NAMED_OBJECT_TYPES as NAMED_OBJECT_TYPES
from sessgraph.similar_query import Query as Query
from sessgraph.similar_query import bare_refusal, template_trigrams, without_phrase
from sessgraph.similar_query import fts_query as fts_query
from sessgraph.similar_query import fts_terms as fts_terms
from sessgraph.similar_query import parse_query as parse_query
from sessgraph.similar_query import salient_words as salient_words
from sessgraph.similar_remedies import FAMILY_REMEDY_KINDS as FAMILY_REMEDY_KINDS
from sessgraph.similar_remedies import (
    FAMILY_REMEDY_WORDS,
    SANDBOX_ESCALATIONS,
    fixed_something_else,
    is_family_remedy,
    remedy_for,
)
from sessgraph.similar_remedies import fix_identity as fix_identity

if TYPE_CHECKING:
    from sessgraph.results import FixCandidate, PastSymptom
    from sessgraph.store.readonly import Queryable

MIN_SIMILARITY = 0.25
# A match below STRONG_SIMILARITY (no shared signature, a weak tie to the error line) is an
# answer only when at least WEAK_MATCH_WORDS of the query's telling words are found around
# the past error: a paraphrase of a long error shares many, an error that merely shares a
# program's or a family's words ("files", "opening"; "psql") shares one or two. On the tuning
# half such one-or-two-word matches named the labelled fix 1 time in 23 on the replay and 3
# in 30 cross-session (class 7: silence over noise).
STRONG_SIMILARITY = 0.5
WEAK_MATCH_WORDS = 5
# The idf weight a query's words must reach for their share to count in full (two words
# rare among the candidates weigh about that); see _word_cover.
MIN_EVIDENCE = 2.0
# A match tied to nothing on the stored error line (_shares_the_error_line) keeps this share.
AROUND_ONLY_FACTOR = 0.5
LINE_TEMPLATE_SIMILARITY = 0.3
# Words of a stored rejection's instruction a query must share to rest on it.
REJECTION_WORDS = 2
# Change classes that teach another session nothing (class 5: a typo correction, a rewrite of
# a throwaway script, reading a file); their fixes rank below knowledge-bearing ones.
LOW_KNOWLEDGE_CLASSES = frozenset({"typo", "scratch", "inspection"})
LOW_KNOWLEDGE_FACTOR = 0.6
# A past symptom of a family with its own remedy (similar_remedies.FAMILY_REMEDY_KINDS) whose
# episode was fixed by a change of another kind: that change fixed something else the episode
# met (an edit refused as unread, then retried on another anchor, was fixed by the re-read;
# the stored fix is the anchor's). It ranks below the family's own remedy (class 7).
OTHER_REMEDY_FACTOR = 0.5
INLINE_SCRIPT = "<inline script>"
# Independent sessions raise a fix's rank a little; capped so that a fix repeated in many
# sessions cannot outrank a much closer match.
SESSIONS_BONUS_CAP = 1.3
# Labels of the structural catch-all rules (``extract.signatures``: a line that says "error:"
# or "FAILED"), not of a kind of problem: two errors sharing one are no more alike for it
# (issue 12, similar-fix class d: a MySQL "ERROR 1045" is not a test runner's "Error:").
# A user's rejection is typed by who spoke, not by what the problem was: its words tell.
# A failed assertion and a test runner's "N failed" say that a check failed, not what was
# wrong: two of them are alike by their messages (the same test, the same expectation), not
# by the label (class d: `assert '1.0.0' == '2.0.0'` in one project is not a browser test's
# `assert False` in another).
GENERIC_ERROR_TYPES = frozenset(
    {"Error", "Failed", "Fatal", "NotFound", "UserRejected", "AssertionError", "TestsFailed"}
)
OTHER_OBJECT_FACTOR = 0.3
# Two errors of two different named problems (see _other_kind_of_problem) keep this share:
# the families' labels (extract.families) and compilers' numbered codes (TS2304, E0382).
OTHER_TYPE_FACTOR = 0.5
NAMED_PROBLEM_TYPES = frozenset(f.label for f in FAMILIES if isinstance(f.label, str))
_ERROR_CODE = re.compile(r"[A-Z]{1,4}\d{3,5}")
# An error type that is a code: a compiler's numbered one or a Node-style ERR_* name.
_CODE_TYPE = re.compile(r"[A-Z]{1,4}\d{3,5}|ERR_[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+")
# Families that keep their message because the object carries the case (a missing file, a
# denied path): the family's own phrase is no evidence, the rest of the message is. A match
# sharing none of the query's other words keeps AROUND_ONLY_FACTOR (class d: `cd: test`
# missing is not `cat: server.pid` missing).
MESSAGE_FAMILY_TYPES = frozenset({"FileNotFound", "PermissionDenied"})


@dataclass(frozen=True, slots=True)
class PastMatch:
    """A past error a fix resolved (the fields of ``results.PastSymptom``)."""

    session_id: str
    seq: int
    error_text: str | None
    similarity: float

    def to_model(self) -> PastSymptom:
        from sessgraph.results import PastSymptom

        return PastSymptom(
            session_id=self.session_id,
            seq=self.seq,
            error_text=self.error_text,
            similarity=self.similarity,
        )


@dataclass(frozen=True, slots=True)
class RankedFix:
    """A ranked past fix (the fields of ``results.FixCandidate``, documented there)."""

    kind: str
    entities: list[str]
    change: str | None
    similarity: float
    confidence: float
    change_class: str | None
    knowledge: bool
    sessions: int
    score: float
    matched_by: str
    fixed: list[PastMatch]

    def to_model(self) -> FixCandidate:
        from sessgraph.results import FixCandidate

        return FixCandidate(
            kind=self.kind,
            entities=self.entities,
            change=self.change,
            similarity=self.similarity,
            confidence=self.confidence,
            change_class=self.change_class,
            knowledge=self.knowledge,
            sessions=self.sessions,
            score=self.score,
            matched_by=self.matched_by,
            fixed=[past.to_model() for past in self.fixed],
        )


def _word_cover(
    query: Query, row: dict[str, Any], weights: dict[str, float], scaled: bool = True
) -> float:
    """The (idf-weighted) share of the query's words found around the stored error (its text,
    command and output), scaled down when the query's words weigh less than
    :data:`MIN_EVIDENCE` in all: one common word ("session") found around an error is not
    evidence that the errors are alike (class 7, honest answers)."""
    total = sum(weights.values())
    if not total:
        return 0.0
    around = sum(weights[w] for w in query.words & row["around"]) / total
    return around * min(1.0, total / MIN_EVIDENCE) if scaled else around


def _telling_type(error_type: str | None) -> bool:
    """Whether an error type names a kind of problem (not a catch-all label such as "Error"
    or an exit status): only then does sharing it make two errors alike (class d)."""
    return (
        error_type is not None
        and error_type not in GENERIC_ERROR_TYPES
        and not error_type.startswith("exit ")
    )


def _object_factor(query: Query, row: dict[str, Any]) -> float:
    """The share a match keeps for what the two errors are about (class d): another missing
    program or module, or an error line that does not name the query's
    (:data:`NAMED_OBJECT_TYPES`); a file-family error whose line shares nothing with the
    query's but the family's phrase, or that names another file (:data:`MESSAGE_FAMILY_TYPES`,
    :func:`_path_named`)."""
    # Another program or module, or another kind of error whose line does not name it, or a
    # stored line where no error was recognised at all (a run that printed the program's
    # banner shows it installed, not missing).
    if (
        query.error_type in NAMED_OBJECT_TYPES
        and row["signature"] != query.signature
        and (
            row["error_type"] == query.error_type
            or not query.object_words & row["line_words"]
            or (row["error_type"] is None and row["symptom_kind"] != "user_report")
        )
    ):
        return OTHER_OBJECT_FACTOR
    if query.error_type in MESSAGE_FAMILY_TYPES and row["error_type"] == query.error_type:
        if not query.object_words & row["line_words"]:
            return AROUND_ONLY_FACTOR
        # Two paths of one project share most of their words; the files themselves tell
        # (`cat: .bmad/core/tasks/workflow.xml` missing is not `.codex/prompts/implement.md`;
        # `node_modules/.bin/vitest` missing is under a missing `node_modules/`).
        mine, theirs = _path_named(query.line), _path_named(row["error_text"])
        # Paths are masked in templates, so such errors often share a signature too.
        if mine and theirs and mine[-1] not in theirs and theirs[-1] not in mine:
            return OTHER_OBJECT_FACTOR
    return 1.0


_PATH_SEPARATORS = re.compile(r"[/\\]+")
_FILE_NAME = re.compile(r"[\w@+-]+(?:\.[\w-]+)*\.[A-Za-z]\w{0,9}")
_TOKEN_EDGES = "\"'`:;,()[]<>"


def _path_named(line: str | None) -> list[str]:
    """The parts of the path a file-family error line names (``.bmad``, ``core``, ``tasks``,
    ``workflow.xml`` of ``cat: .bmad/core/tasks/workflow.xml: No such file``), lower-cased;
    empty when it names no path (the shell's own prefix is not the object)."""
    for token in without_phrase(line or "").split():
        token = token.strip(_TOKEN_EDGES).rstrip(".")
        if token.startswith("http") or len(token) < 3:
            continue
        parts = [p.lower() for p in _PATH_SEPARATORS.split(token) if p]
        if parts and (len(parts) > 1 or _FILE_NAME.fullmatch(token)):
            return parts
    return []


# Families with one canonical template (extract.families): their members are recognised by
# the family's own wording, so a query outside the family is not one of them however many
# words it shares with the output around (class d: "Sandbox with this name already exists"
# is no sandbox denial).
CANONICAL_FAMILY_TYPES = frozenset(
    f.label for f in FAMILIES if isinstance(f.label, str) and isinstance(f.template, str)
)


def _shares_the_error_line(query: Query, row: dict[str, Any], text_sim: float) -> bool:
    """Whether the match rests on the stored error line itself, not only on the command and
    output around it: same signature or error type, alike templates, or a word of the stored
    line in the query. A user's report carries no error line of its own (the error is in the
    output it points at), so for it the words around count. A user's rejection is its
    instruction: one word in common ("tests") is not the same instruction, two are the least
    (class 7: a rejection about Docker is no answer to "No tests found")."""
    if row["error_type"] in CANONICAL_FAMILY_TYPES and row["error_type"] != query.error_type:
        return bool(row["symptom_kind"] == "user_report")
    if row["error_type"] == "UserRejected" and row["signature"] != query.signature:
        return len(row["line_words"] & query.words) >= REJECTION_WORDS
    return (
        row["signature"] == query.signature
        or (_telling_type(query.error_type) and row["error_type"] == query.error_type)
        or text_sim >= LINE_TEMPLATE_SIMILARITY
        or bool(row["line_words"] & query.words)
        or row["symptom_kind"] == "user_report"
    )


def _similarity(query: Query, row: dict[str, Any], weights: dict[str, float]) -> float:
    """0..1 from five signals: the query's wording around the stored error
    (:func:`_word_cover`), template trigrams, same error type, same signature, and shared
    entities; halved when nothing ties the match to the stored error line
    (:func:`_shares_the_error_line`: an ``AssertionError`` whose pytest output names the
    query's test file is not the query's "file not found"). A shared signature alone is not
    enough: "connection refused" from ``psql`` and from ``curl`` share one, and the words
    around them tell them apart."""
    signature = 1.0 if row["signature"] == query.signature else 0.0
    other = template_trigrams(row["template"] or "", row["error_type"])
    both = len(query.trigrams) + len(other)
    text_sim = 2 * len(query.trigrams & other) / both if both else 0.0
    if signature:
        # One signature is one template by definition; a family's canonical template (one
        # for bwrap's and the Windows runner's sandbox denial) is not the stored message's,
        # which is compared only to tell near misses apart (similar-fix class c).
        text_sim = 1.0
    type_match = 0.0
    if _telling_type(query.error_type) and query.error_type:
        if row["error_type"] == query.error_type:
            # One class with another message is a weaker tie (`SyntaxError: unmatched ']'`
            # is not `SyntaxError: Cannot use import statement outside a module`; class d).
            type_match = 1.0 if signature or text_sim >= LINE_TEMPLATE_SIMILARITY else 0.5
        elif query.error_type.rsplit(".", 1)[-1].lower() in row["around"]:
            # Chained exceptions: the stored error is the outer one (ProgrammingError) and
            # names the query's class (UndefinedColumn) in its output.
            type_match = 0.7
    # The same signature is evidence of its own: the words only tell such matches apart.
    words = _word_cover(query, row, weights, scaled=not signature)
    if signature and not query.words and _CODE_TYPE.fullmatch(query.error_type or ""):
        # A query that is its error's code alone (`ERR_PNPM_ADDING_TO_ROOT`, `TS2304`): the
        # signature is all of it, nothing in it is left unmatched. Not so for other types: a
        # query without words there has lost its object (`jq: command not found`, too short
        # a word; `ls: cannot access ''`), and the signature alone stays a weak tie.
        words = 1.0
    if signature and is_family_remedy(row):
        words = 1.0 - FAMILY_REMEDY_WORDS * (1.0 - words)
    entities = {e.lower() for e in row["entities"]}
    shared = len(query.entities & entities) / len(query.entities) if query.entities else 0.0
    similarity = (
        0.45 * words
        + 0.20 * text_sim
        + 0.15 * max(signature, type_match)
        + 0.10 * signature
        + 0.10 * shared
    )
    if not _shares_the_error_line(query, row, text_sim):
        similarity *= AROUND_ONLY_FACTOR
    similarity *= _object_factor(query, row)
    if _other_kind_of_problem(query, row, type_match):
        similarity *= OTHER_TYPE_FACTOR
    return round(similarity, 4)


def _other_kind_of_problem(query: Query, row: dict[str, Any], type_match: float) -> bool:
    """Whether the two errors name two different kinds of problem: both types are named
    problems (:data:`NAMED_PROBLEM_TYPES`, or a compiler's numbered code) and differ, and the
    stored output does not name the query's. ``[Errno 13] Permission denied`` is not
    ``[Errno 2] No such file``, ``TS2304`` is not ``TS2339``, however alike their words
    (class d). Exception classes are not compared so: one problem is raised under many of
    them (a driver's ``UndefinedColumn`` is Django's ``ProgrammingError``)."""
    return (
        _named_problem(query.error_type)
        and _named_problem(row["error_type"])
        and row["error_type"] != query.error_type
        and not type_match
    )


def _named_problem(error_type: str | None) -> bool:
    return error_type is not None and (
        error_type in NAMED_PROBLEM_TYPES or _ERROR_CODE.fullmatch(error_type) is not None
    )


def change_class_of(row: dict[str, Any]) -> str | None:
    """The stored change class of a candidate's fix; without one, ``scratch`` for a rewrite
    of a throwaway inline script (the extractor names its entity ``<inline script>``)."""
    if row.get("change_class"):
        return str(row["change_class"])
    if INLINE_SCRIPT in row["entities"]:
        return "scratch"
    return None


def carries_knowledge(row: dict[str, Any]) -> bool:
    """Whether a fix teaches another session something (class 5): not a typo correction, a
    scratch-script rewrite or a look at a file."""
    return change_class_of(row) not in LOW_KNOWLEDGE_CLASSES


def _teaches(row: dict[str, Any]) -> bool:
    """Whether a fix teaches another session something (class 5): it carries knowledge
    (:func:`carries_knowledge`), or it is its error family's own remedy whatever its change
    class (re-reading the file is what "File has not been read yet" teaches, not a mere look
    at it; :func:`is_family_remedy`)."""
    return carries_knowledge(row) or is_family_remedy(row)


def _remedy_factor(row: dict[str, Any], knowledge: bool) -> float:
    """How a fix's kind weighs on its rank (classes 5 and 7): a fix that teaches nothing
    keeps :data:`LOW_KNOWLEDGE_FACTOR`; another kind of fix than the family's own remedy of
    a symptom whose family has one keeps :data:`OTHER_REMEDY_FACTOR` (of that)."""
    factor = 1.0 if knowledge else LOW_KNOWLEDGE_FACTOR
    if row["error_type"] in FAMILY_REMEDY_KINDS and not is_family_remedy(row):
        factor *= OTHER_REMEDY_FACTOR
    return factor


def _word_weights(query: Query, rows: list[dict[str, Any]]) -> dict[str, float]:
    """Inverse document frequency of the query's words among the candidates: a word found
    around every candidate tells nothing, a rare one tells a lot."""
    total = len(rows) + 1
    return {
        word: math.log(1 + total / (1 + sum(word in row["around"] for row in rows)))
        for word in query.words
    }


MAX_ENTITIES = 8


def _entities_of(row: dict[str, Any], spellings: dict[float, list[list[str]]]) -> list[str]:
    """The closest fix's entities, then the other spellings of the same fix (see
    :func:`fix_identity`) from the closest on: the agent is told each harness's flag."""
    entities = list(row["entities"])
    if fix_identity(row) == ("permission", '["sandbox"]'):
        spellings = {**spellings, -1.0: [list(SANDBOX_ESCALATIONS)]}
    seen = {e.lower() for e in entities}
    for similarity in sorted(spellings, reverse=True):
        for spelling in spellings[similarity]:
            for entity in spelling:
                if entity.lower() not in seen and len(entities) < MAX_ENTITIES:
                    seen.add(entity.lower())
                    entities.append(entity)
    return entities


def similar_fixes(
    db: Queryable,
    error_text: str,
    limit: int = 5,
    exclude_sessions: Collection[str] = (),
) -> list[FixCandidate]:
    """Past fixes for errors like ``error_text``, best first; ``[]`` when nothing is similar.

    ``exclude_sessions``: sessions whose fixes are not answers (the asking session itself,
    when what it already did is not news)."""
    return [fix.to_model() for fix in ranked_fixes(db, error_text, limit, exclude_sessions)]


def ranked_fixes(
    db: Queryable,
    error_text: str,
    limit: int = 5,
    exclude_sessions: Collection[str] = (),
) -> list[RankedFix]:
    """:func:`similar_fixes` as plain records (no pydantic imported)."""
    # A sandbox's or a shell profile's complaint printed on every output is not the error.
    error_text = without_stored_noise(db, error_text)
    if not error_text.strip() or bare_refusal(error_text):
        return []
    query = parse_query(error_text)
    found = candidate_rows(db, query)
    if not found:
        return []
    excluded = set(exclude_sessions)
    rows = [
        r
        for r in fetch_candidates(db, list(found))
        if r["session_id"] not in excluded and not bare_refusal(r["error_text"])
    ]
    weights = _word_weights(query, rows)
    groups: dict[tuple[str, str], dict[str, Any]] = {}
    memo: dict[tuple[object, ...], float] = {}
    for row in rows:
        # Identical past errors (the same failure in many sessions) are scored once.
        content = (
            row["signature"],
            row["error_type"],
            row["template"],
            row["error_text"],
            row["context"],
            tuple(row["entities"]),
        )
        similarity = memo.get(content)
        if similarity is None:
            similarity = memo[content] = _similarity(query, row, weights)
        if similarity < MIN_SIMILARITY or (
            similarity < STRONG_SIMILARITY
            and row["signature"] != query.signature
            and len(query.words & row["around"]) < WEAK_MATCH_WORDS
        ):
            continue
        key = fix_identity(row)
        # Another problem's fix (similar_remedies.fixed_something_else) is its own answer,
        # one that never leads; it does not lift a real answer's closeness.
        aside_row = fixed_something_else(query, row)
        if aside_row:
            key = (key[0], f"{key[1]} aside")
        group = groups.setdefault(
            key,
            {"row": row, "similarity": 0.0, "fixed": {}, "sessions": set(), "by": "search"},
        )
        group["sessions"].add(row["session_id"])
        group["aside"] = aside_row
        group.setdefault("spellings", {}).setdefault(similarity, []).append(row["entities"])
        if similarity > group["similarity"]:
            group["similarity"], group["row"] = similarity, row
        if found[row["id"]] == "signature":
            group["by"] = "signature"
        # Where it was fixed: the closest past error of each session, so that a fix seen in
        # many sessions lists those sessions, not one session's repeats (class b).
        past = group["fixed"]
        if row["session_id"] not in past or past[row["session_id"]].similarity < similarity:
            past[row["session_id"]] = PastMatch(
                session_id=row["session_id"],
                seq=row["seq"],
                error_text=row["error_text"],
                similarity=float(similarity),
            )
    candidates: list[RankedFix] = []
    aside: set[int] = set()
    for group in groups.values():
        row = group["row"]
        sessions = max(len(group["sessions"]), int(row["sessions_confirmed"] or 1))
        # How close the past error is matters most; the extractor's confidence in the fix,
        # the number of sessions it worked in and whether it carries knowledge adjust that,
        # they do not override it.
        knowledge = _teaches(row)
        score = (
            group["similarity"]
            * (0.5 + 0.5 * row["confidence"])
            * min(SESSIONS_BONUS_CAP, 1 + 0.1 * math.log1p(sessions - 1))
            * _remedy_factor(row, knowledge)
        )
        candidates.append(
            RankedFix(
                kind=row["kind"],
                entities=_entities_of(row, group["spellings"]),
                change=row["change"],
                similarity=float(group["similarity"]),
                confidence=float(row["confidence"]),
                change_class=change_class_of(row),
                knowledge=knowledge,
                sessions=sessions,
                score=round(score, 4),
                matched_by=group["by"],
                # Every session it worked in, closest first: `sessions` counts them, and a
                # reader filtering by project (api.ranked_fixes) or counting machines
                # (team.query) must see each, not the five closest.
                fixed=sorted(group["fixed"].values(), key=lambda p: -p.similarity),
            )
        )
        if group["aside"]:
            aside.add(id(candidates[-1]))
    candidates.sort(key=lambda c: (c.score, c.similarity), reverse=True)
    ranked = _across_sessions(_on_the_query_file(query, candidates))
    # An answer that fixed something else is told only after one that did not: alone or
    # first it is no answer (class 7).
    while ranked and id(ranked[0]) in aside:
        ranked.pop(0)
    return ranked[:limit]


def _on_the_query_file(query: Query, ranked: list[RankedFix]) -> list[RankedFix]:
    """``ranked`` with each answer that is the query's family's own remedy (re-anchoring an
    edit, reading the file first) told for the file the query names
    (:func:`similar_remedies.remedy_for`), the past change kept after it. Only the best such
    answer is retold: the next ones stay as stored, the past examples of the same remedy
    (similar-fix class c)."""
    told: list[RankedFix] = []
    retold = False
    for fix in ranked:
        remedy = None if retold else remedy_for(query.error_type, fix.kind, query.line)
        if remedy is not None:
            change, path = remedy
            retold = True
            past = f"; before: {fix.change}" if fix.change else ""
            fix = dataclasses.replace(
                fix,
                change=f"{change}{past}"[:400],
                entities=[path, *(e for e in fix.entities if e != path)][:MAX_ENTITIES],
            )
        told.append(fix)
    return told


def _across_sessions(ranked: list[RankedFix]) -> list[RankedFix]:
    """``ranked`` with each answer that adds no new session (every session it was fixed in
    already lists a better answer) moved after those that do, in order otherwise. One
    session that re-anchored four edits, each in its own file, is one lesson, not the first
    four answers; the next three sessions' fixes are worth seeing first (similar-fix class b:
    experience counted by sessions, not by repeats)."""
    seen: set[str] = set()
    first: list[RankedFix] = []
    later: list[RankedFix] = []
    for fix in ranked:
        sessions = {past.session_id for past in fix.fixed}
        (later if sessions and sessions <= seen else first).append(fix)
        seen |= sessions
    return first + later
