"""Labels for claude_code/vps-config__6ec78367-….jsonl (hand-made from the raw file)."""
FILE = "claude_code/vps-config__6ec78367-c548-4d6d-b80c-ec1d30cc5bb2.jsonl"
T = {}
def ep(id, sym, err, cmd, resolved, fix, ver, conf, masked, hard, notes, shell=True, tool=None, expected=False):
    e = {"id": id, "symptom_native_ids": sym, "error_text": err, "failing_command": cmd, "resolved": resolved, "fix": fix,
         "verified_by_native_id": ver, "confidence": conf, "masked": masked, "expected_failure": expected,
         "hard_cases": hard, "notes": notes, "shell": shell}
    if tool: e["symptom_tool"] = tool
    return e
EPISODES = [
 ep("E1", ["toolu_01JdFixAYVtGVPayAHe9ZTuZ"], "File does not exist. Note: your current working directory is /root.", None, False,
    None, None, "high", False, ["intended_failure"],
    "First action of the session: Read of the auto-memory index /root/.claude/projects/-root/memory/MEMORY.md, which does "
    "not exist yet (tool_result is_error true). A probe: the agent asks the user what app they were building. The file is "
    "only created much later (Write toolu_01FXCuJBdj4jr7svhtUhu6b2), which is not a fix of anything.",
    shell=False, tool="Read", expected=True),
 ep("E2", ["toolu_01RG9qBD8g4dcU448w19aBcV", "toolu_01GRw1ngoofoEF5c6j5rAMoY"],
    "FATAL:  Peer authentication failed for user \"cortexbuild\"", "psql -U cortexbuild -d cortexbuild -c \"\\dt\" 2>&1", True,
    {"native_id": "toolu_01Cpbw5iNvVsRHcNrFKk46jE", "kind": "command_change", "entities": ["sudo -u postgres"]},
    "toolu_01UjLGLDUcG4uXczBYbkjmTB", "high", False, ["permission", "retry_still_fails_differently"],
    "Exit 2 (is_error true): as root, psql over the Unix socket uses peer auth and there is no OS user cortexbuild. The "
    "second symptom is its parallel sibling `pm2 list … && curl …` (toolu_01GRw1ngoofoEF5c6j5rAMoY), which never ran: "
    "'<tool_use_error>Cancelled: parallel tool call Bash(psql -U cortexbuild -d cortexbuild -c \"\\…) errored' (is_error "
    "true, counted as failed); it is simply rerun as toolu_012XerwhPbwFJ1oVmyBfSFTH. Fix: run psql as the postgres OS "
    "user; that retry gets past authentication and fails differently (E3); `sudo -u postgres psql -c \"\\l\"` then lists "
    "the databases."),
 ep("E3", ["toolu_01Cpbw5iNvVsRHcNrFKk46jE"], "FATAL:  database \"cortexbuild\" does not exist",
    "sudo -u postgres psql -d cortexbuild -c \"\\dt\" 2>&1 | head -40", True,
    {"native_id": "toolu_011wtTheRNuTV9GKtmRCimfv", "kind": "command_change", "entities": ["CREATE DATABASE cortexbuild"]},
    "toolu_01CoBE9fHMZM3FQQURabtRYN", "high", True, ["masked"],
    "`| head -40` makes the psql error exit 0 (is_error false). Trap: the earlier `node -e \"require('./db'); "
    "console.log('DB connected')\"` (toolu_01AhsAwHUbGHBh3oj1cyMBd2) printed 'DB connected' although no connection is "
    "made by a require. After asking the user (who says 'you are authorized to do any operations') the agent creates the "
    "role (toolu_016ZaWTGZNrzL6ARHXcAreYm) and the database; setup.sql then runs ('CREATE TABLE' …)."),
 ep("E4", ["toolu_016iscJyWb9Sy3KvZyhX8x7m"], "{\"message\":\"No token provided\"}",
    "sleep 1 && curl -s http://localhost:3001/api/health", True,
    {"native_id": "toolu_01XmTw8RNzMu9XtM6T5EMzg6", "kind": "edit_file", "entities": ["app.get('/api/health'"]},
    "toolu_019vBNs6AQpSeTbjQvmpbmpU", "high", True, ["masked", "edit_then_retry"],
    "curl exits 0 with the auth middleware's 401 body: /api/health was registered after `app.use('/api', authMiddleware)`. "
    "Two Edits of server/index.js move the health route above the middleware (toolu_01XmTw8RNzMu9XtM6T5EMzg6) and remove "
    "the old one (toolu_01Q4HdCQXQAhrkA1nMaA7AZa); `pm2 restart … && curl` then prints '{\"status\":\"ok\",\"version\":\"1.0.0\"}'."),
 ep("E5", ["toolu_01Ws57NdpFRjG6MVH3RBekej", "toolu_01DdYkX8JcaUdDkxxYCCePyg", "toolu_01PUYJyyBKtfnXyEuoxQo7Z5",
           "toolu_01NEUTB1FdKUxo22DSm2JwHs", "toolu_01XzHJ2TUscD31nYva1kBQpv", "toolu_01JTStLLbhwcPRe9G126SVvZ",
           "toolu_01MCcPLtMX5BjS6ARFXD35Dj", "toolu_01Qex7eWVwaCSWBJL7BW7n4u", "toolu_018ArzYAfxFcAa9G2VjUi7Gg",
           "toolu_01R6VjyGLZJebkDjVTLGUMSo"],
    "password authentication failed for user \"cortexbuild\"", "curl -s -X POST http://localhost:3001/api/auth/login", True,
    {"native_id": "toolu_013pLuqsvM7pxK4BJZaBdYXm", "kind": "config_change", "entities": ["md5", "ALTER USER cortexbuild WITH PASSWORD"]},
    "toolu_013pLuqsvM7pxK4BJZaBdYXm", "medium", True,
    ["masked", "config_change", "edit_then_retry", "compound_retry", "retry_still_fails_differently"],
    "The longest story. Login returns '{\"message\": \"Server error\"}' (curl | python3 -m json.tool | head: exit 0); "
    "`pm2 logs` (toolu_01HcGrp8X3gqhUTdzfpQUTCQ, toolu_01VtnMauW8pp7F4NSNcmetZE) show the cause: '[auth/login] error: "
    "password authentication failed for user \"cortexbuild\"' (code 28P01). Every symptom exits 0: the login curls print "
    "'Server error', the `node -e` pool tests catch the error and print 'fail …' / 'FAIL: …'. Attempts that do not help: "
    "dotenv path via __dirname in db.js/index.js (Edit toolu_01W4UzR6qCXKjj8duFBMcx9v), DB_HOST=127.0.0.1 in .env (E7), "
    "resetting the role password (toolu_01GPUTA5AVWWeReer7FWq6Yx — psql over TCP works, node-postgres still fails), "
    "sed scram-sha-256→md5 in pg_hba.conf plus reload (toolu_018CEDS1yaqtVEmDYNmY952K, then toolu_01R6VjyGLZJebkDjVTLGUMSo "
    "still FAIL). Only re-setting the password after the md5 switch, in the same command as the node test, prints 'OK'. "
    "Medium: the agent's explanation (node-postgres lacks SCRAM) is not shown by the transcript; what is shown is that "
    "this change is the one after which the pool connects. The next login no longer says 'Server error' but 'Invalid email "
    "or password' (E8)."),
 ep("E6", ["toolu_01SwEYKh2w25SsSKmvcmgkU4"], "DB_HOST: undefined",
    "require('dotenv').config({ path: require('path').join(__dirname, '/var/www/cortexbuild-ultimate/server/.env') });", True,
    {"native_id": "toolu_01As5PcMGpyq1tpHE2fuXQC3", "kind": "path_fix", "entities": ["path: '/var/www/cortexbuild-ultimate/server/.env'"]},
    "toolu_01As5PcMGpyq1tpHE2fuXQC3", "high", True, ["masked", "path_fix"],
    "A debugging probe that is itself wrong: in `node -e`, __dirname is '.', so path.join makes a relative path and dotenv "
    "loads nothing ('DB_HOST: undefined', 'DB_PASSWORD: [not set]', exit 0). With the absolute path the next probe prints "
    "'DB_HOST: localhost'."),
 ep("E7", ["toolu_01NYbuK2Eig8qyJsaiKk8hSb"], "File has not been read yet. Read it first before writing to it.", None, True,
    {"native_id": "toolu_01GDMHJTLmGKe1yC71LH7ehP", "kind": "read_first", "entities": ["/var/www/cortexbuild-ultimate/server/.env", "DB_HOST=127.0.0.1"]},
    "toolu_01T84YuYoPrtHyqiphpDQZfA", "high", False, ["edit_then_retry"],
    "Edit of server/.env (written earlier by a Bash heredoc, never Read) is refused. The agent Reads the file and repeats "
    "the identical Edit, which succeeds. Same failure kind as the Write in vps-config__21a966c6 and the nginx Write (E11).",
    shell=False, tool="Edit"),
 ep("E8", ["toolu_01JLTKMNHpgEDeoNh1cv1h69"], "\"message\": \"Invalid email or password\"",
    "curl -s -X POST http://localhost:3001/api/auth/login", True,
    {"native_id": "toolu_01WtZ3D9qkVAzCArQMxcMBcr", "kind": "command_change", "entities": ["bcrypt.hash", "UPDATE users SET password_hash"]},
    "toolu_017W4F5sNqxo6oUhw4GUdTGy", "high", True, ["masked"],
    "New error after E5's fix (exit 0, JSON body). Diagnosis: `bcrypt.compare('…', '$2b$10$92IX…')` prints 'match: false' "
    "(toolu_014QgMGXceBdXrmZ9nV6LbBU); seed.sql's comment names one password but its hash is for another. The agent "
    "generates a new hash and UPDATEs both users ('UPDATE 2'); the next login returns a token. seed.sql is corrected "
    "afterwards (Edit toolu_01JA8TDTXF1xYXEutvkYBqa5)."),
 ep("E9", ["b3956009-1c72-4b7c-9975-9bc0da156aaa"], "I was denied Bash tool permissions.", None, True,
    {"native_id": "toolu_01MaVKgwKrqyDNx9BZtjC5dn", "kind": "tool_switch", "entities": ["nginx -v"]},
    "toolu_01NdUxu5tj4cSjpJYu8t5aor", "high", False, ["permission", "tool_switch"],
    "Four background Agents (run_in_background true, 'Async agent launched successfully') are dispatched; the nginx one "
    "reports through a <task-notification> (queue-operation line:465, user record line:467 = the symptom uuid; "
    "tool-use-id toolu_013Kay1eN1UC8WM2mnkpnBbg) that background subagents cannot get Bash permission. The main agent: "
    "'The nginx agent hit a permissions issue — I'll handle it directly' and runs the steps in the foreground; "
    "`curl … http://localhost/` then shows the API proxied and 'Frontend HTTP status: 200'. Same failure kind and fix as "
    "vps-config__21a966c6 E1.",
    shell=False, tool="Agent"),
 ep("E10", ["toolu_01ST7TpPEQPMEux3kDedGjBb"],
    "error TS2352: Conversion of type 'Record<string, unknown>' to type 'Profile' may be a mistake",
    "cd /var/www/cortexbuild-ultimate && npm run build 2>&1 | tail -15", True,
    {"native_id": "toolu_01DeBxLjfVRM5BMT2KgV1xKh", "kind": "edit_file", "entities": ["as unknown as Profile"]},
    "toolu_01PSRTxN5bKiCeyagW7hyU4C", "high", True, ["masked", "edit_then_retry"],
    "tsc fails inside `npm run build`, but `| tail -15` makes it exit 0 (is_error false). One-line cast fix in "
    "src/context/AuthContext.tsx; the rebuild's tool_result content is only 'ok (no errors)' — a token-saver hook rewrote "
    "it (toolUseResult.tokenSaverOutput); the real vite output ('✓ built in 1.25s') is only in toolUseResult.stdout."),
 ep("E11", ["toolu_01B2Fezyc7NvvFDEpgyt2wP5"], "File has not been read yet. Read it first before writing to it.", None, True,
    {"native_id": "toolu_01WQC4xD4qLt3qAwujDNERDG", "kind": "tool_switch", "entities": ["cat > /etc/nginx/sites-available/cortexbuild", "nginx -t"]},
    "toolu_01WQC4xD4qLt3qAwujDNERDG", "high", False, ["tool_switch"],
    "Write of /etc/nginx/sites-available/cortexbuild is refused (the error means the file already exists; who created it is "
    "not visible in this file; it was never Read). Instead of Reading, the agent writes it with a Bash heredoc, enables the site and runs "
    "`nginx -t && systemctl enable nginx && systemctl restart nginx`: 'test is successful'.",
    shell=False, tool="Write"),
 ep("E12", ["bc4f9a8d-37ea-4dcd-9a8c-0ca4db6478af", "2a8bd892-db65-4148-815b-32fc16e9a21a", "177f604b-d617-4813-a140-e976892e0cfa"],
    "Both Edit and Write tools are currently denied for me.", None, True,
    {"native_id": "toolu_01HMEtKGpfyUfdpjtE4y5WUy", "kind": "tool_switch", "entities": ["toCamel"]},
    "toolu_01RD6ahVbGwPfA6GunAwFQjE", "high", False, ["permission", "tool_switch"],
    "The other three background agents of the same batch report that Edit/Write (and Bash for restarts/tests) were denied "
    "for the frontend files (task-notifications at line:516, 517, 641; the first two also enqueued at line:479/499, the "
    "third at line:539). Their analyses are used: 'Both agents did the analysis but hit write permissions. I'll apply "
    "all their changes directly now.' The main agent Edits api.ts, Dashboard.tsx and AIAssistant.tsx itself (first: "
    "toolu_01HMEtKGpfyUfdpjtE4y5WUy), checks with build + curl (toolu_0173ZVXms752EevYeAWmqWn3, "
    "toolu_01DUQ9QPRQrmpEHBb1bY16Sj: 'Uploaded: test.pdf', 'AI reply: …'), and after the late upload-agent report adds "
    "the Documents.tsx UI (toolu_01E93De5q9PCDxhqP7o3dZYt); the last build prints 'ok (no errors)'. Parts the agents "
    "could write (server/routes/ai.js, upload.js, index.js) did land.",
    shell=False, tool="Agent"),
 ep("E13", ["7d8c7b92-f949-4ede-a115-af9a1b6102a2"], "I need Bash tool access to connect to the PostgreSQL database", None, True,
    {"native_id": "toolu_01Eu3kWa3HeAQKGJi229EEMo", "kind": "tool_switch", "entities": ["sudo -u postgres psql"]},
    "toolu_0145DT9kuFmZLWYfYq2ZmNSd", "high", False, ["permission", "tool_switch"],
    "Second batch of five background agents (subagent_type general-purpose); the seeding agent reports it had no Bash. "
    "'Handling seed data directly': the foreground psql first fails (E14), then the `sudo -u postgres` route works and "
    "the batch INSERTs print '--- Batch 1 done ---'.",
    shell=False, tool="Agent"),
 ep("E14", ["toolu_01REv9U8XRRgaQGTh28u3TFz"], "FATAL:  password authentication failed for user \"cortexbuild\"",
    "psql -h 127.0.0.1 -U cortexbuild -d cortexbuild -c \"SELECT id, name FROM projects;\" 2>&1", True,
    {"native_id": "toolu_01Eu3kWa3HeAQKGJi229EEMo", "kind": "command_change", "entities": ["sudo -u postgres"]},
    "toolu_01Eu3kWa3HeAQKGJi229EEMo", "medium", False, ["tool_switch"],
    "Exit 2. The same TCP password login had worked after E5's fix (toolu_013pLuqsvM7pxK4BJZaBdYXm); why it fails now "
    "is not visible in the file. The agent does not debug it and reuses the E2 workaround, psql as the postgres OS user, "
    "which returns the five projects."),
 ep("E15", ["toolu_01XTby275jvRAY4y6vyjhQrh"], "fe_sendauth: no password supplied",
    "psql -U cortexbuild -d cortexbuild -h 127.0.0.1 -c \"\\dt\" 2>&1 | head -40", False,
    {"native_id": "toolu_01W7jeSy5amFjGpTQ39ddYBk", "kind": "command_change", "entities": ["export PGPASSWORD"]},
    None, "high", True, ["masked", "env_prefix", "retry_still_fails_differently"],
    "First command after the compaction (compact_boundary line:733): no password given, `| head -40` hides the exit code "
    "('Password for user cortexbuild:' then the error). The retry adds `export PGPASSWORD=… &&` and fails differently "
    "(E16). The sudo -u postgres workaround of E2/E14 is not reused after compaction."),
 ep("E16", ["toolu_01W7jeSy5amFjGpTQ39ddYBk", "toolu_01Mi5hNPkmeXxKTRBVCgur4J"],
    "FATAL:  password authentication failed for user \"cortexbuild\"", "export PGPASSWORD=", False, None, None, "high", False,
    ["gave_up"],
    "Exit 2 for the table list; its parallel sibling (counts query) is 'Cancelled: parallel tool call Bash(export "
    "PGPASSWORD=… && …) errored' (is_error true). Nothing follows: the next assistant messages are "
    "synthetic 'You're out of extra usage · resets 9pm (UTC)' and the user exits. Unresolved."),
 ep("E17", ["e664d52b-035e-42bf-b935-3ac436adf1dc"], "However, I was denied permission to run the curl tests.", None, False,
    None, None, "high", False, ["permission", "gave_up"],
    "The AI-intents background agent edited server/routes/ai.js but could not run its curl tests; the report arrives while "
    "the main agent is out of usage, so nobody checks the new intents. Same batch: the Settings agent's notification says "
    "'<status>killed</status>' and batch B's result is itself 'You're out of extra usage' (not labelled as episodes).",
    shell=False, tool="Agent"),
]
PIVOTS = [
 {"native_id": "c8c6c215-500b-43e3-bd00-414234dff726", "snippet": "The PostgreSQL **database doesn't exist yet**"},
 {"native_id": "2fbce929-4fc8-4c09-91dd-999a8be6b642", "snippet": "The issue is `scram-sha-256` in `pg_hba.conf`"},
 {"native_id": "ecfb68ab-bef5-40c7-80c4-1d7b5b159f50", "snippet": "but the hash is actually for `password`"},
 {"native_id": "cffa2ef6-0125-47f9-87ff-79e7c8b2d523", "snippet": "The nginx agent hit a permissions issue — I'll handle it directly:"},
 {"native_id": "2fcecd41-faed-48cb-9aae-a4c404290922", "snippet": "TypeScript error from one of the other agents' changes."},
 {"native_id": "b27f1c26-428e-4496-9b49-31b9e106f1b5", "snippet": "I'll apply all their changes directly now."},
 {"native_id": "3cc4d63d-b485-42ac-8873-7a8a966468b6", "snippet": "Handling seed data directly"},
]
REUSE = [
 {"entity": "database user name from .env.example",
  "discovered": {"native_id": "toolu_01E8YRvp6xGyraUcaUrYZZMM", "snippet": "DB_USER=cortexbuild"},
  "reused": {"native_id": "toolu_016ZaWTGZNrzL6ARHXcAreYm", "snippet": "CREATE USER cortexbuild"}},
 {"entity": "pg_hba.conf auth method",
  "discovered": {"native_id": "toolu_01VsD9tDi5bhADLLXXB5HWtH", "snippet": "127.0.0.1/32            scram-sha-256"},
  "reused": {"native_id": "toolu_018CEDS1yaqtVEmDYNmY952K", "snippet": "s/scram-sha-256/md5/g"}},
 {"entity": "seeded bcrypt hash",
  "discovered": {"native_id": "toolu_018XqDrYALEEUcj1XPv2ce8w", "snippet": "$2b$10$92IXUNpkjO0rOQ5byMi.Ye4oKoEa3Ro9llC/.og/at2.uheWG/igi"},
  "reused": {"native_id": "toolu_01JA8TDTXF1xYXEutvkYBqa5", "snippet": "$2b$10$92IXUNpkjO0rOQ5byMi.Ye4oKoEa3Ro9llC/.og/at2.uheWG/igi"}},
 {"entity": "nginx subagent's step list",
  "discovered": {"native_id": "b3956009-1c72-4b7c-9975-9bc0da156aaa", "snippet": "nginx -v 2>&1 || apt-get install -y nginx"},
  "reused": {"native_id": "toolu_01MaVKgwKrqyDNx9BZtjC5dn", "snippet": "nginx -v 2>&1 || apt-get install -y nginx"}},
 {"entity": "AI subagent's backend route",
  "discovered": {"native_id": "2a8bd892-db65-4148-815b-32fc16e9a21a", "snippet": "/var/www/cortexbuild-ultimate/server/routes/ai.js"},
  "reused": {"native_id": "toolu_01SQJ3yzbJziudcpkYin9fLq", "snippet": "/var/www/cortexbuild-ultimate/server/routes/ai.js"}},
 {"entity": "frontend subagent's toCamel plan",
  "discovered": {"native_id": "bc4f9a8d-37ea-4dcd-9a8c-0ca4db6478af", "snippet": "`toCamel` helper"},
  "reused": {"native_id": "toolu_01HMEtKGpfyUfdpjtE4y5WUy", "snippet": "toCamel"}},
 {"entity": "psql as the postgres OS user",
  "discovered": {"native_id": "toolu_01Cpbw5iNvVsRHcNrFKk46jE", "snippet": "sudo -u postgres psql -d cortexbuild"},
  "reused": {"native_id": "toolu_01Eu3kWa3HeAQKGJi229EEMo", "snippet": "sudo -u postgres psql -d cortexbuild"}},
]
ENTRY = {
 "format": "claude-code-jsonl (Claude Code 2.1.81 cli, claude-sonnet-4-6, root on an Ubuntu 24.04 VPS, permissionMode "
           "acceptEdits; background Agent task-notifications in queue-operation and user records; plugin hooks incl. a "
           "token-saver that rewrites tool_result content; one compact_boundary; synthetic usage-limit messages)",
 "counts_notes": ("80 Bash tool_use blocks, no sidechains. Failed = tool_result is_error true (5): two psql exits 2 with "
   "'Exit code 2' (toolu_01RG9qBD8g4dcU448w19aBcV peer auth, toolu_01REv9U8XRRgaQGTh28u3TFz and "
   "toolu_01W7jeSy5amFjGpTQ39ddYBk password auth) and two parallel siblings that never ran ('<tool_use_error>Cancelled: "
   "parallel tool call Bash(…) errored', toolu_01GRw1ngoofoEF5c6j5rAMoY, toolu_01Mi5hNPkmeXxKTRBVCgur4J). Exit unknown: "
   "none (every Bash has a tool_result). Masked (16 ids): almost every command ends in `| head`, `| tail`, `| python3 -m "
   "json.tool` or catches its own error in `node -e`, so psql errors, HTTP error bodies ('Server error', 'No token "
   "provided', 'Invalid email or password'), 'FAIL: password authentication failed' and a tsc error all come with "
   "is_error false (E3-E6, E8, E10, E15). Non-Bash tool errors: Read (E1, expected), Edit and Write 'File has not been "
   "read yet' (E7, E11). 12 Agent calls: three foreground feature-dev:code-explorer runs, then nine with "
   "run_in_background true whose results are only 'Async agent launched successfully'; their outcomes arrive as "
   "<task-notification> text in queue-operation 'enqueue' records and in user records (symptom ids = user-record uuids). "
   "Format traps: six Bash results have toolUseResult.tokenSaverOutput and the tool_result content is that shortened "
   "text (e.g. 'ok (no errors)' for a full vite build; the real output is in toolUseResult.stdout); many outputs end with "
   "'Shell cwd was reset to /root' while record-level cwd says /var/www/cortexbuild-ultimate/server; 202 progress "
   "records carry hook events (PreToolUse/PostToolUse/Stop). Not agent commands, not counted: the user's /voice "
   "('Voice mode requires SoX'), /ralph-loop ('Error: Shell command failed … No prompt provided') and /exit local "
   "commands. Recount: python reader (tools/build.py) and tools/verify_jq_claude.sh agree."),
 "notes": ("Third session of the CortexBuild VPS (same repo as vps-config__21a966c6 and __c0ffe23f; it follows "
   "21a966c6, whose last command created the database user but got no result). 'continue our app': the agent finds the "
   "Express+Postgres backend already written, provisions the database (peer auth, missing database), starts the API with "
   "PM2 and then spends a long stretch on a login 'Server error' (Postgres password auth from node-postgres, fixed by md5 "
   "in pg_hba.conf plus re-set password; then a wrong bcrypt hash in the seed). It then dispatches background subagents "
   "twice; all of them lack Bash/Edit/Write permission and the main agent does their work itself (nginx, frontend edits, "
   "seeding). Ends unresolved when the account runs out of usage. Caution: commands and outputs contain the app's local "
   "Postgres password, JWTs issued by the local API, and seeded (fictional) contact data; labels do not quote the password."),
 "failed": ["toolu_01RG9qBD8g4dcU448w19aBcV", "toolu_01GRw1ngoofoEF5c6j5rAMoY", "toolu_01REv9U8XRRgaQGTh28u3TFz",
            "toolu_01W7jeSy5amFjGpTQ39ddYBk", "toolu_01Mi5hNPkmeXxKTRBVCgur4J"],
 "expected": [],
 "unknown": [],
 "episodes": EPISODES, "pivots": PIVOTS, "reuse": REUSE,
}
