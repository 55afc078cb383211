KEY = "roo_code/modernize-kit__bob_task_may-2-2026_10-16-28-pm.md"
E = {
 "format": "roo-code-markdown-export (IBM Bob IDE bob_task_*.md export; XML tool calls in '**Assistant:**' blocks, results in the next '**User:**' block; Windows PowerShell 5.1; exit code only as text 'Exit code: N')",
 "counts": {"shell_commands": 11, "failed_shell_commands": 2, "masked_failures_annotated": 0},
 "counts_notes": "11 <execute_command> blocks (id = line:N of the tag, 0-based). Failed (Exit code: 1): line:6538 'cd <abs> && npm install handlebars && npm install -D @types/handlebars' (two ParserErrors, one per '&&') and line:8534 'node dist/cli.js init ...' (ENOENT for a template missing from dist/). No still-running or denied commands. The package.json build script written at line:8846 itself contains '&&' ('tsc && npm run copy-templates'); npm runs scripts through cmd.exe, so that '&&' works (build exit 0 at line:8949): not a PowerShell failure. The git commit (line:11754) has a multi-line message; its result is 100 lines further down. The export ends with an attempt_completion without result.",
 "failed_native_ids": ["line:6538", "line:8534"],
 "expected_nonzero": [],
 "exit_unknown": [],
 "notes": "IBM Bob session, 2026-05-02 (later the same day as modernize-kit__bob_task_may-2-2026_6-31-30-pm.md, same user and project 'mdnkit'). The user redirects the project: the generated files must be agent SKILLs that Bob can use, not reports. The agent redesigns the generator around Handlebars templates (install fails first on the PowerShell '&&'; the agent splits the two installs), then the built CLI cannot find its templates because tsc does not copy .md templates into dist/ (ENOENT), fixed with a copy-templates step in the build script; later the user says the output must go to the root .bob/skills folder, fixed in src/cli.ts and re-run. Ends with git add / commit on request.",
 "episodes": [
  {"id": "E1", "shell": True, "symptom_native_ids": ["line:6538"],
   "error_text": "The token '&&' is not a valid statement separator in this version.", "failing_command": "npm install handlebars && npm install -D @types/handlebars", "resolved": True,
   "fix": {"native_id": "line:6616", "kind": "command_change", "entities": ["npm install handlebars", "npm install -D @types/handlebars"]},
   "verified_by_native_id": "line:6699", "confidence": "high", "masked": False, "expected_failure": False,
   "hard_cases": ["compound_retry"],
   "notes": "Diagnosis line:6612 'PowerShell doesn't support `&&`'. The agent drops the redundant cd and runs the two installs as separate commands (line:6616, line:6699, both exit 0). The same user hit the PowerShell mkdir -p incompatibility in the earlier session."},
  {"id": "E2", "shell": True, "symptom_native_ids": ["line:8534"],
   "error_text": "Error: ENOENT: no such file or directory, open 'C:\\Users\\ASUS\\works\\expertise\\ibm-bob-hackathon\\dist\\templates\\analysis-skill.template.md'", "failing_command": "node dist/cli.js init --source-path ./examples/test-legacy-app --output-dir ./outputs/test-legacy-app/.bob/skills", "resolved": True,
   "fix": {"native_id": "line:8846", "kind": "config_change", "entities": ["copy-templates", "dist/templates"]},
   "verified_by_native_id": "line:9023", "confidence": "high", "masked": False, "expected_failure": False,
   "hard_cases": ["config_change", "edit_then_retry", "path_fix"],
   "notes": "tsc compiles src/*.ts to dist/ but does not copy src/templates/*.md. Diagnosis line:8616; after reading tsconfig.json and package.json the agent adds a copy-templates script (fs-extra copySync) run after tsc (line:8846). 'npm run build' (line:8949) and the same node command (line:9023, 'Bob Skills generated') exit 0."},
  {"id": "E3", "shell": False, "symptom_tool": "user", "symptom_native_ids": ["line:11087"],
   "error_text": "The outputs of skills file generated should be in the root .bob/skills folder instead of outputs folder!", "failing_command": None, "resolved": True,
   "fix": {"native_id": "line:11148", "kind": "edit_file", "entities": ["src/cli.ts"]},
   "verified_by_native_id": "line:11308", "confidence": "high", "masked": False, "expected_failure": False,
   "hard_cases": ["path_fix", "edit_then_retry"],
   "notes": "Wrong default output directory (a misunderstanding, reported by the user). src/cli.ts default changed (line:11148); rebuilt (line:11234) and run without --output-dir (line:11308): 'Output Directory: C:\\Users\\ASUS\\works\\expertise\\ibm-bob-hackathon\\.bob\\skills', exit 0."}
 ],
 "pivots": [
  {"native_id": "line:6612", "snippet": "PowerShell doesn't support `&&`. Let me use the correct syntax:"},
  {"native_id": "line:8616", "snippet": "The templates need to be copied to the dist folder during build."},
  {"native_id": "line:11144", "snippet": "root `.bob/skills/` folder"}
 ],
 "reuse": [
  {"entity": "build script tsc && npm run copy-templates", "discovered": {"native_id": "line:8846", "snippet": "\"build\": \"tsc && npm run copy-templates\""}, "reused": {"native_id": "line:11234", "snippet": "npm run build"}},
  {"entity": "test app path ./examples/test-legacy-app", "discovered": {"native_id": "line:8534", "snippet": "--source-path ./examples/test-legacy-app"}, "reused": {"native_id": "line:11308", "snippet": "--source-path ./examples/test-legacy-app"}}
 ]
}
