LOCAL = "roo_code/prassistant-ibmbob__bob_task_may-16-2026_3-40-13-pm.md"
def ep(id, syms, err, cmd, resolved, fix, ver, conf, masked, hard, notes, shell=True, tool="execute_command", expected=False, fixes=None, codes=None):
    d = {"id": id, "shell": shell, "symptom_tool": tool, "symptom_native_ids": syms, "error_text": err,
         "failing_command": cmd, "resolved": resolved, "fix": fix, "verified_by_native_id": ver,
         "verification": ("none" if not ver else ("command" if shell else "tool")), "confidence": conf, "masked": masked,
         "expected_failure": expected, "hard_cases": hard, "notes": notes}
    if codes is not None: d["symptom_exit_codes"] = codes
    if fixes: d["fix_native_ids"] = fixes
    return d
ENTRY = {
"format": "roo-code-task-export-md (IBM Bob, Roo Code fork, 'Advanced' mode; exported task markdown, May 2026, macOS; exit codes in result headers; file passed through a Markdown formatter)",
"counts": {"shell_commands": 18, "failed_shell_commands": 5, "masked_failures_annotated": 0, "non_shell_tool_errors": 2},
"counts_notes": "Same export layout and Markdown-formatter damage as the other PRAssistant-IBMBOB file, plus one new effect: the formatter rewrote '__tests__' to '**tests**' and '*.ts' to '\\\\*.ts' inside the <command> of the CALL, while the result header keeps the real text (\"[execute_command for 'grep -n \\\"<<<<<<< HEAD\\\" packages/cli/src/__tests__/rule-based-analyzer.test.ts | wc -l']\"): the call text and the header disagree, and the header is the command that actually ran. Bob also compresses repeated output lines ('<previous line repeated 3 additional times>'). shell_commands = 18 '<execute_command>' tags. failed = 5 ('Exit code: 1': line:2471, 3848, 4296, 5121, 6582). exit_unknown = 2 ('Command is still running in terminal from …'): line:6697 and line:8672. Their later output arrives only inside the environment_details of a LATER user block ('# Actively Running Terminals … ### Original command: `…` ### New Output'): line:6697's shows the commit ('106 files changed'), line:8672's shows the pre-commit hook failing ('husky - pre-commit script failed (code 1)') — an exit status of the hook, not of the command, so line:8672 stays exit_unknown although it failed. non_shell_tool_errors = 2 write/apply results with 'New problems detected after saving the file:' (line:997, line:4756). User requests arrive as attempt_completion feedback (<feedback> blocks), one with an [Image].",
"failed_native_ids": ["line:2471", "line:3848", "line:4296", "line:5121", "line:6582"],
"expected_nonzero": [],
"exit_unknown": ["line:6697", "line:8672"],
"notes": "IBM Bob (Roo Code fork) in PRAssistant-IBMBOB on another developer's Mac. Starts from an editor error the user pastes (generateMarkdown missing on PRPacketGenerator), then 'okay i want to test the vsc extension now': `npm run build` over the npm workspaces hits leftover git merge-conflict markers (TS1185) in cli.ts, rule-based-analyzer.ts and a test file, shebang errors (TS18026) that are side effects of the markers, a missing 'build' script in the extension workspace, and type drift in openai-provider.ts. Bob resolves cli.ts/rule-based-analyzer.ts by hand; `git checkout --theirs/--ours` on the test file does nothing outside a merge, so it excludes the tests from tsconfig instead (a workaround, the conflicts stay). After a user-reported runtime bug (no changes detected; fixed but only compiled), two commits fail in the husky/lint-staged pre-commit hook (prettier/eslint ENOENT) and are redone with --no-verify — the second time Bob runs the hooked command again although it had just learned it fails.",
}
ENTRY_EXTRA = {"masked_native_ids": [], "non_shell_tool_error_ids": ["line:997", "line:4756"]}
EPIS = [
 ep("U1", ["line:0"], "Property 'generateMarkdown' does not exist on type 'PRPacketGenerator'. (2339)", None, True,
    {"native_id": "line:997", "kind": "edit_file", "entities": ["packages/cli/src/pr-packet-generator.ts", "generateMarkdown"]}, "line:5369", "medium", False,
    ["edit_then_retry", "retry_still_fails_differently"],
    "User-reported editor error (the task text, 'Current problems detected:'). Bob adds the method (write_to_file line:997, whose result lists new diagnostics: N1), extends shared types (line:1491) and updates extension.ts (line:1787). First build of the whole workspace only happens at line:2471 and fails for unrelated reasons; the first green build is line:5369.", shell=False, tool="user_report", fixes=["line:997", "line:1491", "line:1787"]),
 ep("N1", ["line:997"], "Module '\"@pr-ready/shared\"' has no exported member 'TestResult'.", None, True,
    {"native_id": "line:1491", "kind": "edit_file", "entities": ["packages/shared/src/types.ts"]}, "line:1491", "medium", False,
    ["edit_then_retry"],
    "Non-shell: the new pr-packet-generator.ts imports types that packages/shared does not export ('HybridAnalysis', 'TestResult', 'MonorepoDetection') and uses packet.monorepo. Bob rewrites packages/shared/src/types.ts (line:1491, result without problems).", shell=False, tool="write_to_file"),
 ep("E1", ["line:2471", "line:3848"], "error TS1185: Merge conflict marker encountered.", "npm run build", True,
    {"native_id": "line:4205", "kind": "config_change", "entities": ["src/__tests__/**/*", "packages/cli/tsconfig.json", "cli.ts"]}, "line:4296", "medium", False,
    ["edit_then_retry", "retry_still_fails_differently", "config_change"],
    "Leftover '<<<<<<< HEAD' markers (grep at line:2665). cli.ts is rewritten by hand (line:3158, 'Now let me resolve the cli.ts file', line:3156) and rule-based-analyzer.ts patched (line:3513, line:3623). For the test file Bob runs `git checkout --theirs` (line:3782, 'Updated 1 path from the index') and `--ours` (line:3958, 'Updated 0 paths from the index'); with no merge in progress these only restore the index copy, which still has the markers, so line:3848 fails identically for that file ('The git checkout didn't work as expected', line:3956). Bob then excludes the tests from the build in packages/cli/tsconfig.json (line:4205); line:4296 has no TS1185 left. Workaround, not a resolution of the test-file conflicts.", codes=[1, 1], fixes=["line:3158", "line:3513", "line:3623", "line:3782", "line:3958", "line:4205"]),
 ep("E2", ["line:2471", "line:3848"], "error TS18026: '#!' can only be used at the start of a file.", "npm run build", True,
    {"native_id": "line:4205", "kind": "config_change", "entities": ["src/llm/test-*.ts", "test-anthropic.ts"]}, "line:4296", "medium", False,
    ["config_change"],
    "Same runs, second signature: cli.ts, src/llm/test-anthropic.ts and test-openai.ts have the shebang on line 2 (after a conflict marker). cli.ts is fixed by the manual rewrite (gone from line:3848); the two llm test scripts are only excluded from compilation by the tsconfig change ('src/llm/test-*.ts').", codes=[1, 1]),
 ep("E3", ["line:4296"], "src/openai-provider.ts(3,45): error TS2724: '\"@pr-ready/shared\"' has no exported member named 'LLMConfig'. Did you mean 'Config'?", "npm run build", True,
    {"native_id": "line:4998", "kind": "edit_file", "entities": ["packages/cli/src/openai-provider.ts"]}, "line:5121", "high", False,
    ["edit_then_retry", "retry_still_fails_differently"],
    "Also TS2420 (OpenAIProvider misses isConfigured) and TS2353 ('suggestions' not in LLMAnalysis). First apply_diff (line:4756) leaves editor errors (N2: \"Property 'apiKey' does not exist on type 'Config'.\"); the second (line:4998, 'it should be `config.llm?.apiKey`') fixes them; line:5121 builds @pr-ready/cli ('Great! The CLI package built successfully', line:5202) and still exits 1 only because of E4.", codes=[1], fixes=["line:4756", "line:4998"]),
 ep("N2", ["line:4756"], "Property 'apiKey' does not exist on type 'Config'.", None, True,
    {"native_id": "line:4998", "kind": "edit_file", "entities": ["config.llm?.apiKey"]}, "line:5121", "high", False,
    ["edit_then_retry"],
    "Non-shell: editor diagnostics after the first openai-provider.ts patch; fixed by reading the llm sub-config (line:4998); confirmed by the CLI build in line:5121.", shell=False, tool="apply_diff"),
 ep("E4", ["line:2471", "line:3848", "line:4296", "line:5121"], "npm error Missing script: \"build\"", "npm run build", True,
    {"native_id": "line:5204", "kind": "config_change", "entities": ["\"build\": \"tsc -p ./\"", "packages/extension/package.json"]}, "line:5369", "high", False,
    ["config_change"],
    "`npm run build --workspaces` also fails in workspace pr-ready-vscode, which has only 'compile'. Present in every failing build from the first one, but Bob only acts once it is the last error (line:5202). Adding a build script (line:5204) makes line:5369 exit 0 for all three workspaces.", codes=[1, 1, 1, 1]),
 ep("U2", ["line:5839"], "help , what is wrong i tried to test it on a different project sand it does not detect any changes.", None, False,
    {"native_id": "line:6169", "kind": "edit_file", "entities": ["packages/cli/src/git-diff-extractor.ts", "extractDiff"]}, None, "medium", False,
    ["edit_then_retry"],
    "User-reported runtime bug with a screenshot ([Image]); Bob reads the message in it as 'No differences found between origin/main and main' (line:5893) and makes extractDiff fall back to uncommitted changes (line:6169). Checked only by compiling both packages (line:6336, line:6404, exit 0): a compile-only check of a runtime bug, so resolved false.", shell=False, tool="user_report"),
 ep("E5", ["line:6582"], "[FAILED] prettier --write [ENOENT]", "git add -A && git commit -m \"working da best\" && git push origin main", True,
    {"native_id": "line:6697", "kind": "command_change", "entities": ["--no-verify"]}, "line:6697", "medium", False,
    ["flag_removed", "compound_retry"],
    "husky pre-commit → lint-staged cannot spawn prettier/eslint (not installed); also a 'husky - DEPRECATED' notice. Bob: 'The pre-commit hook is failing because prettier and eslint are not installed. Let me bypass the hooks' (line:6695). The --no-verify rerun answers 'still running'; the commit shows up later in the terminal's New Output ('106 files changed'); the push result is never shown, hence medium. The hook itself is never fixed.", codes=[1]),
 ep("E6", ["line:8672"], "husky - pre-commit script failed (code 1)", "git add README.md TESTING.md && git commit -m \"docs: clean up and polish documentation for judge review\" && git push origin main", True,
    {"native_id": "line:8768", "kind": "command_change", "entities": ["--no-verify"]}, "line:8768", "high", False,
    ["flag_removed", "compound_retry"],
    "Recurrence of E5: the result is 'still running'; the failure ('✖ Task failed to spawn: prettier --write') is visible only in the environment_details 'New Output' of the next user block. 'The pre-commit hook is failing again. Let me bypass it:' (line:8766); the --no-verify rerun exits 0 and pushes ('bc769c6..89c4d9f main -> main'). Knowledge from E5 was available but not used up front."),
]
PIVOTS = [
 {"native_id": "line:3956", "snippet": "The git checkout didn't work as expected."},
 {"native_id": "line:4115", "snippet": "let me exclude the test files from the build"},
 {"native_id": "line:6695", "snippet": "The pre-commit hook is failing because prettier and eslint are not installed."},
]
REUSE = [
 {"entity": "--no-verify to bypass the broken lint-staged hook",
  "discovered": {"native_id": "line:6697", "snippet": "git commit -m \"working da best\" --no-verify"},
  "reused": {"native_id": "line:8768", "snippet": "--no-verify && git push origin main"}},
 {"entity": "files with conflict markers found by grep",
  "discovered": {"native_id": "line:2665", "snippet": "rule-based-analyzer.test.ts:<<<<<<< HEAD"},
  "reused": {"native_id": "line:3716", "snippet": "grep -n \"<<<<<<< HEAD\""}},
]
