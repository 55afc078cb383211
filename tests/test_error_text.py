"""A symptom's text is the most specific error line of the output (issue 12, class 6)."""

from __future__ import annotations

from sessgraph.extract.episodes import Action, symptom_of
from sessgraph.extract.error_text import explain_bare_exception, message_line, output_file


def _text(command: str, output: str, exit_code: int = 1) -> str:
    action = Action(seq=1, message_id=1, command=command, exit_code=exit_code,
                    status="failed", output=output)  # fmt: skip
    symptom = symptom_of(action, [])
    assert symptom is not None
    return symptom.error_text


def test_harness_header_and_help_tail_are_not_the_text() -> None:
    """ "Exit code 1" and the help's last line give way to the line saying what failed."""
    output = (
        "Exit code 1\n❌ No PR found for the current branch.\n\nTo use this tool, either:\n"
        "  1. Run it from a branch with a PR\n\nFor full help and options, run:\n  tool --help\n"
    )
    assert _text("tool owner/repo", output) == "❌ No PR found for the current branch."


def test_usage_text_yields_its_complaint() -> None:
    """In a usage dump the complaint line is the message, not the last option listed."""
    output = "usage: app [-h] {run,stop}\napp: argument missing: target\n  -h  show help\n"
    assert message_line(output) == "app: argument missing: target"


def test_truncation_notice_is_never_the_text() -> None:
    """A tool's truncation notice is skipped for the line before it."""
    assert message_line("build step 3 could not finish\n... 40 lines truncated ...\n") == (
        "build step 3 could not finish"
    )


def test_output_sent_to_a_file_is_named() -> None:
    """`make > build.log 2>&1` failing with no output says where the output went."""
    assert _text("make all > build.log 2>&1", "", exit_code=2) == (
        "exit code 2 (output went to build.log)"
    )
    assert output_file("cargo test 2>&1 | tee test.log") == "test.log"
    assert output_file("ls missing 2>/dev/null") is None
    assert output_file("cmd 2>&1 | tail") is None


def test_bare_assertion_error_takes_pytests_message() -> None:
    """`AssertionError` alone gains the `E   assert …` line pytest printed for it."""
    output = "    assert 'link' in html\nE   AssertionError: assert 'link' in '<html>'\n"
    assert explain_bare_exception("AssertionError", output) == (
        "AssertionError: assert 'link' in '<html>'"
    )
    assert explain_bare_exception("AssertionError", "E       assert 2 == 3\n") == (
        "AssertionError: assert 2 == 3"
    )
    summary = "FAILED test/test_x.py::test_link - AssertionError\n"
    assert explain_bare_exception("AssertionError", summary) == (
        "test/test_x.py::test_link - AssertionError"
    )


def test_colour_codes_do_not_reach_the_text() -> None:
    """PowerShell's colours are stripped before the error line is chosen."""
    output = (
        "\x1b[31;1mGet-Content: \x1b[31;1mCannot find path 'C:\\a.md' because it does not"
        " exist.\x1b[0m"
    )
    assert "\x1b" not in _text("Get-Content -Path C:\\a.md", output)


def test_linter_diagnostic_beats_its_summary() -> None:
    """`path:line:col: CODE message` names the problem; "Found 1 error." only counts it."""
    output = "deep_manifest/cli.py:12:5: SIM115 Use a context manager\nFound 1 error.\n"
    assert message_line(output).startswith("deep_manifest/cli.py:12:5: SIM115")


def test_powershell_gutter_is_not_part_of_the_error() -> None:
    """PowerShell's `     | ` gutter before the message is dropped."""
    output = (
        "Get-Content: C:\\a.ps1:1\n     | Cannot find path 'C:\\a.md' because it does not exist.\n"
    )
    assert _text("Get-Content -Path C:\\a.md", output).startswith("Cannot find path")


def test_kotlin_compiler_error_line_is_found_in_both_forms() -> None:
    """Gradle's Kotlin `e: file:///A.kt:L:C msg` (and the older `e: /A.kt: (L, C): msg`) is
    the error line; a `w:` warning is not (issue 12, class 6)."""
    from sessgraph.extract.error_text import kotlin_diagnostic

    log = "w: file:///p/A.kt:3:5 Variable 'x' is never used\ne: file:///p/A.kt:9:14 Type mismatch"
    assert kotlin_diagnostic(log) == "e: file:///p/A.kt:9:14 Type mismatch"
    assert kotlin_diagnostic("e: /p/B.kts: (2, 7): Unresolved reference: foo") is not None
    assert kotlin_diagnostic("w: file:///p/A.kt:3:5 Variable 'x' is never used") is None
