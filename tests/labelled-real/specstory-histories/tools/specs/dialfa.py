"""Label specs for the diegofal/dialfa-sales Cursor sessions (hand-written)."""
FMT = ("cursor-specstory-md (SpecStory Markdown v2.1.0, Cursor IDE agent, Windows; "
       "<tool-use data-tool-type=\"shell\" data-tool-name=\"run_terminal_cmd\"> blocks, no exit codes)")
CN = ("shell_commands = <tool-use data-tool-type=\"shell\"> blocks (data-tool-name run_terminal_cmd); native id = "
      "line:N of that opening line (0-based); a message id is the line of its `_**User (…)**_` / `_**Agent (…)**_` "
      "header. Cursor/SpecStory records no exit codes, so failed_shell_commands = 0 and every shell command is "
      "exit_unknown; failures are judged from the output text only (PowerShell ParserError, 'ERROR: Invalid argument', "
      "'bash: cd: … No such file', Next.js 'Failed to compile.'). masked_failures_annotated = 0 (masked needs a known "
      "exit 0). Output fences are HTML-escaped (&amp;&amp;, &gt;); snippets are verbatim raw text.")
S = {}

S["cursor/dialfa-sales__2025-10-23_15-21Z-terminate-process-on-port-3000.md"] = dict(
    format=FMT, counts_notes=CN + " The terminal here is PowerShell/cmd (no '$ ' echo); taskkill /PID … /F works.",
    expected_nonzero=[],
    notes=("Negative control. 'kill whatever is in port 3000': netstat -ano | findstr :3000 finds PID 20512, "
           "taskkill /PID 20512 /F succeeds. The second request (thumbs-up feedback not persisted) concerns an app "
           "that is not in the repo; the agent only searches (codebase_search with an empty body, grep with 0 matches) "
           "and explains. No failing command. Privacy: the netstat output lists the user's own IPv6 addresses and "
           "remote endpoints (no credentials, no third-party data); kept as published."),
    episodes=[],
    pivots=[dict(native_id="line:119", snippet="SUCCESS: The process with PID 20512 has been terminated.")],
    reuse=[dict(entity="20512",
                discovered=dict(native_id="line:31", snippet="LISTENING       20512"),
                reused=dict(native_id="line:119", snippet="taskkill /PID 20512 /F"))],
)

S["cursor/dialfa-sales__2025-10-23_20-37Z-kill-process-using-port-3000.md"] = dict(
    format=FMT, counts_notes=CN + " The terminal is Windows PowerShell: the agent's cmd.exe `for /f` one-liner is run "
    "as a temporary ps-script .ps1 and fails with a ParserError (no exit code recorded).",
    expected_nonzero=[],
    notes=("Same request as the 15-21Z session, four hours later: 'kill what's in port 3000'. The agent writes a cmd.exe "
           "batch loop (`for /f \"tokens=5\" %a in (…) do taskkill`), which PowerShell cannot parse. It switches to the "
           "two-step netstat -ano | findstr :3000 + taskkill /F /PID 77200, which succeeds. Privacy: netstat output "
           "with the user's own IPv6 addresses only."),
    episodes=[dict(
        id="E1", symptom_native_ids=["line:33"],
        error_text="Missing opening '(' after keyword 'for'.",
        failing_command="for /f \"tokens=5\" %a in ('netstat -ano ^| findstr :3000') do taskkill /F /PID %a",
        resolved=True,
        fix=dict(native_id="line:59", kind="tool_switch", entities=["netstat -ano | findstr :3000", "taskkill /F /PID 77200"]),
        verified_by_native_id="line:151", confidence="high", masked=False, expected_failure=False,
        hard_cases=["tool_switch", "compound_retry"], shell=True,
        notes=("cmd.exe syntax sent to PowerShell (output names ps-script-….ps1, FullyQualifiedErrorId "
               "MissingOpenParenthesisAfterKeyword). Agent text after it: 'Let me try a different approach using "
               "PowerShell syntax'. Fix = split into netstat (line:59, finds PID 77200) and taskkill (line:151, "
               "'SUCCESS: The process with PID 77200 has been terminated.')."))],
    pivots=[dict(native_id="line:12", snippet="Let me try a different approach using PowerShell syntax")],
    reuse=[dict(entity="77200",
                discovered=dict(native_id="line:59", snippet="LISTENING       77200"),
                reused=dict(native_id="line:151", snippet="taskkill /F /PID 77200"))],
)

