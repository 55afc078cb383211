"""Fix links the real sessions needed: workarounds of refused calls, errors that go away while
the retry fails otherwise, an environment's noise, repeated requests (issue 12, classes 1, 4)."""

from __future__ import annotations

import json
from pathlib import Path

from action_helpers import cmd, edit, episodes
from sessgraph.extract.episodes import (
    Action,
    Episode,
    detect_symptoms,
    group_episodes,
    last_still_failing,
)
from sessgraph.extract.fixes import resolve


def tool_error(seq: int, tool: str, error: str, target: str | None = None) -> Action:
    return Action(
        seq=seq, message_id=seq, status="error", tool=tool, tool_error=error, target=target
    )


def tool_ok(seq: int, tool: str, target: str | None = None) -> Action:
    return Action(seq=seq, message_id=seq, status="ok", tool=tool, target=target)


REJECTED = (
    "The user doesn't want to proceed with this tool use. The tool use was rejected. "
    "The user provided the following reason for the rejection:  keep the module name, "
    "only point the console script at it"
)


# --------------------------------------------------------------------------- class 1, tools


def test_refused_tool_is_worked_around_by_the_next_command() -> None:
    """Class 1: a web search the harness refused, then the CLI's own help read instead."""
    refusal = "Claude requested permissions to use WebSearch, but you haven't granted it yet."
    actions = [
        tool_error(1, "WebSearch", refusal),
        cmd(3, "mytool --help | head -50", 0, "Usage: mytool [options]\n  --print  print mode"),
    ]
    (episode,) = episodes(actions)
    assert episode.status == "resolved" and episode.fix is not None
    assert episode.fix.seq == 3 and episode.fix.kind == "tool_switch"


def test_missing_skill_is_worked_around_past_the_reads_on_the_way() -> None:
    """Class 1: a skill that does not exist, its SKILL.md read, then its script run by hand:
    the read is investigation, the script is the workaround."""
    actions = [
        tool_error(2, "activate_skill", 'Skill "pdf-export" not found. Available skills are:'),
        tool_ok(4, "read_file", ".skills/pdf-export/SKILL.md"),
        cmd(6, "python .skills/pdf-export/scripts/export.py out/", 0, "wrote out/report.pdf"),
    ]
    (episode,) = episodes(actions)
    assert episode.fix is not None and episode.fix.seq == 6


def test_rejected_plan_is_verified_by_the_revised_one_accepted() -> None:
    """Class 4 for tools: a plan rejected with an instruction, then the same tool called
    again and accepted: the revised call is the fix."""
    actions = [tool_error(5, "ExitPlanMode", REJECTED), tool_ok(7, "ExitPlanMode")]
    (episode,) = episodes(actions)
    assert episode.status == "resolved" and episode.fix is not None
    assert episode.fix.seq == 7 and episode.fix.kind == "revised_call"


def test_missing_tool_then_a_call_failing_otherwise_tells_no_fix() -> None:
    """Class 4: a missing tool, then another tool rejected otherwise: nothing went through,
    so no fix is told (such "error gone" fixes of tool calls were mostly wrong when measured)."""
    actions = [
        tool_error(
            3,
            "AskUserQuestion",
            "<tool_use_error>Error: No such tool available: AskUserQuestion</tool_use_error>",
        ),
        tool_error(5, "ExitPlanMode", REJECTED),
    ]
    first, second = episodes(actions)
    assert first.fix is None and first.status == "abandoned"
    assert second.status == "abandoned"


def test_call_turned_away_again_the_same_way_is_not_worked_around() -> None:
    """Class 4: a refused call followed by another refusal of the same kind verifies
    nothing, and a refusal followed by nothing stays abandoned."""
    refusal = "Claude requested permissions to use WebSearch, but you haven't granted it yet."
    actions = [tool_error(1, "WebSearch", refusal), tool_error(3, "WebSearch", refusal)]
    assert [e.status for e in episodes(actions)] == ["abandoned", "abandoned"]


def test_failed_file_tool_is_no_call_turned_away() -> None:
    """A read of a file that does not exist is not a refusal: the next command is no fix."""
    actions = [
        tool_error(1, "Read", "File does not exist.", target="/app/config.yml"),
        cmd(3, "ls /app", 0, "settings.yml"),
    ]
    (episode,) = episodes(actions)
    assert episode.status == "abandoned"


# --------------------------------------------------------------------------- class 4, edits


def test_edit_retry_failing_otherwise_fixed_the_first_error() -> None:
    """Class 4: an edit rejected for one syntax error, retried and rejected for another:
    the retry fixed the first error (the second is the next story)."""
    actions = [
        tool_error(
            13,
            "edit",
            "Your proposed edit has introduced new syntax error(s).\n"
            "ERRORS:\n- E999 SyntaxError: unmatched ']'",
        ),
        tool_error(
            15,
            "edit",
            "Your proposed edit has introduced new syntax error(s).\n"
            "ERRORS:\n- E999 SyntaxError: unmatched ')'",
        ),
        edit(17, "/repo/pkg/handler.py", "required = [\n    'Rows',\n]"),
    ]
    first, second = episodes(actions)
    assert first.fix is not None and first.fix.seq == 15
    assert second.fix is not None and second.fix.seq == 17


def test_edit_retry_failing_the_same_way_verifies_nothing() -> None:
    """Class 4: the identical rejection again is the same failure, not a fix of it."""
    error = "Your proposed edit has introduced new syntax error(s).\nSyntaxError: unmatched ')'"
    actions = [
        tool_error(1, "edit", error),
        tool_error(3, "edit", error),
        edit(5, "/repo/a.py", "x = (1)"),
    ]
    first, second = episodes(actions)
    assert first.status == "abandoned"
    assert second.fix is not None and second.fix.seq == 5


# --------------------------------------------------------------------------- class 4, shell


