RS = "run_shell_command-"
PL = "gemini/plansmith__current.md"; GA = "gemini/go-ai-agent-v2__agent_.md"; GL = "gemini/gameoflife__biotop_260117.json"
SN = "gemini/snitch__prompt.md"; CR = "gemini/conferenceroom-api__PROMPTIT.md"; S10 = "opencode/specmgr__session-ses_ff52-feat-10-task-list.md"; S12 = "opencode/specmgr__session-ses_feab-feat-12-qa-artifact.md"
G = [
 {"description": "A bash chaining operator in a command on Windows: Gemini CLI's PowerShell 5 rejects '||' at parse time ('Das Token \"||\" ist in dieser Version kein gültiges Anweisungstrennzeichen.', exit 1), and in another user's session the CLI itself refuses '&&' compounds ('Command rejected because it could not be parsed safely', no exit code). Fixed by a PowerShell cmdlet or by splitting into separate calls; the snitch agent hits it five times without adapting.",
  "category": "windows_shell_operator_rejected",
  "members": [
   {"file": GL, "native_id": RS+"1768661084112-8173a09681083", "role": "symptom E4 ('rm … || del …'), switched to powershell.exe Remove-Item"},
   {"file": SN, "native_id": RS+"1766469367341-82dfef6c86bf2", "role": "symptom E4 (first '&&' rejection), split into '.\\build.bat' + '.\\snitch.exe'"},
   {"file": SN, "native_id": RS+"1766469467265-6a74f2c13dce", "role": "recurrence E5"},
   {"file": SN, "native_id": RS+"1766469825366-e7d55551f7b71", "role": "recurrence E7"},
   {"file": SN, "native_id": RS+"1766469921553-5dabaadc046fc", "role": "recurrence E9"},
   {"file": SN, "native_id": RS+"1766470958868-157fb9975de3d", "role": "recurrence E10"}
  ],
  "fix_entities": ["Remove-Item", ".\\build.bat"]},
 {"description": "Go compile error '\"X\" imported and not used' right after the agent's own edit removed the last use of a package (same user, two Go projects, one week apart). Fixed by deleting the import; the next build shows the next error or passes.",
  "category": "go_unused_import_after_edit",
  "members": [
   {"file": PL, "native_id": RS+"1762548564230-096712435878e", "role": "symptom E3 (\"fmt\" in view.go)"},
   {"file": PL, "native_id": RS+"1762549267876-5fdeebb321d0c8", "role": "symptom E14 (lipgloss in model.go)"},
   {"file": GA, "native_id": RS+"1762393192323-9d009301df8ca", "role": "symptom E11 (\"context\" in a new test file)"},
   {"file": GA, "native_id": RS+"1762393716613-1dddf587aa597", "role": "symptom E15 (pkg/types in chat_service.go)"},
   {"file": GA, "native_id": RS+"1762393934107-75ace6d05821d", "role": "symptom E18 (pkg/types in chat_save_test.go)"}
  ],
  "fix_entities": ["imported and not used", "fmt", "lipgloss"]},
 {"description": "Go 'undefined: <package>' because an edit used a package the file does not import (or an import cleanup removed one still in use). Fixed by adding the import.",
  "category": "go_missing_import",
  "members": [
   {"file": PL, "native_id": RS+"1762548474105-27f9f420c93e28", "role": "symptom E2 (undefined: fmt)"},
   {"file": PL, "native_id": RS+"1762548662687-db40e062d531e8", "role": "symptom E5 (undefined: lipgloss)"},
   {"file": GA, "native_id": RS+"1762393114645-661c2ab6bd083", "role": "symptom E7 (undefined: fmt)"},
   {"file": GA, "native_id": RS+"1762393873258-9efb179e33323", "role": "symptom E17 (undefined: core / genai)"}
  ],
  "fix_entities": ["fmt", "github.com/charmbracelet/lipgloss", "go-ai-agent-v2/go-cli/pkg/core"]},
 {"description": "A replace edit drops a function's closing brace: Go reports 'syntax error: unexpected EOF, expected }' at the last line; the agent re-reads the file and restores the brace.",
  "category": "edit_dropped_closing_brace",
  "members": [
   {"file": PL, "native_id": RS+"1762549023729-85eaebd028d7a", "role": "symptom E11 (model.go:254:1), fixed by a whole-file write_file"},
   {"file": GA, "native_id": RS+"1762393860680-64af50687897e", "role": "symptom E16 (cmd/root.go:75:1), fixed by a replace adding '}'"}
  ],
  "fix_entities": ["unexpected EOF, expected }", "closing brace"]},
 {"description": "Gemini CLI replace refused because old_string does not occur the expected number of times ('0 occurrences found', 'Expected 2 occurrences but found 1'); fixed by re-reading the file and retrying with an exact anchor.",
  "category": "edit_anchor_mismatch",
  "members": [
   {"file": GL, "native_id": "replace-1768662889898-511d281662b3b8", "role": "symptom E5 (expected 2, found 1)"},
   {"file": GA, "native_id": "replace-1762392966592-43ea9e01194f1", "role": "symptom E4 (0 occurrences)"},
   {"file": GA, "native_id": "replace-1762394456562-a2b73a6f3a91b", "role": "symptom E20 (0 occurrences, four times in a row)"}
  ],
  "fix_entities": ["old_string", "read_file"]},
 {"description": "The user, not the agent, runs the program: Gemini CLI shell calls end in '[Operation Cancelled] Reason: User cancelled the operation.' (no exit code), and the real result (a compile error, or a UI bug in the running app) arrives as the user's next message. A reader must take the failure from the user text, and a cancel after a long-running start is indirect evidence the build succeeded.",
  "category": "user_runs_command_and_reports",
  "members": [
   {"file": GL, "native_id": "msg:17", "role": "user-reported gcc error E1 (the agent's gcc call was cancelled)"},
   {"file": GL, "native_id": "msg:37", "role": "user-reported gcc error E2"},
   {"file": PL, "native_id": "line:955", "role": "user-reported layout bug E4 after a cancelled 'go run .'"},
   {"file": PL, "native_id": "line:1207", "role": "user-reported layout bug E7"},
   {"file": CR, "native_id": "line:2140", "role": "user pastes the nodemon 'clean exit' of the server he started himself (E7)"}
  ],
  "fix_entities": ["write_file", "SetSize"]},
 {"description": "The user rejects (cancels) an edit and the next user message carries the instruction the agent must follow instead; the retried edit that follows the instruction succeeds.",
  "category": "user_rejection_with_instruction",
  "members": [
   {"file": GA, "native_id": "replace-1762392850766-d848270c08e27", "role": "symptom E3 (instruction line:854)"},
   {"file": CR, "native_id": "replace-1769859262086-e03290b18ce198", "role": "symptom E9 (instruction line:3440)"},
   {"file": CR, "native_id": "write_file-1769862147868-ec6cd49a56f79", "role": "symptom E13 (question line:4369)"},
   {"file": CR, "native_id": "replace-1769864494719-36c40795140ff8", "role": "symptom E15 (question line:4830)"}
  ],
  "fix_entities": ["user_fix"]},
 {"description": "Gemini CLI read_file refuses a file matched by .gitignore ('… is ignored by configured ignore patterns.'): reference sources and node_modules. Worked around with search_file_content pattern '.+' in one project; abandoned in the other.",
  "category": "read_file_ignored_path",
  "members": [
   {"file": GA, "native_id": "read_file-1762392834129-000094351c716", "role": "symptom E2, workaround search_file_content '.+'"},
   {"file": GA, "native_id": "read_file-1762393484779-a0fcf61e16a85", "role": "recurrence E13"},
   {"file": GA, "native_id": "read_file-1762393494428-842a19d4e19b6", "role": "recurrence E14"},
   {"file": CR, "native_id": "read_file-1769860238796-4af4a9c6bb0f4", "role": "symptom E12 (node_modules/zod/package.json), gave up"}
  ],
  "fix_entities": ["search_file_content", ".+"]},
 {"description": "The command's own exit status is lost behind a trailing echo, so the tool reports success while the output shows the failure: 'echo \"vulture exit: $?\"' after vulture, and a curl script whose last line is an echo ('curl: (7) Failed to connect', exit 0).",
  "category": "status_lost_behind_echo",
  "members": [
   {"file": S10, "native_id": "line:116", "role": "masked symptom E1"},
   {"file": CR, "native_id": RS+"1769765800579-76708a05971d9", "role": "masked symptom E7 (server not running)"}
  ],
  "fix_entities": ["whitelist.py", "tsx watch src/index.ts"]},

 {"description": "opencode Markdown exports carry no exit codes: a failing quality gate is visible only in output text — a 'vulture exit: 3' the agent echoed itself, or a pre-commit hook 'Failed' inside a 'git commit' output — so both are masked failures; same project and user two days apart.",
  "category": "masked_quality_gate",
  "members": [
   {"file": S10, "native_id": "line:116", "role": "masked symptom E1 (vulture unused method), fixed by whitelisting"},
   {"file": S12, "native_id": "line:9761", "role": "masked symptom E1 (specmgr mcp-docs hook modified docs/MCP.md), fixed by staging it"}
  ],
  "fix_entities": ["whitelist.py", "git add docs/MCP.md"]}
]
