import json
def ep(id,syms,err,cmd,res,fix,ver,conf,masked,exp,hc,notes,diag=None):
    d=dict(id=id,symptom_native_ids=syms,error_text=err,failing_command=cmd,resolved=res,fix=fix,verified_by_native_id=ver,confidence=conf,masked=masked,expected_failure=exp,hard_cases=hc,notes=notes)
    if diag: d['_diag']=diag
    return d
def fx(nid,kind,ents): return dict(native_id=nid,kind=kind,entities=ents)
F1="claude_code/prirodnik__62e12a9c-b103-44c5-9755-3e12f54639a0.jsonl"
eps=[
ep("E1",["call_function_szqnulxe9kpy_1"],"(eval):1: command not found: brew","brew install yt-dlp",True,
 fx("call_function_7bzyhx7zw1tr_1","install",["pip3 install yt-dlp","/Users/liza/Library/Python/3.9/bin"]),"call_function_7bzyhx7zw1tr_1","high",False,False,["tool_switch","install"],
 "No Homebrew on this Mac; pip3 (system Python 3.9, user install) works, but the script lands in ~/Library/Python/3.9/bin, which is not on PATH — every later call uses the full path (reuse)."),
ep("E2",["call_function_ix6rfnc0r4kr_1"],"(eval):1: no matches found: /Users/liza/Videos/%(title)s.%(ext)s","-o ~/Videos/%(title)s.%(ext)s",True,
 fx("call_function_dweiah0jsqan_1","quoting_fix",["'~/Videos/%(title)s.%(ext)s'","mkdir -p ~/Videos"]),"call_function_rb77rtfvatoc_1","high",False,False,["typo","compound_retry","retry_still_fails_differently"],
 "zsh treats the parentheses in yt-dlp's output template as a glob. The retry single-quotes the template (yt-dlp expands the quoted ~ itself) and adds mkdir -p; it gets past the shell and then fails differently with HTTP 403 (E3)."),
ep("E3",["call_function_dweiah0jsqan_1","call_function_46onv195eoxj_1","call_function_rr2q8654wsi5_1"],"ERROR: unable to download video data: HTTP Error 403: Forbidden","yt-dlp",True,
 fx("call_function_rb77rtfvatoc_1","command_change",["youtube:player_client=android","--extractor-args"]),"call_function_rb77rtfvatoc_1","high",False,False,["flag_removed","retry_still_fails_differently"],
 "YouTube refuses the default/web clients. Attempts: --no-check-certificates + browser user-agent + format filter (403), `pip3 install --upgrade yt-dlp` (already newest for Python 3.9 — no change), player_client=web (403). `--extractor-args \"youtube:player_client=android\"` downloads the 16.2 MiB file. The 'Deprecated Feature: Support for Python version 3.9' line is in every output and is not the cause."),
ep("E4",["call_function_k9e4125gxt91_1"],"ERROR: Unsupported URL: https://roscha.zenclass.ru/student/courses/01f72f4f-d89c-425f-a1c6-d8406d557bed/lessons/6319a49c-f298-496e-ac49-35a0af4d7915","roscha.zenclass.ru",True,
 fx("9ab456f0-a1e1-417e-9c91-64f7b09adaba","user_fix",["kinescopecdn.net","360p.mp4"]),"call_function_6j56xtst16hq_1","high",False,False,["tool_switch"],
 "yt-dlp has no extractor for this course platform; WebFetch and four curl|grep scrapes of the 5 KB page find no media URL (agent 890868b3: the video loads via JavaScript behind a login). The agent stops trying (it would be gave_up without the user); the user then pastes a browser 'Copy as cURL' for the kinescope CDN .mp4, which the agent runs (after E6) — `ls -lh` shows 75M.",
 diag=["890868b3-0ee6-4454-b0b2-6b90672458ef"]),
ep("E5",["call_function_vm6vekjt4fj2_1"],"ugrep: error: error at position 42","grep -oiE",True,
 fx("call_function_4863nftan7d8_1","quoting_fix",["grep -oE"]),"call_function_4863nftan7d8_1","medium",True,False,["masked","typo"],
 "Exit 0 (last pipeline stage is `head`); `grep` here is ugrep, and the nested shell quoting produced an invalid bracket expression ('mismatched [ ]'). The simpler regex runs cleanly (it finds nothing, which is a separate, real negative)."),
ep("E6",["call_function_u9ao2h6ivnfk_1"],"100  473k  100  473k","Range: bytes=508447-993474",True,
 fx("call_function_uyobfqsl83gd_1","flag_removed",["video_full.mp4","Range"]),"call_function_6j56xtst16hq_1","high",True,False,["masked","flag_removed"],
 "The pasted browser curl contains `-H 'Range: bytes=508447-993474'`, so curl exits 0 with only 473k. Agent 62fbaf2f (answering in Chinese in a Russian conversation): '下载的是一个片段（Range 部分）' — a fragment. Rerun without the Range header -> 75.1M, `ls -lh` shows 75M."),
]
e1=dict(_file=F1,format="claude-code-jsonl (Claude Code 2.1.126, macOS zsh; model minimax-m2.7 behind Claude Code, tool ids 'call_function_…_1'; away_summary records)",
 counts=dict(shell_commands=19,failed_shell_commands=6,masked_failures_annotated=2),
 counts_notes="19 Bash tool_use blocks; ids are 'call_function_<x>_1' (non-Anthropic model through Claude Code), not toolu_. Failed (is_error, 'Exit code N' in toolUseResult) = 6: brew 127, zsh glob 1, three yt-dlp 403s, one Unsupported URL. Masked: the ugrep regex error under `| head` and the partial Range download (exit 0, 473k). Several curl|grep scrapes print nothing — real no-match results, not failures. Conversation in Russian (one assistant reply in Chinese). System away_summary records summarise the session.",
 failed_native_ids=sorted(["call_function_szqnulxe9kpy_1","call_function_ix6rfnc0r4kr_1","call_function_dweiah0jsqan_1","call_function_46onv195eoxj_1","call_function_rr2q8654wsi5_1","call_function_k9e4125gxt91_1"]),
 expected_nonzero=[],exit_unknown=[],
 notes="Personal-assistant session on a Mac (user 'liza'): install yt-dlp, download a YouTube video, then a video from a paid course platform, then try to get a browser extension. Knowledge: no brew -> pip3 user install with a non-PATH bin dir; zsh globbing of yt-dlp templates; YouTube 403 fixed by player_client=android; Range header in a copied curl truncates the download.",
 episodes=eps,
 pivots=[dict(native_id="fc5b8ea5-c715-41cf-bacd-76c58e2153a7",snippet="YouTube блокирует запросы."),dict(native_id="62fbaf2f-f39e-436a-a5ab-190264beb1b0",snippet="下载的是一个片段")],
 reuse=[dict(entity="/Users/liza/Library/Python/3.9/bin/yt-dlp",discovered=dict(native_id="call_function_7bzyhx7zw1tr_1",snippet="/Users/liza/Library/Python/3.9/bin"),reused=dict(native_id="call_function_ix6rfnc0r4kr_1",snippet="/Users/liza/Library/Python/3.9/bin/yt-dlp")),
        dict(entity="youtube:player_client=android",discovered=dict(native_id="call_function_rb77rtfvatoc_1",snippet="youtube:player_client=android"),reused=dict(native_id="call_function_k9e4125gxt91_1",snippet="youtube:player_client=android"))])
