"""What makes two errors alike for "what fixed this before" (issue 12, similar-fix classes):
one family worded many ways is found (c), one fix spelt two ways is one answer (b), and a
shared phrase, catch-all label or family with another object is no answer at all (d)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import sqlite_utils

from sessgraph import similar
from sessgraph.similar_query import record_message
from sessgraph.store import open_db
from similar_store import store_episodes


@pytest.fixture
def db(tmp_path: Path) -> sqlite_utils.Database:
    return open_db(tmp_path / "f.db")


def _escalation(session: str, error: str, flag: str) -> dict[str, Any]:
    return {
        "session": session,
        "error": error,
        "context": "cargo build",
        "fix_kind": "permission",
        "entities": [flag, "sandbox"],
        "change": f"re-run with {flag}: cargo build",
    }


def test_a_windows_sandbox_denial_finds_the_bwrap_fix(db: sqlite_utils.Database) -> None:
    """Class c: the Windows sandbox runner's Io error is answered by what fixed bwrap's."""
    store_episodes(
        db,
        [
            _escalation(
                "linux",
                "bwrap: loopback: Failed RTM_NEWADDR: Operation not permitted",
                "sandbox_permissions=require_escalated",
            )
        ],
    )
    query = (
        'execution error: Io(Custom { kind: Other, error: "windows sandbox: runner error: '
        'CreateProcessAsUserW failed: 5" })'
    )
    found = similar.similar_fixes(db, query)
    assert found and found[0].kind == "permission"
    assert found[0].fixed[0].session_id == "linux"


def test_one_escalation_spelt_two_ways_is_one_answer(db: sqlite_utils.Database) -> None:
    """Class b: two harness versions' escalation flags are one fix, listing both spellings
    and both sessions."""
    store_episodes(
        db,
        [
            _escalation(
                "old",
                "error: cannot open '.git/FETCH_HEAD': Operation not permitted",
                "with_escalated_permissions=1",
            ),
            _escalation(
                "new",
                "bwrap: loopback: Failed RTM_NEWADDR: Operation not permitted",
                "sandbox_permissions=require_escalated",
            ),
        ],
    )
    found = similar.similar_fixes(
        db, "bwrap: loopback: Failed RTM_NEWADDR: Operation not permitted"
    )
    assert len(found) == 1
    assert {"with_escalated_permissions=1", "sandbox_permissions=require_escalated"} <= set(
        found[0].entities
    )
    assert {p.session_id for p in found[0].fixed} == {"old", "new"}
    assert found[0].sessions == 2


def test_another_missing_program_is_not_similar(db: sqlite_utils.Database) -> None:
    """Class d: what fixed `python: command not found` is no answer for `node`."""
    store_episodes(
        db,
        [
            {
                "error": "/bin/bash: line 1: python: command not found",
                "context": "python scripts/build.py",
                "change": "python scripts/build.py  →  python3 scripts/build.py",
                "entities": ["python3"],
            }
        ],
    )
    assert similar.similar_fixes(db, "/bin/bash: line 1: node: command not found") == []
    found = similar.similar_fixes(db, "zsh:1: command not found: python")
    assert found and found[0].entities == ["python3"]


def test_a_file_error_sharing_only_the_phrase_is_not_similar(
    db: sqlite_utils.Database,
) -> None:
    """Class d: `cd: test` missing is not `cat: tmp/pids/server.pid` missing; the same
    missing directory is."""
    store_episodes(
        db,
        [
            {
                "error": "cat: tmp/pids/server.pid: No such file or directory",
                "context": "cat tmp/pids/server.pid",
                "change": "rm -f tmp/pids/server.pid",
                "entities": ["tmp/pids/server.pid"],
            },
            {
                "error": "ls: cannot access 'node_modules/': No such file or directory",
                "context": "ls node_modules/",
                "fix_kind": "install_package",
                "change": "npm install",
                "entities": ["npm install"],
            },
        ],
    )
    assert similar.similar_fixes(db, "(eval):cd:1: no such file or directory: test") == []
    found = similar.similar_fixes(
        db, "ls: cannot access 'node_modules/.bin/vitest': No such file or directory"
    )
    assert found and found[0].entities == ["npm install"]


def test_a_catch_all_label_is_no_evidence(db: sqlite_utils.Database) -> None:
    """Class d: a database's "ERROR 1045 … Access denied" shares only the "Error" label and
    a word or two with a test runner's "Error:"; nothing similar."""
    store_episodes(
        db,
        [
            {
                "error": "Error: Worker exited unexpectedly",
                "context": "npm test /home/user/app sandbox denied password prompt",
                "change": "npm test  →  npm test -- --pool=threads",
                "entities": ["--pool=threads"],
            }
        ],
    )
    query = "ERROR 1045 (28000): Access denied for user 'app'@'10.1.2.3' (using password: YES)"
    assert similar.similar_fixes(db, query) == []
    assert similar.similar_fixes(db, "Error: Worker exited unexpectedly")


