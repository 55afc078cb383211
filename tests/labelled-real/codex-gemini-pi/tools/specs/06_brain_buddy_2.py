KEY = "codex/brain-buddy__rollout-2025-12-03T13-16-57-019ae424-f229-7e90-95db-5b45025b4216.jsonl"
import importlib.util, os
_s = importlib.util.spec_from_file_location("c4", os.path.join(os.path.dirname(__file__), "04_cooking_times.py"))
_m = importlib.util.module_from_spec(_s); _s.loader.exec_module(_m); ep = _m.ep
SC = "shell_command"
ENTRY = {
 "format": "codex-rollout-jsonl (codex_cli_rs 0.64.0, macOS zsh, workspace-write sandbox without network, approval on-request; shell_command envelopes 'Exit code: N / Wall time / Output:'; with_escalated_permissions + justification; one 'compacted' record with replacement_history followed by a context_compacted event)",
 "counts": {"shell_commands": 59, "failed_shell_commands": 13, "masked_failures_annotated": 0},
 "counts_notes": "59 shell_command function calls (plus 5 apply_patch, 2 update_plan). Exit code from the 'Exit code: N' header. Failed: 13 — 3 of them expected no-match 'rg --files -g' probes. Two failures are exit 124 (the tool's timeout) on 'make compose-up', which runs 'docker compose up --build' in the foreground: the stack is up and healthy, the call just never returns. Sandboxed outputs carry the Homebrew '/bin/ps: Operation not permitted' noise line; escalated outputs do not. Line 439 is a top-level record of type 'compacted' (message + replacement_history), then an event_msg context_compacted; the session continues afterwards with a second /speckit.implement turn. No exit_unknown, no masked failures. Native ids: call_id; line:N for messages/reasoning.",
 "failed_native_ids": sorted(["call_QmjfnpihKSrA9HDzS0pzxnXv", "call_K3Ii2kw8OuMle9d3x5KAZZ6N", "call_2hfQnpqmtWVqmTS1AfUj7Yhm", "call_GnC0zpZ7pal2x4nrAZ5P9zEU", "call_HFmVCdmTmmleZCflIAx9KJtY",
   "call_Ewr0kPN9eHGE7U18qFVloTtp", "call_99OVqXVxq81LywgrZtoUdyfR", "call_HzyPkL9ItHAXo4n3BOJDSjdp", "call_5nXlXiaUzG2EmSu27jiViRCp", "call_OgfmQa0IwjSqPsClYY69l5uK",
   "call_4GAk4MNgbAQN1qrKfujUZlYk", "call_yOxR5Un06y28RGabcTEkr4cc", "call_r8ED7zZfcbdKq0S8ObMma27L"]),
 "expected_nonzero": sorted(["call_2hfQnpqmtWVqmTS1AfUj7Yhm", "call_GnC0zpZ7pal2x4nrAZ5P9zEU", "call_HFmVCdmTmmleZCflIAx9KJtY"]),
 "exit_unknown": [],
 "notes": "Second labelled brain_buddy session, two hours after the first: /speckit.implement Phase 1 (docker-compose local stack, Makefile targets, smoke test script), then the user asks to run the stack and smoke test, then commit. Failures: 'python' missing again (same fix, python3, as in the 11-06-34 session); a zsh glob that matches nothing aborts 'ls … 2>/dev/null'; Docker first not running ('Is the docker daemon running?', the user starts it and says 'try again'), then the sandbox blocks the Docker socket; 'docker compose up' in the foreground hits the tool timeout twice (harmless: the stack is up); the sandboxed smoke test cannot reach localhost:8000 (curl exit 7); git add cannot create .git/index.lock. Every sandbox failure is fixed the same way: rerun with with_escalated_permissions and a justification. Cross-session: python->python3 and the .git lock denial recur from the 11-06-34 session.",
 "episodes": [
  ep("E1", ["call_QmjfnpihKSrA9HDzS0pzxnXv"], "zsh:1: command not found: python", "python - <<'PY'",
     "call_2sY3p6I9tsrtugYKQAn9Kc4R", "tool_switch", ["python3"], "call_2sY3p6I9tsrtugYKQAn9Kc4R",
     ["tool_switch"], "Reasoning line:31 'Checking Python availability'; the same checklist-count script under python3 prints [('requirements.md', 16, 16, 0)]. The agent had learnt this two hours earlier in the 11-06-34 session but a new session starts without that knowledge.", tool=SC),
  ep("E2", ["call_K3Ii2kw8OuMle9d3x5KAZZ6N"], "zsh:1: no matches found: .eslint*", "ls -a .eslint* eslint.config.* .prettierrc* .npmrc package.json *.tf *.tfvars *.helmignore *.terraformignore 2>/dev/null",
     "call_2hfQnpqmtWVqmTS1AfUj7Yhm", "tool_switch", ["rg --files -g"], "call_IcEYhL1zQjBW3pFEPK3cIort",
     ["tool_switch", "typo"], "zsh's nomatch aborts the whole command before ls runs, and '2>/dev/null' does not help because the error comes from the shell. The agent switches to 'rg --files -g …' probes (E3, no match = no ESLint config) and a plain 'ls -a' of frontend/, which answers the question.", conf="medium", tool=SC),
  ep("E3", ["call_2hfQnpqmtWVqmTS1AfUj7Yhm", "call_GnC0zpZ7pal2x4nrAZ5P9zEU", "call_HFmVCdmTmmleZCflIAx9KJtY"], "(rg --files -g prints nothing and exits 1: no ESLint config file exists)", "rg --files -g '.eslintrc*'",
     None, None, None, None, ["intended_failure"], "Existence probes; exit 1 means 'no such file', which is the answer. Not symptoms.", resolved=False, expected=True, tool=SC),
  ep("E4", ["call_Ewr0kPN9eHGE7U18qFVloTtp"], "unable to get image 'brain-buddy-backend': Cannot connect to the Docker daemon at unix:///Users/max/.orbstack/run/docker.sock. Is the docker daemon running?", "make compose-up",
     "line:329", "user_fix", ["try again"], "call_99OVqXVxq81LywgrZtoUdyfR",
     ["retry_still_fails_differently"], "The agent stops and tells the user Docker is not running (line:328). The user answers 'try again' (presumably after starting OrbStack); the rerun no longer says the daemon is down but fails differently (E5).", conf="medium", tool=SC),
  ep("E5", ["call_99OVqXVxq81LywgrZtoUdyfR", "call_OgfmQa0IwjSqPsClYY69l5uK"], "permission denied while trying to connect to the Docker daemon socket at unix:///Users/max/.orbstack/run/docker.sock", "make compose-up",
     "call_HzyPkL9ItHAXo4n3BOJDSjdp", "sandbox_escalation", ["with_escalated_permissions", "Docker daemon socket"], "call_pkgQMQX95E6XuY9jvm8DFMPU",
     ["permission", "config_change"], "Sandbox blocks the socket ('connect: operation not permitted'). Reasoning line:343 'Handling Docker permission errors'; the escalated compose-up starts the stack (its own exit is the timeout of E6), and the escalated 'docker compose ps' shows the services (exit 0). The unescalated 'docker compose ps' (call_OgfmQa…) fails the same way in between.", tool=SC),
  ep("E6", ["call_HzyPkL9ItHAXo4n3BOJDSjdp", "call_r8ED7zZfcbdKq0S8ObMma27L"], "Exit code: 124", "make compose-up",
     None, None, None, "call_ZYkilGFUw087jTDL4mFE8FCN", [], "'docker compose up --build' stays in the foreground, so the tool kills it after 120 s (and 10 s the second time); the logs show the backend answering GET /health 200 and the stack keeps running. The agent moves on to the smoke test, which passes. Not a failure that needed a fix; fix null on purpose.", conf="medium", tool=SC),
  ep("E7", ["call_5nXlXiaUzG2EmSu27jiViRCp", "call_4GAk4MNgbAQN1qrKfujUZlYk"], "curl: (7) Failed to connect to localhost port 8000 after 0 ms: Couldn't connect to server", "./scripts/smoke_test.sh",
     "call_ZYkilGFUw087jTDL4mFE8FCN", "sandbox_escalation", ["with_escalated_permissions", "localhost ports"], "call_ZYkilGFUw087jTDL4mFE8FCN",
     ["permission", "config_change"], "The sandbox has no network, not even to localhost. Reasoning line:378 'Investigating sandbox network restrictions'; the escalated run passes every smoke step (health ok, list, create, delete). In the second /speckit.implement turn the agent escalates the smoke test up front (call_kY2Jx9m8Q2GqRNZUP90MaSZH).", tool=SC),
  ep("E8", ["call_yOxR5Un06y28RGabcTEkr4cc"], "fatal: Unable to create '/Users/max/Code/brain_buddy/.git/index.lock': Operation not permitted", "git add .env.example docker-compose.local.yml Makefile scripts/smoke_test.sh",
     "call_2wdce4cXtBf48v5XOfuivpYQ", "sandbox_escalation", ["with_escalated_permissions", "justification"], "call_cikT35Y43JGxhVRRUas3IxIO",
     ["permission", "config_change"], "Same .git write denial as the branch creation in the 11-06-34 session; escalated git add (exit 0) and escalated commit '[001-reality-tree-ui 2e35821] chore: add local compose stack'.", tool=SC)
 ],
 "pivots": [
  {"native_id": "line:328", "snippet": "failed because Docker isn’t running"},
  {"native_id": "line:343", "snippet": "Handling Docker permission errors"},
  {"native_id": "line:378", "snippet": "Investigating sandbox network restrictions"}
 ],
 "reuse": [
  {"entity": "escalate Docker/network commands",
   "discovered": {"native_id": "call_ZYkilGFUw087jTDL4mFE8FCN", "snippet": "Smoke test needs to reach localhost ports exposed by Docker compose services"},
   "reused": {"native_id": "call_kY2Jx9m8Q2GqRNZUP90MaSZH", "snippet": "Run smoke test against local compose stack; needs network access"}},
  {"entity": "escalate compose-up",
   "discovered": {"native_id": "call_HzyPkL9ItHAXo4n3BOJDSjdp", "snippet": "Need access to Docker daemon socket"},
   "reused": {"native_id": "call_r8ED7zZfcbdKq0S8ObMma27L", "snippet": "requires access to host Docker daemon"}},
  {"entity": "escalate git writes",
   "discovered": {"native_id": "call_2wdce4cXtBf48v5XOfuivpYQ", "snippet": "Need to stage files for commit in repository"},
   "reused": {"native_id": "call_cikT35Y43JGxhVRRUas3IxIO", "snippet": "Commit staged changes per user request"}}
 ]
}
