import json
F="antigravity/finrelief__transcript.jsonl"
ep=[
 dict(id="E1",shell=True,symptom_native_ids=["line:48"],error_text="pytest : The term 'pytest' is not recognized as the name of a cmdlet, function, script file, or operable program.",failing_command="pytest",
  resolved=True,fix={"native_id":"line:65","kind":"tool_switch","entities":["python -m pytest"]},verified_by_native_id="line:79",confidence="medium",masked=False,expected_failure=False,
  hard_cases=["tool_switch","retry_still_fails_differently"],notes="Windows PowerShell, no pytest on PATH. `python -m pytest` (line:65) runs the interpreter but pytest is not installed (E2); pytest itself first runs at line:79 from the new venv, which is the verification of getting a test runner (medium)."),
 dict(id="E2",shell=True,symptom_native_ids=["line:65"],error_text="python.exe: No module named pytest",failing_command="python -m pytest",
  resolved=True,fix={"native_id":"line:71","kind":"install","entities":["python -m venv venv","venv"]},verified_by_native_id="line:79",confidence="high",masked=False,expected_failure=False,
  hard_cases=["install","env_prefix"],notes="Store Python 3.13 without project deps. The agent checks `python --version` (line:69), creates a venv (line:71, background task-74), installs requirements.txt with the venv pip (line:75, task-78) and calls .\\venv\\Scripts\\pytest (line:79): pytest now starts (and fails on a missing import, E3)."),
 dict(id="E3",shell=True,symptom_native_ids=["line:79"],error_text="E   ModuleNotFoundError: No module named 'requests'",failing_command=".\\venv\\Scripts\\pytest",
  resolved=True,fix={"native_id":"line:83","kind":"install","entities":["requests","pip install requests"]},verified_by_native_id="line:87",confidence="high",masked=False,expected_failure=False,
  hard_cases=["install","edit_then_retry"],notes="app/engine/advisor.py imports requests, missing from requirements.txt. The agent adds requests>=2.28.0 to requirements.txt (line:81) and installs it (line:83, task-86 'completed successfully'); the next pytest run exits 0 (line:87)."),
 dict(id="E4",shell=True,symptom_native_ids=["line:105"],error_text="FAILED tests/test_api.py::test_auth_flow - ValueError: password cannot be lon",failing_command=".\\venv\\Scripts\\pytest",
  resolved=True,fix={"native_id":"line:111","kind":"edit_file","entities":["bcrypt==4.0.1"]},verified_by_native_id="line:117",confidence="high",masked=False,expected_failure=False,
  hard_cases=["install","edit_then_retry"],notes="After the agent adds tests/test_api.py (and installs httpx for TestClient, line:99), pytest runs as background task-108; its exit 1 and the truncated failure summary exist only in the SYSTEM_MESSAGE at line:108 ('3 failed, 3 passed'). The full message 'password cannot be longer than 72 bytes' is in the agent's web search at line:109 (diagnosis: passlib 1.7.4 vs bcrypt 5). Fix: pin bcrypt==4.0.1 in requirements.txt (line:111) and install it (line:113, task-116); pytest at line:117 exits 0 with 6 tests passing. The later KeyError: 'access_token' failures were consequences of the same error."),
 dict(id="E5",shell=False,symptom_tool="model_api",symptom_native_ids=["line:144","line:146","line:150","line:152","line:156","line:158","line:162","line:164","line:169","line:171"],error_text="The model API is currently overloaded and may experience intermittent errors.",failing_command=None,
  resolved=False,fix=None,verified_by_native_id=None,confidence="high",masked=False,expected_failure=False,
  hard_cases=["gave_up","retry_still_fails_differently","config_change"],notes="ERROR_MESSAGE records with empty content and the text in separate `error` / `error_code: 429` fields. The user resends four requests and switches the model twice (USER_SETTINGS_CHANGE in line:160 and line:166: Gemini 3.5 Flash Medium -> High -> Gemini 3.1 Pro), every turn still ends in two 429s; the file ends with a CHECKPOINT (conversation truncated). Not a shell failure; plain retries are not fixes."),
]
entry={
 "format":"antigravity-transcript-jsonl (Antigravity .system_generated/logs/transcript.jsonl; Windows, PowerShell, Gemini 3.5 Flash)",
 "counts":{"shell_commands":15,"failed_shell_commands":4,"masked_failures_annotated":0},
 "counts_notes":"Same reader as antigravity/eager: 15 run_command tool calls in PLANNER_RESPONSE records, each paired in order with the next agent RUN_COMMAND record; no user-typed commands in this file. 3 exit 1 directly in the RUN_COMMAND content ('The command failed with exit code: 1'); 9 are background tasks whose exit appears only in a later SYSTEM_MESSAGE ('Task id \"<conv>/task-N\" finished with result: ...'); one of those failed (task-108, pytest). Fields can be truncated ('truncated_fields': ['content']); transcript_full.jsonl next to it in the repo has the untruncated text but is not the copied file. ERROR_MESSAGE records carry the model API error in `error` and `error_code` (429), with empty content.",
 "failed_native_ids":["line:48","line:65","line:79","line:105"],
 "expected_nonzero":[],
 "exit_unknown":[],
 "notes":"Antigravity (Gemini) on Windows builds a FastAPI + React 'FinRelief AI' student project. A clean chain of Python test-environment failures, each with its own fix: pytest not on PATH -> no pytest module -> venv + requirements -> missing requests -> passlib/bcrypt 5 incompatibility fixed by pinning bcrypt after a web search. Then the model API returns 429 for every later turn despite the user switching models. The file was committed by the student together with the app's .env (a local SECRET_KEY, visible in the VIEW_FILE at line:92; GEMINI_API_KEY=mock_key) — the secret is already public in the same repo.",
 "episodes":ep,
 "pivots":[{"native_id":"line:109","snippet":"password cannot be longer than 72 bytes"},
           {"native_id":"line:131","snippet":"Resolved a known compatibility issue between `passlib` and modern `bcrypt`"}],
 "reuse":[{"entity":".\\venv\\Scripts\\","discovered":{"native_id":"line:75","snippet":".\\venv\\Scripts\\pip install -r requirements.txt"},"reused":{"native_id":"line:113","snippet":".\\venv\\Scripts\\pip install bcrypt==4.0.1"}}]
}
json.dump({F:entry},open('/work/labelled-new/L39/parts/finrelief.json','w'),indent=1,ensure_ascii=False)
