KEY = "claude_code/luisuma92-dotfiles__89a0d20f-7b18-4fd3-8a8e-80275f09eb95.jsonl"
def ep(id, sym, err, cmd, resolved, fix, ver, conf, masked, hard, notes, shell=True, tool=None, expected=False):
    e = {"id": id, "symptom_native_ids": sym, "error_text": err, "failing_command": cmd, "resolved": resolved,
         "fix": fix, "verified_by_native_id": ver, "confidence": conf, "masked": masked,
         "expected_failure": expected, "hard_cases": hard, "notes": notes, "shell": shell}
    if tool: e["symptom_tool"] = tool
    return e
ENTRY = {
 "format": "claude-code-jsonl (Claude Code 2.1.56, Linux, uv + mise-managed Python 3.13.7, Task* tools)",
 "counts": {"shell_commands": 14, "failed_shell_commands": 7, "masked_failures_annotated": 0},
 "counts_notes": "14 Bash tool_use blocks; 7 is_error results: six start with 'Exit code N' (2, 2, 1, 1, 1, 2) and one is '<tool_use_error>Sibling tool call errored</tool_use_error>' (a parallel flake8 call cancelled because its sibling pytest exited 1; counted as failed because is_error is true). Error outputs appear twice in the tool_result text (the same stderr block repeated). The python probe toolu_01B9pCty.. (exit 1) is expected_nonzero: it checks whether the global interpreter has sqlalchemy. Non-shell: one Read of a missing src/itep/__init__.py.",
 "failed_native_ids": sorted(["toolu_01PHXcNUVpQRWbvrx55y5Jm8","toolu_01QNicHzPHYD6NErMJbCQSMP","toolu_01B9pCtyHAQZQjwBpQNwBDRC","toolu_01Jktj8tsHo2cQhaPjQNLVZU","toolu_01Jajwt83jqhyRZPLhMFcT5t","toolu_01KcLbaN6VZcP2qcVdbwPCyd","toolu_01C2kTd9SFcGTCQKZfFCatyt"]),
 "expected_nonzero": ["toolu_01B9pCtyHAQZQjwBpQNwBDRC"],
 "exit_unknown": [],
 "notes": "Spanish-language Python project (ITeP, LaTeX course tooling): the agent carries out a plan to move project data from per-project YAML into SQLAlchemy models, then runs tests and lint under uv. The environment is the story: 'uv run pytest' resolves to the global mise Python's pytest 8.4.2 (pytest is not in the project venv), so the freshly synced sqlalchemy is invisible (ModuleNotFoundError at collection, twice); the venv's python has sqlalchemy but no pytest; 'uv pip install pytest' fixes both. Then one CLI test fails because the new behaviour (ClickException) no longer prints 'Usage:', and the test is updated; flake8 is likewise missing from the venv ('Failed to spawn: flake8') and is installed the same way. Good file for environment/dependency episodes whose fix is an install, an identical plain retry that is not a fix, a cancelled sibling call, and a reused install pattern.",
 "episodes": [
  ep("E1", ["toolu_01PHXcNUVpQRWbvrx55y5Jm8", "toolu_01QNicHzPHYD6NErMJbCQSMP"], "ModuleNotFoundError: No module named 'sqlalchemy'", "uv run pytest tests/test_database.py tests/test_manager.py tests/test_ioconfig.py -v 2>&1", True,
     {"native_id": "toolu_01AEHajdCbZsHbk91PnxPBiY", "kind": "command_change", "entities": ["uv pip install pytest", "pytest-9.0.2", ".venv/bin/python3"]},
     "toolu_01AEHajdCbZsHbk91PnxPBiY", "high", False, ["install", "compound_retry", "env_prefix"],
     "The header of the failing runs shows the cause: 'pytest-8.4.2 ... /home/luis/.local/share/mise/installs/python/3.13.7/bin/python3.13', i.e. not the venv. The second run is an identical retry (the agent says 'Need to run with uv run', but it already did): not a fix. Probes: toolu_01B9pCty.. (global python lacks sqlalchemy, expected), toolu_01UVh8qW.. (.venv has 2.0.48). Installing pytest into the venv makes uv run pick the venv's pytest 9.0.2 and 38 tests pass in the same compound call."),
  ep("E2", ["toolu_01Jktj8tsHo2cQhaPjQNLVZU"], "No module named pytest", ".venv/bin/python -m pytest", True,
     {"native_id": "toolu_01AEHajdCbZsHbk91PnxPBiY", "kind": "command_change", "entities": ["uv pip install pytest"]},
     "toolu_01AEHajdCbZsHbk91PnxPBiY", "high", False, ["install", "compound_retry", "tool_switch"],
     "Trying the venv interpreter directly fails differently: the venv has sqlalchemy but no pytest. Same fix as E1."),
  ep("E3", ["toolu_01Jajwt83jqhyRZPLhMFcT5t"], "FAILED tests/test_links_cli.py::test_cli_invocation_without_args_shows_usage_or_succeeds", "uv run pytest -v 2>&1", True,
     {"native_id": "toolu_01GyUzzRguctWBH5MJkQUMF5", "kind": "test_harness_fix", "entities": ["test_links_cli.py", "No config.yaml found"]},
     "toolu_01W87etQA99rPE1jtsQJ7qYz", "high", False, ["edit_then_retry"],
     "The old test expected Click's 'Usage:' on a no-argument call; the new relink command raises ClickException 'Error: No config.yaml found in /home/luis/Projects/WorkFlow' (exit 1, nothing on stdout). The agent edits the test to accept that (diagnosis e1e16660..); the rerun has no failure ('41 passed, 1 skipped' per the agent, toolu_01W87etQ.. is_error false)."),
  ep("E4", ["toolu_01KcLbaN6VZcP2qcVdbwPCyd"], "Sibling tool call errored", "uv run flake8 src/itep/ tests/ --count --select=E9,F63,F7,F82 --show-source --statistics 2>&1", True, None,
     "toolu_01J9sAfeu9qn9DLczNG2VL7g", "high", False, ["retry_still_fails_differently"],
     "Cancelled because the parallel pytest call (E3) exited 1; flake8 never ran. Its identical rerun after E3 (toolu_01C2kTd9..) fails for a real reason (E5). No change was made for this cancellation itself; the flake8 intent succeeds at toolu_01J9sAfe.. after the install."),
  ep("E5", ["toolu_01C2kTd9SFcGTCQKZfFCatyt"], "error: Failed to spawn: `flake8`", "uv run flake8 src/itep/ tests/", True,
     {"native_id": "toolu_01J9sAfeu9qn9DLczNG2VL7g", "kind": "command_change", "entities": ["uv pip install flake8"]},
     "toolu_01J9sAfeu9qn9DLczNG2VL7g", "high", False, ["install", "compound_retry"],
     "flake8 is not installed in the venv; 'uv pip install flake8 && uv run flake8 ...' prints the count 0. Same pattern as E1 (reuse)."),
  ep("E6", ["toolu_01Du5DBcVDdd3hm5eprZ8Gfq"], "File does not exist. Note: your current working directory is /home/luis/Projects/WorkFlow.", None, False, None, None, "medium", False, ["intended_failure"],
     "A Read of src/itep/__init__.py in a batch of exploratory Reads; the package has no __init__.py and the agent carries on. Harmless existence check, not a symptom needing a fix.", shell=False, tool="Read", expected=True),
 ],
 "pivots": [
  {"native_id": "03d2927c-3543-4529-a379-5381ec7788ad", "snippet": "The venv has SQLAlchemy but `uv run` isn't picking it up."},
  {"native_id": "toolu_01AEHajdCbZsHbk91PnxPBiY", "snippet": "+ pytest==9.0.2"},
  {"native_id": "e1e16660-797b-4bd2-992e-be1d8c215f0f", "snippet": "now `relink` raises a `ClickException` (\"No config.yaml found\") which gives exit code 1"},
 ],
 "reuse": [
  {"entity": "uv pip install <tool> && uv run <tool>",
   "discovered": {"native_id": "toolu_01AEHajdCbZsHbk91PnxPBiY", "snippet": "uv pip install pytest && uv run pytest"},
   "reused": {"native_id": "toolu_01J9sAfeu9qn9DLczNG2VL7g", "snippet": "uv pip install flake8 && uv run flake8"}},
 ],
}
