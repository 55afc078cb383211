"""Masked failures (issue 12, class 3): exit 0, but the command's own output shows it failed."""

from __future__ import annotations

import pytest

from sessgraph.extract.episodes import Action, symptom_of
from sessgraph.extract.error_text import strip_ansi
from sessgraph.extract.masked import announced_failure, exit_hidden, masked_failure


def _symptom(command: str, output: str, exit_code: int | None = 0, status: str = "ok") -> object:
    action = Action(
        seq=3, message_id=3, command=command, exit_code=exit_code, status=status, output=output
    )
    return symptom_of(action, [])


@pytest.mark.parametrize(
    ("command", "how"),
    [
        ("docker build . 2>&1 | tail -100", "pipe"),
        ("make || true", "or-true"),
        ('opencode export x 2>&1 || echo "NEEDS_ID"', "or-true"),
        ('./backup.sh; echo "exit: $?"', "exit echo"),
        ("cd backend\nmake build\necho done", "sequence"),
        ("ls missing 2>/dev/null", "devnull"),
        ("cargo build && cargo test", None),
        ("make", None),
    ],
)
def test_exit_hidden_names_the_form(command: str, how: str | None) -> None:
    """Each command form that hides a failing step's exit status is recognised; `&&` is not one."""
    assert exit_hidden(command) == how


def test_piped_build_error_is_a_masked_symptom() -> None:
    """`docker build | tail` exits 0; buildkit's final ERROR line is the symptom's text."""
    output = (
        "#2 ERROR: no match for platform in manifest: not found\n"
        "------\nERROR: failed to build: failed to solve: eclipse-temurin:17-jre-alpine: "
        "no match for platform in manifest: not found\n"
    )
    symptom = _symptom("docker build -t app . 2>&1 | tail -100", output)
    assert symptom is not None and symptom.kind == "masked_failure"  # type: ignore[attr-defined]
    assert symptom.error_text.startswith("ERROR: failed to build")  # type: ignore[attr-defined]


def test_git_fatal_through_grep_is_a_masked_symptom() -> None:
    """git's own `fatal:` before a grep filter belongs to the command, though grep hides it."""
    output = "fatal: ambiguous argument 'renderer.py': unknown revision or path not in the tree.\n"
    found = masked_failure('git diff HEAD~1 renderer.py | grep -A5 "generate"', output, 0)
    assert found is not None and found.hit.error_text.startswith("fatal: ambiguous")


def test_exit_echo_reports_the_hidden_status_and_the_shells_error() -> None:
    """`; echo "exit: $?"` printing 127 is a failure; env's own line is its text."""
    output = "=== simulate ===\nenv: bash: No such file or directory\nexit: 127\n"
    found = masked_failure('PATH="$D" ./ops/backup.sh; echo "exit: $?"', output, 0)
    assert found is not None and found.how == "exit echo"
    assert found.hit.error_text == "env: bash: No such file or directory"
    assert masked_failure('./ops/backup.sh; echo "exit: $?"', "done\nexit: 0\n", 0) is None


def test_fallback_echo_printed_means_the_left_side_failed() -> None:
    """`|| echo "TIMED OUT"` printed: the wait before it failed, and that is the text."""
    command = (
        "timeout 40 bash -c 'until curl -sf localhost:8080; do sleep 1; done' || echo \"TIMED OUT\""
    )
    found = masked_failure(command, "TIMED OUT\n", 0)
    assert found is not None and found.how == "fallback"
    assert "TIMED OUT" in found.hit.error_text


def test_fallback_after_a_probe_is_its_answer() -> None:
    """`lsof … || echo "port free"` printing its fallback is a probe's answer, not a failure."""
    command = 'lsof -i :8080 2>/dev/null && echo "port busy" || echo "port 8080 free"'
    assert masked_failure(command, "port 8080 free\n", 0) is None


def test_content_printers_do_not_own_the_errors_they_print() -> None:
    """`cat` of a log and grep hits show error lines of others: no symptom."""
    log = "error: could not compile `app`\nls: cannot access 'x': No such file or directory\n"
    assert _symptom("cat build.log | tail -20", log) is None
    assert _symptom("grep -rn 'error:' src/ | head", "src/a.rs:3: error: boom\n") is None


def test_content_printers_own_errors_that_carry_their_name() -> None:
    """`cat: x: No such file or directory` is cat's own error, even in a sequence."""
    found = masked_failure(
        "cd app; cat missing.log | tail", "cat: missing.log: No such file or directory\n", 0
    )
    assert found is not None and found.hit.error_type == "FileNotFound"


def test_shell_prefix_line_is_an_error_without_trigger_words() -> None:
    """zsh's `(eval):7: bad pattern: …` inside a script is the shell's own error."""
    output = "--- GET ---\n(eval):7: bad pattern: http://localhost:8080/q?id[1]\n"
    found = masked_failure(
        'echo "--- GET ---"\ncurl -s http://localhost:8080/q?id[1] | jq .', output, 0
    )
    assert found is not None and found.hit.error_type == "ShellError"


def test_announced_error_path_tests_are_not_symptoms() -> None:
    """A script that says it expects a failure checks an error path on purpose."""
    command = 'echo "=== backend down: backup should fail ==="\n./ops/backup.sh; echo "exit: $?"'
    assert announced_failure(command)
    assert masked_failure(command, "Error: backend unreachable\nexit: 1\n", 0) is None


def test_http_4xx_from_write_out_is_a_symptom_unless_expected() -> None:
    """`curl -w 'HTTP_STATUS:%{http_code}'` printing 400 shows a failed request."""
    command = "curl -s -o /tmp/r.json -w 'HTTP_STATUS:%{http_code}\\n' -X POST localhost:8080/q"
    symptom = _symptom(command, "HTTP_STATUS:400\n")
    assert symptom is not None and symptom.error_type == "HTTP400"  # type: ignore[attr-defined]
    assert _symptom("echo 'missing field (expect 400)'\n" + command, "HTTP_STATUS:400\n") is None


