"""Write gold.json for L13 and verify it against the raw files (ids, snippets, order, counts)."""
import json, re, subprocess, sys, os
sys.path.insert(0, os.path.dirname(__file__))
from aider_records import records

ROOT = os.path.join(os.path.dirname(__file__), "..")
FILES = os.path.join(ROOT, "files")
AV = "aider/verilog-simulasyonu-lsfl__.aider.chat.history.md"

def L(n): return f"line:{n}"
RUNS = [2147,2148,2223,2228,2233,2449,2454,3004,4099,4161,4315,4943,5350,6160,6389,7008,8363,9464,10148,11015,
        12342,12346,12347,12416,12417,12423,12424,12429,12435,12436,12586,12593,12594,13869,14388,18888,18889]

def ep(id, shell, sym, err, cmd, resolved, fix, ver, conf, hard, notes, tool=None, masked=False, expected=False):
    e = {"id": id, "shell": shell, "symptom_native_ids": sym, "error_text": err, "failing_command": cmd,
         "resolved": resolved, "fix": fix, "verified_by_native_id": ver, "verification": "none" if ver is None else "later_run",
         "confidence": conf, "masked": masked, "expected_failure": expected, "hard_cases": hard, "notes": notes}
    if tool: e["symptom_tool"] = tool
    return e

