KEY = "roo_code/modernize-kit__bob_task_may-2-2026_6-31-30-pm.md"
def diag(eid, sym, err, fix, ent, fname, note):
    return {"id": eid, "shell": False, "symptom_tool": "apply_diff", "symptom_native_ids": sym,
            "error_text": err, "failing_command": None, "resolved": True,
            "fix": {"native_id": fix, "kind": "edit_file", "entities": ent},
            "verified_by_native_id": fix, "confidence": "medium", "masked": False, "expected_failure": False,
            "hard_cases": ["edit_then_retry"], "notes": note}
E = {
 "format": "roo-code-markdown-export (IBM Bob IDE bob_task_*.md export; XML tool calls in '**Assistant:**' blocks, results in the next '**User:**' block; Windows PowerShell 5.1, workspace c:/Users/ASUS/works/expertise/ibm-bob-hackathon; exit code only as text 'Exit code: N'; TypeScript editor diagnostics inside apply_diff results as <problems>)",
 "counts": {"shell_commands": 17, "failed_shell_commands": 3, "masked_failures_annotated": 0},
 "counts_notes": "17 <execute_command> blocks (id = line:N of the tag, 0-based). Failed (Exit code: 1): line:653 'mkdir -p a b c ...' (PowerShell's mkdir has no -p and takes one positional path), line:4307 'node src/cli.js init ...' (ESM named-export SyntaxError), line:8478 'npm run build' (tsc, whose diagnostics are not in the captured output: only '> mdnkit@1.0.0 build' / '> tsc'). line:4492 is the same node command, denied by the user with a new instruction (never ran; exit_unknown). Six Move-Item renames (.js -> .ts) exit 0. Non-shell failures: TypeScript strict-mode diagnostics reported in the results of the apply_diffs that convert each module, each cleared by a follow-up apply_diff. The export ends with attempt_completion (line:10281) without result.",
 "failed_native_ids": ["line:653", "line:4307", "line:8478"],
 "expected_nonzero": [],
 "exit_unknown": ["line:4492"],
 "notes": "IBM Bob session, 2026-05-02, Windows 11 (Asia/Bangkok), Node 24: building 'mdnkit', a Node CLI that scans a legacy web app and writes IBM Bob skill files, following IMPLEMENTATION_CHECKLIST.md. Failure stories: bash 'mkdir -p' with several paths fails under PowerShell (ParameterBindingException) -> New-Item -ItemType Directory -Force -Path a, b, c; 'import { ensureDir, writeFile } from \"fs-extra\"' fails at run time in ESM -> default import; the user denies the rerun and asks for TypeScript instead of JavaScript; the agent converts six modules (Move-Item + apply_diff) and each conversion surfaces strict-mode diagnostics (Object is possibly 'undefined', 'error' is of type 'unknown', PackageJson | null, ...) that the next edit fixes; 'tsc' then exits 1 without printed diagnostics and the agent turns off noUnusedLocals/noUnusedParameters in tsconfig.json, after which the build and the CLI run (npm run dev -- init ...) succeed. The tsconfig edit itself reports a deprecation ('moduleResolution=node10') that is left alone and does not fail the build. Written in TypeScript but a Node tool: compiled (tsc) failure stories.",
 "episodes": [
  {"id": "E1", "shell": True, "symptom_native_ids": ["line:653"],
   "error_text": "mkdir : A positional parameter cannot be found that accepts argument 'examples'.", "failing_command": "mkdir -p src/templates examples tests", "resolved": True,
   "fix": {"native_id": "line:742", "kind": "tool_switch", "entities": ["New-Item -ItemType Directory -Force -Path"]},
   "verified_by_native_id": "line:742", "confidence": "high", "masked": False, "expected_failure": False,
   "hard_cases": ["tool_switch", "flag_removed"],
   "notes": "Diagnosis line:738 'PowerShell doesn't support the `-p` flag like bash'. The rerun with New-Item and a comma-separated -Path list exits 0."},
  {"id": "E2", "shell": True, "symptom_native_ids": ["line:4307"],
   "error_text": "SyntaxError: The requested module 'fs-extra' does not provide an export named 'writeFile'", "failing_command": "node src/cli.js init --source-path ./examples/test-legacy-app --verbose", "resolved": True,
   "fix": {"native_id": "line:4390", "kind": "edit_file", "entities": ["import fs from 'fs-extra';"]},
   "verified_by_native_id": "line:8793", "confidence": "medium", "masked": False, "expected_failure": False,
   "hard_cases": ["edit_then_retry"],
   "notes": "fs-extra is CommonJS; named ESM imports of its functions fail at link time. generator.js switches to a default import (line:4390). The direct rerun (line:4492) is denied by the user (E3); the same init flow finally runs from the TypeScript version, 'npm run dev -- init --source-path ./examples/test-legacy-app --verbose' (line:8793, exit 0), with the generator moved to generator.ts: indirect verification (medium)."},
  {"id": "E3", "shell": False, "symptom_tool": "user_rejection", "symptom_native_ids": ["line:4492"],
   "error_text": "I am sorry to tell you this late. But I want to use TypeScript not plain javascript for the project.", "failing_command": None, "resolved": True,
   "fix": {"native_id": "line:4786", "kind": "request_fix", "entities": ["tsconfig.json"]},
   "verified_by_native_id": "line:8717", "confidence": "medium", "masked": False, "expected_failure": False,
   "hard_cases": [],
   "notes": "The user denies the rerun and changes the requirement. The agent adds TypeScript to package.json (line:4606), creates tsconfig.json (line:4786), then converts every module (E4-E8); the TypeScript build passes at line:8717."},
  diag("E4", ["line:5416"], "Object is possibly 'undefined'.", "line:5947", ["?.toLowerCase() || ''"], "utils.ts", "Converting src/utils.ts: five strict-mode diagnostics (possibly undefined from .pop(), implicit any index, generic T indexed for writing). Fixed by the next apply_diff (line:5947), whose result has no <problems>."),
  diag("E5", ["line:6330"], "Object is possibly 'undefined'.", "line:6528", ["?.toLowerCase() || ''"], "scanner.ts", "Same pattern in src/scanner.ts (file.split('.').pop().toLowerCase()); fixed with optional chaining and a default (line:6528)."),
  diag("E6", ["line:6698"], "'error' is of type 'unknown'.", "line:6967", ["src/analyzer.ts"], "analyzer.ts", "src/analyzer.ts: catch variable of type unknown and empty {} for LegacyPatterns/ModernPatterns; fixed by line:6967 (clean result)."),
  diag("E7", ["line:7172", "line:7470"], "Argument of type 'PackageJson | null' is not assignable to parameter of type 'PackageJson'.", "line:7613", ["src/detector.ts"], "detector.ts", "src/detector.ts: the first fix (line:7470) removes one error but three 'PackageJson | null' errors remain; the third edit (line:7613) has a clean result."),
  diag("E8", ["line:8207"], "'error' is of type 'unknown'.", "line:8374", ["src/cli.ts"], "cli.ts", "src/cli.ts: error.message / error.stack on an unknown catch variable; fixed by line:8374 (clean result)."),
  {"id": "E9", "shell": True, "symptom_native_ids": ["line:8478"],
   "error_text": "(tsc exits 1; the captured output has only '> tsc' and no diagnostics; the agent attributes it to unused variables, line:8569)", "failing_command": "npm run build", "resolved": True,
   "fix": {"native_id": "line:8573", "kind": "config_change", "entities": ["\"noUnusedLocals\": false", "\"noUnusedParameters\": false"]},
   "verified_by_native_id": "line:8717", "confidence": "medium", "masked": False, "expected_failure": False,
   "hard_cases": ["config_change", "edit_then_retry"],
   "notes": "The failing build prints nothing after the npm banner, so the cause is only in the agent's reading of the editor ('TypeScript is complaining about unused variables', line:8569). Relaxing noUnusedLocals/noUnusedParameters in tsconfig.json makes 'npm run build' exit 0 (line:8717). A weakening of the check rather than a code fix."},
  {"id": "E10", "shell": False, "symptom_tool": "apply_diff", "symptom_native_ids": ["line:8573"],
   "error_text": "Option 'moduleResolution=node10' is deprecated and will stop functioning in TypeScript 7.0.", "failing_command": None, "resolved": False,
   "fix": None, "verified_by_native_id": None, "confidence": "high", "masked": False, "expected_failure": False,
   "hard_cases": ["gave_up"],
   "notes": "Editor diagnostic shown as '[ts Error]' in the tsconfig.json apply_diff result. The agent ignores it; tsc does not fail on it (build exit 0 at line:8717). Trap: a reported 'Error' that is harmless for the build; no fix, no verification."}
 ],
 "pivots": [
  {"native_id": "line:738", "snippet": "PowerShell doesn't support the `-p` flag like bash."},
  {"native_id": "line:4386", "snippet": "fs-extra doesn't export `writeFile` as a named export in ES modules."},
  {"native_id": "line:8569", "snippet": "TypeScript is complaining about unused variables."}
 ],
 "reuse": [
  {"entity": "optional chaining fix for .pop().toLowerCase()", "discovered": {"native_id": "line:5947", "snippet": "?.toLowerCase() || ''"}, "reused": {"native_id": "line:6528", "snippet": "?.toLowerCase() || ''"}},
  {"entity": "test app path ./examples/test-legacy-app", "discovered": {"native_id": "line:4307", "snippet": "--source-path ./examples/test-legacy-app"}, "reused": {"native_id": "line:8793", "snippet": "--source-path ./examples/test-legacy-app"}}
 ]
}
