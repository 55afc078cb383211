"""What a past error must share with the query to be an answer (issue 12, class 7 honest
answers; similar-fix class d): not a catch-all label such as a failed assertion, not the
harness's "Exit code" prefix, not the family's own wording, but the thing the error is about
(the missing program, the undefined name)."""

from __future__ import annotations

from pathlib import Path

import pytest
import sqlite_utils

from sessgraph import similar
from sessgraph.store import open_db
from similar_store import store_episodes


@pytest.fixture
def db(tmp_path: Path) -> sqlite_utils.Database:
    return open_db(tmp_path / "o.db")


def test_another_projects_failed_assertion_is_no_answer(db: sqlite_utils.Database) -> None:
    """Two failed assertions are alike by their messages, not by the class both raise."""
    store_episodes(
        db,
        [
            {
                "error": "AssertionError: assert '1.0.0' == '2.0.0'",
                "context": "pytest test/test_cache.py",
                "fix_kind": "code_edit",
                "entities": ["test/test_cache.py"],
                "change": "edit test/test_cache.py",
            }
        ],
    )
    assert similar.similar_fixes(db, "E   AssertionError: assert False") == []
    (same,) = similar.similar_fixes(db, "AssertionError: assert '1.0.0' == '2.0.0'")
    assert same.change == "edit test/test_cache.py"


def test_a_banner_that_names_the_program_is_no_missing_program(
    db: sqlite_utils.Database,
) -> None:
    """`pytest: command not found` is not answered by a stored line where no error was
    recognised (pytest's own banner, so pytest was there), nor by the "Exit code" prefix."""
    store_episodes(
        db,
        [
            {
                "error": "platform linux -- Python 3.12.1, pytest-8.0.0, pluggy-1.4.0",
                "error_type": None,
                "context": "Exit code 1 uv run pytest -m unit",
                "change": "uv run pytest -m unit  ->  uv run pytest --collect-only -q",
                "entities": ["--collect-only"],
            }
        ],
    )
    query = "Exit code 127\n/bin/bash: line 1: pytest: command not found"
    assert similar.similar_fixes(db, query) == []


def test_the_program_env_could_not_start_is_what_is_missing(db: sqlite_utils.Database) -> None:
    """`env: bash: No such file or directory` is about bash: a rejection whose instruction
    mentions `.env` is no answer, what fixed a missing bash is."""
    store_episodes(
        db,
        [
            {
                "session": "rejected",
                "error": "Bash rejected: keep the secrets in env files, not in the script",
                "error_type": "UserRejected",
                "kind": "user_rejection",
                "fix_kind": "code_edit",
                "entities": ["deploy.sh"],
                "change": "edit deploy.sh",
            },
            {
                "session": "bash",
                "error": "/bin/sh: 1: bash: not found",
                "fix_kind": "install_package",
                "entities": ["apt-get install bash"],
                "change": "apt-get install -y bash",
            },
        ],
    )
    found = similar.similar_fixes(db, "env: bash: No such file or directory")
    assert [f.fixed[0].session_id for f in found] == ["bash"]


def test_an_undefined_name_is_not_another_undefined_name(db: sqlite_utils.Database) -> None:
    """An undefined `document` shares only the family's wording with "require is not
    defined in ES module scope": no answer."""
    store_episodes(
        db,
        [
            {
                "error": "ReferenceError: require is not defined in ES module scope",
                "context": "node server.js",
                "fix_kind": "code_edit",
                "entities": ["server.js"],
                "change": "edit server.js: import instead of require",
            }
        ],
    )
    assert similar.parse_query("document is not defined").words == {"document"}
    assert similar.similar_fixes(db, "document is not defined") == []


