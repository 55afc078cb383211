FILE="claude_code/gymapp__claude_chat.jsonl"
ENTRY={
 "format":"claude-code-jsonl (Claude Code 1.0.115 resumed from 1.0.109, Windows, Bash = Git Bash /usr/bin/bash; custom subagents 'researcher'/'executioner' via Task; 12 leading summary records)",
 "counts":{"shell_commands":3,"failed_shell_commands":3,"masked_failures_annotated":0},
 "counts_notes":"3 Bash tool_use blocks, all is_error true: the agent typed the user's slash command `/goal ...` into Bash. 19 Task calls (subagent transcripts are not in this file); three Task results are refusals ('INSUFFICIENT TASK SPECIFICATION DETECTED' / 'TASK SPECIFICATION INCOMPLETE - Clarification required') with no is_error - non-shell masked, not counted in masked_failures_annotated. 130 of 146 records carry the identical timestamp 2025-09-16T21:32:25.719Z: the history was re-written on resume (sessionId 1e34cb78, version 1.0.115); two records keep the older session 884edd8e / 1.0.109. The user's real slash-command runs appear as user records with <command-message>goal is running…</command-message> and the expanded .claude\\commands\\goal.md text.",
 "failed_native_ids":sorted(["toolu_017idmyHwsscfDkGdcd1FgGC","toolu_01M5oT7V1yTvx2Zk4YkEZE5v","toolu_01Cx4XGUDqK9BASdDjpFGMAi"]),
 "expected_nonzero":[],
 "exit_unknown":[],
 "notes":"Django gym app (Windows): designing and implementing a lift-progress page (1RM, rep-range filters, PR dashboard). The user says 'Use the /goal command to implement these' - a custom Claude Code slash command - and the agent runs it as a shell command twice (bash syntax error on the parentheses, then '/goal: No such file or directory'), gives up on it and starts editing directly; the user interrupts and runs /goal himself, which expands into a researcher/executioner Task workflow. Later the agent repeats the same Bash mistake once more. The executioner subagent refuses under-specified tasks three times without an error flag; each time a more explicit or simpler re-dispatch works.",
 "episodes":[
  {"id":"E1","symptom_native_ids":["toolu_017idmyHwsscfDkGdcd1FgGC"],
   "error_text":"/usr/bin/bash: eval: line 1: syntax error near unexpected token `('","failing_command":"/goal implement progress tracking system with 1RM calculations, flexible filtering (rep ranges, heaviest/average sets)",
   "resolved":False,"fix":None,"verified_by_native_id":None,"confidence":"high","masked":False,"expected_failure":False,
   "hard_cases":["retry_still_fails_differently"],
   "notes":"A slash command is not a shell command; bash first trips on the unquoted parentheses of the argument text. The next try with the bare `/goal` fails differently (E2). Not a fix story on its own: the stripped retry is not a fix."},
  {"id":"E2","symptom_native_ids":["toolu_01M5oT7V1yTvx2Zk4YkEZE5v"],
   "error_text":"/usr/bin/bash: line 1: /goal: No such file or directory","failing_command":"/goal",
   "resolved":True,"fix":{"native_id":"a442c698-37db-4e88-a4f7-9188e83ce80c","kind":"user_fix","entities":["@.claude\\commands\\goal.md","use researcher to figure out the exact necessary changes, then use executioner"]},
   "verified_by_native_id":"toolu_01EWbuzqwXz41aq7Pv8Uswu4","confidence":"medium","masked":False,"expected_failure":False,
   "hard_cases":["tool_switch","gave_up"],
   "notes":"Agent: 'I don't see a `/goal` command available. Let me implement the progress tracking system directly:' (d5c78e4d-1fae-4f1f-9fd6-226e0851a008) and edits models.py itself - it abandons /goal. The user interrupts ('[Request interrupted by user]') and runs the slash command for real (32029f44-..., then b647ba6d-... with args); its expansion a442c698-37db-4e88-a4f7-9188e83ce80c tells the agent to alternate researcher and executioner Task calls. The first executioner Task (toolu_01EWbuzqwXz41aq7Pv8Uswu4) reports 'EXECUTION COMPLETED SUCCESSFULLY'. gave_up refers to the agent's own attempt; the fix came from the user.",
   "diag_ids":["d5c78e4d-1fae-4f1f-9fd6-226e0851a008"]},
  {"id":"E3","symptom_native_ids":["toolu_014E45ZNU7dbGXyZ7anDLteq"],
   "error_text":"INSUFFICIENT TASK SPECIFICATION DETECTED","failing_command":None,
   "resolved":True,"fix":{"native_id":"toolu_01TeQa82MdGhQK74GCHcxg2Z","kind":"request_fix","entities":["Create progress utilities (clear spec)","progress_tracking.py"]},
   "verified_by_native_id":"toolu_01TeQa82MdGhQK74GCHcxg2Z","confidence":"high","masked":True,"expected_failure":False,
   "hard_cases":["masked","edit_then_retry"],
   "notes":"The executioner subagent returns a list of clarification questions instead of doing the work; the tool_result has no is_error. The agent re-dispatches with an explicit specification ('Create progress utilities (clear spec)') and gets 'EXECUTION COMPLETED SUCCESSFULLY' with gainz\\utils\\progress_tracking.py created.",
   "shell":False,"symptom_tool":"Task"},
  {"id":"E4","symptom_native_ids":["toolu_01Cx4XGUDqK9BASdDjpFGMAi"],
   "error_text":"/usr/bin/bash: line 1: /goal: No such file or directory","failing_command":"/goal \"Complete the progress tracking system implementation",
   "resolved":True,"fix":{"native_id":"toolu_01T5SNHKuCziuBfz35BDVWrP","kind":"tool_switch","entities":["executioner","Add PersonalRecord admin registration"]},
   "verified_by_native_id":"toolu_01T5SNHKuCziuBfz35BDVWrP","confidence":"medium","masked":False,"expected_failure":False,
   "hard_cases":["tool_switch"],
   "notes":"Recurrence of E2 in the same file after the user's fix: 'Let me use the /goal command to continue with the progress tracking implementation:' (7f0204e9-d36d-41de-8789-b4f9d5509b27) and the same Bash failure. Without comment the agent goes back to the researcher/executioner pattern the /goal expansion had taught it; the executioner Task reports 'TASK COMPLETED SUCCESSFULLY'. Knowledge from E2's fix was not reused the first time.",
   "diag_ids":["7f0204e9-d36d-41de-8789-b4f9d5509b27"]},
  {"id":"E5","symptom_native_ids":["toolu_013S4QCUYwTTWdWiRpprkh1n","toolu_01JZCGdtsZkGqqThD1vjferg"],
   "error_text":"TASK SPECIFICATION INCOMPLETE - Clarification required","failing_command":None,
   "resolved":True,"fix":{"native_id":"toolu_015dGABtTaQzSoU2jeQiGPHc","kind":"request_fix","entities":["Create basic progress templates","overview.html"]},
   "verified_by_native_id":"toolu_015dGABtTaQzSoU2jeQiGPHc","confidence":"high","masked":True,"expected_failure":False,
   "hard_cases":["masked","retry_still_fails_differently","edit_then_retry"],
   "notes":"Two executioner refusals in a row for the progress templates: the second ('Create progress templates simplified') refers to 'the content I provided in the previous prompt', which a subagent cannot see. The third dispatch ('Create basic progress templates', after 'I'll simplify and create the basic progress template structure to get things started:') succeeds ('## Execution Complete'). No is_error anywhere.",
   "shell":False,"symptom_tool":"Task"}
 ],
 "pivots":[
  {"native_id":"c878f133-60d3-4870-8b37-13c16de38ed0","snippet":"Use the /goal command to implement these"},
  {"native_id":"b647ba6d-b978-436f-8276-683a1c22c661","snippet":"<command-name>/goal</command-name>"},
  {"native_id":"b8f14ef7-be5f-4f41-9ee5-824438b153f9","snippet":"I think something went wrong so you got interrupted."}
 ],
 "reuse":[
  {"entity":"researcher/executioner workflow from .claude\\commands\\goal.md","discovered":{"native_id":"a442c698-37db-4e88-a4f7-9188e83ce80c","snippet":"then use executioner to make the change"},"reused":{"native_id":"toolu_01T5SNHKuCziuBfz35BDVWrP","snippet":"\"subagent_type\": \"executioner\""}}
 ]
}
