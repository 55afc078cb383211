"""Write specs/openprintkit1.json (OpenPrintKit 2025-10-31 rollout, codex 0.34.0)."""
import json, os
F = "codex/openprintkit__rollout-2025-10-31T19-02-58-c61729d4-da6d-46a4-9a29-ec2c614e5e23.jsonl"
P = "error: Failed to find expected lines in /home/randy/projects/python-3/OpenPrintKit/"
eps = []
def ep(**k):
    base = dict(masked=False, expected_failure=False, confidence="high", shell=True)
    base.update(k); eps.append(base)
def patch_ep(syms, path, fix, note, err=None, hc=("edit_then_retry",), cmdprefix="*** Update File: ", resolved=True, conf="high"):
    ep(symptom_native_ids=syms, error_text=err or (P + path + ":"), failing_command=cmdprefix + path, resolved=resolved,
       fix=({"native_id": fix, "kind": "edit_file", "entities": [path]} if fix else None),
       verified_by_native_id=fix if (fix and resolved) else None, hard_cases=list(hc), confidence=conf, notes=note)

ep(symptom_native_ids=["call_GGk3f0tlHKQCEmIvDoWZq078"],
   error_text="bash: line 1: dist: command not found", failing_command="*** Begin Patch\n*** Update File: opk/cli/__main__.py",
   resolved=True, fix={"native_id": "call_KzTI6VtKseu0HPPd1wCve6TN", "kind": "tool_switch", "entities": ["apply_patch"]},
   verified_by_native_id="call_KzTI6VtKseu0HPPd1wCve6TN", hard_cases=["tool_switch", "typo"],
   notes="The agent sent a raw patch as the shell argv (['bash','-lc','*** Begin Patch...']), so bash executes every patch line ('dist: command not found', '@@: command not found'); exit 2 reported as 'sandbox denied exec error'. The next call passes the same text as ['apply_patch', patch] and succeeds.")
ep(symptom_native_ids=["call_XSZnKffG2j89zdVt2YDq0EO7"],
   error_text="E   ModuleNotFoundError: No module named 'opk'", failing_command="pytest -q", resolved=True,
   fix={"native_id": "call_KzYQSw91pz5d6KD49olWOHQK", "kind": "command_change", "entities": ["PYTHONPATH=."]},
   verified_by_native_id="call_KzYQSw91pz5d6KD49olWOHQK", hard_cases=["env_prefix"],
   notes="Package not installed; the env prefix `PYTHONPATH=.` makes the rerun pass ('4 passed'). Same error returns in the next day's session (see cross-session group).")
ep(symptom_native_ids=["call_Ew8TZG7mdk7ZpY70sikTJiFP"],
   error_text="tests/test_install.py:37: AssertionError", failing_command="PYTHONPATH=. pytest -q", resolved=True,
   fix={"native_id": "call_VXP9rUcwDdsRswdsfXoaW9gi", "kind": "test_harness_fix", "entities": ["tests/test_install.py"]},
   verified_by_native_id="call_KBqC4NalxFs7eCtfjpcikKAB", hard_cases=["edit_then_retry"],
   notes="The new install test compares a pretty-printed substring against compact JSON; the agent edits the test and the rerun prints '8 passed'.")
ep(symptom_native_ids=["call_3KSsO4fjOwyfbfz8PtCog3ys", "call_l6MV9n390WrCoaKNtEB0MWZn"],
   error_text="E   json.decoder.JSONDecodeError: Invalid \\escape: line 85 column 35 (char 3235)", failing_command="PYTHONPATH=. pytest -q", resolved=True,
   fix={"native_id": "call_aZSsmeOLpJh5BVPb0NPo0NyN", "kind": "edit_file", "entities": ["schemas/pdl.schema.json", "*** Add File: schemas/pdl.schema.json"]},
   verified_by_native_id="call_HnhZPq8xUf5rQMg4p2MdmhEJ", confidence="medium",
   hard_cases=["edit_then_retry", "tool_switch", "retry_still_fails_differently"],
   notes="The agent's own schema edit put an invalid JSON escape in a patternProperties regex. A plain rerun (call_l6MV...) fails identically (not a fix). Five patch attempts to correct it miss their anchors (E5); the agent then deletes the file (call_irSc7QLxqnR55iIugU4CgzsK) and re-adds it whole (call_aZSs...), after which pytest prints '12 passed'.")
