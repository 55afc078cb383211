"""The opencode Markdown export reader against small hand-written exports."""

from __future__ import annotations

import gzip
from pathlib import Path

from click.testing import CliRunner

from sessgraph.cli import cli
from sessgraph.formats import detect_file, opencode_markdown
from sessgraph.models import ParsedSession

FENCE = "```"

# A session as opencode's /export writes it (layout of formatTranscript), own text.
EXPORT = [
    "# Fix failing date parser test",  # 1
    "",
    "**Session ID:** ses_3a9f0c1d2e3bffeXyZ12abCdEf",
    "**Created:** 2/3/2026, 9:14:02 AM",
    "**Updated:** 2/3/2026, 9:20:45 AM",
    "",
    "---",
    "",
    "## User",  # 9
    "",
    "The test for parse_date fails on leap days, can you fix it?",
    "",
    "---",
    "",
    "## Assistant (Build · Claude Sonnet 4.5 · 6.2s)",  # 15
    "",
    "_Thinking:_",
    "",
    "Run the test first.",
    "",
    "Let me run the failing test.",
    "",
    "**Tool: bash**",  # 23
    "",
    "**Input:**",
    FENCE + "json",
    "{",
    '  "command": "pytest tests/test_dates.py -q",',
    '  "description": "Run the date tests",',
    '  "workdir": "/home/ana/calendar"',
    "}",
    FENCE,
    "",
    "**Output:**",
    FENCE,
    "F.",
    "E   ValueError: day is out of range for month",
    "1 failed, 1 passed in 0.04s",
    "",
    FENCE,
    "",
    "---",
    "",
    "## Assistant (Build · Claude Sonnet 4.5 · 3.0s)",  # 44
    "",
    "**Tool: read**",
    "",
    "**Input:**",
    FENCE + "json",
    "{",
    '  "filePath": "/home/ana/calendar/README.md"',
    "}",
    FENCE,
    "",
    "**Output:**",
    FENCE,
    "# calendar",
    "",
    FENCE + "bash",
    "pip install -e .",
    FENCE,
    "",
    FENCE,
    "",
    "**Tool: edit**",  # 65
    "",
    "**Input:**",
    FENCE + "json",
    "{",
    '  "filePath": "/home/ana/calendar/dates.py",',
    '  "oldString": "    return date(y, m, 28)",',
    '  "newString": "    if leap(y):\\n        return date(y, m, 29)\\n    return date(y, m, 28)"',
    "}",
    FENCE,
    "",
    "**Error:**",
    FENCE,
    "Error: You must read file /home/ana/calendar/dates.py before overwriting it.",
    FENCE,
    "",
    "---",
    "",
    "## Assistant",  # 83
    "",
    "The fix is in; now the slow suite.",
    "",
    "**Tool: bash**",  # 87
    "",
    "**Input:**",
    FENCE + "json",
    "{",
    '  "command": "sleep 600",',
    '  "description": "Wait"',
    "}",
    FENCE,
    "",
    "**Output:**",
    FENCE,
    "",
    "",
    "<shell_metadata>",
    "bash tool terminated command after exceeding timeout 120000 ms",
    "</shell_metadata>",
    FENCE,
    "",
    "**Tool: bash**",  # 106
    "",
    "**Input:**",
    FENCE + "json",
    "{",
    '  "command": "git diff --stat"',
    "}",
    FENCE,
    "",
    "---",
    "",
]


def _write(tmp_path: Path, lines: list[str], name: str = "session-ses_3a9f.md") -> Path:
    path = tmp_path / name
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _read(path: Path) -> ParsedSession:
    sessions = list(opencode_markdown.read(path))
    assert len(sessions) == 1
    return sessions[0]


def test_export_is_detected_by_content(tmp_path: Path) -> None:
    """An opencode export is picked by its header, whatever the file is called."""
    path = _write(tmp_path, EXPORT, name="notes.txt")
    assert detect_file(path).name == "opencode-markdown"


