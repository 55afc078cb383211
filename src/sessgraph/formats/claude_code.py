"""Claude Code transcripts (``~/.claude/projects/<project>/<session>.jsonl``), versions 1.0 – 2.1.

One JSONL file is one session and yields one :class:`ParsedSession`; a subagent file is a
session of its own whose ``parent_session_id`` is the session that spawned it. The reader
streams the lines once, keeping only dictionaries keyed by id, so it is linear in file size.

How the format maps onto sessgraph's records:

* **Assistant messages** arrive split: one JSONL line per content block, all sharing
  ``message.id``, and (2.1) interleaved with the tool results of the earlier blocks. Lines are
  merged into ONE :class:`Message` per ``message.id`` (native id), placed where its first line
  was; text and thinking blocks are joined with a blank line. ``parent_id`` is the parent
  line's ``parentUuid`` translated to the native id of the message holding that line (skipped
  lines such as attachments are looked through), so it points at a message of this session;
  a parent outside the file stays the raw uuid.
* **User lines** are told apart by content: ``tool_result`` blocks make a ``tool`` /
  ``tool_result`` message (and fill ``result_text`` on the call); slash-command echoes,
  ``<local-command-stdout>`` and ``!cmd`` bash mode are ``command_echo``; ``isMeta`` lines,
  caveats, hook output, IDE context alone, "[Request interrupted by user]" and a subagent's
  "Warmup" are ``meta``; ``isCompactSummary`` is ``compaction_summary``; the rest is a typed
  ``prompt``. ``system`` lines (hook summaries, compact boundaries) are ``system`` / ``meta``.
  A ``queued_command`` attachment (2.1.2xx: a prompt typed while the agent worked, or a
  background task's ``<task-notification>``) is a user line too: ``prompt`` or ``meta``.
  Other line types (file-history-snapshot, other progress, other attachments,
  queue-operation, mode, …) make no message; ``custom-title``, ``ai-title`` and ``summary``
  only contribute the title.
* **Title**: a ``custom-title`` line, else the last ``ai-title`` (2.1.1xx), else a ``summary``
  whose ``leafUuid`` is a line of this file, else the first prompt's first line (≤120 chars),
  else the last ``summary``. Summary
  lines at the top of a file describe *earlier* conversations (in the corpus no leafUuid ever
  points into its own file), so they rank below the session's own first prompt.
* **Subagents**: ``agent-<id>.jsonl`` beside the parent session, or
  ``<session>/subagents/agent-<id>.jsonl`` with ``agent-<id>.meta.json`` (``agentType``,
  ``description``). Their lines carry the parent's ``sessionId`` and an ``agentId``; the
  session id is ``"<parent>:agent-<id>"`` and every message is a sidechain. 2.1.x also echoes
  each subagent message into the parent file (``agent_progress`` lines): where the agent's own
  file is not beside the parent, the same session is rebuilt from them
  (:mod:`sessgraph.formats._claude_code_subagents`), yielded after the parent's; either way the
  spawning call's ``child_session_id`` names it.
* **Empty files** or files of only summary/snapshot lines still yield a session with no
  messages, so the store can record the file (and its title) as seen.
* **Replayed history**: a session restarted after its process died may write the conversation
  so far into the same file again (new uuids and timestamps, the same ``message.id`` and tool-use
  ids). A ``tool_use`` id already read is the same call: the replayed block, its
  ``tool_result`` and a text block identical to one the message already has are not read again,
  so each call is stored once.

Exit codes of ``Bash`` calls. Claude Code never logged the exit code of a foreground command
as a field; it reports failure by marking the ``tool_result`` ``is_error: true``. The corpus
(1.0.24 – 2.1.114: 325 Bash calls, 53 error results) shows: every result whose text starts
``Exit code N`` (2.0.37 onwards) is an error and no non-error result carries such a prefix;
error results of older versions hold failing output (pytest failures, ``ls: cannot access``,
tsc errors), non-error results never do. So the rules are:

1. ``toolUseResult.interrupted`` → ``interrupted``; an explicit ``exitCode`` (BashOutput polls,
   newer shells) is taken as is; ``backgroundTaskId`` → ``running`` until a ``BashOutput`` poll
   or (2.1.1xx) a ``<task-notification>`` (queue-operation, queued_command attachment) naming
   its tool-use id reports the exit code.
2. ``is_error`` with an ``Exit code N`` prefix → ``failed``, exit N.
3. ``is_error`` because the user declined or interrupted the call → ``interrupted``, exit
   unknown; because the permission layer blocked it → ``error``, exit unknown (it never ran).
4. Any other ``is_error`` → ``failed``, exit unknown (up to at least 2.0.5 none was written).
   Known blind spot: 2.0.5 logs a rejection *with typed feedback* as a plain error whose text
   is the feedback, indistinguishable from a failed command's output; it counts as failed.
5. Not an error → ``ok`` with exit 0, except when ``returnCodeInterpretation`` is present
   (e.g. grep's "No matches found"): the exit was non-zero but not a failure, so ``ok`` with
   exit unknown.

``output`` is ``toolUseResult.stdout`` + ``stderr`` where recorded, else the result text.
``duration_ms`` is ``toolUseResult.durationMs`` where recorded, else result timestamp minus
tool_use timestamp: approximate, as it includes logging latency and any time the user spent
approving the call. User ``!cmd`` commands record no exit code, so their status stays unknown.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import orjson

from sessgraph.formats import Reader
from sessgraph.formats import _claude_code_tools as tools
from sessgraph.formats._claude_code_subagents import ProgressAgents, agent_meta
from sessgraph.formats._claude_code_user import user_kind, user_text
from sessgraph.formats._io import (
    as_dict,
    as_list,
    as_str,
    first_line,
    iter_json_lines,
    json_object,
    logical_name,
)
from sessgraph.models import (
    Message,
    MessageKind,
    ParsedSession,
    ReadWarning,
    Role,
    Session,
    ToolCall,
)

FORMAT = "claude-code"
# A pasted image shows as this line in a prompt's text: no title.
_NOT_A_TITLE = frozenset({"[image]"})
_LINE_TYPES = frozenset(
    {
        "user",
        "assistant",
        "summary",
        "system",
        "file-history-snapshot",
        "progress",
        "attachment",
        "queue-operation",
        "custom-title",
        "permission-mode",
        "last-prompt",
        "mode",
        "ai-title",
    }
)
_HEAD_MARKERS = (b'"sessionId":', b'"parentUuid":')
_AGENT_FILE = re.compile(r"(?:^|__)agent-([A-Za-z0-9_-]+)\.jsonl$")


def detect(path: Path, head: bytes) -> bool:
    """Claude Code JSONL: lines with a known ``type`` and Claude Code's session fields."""
    lines = head.splitlines()
    complete = lines[:-1] if len(lines) > 1 else lines
    for raw in complete[:20]:
        try:
            obj = orjson.loads(raw)
        except orjson.JSONDecodeError:
            continue
        if not isinstance(obj, dict) or as_str(obj.get("type")) not in _LINE_TYPES:
            continue
        if "sessionId" in obj or "uuid" in obj or "leafUuid" in obj or "messageId" in obj:
            return True
    # A first line longer than the head (a big tool result) cannot be parsed; its fields can.
    return all(marker in head for marker in _HEAD_MARKERS) and b'"type":' in head


