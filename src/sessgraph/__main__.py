from sessgraph.cli import cli

if __name__ == "__main__":  # not when a worker process imports it (multiprocessing spawn)
    cli()
