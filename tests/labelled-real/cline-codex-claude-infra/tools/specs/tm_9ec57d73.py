"""Labels for claude_code/telecom-mobile__9ec57d73-….jsonl (hand-made from the raw file)."""
FILE = "claude_code/telecom-mobile__9ec57d73-cde0-46b6-bb65-ddd140bb5bab.jsonl"
T = {}
def ep(id, sym, err, cmd, resolved, fix, ver, conf, masked, hard, notes, shell=True, tool=None, expected=False):
    e = {"id": id, "symptom_native_ids": sym, "error_text": err, "failing_command": cmd, "resolved": resolved, "fix": fix,
         "verified_by_native_id": ver, "confidence": conf, "masked": masked, "expected_failure": expected,
         "hard_cases": hard, "notes": notes, "shell": shell}
    if tool: e["symptom_tool"] = tool
    return e
EPISODES = [
 ep("E1", ["toolu_01K3j8uvcieeASvUsXjCdX8Q", "toolu_014ck1wq2981aEzNZJ7uhggM"],
    "tls: failed to verify certificate: x509: OSStatus -26276", "go build ./services/handset/internal/storage/... 2>&1", True,
    {"native_id": "c8b17b5a-1765-4f5e-978d-131d357fa16d", "kind": "user_fix", "entities": ["go test ./services/handset/internal/storage/..."]},
    "f3290525-aef2-4c9a-ae1d-62a06b6f894d", "medium", False, ["permission", "retry_still_fails_differently"],
    "After writing Ginkgo tests, go build and go test need to download a private module through proxy.golang.org, and "
    "Claude Code's macOS sandbox breaks TLS verification (x509 OSStatus -26276). The agent: 'Network/cert issue in the "
    "sandbox, not a code problem' and hands the command to the user (line:233). The user's own run (pasted, line:238) "
    "no longer shows the x509 error but fails differently (E2). Same signature and fix mechanism as gh in "
    "telecom-mobile__65d503bc."),
 ep("E2", ["f3290525-aef2-4c9a-ae1d-62a06b6f894d"], "fatal: could not read Username for 'https://github.com': terminal prompts disabled",
    None, False,
    {"native_id": "b86324e5-503f-4f7a-a398-baef207a6c6a", "kind": "config_change", "entities": ["insteadOf", "git@github.com:utilitywarehouse/"]},
    None, "medium", False, ["config_change"],
    "User-pasted go test output: go falls back to `git ls-remote` over HTTPS for the private utilitywarehouse module and has "
    "no credentials. Advice chain, all in assistant text: GONOSUMCHECK/GOFLAGS (line:240), `go env -w "
    "GOPRIVATE=github.com/utilitywarehouse` (line:246/252; the user says 'ok done now what'), then at the user's request "
    "`git config --global url.\"git@github.com:utilitywarehouse/\".insteadOf \"https://github.com/utilitywarehouse/\"` "
    "(line:267). The user moves on to another topic without re-running the tests: unverified.",
    shell=False, tool="user_report"),
 ep("E3", ["a80f5fed-3fdd-497f-b83d-4fdec275183b"], "Usage: handset [OPTIONS] COMMAND [arg...]", None, True,
    {"native_id": "33ac336d-0a19-43a7-b70e-c05f455e26a6", "kind": "command_change", "entities": ["api", "go run ./services/handset/cmd/handset/..."]},
    "2bba3f42-e627-4d6c-9334-0eb619c9519e", "medium", False, ["flag_removed", "retry_still_fails_differently"],
    "The user runs the service without a mow.cli sub-command and gets the usage text. The agent says to add `api`; the "
    "user's next run (line:332, `… api` at the end) gets past argument parsing and fails differently (E4)."
    , shell=False, tool="user_report"),
 ep("E4", ["2bba3f42-e627-4d6c-9334-0eb619c9519e"], "invalid api configuration fatal=\"eligibility callback secret is required\"",
    None, False, {"native_id": "3e0e9316-f22a-4a50-b1cd-bf7c4e7a8fe0", "kind": "request_fix", "entities": ["ELIGIBILITY_CALLBACK_SECRET"]},
    None, "medium", False, ["config_change"],
    "Panic at startup for a missing required option. The agent reads cmd/handset/api.go and lists every required env var "
    "for api mode; the user changes topic (buf-gen), nothing is re-run.", shell=False, tool="user_report"),
 ep("E5", ["50d240c7-26a7-42ae-b1dc-b979f4845845"], "fatal: could not read Password for 'https://github.com': terminal prompts disabled",
    None, False,
    {"native_id": "toolu_01HDyEjPgZUunhYSTVSHhmUS", "kind": "edit_file", "entities": ["buf.Dockerfile", "--mount=type=secret,id=gh_auth_token"]},
    None, "medium", False, ["edit_then_retry", "config_change"],
    "User-pasted `make buf-gen` Docker build failure (go install of a private protoc plugin). Diagnosis (line:357): the "
    "secret-mounted `git config … insteadOf` runs in a separate RUN layer from the `go install`s, so the credential is "
    "gone; `gh auth status` (pasted by the user) shows the token has repo scope. After a detour (manual buf generate, "
    "cloning proto deps over SSH) the user asks to fix the image; the agent merges the RUN layers (Edit of "
    "buf.Dockerfile) and says 'Try make buf-gen now' — no run follows. Same kind as E2 (private GitHub over HTTPS "
    "without credentials), different place.", shell=False, tool="user_report"),
]
PIVOTS = [
 {"native_id": "e25c0ebb-d175-4de9-b55c-4015ad65e134", "snippet": "Network/cert issue in the sandbox, not a code problem."},
 {"native_id": "038ff302-2cfc-4e5f-a88c-e1c39d262980", "snippet": "they're separate `RUN` layers so the git config doesn't persist"},
]
REUSE = [
 {"entity": "ssh instead of https for utilitywarehouse repos",
  "discovered": {"native_id": "51cf019a-232b-4002-a2f5-2352bbe6e24e", "snippet": "Git operations protocol: ssh"},
  "reused": {"native_id": "e34a794a-a0d9-4d3a-94cc-a1a642db7e0e", "snippet": "since your git protocol is SSH, prefix them with `git@github.com:` instead of `https://`"}},
 {"entity": "nowFunc pattern",
  "discovered": {"native_id": "toolu_01EHMqTCkhobRpNRijPn75nZ", "snippet": "nowFunc func() time.Time,"},
  "reused": {"native_id": "toolu_01SumKs8W53W6sNSfgWTohzn", "snippet": "nowFunc = func() time.Time { return testNow }"}},
]
ENTRY = {
 "format": "claude-code-jsonl (Claude Code 2.1.145 cli, claude-sonnet-4-6, macOS with the Bash sandbox; long "
           "conversational session, /clear at the start)",
 "counts_notes": ("29 Bash tool_use blocks; failed (is_error true): 2, both the sandbox x509 failure (go build, go test). "
   "Exit unknown: none. Most failures in this session are user-reported: the user runs commands in their own terminal "
   "and pastes prompt + output as plain user text (E2-E5); none of those are agent commands. Records: /clear "
   "local-command records at the start (<local-command-caveat>, <command-name>/clear</command-name>, system "
   "local_command), one Explore Agent call, ai-title/last-prompt/permission-mode repeated between turns."),
 "notes": ("Go work session in utilitywarehouse/telecom-mobile (handset service, Mongo): implement "
   "CustomerHasDeclinedContract with the repo's nowFunc pattern, add an index, write Ginkgo tests, then try to run "
   "the service and the proto generator locally. Failures: the sandbox breaks TLS for private module downloads "
   "(agent-run, x509), private GitHub over HTTPS without credentials twice (go test on the user's machine, the "
   "buf-gen Docker build), a missing CLI sub-command and a missing required secret. Most fixes are advice that the "
   "transcript never confirms — good unresolved/unverified cases. Cross-session: the x509 sandbox failure recurs in "
   "telecom-mobile__65d503bc."),
 "failed": ["toolu_01K3j8uvcieeASvUsXjCdX8Q", "toolu_014ck1wq2981aEzNZJ7uhggM"],
 "expected": [],
 "unknown": [],
 "episodes": EPISODES, "pivots": PIVOTS, "reuse": REUSE,
}
