# Hand labels for files/opencode/nexus2D-Engine__opencode-session.md (opencode markdown export)
FILE = "opencode/nexus2D-Engine__opencode-session.md"
def ep(**k):
    d = dict(id=None, symptom_native_ids=[], error_text=None, failing_command=None, shell=True, symptom_tool="bash",
             resolved=False, fix=None, verified_by_native_id=None, confidence="high", masked=False,
             expected_failure=False, hard_cases=[], notes="")
    d.update(k); return d
EXPECTED = []
EPISODES = [
 ep(id="E1", symptom_native_ids=["line:158"], masked=True,
    error_text="1 moderate severity vulnerability",
    failing_command="npm audit",
    resolved=False, fix=None, verified_by_native_id=None, confidence="medium",
    hard_cases=["masked"],
    notes="npm audit reports a vulnerability (npm audit exits non-zero in that case, but the markdown export records no exit code). Reported only, never addressed; the final summary does not mention it."),
 ep(id="E2", symptom_native_ids=["line:310"], masked=True,
    error_text="src/App.tsx(3269,17): error TS2304: Cannot find name 'createPlatformerTemplate'.",
    failing_command="npm run lint",
    resolved=False, fix=None, verified_by_native_id=None,
    hard_cases=["masked"],
    notes="tsc --noEmit (the lint script) fails with 4 errors (TS2345 PanState, TS2304 x2 missing imports, TS2322 Asset type); no exit code in the export. The session is in opencode Plan (read-only) mode: the agent investigates (greps/seds that follow) and proposes fixes in the final message (line:1988 'I have not made any modifications'), asking for permission. Never fixed in this file -> resolved false, fix null (a reported finding, not a gave-up)."),
 ep(id="E3", symptom_native_ids=["line:497"], masked=True,
    error_text="(no output: the export omits the Output block when a command prints nothing)",
    failing_command='cat -n src/lib/project-utils.ts | grep "export const create"',
    resolved=True, fix=dict(native_id="line:547", kind="command_change", entities=["create.*Template","grep -ri"]),
    verified_by_native_id="line:547", confidence="medium",
    hard_cases=["masked","flag_removed"],
    notes="Looking for the template factories: the pattern assumes 'export const', the functions are plain function declarations. After a sed look (line:507) a looser grep finds createPlatformerTemplate/createTopDownTemplate. The empty grep would have exited 1; the export has no exit codes."),
 ep(id="E4", symptom_native_ids=["line:873"], masked=True,
    error_text="(no output: the export omits the Output block when a command prints nothing)",
    failing_command='grep -ri "scale: {" src/engine/Core.ts -A 20',
    resolved=True, fix=dict(native_id="line:963", kind="command_change", entities=["grep -ri -n \"scale\"","src/engine/Core.ts"]),
    verified_by_native_id="line:963", confidence="medium",
    hard_cases=["masked","flag_removed"],
    notes="The scale facade is not an object literal 'scale: {'; after a sed of lines 1290-1350 (line:887) the broader grep for 'scale' finds the facade code."),
]
PIVOTS = [
 dict(native_id="line:1988", snippet="I have not made any modifications"),
 dict(native_id="line:1988", snippet="Notice that `'rectangle'` is missing from the check!"),
]
REUSE = [
 dict(entity="createPlatformerTemplate",
      discovered=dict(native_id="line:310", snippet="Cannot find name 'createPlatformerTemplate'"),
      reused=dict(native_id="line:547", snippet="create.*Template")),
 dict(entity="normalizeAsset",
      discovered=dict(native_id="line:626", snippet="612:function normalizeAsset"),
      reused=dict(native_id="line:642", snippet="sed -n '610,630p'")),
]
META = dict(
 format="opencode-export-markdown (opencode session exported as Markdown: title, '**Session ID:** ses_...', Created/Updated; '## User' and '## Assistant (Plan|Build · gemini-3.1-pro-preview · N s)' sections; '_Thinking:_' paragraphs; tool parts as '**Tool: bash|grep|read**' + '**Input:**' JSON fence + '**Output:**' fence; no part/message ids, no exit codes, no tool status)",
 notes="A Next.js/Phaser 2D game engine (nexus2D-Engine) on Windows (Git Bash paths, Hebrew progress.md). The user asks the agent (Gemini 3.1 Pro in opencode, Plan mode) to find problems without changing anything. It runs ls/cat/npm audit/npm run lint and ~25 grep/sed/cat probes into App.tsx, project-utils.ts and Core.ts, then reports the 4 tsc errors and two TODO bugs with root causes. Control-like for fixes: nothing is modified, so nothing is resolved by a change; the only failures are visible in output. Format traps: when a command prints nothing the export drops the Output block entirely (2 calls), so 34 '**Input:**' vs 32 '**Output:**'.",
 counts_notes="32 '**Tool: bash**' parts (plus 1 grep and 1 read tool). Native id = 'line:N' (0-based) of the '**Tool: bash**' line; sections ('## User', '## Assistant ...') likewise. The Markdown export carries no exit codes and no status, so failed_shell_commands is 0 by definition and all 32 are exit_unknown. Masked failures annotated from output text: npm audit (vulnerability found), npm run lint (tsc errors) and two greps whose missing Output block means they matched nothing.",
)
