"""The Cline / Roo Code Markdown task export reader against small hand-written exports."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from sessgraph.cli import cli
from sessgraph.formats import cline, cline_markdown, detect_file
from sessgraph.models import ParsedSession

# An older-Cline task (XML tool uses), then a native tool use, then a denied command: own text.
EXPORT = """\
**User:**

<task>
The unit tests in api/ fail after the pydantic upgrade. Fix them.
</task>
<environment_details>
# VSCode Visible Files
api/models.py

# Current Working Directory (/home/dev/shop) Files
api/
api/models.py
api/test_models.py
</environment_details>

---

**Assistant:**

<thinking>
I should run the tests first to see the failure.
</thinking>

<execute_command>
<command>cd api && python -m pytest -q</command>
<requires_approval>false</requires_approval>
</execute_command>

---

**User:**

[execute_command for 'cd api && python -m pytest -q'] Result:
Command executed.
Output:
E   AttributeError: 'Order' object has no attribute 'dict'
1 failed, 4 passed in 0.31s
<environment_details>
# VSCode Visible Files
api/models.py
</environment_details>

---

**Assistant:**

The model uses the removed `.dict()` method; pydantic 2 calls it `model_dump()`.

<replace_in_file>
<path>api/models.py</path>
<diff>
------- SEARCH
        return self.dict()
=======
        return self.model_dump()
+++++++ REPLACE
</diff>
</replace_in_file>

---

**User:**

[replace_in_file for 'api/models.py'] Result:
The content was successfully saved to api/models.py.
<environment_details>
# VSCode Visible Files
api/models.py
</environment_details>

---

**Assistant:**

[Tool Use: execute_command]
Command: cd api && python -m pytest -q
Requires_approval: false

---

**User:**

[Tool]
Command executed.
Output:
5 passed in 0.28s
<environment_details>
# VSCode Visible Files
api/models.py
</environment_details>

---

**Assistant:**

Tests pass. **User:** below is not an entry, only text:

**User:**

<execute_command>
<command>npm run build</command>
</execute_command>

---

**User:**

[execute_command for 'npm run build'] Result:
The user denied this operation.
The user provided the following feedback:
<feedback>
no need to build, we are done
</feedback>