def test_session_header_and_messages(tmp_path: Path) -> None:
    """Title, session id and model come from the header and headings; one message per
    heading, a tool after the first (or text after a tool) starting its own message."""
    parsed = _read(_write(tmp_path, EXPORT))
    assert parsed.session.id == "ses_3a9f0c1d2e3bffeXyZ12abCdEf"
    assert parsed.session.title == "Fix failing date parser test"
    assert parsed.session.format == "opencode-markdown"
    assert parsed.session.model == "Claude Sonnet 4.5"
    assert (parsed.session.started_at, parsed.session.ended_at) == (
        "2026-02-03T09:14:02",
        "2026-02-03T09:20:45",
    )
    got = [(m.role, m.kind, m.source_line, [c.name for c in m.tool_calls]) for m in parsed.messages]
    assert got == [
        ("user", "prompt", 9, []),
        ("assistant", "tool_call", 15, ["bash"]),
        ("assistant", "tool_call", 44, ["read"]),
        ("assistant", "tool_call", 65, ["edit"]),
        ("assistant", "tool_call", 83, ["bash"]),
        ("assistant", "tool_call", 106, ["bash"]),
    ]
    assert parsed.messages[0].text == "The test for parse_date fails on leap days, can you fix it?"
    assert parsed.messages[1].text == "Run the test first.\n\nLet me run the failing test."
    assert parsed.messages[1].model == "Claude Sonnet 4.5"
    assert parsed.messages[4].text == "The fix is in; now the slow suite."
    assert parsed.messages[5].text == ""
    assert parsed.warnings == []


def test_shell_commands_output_and_unknown_exit(tmp_path: Path) -> None:
    """bash calls become commands with text, cwd and output; no exit code is exported, so
    status is unknown, except opencode's timeout note (interrupted)."""
    parsed = _read(_write(tmp_path, EXPORT))
    calls = [c for m in parsed.messages for c in m.tool_calls if c.command is not None]
    got = [
        (c.native_id, c.command.command, c.command.cwd, c.command.exit_code, c.command.status)
        for c in calls
        if c.command is not None
    ]
    assert got == [
        ("line:22", "pytest tests/test_dates.py -q", "/home/ana/calendar", None, "unknown"),
        ("line:86", "sleep 600", None, None, "interrupted"),
        ("line:105", "git diff --stat", None, None, "unknown"),
    ]
    first = calls[0].command
    assert first is not None
    assert first.output == (
        "F.\nE   ValueError: day is out of range for month\n1 failed, 1 passed in 0.04s\n"
    )
    assert calls[0].status == "completed"
    assert calls[2].status is None and calls[2].result_text is None  # no result block


def test_output_with_fences_and_error_block(tmp_path: Path) -> None:
    """A tool output holding ``` lines ends at the last fence before the next part; an
    **Error:** block is the call's failed result."""
    parsed = _read(_write(tmp_path, EXPORT))
    read_call = parsed.messages[2].tool_calls[0]
    assert read_call.result_text == "# calendar\n\n```bash\npip install -e .\n```\n"
    assert read_call.input == {"filePath": "/home/ana/calendar/README.md"}
    edit = parsed.messages[3].tool_calls[0]
    assert edit.is_error is True and edit.status == "error"
    assert edit.result_text == (
        "Error: You must read file /home/ana/calendar/dates.py before overwriting it."
    )
    assert edit.edits == []  # a failed edit changed nothing


def test_user_heading_inside_text_without_break_is_text(tmp_path: Path) -> None:
    """`## User` not preceded by a `---` line is part of the reply."""
    lines = [
        *EXPORT[:14],
        "## Assistant (Plan · GPT-5 · 2.0s)",
        "",
        "Two options:",
        "## User",
        "is a heading in my answer.",
        "",
        "---",
        "",
    ]
    parsed = _read(_write(tmp_path, lines))
    assert [m.role for m in parsed.messages] == ["user", "assistant"]
    assert parsed.messages[1].text == "Two options:\n## User\nis a heading in my answer."
    assert parsed.messages[1].model == "GPT-5"


