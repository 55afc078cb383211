"""Labels for claude_code/researchos__conversation.jsonl (Bash ordinals B[n], 1-based file order)."""
import os, sys
sys.path.insert(0, os.path.dirname(__file__))
import cc_records
from esp_entry import ep

F = os.path.join(os.path.dirname(__file__), "..", "files", "claude_code", "researchos__conversation.jsonl")
_recs, _bash = cc_records.load(F)
B = {i + 1: bid for i, (bid, _) in enumerate(_bash)}
failed = sorted(b for b, e in _bash if e)
NOTREAD = "File has not been read yet. Read it first before writing to it."
entry = {
 "format": "claude-code-jsonl (Claude Code 2.1.98 -> 2.1.100, Linux root container; background Agent tasks with <task-notification>; '[rerun: bN]' suffix on every Bash result)",
 "agent": "Claude Code",
 "failed_native_ids": failed,
 "expected_nonzero": [B[1]],
 "exit_unknown": [],
 "counts_notes": ("In notes, 'Bn' is the n-th Bash tool_use of the file (1-based, file order); ids are given in full in the fields. shell_commands = Bash tool_use blocks (64; no sidechain records in this file: the 5 Agent calls ran as background tasks whose "
   "transcripts are elsewhere, only their <task-notification> user records are here). failed = tool_result.is_error (4): exit 1, 2, 127 and one user "
   "rejection. Every Bash result ends with a '[rerun: bN]' marker (N restarts after the resume), which is not part of the command output. "
   "The user's own '!' commands (<bash-input>/<bash-stdout> user records: git remote set-url, git push) are not agent commands and are not counted. "
   "Non-shell: 4 Write 'File has not been read yet' errors."),
 "notes": ("Chinese-language research session: design a 'research skills -> skill graph -> composed method' paper (NeurIPS LaTeX template cloned from the "
   "user's paper-workspace-template repo), write Python experiment code with background Explore/code agents, restructure into paper/, build a "
   "paper-to-skill pipeline, export the session into the repo (this file), push, then add CLAUDE.md and a PostToolUse auto-compile hook. "
   "Failures: Write before Read (4; two of them because a background agent had created the file meanwhile), an over-escaped grep -P regex that silently "
   "matches nothing (masked, wrong 'in bib but not cited' report), undefined LaTeX references in grep-filtered pdflatex output (masked), a user rejection, "
   "persistent cwd drift after 'cd paper && bash build.sh', gh and jq not installed (gh masked by '| head -5'). The user pushes by hand with '!' commands."),
}
entry["episodes"] = [
 ep("E1", False, ["toolu_01H3RnXFxFoEVVpPpm83wTSP"], NOTREAD, None, True,
    {"native_id": "toolu_01JUvGewFqUPVP8uyUSZtFd9", "kind": "tool_switch", "entities": ["refs.bib"]}, "toolu_01JUvGewFqUPVP8uyUSZtFd9", "medium", ["tool_switch"],
    "Writing refs.bib that the template clone had already filled; the Read shows the content is already there ('refs.bib 已经被之前的 clone 预填了', 12b171e9-9b55-4f1d-abef-b7edb6ebbc29) and the write is dropped. Resolved in the sense that the file has the wanted content.", tool="Write"),
 ep("E2", False, ["toolu_01EMDN58WrvdHpydLm9D8inu"], NOTREAD, None, True,
    {"native_id": "toolu_01AeA4k6JNMxBLvHfUbayYoY", "kind": "tool_switch", "entities": ["A_appendix.tex"]}, "toolu_019UJjaev63yiBtzPUupv6Pt", "high", ["edit_then_retry"],
    "Read, then the identical Write succeeds.", tool="Write"),
 ep("E3", True, [B[12], B[13]], "=== Cited but not in bib ===", "grep -rohP '\\\\\\\\cite\\{[^}]+\\}' sections/*.tex | head -20", True,
    {"native_id": B[14], "kind": "quoting_fix", "entities": ["grep -roh '\\\\cite{[^}]*}'"]}, B[14], "high", ["masked", "typo", "flag_removed"],
    "Inside single quotes '\\\\\\\\cite' is a regex for two literal backslashes, so grep -P matches nothing: B12 reports every bib key as 'In bib but not cited' and nothing missing, B13 prints nothing; both exit 0. B14 (basic grep, single escaped backslash) lists the citations. Diagnosis ed02a119-cf69-4eaf-b073-d5be152e53b4: '之前的 regex 有问题'.", masked=True),
 ep("E4", False, ["toolu_0179REqMhjD1xqKNkUzNVAfC"], NOTREAD, None, False,
    None, None, "high", ["gave_up"],
    "src/baselines.py had been created meanwhile by a background code agent (B20 'exists'); the agent keeps that version and drops its own write.", tool="Write"),
 ep("E5", False, ["toolu_01XE4cwUDixC46NbfcFdPZhs"], NOTREAD, None, False,
    None, None, "high", ["gave_up"],
    "Same race as E4 for run_experiment.py (B21 said 'not exists', B22 a moment later 'exists': 'Code agent beat me to it').", tool="Write"),
 ep("E6", True, [B[26]], "LaTeX Warning: Reference `fig:pipeline' on page 2 undefined on input line 66.", None, True,
    {"native_id": "toolu_017t2zfpHmcsyQk2rnCJoxM1", "kind": "edit_file", "entities": ["sec:skill_schema"]}, B[28], "high", ["masked", "edit_then_retry"],
    "The build chain pipes pdflatex through 'grep -E \"Warning|Error\" | head -5', exit 0. The agent greps the labels (B27) and renames refs in several edits (first: toolu_017t2zfp…); B28 leaves only an amsmath warning. failing_command null: the long '&&' chain's text is in the record.", masked=True),
 ep("E7", True, [B[37]], "The user doesn't want to proceed with this tool use.", "git fetch origin 2>&1 && git log origin/master --oneline -5", True,
    {"native_id": "4a9870f3-f2e9-4d92-a37c-9e0103debdc9", "kind": "user_fix", "entities": ["git fetch origin"]}, B[38], "medium", [],
    "Rejected without an instruction; the user re-sends the same request ('又更新了…'), and the shorter 'git fetch origin && git diff HEAD..origin/master --stat' (B38) runs."),
 ep("E8", True, [B[45]], "python: can't open file '/root/ResearchOS/paper/run_pipeline.py': [Errno 2] No such file or directory", "python run_pipeline.py --demo 2>&1", True,
    {"native_id": B[46], "kind": "cwd_change", "entities": ["cd /root/ResearchOS"]}, B[46], "high", ["wrong_cwd", "path_fix", "compound_retry"],
    "Persistent shell cwd: B43 ran 'cd /root/ResearchOS/paper && bash build.sh', so the next python call runs in paper/. Fixed by prefixing 'cd /root/ResearchOS &&'."),
 ep("E9", True, [B[52]], "/bin/bash: line 1: gh: command not found", "gh auth status 2>&1 | head -5", True,
    {"native_id": "486cfdae-29f1-45af-9690-ac222ea23b47", "kind": "user_fix", "entities": ["git push -u origin master"]}, "53a94f95-09ee-427d-a45b-988453c98daf", "high", ["masked", "tool_switch"],
    "'| head -5' makes it exit 0. Without gh the agent commits and asks the user to set the remote and push (0451a557-b5fa-4a53-bdb0-e29492df59db); the user runs 'git remote set-url' and 'git push' as '!' commands and the push output shows the new branch.", masked=True),
 ep("E10", True, [B[61]], "/bin/bash: line 1: jq: command not found", "jq -e '.hooks.PostToolUse[]", True,
    {"native_id": B[62], "kind": "tool_switch", "entities": ["python -c \"import json"]}, B[62], "high", ["tool_switch"],
    "Validating the new .claude/settings.json: python's json module replaces jq."),
 ep("E11", True, [B[61]], "/bin/bash: line 1: jq: command not found", "jq -e '.hooks.PostToolUse[]", True,
    {"native_id": "toolu_01ACWKipcDibPTJrQVmDroGd", "kind": "edit_file", "entities": ["jq -r '.tool_input.file_path"]}, B[63], "high", ["tool_switch", "config_change"],
    "Second consequence of the same missing tool: the hook command the agent just wrote pipes through jq ('jq 没装，hook 需要它', 5e7570d9-e961-44e0-8b44-2dff21756f7f). The hook is rewritten in Python and pipe-tested (B63 builds the PDF, B64 skips a .py file)."),
]
entry["pivots"] = [
 {"native_id": "ed02a119-cf69-4eaf-b073-d5be152e53b4", "snippet": "之前的 regex 有问题"},
 {"native_id": "4a8e8243-161e-4515-acf7-ca21f0f3fa5d", "snippet": "没有 `gh` CLI。我来先准备好 git，你手动设置 remote 并 push。"},
 {"native_id": "5e7570d9-e961-44e0-8b44-2dff21756f7f", "snippet": "jq` 没装，hook 需要它"},
]
entry["reuse"] = [
 {"entity": "paper/ layout (project root vs paper/ cwd)", "discovered": {"native_id": B[43], "snippet": "cd /root/ResearchOS/paper && bash build.sh"},
  "reused": {"native_id": B[46], "snippet": "cd /root/ResearchOS && python run_pipeline.py --demo"}},
 {"entity": "template repo remote (git fetch origin / merge)", "discovered": {"native_id": B[31], "snippet": "git fetch origin"},
  "reused": {"native_id": B[38], "snippet": "git fetch origin 2>&1 && git diff HEAD..origin/master --stat"}},
]
masked_ids = sorted({s for e in entry["episodes"] if e["masked"] and e["shell"] for s in e["symptom_native_ids"] if s in B.values() and s not in failed})
entry["counts"] = {"shell_commands": len(_bash), "failed_shell_commands": len(failed), "expected_nonzero": 1, "exit_unknown": 0,
                   "masked_failures_annotated": len(masked_ids), "episodes": len(entry["episodes"]), "pivots": len(entry["pivots"]), "reuse": len(entry["reuse"])}
