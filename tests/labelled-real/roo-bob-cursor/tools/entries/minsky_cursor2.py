KEY = "cursor/minsky__2025-04-29_20-27-continuing-task-011.md"
FORMAT = "specstory"
E = {
 "format": "cursor-specstory-markdown (SpecStory export of a Cursor agent chat, April 2025 layout; same reader notes as minsky__2025-05-01_15-41-starting-task-022.md; ends with empty '---' items while the turn was still running)",
 "counts": {"shell_commands": 10, "failed_shell_commands": 0, "masked_failures_annotated": 0},
 "counts_notes": "10 terminal items (```bash fence after '---' + blank line, followed by an output fence; id = line:N of the ```bash line, 0-based). No exit codes in the format: failed = 0, all 10 are exit_unknown. The output of 'cd ... && pwd' at line:554 has no echoed prompt line (only the pwd result), unlike every other item. 'Searched web' and 'Listed directory' <details> blocks and fetched-rule text are not commands. The export ends with several empty items separated by '---'.",
 "failed_native_ids": [],
 "expected_nonzero": [],
 "exit_unknown": ["line:361", "line:413", "line:436", "line:452", "line:472", "line:488", "line:510", "line:530", "line:554", "line:569"],
 "notes": "Cursor agent on edobry/minsky (Bun + TypeScript CLI), two days before the task-022 export: 'continue work on task 011' (git pr command tests). The agent first reads the project's session rules (fetched rule text in the assistant turn warns that relative edit paths hit the main workspace, not the session clone: the mistake the task-022 session later makes). 'cd $(minsky session dir task#011) && pwd' fails because 'session dir' prints /Users/edobry/.local/state/minsky/git/task#011 while the clone lives under git/local/minsky/task#011; the agent lists the state directories level by level, finds the clone and cds there with the absolute path; git status then runs in the session (prompt 'task#011'). The rest is reading code and a web search; no further commands. Same signature as E2 of the task-022 export (cross-session group).",
 "episodes": [
  {"id": "E1", "shell": True, "symptom_native_ids": ["line:436"],
   "error_text": "cd: no such file or directory: /Users/edobry/.local/state/minsky/git/task#011", "failing_command": "cd $(minsky session dir task#011) && pwd", "resolved": True,
   "fix": {"native_id": "line:554", "kind": "path_fix", "entities": ["/Users/edobry/.local/state/minsky/git/local/minsky/task#011"]},
   "verified_by_native_id": "line:554", "confidence": "high", "masked": False, "expected_failure": False,
   "hard_cases": ["path_fix", "wrong_cwd"],
   "notes": "Diagnosis by exploration: 'minsky session get' (line:452) has no path, 'minsky session dir' (line:472) repeats the wrong path, then ls of git/ (line:488), git/local/ (line:510) and git/local/minsky/ (line:530, lists task#011). The absolute cd (line:554) prints the pwd; the next item's prompt is 'edobry@linkslate task#011 %' (line:569)."}
 ],
 "pivots": [
  {"native_id": "line:10", "snippet": "Let me check the details of the session to find the correct directory path:"},
  {"native_id": "line:10", "snippet": "Perfect! I found the session directory for task 011."}
 ],
 "reuse": [
  {"entity": "session clone directory task#011", "discovered": {"native_id": "line:530", "snippet": "task#011"}, "reused": {"native_id": "line:554", "snippet": "cd /Users/edobry/.local/state/minsky/git/local/minsky/task#011 && pwd"}}
 ]
}
