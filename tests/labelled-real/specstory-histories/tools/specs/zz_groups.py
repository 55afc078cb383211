"""Cross-session groups over all L33 files."""
S = {}
D = "cursor/dialfa-sales__"
GROUPS = [
    dict(description=("Windows shell dialect mismatch on the same machine (user 'User', D:/dialfa new) across three Cursor "
                      "sessions of dialfa-sales: the agent writes a command for a different shell than the one Cursor "
                      "runs it in — cmd.exe `for /f` sent to PowerShell (ParserError MissingOpenParenthesisAfterKeyword), "
                      "`&&` sent to Windows PowerShell 5 (InvalidEndOfLine), and `taskkill /PID` sent to Git Bash, whose "
                      "MSYS path conversion turns /PID into 'C:/Program Files/Git/PID'. Fixes: split into PowerShell-valid "
                      "commands, `;` instead of `&&`; the cmd.exe rerun of the third was cancelled."),
         category="windows_shell_dialect",
         members=[dict(file=D + "2025-10-23_20-37Z-kill-process-using-port-3000.md", native_id="line:33",
                       role="symptom E1, fixed by netstat+taskkill (line:59, line:151)"),
                  dict(file=D + "2025-10-23_21-12Z-fix-typescript-error-in-next-js-build.md", native_id="line:242",
                       role="symptom E2, fixed by ';' (line:274)"),
                  dict(file=D + "2025-11-03_11-56Z-terminate-processes-on-port-3000.md", native_id="line:139",
                       role="symptom E1 (recurrence of the port-3000 kill, new shell), fix cancelled: unresolved")],
         fix_entities=["taskkill /F /PID", " ; npm run build", "cmd.exe"]),
    dict(description=("Next.js `next build` type-check failure ('Linting and checking validity of types … Failed to "
                      "compile.' + 'Type error: …') in the same frontend (spisa-new/frontend) in two sessions three weeks "
                      "apart; each time fixed by editing the named file and re-running npm run build until the Route "
                      "(app) table prints."),
         category="next_build_type_error",
         members=[dict(file=D + "2025-10-23_21-12Z-fix-typescript-error-in-next-js-build.md", native_id="line:274",
                       role="symptom E3 (first of a chain E3-E7), fixed by edits, green at line:1866"),
                  dict(file=D + "2025-11-16_13-40Z-fix-npm-run-build-issues.md", native_id="line:30",
                       role="symptom E1, fixed by search_replace line:84, green at line:152")],
         fix_entities=["npm run build", "Route (app)"]),
    dict(description=("The agent forgets where the persistent shell's cwd is: a relative path or `cd sub` after an earlier "
                      "`cd` already moved (or did not move) the shell — `bash: cd: frontend: No such file or directory` "
                      "(Cursor, Git Bash), bat/zsh 'No such file or directory' for shared/… and ./node_modules/.bin/vite "
                      "(Claude Code). Fix: drop or add the cd / use the absolute path."),
         category="wrong_cwd_persistent_shell",
         members=[dict(file=D + "2025-11-16_13-40Z-fix-npm-run-build-issues.md", native_id="line:124",
                       role="symptom E2, fixed by plain npm run build (line:152)"),
                  dict(file="claude_code/cocli__2026-05-21_06-41-36Z-cocli-oss-local-gui.md", native_id="line:12378",
                       role="symptom E5, fixed by cd to worktree root (line:12545)"),
                  dict(file="claude_code/cocli__2026-05-21_06-41-36Z-cocli-oss-local-gui.md", native_id="line:12708",
                       role="symptom E6, fixed by cd web (line:12751)"),
                  dict(file="cursor/chef-chopsky__2025-10-03_20-55Z-implement-hook-to-block-cat-env-command.md", native_id="line:3235",
                       role="symptom E3 (git add pathspec from .cursor/hooks), diagnosed by pwd, never fixed"),
                  dict(file="claude_code/claude-dev-settings__2026-02-21_22-53-18Z-command-name-model-command.md", native_id="line:178",
                       role="symptom E2 (Exit code 1; shell still inside .claude), fixed by cd .. (line:289)")],
         fix_entities=["cd web", "npm run build"]),
    dict(description=("A relative symlink that does not resolve from where it is used: the worktree's web/node_modules -> "
                      "../../../web/node_modules (eslint missing, Exit code 2) and ~/.claude/hooks -> ../hooks (Claude Code's "
                      "Stop hook: on-exit.sh No such file or directory). Both are fixed by re-creating the link with an "
                      "absolute target."),
         category="relative_symlink_broken",
         members=[dict(file="claude_code/cocli__2026-05-21_06-41-36Z-cocli-oss-local-gui.md", native_id="line:2251",
                       role="symptom E1, fixed by absolute ln -s (line:2280), verified by eslint run (line:2306)"),
                  dict(file="claude_code/claude-dev-settings__2026-02-21_22-53-18Z-command-name-model-command.md", native_id="line:344",
                       role="symptom E3 (user-reported hook error), absolute ln -s at line:406, never re-verified")],
         fix_entities=["ln -s", "absolute path"]),
    dict(description=("Same machine, two months apart: the user's zsh hooks print 'error: could not lock config file "
                      "/Users/gabrielamyot/.gitconfig: File exists' before the output of ordinary commands. In February "
                      "the agent ignores it; in April it blames it for the find results and prefixes "
                      "GIT_CONFIG_NOSYSTEM=1 GIT_CONFIG=/dev/null (the message disappears, but also without the prefix)."),
         category="environment_stderr_noise",
         members=[dict(file="claude_code/claude-dev-settings__2026-02-21_22-53-18Z-command-name-model-command.md", native_id="line:61",
                       role="symptom E1 (ignored, unfixed)"),
                  dict(file="claude_code/claude-dev-settings__2026-04-22_12-26-02Z-i-just-instaled-playwright.md", native_id="line:343",
                       role="recurrence E1, env-prefix workaround line:404 (medium)")],
         fix_entities=["GIT_CONFIG_NOSYSTEM=1 GIT_CONFIG=/dev/null"]),
    dict(description=("A needed CLI tool is not on the machine or not on PATH: `command not found: playwright-cli` "
                      "(macOS, nvm-managed global npm bin not on PATH; fixed by a PATH prefix to the nvm node bin), "
                      "`Command 'meson' not found` (WSL; the agent switches to the Docker-based ./run-ci, result never "
                      "shown) and `clang-format: not found` from run-ci's host hook (never installed)."),
         category="missing_tool",
         members=[dict(file="claude_code/cocli__2026-05-21_06-41-36Z-cocli-oss-local-gui.md", native_id="line:9650",
                       role="symptom E2, fixed by PATH prefix (line:9709)"),
                  dict(file="copilot/bmcweb__2026-08-08_16-23-01Z-openbmc-contribution-validation-request.md", native_id="line:190",
                       role="symptom E1, tool switch to ./run-ci (line:229), unverified"),
                  dict(file="copilot/bmcweb__2026-08-08_16-23-01Z-openbmc-contribution-validation-request.md", native_id="line:3035",
                       role="symptom E7, never fixed")],
         fix_entities=["export PATH=", "./run-ci"]),
]
