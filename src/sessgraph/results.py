"""What the Python API returns: pydantic models a script (or the CLI's ``--json``) can rely on."""

from __future__ import annotations

from pydantic import BaseModel, Field


class SessionSummary(BaseModel):
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


class SymptomInfo(BaseModel):
    id: int
    session_id: str
    seq: int = Field(description="Position of the message in its session.")
    kind: str
    error_type: str | None
    error_text: str | None
    signature: str | None
    status: str = Field(description="resolved / flaky / abandoned / open (of its episode).")
    command: str | None = None


class FixInfo(BaseModel):
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


class PastSymptom(BaseModel):
    session_id: str
    seq: int
    error_text: str | None
    similarity: float


class FixCandidate(BaseModel):
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


class Pivot(BaseModel):
    session_id: str
    message_id: int
    seq: int
    score: float
    why: str
    excerpt: str | None


class Reuse(BaseModel):
    entity: str
    entity_kind: str
    discovered_in: str = Field(description="session:seq where the knowledge was found.")
    reused_in: str = Field(description="session:seq where it was used again.")
    discovered_excerpt: str | None = None
    reused_excerpt: str | None = None
    gap_messages: int | None
    gap_segments: int | None
    cross_session: bool


class MessageView(BaseModel):
    session_id: str
    seq: int
    role: str
    kind: str
    text: str
    commands: list[dict[str, object]] = Field(default_factory=list)