def test_unmasked_exit_zero_with_weak_error_words_stays_quiet() -> None:
    """A plain command that exited 0 is trusted; only hidden statuses open the output."""
    assert _symptom("make lint", "error: 0 problems\n") is None


def test_strip_ansi_removes_colour_codes() -> None:
    """PowerShell's and cargo's colour codes do not reach the error text."""
    assert (
        strip_ansi("\x1b[91m\x1b[1mError: \x1b[0mSession not found") == "Error: Session not found"
    )
    assert strip_ansi("[31;1mCannot find path") == "Cannot find path"


def test_existence_probe_with_discarded_errors_is_its_answer() -> None:
    """`ls dir 2>/dev/null && cat f 2>/dev/null` exiting 1 says "not there", not a failure."""
    command = "ls ~/.claude/memory/ 2>/dev/null && cat ~/.claude/memory/MEMORY.md 2>/dev/null"
    assert _symptom(command, "Exit code 1", exit_code=1, status="failed") is None
    env_probe = 'echo "--java--"; which java && java -version; ls "$HOME/.sdkman" 2>/dev/null'
    assert _symptom(env_probe, "--java--\n/usr/bin/java\nopenjdk 17\n", 1, "failed") is None
    # The same probe that printed an error of its own is not hidden.
    assert _symptom(
        "cat app.log 2>/dev/null | grep -q x; make 2>/dev/null",
        "make: *** [all] Error 2\n",
        2,
        "failed",
    )


def test_git_log_of_an_empty_repository_is_no_failure() -> None:
    """`git log` in a repository without commits answers that there is no history."""
    output = "fatal: your current branch 'main' does not have any commits yet\n"
    assert _symptom("git -C /src/new log --oneline -20", output, 128, "failed") is None


def test_refused_probe_is_still_a_symptom() -> None:
    """A probe the harness refused to run (no exit code) answered nothing: it is a symptom."""
    refused = "ls in '~/.claude' was blocked. For security, Claude Code may only list files here"
    command = 'ls -la ~/.claude/ 2>/dev/null || echo "No .claude directory"'
    assert _symptom(command, refused, exit_code=None, status="failed") is not None


def test_announced_test_still_reports_its_shells_own_error() -> None:
    """A script expecting a 400 that breaks on a zsh glob shows the glob error."""
    command = (
        'echo "--- missing field (expect 400) ---"\n'
        "curl -s http://localhost:8080/queries?caseId=1 | jq ."
    )
    output = "--- missing field (expect 400) ---\n(eval):7: no matches found: http://x/q?caseId=1\n"
    found = masked_failure(command, output, 0)
    # The glob family (extract.families.GlobNoMatch) names the shell's own error.
    assert found is not None and found.hit.error_type == "GlobNoMatch"
    assert masked_failure(command, "--- missing field ---\nError: field required\n", 0) is None


# --- own error formats behind a pipe (issue 12, class 3) ----------------------------------


@pytest.mark.parametrize(
    ("command", "output", "text"),
    [
        (
            "npx tsc --noEmit 2>&1 | head -20",
            "src/app/main.ts(4,21): error TS2307: Cannot find module './util'.\n",
            "src/app/main.ts(4,21): error TS2307",
        ),
        (
            "pnpm build 2>&1 | tail -6",
            "Failed to compile.\n\n./src/hooks/useChat.ts:102:21\n"
            "Type error: 'eventData' is possibly 'null'.\n\n  100 |   if (ok) {\n",
            "Type error: 'eventData' is possibly 'null'.",
        ),
        (
            "cd frontend && npm run build 2>&1 | tail -5",
            "   Linting and checking validity of types ...\nFailed to compile.\n\n"
            "./app/page.tsx\n12:7  Error: Unexpected any.  @typescript-eslint/no-explicit-any\n",
            "Failed to compile.",
        ),
        (
            "gcc -c lib.c 2>&1 | tail -3",
            "lib.c:12:5: error: unknown type name 'sizet'\n1 error generated.\n",
            "lib.c:12:5: error: unknown type name",
        ),
        (
            "npm run build 2>&1 | tail -5",
            "node:internal/modules/esm/resolve:271\n"
            "Error [ERR_MODULE_NOT_FOUND]: Cannot find module '/srv/app/lib/db' imported from x\n",
            "Error [ERR_MODULE_NOT_FOUND]",
        ),
        (
            "npx wrangler deploy 2>&1 | tail -4",
            "Uploaded api (2.1 sec)\n\u2718 [ERROR] Could not find zone for `api.example.org`.\n",
            "[ERROR] Could not find zone",
        ),
        (
            "mvn -q package | tail -2",
            "[ERROR] Failed to execute goal on project api: Could not resolve dependencies\n",
            "[ERROR] Failed to execute goal",
        ),
        (
            "docker compose up -d 2>&1 | tail -3",
            "Error response from daemon: Bind for 0.0.0.0:5432 failed: port is already allocated\n",
            "Error response from daemon: Bind",
        ),
        (
            "flutter build apk 2>&1 | tail -4",
            "FAILURE: Build failed with an exception.\n\n* What went wrong:\n",
            "FAILURE: Build failed",
        ),
        (
            "ssh web1 'systemctl restart api' 2>&1 | tail -2",
            "Failed to restart api.service: Unit api.service not found.\n",
            "Failed to restart api.service",
        ),
        (
            "ruby bin/seed.rb 2>&1 | tail -2",
            "bin/seed.rb:7:in `<main>': undefined method `id' for nil (NoMethodError)\n",
            "undefined method `id' for nil",
        ),
        (
            "php artisan migrate 2>&1 | tail -2",
            "  SQLSTATE[HY000] [2002] Connection refused (Connection: mysql)\n",
            "SQLSTATE[HY000] [2002] Connection refused",
        ),
        (
            "npm run build 2>&1 | tail -4",
            "> vite build\n\nerror during build:\nCould not resolve entry module (index.html).\n",
            "error during build",
        ),
        (
            "sudo systemctl start api 2>&1 | tail -2",
            "Job for api.service failed because the control process exited with error code.\n",
            "Job for api.service failed",
        ),
        ("cmake --build out 2>&1 | tail", "CMake Error at CMakeLists.txt:3 (project):\n", "CMake"),
        (
            "aws s3 ls s3://b 2>&1 | tail -1",
            "An error occurred (AccessDenied) when calling the ListObjectsV2 operation: Denied\n",
            "An error occurred (AccessDenied)",
        ),
        (
            "poetry lock 2>&1 | tail -1",
            "Because app depends on lib (^9) which doesn't match any versions, version solving "
            "failed.\n",
            "version solving failed",
        ),
        (
            "python3 tools/gen.py 2>&1 | tail -1",
            "/usr/bin/python3: can't open file '/w/tools/gen.py': [Errno 2] No such file or "
            "directory\n",
            "can't open file",
        ),
        (
            "./scripts/run.sh 2>&1 | tail -1",
            "./scripts/run.sh: line 4: cd: /srv/none: No such file or directory\n",
            "line 4: cd: /srv/none",
        ),
        (
            "Remove-Item dist -Recurse 2>&1 | Select-Object -First 5",
            "Remove-Item : Cannot find path 'C:\\dist' because it does not exist.\nAt line:1\n",
            "Remove-Item : Cannot find path",
        ),
        (
            "copy conf.ini out\\ | more",
            "The system cannot find the file specified.\n        0 file(s) copied.\n",
            "The system cannot find the file specified.",
        ),
        (
            "pip3 install httpx 2>&1 | tail -2",
            "note: If you believe this is a mistake, please contact your distributor.\n"
            "hint: See PEP 668 for the detailed specification.\n",
            "PEP 668",
        ),
        (
            "uv run pylint src 2>&1 | tail -2",
            "src/app.py:12:0: C0301: Line too long (104/100) (line-too-long)\n",
            "C0301: Line too long",
        ),
        (
            "uvx ruff check . | head -3",
            "src/app.py:3:1: F401 [*] `os` imported but unused\n",
            "F401",
        ),
    ],
)
def test_compiler_and_runtime_formats_behind_a_pipe(command: str, output: str, text: str) -> None:
    """A compiler diagnostic, Node's coded error, a bracketed [ERROR] and runtimes' own failure
    lines (Docker daemon, Gradle, systemd, Ruby, SQLSTATE, vite) are the command's own."""
    found = masked_failure(command, output, 0)
    assert found is not None and found.how == "pipe"
    assert text in found.hit.error_text


