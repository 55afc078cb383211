"""What a retry's output says about an episode's error: still shown, gone, or only noise.

Issue 12, class 4 (verification too loose, and not too strict either). A later run of the
same goal verifies an episode only if its output no longer shows the episode's error; these
are the tests of "shows", kept apart from :mod:`sessgraph.extract.episodes`, which decides
what counts as a run of the same goal:

* the error line itself, or an error with the same signature (line numbers normalised);
* for an HTTP error status, the same status printed again by the *same request*, sent
  unchanged (a script's other request answering its announced 4xx is not the episode's);
* lines that commands which worked printed too (a shell profile's complaint on every
  output) are the environment's noise, not the episode's error;
* a retry where the same program still reports an error (``curl: (6)`` → ``curl: (35)``)
  failed at the same step: the error changed, it did not go away;
* a path reported missing and then used from another directory by a command that works
  was found elsewhere: that command verifies the corrected path (class 2);
* a failure whose only text is the harness saying the call went on in the background has
  no known error, so a retry failing otherwise shows no change (:func:`error_unknown`);
* a compiler's diagnostic (``src/app.ts:3:5 - error TS2322``) shown by whatever command ran
  the compiler (``npm install`` running the package's build as its ``prepare`` step, a
  test's pretest build) is retried by any build or type check of the project
  (:func:`rebuilds`, class 1: the same goal through another program).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from sessgraph.extract.command_lines import simple_commands
from sessgraph.extract.intent import main_goal, steps
from sessgraph.extract.session_noise import noise_key, session_noise
from sessgraph.extract.signatures import error_signature, find_errors
from sessgraph.extract.textcache import memo_by_text

if TYPE_CHECKING:
    from sessgraph.extract.records import Action, Episode, Symptom

_ANSI = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")


def shows_error(
    episode: Episode, text: str, noise: frozenset[str] = frozenset(), command: str | None = None
) -> bool:
    """True when ``text`` still shows one of the episode's errors: its error line, an error
    with the same signature (line numbers and values normalised away), or, when ``command``
    sends the failing request again unchanged, the same HTTP error status. Errors in
    ``noise`` (printed by commands that worked, see :func:`environment_noise`) are not the
    episode's."""
    output = _ANSI.sub("", text)
    own = [s for s in episode.symptoms if s.action is not None and s.signature not in noise]
    for symptom in own:
        if not symptom.error_type or symptom.error_type.startswith("exit"):
            continue  # no error line of its own (the fallback is the output's last line)
        status = _HTTP_TYPE.fullmatch(symptom.error_type)
        if (
            status is not None
            and command is not None
            and _resends(symptom, command)
            and _shows_status(status.group(1), output)
        ):
            return True
        line = _ANSI.sub("", symptom.error_text).strip().splitlines()
        if line and len(line[0]) >= 12 and line[0] in output:
            return True
    signatures = {s.signature for s in own}
    return any(
        error_signature(h.error_text, h.error_type) in signatures for h in find_errors(output)
    )


_HTTP_TYPE = re.compile(r"HTTP([45]\d\d)")
_REQUESTERS = {"curl", "wget", "http", "https", "xh"}


def _resends(symptom: Symptom, command: str) -> bool:
    """True when ``command`` has a request step of the symptom's command, unchanged: the
    status it prints is then the answer to the same request (in a script of several
    requests, another one's expected 4xx is not)."""
    failing = symptom.action.command if symptom.action else None
    if not failing:
        return False
    requests = {
        " ".join(argv) for stages in steps(failing) for argv in stages if argv[0] in _REQUESTERS
    }
    return any(" ".join(argv) in requests for stages in steps(command) for argv in stages)


def _shows_status(code: str, output: str) -> bool:
    """Class 4: an HTTP error status still printed (a status line, or ``-w '%{http_code}'``
    output alone or after a label), whether or not the command said it expects it."""
    return bool(
        re.search(
            rf"(?m)^(?:< )?HTTP/[\d.]+ {code}\b|^\s*(?:[A-Za-z_ ]{{1,20}}[:=]\s*)?{code}\s*$",
            output,
        )
    )


# Commands around an episode (each side) whose first output lines may be the environment's.
NOISE_LOOKBACK = 12


def environment_noise(episode: Episode, actions: list[Action]) -> frozenset[str]:
    """Signatures of the environment's noise around the episode: the
    :func:`~sessgraph.extract.session_noise.session_noise` rule (an error line opening the
    outputs of successful runs of several programs, and most outputs) applied to the
    commands just before and after it. A shell profile's complaint printed first on every
    output (``shellenv.sh: … Operation not permitted``) neither keeps a retry from verifying
    nor makes it fail (issue 12, class 4); an error inside a log read once or twice is no
    noise. One mechanism with the session-wide rule, over a window: a sandbox that starts
    complaining half-way through a long session is noise where it complains."""
    first, last = episode.symptoms[0].seq, episode.last_seq
    commands = [a for a in actions if a.command is not None]
    around = [a for a in commands if a.seq < first][-NOISE_LOOKBACK:]
    around += [a for a in commands if a.seq > last][:NOISE_LOOKBACK]
    keys = session_noise(
        (a.output or "", a.status == "ok" and a.exit_code == 0, a.command or "") for a in around
    )
    if not keys:
        return frozenset()
    return frozenset(
        error_signature(hit.error_text, hit.error_type)
        for action in around
        if action.output
        for hit in find_errors(action.output.lstrip().split("\n", 1)[0])
        if noise_key(hit) in keys
    )


