import json
F="claude_code/rosesein__86b9a2fe-2e63-45d2-9c6c-5bc9353d35d5.jsonl"
B="beecc5be-1696-45bc-9f5c-ccd9454c66e2"
def ep(id,syms,err,cmd,res,fix,ver,conf,masked,exp,hc,notes,diag=None):
    d=dict(id=id,symptom_native_ids=syms,error_text=err,failing_command=cmd,resolved=res,fix=fix,verified_by_native_id=ver,confidence=conf,masked=masked,expected_failure=exp,hard_cases=hc,notes=notes)
    if diag: d['_diag']=diag
    return d
def fx(nid,kind,ents): return dict(native_id=nid,kind=kind,entities=ents)
U=[l for l in open('/work/labelled-new/L24/files/'+F)]
import re
u4=re.search(r'"uuid":"(4fa7a672[^"]*)"',''.join(U)).group(1)
eps=[
ep("E1",["toolu_01XzqeAyErnaPeMjmynoAEJU"],"The user doesn't want to proceed with this tool use.",None,True,
 fx(u4,"user_fix",["Implement the following plan"]),"toolu_013u3h2YFHJr5kbVFy7cB9dR","medium",False,False,[],
 "shell false. Line 0 is a tool_result (is_error true, user rejection) whose tool_use is NOT in this file: it belongs to the ExitPlanMode call of the plan-mode session that preceded it. The user then starts implementation with the plan text ('Implement the following plan:'), i.e. the 'clear context and implement' flow, not a real failure. A reader must tolerate an orphan tool_result at the start."),
ep("E2",["toolu_01PKVyongBYmmtJtxPTXUBAw"],"Cannot resume agent a585e30a55d256fbe: it is still running. Use TaskStop to stop it first, or wait for it to complete.",None,True,
 fx("toolu_01WyN6RvenQYWAJbzGbBiENY","tool_switch",["ls -la","workflow/"]),
 "806b52eb-f34e-4866-ac7f-2182c2ff428c","medium",False,False,["tool_switch"],
 "shell false (Agent tool). Three background Agent tasks write files; the agent tries to 'resume' one to ask for status and is refused. It switches to polling the output folder with `ls -la .../workflow/` — 46 identical Bash calls between L20 and L121, all exit 0 (a loop, not failures). The agents finish on their own: <task-notification> status completed for toolu_01WZzjp7MD5VuTuzu8uPgHkj (806b52eb), toolu_01FBcprSP2eVqAf6DGjJpoHb and toolu_013EpHW5eiD8tcsRtvpu5zZH (queue-operation + user records). The polling did not cause completion; resolved only in the sense that the goal (files written) is reached."),
ep("E3",["fc82342f-1af0-4151-90ed-e96c1fae61be","4c3f0b8a-4b4e-49f1-a81a-d2fe88d83a42",B],"You've hit your limit · resets Mar 13 at 9pm (Africa/Nairobi)",None,False,None,None,"high",False,False,["gave_up"],
 "shell false. Claude usage limit: assistant records with isApiErrorMessage true and error 'rate_limit', repeated after each task-notification wakes the session. Nothing can be done inside the session; it ends here (the agents' files exist, but the final verification promised in the plan never runs)."),
]
pivots=[dict(native_id="5f1968d0-789e-46e5-8c94-e73a8820742b",snippet="I'll stop polling and wait for the agent completion notifications.")]
e=dict(_file=F,format="claude-code-jsonl (Claude Code 2.1.71, macOS; background Agent tasks with queue-operation enqueue/dequeue; rate_limit API error records)",
 counts=dict(shell_commands=49,failed_shell_commands=0,masked_failures_annotated=0),
 counts_notes="49 Bash tool_use blocks, none is_error: 1 mkdir and 48 `ls -la .../workflow/` polls (46 of them consecutive and identical) while three background Agent tasks run. No shell failure: a negative control for shell extraction, and a trap for repetition-as-failure heuristics. Non-shell errors: an orphan user-rejection tool_result on line 0 (its tool_use is in the previous plan-mode session), an Agent 'Cannot resume agent' error, and three 'You've hit your limit' assistant records (error rate_limit). Background-agent completions arrive as <task-notification> user records plus queue-operation records (8 enqueue, 7 dequeue).",
 failed_native_ids=[],expected_nonzero=[],exit_unknown=[],
 notes="africandatalayer: implements a documentation plan (workflow/ folder with 7 deliverables) by launching three parallel background agents, then polls the folder with ls until the session hits the usage limit. Almost no real failures; included as a low-failure control with unusual record shapes (orphan tool_result, task-notifications, rate-limit records).",
 episodes=eps,pivots=pivots,reuse=[])
json.dump(e,open('ros86.json','w'),indent=1,ensure_ascii=False)
