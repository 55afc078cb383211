import json
E="antigravity/eager__transcript.jsonl"; FR="antigravity/finrelief__transcript.jsonl"; MT="pi/metro-flow-ai__session.jsonl"
A="claude_code/session-logs__19-payment-kit-e76e6fc0-c7de-4095-8ddb-89dc409eb282.jsonl"
B="claude_code/session-logs__19-payment-kit-8f7e35a6-1bd1-4de3-b4d2-d1a88d797b32.jsonl"
C="claude_code/session-logs__19-payment-kit-72637f54-2fcc-49f4-a539-f0d013bcb283.jsonl"
D="claude_code/session-logs__28-payment-kit.jsonl"
H="claude_code/session-logs__27-home.jsonl"
def m(f,n,ep,role): return {"file":f,"native_id":n,"episode":ep,"role":role}
G=[
 {"description":"Same user, same repo, two sessions: the agent guesses an npm script `lint:api` that does not exist; npm prints 'Missing script: \"lint:api\"' but a trailing `| head`/`| grep` makes the call exit 0. In 8f7e35a6 the agent switches to `npx eslint <file> --max-warnings 0` (fixed); in 72637f54 it lists the scripts with `npm run | grep lint` and stops (not fixed).",
  "category":"missing_script_masked_by_pipe",
  "members":[m(B,"toolu_01Lm9CaApTpqYftapGHRnkxF","E1","symptom, fixed by tool switch"),m(C,"toolu_01Jjv6nSqRPReGUezD87t6th","E3","symptom, diagnosed but gave up")],
  "fix_entities":["npx eslint","--max-warnings 0","npm run"]},
 {"description":"Persistent Bash cwd drift: a compound `cd <subdir> && ...` moves the session cwd (Claude Code keeps it; the record `cwd` field shows it), so a later relative path fails ('No such file or directory', 'Path does not exist', git 'ambiguous argument', ESLint 'No files matching the pattern'). Fixed by cd-ing to an absolute directory in the retry or by a ../ prefix.",
  "category":"wrong_cwd",
  "members":[m(B,"toolu_01WmJKDaJdU6bQV5JsfPY3nf","E2","symptom"),m(C,"toolu_01KWSP9gH1GJB4Y6vYHjBcTd","E4","symptom (Grep tool)"),m(C,"toolu_01GCwo7M7p1HfgxSDCv3ZtcV","E5","symptom (masked)"),m(C,"toolu_01GX8HzXnWqRx7zy5W5799BE","E10","symptom"),m(C,"toolu_011ztNU1cih7MKVE2GLpqByM","E11","symptom (masked)"),m(D,"toolu_01LsSmX7RyA1qzX74SXkLfXm","E3","symptom (silent wrong scope)")],
  "fix_entities":["cd ~/Arcblock/payment-kit-master/blocklets/core","cd ~/Arcblock/payment-kit-master","../../../../","api/src/routes/exchange-rate-providers.ts"]},
 {"description":"Program not found on PATH: `python` and `jq` on macOS zsh (exit 127 'command not found'), `grep` and `pytest` in Windows PowerShell ('is not recognized as the name of a cmdlet'). Fixed by another program for the same goal (python3, the agent's grep_search tool, python -m pytest then a venv).",
  "category":"command_not_found",
  "members":[m(A,"toolu_01WRVE5LyfrNEdcv5w3wFkUT","E1","symptom"),m(E,"line:1137","E13","symptom"),m(FR,"line:48","E1","symptom"),m(H,"toolu_01WPdXNTDbj5H1toLAreo6DC","E1","symptom (jq)")],
  "fix_entities":["python3","grep_search","python -m pytest",".\\venv\\Scripts\\pytest"]},
 {"description":"A module/package the script imports is not installed where it runs (Node ERR_MODULE_NOT_FOUND / Cannot find module; Python ModuleNotFoundError / No module named). Fixed by installing it (pip, venv + requirements), by running from the project dir, or by avoiding the dependency (@next/env instead of dotenv).",
  "category":"missing_dependency",
  "members":[m(E,"line:431","E4","symptom (script outside project)"),m(E,"line:790","E7","symptom (dotenv)"),m(E,"line:983","E7","recurrence"),m(FR,"line:65","E2","symptom (pytest)"),m(FR,"line:79","E3","symptom (requests)"),m(MT,"call_iIHWruIRhI8vuPYB3SaDQn4W","E6","symptom (fastapi)")],
  "fix_entities":["pip install","python -m venv venv","@next/env","test-resend.mjs"]},
 {"description":"User rejection of a tool call that carries an instruction or a correction (domain facts, design choice, 'plan first', 'I will run it myself', or a STOP followed by a new task message). The fix is following the instruction; the accepted retry or the next step is the verification.",
  "category":"user_rejection_with_instruction",
  "members":[m(A,"toolu_016TNAdv2mGADyVP7cpcpkBZ","E2","symptom"),m(A,"toolu_01Hdsf5WiSSWMUMgHehMpdYX","E3","symptom"),m(A,"toolu_01WBHCCpYUoDVCpEGKEZDw1N","E4","symptom"),m(B,"toolu_01BAsfC9tbkyKa8jt4QnXq8x","E8","symptom"),m(C,"toolu_012BELFejUvoBbhf1PWHvvwC","E1","symptom"),m(E,"line:19","E1","symptom"),m(E,"line:54","E2","symptom"),m(H,"toolu_012HUEgktJiWdLJj3qsB8efE","E2","symptom (AskUserQuestion)")],
  "fix_entities":["tax_rate_id","@ocap/util","NonRetryableError","CustomError","xiaofang"]},
 {"description":"Failure hidden behind a pipe: the failing command's output shows the error but `| head`, `| tail` or a final `grep` makes the call exit 0 / not is_error.",
  "category":"masked_by_pipe",
  "members":[m(B,"toolu_01Lm9CaApTpqYftapGHRnkxF","E1","symptom"),m(C,"toolu_015RXjtaLrnzYEBjr78Don2H","E2","symptom"),m(C,"toolu_01Jjv6nSqRPReGUezD87t6th","E3","symptom"),m(C,"toolu_01GCwo7M7p1HfgxSDCv3ZtcV","E5","symptom"),m(C,"toolu_011ztNU1cih7MKVE2GLpqByM","E11","symptom"),m(C,"toolu_0195E1rrpVPrVETpFPUUq9iY","E12","symptom"),m(MT,"call_SVldmssbCnZOJDdd8J3XQLJr","E4","symptom"),m(D,"toolu_01RxQywxznSeq2cxd22eQF6g","E5","symptom"),m(D,"toolu_01W3qY6K7Liy36Xef5Y8V3sR","E6","symptom")],
  "fix_entities":["npx eslint","../../../../","packages/types/lib/","intersection_id"]},
 {"description":"The agent's own script exits 0 while its output shows the failure (it logs an API error as 'Success!', catches and prints a StorageApiError, or writes files with a doubled .py.py suffix).",
  "category":"masked_by_script",
  "members":[m(E,"line:437","E5","symptom, not fixed"),m(E,"line:1002","E9","symptom, not fixed"),m(MT,"call_RzkP4qFxkP5IiDSxWz5eu2w4","E1","symptom, fixed")],
  "fix_entities":["fix_dupes.py"]},
 {"description":"Edit tool anchor mismatch (Claude Edit 'String to replace not found' / 'Found 2 matches', pi edit 'Could not find the exact text'); fixed by reading/grepping the exact text and retrying with a corrected or longer anchor.",
  "category":"edit_anchor_mismatch",
  "members":[m(C,"toolu_01CNo2Q7bbMUyUNw2ZyLswEH","E8","symptom"),m(C,"toolu_01HBKdSTgAbrdQrYEdNmNYVn","E9","symptom"),m(MT,"call_jkQePetCmEkJJYGdXppYTUOe","E5","symptom")],
  "fix_entities":["let quote: PriceQuote;","approve_all"]},
 {"description":"Negative control across sessions of one user: jest prints all tests passing (62/62, 7/7, 22 suites) and then node crashes in teardown with 'ENOTEMPTY: directory not empty, rmdir /var/folders/...' (or pnpm 'ELIFECYCLE Test failed'), so the call exits 1 or shows a failure behind a pipe. Harmless: listed as expected_nonzero, not as episodes; the agent correctly calls it a cleanup issue each time.",
  "category":"harmless_teardown_nonzero",
  "members":[m(B,"toolu_0187pcQ93iCU2AbFnb5DQkZE",None,"expected_nonzero"),m(D,"toolu_01CpoeHjj8pzjqUAJXzLrxTj",None,"expected_nonzero"),m(D,"toolu_01EuA1KiFmKVKcPK6yY2R9Py",None,"harmless masked (output 'ELIFECYCLE Test failed', notification exit code 0)")],
  "fix_entities":[]},
 {"description":"Background shell task whose exit status arrives only later in a separate record: Antigravity run_command status RUNNING ('Tool is running as a background task with task id') with the exit in a SYSTEM_MESSAGE '... finished with result: The command failed with exit code: 1'; Claude Code 'Command running in background with ID: X' with the exit in a user <task-notification> '<task-id>X</task-id> ... completed (exit code 0)'.",
  "category":"background_exit_in_notification",
  "members":[m(E,"line:1008","E10","symptom"),m(E,"line:1083","E11","symptom"),m(E,"line:1108","E12","symptom"),m(FR,"line:105","E4","symptom"),m(D,"toolu_012bxBHDiPK6v4BVEMFj9Xc4","E6","fix whose exit (0) arrives only in a Claude Code <task-notification> user record")],
  "fix_entities":["Remove-Item -Recurse -Force scratch","as () => void","bcrypt==4.0.1"]},
]
json.dump(G,open('/work/labelled-new/L39/parts/_groups.json.in','w'),indent=1,ensure_ascii=False)
