"""Tool calls of the pi coding agent: its ``bash`` tool as a shell command, ``edit`` and ``write``
as file edits, anything else (``read``, ``grep``, ``find``, ``ls``, extension tools) as a plain
call.

Private helper of :mod:`sessgraph.formats.pi`. The rules come from pi's tool sources
(``packages/coding-agent/src/core/tools/bash.ts``, ``edit.ts``, ``write.ts`` and the agent loop
in ``packages/agent/src/agent-loop.ts``), not from guesses at the text:

* pi writes **no exit-code field** for its bash tool. A command that exits non-zero makes the tool
  throw with its output followed by ``Command exited with code N`` (the last such line counts),
  so the result has ``isError: true``: ``failed``, exit N. ``Command aborted`` (the user pressed
  Escape) and ``Command timed out after N seconds`` end the text of a command that was stopped:
  ``interrupted``, exit unknown. Any other error result never ran the command (the working
  directory is gone, an extension blocked the call, the arguments did not validate, ``Tool bash
  not found``): ``error``, exit unknown, except ``Error executing command: …`` (the first
  builds' failure): ``failed``, exit unknown.
* ``isError: false`` means the command exited 0 (pi resolves only then), so ``ok`` with exit 0.
  A command killed by a signal also resolves (its exit code is ``null``); the file cannot tell
  it apart, so it counts as ``ok`` too. Exception: the first builds (October – November 2025)
  returned failures as normal results starting ``Command exited with code N``, ``Error
  executing command`` or ``Command aborted``; such a start is read as the failure it reports.
* A call with no result entry (the file ends while it runs, or the branch was left before the
  result was written) has status ``unknown``.
* ``edit`` takes ``{path, oldText, newText}`` or (later builds) ``{path, edits: [{oldText,
  newText}, …]}``; ``write`` takes ``{path, content}``. An error result means the file did not
  change ("Could not find edits[0] …"), so such a call has no edits.
"""

from __future__ import annotations

import re

from sessgraph.formats._io import as_dict, as_list, as_str
from sessgraph.formats._text_edits import diff_line_counts, line_count
from sessgraph.models import Command, CommandStatus, EditKind, FileEdit, ToolCall

SHELL_TOOL = "bash"
# The tool name given to the user's own ``!cmd`` commands, so they are told apart from the
# agent's ``bash`` calls (the name Claude Code's reader gives its user-bash calls).
USER_SHELL_TOOL = "user-bash"
_EXITED = re.compile(r"Command exited with code (-?\d+)")
_STOPPED = ("Command aborted", "Command timed out after")
_OLD_FAILURE = "Error executing command"


def result_text(content: object) -> str:
    """The text blocks of a tool result (or a message) joined; images are left out."""
    if isinstance(content, str):
        return content
    parts = []
    for block in as_list(content):
        text = as_str(as_dict(block).get("text"))
        if as_dict(block).get("type") == "text" and text is not None:
            parts.append(text)
    return "\n".join(parts)


def shell_outcome(text: str | None, is_error: bool | None) -> tuple[CommandStatus, int | None]:
    """Status and exit code of a bash call from its result (``None``: no result recorded)."""
    if text is None or is_error is None:
        return CommandStatus.UNKNOWN, None
    if not is_error:
        return _old_build_outcome(text)
    exits = _EXITED.findall(text)
    if exits:
        return CommandStatus.FAILED, int(exits[-1])
    tail = text.rstrip()[-200:]
    if any(marker in tail for marker in _STOPPED):
        return CommandStatus.INTERRUPTED, None
    if text.startswith(_OLD_FAILURE):
        return CommandStatus.FAILED, None
    return CommandStatus.ERROR, None


