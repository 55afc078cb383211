"""SWE-agent actions: which are shell commands, what their output proves, which edit files.

Private helper of :mod:`sessgraph.formats.swe_agent`; every function here is pure over one
action string (or function-call arguments) and its observation. The rules are explained in the
reader's module docstring.
"""

from __future__ import annotations

import re
import shlex

from sessgraph.formats._io import as_str
from sessgraph.models import CommandStatus, EditKind, FileEdit

SHELL_TOOL = "bash"
# Commands SWE-agent's tool bundles install (defaults, windowed*, search, submit, edit_anthropic,
# filemap, image_tools, web_browser, forfeit, the CTF tools) and its autosubmission pseudo
# actions. The system prompt of old trajectories lists the configured ones as well.
SPECIAL_COMMANDS = frozenset(
    {
        "open", "goto", "scroll_up", "scroll_down", "create", "edit", "insert", "append",
        "search_dir", "search_file", "find_file", "submit", "str_replace_editor", "filemap",
        "view_image", "exit_forfeit", "skip", "exit_cost", "exit_context", "exit_error",
        "exit_format", "exit_api", "decompile", "disassemble", "debug_start",
        "debug_add_breakpoint", "debug_continue", "debug_step", "debug_exec", "debug_stop",
        "connect_start", "connect_sendline", "connect_exec", "connect_stop", "open_site",
        "close_site", "click_mouse", "double_click_mouse", "drag_mouse", "move_mouse",
        "navigate_back", "navigate_forward", "press_keys_on_page", "reload_page",
        "screenshot_site", "scroll_on_page", "set_browser_window_size", "type_text",
        "wait_time", "execute_script_on_page", "get_console_output",
    }
)  # fmt: skip
_DOCUMENTED_COMMAND = re.compile(r"^([A-Za-z_][\w-]*):\n\s+(?:docstring|signature):", re.MULTILINE)

NO_OUTPUT_MARKER = "Your command ran successfully and did not produce any output."
_TIMEOUT_MARKERS = ("EXECUTION TIMED OUT", "was cancelled because it took more than")
_NOT_EXECUTED_MARKER = "Your bash command contained syntax errors and was NOT executed"
_SHELL_OPERATORS = re.compile(r"[;&|<>`\n]|\$\(")
_NOT_FOUND = re.compile(r"\A(?:/bin/)?(?:ba)?sh: (?:line \d+: )?(\S+): command not found\Z")
_PYTHON = re.compile(r"\Apython(?:\d(?:\.\d+)?)?\Z")
_EXCEPTION_LINE = re.compile(r"\A[A-Za-z_][\w.]*(?:Error|Exception|Exit|Interrupt)\b(?::.*)?\Z")
_SYNTAX_ERROR_LINE = re.compile(r"\A(?:SyntaxError|IndentationError|TabError): ")
# Messages SWE-agent's edit tools print when the file was NOT changed.
EDIT_FAILURE_MARKERS = (
    "Your proposed edit has introduced new syntax error",
    "Your changes have NOT been applied",
    "Your edit was not applied",
    "No replacement was performed",
    "No changes were made",
    "No file opened",
    "No file open",
    "Search text must not be empty",
    "does not exist",
    "already exists",
    "is not an absolute path",
    "Usage: ",
    "Invalid `insert_line`",
)
_FILE_HEADER = re.compile(r"\A\s*\[File: (.+?) \(\d+ lines total\)\]")
_LINE_RANGE = re.compile(r"\A(\d+):(\d+)\s*\Z")


def documented_commands(system_prompt: str) -> set[str]:
    """Command names an old-style system prompt documents (``open:\\n  docstring: …``)."""
    return set(_DOCUMENTED_COMMAND.findall(system_prompt))


def first_word(action: str) -> str:
    parts = action.strip().split(None, 1)
    return parts[0] if parts else ""


def is_simple(command: str) -> bool:
    """One command without pipes, lists, redirections or substitutions."""
    return not _SHELL_OPERATORS.search(command.strip())


def shell_outcome(
    command: str, observation: str, seen_text: str
) -> tuple[CommandStatus, int | None]:
    """Status and exit code of a shell command from its output alone (SWE-agent logs none).

    ``observation`` is the raw output (trajectory step); ``seen_text`` the observation message
    as the model saw it, which carries SWE-agent's "ran successfully" template.
    """
    raw = observation.strip()
    if any(marker in raw for marker in _TIMEOUT_MARKERS):
        return CommandStatus.INTERRUPTED, None
    if _NOT_EXECUTED_MARKER in raw or _NOT_EXECUTED_MARKER in seen_text:
        return CommandStatus.ERROR, None
    if not raw and seen_text.lstrip().startswith(NO_OUTPUT_MARKER):
        return CommandStatus.OK, None
    if not raw or not is_simple(command):
        return CommandStatus.UNKNOWN, None
    not_found = _NOT_FOUND.match(raw)
    if not_found and not_found.group(1) == first_word(command):
        return CommandStatus.FAILED, 127  # bash's own code for "command not found"
    if _PYTHON.match(first_word(command)) and _python_crashed(raw):
        return CommandStatus.FAILED, None
    return CommandStatus.UNKNOWN, None


