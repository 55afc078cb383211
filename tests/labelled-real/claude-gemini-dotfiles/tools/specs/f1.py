FILE = "claude_code/bradymholt-dotfiles__7968f1ca-3ba3-4e92-8892-cf741c1b242e.jsonl"
ENTRY = {
 "format": "claude-code-jsonl (Claude Code 2.0.2, VS Code extension: <ide_opened_file> text blocks in user records; first record is a 'summary' whose leafUuid is not in this file; no sidechains)",
 "counts": {"shell_commands": 10, "failed_shell_commands": 0, "masked_failures_annotated": 4},
 "counts_notes": "10 Bash tool_use blocks, none with tool_result is_error true (toolUseResult is an object {stdout, stderr, interrupted, isImage} for every Bash call). Two Read calls fail as tool errors ('<tool_use_error>File does not exist.</tool_use_error>', is_error true) but Read is not a shell tool. Masked = 4: toolu_01GpCsd4v7H8QvvcZvZzCocG and toolu_01QLFUDroMjZhX4KUgrKUcwo print 'fatal: path ... does not exist' yet exit 0 because of '| head -50'; toolu_01KMGXTb76Wgach5jTyqv7cb and toolu_01SYdbkayQGmPkJak3n9xJye print nothing (empty stdout) because the pathspec is still wrong. Tool calls are issued in parallel batches, so tool_result records arrive out of call order (e.g. the result of toolu_01QLFUDroMjZhX4KUgrKUcwo, line 19, precedes that of toolu_01GpCsd4v7H8QvvcZvZzCocG, line 20).",
 "failed_native_ids": [],
 "expected_nonzero": [],
 "exit_unknown": [],
 "notes": "Short read-only session in a large TypeScript/SQL monorepo (YNAB 'evergreen'): the user asks for a high-level RFC about a 'two-step sync' (bootstrap + backfill) change. The agent reads git history; the only trouble is a path guessed from the truncated '.../sync/budget/get_budget_data_bootstrap.sql' entry of 'git show --stat': two masked 'git show <rev>:<path> | head' failures, two empty 'git show <rev> -- <path>' retries and two failed Reads, until a find locates the real directory db/document_schema/functions/sync/budget. Then the RFC text is produced (no edits).",
 "episodes": [
  {"id": "E1", "symptom_native_ids": ["toolu_01GpCsd4v7H8QvvcZvZzCocG", "toolu_01QLFUDroMjZhX4KUgrKUcwo"],
   "error_text": "fatal: path 'ynab_api/db/sync/budget/get_budget_data_bootstrap.sql' does not exist in '8dd128974bfe'",
   "failing_command": "git show 8dd128974bfe:ynab_api/db/sync/budget/get_budget_data_bootstrap.sql | head -50",
   "resolved": True,
   "fix": {"native_id": "toolu_01TdT6C466pthMmwKqhymUKF", "kind": "path_fix", "entities": ["db/document_schema/functions/sync/budget", "get_budget_data_bootstrap.sql", "find"]},
   "verified_by_native_id": "toolu_015RecrFDHLVepYQDxYsLHA6", "confidence": "high", "masked": True, "expected_failure": False,
   "hard_cases": ["masked", "path_fix", "tool_switch"],
   "notes": "The path was reconstructed from the '--stat' output where git abbreviates it as '.../sync/budget/get_budget_data_bootstrap.sql'. Exit 0 hides the git error (pipe into head). The real location comes from the find at toolu_01TdT6C466pthMmwKqhymUKF; the content is finally read with the Read tool (toolu_015RecrFDHLVepYQDxYsLHA6), not with git show, so the verification is a tool switch."},
  {"id": "E2", "symptom_native_ids": ["toolu_01KMGXTb76Wgach5jTyqv7cb", "toolu_01SYdbkayQGmPkJak3n9xJye"],
   "error_text": "(empty output: 'git show <rev> -- <path>' prints nothing because the pathspec matches no file of that commit)",
   "failing_command": "git show 8dd128974bfe -- ynab_api/db/sync/budget/get_budget_data_bootstrap.sql | head -80",
   "resolved": True,
   "fix": {"native_id": "toolu_01TdT6C466pthMmwKqhymUKF", "kind": "path_fix", "entities": ["db/document_schema/functions/sync/budget", "find"]},
   "verified_by_native_id": "toolu_015RecrFDHLVepYQDxYsLHA6", "confidence": "medium", "masked": True, "expected_failure": False,
   "hard_cases": ["masked", "retry_still_fails_differently", "flag_removed", "path_fix"],
   "notes": "Retry of E1 with the ':path' form changed to a '-- path' pathspec: no error any more, just empty stdout (toolUseResult stdout ''), which is a silent failure of the same wrong path. An extractor that needs error text sees nothing here."},
  {"id": "E3", "symptom_native_ids": ["toolu_01NjM5axRT2kDiLTm7CQA1Mo", "toolu_01U8vBjGuTJ3AR4J5EvZ6Tye"],
   "error_text": "<tool_use_error>File does not exist.</tool_use_error>",
   "failing_command": None, "shell": False, "symptom_tool": "Read",
   "resolved": True,
   "fix": {"native_id": "toolu_01TdT6C466pthMmwKqhymUKF", "kind": "path_fix", "entities": ["db/document_schema/functions/sync/budget", "get_budget_data_backfill.sql"]},
   "verified_by_native_id": "toolu_015RecrFDHLVepYQDxYsLHA6", "confidence": "high", "masked": False, "expected_failure": False,
   "hard_cases": ["path_fix", "tool_switch"],
   "notes": "Same wrong path tried with the Read tool on the working tree. The find (and a parallel Glob toolu_01Cj8yDX6zmcyzBrT7wQB9ch with the same answer) gives the right path; both Reads then succeed (toolu_015RecrFDHLVepYQDxYsLHA6, toolu_01WrZbhm2YYqcywYVh6QcobQ)."}
 ],
 "pivots": [
  {"native_id": "toolu_01TdT6C466pthMmwKqhymUKF", "snippet": "find /Users/bholt/dev/evergreen/ynab_api/db -name \"*.sql\" -path \"*bootstrap*\""},
  {"native_id": "2f670ff4-98db-4323-b51a-132c7d19caa1", "snippet": "Now I have enough context to help you create the RFC."}
 ],
 "reuse": [
  {"entity": "db/document_schema/functions/sync/budget/get_budget_data_bootstrap.sql",
   "discovered": {"native_id": "toolu_01TdT6C466pthMmwKqhymUKF", "snippet": "/Users/bholt/dev/evergreen/ynab_api/db/document_schema/functions/sync/budget/get_budget_data_bootstrap.sql"},
   "reused": {"native_id": "toolu_015RecrFDHLVepYQDxYsLHA6", "snippet": "/Users/bholt/dev/evergreen/ynab_api/db/document_schema/functions/sync/budget/get_budget_data_bootstrap.sql"}}
 ],
}
