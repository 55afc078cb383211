"""Labels for codex/unitree-a1__rollout-2026-06-10T21-18-37-….jsonl (hand-made from the raw file)."""
FILE = "codex/unitree-a1__rollout-2026-06-10T21-18-37-019eb178-626c-7d32-b5e8-99b8fc291bac.jsonl"
T = {}
def ep(id, sym, err, cmd, resolved, fix, ver, conf, masked, hard, notes, shell=True, tool=None, expected=False):
    e = {"id": id, "symptom_native_ids": sym, "error_text": err, "failing_command": cmd, "resolved": resolved, "fix": fix,
         "verified_by_native_id": ver, "confidence": conf, "masked": masked, "expected_failure": expected,
         "hard_cases": hard, "notes": notes, "shell": shell}
    if tool: e["symptom_tool"] = tool
    return e
ESC = "call_Nzi9jcpB26PVWcuXhZqDPvlY"
EPISODES = [
 ep("E1", ["call_cJc4U947TLusjPF3ri8K0C8Q"], "Cannot open netlink socket: Operation not permitted", "ip -brief addr", True,
    {"native_id": ESC, "kind": "sandbox_escalation", "entities": ["require_escalated", "sandbox_permissions"]},
    "call_gP9GVMhrzc2BBnUXRZO4yio2", "high", False, ["permission", "config_change"],
    "workspace-write sandbox with network_access false refuses the netlink socket. The agent first reads /sys/class/net and "
    "/proc/net/* (line:70-72, allowed but empty of routes), then opens an escalated interactive bash (`bash` with tty, "
    "sandbox_permissions=require_escalated, justification) and reruns `ip -brief addr` through write_stdin (line:104), which "
    "lists the interfaces. The verifying call is a write_stdin continuation, not a new exec_command."),
 ep("E2", ["call_bYsYTuymQxYsooXA0rltPjjj"], "ping: socket: Operation not permitted", "ping -c 2 -W 1 192.168.123.161", True,
    {"native_id": ESC, "kind": "sandbox_escalation", "entities": ["require_escalated"]}, "call_V1QBWtooCP0aqfMx56mA1rMa",
    "high", False, ["permission", "config_change", "retry_still_fails_differently"],
    "Same sandbox block as E1 (parallel call). Inside the escalated shell ping runs (line:108) — and fails differently: 100% "
    "packet loss (E4)."),
 ep("E3", ["call_KVK5QE32E9d5tGzXO79nQuXq"], "sed: can't read /home/unitree/unitree_legged_sdk/examples/udp_recv_test.cpp: No such file or directory",
    "sed -n '1,240p' /home/unitree/unitree_legged_sdk/examples/udp_recv_test.cpp", True,
    {"native_id": "call_r1zDcVUHj2tYowqwrhtCNGoK", "kind": "path_fix", "entities": ["multi_pc_udp_recv.cpp"]},
    "call_r1zDcVUHj2tYowqwrhtCNGoK", "high", False, ["path_fix"],
    "The agent guessed the source name from the binary name build/udp_recv_test. The CMakeLists read in the same batch "
    "(call_FXyMlrRMaEFFPxvBTb0p1HjT) maps it: `add_executable(udp_recv_test examples/multi_pc_udp_recv.cpp)`; the next batch "
    "reads examples/multi_pc_udp_recv.cpp."),
 ep("E4", ["call_V1QBWtooCP0aqfMx56mA1rMa"], "2 packets transmitted, 0 received, 100% packet loss", None, False, None, None,
    "high", True, ["gave_up"],
    "Inside the escalated tty shell (write_stdin, no exit code: the poll says 'Process running'). Diagnosis: eth0 is DOWN "
    "(line:115/119), /etc/network/interfaces expects eth0 192.168.123.12/24 (line:137), `ip route get 192.168.123.161` goes via "
    "wlan0 (line:157). Bringing eth0 up needs sudo, which wants a password (E6). The final message (line:181) hands the two "
    "sudo commands to the user: never resolved.", shell=False, tool="write_stdin"),
 ep("E5", ["call_2NWrqckYLV1ZDRvcnW4mIrRZ"], "timeout: failed to run command ‘strace’: No such file or directory",
    "timeout 6s strace -f -e trace=sendto,recvfrom /home/unitree/unitree_legged_sdk/build/example_walk", True,
    {"native_id": "call_UmwvnmXEEg5V1D1sxlQ1IVBc", "kind": "tool_switch", "entities": ["ip route get", "strace"]},
    "call_UmwvnmXEEg5V1D1sxlQ1IVBc", "medium", False, ["tool_switch"],
    "strace is not installed (`which strace` prints nothing, line:153; tcpdump is missing too). Instead of tracing "
    "example_walk's sendto, the agent answers 'where would the packets go' with `ip route get 192.168.123.161` (via wlan0). "
    "Same goal by another tool, but not the same evidence: medium.",
    shell=False, tool="write_stdin"),
 ep("E6", ["call_idBhN1tl2R3RmG2yeFhifxAX"], "sudo: a password is required", "sudo -n true; echo $?", False, None, None,
    "high", True, ["permission", "gave_up"],
    "Probe whether non-interactive sudo is allowed (prints 1). It blocks the only fix for E4 (ip link set eth0 up); the agent "
    "gives up on it and asks the user.", shell=False, tool="write_stdin"),
 ep("E7", ["call_ngRgiAsxySv6cTOLm4z4Jv2z", "call_WbiHKzBCr5pyOT0mrxQAaevp"], "124", "timeout 5s /home/unitree/unitree_legged_sdk/build/example_walk", False,
    None, None, "high", False, ["intended_failure"],
    "`echo $?` prints 124 after `timeout 5s example_walk` — the agent bounded the never-ending control loop on purpose "
    "(line:161 says it only wants to see the program start). Intended, not a symptom: no fix link.",
    shell=False, tool="write_stdin", expected=True),
]
PIVOTS = [
 {"native_id": "line:69", "snippet": "サンドボックス側で `ip` と `ping` のソケット操作が遮断されました。"},
 {"native_id": "line:97", "snippet": "A1 への UDP 通信はサンドボックス外でないと確認できません。"},
 {"native_id": "line:161", "snippet": "経路は `wlan0 -> 192.168.1.1` に出ており、A1 直結の `eth0` には向いていません。"},
 {"native_id": "line:147", "snippet": "`sudo` はパスワード要求で止まるため、こちらだけでは `eth0` を上げられません。"},
]
REUSE = [
 {"entity": "examples/multi_pc_udp_recv.cpp",
  "discovered": {"native_id": "call_FXyMlrRMaEFFPxvBTb0p1HjT", "snippet": "add_executable(udp_recv_test examples/multi_pc_udp_recv.cpp)"},
  "reused": {"native_id": "call_r1zDcVUHj2tYowqwrhtCNGoK", "snippet": "sed -n '1,260p' /home/unitree/unitree_legged_sdk/examples/multi_pc_udp_recv.cpp"}},
 {"entity": "/home/unitree/unitree_legged_sdk/examples/example_walk.cpp",
  "discovered": {"native_id": "call_Rdixflz35TymPysVhtzFPl6L", "snippet": "/home/unitree/unitree_legged_sdk/examples/example_walk.cpp"},
  "reused": {"native_id": "call_49LUzwwRIeUUtibSBJQWw7yX", "snippet": "sed -n '1,260p' /home/unitree/unitree_legged_sdk/examples/example_walk.cpp"}},
 {"entity": "192.168.123.12/24",
  "discovered": {"native_id": "call_frHTZZTOIMTg9HFROg2EOl11", "snippet": "address 192.168.123.12"},
  "reused": {"native_id": "line:181", "snippet": "sudo ip addr replace 192.168.123.12/24 dev eth0"}},
]
ENTRY = {
 "format": "codex-rollout-jsonl (codex-tui 0.139.0, Linux aarch64 Jetson, workspace-write sandbox without network, "
           "exec_command + write_stdin tty session, no exec_command_end events)",
 "counts_notes": ("28 exec_command function_calls (shell_commands); 16 write_stdin calls are continuations of the one escalated "
   "`bash` session (call_Nzi9jcpB26PVWcuXhZqDPvlY) and are not counted. This Codex version writes NO exec_command_end "
   "events: exit codes come only from the 'Process exited with code N' header of function_call_output. The escalated bash "
   "call returns 'Process running with session ID 89434'; its exit code (0) arrives in the output of the last write_stdin "
   "(call_rLY6LhP2thATcSgxAhDA3eyh, after `exit`). Commands typed into that session have no exit codes of their own (the "
   "agent reads `echo $?` by hand once: 124, E7), so their failures (E4-E6) are shell:false write_stdin symptoms. Failed (6): "
   "two `git -C … status` in a directory that is not a repository (128, expected probes), `find /home/unitree … 2>/dev/null` "
   "exit 1 that nevertheless printed the file it looked for (unreadable dirs; harmless, expected), and three real failures "
   "(E1, E2, E3). Exit unknown: none. Masked shell commands: none."),
 "notes": ("Japanese user (typed in romaji) asks Codex on the robot's Jetson to run Unitree's example_walk and make the A1 "
   "quadruped move. The agent finds the SDK outside the catkin workspace, hits the network sandbox (netlink/ping 'Operation "
   "not permitted'), opens an escalated interactive bash and diagnoses that the robot is unreachable (eth0 down, route via "
   "wlan0, sudo needs a password). It never moves the robot: ends by handing sudo commands to the user. Interesting for: exit "
   "codes split between exec_command and write_stdin outputs, a tty session whose inner failures carry no exit code, "
   "harmless non-zero (find over $HOME) and an intended timeout 124. Second session of this repo: "
   "unitree-a1__rollout-2026-06-10T21-29-17 (11 minutes later, same task, same sandbox wall)."),
 "failed_ids": ["call_HcSLAOLprmmsL7K8n8ten0MM", "call_IMctlOWaVCw9Ocagkb2ykvzD", "call_Rdixflz35TymPysVhtzFPl6L",
                "call_cJc4U947TLusjPF3ri8K0C8Q", "call_bYsYTuymQxYsooXA0rltPjjj", "call_KVK5QE32E9d5tGzXO79nQuXq"],
 "expected_ids": ["call_HcSLAOLprmmsL7K8n8ten0MM", "call_IMctlOWaVCw9Ocagkb2ykvzD", "call_Rdixflz35TymPysVhtzFPl6L"],
 "unknown_ids": [],
 "episodes": EPISODES, "pivots": PIVOTS, "reuse": REUSE,
}
ENTRY["failed"] = ENTRY.pop("failed_ids"); ENTRY["expected"] = ENTRY.pop("expected_ids"); ENTRY["unknown"] = ENTRY.pop("unknown_ids")