"""


def _write(tmp_path: Path, text: str, name: str = "cline_task_mar-4-2026_2-07-31-pm.md") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def _read(path: Path) -> ParsedSession:
    sessions = list(cline_markdown.read(path))
    assert len(sessions) == 1
    return sessions[0]


def test_export_is_detected_by_content(tmp_path: Path) -> None:
    """A Cline export is picked by its first '**User:**' entry, whatever its name."""
    assert detect_file(_write(tmp_path, EXPORT, name="task.txt")).name == "cline-markdown"


def test_messages_and_their_lines(tmp_path: Path) -> None:
    """One message per entry (a result entry with typed feedback also gives the prompt), at
    the 1-based line of its '**User:**' / '**Assistant:**' line; session from the name."""
    parsed = _read(_write(tmp_path, EXPORT))
    got = [(m.role, m.kind, m.source_line) for m in parsed.messages]
    assert got == [
        ("user", "prompt", 1),
        ("assistant", "tool_call", 18),
        ("tool", "tool_result", 31),
        ("assistant", "tool_call", 45),
        ("tool", "tool_result", 62),
        ("assistant", "tool_call", 73),
        ("tool", "tool_result", 81),
        ("assistant", "tool_call", 94),  # its '**User:**' line 98 is not after a '---'
        ("tool", "tool_result", 106),
        ("user", "prompt", 106),
    ]
    texts = [m.text for m in parsed.messages]
    assert texts[0] == "The unit tests in api/ fail after the pydantic upgrade. Fix them."
    assert texts[-1] == "no need to build, we are done"
    assert "**User:** below is not an entry" in texts[7]
    session = parsed.session
    assert session.format == "cline-markdown"
    assert session.title == texts[0]
    assert session.cwd == "/home/dev/shop"
    assert session.agent == "cline"
    assert session.started_at == "2026-03-04T14:07:31"
    assert parsed.warnings == []


DENIED = (
    "The user denied this operation.\nThe user provided the following feedback:\n"
    "<feedback>\nno need to build, we are done\n</feedback>"
)


def test_commands_outputs_and_statuses(tmp_path: Path) -> None:
    """XML and native execute_command calls become commands with their output; Cline states
    no exit code, so status is unknown; a denied command is interrupted."""
    parsed = _read(_write(tmp_path, EXPORT))
    commands = [c.command for m in parsed.messages for c in m.tool_calls if c.command]
    got = [(c.command, c.exit_code, c.status, c.output, c.cwd) for c in commands]
    assert got == [
        (
            "cd api && python -m pytest -q",
            None,
            "unknown",
            "E   AttributeError: 'Order' object has no attribute 'dict'\n"
            "1 failed, 4 passed in 0.31s",
            "/home/dev/shop",
        ),
        ("cd api && python -m pytest -q", None, "unknown", "5 passed in 0.28s", "/home/dev/shop"),
        ("npm run build", None, "interrupted", DENIED, "/home/dev/shop"),
    ]
    edit = parsed.messages[3].tool_calls[0]
    assert (
        edit.name,
        edit.status,
        [(e.path, e.lines_added, e.lines_removed) for e in edit.edits],
    ) == (
        "replace_in_file",
        "completed",
        [("api/models.py", 1, 1)],
    )


def test_roo_exit_codes_and_native_error_results(tmp_path: Path) -> None:
    """Roo's 'Exit code: N' is read, a multi-line command in the result header still pairs,
    and a '[Tool (Error)]' result marks the call failed."""
    text = (
        "**User:**\n\n<task>\nclone the repo\n</task>\n\n---\n\n"
        "**Assistant:**\n\n<execute_command>\n<command>cd d:/w &&\ngit clone x</command>\n"
        "</execute_command>\n\n---\n\n"
        "**User:**\n\n[execute_command for 'cd d:/w &&\ngit clone x'] Result:\n"
        "Command executed in terminal  within working directory 'd:/w'. Command execution was "
        "not successful, inspect the cause and adjust as needed.\nExit code: 1\nOutput:\n"
        "The token '&&' is not a valid statement separator.\n\n---\n\n"
        "**Assistant:**\n\n[Tool Use: read_file]\nPath: d:/w/x/README.md\n\n---\n\n"
        "**User:**\n\n[Tool (Error)]\nFile not found: d:/w/x/README.md\n\n"
    )
    parsed = _read(_write(tmp_path, text, name="roo_task_may-2-2026_9-42-01-pm.md"))
    clone = parsed.messages[1].tool_calls[0].command
    assert clone is not None
    assert (clone.command, clone.exit_code, clone.status, clone.cwd) == (
        "cd d:/w &&\ngit clone x",
        1,
        "failed",
        "d:/w",
    )
    assert clone.output == "The token '&&' is not a valid statement separator."
    read_call = parsed.messages[3].tool_calls[0]
    assert read_call.input == {"path": "d:/w/x/README.md"}
    assert read_call.result_text == "File not found: d:/w/x/README.md"
    assert parsed.session.agent == "roo-code"
    assert parsed.session.started_at == "2026-05-02T21:42:01"


def _as_markdown(history: list[dict[str, object]]) -> str:
    """What Cline's 'Export task' writes for an api history (its documented layout)."""
    entries = []
    for entry in history:
        role = "**User:**" if entry["role"] == "user" else "**Assistant:**"
        content = entry["content"]
        assert isinstance(content, list)
        blocks = []
        for block in content:
            if block["type"] == "text":
                blocks.append(block["text"])
            elif block["type"] == "tool_use":
                fields = [f"{k[0].upper()}{k[1:]}: {v}" for k, v in block["input"].items()]
                blocks.append("\n".join([f"[Tool Use: {block['name']}]", *fields]))
            else:
                blocks.append(f"[Tool]\n{block['content']}")
        entries.append(f"{role}\n\n" + "\n".join(blocks) + "\n\n")
    return "---\n\n".join(entries)


