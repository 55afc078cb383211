KEY="codex/alert-framework__rollout-2025-12-19T19-42-25-019b396c-1e3f-7131-97a6-b0c53ce57c88.jsonl"
E={
"format":"codex-rollout-jsonl (codex_cli_rs 0.76.0, shell_command with 'Exit code: N / Wall time / Output:' text envelope, macOS; two turn_aborted events)",
"counts":{"shell_commands":14,"failed_shell_commands":4,"masked_failures_annotated":0},
"counts_notes":"14 function_call items named shell_command (command is a plain string). No exec_command_end events exist in this file: the exit code is only the 'Exit code: N' first line of function_call_output. 4 exit 1: three 'rg --files -g' searches that print nothing, and one ls existence probe of .specify/templates/commands (expected). Record types also include ghost_snapshot and two event_msg turn_aborted (reason interrupted): the user stopped both turns; the file ends right after the second.",
"failed_native_ids":sorted(["call_FHt9IHgNPF22RcMOVTB6849k","call_Nj2RVMUcoBy01Q7sv0TcWoGR","call_eE67geH3clKoQGHiCwgavZJs","call_pjPWT3DT0lCtTnX3jtKtQwky"]),
"expected_nonzero":["call_pjPWT3DT0lCtTnX3jtKtQwky"],
"exit_unknown":[],
"notes":"Short /speckit.constitution session in a Go alert service (alert_framework). The first turn receives only the bare slash command; the agent looks for speckit files with rg --files, finds nothing (rg skips hidden directories such as .codex/ and .specify/), and the user interrupts and re-sends the expanded prompt. In turn 2 the same rg blind spot hides .specify/memory/constitution.md; 'ls -a' shows .specify and a direct cat works. The user interrupts again while the agent is still reading templates, so nothing is written. Good negative trap: rg exit 1 with empty output looks like 'no such file' but the file exists.",
"episodes":[
 {"id":"E1","shell":True,"symptom_native_ids":["call_FHt9IHgNPF22RcMOVTB6849k","call_Nj2RVMUcoBy01Q7sv0TcWoGR"],
  "error_text":"Exit code: 1","failing_command":"rg --files -g '*speckit*'","resolved":False,"fix":None,"verified_by_native_id":None,
  "confidence":"medium","masked":False,"expected_failure":False,"hard_cases":["gave_up"],
  "notes":"Looking for the speckit.constitution command definition; both searches return nothing (the prompts live under hidden directories, which rg --files skips without --hidden). The user interrupts (line:28 turn_aborted) and re-sends the full expanded prompt (line:29), which makes the search unnecessary; the agent never finds the file itself. Not resolved by the agent."},
 {"id":"E2","shell":True,"symptom_native_ids":["call_eE67geH3clKoQGHiCwgavZJs"],
  "error_text":"Exit code: 1","failing_command":"rg --files -g '.specify/memory/constitution.md' -g 'constitution.md'","resolved":True,
  "fix":{"native_id":"call_FoJMb8rQvANX0ySeOu4X89DW","kind":"tool_switch","entities":["ls -a",".specify"]},
  "verified_by_native_id":"call_qXC4dskGe02ndbjMjtWYfgNw","confidence":"high","masked":False,"expected_failure":False,
  "hard_cases":["tool_switch","path_fix"],
  "notes":"The file exists (the cat at call_qXC4dskGe02ndbjMjtWYfgNw prints '# [PROJECT_NAME] Constitution'), but rg --files ignores dot-directories by default. Reasoning line:42 'Considering .specify options'; ls -a lists .specify, then the direct path works. The knowledge: rg needs --hidden (or use ls -a / a direct path) for dot-directories."}
],
"pivots":[{"native_id":"line:42","snippet":"Considering .specify options"}],
"reuse":[{"entity":".specify","discovered":{"native_id":"call_FoJMb8rQvANX0ySeOu4X89DW","snippet":".specify"},"reused":{"native_id":"call_qXC4dskGe02ndbjMjtWYfgNw","snippet":"cat .specify/memory/constitution.md"}}]
}
