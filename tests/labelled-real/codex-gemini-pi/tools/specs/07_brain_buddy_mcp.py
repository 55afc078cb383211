KEY = "codex/brain-buddy__rollout-2025-12-03T12-46-02-019ae408-a0d6-7dc0-9e50-bf20ac5120f8.jsonl"
import importlib.util, os
_s = importlib.util.spec_from_file_location("c4", os.path.join(os.path.dirname(__file__), "04_cooking_times.py"))
_m = importlib.util.module_from_spec(_s); _s.loader.exec_module(_m); ep = _m.ep
SC = "shell_command"
ENTRY = {
 "format": "codex-rollout-jsonl (codex_cli_rs 0.64.0, macOS zsh, workspace-write sandbox without network; shell_command envelopes 'Exit code: N / Wall time / Output:'; with_escalated_permissions; one list_mcp_resources call)",
 "counts": {"shell_commands": 20, "failed_shell_commands": 5, "masked_failures_annotated": 0},
 "counts_notes": "20 shell_command calls (plus 2 apply_patch and 1 list_mcp_resources function calls). Exit code from the 'Exit code: N' header. Failed: 5 — four existence/no-match probes (rg \"mcp\", command -v claude, env | grep -i mcp, ls .vscode) and one 'find ~' that hits the 10 s tool timeout (exit 124). The two curl calls are escalated up front and succeed. Sandboxed outputs carry the Homebrew '/bin/ps: Operation not permitted' noise line. No exit_unknown, no masked failures.",
 "failed_native_ids": sorted(["call_5HI9v2zec2OktdsahGbUgQAj", "call_JLff1CGXLepJUQxQnZseCGcq", "call_HI3sVsBp24zRTZVeWVUyIZrp", "call_16Fu3mR1l3DAeAaZrladS2eQ", "call_8jiNPeiV0UCsl7sMMrTDezbu"]),
 "expected_nonzero": sorted(["call_5HI9v2zec2OktdsahGbUgQAj", "call_HI3sVsBp24zRTZVeWVUyIZrp", "call_16Fu3mR1l3DAeAaZrladS2eQ", "call_8jiNPeiV0UCsl7sMMrTDezbu"]),
 "exit_unknown": [],
 "notes": "Short brain_buddy session between the two longer ones: the user asks to 'setup github MCP' (the previous session could not create GitHub issues without it). The agent probes the repo and home directory for existing MCP configuration, fetches the github-mcp-server README with an escalated curl, and writes .vscode/mcp.json plus docs/github_mcp_setup.md. Mostly a negative control: four of the five non-zero exits are probes whose failure is the answer, and the later 'mkdir -p .vscode' is new work, not a fix of the 'ls .vscode' probe. The one real failure is a 'find ~ -maxdepth 4' over the home folder that hits the tool's 10 s timeout and is abandoned. The MCP setup is never verified in this file.",
 "episodes": [
  ep("E1", ["call_5HI9v2zec2OktdsahGbUgQAj"], "(rg prints nothing and exits 1: no 'mcp' in the repository)", "rg \"mcp\"",
     None, None, None, None, ["intended_failure"], "No-match search: nothing MCP-related in the repo yet. Not a symptom.", resolved=False, expected=True, tool=SC),
  ep("E2", ["call_JLff1CGXLepJUQxQnZseCGcq"], "Exit code: 124", "find ~ -maxdepth 4 -iname '*mcp*'",
     None, None, None, None, ["gave_up"], "A search over the whole home folder hits the 10 s tool timeout with no output. The agent does not narrow or retry it; it turns to the upstream README instead (reasoning line:69 'Evaluating network access for MCP server setup'). Same kind as the 'search rooted at $HOME times out' failures in the existing Codex labels.", resolved=False, conf="medium", tool=SC),
  ep("E3", ["call_HI3sVsBp24zRTZVeWVUyIZrp", "call_16Fu3mR1l3DAeAaZrladS2eQ", "call_8jiNPeiV0UCsl7sMMrTDezbu"], "ls: .vscode: No such file or directory", "ls .vscode",
     None, None, None, None, ["intended_failure"], "Existence probes (is the claude CLI installed? any MCP env vars? a .vscode folder?); each 'no' is an answer. The later 'mkdir -p .vscode' (call_AvazuB9aT60OYDGhuTyXZDW1) and the new .vscode/mcp.json are the requested setup, not fixes: a symptom->fix link here would be a false positive.", resolved=False, expected=True, tool=SC)
 ],
 "pivots": [
  {"native_id": "line:70", "snippet": "Preparing to fetch README with escalated permissions"},
  {"native_id": "line:160", "snippet": "Planning new MCP setup documentation"}
 ],
 "reuse": [
  {"entity": "github-mcp-server config snippet",
   "discovered": {"native_id": "call_C1Gz12ne0xQCVUOodtwN0b6Y", "snippet": "\"GITHUB_PERSONAL_ACCESS_TOKEN\": \"${input:github_token}\""},
   "reused": {"native_id": "call_xYFCzZAzNULRAHcuq7szZ5J0", "snippet": "\"id\": \"github_token\""}}
 ]
}
