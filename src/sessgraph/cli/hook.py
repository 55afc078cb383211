"""``sessgraph hook``: answer an agent's hook event, and install the hook into an agent."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from sessgraph.cli.options import db_option
from sessgraph.hooks.events import AGENTS

agent_choice = click.Choice(AGENTS)


@click.group("hook", invoke_without_command=True)
@click.option("--agent", type=agent_choice, default=None, help="Event format (default: detect).")
@db_option
@click.pass_context
def hook_group(ctx: click.Context, agent: str | None, db_path: str) -> None:
    """Answer one agent hook event read on stdin (silent unless a strong past fix exists).

    Agents run it (as `python -m sessgraph.hooks`) once `sessgraph hook install` has added
    it to their settings; `install`, `uninstall` and `ingest-one` are its subcommands.

    Example:

        sessgraph hook --agent claude-code -d ~/sessgraph.db < event.json
    """
    if ctx.invoked_subcommand is not None:
        return
    from sessgraph.hooks.respond import run_hook

    run_hook(sys.stdin.buffer.read(), db_path, agent=agent)  # type: ignore[arg-type]


def _install(agent: str, db_path: str, project: bool, dry_run: bool, uninstall: bool) -> None:
    from sessgraph.hooks.install import InstallError, codex_feature_note, plan

    try:
        change = plan(agent, db_path, project=project, uninstall=uninstall)  # type: ignore[arg-type]
    except (InstallError, OSError) as error:
        raise click.ClickException(str(error)) from None
    if not change.changed:
        click.echo(f"{change.path}: nothing to change")
        return
    if dry_run:
        click.echo(change.diff(), nl=False)
        return
    try:
        change.apply()
    except OSError as error:
        raise click.ClickException(f"{change.path}: {error.strerror or error}") from None
    verb = "removed sessgraph's hooks from" if uninstall else "installed sessgraph's hooks in"
    click.echo(f"{verb} {change.path}")
    if agent == "codex" and not uninstall:
        note = codex_feature_note()
        if note:
            click.echo(note)


_agent_option = click.option("--agent", type=agent_choice, required=True, help="Agent to set up.")
_project_option = click.option(
    "--project", is_flag=True, help="The project's settings (in the working directory)."
)
_dry_run_option = click.option("--dry-run", is_flag=True, help="Print the change as a diff.")


@hook_group.command("install")
@_agent_option
@db_option
@_project_option
@_dry_run_option
def install_command(agent: str, db_path: str, project: bool, dry_run: bool) -> None:
    """Add sessgraph's hooks to an agent's settings, keeping every other hook.

    Example:

        sessgraph hook install --agent claude-code -d ~/sessgraph.db --dry-run
    """
    _install(agent, db_path, project, dry_run, uninstall=False)


@hook_group.command("uninstall")
@_agent_option
@db_option
@_project_option
@_dry_run_option
def uninstall_command(agent: str, db_path: str, project: bool, dry_run: bool) -> None:
    """Remove sessgraph's hooks (only those) from an agent's settings.

    Example:

        sessgraph hook uninstall --agent codex
    """
    _install(agent, db_path, project, dry_run, uninstall=True)


@hook_group.command("ingest-one")
@click.argument("transcript", type=click.Path(path_type=Path))
@db_option
def ingest_one_command(transcript: Path, db_path: str) -> None:
    """Ingest one transcript under the hook lock (what the end-of-turn hook runs).

    Example:

        sessgraph hook ingest-one -d ~/sessgraph.db ~/.claude/projects/p/s.jsonl
    """
    from sessgraph.hooks.background import LockTimeout, ingest_one

    try:
        status = ingest_one(db_path, transcript)
    except LockTimeout:
        raise click.ClickException("another ingest held the hook lock too long") from None
    click.echo(f"{status}  {transcript}")


@click.command("mcp")
@db_option
def mcp_command(db_path: str) -> None:
    """Serve the database to an agent over MCP (stdio, read-only).

    Register it with an agent, e.g. `claude mcp add sessgraph -- sessgraph mcp -d DB`.

    Example:

        sessgraph mcp -d ~/sessgraph.db
    """
    if not Path(db_path).is_file():
        raise click.ClickException(f"{db_path}: no such database; run `sessgraph ingest` first")
    from sessgraph.mcp_server import serve_stdio

    serve_stdio(db_path)
