KEY = "codex/brain-buddy__rollout-2025-12-03T11-06-34-019ae3ad-90e8-7491-9992-10e9fefe1847.jsonl"
import importlib.util, os
_s = importlib.util.spec_from_file_location("c4", os.path.join(os.path.dirname(__file__), "04_cooking_times.py"))
_m = importlib.util.module_from_spec(_s); _s.loader.exec_module(_m); ep = _m.ep
SC = "shell_command"
ENTRY = {
 "format": "codex-rollout-jsonl (codex_cli_rs 0.63.0, macOS zsh, workspace-write sandbox without network, approval on-request; shell_command envelopes 'Exit code: N / Wall time / Output:'; escalation via with_escalated_permissions + justification; apply_patch as a function_call; spec-kit /speckit.* prompts)",
 "counts": {"shell_commands": 51, "failed_shell_commands": 5, "masked_failures_annotated": 1},
 "counts_notes": "51 function_call items named shell_command (plus 24 apply_patch and 3 update_plan function calls, not counted). Exit code = the 'Exit code: N' header of the function_call_output; no exec_command_end events in this version. Every sandboxed output starts with the Homebrew shellenv noise '/opt/homebrew/Library/Homebrew/cmd/shellenv.sh: line 18: /bin/ps: Operation not permitted' (also on exit-0 calls; escalated calls lack it) — not a failure by itself. Failed: 5 (3 of them expected probes: ls of a missing templates dir, an rg placeholder check, ls of a not-yet-created specs dir). Masked: 1 (git ls-remote '… || true' hides 'Could not resolve host: github.com'). No exit_unknown. Native ids: call_id; line:N for messages/reasoning.",
 "failed_native_ids": sorted(["call_MVwh3mAX9uDcfKlZJEOAoMEf", "call_pPEuaqqZ4HlFt86nxVGgZn2D", "call_0GVN8FSP02xGO8TKZsabzZjZ", "call_euxVGCvzAnYO7RKkX52Gu5xv", "call_icm1sD7ceRH5QhDktNfxmwvH"]),
 "expected_nonzero": sorted(["call_MVwh3mAX9uDcfKlZJEOAoMEf", "call_0GVN8FSP02xGO8TKZsabzZjZ", "call_euxVGCvzAnYO7RKkX52Gu5xv"]),
 "exit_unknown": [],
 "notes": "First of two labelled sessions of brain_buddy (FastAPI + React 'current reality tree' app; CODEX_HOME committed with 13 rollouts). Spec-kit workflow only (constitution, specify, clarify x2, plan x2, tasks, taskstoissues): no code is built. Failures: 'python' does not exist on this Mac (python3 does); the sandbox has no network, so 'git ls-remote … || true' silently prints 'Could not resolve host' (masked), and cannot write .git, so the spec-kit create-new-feature.sh fails to create its branch ('cannot lock ref … Operation not permitted'); both are rerun with with_escalated_permissions. At the end the GitHub MCP server needed for /speckit.taskstoissues is not configured (the next session 12-46-02, also labelled here, writes a config for it). Traps: the shellenv '/bin/ps: Operation not permitted' line on every sandboxed output; three probes whose non-zero exit is the answer. The same spec-kit probes appear in the cooking-times Codex session.",
 "episodes": [
  ep("E1", ["call_MVwh3mAX9uDcfKlZJEOAoMEf"], "ls: .specify/templates/commands: No such file or directory", "ls .specify/templates/commands",
     None, None, None, None, ["intended_failure"], "Spec-kit template survey probe (same probe as in the cooking-times session); not a symptom.", resolved=False, expected=True, tool=SC),
  ep("E2", ["call_pPEuaqqZ4HlFt86nxVGgZn2D"], "zsh:1: command not found: python", "python - <<'PY'",
     "call_6yFcaSr4YPNyueZbLdFN7HTf", "tool_switch", ["python3"], "call_6yFcaSr4YPNyueZbLdFN7HTf",
     ["tool_switch"], "Reasoning line:206 'Checking Python command availability'; the identical script under python3 prints the non-ASCII characters it was looking for. Recurs in the 13-16-57 session.", tool=SC),
  ep("E3", ["call_0GVN8FSP02xGO8TKZsabzZjZ"], "(rg prints nothing and exits 1: no '[PLACEHOLDER]' tokens left)", "rg \"\\[[A-Z0-9_]+\\]\" .specify/memory/constitution.md",
     None, None, None, None, ["intended_failure"], "No-match check that the constitution has no unfilled placeholders; exit 1 is the wanted answer.", resolved=False, expected=True, tool=SC),
  ep("E4", ["call_ByaiUOUyxGKQuPyKjB2VygzJ"], "fatal: unable to access 'https://github.com/MVkravchuk/brain_buddy.git/': Could not resolve host: github.com", "git ls-remote --heads origin | grep -E 'refs/heads/[0-9]+-reality-tree-ui$' || true",
     "call_TCC550AxTIEmXLDevsxSykXX", "sandbox_escalation", ["with_escalated_permissions", "justification"], "call_TCC550AxTIEmXLDevsxSykXX",
     ["masked", "permission", "config_change"], "'|| true' turns the network failure into exit 0 (masked). Reasoning line:272 'Considering re-running command with escalated permissions'; the identical command with with_escalated_permissions runs cleanly (empty output = no such remote branch). The earlier escalated 'git fetch --all --prune' (call_dBKoFs3kmnNgqtIZSph1fBnt) had shown that escalation gives network.", masked=True, tool=SC),
  ep("E5", ["call_euxVGCvzAnYO7RKkX52Gu5xv"], "ls: specs: No such file or directory", "ls specs",
     None, None, None, None, ["intended_failure"], "Probe for existing feature numbers before the first feature exists; not a symptom.", resolved=False, expected=True, tool=SC),
  ep("E6", ["call_icm1sD7ceRH5QhDktNfxmwvH"], "fatal: cannot lock ref 'refs/heads/001-reality-tree-ui': Unable to create '/Users/max/Code/brain_buddy/.git/refs/heads/001-reality-tree-ui.lock': Operation not permitted", ".specify/scripts/bash/create-new-feature.sh --json",
     "call_n7FYu9EdbRh8sZdIN0k4U9PZ", "sandbox_escalation", ["with_escalated_permissions", "justification"], "call_n7FYu9EdbRh8sZdIN0k4U9PZ",
     ["permission", "config_change"], "The workspace-write sandbox does not allow writes under .git. Same command rerun escalated: \"Switched to a new branch '001-reality-tree-ui'\" plus the JSON with SPEC_FILE. Same root cause as the git add index.lock failure in the 13-16-57 session.", tool=SC),
  {"id": "E7", "symptom_native_ids": ["line:643"], "error_text": "creating issues requires the GitHub MCP server to be available, and it isn’t configured in this environment",
   "failing_command": None, "shell": False, "symptom_tool": "assistant message (missing MCP tool)", "resolved": False, "fix": None,
   "verified_by_native_id": None, "confidence": "high", "masked": False, "expected_failure": False, "hard_cases": ["gave_up"],
   "notes": "/speckit.taskstoissues needs GitHub MCP tools the session does not have. The user asks 'lets configure. how to do so?' and gets instructions; nothing is configured or verified inside this file (the next rollout, 12-46-02, also in this set, writes .vscode/mcp.json but never tests it)."}
 ],
 "pivots": [
  {"native_id": "line:206", "snippet": "Checking Python command availability"},
  {"native_id": "line:272", "snippet": "Considering re-running command with escalated permissions"},
  {"native_id": "line:314", "snippet": "Investigating git branch creation error"}
 ],
 "reuse": [
  {"entity": "with_escalated_permissions for network",
   "discovered": {"native_id": "call_dBKoFs3kmnNgqtIZSph1fBnt", "snippet": "Need latest remote branches to find next feature number"},
   "reused": {"native_id": "call_TCC550AxTIEmXLDevsxSykXX", "snippet": "Need to check remote branches for existing reality-tree-ui feature numbers"}},
  {"entity": "python3",
   "discovered": {"native_id": "call_6yFcaSr4YPNyueZbLdFN7HTf", "snippet": "python3 - <<'PY'"},
   "reused": {"native_id": "call_36iWMM6j8aRsZnkhRTyQoadT", "snippet": "python3 - <<'PY'"}}
 ]
}