RED = (
    " FAIL  src/cart.test.ts > cart > adds items\n"
    "ReferenceError: document is not defined\n"
    " Test Files  1 failed (1)"
)
STILL_RED = (
    " FAIL  src/cart.test.ts > cart > adds items\n"
    "Error: addItem is not implemented yet\n"
    " Test Files  1 failed (1)"
)


def test_edit_before_a_retry_failing_otherwise_is_the_fix() -> None:
    """Class 4: the test environment fixed by an edit, the rerun failing for another reason
    (the red test of the next step) and nothing later passing: the edit fixed this error."""
    actions = [
        cmd(1, "npm run test -- cart", 1, RED),
        edit(3, "src/cart.test.ts", "// @vitest-environment jsdom"),
        cmd(5, "npm run test -- cart", 1, STILL_RED),
    ]
    first = episodes(actions)[0]
    assert first.status == "resolved" and first.fix is not None
    assert first.fix.seq == 3 and first.fix.evidence.get("verified_by")


def test_changed_command_failing_otherwise_is_another_experiment() -> None:
    """Class 4: only the command line changed and the retry fails otherwise: no fix."""
    actions = [
        cmd(1, "npm run test -- cart", 1, RED),
        cmd(5, "npm run test -- cart --environment jsdom", 1, STILL_RED),
    ]
    assert episodes(actions)[0].status == "abandoned"


def test_same_program_still_reporting_an_error_did_not_get_past_it() -> None:
    """Class 4: `curl: (6)` then `curl: (35)` after an edit: the request still fails at the
    same step, so the error has not gone away."""
    actions = [
        cmd(
            1,
            "curl -sS https://app.example.org/",
            6,
            "curl: (6) Could not resolve host: app.example.org",
        ),
        edit(3, "/etc/hosts", "203.0.113.7 app.example.org"),
        cmd(
            5,
            "curl -sS https://app.example.org/",
            35,
            "curl: (35) SSL routines:ST_CONNECT:sslv3 alert handshake failure",
        ),
    ]
    assert episodes(actions)[0].status == "abandoned"


PROFILE = (
    "/opt/homebrew/Library/Homebrew/cmd/shellenv.sh: line 18: /bin/ps: Operation not permitted"
)


def test_shell_profile_noise_on_every_output_does_not_block_verification() -> None:
    """Class 4: a line that opens every output (a shell profile's complaint) is the
    environment's: the search that found the file verifies the switch of tools, even when
    the failure is the session's first command and the other outputs come after it."""
    actions = [
        cmd(5, "rg --files -g'*.spec.yaml'", 1, f"{PROFILE}\n"),
        cmd(7, "find . -name '*.spec.yaml'", 0, f"{PROFILE}\n./.hidden/specs/a.spec.yaml\n"),
        cmd(9, "cat ./.hidden/specs/a.spec.yaml", 0, f"{PROFILE}\nid: a"),
        cmd(11, "sed -n '1,40p' setup.cfg", 0, f"{PROFILE}\n[metadata]"),
    ]
    (episode,) = episodes(actions)
    assert episode.status == "resolved" and episode.fix is not None and episode.fix.seq == 7


def test_a_rerun_cut_short_verifies_nothing_and_shows_no_error_gone() -> None:
    """Class 4: after an edit, the rerun the user interrupted (Claude Code's exit 137, Codex's
    "aborted by user", SpecStory's "cancelled", no exit code) never got as far as the error:
    no fix; the same
    rerun completing cleanly later is the verification."""
    header = "src/pyaudio/device_api.h:7:10: fatal error: Python.h: No such file or directory"
    interrupted = (
        "Exit code 137\n[Request interrupted by user for tool use]\nResolved 120 packages in 2ms"
    )
    actions = [
        cmd(1, "uv sync", 1, f"Building pyaudio==0.2.14\n{header}\nerror: command 'gcc' failed"),
        edit(3, "pyproject.toml", '"numpy>=2",'),
        cmd(5, "uv sync", 137, interrupted),
    ]
    episode = episodes(actions)[0]
    assert episode.fix is None and episode.status != "resolved"
    aborted = Action(
        seq=5,
        message_id=5,
        command_id=5,
        command="uv sync",
        exit_code=None,
        status="unknown",
        output="Wall time: 229.0 seconds\naborted by user",
    )
    episode = episodes([*actions[:2], aborted])[0]
    assert episode.fix is None and episode.status != "resolved"
    cancelled = Action(**{**aborted.__dict__, "output": "The user cancelled the tool call."})
    episode = episodes([*actions[:2], cancelled])[0]
    assert episode.fix is None and episode.status != "resolved"
    episode = episodes([*actions, cmd(7, "uv sync", 0, "Installed 3 packages in 40ms")])[0]
    assert episode.status == "resolved" and episode.fix is not None and episode.fix.seq == 3


def test_error_inside_logs_read_around_the_failure_is_not_noise() -> None:
    """Class 4: logs read before and after the failure do not make their error the
    environment's: a rerun still printing it verifies nothing."""
    crash = "ModuleNotFoundError: No module named 'yaml'"
    actions = [
        cmd(1, "cat logs/worker.log", 0, f"Traceback (most recent call last):\n{crash}"),
        cmd(2, "tail -5 logs/worker.log", 0, crash),
        cmd(3, "python worker.py", 1, f"Traceback (most recent call last):\n{crash}"),
        edit(5, "worker.py", "import json"),
        cmd(
            7, "python worker.py 2>&1 | tail -3", 0, f"Traceback (most recent call last):\n{crash}"
        ),
    ]
    assert episodes(actions)[0].status != "resolved"


