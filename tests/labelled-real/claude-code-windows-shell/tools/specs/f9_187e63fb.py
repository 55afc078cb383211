FILE="claude_code/m-claude__187e63fb-1e58-43d2-a2d6-d0aeeb7a81d0.jsonl"
ENTRY={
 "format":"claude-code-jsonl (Claude Code 2.0.69, Linux (Pop!_OS COSMIC), zsh; author-redacted copy - line 27 (the WebSearch tool_result) is NOT valid JSON because the redaction replaced digits inside a number: '\"durationSeconds\":26[REDACTED_PHONE]0001')",
 "counts":{"shell_commands":17,"failed_shell_commands":2,"masked_failures_annotated":3},
 "counts_notes":"17 Bash tool_use blocks, all with a tool_result. 2 is_error (`which claude-code` exit 1; ImageMagick `convert ...ico[0]` exit 1 from a zsh glob). Masked: three curl downloads that exit 0 but save something that is not the icon (an HTML page; two 85/87-byte 'File not found' bodies). A reader must skip or repair line 27: it is the WebSearch result (toolu_018dHwbGkfB5q2Cuf4Z3h9jY appears to have no result if the line is dropped); a strict JSON-lines parser (e.g. plain `jq`) stops there and loses every later record. WebSearch/WebFetch/Write/Edit/Read are not shell commands; one WebFetch fails with HTTP 403 (non-shell).",
 "failed_native_ids":sorted(["toolu_01XJbyb45HMnGeJRbTsYhia7","toolu_01WsXLbZHnXP4wbTBXnu13h6"]),
 "expected_nonzero":[],
 "exit_unknown":[],
 "notes":"Linux twin of m-claude__8c3b5351 (same user, same request): 'creata a shortcut for claude code and make it accessible to cosmic launcher', then 'give it the claude code icon/logo'. The .desktop file is written at once; getting a real icon takes several tries: a brandfetch URL returns HTML, Wikimedia returns 403 to WebFetch and tiny 'File not found' bodies to curl, and https://claude.ai/favicon.ico finally works (the same source that worked in the Windows session). Converting the .ico needs quoting because zsh treats '[0]' as a glob. Verification is by `file` output, not by exit codes.",
 "episodes":[
  {"id":"E1","symptom_native_ids":["toolu_01XJbyb45HMnGeJRbTsYhia7"],
   "error_text":"claude-code not found","failing_command":"which claude-code",
   "resolved":True,"fix":{"native_id":"toolu_01YaMsXhRhBcD5VHHHqKE48X","kind":"command_change","entities":["which claude","/usr/bin/claude"]},
   "verified_by_native_id":"toolu_01YaMsXhRhBcD5VHHHqKE48X","confidence":"high","masked":False,"expected_failure":False,
   "hard_cases":["typo"],
   "notes":"Wrong binary name guessed; the probe with the real name finds /usr/bin/claude, which the .desktop Exec= line then uses."},
  {"id":"E2","symptom_native_ids":["toolu_01FaR9qwWDJYmddUs9k1pqgj"],
   "error_text":"HTML document, Unicode text, UTF-8 text, with very long lines (32076)","failing_command":"curl -L \"https://cdn.brandfetch.io/idW5s392j1/w/338/h/338/theme/dark/icon.png",
   "resolved":True,"fix":{"native_id":"toolu_01VBew1qpZrBPSiChFgAhHXm","kind":"tool_switch","entities":["https://claude.ai/favicon.ico","claude-code.ico"]},
   "verified_by_native_id":"toolu_01E2VxJP5aD7PAymDQoDAmFr","confidence":"high","masked":True,"expected_failure":False,
   "hard_cases":["masked","retry_still_fails_differently"],
   "notes":"curl exits 0 with only a progress meter; the later `file ... && ls -lh` (toolu_01WUdPj7cnRdtq5r37h4dxW5) shows an HTML page was saved as .png: 'The download didn't work properly - it fetched HTML instead of the image. Let me try a different source.' (062aec56-2947-48fa-a116-06ca32ed84bc). The Wikimedia detour fails differently (E3, E4); the favicon download is confirmed by `file`: 'MS Windows icon resource - 3 icons'.",
   "diag_ids":["toolu_01WUdPj7cnRdtq5r37h4dxW5","062aec56-2947-48fa-a116-06ca32ed84bc"]},
  {"id":"E3","symptom_native_ids":["toolu_01GKqcMKRJ85Utj83UhrYcqm"],
   "error_text":"Request failed with status code 403","failing_command":None,
   "resolved":True,"fix":{"native_id":"toolu_01VBew1qpZrBPSiChFgAhHXm","kind":"tool_switch","entities":["https://claude.ai/favicon.ico"]},
   "verified_by_native_id":"toolu_01E2VxJP5aD7PAymDQoDAmFr","confidence":"medium","masked":False,"expected_failure":False,
   "hard_cases":["tool_switch","retry_still_fails_differently"],
   "notes":"WebFetch of the Wikimedia Commons page is refused (403). Two more WebFetch pages give no usable URL (lobehub: CSS only; GitHub repo page), then curl with '-A \"Mozilla/5.0\"' against upload.wikimedia.org gets past the block but fetches 'File not found' (E4). The goal (a logo file) is reached with the favicon. Non-shell symptom.",
   "shell":False,"symptom_tool":"WebFetch"},
  {"id":"E4","symptom_native_ids":["toolu_015zMPW4t2MJHANgQmRD9itC","toolu_01NRe858T8aXF7PfrNuEmkd6"],
   "error_text":"File not found: /v1/AUTH_mw/wikipedia-commons-local-public.13/1/13/Claude_AI_logo.svg","failing_command":"curl -L -A \"Mozilla/5.0\" \"https://upload.wikimedia.org/wikipedia/commons/1/13/Claude_AI_logo.svg\"",
   "resolved":True,"fix":{"native_id":"toolu_01VBew1qpZrBPSiChFgAhHXm","kind":"tool_switch","entities":["https://claude.ai/favicon.ico","MS Windows icon resource"]},
   "verified_by_native_id":"toolu_01E2VxJP5aD7PAymDQoDAmFr","confidence":"high","masked":True,"expected_failure":False,
   "hard_cases":["masked","path_fix"],
   "notes":"Both Wikimedia downloads exit 0; only `cat` of the first (toolu_01Dh72F8ToFyC2LRTo5hMWpW) shows the 'File not found' body, and the thinking notes 85 and 87 bytes ('Again only 87 bytes. These Wikimedia URLs aren't working.'). The second (guessed) URL is never inspected - it is judged by size in the thinking only.",
   "diag_ids":["toolu_01Dh72F8ToFyC2LRTo5hMWpW"]},
  {"id":"E5","symptom_native_ids":["toolu_01WsXLbZHnXP4wbTBXnu13h6"],
   "error_text":"(eval):1: no matches found: /home/[USER]/.local/share/icons/claude-code.ico[0]","failing_command":"convert ~/.local/share/icons/claude-code.ico[0] ~/.local/share/icons/claude-code.png",
   "resolved":True,"fix":{"native_id":"toolu_019PLf7MiFaZAQ2F1Mvxynug","kind":"quoting_fix","entities":["'/home/[USER]/.local/share/icons/claude-code.ico[0]'"]},
   "verified_by_native_id":"toolu_01B4izYoJUixcHJ22CzpSpTV","confidence":"high","masked":False,"expected_failure":False,
   "hard_cases":["typo","compound_retry"],
   "notes":"zsh expands the unquoted '[0]' (ImageMagick frame selector) as a glob and aborts with 'no matches found'. Quoting the path makes convert run (only an IMv7 deprecation WARNING, exit 0) and `file` reports 'PNG image data, 48 x 48'. The WARNING line is not a failure."}
 ],
 "pivots":[
  {"native_id":"303623c4-0042-433f-96a1-630ff984a967","snippet":"give it the claude code icon/logo (search online if need be)"},
  {"native_id":"062aec56-2947-48fa-a116-06ca32ed84bc","snippet":"it fetched HTML instead of the image"}
 ],
 "reuse":[
  {"entity":"/usr/bin/claude","discovered":{"native_id":"toolu_01YaMsXhRhBcD5VHHHqKE48X","snippet":"/usr/bin/claude"},"reused":{"native_id":"toolu_01BufiCxvsM37k6Rc6Z8mb6E","snippet":"Exec=/usr/bin/claude"}},
  {"entity":"check downloads with file(1)","discovered":{"native_id":"toolu_01WUdPj7cnRdtq5r37h4dxW5","snippet":"HTML document"},"reused":{"native_id":"toolu_01E2VxJP5aD7PAymDQoDAmFr","snippet":"file ~/.local/share/icons/claude-code.ico"}}
 ]
}
