KEY = "claude_code/aistrad-work__084ba98d-edf6-4f9a-be93-d16d5f765cc2.jsonl"
ENTRY = {
 "format": "claude-code-jsonl (Claude Code 2.1.12, Linux; file opens with two `summary` records of other sessions' leaf uuids; /mobile local commands; one <persisted-output> Bash result)",
 "counts": {"shell_commands": 22, "failed_shell_commands": 0, "masked_failures_annotated": 0},
 "counts_notes": "22 Bash tool_use blocks, every tool_result is_error false; no sidechains; no tool errors of any kind. The user's two `/mobile` slash commands (<command-name>/<local-command-stdout> user records) are not agent commands. Empty outputs (toolu_01M3jL1LWwHaFvr1xnLEdJmM `git status --short apps/api/services/entitlement/`, the three `git add` calls, toolu_019jfZqRTFQecPRMu5NV8w7o) are successes, not failures. toolu_01KciNNN3bHaDnvQC7y9EfAh's result is a <persisted-output> stub pointing at tool-results/toolu_01KciNNN3bHaDnvQC7y9EfAh.txt (not in the file).",
 "failed_native_ids": [],
 "expected_nonzero": [],
 "exit_unknown": [],
 "notes": "Negative control, same vibelife project/server as the other two files (2026-01-17). The user asks to push the 'platform' code to GitHub; the agent inspects git log/status/diff, stages the files, sees with `git diff --cached --stat` (34.7 KB persisted output) that far more was already staged, runs `git reset` and re-adds only the platform files, commits with a HEREDOC message and pushes ('010826b..0c2eeba  master -> master'). The over-staged index is a course correction, not a failing command: no episode. Traps for an extractor: the `git reset` output '重置后取消暂存的变更：' looks like an error in Chinese but is normal; 'grep' pipelines with empty output exit 0 here.",
 "episodes": [],
 "pivots": [
  {"native_id": "toolu_01LMF3AkSCapGc83vBwZ4eve", "snippet": "git reset"},
 ],
 "reuse": [
  {"entity": "010826b", "discovered": {"native_id": "toolu_01D7c7TRCQ74AqXYGFSZ2Gc8", "snippet": "010826b feat(platform): consolidate platform services"},
   "reused": {"native_id": "toolu_01QsASNn4zT7741ziaL1z4zA", "snippet": "git show --stat 010826b"}},
 ],
}
