"""Failed non-shell tool calls as symptoms (issue 12: edit anchors, unread files, rejections)."""

from __future__ import annotations

from pathlib import Path

from sessgraph.extract.episodes import Action, detect_symptoms, group_episodes
from sessgraph.extract.tool_errors import tool_failure

ANCHOR = (
    "<tool_use_error>String to replace not found in file.\n"
    "String:         {\n          source: '/projects-static/flaunt-it',</tool_use_error>"
)


def test_edit_anchor_not_found_drops_the_echoed_anchor() -> None:
    """Claude's Edit anchor error keeps the tool's sentence, not the anchor text it echoes."""
    failure = tool_failure("Edit", ANCHOR)
    assert failure is not None
    assert failure.error_type == "EditAnchorNotFound"
    assert failure.error_text == "String to replace not found in file."


def test_unread_file_has_one_type_whatever_the_tags() -> None:
    """ "File has not been read yet" is one error type, its tags stripped."""
    failure = tool_failure(
        "Edit", "<tool_use_error>File has not been read yet. Read it first.</tool_use_error>"
    )
    assert failure is not None and failure.error_type == "FileNotReadYet"
    assert "<" not in failure.error_text


def test_rejection_with_an_instruction_is_a_symptom_and_a_bare_one_is_not() -> None:
    """A rejection counts only when the user says what to do instead."""
    with_reason = (
        "The user doesn't want to proceed with this tool use. The tool use was rejected. "
        "The user provided the following reason for the rejection:  Let's use uv tool install"
    )
    failure = tool_failure("ExitPlanMode", with_reason)
    assert failure is not None and failure.kind == "user_rejection"
    assert failure.error_text.endswith("Let's use uv tool install")
    bare = (
        "The user doesn't want to proceed with this tool use. The tool use was rejected "
        "(eg. if it was a file edit, the new_string was NOT written to the file). STOP what "
        "you are doing and wait for the user to tell you how to proceed."
    )
    assert tool_failure("Edit", bare) is None


def test_no_op_edit_is_no_symptom() -> None:
    """opencode's "No changes to apply" edit refusal is not a failure to learn from."""
    assert (
        tool_failure("edit", "No changes to apply: oldString and newString are identical.") is None
    )


def test_tool_errors_become_symptoms_of_their_own_episodes() -> None:
    """Two failed edits in a row are two stories, next to a shell failure, without crashing."""
    actions = [
        Action(seq=1, message_id=1, command="make", exit_code=2, status="failed",
               output="make: *** No rule to make target 'x'.  Stop."),
        Action(seq=2, message_id=2, status="error", tool="Edit", tool_error=ANCHOR),
        Action(seq=3, message_id=3, status="error", tool="Edit", tool_error=ANCHOR),
    ]  # fmt: skip
    symptoms = detect_symptoms(actions)
    assert [s.kind for s in symptoms] == ["command_failed", "tool_error", "tool_error"]
    assert symptoms[1].signature == symptoms[2].signature
    episodes = group_episodes(symptoms, actions)
    assert len(episodes) == 3


def test_refused_shell_call_without_exit_code_is_a_permission_symptom() -> None:
    """A Bash call the harness would not run ("requires approval") failed: it never ran."""
    action = Action(seq=4, message_id=4, command="claude --version", exit_code=None,
                    status="failed", output="This command requires approval")  # fmt: skip
    symptoms = detect_symptoms([action])
    assert [s.error_type for s in symptoms] == ["PermissionNotGranted"]
    quiet = Action(seq=5, message_id=5, command="ls", exit_code=None, status="failed", output="")
    assert detect_symptoms([quiet]) == []


def test_ide_tags_around_a_prompt_report_nothing() -> None:
    """An IDE's "user opened file X … may or may not be related" note is no user report."""
    from sessgraph.extract.prose import user_report_kind

    note = (
        "<ide_opened_file>The user opened the file /app/vercel.json in the IDE. This may or "
        "may not be related to the current task.</ide_opened_file>"
    )
    assert user_report_kind(note) is None
    assert user_report_kind(note + " it still fails") == "still_failing"


