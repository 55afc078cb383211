"""The Gemini CLI shared-conversation reader (``/chat share <file>.md``): the history read back
from gemini-cli's Markdown layout gives what the saved-chat reader gives for the same history,
and the layout's own traps (fences followed by text, quoted headings, both heading styles)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conftest import REPO, SHARED
from sessgraph.formats import detect_file, gemini_checkpoint, gemini_markdown
from sessgraph.models import CommandStatus, MessageKind, ParsedSession, Role, ToolCall

PREAMBLE = (
    "This is the Gemini CLI. We are setting up the context for our chat.\n"
    "Today's date is Monday, November 17, 2025.\nMy operating system is: win32\n"
    "I'm currently working in the directory: C:\\Users\\dev\\App\n"
)
USER_ICON = "\U0001f9d1\u200d\U0001f4bb"


def shell_result(command: str, code: int, output: str = "(empty)") -> str:
    return (
        f"Command: {command}\nDirectory: (root)\nOutput: {output}\nError: (none)\n"
        f"Exit Code: {code}\nSignal: (none)\nBackground PIDs: (none)\nProcess Group PGID: 77"
    )


def share(history: list[dict[str, object]], *, icon_first: bool = True) -> str:
    """``history`` laid out as gemini-cli's share command writes it (module docstring)."""
    turns = []
    for turn in history:
        pieces = []
        for part in turn["parts"]:  # type: ignore[attr-defined]
            if "text" in part:
                pieces.append(part["text"])
            for key, label in (("functionCall", "Command"), ("functionResponse", "Response")):
                if key in part:
                    block = json.dumps(part[key], indent=2, ensure_ascii=False)
                    pieces.append(f"**Tool {label}**:\n```json\n{block}\n```")
        role = str(turn["role"]).upper()
        icon = USER_ICON if turn["role"] == "user" else "\u2728"
        heading = f"{icon} ## {role}" if icon_first else f"## {role} {icon}"
        turns.append(f"{heading}\n\n{''.join(pieces)}")
    return "\n\n---\n\n".join(turns)


def history() -> list[dict[str, object]]:
    """A failing build, a cancelled edit, a read whose file text follows the fence, the fix."""
    build = "dotnet build"
    return [
        {"role": "user", "parts": [{"text": PREAMBLE}]},
        {"role": "user", "parts": [{"text": "Build it.\n\n## USER is quoted here, not a turn"}]},
        {
            "role": "model",
            "parts": [
                {"text": "Building.**"},
                {"functionCall": {"name": "run_shell_command", "args": {"command": build}}},
            ],
        },
        {
            "role": "user",
            "parts": [
                {
                    "functionResponse": {
                        "id": "run_shell_command-1763408558296-cf05375335add",
                        "name": "run_shell_command",
                        "response": {"output": shell_result(build, 1, "error CS0246: Moq")},
                    }
                }
            ],
        },
        {
            "role": "model",
            "parts": [
                {
                    "functionCall": {
                        "id": "replace-1763408581536-41efd805d7f31",
                        "name": "replace",
                        "args": {"file_path": "a.cs", "old_string": "x", "new_string": "y"},
                    }
                },
                {
                    "functionCall": {
                        "name": "read_many_files",
                        "args": {"paths": ["App.csproj"]},
                    }
                },
            ],
        },
        {
            "role": "user",
            "parts": [
                {
                    "functionResponse": {
                        "id": "replace-1763408581536-41efd805d7f31",
                        "name": "replace",
                        "response": {"error": "[Operation Cancelled] Reason: User did not allow"},
                    }
                },
                {
                    "functionResponse": {
                        "id": "read_many_files-1763408602465-4f1973bd7956a",
                        "name": "read_many_files",
                        "response": {"output": "Tool execution succeeded."},
                    }
                },
                {"text": "--- App.csproj ---\n\n<Project>\n}\n```\n</Project>"},
            ],
        },
        {
            "role": "model",
            "parts": [
                {
                    "functionCall": {
                        "name": "run_shell_command",
                        "args": {"command": "dotnet add package Moq && dotnet build"},
                    }
                }
            ],
        },
        {
            "role": "user",
            "parts": [
                {
                    "functionResponse": {
                        "id": "run_shell_command-1763408627155-075613474fa23",
                        "name": "run_shell_command",
                        "response": {"output": shell_result("dotnet build", 0, "Build succeeded.")},
                    }
                }
            ],
        },
    ]


def calls(parsed: ParsedSession) -> list[ToolCall]:
    return [call for message in parsed.messages for call in message.tool_calls]


def read_md(tmp_path: Path, text: str, name: str = "cli_conversation.md") -> ParsedSession:
    path = tmp_path / name
    path.write_bytes(text.encode())
    assert detect_file(path).name == "gemini-markdown"
    (parsed,) = gemini_markdown.read(path)
    return parsed


