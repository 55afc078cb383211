FILE = 'cursor/wavedatareader__2026-07-14_06-20-50Z-wave-table-file-reading.md'
COUNTS_NOTES = ("SpecStory Markdown v2.1.0 of a Cursor IDE agent session ('<!-- Cursor IDE Session 5bf6dcc4-… -->', model shown as 'default'). "
 "Shell calls are <tool-use data-tool-type=\"shell\" data-tool-name=\"run_terminal_command_v2\"> blocks whose <summary> says '• Run command: …'; the command is repeated in a ```bash fence and the terminal text follows in a plain fence. "
 "Every tool call is written twice: the full block, then an empty twin '<tool-use … data-tool-name=\"…\"><details><summary>Tool use: **…**</summary></details></tool-use>' (e.g. line:123 and line:166). Only the full blocks are counted: 10 shell commands (native id = line:N, 0-based, of the opening <tool-use> line). "
 "Cursor records no exit status: failed = 0 and all 10 are exit_unknown; failures are read from the text (Python SyntaxError, git 'fatal:', the agent's own echo of $LASTEXITCODE). "
 "HTML entities stay escaped in the raw text (&lt;string&gt;, 2&gt;&amp;1). PowerShell error records come in the console's GBK code page and show as mojibake ('����λ��'). "
 "Trap (negative): line:2410 runs `python -m unittest … 2>&1 | Select-Object …` under Windows PowerShell, which wraps every stderr line of a passing test run as a NativeCommandError ('python : test_invalid … ok', 'FullyQualifiedErrorId : NativeCommandError'); the run ends 'Ran 18 tests' / 'OK' and is not a failure. "
 "Most implementation work runs in task_v2 subagents, whose prompts are in the file but whose own tool calls are not.")
ENTRY = {
 "format": "cursor-specstory-md (SpecStory Markdown v2.1.0, Cursor IDE agent on Windows PowerShell 5.1, superpowers skills; run_terminal_command_v2 / read_file_v2 / edit_file_v2 / task_v2 / todo_write, each followed by an empty twin block)",
 "notes": "A user writing in Chinese has Cursor build a Python reader for waveform files (txt/csv floats, .arb int16 binary) for instrument verification, brainstorming → spec → plan → subagent-driven TDD in a git worktree → merge. Failures are few and early: Cursor's file reader refuses the binary .arb, a multi-line `python -c \"…\"` loses its inner quotes in PowerShell (fixed with a here-string @\"…\"@), a git probe finds no repository (intended; git init later on the user's choice), and `git check-ignore -q .worktrees` fails until the directory exists. The unittest run that looks like a PowerShell error is a pass (negative). The user's own name and e-mail appear as git commit author (kept, as published).",
 "episodes": [
  {"id": "E1", "symptom_native_ids": ["line:49"],
   "error_text": "Binary files of type .arb are not supported by the read executor",
   "failing_command": None, "resolved": True,
   "fix": {"native_id": "line:180", "kind": "tool_switch", "entities": ["read_bytes()", "size: 4000"]},
   "verified_by_native_id": "line:180", "confidence": "high", "masked": False, "expected_failure": False,
   "hard_cases": ["tool_switch", "retry_still_fails_differently"], "shell": False, "symptom_tool": "read_file_v2",
   "notes": "The read tool's error is rendered as a bare agent-text record between the read blocks. The agent reads the bytes with Python instead; the first attempt fails on quoting (E2), the here-string version prints size, hex and int16 values."},
  {"id": "E2", "symptom_native_ids": ["line:123"],
   "error_text": "SyntaxError: unterminated string literal (detected at line 7)",
   "failing_command": "python -c \"\nfrom pathlib import Path", "resolved": True,
   "fix": {"native_id": "line:180", "kind": "quoting_fix", "entities": ["python -c @\"", "\"@"]},
   "verified_by_native_id": "line:180", "confidence": "high", "masked": False, "expected_failure": False,
   "hard_cases": ["typo", "compound_retry"], "shell": True,
   "notes": "Windows PowerShell 5.1 passes the double-quoted multi-line argument to python with the inner \\\"little\\\" quotes broken (the error shows `\" little\\,`). The agent's thought (line:171) names PowerShell quoting; the fix is a PowerShell here-string and single quotes inside."},
  {"id": "E3", "symptom_native_ids": ["line:548"],
   "error_text": "git : fatal: not a git repository (or any of the parent directories): .git",
   "failing_command": "git -C \"d:\\Code Project\\WaveDataReader\" rev-parse --is-inside-work-tree 2>&1", "resolved": False, "fix": None,
   "verified_by_native_id": None, "confidence": "high", "masked": False, "expected_failure": True,
   "hard_cases": ["intended_failure"], "shell": True,
   "notes": "A probe (status / rev-parse --is-inside-work-tree) before committing the design document: the answer is 'no repository', and the agent writes the document without committing (line:588). The repository is created later only after the user picks option A (line:981 → line:1000). Not a symptom -> fix story."},
  {"id": "E4", "symptom_native_ids": ["line:1000"],
   "error_text": "check-ignore exit: 1",
   "failing_command": "git check-ignore -q .worktrees; echo \"check-ignore exit: $LASTEXITCODE\"", "resolved": True,
   "fix": {"native_id": "line:1066", "kind": "command_change", "entities": ["New-Item -ItemType Directory -Path .worktrees", ".gitignore:1:.worktrees/"]},
   "verified_by_native_id": "line:1066", "confidence": "medium", "masked": False, "expected_failure": False,
   "hard_cases": ["compound_retry"], "shell": True,
   "notes": "The last step of a long compound (git init; write .gitignore; add; commit; check-ignore) echoes its own exit code: 1, i.e. .worktrees not seen as ignored. The pattern is '.worktrees/' (directories only) and the directory does not exist yet (agent, line:1057). Creating it first makes `git check-ignore -v` print '.gitignore:1:.worktrees/\t.worktrees'. The exit code is only in the echoed text; the call itself has no status."}
 ],
 "pivots": [
  {"native_id": "line:171", "snippet": "决定改用脚本文件来避免 PowerShell 的引号转义问题。"},
  {"native_id": "line:588", "snippet": "No git repository exists."},
  {"native_id": "line:1057", "snippet": "The worktree directory does not exist yet."}
 ],
 "reuse": [
  {"entity": ".worktrees/wave-reader",
   "discovered": {"native_id": "line:1066", "snippet": ".worktrees"},
   "reused": {"native_id": "line:2410", "snippet": "cd \"d:\\Code Project\\WaveDataReader\\.worktrees\\wave-reader\"; python -m unittest test_wave_reader.py -v"}}
 ],
 "expected_nonzero": [],
}
