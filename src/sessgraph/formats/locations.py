"""Where each agent keeps its transcripts by default, for ``sessgraph ingest --defaults``.

Paths follow each tool's documented or observed defaults on Linux and macOS; only those that
exist are returned. ``XDG_DATA_HOME`` and the tools' own environment overrides
(``CLAUDE_CONFIG_DIR``, ``CODEX_HOME``, ``PI_CODING_AGENT_DIR``) are honoured.
"""

from __future__ import annotations

import os
from pathlib import Path

_VSCODE_EXTENSIONS = (
    "saoudrizwan.claude-dev",  # Cline
    "rooveterinaryinc.roo-cline",  # Roo Code
    "kilocode.kilo-code",  # Kilo Code
)
_VSCODE_USER_DIRS = (
    ".config/Code/User/globalStorage",
    ".config/Code - Insiders/User/globalStorage",
    ".config/VSCodium/User/globalStorage",
    "Library/Application Support/Code/User/globalStorage",
)


def default_locations(home: Path | None = None) -> list[Path]:
    """Existing transcript directories of the agents sessgraph reads."""
    home = home or Path.home()
    data_home = Path(os.environ.get("XDG_DATA_HOME", home / ".local" / "share"))
    claude = Path(os.environ.get("CLAUDE_CONFIG_DIR", home / ".claude"))
    codex = Path(os.environ.get("CODEX_HOME", home / ".codex"))
    pi_agent = Path(os.environ.get("PI_CODING_AGENT_DIR", home / ".pi" / "agent")).expanduser()
    candidates = [
        claude / "projects",  # Claude Code
        home / ".config" / "claude" / "projects",
        codex / "sessions",  # Codex CLI
        data_home / "opencode" / "storage",  # opencode (storage tree)
        data_home / "opencode" / "opencode.db",  # opencode (SQLite store)
        home / ".gemini" / "tmp",  # Gemini CLI
        home / ".gemini" / "antigravity-ide" / "brain",  # Google Antigravity
        home / ".gemini" / "antigravity" / "brain",
        home / ".openhands" / "sessions",  # OpenHands
        home / ".cursor" / "projects",  # Cursor agent
        home / "trajectories",  # SWE-agent's default output directory
        pi_agent / "sessions",  # pi coding agent
        home / ".copilot" / "session-state",  # GitHub Copilot CLI (<id>/events.jsonl)
    ]
    for user_dir in _VSCODE_USER_DIRS:
        for extension in _VSCODE_EXTENSIONS:
            candidates.append(home / user_dir / extension / "tasks")
    return [path for path in candidates if path.exists()]
