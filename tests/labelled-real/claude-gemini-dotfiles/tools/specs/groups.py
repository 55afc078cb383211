GROUPS = [
 {"description": "Claude Code cancels the other calls of a parallel batch when one of them fails: the Bash call gets is_error true with '<tool_use_error>Sibling tool call errored</tool_use_error>' and never runs. The real error is in the sibling (a Glob timeout, a Read of a missing file); rerunning the command alone, or another command for the same goal, works.",
  "category": "cancelled_sibling",
  "members": [
   {"file": "claude_code/sudarshanvk-dotfiles__939c399e__agent-a6bc30a.jsonl", "native_id": "toolu_01DmXu4Z1cLbzinXrz3f7PzM"},
   {"file": "claude_code/sudarshanvk-dotfiles__939c399e__agent-a62ceb6.jsonl", "native_id": "toolu_01ELBWBTaecWaZgnniqheZmC"},
   {"file": "claude_code/sudarshanvk-dotfiles__939c399e__agent-a62ceb6.jsonl", "native_id": "toolu_01W5Mi9Nj4FsY9oKnQkLo6eV"}],
  "fix_entities": ["ls -la", "find", "-maxdepth 1"]},
 {"description": "User rejects a tool call ('The user doesn't want to proceed with this tool use.'): without a reason the command never ran and either the session ends or the user says to continue; with a reason (plan mode) the reason is the instruction that fixes the plan.",
  "category": "user_rejection",
  "members": [
   {"file": "claude_code/bradymholt-dotfiles__f1533138-33ff-46b0-b290-473d60cc4ebd.jsonl", "native_id": "toolu_018XbkZrrkqMYerrru2YRbFw"},
   {"file": "claude_code/deder01-config-files__788a1be6-d102-4e92-8790-7289d0e1b137.jsonl", "native_id": "toolu_01LSGXH6jKUFwcDtbJu1iP7V"},
   {"file": "claude_code/fabien-lessirard-dotfiles__f9b339d5-1f32-4dfd-b0fb-acbef55eb427.jsonl", "native_id": "toolu_01Fmfz1bNq57p4UWyGEBPuzT"},
   {"file": "gemini/fabien-lessirard-dotfiles__session-2026-01-26T22-26-2dd3dd1f.json", "native_id": "run_shell_command-1769470071867-762b1139f5eef"}],
  "fix_entities": ["continue", "I can run powershell from the terminal inside vscode", "I would like to know first if the work was integrated"]},
 {"description": "Claude Code's read-before-edit guard rejects an Edit ('File has been modified since read' after the user edited the file in the IDE; 'File has not been read yet' after the file was only printed with cat in Bash); a Read followed by the Edit works.",
  "category": "edit_guard",
  "members": [
   {"file": "claude_code/bradymholt-dotfiles__0890bead-0ab3-4ee9-98f8-585fd289cc1f.jsonl", "native_id": "toolu_01U2Ha9J7e895NaAcF6Nv6yc"},
   {"file": "claude_code/bradymholt-dotfiles__0890bead-0ab3-4ee9-98f8-585fd289cc1f.jsonl", "native_id": "toolu_01SoTm3SF9ZhJ3pgyxJkvX9y"},
   {"file": "claude_code/deder01-config-files__788a1be6-d102-4e92-8790-7289d0e1b137.jsonl", "native_id": "toolu_01SKNWKxUBxw5gA5ZdGLdtEd"}],
  "fix_entities": ["Read"]},
 {"description": "Read of a path that does not exist ('<tool_use_error>File does not exist.</tool_use_error>'): a path reconstructed from a truncated 'git show --stat' entry (fixed by find), or a plan file named in a subagent prompt that was never written (abandoned).",
  "category": "missing_file",
  "members": [
   {"file": "claude_code/bradymholt-dotfiles__7968f1ca-3ba3-4e92-8892-cf741c1b242e.jsonl", "native_id": "toolu_01NjM5axRT2kDiLTm7CQA1Mo"},
   {"file": "claude_code/sudarshanvk-dotfiles__939c399e__agent-a62ceb6.jsonl", "native_id": "toolu_018WiHLVzcAzEbfrn43TW7us"}],
  "fix_entities": ["find", "db/document_schema/functions/sync/budget"]},
 {"description": "Failure hidden behind a pipe: the exit status is that of head/tail/wc, so git's 'fatal: path ... does not exist', docker's usage error or a grep that matches nothing show up only in the output (or as a count of 0).",
  "category": "masked_pipe",
  "members": [
   {"file": "claude_code/bradymholt-dotfiles__7968f1ca-3ba3-4e92-8892-cf741c1b242e.jsonl", "native_id": "toolu_01GpCsd4v7H8QvvcZvZzCocG"},
   {"file": "claude_code/bradymholt-dotfiles__f1533138-33ff-46b0-b290-473d60cc4ebd.jsonl", "native_id": "toolu_013K5bPafYaxszkJoYjmA5w9"},
   {"file": "claude_code/fabien-lessirard-dotfiles__f9b339d5-1f32-4dfd-b0fb-acbef55eb427.jsonl", "native_id": "toolu_01D9DnQU9omGDfrRaFfFEa7S"}],
  "fix_entities": ["| head -50", "| wc -l", "| tail -50"]}
,
 {"description": "gh CLI '--json' with a field name that does not exist ('Unknown JSON field: \"deployments\"' / '\"checks\"', exit 1, followed by the list of valid fields); fixed by picking a listed field or switching to another gh command.",
  "category": "wrong_flag",
  "members": [
   {"file": "gemini/fabien-lessirard-dotfiles__session-2026-01-26T22-09-1359fca9.json", "native_id": "run_shell_command-1769465701654-741d0a23c0fe4"},
   {"file": "gemini/fabien-lessirard-dotfiles__session-2026-01-26T22-26-2dd3dd1f.json", "native_id": "run_shell_command-1769466600690-b180885e5b17e"}],
  "fix_entities": ["statusCheckRollup", "gh run view 21375953152 --job 61532014115 --log"]},
 {"description": "A wrapper PowerShell script (create_pr_script.ps1) exits 0 although a step inside it failed ('gh pr create': PR already exists or usage text; 'git commit -m' word-split into pathspecs); the failure is visible only in the script's output.",
  "category": "masked_script",
  "members": [
   {"file": "gemini/fabien-lessirard-dotfiles__session-2026-01-26T22-09-1359fca9.json", "native_id": "run_shell_command-1769465499546-8ba420dde878c"},
   {"file": "gemini/fabien-lessirard-dotfiles__session-2026-01-26T22-26-2dd3dd1f.json", "native_id": "run_shell_command-1769467050819-840eb562aafa5"}],
  "fix_entities": ["--body-file", "git commit -F"]}
]
