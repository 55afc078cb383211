"""The extractor's records: what the agent did, what went wrong, and how it was fixed.

Plain dataclasses shared by the stages that find symptoms and episodes
(:mod:`sessgraph.extract.episodes`), judge retries (:mod:`sessgraph.extract.retry_evidence`,
:mod:`sessgraph.extract.tool_retries`) and pick fixes (:mod:`sessgraph.extract.fixes`); kept
apart so that those modules import them without importing each other.
"""

from __future__ import annotations

from dataclasses import dataclass, field

# File-reading tools of the agents (Claude Code Read, opencode read, Gemini read_file,
# Amazon Q fs_read, …): one list for the loader's SQL and the rules that ask "was this a read?".
READ_TOOLS = ("read", "view", "read_file", "readfile", "read_many_files", "fs_read")


@dataclass
class Action:
    """One thing the agent did: a shell command or a file edit."""

    seq: int
    message_id: int
    command_id: int | None = None
    command: str | None = None
    exit_code: int | None = None
    status: str | None = None
    output: str | None = None
    edit_path: str | None = None
    added_text: str = ""
    removed_text: str = ""
    cwd: str | None = None
    # Permissions the call asked for ("sandbox_permissions=require_escalated"), if any.
    permissions: str | None = None
    tool: str | None = None  # a non-shell tool call that failed (then tool_error is set)
    tool_error: str | None = None
    # The file a non-shell tool call acts on, when known (also set for successful reads).
    target: str | None = None
    # What the agent said the call is for, in the call's own arguments (Claude Code / opencode /
    # Gemini ``description``): read as prose said right before the call.
    description: str | None = None

    @property
    def is_edit(self) -> bool:
        return self.edit_path is not None


@dataclass
class Symptom:
    seq: int
    message_id: int
    kind: str
    error_text: str
    error_type: str | None
    action: Action | None = None
    template: str | None = None
    signature: str | None = None
    repeat_count: int = 1


@dataclass
class Fix:
    message_id: int
    seq: int
    kind: str
    entities: list[str]
    change: str
    verify: Action
    confidence: float
    evidence: dict[str, object]
    change_class: str = "knowledge"  # typo / scratch / inspection / knowledge (issue 12, class 5)


@dataclass
class Episode:
    symptoms: list[Symptom] = field(default_factory=list)
    status: str = "open"  # resolved / flaky / abandoned / open
    fix: Fix | None = None
    verify: Action | None = None

    @property
    def primary(self) -> Symptom:
        return next((s for s in self.symptoms if s.action is not None), self.symptoms[0])

    @property
    def last_seq(self) -> int:
        return self.symptoms[-1].seq

    @property
    def kind(self) -> str:
        kinds = {s.kind for s in self.symptoms}
        return "crash_loop" if "crash_loop" in kinds else self.primary.kind
