"""sessgraph's reading of a labelled transcript in the labels' terms: the one place where the
deliberate differences between sessgraph's definitions and the labels' are written out.

The labels (``counts.shell_commands``, ``failed_native_ids``, ``exit_unknown``) were made blind,
from the raw files; sessgraph's records follow its own definitions (README "Supported formats",
each reader's docstring). :func:`observe` reads a file with sessgraph and maps every difference
onto sessgraph's side, so the tests can then compare exactly. Two kinds of difference:

**Definitions** (sessgraph against every label set), each a rule about one format:

1. Claude Code ``!cmd`` commands the user typed are stored (user-bash calls); the labels count
   the agent's commands only.
2. Claude Code: the labels' failure is the tool_result's ``is_error``, which includes a user
   rejection (the command never ran; sessgraph: ``interrupted``). Their "exit unknown" is a
   Bash call with no tool_result at all (a result Claude Code chose not to call an error, e.g.
   grep's "No matches found", is ``ok`` with exit unknown in sessgraph; the labels do not list
   those). A call Claude Code moved to the background ("Command running in background with
   ID: …", is_error false) is settled by its later notification: sessgraph calls a killed or
   stopped one ``interrupted`` with ``is_error``; the labels count it neither failed nor exit
   unknown (it has a result and no failure status), so only a reported failure counts.
3. Codex: ``apply_patch`` run through the ``shell`` tool is a file edit in sessgraph, not a
   command; the labels count it as a shell command, so it is added back here, read by the
   Codex exec-output rules (an exit code where its output has one).
4. Codex: a line typed with ``write_stdin`` into an interactive shell is a command of its own
   in sessgraph (its output, no exit code); the labels count only the shell's ``exec_command``
   and treat the typed lines as its continuation.
5. Gemini CLI: a call the agent started with ``is_background`` returns "Command moved to
   background (PID: N)"; sessgraph says ``running``, the labels count it launched (neither failed
   nor exit unknown), as they do Claude Code's backgrounded calls.
6. Records without ids (aider histories, Markdown exports): the labels name a command by the
   0-based line it is on (``line:N``); sessgraph keys those records by source line, as
   :func:`sessgraph.evaluate.ids.indexed_line` and ``NativeIdIndex`` do: a label resolves to the
   message read at or before its line, and aider's status lines (``> Running cmd``) to the
   message they report on, the nearest earlier one holding commands (the aider reader files a
   status line's actions on the reply that caused them). Commands are then compared per message:
   ``@<session>:<seq>#<k>`` is the k-th command of that message in a given outcome.

7. Claude Code 2.1 subagents echoed into the parent file (``agent_progress`` lines) are
   rebuilt by sessgraph as sidechain sessions ``<parent>:agent-<id>`` when the agent's own
   file is absent; the labels count the file's top-level calls only: "187 agent_progress
   records carry three Explore subagents' own messages, including 27 more Bash calls …; they
   are not counted here" (claude-code-rust-jj counts_notes, dac8bfb4), "it is a subagent echo,
   not counted here (a reader that counts it gets 49, exit 0)" (another set's counts_notes).
   :func:`observe` leaves those sessions out (:func:`labelled_sessions`); a subagent read
   from its own ``agent-<id>.jsonl`` file is that file's session and is counted.

8. SpecStory histories: a shell tool use the export wrote without its command (the Cursor
   extension's bare ``Tool use: **run_terminal_cmd**`` with no fence below) is a tool call
   without a command in sessgraph (there is nothing to run or compare); the labels count it
   as a shell command with no exit code ("five run_terminal_cmd records at the end have no
   command and no output at all (counted, exit unknown)", specstory-histories counts_notes).

**Labelling conventions**, which differ between label sets (each set's README or counts_notes
says which it used): a shell call that reported an error but recorded no exit code (sessgraph:
``error`` or ``interrupted``: refused by the sandbox or the user, cancelled, timed out, the tool
missing, a patch refused) counts as failed, as exit unknown, or as both. :data:`NO_EXIT_ERROR`
gives the rule per format, :data:`NO_EXIT_ERROR_IN_SET` the sets whose labeller chose otherwise.
"""

from __future__ import annotations

import functools
import re
from bisect import bisect_right
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path

from sessgraph.evaluate.ids import indexed_line
from sessgraph.formats import detect_file, specstory
from sessgraph.formats._claude_code_tools import USER_BASH_TOOL
from sessgraph.formats._codex_exec import parse_exec_output
from sessgraph.formats.codex import STDIN_TOOL
from sessgraph.models import Command, CommandStatus, MessageKind, ParsedSession, Role, ToolCall