def test_same_request_still_answering_the_error_status_verifies_nothing() -> None:
    """Class 4: the failing request sent again unchanged still prints 404 (now labelled
    "expect 404"): not a verification, whatever else the script checks."""
    request = 'curl -s -w "\\nHTTP_STATUS:%{http_code}\\n" http://localhost:8080/items/UNKNOWN'
    actions = [
        cmd(1, request, 0, '{"status":404,"error":"Not Found"}\nHTTP_STATUS:404'),
        edit(3, "README.md", "## API"),
        cmd(
            5,
            f'echo "--- health ---"\ncurl -s http://localhost:8080/health\n'
            f'echo "--- unknown item (expect 404) ---"\n{request}',
            0,
            '--- health ---\n{"status":"UP"}\n--- unknown item (expect 404) ---\n'
            '{"status":404}\nHTTP_STATUS:404',
        ),
    ]
    assert episodes(actions)[0].status != "resolved"


def test_another_requests_expected_status_does_not_block_verification() -> None:
    """Class 4: the corrected request answers 201; another request of the same script
    answering its announced 400 is not the episode's error."""
    body = "-H 'Content-Type: application/json' http://localhost:8080/notes"
    actions = [
        cmd(
            1,
            f"curl -s -w 'HTTP_STATUS:%{{http_code}}\\n' -d '{{\"noteText\":\"a\"}}' {body}",
            0,
            "HTTP_STATUS:400\n",
        ),
        cmd(
            3,
            f"curl -s -w 'HTTP_STATUS:%{{http_code}}\\n' -d '{{\"note_text\":\"a\"}}' {body}\n"
            f"echo '--- blank (expect 400) ---'\n"
            f"curl -s -w 'HTTP_STATUS:%{{http_code}}\\n' -d '{{\"note_text\":\"\"}}' {body}",
            0,
            "HTTP_STATUS:201\n--- blank (expect 400) ---\nHTTP_STATUS:400\n",
        ),
    ]
    (episode,) = episodes(actions)
    assert episode.status == "resolved" and episode.fix is not None and episode.fix.seq == 3


# --------------------------------------------------------------------------- stored sessions


def _claude_line(kind: str, uuid: str, message: dict[str, object]) -> str:
    record = {
        "type": kind,
        "sessionId": "c0ffee00-0000-4000-8000-000000000042",
        "uuid": uuid,
        "timestamp": "2026-05-02T10:00:00Z",
        "message": message,
    }
    return json.dumps(record) + "\n"


def _call(tool_id: str, name: str, tool_input: dict[str, object]) -> str:
    block = {"type": "tool_use", "id": tool_id, "name": name, "input": tool_input}
    return _claude_line(
        "assistant", f"a-{tool_id}", {"id": f"m-{tool_id}", "role": "assistant", "content": [block]}
    )


def _result(tool_id: str, text: str, *, is_error: bool) -> str:
    block = {"type": "tool_result", "tool_use_id": tool_id, "content": text, "is_error": is_error}
    return _claude_line("user", f"r-{tool_id}", {"role": "user", "content": [block]})


def test_stored_plan_rejected_then_accepted_is_a_fix(tmp_path: Path) -> None:
    """Class 4 for tools, end to end: the accepted call of a tool that failed earlier in the
    session is read back as an action, so the revised plan is stored as the fix."""
    from sessgraph.extract.run import extract
    from sessgraph.ingest import ingest_paths
    from sessgraph.store import open_db

    path = tmp_path / "c0ffee00-0000-4000-8000-000000000042.jsonl"
    path.write_text(
        _claude_line("user", "p1", {"role": "user", "content": "make it installable"})
        + _call("toolu_plan1", "ExitPlanMode", {"plan": "rename the script"})
        + _result("toolu_plan1", REJECTED, is_error=True)
        + _call("toolu_todo", "TodoWrite", {"todos": []})
        + _result("toolu_todo", "ok", is_error=False)
        + _call("toolu_plan2", "ExitPlanMode", {"plan": "keep the name, point the script"})
        + _result("toolu_plan2", "User has approved your plan.", is_error=False),
        encoding="utf-8",
    )
    db = open_db(tmp_path / "s.db")
    report = ingest_paths(db, [path], workers=0)
    extract(db, report.files[0].session_ids)
    rows = db.execute(
        "SELECT f.kind, t.native_id FROM fixes f JOIN tool_calls t ON t.message_id = f.message_id"
    ).fetchall()
    assert rows == [("revised_call", "toolu_plan2")]


# --------------------------------------------------------------------------- class 1, limits


def test_script_of_several_goals_is_not_retried_by_its_last_step_alone() -> None:
    """Class 1's limit: a test script (fake a tool, run the build, clean up, `git status`)
    shares only its last goal with a later `git status` script: not a retry of it."""
    from sessgraph.extract.intent import same_intent

    script = (
        'FAKE=$(mktemp -d)\nchmod +x "$FAKE/docker"\nPATH="$FAKE:$PATH" ./ops/run.sh build\n'
        'rm -rf "$FAKE"\ngit status --short'
    )
    later = "git status --short | head -20\ngit status --short --ignored=matching web/"
    assert not same_intent(script, later)
    # Two steps are still judged by the last: the push retried after a history rewrite.
    assert same_intent(
        "gh repo create me/app --private 2>&1 | tail -3; git push -u origin main",
        "git remote add origin https://example.org/me/app.git && git push -u origin main",
    )


# --------------------------------------------------------------------------- class 4, logs


