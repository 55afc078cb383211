"""The terminal story: `show` (transcript, outputs, diffs, marks, prefixes), `summary` of what
was extracted, and answers that say what was looked at when there is nothing to show."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner

from conftest import SGLANG_SESSION
from sessgraph.cli import cli
from sessgraph.cli.show import parse_target
from sessgraph.transcript import edit_diff, message_label, session_label, words


def run(*args: str, code: int = 0) -> str:
    """Run the CLI, assert its exit code, return its output."""
    result = CliRunner().invoke(cli, list(args))
    assert result.exit_code == code, result.output
    return result.output


def test_show_full_prints_the_traceback_the_diff_and_the_marks(sglang_db: Path) -> None:
    """--full around #6123: journalctl's ValueError, the unit-file diff, the pivot, the fix
    (told as fixing the ValueError) and the verification, all marked."""
    out = run("show", "-d", str(sglang_db), f"{SGLANG_SESSION}:6123", "--full")
    assert "deploy · 2026-02-02 · New box for the inference cluster" in out
    assert "$ journalctl -u sglang-qwen -n 24 --no-pager" in out
    assert "│ Feb 21 16:33:48 h200-node07 python[424211]: ValueError: Speculative decoding" in out
    assert "+Environment=SGLANG_ENABLE_SPEC_V2=1" in out
    assert "+    --mamba-scheduler-strategy extra_buffer" in out
    assert "* pivot: pivot point (score 9.7)" in out
    assert "+ fix: config_edit (confidence 0.80) fixing ValueError" in out
    assert "✓ verification: verifies the config_edit (exit 0)" in out
    assert "! symptom: crash_loop · ValueError (resolved)" in out


def test_show_without_full_hides_outputs_but_says_so(sglang_db: Path) -> None:
    """Without --full the output is summarised by its size with a hint, never printed."""
    out = run("show", "-d", str(sglang_db), f"{SGLANG_SESSION}:6122", "-C", "0")
    assert "2668 chars of output (--full shows it)" in out
    assert "Traceback" not in out


def test_show_accepts_an_id_prefix_and_names_what_is_missing(sglang_db: Path) -> None:
    """A unique prefix opens the session; an unknown one, or a seq past the end, says what
    was looked at."""
    assert ">> #6123 assistant/tool_call" in run("show", "-d", str(sglang_db), "ses_3e:6123")
    out = run("show", "-d", str(sglang_db), "nope:1", code=1)
    assert "no session id starts with 'nope' (looked at 1 session(s)" in out
    out = run("show", "-d", str(sglang_db), f"{SGLANG_SESSION}:99999")
    assert "no messages within the asked range of #99999" in out and "#0–#6399" in out


def test_show_json_is_the_transcript_window(sglang_db: Path) -> None:
    """--json prints the API's TranscriptWindow with commands, edits and marks."""
    import json

    data = json.loads(run("show", "-d", str(sglang_db), f"{SGLANG_SESSION}:6124", "-C", "0",
                          "--json"))  # fmt: skip
    (message,) = data["messages"]
    assert message["seq"] == 6124 and len(message["edits"]) == 2
    assert {m["kind"] for m in message["marks"]} >= {"fix"}


def test_summary_counts_what_was_extracted(sglang_db: Path) -> None:
    """summary prints symptoms, episodes, fixes and pivots beside the transcript counts."""
    lines = run("summary", "-d", str(sglang_db)).splitlines()
    assert lines[1].split() == [
        "format", "sessions", "messages", "commands", "failed", "symptoms", "episodes", "fixes",
        "pivots",
    ]  # fmt: skip
    conn = sqlite3.connect(sglang_db)
    counts = [
        conn.execute(sql).fetchone()[0]
        for sql in (
            "SELECT count(*) FROM symptoms",
            "SELECT count(DISTINCT episode_id) FROM symptoms",
            "SELECT count(*) FROM fixes",
            "SELECT count(*) FROM pivots",
        )
    ]
    conn.close()
    assert all(counts), "the demo session gives the extractor something to find"
    assert lines[2].split() == ["opencode", "1", "6400", "5903", "116", *map(str, counts)]


def test_fixes_prints_the_change_whole(sglang_db: Path) -> None:
    """`fixes` never cuts the answer: extra_buffer is printed however narrow the table."""
    out = run("fixes", "-d", str(sglang_db), "ValueError: Speculative decoding for "
              "Qwen3_5MoeForConditionalGeneration is not compatible with radix cache")  # fmt: skip
    assert "extra_buffer" in "".join(out.split())


