"""Small action lists for the fix-finding tests: a shell command, a file edit, and the
episodes the extractor makes of them (symptoms grouped, then resolved)."""

from __future__ import annotations

from sessgraph.extract.episodes import Action, Episode, detect_symptoms, group_episodes
from sessgraph.extract.fixes import resolve


def cmd(seq: int, command: str, exit_code: int | None, output: str = "", **extra: str) -> Action:
    status = "ok" if exit_code == 0 else "failed"
    return Action(
        seq=seq,
        message_id=seq,
        command_id=seq,
        command=command,
        exit_code=exit_code,
        status=status,
        output=output,
        **extra,  # type: ignore[arg-type]
    )


def edit(seq: int, path: str, added: str, removed: str = "") -> Action:
    return Action(
        seq=seq, message_id=seq, edit_path=path, added_text=added, removed_text=removed, status="ok"
    )


def episodes(actions: list[Action]) -> list[Episode]:
    found = group_episodes(detect_symptoms(actions), actions)
    resolve(found, actions, {})
    return found