S["cursor/dialfa-sales__2025-11-03_11-56Z-terminate-processes-on-port-3000.md"] = dict(
    format=FMT, counts_notes=CN + " Here the terminal is Git Bash (outputs echo the command after '$ '); Git Bash's "
    "MSYS path conversion turns taskkill's '/PID' into 'C:/Program Files/Git/PID'. The last action is the single word "
    "'Cancelled' after '---' (a cancelled tool call with no command shown): not counted as a shell command.",
    expected_nonzero=[],
    notes=("Third 'kill what's in port 3000' session (composer-1 model), now under Git Bash. netstat finds PID 23808; "
           "`taskkill /PID 23808 /F` fails because MSYS rewrites '/PID' to a Windows path. The agent announces "
           "'Running the Windows command via cmd.exe to avoid Git Bash path interpretation' but the call is Cancelled and "
           "the file ends: unresolved. The same command string worked in the 15-21Z session (PowerShell terminal)."),
    episodes=[dict(
        id="E1", symptom_native_ids=["line:139"],
        error_text="ERROR: Invalid argument/option - 'C:/Program Files/Git/PID'.",
        failing_command="taskkill /PID 23808 /F", resolved=False, fix=None,
        verified_by_native_id=None, confidence="high", masked=False, expected_failure=False,
        hard_cases=["gave_up"], shell=True,
        notes=("MSYS path conversion (cf. MSYS_NO_PATHCONV / '//PID'). The announced fix (run it via cmd.exe) was "
               "cancelled before anything ran (line 'Cancelled' after the agent text at the end of the turn under "
               "header line:12), so fix is null; the process is never killed in the file."))],
    pivots=[dict(native_id="line:12", snippet="Running the Windows command via cmd.exe to avoid Git Bash path interpretation")],
    reuse=[dict(entity="23808",
                discovered=dict(native_id="line:24", snippet="LISTENING       23808"),
                reused=dict(native_id="line:139", snippet="taskkill /PID 23808 /F"))],
)

S["cursor/dialfa-sales__2025-11-16_13-40Z-fix-npm-run-build-issues.md"] = dict(
    format=FMT, counts_notes=CN + " Git Bash terminal ('$ ' echo); the shell keeps its cwd between calls.",
    expected_nonzero=[],
    notes=("'fix npm run build issues' in the Next.js 15 frontend. The first build fails with a TS type error in "
           "DeliveryNoteDialog.tsx; one search_replace fixes it. The rebuild `cd frontend && npm run build` fails because "
           "the persistent shell is already in frontend/; plain `npm run build` then succeeds (warnings only, Route "
           "table). The user then asks whether DeliveryNoteDialog.tsx is unused (grep). Trap: the ESLint warnings in the "
           "green build are not failures."),
    episodes=[
        dict(id="E1", symptom_native_ids=["line:30"],
             error_text="Type error: 'selectedOrder.items' is possibly 'undefined'.",
             failing_command="cd \"d:/dialfa new/spisa-new/frontend\" && npm run build", resolved=True,
             fix=dict(native_id="line:84", kind="edit_file", entities=["DeliveryNoteDialog.tsx", "(selectedOrder?.items || [])"]),
             verified_by_native_id="line:152", confidence="high", masked=False, expected_failure=False,
             hard_cases=["edit_then_retry"], shell=True,
             notes="Next.js 'Failed to compile.' at ./components/deliveryNotes/DeliveryNoteDialog.tsx:198:23. Edit line:84; line:124's retry fails for another reason (E2); line:152 compiles and prints the Route (app) table."),
        dict(id="E2", symptom_native_ids=["line:124"],
             error_text="bash: cd: frontend: No such file or directory",
             failing_command="cd frontend && npm run build", resolved=True,
             fix=dict(native_id="line:152", kind="cwd_change", entities=["npm run build"]),
             verified_by_native_id="line:152", confidence="high", masked=False, expected_failure=False,
             hard_cases=["wrong_cwd", "path_fix", "compound_retry"], shell=True,
             notes="cwd persisted from line:30's `cd \"d:/dialfa new/spisa-new/frontend\"`; dropping the cd fixes it. The fixed command is its own proof."),
    ],
    pivots=[dict(native_id="line:152", snippet="✓ Compiled successfully in 3.3s"),
            dict(native_id="line:309", snippet="should go away since is not being used")],
    reuse=[dict(entity="d:/dialfa new/spisa-new/frontend",
                discovered=dict(native_id="line:30", snippet="cd \"d:/dialfa new/spisa-new/frontend\""),
                reused=dict(native_id="line:152", snippet="$ npm run build"))],
)