@dataclass
class _AssistantDraft:
    """An assistant message being assembled from the lines that share its ``message.id``."""

    message: Message
    parts: list[str] = field(default_factory=list)
    has_text: bool = False
    has_thinking: bool = False
    is_api_error: bool = False


@dataclass
class _Header:
    """Session-level fields, taken from whichever lines carry them."""

    session_id: str | None = None
    agent_id: str | None = None
    version: str | None = None
    cwd: str | None = None
    git_branch: str | None = None
    model: str | None = None
    started_at: str | None = None
    ended_at: str | None = None
    custom_title: str | None = None
    ai_title: str | None = None
    first_prompt: str | None = None
    summaries: list[tuple[str | None, str]] = field(default_factory=list)


class _SessionBuilder:
    """Turns the lines of one file into one ParsedSession (see the module docstring)."""

    def __init__(
        self, path: Path, warnings: list[ReadWarning], from_progress: bool = False
    ) -> None:
        self.path = path
        self.warnings = warnings
        self.header = _Header()
        # A subagent rebuilt from the parent's progress lines (path is the parent's file).
        self.from_progress = from_progress
        self.in_subagent = from_progress or _AGENT_FILE.search(logical_name(path)) is not None
        self.messages: list[Message] = []
        self.drafts: dict[str, _AssistantDraft] = {}
        self.pending: dict[str, ToolCall] = {}
        self.background: dict[str, ToolCall] = {}
        # Backgrounded Bash calls by tool_use id, for <task-notification> joins.
        self.background_calls: dict[str, ToolCall] = {}
        self.user_bash: ToolCall | None = None
        # Tool-use ids read so far, and those met again in a replayed history (their results
        # are replays too).
        self.called: set[str] = set()
        self.replayed: set[str] = set()
        # uuid of every line seen -> native id of the message that holds it (or its ancestor's).
        self.native_of: dict[str, str] = {}
        # Every call by tool-use id, and the subagents echoed in progress lines.
        self.calls: dict[str, ToolCall] = {}
        self.progress = ProgressAgents(path, lambda: _SessionBuilder(path, [], True))

    # -- lines -------------------------------------------------------------------------
    def feed(self, line_no: int, obj: dict[str, object]) -> None:
        line_type = obj.get("type")
        self._note_header(obj)
        if line_type == "assistant":
            self._assistant(line_no, obj)
        elif line_type == "user":
            self._user(line_no, obj)
        elif line_type == "system":
            self._system(line_no, obj)
        else:
            self._other(line_no, obj)

    def _note_header(self, obj: dict[str, object]) -> None:
        header = self.header
        header.session_id = header.session_id or as_str(obj.get("sessionId"))
        header.agent_id = header.agent_id or as_str(obj.get("agentId"))
        header.cwd = header.cwd or as_str(obj.get("cwd"))
        header.git_branch = header.git_branch or as_str(obj.get("gitBranch")) or None
        header.version = as_str(obj.get("version")) or header.version
        # Only subagent files carry agentId; inline sidechains (1.0.x) do not.
        self.in_subagent = self.in_subagent or header.agent_id is not None

    def _other(self, line_no: int, obj: dict[str, object]) -> None:
        line_type = obj.get("type")
        if line_type == "summary":
            summary = as_str(obj.get("summary"))
            if summary:
                self.header.summaries.append((as_str(obj.get("leafUuid")), summary))
        elif line_type == "custom-title":
            title = as_str(obj.get("customTitle")) or as_str(obj.get("title"))
            self.header.custom_title = title or self.header.custom_title
        elif line_type == "ai-title":
            self.header.ai_title = as_str(obj.get("aiTitle")) or self.header.ai_title
        elif line_type == "queue-operation":
            self._task_notifications(as_str(obj.get("content")))
        elif line_type == "progress":
            self._progress(line_no, obj)
        elif line_type == "attachment":
            attachment = as_dict(obj.get("attachment"))
            if attachment.get("type") == "queued_command":
                self._queued_command(line_no, obj, attachment)
                return
        uuid = as_str(obj.get("uuid"))
        parent = as_str(obj.get("parentUuid"))
        if uuid and parent:
            # A skipped line in the parent chain: children of it belong to its parent.
            self.native_of[uuid] = self.native_of.get(parent, parent)

    def _progress(self, line_no: int, obj: dict[str, object]) -> None:
        spawned = self.progress.feed(line_no, obj)
        call = self.calls.get(spawned[1]) if spawned else None
        if spawned and call is not None and call.child_session_id is None:
            call.child_session_id = f"{self._own_id()}:agent-{spawned[0]}"

    def _own_id(self) -> str:
        """The id the file's lines give (a subagent file turns it into its parent's id)."""
        return self.header.session_id or logical_name(self.path).removesuffix(".jsonl")

    def _new_message(
        self,
        line_no: int,
        obj: dict[str, object],
        native_id: str | None,
        role: Role,
        kind: MessageKind,
        text: str = "",
    ) -> Message:
        timestamp = as_str(obj.get("timestamp"))
        if timestamp:
            self.header.started_at = self.header.started_at or timestamp
            self.header.ended_at = timestamp
        parent = as_str(obj.get("parentUuid"))
        message = Message(
            seq=len(self.messages),
            native_id=native_id,
            role=role,
            kind=kind,
            text=text,
            timestamp=timestamp,
            parent_id=self.native_of.get(parent, parent) if parent else None,
            is_sidechain=obj.get("isSidechain") is True,
            source_line=line_no,
        )
        self.messages.append(message)
        return message

    def _remember_line(self, obj: dict[str, object], native_id: str | None) -> None:
        uuid = as_str(obj.get("uuid"))
        if uuid and native_id:
            self.native_of[uuid] = native_id

    def _assistant(self, line_no: int, obj: dict[str, object]) -> None:
        payload = as_dict(obj.get("message"))
        native_id = as_str(payload.get("id")) or as_str(obj.get("uuid"))
        draft = self.drafts.get(native_id) if native_id else None
        if draft is None:
            message = self._new_message(line_no, obj, native_id, Role.ASSISTANT, MessageKind.TEXT)
            message.model = as_str(payload.get("model"))
            if message.model and message.model != "<synthetic>" and not self.header.model:
                self.header.model = message.model
            draft = _AssistantDraft(message)
            if native_id:
                self.drafts[native_id] = draft
        else:
            timestamp = as_str(obj.get("timestamp"))
            self.header.ended_at = timestamp or self.header.ended_at
        self._remember_line(obj, native_id)
        draft.is_api_error = draft.is_api_error or obj.get("isApiErrorMessage") is True
        content = payload.get("content")
        if isinstance(content, str):
            draft.parts.append(content)
            draft.has_text = True
            return
        for block in as_list(content):
            self._assistant_block(draft, as_dict(block), obj)

    def _assistant_block(
        self, draft: _AssistantDraft, block: dict[str, object], obj: dict[str, object]
    ) -> None:
        block_type = block.get("type")
        if block_type == "text":
            text = as_str(block.get("text"))
            if text and text not in draft.parts:  # an identical block is a replay
                draft.parts.append(text)
                draft.has_text = True
        elif block_type == "thinking":
            thinking = as_str(block.get("thinking"))
            if thinking:
                draft.parts.append(thinking)
                draft.has_thinking = True
        elif block_type == "tool_use":
            call_id = as_str(block.get("id"))
            if call_id and call_id in self.called:
                self.replayed.add(call_id)
                return
            if call_id:
                self.called.add(call_id)
            draft.message.tool_calls.append(self._tool_call(block, obj))

    def _tool_call(self, block: dict[str, object], obj: dict[str, object]) -> ToolCall:
        name = as_str(block.get("name")) or "unknown"
        raw_input = block.get("input")
        call_input = as_dict(raw_input)
        call = ToolCall(
            native_id=as_str(block.get("id")),
            name=name,
            input=raw_input if isinstance(raw_input, (dict, list, str)) else None,
        )
        if name in tools.SHELL_TOOLS:
            call.command = tools.new_shell_command(
                call_input, as_str(obj.get("cwd")), as_str(obj.get("timestamp"))
            )
        elif name in tools.EDIT_TOOLS:
            call.edits = tools.edits_from_input(name, call_input)
        if call.native_id:
            self.pending[call.native_id] = call
            self.calls[call.native_id] = call
        return call

    def _user(self, line_no: int, obj: dict[str, object]) -> None:
        payload = as_dict(obj.get("message"))
        content = payload.get("content")
        uuid = as_str(obj.get("uuid"))
        results = [as_dict(b) for b in as_list(content) if as_dict(b).get("type") == "tool_result"]
        if results and self.replayed:
            results = [b for b in results if as_str(b.get("tool_use_id")) not in self.replayed]
            if not results:  # every result answers a replayed call: look through the line
                parent = as_str(obj.get("parentUuid"))
                if uuid and parent:
                    self.native_of[uuid] = self.native_of.get(parent, parent)
                return
        if results:
            texts = [self._tool_result(block, obj, len(results) == 1) for block in results]
            self._new_message(
                line_no, obj, uuid, Role.TOOL, MessageKind.TOOL_RESULT, "\n\n".join(texts)
            )
        else:
            full, typed = user_text(content)
            kind = user_kind(obj, typed, self.in_subagent)
            message = self._new_message(line_no, obj, uuid, Role.USER, kind, full)
            self._task_notifications(full)
            if kind == MessageKind.COMMAND_ECHO:
                self._user_bash(message, full, obj)
            elif kind == MessageKind.PROMPT and self.header.first_prompt is None:
                self.header.first_prompt = first_line(typed, skip=_NOT_A_TITLE)
        self._remember_line(obj, uuid)

    def _tool_result(
        self, block: dict[str, object], obj: dict[str, object], owns_line_result: bool
    ) -> str:
        """Pair one tool_result block with its call; return the result text."""
        text = tools.result_text(block)
        call_id = as_str(block.get("tool_use_id"))
        call = self.pending.pop(call_id, None) if call_id else None
        if call is None:
            return text
        is_error = block.get("is_error") is True
        # toolUseResult describes the line's one result; with several it is ambiguous.
        line_result = as_dict(obj.get("toolUseResult")) if owns_line_result else {}
        call.result_text = text
        call.is_error = is_error
        call.status = "error" if is_error else "ok"
        if call.command is not None:
            tools.apply_shell_result(
                call.command, text, is_error, line_result, as_str(obj.get("timestamp"))
            )
            call.status = str(call.command.status)
            shell_id = as_str(line_result.get("backgroundTaskId"))
            if shell_id:
                self.background[shell_id] = call
                self.background_calls[call_id or shell_id] = call
        elif call.name in tools.EDIT_TOOLS:
            tools.apply_edit_result(call, is_error, line_result)
        elif call.name in tools.BACKGROUND_OUTPUT_TOOLS:
            self._background_poll(as_dict(call.input), line_result)
        return text

    def _background_poll(
        self, call_input: dict[str, object], line_result: dict[str, object]
    ) -> None:
        shell_id = tools.background_shell_id(call_input, line_result)
        shell_call = self.background.get(shell_id) if shell_id else None
        if shell_call is not None and shell_call.command is not None:
            tools.apply_background_output(shell_call.command, line_result)
            shell_call.status = str(shell_call.command.status)

    def _queued_command(
        self, line_no: int, obj: dict[str, object], attachment: dict[str, object]
    ) -> None:
        """A message queued while the agent worked (2.1.2xx): a prompt the user typed, or a
        ``<task-notification>`` of a background task. The attachment is the only record of
        what the model was given (the queue-operation lines only enqueue and remove it), so
        it is a user message like the user line that carries a notification in other
        versions: a prompt, or ``meta`` for a notification."""
        full, typed = user_text(attachment.get("prompt"))
        self._task_notifications(full)
        uuid = as_str(obj.get("uuid"))
        mode = attachment.get("commandMode")
        if mode not in (None, "prompt", "task-notification") or not full.strip():
            parent = as_str(obj.get("parentUuid"))
            if uuid and parent:
                self.native_of[uuid] = self.native_of.get(parent, parent)
            return
        kind = user_kind(obj, typed, self.in_subagent)
        self._new_message(line_no, obj, uuid, Role.USER, kind, full)
        if kind == MessageKind.PROMPT and self.header.first_prompt is None:
            self.header.first_prompt = first_line(typed, skip=_NOT_A_TITLE)
        self._remember_line(obj, uuid)

    def _task_notifications(self, text: str | None) -> None:
        """A background Bash's exit arrives only in a later ``<task-notification>``."""
        for notification in tools.task_notifications(text):
            call = self.background_calls.get(notification.tool_use_id or "")
            if call is None:
                call = self.background.get(notification.task_id or "")
            if call is None or call.command is None:
                continue
            tools.apply_task_notification(call.command, notification)
            call.status = str(call.command.status)
            call.is_error = call.command.status not in ("ok", "running", "unknown")

    def _user_bash(self, message: Message, text: str, obj: dict[str, object]) -> None:
        """``!cmd`` bash mode: the input line opens a call, the output line completes it."""
        timestamp = as_str(obj.get("timestamp"))
        command = tools.user_bash_input(text)
        if command is not None:
            self.user_bash = tools.new_user_bash_call(command, as_str(obj.get("cwd")), timestamp)
            message.tool_calls.append(self.user_bash)
        output = tools.user_bash_output(text)
        if output is not None and self.user_bash is not None:
            tools.apply_user_bash_output(self.user_bash, output, timestamp)
            self.user_bash = None

    def _system(self, line_no: int, obj: dict[str, object]) -> None:
        uuid = as_str(obj.get("uuid"))
        subtype = as_str(obj.get("subtype"))
        text = as_str(obj.get("content")) or f"[{subtype or 'system'}]"
        kind = MessageKind.META
        if subtype == "api_error":
            # The error object holds the whole HTTP response (headers, cookies): keep its gist.
            kind, text = MessageKind.ERROR, tools.api_error_text(obj)
        self._new_message(line_no, obj, uuid, Role.SYSTEM, kind, text)
        self._remember_line(obj, uuid)

    # -- result ------------------------------------------------------------------------
    def _finish_drafts(self) -> None:
        for draft in self.drafts.values():
            message = draft.message
            message.text = "\n\n".join(draft.parts)
            if draft.is_api_error:
                tools.set_enum(message, "kind", MessageKind.ERROR)
            elif message.model == "<synthetic>":  # written by Claude Code (resume), not a model
                tools.set_enum(message, "kind", MessageKind.META)
            elif message.tool_calls:
                tools.set_enum(message, "kind", MessageKind.TOOL_CALL)
            elif draft.has_thinking and not draft.has_text:
                tools.set_enum(message, "kind", MessageKind.REASONING)

    def _title(self, seen_uuids: set[str]) -> str | None:
        header = self.header
        own = [text for leaf, text in header.summaries if leaf and leaf in seen_uuids]
        fallback = header.summaries[-1][1] if header.summaries else None
        return (
            header.custom_title
            or header.ai_title
            or (own[0] if own else None)
            or header.first_prompt
            or fallback
        )

    def finish(self) -> ParsedSession:
        self._finish_drafts()
        header = self.header
        stem = logical_name(self.path).removesuffix(".jsonl")
        session_id = self._own_id()
        parent_id: str | None = None
        agent_type: str | None = None
        title = self._title(set(self.native_of))
        file_agent = _AGENT_FILE.search(logical_name(self.path))
        agent_id = header.agent_id or (file_agent.group(1) if file_agent else None)
        if self.in_subagent and agent_id:
            in_subagents_dir = self.path.parent.name == "subagents"
            parent_id = header.session_id or (
                self.path.parent.parent.name if in_subagents_dir else None
            )
            session_id = f"{parent_id}:agent-{agent_id}" if parent_id else stem
            meta = {} if self.from_progress else agent_meta(self.path, self.warnings)
            agent_type = as_str(meta.get("agentType"))
            title = as_str(meta.get("description")) or title
            for message in self.messages:
                message.is_sidechain = True
        session = Session(
            id=session_id,
            format=FORMAT,
            format_version=header.version,
            source_path=str(self.path),
            title=title,
            cwd=header.cwd,
            git_branch=header.git_branch,
            agent=agent_type,
            model=header.model,
            started_at=header.started_at,
            ended_at=header.ended_at,
            parent_session_id=parent_id,
        )
        return ParsedSession(session=session, messages=self.messages, warnings=self.warnings)


