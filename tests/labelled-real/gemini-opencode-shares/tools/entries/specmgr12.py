import sys, os
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from oc_md import parse
F = "opencode/specmgr__session-ses_feab-feat-12-qa-artifact.md"
_p = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'files', F)
_bash = sorted('line:%d' % r['line'] for r in parse(_p) if r['kind'] == 'tool' and r['name'] == 'bash')
E = {
 "format": "opencode-markdown-export (opencode session ses_feabbcd7bffeuSrYCrfpOFs9sU exported as Markdown, 18 Aug 2026, custom agent 'Phase-Orchestrator', model 'Claude Sonnet 5'; Linux, uv; same layout as the feat-10 export: '## User' / '## Assistant (Agent · model · Ns)' sections, '**Tool: NAME**' + '**Input:**' + '**Output:**' fenced blocks, no exit codes; 5 'task' tool calls whose subagent work (the actual code edits) is only summarised inside '<task_result>'; assistant '_Thinking:_' bodies are empty)",
 "counts": {"shell_commands": 102, "failed_shell_commands": 0, "masked_failures_annotated": 1},
 "counts_notes": "102 '**Tool: bash**' blocks (147 tool blocks: also 35 read, 5 task, 4 todowrite, 1 read_mcp_resource). Native ids line:N (0-based) of the '**Tool: …**' line or of the section header. No exit codes in a Markdown export: failed = 0, all 102 bash calls exit_unknown. The one failure is masked: the 'git commit' at line:9761 prints the pre-commit table with 'specmgr mcp-docs…Failed / - hook id: specmgr-mcp-docs / - exit code: 1 / - files were modified by this hook' and no '[dev <sha>]' line, i.e. no commit was made (git commit itself exited non-zero, but the export does not say so). All unittest runs echo 'EXIT=0'. The orchestrator never edits code itself (no edit/write tool); every code change happens inside a 'task' subagent whose tool calls are not in this file. Three user messages: 'continue' (line:1320) and 'go' (line:12240, a confirmation), plus the first task prompt.",
 "failed_native_ids": [],
 "expected_nonzero": [],
 "exit_unknown": _bash,
 "notes": "opencode 'Phase-Orchestrator' agent (Claude Sonnet 5) implementing feat-12 (a QA document type) in SpecMgr through six phases, delegating each phase to a subagent ('task') and then independently re-verifying with ruff/vulture/unittest/mdformat and committing through pre-commit hooks. A long, almost failure-free session (a negative control for shell failures) with one masked failure: the Phase 4 commit is blocked because the 'specmgr mcp-docs' hook regenerates docs/MCP.md; the agent confirms the file is modified, reruns 'specmgr mcp-docs' (EXIT=0, file still modified), stages docs/MCP.md and repeats the commit, which passes every hook ('[dev c993e6e] feat(qa): …'). No assistant text explains it (thinking is exported empty), so the diagnosis is only visible in the commands. The 'grep … ci.yml' outputs containing '::error::' are file content, not errors. Same repository and user as opencode/specmgr__session-ses_ff52-feat-10-task-list.md.",
 "episodes": [
  {"id":"E1","shell":True,"symptom_tool":"bash","symptom_native_ids":["line:9761"],
   "error_text":"specmgr mcp-docs.........................................................Failed\n- hook id: specmgr-mcp-docs\n- exit code: 1\n- files were modified by this hook",
   "failing_command":"git commit -m \"feat(qa): add MCP tool/resource/prompt surface for qa documents\"",
   "resolved":True,"fix":{"native_id":"line:10220","kind":"command_change","entities":["git add docs/MCP.md"]},
   "verified_by_native_id":"line:10313","confidence":"high","masked":True,"expected_failure":False,
   "hard_cases":["masked","compound_retry"],
   "notes":"The hook regenerated docs/MCP.md (the new qa tools register themselves), which fails the commit. Diagnosis steps: line:10085 / line:10117 (how mcp-docs imports the server), line:10173 'git status --short docs/MCP.md' -> ' M docs/MCP.md', line:10196 rerun of 'specmgr mcp-docs' (EXIT=0). After staging, the same commit (line:10313) passes: 'specmgr mcp-docs…Passed' and '[dev c993e6e] feat(qa): add MCP tool/resource/prompt surface for qa documents'."}
 ],
 "pivots": [
  {"native_id":"line:10173","snippet":"git status --short docs/MCP.md"},
  {"native_id":"line:10313","snippet":"[dev c993e6e] feat(qa): add MCP tool/resource/prompt surface for qa documents"}
 ],
 "reuse": [
  {"entity":"unittest run to a temp log + echo EXIT","discovered":{"native_id":"line:4877","snippet":"echo \"EXIT=$?\""},
   "reused":{"native_id":"line:9469","snippet":"echo \"EXIT=$?\""}}
 ]
}
