"""Editor diagnostics after a write (issue 12, non-shell tool failures): Cline and Roo append
the editor's new problems to a write's result; an error-level one is the write's failure."""

from __future__ import annotations

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
