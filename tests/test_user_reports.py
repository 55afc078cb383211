"""Problems reported in the user's words (issue 12: a failure the user reports is a symptom),
in English and other languages, and what is not one."""

from __future__ import annotations

import pytest

from sessgraph.extract.prose import user_report_kind, without_ide_tags


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        # Class 3, no error text: what the user sees is not what should be there.
        ("The sidebar isn't right still, the icons are gone", "not_shown"),
        ("now the preview is not shown at all", "not_shown"),
        ("after the deploy it's a white page", "not_shown"),
        ("the avatars are just all black", "not_shown"),
        ("I ran it and it exited immediately", "not_shown"),
        ("I click save and nothing happens", "not_shown"),
        ("two of the tasks are not marked as completed", "not_shown"),
        # A service's limit or policy, pasted or told.
        ("Quota 'CPUS' exceeded. Limit: 24.0 in region europe-west1.", "limit"),
        ("Constraint constraints/iam.disableKeys violated for project", "limit"),
        # Errors the user got, told or quoted from the app.
        ("the CLI keeps bouncing an error back when I log in", "errors"),
        ("it's still bouncing back a 401 after the new key", "errors"),
        ('I open settings and it says "Token is not configured for this workspace"', "errors"),
        # Class 3, no error text: what should be there seems not to be.
        ("these clips don't appear to have any sound.", "not_shown"),
        ("the worker doesn't seem to be running", "not_shown"),
        # Too slow to be usable, in English and in the user's own language.
        ("the import is way too slow now", "slow"),
        ("빌드 돌렸는데 너무 느려", "slow"),
        ("el script es muy lento con archivos grandes", "slow"),
        # Breakage in the user's own language.
        ("el botón de guardar no funciona", "broken_words"),
        ("igual sigue cerrándose el diálogo", "broken_words"),
        ("приложение падает при запуске", "broken_words"),
        ("плата перезагружается после прошивки", "broken_words"),
        ("点击按钮以后就崩溃了", "broken_words"),
        ("der Export funktioniert nicht", "broken_words"),
        ("la page ne marche pas", "broken_words"),
        ("o login não funciona", "broken_words"),
        ("kaydet butonu çalışmıyor", "broken_words"),
    ],
)
def test_reports_in_the_users_words(text: str, kind: str) -> None:
    """Short messages reporting breakage without an error line are recognised, with a kind."""
    assert user_report_kind(text) == kind


@pytest.mark.parametrize(
    "text",
    [
        "show the version in the footer",
        "make the empty state show a hint",
        "add a rate limiter to the API",
        "what does quota mean in gcloud?",
        'change the label to say "Not now"',
        "quiero un botón para eliminar la bodega",
        "добавь кнопку экспорта",
        "Can you add margin-bottom to the details element when it's not open?",
        "hide the footer when it's not visible on small screens",
        "add a spinner while the slow query runs",
    ],
)
def test_requests_that_mention_such_words_are_not_reports(text: str) -> None:
    """Requests and questions about the same things report nothing."""
    assert user_report_kind(text) is None


def test_codex_ide_context_is_not_the_users_words() -> None:
    """Codex's IDE extension puts the editor state before the prompt: the request after
    "## My request for Codex:" is what the user wrote, and what a report is read from."""
    prompt = (
        "# Context from my IDE setup:\n\n## Active file: src/app.tsx\n\n## Open tabs:\n"
        + "- app.tsx: src/app.tsx\n" * 20
        + "\n## My request for Codex:\nel modal se cierra solo al darle clic\n"
    )
    assert without_ide_tags(prompt) == "el modal se cierra solo al darle clic"
    assert user_report_kind(prompt) == "broken_words"


def test_an_error_format_the_user_specifies_is_no_pasted_error() -> None:
    """An error line whose message is a placeholder (`Error: <reason>`) is an instruction's
    format, not an error anyone saw; a real pasted error line still is one (issue 12)."""
    from sessgraph.extract.prose import pasted_error

    assert pasted_error("If the input is unreadable, return `Error: <reason>` instead.") is None
    assert pasted_error("Log failures as `error: {message}` please") is None
    assert pasted_error("If nothing changed, respond with `Error: no diff produced`.") is None
    pasted = pasted_error("on start I get Error: connect ECONNREFUSED 127.0.0.1:5432")
    assert pasted is not None and "ECONNREFUSED" in pasted[1]


def test_a_programs_own_error_line_pasted_by_the_user_is_a_pasted_error() -> None:
    """A terminal line in a CLI's own error format (`tool: error …`), pasted under a request to
    fix it, is the error the user reports (issue 12: errors the user reported), whatever the
    request's language; the same format with a placeholder is an instruction."""
    from sessgraph.extract.prose import pasted_error

    prompt = (
        "直して\n\n$ ./setup.sh\nok\n"
        "envtool: error /home/u/app/.envrc is blocked. Run `envtool allow`"
    )
    assert pasted_error(prompt) == (
        "ProgramError",
        "envtool: error /home/u/app/.envrc is blocked. Run `envtool allow`",
    )
    assert pasted_error("print `mytool: error: <reason>` when the file is missing") is None
