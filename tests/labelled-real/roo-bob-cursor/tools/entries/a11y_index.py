KEY = "roo_code/scriptclean-a11y-guard__index_file_working.md"
E = {
 "format": "roo-code-markdown-export (IBM Bob IDE task export renamed index_file_working.md; XML tool calls, results in the next '**User:**' block; Windows PowerShell 5.1; exit code only as text 'Exit code: N'; two tool calls in one assistant block share one result block)",
 "counts": {"shell_commands": 2, "failed_shell_commands": 1, "masked_failures_annotated": 0},
 "counts_notes": "2 <execute_command> blocks (id = line:N of the tag, 0-based). Failed: line:2595 'cd d:/scriptclean_a11y_guard && python server/app.py' (ParserError, Exit code: 1). line:2659 'python server/app.py' is still running; the Flask startup lines are 'New Output' in the same user block: exit_unknown. The assistant block at line:1341 holds two tool calls (update_todo_list line:1345 and apply_diff line:1357); the one result block (line:1372) says the second was not executed ('Only one tool may be used per message'), so both ids point at the same result text. The export ends with attempt_completion (line:2795) without result.",
 "failed_native_ids": ["line:2595"],
 "expected_nonzero": [],
 "exit_unknown": ["line:2659"],
 "notes": "IBM Bob session, Windows, same user/project as scriptclean-a11y-guard__audit_app.md. Task: the client says the server is not working, check the text_samples folder name, make the 'Ask Bob priority' button work. The agent finds SAMPLES_DIR pointing at 'test-samples' while the folder is 'text_samples' (one-line fix), reviews the buttons and declares them working ('Requires a scan to be completed first'), then starts the server: '&&' again fails under PowerShell 5 and 'python server/app.py' from the workspace root runs. Non-shell: an apply_diff dropped by the one-tool-per-message rule.",
 "episodes": [
  {"id": "E1", "shell": False, "symptom_tool": "apply_diff", "symptom_native_ids": ["line:1357"],
   "error_text": "Tool [apply_diff] was not executed because a tool has already been used in this message.", "failing_command": None, "resolved": True,
   "fix": {"native_id": "line:1421", "kind": "request_fix", "entities": ["SAMPLES_DIR = BASE_DIR / \"text_samples\""]},
   "verified_by_native_id": "line:1421", "confidence": "high", "masked": False, "expected_failure": False,
   "hard_cases": ["edit_then_retry"],
   "notes": "The agent put update_todo_list and apply_diff in the same message; the tool runner executed only the first. The same change is sent alone in the next message (line:1421) and reports operation modified."},
  {"id": "E2", "shell": False, "symptom_tool": "user", "symptom_native_ids": ["line:0"],
   "error_text": "when i run the index.html it says server not working", "failing_command": None, "resolved": False,
   "fix": {"native_id": "line:1421", "kind": "path_fix", "entities": ["text_samples"]},
   "verified_by_native_id": None, "confidence": "medium", "masked": False, "expected_failure": False,
   "hard_cases": ["path_fix"],
   "notes": "Diagnosis line:1341 'I found the issues!': the samples directory name. The server is started afterwards (line:2659, running on 127.0.0.1:5000) but index.html is never loaded against it; the 'server not working' message is not re-checked: unverified."},
  {"id": "E3", "shell": True, "symptom_native_ids": ["line:2595"],
   "error_text": "The token '&&' is not a valid statement separator in this version.", "failing_command": "cd d:/scriptclean_a11y_guard && python server/app.py", "resolved": True,
   "fix": {"native_id": "line:2659", "kind": "command_change", "entities": ["python server/app.py"]},
   "verified_by_native_id": "line:2659", "confidence": "high", "masked": False, "expected_failure": False,
   "hard_cases": ["compound_retry", "path_fix"],
   "notes": "The cd was to the directory the terminal is already in; the rerun drops it and gives the script path relative to the root. Still running with ' * Running on http://127.0.0.1:5000' in its output (no exit code)."}
 ],
 "pivots": [
  {"native_id": "line:1341", "snippet": "I found the issues! Let me create a todo list and fix them step by step."},
  {"native_id": "line:2659", "snippet": "python server/app.py"}
 ],
 "reuse": [
  {"entity": "folder name text_samples", "discovered": {"native_id": "line:0", "snippet": "text_samples folder name"}, "reused": {"native_id": "line:1421", "snippet": "SAMPLES_DIR = BASE_DIR / \"text_samples\""}}
 ]
}
