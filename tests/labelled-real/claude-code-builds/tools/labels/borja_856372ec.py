KEY = "claude_code/borja-rojo-dotfiles__856372ec-05dd-498e-a6d4-75fb3abc2720.jsonl"
def ep(id, sym, err, cmd, resolved, fix, ver, conf, masked, hard, notes, shell=True, tool=None, expected=False):
    e = {"id": id, "symptom_native_ids": sym, "error_text": err, "failing_command": cmd, "resolved": resolved,
         "fix": fix, "verified_by_native_id": ver, "confidence": conf, "masked": masked,
         "expected_failure": expected, "hard_cases": hard, "notes": notes, "shell": shell}
    if tool: e["symptom_tool"] = tool
    return e
REJ = ["toolu_01DphZDu8ogGYggTDAZomCGu", "toolu_01MVKy86ajJfMQX3qSW2jmVb", "toolu_01MZeWzfhWCgQHtjekgSMcYM", "toolu_01MGhBQJopmfSBc9SQuyntfv", "toolu_01PwJ9s8v6CtRboC1UwRkF2v"]
ENTRY = {
 "format": "claude-code-jsonl (Claude Code 1.0.24, NixOS; no exit codes; user '!' commands as <bash-input>/<bash-stdout>/<bash-stderr> user records)",
 "counts": {"shell_commands": 14, "failed_shell_commands": 7, "masked_failures_annotated": 0},
 "counts_notes": "14 Bash tool_use blocks; 7 is_error: 5 rejections of one parallel batch (the first says \"The user doesn't want to proceed with this tool use\", the four siblings \"doesn't want to take this action right now\") and 2 'Command timed out after 2m 0.0s'. rg with no match returns '' with is_error false in this version (toolu_01M6Bmma.., toolu_01NkY9TX..), so no-match searches are not failures here. The user runs nix commands with '!' (<bash-input>nix flake check</bash-input>, etc.); their outputs are user records, not agent commands, and are not counted; one of them is a symptom of a user-side episode (E3). One assistant record is 'API Error: Request was aborted.' (ad9474fe..), an API failure, not a tool failure.",
 "failed_native_ids": sorted(REJ + ["toolu_01Q3s6subzWCvmcXuDfWX2Kq", "toolu_015CVtXfY9szhVvSZAWxM3SZ"]),
 "expected_nonzero": [],
 "exit_unknown": [],
 "notes": "Same NixOS user and repo as borja-rojo-dotfiles__25131281 (an earlier session). The user asks to import their fork and search it with rg; the agent's batch (git remote add, git fetch, three rg --type nix) is rejected because the project already is that repository. Searches work, the agent edits the ThinkPad P14s Intel Gen 2 module for suspend (NVIDIA power management, acpi_backlight), and the user checks it with their own '!' commands: nix flake check fails on an unrelated removed module (the agent says it is unrelated rather than fix it), the agent's suggested 'nix flake check .#nixosModules...' is invalid ('unexpected fragment'), and the corrected 'nix eval' works. Two rg | head calls time out after 2 minutes and the agent switches to Glob. Good file for user-run commands carrying the errors, a wrong suggestion corrected after the user asks 'why', and timeouts.",
 "episodes": [
  ep("E1", REJ, "The user doesn't want to proceed with this tool use.", "git remote add borja-repo https://github.com/borja-rojo-ilvento/nixos-hardware.git", True,
     {"native_id": "toolu_01QzdRZ5HqYicrKipSd8AVaw", "kind": "request_fix", "entities": ["rg -i \"powermanagement\"", "This project is that repository"]},
     "toolu_01QzdRZ5HqYicrKipSd8AVaw", "high", False, ["permission", "compound_retry"],
     "One rejection cancels the whole parallel batch (the four siblings get the 'right now' wording). The user's instruction (da5d17a8..): 'This project is that repository. You can search in this project.' The agent drops the git remote/fetch and the --type nix filter and searches the working tree; the rg calls succeed (toolu_01QzdRZ5.. and toolu_01Pt2ovk.. print matches; 'fixing suspend' simply has no match)."),
  ep("E2", ["toolu_01Q3s6subzWCvmcXuDfWX2Kq", "toolu_015CVtXfY9szhVvSZAWxM3SZ"], "Command timed out after 2m 0.0s", "rg -l \"tiger-lake\" --type nix | head -10", True,
     {"native_id": "toolu_01A68cGk8nmCr9cQrAAqQ5Ab", "kind": "tool_switch", "entities": ["**/tiger-lake/**", "Glob"]},
     "toolu_01A68cGk8nmCr9cQrAAqQ5Ab", "medium", False, ["tool_switch"],
     "Two parallel 'rg -l ... | head' calls hit the 2-minute Bash timeout (earlier rg calls in the same repo returned at once; the transcript does not show why these hung). The agent switches to Glob (**/tiger-lake/**, **/turing/**), which answers the question. Medium: cause unknown."),
  ep("E3", ["1addb54a-e43b-49c9-902f-13fe86fd57d2", "98840d0f-5e66-489e-9817-23b44d197065"], "error: common-pc-laptop-acpi_call has been removed because it is obsolete: https://github.com/NixOS/nixos-hardware/issues/1114", None, False, None, None, "medium", False, ["gave_up"],
     "User-run 'nix flake check' (a '!' command, output in <bash-stderr>) fails on a module the flake deliberately throws for; the user types 'fix'. The agent answers that the check 'passed successfully' apart from an unrelated deprecated module and changes nothing. It is indeed unrelated to the user's edit, but the flake check still fails (same error again in 37b78f0e..). No fix.",
     shell=False, tool="user"),
  ep("E4", ["47cee4b6-fa25-45c7-8e8f-76825c3317e8", "f1a57534-5bb7-418e-a771-26cd194a3a4d"], "error: unexpected fragment 'nixosModules.lenovo-thinkpad-p14s-intel-gen2' in flake reference '.#nixosModules.lenovo-thinkpad-p14s-intel-gen2'", None, True,
     {"native_id": "42a3bc9b-324a-4dea-9520-c581ab7ed883", "kind": "request_fix", "entities": ["nix eval .#nixosModules.lenovo-thinkpad-p14s-intel-gen2"]},
     "15f64684-9447-42dd-acbd-8f7b3698b663", "high", False, ["tool_switch"],
     "The agent's own advice (4fc55510..: 'nix flake check .#nixosModules....') is wrong: nix flake check takes no fragment. The user runs it with '!', gets the error, and asks 'why'. The agent admits 'The syntax I suggested was incorrect' and suggests nix eval; the user's nix eval prints the module's store path (15f64684..). Both the symptom and the verification are user-run commands.",
     shell=False, tool="user"),
 ],
 "pivots": [
  {"native_id": "da5d17a8-ae7a-4b16-a41e-2a4f3a4eba3a", "snippet": "This project is that repository. You can search in this project."},
  {"native_id": "42a3bc9b-324a-4dea-9520-c581ab7ed883", "snippet": "The syntax I suggested was incorrect."},
 ],
 "reuse": [
  {"entity": "common/cpu/intel/tiger-lake module",
   "discovered": {"native_id": "toolu_01A68cGk8nmCr9cQrAAqQ5Ab", "snippet": "/home/brojo/nixos-hardware/common/cpu/intel/tiger-lake/default.nix"},
   "reused": {"native_id": "54b09ca7-61d9-4682-a8e5-e97aa3941cf3", "snippet": "correctly using both Tiger Lake and Turing modules"}},
 ],
}
