# Hand labels for files/pi/pi-mono__session.jsonl (pi v1 session accidentally committed to pi-mono root)
FILE = "pi/pi-mono__session.jsonl"
def ep(**k):
    d = dict(id=None, symptom_native_ids=[], error_text=None, failing_command=None, shell=True, symptom_tool="bash",
             resolved=False, fix=None, verified_by_native_id=None, confidence="high", masked=False,
             expected_failure=False, hard_cases=[], notes="")
    d.update(k); return d
EXPECTED = [
 "toolu_01Kkr8SSR2FmDWvHggGmw4ak",  # grep ToolResultMessage in packages/agent/src/index.ts: not re-exported (finding)
 "toolu_01AYBZtYSJfxQXxU2aoJZKWt",  # grep "yield.*turn" agent.ts: no match while locating where turn_end is emitted
 "toolu_01QXMhBzPZYYM87zARdt4Nz9",  # grep agentLoop agent.ts: no match (search)
 "toolu_018fNUATik6EqQtcbYGy4U4V",  # grep "async \*" packages/agent/src/*.ts: no generator (search)
 "toolu_01En2WCgogK3JN7fAzNDSLKQ",  # grep -rn turn_end transports/: no match (search); the emitter is found in packages/ai
]
EPISODES = [
 ep(id="E1", symptom_native_ids=["toolu_0124JjZQhzeU81TsEdxr2zP4"],
    error_text="Command exited with code 1",
    failing_command='grep -A 30 "export interface MarkdownTheme" /Users/badlogic/workspaces/pi-mono/packages/tui/src/*.ts',
    resolved=True, fix=dict(native_id="toolu_015n8jSBE6qjVRULrNpCvMYt", kind="path_fix", entities=["packages/tui/src/components/markdown.ts","find"]),
    verified_by_native_id="toolu_01B31zQ6FpMFQ9F8bNg6WA9W",
    hard_cases=["path_fix","tool_switch"],
    notes="The glob only covers files directly in packages/tui/src; the interface lives in src/components/markdown.ts. find -exec grep -l locates it and the grep on that file prints the interface. Same flat-path guess as large-session E3."),
 ep(id="E2", symptom_native_ids=["toolu_01GtRXJPba5v674G5XoKyAW8","toolu_01T9YcJaNnM4JWc2coVeBBtq"],
    error_text="ls: /Users/badlogic/workspaces/pi-mono/pi-skills/: No such file or directory",
    failing_command="ls -la /Users/badlogic/workspaces/pi-mono/pi-skills/",
    resolved=True, fix=dict(native_id="toolu_01J6swftSZwVHVvXEXniKKG4", kind="path_fix", entities=["/Users/badlogic/workspaces/pi-skills","-maxdepth 2"]),
    verified_by_native_id="toolu_01QGgXSJZ13zmFHrdrTd6amF",
    hard_cases=["path_fix","wrong_cwd"],
    notes="The user said '../pi-skills/' (line:82); the agent resolved it inside the repo instead of next to it. Two parallel calls fail (ls exit 1, find exit 1); a find over /Users/badlogic/workspaces finds the sibling dir and the SKILL.md dump works. Recurs in E5 ('../shittycodingagent.ai')."),
 ep(id="E3", symptom_native_ids=["toolu_01LgLotBBXEr9Awwo5L3X7VS"],
    error_text="src/core/agent-session.ts(266,5): error TS2322: Type 'AppMessage[]' is not assignable to type 'ToolResultMessage<any>[]'.",
    failing_command="cd /Users/badlogic/workspaces/pi-mono && npm run check 2>&1",
    resolved=True, fix=dict(native_id="toolu_011FdzaKBCWy5YGR3cuHwumn", kind="command_change", entities=["npm run build","packages/agent","dist/types.d.ts"]),
    verified_by_native_id="toolu_01JuNcLdLuNX2SBK1DuZBpqz",
    hard_cases=["edit_then_retry"],
    notes="After the user-requested type change (hooks toolResults: ToolResultMessage[], edits toolu_017acb2Zht488Z1hxUeMssVn/toolu_01GWgTFNxxd1zLkXJS4Dza8J) the root check fails (exit 2). A long search follows (five grep probes exit 1, listed in expected_nonzero) until the agent reads packages/agent/dist/types.d.ts (toolu_01JDDNcMPKLtBDsSWZbahytt), which still says AppMessage[]; diagnosis line:262 'The dist files are stale. Need to rebuild the agent package first'. Rebuilding agent makes npm run check pass. Same stale-dist family as large-session E11."),
 ep(id="E4", symptom_native_ids=["toolu_01BKiGjfXjpwDe78V5u9HsQq"],
    error_text="head: /Users/badlogic/workspaces/pi-mono/CHANGELOG.md: No such file or directory",
    failing_command="head -50 /Users/badlogic/workspaces/pi-mono/CHANGELOG.md",
    resolved=True, fix=dict(native_id="toolu_017dCEvMUB2ErRoztYiMW1Ar", kind="path_fix", entities=["CHANGELOG.md","packages/coding-agent/CHANGELOG.md"]),
    verified_by_native_id="toolu_01DiUdc9VuSmW7sBr6apBwRB",
    hard_cases=["path_fix","tool_switch"],
    notes="No root CHANGELOG in the monorepo; find lists the per-package ones and the coding-agent one is read."),
 ep(id="E5", shell=False, symptom_tool="read", symptom_native_ids=["toolu_01J62Lar5L2QjBjVrCz9TjCW"],
    error_text="ENOENT: no such file or directory, access '/Users/badlogic/workspaces/pi-mono/shittycodingagent.ai/src/index.html'",
    resolved=True, fix=dict(native_id="toolu_01GQsxFGwHEryzLtvDRkb8tM", kind="user_fix", entities=["/Users/badlogic/workspaces/shittycodingagent.ai/src/index.html"]),
    verified_by_native_id="toolu_01GQsxFGwHEryzLtvDRkb8tM",
    hard_cases=["path_fix","wrong_cwd"],
    notes="Same mistake as E2: '../shittycodingagent.ai/src/index.html' resolved inside pi-mono. The agent's fallback find over /Users/badlogic/workspaces (toolu_01TpUdjx1MSTtQ8TbkSaSd5R, E6) is aborted by the user, who says (line:424) 'jesus, i gave you the full path, relative to the cwd ..'; the read with the sibling path then succeeds."),
 ep(id="E6", symptom_native_ids=["toolu_01TpUdjx1MSTtQ8TbkSaSd5R"],
    error_text="Command aborted",
    failing_command='find /Users/badlogic/workspaces -name "shittycodingagent*" -type d 2>/dev/null | head -5',
    resolved=False, fix=None, verified_by_native_id=None, confidence="medium",
    hard_cases=["gave_up"],
    notes="User interrupt (pi 'Command aborted', isError true, no exit code) of a search the user considered unnecessary; the intent is served by the corrected read of E5, not by rerunning the find."),
]
PIVOTS = [
 dict(native_id="line:262", snippet="The dist files are stale. Need to rebuild the agent package first"),
 dict(native_id="line:424", snippet="i gave you the full path, relative to the cwd"),
 dict(native_id="line:31", snippet="how can you say things look up-to-date if you haven't checked the source code"),
 dict(native_id="line:459", snippet="stop doing shit!"),
]
REUSE = [
 dict(entity="/Users/badlogic/workspaces/pi-skills",
      discovered=dict(native_id="toolu_01J6swftSZwVHVvXEXniKKG4", snippet="/Users/badlogic/workspaces/pi-skills"),
      reused=dict(native_id="toolu_01GxauSiX2CUAESewc3ftsWx", snippet="cd /Users/badlogic/workspaces/pi-skills && git remote -v")),
 dict(entity="packages/tui/src/components/markdown.ts",
      discovered=dict(native_id="toolu_015n8jSBE6qjVRULrNpCvMYt", snippet="packages/tui/src/components/markdown.ts"),
      reused=dict(native_id="toolu_01B31zQ6FpMFQ9F8bNg6WA9W", snippet="packages/tui/src/components/markdown.ts")),
]
META = dict(
 format="pi-session-jsonl v1 (pi coding agent 0.23.2, Dec 2025; header without version, entries without ids, model claude-opus-4-5; ONE physical line (line 439) holds two JSON records back to back - an assistant 'Done.' message and the user's 'ok' - so a strict one-object-per-line JSONL reader fails; ends with a 'compaction' record)",
 notes="Mario Zechner reviewing and rewriting pi's own docs with pi (system prompt, theme.md, skills.md, hooks.md, custom-tools.md, README settings/philosophy), one type change (hook toolResults -> ToolResultMessage[]) that needs a rebuilt sibling package, a commit, and poems. The file is the session itself, accidentally committed to the pi-mono root in d5dde00d (untracked 'session.jsonl' appears in its own git status at line 449) and deleted again in 9c18439c. Control-like: only one real build failure; the other failures are path guesses, no-match grep probes and one user abort.",
 counts_notes="115 toolCall items named 'bash' (native id = toolCall id); all have a toolResult. Failed = isError true: 11 = 10 'Command exited with code N' (nine exit 1, one exit 2) + 1 'Command aborted'. 5 of them are grep no-match probes (expected_nonzero). One read tool error (ENOENT) is a non-shell episode. No masked failures found (no piped check hides an error). Message native ids are 'line:N' (0-based); the second record on line 439 would be 'line:439.1' in this set's tools.",
)
