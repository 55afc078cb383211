"""What makes past fixes one answer, and when a fix is its error family's own remedy.

Split out of :mod:`sessgraph.similar` (the ranking): :func:`fix_identity` groups the stored
fixes that are one lesson (one escalation in two harness spellings, one family's remedy done
to many files), and :func:`is_family_remedy` says when a fix is what its family is fixed by
(an escalation for a sandbox denial, re-reading for an unread file, quoting for an argument
taken for a glob): only then does a signature match carry the family's weight.
:func:`remedy_for` tells such a remedy for the file the new error names;
:func:`fixed_something_else` says when a past fix answers another problem (another family's
edit remedy for a remedy family's error): it never leads the answer.
"""

from __future__ import annotations

import json
import re
from typing import Any

from sessgraph.similar_query import Query

__all__ = [
    "FAMILY_REMEDIES",
    "FAMILY_REMEDY_KINDS",
    "FAMILY_REMEDY_WORDS",
    "SANDBOX_ESCALATIONS",
    "fix_identity",
    "fixed_something_else",
    "is_family_remedy",
    "remedy_for",
    "remedy_object",
]

# Families whose remedy is the family's own whatever the message names besides (the anchor
# text an edit did not find, the command a sandbox refused, the file not read yet, the
# unquoted argument a shell took for a glob): on a signature match the rest of the message
# is no evidence that the errors differ, so the query's words keep only a share of their
# weight, enough to order such matches (issue 12, class 2's permission change and corrected
# argument, similar-fix class c: what fixed one is the answer). Only a fix of the family's
# remedy kind rests on that: a past sandbox denial "fixed" by re-quoting a file name fixed
# something else the same output said (the denial was the environment's notice), so for it
# the query's words count in full (class 7: that quoting fix is no answer to a denial).
FAMILY_REMEDY_KINDS = {
    "EditAnchorNotFound": "edit_retry",
    "EditAnchorAmbiguous": "edit_retry",
    "FileNotReadYet": "read_first",
    "FileChangedSinceRead": "read_first",
    "SandboxDenied": "permission",
    "GlobNoMatch": "command_change",
}
FAMILY_REMEDY_WORDS = 0.5
# How a command change is stored: the failing command, an arrow, the one that worked.
_CHANGE_ARROW = re.compile(r"\s+(?:→|->)\s+")
# The fix kind that is such a family's remedy (see fix_identity).
FAMILY_REMEDIES = {
    "EditAnchorNotFound": "edit_retry",
    "EditAnchorAmbiguous": "edit_retry",
    "FileNotReadYet": "read_first",
    "FileChangedSinceRead": "read_first",
}


_QUOTES = re.compile(r"[\"'\\\\]")


def is_family_remedy(row: dict[str, Any]) -> bool:
    """Whether a stored fix is its error family's own remedy (:data:`FAMILY_REMEDY_KINDS`);
    for an unquoted argument taken for a glob, a change that only quotes it (the two
    commands alike but for quotes), not another path or another command (class 7)."""
    if FAMILY_REMEDY_KINDS.get(row["error_type"]) != row["kind"]:
        return False
    if row["error_type"] != "GlobNoMatch":
        return True
    sides = _CHANGE_ARROW.split(row["change"] or "", maxsplit=1)
    return (
        len(sides) == 2 and _QUOTES.sub("", sides[0]).split() == _QUOTES.sub("", sides[1]).split()
    )


# Ids that differ between runs of the same thing: UUIDs, and hex hashes with a digit and a
# letter (git objects, content digests).
_RUN_ID = re.compile(
    r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"
    r"|\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{12,}\b"
)


# How the Codex harness versions spell a re-run with the sandbox's permission (the call's
# arguments): one fix (fix_identity), and the agent asking may run either version, so an
# escalation is told in every spelling (issue 12, class 2: the permission change).
SANDBOX_ESCALATIONS = ("sandbox_permissions=require_escalated", "with_escalated_permissions=1")