patch_ep(["call_m6rSQzvkVBBkGbSGpJBVTw4w", "call_nNLg1P3Lf5rsEl1pya79TVeh", "call_IcL4wJSID6yKieLDi02CTu5B", "call_7goiSd8BrHZKjAWEa9oXZtYZ", "call_2Q8jwyLFxsTXPdcImMIc7pr8"],
   "schemas/pdl.schema.json", "call_irSc7QLxqnR55iIugU4CgzsK",
   "Five consecutive Update File patches miss their context lines (between them cat -A / nl re-reads call_JtSDIRxfMZ7KgKpUhcNC7n2F, call_7mua5XPaPJxWbtTv8bGBQjhD). The agent switches approach: `*** Delete File: schemas/pdl.schema.json` then Add File with the full content. The delete is the change that unblocks; the Add File (call_aZSsmeOLpJh5BVPb0NPo0NyN) and pytest (E4) confirm.",
   hc=("edit_then_retry", "tool_switch", "compound_retry"))
patch_ep(["call_fnIb6CldJ7TsPln1xrP9J2UD"], "README.md", "call_nP8LaaaWoLQDil3oogxSqnvz",
   "Anchor miss ('### CLI Overview' not found); re-read with sed (call_UQtoMmFOforoVtOpak4Ht4TA), patch anchored elsewhere succeeds.")
# user-reported GUI failures
ep(symptom_native_ids=["line:644"], shell=False, symptom_tool="user_message",
   error_text="ImportError: cannot import name 'QAction' from 'PySide6.QtWidgets'", failing_command=None, resolved=True,
   fix={"native_id": "call_fEqsKUdUmxqfWWGZcBAqqp0K", "kind": "edit_file", "entities": ["QAction", "PySide6.QtGui"]},
   verified_by_native_id="line:662", confidence="medium", hard_cases=["edit_then_retry", "retry_still_fails_differently"],
   notes="User runs the GUI and pastes the traceback. The agent moves QAction to the PySide6.QtGui import and adds tests/test_gui_import.py; pytest '18 passed' (call_UVN1EhmyCMtLAqMEBB10eLIB) and commit a08891e. The user's next report (line:662) no longer shows the ImportError: the window just exits immediately (next episode).")
ep(symptom_native_ids=["line:662", "line:668"], shell=False, symptom_tool="user_message",
   error_text="But I never saw the gui open. It exited immediately.", failing_command=None, resolved=True,
   fix={"native_id": "line:713", "kind": "user_fix", "entities": ["QT_QPA_PLATFORM=xcb", "pip install -e ."]},
   verified_by_native_id="line:714", confidence="medium", hard_cases=["env_prefix", "install", "retry_still_fails_differently"],
   notes="Several rounds of advice (startup diagnostics commit 8492dc8, OPK_DEBUG). At line:708 the user also reports 'opk-gui: command not found' (entry points not installed). Line:713 tells the user to `pip install -e .` and to force the xcb Qt platform; the user replies 'OK, this worked:  QT_QPA_PLATFORM=xcb OPK_DEBUG=1 opk-gui'. The fix was run by the user, not by the agent.")
ep(symptom_native_ids=["line:696"], shell=False, symptom_tool="user_message",
   error_text="(no output: the user typed `python -m opk.ui.main_window OPK_DEBUG=1`, passing the env var as an argument)", failing_command=None, resolved=True,
   fix={"native_id": "line:701", "kind": "user_fix", "entities": ["OPK_DEBUG=1"]},
   verified_by_native_id="line:714", confidence="medium", hard_cases=["env_prefix", "typo"],
   notes="Line:701: 'You passed OPK_DEBUG as a positional argument, not an environment variable.' The user's later command puts OPK_DEBUG=1 before the program and works (line:714).")
