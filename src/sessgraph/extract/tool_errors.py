"""Failures of tools other than the shell: what they say, reduced to a symptom's text.

Issue 12 counts them as symptoms where the data has them: an edit whose anchor was not found
or matched twice, "File has not been read yet", a write refused, an MCP call that errored, a
permission not granted, a tool that does not exist, and a user rejection *that carries an
instruction* (the agent is told what to do instead). A bare rejection ("STOP what you are
doing and wait for the user") carries nothing to learn from and is no symptom, unless the
user's next prompt, before the agent acts again, says what to do instead: then those words
are its instruction (:func:`answered_rejections`). Neither is an edit that changed nothing on
purpose. A call the harness killed at its time limit is a failure too.

The text is the tool's message without its wrapper tags and without the echo of the
arguments (the anchor text after "String:"), so that the same failure has one signature in
every session and every file: the wording is the tool's, the variable part is the call's.
"""

from __future__ import annotations

import json
import re
from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from sessgraph.extract.lazy_patterns import lazy_compile
from sessgraph.extract.prose import without_ide_tags
from sessgraph.extract.records import Action, Symptom
from sessgraph.extract.signatures import error_signature, find_errors, normalise_error

__all__ = [
    "EDITOR_DIAGNOSTICS",
    "MODEL_API",
    "REREAD_REFUSED",
    "ToolFailure",
    "answered_rejections",
    "api_error_failure",
    "diagnostics_failure",
    "error_payload_failure",
    "harness_timeout",
    "is_bare_rejection",
    "json_error_payload",
    "notification_failure",
    "permission_refusal",
    "refused_rereads",
    "rest_error_payload",
    "self_named_failure",
    "tool_failure",
]

MAX_TEXT = 500

_TAGS = lazy_compile(r"</?tool_use_error>|</?error>")
# A rejection in each agent's words (Claude Code; Gemini CLI's cancelled call; Cline).
_REJECTED = lazy_compile(
    r"The user doesn't want to (?:proceed with|take) this (?:tool use|action)"
    r"|^\[Operation Cancelled\] Reason: User (?:denied|did not allow|cancell?ed|canceled|rejected)"
    r"|^The user denied this operation\b"  # Cline
)
_REASON = lazy_compile(
    r"(?:the user provided the following reason for the rejection|the user said)\s*:\s*(.+)",
    re.I | re.S,
)
_NO_OP = lazy_compile(r"^No changes to (?:apply|make)\b", re.I)


# An agent's own report that its tools were refused ("I was denied Bash tool permissions",
# "Edit and Write tools are currently denied", "I need Bash tool access to …").
_DENIED = (
    r"\bI(?:'m| am| was|'ve been| have been) (?:being )?denied\b"
    r"|\b(?:tools?|permissions?|access)\b[^.\n]{0,40}?\b(?:are|is|was|were|have been|has been)"
    r" (?:currently )?denied\b"
    r"|\bdenied (?:permission|access)\b"
    r"|\bI need (?:\w+ ){0,4}(?:permissions?|access) to\b"
)


@dataclass(frozen=True, slots=True)
class _Known:
    error_type: str
    pattern: re.Pattern[str]


# Ordered, specific first. Types name the failure, not the tool: Claude's Edit, opencode's
# edit and Codex's apply_patch fail the same way when the anchor text is not in the file.
_KNOWN: tuple[_Known, ...] = (
    _Known(
        "EditAnchorNotFound",
        lazy_compile(
            r"String to replace not found|oldString not found|Failed to find expected lines"
            r"|could not find (?:the )?(?:text|string) to replace",
            re.I,
        ),
    ),
    _Known(
        "EditAnchorAmbiguous", lazy_compile(r"Found \d+ matches of the string to replace", re.I)
    ),
    # Claude Code's wording, then opencode's (extract.families: one family, one template).
    _Known(
        "FileNotReadYet",
        lazy_compile(
            r"File has not been read yet|You must read (?:the )?file\b[^\n]{0,300}? before "
            r"(?:overwriting|editing|writing)",
            re.I,
        ),
    ),
    _Known("FileChangedSinceRead", lazy_compile(r"File has been (?:modified|changed) since", re.I)),
    _Known(
        "PermissionNotGranted",
        lazy_compile(
            r"requested permissions? to .+ haven't granted|requires? approval"
            r"|was blocked\. For security|permission to use \w+ (?:has been|was) denied"
            # A background subagent cannot ask for permission; its report says it was refused.
            rf"|{_DENIED}",
            re.I,
        ),
    ),
    _Known(
        "NoSuchTool", lazy_compile(r"No such tool available|Unknown tool|tool .* not found", re.I)
    ),
    _Known("FileNotFound", lazy_compile(r"File does not exist|No such file or directory", re.I)),
)


