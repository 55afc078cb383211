"""Write specs/openprintkit2.json (OpenPrintKit 2025-11-01 rollout). Episodes for anchor-miss patches are generated from a table."""
import json, os
F = "codex/openprintkit__rollout-2025-11-01T11-34-37-97b66f6c-a160-40e0-bd0f-1fdcbbb9498b.jsonl"
P = "error: Failed to find expected lines in /home/randy/projects/python-3/OpenPrintKit/"
eps = []
def ep(**k):
    base = dict(masked=False, expected_failure=False, confidence="high")
    base.update(k); eps.append(base)

ep(symptom_native_ids=["call_qwx67opMTueniNuIUpY5fiti"],
   error_text="E   ModuleNotFoundError: No module named 'opk'",
   failing_command="pytest -q", resolved=True,
   fix={"native_id": "call_X5u5HuBYnff9vSsEf2icFNAA", "kind": "edit_file", "entities": ["__init__.py", "PYTHONPATH=."]},
   verified_by_native_id="call_G3101BQ6eBnlc0XuA6IV0o5b", confidence="medium",
   hard_cases=["env_prefix", "edit_then_retry", "retry_still_fails_differently"],
   notes="All 17 test modules fail collection. The agent probes (call_8FPf6UfCgyVd67JULwr9jity: sed can't read opk/core/__init__.py, exit 2), says at line:63 it will add missing __init__.py files, adds eleven of them (call_X5u5... is the first), and reruns as `PYTHONPATH=. pytest -q`. That run collects every module (no ImportError) but fails on a new error (E2), so this story is verified by the collection succeeding in call_G3101..., not by a green run. The Codex 0.34 sandbox wraps pytest's own exit 2 as 'failed in sandbox LinuxSeccomp ... sandbox denied exec error, exit code: 2': this is a test failure, not a sandbox denial, and no escalation was needed.")
ep(symptom_native_ids=["call_G3101BQ6eBnlc0XuA6IV0o5b"],
   error_text="E       IndentationError: unexpected indent",
   failing_command="PYTHONPATH=. pytest -q", resolved=True,
   fix={"native_id": "call_uft9eZqDEgPf6pFs6ZdBTWGw", "kind": "edit_file", "entities": ["opk/cli/__main__.py"]},
   verified_by_native_id="call_SzGMVs6CPrTYCmY3NOWlEnhD",
   hard_cases=["edit_then_retry"],
   notes="5 test_cli tests fail importing opk/cli/__main__.py (line 333 unexpected indent). The agent reads the file, rewrites the convert/gen parser block with one apply_patch, and the rerun prints '36 passed'. Again reported as 'failed in sandbox ... exit code: 1' though it is a test failure.")

patches = [
 # (symptom id, file, fix id, verify id, note, extra hard cases)
 ("call_g4pWwc3uxPqqNiboeaE2PLCl", "README.md", "call_FiLZxuHwm8XpAsKSBb3CpIHk", "re-read with nl -ba README.md (call_Tb2rks3qQbwe6ISQ3coDwu9r)"),
 ("call_n8gs772MFQtCxVtfA9FlC6Wc", "opk/ui/main_window.py", "call_whbrf0NB7GQHqCFA5Glk9oQa", "re-read with sed (call_ww6BKHqu1s2p8e5IHJ6GZw0L); the import block had been rewritten by an earlier headless-stub patch"),
 ("call_e4QuPVjinJ0nXvn6LE2fP65q", "opk/ui/main_window.py", "call_R7r93KmGL7TPLbcWzOq1YL3u", "rg + sed re-read (call_jsh3FvAzFcms36tmDMxVg6Lz, call_bZaTYTF6aZuDg2HpZEVFMJBe)"),
 ("call_9LcAdPdEjrRoqrUUHybCQqOx", "docs/overview.md", "call_tU2KrQtmut1Uk4X72YPQcyWA", "re-read (call_3jBRo9pZXotSoSu9b1v7a7Ry); the real lines use non-breaking hyphens ('G‑code')"),
 ("call_Lfnvr4G867oaayERw9M9cZ7W", "opk/cli/__main__.py", "call_N5N2cP5P1BEYbBgTi9rktOzL", "re-read (call_G9KJhjTzJomPTznztK3IhDw1): the parser variable is `gn`, not `gen`"),
 ("call_uzLz0t3SnJD7xiNOjnOBTxYD", "pdl-spec/docs/PDL_SPEC.md", "call_KCGOCureNV46uvRTZa5v83dv", "re-read (call_5JmNU5V0HHcpiOAKrWM2nMDD): the heading it anchored on does not exist"),
 ("call_lUeouTet9bOFBo8zMHaYBv3v", "opk/ui/main_window.py", "call_bYROu3mAoBfvxsQvD6U9SV5b", "re-read (call_Bqa9yy9I5mA8bL9CnTaIn8tE)"),
 ("call_uRU0kwJC93ypbCTmajds0lIE", "docs/cli-reference.md", "call_5XwTBCdxxaMrztSuMcFeaa16", "re-read (call_w8Sgnf4zNYVu3Sls70l5DdFM)"),
]
for sid, path, fix, note in patches:
    ep(symptom_native_ids=[sid], error_text=P + path + ":", failing_command="*** Update File: " + path, resolved=True,
       fix={"native_id": fix, "kind": "edit_file", "entities": [path]}, verified_by_native_id=fix,
       hard_cases=["edit_then_retry"],
       notes="apply_patch run through the shell (heredoc `apply_patch << 'PATCH'`) whose context lines do not match the file; output has no exit code (plain 'error: Failed to find expected lines'). The agent " + note + ", then resends a corrected patch that prints 'Success. Updated the following files'. The fixing call is also the proof.")

