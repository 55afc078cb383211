LOCAL = "roo_code/refinery-ibm-bob__bob_task_may-16-2026_5-04-28-pm.md"
def ep(id, syms, err, cmd, resolved, fix, ver, conf, masked, hard, notes, shell=True, tool="execute_command", expected=False, fixes=None, codes=None):
    d = {"id": id, "shell": shell, "symptom_tool": tool, "symptom_native_ids": syms, "error_text": err,
         "failing_command": cmd, "resolved": resolved, "fix": fix, "verified_by_native_id": ver,
         "verification": ("none" if not ver else ("command" if shell else "tool")), "confidence": conf, "masked": masked,
         "expected_failure": expected, "hard_cases": hard, "notes": notes}
    if codes is not None: d["symptom_exit_codes"] = codes
    if fixes: d["fix_native_ids"] = fixes
    return d
ENTRY = {
"format": "roo-code-task-export-md (IBM Bob, Roo Code fork; exported task markdown, May 2026, Windows PowerShell; COBOL/JCL mainframe sample repo; exit codes in result headers)",
"counts": {"shell_commands": 5, "failed_shell_commands": 2, "masked_failures_annotated": 0, "non_shell_tool_errors": 3},
"counts_notes": "Same export layout as the other roo_code files (two-space 'Command executed in terminal  within working directory' header). Native id line:N = 0-based line of the tool tag ('<execute_command>', '<write_to_file>', '<search_files>', …) or of assistant/user text. shell_commands = 5 '<execute_command>' tags, all with results; failed = 2 (Exit code: 1 at line:2495 and line:2719); no exit_unknown, no masked. non_shell_tool_errors = 3: two write_to_file calls rejected by the tool ('The tool execution failed with the following error:' … 'the line_count parameter was either missing', line:771 and line:1646) and one search_files with 'Found 0 results.' for a file the user named (line:3213). The same blob is committed twice in the repo under two names (…_5-04-28-pm.md and …_5-04-218-pm.md); this copy is the first. The task changes three times through user messages (COMP-3 → 'New instructions for task continuation' COMP → attempt_completion feedback 'make a new file and write 2000 lines of cobol' → feedback asking to trace INTEREST-CALC.cob); these are instruction changes, not failures.",
"failed_native_ids": ["line:2495", "line:2719"],
"expected_nonzero": [],
"exit_unknown": [],
"notes": "IBM Bob (Roo Code fork) in an IBM Z sample repo (COBOL, JCL, copybooks). After two COMP/COMP-3 edits, the user asks for a new 2000-line COBOL file. write_to_file is rejected twice because the model's output is cut off (810 and 784 lines, no line_count), so Bob switches to generating the file with PowerShell: an inline `powershell -Command \"$lines = …\"` is destroyed because the calling PowerShell expands the $variables inside the double quotes; a generate_cobol.ps1 script file then fails on \"'COUNTER $lineNum: '\" (a ':' after a variable is parsed as a drive-qualified name) and works after changing it to ${lineNum}. The final request names INTEREST-CALC.cob, which does not exist (search_files 'Found 0 results.'); Bob asks, the user picks another scope. A clean Windows-PowerShell quoting session with exit codes.",
}
ENTRY_EXTRA = {"masked_native_ids": [], "non_shell_tool_error_ids": ["line:771", "line:1646", "line:3213"]}
EPIS = [
 ep("N1", ["line:771", "line:1646"], "You wrote 810 lines of content, but the line_count parameter was either missing or not included in your response.", None, True,
    {"native_id": "line:2565", "kind": "tool_switch", "entities": ["generate_cobol.ps1", "<line_count>113</line_count>"]}, "line:2840", "high", False,
    ["tool_switch", "retry_still_fails_differently"],
    "Non-shell: write_to_file of COBOL/CUSTMGMT.cbl fails twice with the tool's truncation error ('Your response may have been truncated because it exceeded your output limit'); the second try (line:1646, 'I need to create the file with the proper line_count parameter', line:1644) writes 784 lines and fails the same way. Bob gives up on writing the content directly and generates it: first an inline powershell -Command (line:2495, fails: E1), then a 113-line generator script written with line_count (line:2565), which after the E2 fix produces the 2000-line file (line:2840 'Generated COBOL file with 2000 lines', line:2883 '2000').", shell=False, tool="write_to_file", fixes=["line:2495", "line:2565"]),
 ep("E1", ["line:2495"], "Missing expression after unary operator '++'.", "powershell -Command \"$lines = @(); for($i=1; $i -le 2000; $i++) {", True,
    {"native_id": "line:2565", "kind": "tool_switch", "entities": ["generate_cobol.ps1", "-ExecutionPolicy Bypass -File"]}, "line:2719", "high", False,
    ["tool_switch", "typo", "retry_still_fails_differently"],
    "The echoed parse line shows the cause: ' = @(); for(=1;  -le 2000; ++)' — the outer PowerShell expanded $lines and $i (empty) inside the double-quoted -Command string before the child powershell parsed it; more errors follow ('An expression was expected after '('.', 'The string is missing the terminator: \".'). Bob writes the code to a .ps1 file (line:2565) and runs it with -File (line:2719): the $-expansion problem is gone, but the script has its own parse error (E2).", codes=[1], fixes=["line:2565", "line:2719"]),
 ep("E2", ["line:2719"], "Variable reference is not valid. ':' was not followed by a valid variable name character. Consider using ${} to ", "powershell -ExecutionPolicy Bypass -File generate_cobol.ps1", True,
    {"native_id": "line:2770", "kind": "edit_file", "entities": ["${lineNum}", "generate_cobol.ps1"]}, "line:2840", "high", False,
    ["edit_then_retry", "typo"],
    "ParserError InvalidVariableReferenceWithDrive at generate_cobol.ps1:90 (\"DISPLAY 'COUNTER $lineNum: ' …\"). The apply_diff writes ${lineNum} (and also drops the trailing WS-COUNTER reference); the identical rerun exits 0 with 'Generated COBOL file with 2000 lines' (line:2840); a Measure-Object line count confirms 2000 (line:2883). The error message itself names the fix ('Consider using ${} to delimit the name').", codes=[1]),
 ep("N2", ["line:3213"], "Found 0 results.", None, False,
    None, None, "high", False, [],
    "Non-shell: the user asks to trace every dependency of INTEREST-CALC.cob; search_files finds nothing and list_files COBOL shows only CUSTMGMT/SAM1/SAM2 (line:3255). Bob asks (ask_followup_question, line:3297) and the user answers '2' (analyse SAM1/SAM2 instead, line:3328). The original request cannot be satisfied; the user changes the scope, so no fix and resolved false.", shell=False, tool="search_files"),
]
PIVOTS = [
 {"native_id": "line:2493", "snippet": "Let me use the execute_command tool to create a 2000-line COBOL file more efficiently using a script approach"},
 {"native_id": "line:2563", "snippet": "Let me create a PowerShell script file first and then execute it:"},
 {"native_id": "line:2768", "snippet": "there's a variable parsing issue"},
]
REUSE = [
 {"entity": "${} variable delimiting suggested by the PowerShell error",
  "discovered": {"native_id": "line:2719", "snippet": "Consider using ${} to "},
  "reused": {"native_id": "line:2770", "snippet": "DISPLAY 'COUNTER ${lineNum} PROCESSED'"}},
 {"entity": "line_count parameter of write_to_file",
  "discovered": {"native_id": "line:771", "snippet": "Try again with the line_count parameter in your response if you forgot to include it"},
  "reused": {"native_id": "line:2565", "snippet": "<line_count>113</line_count>"}},
]
