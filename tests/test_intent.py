"""Command intent: expected non-zero exits, change kinds, same-intent retries."""

from __future__ import annotations

import pytest

from sessgraph.extract.intent import (
    change_kind,
    ends_in_filter,
    expected_nonzero_reason,
    refiltered,
    same_intent,
    simple_commands,
    token_diff,
)


@pytest.mark.parametrize(
    ("command", "exit_code", "output"),
    [
        ("grep -n speculative units/a.service", 1, ""),
        ("journalctl -u app --no-pager | grep -c Traceback", 1, "0"),
        ("cd /src && rg -n 'foo' lib/ | head", 1, ""),
        ("git diff --exit-code -U0 bench/results.csv", 1, "+new row"),
        ("diff a.conf /etc/a.conf", 1, "< x\n> y"),
        ("test -f /etc/app.env", 1, ""),
        ("which nvcc", 1, ""),
        ("systemctl is-active app", 3, "inactive"),
        ("ls /sys/class/infiniband", 2, "ls: cannot access '/sys/class/infiniband': No such file"),
        ("pgrep -af bench_serving", 1, ""),
        ("ofed_info -s", 127, "bash: ofed_info: command not found"),
        ("gh auth status", 1, "You are not logged into any GitHub hosts"),
        ("curl -sf -m 3 localhost:30002/health", 7, ""),
        ('which gradle && gradle -v; ls "$HOME/.sdkman/candidates/gradle" 2>/dev/null', 1, ""),
        (
            "git -C /src/app log --oneline -20",
            128,
            "fatal: your current branch 'main' does not have any commits yet",
        ),
    ],
)
def test_expected_nonzero(command: str, exit_code: int, output: str) -> None:
    """Probes whose non-zero exit is the answer are not failures."""
    assert expected_nonzero_reason(command, exit_code, output, []) is not None


@pytest.mark.parametrize(
    ("command", "exit_code", "output"),
    [
        ("cat units/app.serivce", 1, "cat: units/app.serivce: No such file or directory"),
        ("curl -sS -m 5 localhost:30003/v1/models", 7, "curl: (7) Failed to connect"),
        ("pytest -q", 1, "1 failed"),
        ("systemctl stauts app", 1, "Unknown command verb 'stauts'"),
        ("curl -s https://x | jq -r .tag", 127, "bash: line 1: jq: command not found"),
        ("pip install flash-attn", 1, "error: subprocess-exited-with-error"),
        ("gh auth status", 127, "/bin/bash: line 1: gh: command not found"),
        (
            "rg --files -g README.md",
            1,
            "bwrap: loopback: Failed RTM_NEWADDR: Operation not permitted",
        ),
        # Issue 12, class 3: backticks in the pattern ran as a command; the shell (at its
        # Nix store path) complains, so grep's exit 1 is no "no match".
        (
            'grep -n "on_map`/`on_unmap" PLAN.md',
            1,
            "/nix/store/x-bash-interactive-5.3/bin/bash: line 1: /: Is a directory",
        ),
    ],
)
def test_real_failures_are_not_excused(command: str, exit_code: int, output: str) -> None:
    """Real failures stay failures, even when a probe-like program is involved."""
    assert expected_nonzero_reason(command, exit_code, output, []) is None


def test_check_after_removal_is_expected() -> None:
    """Checking for a unit that was just deleted on purpose is not a failure."""
    recent = ["sudo rm /etc/systemd/system/app.service && sudo systemctl daemon-reload"]
    reason = expected_nonzero_reason("systemctl cat app", 1, "No files found", recent)
    assert reason is not None and "removed" in reason


def test_creating_after_a_removal_is_no_check_that_it_worked() -> None:
    """A create that fails after a delete of the same kind of thing is a failure of its own,
    not a check that the removal worked (issue 12, class 4: the retry's own error)."""
    recent = ["gcloud workstations configs delete cfg-a --region=us-central1 --quiet"]
    command = "gcloud workstations configs create cfg-b --region=us-central1"
    assert expected_nonzero_reason(command, 1, "ERROR: INVALID_ARGUMENT: size", recent) is None


@pytest.mark.parametrize(
    ("command", "kind"),
    [
        ("sudo apt-get install -y jq", "install_package"),
        ("uv pip install 'torch==2.9.1' --index-url https://x/cu128", "install_package"),
        ("pip install --force-reinstall torch==2.9.1", "package_reinstall"),
        ("chmod +x tools/run.sh", "permission"),
        ("docker rm -f prometheus", "cleanup"),
        ("git pull --rebase origin main", "vcs"),
        ("sudo systemctl daemon-reload && sudo systemctl restart app", "service_apply"),
        ("sudo sed -i 's/a/b/' /etc/app.conf", "config_edit"),
        ("uv run ruff format", "code_format"),
        ("ruff format --check .", None),
        ("cat README.md", None),
        ("journalctl -u app -n 50", None),
    ],
)
def test_change_kind(command: str, kind: str | None) -> None:
    """Commands that change the system are classified; read-only commands are not changes."""
    assert change_kind(command) == kind


def test_same_intent_tolerates_corrections_not_other_verbs() -> None:
    """A corrected retry shares the intent; another verb of the same program does not."""
    assert same_intent("systemctl stauts app --no-pager", "systemctl status app --no-pager")
    assert same_intent("curl -sS localhost:30003/v1/models", "curl -sS localhost:30000/v1/models")
    assert same_intent(
        "/opt/venv/bin/pip install flash-attn", "MAX_JOBS=4 /opt/venv/bin/pip install flash-attn"
    )
    assert not same_intent("systemctl status app", "sudo systemctl stop app")
    assert not same_intent("pytest -q tests/", "cargo build --release")


