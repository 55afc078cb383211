"""Query commands of the CLI: ``fixes``, ``pivots``, ``reuse``, ``sessions``, ``show``, ``export``.

Each prints a readable table, or JSON (the API's pydantic models) with ``--json``; an empty
answer says what was looked at. ``show`` lives in :mod:`sessgraph.cli.show`.
"""

from __future__ import annotations

import json
import shutil
import sys
import textwrap
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import click

from sessgraph import api
from sessgraph.cli.options import db_option, json_option
from sessgraph.cli.show import show
from sessgraph.cli.text import terminal_text

if TYPE_CHECKING:
    from pydantic import BaseModel

    from sessgraph.similar import RankedFix

# Positions are SQLite integers (63 bits).
MAX_SEQ = 1 << 62


def _open(db_path: str) -> api.SessGraph:
    try:
        return api.SessGraph(db_path)
    except FileNotFoundError as exc:
        raise click.ClickException(str(exc)) from exc


def _print_json(items: Sequence[BaseModel]) -> None:
    click.echo(json.dumps([item.model_dump() for item in items], indent=2))


def _table(title: str, columns: list[str], rows: list[list[str]]) -> None:
    # Rich is imported when a table is printed (--json and empty answers never need it).
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    # Cells are Text, never markup: transcripts contain "[/INST]", "[bold]" and the like.
    table = Table(title=Text(title), show_lines=False, expand=False)
    for column in columns:
        table.add_column(Text(column), overflow="fold")
    for row in rows:
        table.add_row(*(Text(cell) for cell in row))
    Console(width=max(100, Console().width)).print(table)


def _count(db_path: str, table: str) -> int:
    """Rows in ``table`` (to say what an empty answer looked at)."""
    with _open(db_path) as db:
        return int(db.db.execute(f"SELECT count(*) FROM {table}").fetchone()[0])


def _short(text: str | None, width: int = 90) -> str:
    flat = " ".join(terminal_text(text or "").split())
    return flat if len(flat) <= width else flat[: width - 1] + "…"


@click.command()
@click.argument("error_text", required=False)
@click.option("--stdin", "from_stdin", is_flag=True, help="Read the error text from stdin.")
@click.option("-n", "--limit", default=5, show_default=True, help="How many fixes to show.")
@click.option(
    "--team",
    "team",
    is_flag=True,
    help="Also ask the team store ($SESSGRAPH_TEAM_URL or --team-url), ranked with local fixes.",
)
@click.option("--team-url", help="PostgreSQL URL of the team store (implies --team).")
@db_option
@json_option
def fixes(
    error_text: str | None,
    from_stdin: bool,
    limit: int,
    team: bool,
    team_url: str | None,
    db_path: str,
    as_json: bool,
) -> None:
    """What fixed similar errors before? Give the error text or pipe it with --stdin.

    Example:

        sessgraph fixes "ModuleNotFoundError: No module named 'pandas'"

        journalctl -u app -n 50 | sessgraph fixes --stdin

        sessgraph fixes --team "connection refused: port 5432"
    """
    text = sys.stdin.read() if from_stdin else error_text
    if not text:
        raise click.UsageError("give the error text as an argument or use --stdin")
    if team or team_url:
        _team_fixes(text, team_url, db_path, limit, as_json)
        return
    with _open(db_path) as db:
        # Plain records: printing them needs no pydantic (a third of this command's start-up).
        candidates = db.ranked_fixes(text, limit=limit)
    if as_json:
        _print_json([c.to_model() for c in candidates])
        return
    if not candidates:
        click.echo(
            "nothing similar: no stored fix resolved an error like this one "
            f"(looked at {_count(db_path, 'fixes')} fix(es) of "
            f"{_count(db_path, 'symptoms')} stored symptom(s))"
        )
        return
    width = max(60, shutil.get_terminal_size((100, 24)).columns)
    click.echo(
        "Fixes of similar past errors, best first (similarity: how close the past error is "
        "to this one; confidence: how sure the extractor is that the change fixed it)"
    )
    for n, c in enumerate(candidates, 1):
        click.echo("\n".join(_fix_block(n, c, width)))


def _fix_block(n: int, c: RankedFix, width: int) -> list[str]:
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


def _team_fixes(text: str, url: str | None, db_path: str, limit: int, as_json: bool) -> None:
    from sessgraph.cli.team import team_errors

    with team_errors():
        candidates = api.team_fixes(text, url, db_path, limit=limit)
    if as_json:
        _print_json(candidates)
        return
    if not candidates:
        click.echo("nothing similar: no fix here or in the team store resolved an error like this")
        return
    rows = []
    for n, c in enumerate(candidates, 1):
        past = c.fixed[0]
        rows.append(
            [
                str(n),
                f"{c.kind}\n{_short(', '.join(c.entities[:4]), 60)}",
                f"{c.similarity:.2f} ({c.matched_by})",
                f"{c.confidence:.2f}",
                f"{c.sessions} session(s) on {c.machines} machine(s)",
                f"{past.session_id}:{past.seq}\n{_short(past.error_text, 70)}",
            ]
        )
    _table(
        "Fixes of similar past errors (local and team)",
        ["#", "fix", "similarity", "confidence", "held in", "fixed before (session:seq)"],
        rows,
    )


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
    if not found:
        where = f"session {terminal_text(session)!r}" if session else "any session"
        click.echo(f"no pivot points in {where} (looked at {_count(db_path, 'pivots')} stored)")
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
    if not found:
        what = [f"entity {terminal_text(entity)!r}"] if entity else []
        what += [f"session {terminal_text(session)!r}"] if session else []
        click.echo(
            f"no reuse{' for ' + ' in '.join(what) if what else ''} "
            f"(looked at {_count(db_path, 'reuse')} reuse link(s), "
            f"{_count(db_path, 'entities')} entities)"
        )
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
    if not found:
        click.echo(f"no sessions in {terminal_text(db_path)}; add some with `sessgraph ingest`")
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
        graph = db.export_graph(output, "json" if fmt == "json" else "graphml", session, entity)
    click.echo(f"wrote {graph.number_of_nodes()} nodes, {graph.number_of_edges()} edges → {output}")


COMMANDS = [fixes, pivots, reuse, sessions, show, export_command]
