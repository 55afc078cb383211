"""Label specs for gabriel-amyot/claude-dev-settings (Claude Code via SpecStory CLI, Markdown v2.1.0)."""
FMT = ("claude-code-specstory-md (SpecStory Markdown v2.1.0 from the SpecStory CLI; Claude Code, macOS zsh with "
       "oh-my-zsh-style hooks; one `_**Agent (…)**_` header per item)")
CN = ("shell_commands = <tool-use data-tool-type=\"shell\" data-tool-name=\"Bash\"> blocks; native id = line:N of that "
      "opening line; messages = `_**User (…)**_` / `_**Agent (…)**_` header lines. Command = the inline `` `…` `` line, "
      "result = the ```text fence. Failed = result starting 'Exit code N' (N≠0); every other Bash call is exit_unknown "
      "(no exit status is written for successful calls). The user's shell prints 'error: could not lock config file "
      "/Users/gabrielamyot/.gitconfig: File exists' before the real output of many commands (a prompt/cd hook running "
      "git config while ~/.gitconfig.lock exists); that stderr line does not make the command fail.")
S = {}
A = "claude_code/claude-dev-settings__2026-02-21_22-53-18Z-command-name-model-command.md"
S[A] = dict(
    format=FMT, counts_notes=CN + (" The zsh `cd` also auto-lists the new directory (chpwd hook), so `cd X && …` "
    "outputs start with a directory listing, and `$(cd ../hooks && pwd)` captures that listing too. The file starts "
    "with /model local-command records (user messages with <local-command-stdout>)."),
    expected_nonzero=[],
    notes=("Short claude-haiku session in the user's ~/.claude-shared-config repo: symlink hooks/ and plugins/ into "
           ".claude/. The persistent shell stays inside .claude after `cd .claude && ln -s …`, so the verification `ls "
           ".claude/hooks/` fails (Exit code 1) until pwd shows the cwd and `cd ..` fixes it. The user then reports a "
           "Stop hook error (on-exit.sh not found through the relative symlink); the agent's first absolute-path rewrite "
           "captures the chpwd auto-listing inside $(cd … && pwd) and makes garbage link targets; the second uses literal "
           "absolute paths. The hook is never re-run in the file. The gitconfig lock message appears on three early "
           "commands and is ignored by the agent (same signature as in the 2026-04-22 session of this user)."),
    episodes=[
        dict(id="E1", symptom_native_ids=["line:61", "line:77", "line:96"],
             error_text="error: could not lock config file /Users/gabrielamyot/.gitconfig: File exists",
             failing_command="ls -la .claude/ 2>/dev/null | head -20", resolved=False, fix=None,
             verified_by_native_id=None, confidence="medium", masked=False, expected_failure=False,
             hard_cases=[], shell=True,
             notes=("Environment noise: printed by the shell's hooks, the commands still print their real results and "
                    "the agent does not react. Kept as an (unfixed) episode so that the recurrence in the 2026-04-22 "
                    "session can be linked; not a failure of these commands. Later commands in this file no longer show "
                    "it (the lock went away by itself).")),
        dict(id="E2", symptom_native_ids=["line:178", "line:241"],
             error_text="ls: .claude/hooks/: No such file or directory",
             failing_command="ls -la .claude/hooks/ && echo \"---\" && ls -la .claude/plugins/", resolved=True,
             fix=dict(native_id="line:289", kind="cwd_change", entities=["cd .. && pwd"]),
             verified_by_native_id="line:289", confidence="high", masked=False, expected_failure=False,
             hard_cases=["wrong_cwd", "path_fix", "compound_retry"], shell=True,
             notes=("line:147 `cd .claude && ln -s ../hooks hooks …` left the shell in .claude. Exit code 1 at line:178; "
                    "line:241 'ls: .claude/: No such file or directory' (exit unknown, same cause). pwd at line:264 prints "
                    "/Users/gabrielamyot/.claude-shared-config/.claude; line:289 `cd .. && pwd && ls -la .claude/ | grep …` "
                    "lists hooks -> ../hooks and plugins -> ../plugins. At line:406 the same drift recurs "
                    "('cd:cd:1: no such file or directory: .claude'), harmlessly: the user's cd wrapper returns 0 and "
                    "the rest of the chain runs in .claude anyway.")),
        dict(id="E3", symptom_native_ids=["line:344"],
             error_text="Stop hook error: Failed with non-blocking status code: /bin/sh: /Users/gabrielamyot/.claude/hooks/on-exit.sh: No such file or directory",
             failing_command=None, resolved=False,
             fix=dict(native_id="line:406", kind="path_fix", entities=["ln -s /Users/gabrielamyot/.claude-shared-config/hooks hooks"]),
             verified_by_native_id=None, confidence="medium", masked=False, expected_failure=False,
             hard_cases=["path_fix", "retry_still_fails_differently"], shell=False, symptom_tool="user_message",
             notes=("User-reported hook failure: the relative symlink does not resolve where Claude Code runs the hook. "
                    "First rewrite line:375 breaks differently (E4); line:406 sets literal absolute targets. The Stop hook "
                    "is never triggered again in the file, so resolved false (artifact-only: ls shows the links).")),
        dict(id="E4", symptom_native_ids=["line:375"],
             error_text="hooks -> on-exit.sh",
             failing_command="ln -s \"$(cd ../hooks && pwd)\" hooks", resolved=True,
             fix=dict(native_id="line:406", kind="command_change", entities=["/Users/gabrielamyot/.claude-shared-config/plugins plugins"]),
             verified_by_native_id="line:406", confidence="high", masked=False, expected_failure=False,
             hard_cases=["typo", "compound_retry"], shell=True,
             notes=("Command substitution captured the chpwd auto-listing of ../hooks (on-exit.sh …) plus pwd, so the "
                    "links point to multi-line garbage (agent line:394: 'The `pwd` command inside the subshell must have "
                    "returned the wrong thing'). Literal absolute paths (line:406) give 'hooks -> "
                    "/Users/gabrielamyot/.claude-shared-config/hooks'.")),
    ],
    pivots=[dict(native_id="line:264", snippet="/Users/gabrielamyot/.claude-shared-config/.claude"),
            dict(native_id="line:369", snippet="The symlink is relative")],
    reuse=[dict(entity="/Users/gabrielamyot/.claude-shared-config",
                discovered=dict(native_id="line:289", snippet="/Users/gabrielamyot/.claude-shared-config"),
                reused=dict(native_id="line:406", snippet="ln -s /Users/gabrielamyot/.claude-shared-config/hooks hooks"))],
)
B = "claude_code/claude-dev-settings__2026-04-22_12-26-02Z-i-just-instaled-playwright.md"
S[B] = dict(
    format=FMT, counts_notes=CN + (" Both failed calls (line:373, line:572) are existence probes: `ls … 2>/dev/null` of "
    "files that are not there, and a zsh glob with no match ('no matches found' — zsh NOMATCH aborts the command), so "
    "both are expected_nonzero. One non-shell tool error: Glob over /Users/gabrielamyot at line:522 'Ripgrep search "
    "timed out after 20 seconds'."),
    expected_nonzero=["line:373", "line:572"],
    notes=("'make sure we delete the playwright MCP and only use the CLI': a read-only search for Playwright MCP config "
           "(settings.json, .mcp.json files). Nothing needs changing ('You're already clean'). The gitconfig lock message "
           "shows on three commands; the agent blames it ('Git lockfile interfering with find') and reruns the find with "
           "GIT_CONFIG_NOSYSTEM=1 GIT_CONFIG=/dev/null, which prints nothing — but later commands without the variables "
           "no longer show the message either, so the lock most likely just went away. Negative control for build/test "
           "failures: the only non-zero exits are intended probes."),
    episodes=[
        dict(id="E1", symptom_native_ids=["line:343", "line:387"],
             error_text="error: could not lock config file /Users/gabrielamyot/.gitconfig: File exists",
             failing_command="find /Users/gabrielamyot/Developer -name \".mcp.json\" -maxdepth 4 2>/dev/null",
             resolved=True,
             fix=dict(native_id="line:404", kind="env_prefix", entities=["GIT_CONFIG_NOSYSTEM=1 GIT_CONFIG=/dev/null"]),
             verified_by_native_id="line:404", confidence="medium", masked=False, expected_failure=False,
             hard_cases=["env_prefix"], shell=True,
             notes=("The find itself succeeded each time (the message comes from the shell's hooks, 2>/dev/null does not "
                    "hide it because it is not the find's stderr). line:373 shows it too, but its Exit code 1 is the ls probe (expected_nonzero), so it is not listed as a symptom. "
                    "Diagnosis line:398 'Git lockfile interfering with find. Let me work around it.' The env-prefixed rerun "
                    "is clean; medium because line:572 (no env prefix) is clean too.")),
        dict(id="E2", symptom_native_ids=["line:522"],
             error_text="Ripgrep search timed out after 20 seconds.",
             failing_command=None, resolved=True,
             fix=dict(native_id="line:537", kind="path_fix", entities=[".mcp.json"]),
             verified_by_native_id="line:537", confidence="medium", masked=False, expected_failure=False,
             hard_cases=["path_fix"], shell=False, symptom_tool="Glob",
             notes="Glob with path /Users/gabrielamyot (whole home) times out; the next Glob narrows to ./ (the repo) and returns .mcp.json files."),
    ],
    pivots=[dict(native_id="line:398", snippet="Git lockfile interfering with find"),
            dict(native_id="line:585", snippet="No Playwright MCP server is active anywhere.")],
    reuse=[dict(entity="\"playwright@claude-plugins-official\": false",
                discovered=dict(native_id="line:367", snippet="Playwright plugin already disabled"),
                reused=dict(native_id="line:585", snippet="already disabled"))],
)