def test_failed_call_without_exit_code_shows_its_message() -> None:
    """A call the tool marked failed with words but no exit code is a symptom (a test run
    that selected nothing, a rejection carrying the user's words); a bare "no" is not."""
    selected_nothing = (
        "collected 205 items / 205 deselected / 0 selected\n205 deselected in 0.58s\n"
    )
    run = Action(seq=1, message_id=1, command="uv run pytest -m unit", exit_code=None,
                 status="failed", output=selected_nothing)  # fmt: skip
    assert [s.error_text for s in detect_symptoms([run])] == [
        "collected 205 items / 205 deselected / 0 selected"
    ]
    feedback = Action(seq=2, message_id=2, command="git commit -m x", exit_code=None,
                      status="failed", output="please add transformer.js too first")  # fmt: skip
    assert len(detect_symptoms([feedback])) == 1
    bare = Action(seq=3, message_id=3, command="rm -rf build", exit_code=None, status="failed",
                  output="The user doesn't want to proceed with this tool use. STOP.")  # fmt: skip
    assert detect_symptoms([bare]) == []


def test_zsh_lower_case_no_such_file_is_file_not_found() -> None:
    """zsh's `cd:1: no such file or directory: test` is typed like the capitalised one."""
    from sessgraph.extract.signatures import error_type_of

    assert error_type_of("(eval):cd:1: no such file or directory: test") == "FileNotFound"


def test_error_pasted_by_the_user_is_a_report_with_its_error_line() -> None:
    """A prompt carrying a pasted error line reports it; prose mentioning errors does not."""
    from sessgraph.extract.prose import pasted_error

    prompt = (
        "app cannot be killed by ctrl-c (while loading)\n"
        "sync categories error: error decoding response body\n"
    )
    assert pasted_error(prompt) == ("Error", "sync categories error: error decoding response body")
    assert pasted_error("please add better error handling to the loader") is None
    assert pasted_error("warning: unused variable `x`") is None


def test_error_object_answered_with_success_is_a_failure() -> None:
    """An MCP result `{"status": "error", "error": …}` is a failure whatever its call status."""
    from sessgraph.extract.tool_errors import error_payload_failure, json_error_payload

    result = '{\n  "status": "error",\n  "error": "Sandbox with this name already exists"\n}'
    failure = error_payload_failure("create_preview", result)
    assert failure is not None and failure.error_text == "Sandbox with this name already exists"
    assert json_error_payload('{"errors": [{"message": "bad query"}]}') == "bad query"
    assert json_error_payload('{"status": "ok", "items": [{"status": "error"}]}') is None
    assert json_error_payload('[{"error": "x"}]') is None
    assert json_error_payload('{"error": null, "data": 1}') is None


def test_error_object_result_is_loaded_as_a_failed_call(tmp_path: Path) -> None:
    """A stored tool call with an error object result reaches the extractor as a symptom."""
    import json as _json

    from sessgraph import api

    call = {
        "id": "c1",
        "name": "get_node_tree",
        "input": {"node": "0:1"},
        "output": '{"status":"error","error":"Figma API error: 429 - Rate limit exceeded"}',
    }
    lines = [
        {"type": "session", "id": "s1", "title": "s1"},
        {"type": "message", "role": "user", "text": "export the frame"},
        {"type": "message", "role": "assistant", "text": "", "tool_calls": [call]},
    ]
    (tmp_path / "s1.jsonl").write_text("".join(_json.dumps(x) + "\n" for x in lines))
    db = tmp_path / "g.db"
    api.ingest(db, [tmp_path / "s1.jsonl"])
    import sqlite3

    rows = sqlite3.connect(db).execute("SELECT kind, error_text FROM symptoms").fetchall()
    assert rows == [("tool_error", "Figma API error: 429 - Rate limit exceeded")]


def test_stopped_call_with_an_instruction_is_a_symptom_and_a_bare_stop_is_not() -> None:
    """An interrupted shell call the user rejected with a reason is a user rejection."""
    from sessgraph.extract.episodes import symptom_of

    reason = (
        "The user doesn't want to proceed with this tool use. The tool use was rejected. "
        "The user provided the following reason for the rejection:  use docker for the tests"
    )
    action = Action(seq=1, message_id=1, command="npx vitest run", status="interrupted",
                    output=reason)  # fmt: skip
    symptom = symptom_of(action, [])
    assert symptom is not None and symptom.kind == "user_rejection"
    bare = "The user doesn't want to proceed with this tool use. STOP what you are doing."
    action.output = bare
    assert symptom_of(action, []) is None


