"""The Gemini CLI stream-json reader: a real harness capture, and the event shapes it reads."""

from __future__ import annotations

import json
from pathlib import Path

from conftest import found_file, labelled_file, labelled_gold
from sessgraph.formats import detect_file, gemini_stream
from sessgraph.models import MessageKind, ParsedSession, ToolCall

FIGMA = "gemini/figma-eval-49bdd49a__transcript.jsonl"
FIGMA_65829F23 = "figma-eval-65829f23__transcript.jsonl"  # tests/found/MANIFEST.tsv


def calls(parsed: ParsedSession) -> list[ToolCall]:
    return [call for message in parsed.messages for call in message.tool_calls]


def write(tmp_path: Path, events: list[dict[str, object]]) -> Path:
    path = tmp_path / "transcript.jsonl"
    path.write_text("".join(json.dumps(event) + "\n" for event in events), encoding="utf-8")
    return path


def test_figma_capture_is_two_sessions_with_the_labelled_commands() -> None:
    """Two init events make two sessions; 28 run_shell_command calls, every exit unknown."""
    path = labelled_file(FIGMA)
    gold = labelled_gold(FIGMA)
    assert detect_file(path).name == "gemini-stream-json"
    first, second = gemini_stream.read(path)
    # Independent: jq -r 'select(.type=="init").session_id' transcript.jsonl
    assert first.session.id == "66268ffc-d63d-4f98-b413-900eef4fd2db"
    assert second.session.id == "8491166e-bcfc-4be4-90be-7116d2d1a1d1"
    assert first.session.model == "gemini-3-pro-preview"
    every = calls(first) + calls(second)
    # counts_notes: 84 tool_use events, 83 tool_result events.
    assert len(every) == 84
    assert sum(call.result_text is not None for call in every) == 83
    shell = [call for call in every if call.command is not None]
    assert len(shell) == 28
    assert [call.native_id for call in shell] == gold["exit_unknown"]
    assert all(call.command and call.command.exit_code is None for call in shell)
    assert {call.command.status for call in shell if call.command} == {"unknown"}
    # The labelled masked failure: status success, output ERROR:[Errno 2], still unknown.
    masked = next(
        c for c in shell if c.native_id == "run_shell_command-1769811181534-f38e8846baea7"
    )
    assert masked.command is not None and masked.command.status == "unknown"
    assert (masked.command.output or "").startswith("ERROR:[Errno 2] No such file or directory")
    assert not first.warnings and not second.warnings


def test_second_real_capture_one_run() -> None:
    """A second harness capture (one init, a final tool_use without result).

    Counted independently with: python -c "import json, collections; ev = [json.loads(l) for l
    in open('transcript.jsonl')]; print(collections.Counter(e['type'] for e in ev), [e['tool_id']
    for e in ev if e.get('tool_name') == 'run_shell_command'])"  ->  init 1, message 2,
    tool_use 34, tool_result 33; 11 run_shell_command ids, 10 of them with a result.
    """
    (parsed,) = gemini_stream.read(found_file(FIGMA_65829F23))
    assert parsed.session.id == "0550b100-9836-4f5a-956c-11296b0d2d28"
    every = calls(parsed)
    assert (len(every), sum(c.result_text is not None for c in every)) == (34, 33)
    shell = [c for c in every if c.command is not None]
    assert len(shell) == 11
    assert sum(c.result_text is not None for c in shell) == 10
    assert {c.command.status for c in shell if c.command} == {"unknown"}
    assert parsed.warnings == []


def test_harness_prompt_lines_belong_to_the_run_they_precede() -> None:
    """The harness prompt before each init opens that run; the failed run ends in an error."""
    first, second = gemini_stream.read(labelled_file(FIGMA))
    assert first.messages[0].native_id == "line:0"
    assert first.messages[0].kind == MessageKind.PROMPT
    assert (
        first.session.title
        == "Figma URL: https://www.figma.com/design/mLzr95Yi2kwGyZBc44QiV7/SAAS-Dashboard--Community-"
    )
    assert first.messages[-1].kind == MessageKind.ERROR
    assert "INVALID_ARGUMENT" in first.messages[-1].text
    assert second.messages[0].native_id == "line:98"
    assert second.messages[0].kind == MessageKind.PROMPT


def test_non_shell_error_results_are_tool_errors(tmp_path: Path) -> None:
    """A tool_result with status error marks its call is_error; a refused shell call is error."""
    events: list[dict[str, object]] = [
        {"type": "init", "session_id": "s1", "model": "m", "timestamp": "2026-01-01T00:00:00Z"},
        {"type": "tool_use", "tool_name": "activate_skill", "tool_id": "a1", "parameters": {}},
        {
            "type": "tool_result",
            "tool_id": "a1",
            "status": "error",
            "output": "",
            "error": {"type": "invalid_tool_params", "message": "not found"},
        },
        {
            "type": "tool_use",
            "tool_name": "run_shell_command",
            "tool_id": "r1",
            "parameters": {"command": "ls", "dir_path": "/w"},
        },
        {
            "type": "tool_result",
            "tool_id": "r1",
            "status": "error",
            "output": "Command cannot be empty",
        },
        {
            "type": "tool_use",
            "tool_name": "run_shell_command",
            "tool_id": "r2",
            "parameters": {"command": "python x.py"},
        },
        {"type": "tool_result", "tool_id": "r2", "status": "success", "output": "ERROR:[Errno 2]"},
    ]
    (parsed,) = gemini_stream.read(write(tmp_path, events))
    skill, refused, masked = calls(parsed)
    assert (skill.is_error, skill.result_text) == (True, "not found")
    assert refused.command is not None and refused.command.status == "error"
    assert refused.command.cwd == "/w"
    assert masked.command is not None
    assert (masked.command.status, masked.command.exit_code) == ("unknown", None)


def test_assistant_deltas_join_into_one_message(tmp_path: Path) -> None:
    """Streaming assistant chunks (delta: true) become one text message."""
    events: list[dict[str, object]] = [
        {"type": "init", "session_id": "s1", "model": "m"},
        {"type": "message", "role": "user", "content": "hi"},
        {"type": "message", "role": "assistant", "content": "Hel", "delta": True},
        {"type": "message", "role": "assistant", "content": "lo", "delta": True},
        {"type": "result", "status": "success", "stats": {}},
    ]
    (parsed,) = gemini_stream.read(write(tmp_path, events))
    assert [(m.kind, m.text) for m in parsed.messages] == [("prompt", "hi"), ("text", "Hello")]


def test_detection_is_by_content(tmp_path: Path) -> None:
    """An init line makes a file stream-json; a neutral-format message line does not."""
    init = write(tmp_path, [{"type": "init", "session_id": "s", "model": "m"}])
    assert gemini_stream.detect(init, init.read_bytes())
    neutral = tmp_path / "n.jsonl"
    neutral.write_text('{"type": "message", "role": "user", "text": "hi"}\n', encoding="utf-8")
    assert not gemini_stream.detect(neutral, neutral.read_bytes())
