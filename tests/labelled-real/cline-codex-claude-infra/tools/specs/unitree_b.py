"""Labels for codex/unitree-a1__rollout-2026-06-10T21-29-17-….jsonl (hand-made from the raw file)."""
FILE = "codex/unitree-a1__rollout-2026-06-10T21-29-17-019eb182-25a9-7f12-b036-4cd105c211d8.jsonl"
T = {}
def ep(id, sym, err, cmd, resolved, fix, ver, conf, masked, hard, notes, shell=True, tool=None, expected=False):
    e = {"id": id, "symptom_native_ids": sym, "error_text": err, "failing_command": cmd, "resolved": resolved, "fix": fix,
         "verified_by_native_id": ver, "confidence": conf, "masked": masked, "expected_failure": expected,
         "hard_cases": hard, "notes": notes, "shell": shell}
    if tool: e["symptom_tool"] = tool
    return e
EPISODES = [
 ep("E1", ["call_SNW2ejvGtjsCkjfHHu7B7DZg"], "ls: cannot access '/home/unitree/laikago_sdk/build': No such file or directory",
    "ls -la /home/unitree/laikago_sdk/build", True,
    {"native_id": "call_cX50C34OSpRgII3KmJl5LhKe", "kind": "path_fix", "entities": ["/home/unitree/unitree_legged_sdk/build"]},
    "call_cX50C34OSpRgII3KmJl5LhKe", "medium", False, ["path_fix"],
    "The package README (read at line:44) says to start the robot server from ~/laikago_sdk/build; that directory does not "
    "exist on this Jetson. The agent drops it and runs example_walk from /home/unitree/unitree_legged_sdk/build (workdir of "
    "line:80), where the binary starts and prints its banner. The agent never comments on the missing dir: medium."),
 ep("E2", ["call_cX50C34OSpRgII3KmJl5LhKe"], "Error: Socket init failed.", "printf '\\n' | timeout 5s ./example_walk", False,
    {"native_id": "call_ECMnfq7yi2q9QigD91GqaYOW", "kind": "sandbox_escalation", "entities": ["require_escalated", "prefix_rule"]},
    None, "high", False, ["permission", "config_change"],
    "Exit 254. The binary needs a UDP socket, which the workspace-write sandbox (network off) refuses. The agent reruns "
    "`./example_walk` with sandbox_permissions=require_escalated, a justification and a prefix_rule (line:86) — the file ends "
    "there with no output for that call (exit unknown), so the fix is unverified. Trap: the same output starts with "
    "'/home/unitree/.bash_profile: line 1: souce: command not found' (a typo in the user's profile, printed because of "
    "tty:true); it is not the cause of exit 254 and must not become a 'command not found' symptom."),
]
PIVOTS = [
 {"native_id": "line:61", "snippet": "`example_walk` は `unitree_legged_sdk` 側にあり、ビルド済みバイナリも見つかりました。"},
 {"native_id": "line:85", "snippet": "サンドボックス内では `Socket init failed` で止まりました。"},
]
REUSE = [
 {"entity": "/home/unitree/unitree_legged_sdk/build/example_walk",
  "discovered": {"native_id": "call_VhVbNmKtmBLPpEZexwd3wGwa", "snippet": "/home/unitree/unitree_legged_sdk/build/example_walk"},
  "reused": {"native_id": "call_cX50C34OSpRgII3KmJl5LhKe", "snippet": "/home/unitree/unitree_legged_sdk/build"}},
]
ENTRY = {
 "format": "codex-rollout-jsonl (codex-tui 0.139.0, Linux aarch64 Jetson, workspace-write sandbox without network, "
           "no exec_command_end events, ends mid-call)",
 "counts_notes": ("20 exec_command function_calls (shell_commands); 1 write_stdin poll (call_VhVbNmKtmBLPpEZexwd3wGwa) "
   "continues `find /home/unitree …` (call_KSrYOMSSkfowmTv7hpJ33o2k), which first returned 'Process running with session "
   "ID 84892'; its exit code 1 is in the poll's output and belongs to the find call. No exec_command_end events in this "
   "version. Failed (7): five expected — three no-match searches (two `rg -n` exit 1, `find … | rg` exit 1), `which "
   "example_walk` exit 1 (not on PATH: probe) and the $HOME find that exits 1 on 'Permission denied' dirs while printing "
   "the matches — and two real (E1 ls exit 2, E2 example_walk exit 254). Exit unknown (1): the last call "
   "call_ECMnfq7yi2q9QigD91GqaYOW has no function_call_output (21 function_calls incl. the write_stdin, 20 outputs): the session was copied while it ran."),
 "notes": ("Same user, same robot and cwd as unitree-a1__rollout-2026-06-10T21-18-37, 11 minutes later, a fresh Codex session "
   "asked again to run example_walk itself. With no memory of the first session it rediscovers everything: six searches "
   "rooted in the catkin workspace find nothing (no-match exits, not symptoms) until a search over /home/unitree finds the "
   "SDK build; it runs the binary inside the sandbox, gets 'Socket init failed' (the same network sandbox wall the first "
   "session hit with ip/ping) and requests escalation; the file ends before the escalated run returns. A good pair for "
   "cross-session knowledge: the first session's findings (SDK path, sandbox blocks sockets) would have saved most of this one."),
 "failed": ["call_4buNhtF02Imlu84FPQLgZAVC", "call_svkt7NLXwYyZ6rdC7ZIlOpiG", "call_tlFPEXz6jMmwfbq9NAo9s3gh",
            "call_ki2R8wLnjv2P6jzxl2UC21qr", "call_KSrYOMSSkfowmTv7hpJ33o2k", "call_SNW2ejvGtjsCkjfHHu7B7DZg",
            "call_cX50C34OSpRgII3KmJl5LhKe"],
 "expected": ["call_4buNhtF02Imlu84FPQLgZAVC", "call_svkt7NLXwYyZ6rdC7ZIlOpiG", "call_tlFPEXz6jMmwfbq9NAo9s3gh",
              "call_ki2R8wLnjv2P6jzxl2UC21qr", "call_KSrYOMSSkfowmTv7hpJ33o2k"],
 "unknown": ["call_ECMnfq7yi2q9QigD91GqaYOW"],
 "episodes": EPISODES, "pivots": PIVOTS, "reuse": REUSE,
}