ep(symptom_native_ids=["line:828"], shell=False, symptom_tool="user_message",
   error_text="AttributeError: 'PDLForm' object has no attribute 'g_start'", failing_command=None, resolved=False,
   fix={"native_id": "call_C5iypXv9sRNCoL7ap44mnypP", "kind": "edit_file", "entities": ["opk/ui/pdl_editor.py", "set_defaults"]},
   verified_by_native_id=None, confidence="medium", hard_cases=["edit_then_retry"],
   notes="The agent's refactor replaced g_start/g_end with a hooks table but set_defaults still used them. Fix in call_C5iy... (after an empty-hunk patch, E11); the only check is pytest '22 passed' (call_uDrDPay3JkoGXfyM7whqcL67), and the earlier suite was green while the GUI crashed, so it does not exercise this path; the user's next message is a new feature request without confirming. Unverified.")
patch_ep(["call_0E79OcOrOHLbb5skiQOr9Ijm"], "opk/ui/pdl_editor.py", "call_C5iypXv9sRNCoL7ap44mnypP",
   "An Update File patch with no hunk at all; the next patch carries the @@ hunk and succeeds.",
   err="error: invalid hunk at line 2, Update file hunk for path 'opk/ui/pdl_editor.py' is empty", hc=("typo",))
ep(symptom_native_ids=["call_Vg2JoVqggbA80eHMbMnGylnT"],
   error_text="E       AssertionError: assert 'M240' in ''", failing_command="PYTHONPATH=. pytest -q", resolved=True,
   fix={"native_id": "call_wDMYIHOJmEOpgbp6vl4ESYbH", "kind": "edit_file", "entities": ["opk/core/gcode.py"]},
   verified_by_native_id="call_Zw2Nj3G84EcUjJ0QsPikQ43N", hard_cases=["edit_then_retry"],
   notes="New camera-trigger test: the renderer returned no lines for the hook; gcode.py fix, rerun '25 passed'.")
patch_ep(["call_AjpIABJUix6MxTTmP5BBwoti", "call_u2nyQ3xyK3KEKzbOaKb0UoaH"], "opk/ui/pdl_editor.py", None,
   "Two attempts (before and after the user message at line:1007) to patch `def _init_peripherals_tab` miss their anchors; each is followed only by nl/sed re-reads (call_BJFA4anqywqvwE9xsFXja1oL, call_3rQwmmILesQRvFT2mxG57s3i, call_YipyoRiJJ7nu5xwxm2j2wVad, call_ULfTqHzdrfjVHQfzSxzuiQcc) and the agent goes on to other edits; this exact change is not resent. Later pdl_editor patches (E16, E17) have other anchors. Gave up on this patch.",
   hc=("gave_up",), resolved=False, conf="medium")
ep(symptom_native_ids=["call_ZbznYmghJXfGD4geWxjaULRW"],
   error_text="E   json.decoder.JSONDecodeError: Expecting ',' delimiter: line 221 column 9 (char 9490)", failing_command="PYTHONPATH=. pytest -q", resolved=True,
   fix={"native_id": "call_ojY7NEifPJnJOWTWJcO1US9y", "kind": "edit_file", "entities": ["schemas/pdl.schema.json"]},
   verified_by_native_id="call_1eiZpNZw9bDh7WzG3i7HvM3s", hard_cases=["edit_then_retry"],
   notes="Schema JSON broken by the agent's own edit; nl re-read (call_Dg3sn2xkMzFXyOQ4Qy73gtiU), patch, '25 passed'.")
ep(symptom_native_ids=["call_8Us0bMX1Kg4RCv4JFmvuyj2R"],
   error_text="E   json.decoder.JSONDecodeError: Expecting ',' delimiter: line 229 column 9 (char 9832)", failing_command="PYTHONPATH=. pytest -q", resolved=True,
   fix={"native_id": "call_12j74idQr7NPFdMI4cugVFPF", "kind": "edit_file", "entities": ["schemas/pdl.schema.json"]},
   verified_by_native_id="call_j2ctjaqcr23UMfQQHWmMT9Ng", hard_cases=["edit_then_retry"],
   notes="Same signature as E14 at a new position (line 229 vs 221) after the next schema edit: a recurrence, separate story. sed re-read (call_KeUWjNknaSmpil7oWCeet9E8), patch, '25 passed'.")
