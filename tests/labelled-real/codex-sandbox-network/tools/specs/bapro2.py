KEY = "codex/ba-pro__rollout-2026-02-13T23-06-33-019c57c1-03aa-7b40-a5fe-1277680bc04b.jsonl"
ENTRY = {
 "format": "codex-rollout-jsonl (Codex Desktop 0.98.0, source vscode, exec_command envelopes, NO exec_command_end, macOS zsh workspace-write sandbox)",
 "counts": {"shell_commands": 17, "failed_shell_commands": 2, "masked_failures_annotated": 0},
 "counts_notes": "17 function_call exec_command items; 1 write_stdin poll (not counted) carries the exit code of the long grep (call_kmSvpmPX2uWdn5ywJbJxD0gr: 'Process running with session ID 7834', then exit 0 in poll call_kkdfHGv4Be2B38MTu7Nxi1rv); 3 apply_patch custom_tool_calls are not shell. A developer message switches collaboration mode to Default (line 15).",
 "failed_native_ids": ["call_IMCwAfsh9eVf7pJmT8QG5st2", "call_WTWrihhAJlCxQUuy3xA6gRIV"],
 "expected_nonzero": ["call_WTWrihhAJlCxQUuy3xA6gRIV"],
 "exit_unknown": [],
 "notes": "Same user and machine as ba-pro__rollout-2026-02-07 (Codex Desktop 0.98.0, Vietnamese), different project (a gamefi engine, Express + routing-controllers): switch POST /game-events/{eventCode}/grant-plays from JWT roles to an API-key middleware, with new env vars and a Swagger security scheme. The same missing ripgrep (exit 127) recurs and gets the same fix (grep -RIn), this time through a long-running exec session whose result arrives in a write_stdin poll. `ls -1 | grep -i env` exits 1 because there is no env sample file: a probe. The placeholder default 'GAME_ENGINE_API_KEY' in env/index.ts is a literal default name, not a secret. No build or test is run.",
 "episodes": [
  {"id": "E1", "shell": True,
   "symptom_native_ids": ["call_IMCwAfsh9eVf7pJmT8QG5st2"],
   "error_text": "zsh:1: command not found: rg",
   "failing_command": "rg -n \"grant-plays|game-events\" -S .",
   "resolved": True,
   "fix": {"native_id": "call_kmSvpmPX2uWdn5ywJbJxD0gr", "kind": "tool_switch", "entities": ["grep -RIn"]},
   "verified_by_native_id": "call_kmSvpmPX2uWdn5ywJbJxD0gr", "confidence": "high", "masked": False, "expected_failure": False,
   "hard_cases": ["tool_switch"],
   "notes": "Reasoning 'Switching to grep due to missing rg' (line 28). The grep over '.' (including dist/ and node_modules) runs >10 s; its matches and exit 0 arrive in write_stdin poll call_kkdfHGv4Be2B38MTu7Nxi1rv (join by session id 7834). Later searches are grep -RIn on src only."},
  {"id": "E2", "shell": True,
   "symptom_native_ids": ["call_WTWrihhAJlCxQUuy3xA6gRIV"],
   "error_text": "(no output: grep found no match, exit 1)",
   "failing_command": "ls -1 | grep -i env",
   "resolved": False, "fix": None, "verified_by_native_id": None, "confidence": "high", "masked": False, "expected_failure": True,
   "hard_cases": ["intended_failure"],
   "notes": "Probe for an env sample file at the repo root; none exists, so the agent documents the new variables in its answer instead. Not a failure to fix."}
 ],
 "pivots": [
  {"native_id": "line:28", "snippet": "Switching to grep due to missing rg"}
 ],
 "reuse": [
  {"entity": "grep -RIn instead of rg",
   "discovered": {"native_id": "call_kmSvpmPX2uWdn5ywJbJxD0gr", "snippet": "grep -RIn \"grant-plays\\|game-events\" ."},
   "reused": {"native_id": "call_Gr95EZOicmuI6VuDzVq0tKzZ", "snippet": "grep -RIn \"api key\\|apikey\\|x-api-key\\|ApiKey\" src"}}
 ]
}
