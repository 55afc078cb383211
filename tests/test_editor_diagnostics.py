"""Editor diagnostics after a write (issue 12, non-shell tool failures): Cline and Roo append
the editor's new problems to a write's result; an error-level one is the write's failure."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from sessgraph import api
from sessgraph.extract.tool_errors import diagnostics_failure


def test_cline_error_diagnostic_after_a_write_is_a_failure() -> None:
    """Cline's `- [ts Error] Line N: message` after "New problems detected" is the failure."""
    result = (
        "The content was successfully saved to src/api.ts.\n\n"
        "New problems detected after saving the file:\nsrc/api.ts\n"
        "- [ts Error] Line 12: Cannot find name 'fetchJson'. Did you mean 'fetch'?\n"
    )
    failure = diagnostics_failure(result)
    assert failure is not None
    assert failure.error_text == "Cannot find name 'fetchJson'. Did you mean 'fetch'?"


def test_roo_diagnostic_quotes_the_code_line_before_the_message() -> None:
    """Roo writes `- [pyright Error] 7 | code : message`: the message is after the code."""
    result = (
        "<problems>\n\nNew problems detected after saving the file:\napp/models.py\n"
        '- [pyright Error] 7 |     def load(self, item: Item) -> None: : "Item" is not defined\n'
        "</problems>"
    )
    failure = diagnostics_failure(result)
    assert failure is not None and failure.error_text == '"Item" is not defined'


def test_unused_name_notes_and_clean_saves_are_no_failure() -> None:
    """A note that an import is unused (left by a multi-step edit), or a save without new
    problems, is no failure."""
    unused = (
        "New problems detected after saving the file:\nsrc/view.svelte\n"
        "- [ts Error] Line 3: 'formatDate' is declared but its value is never read.\n"
        "- [ts Error] Line 4: All imports in import declaration are unused.\n"
    )
    assert diagnostics_failure(unused) is None
    assert diagnostics_failure("The content was successfully saved to src/view.svelte.") is None


def test_a_write_whose_result_reports_diagnostics_is_stored_as_a_symptom(tmp_path: Path) -> None:
    """End to end: a stored write whose result carries new error diagnostics yields a
    tool_error symptom with the diagnostic's text; the write itself stays an edit."""

    def line(kind: str, uuid: str, parent: str | None, ts: str, message: object) -> str:
        record = {"type": kind, "uuid": uuid, "parentUuid": parent, "sessionId": "s-diag",
                  "version": "2.0.55", "cwd": "/repo", "isSidechain": False,
                  "timestamp": f"2025-01-01T00:00:{ts}Z", "message": message}  # fmt: skip
        return json.dumps(record) + "\n"

    source = {"file_path": "/repo/src/api.ts", "content": "export const x = y;\n"}
    write = {"type": "tool_use", "id": "w1", "name": "Write", "input": source}
    result = (
        "File created successfully at: /repo/src/api.ts\n\n"
        "New problems detected after saving the file:\nsrc/api.ts\n"
        "- [ts Error] Line 1: Cannot find name 'y'.\n"
    )
    block = {"type": "tool_result", "tool_use_id": "w1", "content": result, "is_error": False}
    assistant = {"id": "m1", "role": "assistant", "model": "claude-x", "content": [write]}
    transcript = tmp_path / "session.jsonl"
    transcript.write_text(
        line("user", "u0", None, "00", {"role": "user", "content": "add the api module"})
        + line("assistant", "a1", "u0", "01", assistant)
        + line("user", "u1", "a1", "02", {"role": "user", "content": [block]})
    )
    db = tmp_path / "graph.db"
    api.ingest(db, [transcript])
    conn = sqlite3.connect(db)
    rows = conn.execute("SELECT kind, error_text FROM symptoms").fetchall()
    conn.close()
    assert rows == [("tool_error", "Cannot find name 'y'.")]


