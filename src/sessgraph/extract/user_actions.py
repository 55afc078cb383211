"""Fixes made by the user: the change no action of the agent shows.

Issue 12, classes 2 and 4. A command fails; the user says something short (``done``, ``I
replugged the board``, ``Authentication complete - continue``, in any language); the same
command then works and the agent changed nothing in between. Without the user's message the
episode would be *flaky* (nothing changed); with it, what the user did outside the transcript
is the fix, anchored at their message, which is what another session can learn ("this error
went away when the user pressed BOOT / logged in / plugged it in").

The design choice is to read where the message sits and how it is shaped, not what it says:
a prompt between the last failure and the verification, with no action of the agent between
the failure and it (the agent stopped at the failure and the user answered), short, not a
tag-wrapped record (a pasted output, a notification), and not a bare request to try again
(then nothing was changed). A call the user turned away is left out: their words then answer
the call, they are no change.
"""

from __future__ import annotations

import re

from sessgraph.extract.records import Action, Episode, Fix

# A prompt this long is a new request or a pasted document, not word of something done.
USER_ACTION_CHARS = 300
USER_ACTION_CONFIDENCE = 0.5
# A prompt that only asks for another try says nothing was changed.
_RETRY_ONLY = re.compile(
    r"^\W*(please\s+)?(try\s+(it\s+)?again|retry|again|continue|go\s+on|proceed|ok(ay)?)\W*$",
    re.I,
)


def user_action_fix(
    episode: Episode, verify: Action, prompts: dict[int, tuple[int, str]], actions: list[Action]
) -> Fix | None:
    """Class 2 and 4, the change made by the user: the same command failed, the user wrote
    (``done``, ``I replugged it``, ``Authentication complete``, in any language), and the
    same command then worked, with no change by the agent in between. What the user did
    outside the transcript is the fix, told by their short message; without one the episode
    stays flaky. A prompt that only asks for another try, a long one (a new request, a paste)
    and a turned-away call (the user's words then answer the call, not a change) do not count."""
    failing = episode.primary.action
    if failing is None or failing.command is None or episode.primary.kind == "user_rejection":
        return None
    last_failure = max(s.seq for s in episode.symptoms if s.seq < verify.seq)
    said = [
        (seq, message_id, text)
        for seq, (message_id, text) in prompts.items()
        if last_failure < seq < verify.seq
        and text
        and len(text) <= USER_ACTION_CHARS
        and not text.startswith("<")
        and not _RETRY_ONLY.match(text)
    ]
    if not said:
        return None
    seq, message_id, text = max(said)
    if any(last_failure < a.seq < seq for a in actions):
        # The agent went on working after the failure: the user's words came in another
        # turn, not as the answer to a failure the agent stopped at.
        return None
    line = " ".join(text.split())
    return Fix(
        message_id=message_id,
        seq=seq,
        kind="user_action",
        entities=[line[:80]],
        change=f"the user, before the same command worked: {line[:200]}",
        verify=verify,
        confidence=USER_ACTION_CONFIDENCE,
        evidence={"failing_command": failing.command, "verify_command": verify.command},
    )