def test_browser_errors_pasted_by_the_user_are_reported() -> None:
    """A console line or a web UI's fetch failure pasted by the user is a symptom; the same
    wording named in a request is not."""
    from sessgraph.extract.prose import pasted_error

    console = (
        "still broken:  Loading module from \u201chttps://app.example.org/main.js\u201d was "
        "blocked because of a disallowed MIME type (\u201ctext/html\u201d)."
    )
    found = pasted_error(console)
    assert found is not None and found[0] == "BrowserError"
    assert found[1].startswith("still broken: Loading module from")
    swagger = "POST /items\nServer response\nCode Details\nUndocumented\nFailed to fetch.\nCORS"
    assert pasted_error(swagger) == ("BrowserError", "Failed to fetch.")
    assert (
        pasted_error("GET\nhttps://app.example.org/a.css\nNS_ERROR_CORRUPTED_CONTENT") is not None
    )
    assert pasted_error("Add a test: when the API is down the UI shows 'Failed to fetch'") is None
    assert pasted_error("add handling so that Failed to fetch never reaches the user") is None


def test_call_killed_at_the_harness_time_limit_is_a_failure() -> None:
    """A command the harness stopped for exceeding its timeout (opencode, Claude Code and
    Codex wordings) is a failure whose text is the harness's note; an interrupted call with
    no such note and no instruction stays no symptom (issue 12, class 3)."""
    from sessgraph.extract.episodes import symptom_of
    from sessgraph.extract.tool_errors import harness_timeout

    output = (
        "Select a project\n\n<shell_metadata>\nshell tool terminated command after exceeding "
        "timeout 30000 ms. If this command is expected to take longer, retry.\n</shell_metadata>"
    )
    action = Action(seq=1, message_id=1, command="npm create vite@latest", status="interrupted",
                    output=output)  # fmt: skip
    symptom = symptom_of(action, [])
    assert symptom is not None and symptom.error_type == "CommandTimedOut"
    assert symptom.error_text == "shell tool terminated command after exceeding timeout 30000 ms"
    for note in ("Command timed out after 2m 0.0s", "command timed out after 9000 milliseconds"):
        failure = harness_timeout(f"collected 40 items\n{note}")
        assert failure is not None and failure.error_text == note
    assert harness_timeout("requests.exceptions.ReadTimeout: the read timed out") is None
    action.output = "Select a project"
    assert symptom_of(action, []) is None


def test_bare_rejection_followed_by_the_users_words_carries_them() -> None:
    """A bare rejection (Claude Code's STOP, Gemini CLI's cancelled call) whose next message
    is the user's prompt is a rejection carrying that prompt as its instruction; one the
    agent goes on from by itself stays no symptom (issue 12: rejections with instructions)."""
    from sessgraph.extract.load import MessageRow
    from sessgraph.extract.tool_errors import answered_rejections

    stop = (
        "The user doesn't want to proceed with this tool use. The tool use was rejected. "
        "STOP what you are doing and wait for the user to tell you how to proceed."
    )
    cancelled = "[Operation Cancelled] Reason: User denied execution."
    actions = [
        Action(seq=2, message_id=2, command="git push -f", status="interrupted", output=stop),
        Action(seq=6, message_id=6, command="rm -r out", status="interrupted", output=cancelled),
        Action(seq=10, message_id=10, tool="Edit", status="error", tool_error=stop),
    ]
    messages = [
        MessageRow(2, 2, "assistant", "tool_call", "Pushing.", None),
        MessageRow(3, 3, "tool", "tool_result", stop, None),
        MessageRow(4, 4, "user", "meta", "[Request interrupted by user for tool use]", None),
        MessageRow(5, 5, "user", "prompt", "push to a new branch instead", None),
        MessageRow(6, 6, "assistant", "tool_call", "", None),
        MessageRow(7, 7, "system", "meta", "Request cancelled.", None),
        MessageRow(8, 8, "user", "prompt", "keep the build folder", None),
        MessageRow(10, 10, "assistant", "tool_call", "Editing.", None),
        MessageRow(11, 11, "tool", "tool_result", stop, None),
        MessageRow(12, 12, "assistant", "text", "I'll leave that file alone.", None),
        MessageRow(13, 13, "user", "prompt", "thanks", None),
    ]
    from sessgraph.extract.tool_errors import is_bare_rejection

    for reason in ("User did not allow tool call", "User cancelled tool execution."):
        assert is_bare_rejection(f"[Operation Cancelled] Reason: {reason}")
    found = answered_rejections(actions, messages)
    assert [(s.seq, s.kind, s.error_text) for s in found] == [
        (2, "user_rejection", "Bash rejected: push to a new branch instead"),
        (6, "user_rejection", "Bash rejected: keep the build folder"),
    ]