json.dump(e1,open('pri62.json','w'),indent=1,ensure_ascii=False)
F2="claude_code/prirodnik__b08cc21c-07d1-4cdb-9dba-2ab2c85876bc.jsonl"
eps2=[
ep("E1",["call_uosr8d0x"],"npm error Error: EACCES: permission denied, rename '/usr/local/lib/node_modules/@anthropic-ai/claude-code'","npm i -g @anthropic-ai/claude-code",True,
 fx("08cf1e49-"+"X","user_fix",["сделала"]),"call_e3kd5gk7","medium",False,False,["permission"],
 "Exit 243: global npm prefix /usr/local is root-owned. The agent offers sudo / chown; the user picks sudo (E2). Finally the user runs sudo in a separate Terminal.app ('сделала' = done); `claude --version` prints 2.1.131."),
ep("E2",["call_1okcwqna"],"sudo: a terminal is required to read the password; either use the -S option to read from standard input or configure an askpass helper","sudo npm i -g @anthropic-ai/claude-code",True,
 fx("08cf1e49-"+"X","user_fix",["сделала"]),"call_e3kd5gk7","medium",False,False,["permission"],
 "The Bash tool has no TTY for the sudo password. The agent suggests the user's `!` prefix; the user's `! sudo …` fails identically (bash-input / bash-stdout / bash-stderr records b652427a…, b56d03e9… — a user command, not an agent command, not counted). Then the user runs it in Terminal.app. Same root-vs-user install family as E1."),
]
txt=open('/work/labelled-new/L24/files/'+F2).read()
import re
u=re.search(r'"uuid":"(08cf1e49[^"]*)"',txt).group(1)
for x in eps2: x['fix']['native_id']=u
e2=dict(_file=F2,format="claude-code-jsonl (Claude Code 2.1.126, macOS zsh; non-Anthropic model, tool ids 'call_…'; user '!' bash-input records)",
 counts=dict(shell_commands=3,failed_shell_commands=2,masked_failures_annotated=0),
 counts_notes="3 Bash tool_use blocks (ids 'call_<8 chars>'). Failed = 2 (Exit code 243 EACCES; Exit code 1 sudo without TTY). The user's own `! sudo npm i -g …` appears as user records <bash-input>/<bash-stdout>/<bash-stderr> after a local-command-caveat; it is not an agent command and is not counted.",
 failed_native_ids=sorted(["call_uosr8d0x","call_1okcwqna"]),expected_nonzero=[],exit_unknown=[],
 notes="Tiny session (27 KB): install Claude Code globally with npm on a Mac. EACCES on /usr/local, sudo impossible without a terminal, solved by the user outside the session. A short negative-ish example of a permission failure whose fix is outside the transcript but confirmed by a version check.",
 episodes=eps2,pivots=[dict(native_id="call_1okcwqna",snippet="a terminal is required to read the password")],
 reuse=[])
json.dump(e2,open('prib08.json','w'),indent=1,ensure_ascii=False)