def test_export_reads_like_the_json_history(tmp_path: Path) -> None:
    """A history written out as Markdown gives the JSON reader's messages, calls and
    commands (only lines and ids differ: the export keeps neither)."""
    env = (
        "<environment_details>\n# Current Working Directory (/w) Files\na.py\n"
        "</environment_details>"
    )
    history: list[dict[str, object]] = [
        {"role": "user", "content": [{"type": "text", "text": "<task>\nmake lint pass\n</task>"},
                                     {"type": "text", "text": env}]},
        {"role": "assistant", "content": [
            {"type": "text", "text": "Running the linter."},
            {"type": "tool_use", "id": "toolu_1", "name": "execute_command",
             "input": {"command": "ruff check .", "requires_approval": "false"}}]},
        {"role": "user", "content": [
            {"type": "tool_result", "tool_use_id": "toolu_1",
             "content": "Command executed.\nOutput:\na.py:1:1: F401 `os` imported but unused"},
            {"type": "text", "text": env}]},
        {"role": "assistant", "content": [
            {"type": "text", "text": "<execute_command>\n<command>ruff check --fix .</command>\n"
                                     "</execute_command>"}]},
        {"role": "user", "content": [
            {"type": "text", "text": "[execute_command for 'ruff check --fix .'] Result:"},
            {"type": "text", "text": "Command executed.\nOutput:\nFound 1 error (1 fixed)."},
            {"type": "text", "text": env}]},
    ]  # fmt: skip
    json_path = tmp_path / "t1__api_conversation_history.json"
    json_path.write_text(json.dumps(history), encoding="utf-8")
    md_path = _write(tmp_path, _as_markdown(history), name="export.md")
    from_json = next(iter(cline.read(json_path)))
    from_md = _read(md_path)

    def shape(parsed: ParsedSession) -> list[object]:
        return [
            (m.role, m.kind, m.text, [(c.name, c.input, c.result_text, c.status,
                                       c.command.model_dump() if c.command else None)
                                      for c in m.tool_calls])
            for m in parsed.messages
        ]  # fmt: skip

    assert shape(from_md) == shape(from_json)
    assert len([c for m in from_md.messages for c in m.tool_calls if c.command]) == 2


def test_readme_starting_with_bold_user_is_not_an_export(tmp_path: Path) -> None:
    """A Markdown file that merely opens with '**User:**' and no entry or task is refused
    with one line naming the file."""
    path = _write(
        tmp_path,
        "**User:** guide\n\nThis document explains the user roles.\n\n## Admin\n\nMore.\n",
        name="README.md",
    )
    result = CliRunner().invoke(cli, ["ingest", "-d", str(tmp_path / "g.db"), str(path)])
    assert result.exit_code == 1
    assert f"{path}: not a transcript format sessgraph knows" in result.output
    assert "Traceback" not in result.output


def test_bad_bytes_and_text_before_the_first_entry_warn(tmp_path: Path) -> None:
    """Undecodable bytes and text before the first entry are warnings naming file and line;
    the entries are still read."""
    path = tmp_path / "task.md"
    raw = EXPORT.encode().replace(b"pydantic upgrade", b"py\xffdantic upgrade")
    path.write_bytes(b"exported by hand\n\n" + raw)
    parsed = _read(path)
    got = [(w.line, w.message) for w in parsed.warnings]
    assert got[0][0] == 6 and got[0][1].startswith("invalid UTF-8 replaced: ")
    assert got[1:] == [(1, "text before the first '**User:**' entry")]
    assert len(parsed.messages) == 10
