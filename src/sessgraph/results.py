"""What the Python API returns: every result type, in one module a script can rely on.

Query results are pydantic models (the CLI's ``--json`` prints them). What an ingest or an
extraction run reports (:class:`IngestReport`, :class:`FileResult`, :class:`ExtractStats`) are
dataclasses: the ingest builds them row by row, and a worker process sends them back pickled.
They are defined in :mod:`sessgraph.reports` (no pydantic) and re-exported here. The module
sits below every stage, so a stage can return these types without importing the stage that
reports them.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from sessgraph.reports import ExtractStats as ExtractStats
from sessgraph.reports import FileResult as FileResult
from sessgraph.reports import FileStatus as FileStatus
from sessgraph.reports import IngestReport as IngestReport

# A symptom's status is its episode's: fixed and verified, passed again with no change (flaky),
# given up on, or still failing at the end of the transcript.
SymptomStatus = Literal["resolved", "flaky", "abandoned", "open"]


class _Result(BaseModel):
    # Validators are built on first use: a query that returns one kind of result (the hook,
    # `sessgraph fixes`) does not pay for building the others at import.
    model_config = ConfigDict(defer_build=True)


class SessionSummary(_Result):
    id: str
    format: str
    title: str | None
    cwd: str | None
    started_at: str | None
    ended_at: str | None
    parent_session_id: str | None
    message_count: int
    command_count: int
    failed_command_count: int
    segment_count: int
    symptom_count: int = 0
    fix_count: int = 0


class SymptomInfo(_Result):
    id: int
    session_id: str
    seq: int = Field(description="Position of the message in its session.")
    kind: str
    error_type: str | None
    error_text: str | None
    signature: str | None
    status: SymptomStatus = Field(
        description="resolved / flaky / abandoned / open (its episode's)."
    )
    command: str | None = None


class FixInfo(_Result):
    id: int
    session_id: str
    seq: int = Field(description="Position of the message that made the change.")
    kind: str
    entities: list[str]
    change: str | None
    confidence: float
    sessions_confirmed: int
    symptom: SymptomInfo
    verify_command: str | None = None


class PastSymptom(_Result):
    session_id: str
    seq: int
    error_text: str | None
    similarity: float


class FixCandidate(_Result):
    """A fix that resolved similar errors before, with what a user needs to judge it."""

    kind: str
    entities: list[str]
    change: str | None
    similarity: float = Field(description="0..1, how close the past error is to the query.")
    confidence: float = Field(description="0..1, how sure the extractor is it was the fix.")
    change_class: str | None = Field(
        default=None, description="typo / scratch / inspection / knowledge, when known."
    )
    knowledge: bool = Field(
        default=True, description="Whether the change teaches something beyond its session."
    )
    sessions: int = Field(description="Independent sessions in which this fix worked.")
    score: float
    matched_by: str = Field(description="signature / search: how the past error was found.")
    fixed: list[PastSymptom]


class TeamFixCandidate(FixCandidate):
    """A fix from the local history and the team store (``sessgraph fixes --team``)."""

    machines: int = Field(description="Machines the sessions holding this fix come from.")
    machine_names: list[str] = Field(default_factory=list)


class Pivot(_Result):
    session_id: str
    message_id: int
    seq: int
    score: float
    why: str
    excerpt: str | None


class Reuse(_Result):
    entity: str
    entity_kind: str
    discovered_in: str = Field(description="session:seq where the knowledge was found.")
    reused_in: str = Field(description="session:seq where it was used again.")
    discovered_excerpt: str | None = None
    reused_excerpt: str | None = None
    gap_messages: int | None
    gap_segments: int | None
    cross_session: bool


class CommandView(_Result):
    """A shell command a message ran: what, how it ended, the start of its output."""

    command: str
    exit_code: int | None
    status: str = Field(description="ok / failed / error / interrupted / running / unknown.")
    output: str | None = Field(description="The first 2,000 characters of the output.")


class MessageView(_Result):
    session_id: str
    seq: int
    role: str
    kind: str
    text: str
    commands: list[CommandView] = Field(default_factory=list)


class SearchHit(_Result):
    """A message or command whose text matches a full-text search."""

    session_id: str
    seq: int
    kind: str = Field(description="message / command: where the words were found.")
    snippet: str = Field(description="The matching text around the words, [marked].")
    exit_code: int | None = None


class FormatSummary(_Result):
    """What a database holds of one transcript format."""

    format: str
    sessions: int
    messages: int
    commands: int
    failed: int = Field(description="Commands that failed.")
    symptoms: int = 0
    episodes: int = Field(default=0, description="Failure episodes (related symptoms).")
    fixes: int = 0
    pivots: int = 0


class TranscriptCommand(_Result):
    """A shell command in a transcript view, with as much of its output as was asked for."""

    id: int
    command: str
    exit_code: int | None
    status: str
    output: str | None = Field(description="The output, up to the view's output limit.")
    output_chars: int = Field(description="Length of the whole stored output.")


class TranscriptEdit(_Result):
    """A file written or edited by a tool call, with the change as a unified diff."""

    path: str
    kind: str
    lines_added: int | None
    lines_removed: int | None
    diff: str | None = Field(description="Unified diff of the change, when the input holds it.")


class TranscriptMark(_Result):
    """What the extractor found at a message: a symptom, fix, verification, pivot or reuse."""

    kind: Literal["symptom", "fix", "verification", "pivot", "discovery", "reuse"]
    text: str
    episode_id: int | None = None
    row_id: int | None = Field(default=None, description="Id of the symptoms/fixes/pivots row.")


class TranscriptMessage(_Result):
    """One message of a transcript view."""

    id: int
    seq: int
    role: str
    kind: str
    label: str = Field(description="#seq and the message's first words.")
    text: str
    commands: list[TranscriptCommand] = Field(default_factory=list)
    edits: list[TranscriptEdit] = Field(default_factory=list)
    marks: list[TranscriptMark] = Field(default_factory=list)


class TranscriptWindow(_Result):
    """The messages of a session around a seq, with what was extracted from them."""

    session_id: str
    session_label: str
    message_count: int
    at: int | None = Field(description="The seq asked for (None: the session's start).")
    first_seq: int | None
    last_seq: int | None
    messages: list[TranscriptMessage]
