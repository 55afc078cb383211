KEY="codex/vehicle-inspection__rollout-2026-03-26T10-50-40-019d291f-c1ed-7791-8eb9-7ae6f7d54366.jsonl"
ENTRY=dict(format="codex-rollout-jsonl (codex_cli_rs 0.116.0, model_provider openrouter, Linux)",counts=dict(shell_commands=0,failed_shell_commands=0,masked_failures_annotated=0),
 counts_notes="No tool calls at all: session_meta, developer/user context messages, the user says 'hi' and the assistant answers 'hi'.",
 failed_native_ids=[],expected_nonzero=[],exit_unknown=[],
 notes="Negative control: a 25 KB greeting-only session started in /home/pirate/Documents/Projects (the parent of the task2 project used by the next rollout, 3 h later). No commands, no failures, no episodes. Most of its size is base_instructions in session_meta.",
 episodes=[],pivots=[],reuse=[])
