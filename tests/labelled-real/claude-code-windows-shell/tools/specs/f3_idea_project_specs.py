FILE="claude_code/idea-project-specs__chat_20250824_232336.jsonl"
ENTRY={
 "format":"claude-code-jsonl (Claude Code 1.0.90, Linux; has the old LS tool)",
 "counts":{"shell_commands":9,"failed_shell_commands":1,"masked_failures_annotated":0},
 "counts_notes":"9 Bash tool_use blocks, all with a result. One is_error: `./save-chat.sh` whose toolUseResult is 'Error: No chat session found for current project' - the script's own stdout, with NO 'Exit code 1' prefix (the script exits 1). `ls -lt ... | head -1` printing only 'total 588' is a useless but successful call, not a failure. The three LS tool calls that return the cwd listing instead of ~/.claude are a non-shell masked episode (not counted in masked_failures_annotated). Most of the file is a spec-planning conversation with Read/Edit/TodoWrite; no sidechains.",
 "failed_native_ids":["toolu_01J2ooh6kfNGhZ7QMGoSU44A"],
 "expected_nonzero":[],
 "exit_unknown":[],
 "notes":"Spec-writing session (2025-08-24) in a specs-only repo (mobile web UI for Claude Code): long Q&A and edits of OVERVIEW.md/meta.md. At the end the user asks for a script that copies the latest chat session out of ~/.claude and commits it; this file is the second export that script produced (the first, chat_20250824_232209.jsonl, is a shorter copy of the same session). Two small failure stories: the LS tool cannot list ~/.claude (masked, tool switch to Bash ls), and save-chat.sh builds the project dir with an extra leading dash ('--home-bowei-...'), fixed by one Edit and a rerun. Mostly a negative control for a chatty session with few commands.",
 "episodes":[
  {"id":"E1","symptom_native_ids":["toolu_01FtturY6RsgF2r3VxKZ8Eae","toolu_016mTekBGfgn1SFGaT73Egn4"],
   "error_text":"- /home/bowei/code/idea-project-specs/","failing_command":None,
   "resolved":True,"fix":{"native_id":"toolu_01WJo9v4EqDbAWF9GHsBijYV","kind":"tool_switch","entities":["ls -la /home/bowei/.claude","projects"]},
   "verified_by_native_id":"toolu_01WJo9v4EqDbAWF9GHsBijYV","confidence":"medium","masked":True,"expected_failure":False,
   "hard_cases":["masked","tool_switch"],
   "notes":"LS on /home/bowei/.claude returns only the project cwd ('- /home/bowei/code/idea-project-specs/'), no error - the old LS tool does not list a dot-directory outside the project. After a Bash find confirms the directory exists (toolu_01B59zvWUh87jhBW8uBpgtva), 'Let me check the actual Claude directory structure:' and `ls -la /home/bowei/.claude` shows projects/, shell-snapshots/ etc. A third LS on ~/.claude/projects (toolu_016W5xHTivQrnyKtErA8weqf) fails the same masked way, but the agent still proceeds with Bash ls on the project folder.",
   "shell":False,"symptom_tool":"LS","diag_ids":["toolu_01B59zvWUh87jhBW8uBpgtva"]},
  {"id":"E2","symptom_native_ids":["toolu_01J2ooh6kfNGhZ7QMGoSU44A"],
   "error_text":"No chat session found for current project","failing_command":"./save-chat.sh",
   "resolved":True,"fix":{"native_id":"toolu_01SDWSGUMXBsrXPwzceZ8MW8","kind":"edit_file","entities":["CLAUDE_PROJECT_DIR","/home/bowei/.claude/projects/$(pwd | sed 's|/|-|g')"]},
   "verified_by_native_id":"toolu_01Co3MeyV4mR4qjCtrPDefEb","confidence":"high","masked":False,"expected_failure":False,
   "hard_cases":["edit_then_retry","path_fix"],
   "notes":"The Write (toolu_01VVUpURXgTpYafZ4LxMEEAx) built CLAUDE_PROJECT_DIR as '/home/bowei/.claude/projects/-$(pwd | sed ...)'; since pwd already starts with '/', the result starts '--'. The diagnosis call toolu_01B5mrYwqw4grpUxRbqPXGZB prints 'Expected Claude dir: --home-bowei-code-idea-project-specs' next to the real '-home-bowei-...' listing; 'I see the issue - the path construction adds an extra dash.' The Edit drops the dash; the identical rerun prints 'Copied chat session to: chat-history/chat_20250824_232209.jsonl' and the git commit. The error string has no 'Exit code' prefix in toolUseResult.",
   "diag_ids":["toolu_01B5mrYwqw4grpUxRbqPXGZB"]}
 ],
 "pivots":[
  {"native_id":"69b38604-d32d-437d-b06e-5a1a40233d59","snippet":"write a script that copies this most recent chat session out of my ~/.claude"},
  {"native_id":"f0aefe81-cf02-4804-9d90-5ea8fcdf2930","snippet":"I see the issue - the path construction adds an extra dash."}
 ],
 "reuse":[
  {"entity":"project dir name without the extra dash","discovered":{"native_id":"toolu_01B5mrYwqw4grpUxRbqPXGZB","snippet":"Expected Claude dir: --home-bowei-code-idea-project-specs"},"reused":{"native_id":"toolu_01SDWSGUMXBsrXPwzceZ8MW8","snippet":"CLAUDE_PROJECT_DIR=\"/home/bowei/.claude/projects/$(pwd | sed"}}
 ]
}
