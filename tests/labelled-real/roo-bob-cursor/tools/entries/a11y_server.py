KEY = "roo_code/scriptclean-a11y-guard__Server_not_woking_issue.md"
E = {
 "format": "roo-code-markdown-export (IBM Bob IDE task export renamed Server_not_woking_issue.md; XML tool calls, results in the next '**User:**' block; Windows PowerShell 5.1; exit code only as text 'Exit code: N'; ends with a tool call that has no result)",
 "counts": {"shell_commands": 4, "failed_shell_commands": 1, "masked_failures_annotated": 0},
 "counts_notes": "4 <execute_command> blocks (id = line:N of the tag, 0-based). Failed: line:1436 'cd server && pip list | findstr -i \"flask\"' (ParserError, Exit code: 1). line:1565 'cd server; python app.py' is still running (server output as 'New Output' in the same user block); line:1713 'curl http://localhost:5000/health' is the last record of the file and has no result at all. Two assistant blocks follow each other at line:1634 and line:1709 without a user block between them.",
 "failed_native_ids": ["line:1436"],
 "expected_nonzero": [],
 "exit_unknown": ["line:1565", "line:1713"],
 "notes": "Short IBM Bob session, Windows, same user/project as scriptclean-a11y-guard__audit_app.md (Flask server of 'ScriptClean: A11y Guard'), task 'check why server not working ?'. The agent reads the code, checks installed packages (first with '&&' and findstr, which PowerShell 5 rejects; then with ';' and Select-String), starts the server, finds it 'working perfectly' and tries a curl health check whose result is not in the export. No change to the project is made: the user's report is not reproduced (negative-ish control: a user-reported problem that turns out not to exist in the session).",
 "episodes": [
  {"id": "E1", "shell": True, "symptom_native_ids": ["line:1436"],
   "error_text": "The token '&&' is not a valid statement separator in this version.", "failing_command": "cd server && pip list | findstr -i \"flask\"", "resolved": True,
   "fix": {"native_id": "line:1502", "kind": "tool_switch", "entities": ["Select-String -Pattern", "cd server;"]},
   "verified_by_native_id": "line:1502", "confidence": "high", "masked": False, "expected_failure": False,
   "hard_cases": ["compound_retry", "tool_switch"],
   "notes": "Diagnosis line:1498 'PowerShell doesn't use `&&`'. Besides the separator the agent also swaps findstr for Select-String (findstr itself was not the problem). Exit 0, lists Flask 3.1.3 and flask-cors 6.0.2."},
  {"id": "E2", "shell": False, "symptom_tool": "user", "symptom_native_ids": ["line:0"],
   "error_text": "check why server not working ?", "failing_command": None, "resolved": False,
   "fix": None, "verified_by_native_id": None, "confidence": "medium", "masked": False, "expected_failure": False,
   "hard_cases": [],
   "notes": "The user's task. Starting the server (line:1565) shows ' * Running on http://127.0.0.1:5000' and the agent concludes 'The server is actually **working perfectly**' (line:1634); nothing is changed and the curl check (line:1713) has no result because the export stops. Not a fix; no evidence the user's problem (probably the client not reaching the server) is solved."}
 ],
 "pivots": [
  {"native_id": "line:1498", "snippet": "I see, PowerShell doesn't use `&&`. Let me use the correct PowerShell syntax."},
  {"native_id": "line:1634", "snippet": "The server is actually **working perfectly**!"}
 ],
 "reuse": [
  {"entity": "PowerShell ';' separator", "discovered": {"native_id": "line:1502", "snippet": "cd server; pip list"}, "reused": {"native_id": "line:1565", "snippet": "cd server; python app.py"}}
 ]
}
