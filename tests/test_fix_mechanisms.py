"""Fix links of round 8: a refused edit made from the shell, a change the user made, the
edit a merged run of edits is anchored at (issue 12, classes 1, 2, 4 and 5)."""

from __future__ import annotations

from action_helpers import cmd, edit, episodes
from sessgraph.extract.episodes import Action, Episode, detect_symptoms, group_episodes
from sessgraph.extract.fixes import resolve
from sessgraph.extract.intent import same_intent
from sessgraph.extract.load import edit_texts

UNREAD = (
    "<tool_use_error>File has not been read yet. Read it first before writing to it."
    "</tool_use_error>"
)


def _refused_write(seq: int, path: str) -> Action:
    return Action(
        seq=seq, message_id=seq, status="error", tool="Write", tool_error=UNREAD, target=path
    )


# Issue 12, class 1 (same goal, another program): the refused edit written from the shell.
def test_refused_write_is_fixed_by_a_heredoc_writing_the_same_file() -> None:
    """A Write refused, then `cat > same-file <<EOF` that works: the heredoc is the fix."""
    heredoc = "cat > /etc/app/site.conf << 'EOF'\nlisten 80;\nEOF\nnginx -t"
    found = episodes([_refused_write(1, "/etc/app/site.conf"), cmd(3, heredoc, 0, "syntax is ok")])
    assert found[0].status == "resolved"
    assert found[0].fix is not None
    assert (found[0].fix.seq, found[0].fix.kind) == (3, "tool_switch")
    assert "/etc/app/site.conf" in found[0].fix.entities


def test_refused_patch_is_fixed_by_a_relative_heredoc_of_the_file() -> None:
    """A patch tool refused on `src/store.go`, then `cat <<'EOF' > src/store.go` from the
    project directory: the same file, named relative to where the shell runs."""
    refused = Action(
        seq=1, message_id=1, status="error", tool="apply_patch", target="src/store.go",
        tool_error="apply_patch verification failed: invalid hunk at line 12",
    )  # fmt: skip
    write = cmd(4, "cat <<'EOF' > src/store.go\npackage store\nEOF", 0)
    found = episodes([refused, cmd(2, "sed -n '1,80p' src/store.go", 0, "package store"), write])
    assert found[0].fix is not None and found[0].fix.seq == 4


def test_heredoc_writing_another_file_verifies_no_refused_write() -> None:
    """A shell write of another file is not the refused edit made another way."""
    other = cmd(3, "cat > /etc/app/other.conf << 'EOF'\nlisten 81;\nEOF", 0)
    found = episodes([_refused_write(1, "/etc/app/site.conf"), other])
    assert found[0].fix is None or found[0].fix.seq != 3


FLASH = "flash --port /dev/ttyUSB0 firmware.bin"
NO_SERIAL = "A fatal error occurred: Failed to connect: No serial data received."


def _resolved_with(prompts: dict[int, tuple[int, str]], actions: list[Action]) -> list[Episode]:
    found = group_episodes(detect_symptoms(actions), actions)
    resolve(found, actions, {}, prompts)
    return found


# Issue 12, classes 2 and 4: the change made by the user, outside the agent's actions.
def test_same_command_working_after_the_user_says_done_is_fixed_by_the_user() -> None:
    """Fail, the user writes a short word of something done, the identical rerun works: the
    user's message is the fix (not flaky), whatever language it is in."""
    actions = [cmd(1, FLASH, 2, NO_SERIAL), cmd(5, FLASH, 0, "Wrote 1048576 bytes. Done")]
    found = _resolved_with({3: (3, "готово")}, actions)
    assert found[0].status == "resolved"
    assert found[0].fix is not None
    assert (found[0].fix.seq, found[0].fix.kind) == (3, "user_action")


def test_same_command_working_with_no_word_from_the_user_stays_flaky() -> None:
    """Without a prompt in between, or with only a request to try again, nothing changed."""
    actions = [cmd(1, FLASH, 2, NO_SERIAL), cmd(5, FLASH, 0, "Wrote 1048576 bytes. Done")]
    assert _resolved_with({}, actions)[0].status == "flaky"
    assert _resolved_with({3: (3, "try again")}, actions)[0].status == "flaky"
    assert _resolved_with({3: (3, "<bash-stdout>ok</bash-stdout>")}, actions)[0].status == "flaky"


