KEY = "claude_code/xu-wentao-dotfile__e40c6a1a-e536-498a-a0ff-034cbff96f02.jsonl"
def ep(id, sym, err, cmd, resolved, fix, ver, conf, masked, hard, notes, shell=True, tool=None, expected=False):
    e = {"id": id, "symptom_native_ids": sym, "error_text": err, "failing_command": cmd, "resolved": resolved,
         "fix": fix, "verified_by_native_id": ver, "confidence": conf, "masked": masked,
         "expected_failure": expected, "hard_cases": hard, "notes": notes, "shell": shell}
    if tool: e["symptom_tool"] = tool
    return e
ENTRY = {
 "format": "claude-code-jsonl (Claude Code 2.1.87, entrypoint claude-desktop, macOS, git worktree .claude/worktrees/upbeat-brattain, Chinese git locale, Ginkgo test output with ANSI colours)",
 "counts": {"shell_commands": 22, "failed_shell_commands": 6, "masked_failures_annotated": 3},
 "counts_notes": "22 Bash tool_use blocks; 6 is_error results: 5 'Exit code N' (1, 128, 1, 1, 1) and one user rejection at the very end. After a 'cd /Users/xuwentao/Projects/tele/tap-edu-backend && ...' every output ends with 'Shell cwd was reset to .../worktrees/upbeat-brattain' (Claude Code resets the cwd to the worktree; the cd does not persist). 'grep -c PATTERN file && go build' exits 1 because the count is 0: that failure means success (no conflict markers left) but it stops the build; it is labelled as an episode (the agent has to rerun the build), not as expected_nonzero. After the merge, go test is piped into '| tail -5' / '| grep', so three runs that show failing or panicking specs exit 0 (the masked ids). Git messages are Chinese (致命错误 = fatal, 冲突 = conflict, 错误：不能写入索引 = error: cannot write index).",
 "failed_native_ids": sorted(["toolu_01HS9Pco5XKybcmXXGyGt4Yi","toolu_01UbE74oiQFytMxnWz8ADvRF","toolu_01J3DtyaZVZsH1K2naNzjtc7","toolu_01UVxJEEbtqzuxTvyLekjFAc","toolu_01KrqNpQDQuXKMcooJCHs3di","toolu_01RXpUnvd4BbbukbHMjJkv2L"]),
 "expected_nonzero": [],
 "exit_unknown": [],
 "notes": "Go backend (tap-edu-backend), Claude Desktop in a worktree; conversation in Chinese. The user explains a Kubernetes design error (one PV can bind only one PVC, so two cluster-wide PVs cannot serve PVCs in every namespace); the agent moves PV creation into CreateNamespace (per-namespace PV names). go build passes; go test fails in 4 Ginkgo specs whose mocks lack the new PVExists/CreatePV calls, fixed by updating the mocks. The user asks for a commit, then a merge into xwt-dev: checkout fails because xwt-dev is checked out in the main worktree, so the agent merges from the main directory and gets a content conflict in service.go, resolves it by hand, and finds 3 panicking GetDevmachine specs (nil pointer) after the merge, hidden behind '| tail'/'| grep'. Trying to test the pre-merge state with git stash fails mid-merge ('needs merge'), and the user rejects the next git command; the session ends with the merge uncommitted. Good file for worktree errors, merge conflicts, grep -c's exit status in an && chain, and masked test failures after a 'BUILD OK'.",
 "episodes": [
  ep("E1", ["toolu_01HS9Pco5XKybcmXXGyGt4Yi"], "--- FAIL: TestDevMachine", "go test ./internal/config/... ./internal/service/devmachine/... 2>&1", True,
     {"native_id": "toolu_01MdR4iMF8qVsLUbMo6adYp5", "kind": "test_harness_fix", "entities": ["CreatePV", "service_test.go"]},
     "toolu_0194dErA7Wbq8VUu8HUx3Y89", "high", False, ["edit_then_retry"],
     "The change adds PV creation calls that the 4 CreateNamespace/CreateDevmachine specs' mocks do not expect (diagnosis 290386a4..: 'they do not mock the CreatePV call'). Three Edits to service_test.go (toolu_018kbuWB.., toolu_012sn699.., toolu_01MdR4iM..) add the expectations; the failing run's summary line is ANSI-coloured ('FAIL!' / '52 Passed' / '4 Failed'); error_text uses the plain '--- FAIL: TestDevMachine' line. The rerun ends 'ok ... internal/service/devmachine' (piped to tail -20, but the ok lines are the evidence)."),
  ep("E2", ["toolu_01UbE74oiQFytMxnWz8ADvRF"], "致命错误：'xwt-dev' 已经被工作区 '/Users/xuwentao/Projects/tele/tap-edu-backend' 使用", "git checkout xwt-dev && git merge claude/upbeat-brattain", True,
     {"native_id": "toolu_01J3DtyaZVZsH1K2naNzjtc7", "kind": "cwd_change", "entities": ["cd /Users/xuwentao/Projects/tele/tap-edu-backend", "git merge claude/upbeat-brattain"]},
     "toolu_01J3DtyaZVZsH1K2naNzjtc7", "high", False, ["wrong_cwd", "path_fix", "compound_retry", "retry_still_fails_differently"],
     "git refuses to check out a branch that another worktree has checked out (fatal: 'xwt-dev' is already used by worktree ...). The agent runs the merge in the main worktree instead; the merge itself starts (so this error is gone) and stops on a conflict (E3)."),
  ep("E3", ["toolu_01J3DtyaZVZsH1K2naNzjtc7"], "冲突（内容）：合并冲突于 internal/service/devmachine/service.go", "cd /Users/xuwentao/Projects/tele/tap-edu-backend && git merge claude/upbeat-brattain", False,
     {"native_id": "toolu_019mh27JUTh8i81buTLcTrC7", "kind": "edit_file", "entities": ["<<<<<<< HEAD", "ensureSharedPVs", "getLatestPod"]},
     None, "medium", False, ["edit_then_retry"],
     "Content conflict: xwt-dev added getLatestPod/getStatusFromPod and still has the old ensureSharedPVs. The agent keeps both sides' new functions and drops ensureSharedPVs (toolu_019mh27J..); markers are gone (grep -c prints 0) and go build says BUILD OK (toolu_01RaRnNg..), but the file is never git-added and the merge is never committed (git stash later reports 'needs merge'), and the merged tests fail (E5). Resolved false: the merge the user asked for is not finished in the session."),
  ep("E4", ["toolu_01UVxJEEbtqzuxTvyLekjFAc"], "Exit code 1\n0", "grep -c \"<<<<<<\\|=======\\|>>>>>>>\" internal/service/devmachine/service.go && go build ./... 2>&1", True,
     {"native_id": "toolu_01U8tFDYC7NtaCdoJpu33gJo", "kind": "command_change", "entities": ["go build ./..."]},
     "toolu_01RaRnNgTetZ63RXbphfVSe7", "high", False, ["compound_retry", "flag_removed"],
     "grep -c exits 1 when the count is 0, so the && chain never runs go build. The '0' is the wanted answer (no markers left). The agent drops the grep and runs go build alone (no output), then again with '&& echo \"BUILD OK\"' to make success visible."),
  ep("E5", ["toolu_01M7yr5K2ULFV6FchtR6r1J7", "toolu_018TtmhmCpWvCKmJwzDM4yw7", "toolu_016aprVF5J8C47TqV1JgCKjS"], "runtime error: invalid memory address or nil pointer dereference", "go test ./internal/config/... ./internal/service/devmachine/... 2>&1 | tail -5", False, None, None, "high", True, ["masked", "gave_up"],
     "Masked: every post-merge test run is piped into tail/grep and exits 0 although it prints 'FAIL! -- 53 Passed | 3 Failed' and '[PANICKED!] DevMachine Service GetDevmachine ...'. (toolu_01CWocnF.. greps a pattern that matches nothing and prints nothing.) The agent suspects the panics come from xwt-dev's own GetDevmachine tests (2a9d4936..) and tries to test the pre-merge state (E6); the user stops the session. No fix."),
  ep("E6", ["toolu_01KrqNpQDQuXKMcooJCHs3di"], "internal/service/devmachine/service.go: needs merge", "git stash && go test ./internal/service/devmachine/... 2>&1 | tail -5", False, None, None, "high", False, ["gave_up"],
     "git stash cannot run while the merge is unresolved in the index (错误：不能写入索引 = cannot write the index). The agent's next probe is rejected by the user (E7)."),
  ep("E7", ["toolu_01RXpUnvd4BbbukbHMjJkv2L"], "The user doesn't want to proceed with this tool use.", "git diff HEAD internal/service/devmachine/service_test.go | head -5", False, None, None, "high", False, ["permission", "gave_up"],
     "Final user rejection ('[Request interrupted by user for tool use]'), with no instruction; the transcript ends here."),
 ],
 "pivots": [
  {"native_id": "290386a4-b73c-4141-ae2f-fdb00036818b", "snippet": "有 4 个 service 测试需要更新，因为它们没有 mock `CreatePV` 调用"},
  {"native_id": "71037fd0-49d8-48aa-bf09-c57c8f2160b7", "snippet": "`xwt-dev` 已在主目录的工作区中检出，需要在主目录操作"},
  {"native_id": "020e04c0-b285-4e0f-b1a2-9746bdcb52d0", "snippet": "保留 xwt-dev 的新函数，移除旧的 `ensureSharedPVs`"},
  {"native_id": "2a9d4936-0b36-4b46-b767-6e8f7ed3f996", "snippet": "这些是 `xwt-dev` 分支自带的 `GetDevmachine` 测试 panic"},
 ],
 "reuse": [
  {"entity": "main worktree path",
   "discovered": {"native_id": "toolu_01UbE74oiQFytMxnWz8ADvRF", "snippet": "'/Users/xuwentao/Projects/tele/tap-edu-backend'"},
   "reused": {"native_id": "toolu_01J3DtyaZVZsH1K2naNzjtc7", "snippet": "cd /Users/xuwentao/Projects/tele/tap-edu-backend && git merge"}},
  {"entity": "conflict marker lines 449/598/602",
   "discovered": {"native_id": "toolu_01GJ9PKPAy1Tr3PEdbeo5CtQ", "snippet": "449:<<<<<<< HEAD"},
   "reused": {"native_id": "toolu_01FpjNFAiaRLKPMSAAW7JJ2a", "snippet": "\"offset\": 449"}},
 ],
}
