"""Node-style error codes (issue 12, class 6): a line that opens with `ERR_…` is typed and
templated by its code, so a pasted code alone is the same error as the full line."""

from __future__ import annotations

from pathlib import Path

from sessgraph import similar
from sessgraph.extract.signatures import error_signature, error_template, find_errors
from sessgraph.store import open_db
from similar_store import store_episodes

FULL = " ERR_PNPM_NO_MATCHING_VERSION  No matching version found for left-pad@^9.0.0"


def test_a_code_opening_a_line_is_its_type_and_template() -> None:
    """Class 6: pnpm's code line is typed by the code, templated by it alone."""
    (hit,) = find_errors(f"Progress: resolved 12\n{FULL}\n")
    assert hit.error_type == "ERR_PNPM_NO_MATCHING_VERSION"
    assert error_template(hit.error_text) == "err_pnpm_no_matching_version"
    assert error_signature(hit.error_text, hit.error_type) == error_signature(
        "ERR_PNPM_NO_MATCHING_VERSION"
    )


def test_a_code_inside_a_line_is_not_a_code_line() -> None:
    """Class 6: a code named inside another line (`code: 'ERR_X'`, a variable) is no error."""
    assert find_errors("  code: 'ERR_MODULE_NOT_FOUND'") == []
    assert find_errors("export MY_ERR_LEVEL=2") == []


def test_the_code_alone_finds_what_fixed_the_full_line(tmp_path: Path) -> None:
    """Class 7: an agent pasting only the code is answered by the fix of the stored line."""
    db = open_db(tmp_path / "c.db")
    (hit,) = find_errors(FULL)
    store_episodes(
        db,
        [
            {
                "error": hit.error_text,
                "error_type": hit.error_type,
                "context": "pnpm add left-pad@^9",
                "entities": ["left-pad@^1.3.0"],
                "change": "pnpm add left-pad@^9  →  pnpm add left-pad@^1.3.0",
            }
        ],
    )
    found = similar.similar_fixes(db, "ERR_PNPM_NO_MATCHING_VERSION")
    assert found and found[0].entities == ["left-pad@^1.3.0"]


def test_a_code_over_a_more_specific_line_loses_to_it() -> None:
    """Class 6: a code that wraps another error (pnpm's missing-script code above the
    script's own "not found") leaves the text to that line."""
    output = ' ERR_PNPM_NO_SCRIPT  Missing script: lint\n\nCommand "lint" not found.\n'
    assert find_errors(output)[0].error_text == 'Command "lint" not found.'