verilog = {
 "format": "aider-chat-history-md (aider v0.86.2, claude-sonnet-4-5 diff edit format; 4 'aider chat started' sessions appended in one file; no command output, no exit codes)",
 "agent": "aider v0.86.2",
 "counts": {"shell_commands": 37, "failed_shell_commands": 0, "expected_nonzero": 0, "exit_unknown": 37,
            "masked_failures_annotated": 0, "episodes": 17, "pivots": 3, "reuse": 2},
 "counts_notes": ("shell_commands = lines starting '> Running ' (0-based line numbers are the native ids). aider runs each line of a "
   "suggested ```bash block as its own subprocess in the repo root, so a block 'cd lsfl / python main.py' is two commands and the cd has no effect. "
   "Suggested commands the user declined ('[Yes]: d' at line 12590, 'python lsfl/main.py') and comment lines inside a block ('# veya') are not run and not counted. "
   "The history file never contains command output or an exit code: only '> Added N lines of output to the chat.' after a block (per block, not per command), "
   "or nothing at all when the command printed nothing (then aider does not ask 'Add command output to the chat?'). So failed_shell_commands is 0 and every "
   "command is exit_unknown; what failed is known only from the assistant's next reply (the diagnosis record named in each episode) or the user's next message. "
   "Not counted as shell commands: aider's own flake8 lint run ('## Running: .../python -m flake8 ...' inside the status record line:17111) and aider's internal git commits "
   "('Unable to commit: Cmd('git') failed due to: exit code(1)'); their failures are episodes with shell false. "
   "Record boundaries and 'decoded text' are defined in tools/aider_records.py (markdown hard-break '  ' stripped)."),
 "failed_native_ids": [],
 "expected_nonzero": [],
 "exit_unknown": [L(n) for n in RUNS],
 "notes": ("Turkish-language aider session (4 runs appended) building LSFL, a PyQt6 logic-circuit simulator with Verilog export, on Arch/CachyOS under KDE/Hyprland. "
   "The user pastes long feature specs; the app is launched with 'python lsfl/main.py' after almost every edit and aider adds its output to the chat unseen. "
   "Failures: Missing ANTHROPIC_API_KEY (twice, fixed by restarting aider with the key set), pip missing and the protected Arch system Python (fixed with pacman), "
   "a chain of PyQt6 API errors (QWidget.Policy, menu addAction, viewport, QPolygonF/QPoint, QSvgWidget module), the cwd trap of aider's per-line subprocesses "
   "('cd lsfl' then 'python main.py' runs main.py from the root; fixed with a run.py launcher, which comes back unfixed in the last command of the file), "
   "SEARCH/REPLACE blocks that do not match (one lost to rate limiting, one resolved by the reflection), a flake8 E999 f-string SyntaxError fixed by escaping braces, "
   "and a corrupted .git (BadObject) that makes every later aider commit fail and is never addressed. Many litellm RateLimitError retries (30k input tokens/min) "
   "delay replies but always end in an answer or the user moving on; they are not episodes. Runs with no output prompt (e.g. line:2454, line:4315, line:8363, line:12586, line:14388) "
   "are treated as clean launches of the GUI."),
 "episodes": [
  ep("E1", False, [L(32)], "litellm.AuthenticationError: Missing Anthropic API Key", None, True,
     {"native_id": L(41), "kind": "user_fix", "entities": ["ANTHROPIC_API_KEY"]}, L(63), "medium", ["env_prefix", "config_change"],
     "Startup warned 'ANTHROPIC_API_KEY: Not set'; the first prompt fails and the user quits with ^C. The restarted session (line:41) has no warning, so the key was set outside the transcript; the first reply (line:63) proves it.", tool="aider_llm_call"),
  ep("E2", True, [L(2147), L(2223)], "`pip` komutu bulunamıyor", "pip install PyQt6", True,
     {"native_id": L(2449), "kind": "tool_switch", "entities": ["pacman", "python-pyqt6"]}, L(2454), "medium", ["tool_switch", "install", "retry_still_fails_differently"],
     "Output is invisible; the diagnosis line:2155 says pip is not found. 'python -m pip install PyQt6' (line:2223, 2 lines of output) fails too, then ensurepip (E3). The assistant switches to the distro package manager (line:2240 diagnosis, line:2449 pacman). Verified only indirectly: the next launch line:2454 prints nothing and the user then describes the running window (line:2457). PyQt6 may have been importable all along (line:2148 reached a PyQt6 AttributeError)."),
  ep("E3", True, [L(2228)], "Arch Linux'ta sistem Python'u korumalı", "python -m ensurepip --upgrade", True,
     {"native_id": L(2449), "kind": "tool_switch", "entities": ["pacman", "python-pyqt6"]}, L(2454), "medium", ["tool_switch", "install"],
     "40 lines of ensurepip output, diagnosed in line:2240 as the protected (externally managed) Arch system Python; error_text is from that diagnosis record."),
  ep("E4", True, [L(2148)], "PyQt6'da `QWidget.Policy` yerine `QSizePolicy` kullanılmalı", "python lsfl/main.py", True,
     {"native_id": L(2155), "kind": "edit_file", "entities": ["QSizePolicy"]}, L(2233), "medium", ["edit_then_retry", "retry_still_fails_differently"],
     "Diagnosis and fix are the same assistant record line:2155 (commit ea724d4). The rerun line:2233 fails with a different error (menu addAction, E5), so the AttributeError is past."),
  ep("E5", True, [L(2233)], "PyQt6'da menü ekleme syntax'ı yanlış kullanılmış", "python lsfl/main.py", True,
     {"native_id": L(2240), "kind": "edit_file", "entities": ["QAction"]}, L(2454), "medium", ["edit_then_retry"],
     "Fix commit d0a5045 rewrites the menus with QAction objects. line:2454 prints nothing and the user's next message is about window size under Hyprland."),
  ep("E6", True, [L(4099), L(4104)], "`QWidget` nesnesinin `viewport()` metodu yok", "python lsfl/main.py", True,
     {"native_id": L(4106), "kind": "edit_file", "entities": ["viewport", "QScrollArea"]}, L(4161), "medium", ["edit_then_retry", "retry_still_fails_differently"],
     "User line:4104: clicking a component crashed the app. Fix commit f4455e5. The rerun line:4161 yields a different error (E7)."),
  ep("E7", True, [L(4161), L(4166)], "`QPolygonF` için `QPointF` nesneleri kullanmalıyız, `QPoint` değil", "python lsfl/main.py", True,
     {"native_id": L(4192), "kind": "edit_file", "entities": ["QPointF"]}, L(4315), "medium", ["edit_then_retry"],
     "The reply is delayed by 8 RateLimitError retries (line:4167..4188), which are not a fix. Commit 0114923; line:4315 prints nothing and the user moves to features."),
  ep("E8", True, [L(7008)], "Önce QAction shortcut uyarısını düzeltelim", "python lsfl/main.py", True,
     {"native_id": L(7028), "kind": "edit_file", "entities": ["setShortcut"]}, L(8363), "medium", ["edit_then_retry"],
     "A 5-line warning (the app still ran); the assistant fixes it unasked inside a feature reply (commit ad81d1b 'Kaldır QAction shortcut uyarısı'). line:8363 prints nothing."),
  ep("E9", False, [L(10870)], "SearchReplaceNoExactMatch: This SEARCH block failed to exactly match lines in lsfl/gui/canvas.py", None, False,
     None, None, "high", ["gave_up"],
     "1 of 9 SEARCH/REPLACE blocks failed. aider's reflection request is swallowed by 8 rate-limit retries ending in 'Open URL for more info?' prompts; the other 8 blocks are committed (1d9acd4) and the failed block is never re-sent.", tool="aider_edit"),
  ep("E10", False, [L(11035)], "litellm.AuthenticationError: Missing Anthropic API Key", None, True,
     {"native_id": L(11044), "kind": "user_fix", "entities": ["ANTHROPIC_API_KEY"]}, L(11152), "medium", ["env_prefix", "config_change"],
     "Same as E1 in the third run (user typed 'ls' as a prompt); the fourth run starts a minute later without the warning.", tool="aider_llm_call"),
  ep("E11", True, [L(12347), L(12424)], "Hata açık: `main.py` dosyası `lsfl/` klasörü içinde ama siz üst dizinden çalıştırmaya çalışıyorsunuz.", "python main.py", True,
     {"native_id": L(12354), "kind": "path_fix", "entities": ["run.py", "python lsfl/main.py"]}, L(12429), "medium", ["wrong_cwd", "path_fix", "retry_still_fails_differently"],
     "The block 'cd lsfl / python main.py' runs each line in its own subprocess in the repo root, so main.py is not found (2 lines of output). The assistant blames the user's cwd, suggests absolute cds (line:12423/12424 fail the same way, 2 lines) and adds a run.py launcher (commit cbcf301). 'python run.py' (line:12429) gets further and fails on QSvgWidget (E12, per line:12467). The true cause (cd does not persist between aider's commands) is never stated."),
  ep("E12", True, [L(12429), L(12436)], "`QSvgWidget` PyQt6'da `QtSvgWidgets` modülünde, `QtSvg` modülünde değil", "python run.py", True,
     {"native_id": L(12467), "kind": "edit_file", "entities": ["QSvgRenderer"]}, L(12586), "medium", ["edit_then_retry"],
     "Both launchers print the same 9 lines. line:12417 (python lsfl/main.py, 7 lines) probably shows the same ImportError but is not listed. Fix commit a6d27f1 renders the SVG with QSvgRenderer (no extra package); line:12586 prints nothing. The user still runs pacman/pip for the SVG widgets afterwards (line:12593/12594, 47 lines, outcome unknown)."),
  ep("E13", False, [L(13874)], "Sağ paneldeki elemanlar tamamen silindi.", None, True,
     {"native_id": L(13888), "kind": "edit_file", "entities": ["retranslate_ui"]}, L(14388), "medium", ["edit_then_retry"],
     "User-reported regression from the i18n change (component palette empty, menus untranslated), after 'python run.py' line:13869 printed 2 lines. Fix commit 92e7b7b; line:14388 prints nothing and the next spec does not mention the palette.", tool="user_report"),
  ep("E14", False, [L(16325), L(16329)], "Unable to commit: Cmd('git') failed due to: exit code(1)", None, False,
     None, None, "high", ["gave_up"],
     "aider's repo becomes corrupted ('Unable to list files in git repo: BadObject', 'Is your git repo corrupted?'); every later aider commit fails the same way to the end of the file. Neither the user nor the model addresses it. Misleading: aider still prints '> Commit ed72cac ...' lines next to the failures.", tool="aider_git"),
  ep("E15", False, [L(17111)], "SyntaxError: f-string: single '}' is not allowed", None, True,
     {"native_id": L(17208), "kind": "edit_file", "entities": ["f-string", "{{{s}, {r}}}"]}, L(17337), "medium", ["edit_then_retry"],
     "aider's auto-lint (flake8 E999 on lsfl/export/verilog_generator.py:207) after an edit; the user accepts 'Attempt to fix lint errors?'. The fix doubles the braces of the Verilog concatenation. aider re-lints after applying it and reports nothing, and the commit line:17337 follows: indirect verification.", tool="aider_lint"),
  ep("E16", False, [L(18226)], "SearchReplaceNoExactMatch: This SEARCH block failed to exactly match lines in lsfl/core/circuit.py", None, True,
     {"native_id": L(18724), "kind": "edit_file", "entities": ["draw_junctions"]}, L(18858), "medium", ["edit_then_retry"],
     "5 blocks failed because their REPLACE text was already in the files ('Are you sure you need this SEARCH/REPLACE block?'); the reflection reply admits it and sends a small edit that applies (line:18858, commit 5e08429).", tool="aider_edit"),
  ep("E17", True, [L(18889)], "(2 lines of output, as at line:12347; the file ends with ^C before any reply)", "python main.py", False,
     None, None, "medium", ["wrong_cwd", "gave_up"],
     "The same 'cd lsfl / python main.py' block suggested again by the last reply; the run.py workaround found in E11 is not reused. Unresolved at the end of the file."),
 ],
 "pivots": [
  {"native_id": L(2240), "snippet": "PyQt6'yı sistem paket yöneticisi ile kurmamız gerekiyor"},
  {"native_id": L(12354), "snippet": "kök dizinde bir başlatıcı script oluşturabilirim"},
  {"native_id": L(12467), "snippet": "SVG'yi QPixmap ile yükle (ek paket gerektirmez)"},
 ],
 "reuse": [
  {"entity": "run.py launcher", "discovered": {"native_id": L(12354), "snippet": "python run.py"},
   "reused": {"native_id": L(13869), "snippet": "Running python run.py"}},
  {"entity": "pacman instead of pip on Arch", "discovered": {"native_id": L(2240), "snippet": "sudo pacman -S python-pyqt6"},
   "reused": {"native_id": L(12593), "snippet": "sudo pacman -S python-pyqt6-webengine"}},
 ],
}