patch_ep(["call_sNplOrXulTAIzlqFPJVlAgtZ"], "opk/ui/pdl_editor.py", "call_m8sIBaM0bysnVrgpcV4WCOQK",
   "Anchor miss on the import block; re-read (call_puXiNBQuVO13DLf6EXuv5xg0), new patch succeeds.")
ep(symptom_native_ids=["call_RyMFdPVhaPHoDDvVfJUuZZA9", "call_pxedYsyoRDvadR8y79WRPZLR"],
   error_text="Failed to find expected lines in", failing_command="*** Update File: opk/ui/pdl_editor.py", resolved=True,
   fix={"native_id": "call_cLh65cQHPMBmSojG8KBpdisl", "kind": "edit_file", "entities": ["opk/ui/pdl_editor.py", "_add_aux"]},
   verified_by_native_id="call_YdPhuGAkCMSbBkaTNuXWZPzH", hard_cases=["edit_then_retry", "retry_still_fails_differently"],
   notes="First miss is the plain apply_patch error with the absolute path; the second (call_pxed...) comes wrapped as 'failed in sandbox LinuxSeccomp ... exit code: 1 ... stderr: bash: line 36: warning: here-document ... Failed to find expected lines in opk/ui/pdl_editor.py' with a relative path. In between, two `rg ... && sed ...` probes exit 1 with empty output because rg finds nothing (call_cAvXGWsoVSoNZyi65B8NTJgc, call_Dm6IwSk8zgRvsGbTpGdm7rkE; expected_nonzero). The third patch succeeds (with a harmless heredoc warning) and pytest prints '25 passed'.")
ep(symptom_native_ids=["call_hR66yfiu55FSS1lFtJq0GMlb"],
   error_text="Invalid patch hunk on line 13: Expected update hunk to start with a @@ context marker, got: 'id: test'", failing_command="*** Update File: tests/test_cli.py", resolved=True,
   fix={"native_id": "call_ZDqzfpRKmMs9N8Ro6wr6HKzy", "kind": "edit_file", "entities": ["tests/test_cli.py"]},
   verified_by_native_id="call_ZDqzfpRKmMs9N8Ro6wr6HKzy", hard_cases=["typo"],
   notes="Patch with body lines outside a @@ hunk (sandbox-wrapped). The resent patch succeeds.")
patch_ep(["call_k5vlX4YpeX8fdfozHWgSkz9K"], "docs/mcode-reference.md", "call_BS6XEfqv92rhO3bXVQ8wyPi5",
   "Sandbox-wrapped anchor miss (relative path); re-read (call_gLmCatjhYrpo9yq9K1PlFStu), new patch succeeds.", err="Failed to find expected lines in docs/mcode-reference.md:")
patch_ep(["call_aywUo158W3HvhkEhYZ55EyQU"], "schemas/pdl.schema.json", "call_OuSAY8X5svPIHuArrxs1g4E2",
   "Sandbox-wrapped anchor miss; sed re-read (call_ix6IMemACHTCcnwnBbCkZKlH), new patch succeeds.", err="Failed to find expected lines in schemas/pdl.schema.json:")
ep(symptom_native_ids=["call_5csfXeQmbDTgDaxARPc3ZYNM"],
   error_text="Invalid patch hunk on line 22: Expected update hunk to start with a @@ context marker, got: 'machine_control:'", failing_command="*** Update File: tests/test_cli.py", resolved=True,
   fix={"native_id": "call_qx0rhRek8pjNWPmxTqPhbKIA", "kind": "edit_file", "entities": ["tests/test_cli.py"]},
   verified_by_native_id="call_qx0rhRek8pjNWPmxTqPhbKIA", hard_cases=["typo"],
   notes="Same malformed-hunk signature as E18, other content; resent patch succeeds.")
patch_ep(["call_b7xUSmtdSdyV15YzsekALkot"], "docs/overview.md", "call_Fz35oPwG5CH4Forx0wL9IVs8",
   "Sandbox-wrapped anchor miss; re-read (call_ip88Z5K5ozs6SZPRc8voXAPW), new patch succeeds.", err="Failed to find expected lines in docs/overview.md:")
