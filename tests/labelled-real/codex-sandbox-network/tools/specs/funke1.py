KEY = "codex/funke__rollout-2025-12-14T14-25-38-019b1d09-c809-7723-a969-56c5522ca03d.jsonl"
ENTRY = {
 "format": "codex-rollout-jsonl (codex_cli_rs 0.72.0, source cli, shell_command tool with 'Exit code: N / Wall time / Output:' envelope, NO exec_command_end, apply_patch custom_tool_call, ghost_snapshot items, macOS workspace-write sandbox)",
 "counts": {"shell_commands": 50, "failed_shell_commands": 1, "masked_failures_annotated": 1},
 "counts_notes": "50 function_call shell_command items; 18 apply_patch custom_tool_calls and 5 update_plan calls are not shell. Exit codes only from the 'Exit code: N' first line of function_call_output; every call has an output. The only non-zero exit is a diagnostic stat probe (expected). One masked failure: a multi-heredoc scaffold command exits 0 although one of its redirections failed.",
 "failed_native_ids": ["call_55qroUDAW1YtTQbt6z7nRs6Z"],
 "expected_nonzero": ["call_55qroUDAW1YtTQbt6z7nRs6Z"],
 "exit_unknown": [],
 "notes": "Earlier session of the same project as funke__rollout-2025-12-16 (same user, same spec-kit flow): /speckit.specify, /speckit.clarify (the user answers '1', '2', 'A'), /speckit.plan, an edit of plan.md to the chosen stack, /speckit.tasks, /speckit.analyze, then 'start phase 1', where the agent scaffolds backend and frontend with heredocs. Almost failure-free: a near-negative control. The one real failure is masked: in a single shell_command with six `cat <<EOF > file` blocks, the router file's directory does not exist, zsh prints 'no such file or directory' and the command still exits 0 because the last heredoc succeeds. Plan text that says 'Pre-Design Status: ERROR — constitution is placeholder' is document content, not a failure. The .env.example files contain placeholders only.",
 "episodes": [
  {"id": "E1", "shell": True,
   "symptom_native_ids": ["call_x4AM5DkGtBqXHpIyfo21Vrrq"],
   "error_text": "zsh:54: no such file or directory: frontend/src/router/index.js",
   "failing_command": "cat <<'JS' > frontend/src/router/index.js",
   "resolved": True,
   "fix": {"native_id": "call_3RFOOv63gmMejvvmxMriv9p2", "kind": "command_change", "entities": ["mkdir -p frontend/src/router"]},
   "verified_by_native_id": "call_3mfh0ih0j7MsiOPtZwjhcC3d", "confidence": "high", "masked": True, "expected_failure": False,
   "hard_cases": ["masked", "compound_retry", "path_fix"],
   "notes": "Masked: exit 0 (the last heredoc of the compound command succeeded). The earlier mkdir -p (call_b55FR1poAP8orBd872QPOPHp) created frontend/src/{pages,components,services,...} but not router. The agent notices (reasoning line 508 'Creating missing router directory') and reruns only that heredoc behind mkdir -p frontend/src/router; sed on the router file later shows its content."},
  {"id": "E2", "shell": True,
   "symptom_native_ids": ["call_55qroUDAW1YtTQbt6z7nRs6Z"],
   "error_text": "stat: frontend/App.vue: stat: No such file or directory",
   "failing_command": "stat frontend/App.vue frontend/main.js",
   "resolved": False, "fix": None, "verified_by_native_id": None, "confidence": "high", "masked": False, "expected_failure": True,
   "hard_cases": ["intended_failure"],
   "notes": "Diagnostic probe: `ls frontend && ls frontend/src` printed both listings without headers, so App.vue/main.js looked like they were in frontend/ too. stat confirms they are not there (exit 1 is the answer the agent wanted, reasoning line 536). Nothing to fix."}
 ],
 "pivots": [
  {"native_id": "line:508", "snippet": "The frontend/src/router directory is missing"}
 ],
 "reuse": [
  {"entity": "frontend/src/router/index.js",
   "discovered": {"native_id": "call_x4AM5DkGtBqXHpIyfo21Vrrq", "snippet": "no such file or directory: frontend/src/router/index.js"},
   "reused": {"native_id": "call_3RFOOv63gmMejvvmxMriv9p2", "snippet": "mkdir -p frontend/src/router && cat <<'JS' > frontend/src/router/index.js"}}
 ]
}
