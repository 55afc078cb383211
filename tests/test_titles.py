"""Session titles taken from transcript text: one helper, formats._io.first_line, for all."""

from __future__ import annotations

from sessgraph.formats._io import TITLE_CHARS, first_line


def test_first_line_is_the_first_non_blank_line_stripped() -> None:
    """Blank lines and surrounding spaces are skipped; no text gives no title."""
    assert first_line("\n   \n  fix the build  \nand more") == "fix the build"
    assert first_line("") is None and first_line(" \n\t\n") is None


def test_first_line_is_cut_with_an_ellipsis() -> None:
    """A long first line is cut to TITLE_CHARS characters, the last one an ellipsis."""
    assert first_line("x" * TITLE_CHARS) == "x" * TITLE_CHARS
    cut = first_line("y" * (TITLE_CHARS + 5))
    assert cut == "y" * (TITLE_CHARS - 1) + "…" and len(cut) == TITLE_CHARS


def test_first_line_skips_placeholder_lines() -> None:
    """Lines named in ``skip`` (Claude Code's "[image]") are not titles."""
    assert first_line("[image]\nwhy does this crash?", skip=frozenset({"[image]"})) == (
        "why does this crash?"
    )
    assert first_line("[image]") == "[image]"
