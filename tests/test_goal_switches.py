"""Which later command pursues a failed goal: a missing program's goal reached once it is
installed or with another program (issue 12, class 1), a script fed on stdin as its own goal
(class 5), and the limits that keep both precise."""

from __future__ import annotations

from dataclasses import dataclass

from action_helpers import cmd, edit, episodes
from sessgraph.extract.episodes import Action, detect_symptoms, group_episodes
from sessgraph.extract.fixes import resolve
from sessgraph.extract.goals import INLINE
from sessgraph.extract.intent import scripts_differ, step_goals
from sessgraph.extract.tool_errors import answered_rejections


def test_missing_json_tool_replaced_by_python_on_the_same_file() -> None:
    """Class 1: `jq` is not installed; the next command reads the same JSON file with
    Python: the goal is reached, and the fix is the switch to the other program."""
    actions = [
        cmd(2, "jq '.hooks' /srv/app/config/settings.json", 127, "bash: jq: command not found"),
        cmd(
            4,
            "python3 -c \"import json; print(json.load(open('config/settings.json'))['hooks'])\"",
            0,
            "{'pre': []}",
        ),
    ]
    (episode,) = episodes(actions)
    assert episode.status == "resolved" and episode.fix is not None
    assert episode.fix.seq == 4 and episode.fix.kind == "tool_switch"
    assert "jq" in episode.fix.entities and "python" in episode.fix.entities


def test_missing_program_installed_then_run_is_verified_by_the_run() -> None:
    """Class 1: `psql: command not found`, the package installed, then psql itself runs:
    the install is the fix, the later run of the program its verification."""
    actions = [
        cmd(
            1, "psql --version && node --version", 127, "/bin/bash: line 1: psql: command not found"
        ),
        cmd(3, "apt-get install -y postgresql postgresql-contrib", 0, "Setting up postgresql"),
        cmd(5, "systemctl start postgresql && psql --version", 0, "psql (PostgreSQL) 16.2"),
    ]
    (episode,) = episodes(actions)
    assert episode.status == "resolved" and episode.fix is not None
    assert episode.fix.seq == 3 and episode.fix.kind == "install_package"
    assert episode.verify is not None and episode.verify.seq == 5


def test_missing_program_is_its_own_program_only() -> None:
    """Class 1's limit: a log printed by `cat` that says another program was not found is
    no missing program of `cat`; a later command on the same file verifies nothing."""
    actions = [
        cmd(1, "make deploy", 2, "make: *** [deploy] Error 127\nsh: 1: kubectl: not found"),
        cmd(3, "cat deploy.log", 0, "ok"),
    ]
    (episode,) = episodes(actions)
    assert episode.status == "abandoned"


def test_a_later_command_on_the_same_file_is_no_replacement() -> None:
    """Class 1's limit: the replacement must come within the next few commands; a command
    much later that happens to read the same file is other work, not the switch."""
    actions = [
        cmd(1, "jq . data/report.json", 127, "bash: jq: command not found"),
        cmd(3, "ls data", 0, "report.json"),
        cmd(5, "git status", 0, "clean"),
        cmd(7, "git log -1", 0, "abc fix"),
        cmd(9, "wc -l README.md", 0, "12 README.md"),
        cmd(11, "python3 scripts/summary.py data/report.json", 0, "3 rows"),
    ]
    (episode,) = episodes(actions)
    assert episode.status == "abandoned"


def test_an_episode_with_another_error_besides_the_missing_program_is_not_switched() -> None:
    """Class 1's limit: an episode holding a registry 404 beside `pip3: command not found`
    is not only a missing program; pip running later does not resolve the 404."""
    actions = [
        cmd(
            1,
            "npx --yes acme-tool --version",
            1,
            "npm error 404  'acme-tool@*' is not in this registry.",
        ),
        cmd(
            2, "pip3 install acme-tool --dry-run", 127, "/bin/bash: line 1: pip3: command not found"
        ),
        cmd(4, "pip3 install acme-tool", 0, "Successfully installed acme-tool-1.0"),
    ]
    (episode,) = episodes(actions)  # one problem told through two commands
    assert episode.fix is None


# ------------------------------------------------------------- class 5, scripts on stdin

PROBE = """python - <<'PY'
from app.parser import load
print(load('data/sample.csv').shape)
PY"""
OTHER_PROBE = """python - <<'PY'
from app.parser import _columns
print(_columns(open('data/sample.csv').readline()))
PY
head -3 data/sample.csv"""


def test_another_heredoc_script_is_no_retry_of_the_first() -> None:
    """Class 5 / class 4: a script fed to python on stdin fails; a different throwaway script
    then runs fine: it verifies nothing, and the edit before the real rerun is the fix."""
    actions = [
        cmd(1, PROBE, 1, "Traceback (most recent call last):\nValueError: row 3 has 5 fields"),
        cmd(3, OTHER_PROBE, 0, "['a', 'b', 'c', 'd']\na,b,c,d"),
        edit(5, "app/parser.py", "    fields = row.split(',', maxsplit=3)"),
        cmd(7, PROBE, 0, "(120, 4)"),
    ]
    (episode,) = episodes(actions)
    assert episode.status == "resolved" and episode.fix is not None
    assert episode.fix.seq == 5 and episode.fix.kind == "code_edit"
    assert episode.verify is not None and episode.verify.seq == 7


def test_heredoc_script_is_the_goal_of_its_interpreter_step() -> None:
    """Class 5: the subject of `python - <<'PY'` is its script, past env prefixes."""
    (goal,) = step_goals("PYTHONPATH=. python3 - <<'PY'\nimport app\nprint(app.VERSION)\nPY")
    assert goal.program == "python" and goal.subject == INLINE + "import app\nprint(app.VERSION)"


