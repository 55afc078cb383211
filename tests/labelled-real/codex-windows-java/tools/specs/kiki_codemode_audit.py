import json, os, sys
sys.path.insert(0, os.path.dirname(__file__))
from common import ep, fx
F = "codex/wjmlong-codex-sessions__rollout-2026-07-13T23-50-46-019f5c2c-67a5-7c50-b0c4-d706642795ec.jsonl"
eps = [
 ep("E1", ["call_f54X9KLhT20WTqzUfrPZu5QG"], "Get-Content : Cannot find path 'D:\\rehealthAI\\Android-apk\\docs\\REHEALTH_INTEGRATION_CONTRACT.md' because it does not ex", "Get-Content -Raw Android-apk\\\\docs\\\\REHEALTH_INTEGRATION_CONTRACT.md", True,
    fx("call_uyQHSRcI2wQGHhhyytr493ev", "path_fix (read the docs from git history: git -C Android-apk show f875180:docs/...)", ["git -C Android-apk show f875180:docs/REHEALTH_INTEGRATION_CONTRACT.md"]), "call_uyQHSRcI2wQGHhhyytr493ev", "high", True,
    ["masked", "path_fix", "compound_retry"], "Masked: one code-mode exec runs a chain of Get-Content -Raw calls. Two of the docs named in AGENTS.md do not exist on this branch (REHEALTH_INTEGRATION_CONTRACT.md, D2_TELEMETRY_SYNC_PLAN.md). PowerShell prints non-terminating errors and the last command succeeds, so the output is 'Script completed ... Exit code: 0'. line:46 notes that the features/, network/ and sync/ directories are missing. The agent then finds the commits that have them (git log/show in call_UihsD6QL7gRd9rjAg5J7fPby lists docs/D2_TELEMETRY_SYNC_PLAN.md and REHEALTH_INTEGRATION_CONTRACT.md in f875180) and reads both docs from history."),
 ep("E2", ["call_pBTIUu5o5lOXpZfCnB5pt82t"], "fatal: not a git repository (or any of the parent directories): .git", "git log --all --oneline -- Android-apk/app/src/main/java/com/rehealth/genie/features Android-apk/app/src/test", True,
    fx("call_XLG2GVpviI79aXiS8RNRJuXy", "cwd_change (git -C Android-apk)", ["git -C Android-apk"]), "call_XLG2GVpviI79aXiS8RNRJuXy", "high", False,
    ["wrong_cwd", "path_fix", "compound_retry"], "The workdir D:\\rehealthAI is a folder of several repos, not a git repo. The compound command prints the ReHealthApp.kt slice, then three git calls fail ('Script failed', 'Exit code: 1'). Two calls later the same git queries run with `git -C Android-apk ...` and exit 0. call_XLG2GVpviI79aXiS8RNRJuXy prints status and log for the features/network/sync paths. line:81 reasoning: 'Assessing git history and submodules'."),
 ep("E3", ["call_6OzHAGntFGbMRgsv7vZ0oxFg"], "fatal: path 'app/src/main/java/com/rehealth/genie/network/dto/RiskEvaluateRequestDto.kt' does not exist in '5528e22'", "git -C Android-apk show 5528e22:app/src/main/java/com/rehealth/genie/network/dto/RiskEvaluateRequestDto.kt", False,
    None, None, "medium", True,
    ["masked", "gave_up"], "Masked: several `git show <commit>:<path>` in one exec. The last one names a file that is not in commit 5528e22, but the script reports 'Script completed' and 'Exit code: 0' (the earlier shows succeed and PowerShell's exit code is not that of the failing native git). The agent never retries that file; the backend's Java RiskEvaluateRequestDto.java was already seen in call_33xIqDar79fyd3Mmkop03QZk. Left unresolved (medium: it may simply not have needed it)."),
]
entry = dict(
 format="codex-rollout-jsonl (Codex Desktop 0.144.2 code mode: every tool use is a custom_tool_call named 'exec' whose JavaScript calls tools.shell_command; output is a list of input_text items, first 'Script completed|Script failed / Wall time / Output:', second the shell envelope 'Exit code: N / Wall time / Output:' or 'Script error:\\nExit code: 1'; forked subagent thread (session_meta has session_id, id, forked_from_id, parent_thread_id, source.subagent.thread_spawn); new record types world_state and inter_agent_communication_metadata; event_msg sub_agent_activity; a send_message function_call to '/root' whose message is encrypted)",
 counts=dict(shell_commands=17, failed_shell_commands=2, masked_failures_annotated=2),
 counts_notes="17 custom_tool_call 'exec', each with exactly one tools.shell_command call inside its JavaScript, so each counts as one shell command. Unlike the 0.144.5 code-mode file of the earlier set, the exit code IS printed, in the second input_text item ('Exit code: N'), and there are no exec_command_end events. Non-zero (2): call_1g0pktHGrSgrQiJFsY69tdkG (compound command whose trailing rg finds no CvdFeatureVector/HealthFeatureExtractor in Android-apk; a no-match finding, listed in expected_nonzero) and call_pBTIUu5o5lOXpZfCnB5pt82t (git outside a repo). The two masked ones exit 0 with PowerShell Get-Content errors and a failing git show inside. The send_message function_call is not a shell command. Nothing is exit-unknown.",
 failed_native_ids=sorted(["call_1g0pktHGrSgrQiJFsY69tdkG", "call_pBTIUu5o5lOXpZfCnB5pt82t"]),
 expected_nonzero=["call_1g0pktHGrSgrQiJFsY69tdkG"],
 exit_unknown=[],
 notes="Codex Desktop 0.144.2, same user and project as the other wjmlong files, in code mode. This is a forked audit subagent (one of several fanned out by the root thread 019f5c2b-c6ee-...). Its task is read-only: map the CVD 16-feature contract to the Android UI and upload path, and report back to /root with send_message. The conversation is in Chinese. Three small stories. Docs named in AGENTS.md are missing on the current branch, a masked failure recovered by reading them from git history. git is run from the multi-repo workspace root (fixed with git -C). One git show of a path absent in that commit is masked and never retried. Traps: 'Script failed' vs 'Script completed' is the code-mode status and must be read together with the inner 'Exit code: N'; mojibake in Get-Content output; 'throw IllegalStateException'; Kotlin source printed as content that contains 'throw IllegalStateException'.",
 episodes=eps,
 pivots=[
  dict(native_id="line:46", snippet="已确认当前 Android 工程没有文档中提到的 `features/`、`network/`、`sync/` 目录"),
  dict(native_id="line:118", snippet="当前分支还缺失已在 Git 历史中实现的 CVD16、网络评估和遥测队列文件"),
 ],
 reuse=[
  dict(entity="commit f875180 holds the missing docs", discovered=dict(native_id="call_UihsD6QL7gRd9rjAg5J7fPby", snippet="docs/REHEALTH_INTEGRATION_CONTRACT.md"), reused=dict(native_id="call_uyQHSRcI2wQGHhhyytr493ev", snippet="git -C Android-apk show f875180:docs/REHEALTH_INTEGRATION_CONTRACT.md")),
  dict(entity="git -C Android-apk", discovered=dict(native_id="call_XLG2GVpviI79aXiS8RNRJuXy", snippet="git -C Android-apk status --short"), reused=dict(native_id="call_6OzHAGntFGbMRgsv7vZ0oxFg", snippet="git -C Android-apk show 008499a:")),
 ],
)
json.dump(dict(file=F, entry=entry), open(__file__.replace('.py', '.json'), 'w'), indent=1, ensure_ascii=False)