import esp_entry, cc_records, mytts_entry, ocmd_records
MYTTS = "opencode/mytts__opencode-session.md"
import ros_entry, pdf_entry, cline_entry, clinemd_records
CLINE = "cline/vibe-code-pet-store__cline-task.md"
PDF = "aider/pdf-ingestion__.aider.chat.history.md"
ROS = "claude_code/researchos__conversation.jsonl"
ESP = "claude_code/esp32-cam__conversation.jsonl"
GOLD = {"schema_notes": "see tests/labelled-real/README.md; same as files.gold.json. Additions for the three Markdown formats, which carry no ids: native ids are 'line:N', the 0-based line where the record starts. aider .aider.chat.history.md: records per tools/aider_records.py; shell commands are '> Running ' lines; no exit codes. opencode Markdown export: records start at '## User', '## Assistant (...)' and '**Tool: x**' lines (tools/ocmd_records.py); shell = '**Tool: bash**'; no exit codes. Cline Markdown export: records start at '**User:**' / '**Assistant:**'; a tool call's record includes the next user block with its result (tools/clinemd_records.py); shell = <execute_command>; no exit codes. Claude Code files use tool_use ids / record uuids as in files.gold.json. symptom_tool values used for non-shell episodes: tool names (Write, edit, AskUserQuestion, replace_in_file, write_to_file) or aider_llm_call, aider_edit, aider_lint, aider_git, cline_no_tool_use, user_report.",
        "files": {AV: verilog, ESP: esp_entry.entry, MYTTS: mytts_entry.entry, ROS: ros_entry.entry, PDF: pdf_entry.entry, CLINE: cline_entry.entry}, "cross_session_groups": [
  {"description": "pip refuses to install into the distro/Homebrew system Python (PEP 668 externally managed; aider's diagnosis: the Arch system Python is protected); fixed by the system package manager (pacman) or by --user --break-system-packages.",
   "category": "externally_managed_python",
   "members": [{"file": AV, "native_id": "line:2228"}, {"file": ESP, "native_id": esp_entry.B[28]}],
   "fix_entities": ["sudo pacman -S python-pyqt6", "--user --break-system-packages"]},
  {"description": "A tool the agent calls by bare name is not installed or not on PATH (pip on Arch; PlatformIO's pio only in ~/.platformio/penv/bin; gh and jq missing); fixed by calling it another way (python -m pip, pacman, python json), by its full path, or by the user installing it / doing the step by hand.",
   "category": "missing_tool_path",
   "members": [{"file": AV, "native_id": "line:2147"}, {"file": ESP, "native_id": esp_entry.B[5]}, {"file": ESP, "native_id": esp_entry.B[75]},
               {"file": ROS, "native_id": ros_entry.B[52]}, {"file": ROS, "native_id": ros_entry.B[61]}, {"file": CLINE, "native_id": "line:3499"}],
   "fix_entities": ["python -m pip install PyQt6", "pacman", "~/.platformio/penv/bin/pio", "python -c \"import json", "git push -u origin master", "try again, gh is now installed"]},
  {"description": "The command runs in a different working directory than the agent assumes: aider runs each line of a suggested block in its own subprocess from the repo root (so 'cd lsfl' does not carry to 'python main.py'), while Claude Code's Bash keeps the cwd of an earlier 'cd paper && ...' (so a later 'python run_pipeline.py' runs in paper/). Fixed by a path from the right root or an explicit 'cd <root> &&' prefix.",
   "category": "wrong_cwd",
   "members": [{"file": AV, "native_id": "line:12347"}, {"file": AV, "native_id": "line:18889"}, {"file": ROS, "native_id": ros_entry.B[45]}],
   "fix_entities": ["python lsfl/main.py", "run.py", "cd /root/ResearchOS"]},
  {"description": "The LLM provider call fails because of the user's aider configuration (ANTHROPIC_API_KEY not set; an editor model name the OpenAI-compatible endpoint does not know, HTTP 404); fixed only by restarting aider with a corrected configuration outside the transcript.",
   "category": "llm_provider_config",
   "members": [{"file": AV, "native_id": "line:32"}, {"file": AV, "native_id": "line:11035"}, {"file": PDF, "native_id": "line:782"}],
   "fix_entities": ["ANTHROPIC_API_KEY", "qwen2.5-coder:14b-instruct"]},
  {"description": "aider's auto-lint (flake8 E9/F8xx) reports an error right after an applied edit and asks 'Attempt to fix lint errors?'; fixed once by escaping f-string braces, given up once after three identical F821 reports.",
   "category": "aider_auto_lint",
   "members": [{"file": AV, "native_id": "line:17111"}, {"file": PDF, "native_id": "line:7637"}],
   "fix_entities": ["f-string", "{{{s}, {r}}}"]},
  {"description": "The tool rejects the model's edit block: aider 'The LLM did not conform to the edit format' (SEARCH block not matching, or a file listing without a file name), Cline replace_in_file 'The SEARCH block … is malformatted' (file reverted).",
   "category": "edit_format",
   "members": [{"file": AV, "native_id": "line:10870"}, {"file": AV, "native_id": "line:18226"}, {"file": PDF, "native_id": "line:3412"}, {"file": CLINE, "native_id": "line:4597"}],
   "fix_entities": ["draw_junctions"]},
  {"description": "Write/edit refused until the file is (re-)read in this context: opencode 'You must read file … before overwriting it', Claude Code 'File has not been read yet'; fixed by a Read, then the same write.",
   "category": "read_before_write_guard",
   "members": [{"file": MYTTS, "native_id": "line:2169"}, {"file": ROS, "native_id": "toolu_01H3RnXFxFoEVVpPpm83wTSP"}, {"file": ROS, "native_id": "toolu_01EMDN58WrvdHpydLm9D8inu"}],
   "fix_entities": ["Read", "read"]},
 ]}