ep(symptom_native_ids=["call_8R5ZG9b35ptKQ4XPODZJdmnh"],
   error_text="error: invalid hunk at line 4, '' is not a valid hunk header.",
   failing_command="*** Add File: pdl-spec/docs/getting-started.md", resolved=True,
   fix={"native_id": "call_mxGgcKpjc4zNkNS75BekRF5Y", "kind": "edit_file", "entities": ["*** Add File: pdl-spec/docs/getting-started.md"]},
   verified_by_native_id="call_mxGgcKpjc4zNkNS75BekRF5Y", hard_cases=["typo"],
   notes="An Add File patch whose body lines after the first lack the '+' prefix; the resent patch prefixes every line with '+' and succeeds.")
ep(symptom_native_ids=["call_t823wnhMfqCnmAA6Mh5TikES"],
   error_text="bash: -c: line 1: unexpected EOF while looking for matching `\"'",
   failing_command="rg -n \"add_parser\\(\\\"gcode-hooks|gcode-preview", resolved=True,
   fix={"native_id": "call_NykdJUNXersbPL4cBb8bQuYb", "kind": "quoting_fix", "entities": ["add_parser", "gcode-hooks"]},
   verified_by_native_id="call_NykdJUNXersbPL4cBb8bQuYb", hard_cases=["typo", "flag_removed"],
   notes="Unbalanced escaped quote in the rg pattern; bash itself fails (exit 2, wrapped as 'sandbox denied exec error'). The simpler pattern `add_parser\\(\\\"gcode-hooks` with `|| true` finds lines 120 and 162 (the duplicate registration behind E11).")
ep(symptom_native_ids=["call_GTSGUVrxtpQSf6Xml97tPTZX"],
   error_text="E       UnboundLocalError: local variable 'proc' referenced before assignment",
   failing_command="PYTHONPATH=. pytest -q", resolved=True,
   fix={"native_id": "call_6cesJwhoJVnYllcrkLuLnbwD", "kind": "edit_file", "entities": ["opk/plugins/slicers/bambu.py", "proc"]},
   verified_by_native_id="call_gIXYo5Abco3pnAZa0kao585f", hard_cases=["edit_then_retry"],
   notes="The agent's own generator edit used `proc` before defining it; the patch moves `proc = (pdl.get('process_defaults') or {})` up and the rerun prints '39 passed'.")
