"""Labels for codex/unitree-a1__rollout-2026-06-10T18-05-09-….jsonl (hand-made from the raw file)."""
FILE = "codex/unitree-a1__rollout-2026-06-10T18-05-09-019eb0c7-4503-7c00-83c2-d6e629b4d4bb.jsonl"
T = {}
def ep(id, sym, err, cmd, resolved, fix, ver, conf, masked, hard, notes, shell=True, tool=None, expected=False):
    e = {"id": id, "symptom_native_ids": sym, "error_text": err, "failing_command": cmd, "resolved": resolved, "fix": fix,
         "verified_by_native_id": ver, "confidence": conf, "masked": masked, "expected_failure": expected,
         "hard_cases": hard, "notes": notes, "shell": shell}
    if tool: e["symptom_tool"] = tool
    return e
EPISODES = [
 ep("E1", ["call_zdHvYqDob0aGlzOovfWx4gGL"], "dpkg-query: no packages found matching ibus-mozc",
    "dpkg -l ibus-mozc mozc-utils-gui language-pack-ja language-pack-gnome-ja fonts-noto-cjk", True,
    {"native_id": "call_6E1midhKhGw5KnoMQ9wT0QJ3", "kind": "install", "entities": ["apt-get install", "ibus-mozc", "require_escalated"]},
    "call_zgiLUVg3RuWJ21fNBvsLpE15", "high", False, ["install", "permission"],
    "The user (typing romaji because Japanese input is broken, line:21) reports the problem; dpkg exits 1 because the Mozc "
    "engine and Japanese language packs are not installed (only fonts-noto-cjk is). The agent requests escalation up front "
    "(sandbox_permissions=require_escalated, a justification and prefix_rule sudo apt-get) for `sudo apt-get update && "
    "sudo apt-get install -y …`; the call runs as a session (exit 0 arrives in the write_stdin poll "
    "call_7mo9Q7nSOqYjmfCrT3WHSsVv). apt-get update prints a ROS repository EXPKEYSIG GPG warning (W:, exit still 0): "
    "harmless, the agent says so at line:69. The same dpkg query afterwards lists 'ii  ibus-mozc'."),
 ep("E2", ["call_WLXmnvStRl5fUBuwWn80aaU3", "call_u0PUEvbXaiYlorTwizEbpwCp"], "Can't connect to IBus.", "ibus list-engine", False,
    {"native_id": "call_0cuAjN7cUSwZvytYJeSRH7vS", "kind": "command_change", "entities": ["ibus-daemon -drx"]}, None,
    "medium", False, [],
    "No IBus daemon is running (the `ps -ef | rg '[i]bus|[m]ozc'` probes exit 1 with no match, call_GR2ilVpvPl2NGkLOpOEgY8vL "
    "and call_smtgG5nsmp62u9YA6UI917jE — expected no-match exits, they show the daemon is absent). `ibus-daemon -drx` exits "
    "0 but the daemon dies at once (line:125 'ibus-daemon がすぐ終了しています'), so `ibus list-engine` fails the same way. "
    "The agent is still inspecting the bus file and /run/user/1000 when the file ends (no task_complete; the rollout is "
    "NUL-padded after the last record). The sandbox made /run/user/1000 read-only ('dconf-CRITICAL … Read-only file "
    "system', line:48) — a plausible cause the agent never named. Unresolved, not given up (cut off)."),
]
PIVOTS = [
 {"native_id": "line:53", "snippet": "日本語変換エンジンの `ibus-mozc` が未インストールで、`ibus` デーモンも今は動いていません。"},
 {"native_id": "line:125", "snippet": "`ibus-daemon` がすぐ終了しています。"},
]
REUSE = [
 {"entity": "missing Japanese input packages",
  "discovered": {"native_id": "call_zdHvYqDob0aGlzOovfWx4gGL", "snippet": "dpkg-query: no packages found matching mozc-utils-gui"},
  "reused": {"native_id": "call_6E1midhKhGw5KnoMQ9wT0QJ3", "snippet": "sudo apt-get install -y ibus-mozc mozc-utils-gui language-pack-ja language-pack-gnome-ja"}},
 {"entity": "ibus bus file path",
  "discovered": {"native_id": "call_uTrB9ZgYUM3UqrGiKqMNVGBY", "snippet": "a3d9197b765643568af09eb2bd3e5ce7-unix-0"},
  "reused": {"native_id": "call_2YFCWnoupxQMIkc3uJmWmIO3", "snippet": "cat /home/unitree/.config/ibus/bus/a3d9197b765643568af09eb2bd3e5ce7-unix-0"}},
]
ENTRY = {
 "format": "codex-rollout-jsonl (codex-tui 0.139.0, Linux aarch64 Jetson, Ubuntu 18.04, workspace-write sandbox; file "
           "ends in 3772 NUL bytes after the last complete record)",
 "counts_notes": ("26 exec_command function_calls; 5 write_stdin polls continue the escalated apt-get session (exit 0 in "
   "the last poll). No exec_command_end events. HOSTILE TAIL: the blob is 155648 bytes = 38 × 4096; after the last "
   "newline (byte 151876) come 3772 NUL bytes and no newline — the robot lost power while Codex was writing. A reader "
   "must skip or flag that 'line' (line index 133) and keep the 133 real records. The session ends mid-turn (no "
   "task_complete for the 3rd turn). Failed (7): four expected probes — `which fcitx5` (1), two `ps -ef | rg …` no-match "
   "(1), `ls -la ~/.xinputrc …` (2, file absent) — and three real (dpkg -l exit 1, two `ibus list-engine` exit 1). Exit "
   "unknown: none. Masked: none (the exit-0 `ibus-daemon -drx` whose daemon dies is part of E2 as the attempted fix)."),
 "notes": ("Third session of the unitree-A1 repo (earliest of the three, same Jetson): the user greets Codex twice, then "
   "asks in romaji to fix Japanese input. The agent finds Ubuntu 18.04 with ibus but no Mozc engine, installs "
   "ibus-mozc and Japanese language packs through an escalated `sudo apt-get` (works, despite an expired ROS repo key "
   "warning), then cannot get ibus-daemon to stay up; the file is cut off mid-diagnosis by a power loss (NUL-padded "
   "tail). Cross-session: the same 'missing system package → apt-get install' fix as the two vps-config sessions."),
 "failed": ["call_PGiOndqwd93ugtcUXsfM1F72", "call_WLXmnvStRl5fUBuwWn80aaU3", "call_zdHvYqDob0aGlzOovfWx4gGL",
            "call_GR2ilVpvPl2NGkLOpOEgY8vL", "call_C9zdbfIJr0PPon2ayT5T3jl8", "call_u0PUEvbXaiYlorTwizEbpwCp",
            "call_smtgG5nsmp62u9YA6UI917jE"],
 "expected": ["call_PGiOndqwd93ugtcUXsfM1F72", "call_GR2ilVpvPl2NGkLOpOEgY8vL", "call_C9zdbfIJr0PPon2ayT5T3jl8",
              "call_smtgG5nsmp62u9YA6UI917jE"],
 "unknown": [],
 "episodes": EPISODES, "pivots": PIVOTS, "reuse": REUSE,
}
