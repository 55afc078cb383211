"""Codex shell and patch details: argv to a shell string, exit codes from tool output, patches.

Codex has reported shell results in four shapes over its history, and this module reads them
all into one :class:`ExecResult`:

* ``shell`` (legacy and older CLIs): a JSON string ``{"output": ..., "metadata": {"exit_code":
  N, "duration_seconds": x}}``, or plain text when the sandbox refused or failed the command
  (``failed in sandbox LinuxSeccomp with execution error: ..., exit code: 2, stdout: ...``).
* ``shell_command`` and later ``shell``: a text header ``Exit code: N`` / ``Wall time: X
  seconds`` / ``Output:`` followed by the output.
* ``exec_command`` / ``write_stdin`` (unified exec, 0.1xx): ``Process exited with code N`` or
  ``Process running with session ID N`` in the header; a running process finishes in a later
  ``write_stdin`` call's output.
* ``exec_command_end`` events: handled by the reader, they carry the exit code directly.
* ``exec_command failed: SandboxDenied { message: "…", output: ExecToolCallOutput { exit_code:
  N, … } }`` (unified exec, 0.10x–0.14x): the sandbox's verdict as Rust ``Debug`` text. The exit
  code sits after the quoted message, which holds the command's output, escaped; both are read.
  Some builds nest the verdict one level down: ``exec_command failed: CreateProcess { message:
  "Codex(Sandbox(Denied { output: ExecToolCallOutput { exit_code: N, … aggregated_output:
  StreamOutput { text: \\"…\\" …``; the exit code and the aggregated output are read there.

An exit code is only ever taken from one of these explicit markers, never guessed from the
output body, so ``exit_code`` stays ``None`` when the transcript does not record one.
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass

import orjson

from sessgraph.formats._io import as_dict, as_list, as_str
from sessgraph.models import CommandStatus, EditKind, FileEdit

_SHELLS = {"bash", "sh", "zsh", "dash", "fish", "ksh", "pwsh", "powershell"}
_HEADER_LINES = 12

_EXITED = re.compile(r"^Process exited with code (-?\d+)\s*$")
_RUNNING = re.compile(r"^Process running with session ID (\S+)\s*$")
_EXIT_CODE = re.compile(r"^Exit code: (-?\d+)\s*$")
_WALL_TIME = re.compile(r"^Wall time: ([0-9.]+) seconds?\s*$")
# Some unified-exec builds echo the command first (``Command: /bin/bash -lc "…"``), which for a
# heredoc or a multi-line script spans many lines; the header proper starts at the first
# ``[Chunk ID: …] Wall time: … / Process exited|running …`` block after it.
_ECHO_END = re.compile(
    r"\n(?=(?:Chunk ID: [^\n]*\n)?Wall time: [0-9.]+ seconds?\s*\n"
    r"(?:Process exited with code -?\d+|Process running with session ID \S+)\s*\n)"
)
_FAILURE_EXIT = re.compile(r"\bexit[ _](?:code|status):?\s*(-?\d+)", re.IGNORECASE)
# `SandboxDenied { message: "<escaped output>", output: ExecToolCallOutput { exit_code: N`: a quote
# inside the message is escaped, so the first unescaped `", output: ExecToolCallOutput` ends it.
_DEBUG_FAILURE = re.compile(r'^exec_command failed: (\w+) \{ message: "')
_DEBUG_OUTPUT_EXIT = re.compile(r'(?<!\\)", output: ExecToolCallOutput \{ exit_code: (-?\d+)')
# `CreateProcess { message: "Codex(Sandbox(Denied { output: ExecToolCallOutput { exit_code: N, …`
# (0.106 on macOS): the same verdict one level down, as the Debug text of the message itself.
_NESTED_DENIED = re.compile(
    r"\A\w+\(Sandbox\(Denied \{ output: ExecToolCallOutput \{ exit_code: (-?\d+)"
)
_AGGREGATED = re.compile(r'aggregated_output: StreamOutput \{ text: "((?:[^"\\]|\\.)*)"', re.DOTALL)
_DEBUG_ESCAPE = re.compile(r"\\(u\{[0-9a-fA-F]{1,6}\}|.)", re.DOTALL)
_DEBUG_SIMPLE = {"n": "\n", "t": "\t", "r": "\r", "0": "\0"}
# Plain-text failures Codex writes instead of a result; only these may carry "exit code: N".
# "apply_patch verification failed: …" is Codex refusing a patch before applying it (its
# apply_patch handler answers the model with the parse or anchor error; the rollout keeps
# only that text), whether the patch came as the apply_patch tool or through a shell.
_PATCH_REFUSED = "apply_patch verification failed"
_FAILURE_PREFIXES = (
    "failed in sandbox",
    _PATCH_REFUSED,
    "execution error",
    "sandbox error",
    "exec command rejected",
    "command timed out",
    "error:",
    "aborted",
)

_PATCH_HEADER = re.compile(r"^\*\*\* (Update|Add|Delete) File: (.+?)\s*$")
_MOVE_TO = re.compile(r"^\*\*\* Move to: (.+?)\s*$")
_HEREDOC_APPLY_PATCH = re.compile(r"(?:^|&&|;|\n|\|\|)\s*(?:apply_patch|applypatch)\s*<<")


@dataclass
class ExecResult:
    """What one tool output says about a shell execution."""

    exit_code: int | None = None
    status: CommandStatus = CommandStatus.UNKNOWN
    output: str | None = None
    duration_ms: int | None = None
    running_session: str | None = None


# Codex's exit code when it has none: the process never started (a sandbox "execution error")
# or ended without a status. It is not the command's exit code.
NO_EXIT_STATUS = -1


def without_nuls(text: str) -> str:
    """Output with NUL characters dropped.

    PowerShell on Windows writes UTF-16 when its output is redirected; Codex decodes it as
    UTF-8, so the JSON strings hold ``T\\u0000h\\u0000e\\u0000…``. The NULs carry nothing
    (a NUL cannot be typed or printed), and left in place they hide every word from search
    and from the extractor's patterns (``The term 'rg' is not recognized…``).
    """
    return text.replace("\x00", "") if "\x00" in text else text


def status_for_exit(exit_code: int | None) -> CommandStatus:
    if exit_code is None:
        return CommandStatus.UNKNOWN
    if exit_code == NO_EXIT_STATUS:
        return CommandStatus.ERROR
    return CommandStatus.OK if exit_code == 0 else CommandStatus.FAILED


def _is_shell(program: str) -> bool:
    """``/bin/bash``, ``zsh``, ``C:\\…\\powershell.exe``, ``pwsh.exe``: a shell taking a script."""
    name = program.replace("\\", "/").rsplit("/", 1)[-1].lower()
    return name.removesuffix(".exe") in _SHELLS


_SCRIPT_FLAGS = {"-c", "-lc", "-ic", "-Command", "-command", "-File", "-EncodedCommand"}


def is_interactive_shell(command: str) -> bool:
    """``bash``, ``zsh -l``, ``pwsh -NoLogo``: a shell started with no script, which reads the
    command lines later written to its stdin."""
    words = command.split()
    return (
        bool(words)
        and _is_shell(words[0])
        and all(word.startswith("-") and word not in _SCRIPT_FLAGS for word in words[1:])
    )


def typed_line(chars: object) -> str | None:
    """The command line(s) a ``write_stdin`` call types, or ``None`` for a poll (no text) or
    control keys alone (Ctrl-C, Enter)."""
    if not isinstance(chars, str):
        return None
    text = "".join(ch for ch in chars if ch in "\n\t" or ch >= " ").strip()
    return text or None


def shell_script(argv: list[str]) -> str | None:
    """The script of ``["bash", "-lc", script]`` (any shell, ``-c`` / ``-Command``), else None."""
    if len(argv) == 3 and _is_shell(argv[0]) and argv[1] in ("-c", "-lc", "-l -c", "-Command"):
        return argv[2]
    return None


def argv_to_shell(argv: list[str]) -> str:
    """A command line for an argv; ``["bash", "-lc", script]`` is the script itself."""
    script = shell_script(argv)
    return script if script is not None else shlex.join(argv)


def _seconds_to_ms(value: object) -> int | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    return round(value * 1000)


def _parse_json_result(text: str) -> ExecResult | None:
    if not text.startswith("{"):
        return None
    try:
        obj = orjson.loads(text)
    except orjson.JSONDecodeError:
        return None
    metadata = as_dict(as_dict(obj).get("metadata"))
    if not metadata:
        return None
    raw_exit = metadata.get("exit_code")
    exit_code = raw_exit if isinstance(raw_exit, int) and not isinstance(raw_exit, bool) else None
    return ExecResult(
        exit_code=exit_code,
        status=status_for_exit(exit_code),
        output=as_str(as_dict(obj).get("output")),
        duration_ms=_seconds_to_ms(metadata.get("duration_seconds")),
    )


def _parse_header_result(text: str) -> ExecResult | None:
    """The ``Exit code:`` / ``Process exited with code`` text header, if the output has one."""
    result = ExecResult()
    found = False
    if text.startswith("Command: ") and (echo_end := _ECHO_END.search(text)):
        text = text[echo_end.end() :]
    lines = text.split("\n", _HEADER_LINES)
    for index, line in enumerate(lines[:_HEADER_LINES]):
        if line.startswith("Output:"):
            rest = "\n".join(lines[index + 1 :])
            result.output = rest if found else None
            if not found and (inner := _parse_json_result(rest.strip())) is not None:
                # apply_patch requested through exec_command: Codex ran it as its patch tool
                # and answers with that tool's JSON result inside the exec envelope.
                inner.duration_ms = inner.duration_ms or result.duration_ms
                return inner
            break
        if match := (_EXIT_CODE.match(line) or _EXITED.match(line)):
            result.exit_code = int(match.group(1))
            result.status = status_for_exit(result.exit_code)
            found = True
        elif match := _RUNNING.match(line):
            result.running_session = match.group(1)
            result.status = CommandStatus.RUNNING
            found = True
        elif match := _WALL_TIME.match(line):
            result.duration_ms = _seconds_to_ms(float(match.group(1)))
    return result if found else None


def _debug_unescape(text: str) -> str:
    """Undo Rust's ``Debug`` string escapes (``\\n``, ``\\"``, ``\\u{e9}``, ...)."""

    def one(match: re.Match[str]) -> str:
        escaped = match.group(1)
        if escaped.startswith("u{"):
            code = int(escaped[2:-1], 16)
            return chr(code) if code <= 0x10FFFF else match.group(0)
        return _DEBUG_SIMPLE.get(escaped, escaped)

    return _DEBUG_ESCAPE.sub(one, text)