ep(symptom_native_ids=["call_yRNJPYflXvYh5CIFFcEHJSFb"],
   error_text="failed in sandbox None with execution error: command timed out",
   failing_command="git add opk/plugins/converters/*.py opk/plugins/slicers/*.py", resolved=True,
   fix={"native_id": "call_kO1sUr0FcS1B4vWe7n76K8US", "kind": "command_change", "entities": ["git add -A", "timeout_ms"]},
   verified_by_native_id="call_kO1sUr0FcS1B4vWe7n76K8US", confidence="medium",
   hard_cases=["compound_retry", "flag_removed", "config_change"],
   notes="Escalated `git add <globs> && git commit && git push origin main` times out (no exit code). The retry drops the escalation, uses `git add -A` and sets timeout_ms=120000; its output shows the commit '[main 548dd49]' was made (the commit goal works) but the chained push fails (E21). This `git add -A` is what committed the .codex/ folder, i.e. this very transcript's earlier sibling, into the repository.")
ep(symptom_native_ids=["call_kO1sUr0FcS1B4vWe7n76K8US"],
   error_text="ssh: Could not resolve hostname github.com: Name or service not known",
   failing_command="git push origin main", resolved=True,
   fix={"native_id": "line:1265", "kind": "user_fix", "entities": ["pushed the changes manually"]},
   verified_by_native_id="line:1265", confidence="medium",
   hard_cases=["permission", "compound_retry"],
   notes="The un-escalated run has no network in the sandbox (earlier escalated pushes, e.g. call_jSJfPRtNJLLXaqYEuysubrCe, worked). Exit 128 reported as 'sandbox denied exec error'. The agent never retries; the user says 'I pushed the changes manually.' That user message is both the fix and the evidence.")
ep(symptom_native_ids=["call_o5glgtBUnsyL7V6fxhYBSpiB"],
   error_text="Failed to find expected lines in opk/cli/__main__.py:",
   failing_command="*** Update File: opk/cli/__main__.py", resolved=True,
   fix={"native_id": "call_2wwGLaHidKB34w7srKHvx7XT", "kind": "edit_file", "entities": ["opk/cli/__main__.py", "cv.add_argument"]},
   verified_by_native_id="call_2wwGLaHidKB34w7srKHvx7XT",
   hard_cases=["edit_then_retry"],
   notes="Here the anchor miss comes wrapped differently: 'failed in sandbox LinuxSeccomp with execution error: sandbox denied exec error, exit code: 1, ... stderr: bash: line 65: warning: here-document ... Failed to find expected lines in opk/cli/__main__.py' (relative path, after a heredoc warning). A reader must not classify it as a sandbox denial. Re-read with sed (call_XJPyFSy6zVSHE3Ae6mOpB795), corrected patch succeeds.")
ep(symptom_native_ids=["call_nrlW23Spjp4PqyEsOyqTW5GM"],
   error_text="Failed to find expected lines in CHANGELOG.md:",
   failing_command="*** Update File: CHANGELOG.md", resolved=True,
   fix={"native_id": "call_TB6LdNExP8kjc8JUQ3QWEcxT", "kind": "edit_file", "entities": ["CHANGELOG.md"]},
   verified_by_native_id="call_TB6LdNExP8kjc8JUQ3QWEcxT", hard_cases=["edit_then_retry"],
   notes="Same sandbox-wrapped anchor miss; re-read (call_dsU9C9QXHCjL7NorinzZphlV), new patch succeeds.")
ep(symptom_native_ids=["call_TSfPyb2ptvzuFn0l59Zq3XrM", "call_5lXOWaZxDT268RJ77777Bkd6"],
   error_text="Failed to find expected lines in",
   failing_command="*** Update File: docs/system_notes.md", resolved=True,
   fix={"native_id": "call_1x2H6OF0Wp8sy4esWyvPyDnR", "kind": "edit_file", "entities": ["docs/system_notes.md"]},
   verified_by_native_id="call_1x2H6OF0Wp8sy4esWyvPyDnR",
   hard_cases=["edit_then_retry", "retry_still_fails_differently"],
   notes="First miss is sandbox-wrapped (relative path), the second after a re-read (call_aSzCM1NPDHXcGNM2Vhbcur5h) is the plain 'error: Failed to find expected lines in /home/.../docs/system_notes.md' with a different missing block; the third patch succeeds (with a harmless heredoc warning). Then `PYTHONPATH=. pytest -q` prints 51 passed (call_87SFmdoqkvJltLsixzo1yFSG).")