def test_same_formats_in_a_cat_of_a_log_are_content() -> None:
    """The same lines printed by `cat`/`tail` of a log (with `cd` and `lsof` around) are not."""
    log = (
        "src/a.ts(1,1): error TS2307: Cannot find module 'x'.\nBUILD FAILED in 10s\n"
        "Failed to compile.\nType error: 'x' is possibly 'null'.\n"
    )
    assert masked_failure("cd app && tail -30 build.log; lsof -i :8080", log, 0) is None
    assert masked_failure("cat build.log | grep -n error", log, 0) is None


def test_git_refusing_a_merge_behind_tail() -> None:
    """`git merge | tail -4` keeps only git's closing lines: they are its own refusal."""
    output = "\t.DS_Store\nPlease move or remove them before you merge.\nAborting\nabc123 README\n"
    found = masked_failure(
        "git merge dev --no-edit 2>&1 | tail -4 && git log --oneline -1", output, 0
    )
    assert found is not None
    assert found.hit.error_text == "Please move or remove them before you merge."


def test_test_results_behind_tail_count_but_logged_errors_do_not() -> None:
    """A test script's failure summary is a failure; an error it logs on purpose is not."""
    summary = "PASS  parses input\nFAIL  rounds down\n\n3 CHECK(S) FAILED\n"
    found = masked_failure("npm run test:unit 2>&1 | tail -25", summary, 0)
    assert found is not None and found.hit.error_text == "3 CHECK(S) FAILED"
    logged = "PASS  rejects a bad token\nerror: invalid token (expected in this test)\n10 passed\n"
    assert masked_failure("npm test 2>&1 | tail -25", logged, 0) is None
    pytest_line = "tests/test_ui.py::test_filter[chromium] FAILED [ 20%]\n"
    assert masked_failure("uv run pytest -v", pytest_line, None) is not None


def test_http_error_answers_of_the_commands_own_request() -> None:
    """A POST answered 422 and an API's JSON error body are failures; a GET's 404 is not."""
    status = "--- create ---\nHTTP/1.1 422 Unprocessable Content\ncontent-type: text/html\n"
    found = masked_failure('echo "--- create ---"; curl -s -i -X POST http://x/items', status, 0)
    assert found is not None and "422" in found.hit.error_text
    assert (
        masked_failure("curl -s -i http://x/items/9 | head -3", "HTTP/1.1 404 Not Found\n", 0)
        is None
    )
    body = '{"kind":"error","message":"upstream call failed: 400 bad schema"}\n'
    found = masked_failure("curl -s -X POST http://x/api/session | tee out.json", body, 0)
    assert found is not None and found.hit.error_text.startswith("upstream call failed")
    assert (
        masked_failure("curl -s http://x/api/logs | head", '{"items": [{"level": "error"}]}', 0)
        is None
    )


def test_a_labelled_bad_case_in_a_smoke_test_is_announced() -> None:
    """`echo "=== invalid donation ==="` before a POST says its 422 is the case under test."""
    command = 'echo "=== invalid donation (blank name) ==="; curl -s -i -X POST http://x/donations'
    assert announced_failure(command)
    assert masked_failure(command, "HTTP/1.1 422 Unprocessable Content\n", 0) is None


