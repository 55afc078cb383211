"""Failed non-shell tool calls as symptoms (issue 12: edit anchors, unread files, rejections)."""

from __future__ import annotations

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
