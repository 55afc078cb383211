R = "run_shell_command-"
GROUPS = [
 {"description": "A create command fails because the thing already exists or only one is allowed (git clone into an existing non-empty folder, exit 128; gcloud workstations cluster create hitting the per-region quota of ONE cluster, HTTP 429); the agent lists/inspects what exists and switches to the existing resource (git fetch && git checkout in the existing clone; --cluster=<existing cluster>) instead of creating a new one. Same failure kind (create collides with an existing resource), same fix mechanism (reuse the existing one). A third instance, gcloud ALREADY_EXISTS for a config name, was not fixed in-session (the delete was cancelled).",
  "category": "resource_already_exists_reuse",
  "members": [
   {"file": "gemini/brexp-infra__session-2025-11-07T00-05-7e0d8100.json", "native_id": R + "1762474090221-04745257b9303"},
   {"file": "gemini/brexp-infra__session-2025-11-06T14-11-1e81b142.json", "native_id": R + "1762438537255-a051ae3b3e89"},
   {"file": "gemini/brexp-infra__session-2025-11-06T14-11-1e81b142.json", "native_id": R + "1762439530805-6b971531d95f8"}
  ],
  "fix_entities": ["git fetch && git checkout treinoindoor", "/home/eumathss/studio2", "gcloud workstations clusters list --region=us-central1", "cluster-mhn8yrk9"]},
 {"description": "The user cancels a Gemini CLI run_shell_command (status 'cancelled', '[Operation Cancelled] Reason: User cancelled tool execution.' / 'User did not allow tool call', no exit code) and the agent takes the route the user's next message points to instead of the refused command (create a new config instead of deleting the old one; run 'npm run dev' as typed instead of 'npm install'). Same failure kind (user rejection of a shell call), same fix mechanism (follow the user's redirect). In the second file the redirect was wrong.",
  "category": "user_rejection",
  "members": [
   {"file": "gemini/brexp-infra__session-2025-11-06T14-11-1e81b142.json", "native_id": R + "1762438954525-fc07bde918fa3"},
   {"file": "gemini/brexp-infra__session-2025-11-07T00-05-7e0d8100.json", "native_id": R + "1762476153970-b77ed687e988e"}
  ],
  "fix_entities": ["dev-config-private", "npm run dev"]},
 {"description": "A shell command fails with exit 127 'command not found' for a tool that is not installed on the box (python in the 03-16 rollout, jq in the 03-12 rollout, same GPU server and user); the agent switches to python3, which is installed, for the same job (python3 -m py_compile; a python3 heredoc that reads the JSON instead of jq). Same failure kind, same fix mechanism (tool switch to an available interpreter). Not included: 'next: command not found' in gemini/brexp-infra__session-2025-11-07T00-05-7e0d8100.json, whose fix would be an npm install (never run).",
  "category": "command_not_found_tool_switch",
  "members": [
   {"file": "codex/gflownet__rollout-2026-03-16T15-31-48-019cf557-f7ae-7df2-a894-8186a6cf3a65.jsonl", "native_id": "call_Knq1MNFkmZfvJf3Y9opDdgLQ"},
   {"file": "codex/gflownet__rollout-2026-03-12T20-50-29-019ce1e2-49b4-7e43-b1c5-c381226d3271.jsonl", "native_id": "call_7VAHexbniedWO6dwSxJpR4aG"}
  ],
  "fix_entities": ["python3 -m py_compile", "python3 - <<'PY'"]},
 {"description": "A long-running GPU job (vLLM server, trainer, evaluation launcher) started in the background from the agent's shell tool with nohup ... & is gone by the next call: the tool call reports success (pi: '(no output)'; Codex: exit 0 with an empty $PREFIX), later ps/health checks find nothing. The fix in both files is to detach the job with a wrapper that survives the tool call instead of a bare nohup/&: a launcher script with exec plus nohup and a sleep/ps inside the same call, or script(1) (pi), and a detached tmux session (Codex). Same failure kind, same fix mechanism (proper detachment), verified in both by ps/health checks. Not included: 'npm run dev &' in the 2025-11-07 Gemini file, which died because next was not installed.",
  "category": "background_job_killed_with_tool_call",
  "members": [
   {"file": "pi/trl__session.jsonl", "native_id": "toolu_bdrk_01Lk6zxMCJMqYmiRX6fQLCSq"},
   {"file": "pi/trl__session.jsonl", "native_id": "toolu_bdrk_01He9uzupn8wk4rQnVGiQqBg"},
   {"file": "pi/trl__session.jsonl", "native_id": "toolu_bdrk_014DmqTLvz9rCCg3Wgv4yw6y"},
   {"file": "codex/gflownet__rollout-2026-03-12T20-50-29-019ce1e2-49b4-7e43-b1c5-c381226d3271.jsonl", "native_id": "call_sYtsdTrZquQJgA4nZvQW0FkD"}
  ],
  "fix_entities": ["/tmp/launch_vllm.sh", "script -q -c", "tmux new-session -d"]}
]
