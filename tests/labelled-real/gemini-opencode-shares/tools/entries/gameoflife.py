F = "gemini/gameoflife__biotop_260117.json"
RS = "run_shell_command-"
E = {
 "format": "gemini-cli-chat-share-json (Gemini CLI '/chat share biotop_260117.json' export, 17 Jan 2026, win32 / PowerShell 5 (German locale), project on OneDrive; one JSON array of Gemini API Content {role, parts}: text, functionCall (no id), functionResponse (with id); no timestamps, no message ids, no tool status; run_shell_command output in the 'Command/Directory/Output/Error/Exit Code/Signal/Background PIDs/Process Group PGID' layout with 'Exit Code: 0' printed)",
 "counts": {"shell_commands": 8, "failed_shell_commands": 2, "masked_failures_annotated": 0},
 "counts_notes": "8 functionCall parts named run_shell_command (also read_file, replace, write_file). Native ids: functionResponse.id for a tool call (the functionCall has none; it is answered by the functionResponse of the same name in the next user element), msg:N (0-based array index) for other elements. Exit code = 'Exit Code: N' in functionResponse.response.output. failed = 2: 'rm … 2>/dev/null || del …' (exit 1, PowerShell parser error on '||') and 'powershell.exe -Command \"Remove-Item … -ErrorAction SilentlyContinue\"' (exit 1, empty output; harmless, expected_nonzero). exit_unknown = 5: every gcc build has response.error '[Operation Cancelled] Reason: User cancelled the operation.' because the user builds inside a Docker container himself and pastes the result as a user message (msg:10, msg:17, msg:22, msg:37, msg:42): the compile errors exist only in those user texts. One non-shell tool error: replace 'Expected 2 occurrences but found 1' (E5). The last element (msg:75) is a malformed function call written as model text ('startcall:default_api:replace{…<ctrl46>…'), which never ran.",
 "failed_native_ids": sorted([RS+"1768661084112-8173a09681083", RS+"1768661092774-56985b14ad0bd8"]),
 "expected_nonzero": [RS+"1768661092774-56985b14ad0bd8"],
 "exit_unknown": sorted([RS+x for x in ["1768657807611-2089c8ea9cc73","1768658159004-9a38ad8135d828","1768658393180-e740cf3942faa","1768658808772-2f59fea89fd678","1768659124528-583e8a91357dc8"]]),
 "notes": "Gemini CLI (gemini-3 era, 17 Jan 2026) implementing a protocol/replay feature in a C + raylib Game of Life ('Biotope') for a university course; the conversation is in German. The user asked the agent to let him run builds interactively in Docker, so every gcc call is cancelled and the real build result arrives as a pasted user message. Twice the agent's edit wrote a literal placeholder into C code ('... (existing save_grid code)', then '... (existing random logic) ...' in a replace new_string), which gcc rejects with \"expected expression before '...' token\"; both are fixed by rewriting the whole file and confirmed by the user's next build. On Windows PowerShell 5 a bash-style 'rm … || del …' fails at parse time; the PowerShell Remove-Item rerun exits 1 with no output and the agent reports 'Alles erledigt!' regardless. Negative control inside: the first 'gcc -c …' is cancelled and the user says 'Die Compilierung ist ohne Fehlermeldung gelaufen.' (msg:10) — no failure. The user's suggested header fix (E3) is applied but never rechecked. Same user as the other biotop_* exports in the repository (Jan 2026); only this one has enough tool calls.",
 "episodes": [
  {"id":"E1","shell":False,"symptom_tool":"user_report","symptom_native_ids":["msg:17"],
   "error_text":"file_io.c:19:1: error: expected expression before '...' token","failing_command":None,
   "resolved":True,"fix":{"native_id":"write_file-1768658362901-d87b80e8ddd4a8","kind":"edit_file","entities":["file_io.c","save_grid"]},
   "verified_by_native_id":"msg:22","confidence":"high","masked":False,"expected_failure":False,
   "hard_cases":["edit_then_retry"],"notes":"The agent's gcc call run_shell_command-1768658159004-9a38ad8135d828 was cancelled (exit unknown); the user ran the same command in Docker and pasted the errors (also 'file_io.c:134:1: error: expected declaration or statement at end of input', same cause). Cause: replace-1768657921623-04444c9a285ab used '... (rest of file_io.c) ...' placeholders, which were written literally. Diagnosis msg:18. The whole file is rewritten; the user's rerun prints 'Found 6 protocol files:' (msg:22)."},
  {"id":"E2","shell":False,"symptom_tool":"user_report","symptom_native_ids":["msg:37"],
   "error_text":"gui.c:380:1: error: expected expression before '...' token","failing_command":None,
   "resolved":True,"fix":{"native_id":"write_file-1768659032718-fad3b94032d65","kind":"edit_file","entities":["gui.c","run_gui_app"]},
   "verified_by_native_id":"msg:42","confidence":"high","masked":False,"expected_failure":False,
   "hard_cases":["edit_then_retry"],"notes":"Same mistake as E1 in another file: replace-1768658748558-e7bb12678f2a68 put '... (existing random logic) ...' into gui.c. The agent's build call run_shell_command-1768658808772-2f59fea89fd678 was cancelled; the user pasted the gcc error. msg:38 'mir ist derselbe Fehler wie bei `file_io.c` unterlaufen'. The rebuild (cancelled call run_shell_command-1768659124528-583e8a91357dc8, run by the user) succeeds: msg:42 'Die Compilierung lief erfolgreich ab.'"},
  {"id":"E3","shell":False,"symptom_tool":"user_report","symptom_native_ids":["msg:44"],
   "error_text":"Allerdings liegt der Beginn dieses Hinweises über den Buchstaben \"...VE\" des Titels \"PROTOCOL ARCHIVE\".","failing_command":None,
   "resolved":False,"fix":{"native_id":"replace-1768661055988-34596f28245228","kind":"edit_file","entities":["SELECT A SIMULATION RUN TO REPLAY","STATE_LOAD"]},
   "verified_by_native_id":None,"confidence":"medium","masked":False,"expected_failure":False,
   "hard_cases":["edit_then_retry"],"notes":"A UI overlap the user found while running the agent's test plan. The text is moved right; nothing in the file shows the result (no rebuild, no user confirmation)."},
  {"id":"E4","shell":True,"symptom_tool":"run_shell_command","symptom_native_ids":[RS+"1768661084112-8173a09681083"],
   "error_text":"Das Token \"||\" ist in dieser Version kein gültiges Anweisungstrennzeichen.","failing_command":"rm test_phase2.c test_phase2 test_phase2.exe 2>/dev/null || del test_phase2.c test_phase2 test_phase2.exe",
   "resolved":False,"fix":{"native_id":RS+"1768661092774-56985b14ad0bd8","kind":"tool_switch","entities":["Remove-Item","powershell.exe"]},
   "verified_by_native_id":None,"confidence":"medium","masked":False,"expected_failure":False,
   "hard_cases":["tool_switch","compound_retry"],"notes":"PowerShell 5 (the Gemini CLI shell on win32) rejects '||' at parse time, so nothing ran. msg:49 'Ich nutze einfach `Remove-Item` für PowerShell'. The Remove-Item rerun exits 1 with '(empty)' output (-ErrorAction SilentlyContinue hides the not-found errors for files that never existed on Windows, e.g. test_phase2.exe); no listing confirms the deletion, so resolved false. That exit 1 is harmless (expected_nonzero), not a new episode."},
  {"id":"E5","shell":False,"symptom_tool":"replace","symptom_native_ids":["replace-1768662889898-511d281662b3b8"],
   "error_text":"Failed to edit, Expected 2 occurrences but found 1 for old_string","failing_command":None,
   "resolved":True,"fix":{"native_id":"replace-1768663184274-af85a7ebc34b28","kind":"edit_file","entities":["Auto-Save","autoFilename"]},
   "verified_by_native_id":"replace-1768663184274-af85a7ebc34b28","confidence":"high","masked":False,"expected_failure":False,
   "hard_cases":["edit_then_retry"],"notes":"One of three parallel replace calls (msg:63) fails on its expected_replacements count; msg:65 explains it and redoes that block alone, which succeeds."},
  {"id":"E6","shell":False,"symptom_tool":"malformed_function_call","symptom_native_ids":["msg:75"],
   "error_text":"startcall:default_api:replace{expected_replacements:1","failing_command":None,
   "resolved":False,"fix":None,"verified_by_native_id":None,"confidence":"medium","masked":False,"expected_failure":False,
   "hard_cases":[],"notes":"The model writes its tool call into the text part instead of a functionCall (the <ctrl46> delimiters are raw model tokens). Nothing runs; the export ends here, so export_stats_md is still in file_io.c."}
 ],
 "pivots": [
  {"native_id":"msg:18","snippet":"Platzhalter (`...`) für die bereits existierenden Funktionen"},
  {"native_id":"msg:38","snippet":"Ich muss die Datei `gui.c` **komplett neu schreiben**"},
  {"native_id":"msg:49","snippet":"Ich nutze einfach `Remove-Item` für PowerShell"}
 ],
 "reuse": [
  {"entity":"placeholder '...' in edit text is written literally; rewrite the whole file","discovered":{"native_id":"msg:18","snippet":"Ich werde die Datei `file_io.c` nun komplett neu schreiben"},
   "reused":{"native_id":"msg:38","snippet":"mir ist derselbe Fehler wie bei `file_io.c` unterlaufen"}},
  {"entity":"user builds in Docker and reports","discovered":{"native_id":"msg:1","snippet":"Beachte, dass die App in einem Docker-Container läuft."},
   "reused":{"native_id":"msg:8","snippet":"werde ich dich nun bitten, die Kompilierung durchzuführen"}}
 ]
}