def test_parallel_rejections_and_harness_notes_leave_the_users_answer_in_reach() -> None:
    """Calls rejected together return one result each, and the harness adds its own notes
    ("[Request interrupted by user]", Claude Code's "No response requested."): none is a
    step of the agent's, so the user's next prompt is still the rejections' instruction
    (issue 12: rejections with instructions)."""
    from sessgraph.extract.load import MessageRow
    from sessgraph.extract.tool_errors import answered_rejections

    stop = "The user doesn't want to take this action right now. STOP what you are doing."
    actions = [
        Action(seq=5, message_id=5, command=f"rg -i x{n}", status="interrupted", output=stop)
        for n in range(5)
    ]
    messages = [
        MessageRow(5, 5, "assistant", "tool_call", "", None),
        *[MessageRow(6 + n, 6 + n, "tool", "tool_result", stop, None) for n in range(5)],
        MessageRow(11, 11, "user", "meta", "[Request interrupted by user for tool use]", None),
        MessageRow(12, 12, "assistant", "meta", "No response requested.", None),
        MessageRow(13, 13, "user", "prompt", "search this project instead", None),
    ]
    found = answered_rejections(actions, messages)
    assert [s.error_text for s in found] == ["Bash rejected: search this project instead"] * 5


def test_kotlin_errors_pasted_by_the_user_are_reported() -> None:
    """A user pasting Gradle's Kotlin error lines reports a symptom with the first line."""
    from sessgraph.extract.prose import pasted_error

    pasted = "e: file:///w/ui/Chips.kt:27:15 Unresolved reference: chip\n\ne: file:///w/B.kt:3:4 x"
    assert pasted_error(pasted) == (
        "KotlinCompileError",
        "e: file:///w/ui/Chips.kt:27:15 Unresolved reference: chip",
    )


def test_clines_denial_is_a_bare_rejection() -> None:
    """Cline's "The user denied this operation." says only no (issue 12, rejections)."""
    from sessgraph.extract.tool_errors import is_bare_rejection

    assert is_bare_rejection("The user denied this operation.")


def _notification(status: str, summary: str, result: str = "") -> str:
    body = f"<result>{result}</result>\n" if result else ""
    return (
        "<task-notification>\n<task-id>a1</task-id>\n<tool-use-id>toolu_01A</tool-use-id>\n"
        f"<status>{status}</status>\n<summary>{summary}</summary>\n{body}</task-notification>"
    )


def test_subagent_notification_that_failed_or_was_refused_is_a_failure() -> None:
    """Issue 12, class 3: a background subagent's notification is a failure when its status
    is failed, or when it "completed" but reports its tools were refused; a normal result,
    a stop and a background command's exit (its command's symptom) are not."""
    from sessgraph.extract.tool_errors import notification_failure

    failed = notification_failure(
        _notification("failed", 'Agent "Plan the schema" failed: API Error: Overloaded')
    )
    assert failed is not None and failed.error_type == "AgentFailed"
    assert failed.error_text == "API Error: Overloaded"
    refused = notification_failure(
        _notification(
            "completed",
            'Agent "Set up nginx" completed',
            "The config is drafted below.\n\nI was denied Bash tool permissions, so please "
            "run it yourself:\n```\nnginx -t\n```",
        )
    )
    assert refused is not None and refused.error_type == "PermissionNotGranted"
    assert refused.error_text == ("I was denied Bash tool permissions, so please run it yourself:")
    for quiet in (
        _notification("completed", 'Agent "Audit" completed', "All 12 checks pass. Done."),
        _notification("killed", 'Agent "Audit" was stopped', "Now let me write the file"),
        _notification("failed", 'Background command "npm test" failed with exit code 1'),
        "I was denied Bash tool permissions.",  # not a notification
    ):
        assert notification_failure(quiet) is None


