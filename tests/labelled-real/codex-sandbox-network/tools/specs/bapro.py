KEY = "codex/ba-pro__rollout-2026-02-07T00-10-09-019c33ee-bb32-7b00-a01f-6627fb5d1e58.jsonl"
ENTRY = {
 "format": "codex-rollout-jsonl (Codex Desktop 0.98.0, source vscode, gpt-5.2-codex, exec_command envelopes, NO exec_command_end, macOS zsh workspace-write sandbox)",
 "counts": {"shell_commands": 14, "failed_shell_commands": 4, "masked_failures_annotated": 0},
 "counts_notes": "14 function_call exec_command items; 3 apply_patch custom_tool_calls (outputs are JSON strings with metadata.exit_code 0) are not shell. Exit codes from 'Process exited with code N' only; every call has an output. Reasoning items carry readable summaries (some duplicated by agent_reasoning events). Three of the four failures are grep searches that found nothing (exit 1), which the agent reads as 'not present yet'.",
 "failed_native_ids": ["call_8xqvTuPF4S1w7ggaTrehnjio", "call_I52T7OS1DtBKuZzvh9uY4lfM", "call_LyDvofeJWODibje7lLa2LLiT", "call_V5NtO9TrFca58GsRrc0mNkeG"],
 "expected_nonzero": ["call_8xqvTuPF4S1w7ggaTrehnjio", "call_I52T7OS1DtBKuZzvh9uY4lfM", "call_V5NtO9TrFca58GsRrc0mNkeG"],
 "exit_unknown": [],
 "notes": "Short Codex Desktop session (Vietnamese) in a TypeScript routing-controllers service: add a POST endpoint in HotelClientController that calls a new upstream /price-settings/{id}/absolute-overlaps API. ripgrep is not installed on this machine (zsh: command not found: rg, exit 127) and the agent switches to grep -RIn for the rest of the session; three greps with no match are searches, not failures to fix. The edits are three apply_patch calls; nothing is built or tested (no failure to verify). The open-tabs context lists .env but its content is never shown.",
 "episodes": [
  {"id": "E1", "shell": True,
   "symptom_native_ids": ["call_LyDvofeJWODibje7lLa2LLiT"],
   "error_text": "zsh:1: command not found: rg",
   "failing_command": "rg -n \"httpost|hotel client\" src",
   "resolved": True,
   "fix": {"native_id": "call_V5NtO9TrFca58GsRrc0mNkeG", "kind": "tool_switch", "entities": ["grep -RIn"]},
   "verified_by_native_id": "call_NlkVM1eCPdrudaPd9t96LHd5", "confidence": "high", "masked": False, "expected_failure": False,
   "hard_cases": ["tool_switch"],
   "notes": "Missing tool. Reasoning 'Switching to grep for search' (line 26). The first grep runs but finds nothing for the user's typo 'httpost' (exit 1, a search result); the next grep (call_NlkVM1eCPdrudaPd9t96LHd5) finds the controllers, showing the switched tool works."},
  {"id": "E2", "shell": True,
   "symptom_native_ids": ["call_V5NtO9TrFca58GsRrc0mNkeG", "call_I52T7OS1DtBKuZzvh9uY4lfM", "call_8xqvTuPF4S1w7ggaTrehnjio"],
   "error_text": "(no output: grep found no match, exit 1)",
   "failing_command": "grep -RIn",
   "resolved": False, "fix": None, "verified_by_native_id": None, "confidence": "high", "masked": False, "expected_failure": True,
   "hard_cases": ["intended_failure"],
   "notes": "Negative: searches for 'httpost', 'absolute-overlaps' and 'overlap' that return no match because the endpoint does not exist yet (that is what the user asks to add). The agent proceeds to write it (apply_patch call_LTrA9vf1FhfKujwKu9VCvaZq etc.). Must not be linked to a fix."}
 ],
 "pivots": [
  {"native_id": "line:26", "snippet": "Switching to grep for search"}
 ],
 "reuse": [
  {"entity": "grep -RIn instead of rg",
   "discovered": {"native_id": "call_V5NtO9TrFca58GsRrc0mNkeG", "snippet": "grep -RIn \"httpost\" src"},
   "reused": {"native_id": "call_Yg05zA7hH7wqFsa6dHyBcKJk", "snippet": "grep -RIn \"HotelClient\" src"}}
 ]
}