def _parse_debug_failure(text: str) -> ExecResult | None:
    """``exec_command failed: SandboxDenied { message: "…", output: ExecToolCallOutput {…} }``."""
    start = _DEBUG_FAILURE.match(text)
    if start is None:
        return None
    end = _DEBUG_OUTPUT_EXIT.search(text, start.end())
    if end is None:
        return _parse_nested_denial(text[start.end() :])
    exit_code = int(end.group(1))
    # The verdict stays as the first line (as in the plain-text "failed in sandbox …" shape),
    # then the command's own output, unescaped into lines.
    message = _debug_unescape(text[start.end() : end.start()])
    output = f"exec_command failed: {start.group(1)}\n{message}"
    return ExecResult(exit_code=exit_code, status=status_for_exit(exit_code), output=output)


def _parse_nested_denial(message: str) -> ExecResult | None:
    """A sandbox denial held inside the message (``_NESTED_DENIED``): its exit code, and the
    command's output from the denial's ``aggregated_output``, unescaped twice."""
    inner = _debug_unescape(message)
    denied = _NESTED_DENIED.match(inner)
    if denied is None:
        return None
    exit_code = int(denied.group(1))
    aggregated = _AGGREGATED.search(inner, denied.end())
    body = _debug_unescape(aggregated.group(1)) if aggregated else ""
    output = f"exec_command failed: Sandbox(Denied)\n{body}"
    return ExecResult(exit_code=exit_code, status=status_for_exit(exit_code), output=output)


