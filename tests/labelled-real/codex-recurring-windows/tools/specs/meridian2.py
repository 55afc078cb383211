KEY="codex/meridianops__session-2.jsonl"
def ep(id,sym,err,cmd,res,fix,ver,conf,hard,notes,masked=False,exp=False,shell=True,tool=None):
    d=dict(id=id,symptom_native_ids=sym,error_text=err,failing_command=cmd,resolved=res,fix=fix,verified_by_native_id=ver,confidence=conf,masked=masked,expected_failure=exp,hard_cases=hard,notes=notes,shell=shell)
    if tool: d['symptom_tool']=tool
    return d
F=lambda n,k,e:dict(native_id=n,kind=k,entities=e)
ENTRY=dict(
 format="codex-rollout-jsonl (codex_cli_rs 0.117.0, shell_command 'Exit code: N' envelopes + apply_patch custom_tool_call, Windows PowerShell, Windows sandbox)",
 counts=dict(shell_commands=91,failed_shell_commands=10,masked_failures_annotated=0),
 counts_notes="91 function_call items named shell_command; 29 apply_patch custom_tool_calls are edits, not shell commands (two of them fail: a sandbox CreateProcessAsUserW 206 execution error and an 'apply_patch verification failed'). Exit codes from the 'Exit code: N' header; unlike session 1 (cli 0.116.0) this 0.117.0 file also has one event_msg exec_command_end per shell call (91), whose exit_code agrees with the header; exit 124 is the tool timeout. No exit-unknown shell calls. Escalated calls are followed by developer messages 'Approved command prefix saved'. Vite/Vitest output carries ANSI colour codes.",
 failed_native_ids=sorted(["call_9UIS5e22b4lvcvLKNKXbK1fc","call_ee6BLIMS6Mn7YyLMpQPrhEx2","call_IFQWtf7anA3i8AOWzWdYARk5","call_iD1nryq3DoVDtMckD0c7VOuE","call_wx5F0xJMgfc7JhZXdbx5FnPb","call_q89qBsIi45UQyOWU4DaffGfg","call_Ag3dEgAlpDCfH3XJiMpeiuPo","call_MHqcHkKUje5OH74Id1jVlsiJ","call_WW5rKyDqudCD4DZuYtBB0wfg","call_HnNAv5xHsgCMePOGPWydNOS9"]),
 expected_nonzero=[],
 exit_unknown=[],
 notes="Second Codex session (two days later, cli 0.117.0) in the same MeridianOps workspace: a delivery-acceptance audit followed by fixes. It meets again the PowerShell npm.ps1 execution-policy block (fixed again with npm.cmd), a Windows-sandbox CreateProcessAsUserW failure on an oversized write (206 this time; again fixed by writing in smaller chunks) and an apply_patch context mismatch. New here: wrong relative .venv path, pytest exceeding the 120 s tool timeout (raised timeout_ms), Vite/Vitest 'spawn EPERM' inside the sandbox (fixed by escalation, plus --pool forks for a Vitest worker timeout), a TS2304 compile error and a failing KPI permission test, both fixed and verified.",
 episodes=[
  ep("E1",["call_9UIS5e22b4lvcvLKNKXbK1fc"],"The term '.\\.venv\\Scripts\\python.exe' is not recognized",".\\.venv\\Scripts\\python.exe -m pytest",True,F("call_iD1nryq3DoVDtMckD0c7VOuE","path_fix",["..\\..\\.venv\\Scripts\\python.exe"]),"call_VobzOxAHHh9yq9KyHx8x45LR","high",["path_fix","retry_still_fails_differently"],
     "The venv lives at the repo root, not in fullstack\\backend (line:74 'the backend command used the wrong relative path'). The corrected path runs pytest but hits the tool timeout (E2); proof the path works is the next run with a larger timeout."),
  ep("E2",["call_iD1nryq3DoVDtMckD0c7VOuE"],"command timed out after 120444 milliseconds","..\\..\\.venv\\Scripts\\python.exe -m pytest",True,F("call_VobzOxAHHh9yq9KyHx8x45LR","command_change",["timeout_ms"]),"call_VobzOxAHHh9yq9KyHx8x45LR","high",["flag_removed","config_change"],
     "The suite takes ~110 s; rerun with timeout_ms 300000 (a tool-call argument, not in the command text): '40 passed, 2 skipped'."),
  ep("E3",["call_ee6BLIMS6Mn7YyLMpQPrhEx2","call_IFQWtf7anA3i8AOWzWdYARk5"],"npm.ps1 cannot be loaded because running scripts is disabled","npm run build",True,F("call_wx5F0xJMgfc7JhZXdbx5FnPb","tool_switch",["npm.cmd"]),"call_q89qBsIi45UQyOWU4DaffGfg","high",["tool_switch","permission","retry_still_fails_differently"],
     "Same PowerShell execution-policy block as session 1 (meridianops__session.jsonl E1), which this session does not remember: the agent first calls plain npm again, then switches to npm.cmd (line:74 'PowerShell blocks `npm.ps1` here'). npm.cmd run build then runs and fails on real TS errors (E5), so the shim problem is gone."),
  ep("E4",["call_wx5F0xJMgfc7JhZXdbx5FnPb"],"Error: spawn EPERM","npm.cmd test",True,F("call_Ag3dEgAlpDCfH3XJiMpeiuPo","sandbox_escalation",["require_escalated","npm.cmd test"]),"call_Ag3dEgAlpDCfH3XJiMpeiuPo","medium",["permission","config_change","retry_still_fails_differently"],
     "Vitest cannot load vite.config.ts because esbuild's child process spawn is denied in the Windows sandbox ('[plugin externalize-deps] Error: spawn EPERM'). Diagnosis line:276. The escalated rerun loads the config (no EPERM) but the worker times out (E6)."),
  ep("E5",["call_q89qBsIi45UQyOWU4DaffGfg"],"error TS2304: Cannot find name 'extractError'.","npm.cmd run build",True,F("call_PNdhTo5Pd2aIIKXw6OQTtJZJ","edit_file",["CampaignsView.vue","extractError"]),"call_vnWiXAP7N5bYYugVsW7mvd2g","high",["edit_then_retry"],
     "vue-tsc error in CampaignsView.vue, found in the audit and fixed later with an apply_patch; the next sandboxed build dies on spawn EPERM (E8) and the escalated build call_vnWi... passes vue-tsc and vite build."),
  ep("E6",["call_Ag3dEgAlpDCfH3XJiMpeiuPo"],"Timeout waiting for worker to respond","npm.cmd test",True,F("call_4Fpu052iuy6eb0Hkg6H7VuwS","command_change",["--pool forks","vitest.cmd"]),"call_4Fpu052iuy6eb0Hkg6H7VuwS","medium",["flag_removed","tool_switch"],
     "Outside the sandbox the full Vitest run finds 'no tests' and the worker pool times out. At the end the agent runs one spec through node_modules\\.bin\\vitest.cmd with --pool forks (escalated), which passes 3 tests. Narrower command, so medium."),
  ep("E7",["call_eeZGzN7DTH4GAyBP8rA1JLa1"],"windows sandbox: runner error: CreateProcessAsUserW failed: 206",None,True,F("call_mxUgohx8kWZYLh9ybrE8X7i9","command_change",["delivery_acceptance_architecture_review_2026-03-28.md"]),"call_mxUgohx8kWZYLh9ybrE8X7i9","medium",["permission"],
     "Non-shell: an apply_patch adding a very large report file fails in the Windows sandbox runner (Win32 error 206, name/command too long). line:298 'The report content is too large for a single patch payload on this Windows runner. I’m writing it in smaller patch chunks'; the smaller Add File patch succeeds and later patches append. Same mechanism as meridianops__session.jsonl E4 (CreateProcessAsUserW failed: 5 on a bulk here-string write).",shell=False,tool="apply_patch"),
  ep("E8",["call_WW5rKyDqudCD4DZuYtBB0wfg","call_HnNAv5xHsgCMePOGPWydNOS9"],"Error: spawn EPERM","npm.cmd run build",True,F("call_vnWiXAP7N5bYYugVsW7mvd2g","sandbox_escalation",["require_escalated","npm.cmd run build"]),"call_vnWiXAP7N5bYYugVsW7mvd2g","high",["permission","config_change"],
     "Recurrence of E4 for the build and the targeted vitest run (both 'failed to load config ... spawn EPERM'). line:549 'the failures so far are process-spawn restrictions from this environment'; both rerun escalated and pass (call_vnWi... build, call_4Fpu... vitest)."),
  ep("E9",["call_MHqcHkKUje5OH74Id1jVlsiJ"],"FAILED tests/test_ops_kpi.py::test_store_manager_cannot_access_other_store_kpi_data","..\\..\\.venv\\Scripts\\python.exe -m pytest",True,F("call_QfxPgsr9vIiOo0f2BpSgtfvB","edit_file",["operations.py","HTTPException"]),"call_tFiuHdrfO7cKFGhOl4NcsWay","high",["edit_then_retry"],
     "The KPI route turned a 403 into a 400 (line:529). The first patch (E10) fails to apply; the second, written after reading operations.py, lets HTTPException through; pytest then reports '43 passed, 2 skipped'."),
  ep("E10",["call_UGNarMh4c8TMwpU43aDub3Bt"],"apply_patch verification failed: Failed to find expected lines",None,True,F("call_QfxPgsr9vIiOo0f2BpSgtfvB","edit_file",["operations.py"]),"call_QfxPgsr9vIiOo0f2BpSgtfvB","high",["edit_then_retry"],
     "Non-shell apply_patch context mismatch; the agent prints operations.py with line numbers (call_LUSzIksXN1IFHmnlwy37XdSf) and sends a patch with the real context, which applies. Same signature as the App.vue patches in vehicle-inspection.",shell=False,tool="apply_patch"),
 ],
 pivots=[
  dict(native_id="line:74",snippet="PowerShell blocks `npm.ps1` here"),
  dict(native_id="line:276",snippet="consistent with a sandbox/process policy issue rather than a Vitest assertion failure"),
  dict(native_id="line:298",snippet="I’m writing it in smaller patch chunks"),
 ],
 reuse=[
  dict(entity="escalate frontend commands blocked by spawn EPERM",discovered=dict(native_id="line:276",snippet="spawn EPERM"),reused=dict(native_id="line:549",snippet="process-spawn restrictions from this environment")),
  dict(entity="..\\..\\.venv python path",discovered=dict(native_id="call_iD1nryq3DoVDtMckD0c7VOuE",snippet="..\\..\\.venv\\Scripts\\python.exe -m pytest"),reused=dict(native_id="call_MHqcHkKUje5OH74Id1jVlsiJ",snippet="..\\..\\.venv\\Scripts\\python.exe -m pytest")),
 ],
)
