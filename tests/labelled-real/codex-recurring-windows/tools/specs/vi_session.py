KEY="codex/vehicle-inspection__session.json"
def ep(id,sym,err,cmd,res,fix,ver,conf,hard,notes,masked=False,exp=False,shell=True,tool=None):
    d=dict(id=id,symptom_native_ids=sym,error_text=err,failing_command=cmd,resolved=res,fix=fix,verified_by_native_id=ver,confidence=conf,masked=masked,expected_failure=exp,hard_cases=hard,notes=notes,shell=shell)
    if tool: d['symptom_tool']=tool
    return d
F=lambda n,k,e:dict(native_id=n,kind=k,entities=e)
ENTRY=dict(
 format="codex-rollout-jsonl saved as .json (codex_cli_rs 0.116.0, model_provider openai, exec_command envelopes + apply_patch custom_tool_call, Linux workspace-write sandbox)",
 counts=dict(shell_commands=133,failed_shell_commands=4,masked_failures_annotated=0),
 counts_notes="The file is JSONL despite the .json name. 133 function_call items named exec_command; no write_stdin; no exec_command_end events. Exit code from the 'Process exited with code N' header. apply_patch is a custom_tool_call here (edit, not counted); one of them fails ('apply_patch verification failed', non-shell E3).",
 failed_native_ids=sorted(["call_BnFfEbvsjyqXgrmiXOkYOSOV","call_nqWtvYkA4TXVSFlxhAvYSgH2","call_DCeEUdMW33TyHCOenlhBvkXP","call_GtbrbrXgEzN2eN8EwZezGwN5"]),
 expected_nonzero=["call_GtbrbrXgEzN2eN8EwZezGwN5"],
 exit_unknown=[],
 notes="Third Codex session in the RoadSafe vehicle-inspection workspace (2026-03-28, two days after the scaffold rollout): a 'Delivery Acceptance / Project Architecture Audit', then three user-driven remediation sprints and a user-reported MySQL ER_PARSE_ERROR. Between sessions the code moved from fullstack/ to repo/, so the unit/API tests written in the first session still import '../fullstack/backend/src/...' and fail with ERR_MODULE_NOT_FOUND; the agent repairs the imports, the backend npm test glob, and adds repo/run_tests.sh. The backend cannot start outside Docker (getaddrinfo EAI_AGAIN mysql) and this is never resolved in the session. The final user-reported SQL fix is checked only with node --check.",
 episodes=[
  ep("E1",["call_BnFfEbvsjyqXgrmiXOkYOSOV"],"ls: cannot access 'run_tests.sh': No such file or directory","cd repo && ls -la run_tests.sh",True,F("call_ZOzMN6vywIsDRDx8JycJnz9U","edit_file",["repo/run_tests.sh"]),"call_tmRHBdlNESpf1IWIlUOYWckJ","high",["path_fix","edit_then_retry"],
     "Audit probe: the documented test runner is at the workspace root, not in repo/. In the remediation sprint the agent adds repo/run_tests.sh with apply_patch; `chmod +x repo/run_tests.sh && cd repo && ./run_tests.sh` passes ('# pass 4', '# fail 0')."),
  ep("E2",["call_nqWtvYkA4TXVSFlxhAvYSgH2"],"Error [ERR_MODULE_NOT_FOUND]: Cannot find module '/home/pirate/Documents/Projects/task2/repo/fullstack/backend/src/services/ingestionService.js'","cd repo && node --test unit_tests/*.test.js API_tests/*.test.js",True,F("call_IlwX4mjN2NtsIhwUA9rY4X5k","edit_file",["../fullstack/backend/src/services/schedulingService.js","scheduling.test.js"]),"call_tmRHBdlNESpf1IWIlUOYWckJ","high",["path_fix","edit_then_retry"],
     "All 4 test files fail: they were written in session 1 (vehicle-inspection rollout 13-38, unit_tests/*.test.js importing '../fullstack/backend/src/services/…') and the tree was later moved to repo/. Fixed by four apply_patch edits of the import paths (first: call_IlwX4mjN2NtsIhwUA9rY4X5k; then wH4j…, MsK4…, Pn5B…) plus the backend package.json test glob (call_Xd7tXEtV8Gm0R4SmMq2l7KjM); run_tests.sh then reports 4 pass 0 fail."),
  ep("E3",["call_3u3l6JfQW0pXssSUUYUvIByp"],"apply_patch verification failed: Failed to find expected lines in /home/pirate/Documents/Projects/task2/repo/backend/src/services/messagingService.js:",None,True,F("call_etzn3YqJ7SeTMKRfHpBjHJ56","edit_file",["messagingService.js","exportPendingOutbox"]),"call_etzn3YqJ7SeTMKRfHpBjHJ56","high",["edit_then_retry"],
     "Non-shell apply_patch context mismatch; the agent prints lines 45-90 of the file (call_mfCpNgohUjfijf4DZJfw2I7a) and re-sends the patch with the real context, which applies.",shell=False,tool="apply_patch"),
  ep("E4",["call_DCeEUdMW33TyHCOenlhBvkXP"],"Backend startup failed: Error: getaddrinfo EAI_AGAIN mysql","cd repo/backend && node src/server.js",False,None,None,"high",["gave_up"],
     "Outside docker compose the DB host 'mysql' does not resolve (line:237 'backend cannot start without its MySQL service in this environment'). The audit records it as an environment limit; the stack is never started in this session. Not the sandbox-network EAI_AGAIN of session 1 (that was registry.npmjs.org) - same errno, different cause."),
  ep("E5",["line:551"],"The backend is crashing with a ER_PARSE_ERROR because MySQL does not support ADD COLUMN IF NOT EXISTS",None,False,F("call_hqeq4lacO7SvT3YtjTiz2prU","edit_file",["ensureSchemaCompatibility","INFORMATION_SCHEMA.COLUMNS"]),None,"high",["edit_then_retry"],
     "User-reported runtime crash. The agent rewrites ensureSchemaCompatibility in server.js to check INFORMATION_SCHEMA.COLUMNS, removes the syntax from db/init.sql (call_TdWExUW9bU7yy2MwXK01DYvm), confirms with rg that no 'ADD COLUMN IF NOT EXISTS' remains (call_GtbrbrXgEzN2eN8EwZezGwN5, exit 1 = no match, expected) and runs node --check only. No runtime check: resolved false, verification none.",shell=False,tool="user"),
 ],
 pivots=[
  dict(native_id="line:227",snippet="I confirmed documented test commands are not exercising real assertions"),
  dict(native_id="line:370",snippet="repairing the test harness: fixing all import paths"),
 ],
 reuse=[
  dict(entity="repo/run_tests.sh as the verification command",discovered=dict(native_id="call_tmRHBdlNESpf1IWIlUOYWckJ",snippet="./run_tests.sh"),reused=dict(native_id="call_GEseoDtfyxSzYfi0YBc51vL5",snippet="cd repo && ./run_tests.sh")),
 ],
)