def _parse_failure_text(text: str) -> ExecResult | None:
    head = text[:400].lstrip().lower()
    if not head.startswith(_FAILURE_PREFIXES):
        return None
    # "..., exit code: 2, stdout: ..." - the code sits before the captured output. A refused
    # patch never ran, so an "exit status: N" in its verdict is a helper's (the fs sandbox
    # helper that read the file), not the command's.
    before_output = head.split("stdout:", 1)[0]
    refused_patch = head.startswith(_PATCH_REFUSED)
    if not refused_patch and (match := _FAILURE_EXIT.search(before_output)):
        exit_code = int(match.group(1))
        return ExecResult(exit_code=exit_code, status=status_for_exit(exit_code), output=text)
    if "timed out" in head or head.startswith("aborted"):
        return ExecResult(status=CommandStatus.INTERRUPTED, output=text)
    return ExecResult(status=CommandStatus.ERROR, output=text)


def parse_exec_output(text: str) -> ExecResult:
    """Read the exit code, status, duration and output from one shell tool output."""
    stripped = text.lstrip()
    parsers = (_parse_json_result, _parse_header_result, _parse_debug_failure, _parse_failure_text)
    for parse in parsers:
        result = parse(stripped)
        if result is not None:
            if result.output is None and parse is not _parse_json_result:
                result.output = text
            return result
    return ExecResult(output=text)


