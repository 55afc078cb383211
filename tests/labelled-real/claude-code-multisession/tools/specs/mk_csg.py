import json
Q="claude_code/tripolar-chat__e23fc04e-0c09-4d84-9b9d-289a0916565a.jsonl"
R677="claude_code/rosesein__67739a9e-f6ee-4e51-95a9-efddce02b2ce.jsonl"
R1C="claude_code/rosesein__1c5d0a41-c3e1-4a91-95f7-d664021efa88.jsonl"
R86="claude_code/rosesein__86b9a2fe-2e63-45d2-9c6c-5bc9353d35d5.jsonl"
B68="claude_code/cccc-clash-test__68e984d7-ed9c-45c4-8864-c6d2123ce91a.jsonl"
BDF="claude_code/cccc-clash-test__df44d492-9cf5-4fb3-9c52-1c367b25e4e7.jsonl"
P62="claude_code/prirodnik__62e12a9c-b103-44c5-9755-3e12f54639a0.jsonl"
PB0="claude_code/prirodnik__b08cc21c-07d1-4cdb-9dba-2ab2c85876bc.jsonl"
def m(f,i,role): return dict(file=f,native_id=i,role=role)
g=[
dict(description="cmd.exe syntax sent to Claude Code's Bash on Windows, which is Git Bash/MSYS: `dir /s /b …` runs GNU dir and treats /s and /b as paths; `taskkill /F` has /F rewritten to the path 'F:/' by MSYS. Two sessions of the same project, two days apart: the later session repeats the identical `dir /s /b` mistake (not reused), and then learns //F within itself.",
 category="windows_cmd_in_posix_shell",
 members=[m(B68,"tooluse_mUhuxBERSumPctt8y7KSxg","first occurrence (2025-10-30), fixed with find"),
          m(BDF,"tooluse_CcbwNttHQgmIyTe8QP76dg","recurrence two days later (2025-11-01), same error, earlier fix not reused; fixed with Glob"),
          m(BDF,"tooluse_6LLsCiUjRyWqnCmnV9govg","same family: taskkill /F -> 'F:/'; fixed with //F and reused within the session")],
 fix_entities=["find template -type f","src/**/*.js","taskkill //F //PID"]),
dict(description="Session opens by Reading the auto-memory file ~/.claude/projects/<project>/memory/MEMORY.md, which does not exist; when it is batched with other calls, Claude Code cancels the siblings ('Sibling tool call errored' in 2.1.62, 'Cancelled: parallel tool call …' in 2.1.71) and the agent re-issues them one by one. Same project, 11 days apart: not learnt (no memory file is ever written in that project).",
 category="memory_probe_cancels_parallel_calls",
 members=[m(R677,"toolu_01SNoz6bBGix2auFaE63jUTB","probe (2026-02-27)"),m(R677,"toolu_01NHZk5q9M6ojZSAgD232caD","cancelled sibling Bash (counts as failed, no exit code)"),
          m(R1C,"toolu_01D8mGY8eFirieQdHjpDY1oQ","probe again (2026-03-10), not reused"),m(R1C,"toolu_01VKWfVFgxXjyEZTunV6wPbi","first of six cancelled Reads"),
          m(Q,"toolu_019aVCcpTf7evgUjBka23UgN","same probe in another project (no siblings, no cascade); this agent later writes MEMORY.md and re-reads it after compaction")],
 fix_entities=["plain retry","MEMORY.md"]),
dict(description="Plan-mode hand-off across session files: the ExitPlanMode tool_use at the end of one session has no result there; its rejection tool_result is the first line of the next session file, which then starts with 'Implement the following plan:'. A reader must join tool_use and tool_result across files (same id) or tolerate orphans.",
 category="cross_file_orphan_tool_result",
 members=[m(R1C,"toolu_01XzqeAyErnaPeMjmynoAEJU","ExitPlanMode tool_use without result (last record)"),
          m(R86,"toolu_01XzqeAyErnaPeMjmynoAEJU","its rejection tool_result on line 0 of the next session"),
          m(R1C,"toolu_018L9sN1BBUSaNA2AygNmpJH","same pattern at the start of 1c5d0a41 (its tool_use is in a file not included)")],
 fix_entities=["Implement the following plan"]),
dict(description="The tool the agent reaches for is missing or wrong for this machine/project, and a different tool for the same goal works: Homebrew absent -> pip3; global vercel CLI absent -> npx vercel; npm on a pnpm-managed node_modules (ERESOLVE, then an npm crash) -> pnpm, with the user insisting on pnpm again for the build.",
 category="missing_or_wrong_tool_switch",
 members=[m(P62,"call_function_szqnulxe9kpy_1","brew not found -> pip3 install"),m(R677,"toolu_01ARyT9sPxR35QPtCRsQ9vpT","vercel not found -> npx vercel (reused for the second deploy)"),
          m(B68,"tooluse_DcB7hZy3TFuwbHk2MOe2Kw","npm ERESOLVE -> pnpm install"),m(B68,"tooluse_yKc3lJ1DRCyDI9Ppa0PvdA","npm run build rejected by the user ('用pnpm'): the install lesson was not reused until the user intervened")],
 fix_entities=["pip3 install yt-dlp","npx vercel deploy --prod","pnpm install","pnpm build"]),
dict(description="A failing check piped into tail/head/grep so the Bash call exits 0 and the failure is only in the text (pytest, vitest, tsc, npm test / node:test, ugrep error).",
 category="masked_by_pipe",
 members=[m(Q,"toolu_01KmMWF1yecsMajHb3mXgkEU","pytest | tail -35"),m(Q,"toolu_01Tk493UPufXPGz9SNoZoYJf","pytest ImportError | tail -40"),
          m(R677,"toolu_019yjjyizF6Z52tHYbpHZe6Q","vitest | tail -30 (dismissed)"),m(R1C,"toolu_01VP2G93JZMasHXG7bmw72WS","tsc | head -60"),
          m(R1C,"toolu_01LfwY7zWe8PhXJUZq2k5CrB","npm test | tail -30"),m(P62,"call_function_vm6vekjt4fj2_1","curl | grep (ugrep) | head")],
 fix_entities=["test_chat_requires_auth","from huggingface_hub import snapshot_download","requireUserFn","analyticsCronDispatch.test.ts"]),
dict(description="Same project, two sessions: the tests use node's built-in runner (`import test from 'node:test'`). The first session runs `npx vitest run`, gets 'No test suite found' for every file and dismisses it as pre-existing (gave up). Eleven days later the agent runs `npm test` (node:test) directly and uses it to find and fix 6 failing tests. The later session does use the right runner, but nothing in the transcripts shows it came from the earlier one (no memory file; package.json is the likely source).",
 category="wrong_test_runner",
 members=[m(R677,"toolu_019yjjyizF6Z52tHYbpHZe6Q","symptom: vitest on node:test files (gave up)"),m(R1C,"toolu_01LfwY7zWe8PhXJUZq2k5CrB","later session: right runner (npm test); its failures are real test failures")],
 fix_entities=["npm test","node:test"]),
dict(description="Claude Code refuses an Edit because the file was not Read in this context ('File has not been read yet'); Read, then the identical Edit. Recurs across sessions of the same projects — never avoided.",
 category="edit_before_read",
 members=[m(R1C,"toolu_01BqVM8yj2jfJJkMffSCc2BS","after a Grep only"),m(B68,"tooluse_UGDNlrmeQBagyIlS6c9TXg","file written before a /compact"),m(BDF,"tooluse_xe8v7rxpQeysnqUvyl0rCw","after a Grep only (replayed twice)")],
 fix_entities=["Read then Edit"]),
dict(description="The agent's own runtime stops the work: usage limit ('You've hit your limit'), revoked OAuth token, context overflow ('Prompt is too long'). Recorded as assistant records with isApiErrorMessage; the fix is a user action (wait + 'continue', /login, /compact) or none.",
 category="agent_runtime_limit",
 members=[m(R86,"fc82342f-1af0-4151-90ed-e96c1fae61be","rate_limit, session ends"),m(R1C,"8a4381d9-08bc-458a-b2d0-42f71abeb966","rate_limit, user waits and types continue"),
          m(Q,"9cedfcad-42d1-4d2c-b609-e2be17c2c19d","authentication_failed, user runs /login (3 times)"),m(B68,"28798e30-c431-4954-9621-fa2cf8cbdfb4","Prompt is too long, /compact works"),m(B68,"c344805c-9f64-434a-9f95-0eb410f50bb2","Prompt is too long, /compact fails")],
 fix_entities=["continue","/login","/compact"]),
dict(description="Install target not writable by the agent: Python packages installed into a .venv while the shell's python is conda (ModuleNotFoundError), global npm prefix owned by root (EACCES) with sudo impossible without a TTY.",
 category="install_location_permission",
 members=[m(Q,"toolu_014TBt9ZT5wGE3RrGCtqcMje","uv pip into .venv, python is conda -> plain pip"),m(PB0,"call_uosr8d0x","EACCES on /usr/local/lib/node_modules"),m(PB0,"call_1okcwqna","sudo: a terminal is required -> user runs it in Terminal.app")],
 fix_entities=["pip install sqlmodel pydantic-settings","sudo npm i -g @anthropic-ai/claude-code"]),
]
json.dump(g,open('cross_session_groups.json','w'),indent=1,ensure_ascii=False)
