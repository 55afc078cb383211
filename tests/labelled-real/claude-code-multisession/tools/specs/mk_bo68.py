import json
F="claude_code/cccc-clash-test__68e984d7-ed9c-45c4-8864-c6d2123ce91a.jsonl"
def ep(id,syms,err,cmd,res,fix,ver,conf,masked,exp,hc,notes,diag=None):
    d=dict(id=id,symptom_native_ids=syms,error_text=err,failing_command=cmd,resolved=res,fix=fix,verified_by_native_id=ver,confidence=conf,masked=masked,expected_failure=exp,hard_cases=hc,notes=notes)
    if diag: d['_diag']=diag
    return d
def fx(nid,kind,ents): return dict(native_id=nid,kind=kind,entities=ents)
eps=[
ep("E1",["tooluse_DcB7hZy3TFuwbHk2MOe2Kw"],"npm error ERESOLVE unable to resolve dependency tree","npm install @mui/material @emotion/react @emotion/styled",True,
 fx("tooluse_tgKj4snrTn6eJtxs4orPMA","tool_switch",["pnpm install @mui/material","node_modules/.pnpm"]),"tooluse_tgKj4snrTn6eJtxs4orPMA","high",False,False,["tool_switch","install","retry_still_fails_differently"],
 "The project's node_modules is managed by pnpm (the ERESOLVE tree shows node_modules/.pnpm/…), and npm trips over eslint peer ranges. The first retry adds --legacy-peer-deps (tooluse_PdHEZM-PQLeKlRlit-ZhRQ) and crashes differently (E2); switching to pnpm installs the packages ('Packages: +42'). The same ERESOLVE happened earlier the same day in session f84b640b (`npm install axios`), where the user rejected the --legacy-peer-deps retry — cross-session group npm_vs_pnpm."),
ep("E2",["tooluse_PdHEZM-PQLeKlRlit-ZhRQ"],"npm error Cannot read properties of null (reading 'matches')","npm install @mui/material @emotion/react @emotion/styled --legacy-peer-deps",True,
 fx("tooluse_tgKj4snrTn6eJtxs4orPMA","tool_switch",["pnpm install"]),"tooluse_tgKj4snrTn6eJtxs4orPMA","high",False,False,["tool_switch","flag_removed"],
 "npm internal crash on a pnpm-laid-out node_modules. Agent: '好的，改用 pnpm 安装。' (switch to pnpm)."),
ep("E3",["tooluse_yKc3lJ1DRCyDI9Ppa0PvdA"],"The user provided the following reason for the rejection:  用pnpm","npm run build",True,
 fx("tooluse_MJygBNIsSK2HfyC3yO9S1A","tool_switch",["pnpm build"]),"tooluse_MJygBNIsSK2HfyC3yO9S1A","high",False,False,["tool_switch"],
 "User rejection carrying an instruction ('use pnpm'): is_error true, no exit code, the command never ran. The agent had just learnt to use pnpm for install (E1/E2) but went back to npm for the build — knowledge NOT reused within the session until the user intervened. Every later build is `pnpm build` (reuse)."),
ep("E4",["tooluse_mUhuxBERSumPctt8y7KSxg"],"dir: cannot access '/s': No such file or directory","dir /s /b template",True,
 fx("tooluse_3C8A2LAXSRqBhf6vZWfWUg","tool_switch",["find template -type f"]),"tooluse_3C8A2LAXSRqBhf6vZWfWUg","high",False,False,["tool_switch","flag_removed"],
 "Windows host, but Claude Code's Bash is Git Bash/MSYS: `dir` is GNU ls-like and treats /s and /b as paths (it still lists 'template: login signup'). Fixed with POSIX `find`. The same cmd.exe-style `dir /s /b` fails again in session df44d492 and in subagents of this project — never learnt across sessions (group windows_cmd_in_bash)."),
ep("E5",["9c7b3d6a-c3d1-4081-8321-e3718f2820cb"],"error TS2307: Cannot find module '../shared-theme/AppTheme'",None,True,
 fx("tooluse__OGF_sOpS02p5cTF7UR_Gw","edit_file",["LoginPage.tsx","AppTheme"]),"tooluse_NNw-xyvvRG-6yI6CNLn_qg","high",False,False,["edit_then_retry"],
 "shell false: user pasted tsc errors after copying the template's SignIn.tsx, which imports files that do not exist in the repo. LoginPage.tsx rewritten without the missing imports; `pnpm build` succeeds."),
ep("E6",["tooluse_6IeqHGBlTfu8Ue9KdOOzLw"],"<tool_use_error>File does not exist.</tool_use_error>",None,True,
 fx("tooluse_ftyaerALQVK7w1imk_4Yvw","path_fix",["template/signup/src"]),"tooluse_ftyaerALQVK7w1imk_4Yvw","high",False,False,["path_fix","tool_switch"],
 "shell false (Read of template\\signup\\SignUp.tsx). `find template -name \"*.tsx\"` shows the real layout template/signup/src/…. After a later compaction the agent again guesses a wrong path (tooluse_XEGwpNHKQC6U9T840C7TOQ, template\\signup\\src\\SignUp.tsx) and the user interrupts ('只读取login里面的模板' — only read the login template)."),
ep("E7",["tooluse_XsPfYVNCT461dxMs6Drfog","tooluse_5xPhhpjpTrG4Lw8I83xKqQ"],"src/theme/themePrimitives.ts(85,7): error TS2322: Type '[\"none\", string, ...string[]]' is not assignable to type 'Shadows'.","pnpm build",True,
 fx("tooluse_9vfcbalNTz--8DNI7Bo1iw","edit_file",["themePrimitives.ts","Shadows"]),"tooluse_I26Pfas9SUa8TKBcjT4hCg","high",False,False,["edit_then_retry","compound_retry"],
 "tsc error in the copied MUI template theme. The first fix (Edit tooluse_UGDNlrmeQBagyIlS6c9TXg) was refused (E8) but a parallel `pnpm build` ran anyway and failed identically (second symptom). After a Read the Edit applies and the build passes."),
ep("E8",["tooluse_UGDNlrmeQBagyIlS6c9TXg"],"<tool_use_error>File has not been read yet. Read it first before writing to it.</tool_use_error>",None,True,
 fx("tooluse_0Afi_fuiS--X9FdUlPKDLQ","tool_switch",["themePrimitives.ts"]),"tooluse_9vfcbalNTz--8DNI7Bo1iw","high",False,False,["edit_then_retry"],
 "shell false (Edit). The file had just been created with Write by the agent in an earlier turn before a /compact; Read then Edit works."),
ep("E9",["tooluse_9VTbmwvFT9uOfxCrMn8z-g"],"fatal: pathspec 'template' did not match any files","git rm -r --cached template",True,
 fx("tooluse_8n_-lpFHRuCb62ehPAU_2A","config_change",[".gitignore","template/"]),"tooluse_jIWT8Qo0QwG-ph0xhYFVqg","medium",False,False,["config_change","path_fix"],
 "The template folder was never tracked, so there is nothing to un-track; the real fix (sent in the same batch) is the .gitignore pattern './template/' -> 'template/'. `git status` then shows template absent from the changes."),
ep("E10",["28798e30-c431-4954-9621-fa2cf8cbdfb4"],"Prompt is too long",None,True,
 fx("386ec311-d2b3-4378-a62d-d5976b57a93e","user_fix",["/compact"]),"38fdbef5-1389-48e9-8d04-e5a667035b99","high",False,False,[],
 "shell false: context overflow recorded as an assistant text record (isApiErrorMessage true). The user runs /compact (local-command records; 'Compacted'), the session continues."),
ep("E11",["c344805c-9f64-434a-9f95-0eb410f50bb2"],"Prompt is too long",None,False,None,None,"high",False,False,["gave_up"],
 "shell false: second overflow; this time /compact itself fails ('Error during compaction: Error: Conversation too long.', local-command-stderr 8409600a). The file ends: the last edit (multi-line input minHeight) is built but never checked by the user."),
]
pivots=[
 dict(native_id="tooluse_tgKj4snrTn6eJtxs4orPMA",snippet="Packages: +42"),
 dict(native_id="tooluse_yKc3lJ1DRCyDI9Ppa0PvdA",snippet="用pnpm"),
 dict(native_id="tooluse_3C8A2LAXSRqBhf6vZWfWUg",snippet="template/login/components/CustomIcons.js"),
]
reuse=[
 dict(entity="pnpm instead of npm",discovered=dict(native_id="tooluse_yKc3lJ1DRCyDI9Ppa0PvdA",snippet="用pnpm"),reused=dict(native_id="tooluse_4yp96picRvaBQ4hM64LN7A",snippet="pnpm build")),
 dict(entity="find template (POSIX find instead of dir /s /b)",discovered=dict(native_id="tooluse_3C8A2LAXSRqBhf6vZWfWUg",snippet="find template -type f"),reused=dict(native_id="tooluse_ftyaerALQVK7w1imk_4Yvw",snippet="find template -name \"*.tsx\" -type f")),
]
e=dict(_file=F,format="claude-code-jsonl (Claude Code 2.0.29 in the VS Code extension, Windows with Git Bash; tool ids 'tooluse_…' instead of 'toolu_…'; 1 compact_boundary)",
 counts=dict(shell_commands=39,failed_shell_commands=7,masked_failures_annotated=0),
 counts_notes="39 Bash tool_use blocks. Failed (is_error true) = 7: tooluse_DcB7hZy3TFuwbHk2MOe2Kw, tooluse_PdHEZM-PQLeKlRlit-ZhRQ (npm), tooluse_yKc3lJ1DRCyDI9Ppa0PvdA (user rejection, never ran), tooluse_mUhuxBERSumPctt8y7KSxg (dir /s /b), tooluse_XsPfYVNCT461dxMs6Drfog and tooluse_5xPhhpjpTrG4Lw8I83xKqQ (pnpm build tsc), tooluse_9VTbmwvFT9uOfxCrMn8z-g (git rm). In this old version toolUseResult is 'Error: <stderr>' WITHOUT the 'Exit code N' prefix (e.g. 'Error: npm error code ERESOLVE…'), so exit codes are not recorded at all. Tool-use ids have the 'tooluse_' prefix (Bedrock-style), not 'toolu_'. User records carry <ide_opened_file>/<ide_selection> text blocks. One background Bash (pnpm dev) read via BashOutput. Two 'Prompt is too long' assistant records (isApiErrorMessage). Conversation in Chinese. Many user-requested style iterations are preference changes, not failures.",
 failed_native_ids=sorted(["tooluse_DcB7hZy3TFuwbHk2MOe2Kw","tooluse_PdHEZM-PQLeKlRlit-ZhRQ","tooluse_yKc3lJ1DRCyDI9Ppa0PvdA","tooluse_mUhuxBERSumPctt8y7KSxg","tooluse_XsPfYVNCT461dxMs6Drfog","tooluse_5xPhhpjpTrG4Lw8I83xKqQ","tooluse_9VTbmwvFT9uOfxCrMn8z-g"]),
 expected_nonzero=[],exit_unknown=[],
 notes="BoHack hackathon frontend (React + Vite + Tailwind, on Windows): port an MUI login/sign-up template into the app, then many visual iterations requested by the user. Knowledge-carrying failures: npm vs pnpm (ERESOLVE, npm crash, user insists on pnpm), cmd.exe `dir /s /b` under Git Bash, a tsc Shadows type error in the copied theme, and two context overflows (the second one unrecoverable).",
 episodes=eps,pivots=pivots,reuse=reuse)
json.dump(e,open('bo68.json','w'),indent=1,ensure_ascii=False)