ep(symptom_native_ids=["call_EOr522ASQi6t0kodJixn1R5h", "call_1XUUvH9PUNxUvnwbMktK0vKE"],
   error_text="Invalid patch hunk on line 4: '' is not a valid hunk header.", failing_command="*** Add File: docs/system_notes.md", resolved=True,
   fix={"native_id": "call_17KZxRlpym6wGH21iZ105g1C", "kind": "edit_file", "entities": ["*** Add File: docs/system_notes.md"]},
   verified_by_native_id="call_17KZxRlpym6wGH21iZ105g1C", hard_cases=["typo", "retry_still_fails_differently"],
   notes="Add File whose blank lines lack the '+' prefix; the identical resend fails identically, the third version prefixes every line and succeeds.")
ep(symptom_native_ids=["call_PN83jKJ4zhoEYVoPA0kGOegW", "call_5CSq20pCRfc52WF5aX0spP9P", "call_C90uwlPFHK6tpj8yhmHNvG83", "call_E4QGnQPVEfQ8zc2PR2DDoj2t"],
   error_text="is not a valid hunk header. Valid hunk headers: '*** Add File: {path}', '*** Delete File: {path}', '*** Update File: {path}'", failing_command="*** Add File: docs/implementation-status.md", resolved=True,
   fix={"native_id": "call_hOa6J6FoVXMELLv6J1qwpM85", "kind": "tool_switch", "entities": ["write_text", "docs/implementation-status.md"]},
   verified_by_native_id="call_hOa6J6FoVXMELLv6J1qwpM85", confidence="medium", hard_cases=["tool_switch", "retry_still_fails_differently"],
   notes="Four Add File attempts fail (first on line 4 '', then three on line 5 with the document's first prose line). The agent switches to a `python - << 'PY'` script that writes stub files with Path.write_text (prints OK) and then fills them with Update File patches (call_XTe5xZD1T6OdxtnjAoxpY3Ez; E25 for the follow-up).")
patch_ep(["call_sHap753lLzOveUjo3WuuOjaU"], "docs/implementation-status.md", "call_uWpQbttt6sHrLss7cKn7VEm9",
   "Sandbox-wrapped anchor miss on the stub just written; re-read (call_JHvFVVuWTyV74XNmhL0gmARB), new patch succeeds.", err="Failed to find expected lines in docs/implementation-status.md:")
ep(symptom_native_ids=["call_pWW2qRt4lDekKFMWiwCpzNLu"],
   error_text="f\"start_gcode = {start_g.replace('\\n','\\\\n')}\",", failing_command="PYTHONPATH=. pytest -q", resolved=True,
   fix={"native_id": "call_VYy0C0QYg9fAaFIQiCKCaLYD", "kind": "edit_file", "entities": ["opk/plugins/slicers/bambu.py"]},
   verified_by_native_id="call_SgkbyvBVrBO6cByaXtHc5D5n", hard_cases=["edit_then_retry", "compound_retry"],
   notes="A backslash inside an f-string expression (SyntaxError on Python < 3.12) in the new Bambu (and Prusa) generator; both files are patched (call_MXLC6AsjqupgPGWzA1LHb9EO prusa, call_VYy0... bambu) and pytest prints '35 passed'. Commit message: 'fix f-string escapes'.")
patch_ep(["call_oWxHMETSGiV6RT4mwSGSDB15"], "opk/plugins/slicers/prusa.py", None,
   "Sandbox-wrapped anchor miss; after a re-read (call_yJoQcQJHcNAp2urrmikP2dQH) the agent moves on to spool_clients.py and never resends the prusa.py change.",
   err="Failed to find expected lines in opk/plugins/slicers/prusa.py:", hc=("gave_up",), resolved=False, conf="medium")
ep(symptom_native_ids=["call_tL6aqibnYKpy374enJlNsBoa", "call_lzOq17Shw6iERIFvIma8MGpE"],
   error_text="Invalid patch hunk on line 4: '' is not a valid hunk header.", failing_command="*** Add File: docs/system-spec.md", resolved=False,
   fix=None, verified_by_native_id=None, confidence="medium", hard_cases=["gave_up"],
   notes="Same malformed Add File as E23/E24, twice, at the very end; the user says 'continue' twice and the transcript ends after a sed of docs/project-status.md. docs/system-spec.md is never written in this session.")

