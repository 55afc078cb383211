"""Goal identity across launchers and spellings of a program (issue 12, class 1)."""

from __future__ import annotations

from action_helpers import cmd, episodes
from sessgraph.extract.goals import unwrap
from sessgraph.extract.intent import main_goal, same_intent
from sessgraph.extract.shellwords import canonical_program

NO_CV2 = (
    'Traceback (most recent call last):\n  File "x.py", line 1\n'
    "ModuleNotFoundError: No module named 'cv2'"
)


def test_run_under_another_environment_is_the_same_goal() -> None:
    """Class 1: `python x.py` failing, then `conda run -n env python x.py`: one goal."""
    assert same_intent("cd src && python prep.py 2>&1", "cd src && conda run -n ml python prep.py")
    assert same_intent("pytest -q tests", "uv run pytest -q tests")
    assert same_intent("python3 -c 'import cv2'", "conda run -n ml python3 -c 'import cv2'")


def test_another_script_under_a_runner_is_not_a_retry() -> None:
    """Class 1's limit: the runner is removed, the script it runs still has to match."""
    assert not same_intent("python prep.py", "conda run -n ml python train.py --epochs 3")
    assert not same_intent(
        "python -c 'import cv2; print(cv2.__version__)'",
        "conda run -n ml python -c 'import torch, sys; print(torch.cuda.is_available(), sys.path)'",
    )


def test_versioned_and_windows_spellings_name_one_program() -> None:
    """Class 1: `python3.12`, `/usr/bin/python3` and `python.exe` all run `python`."""
    assert canonical_program("/usr/bin/python3") == "python"
    assert canonical_program("python3.12") == "python"
    assert canonical_program("python.exe") == "python"
    assert canonical_program("git.exe") == "git"
    assert unwrap(["conda", "run", "-n", "ml", "python3", "x.py"]) == ["python", "x.py"]
    first, second = (
        main_goal("python3 -c 'import cv2'"),
        main_goal("conda run -n ml python -c 'import cv2'"),
    )
    assert first == second


def test_environment_runner_prefix_is_the_fix() -> None:
    """Class 2: the retry under `conda run -n env` works: the runner prefix is the fix."""
    actions = [
        cmd(1, "cd src && python prep.py 2>&1", 1, NO_CV2),
        cmd(3, "conda env list", 0, "base  /opt/conda\nml  /opt/conda/envs/ml"),
        cmd(
            5,
            "cd src && conda run -n ml python prep.py 2>&1",
            0,
            "Processed: 1.png\nProcessed: 2.png",
        ),
    ]
    (episode,) = episodes(actions)
    assert episode.status == "resolved" and episode.fix is not None
    assert episode.fix.seq == 5 and episode.fix.kind == "env"
    assert "conda run -n ml" in episode.fix.change


PS_PARSER = (
    "At line:1 char:16\n+ cd apps/api && python main.py\n+                ~~\n"
    "The token '&&' is not a valid statement separator in this version.\n"
    "    + CategoryInfo          : ParserError: (:) [], ParentContainsErrorRecordException"
)
TRACEBACK = "Traceback (most recent call last):\n  File \"main.py\", line 3\nKeyError: 'API_KEY'"


def test_command_line_past_the_parser_is_the_fix_though_the_run_fails() -> None:
    """Class 2 with class 4: `&&` refused by PowerShell 5, the retry joined with `;` parses
    and then fails in the program: the separator change fixed the refusal."""
    actions = [
        cmd(1, "cd apps/api && python main.py", 1, PS_PARSER),
        cmd(3, "cd apps/api; python main.py", 1, TRACEBACK),
    ]
    first = episodes(actions)[0]
    assert first.status == "resolved" and first.fix is not None
    assert first.fix.seq == 3 and "&& → ;" in first.fix.change


def test_unknown_flag_corrected_then_failing_otherwise_is_the_fix() -> None:
    """Class 2: the parser refused a flag; the corrected line runs and fails otherwise."""
    actions = [
        cmd(
            1,
            "mytool sync --jobs 4",
            2,
            "error: unrecognized option '--jobs'\nUsage: mytool sync [-j N]",
        ),
        cmd(3, "mytool sync -j 4", 1, "error: remote 'origin' is unreachable"),
    ]
    first = episodes(actions)[0]
    assert first.status == "resolved" and first.fix is not None and first.fix.seq == 3


def test_program_error_then_a_changed_line_failing_otherwise_stays_unfixed() -> None:
    """Class 4's other side: an error of the program's own work (not of its command line)
    is not fixed by a changed line that fails otherwise."""
    actions = [
        cmd(1, "python main.py --env dev", 1, TRACEBACK),
        cmd(3, "python main.py --env staging", 1, "ConnectionRefusedError: [Errno 111]"),
    ]
    assert episodes(actions)[0].status == "abandoned"