def _old_build_outcome(text: str) -> tuple[CommandStatus, int | None]:
    """A result pi did not mark as an error. The first builds (October – November 2025)
    returned a failure as a normal result that starts with what happened."""
    head = text.lstrip()
    exited = _EXITED.match(head)
    if exited:
        return CommandStatus.FAILED, int(exited.group(1))
    if head.startswith(_OLD_FAILURE):
        return CommandStatus.FAILED, None
    if head.startswith(_STOPPED[0]):
        return CommandStatus.INTERRUPTED, None
    return CommandStatus.OK, 0


def _edit_pairs(arguments: dict[str, object]) -> list[tuple[str, str]]:
    pairs = []
    listed = arguments.get("edits")
    items = as_list(listed) if isinstance(listed, list) else [arguments]
    for item in items:
        old = as_str(as_dict(item).get("oldText"))
        new = as_str(as_dict(item).get("newText"))
        if old is not None and new is not None:
            pairs.append((old, new))
    return pairs


def file_edits(name: str, arguments: dict[str, object]) -> list[FileEdit]:
    """The edit a successful ``edit`` / ``write`` call made (one record per call)."""
    path = as_str(arguments.get("path")) or as_str(arguments.get("file_path"))
    if path is None:
        return []
    if name == "write":
        content = as_str(arguments.get("content"))
        if content is None:
            return []
        return [FileEdit(path=path, kind=EditKind.WRITE, lines_added=line_count(content))]
    if name != "edit":
        return []
    pairs = _edit_pairs(arguments)
    if not pairs:
        return []
    added = removed = 0
    for old, new in pairs:
        plus, minus = diff_line_counts(old, new)
        added += plus
        removed += minus
    return [FileEdit(path=path, kind=EditKind.EDIT, lines_added=added, lines_removed=removed)]


def tool_call(
    block: dict[str, object],
    result: dict[str, object] | None,
    cwd: str | None,
    started_at: str | None,
) -> ToolCall:
    """One ``toolCall`` content block with its ``toolResult`` message (``None`` if none)."""
    name = as_str(block.get("name")) or "unknown"
    raw_arguments = block.get("arguments")
    arguments = as_dict(raw_arguments)
    text = result_text(result.get("content")) if result is not None else None
    is_error = None
    if result is not None:
        flag = result.get("isError")
        is_error = flag if isinstance(flag, bool) else False
    command = None
    shell = as_str(arguments.get("command"))
    if name == SHELL_TOOL and shell is not None:
        status, exit_code = shell_outcome(text, is_error)
        command = Command(
            command=shell,
            cwd=cwd,
            exit_code=exit_code,
            status=status,
            output=text,
            started_at=started_at,
        )
    edits = file_edits(name, arguments) if is_error is False else []
    return ToolCall(
        native_id=as_str(block.get("id")),
        name=name,
        input=raw_arguments if isinstance(raw_arguments, (dict, list, str)) else None,
        result_text=text,
        is_error=is_error,
        command=command,
        edits=edits,
    )


def user_shell_call(entry_id: str | None, message: dict[str, object], cwd: str | None) -> ToolCall:
    """A ``!cmd`` the user ran in pi's bash mode (a ``bashExecution`` message): pi records its
    exit code itself (``null`` when it was cancelled or killed)."""
    shell = as_str(message.get("command")) or ""
    output = as_str(message.get("output"))
    raw_exit = message.get("exitCode")
    exit_code = raw_exit if isinstance(raw_exit, int) and not isinstance(raw_exit, bool) else None
    if message.get("cancelled") is True:
        status = CommandStatus.INTERRUPTED
    elif exit_code is None:
        status = CommandStatus.UNKNOWN
    else:
        status = CommandStatus.OK if exit_code == 0 else CommandStatus.FAILED
    return ToolCall(
        native_id=entry_id,
        name=USER_SHELL_TOOL,
        input={"command": shell},
        result_text=output,
        is_error=status in (CommandStatus.FAILED, CommandStatus.INTERRUPTED),
        command=Command(command=shell, cwd=cwd, exit_code=exit_code, status=status, output=output),
    )
