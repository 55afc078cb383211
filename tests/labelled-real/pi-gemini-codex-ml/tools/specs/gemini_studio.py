F = "gemini/brexp-infra__session-2025-11-07T00-05-7e0d8100.json"
R = "run_shell_command-"
E = {
 "format": "gemini-cli-chat-json (Gemini CLI saved chat ~/.gemini/tmp/<projectHash>/chats/session-*.json; same project hash and Cloud Shell home as the 2025-11-06 session; Next.js repo)",
 "counts": {"shell_commands": 8, "failed_shell_commands": 4, "masked_failures_annotated": 0},
 "counts_notes": "Same conventions as brexp-infra__session-2025-11-06T14-11-1e81b142.json: shell = toolCalls named run_shell_command (8; the other 17 calls are list_directory, read_file, glob); exit code only as 'Exit Code: N' inside response.output, toolCalls[].status is 'success' for 128/1/1/127 alike. failed = 4 (git clone 128, ps -p 1, kill 1, npm run dev 127). The one cancelled call (npm install, response.error '[Operation Cancelled] Reason: User did not allow tool call') has no exit code: exit_unknown. A background launch reports 'Background PIDs: 51097' and 'Process Group PGID: 51095' with exit 0. The pty is very narrow: output is hard-wrapped at ~27 columns, so 'command not found' appears as 'command n\\not found' and 'treinoindoor' as 'treinoin\\ndoor'; an error signature must not rely on unbroken words. One non-shell tool error: read_file of a missing README.md (status error, 'File not found: /home/eumathss/studio2/README.md'); the agent just lists the directory instead, so it is not an episode.",
 "failed_native_ids": sorted([R + "1762474090221-04745257b9303", R + "1762476287750-b80b08db38eca", R + "1762476362993-a2e0fc461ec31", R + "1762476371575-980117a411547"]),
 "expected_nonzero": [],
 "exit_unknown": [R + "1762476153970-b77ed687e988e"],
 "notes": "Short Cloud Shell session (Portuguese prompt 'conectar ao https://github.com/brexp/studio2/tree/treinoindoor'): git clone fails because the folder exists, the agent switches to the existing clone and checks out the branch. It then reads the Next.js app, the user refuses 'npm install' and types 'npm run dev' instead; the background dev server is gone at once (ps/kill exit 1), the foreground run shows 'next: command not found' (deps missing), and the session ends with the user answering 'npm run install'. Negative-ish ending: two unresolved episodes, one wrong user redirect.",
 "episodes": [
  {"id": "E1", "symptom_native_ids": [R + "1762474090221-04745257b9303"],
   "error_text": "fatal: destination path 'studio2' already exists and is not an empty directory.",
   "failing_command": "git clone https://github.com/brexp/studio2.git && cd studio2 && git checkout treinoindoor",
   "resolved": True,
   "fix": {"native_id": R + "1762475552380-9bb6a0f427815", "kind": "workaround_reuse_existing", "entities": ["git fetch && git checkout treinoindoor", "/home/eumathss/studio2"]},
   "verified_by_native_id": R + "1762475552380-9bb6a0f427815", "confidence": "high", "masked": False, "expected_failure": False,
   "hard_cases": ["compound_retry", "path_fix"],
   "notes": "Exit 128 from the first part of a compound command. The agent's own thought in message 90dfab0f already noticed the preexisting directory but it cloned anyway. Fix: 'git status' with directory /home/eumathss/studio2 (run_shell_command-1762475470178-ab5949a068add, on branch alta-ap), then 'git fetch && git checkout treinoindoor' in that directory, whose output ('Switched to a new branch' — hard-wrapped) is the proof. The working directory is a tool argument ('directory'), not a cd in the command."},
  {"id": "E2", "symptom_native_ids": [R + "1762476153970-b77ed687e988e"],
   "error_text": "[Operation Cancelled] Reason: User did not allow tool call",
   "failing_command": "npm install",
   "resolved": False,
   "fix": {"native_id": "98fca7cf-e00a-4ed8-ab38-3d4b8a97d2ae", "kind": "user_fix", "entities": ["npm run dev"]},
   "verified_by_native_id": None, "confidence": "high", "masked": False, "expected_failure": False,
   "hard_cases": ["permission"],
   "notes": "User rejection carrying an instruction: the user refuses npm install and types 'npm run dev' (twice, messages 98fca7cf and 9311aca7). The agent obeys (run_shell_command-1762476269992-a3449070f2c05) but the instruction was wrong: without the install the dev server cannot start (E3, E4), which the agent states in 33e0ea3b. A trap for 'user message = fix' heuristics."},
  {"id": "E3", "symptom_native_ids": [R + "1762476287750-b80b08db38eca", R + "1762476362993-a2e0fc461ec31"],
   "error_text": "bash: line 1: kill: (-51095\n) - No such process",
   "failing_command": "kill -- -51095",
   "resolved": False,
   "fix": {"native_id": R + "1762476371575-980117a411547", "kind": "command_change", "entities": ["npm run dev", "npm run dev &"]},
   "verified_by_native_id": None, "confidence": "medium", "masked": False, "expected_failure": False,
   "hard_cases": ["flag_removed", "retry_still_fails_differently"],
   "notes": "'npm run dev &' (run_shell_command-1762476269992-a3449070f2c05) exits 0 with Background PIDs 51097 and empty output, so it is not itself a masked failure; the failure shows only in the checks: 'ps -p 51097' prints just the header (exit 1) and killing the process group fails with No such process. Diagnosis in e9fcc6df: rerun in the foreground to see the error. The foreground run fails with E4, so the background start is never working in the session."},
  {"id": "E4", "symptom_native_ids": [R + "1762476371575-980117a411547"],
   "error_text": "sh: line 1: next: command n\not found",
   "failing_command": "npm run dev",
   "resolved": False,
   "fix": None,
   "verified_by_native_id": None, "confidence": "high", "masked": False, "expected_failure": False,
   "hard_cases": ["install"],
   "notes": "Exit 127. Diagnosis message 33e0ea3b: dependencies are not installed, npm install is needed; the agent asks for permission. The user's last message 'npm run install' (5b1c54ba) is not npm install, and the file ends there: no fix is applied. The needed fix (the install the user refused in E2) is known but never run."}
 ],
 "pivots": [
  {"native_id": "842178e5-8684-4144-a4f4-f12262619792", "snippet": "a clone attempt failed because the directory already existed"},
  {"native_id": "e9fcc6df-456c-44cd-b9c9-27602a88bb36", "snippet": "execute the command again, this time in the foreground"},
  {"native_id": "33e0ea3b-a331-49c8-be61-9785b53e7287", "snippet": "It seems that the project's dependencies are not installed."}
 ],
 "reuse": [
  {"entity": "51095", "discovered": {"native_id": R + "1762476269992-a3449070f2c05", "snippet": "Process Group PGID: 51095"},
   "reused": {"native_id": R + "1762476362993-a2e0fc461ec31", "snippet": "kill -- -51095"}},
  {"entity": "51097", "discovered": {"native_id": R + "1762476269992-a3449070f2c05", "snippet": "Background PIDs: 51097"},
   "reused": {"native_id": R + "1762476287750-b80b08db38eca", "snippet": "ps -p 51097"}},
  {"entity": "/home/eumathss/studio2", "discovered": {"native_id": R + "1762474090221-04745257b9303", "snippet": "destination path 'studio2' already exists"},
   "reused": {"native_id": R + "1762475470178-ab5949a068add", "snippet": "\"directory\": \"/home/eumathss/studio2\""}}
 ]
}
