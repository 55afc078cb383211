KEY = "codex/ba-pro__rollout-2026-04-06T22-35-43-019d636f-7aee-7c43-8b5f-e2e79c8bd1f4.jsonl"
ENTRY = {
 "format": "codex-rollout-jsonl (codex_vscode 0.118.0-alpha.2, exec_command envelopes with a leading 'Command: /bin/zsh -lc ...' echo, NO exec_command_end, ANSI-coloured tsc output, macOS zsh workspace-write sandbox)",
 "counts": {"shell_commands": 28, "failed_shell_commands": 6, "masked_failures_annotated": 0},
 "counts_notes": "28 function_call exec_command items; 3 write_stdin polls are not counted. The first tsc run (call_UuvTqgNLjbd9SqWk2OslEqGN) reports 'Process running with session ID 72104'; its exit 2 and the TS2307 error arrive in poll call_zInHvsoy3JIFUkYdbLJ2rtRU. The later tsc runs also finish in polls (exit 0). tsc output contains ANSI colour escapes ('\\u001b[96m' etc.), so the error text is matched on the plain part after the escapes. `code --version` exits 0 but prints an Electron codesign 'ERROR:' line: harmless, not a failure.",
 "failed_native_ids": ["call_7hirD0id3micrt3bxYHPguUQ", "call_QywLb080ZibuVlvJeoHDt7Ew", "call_Rn9OilRoXvp1n3zGSEDU6z4D", "call_UuvTqgNLjbd9SqWk2OslEqGN", "call_YSJ8Hl3lJbTGeFxWiSW1EKcZ", "call_eM4NwhaGrurS3f8tdDYGvkhl"],
 "expected_nonzero": ["call_Rn9OilRoXvp1n3zGSEDU6z4D", "call_eM4NwhaGrurS3f8tdDYGvkhl"],
 "exit_unknown": [],
 "notes": "Third session of the same user (VS Code extension this time, Vietnamese), in the same acp-orchestrator-service project as ba-pro__rollout-2026-02-07: 'after the VS Code update TypeScript errors appear — why?'. The project's own tsc fails with TS2307 for 'xlsx' and node_modules/xlsx is missing; a few calls later the package is there (its files are time-stamped during the session, so the dependency tree was being reinstalled outside the agent) and the same tsc passes without any change by the agent. The agent concludes the editor's bundled TypeScript is the likely cause. The interesting label is the negative one: the failure disappears on a plain retry, so there is no fix to extract. rg exists in this later session (contrast with the two February sessions where rg was missing).",
 "episodes": [
  {"id": "E1", "shell": True,
   "symptom_native_ids": ["call_UuvTqgNLjbd9SqWk2OslEqGN", "call_7hirD0id3micrt3bxYHPguUQ", "call_YSJ8Hl3lJbTGeFxWiSW1EKcZ", "call_QywLb080ZibuVlvJeoHDt7Ew"],
   "error_text": "Cannot find module 'xlsx' or its corresponding type declarations.",
   "failing_command": "./node_modules/.bin/tsc --noEmit -p tsconfig.json",
   "resolved": True, "fix": None,
   "verified_by_native_id": "call_xUXOnQRlmfb8ZiHFwsdOA8kl", "confidence": "medium", "masked": False, "expected_failure": False,
   "hard_cases": [],
   "notes": "tsc exit 2 (TS2307, in poll call_zInHvsoy3JIFUkYdbLJ2rtRU); node -p require('./node_modules/xlsx/package.json'), ls node_modules/xlsx and require.resolve('xlsx') all fail (MODULE_NOT_FOUND / No such file). The agent changes nothing: find (call_psEF8cJv2eaubFgC8YA9juwy) and ls (call_fn773Wg4uJJ8A26NIqmfPLmD) then show node_modules/xlsx with files dated during the session, and the identical tsc rerun exits 0 (poll call_WFw2OV68D50SgSPK2FSrHoHA). Plain retry after an outside change: resolved, but fix is null and must not produce a symptom->fix link. Medium because the outside cause (a concurrent install) is inferred, not shown. No hard_cases tag fits a plain retry, so the list is empty."},
  {"id": "E2", "shell": True,
   "symptom_native_ids": ["call_Rn9OilRoXvp1n3zGSEDU6z4D"],
   "error_text": "rg: package-lock.json: No such file or directory (os error 2)",
   "failing_command": "rg -n 'xlsx' yarn.lock package-lock.json pnpm-lock.yaml",
   "resolved": False, "fix": None, "verified_by_native_id": None, "confidence": "high", "masked": False, "expected_failure": True,
   "hard_cases": ["intended_failure"],
   "notes": "Probe over all three possible lockfiles; only yarn.lock exists, which answers the question (exit 2 for the missing two, matches printed for yarn.lock). Not a failure to fix."}
 ],
 "pivots": [
  {"native_id": "line:75", "snippet": "thực ra có trong cây cài đặt"},
  {"native_id": "line:103", "snippet": "đã pass sạch với `typescript 5.4.5`"}
 ],
 "reuse": [
  {"entity": "./node_modules/.bin/tsc --noEmit -p tsconfig.json",
   "discovered": {"native_id": "call_UuvTqgNLjbd9SqWk2OslEqGN", "snippet": "./node_modules/.bin/tsc --noEmit -p tsconfig.json"},
   "reused": {"native_id": "call_xUXOnQRlmfb8ZiHFwsdOA8kl", "snippet": "./node_modules/.bin/tsc --noEmit -p tsconfig.json"}}
 ]
}
