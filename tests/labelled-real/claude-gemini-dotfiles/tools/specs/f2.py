FILE = "claude_code/bradymholt-dotfiles__f1533138-33ff-46b0-b290-473d60cc4ebd.jsonl"
ENTRY = {
 "format": "claude-code-jsonl (Claude Code 2.0.2, VS Code extension; no summary record, no sidechains; gh CLI runs with debug logging on, so every gh output carries '[git remote -v]' / '* Request to https://api.github.com/...' trace lines)",
 "counts": {"shell_commands": 13, "failed_shell_commands": 1, "masked_failures_annotated": 3},
 "counts_notes": "13 Bash tool_use blocks. Failed = 1: toolu_018XbkZrrkqMYerrru2YRbFw, a user rejection ('The user doesn't want to proceed with this tool use.', is_error true, no exit code; the command never ran), followed by the user record '[Request interrupted by user for tool use]' that ends the file. No other Bash result is is_error. Masked = 3 (exit 0, output shows the intent failed): toolu_01E4GSZUXtk9n2gNfdkKeZmf ('gh run list --commit <short sha>' returns no runs, only gh debug trace lines), toolu_013K5bPafYaxszkJoYjmA5w9 (grep count prints '0' because every log line starts with 'test-api (N)\\tRun tests\\t<timestamp>' so the '^\\s*[0-9]+)' anchor never matches) and toolu_01GgtieMbxLtWTKJnHSntknb (same anchoring mistake plus '2>/dev/null': empty stdout and stderr). gh's debug trace goes to stderr but Claude Code merges it into the tool_result text, after stdout.",
 "failed_native_ids": ["toolu_018XbkZrrkqMYerrru2YRbFw"],
 "expected_nonzero": [],
 "exit_unknown": [],
 "notes": "Investigation of CI failures on a feature branch of the YNAB 'evergreen' monorepo (Ruby API tests, TypeScript shared library) using git and the GitHub CLI. Read-only. Two masked failures of gh/grep pipelines: a short SHA that the Actions API does not match, and log greps anchored at line start although gh prefixes every log line with job/step/timestamp. The agent finds '8856 examples, 1880 failures' and a green develop run, then the user rejects 'git merge-base' and the file ends there.",
 "episodes": [
  {"id": "E1", "symptom_native_ids": ["toolu_01E4GSZUXtk9n2gNfdkKeZmf"],
   "error_text": "* Request to https://api.github.com/repos/ynab/evergreen/actions/runs?per_page=5&exclude_pull_requests=true&head_sha=f9ef0adcb2c",
   "failing_command": "gh run list --commit f9ef0adcb2c --limit 5",
   "resolved": True,
   "fix": {"native_id": "toolu_01X4AKuCNfGodHYuaW8FjSMp", "kind": "command_change", "entities": ["--branch two-step-sync-2", "--commit f9ef0adcb2c"]},
   "verified_by_native_id": "toolu_01X4AKuCNfGodHYuaW8FjSMp", "confidence": "medium", "masked": True, "expected_failure": False,
   "hard_cases": ["masked", "flag_removed"],
   "notes": "No run rows at all, only the gh debug trace: the Actions API head_sha filter gets an 11-character short SHA and matches nothing. The agent never says why; it switches to '--branch two-step-sync-2', which lists the runs (including the failed 'Branch Builder'). Confidence medium because the cause (short SHA) is inferred, not stated."},
  {"id": "E2", "symptom_native_ids": ["toolu_013K5bPafYaxszkJoYjmA5w9", "toolu_01GgtieMbxLtWTKJnHSntknb"],
   "error_text": "       0",
   "failing_command": "gh run view 20729241440 --log-failed | grep \"^\\s*[0-9]\\+)\" | wc -l",
   "resolved": True,
   "fix": {"native_id": "toolu_01Rh99hfh5ALL7rESH4iqbK8", "kind": "command_change", "entities": ["examples.*failure", "2>&1"]},
   "verified_by_native_id": "toolu_01Rh99hfh5ALL7rESH4iqbK8", "confidence": "high", "masked": True, "expected_failure": False,
   "hard_cases": ["masked", "retry_still_fails_differently", "flag_removed", "compound_retry"],
   "notes": "Both greps anchor on line start ('^\\s*[0-9]+)', '^test-.*Failures:' + '^\\s+[0-9]+\\)'), but gh --log-failed prefixes each line with 'test-api (3)\\tRun tests\\t<timestamp> '. The first prints a count of 0, the second (with 2>/dev/null) prints nothing. The unanchored 'grep -E \"examples.*failure\"' finds '8856 examples, 1880 failures, 1 pending'. Not a bug in the project: a wrong pattern in the agent's own pipeline."},
  {"id": "E3", "symptom_native_ids": ["toolu_018XbkZrrkqMYerrru2YRbFw"],
   "error_text": "The user doesn't want to proceed with this tool use. The tool use was rejected",
   "failing_command": "git merge-base two-step-sync-2 develop",
   "resolved": False, "fix": None, "verified_by_native_id": None, "confidence": "high", "masked": False, "expected_failure": False,
   "hard_cases": ["permission", "gave_up"],
   "notes": "User rejection without an instruction; '[Request interrupted by user for tool use]' (0c6b73b4-ff2d-4719-b5d9-88eba22d2c12) is the last record. Nothing follows, so no fix. The CI failures themselves (1880 failing examples) are never explained in the session."}
 ],
 "pivots": [
  {"native_id": "toolu_01X4AKuCNfGodHYuaW8FjSMp", "snippet": "gh run list --branch two-step-sync-2 --limit 5"},
  {"native_id": "b67447df-8d87-4f77-a7dd-f5f1104077a8", "snippet": "These are definitely not related to your small change."}
 ],
 "reuse": [
  {"entity": "20729241440",
   "discovered": {"native_id": "toolu_01X4AKuCNfGodHYuaW8FjSMp", "snippet": "20729241440"},
   "reused": {"native_id": "toolu_01Rh99hfh5ALL7rESH4iqbK8", "snippet": "gh run view 20729241440 --log-failed 2>&1"}},
  {"entity": "Branch Builder",
   "discovered": {"native_id": "toolu_01X4AKuCNfGodHYuaW8FjSMp", "snippet": "Branch Builder"},
   "reused": {"native_id": "toolu_01BhDzyoC95Y94K7pmk8x62a", "snippet": "--workflow \"Branch Builder\""}}
 ],
}