class Counted(Enum):
    """How a label set counts a shell call that reported an error but no exit code."""

    FAILED = "failed"
    UNKNOWN = "exit unknown"
    BOTH = "failed and exit unknown"


# Per format, for commands ("command") and for Codex's shell-run apply_patch ("patch").
NO_EXIT_ERROR: dict[tuple[str, str], Counted] = {
    # Claude Code: the tool_result's is_error (rule 2) - every Claude label set.
    ("claude-code", "command"): Counted.FAILED,
    # pi: "pi timeouts (isError, no exit code) are counted as failed, like Claude is_error"
    # (pi-gemini-codex-ml README).
    ("pi", "command"): Counted.FAILED,
    # Cline: "one user denial ('The user denied this operation.') … counted as failed like a
    # Claude rejection" (cline-codex-claude-infra counts_notes).
    ("cline", "command"): Counted.FAILED,
    # Codex: "failures with unknown exit: listed in exit_unknown" (codex-opencode README 4;
    # codex-five-repos, codex-gemini-pi, codex-research-devenv, files.gold.json alike).
    ("codex", "command"): Counted.UNKNOWN,
    # A refused shell-run patch: "counted as failed (plain-text failure output), not as
    # exit_unknown" (codex-research-devenv counts_notes), as in corpus.gold.json and
    # codex-app-repos.
    ("codex", "patch"): Counted.FAILED,
    # Gemini CLI cancelled calls: "no exit code -> exit_unknown" (claude-gemini-dotfiles
    # README; pi-gemini-codex-ml alike).
    ("gemini", "command"): Counted.UNKNOWN,
    # Antigravity: "Failed = result content 'The command failed with exit code: N' (7), status
    # ERROR 'user denied permission for command(...)' (2, user rejections)" (claude-code-
    # antigravity-pi counts_notes).
    ("antigravity", "command"): Counted.FAILED,
    # opencode user aborts and tool timeouts: exit unknown (codex-opencode, mixed-agents).
    ("opencode", "command"): Counted.UNKNOWN,
}

# Sets whose labeller counted that case otherwise, keyed (set, format, kind), with their words.
NO_EXIT_ERROR_IN_SET: dict[tuple[str, str, str], Counted] = {
    # "Two outputs are the plain string 'failed in sandbox: Operation not permitted' (not JSON,
    # no exit code) and count as failed" (codex-app-repos counts_notes; its timeout alike).
    ("codex-app-repos", "codex", "command"): Counted.FAILED,
    # "Two sandbox denials have NO JSON and no exit code: their output is plain text starting
    # 'failed in sandbox: ' …; they are counted as failed" (codex-claude-sandbox counts_notes).
    ("codex-claude-sandbox", "codex", "command"): Counted.FAILED,
    # "failures with unknown exit: listed in exit_unknown" applies to its intercepted
    # apply_patch too (codex-opencode README 4, 5).
    ("codex-opencode", "codex", "patch"): Counted.UNKNOWN,
    # "apply_patch verification failed" patches are listed in exit_unknown (codex-gemini-pi,
    # mixed-agents labels, no failure status or exit code in the output).
    ("codex-gemini-pi", "codex", "patch"): Counted.UNKNOWN,
    ("mixed-agents", "codex", "patch"): Counted.UNKNOWN,
    # "Legacy ocodex format: plain-text apply_patch errors have no exit code, so I put them under
    # exit unknown rather than failed" (codex-sandbox-legacy, labeller's notes).
    ("codex-sandbox-legacy", "codex", "patch"): Counted.UNKNOWN,
    # "Failed apply_patch calls carry no exit code (exit_unknown) and their episodes are
    # `shell: false`" (codex-python-windows README).
    ("codex-python-windows", "codex", "patch"): Counted.UNKNOWN,
    # "Gemini chat recording: status cancelled / error shell calls count as failed and as
    # exit_unknown (they never ran)" (codex-gemini-pi README; mixed-agents README alike).
    ("codex-gemini-pi", "gemini", "command"): Counted.BOTH,
    ("mixed-agents", "gemini", "command"): Counted.BOTH,
    # "No exit codes anywhere (failed_shell_commands = 0, all 19 exit_unknown)", a user denial
    # included: "api:13 was denied by the user (command never ran)" (cline-aider-bob counts_notes).
    ("cline-aider-bob", "cline", "command"): Counted.UNKNOWN,
}

