"""``sessgraph hook install`` / ``uninstall``: sessgraph's entries in each agent's settings.

* Claude Code: ``~/.claude/settings.json`` (``--project``: ``.claude/settings.json``), hooks
  ``PostToolUseFailure`` (matcher ``Bash|PowerShell``: a regex, PowerShell being the shell tool
  of Claude Code on Windows), ``SessionStart``, ``Stop`` and ``SessionEnd``.
* Codex CLI: ``~/.codex/hooks.json`` (``--project``: ``.codex/hooks.json``), hooks
  ``PostToolUse`` (matcher ``Bash``), ``SessionStart`` and ``Stop``. Codex runs hooks only with
  ``[features] codex_hooks = true`` in its ``config.toml``; install says so when it is absent
  rather than editing a TOML file it does not own.
* opencode: a plugin file ``~/.config/opencode/plugin/sessgraph.js`` (``--project``:
  ``.opencode/plugin/sessgraph.js``) that calls the hook for bash calls and idle sessions.

Merging never touches another tool's entries: ours are recognised by their command (it runs
the ``sessgraph.hooks`` module), added only where missing, and ``uninstall`` removes exactly
those, dropping the matcher groups and event lists that only held them, so install followed by
uninstall gives back the same settings. ``--dry-run`` prints the change as a unified diff.
"""

from __future__ import annotations

import difflib
import json
import os
import shlex
import sys
from copy import deepcopy
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

from sessgraph.hooks.events import Agent

MARKER = "sessgraph.hooks"
HOOK_TIMEOUT_SECONDS = 5
# (event, matcher or None) per agent; the matcher selects the shell tool.
_EVENTS: dict[str, list[tuple[str, str | None]]] = {
    "claude-code": [
        ("PostToolUseFailure", "Bash|PowerShell"),
        ("SessionStart", None),
        ("Stop", None),
        ("SessionEnd", None),
    ],
    "codex": [("PostToolUse", "Bash"), ("SessionStart", None), ("Stop", None)],
}
PLUGIN_NAME = "sessgraph.js"


class InstallError(Exception):
    """The settings file cannot be merged (not JSON, or not the expected shape)."""


@dataclass(frozen=True)
class Change:
    path: Path
    before: str | None
    after: str | None

    @property
    def changed(self) -> bool:
        return self.before != self.after

    def diff(self) -> str:
        return "".join(
            difflib.unified_diff(
                (self.before or "").splitlines(keepends=True),
                (self.after or "").splitlines(keepends=True),
                fromfile=f"{self.path} (before)" if self.before is not None else "/dev/null",
                tofile=f"{self.path} (after)" if self.after is not None else "/dev/null",
            )
        )

    def apply(self) -> None:
        if not self.changed:
            return
        if self.after is None:
            self.path.unlink(missing_ok=True)
            return
        self.path.parent.mkdir(parents=True, exist_ok=True)
        temporary = self.path.with_name(self.path.name + ".sessgraph-tmp")
        temporary.write_text(self.after, encoding="utf-8")
        os.replace(temporary, self.path)


def settings_path(agent: Agent, project: bool, root: Path | None = None) -> Path:
    """Where ``agent`` reads the hook settings sessgraph edits."""
    home = Path.home()
    base = root or Path.cwd()
    if agent == "claude-code":
        claude = Path(os.environ.get("CLAUDE_CONFIG_DIR", home / ".claude"))
        return base / ".claude" / "settings.json" if project else claude / "settings.json"
    if agent == "codex":
        codex = Path(os.environ.get("CODEX_HOME", home / ".codex"))
        return base / ".codex" / "hooks.json" if project else codex / "hooks.json"
    config = Path(os.environ.get("XDG_CONFIG_HOME", home / ".config"))
    if project:
        return base / ".opencode" / "plugin" / PLUGIN_NAME
    return config / "opencode" / "plugin" / PLUGIN_NAME


def hook_command(agent: Agent, db_path: str | Path) -> str:
    """The command the agent runs: this Python, the hook module, an absolute database path."""
    return shlex.join(
        [sys.executable, "-m", MARKER, "--agent", agent, "-d", str(Path(db_path).resolve())]
    )


def _is_ours(handler: Any) -> bool:
    return isinstance(handler, dict) and MARKER in str(handler.get("command", ""))


