LOCAL = "roo_code/prassistant-ibmbob__bob_task_may-16-2026_12-06-38-pm.md"
def ep(id, syms, err, cmd, resolved, fix, ver, conf, masked, hard, notes, shell=True, tool="execute_command", expected=False, fixes=None, codes=None):
    d = {"id": id, "shell": shell, "symptom_tool": tool, "symptom_native_ids": syms, "error_text": err,
         "failing_command": cmd, "resolved": resolved, "fix": fix, "verified_by_native_id": ver,
         "verification": ("none" if not ver else ("command" if shell else "tool")), "confidence": conf, "masked": masked,
         "expected_failure": expected, "hard_cases": hard, "notes": notes}
    if codes is not None: d["symptom_exit_codes"] = codes
    if fixes: d["fix_native_ids"] = fixes
    return d
ENTRY = {
"format": "roo-code-task-export-md (IBM Bob 'bob-code' extension, a Roo Code fork; exported task markdown, May 2026, macOS; exit codes in result headers; file passed through a Markdown formatter)",
"counts": {"shell_commands": 12, "failed_shell_commands": 3, "masked_failures_annotated": 1, "non_shell_tool_errors": 2},
"counts_notes": "Markdown export: blocks '**User:**' / '**Assistant:**' separated by '---'. Tool calls are XML in the assistant block (<execute_command><command>…</command></execute_command>, <apply_diff>, <write_to_file>, <read_file><args>…, <list_files>, <update_todo_list>); the result is the next **User:** block starting \"[execute_command for '<cmd>'] Result:\". Native id line:N = 0-based line of the '<execute_command>' (or '<apply_diff>' / '<write_to_file>') opening tag; for plain assistant text the line of that text. A line:N record = line N to the end of its block, plus the next (result) block for assistant lines. shell_commands = 12 '<execute_command>' tags. Exit codes are in the result text: 'Command executed in terminal within working directory '…'. Exit code: 0' or '… Command execution was not successful, inspect the cause and adjust as needed.\\nExit code: N'. failed = 3 (line:1962 exit 1, line:2036 exit 1, line:2909 exit 2). exit_unknown = 2: line:2203 ('Command is still running in terminal from …' and no later update) and line:2522 (the tool itself failed: 'Error executing command: … Current ask promise was ignored'; the command never ran). masked = 1 (line:2445: exit 0, empty output). non_shell_tool_errors = 2 write/apply results with 'New problems detected after saving the file:' (line:1068, line:3177). The file was reformatted by a Markdown formatter before commit: '*' and '_' are escaped ('workspace:\\\\*', 'import \\\\* as vscode'), '=>' became '=&gt;', SEARCH/REPLACE markers became '> > > > > > > REPLACE', and code indentation inside apply_diff bodies is partly lost; snippets below are taken from this formatted text.",
"failed_native_ids": ["line:1962", "line:2036", "line:2909"],
"expected_nonzero": [],
"exit_unknown": ["line:2203", "line:2522"],
"notes": "IBM Bob (Roo Code fork) session in the PRAssistant-IBMBOB monorepo (npm workspaces: packages/cli, shared, extension): implement a VS Code extension scaffold. npm install fails twice with EUNSUPPORTEDPROTOCOL because the new package.json uses pnpm's 'workspace:*' protocol (first from the package dir, then from the root); the agent switches to 'file:../cli'. The rerun stays 'still running' and the agent polls it with probes, one of which is masked (`ls … 2>/dev/null | head -5 || echo …` exits 0 with no output because npm hoisted node_modules to the root), and one of which fails inside the tool ('Current ask promise was ignored'); list_files then shows package-lock.json. tsc exits 2 on two wrong method names that the editor had already flagged when the file was written; two apply_diff rounds (the first adds a new type error) make `npm run compile` exit 0.",
}
ENTRY_EXTRA = {"masked_native_ids": ["line:2445"], "non_shell_tool_error_ids": ["line:1068", "line:3177"]}
EPIS = [
 ep("N1", ["line:1068"], "Cannot find module 'vscode' or its corresponding type declarations.", None, True,
    {"native_id": "line:2109", "kind": "edit_file", "entities": ["file:../cli", "npm install"]}, "line:3560", "medium", False,
    ["install"],
    "Non-shell: write_to_file of packages/extension/src/extension.ts reports four editor diagnostics. 'Cannot find module vscode' is only a missing @types/vscode install: it goes away with the install that works after the E1 fix (line:2203, confirmed by line:2837) and the clean compile line:3560. The other two lines of the same list ('Property 'extract' does not exist on type 'GitDiffExtractor'', 'Property 'load' does not exist on type 'ConfigManager'') are ignored here and come back as the tsc failure E4.", shell=False, tool="write_to_file", fixes=["line:2203"]),
 ep("E1", ["line:1962", "line:2036"], "npm error Unsupported URL Type \"workspace:\": workspace:\\*", "npm install", True,
    {"native_id": "line:2109", "kind": "config_change", "entities": ["workspace:", "file:../cli", "file:../shared"]}, "line:2837", "medium", False,
    ["edit_then_retry", "wrong_cwd", "config_change"], 
    "npm error code EUNSUPPORTEDPROTOCOL, exit 1 twice. The first run (`cd packages/extension && npm install`) also warns 'npm warn workspaces pr-ready in filter set, but no workspace folder present'; the agent's retry from the root (line:2036, 'I need to install from the root') removes only that warning and fails identically, so the cwd change is not the fix. The fix is the apply_diff of packages/extension/package.json (line:2109: 'workspace:*' → 'file:../cli' / 'file:../shared'). The rerun (line:2203) never reports an exit code; evidence that it worked is package-lock.json in list_files (line:2677) and root node_modules/@types/vscode (line:2837), then tsc runs (line:2909).", codes=[1, 1]),
 ep("E2", ["line:2445"], "(exit 0 with empty output: packages/extension/node_modules does not exist; the `|| echo` fallback cannot fire behind `| head -5`)", "ls packages/extension/node_modules 2>/dev/null | head -5 || echo \"node_modules not ready yet\"", True,
    {"native_id": "line:2837", "kind": "path_fix", "entities": ["node_modules/@types/vscode", "2>/dev/null | head -3"]}, "line:2837", "medium", True,
    ["masked", "path_fix"],
    "Probe of the running install. stderr is discarded and the pipe makes the exit 0, so 'node_modules not ready yet' is never printed; the agent reads the silence as 'still installing'. With npm workspaces the dependencies are hoisted to the root: checking root node_modules/@types/vscode (line:2837, same masking pattern but the directory exists) lists it.", codes=[0]),
 ep("E3", ["line:2522"], "Error executing command: {\"name\":\"Error\",\"message\":\"Current ask promise was ignored\"", "test -f package-lock.json && echo \"Install completed\" || echo \"Still installing...\"", True,
    {"native_id": "line:2677", "kind": "tool_switch", "entities": ["list_files", "package-lock.json"]}, "line:2677", "medium", False,
    ["tool_switch"],
    "The execute_command tool itself failed (the stack trace points into the Bob extension: /Applications/IBM Bob.app/…/bob-code/dist/extension.js); the command never ran and there is no exit code (exit_unknown). The agent switches to list_files on '.', whose listing contains package-lock.json ('Good! The package-lock.json exists', line:2764).", codes=[None]),
 ep("E4", ["line:2909"], "src/extension.ts(75,42): error TS2339: Property 'extract' does not exist on type 'GitDiffExtractor'.", "cd packages/extension && npm run compile", True,
    {"native_id": "line:3177", "kind": "edit_file", "entities": ["extractDiff", "loadConfig"]}, "line:3560", "high", False,
    ["edit_then_retry"],
    "tsc exit 2 ('npm error Lifecycle script `compile` failed with error:'); second error line 'src/extension.ts(88,44): error TS2339: Property 'load' does not exist on type 'ConfigManager'.' The agent reads git-diff-extractor.ts and config-manager.ts (line:2992) and renames the calls (line:3177); the apply_diff result then shows a new diagnostic (N2), fixed by line:3447; the next compile exits 0 (line:3560) and out/extension.js exists (line:3701). The same two errors were already in the editor diagnostics of line:1068 (N1) and were not acted on then.", codes=[2], fixes=["line:3177", "line:3447"]),
 ep("N2", ["line:3177"], "Argument of type 'Config' is not assignable to parameter of type 'TestResult'.", None, True,
    {"native_id": "line:3447", "kind": "edit_file", "entities": ["generator.generate(diff, analysis)", "TestResult"]}, "line:3560", "high", False,
    ["retry_still_fails_differently", "edit_then_retry"],
    "Non-shell: introduced by the E4 fix (now passing the loaded config as 3rd argument of generator.generate). The agent reads pr-packet-generator.ts (line:3290) and drops the config argument (line:3447); tsc exits 0 at line:3560.", shell=False, tool="apply_diff"),
]
PIVOTS = [
 {"native_id": "line:2107", "snippet": "The `workspace:*` protocol is not supported by npm."},
 {"native_id": "line:2764", "snippet": "Good! The package-lock.json exists, which means npm install has completed."},
 {"native_id": "line:2990", "snippet": "I need to check the actual method names in the CLI classes."},
]
REUSE = [
 {"entity": "real method names extractDiff / loadConfig",
  "discovered": {"native_id": "line:2992", "snippet": "async extractDiff(options: DiffOptions = {}): Promise<GitDiff> {"},
  "reused": {"native_id": "line:3177", "snippet": "const diff = await diffExtractor.extractDiff({});"}},
 {"entity": "npm workspaces hoist node_modules to the repo root",
  "discovered": {"native_id": "line:2677", "snippet": "package-lock.json"},
  "reused": {"native_id": "line:2837", "snippet": "ls -la node_modules/@types/vscode"}},
]
