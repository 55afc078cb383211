LOCAL = "roo_code/court-in-your-pocket__bob_task_may-16-2026_8-03-50-pm.md"
def ep(id, syms, err, cmd, resolved, fix, ver, conf, masked, hard, notes, shell=True, tool="execute_command", expected=False, fixes=None, codes=None):
    d = {"id": id, "shell": shell, "symptom_tool": tool, "symptom_native_ids": syms, "error_text": err,
         "failing_command": cmd, "resolved": resolved, "fix": fix, "verified_by_native_id": ver,
         "verification": ("none" if not ver else ("command" if shell else "tool")), "confidence": conf, "masked": masked,
         "expected_failure": expected, "hard_cases": hard, "notes": notes}
    if codes is not None: d["symptom_exit_codes"] = codes
    if fixes: d["fix_native_ids"] = fixes
    return d
ENTRY = {
"format": "roo-code-task-export-md (IBM Bob, Roo Code fork; exported task markdown, May 2026, Windows + Windows PowerShell 5; exit codes in result headers)",
"counts": {"shell_commands": 8, "failed_shell_commands": 4, "masked_failures_annotated": 0, "non_shell_tool_errors": 0},
"counts_notes": "Same export layout as the other roo_code files; the result header has two spaces ('Command executed in terminal  within working directory …') and long-running commands say 'Command is still running in terminal  from …'. shell_commands = 8 '<execute_command>' tags but only 6 '[execute_command for …] Result:' blocks: line:1764 is answered by a '[TASK RESUMPTION] Resuming task...' user block (the call was interrupted; the agent re-issues the identical curl at line:1900) and line:2329 is the last call of the file, without result. exit_unknown = line:1124 (uvicorn server 'still running', never updated; it is evidently up because later requests get HTTP answers), line:1764, line:2329. failed = 4 ('Exit code: 1': line:217, 353, 1900, 1980). The environment_details of every user block list 'Actively Running Terminals' (a user terminal running `curl http://localhost:8000/`, later the uvicorn terminal): not agent commands.",
"failed_native_ids": ["line:217", "line:353", "line:1900", "line:1980"],
"expected_nonzero": [],
"exit_unknown": ["line:1124", "line:1764", "line:2329"],
"notes": "IBM Bob (Roo Code fork), 'Court in your pocket' legal-aid chat app (FastAPI backend + React frontend) on Windows. The user lists frontend problems; Bob checks the backend from Windows PowerShell 5: `&&` is a parser error (fix `;`), bare `python` is the Microsoft Store app-execution alias ('Python was not found') (fix: the repo's ..\\\\.venv\\\\Scripts\\\\python.exe), `curl` is PowerShell's alias of Invoke-WebRequest so curl flags fail to bind (fix: native Invoke-WebRequest with a -Headers hashtable), and the request then fails with HTTP 404 'Session not found or expired', which Bob traces to the frontend's mock session id and patches in chat.py / session_store.py. The file ends with the verifying request unanswered.",
}
ENTRY_EXTRA = {"masked_native_ids": [], "non_shell_tool_error_ids": []}
EPIS = [
 ep("E1", ["line:217"], "The token '&&' is not a valid statement separator in this version.", "cd backend && python -c \"import sys; print(f'Python: {sys.version}')\" && python -c", True,
    {"native_id": "line:353", "kind": "command_change", "entities": ["cd backend; python"]}, "line:353", "high", False,
    ["compound_retry", "retry_still_fails_differently"],
    "Two `&&` in one line, both rejected (ParserError / InvalidEndOfLine). The retry replaces the first `&&` with `;` and drops the FastAPI-version half of the command. It parses, but fails differently (E2).", codes=[1]),
 ep("E2", ["line:353"], "Python was not found; run without arguments to install from the Microsoft Store, or disable this shortcut from Settings > Apps > Advanced app settings > App execution aliases.", "cd backend; python -c \"import sys; print(f'Python: {sys.version}')\"", True,
    {"native_id": "line:423", "kind": "path_fix", "entities": ["..\\\\.venv\\Scripts\\python.exe"]}, "line:423", "high", False,
    ["path_fix", "tool_switch"],
    "Missing interpreter: `python` on PATH is only the Windows Store stub. The fix calls the project venv interpreter by relative path; 'Python: 3.12.10 …' (exit 0). The same interpreter path is reused for uvicorn at line:1124. Note the doubled backslash in '..\\\\.venv' (kept verbatim; PowerShell accepts it)."),
 ep("E3", ["line:1900"], "Invoke-WebRequest : Cannot bind parameter 'Headers'. Cannot convert the \"Content-Type: application/json\" value of type", "curl -X POST http://localhost:8000/api/chat/message -H \"Content-Type: application/json\"", True,
    {"native_id": "line:1980", "kind": "tool_switch", "entities": ["Invoke-WebRequest", "-Headers @{\"Content-Type\"=\"application/json\"}"]}, "line:1980", "high", False,
    ["tool_switch", "flag_removed", "retry_still_fails_differently"],
    "In Windows PowerShell 5 `curl` is an alias of Invoke-WebRequest, so curl's -H/-d do not bind (ParameterBindingException). The identical curl was first issued at line:1764 and interrupted (no result, task resumed); line:1900 is the plain re-issue. The native Invoke-WebRequest call reaches the server and fails differently (E4).", codes=[1]),
 ep("E4", ["line:1980"], "Invoke-WebRequest : {\"detail\":\"Session not found or expired\"}", "Invoke-WebRequest -Uri \"http://localhost:8000/api/chat/message\" -Method POST", False,
    {"native_id": "line:2061", "kind": "edit_file", "entities": ["backend/routers/chat.py", "backend/session_store.py"]}, None, "medium", False,
    ["edit_then_retry"],
    "HTTP 404 from the app; Invoke-WebRequest turns it into exit 1 (WebCmdletWebResponseException). Diagnosis at line:2059 ('the frontend creates a mock session ID that doesn't exist in the backend's session store'); fixes in routers/chat.py (line:2061) and session_store.py (line:2195). The verifying request (line:2329, session 'mock-session-12345', message '__INIT__') is the last line of the file and has no result: unverified.", codes=[1], fixes=["line:2061", "line:2195"]),
]
PIVOTS = [
 {"native_id": "line:423", "snippet": "..\\\\.venv\\Scripts\\python.exe -c"},
 {"native_id": "line:2059", "snippet": "the frontend creates a mock session ID that doesn't exist in the backend's session store"},
]
REUSE = [
 {"entity": "venv interpreter path ..\\\\.venv\\Scripts\\python.exe",
  "discovered": {"native_id": "line:423", "snippet": "Python: 3.12.10"},
  "reused": {"native_id": "line:1124", "snippet": "..\\\\.venv\\Scripts\\python.exe -m uvicorn main:app --reload --port 8000"}},
 {"entity": "';' instead of '&&' in PowerShell",
  "discovered": {"native_id": "line:217", "snippet": "The token '&&' is not a valid statement separator in this version."},
  "reused": {"native_id": "line:1124", "snippet": "cd backend; ..\\\\.venv"}},
]
