"""Options every sessgraph command shares, defined once."""

from __future__ import annotations

import click

from sessgraph.api import DB_ENV_VAR, default_db_path

db_option = click.option(
    "-d",
    "--db",
    "db_path",
    type=click.Path(dir_okay=False),
    default=default_db_path,
    show_default=f"${DB_ENV_VAR} or sessgraph.db",
    help="SQLite database to use.",
)
json_option = click.option("--json", "as_json", is_flag=True, help="Print JSON for scripts.")