def test_one_class_with_another_message_is_not_similar(db: sqlite_utils.Database) -> None:
    """Class d: a SyntaxError about a bracket is no answer for one about ES modules."""
    store_episodes(
        db,
        [
            {
                "error": "SyntaxError: unmatched ']'",
                "context": "python tools/report.py",
                "fix_kind": "code_edit",
                "change": "edit tools/report.py: -'rows]]' +'rows]'",
                "entities": ["tools/report.py"],
            }
        ],
    )
    query = "SyntaxError: Cannot use import statement outside a module"
    assert similar.similar_fixes(db, query) == []
    assert similar.similar_fixes(db, "SyntaxError: unmatched ']'")


def test_the_zsh_eval_prefix_is_no_evidence(db: sqlite_utils.Database) -> None:
    """Class d: two zsh errors share "(eval):N:" and nothing else; nothing similar."""
    store_episodes(
        db,
        [
            {
                "error": "(eval):7: no matches found: http://localhost:8080/items?id=3",
                "context": "cd build && curl http://localhost:8080/items?id=3",
                "change": "cd build && curl 'http://localhost:8080/items?id=3'",
                "entities": ["(quoted)"],
            }
        ],
    )
    assert similar.similar_fixes(db, "(eval):cd:1: no such file or directory: build") == []


def test_a_query_outside_a_family_is_not_its_member(db: sqlite_utils.Database) -> None:
    """Class d: a harness's "Sandbox with this name already exists" is no sandbox denial,
    though the stored denial's line and output say "sandbox" and "name"."""
    store_episodes(
        db,
        [
            _escalation(
                "linux",
                "failed in sandbox: error: cannot open '.git/FETCH_HEAD': Operation not permitted",
                "with_escalated_permissions=1",
            )
            | {"context": "git fetch origin: sandbox name preview"}
        ],
    )
    assert similar.similar_fixes(db, "Sandbox with this name already exists") == []
    assert similar.similar_fixes(
        db, "error: cannot open '.git/FETCH_HEAD': Operation not permitted"
    )


def test_a_tool_refusal_is_read_as_the_extractor_stored_it(db: sqlite_utils.Database) -> None:
    """Class c: a pasted tool error (tags and all) gets the stored tool symptom's type and
    signature, so the same refusal is found by its signature."""
    stored = "File has not been read yet. Read it first before writing to it."
    store_episodes(
        db,
        [
            {
                "error": stored,
                "error_type": "FileNotReadYet",
                "kind": "tool_error",
                "fix_kind": "read_first",
                "change": "Read src/app.ts before edit",
                "entities": ["Read", "src/app.ts"],
            }
        ],
    )
    found = similar.similar_fixes(db, f"<tool_use_error>{stored}</tool_use_error>")
    assert found and found[0].matched_by == "signature"
    assert found[0].similarity >= 0.7


def test_rejections_with_other_instructions_are_not_similar(db: sqlite_utils.Database) -> None:
    """Class d: two user rejections share their type and nothing else; nothing similar."""
    store_episodes(
        db,
        [
            {
                "error": "Write rejected: add a slug column first",
                "error_type": "UserRejected",
                "kind": "user_rejection",
                "fix_kind": "edit_retry",
                "change": "edit PLAN.md",
                "entities": ["PLAN.md"],
            }
        ],
    )
    query = "Bash rejected: you are on windows, run it in docker instead"
    assert similar.similar_fixes(db, query) == []


