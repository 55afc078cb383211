"""Read one stored session back as the extractor's inputs: actions in order, and prose.

Edits are reconstructed from the tool call input whatever the format calls its fields
(opencode ``oldString``/``newString``, Claude Code ``old_string``/``new_string``, ``content``
of a write, a unified or ``*** Begin Patch`` diff), so the extractor sees what text a change
added and removed.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import orjson
import sqlite_utils

from sessgraph.extract.episodes import Action
from sessgraph.extract.masked import BACKGROUND_READ_CHARS, background_output_file
from sessgraph.extract.records import READ_TOOLS
from sessgraph.extract.tool_errors import (
    EDITOR_DIAGNOSTICS,
    MODEL_API,
    REREAD_REFUSED,
    api_error_failure,
    diagnostics_failure,
    error_payload_failure,
    notification_failure,
    refused_rereads,
    self_named_failure,
)
from sessgraph.extract.tool_retries import sibling_tools

_NEW_KEYS = ("newString", "new_string", "content", "new_source", "new_str", "file_text")
_OLD_KEYS = ("oldString", "old_string", "old_str")
_PATCH_KEYS = ("patch", "patchText", "input", "diff")


# A sandboxed agent asks for other permissions in the call's arguments (Codex
# `sandbox_permissions: "require_escalated"`, older `with_escalated_permissions: true`): read
# them from the stored tool-call input, so a re-run with them is seen as a permission change.
_PERMISSION_KEYS = ("sandbox_permissions", "with_escalated_permissions")
_PERMISSIONS_SQL = (
    "CASE WHEN t.input LIKE '%_permissions%' AND json_valid(t.input) THEN nullif(rtrim("
    + " || ".join(
        f"coalesce('{key}=' || json_extract(t.input, '$.{key}') || ' ', '')"
        for key in _PERMISSION_KEYS
    )
    + "), '') END"
)


# The file a tool call acts on, whatever the format calls the field.
# (Amazon Q's fs_read takes a list of operations: the first one's path.)
_TARGET_KEYS = (
    "file_path",
    "filePath",
    "path",
    "absolute_path",
    "notebook_path",
    "operations[0].path",
)
_TARGET_SQL = (
    "CASE WHEN json_valid(t.input) THEN coalesce("
    + ", ".join(f"json_extract(t.input, '$.{key}')" for key in _TARGET_KEYS)
    + ") END"
)


# What the agent says a shell call is for, where the format has a field for it.
_DESCRIPTION_SQL = (
    "CASE WHEN t.input LIKE '%\"description\"%' AND json_valid(t.input) "
    "THEN json_extract(t.input, '$.description') END"
)


def _failed_call(
    seq: int, message_id: int, tool: str, error: str, target: str | None = None
) -> Action:
    """A failure of a call that ran no command and made no edit: a symptom of its own."""
    return Action(
        seq=seq, message_id=message_id, status="error", tool=tool, tool_error=error, target=target
    )


def tool_target_sql(alias: str = "t") -> str:
    """SQL for the file a tool call (``tool_calls`` row ``alias``) acts on, or NULL."""
    return _TARGET_SQL.replace("t.input", f"{alias}.input")


# Tool names under which an agent runs shell commands (Codex's apply_patch among them).
_SHELL_CALLS = {"shell", "local_shell", "container.exec", "shell_command", "exec_command"}


@dataclass
class MessageRow:
    id: int
    seq: int
    role: str
    kind: str
    text: str
    segment_id: int | None


@dataclass
class SessionData:
    session_id: str
    started_at: str | None
    messages: list[MessageRow] = field(default_factory=list)
    actions: list[Action] = field(default_factory=list)

    def prose_by_seq(self) -> dict[int, str]:
        return {m.seq: m.text for m in self.messages if m.role == "assistant" and m.text}


def _patch_texts(patch: str) -> tuple[str, str]:
    added, removed = [], []
    for line in patch.splitlines():
        if line.startswith(("+++", "---", "*** ")):
            continue
        if line.startswith("+"):
            added.append(line[1:])
        elif line.startswith("-"):
            removed.append(line[1:])
    return "\n".join(added), "\n".join(removed)


def edit_texts(tool_input: object) -> tuple[str, str]:
    """Text added and removed by an edit tool call, from its input."""
    if isinstance(tool_input, str):
        return _patch_texts(tool_input)
    if not isinstance(tool_input, dict):
        return "", ""
    edits = tool_input.get("edits")
    if isinstance(edits, list):
        pairs = [edit_texts(e) for e in edits]
        return "\n".join(p[0] for p in pairs), "\n".join(p[1] for p in pairs)
    new = next((tool_input[k] for k in _NEW_KEYS if isinstance(tool_input.get(k), str)), None)
    old = next((tool_input[k] for k in _OLD_KEYS if isinstance(tool_input.get(k), str)), None)
    if isinstance(new, str):
        old_lines = set((old or "").splitlines())
        added = [line for line in new.splitlines() if line not in old_lines]
        new_lines = set(new.splitlines())
        removed = [line for line in (old or "").splitlines() if line not in new_lines]
        return "\n".join(added), "\n".join(removed)
    for key in _PATCH_KEYS:
        value = tool_input.get(key)
        if isinstance(value, str):
            return _patch_texts(value)
    # Codex runs apply_patch through its shell tool: the patch is the command's heredoc.
    command = tool_input.get("command", tool_input.get("cmd"))
    if isinstance(command, list):
        command = "\n".join(str(part) for part in command)
    if isinstance(command, str) and _PATCH_START in command:
        return _patch_texts(command[command.index(_PATCH_START) :])
    return "", ""


_PATCH_START = "*** Begin Patch"


def load_session(
    db: sqlite_utils.Database,
    session_id: str,
    first_seq: int | None = None,
    end_seq: int | None = None,
) -> SessionData:
    """Messages and actions (commands and edits, in order) of one stored session; with
    ``first_seq``/``end_seq``, only those of messages ``first_seq <= seq < end_seq`` (a window
    of a huge session, see :mod:`sessgraph.extract.run`)."""
    row = db.execute("SELECT started_at FROM sessions WHERE id = ?", [session_id]).fetchone()
    data = SessionData(session_id=session_id, started_at=row[0] if row else None)
    low = -1 if first_seq is None else first_seq
    high = (1 << 62) if end_seq is None else end_seq
    window = [session_id, low, high]
    # The extractor reads what users and assistants wrote; tool results and system lines
    # reach it as the commands' outputs, so their (often large) texts are not loaded.
    for mid, seq, role, kind, text, segment_id in db.execute(
        "SELECT id, seq, role, kind, "
        "CASE WHEN role IN ('user', 'assistant') OR kind = 'error' THEN text END, "
        "segment_id FROM messages WHERE session_id = ? AND seq >= ? AND seq < ? ORDER BY seq",
        window,
    ):
        data.messages.append(MessageRow(mid, seq, role, kind, text or "", segment_id))
    seq_of = {m.id: m.seq for m in data.messages}
    # Rows below the window's messages: joined to messages (by primary key) for their seq.
    below = (
        "JOIN messages m ON m.id = {alias}.message_id "
        "WHERE {alias}.session_id = ? AND m.seq >= ? AND m.seq < ?"
    )
    actions: list[tuple[int, int, Action]] = []
    for cid, mid, tcid, command, exit_code, status, output, cwd, permissions, about in db.execute(
        "SELECT c.id, c.message_id, c.tool_call_id, c.command, c.exit_code, c.status, c.output, "
        f"c.cwd, {_PERMISSIONS_SQL}, {_DESCRIPTION_SQL} FROM commands c "
        "LEFT JOIN tool_calls t ON t.id = c.tool_call_id " + below.format(alias="c"),
        window,
    ):
        action = Action(
            seq=seq_of.get(mid, 0),
            message_id=mid,
            command_id=cid,
            command=command,
            exit_code=exit_code,
            status=status,
            output=output,
            cwd=cwd,
            permissions=permissions,
            description=about if isinstance(about, str) else None,
        )
        actions.append((action.seq, tcid or 0, action))
    command_calls = {tcid for _, tcid, _ in actions if tcid}
    edit_calls: set[int] = set()
    edited: dict[int, str] = {}  # tool call -> the first file it edits
    for mid, tcid, path, tool_input, failed in db.execute(
        "SELECT e.message_id, e.tool_call_id, e.path, t.input, coalesce(t.is_error, 0) "
        "FROM file_edits e LEFT JOIN tool_calls t ON t.id = e.tool_call_id "
        + below.format(alias="e"),
        window,
    ):
        edit_calls.add(tcid or 0)
        edited.setdefault(tcid or 0, path)
        if failed:
            continue  # a refused edit or patch changed nothing: its failure is the action
        added, removed = edit_texts(orjson.loads(tool_input) if tool_input else None)
        action = Action(
            seq=seq_of.get(mid, 0),
            message_id=mid,
            edit_path=path,
            added_text=added,
            removed_text=removed,
            status="ok",
        )
        actions.append((action.seq, tcid or 0, action))
    # Failed calls of other tools (an edit whose anchor was not found, a rejected call):
    # actions without a command or an edit, symptoms of their own (issue 12).
    for mid, tcid, name, result, target in db.execute(
        f"SELECT t.message_id, t.id, t.name, t.result_text, {_TARGET_SQL} FROM tool_calls t "
        + below.format(alias="t")
        + " AND t.is_error = 1",
        window,
    ):
        if tcid in command_calls:
            continue
        if tcid in edited and name.lower() in _SHELL_CALLS:
            # Codex runs apply_patch through its shell tool: a refused patch is a failed edit
            # of its file, retried like one (issue 12, class 4 for non-shell tools).
            name, target = "apply_patch", target or edited[tcid]
        elif tcid in edited and target is None:
            # Issue 12, class 4 for non-shell tools: a refused patch whose input names no path
            # (Codex's apply_patch tool takes the patch text) is about the file its patch
            # updates, so the later patch of that file after a re-read is its retry.
            target = edited[tcid]
        action = _failed_call(seq_of.get(mid, 0), mid, name, result or "", target)
        actions.append((action.seq, tcid or 0, action))
    payload_failed: set[str] = set()
    payload_calls: set[int] = set()
    # Calls of other tools that "succeeded" with an error object as their result (an MCP tool
    # answering `{"status": "error", "error": …}`): failures as well (issue 12, class 3).
    # The LIKE filters keep this to results that can be one; reads return content, not status.
    for mid, tcid, name, result, target in db.execute(
        f"SELECT t.message_id, t.id, t.name, t.result_text, {_TARGET_SQL} FROM tool_calls t "
        + below.format(alias="t")
        + " AND coalesce(t.is_error, 0) = 0 AND ltrim(t.result_text) LIKE '{%'"
        " AND (t.result_text LIKE '%\"error%' OR t.result_text LIKE '%\"ok\":%false%'"
        " OR t.result_text LIKE '%\"success\":%false%')"
        f" AND lower(t.name) NOT IN ({', '.join(repr(n) for n in READ_TOOLS)})",
        window,
    ):
        failure = None if tcid in command_calls else error_payload_failure(name, result)
        if failure is None:
            continue
        payload_failed.add(name.lower())
        payload_calls.add(tcid)
        action = _failed_call(seq_of.get(mid, 0), mid, name, failure.error_text, target)
        actions.append((action.seq, tcid or 0, action))
    # Calls whose result names the tool itself failing (`write_stdin failed: …`, `Web search
    # error: …`) under a success status: failures of their own (issue 12, tool errors).
    for mid, tcid, name, result, target in db.execute(
        f"SELECT t.message_id, t.id, t.name, t.result_text, {_TARGET_SQL} FROM tool_calls t "
        + below.format(alias="t")
        + " AND coalesce(t.is_error, 0) = 0"
        " AND (t.result_text LIKE '% failed%:%' OR t.result_text LIKE '% error%:%')",
        window,
    ):
        if tcid in command_calls or tcid in payload_calls:
            continue
        named = self_named_failure(name, result or "")
        if named is not None:
            action = _failed_call(seq_of.get(mid, 0), mid, name, named.error_text, target)
            actions.append((action.seq, tcid or 0, action))
    # Editor diagnostics a write's result reports (Cline / Roo): the write worked and left
    # code that does not compile, a failure of its own (issue 12, non-shell tool failures).
    for mid, tcid, _name, result, target in db.execute(
        f"SELECT t.message_id, t.id, t.name, t.result_text, {_TARGET_SQL} FROM tool_calls t "
        + below.format(alias="t")
        + " AND coalesce(t.is_error, 0) = 0"
        " AND t.result_text LIKE '%New problems detected after saving the file%'",
        window,
    ):
        diagnosed = diagnostics_failure(result)
        if diagnosed is not None and tcid not in command_calls:
            action = _failed_call(
                seq_of.get(mid, 0), mid, EDITOR_DIAGNOSTICS, diagnosed.error_text, target
            )
            actions.append((action.seq, tcid or 0, action))
    # A background task's notification that it failed or was refused its tools: a failed
    # call of the subagent, on the notification (issue 12, class 3; tool_errors).
    # An error record of the harness (the model's API failed, a quota ran out): a failure
    # no command of the agent's shows, on its message (issue 12; tool_errors).
    for message in data.messages:
        failed = api_error_failure(message.text) if message.kind == "error" else None
        if failed is not None:
            action = _failed_call(message.seq, message.id, MODEL_API, failed.error_text)
            actions.append((action.seq, 0, action))
        if message.role != "user" or message.kind != "meta":
            continue
        notified = notification_failure(message.text)
        if notified is not None:
            action = _failed_call(message.seq, message.id, "Agent", notified.error_text)
            actions.append((action.seq, 0, action))
    # Successful reads of a file: "read it first" is the fix of a refused edit, and the read
    # is what an edit's failure is checked against (issue 12, class 4 for non-shell tools).
    # A read of the file a background command writes its output to keeps what it read: the
    # command's failure shows there (issue 12, class 3; masked.background_output_file).
    written = {
        path
        for _, _, a in actions
        if a.command is not None and (path := background_output_file(a.output or ""))
    }
    reads: list[tuple[Action, str]] = []
    for mid, tcid, name, target, head in db.execute(
        f"SELECT t.message_id, t.id, t.name, {_TARGET_SQL}, substr(t.result_text, 1, 80) "
        "FROM tool_calls t "
        + below.format(alias="t")
        + f" AND lower(t.name) IN ({', '.join(repr(n) for n in READ_TOOLS)})"
        " AND coalesce(t.is_error, 0) = 0",
        window,
    ):
        action = Action(
            seq=seq_of.get(mid, 0), message_id=mid, status="ok", tool=name, target=target
        )
        reads.append((action, head or ""))
        if target in written:
            row = db.execute(
                "SELECT substr(result_text, 1, ?) FROM tool_calls WHERE id = ?",
                [BACKGROUND_READ_CHARS, tcid],
            ).fetchone()
            action.output = row[0] if row else None
        actions.append((action.seq, tcid or 0, action))
    # A read the harness answered "unchanged since last read" right after answering the
    # previous read of the file so: the agent is stuck re-reading (issue 12, tool errors).
    for action in refused_rereads(reads):
        action.status, action.tool_error = "error", REREAD_REFUSED
    # Successful calls of a tool that failed in this session (a plan rejected with an
    # instruction, then the revised plan accepted): the accepted call verifies the revision
    # (issue 12, class 4 for non-shell tools; :mod:`sessgraph.extract.tool_retries`).
    failed_tools = {
        name
        for (name,) in db.execute(
            "SELECT DISTINCT lower(name) FROM tool_calls WHERE session_id = ? AND is_error = 1",
            [session_id],
        )
        if name not in READ_TOOLS
    }
    # A tool that answered an error object is retried the same way; the calls of its sibling
    # tools (`stop_app_preview` beside `create_app_preview`) are what may change the outcome
    # (:func:`sessgraph.extract.tool_retries.state_change_between`).
    if payload_failed:
        names = {
            name
            for (name,) in db.execute(
                "SELECT DISTINCT lower(name) FROM tool_calls WHERE session_id = ?", [session_id]
            )
        }
        failed_tools |= payload_failed | sibling_tools(payload_failed, names - set(READ_TOOLS))
    retried_tools = sorted(failed_tools)
    marks = ", ".join("?" for _ in retried_tools)
    accepted = (
        db.execute(
            f"SELECT t.message_id, t.id, t.name, {_TARGET_SQL} FROM tool_calls t "
            + below.format(alias="t")
            + f" AND coalesce(t.is_error, 0) = 0 AND lower(t.name) IN ({marks})",
            [*window, *retried_tools],
        ).fetchall()
        if retried_tools
        else []
    )
    for mid, tcid, name, target in accepted:
        if tcid in command_calls or tcid in edit_calls or tcid in payload_calls:
            continue
        action = Action(
            seq=seq_of.get(mid, 0), message_id=mid, status="ok", tool=name, target=target
        )
        actions.append((action.seq, tcid or 0, action))
    # Within a message, tool calls run in the order they were made (tool_calls.idx).
    order = {
        tcid: idx
        for tcid, idx in db.execute(
            "SELECT t.id, t.idx FROM tool_calls t " + below.format(alias="t"), window
        )
    }
    actions.sort(key=lambda item: (item[0], order.get(item[1], 0)))
    data.actions = [a for _, _, a in actions]
    return data
