KEY="claude_code/vehicle-inspection__session-2.jsonl"
ENTRY=dict(format="claude-code-jsonl (Claude Code, Linux, cwd '/home/eren/Documents/task4/Vehicle Inspection'; starts with permission-mode and /status local_command system records)",
 counts=dict(shell_commands=0,failed_shell_commands=0,masked_failures_annotated=0),
 counts_notes="No Bash tool_use at all: 27 Read, 19 Edit, 6 Glob, 1 Grep, none with is_error. Record types: permission-mode, system local_command (/status), system turn_duration, file-history-snapshot, user/assistant.",
 failed_native_ids=[],expected_nonzero=[],exit_unknown=[],
 notes="Negative control from the same repository as the Codex vehicle-inspection sessions, by a different person and agent: a Claude Code session (2026-04-06) that fixes audit findings (path traversal in file ingest, scheduling transaction, a user-reported dashboard regression) by reading and editing files only. No command is run and no tool call fails, so a tool should find no symptom->fix story here even though the user messages are full of words like 'regression', 'issue' and 'error'.",
 episodes=[],pivots=[],reuse=[])
