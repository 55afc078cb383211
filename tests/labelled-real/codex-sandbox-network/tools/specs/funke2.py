KEY = "codex/funke__rollout-2025-12-16T23-41-18-019b2953-38df-7eb1-b836-b0850e897880.jsonl"
def ep(id, syms, err, cmd, resolved, fix, ver, conf, hard, notes, masked=False, expected=False, shell=True, tool=None):
    d = {"id": id, "shell": shell}
    if tool: d["symptom_tool"] = tool
    d.update({"symptom_native_ids": syms, "error_text": err, "failing_command": cmd, "resolved": resolved, "fix": fix,
              "verified_by_native_id": ver, "confidence": conf, "masked": masked, "expected_failure": expected,
              "hard_cases": hard, "notes": notes})
    return d
PROBES = ["call_ZeishDT8aJZIHyKJmeOXZUsV", "call_eq7XaR6MDV5UR7xlrRmnziH8", "call_N5VcaBA3cHZNLgw9yU9wZV8f", "call_pgyHi85zjzgul1qJOZbQFX00", "call_ULYzNoeb6MZQqXd5zkVTQ7T8", "call_WSsUmG4XilTJQoKH3p5AUCjk", "call_g4MCLXW1YawHAwmVIrxnDdDC", "call_Qh9kPviq6Y2JpC20ZiAsE7dO"]
ENTRY = {
 "format": "codex-rollout-jsonl (codex_cli_rs 0.72.0, source cli, gpt-5.1-codex-max, shell_command tool with 'Exit code: N / Wall time / Output:' envelope, NO exec_command_end, apply_patch custom_tool_call with JSON output {output, metadata.exit_code}, ghost_snapshot items, macOS workspace-write sandbox)",
 "counts": {"shell_commands": 75, "failed_shell_commands": 11, "masked_failures_annotated": 0},
 "counts_notes": "75 function_call shell_command items (arguments {command, workdir}); 19 apply_patch custom_tool_calls and 5 update_plan calls are not shell. Exit codes come only from the first line 'Exit code: N' of each function_call_output; no exec_command_end events exist in this CLI version, and every call has an output (nothing exit-unknown). apply_patch outputs are JSON strings with metadata.exit_code. A turn_context record follows almost every call (104 of them). Eight of the 11 failures are intended existence probes (spec-kit /speckit.implement checks for Dockerfile*, .eslintrc*, eslint.config.*, .prettierrc*, package.json and *.tf at the repo root; two rg searches for lottery code that does not exist yet).",
 "failed_native_ids": sorted(PROBES + ["call_8UjcL78fK62XOk0ez97tF6Sm", "call_Zrma65tgQl3aeB2yhrk9aVT6", "call_pxqLbRwYViy23UtoiSvpehPh"]),
 "expected_nonzero": sorted(PROBES),
 "exit_unknown": [],
 "notes": "Codex CLI /speckit.implement run for phase 4 (lottery) of 'funke', a FastAPI + Vue event-registration app with a CDK infra folder. The agent reads the spec, probes for ignore-file targets, reads services and routes, then writes the lottery service/API/page with apply_patch, without running any build or test itself. The user then pastes two runtime failures from their own terminal: a 500 from the admin registrations endpoint (pydantic 'registration_token Field required') and a vite build error caused by the agent having moved LotteryPage.vue into an [eventId] folder without fixing its relative import. Both are fixed by edits that the session never verifies. Shell failures: guessed paths (lottery_service.py before it exists, router/index.ts vs index.js) and a zsh glob on the literal [eventId] path, fixed by quoting. No personal data: the traceback shows only model fields and a truncated UUID.",
 "episodes": [
  ep("E1", ["call_8UjcL78fK62XOk0ez97tF6Sm"], "sed: backend/app/services/lottery_service.py: No such file or directory", "sed -n '1,200p' backend/app/services/lottery_service.py", False, None, None, "high", ["gave_up"],
     "The agent guessed the service file from the task list; ls backend/app/services (call_Uu0n03NGQ01BPOUQGSwJnMz6) shows it does not exist yet. It is created later by apply_patch as part of the task, so there is nothing to fix; not a symptom->fix link."),
  ep("E2", ["call_Zrma65tgQl3aeB2yhrk9aVT6"], "sed: frontend/src/router/index.ts: No such file or directory", "sed -n '1,240p' frontend/src/router/index.ts", True,
     {"native_id": "call_higTyL0MEpP3eNbqQiyck9aT", "kind": "path_fix", "entities": ["frontend/src/router/index.js"]},
     "call_higTyL0MEpP3eNbqQiyck9aT", "high", ["path_fix", "typo"],
     "Wrong extension guessed (TypeScript) for a JavaScript Vue project; ls frontend/src and ls frontend/src/router (call_karPip6tg4AViYOX7OXn8xxV) show index.js, and sed on index.js works."),
  ep("E3", ["line:660"], "pydantic_core._pydantic_core.ValidationError: 1 validation error for RegistrationResponse", None, False,
     {"native_id": "call_K8rqvHdObuCpbEitD1GLULcz", "kind": "edit_file", "entities": ["registration_token=registration.registration_token"]},
     None, "high", ["edit_then_retry"],
     "User-reported: the user pastes the uvicorn log of a 500 on GET /api/admin/events/<id>/registrations ('registration_token Field required'). The agent reads _registration_to_response (call_jFyHwQWTPSLt6ExZOeYcirHV, call_tJ1ZOB5x8kZBPofnYBvSIwub) and adds the missing field with apply_patch, then asks the user to re-run (line:685). The user's next message is an unrelated question, so the fix is unverified in the transcript.", shell=False, tool="user_message"),
  ep("E4", ["line:743"], "Could not resolve \"../../../services/api\" from \"src/pages/admin/events/[eventId]/lottery.vue\"", None, False,
     {"native_id": "call_PUqFd8YBOUnpOJ2aOeWWZA6i", "kind": "edit_file", "entities": ["../../../../services/api"]},
     None, "high", ["edit_then_retry", "path_fix"],
     "User-reported vite build failure. Root cause is the agent's own earlier move of LotteryPage.vue into frontend/src/pages/admin/events/[eventId]/lottery.vue (call_Y10GIeIDChH4fAf2F0Trea8L), which added a directory level without updating the relative import. The agent fixes the import to four levels up; the session ends with 'You can rerun the build to confirm' (line:770), so it is unverified.", shell=False, tool="user_message"),
  ep("E5", ["call_pxqLbRwYViy23UtoiSvpehPh"], "zsh:1: no matches found: frontend/src/pages/admin/events/[eventId]/lottery.vue", "sed -n '1,120p' frontend/src/pages/admin/events/[eventId]/lottery.vue", True,
     {"native_id": "call_utlGAWjC9h9Bc5KeDIRopWlz", "kind": "quoting_fix", "entities": ["'frontend/src/pages/admin/events/[eventId]/lottery.vue'"]},
     "call_utlGAWjC9h9Bc5KeDIRopWlz", "high", ["typo", "path_fix"],
     "zsh treats [eventId] as a glob character class and aborts with 'no matches found' (exit 1). The agent notes the need for quoting (reasoning line 756) and reads the file with the path in single quotes. Same shell-quoting family as a $var or ? in a path.")
 ],
 "pivots": [
  {"native_id": "line:685", "snippet": "Fixed the 500 by including `registration_token`"},
  {"native_id": "line:770", "snippet": "Fixed the build error by correcting the API import path"}
 ],
 "reuse": [
  {"entity": "frontend/src/router/index.js",
   "discovered": {"native_id": "call_karPip6tg4AViYOX7OXn8xxV", "snippet": "index.js"},
   "reused": {"native_id": "call_higTyL0MEpP3eNbqQiyck9aT", "snippet": "sed -n '1,240p' frontend/src/router/index.js"}},
  {"entity": "frontend/src/pages/admin/events/[eventId]/lottery.vue",
   "discovered": {"native_id": "call_Y10GIeIDChH4fAf2F0Trea8L", "snippet": "frontend/src/pages/admin/events/[eventId]/lottery.vue"},
   "reused": {"native_id": "call_utlGAWjC9h9Bc5KeDIRopWlz", "snippet": "cat 'frontend/src/pages/admin/events/[eventId]/lottery.vue'"}}
 ]
}
