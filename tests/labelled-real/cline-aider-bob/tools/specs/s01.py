LOCAL = "cline/stock-portfolio__1731408220443__api_conversation_history.json"
def ep(id, syms, err, cmd, resolved, fix, ver, conf, masked, hard, notes, shell=True, tool="execute_command", expected=False, fixes=None):
    d = {"id": id, "shell": shell, "symptom_tool": tool, "symptom_native_ids": syms, "error_text": err,
            "failing_command": cmd, "resolved": resolved, "fix": fix, "verified_by_native_id": ver,
            "verification": ("command" if ver and shell else ("tool" if ver else "none")),
            "confidence": conf, "masked": masked, "expected_failure": expected, "hard_cases": hard, "notes": notes}
    if fixes: d["fix_native_ids"] = fixes
    return d
EPIS = [
 ep("E1", ["api:9"], "error TS2307: Cannot find module 'chai-spies' or its corresponding type declarations.", "cd bff && npm test", True,
    {"native_id": "api:11", "kind": "install", "entities": ["chai-spies", "@types/chai-spies", "npm install --save-dev"]}, "api:13", "high", True,
    ["masked", "install", "retry_still_fails_differently"],
    "First run after widening the test glob to tests/unit/**. Result header 'Command executed.' (no exit code) while the output is 'Exception during run: … error TS2307'. The install (api:11) works ('added 2 packages'); the next npm test (api:13) no longer mentions chai-spies but stops at a new type error (E2)."),
 ep("E2", ["api:13"], "error TS2339: Property 'user' does not exist on type 'Request<{} {} CreateHoldingDTO ParsedQs Record<string any>>'.", "cd bff && npm test", True,
    {"native_id": "api:21", "kind": "edit_file", "entities": ["AuthenticatedRequest", "holdingController.ts", "req.user"]}, "api:23", "high", True,
    ["masked", "edit_then_retry", "retry_still_fails_differently"],
    "Diagnosis by reading express.d.ts, tsconfig.json and holdingController.ts (api:15-19); the controller is rewritten to take AuthenticatedRequest. api:23 no longer reports holdingController.ts but fails on the test files that call it (E3)."),
 ep("E3", ["api:23"], "error TS2345: Argument of type 'Request<ParamsDictionary any any ParsedQs Record<string any>>' is not assignable to parameter of type 'AuthenticatedRequest'.", "cd bff && npm test", True,
    {"native_id": "api:31", "kind": "edit_file", "entities": ["userController.test.ts", "AuthenticatedRequest", "getOwnProfile"]}, "api:33", "high", True,
    ["masked", "edit_then_retry", "retry_still_fails_differently"],
    "First rewrite of the test (api:27) triggers editor diagnostics (N1); the second rewrite (api:31) saves clean. api:33 compiles past userController.test.ts and fails in categoryService.test.ts (E4).", fixes=["api:27","api:31"]),
 ep("N1", ["api:27"], "- [ts Error] Line 97: Argument of type 'AuthenticatedRequest' is not assignable to parameter of type 'Request<{ id: string; }, any, any, ParsedQs, Record<string, any>>'.", None, True,
    {"native_id": "api:31", "kind": "edit_file", "entities": ["Request<{ id: string }>", "userController.test.ts"]}, "api:31", "high", False,
    ["edit_then_retry"],
    "Non-shell: write_to_file succeeded but the result lists 'New problems detected after saving the file:'. The agent reads userController.ts (api:29) to see the per-endpoint Request types and rewrites the test; the api:32 result has no problems list.", shell=False, tool="write_to_file"),
 ep("E4", ["api:33", "api:39", "api:45"], "error TS18046: 'error' is of type 'unknown'.", "cd bff && npm test", True,
    {"native_id": "api:49", "kind": "edit_file", "entities": ["yahooFinanceService.test.ts", "transactionService.test.ts", "categoryService.test.ts"]}, "api:51", "high", True,
    ["masked", "edit_then_retry", "retry_still_fails_differently"],
    "Same error signature in three test files in turn: categoryService.test.ts (api:33, fixed by api:37), transactionService.test.ts (api:39, fixed by api:43), yahooFinanceService.test.ts (api:45, fixed by api:49). Each run stops at the first file with errors, so the fix is only complete after the third edit; api:51 no longer reports TS18046 but fails with TS2769 (E5). A reader that pairs each run with its own edit gets three resolved stories; one signature, one episode here.", fixes=["api:37","api:43","api:49"]),
 ep("E5", ["api:51"], "src/routes/holdingRoutes.ts:12:43 - error TS2769: No overload matches this call.", "cd bff && npm test", True,
    {"native_id": "api:57", "kind": "edit_file", "entities": ["asAuthenticatedHandler", "holdingRoutes.ts", "bff/src/middleware/auth.ts"]}, "api:59", "medium", True,
    ["masked", "edit_then_retry", "retry_still_fails_differently"],
    "Fix = new helper in bff/src/middleware/auth.ts (api:55, which OVERWRITES the existing auth middleware) plus routes wrapped with it (api:57). TS2769 is gone in api:59, but overwriting auth.ts broke the default import in tests/unit/middleware/auth.test.ts (E6): the fix caused the next failure.", fixes=["api:55","api:57"]),
 ep("E6", ["api:59"], "error TS1192: Module '\"/workspaces/stock-portfolio/bff/src/middleware/auth\"' has no default export.", "cd bff && npm test", True,
    {"native_id": "api:65", "kind": "edit_file", "entities": ["import * as auth", "auth.test.ts", "auth.ts"]}, "api:67", "high", True,
    ["masked", "edit_then_retry", "retry_still_fails_differently"],
    "auth.ts is rewritten again (api:63) and the test switches to a namespace import (api:65). api:67 compiles and runs the whole suite for the first time: '141 passing (696ms)' / '81 failing' (E7).", fixes=["api:63","api:65"]),
 ep("E7", ["api:67"], "TypeError: Descriptor for property Pool is non-configurable and non-writable", "cd bff && npm test", False,
    {"native_id": "api:69", "kind": "test_harness_fix", "entities": ["bff/tests/setup.ts", "chai.use(spies)", "-r ./tests/setup.ts"]}, None, "medium", True,
    ["masked", "retry_still_fails_differently"],
    "Runtime test failures ('81 failing': sinon cannot stub pg Pool, environment defaults expect 'development' but NODE_ENV=test, keycloak expectations). The agent's fix is a global tests/setup.ts (api:69) loaded via `-r ./tests/setup.ts` in package.json (api:71) plus mock repositories (api:73-83); the next run never reaches the tests (E8), so none of these failures is ever seen fixed. Other error lines of the same output: \"AssertionError: expected 'test' to equal 'development'\".", fixes=["api:69","api:71","api:73","api:79","api:83"]),
 ep("N2", ["api:73"], "- [ts Error] Line 2: Cannot find module '../../repositories/holdingRepository' or its corresponding type declarations.", None, True,
    {"native_id": "api:79", "kind": "edit_file", "entities": ["../repositories/__mocks__/mockRepositories", "baseRepository.ts"]}, "api:79", "high", False,
    ["path_fix", "edit_then_retry"],
    "Non-shell: database.ts rewritten with imports from a non-existent ../../repositories folder. The agent notes the repositories live in the db package, creates bff/src/repositories/baseRepository.ts and __mocks__/mockRepositories.ts (api:75, api:77), and re-imports from there (api:79, result without problems).", shell=False, tool="write_to_file"),
 ep("E8", ["api:85"], "✖ ERROR: ReferenceError: beforeEach is not defined", "cd bff && npm test", False,
    {"native_id": "api:87", "kind": "edit_file", "entities": ["import { beforeEach, afterEach } from 'mocha'", "bff/tests/setup.ts"]}, None, "high", True,
    ["masked", "edit_then_retry", "retry_still_fails_differently"],
    "Caused by the E7 fix: tests/setup.ts calls beforeEach at top level but is loaded with mocha `-r/--require`, before mocha defines its globals. Importing the hooks from 'mocha' (api:87) only changes the error: api:97 crashes at the same place with 'Cannot read properties of undefined (reading \\'beforeEach\\')' (E9). resolved false: the setup file still cannot register hooks."),
 ep("N3", ["api:91", "api:93"], "Types of property 'setTimeout' are incompatible.", None, True,
    {"native_id": "api:95", "kind": "edit_file", "entities": ["MockAuthenticatedRequest", "Pick<Request, 'params' | 'body' | 'query' | 'headers'>"]}, "api:95", "high", False,
    ["edit_then_retry", "retry_still_fails_differently"],
    "Non-shell: new tests/helpers/mockHelpers.ts gets a Partial<AuthenticatedRequest> diagnostic (line 14, api:92); the first rewrite moves it to line 37 (api:94); the third version with a Pick<> based MockAuthenticatedRequest type saves clean (api:96).", shell=False, tool="write_to_file"),
 ep("E9", ["api:97"], "✖ ERROR: TypeError: Cannot read properties of undefined (reading 'beforeEach')", "cd bff && npm test", False,
    {"native_id": "api:103", "kind": "edit_file", "entities": ["/// <reference types=\"mocha\" />", "global.beforeEach", "bff/tests/setup.ts"]}, None, "medium", True,
    ["masked", "edit_then_retry"],
    "Two more rewrites of setup.ts: global.beforeEach (api:99; its result is missing, the next message is a [TASK RESUMPTION] after an interruption, but api:102 reads the file back with the change) and a triple-slash mocha reference with plain beforeEach (api:103). The verifying run api:107 (`npx prisma generate && npm test`) is the last message and has no result: unverified.", fixes=["api:99","api:103"]),
]