def test_error_read_from_a_background_tasks_output_file_is_that_tasks_failure() -> None:
    """Class 4: a background install says where its output goes; the error read from that
    file later is the install's failure, the manifest edit its fix, the rerun its check."""
    log = "/tmp/agent/tasks/b7k2.output"
    actions = [
        cmd(
            1,
            "npm install 2>&1 | tail -15",
            0,
            f"Command running in background with ID: b7k2. Output is being written to: {log}",
        ),
        edit(3, "/app/wrangler.toml", 'name = "app"'),
        cmd(5, "npm ls --depth=0", 0, "app@0.1.0\n└── (empty)"),
        cmd(
            13,
            f"ls node_modules | head -3; echo '---'; tail -20 {log}",
            0,
            "---\nnpm error code ETARGET\nnpm error notarget No matching version found for "
            "left-pad@^9.0.0.",
        ),
        edit(15, "/app/package.json", '"left-pad": "^1.3.0"', '"left-pad": "^9.0.0"'),
        cmd(
            17,
            'npm install 2>&1 | tail -8; echo "exit=$?"; ls node_modules/.bin | head',
            0,
            "added 87 packages in 3s\nexit=0\ntsc",
        ),
    ]
    (episode,) = episodes(actions)
    assert episode.status == "resolved" and episode.fix is not None
    assert episode.fix.seq == 15  # the manifest edit, not the rerun's own install step


def test_retried_command_followed_by_viewing_steps_is_not_a_step_before_it() -> None:
    """Class 2's limit: in `pip install -e . | tail; echo done; ls` the install is the
    retry itself, not a fix before it; a `cd` before the retry still is."""
    from sessgraph.extract.fixes import _step_candidates

    failing = cmd(1, "pip install -e .", 1, "error: metadata-generation-failed")
    viewed = cmd(3, "pip install -e . 2>&1 | tail -3; echo done; ls dist", 0, "done")
    assert _step_candidates(failing, viewed) == []
    moved = cmd(3, "cd backend && pip install -e .", 0, "Successfully installed app")
    assert [c.kind for c in _step_candidates(failing, moved)] == ["cwd"]


def test_name_filter_glued_to_its_option_is_the_listings_subject() -> None:
    """Class 1: `rg --files -g"*.yaml"` (the shell passes `-g*.yaml`) looks for the same
    files as `find . -name '*.yaml'`, as does `--glob=*.yaml`."""
    from sessgraph.extract.intent import main_goal

    find = main_goal("find . -name '*.yaml'")
    assert find is not None and find.subject == "*.yaml"
    for glued in ['rg --files -g"*.yaml"', "rg --files --glob=*.yaml src"]:
        goal = main_goal(glued)
        assert goal is not None and (goal.action, goal.subject) == ("list_files", "*.yaml")


# --------------------------------------------------------------------------- class 2, paths


def test_directory_reported_missing_and_found_elsewhere_is_a_path_fix() -> None:
    """Class 2: `rg` says `pkg/embedder` does not exist; the next working command reads
    `pkg/knowledge/embedder/base.py`: the path was corrected, whatever the program."""
    actions = [
        cmd(
            7,
            "rg --files pkg/vectordb pkg/embedder",
            2,
            "rg: pkg/embedder: No such file or directory (os error 2)\npkg/vectordb/pg.py",
        ),
        cmd(12, "nl -ba pkg/knowledge/document.py | sed -n '1,80p'", 0, "1\tclass Document:"),
        cmd(14, "nl -ba pkg/knowledge/embedder/base.py | sed -n '1,80p'", 0, "1\tclass Embedder:"),
    ]
    (episode,) = episodes(actions)
    assert episode.status == "resolved" and episode.fix is not None and episode.fix.seq == 14


def test_short_or_same_missing_path_is_not_found_elsewhere() -> None:
    """Class 2's limit: a missing `src` is too common a name, and the same path again (or a
    path inside the missing one) is no correction."""
    short = [
        cmd(1, "rg TODO app/src", 2, "rg: app/src: No such file or directory (os error 2)"),
        cmd(3, "cat web/src/main.ts", 0, "export {}"),
    ]
    assert episodes(short)[0].status == "abandoned"
    inside = [
        cmd(
            1, "rg logo build/assets", 2, "rg: build/assets: No such file or directory (os error 2)"
        ),
        cmd(3, "mkdir -p build/assets/img", 0, ""),
    ]
    assert episodes(inside)[0].status == "abandoned"


# --------------------------------------------------------------------------- no exit codes


def unknown(seq: int, command: str, output: str) -> Action:
    return Action(
        seq=seq,
        message_id=seq,
        command_id=seq,
        command=command,
        exit_code=None,
        status="unknown",
        output=output,
    )


def test_format_without_exit_codes_is_verified_by_an_output_without_errors() -> None:
    """Class 4 where no exit status is recorded (Cline, Gemini CLI): the rerun verifies only
    when its output shows no error at all; an empty output or one with an error does not."""
    crash = "ReferenceError: require is not defined in ES module scope"
    failing = unknown(1, "node test-server.js", f"file:///app/test-server.js:1\n{crash}")
    fixed = edit(3, "test-server.js", "import { exec } from 'child_process';")
    rerun = unknown(5, "node test-server.js", "server listening on 8765")
    (episode,) = episodes([failing, fixed, rerun])
    assert episode.status == "resolved" and episode.fix is not None and episode.fix.seq == 3
    silent = unknown(5, "node test-server.js", "")
    assert episodes([failing, fixed, silent])[0].status != "resolved"
    warned = unknown(5, "node test-server.js", "Error: listen EADDRINUSE: address in use")
    (other,) = [e for e in episodes([failing, fixed, warned]) if e.symptoms[0].seq == 1]
    # Failing otherwise after the edit: the error is gone, but nothing verified it as clean.
    assert other.fix is not None and other.fix.evidence.get("verified_by")


# --------------------------------------------------------------------------- class 2, scripts


def test_the_one_acting_step_run_again_in_another_script_is_a_retry() -> None:
    """Class 2: a merge refused inside `cd repo && git merge dev | tail && git log -1`, then
    the fix and the same merge inside a longer script: the merge is the step retried; a
    step silenced into /dev/null (a config set before the run) does not count as acting."""
    from sessgraph.extract.intent import same_intent

    assert same_intent(
        "cd /srv/app && git merge dev --no-edit 2>&1 | tail -4 && git log --oneline -1 && ls",
        "git rm --cached .DS_Store -q && git commit -qm clean; cd /srv/app && "
        "git merge dev --no-edit 2>&1 | tail -3 && git log --oneline -1",
    )
    assert same_intent(
        'npm pkg set scripts.lint="eslint src" >/dev/null && npm run lint 2>&1 | tail -40',
        "npm run lint 2>&1 | tail -30",
    )


