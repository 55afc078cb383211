import json
F="claude_code/rosesein__67739a9e-f6ee-4e51-95a9-efddce02b2ce.jsonl"
def ep(id,syms,err,cmd,res,fix,ver,conf,masked,exp,hc,notes,diag=None):
    d=dict(id=id,symptom_native_ids=syms,error_text=err,failing_command=cmd,resolved=res,fix=fix,verified_by_native_id=ver,confidence=conf,masked=masked,expected_failure=exp,hard_cases=hc,notes=notes)
    if diag: d['_diag']=diag
    return d
def fx(nid,kind,ents): return dict(native_id=nid,kind=kind,entities=ents)
eps=[
ep("E1",["toolu_01SNoz6bBGix2auFaE63jUTB"],"File does not exist.",None,False,None,None,"high",False,True,["intended_failure"],
 "shell false (Read). Session start: the agent probes its auto-memory file ~/.claude/projects/<project>/memory/MEMORY.md, which does not exist. A probe; it is the first call of a parallel batch and its error cancels the sibling Bash (E2). Same opening in other sessions of this project and in tripolar-chat (cross-session group memory_probe_cascade)."),
ep("E2",["toolu_01NHZk5q9M6ojZSAgD232caD"],"<tool_use_error>Sibling tool call errored</tool_use_error>","ls /Users/charlesvictormahouve/Documents/GitHub/africandatalayer",True,None,"toolu_011dWHFjSRGoc4cJ8vGXrAWi","high",False,False,[],
 "The Bash never ran: Claude Code cancelled it because a parallel sibling (the Read of E1) errored. tool_result is_error true with toolUseResult 'Sibling tool call errored' and NO exit code — it counts as failed under the is_error rule. The identical command is reissued alone and succeeds; nothing was changed, so fix is null (plain retry). An extractor must not invent a fix or treat the ls as broken."),
ep("E3",["toolu_019yjjyizF6Z52tHYbpHZe6Q"],"No test suite found in file /Users/charlesvictormahouve/Documents/GitHub/africandatalayer/tests/pointProjection.test.ts","npx vitest run 2>&1 | tail -30",False,None,None,"high",True,False,["masked","gave_up"],
 "Exit 0 through | tail -30; output is ANSI-coloured (error_text is the text between escape codes) and ends with 7 of 7 test files failed. The diagnosis toolu_01GrPpX3TMGjz9GimYoGNHWV shows the tests use `import test from 'node:test'`, i.e. vitest is the wrong runner. The agent calls it pre-existing and never runs the tests with node's runner: the suite is never run successfully -> gave up. Do not link the later deploy to this.",
 diag=["toolu_01GrPpX3TMGjz9GimYoGNHWV"]),
ep("E4",["toolu_01ARyT9sPxR35QPtCRsQ9vpT"],"(eval):1: command not found: vercel","vercel deploy --prod 2>&1",True,
 fx("toolu_01TuRGXTYE5ANzCgzErfNwXQ","tool_switch",["npx vercel deploy --prod","vercel@50.25.1"]),
 "toolu_01TuRGXTYE5ANzCgzErfNwXQ","high",False,False,["tool_switch","install"],
 "Exit 127: the Vercel CLI is not installed globally. Before that, the Vercel MCP tool deploy_to_vercel (toolu_01475CWaFQer3mMksVLAXWwW) did not deploy and only said to run `vercel deploy`. Fix = run it through npx (npm installs vercel@50.25.1 on the fly); the same call shows 'Deploying daphatpharm4s-projects/africandatalayer' and production URLs. Reused for the second deploy (toolu_017G9kefv2RJX6Gkq2H2VEzL)."),
]
pivots=[
 dict(native_id="toolu_01475CWaFQer3mMksVLAXWwW",snippet="run the Vercel CLI command `vercel deploy`"),
 dict(native_id="toolu_01GrPpX3TMGjz9GimYoGNHWV",snippet="import test from 'node:test';"),
 dict(native_id="toolu_01TuRGXTYE5ANzCgzErfNwXQ",snippet="Deploying daphatpharm4s-projects/africandatalayer"),
]
reuse=[
 dict(entity="npx vercel deploy --prod",discovered=dict(native_id="toolu_01TuRGXTYE5ANzCgzErfNwXQ",snippet="npx vercel deploy --prod 2>&1"),reused=dict(native_id="toolu_017G9kefv2RJX6Gkq2H2VEzL",snippet="npx vercel deploy --prod 2>&1")),
]
e=dict(_file=F,format="claude-code-jsonl (Claude Code 2.1.62, macOS zsh; 199 progress records; Vercel MCP tools)",
 counts=dict(shell_commands=19,failed_shell_commands=2,masked_failures_annotated=1),
 counts_notes="19 Bash tool_use blocks. Failed (is_error true) = 2: toolu_01NHZk5q9M6ojZSAgD232caD (no exit code: toolUseResult 'Sibling tool call errored', cancelled because a parallel Read failed) and toolu_01ARyT9sPxR35QPtCRsQ9vpT ('Exit code 127', command not found: vercel). Masked: npx vitest run | tail -30 (7 test files failed, exit 0). Two long-running `npx vercel deploy --prod` calls have their result many lines later (progress records in between). The first record is a user '[Request interrupted by user for tool use]' left over from the plan-mode session b5ebdb23 that produced the plan this session implements. Non-shell: 1 Read is_error (missing MEMORY.md). MCP results (deploy_to_vercel, web_fetch_vercel_url) are not errors.",
 failed_native_ids=sorted(["toolu_01NHZk5q9M6ojZSAgD232caD","toolu_01ARyT9sPxR35QPtCRsQ9vpT"]),
 expected_nonzero=[],exit_unknown=[],
 notes="africandatalayer (React/Vite + Vercel functions + Postgres): implements a 53-item audit plan from an earlier plan-mode session (edits to auth, API types, offline queue with idempotency keys, ErrorBoundary, /api/health), builds, runs vitest, deploys with the Vercel CLI, commits, pushes and checks the health endpoint through the Vercel MCP. Failures: a parallel-call cancellation at the start, vitest failing on node:test files (masked, dismissed), and a missing global vercel CLI fixed with npx.",
 episodes=eps,pivots=pivots,reuse=reuse)
json.dump(e,open('ros677.json','w'),indent=1,ensure_ascii=False)
