FILE = 'cursor/listfix__2025-04-27_13-47-cross-platform-playlist-compatibility-solutions.md'
COUNTS_NOTES = ("Same legacy Cursor SpecStory format as cursor/listfix__2025-04-27_12-45-…: records are '---'-separated segments (native id line:N of the first non-blank line); "
 "11 shell segments (```bash fence + terminal fence), no exit status anywhere, so failed = 0 and all 11 are exit_unknown. "
 "Seven of the 11 are `.\\gradlew build run` / builds whose terminal fences hold thousands of lines of the running GUI's log (the file is 12.5k lines); the verdict is the last 'BUILD SUCCESSFUL in …' / 'BUILD FAILED in …' line. "
 "The PSReadLine capture loses text: line:1008's '* What went wrong:' is followed by nothing. Edit-apply failures are bare text records ('**Apply failed**'); four 'Cancelled' records (line:8061, line:10224, line:10409, line:10553) are build runs the user cancelled before sending a new screenshot; they carry no instruction of their own and are not episodes.")
ENTRY = {
 "format": "cursor-specstory-md-legacy (SpecStory export of a Cursor agent chat, April 2025, no tool-use markup; Windows PowerShell 7; continues the 12-45 session of the same day)",
 "notes": "Second Cursor session of the listFix contributor, an hour after the first: a missing-file cache and a 'Save All' command are implemented, then three hours are spent on a Windows encoding bug (Lizzy decodes M3U playlist entries such as 'Beyoncé' and 'cassö' wrongly). Build-side failures: `spotlessApply` no longer exists because the first session restored build.gradle (cross-session cause), Checkstyle brace rules still fail the build and are turned into warnings with ignoreFailures = true, and a Groovy 'Unsupported class file major version 67' disappears on a plain retry after the user approves something. The encoding and fuzzy-matching bug survives four charset strategies, accent stripping and a Levenshtein matcher: the user gives up ('No improvement. I give up.'). Music file names from the user's DJ library appear in logs; no credentials.",
 "episodes": [
  {"id": "E1", "symptom_native_ids": ["line:1008", "line:1845", "line:1984"],
   "error_text": "Task 'spotlessApply' not found in root project 'listFix'.",
   "failing_command": ".\\gradlew spotlessApply", "resolved": False, "fix": None,
   "verified_by_native_id": None, "confidence": "medium", "masked": False, "expected_failure": False,
   "hard_cases": ["gave_up", "tool_switch"], "shell": True,
   "notes": "line:1008 (`spotlessApply clean build`) fails in configuration with an empty 'What went wrong:' (lost by the screen capture); the explicit `spotlessApply` (line:1845) names the cause, `tasks` (line:1883) lists no Spotless task and `spotlessJava` (line:1984) fails too. The plugin is gone because the previous session ran `git restore build.gradle` (12-45 line:2421). The agent stops using Spotless and silences Checkstyle instead (E2)."},
  {"id": "E2", "symptom_native_ids": ["line:1040"],
   "error_text": "ThenAlphabeticalFileComparator.java:7:90: '{' at column 90 should be on a new line. [LeftCurly]",
   "failing_command": ".\\gradlew build --stacktrace", "resolved": True,
   "fix": {"native_id": "line:2052", "kind": "config_change", "entities": ["ignoreFailures = true"]},
   "verified_by_native_id": "line:2520", "confidence": "high", "masked": False, "expected_failure": False,
   "hard_cases": ["config_change", "retry_still_fails_differently"], "shell": True,
   "notes": "The same brace-placement rules that stayed unfixed in the 12-45 session (E7 there). With the user's go-ahead ('just do what you ahve to to get it all running', line:2014) the agent makes Checkstyle non-fatal. The next build fails differently (E3); line:2520 prints BUILD SUCCESSFUL. The violations are hidden, not fixed."},
  {"id": "E3", "symptom_native_ids": ["line:2068"],
   "error_text": "General error during conversion: Unsupported class file major version 67",
   "failing_command": ".\\gradlew build run", "resolved": True,
   "fix": {"native_id": "line:2504", "kind": "user_fix", "entities": ["approve"]},
   "verified_by_native_id": "line:2520", "confidence": "medium", "masked": False, "expected_failure": False,
   "hard_cases": ["retry_still_fails_differently"], "shell": True,
   "notes": "build.gradle cannot be compiled (class files of Java 23 for Gradle's Groovy). The agent explains (line:2482); the user says 'try once more i think ihad to approve somethin on my end' and the identical command succeeds (BUILD SUCCESSFUL in 2m 42s). What changed is outside the transcript; labelled as a user fix with medium confidence."},
  {"id": "E4", "symptom_native_ids": ["line:4374", "line:4378"],
   "error_text": "**Apply failed**",
   "failing_command": None, "resolved": True,
   "fix": {"native_id": "line:4388", "kind": "edit_file", "entities": ["fireSaveAllDialog", "SaveAllDialog"]},
   "verified_by_native_id": "line:4388", "confidence": "medium", "masked": False, "expected_failure": False,
   "hard_cases": ["edit_then_retry"], "shell": False, "symptom_tool": "edit_file",
   "notes": "Two edits of fireSaveAllDialog in GUIScreen.java do not apply (the first shown only by the agent's 'the edit wasn't applied correctly'); a smaller edit (line:4388) applies, and the next build (line:4725) succeeds."},
  {"id": "E5", "symptom_native_ids": ["line:5845", "line:7976", "line:8065", "line:9780"],
   "error_text": "it's showing a weird characters and it's not matching the file",
   "failing_command": None, "resolved": False, "fix": None,
   "verified_by_native_id": None, "confidence": "high", "masked": False, "expected_failure": False,
   "hard_cases": ["retry_still_fails_differently", "edit_then_retry", "gave_up"], "shell": False, "symptom_tool": "user",
   "notes": "User-reported with screenshots (not in the export); the same report ends the 12-45 session. Attempts: charset detection with a UTF-8 default (line:6226, build line:6371) → 'it doesn't find it again' (line:7976); Windows-1252 default (line:8011) → 'the characters have changed … but htey're still wrong' (line:8065, now cassÃ¶); back to UTF-8 (line:8090, build line:8126) → 'back to what they originally looked like' (line:9780); detection removed and logging added (line:9854, line:9955). The log the user pastes (line:10065) shows the path already corrupted by the Lizzy parser. Never resolved."},
  {"id": "E6", "symptom_native_ids": ["line:6146"],
   "error_text": "Could not find file 'src/main/java/listfix/io/PlaylistIO.java'.",
   "failing_command": None, "resolved": True,
   "fix": {"native_id": "line:6159", "kind": "tool_switch", "entities": ["Searched codebase"]},
   "verified_by_native_id": "line:6159", "confidence": "high", "masked": False, "expected_failure": False,
   "hard_cases": ["tool_switch", "path_fix"], "shell": False, "symptom_tool": "read_file",
   "notes": "A guessed file name; a codebase search finds the loading chain (Playlist.java, Lizzy) and the edit line:6226 targets the right file."},
  {"id": "E7", "symptom_native_ids": ["line:10228", "line:10413", "line:12353"],
   "error_text": "it still won't find",
   "failing_command": None, "resolved": False, "fix": None,
   "verified_by_native_id": None, "confidence": "high", "masked": False, "expected_failure": False,
   "hard_cases": ["retry_still_fails_differently", "edit_then_retry", "gave_up"], "shell": False, "symptom_tool": "user",
   "notes": "Matching the corrupted names to the real files: accent stripping in the existence check (line:10121), in findClosestMatches (line:10270, a missing logger fixed at line:10385), aggressive name cleaning (line:10451), Levenshtein scoring (line:10595, build line:10692). 'some progress i think, but it's still not matching' (line:10413), then 'No improvement. I give up.' (line:12353). The session ends with a PR comment draft."}
 ],
 "pivots": [
  {"native_id": "line:2042", "snippet": "The simplest way to prevent Checkstyle errors from stopping the build is to add `ignoreFailures = true`"},
  {"native_id": "line:10079", "snippet": "that log snippet is extremely helpful!"},
  {"native_id": "line:12365", "snippet": "the initial corruption of characters"}
 ],
 "reuse": [
  {"entity": ".\\gradlew build run",
   "discovered": {"native_id": "line:2520", "snippet": "BUILD SUCCESSFUL in 2m 42s"},
   "reused": {"native_id": "line:4725", "snippet": ".\\gradlew build run"}}
 ],
 "expected_nonzero": [],
}
