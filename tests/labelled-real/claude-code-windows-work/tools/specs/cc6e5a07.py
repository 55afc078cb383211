FILE = "claude_code/ClaudeWork__cc6e5a07-2800-47f0-a68e-20d094a4b5d0.jsonl"
SPEC = {
 "format": "claude-code-jsonl (Claude Code 2.1.x on Windows, work computer C:\\Users\\emarquez; Bash tool is Git Bash (MSYS); parallel Bash calls cancelled as 'Sibling tool call errored'; user pastes PowerShell console output as plain user messages)",
 "counts_notes": "27 tool_use blocks named Bash (no PowerShell tool calls in this file, no sidechains). Failed = tool_result is_error true: 6. Two of them are real exits (Exit code 127, Exit code 2); four are '<tool_use_error>Sibling tool call errored</tool_use_error>' cancellations of parallel calls in the same assistant turn (they never ran, but is_error is true so they are counted, as the schema counts user rejections). 2 Bash calls have no tool_result at all (cp -r and ls at lines 43-44; the turn was interrupted, next assistant record is 'No response requested.'): exit_unknown. Nothing is expected_nonzero.",
 "notes": "Work-computer session of the repo owner setting up 'project memory sync' (symlink ~/.claude/projects -> personal-claude-docs/.claude/project-memory) and committing it. The first tool calls send PowerShell syntax ($env:USERPROFILE, Select-String, Test-Path, if (...) { } else { }) to the Bash tool, which is Git Bash: exit 127 then exit 2, each with sibling cancellations; the agent silently switches to POSIX /c/Users/... paths. Then two user-reported problems from running the generated PowerShell script by hand: a parse error 'The string is missing the terminator' caused by non-ASCII check marks in a UTF-8 script read by Windows PowerShell 5.1 (fixed by an Edit that removes them, user pastes the successful run), and the script's own guard 'real directory exists (use -Force to replace)' on the home computer (answered with advice to use -Force; the user says 'now is working'). Traps: the commit/push later exit 0; the git add output is persisted to a tool-results file; this very session file is copied into the repo by the session itself (git add .claude/project-memory/).",
 "expected_nonzero": [],
 "episodes": [
  {"id": "E1", "symptom_native_ids": ["toolu_01FnRRP9AaoJrC6Pxgw4zM4B", "toolu_014te9n6j2f3Bp5UqsvCMbbK", "toolu_016tjL6Ni5Qrg9VahPDarUAL"],
   "error_text": "/usr/bin/bash: line 1: Select-String: command not found",
   "failing_command": "ls -la \"$env:USERPROFILE\\.claude\" | Select-String \"projects\"",
   "shell": True, "symptom_tool": "Bash",
   "resolved": True,
   "fix": {"native_id": "toolu_016P8Eu8E59QAFatZP7FCpHr", "kind": "tool_switch (POSIX ls with /c/Users path instead of PowerShell cmdlets in Git Bash)", "entities": ["/c/Users/emarquez/.claude/", "ls -la"]},
   "verified_by_native_id": "toolu_016P8Eu8E59QAFatZP7FCpHr", "confidence": "high", "masked": False, "expected_failure": False,
   "hard_cases": ["tool_switch", "path_fix", "retry_still_fails_differently"],
   "notes": "PowerShell syntax in the Bash tool: $env:USERPROFILE expands to ':USERPROFILE' ('ls: cannot access ':USERPROFILE\\.claude''), Select-String is not found, exit 127. The two parallel Test-Path calls are cancelled ('Sibling tool call errored'); they would have failed the same way. The agent's first retry (E2) is still PowerShell. The fix is the switch to POSIX paths (toolu_016P8Eu8...), which lists 'projects'."},
  {"id": "E2", "symptom_native_ids": ["toolu_01SV2z6zHvYcmS4tp1Jjt4Zu", "toolu_019NT62Fiq8GUkqb4ymSMjwd", "toolu_018Jx9ieRrY8rsHjKSLsP4aa"],
   "error_text": "/usr/bin/bash: eval: line 1: syntax error near unexpected token `{'",
   "failing_command": "if (Test-Path \"C:\\Users\\emarquez\\.claude\\projects\") { Write-Output \"Projects directory EXISTS\" } else { Write-Output \"Projects directory DOES NOT EXIST\" }",
   "shell": True, "symptom_tool": "Bash",
   "resolved": True,
   "fix": {"native_id": "toolu_016P8Eu8E59QAFatZP7FCpHr", "kind": "tool_switch (POSIX ls/find instead of PowerShell if/Test-Path)", "entities": ["/c/Users/emarquez/.claude/", "ls -la"]},
   "verified_by_native_id": "toolu_016P8Eu8E59QAFatZP7FCpHr", "confidence": "high", "masked": False, "expected_failure": False,
   "hard_cases": ["tool_switch", "retry_still_fails_differently"],
   "notes": "Second PowerShell-in-Git-Bash attempt: a PowerShell if/else block is a bash syntax error (exit 2); the two parallel calls (another if/Test-Path and Get-ChildItem | Measure-Object) are cancelled as siblings. Same fix as E1, no explanatory text from the agent."},
  {"id": "E3", "symptom_native_ids": ["03a9d119-568d-4da0-b1e4-a366fdecb405"],
   "error_text": "The string is missing the terminator: \".",
   "failing_command": None, "shell": False, "symptom_tool": "user_report",
   "resolved": True,
   "fix": {"native_id": "toolu_01XJKs11Kzabo5qRmPuiEmBT", "kind": "edit_file (remove non-ASCII check marks from the .ps1)", "entities": ["setup-project-memory-sync.ps1", "Success! Project memory sync is set up."]},
   "verified_by_native_id": "0193d51f-0727-4c49-b293-af6f300debe7", "confidence": "high", "masked": False, "expected_failure": False,
   "hard_cases": ["edit_then_retry"],
   "notes": "The user runs the generated setup-project-memory-sync.ps1 in Windows PowerShell and pastes the parser error (line 56 char 69 'The string is missing the terminator', 'Missing closing '}''). The agent first guesses smart quotes (38f4c591...), then its Edit removes the '\u2713'/'\u2717' characters; line 61 'I removed the special Unicode characters (\u2713 and \u2717) that were causing encoding issues'. Root cause (inference): PowerShell 5.1 reads a BOM-less UTF-8 file as ANSI, so multi-byte characters break string literals. The user's next paste shows 'Success! Project memory sync is set up.'"},
  {"id": "E4", "symptom_native_ids": ["dcd07caf-9144-4484-95b7-8efe43e7caf6"],
   "error_text": "!!  projects (synced via git) : real directory exists (use -Force to replace)",
   "failing_command": None, "shell": False, "symptom_tool": "user_report",
   "resolved": True,
   "fix": {"native_id": "d86ea980-5b77-4a73-beab-d282df58ce7c", "kind": "request_fix (advice: rerun setup-personal.ps1 with -Force / -BackupExisting)", "entities": ["-Force", "-BackupExisting"]},
   "verified_by_native_id": "e7167954-a001-47ef-be7d-a76a17a65a26", "confidence": "medium", "masked": False, "expected_failure": False,
   "hard_cases": ["flag_removed"],
   "notes": "On the home computer the updated setup-personal.ps1 refuses to replace an existing real ~/.claude/projects directory. This is the script's own guard, not a crash. The agent tells the user to add -Force (or -Force -BackupExisting); the user's next message begins 'now is working'. Medium: the user does not say which command he ran."}
 ],
 "pivots": [
  {"native_id": "3d047ff0-ac89-4262-b1ab-77eefeac71cf", "snippet": "There's a syntax error in the script I created."},
  {"native_id": "0ae47baf-9bcb-479e-8259-e5a04ab4ffef", "snippet": "I removed the special Unicode characters"},
  {"native_id": "d86ea980-5b77-4a73-beab-d282df58ce7c", "snippet": "You need to run it with `-Force` to replace it with the symlink"}
 ],
 "reuse": [
  {"entity": "POSIX /c/Users/emarquez paths work in the Bash tool",
   "discovered": {"native_id": "toolu_016P8Eu8E59QAFatZP7FCpHr", "snippet": "/c/Users/emarquez/.claude/"},
   "reused": {"native_id": "toolu_01CBPwEHWywLV2omqSPeoi1c", "snippet": "cd \"/c/Users/emarquez/personal-claude-docs\" && git status --short"}}
 ]
}
