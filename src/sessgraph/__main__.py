from sessgraph.cli import cli

cli()