def test_runtime_that_exits_zero_shows_its_failure_lines() -> None:
    """`act` (a step allowed to fail) and headless godot exit 0: their failure lines count."""
    output = (
        "[CI/test-1]   | Found 3 errors\n"
        "[CI/test-1]   \u274c  Failure - Main Run type checking [4.6s]\n"
        "[CI/test-1] \U0001f3c1  Job succeeded\n"
    )
    found = masked_failure("act -j test", output, 0)
    assert found is not None and found.how == "runtime exits 0"
    assert "Failure - Main Run type checking" in found.hit.error_text
    godot = "SCRIPT ERROR: Invalid call. Nonexistent function 'spawn' in base 'Nil'.\n"
    assert masked_failure("godot --headless --script run_tests.gd", godot, 0) is not None
    assert masked_failure("act -j test", "[CI/test-1] \U0001f3c1  Job succeeded\n", 0) is None


def test_powershell_error_record_in_any_language_names_its_message() -> None:
    """PowerShell's `+ CategoryInfo` record marks an error; the message above it is the text."""
    output = (
        "At line:1 char:12\n+ cd app && npm test\n+        ~~\n"
        "The token '&&' is not a valid statement separator in this version.\n"
        "    + CategoryInfo          : ParserError: (:) [], ParentContainsErrorRecordException\n"
        "    + FullyQualifiedErrorId : InvalidEndOfLine\n"
    )
    found = masked_failure("cd app && npm test", output, None)
    assert found is not None
    assert (
        found.hit.error_text == "The token '&&' is not a valid statement separator in this version."
    )


@pytest.mark.parametrize(
    ("command", "output"),
    [
        ("go build ./... 2>&1 | head", "# app\n./main.go:12:2: undefined: cfg\n"),
        ("npx eslint src | tail -3", "\u2716 4 problems (4 errors, 0 warnings)\n"),
        ("uv run mypy src | tail -1", "Found 3 errors in 2 files (checked 40 source files)\n"),
        ("yarn build | tail -2", "error Command failed with exit code 2.\n"),
        ("pnpm run dev | tail -2", " ERR_PNPM_NO_SCRIPT  Missing script: dev\n"),
    ],
)
def test_build_and_lint_verdicts_behind_a_pipe(command: str, output: str) -> None:
    """go's diagnostics, a linter's or type checker's error count, yarn and pnpm failures."""
    assert masked_failure(command, output, 0) is not None


def test_a_linter_verdict_in_a_saved_report_is_content() -> None:
    """The same verdict printed by `cat` of a saved report is the report's content."""
    assert masked_failure("cat lint.log | tail -3", "Found 3 errors in 2 files\n", 0) is None


def test_first_run_of_a_reproducer_is_the_bug_reproduced() -> None:
    """`python reproduce_bug.py` failing first is the intended reproduction; a rerun is a check."""
    from sessgraph.extract.expected_answers import answer_not_failure

    output = "Traceback (most recent call last):\nAttributeError: 'Dataset' has no attribute 'x'\n"
    assert answer_not_failure("python reproduce_bug.py", output, None) is not None
    assert (
        answer_not_failure("python reproduce_bug.py", output, 1, ["python reproduce_bug.py"])
        is None
    )
    assert answer_not_failure("python train.py", output, 1) is None


def test_red_test_of_code_not_written_yet_is_expected() -> None:
    """A test run failing only with "not implemented yet" is the red step; other errors count."""
    from sessgraph.extract.expected_answers import answer_not_failure

    red = "FAIL src/cart.test.ts\nError: addItem is not implemented yet\n 1 failed\n"
    assert answer_not_failure("npm run test -- cart", red, 1) is not None
    broken = "FAIL src/cart.test.ts\nTypeError: Cannot read properties of undefined\n 1 failed\n"
    assert answer_not_failure("npm run test -- cart", broken, 1) is None
    assert answer_not_failure("node build.js", "Error: addItem is not implemented yet\n", 1) is None


def test_a_server_that_cannot_bind_its_port_fails_in_its_own_log_line() -> None:
    """A server run without an exit code that logs EADDRINUSE failed to start; the same line
    in a `cat` of an old log is content."""
    output = "server on stdio\nWebSocket server error: Error: listen EADDRINUSE: address in use\n"
    assert masked_failure("cd srv; node build/index.js", output, None) is not None
    assert masked_failure("cat /tmp/server.log | tail -5", output, 0) is None


def test_error_read_back_from_the_log_a_command_wrote_is_its_failure() -> None:
    """`./gradlew bootRun > app.log 2>&1 &`, then `tail app.log` showing the build failing:
    the symptom is the start command's, not the tail's; another file's errors are not."""
    from sessgraph.extract.episodes import detect_symptoms

    start = Action(seq=2, message_id=2, command="nohup ./gradlew bootRun > /tmp/app.log 2>&1 &",
                   exit_code=0, status="ok", output="")  # fmt: skip
    log = "Port 8080 was already in use.\n\n> Task :bootRun FAILED\n\nBUILD FAILED in 5s\n"
    tail = Action(seq=4, message_id=4, command="sleep 5; tail -20 /tmp/app.log", exit_code=0,
                  status="ok", output=log)  # fmt: skip
    (symptom,) = detect_symptoms([start, tail])
    assert symptom.seq == 2 and symptom.kind == "masked_failure"
    assert "read back later" in symptom.error_text and "/tmp/app.log" in symptom.error_text
    other = Action(seq=4, message_id=4, command="tail -20 /tmp/other.log", exit_code=0,
                   status="ok", output=log)  # fmt: skip
    assert detect_symptoms([start, other]) == []


_PROFILE_NOISE = "/home/dev/.zshrc:12: command not found: pyenv"


def test_shell_profile_noise_is_not_the_commands_error() -> None:
    """A startup script's complaint printed before every command (issue 12, class 6) loses to
    the command's own error, and alone makes no masked failure."""
    output = f'{_PROFILE_NOISE}\nerror: could not compile `app` (bin "app")\n'
    found = masked_failure("cargo build 2>&1 | tail -3", output, 0)
    assert found is not None and found.hit.error_text.startswith("error: could not compile")
    assert masked_failure("cargo build 2>&1 | tail -3", f"{_PROFILE_NOISE}\nFinished\n", 0) is None


