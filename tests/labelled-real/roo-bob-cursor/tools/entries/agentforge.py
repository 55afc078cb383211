KEY = "roo_code/agentforge__bob_task_may-18-2026_6-46-43-pm.md"
ORPHAN_RESULT_LINES = [1056]
E = {
 "format": "roo-code-markdown-export (IBM Bob IDE bob_task_*.md export; XML tool calls in '**Assistant:**' blocks, results in the next '**User:**' block; macOS zsh; exit code only as text 'Exit code: N'; starts after a context condensation: an assistant '# Conversation Summary' block followed by the result of a call that is not in the file)",
 "counts": {"shell_commands": 26, "failed_shell_commands": 5, "masked_failures_annotated": 0},
 "counts_notes": "26 <execute_command> blocks (id = line:N of the tag, 0-based). The user block at line:1056 is the result of a 'git status' whose call was condensed into the '# Conversation Summary' (line:950); it has no call record and is not counted. Failed (Exit code: 1): line:1535 and line:2192 git push blocked by GitHub push protection (GH013), line:2411 'git rebase -i' (no editor in the agent terminal), line:2590 git cherry-pick with modify/delete conflicts, line:5868 git add of a .gitignore'd path. Every command is 'cd <abs path> && ...' (zsh, so '&&' works here). The file ends with the result of line:7575 (git ls-remote); there is no final attempt_completion.",
 "failed_native_ids": ["line:1535", "line:2192", "line:2411", "line:2590", "line:5868"],
 "expected_nonzero": [],
 "exit_unknown": [],
 "notes": "IBM Bob session, 2026-05-17/18, macOS (Asia/Calcutta), project AgentForge (FastAPI backend + Next.js frontend turning a sentence into a watsonx Orchestrate agent). Almost all shell work is git. The user asks to push everything to a new public repo; GitHub push protection rejects the push because an earlier commit (80006ec) has a Groq API key and a GitHub PAT in TECHNICAL_PITCH.md and ULTIMATE_DEMO_GUIDE.md (the transcript itself shows them as [REDACTED]). Redacting the files in a new commit is not enough (the old commit is still pushed, same error); an interactive rebase fails (no EDITOR in the agent's terminal), a cherry-pick onto a clean branch conflicts (modify/delete), and the working route is a new branch from a47e247 plus 'git checkout feature/complete-implementation -- <files>' and one fresh commit, which pushes. Later a git add fails on a .gitignore'd bob_sessions/README.md (fixed by editing .gitignore), and the session ends with the user saying the .txt session logs are not visible on GitHub while the agent's checks show them committed and pushed. Privacy: the secret values never appear in the file (only [REDACTED] and GitHub's unblock URLs).",
 "episodes": [
  {"id": "E1", "shell": True, "symptom_native_ids": ["line:1535", "line:2192"],
   "error_text": "- Push cannot contain secrets", "failing_command": "git push public feature/complete-implementation", "resolved": True,
   "fix": {"native_id": "line:2501", "kind": "workaround_isolate", "entities": ["git checkout -b clean-implementation a47e247"]},
   "verified_by_native_id": "line:3056", "confidence": "high", "masked": False, "expected_failure": False,
   "hard_cases": ["edit_then_retry", "retry_still_fails_differently"],
   "notes": "GH013 repository rule violation: Groq API Key at TECHNICAL_PITCH.md:648 and a GitHub Personal Access Token at TECHNICAL_PITCH.md:653 / ULTIMATE_DEMO_GUIDE.md:201, all in commit 80006ec. First fix attempt: redact both files (apply_diff line:1872, line:1992) and commit (line:2102); the push line:2192 fails identically because 80006ec is still in the pushed history (diagnosis line:2314). Working fix: a new branch from a47e247 (line:2501), files checked out from the feature branch (line:2777, line:2865), one commit (line:2959); 'git push public clean-implementation' (line:3056) exits 0."},
  {"id": "E2", "shell": True, "symptom_native_ids": ["line:2411"],
   "error_text": "error: Terminal is dumb, but EDITOR unset", "failing_command": "git rebase -i a47e247", "resolved": True,
   "fix": {"native_id": "line:2501", "kind": "tool_switch", "entities": ["clean-implementation"]},
   "verified_by_native_id": "line:3056", "confidence": "high", "masked": False, "expected_failure": False,
   "hard_cases": ["tool_switch"],
   "notes": "An interactive rebase cannot run in the agent's non-interactive terminal. line:2497: 'Let me try a different approach - I'll create a new clean branch from a47e247'. The goal (history without 80006ec) is reached by the branch route; proof is the accepted push."},
  {"id": "E3", "shell": True, "symptom_native_ids": ["line:2590"],
   "error_text": "CONFLICT (modify/delete): TECHNICAL_PITCH.md deleted in HEAD and modified in 3abaacc", "failing_command": "git cherry-pick 3abaacc", "resolved": True,
   "fix": {"native_id": "line:2777", "kind": "tool_switch", "entities": ["git checkout feature/complete-implementation --"]},
   "verified_by_native_id": "line:2959", "confidence": "high", "masked": False, "expected_failure": False,
   "hard_cases": ["tool_switch"],
   "notes": "The redaction commit cannot be cherry-picked onto a47e247 because the files do not exist there. 'git cherry-pick --abort' (line:2689, exit 0), then the files are taken from the feature branch with git checkout (line:2777, line:2865) and committed (line:2959, exit 0)."},
  {"id": "E4", "shell": True, "symptom_native_ids": ["line:5868"],
   "error_text": "The following paths are ignored by one of your .gitignore files:", "failing_command": "git add bob_sessions/README.md README.md", "resolved": True,
   "fix": {"native_id": "line:6078", "kind": "config_change", "entities": [".gitignore"]},
   "verified_by_native_id": "line:6190", "confidence": "high", "masked": False, "expected_failure": False,
   "hard_cases": ["config_change", "edit_then_retry"],
   "notes": "git add refuses bob_sessions/README.md (the hint suggests -f). The agent reads .gitignore (line:5960) and adds an exception for the README (apply_diff line:6078); 'git add -A && git commit ...' (line:6190) exits 0 and the push (line:6280) succeeds."},
  {"id": "E5", "shell": False, "symptom_tool": "user", "symptom_native_ids": ["line:7178"],
   "error_text": "why didnt u push those .txt files in the bob sessions to github? I cant see them in the  github repo", "failing_command": None, "resolved": False,
   "fix": None, "verified_by_native_id": None, "confidence": "medium", "masked": False, "expected_failure": False,
   "hard_cases": [],
   "notes": "The agent checks git status (line:7378), the last commit's tree (line:7467: the 53 .txt files are in it) and 'git ls-remote --heads public' (line:7575): main and clean-implementation point at different commits. The export ends there, before any conclusion or change."}
 ],
 "pivots": [
  {"native_id": "line:1657", "snippet": "GitHub's push protection detected secrets in the documentation files!"},
  {"native_id": "line:2314", "snippet": "The issue is that the OLD commit (80006ec) still contains the secrets in git history."},
  {"native_id": "line:2497", "snippet": "Let me try a different approach - I'll create a new clean branch from a47e247"}
 ],
 "reuse": [
  {"entity": "commit a47e247 (last commit before the secrets)", "discovered": {"native_id": "line:2318", "snippet": "a47e247 feat: Add GroqCloud integration"}, "reused": {"native_id": "line:2501", "snippet": "git checkout -b clean-implementation a47e247"}},
  {"entity": "secret locations from push protection", "discovered": {"native_id": "line:1535", "snippet": "path: TECHNICAL_PITCH.md:653"}, "reused": {"native_id": "line:1661", "snippet": "<line_range>645-655</line_range>"}}
 ]
}
