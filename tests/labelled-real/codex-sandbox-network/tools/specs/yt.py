KEY = "codex/youtube-mcp-server__rollout-2026-03-01T17-24-42-019cabb7-e893-7e40-ad43-9853b24907f6.jsonl"
def ep(id, syms, err, cmd, resolved, fix, ver, conf, hard, notes, masked=False, expected=False, shell=True, tool=None):
    d = {"id": id, "shell": shell}
    if tool: d["symptom_tool"] = tool
    d.update({"symptom_native_ids": syms, "error_text": err, "failing_command": cmd, "resolved": resolved, "fix": fix,
              "verified_by_native_id": ver, "confidence": conf, "masked": masked, "expected_failure": expected,
              "hard_cases": hard, "notes": notes})
    return d
ENTRY = {
 "format": "codex-rollout-jsonl (codex_cli_rs 0.106.0, source cli, gpt-5.3-codex, exec_command envelopes, NO exec_command_end events, macOS workspace-write sandbox without network, approval on-request; spec-kit /speckit.* prompts)",
 "counts": {"shell_commands": 108, "failed_shell_commands": 14, "masked_failures_annotated": 2},
 "counts_notes": "108 function_call exec_command items; no write_stdin; apply_patch is a custom_tool_call (not shell). Exit codes come from 'Process exited with code N' in function_call_output, except two sandbox denials whose output is a Rust debug string with the code inside: call_FjSPLzTtCp6eh9FDL0bceng5 'exec_command failed: CreateProcess { message: \"Codex(Sandbox(Denied { output: ExecToolCallOutput { exit_code: 255, ...' and call_NeHBgMtOv6mVMlj2KJBOBAi3 'exec_command failed: SandboxDenied { message: \"fatal: cannot lock ref ...\", output: ExecToolCallOutput { exit_code: 128, ...'. Both are counted as failed with those codes (the process ran and was denied a write), unlike a rejected or never-started command. Nothing is exit-unknown. The rollout lives in the repo's nested youtube-mcp-server/.codex/sessions (CODEX_HOME inside the project).",
 "failed_native_ids": ["call_BE89xpdlQE07k5wqzcaedcxy", "call_EFpWo3JzfqTgPw2SarAgTzVT", "call_FjSPLzTtCp6eh9FDL0bceng5", "call_GhDyC5VBpqWxMUBH19D9gyFu", "call_NQAtKqDleAR7d4W3mvqcOdWG", "call_NeHBgMtOv6mVMlj2KJBOBAi3", "call_SoO4MLO1jt8vXeiFkxhLkitd", "call_UxUmmw81bYDJ3YtTTi0wrhDi", "call_Yu6zGcxKraOpzA7MM3q940oN", "call_koXzMV0N4Nq5j8XIOx8esOFr", "call_ktWYl1eaOIdItJbooywnU2FQ", "call_puzLhHLjhEeAidiRGiB2FXTi", "call_sxGVmkGoC3VbNkHfqFV8kPRO", "call_wHVLHlLelLSy6IZYn9V7aWFL"],
 "expected_nonzero": ["call_GhDyC5VBpqWxMUBH19D9gyFu", "call_ktWYl1eaOIdItJbooywnU2FQ", "call_UxUmmw81bYDJ3YtTTi0wrhDi", "call_koXzMV0N4Nq5j8XIOx8esOFr", "call_puzLhHLjhEeAidiRGiB2FXTi"],
 "exit_unknown": [],
 "notes": "Codex CLI session in a spec-kit Python project (an MCP server wrapping the YouTube API): the user runs /speckit.constitution, /speckit.specify, /speckit.plan, /speckit.tasks, /speckit.implement for feature FND-001 (HTTP MCP transport + handshake), then asks how to run the tests and whether they were run. Failures: a templates directory that does not exist (masked rg, then sed glob), guessed README paths, git writes and network blocked by the sandbox (fetch denied, ls-remote masked by a pipe, branch creation denied then escalated), pytest missing and not installable (no network), unittest discovery that finds no tests until __init__.py files exist, and the intended TDD red run. Four rg exit-1 runs are deliberate 'nothing left' checks. Red tests (errors=10, NotImplementedError) are intended.",
 "episodes": [
  ep("E1", ["call_TPERPPqKodzzRpM84XpaskZ2"], "rg: .specify/templates/commands: IO error for operation on .specify/templates/commands: No such file or directory (os error 2)", "rg --files .specify/templates/commands | sort", True,
     {"native_id": "call_DXuhk2uz7ujgoGZEcD1CTzRY", "kind": "path_fix", "entities": [".codex/prompts/speckit.constitution.md"]},
     "call_DXuhk2uz7ujgoGZEcD1CTzRY", "high", ["masked", "path_fix"],
     "Masked: the pipe into sort makes the call exit 0 although rg could not open the directory. The constitution command expects command templates there; the agent concludes the directory does not exist and uses .codex/prompts/*.md instead (line:51), and reading those works.", masked=True),
  ep("E2", ["call_NQAtKqDleAR7d4W3mvqcOdWG"], "sed: .specify/templates/commands/*.md: No such file or directory", "for f in .specify/templates/commands/*.md; do", True,
     {"native_id": "call_DXuhk2uz7ujgoGZEcD1CTzRY", "kind": "path_fix", "entities": [".codex/prompts/speckit.constitution.md"]},
     "call_DXuhk2uz7ujgoGZEcD1CTzRY", "high", ["path_fix", "typo"],
     "Same missing directory: the unmatched glob stays literal and sed fails (exit 1). Same fix as E1 (line:51)."),
  ep("E3", ["call_EFpWo3JzfqTgPw2SarAgTzVT"], "rg: specs: No such file or directory (os error 2)", "rg -n \"FND-001|FND-\" requirements .specify specs . -S", False, None, None, "high", ["path_fix", "gave_up"],
     "Exit 2 because one of four search roots (specs/) does not exist yet; the matches from the other roots are printed and are what the agent needed, so nothing is retried. The specs/ tree is created later by create-new-feature.sh (E7). Harmless; not a fix target."),
  ep("E4", ["call_BE89xpdlQE07k5wqzcaedcxy"], "sed: youtube-mcp-server/README.md: No such file or directory", "sed -n '1,260p' youtube-mcp-server/README.md", False, None, None, "high", ["gave_up"],
     "Guessed file in the nested youtube-mcp-server/ folder; the parallel ls (call_oKDXS20mYE3jSXWdb4RiCuYv) shows it holds only .codex and .specify (CODEX_HOME). The agent drops the idea."),
  ep("E5", ["call_FjSPLzTtCp6eh9FDL0bceng5"], "error: cannot open '.git/FETCH_HEAD': Operation not permitted", "git fetch --all --prune", False, None, None, "high", ["permission", "gave_up"],
     "git fetch is denied by the sandbox (write to .git; exit 255 inside the 'Codex(Sandbox(Denied' text). The agent does not escalate; it tries the read-only git ls-remote instead (E6), which fails for another reason, and then gives up on remote branch numbers, using local branches/specs only."),
  ep("E6", ["call_hvoj1HBEqVSCMuOgiMzLhhNo"], "fatal: unable to access 'https://github.com/ctgunn/youtube-mcp-server.git/': Could not resolve host: github.com", "git ls-remote --heads origin | sed -n '1,200p'", False, None, None, "high", ["masked", "permission", "tool_switch", "gave_up"],
     "Masked: the pipe into sed makes the call exit 0 while git could not resolve github.com (no network in the sandbox). Tried as a replacement for the denied fetch (E5); nothing is retried after it.", masked=True),
  ep("E7", ["call_NeHBgMtOv6mVMlj2KJBOBAi3"], "Unable to create '/Users/ctgunn/Projects/youtube-mcp-server/.git/refs/heads/001-mcp-transport-handshake.lock': Operation not permitted", ".specify/scripts/bash/create-new-feature.sh --json --number 1 --short-name \"mcp-transport-handshake\"", True,
     {"native_id": "call_ysNVeHa0EbpQynNQr5PTTOY9", "kind": "sandbox_escalation", "entities": ["require_escalated", "Switched to a new branch '001-mcp-transport-handshake'"]},
     "call_ysNVeHa0EbpQynNQr5PTTOY9", "high", ["permission", "config_change"],
     "The spec-kit script's git checkout -b cannot create the ref lock inside .git under workspace-write (exit 128 inside the SandboxDenied text). The agent says so (line:257) and reruns the identical command with sandbox_permissions=require_escalated; it switches to the new branch and prints the JSON result."),
  ep("E8", ["call_SoO4MLO1jt8vXeiFkxhLkitd", "call_sxGVmkGoC3VbNkHfqFV8kPRO"], "/bin/bash: pytest: command not found", "pytest --version", True,
     {"native_id": "call_Yu6zGcxKraOpzA7MM3q940oN", "kind": "tool_switch", "entities": ["python3 -m unittest discover"]},
     "call_puzLhHLjhEeAidiRGiB2FXTi", "high", ["tool_switch", "retry_still_fails_differently"],
     "pytest is not on PATH (127); python3 -m pytest fails differently ('No module named pytest', exit 1); the install attempt fails (E9). The agent plans a framework-independent implementation and runs the stdlib unittest runner instead; the first unittest call finds no tests (E10), the run on tests/unit executes 10 tests (red by design, E11)."),
  ep("E9", ["call_wHVLHlLelLSy6IZYn9V7aWFL"], "ERROR: No matching distribution found for pytest", "python3 -m pip install --user pytest fastapi httpx uvicorn", False, None, None, "high", ["install", "permission", "gave_up"],
     "pip cannot reach PyPI from the network-less sandbox ('[Errno 8] nodename nor servname provided, or not known') and the pip cache dir is not writable. The agent does not ask for escalation; it drops the dependencies and writes the server and tests against the standard library (line:569 said it would report the blocker)."),
  ep("E10", ["call_Yu6zGcxKraOpzA7MM3q940oN"], "NO TESTS RAN", "python3 -m unittest discover -s tests -p 'test_*.py'", True,
     {"native_id": "call_iIN4ra9zgdWXhJGr1PQkYaZ4", "kind": "edit_file", "entities": ["tests/unit/__init__.py"]},
     "call_COjVIZwXZcC4NACyIFmh3meO", "high", ["path_fix", "edit_then_retry"],
     "unittest discovery from tests/ finds nothing (exit 5) because the test subfolders are not packages. Workaround first: discover -s tests/unit (call_puzLhHLjhEeAidiRGiB2FXTi) runs the unit tests; then the agent creates __init__.py files in tests/ and its subfolders, and the same discover -s tests command runs 15 tests OK."),
  ep("E11", ["call_puzLhHLjhEeAidiRGiB2FXTi"], "FAILED (errors=10)", "python3 -m unittest discover -s tests/unit -p 'test_*.py'", False, None, None, "high", ["intended_failure"],
     "TDD red phase: the tests run against NotImplementedError stubs and fail as designed ('Red phase is confirmed', line:621). The green patches (call_2TtqrjZOAMdYpWMGPKeZ9psf and three more apply_patch calls) make call_nnX1F2064pAUzSQVIWLgoFSs pass; this is an intended failure, not a symptom->fix link.", expected=True)
 ],
 "pivots": [
  {"native_id": "line:51", "snippet": "there is no `.specify/templates/commands/` directory in this repo"},
  {"native_id": "line:257", "snippet": "I hit sandbox restrictions creating the feature branch"},
  {"native_id": "line:569", "snippet": "the environment currently has no `pytest`/`fastapi`/`httpx` installed"},
  {"native_id": "line:621", "snippet": "Red phase is confirmed"},
  {"native_id": "line:722", "snippet": "Did you not run the tests to make sure they were passing"}
 ],
 "reuse": [
  {"entity": ".codex/prompts as command templates",
   "discovered": {"native_id": "line:51", "snippet": "treating `.codex/prompts/*.md` as the active command guidance"},
   "reused": {"native_id": "call_DXuhk2uz7ujgoGZEcD1CTzRY", "snippet": ".codex/prompts/speckit.constitution.md"}},
  {"entity": "001-mcp-transport-handshake",
   "discovered": {"native_id": "call_ysNVeHa0EbpQynNQr5PTTOY9", "snippet": "\"BRANCH_NAME\":\"001-mcp-transport-handshake\""},
   "reused": {"native_id": "call_MqoTuP6vTY1seZXQ152wQpxp", "snippet": "specs/001-mcp-transport-handshake/spec.md"}},
  {"entity": "python3 -m unittest discover -s tests -p 'test_*.py'",
   "discovered": {"native_id": "call_COjVIZwXZcC4NACyIFmh3meO", "snippet": "python3 -m unittest discover -s tests -p 'test_*.py'"},
   "reused": {"native_id": "line:718", "snippet": "python3 -m unittest discover -s tests -p 'test_*.py'"}}
 ]
}
