# Hand labels for files/gemini/coretext__exp_B_1-1_ds.json (Gemini CLI /chat share JSON export)
FILE = "gemini/coretext__exp_B_1-1_ds.json"
def ep(**k):
    d = dict(id=None, symptom_native_ids=[], error_text=None, failing_command=None, shell=True, symptom_tool="run_shell_command",
             resolved=False, fix=None, verified_by_native_id=None, confidence="high", masked=False,
             expected_failure=False, hard_cases=[], notes="")
    d.update(k); return d
EXPECTED = []
R = "run_shell_command-"
def tdd(eid, rid, text, cmd):
    return ep(id=eid, symptom_native_ids=[R + rid], error_text=text, failing_command=cmd, expected_failure=True,
              hard_cases=["intended_failure"], confidence="high",
              notes="TDD red step of the BMAD dev-story workflow: the agent writes a test script first and runs it 'to confirm that the test fails as expected'; the script prints FAIL but exits 0 (Exit Code: 0). Intended, no fix; the later PASS run belongs to the feature work, not to a repair.")
EPISODES = [
 ep(id="E1", symptom_native_ids=[R + "1770083626659-0b1ed7d16a0d78"],
    error_text="ModuleNotFoundError: No module named 'toml'",
    failing_command="python3 tests/scaffolding/test_root_structure.py",
    resolved=True, fix=dict(native_id="replace-1770083811797-f1b761ca109ad", kind="edit_file", entities=["tomllib","test_root_structure.py"]),
    verified_by_native_id=R + "1770083816129-9866c0cc8b5918",
    hard_cases=["edit_then_retry"],
    notes="The freshly written test imports the third-party 'toml'; after checking python3 --version (3.11.6, msg:20) the agent switches to the stdlib tomllib. The rerun gets past the import and prints the intended 'FAIL: Missing root files' (E2) with exit 0 - the import error is gone."),
 tdd("E2", "1770083816129-9866c0cc8b5918", "FAIL: Missing root files: ['package.json', 'pnpm-workspace.yaml', 'turbo.json', 'pyproject.toml', '.gitignore']", "python3 tests/scaffolding/test_root_structure.py"),
 tdd("E3", "1770083871110-94e0964db6991", "FAIL: Missing web files", "python3 tests/scaffolding/test_web_scaffold.py"),
 ep(id="E4", symptom_native_ids=[R + "1770083967999-4db1d540fedb"],
    error_text="[Operation Cancelled] Reason: User cancelled the operation.",
    failing_command="mkdir -p apps && cd apps && pnpm create vite web --template react-ts",
    resolved=True, fix=dict(native_id="msg:44", kind="user_fix", entities=["ROLLDOWN-VITE","http://localhost:5173/"]),
    verified_by_native_id="list_directory-1770084278957-dfc160a39de0f", confidence="medium",
    hard_cases=["wrong_cwd"],
    notes="create-vite scaffolds the app and then starts the dev server, so the call never returns; the user cancels it (no exit code: exit_unknown) and pastes the terminal output (msg:44 'this is the output of the shell:'). The agent checks apps/web with list_directory (files present) and continues; the web scaffold test later passes (run_shell_command-1770084320501-c6a6e19b619918). Nothing was changed - the fix is the user's report."),
 ep(id="E5", symptom_native_ids=[R + "1770084296221-ca345ea6f8bf88"],
    error_text="npm error could not determine executable to run",
    failing_command="cd apps/web && npx tailwindcss init -p",
    resolved=True, fix=dict(native_id="write_file-1770084307462-45bfdbe861eb2", kind="tool_switch", entities=["tailwind.config.js","postcss.config.js"]),
    verified_by_native_id=R + "1770084320501-c6a6e19b619918", confidence="medium",
    hard_cases=["tool_switch"],
    notes="Tailwind v4 no longer ships the init CLI, so npx finds no executable (exit 1). The agent writes tailwind.config.js and postcss.config.js by hand (write_file, msg:53) instead; verified only by the existence-checking scaffold test (PASS), not by a build -> medium."),
 tdd("E6", "1770084339414-bb89003cd453a", "FAIL: Missing api structure:", "python3 tests/scaffolding/test_api_scaffold.py"),
 tdd("E7", "1770084396856-883eb7784f8428", "FAIL: Missing importer files: ['packages/importer/Dockerfile', 'packages/importer/main.py', 'packages/importer/src']", "python3 tests/scaffolding/test_importer_scaffold.py"),
 tdd("E8", "1770084434934-cc09dda59a0798", "FAIL: Missing types files: ['packages/types/package.json', 'packages/types/index.d.ts', 'packages/types/tsconfig.json']", "python3 tests/scaffolding/test_types_scaffold.py"),
 tdd("E9", "1770084474966-d175d17bf4b0d8", "FAIL: Missing model file: apps/api/app/models/listings.py", "python3 tests/scaffolding/test_db_migration.py"),
 ep(id="E10", symptom_native_ids=[R + "1770084502515-f1141ebc6194"],
    error_text="sqlalchemy.exc.NoSuchModuleError: Can't load plugin: sqlalchemy.dialects:driver",
    failing_command='cd apps/api && uv run alembic revision --autogenerate -m "Initial listings table"',
    resolved=True, fix=dict(native_id="replace-1770084518155-01cc53e41927b", kind="config_change", entities=["alembic.ini","sqlalchemy.url"]),
    verified_by_native_id=R + "1770084522763-13807d44e7a548",
    hard_cases=["config_change","edit_then_retry"],
    notes="alembic init leaves the placeholder sqlalchemy.url = driver://user:pass@localhost/dbname; diagnosis msg:127/msg:129. The agent points it at a local SQLite file; the identical command then generates the migration ('Detected added table 'listings'')."),
]
PIVOTS = [
 dict(native_id="msg:44", snippet="this is the output of the shell:"),
 dict(native_id="msg:53", snippet="I will manually create the `tailwind.config.js` and `postcss.config.js` files in `apps/web` since the initialization command failed."),
 dict(native_id="msg:129", snippet="The `sqlalchemy.url` is currently `driver://user:pass@localhost/dbname`, which causes the error."),
]
REUSE = [
 dict(entity="Python 3.11 (tomllib available)",
      discovered=dict(native_id=R + "1770083805833-a49eaf9357014", snippet="Python 3.11.6"),
      reused=dict(native_id="msg:22", snippet="ensuring compatibility with Python 3.11")),
]
META = dict(
 format="gemini-cli-chat-share-json (Gemini CLI '/chat share <file>.json' export, early 2026: a JSON array of Gemini API Content objects {role: user|model, parts[]}; parts: text (model text carries thoughtSignature), functionCall {name, args} WITHOUT id, functionResponse {id, name, response{output} or {error}}; shell output is Gemini's 'Command: / Directory: / Output: / Error: / Exit Code: / Signal: / Background PIDs: / Process Group PGID:' envelope; no timestamps)",
 notes="An automated experiment run (coretext research repo, experiment B, story 1-1, 'ds' variant): Gemini CLI executes a BMAD 'dev-story' workflow that scaffolds a pnpm/turbo monorepo (React+Vite web, FastAPI api with alembic, importer and types packages) in strict TDD style. Interesting for extractors: six intended TDD red runs that print FAIL at exit 0 (expected_failure, must not become symptom->fix links), a hanging create-vite dev server cancelled by the user who pastes its output, a tool switch from a failed 'npx tailwindcss init' to write_file, and an alembic config fix. Committed with 19 sibling logs (.json and .md twins) under experiments/trore/results/exp-b|exp-c/logs/.",
 counts_notes="29 functionCall parts named run_shell_command. Calls have no id; each is paired in order with the next functionResponse, whose id (run_shell_command-<ms>-<hex>) is the native id; messages are 'msg:N' (array index). Failed = 'Exit Code: N' with N != 0 in the response output: 3 (all exit 1). 1 exit_unknown: the create-vite call, whose response is {error: '[Operation Cancelled] Reason: User cancelled the operation.'} with no exit code. 25 exit 0 (six of them print an intended FAIL). Other tools: read_file, write_file, replace, list_directory, glob, search_file_content, save_memory; none return an error.",
)
