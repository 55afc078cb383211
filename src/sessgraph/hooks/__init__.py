"""Answers inside the agent: ``sessgraph hook`` for Claude Code, Codex CLI and opencode.

An agent runs the hook with one event on stdin (:mod:`~sessgraph.hooks.events`); a failing
shell command is answered with the best verified past fix (:mod:`~sessgraph.hooks.respond`),
a new session with the project's most frequent walls, and the end of a turn starts a
background ingest of its transcript (:mod:`~sessgraph.hooks.background`), so the next
failure can use what this session learnt. :mod:`~sessgraph.hooks.install` merges the hook
entries into each agent's settings. The agents run ``python -m sessgraph.hooks``
(:mod:`~sessgraph.hooks.__main__`), which imports neither click nor the CLI, to keep the
hook's start-up short.
"""
