F1 = "claude_code/ClaudeWork__cc6e5a07-2800-47f0-a68e-20d094a4b5d0.jsonl"
F2 = "claude_code/ClaudeWork__762cc180-ae9a-436f-9b2e-d6e7763bbb47.jsonl"
F3 = "claude_code/ClaudeWork__1c1e2870-ccec-4618-9370-39e9e074e0b2.jsonl"
F5 = "claude_code/ClaudeWork__28e4e1a1-2d44-4f91-8ab7-ea7174ea0fac.jsonl"
F6 = "claude_code/ClaudeWork__5a0942af-607f-45d6-ae52-9a8ab7493e04.jsonl"
F7 = "claude_code/ClaudeWork__dd6e7648-37cd-491b-99e9-64b47fa7c319.jsonl"
def m(f, ep, nid, role): return {"file": f, "episode": ep, "native_id": nid, "role": role}
GROUPS = [
 {"description": "Windows PowerShell 5.1 cannot parse a .ps1 the agent wrote as UTF-8 without BOM when it contains non-ASCII characters (\u2713 \u2717 \u2550 \u2014): 'The string is missing the terminator', 'Missing closing '}' in statement block or type definition.', 'Unexpected token '}''. Same user on both computers, three sessions; in two the user pastes the error, in one the agent's own PowerShell tool hits it twice. The fix each time is removing or replacing the characters (or a new ASCII-only script). A fourth session shows the same habit on the Python side: print('\\u2713 ...') fails with cp1252 'charmap' UnicodeEncodeError and is fixed by printing '[SUCCESS]'.",
  "category": "non_ascii_on_windows_codepage",
  "members": [m(F1, "E3", "03a9d119-568d-4da0-b1e4-a366fdecb405", "symptom (user-reported)"), m(F1, "E3", "toolu_01XJKs11Kzabo5qRmPuiEmBT", "fix"),
              m(F2, "E3", "toolu_01FTXHME4TDX7B25x1DtpZHQ", "symptom"), m(F2, "E3", "toolu_01VoGNztdYXWCJqU4Re1HUxZ", "fix"),
              m(F2, "E8", "toolu_01ChpJVGNkHfjXUKu1Kbyz96", "symptom"), m(F2, "E8", "toolu_01GMGg2iQEqWCJNa2W5Xf9Pz", "fix"),
              m(F3, "E2", "dda8fe69-052f-4dde-9e62-2fbb731fa19c", "symptom (user-reported, repeated after a rewrite)"), m(F3, "E2", "toolu_01RoyTAcXp3vKe9vKQmH3cmE", "fix"),
              m(F5, "E4", "toolu_012sBRehiSgw8aYataK7KbQo", "symptom (same root: a check mark on a cp1252 Windows console, here Python's UnicodeEncodeError)"), m(F5, "E4", "toolu_01U5BXcAKXfEMSRF3EeBnPM1", "fix")],
  "fix_entities": ["junctions only work for directories", "re-run as admin for live link", "Success! Project memory sync is set up.", "create-links.ps1", "[SUCCESS] Roadmap created:"]},
 {"description": "Windows paths with backslashes given to the Git Bash tool: a trailing backslash before the closing double quote escapes the quote ('unexpected EOF while looking for matching `\"''), or unquoted backslashes vanish ('C:Userseduar.claude 2', masked at exit 0). Fixed by the PowerShell tool, the Glob tool or POSIX /c/Users/... paths. Three occurrences in one session (one after a compaction) and one in another session.",
  "category": "windows_path_quoting",
  "members": [m(F2, "E1", "toolu_0164GpYJRiDHZoEPPR4UcvUv", "symptom (masked)"), m(F2, "E2", "toolu_012r3Df3k6q1nTWRVcaByE3a", "symptom"),
              m(F2, "E14", "toolu_012NuNsuDNYzjSTR81uvo2LU", "symptom"), m(F3, "E6", "toolu_016q37b919hJgkGDdso7QUFJ", "symptom"),
              m(F3, "E6", "toolu_01M625AChBtpjscrpH97vqfB", "fix (/c/ paths)")],
  "fix_entities": ["Get-ChildItem", "/c/Users/emarquez/OneDrive/16 - Obsidian/01_Claude_Home/00-Dashboard/"]},
 {"description": "PowerShell syntax or variables sent to the Bash tool (Git Bash): $env:USERPROFILE, Select-String, Test-Path, if (...) { } (exit 127 / exit 2 with sibling cancellations), and 'echo $PROFILE' printing nothing at exit 0. Fixed by POSIX commands or by the PowerShell tool.",
  "category": "wrong_shell_syntax",
  "members": [m(F1, "E1", "toolu_01FnRRP9AaoJrC6Pxgw4zM4B", "symptom"), m(F1, "E2", "toolu_01SV2z6zHvYcmS4tp1Jjt4Zu", "symptom"),
              m(F1, "E1", "toolu_016P8Eu8E59QAFatZP7FCpHr", "fix"), m(F2, "E13", "toolu_01VGcJCGCeHcnbQnXTr93aYp", "symptom (masked)"),
              m(F2, "E13", "toolu_01F7CAzyMjE2LEaGa2Q6jkAa", "fix")],
  "fix_entities": ["/c/Users/emarquez/.claude/", "$PROFILE"]},
 {"description": "The Git Bash (MSYS) runtime itself crashes: 'fatal error - add_item (\"\\??\\C:\\Program Files\\Git\", \"/\", ...) failed, errno 1', as Bash exit code 3221225477 (0xC0000005) or inside the Write tool's cygpath call. Workarounds: a Bash heredoc instead of Write, or asking the user to run the command himself. Same work computer, two sessions.",
  "category": "tool_crash",
  "members": [m(F3, "E3", "toolu_01FdYaGmgk5x45FaqaV4gpn3", "symptom (Write tool)"), m(F3, "E7", "toolu_01DrUUxX9De6GqoxhSbKtaHf", "symptom (Write tool)"),
              m(F6, "E2", "toolu_01HbzeU8uFS4YeYTAUFyMfLC", "symptom (Bash)"), m(F6, "E2", "08c89fef-458b-4883-9b08-6d7509c0f5b1", "fix (hand over to the user)")],
  "fix_entities": ["create-links.ps1", "QUICK-START.md", "docker-compose up -d"]},
 {"description": "A command-line tool or Python module the agent assumed is not installed on the user's Windows machine: 'tree: command not found' in Git Bash (exit 127), 'No module named 'pandas'' (exit 1). Fixed by switching to a tool that exists (ls -la, openpyxl).",
  "category": "missing_dependency",
  "members": [m(F3, "E1", "toolu_01BCQHbWCkCFYwYrbEcjLFMm", "symptom"), m(F3, "E1", "toolu_019NXuqwf3PghWiPKeR1UtuP", "fix"),
              m(F5, "E2", "toolu_01YFzXuzN8Sk4bhnh11HBH3V", "symptom"), m(F5, "E2", "toolu_017iXuCpHyvpqZXvyJQMEA2k", "fix")],
  "fix_entities": ["ls -la", "from openpyxl import load_workbook"]},
 {"description": "User rejections of shell calls ('The user doesn't want to proceed with this tool use.'), counted as failed (is_error true) but resolved by a user redirect rather than a fix.",
  "category": "user_rejection",
  "members": [m(F2, "E6", "toolu_01GixV6UjYoZkbSWFcQxmKWW", "symptom"), m(F2, "E11", "toolu_01Jzk9eWcJivs8VcYCGrBNak", "symptom"),
              m(F3, "E5", "toolu_01UHAmexd65TS6fwPUMgMMpR", "symptom"), m(F6, None, "toolu_01ERxtVQWi1eTmiwMnFQwfUW", "rejected attempted fix of E5")],
  "fix_entities": ["use symlinks", "symlinks"]},
 {"description": "Masked failures: exit 0 (is_error false) but the output shows the failure, mostly because of '| head' or '|| echo' tails, or a script that reports success while printing an error line.",
  "category": "masked_exit0",
  "members": [m(F2, "E1", "toolu_0164GpYJRiDHZoEPPR4UcvUv", "symptom"), m(F2, "E10", "toolu_016Tu9FHDNQPWhUZGBS6tFKB", "symptom"),
              m(F6, "E4", "toolu_01T5NxdLwTH77DqroNjjhrg9", "symptom"),
              m(F6, "E5", "toolu_01PqXNkXjQz7Di8mHHJWq5a4", "symptom"), m(F7, "E1", "toolu_01JzkVjCCa3cd5W5Ld5qFQx3", "symptom (find error at exit 0)"),
              m(F7, "E2", "toolu_01ReMb6CZB535kSUXfCfYJPh", "symptom (silent empty result)")],
  "fix_entities": ["Get-ChildItem", "vault/reference", "docker logs odoo_docker-web-1"]}
]