def test_a_script_the_command_ran_owns_its_complaints() -> None:
    """`bash env-setup.sh | tail`: that script's `line N:` complaint is the command's own, and
    a profile's `line N:` complaint (`…/shellenv.sh: line 18: /bin/ps: …`) is no script's."""
    from sessgraph.extract.masked import startup_noise

    noise = "/opt/tools/cmd/shellenv.sh: line 18: /bin/ps: Operation not permitted"
    assert startup_noise(noise, ((["sed", "-n", "1p", "a.py"], ""),))
    assert not startup_noise(noise, ((["bash", "/opt/tools/cmd/shellenv.sh"], ""),))
    output = "env-setup.sh: line 4: jqq: command not found\n"
    found = masked_failure("bash env-setup.sh 2>&1 | tail -5", output, 0)
    assert found is not None and "jqq: command not found" in found.hit.error_text


def test_ssh_transport_error_beats_gits_generic_fatal() -> None:
    """git over ssh: ssh's own line (`Could not resolve hostname`) is more telling than git's
    `fatal: Could not read from remote repository.` after it (issue 12, class 6)."""
    output = (
        "ssh: Could not resolve hostname git.example.org: Name or service not known\n"
        "fatal: Could not read from remote repository.\n\n"
        "Please make sure you have the correct access rights\nand the repository exists.\n"
    )
    found = masked_failure("git fetch origin 2>&1 | tail -5", output, 0)
    assert found is not None
    assert found.hit.error_text.startswith("ssh: Could not resolve hostname git.example.org")


def test_source_printed_by_a_reader_is_not_a_symptom() -> None:
    """Class 3 (content): `sed -n` of a module raising an exception class is no symptom."""
    source = (
        "class ConfigError(Exception):\n    pass\n\n"
        "def load(path):\n    if not path.exists():\n        raise ConfigError('missing config')\n"
    )
    assert _symptom("sed -n '1,200p' app/config.py", source) is None
    assert _symptom("cat app/config.py | nl -ba", source) is None


def test_log_read_by_a_reader_keeps_its_symptom() -> None:
    """Class 3: a crash in a program's log, read with `tail`, is still that program's symptom."""
    log = "Traceback (most recent call last):\n  File \"srv.py\", line 9\nKeyError: 'user'\n"
    assert _symptom("tail -50 /var/log/app/server.log", log) is not None


def test_reader_of_a_missing_file_is_still_a_symptom() -> None:
    """Class 3: a reader's own error (`cat: x: No such file`) behind `| head` is still found."""
    output = "cat: app/missing.py: No such file or directory"
    symptom = _symptom("cat app/missing.py 2>&1 | head -50", output)
    assert symptom is not None
    assert "No such file" in str(getattr(symptom, "error_text", ""))


def test_traceback_of_a_program_run_stays_a_symptom() -> None:
    """Class 3: a Python run exiting 0 with a traceback is not treated as printed content."""
    output = 'Traceback (most recent call last):\n  File "x.py", line 1\nValueError: bad value\n'
    assert _symptom("python x.py", output) is not None


def test_a_server_still_running_shows_its_failure_in_its_output() -> None:
    """A call still running when recorded (a server started by it) whose output already has
    its own bind error is a symptom; still running with clean output is none (class 3)."""
    output = "listening on stdio\nError: listen EADDRINUSE: address already in use :::8765\n"
    symptom = _symptom("cd srv; node build/index.js", output, None, status="running")
    assert symptom is not None and "EADDRINUSE" in symptom.error_text  # type: ignore[attr-defined]
    assert _symptom("cd srv; node build/index.js", "listening on stdio\n", None, "running") is None


def test_requests_that_got_no_answer_at_all_are_a_failure() -> None:
    """`curl -w '%{http_code}'` printing only 000 after a status-hiding sequence means no
    server answered (class 3); a wait loop that ends with 200 is a wait, not a failure."""
    command = (
        "./run-server.sh > /tmp/app.log 2>&1 &\nsleep 2\n"
        'curl -s -o /dev/null -w "%{http_code}\\n" http://localhost:3000/health'
    )
    found = masked_failure(command, "000\n", 0)
    assert found is not None and found.hit.error_type == "HTTPNoResponse"
    assert found.hit.error_text.startswith("000 (no HTTP response")
    assert masked_failure(command, "000\n000\n200\n", 0) is None
    assert masked_failure("echo 000; ls", "000\n", 0) is None


def test_kotlin_compile_errors_behind_a_pipe_are_the_builds_own() -> None:
    """`./gradlew build | tail` showing Kotlin's `e:` lines failed; the same lines in a `cat`
    of an old log are content (class 3)."""
    output = "> Task :app:compileKotlin\ne: file:///p/Main.kt:4:9 Unresolved reference: foo\n"
    found = masked_failure("./gradlew assemble 2>&1 | tail -20", output, 0)
    assert found is not None and found.hit.error_text.startswith("e: file:///p/Main.kt:4:9")
    assert masked_failure("cat build/old.log | tail -20", output, 0) is None


def test_terraform_errors_inside_its_box_are_its_own() -> None:
    """Terraform frames each diagnostic in a box (`╷ │ Error: … ╵`): the boxed line is the
    command's own error, read without the frame (class 3, no exit code recorded)."""
    output = "\u2577\n\u2502 Error: Failed to read variables file\n\u2502\n\u2575\n"
    found = masked_failure("cd infra && terraform plan -var-file=dev.tfvars", output, None)
    assert found is not None and found.hit.error_text == "Error: Failed to read variables file"
    assert masked_failure("cat plan.log | tail -3", output, 0) is None


