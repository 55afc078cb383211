import sys, os
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from oc_md import parse
F = "opencode/specmgr__session-ses_ff52-feat-10-task-list.md"
_p = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'files', F)
_bash = sorted('line:%d' % r['line'] for r in parse(_p) if r['kind'] == 'tool' and r['name'] == 'bash')
E = {
 "format": "opencode-markdown-export (opencode session ses_ff52b7ebeffemI67wLNc8Hg99u exported as Markdown, Aug 2026, agent 'Build', model 'Claude Sonnet 5'; Linux, uv; '## Assistant (Build · model · Ns)' sections, '**Tool: NAME**' + '**Input:**' ```json + '**Output:**' fenced blocks; no exit codes, no part ids, no status field; the export has no '## User' section at all (the session is a continuation; its first record is an assistant turn); many '_Thinking:_' headers with empty bodies)",
 "counts": {"shell_commands": 71, "failed_shell_commands": 0, "masked_failures_annotated": 1},
 "counts_notes": "71 '**Tool: bash**' blocks (99 tool blocks: also 17 edit, 6 read, 4 todowrite, 1 question). Native ids: line:N, the 0-based line of the '**Tool: …**' line for a tool call, of the '## Assistant …' header for a message. The Markdown export records no exit code, so failed = 0 and all 71 bash calls are exit_unknown. Exit codes appear only where the agent's own command echoes them ('echo \"EXIT: $?\"', 'echo \"vulture exit: $?\"'): one of those prints 'vulture exit: 3' -> the single masked failure. NOT failures: edit results that append 'LSP errors detected in this file, please fix:' (line:38, line:213, line:455: 'Import \"pydantic\" could not be resolved', '\"_\" is not defined' in vulture's whitelist.py) — the editor's language server does not see the uv venv and does not understand vulture whitelist syntax; the agent says so (line:256 'These are expected') and the tests/linters pass. The 'python -c' probe at line:65 prints 'raised as expected at from_text: ValidationError …' — a deliberate negative test that passes. The pre-commit output of the commits (line:1926, line:3543) is all 'Passed' / 'Skipped'.",
 "failed_native_ids": [],
 "expected_nonzero": [],
 "exit_unknown": _bash,
 "notes": "opencode (Claude Sonnet 5, 'Build' agent) finishing Phase 3-4 of feat-10 in SpecMgr, a Python/Pydantic MCP server for spec documents (uv, ruff, vulture, unittest, pre-commit). Almost a negative control: 71 bash calls, all successful by their output, with one masked failure (vulture reports the new Pydantic validator as unused; fixed by whitelisting it, as the project does for the other validators) and several editor-diagnostic false alarms that must not become symptoms. Useful for the 'echo \"X: $?\"' convention: the exit status exists only as text the agent asked for. Same repository and user as opencode/specmgr__session-ses_feab-feat-12-qa-artifact.md (two days later), which has the same gate (ruff/vulture/unittest/pre-commit) and one failing pre-commit hook.",
 "episodes": [
  {"id":"E1","shell":True,"symptom_tool":"bash","symptom_native_ids":["line:116"],
   "error_text":"src/biz/dfch/specmgr/tsk/models/v1/body.py:132: unused method '_validate_items_eagerly' (60% confidence)\nvulture exit: 3",
   "failing_command":"uv run --frozen vulture src/ whitelist.py --min-confidence 60; echo \"vulture exit: $?\"",
   "resolved":True,"fix":{"native_id":"line:213","kind":"edit_file","entities":["whitelist.py","_._validate_items_eagerly"]},
   "verified_by_native_id":"line:264","confidence":"high","masked":True,"expected_failure":False,
   "hard_cases":["masked","edit_then_retry"],
   "notes":"The chain ends in 'echo \"vulture exit: $?\"', so the tool call itself succeeds; only the printed 3 shows the failure. Diagnosis: grep of whitelist.py (line:142) finds the existing '# --- Pydantic v2 `@field_validator`/`@model_validator` methods' category; the edit adds the method there. Its result carries LSP errors ('\"_\" is not defined') which are not a failure (line:256). Verified by 'vulture exit: 0' (line:264)."}
 ],
 "pivots": [
  {"native_id":"line:165","snippet":"There's already a category for this. Let me add the new method to it."},
  {"native_id":"line:256","snippet":"These are expected"}
 ],
 "reuse": [
  {"entity":"whitelist category for Pydantic validators","discovered":{"native_id":"line:142","snippet":"Pydantic v2 `@field_validator`/`@model_validator` methods"},
   "reused":{"native_id":"line:213","snippet":"_._validate_items_eagerly"}},
  {"entity":"unittest run to a log file + echo EXIT","discovered":{"native_id":"line:93","snippet":"echo \"EXIT: $?\""},
   "reused":{"native_id":"line:503","snippet":"echo \"EXIT: $?\""}}
 ]
}