# Sets whose labeller counted a call the user denied (sessgraph: ``interrupted``) as failed while
# other calls without an exit code stay exit unknown: "a user-denied call has response.error
# '[Operation Cancelled] Reason: User did not allow tool call' and no exit code — counted as
# failed, as Claude Code counts a rejection" (immo212), where "spawn bash ENOENT … bash never
# started" is exit unknown (LowCal 09-24; gemini-error-reports counts_notes).
DENIED_IS_FAILED_IN_SET = frozenset({("gemini-error-reports", "gemini-checkpoint")})

# Sets whose labeller counted a backgrounded call whose end is never reported (sessgraph:
# ``running``) as exit unknown, where rules 2 and 5 count it launched: "the backgrounded 'npm run
# dev' …, whose output is only 'Command moved to background …' — its exit is unknown"; a Claude
# Code background build "stopped with TaskStop and never gets a notification, so its exit is
# unknown" (gemini-claude-powershell counts_notes).
RUNNING_IS_UNKNOWN_IN_SET = frozenset({"gemini-claude-powershell"})

# Sets whose labeller counted a Claude Code failure by the tool_result's is_error alone (the
# schema's words), so a backgrounded call whose later notification reports a failure is not
# failed there: "59 Bash tool_use blocks. Two is_error results: …" (compiled-riscv-unity
# counts_notes, a99553e0, whose background smoke test is reported "failed with exit code 144").
BACKGROUND_FAILURE_UNCOUNTED_IN_SET = frozenset({"compiled-riscv-unity"})

# Sets whose labeller counted a pi call that never got a result, because the user wrote before
# it answered (sessgraph: ``interrupted``), as exit unknown, where "Command aborted" results
# (isError) are failed: "2 have none (exit_unknown): toolu_0134… (user typed a message while it
# was pending …)" (pi-gemini-opencode counts_notes).
UNANSWERED_IS_UNKNOWN_IN_SET = frozenset({"pi-gemini-opencode"})

# Sets whose labeller named a SpecStory tool use by its ``<details><summary>Tool use: …`` line
# rather than the ``<tool-use …>`` tag line above it, where sessgraph's ``line:N`` points:
# "Native id = the line of `<details><summary>Tool use: **NAME** • …`" (aider-specstory-wsl
# README). Both lines open the same block; the labels' line is one below the tag's.
SUMMARY_LINE_IDS_IN_SET = frozenset({"aider-specstory-wsl"})

# Sets whose labeller counted a Codex process whose later poll says "Process exited with code -1"
# (Codex's code for a process that ended without a status, here killed) as failed, where
# sessgraph keeps no exit code (_codex_exec.NO_EXIT_STATUS; status error): "call_znEYx… exits -1
# in poll call_m96mh8… after the agent killed its vite process" (codex-sandbox-network
# counts_notes, listed in failed_native_ids).
POLLED_MINUS_ONE_IS_FAILED_IN_SET = frozenset({"codex-sandbox-network"})
_RUNNING_SESSION = re.compile(r"^Process running with session ID (\S+)\s*$", re.MULTILINE)
_EXITED_MINUS_ONE = re.compile(r"^Process exited with code -1\s*$", re.MULTILINE)

# Sets whose labeller read a Claude Code shell use in a SpecStory history that shows no
# ``Exit code N`` line as exit 0 (Claude Code writes the line only on failure), except one moved
# to the background; sessgraph keeps the exit code unknown where the text states none (README,
# SpecStory row), as the specstory-histories labeller did.
SPECSTORY_CLAUDE_UNSTATED_IS_OK_IN_SET = frozenset({"specstory-widgets-playlists"})

_CLAUDE_BACKGROUNDED = re.compile(r"^Command running in background with ID: ")
_NOT_RUN = (CommandStatus.ERROR, CommandStatus.INTERRUPTED)


def counted(set_name: str, reader: str, kind: str) -> Counted:
    """How ``set_name``'s labels count a ``reader`` call with an error and no exit code."""
    in_set = NO_EXIT_ERROR_IN_SET.get((set_name, reader, kind))
    return in_set or NO_EXIT_ERROR.get((reader, kind), Counted.UNKNOWN)


