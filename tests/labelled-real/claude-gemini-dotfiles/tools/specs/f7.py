FILE = "claude_code/sudarshanvk-dotfiles__939c399e__agent-a6bc30a.jsonl"
ENTRY = {
 "format": "claude-code-jsonl (Claude Code 2.1.39 subagent transcript <session>/subagents/agent-a6bc30a.jsonl: all records isSidechain true, agentId 'a6bc30a', sessionId of the parent (939c399e-...); prompt is a user string message; progress records; tool_result records carry sourceToolAssistantUUID; macOS)",
 "counts": {"shell_commands": 3, "failed_shell_commands": 1, "masked_failures_annotated": 0},
 "counts_notes": "3 Bash tool_use blocks. Failed = 1: toolu_01DmXu4Z1cLbzinXrz3f7PzM has is_error true with content '<tool_use_error>Sibling tool call errored</tool_use_error>' (toolUseResult 'Sibling tool call errored'): it was issued in the same parallel batch as a Glob that failed, so Claude Code cancelled it and the command never ran (no exit code, no output). The real error is the non-shell Glob toolu_01QjF8rWQQKx3TFGS7D5TD42 ('Ripgrep search timed out after 20 seconds.'). Every other tool call (19 Reads, 1 more find) succeeds.",
 "failed_native_ids": ["toolu_01DmXu4Z1cLbzinXrz3f7PzM"],
 "expected_nonzero": [],
 "exit_unknown": [],
 "notes": "Read-only Explore subagent for an Ansible certificate-management project (F5 BIG-IP, Thycotic Secret Server, Ansible Tower): lists the root playbooks and reads them and their task files. Only failure: a Glob with pattern '/*.yaml' times out in ripgrep (the project contains a .venv), which also cancels a sibling 'ls' Bash; the agent switches to 'find -maxdepth 1'. Small file, useful for the 'Sibling tool call errored' pseudo-failure that must not be read as a shell error.",
 "episodes": [
  {"id": "E1", "symptom_native_ids": ["toolu_01QjF8rWQQKx3TFGS7D5TD42"],
   "error_text": "Ripgrep search timed out after 20 seconds. The search may have matched files but did not complete in time. Try searching a more specific path or pattern.",
   "failing_command": None, "shell": False, "symptom_tool": "Glob",
   "resolved": True,
   "fix": {"native_id": "toolu_017B5CNFaSxCoDXLB8qGkCbr", "kind": "tool_switch", "entities": ["find", "-maxdepth 1", "*.yaml"]},
   "verified_by_native_id": "toolu_017B5CNFaSxCoDXLB8qGkCbr", "confidence": "high", "masked": False, "expected_failure": False,
   "hard_cases": ["tool_switch", "path_fix"],
   "notes": "Search too broad/slow for the tool's 20 s limit; a depth-limited find lists the four playbooks at once."},
  {"id": "E2", "symptom_native_ids": ["toolu_01DmXu4Z1cLbzinXrz3f7PzM"],
   "error_text": "<tool_use_error>Sibling tool call errored</tool_use_error>",
   "failing_command": "ls -la /Users/sudarshanv/Documents/code/production/auto_cert_management_vscode/*.yaml",
   "resolved": True,
   "fix": {"native_id": "toolu_017B5CNFaSxCoDXLB8qGkCbr", "kind": "command_change", "entities": ["find", "-maxdepth 1"]},
   "verified_by_native_id": "toolu_017B5CNFaSxCoDXLB8qGkCbr", "confidence": "medium", "masked": False, "expected_failure": False,
   "hard_cases": ["tool_switch"],
   "notes": "Not a failure of the ls command: it was cancelled because its sibling Glob (E1) errored. The same goal (list the root *.yaml files) is met by the next find. An extractor should attribute the error to E1's Glob, not to ls; confidence medium because ls itself was never retried."}
 ],
 "pivots": [
  {"native_id": "6a88da4b-1bae-4ab1-85b8-0990d4a688f9", "snippet": "Let me try a simpler approach to find the playbook files:"}
 ],
 "reuse": [
  {"entity": "request_new_certificate_and_import.yaml",
   "discovered": {"native_id": "toolu_017B5CNFaSxCoDXLB8qGkCbr", "snippet": "/Users/sudarshanv/Documents/code/production/auto_cert_management_vscode/request_new_certificate_and_import.yaml"},
   "reused": {"native_id": "toolu_01CYsDDyQVQtocohtNyE7ZMx", "snippet": "/Users/sudarshanv/Documents/code/production/auto_cert_management_vscode/request_new_certificate_and_import.yaml"}}
 ],
}
