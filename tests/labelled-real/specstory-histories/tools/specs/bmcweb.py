"""Label spec for openbmc/bmcweb (VS Code Copilot IDE via SpecStory, Markdown v2.1.0; file in a Gerrit change ref)."""
P = "copilot/bmcweb__2026-08-08_16-23-01Z-openbmc-contribution-validation-request.md"
U = "cd /home/vinothkumars/openbmc_contribution/uuid/bmcweb && "
S = {P: dict(
    format=("vscode-copilot-ide-specstory-md (SpecStory Markdown v2.1.0, '<!-- VS Code Copilot IDE Session … -->', "
            "copilot/claude-sonnet-4.5 in VS Code on WSL Ubuntu 22.04; tools are data-tool-type generic/read/search/"
            "write with an **Input:** bullet list and a **Result:** fence)"),
    counts_notes=("shell_commands = <tool-use data-tool-type=\"generic\" data-tool-name=\"run_in_terminal\"> blocks (65); "
                  "native id = line:N of that opening line; messages = `_**User (…)**_` / `_**Agent (…)**_` header lines. "
                  "The command is the '- command: `…`' bullet, or for multi-line commands the fence after a bare "
                  "'- command:' line (line:1527); the output is the fence after **Result:**. No exit codes: failed = 0, "
                  "all 65 exit_unknown. Six calls have the result 'The user cancelled the tool call.' (user rejections, "
                  "line:2200, line:2250, line:2269, line:2850, line:2969, line:3322); two print 'Command produced no "
                  "output'; line:229's result is '[Output too large (34KB). Full output saved to: …]'. Trap: line:3218 "
                  "`echo \"Exit code from previous run: $?\"` is text, not an exit status (and $? belongs to the new "
                  "shell). Format surprise: the export repeats agent text blocks and often puts an agent reply BEFORE "
                  "the user message it answers (e.g. line:2475 answers line:2619's CI log; line:3480 answers "
                  "line:3562), so file order is not conversation order for those turns."),
    expected_nonzero=[],
    notes=("Second OpenBMC contribution of the user (string → enum for State/Health). The agent reviews the diff, tries "
           "a local build (meson missing), runs ./run-ci, writes and amends the commit message (50/72 rule), then "
           "fights the push: `git push origin HEAD:refs/for/master` goes to the GitHub origin (auth failed), the new "
           "gerrit remote uses the wrong Gerrit user (Permission denied (publickey) five times, three cancelled config "
           "changes, the user forbids touching his git config), the user finds the right username and the set-url fix "
           "makes `git review` succeed after a stash. Later the user pastes Jenkins CI failures (Format: FAILED, "
           "clang-tidy 'variable 'health' is not initialized'); amended patch sets are pushed but no later CI result "
           "appears. Privacy: the user's own name, work e-mail, Gerrit username and SSH public key (a public key, not "
           "a credential); third-party names/e-mails only as public OpenBMC commit authors/reviewers (Signed-off-by, "
           "Commit:, a review comment) — kept as published."),
    episodes=[
        dict(id="E1", symptom_native_ids=["line:190"],
             error_text="Command 'meson' not found, but can be installed with:",
             failing_command=U + "meson setup build --wipe 2>&1 | head -50", resolved=False,
             fix=dict(native_id="line:229", kind="tool_switch", entities=["./run-ci"]),
             verified_by_native_id=None, confidence="medium", masked=False, expected_failure=False,
             hard_cases=["tool_switch"], shell=True,
             notes=("meson is not installed in WSL; instead of installing it the agent runs the repo's Docker-based "
                    "./run-ci (line:229), whose output is too large and is only tailed (line:327 no output, line:348 "
                    "format diffs). No build result is ever shown, so resolved false.")),
        dict(id="E2", symptom_native_ids=["line:1406"],
             error_text="fatal: Authentication failed for 'https://github.com/openbmc/bmcweb.git/'",
             failing_command=U + "git push origin HEAD:refs/for/master", resolved=True,
             fix=dict(native_id="line:1447", kind="config_change", entities=["git remote add gerrit"]),
             verified_by_native_id="line:2413", confidence="medium", masked=False, expected_failure=False,
             hard_cases=["config_change", "retry_still_fails_differently"], shell=True,
             notes=("origin is the GitHub mirror (line:1427 git remote -v); OpenBMC reviews on Gerrit. Adding the gerrit "
                    "remote (line:1447) leads straight to E3 (publickey); the push only works at line:2413 (git review "
                    "SUCCESS), after E3 and E4 are fixed.")),
        dict(id="E3", symptom_native_ids=["line:1468", "line:1777", "line:1851", "line:1996", "line:2079"],
             error_text="vinothkumars@gerrit.openbmc.org: Permission denied (publickey).",
             failing_command="ssh -p 29418 vinothkumars@gerrit.openbmc.org gerrit version", resolved=True,
             fix=dict(native_id="line:2310", kind="config_change", entities=["git remote set-url gerrit ssh://vinothkumarshanmugavel@gerrit.openbmc.org:29418/openbmc/bmcweb"]),
             verified_by_native_id="line:2413", confidence="high", masked=False, expected_failure=False,
             hard_cases=["permission", "config_change", "retry_still_fails_differently"], shell=True,
             notes=("Same error from scp (line:1468), git review (line:1777) and three ssh probes. The key is offered "
                    "(line:1954) but the Gerrit user name is wrong. The agent's guesses are cancelled by the user "
                    "(line:2200 curl, line:2250 git config gitreview.username, line:2269 set-url); the user runs ssh with "
                    "his real Gerrit name himself and pastes 'gerrit version 3.11.7' (line:2292) and forbids changing his "
                    "git config (line:2468). The set-url rerun (line:2310) plus stash (E4) make `git review` succeed "
                    "(line:2413).")),
        dict(id="E4", symptom_native_ids=["line:2331", "line:3302"],
             error_text="You have unstaged changes. Please commit or stash them first, and then",
             failing_command=U + "git review", resolved=True,
             fix=dict(native_id="line:2394", kind="command_change", entities=["git stash push -m \"CI formatting changes\""]),
             verified_by_native_id="line:2413", confidence="high", masked=False, expected_failure=False,
             hard_cases=["edit_then_retry"], shell=True,
             notes=("The unstaged changes are run-ci's reformatting of unrelated files. Stash → git review SUCCESS "
                    "(line:2413). Recurs at line:3302 after the clang-tidy amend; the combined `git stash && git review` "
                    "(line:3322) is cancelled by the user, a later plain stash says 'No local changes to save' (line:3378) "
                    "and `git review` succeeds (line:3426).")),
        dict(id="E5", symptom_native_ids=["line:2619"],
             error_text="Format: FAILED",
             failing_command=None, resolved=False, fix=None,
             verified_by_native_id=None, confidence="medium", masked=False, expected_failure=False,
             hard_cases=["gave_up"], shell=False, symptom_tool="user_message",
             notes=("User pastes the Jenkins log of the first patch set ('openbmc ci cd was failed fix this'): "
                    "clang-format wants two wrapped expressions in event_service.hpp and sensors.hpp. The agent's "
                    "formatting reply (line:2475, multi_replace_string_in_file, amend line:2538, push line:2559) stands "
                    "BEFORE this user message in the file, so no change after the symptom is the fix in file order; later "
                    "pushes are never followed by a CI result. Labelled unresolved with fix null (ordering makes the "
                    "link unverifiable from the file).")),
        dict(id="E6", symptom_native_ids=["line:2877"],
             error_text="error: variable 'health' is not initialized [cppcoreguidelines-init-variables,-warnings-as-errors]",
             failing_command=None, resolved=False,
             fix=dict(native_id="line:3281", kind="edit_file", entities=["sensors.hpp", "git commit --amend --no-edit"]),
             verified_by_native_id=None, confidence="medium", masked=False, expected_failure=False,
             hard_cases=["edit_then_retry"], shell=False, symptom_tool="user_message",
             notes=("clang-tidy failure pasted by the user. The agent's two amend attempts are cancelled (line:2850, "
                    "line:2969); the user asks to initialise health to Critical and drop the else (line:2996); no edit "
                    "tool call is recorded for it; sensors.hpp is committed at line:3281 and pushed at line:3426, then "
                    "re-wrapped for clang-format (line:3488, pushed line:3509). No CI result follows.")),
        dict(id="E7", symptom_native_ids=["line:3035"],
             error_text="sh: 1: clang-format: not found",
             failing_command=U + "./run-ci --help 2>&1 | head -20", resolved=False, fix=None,
             verified_by_native_id=None, confidence="medium", masked=False, expected_failure=False,
             hard_cases=["gave_up"], shell=True,
             notes="run-ci's host-side hook needs clang-format, which is not installed; the agent never installs it (it reruns ./run-ci at line:3141, which prints only format diffs)."),
    ],
    pivots=[dict(native_id="line:2013", snippet="your SSH key is being offered to Gerrit"),
            dict(native_id="line:2292", snippet="gerrit version 3.11.7"),
            dict(native_id="line:2413", snippet="remote: SUCCESS")],
    reuse=[dict(entity="vinothkumarshanmugavel",
                discovered=dict(native_id="line:2292", snippet="ssh -p 29418 vinothkumarshanmugavel@gerrit.o"),
                reused=dict(native_id="line:2310", snippet="ssh://vinothkumarshanmugavel@gerrit.openbmc.org:29418/openbmc/bmcweb"))],
)}
