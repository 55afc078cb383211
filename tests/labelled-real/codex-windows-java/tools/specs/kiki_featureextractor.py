import json, os, sys
sys.path.insert(0, os.path.dirname(__file__))
from common import ep, fx
F = "codex/wjmlong-codex-sessions__rollout-2026-07-09T11-15-48-019f44df-d968-7930-88f7-dd4d1f782dce.jsonl"
eps = [
 ep("E1", ["call_n5kAi1jOSiaYFcUFRGADEEjI"], "Get-Content : Cannot find path 'C:\\Users\\kiki\\.codex\\skills\\rehealth-android-mvp\\SKILL.md' because it does not exist.", "Get-Content -Raw C:\\Users\\kiki\\.codex\\skills\\rehealth-android-mvp\\SKILL.md", True,
    fx("call_cvsuk8x6y2dvIZO4J1lbLG5N", "path_fix (repo-local skill copy)", ["D:\\rehealthAI\\.agents\\skills\\rehealth-android-mvp\\SKILL.md", ".agents"]), "call_cvsuk8x6y2dvIZO4J1lbLG5N", "high", False,
    ["path_fix"], "The agent assumes the skill lives in the global ~/.codex/skills; it lives in the workspace's .agents/skills. line:21: 'The global skill path in this repo is under `D:\\rehealthAI\\.agents\\skills`'. The same wrong first guess recurs in other sessions of this user (cross-session group skill_path_guess)."),
 ep("E2", ["call_Pka1LKql5LL37h1jtDgGnCUq"], "apply_patch verification failed: Failed to find expected lines in D:\\rehealthAI\\Android-apk\\app\\build.gradle.kts:", None, True,
    fx("call_kpZw0gEyv8YG8GVJSaWKAkga", "edit_file (patch rewritten without the build.gradle.kts hunk, replacing the existing draft files)", ["HealthMemorySnapshot.kt", "Delete File"]), "call_xAQA7BnOSs4xkKsV69o23Qwq", "high", False,
    ["edit_then_retry", "retry_still_fails_differently"], "Non-shell: one large apply_patch (custom_tool_call) adding the feature package, tests and docs plus a dependency hunk in app/build.gradle.kts, whose anchor does not match. Reads (call_yL0zeAVh8jdnYJvm76SJyvDN: tail of build.gradle.kts, which already has testImplementation(kotlin(\"test\"))) lead the agent to drop the Gradle hunk. Trap: line:78/86 the agent believes 'Most source/test files were created before the Gradle hunk failed', but the files it finds (e.g. ProfileFeatureInput.kt, which was never in its patch) are another workstream's uncommitted draft; line:106 corrects this ('There are already uncommitted changes in this worktree'). The rewritten patch deletes and re-adds those files and succeeds; testDebugUnitTest with the JAVA_HOME prefix passes (call_xAQA7BnOSs4xkKsV69o23Qwq), and assembleDebug passes (call_07R5whYVwSZmimJGyJsEFlOG).",
    shell=False, tool="apply_patch"),
]
entry = dict(
 format="codex-rollout-jsonl (Codex Desktop 0.142.5, source vscode, Windows PowerShell, danger-full-access; shell_command function_calls with 'Exit code: N / Wall time / Output:' envelope, not exec_command; apply_patch custom_tool_call with patch_apply_end events; no exec_command_end events)",
 counts=dict(shell_commands=47, failed_shell_commands=3, masked_failures_annotated=0),
 counts_notes="47 function_call shell_command; 3 custom_tool_call apply_patch are not shell commands (one failed: verification error, plain-text output without the 'Exit code' header). Exit codes from the 'Exit code: N' header. Non-zero (3): the missing global SKILL.md (E1) and two rg runs that exit 1 only because the listed path app/src/test does not exist yet. call_RmUClcNTC5Nwu6rmoCn7Rs4o prints its matches plus 'rg: app/src/test: 系统找不到指定的文件。 (os error 2)'; call_KCR17iY4VPIPF8i6eZu75MHo hides that message with 2>$null but still exits 1. Both did their job (search the sources); they are listed in expected_nonzero as harmless. Nothing is exit-unknown. Get-Content of UTF-8 Chinese files shows mojibake.",
 failed_native_ids=sorted(["call_n5kAi1jOSiaYFcUFRGADEEjI", "call_RmUClcNTC5Nwu6rmoCn7Rs4o", "call_KCR17iY4VPIPF8i6eZu75MHo"]),
 expected_nonzero=sorted(["call_RmUClcNTC5Nwu6rmoCn7Rs4o", "call_KCR17iY4VPIPF8i6eZu75MHo"]),
 exit_unknown=[],
 notes="Codex Desktop workstream 'C_android_feature_extractor' in the ReHealth Android app (same user as the Meitner file): add a local CVD 16-feature extractor with tests, then test, build and commit. Few failures. The skill file is first looked up in the wrong (global) place. One big apply_patch fails on a Gradle anchor; the agent misreads other uncommitted files as partial effects of its failed patch, then treats them as a draft and replaces them. The JAVA_HOME workaround found in an earlier session is applied from the start, read from BUILD_NOTES.md, so Gradle never fails here (cross-session reuse). Traps: the rg exit 1s with real output (missing test dir); 'warning: ... LF will be replaced by CRLF' from git diff --check with exit 0; Gradle WARNING about android.overridePathCheck in successful builds.",
 episodes=eps,
 pivots=[
  dict(native_id="line:21", snippet="The global skill path in this repo is under `D:\\rehealthAI\\.agents\\skills`"),
  dict(native_id="line:106", snippet="There are already uncommitted changes in this worktree"),
 ],
 reuse=[
  dict(entity="$env:JAVA_HOME = \"D:\\Android_Studio\\jbr\" (from BUILD_NOTES.md written by an earlier session)", discovered=dict(native_id="call_06mgmTfIrk3YQ4HWCKiUgGaT", snippet="$env:JAVA_HOME = \"D:\\Android_Studio\\jbr\""), reused=dict(native_id="call_xAQA7BnOSs4xkKsV69o23Qwq", snippet="$env:JAVA_HOME='D:\\Android_Studio\\jbr'")),
  dict(entity="testImplementation(kotlin(\"test\")) already present", discovered=dict(native_id="call_yL0zeAVh8jdnYJvm76SJyvDN", snippet="testImplementation(kotlin(\"test\"))"), reused=dict(native_id="line:86", snippet="I found the project already has `testImplementation(kotlin(\"test\"))`")),
 ],
)
json.dump(dict(file=F, entry=entry), open(__file__.replace('.py', '.json'), 'w'), indent=1, ensure_ascii=False)