def test_one_fix_in_two_runs_dirs_is_one_answer(db: sqlite_utils.Database) -> None:
    """Class b: the same script run in two sessions' per-run folders (a UUID in the path) is
    one fix seen in two sessions, not two answers."""
    runs = ["0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d", "5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9"]
    store_episodes(
        db,
        [
            {
                "session": f"run{n}",
                "error": 'Skill "to-code" not found. Available skills are:',
                "error_type": "NotFound",
                "kind": "tool_error",
                "fix_kind": "tool_switch",
                "change": "activate_skill turned away; ran instead: python check.py",
                "entities": ["python check.py", f"/work/{run}/manifest.json"],
            }
            for n, run in enumerate(runs)
        ],
    )
    found = similar.similar_fixes(db, 'Skill "to-code" not found. Available skills are:')
    assert len(found) == 1
    assert found[0].sessions == 2
    assert {p.session_id for p in found[0].fixed} == {"run0", "run1"}


def test_a_harness_rejection_text_is_no_evidence(db: sqlite_utils.Database) -> None:
    """Class d: a bare rejection ("STOP what you are doing …") shares only the harness's own
    words with another rejection's output; nothing similar."""
    store_episodes(
        db,
        [
            {
                "error": "ExitPlanMode rejected: stop, split the plan across two workers and "
                "tell me how it went",
                "error_type": "UserRejected",
                "kind": "user_rejection",
                "context": "ExitPlanMode\nThe user doesn't want to proceed with this tool use. "
                "The tool use was rejected. To tell you how to proceed, the user said: split "
                "the plan across two workers",
                "fix_kind": "tool_switch",
                "change": "ExitPlanMode turned away; ran instead: Task general-purpose",
                "entities": ["general-purpose"],
            }
        ],
    )
    query = "STOP what you are doing and wait for the user to tell you how to proceed."
    assert similar.similar_fixes(db, query) == []
    assert similar.similar_fixes(db, "rejected: stop, split the plan across two workers")


def test_an_anchor_failure_finds_another_tools_re_anchor_fix(db: sqlite_utils.Database) -> None:
    """Class c: an edit anchor not found is answered by what fixed it in another tool (read
    the file again, re-anchor) however different the anchor texts, closely enough to rank
    above an unrelated error whose output happens to share the anchor's words."""
    store_episodes(
        db,
        [
            {
                "session": "claude",
                "error": "String to replace not found in file.",
                "error_type": "EditAnchorNotFound",
                "kind": "tool_error",
                "context": "const total = items.length",
                "fix_kind": "edit_retry",
                "entities": ["src/cart.ts"],
                "change": "edit src/cart.ts re-anchored on: const total = items.length",
            },
            {
                "session": "other",
                "error": "TypeError: Cannot read properties of undefined (reading 'render')",
                "context": "renderWidget widgetConfig layoutOptions npm test",
                "fix_kind": "code_edit",
                "entities": ["src/widget.ts"],
                "change": "edit src/widget.ts",
            },
        ],
    )
    query = (
        "Failed to edit, 0 occurrences found for old_string in src/widget.ts. "
        "renderWidget widgetConfig layoutOptions"
    )
    found = similar.similar_fixes(db, query)
    assert found and found[0].kind == "edit_retry"
    assert found[0].similarity >= 0.6


def test_one_sessions_repeats_do_not_fill_the_answer(db: sqlite_utils.Database) -> None:
    """Class b: four edits of one session that each fixed the same crash in another file are
    one session's experience; the other session's fix comes second even though it matches a
    little less closely."""
    crash = "TypeError: Cannot read properties of undefined (reading 'id')"
    repeats = [
        {
            "session": "busy",
            "error": crash,
            "context": "npm test src/cart.test.ts",
            "fix_kind": "code_edit",
            "entities": [f"src/part{n}.ts"],
            "change": f"edit src/part{n}.ts: guard the missing item",
            "confidence": 0.9,
        }
        for n in range(4)
    ]
    other = {
        "session": "other",
        "error": crash,
        "context": "npm test src/user.test.ts",
        "fix_kind": "code_edit",
        "entities": ["src/user.ts"],
        "change": "edit src/user.ts: load the user first",
        "confidence": 0.6,
    }
    store_episodes(db, [*repeats, other])
    found = similar.similar_fixes(db, crash, limit=3)
    assert [f.fixed[0].session_id for f in found] == ["busy", "other", "busy"]