def test_one_word_of_a_rejection_is_not_its_instruction(db: sqlite_utils.Database) -> None:
    """A rejection that mentions tests is no answer to "No tests found"; a query that shares
    its instruction ("use docker for the tests") still finds it."""
    store_episodes(
        db,
        [
            {
                "error": "Bash rejected: please use docker for the tests and the build",
                "error_type": "UserRejected",
                "kind": "user_rejection",
                "fix_kind": "install_package",
                "entities": ["docker run"],
                "change": "docker run --rm -v .:/app node:20 npm test",
            },
            # Other past errors the search finds (porter stems "tests" to "test"), where the
            # word itself is rare: it weighs as full evidence.
            *(
                {
                    "error": f"KeyError: 'field{n}'",
                    "context": f"pytest test_model{n}.py",
                    "fix_kind": "code_edit",
                    "entities": [f"model{n}.py"],
                    "change": f"edit model{n}.py",
                }
                for n in range(4)
            ),
        ],
    )
    assert similar.similar_fixes(db, "Error: No tests found.") == []
    found = similar.similar_fixes(db, "please use docker for the build")
    assert found and found[0].entities == ["docker run"]


def test_another_kind_of_problem_on_the_same_file_is_no_answer(
    db: sqlite_utils.Database,
) -> None:
    """Class d: a permission error on a file is not answered by what fixed a missing file of
    the same name (two telling error types that differ), while the missing file itself is."""
    store_episodes(
        db,
        [
            {
                "session": "cfg",
                "error": "FileNotFoundError: [Errno 2] No such file or directory: 'settings.yaml'",
                "context": "python app.py --config settings.yaml",
                "change": "python app.py --config settings.yaml  ->  "
                "python app.py --config conf/settings.yaml",
                "entities": ["conf/settings.yaml"],
            }
        ],
    )
    assert (
        similar.similar_fixes(db, "PermissionError: [Errno 13] Permission denied: 'settings.yaml'")
        == []
    )
    (found,) = similar.similar_fixes(
        db, "FileNotFoundError: [Errno 2] No such file or directory: 'settings.yaml'"
    )
    assert found.fixed[0].session_id == "cfg"


def test_an_undefined_identifier_is_not_another_one(db: sqlite_utils.Database) -> None:
    """Class d: TypeScript's "Cannot find name 'UserProfile'" (a project's type not
    imported) is not answered by what fixed "Cannot find name 'Blob'" (a missing lib in
    tsconfig), nor a JavaScript ReferenceError by another name's; the same name is."""
    store_episodes(
        db,
        [
            {
                "session": "lib",
                "error": "src/upload.ts(3,7): error TS2304: Cannot find name 'Blob'.",
                "context": "npx tsc --noEmit",
                "fix_kind": "config_edit",
                "entities": ["tsconfig.json", '"lib": ["dom"]'],
                "change": 'edit tsconfig.json: +"lib": ["dom"]',
            },
            {
                "session": "print",
                "error": "ReferenceError: print is not defined",
                "context": "node test.js",
                "fix_kind": "code_edit",
                "entities": ["test.js"],
                "change": "edit test.js: +var print = console.log;",
            },
        ],
    )
    missing_type = "src/profile.ts(9,2): error TS2304: Cannot find name 'UserProfile'."
    assert similar.similar_fixes(db, missing_type) == []
    assert similar.similar_fixes(db, "ReferenceError: tgtValues is not defined") == []
    (found,) = similar.similar_fixes(
        db, "src/upload.ts(3,7): error TS2304: Cannot find name 'Blob'."
    )
    assert found.fixed[0].session_id == "lib"


def test_another_missing_file_of_the_project_is_not_similar(tmp_path: Path) -> None:
    """Class d: two missing paths of one project share most of their words (and, paths
    masked, their signature); another file is another problem, the same file is not."""
    db = open_db(tmp_path / "o.db")
    store_episodes(
        db,
        [
            {
                "error": "cat: .codex/prompts/implement.md: No such file or directory",
                "context": "cat .codex/prompts/implement.md",
                "fix_kind": "cwd",
                "entities": ["cwd=/Users/me/code/coda"],
                "change": "run in /Users/me/code/coda: cat .codex/prompts/implement.md",
            }
        ],
    )
    other = "cat: .codex/core/tasks/workflow.xml: No such file or directory"
    assert similar.similar_fixes(db, other) == []
    same = "cat: .codex/prompts/implement.md: No such file or directory"
    assert similar.similar_fixes(db, same)[0].kind == "cwd"
