"""Codex "code mode" (0.14x): shell commands run from JavaScript cells.

In code mode the model gets no ``exec_command`` tool. It sends one ``custom_tool_call`` named
``exec`` whose input is a JavaScript script, and the script calls the tools itself::

    const r = await tools.exec_command({"cmd": "git status", "workdir": "/repo"});
    text(r.output);

The call's output is a list of ``input_text`` items whose first one is a header ``Script
completed`` / ``Script failed`` / ``Script running with cell ID N``, then ``Wall time X
seconds`` and ``Output:``; the rest is whatever the script printed. A cell still running is
continued by a ``function_call`` named ``wait`` whose arguments name the ``cell_id``.

Design choices:

* **One command per ``exec`` call.** The script is the unit the transcript records (one call id,
  one output), so a script that calls ``tools.exec_command`` several times becomes one command
  whose text is the ``cmd`` strings in script order, one per line. Scripts that call no shell
  tool (``tools.web__run``...) are not commands.
* **The script is not executed or fully parsed.** The argument of each ``tools.exec_command(``
  is read as a JSON object (what models write); when it is a JavaScript object literal instead,
  the ``cmd`` string is picked out by a pattern. Anything else leaves the call a plain tool call.
* **No invented exit codes.** Code mode records none: the exit code is taken only when the script
  printed one explicitly (the whole result object, ``{"exit_code": N, ...}``, or a ``Process
  exited with code N`` header, or the shell tool's ``Exit code: N`` result under ``Script
  error:`` when the runtime threw it). ``Script failed`` alone means the JavaScript threw, which
  says nothing about a command's exit code, so the status is ``error`` with the exit code left
  unknown.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

from sessgraph.formats._codex_exec import parse_exec_output
from sessgraph.models import CommandStatus

CODE_MODE_TOOL = "exec"
WAIT_TOOL = "wait"
SHELL_FUNCTIONS = ("exec_command", "shell_command", "shell")

_CALL = re.compile(r"\btools\.(" + "|".join(SHELL_FUNCTIONS) + r")\s*\(\s*")
# A JavaScript object literal's cmd: cmd: "..." / 'cmd': '...' / cmd: `...` (no ${} inside).
_LITERAL_CMD = re.compile(
    r"""^\{\s*['"]?(?:cmd|command)['"]?\s*:\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|`([^`$]*)`)"""
)
_LITERAL_WORKDIR = re.compile(
    r"""['"]?workdir['"]?\s*:\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)')"""
)
_HEADER = re.compile(r"^Script (completed|failed|running with cell ID (\S+))\s*$")
_WALL_TIME = re.compile(r"^Wall time:? ([0-9.]+) seconds?\s*$")
_SCRIPT_ERROR = "Script error:\n"
_TRUNCATION_NOTICE = re.compile(
    r"Warning: truncated output \(original token count: \d+\)\n(?:Total output lines: \d+\n)?\n*"
)
_DECODER = json.JSONDecoder()
_HEADER_LINES = 4


@dataclass(frozen=True)
class ScriptCommand:
    """One shell call a script makes: its command text and working directory."""

    command: str
    workdir: str | None


@dataclass
class ScriptResult:
    """What a code-mode output (of ``exec`` or ``wait``) says."""

    status: CommandStatus = CommandStatus.UNKNOWN
    exit_code: int | None = None
    output: str = ""
    duration_ms: int | None = None
    running_cell: str | None = None
    is_script_output: bool = False


def _unescape_js(body: str, quote: str) -> str:
    """A JavaScript string literal's text (the JSON escapes; others are kept as written)."""
    if quote == "'":
        body = body.replace("\\'", "'").replace('"', '\\"')
    try:
        decoded = json.loads('"' + body + '"')
    except json.JSONDecodeError:
        return body
    return decoded if isinstance(decoded, str) else body


def _from_literal(rest: str) -> ScriptCommand | None:
    match = _LITERAL_CMD.match(rest)
    if match is None:
        return None
    double, single, backtick = match.groups()
    if backtick is not None:
        command = backtick
    else:
        command = _unescape_js(double, '"') if double is not None else _unescape_js(single, "'")
    # Only the literal's own text: stop where the call closes.
    end = rest.find("})")
    workdir_match = _LITERAL_WORKDIR.search(rest[: end if end >= 0 else None])
    workdir = None
    if workdir_match is not None:
        double_dir, single_dir = workdir_match.groups()
        if double_dir is not None:
            workdir = _unescape_js(double_dir, '"')
        else:
            workdir = _unescape_js(single_dir, "'")
    return ScriptCommand(command, workdir)


def commands_in_script(script: str) -> list[ScriptCommand]:
    """The shell commands a code-mode script runs, in the order the calls appear."""
    found: list[ScriptCommand] = []
    for match in _CALL.finditer(script):
        rest = script[match.end() :]
        try:
            arguments, _ = _DECODER.raw_decode(rest)
        except json.JSONDecodeError:
            literal = _from_literal(rest)
            if literal is not None:
                found.append(literal)
            continue
        if not isinstance(arguments, dict):
            continue
        command = arguments.get("cmd", arguments.get("command"))
        if isinstance(command, list):
            command = " ".join(str(part) for part in command)
        if not isinstance(command, str):
            continue
        workdir = arguments.get("workdir")
        found.append(ScriptCommand(command, workdir if isinstance(workdir, str) else None))
    return found


def _printed_exit(body: str) -> tuple[int | None, str]:
    """An exit code the script printed itself, and the output to keep."""
    stripped = body.strip()
    if stripped.startswith("{"):
        try:
            obj = json.loads(stripped)
        except json.JSONDecodeError:
            obj = None
        if isinstance(obj, dict):
            code = obj.get("exit_code")
            if isinstance(code, int) and not isinstance(code, bool):
                output = obj.get("output")
                return code, output if isinstance(output, str) else body
    # A shell tool's non-zero result that the runtime threw: "Script error:" and the tool's own
    # "Exit code: N" header below it (0.144.2), the command's exit code as recorded.
    body = (
        body.removeprefix(_SCRIPT_ERROR) if body.startswith(_SCRIPT_ERROR + "Exit code") else body
    )
    # A printed shell result cut by the runtime keeps its header under the truncation notice.
    if (notice := _TRUNCATION_NOTICE.match(body)) and body.startswith("Exit code", notice.end()):
        body = body[notice.end() :]
    result = parse_exec_output(body)
    if result.exit_code is not None and body.lstrip().startswith(("Process exited", "Exit code")):
        return result.exit_code, result.output or ""
    return None, body


def parse_script_output(text: str) -> ScriptResult:
    """Read a code-mode header and body; ``is_script_output`` is false for other text."""
    lines = text.split("\n", _HEADER_LINES)
    result = ScriptResult()
    body_start = None
    for index, line in enumerate(lines[:_HEADER_LINES]):
        if match := _HEADER.match(line):
            result.is_script_output = True
            if match.group(2) is not None:
                result.running_cell = match.group(2)
                result.status = CommandStatus.RUNNING
            elif match.group(1) == "failed":
                result.status = CommandStatus.ERROR
        elif match := _WALL_TIME.match(line):
            result.duration_ms = round(float(match.group(1)) * 1000)
        elif line.startswith("Output:") and result.is_script_output:
            body_start = index + 1
            break
    if not result.is_script_output:
        result.output = text
        return result
    body = "\n".join(lines[body_start:]) if body_start is not None else ""
    # Output items are joined by newlines: the first body item follows the header's own.
    body = body[1:] if body.startswith("\n") else body
    exit_code, output = _printed_exit(body)
    result.output = output
    if exit_code is not None:
        result.exit_code = exit_code
        result.status = CommandStatus.OK if exit_code == 0 else CommandStatus.FAILED
    return result
