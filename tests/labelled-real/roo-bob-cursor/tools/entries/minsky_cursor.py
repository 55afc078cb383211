KEY = "cursor/minsky__2025-05-01_15-41-starting-task-022.md"
FORMAT = "specstory"
E = {
 "format": "cursor-specstory-markdown (SpecStory extension export of a Cursor agent chat, .specstory/history/*.md, May 2025 layout: '_**User**_' / '_**Assistant**_' headers, items separated by '---'; terminal commands as a ```bash fence followed by a plain ``` fence with the terminal text including the zsh prompt; edits as ```diff fences without file path; no exit codes, no tool ids, no timestamps per item)",
 "counts": {"shell_commands": 16, "failed_shell_commands": 0, "masked_failures_annotated": 0},
 "counts_notes": "16 terminal items: a ```bash fence directly after a '---' line and a blank line, followed by its output fence (id = line:N of the ```bash line, 0-based; record text = both fences). The format records no exit codes, so failed = 0 and every command is exit_unknown; failures are read from the printed text (zsh 'cd: no such file or directory', bun test summaries ' 36 fail' / ' 1 fail'). Not commands: ```diff fences (edits; they do not name the edited file), ```markdown fences, 'Read file: <path>' items, <details> search results, and the 'Cancelled' item at line:3640 (an edit the user stopped). The whole agent turn is one '_**Assistant**_' message (line:10); the user speaks at line:4 (task) and line:3644 (the last line of interest, a correction).",
 "failed_native_ids": [],
 "expected_nonzero": [],
 "exit_unknown": ["line:365", "line:379", "line:528", "line:557", "line:605", "line:629", "line:645", "line:665", "line:681", "line:695", "line:1454", "line:1867", "line:2284", "line:2458", "line:2764", "line:2993"],
 "notes": "Cursor agent (model not named in this export) on edobry/minsky, a Bun + TypeScript CLI that manages tasks and per-task git 'sessions' (clones under ~/.local/state/minsky/git/local/minsky/sessions/<session>). Task #022 'Fix Session Test Failures and Linting Issues'. The agent starts a minsky session, cannot cd into it because 'minsky session dir' prints the legacy path without 'sessions/' (the very bug class the task is about), cds to the path printed by 'session start', runs the suite (81 tests, 36 fail, several from a missing 'commander' package in the fresh clone), runs bun install, and then loops on one getRepoPath test: five targeted 'bun test -t ...' runs all fail with the identical 'Received: \"/path/to/[object Object]/undefined\"'. The user's last message explains why: the agent's edits were going to the main workspace (/Users/edobry/Projects/minsky), not to the session clone where the tests run. Negative control for 'edit -> retry' linking: many edits between identical failures, none of them effective. Reader traps: edits carry no file path; no exit codes; the terminal cwd is visible only in the zsh prompt ('edobry@linkslate minsky %' vs 'edobry@linkslate task#022 %'), and a 'cd' item changes it for all later items.",
 "episodes": [
  {"id": "E1", "shell": True, "symptom_native_ids": ["line:365"],
   "error_text": "(no output: the grep pattern \\\"022\\\" keeps the literal double quotes, and the JSON holds \"#022\", so nothing matches)", "failing_command": "minsky tasks list --json | grep -A 5 \\\"022\\\"", "resolved": True,
   "fix": {"native_id": "line:379", "kind": "command_change", "entities": ["minsky tasks list --json"]},
   "verified_by_native_id": "line:379", "confidence": "medium", "masked": False, "expected_failure": False,
   "hard_cases": ["typo", "flag_removed"],
   "notes": "A silent failure: only the echoed prompt line, no match. The agent drops the grep and lists everything (line:379 shows \"id\": \"#022\"), then uses 'minsky tasks get '#022' --json' (line:528). Without exit codes this is visible only as an empty output block."},
  {"id": "E2", "shell": True, "symptom_native_ids": ["line:629"],
   "error_text": "cd: no such file or directory: /Users/edobry/.local/state/minsky/git/local/minsky/task#022", "failing_command": "cd $(minsky session dir task#022)", "resolved": True,
   "fix": {"native_id": "line:681", "kind": "path_fix", "entities": ["/Users/edobry/.local/state/minsky/git/local/minsky/sessions/task#022"]},
   "verified_by_native_id": "line:695", "confidence": "high", "masked": False, "expected_failure": False,
   "hard_cases": ["path_fix", "wrong_cwd"],
   "notes": "'minsky session dir' (line:665) returns the legacy layout path without 'sessions/', while 'session start' (line:605) cloned into .../sessions/task#022. The agent cds to the path printed by session start (line:681, empty output); the next item's prompt reads 'edobry@linkslate task#022 %' (line:695), which is the only evidence of the new cwd."},
  {"id": "E3", "shell": True, "symptom_native_ids": ["line:695"],
   "error_text": "error: Cannot find package 'commander' from '/Users/edobry/.local/state/minsky/git/local/minsky/s", "failing_command": "bun test", "resolved": True,
   "fix": {"native_id": "line:1454", "kind": "install", "entities": ["bun install", "commander@13.1.0"]},
   "verified_by_native_id": "line:1867", "confidence": "medium", "masked": False, "expected_failure": False,
   "hard_cases": ["install"],
   "notes": "The fresh session clone has no node_modules; the CLI tests that spawn the CLI fail with 'Cannot find package commander' (part of the 36 failures). 'bun install' (line:1454) installs 138 packages including commander@13.1.0. Later runs (from line:1867) no longer print the error, but they are filtered with -t, so the CLI tests are skipped: indirect verification (medium)."},
  {"id": "E4", "shell": True, "symptom_native_ids": ["line:695", "line:1867", "line:2284", "line:2458", "line:2764", "line:2993"],
   "error_text": "Received: \"/path/to/[object Object]/undefined\"", "failing_command": "bun test -t \"should return the legacy path if no sessions directory exists\"", "resolved": False,
   "fix": None, "verified_by_native_id": None, "confidence": "high", "masked": False, "expected_failure": False,
   "hard_cases": ["wrong_cwd", "gave_up"],
   "notes": "SessionDB.getRepoPath tests. Between the runs the agent makes many ```diff edits (session.ts, session.test.ts, get.ts, cd.ts ...), rewrites the tests twice (the test name changes at line:2764 and line:2993), and every run prints the same received value. Per the user (line:3644) the edits went to the main workspace while bun test runs in the session clone, so none could have an effect. No fix, the turn is cancelled by the user (line:3640 'Cancelled'). The label marks the story as abandoned; gave_up here means stopped by the user rather than by the agent."},
  {"id": "E5", "shell": False, "symptom_tool": "user", "symptom_native_ids": ["line:3644"],
   "error_text": "you're editing the main workspace, not the session", "failing_command": None, "resolved": False,
   "fix": None, "verified_by_native_id": None, "confidence": "high", "masked": False, "expected_failure": False,
   "hard_cases": ["wrong_cwd"],
   "notes": "The user's diagnosis of E4, the last message of the export; nothing follows it."}
 ],
 "pivots": [
  {"native_id": "line:10", "snippet": "It seems there's an issue with finding the session directory. Let me check the session information to get the correct path."},
  {"native_id": "line:10", "snippet": "Now I'm in the correct session directory."},
  {"native_id": "line:3644", "snippet": "you're editing the main workspace, not the session"}
 ],
 "reuse": [
  {"entity": "session clone path from 'minsky session start'", "discovered": {"native_id": "line:605", "snippet": "Repository cloned to: /Users/edobry/.local/state/minsky/git/local/minsky/sessions/task#022"}, "reused": {"native_id": "line:681", "snippet": "cd /Users/edobry/.local/state/minsky/git/local/minsky/sessions/task#022"}},
  {"entity": "failing test name from the full run", "discovered": {"native_id": "line:695", "snippet": "SessionDB > getRepoPath > should return the legacy path if no sessions directory exists"}, "reused": {"native_id": "line:1867", "snippet": "bun test -t \"should return the legacy path if no sessions directory exists\""}}
 ]
}
