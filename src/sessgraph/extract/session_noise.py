"""Session noise: error lines the environment prints on most outputs of one session.

A sandboxed or misconfigured shell prints the same complaint before (or after) the output of
nearly every command, whatever the command: a sandbox's notice (``bash: cannot create temp
file for here document: Operation not permitted``), a shell profile that cannot run a helper
(``shellenv.sh: line 18: /bin/ps: Operation not permitted``), a locale warning, a deprecation
banner. Such a line says nothing about the command it precedes: it is neither the text of a
symptom nor evidence for its signature (issue 12, class 6), and a query that carries it is not
like every past error that carried it too (class 7).

The design choice is to recognise it by where it appears, not by its wording: an error line
(a :func:`~sessgraph.extract.signatures.find_errors` hit, reduced to its template) printed by
at least :data:`NOISE_MIN_OUTPUTS` commands that *succeeded* and by at least
:data:`NOISE_SHARE` of all the session's command outputs. Requiring successful runs keeps a
real error repeated by many failing retries (a crash loop, a broken sandbox that fails every
command) from being taken for noise. Counting is one pass over the outputs, reusing the
memoised ``find_errors`` the symptom rules call anyway, into a counter capped at
:data:`MAX_KEYS` distinct lines: linear in the session, bounded in memory.
"""

from __future__ import annotations

from collections.abc import Iterable

from sessgraph.extract.signatures import ErrorHit, find_errors, normalise_error

__all__ = ["NOISE_MIN_OUTPUTS", "NOISE_SHARE", "noise_key", "session_noise", "without_noise"]

NOISE_MIN_OUTPUTS = 3
NOISE_SHARE = 0.5
MAX_KEYS = 2_000
_KEY_CHARS = 300


def noise_key(hit: ErrorHit) -> str:
    """What makes two error lines one line of noise: the type and the message's template."""
    return f"{hit.error_type}\n{normalise_error(hit.error_text)[:_KEY_CHARS]}"


def session_noise(outputs: Iterable[tuple[str, bool]]) -> frozenset[str]:
    """The :func:`noise_key` of each error line that is noise in a session, from its command
    outputs in order as ``(output, succeeded)`` pairs."""
    in_ok: dict[str, int] = {}
    in_all: dict[str, int] = {}
    total = 0
    for output, succeeded in outputs:
        if not output.strip():
            continue
        total += 1
        for key in {noise_key(hit) for hit in find_errors(output)}:
            if key not in in_all and len(in_all) >= MAX_KEYS:
                continue
            in_all[key] = in_all.get(key, 0) + 1
            if succeeded:
                in_ok[key] = in_ok.get(key, 0) + 1
    return frozenset(
        key
        for key, ok in in_ok.items()
        if ok >= NOISE_MIN_OUTPUTS and in_all[key] >= NOISE_SHARE * total
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
