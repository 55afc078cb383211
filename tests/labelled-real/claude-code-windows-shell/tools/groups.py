F1="claude_code/m-claude__8c3b5351-cb5f-4ca6-8d86-9eae3634c81e.jsonl"
F2="claude_code/m-claude__5e9ff19a-b9e3-4591-8b29-a51be4c770af.jsonl"
F5="claude_code/m-claude__343e3472-b9b6-4561-ade0-21d1a4730c11.jsonl"
F6="claude_code/m-claude__97b0ffde-ece9-4977-91cb-5c8cdeabdf3f.jsonl"
F4="claude_code/gymapp__claude_chat.jsonl"
F3="claude_code/idea-project-specs__chat_20250824_232336.jsonl"
F8="claude_code/m-claude__43391f62-680a-4688-9dd8-3637467d6b23.jsonl"
F9="claude_code/m-claude__187e63fb-1e58-43d2-a2d6-d0aeeb7a81d0.jsonl"
GROUPS=[
 {"description":"Windows cmd-style /switch passed through Claude Code's Git Bash: MSYS path conversion rewrites the switch into a path, so the Windows program sees garbage ('FINDSTR: Cannot open <pattern>', 'Invalid Parameters -- try \"/?\" for help', 'Error: unrecognized or incomplete command line.'). Fix: dash syntax (powercfg -change) or dropping the switch (plain ipconfig) or another tool. Same user and machine, three sessions; the agent never names path conversion as the cause.",
  "category":"shell_dialect_msys_path_conversion",
  "members":[
   {"file":F1,"native_id":"toolu_01ABta3Yf6nGcZfSjWR8shMQ","role":"symptom E1 (findstr /i), fixed by tool switch to Glob toolu_01Kb64Y9XE8QHE51did7iCAq"},
   {"file":F1,"native_id":"toolu_01DhUmfNXBsVKau7gQtXjq24","role":"recurrence in E1 (findstr /i with grep-style pattern)"},
   {"file":F5,"native_id":"toolu_01DeEiPM1dxiF8uk158eZ2GH","role":"symptom E1 (powercfg /change), fixed by dash syntax toolu_01PWB89A1kSjtgZUiHAjrydq"},
   {"file":F5,"native_id":"toolu_01NPdwWPXPhvTvVoCniySUzD","role":"symptom E2 (findstr /i), fixed by plain ipconfig toolu_01AcAHUf1FLtApz7nTice1ne"},
   {"file":F6,"native_id":"toolu_01VTADyvQhQ23n7yffdtuALF","role":"symptom E2 (ipconfig /all), fixed by plain ipconfig toolu_01XskvEYphjN3j1s1EDy2ad9"},
   {"file":F1,"native_id":"toolu_01JJhrt3zgY1YKMU6NbQboaQ","role":"masked variant E3: `cmd /c \"...\"` - /c converted, cmd prints its banner and exits 0 without running anything; fixed by powershell New-Item toolu_017haoszJCGF7NPiUu84q6Ff"}
  ],
  "fix_entities":["powercfg -change","ipconfig","Glob","powershell -Command"]},
 {"description":"Shell-variable syntax of another shell inside bash double quotes: cmd %VAR% stays literal, PowerShell $var / $env:VAR is expanded by bash to an empty string. Results: curl exit 23 on a literal or truncated output path, PowerShell parse error at '.Save()'. Fixes: literal path obtained from a PowerShell probe, or a .ps1 file run with -File.",
  "category":"shell_quoting_foreign_variables",
  "members":[
   {"file":F1,"native_id":"toolu_01B3PPb53enkZacSkCx3KvuG","role":"symptom E5 ($WshShell eaten by bash), fixed by Write create-shortcut.ps1 toolu_016WbsDCKnu9qPzUta8CTjrD"},
   {"file":F2,"native_id":"toolu_01945gEiQTreWEGjFiawW9Zs","role":"symptom E2 (%USERPROFILE% literal), fixed by literal path toolu_01LjwnqMEpbYRYWbtxmUYox4"},
   {"file":F2,"native_id":"toolu_014L41pv9nZQ1fHed7xRu1jw","role":"symptom E3 ($env:USERPROFILE -> :USERPROFILE), same fix"},
   {"file":F1,"native_id":"toolu_01VKvJTJA9BRThxsuuRokvRF","role":"E2: %APPDATA% not expanded inside a GNU dir call (never fixed)"}
  ],
  "fix_entities":["-ExecutionPolicy Bypass -File","C:\\Users\\Mischa\\Downloads\\ClaudeSetup.exe"]},
 {"description":"curl exit 23 'client returned ERROR on write' because the -o target path does not exist or is not a real path on this shell; fixed by creating the folder / using a real path.",
  "category":"curl_write_error_bad_output_path",
  "members":[
   {"file":F1,"native_id":"toolu_017S66cURCWybB1chN2gE3cP","role":"symptom E4 (folder never created), fixed by New-Item + Invoke-WebRequest"},
   {"file":F2,"native_id":"toolu_01945gEiQTreWEGjFiawW9Zs","role":"symptom E2 (literal %USERPROFILE%)"}
  ],
  "fix_entities":["New-Item","C:\\Users\\Mischa"]},
 {"description":"ssh to a LAN device fails ('Connection timed out' exit 255, or 'Permission denied (publickey,...)'); the working address comes from ipconfig / the user, and a remote command that hangs is bounded with -o ConnectTimeout. Same home network in both files.",
  "category":"ssh_unreachable_host",
  "members":[
   {"file":F5,"native_id":"toolu_01HRe5jiqed1PcWL8irz2XaY","role":"symptom E6, unresolved"},
   {"file":F5,"native_id":"toolu_01DabtBs9VBpCSFirhgUKmLS","role":"symptom E6 (background task, exit 255 only in task-notification)"},
   {"file":F6,"native_id":"toolu_01PPoFZMetQZQkZxgeLQdtcZ","role":"symptom E1, fixed by ssh to the gateway address toolu_01SUzqy3DSCtMZn6cXJUgPPu"}
  ],
  "fix_entities":["ipconfig","-o ConnectTimeout=10"]},
 {"description":"A tool result that is not flagged as an error but shows that the tool did not do the job (non-shell masked): LS returns the cwd instead of ~/.claude; a Task subagent returns clarification questions instead of executing. Fixed by switching to Bash ls / re-dispatching with a fuller or simpler spec.",
  "category":"non_shell_masked_tool_result",
  "members":[
   {"file":F3,"native_id":"toolu_01FtturY6RsgF2r3VxKZ8Eae","role":"symptom E1 (LS), fixed by Bash ls toolu_01WJo9v4EqDbAWF9GHsBijYV"},
   {"file":F4,"native_id":"toolu_014E45ZNU7dbGXyZ7anDLteq","role":"symptom E3 (Task refusal), fixed by toolu_01TeQa82MdGhQK74GCHcxg2Z"},
   {"file":F4,"native_id":"toolu_013S4QCUYwTTWdWiRpprkh1n","role":"symptom E5 (Task refusal twice), fixed by toolu_015dGABtTaQzSoU2jeQiGPHc"}
  ],
  "fix_entities":["ls -la /home/bowei/.claude","Create progress utilities (clear spec)","Create basic progress templates"]},
 {"description":"Transient failure of Claude Code's Git Bash wrapper on a resource-starved Windows host: 'Command failed: cygpath -u ...', Cygwin fork/child_copy errors with 'Win32 error 299', or exit 3221225794 (0xC0000142). The command itself never ran; a plain rerun works, so there is no fix to learn. The same Cygwin fork noise also appears inside a successful ipconfig output (negative member).",
  "category":"harness_transient_windows_fork",
  "members":[
   {"file":F8,"native_id":"toolu_011ryMJZYx53imBG6o22CYCa","role":"symptom E2, plain retry toolu_018ZrXPy6jc9n58ETmkpkNAd (fix null)"},
   {"file":F8,"native_id":"toolu_01EYMk8NvZ7iP56zCBkFnPFd","role":"symptom E3, plain retry with irrelevant 2>&1 toolu_014Fpr7BAhsvxuCbp8UVEeNc (fix null)"},
   {"file":F8,"native_id":"toolu_01V2o6x5dJ9GgQRhC12zNF67","role":"symptom E4, ignored"},
   {"file":F5,"native_id":"toolu_01AcAHUf1FLtApz7nTice1ne","role":"negative: fork 'Resource temporarily unavailable' warnings inside a successful output"}
  ],
  "fix_entities":[]},
 {"description":"A download exits 0 but saves an error page or a tiny body instead of the binary (HTML as .png, 'File not found', a 298-byte redirect); only a size check, `file` or `cat` reveals it. Fixed by switching source/tool (winget; https://claude.ai/favicon.ico).",
  "category":"masked_bad_download",
  "members":[
   {"file":F2,"native_id":"toolu_01LjwnqMEpbYRYWbtxmUYox4","role":"masked symptom E4 (298 bytes), fixed by winget install toolu_01VyJ7zquesdaAW2mR1fLQb4"},
   {"file":F9,"native_id":"toolu_01FaR9qwWDJYmddUs9k1pqgj","role":"masked symptom E2 (HTML saved as .png), fixed by favicon toolu_01VBew1qpZrBPSiChFgAhHXm"},
   {"file":F9,"native_id":"toolu_015zMPW4t2MJHANgQmRD9itC","role":"masked symptom E4 ('File not found' body)"}
  ],
  "fix_entities":["winget install Anthropic.Claude","https://claude.ai/favicon.ico","file"]},
 {"description":"Same user, same task in two sessions on two OSes ('shortcut for claude code with the claude logo as icon'): the icon source that works in both is https://claude.ai/favicon.ico (Windows: after the target folder exists; Linux: after three bad sources). Cross-session reuse candidate: a later session could start from the known-good source.",
  "category":"same_task_same_fix_source",
  "members":[
   {"file":F1,"native_id":"toolu_017S66cURCWybB1chN2gE3cP","role":"E4 symptom (curl favicon fails only because the folder is missing); Invoke-WebRequest of the same URL toolu_01SigyPJqQwNyjVDn3yx33xi works"},
   {"file":F9,"native_id":"toolu_01VBew1qpZrBPSiChFgAhHXm","role":"fix of E2/E3/E4 (curl favicon works)"}
  ],
  "fix_entities":["https://claude.ai/favicon.ico"]},
]
