"""Query commands of the CLI: ``fixes``, ``pivots``, ``reuse``, ``sessions``, ``show``, ``export``.

Each prints a readable table, or JSON (the API's pydantic models) with ``--json``.
"""

from __future__ import annotations

import json
import shutil
import sys
import textwrap
from collections.abc import Sequence
from pathlib import Path

import click
from pydantic import BaseModel
from rich.console import Console
from rich.table import Table

from sessgraph import api
from sessgraph.cli_options import db_option, json_option
from sessgraph.graph import export_graph
from sessgraph.results import FixCandidate


def _open(db_path: str) -> api.SessGraph:
    try:
        return api.SessGraph(db_path)
    except FileNotFoundError as exc:
        raise click.ClickException(str(exc)) from exc


def _print_json(items: Sequence[BaseModel]) -> None:
    click.echo(json.dumps([item.model_dump() for item in items], indent=2))


def _table(title: str, columns: list[str], rows: list[list[str]]) -> None:
    table = Table(title=title, show_lines=False, expand=False)
    for column in columns:
        table.add_column(column, overflow="fold")
    for row in rows:
        table.add_row(*row)
    Console(width=max(100, Console().width)).print(table)


def _short(text: str | None, width: int = 90) -> str:
    flat = " ".join((text or "").split())
    return flat if len(flat) <= width else flat[: width - 1] + "…"


@click.command()
@click.argument("error_text", required=False)
@click.option("--stdin", "from_stdin", is_flag=True, help="Read the error text from stdin.")
@click.option("-n", "--limit", default=5, show_default=True, help="How many fixes to show.")
@db_option
@json_option
def fixes(
    error_text: str | None, from_stdin: bool, limit: int, db_path: str, as_json: bool
) -> None:
    """What fixed similar errors before? Give the error text or pipe it with --stdin.

    Example:

        sessgraph fixes "ModuleNotFoundError: No module named 'pandas'"

        journalctl -u app -n 50 | sessgraph fixes --stdin
    """
    text = sys.stdin.read() if from_stdin else error_text
    if not text:
        raise click.UsageError("give the error text as an argument or use --stdin")
    with _open(db_path) as db:
        candidates = db.similar_fixes(text, limit=limit)
    if as_json:
        _print_json(candidates)
        return
    if not candidates:
        click.echo("nothing similar: no stored fix resolved an error like this one")
        return
    width = max(60, shutil.get_terminal_size((100, 24)).columns)
    click.echo(
        "Fixes of similar past errors, best first (similarity: how close the past error is "
        "to this one; confidence: how sure the extractor is that the change fixed it)"
    )
    for n, c in enumerate(candidates, 1):
        click.echo("\n".join(_fix_block(n, c, width)))


def _fix_block(n: int, c: FixCandidate, width: int) -> list[str]:
    """One answer of ``fixes``: its numbers, the fix whole (wrapped, never cut: a cut change
    cannot be applied) and the past errors it fixed."""
    kind = c.kind if c.change_class is None else f"{c.kind}, {c.change_class}"
    if not c.knowledge:
        kind += ", carries no knowledge"
    lines = [
        f"{n}. {kind}   similarity {c.similarity:.2f} ({c.matched_by})   "
        f"confidence {c.confidence:.2f}   sessions {c.sessions}"
    ]
    for raw in (c.change or ", ".join(c.entities)).splitlines() or [""]:
        lines += textwrap.wrap(
            raw,
            width,
            initial_indent="   ",
            subsequent_indent="     ",
            drop_whitespace=False,
            break_on_hyphens=False,
        ) or ["   "]
    for past in c.fixed[:3]:
        where = f"   fixed before: {past.session_id}:{past.seq} ({past.similarity:.2f}) "
        lines.append(where + _short(past.error_text, max(20, width - len(where))))
    return lines


@click.command()
@click.option("-s", "--session", help="Only this session.")
@click.option("-n", "--limit", default=20, show_default=True)
@db_option
@json_option
def pivots(session: str | None, limit: int, db_path: str, as_json: bool) -> None:
    """Pivot points: messages where a session turned, best first.

    Example:

        sessgraph pivots --session ses_3e27dc4ffffe4X71yjAUs0PEA8
    """
    with _open(db_path) as db:
        found = db.pivot_points(session=session, limit=limit)
    if as_json:
        _print_json(found)
        return
    _table(
        "Pivot points",
        ["score", "session:seq", "message", "why"],
        [
            [f"{p.score:.1f}", f"{p.session_id}:{p.seq}", _short(p.excerpt, 70), _short(p.why, 80)]
            for p in found
        ],
    )