def test_a_second_unchanged_reread_is_a_failure() -> None:
    """Issue 12, non-shell tool failures: Claude Code answers a re-read of an unchanged file
    with a note instead of the content; the same answer to the next read of that file means
    the agent is looping on it. The first such answer, or one for another file, is none."""
    from sessgraph.extract.records import Action
    from sessgraph.extract.tool_errors import REREAD_REFUSED, refused_rereads

    def read(seq: int, path: str) -> Action:
        return Action(seq=seq, message_id=seq, status="ok", tool="Read", target=path)

    note = f"{REREAD_REFUSED}. The content from the earlier Read tool_result is still current"
    first, other, second = read(3, "/src/a.rs"), read(5, "/src/b.rs"), read(7, "/src/a.rs")
    reads = [(second, note), (first, note), (other, note)]
    assert refused_rereads(reads) == [second]
    assert refused_rereads([(first, note), (read(9, "/src/a.rs"), "1\tfn main() {}")]) == []


def _diagnosed_session(tmp_path: Path, second_result: str) -> list[tuple[object, ...]]:
    """A write that leaves an error diagnostic, then an edit of the same file whose save
    reports ``second_result``: the fixes stored for the session."""

    def line(kind: str, uuid: str, parent: str | None, ts: str, message: object) -> str:
        record = {"type": kind, "uuid": uuid, "parentUuid": parent, "sessionId": "s-fix",
                  "version": "2.0.55", "cwd": "/repo", "isSidechain": False,
                  "timestamp": f"2025-01-01T00:00:{ts}Z", "message": message}  # fmt: skip
        return json.dumps(record) + "\n"

    def assistant(mid: str, call: dict[str, object]) -> dict[str, object]:
        return {"id": mid, "role": "assistant", "model": "claude-x", "content": [call]}

    def result(call_id: str, text: str) -> dict[str, object]:
        block = {"type": "tool_result", "tool_use_id": call_id, "content": text, "is_error": False}
        return {"role": "user", "content": [block]}

    path = "/repo/src/api.ts"
    write = {"type": "tool_use", "id": "w1", "name": "Write",
             "input": {"file_path": path, "content": "export const x = y;\n"}}  # fmt: skip
    edit = {"type": "tool_use", "id": "w2", "name": "Edit",
            "input": {"file_path": path, "old_string": "= y;", "new_string": "= 1;"}}  # fmt: skip
    first = (
        f"File created successfully at: {path}\n\n"
        "New problems detected after saving the file:\nsrc/api.ts\n"
        "- [ts Error] Line 1: Cannot find name 'y'.\n"
    )
    transcript = tmp_path / "session.jsonl"
    transcript.write_text(
        line("user", "u0", None, "00", {"role": "user", "content": "add the api module"})
        + line("assistant", "a1", "u0", "01", assistant("m1", write))
        + line("user", "u1", "a1", "02", result("w1", first))
        + line("assistant", "a2", "u1", "03", assistant("m2", edit))
        + line("user", "u2", "a2", "04", result("w2", second_result))
    )
    db = tmp_path / "graph.db"
    api.ingest(db, [transcript])
    with sqlite3.connect(db) as conn:
        return conn.execute("SELECT kind, change FROM fixes").fetchall()


def test_the_next_clean_save_of_the_file_fixes_its_diagnostic(tmp_path: Path) -> None:
    """Class 4, editor diagnostics: the next change of the file whose save reports no
    error-level problem verifies the episode, and that change is its fix."""
    fixes = _diagnosed_session(tmp_path, "The file /repo/src/api.ts has been updated.")
    assert len(fixes) == 1, fixes


def test_a_save_reporting_the_same_problem_verifies_nothing(tmp_path: Path) -> None:
    """A later save that still reports the same diagnostic did not fix it."""
    again = (
        "The file /repo/src/api.ts has been updated.\n\n"
        "New problems detected after saving the file:\nsrc/api.ts\n"
        "- [ts Error] Line 1: Cannot find name 'y'.\n"
    )
    assert _diagnosed_session(tmp_path, again) == []