def test_change_by_the_agent_outranks_the_users_words() -> None:
    """When the agent changed something between, that change is the fix, not the prompt."""
    actions = [
        cmd(1, FLASH, 2, NO_SERIAL),
        cmd(4, "pip install esptool==4.7", 0, "Successfully installed esptool-4.7"),
        cmd(5, FLASH, 0, "Wrote 1048576 bytes. Done"),
    ]
    found = _resolved_with({2: (2, "I plugged it in")}, actions)
    assert found[0].fix is not None and found[0].fix.seq == 4


# Issue 12, classes 4 and 5: which edit of a run of edits fixed a located error.
def test_run_of_edits_is_told_at_the_edit_of_the_file_the_error_locates() -> None:
    """Three consecutive edits merge into one change; the compiler located the error in
    `service.go`, so the fix is told at the edit of `service.go`, not at the first edit."""
    error = "internal/app/service.go:19:15: undefined: errors"
    actions = [
        cmd(1, "go build ./...", 1, f"# app\n{error}"),
        edit(3, "internal/domain/plan.go", "type Plan struct{ ID string }"),
        edit(4, "internal/domain/plan.go", "func (p Plan) Key() string { return p.ID }"),
        edit(5, "internal/app/service.go", 'import "errors"'),
        cmd(7, "go build ./...", 0, ""),
    ]
    found = episodes(actions)
    assert found[0].fix is not None
    assert found[0].fix.seq == 5
    assert "internal/domain/plan.go" in found[0].fix.entities  # still one merged change


def test_users_words_after_the_agent_went_on_working_are_no_fix() -> None:
    """The agent kept working after the failure, then the user wrote about something else:
    the user's message came in another turn and fixes nothing (the episode stays flaky)."""
    actions = [
        cmd(1, FLASH, 2, NO_SERIAL),
        cmd(2, "git commit -qm 'wip'", 0),
        cmd(5, FLASH, 0, "Wrote 1048576 bytes. Done"),
    ]
    found = _resolved_with({3: (3, "I put more samples in samples/")}, actions)
    assert found[0].status == "flaky"


# Issue 12, class 5 (what is knowledge): a patch run through the shell is read like any edit.
def test_patch_run_through_the_shell_gives_its_added_and_removed_lines() -> None:
    """Codex's `bash -lc "apply_patch <<'PATCH' …"` carries the patch in the command: its
    added and removed lines are the edit's text (the fix's entities come from them)."""
    patch = '*** Begin Patch\n*** Update File: a.go\n@@\n-import x\n+import "errors"\n*** End Patch'
    call = {"command": ["bash", "-lc", f"apply_patch <<'PATCH'\n{patch}\nPATCH"]}
    assert edit_texts(call) == ('import "errors"', "import x")
    assert edit_texts({"command": ["bash", "-lc", "ls"]}) == ("", "")


# Issue 12, class 4 (verification too loose): a look at the resource verifies no change of it.
def test_describe_after_a_failed_patch_of_the_same_cli_is_no_retry() -> None:
    """`cloud sql instances patch db` failing, then `… describe db` working: the look reads
    alike but verifies nothing, so the episode gets no fix from it."""
    failed = "cloudctl sql instances patch db1 --assign-ip"
    look = "cloudctl sql instances describe db1 --format=yaml"
    assert not same_intent(failed, look)
    assert not same_intent(failed, look, by_goal=False)
    assert same_intent(failed, "cloudctl sql instances patch db1 --assign-ip --quiet")
    found = episodes([cmd(1, failed, 1, "ERROR: (cloudctl) PERMISSION_DENIED"), cmd(3, look, 0)])
    assert found[0].fix is None


def test_two_looks_of_one_cli_are_still_one_goal() -> None:
    """A listing that failed is retried by the same listing, corrected."""
    assert same_intent("kubectl get pods -n web", "kubectl get pods -n web -o wide")


# Issue 12, classes 2 and 5: a file rewritten from the shell is an edit of that file.
def test_file_rewritten_with_a_heredoc_is_the_fix_of_the_error_it_locates() -> None:
    """`cat <<'EOF' > cmd/main.go` between a failing build and a passing one: the rewrite of
    the file the compiler located the error in is the fix (before: no change at all, flaky)."""
    error = "cmd/main.go:31:51: not enough arguments in call to app.NewService"
    rewrite = "cat <<'EOF' > cmd/main.go\npackage main\n\nfunc main() { app.Run(store) }\nEOF"
    actions = [cmd(1, "go test ./...", 1, error), cmd(3, rewrite, 0), cmd(5, "go test ./...", 0)]
    found = episodes(actions)
    assert found[0].status == "resolved"
    assert found[0].fix is not None
    assert (found[0].fix.seq, found[0].fix.kind) == (3, "code_edit")
    assert "cmd/main.go" in found[0].fix.entities


