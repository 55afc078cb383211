"""``sessgraph show``: a transcript window in the terminal, the same story as the browser's.

It prints :meth:`sessgraph.api.SessGraph.transcript` (one query function for both): each
message with its role, its text, the commands it ran with their exit codes, its edits, and in
the margin what the extractor found there (``!`` symptom, ``+`` fix, ``✓`` verification,
``*`` pivot, ``?`` discovery, ``↺`` reuse). ``--full`` adds the whole text, the command
outputs and the edits as unified diffs. Every piece of transcript text goes through
:func:`~sessgraph.cli.text.terminal_text`: it may hold escape sequences.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import click

from sessgraph import api
from sessgraph.cli.options import db_option, json_option
from sessgraph.cli.text import terminal_text

if TYPE_CHECKING:
    from sessgraph.results import TranscriptMessage, TranscriptWindow

MARGIN = {
    "symptom": ("!", "red"),
    "fix": ("+", "green"),
    "verification": ("✓", "green"),
    "pivot": ("*", "yellow"),
    "discovery": ("?", "magenta"),
    "reuse": ("↺", "magenta"),
}
SHORT_TEXT = 400
# Positions are SQLite integers (63 bits).
MAX_SEQ = 1 << 62
FULL_OUTPUT = 20_000


def parse_target(target: str) -> tuple[str, int | None]:
    """``SESSION[:SEQ]`` as (session text, seq or None); a session id may itself hold ``:``."""
    session, sep, seq_text = target.rpartition(":")
    if sep and seq_text.isdigit() and session:
        seq = int(seq_text)
        if seq >= MAX_SEQ:
            raise click.BadParameter(f"{seq} is past any message position", param_hint="SEQ")
        return session, seq
    return target, None


def _indent(text: str, prefix: str) -> str:
    return "\n".join(prefix + line for line in text.splitlines())


def _short(text: str, width: int) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= width else flat[: width - 1] + "…"


def echo_message(message: TranscriptMessage, at: int | None, full: bool) -> None:
    """Print one message: header, marks, text, commands and edits."""
    pointer = ">>" if message.seq == at else "  "
    click.secho(f"{pointer} #{message.seq} {message.role}/{message.kind}", bold=True)
    for mark in message.marks:
        sign, colour = MARGIN[mark.kind]
        click.secho(f"   {sign} {mark.kind}: {terminal_text(mark.text)}", fg=colour)
    text = terminal_text(message.text)
    if text.strip():
        click.echo(_indent(text, "     ") if full else "     " + _short(text, SHORT_TEXT))
    for command in message.commands:
        click.echo(_indent(terminal_text(command.command), "     $ ") if full else
                   "     $ " + _short(terminal_text(command.command), 200))  # fmt: skip
        ended = f"exit {command.exit_code}" if command.exit_code is not None else "no exit code"
        size = f", {command.output_chars} chars of output" if command.output_chars else ""
        hint = " (--full shows it)" if command.output_chars and not full else ""
        click.secho(f"       {ended} ({command.status}){size}{hint}",
                    fg="red" if command.status == "failed" else None)  # fmt: skip
        if full and command.output:
            click.echo(_indent(terminal_text(command.output), "       │ "))
            if command.output_chars > len(command.output):
                click.echo(f"       │ … {command.output_chars - len(command.output)} more chars")
    for edit in message.edits:
        counts = f" (+{edit.lines_added or 0} −{edit.lines_removed or 0})"
        click.echo(f"     ✎ {edit.kind} {terminal_text(edit.path)}{counts}")
        if full and edit.diff:
            for line in terminal_text(edit.diff).splitlines():
                tint = {"+": "green", "-": "red"}.get(line[:1])
                click.secho("       " + line, fg=tint)


def echo_window(window: TranscriptWindow, full: bool) -> None:
    """Print a transcript window with a header saying which session and which part."""
    label = terminal_text(window.session_label)
    click.secho(f"{label}  [{terminal_text(window.session_id)}, "
                f"{window.message_count} messages]", bold=True)  # fmt: skip
    if not window.messages:
        where = f"within the asked range of #{window.at}" if window.at is not None else "at all"
        click.echo(f"no messages {where}: the session's messages are #0–#"
                   f"{max(window.message_count - 1, 0)}")  # fmt: skip
        return
    click.echo(f"messages #{window.first_seq}–#{window.last_seq}"
               + ("" if full else "; --full shows outputs and diffs"))  # fmt: skip
    for message in window.messages:
        echo_message(message, window.at, full)


@click.command()
@click.argument("target")
@click.option("-C", "--context", default=3, show_default=True, help="Messages around SEQ.")
@click.option("--full", is_flag=True, help="Whole texts, command outputs and edits as diffs.")
@db_option
@json_option
def show(target: str, context: int, full: bool, db_path: str, as_json: bool) -> None:
    """Show the messages around SESSION:SEQ (or a session's start) with their commands, exit
    codes, edits and what was extracted there. A unique prefix of a session id is enough.

    Example:

        sessgraph show ses_3e27:6123 --full
    """
    session, seq = parse_target(target)
    try:
        with api.SessGraph(db_path) as db:
            window = db.transcript(
                session, seq, context=context, output_chars=FULL_OUTPUT if full else 2000
            )
    except (FileNotFoundError, LookupError) as exc:
        raise click.ClickException(str(exc)) from exc
    if as_json:
        click.echo(window.model_dump_json(indent=2))
        return
    echo_window(window, full)