recs = [json.loads(l) for l in open(os.path.join(os.path.dirname(__file__), '..', 'files', F))]
pos = {}
for i, r in enumerate(recs):
    p = r.get('payload', {})
    if p.get('type') == 'function_call': pos.setdefault(p['call_id'], i)
def first(e):
    s = e['symptom_native_ids'][0]
    return int(s[5:]) if s.startswith('line:') else pos[s]
order = sorted(range(len(eps)), key=lambda k: first(eps[k]))
out = []
for n, k in enumerate(order, 1):
    e = eps[k]; d = {"id": "E%d" % n}
    for key in ["symptom_native_ids", "error_text", "failing_command", "resolved", "fix", "verified_by_native_id", "confidence", "masked", "expected_failure", "hard_cases", "shell", "symptom_tool", "notes"]:
        if key in e: d[key] = e[key]
    out.append(d)
failed = sorted(["call_0E79OcOrOHLbb5skiQOr9Ijm","call_1XUUvH9PUNxUvnwbMktK0vKE","call_2Q8jwyLFxsTXPdcImMIc7pr8","call_3KSsO4fjOwyfbfz8PtCog3ys","call_5CSq20pCRfc52WF5aX0spP9P","call_5csfXeQmbDTgDaxARPc3ZYNM","call_7goiSd8BrHZKjAWEa9oXZtYZ","call_8Us0bMX1Kg4RCv4JFmvuyj2R","call_AjpIABJUix6MxTTmP5BBwoti","call_C90uwlPFHK6tpj8yhmHNvG83","call_Dm6IwSk8zgRvsGbTpGdm7rkE","call_E4QGnQPVEfQ8zc2PR2DDoj2t","call_EOr522ASQi6t0kodJixn1R5h","call_Ew8TZG7mdk7ZpY70sikTJiFP","call_GGk3f0tlHKQCEmIvDoWZq078","call_IcL4wJSID6yKieLDi02CTu5B","call_PN83jKJ4zhoEYVoPA0kGOegW","call_RyMFdPVhaPHoDDvVfJUuZZA9","call_Vg2JoVqggbA80eHMbMnGylnT","call_XSZnKffG2j89zdVt2YDq0EO7","call_ZbznYmghJXfGD4geWxjaULRW","call_aywUo158W3HvhkEhYZ55EyQU","call_b7xUSmtdSdyV15YzsekALkot","call_cAvXGWsoVSoNZyi65B8NTJgc","call_fnIb6CldJ7TsPln1xrP9J2UD","call_hR66yfiu55FSS1lFtJq0GMlb","call_k5vlX4YpeX8fdfozHWgSkz9K","call_l6MV9n390WrCoaKNtEB0MWZn","call_lzOq17Shw6iERIFvIma8MGpE","call_m6rSQzvkVBBkGbSGpJBVTw4w","call_nNLg1P3Lf5rsEl1pya79TVeh","call_oWxHMETSGiV6RT4mwSGSDB15","call_pWW2qRt4lDekKFMWiwCpzNLu","call_pxedYsyoRDvadR8y79WRPZLR","call_sHap753lLzOveUjo3WuuOjaU","call_sNplOrXulTAIzlqFPJVlAgtZ","call_tL6aqibnYKpy374enJlNsBoa","call_u2nyQ3xyK3KEKzbOaKb0UoaH"])
entry = {
 "format": "codex-rollout-jsonl (codex_cli_rs 0.34.0, session_meta without source/model_provider, v4 UUID id; legacy `shell` function_call; outputs JSON {output, metadata{exit_code}} or plain text; apply_patch both as argv ['apply_patch', patch] and as a bash heredoc; Linux seccomp sandbox; reasoning summaries empty)",
 "counts": {"shell_commands": 397, "failed_shell_commands": 38, "masked_failures_annotated": 0},
 "counts_notes": "397 function_call named 'shell' (3 update_plan not counted), including apply_patch invocations both as argv ['apply_patch', ...] and as `apply_patch << 'PATCH'` heredocs (counted as shell commands per the files.gold convention). Failed = output not in the JSON envelope, or metadata.exit_code != 0. Only 2 failures carry a JSON envelope (the rg probes call_cAvX..., call_Dm6I..., exit 1, empty output). 36 are plain text: 'failed in sandbox LinuxSeccomp with execution error: sandbox denied exec error, exit code: N, stdout: ..., stderr: ...' (this wrapper is used for the program's own non-zero exit: pytest exit 1/2, bash exit 2, apply_patch exit 1; nothing here is a real sandbox denial and no call is ever escalated) and apply_patch's own 'error: Failed to find expected lines in ...' / 'error: invalid hunk ...'. Many exit-0 heredoc outputs start with 'bash: line N: warning: here-document at line 1 delimited by end-of-file (wanted `PATCH')': harmless, not failures. User-reported GUI tracebacks are non-shell episodes (symptom_tool user_message). No exec_command_end events.",
 "failed_native_ids": failed,
 "expected_nonzero": ["call_Dm6IwSk8zgRvsGbTpGdm7rkE", "call_cAvXGWsoVSoNZyi65B8NTJgc"],
 "exit_unknown": [],
 "notes": "First of two long OpenPrintKit sessions (PDL printer-description schema, CLI, PySide6 GUI, slicer generators). Failures are overwhelmingly self-inflicted: broken JSON in the schema after the agent's own edits, apply_patch anchor misses and malformed Add File hunks (each fixed by re-reading and resending, or by switching to Delete+Add or a Python write), a raw patch passed to bash, missing PYTHONPATH, and failing new tests. The user runs the GUI outside the agent and reports an ImportError, an immediate exit (fixed by the user with QT_QPA_PLATFORM=xcb after `pip install -e .`), an env var passed as an argument and an AttributeError. Parser traps: the 'sandbox denied exec error' wrapper for ordinary non-zero exits; heredoc warnings in successful outputs; pytest passing while the GUI is broken (local green runs that do not exercise the reported failure are not verification).",
 "episodes": out,
 "pivots": [
  {"native_id": "call_irSc7QLxqnR55iIugU4CgzsK", "snippet": "*** Delete File: schemas/pdl.schema.json"},
  {"native_id": "line:701", "snippet": "You passed OPK_DEBUG as a positional argument, not an environment variable."},
  {"native_id": "line:714", "snippet": "OK, this worked:  QT_QPA_PLATFORM=xcb OPK_DEBUG=1 opk-gui"},
  {"native_id": "call_hOa6J6FoVXMELLv6J1qwpM85", "snippet": "write_text"}
 ],
 "reuse": [
  {"entity": "PYTHONPATH=.", "discovered": {"native_id": "call_KzYQSw91pz5d6KD49olWOHQK", "snippet": "PYTHONPATH=. pytest -q"}, "reused": {"native_id": "call_SgkbyvBVrBO6cByaXtHc5D5n", "snippet": "PYTHONPATH=. pytest -q"}},
  {"entity": "QT_QPA_PLATFORM=xcb", "discovered": {"native_id": "line:714", "snippet": "QT_QPA_PLATFORM=xcb OPK_DEBUG=1 opk-gui"}, "reused": {"native_id": "line:828", "snippet": "QT_QPA_PLATFORM=xcb OPK_DEBUG=1 opk-gui"}},
  {"entity": "Delete File + Add File to rewrite a file whose patch anchors keep missing", "discovered": {"native_id": "call_irSc7QLxqnR55iIugU4CgzsK", "snippet": "*** Delete File: schemas/pdl.schema.json"}, "reused": {"native_id": "call_aZSsmeOLpJh5BVPb0NPo0NyN", "snippet": "*** Add File: schemas/pdl.schema.json"}}
 ]
}
json.dump({"file": F, "entry": entry}, open(os.path.join(os.path.dirname(__file__), 'specs', 'openprintkit1.json'), 'w'), indent=1, ensure_ascii=False)
print(len(out), 'episodes'); [print(e['id'], e['symptom_native_ids'][0], (e['error_text'] or '')[:60]) for e in out]