def fix_identity(row: dict[str, Any]) -> tuple[str, str]:
    """What makes two stored fixes one answer: their kind and entities, with the ids of one
    run masked (a UUID or hash in a path: the same script run in two sessions' work dirs),
    except that a re-run with the sandbox's permission is one fix whatever flag the harness
    version spells it with (``sandbox_permissions=require_escalated``,
    ``with_escalated_permissions=1``). Issue 12, class 2 and similar-fix class b: one fix
    seen in several sessions ranks as one. Likewise the remedy of a family whose remedy is its
    own (:data:`FAMILY_REMEDIES`: reading a file before editing it, re-anchoring an edit on
    the file's current text) is one fix whichever file it was done to: one lesson, listed
    with every session it worked in, not one answer per file."""
    if FAMILY_REMEDIES.get(row["error_type"]) == row["kind"]:
        return row["kind"], f"family:{row['error_type']}"
    entities = sorted({_RUN_ID.sub("<id>", str(e).lower()) for e in row["entities"]})
    if row["kind"] == "permission" and "sandbox" in entities:
        entities = ["sandbox"]
    return row["kind"], json.dumps(entities)


# A file named on an error line: a token with a directory separator, or a name with an
# extension (``docs/overview.md``, ``C:\\src\\App.vue``, ``CHANGELOG.md``).
_PATH_TOKEN = re.compile(
    r"^(?:[A-Za-z]:)?[\w.~@+-]*(?:[/\\][\w.@+-]+)+$|^[\w@+-]+(?:\.[\w-]+)*\.[A-Za-z]\w{0,9}$"
)
_TOKEN_EDGES = "\"'`:;,.()[]<>"
# How a family's own remedy reads once applied to the file the new error names.
_REMEDY_PHRASES = {
    "edit_retry": "re-read {path} and redo the edit on its current text",
    "read_first": "read {path} before editing it",
}


def remedy_object(line: str) -> str | None:
    """The file an error line of a family with its own remedy names (the edit's target):
    its first path-like token, or ``None`` when it names none (Claude's "String to replace
    not found in file." does not say which)."""
    for token in line.split():
        token = token.strip(_TOKEN_EDGES)
        if len(token) > 2 and _PATH_TOKEN.match(token) and not token.startswith("http"):
            return token
    return None


def remedy_for(error_type: str | None, kind: str, line: str) -> tuple[str, str] | None:
    """``(change, path)``: a family's own remedy of kind ``kind`` applied to the file the new
    error line names, or ``None`` (not the family's remedy, or no file named). What fixed an
    edit refused for a stale anchor or an unread file in another session is the same step on
    this file, not an edit of that session's file (issue 12, class 7; similar-fix class c:
    an answer keyed by what the error is about, the file, rather than by the past wording)."""
    if error_type is None or FAMILY_REMEDIES.get(error_type) != kind:
        return None
    path = remedy_object(line)
    if path is None:
        return None
    return _REMEDY_PHRASES[kind].format(path=path), path


# The remedies of an edit tool's refusals (a re-anchored edit, a re-read): they fix an edit,
# nothing else an episode met.
EDIT_REMEDY_KINDS = frozenset(FAMILY_REMEDIES.values())


def fixed_something_else(query: Query, row: dict[str, Any]) -> bool:
    """Whether a past symptom of the query's own family, one with its own remedy
    (:data:`FAMILY_REMEDY_KINDS`), was "fixed" by another family's edit remedy
    (:data:`EDIT_REMEDY_KINDS`): that edit fixed something else its episode met (a sandbox
    denial followed by a re-anchored edit; the denial was the environment's notice). Such a
    fix is never the first answer (``similar.ranked_fixes``: alone it is silence; after a
    real answer it is listed as the weak match it is; issue 12, class 7). Other kinds of
    change keep their place, ranked below the family's own remedy
    (``similar.OTHER_REMEDY_FACTOR``)."""
    return (
        query.error_type is not None
        and row["error_type"] == query.error_type
        and query.error_type in FAMILY_REMEDY_KINDS
        and row["kind"] in EDIT_REMEDY_KINDS
        and not is_family_remedy(row)
    )