# masked: curl job logs
ep(symptom_native_ids=["call_Uzs5PHDUVLXlEs2hviUokCpU", "call_wcpxSk1x91CAGPkaW6ouH7BN"],
   error_text="\"message\": \"Must have admin rights to Repository.\"",
   failing_command="curl -sL https://api.github.com/repos/Monotoba/OpenPrintKit/actions/jobs/54266359310/logs | head -n 200",
   resolved=False, fix=None, verified_by_native_id=None, masked=True, confidence="high",
   hard_cases=["masked", "gave_up", "tool_switch"],
   notes="Unauthenticated curl of the GitHub job-logs endpoint returns a JSON error with exit 0 (curl -s, piped into head). The agent falls back to job metadata (call_wC8XJtyMXNO6NW7MjSzuKheW lists failing step names) and never gets the logs; later the user pastes the CI logs by hand. Two ids, same failure.")
# user-reported CI failures (non-shell)
U = []
ep(symptom_native_ids=["line:343"], shell=False, symptom_tool="user_message",
   error_text="mkdocs: command not found", failing_command=None, resolved=True,
   fix={"native_id": "call_gWZ9TuXhNKwAEVU6LZYZuhDK", "kind": "edit_file", "entities": ["pdl-spec/requirements.txt", "mkdocs"]},
   verified_by_native_id="line:428", confidence="medium", hard_cases=["install", "config_change"],
   notes="User pastes the GitHub Actions log of the docs workflow (exit 127). The agent adds pdl-spec/requirements.txt, installs it in gh-pages.yml and commits/pushes (call_gWZ9..., call_6hCL0wymgPOn2r53utHmuVxT). The user's next log (line:428) shows the same workflow reaching actions/deploy-pages with 'Found 1 artifact(s)', i.e. mkdocs build now runs; it fails later for another reason (E7).")
ep(symptom_native_ids=["line:428"], shell=False, symptom_tool="user_message",
   error_text="Error: Failed to create deployment (status: 404)", failing_command=None, resolved=False,
   fix={"native_id": "line:591", "kind": "user_fix", "entities": ["Settings", "GitHub Actions"]},
   verified_by_native_id=None, confidence="medium", hard_cases=["config_change"],
   notes="Pages is not enabled for the repo; nothing in the code can fix it. The agent explains at line:591 how to enable Pages (Settings -> Pages -> Source: GitHub Actions) and removes continue-on-error (call_5zNbpiiFGv9cvrF2YIERq8fM). The user never confirms a successful deploy (only asks for the URL), so unverified.")
ep(symptom_native_ids=["line:428"], shell=False, symptom_tool="user_message",
   error_text="ImportError: cannot import name 'init_workspace' from 'opk.workspace.scaffold'", failing_command=None, resolved=True,
   fix={"native_id": "call_UNN4GzPhS9kdNpFESzOfIdZO", "kind": "edit_file", "entities": ["init_workspace", "opk/cli/__main__.py"]},
   verified_by_native_id="line:503", confidence="medium", hard_cases=["retry_still_fails_differently", "edit_then_retry"],
   notes="CI-only failure on Python 3.10 (locally all 36 pass, so the local pytest runs are not evidence). First fix (commit 0eb2d59, call_6NW71JR91vnatV7QNQOphgrj) turns it into \"AttributeError: module 'opk.workspace.scaffold' has no attribute 'init_workspace'\" (user log line:476); the fallback in commit 85d6efa (call_UNN4...) removes it: the next log (line:503) lists only test_import_main_window_module as failing.")
ep(symptom_native_ids=["line:428", "line:476", "line:503"], shell=False, symptom_tool="user_message",
   error_text="ImportError: libEGL.so.1: cannot open shared object file: No such file or directory", failing_command=None, resolved=True,
   fix={"native_id": "call_yREmt6kc0qEljfT4ruol8BMM", "kind": "edit_file", "entities": ["preferences_dialog", "Qt compat layer"]},
   verified_by_native_id="line:535", confidence="medium", hard_cases=["retry_still_fails_differently", "edit_then_retry"],
   notes="Headless CI has no libEGL for PySide6. Three rounds: a _qt_compat stub module (commit 0eb2d59), lazy sub-dialog imports (85d6efa), then compat imports in preferences/app-settings dialogs (ddadeb1, call_yREm...). Each user log names a different importing module (gen_snippets_dialog.py, install_wizard.py, preferences_dialog.py). The log at line:535 no longer lists test_gui_import among the 5 failures.")
