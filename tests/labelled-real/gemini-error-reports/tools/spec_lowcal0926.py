"""Hand labels for the LowCal-Code error report of 2025-09-26T00:20:20Z (shell-negative control)."""
from spec_immo212 import ep

LOCAL = "gemini/lowcal-code__gemini-client-error-Turn.run-sendMessageStream-2025-09-26T00-20-20-071Z.json"
GIT = "git status && git diff HEAD && git log -n 3"
ENTRY = {
 "format": "gemini-cli-error-report-json (Gemini CLI proper, Sept 2025, same author/project as the other LowCal files; {\"error\", \"context\": [Content...]})",
 "counts": {"shell_commands": 15, "failed_shell_commands": 0, "masked_failures_annotated": 0},
 "counts_notes": "15 functionCall parts named run_shell_command (args command + description); as in immo212 the calls carry no id, the functionResponse id names them. 9 have a functionResponse, all 'Exit Code: 0' (7 builds/commit/echo). 6 have NO functionResponse: five 'git status && git diff HEAD && git log -n 3' (context:13, 31, 43, 51, 65) and one echo (context:75), each followed directly by a typed user message — the user cancelled them (the CLI keeps no record of the cancellation in this dump). They are exit_unknown, named context:N. The last element of context (context:84) is a bare array of parts holding the functionResponse of the final echo. user Content context:76 carries three inlineData parts (screenshots, base64 PNG). No failed shell commands: this is the shell-negative control; its failures are user-reported (a pasted build error and UI bugs). Privacy: the git push output shows only the public repo URL; no keys.",
 "failed_native_ids": [],
 "expected_nonzero": [],
 "exit_unknown": ["context:13", "context:31", "context:43", "context:51", "context:65", "context:75"],
 "notes": "Shell-negative control: every shell command that ran exited 0. The user pastes a failing 'npm run build' (TS2307 wrong relative import in lmstudio.test.ts) that the agent fixes with one edit and a green build; then a search box for the /model dialog whose behaviour the user reports as broken four times (inconsistent filtering, empty list after a caching change) — fixed, regressed, fixed, and a final RadioButtonSelect fix that is only build-checked before the crash. The agent keeps starting a commit after each green build and the user keeps cancelling, until the user says 'don't commit automatically'. A good test that 'build exit 0' must not be read as verification of a UI bug.",
 "episodes": [
  ep("E1", ["context:2"], "error TS2307: Cannot find module '../../../../config/config.js' or its corresponding type declarations.", None, True,
     {"native_id": "replace-1758842993614-6b82594b94ad8", "kind": "edit_file", "entities": ["../../../../config/config.js", "lmstudio.test.ts"]},
     "run_shell_command-1758843008562-f802a49a58ea48", "high", ["edit_then_retry", "path_fix"],
     "User-reported: the build output is pasted into the first prompt (the user's own 'npm run build'). One replace fixes the relative import; the agent's 'npm run build' exits 0, and the fix is committed and pushed (run_shell_command-1758843784304-4bf07ca0c06498).",
     tool="user"),
  ep("E2", ["context:31", "context:43", "context:51", "context:65"], "(cancelled by the user: the git status call has no functionResponse; the user answers with a bug report instead)", GIT, True,
     {"native_id": "context:66", "kind": "user_fix", "entities": ["don't commit automatically"]},
     "run_shell_command-1758844905326-6b533e8fcab34", "medium", [],
     "After every green build the agent starts a commit with the same git status; the user cancels each time (context:13 is the first, before the user explicitly asked for the commit in context:14 — not counted as a symptom here). context:66 ends with 'Also don't commit automatically until I explicitly ask you to.'; afterwards the agent runs only builds and echo. Verification = the next shell call is a build, not a git command (indirect, medium).",
     shell=True),
  ep("E3", ["context:32", "context:52", "context:66", "context:76"], "the search works, but inconsistently", None, False,
     {"native_id": "replace-1758845985559-9b609b1e1dc2f", "kind": "edit_file", "entities": ["RadioButtonSelect", "activeIndex"]},
     None, "medium", ["edit_then_retry", "retry_still_fails_differently"],
     "User-reported UI bug in the new model search box. Attempts: cache the model list (replace-1758844323301-18cab751586e78, replace-1758844330122-1411cd73a4bcb8; causes E4), a fetch lock (replace-1758844693317-9433d061d50ed8, replace-1758844700929-4d99e6a922eab8; context:66 'Nope, still not working'), debug output (replace-1758844901325-23faa128732df) whose screenshots (context:76: '9 out of 325 models filtered, but doesn't show them!') point at RadioButtonSelect. The last fix resets an out-of-range activeIndex; it is only build-checked (run_shell_command-1758845996603-53cf24a81b64c) and the agent's echo asks the user to test; the session crashes before any answer. Resolved false: a green build is not evidence for a UI bug.",
     tool="user", diag=["context:76"]),
  ep("E4", ["context:44"], "now /model doesn't show any models.", None, True,
     {"native_id": "replace-1758844496616-989ae6a7b3dfe8", "kind": "edit_file", "entities": ["handleModelSelectionOpen", "allAvailableModels"]},
     "context:52", "high", ["edit_then_retry"],
     "Regression from E3's caching edit (dialog shown before the async fetch fills the cache). The useEffect is removed (replace-1758844490507-87e43531849f) and handleModelSelectionOpen fetches on open and caches. The user confirms: 'Ok, the model list is back now' (context:52).",
     tool="user"),
 ],
 "pivots": [
  {"native_id": "run_shell_command-1758843008562-f802a49a58ea48", "snippet": "Exit Code: 0", "why": "build green after the import-path fix"},
  {"native_id": "context:76", "snippet": "9 out of 325 models filtered, but doesn't show them!", "why": "the user's debug screenshots move the search from App.tsx state to the RadioButtonSelect component"},
 ],
 "reuse": [
  {"discovered_native_id": "context:2", "reused_native_id": "replace-1758842993614-6b82594b94ad8", "entity": "../../../../config/config.js", "kind": "fact_from_error", "notes": "path named by tsc is the one replaced."},
  {"discovered_native_id": "read_file-1758844882609-b88fbc660d50e", "reused_native_id": "replace-1758845985559-9b609b1e1dc2f", "entity": "activeIndex", "kind": "fact_from_code", "notes": "RadioButtonSelect read while debugging; after the user's screenshots (context:76) its activeIndex handling is the one fixed."},
 ],
}