def test_re_reading_before_an_edit_is_one_lesson(db: sqlite_utils.Database) -> None:
    """Class b: reading a file before editing it, done to three files in three sessions, is
    one answer that lists the three sessions, not three answers."""
    store_episodes(
        db,
        [
            {
                "session": f"s{n}",
                "error": "File has not been read yet. Read it first before writing to it.",
                "error_type": "FileNotReadYet",
                "kind": "tool_error",
                "fix_kind": "read_first",
                "entities": ["Read", name],
                "change": f"Read {name} before editing it",
            }
            for n, name in enumerate(["app.ts", "README.md", "setup.py"])
        ],
    )
    (found,) = similar.similar_fixes(db, "File has not been read yet. Read it first")
    assert found.sessions == 3
    assert {p.session_id for p in found.fixed} == {"s0", "s1", "s2"}
    assert {"app.ts", "README.md", "setup.py"} <= set(found.entities)


def test_an_unquoted_glob_finds_the_quoting_fix(db: sqlite_utils.Database) -> None:
    """Class c: zsh's "no matches found" for a URL with `?` is answered by what fixed it for
    a wheel path with `*` in another session (quote the argument), whatever the argument."""
    store_episodes(
        db,
        [
            {
                "session": "wheels",
                "error": "zsh:1: no matches found: dist/*.whl",
                "context": "pip install dist/*.whl",
                "change": "pip install dist/*.whl  ->  pip install 'dist/*.whl'",
                "entities": ["'dist/*.whl'"],
            }
        ],
    )
    (found,) = similar.similar_fixes(
        db, "(eval):7: no matches found: http://localhost:8080/queries?caseId=42"
    )
    assert found.fixed[0].session_id == "wheels"
    assert found.similarity >= 0.6


def test_a_denial_fixed_by_another_kind_of_change_is_no_close_answer(
    db: sqlite_utils.Database,
) -> None:
    """Class 7: a past sandbox denial whose episode was fixed by re-quoting a file name
    (the denial was the environment's notice beside the real error) is not a close answer
    to another denial; a past denial fixed by escalating is."""
    notice = "sh: cannot create temp file for here-document: Operation not permitted"
    store_episodes(
        db,
        [
            {
                "session": "quoting",
                "error": notice,
                "context": "cat 'report (final).md'",
                "fix_kind": "command_change",
                "entities": ["(quoted)"],
                "change": "cat report (final).md  →  cat 'report (final).md'",
            },
            _escalation("escalated", notice, "sandbox_permissions=require_escalated"),
        ],
    )
    found = similar.similar_fixes(
        db, "error: cannot open '.git/FETCH_HEAD': Operation not permitted"
    )
    by_kind = {fix.kind: fix.similarity for fix in found}
    assert by_kind["permission"] >= 0.6
    assert by_kind.get("command_change", 0.0) < 0.6
    assert found[0].kind == "permission"


def test_an_escalation_is_told_in_every_harness_spelling(db: sqlite_utils.Database) -> None:
    """Class 2: an escalation seen only in the older harness's spelling is also told in the
    current one (and the other way round): the asking agent may run either version."""
    store_episodes(
        db,
        [
            _escalation(
                "old",
                "error: cannot open '.git/FETCH_HEAD': Operation not permitted",
                "with_escalated_permissions=1",
            )
        ],
    )
    found = similar.similar_fixes(
        db, "error: cannot open '.git/index.lock': Operation not permitted"
    )
    assert found and found[0].kind == "permission"
    assert found[0].entities[:3] == [
        "with_escalated_permissions=1",
        "sandbox",
        "sandbox_permissions=require_escalated",
    ]


