import json
F="claude_code/session-logs__27-home.jsonl"
ep=[
 dict(id="E1",shell=True,symptom_native_ids=["toolu_01WPdXNTDbj5H1toLAreo6DC","toolu_01TQiLB7eVKfbFgHUMJxpGNU"],error_text="Exit code 127\n(eval):1: command not found: jq",failing_command="jq",
  resolved=True,fix={"native_id":"toolu_01QYGuYZkEYeuCiVqqAmi1B7","kind":"tool_switch","entities":["python3 -c","json.loads"]},verified_by_native_id="toolu_01QYGuYZkEYeuCiVqqAmi1B7",confidence="high",masked=False,expected_failure=False,
  hard_cases=["tool_switch"],notes="Two parallel `head ... | jq` calls; results arrive in reverse order. '没有 jq，让我用 python 来解析' (thinking in uuid 269aa433-3afc-4686-b586-947538de51d5); `head -3 ... | python3 -c \"import sys, json; ...\"` prints the keys."),
 dict(id="E2",shell=False,symptom_tool="AskUserQuestion",symptom_native_ids=["toolu_012HUEgktJiWdLJj3qsB8efE","6cfac588-b946-41fa-b148-3ad1be1d6db2"],error_text="STOP what you are doing and wait for the user to tell you how to proceed.",failing_command=None,
  resolved=True,fix={"native_id":"da465e7d-26bf-4a9f-b085-8325d7f08bc3","kind":"request_fix","entities":["work-session"]},verified_by_native_id="0fefd672-bfd5-4223-bd4b-f2d097a0c768",confidence="medium",masked=False,expected_failure=False,
  hard_cases=["permission"],notes="The user rejects the design question and asks why a new skill instead of strengthening work-session (uuid 6cfac588-...). The agent switches plan ('应该增强 work-session 而不是新建'); the user later accepts the revised plan ('我觉得可以', uuid 0fefd672-...)."),
 dict(id="E3",shell=False,symptom_tool="Write",symptom_native_ids=["toolu_012gGzDUCvoquoWJDhr9fA3k"],error_text="<tool_use_error>File has not been read yet. Read it first before writing to it.</tool_use_error>",failing_command=None,
  resolved=True,fix={"native_id":"toolu_01WtMdEtwKHuSBLzgw76Xmdh","kind":"tool_switch","entities":["com.claude.daily-summary.plist"]},verified_by_native_id="toolu_0183Q9q3Hc8n28Nebtt5Gzoo",confidence="high",masked=False,expected_failure=False,
  hard_cases=["edit_then_retry"],notes="Overwriting an existing LaunchAgent plist without a prior Read; Read, then the same Write succeeds."),
 dict(id="E4",shell=False,symptom_tool="user",symptom_native_ids=["0108fe33-0cd2-4d33-bd57-c65bb3376c22","60b23735-1595-483e-bfc3-3047f5331121","299a7fe8-adac-4491-9b51-96035dcad560","edd43e78-1236-4257-ac8d-bbd5bb75377b"],error_text="没有通知，请你看看，我刚刚有收到通知，但是我在新开会话时没有收到",failing_command=None,
  resolved=True,fix={"native_id":"toolu_01C68sSosVY3MzgYDdzzQA64","kind":"edit_file","entities":["nohup","terminal-notifier"]},verified_by_native_id="bfa20521-7027-40d3-b3e0-c2b52d88a2ab",confidence="medium",masked=False,expected_failure=False,
  hard_cases=["retry_still_fails_differently","edit_then_retry","tool_switch"],notes="User-reported: the SessionStart hook runs (the user's own `tail` of hook-status.log shows entries) but no macOS notification appears in new sessions. Edits switch osascript -> terminal-notifier -> absolute path + & -> echo to stderr -> `nohup ... &` (toolu_01C68sSo...); manual tests (osascript toolu_01VnUujk..., terminal-notifier toolu_0151uKHu...) exit 0 and prove nothing about the hook. The user confirms '我能收到通知' (uuid bfa20521-...). The user's second complaint in the same message ('但是在会话的上下文里没有') is by design — hook stdout goes into the model context, which the next session (sessionId 4b03f82f, uuid c224ecc7-c5ce-4d46-8e59-1883e49c3ab7) shows: a negative, not labelled as an episode."),
]
entry={
 "format":"claude-code-jsonl (Claude Code 2.1.6, macOS/zsh; archive of one day in one file: 3 sessionIds concatenated; home paths rewritten to ~)",
 "counts":{"shell_commands":49,"failed_shell_commands":2,"masked_failures_annotated":0},
 "counts_notes":"49 Bash tool_use blocks over three concatenated sessions (sessionId ebc07c5e… lines 0-592, then 4b03f82f… and 1aef6624… short sessions at the end; counts cover all). 2 is_error Bash (jq exit 127). Non-shell is_error: one AskUserQuestion rejection, one Write 'File has not been read yet'. Many Bash calls are `git add/commit/push` into the user's session-logs repo, `launchctl ... 2>/dev/null || true` and hook test runs, all exit 0. The archive rewrote '/Users/yexiaofang/' to '~/' inside strings, including inside Python code (`open('~/.claude/projects/...')` worked in the original), but left bare '/Users/yexiaofang' (record cwd) — a reader must not flag the tildes as errors.",
 "failed_native_ids":sorted(["toolu_01WPdXNTDbj5H1toLAreo6DC","toolu_01TQiLB7eVKfbFgHUMJxpGNU"]),
 "expected_nonzero":[],
 "exit_unknown":[],
 "notes":"Chinese-language tooling session in the home directory: the user and the agent build the user's own session-archive workflow (auto 'checkout' summaries, a LaunchAgent every 2 hours running `claude -p`, a SessionStart hook that injects a profile, reflections pushed to the session-logs repo — the repo these files come from). Few command failures (jq missing), one rejection redirect, one Write-before-Read, and a user-reported notification bug fixed after five edits and confirmed by the user. Negative control for long stretches: ~45 successful Bash calls, plus a by-design 'context not shown' complaint.",
 "episodes":ep,
 "pivots":[{"native_id":"da465e7d-26bf-4a9f-b085-8325d7f08bc3","snippet":"应该增强 work-session 而不是新建"},
           {"native_id":"da159923-4756-4c8a-8d11-34c7715376a1","snippet":"其实 hook **正在工作**"}],
 "reuse":[{"entity":"python3 instead of jq for JSONL","discovered":{"native_id":"toolu_01QYGuYZkEYeuCiVqqAmi1B7","snippet":"python3 -c"},"reused":{"native_id":"toolu_01DVsNvVmcwYboGKnCKNGaHU","snippet":"python3 << 'EOF'"}},
          {"entity":"/opt/homebrew/bin/terminal-notifier","discovered":{"native_id":"toolu_0153USXkEbBFc7ENWscoGfaE","snippet":"/opt/homebrew/bin/terminal-notifier"},"reused":{"native_id":"toolu_01GuDLJZ7JmXHqGg2DkZ6b2v","snippet":"/opt/homebrew/bin/terminal-notifier"}}]
}
json.dump({F:entry},open('/work/labelled-new/L39/parts/27home.json','w'),indent=1,ensure_ascii=False)
