import json, os, sys
sys.path.insert(0, os.path.dirname(__file__))
from common import ep, fx
F = "codex/wjmlong-codex-sessions__rollout-2026-07-08T20-46-53-019f41c4-547d-7031-b6de-60146f7ae2c1.jsonl"
eps = [
 ep("E1", ["call_S7LqfpawYRjcwVfKEwHSFLWu"], "git : The term 'git' is not recognized as the name of a cmdlet, function, script file, or operable program.", "git ls-remote --symref https://github.com/RehealthAI/Android-apk HEAD", True,
    fx("call_IAzfBiY2HVgbkcaT5FShS14G", "tool_switch (GitHub connector mcp fetch_file instead of git)", ["RehealthAI/Android-apk", "README.md"]), "call_IAzfBiY2HVgbkcaT5FShS14G", "high", False,
    ["tool_switch", "retry_still_fails_differently"], "PowerShell CommandNotFoundException, exit 1. line:29: the agent decides to read the repository through the GitHub REST API or the connector instead of cloning. The REST attempt fails differently (E2); the connector's _fetch_file (an MCP function_call, not a shell command) returns the README, so reading the repo works from call_IAzfBiY2HVgbkcaT5FShS14G on. The later probes show git IS installed, just not on PATH (call_uPYSXytLp8TMcDgUYaXPfPMa 'EXISTS\tC:\\Program Files\\Git'); the absolute path works in call_JEhoCvLTXVl9qnaKZc2uSjdI ('git version 2.55.0.windows.2'), but git ls-remote is never retried."),
 ep("E2", ["call_O6AnMdLfJBckR8tg8auBtWvr", "call_BcA2RS90r7K5nni5l1MYSp7Q"], "Invoke-RestMethod : {\"message\":\"Not Found\"", "Invoke-RestMethod -Uri 'https://api.github.com/repos/RehealthAI/Android-apk'", True,
    fx("call_IAzfBiY2HVgbkcaT5FShS14G", "tool_switch (authenticated GitHub connector)", ["repository_full_name", "RehealthAI/Android-apk"]), "call_IAzfBiY2HVgbkcaT5FShS14G", "high", False,
    ["tool_switch", "permission"], "Two parallel anonymous REST calls (repo metadata and /contents) both exit 1 with HTTP 404. line:37 diagnoses a private repository ('仓库大概率是私有仓库或对匿名 API 不可见') and switches to the installed GitHub connector, which can read it (line:44 '连接器能读到仓库文件，说明权限是通的'). A 404 that means 'no access', not 'no such repo'."),
 ep("E3", ["call_Oga1daIvHf18VDxL6AvRL2dn"], "GitHub API error 404", None, True,
    fx("call_JjNG7X6faBKSYs96eNDPMP6n", "path_fix (file name taken from the imports)", ["MrdBleRingRepository.kt"]), "call_JjNG7X6faBKSYs96eNDPMP6n", "high", False,
    ["path_fix"], "Non-shell: the connector's _fetch_file (function_call, output JSON with error_code NOT_FOUND) on a guessed path ring/mrd/MrdRingRepository.kt. ReHealthApplication.kt (call_wq3L5s5qQv4oP5iW22LlKvwM) imports com.rehealth.genie.ring.mrd.MrdBleRingRepository, and the next batch fetches MrdBleRingRepository.kt successfully.",
    shell=False, tool="mcp github.fetch_file"),
 ep("E4", ["call_JkDKgaXOrmfW3Rl2yMCL50DM", "call_7NVB3PVwlUs62qcBOqx6SCKS"], "GitHub API error 404", None, False,
    None, None, "medium", False,
    ["intended_failure"], "Negative: probes of the template test files app/src/test/.../ExampleUnitTest.kt and app/src/androidTest/.../ExampleInstrumentedTest.kt return 404. This is a finding, not a failure: the final report (line:161) says no useful unit or instrumented tests were found ('当前仓库还没有看到测试目录里的有效单测/仪器测试文件') and recommends adding them. Nothing to fix.",
    shell=False, tool="mcp github.fetch_file", exp=True),
 ep("E5", ["call_VYNNTd8lAepgTj8bXV6c2xvD"], "java : The term 'java' is not recognized as the name of a cmdlet, function, script file, or operable program.", "java -version; javac -version; gradle -version; .\\gradlew.bat --version", False,
    None, None, "high", False,
    ["gave_up"], "Environment probe for the read-only report, exit 1: java, javac, gradle not on PATH and .\\gradlew.bat not found (the repo was never cloned into the cwd, so there is no wrapper there). Follow-ups confirm that no JDK exists (call_G5T6kmVXlX9le5or8vRcIVVT 'java\tNOT_FOUND', call_7gqBavqM7k3fvS2SQszwYB0i 'JAVA_HOME= | machine= | process='). The task forbids changes, so nothing is installed; the final report lists 'install/configure JDK 17' as a to-do. Unresolved on purpose (gave_up in the schema's sense: no fix in this session)."),
]
entry = dict(
 format="codex-rollout-jsonl (Codex Desktop 0.142.5, Windows PowerShell, danger-full-access with approval never; subagent thread: session_meta has session_id = parent thread, id = own thread, source.subagent.thread_spawn with agent_nickname 'Meitner' and agent_role 'explorer'; exec_command envelopes 'Chunk ID / Wall time / Process exited with code N / Original token count / Output:' with CRLF; no exec_command_end events; GitHub connector calls are function_calls named _fetch_file with mcp_tool_call_end events; tool_search_call/tool_search_output and web_search_call records)",
 counts=dict(shell_commands=15, failed_shell_commands=5, masked_failures_annotated=0),
 counts_notes="15 function_call exec_command; 23 function_call _fetch_file (GitHub connector over MCP, each with an mcp_tool_call_end event) are not shell commands. Exit codes only from the 'Process exited with code N' line of function_call_output (no exec_command_end events in this file). Non-zero (5): git not found, 2x REST 404, java/javac/gradle/gradlew not found, and the studio64.exe search over C:\\ that prints nothing (exit 1, an existence probe, listed in expected_nonzero). The _fetch_file 404s are non-shell episodes. Nothing is exit-unknown.",
 failed_native_ids=sorted(["call_S7LqfpawYRjcwVfKEwHSFLWu", "call_O6AnMdLfJBckR8tg8auBtWvr", "call_BcA2RS90r7K5nni5l1MYSp7Q", "call_VYNNTd8lAepgTj8bXV6c2xvD", "call_E26SLdE7j4TB06Dj1z6uEYfZ", ]),
 expected_nonzero=["call_E26SLdE7j4TB06Dj1z6uEYfZ"],
 exit_unknown=[],
 notes="Codex Desktop explorer subagent ('Meitner') spawned from parent thread 019f41c1-... (the parent's rollout is an empty blob in the repo). Read-only task in Chinese: analyse the private GitHub repo RehealthAI/Android-apk (Kotlin/Compose smart-ring app) and the Windows machine's Android dev environment. A clean tool-switch chain: git missing from PATH, then the anonymous REST API gets 404 (private repo), then the authenticated GitHub connector works. Connector 404s are of two kinds: one on a guessed file name (fixed by using the imported class's name) and two intended probes of template test files (negative: no tests). The missing JDK is an environment finding that is reported, never fixed. Traps: 'NOT_FOUND' lines in exit-0 probe output are content; emulator -list-avds prints nothing with exit 0 (no AVDs, a finding, not a failure); the studio64.exe search exits 1 because it found nothing.",
 episodes=eps,
 pivots=[
  dict(native_id="line:29", snippet="这台环境里暂时没有 `git` 命令，所以我会改用 GitHub REST API/连接器直接读仓库树和文件内容"),
  dict(native_id="line:37", snippet="公开 REST API 返回 404，仓库大概率是私有仓库或对匿名 API 不可见"),
  dict(native_id="line:132", snippet="Git 和 Android SDK 文件夹都存在，但 `git`、`adb`、`emulator`、`java` 当前都不在 PATH"),
 ],
 reuse=[
  dict(entity="C:\\Program Files\\Git (git installed but not on PATH)", discovered=dict(native_id="call_uPYSXytLp8TMcDgUYaXPfPMa", snippet="EXISTS\tC:\\Program Files\\Git"), reused=dict(native_id="call_JEhoCvLTXVl9qnaKZc2uSjdI", snippet="& 'C:\\Program Files\\Git\\cmd\\git.exe' --version")),
  dict(entity="MrdBleRingRepository", discovered=dict(native_id="call_wq3L5s5qQv4oP5iW22LlKvwM", snippet="import com.rehealth.genie.ring.mrd.MrdBleRingRepository"), reused=dict(native_id="call_JjNG7X6faBKSYs96eNDPMP6n", snippet="ring/mrd/MrdBleRingRepository.kt")),
  dict(entity="C:\\Users\\kiki\\AppData\\Local\\Android\\Sdk", discovered=dict(native_id="call_uPYSXytLp8TMcDgUYaXPfPMa", snippet="EXISTS\tC:\\Users\\kiki\\AppData\\Local\\Android\\Sdk"), reused=dict(native_id="call_nmyTOwhWCO1H8NR5iVZUhs5v", snippet="Android\\\\Sdk\\\\emulator\\\\emulator.exe' -list-avds")),
 ],
)
json.dump(dict(file=F, entry=entry), open(__file__.replace('.py', '.json'), 'w'), indent=1, ensure_ascii=False)
