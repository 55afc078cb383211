C = "codex/cooking-times__rollout-2025-10-19T02-52-36-0199fa2b-28f8-7c60-9b98-f2e206c3634f.jsonl"
A = "pi/welpy-019ee609__session.jsonl"
B = "pi/welpy-019f1294__session.jsonl"
S1 = "codex/brain-buddy__rollout-2025-12-03T11-06-34-019ae3ad-90e8-7491-9992-10e9fefe1847.jsonl"
S2 = "codex/brain-buddy__rollout-2025-12-03T13-16-57-019ae424-f229-7e90-95db-5b45025b4216.jsonl"
GROUPS = [
 {
  "description": "'zsh:1: command not found: python' (exit 127) on the same Mac in two sessions of the same repository two hours apart; both times the identical heredoc script is rerun with python3 and works. The first session's discovery does not carry over to the second.",
  "category": "missing_tool",
  "members": [
   {"file": S1, "native_id": "call_pPEuaqqZ4HlFt86nxVGgZn2D"},
   {"file": S2, "native_id": "call_QmjfnpihKSrA9HDzS0pzxnXv"}
  ],
  "fix_entities": ["python3"]
 },
 {
  "description": "The Codex workspace-write sandbox forbids writes under .git: 'fatal: cannot lock ref … Unable to create …/.git/refs/heads/001-reality-tree-ui.lock: Operation not permitted' (spec-kit create-new-feature.sh creating a branch) and 'fatal: Unable to create …/.git/index.lock: Operation not permitted' (git add). Same repository, two sessions; both fixed by rerunning the identical command with with_escalated_permissions plus a justification.",
  "category": "sandbox_permission",
  "members": [
   {"file": S1, "native_id": "call_icm1sD7ceRH5QhDktNfxmwvH"},
   {"file": S2, "native_id": "call_yOxR5Un06y28RGabcTEkr4cc"}
  ],
  "fix_entities": ["with_escalated_permissions", "justification"]
 },
 {
  "description": "The sandbox has no network: git ls-remote cannot resolve github.com (hidden by '|| true', masked), the Docker socket is refused ('connect: operation not permitted'), and curl cannot reach localhost:8000 (exit 7). Same repository, two sessions; fixed each time by rerunning the same command with with_escalated_permissions.",
  "category": "sandbox_network",
  "members": [
   {"file": S1, "native_id": "call_ByaiUOUyxGKQuPyKjB2VygzJ"},
   {"file": S2, "native_id": "call_99OVqXVxq81LywgrZtoUdyfR"},
   {"file": S2, "native_id": "call_5nXlXiaUzG2EmSu27jiViRCp"}
  ],
  "fix_entities": ["with_escalated_permissions", "justification"]
 },
 {
  "description": "Negative group: the same spec-kit probes fail with a non-zero exit in two different projects and are NOT symptoms — 'ls .specify/templates/commands' (the directory does not exist in this spec-kit version) and an rg search for leftover '[PLACEHOLDER]' tokens in constitution.md that must find nothing. No fix exists or is needed; an extractor must not link them to later changes.",
  "category": "expected_probe",
  "members": [
   {"file": C, "native_id": "call_2jZtkd9t2LM5DSTdVhLPNHi6"},
   {"file": S1, "native_id": "call_MVwh3mAX9uDcfKlZJEOAoMEf"},
   {"file": C, "native_id": "call_bxjsgQWVPw6QJFCM1loNyad1"},
   {"file": S1, "native_id": "call_0GVN8FSP02xGO8TKZsabzZjZ"}
  ],
  "fix_entities": []
 },
 {
  "description": "An edit whose anchor text no longer matches the file: Codex apply_patch 'verification failed: Failed to find expected lines in …' (the model's context uses spaces where gofmt wrote tabs, or the struct changed since it was read) and the pi edit tool 'Could not find edits[2] … The oldText must match exactly including all whitespace and newlines.' Same failure kind and same fix mechanism in both agents: read the current region (sed -n / read with offset) and redo the edit with the exact current text or a smaller anchor.",
  "category": "edit_anchor_mismatch",
  "members": [
   {"file": C, "native_id": "call_McKijasFhWoQo5B2hGndR9fe"},
   {"file": C, "native_id": "call_U5an8DuYgzfc3pT3nyeEGsE2"},
   {"file": C, "native_id": "call_d4zwfd6gqvzenGnaw7hXo9Vr"},
   {"file": C, "native_id": "call_8uqTzAKRzTdpSzPA8GtXaoOJ"},
   {"file": B, "native_id": "toolu_01Dnao6J7c1dcoxX3QUucCeH"}
  ],
  "fix_entities": ["sed -n", "read", "offset", "tabs", "smaller hunk"]
 },
 {
  "description": "pi edit tool rejects the whole call because an edits[] item carries a key the schema does not allow ('Validation failed for tool \"edit\": - edits.N: must not have additional properties'; the model emits 'newText_dummy' / '_comment'). Same model, same repository, two sessions eight days apart; fixed every time by re-sending the identical edits without the stray key. The note 'I keep adding a stray field' in one session does not stop it recurring in the other.",
  "category": "tool_schema_validation",
  "members": [
   {"file": A, "native_id": "toolu_01Jn2erhy6YF1XNaW1yyWfua"},
   {"file": A, "native_id": "toolu_01E3gjaXhqvT3Wqtdoa6LEHr"},
   {"file": A, "native_id": "toolu_01D9NLK8hTqcXvLa3FAwGtvu"},
   {"file": A, "native_id": "toolu_01BE5JEZVZaeXmhHdD8xv81h"},
   {"file": A, "native_id": "toolu_01SMDi2duwUEpj4koSRzd5DP"},
   {"file": B, "native_id": "toolu_01WF7kgP55szprRUCJgoGKvC"},
   {"file": B, "native_id": "toolu_014E6N2AxsVtCkiFBEQVgQpP"}
  ],
  "fix_entities": ["newText_dummy", "_comment", "must not have additional properties", "re-send without the stray key"]
 },
 {
  "description": "Test/lint commands sent without pi's 'safe' argument make pi ask the user for approval; the user objects ('why didn't you mark this tool call as safe?' / 'running tests is safe without my confirmation') and the agent adds safe:true to every later pytest/pylint call. The fix is in the tool-call arguments, not in the command text (compare Codex sandbox_permissions).",
  "category": "approval_friction",
  "members": [
   {"file": A, "native_id": "4d01ea24"},
   {"file": B, "native_id": "399d7bb4"}
  ],
  "fix_entities": ["\"safe\": true", "safe"]
 },
 {
  "description": "After moving or renaming a module, unittest.mock.patch string targets still name the old location, so pytest fails (AttributeError: <module 'welpy.output'> does not have the attribute 'reconcile' / ModuleNotFoundError: No module named 'wel' from a wrapped patch(\"wel.apply_geometry\") that the literal replace missed). In both sessions the run is piped through '| tail' so the call exits 0 (masked); the fix is to repoint the patch string to the new home (welpy.reflow.outputs, welpy.app.apply_geometry) and rerun pytest.",
  "category": "stale_mock_patch_target",
  "members": [
   {"file": A, "native_id": "toolu_01W9Yg2a9jSma55VJSAzu64g"},
   {"file": B, "native_id": "toolu_019C8esLBMnPGftDW7n9GNUc"}
  ],
  "fix_entities": ["patch(\"welpy.reflow.outputs\")", "\"welpy.app.apply_geometry\"", "repoint patch target"]
 },
 {
  "description": "pylint C0301 line-too-long (max-line-length=80) reported by 'nix-shell --run \"pylint …\" 2>&1 | tail -N': the pipe makes the call exit 0 (masked), and in one case the tail hides part of the findings so a second round is needed. Fixed by shortening docstrings or wrapping the long lines, verified by 'rated at 10.00/10'.",
  "category": "masked_by_pipe",
  "members": [
   {"file": A, "native_id": "toolu_01DjDtcepsRt2utZk5PUHqcd"},
   {"file": A, "native_id": "toolu_01FMc369cyohM7H1BvtC6HuY"},
   {"file": B, "native_id": "toolu_01T6MRmU9LpPSarAv5UMHbKV"}
  ],
  "fix_entities": ["C0301", "line-too-long", "rated at 10.00/10", "grep C0301"]
 }
]