@click.command()
@click.option("-e", "--entity", help="Only this entity (flag, env var, package …).")
@click.option("-s", "--session", help="Only reuse inside this session.")
@click.option("-n", "--limit", default=50, show_default=True)
@db_option
@json_option
def reuse(entity: str | None, session: str | None, limit: int, db_path: str, as_json: bool) -> None:
    """Knowledge discovered earlier and reused in a later segment or session.

    Example:

        sessgraph reuse --entity SGLANG_ENABLE_SPEC_V2
    """
    with _open(db_path) as db:
        found = db.reused_knowledge(entity=entity, session=session, limit=limit)
    if as_json:
        _print_json(found)
        return
    _table(
        "Reused knowledge",
        ["entity", "discovered", "reused", "gap", "reused as"],
        [
            [
                f"{r.entity} ({r.entity_kind})",
                f"{r.discovered_in}\n{_short(r.discovered_excerpt, 50)}",
                r.reused_in,
                "other session"
                if r.cross_session
                else f"{r.gap_messages} msgs / {r.gap_segments} segs",
                _short(r.reused_excerpt, 50),
            ]
            for r in found
        ],
    )


@click.command()
@click.option("-n", "--limit", default=50, show_default=True)
@db_option
@json_option
def sessions(limit: int, db_path: str, as_json: bool) -> None:
    """List sessions with their message, command, symptom and fix counts.

    Example:

        sessgraph sessions -n 10
    """
    with _open(db_path) as db:
        found = db.sessions(limit=limit)
    if as_json:
        _print_json(found)
        return
    _table(
        "Sessions",
        ["id", "format", "title", "started", "msgs", "cmds (failed)", "symptoms", "fixes"],
        [
            [
                s.id,
                s.format,
                _short(s.title, 50),
                (s.started_at or "")[:19],
                str(s.message_count),
                f"{s.command_count} ({s.failed_command_count})",
                str(s.symptom_count),
                str(s.fix_count),
            ]
            for s in found
        ],
    )


@click.command()
@click.argument("target")
@click.option("-C", "--context", default=3, show_default=True, help="Messages around SEQ.")
@db_option
@json_option
def show(target: str, context: int, db_path: str, as_json: bool) -> None:
    """Show a session, or the messages around SESSION:SEQ with their commands.

    Example:

        sessgraph show ses_3e27dc4ffffe4X71yjAUs0PEA8:6123
    """
    session, _, seq_text = target.rpartition(":") if ":" in target else (target, "", "")
    if not seq_text.isdigit():
        session, seq = target, None
    else:
        seq = int(seq_text)
    with _open(db_path) as db:
        views = db.messages(session, seq=seq, context=context)
    if not views:
        raise click.ClickException(f"no messages for {target!r}")
    if as_json:
        _print_json(views)
        return
    for view in views:
        marker = ">>" if view.seq == seq else "  "
        click.secho(f"{marker} #{view.seq} {view.role}/{view.kind}", bold=True)
        if view.text:
            click.echo("   " + _short(view.text, 400))
        for command in view.commands:
            click.echo(f"   $ {_short(str(command['command']), 200)}")
            click.echo(f"     exit {command['exit_code']} ({command['status']})")


@click.command("export")
@click.option("--format", "fmt", type=click.Choice(["graphml", "json"]), default="graphml")
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path), required=True)
@click.option("-s", "--session", help="Only this session's graph.")
@click.option("-e", "--entity", help="Only this entity's neighbourhood.")
@db_option
def export_command(
    fmt: str, output: Path, session: str | None, entity: str | None, db_path: str
) -> None:
    """Export the knowledge graph as GraphML or node-link JSON.

    Example:

        sessgraph export --format graphml -o graph.graphml
    """
    with _open(db_path) as db:
        graph = db.graph(session=session, entity=entity)
    export_graph(graph, output, fmt)
    click.echo(f"wrote {graph.number_of_nodes()} nodes, {graph.number_of_edges()} edges → {output}")


COMMANDS = [fixes, pivots, reuse, sessions, show, export_command]
