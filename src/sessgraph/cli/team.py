"""Team-store commands: ``push``, ``pull`` and ``team grant`` (``fixes --team`` is in
:mod:`sessgraph.cli.queries`). Each is a thin layer over :mod:`sessgraph.api`; every team-store
failure reaches the user as one line (:class:`sessgraph.team.TeamStoreError`)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import click

from sessgraph import api
from sessgraph.cli.options import db_option

TEAM_URL_HELP = "PostgreSQL URL of the team store (default: $SESSGRAPH_TEAM_URL)."


@contextmanager
def team_errors() -> Iterator[None]:
    """Turn team-store and missing-database failures into one-line click errors."""
    from sessgraph.team import TeamStoreError

    try:
        yield
    except (TeamStoreError, FileNotFoundError) as exc:
        raise click.ClickException(str(exc)) from exc


def machine_option(fn: Callable[..., Any]) -> Callable[..., Any]:
    return click.option(
        "--machine",
        help="Name of this machine in the team store (default: $SESSGRAPH_MACHINE or hostname).",
    )(fn)


@click.command("push")
@click.argument("url", required=False)
@db_option
@machine_option
@click.option("--project", help="Push every session under this project (default: each "
              "session's checkout name).")  # fmt: skip
@click.option(
    "--with-transcripts",
    is_flag=True,
    help="Also push message text and command output (redacted). Off by default.",
)
@click.option("--full", is_flag=True, help="Compare every session, not just those since the "
              "last push.")  # fmt: skip
def push_command(
    url: str | None,
    db_path: str,
    machine: str | None,
    project: str | None,
    with_transcripts: bool,
    full: bool,
) -> None:
    """Push this machine's derived knowledge (episodes, fixes) to the team's PostgreSQL.

    Pushing twice changes nothing; an interrupted push resumes where it stopped.

    Example:

        sessgraph push postgresql://alice@db.example/team --project sessgraph
    """
    with team_errors():
        report = api.push(
            db_path,
            url,
            machine=machine,
            project=project,
            with_transcripts=with_transcripts,
            full=full,
        )
    click.echo(
        f"pushed {report.sessions_pushed} of {report.sessions_considered} session(s) from "
        f"{report.machine}: {report.symptoms} symptoms, {report.fixes} fixes in "
        f"{report.batches} batch(es)"
    )


@click.command("pull")
@click.argument("url", required=False)
@click.option(
    "-d",
    "--db",
    "dest",
    type=click.Path(dir_okay=False, path_type=Path),
    default=Path("team.db"),
    show_default=True,
    help="SQLite copy to write (replaced whole; never a local history).",
)
def pull_command(url: str | None, dest: Path) -> None:
    """Copy what you may see of the team store into a local SQLite database.

    Every query command and Datasette work on the copy.

    Example:

        sessgraph pull postgresql://alice@db.example/team -d team.db
    """
    with team_errors():
        report = api.pull(url, dest)
    click.echo(
        f"pulled {report.sessions} session(s) of {report.projects} project(s): "
        f"{report.symptoms} symptoms, {report.fixes} fixes → {report.path}"
    )


@click.group("team")
def team_group() -> None:
    """Administer the team store (PostgreSQL).

    Example:

        sessgraph team grant alice sessgraph
    """


@team_group.command("grant")
@click.argument("role")
@click.argument("project")
@click.option("--url", help=TEAM_URL_HELP)
def grant_command(role: str, project: str, url: str | None) -> None:
    """Let the PostgreSQL ROLE see and push PROJECT (run as the store's admin).

    Example:

        sessgraph team grant alice sessgraph --url postgresql://admin@db.example/team
    """
    with team_errors():
        added = api.team_grant(url, role, project)
    click.echo(f"{role} {'may now see' if added else 'could already see'} {project}")


COMMANDS = [push_command, pull_command, team_group]