def _load(path: Path) -> tuple[str | None, dict[str, Any]]:
    if not path.exists():
        return None, {}
    text = path.read_text(encoding="utf-8")
    if not text.strip():
        return text, {}
    try:
        data = json.loads(text)
    except ValueError as error:
        raise InstallError(f"{path}: not valid JSON ({error}); left unchanged") from None
    if not isinstance(data, dict) or not isinstance(data.get("hooks", {}), dict):
        raise InstallError(f"{path}: expected a JSON object with a 'hooks' object")
    return text, data


def _dump(data: dict[str, Any]) -> str:
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def merged(data: dict[str, Any], agent: Agent, command: str) -> dict[str, Any]:
    """``data`` with sessgraph's hook entries for ``agent`` added where missing."""
    result = deepcopy(data)
    hooks = result.setdefault("hooks", {})
    for event, matcher in _EVENTS[agent]:
        groups = hooks.setdefault(event, [])
        if not isinstance(groups, list):
            raise InstallError(f"hooks.{event} is not a list")
        ours = [
            group
            for group in groups
            if isinstance(group, dict)
            and any(_is_ours(handler) for handler in group.get("hooks", []))
        ]
        if ours:
            # An install by an older sessgraph matched Bash only: widen a group that is ours
            # alone to today's matcher (a group shared with the user's hooks is left as it is).
            for existing in ours:
                alone = all(_is_ours(handler) for handler in existing.get("hooks", []))
                if matcher is not None and alone and existing.get("matcher") != matcher:
                    existing["matcher"] = matcher
            continue
        group: dict[str, Any] = {}
        if matcher is not None:
            group["matcher"] = matcher
        group["hooks"] = [{"type": "command", "command": command, "timeout": HOOK_TIMEOUT_SECONDS}]
        groups.append(group)
    return result


def removed(data: dict[str, Any]) -> dict[str, Any]:
    """``data`` without sessgraph's hook entries (and the groups that only held them)."""
    result = deepcopy(data)
    hooks = result.get("hooks")
    if not isinstance(hooks, dict):
        return result
    for event in list(hooks):
        groups = hooks[event]
        if not isinstance(groups, list):
            continue
        kept = []
        for group in groups:
            if not isinstance(group, dict) or not isinstance(group.get("hooks"), list):
                kept.append(group)
                continue
            handlers = [h for h in group["hooks"] if not _is_ours(h)]
            if len(handlers) == len(group["hooks"]):
                kept.append(group)
            elif handlers:
                kept.append({**group, "hooks": handlers})
        if kept:
            hooks[event] = kept
        else:
            del hooks[event]
    if not hooks:
        del result["hooks"]
    return result


def plugin_source(db_path: str | Path) -> str:
    """The opencode plugin, with the hook command filled in."""
    template = resources.files("sessgraph.hooks").joinpath("opencode_plugin.js").read_text()
    argv = [sys.executable, "-m", MARKER, "--agent", "opencode", "-d", str(Path(db_path).resolve())]
    return template.replace("__SESSGRAPH_ARGV__", json.dumps(argv))


def plan(
    agent: Agent,
    db_path: str | Path,
    *,
    project: bool = False,
    uninstall: bool = False,
    root: Path | None = None,
) -> Change:
    """What install (or uninstall) would write, without writing it."""
    path = settings_path(agent, project, root)
    if agent == "opencode":
        before = path.read_text(encoding="utf-8") if path.exists() else None
        if before is not None and MARKER not in before:
            raise InstallError(f"{path}: exists and is not sessgraph's plugin; left unchanged")
        return Change(path, before, None if uninstall else plugin_source(db_path))
    before, data = _load(path)
    if uninstall:
        after_data = removed(data)
        if after_data == data:
            return Change(path, before, before)
        # A file left empty held only our entries, so install created it: remove it again.
        return Change(path, before, _dump(after_data) if after_data else None)
    after_data = merged(data, agent, hook_command(agent, db_path))
    after = before if before is not None and after_data == data else _dump(after_data)
    return Change(path, before, after)


def codex_feature_note(root: Path | None = None) -> str | None:
    """A hint when Codex's hooks feature is not switched on in its config.toml."""
    codex = Path(os.environ.get("CODEX_HOME", Path.home() / ".codex"))
    config = codex / "config.toml"
    text = config.read_text(encoding="utf-8") if config.exists() else ""
    if "codex_hooks" in text and "true" in text.split("codex_hooks", 1)[1][:20]:
        return None
    return f"Codex runs hooks only with `[features]\\ncodex_hooks = true` in {config}."
