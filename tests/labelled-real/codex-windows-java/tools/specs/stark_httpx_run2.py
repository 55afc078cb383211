import json, os, sys
F = "codex_exec/stark-repo-analyzer__httpx-run-2__codex-events.jsonl"
entry = dict(
 format="codex-exec-json (codex exec --json event stream: thread.started, turn.started, item.started/item.completed, turn.completed; macOS zsh via /bin/zsh -lc)",
 counts=dict(shell_commands=13, failed_shell_commands=0, masked_failures_annotated=0),
 counts_notes="13 command_execution items (distinct item ids; each has an item.started with exit_code null and an item.completed with exit_code 0). No failures, none masked. item_0 of type 'error' is Codex's context-budget warning about shortened skill descriptions, not a failure. One file_change item (item_14) writes the report files.",
 failed_native_ids=[],
 expected_nonzero=[],
 exit_unknown=[],
 notes="Negative control from the same harness and day as the codex run-2 file: a read-only repo-analyzer baseline over a fixed HTTPX checkout (encode/httpx). Every command exits 0 and no output shows a command's own error. Traps for an extractor: the 'error' item type; source code printed by sed containing 'except ImportError', 'TracebackType', 'LookupError'; `git diff --exit-code` as a final read-only check (exit 0 here). The agent notes that external search, user interaction and parallel subagents are unavailable and records them as 'not performed' (a limitation, not a tool failure).",
 episodes=[],
 pivots=[dict(native_id="item_13", snippet="源码扫描已完成：有效 Python 代码约 8,827 行")],
 reuse=[],
)
json.dump(dict(file=F, entry=entry), open(__file__.replace('.py', '.json'), 'w'), indent=1, ensure_ascii=False)
