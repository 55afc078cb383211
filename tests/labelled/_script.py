"""A labelled session as a list of steps, and the gold builder shared by the format generators.

A session script is a list of steps (:class:`User`, :class:`Say`, :class:`Think`, :class:`Run`,
:class:`Edit`, :class:`Read`). Each format generator (``make_claude_code.py``, ``make_codex.py``,
``make_opencode.py``) turns the steps into a transcript in that tool's real file format and
reports, for every step, the messages it produced (as native ids or source lines). The gold is
written against *labels* (``R("label", "snippet")``) and resolved here after the transcript has
been read back with sessgraph's own reader: a label names a step, the snippet must occur in one
of the messages that step produced (message text, or its tool calls' command / output / result /
input), and that message's ``seq`` and ``native_id`` go into ``gold.json``. Nothing in the gold is
typed by hand as a number.

Everything is deterministic: ids and timestamps come from a seeded ``random.Random``.
"""

from __future__ import annotations

import json
import random
import string
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
sys.path.insert(0, str(REPO / "src"))

# --------------------------------------------------------------------------------------------
# Steps


@dataclass
class User:
    """A request typed by the person (starts a segment)."""

    text: str
    id: str | None = None


@dataclass
class Say:
    """Assistant prose with no tool call."""

    text: str
    id: str | None = None


@dataclass
class Think:
    """Assistant reasoning (thinking block / reasoning summary / reasoning part)."""

    text: str
    id: str | None = None


@dataclass
class Run:
    """A shell command: prose before it (optional), the command, its output and exit code."""

    cmd: str
    out: str = ""
    exit: int = 0
    say: str | None = None
    id: str | None = None
    desc: str | None = None
    secs: float = 0.4
    # Claude Code only: a grep-style non-zero that the tool reports as "No matches found".
    no_match: bool = False


@dataclass
class Edit:
    """A file edit (old → new string)."""

    path: str
    old: str
    new: str
    say: str | None = None
    id: str | None = None


@dataclass
class Read:
    """Reading a file with the agent's read tool (a ``sed -n`` for Codex)."""

    path: str
    content: str
    say: str | None = None
    id: str | None = None


Step = User | Say | Think | Run | Edit | Read


# --------------------------------------------------------------------------------------------
# Gold references


@dataclass(frozen=True)
class R:
    """A message named by the label of the step that produced it and a snippet inside it."""

    label: str
    snippet: str


@dataclass
class Episode:
    id: str
    kind: str
    summary: str
    symptoms: list[R]
    error_text: str
    failing_command: str
    fix: R | None = None
    fix_kind: str | None = None
    entities: list[str] = field(default_factory=list)
    verified_by: R | None = None


@dataclass
class Reuse:
    entity: str
    discovered: R
    reused: R


@dataclass
class Negative:
    kind: str  # expected_nonzero | flaky | not_a_fix | coincidental_change
    ref: R
    why: str
    entity: str | None = None


@dataclass
class Query:
    error_text: str
    expected_fix_entities: list[str]
    expected_episode: str | None


@dataclass
class Gold:
    episodes: list[Episode]
    reuse: list[Reuse]
    pivots: list[R]
    queries: list[Query]
    negatives: list[Negative]
    seed: int
    notes: str = ""


# --------------------------------------------------------------------------------------------
# Deterministic ids and clock


class Ids:
    """Seeded ids and a monotonic clock shared by a generator."""

    B62 = string.digits + string.ascii_uppercase + string.ascii_lowercase

    def __init__(self, seed: int, start_ms: int) -> None:
        self.rng = random.Random(seed)
        self.now_ms = start_ms
        self._counter = 0

    def tick(self, lo: float = 0.3, hi: float = 4.0) -> int:
        self.now_ms += int(self.rng.uniform(lo, hi) * 1000)
        return self.now_ms

    def advance(self, seconds: float) -> int:
        self.now_ms += int(seconds * 1000)
        return self.now_ms

    def iso(self, ms: int | None = None) -> str:
        from datetime import UTC, datetime

        value = self.now_ms if ms is None else ms
        return (
            datetime.fromtimestamp(value / 1000, tz=UTC).strftime("%Y-%m-%dT%H:%M:%S.")
            + f"{value % 1000:03d}Z"
        )

    def b62(self, n: int) -> str:
        return "".join(self.rng.choice(self.B62) for _ in range(n))

    def hex(self, n: int) -> str:
        return "".join(self.rng.choice("0123456789abcdef") for _ in range(n))

    def uuid4(self) -> str:
        import uuid

        return str(uuid.UUID(int=self.rng.getrandbits(128), version=4))

    def ascending(self, prefix: str) -> str:
        """opencode's Identifier.ascending: hex(ms * 0x1000 + counter), then 14 base62."""
        self._counter += 1
        value = self.now_ms * 0x1000 + (self._counter % 0x1000)
        return f"{prefix}_{value & 0xFFFFFFFFFFFF:012x}" + self.b62(14)


