"""Labels for opencode/mytts__opencode-session.md (opencode markdown export; ids are line:N, see ocmd_records.py)."""
import os, sys
sys.path.insert(0, os.path.dirname(__file__))
import ocmd_records

F = os.path.join(os.path.dirname(__file__), "..", "files", "opencode", "mytts__opencode-session.md")
_recs = ocmd_records.load(F)
BASH = [k for k, (kind, _) in _recs.items() if kind.startswith("tool:bash")]


def ep(id, shell, sym, err, cmd, resolved, fix, ver, conf, hard, notes, tool=None, masked=False, expected=False):
    e = {"id": id, "shell": shell, "symptom_native_ids": sym, "error_text": err, "failing_command": cmd,
         "resolved": resolved, "fix": fix, "verified_by_native_id": ver,
         "verification": "none" if ver is None else "later_run", "confidence": conf, "masked": masked,
         "expected_failure": expected, "hard_cases": hard, "notes": notes}
    if tool:
        e["symptom_tool"] = tool
    return e


entry = {
 "format": "opencode-markdown-export (opencode session exported as Markdown, ses_2c6dc1e74ffedb8DgpTrbS7wVj; Plan/Build/Compaction agents; Claude Opus 4.6, Sonnet 4.6, Haiku 4.5)",
 "agent": "opencode",
 "counts": {"shell_commands": len(BASH), "failed_shell_commands": 0, "expected_nonzero": 0, "exit_unknown": len(BASH),
            "masked_failures_annotated": 0, "episodes": 3, "pivots": 2, "reuse": 2},
 "counts_notes": ("shell_commands = '**Tool: bash**' blocks (21). The Markdown export keeps the command (JSON **Input:**, with "
   "description and workdir) and the text output (**Output:** block) but no exit code, no part/message ids and no tool state; tool errors "
   "of non-shell tools are '**Error:**' blocks (2 here, both edit). So failed = 0 and every bash call is exit_unknown, as for Gemini stream-json. "
   "A bash call with no output has no result block at all (line:4479 mkdir). Native ids are 'line:N' (0-based) of the '**Tool: x**' line or of "
   "the '## User' / '## Assistant (...)' heading. The export was rewritten in each commit of the repo (same session id, earlier parts dropped): "
   "this label is for the blob at 778b86d only."),
 "failed_native_ids": [],
 "expected_nonzero": [],
 "exit_unknown": BASH,
 "notes": ("Kotlin/Android + C++ (JNI eSpeak-ng) text-to-speech app with the Kokoro ONNX model. The user investigates memory growth, fixes cursor "
   "persistence, adds a GPL license, and iterates on audio chunking; builds are 'gradlew assembleDebug | tail' (all BUILD SUCCESSFUL) and commits. "
   "Few failures, all small and cleanly fixed: opencode's read-before-edit guard, a wrong git flag (--no-stat), and plan mode's edit deny rule that "
   "ends with the user switching to Build. Near-negative control for masking: every '| tail' build succeeded. User rejections of working changes "
   "('this change is not good per my text, i will drop it', line:5848; line:6654) are design feedback followed by 'git reset --hard HEAD~1', not failures, "
   "and are not episodes. A Compaction agent message sits at line:3446."),
 "episodes": [
  ep("E1", False, ["line:2169"], "You must read file /Users/cyb/works/mytts/app/src/main/java/com/example/mytts/ui/MainScreen.kt before overwriting it. Use the Read tool first", None, True,
     {"native_id": "line:2191", "kind": "tool_switch", "entities": ["MainScreen.kt"]}, "line:2230", "high", ["edit_then_retry"],
     "The agent had read the file before a compaction/turn boundary ('I already read it earlier — let me re-read to satisfy the tool requirement', line:2187); a read of lines 131-145 unblocks the identical edit ('Edit applied successfully.').", tool="edit"),
  ep("E2", True, ["line:4194"], "fatal: unrecognized argument: --no-stat", "git show 7bc83c6 --no-stat -p", True,
     {"native_id": "line:4215", "kind": "command_change", "entities": ["git show 7bc83c6 -p"]}, "line:4215", "high", ["flag_removed"],
     "No exit code in the export; the failure is only the output text. Dropping the invented flag gives the patch."),
  ep("E3", False, ["line:4436"], "The user has specified a rule which prevents you from using this specific tool call.", None, True,
     {"native_id": "line:4525", "kind": "user_fix", "entities": ["build it"]}, "line:4577", "high", ["permission", "config_change"],
     "opencode plan mode denies edits outside .opencode/plans/*.md. The agent probes for the plans folder (line:4458, '|| echo' fallback, a probe not a failure), creates it, writes the plan (line:4496) and asks to switch modes; the user's 'build it' switches to the Build agent and the same edit applies (line:4577).", tool="edit"),
 ],
 "pivots": [
  {"native_id": "line:4492", "snippet": "I'm in plan mode — I can only read/search and write plan files."},
  {"native_id": "line:5848", "snippet": "I prefer simpler approach: just enlarge the maximal chunk size from 50 to 100."},
 ],
 "reuse": [
  {"entity": "git reset --hard HEAD~1 (drop a commit)", "discovered": {"native_id": "line:6315", "snippet": "git reset --hard HEAD~1"},
   "reused": {"native_id": "line:6384", "snippet": "git reset --hard HEAD~1"}},
  {"entity": "git reset --hard HEAD~1 (drop a commit), second time", "discovered": {"native_id": "line:6384", "snippet": "git reset --hard HEAD~1"},
   "reused": {"native_id": "line:7107", "snippet": "git reset --hard HEAD~1 && git log --oneline -3"}},
 ],
}