@dataclass(frozen=True, slots=True)
class ToolFailure:
    """A failed non-shell tool call as a symptom: its kind, type and text."""

    kind: str  # tool_error / user_rejection
    error_type: str
    error_text: str


def _first_sentences(text: str) -> str:
    head = text.split("String:", 1)[0]  # Claude echoes the anchor after "String:"
    lines = [line.strip() for line in head.splitlines() if line.strip()]
    return " ".join(lines[:2])[:MAX_TEXT]


def tool_failure(tool: str, result: str) -> ToolFailure | None:
    """The symptom a failed ``tool`` call shows from its ``result`` text, or ``None``."""
    text = _TAGS.sub("", result or "").strip()
    if not text or _NO_OP.match(text):
        return None
    if _REJECTED.search(text):
        reason = _REASON.search(text)
        if reason is None:
            return None  # a bare "no": nothing the agent is told to do instead
        instruction = " ".join(reason.group(1).split())[:MAX_TEXT]
        return ToolFailure("user_rejection", "UserRejected", f"{tool} rejected: {instruction}")
    for known in _KNOWN:
        if known.pattern.search(text):
            return ToolFailure("tool_error", known.error_type, _first_sentences(text))
    hits = find_errors(text)
    if hits:
        return ToolFailure("tool_error", hits[0].error_type, hits[0].error_text)
    return ToolFailure("tool_error", f"{tool}Error", _first_sentences(text))


# A harness that killed a command for running past its time limit, in each agent's words
# (opencode: "shell tool terminated command after exceeding timeout 15000 ms"; Claude Code:
# "Command timed out after 2m 0.0s"; Codex: "command timed out after 12475 milliseconds",
# or from its sandbox, "failed in sandbox … with execution error: command timed out"):
# the command never finished, which is its failure (issue 12, class 3: a status that says
# nothing, here none at all; the fix is a longer limit, a non-interactive flag, a background
# run).
_TIMED_OUT = lazy_compile(
    r"\b(?:terminated (?:the )?command after exceeding (?:its |the )?timeout(?: of)?"
    r"|command timed out after) ?\d[\d.]* ?(?:ms|milliseconds|seconds|s|m)?\b(?: [\d.]+s)?"
    r"|\bexecution error: command timed out\b",
    re.I,
)


def harness_timeout(output: str) -> ToolFailure | None:
    """The harness's note that it killed the command at its time limit, as a failure."""
    match = _TIMED_OUT.search(output or "")
    if match is None:
        return None
    line_start = output.rfind("\n", 0, match.start()) + 1
    text = output[line_start : match.end()].strip()
    return ToolFailure("command_failed", "CommandTimedOut", text[:MAX_TEXT])


def permission_refusal(result: str) -> ToolFailure | None:
    """A shell call the harness refused to run (approval required, path blocked): the command
    never ran, so the refusal is its failure (issue 12 labels count these)."""
    failure = tool_failure("Bash", result)
    if failure is not None and failure.error_type in ("PermissionNotGranted", "UserRejected"):
        return failure
    return None


def is_bare_rejection(result: str) -> bool:
    """A rejection that says only "no" (no reason, no instruction)."""
    return bool(_REJECTED.search(result or "")) and _REASON.search(result or "") is None


# --- an error record the agent's harness wrote: the model's API failed -------------------

# The "tool" of such a failure: no call of the agent's, so nothing the agent does verifies it.
MODEL_API = "ModelAPI"


def api_error_failure(text: str) -> ToolFailure | None:
    """The failure an error record states (Claude Code's "API Error: …", "Credit balance is
    too low", pi's ``{"type": "error", "error": {…"Overloaded"}}``, Gemini CLI's quota
    message): the turn failed where no command ran (issue 12: a failure the tool recorded;
    class 6: the message, not the JSON around it)."""
    body = (text or "").strip()
    if not body:
        return None
    message = json_error_payload(body)
    if message is None:
        lines = [line.strip() for line in body.splitlines()[:50] if line.strip()]
        # The record's most telling line (class 6): an error line when a later line is one
        # and the first is not (aider's "Tokens: …" before "litellm.NotFoundError: …").
        telling = [line for line in lines[1:] if find_errors(line)] if len(lines) > 1 else []
        message = telling[0] if telling and not find_errors(lines[0]) else lines[0]
    return ToolFailure("tool_error", "APIError", " ".join(message.split())[:MAX_TEXT])