def test_a_status_the_harness_states_in_the_output_is_read_with_its_error_line() -> None:
    """Cline keeps no exit code but returns "Command failed with exit code N." before the
    output: with an error line of the command's, that is its failure; a search or a stop of
    a process that was not running, or a bare status, is none (class 3)."""
    output = (
        "Command failed with exit code 1.\nOutput:\nOnce finished, enter the code: "
        "ERROR: gcloud crashed (EOFError): EOF when reading a line\n"
    )
    found = masked_failure(
        "gcloud auth application-default login --no-launch-browser", output, None
    )
    assert found is not None and found.how == "stated status"
    assert "gcloud crashed (EOFError)" in found.hit.error_text
    assert (
        masked_failure('netstat -ano | findstr "5432"', "Command failed with exit code 1.", None)
        is None
    )
    stop = 'Command failed with exit code 128.\nOutput:\nERROR: The process "x.exe" not found.\n'
    assert masked_failure("taskkill /F /IM x.exe", stop, None) is None
    assert masked_failure("npm run build", "Command failed with exit code 2.", None) is None


def test_timestamped_log_lines_and_windows_bind_errors_are_the_commands_own() -> None:
    """A log line's timestamp does not hide the program's own error after it; Windows'
    "Only one usage of each socket address" is a bind failure like EADDRINUSE (class 3)."""
    output = (
        "2026/04/28 16:37:32 Authorizing with Application Default Credentials\n"
        "2026/04/28 16:37:32 Error starting proxy: listen tcp 127.0.0.1:5432: bind: Only one "
        "usage of each socket address (protocol/network address/port) is normally permitted.\n"
    )
    found = masked_failure("start /B cloud-sql-proxy.exe db --port 5432", output, None)
    assert found is not None and found.hit.error_text.startswith("Error starting proxy")
    assert masked_failure("type proxy.log | more", output, 0) is None


def test_a_wrappers_own_complaint_is_the_commands_error() -> None:
    """Issue 12, class 3: `timeout`, `sudo`, `nohup` run another program and write their own
    complaints (`timeout: failed to run command 'strace': No such file …`): the command's
    own error, while the same line printed by a `cat` of a log is content."""
    found = masked_failure(
        "timeout 5s strace -f ./walk 2>&1 | tail -5",
        "timeout: failed to run command 'strace': No such file or directory\n",
        0,
    )
    assert found is not None
    assert found.hit.error_text.startswith("timeout: failed to run command 'strace'")
    assert (
        masked_failure(
            "cat run.log | tail -5",
            "timeout: failed to run command 'strace': No such file or directory\n",
            0,
        )
        is None
    )


def test_ping_with_no_reply_behind_a_pipe_is_a_failure() -> None:
    """Issue 12, class 3: ping's own verdict `N packets transmitted, 0 received` (it exits 1)
    counts when a pipe hides the status; replies received, or the line in a log, do not."""
    lost = "--- 10.0.0.7 ping statistics ---\n2 packets transmitted, 0 received, 100% packet loss\n"
    found = masked_failure("ping -c 2 10.0.0.7 | tail -2", lost, 0)
    assert found is not None and found.hit.error_text.startswith("2 packets transmitted, 0")
    ok = "2 packets transmitted, 2 received, 0% packet loss, time 1001ms\n"
    assert masked_failure("ping -c 2 10.0.0.7 | tail -2", ok, 0) is None
    assert masked_failure("cat ping.log | tail -2", lost, 0) is None


def test_pnpm_filter_that_selects_nothing_is_a_failure() -> None:
    """Issue 12, class 3: pnpm exits 0 when `--filter` matches no package, so the build or
    test never ran; its own line says so. A run that selected a package, or the line in a
    log printed by `cat`, is no failure."""
    found = masked_failure(
        "pnpm --filter web-cli run typecheck 2>&1",
        'No projects matched the filters in "/home/u/repo"\n',
        0,
    )
    assert found is not None and found.how == "runtime exits 0"
    assert masked_failure("pnpm --filter web run build", "> web@1 build\n> tsc\n", 0) is None
    assert masked_failure("cat pnpm.log", "No projects matched the filters in /x\n", 0) is None


def test_a_database_refusing_the_login_is_the_scripts_own_error() -> None:
    """Issue 12, class 3: a script that catches the driver's error and prints it (exit 0),
    or a client behind a pipe, shows the database refusing the login (PostgreSQL's
    "password authentication failed for user", MySQL's "Access denied for user 'u'@");
    the same line in a `cat` of a log is content."""
    script = (
        "node -e \"\nrequire('./db').query('SELECT 1')"
        ".catch(e => console.error('fail', e.message))\n\""
    )
    found = masked_failure(script, 'fail password authentication failed for user "app"\n', 0)
    assert found is not None and "password authentication failed" in found.hit.error_text
    mysql = "ERROR 1045 (28000): Access denied for user 'app'@'localhost' (using password: YES)\n"
    assert masked_failure("mysql -u app -e 'select 1' 2>&1 | tail -1", mysql, 0) is not None
    assert masked_failure("cat db.log | tail -1", mysql, 0) is None


def test_the_shell_at_its_install_path_is_the_shell() -> None:
    """Issue 12, class 3: the shell names itself by its bin/ path (`/nix/store/…/bin/bash`,
    `/opt/homebrew/bin/zsh`); a grep hit in a file named `bash` is content."""
    nix = "/nix/store/x-bash-5.3/bin/bash: line 1: tsc: command not found\n"
    assert masked_failure("cd app && tsc --noEmit | tail -3", nix, 0) is not None
    hit = "completions/bash:12: complete -F _x x\n"
    assert masked_failure("grep -rn complete completions/ | head", hit, 0) is None


def test_a_failed_flash_behind_tail_names_its_fatal_error() -> None:
    """Class 3: a build-and-flash piped into `tail` exits 0; the flasher's "A fatal error
    occurred" and the build tool's `*** [upload] Error 2` are its own, the fatal line the text."""
    output = (
        "Uploading .pio/build/board/firmware.bin\nConnecting........\n"
        "A fatal error occurred: Failed to connect to ESP32: No serial data received.\n"
        "*** [upload] Error 2\n========= [FAILED] Took 20.22 seconds =========\n"
    )
    found = masked_failure("pio run -t upload 2>&1 | tail -5", output, 0)
    assert found is not None
    assert found.hit.error_text.startswith("A fatal error occurred: Failed to connect")
    make = masked_failure("make -C fw 2>&1 | tail -3", "cc x.c\nmake[1]: *** [all] Error 1\n", 0)
    assert make is not None and "Error 1" in make.hit.error_text
    # The same words in a log printed by a reader are the log's content.
    assert masked_failure("cat build.log | tail -5", output, 0) is None