def test_other_locale_times_are_not_guessed(tmp_path: Path) -> None:
    """A header time in another locale's form leaves the session times unknown."""
    lines = [
        *EXPORT[:3],
        "**Created:** 03.02.2026, 09:14:02",
        "**Updated:** 2/3/2026 9:20",
        *EXPORT[5:],
    ]
    parsed = _read(_write(tmp_path, lines))
    assert (parsed.session.started_at, parsed.session.ended_at) == (None, None)
    assert len(parsed.messages) == 6


def test_compaction_summary_and_empty_user(tmp_path: Path) -> None:
    """The Compaction agent's reply is a compaction summary; a user heading with no text
    (a compaction request or files only) is meta."""
    lines = [
        *EXPORT[:8],
        "## User",
        "",
        "---",
        "",
        "## Assistant (Compaction · Claude Opus 4.6 · 40.1s)",
        "",
        "## Goal",
        "",
        "Fix leap-day parsing.",
        "",
        "---",
        "",
    ]
    parsed = _read(_write(tmp_path, lines))
    assert [(m.role, m.kind) for m in parsed.messages] == [
        ("user", "meta"),
        ("assistant", "compaction_summary"),
    ]
    assert parsed.messages[1].text == "## Goal\n\nFix leap-day parsing."


def test_gzip_export_reads_the_same(tmp_path: Path) -> None:
    """A compressed export gives the same records."""
    plain = _write(tmp_path, EXPORT)
    packed = tmp_path / "session.md.gz"
    packed.write_bytes(gzip.compress(plain.read_bytes()))
    assert detect_file(packed).name == "opencode-markdown"
    assert _read(packed).messages == _read(plain).messages


def test_readme_is_not_an_export(tmp_path: Path) -> None:
    """A project README (headings, rules, fences) is neither opencode nor Cline Markdown."""
    readme = _write(
        tmp_path,
        [
            "# calendar",
            "",
            "**Status:** beta",
            "",
            "## User",
            "",
            "Install:",
            "",
            FENCE + "bash",
            "pip install calendar",
            FENCE,
            "",
            "---",
            "",
            "**User:** guide below",
        ],
        name="README.md",
    )
    runner = CliRunner()
    result = runner.invoke(cli, ["ingest", "-d", str(tmp_path / "g.db"), str(readme)])
    assert result.exit_code == 1
    assert f"{readme}: not a transcript format sessgraph knows" in result.output
    assert "Traceback" not in result.output


def test_bad_input_is_one_warning_naming_file_and_line(tmp_path: Path) -> None:
    """Undecodable bytes and a tool input that is not JSON are warnings with file and line;
    the rest of the export is stored."""
    lines = [*EXPORT[:28], '  "description": "Run the date tests",', *EXPORT[30:]]
    lines[26] = "{"
    lines[27] = '  "command": "pytest'  # unterminated string
    path = _write(tmp_path, lines)
    data = path.read_bytes().replace(b"leap days", b"leap \xff days")
    path.write_bytes(data)
    parsed = _read(path)
    warnings = [str(w) for w in parsed.warnings]
    assert len(warnings) == 2
    assert warnings[0] == (
        f"{path}:11: invalid UTF-8 replaced: 'utf-8' codec can't decode byte 0xff in position "
        "38: invalid start byte"
    )
    assert warnings[1].startswith(f"{path}:23: tool input is not JSON (")
    assert warnings[1].endswith("); kept as text")
    assert len(parsed.messages) == 6
    result = CliRunner().invoke(cli, ["ingest", "-d", str(tmp_path / "g.db"), str(path)])
    assert result.exit_code == 0
    assert f"warning: {path}:23: tool input is not JSON" in result.output
    assert "Traceback" not in result.output


def test_header_without_messages_warns(tmp_path: Path) -> None:
    """An export cut after its header is a session with a warning naming the file."""
    parsed = _read(_write(tmp_path, EXPORT[:8]))
    assert parsed.messages == []
    assert [(w.line, w.message) for w in parsed.warnings] == [
        (8, "no '## User' or '## Assistant' message after the export header")
    ]