def test_a_glob_no_match_is_answered_close_by_a_quoting_fix_only(
    db: sqlite_utils.Database,
) -> None:
    """Class 7: for an unquoted argument the shell took for a glob, the family's remedy is
    quoting it; a past glob fixed by pointing at other paths is no close answer."""
    store_episodes(
        db,
        [
            {
                "session": "paths",
                "error": "zsh:1: no matches found: ~/.config/tool*",
                "context": "ls -d ~/.config/tool*",
                "entities": ["~/.local/share/tool*"],
                "change": "ls -d ~/.config/tool*  →  ls -d ~/.local/share/tool*",
            },
            {
                "session": "quoted",
                "error": "zsh:1: no matches found: http://localhost:3000/api?page=2",
                "context": "curl http://localhost:3000/api?page=2",
                "entities": ["(quoted)"],
                "change": "curl http://localhost:3000/api?page=2  →  "
                "curl 'http://localhost:3000/api?page=2'",
            },
        ],
    )
    found = similar.similar_fixes(db, "zsh:1: no matches found: https://example.org/search?q=x")
    by_session = {fix.fixed[0].session_id: fix.similarity for fix in found}
    assert by_session["quoted"] >= 0.6
    assert by_session.get("paths", 0.0) < 0.6


def test_a_familys_own_remedy_outranks_another_fix_of_its_episode(
    db: sqlite_utils.Database,
) -> None:
    """Classes 5 and 7: for "File has not been read yet", re-reading the file (the family's
    remedy, seen in two sessions) is the first answer, above one session whose episode went on
    to miss an edit anchor and stored that anchor's retry as its fix; the re-read is reported
    as carrying knowledge although it is a look at a file."""
    refusal = "File has not been read yet. Read it first before writing to it."
    store_episodes(
        db,
        [
            *(
                {
                    "session": f"read{n}",
                    "error": refusal,
                    "error_type": "FileNotReadYet",
                    "kind": "tool_error",
                    "fix_kind": "read_first",
                    "change_class": "inspection",
                    "entities": ["Read", name],
                    "change": f"Read {name} before editing it",
                    "confidence": 0.45,
                }
                for n, name in enumerate(["app.ts", "setup.py"])
            ),
            {
                "session": "anchor",
                "error": refusal,
                "error_type": "FileNotReadYet",
                "kind": "tool_error",
                "fix_kind": "edit_retry",
                "entities": ["src/main.rs"],
                "change": "edit src/main.rs re-anchored on: fn main() {",
                "confidence": 0.8,
            },
        ],
    )
    found = similar.similar_fixes(db, f"<tool_use_error>{refusal}</tool_use_error>", limit=3)
    assert [f.kind for f in found] == ["read_first", "edit_retry"]
    assert found[0].knowledge is True
    assert found[0].score > found[1].score


def test_a_tool_result_with_a_catch_all_line_is_read_as_the_tool_failure() -> None:
    """Class c: "File does not exist." pasted from a Read tool's result is the stored tool
    failure's type and signature (FileNotFound), not the line rules' catch-all NotFound; a
    shell line keeps its own reading."""
    from sessgraph.extract.signatures import error_signature
    from sessgraph.extract.tool_errors import tool_failure
    from sessgraph.similar_query import parse_query

    stored = tool_failure("Read", "<tool_use_error>File does not exist.</tool_use_error>")
    assert stored is not None
    query = parse_query("<tool_use_error>File does not exist.</tool_use_error>")
    assert query.error_type == stored.error_type == "FileNotFound"
    assert query.signature == error_signature(stored.error_text, stored.error_type)
    assert parse_query("ModuleNotFoundError: No module named 'x'").error_type == (
        "ModuleNotFoundError"
    )


def test_a_stale_anchor_is_answered_for_the_file_the_new_error_names(
    db: sqlite_utils.Database,
) -> None:
    """Class c (an answer keyed by what the error is about): an edit anchor missed in
    docs/guide.md is answered by the family's remedy that worked in another session, told
    for docs/guide.md (re-read it, redo the edit), not as an edit of that session's file;
    two past remedies of the family are one answer."""
    store_episodes(
        db,
        [
            {
                "session": f"s{n}",
                "error": f"apply_patch: Failed to find expected lines in {name}:",
                "error_type": "EditAnchorNotFound",
                "kind": "tool_error",
                "fix_kind": "edit_retry",
                "entities": ["def main():", name],
                "change": f"edit {name} re-anchored on: def main():",
            }
            for n, name in enumerate(["src/app.py", "lib/util.py"])
        ],
    )
    (found,) = similar.similar_fixes(
        db, "error: Failed to find expected lines in /home/dev/proj/docs/guide.md:"
    )
    assert found.kind == "edit_retry"
    assert found.change is not None
    assert found.change.startswith("re-read /home/dev/proj/docs/guide.md and redo the edit")
    assert found.entities[0] == "/home/dev/proj/docs/guide.md"
    assert found.sessions == 2