def test_refused_subagent_notification_is_stored_as_a_symptom(tmp_path: Path) -> None:
    """A Claude Code notification line whose subagent was refused its tools becomes a
    PermissionNotGranted symptom on that line (issue 12, class 3)."""
    import json as _json
    import sqlite3

    from sessgraph import api

    def record(uuid: str, kind: str, message: dict[str, object]) -> dict[str, object]:
        return {
            "type": kind,
            "uuid": uuid,
            "sessionId": "s1",
            "timestamp": "2026-03-01T10:00:00Z",
            "message": message,
        }

    text = _notification(
        "completed", 'Agent "Seed" completed', "I need Bash tool access to run the INSERTs."
    )
    lines = [
        record("u1", "user", {"role": "user", "content": "seed the database"}),
        record("u2", "user", {"role": "user", "content": text}),
        record("a1", "assistant", {"id": "m1", "role": "assistant", "content": "I'll do it."}),
    ]
    path = tmp_path / "s1.jsonl"
    path.write_text("".join(_json.dumps(x) + "\n" for x in lines))
    db = tmp_path / "g.db"
    api.ingest(db, [path])
    rows = (
        sqlite3.connect(db)
        .execute(
            "SELECT m.native_id, s.kind, s.error_type, s.error_text FROM symptoms s "
            "JOIN messages m ON m.id = s.message_id"
        )
        .fetchall()
    )
    assert rows == [
        ("u2", "tool_error", "PermissionNotGranted", "I need Bash tool access to run the INSERTs.")
    ]


def test_refused_codex_patch_is_retried_like_an_edit(tmp_path: Path) -> None:
    """Issue 12, class 4 for non-shell tools: a patch Codex refused through its shell tool
    ("apply_patch verification failed") is a failed edit of its file, verified by the next
    patch of that file that applied."""
    import json as _json
    import sqlite3

    from sessgraph import api

    def item(payload: dict[str, object]) -> dict[str, object]:
        return {"timestamp": "2026-01-01T00:00:00Z", "type": "response_item", "payload": payload}

    def patch(call_id: str, old: str, new: str) -> dict[str, object]:
        body = f"*** Begin Patch\n*** Update File: src/app.py\n@@\n-{old}\n+{new}\n*** End Patch\n"
        argv = ["bash", "-lc", f"apply_patch <<'EOF'\n{body}EOF\n"]
        return item(
            {
                "type": "function_call",
                "name": "shell",
                "call_id": call_id,
                "arguments": _json.dumps({"command": argv}),
            }
        )

    def result(call_id: str, text: str) -> dict[str, object]:
        return item({"type": "function_call_output", "call_id": call_id, "output": text})

    applied = _json.dumps({"output": "Success. Updated src/app.py", "metadata": {"exit_code": 0}})
    lines = [
        {
            "timestamp": "2026-01-01T00:00:00Z",
            "type": "session_meta",
            "payload": {"id": "r1", "timestamp": "2026-01-01T00:00:00Z", "cwd": "/repo"},
        },
        patch("c1", "port = 80", "port = 8080"),
        result(
            "c1",
            "apply_patch verification failed: Failed to find expected lines in "
            "/repo/src/app.py:\nport = 80",
        ),
        patch("c2", "PORT = 80", "PORT = 8080"),
        result("c2", applied),
    ]
    path = tmp_path / "rollout-2026-01-01T00-00-00-r1.jsonl"
    path.write_text("".join(_json.dumps(x) + "\n" for x in lines))
    db = tmp_path / "g.db"
    api.ingest(db, [path])
    rows = (
        sqlite3.connect(db)
        .execute(
            "SELECT s.error_type, s.status, f.kind FROM symptoms s "
            "LEFT JOIN fixes f ON f.symptom_id = s.id"
        )
        .fetchall()
    )
    assert rows == [("EditAnchorNotFound", "resolved", "edit_retry")]

    # A second refused patch of the file changed nothing: it verifies nothing either.
    lines[4] = result("c2", _json.loads(_json.dumps(lines[2]))["payload"]["output"])
    path.write_text("".join(_json.dumps(x) + "\n" for x in lines))
    again = tmp_path / "g2.db"
    api.ingest(again, [path])
    con = sqlite3.connect(again)
    assert con.execute("SELECT count(*) FROM fixes").fetchone() == (0,)
    assert {s for (s,) in con.execute("SELECT status FROM symptoms")} == {"abandoned"}