def test_script_of_several_acting_steps_is_not_matched_by_one_of_them() -> None:
    """Class 2's limit: when several steps act (three requests, then a listing of
    secrets), which one failed is unknown: a later run of the last one is no retry."""
    from sessgraph.extract.intent import same_intent

    script = (
        'echo "--- no key ---"; curl -s https://app.example.org/api/ping; '
        "curl -s https://app.example.org/; npx wrangler secret list 2>&1 | tail -12"
    )
    assert not same_intent(script, "npx wrangler secret list 2>&1 | tail -15")


def test_steps_joined_otherwise_is_the_fix_inside_the_retry() -> None:
    """Class 2: PowerShell rejects `&&`; the same steps joined with `;` work: the change of
    separator is the fix, not a flaky rerun."""
    parser = (
        "ParserError: (:) [], ParentContainsErrorRecordException\n"
        "The token '&&' is not a valid statement separator in this version."
    )
    actions = [
        unknown(1, 'cd "C:\\work\\mcp" && npx create-server tools', parser),
        unknown(3, 'cd "C:\\work\\mcp"; npx create-server tools', "Server created successfully!"),
    ]
    (episode,) = episodes(actions)
    assert episode.status == "resolved" and episode.fix is not None
    assert episode.fix.entities == ["&& → ;"]


def test_run_in_another_directory_verifies_nothing_unless_the_error_is_a_path() -> None:
    """Class 4: a type error in one project is not verified by the same install run in a
    sibling project; a "no rule to make target" is, since moving there is the fix."""
    type_error = "src/index.ts:371:15 - error TS18048: 'args' is possibly 'undefined'."
    actions = [
        unknown(1, 'cd "C:\\work\\server"; npm install', type_error),
        unknown(3, 'cd "C:\\work\\extension"; npm install', "added 12 packages in 2s"),
    ]
    assert episodes(actions)[0].status != "resolved"
    moved = [
        cmd(1, "cd /srv && make build", 2, "make: *** No rule to make target 'build'.  Stop."),
        cmd(3, "cd /srv/app && make build", 0, "cc -o app main.c"),
    ]
    assert episodes(moved)[0].status == "resolved"


def test_filtered_look_at_a_masked_failure_is_not_its_verification() -> None:
    """Class 4: after a request answered 500 behind `| head`, the same request piped into
    `grep -o` is a look at the error page, not a retry; a filter in an earlier step of a
    script (`git ls-files | grep x; git push`) does not make the push a filtered view."""
    form = "curl -s -i -X POST http://localhost:3001/orders --data 'qty=1'"
    actions = [
        cmd(
            1, f"{form} | head -5", 0, "HTTP/1.1 500 Internal Server Error\ncontent-type: text/html"
        ),
        cmd(3, f"{form} | grep -oE 'exception-message\">[^<]*'", 0, 'exception-message">'),
    ]
    first = episodes(actions)[0]
    assert first.symptoms[0].seq == 1 and first.verify is None


def test_install_in_a_sibling_project_is_no_fix_candidate() -> None:
    """Class 4: between a failing build and its rerun, an install run in another project's
    directory changed nothing here; the edit in this project is the fix."""
    actions = [
        cmd(
            1,
            "cd /work/server && npm run build",
            2,
            "src/index.ts:3:1 - error TS2304: Cannot find name 'Blob'.",
        ),
        edit(3, "/work/server/tsconfig.json", '"lib": ["ES2022", "DOM"]'),
        cmd(5, "cd /work/extension && npm install", 0, "added 3 packages in 1s"),
        cmd(7, "cd /work/server && npm run build", 0, "> tsc"),
    ]
    (episode,) = episodes(actions)
    assert episode.fix is not None and episode.fix.seq == 3


# ------------------------------------------------------- class 4, a tool call that ran and failed


def test_tool_error_retried_after_stopping_its_resource() -> None:
    """Class 4 (non-shell tools): an MCP call answering "already exists", the sibling tool
    that stops that resource, then the same call succeeding: the stop is the fix."""
    actions = [
        tool_error(2, "start_dev_server", "A server with this name is already running"),
        tool_ok(4, "get_dev_server_status"),
        tool_ok(6, "stop_dev_server"),
        tool_ok(8, "start_dev_server"),
    ]
    (episode,) = episodes(actions)
    assert episode.status == "resolved"
    assert episode.fix is not None and episode.fix.seq == 6
    assert episode.fix.kind == "state_change"
    assert "stop_dev_server" in episode.fix.entities


def test_tool_error_retried_with_nothing_changed_gets_no_fix() -> None:
    """Class 4: the same call succeeding after only a look at the resource changed nothing
    (a status query is not a state change): no verification, no fix told."""
    actions = [
        tool_error(2, "mcp__cloud__create_sandbox", "Service temporarily unavailable"),
        tool_ok(4, "mcp__cloud__get_sandbox"),
        tool_ok(6, "mcp__cloud__create_sandbox"),
    ]
    (episode,) = episodes(actions)
    assert episode.status == "abandoned"
    assert episode.fix is None


def test_tool_error_failing_again_the_same_way_is_not_verified() -> None:
    """Class 4: a retry that fails with the same error verifies nothing, even after a stop."""
    error = "A server with this name is already running"
    actions = [
        tool_error(2, "start_dev_server", error),
        tool_ok(4, "stop_dev_server"),
        tool_error(6, "start_dev_server", error),
    ]
    assert all(e.fix is None for e in episodes(actions))