# --- a background task's report: the notification says the task failed --------------------

_NOTIFICATION = lazy_compile(r"^\s*<task-notification>")
_FIELD = lazy_compile(r"<(status|summary|result)>(.*?)</\1>", re.S)
# Claude Code's summary of a subagent that failed (a background command's failure is its
# command's exit code, which the reader already records on the command).
_AGENT_FAILED = lazy_compile(r'^Agent "[^"\n]*" failed\b:?\s*(.*)', re.S)
_SENTENCE = lazy_compile(r"(?:[^.!?\n]|[.!?](?=\S))*[.!?]?")


def notification_failure(text: str) -> ToolFailure | None:
    """The failure a ``<task-notification>`` reports, or ``None``: a subagent whose status is
    ``failed`` (its summary says why), or one that completed but reports that its tools were
    refused (a background subagent cannot ask for permission; its result says so). Issue 12,
    class 3: the task's "completed" says nothing, its own report is the evidence; class 6:
    the text is the sentence that says it."""
    if not _NOTIFICATION.match(text or ""):
        return None
    fields = {name: value.strip() for name, value in _FIELD.findall(text[:MAX_PAYLOAD])}
    status = fields.get("status", "").lower()
    if status == "failed":
        failed = _AGENT_FAILED.match(fields.get("summary", ""))
        if failed is None:
            return None
        reason = " ".join((failed.group(1) or fields["summary"]).split())[:MAX_TEXT]
        return ToolFailure("tool_error", "AgentFailed", reason)
    if status != "completed":
        return None  # stopped or killed: the user's doing, not a failure of the task
    result = fields.get("result", "")
    denied = re.search(_DENIED, result, re.I)
    if denied is None:
        return None
    start = max(result.rfind(".", 0, denied.start()), result.rfind("\n", 0, denied.start())) + 1
    sentence = _SENTENCE.match(result, start)
    said = " ".join(sentence.group(0).split()) if sentence else ""
    return ToolFailure("tool_error", "PermissionNotGranted", said[:MAX_TEXT])


# --- an error answered as data: the call "succeeded", its result says it failed -------------

MAX_PAYLOAD = 20_000
_FAILED_STATES = {"error", "failed", "failure", "fail"}
_STATE_KEYS = ("status", "kind", "type", "state", "result")


def _message_of(value: Any) -> str | None:
    """The human text of an error value (a string, or an object holding a message)."""
    if isinstance(value, str):
        return value.strip() or None
    if isinstance(value, dict):
        for key in ("message", "detail", "error", "msg", "reason", "description"):
            text = _message_of(value.get(key))
            if text:
                return text
    return None


def _json_object(body: str) -> dict[str, Any] | None:
    """``body`` as a JSON object, if it is one (of a bounded size), else ``None``."""
    if not body.startswith("{") or not body.endswith("}") or len(body) > MAX_PAYLOAD:
        return None
    try:
        data = json.loads(body)
    except ValueError:
        return None
    return data if isinstance(data, dict) else None


def json_error_payload(text: str) -> str | None:
    """The error message of a JSON object that reports a failure at its top level, or
    ``None``: ``{"error": "…"}``, ``{"status": "error", "error": "…"}``, ``{"kind": "error",
    "message": "…"}``, ``{"ok": false, "error": …}`` (issue 12, class 3: an MCP tool or a web
    service that answers an error with a success status). Lists and nested objects are
    content (log records, search results), not the answer's own status."""
    body = (text or "").strip()
    data = _json_object(body)
    if data is None:
        return None
    failed_state = any(
        isinstance(data.get(k), str) and data[k].lower() in _FAILED_STATES for k in _STATE_KEYS
    )
    refused = data.get("ok") is False or data.get("success") is False
    error = data.get("error") or data.get("errors")
    if error and not isinstance(error, bool):
        message = _message_of(error) if not isinstance(error, list) else _message_of(error[0])
        return (message or json.dumps(error)[:MAX_TEXT])[:MAX_TEXT]
    if failed_state or refused:
        message = _message_of(data)
        return (message or body)[:MAX_TEXT] if (message or failed_state) else None
    return None


# The keys a web framework's error body states its HTTP status under (Spring's `status`,
# NestJS's `statusCode`, GitHub's `"status": "403"`, FastAPI-style `status_code`).
_STATUS_KEYS = ("status", "statusCode", "status_code", "code")


