import json
F="claude_code/cccc-clash-test__df44d492-9cf5-4fb3-9c52-1c367b25e4e7.jsonl"
def ep(id,syms,err,cmd,res,fix,ver,conf,masked,exp,hc,notes,diag=None):
    d=dict(id=id,symptom_native_ids=syms,error_text=err,failing_command=cmd,resolved=res,fix=fix,verified_by_native_id=ver,confidence=conf,masked=masked,expected_failure=exp,hard_cases=hc,notes=notes)
    if diag: d['_diag']=diag
    return d
def fx(nid,kind,ents): return dict(native_id=nid,kind=kind,entities=ents)
kills=["tooluse_PZ6_vBqrT_2_BWB_7B4AXw","tooluse_GUf1evMnRl6YyXAaCStbig","tooluse_FBYQnuEsStWdkJPyI1Bj9g"]
eps=[
ep("E1",["tooluse_xe8v7rxpQeysnqUvyl0rCw"],"<tool_use_error>File has not been read yet. Read it first before writing to it.</tool_use_error>",None,True,
 fx("tooluse_c_eLUhAQQKq4FGT_o5VUkA","edit_then_retry",["HomePage.tsx"]),"tooluse_c_eLUhAQQKq4FGT_o5VUkA","high",False,False,["edit_then_retry"],
 "shell false (Edit). The file had only been grepped; after a Read the identical Edit applies. This pair appears twice in the file because of the history replay (see counts_notes)."),
ep("E2",["7942181e-bbbf-4224-9964-939218d97bf2","5483afff-b9ac-4fda-8212-78fa540b361b","a130de43-c85f-4ade-a88f-e5d73e050fe7","ffaccc29-9265-4f08-949e-9adab7251444","c1aedea4-61d9-41dc-aaf6-e66973909533"],"让创造驱散初冬的寒意",None,False,
 fx("tooluse_OVukAcYATgW8Lg0nGxX8_w","workaround_isolate",["find . -name \"*.js\" -type f -delete","HomePage.js"]),None,"medium",False,False,["retry_still_fails_differently"],
 "shell false: user-reported, repeated five times — the page still shows the old subtitle ('初冬') after the edit. Causes found one by one: stale compiled .js next to .tsx in src (HomePage.js, then AppRoutes.js/main.js/App.js; rm tooluse_xDqxOflIRz-aYLDMz3KG-g, then find -delete), three dev servers on 5173/5174/5175 (netstat tooluse_RN_xpuKaQUCoTJYaN9LoDw, taskkill tooluse_unnDPH2oQZe3q_GUIQVFgA), an old dist/ (rm -rf tooluse_OjzsrnAjSimChU3TQKGOFQ). The user never confirms; the session derails into E6. Resolved false.",
 diag=["42effa32-a990-4e3d-84e5-305ba0204ee2"]),
ep("E3",["tooluse_6LLsCiUjRyWqnCmnV9govg"],"'F:/'","taskkill /F /PID 24648",True,
 fx("tooluse_pBe7ymlCRE27LSQyIFwWsQ","quoting_fix",["taskkill //F //PID"]),"tooluse_unnDPH2oQZe3q_GUIQVFgA","high",False,False,["typo","flag_removed"],
 "Git Bash (MSYS) rewrites the cmd-style switch /F into a Windows path 'F:/' before taskkill sees it; taskkill's (GBK, shown as U+FFFD mojibake) error is 'invalid argument/option - F:/'. Doubling the slashes (//F //PID) stops the conversion. The first //F run (tooluse_pBe7ymlCRE27LSQyIFwWsQ) fails only because PID 24648 had already exited ('\"24648\"' not found; harmless, in expected_nonzero); the next //F //PID call kills two PIDs ('PID 为 23420 … 1908' success)."),
ep("E4",["tooluse_CcbwNttHQgmIyTe8QP76dg"],"dir: cannot access '/s': No such file or directory","dir /s /b src\\*.js",True,
 fx("tooluse_ej99WQSzSWGRsl8xX6OeGQ","tool_switch",["src/**/*.js"]),"tooluse_ej99WQSzSWGRsl8xX6OeGQ","high",False,False,["tool_switch","flag_removed"],
 "Same cmd.exe-in-Git-Bash mistake as in 68e984d7 E4 two days earlier — not learnt across sessions. Also the unquoted backslash in src\\*.js is eaten by bash ('src*.js'). The Glob tool lists the .js files."),
ep("E5",["tooluse_M8YcVvC1RxerH6c95zo2Sg"],"<tool_use_error>No changes to make: old_string and new_string are exactly the same.</tool_use_error>",None,True,
 fx("tooluse_F1MSuT3MS32gxToz0mE9_w","edit_file",["HomePage.tsx"]),"tooluse_F1MSuT3MS32gxToz0mE9_w","high",False,False,["edit_then_retry"],
 "shell false (Edit). The agent wanted to touch the file to trigger Vite HMR; identical strings are refused, a whitespace change is accepted."),
ep("E6",kills,"(no tool_result: `taskkill //F //IM node.exe` kills every node.exe, including the Claude Code process itself; the session restarts and the file continues with a replay of the whole history)","taskkill //F //IM node.exe",False,None,None,"high",False,False,["gave_up"],
 "The agent kills all node processes to restart Vite, which also kills Claude Code (a node program). The tool_use never gets a result; a new root record (8f84dd42, parentUuid null) starts a replay of the earlier conversation with fresh uuids but the SAME tool_use ids and one shared timestamp 2025-11-01T09:24:29.907Z. After the replay the user types '？' and the agent issues the same command again twice (tooluse_GUf1evMnRl6YyXAaCStbig, tooluse_FBYQnuEsStWdkJPyI1Bj9g) — each again without result. Never learnt; the file ends. All three are in exit_unknown, not failed."),
ep("E7",["tooluse_Por6hQZzRfS1-dcHWx6qQw"],"<tool_use_error>No shell found with ID: b07f66</tool_use_error>",None,False,None,None,"high",False,False,["gave_up"],
 "shell false (KillShell). The background dev server b07f66 belonged to the killed process, so after the restart its shell id no longer exists. Appears twice (replayed). The agent falls back to the node.exe kill of E6."),
]
pivots=[
 dict(native_id="42effa32-a990-4e3d-84e5-305ba0204ee2",snippet="`HomePage.js` 是编译后的文件"),
 dict(native_id="144e80da-bef7-464b-9d62-089930fc6d69",snippet="有**三个**开发服务器在运行"),
 dict(native_id="8f84dd42-a5db-4aa2-9067-91a01eff76bb",snippet="<ide_opened_file>"),
]
reuse=[
 dict(entity="taskkill //F (double slash under Git Bash)",discovered=dict(native_id="tooluse_pBe7ymlCRE27LSQyIFwWsQ",snippet="taskkill //F //PID 24648"),reused=dict(native_id="tooluse_unnDPH2oQZe3q_GUIQVFgA",snippet="taskkill //F //PID 1908 //PID 23420")),
]
e=dict(_file=F,format="claude-code-jsonl (Claude Code 2.0.29, VS Code extension on Windows with Git Bash; 'tooluse_' ids; history replayed after the process was killed)",
 counts=dict(shell_commands=16,failed_shell_commands=3,masked_failures_annotated=0),
 counts_notes="16 DISTINCT Bash tool_use ids, but 29 Bash tool_use blocks: after `taskkill //F //IM node.exe` killed Claude Code, the restarted session re-wrote the earlier conversation into the same file (new root at line 135, new uuids, identical tool_use ids, all stamped 2025-11-01T09:24:29.907Z), so 13 Bash ids occur twice with identical results. Counts here are per distinct id; a reader counting blocks gets 29. Failed (is_error) = 3 distinct: tooluse_6LLsCiUjRyWqnCmnV9govg, tooluse_pBe7ymlCRE27LSQyIFwWsQ (expected_nonzero: PID already gone), tooluse_CcbwNttHQgmIyTe8QP76dg. exit_unknown = the three node.exe kills (no tool_result at all). No 'Exit code N' in toolUseResult (old format). taskkill output is GBK decoded as U+FFFD. Two background dev servers via BashOutput/KillShell. Conversation in Chinese.",
 failed_native_ids=sorted(["tooluse_6LLsCiUjRyWqnCmnV9govg","tooluse_pBe7ymlCRE27LSQyIFwWsQ","tooluse_CcbwNttHQgmIyTe8QP76dg"]),
 expected_nonzero=["tooluse_pBe7ymlCRE27LSQyIFwWsQ"],exit_unknown=kills,
 notes="BoHack frontend on Windows: a one-word text change does not show in the browser. The agent chases stale compiled .js files, duplicate Vite dev servers and an old dist/, fights Git Bash path conversion (taskkill /F, dir /s /b), and finally kills node.exe — including Claude Code itself — three times. The file is a hard parsing case: history replay with duplicated tool ids and no results for the fatal commands.",
 episodes=eps,pivots=pivots,reuse=reuse)
json.dump(e,open('bodf.json','w'),indent=1,ensure_ascii=False)
