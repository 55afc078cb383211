FILE="claude_code/m-claude__97b0ffde-ece9-4977-91cb-5c8cdeabdf3f.jsonl"
ENTRY={
 "format":"claude-code-jsonl (Claude Code 2.0.60, Windows, Bash tool = Git Bash; background Bash polled with BashOutput, KillShell; compact_boundary and local_command system records; author-redacted copy - every IP is [REDACTED_IP])",
 "counts":{"shell_commands":8,"failed_shell_commands":2,"masked_failures_annotated":0},
 "counts_notes":"8 Bash tool_use blocks, all with a tool_result; 2 is_error (ssh exit 255, ipconfig /all exit 1). The `ssh root@... \"docker ps -a\"` call (toolu_01BuFFiih5PYzSU1ADsvqL2j) was moved to the background ('Command running in background with ID: d66418'); it never reports an exit code: 49 BashOutput polls return '<status>running</status>' until KillShell kills it - so it is neither failed nor exit_unknown by the counting rule (it has a tool_result), but it is the symptom of E3. One BashOutput call is rejected with InputValidationError (non-shell). BashOutput/KillShell are not shell commands. The session ends with user /compact, /config and /context local commands.",
 "failed_native_ids":sorted(["toolu_01PPoFZMetQZQkZxgeLQdtcZ","toolu_01VTADyvQhQ23n7yffdtuALF"]),
 "expected_nonzero":[],
 "exit_unknown":[],
 "notes":"Windows session (Dec 2025, same user as the other m-claude files): 'ssh into my router', 'docker status', 'check service status'. The first ssh guesses a wrong address and times out; the agent finds the gateway with plain `ipconfig` after `ipconfig /all` is mangled by Git Bash's path conversion, and reaches an OpenWrt router. A remote `docker ps -a` without ConnectTimeout hangs in the background for 49 polls; after KillShell, the rerun with `-o ConnectTimeout=10` and fallbacks returns at once. Because the owner redacted all IPs, the failing and the working ssh commands look textually identical ('ssh root@[REDACTED_IP]') - the fix is only visible through the diagnosis text and the result.",
 "episodes":[
  {"id":"E1","symptom_native_ids":["toolu_01PPoFZMetQZQkZxgeLQdtcZ"],
   "error_text":"ssh: connect to host [REDACTED_IP] port 22: Connection timed out","failing_command":"ssh root@[REDACTED_IP]",
   "resolved":True,"fix":{"native_id":"toolu_01SUzqy3DSCtMZn6cXJUgPPu","kind":"command_change","entities":["ssh root@[REDACTED_IP]","OpenWrt"]},
   "verified_by_native_id":"toolu_01SUzqy3DSCtMZn6cXJUgPPu","confidence":"medium","masked":False,"expected_failure":False,
   "hard_cases":["path_fix"],
   "notes":"The first target address is a guess; after the user insists ('I want you to figureout the router address and ssh into it', 967fb82f-afe2-4e86-adce-b076d145e33d) the agent reads the gateway from `ipconfig` ('Found it - your router is at `[REDACTED_IP]`', 3239d3d1-6907-44de-9a87-ba187168a6a9) and the new ssh prints the OpenWrt banner ('I successfully connected to your router. It's running **OpenWrt 23.05-SNAPSHOT**.'). The address change is hidden by the redaction: both commands read 'ssh root@[REDACTED_IP]', so a text diff would call the fix a plain retry.",
   "diag_ids":["3239d3d1-6907-44de-9a87-ba187168a6a9","toolu_01XskvEYphjN3j1s1EDy2ad9"]},
  {"id":"E2","symptom_native_ids":["toolu_01VTADyvQhQ23n7yffdtuALF"],
   "error_text":"Error: unrecognized or incomplete command line.","failing_command":"ipconfig /all",
   "resolved":True,"fix":{"native_id":"toolu_01XskvEYphjN3j1s1EDy2ad9","kind":"command_change","entities":["ipconfig","Windows IP Configuration"]},
   "verified_by_native_id":"toolu_01XskvEYphjN3j1s1EDy2ad9","confidence":"high","masked":False,"expected_failure":False,
   "hard_cases":["flag_removed"],
   "notes":"Git Bash rewrites /all into a path, so ipconfig prints its usage (exit 1). The agent silently drops the switch; plain `ipconfig` works. Same root cause as the /i, /change and /c failures in the other Windows m-claude files. Trap: the earlier `ipconfig | findstr \"Default Gateway\"` (no switch) works."},
  {"id":"E3","symptom_native_ids":["toolu_01BuFFiih5PYzSU1ADsvqL2j"],
   "error_text":"<status>running</status>","failing_command":"ssh root@[REDACTED_IP] \"docker ps -a\"",
   "resolved":True,"fix":{"native_id":"toolu_019BwQvZH7AaSfVagfnCwbN6","kind":"command_change","entities":["-o ConnectTimeout=10","CONTAINER ID"]},
   "verified_by_native_id":"toolu_019BwQvZH7AaSfVagfnCwbN6","confidence":"medium","masked":False,"expected_failure":False,
   "hard_cases":["flag_removed","compound_retry"],
   "notes":"The remote command hangs (auto-backgrounded as d66418) and 49 BashOutput polls, e.g. toolu_0197Q1Vqjr8dKsP8RRf5c6E6, return only '<status>running</status>'. 'The SSH command is taking a long time. Let me kill this and try a shorter timeout approach:' (cab204b0-fbb5-48fc-a2dd-096291951bd2); KillShell toolu_01JeFdsjAog43KBLS4uM3nNi, then the rerun adds -o ConnectTimeout=10 plus '|| echo ... && which docker' fallbacks and prints the empty docker ps table. Why the first call hung is never established (the timeout flag bounds only the connect phase), hence medium.",
   "diag_ids":["toolu_0197Q1Vqjr8dKsP8RRf5c6E6","cab204b0-fbb5-48fc-a2dd-096291951bd2"],"attempt_ids":["toolu_01JeFdsjAog43KBLS4uM3nNi"]},
  {"id":"E4","symptom_native_ids":["toolu_01EiXW3CRxE4NYYidU6dSP4R"],
   "error_text":"An unexpected parameter `block` was provided","failing_command":None,
   "resolved":True,"fix":{"native_id":"toolu_01NLoGsqQLobTuFBCc44PFku","kind":"command_change","entities":["bash_id","d66418"]},
   "verified_by_native_id":"toolu_01NLoGsqQLobTuFBCc44PFku","confidence":"high","masked":False,"expected_failure":False,
   "hard_cases":["flag_removed"],
   "notes":"Tool-schema error: BashOutput in 2.0.60 has no `block` parameter (toolUseResult carries the zod 'unrecognized_keys' detail). The next poll without it is accepted.",
   "shell":False,"symptom_tool":"BashOutput"}
 ],
 "pivots":[
  {"native_id":"967fb82f-afe2-4e86-adce-b076d145e33d","snippet":"I want you to figureout the router address and ssh into it"},
  {"native_id":"cab204b0-fbb5-48fc-a2dd-096291951bd2","snippet":"Let me kill this and try a shorter timeout approach:"}
 ],
 "reuse":[
  {"entity":"router address from ipconfig","discovered":{"native_id":"toolu_01XskvEYphjN3j1s1EDy2ad9","snippet":"Default Gateway"},"reused":{"native_id":"toolu_01SUzqy3DSCtMZn6cXJUgPPu","snippet":"ssh root@[REDACTED_IP]"}},
  {"entity":"-o ConnectTimeout=10","discovered":{"native_id":"toolu_019BwQvZH7AaSfVagfnCwbN6","snippet":"-o ConnectTimeout=10"},"reused":{"native_id":"toolu_011iDQ7pxzYNw1NtNDh2Lgd9","snippet":"ssh -o ConnectTimeout=10 root@[REDACTED_IP]"}}
 ]
}
