"""The ``sessgraph`` command line: a thin click layer over the Python API."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import click

from sessgraph import api
from sessgraph.cli.hook import hook_group, mcp_command
from sessgraph.cli.options import db_option
from sessgraph.cli.queries import COMMANDS
from sessgraph.cli.serve import serve_command
from sessgraph.cli.team import COMMANDS as TEAM_COMMANDS
from sessgraph.cli.text import terminal_text
from sessgraph.results import ExtractStats, FileResult


@click.group()
@click.version_option(package_name="sessgraph")
def cli() -> None:
    """Turn AI coding-agent transcripts into a queryable knowledge graph.

    Example:

        sessgraph ingest ~/.claude/projects
    """


# Less input than this is read too quickly for a progress bar to help.
LONG_WORK_BYTES = 32 << 20


class _ProgressBar:
    """A progress bar of input bytes on stderr, started once the work turns out long (or
    ``show`` is true); per-file lines printed meanwhile appear above it."""

    def __init__(self, show: bool | None) -> None:
        self.show = show
        self.progress: Any = None
        self.task: Any = None

    def __enter__(self) -> _ProgressBar:
        return self

    def update(self, done: int, total: int) -> None:
        if self.progress is None:
            wanted = sys.stderr.isatty() and total >= LONG_WORK_BYTES
            if not (self.show if self.show is not None else wanted):
                return
            from rich.console import Console
            from rich.progress import BarColumn, DownloadColumn, Progress, TimeRemainingColumn

            console = Console(stderr=True, force_terminal=self.show or None)
            self.progress = Progress(
                "ingesting",
                BarColumn(),
                DownloadColumn(),
                TimeRemainingColumn(),
                console=console,
                transient=True,
            )
            self.progress.start()
            self.task = self.progress.add_task("ingest", total=total)
        self.progress.update(self.task, completed=done, total=total)

    def __exit__(self, *exc: object) -> None:
        if self.progress is not None:
            self.progress.stop()


def _echo_file(result: FileResult, verbose: bool) -> None:
    path = terminal_text(result.path)
    if result.status == "failed":
        click.secho(f"error: {terminal_text(result.error or '')}", fg="red", err=True)
        return
    if result.status == "unchanged":
        if verbose:
            click.echo(f"unchanged  {path}")
        return
    click.echo(
        f"ingested   {path} [{result.format}]: {result.sessions} session(s), "
        f"{result.messages} messages, {result.commands} commands "
        f"({result.failed_commands} failed)"
        + (f", {len(result.warnings)} warning(s)" if result.warnings else "")
    )
    for warning in result.warnings[:5]:
        click.secho(f"  warning: {terminal_text(str(warning))}", fg="yellow", err=True)
    if len(result.warnings) > 5:
        click.secho(f"  … {len(result.warnings) - 5} more warnings", fg="yellow", err=True)


@cli.command()
@click.argument("paths", nargs=-1, type=click.Path(path_type=Path))
@db_option
@click.option("--force", is_flag=True, help="Re-read files even when unchanged.")
@click.option(
    "--extract/--no-extract",
    default=True,
    show_default=True,
    help="Extract symptoms, fixes, reuse and pivots from the changed sessions.",
)
@click.option(
    "--redact/--no-redact",
    default=True,
    show_default=True,
    help="Replace secrets (API keys, tokens, passwords, keys) by [REDACTED:kind] before storing.",
)
@click.option("-v", "--verbose", is_flag=True, help="Also list unchanged files.")
@click.option(
    "--watch",
    "watch_interval",
    type=float,
    default=None,
    metavar="SECONDS",
    help="Keep following the paths, ingesting what changed every SECONDS (Ctrl-C stops).",
)
@click.option(
    "--defaults",
    is_flag=True,
    help="Also ingest every agent's default transcript location that exists "
    "(~/.claude/projects, ~/.codex/sessions, opencode storage, ~/.gemini/tmp, …).",
)
@click.option(
    "--progress/--no-progress",
    default=None,
    help="Show a progress bar (default: on a terminal, when there is over "
    f"{LONG_WORK_BYTES >> 20} MB to read).",
)
def ingest(
    paths: tuple[Path, ...],
    db_path: str,
    force: bool,
    extract: bool,
    redact: bool,
    verbose: bool,
    watch_interval: float | None,
    defaults: bool,
    progress: bool | None,
) -> None:
    """Ingest transcript files or directories (formats detected by content).

    Example:

        sessgraph ingest ~/.claude/projects ~/.codex/sessions session.jsonl

        sessgraph ingest --defaults

        sessgraph ingest --watch 10 ~/.claude/projects
    """
    targets = list(paths)
    if defaults:
        from sessgraph.formats.locations import default_locations

        found = default_locations()
        click.echo(f"default locations: {', '.join(map(str, found)) or 'none found'}")
        targets += found
    if not targets:
        raise click.UsageError("give files or directories to ingest, or --defaults")
    if watch_interval is not None:
        click.echo(f"following {len(targets)} path(s) every {watch_interval:g}s; Ctrl-C stops")
        try:
            with _ProgressBar(progress) as bar:
                api.watch(
                    db_path,
                    targets,
                    interval=watch_interval,
                    force=force,
                    extract=extract,
                    redact=redact,
                    on_file=lambda r: _echo_file(r, verbose),
                    on_progress=bar.update,
                )
        except KeyboardInterrupt:
            click.echo("stopped")
        return
    with _ProgressBar(progress) as bar:
        report = api.ingest(
            db_path,
            targets,
            force=force,
            extract=extract,
            redact=redact,
            on_file=lambda r: _echo_file(r, verbose),
            on_progress=bar.update,
        )
    click.echo(
        f"{len(report.ingested)} file(s) ingested, {len(report.unchanged)} unchanged, "
        f"{len(report.failed)} failed; {report.warning_count} warning(s) → {db_path}"
    )
    redactions = report.redactions
    if redactions:
        kinds = ", ".join(f"{kind} {n}" for kind, n in redactions.most_common())
        click.echo(f"redacted {sum(redactions.values())} secret(s): {kinds}")
    if report.extract_stats is not None:
        _echo_extract(report.extract_stats)
    if report.failed:
        sys.exit(1)


def _echo_extract(stats: ExtractStats) -> None:
    click.echo(
        f"extracted {stats.sessions} session(s): {stats.symptoms} symptoms in "
        f"{stats.episodes} episodes, {stats.fixes} fixes, {stats.pivots} pivots; "
        f"{stats.reuse} reuse links in the database"
    )


@cli.command()
@click.argument("session_ids", nargs=-1)
@db_option
def extract(session_ids: tuple[str, ...], db_path: str) -> None:
    """Re-run the extractor over stored sessions (all, or the ones named).

    Example:

        sessgraph extract -d sessgraph.db
    """
    try:
        stats = api.extract(db_path, list(session_ids) or None)
    except FileNotFoundError as exc:
        raise click.ClickException(str(exc)) from exc
    _echo_extract(stats)


@cli.command("eval")
@click.argument("folders", nargs=-1, required=True, type=click.Path(exists=True, path_type=Path))
@click.option("--json", "as_json", is_flag=True, help="Print the scores as JSON.")
def eval_command(folders: tuple[Path, ...], as_json: bool) -> None:
    """Score the extractor against labelled sessions (folders holding gold.json).

    Example:

        sessgraph eval data/sglang-ops tests/labelled/*
    """
    from sessgraph.evaluate import evaluate_folders

    missing = [str(f) for f in folders if not (f / "gold.json").is_file()]
    if missing:
        raise click.BadParameter(f"no gold.json in {', '.join(missing)}", param_hint="FOLDERS")
    scores = [score.as_dict() for score in evaluate_folders(list(folders))]
    if as_json:
        click.echo(json.dumps(scores, indent=2))
        return
    click.echo(
        f"{'label set':<24}{'fix P':>7}{'fix R':>7}{'F1':>7}{'reuse R':>9}{'pivot R':>9}"
        f"{'neg':>5}{'hit@1':>7}{'hit@3':>7}{'none':>6}"
    )
    for s in scores:
        hits = [s["hit_at_1"], s["hit_at_3"]]
        click.echo(
            f"{s['name']:<24}{s['fix_precision']:>7.3f}{s['fix_recall']:>7.3f}{s['fix_f1']:>7.3f}"
            f"{s['reuse_recall']:>9.3f}{s['pivot_recall']:>9.3f}{len(s['negatives_reported']):>5}"
            + "".join(f"{h:>7.3f}" if h is not None else f"{'-':>7}" for h in hits)
            + f"{s['nothing_similar']:>6}"
        )
        for miss in s["misses"] + s["negatives_reported"]:
            click.echo(f"    - {miss}")


@cli.command()
@db_option
def summary(db_path: str) -> None:
    """Print what the database holds: sessions, messages, commands per format.

    Example:

        sessgraph summary -d sessgraph.db
    """
    try:
        stats = api.summary(db_path)
    except FileNotFoundError as exc:
        raise click.ClickException(str(exc)) from exc
    click.echo(f"database: {db_path}")
    header = f"{'format':<20}{'sessions':>10}{'messages':>10}{'commands':>10}{'failed':>8}"
    click.echo(header)
    for row in stats:
        click.echo(
            f"{row.format:<20}{row.sessions:>10}{row.messages:>10}{row.commands:>10}{row.failed:>8}"
        )


@cli.command("schemas")
@click.option(
    "--out",
    type=click.Path(file_okay=False, path_type=Path),
    default=Path("schemas"),
    show_default=True,
    help="Directory to write the JSON Schemas into.",
)
def schemas_command(out: Path) -> None:
    """Regenerate the JSON Schemas in schemas/ from the pydantic models.

    Example:

        sessgraph schemas --out schemas
    """
    from sessgraph.schemas import write_schemas

    for path in write_schemas(out):
        click.echo(f"wrote {path}")


for _command in COMMANDS:
    cli.add_command(_command)
cli.add_command(serve_command)
cli.add_command(hook_group)
cli.add_command(mcp_command)
for _command in TEAM_COMMANDS:
    cli.add_command(_command)


if __name__ == "__main__":  # pragma: no cover
    cli()