def test_an_api_error_record_is_a_failure_nothing_fixes(tmp_path: Path) -> None:
    """An error record of the harness (the model's API refused or failed) is a symptom on
    its message, which no later action verifies or fixes, and which is no workaround of an
    earlier refusal either (issue 12: a failure the tool recorded; precision: a retry of the
    turn is no fix)."""
    import json as _json
    import sqlite3

    from sessgraph import api
    from sessgraph.extract.tool_errors import api_error_failure

    overloaded = '{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}'
    failure = api_error_failure(overloaded)
    assert failure is not None and failure.error_text == "Overloaded"

    def record(uuid: str, kind: str, message: dict[str, object], **extra: object) -> object:
        return {
            "type": kind,
            "uuid": uuid,
            "sessionId": "s1",
            "timestamp": "2026-03-01T10:00:00Z",
            "message": message,
            **extra,
        }

    refused = _notification(
        "completed", 'Agent "Tests" completed', "I was denied permission to run the tests."
    )
    lines = [
        record("u1", "user", {"role": "user", "content": "run the tests in the background"}),
        record("u2", "user", {"role": "user", "content": refused}),
        record(
            "a1",
            "assistant",
            {"id": "m1", "role": "assistant", "content": "Credit balance is too low"},
            isApiErrorMessage=True,
        ),
        record("u3", "user", {"role": "user", "content": "try again"}),
        record("a2", "assistant", {"id": "m2", "role": "assistant", "content": "Done."}),
    ]
    path = tmp_path / "s1.jsonl"
    path.write_text("".join(_json.dumps(x) + "\n" for x in lines))
    db = tmp_path / "g.db"
    api.ingest(db, [path])
    con = sqlite3.connect(db)
    rows = con.execute(
        "SELECT m.native_id, s.error_text, s.status FROM symptoms s "
        "JOIN messages m ON m.id = s.message_id ORDER BY s.seq"
    ).fetchall()
    assert rows == [
        ("u2", "I was denied permission to run the tests.", "abandoned"),
        ("m1", "Credit balance is too low", "abandoned"),
    ]
    assert con.execute("SELECT count(*) FROM fixes").fetchone() == (0,)


def test_a_codex_sandbox_that_timed_out_the_command_is_a_timeout() -> None:
    """Issue 12, class 3: Codex's sandbox reports a command it killed at its time limit as an
    execution error; the command never finished, which is its failure."""
    from sessgraph.extract.tool_errors import harness_timeout

    failure = harness_timeout("failed in sandbox None with execution error: command timed out")
    assert failure is not None and failure.error_type == "CommandTimedOut"
    assert harness_timeout("execution error: permission denied") is None


def test_rest_error_body_reads_the_status_and_message() -> None:
    """A web framework's error body states its HTTP status under its own key; its message and
    status are the text (issue 12, class 3 and 6); a 2xx body or a list is no error."""
    from sessgraph.extract.tool_errors import rest_error_payload

    body = '{"status":404,"error":"Not Found","message":"No order with id 42","path":"/o/42"}'
    assert rest_error_payload(body) == "No order with id 42 (HTTP 404)"
    assert rest_error_payload('{"statusCode": 503}') == "error (HTTP 503)"
    assert rest_error_payload('{"status": 200, "message": "ok"}') is None
    assert rest_error_payload('[{"status": 500}]') is None


def test_harness_error_record_keeps_its_most_telling_line() -> None:
    """An error record whose first line is bookkeeping (aider's "Tokens: …") is told by its
    error line (issue 12, class 6); a record that opens with its error keeps that line."""
    from sessgraph.extract.tool_errors import api_error_failure

    record = "Tokens: 2.1k sent, 300 received.\nlitellm.NotFoundError: Unknown model 'm-14b'"
    failure = api_error_failure(record)
    assert failure is not None
    assert failure.error_text == "litellm.NotFoundError: Unknown model 'm-14b'"
    first = api_error_failure("API Error: 529 Overloaded\nTraceback (most recent call last):")
    assert first is not None and first.error_text == "API Error: 529 Overloaded"


