FILE = "claude_code/deder01-config-files__2fc63785__agent-a54f67e.jsonl"
ENTRY = {
 "format": "claude-code-jsonl (Claude Code 2.1.2 subagent transcript: <session>/subagents/agent-<id>.jsonl, every record isSidechain true with agentId 'a54f67e' and the parent's sessionId; first record is the Task prompt as a user string message; tool_result records carry sourceToolAssistantUUID; the parent session file is not in the repository)",
 "counts": {"shell_commands": 22, "failed_shell_commands": 6, "masked_failures_annotated": 0},
 "counts_notes": "22 Bash tool_use blocks, all in the sidechain (this whole file is a sidechain). Failed = 6, all 'Exit code 128 / fatal: not a git repository (or any of the parent directories): .git' (is_error true, toolUseResult 'Error: Exit code 128...'): three identical pairs of 'git log --oneline' + 'git status'. Every Bash output, success or error, carries the line 'Now using node v18.20.5 (npm v10.8.2)' from the user's shell init (nvm); on errors it comes AFTER the git message, on successes BEFORE stdout, so a reader must not take the first output line as the error.",
 "failed_native_ids": ["toolu_019xAjCuqkNH1fZ9L5zkKEba", "toolu_01C1BjfuZY2VZf2jdo2crakd", "toolu_01GgybsYaTHFsEuoqPPm33yp", "toolu_01SvBbKTXVvjvaedzdr7v5vC", "toolu_01TjMpE94VAZZWk9ybGbgBJd", "toolu_01VJ6dhd8hHkU6YWq8Dk4jzF"],
 "expected_nonzero": [],
 "exit_unknown": [],
 "notes": "Read-only Explore subagent for a new Python project (personal finance with a local LLM via ollama; a 2.2 MB QIF export in data/). The only failure: git refuses to see the repository although the records' cwd is the project root and 'ls -la' shows .git and gitBranch is 'master'. The agent retries the identical commands twice ('Let me check the git config properly', 'Let me try from the actual project root') without changing anything, then works around git by reading .git/HEAD and .git/logs/HEAD with cat. The cause is never found (likely the user's shell init, which also prints the nvm banner, changes the git environment).",
 "episodes": [
  {"id": "E1", "symptom_native_ids": ["toolu_019xAjCuqkNH1fZ9L5zkKEba", "toolu_01TjMpE94VAZZWk9ybGbgBJd", "toolu_01C1BjfuZY2VZf2jdo2crakd", "toolu_01SvBbKTXVvjvaedzdr7v5vC", "toolu_01VJ6dhd8hHkU6YWq8Dk4jzF", "toolu_01GgybsYaTHFsEuoqPPm33yp"],
   "error_text": "fatal: not a git repository (or any of the parent directories): .git",
   "failing_command": "git log --oneline",
   "resolved": True,
   "fix": {"native_id": "toolu_011Bo1kNzzaDAyePRFyH2x4u", "kind": "workaround_isolate", "entities": [".git/HEAD", "cat"]},
   "verified_by_native_id": "toolu_01TFZXrKduwJP9g3QsoU22WT", "confidence": "medium", "masked": False, "expected_failure": False,
   "hard_cases": ["tool_switch", "wrong_cwd"],
   "notes": "Six failures with one signature; the second and third pairs are byte-identical plain retries (no fix between them), which must not be taken as fix attempts. The goal (commit history) is met by 'cat .git/logs/HEAD' ('commit (initial): Initial commit setting up python and ollama'), not by git, so the fix is a workaround and the git problem itself stays unexplained. 'wrong_cwd' is the agent's own hypothesis ('Let me try from the actual project root'), not confirmed: the recorded cwd is already the project root."}
 ],
 "pivots": [
  {"native_id": "bba52a3e-46ab-4315-9e2b-62a0c9bff28d", "snippet": "try accessing git info differently"},
  {"native_id": "toolu_011Bo1kNzzaDAyePRFyH2x4u", "snippet": "cat /home/deder/repos/personal-finance-llm/.git/HEAD"}
 ],
 "reuse": [
  {"entity": ".git directory exists",
   "discovered": {"native_id": "toolu_01EFPV9B7jTM9FGY596vATtp", "snippet": ".git"},
   "reused": {"native_id": "toolu_011Bo1kNzzaDAyePRFyH2x4u", "snippet": "/home/deder/repos/personal-finance-llm/.git/HEAD"}}
 ],
}