def test_a_section_label_naming_a_blank_or_missing_field_announces_its_error() -> None:
    """Class 3: a smoke test's label naming the bad case it sends (a blank field, a missing
    token, a validation case) announces the error it gets back: no symptom."""
    probe = 'echo "=== blank field validation ==="\ncurl -s -X POST localhost:8080/q -d "{}" | jq .'
    assert announced_failure(probe)
    assert announced_failure('echo "--- missing token ---"; curl -s localhost:3001/me')
    assert not announced_failure('echo "=== create a field ==="; curl -s localhost:3001/f')
    body = "=== blank field validation ===\nHTTP/1.1 400 Bad Request\n"
    assert masked_failure(probe, body, 0) is None


def test_a_test_run_that_printed_nothing_ran_nothing() -> None:
    """Class 3 ("0 tests collected"): a runner that exits 0 without a word of results, or
    says it selected no test, checked nothing; a run told to be quiet or sent to a file, or
    still running (no status yet), is silent on purpose."""
    found = masked_failure('cd app && npx vitest run 2>&1; echo "EXIT: $?"', "EXIT: 0\r\n", 0)
    assert found is not None and found.hit.error_type == "NothingRan"
    assert masked_failure("cd app && uv run pytest -q", "", 0) is not None
    assert masked_failure("npx vitest run > out.log 2>&1", "", 0) is None
    assert masked_failure("npm test --silent", "", 0) is None
    assert masked_failure("cd app && npx vitest run", "", None) is None
    assert masked_failure("cd app && make build", "", 0) is None
    selected = "collected 3 items / 3 deselected\n============ no tests ran in 0.02s ============"
    assert masked_failure("uv run pytest -k login 2>&1 | tail -3", selected, 0) is not None


def test_own_usage_complaint_behind_a_pipe_is_a_masked_symptom() -> None:
    """`ls | cat -A | grep x` hides `cat`'s refusal of its option (BSD cat has no -A): a line
    starting with the program's name that refuses its own argument is its error (class 3)."""
    found = masked_failure(
        "ls -1 ~/media | cat -A | grep clip", "cat: illegal option -- A\nusage: cat [-belnstuv]", 0
    )
    assert found is not None and found.hit.error_text == "cat: illegal option -- A"


def test_error_sentence_of_a_program_inside_a_loop_is_a_masked_symptom() -> None:
    """A C program's `Error <doing> <what>: <why>` behind `| tail -1` in a loop (class 3)."""
    command = 'for f in a.mp4 b.mp4; do\n  ffmpeg -i "$f" -y "${f%.mp4}.webp" 2>&1 | tail -1\ndone'
    output = "Error opening output files: Encoder not found\n" * 2
    found = masked_failure(command, output, 0)
    assert found is not None
    assert found.hit.error_text == "Error opening output files: Encoder not found"
    # The same sentence printed by a reader is content, not the command's failure.
    assert masked_failure("cat build.log | tail -3", output, 0) is None


@pytest.mark.parametrize(
    ("command", "output", "text"),
    [
        (
            "curl -s http://localhost:3000/health",
            '{"statusCode":404,"message":"Cannot GET /health","error":"Not Found"}',
            "Cannot GET /health (HTTP 404)",
        ),
        (
            "curl -s https://api.example.com/repos/o/r/jobs/7/logs",
            '{\n  "message": "Must have admin rights to Repository.",\n  "status": "403"\n}',
            "Must have admin rights to Repository. (HTTP 403)",
        ),
        (
            "svc restart api && curl -s -X POST http://localhost:3001/login -d @creds.json",
            'restarted api\n{\n  "success": false,\n  "error": "Invalid email or password"\n}',
            "Invalid email or password",
        ),
    ],
)
def test_error_answer_of_an_unchecked_request_is_a_masked_symptom(
    command: str, output: str, text: str
) -> None:
    """`curl` without `--fail` exits 0 whatever the service answered: an error body (a 4xx/5xx
    status under its own key, a top-level error) is the request's failure (class 3, 6)."""
    found = masked_failure(command, output, 0)
    assert found is not None and found.hit.error_text == text


@pytest.mark.parametrize(
    ("command", "output"),
    [
        ("curl -sf http://localhost:3000/health", '{"statusCode":404,"message":"Cannot GET"}'),
        ("curl -s http://localhost:3000/items", '[{"id": 1, "error": "none yet"}]'),
        ("curl -s http://localhost:3000/health", '{"status": "ok", "code": 200}'),
        ("cat response.json", '{"statusCode":404,"message":"Cannot GET /health"}'),
    ],
)
def test_answers_that_report_no_error_of_the_request_are_no_symptom(
    command: str, output: str
) -> None:
    """A request with `--fail` states its own status, a list is content, a 200 body is an
    answer, and a file read is no request (issue 12, class 3: precision)."""
    assert masked_failure(command, output, 0) is None


def test_probe_answer_after_an_earlier_step_failed_is_that_steps_failure() -> None:
    """`convert … & wait && ls out.webp` exits 2 because the converter failed and left no
    file: the earlier step's own error is the symptom, not the probe's "missing" answer
    (issue 12: probes whose answer "missing" was the failure)."""
    command = "ffmpeg -i in.mp4 -c:v libfoo out.webp -y 2>&1 | tail -3 &\nwait && ls -lh out.webp"
    output = (
        "Exit code 2\n[vost#0:0 @ 0x9] Unknown encoder 'libfoo'\n"
        "Error opening output files: Encoder not found\n"
        '"out.webp": No such file or directory (os error 2)'
    )
    symptom = _symptom(command, output, exit_code=2, status="failed")
    assert symptom is not None
    assert symptom.error_text == "Error opening output files: Encoder not found"  # type: ignore[attr-defined]
    # A probe alone still answers "missing" (no earlier step wrote an error).
    assert _symptom("ls -lh out.webp", '"out.webp": No such file or directory', 2, "failed") is None