def _python_crashed(output: str) -> bool:
    """The whole output is one uncaught-exception report (traceback or syntax error)."""
    lines = [line for line in output.splitlines() if line.strip()]
    if not lines:
        return False
    last = lines[-1].strip()
    if lines[0].startswith("Traceback (most recent call last):"):
        return bool(_EXCEPTION_LINE.match(last))
    return lines[0].lstrip().startswith('File "') and bool(_SYNTAX_ERROR_LINE.match(last))


def _lines(text: str | None) -> int:
    return len(text.splitlines()) if text else 0


def _split(action: str) -> list[str]:
    try:
        return shlex.split(action)
    except ValueError:
        return action.split()


def edit_failed(observation: str) -> bool:
    return any(marker in observation for marker in EDIT_FAILURE_MARKERS)


def file_in_observation(observation: str) -> str | None:
    """The path of the ``[File: <path> (N lines total)]`` header editor commands print."""
    match = _FILE_HEADER.match(observation)
    return match.group(1) if match else None


def edits_for(
    name: str,
    action: str,
    arguments: dict[str, object],
    open_file: str | None,
    observation: str,
) -> list[FileEdit]:
    """The file edits a special command made, or none when its output reports a failure."""
    if edit_failed(observation):
        return []
    shown = file_in_observation(observation)
    if name == "str_replace_editor":
        return _str_replace_editor(action, arguments)
    if name == "create":
        words = _split(action)
        path = shown or as_str(arguments.get("filename")) or (words[1] if len(words) > 1 else None)
        return [FileEdit(path=path, kind=EditKind.WRITE)] if path else []
    if name not in ("edit", "insert", "append"):
        return []
    path = shown or open_file
    if not path:
        return []
    added, removed = _edit_counts(name, action, arguments)
    return [FileEdit(path=path, kind=EditKind.EDIT, lines_added=added, lines_removed=removed)]


def _edit_counts(name: str, action: str, arguments: dict[str, object]) -> tuple[int, int]:
    """(added, removed) of ``edit N:M`` blocks, ``edit 'search' 'replace'`` and ``insert``."""
    if "search" in arguments or "replace" in arguments:
        return _lines(as_str(arguments.get("replace"))), _lines(as_str(arguments.get("search")))
    if name != "edit":
        text = as_str(arguments.get("text")) or as_str(arguments.get("line"))
        if text is None:
            words = _split(action)
            text = words[1] if len(words) > 1 else None
        return _lines(text), 0
    head, _, body = action.partition("\n")
    span = _LINE_RANGE.match(head.strip().removeprefix("edit").strip())
    if span:
        body = body.rstrip()
        body = body.removesuffix("end_of_edit").rstrip("\n")
        start, end = int(span.group(1)), int(span.group(2))
        return _lines(body), max(end - start + 1, 0)
    words = _split(action)
    if len(words) >= 3:
        return _lines(words[2]), _lines(words[1])
    return 0, 0


def _str_replace_editor(action: str, arguments: dict[str, object]) -> list[FileEdit]:
    args = dict(arguments)
    if not args:
        words = _split(action)[1:]
        if len(words) >= 2:
            args = {"command": words[0], "path": words[1]}
            flags = words[2:]
            for flag, value in zip(flags[::2], flags[1::2], strict=False):
                args[flag.removeprefix("--")] = value
    command = as_str(args.get("command"))
    path = as_str(args.get("path"))
    if not path:
        return []
    if command == "create":
        added = _lines(as_str(args.get("file_text")))
        return [FileEdit(path=path, kind=EditKind.WRITE, lines_added=added)]
    if command == "str_replace":
        added, removed = _lines(as_str(args.get("new_str"))), _lines(as_str(args.get("old_str")))
        return [FileEdit(path=path, kind=EditKind.EDIT, lines_added=added, lines_removed=removed)]
    if command == "insert":
        added = _lines(as_str(args.get("new_str")))
        return [FileEdit(path=path, kind=EditKind.EDIT, lines_added=added)]
    return []