@dataclass
class Observed:
    """What sessgraph read from one file, in the labels' terms (id-less commands as
    ``@<session>:<seq>#<k>``, see rule 6)."""

    shell_ids: list[str | None]
    failed: set[str | None]
    exit_unknown: set[str | None]
    holders: _Holders = field(repr=False)

    def labels(self, ids: Iterable[str]) -> set[str | None]:
        """Label ids as sessgraph names the same records (``line:N`` resolved by rule 6)."""
        return self.holders.resolve(ids)


class _Holders:
    """Where a ``line:N`` label lands: the messages by source line, and which hold id-less
    commands."""

    def __init__(self, sessions: list[ParsedSession]) -> None:
        rows = []
        for index, parsed in enumerate(sessions):
            for message in parsed.messages:
                if message.source_line is None:
                    continue
                holds = any(
                    c.command is not None and c.native_id is None for c in message.tool_calls
                )
                # aider's status lines are `meta`, or `error` when they hold a failure of the
                # turn (formats/aider.py): either way a status message.
                is_status = message.role == Role.SYSTEM and message.kind in (
                    MessageKind.META,
                    MessageKind.ERROR,
                )
                rows.append((message.source_line, index, message.seq, holds, is_status))
        rows.sort()
        self.rows = rows
        self.starts = [row[0] for row in rows]

    def position(self, line: int) -> str | None:
        at = bisect_right(self.starts, line) - 1
        if at < 0:
            return None
        _, session, seq, holds, is_status = self.rows[at]
        if holds:
            return f"@{session}:{seq}"
        if not is_status:
            return None
        for _, earlier_session, earlier_seq, earlier_holds, _ in reversed(self.rows[:at]):
            if earlier_session == session and earlier_holds:
                return f"@{session}:{earlier_seq}"
        return None

    def resolve(self, ids: Iterable[str]) -> set[str | None]:
        named: list[str | None] = []
        for native_id in sorted(ids, key=lambda i: (indexed_line(i) or 0, i)):
            line = indexed_line(native_id)
            position = self.position(line) if line is not None else None
            named.append(position if position is not None else native_id)
        return set(_numbered(named))


def _numbered(ids: list[str | None]) -> list[str | None]:
    """Positions (``@…``) repeat when one message holds several commands: number them."""
    seen: Counter[str] = Counter()
    out: list[str | None] = []
    for native_id in ids:
        if native_id is not None and native_id.startswith("@"):
            out.append(f"{native_id}#{seen[native_id]}")
            seen[native_id] += 1
        else:
            out.append(native_id)
    return out


def _is_patch_edit(call: ToolCall) -> bool:
    # Rule 3: Codex's apply_patch through the `shell` tool, recorded as edits, no command.
    return call.command is None and call.name == "shell" and bool(call.edits)


def _outcome(
    reader: str, set_name: str, call: ToolCall, command: Command, kind: str
) -> tuple[bool, bool]:
    """``(failed, exit unknown)`` of one command as the set's labels count it."""
    if command.status == CommandStatus.RUNNING and set_name in RUNNING_IS_UNKNOWN_IN_SET:
        return False, True
    if (
        reader == "pi"
        and set_name in UNANSWERED_IS_UNKNOWN_IN_SET
        and command.status == CommandStatus.INTERRUPTED
        and call.result_text is None
    ):
        return False, True
    if reader == "claude-code":
        # Rule 2.
        backgrounded = bool(_CLAUDE_BACKGROUNDED.match(call.result_text or ""))
        if backgrounded and set_name in BACKGROUND_FAILURE_UNCOUNTED_IN_SET:
            return False, False
        failed = (
            command.exit_code not in (None, 0)
            or command.status == CommandStatus.FAILED
            or (call.is_error is True and not backgrounded)
        )
        return failed, call.result_text is None
    if command.exit_code is not None:
        return command.exit_code != 0, False
    if command.status == CommandStatus.FAILED:
        return True, False
    if (
        command.status == CommandStatus.INTERRUPTED
        and (set_name, reader) in DENIED_IS_FAILED_IN_SET
    ):
        return True, False
    if command.status in _NOT_RUN:
        how = counted(set_name, reader, kind)
        return how != Counted.UNKNOWN, how != Counted.FAILED
    if reader == "gemini" and command.status == CommandStatus.RUNNING:
        return False, False  # Rule 5.
    return False, True


def _patch_command(call: ToolCall) -> Command:
    """A shell-run patch as the command the labels count, read by Codex's exec-output rules."""
    result = parse_exec_output(call.result_text or "") if call.result_text is not None else None
    if result is None:
        return Command(command="apply_patch")
    status = result.status
    if call.is_error and status in (CommandStatus.OK, CommandStatus.UNKNOWN):
        status = CommandStatus.ERROR  # a patch_apply_end event said it did not apply
    return Command(command="apply_patch", exit_code=result.exit_code, status=status)