ep(symptom_native_ids=["line:535"], shell=False, symptom_tool="user_message",
   error_text="argparse.ArgumentError: argument cmd: conflicting subparser: gcode-hooks", failing_command=None, resolved=False,
   fix={"native_id": "call_5sivqAfTnfBWAreyjrU4WIzS", "kind": "edit_file", "entities": ["gcode-hooks", "duplicate"]},
   verified_by_native_id=None, confidence="medium", hard_cases=["edit_then_retry"],
   notes="Duplicate add_parser registrations (found by call_NykdJUNXersbPL4cBb8bQuYb: lines 120 and 162). Fixed in commit 027d134 and pushed. The only check is the local `PYTHONPATH=. pytest -q` (call_MEkjKSnk5B2GZBtLQFCot0nV, 36 passed), but the local suite also passed before the fix (call_cVy0AOid8gdmlDZWD2AG8KBd) while CI failed, so it does not show the CI failure is gone: unverified. Trap: do not use the local green run as verification.")

for n, e in enumerate(eps, 1):
    e.setdefault("shell", True)
# order episodes by first symptom line
recs = [json.loads(l) for l in open(os.path.join(os.path.dirname(__file__), '..', 'files', F))]
pos = {}
for i, r in enumerate(recs):
    p = r.get('payload', {})
    if p.get('type') == 'function_call': pos.setdefault(p['call_id'], i)
def first(e):
    s = e['symptom_native_ids'][0]
    return int(s[5:]) if s.startswith('line:') else pos[s]
eps.sort(key=first)
out_eps = []
for n, e in enumerate(eps, 1):
    d = {"id": "E%d" % n}
    for k in ["symptom_native_ids", "error_text", "failing_command", "resolved", "fix", "verified_by_native_id", "confidence", "masked", "expected_failure", "hard_cases", "shell", "symptom_tool", "notes"]:
        if k in e: d[k] = e[k]
    out_eps.append(d)
