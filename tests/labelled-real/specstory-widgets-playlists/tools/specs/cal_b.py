FILE = 'claude_code/cal-date-widget__2025-12-04_22-53-01Z-week-widget-for-current.md'
ENTRY = {
 "format": "claude-code-specstory-md (SpecStory Markdown v2.0.0, '<!-- Claude Code Session 680fa040-… -->', claude-sonnet-4-5-20250929 on macOS/zsh; one Task subagent whose result is a single block)",
 "notes": "Second Claude Code session of the same Android widget project, the same evening: let the last event of the current day be clipped instead of hidden. The agent reads git history (a `git show` whose diff contains another SpecStory history, Gemini CLI's, with '+'-prefixed <tool-use> lines and 'Exit Code: 0' texts: not records of this file), edits, builds, hits `adb` not on PATH again and this time uses the absolute SDK path. Its first fix is announced as working from a screenshot ('Excellent! The fix is working.') but the user sees no change; a second edit (fixed maxLines, no ellipsize) is checked by a second screenshot. Ends with writing .claude/context and architecture.md edits.",
 "episodes": [
  {"id": "E1", "symptom_native_ids": ["line:2303"],
   "error_text": "(eval):1: command not found: adb",
   "failing_command": "adb devices", "resolved": True,
   "fix": {"native_id": "line:2322", "kind": "path_fix", "entities": ["~/Library/Android/sdk/platform-tools/adb devices"]},
   "verified_by_native_id": "line:2322", "confidence": "high", "masked": False, "expected_failure": False,
   "hard_cases": ["path_fix"], "shell": True,
   "notes": "Same missing-on-PATH adb as cal-date-widget 22-30 E3 (cross-session group). The agent says 'Let me try using the full path since we used it earlier for screenshots' although nothing earlier in this file uses it: the path comes from the previous session. The absolute path prints 'List of devices attached'."},
  {"id": "E2", "symptom_native_ids": ["line:2493"],
   "error_text": "I don't see a change.  Can we make it clip ungracefully?",
   "failing_command": None, "resolved": True,
   "fix": {"native_id": "line:2610", "kind": "edit_file", "entities": ["val dynamicMaxLines = 10"]},
   "verified_by_native_id": "line:2863", "confidence": "medium", "masked": False, "expected_failure": False,
   "hard_cases": ["edit_then_retry", "retry_still_fails_differently"], "shell": False, "symptom_tool": "user",
   "notes": "The first edit (line:2170: drop the hard `break` before the last event) was declared working at line:2471 from the screenshot line:2428, a false success that the user contradicts. The second edit sets a fixed maxLines of 10 and drops the ellipsis; assembleDebug && installDebug line:2690, screenshot line:2842, its Read line:2863 and the agent's 'I can now see the difference!' (line:2868). The user then asks for a commit message (line:2907), so it is accepted."}
 ],
 "pivots": [
  {"native_id": "line:2527", "snippet": "The `dynamicMaxLines` calculation is still limiting how much text renders."},
  {"native_id": "line:2314", "snippet": "Let me try using the full path since we used it earlier for screenshots."}
 ],
 "reuse": [
  {"entity": "~/Library/Android/sdk/platform-tools/adb",
   "discovered": {"native_id": "line:2322", "snippet": "~/Library/Android/sdk/platform-tools/adb devices"},
   "reused": {"native_id": "line:2428", "snippet": "~/Library/Android/sdk/platform-tools/adb shell screencap -p /sdcard/screenshot.png"}}
 ],
 "expected_nonzero": [],
 "counts_notes_extra": " The output of `git show 485251b` (line:889) is a diff that contains a whole Gemini CLI SpecStory history: its lines start with '+' (e.g. '+<tool-use data-tool-type=\"shell\" data-tool-name=\"run_shell_command\">', '+Exit Code: 0'); they are output text of this Bash call, not records. A parser that does not anchor record starts at column 0 will count 6 phantom run_shell_command calls."
}
