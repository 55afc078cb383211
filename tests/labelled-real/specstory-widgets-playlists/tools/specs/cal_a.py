FILE = 'claude_code/cal-date-widget__2025-12-04_22-30-17Z-how-to-get-you.md'
ENTRY = {
 "format": "claude-code-specstory-md (SpecStory Markdown v2.0.0, '<!-- Claude Code Session dba26df5-… -->', claude-sonnet-4-5-20250929 on macOS/zsh; Bash blocks are <tool-use data-tool-type=\"bash\" data-tool-name=\"Bash\"> with a one-line description, the command in backticks and a result fence)",
 "notes": "First Claude Code session of an Android (Kotlin) home-screen calendar widget project: hide event start times on days whose events do not all fit. ./gradlew test first fails to compile a unit test (stray brace), then runs with 6 failing tests that the agent declares pre-existing and leaves; adb is not on PATH, so the agent installs with ./gradlew installDebug and later finds adb under ~/Library/Android/sdk; two user-reported rendering bugs are fixed by making the height estimate more conservative and checked by screenshots pulled with adb. Calendar event titles of the user's family (first names) appear in the agent's reading of screenshots; no addresses, phone numbers or credentials.",
 "episodes": [
  {"id": "E1", "symptom_native_ids": ["line:1017"],
   "error_text": "CalendarRepositoryTest.kt:36:1 Expecting a top level declaration",
   "failing_command": "./gradlew test", "resolved": True,
   "fix": {"native_id": "line:1203", "kind": "edit_file", "entities": ["CalendarRepositoryTest.kt"]},
   "verified_by_native_id": "line:1266", "confidence": "high", "masked": False, "expected_failure": False,
   "hard_cases": ["edit_then_retry", "retry_still_fails_differently"], "shell": True,
   "notes": "Kotlin compile error in a test file the agent did not write (an extra closing brace, diagnosis line:1195). The Edit line:1203 removes it; the rerun line:1266 compiles and runs the tests (\"15 tests completed, 6 failed\"), so the compile error is gone and a different failure follows (E2). The shadowing warning fixed by line:1235 is only a warning."},
  {"id": "E2", "symptom_native_ids": ["line:1266"],
   "error_text": "15 tests completed, 6 failed",
   "failing_command": "./gradlew test", "resolved": False, "fix": None,
   "verified_by_native_id": None, "confidence": "medium", "masked": False, "expected_failure": False,
   "hard_cases": ["gave_up"], "shell": True,
   "notes": "The agent declares the PrefsManagerTest / SettingsStateManagerTest failures pre-existing and unrelated (line:1413) and builds with assembleDebug instead (line:1424). The same 6 failures recur in cal-date-widget 23-40 (cross-session group). Not expected_nonzero: it is a real red test suite, just not the agent's."},
  {"id": "E3", "symptom_native_ids": ["line:1580"],
   "error_text": "(eval):1: command not found: adb",
   "failing_command": "adb devices", "resolved": True,
   "fix": {"native_id": "line:1599", "kind": "tool_switch", "entities": ["./gradlew installDebug", "Installed on 1 device."]},
   "verified_by_native_id": "line:1599", "confidence": "high", "masked": False, "expected_failure": False,
   "hard_cases": ["tool_switch"], "shell": True,
   "notes": "adb is not on PATH (diagnosis line:1591 'ADB is not in the PATH'). The goal (install on the phone) is reached with the Gradle task, whose output says 'Installed on 1 device.' Later (line:1740) the agent finds the SDK's adb and uses the absolute path from then on (reuse)."},
  {"id": "E4", "symptom_native_ids": ["line:1695"],
   "error_text": "There is clipping of events and start time is shown.",
   "failing_command": None, "resolved": True,
   "fix": {"native_id": "line:1894", "kind": "edit_file", "entities": ["estimatedHeightPerEvent", "3.5f"]},
   "verified_by_native_id": "line:2049", "confidence": "medium", "masked": False, "expected_failure": False,
   "hard_cases": ["edit_then_retry"], "shell": False, "symptom_tool": "user",
   "notes": "User-reported: the 1.5-lines-per-event estimate of the first implementation was too optimistic (pivot line:1829). Edit to 3.5 lines, installDebug line:1940, screenshot line:2028, Read of the screenshot line:2049 and the agent's reading line:2054 ('I can see the times are now hidden!'). The user's next message (E5) reports other columns, so this column is accepted."},
  {"id": "E5", "symptom_native_ids": ["line:2121"],
   "error_text": "Monday and Tuesday columns are clipped.",
   "failing_command": None, "resolved": True,
   "fix": {"native_id": "line:2187", "kind": "edit_file", "entities": ["estimatedHeightPerEvent", "5.0f"]},
   "verified_by_native_id": "line:2328", "confidence": "medium", "masked": False, "expected_failure": False,
   "hard_cases": ["edit_then_retry", "retry_still_fails_differently"], "shell": False, "symptom_tool": "user",
   "notes": "Same bug, other columns: the estimate goes from 3.5 to 5.0 lines; installDebug line:2221, screenshot line:2307, Read line:2328 and 'the start times are hidden on Monday and Tuesday as well' (line:2333). The user then asks for a commit message."}
 ],
 "pivots": [
  {"native_id": "line:1413", "snippet": "these test failures appear to be pre-existing issues unrelated to my changes"},
  {"native_id": "line:1591", "snippet": "ADB is not in the PATH"},
  {"native_id": "line:1829", "snippet": "The problem is that my estimation was too optimistic."}
 ],
 "reuse": [
  {"entity": "~/Library/Android/sdk/platform-tools/adb",
   "discovered": {"native_id": "line:1740", "snippet": "/Users/dancar/Library/Android/sdk/platform-tools/adb"},
   "reused": {"native_id": "line:1758", "snippet": "~/Library/Android/sdk/platform-tools/adb shell screencap -p /sdcard/screenshot.png"}}
 ],
 "expected_nonzero": [],
 "counts_notes_extra": ""
}
