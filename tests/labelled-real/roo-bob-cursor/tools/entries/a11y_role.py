KEY = "roo_code/scriptclean-a11y-guard__Role_Expert_Full_Stack_Developer.md"
E = {
 "format": "roo-code-markdown-export (IBM Bob IDE task export renamed Role_Expert_Full_Stack_Developer.md; XML tool calls, results in the next '**User:**' block; Windows PowerShell 5.1; exit code only as text 'Exit code: N')",
 "counts": {"shell_commands": 1, "failed_shell_commands": 1, "masked_failures_annotated": 0},
 "counts_notes": "1 <execute_command> block: line:1764 'cd client && python -m http.server 8080' (ParserError, Exit code: 1). 17 other tool calls (read_file, apply_diff, write_to_file, update_todo_list, attempt_completion). The last attempt_completion (line:3322) has no result.",
 "failed_native_ids": ["line:1764"],
 "expected_nonzero": [],
 "exit_unknown": [],
 "notes": "IBM Bob session, Windows, same user/project as scriptclean-a11y-guard__audit_app.md. The user pastes a precise spec (a ChatGPT-style fix plan) for the 'Ask Bob for priority' feature: get_priority_fix in app.py must return a dict, showBobPriority in script.js must accept it. The agent edits both files, then wants to serve the client with 'cd client && python -m http.server 8080', hits the PowerShell 5 '&&' ParserError and silently abandons running anything (it reads index.html and writes a documentation file instead). The user replies 'its still not working' with more instructions (escHtml helper); the agent edits script.js and index.html and ends with 'The feature is now fully functional!' without ever running the app. Negative control: a failed command the agent gives up on, and a user-reported failure fixed only on paper.",
 "episodes": [
  {"id": "E1", "shell": True, "symptom_native_ids": ["line:1764"],
   "error_text": "The token '&&' is not a valid statement separator in this version.", "failing_command": "cd client && python -m http.server 8080", "resolved": False,
   "fix": None, "verified_by_native_id": None, "confidence": "high", "masked": False, "expected_failure": False,
   "hard_cases": ["gave_up"],
   "notes": "Next assistant block (line:1830): 'Let me check the client HTML file to understand how to test this properly.' No rerun with ';' and no other command for the rest of the session. Same signature the same user's other sessions fix by switching to ';' (cross-session group)."},
  {"id": "E2", "shell": False, "symptom_tool": "user", "symptom_native_ids": ["line:2432"],
   "error_text": "its still not working", "failing_command": None, "resolved": False,
   "fix": {"native_id": "line:2681", "kind": "edit_file", "entities": ["escHtml"]},
   "verified_by_native_id": None, "confidence": "medium", "masked": False, "expected_failure": False,
   "hard_cases": ["retry_still_fails_differently"],
   "notes": "The first round of edits (app.py line:1289, script.js line:1411) did not make the button work for the user. Second round: escHtml entity encoding (line:2681), fallback defaults (line:2764), button wiring in index.html (line:2987). The final attempt_completion claims success without any run: unverified."}
 ],
 "pivots": [
  {"native_id": "line:1830", "snippet": "Let me check the client HTML file to understand how to test this properly."},
  {"native_id": "line:2674", "snippet": "has incorrect HTML entity encoding"}
 ],
 "reuse": [
  {"entity": "escHtml helper named by the user", "discovered": {"native_id": "line:2432", "snippet": "Check for the escHtml HelperThe"}, "reused": {"native_id": "line:2681", "snippet": "escHtml"}}
 ]
}
