"""Precision of round 11 (issue 12, class 4 "verification too loose" and the labelled
negatives): families found on one fold of the tuning half and kept only when the other fold
did not get worse. Each case is a minimal one written for the family, not transcript text."""

from __future__ import annotations

from action_helpers import cmd, edit, episodes
from sessgraph.extract.episodes import Action


def _patch(seq: int, path: str, error: str | None) -> Action:
    if error is None:
        return Action(seq=seq, message_id=seq, edit_path=path, added_text="x = 2\n", status="ok")
    return Action(
        seq=seq, message_id=seq, status="error", tool="apply_patch", target=path, tool_error=error
    )


MISS = "apply_patch verification failed: Failed to find expected lines in {path}:\n{line}"


# Issue 12, class 4 (verification too loose) for edit tools.
def test_patch_failing_otherwise_still_shows_its_anchor_error_gone() -> None:
    """A retry of the patch that now finds its context but fails for another reason (the
    file changed since it was read) shows the anchor error gone, as before."""
    path = "src/app.py"
    actions = [
        _patch(1, path, MISS.format(path=path, line="def main():")),
        _patch(3, path, "File has been modified since read, either by the user or a linter."),
        _patch(5, path, None),
    ]
    found = episodes(actions)
    assert found[0].fix is not None and found[0].fix.seq == 3


def test_patch_retried_until_it_applies_is_fixed_by_the_applying_edit() -> None:
    """Anchor misses, then an edit of the same file that applies: that edit is the fix of
    the last miss (the misses before it are each their own failure, told once)."""
    path = "src/app.py"
    actions = [
        _patch(1, path, MISS.format(path=path, line="def main():")),
        _patch(3, path, MISS.format(path=path, line="def main() -> None:")),
        edit(5, path, "def main() -> int:\n"),
    ]
    found = episodes(actions)
    fixed = [e for e in found if e.fix is not None]
    assert [e.fix.seq for e in fixed if e.fix] == [5]
    assert all(e.fix is None or e.fix.seq != 3 for e in found)


# Issue 12, labelled negatives (existence probes declared in the agent's words).
def test_look_declared_as_an_existence_check_is_expected() -> None:
    """ "Verifying existence of requirements.md" then `cat requirements.md` → missing: the
    absence is the answer, no symptom; the same read without that declaration, or a build
    so described, still fails."""
    from sessgraph.extract.episodes import detect_symptoms
    from sessgraph.extract.expected import drop_expected

    missing = cmd(2, "cat ../docs/requirements.md", 1,
                  "cat: ../docs/requirements.md: No such file or directory")  # fmt: skip
    declared = {1: "**Verifying existence of requirements.md**"}
    assert drop_expected(detect_symptoms([missing]), [missing], declared) == []
    assert drop_expected(detect_symptoms([missing]), [missing], {1: "Reading the spec."})
    build = cmd(2, "make -C docs", 2, "make: *** No rule to make target 'requirements.md'.")
    assert drop_expected(detect_symptoms([build]), [build], {1: "Check whether the docs exist."})


# Issue 12, class 4 and 5: a scratch inline script joined to the real run of a script.
def test_inline_copy_of_the_script_verifies_nothing() -> None:
    """`node Test.js` failed, then `node -e "…readFileSync('Test.js')…"` (a patched copy run
    inline) worked: an experiment on a copy, not the program that failed; `python3 -c` is
    the same family, and a rerun of the script itself still verifies."""
    from sessgraph.extract.verify_nothing import another_goal

    copy = "node -e \"var m = require('fs').readFileSync('Test.js','utf8'); eval(m)\""
    assert another_goal("cd app && node Test.js 2>&1", f"cd app && {copy}")
    assert another_goal("python3 train.py", "python3 -c \"exec(open('train.py').read())\"")
    assert not another_goal("node Test.js", "node Test.js --verbose")


def test_failed_scratch_copy_in_the_episode_lends_no_verification() -> None:
    """`node Test.js` fails, a patched inline copy fails too (same episode), another inline
    copy then works: that verifies the copy, not the script (no fix at the copy); the
    script run again after an edit is the verification."""
    copy = "node -e \"var m = require('fs').readFileSync('Test.js','utf8'); eval(m)\" | head"
    crash = "TypeError: Cannot read properties of undefined (reading '1')"
    actions = [
        cmd(1, "node Test.js 2>&1", 1, crash),
        cmd(3, copy, 0, crash),
        cmd(5, copy.replace("eval(m)", "eval(m.replace('[2]', '[0]'))"), 0, "ok"),
        edit(7, "Board.js", "var end = coords[0];\n", "var end = coords[2];\n"),
        cmd(9, "node Test.js 2>&1", 0, "Results: 42/42 passed"),
    ]
    found = episodes(actions)
    assert found[0].fix is not None and found[0].fix.seq == 7