def test_install_with_another_package_manager_is_the_same_goal() -> None:
    """Class 1: `brew install x` not found, `pip3 install x` works: one install goal."""
    assert canonical_program("pip3.11") == "pip"
    assert main_goal("pip3 install yt-dlp") == main_goal("pip install yt-dlp")
    assert same_intent("brew install yt-dlp", "pip3 install yt-dlp")
    assert not same_intent("brew install yt-dlp", "pip3 install requests")
    actions = [
        cmd(1, "brew install yt-dlp", 127, "zsh:1: command not found: brew"),
        cmd(3, "pip3 install yt-dlp", 0, "Successfully installed yt-dlp-2025.1.1"),
    ]
    (episode,) = episodes(actions)
    assert episode.status == "resolved" and episode.fix is not None and episode.fix.seq == 3


def test_package_manager_switches_do_not_hide_the_package() -> None:
    """Class 1: `-w`/`-D`/`-g` take no value, so the package stays the install's subject."""
    assert main_goal("pnpm add -w ioredis") == main_goal("pnpm add ioredis")
    assert main_goal("npm install -g typescript").subject == "typescript"  # type: ignore[union-attr]
    assert main_goal("pip install -r requirements.txt").subject == "requirements.txt"  # type: ignore[union-attr]


def test_earlier_step_of_a_compound_retry_is_the_retry() -> None:
    """Class 2: the refused install retried as the first step of a compound command (more
    installs after it) is the retry; the flag it gained is the fix."""
    assert same_intent("pnpm add ioredis", "pnpm add -w ioredis && pnpm add -D -w @types/ioredis")
    assert not same_intent("pnpm add ioredis", "pnpm add -w lodash && pnpm add -D @types/ioredis")
    actions = [
        cmd(1, "pnpm add ioredis", 1, "ERR_PNPM_ADDING_TO_ROOT  Running this command will add"),
        cmd(3, "pnpm add -w ioredis && pnpm add -D -w @types/ioredis", 0, "+ ioredis 5.4.1\nDone"),
    ]
    (episode,) = episodes(actions)
    assert episode.status == "resolved" and episode.fix is not None
    assert any("-w ioredis" in e for e in episode.fix.entities)


def test_variable_path_spelt_out_is_the_same_subject() -> None:
    """Class 2, a corrected path: `ls "$APPDATA"` (unset in this shell) retried with the
    path written out is the same listing, and the spelt-out path is the fix."""
    failing = 'ls -la "$APPDATA" | grep -i claude'
    retry = 'ls -la "C:/Users/dev/AppData/Roaming" | grep -i claude'
    assert same_intent(failing, retry)
    assert not same_intent('ls -la "C:/Users/dev/Documents"', 'ls -la "D:/backup/old"')
    actions = [
        cmd(1, failing, 2, "ls: cannot access '': No such file or directory"),
        cmd(3, retry, 0, "drwxr-xr-x 1 dev 0 0 May 1 Claude"),
    ]
    (episode,) = episodes(actions)
    assert episode.fix is not None and episode.fix.seq == 3
    assert "C:/Users/dev/AppData/Roaming" in episode.fix.entities


def test_refused_flag_handed_on_past_the_end_of_options_is_the_fix() -> None:
    """Class 2: `--jobs` refused by the launcher; the retry passes it after `--` to what it
    runs and gets past the refusal (then fails otherwise): the `--` is the fix."""
    actions = [
        cmd(1, "nix run .#tests . --jobs 4", 1, "error: unrecognised flag '--jobs'"),
        cmd(3, "nix run .#tests . -- --jobs 4", 1, "FAILED tests/test_io.py::test_read"),
    ]
    first = episodes(actions)[0]
    assert first.fix is not None and first.fix.seq == 3


def test_quoting_the_word_a_shell_took_for_a_glob_is_the_fix() -> None:
    """Class 2 and 5: zsh refuses an unquoted `[id]` path as a glob matching nothing; the
    same command with the path quoted works: the quoting is the fix (a `typo` change), not
    a flaky rerun, though the shell words are the same."""
    path = "src/app/api/org/[orgId]/route.ts"
    actions = [
        cmd(1, f"sed -n '1,80p' {path}", 1, f"zsh:1: no matches found: {path}"),
        cmd(3, f"sed -n '1,80p' '{path}'", 0, "export async function POST() {}"),
    ]
    (episode,) = episodes(actions)
    assert episode.status == "resolved" and episode.fix is not None
    assert episode.fix.change_class == "typo" and episode.fix.entities == [f"'{path}'"]


def test_same_command_quoted_alike_stays_flaky() -> None:
    """Class 4: the identical rerun working changed nothing: flaky, no quoting fix."""
    actions = [
        cmd(1, "curl -s localhost:8080/health", 7, "curl: (7) Failed to connect"),
        cmd(3, "curl -s localhost:8080/health", 0, "ok"),
    ]
    assert episodes(actions)[0].status == "flaky"
