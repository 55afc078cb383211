KEY = "claude_code/claude-backup__c6455dae-26cd-4ba2-a2b9-7b8e4675e19c.jsonl"
W = ["tooluse_4mbsv550twIJOfUCMIRxvH", "tooluse_GFejCXUc5lujZGY2QM3ryM", "tooluse_46hoR0oPFbUNhDhyTuJVWu", "tooluse_vU6zRxIFg0jlCUCezRtW3o", "tooluse_GdgvaFWTWTkiPBaeNsxrQi", "tooluse_j8VJ0UL8Pkc2uvQc3B89q7", "tooluse_yoDpEVELz4y572LYQJ11jg", "tooluse_v8OTnxC68D8kVbKH92XLDm", "tooluse_93utf4LK7oAkXfBNWZ0QgT", "tooluse_tW1AOOptr7eoCHT7bDSiLr"]
ENTRY = {
 "format": "claude-code-jsonl (Claude Code 2.1.68, model claude-opus-4-8 via a Bedrock-style endpoint, tool ids tooluse_*; 65 progress records)",
 "counts": {"shell_commands": 9, "failed_shell_commands": 0, "masked_failures_annotated": 0},
 "counts_notes": "9 Bash tool_use blocks (ls, pwd, git rev-parse, which, echo $ANDROID_HOME, git init, 2x mkdir -p, git commit), none with is_error true; the git rev-parse probe is written `2>/dev/null && ... || echo \"Not a git repo\"`, so its non-zero exit never reaches the tool (exit 0). Non-shell tool errors: 10 Write calls whose input is the empty object {} (tool_use input {}; stop_reason tool_use, ~400-500 output tokens each), each answered with '<tool_use_error>InputValidationError: Write failed due to the following issues:\\nThe required parameter `file_path` is missing\\nThe required parameter `content` is missing</tool_use_error>'. Other record types: progress, file-history-snapshot, system/stop_hook_summary, system/turn_duration; Skill tool results ('Launching skill: ...') followed by a user record holding the skill text; TaskCreate/TaskUpdate bookkeeping calls.",
 "failed_native_ids": [],
 "expected_nonzero": [],
 "exit_unknown": [],
 "notes": "Same user (austinweitao/claude-backup, projects/-home-cwtrocks-android-avd), the first attempt at the rootable SDK 36 AVD task: a superpowers:brainstorming Q&A (the user answers A/A/A/C/C, 12G RAM / 128G disk), a design spec written with Write and committed with git, then superpowers:writing-plans. Writing the implementation plan fails ten times in a row: every Write arrives with an empty input object, the agent apologises and retries identically ('I need to stop this error loop'), the user interrupts and exits. Negative control for the linker: one long run of the same non-shell error with no fix at all; the successful Write of the design spec (tooluse_bUbexDTmV2TNAwEEMdyngp) comes BEFORE the loop and must not be linked as its fix. No shell failures.",
 "episodes": [
  {"id": "E1", "shell": False, "symptom_tool": "Write",
   "symptom_native_ids": W,
   "error_text": "InputValidationError: Write failed due to the following issues:\nThe required parameter `file_path` is missing\nThe required parameter `content` is missing",
   "failing_command": None, "resolved": False, "fix": None,
   "verified_by_native_id": None, "confidence": "high", "masked": False, "expected_failure": False,
   "hard_cases": ["gave_up"],
   "notes": "Ten identical failures (plain retries, nothing changed; the mkdir -p docs/superpowers/plans between the first two succeeds and is not a fix). The agent's texts promise to 'provide the actual content' (58bad88e) but every call is again {} - probably the long plan content is dropped by the endpoint, as each call reports ~500 output tokens. The user interrupts (15c39fb9) and runs /exit; the plan file is never written."}
 ],
 "pivots": [
  {"native_id": "9bc4e1c3-b08f-453f-b22d-c14d38b067cb", "snippet": "I need to stop this error loop"},
  {"native_id": "15c39fb9-a13a-49bc-87c2-8db63b74db2e", "snippet": "[Request interrupted by user]"}
 ],
 "reuse": [
  {"entity": "docs/superpowers/specs/2026-06-06-rootable-avd-design.md",
   "discovered": {"native_id": "tooluse_bUbexDTmV2TNAwEEMdyngp", "snippet": "File created successfully at: /home/cwtrocks/android-avd/docs/superpowers/specs/2026-06-06-rootable-avd-design.md"},
   "reused": {"native_id": "tooluse_8ycQFO9Jz3mnOKSs8N1LY2", "snippet": "git add docs/superpowers/specs/2026-06-06-rootable-avd-design.md"}},
  {"entity": "/home/cwtrocks/android-sdk (ANDROID_HOME)",
   "discovered": {"native_id": "tooluse_u9UJWiLKmD4IvsdJqSZyTk", "snippet": "/home/cwtrocks/android-sdk"},
   "reused": {"native_id": "tooluse_bUbexDTmV2TNAwEEMdyngp", "snippet": "ANDROID_HOME"}}
 ]
}
