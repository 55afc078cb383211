"""Labels for cline/vibe-code-pet-store__cline-task.md (Cline Markdown export; ids line:N, see clinemd_records.py)."""
import os, sys
sys.path.insert(0, os.path.dirname(__file__))
import clinemd_records
from esp_entry import ep

F = os.path.join(os.path.dirname(__file__), "..", "files", "cline", "vibe-code-pet-store__cline-task.md")
_recs = clinemd_records.load(F)
CMDS = [k for k, (kind, _) in _recs.items() if kind == "tool:execute_command"]
L = lambda n: f"line:{n}"
entry = {
 "format": "cline-task-markdown (Cline 'Export task' Markdown: **User:**/**Assistant:** blocks, XML tool calls, results as '[tool for ...] Result:' user blocks with <environment_details>)",
 "agent": "Cline",
 "counts_notes": ("shell_commands = <execute_command> tool calls (9). Cline records no exit code: every result says 'Command executed.' followed by 'Output:', whatever happened, "
   "so failed = 0, all 9 are exit_unknown, and shell failures visible in the output are masked. Native id of a tool call = 0-based line of its '**Assistant:**' heading; "
   "the result is in the next '**User:**' block (joined to the call's record by tools/clinemd_records.py). Non-shell errors: replace_in_file 'The tool execution failed', "
   "'[ERROR] You did not use a tool in your previous response!' (Cline's no-tool-use nudge, a user block), '[Response interrupted by API Error]' at the end of an assistant block, then '[TASK RESUMPTION]'. "
   "User feedback arrives inside attempt_completion results (<feedback>) and ask_followup_question results (<answer>)."),
 "failed_native_ids": [], "expected_nonzero": [], "exit_unknown": CMDS,
 "notes": ("A 'vibe coding' task: generate a Python (FastAPI backend + Flask frontend + SQLite) pet-store CRUD app from project.md, then CSS, paging, tests, .gitignore, "
   "publish to GitHub with gh, a README, and finally this export. The publish step is a clean chain of masked git/gh failures: the initial commit fails for lack of a git identity "
   "(but 'Command executed.'), gh is not installed, then not authenticated, then 'no commits found' because the failed commit was never redone; the user installs and logs in to gh "
   "between attempts. Also two write_to_file calls cut off by API errors, a malformed SEARCH block, and Cline's no-tool-use error twice. No test is run in the transcript."),
 "episodes": [
  ep("E1", True, [L(3349)], "fatal: empty ident name (for <radeksulc@IBM-PF39FFY2.localdomain>) not allowed", 'git init && git add . && git commit -m "Initial commit"', True,
     {"native_id": L(3499), "kind": "command_change", "entities": ['git config user.name "radeksulc"']}, L(3716), "high", ["masked", "compound_retry", "retry_still_fails_differently"],
     "'Command executed.' although git commit failed (Author identity unknown). The agent asks for name/email (line:3414, line:3458), then sets them in a compound command that goes straight to gh (E2) without redoing the commit, which causes E4; the commit finally succeeds in line:3716 ('[main (root-commit) 6f59497] Initial commit').", masked=True),
  ep("E2", True, [L(3499)], "Command 'gh' not found, but can be installed with:", "gh repo create radeksulc/vibe-code-pet-store --public --source=. --remote=origin --push", True,
     {"native_id": L(3545), "kind": "user_fix", "entities": ["try again, gh is now installed"]}, L(3589), "high", ["masked", "install", "retry_still_fails_differently"],
     "The agent asks whether to install gh or push manually; the user installs it ('try again, gh is now installed'). The retry runs gh, which now fails on authentication (E3).", masked=True),
  ep("E3", True, [L(3589)], "To authenticate, please run `gh auth login`.", "gh repo create radeksulc/vibe-code-pet-store --public --source=. --remote=origin --push", True,
     {"native_id": L(3633), "kind": "user_fix", "entities": ["gh auth login", "done"]}, L(3674), "high", ["masked", "retry_still_fails_differently"],
     "The user authenticates in their own terminal and answers 'done'; the identical retry gets past authentication and fails on E4.", masked=True),
  ep("E4", True, [L(3674)], "`--push` enabled but no commits found in /home/radeksulc/_cline_", "gh repo create radeksulc/vibe-code-pet-store --public --source=. --remote=origin --push", True,
     {"native_id": L(3716), "kind": "command_change", "entities": ['git add . && git commit -m "Initial commit" && gh repo create']}, L(3716), "high", ["masked", "compound_retry"],
     "Consequence of E1 (the first commit never happened). Adding the commit in front of gh creates the repo and pushes ('✓ Pushed commits to https://github.com/radeksulc/vibe-code-pet-store.git').", masked=True),
  ep("E5", False, [L(4101), L(4353)], "[Response interrupted by API Error]", None, True,
     {"native_id": L(4597), "kind": "tool_switch", "entities": ["replace_in_file"]}, L(4695), "medium", ["tool_switch", "retry_still_fails_differently"],
     "Two write_to_file calls for README.md are cut off mid-content by API errors, each followed by '[TASK RESUMPTION]'. The agent switches to a small replace_in_file (line:4597), which fails (E6) and then succeeds (line:4695).", tool="write_to_file"),
  ep("E6", False, [L(4597)], "...is malformatted.", None, True,
     {"native_id": L(4695), "kind": "edit_file", "entities": ["Cline Task History"]}, L(4695), "high", ["edit_then_retry"],
     "The SEARCH block contained the '=======' separator and part of the replacement; Cline reverts the file and the corrected block saves ('The content was successfully saved to README.md.').", tool="replace_in_file"),
  ep("E7", False, [L(3242)], "[ERROR] You did not use a tool in your previous response! Please retry with a tool use.", None, True,
     {"native_id": L(3299), "kind": "tool_switch", "entities": ["attempt_completion"]}, L(3299), "high", [],
     "The assistant answered in plain text (line:3229); Cline's nudge makes it wrap the answer in attempt_completion.", tool="cline_no_tool_use"),
  ep("E8", False, [L(5025)], "[ERROR] You did not use a tool in your previous response! Please retry with a tool use.", None, True,
     {"native_id": L(5074), "kind": "tool_switch", "entities": ["attempt_completion"]}, L(5074), "medium", [],
     "Same as E7 for the privacy question about cline-task.md (plain-text answer at line:5012); the file ends with the attempt_completion call, so there is no result to confirm.", tool="cline_no_tool_use"),
 ],
 "pivots": [
  {"native_id": L(3545), "snippet": "The GitHub CLI (`gh`) is not installed. How would you like to proceed?"},
  {"native_id": L(3716), "snippet": 'git add . && git commit -m "Initial commit" && gh repo create'},
 ],
 "reuse": [
  {"entity": "git identity for commits", "discovered": {"native_id": L(3466), "snippet": "Please provide the Git user name and email"},
   "reused": {"native_id": L(3499), "snippet": 'git config user.email "radeksulc@users.noreply.github.com"'}},
  {"entity": "push README changes with git push origin main after the gh setup", "discovered": {"native_id": L(3716), "snippet": "Pushed commits to https://github.com/radeksulc/vibe-code-pet-store.git"},
   "reused": {"native_id": L(3990), "snippet": "git push origin main"}},
 ],
}
masked_ids = sorted({s for e in entry["episodes"] if e["masked"] and e["shell"] for s in e["symptom_native_ids"] if s in CMDS})
entry["counts"] = {"shell_commands": len(CMDS), "failed_shell_commands": 0, "expected_nonzero": 0, "exit_unknown": len(CMDS),
                   "masked_failures_annotated": len(masked_ids), "episodes": len(entry["episodes"]), "pivots": len(entry["pivots"]), "reuse": len(entry["reuse"])}