def test_a_stale_anchor_naming_no_file_keeps_the_past_change(
    db: sqlite_utils.Database,
) -> None:
    """Class c: when the new error names no file ("String to replace not found in file."),
    the past remedy is told as it was stored (no file to apply it to is made up)."""
    store_episodes(
        db,
        [
            {
                "session": "past",
                "error": "String to replace not found in file.",
                "error_type": "EditAnchorNotFound",
                "kind": "tool_error",
                "fix_kind": "edit_retry",
                "entities": ["src/cart.ts"],
                "change": "edit src/cart.ts re-anchored on: const total = 0",
            }
        ],
    )
    (found,) = similar.similar_fixes(db, "String to replace not found in file.")
    assert found.change == "edit src/cart.ts re-anchored on: const total = 0"


def test_a_sandbox_denial_fixed_by_an_edit_retry_is_no_answer(
    db: sqlite_utils.Database,
) -> None:
    """Class 7: a past sandbox denial whose episode stored a re-anchored edit as its fix
    (the denial was the environment's notice) is no answer to a new denial: alone, it is
    silence, not another problem's fix."""
    store_episodes(
        db,
        [
            {
                "session": "past",
                "error": "bwrap: loopback: Failed RTM_NEWADDR: Operation not permitted",
                "error_type": "SandboxDenied",
                "fix_kind": "edit_retry",
                "entities": ["tests/test_cli.py"],
                "change": "edit tests/test_cli.py re-anchored on: import os",
            }
        ],
    )
    assert (
        similar.similar_fixes(db, "bwrap: loopback: Failed RTM_NEWADDR: Operation not permitted")
        == []
    )


def test_a_fix_lists_every_session_it_worked_in(db: sqlite_utils.Database) -> None:
    """Class b: a fix seen in seven sessions lists all seven, closest first (`sessions` says
    seven; a project filter or a machine count reads the list)."""
    errors = [
        "bwrap: loopback: Failed RTM_NEWADDR: Operation not permitted",
        "error: cannot open '.git/FETCH_HEAD': Operation not permitted",
    ]
    store_episodes(
        db,
        [
            _escalation(f"s{n}", errors[n > 0], "sandbox_permissions=require_escalated")
            for n in range(7)
        ],
    )
    found = similar.similar_fixes(db, errors[0])
    assert found and found[0].sessions == 7
    assert found[0].fixed[0].session_id == "s0"
    assert {p.session_id for p in found[0].fixed} == {f"s{n}" for n in range(7)}


_POWERSHELL_AND = """git remote -v && git status
At line:1 char:15
+ git remote -v && git status
+               ~~
The token '&&' is not a valid statement separator in this version.
    + CategoryInfo          : ParserError: (:) [], ParentContainsErrorRecordException
    + FullyQualifiedErrorId : InvalidEndOfLine
"""


def test_a_powershell_record_is_compared_by_its_message(db: sqlite_utils.Database) -> None:
    """Class 6 / similar-fix class b: a stored symptom whose line is PowerShell's category
    (`ParserError: (:) [], …`) is found by a query pasted as the record's message."""
    store_episodes(
        db,
        [
            {
                "session": "ps5",
                "error": "ParserError: (:) [], ParentContainsErrorRecordException",
                "context": _POWERSHELL_AND,
                "entities": ["&& → ;"],
                "change": "&& → ;: git remote -v && git status  →  git remote -v; git status",
            }
        ],
    )
    query = "The token '&&' is not a valid statement separator in this version."
    found = similar.similar_fixes(db, query)
    assert found and found[0].fixed[0].session_id == "ps5"
    assert "&& → ;" in found[0].entities


def test_record_message_reads_only_a_category_line() -> None:
    """The message is read above `+ CategoryInfo` only for a category line, past the
    record's position lines."""
    category = "ParserError: (:) [], ParentContainsErrorRecordException"
    assert record_message(category, _POWERSHELL_AND) == (
        "The token '&&' is not a valid statement separator in this version."
    )
    assert record_message("error: the token is wrong", _POWERSHELL_AND) is None
    assert (
        record_message(category, "ParserError: (:) [], ParentContainsErrorRecordException") is None
    )
