"""What a service answered an HTTP request that the command's exit status does not tell.

Issue 12, class 3: ``curl`` without ``--fail`` (and HTTPie without ``--check-status``) exits
0 whatever the service answered, so a 404 or a refused login is seen only in the answer: a
JSON error body (a status under its own key, a top-level ``error``, a lone message in a
refusal's words such as ``{"message": "No token provided"}``), a 5xx status line, a
4xx one when the request sent something (a GET's 404 may be the answer to "is it there?").
:mod:`sessgraph.extract.masked` asks these questions of a command's last step; they are kept
apart so that each module stays one concern. The text is the body's message with its status
(class 6).
"""

from __future__ import annotations

import re

from sessgraph.extract.command_steps import Steps, program, sends
from sessgraph.extract.error_text import strip_ansi
from sessgraph.extract.own_formats import HTTP_FAILED, HTTP_REFUSED
from sessgraph.extract.signatures import ErrorHit, find_errors
from sessgraph.extract.tool_errors import rest_error_payload

__all__ = ["http_answer_error", "http_unchecked", "json_body_error"]

SCAN_CHARS = 64_000
_JSON_START = re.compile(r"(?m)^\{")


def json_body_error(output: str) -> str | None:
    """The error a JSON object at the end of the output reports (``rest_error_payload``):
    the whole output, else from the last line that opens an object (after the lines other
    steps printed, `svc restart && curl …`)."""
    body = output[-SCAN_CHARS:].strip()
    payload = rest_error_payload(body)
    if payload is None:
        starts = [m.start() for m in _JSON_START.finditer(body)]
        if starts and starts[-1] > 0:
            payload = rest_error_payload(body[starts[-1] :])
    return payload


def http_unchecked(argv: list[str]) -> bool:
    """Whether the step is an HTTP request whose exit status ignores the answer's status:
    ``curl`` without ``-f``/``--fail``, HTTPie without ``--check-status`` (``wget`` exits 8
    on an error answer)."""
    name = program(argv)
    if name == "curl":
        short = "".join(a[1:] for a in argv[1:] if a.startswith("-") and not a.startswith("--"))
        return "f" not in short and not any(a.startswith("--fail") for a in argv)
    if name in ("http", "https", "httpie", "xh"):
        return "--check-status" not in argv
    return False


def _hit(line: str, fallback: str) -> ErrorHit:
    hits = find_errors(line)
    return hits[0] if hits else ErrorHit("error", fallback, line[:500], 1, score=50)


def http_answer_error(steps: Steps, output: str) -> ErrorHit | None:
    """What the service's answer to an unchecked request says went wrong: an error body, a
    5xx status line, a 4xx one when the request sent something (class 3)."""
    sent = any(sends(argv) for argv, _ in steps)
    payload = json_body_error(output)
    if payload is not None:
        return _hit(payload, "ServiceError")
    for raw in strip_ansi(output[-SCAN_CHARS:]).splitlines():
        line = raw.strip()
        if HTTP_FAILED.match(line) or (sent and HTTP_REFUSED.match(line)):
            return _hit(line, "HTTPError")
    return None