def _error_status(data: dict[str, Any]) -> int | None:
    for key in _STATUS_KEYS:
        value = data.get(key)
        if isinstance(value, str) and value.isdigit():
            value = int(value)
        if isinstance(value, int) and not isinstance(value, bool) and 400 <= value <= 599:
            return value
    return None


def rest_error_payload(text: str) -> str | None:
    """The error a web service's JSON answer reports at its top level, or ``None``: what
    :func:`json_error_payload` reads, and a body that states a 4xx/5xx status under its own
    key (``{"statusCode": 404, "message": "Cannot GET /health"}``, GitHub's ``{"message":
    "Must have admin rights", "status": "403"}``). Issue 12, class 3: ``curl`` without
    ``--fail`` exits 0 whatever the service answered; class 6: the body's message and status
    are the text."""
    body = (text or "").strip()
    data = _json_object(body)
    if data is None:
        return None
    status = _error_status(data)
    message = _message_of(data.get("message")) or _message_of(data.get("detail"))
    if status is not None:
        return f"{message or _message_of(data.get('error')) or 'error'} (HTTP {status})"[:MAX_TEXT]
    if message is not None and _bare_refusal(data, message):
        return message[:MAX_TEXT]
    return json_error_payload(body)


# Keys a bare answer may carry beside its message without being data.
_ANSWER_META = {"message", "detail", "documentation_url", "timestamp", "path", "request_id"}
# A refusal's own words: what was missing, invalid or not allowed.
_REFUSAL_WORDS = re.compile(
    r"\b(?:no|not|invalid|missing|required|denied|unauthori[sz]ed|forbidden|failed|failure"
    r"|cannot|can't|unable|expired|error|incorrect|wrong|must)\b",
    re.IGNORECASE,
)


def _bare_refusal(data: dict[str, Any], message: str) -> bool:
    """Whether a body holding nothing but a short message (Express's `res.status(401).json({
    message: "No token provided" })`, a FastAPI `{"detail": "Not authenticated"}`) says the
    request was refused: a service answering with data sends data, so a lone message in a
    refusal's words is the error (issue 12, class 3: `curl` without `--fail` exits 0)."""
    return (
        set(data) <= _ANSWER_META
        and len(message) <= 200
        and "\n" not in message
        and _REFUSAL_WORDS.search(message) is not None
    )


def _name_words(tool: str) -> list[str]:
    """The words of a tool's name (`WebSearch`, `write_stdin`, `mcp__x__get-page`)."""
    spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", tool)
    return [w for w in re.split(r"[\s_\-.:/]+", spaced.lower()) if w]


def self_named_failure(tool: str, result: str) -> ToolFailure | None:
    """A line of a call's result in which the tool names itself failing (`write_stdin
    failed: stdin is closed`, `Web search error: undefined`) although the call's status says
    success: the tool's own error, as a shell program's `cat: x: No such file` is the
    command's own (issue 12, non-shell tool errors; class 3: a status that hides the
    failure). A line naming another tool, or the words in the middle of a line, are content."""
    words = _name_words(tool)
    if not words or not result:
        return None
    name = r"[\s_-]*".join(map(re.escape, words))
    match = re.search(
        rf"(?im)^[ \t]*{name}[ \t]+(?:failed|error)[ \t]*:[ \t]*(\S[^\n]*)", result[:64_000]
    )
    if match is None:
        return None
    line = match.group(0).strip()[:MAX_TEXT]
    return ToolFailure("tool_error", f"{''.join(w.title() for w in words)}Error", line)


def error_payload_failure(tool: str, result: str) -> ToolFailure | None:
    """The symptom of a non-shell call whose status says success but whose result is an
    error object (an MCP tool answering ``{"status": "error", "error": "…"}``)."""
    message = json_error_payload(result)
    if message is None:
        return None
    hits = find_errors(message)
    error_type = hits[0].error_type if hits else f"{tool}Error"
    return ToolFailure("tool_error", error_type, message)


# --- editor diagnostics after a write ------------------------------------------------------

# Cline and Roo append the editor's new diagnostics to a write's result ("New problems
# detected after saving the file:", then `- [ts Error] Line 4: …` or Roo's `- [ts Error] 4 |
# code : …`): the write succeeded, and left code that does not compile (issue 12, non-shell
# tool failures).
_DIAGNOSTICS_BLOCK = "New problems detected after saving the file"
# The failure is the editor's, not the write tool's: the write is no refused call that a
# later write retries (its fix is whatever made the diagnostic go away, not a re-anchor).
EDITOR_DIAGNOSTICS = "editor diagnostics"
_DIAGNOSTIC = lazy_compile(r"^\s*- \[([^\]\n]{1,40}) Error\] (?:Line )?\d+(?::| \|)(.*)$", re.M)
# A linter's note that a name is unused is no failure: a multi-step edit leaves it until the
# step that uses the name.
_UNUSED = lazy_compile(
    r"is declared but (?:its value is )?never (?:read|used)|All imports in import declaration are"
    r" unused|is not accessed|is defined but never used|unused (?:import|variable)",
    re.I,
)