def verify():
    bad = 0
    for f, e in GOLD["files"].items():
        if f.startswith("cline/"):
            recs = clinemd_records.load(os.path.join(FILES, f))
            order = {k: int(k.split(":")[1]) for k in recs}
            cmds = [k for k, v in recs.items() if v[0] == "tool:execute_command"]
            if cmds != e["exit_unknown"]: print("exit_unknown differs", f); bad += 1
        elif f.startswith("opencode/"):
            recs = ocmd_records.load(os.path.join(FILES, f))
            order = {k: int(k.split(":")[1]) for k in recs}
            cmds = [k for k, v in recs.items() if v[0].startswith("tool:bash")]
            if cmds != e["exit_unknown"]: print("exit_unknown differs", f); bad += 1
        elif f.startswith("aider/"):
            recs = records(os.path.join(FILES, f))
            order = {k: int(k.split(":")[1]) for k in recs}
            cmds = [k for k, v in recs.items() if v[0] == "command"]
            failed_recomputed = []
            if cmds != e["exit_unknown"]: print("aider exit_unknown differs", f); bad += 1
        else:
            cc, bash = cc_records.load(os.path.join(FILES, f))
            recs = {k: (v[0], v[2]) for k, v in cc.items()}
            order = {k: v[1] for k, v in cc.items()}
            cmds = [b for b, _ in bash]
            failed_recomputed = sorted(b for b, err in bash if err)
            if failed_recomputed != e["failed_native_ids"]: print("failed ids differ", f); bad += 1
            nores = [b for b, err in bash if err is None]
            if nores != e["exit_unknown"]: print("exit_unknown differs", f); bad += 1
        def chk(nid, s=None):
            nonlocal bad
            if nid not in recs:
                print("MISSING id", f, nid); bad += 1; return
            if s is not None and s not in recs[nid][1]:
                print("SNIPPET not in", nid, repr(s)); bad += 1
        for n in e["exit_unknown"]: chk(n)
        if f.startswith("aider/") and sorted(cmds, key=lambda k: order[k]) != e["exit_unknown"]:
            print("command set differs", len(cmds)); bad += 1
        if len(cmds) != e["counts"]["shell_commands"]: print("shell count differs", f, len(cmds)); bad += 1
        for x in e["expected_nonzero"]:
            if x not in e["failed_native_ids"]: print("expected_nonzero not failed", x); bad += 1
        # every failed shell command is a symptom, a fix attempt or expected
        syms = {s for x in e["episodes"] for s in x["symptom_native_ids"]}
        fixes = {x["fix"]["native_id"] for x in e["episodes"] if x["fix"]}
        for fid in e["failed_native_ids"]:
            if fid not in syms and fid not in fixes and fid not in e["expected_nonzero"]: print("failed id unexplained", fid); bad += 1
        # masked count by definition
        msk = {s for x in e["episodes"] if x["masked"] and x["shell"] for s in x["symptom_native_ids"] if s in cmds and s not in e["failed_native_ids"]}
        if len(msk) != e["counts"]["masked_failures_annotated"]: print("masked count differs", f, len(msk)); bad += 1
        for p in e["pivots"]: chk(p["native_id"], p["snippet"])
        for r in e["reuse"]:
            chk(r["discovered"]["native_id"], r["discovered"]["snippet"]); chk(r["reused"]["native_id"], r["reused"]["snippet"])
            if order[r["discovered"]["native_id"]] >= order[r["reused"]["native_id"]]: print("reuse order", r); bad += 1
        for x in e["episodes"]:
            for s in x["symptom_native_ids"]: chk(s)
            texts = [recs[s][1] for s in x["symptom_native_ids"] if s in recs]
            fx = x["fix"]
            rel = list(texts)
            if fx: chk(fx["native_id"]); rel.append(recs[fx["native_id"]][1])
            if x["verified_by_native_id"]: chk(x["verified_by_native_id"]); rel.append(recs[x["verified_by_native_id"]][1])
            if not x["error_text"].startswith("("):
                # error text: in a symptom record or in the diagnosis record (fix record or record named in notes)
                named = [m for m in re.findall(r"line:\d+|toolu_[A-Za-z0-9]+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}", x["notes"]) if m in recs]
                if not any(x["error_text"] in t for t in rel + [recs[m][1] for m in named]):
                    print("ERROR_TEXT not found", x["id"]); bad += 1
            if x["failing_command"] and not any(x["failing_command"] in t for t in texts):
                print("FAILING_COMMAND not found", x["id"]); bad += 1
            named_ids = [m for m in re.findall(r"line:\d+|toolu_[A-Za-z0-9]+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}", x["notes"]) if m in recs]
            if fx:
                for ent in fx["entities"]:
                    if not any(ent in t for t in rel + [recs[m][1] for m in named_ids]):
                        print("ENTITY not found", x["id"], ent); bad += 1
                first = min(order[s] for s in x["symptom_native_ids"])
                if not first < order[fx["native_id"]]: print("order sym<fix", x["id"]); bad += 1
                if x["verified_by_native_id"] and not order[fx["native_id"]] <= order[x["verified_by_native_id"]]: print("order fix<=ver", x["id"]); bad += 1
        c = e["counts"]
        assert c["episodes"] == len(e["episodes"]) and c["pivots"] == len(e["pivots"]) and c["reuse"] == len(e["reuse"])
        assert c["failed_shell_commands"] == len(e["failed_native_ids"]) and c["exit_unknown"] == len(e["exit_unknown"])
    for g in GOLD["cross_session_groups"]:
        files = {m["file"] for m in g["members"]}
        if len(files) < 2: print("group with one file", g["category"]); bad += 1
        for m in g["members"]:
            ep_syms = {x for e in GOLD["files"][m["file"]]["episodes"] for x in e["symptom_native_ids"]}
            if m["native_id"] not in ep_syms: print("group member not a symptom", m); bad += 1
    return bad

if __name__ == "__main__":
    b = verify()
    print("problems:", b)
    json.dump(GOLD, open(os.path.join(ROOT, "gold.json"), "w"), ensure_ascii=False, indent=1)
    print("wrote gold.json")
