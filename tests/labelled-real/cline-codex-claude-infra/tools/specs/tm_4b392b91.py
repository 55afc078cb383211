"""Labels for claude_code/telecom-mobile__4b392b91-….jsonl (hand-made from the raw file)."""
FILE = "claude_code/telecom-mobile__4b392b91-9c7e-482c-a2e2-ff42fff36465.jsonl"
T = {}
def ep(id, sym, err, cmd, resolved, fix, ver, conf, masked, hard, notes, shell=True, tool=None, expected=False):
    e = {"id": id, "symptom_native_ids": sym, "error_text": err, "failing_command": cmd, "resolved": resolved, "fix": fix,
         "verified_by_native_id": ver, "confidence": conf, "masked": masked, "expected_failure": expected,
         "hard_cases": hard, "notes": notes, "shell": shell}
    if tool: e["symptom_tool"] = tool
    return e
EPISODES = [
 ep("E1", ["toolu_0172WvUu32VPWQumCXeDyesU"], "Operation not permitted",
    "cat /Users/dumitruvulpe/.claude/projects/-Users-dumitruvulpe-uw-telecom-mobile/4b392b91-9c7e-482c-a2e2-ff42fff36465/tool-results/bkmvnqehf.txt",
    True, {"native_id": "toolu_01H7GyKndmjquHHDFTB82CD2", "kind": "tool_switch", "entities": ["git diff HEAD --"]},
    "toolu_01H7GyKndmjquHHDFTB82CD2", "high", False, ["permission", "tool_switch"],
    "`git diff HEAD` was too large and Claude Code saved it as <persisted-output> under ~/.claude/projects/…/tool-results; "
    "the Bash sandbox does not allow reading that file back. The agent instead diffs a few files at a time (`git diff "
    "HEAD -- <files>`), which works."),
 ep("E2", ["toolu_01Vv61KWnZSxKiPaDWHt5SoT"], "--- FAIL: TestResolver (0.01s)",
    "go test ./services/public-graphql/internal/graph/... ./services/handset/internal/service/... 2>&1", True,
    {"native_id": "toolu_01GDRCvT1zJPDnoYjXPb16tz", "kind": "edit_file", "entities": ["mockServiceIsOwnedByCustomer", "schema.resolvers_test.go"]},
    "toolu_01KyqFASqChkw8MeQkjKCPyB", "high", False, ["edit_then_retry"],
    "A review fix added an ownership check (isServiceOwnedByCustomer → GetServices) to the resolver; the Ginkgo test has "
    "no expectation for it. The agent looks up the existing helper and adds the mock setup to the test; the same go test "
    "passes."),
 ep("E3", ["toolu_01XaA6WCxvWDhyS4jQ3a5JvY"], "missing ',' before newline in composite literal",
    "go test ./services/public-graphql/internal/graph/... 2>&1 | tail -20", True,
    {"native_id": "toolu_0196D7wqhHLJNYpFGWfhAssN", "kind": "edit_file", "entities": ["schema.resolvers_test.go"]},
    "toolu_01Dvwok7RYm7E8Ff1tWYpzPY", "high", True, ["masked", "edit_then_retry", "retry_still_fails_differently"],
    "Masked by `| tail -20` (is_error false): '[setup failed]' because the agent's own previous Edit of the test "
    "(toolu_014QkPJrNQXQv3FcKy8PTVEs) left a syntax error. The first repair Edit fails (E4); after a fresh Read the second "
    "Edit lands and the next run compiles — and fails differently (E5)."),
 ep("E4", ["toolu_01EkS6o7PTwRmJQtsntt46HP"], "String to replace not found in file.", None, True,
    {"native_id": "toolu_0196D7wqhHLJNYpFGWfhAssN", "kind": "edit_file", "entities": ["GetAvailableHandsets(gomock.Any()"]},
    "toolu_0196D7wqhHLJNYpFGWfhAssN", "high", False, ["edit_then_retry"],
    "Edit anchor mismatch: the old_string quoted the broken (duplicated Return) region as the agent imagined it. The agent "
    "re-Reads lines 1833+ (toolu_01WgsH42Lqo2XXyMiehZDQFA) and retries with the real text; that Edit succeeds.",
    shell=False, tool="Edit"),
 ep("E5", ["toolu_01Dvwok7RYm7E8Ff1tWYpzPY", "toolu_01FZMdKnjUL1fEHxTNo7x8aK"],
    "wrong number of arguments in Do func for *handset_mocks.MockHandsetAPIClient.GetAvailableHandsets: got 2, want 3",
    "go test ./services/public-graphql/internal/graph/... 2>&1 | tail -15", True,
    {"native_id": "toolu_01MyWYuFweKbs97wFmdQAp4k", "kind": "edit_file", "entities": ["grpc.CallOption", "Do(func"]},
    "toolu_01PZ3T1EtVeTBpBEtfRzjAui", "high", True, ["masked", "edit_then_retry", "retry_still_fails_differently"],
    "Both runs exit 0 through pipes (`| tail -15`, then `-v | grep -A 20 …`); only the verbose grep shows the gomock "
    "message (the tail shows just '[FAIL] … groups handsets by brand and model'). The agent checks the generated mock's "
    "signature (`opts ...grpc.CallOption`) and adds the third Do parameter; the next run fails differently (E6)."),
 ep("E6", ["toolu_01PZ3T1EtVeTBpBEtfRzjAui"], "undefined: grpc", "go test ./services/public-graphql/internal/graph/... 2>&1 | tail -8",
    True, {"native_id": "toolu_01HrXYVJfAmJXxRSPLV9ay7j", "kind": "edit_file", "entities": ["google.golang.org/grpc"]},
    "toolu_01Gd7vqMfRfq42nAi9yT8dQu", "high", True, ["masked", "edit_then_retry"],
    "Masked by `| tail -8` ('[build failed]', exit 0). The import is added to the test file; `go test … | tail -8` then "
    "prints 'ok'. (This import placement is what CI's gofmt check later rejects, E11.)"),
 ep("E7", ["a66c3ee4-b53a-44ab-b05a-c078666deccf", "3e2804ad-4a85-4a1f-b96b-38a7df934528"],
    "dial tcp 127.0.0.1:5432: connect: connection refused", None, False, None, None, "medium", False, ["gave_up"],
    "User-pasted output of a repo-wide go test: quoting-api/internal/equinoxdb integration tests need a Postgres on 5432. "
    "The agent points to `make start-environment` (docker compose, dev profile); the user's second paste still shows the "
    "failure (the compose file for the dev profile has no Postgres; another compose file does). The agent calls them "
    "pre-existing and unrelated (line:406) and stops.", shell=False, tool="user_report"),
 ep("E8", ["cb8bc1ae-fe93-45d9-8864-22c95a64e25b"], "java.net.UnknownHostException: kafka", None, False, None, None,
    "medium", False, ["gave_up"],
    "User-pasted docker compose log; the agent dismisses it as a cosmetic kafka-ui problem. No action.",
    shell=False, tool="user_report"),
 ep("E9", ["75bc9d6f-44e7-40e9-9e07-322e2b3ee278"],
    "*handset_mocks.MockHandsetAPIClient does not implement", None, True,
    {"native_id": "toolu_01ESkDkW35K2kbpTYv2BKyiv", "kind": "command_change", "entities": ["go generate", "./..."]},
    "toolu_01NMxbeXsWij7ZPXkBqLLe7g", "medium", False, [],
    "User-pasted `make lint` after merging main: the generated HandsetAPIClient mock lacks the new "
    "GetHandsetEligibleServices. The agent reads the //go:generate mockgen line (pkg/protos/mockgen.go) and runs `cd …/pkg/"
    "protos && go generate ./...`; the rebuild first trips over the changed cwd (E10) and then passes from the repo root. "
    "Compile-level verification only (lint is not rerun locally); CI later still fails because the regenerated mock was "
    "not committed (E11). Same failure kind and fix as the hand-edited mock in telecom-mobile__95eb717c.", shell=False, tool="user_report"),
 ep("E10", ["toolu_01Eyh9cNnKk6DiXn4e2jVt49"], "pattern ./services/public-graphql/...: lstat ./services/public-graphql/: no such file or directory",
    "go build ./services/public-graphql/... 2>&1", True,
    {"native_id": "toolu_01NMxbeXsWij7ZPXkBqLLe7g", "kind": "cwd_change", "entities": ["cd /Users/dumitruvulpe/uw/telecom-mobile"]},
    "toolu_01NMxbeXsWij7ZPXkBqLLe7g", "high", False, ["wrong_cwd", "path_fix", "compound_retry"],
    "Persistent Bash cwd after `cd …/services/handset/pkg/protos && go generate ./...`. Fixed by `cd <repo root> && go "
    "build …` — the same signature and fix as in telecom-mobile__95eb717c (where the user rejected the fix)."),
 ep("E11", ["c08c64d4-09fb-4bf3-9f74-180bf1bc7375", "fce947de-4d33-425b-8e16-7f51bd6406a4"],
    "File is not properly formatted (gofmt)", None, False,
    {"native_id": "toolu_01SFvoLEQ1YvTqebDBAFfdDA", "kind": "edit_file", "entities": ["google.golang.org/grpc", "schema.resolvers_test.go"]},
    None, "medium", False, ["edit_then_retry"],
    "CI golangci-lint, pasted twice: first the same stale-mock typecheck (the agent: the regenerated mock is not "
    "committed), then gofmt on the test's import block. The agent's import-reorder Edit drops the grpc import and the "
    "file ends while it reads the imports to put it back: unverified."),
 ep("E12", ["toolu_01MCGvJSMAhnowAPhPwr2HXR", "toolu_01PeNSvg8oJCVQtgWvoTRoV3"], "[PANICKED!]",
    "go test ./services/public-graphql/internal/graph/... ./services/handset/internal/... 2>&1 | tail -10", False, None, None,
    "medium", True, ["masked", "gave_up"],
    "Both runs exit 0 through `| tail`; handset/internal/loanbox FAILs with panics in net/http/httptest/server.go:72 "
    "(httptest cannot listen — consistent with the sandbox, though the agent never checks). The agent declares them "
    "'pre-existing panics unrelated to this PR' (line:461)."),
]
PIVOTS = [
 {"native_id": "7d6e8480-c843-4b63-ad31-e1a3022e689c", "snippet": "The test needs a mock for `isServiceOwnedByCustomer`."},
 {"native_id": "6dd633a5-b31b-4fab-80e2-fa6ead2e175e", "snippet": "The merge from main added `GetHandsetEligibleServices` to the interface but the mock hasn't been regenerated."},
 {"native_id": "c16be780-8f5f-49c2-ac5b-33e22fdc6e34", "snippet": "The regenerated mock isn't staged"},
]
REUSE = [
 {"entity": "mockServiceIsOwnedByCustomer helper",
  "discovered": {"native_id": "toolu_01RiM1Jqy8W6QAzmwhuWzV2m", "snippet": "func mockServiceIsOwnedByCustomer(serviceID string)"},
  "reused": {"native_id": "toolu_01GDRCvT1zJPDnoYjXPb16tz", "snippet": "mockServiceIsOwnedByCustomer("}},
 {"entity": "go:generate mockgen directive",
  "discovered": {"native_id": "toolu_01SVG4nXg6msxbm5aigAkKPV", "snippet": "//go:generate mockgen -package=handset_mocks"},
  "reused": {"native_id": "toolu_01ESkDkW35K2kbpTYv2BKyiv", "snippet": "go generate ./..."}},
 {"entity": "mock GetAvailableHandsets signature",
  "discovered": {"native_id": "toolu_01Dg7jX5pTPbcMjTVfQz9rbj", "snippet": "opts ...grpc.CallOption"},
  "reused": {"native_id": "toolu_01MyWYuFweKbs97wFmdQAp4k", "snippet": "grpc.CallOption"}},
]
ENTRY = {
 "format": "claude-code-jsonl (Claude Code 2.1.150 cli, claude-sonnet-4-6, macOS with the Bash sandbox; /clear at the "
           "start, code-review skill with parallel Agent reviewers, an image attachment, persisted outputs)",
 "counts_notes": ("69 Bash tool_use blocks. Failed (is_error true): 3 — the sandbox-denied cat of a persisted output (E1), "
   "a failing go test (E2), the cwd-drift go build (E10). Exit unknown: none. Masked (6 ids): `go test … | tail -N` and "
   "`-v | grep` runs that print FAIL / [setup failed] / [build failed] / [PANICKED!] but exit 0 (E3, E5 ×2, E6, E12 ×2). "
   "One non-Bash tool error: Edit 'String to replace not found in file.' (E4). Five episodes are user-reported pastes "
   "(local go test, docker compose log, make lint, CI lint twice). A user record carries a base64 PNG screenshot "
   "('[Image #15]'); <persisted-output> results for >100 KB outputs."),
 "notes": ("Linear issue TMT-1859 in the Go monorepo (expose mobileAvailableHandsets on public GraphQL): the agent runs a "
   "code-review skill three times with parallel Agent reviewers, fixes findings, and goes through a chain of test "
   "failures hidden behind `| tail` (syntax error from its own edit → gomock Do arity → missing import), then a merge "
   "conflict, a stale generated mock after the merge (regenerated with go generate), persistent cwd after `cd … && go "
   "generate`, unrelated integration-test and sandbox panics it declares pre-existing, and CI lint failures (uncommitted "
   "mock, gofmt) — cut off mid-fix. Third telecom-mobile file; shares the cwd-drift and stale-mock signatures with "
   "telecom-mobile__95eb717c."),
 "failed": ["toolu_0172WvUu32VPWQumCXeDyesU", "toolu_01Vv61KWnZSxKiPaDWHt5SoT", "toolu_01Eyh9cNnKk6DiXn4e2jVt49"],
 "expected": [],
 "unknown": [],
 "episodes": EPISODES, "pivots": PIVOTS, "reuse": REUSE,
}