def duration_to_ms(value: object) -> int | None:
    """An ``exec_command_end`` duration (``{"secs": s, "nanos": n}`` or seconds) in ms."""
    if isinstance(value, dict):
        secs, nanos = value.get("secs"), value.get("nanos", 0)
        if isinstance(secs, int) and isinstance(nanos, int):
            return secs * 1000 + nanos // 1_000_000
        return None
    return _seconds_to_ms(value)


def patch_in_argv(argv: list[str]) -> str | None:
    """The patch text when a ``shell`` argv invokes apply_patch (directly or by heredoc)."""
    if len(argv) >= 2 and argv[0] in ("apply_patch", "applypatch"):
        return argv[1]
    if len(argv) == 3 and _is_shell(argv[0]):
        script = argv[2]
        if "*** Begin Patch" in script and _HEREDOC_APPLY_PATCH.search(script):
            start = script.index("*** Begin Patch")
            end = script.find("*** End Patch", start)
            return script[start:] if end < 0 else script[start : end + len("*** End Patch")]
    return None


def parse_patch(text: str) -> list[FileEdit]:
    """One :class:`FileEdit` per file of an apply_patch envelope, with +/- line counts."""
    edits: list[FileEdit] = []
    current: FileEdit | None = None
    for line in text.splitlines():
        if match := _PATCH_HEADER.match(line):
            current = FileEdit(path=match.group(2), kind=EditKind.PATCH)
            edits.append(current)
        elif current is None or line.startswith("*** "):
            if current is not None and (move := _MOVE_TO.match(line)):
                current.path = move.group(1)
            continue
        elif line.startswith("+"):
            current.lines_added += 1
        elif line.startswith("-"):
            current.lines_removed += 1
    return edits


def edits_from_changes(changes: dict[str, object]) -> list[FileEdit]:
    """File edits from a ``patch_apply_end`` event's ``changes`` map (path -> change)."""
    edits: list[FileEdit] = []
    for path, raw in changes.items():
        change = as_dict(raw)
        edit = FileEdit(path=as_str(change.get("move_path")) or path, kind=EditKind.PATCH)
        diff = as_str(change.get("unified_diff"))
        content = as_str(change.get("content"))
        if diff is not None:
            for line in diff.splitlines():
                if line.startswith("+") and not line.startswith("+++"):
                    edit.lines_added += 1
                elif line.startswith("-") and not line.startswith("---"):
                    edit.lines_removed += 1
        elif content is not None:
            lines = len(content.splitlines())
            if change.get("type") == "delete":
                edit.lines_removed = lines
            else:
                edit.lines_added = lines
        edits.append(edit)
    return edits


# -- response item fields -----------------------------------------------------------------


def content_text(content: object) -> str:
    parts = [as_str(as_dict(item).get("text")) for item in as_list(content)]
    return "\n".join(part for part in parts if part)


def output_text(value: object) -> str | None:
    """A tool output as text: a string, content items, or ``{"content": ...}``."""
    if isinstance(value, str):
        return value
    if isinstance(value, list):
        return content_text(value)
    if isinstance(value, dict):
        return output_text(value.get("content"))
    return None


def parse_arguments(raw: object) -> dict[str, object] | list[object] | str | None:
    if not isinstance(raw, str):
        return raw if isinstance(raw, (dict, list)) else None
    try:
        parsed = orjson.loads(raw)
    except orjson.JSONDecodeError:
        return raw
    return parsed if isinstance(parsed, (dict, list)) else raw


def int_value(value: object) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.lstrip("-").isdigit():
        return int(value)
    return None
