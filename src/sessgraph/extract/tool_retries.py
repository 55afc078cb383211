"""Verification of failed non-shell tool calls: the retry that works, or the way around it.

A shell failure is verified by a later run of the same goal (:mod:`sessgraph.extract.episodes`);
a failed call of another tool has no command to rerun, so what verifies it depends on how it
failed (issue 12, class 4 for non-shell tools, and class 1, the same goal with another tool):

* **An edit that did not apply** (anchor not found or ambiguous, file not read yet) is verified
  by the next successful change of the same file. A retry on that file that fails *differently*
  (the anchor now matches, the replacement does not parse) is where this error went: the
  retry is the fix of this error, and its own failure is the next story; a retry whose anchor
  is again not found failed the same way, whatever lines it quoted. A shell command
  that writes the same file (``cat > f <<EOF``, ``tee f``) instead of the refused edit is the
  same change made with another program (class 1): it verifies too.
* **A call turned away** (the tool does not exist, a permission not granted, a skill or command
  not found, the user rejecting it with an instruction) is worked around by the agent's next
  action: another tool (a web search refused, the CLI's ``--help`` read instead), the same tool
  revised (a plan rejected with "keep the file name", the revised plan accepted), or the edit
  the user asked for. That action is the fix and its success the verification; reads of other
  files on the way are investigation and are skipped. A next action that is turned away the
  same way verifies nothing; one that fails otherwise still shows the refusal is gone.

Only the few actions right after the failure are looked at (:data:`TOOL_RETRY_WINDOW`), or the
whole verification window for an edit of a known file, so the work per failure is bounded.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from sessgraph.extract.error_text import output_files
from sessgraph.extract.records import READ_TOOLS
from sessgraph.extract.tool_errors import EDITOR_DIAGNOSTICS, MODEL_API, tool_failure

if TYPE_CHECKING:
    from sessgraph.extract.records import Action

# Tools that change a file; a failed one is verified by a later successful change of it.
EDIT_TOOLS = {
    "edit",
    "multiedit",
    "write",
    "str_replace_editor",
    "str_replace_based_edit_tool",
    "apply_patch",
    "replace",
    "write_file",
    "edit_file",
    "patch",
    # Cline / Roo Code, Amazon Q Developer CLI, Copilot, Cursor: the same family of tools
    # (a write refused or rejected is verified by the later write of the same file).
    "write_to_file",
    "replace_in_file",
    "apply_diff",
    "fs_write",
    "create_file",
    "insert_edit_into_file",
    "search_replace",
}
# Failures that turn a call away rather than run it badly: what comes next is a workaround.
TURNED_AWAY = {"PermissionNotGranted", "NoSuchTool", "UserRejected"}
# "X not found" from a call that names no file: the skill, command or tool asked for is missing.
MISSING_CAPABILITY = "NotFound"
# Without a known target, only an action this close after the failure is its retry.
TOOL_RETRY_WINDOW = 6

Attempts = tuple["Action | None", "Action | None"]


def norm_path(path: str | None) -> str | None:
    """A path compared across formats (backslashes, trailing slash)."""
    return path.replace("\\", "/").rstrip("/") if path else None


def _signature(action: Action) -> str | None:
    """What a failed call said, compared exactly: a signature would call ``unmatched ']'``
    and ``unmatched ')'`` the same error, but the retry got past the first one."""
    failure = tool_failure(action.tool or "tool", action.tool_error or "")
    return None if failure is None else f"{failure.error_type}\n{failure.error_text}"


def tool_attempts(
    failing: Action, actions: list[Action], clean: Callable[[Action], bool], window: int
) -> Attempts:
    """(verification, error gone) of a failed non-shell call. ``clean`` says whether a shell
    command went well and ``window`` how far an edit of a known file may be retried (the
    episodes' own test and window, passed in to keep this module below them)."""
    if failing.tool == MODEL_API:
        return None, None  # the model's API failed: nothing the agent did is a retry of it
    if failing.tool == EDITOR_DIAGNOSTICS:
        return _diagnostics_attempts(failing, actions, window)
    if (failing.tool or "").lower() in EDIT_TOOLS:
        return _edit_attempts(failing, actions, window)
    failure = tool_failure(failing.tool or "tool", failing.tool_error or "")
    if failure is None:
        return None, None
    if is_turned_away(failing):
        return _workaround(failing, actions, clean)
    relocated = read_elsewhere(failing, actions)
    if relocated is not None:
        return relocated, relocated
    return _same_tool_retry(failing, actions)


def read_elsewhere(failing: Action, actions: list[Action]) -> Action | None:
    """Class 2 for non-shell tools, a corrected path: a read of a file that does not exist,
    then (within a few actions) a successful read of a file of the same name at another
    path (``app/api/send/route.ts`` → ``dashboard/src/app/api/send/route.ts``)."""
    target = norm_path(failing.target)
    if target is None or (failing.tool or "").lower() not in READ_TOOLS:
        return None
    failure = tool_failure(failing.tool or "tool", failing.tool_error or "")
    if failure is None or failure.error_type not in ("FileNotFound", MISSING_CAPABILITY):
        return None
    name = target.rsplit("/", 1)[-1]
    for action in actions:
        if action.seq <= failing.seq:
            continue
        if action.seq - failing.seq > TOOL_RETRY_WINDOW:
            break
        found = norm_path(action.target)
        if (
            action.tool_error is None
            and (action.tool or "").lower() in READ_TOOLS
            and found is not None
            and found != target
            and found.rsplit("/", 1)[-1] == name
        ):
            return action
    return None


def is_turned_away(failing: Action) -> bool:
    """True when a failed non-edit call never ran (refused, missing, rejected)."""
    failure = tool_failure(failing.tool or "tool", failing.tool_error or "")
    return failure is not None and (
        failure.error_type in TURNED_AWAY
        or (failure.error_type == MISSING_CAPABILITY and failing.target is None)
    )


def _same_tool_retry(failing: Action, actions: list[Action]) -> Attempts:
    """A call that ran and failed: the next call of the same tool, after a sibling call that
    changed the state of its resource, verifies when it succeeds and shows the error gone when
    it fails otherwise. Without such a change the retry says nothing (another argument, a
    rate limit waited out): the episode stays as it was."""
    tool = (failing.tool or "").lower()
    signature = _signature(failing)
    for action in actions:
        if action.seq <= failing.seq or action.command is not None or action.is_edit:
            continue
        if action.seq - failing.seq > TOOL_RETRY_WINDOW:
            break
        if (action.tool or "").lower() != tool:
            continue
        if state_change_between(failing, action, actions) is None:
            return None, None
        if action.tool_error is None:
            return action, action
        return (None, None) if _signature(action) == signature else (None, action)
    return None, None


# Verbs that name a tool's action in its name (`create_app_preview`, `mcp__db__drop_table`);
# the rest of the name is the resource it acts on.
_TOOL_VERBS = {
    "add", "cancel", "check", "clear", "close", "create", "delete", "deploy", "describe",
    "destroy", "drop", "get", "kill", "launch", "list", "new", "open", "read", "remove",
    "reset", "restart", "run", "set", "start", "status", "stop", "terminate", "update",
    "write",
}  # fmt: skip
# Of those, the verbs that change the resource's state (a look at it changes nothing).
_STATE_VERBS = {
    "cancel", "clear", "close", "delete", "destroy", "drop", "kill", "remove", "reset",
    "restart", "stop", "terminate",
}  # fmt: skip


def tool_verb_resource(name: str) -> tuple[str, str] | None:
    """``("stop", "app_preview")`` for ``stop_app_preview`` (an MCP ``mcp__server__`` prefix
    dropped), or ``None`` when the name does not start with a known verb."""
    bare = name.lower().rsplit("__", 1)[-1]
    verb, _, resource = bare.replace("-", "_").partition("_")
    return (verb, resource) if verb in _TOOL_VERBS and resource else None


def sibling_tools(failed: set[str], names: set[str]) -> set[str]:
    """Names among ``names`` of tools acting on the resource of a tool in ``failed``."""
    resources = {vr[1] for vr in map(tool_verb_resource, failed) if vr is not None}
    return {n for n in names if (vr := tool_verb_resource(n)) is not None and vr[1] in resources}


def state_change_between(failing: Action, retry: Action, actions: list[Action]) -> Action | None:
    """The last call between a failed call and its successful retry that changed the state
    of the same resource (a sibling tool with a stopping, deleting or resetting verb)."""
    failed = tool_verb_resource(failing.tool or "")
    if failed is None:
        return None
    found = None
    for action in actions:
        if action.seq <= failing.seq or action.seq >= retry.seq or action.tool_error:
            continue
        vr = tool_verb_resource(action.tool or "") if action.command is None else None
        if vr is not None and vr[1] == failed[1] and vr[0] in _STATE_VERBS:
            found = action
    return found


def _edit_attempts(failing: Action, actions: list[Action], window: int) -> Attempts:
    """Class 4 for edits: the next successful change of the same file verifies; a failed
    retry on it with the same error ends the search, with another error is the error gone."""
    target = norm_path(failing.target)
    signature = _signature(failing)
    for action in actions:
        if action.seq <= failing.seq or action.tool == MODEL_API:
            continue
        if action.seq - failing.seq > (window if target else TOOL_RETRY_WINDOW):
            break
        if action.tool_error is not None and (action.tool or "").lower() in EDIT_TOOLS:
            if target and norm_path(action.target) != target:
                continue  # a failed edit of another file is not a retry of this one
            if _signature(action) == signature or _same_anchor_miss(failing, action):
                return None, None  # failed again the same way: that failure is the next story
            return None, action  # failing otherwise: this error is gone (class 4)
        if target and action.command is not None and writes_file(action, target):
            return action, action  # class 1: the file written from the shell instead
        if not action.is_edit or action.status != "ok":
            continue
        if target is None or norm_path(action.edit_path) == target:
            return action, action
    return None, None


def _diagnostics_attempts(failing: Action, actions: list[Action], window: int) -> Attempts:
    """Class 4 for the editor's diagnostics after a write (Cline / Roo): the next change of
    the same file whose save reports no error-level problem verifies, and is the fix; a save
    that reports the same problem again ends the search; one that reports another problem
    shows this one gone (the write answered it and broke something else)."""
    target = norm_path(failing.target)
    if target is None:
        return None, None
    left = {  # the problems later saves of the file reported, within the window
        a.seq: a
        for a in actions
        if a.tool == EDITOR_DIAGNOSTICS
        and 0 < a.seq - failing.seq <= window
        and norm_path(a.target) == target
    }
    for action in actions:
        if action.seq <= failing.seq:
            continue
        if action.seq - failing.seq > window:
            break
        if not action.is_edit or action.status != "ok" or norm_path(action.edit_path) != target:
            continue
        after = left.get(action.seq)
        if after is None:
            return action, action
        if after.tool_error == failing.tool_error:
            return None, None  # the same problem again: that save is the next story
        return None, after
    return None, None


# Edit failures of the anchor families: the edit's context was not found in the file (or
# found more than once). The text quotes the anchor, which each retry changes.
ANCHOR_MISSES = {"EditAnchorNotFound", "EditAnchorAmbiguous"}


def _same_anchor_miss(failing: Action, retry: Action) -> bool:
    """Class 4 for edits: a retry whose context was again not found in the file failed the
    same way, although it quoted other lines (each patch of a file whose text the agent
    misreads misses its anchor anew): that is no sign the first error is gone."""
    types = [
        failure.error_type if failure is not None else None
        for failure in (
            tool_failure(a.tool or "tool", a.tool_error or "") for a in (failing, retry)
        )
    ]
    return types[0] in ANCHOR_MISSES and types[0] == types[1]


def writes_file(action: Action, target: str) -> bool:
    """True when the shell command ``action`` ran well and sent output to ``target`` (the same
    path, or one of them relative to a directory the other names): a heredoc, ``tee`` or
    ``>`` that writes the file a refused edit was about."""
    if action.status != "ok" or not action.command:
        return False
    for written in output_files(action.command):
        path = norm_path(written)
        if path and (path == target or target.endswith("/" + path) or path.endswith("/" + target)):
            return True
    return False


def _workaround(
    failing: Action, actions: list[Action], clean: Callable[[Action], bool]
) -> Attempts:
    """Class 1 for a call turned away: the agent's next action, reads of other files aside."""
    tool = (failing.tool or "").lower()
    signature = _signature(failing)
    for action in actions:
        if action.seq <= failing.seq or action.tool == MODEL_API:  # not the agent's
            continue
        if action.seq - failing.seq > TOOL_RETRY_WINDOW:
            break
        if action.tool_error is not None:
            if _signature(action) == signature:
                return None, None  # turned away again: no way around it yet
            return None, action  # failing otherwise: the refusal is gone (class 4)
        if action.command is not None:
            return (action, action) if clean(action) else (None, action)
        if action.is_edit or (action.tool or "").lower() == tool:
            return action, action  # the edit asked for, or the same tool revised and accepted
        # Anything else is a read of another file: investigation on the way to the workaround.
    return None, None
