"""Label spec for yixian-huang/cocli (Claude Code via SpecStory CLI, Markdown v2.1.0)."""
P = "claude_code/cocli__2026-05-21_06-41-36Z-cocli-oss-local-gui.md"
S = {P: dict(
    format=("claude-code-specstory-md (SpecStory Markdown v2.1.0 from the SpecStory CLI; Claude Code session "
            "c4585b1b…, claude-opus-4-7, macOS zsh; one `_**Agent (…)**_` header per tool call)"),
    counts_notes=("shell_commands = <tool-use data-tool-type=\"shell\" data-tool-name=\"Bash\"> blocks (65); native id = "
                  "line:N of that opening line; messages = their `_**User (…)**_` / `_**Agent (…)**_` header line. The "
                  "command is the inline `` `…` `` line after the description (no ```bash fence; long commands may lack "
                  "the closing backtick), the result is the following ```text fence. Only an error result starts with "
                  "'Exit code N' (here one: line:2251, Exit code 2), so failed_shell_commands = 1 and the other 64 are "
                  "exit_unknown (a result without 'Exit code' is almost certainly exit 0 in Claude Code, but the file does "
                  "not say so). Background Bash (run_in_background) shows only 'Command running in background with ID: …'; "
                  "its exit is never recorded. masked_failures_annotated = 0: with no stated exit 0 nothing is marked masked. "
                  "Subagent (Agent tool) work is summarised in the Agent result; their Bash calls are not in this file. "
                  "Non-shell tools: Read/Edit/Write, TaskCreate/TaskUpdate, AskUserQuestion, ToolSearch, Skill, "
                  "mcp__playwright__* (browser smoke test)."),
    expected_nonzero=[],
    notes=("Chinese-language Claude Code session: strip multi-tenancy from the cocli web GUI in a git worktree "
           "(.claude/worktrees/web-multitenant-strip-and-polish), brainstorm spec + plan, subagent-driven execution, "
           "then a live Playwright smoke test against a mock-mode vite server. Shell failures: a relative node_modules "
           "symlink that points nowhere (Exit code 2), playwright-cli not on PATH and the user's nvm lazy-loader "
           "(`_load_nvm` shell function missing, FUNCNEST recursion) breaking npx/node, a `cat` (aliased to bat) from "
           "the wrong cwd, and a background vite start from the worktree root instead of web/. The smoke test finds "
           "runtime TypeErrors in the vite log, fixed by a subagent and re-smoked to 0 errors. Traps: tsc error counts "
           "(126→51, line:8681) are a planned transitional state, not a symptom; existence probes that print 'No such "
           "file' (line:8598 LandingPage, line:9627 .env.local before cp) are intended; '8 pre-existing test failures' "
           "(line:12702) come from a subagent and are out of this file. Privacy: macOS user name and home paths only."),
    episodes=[
        dict(id="E1", symptom_native_ids=["line:2251"],
             error_text="\"node_modules/.bin/eslint\": No such file or directory (os error 2)",
             failing_command="cd web && ln -s ../../../web/node_modules node_modules 2>&1 && ls node_modules",
             resolved=True,
             fix=dict(native_id="line:2280", kind="path_fix", entities=["ln -s /Users/yixian.huang/code/cocli/web/node_modules"]),
             verified_by_native_id="line:2306", confidence="high", masked=False, expected_failure=False,
             hard_cases=["path_fix", "compound_retry"], shell=True,
             notes=("Exit code 2. The relative symlink ../../../web/node_modules from the worktree's web/ does not reach "
                    "the main checkout; line:2280 removes it and links the absolute path, and `ls …/.bin/eslint` resolves. "
                    "line:2306 runs eslint ('✖ 33 problems' = the lint findings the task is about, not a failure).")),
        dict(id="E2", symptom_native_ids=["line:9650"],
             error_text="(eval):1: command not found: playwright-cli",
             failing_command="playwright-cli --version 2>&1 | head -3", resolved=True,
             fix=dict(native_id="line:9709", kind="env_prefix", entities=["export PATH=\"/Users/yixian.huang/.nvm/versions/node/v22.19.0/bin:$PATH\""]),
             verified_by_native_id="line:9709", confidence="high", masked=False, expected_failure=False,
             hard_cases=["env_prefix", "tool_switch"], shell=True,
             notes=("npx fallback (line:9670) fails differently (E3); line:9688 finds the binary under "
                    "~/.nvm/versions/node/v22.19.0/bin; prefixing PATH prints 'playwright-cli: 1.59.0-alpha-…'. The same "
                    "PATH prefix is reused for vite (line:10430, line:12708, line:12751).")),
        dict(id="E3", symptom_native_ids=["line:9670"],
             error_text="npx:2: maximum nested function level reached; increase FUNCNEST?",
             failing_command="npx --yes playwright-cli --version 2>&1 | tail -3", resolved=True,
             fix=dict(native_id="line:9709", kind="env_prefix", entities=["v22.19.0/bin"]),
             verified_by_native_id="line:9709", confidence="medium", masked=False, expected_failure=False,
             hard_cases=["env_prefix", "retry_still_fails_differently"], shell=True,
             notes=("zsh nvm lazy-load wrappers: `npx () { _load_nvm; npx \"$@\" }` with _load_nvm undefined recurse until "
                    "FUNCNEST. line:9709 still prints hundreds of 'command not found: _load_nvm' lines and an empty "
                    "'node:' but playwright-cli (a real binary on the prefixed PATH) runs; agent: 'playwright-cli works at "
                    "full path' (line:10424) and switches to the MCP playwright tools.")),
        dict(id="E4", symptom_native_ids=["line:10473", "line:10507"],
             error_text="TypeError: Cannot read properties of undefined (reading 'filter')",
             failing_command="head -30 /tmp/cocli-vite.log", resolved=True,
             fix=dict(native_id="line:12653", kind="edit_file", entities=["ThreadInbox", "MessageList"]),
             verified_by_native_id="line:12764", confidence="medium", masked=False, expected_failure=False,
             hard_cases=["edit_then_retry"], shell=True,
             notes=("Runtime errors of the mock-mode app, read from the background vite log (the log read itself works). "
                    "Diagnosis line:10589 names ThreadInbox.tsx:20 and MessageList.tsx:35; the fix is done by a subagent "
                    "(Agent 'Phase 9 — fix 4 smoke-test bugs', line:12653; its edits are not in this file). The restarted "
                    "vite log has 0 error lines (line:12764) and the agent reports '**0 errors** (down from 6 on first "
                    "smoke)' (line:12805). line:10473 (tail -20 of the same log) shows only the React stack frames.")),
        dict(id="E5", symptom_native_ids=["line:12378"],
             error_text="[bat error]: 'shared/brand/index.ts': No such file or directory (os error 2)",
             failing_command="cat shared/brand/index.ts", resolved=True,
             fix=dict(native_id="line:12545", kind="cwd_change", entities=["cd /Users/yixian.huang/code/cocli/.claude/worktrees/web-multitenant-strip-and-polish && cat shared/brand/index.ts"]),
             verified_by_native_id="line:12545", confidence="high", masked=False, expected_failure=False,
             hard_cases=["wrong_cwd", "path_fix", "compound_retry"], shell=True,
             notes="The persistent shell is in web/ (the vite start cd'd there); `cat` is aliased to bat (error prefix '[bat error]'). Rerun with cd to the worktree root prints the file."),
        dict(id="E6", symptom_native_ids=["line:12708", "line:12721"],
             error_text="(eval):1: no such file or directory: ./node_modules/.bin/vite",
             failing_command="VITE_USE_MOCK=true ./node_modules/.bin/vite --port 5173 --strictPort 2>&1 | tee /tmp/cocli-vite2.log",
             resolved=True,
             fix=dict(native_id="line:12751", kind="cwd_change", entities=["cd web && PATH="]),
             verified_by_native_id="line:12764", confidence="high", masked=False, expected_failure=False,
             hard_cases=["wrong_cwd", "path_fix"], shell=True,
             notes=("Background Bash (line:12708) whose failure shows only in the log read line:12721; now the cwd is the "
                    "worktree root (after E5's cd). Diagnosis line:12736 (pwd + ls). line:12751 starts it from web/; "
                    "line:12764 shows 'VITE v8.0.3 ready in 220 ms'.")),
        dict(id="E7", symptom_native_ids=["line:13083"],
             error_text="`/settings/plugins` route shows \"Select a channel\" empty state instead of plugins page",
             failing_command=None, resolved=True,
             fix=dict(native_id="line:13316", kind="edit_file", entities=["App.tsx", "Outlet"]),
             verified_by_native_id="line:13349", confidence="high", masked=False, expected_failure=False,
             hard_cases=["edit_then_retry"], shell=False, symptom_tool="mcp__playwright__browser_snapshot",
             notes=("Found in the re-smoke by browser snapshot (line:13028); agent names it BUG-5 (line:13083): after E4's "
                    "fix the chat layout renders next to <Outlet/>. Edits of web/src/App.tsx (line:13296, line:13306, "
                    "line:13316); browser_evaluate line:13349 then shows only the Plugins heading (agent: '✓ BUG-5 fixed', line:13369); "
                    "committed line:13423.")),
    ],
    pivots=[dict(native_id="line:10424", snippet="playwright-cli works at full path"),
            dict(native_id="line:10589", snippet="There are 2 runtime errors in `ThreadInbox.tsx:20`"),
            dict(native_id="line:12805", snippet="**0 errors** (down from 6 on first smoke)")],
    reuse=[dict(entity="/Users/yixian.huang/.nvm/versions/node/v22.19.0/bin",
                discovered=dict(native_id="line:9688", snippet="/Users/yixian.huang/.nvm/versions/node/v22.19.0/bin/playwright-cli"),
                reused=dict(native_id="line:12751", snippet="PATH=\"/Users/yixian.huang/.nvm/versions/node/v22.19.0/bin:$PATH\"")),
           dict(entity="web/ cwd for vite",
                discovered=dict(native_id="line:12736", snippet="\"node_modules/.bin/vite\": No such file or directory (os error 2)"),
                reused=dict(native_id="line:12751", snippet="cd web && PATH="))],
)}