# --------------------------------------------------------------------------------------------
# Reading the transcript back and resolving the gold


def message_haystack(message: Any) -> str:
    """Everything a snippet may be found in: text, and each tool call's command/output/input."""
    parts = [message.text or ""]
    for call in message.tool_calls:
        if call.command is not None:
            parts.append(call.command.command)
            parts.append(call.command.output or "")
        parts.append(call.result_text or "")
        if call.input is not None:
            parts.append(call.input if isinstance(call.input, str) else json.dumps(call.input))
            if isinstance(call.input, dict):
                parts.extend(str(v) for v in call.input.values())
    return "\n".join(parts)


def read_back(path: Path) -> Any:
    from sessgraph.formats import detect_file, reader_by_name

    reader = reader_by_name("opencode") if path.is_dir() else detect_file(path)
    sessions = list(reader.read(path))
    assert len(sessions) == 1, f"{path}: expected one session, got {len(sessions)}"
    parsed = sessions[0]
    assert not parsed.warnings, f"{path}: reader warnings {parsed.warnings}"
    return reader.name, parsed


class Resolver:
    """Maps step labels to messages of the read-back session."""

    def __init__(self, steps: list[Step], produced: list[list[tuple[str, Any]]], parsed: Any):
        self.messages = parsed.messages
        by_native: dict[str, list[int]] = {}
        by_line: dict[int, int] = {}
        for message in self.messages:
            if message.native_id:
                by_native.setdefault(message.native_id, []).append(message.seq)
            if message.source_line is not None:
                by_line.setdefault(message.source_line, message.seq)
        self.step_seqs: list[list[int]] = []
        for keys in produced:
            seqs = []
            for kind, value in keys:
                if kind == "line":
                    seqs.append(by_line[value])
                else:
                    found = by_native[value]
                    assert len(found) == 1, f"native id {value} names {len(found)} messages"
                    seqs.append(found[0])
            self.step_seqs.append(seqs)
        firsts = [seqs[0] for seqs in self.step_seqs if seqs]
        assert firsts == sorted(firsts), "the reader orders messages differently from the steps"
        self.labels: dict[str, int] = {}
        for index, step in enumerate(steps):
            if step.id:
                assert step.id not in self.labels, f"duplicate label {step.id}"
                self.labels[step.id] = index
        self.hay = [message_haystack(m) for m in self.messages]
        self.steps = steps

    def resolve(self, ref: R) -> dict[str, Any]:
        index = self.labels.get(ref.label)
        assert index is not None, f"unknown label {ref.label}"
        for seq in self.step_seqs[index]:
            if ref.snippet in self.hay[seq]:
                others = [
                    s
                    for s, text in enumerate(self.hay)
                    if ref.snippet in text and s not in self.step_seqs[index]
                ]
                assert not others, f"snippet {ref.snippet!r} ({ref.label}) also in seqs {others}"
                message = self.messages[seq]
                return {"native_id": message.native_id, "seq": seq, "snippet": ref.snippet}
        raise AssertionError(f"snippet {ref.snippet!r} not in the messages of step {ref.label}")


def _counts(parsed: Any) -> dict[str, int]:
    messages = parsed.messages
    commands = [c.command for m in messages for c in m.tool_calls if c.command is not None]
    return {
        "messages": len(messages),
        "user_messages": sum(1 for m in messages if m.role == "user"),
        "assistant_messages": sum(1 for m in messages if m.role == "assistant"),
        "tool_result_messages": sum(1 for m in messages if m.role == "tool"),
        "prompts": sum(1 for m in messages if m.kind == "prompt"),
        "shell_commands": len(commands),
        "failed_shell_commands": sum(1 for c in commands if c.status == "failed"),
    }


