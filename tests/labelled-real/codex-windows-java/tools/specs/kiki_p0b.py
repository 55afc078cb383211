import json, os, sys
sys.path.insert(0, os.path.dirname(__file__))
from common import ep, fx
F = "codex/wjmlong-codex-sessions__rollout-2026-07-09T22-51-18-019f475c-967b-7cf0-99ed-accbafde5d71.jsonl"
eps = [
 ep("E1", ["call_YC43wx0uZrafx8GZHDnSuIBa"], "Get-Content : Cannot find path 'C:\\Users\\kiki\\.codex\\skills\\rehealth-android-mvp\\SKILL.md' because it does not exist.", "Get-Content -Raw C:\\Users\\kiki\\.codex\\skills\\rehealth-android-mvp\\SKILL.md", True,
    fx("call_ZvfDGpdbNcy4yIxkL6aWSvag", "path_fix (repo-local skill copy)", ["D:\\rehealthAI\\.agents\\skills\\rehealth-android-mvp\\SKILL.md"]), "call_ZvfDGpdbNcy4yIxkL6aWSvag", "high", False,
    ["path_fix"], "Same wrong first guess as in the C_android_feature_extractor session. line:27: 'The first skill path was under the wrong root alias; the available skill entry points to the repo-local skills folder.'"),
 ep("E2", ["call_D7nWOUQBHyCDKcnmVXllwFcV", "call_ydq6PhhVYyrI2WcgIK20p0Do"], "fatal: unable to access 'https://github.com/RehealthAI/Android-apk.git/': Recv failure: Connection was reset", "git push -u origin work/P0b_android_canonical_risk_ui_path", False,
    None, None, "high", False,
    ["gave_up"], "Network failure. The first push is still running after yield_time_ms (output 'Process running with session ID 9808'); its exit code 1 and the error arrive only in the write_stdin poll call_GzBlHXB94xvCGNFHy1UGMQ5M (link by session_id, not call_id). line:384 calls it 'a connection reset from GitHub, not a local git problem' and retries the identical command once (a plain retry, not a fix), which fails the same way. The agent stops there, and the final message (line:400) reports the commit as local only. Unresolved."),
]
entry = dict(
 format="codex-rollout-jsonl (Codex Desktop 0.142.5, Windows PowerShell, danger-full-access; exec_command with explicit \"shell\":\"powershell\" argument and 'Process exited with code N' envelopes; one long-running exec_command whose exit code arrives only through a write_stdin poll; no exec_command_end events; many Codex-app tools available via tool_search (read_thread, handoff_thread, ...), apply_patch custom_tool_calls with patch_apply_end)",
 counts=dict(shell_commands=78, failed_shell_commands=4, masked_failures_annotated=0),
 counts_notes="78 function_call exec_command (the write_stdin call is a continuation and not counted; apply_patch custom_tool_calls are not counted; the other tool names (read_thread, create_thread, ...) appear only inside a tool_search_output listing). Exit codes from 'Process exited with code N'. call_D7nWOUQBHyCDKcnmVXllwFcV has no code in its own output ('Process running with session ID 9808'); the write_stdin poll call_GzBlHXB94xvCGNFHy1UGMQ5M on session 9808 reports 'Process exited with code 1', so it counts as failed. Non-zero (4): missing global SKILL.md, an rg reference check with no match (call_Saj1toEzQShK5vMnmib7C18R, exit 1 with empty output, expected: the agent checks that old references are gone), and the two git pushes. Nothing is exit-unknown.",
 failed_native_ids=sorted(["call_YC43wx0uZrafx8GZHDnSuIBa", "call_Saj1toEzQShK5vMnmib7C18R", "call_D7nWOUQBHyCDKcnmVXllwFcV", "call_ydq6PhhVYyrI2WcgIK20p0Do"]),
 expected_nonzero=["call_Saj1toEzQShK5vMnmib7C18R"],
 exit_unknown=[],
 notes="Codex Desktop workstream 'P0b_android_canonical_risk_ui_path' (same user and project as the other wjmlong files): branch, read the docs, wire the risk UI to the canonical backend path, add a regression test, testDebugUnitTest with the JAVA_HOME prefix (passes the first time; reused knowledge), commit, push. The push fails on a GitHub connection reset. The first push's result is visible only in a write_stdin poll, and the identical retry fails the same way, so it is left unresolved. Traps: the rg exit 1 with no output is an intended 'references gone' check; git's CRLF warnings in exit-0 outputs; a prohibited stash that the agent is careful not to touch (stash list output is content).",
 episodes=eps,
 pivots=[
  dict(native_id="line:27", snippet="The first skill path was under the wrong root alias"),
  dict(native_id="line:384", snippet="The first push attempt failed with a connection reset from GitHub, not a local git problem"),
 ],
 reuse=[
  dict(entity="JAVA_HOME = D:\\Android_Studio\\jbr (the user's task prompt passes on what an earlier session found)", discovered=dict(native_id="line:5", snippet="Use JAVA_HOME if needed:"), reused=dict(native_id="call_goQJDTsAlukjExC5CSEXcY9y", snippet="$env:JAVA_HOME = \"D:\\Android_Studio\\jbr\"")),
 ],
)
json.dump(dict(file=F, entry=entry), open(__file__.replace('.py', '.json'), 'w'), indent=1, ensure_ascii=False)
