import json, os, sys
sys.path.insert(0, os.path.dirname(__file__))
from common import ep, fx
F = "codex_exec/stark-repo-analyzer__codex-run-2__codex-events.jsonl"
eps = [
 ep("E1", ["item_14"], "find: codex-rs/src: No such file or directory", "find codex-rs/src codex-cli/src -type f", True,
    fx("item_15", "path_fix (search root codex-rs with -maxdepth 3 instead of the non-existent */src dirs)", ["codex-rs -maxdepth 3", "codex-rs/Cargo.toml"]), "item_15", "high", True,
    ["masked", "path_fix", "compound_retry"], "Masked: exit_code 0 and status completed, because each pipeline ends in `tail -1` or `head -30`, but aggregated_output is only 'find: codex-rs/src: No such file or directory' / 'find: codex-cli/src: ...' lines (the Codex monorepo has no top-level codex-rs/src; crates live in codex-rs/<crate>/src). The preceding item_13 already showed codex-cli holds only package.json. The next command keeps codex-rs/src by mistake but adds the codex-rs root with -maxdepth 3, so it lists the crates (codex-rs/Cargo.toml, codex-rs/agent-graph-store/src/...) despite one remaining find error line. item_19 then runs wc -l on real crate paths (codex-rs/core/src/*.rs)."),
]
entry = dict(
 format="codex-exec-json (codex exec --json event stream: thread.started, turn.started, item.started/item.completed with item types command_execution, agent_message, reasoning, error, file_change, todo_list; turn.completed with usage; macOS zsh via /bin/zsh -lc)",
 counts=dict(shell_commands=20, failed_shell_commands=0, masked_failures_annotated=1),
 counts_notes="20 command_execution items (each appears twice, as item.started with status in_progress and exit_code null, then as item.completed with exit_code and aggregated_output; count distinct item ids). All 20 completed with exit_code 0. The item.completed of type 'error' (item_0, 'Skill descriptions were shortened to fit the 2% skills context budget') is a warning from Codex, not a command and not a failure. file_change item_21 (added report and drafts) is not a shell command. Native ids are item ids (item_N); other records are line:N (0-based). Items run in parallel and complete out of order (item_5, item_4, item_3).",
 failed_native_ids=[],
 expected_nonzero=[],
 exit_unknown=[],
 notes="A 'physical baseline' run: `codex exec --json` driven by a harness in stark-repo-analyzer-skill, executing a reference repo-analyzer skill read-only on a fixed checkout of openai/codex (HEAD 9e552e9d) and writing the report and drafts into /tmp/stark-repo-analyzer-codex-run-2. Almost a negative control: no command fails. The one failure is masked: a find over guessed source roots (codex-rs/src, codex-cli/src) prints only 'No such file or directory' but exits 0 through `| tail -1` / `| head`. The next command widens the root to codex-rs with -maxdepth 3. Traps: the 'error' item is a context-budget warning; sed -n '281,560p' / '241,520p' past the end of short guide files print nothing with exit 0 (content, not a failure); 'denied' and 'Error' hits in printed Rust source are content; `git diff --quiet; printf 'source_diff_exit=%s' $?` deliberately captures an exit code in text (0).",
 episodes=eps,
 pivots=[
  dict(native_id="item_20", snippet="核心结构已确认：仓库以 Rust workspace 为主"),
 ],
 reuse=[
  dict(entity="codex-rs/<crate>/src layout", discovered=dict(native_id="item_15", snippet="codex-rs/agent-graph-store/src/lib.rs"), reused=dict(native_id="item_19", snippet="codex-rs/core/src/*.rs")),
 ],
)
json.dump(dict(file=F, entry=entry), open(__file__.replace('.py', '.json'), 'w'), indent=1, ensure_ascii=False)
