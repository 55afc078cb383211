"""Problems the user reports in a prompt, as symptoms (issue 12: problems in the user's words).

What counts as a report is read by :mod:`sessgraph.extract.prose` (report kinds, pasted error
lines, IDE context stripped); this module turns the prompts of one session into ``user_report``
symptoms. A prompt's verdict is memoised by its text: users and harnesses repeat prompts
(issue 17).
"""

from __future__ import annotations

from sessgraph.extract.load import SessionData
from sessgraph.extract.prose import pasted_error, user_report_kind, without_ide_tags
from sessgraph.extract.records import Symptom
from sessgraph.extract.textcache import memo_by_text


@memo_by_text(maxsize=4096)
def prompt_report(prompt: str) -> tuple[str, str] | None:
    """``(kind, text)`` of the breakage a prompt reports or the error it pastes (memoised)."""
    kind = user_report_kind(prompt)
    text = without_ide_tags(prompt)[:500]
    if (pasted := pasted_error(prompt)) is not None:
        kind, text = pasted  # an error the user pasted: its line is the text (class 6)
    return None if kind is None else (kind, text)


def user_reports(data: SessionData) -> list[Symptom]:
    """A ``user_report`` symptom for each prompt that reports breakage or pastes an error."""
    reports = []
    for message in data.messages:
        if message.role != "user" or message.kind != "prompt":
            continue
        report = prompt_report(message.text)
        if report is not None:
            kind, text = report
            reports.append(
                Symptom(
                    seq=message.seq,
                    message_id=message.id,
                    kind="user_report",
                    error_text=text,
                    error_type=kind,
                )
            )
    return reports
