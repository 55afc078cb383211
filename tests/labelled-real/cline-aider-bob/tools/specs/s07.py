LOCAL = "cline/stock-portfolio__1730041234789__api_conversation_history.json"
def ep(id, syms, err, cmd, resolved, fix, ver, conf, masked, hard, notes, shell=True, tool="execute_command", expected=False, fixes=None):
    d = {"id": id, "shell": shell, "symptom_tool": tool, "symptom_native_ids": syms, "error_text": err,
         "failing_command": cmd, "resolved": resolved, "fix": fix, "verified_by_native_id": ver,
         "verification": ("none" if not ver else ("command" if shell else "tool")), "confidence": conf, "masked": masked,
         "expected_failure": expected, "hard_cases": hard, "notes": notes}
    if fixes: d["fix_native_ids"] = fixes
    return d
CMDS = ["api:7","api:9","api:11","api:13","api:15","api:17","api:19","api:21","api:23","api:25","api:27","api:29","api:31","api:33","api:35","api:39","api:43","api:45","api:47"]
ENTRY = {
"format": "cline-api-conversation-history (Claude Dev / Cline 2.0.x, Oct 2024: XML tool calls in assistant text, SEVERAL tool calls per assistant message; no exit codes; output capture often empty)",
"counts": {"shell_commands": 19, "failed_shell_commands": 0, "masked_failures_annotated": 5, "non_shell_tool_errors": 5},
"counts_notes": "JSON array of 50 messages. Unlike the Nov-2024 file of the same repo, an assistant message here may hold several XML tool calls (e.g. api:11: four <write_to_file> then one <execute_command>), and the next user message concatenates all their results ('[write_to_file for …] Result: …' then '[execute_command for …] Result: …'). Every assistant message holds at most ONE <execute_command>, so api:N (0-based index of the assistant message) identifies the shell call: 19 calls = api:7,9,11,13,15,17,19,21,23,25,27,29,31,33,35,39,43,45,47. No exit codes anywhere (failed_shell_commands = 0, all 19 exit_unknown). 12 results are just 'Command executed.' with NO output (the terminal output was not captured), so success cannot be read from them; the user's pasted output later proves some of them failed. api:13 was denied by the user (command never ran) and api:23 was skipped ('Skipping tool [execute_command for 'cd db && npm test'] due to user rejecting a previous tool.'). Masked = 5 shell calls that are episode symptoms while their result claims 'Command executed.': api:11, 17, 25, 29, 45 (api:35, whose output is empty, probably hit the E5 error too, but only the user's own run shows it, so it is not counted). non_shell_tool_errors = 5 write_to_file results with 'New problems detected after saving the file:' (api:5, 7, 29, 43, 45; each id is the assistant message whose batch contained the write). The user reports errors two ways: in a denial ('The user denied this operation and provided the following feedback:', api:14, api:24) and in attempt_completion feedback (api:38, api:42).",
"failed_native_ids": [],
"expected_nonzero": [],
"exit_unknown": CMDS,
"notes": "Early Cline (Claude Dev 2.0.x, Oct 2024) task in thetom42/stock-portfolio: write TDD unit tests for the Prisma db layer with a SQLite test schema. The terminal integration returns no output for most commands, so the user acts as the test runner: he rejects tool calls and pastes the real errors (SQLite has no @db.Date; 'Unable to open the database file'), and answers attempt_completion with failing jest output (foreign-key violations). Errors seen by the agent itself: a $disconnect of an undefined client, 'Unable to open the database file', a datasource URL without the file: protocol (caused by its own fix), and a TS2339 in PortfolioRepository. UserRepository tests reach 10/10 green (api:33); the last PortfolioRepository fix is never verified (api:47 returns no output; the agent attempts completion). The prompt leftovers of the user's zsh theme appear in one captured output (api:34).",
}
ENTRY_EXTRA = {"masked_native_ids": ["api:11","api:17","api:25","api:29","api:45"], "non_shell_tool_error_ids": ["api:5","api:7","api:29","api:43","api:45"]}
EPIS = [
 ep("N1", ["api:5"], "Cannot find module '@prisma/client' or its corresponding type declarations.", None, True,
    {"native_id": "api:7", "kind": "install", "entities": ["cd db && npm install", "db/package.json"]}, "api:17", "medium", False,
    ["install"],
    "Non-shell: the first test file is written before the db package exists; editor diagnostics (also \"Cannot find name 'jest'\"). The agent writes db/package.json, tsconfig.json, jest.config.js and runs npm install (api:7, result 'Command executed.' with no output; api:8 still lists missing type definitions for the just-written tsconfig). First real evidence that the toolchain works is api:17 (Prisma client generated, jest runs).", shell=False, tool="write_to_file", fixes=["api:7","api:11"]),
 ep("E1", ["api:11", "api:14"], "error: Native type Date is not supported for sqlite connector.", "npx prisma generate --schema=./prisma/schema.test.prisma", True,
    {"native_id": "api:15", "kind": "edit_file", "entities": ["@db.Date", "schema.test.prisma"]}, "api:17", "high", True,
    ["masked", "edit_then_retry"],
    "api:11's result is only 'Command executed.'; the failure is known because the user denies the next call (api:13, npm test) and pastes it: 'Before doing that, fix this problem:' … 'Error code: P1012' (api:14). The agent drops the @db.Date modifiers (api:15; its generate also returns no output) and api:17's `npx prisma db push … --force-reset` prints 'Your database is now in sync with your Prisma schema.' A user rejection that carries the error text."),
 ep("E2", ["api:17"], "TypeError: Cannot read properties of undefined (reading '$disconnect')", "cd db && npx prisma db push --schema=./prisma/schema.test.prisma --force-reset && npm test", True,
    {"native_id": "api:19", "kind": "test_harness_fix", "entities": ["db/tests/helpers/prisma.ts", "npx prisma"]}, "api:24", "medium", True,
    ["masked", "edit_then_retry", "retry_still_fails_differently"],
    "Same call: db push succeeds, then jest fails 7/7 ('Test suite failed to run'). Fixes: helper rewritten to call npx prisma (api:19) and the missing UserRepository implementation (api:21); both reruns return no output. The next evidence is the user's paste in api:24: the suites now run and fail with a different error (E3), the $disconnect TypeError is gone.", fixes=["api:19", "api:21"]),
 ep("E3", ["api:24", "api:25"], "Error querying the database: Error code 14: Unable to open the database file", "cd db && rm -f prisma/test.db && npm test", True,
    {"native_id": "api:31", "kind": "config_change", "entities": ["db/prisma/schema.test.prisma", "db/tests/helpers/prisma.ts"]}, "api:33", "medium", True,
    ["masked", "path_fix", "retry_still_fails_differently", "edit_then_retry"],
    "First reported by the user when denying a write (api:24, 'Before doing that, fix these issues:'; the queued npm test api:23 is skipped), then seen by the agent (api:25: 'Error clearing database: PrismaClientInitializationError'). Fix attempts: helper path (api:25), absolute DATABASE_URL + .env.test (api:27, no output), dotenv setup (api:29, which fails with E4 instead), then 'The database URL in schema.test.prisma needs to be a direct file path' (api:31, no output). api:33 runs 10/10 passing ('Tests:       10 passed 10 total'). Which of the edits removed error 14 cannot be told apart (outputs missing), hence medium.", fixes=["api:25", "api:27", "api:29", "api:31"]),
 ep("E4", ["api:29"], "error: Error validating datasource `db`: the URL must start with the protocol `file:`.", "cd db && npm install && rm -f prisma/test.db && NODE_ENV=test npm test", True,
    {"native_id": "api:31", "kind": "config_change", "entities": ["direct file path", "schema.test.prisma"]}, "api:33", "high", True,
    ["masked", "edit_then_retry"],
    "Introduced by the agent's own api:27 change (DATABASE_URL made an absolute path without 'file:'); the test helper's execSync of `npx prisma db push` fails ('Error creating test database: Error: Command failed'). Fixed in schema.test.prisma by api:31; api:33 passes."),
 ep("E5", ["api:38"], "Foreign key constraint violated: `foreign key`", None, True,
    {"native_id": "api:39", "kind": "test_harness_fix", "entities": ["clearDatabase", "db/tests/helpers/prisma.ts"]}, "api:42", "medium", False,
    ["edit_then_retry", "retry_still_fails_differently"],
    "Reported by the user in attempt_completion feedback ('Fix this issue:' + jest output from his own run of `cd db && npm test`): clearDatabase deletes users before their portfolios. The agent's own run of the new Portfolio tests (api:35) had returned no output, so it had claimed success. Fix: delete child records first (api:39, no output). The user's next paste (api:42) no longer shows 'Error clearing database' but one assertion failure (E6).", shell=False, tool="user_report"),
 ep("E6", ["api:42"], "Expected substring: \"User not found\"", None, False,
    {"native_id": "api:43", "kind": "edit_file", "entities": ["PortfolioRepository.ts", "User not found"]}, None, "medium", False,
    ["edit_then_retry", "retry_still_fails_differently"],
    "User-reported (attempt_completion feedback 'Fix this:'): 'Tests:       1 failed, 19 passed, 20 total'; create() with an unknown user surfaces the raw Prisma foreign-key error instead of 'User not found'. The agent maps the Prisma error in PortfolioRepository (api:43), which first fails on types (N2) and then does not compile (E7); the last fix (api:47) returns no output and the agent attempts completion: never verified.", shell=False, tool="user_report", fixes=["api:43", "api:45", "api:47"]),
 ep("N2", ["api:43"], "Property 'PrismaClientKnownRequestError' does not exist on type 'typeof Prisma'.", None, True,
    {"native_id": "api:45", "kind": "edit_file", "entities": ["PortfolioRepository.ts"]}, "api:45", "medium", False,
    ["retry_still_fails_differently"],
    "Non-shell editor diagnostics on the api:43 write (also \"'error' is of type 'unknown'.\"). The api:45 rewrite's result lists only one remaining problem, a different one (\"Property 'field_name' does not exist on type '{}'.\", E7).", shell=False, tool="write_to_file"),
 ep("E7", ["api:45"], "repositories/PortfolioRepository.ts:20:21 - error TS2339: Property 'field_name' does not exist on type '{}'.", "cd db && npm test", False,
    {"native_id": "api:47", "kind": "edit_file", "entities": ["PortfolioRepository.ts"]}, None, "medium", True,
    ["masked", "edit_then_retry"],
    "Both the editor (api:45's write result) and ts-jest ('Test suite failed to run', PortfolioRepository suite) report it; the other suite still passes ('Tests:       10 passed 10 total'). 'Let's use the Prisma error types' (api:47): the rerun returns only 'Command executed.' and the agent calls attempt_completion (api:49). Unverified."),
]
PIVOTS = [
 {"native_id": "api:15", "snippet": "SQLite doesn't support the @db.Date type modifier."},
 {"native_id": "api:31", "snippet": "The database URL in schema.test.prisma needs to be a direct file path"},
 {"native_id": "api:39", "snippet": "We should delete child records before parent records."},
]
REUSE = [
 {"entity": "SQLite test schema without native Postgres types",
  "discovered": {"native_id": "api:14", "snippet": "error: Native type Date is not supported for sqlite connector."},
  "reused": {"native_id": "api:15", "snippet": "SQLite doesn't support the @db.Date type modifier."}},
 {"entity": "SQLite datasource URL needs the file: protocol",
  "discovered": {"native_id": "api:29", "snippet": "the URL must start with the protocol `file:`"},
  "reused": {"native_id": "api:31", "snippet": "The database URL in schema.test.prisma needs to be a direct file path"}},
]
