"""Labels for claude_code/telecom-mobile__65d503bc-….jsonl (hand-made from the raw file)."""
FILE = "claude_code/telecom-mobile__65d503bc-455b-401c-af43-2bf70a75fdf0.jsonl"
T = {}
def ep(id, sym, err, cmd, resolved, fix, ver, conf, masked, hard, notes, shell=True, tool=None, expected=False):
    e = {"id": id, "symptom_native_ids": sym, "error_text": err, "failing_command": cmd, "resolved": resolved, "fix": fix,
         "verified_by_native_id": ver, "confidence": conf, "masked": masked, "expected_failure": expected,
         "hard_cases": hard, "notes": notes, "shell": shell}
    if tool: e["symptom_tool"] = tool
    return e
EPISODES = [
 ep("E1", ["toolu_01USg1USZ5wjeGu4i4jcqBHQ", "toolu_018rM26VBn23And6v2erycBg"],
    "tls: failed to verify certificate: x509: OSStatus -26276", "gh pr view 1972 --repo utilitywarehouse/telecom-mobile", True,
    {"native_id": "41f06a46-948e-41dc-9f4e-c76026695de1", "kind": "user_fix", "entities": ["gh pr view 1972", "utilitywarehouse/telecom-mobile#1972"]},
    "41f06a46-948e-41dc-9f4e-c76026695de1", "medium", False, ["permission", "tool_switch"],
    "Claude Code's macOS sandbox makes Go's TLS verification fail (x509 OSStatus -26276) for `gh`. The agent retries "
    "through an Agent subagent (toolu_018rM26VBn23And6v2erycBg, same failure, reported in prose), guesses VPN/proxy, and "
    "proposes the `!` prefix so the user runs it in their own shell. The user first sends it wrapped in backticks, then "
    "as plain text '! gh pr view …' (neither is executed — no <bash-input> record appears), and finally pastes the "
    "output from their own terminal (a 326 KB user message with the whole PR). The PR content is thus obtained by a "
    "user-side run: fix and proof are the same user message. Same failure and fix mechanism as the `go build` module "
    "download in telecom-mobile__9ec57d73."),
]
PIVOTS = [
 {"native_id": "9d668902-786b-49fe-adde-e68c438bd7c2", "snippet": "you can run `! gh pr view 1972 --repo utilitywarehouse/telecom-mobile` yourself in the terminal"},
]
REUSE = [
 {"entity": "`!` prefix to run in the user's shell",
  "discovered": {"native_id": "9d668902-786b-49fe-adde-e68c438bd7c2", "snippet": "`! gh pr view 1972 --repo utilitywarehouse/telecom-mobile`"},
  "reused": {"native_id": "7398a21e-f72f-4615-afe4-e0f87e15d91f", "snippet": "! gh pr view 1972 --repo utilitywarehouse/telecom-mobile"}},
]
ENTRY = {
 "format": "claude-code-jsonl (Claude Code 2.1.145 cli, claude-sonnet-4-6, macOS with the Bash sandbox; mostly Q&A)",
 "counts_notes": ("1 Bash tool_use (gh pr view), failed (is_error true, exit 1). One Agent call whose subagent hits the "
   "same error (result text only, is_error null). The user's '! gh pr view …' lines are plain-text user messages, not "
   "bash-mode records, so nothing ran and nothing is counted. A single pasted user message is 326 KB of the 400 KB file "
   "(the PR description and diff). The rest is protobuf/gRPC Q&A without tools."),
 "notes": ("Short telecom-mobile session: review PR #1972. The only command is blocked by the sandbox's TLS failure; the "
   "agent hands the command to the user, who after two attempts to use `!` pastes the output themselves. Then a "
   "conversation about proto messages/options/rpc and Kafka 'Sync' producers. Useful as a negative-ish control (one "
   "failure, fixed by the user) and for the x509 sandbox signature shared with the 9ec57d73 session."),
 "failed": ["toolu_01USg1USZ5wjeGu4i4jcqBHQ"],
 "expected": [],
 "unknown": [],
 "episodes": EPISODES, "pivots": PIVOTS, "reuse": REUSE,
}
