"""Labels for claude_code/vps-config__c0ffe23f-….jsonl (hand-made from the raw file)."""
FILE = "claude_code/vps-config__c0ffe23f-4a2f-42f5-b91d-ca4a13d0ace8.jsonl"
T = {}
def ep(id, sym, err, cmd, resolved, fix, ver, conf, masked, hard, notes, shell=True, tool=None, expected=False):
    e = {"id": id, "symptom_native_ids": sym, "error_text": err, "failing_command": cmd, "resolved": resolved, "fix": fix,
         "verified_by_native_id": ver, "confidence": conf, "masked": masked, "expected_failure": expected,
         "hard_cases": hard, "notes": notes, "shell": shell}
    if tool: e["symptom_tool"] = tool
    return e
EPISODES = [
 ep("E1", ["call_function_3i24du984gv8_2", "call_function_x697kmrxj37h_1"],
    "npm error 404  '@modelcontextprotocol/server-ollama@*' is not in this registry.",
    "npx --yes @modelcontextprotocol/server-ollama --version 2>/dev/null || echo \"Will use direct install\"", False,
    {"native_id": "call_function_dr7t0o9219w5_1", "kind": "tool_switch", "entities": ["ollama-mcp-server.py", "mcp"]},
    None, "medium", True, ["masked", "tool_switch", "gave_up"],
    "The agent invents a package name. First hidden by `--version 2>/dev/null || echo \"Will use direct install\"` "
    "(line:55 prints only the echo), then `npm install -g … | tail -5` exits 0 (is_error false) with npm's 404. `npm search` "
    "(call_function_q0qcmtkn253k_1) shows no such server; the agent switches to the Python `mcp` SDK and writes its own "
    "server script (Write, line:125). That script is never registered with Claude Code nor run, and the user's 'continue - "
    "make sure is functional' gets no answer: resolved false, verification none."),
 ep("E2", ["call_function_ycd5uh6txfa7_1", "call_function_wwe7z4nbvznv_1"], "/bin/bash: line 1: pip3: command not found",
    "pip3 search mcp 2>&1 | head -10 || pip3 install mcp --dry-run 2>&1 | head -5", True,
    {"native_id": "call_function_tzx7fuuzdfhj_1", "kind": "install", "entities": ["python3-pip", "apt-get install"]},
    "call_function_w7gb58py0wzl_1", "high", True, ["masked", "install", "retry_still_fails_differently"],
    "`| head -10` turns 'command not found' (127) into exit 0, so the `||` fallback never runs either; same for `pip` "
    "(call_function_wwe7z4nbvznv_1: '/bin/bash: line 1: pip: command not found'). `apt-get install -y python3-pip` "
    "installs it; the next `pip3 install mcp` runs (pip exists now) and fails differently (E4)."),
 ep("E3", ["call_function_wwe7z4nbvznv_2"], "npm error could not determine executable to run",
    "npx --yes @modelcontextprotocol/sdk@latest --help 2>&1 | head -10", False, None, None, "high", True,
    ["masked", "gave_up"],
    "The SDK package has no bin; `| head -10` hides the failure (exit 0). The agent drops the npx route."),
 ep("E4", ["call_function_w7gb58py0wzl_1"], "hint: See PEP 668 for the detailed specification.",
    "pip3 install mcp 2>&1 | tail -5", True,
    {"native_id": "call_function_pftmo0l0ocmg_1", "kind": "workaround_isolate", "entities": ["venv", "--break-system-packages"]},
    "call_function_ge6d7kaaef5q_1", "high", True, ["masked", "retry_still_fails_differently", "install"],
    "Ubuntu 24.04's externally-managed-environment refusal, visible only in the last five lines (`| tail -5`, exit 0). The "
    "agent picks a venv over --break-system-packages (thinking line:97); the first venv attempt fails differently (E5); "
    "the venv install succeeds at line:104."),
 ep("E5", ["call_function_pftmo0l0ocmg_1"], "The virtual environment was not created successfully because ensurepip is not",
    "python3 -m venv /root/.ollama-mcp-venv && /root/.ollama-mcp-venv/bin/pip install mcp 2>&1 | tail -5", True,
    {"native_id": "call_function_pq3kzfjnzr90_1", "kind": "install", "entities": ["python3.12-venv"]},
    "call_function_ge6d7kaaef5q_1", "high", False, ["install", "compound_retry"],
    "Exit 1 (is_error true; toolUseResult is the string 'Error: Exit code 1…'). The error text itself names the fix "
    "(`apt install python3.12-venv`); after `apt-get install -y python3.12-venv` the same compound command "
    "(`python3 -m venv … && …/pip install mcp`) succeeds: 'Successfully installed … mcp-1.26.0'."),
 ep("E6", ["call_function_gsqfyyozuxny_1"], "Error: typer is required. Install with 'pip install mcp[cli]'",
    "/root/.ollama-mcp-venv/bin/mcp --help 2>&1", True,
    {"native_id": "call_function_enmbrsgbb6ai_1", "kind": "install", "entities": ["mcp[cli]"]},
    "call_function_pon8wnunfhuj_1", "high", False, ["install"],
    "Missing optional extra; the error names the install command, the agent runs it and `mcp --help` then prints usage."),
]
PIVOTS = [
 {"native_id": "035f264c-30c8-4c22-962b-57b2b63d1f8d", "snippet": "The `@modelcontextprotocol/server-ollama` package doesn't exist on npm."},
 {"native_id": "7e6ebee6-4720-4e8a-aee1-e345f99ae305", "snippet": "I need to use --break-system-packages or create a virtual environment."},
 {"native_id": "df052908-e513-4fe9-b701-2382f43ce619", "snippet": "I need to install python3.12-venv first, then create the venv."},
]
REUSE = [
 {"entity": "persisted tool output file",
  "discovered": {"native_id": "call_function_nwcw6gvs3y3w_1", "snippet": "/root/.claude/projects/-root/c0ffe23f-4a2f-42f5-b91d-ca4a13d0ace8/tool-results/b6ssajwln.txt"},
  "reused": {"native_id": "call_function_5ennzvoino41_1", "snippet": "tail -20 /root/.claude/projects/-root/c0ffe23f-4a2f-42f5-b91d-ca4a13d0ace8/tool-results/b6ssajwln.txt"}},
 {"entity": "python3.12-venv",
  "discovered": {"native_id": "call_function_pftmo0l0ocmg_1", "snippet": "apt install python3.12-venv"},
  "reused": {"native_id": "call_function_pq3kzfjnzr90_1", "snippet": "apt-get install -y python3.12-venv"}},
 {"entity": "mcp[cli]",
  "discovered": {"native_id": "call_function_gsqfyyozuxny_1", "snippet": "Install with 'pip install mcp[cli]'"},
  "reused": {"native_id": "call_function_enmbrsgbb6ai_1", "snippet": "/root/.ollama-mcp-venv/bin/pip install \"mcp[cli]\""}},
]
ENTRY = {
 "format": "claude-code-jsonl (Claude Code 2.1.81 cli with a non-Anthropic model: minimax-m2.7; tool ids call_function_…_N, "
           "not toolu_…; running as root on an Ubuntu 24.04 VPS; plugin hooks)",
 "counts_notes": ("36 Bash tool_use blocks (plus 3 Read, 1 Write, 1 Skill). Tool ids look like OpenAI function calls "
   "('call_function_f0ysy4lywbcj_1'), message ids are normal uuids. Failed = tool_result is_error true (3): the venv "
   "creation (exit 1, E5), `mcp --help` (exit 1, E6) and `ls -la …/*.json …/*.md 2>/dev/null` (exit 2, an empty glob "
   "probe: expected). Read results carry is_error null, not false. Masked (6 ids): most commands end in `| tail -N` / "
   "`| head -N` / `2>/dev/null || echo`, so npm 404, `pip3/pip: command not found`, npx's 'could not determine executable' "
   "and PEP 668 all arrive with is_error false (E1-E4). Three outputs over the limit are stored as '<persisted-output> "
   "Output too large (107.1KB). Full output saved to: …/tool-results/b6ssajwln.txt' with a 2 KB preview (ANSI progress "
   "bars); the agent later `tail`s those files. Not agent commands and not counted: the user's `!run!` in bash mode "
   "('<bash-input>run!</bash-input>' → 'run!: command not found'), the failing /ralph-loop slash command ('Error: Shell "
   "command failed for pattern … No prompt provided') and /mcp, /exit local commands. Record types: progress "
   "(hook_progress for SessionStart/Stop hooks), system stop_hook_summary / turn_duration / local_command, "
   "queue-operation (a queued 'do it'), file-history-snapshot, last-prompt."),
 "notes": ("Root on a VPS asks Claude Code (driven by MiniMax m2.7) to set up Ollama and models, then an Ollama MCP server "
   "for Claude. Model pulls work; the MCP part is a chain of Python/Node packaging failures on Ubuntu 24.04 — a made-up "
   "npm package (404), no pip, PEP 668, missing ensurepip, missing `mcp[cli]` extra — each fixed by an install the error "
   "message itself names, most of them masked by `| tail`/`| head`. The session ends without the MCP server registered "
   "(the agent stops answering after a skill load; the user exits). Caution: a Read of settings.local.json shows a Postgres "
   "password inside allow-listed psql commands (line:64); the labels do not quote it."),
 "failed": ["call_function_pftmo0l0ocmg_1", "call_function_gsqfyyozuxny_1", "call_function_12xad6naul5q_2"],
 "expected": ["call_function_12xad6naul5q_2"],
 "unknown": [],
 "episodes": EPISODES, "pivots": PIVOTS, "reuse": REUSE,
}
