"""Masked failures by family (issue 12, class 3): answers and errors an exit status of 0 hid."""

from __future__ import annotations

from sessgraph.extract.records import Action
from sessgraph.extract.symptoms import symptom_of
from sessgraph.extract.tool_errors import rest_error_payload


def _text(command: str, output: str, exit_code: int = 0, status: str = "ok") -> str | None:
    action = Action(
        seq=5, message_id=5, command=command, exit_code=exit_code, status=status, output=output
    )
    symptom = symptom_of(action, [])
    return None if symptom is None else symptom.error_text


def test_lone_refusal_message_of_a_service_is_an_error() -> None:
    """Class 3: a body holding only a message in a refusal's words (`No token provided`)."""
    assert _text(
        "sleep 2 && curl -s http://127.0.0.1:8080/api/me", '{"message":"No token provided"}'
    )
    login = "curl -s -X POST http://127.0.0.1:8080/login -d 'user=a'"
    assert _text(login, '{"detail": "Incorrect username or password"}') is not None


def test_lone_message_without_refusal_words_is_an_answer() -> None:
    """Class 3 precision: `{"message": "pong"}` or a message beside data is a normal answer."""
    assert rest_error_payload('{"message": "Service is up"}') is None
    assert rest_error_payload('{"message": "not all items shown", "items": [1, 2]}') is None
    assert _text("curl -s http://127.0.0.1:8080/ping", '{"message":"pong"}') is None


def test_drop_in_implementation_signs_the_programs_error() -> None:
    """Class 3: `grep` installed as ugrep prints `ugrep: error:`; behind `| head` it is the
    grep step's own error, though grep prints other people's error lines as content."""
    command = "curl -s https://example.org/page | grep -oE '[^\"]*\\.mp4[' | head -5"
    output = 'ugrep: error: error at position 12\n[^"]*\\.mp4[\n    mismatched [ ]___/\n'
    assert _text(command, output) == "ugrep: error: error at position 12"
    # A file that merely mentions ugrep's error is content of a `grep` search.
    log = "notes.txt:3: ugrep: error: error at position 12 was the bug we fixed\n"
    assert _text("grep -rn 'ugrep' notes/ | head", log) is None


def test_shell_glob_error_is_no_existence_probe_answer() -> None:
    """Expected non-zero exits: `ls *.{a,b} 2>/dev/null` aborted by zsh's `no matches found`
    (the shell's complaint, which `2>/dev/null` cannot silence) did not look; a silent miss
    of the same probe is its answer."""
    command = "ls ~/Downloads/*.{mp4,mov,mkv} 2>/dev/null"
    shell = "(eval):1: no matches found: /Users/u/Downloads/*.mov\n"
    assert _text(command, shell, exit_code=1, status="failed") is not None
    assert _text("ls ~/Downloads/*.mp4 2>/dev/null", "", exit_code=1, status="failed") is None


def _detected(commands: list[tuple[str, str]]) -> list[str]:
    from sessgraph.extract.symptoms import detect_symptoms

    actions = [
        Action(seq=n, message_id=n, command=c, exit_code=0, status="ok", output=o)
        for n, (c, o) in enumerate(commands)
    ]
    return [s.error_text for s in detect_symptoms(actions)]


def test_port_still_held_after_a_stop_is_a_failure() -> None:
    """Class 3, a failure without error text: `pkill` exits 0, and the check after it shows
    the port still listening; the stop freed nothing."""
    listening = "LISTEN 0      511          0.0.0.0:5173       0.0.0.0:*\n"
    found = _detected(
        [("pkill -f vite", ""), ("sleep 1", ""), ("ss -ltnp | grep :5173", listening)]
    )
    assert found and found[0].startswith("port 5173 still in use after the stop")
    # In one command, stop then look (`lsof` row marked `(LISTEN)`).
    row = "node    4242 dev   23u  IPv6 0x1  0t0  TCP *:5173 (LISTEN)\n"
    assert _detected([("kill -9 4242; sleep 1; lsof -i :5173", row)])


