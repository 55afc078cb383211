"""The ``sessgraph`` command line: a thin click layer over the Python API."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

import click

# First of sessgraph's imports, before pydantic's: it skips pydantic's plugin look-up, a large
# share of a query command's start-up.
import sessgraph.hooks.startup  # noqa: F401
from sessgraph import api
from sessgraph.cli.hook import hook_group, mcp_command
from sessgraph.cli.options import db_option
from sessgraph.cli.queries import COMMANDS
from sessgraph.cli.serve import serve_command
from sessgraph.cli.team import COMMANDS as TEAM_COMMANDS
from sessgraph.cli.text import terminal_text
from sessgraph.reports import ExtractStats, FileResult


class _Commands(click.Group):
    """The command group, with one boundary for the errors a user can act on: a database
    that is missing, not SQLite or another application's, a file that cannot be written.
    Each becomes one line and exit status 1; anything else is reported as an internal error
    (its traceback only with ``$SESSGRAPH_DEBUG`` set), never as a raw traceback."""

    def invoke(self, ctx: click.Context) -> Any:
        import sqlite3

        from sessgraph.api import NotSessgraphDatabase

        try:
            return super().invoke(ctx)
        except (click.exceptions.ClickException, click.exceptions.Exit, click.Abort):
            raise
        except (NotSessgraphDatabase, FileNotFoundError) as error:
            raise click.ClickException(str(error)) from None
        except sqlite3.DatabaseError as error:
            raise click.ClickException(f"database error: {error}") from None
        except OSError as error:
            where = f"{error.filename}: " if error.filename else ""
            raise click.ClickException(f"{where}{error.strerror or error}") from None
        except Exception as error:
            if os.environ.get("SESSGRAPH_DEBUG"):
                raise
            raise click.ClickException(
                f"internal error: {type(error).__name__}: {error} "
                "(set SESSGRAPH_DEBUG=1 to see where)"
            ) from None


@click.group(cls=_Commands)
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
        found = api.default_locations()
        if not found and not targets:
            raise click.ClickException(
                "none of the agents' default transcript locations exists on this machine "
                "(looked for ~/.claude/projects, ~/.codex/sessions, opencode storage, "
                "~/.gemini/tmp, ~/.openhands/sessions, ~/.cursor/projects, ~/trajectories, "
                "Cline/Roo task folders); give the files or directories to ingest"
            )
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
    if not report.files:
        looked = ", ".join(terminal_text(str(t)) for t in targets[:5])
        click.secho(
            f"no transcript files found under {looked} (transcripts are .jsonl/.json files, "
            "opencode storage folders or opencode.db); nothing ingested",
            fg="yellow",
            err=True,
        )
        sys.exit(1)
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
    for failure in stats.failures:
        click.echo(
            f"warning: extraction failed on {failure} (its symptoms, fixes and pivots are "
            "missing; every other session was extracted; SESSGRAPH_DEBUG=1 shows where)",
            err=True,
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
        from sessgraph.evaluate.real import evaluate_sets, summarise
        from sessgraph.evaluate.report import report_lines

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
    """Print what the database holds per format: sessions, messages, commands, and what was
    extracted (symptoms, episodes, fixes, pivots).

    Example:

        sessgraph summary -d sessgraph.db
    """
    try:
        stats = api.summary(db_path)
    except FileNotFoundError as exc:
        raise click.ClickException(str(exc)) from exc
    click.echo(f"database: {terminal_text(db_path)}")
    if not stats:
        click.echo("no sessions stored yet; add some with `sessgraph ingest PATH`")
        return
    columns = [
        ("format", 14), ("sessions", 9), ("messages", 10), ("commands", 10), ("failed", 8),
        ("symptoms", 10), ("episodes", 10), ("fixes", 7), ("pivots", 8),
    ]  # fmt: skip
    click.echo(
        "".join(f"{name:<{w}}" if i == 0 else f"{name:>{w}}" for i, (name, w) in enumerate(columns))
    )
    for row in stats:
        values = [row.format, row.sessions, row.messages, row.commands, row.failed,
                  row.symptoms, row.episodes, row.fixes, row.pivots]  # fmt: skip
        click.echo(
            "".join(
                f"{terminal_text(str(v)):<{w}}" if i == 0 else f"{v:>{w}}"
                for i, (v, (_, w)) in enumerate(zip(values, columns, strict=True))
            )
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
