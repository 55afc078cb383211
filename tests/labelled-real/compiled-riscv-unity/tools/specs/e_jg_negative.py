KEY = "codex/jg__rollout-2026-04-03T00-42-11-019d4edb-f549-7451-97b0-c277c93b1786.jsonl"
ENTRY = {
 "format": "codex-rollout-jsonl (Codex CLI 0.118.0, originator codex_exec, source exec, Windows/PowerShell, sandbox read-only, approval never; shell_command function calls whose output starts 'Exit code: N / Wall time: X seconds / Output:'; no exec_command_end events)",
 "counts": {"shell_commands": 10, "failed_shell_commands": 0, "masked_failures_annotated": 0},
 "counts_notes": "10 function_call records named shell_command, issued in two parallel batches of five (outputs arrive after the batch). Every output header says 'Exit code: 0'. All are PowerShell `Get-Content -Path '<file>'` reads of C# sources and docs. No exec_command_end events exist in this version/originator, so the exit code lives only in the output text.",
 "failed_native_ids": [],
 "expected_nonzero": [],
 "exit_unknown": [],
 "notes": "Negative control. A `codex exec` run started by the project's own 'discuss' tool (tools/discuss.ps1): Codex plays 'Agent B', a critical reviewer of another agent's architecture proposal for a Unity C# game (C:/Users/SOL/Documents/JG, Photon networking, Feature-first Clean Architecture). It reads the dependency rules and the Wave/Skill feature sources and answers in Korean. No build, no failure, no fix: the extractor must produce no symptom, fix or episode here. The prompt (user message) embeds the whole CLAUDE.md project rules; the first developer message carries the permissions block. The other 17 rollouts in the same folder are similar short reviewer runs.",
 "episodes": [],
 "pivots": [
  {"native_id": "call_iEmRNFN3hWgtZ9fkM3jIXwrq", "snippet": "SkillNetworkAdapter.cs"}
 ],
 "reuse": []
}
