FILE="claude_code/m-claude__5e9ff19a-b9e3-4591-8b29-a51be4c770af.jsonl"
ENTRY={
 "format":"claude-code-jsonl (Claude Code 2.0.64, Windows 11, cwd C:\\Windows\\System32, Bash tool = Git Bash; author-redacted copy)",
 "counts":{"shell_commands":11,"failed_shell_commands":4,"masked_failures_annotated":1},
 "counts_notes":"11 Bash tool_use blocks; the last one (toolu_016r3aQ1ebfr2jBmQHfZuVuH, Get-Command Claude.exe) has no tool_result: the file ends there (exit_unknown). Failed = is_error true: two curl exit 23, one powershell Invoke-WebRequest exit 1, one `start` exit 1. One WebSearch call was rejected by the user (is_error true, not a shell command). Masked: the curl that exits 0 but downloads only 298 bytes (toolu_01LjwnqMEpbYRYWbtxmUYox4). `echo %USERPROFILE%` printing the literal '%USERPROFILE%' is a diagnosis probe, exit 0, not a failure. The owner's redaction pass turned part of one assistant uuid into '[REDACTED_PHONE]' (f4263436-3ecf-4c19-95b2-be[REDACTED_PHONE]).",
 "failed_native_ids":sorted(["toolu_01945gEiQTreWEGjFiawW9Zs","toolu_014L41pv9nZQ1fHed7xRu1jw","toolu_014fZ49uWqkJKB2KBTAjCacp","toolu_01SMr2WnGcTehDKr3HDMrLCs"]),
 "expected_nonzero":[],
 "exit_unknown":["toolu_016r3aQ1ebfr2jBmQHfZuVuH"],
 "notes":"Windows session (Dec 2025): 'install claude desktop for windows 11'. The user rejects the first WebSearch and says 'search, download and install and run'. Download attempts fail on shell differences (cmd %VAR% and PowerShell $env: inside Git Bash), then on a 298-byte non-installer and a Cloudflare JavaScript challenge; `winget install Anthropic.Claude` works. Launching it fails (wrong install path guess) and the transcript ends mid-search. Same user and machine as m-claude__8c3b5351 (same shell-dialect errors).",
 "episodes":[
  {"id":"E1","symptom_native_ids":["toolu_01Fa7639KDCuiCUfHmppsFTZ"],
   "error_text":"The user doesn't want to proceed with this tool use.","failing_command":None,
   "resolved":True,"fix":{"native_id":"c62069a8-7c0d-45cd-b798-98ac26d288f1","kind":"user_fix","entities":["search, download and install and run"]},
   "verified_by_native_id":"toolu_01VyJ7zquesdaAW2mR1fLQb4","confidence":"medium","masked":False,"expected_failure":False,
   "hard_cases":[],
   "notes":"User rejection of WebSearch without text, then '[Request interrupted by user for tool use]' and a new instruction that widens the task. The agent skips searching and downloads directly; the instruction is fulfilled by the winget install. Non-shell symptom.",
   "shell":False,"symptom_tool":"WebSearch"},
  {"id":"E2","symptom_native_ids":["toolu_01945gEiQTreWEGjFiawW9Zs"],
   "error_text":"Warning: Failed to open the file %USERPROFILE%\\Downloads\\ClaudeSetup.exe: No","failing_command":"curl -L -o \"%USERPROFILE%\\Downloads\\ClaudeSetup.exe\"",
   "resolved":True,"fix":{"native_id":"toolu_01LjwnqMEpbYRYWbtxmUYox4","kind":"path_fix","entities":["C:\\Users\\Mischa\\Downloads\\ClaudeSetup.exe"]},
   "verified_by_native_id":"toolu_01LjwnqMEpbYRYWbtxmUYox4","confidence":"high","masked":False,"expected_failure":False,
   "hard_cases":["path_fix","retry_still_fails_differently"],
   "notes":"Git Bash does not expand cmd-style %USERPROFILE%, so curl cannot open the literal path (exit 23). The agent probes with `echo %USERPROFILE%` (prints '%USERPROFILE%') and `powershell -Command \"[Environment]::GetFolderPath('UserProfile')\"` (prints C:\\Users\\Mischa), then reruns curl with the literal path: exit 0. That rerun proves the path problem is fixed even though the payload turns out to be wrong (E4).",
   "diag_ids":["toolu_01W8Ta8i8vXnvyj6oN9wNgFa","toolu_015aokwo6gs94tio3thpNHrd"]},
  {"id":"E3","symptom_native_ids":["toolu_014L41pv9nZQ1fHed7xRu1jw"],
   "error_text":"Warning: Failed to open the file :USERPROFILE\\Downloads\\ClaudeSetup.exe:","failing_command":"curl -L -o \"$env:USERPROFILE\\Downloads\\ClaudeSetup.exe\"",
   "resolved":True,"fix":{"native_id":"toolu_01LjwnqMEpbYRYWbtxmUYox4","kind":"path_fix","entities":["C:\\Users\\Mischa"]},
   "verified_by_native_id":"toolu_01LjwnqMEpbYRYWbtxmUYox4","confidence":"high","masked":False,"expected_failure":False,
   "hard_cases":["path_fix","typo"],
   "notes":"Second try uses PowerShell syntax inside bash double quotes: bash expands $env to '' and curl gets ':USERPROFILE\\Downloads\\...' ('Invalid argument', exit 23). Same fix as E2 (literal path from the PowerShell probe toolu_015aokwo6gs94tio3thpNHrd).",
   "diag_ids":["toolu_015aokwo6gs94tio3thpNHrd"]},
  {"id":"E4","symptom_native_ids":["toolu_01LjwnqMEpbYRYWbtxmUYox4","toolu_014fZ49uWqkJKB2KBTAjCacp"],
   "error_text":"Enable JavaScript and cookies to continue","failing_command":"Invoke-WebRequest -Uri 'https://claude.ai/download/windows'",
   "resolved":True,"fix":{"native_id":"toolu_01VyJ7zquesdaAW2mR1fLQb4","kind":"tool_switch","entities":["winget install Anthropic.Claude","Successfully installed"]},
   "verified_by_native_id":"toolu_01VyJ7zquesdaAW2mR1fLQb4","confidence":"high","masked":True,"expected_failure":False,
   "hard_cases":["masked","tool_switch","retry_still_fails_differently"],
   "notes":"The curl from E2's fix exits 0 but only 298 bytes arrive (masked: 'The file downloaded is very small (298 bytes), which likely means it's a redirect or the URL has changed', record 52bb7900-5375-4460-840e-6b84f5f3125e). The retry against claude.ai/download/windows gets the Cloudflare challenge page (exit 1; 'The website is protected by Cloudflare.'). `winget search claude` finds Anthropic.Claude and `winget install` prints 'Successfully installed'."},
  {"id":"E5","symptom_native_ids":["toolu_01SMr2WnGcTehDKr3HDMrLCs"],
   "error_text":"The system cannot find the file C:\\Users\\Mischa\\AppData\\Local\\Programs\\claude\\Claude.exe.","failing_command":"start \"\" \"%LOCALAPPDATA%\\Programs\\claude\\Claude.exe\"",
   "resolved":False,"fix":None,"verified_by_native_id":None,"confidence":"high","masked":False,"expected_failure":False,
   "hard_cases":[],
   "notes":"A guessed install path. The agent lists %LOCALAPPDATA%\\Programs (no claude folder) and runs Get-Command Claude.exe, which has no result: the transcript ends there, so the launch story is open (not abandoned). Note %LOCALAPPDATA% IS expanded here because Git Bash's `start` wrapper hands the line to cmd."}
 ],
 "pivots":[
  {"native_id":"c62069a8-7c0d-45cd-b798-98ac26d288f1","snippet":"search, download and install and run"},
  {"native_id":"52bb7900-5375-4460-840e-6b84f5f3125e","snippet":"The file downloaded is very small (298 bytes)"},
  {"native_id":"a13e5850-f1e2-4a9a-bd89-21be3746e65e","snippet":"Let me try using winget (Windows Package Manager) to install Claude Desktop:"}
 ],
 "reuse":[
  {"entity":"C:\\Users\\Mischa","discovered":{"native_id":"toolu_015aokwo6gs94tio3thpNHrd","snippet":"C:\\Users\\Mischa"},"reused":{"native_id":"toolu_01LjwnqMEpbYRYWbtxmUYox4","snippet":"C:\\Users\\Mischa\\Downloads\\ClaudeSetup.exe"}},
  {"entity":"Anthropic.Claude","discovered":{"native_id":"toolu_018Cxqct6NZEzKBST61RTYP8","snippet":"Anthropic.Claude"},"reused":{"native_id":"toolu_01VyJ7zquesdaAW2mR1fLQb4","snippet":"winget install Anthropic.Claude"}}
 ]
}