def labelled_sessions(reader: str, sessions: list[ParsedSession]) -> list[ParsedSession]:
    """The sessions the labels count (rule 7): without the Claude Code subagents a parent
    file's progress lines rebuilt (sessions after the file's own, whose parent it is)."""
    if reader != "claude-code" or not sessions:
        return sessions
    own = sessions[0].session.id
    return [sessions[0]] + [s for s in sessions[1:] if s.session.parent_session_id != own]


def _summary_line(path: Path, call: ToolCall) -> str | None:
    """The ``<details><summary>`` line of a SpecStory tool use when it is the line below the
    call's ``<tool-use>`` tag (:data:`SUMMARY_LINE_IDS_IN_SET`), else the call's own id."""
    line = indexed_line(call.native_id or "")
    if line is None:
        return call.native_id
    lines = _text_lines(path)
    below = lines[line] if line < len(lines) else ""
    return f"line:{line}" if below.startswith("<details><summary>") else call.native_id


@functools.cache
def _text_lines(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8", errors="replace").split("\n")


def _polled_minus_one(sessions: list[ParsedSession]) -> set[str]:
    """Codex exec calls left running whose session a later ``write_stdin`` poll reports ended
    with code -1 (:data:`POLLED_MINUS_ONE_IS_FAILED_IN_SET`)."""
    running: dict[str, str] = {}
    ended: set[str] = set()
    for parsed in sessions:
        for message in parsed.messages:
            for call in message.tool_calls:
                text = call.result_text or ""
                if call.name == STDIN_TOOL and _EXITED_MINUS_ONE.search(text):
                    arguments = call.input if isinstance(call.input, dict) else {}
                    session = str(arguments.get("session_id"))
                    if session in running:
                        ended.add(running.pop(session))
                elif (
                    call.name != STDIN_TOOL
                    and call.native_id
                    and (match := _RUNNING_SESSION.search(text))
                ):
                    running[match.group(1)] = call.native_id
    return ended


def observe(path: Path, set_name: str) -> Observed:
    """sessgraph's commands of ``path`` as the labels of ``set_name`` count them."""
    reader = detect_file(path)
    sessions = labelled_sessions(reader.name, list(reader.read(path)))
    shell_ids: list[str | None] = []
    failed: list[str | None] = []
    unknown: list[str | None] = []
    killed: set[str] = set()
    if reader.name == "codex" and set_name in POLLED_MINUS_ONE_IS_FAILED_IN_SET:
        killed = _polled_minus_one(sessions)
    for index, parsed in enumerate(sessions):
        for message in parsed.messages:
            for call in message.tool_calls:
                kind = "command"
                command = call.command
                if reader.name == "codex" and _is_patch_edit(call):
                    kind, command = "patch", _patch_command(call)
                if reader.name == "specstory" and set_name in SUMMARY_LINE_IDS_IN_SET:
                    call = call.model_copy(update={"native_id": _summary_line(path, call)})
                if command is None and reader.name == "specstory":  # rule 8
                    if call.name.lower() in specstory.SHELL_TOOLS:
                        shell_ids.append(call.native_id)
                        unknown.append(call.native_id)
                    continue
                if command is None or call.name == USER_BASH_TOOL:  # rule 1
                    continue
                if reader.name == "codex" and call.name == STDIN_TOOL:  # rule 4
                    continue
                named = call.native_id
                if named is None and message.source_line is not None:
                    named = f"@{index}:{message.seq}"  # rule 6
                shell_ids.append(named)
                is_failed, is_unknown = _outcome(reader.name, set_name, call, command, kind)
                if named in killed:
                    is_failed, is_unknown = True, False
                if (
                    reader.name == "specstory"
                    and set_name in SPECSTORY_CLAUDE_UNSTATED_IS_OK_IN_SET
                    and parsed.session.agent == "claude-code"
                    and command.exit_code is None
                    and command.status == CommandStatus.UNKNOWN
                    and not _CLAUDE_BACKGROUNDED.match(call.result_text or "")
                ):
                    is_failed, is_unknown = False, False
                if is_failed:
                    failed.append(named)
                if is_unknown:
                    unknown.append(named)
    return Observed(
        _numbered(shell_ids), set(_numbered(failed)), set(_numbered(unknown)), _Holders(sessions)
    )
