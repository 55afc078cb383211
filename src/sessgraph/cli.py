"""The ``sessgraph`` command line: a thin click layer over the Python API."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import click

from sessgraph import api
from sessgraph.cli_options import db_option
from sessgraph.cli_queries import COMMANDS
from sessgraph.extract.run import ExtractStats
from sessgraph.ingest import FileResult
from sessgraph.serve import serve_command


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
    if result.status == "failed":
        click.secho(f"error: {result.error}", fg="red", err=True)
        return
    if result.status == "unchanged":
        if verbose:
            click.echo(f"unchanged  {result.path}")
        return
    click.echo(
        f"ingested   {result.path} [{result.format}]: {result.sessions} session(s), "
        f"{result.messages} messages, {result.commands} commands "
        f"({result.failed_commands} failed)"
        + (f", {len(result.warnings)} warning(s)" if result.warnings else "")
    )
    for warning in result.warnings[:5]:
        click.secho(f"  warning: {warning}", fg="yellow", err=True)
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
            api.watch(
                db_path,
                targets,
                interval=watch_interval,
                redact=redact,
                on_file=lambda r: _echo_file(r, verbose),
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
    _echo_extract(api.extract(db_path, list(session_ids) or None))


def _is_labelled_real(path: Path) -> Path | None:
    """The gold file of a labelled-real set at ``path`` (a ``*.json`` file, or a folder whose
    ``gold.json`` has a ``files`` table), else ``None`` (a folder in the label-set format)."""
    gold = path if path.is_file() else path / "gold.json"
    if not gold.is_file():
        return None
    try:
        files = json.loads(gold.read_text(encoding="utf-8")).get("files")
    except (ValueError, AttributeError):
        return None
    return gold if isinstance(files, dict) else None


@cli.command("eval")
@click.argument("paths", nargs=-1, required=True, type=click.Path(exists=True, path_type=Path))
@click.option("--json", "as_json", is_flag=True, help="Print the scores as JSON.")
@click.option(
    "--half",
    type=click.Choice(["all", "tuning", "test"]),
    default=None,
    help="Labelled-real sets: report only this half (default: all three).",
)
@click.option(
    "-q",
    "--quiet",
    is_flag=True,
    help="Labelled-real sets: only the micro-averaged figures (no per-file rows or misses).",
)
def eval_command(paths: tuple[Path, ...], as_json: bool, half: str | None, quiet: bool) -> None:
    """Score the extractor against labelled sessions: label-set folders (``gold.json`` beside
    a transcript) and labelled-real sets (``*.gold.json`` with ``files`` keyed by path).

    Example:

        sessgraph eval data/sglang-ops tests/labelled/*

        sessgraph eval ../shared/labelled-real/corpus.gold.json \\
            ../shared/labelled-real/files.gold.json --half tuning
    """
    real = [g for g in (_is_labelled_real(p) for p in paths) if g is not None]
    folders = [p for p in paths if _is_labelled_real(p) is None]
    missing = [str(f) for f in folders if not (f / "gold.json").is_file()]
    if missing:
        raise click.BadParameter(f"no gold.json in {', '.join(missing)}", param_hint="PATHS")
    output: dict[str, Any] = {}
    if folders:
        _eval_folders(folders, as_json, output)
    if real:
        from sessgraph.evaluate_real import evaluate_sets, summarise
        from sessgraph.evaluate_report import report_lines

        result = evaluate_sets(real)
        halves = [half] if half else ["all", "tuning", "test"]
        summaries = [summarise(result, h) for h in halves]
        if as_json:
            output["labelled_real"] = summaries
        else:
            for line in report_lines(summaries, verbose=not quiet):
                click.echo(line)
    if as_json:
        click.echo(json.dumps(output.get("label_sets") if not real else output, indent=2))


def _eval_folders(folders: list[Path], as_json: bool, output: dict[str, Any]) -> None:
    from sessgraph.evaluate import evaluate_folders

    scores = [score.as_dict() for score in evaluate_folders(folders)]
    if as_json:
        output["label_sets"] = scores
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
    stats = api.summary(db_path)
    click.echo(f"database: {db_path}")
    header = f"{'format':<20}{'sessions':>10}{'messages':>10}{'commands':>10}{'failed':>8}"
    click.echo(header)
    for row in stats:
        click.echo(
            f"{row['format']:<20}{row['sessions']:>10}{row['messages']:>10}"
            f"{row['commands']:>10}{row['failed']:>8}"
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


if __name__ == "__main__":  # pragma: no cover
    cli()