def test_tool_naming_itself_failing_under_a_success_status_is_a_failure(tmp_path: Path) -> None:
    """Non-shell tool errors: a result line in which the tool names itself failing
    (`write_stdin failed: …`, `Web search error: …`) is its failure though the call's status
    says success; another tool's name, or the words inside a sentence, are content."""
    import json as _json
    import sqlite3

    from sessgraph import api
    from sessgraph.extract.tool_errors import self_named_failure

    found = self_named_failure("write_stdin", "write_stdin failed: stdin is closed for this")
    assert found is not None and found.error_text == "write_stdin failed: stdin is closed for this"
    assert self_named_failure("WebSearch", "Results:\n\nWeb search error: undefined\n\n# Top")
    assert self_named_failure("WebSearch", "Fetch failed: timeout") is None
    assert self_named_failure("Read", "   12  log.info('read failed: retrying')") is None

    call = {
        "id": "c1",
        "name": "WebSearch",
        "input": {"query": "image crop libraries"},
        "output": 'Web search results for query: "image crop libraries"\n\n'
        "Web search error: undefined\n\n# Libraries\nBased on the search results, here are",
    }
    lines = [
        {"type": "session", "id": "s1", "title": "s1"},
        {"type": "message", "role": "user", "text": "find crop libraries"},
        {"type": "message", "role": "assistant", "text": "", "tool_calls": [call]},
    ]
    (tmp_path / "s1.jsonl").write_text("".join(_json.dumps(x) + "\n" for x in lines))
    db = tmp_path / "g.db"
    api.ingest(db, [tmp_path / "s1.jsonl"])
    rows = sqlite3.connect(db).execute("SELECT kind, error_text FROM symptoms").fetchall()
    assert len(rows) == 1 and rows[0][0] == "tool_error"
    assert "Web search error: undefined" in rows[0][1]


def test_refused_patch_tool_call_is_retried_after_rereads(tmp_path: Path) -> None:
    """Issue 12, class 4 for non-shell tools: a patch refused by Codex's apply_patch tool
    (its input is the patch text, no path field) is a failed edit of the file its patch
    updates, so the patch of that file that applies after a few re-reads is its fix."""
    import json as _json
    import sqlite3

    from sessgraph import api

    def item(payload: dict[str, object]) -> dict[str, object]:
        return {"timestamp": "2026-01-01T00:00:00Z", "type": "response_item", "payload": payload}

    def patch(call_id: str, old: str, new: str) -> dict[str, object]:
        body = f"*** Begin Patch\n*** Update File: styles.css\n@@\n-{old}\n+{new}\n*** End Patch\n"
        return item(
            {"type": "custom_tool_call", "call_id": call_id, "name": "apply_patch", "input": body}
        )

    def patched(call_id: str, text: str) -> dict[str, object]:
        return item({"type": "custom_tool_call_output", "call_id": call_id, "output": text})

    def shell(call_id: str, command: str, text: str) -> list[dict[str, object]]:
        arguments = _json.dumps({"command": ["bash", "-lc", command]})
        call = {"type": "function_call", "name": "shell", "call_id": call_id}
        out = _json.dumps({"output": text, "metadata": {"exit_code": 0}})
        return [
            item({**call, "arguments": arguments}),
            item({"type": "function_call_output", "call_id": call_id, "output": out}),
        ]

    lines = [
        {
            "timestamp": "2026-01-01T00:00:00Z",
            "type": "session_meta",
            "payload": {"id": "r1", "timestamp": "2026-01-01T00:00:00Z", "cwd": "/repo"},
        },
        patch("p1", "  padding: 10px;", "  padding: 12px;"),
        patched(
            "p1",
            "apply_patch verification failed: Failed to find expected lines in "
            "/repo/styles.css:\n  padding: 10px;",
        ),
        *shell("s1", "tail -n 40 styles.css", "}\n"),
        *shell("s2", "rg -n 'padding' styles.css", "12:  padding: 8px 10px;\n"),
        *shell("s3", "sed -n '1,40p' styles.css", ".button {\n  padding: 8px 10px;\n}\n"),
        patch("p2", "  padding: 8px 10px;", "  padding: 12px;"),
        patched("p2", "Success. Updated the following files:\nM styles.css"),
    ]
    path = tmp_path / "rollout-2026-01-01T00-00-00-r1.jsonl"
    path.write_text("".join(_json.dumps(x) + "\n" for x in lines))
    db = tmp_path / "g.db"
    api.ingest(db, [path])
    rows = (
        sqlite3.connect(db)
        .execute(
            "SELECT s.error_type, s.status, f.kind FROM symptoms s "
            "LEFT JOIN fixes f ON f.symptom_id = s.id"
        )
        .fetchall()
    )
    assert rows == [("EditAnchorNotFound", "resolved", "edit_retry")]