# fix cross-references in notes (E-numbers)
idmap = {tuple(e['symptom_native_ids']): e['id'] for e in out_eps}
entry = {
 "format": "codex-rollout-jsonl (codex_cli_rs 0.34.0, pre-source-field session_meta with v4 UUID id, legacy `shell` function_call ['bash','-lc',cmd] with optional timeout_ms / with_escalated_permissions / justification; outputs JSON {output, metadata{exit_code}} or plain text; apply_patch only as a shell heredoc; Linux seccomp sandbox; reasoning summaries empty)",
 "counts": {"shell_commands": 329, "failed_shell_commands": 20, "masked_failures_annotated": 2},
 "counts_notes": "329 function_call named 'shell' (3 update_plan not counted); 159 of them are `apply_patch << 'PATCH'` heredocs run through the shell, counted as shell commands per the files.gold convention (sessgraph may count them as edits). Failed = output that is not the JSON envelope (plain text) or metadata.exit_code != 0. Only one failure has a JSON envelope with non-zero exit (call_8FPf6UfCgyVd67JULwr9jity, exit 2). The other 19 are plain strings: 'failed in sandbox LinuxSeccomp with execution error: sandbox denied exec error, exit code: N, stdout: ..., stderr: ...' (8: the wrapper reports the program's own non-zero exit, pytest, bash, git push and three apply_patch anchor misses, NOT a sandbox denial), 'failed in sandbox None with execution error: command timed out' (1), and apply_patch's own 'error: Failed to find expected lines ...' / 'error: invalid hunk ...' (10). Several exit-0 outputs contain 'bash: line N: warning: here-document at line 1 delimited by end-of-file' (harmless) and one `|| true` probe prints 'mkdocs.yml: No such file or directory (os error 2)' (a probe, not labelled). No exec_command_end events. 2 masked ids: the curl job-log calls.",
 "failed_native_ids": sorted(["call_5lXOWaZxDT268RJ77777Bkd6","call_8FPf6UfCgyVd67JULwr9jity","call_8R5ZG9b35ptKQ4XPODZJdmnh","call_9LcAdPdEjrRoqrUUHybCQqOx","call_G3101BQ6eBnlc0XuA6IV0o5b","call_GTSGUVrxtpQSf6Xml97tPTZX","call_Lfnvr4G867oaayERw9M9cZ7W","call_TSfPyb2ptvzuFn0l59Zq3XrM","call_e4QuPVjinJ0nXvn6LE2fP65q","call_g4pWwc3uxPqqNiboeaE2PLCl","call_kO1sUr0FcS1B4vWe7n76K8US","call_lUeouTet9bOFBo8zMHaYBv3v","call_n8gs772MFQtCxVtfA9FlC6Wc","call_nrlW23Spjp4PqyEsOyqTW5GM","call_o5glgtBUnsyL7V6fxhYBSpiB","call_qwx67opMTueniNuIUpY5fiti","call_t823wnhMfqCnmAA6Mh5TikES","call_uRU0kwJC93ypbCTmajds0lIE","call_uzLz0t3SnJD7xiNOjnOBTxYD","call_yRNJPYflXvYh5CIFFcEHJSFb"]),
 "expected_nonzero": ["call_8FPf6UfCgyVd67JULwr9jity"],
 "exit_unknown": [],
 "notes": "Long 'continue' session on OpenPrintKit (Python CLI + PySide6 GUI that turns a printer description into slicer profiles). Local work: fix test collection (missing __init__.py, PYTHONPATH=.), a CLI IndentationError, a generator UnboundLocalError, many apply_patch anchor misses each fixed by re-reading the file and resending. Remote work: the user keeps pasting GitHub Actions logs (mkdocs missing, Pages not enabled, init_workspace import on 3.10, libEGL.so.1 in headless Qt, conflicting argparse subparsers); the agent fixes, commits and pushes with escalation, and the next pasted log is the only evidence. Parser traps: the 0.34 sandbox wrapper text 'sandbox denied exec error, exit code: N' is used for ordinary non-zero exits (pytest, bash syntax, git push); unauthenticated curl of job logs returns 'Must have admin rights' with exit 0; the final `git add -A` commits .codex/ (this transcript's folder) into the repo.",
 "episodes": out_eps,
 "pivots": [
  {"native_id": "line:63", "snippet": "I’ll add missing `__init__.py` files to make subpackages importable, then rerun tests to see the next failures."},
  {"native_id": "line:585", "snippet": "the remaining CI failures stemmed from duplicate CLI subparser registrations"},
  {"native_id": "line:1265", "snippet": "I pushed the changes manually."}
 ],
 "reuse": [
  {"entity": "PYTHONPATH=.", "discovered": {"native_id": "call_G3101BQ6eBnlc0XuA6IV0o5b", "snippet": "PYTHONPATH=. pytest -q"}, "reused": {"native_id": "call_87SFmdoqkvJltLsixzo1yFSG", "snippet": "PYTHONPATH=. pytest -q"}},
  {"entity": "with_escalated_permissions for git commit/push", "discovered": {"native_id": "call_SbO3e8m30uQwRoTadoY8wvtM", "snippet": "with_escalated_permissions"}, "reused": {"native_id": "call_jSJfPRtNJLLXaqYEuysubrCe", "snippet": "git push origin main"}},
  {"entity": "_qt_compat", "discovered": {"native_id": "call_6NW71JR91vnatV7QNQOphgrj", "snippet": "opk/ui/_qt_compat.py"}, "reused": {"native_id": "call_yREmt6kc0qEljfT4ruol8BMM", "snippet": "use Qt compat layer in preferences/app settings dialogs"}},
  {"entity": "duplicate gcode-hooks registration at lines 120/162", "discovered": {"native_id": "call_NykdJUNXersbPL4cBb8bQuYb", "snippet": "162:    gh = sub.add_parser(\"gcode-hooks\""}, "reused": {"native_id": "call_5sivqAfTnfBWAreyjrU4WIzS", "snippet": "remove duplicate gcode/PDL subparser registrations"}}
 ]
}
json.dump({"file": F, "entry": entry}, open(os.path.join(os.path.dirname(__file__), 'specs', 'openprintkit2.json'), 'w'), indent=1, ensure_ascii=False)
print(len(out_eps), 'episodes'); [print(e['id'], e['symptom_native_ids'][0], e['error_text'][:50]) for e in out_eps]
