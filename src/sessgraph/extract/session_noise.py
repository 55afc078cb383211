"""Session noise: error lines the environment prints on most outputs of one session.

A sandboxed or misconfigured shell prints the same complaint before (or after) the output of
nearly every command, whatever the command: a sandbox's notice (``bash: cannot create temp
file for here document: Operation not permitted``), a shell profile that cannot run a helper
(``shellenv.sh: line 18: /bin/ps: Operation not permitted``), a locale warning, a deprecation
banner. Such a line says nothing about the command it precedes: it is neither the text of a
symptom nor evidence for its signature (issue 12, class 6), and a query that carries it is not
like every past error that carried it too (class 7).

The design choice is to recognise it by where it appears, not by its wording: an error line
(a :func:`~sessgraph.extract.signatures.find_errors` hit, reduced to its template) that opens
the outputs (the environment speaks before the command does) of successful runs of at
least :data:`NOISE_MIN_OUTPUTS` different programs, and of
at least :data:`NOISE_SHARE` of all the session's command outputs. Requiring successful runs
keeps a real error repeated by many failing retries (a crash loop, a broken sandbox that fails
every command) from being taken for noise; requiring different programs keeps a masked
failure repeated by one program (`npm run build | tail`, run three times, exit 0 each time)
from being taken for it: noise is printed whatever the command. Counting is one pass over
the outputs, reusing the memoised ``find_errors`` the symptom rules call anyway, into a
counter capped at :data:`MAX_KEYS` distinct lines (and :data:`MAX_PROGRAMS` programs each):
linear in the session, bounded in memory.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from sessgraph.extract.shellwords import program_name
from sessgraph.extract.signatures import ErrorHit, find_errors, normalise_error

__all__ = [
    "NOISE_MIN_OUTPUTS",
    "NOISE_SHARE",
    "noise_key",
    "program_of",
    "session_noise",
    "without_noise",
]

NOISE_MIN_OUTPUTS = 3
NOISE_SHARE = 0.5
MAX_KEYS = 2_000
_KEY_CHARS = 300


def noise_key(hit: ErrorHit) -> str:
    """What makes two error lines one line of noise: the type and the message's template."""
    return f"{hit.error_type}\n{normalise_error(hit.error_text)[:_KEY_CHARS]}"


_ASSIGNMENT = re.compile(r"^[A-Za-z_]\w*=")
MAX_PROGRAMS = 8


def program_of(command: str) -> str:
    """The program a command line starts with (its base name; env assignments skipped)."""
    for word in command.split(None, 8):
        if not _ASSIGNMENT.match(word):
            return program_name(word)
    return ""


def session_noise(outputs: Iterable[tuple[str, bool, str]]) -> frozenset[str]:
    """The :func:`noise_key` of each error line that is noise in a session, from its command
    outputs in order as ``(output, succeeded, command)``."""
    ok_programs: dict[str, set[str]] = {}
    in_all: dict[str, int] = {}
    total = 0
    for output, succeeded, command in outputs:
        if not output.strip():
            continue
        total += 1
        # The environment speaks before the command does: only the output's opening line
        # is counted (an error inside a log that was read is not).
        opening = output.lstrip().split("\n", 1)[0]
        for key in {noise_key(hit) for hit in find_errors(opening)}:
            if key not in in_all and len(in_all) >= MAX_KEYS:
                continue
            in_all[key] = in_all.get(key, 0) + 1
            if succeeded:
                programs = ok_programs.setdefault(key, set())
                if len(programs) < MAX_PROGRAMS:
                    programs.add(program_of(command))
    return frozenset(
        key
        for key, programs in ok_programs.items()
        if len(programs) >= NOISE_MIN_OUTPUTS and in_all[key] >= NOISE_SHARE * total
    )


def without_noise(output: str, noise: frozenset[str]) -> str:
    """``output`` without the lines whose every error is session noise; unchanged (the same
    object) when none of its errors is."""
    if not noise or not output:
        return output
    texts = {hit.error_text for hit in find_errors(output) if noise_key(hit) in noise}
    if not texts:
        return output
    kept = []
    for line in output.splitlines(keepends=True):
        if any(text in line for text in texts):
            hits = find_errors(line)
            if hits and all(noise_key(hit) in noise for hit in hits):
                continue
        kept.append(line)
    return "".join(kept)