def diagnostics_failure(result: str) -> ToolFailure | None:
    """The first error-level diagnostic a write's result reports, or ``None``: none there,
    or only notes that names are unused."""
    if _DIAGNOSTICS_BLOCK not in (result or ""):
        return None
    block = result[result.index(_DIAGNOSTICS_BLOCK) :][:20_000]
    for match in _DIAGNOSTIC.finditer(block):
        # Roo quotes the code line before the message: `4 | import x from 'y'; : Cannot …`.
        message = match.group(2).rsplit(" : ", 1)[-1].strip()
        if message and not _UNUSED.search(message):
            return ToolFailure("tool_error", f"{match.group(1)}Diagnostic", message[:MAX_TEXT])
    return None


# --- a re-read the harness refuses -----------------------------------------------------------

# Claude Code answers a read of a file it returned before, unchanged, with this note instead
# of the content. Once is a saving; the same answer to the next read of the file means the
# agent did not use what it was told and is looping (issue 12, non-shell tool failures).
REREAD_REFUSED = "File unchanged since last read"


def refused_rereads(reads: Sequence[tuple[Action, str]]) -> list[Action]:
    """The reads (``(action, start of its result)``, any order) answered "unchanged since
    last read" when the previous read of the same file was answered so too."""
    refused: list[Action] = []
    last: dict[str, bool] = {}
    for action, head in sorted(reads, key=lambda item: item[0].seq):
        target = action.target or ""
        unchanged = head.startswith(REREAD_REFUSED)
        if unchanged and last.get(target):
            refused.append(action)
        last[target] = unchanged
    return refused


# --- a bare rejection the user follows with words of their own -----------------------------


class _Message(Protocol):
    seq: int
    role: str
    kind: str
    text: str


# How far after the rejected call the user's words may come: the call's result and the
# harness's note ("[Request interrupted by user for tool use]", "Request cancelled.") lie
# between them.
REPLY_WINDOW = 4


def _rejected_text(action: Action) -> str | None:
    if action.tool_error is not None:
        return action.tool_error
    if action.command is not None and action.status == "interrupted":
        return action.output
    return None


def answered_rejections(actions: Sequence[Action], messages: Sequence[_Message]) -> list[Symptom]:
    """Bare rejections the user follows with an instruction of their own, as rejections
    carrying that instruction: Claude Code's "STOP … wait for the user to tell you how to
    proceed" and Gemini CLI's "[Operation Cancelled]" say nothing, then the user's next
    prompt says what to do instead, before the agent acts again (issue 12: a rejection that
    carries an instruction is a symptom; the redirect is the user's). ``messages`` are in
    ``seq`` order; each rejection looks at most :data:`REPLY_WINDOW` messages ahead."""
    seqs = [m.seq for m in messages]
    found: list[Symptom] = []
    for action in actions:
        text = _rejected_text(action)
        if not text or not is_bare_rejection(text):
            continue
        start = bisect_right(seqs, action.seq)
        seen = 0
        for message in messages[start:]:
            # The results of the other calls rejected with it and the harness's own notes
            # ("[Request interrupted by user]", "No response requested.") are no step of
            # the agent's or the user's: they do not use up the window.
            if message.role == "tool" or message.kind == "meta":
                continue
            seen += 1
            if message.role == "assistant" or seen > REPLY_WINDOW:
                break  # the agent went on by itself: the rejection said only "no"
            if message.role != "user" or message.kind != "prompt":
                continue
            words = " ".join(without_ide_tags(message.text or "").split())[:MAX_TEXT]
            if len(words) < 3:
                continue
            tool = action.tool or ("Bash" if action.command is not None else "tool")
            error_text = f"{tool} rejected: {words}"
            found.append(
                Symptom(
                    seq=action.seq,
                    message_id=action.message_id,
                    kind="user_rejection",
                    error_text=error_text,
                    error_type="UserRejected",
                    action=action,
                    template=normalise_error(error_text),
                    signature=error_signature(error_text, "UserRejected"),
                )
            )
            break
    return found