@pytest.mark.parametrize("icon_first", [True, False])
def test_a_share_reads_as_the_same_history_saved(tmp_path: Path, icon_first: bool) -> None:
    """Both heading styles give the saved-chat reader's calls: names, ids, commands, exit
    codes, statuses and result texts."""
    parsed = read_md(tmp_path, share(history(), icon_first=icon_first))
    saved = tmp_path / "checkpoint-dev.json"
    saved.write_text(json.dumps(history()))
    (expected,) = gemini_checkpoint.read(saved)
    got = [(c.name, c.native_id, c.status, c.result_text) for c in calls(parsed)]
    assert got == [(c.name, c.native_id, c.status, c.result_text) for c in calls(expected)]
    commands = [c.command for c in calls(parsed) if c.command is not None]
    assert [(c.command, c.exit_code, c.status) for c in commands] == [
        ("dotnet build", 1, CommandStatus.FAILED),
        ("dotnet add package Moq && dotnet build", 0, CommandStatus.OK),
    ]
    assert parsed.session.format == "gemini-markdown"
    assert parsed.session.cwd == "C:\\Users\\dev\\App"


def test_messages_are_named_by_their_heading_line(tmp_path: Path) -> None:
    """Native ids are ``line:N`` (0-based heading line); a quoted heading starts no turn; text
    after a response fence (file contents) stays in that turn, with its lone ``}`` line."""
    text = share(history())
    parsed = read_md(tmp_path, text)
    lines = text.split("\n")
    headings = [n for n, line in enumerate(lines) if line.endswith(("## USER", "## MODEL"))]
    assert [m.native_id for m in parsed.messages] == [f"line:{n}" for n in headings]
    assert len(parsed.messages) == len(history())
    assert "## USER is quoted here" in parsed.messages[1].text
    assert parsed.messages[1].kind == MessageKind.PROMPT
    assert parsed.messages[0].kind == MessageKind.META
    reads = next(m for m in parsed.messages if "--- App.csproj ---" in m.text)
    assert reads.role == Role.TOOL and "</Project>" in reads.text
    assert [m.source_line for m in parsed.messages] == [n + 1 for n in headings]


def test_crlf_and_a_broken_block(tmp_path: Path) -> None:
    """A CRLF file reads like its LF form; a block that is not JSON stays text with a warning
    naming its line (and its response is reported as answering no call)."""
    text = share(history())
    parsed = read_md(tmp_path, text.replace("\n", "\r\n"), "crlf.md")
    assert [c.native_id for c in calls(parsed)] == [
        c.native_id for c in calls(read_md(tmp_path, text))
    ]
    broken = text.replace('"name": "replace"', '"name": replace', 1)
    parsed = read_md(tmp_path, broken, "broken.md")
    lines = broken.split("\n")
    bad = next(n for n, line in enumerate(lines) if '"name": replace' in line)
    opening = max(n for n in range(bad) if "**Tool Command**:" in lines[n])
    block, orphan = parsed.warnings  # the block, then the response left without its call
    assert block.line == opening + 1 and "not JSON" in block.message
    assert "replace response without a call" in orphan.message
    assert "replace" not in [c.name for c in calls(parsed)]


def test_a_first_heading_made_a_title_still_reads(tmp_path: Path) -> None:
    """A share whose first heading was edited to ``# USER 🧑‍💻`` (a Markdown title) is read
    like the written one."""
    text = share(history(), icon_first=False)
    edited = "# " + text.removeprefix("## ")
    got = [c.native_id for c in calls(read_md(tmp_path, edited, "edited.md"))]
    assert got == [c.native_id for c in calls(read_md(tmp_path, text))] != []


def test_other_markdown_is_not_a_share(tmp_path: Path) -> None:
    """A README, or a heading that is not gemini-cli's, is not detected."""
    for text in ("# Notes\n\n## USER guide\n", "## USER\n\nhello\n", "**user**:\n\nhi"):
        path = tmp_path / "notes.md"
        path.write_text(text)
        assert not gemini_markdown.detect(path, path.read_bytes())


SET = "gemini-chat-shares"


def test_real_share_reads_its_shell_calls() -> None:
    """A real share (labelled set): shell calls with their response ids and exit codes."""
    for root in (SHARED / "labelled-real", REPO / "tests" / "labelled-real"):
        path = root / SET / "files" / "gemini" / "thegame__TheGame.md"
        if path.is_file():
            break
    else:
        pytest.skip(f"{SET} transcripts not available (data, not committed)")
    (parsed,) = gemini_markdown.read(path)
    shell = [c for c in calls(parsed) if c.command is not None]
    assert [c.native_id for c in shell] == [
        "run_shell_command-1764827555073-f6891c62a2d57",
        shell[1].native_id,
    ]
    assert shell[0].command is not None and shell[0].command.status == CommandStatus.FAILED
    assert parsed.warnings == []