def build_gold(
    steps: list[Step],
    produced: list[list[tuple[str, Any]]],
    transcript: Path,
    out_dir: Path,
    gold: Gold,
    fmt: str,
    generator: str,
) -> dict[str, Any]:
    """Read the transcript back, resolve every reference, check the labels, write gold.json."""
    reader_name, parsed = read_back(transcript)
    res = Resolver(steps, produced, parsed)
    messages = parsed.messages

    # Every User step must be a prompt; segments are where they start.
    segments = []
    for index, step in enumerate(steps):
        if isinstance(step, User):
            seq = res.step_seqs[index][0]
            assert messages[seq].kind == "prompt", (seq, messages[seq].kind)
            segments.append({"seq": seq, "request": step.text[:100]})
    prompts = [m.seq for m in messages if m.kind == "prompt"]
    assert prompts == [s["seq"] for s in segments], (prompts, segments)

    def content(seq: int) -> str:
        return res.hay[seq]

    episodes = []
    for ep in gold.episodes:
        symptoms = [res.resolve(r) for r in ep.symptoms]
        assert any(ep.error_text in content(s["seq"]) for s in symptoms), (
            f"{ep.id}: error_text not in any symptom message"
        )
        commands = [
            c.command.command
            for s in symptoms
            for c in messages[s["seq"]].tool_calls
            if c.command is not None
        ]
        # The failing command is normally the symptom's own; for a job launched in the
        # background and polled later it is the launch, earlier in the session.
        last = max(s["seq"] for s in symptoms)
        assert any(ep.failing_command in c for c in commands) or any(
            ep.failing_command in content(seq) for seq in range(last + 1)
        ), f"{ep.id}: failing_command not among the commands up to the symptom"
        fix = None
        if ep.fix is not None:
            fix = res.resolve(ep.fix)
            for entity in ep.entities:
                assert entity in content(fix["seq"]), f"{ep.id}: entity {entity!r} not in fix"
            fix.update(kind=ep.fix_kind, entities=ep.entities)
            assert fix["seq"] > max(s["seq"] for s in symptoms) or ep.kind == "user_report", ep.id
        verified = res.resolve(ep.verified_by) if ep.verified_by else None
        if verified and fix:
            assert verified["seq"] >= fix["seq"], ep.id
        episodes.append(
            {
                "id": ep.id,
                "kind": ep.kind,
                "summary": ep.summary,
                "symptoms": symptoms,
                "error_text": ep.error_text,
                "failing_command": ep.failing_command,
                "fix": fix,
                "verified_by": verified,
                "resolved": fix is not None,
            }
        )
    by_id = {e["id"]: e for e in episodes}

    reuse = []
    seg_starts = [s["seq"] for s in segments]

    def segment_of(seq: int) -> int:
        return max(i for i, start in enumerate(seg_starts) if start <= seq)

    for item in gold.reuse:
        discovered, reused = res.resolve(item.discovered), res.resolve(item.reused)
        assert discovered["seq"] < reused["seq"]
        assert segment_of(discovered["seq"]) < segment_of(reused["seq"]), item.entity
        assert item.entity in content(discovered["seq"]) and item.entity in content(reused["seq"])
        reuse.append(
            {
                "entity": item.entity,
                "discovered": discovered,
                "reused": reused,
                "segments_apart": segment_of(reused["seq"]) - segment_of(discovered["seq"]),
            }
        )

    pivots = [res.resolve(r) for r in gold.pivots]

    queries = []
    for q in gold.queries:
        if q.expected_episode is None:
            assert q.expected_fix_entities == []
        else:
            entities = by_id[q.expected_episode]["fix"]["entities"]
            for entity in q.expected_fix_entities:
                assert entity in entities, (q.expected_episode, entity)
            assert q.error_text not in "\n".join(res.hay), "query text copied from the session"
        queries.append(
            {
                "error_text": q.error_text,
                "expected_fix_entities": q.expected_fix_entities,
                "expected_episode": q.expected_episode,
            }
        )

    negatives = []
    for neg in gold.negatives:
        item = {"kind": neg.kind, **res.resolve(neg.ref)}
        if neg.entity:
            assert neg.entity in content(item["seq"]), neg.entity
            item["entity"] = neg.entity
        item["why"] = neg.why
        negatives.append(item)

    files = [transcript.name] if transcript.is_file() else [transcript.name + "/"]
    result = {
        "files": files,
        "format": fmt,
        "counts": _counts(parsed),
        "episodes": episodes,
        "reuse": reuse,
        "pivots": pivots,
        "queries": queries,
        "negatives": negatives,
        "meta": {
            "seed": gold.seed,
            "reader": reader_name,
            "session_id": parsed.session.id,
            "generator": generator,
            "symptom_seq": (
                "symptoms, fixes and verifications name the message that holds the tool call "
                "(its command and output); where the format stores results as their own "
                "entries, the output also appears in the next (tool_result) message"
            ),
            "notes": gold.notes,
            "segments": segments,
        },
    }
    (out_dir / "gold.json").write_text(json.dumps(result, indent=1, ensure_ascii=False) + "\n")
    return result


def summary_line(name: str, gold: dict[str, Any]) -> str:
    eps = gold["episodes"]
    negs = gold["negatives"]
    kinds: dict[str, int] = {}
    for n in negs:
        kinds[n["kind"]] = kinds.get(n["kind"], 0) + 1
    return (
        f"{name}: {gold['counts']['messages']} messages, {len(gold['meta']['segments'])} segments, "
        f"{sum(e['resolved'] for e in eps)} resolved + {sum(not e['resolved'] for e in eps)} "
        f"abandoned episodes, negatives {kinds}, {len(gold['reuse'])} reuse, "
        f"{len(gold['pivots'])} pivots, {len(gold['queries'])} queries; "
        f"counts {gold['counts']}"
    )