ENTRY = {
"format": "cline-api-conversation-history (Cline 2.x, XML tool calls inside assistant text, Nov 2024, VS Code devcontainer; no tool_use blocks, no exit codes)",
"counts": {"shell_commands": 13, "failed_shell_commands": 0, "masked_failures_annotated": 11, "non_shell_tool_errors": 4},
"counts_notes": "JSON array of 108 messages. Tool calls are XML inside the assistant text (<execute_command><command>…</command></execute_command>, <write_to_file>, <read_file>, <list_files>), one per assistant message; the result is the text of the NEXT user message, beginning \"[execute_command for '<cmd>'] Result:\". Native id api:N = 0-based index of the assistant message that made the call (its result is api:N+1). shell_commands = 13 <execute_command> blocks: api:9,11,13,23,33,39,45,51,59,67,85,97,107. Cline writes no exit code (every result says 'Command executed.' then 'Output:'), so failed_shell_commands = 0 by definition and all 13 are exit_unknown; api:107 is the last message and has no result at all. Failing runs are annotated masked (header 'Command executed.', output 'Exception during run: … error TS…', '81 failing' or '✖ ERROR:'): 11 distinct ids in masked_native_ids. non_shell_tool_errors = 4 write_to_file calls whose result adds 'New problems detected after saving the file:' (VS Code TypeScript diagnostics): api:27, api:73, api:91, api:93. api:99's write_to_file has no result (api:100 is a [TASK RESUMPTION] user message), but api:102 reads the file back with the change.",
"failed_native_ids": [],
"expected_nonzero": [],
"exit_unknown": ["api:9","api:11","api:13","api:23","api:33","api:39","api:45","api:51","api:59","api:67","api:85","api:97","api:107"],
"notes": "Cline task in the thetom42/stock-portfolio devcontainer (TypeScript Express BFF, mocha + ts-node). The user reports that only the integration tests run; the agent widens the npm test glob and then walks a long compile-fix loop in which every `cd bff && npm test` stops at the next ts-node type error (missing chai-spies, req.user on a plain Request, AuthenticatedRequest casts in tests, TS18046 in three test files, an express overload error in routes, a default import of a module the agent had just overwritten). Once it compiles, 81 tests fail at runtime; the agent adds a tests/setup.ts loaded with `-r`, which crashes mocha before any test runs. The task is interrupted ([TASK RESUMPTION] at api:100) and the file ends with an unanswered `npx prisma generate && npm test`. No exit codes anywhere: failure must be read from the output text.",
}

