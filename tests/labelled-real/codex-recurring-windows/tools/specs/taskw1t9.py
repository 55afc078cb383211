KEY="codex/task-w1t9__session-1.jsonl"
def ep(id,sym,err,cmd,res,fix,ver,conf,hard,notes,masked=False,exp=False,shell=True,tool=None):
    d=dict(id=id,symptom_native_ids=sym,error_text=err,failing_command=cmd,resolved=res,fix=fix,verified_by_native_id=ver,confidence=conf,masked=masked,expected_failure=exp,hard_cases=hard,notes=notes,shell=shell)
    if tool: d['symptom_tool']=tool
    return d
F=lambda n,k,e:dict(native_id=n,kind=k,entities=e)
ENTRY=dict(
 format="codex-rollout-jsonl (codex_cli_rs 0.117.0, shell_command 'Exit code: N' envelopes + exec_command_end, apply_patch custom_tool_call, Windows PowerShell, Windows sandbox)",
 counts=dict(shell_commands=116,failed_shell_commands=7,masked_failures_annotated=0),
 counts_notes="116 function_call items named shell_command, each with an exec_command_end event whose exit_code agrees with the 'Exit code: N' header. 13 apply_patch custom_tool_calls are edits (4 of them fail with 'apply_patch verification failed', non-shell episode E1). 3 update_plan calls not counted. No exit-unknown calls. Vitest/Vite output has ANSI colour codes; PowerShell output CRLF.",
 failed_native_ids=sorted(["call_2rpRBxMXyw7wW4NhILCZtgdS","call_jY5HnP6VTKjcLWbXejGj3C2I","call_MpcSofyxBjMGcpqvbDuu4KYb","call_m27AVVtJvf7F5FYdojb3toje","call_uNEfafdjOjPD8bZyQhwxbtBB","call_cgBCsrwB7qV71NtiAQxrp2sv","call_oCxJc2imrZE9PGDP1JZQJJG4"]),
 expected_nonzero=sorted(["call_2rpRBxMXyw7wW4NhILCZtgdS","call_jY5HnP6VTKjcLWbXejGj3C2I","call_m27AVVtJvf7F5FYdojb3toje","call_oCxJc2imrZE9PGDP1JZQJJG4"]),
 exit_unknown=[],
 notes="Codex session (0.117.0, 2026-03-28/29) on a different Eaglepoint task project (NeighborhoodPickup portal, Express + Vue, C:\\Users\\Hello\\OneDrive\\Desktop\\task-2) run on the same Windows machine and user as the MeridianOps sessions: auth/role flow fixes. Unlike MeridianOps, the agent calls npm.cmd from the start (no npm.ps1 failure). It meets the same Vite 'spawn EPERM' sandbox failure as MeridianOps session 2 and fixes it the same way (escalated rerun), and the same apply_patch context mismatch (four failed patches on AppShell.vue, caused by mojibake 'â€¢' in the file), fixed by Delete File + Add File. Also: an rg pattern mangled by PowerShell quoting (regex parse error), stale compiled .js files shadowing .ts sources in Vitest (fixed with resolve.extensions in vitest.config.ts). git status outside a repo (twice) and two no-match rg searches are harmless non-zero exits.",
 episodes=[
  ep("E1",["call_1lA6U6TUasgIrFfvZRTLw3rg","call_I9rATRblPFJC8uyH9EVHvj1q","call_91lqm1GGZ2Nd9Dcqxfk4eWxK","call_RYgUEocj0Eo9Kd2ZWQYYFn3J"],"apply_patch verification failed: Failed to find expected lines in C:\\Users\\Hello\\OneDrive\\Desktop\\task-2\\fullstack\\frontend\\src\\layouts\\AppShell.vue:",None,True,F("call_AkRiRlAVJH6kn2obIavcDech","tool_switch",["*** Delete File:","*** Add File:","AppShell.vue"]),"call_AkRiRlAVJH6kn2obIavcDech","high",["edit_then_retry","tool_switch","retry_still_fails_differently"][:2],
     "Non-shell. The role-summary separator in AppShell.vue is mojibake ('â€¢', line:298 'one small encoding issue in the shell role summary'); each patch's context (quoted or re-typed after Get-Content/Select-String reads call_FFldYAkK6OyqOIEVB2Gc4FKN, call_ScKjNH0GRuHV4WlZe97rPCXo) fails to match. The first three patches also touched roles.ts, which only applied later (call_3PFNU1jQCAGavcyK0Ca6van8). The fix is a patch that deletes and re-adds the whole file. A later rg for 'â€¢' (call_oCxJc2imrZE9PGDP1JZQJJG4) exits 1 = no mojibake left.",shell=False,tool="apply_patch"),
  ep("E2",["call_MpcSofyxBjMGcpqvbDuu4KYb"],"error: unrecognized escape sequence","rg -n --glob '!**/*.js'",True,F("call_QflSaXUZxGPGMkXKpQRfeVfP","quoting_fix",["'/member/cycles'"]),"call_QflSaXUZxGPGMkXKpQRfeVfP","high",["typo","compound_retry"][:1],
     "The single-quoted alternation with embedded double quotes is mangled by PowerShell argument passing: the quotes disappear and the path arguments 'src\\pages src\\layouts' end up inside the regex ('\\p' escape). The agent splits it into three simple rg calls with one literal each; the first exits 0 with matches (the '/home/finance-clerk' one exits 1 = no match, expected)."),
  ep("E3",["call_uNEfafdjOjPD8bZyQhwxbtBB"],"expected undefined to be 'BAD_REQUEST'","npm.cmd run -w frontend test",True,F("call_J9OobqwABafr7rEtTmbey9M2","edit_file",["vitest.config.ts","extensions"]),"call_RRrmNAegTrkA9zqMLdmNQhOm","high",["edit_then_retry","config_change"],
     "8 failed tests: Vitest resolves './client' to stale compiled client.js next to client.ts (line:372 'stale compiled `.js` siblings next to the real `.ts` source'). The agent copies vite.config.ts's resolve.extensions (.ts first) into vitest.config.ts; the rerun passes 12 tests."),
  ep("E4",["call_cgBCsrwB7qV71NtiAQxrp2sv"],"Error: spawn EPERM","npm.cmd run -w frontend build",True,F("call_xPTsSZ73QC3tSb0nOY36iN8t","sandbox_escalation",["require_escalated","prefix_rule"]),"call_xPTsSZ73QC3tSb0nOY36iN8t","high",["permission","config_change"],
     "vite build cannot load vite.config.ts in the Windows sandbox (esbuild child process spawn denied). Rerun escalated (justification 'a sandbox-related spawn permission error'), exit 0 'built in 8.14s'; a developer message saves the prefix rule. Same failure and fix as meridianops__session-2.jsonl E4/E8 on the same machine."),
 ],
 pivots=[
  dict(native_id="line:298",snippet="one small encoding issue in the shell role summary"),
  dict(native_id="line:372",snippet="the frontend has stale compiled `.js` siblings next to the real `.ts` source"),
  dict(native_id="call_xPTsSZ73QC3tSb0nOY36iN8t",snippet="sandbox-related spawn permission error"),
 ],
 reuse=[
  dict(entity="resolve.extensions from vite.config.ts",discovered=dict(native_id="call_gycYs4CiOOpaRwmCAwTFPFkH",snippet="extensions: [\".ts\", \".tsx\", \".mjs\", \".js\", \".mts\", \".jsx\", \".json\"]"),reused=dict(native_id="call_J9OobqwABafr7rEtTmbey9M2",snippet="extensions: [\".ts\", \".tsx\", \".mjs\", \".js\", \".mts\", \".jsx\", \".json\"]")),
 ],
)
