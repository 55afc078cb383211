LOCAL = "roo_code/ibm-bob-hackathon__bob_task_2.md"
def ep(id, syms, err, cmd, resolved, fix, ver, conf, masked, hard, notes, shell=True, tool="execute_command", expected=False, fixes=None, codes=None):
    d = {"id": id, "shell": shell, "symptom_tool": tool, "symptom_native_ids": syms, "error_text": err,
         "failing_command": cmd, "resolved": resolved, "fix": fix, "verified_by_native_id": ver,
         "verification": ("none" if not ver else ("command" if shell else "tool")), "confidence": conf, "masked": masked,
         "expected_failure": expected, "hard_cases": hard, "notes": notes}
    if codes is not None: d["symptom_exit_codes"] = codes
    if fixes: d["fix_native_ids"] = fixes
    return d
ENTRY = {
"format": "roo-code-task-export-md (IBM Bob, Roo Code fork; exported task markdown, May 2026, Windows 11 + Windows PowerShell 5; exit codes in result headers; CRLF inside one read_file result)",
"counts": {"shell_commands": 7, "failed_shell_commands": 4, "masked_failures_annotated": 0, "non_shell_tool_errors": 5},
"counts_notes": "Same export layout as the PRAssistant file (blocks '**User:**'/'**Assistant:**' separated by '---'; XML tool calls; result block \"[execute_command for '<cmd>'] Result:\"). Native id line:N = 0-based line of the '<execute_command>' / '<apply_diff>' / '<write_to_file>' tag or of the assistant text line. shell_commands = 7 '<execute_command>' tags; failed = 4 ('Command execution was not successful, inspect the cause and adjust as needed.' + 'Exit code: 1': line:2135, 2185, 2311, 2459); no exit_unknown. The header here has TWO spaces ('Command executed in terminal  within working directory …'), unlike the PRAssistant export. non_shell_tool_errors = 5 apply_diff/write_to_file results with 'New problems detected after saving the file:' (basedpyright): line:1380, 1475, 1574, 1869, 2363. Lines 175-1340 (a read_file of a Windows file) end in CRLF; everything else is LF. Note: the exported command text shows PowerShell output with '+ ~~' caret lines that look like diff or quote markers.",
"failed_native_ids": ["line:2135", "line:2185", "line:2311", "line:2459"],
"expected_nonzero": [],
"exit_unknown": [],
"notes": "IBM Bob (Roo Code fork) on Windows: the user says Bob hallucinated beeai_framework import paths in weather_monitor.py. Bob rewrites the imports (several apply_diff rounds against basedpyright diagnostics), then tries to run the example: `&&` is rejected by Windows PowerShell 5 (fix: `;`), the example then dies on a cp1252 console UnicodeEncodeError, which Bob dismisses as unrelated. A `python -c` one-liner with f-strings is mangled by PowerShell quoting (fix: write test_imports.py), whose first run hits the same cp1252 UnicodeEncodeError in its own ✓ characters (fix: drop the characters). Trap: Bob treats 'ModuleNotFoundError: No module named bee_agent' as proof the import paths are right; the user's actual goal (correct import paths of an installed package) is never verified in the session, and nothing here should be read as evidence that it was.",
}
ENTRY_EXTRA = {"masked_native_ids": [], "non_shell_tool_error_ids": ["line:1380", "line:1475", "line:1574", "line:1869", "line:2363"]}
EPIS = [
 ep("N1", ["line:1380", "line:1475", "line:1574", "line:1869"], "\"ToolInput\" is not defined", None, True,
    {"native_id": "line:1963", "kind": "edit_file", "entities": ["ToolInput", "weather_monitor.py"]}, "line:1963", "medium", False,
    ["edit_then_retry", "retry_still_fails_differently"],
    "Non-shell: four apply_diff rounds on weather_monitor.py, each result listing new basedpyright errors ('Argument to class must be a base class', 'Cannot access attribute \"_session\" …', 'Object of type \"None\" cannot be called'); the fifth apply_diff (line:1963) saves with no problems list. The first list also has 'Import \"bee_agent.agents.bee_agent\" could not be resolved', which no edit can fix (package not installed); it drops out of later lists only because the import moved into a try block.", shell=False, tool="apply_diff", fixes=["line:1475", "line:1574", "line:1869", "line:1963"]),
 ep("E1", ["line:2135"], "The token '&&' is not a valid statement separator in this version.", "cd apps/backend && python examples/beeai_weather_example.py", True,
    {"native_id": "line:2185", "kind": "command_change", "entities": ["cd apps/backend; python"]}, "line:2185", "high", False,
    ["compound_retry", "retry_still_fails_differently"],
    "Windows PowerShell 5 parser error (ParserError, InvalidEndOfLine); the agent: 'I need to use PowerShell syntax. Let me try again:' (line:2183) and replaces `&&` with `;`. The fixed command runs the script (no parser error) but fails with a new error (E2).", codes=[1]),
 ep("E2", ["line:2185"], "UnicodeEncodeError: 'charmap' codec can't encode character '\\u274c' in position 2: character maps to <undefined>", "cd apps/backend; python examples/beeai_weather_example.py", False,
    None, None, "high", False, ["gave_up", "tool_switch"],
    "The example prints '❌ OPENWEATHER_API_KEY environment variable not set!' to a cp1252 console and crashes. Bob declares it 'not related to our import fix' (line:2256) and switches to an import-only check (line:2264, exit 0). The example script is never run successfully; the same encoding error returns in E4 and is fixed there for another file."),
 ep("E3", ["line:2311"], "' is not recognized as the name of a cmdlet, function, script file, or operable program.", "cd apps/backend; python -c \"import sys; print('Testing import paths...'); exec(", True,
    {"native_id": "line:2363", "kind": "tool_switch", "entities": ["test_imports.py", "write_to_file"]}, "line:2459", "high", False,
    ["tool_switch", "typo", "retry_still_fails_differently"],
    "PowerShell splits the python -c string at the inner quotes and tries to run the f-string text as a cmdlet (CommandNotFoundException). Bob writes the test as a file ('Let me create a simple test file instead:', line:2361) and runs it (line:2459): the script now starts, but crashes with E4.", codes=[1]),
 ep("E4", ["line:2459"], "UnicodeEncodeError: 'charmap' codec can't encode character '\\u2713' in position 0: character maps to <undefined>", "cd apps/backend; python test_imports.py", True,
    {"native_id": "line:2518", "kind": "edit_file", "entities": ["test_imports.py", "Unicode"]}, "line:2603", "high", False,
    ["edit_then_retry"],
    "Same cp1252 console signature as E2, now in the agent's own test file (the '✓' marks). 'Let me update the test file to avoid Unicode issues' (line:2516): the rewrite drops the characters and the rerun exits 0 (line:2603). The test is then deleted (line:2666).", codes=[1]),
]
PIVOTS = [
 {"native_id": "line:2183", "snippet": "I need to use PowerShell syntax. Let me try again:"},
 {"native_id": "line:2361", "snippet": "Let me create a simple test file instead:"},
 {"native_id": "line:2516", "snippet": "Let me update the test file to avoid Unicode issues:"},
]
REUSE = [
 {"entity": "PowerShell needs ';' instead of '&&'",
  "discovered": {"native_id": "line:2135", "snippet": "The token '&&' is not a valid statement separator in this version."},
  "reused": {"native_id": "line:2264", "snippet": "cd apps/backend; python -c"}},
 {"entity": "cp1252 console cannot print non-ASCII symbols",
  "discovered": {"native_id": "line:2256", "snippet": "fails due to a Unicode encoding issue in the example file"},
  "reused": {"native_id": "line:2516", "snippet": "avoid Unicode issues"}},
]
