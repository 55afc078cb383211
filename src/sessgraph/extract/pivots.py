"""Pivot points: where a session turns (issue 12: "diagnosis, change of approach, user
redirect").

For each episode: when it was resolved, the message that names the cause (a strong diagnosis)
or else the first that names the fix's entities, else the fix itself; when it was not, the
strongest diagnosis or change of approach the agent wrote after the failure streak and before
the next episode. A user's message soon after a failure is a redirect, and so is the
user's prompt a fix followed right after. Across the session, a
message naming a cause outright ("Found it —", "the bug is …") is a pivot even when the failure
that led to it was no stored symptom (a wrong value, a user's description). Diagnosis wording
is read in three tiers, strongest first (English, and the commonest Chinese and Korean
phrasings); a rule is a phrase any agent uses, never one session's. A call the user rejected
with an instruction, and a user's correction ("I don't think that's it"), redirect the session;
an agent that acts without a word after a failure turns at its next step, and one whose
words no tier reads (another language, a bare heading) turns at its first words after it.

The score grows with the length of the failure streak, a crash loop, a user report (and, in
:mod:`sessgraph.extract.run`, a little with knowledge reused from far away). What a reader sees
first are the highest-scored pivots, so the score also weighs what the turn *says*: a fix whose
message carries no word of diagnosis is the fix itself, not a visible turn, and ranks below a
message naming the cause; a user who says the agent is wrong outranks every other kind; a typo,
scratch or inspection fix is no turn at all and gives no fix pivot. Last, every pivot weighs
the failing steps crowding the messages just before it (:func:`crowded`): a session turns from
failing to working where failures gathered, whoever's words mark the turn.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from dataclasses import dataclass, replace

from sessgraph.extract.episodes import Episode
from sessgraph.extract.prose import without_ide_tags
from sessgraph.extract.textcache import memo_by_text
from sessgraph.extract.tool_errors import EDITOR_DIAGNOSTICS, REPLY_WINDOW

PIVOT_EXCERPT = 240


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


# How much of a fix pivot's score its message keeps, by what the message says (issue 12
# pivots: "a diagnosis that named the cause, a change of approach"): no words at all (a bare
# tool call: the fix itself), words without any hint of a diagnosis, a weak hint, a change of
# approach or a named cause; a message naming the fix's entities keeps all of it. A turn a
# reader cannot see in the words ranks below one they can.
_WORD_WEIGHT = {None: 0.4, 0: 0.5, 1: 0.8, 2: 1.0, 3: 1.0}


def word_weight(text: str) -> float:
    """The share of a fix pivot's score kept by its message's words (see ``_WORD_WEIGHT``)."""
    if not text.strip():
        return _WORD_WEIGHT[None]
    return _WORD_WEIGHT[_diagnosis_strength(text)]


def pivot_for(
    episode: Episode, prose: dict[int, str], message_ids: dict[int, int]
) -> PivotCandidate | None:
    """The message where ``episode`` turns, with a score and a human reason."""
    fix = episode.fix
    if fix is None:
        return None
    if fix.change_class != "knowledge":
        # Issue 12, class 5: a typo corrected, a scratch script rewritten or a log read is
        # no turn of the session: no fix pivot (a diagnosis written after the failure may
        # still be one, see ``episode_pivots``).
        return None
    last_symptom = max(s.seq for s in episode.symptoms if s.seq <= fix.seq)
    chosen_seq, named = fix.seq, _names_fix(prose.get(fix.seq, ""), fix.entities)
    for seq in range(last_symptom, fix.seq + 1):
        hits = _names_fix(prose.get(seq, ""), fix.entities)
        if hits:
            chosen_seq, named = seq, hits
            break
    # A message that names the cause is where the session turned, even when a later one
    # names the fix's entities; without such a message, any hint of a diagnosis will do.
    diagnosis = _diagnosis_seq(last_symptom, fix.seq, prose, floor=3 if named else 1)
    if diagnosis is not None:
        chosen_seq = diagnosis
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
    # A message that names the fix's entities says what to change: its words carry the turn.
    weight = 1.0 if named else word_weight(prose.get(chosen_seq, ""))
    if weight < 1.0:
        score *= weight
        reasons.append("no word of diagnosis" if weight < 0.8 else "a weak hint of one")
    what = ", ".join(named or fix.entities[:3])
    reason = (
        f"{' and '.join(reasons)}, names the fix ({what}); "
        f"verified by `{(fix.verify.command or '')[:80]}` at message {fix.verify.seq}"
    )
    return PivotCandidate(message_ids[chosen_seq], chosen_seq, round(score, 3), reason)


# What a message that turns a session says (issue 12 pivots: "diagnosis, change of approach,
# user redirect"), by strength: naming the cause, announcing another way, a weaker hint.
_Q = "['\u2019]"  # straight or typographic apostrophe
_DIAGNOSIS_TIERS: tuple[tuple[int, re.Pattern[str]], ...] = (
    (
        3,
        re.compile(
            r"\b(?:the (?:real |root |actual |underlying )?(?:issue|problem|bug|cause|culprit)"
            rf" (?:is|was|here)\b|there{_Q}?s the (?:bug|issue|problem)|found (?:it|the (?:bug|"
            r"issue|problem|cause))\b|found an? (?:[a-z]+ ){0,2}(?:bug|issue|problem|gap|cause)"
            rf"|aha\b|got it\b|that{_Q}?s (?:the (?:issue|problem|bug|cause)|why)"
            r"|turns out|root cause"
            # "Now I understand the issue", "That's a genuine state-machine bug".
            rf"|I (?:now )?(?:understand|see) (?:the (?:issue|problem|bug)|what{_Q}?s (?:wrong|"
            rf"happening))|(?:that|this|it){_Q}?s an? (?:[\w-]+ ){{0,2}}(?:bug|regression)\b"
            # A cause named as one: "the error is caused by a name mismatch", "a trailing
            # backslash which is causing an exception", "what's causing the crash".
            rf"|(?:is|are|was|were) (?:being )?caused by\b|what{_Q}?s causing\b"
            r"|(?:is|are|was|were) causing (?:the|this|that|an?|these|those)\b)"
            # The same in Chinese and Korean ("the problem is", "the cause is", "found it").
            r"|问题(?:是|在于|很明确|出在)|原因(?:是|在于)"
            r"|找到了?问题|원인은|문제는",
            re.I,
        ),
    ),
    (
        2,
        re.compile(
            r"\b(?:instead\b|(?:different|another|other|simpler|cleaner) (?:approach|way)"
            r"|rather than|needs? to (?:be|use|run|pass|activate|update|install)\b"
            # Why the current way cannot work ("it won't work", "isn't possible").
            rf"|won{_Q}?t work|can{_Q}?t work|(?:isn{_Q}?t|is not|not) possible"
            rf"|should (?:be|use)\b|I suspect|wait\b|actually\b"
            rf"|the fix\b|so I{_Q}?m\b|let me try|(?:is|are|was|were) (?:failing|missing|wrong|"
            r"broken|blocked|stale|empty|outdated)\b|failed before|I see\b)"
            # Chinese "need to use", "switch to", "instead of"; Korean "instead" (no word
            # boundaries between CJK characters).
            r"|需要(?:使用|改用|用)|改用|换成|而不是|대신",
            re.I,
        ),
    ),
    (
        1,
        re.compile(
            rf"\b(?:because|(?:doesn{_Q}?t|does not|can{_Q}?t|cannot|isn{_Q}?t|is not) "
            r"(?:exist|work|have|find|support|allow|read|import)|not (?:found|installed|running|"
            rf"available|being)|it seems|looks like|(?:let me|I{_Q}?ll|I will) (?:fix|use|switch|"
            r"rerun|re-run|copy)|the (?:issue|problem|error))\b",
            re.I,
        ),
    ),
)
# A reasoning summary's heading (Codex writes "**Handling test command failures**") that
# names a problem being worked on is a change of approach (tier 2).
_PROBLEM_HEADING = re.compile(
    r"^\s*\*\*(?:(?:Handling|Addressing|Fixing|Investigating|Diagnosing|Resolving|Troubleshooting"
    r"|Debugging|Analy[sz]ing|Assessing|Working around|Considering|Exploring)\b[^*\n]{0,60}?"
    r"\b(?:fail\w*|errors?|issues?|missing|problems?|without|broken|blocked|restrictions?"
    r"|denied|conflicts?|limits?)\b"
    # Verbs that name a problem by themselves ("**Troubleshooting Angular themes**").
    r"|(?:Troubleshooting|Debugging|Diagnosing|Working around)\b)[^*\n]*\*\*"
)
DIAGNOSIS_WINDOW = 12
# How much more a diagnosis pivot weighs when its message names the cause outright.
CAUSE_WEIGHT = 1.5
REDIRECT_WINDOW = 20
_MIN_PROSE = 12


# Memoised: a session's prose is read for causes (every message) and again for each episode's
# diagnosis window, and each read runs up to three case-insensitive patterns over the text.
@memo_by_text(maxsize=16384)
def _diagnosis_strength(text: str) -> int:
    if len(text) < _MIN_PROSE:
        return 0
    tier = next((tier for tier, pattern in _DIAGNOSIS_TIERS if pattern.search(text)), 0)
    return max(tier, 2) if _PROBLEM_HEADING.match(text) else tier


def _diagnosis_seq(start: int, end: int, prose: dict[int, str], floor: int = 1) -> int | None:
    """The agent message in ``(start, end]`` that reads most as a diagnosis or a change of
    approach (the earliest of the strongest, at least ``floor``)."""
    best, best_strength = None, floor - 1
    for seq in range(start + 1, end + 1):
        strength = _diagnosis_strength(prose.get(seq, ""))
        if strength > best_strength:
            best, best_strength = seq, strength
    return best


def diagnosis_pivot(
    episode: Episode, prose: dict[int, str], message_ids: dict[int, int], end: int | None = None
) -> PivotCandidate | None:
    """For an episode without a fix (or whose fix no message names): where the agent said
    what was wrong or what it would do instead, after the failure streak (issue 12 pivots)."""
    acted = [s.seq for s in episode.symptoms if s.action is not None] or [episode.last_seq]
    last = episode.last_seq
    stop = min(end, last + DIAGNOSIS_WINDOW) if end is not None else last + DIAGNOSIS_WINDOW
    seq = _diagnosis_seq(last, stop, prose)
    if seq is None:
        seq = _diagnosis_seq(acted[0], last, prose)
    streak = len(acted)
    score = 0.5 + 0.25 * min(streak, 6)
    label = "diagnosis"
    if seq is None:
        # No wording of a diagnosis in any language the tiers read: the agent's first
        # words after the failure are its reaction, whatever the language (issue 12
        # pivots: diagnosis, change of approach); a hint the words cannot confirm.
        seq = first_words(last, stop, prose)
        score *= FIRST_WORDS_WEIGHT
        label = "first words"
    if seq is None or seq not in message_ids:
        return None
    if _diagnosis_strength(prose[seq]) >= 3:
        # A message that names the cause outright is the turn a reader sees (what the fix
        # pivot's words weigh too): it ranks with the fixes, above a mere hint.
        score *= CAUSE_WEIGHT
    what = " ".join(prose[seq].split())[:80]
    return PivotCandidate(
        message_ids[seq], seq, round(score, 3), f"{label} after {streak} failing step(s): {what}"
    )


# What a reaction whose words no diagnosis tier reads keeps of a diagnosis pivot's score.
FIRST_WORDS_WEIGHT = 0.8


def first_words(start: int, end: int, prose: dict[int, str]) -> int | None:
    """The first agent message in ``(start, end]`` with words (at least ``_MIN_PROSE``
    characters): read by position, not by wording, so it holds in any language."""
    return next(
        (seq for seq in range(start + 1, end + 1) if len(prose.get(seq, "").strip()) >= _MIN_PROSE),
        None,
    )


# A prompt that only lets the agent go on or approves what it asked, in any wording of "go on"
# (English, Chinese, Japanese, Korean, Spanish, German, French, Russian, Portuguese).
_GO_ON = re.compile(
    r"^\s*(?:please\s+|ok(?:ay)?,?\s+)?(?:continue|go on|keep going|go ahead|proceed|carry on"
    r"|next|yes|yep|yeah|ok(?:ay)?|sure|do it|yes,? (?:to all|please|go ahead)|y"
    r"|继续|繼續|続けて|계속(?:해)?|contin[uú]a|sigue|weiter|continue[sz]?|продолжай|continua)"
    r"\s*[.!。]*\s*$",
    re.IGNORECASE,
)


def redirect_pivot(
    episode: Episode,
    prompts: dict[int, str],
    message_ids: dict[int, int],
    end: int | None = None,
) -> PivotCandidate | None:
    """A user's message right after a failure (before ``end``, the next episode's first
    symptom): the user redirects the session (issue 12 pivots). Reports of the failure
    itself are symptoms, not redirects."""
    last = episode.last_seq
    report_seqs = {s.seq for s in episode.symptoms if s.action is None}
    stop = last + REDIRECT_WINDOW if end is None else min(end - 1, last + REDIRECT_WINDOW)
    for seq in range(last + 1, stop + 1):
        text = prompts.get(seq)
        if text is None or seq in report_seqs or seq not in message_ids:
            continue
        # An IDE's note of which file is open is no word of the user's: a prompt that is
        # only that redirects nothing (issue 12 pivots: user redirect).
        text = without_ide_tags(text)
        if len(text.strip()) < 3 or _GO_ON.match(text):
            continue  # a bare "continue" / "yes" lets the agent go on: it turns nothing
        what = " ".join(text.split())[:80]
        return PivotCandidate(message_ids[seq], seq, 1.0, f"user redirect after a failure: {what}")
    return None


# How close before the fix the user's instruction must be for the fix to follow it.
INSTRUCTION_WINDOW = 4


def instruction_pivot(
    episode: Episode, prompts: dict[int, str], message_ids: dict[int, int]
) -> PivotCandidate | None:
    """The user's prompt just before an episode's fix, after its last failure: the user told
    the agent what to do and the fix followed it, so the session turned at the user's
    words (issue 12 pivots: user redirect), however long after the failure they came."""
    fix = episode.fix
    if fix is None:
        return None
    report_seqs = {s.seq for s in episode.symptoms if s.action is None}
    last = max((s.seq for s in episode.symptoms if s.seq <= fix.seq), default=fix.seq)
    for seq in range(fix.seq - 1, max(last, fix.seq - INSTRUCTION_WINDOW - 1), -1):
        text = prompts.get(seq)
        if text is None or seq in report_seqs or seq not in message_ids:
            continue
        words = " ".join(without_ide_tags(text).split())
        if len(words) < 3:
            continue
        return PivotCandidate(
            message_ids[seq], seq, 1.0, f"user instruction the fix followed: {words[:80]}"
        )
    return None


def cause_pivots(
    prose: dict[int, str], message_ids: dict[int, int], taken: set[int]
) -> list[PivotCandidate]:
    """Messages where the agent names a cause outright ("Found it —", "the bug is…"), away
    from the pivots already chosen: the session turns there even when the failure that led
    to it was not a stored symptom (a wrong value, a user's description)."""
    found = []
    for seq in sorted(prose):
        if _diagnosis_strength(prose[seq]) < 3 or seq not in message_ids:
            continue
        if any(abs(seq - other) <= 2 for other in taken):
            continue
        taken.add(seq)
        what = " ".join(prose[seq].split())[:80]
        found.append(PivotCandidate(message_ids[seq], seq, 0.75, f"names a cause: {what}"))
    return found


def episode_pivots(
    episode: Episode,
    prose: dict[int, str],
    prompts: dict[int, str],
    message_ids: dict[int, int],
    next_start: int | None = None,
    steps: dict[int, int] | None = None,
) -> list[tuple[str, PivotCandidate]]:
    """The pivots of one episode, each with a tag that keeps its id apart: the fix's
    diagnosis (resolved episodes), else the agent's diagnosis before ``next_start`` (the
    next episode's first symptom), else, for an agent that acts without a word (``steps``:
    its tool-call messages, seq -> id), its next step; the agent's first words after the
    failure when the main pivot lies elsewhere; and a user redirect right after the
    failure."""
    found: list[tuple[str, PivotCandidate]] = []
    main = pivot_for(episode, prose, message_ids)
    if main is None:
        main = diagnosis_pivot(episode, prose, message_ids, next_start)
    if main is None and steps:
        main = silent_step_pivot(episode, prose, steps, next_start)
    if main is not None:
        found.append(("", main))
        reaction = reaction_pivot(episode, prose, message_ids, main, next_start)
        if reaction is not None:
            found.append(("reaction", reaction))
    redirect = redirect_pivot(episode, prompts, message_ids)
    if redirect is not None and (main is None or redirect.seq != main.seq):
        found.append(("redirect", redirect))
    instruction = instruction_pivot(episode, prompts, message_ids)
    if instruction is not None and all(instruction.seq != p.seq for _, p in found):
        found.append(("instruction", instruction))
    rejection = rejection_pivot(episode, message_ids, prompts)
    if rejection is not None and all(rejection.seq != p.seq for _, p in found):
        found.append(("rejection", rejection))
    if all(s.action is not None and s.action.tool == EDITOR_DIAGNOSTICS for s in episode.symptoms):
        # An editor's diagnostics cleared by the next edits are the routine steps of writing
        # code, not a turn a reader looks for first: the pivots stay, below the others.
        found = [
            (tag, replace(p, score=round(p.score * DIAGNOSTICS_WEIGHT, 3))) for tag, p in found
        ]
    return found


# What an episode made only of editor diagnostics keeps of its pivots' scores.
DIAGNOSTICS_WEIGHT = 0.5


# What a reaction pivot keeps of its episode's main pivot's score: a second turn of the same
# episode ranks below the first one chosen.
REACTION_WEIGHT = 0.5


def reaction_pivot(
    episode: Episode,
    prose: dict[int, str],
    message_ids: dict[int, int],
    main: PivotCandidate,
    end: int | None = None,
) -> PivotCandidate | None:
    """The agent's first words after the failure streak (before ``end``, the next episode's
    first symptom), when the episode's main pivot lies elsewhere (a fix or a diagnosis further
    on): the agent's reaction is where a reader sees the session turn as often as the fix is,
    and it is found by position, in any language (issue 12 pivots: diagnosis, change of
    approach)."""
    last = episode.last_seq
    stop = min(end, last + DIAGNOSIS_WINDOW) if end is not None else last + DIAGNOSIS_WINDOW
    seq = first_words(last, stop, prose)
    if seq is None or seq not in message_ids or abs(seq - main.seq) <= 2:
        return None
    what = " ".join(prose[seq].split())[:80]
    return PivotCandidate(
        message_ids[seq],
        seq,
        round(main.score * REACTION_WEIGHT, 3),
        f"first words after the failure (the episode turns at message {main.seq}): {what}",
    )


def silent_step_pivot(
    episode: Episode, prose: dict[int, str], steps: dict[int, int], end: int | None = None
) -> PivotCandidate | None:
    """An agent that writes nothing between a failure and its next step (Gemini's tool
    calls carry no text) turns at that step: the first tool call after the failure, when no
    word of the agent's lies between them (issue 12 pivots: change of approach)."""
    last = episode.last_seq
    stop = min(end, last + DIAGNOSIS_WINDOW) if end is not None else last + DIAGNOSIS_WINDOW
    seq = next((q for q in range(last + 1, stop + 1) if q in steps), None)
    if seq is None or any(prose.get(q, "").strip() for q in range(last + 1, seq + 1)):
        return None
    streak = len([s for s in episode.symptoms if s.action is not None])
    # Scored as a diagnosis after the same streak: for an agent that writes nothing, the
    # step is the only visible turn, and it ranks above a fix pivot without words.
    score = 0.5 + 0.25 * min(streak, 6)
    return PivotCandidate(
        steps[seq], seq, round(score, 3), f"the next step after {streak} silent failing step(s)"
    )


def rejection_pivot(
    episode: Episode, message_ids: dict[int, int], prompts: dict[int, str] | None = None
) -> PivotCandidate | None:
    """A call the user rejected with an instruction ("use docker for the tests") is where
    the user redirects the session: at the call, whose result holds the instruction, or at
    the user's prompt right after it when the instruction came there (a bare rejection the
    user answered; issue 12 pivots: user redirect)."""
    rejection = next((s for s in episode.symptoms if s.kind == "user_rejection"), None)
    if rejection is None or rejection.seq not in message_ids:
        return None
    seq = rejection.seq
    words = rejection.error_text.split(" rejected: ", 1)[-1][:40]
    for later in range(rejection.seq + 1, rejection.seq + REPLY_WINDOW + 1):
        prompt = (prompts or {}).get(later)
        if prompt is not None and words and words in " ".join(without_ide_tags(prompt).split()):
            seq = later
            break
    if seq not in message_ids:
        return None
    what = " ".join(rejection.error_text.split())[:80]
    return PivotCandidate(message_ids[seq], seq, 1.0, f"user redirect by a rejection: {what}")


# A user correcting the agent, with or without a failure before it ("I don't think that's
# it", "don't skip the check", "that's not what I asked"): the user redirects the session.
_CORRECTION = re.compile(
    rf"^(?:no[,.!]\s|nope\b|I don{_Q}?t think (?:that{_Q}?s|this is|it{_Q}?s) (?:it|right|correct)"
    rf"|that{_Q}?s not (?:it|right|what I)|(?:don{_Q}?t|do not)\s+(?:skip|use|do that|delete"
    r"|remove|change)\b|not what I (?:meant|asked|wanted)|wrong\b)",
    re.I,
)


# A user who says the agent is wrong is the clearest turn a session has: it outranks a fix
# pivot after a long streak (issue 12 pivots: user redirect).
CORRECTION_SCORE = 2.5


def correction_pivots(
    prompts: dict[int, str], message_ids: dict[int, int], taken: set[int]
) -> list[PivotCandidate]:
    """User messages that correct the agent, away from the pivots already chosen."""
    found = []
    for seq in sorted(prompts):
        text = without_ide_tags(prompts[seq])
        if not _CORRECTION.match(text) or seq not in message_ids:
            continue
        if any(abs(seq - other) <= 2 for other in taken):
            continue
        taken.add(seq)
        what = " ".join(text.split())[:80]
        found.append(
            PivotCandidate(message_ids[seq], seq, CORRECTION_SCORE, f"user correction: {what}")
        )
    return found


# Failing steps in the messages just before a pivot: a session turns from failing to working
# where failures crowd before the turn (issue 12 pivots), whoever's words mark it and in
# whatever language; each counts CROWD_WEIGHT more, up to CROWD_MAX of them.
CROWD_WINDOW = 10
CROWD_WEIGHT = 0.2
CROWD_MAX = 3


def crowded(candidate: PivotCandidate, failures: list[int]) -> PivotCandidate:
    """``candidate`` with its score weighed by the failing steps (``failures``: their message
    positions, sorted) among the CROWD_WINDOW messages before it."""
    seq = candidate.seq
    near = bisect_right(failures, seq) - bisect_left(failures, seq - CROWD_WINDOW)
    if not near:
        return candidate
    weight = 1.0 + CROWD_WEIGHT * min(near, CROWD_MAX)
    return replace(candidate, score=round(candidate.score * weight, 3))
