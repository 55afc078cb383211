"""Entity mentions, discovery → reuse links, and pivot points.

*Mentions* record where an entity appears and how: in the agent's or user's ``prose``, in a
``command`` the agent ran, or in an ``edit`` it made. Tool output is not mined for mentions:
a name scrolling past in a listing is not knowledge.

*Reuse*: for knowledge-bearing entities (flags, env vars, version pins, PR refs, and
command idioms the agent wrote out in its prose, like ``lsof -t -i :8000``), the
discovery is the earliest mention in prose or in the agent's own action, across all
sessions; every later segment (or session) that uses the entity gets one link from that
discovery to its first use there. A flag is also matched by an abbreviation that argparse
would accept (``--speculative-algo`` for ``--speculative-algorithm``).

*Pivots*: for each resolved episode, the first assistant message after the failure streak
that names the fix's entities (the diagnosis), else the fix itself. The score grows with
the length of the streak, a crash loop, a user report, and knowledge reused from far away.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from sessgraph.extract.entities import Entity, entities_from_command, entities_from_text
from sessgraph.extract.episodes import Action, Episode
from sessgraph.extract.intent import change_kind

KNOWLEDGE_KINDS = ("flag", "env_var", "package", "pr")
PIVOT_EXCERPT = 240


@dataclass(frozen=True)
class Mention:
    kind: str
    name: str
    value: str | None
    message_id: int
    command_id: int | None
    seq: int
    role: str


def prose_entities(text: str) -> list[Entity]:
    """Entities in prose; uses the spaCy pipeline when available."""
    try:
        from sessgraph.extract.prose import entities_from_prose
    except ImportError:  # pragma: no cover - prose module is part of the package
        return entities_from_text(text)
    return entities_from_prose(text)


def message_mentions(
    messages: Iterable[tuple[int, int, str, str]], actions: Iterable[Action]
) -> list[Mention]:
    """Mentions from prose (``(id, seq, role, text)``) and from the agent's actions."""
    found: list[Mention] = []
    for message_id, seq, role, text in messages:
        if role not in ("assistant", "user") or not text:
            continue
        for entity in prose_entities(text):
            found.append(
                Mention(entity.kind, entity.name, entity.value, message_id, None, seq, "prose")
            )
    for action in actions:
        if action.command is not None:
            entities = entities_from_command(action.command)
            role = "command"
        else:
            entities = entities_from_text(action.added_text) + _script_entities(action.added_text)
            if action.edit_path:
                entities.append(Entity("path", action.edit_path))
            role = "edit"
        for entity in entities:
            found.append(
                Mention(
                    entity.kind,
                    entity.name,
                    entity.value,
                    action.message_id,
                    action.command_id,
                    action.seq,
                    role,
                )
            )
    return list(dict.fromkeys(found))


_SCRIPT_LINE = re.compile(r"^\s*(?:RUN|run:|-\s*run:|\$)?\s*(.+)$")


def _script_entities(text: str) -> list[Entity]:
    """Commands written into files (Dockerfile RUN lines, CI steps, scripts) name packages."""
    found: list[Entity] = []
    for line in text.splitlines():
        match = _SCRIPT_LINE.match(line)
        if match and change_kind(match.group(1)) in ("install_package", "package_reinstall"):
            found.extend(entities_from_command(match.group(1)))
    return found


def knowledge_keys(names: dict[int, str]) -> dict[int, int]:
    """Entity id → the id it counts as: a long flag maps to its shortest known abbreviation
    (argparse accepts ``--speculative-algo`` for ``--speculative-algorithm``)."""
    flags = sorted(
        ((name, eid) for eid, name in names.items() if name.startswith("--") and len(name) >= 10),
        key=lambda item: len(item[0]),
    )
    keys = {eid: eid for eid in names}
    for n, (name, eid) in enumerate(flags):
        for shorter, shorter_id in flags[:n]:
            # An abbreviation cuts the last word short; `--speculative` is not an
            # abbreviation of `--speculative-algo`, it is another flag.
            if name.startswith(shorter) and "-" not in name[len(shorter) :]:
                keys[eid] = keys[shorter_id]
                break
    return keys


@dataclass
class PivotCandidate:
    message_id: int
    seq: int
    score: float
    reason: str


def _names_fix(text: str, entities: list[str]) -> list[str]:
    lowered = text.lower()
    named = []
    for entity in entities:
        key = entity.split("=")[0].strip().lower()
        if len(key) >= 3 and key in lowered:
            named.append(entity)
    return named


def pivot_for(
    episode: Episode, prose: dict[int, str], message_ids: dict[int, int]
) -> PivotCandidate | None:
    """The message where ``episode`` turns, with a score and a human reason."""
    fix = episode.fix
    if fix is None:
        return None
    last_symptom = max(s.seq for s in episode.symptoms if s.seq <= fix.seq)
    chosen_seq, named = fix.seq, _names_fix(prose.get(fix.seq, ""), fix.entities)
    for seq in range(last_symptom, fix.seq + 1):
        hits = _names_fix(prose.get(seq, ""), fix.entities)
        if hits:
            chosen_seq, named = seq, hits
            break
    kinds = {s.kind for s in episode.symptoms}
    streak = len([s for s in episode.symptoms if s.action is not None])
    score = 1.0 + 0.5 * min(streak, 6)
    reasons = [f"after {streak} failing step(s)"]
    if "crash_loop" in kinds:
        score += 1.5
        reasons.append("a crash loop")
    if "user_report" in kinds:
        score += 1.0
        reasons.append("a user report")
    score += 0.3 * len(named)
    what = ", ".join(named or fix.entities[:3])
    reason = (
        f"{' and '.join(reasons)}, names the fix ({what}); "
        f"verified by `{(fix.verify.command or '')[:80]}` at message {fix.verify.seq}"
    )
    return PivotCandidate(message_ids[chosen_seq], chosen_seq, round(score, 3), reason)