def test_sibling_tools_share_the_resource_after_the_verb() -> None:
    """Class 4: tools are siblings when their names name the same resource after a verb."""
    from sessgraph.extract.tool_retries import sibling_tools, tool_verb_resource

    assert tool_verb_resource("mcp__modal__stop_app_preview") == ("stop", "app_preview")
    assert tool_verb_resource("TodoWrite") is None
    names = {"stop_app_preview", "get_preview_status", "create_app_preview", "write_file"}
    assert sibling_tools({"create_app_preview"}, names) == {
        "stop_app_preview",
        "create_app_preview",
    }


def test_stop_between_two_calls_of_a_tool_is_stored_as_the_fix(tmp_path: Path) -> None:
    """Class 4 end to end: the loader hands the extractor the sibling stop call and the
    successful retry of a tool that answered an error object, so the stop is stored."""
    import json as _json
    import sqlite3

    from sessgraph import api

    def call(n: int, name: str, output: str) -> dict[str, object]:
        return {"id": f"c{n}", "name": name, "input": {"task": "t1"}, "output": output}

    calls = [
        call(1, "start_preview", '{"status": "error", "error": "Preview t1 already exists"}'),
        call(2, "stop_preview", '{"status": "stopped", "task": "t1"}'),
        call(3, "start_preview", '{"status": "running", "url": "https://example.test/t1"}'),
    ]
    lines = [
        {"type": "session", "id": "s1", "title": "s1"},
        {"type": "message", "role": "user", "text": "show me a preview"},
        *[{"type": "message", "role": "assistant", "text": "", "tool_calls": [c]} for c in calls],
    ]
    (tmp_path / "s1.jsonl").write_text("".join(_json.dumps(x) + "\n" for x in lines))
    db = tmp_path / "g.db"
    api.ingest(db, [tmp_path / "s1.jsonl"])
    rows = sqlite3.connect(db).execute("SELECT kind, entities FROM fixes").fetchall()
    assert [(kind, _json.loads(entities)[0]) for kind, entities in rows] == [
        ("state_change", "stop_preview")
    ]


# ------------------------------------------------------- class 4, one problem seen twice


def test_the_same_error_in_a_diagnostic_look_stays_one_story() -> None:
    """Class 4: a failed service start and the failing status look at the same unit showing
    the same error are one episode (the look is a diagnostic, not a parallel goal)."""
    error = "Job for web.service failed because the control process exited with error code."
    actions = [
        cmd(1, "sudo systemctl start web.service", 1, error),
        cmd(2, "systemctl status web.service --no-pager", 3, error),
    ]
    (episode,) = group_episodes_of(actions)
    assert [s.seq for s in episode.symptoms] == [1, 2]


def group_episodes_of(actions: list[Action]) -> list[Episode]:
    from sessgraph.extract.episodes import detect_symptoms, group_episodes

    return group_episodes(detect_symptoms(actions), actions)


def test_following_a_rejection_instruction_that_fails_otherwise_fixes_nothing() -> None:
    """Class 4: the user rejects a test run and says how to proceed; the agent installs in a
    container, its rerun fails otherwise and nothing later works: no fix is told."""
    rejected = (
        "The user doesn't want to proceed with this tool use. The tool use was rejected. "
        "The user provided the following reason for the rejection:  run the tests in a "
        "container instead"
    )
    actions = [
        cmd(1, "cd /w && node node_modules/.bin/vitest run --reporter=verbose", None, rejected),
        cmd(3, "docker run --rm -v /w:/app -w /app node:20 npm install", 0, "added 3 packages"),
        cmd(5, "cd /w && ls node_modules/.bin/vitest* 2>&1 && node node_modules/vitest/dist/cli.js"
            " run --reporter=verbose", 2,
            "ls: cannot access 'node_modules/.bin/vitest*': No such file or directory"),
    ]  # fmt: skip
    stories = episodes(actions)
    assert stories[0].symptoms[0].kind == "user_rejection"
    assert all(e.status == "abandoned" and e.fix is None for e in stories)


# ------------------------------------------- class 4 / class 2, a job the harness put aside


POLL = "timeout 30 bash -c 'until grep -q Ready /tmp/s.log; do sleep 1; done' && echo READY"
NOTICE = "Command running in background with ID: b1. Output is being written to: /tmp/b1.output"


def test_background_notice_is_no_error_a_later_failure_could_differ_from() -> None:
    """Class 4: a launch-and-wait killed by its timeout says only that the job went on in the
    background; the wait failing alone is the same story, so the kill that frees the port
    before the clean restart is the fix (not the launch split off the command)."""
    actions = [
        cmd(1, "nohup ./server > /tmp/s.log 2>&1 &\necho started\n" + POLL, 124, NOTICE),
        cmd(3, POLL + " || echo 'TIMED OUT'", 0, "TIMED OUT"),
        cmd(5, "kill 4242; sleep 1; lsof -i :8080 || echo free", 0, "free"),
        cmd(7, "nohup ./server > /tmp/s.log 2>&1 &\necho started", 0, NOTICE),
        cmd(9, POLL + " || echo 'TIMED OUT'", 0, "READY"),
    ]
    first = episodes(actions)[0]
    assert first.fix is not None and first.fix.seq == 5 and first.fix.kind == "cleanup"


def test_steps_run_apart_are_not_removed_from_the_retry() -> None:
    """Class 2 read right: `build && test` failing, then `build` alone, then `test` alone
    passing: the retry dropped nothing (the build ran on its own), so no change is told."""
    actions = [
        cmd(1, "npm run build && npm test", 1, "FAIL src/app.test.ts\nTests: 1 failed, 4 passed"),
        cmd(3, "npm run build", 0, "built in 1.2s"),
        cmd(5, "npm test", 0, "Tests: 5 passed, 5 total"),
    ]
    (episode,) = episodes(actions)
    assert episode.fix is None or "removed" not in episode.fix.change


