B = "roo_code/bobflow__bob_task_may-1-2026_12-00-51-pm.md"
RA = "roo_code/bob-repoiq__bob_task_may-3-2026_1-17-12-am.md"
RB = "roo_code/bob-repoiq__bob_task_may-3-2026_1-02-45-pm.md"
AU = "roo_code/scriptclean-a11y-guard__audit_app.md"
SV = "roo_code/scriptclean-a11y-guard__Server_not_woking_issue.md"
IX = "roo_code/scriptclean-a11y-guard__index_file_working.md"
RO = "roo_code/scriptclean-a11y-guard__Role_Expert_Full_Stack_Developer.md"
AF = "roo_code/agentforge__bob_task_may-18-2026_6-46-43-pm.md"
MK = "roo_code/modernize-kit__bob_task_may-2-2026_6-31-30-pm.md"
MK2 = "roo_code/modernize-kit__bob_task_may-2-2026_10-16-28-pm.md"
CU = "cursor/minsky__2025-05-01_15-41-starting-task-022.md"
CU2 = "cursor/minsky__2025-04-29_20-27-continuing-task-011.md"
GROUPS = [
 {"description": "Windows PowerShell 5.1 (the terminal IBM Bob uses on Windows) rejects the bash/cmd separator '&&' with a ParserError before anything runs: \"The token '&&' is not a valid statement separator in this version.\" (FullyQualifiedErrorId InvalidEndOfLine, Exit code: 1). Four users, four projects; the fixes are ';' instead of '&&', dropping the cd, or running the parts as separate commands, once with a tool switch (del -> Remove-Item, findstr -> Select-String). In one session (Role_Expert) the agent gives up instead. In two sessions the same agent repeats the mistake after having fixed it.",
  "category": "shell_syntax_powershell",
  "members": [
   {"file": B, "episode": "E10", "native_id": "line:7244", "role": "symptom, fixed by running the two commands separately"},
   {"file": RA, "episode": "E1", "native_id": "line:1583", "role": "symptom, fixed with ';'"},
   {"file": RB, "episode": "E1", "native_id": "line:4821", "role": "symptom, fixed with Remove-Item and no cd"},
   {"file": RB, "episode": "E2", "native_id": "line:5379", "role": "repeat in the same session, fixed with ';'"},
   {"file": AU, "episode": "E2", "native_id": "line:3661", "role": "symptom, fixed with ';' (then fails on a missing module)"},
   {"file": SV, "episode": "E1", "native_id": "line:1436", "role": "symptom, fixed with ';' and Select-String"},
   {"file": IX, "episode": "E3", "native_id": "line:2595", "role": "symptom, fixed by dropping the redundant cd"},
   {"file": RO, "episode": "E1", "native_id": "line:1764", "role": "symptom, gave up (negative control)"},
   {"file": MK2, "episode": "E1", "native_id": "line:6538", "role": "symptom (two '&&'), fixed by separate commands"}
  ],
  "fix_entities": [";", "Remove-Item", "Select-String -Pattern", "python server/app.py", "npm test"]},
 {"description": "An edit tool call succeeds but its result carries editor diagnostics ('New problems detected after saving the file:' with [ts Error] or [basedpyright Error] lines); a follow-up edit clears them (the follow-up edit's result has no <problems> block, or the build passes). Non-shell symptoms.",
  "category": "edit_introduced_diagnostics",
  "members": [
   {"file": B, "episode": "E1", "native_id": "line:2932", "role": "write_to_file -> ts Error, fixed by apply_diff"},
   {"file": B, "episode": "E6", "native_id": "line:5265", "role": "apply_diff fixing a build error introduces 'Expected 0 arguments, but got 1.'"},
   {"file": AU, "episode": "E1", "native_id": "line:1302", "role": "write_to_file -> basedpyright errors, fixed in two apply_diffs"},
   {"file": MK, "episode": "E4", "native_id": "line:5416", "role": "JS->TS conversion: Object is possibly 'undefined'"},
   {"file": MK, "episode": "E5", "native_id": "line:6330", "role": "same diagnostic in the next module, same fix (reuse)"},
   {"file": MK, "episode": "E6", "native_id": "line:6698", "role": "'error' is of type 'unknown'"},
   {"file": MK, "episode": "E7", "native_id": "line:7172", "role": "PackageJson | null, needs two follow-up edits"},
   {"file": MK, "episode": "E8", "native_id": "line:8207", "role": "'error' is of type 'unknown'"}
  ],
  "fix_entities": ["const errors: string[] = [];", "cicd: generateCICD(),", "request.get_json()", "?.toLowerCase() || ''"]},
 {"description": "A strict TypeScript build ('tsc -b' / 'tsc' via npm run build) fails on unused names (TS6133 under noUnusedLocals/noUnusedParameters). In bobflow each unused import/parameter is removed (and one removal breaks a call site); in modernize-kit, where tsc prints no diagnostics into the transcript, the agent switches noUnusedLocals/noUnusedParameters off in tsconfig.json. Same check, opposite fixes (code change vs weakening the config).",
  "category": "typescript_unused_build_error",
  "members": [
   {"file": B, "episode": "E4", "native_id": "line:5148", "role": "TS6133 unused import, removed"},
   {"file": B, "episode": "E5", "native_id": "line:5148", "role": "TS6133 unused parameter, removed (breaks the call site, E6)"},
   {"file": B, "episode": "E7", "native_id": "line:5148", "role": "TS6133 unused vitest import in a test file, removed"},
   {"file": MK, "episode": "E9", "native_id": "line:8478", "role": "tsc exit 1 without printed diagnostics; tsconfig noUnused* set to false"}
  ],
  "fix_entities": ["LayoutDashboard", "function generateCICD(): string {", "\"noUnusedLocals\": false"]},
 {"description": "A bash-only command form run in Windows PowerShell 5.1 fails on PowerShell's own parameter binding, not on '&&': 'mkdir -p a b c' (mkdir takes one positional path) and cmd-style 'del a b' (the agent replaces both with New-Item / Remove-Item and comma-separated path lists).",
  "category": "shell_syntax_powershell_parameters",
  "members": [
   {"file": MK, "episode": "E1", "native_id": "line:653", "role": "mkdir -p -> New-Item -ItemType Directory -Force -Path a, b"},
   {"file": RB, "episode": "E1", "native_id": "line:4821", "role": "del a b (behind '&&') -> Remove-Item \"a\", \"b\" -Force"}
  ],
  "fix_entities": ["New-Item -ItemType Directory -Force -Path", "Remove-Item"]},
 {"description": "A problem the user reports in an attempt_completion feedback (or a task continuation) gets code edits, but the session never shows that the problem is gone: the user moves on to another topic or the export ends. Resolved false with a fix and no verification.",
  "category": "unverified_user_report",
  "members": [
   {"file": RA, "episode": "E4", "native_id": "line:5816", "role": "PDF cannot be opened; Blob MIME fix unverified"},
   {"file": RB, "episode": "E7", "native_id": "line:8248", "role": "chat not working; route and API fixes pushed unverified"},
   {"file": AU, "episode": "E6", "native_id": "line:4668", "role": "priority modal not showing; CSS/JS edits unverified"},
   {"file": IX, "episode": "E2", "native_id": "line:0", "role": "server not working; samples folder path fixed, client never re-run"},
   {"file": RO, "episode": "E2", "native_id": "line:2432", "role": "'its still not working'; second round of edits, success claimed without a run"}
  ],
  "fix_entities": ["application/pdf", "/chat/message", "client/style.css", "text_samples", "escHtml"]},
 {"description": "git push rejected by the remote for a reason other than the local command: the repository does not exist, the remote has commits the local branch lacks (fetch first), or GitHub push protection finds secrets in a pushed commit. Each is fixed by changing what is pushed or where (set-url, --force, a rewritten branch), never by retrying the same push.",
  "category": "git_push_rejected",
  "members": [
   {"file": RB, "episode": "E5", "native_id": "line:6532", "role": "Repository not found -> git remote set-url"},
   {"file": RB, "episode": "E6", "native_id": "line:8037", "role": "rejected (fetch first) -> --force"},
   {"file": AF, "episode": "E1", "native_id": "line:1535", "role": "GH013 push protection -> clean branch without the secret commit"}
  ],
  "fix_entities": ["git remote set-url origin", "--force", "git checkout -b clean-implementation a47e247"]}
,
 {"description": "The same command is run again after a change that cannot affect the failure, and fails with the identical text: a push retried after a new commit while the secret is still in an older pushed commit; a push retried to the same non-existent remote after only telling the user to create it; a test rerun five times after edits that (per the user) went to another checkout. An extractor must not link the intermediate edits as fixes.",
  "category": "identical_failure_retry",
  "members": [
   {"file": AF, "episode": "E1", "native_id": "line:2192", "role": "same GH013 after the redaction commit"},
   {"file": RB, "episode": "E5", "native_id": "line:7534", "role": "same 'Repository not found' on the unchanged remote"},
   {"file": CU, "episode": "E4", "native_id": "line:2284", "role": "same received value after edits in the wrong workspace"}
  ],
  "fix_entities": ["git checkout -b clean-implementation a47e247", "git remote set-url origin https://github.com/Eman2123/Bob-RepoIQ.git"]}
,
 {"description": "minsky's own 'minsky session dir <session>' prints a path where the session clone does not exist (legacy layout without the repo/'sessions' level), so the agent's 'cd $(minsky session dir ...)' fails with zsh 'cd: no such file or directory'; both times the agent recovers the real clone path (from 'session start' output, or by listing the state directories) and cds there with an absolute path. Same user, same project, two Cursor sessions two days apart.",
  "category": "wrong_path_from_tool",
  "members": [
   {"file": CU2, "episode": "E1", "native_id": "line:436", "role": "cd fails; path found by ls, absolute cd"},
   {"file": CU, "episode": "E2", "native_id": "line:629", "role": "cd fails; path taken from 'session start' output"}
  ],
  "fix_entities": ["/Users/edobry/.local/state/minsky/git/local/minsky/task#011", "/Users/edobry/.local/state/minsky/git/local/minsky/sessions/task#022"]}
]