def test_sandbox_refusing_to_start_the_command_is_its_failure() -> None:
    """A sandbox's own complaint (`bwrap: …`) in the output of a command with no exit code
    recorded means the command never ran: its failure, whatever the command (class 3)."""
    found = masked_failure(
        "find src -maxdepth 3 -type f", "bwrap: Failed to make / slave: Permission denied\n", None
    )
    assert found is not None
    assert found.hit.error_text == "bwrap: Failed to make / slave: Permission denied"


def test_refusal_in_the_programs_own_words_despite_exit_zero_is_a_symptom() -> None:
    """`pkill -f node` exits 0 when it matched, even if every kill was refused: its own line
    saying the system refused is the failure (class 3); another program's words are not."""
    output = "pkill: killing pid 3692 failed: Operation not permitted\n"
    found = masked_failure("pkill -f node", output, 0)
    assert found is not None and found.hit.error_text == output.strip()
    assert masked_failure("pkill -f node", "killed 2 processes\n", 0) is None
    assert masked_failure("ls /proc/1", output, 0) is None


def test_background_run_read_back_later_shows_the_commands_failure() -> None:
    """A command sent to the background returns at once ("Output is being written to: P");
    a later file-tool read of P that shows the command's own errors is its masked failure,
    on the command (issue 12, class 3; class 6: the output went to a file)."""
    from sessgraph.extract.episodes import detect_symptoms

    path = "/tmp/agent/tasks/b1.output"
    command = 'for f in a.mp4 b.mp4; do\n  ffmpeg -i "$f" "${f%.mp4}.webm" 2>&1 | tail -1\ndone'
    started = Action(
        seq=4, message_id=4, command=command, exit_code=0, status="ok",
        output=f"Command running in background with ID: b1. Output is being written to: {path}",
    )  # fmt: skip
    read = Action(
        seq=7, message_id=7, status="ok", tool="Read", target=path,
        output="     1\u2192Error opening input files: No such file or directory\n     2\u2192Done",
    )  # fmt: skip
    [symptom] = detect_symptoms([started, read])
    assert symptom.seq == 4 and symptom.kind == "masked_failure"
    assert symptom.error_text.startswith("Error opening input files: No such file or directory")
    # A read of another file, or of a clean run's output, shows nothing of the command's.
    clean = Action(seq=7, message_id=7, status="ok", tool="Read", target=path, output="1\tDone")
    assert detect_symptoms([started, clean]) == []


def test_fallback_message_printed_by_cmd_exe_keeps_its_quotes() -> None:
    """cmd.exe's `echo "MSG"` prints the quotes: the `|| echo` fallback still says the left
    side failed (class 3, Windows shells)."""
    command = 'cd c:\\app\\infra && dir terraform.tfvars 2>nul || echo "File not found"'
    output = ' Volume in drive C is OS\n\n Directory of c:\\app\n\n\n"File not found"\n'
    found = masked_failure(command, output, 0)
    assert found is not None and found.how == "fallback"


def test_an_unrecorded_exit_with_the_programs_own_error_is_a_symptom() -> None:
    """Where no exit status was recorded (SpecStory, Cursor), a build's or a client's own error
    line is its failure; the same words printed by a reader or in a test run's details are not."""
    build = (
        "   Linting and checking validity of types ...\nFailed to compile.\n\n./app/page.tsx:7:3\n"
        "Type error: Property 'data' does not exist on type 'Order'.\n"
    )
    symptom = _symptom('cd "D:/shop/frontend" ; npm run build', build, None, "unknown")
    assert symptom is not None and "Property 'data' does not exist" in symptom.error_text
    assert symptom.kind == "masked_failure"  # the output is the only evidence, as when masked
    denied = "git@review.example.org: Permission denied (publickey).\n"
    assert _symptom("ssh -p 29418 git@review.example.org gerrit version", denied, None, "unknown")
    assert _symptom("cat build.log | tail -20", build, None, "unknown") is None
    detail = "✓ session get > prints an error when the session is not found [2ms]\n 4 pass\n"
    assert _symptom('bun test -t "session get"', detail, None, "unknown") is None


def test_own_line_naming_an_error_behind_a_pipe_is_a_masked_symptom() -> None:
    """A line the command's own program wrote that names an error in words no rule knows
    (`rg: regex parse error:`, make's `*** … Error 2`) is its failure; a `| head` cut is not."""
    output = "rg: regex parse error:\n    (?:{{[a-z]+}})\n       ^\nerror: repetition operator\n"
    found = masked_failure('rg -o "{{[a-z]+}}" template.md | sort -u', output, 0)
    assert found is not None and found.hit.error_text == "rg: regex parse error:"
    make = "make: *** [Makefile:107: aider-json] Error 2\n"
    found = masked_failure("make aider-json || true", make, 0)
    assert found is not None and "Error 2" in found.hit.error_text
    cut = "/srv/a.txt\nsort: write failed: 'standard output': Broken pipe\n"
    assert masked_failure("find /srv -type f | sort | head -80", cut, 0) is None


def test_zsh_error_naming_its_builtin_is_the_commands_own() -> None:
    """zsh names the builtin (or the function wrapping it) before the line number
    (`(eval):cd:1:`, `zsh:cd:1:`, `cd:cd:1:`): the shell's own complaint, behind a pipe or
    without an exit code."""
    line = "(eval):cd:1: no such file or directory: frontend\n"
    found = masked_failure("cd frontend && cat package.json | grep -A 10 scripts", line, None)
    assert found is not None and found.hit.error_text == line.strip()
    assert masked_failure(
        "cd web && npm run build | tail -3", "zsh:cd:1: no such file or directory: web\n", 0
    )
    wrapped = "cd:cd:1: no such file or directory: .claude\n"
    assert masked_failure("cd .claude && rm hooks && ln -s ../hooks hooks", wrapped, None)
