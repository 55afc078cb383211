FILE = "claude_code/sudarshanvk-dotfiles__939c399e__agent-a62ceb6.jsonl"
ENTRY = {
 "format": "claude-code-jsonl (Claude Code 2.1.39 subagent transcript <session>/subagents/agent-a62ceb6.jsonl, Plan-type subagent: all records isSidechain true, agentId 'a62ceb6'; progress records; macOS with 'ls' aliased to eza (ANSI colours and Nerd-Font glyphs such as U+E5FF in every ls output))",
 "counts": {"shell_commands": 7, "failed_shell_commands": 2, "masked_failures_annotated": 0},
 "counts_notes": "7 Bash tool_use blocks. Failed = 2, both '<tool_use_error>Sibling tool call errored</tool_use_error>' (is_error true, toolUseResult 'Sibling tool call errored'): toolu_01ELBWBTaecWaZgnniqheZmC (find) and toolu_01W5Mi9Nj4FsY9oKnQkLo6eV (ls) were cancelled because the Read issued in the same batch (toolu_018WiHLVzcAzEbfrn43TW7us) failed with 'File does not exist.'. They never ran. The ls output of the other 5 commands is eza's coloured long format ('\\x1b[1;34md\\x1b[33mr...'), so plain-text ls parsing fails.",
 "failed_native_ids": ["toolu_01ELBWBTaecWaZgnniqheZmC", "toolu_01W5Mi9Nj4FsY9oKnQkLo6eV"],
 "expected_nonzero": [],
 "exit_unknown": [],
 "notes": "Plan subagent asked to design a role-based restructuring of the same Ansible certificate project 'based on the RESTRUCTURING_PLAN.md'. That file does not exist, so the first Read fails and cancels two parallel Bash calls; the agent reruns the ls alone ('Let me explore the structure with correct approach.') and continues with Reads; it never looks for the plan again. Sibling file of the a6bc30a subagent (same parent session 939c399e).",
 "episodes": [
  {"id": "E1", "symptom_native_ids": ["toolu_018WiHLVzcAzEbfrn43TW7us"],
   "error_text": "<tool_use_error>File does not exist.</tool_use_error>",
   "failing_command": None, "shell": False, "symptom_tool": "Read",
   "resolved": False, "fix": None, "verified_by_native_id": None, "confidence": "high", "masked": False, "expected_failure": False,
   "hard_cases": ["gave_up"],
   "notes": "The prompt names RESTRUCTURING_PLAN.md, but the parent session had not written it (or wrote it elsewhere). The subagent silently drops it and works from the context in its prompt plus the project files."},
  {"id": "E2", "symptom_native_ids": ["toolu_01ELBWBTaecWaZgnniqheZmC", "toolu_01W5Mi9Nj4FsY9oKnQkLo6eV"],
   "error_text": "<tool_use_error>Sibling tool call errored</tool_use_error>",
   "failing_command": "ls -la /Users/sudarshanv/Documents/code/production/auto_cert_management_vscode/",
   "resolved": True,
   "fix": {"native_id": "toolu_01ASw5M3KaaCrrPUH1VVdZbM", "kind": "workaround_isolate", "entities": ["ls -la"]},
   "verified_by_native_id": "toolu_01ASw5M3KaaCrrPUH1VVdZbM", "confidence": "high", "masked": False, "expected_failure": False,
   "hard_cases": ["tool_switch"],
   "notes": "Cancelled siblings of E1's Read. The ls is rerun byte-identically, now without a failing sibling, and succeeds; the cancelled find is replaced by ls of subfolders and a Glob (toolu_01DJYU7dz2He5mXSaEnGaRzj). The 'fix' is only the isolation from the failing call, not a change of the command."}
 ],
 "pivots": [
  {"native_id": "59050392-df5c-4740-a2c6-3f1e80fa6532", "snippet": "Let me explore the structure with correct approach."}
 ],
 "reuse": [
  {"entity": "modules/tasks/",
   "discovered": {"native_id": "toolu_019to6pTKFfnQFTND3H2ctLs", "snippet": "tasks"},
   "reused": {"native_id": "toolu_01WzX6occgj7zL33igNJsQ3W", "snippet": "ls -la /Users/sudarshanv/Documents/code/production/auto_cert_management_vscode/modules/tasks/"}}
 ],
}