def test_port_check_without_a_stop_is_a_look() -> None:
    """Class 3 precision: a listener shown by a check no stop came before is what is
    running; a check after a stop that shows nothing on the port found it freed."""
    listening = "LISTEN 0      511          0.0.0.0:5173       0.0.0.0:*\n"
    assert _detected([("npm run build", ""), ("ss -ltnp | grep :5173", listening)]) == []
    assert _detected([("pkill -f vite", ""), ("lsof -i :5173", "")]) == []
    # Another port than the one asked about is not the one the stop was for.
    other = "LISTEN 0      511          0.0.0.0:8080       0.0.0.0:*\n"
    assert _detected([("pkill -f vite", ""), ("ss -ltnp | grep :5173", other)]) == []


def test_hand_written_test_runner_reporting_failures_fails_though_it_exits_0() -> None:
    """Class 3 (runners that exit 0 whatever happened): `node Test.js` ends with `Results:
    39/42 passed`; the run's summary is the failure, not its FAIL detail lines."""
    output = (
        "testMove:\n  FAIL: board should change\n\n==========\n"
        "  Results: 39/42 passed\n  3 failures:\n==========\n"
    )
    assert _text('cd "/src/go board" && node Test.js 2>&1', output) == "Results: 39/42 passed"
    unittest_out = (
        "F..\n======\nFAIL: test_parse (tests.test_cli.CliTest)\n----\nFAILED (failures=1)\n"
    )
    assert _text("python3 tests/test_cli.py", unittest_out) == "FAILED (failures=1)"


def test_passing_or_non_test_runs_with_counts_are_no_failure() -> None:
    """Class 3 precision: a full pass count, a script not named for tests, and a run told to
    pass without tests are no failure."""
    assert _text("node Test.js", "Results: 42/42 passed\n") is None
    assert _text("node scripts/report.js", "Results: 39/42 passed\n") is None
    assert _text("npx jest --passWithNoTests", "No tests found, exiting with code 0\n") is None


def test_cloud_cli_warning_that_the_account_lacks_permission_is_a_refusal() -> None:
    """Class 3: `gcloud config set project p` exits 0 and warns that the active account may
    not access the project; the warning is the failure. The same words in a file a command
    prints are content."""
    warning = (
        "WARNING: [dev@example.org] does not have permission to access projects instance [p-1]"
        " (or it may not exist): The caller does not have permission.\n"
        "Updated property [core/project].\n"
    )
    text = _text("gcloud config set project p-1", warning)
    assert text is not None and "does not have permission" in text
    source = "  // a viewer doesn't have permission to delete\n"
    assert _text("sed -n '1,80p' src/lib/rbac.ts", source) is None


def test_training_loss_turned_nan_is_the_runs_failure() -> None:
    """Class 3, wrong content: a loss that became NaN (a `loss=nan` field, or `nan` in a
    loss column of a metrics CSV printed by `cat`) is the training run's failure though
    everything exited 0; NaN in another column, or a report that no NaN occurred, is not."""
    csv = "epoch,step,loss_total,val_psnr\n1,50,1.93,11.2\n2,100,nan,6.4\n"
    assert _text("cat runs/exp1/metrics.csv", csv) == "loss became NaN (loss_total): 2,100,nan"
    log = "epoch 1 | train_loss: 0.512\nepoch 2 | train_loss: nan | lr 3e-4\n"
    assert _text("python train.py --epochs 2", log) is not None
    assert _text("cat runs/exp1/metrics.csv", "epoch,acc\n1,0.8\n2,nan\n") is None
    assert _text("python check.py", "params: 12.1 M\nNaN in loss: False\n") is None


def test_one_shot_call_answered_by_an_interactive_banner_never_ran() -> None:
    """Class 3: `cmd.exe /c start page.html` whose whole output is cmd's startup banner and
    prompt (MSYS turned `/c` into a path) exited 0 without running its command; the banner
    of a shell started on purpose (no one-shot flag) is no failure."""
    banner = (
        "Microsoft Windows [Version 10.0.19045.4291]\n"
        "(c) Microsoft Corporation. All rights reserved.\n\nC:\\Users\\dev>"
    )
    text = _text('cmd.exe /c start "" "C:\\site\\index.html"', banner)
    assert text is not None and text.startswith("Microsoft Windows [Version 10.0.19045.4291]")
    assert _text("cmd.exe", banner) is None
    assert _text('cmd.exe /c "echo hi"', "hi\n") is None
