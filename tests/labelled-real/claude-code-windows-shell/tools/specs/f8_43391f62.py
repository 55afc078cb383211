FILE="claude_code/m-claude__43391f62-680a-4688-9dd8-3637467d6b23.jsonl"
ENTRY={
 "format":"claude-code-jsonl (Claude Code 2.1.6, Windows, Bash tool = Git Bash; MCP claude-in-chrome tools with a screenshot; author-redacted copy - user name replaced by [USER] in tool inputs but not in outputs)",
 "counts":{"shell_commands":28,"failed_shell_commands":3,"masked_failures_annotated":0},
 "counts_notes":"28 Bash tool_use blocks. 3 is_error: two results with no exit code at all, only 'Command failed: cygpath -u ...' (Claude Code's own Windows shell wrapper failed before the command ran; the second adds a Cygwin 'child_copy: cygheap read copy failed ... Win32 error 299'), and one 'Exit code 3221225794' (0xC0000142, process failed to initialise) with no output. The last Bash (git commit, toolu_018krVb9oqn5TENJ2TdUARUC) has no tool_result: the file ends there (exit_unknown). The owner's redaction replaced the Windows user name with [USER] inside tool inputs ('ls -la \"C:/Users/[USER]/Documents/M-Claude\"') while outputs keep 'C:\\Users\\Mischa\\...' - the commands as recorded never ran literally. The many `mv`/`rmdir`/`mkdir` calls with empty output are successes.",
 "failed_native_ids":sorted(["toolu_011ryMJZYx53imBG6o22CYCa","toolu_01EYMk8NvZ7iP56zCBkFnPFd","toolu_01V2o6x5dJ9GgQRhC12zNF67"]),
 "expected_nonzero":[],
 "exit_unknown":["toolu_018krVb9oqn5TENJ2TdUARUC"],
 "notes":"Windows housekeeping session (2026-01-16) in the owner's M-Claude folder: an 'open M-Claude repo' request first opens anthropics/claude-code in Chrome (user corrects: local folder), then the folder is reorganised (homelab files into Projects/Claude-Zima, tests merged), ccusage is installed with npm, and a commit is prepared. The three shell failures are transient failures of Claude Code's Git Bash wrapper on a resource-starved Windows host (cygpath / fork errors, STATUS_DLL_INIT_FAILED); each is followed by a plain rerun or ignored. They must NOT yield 'fix' links: the reruns change nothing relevant (a trailing slash, an added 2>&1).",
 "episodes":[
  {"id":"E1","symptom_native_ids":["1166a897-5e19-4ac9-be06-5d98bbdf00b0"],
   "error_text":"M-Claude is our repo and local folder(documents\\M-Claude","failing_command":None,
   "resolved":True,"fix":{"native_id":"toolu_017MBS61679Em1Ayk1e5TZVz","kind":"path_fix","entities":["Documents/M-Claude"]},
   "verified_by_native_id":"toolu_017MBS61679Em1Ayk1e5TZVz","confidence":"high","masked":False,"expected_failure":False,
   "hard_cases":["path_fix","tool_switch"],
   "notes":"User-reported wrong target: for 'open M-Claude repo' the agent navigated Chrome (mcp__claude-in-chrome__navigate toolu_012CuTNBRht4zcUFFHYk9MQF) to github.com/anthropics/claude-code. The user corrects it and answers 'local'; `ls -la` of the local folder lists the repo. Non-shell symptom.",
   "shell":False,"symptom_tool":"user"},
  {"id":"E2","symptom_native_ids":["toolu_011ryMJZYx53imBG6o22CYCa"],
   "error_text":"Command failed: cygpath -u 'C:\\Users\\Mischa\\AppData\\Local\\Temp'","failing_command":"ls -la \"C:/Users/[USER]/Documents/M-Claude/Projects\"",
   "resolved":True,"fix":None,"verified_by_native_id":"toolu_018ZrXPy6jc9n58ETmkpkNAd","confidence":"high","masked":False,"expected_failure":False,
   "hard_cases":[],
   "notes":"Harness failure, not a command failure: the Bash tool's wrapper could not run cygpath, so `ls` never started. The next turn reruns the same listing (only a trailing '/' differs) and it works: a plain retry of a transient error, so fix is null. Do not report the trailing slash as a fix."},
  {"id":"E3","symptom_native_ids":["toolu_01EYMk8NvZ7iP56zCBkFnPFd"],
   "error_text":"child_copy: cygheap read copy failed, 0x0..0x8000226D0, done 0, windows pid 30860, Win32 error 299","failing_command":"npm install -g ccusage",
   "resolved":True,"fix":None,"verified_by_native_id":"toolu_014Fpr7BAhsvxuCbp8UVEeNc","confidence":"high","masked":False,"expected_failure":False,
   "hard_cases":[],
   "notes":"Same wrapper failure (cygpath on the shell snapshot, Cygwin fork error 299). Thinking: 'There's an issue with cygpath. Let me try running npm directly without the bash wrapper issues.' - but the rerun only appends 2>&1, which cannot matter for a failure that happens before npm starts; it prints 'added 1 package in 2s' and `ccusage --help` works. Plain retry: fix null."},
  {"id":"E4","symptom_native_ids":["toolu_01V2o6x5dJ9GgQRhC12zNF67"],
   "error_text":"Exit code 3221225794","failing_command":"cd \"C:/Users/[USER]/Documents/M-Claude\" && git log --oneline -5",
   "resolved":False,"fix":None,"verified_by_native_id":None,"confidence":"medium","masked":False,"expected_failure":False,
   "hard_cases":["gave_up"],
   "notes":"Exit code 3221225794 = 0xC0000142 (a process could not initialise; same starved-host pattern as E2/E3), no output. It ran in parallel with `git status` (toolu_01ADzhyUyckk5ikUDXtpm66w), which worked; the agent never mentions the failed git log and moves on to staging and committing. The commit itself has no result in the file."}
 ],
 "pivots":[
  {"native_id":"fa06f333-388d-4510-a704-0be07685c7ec","snippet":"local"},
  {"native_id":"0919e1b4-60c6-49a0-b262-5d5b9f3dec79","snippet":"clean it up!  move all homeserver related files into projects/Claude-Zima"},
  {"native_id":"ca605cb5-e64a-49fa-96e6-c1b935e59fda","snippet":"There's a merge in progress."}
 ],
 "reuse":[
  {"entity":"C:\\Users\\Mischa\\Documents\\M-Claude","discovered":{"native_id":"57383173-cd98-4da9-a6ca-a52488630c01","snippet":"C:\\Users\\Mischa\\Documents\\M-Claude"},"reused":{"native_id":"toolu_017MBS61679Em1Ayk1e5TZVz","snippet":"Documents/M-Claude"}}
 ]
}