def read(path: Path) -> Iterator[ParsedSession]:
    """Read one Claude Code JSONL file (plain, .gz or .zst) into one session."""
    warnings: list[ReadWarning] = []
    builder = _SessionBuilder(path, warnings)
    for line_no, obj in iter_json_lines(path, warnings):
        builder.feed(line_no, obj)
    parent = builder.finish()
    yield parent
    yield from builder.progress.sessions(parent.session.id, builder.calls)


def turn_start(raw: bytes) -> bool:
    """A typed user prompt of the main chain: every earlier tool call has its result."""
    if b'"user"' not in raw or b"tool_result" in raw:
        return False
    obj = json_object(raw)
    if obj is None or obj.get("type") != "user":
        return False
    if obj.get("isSidechain") is True:
        return False
    content = as_dict(obj.get("message")).get("content")
    if isinstance(content, list):
        if any(as_dict(block).get("type") == "tool_result" for block in content):
            return False
    elif not isinstance(content, str):
        return False
    # The same test the reader applies: a typed prompt (or a compaction summary), not a
    # command echo, hook output or other injected line.
    kind = user_kind(obj, user_text(content)[1], in_subagent=False)
    return kind in (MessageKind.PROMPT, MessageKind.COMPACTION_SUMMARY)


def header_line(raw: bytes) -> bool:
    """Every line names the session (``sessionId``): no line needs repeating."""
    return False


READER = Reader(
    name=FORMAT,
    read=read,
    detect=detect,
    description="Claude Code session JSONL (~/.claude/projects), incl. subagent files",
    turn_start=turn_start,
    header_line=header_line,
)
