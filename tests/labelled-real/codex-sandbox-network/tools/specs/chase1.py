KEY = "codex/chasekb-codex__rollout-2026-04-08T08-27-18-019d6d46-a233-7eb1-8e9b-923935d7d416.jsonl"
def ep(id, syms, err, cmd, resolved, fix, ver, conf, hard, notes, masked=False, expected=False, shell=True, tool=None):
    d = {"id": id, "shell": shell}
    if tool: d["symptom_tool"] = tool
    d.update({"symptom_native_ids": syms, "error_text": err, "failing_command": cmd, "resolved": resolved, "fix": fix,
              "verified_by_native_id": ver, "confidence": conf, "masked": masked, "expected_failure": expected,
              "hard_cases": hard, "notes": notes})
    return d
REJ = "Rejected(\\\"rejected by user\\\")"
ENTRY = {
 "format": "codex-rollout-jsonl (codex_vscode 0.118.0-alpha.2, gpt-5.3-codex, exec_command envelopes with a leading 'Command: /bin/zsh -lc ...' echo, NO exec_command_end events, macOS workspace-write sandbox, approval on-request)",
 "counts": {"shell_commands": 113, "failed_shell_commands": 2, "masked_failures_annotated": 3},
 "counts_notes": "113 function_call exec_command items (3 write_stdin polls not counted; one apply_patch custom_tool_call and 14 web_search_call items are not shell). Outputs of this version start with 'Command: /bin/zsh -lc <the command>' and then the usual 'Chunk ID / Wall time / Process exited with code N / Original token count / Output:' block, so the command text is repeated inside the output (an error string inside the command must not be read as output). Only 2 calls have a non-zero exit: call_87LliAKXXCA3NRDxn5g1MvUv (1) and call_9y8uZ8l2PcvkqzQK6FKLDZmW (255). Exit unknown (10): eight escalated calls the user rejected (output 'exec_command failed for `...`: CreateProcess { message: \"Rejected(\\\"rejected by user\\\")\" }', no exit code), call_WFPXTcunWOnnSGobVJNkXtK5 (still 'Process running with session ID 75865' after two polls; the Ctrl-C poll failed), and the last call call_3DsTcm3tKQtliBuIXNbjtivb (no output; the session ends). One turn is aborted by the user (turn_aborted, line 549). codex --help prints 'WARNING: proceeding, even though we could not update PATH: Operation not permitted' with exit 0: a harmless sandbox warning, not a failure.",
 "failed_native_ids": ["call_87LliAKXXCA3NRDxn5g1MvUv", "call_9y8uZ8l2PcvkqzQK6FKLDZmW"],
 "expected_nonzero": [],
 "exit_unknown": ["call_P1vgXNIh05cKJNfWuE5AdiKT", "call_Sp1Vd5JGn9G7e5FxeZ1DKmfD", "call_SloiXlLjzUFfA6Lnp1U8Ywy8", "call_WFPXTcunWOnnSGobVJNkXtK5", "call_q3qd0CNcWmIC6WUTeNlDayAw", "call_QanJI4kWx6oaV0UFN7XYaq49", "call_38tKuhd30yP7e6vqz88bN1Nj", "call_VswYvSvHueGcmncYN5wOJgrv", "call_kbGxrOcH1rtWr3KONpukVbQh", "call_3DsTcm3tKQtliBuIXNbjtivb"],
 "notes": "VS Code Codex session that migrates a user's Cline setup (Hooks/Rules/Skills/Workflows/MCP) into a global ~/.codex and ~/.agents/skills layout, over ~20 short user turns, then turns ~/.codex into a git repo (this repo) and commits it. The workspace-write sandbox only allows writes in the Cline folder, so almost every write to ~/.codex is sent with sandbox_permissions=require_escalated; the user rejects eight of those requests. Failure stories: a skill validator run behind `|| true` that prints skill:error (masked); a cp between ~/.codex/Skills and ~/.codex/skills that are the same directory on case-insensitive macOS (exit 1 under set -e aborts the rest of the script); a hook pipeline that dies with PermissionError inside the sandbox while the wrapper exits 0 (masked); a perl one-liner syntax error; a Ctrl-C write_stdin on closed stdin; and the rejections. A deliberate write probe (|| true) is an intended failure. No credentials are printed (the only sk- string is inside encrypted reasoning content).",
 "episodes": [
  ep("E1", ["call_P1vgXNIh05cKJNfWuE5AdiKT"], REJ, "mkdir -p ~/.codex/bin && cat > ~/.codex/bin/sync-cline-stack", False, None, None, "high", ["permission", "gave_up"],
     "The user rejects the escalated creation of a sync-cline-stack helper and then asks why it is needed (line:224). The agent agrees it is only a convenience and drops it (line:229). A user redirect, not a fix."),
  ep("E2", ["call_jIitduJqUkzx4qpwFov3SKol"], "skill:error missing_section=## When to use file=skills/cline-global-runtime/SKILL.md", "Hooks/_internal/validate-skill \"$file\" || true", True,
     {"native_id": "call_87LliAKXXCA3NRDxn5g1MvUv", "kind": "edit_file", "entities": ["## When to use", "cline-global-runtime"]},
     "call_9OkA3BccEInRpDUwEssgDm7r", "high", ["masked", "edit_then_retry", "retry_still_fails_differently"],
     "Masked: validate-skill runs behind `|| true`, so the loop exits 0 while cline-global-runtime fails the project's own skill contract (diagnosis line:269). The first rewrite (call_Sp1Vd5JGn9G7e5FxeZ1DKmfD) is rejected by the user (E3); the escalated script call_87LliAKXXCA3NRDxn5g1MvUv rewrites the SKILL.md with the required sections before its cp step fails (E4). The later validator loop without `|| true` (call_9OkA3BccEInRpDUwEssgDm7r) prints 'skill:valid file=skills/cline-global-runtime/SKILL.md'.", masked=True),
  ep("E3", ["call_Sp1Vd5JGn9G7e5FxeZ1DKmfD"], REJ, "mkdir -p ~/.codex/skills/{cline-global-runtime,global-workflow,global-output}", True,
     {"native_id": "call_87LliAKXXCA3NRDxn5g1MvUv", "kind": "user_fix", "entities": ["require_escalated", "~/.codex"]},
     "call_qK7YDipxUWXSg0VkrCCvyDXt", "medium", ["permission", "config_change"],
     "The escalated fix for E2 is rejected. The agent reports that the global write was rejected (line:275); the user replies by asking it to follow the official docs (line:277), and the next escalated write (call_87LliAKXXCA3NRDxn5g1MvUv) is approved and runs; call_qK7YDipxUWXSg0VkrCCvyDXt shows HOOKS_JSON_OK and the new files. Medium: the approval is implicit (the user approves the prompt, which the transcript does not record)."),
  ep("E4", ["call_87LliAKXXCA3NRDxn5g1MvUv"], "cp: /Users/bernardchase/.codex/skills/registry.yaml and /Users/bernardchase/.codex/Skills/registry.yaml are identical (not copied).", "cp \"$HOME/.codex/Skills/registry.yaml\" \"$HOME/.codex/skills/registry.yaml\"", True,
     {"native_id": "call_IayUMNneVkxNe6Iw7morUwBr", "kind": "command_change", "entities": ["$HOME/.agents/skills", "rsync"]},
     "call_Stva3T8g5XdHBfOPZgO92VN4", "medium", ["path_fix", "retry_still_fails_differently", "compound_retry"],
     "On case-insensitive macOS ~/.codex/Skills and ~/.codex/skills are one directory (found earlier, line:198), so cp of a file onto itself exits 1 and set -euo pipefail aborts the rest of the escalated script: the mirror into ~/.agents/skills never runs (line:344 'one step failed because macOS treats `Skills` and `skills` as the same path'). The agent re-sends just that remaining rsync loop (call_SloiXlLjzUFfA6Lnp1U8Ywy8), which the user rejects (E5); the skills are finally moved to ~/.agents/skills by call_IayUMNneVkxNe6Iw7morUwBr, and call_Stva3T8g5XdHBfOPZgO92VN4 lists the SKILL.md files there. The later case rename (call_WFPXTcunWOnnSGobVJNkXtK5) goes through temporary names because of this."),
  ep("E5", ["call_SloiXlLjzUFfA6Lnp1U8Ywy8", "call_QanJI4kWx6oaV0UFN7XYaq49", "call_38tKuhd30yP7e6vqz88bN1Nj"], REJ, "rsync -a \"$HOME/.codex/skills/$s/\" \"$HOME/.agents/skills/$s/\"", True,
     {"native_id": "call_IayUMNneVkxNe6Iw7morUwBr", "kind": "user_fix", "entities": ["require_escalated", "$HOME/.agents/skills"]},
     "call_IayUMNneVkxNe6Iw7morUwBr", "medium", ["permission", "config_change"],
     "Three escalated attempts to sync/move skills into ~/.agents/skills (and, in call_QanJI4kWx6oaV0UFN7XYaq49, to rm -rf a duplicate tree) are rejected; after the second the agent backs off from destructive cleanup (line:454). The user then asks for exactly that move (line:458), and call_IayUMNneVkxNe6Iw7morUwBr runs it; its poll call_xH2vgiKWH29yY7TSuJGrFhYZ prints HOOK_E2E_OK. Rejections have no exit code (exit unknown)."),
  ep("E6", ["call_0dXQk5meZJkZ7eYo05OdxY3d", "call_U0FqAiOK7xSLSIEOm1Y8p5yu"], "PermissionError: [Errno 1] Operation not permitted: '/Users/bernardchase/.codex/MCP/memory/session.json'", "python3 hooks/_internal/hook-pipeline TaskStart", True,
     {"native_id": "call_IayUMNneVkxNe6Iw7morUwBr", "kind": "sandbox_escalation", "entities": ["require_escalated", "HOOK_E2E_OK"]},
     "call_IayUMNneVkxNe6Iw7morUwBr", "high", ["masked", "permission", "config_change", "retry_still_fails_differently"],
     "Masked twice: the TaskStart hook prints {} and exits 0 but the runtime state timestamp does not advance (call_0dXQk5meZJkZ7eYo05OdxY3d, noticed at line:397); the direct pipeline run exits 0 too because the wrapper echoes EXIT=$? after the Python traceback (call_U0FqAiOK7xSLSIEOm1Y8p5yu: 'EXIT=1'). The escalated rerun call_q3qd0CNcWmIC6WUTeNlDayAw is rejected by the user. The agent blames the sandbox (line:407); the user asks why (line:411), the agent proves it with a write probe (E7) and the user approves escalated writes under ~/.codex (line:431). The escalated end-to-end hook check in call_IayUMNneVkxNe6Iw7morUwBr prints HOOK_E2E_OK with a new updated_at (poll call_xH2vgiKWH29yY7TSuJGrFhYZ).", masked=True),
  ep("E7", ["call_IGpgQsW9qF9ZPjiST635K4ck"], "zsh:2: operation not permitted: /Users/bernardchase/.codex/.perm_probe", "echo test > ~/.codex/.perm_probe", False, None, None, "high", ["intended_failure"],
     "Deliberate write probe wrapped in `( ... ) || true` to show the user that writes to ~/.codex are blocked by the sandbox while the workspace probe (call_L8IY0A5jN8DE6yOOqJSz7uI3) succeeds. Exit 0 by design; must not be linked to a fix.", expected=True),
  ep("E8", ["call_9y8uZ8l2PcvkqzQK6FKLDZmW"], "syntax error at -e line 1, near \"4:\"", "perl", True,
     {"native_id": "call_8zEtCZ2mQ2XCwqSpne7GA03D", "kind": "tool_switch", "entities": ["cat > \"$HOME/.codex/hooks/_internal/load-skill\" <<'EOF'", "DOCS_FORMAT_OK"]},
     "call_8zEtCZ2mQ2XCwqSpne7GA03D", "high", ["tool_switch", "typo"],
     "A perl -pe substitution inside the escalated migration script breaks on interpolation (exit 255, 'Execution of -e aborted due to compilation errors.'). The agent says it will repair it 'with explicit file rewrites (no regex tricks)' (line:488) and rewrites the hook scripts with heredocs; that script prints DOCS_FORMAT_OK."),
  ep("E9", ["call_ttCuZiai3EorH5l4Adw6cl07"], "write_stdin failed: stdin is closed for this session; rerun exec_command with tty=true to keep stdin open", None, True,
     {"native_id": "call_Y5nSbtnWHHcSjWU9OwFybO3t", "kind": "tool_switch", "entities": ["ls -la ~/.codex", "workflows"]},
     "call_Y5nSbtnWHHcSjWU9OwFybO3t", "medium", ["tool_switch"],
     "The case-refactor script (call_WFPXTcunWOnnSGobVJNkXtK5) is still 'running' after 10 s + 5 s; a Ctrl-C sent through write_stdin fails on closed stdin. The agent stops polling and checks the result on disk instead: ls shows the lowercase directories (hooks, rules, workflows). The script's own exit code is never recorded.", shell=False, tool="write_stdin"),
  ep("E10", ["call_VswYvSvHueGcmncYN5wOJgrv"], REJ, "git commit -m \"chore: capture post-init runtime updates\"", False,
     {"native_id": "call_3DsTcm3tKQtliBuIXNbjtivb", "kind": "user_fix", "entities": ["git add -A"]},
     None, "medium", ["permission"],
     "The second 'capture remaining changes' commit is rejected; the agent reports it (line:569). Over the next turns the user has .gitignore entries added and runtime paths untracked, then asks to 'commit all changes' (line:649); that final commit call has no output because the transcript ends, so the story is unverified."),
  ep("E11", ["call_kbGxrOcH1rtWr3KONpukVbQh"], REJ, "git submodule status 2>/dev/null || true", False, None, None, "high", ["permission", "gave_up"],
     "Read-only inspection sent with escalation and rejected; the agent reports the runtime-modified files from the other two calls and never retries it.")
 ],
 "pivots": [
  {"native_id": "line:198", "snippet": "your filesystem is case-insensitive"},
  {"native_id": "line:269", "snippet": "fails your own `validate-skill` contract"},
  {"native_id": "line:344", "snippet": "one step failed because macOS treats `Skills` and `skills` as the same path"},
  {"native_id": "line:407", "snippet": "the only failed runtime check is due sandbox write permission"},
  {"native_id": "line:431", "snippet": "i approve escalations to write under ~/.codex"},
  {"native_id": "line:488", "snippet": "repairing this with explicit file rewrites (no regex tricks)"}
 ],
 "reuse": [
  {"entity": "case-insensitive ~/.codex/Skills == ~/.codex/skills",
   "discovered": {"native_id": "line:198", "snippet": "your filesystem is case-insensitive"},
   "reused": {"native_id": "call_WFPXTcunWOnnSGobVJNkXtK5", "snippet": "Safe case refactor on case-insensitive macOS: move through temp names."}},
  {"entity": "validate-skill required sections",
   "discovered": {"native_id": "call_jIitduJqUkzx4qpwFov3SKol", "snippet": "missing_section=## When to use"},
   "reused": {"native_id": "call_87LliAKXXCA3NRDxn5g1MvUv", "snippet": "## When to use"}},
  {"entity": "sandbox blocks writes to ~/.codex",
   "discovered": {"native_id": "call_IGpgQsW9qF9ZPjiST635K4ck", "snippet": "operation not permitted: /Users/bernardchase/.codex/.perm_probe"},
   "reused": {"native_id": "call_IayUMNneVkxNe6Iw7morUwBr", "snippet": "require_escalated"}}
 ]
}
