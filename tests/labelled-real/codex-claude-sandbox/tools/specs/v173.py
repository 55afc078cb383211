KEY="claude_code/bs-thesis-low-light__173ca1f1-2426-4d5b-94c3-084fb8c46a72.jsonl"
E={
"format":"claude-code-jsonl (Claude Code 2.1.92, cli, Linux; background Bash with queue-operation + <task-notification>)",
"counts":{"shell_commands":13,"failed_shell_commands":3,"masked_failures_annotated":0},
"counts_notes":"13 Bash tool_use blocks, no sidechains. Two tool_results are is_error with the user-rejection text (no exit code, the command never ran): toolu_01NNd8XEyFBX4DL8zwQuB419 and toolu_01R2EMtkVFmxDzJYsFiNLpai; each is followed by a '[Request interrupted by user for tool use]' user record. The third failure is the background Bash toolu_01HwGpBmjdtnMA6WfZuvVMpJ: its tool_result is is_error false ('Command running in background with ID: bci9jmjya'); the exit status arrives later in a <task-notification> (queue-operation enqueue at line 42, repeated as a user record at line 45) with <status>failed</status> and 'failed with exit code 1'. tmux send-keys calls exit 0 whatever the command inside tmux does; their real outcome is only visible in later tmux capture-pane outputs.",
"failed_native_ids":sorted(["toolu_01NNd8XEyFBX4DL8zwQuB419","toolu_01HwGpBmjdtnMA6WfZuvVMpJ","toolu_01R2EMtkVFmxDzJYsFiNLpai"]),
"expected_nonzero":[],
"exit_unknown":[],
"notes":"BS-thesis low-light image enhancement project on a remote GPU VM. After locating code and unzipping llie_project, the user asks to run train.py. The first launch is rejected (the user re-asks with --epochs 200); the second runs in the background and fails with ModuleNotFoundError: torch (system python). The agent's env probe is rejected with the instruction to use the tmux session 'viv' and conda env 'viv' and install requirements; it does so via tmux send-keys, and the capture-pane shows training started (on CPU: the NVIDIA driver is too old for the installed torch, a warning, not a failure).",
"episodes":[
 {"id":"E1","shell":True,"symptom_native_ids":["toolu_01NNd8XEyFBX4DL8zwQuB419"],
  "error_text":"The user doesn't want to proceed with this tool use.","failing_command":"python src/newpipline/llie_project/train.py --pipeline all --epochs 100 --data_root datasets/LOL_dataset 2>&1",
  "resolved":True,"fix":{"native_id":"859782e0-db70-4e1d-8a1a-e96e2cea78d3","kind":"user_fix","entities":["--epochs 200"]},
  "verified_by_native_id":"toolu_01HwGpBmjdtnMA6WfZuvVMpJ","confidence":"medium","masked":False,"expected_failure":False,
  "hard_cases":["retry_still_fails_differently","path_fix"],
  "notes":"User rejection carrying an instruction: the new prompt changes --epochs 100 to 200. The relaunch also changes cwd (cd .../llie_project) and --data_root to ../../../datasets/LOL_dataset. The relaunch is accepted (the rejection story ends) but then fails for a different reason (E2)."},
 {"id":"E2","shell":True,"symptom_native_ids":["toolu_01HwGpBmjdtnMA6WfZuvVMpJ"],"diagnosis_native_ids":["toolu_01CtDbcJ8nNJ2qhW1SXCJqnx"],
  "error_text":"ModuleNotFoundError: No module named 'torch'","failing_command":"python train.py --pipeline all --epochs 200 --data_root ../../../datasets/LOL_dataset 2>&1",
  "resolved":True,"fix":{"native_id":"toolu_018HpT7PUeukWXMRrrVakoh1","kind":"install","entities":["conda activate viv","pip install -r requirements.txt"]},
  "verified_by_native_id":"toolu_018G6dDBEw4euX7oJ1TiWaTk","confidence":"high","masked":False,"expected_failure":False,
  "hard_cases":["install","env_prefix","tool_switch"],
  "notes":"Background failure: exit 1 only in the task-notification; the traceback is read by the diagnosis cat of the task output file (toolu_01CtDbcJ8nNJ2qhW1SXCJqnx). The fix comes from the user's instruction (E3): activate conda env viv inside tmux session viv and pip install -r requirements.txt (toolu_018HpT7PUeukWXMRrrVakoh1, outcome seen in capture-pane toolu_01CCPEbmqAuTB3YwM1mGd8cz), then rerun via tmux send-keys (toolu_01LGhWM7SVkDyhA3oEpGoVh6). capture-pane toolu_018G6dDBEw4euX7oJ1TiWaTk shows 'TRAINING PIPELINE 1' and 'P1 Epoch 1/200'. The CUDA 'driver on your system is too old' text in that output is a warning (falls back to 'Device: cpu'), not a new failure."},
 {"id":"E3","shell":True,"symptom_native_ids":["toolu_01R2EMtkVFmxDzJYsFiNLpai"],
  "error_text":"The user doesn't want to proceed with this tool use.","failing_command":"which python && python --version && pip list 2>/dev/null | grep -i torch; conda env list 2>/dev/null",
  "resolved":True,"fix":{"native_id":"e2444712-3c26-455b-ac10-1c6083e31e19","kind":"user_fix","entities":["tmux viv","conda env viv"]},
  "verified_by_native_id":"toolu_01NtrKbnvUGqKwAhWXHnkkc6","confidence":"high","masked":False,"expected_failure":False,
  "hard_cases":["tool_switch"],
  "notes":"Second user rejection carrying an instruction: instead of probing the environment, use the existing tmux session and conda env 'viv' and install requirements. The agent's tmux has-session call prints 'session exists'."}
],
"pivots":[
 {"native_id":"ab7143fb-7096-4462-a328-a6c9200f7ee6","snippet":"PyTorch isn't installed in the current Python environment"},
 {"native_id":"e2444712-3c26-455b-ac10-1c6083e31e19","snippet":"in tmux viv conda env viv installl requirements"}
],
"reuse":[
 {"entity":"viv","discovered":{"native_id":"e2444712-3c26-455b-ac10-1c6083e31e19","snippet":"conda env viv"},"reused":{"native_id":"toolu_018HpT7PUeukWXMRrrVakoh1","snippet":"conda activate viv"}},
 {"entity":"../../../datasets/LOL_dataset","discovered":{"native_id":"toolu_01HwGpBmjdtnMA6WfZuvVMpJ","snippet":"--data_root ../../../datasets/LOL_dataset"},"reused":{"native_id":"toolu_01LGhWM7SVkDyhA3oEpGoVh6","snippet":"--data_root ../../../datasets/LOL_dataset"}}
]
}
