FILE="claude_code/m-claude__8c3b5351-cb5f-4ca6-8d86-9eae3634c81e.jsonl"
ENTRY={
 "format":"claude-code-jsonl (Claude Code 2.0.64, Windows 11, Bash tool = Git Bash/MSYS2; author-redacted copy: '[REDACTED_PHONE]' replaced digit runs, even inside two record uuids)",
 "counts":{"shell_commands":20,"failed_shell_commands":8,"masked_failures_annotated":6},
 "counts_notes":"20 Bash tool_use blocks, every one has a tool_result; no sidechains. Failed = tool_result is_error true (toolUseResult is the string 'Error: Exit code N'): 4 x exit 1, 3 x exit 2, 1 x exit 23. Masked (is_error false): the six `cmd /c \"...\"` calls whose only output is the cmd.exe banner 'Microsoft Windows [Version 10.0.26200.7462] ... C:\\Users\\Mischa>' - under Git Bash the /c switch is path-converted, cmd starts interactively, reads EOF and exits 0, so the dir/mkdir/curl inside never ran. Glob/Write/TodoWrite are not shell commands. The redaction pass of the repo owner replaced digit runs with [REDACTED_PHONE], which corrupts the uuids of records a93721fe-014e-4b37-8[REDACTED_PHONE]13644 and 23c3b6db-674f-46d2-88d6[REDACTED_PHONE]8e (kept as they are in the file).",
 "failed_native_ids":sorted(["toolu_01ABta3Yf6nGcZfSjWR8shMQ","toolu_01VKvJTJA9BRThxsuuRokvRF","toolu_01DhUmfNXBsVKau7gQtXjq24","toolu_01758LPYkcZNQaWXeHyrPaoT","toolu_017S66cURCWybB1chN2gE3cP","toolu_01LkRpNcYoUwoqqbGX3wouPj","toolu_01B3PPb53enkZacSkCx3KvuG","toolu_01Y6k4avVjY5pk41pJC8HVx4"]),
 "expected_nonzero":[],
 "exit_unknown":[],
 "notes":"Short Windows session (2025-12-25): 'create a claude code cli shortcut for admin in the startmenu give it the claude logo as an icon'. The agent writes cmd.exe syntax into a Bash tool that is really Git Bash: `dir /s /b` reaches GNU coreutils dir (/s and /b become missing paths), `findstr /i` has its /i path-converted so the pattern is taken as a file name, `cmd /c \"...\"` starts an interactive cmd that exits 0 without running anything (masked), and `powershell -Command \"$WshShell = ...\"` loses every $variable to bash expansion (parse error at '.Save()'). It recovers by switching to PowerShell one-liners with single quotes and finally to a .ps1 file run with -File. A good file for the 'cmd syntax under Git Bash' signature; it recurs in the other Windows sessions of this user.",
 "episodes":[
  {"id":"E1","symptom_native_ids":["toolu_01ABta3Yf6nGcZfSjWR8shMQ","toolu_01DhUmfNXBsVKau7gQtXjq24"],
   "error_text":"FINDSTR: Cannot open .exe","failing_command":"dir /s /b \"%LOCALAPPDATA%\\Programs\\*claude*\" 2>nul | findstr /i \".exe\"",
   "resolved":True,"fix":{"native_id":"toolu_01Kb64Y9XE8QHE51did7iCAq","kind":"tool_switch","entities":["**/*.ico","No files found"]},
   "verified_by_native_id":"toolu_01Kb64Y9XE8QHE51did7iCAq","confidence":"medium","masked":False,"expected_failure":False,
   "hard_cases":["tool_switch","flag_removed"],
   "notes":"findstr's /i switch is rewritten by MSYS path conversion, so the search string is read as a file name ('Cannot open .exe'; second time 'FINDSTR: Cannot open icon\\|logo\\|\\.ico\\|\\.png', a grep-style pattern findstr would not understand anyway). The search intent (is there an icon in the claude-code package?) is answered by the Glob tool in the same assistant turn as the second symptom ('No files found'), so fix = verification = that Glob; the agent never uses findstr again. The sibling `where claude` (toolu_013KV7pVaY5hUb6NqiyKsAVt, earlier in file order) had already found claude.cmd, so the exe search itself was moot.",
   "shell":True,"symptom_tool":"Bash"},
  {"id":"E2","symptom_native_ids":["toolu_01ABta3Yf6nGcZfSjWR8shMQ","toolu_01VKvJTJA9BRThxsuuRokvRF","toolu_01758LPYkcZNQaWXeHyrPaoT"],
   "error_text":"dir: cannot access '/s': No such file or directory","failing_command":"dir /s /b \"%APPDATA%\\npm\\*claude*\" 2>nul",
   "resolved":False,"fix":None,"verified_by_native_id":None,"confidence":"high","masked":False,"expected_failure":False,
   "hard_cases":["gave_up","retry_still_fails_differently"],
   "notes":"`dir` is GNU coreutils dir in Git Bash: /s and /b are treated as paths and %APPDATA% is not expanded (exit 2; the second call prints nothing because 2>nul hides the errors). The third call (toolu_01758LPYkcZNQaWXeHyrPaoT) again exits 2 but, with a literal path, also prints the directory listing ('cli.js  node_modules  README.md ...'), which the agent uses ('The package doesn't include an icon file'). The /s /b flags are never dropped, so no fix: the story just moves on. Do not link the listing as a fix."},
  {"id":"E3","symptom_native_ids":["toolu_01JJhrt3zgY1YKMU6NbQboaQ","toolu_01Ef5AUiG6gk7pHLH4SSdR6D","toolu_01FpcXp98dARDiGhAEMpP7QE","toolu_01LDZH1jEUcsnivkiB5PsNco","toolu_01Wbncxyv7GVx6iPuk6ERJXs","toolu_01K96byPCNuQjnTh1Co7zosu"],
   "error_text":"Microsoft Windows [Version 10.0.26200.7462]","failing_command":"cmd /c \"if not exist \"C:\\Users\\Mischa\\AppData\\Local\\ClaudeCode\" mkdir \"C:\\Users\\Mischa\\AppData\\Local\\ClaudeCode\"\"",
   "resolved":True,"fix":{"native_id":"toolu_017haoszJCGF7NPiUu84q6Ff","kind":"tool_switch","entities":["powershell -Command","New-Item -ItemType Directory"]},
   "verified_by_native_id":"toolu_012ZU6VDNMjemGvtRGPtQ9GX","confidence":"high","masked":True,"expected_failure":False,
   "hard_cases":["masked","tool_switch"],
   "notes":"Masked: each `cmd /c \"...\"` exits 0 and prints only the cmd banner and a 'C:\\Users\\Mischa>' prompt - the /c switch is mangled by MSYS, cmd runs interactively on an empty stdin and nothing inside the quotes executes (no listing, no mkdir, no download). The failure shows up only later: curl cannot write into the directory (toolu_017S66cURCWybB1chN2gE3cP, E4) and `dir` finds no ClaudeCode folder (toolu_01LkRpNcYoUwoqqbGX3wouPj). Pivot text 56546916-363d-499e-8f4a-67aad4b77e74 'Let me use PowerShell for better Windows compatibility:'; New-Item creates the folder and Test-Path 'True' confirms the downloaded icon. The agent never says cmd /c did not run."},
  {"id":"E4","symptom_native_ids":["toolu_017S66cURCWybB1chN2gE3cP","toolu_01LkRpNcYoUwoqqbGX3wouPj"],
   "error_text":"curl: (23) client returned ERROR on write of 15086 bytes","failing_command":"curl -L -o \"C:\\Users\\Mischa\\AppData\\Local\\ClaudeCode\\claude.ico\" \"https://claude.ai/favicon.ico\" 2>&1",
   "resolved":True,"fix":{"native_id":"toolu_017haoszJCGF7NPiUu84q6Ff","kind":"tool_switch","entities":["New-Item","ClaudeCode"]},
   "verified_by_native_id":"toolu_012ZU6VDNMjemGvtRGPtQ9GX","confidence":"high","masked":False,"expected_failure":False,
   "hard_cases":["tool_switch","retry_still_fails_differently"],
   "notes":"curl exit 23 ('Failed to open the file ... No such file or directory') because the target folder was never created (E3). The first retry `cmd /c \"mkdir ... & curl ...\"` (toolu_01Wbncxyv7GVx6iPuk6ERJXs) silently does nothing (masked, counted in E3); `dir` then shows the folder is missing (exit 2). PowerShell New-Item creates it, Invoke-WebRequest (toolu_01SigyPJqQwNyjVDn3yx33xi) downloads the icon and Test-Path prints True.",
   "attempt_ids":["toolu_01Wbncxyv7GVx6iPuk6ERJXs","toolu_01SigyPJqQwNyjVDn3yx33xi"]},
  {"id":"E5","symptom_native_ids":["toolu_01B3PPb53enkZacSkCx3KvuG","toolu_01Y6k4avVjY5pk41pJC8HVx4"],
   "error_text":"An expression was expected after '('.","failing_command":"$Shortcut.Save()",
   "resolved":True,"fix":{"native_id":"toolu_016WbsDCKnu9qPzUta8CTjrD","kind":"workaround_isolate","entities":["create-shortcut.ps1","-ExecutionPolicy Bypass -File"]},
   "verified_by_native_id":"toolu_01CzBL7bEZSpXmvp5vZTxUhv","confidence":"high","masked":False,"expected_failure":False,
   "hard_cases":["typo","tool_switch","edit_then_retry"],
   "notes":"The PowerShell script is passed inside bash double quotes, so bash expands $WshShell and $Shortcut to empty strings and PowerShell sees '.Save()'. The one-line retry (toolu_01Y6k4avVjY5pk41pJC8HVx4) keeps the double quotes and fails the same way at char 437. Agent: 'The shell is having issues with the syntax. Let me create a PowerShell script file:' - the Write of create-shortcut.ps1 sidesteps the quoting; `powershell -ExecutionPolicy Bypass -File ...` (toolu_01ULspFFqtf2uoC1LP2Zf5Fr) prints 'Shortcut created successfully with admin privileges!' and Test-Path returns True. The agent never names bash $-expansion as the cause.",
   "attempt_ids":["toolu_01ULspFFqtf2uoC1LP2Zf5Fr"]}
 ],
 "pivots":[
  {"native_id":"56546916-363d-499e-8f4a-67aad4b77e74","snippet":"Let me use PowerShell for better Windows compatibility:"},
  {"native_id":"7ff71198-c367-4a83-98f6-8a22154e52ee","snippet":"The shell is having issues with the syntax. Let me create a PowerShell script file:"}
 ],
 "reuse":[
  {"entity":"C:\\Users\\Mischa\\AppData\\Roaming\\npm\\claude.cmd","discovered":{"native_id":"toolu_013KV7pVaY5hUb6NqiyKsAVt","snippet":"C:\\Users\\Mischa\\AppData\\Roaming\\npm\\claude.cmd"},"reused":{"native_id":"toolu_016WbsDCKnu9qPzUta8CTjrD","snippet":"C:\\Users\\Mischa\\AppData\\Roaming\\npm\\claude.cmd"}},
  {"entity":"claude.ico","discovered":{"native_id":"toolu_012ZU6VDNMjemGvtRGPtQ9GX","snippet":"True"},"reused":{"native_id":"toolu_016WbsDCKnu9qPzUta8CTjrD","snippet":"ClaudeCode\\\\claude.ico,0"}}
 ]
}