F5 = "cursor/dialfa-sales__2025-10-23_21-12Z-fix-typescript-error-in-next-js-build.md"
S[F5] = dict(
    format=FMT, counts_notes=CN + " Windows PowerShell 5 terminal: `&&` is rejected (ParserError InvalidEndOfLine); "
    "later commands use `;`. Build errors pasted by the user are in user messages (line:6, line:123) and the Railway "
    "log of line:1985 is not in the file (an attachment); its error text is quoted only in the agent turn line:1991.",
    expected_nonzero=[],
    notes=("'fix build': a chain of Next.js type-check failures fixed one file at a time. The user pastes the first two "
           "(totalCount on PagedResult) and insists 'make sure you build to check things are fine'; then the agent "
           "builds after each fix: `cd … && npm run build` fails in PowerShell 5, `cd … ; npm run build` works and shows "
           "'data' errors in three files, a LoginResponse.user error, a QuickCartTab error and finally ESLint "
           "no-explicit-any errors, until the build prints the Route table (line:1866). Later the user asks why "
           "Railway's build fails ('Parameter 'article' implicitly has an 'any' type'); the fix is committed and pushed "
           "but the local build already passed before the fix and Railway's result is never shown."),
    episodes=[
        dict(id="E1", symptom_native_ids=["line:6", "line:123"],
             error_text="Type error: Property 'totalCount' does not exist on type 'PagedResult<Category>'.",
             failing_command=None, resolved=True,
             fix=dict(native_id="line:197", kind="edit_file", entities=["pagination.total", "totalCount"]),
             verified_by_native_id="line:274", confidence="medium", masked=False, expected_failure=False,
             hard_cases=["edit_then_retry", "retry_still_fails_differently"], shell=False, symptom_tool="user_message",
             notes=("User-pasted build output, same signature in two files (categories/page.tsx, then clients/page.tsx "
                    "with PagedResult<ClientDto>). Fixes: line:96 (categories) and line:197 (clients). The first build the "
                    "agent runs itself (line:274) passes this point and fails on another error (E3), so totalCount is gone.")),
        dict(id="E2", symptom_native_ids=["line:242"],
             error_text="The token '&amp;&amp;' is not a valid statement separator in this version.",
             failing_command="cd \"D:/dialfa new/spisa-new/frontend\" && npm run build", resolved=True,
             fix=dict(native_id="line:274", kind="command_change", entities=[" ; npm run build"]),
             verified_by_native_id="line:274", confidence="high", masked=False, expected_failure=False,
             hard_cases=["compound_retry", "typo"], shell=True,
             notes="PowerShell 5 has no `&&`; replacing it with `;` runs the build (which then fails on E3 — a new episode, the separator problem is fixed)."),
        dict(id="E3", symptom_native_ids=["line:274", "line:393"],
             error_text="Type error: Property 'data' does not exist on type 'SalesOrderFormData'.",
             failing_command="cd \"D:/dialfa new/spisa-new/frontend\" ; npm run build", resolved=True,
             fix=dict(native_id="line:458", kind="edit_file", entities=["SalesOrderWizard.tsx", "OrderSummaryStep.tsx"]),
             verified_by_native_id="line:517", confidence="high", masked=False, expected_failure=False,
             hard_cases=["edit_then_retry", "retry_still_fails_differently"], shell=True,
             notes="Same message in OrderSummaryStep.tsx:131:25 (fix line:366) and then SalesOrderWizard.tsx:100:25 (fix line:458). line:517 gets past both and fails on E4."),
        dict(id="E4", symptom_native_ids=["line:517"],
             error_text="Type error: Property 'data' does not exist on type '{ clientId: bigint; orderDate: Date;",
             failing_command="cd \"D:/dialfa new/spisa-new/frontend\" ; npm run build", resolved=True,
             fix=dict(native_id="line:762", kind="edit_file", entities=["sales-orders.ts"]),
             verified_by_native_id="line:801", confidence="high", masked=False, expected_failure=False,
             hard_cases=["edit_then_retry", "retry_still_fails_differently"], shell=True,
             notes="./lib/actions/sales-orders.ts:55:34; three edits of sales-orders.ts (line:716, line:739, line:762). line:801 fails on E5 instead."),
        dict(id="E5", symptom_native_ids=["line:801"],
             error_text="Type error: Property 'user' does not exist on type 'LoginResponse'.",
             failing_command="cd \"D:/dialfa new/spisa-new/frontend\" ; npm run build", resolved=True,
             fix=dict(native_id="line:1106", kind="edit_file", entities=["types\\api.ts", "LoginResponse"]),
             verified_by_native_id="line:1158", confidence="high", masked=False, expected_failure=False,
             hard_cases=["edit_then_retry", "retry_still_fails_differently"], shell=True,
             notes="./lib/hooks/useAuth.ts:16:20; the agent greps the LoginResponse interface and edits types/api.ts (line:1106). line:1158 fails on E6."),
        dict(id="E6", symptom_native_ids=["line:1158"],
             error_text="Type error: Property 'data' does not exist on type 'QuickCartTab'.",
             failing_command="cd \"D:/dialfa new/spisa-new/frontend\" ; npm run build", resolved=True,
             fix=dict(native_id="line:1294", kind="edit_file", entities=["useQuickCartTabs.ts"]),
             verified_by_native_id="line:1328", confidence="high", masked=False, expected_failure=False,
             hard_cases=["edit_then_retry", "retry_still_fails_differently"], shell=True,
             notes="./lib/hooks/useQuickCartTabs.ts:232:20; edits line:1271 and line:1294. line:1328 gets past type-check and fails in ESLint (E7)."),
        dict(id="E7", symptom_native_ids=["line:1328"],
             error_text="Error: Unexpected any. Specify a different type.  @typescript-eslint/no-explicit-any",
             failing_command="cd \"D:/dialfa new/spisa-new/frontend\" ; npm run build", resolved=True,
             fix=dict(native_id="line:1733", kind="edit_file", entities=["mapper.ts", "unknown"]),
             verified_by_native_id="line:1866", confidence="high", masked=False, expected_failure=False,
             hard_cases=["edit_then_retry"], shell=True,
             notes="ESLint errors in lib/api/categories.ts and lib/utils/mapper.ts (the react-hooks/exhaustive-deps lines are Warnings, not failures). Edits line:1426 (categories.ts) and line:1464 … line:1733 (mapper.ts: `any` → `unknown` + casts); the last edit, line:1830, only removes SingleStepOrderForm.tsx's unused getTabItems (a warning). line:1866 prints 'Route (app)': green."),
        dict(id="E8", symptom_native_ids=["line:1985"],
             error_text="Type error: Parameter 'article' implicitly has an 'any' type.",
             failing_command=None, resolved=False,
             fix=dict(native_id="line:2035", kind="edit_file", entities=["(article: typeof category.articles[number])", "route.ts"]),
             verified_by_native_id=None, confidence="medium", masked=False, expected_failure=False,
             hard_cases=["edit_then_retry"], shell=False, symptom_tool="user_message",
             notes=("User-reported Railway build failure (log not in the file); error_text is from the agent turn line:1991 "
                    "that reads the log. After the edit the local build (line:2062) passes, but it passed before the edit "
                    "too (line:1866), so it proves nothing about Railway; the fix is committed (line:2163) and pushed "
                    "(line:2181); Railway's rebuild is never shown. Resolved false under the in-session-evidence rule.")),
    ],
    pivots=[dict(native_id="line:123", snippet="make sure you build to check things are fine"),
            dict(native_id="line:1866", snippet="Route (app)"),
            dict(native_id="line:1991", snippet="Railway's build environment is catching an implicit `any` type")],
    reuse=[dict(entity="pagination.total",
                discovered=dict(native_id="line:28", snippet="The `PagedResult` type has a nested `pagination` object with a `total` property"),
                reused=dict(native_id="line:197", snippet="{data?.pagination.total || 0} clientes registrados")),
           dict(entity="; separator",
                discovered=dict(native_id="line:242", snippet="is not a valid statement separator in this version"),
                reused=dict(native_id="line:393", snippet="cd \"D:/dialfa new/spisa-new/frontend\" ; npm run build"))],
)
# error_text found only in a diagnosis record (not the symptom record): checked there
DIAG = {(F5, "E8"): "line:1991"}