def test_scratch_file_written_with_a_heredoc_is_no_edit() -> None:
    """A heredoc into /tmp is a scratch input, not a change of the project."""
    scratch = "cat > /tmp/payload.json <<'EOF'\n{}\nEOF"
    failing = cmd(1, "go test ./...", 1, "x.go:3:1: undefined: y")
    found = episodes([failing, cmd(3, scratch, 0), cmd(5, "go test ./...", 0)])
    assert found[0].status == "flaky"


# Issue 12, class 5: a formatter changes layout, it fixes no compile error.
def test_formatter_after_the_edit_is_not_the_fix_of_a_compile_error() -> None:
    """An edit defining the missing name, then `gofmt -w` of the file the compiler named,
    then a passing build: the edit fixed the undefined name; the formatter only tidied."""
    error = "internal/plan.go:19:15: undefined: itemPlan"
    actions = [
        cmd(1, "go build ./...", 1, error),
        edit(3, "internal/types.go", "type itemPlan struct {\n\tID string\n\tSteps []Step\n}"),
        cmd(4, "gofmt -w internal/plan.go", 0),
        cmd(6, "go build ./...", 0),
    ]
    found = episodes(actions)
    assert found[0].fix is not None and found[0].fix.seq == 3


def test_formatter_fixes_a_failing_format_check() -> None:
    """A format check failing, a note edited, the formatter run, the check passing: the
    formatter is the fix there."""
    check = "cargo fmt --check"
    actions = [
        cmd(1, check, 1, "Diff in /src/main.rs at line 3:"),
        edit(2, "notes/todo.txt", "format the code"),
        cmd(3, "cargo fmt", 0),
        cmd(5, check, 0),
    ]
    found = episodes(actions)
    assert found[0].fix is not None and found[0].fix.seq == 3


# Issue 12, class 2 (a removed step or flag) with class 4 (a retry failing otherwise).
def test_dropping_the_step_the_error_names_fixes_it_though_the_retry_fails_otherwise() -> None:
    """`plan | head` fails with "'head' is not recognized"; the retry without `| head` runs
    the plan, which fails on its own: the missing `head` is fixed by dropping it."""
    failing = cmd(1, "terraform plan 2>&1 | head -100", 1, "'head' is not recognized as an "
                  "internal or external command,")  # fmt: skip
    retry = cmd(3, "terraform plan", 1, "Error: No value for required variable")
    found = episodes([failing, retry])
    assert found[0].status == "resolved"
    assert found[0].fix is not None and found[0].fix.seq == 3


def test_changed_command_failing_otherwise_without_dropping_the_named_word_is_no_fix() -> None:
    """A retry that keeps what the error named and fails otherwise is another experiment."""
    failing = cmd(1, "mytool run --jobs 4 ./suite", 1, "error: unrecognised flag '--jobs'")
    retry = cmd(3, "mytool run --jobs 4 ./other", 1, "error: suite ./other not found")
    assert episodes([failing, retry])[0].fix is None


def test_program_that_names_itself_in_its_error_is_not_what_was_dropped() -> None:
    """`psql: error: connection … refused` names its own program, it does not say psql is
    missing: when the database is started and the migration then works, the start is the
    fix, not "removed psql" read from the psql probe and the migration."""
    refused = (
        'connection to server at "localhost" (127.0.0.1), port 5432 failed: Connection refused'
    )
    actions = [
        cmd(1, "python manage.py migrate", 1, f"django.db.utils.OperationalError: {refused}"),
        cmd(2, "psql -h localhost -U app -c 'select 1'", 2, f"psql: error: {refused}"),
        cmd(4, "docker compose up -d db", 0, "Container app-db-1  Started"),
        cmd(6, "python manage.py migrate", 0, "Applying invoices.0013... OK"),
    ]
    found = episodes(actions)
    assert found[0].fix is not None
    assert found[0].fix.seq == 4