def test_wrappers_and_paths_are_normalised() -> None:
    """sudo, env assignments and interpreter paths do not change what a command is."""
    assert simple_commands("sudo FOO=1 /opt/v/bin/python3.12 -m x | grep y") == [
        ["python", "-m", "x"],
        ["grep", "y"],
    ]


def test_token_diff_and_filters() -> None:
    """The difference between a failing and a succeeding command is what was added."""
    added, removed = token_diff("cp a /etc/x", "sudo cp a /etc/x")
    assert added == ["sudo"] and removed == []
    assert ends_in_filter("python run.py 2>&1 | grep -E 'P2P'")
    assert not ends_in_filter("deviceQuery | tail -n 3")


def test_powershell_scripts_compared_by_their_contents() -> None:
    """Shell construct: two `pwsh -Command` scripts sharing only the wrapper are not one intent."""
    install = "pwsh -NoProfile -Command 'cd web; npx ng add @angular/material --defaults'"
    read = "pwsh -NoProfile -Command 'Get-Content -Raw web/angular.json'"
    assert not same_intent(install, read)
    corrected = "pwsh -NoProfile -Command 'cd web; npx ng add @angular/material --skip-install'"
    assert same_intent(install, corrected)
    assert simple_commands(read)[-1][-2:] == ["-Raw", "web/angular.json"]


@pytest.mark.parametrize(
    ("command", "kind"),
    [
        ("git config --global --add safe.directory /srv/site", "config_edit"),
        ("git config user.email dev@example.org", "config_edit"),
        ("npm config set registry https://registry.example.org", "config_edit"),
        ("git config --get user.email", None),
        ("git config --list", None),
        ("git config user.name && git log -1", None),
    ],
)
def test_cli_config_writes_are_config_changes(command: str, kind: str | None) -> None:
    """Class 5: a tool's config written from its CLI is a config change; reading it is none."""
    assert change_kind(command) == kind


def test_change_patterns_cover_every_kind_asked() -> None:
    """The pre-filter of script lines holds a pattern for each kind it stands for, so a line
    it rejects is truly of none of them (a renamed kind would leave it empty)."""
    from sessgraph.extract.intent import change_kind, change_patterns

    patterns = change_patterns(("install_package", "package_reinstall"))
    assert len(patterns) == 2
    for line in ("pip install requests==2.31", "pip install --force-reinstall torch"):
        assert change_kind(line) in ("install_package", "package_reinstall")
        assert any(p.search(line) for p in patterns)


def test_same_run_through_another_trailing_filter_is_refiltered() -> None:
    """Class 4: the same compile looked at through another filter (`findstr "error"` then
    `findstr "firebase"`) is a look at other lines, not another attempt; a changed command
    before the filter, or a filter inside a rewritten script, is not a mere refiltering."""
    failing = 'cd app && npx tsc --noEmit 2>&1 | findstr /i "error"'
    assert refiltered(failing, 'cd app && npx tsc --noEmit 2>&1 | findstr /i "firebase"')
    assert refiltered("npm test 2>&1 | grep -i fail", "npm test 2>&1 | grep -c passed")
    assert not refiltered(failing, failing)
    assert not refiltered(failing, 'cd app && npx tsc -p web 2>&1 | findstr /i "firebase"')
    assert not refiltered("npm test 2>&1 | grep -i fail", "npm test 2>&1 | tail -5")


def test_windows_paths_keep_their_backslashes() -> None:
    """Issue 12, classes 1 and 2 on Windows shells: PowerShell and cmd take a backslash
    literally, so an unquoted Windows path keeps it (a POSIX escape elsewhere still applies),
    and the retry of a run with the corrected venv path is the same run of ``python``."""
    from sessgraph.extract.command_lines import simple_commands, tokens
    from sessgraph.extract.intent import same_intent

    failing = r".\.venv\Scripts\python.exe -m pytest"
    retry = r"..\..\.venv\Scripts\python.exe -m pytest"
    assert tokens(retry)[0] == r"..\..\.venv\Scripts\python.exe"
    assert simple_commands(retry) == [["python", "-m", "pytest"]]
    assert tokens(r"cd c:\Apps\web && dir") == ("cd", r"c:\Apps\web", "&&", "dir")
    assert same_intent(failing, retry)
    assert not same_intent(r"cd c:\Apps\web && npm run build", retry)
    # No Windows path: the shell's own escapes as before.
    assert tokens(r"echo foo\ bar") == ("echo", "foo bar")
    assert tokens(r"rg foo\.bar src") == ("rg", "foo.bar", "src")


def test_a_workspace_selector_before_the_verb_is_the_same_subcommand() -> None:
    """Issue 12, class 2: the retry that selects a workspace or directory with a global
    option (``pnpm --filter web run typecheck`` after "Missing script" at the root, ``git -C
    repo status``) is another attempt at the same subcommand, not another verb."""
    assert same_intent("pnpm run typecheck 2>&1", "pnpm --filter web run typecheck 2>&1")
    assert same_intent("git status --short", "git -C /srv/app status --short")
    assert not same_intent("git status --short", "git -C /srv/app log --oneline")