def test_a_helper_script_does_not_make_two_requests_different() -> None:
    """Class 5's limit: `curl … | node -e '<parse the reply>'` is a request; a rerun of the
    request parsing its reply with another helper script is still a retry of it."""
    first = (
        "curl -s -X POST https://api.example.dev/session"
        " | node -e \"let d='';process.stdin.on('data',c=>d+=c)\";"
        " node -e \"console.log(require('/tmp/a.json').id)\" | head -3"
    )
    again = (
        "curl -s -X POST https://api.example.dev/session"
        " | node -e \"const s=require('/tmp/b.json'); console.log(s.kind)\""
    )
    assert not scripts_differ(first, again)


# -------------------------------------------------------- class 4, a server started again


def running(seq: int, command: str, output: str) -> Action:
    """A command still running when the harness stopped waiting (no exit code)."""
    return Action(
        seq=seq, message_id=seq, command_id=seq, command=command, status="running", output=output
    )


def test_server_still_running_without_the_error_verifies_its_restart() -> None:
    """Class 4: a server launch fails with EADDRINUSE but keeps running; the old process is
    killed; the same launch, still running and printing no error, verifies the kill."""
    launch = 'cd "C:\\\\srv\\\\mcp-server"; node build/index.js'
    actions = [
        running(
            1, launch, "server on stdio\nError: listen EADDRINUSE: address already in use :::8765"
        ),
        cmd(3, "netstat -ano | findstr :8765", 0, "TCP 0.0.0.0:8765 LISTENING 35016"),
        cmd(
            5,
            "taskkill /PID 35016 /F",
            0,
            "SUCCESS: The process with PID 35016 has been terminated.",
        ),
        running(7, launch, "server on stdio"),
    ]
    (episode,) = episodes(actions)
    assert episode.status == "resolved" and episode.fix is not None
    assert episode.fix.seq == 5 and episode.verify is not None and episode.verify.seq == 7


def test_server_still_running_with_its_error_verifies_nothing() -> None:
    """Class 4's limit: a relaunch still running that prints the same error did not start."""
    launch = "node build/index.js"
    error = "Error: listen EADDRINUSE: address already in use :::8765"
    actions = [
        running(1, launch, f"server on stdio\n{error}"),
        cmd(3, "taskkill /IM node.exe /F", 0, "SUCCESS"),
        running(5, launch, f"server on stdio\n{error}"),
    ]
    found = episodes(actions)
    assert all(e.status != "resolved" for e in found)


# ----------------------------------------------- class 4, other agents' file-writing tools

CLINE_DENIED = (
    "The user denied this operation. The file was not updated, and maintains its original "
    "contents.\nThe user provided the following feedback:"
)


@dataclass
class Said:
    """A message of the transcript, as the rejection rule reads it."""

    seq: int
    role: str
    kind: str
    text: str


def test_rejected_cline_write_is_verified_by_the_accepted_rewrite() -> None:
    """Class 4 for tools: Cline's write_to_file (one of the agents' file-writing tools)
    turned away, the user saying what to change, then the same file written again and
    accepted: the accepted write is the fix."""
    failed = Action(
        seq=3,
        message_id=3,
        status="error",
        tool="write_to_file",
        tool_error=CLINE_DENIED,
        target="describer.py",
    )
    actions = [failed, edit(6, "describer.py", "def describe(image_path, model_name):")]
    said = [Said(4, "user", "prompt", "The second parameter is the model name, not a file.")]
    symptoms = sorted(
        detect_symptoms(actions) + answered_rejections(actions, said), key=lambda s: s.seq
    )
    (episode,) = group_episodes(symptoms, actions)
    resolve([episode], actions, {})
    assert episode.status == "resolved" and episode.fix is not None
    assert episode.fix.seq == 6


# ------------------------------------------- class 2, the same program run another way


def test_sudo_as_another_user_runs_the_same_program() -> None:
    """Class 2: `sudo -u postgres psql …` runs psql (the user name is sudo's option value),
    and `psql -h 127.0.0.1` names a host, not help: the two are one goal retried."""
    from sessgraph.extract.command_lines import simple_commands
    from sessgraph.extract.intent import same_intent

    assert simple_commands("sudo -u postgres psql -d app -c 'SELECT 1'")[0][0] == "psql"
    failing = "PGPASSWORD=x psql -h 127.0.0.1 -U app -d app -c 'SELECT id FROM users;'"
    assert same_intent(failing, "sudo -u postgres psql -d app -c 'SELECT id FROM users;'")
    assert not same_intent("mytool run build", "mytool -h")


def test_env_after_a_runner_is_unwrapped_to_the_program() -> None:
    """Class 2, an env-var prefix: `conda run -n ml env PYTHONPATH=. python -m unittest t`
    is the test run `python -m unittest t`, with the prefix as its fix."""
    (goal,) = step_goals("conda run -n ml env PYTHONPATH=.:tests python -m unittest tests.t_a -v")
    assert goal.action == "test" and goal.subject == "tests.t_a"


def test_shell_opened_with_escalated_permissions_is_the_fix_of_the_retry_typed_into_it() -> None:
    """Class 2, a permission change: `ping` refused by the sandbox, a bare `bash` opened with
    require_escalated, the same ping typed into it works: the escalated shell is the fix."""
    refused = "ping: socket: Operation not permitted"
    actions = [
        cmd(1, "ping -c 2 192.168.1.10", 2, refused),
        cmd(3, "bash", 0, "", permissions="sandbox_permissions=require_escalated"),
        cmd(5, "ping -c 2 192.168.1.10", 0, "2 packets transmitted, 2 received"),
    ]
    (episode,) = episodes(actions)
    assert episode.status == "resolved" and episode.fix is not None
    assert episode.fix.seq == 3 and episode.fix.kind == "permission"
