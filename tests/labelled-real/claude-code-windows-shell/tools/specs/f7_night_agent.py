FILE="claude_code/night-agent__claude-session.jsonl"
ENTRY={
 "format":"claude-code-jsonl (Claude Code 2.1.126, Windows; Skill tool; attachment records deferred_tools_delta / skill_listing / command_permissions; thinking blocks with empty text and only a signature)",
 "counts":{"shell_commands":1,"failed_shell_commands":0,"masked_failures_annotated":0},
 "counts_notes":"1 Bash tool_use (the apply-grant skill's telemetry preamble), exit 0 with 'TELEMETRY: anonymous / TEL_PROMPTED: yes'. The skill text injected as user record 51110127-8b68-4bad-8e8f-62ae01351e06 contains many bash snippets ('```bash ... 2>/dev/null || true') - they are instructions, not tool calls, and their '|| true' / '2>/dev/null' are not masked failures. The Skill call is not a shell command. The file stops right after the first command's result (the session was exported by the skill itself part-way).",
 "failed_native_ids":[],
 "expected_nonzero":[],
 "exit_unknown":[],
 "notes":"Negative control: the start of a 'help me apply for the agentic engineering grant by Superteam' session (apply-grant skill). One successful preamble command, no failures, no fixes. Useful to check that an extractor reports nothing, and in particular does not turn the skill's own '|| echo \"anonymous\"' / '2>/dev/null || true' fallbacks inside the injected skill text or the preamble command into failure stories.",
 "episodes":[],
 "pivots":[
  {"native_id":"369fc72b-3571-4458-9c0a-1c3e7aed59bf","snippet":"help me apply for the agentic engineering grant by Superteam"}
 ],
 "reuse":[]
}
