"""Odd inputs met in the wild: FIFOs, file names that are not UTF-8, control characters."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from sessgraph import api
from sessgraph.cli import cli
from sessgraph.cli.text import terminal_text

LINES = [
    {"type": "session", "id": "odd-1", "title": "odd"},
    {"type": "message", "role": "user", "text": "run [/INST] it [bold]now[/bold] [/]"},
    {
        "type": "message",
        "role": "assistant",
        "text": "clipboard \x1b]52;c;ZXZpbA==\x07 and \x1b[2J clear",
        "tool_calls": [
            {
                "name": "bash",
                "command": "make [/]",
                "exit_code": 2,
                "output": "\x1b[31merror:\x1b[0m no rule [/INST]\x00\x08 end",
            }
        ],
    },
]


def _write(path: Path, session_id: str = "odd-1") -> Path:
    lines = [dict(line) for line in LINES]
    lines[0]["id"] = session_id
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    return path


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this platform")
def test_fifo_in_a_walk_is_skipped_and_named_explicitly_is_refused(tmp_path: Path) -> None:
    """A FIFO with a transcript suffix never blocks an ingest; named alone it is one error."""
    folder = tmp_path / "t"
    folder.mkdir()
    _write(folder / "ok.jsonl")
    os.mkfifo(folder / "pipe.jsonl")
    db = tmp_path / "db.sqlite"
    command = [sys.executable, "-m", "sessgraph", "ingest", "-d", str(db)]
    walked = subprocess.run([*command, str(folder)], capture_output=True, text=True, timeout=120)
    assert walked.returncode == 0, walked.stderr
    assert "1 file(s) ingested" in walked.stdout
    named = subprocess.run(
        [*command, str(folder / "pipe.jsonl")], capture_output=True, text=True, timeout=120
    )
    assert named.returncode == 1
    assert "not a regular file or directory" in named.stderr
    assert "Traceback" not in named.stderr


def test_file_name_that_is_not_utf8_is_stored_and_skipped_when_unchanged(tmp_path: Path) -> None:
    """A non-UTF-8 file name is stored under an escaped name and seen as unchanged after."""
    folder = tmp_path / "t"
    folder.mkdir()
    name = os.fsdecode(b"sess-\xff\xfe.jsonl")
    _write(folder / name)
    db = tmp_path / "db.sqlite"
    first = CliRunner().invoke(cli, ["ingest", "-d", str(db), str(folder)])
    assert first.exit_code == 0, first.output
    assert "sess-\\xff\\xfe.jsonl" in first.output
    stored = sqlite3.connect(db).execute("SELECT path FROM sources").fetchone()[0]
    assert stored.endswith("sess-\\xff\\xfe.jsonl")
    again = api.ingest(db, [folder])
    assert [f.status for f in again.files] == ["unchanged"]


def test_terminal_text_drops_escapes_and_shows_controls() -> None:
    """Clipboard writes, clear screen and colours are removed; NUL and BS become ^@ ^H."""
    text = terminal_text("a\x1b[31mred\x1b[0m \x1b]52;c;ZXZpbA==\x07x\x1b[2J \x00\x08 \udcff\nz")
    assert "\x1b" not in text and "\x07" not in text
    assert text == "ared x ^@^H \\xff\nz"


def test_query_commands_print_markup_and_escapes_as_text(tmp_path: Path) -> None:
    """`[/INST]`, `[/]` and ANSI escapes in stored text neither crash nor reach the terminal."""
    db = tmp_path / "db.sqlite"
    api.ingest(db, [_write(tmp_path / "s.jsonl")])
    runner = CliRunner()
    for args in (["sessions"], ["pivots"], ["show", "odd-1"], ["fixes", "error: no rule [/INST]"]):
        result = runner.invoke(cli, [*args, "-d", str(db)])
        assert result.exit_code == 0, (args, result.output)
        assert "\x1b" not in result.output and "\x07" not in result.output, args
    shown = runner.invoke(cli, ["show", "odd-1", "-d", str(db)]).output
    assert "[/INST]" in shown


def test_graphml_export_is_valid_xml_with_control_characters(tmp_path: Path) -> None:
    """Control characters in stored text do not make the GraphML export invalid XML."""
    import xml.etree.ElementTree as ET

    db = tmp_path / "db.sqlite"
    api.ingest(db, [_write(tmp_path / "s.jsonl")])
    out = tmp_path / "g.graphml"
    result = CliRunner().invoke(cli, ["export", "-d", str(db), "-o", str(out)])
    assert result.exit_code == 0, result.output
    ET.parse(out)  # raises on invalid XML
