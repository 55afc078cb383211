"""Shell outcomes shared by the GitHub Copilot CLI readers (the ``/share`` Markdown and the
session log): the ``<exited with exit code N>`` marker a result ends with, calls refused or
aborted, and background shells whose end a later ``read_bash`` / ``write_bash`` reports."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from sessgraph.models import Command, CommandStatus

SHELL_TOOLS = frozenset({"bash", "local_shell", "powershell", "shell"})
EXITED = re.compile(r"^<exited with exit code (-?\d+)>$", re.MULTILINE)
# A command moved to the background when it started, or when it outlived its wait.
_BACKGROUND = re.compile(
    r"<command (?:started in (?:detached )?background with shellId: ([^>\s]+)>"
    r"|with shellId: ([^>\s]+) is still running)"
)
_LATER_EXIT = re.compile(
    r"<command with (?:shellId|id): ([^>\s]+) (?:exited with exit code (-?\d+)|stopped)"
)
REFUSED = (
    "Denied by preToolUse hook",
    "Command blocked:",
    "Command not executed.",
    "The user rejected this tool call",
    "Operation aborted by user",
    "Permission to run this tool was denied",
)


def refused(result: str | None) -> bool:
    """Whether a failed call's result says it never ran (a hook, a policy, the user, an abort)."""
    return result is not None and result.lstrip().startswith(REFUSED)


@dataclass
class ShellTracker:
    """Builds the commands of one session, remembering those still running in the background."""

    background: dict[str, Command] = field(default_factory=dict)

    def command(
        self,
        script: str,
        result: str | None,
        *,
        failed: bool,
        refused: bool = False,
        succeeded: bool = False,
        exit_code: int | None = None,
    ) -> Command:
        """``failed`` / ``succeeded``: what the call's own outcome says, used when the result
        states no exit code; ``exit_code``: one the format records apart from the result."""
        output, code, status = result, exit_code, CommandStatus.UNKNOWN
        exited = list(EXITED.finditer(result or ""))
        if result is not None and exited:
            last = exited[-1]
            code = int(last.group(1)) if code is None else code
            output = (result[: last.start()] + result[last.end() :]).rstrip("\n")
        if code is not None:
            status = CommandStatus.OK if code == 0 else CommandStatus.FAILED
        elif refused:
            status = CommandStatus.INTERRUPTED
        elif failed:
            status = CommandStatus.FAILED
        elif succeeded:
            status = CommandStatus.OK
        background = _BACKGROUND.search(result or "") if code is None and not refused else None
        if background is not None:
            status = CommandStatus.RUNNING
        command = Command(command=script, exit_code=code, status=status, output=output)
        if background is not None:
            self.background[background.group(1) or background.group(2)] = command
        return command

    def later_exit(self, result: str) -> None:
        """A background command's end, as a later read/write/stop call reports it."""
        for match in _LATER_EXIT.finditer(result):
            command = self.background.get(match.group(1))
            if command is None or command.status != CommandStatus.RUNNING:
                continue
            if match.group(2) is None:
                command.status = CommandStatus.INTERRUPTED
            else:
                command.exit_code = int(match.group(2))
                ok = command.exit_code == 0
                command.status = CommandStatus.OK if ok else CommandStatus.FAILED
