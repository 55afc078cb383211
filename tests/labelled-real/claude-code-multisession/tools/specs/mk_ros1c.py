import json
F="claude_code/rosesein__1c5d0a41-c3e1-4a91-95f7-d664021efa88.jsonl"
def ep(id,syms,err,cmd,res,fix,ver,conf,masked,exp,hc,notes,diag=None):
    d=dict(id=id,symptom_native_ids=syms,error_text=err,failing_command=cmd,resolved=res,fix=fix,verified_by_native_id=ver,confidence=conf,masked=masked,expected_failure=exp,hard_cases=hc,notes=notes)
    if diag: d['_diag']=diag
    return d
def fx(nid,kind,ents): return dict(native_id=nid,kind=kind,entities=ents)
canc=["toolu_01VKWfVFgxXjyEZTunV6wPbi","toolu_01MWLRKcy1tQTdkbk2rds6o2","toolu_01Sig5aGHG29RCQgEFBm9dU2","toolu_01WdKdnUPZS3QHuTNwMXxY8f","toolu_01R8MoK8oELcu2F29wavNM7G","toolu_01K5RMGhCKMvaDjvDf1jfPpR"]
eps=[
ep("E1",["toolu_018L9sN1BBUSaNA2AygNmpJH"],"The user doesn't want to proceed with this tool use.",None,True,
 fx("52dd7334-"+"PLACEHOLDER","user_fix",["Implement the following plan"]),"toolu_015DiaRdVpALpeyxopz5Yh2B","medium",False,False,[],
 "shell false. Orphan rejection tool_result on line 0 (its ExitPlanMode tool_use is in the previous plan-mode session); the user restarts with the plan text. Same hand-off as at the start of 86b9a2fe, whose orphan result belongs to the ExitPlanMode at the END of this file (toolu_01XzqeAyErnaPeMjmynoAEJU)."),
ep("E2",["toolu_01D8mGY8eFirieQdHjpDY1oQ"],"File does not exist.",None,False,None,None,"high",False,True,["intended_failure"],
 "shell false (Read). Auto-memory probe MEMORY.md, missing — same as 67739a9e E1. Intended probe."),
ep("E3",canc,"<tool_use_error>Cancelled: parallel tool call Read(/Users/charlesvictormahouve/.claude/proj…) errored</tool_use_error>",None,True,None,"toolu_015DiaRdVpALpeyxopz5Yh2B","high",False,False,[],
 "shell false. Six Reads sent in the same parallel batch as the MEMORY.md probe are cancelled because the probe errored (newer wording of 67739a9e's 'Sibling tool call errored'). The agent re-reads the same files later one by one (e.g. handler.ts toolu_015DiaRdVpALpeyxopz5Yh2B, submissions/index.ts toolu_01ACE2QmeYwiMeeNoyg6VGfu, submissionRisk.ts toolu_011yoYL8LwwsHX5o4Hb64scZ); plain retry, fix null. The cross-session lesson (do not batch the memory probe with real reads) is never learnt: the same cascade recurs in 67739a9e and 77aeae61."),
ep("E4",["8a4381d9-08bc-458a-b2d0-42f71abeb966"],"You've hit your limit · resets 9pm (Africa/Nairobi)",None,True,
 fx("63ff7fe5-c14e-46ac-8288-0e9bdbbeaef9","user_fix",["continue"]),"ab2bf16c-1024-43b7-b5b8-20265a4f4148","high",False,False,[],
 "shell false. Usage-limit assistant record (isApiErrorMessage, error rate_limit). The user waits for the reset and types 'continue'; the agent resumes ('Let me continue reading the key files.'). Same family as 86b9a2fe E3 (where the session ends instead)."),
ep("E5",["toolu_01K3Nxji4CsRcWHmNDdufeYj"],"<tool_use_error>String to replace not found in file.",None,True,
 fx("toolu_01VUeTKZxGFf4v18jfQ9bgVV","edit_file",["ContributionFlow.tsx","curly quote"]),"toolu_01VUeTKZxGFf4v18jfQ9bgVV","high",False,False,["edit_then_retry","typo"],
 "shell false (Edit). old_string used a straight apostrophe where the file has a curly one (agent e2e6e32f: 'the quote character is a curly quote'). After two Reads of the exact lines, a different anchor succeeds.",
 diag=["e2e6e32f-f893-46e4-aed1-b9855d48cee4"]),
ep("E6",["toolu_01VP2G93JZMasHXG7bmw72WS"],"Property 'role' is missing in type '{ id: string; token: {}; }' but required in type '{ id: string; token: JWT; role: UserRole; }'.","npx tsc --noEmit 2>&1 | head -60",True,
 fx("toolu_01Pvq6XRAeFbJiQ8E5FwPsyY","edit_file",["tests/aiSearchApi.test.ts","requireUserFn"]),"toolu_017h61jFr8Kj9A9mo4dhqkJx","high",True,False,["masked","edit_then_retry"],
 "Exit 0 through | head -60. requireUser() now returns role; the test mocks lack it. First Edit is refused (E7), then replace_all edit on the test file; `npx tsc --noEmit | head -40` prints nothing."),
ep("E7",["toolu_01BqVM8yj2jfJJkMffSCc2BS"],"<tool_use_error>File has not been read yet. Read it first before writing to it.</tool_use_error>",None,True,
 fx("toolu_01NwV4uJWdgj4MPN39ZG4Th8","tool_switch",["aiSearchApi.test.ts"]),"toolu_01Pvq6XRAeFbJiQ8E5FwPsyY","high",False,False,["edit_then_retry"],
 "shell false (Edit). The file had only been grepped, not Read. A 5-line Read, then the identical Edit succeeds."),
ep("E8",["toolu_01LfwY7zWe8PhXJUZq2k5CrB","toolu_016vo4cKJdianBNDT5eCQmFk"],"not ok 10 - getCronDispatchSchedule enables weekly snapshot on Monday at daily cron time","npm test 2>&1 | tail -30",True,
 fx("toolu_01K18Gdwt21D7Kr8S68SurYq","edit_file",["analyticsCronDispatch.test.ts","dailyTrustDecay"]),"toolu_01LxYBSEHG9YVqMPrXq8NJJE","high",True,False,["masked","edit_then_retry"],
 "npm test | tail -30 exits 0 with '# fail 6'; the follow-up `| grep \"not ok\"` (also exit 0) lists them. New schedule fields (dailyTrustDecay, dailyGpsAnomaly) break deepEqual expectations; the test file is rewritten; '# pass 101 / # fail 0'. Two masked commands."),
ep("E9",["be1edc6c-8192-4eb7-9526-329c8fb3c2d7"],"validate: lib/server/submissionRisk.ts#L767\nRedundant Boolean call",None,True,
 fx("toolu_011nk9ovqhXJAxFEvtd16MYC","edit_file",["Boolean(firstBlockCode)","AdminQueue.tsx"]),"toolu_01BiDZ9pr1SE7FxsHT9p1kLR","high",False,False,["edit_then_retry"],
 "shell false: user-reported CI failure (GitHub Action 'validate', exit code 1) that the local verification missed because eslint was never run. Two edits (toolu_011nk9ovqhXJAxFEvtd16MYC, toolu_01JnNWAqArwGD9jr4m2XFKNR unused import User); `npx eslint .` then prints nothing. Knowledge: run eslint before claiming done."),
ep("E10",["266475d8-ec5c-433b-a55e-0aca5707e8e4"],"the avator does not show",None,False,
 fx("toolu_01GcxeZzZHDyMuut4RiXLXhw","edit_file",["ProfileAvatar","picsum.photos"]),None,"medium",False,False,["edit_then_retry"],
 "shell false: user-reported UI bug (after a compaction). Cause: hard-coded picsum.photos image instead of ProfileAvatar. Only `vite build` is rerun (toolu_01TPHVakpiwLgpJhu7G8M9iH), which cannot show the avatar; the user moves on to a new /plan -> resolved false.",
 diag=["d643b96f-0c4c-432b-9e4f-97fc154430c6"]),
]
import re
txt=open('/work/labelled-new/L24/files/'+F).read()
eps[0]['fix']['native_id']=re.search(r'"uuid":"(52dd7334[^"]*)"',txt).group(1)
pivots=[
 dict(native_id="e2e6e32f-f893-46e4-aed1-b9855d48cee4",snippet="the quote character is a curly quote"),
 dict(native_id="72530e77-e459-48f9-838e-840355ab5788",snippet="All 6 failures are in `getCronDispatchSchedule` tests."),
 dict(native_id="be1edc6c-8192-4eb7-9526-329c8fb3c2d7",snippet="it seems it did not pass my github action"),
]
reuse=[
 dict(entity="requireUserFn mock with role",discovered=dict(native_id="toolu_01VP2G93JZMasHXG7bmw72WS",snippet="Property 'role' is missing in type"),reused=dict(native_id="toolu_01Pvq6XRAeFbJiQ8E5FwPsyY",snippet="requireUserFn: async () => ({ id: \"user-1\", token: {} }),")),
]
e=dict(_file=F,format="claude-code-jsonl (Claude Code 2.1.71, macOS; superpowers Skill records; background Agent tasks; 1 compact_boundary; rate_limit API error record)",
 counts=dict(shell_commands=16,failed_shell_commands=0,masked_failures_annotated=3),
 counts_notes="16 Bash tool_use blocks, none is_error. Masked (exit 0, failures in output): `npx tsc --noEmit | head -60` (TS2322 in tests), `npm test | tail -30` ('# fail 6') and `npm test | grep \"not ok\"`. Non-shell errors: orphan user-rejection tool_result on line 0, MEMORY.md Read 'File does not exist', 6 Reads cancelled by the parallel-call cascade ('Cancelled: parallel tool call Read(…) errored'), an Edit 'String to replace not found' (curly quote), an Edit 'File has not been read yet'. The last record is an ExitPlanMode tool_use with no tool_result in this file; its result is line 0 of 86b9a2fe. A Bash output (toolu_01MPtRfPNYFDcJ1yGKPP1Npi, `tail` of background-agent .output files) contains raw JSONL records of subagent transcripts (isSidechain true, same sessionId) — a reader must not parse tool output as records. Project tests use node:test (`npm test`), not vitest — compare 67739a9e E3.",
 failed_native_ids=[],expected_nonzero=[],exit_unknown=[],
 notes="africandatalayer: implements a security/fraud plan (RBAC role in requireUser, consent validation, photo hash checks, perceptual hashing with sharp, trust tiers, GPS checks) with three parallel background agents plus own edits; verifies with tsc, vite build and npm test, then fixes CI lint errors reported by the user and an avatar bug, and finally plans the workflow/ docs (continued in 86b9a2fe).",
 episodes=eps,pivots=pivots,reuse=reuse)
json.dump(e,open('ros1c.json','w'),indent=1,ensure_ascii=False)
