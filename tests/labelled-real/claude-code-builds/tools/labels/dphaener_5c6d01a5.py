KEY = "claude_code/dphaener-dotfiles__5c6d01a5-3301-4d35-b15e-fd8aa772d271.jsonl"
def ep(id, sym, err, cmd, resolved, fix, ver, conf, masked, hard, notes, shell=True, tool=None, expected=False):
    e = {"id": id, "symptom_native_ids": sym, "error_text": err, "failing_command": cmd, "resolved": resolved,
         "fix": fix, "verified_by_native_id": ver, "confidence": conf, "masked": masked,
         "expected_failure": expected, "hard_cases": hard, "notes": notes, "shell": shell}
    if tool: e["symptom_tool"] = tool
    return e
ENTRY = {
 "format": "claude-code-jsonl (Claude Code 1.0.58, macOS, claude-sonnet-4-20250514; snapshot committed by the session itself, ends mid-turn)",
 "counts": {"shell_commands": 6, "failed_shell_commands": 0, "masked_failures_annotated": 0},
 "counts_notes": "6 Bash tool_use blocks (git status/diff/log, then git add -A, git commit, git push). None is is_error. The last three have no tool_result: this file is the copy that 'git add -A' staged while the session was running (the commit eabfb523 is the one the session makes, 'fix(zellij): improve UI and switch to tokyo-night theme'), so the file ends on the git push tool_use; those three are exit_unknown. The git diff output (toolu_01MNJtzU..) contains a diff of another session file of the same project. One Edit is rejected by the user (non-shell). Two Glob calls return 'No files found' (not is_error).",
 "failed_native_ids": [],
 "expected_nonzero": [],
 "exit_unknown": ["toolu_0111dQ6srQXqR51JPsW7Nfdv", "toolu_01RQe1GPNidreMqWrWyBQHx5", "toolu_018pen6adig28qedu5bc6gxN"],
 "notes": "Near-negative control. A dotfiles session: the user says the zellij config still shows pane labels and has a bad colour scheme. The agent finds the config after two Globs that miss the dot-directory, sets simplified_ui true, and tries to rewrite the catppuccin theme block; the user rejects that edit and asks for another scheme (tokyo night), which the agent applies as the built-in tokyo-night-dark theme. Then commit and push; the transcript stops at the push because it was itself committed. No shell failures at all; the only failure is a rejected Edit carrying an instruction. The pane-label fix is never checked (zellij is never run).",
 "episodes": [
  ep("E1", ["1f453d26-75ec-438c-98f2-fdd861a0f68c"], "The zellij config isn't right still. The panes still have labels, and the color scheme is really bad.", None, False,
     {"native_id": "toolu_01Sb6V247EAwxn8VhLB5Zecd", "kind": "edit_file", "entities": ["simplified_ui true", "config.kdl"]},
     None, "medium", False, ["config_change"],
     "User-reported config problem. The edit flips simplified_ui to true (pane_frames was already false); nothing runs zellij to check, and the user's 'Ok let's commit and push again!' does not say the labels are gone. Resolved false, verification none.",
     shell=False, tool="user"),
  ep("E2", ["toolu_019bosUEuNuB9xCttAhCoMgP", "toolu_01T9wmyvdD43ybciYEoF9hor"], "No files found", None, True,
     {"native_id": "toolu_01HNhxizRF8BRoK1q4z622kF", "kind": "path_fix", "entities": ["**/.config/zellij/**"]},
     "toolu_01HNhxizRF8BRoK1q4z622kF", "high", True, ["path_fix", "masked"],
     "Non-shell, not is_error: '**/*zellij*' and '**/config/zellij/**' find nothing because the config lives under the hidden .config directory; naming the dot-directory explicitly finds it.",
     shell=False, tool="Glob"),
  ep("E3", ["toolu_019KefJGaK9SgUZPonjzNdNv"], "The user doesn't want to proceed with this tool use.", None, True,
     {"native_id": "toolu_012ysy1kc2bypWVeSijnHVcT", "kind": "request_fix", "entities": ["tokyo-night-dark", "tokyo night"]},
     "toolu_012ysy1kc2bypWVeSijnHVcT", "medium", False, ["permission"],
     "Rejected Edit (a new catppuccin palette) followed by the user's instruction 'I'm not a fan of catpuccin. Maybe tokyo night?' (83059450..). After a WebSearch the agent sets theme \"tokyo-night-dark\" (accepted) and removes the custom theme block (toolu_01Ltcw4d..); the user moves on to commit.",
     shell=False, tool="Edit"),
 ],
 "pivots": [
  {"native_id": "83059450-63b1-4660-a3f7-6ee458073204", "snippet": "I'm not a fan of catpuccin. Maybe tokyo night?"},
 ],
 "reuse": [
  {"entity": "tokyo-night-dark built-in theme",
   "discovered": {"native_id": "f65bd5dc-2998-416b-95c1-503ac1bce680", "snippet": "Zellij has built-in tokyo-night themes"},
   "reused": {"native_id": "toolu_012ysy1kc2bypWVeSijnHVcT", "snippet": "theme \"tokyo-night-dark\""}},
 ],
}
