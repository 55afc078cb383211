FILE = "claude_code/ClaudeWork__5be06022-b41e-4a60-a58f-c6a58971bb2c.jsonl"
SPEC = {
 "format": "claude-code-jsonl (Claude Code 2.1.x on Windows, home computer, cwd X:\\03_ACG\\Odoo_Docs; Bash tool is Git Bash; a pasted screenshot as an image-cache reference)",
 "counts_notes": "4 tool_use Bash (git log / git show), no PowerShell, no sidechains; all tool_results is_error false, no 'Exit code' header. Glob/Grep/Read calls all succeed. 0 failed, 0 exit_unknown, 0 expected_nonzero, 0 masked.",
 "notes": "Negative control from the same user and machine: the owner asks which commit changed the CSS so that all Odoo form fields look highlighted; the agent reads git history of the docs repo and of X:\\03_ACG\\Custom_Addons and greps CSS files. The file ends mid-investigation (no answer yet). No failures. Traps for an extractor: 'git log --all --source -- \"*.css\" \"*.scss\" -10 --oneline' puts -10 and --oneline after '--', so git treats them as paths and prints full (non-oneline) entries, which is surprising output but not a failure; the owner's e-mail in git Author lines; the words 'error'/'highlight' in CSS listings.",
 "expected_nonzero": [],
 "episodes": [],
 "pivots": [
  {"native_id": "0c90ca3f-aae3-4b73-ace2-b43cd8a9eea9", "snippet": "X:\\03_ACG\\Custom_Addons"}
 ],
 "reuse": []
}