def test_a_step_split_off_and_run_alone_is_no_removed_step() -> None:
    """Class 2 read right: `seed && pytest` failing, then the seed alone, then pytest alone
    passing: the retry lacks the seed only because it ran on its own, so no "removed"
    change is told (nothing else changed: no fix)."""
    actions = [
        cmd(
            1,
            "./scripts/seed.sh && pytest tests/test_api.py",
            1,
            "FAILED tests/test_api.py::test_list",
        ),
        cmd(3, "./scripts/seed.sh", 0, "seeded 40 rows"),
        cmd(5, "pytest tests/test_api.py", 0, "5 passed in 0.4s"),
    ]
    (episode,) = episodes(actions)
    assert episode.fix is None


# ------------------------------------------------- class 4/5, the file the error points at


def test_edit_of_the_file_the_error_locates_outranks_an_install() -> None:
    """Class 4/5: a type check failing at `footer.tsx(2,3)`, a rewrite of footer.tsx, an
    unrelated install after it, a clean check: the edit of the located file is the fix."""
    failing = (
        "src/components/footer.tsx(2,3): error TS2305: Module 'icons' has no exported member"
        " 'Dribbble'."
    )
    rewrite = "\n".join(f"const link{n} = <a href='/x{n}'>x</a>;" for n in range(12))
    actions = [
        cmd(1, "npx tsc --noEmit", 2, failing),
        edit(3, "src/components/footer.tsx", rewrite, "import { Dribbble } from 'icons';"),
        cmd(5, "npm install -D @types/three", 0, "added 7 packages"),
        cmd(7, "npx tsc --noEmit", 0, ""),
    ]
    (episode,) = group_episodes_of(actions)
    # The agent's words on the way mention the install's package (it meant another error).
    resolve([episode], actions, {4: "Now install the @types/three types for the three scene."})
    assert episode.fix is not None and episode.fix.seq == 3 and episode.fix.kind == "code_edit"


def test_error_located_elsewhere_gives_no_edit_a_bonus() -> None:
    """Class 4/5: the error points at `scene.tsx` (a missing type package); an edit of
    another file gets no bonus, and the install of the types stays the fix."""
    failing = (
        "src/scene.tsx(1,23): error TS7016: Could not find a declaration file for module 'three'."
    )
    rewrite = "\n".join(f"const link{n} = <a href='/x{n}'>x</a>;" for n in range(12))
    actions = [
        cmd(1, "npx tsc --noEmit", 2, failing),
        edit(3, "src/components/footer.tsx", rewrite),
        cmd(5, "npm install -D @types/three", 0, "added 7 packages"),
        cmd(7, "npx tsc --noEmit", 0, ""),
    ]  # fmt: skip
    (episode,) = episodes(actions)
    assert episode.fix is not None and episode.fix.kind == "install_package"


# ------------------------------------------- class 1, a compiler run by another command


TS_ERROR = "src/index.ts:371:15 - error TS18048: 'args' is possibly 'undefined'.\nnpm ERR! code 2"


def test_compiler_error_of_an_install_is_retried_by_the_build() -> None:
    """Class 1: `npm install` runs the package's build (its prepare step) and shows a tsc
    error; after the edit, `npm run build` is clean: the build verifies, the edit is the fix."""
    actions = [
        cmd(1, "npm install", 2, TS_ERROR),
        edit(3, "src/index.ts", "const { name, arguments: args = {} } = request.params;"),
        cmd(5, "npm run build", 0, "> tsc"),
    ]
    (episode,) = episodes(actions)
    assert episode.status == "resolved"
    assert episode.fix is not None and episode.fix.seq == 3


def test_type_check_is_not_verified_by_a_bundler_build() -> None:
    """Class 4: between builds the goals decide: a failing `tsc --noEmit` is not verified by
    `vite build`, which strips types without checking them."""
    actions = [
        cmd(1, "npx tsc --noEmit", 2, TS_ERROR),
        edit(3, "src/App.tsx", "export const x = 1;"),
        cmd(5, "npx vite build", 0, "built in 698ms"),
    ]
    (episode,) = episodes(actions)
    assert episode.fix is None


def test_readme_edited_on_the_way_is_no_fix_of_a_failing_request() -> None:
    """Class 4: a request failing with HTTP 500, a README written and a source edit on the
    way, then the request working: the README (named by no failing command) is not the fix."""
    actions = [
        cmd(1, "curl -s -i http://localhost:8080/cases", 0, "HTTP/1.1 500 Internal Server Error"),
        edit(3, "src/main/java/app/CaseController.java", "return cases.findAll();", "return null;"),
        edit(5, "README.md", "## Running\n\nStart the service with `make start`."),
        cmd(7, "curl -s -i http://localhost:8080/cases", 0, "HTTP/1.1 200 OK"),
    ]
    (episode,) = episodes(actions)
    assert episode.fix is not None and "README.md" not in " ".join(episode.fix.entities)
    assert "CaseController.java" in episode.fix.change


def test_change_the_rejection_asked_for_outranks_an_edit_on_the_way() -> None:
    """Class 1/2: `npm install` turned away with "use pnpm", a .gitignore written, then
    `pnpm install` working: the switch the user asked for is the fix, not the edit."""
    rejected = (
        "The user doesn't want to proceed with this tool use. The tool use was rejected. "
        "The user provided the following reason for the rejection:  use pnpm"
    )
    actions = [
        cmd(1, "npm install", None, rejected),
        edit(3, ".gitignore", "node_modules/\ndist/\n*.log"),
        cmd(5, "pnpm install", 0, "Packages: +212\nDone in 4.1s"),
    ]
    (episode,) = episodes(actions)
    assert episode.fix is not None and episode.fix.kind == "command_change"
    assert "pnpm" in episode.fix.entities


