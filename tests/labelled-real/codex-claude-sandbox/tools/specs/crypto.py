KEY="codex/crypto-wallet__rollout-2025-10-15T15-22-31-0199e6f6-b3f3-75b2-aabd-f801c163ac79.jsonl"
E={
"format":"codex-rollout-jsonl (codex_cli_rs 0.46.0, 'shell' function_call with argv command + JSON-string output {output, metadata.exit_code}; apply_patch as custom_tool_call; Linux sandbox)",
"counts":{"shell_commands":94,"failed_shell_commands":12,"masked_failures_annotated":1},
"counts_notes":"94 'shell' function_calls (argv ['bash','-lc',CMD]); apply_patch (custom_tool_call) and update_plan are not counted. No exec_command_end events: exit codes only in the JSON string inside function_call_output (metadata.exit_code). Two outputs are the plain text 'failed in sandbox: cannot set capabilities: Operation not permitted' with no exit code (go mod tidy, gofmt) and count as failed. 12 failed: 5 rg exit 1 with empty output (4 'is it mentioned?' probes plus the corrected checklist count, all expected), sed exit 2 on a mistyped glob path, 2 sandbox denials, cat go.sum exit 1, 2 rg exit 2 'unrecognized flag -', python exit 127. One masked: the escalated `go mod tidy` exits 0 with 'go: warning: \"all\" matched no packages' and silently strips the hand-written require block from go.mod. Large outputs carry a 'Total output lines: N' prefix inside the output string.",
"failed_native_ids":sorted(["call_pMAR1veF3zLjQAFwJoWMk9oB","call_m48XL0EL7rax9y6o7kMweibh","call_1EXocrVOlidWm4zH05Lszf5E","call_aeoz6IutH2580LHHOcC0u3M3","call_8LuZMD7Dw4zZ27mtt0wIUa9j","call_FvJs44SFKMjzlW5un54Ml1to","call_Hp28dBD8z0zCtUfCTFfp98UM","call_yKA6QqqyHbgW94zFgEfTlJle","call_gmjGIIVcMaWKfpNJxpp38AGh","call_sRXoHpy4ESW27z0QyVm28ZZM","call_GCYQR9cFVKKQvBc4YCXwOpuS","call_t1HwcpOQU9pZab7OZwMWDKyh"]),
"expected_nonzero":sorted(["call_pMAR1veF3zLjQAFwJoWMk9oB","call_m48XL0EL7rax9y6o7kMweibh","call_1EXocrVOlidWm4zH05Lszf5E","call_8LuZMD7Dw4zZ27mtt0wIUa9j","call_GCYQR9cFVKKQvBc4YCXwOpuS"]),
"exit_unknown":[],
"notes":"Spec-kit /speckit.implement session ('do tasks T012 - T016') for a Go + Next.js multi-chain crypto wallet: the agent writes four PostgreSQL initial-schema migrations from a long data-model.md, a golang-migrate based Migrator, Makefile targets and ignore files. Failures: a mistyped glob path, Go tooling blocked by the sandbox (rerun with with_escalated_permissions), `go mod tidy` pruning a hand-added require block because no code imports it yet (go.sum missing), a ripgrep pattern starting with '-' parsed as a flag (fixed with --), and `python` absent (python3 works).",
"episodes":[
 {"id":"E1","shell":True,"symptom_native_ids":["call_aeoz6IutH2580LHHOcC0u3M3"],
  "error_text":"sed: can't read specs/001-build-a-a???: No such file or directory","failing_command":"sed -n '150,320p' specs/001-build-a-a???",
  "resolved":True,"fix":{"native_id":"call_QRyzMCCU608xDn90ZxrscgJD","kind":"path_fix","entities":["specs/001-build-a-web/data-model.md"]},
  "verified_by_native_id":"call_QRyzMCCU608xDn90ZxrscgJD","confidence":"high","masked":False,"expected_failure":False,"hard_cases":["typo","path_fix"],
  "notes":"Garbled path (the glob matches nothing, so sed gets the literal). The identical range on the real file prints the Transactions table."},
 {"id":"E2","shell":True,"symptom_native_ids":["call_FvJs44SFKMjzlW5un54Ml1to"],
  "error_text":"failed in sandbox: cannot set capabilities: Operation not permitted","failing_command":"go mod tidy",
  "resolved":True,"fix":{"native_id":"call_9roG1EPZYBbf0uEgiDJZ1U5C","kind":"sandbox_escalation","entities":["with_escalated_permissions","justification"]},
  "verified_by_native_id":"call_9roG1EPZYBbf0uEgiDJZ1U5C","confidence":"high","masked":False,"expected_failure":False,"hard_cases":["permission","config_change"],
  "notes":"No exit code, plain-text output. The identical command with with_escalated_permissions=true runs (exit_code 0) — but see E3: the run itself is a masked failure of a different kind."},
 {"id":"E3","shell":True,"symptom_native_ids":["call_9roG1EPZYBbf0uEgiDJZ1U5C","call_Hp28dBD8z0zCtUfCTFfp98UM"],
  "error_text":"go: warning: \"all\" matched no packages","failing_command":"go mod tidy",
  "resolved":True,"fix":{"native_id":"call_Xq4Z38zUHTRlnxxu4G2ZUdmN","kind":"edit_file","entities":["migrator.go","github.com/golang-migrate/migrate/v4"]},
  "verified_by_native_id":"call_P7eSlLl7Ohje6dJoK1wxVDy5","confidence":"high","masked":True,"expected_failure":False,"hard_cases":["masked","edit_then_retry"],
  "notes":"The agent had patched a require block into go.mod (call_Pv8t6apEeXU4YdbskNjPe0Mu); with no .go file importing anything, tidy warns and removes it: `cat go.sum` fails ('No such file or directory') and `cat go.mod` (call_9WMCQUDvIh0nfcdneBywZgtu) shows only module + go lines. After adding migrator.go that imports golang-migrate and pgx, the escalated `go mod tidy` (call_sVJCINJiN1m5A9k8FOnpoHwM) resolves modules, go.mod has require entries (call_stSlBlF63gqMp4ef1ZF9vf9d) and ls shows go.sum."},
 {"id":"E4","shell":True,"symptom_native_ids":["call_yKA6QqqyHbgW94zFgEfTlJle"],
  "error_text":"failed in sandbox: cannot set capabilities: Operation not permitted","failing_command":"gofmt -w internal/infrastructure/database/migrator.go",
  "resolved":True,"fix":{"native_id":"call_IH4UxG3SBhI7MGX5iy1aqSMZ","kind":"sandbox_escalation","entities":["with_escalated_permissions"]},
  "verified_by_native_id":"call_IH4UxG3SBhI7MGX5iy1aqSMZ","confidence":"high","masked":False,"expected_failure":False,"hard_cases":["permission","config_change"],
  "notes":"Recurrence of E2 (reasoning line:554 'Requesting escalation'); escalated rerun exits 0."},
 {"id":"E5","shell":True,"symptom_native_ids":["call_gmjGIIVcMaWKfpNJxpp38AGh","call_sRXoHpy4ESW27z0QyVm28ZZM"],
  "error_text":"rg: unrecognized flag - ","failing_command":"rg -c \"- \\[ \\]\" specs/001-build-a-web/checklists/requirements.md",
  "resolved":True,"fix":{"native_id":"call_GCYQR9cFVKKQvBc4YCXwOpuS","kind":"command_change","entities":["-- '- \\[ \\]'"]},
  "verified_by_native_id":"call_08ajUdudO6t5WbzaDxz3GE2Y","confidence":"medium","masked":False,"expected_failure":False,"hard_cases":["flag_removed","typo","retry_still_fails_differently"],
  "notes":"A pattern beginning with '-' is parsed as an option; moving -c before it (second symptom) changes nothing. With the end-of-options marker `--` rg runs and exits 1 with no output, meaning zero unchecked boxes — correct, as the python3 count later shows '16 16 0' (16 items, 16 done, 0 open). The exit-1 fixed run is listed in expected_nonzero. Medium: the agent does not read the exit 1 as success and recounts with a script (E6)."},
 {"id":"E6","shell":True,"symptom_native_ids":["call_t1HwcpOQU9pZab7OZwMWDKyh"],
  "error_text":"bash: line 1: python: command not found","failing_command":"python - <<'PY'",
  "resolved":True,"fix":{"native_id":"call_08ajUdudO6t5WbzaDxz3GE2Y","kind":"tool_switch","entities":["python3"]},
  "verified_by_native_id":"call_08ajUdudO6t5WbzaDxz3GE2Y","confidence":"high","masked":False,"expected_failure":False,"hard_cases":["tool_switch"],
  "notes":"Exit 127. Same heredoc with python3 prints '16 16 0'."}
],
"pivots":[
 {"native_id":"line:491","snippet":"Handling sandbox permission error"},
 {"native_id":"line:722","snippet":"Debugging ripgrep command syntax"},
 {"native_id":"line:736","snippet":"Checking for Python environment"}
],
"reuse":[
 {"entity":"with_escalated_permissions","discovered":{"native_id":"call_9roG1EPZYBbf0uEgiDJZ1U5C","snippet":"with_escalated_permissions"},"reused":{"native_id":"call_sVJCINJiN1m5A9k8FOnpoHwM","snippet":"with_escalated_permissions"}},
 {"entity":"with_escalated_permissions","discovered":{"native_id":"call_sVJCINJiN1m5A9k8FOnpoHwM","snippet":"with_escalated_permissions"},"reused":{"native_id":"call_IH4UxG3SBhI7MGX5iy1aqSMZ","snippet":"with_escalated_permissions"}}
]
}
