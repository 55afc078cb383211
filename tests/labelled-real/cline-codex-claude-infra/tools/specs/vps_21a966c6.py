"""Labels for claude_code/vps-config__21a966c6-….jsonl (hand-made from the raw file)."""
FILE = "claude_code/vps-config__21a966c6-d278-48b1-9bdf-d8f3c790cf8b.jsonl"
T = {}
def ep(id, sym, err, cmd, resolved, fix, ver, conf, masked, hard, notes, shell=True, tool=None, expected=False):
    e = {"id": id, "symptom_native_ids": sym, "error_text": err, "failing_command": cmd, "resolved": resolved, "fix": fix,
         "verified_by_native_id": ver, "confidence": conf, "masked": masked, "expected_failure": expected,
         "hard_cases": hard, "notes": notes, "shell": shell}
    if tool: e["symptom_tool"] = tool
    return e
EPISODES = [
 ep("E1", ["810e3db1-c172-462c-8310-ffe85feb8b5d", "6bf806e9-f58b-4ead-a350-f743a40c956f"],
    "I need both Bash and Write permissions to create these files. Currently both are denied.", None, True,
    {"native_id": "toolu_01PfWZ9cwCbxAvvT2TDvdDwF", "kind": "tool_switch", "entities": ["mkdir -p", "/var/www/cortexbuild-ultimate/server"]},
    "toolu_01QwNeTczNYQqpSdVRbTjBJi", "high", False, ["permission", "tool_switch"],
    "Five background Agent calls (run_in_background; results 'Async agent launched successfully') all come back denied: "
    "background subagents cannot ask for Bash/Write/Edit permission. The reports arrive as <task-notification> text in "
    "queue-operation records (line:131, 132, 170, 187, 193) and, for the first two, also as user records (line:143/144, "
    "the symptom uuids); tool-use-id inside the notification links them to the Agent calls toolu_0195qeKnaWxzNeUi1mh61dQS "
    "and toolu_01S3k87odXXQdfTeBWD5Wwn2. The main agent says 'The subagents hit permission walls — I'll build everything "
    "directly now.' and does the work in the foreground (mkdir, then a series of Writes that succeed). Same failure kind and fix in the "
    "later session vps-config__6ec78367 (E9, E12, E13).",
    shell=False, tool="Agent"),
 ep("E2", ["toolu_012v3ZfmwEtDCAvuvDppjEgA"], "File has not been read yet. Read it first before writing to it.", None, True,
    {"native_id": "toolu_012UqG5sCFb4GTexdhUjMmke", "kind": "tool_switch", "entities": ["src/lib/supabase.ts", "Read"]},
    "toolu_01DCaJ6zpY8MRJYKKkFUJfbg", "high", False, ["edit_then_retry", "tool_switch"],
    "Write over an existing file that was never Read in this session (it had been cat-ed through Bash, which does not "
    "count). The agent Reads it (and two neighbours) and changes it with Edit instead of Write; the Edit succeeds. Recurs in vps-config__6ec78367 (E7, E11).",
    shell=False, tool="Write"),
 ep("E3", ["toolu_015Dng9oFywVxqsTquLRJHvS"], "/bin/bash: line 1: psql: command not found",
    "chmod +x /var/www/cortexbuild-ultimate/server/scripts/install.sh && psql --version && node --version && npm --version 2>&1",
    True, {"native_id": "toolu_015FCQSk8XZx3KxXayyCtmex", "kind": "install", "entities": ["postgresql", "apt-get install"]},
    "toolu_01LijEYsDNn7Czew3QBZGqoS", "high", False, ["install", "compound_retry"],
    "Exit 127 (is_error true; toolUseResult 'Error: Exit code 127'). `apt-get update -qq && apt-get install -y postgresql "
    "postgresql-contrib | tail -10` installs it (exit 0, output only needrestart noise); `systemctl start postgresql && "
    "systemctl enable postgresql && psql --version` prints 'psql (PostgreSQL) 16.13'. Same failure kind and fix as "
    "pip3 in the c0ffe23f session of this VPS."),
]
PIVOTS = [
 {"native_id": "1f7f1902-78a1-4486-8f68-e2b4d80f44f5", "snippet": "The subagents hit permission walls — I'll build everything directly now."},
 {"native_id": "ad6b3c56-6409-4826-ae06-2c9c827c1e03", "snippet": "apt-get install -y postgresql postgresql-contrib"},
]
REUSE = [
 {"entity": "what each background agent was asked to build",
  "discovered": {"native_id": "toolu_0195qeKnaWxzNeUi1mh61dQS", "snippet": "Build PostgreSQL database setup scripts and Express server foundation"},
  "reused": {"native_id": "toolu_01PfWZ9cwCbxAvvT2TDvdDwF", "snippet": "mkdir -p /var/www/cortexbuild-ultimate/server/{routes,middleware,scripts}"}},
 {"entity": "src/lib/supabase.ts content",
  "discovered": {"native_id": "toolu_012UqG5sCFb4GTexdhUjMmke", "snippet": "import { createClient } from '@supabase/supabase-js';"},
  "reused": {"native_id": "toolu_01DCaJ6zpY8MRJYKKkFUJfbg", "snippet": "import { createClient } from '@supabase/supabase-js';"}},
]
ENTRY = {
 "format": "claude-code-jsonl (Claude Code 2.1.81 cli, claude-sonnet-4-6, root on an Ubuntu 24.04 VPS; background Agent "
           "task-notifications in queue-operation and user records; plugin hooks)",
 "counts_notes": ("22 Bash tool_use blocks. Failed (1): `… && psql --version && …` exit 127 (tool_result is_error true, "
   "record-level toolUseResult is the string 'Error: Exit code 127…'). Exit unknown (1): the last Bash "
   "(toolu_014L4cErcws3bCT8aCysCJz5, `sudo -u postgres psql <<'EOF' … CREATE USER …`) has no tool_result — the file ends "
   "with a last-prompt record. Non-Bash failures: the Write 'File has not been read yet' (E2) and five background "
   "Agent runs whose denial reports come as <task-notification> text (E1) — five in queue-operation 'enqueue' records, two "
   "of them also as user records; the last three never reach a user record before the file ends. Other tools: "
   "TaskCreate/TaskUpdate, ToolSearch ('select:TaskCreate'), Skill (superpowers:brainstorming), Agent, Read, Edit, Write. "
   "One Bash output is stored as <persisted-output> (74.6KB). Masked: none."),
 "notes": ("Same VPS and repo as vps-config__c0ffe23f (that session ran later the same day with a MiniMax model; this one "
   "with claude-sonnet-4-6). The user asks to drop Supabase and rebuild the CortexBuild construction-management app on "
   "the VPS with Express + Postgres, 'use agents, subagents'. The agent plans with skills and tasks, launches five "
   "background subagents that all fail for lack of permissions, then writes the backend and frontend itself; a Write "
   "before Read is refused; psql is missing and gets installed with apt; the file ends while the database-creation "
   "command runs. Caution: Write contents and the last command contain the app's local Postgres password and a default "
   "JWT secret (not quoted by the labels)."),
 "failed": ["toolu_015Dng9oFywVxqsTquLRJHvS"],
 "expected": [],
 "unknown": ["toolu_014L4cErcws3bCT8aCysCJz5"],
 "episodes": EPISODES, "pivots": PIVOTS, "reuse": REUSE,
}