# ------------------------------------------------ class 2, a read at the corrected path


def test_missing_file_read_then_the_same_name_read_elsewhere_is_a_path_fix() -> None:
    """Class 2 (non-shell tools): a Read of a file that does not exist, then a Read of a file
    of the same name at another path: that read verifies, the corrected path is the fix."""
    actions = [
        tool_error(2, "Read", "<tool_use_error>File does not exist.</tool_use_error>",
                   "/srv/app/api/send/route.ts"),
        tool_ok(4, "Read", "/srv/app/dashboard/src/api/send/route.ts"),
    ]  # fmt: skip
    (episode,) = episodes(actions)
    assert episode.fix is not None and episode.fix.kind == "path_fix" and episode.fix.seq == 4
    assert episode.fix.entities == ["/srv/app/dashboard/src/api/send/route.ts"]


def test_missing_file_then_another_file_read_is_no_fix() -> None:
    """Class 2's limit: after a missing file, reading a file of another name is looking
    around, not the corrected path: no fix."""
    actions = [
        tool_error(2, "Read", "<tool_use_error>File does not exist.</tool_use_error>",
                   "/srv/app/lib/api-keys.ts"),
        tool_ok(4, "Read", "/srv/app/api/src/lib/middleware.ts"),
    ]  # fmt: skip
    (episode,) = episodes(actions)
    assert episode.fix is None


WINDOW_ERROR = (
    "> next build\n"
    'Error occurred prerendering page "/login".\n'
    "ReferenceError: window is not defined\n"
    "    at Object.getItem (.next/server/chunks/410.js:1:2093)\n"
    "ELIFECYCLE  Command failed with exit code 1."
)
TYPE_ERROR = (
    "> next build\n"
    "./src/lib/store.ts:41:7\n"
    "Type error: Parameter 'set' implicitly has an 'any' type.\n"
    "ELIFECYCLE  Command failed with exit code 1."
)


def test_edits_before_a_build_still_failing_the_same_way_did_not_fix_it() -> None:
    """Class 4: a build re-run after each edit, each run more than a cluster gap apart (so
    each failure is told as its own episode): the edits before a run that still showed the
    same error are no fix of it; the error is fixed by the edit after its last showing."""
    actions = [
        cmd(1, "pnpm run build 2>&1", 1, WINDOW_ERROR),
        edit(7, "src/lib/store.ts", "storage: typeof window !== 'undefined' ? local : none"),
        cmd(13, "pnpm run build 2>&1", 1, WINDOW_ERROR),
        edit(19, "src/lib/supabase.ts", "storage: typeof window !== 'undefined' ? ls : undefined"),
        cmd(25, "pnpm run build 2>&1", 1, TYPE_ERROR),
    ]
    first = episodes(actions)[0]
    assert first.symptoms[-1].seq == 1  # the rerun at 13 is an episode of its own
    assert first.status == "resolved" and first.fix is not None
    assert first.fix.seq == 19


def test_error_coming_back_after_failing_otherwise_was_not_gone() -> None:
    """Class 4: the error gives way to another one, then comes back on a later run of the same
    goal: the run that failed otherwise did not show it fixed; the edit after its last
    showing (before the next run without it) is the fix."""
    actions = [
        cmd(1, "pnpm run build 2>&1", 1, WINDOW_ERROR),
        edit(7, "src/lib/store.ts", "persist(create(set => ({})))"),
        cmd(13, "pnpm run build 2>&1", 1, TYPE_ERROR),
        edit(19, "src/lib/store.ts", "(set: any) => ({})"),
        cmd(25, "pnpm run build 2>&1", 1, WINDOW_ERROR),
        edit(31, "src/lib/supabase.ts", "storage: typeof window !== 'undefined' ? ls : undefined"),
        cmd(37, "pnpm run build 2>&1", 0, "> next build\n✓ Compiled successfully"),
    ]
    first = episodes(actions)[0]
    assert first.status == "resolved" and first.fix is not None
    assert first.fix.seq == 31


def test_generic_wrapper_line_seen_again_is_not_the_same_failure() -> None:
    """Class 4's limit: a CI runner's wrapper line (``Error: Job 'test' failed``) printed
    again while the error inside changed is not the first error failing again: the change
    made before that run stays a candidate (the run is no later showing of the error)."""
    fmt = "Error: Job 'test' failed\n[CI/test]   | Would reformat: app/main.py"
    typed = (
        "Error: Job 'test' failed\n"
        '[CI/test]   | /w/app/main.py:461:37 - error: Type of "name" is unknown (reportUnknown)\n'
        "[CI/test]   ❌  Failure - Main Run type checking"
    )
    actions = [
        cmd(1, "act -j test", 1, fmt),
        cmd(3, "uv run ruff format", 0, "1 file reformatted"),
        cmd(5, "act -j test", 1, typed),
        cmd(7, "act -j test", 1, fmt),
    ]
    first = group_episodes(detect_symptoms(actions), actions)[0]
    assert last_still_failing(first, actions, before=6) is None
    assert last_still_failing(first, actions, before=8) is actions[3]  # the same error again


def test_compile_seen_through_another_filter_does_not_verify_it() -> None:
    """Class 4: a type check failing, then the same check piped through a filter for other
    words (which shows no error because it selects none): no verification, no fix."""
    actions = [
        cmd(
            1,
            'npx tsc --noEmit 2>&1 | grep -i "error"',
            0,
            "src/map.tsx(62,21): error TS2322: Type 'boolean' is not assignable to type 'string'.",
        ),
        cmd(3, 'npx tsc --noEmit 2>&1 | grep -i "firebase"', 0, "src/firebase.ts is included"),
    ]
    found = episodes(actions)
    assert found and found[0].fix is None and found[0].status == "abandoned"
