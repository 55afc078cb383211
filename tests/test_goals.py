"""Command goals: program families and argument identity (issue 12, classes 1 and 2)."""

from __future__ import annotations

import pytest

from sessgraph.extract.goals import Goal, goal_of, same_goal, unwrap
from sessgraph.extract.intent import main_goal, same_intent, simple_commands, step_goals


def goal(command: str) -> Goal | None:
    return main_goal(command)


@pytest.mark.parametrize(
    ("failing", "succeeding"),
    [
        ("jq . data.json", "python3 -m json.tool data.json"),
        ("wget https://example.org/a.tar.gz", "curl -LO https://example.org/a.tar.gz"),
        ("docker-compose up -d", "docker compose up -d"),
        ("make", "gcc -o app main.c"),
        ('Get-Content -Path "C:\\proj\\notes\\SKILL.md"', "cat /c/proj/notes/SKILL.md"),
        ("rg -n 'def load' src", "grep -rn 'def load' src"),
        ("rg -n 'def load' src", "Select-String -Pattern 'def load' -Path src\\*.py"),
        ("rg --files -g '*.toml'", "Get-ChildItem -Recurse -Filter '*.toml'"),
        (
            "gh api repos/acme/app/releases",
            "curl -s https://api.github.com/repos/acme/app/releases",
        ),
    ],
)
def test_same_goal_with_another_program(failing: str, succeeding: str) -> None:
    """Class 1: a replaced tool pursuing the same goal on the same subject is a retry."""
    assert same_goal(goal(failing), goal(succeeding))
    assert same_intent(failing, succeeding)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("cat README.md", "cat setup.py"),
        ("curl https://example.org/a", "wget https://example.org/b"),
        ("git log --oneline", "git remote -v"),
        ("pip install requests", "pip install numpy"),
        ("grep -rn foo src", "grep -rn bar src"),
        ("mytool --sync", "othertool --sync"),
    ],
)
def test_other_subjects_are_other_goals(a: str, b: str) -> None:
    """Class 1's other side: the same action on another subject is not a retry."""
    assert not same_goal(goal(a), goal(b))
    assert not same_intent(a, b)


def test_runners_and_spellings_are_unwrapped() -> None:
    """`uv run`, `npx`, `python -m` and `docker-compose` do not change the program."""
    assert unwrap(["uv", "run", "--with", "x", "pytest", "-q"]) == ["pytest", "-q"]
    assert unwrap(["npx", "-y", "vitest", "run"]) == ["vitest", "run"]
    assert unwrap(["python", "-m", "pytest", "tests/"]) == ["pytest", "tests/"]
    assert unwrap(["docker-compose", "up"]) == ["docker", "compose", "up"]


def test_compound_command_has_one_goal_per_step() -> None:
    """A compound command's steps each get a goal; the last one is what the command is for."""
    command = (
        "pip install -e . && (source .venv/bin/activate && pytest tests/test_api.py) || echo no"
    )
    assert [g.action for g in step_goals(command)] == ["install", "test"]
    found = goal(command)
    assert found is not None and found.action == "test" and found.subject == "test_api.py"


def test_subject_is_the_argument_identity() -> None:
    """The subject is the target, file, URL or test id, option values excluded."""
    assert goal_of(("make", "-C", "build", "all")) == Goal("build", "all", "make")
    assert goal_of(("head", "-n", "20", "logs/app.log")) == Goal("read_file", "app.log", "head")
    assert goal_of(("curl", "-s", "http://localhost:8080/health?x=1")) == Goal(
        "fetch_url", "localhost:8080/health", "curl"
    )
    found = goal("git -C /src/app log --oneline -5")
    assert found == Goal("vcs_query", "log", "git")


def test_redirections_and_substitutions_are_arguments() -> None:
    """`2>&1` and `<(…)` belong to the command around them; they start no new command."""
    assert simple_commands("cargo check 2>&1") == [["cargo", "check", "2>&1"]]
    assert simple_commands("diff <(jq -S . a.json) <(jq -S . b.json)") == [["diff", "<(…)", "<(…)"]]


def test_type_check_only_run_is_not_verified_by_a_bundler() -> None:
    """Class 4: `tsc --noEmit` failing is not verified by `vite build`, which skips type checks."""
    assert not same_intent("npx tsc --noEmit", "npx vite build 2>&1")
    assert same_intent("npx tsc --noEmit", "npx tsc --noEmit -p tsconfig.app.json")
    assert same_intent("make", "gcc -o app main.c")  # builds still match across programs