ENTRY_EXTRA = {
 "masked_native_ids": ["api:9","api:13","api:23","api:33","api:39","api:45","api:51","api:59","api:67","api:85","api:97"],
 "non_shell_tool_error_ids": ["api:27","api:73","api:91","api:93"],
}
PIVOTS = [
 {"native_id": "api:11", "snippet": "The unit tests are using chai-spies for mocking and spying, but the package is not installed."},
 {"native_id": "api:67", "snippet": "141 passing (696ms)"},
 {"native_id": "api:87", "snippet": "Ah, we need to import the mocha functions in our setup file."},
]
REUSE = [
 {"entity": "AuthenticatedRequest (bff/src/types/express.d.ts)",
  "discovered": {"native_id": "api:15", "snippet": "export interface AuthenticatedRequest extends Request {"},
  "reused": {"native_id": "api:21", "snippet": "needs to use our AuthenticatedRequest type"}},
 {"entity": "per-endpoint Request types of userController.ts",
  "discovered": {"native_id": "api:29", "snippet": "export const createUser = async ("},
  "reused": {"native_id": "api:31", "snippet": "getUser uses Request<{ id: string }>"}},
 {"entity": "TS18046 fix pattern (type the caught error)",
  "discovered": {"native_id": "api:37", "snippet": "We'll add type assertions to handle the unknown error type."},
  "reused": {"native_id": "api:43", "snippet": "similar to what we did with the categoryService tests"}},
]