def test_empty_answers_say_what_was_looked_at(sglang_db: Path) -> None:
    """pivots of an unknown session, reuse of an unknown entity and an unmatched error each
    say what was searched."""
    conn = sqlite3.connect(sglang_db)
    pivots, reuse, fixes, symptoms = (
        conn.execute(f"SELECT count(*) FROM {table}").fetchone()[0]
        for table in ("pivots", "reuse", "fixes", "symptoms")
    )
    conn.close()
    out = run("pivots", "-d", str(sglang_db), "-s", "nope")
    assert out.startswith(f"no pivot points in session 'nope' (looked at {pivots} stored)")
    out = run("reuse", "-d", str(sglang_db), "-e", "NOPE_FLAG")
    assert out.startswith(f"no reuse for entity 'NOPE_FLAG' (looked at {reuse} reuse link(s)")
    out = run("fixes", "-d", str(sglang_db), "zqxj wvut frobnicator exploded")
    assert f"(looked at {fixes} fix(es) of {symptoms} stored symptom(s))" in out


def test_ingest_of_a_folder_without_transcripts_fails_with_a_hint(tmp_path: Path) -> None:
    """An empty folder is exit 1 with a sentence naming it, not "0 file(s) ingested"."""
    (tmp_path / "empty").mkdir()
    result = CliRunner().invoke(cli, ["ingest", "-d", str(tmp_path / "g.db"),
                                      str(tmp_path / "empty")])  # fmt: skip
    assert result.exit_code == 1
    assert f"no transcript files found under {tmp_path / 'empty'}" in result.output


def test_defaults_finding_nothing_says_where_it_looked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """--defaults on a machine without agents names the places looked at, once."""
    for name in ("CLAUDE_CONFIG_DIR", "CODEX_HOME"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    result = CliRunner().invoke(cli, ["ingest", "-d", str(tmp_path / "g.db"), "--defaults"])
    assert result.exit_code == 1
    assert "none of the agents' default transcript locations exists" in result.output
    assert "~/.claude/projects" in result.output and "give files" not in result.output


@pytest.mark.parametrize(
    ("target", "expected"),
    [("ses_1:12", ("ses_1", 12)), ("ses_1", ("ses_1", None)), ("a:b:3", ("a:b", 3)),
     ("c:x", ("c:x", None)), (":5", (":5", None))],
)  # fmt: skip
def test_parse_target(target: str, expected: tuple[str, int | None]) -> None:
    """SESSION[:SEQ]: the last colon splits only when a number follows and a session precedes."""
    assert parse_target(target) == expected


def test_labels_cut_at_word_boundaries() -> None:
    """Labels never cut mid-word; a message without text is labelled by its command."""
    assert words("one two three four", 12) == "one two…"
    assert message_label(7, "", command="ls -la /tmp") == "#7 $ ls -la /tmp"
    assert message_label(6123, "Clear error — MTP\nsecond line") == "#6123 Clear error — MTP"
    assert session_label("s", "/home/ops/deploy/", "2026-02-02T09:53", "New box") == (
        "deploy · 2026-02-02 · New box"
    )
    assert session_label("sid", None, None, None) == "sid"


def test_edit_diff_from_the_tools_inputs() -> None:
    """old/new strings (either spelling) and written content become unified diffs."""
    diff = edit_diff('{"oldString": "a\\n", "newString": "a\\nb\\n"}', "/x.txt")
    assert diff is not None and diff.splitlines()[:2] == ["--- a/x.txt", "+++ b/x.txt"]
    assert "+b" in diff.splitlines()
    written = edit_diff('{"file_path": "y", "content": "hello"}', "y")
    assert written is not None and "+hello" in written.splitlines()
    assert edit_diff("not json", "z") is None and edit_diff('{"x": 1}', "z") is None


def test_show_and_summary_start_without_datasette_or_networkx(sglang_db: Path) -> None:
    """`show` and `summary` import neither Datasette, networkx, sqlite-utils nor spaCy."""
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from click.testing import CliRunner\n"
        "from sessgraph.cli import cli\n"
        f"db = {str(sglang_db)!r}\n"
        "for args in (['show', '-d', db, 'ses_3e:6123', '--full'], ['summary', '-d', db]):\n"
        "    assert CliRunner().invoke(cli, args).exit_code == 0, args\n"
        "print(sorted(m for m in ('datasette', 'networkx', 'sqlite_utils', 'spacy')"
        " if m in sys.modules))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True)  # fmt: skip
    assert result.stdout.strip() == "[]"