_EMITTER = re.compile(r"^\s*([\w.+-]+):\s")


def _emitter(symptom: Symptom) -> str | None:
    """The program that printed a symptom's error, when the error names it (``curl: (6) …``)
    and the command ran it."""
    match = _EMITTER.match(symptom.error_text)
    if match is None or symptom.action is None or not symptom.action.command:
        return None
    programs = {argv[0] for argv in simple_commands(symptom.action.command)}
    return match.group(1) if match.group(1) in programs else None


def same_emitter(episode: Episode, again: Symptom) -> bool:
    """Class 4: a retry where the same program still reports an error (``curl: (6) Could not
    resolve host`` → ``curl: (35) SSL handshake failure``) is still failing at that step:
    the error changed, but it did not go away."""
    emitter = _emitter(again)
    if emitter is not None and any(_emitter(s) == emitter for s in episode.symptoms):
        return True
    # A checker's diagnostic at the same file and line (`app.py:186:72 - error: Argument
    # type is unknown` → `… partially unknown`) is the same problem, reworded: not gone.
    return any(same_spot(again.error_text, s.error_text) for s in episode.symptoms)


def same_spot(error: str, other: str) -> bool:
    """Whether two error texts point at the same file and line (a checker's diagnostic
    reworded after an edit that did not fix it)."""
    spots = _locations(error)
    return bool(spots) and bool(spots & _locations(other))


# `path/to/file.ext:LINE` or `file.ext(LINE,COL)`: where a compiler or checker points.
_LOCATION = re.compile(r"([\w./\\-]+\.[A-Za-z]\w{0,5})(?::|\()(\d+)\b")


def _locations(text: str) -> set[tuple[str, str]]:
    return {
        (m.group(1).replace("\\", "/").lstrip("./"), m.group(2)) for m in _LOCATION.finditer(text)
    }


# How far after a "No such file" failure the path may be found elsewhere.
ELSEWHERE_WINDOW = 12
# Shorter names (`src`, `test`) are too common to say the same thing was found.
ELSEWHERE_NAME_CHARS = 5
_MISSING = re.compile(
    r"([^\s'\"`:]+)(?:'|\"|`)?: No such file or directory"
    r"|No such file or directory(?: \(os error 2\))?: '?([^\s']+)"
    r"|cannot access '([^']+)'"
)


@memo_by_text(maxsize=4096)  # a scan of the whole output, asked again by every episode
def _missing_paths(output: str) -> frozenset[str]:
    paths = set()
    for match in _MISSING.finditer(output):
        path = next(g for g in match.groups() if g).rstrip("/")
        name = path.rsplit("/", 1)[-1]
        if len(name) >= ELSEWHERE_NAME_CHARS and "*" not in name:
            paths.add(path)
    return frozenset(paths)


def found_elsewhere(
    episode: Episode, actions: list[Action], clean: Callable[[Action], bool]
) -> Action | None:
    """Class 2, a corrected path: after "No such file or directory: libs/app/embedder", the
    next command that works on a path holding that name somewhere else
    (``libs/app/knowledge/embedder/base.py``) found what was looked for, with whatever
    program. Only the failing commands' own missing paths count, names of five characters
    or more, within a few messages."""
    failing = [s.action for s in episode.symptoms if s.action and s.action.command]
    missing = {path for action in failing for path in _missing_paths(action.output or "")}
    if not missing:
        return None
    names = {path.rsplit("/", 1)[-1] for path in missing}
    for action in actions:
        if action.seq <= episode.last_seq or action.command is None:
            continue
        if action.seq - episode.last_seq > ELSEWHERE_WINDOW:
            break
        words = action.command.replace('"', " ").replace("'", " ").split()
        paths = [w.rstrip("/") for w in words if "/" in w]
        relocated = [
            p
            for p in paths
            if p not in missing
            and not any(p.startswith(m + "/") for m in missing)
            and any(f"/{name}/" in f"/{p}/" for name in names)
        ]
        if relocated and clean(action):
            return action
    return None


# A harness's notice that the call goes on in the background (Claude Code's
# `run_in_background`, a Codex exec session still running): the outcome is not known yet.
_STILL_RUNNING = re.compile(
    r"^\s*(?:Command running in background with ID|Process running with session ID)\b"
)


def error_unknown(episode: Episode) -> bool:
    """Class 4: True when every failed run of the episode said only that it went on in the
    background (a poll killed by its timeout while the harness kept the job): its error is
    unknown, so a retry failing otherwise is no sign that the error changed."""
    runs = [s for s in episode.symptoms if s.action is not None and s.action.command]
    return bool(runs) and all(_STILL_RUNNING.match(s.error_text) for s in runs)


# Goals that run a compiler or type checker over the project.
_BUILD_GOALS = {"build", "typecheck"}


def rebuilds(symptom: Symptom, command: str) -> bool:
    """Class 1: True when ``symptom`` is a compiler diagnostic (its error family is a
    build's) shown by a command whose own goal is no build (an install, a test run), and
    ``command`` builds or type-checks the project: a build is another attempt at what failed.
    Between builds the goals decide (a bundler's build does not type-check, class 4)."""
    goal = main_goal(command)
    if goal is None or goal.action not in _BUILD_GOALS or symptom.action is None:
        return False
    own = main_goal(symptom.action.command or "")
    if own is None or own.action in _BUILD_GOALS:
        return False
    hits = find_errors(symptom.error_text)
    return bool(hits) and hits[0].kind == "build"
