"""`sessgraph hook install/uninstall`: ours added beside other hooks, and only ours removed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from sessgraph.cli import cli
from sessgraph.hooks.install import MARKER, plan

OTHER_HOOKS = {
    "model": "opus",
    "hooks": {
        "PreToolUse": [
            {"matcher": "Bash", "hooks": [{"type": "command", "command": "~/bin/guard.sh"}]}
        ],
        "Stop": [{"hooks": [{"type": "command", "command": "notify-send done"}]}],
    },
}


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("CLAUDE_CONFIG_DIR", str(tmp_path / ".claude"))
    monkeypatch.setenv("CODEX_HOME", str(tmp_path / ".codex"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / ".config"))
    return tmp_path


def _run(*args: str) -> str:
    result = CliRunner().invoke(cli, ["hook", *args])
    assert result.exit_code == 0, result.output
    return result.output


@pytest.mark.parametrize(
    ("agent", "relative", "events"),
    [
        (
            "claude-code",
            ".claude/settings.json",
            {"PostToolUseFailure", "SessionStart", "Stop", "SessionEnd"},
        ),
        ("codex", ".codex/hooks.json", {"PostToolUse", "SessionStart", "Stop"}),
    ],
)
def test_install_keeps_other_hooks_and_uninstall_restores(
    home: Path, agent: str, relative: str, events: set[str]
) -> None:
    """Install adds our entries next to others; uninstall gives back the original file."""
    settings = home / relative
    settings.parent.mkdir(parents=True)
    original = json.dumps(OTHER_HOOKS, indent=2) + "\n"
    settings.write_text(original)
    db = home / "sg.db"
    _run("install", "--agent", agent, "-d", str(db))
    data = json.loads(settings.read_text())
    assert data["model"] == "opus"
    assert data["hooks"]["PreToolUse"] == OTHER_HOOKS["hooks"]["PreToolUse"]
    ours = {
        event
        for event, groups in data["hooks"].items()
        for group in groups
        for handler in group["hooks"]
        if MARKER in handler["command"]
    }
    assert ours == events
    if agent == "claude-code":  # Bash, and PowerShell on Windows (the matcher is a regex)
        (failure,) = data["hooks"]["PostToolUseFailure"]
        assert failure["matcher"] == "Bash|PowerShell"
    assert str(db.resolve()) in settings.read_text()
    # The user's own Stop hook is still there, beside ours.
    assert {"type": "command", "command": "notify-send done"} in [
        h for g in data["hooks"]["Stop"] for h in g["hooks"]
    ]
    # Installing twice adds nothing.
    assert "nothing to change" in _run("install", "--agent", agent, "-d", str(db))
    _run("uninstall", "--agent", agent, "-d", str(db))
    assert settings.read_text() == original


def test_install_into_missing_file_and_uninstall_removes_it(home: Path) -> None:
    """Settings created by install are removed again by uninstall."""
    _run("install", "--agent", "claude-code", "-d", "sg.db")
    settings = home / ".claude" / "settings.json"
    assert settings.exists()
    _run("uninstall", "--agent", "claude-code", "-d", "sg.db")
    assert not settings.exists()


def test_dry_run_prints_a_diff_and_writes_nothing(home: Path) -> None:
    """--dry-run shows the change as a unified diff and leaves the file alone."""
    output = _run("install", "--agent", "codex", "-d", "sg.db", "--dry-run")
    assert output.startswith("--- /dev/null")
    assert '+      "PostToolUse": [' in output or '+    "PostToolUse": [' in output
    assert not (home / ".codex" / "hooks.json").exists()


def test_project_settings(home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """--project writes the project's .claude/settings.json in the working directory."""
    project = tmp_path / "proj"
    project.mkdir()
    monkeypatch.chdir(project)
    _run("install", "--agent", "claude-code", "--project", "-d", "sg.db")
    assert (project / ".claude" / "settings.json").exists()
    assert not (home / ".claude" / "settings.json").exists()


def test_opencode_plugin_installed_and_removed(home: Path) -> None:
    """opencode gets a plugin file calling the hook; uninstall deletes only our file."""
    _run("install", "--agent", "opencode", "-d", "sg.db")
    plugin = home / ".config" / "opencode" / "plugin" / "sessgraph.js"
    source = plugin.read_text()
    assert "tool.execute.after" in source and MARKER in source
    assert "__SESSGRAPH_ARGV__" not in source
    _run("uninstall", "--agent", "opencode")
    assert not plugin.exists()


def test_foreign_files_are_refused(home: Path) -> None:
    """Invalid JSON or someone else's plugin file is reported and left unchanged."""
    settings = home / ".claude" / "settings.json"
    settings.parent.mkdir(parents=True)
    settings.write_text("{not json")
    result = CliRunner().invoke(cli, ["hook", "install", "--agent", "claude-code"])
    assert result.exit_code == 1
    assert "not valid JSON" in result.output
    assert settings.read_text() == "{not json"
    plugin = home / ".config" / "opencode" / "plugin" / "sessgraph.js"
    plugin.parent.mkdir(parents=True)
    plugin.write_text("export const Mine = 1\n")
    with pytest.raises(Exception, match="not sessgraph's plugin"):
        plan("opencode", "sg.db")


def test_reinstall_widens_an_older_bash_only_matcher(home: Path) -> None:
    """An install made when the matcher was Bash only gets PowerShell added on re-install."""
    db = home / "sg.db"
    _run("install", "--agent", "claude-code", "-d", str(db))
    settings = home / ".claude" / "settings.json"
    data = json.loads(settings.read_text())
    data["hooks"]["PostToolUseFailure"][0]["matcher"] = "Bash"
    settings.write_text(json.dumps(data, indent=2) + "\n")
    _run("install", "--agent", "claude-code", "-d", str(db))
    (group,) = json.loads(settings.read_text())["hooks"]["PostToolUseFailure"]
    assert group["matcher"] == "Bash|PowerShell"
