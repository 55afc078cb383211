FILE = "claude_code/ClaudeWork__28e4e1a1-2d44-4f91-8ab7-ea7174ea0fac.jsonl"
SPEC = {
 "format": "claude-code-jsonl (Claude Code 2.1.x on Windows, home computer C:\\Users\\eduar, cwd X:\\03_ACG\\Odoo_Docs; Bash tool is Git Bash, plus one PowerShell tool call; Windows Store Python 3.11 with cp1252 console encoding)",
 "counts_notes": "15 shell commands = 14 tool_use Bash + 1 tool_use PowerShell (Test-Path). Failed = is_error true: 3 (all exit 1 Python tracebacks). Nothing exit_unknown or expected_nonzero. Non-shell: the Read tool refuses the binary .xlsx.",
 "notes": "The owner asks for a six-month Odoo roadmap spreadsheet built from D:\\0 - Downloads\\ACG Timeline.xlsx. Read cannot open the binary file; 'python -c' with pandas fails (not installed); the openpyxl one-liner fails with 'ValueError: embedded null character' because the path 'D:\\\\0 - Downloads' inside a bash double-quoted string reaches Python as '\\0' (a NUL escape); the agent writes the code to a script file with a raw string and it works. The roadmap script then dies on print('\\u2713 ...') with cp1252 UnicodeEncodeError and is fixed by printing '[SUCCESS]'. Later runs (addon scan, two more roadmap versions) all exit 0, and later scripts already use '[SUCCESS]' (reuse). Traps: openpyxl 'UserWarning: Unknown extension is not supported' lines at exit 0; a persisted-output tool result; 'Shell cwd was reset'.",
 "expected_nonzero": [],
 "episodes": [
  {"id": "E1", "symptom_native_ids": ["toolu_01FnUvQaxBDRc2LAjNpDATxj"],
   "error_text": "This tool cannot read binary files. The file appears to be a binary .xlsx file.",
   "failing_command": None, "shell": False, "symptom_tool": "Read", "resolved": True,
   "fix": {"native_id": "toolu_017iXuCpHyvpqZXvyJQMEA2k", "kind": "tool_switch (Python/openpyxl script instead of Read)", "entities": ["load_workbook", "read_timeline.py"]},
   "verified_by_native_id": "toolu_01J66dJZqxJm6ML5ZekCBX7j", "confidence": "high", "masked": False, "expected_failure": False,
   "hard_cases": ["tool_switch"], "notes": "The spreadsheet content (sheet 'IT Projects') is finally printed by the script run."},
  {"id": "E2", "symptom_native_ids": ["toolu_01YFzXuzN8Sk4bhnh11HBH3V"],
   "error_text": "ModuleNotFoundError: No module named 'pandas'",
   "failing_command": "python -c \"import pandas as pd; df = pd.read_excel(",
   "shell": True, "symptom_tool": "Bash", "resolved": True,
   "fix": {"native_id": "toolu_017iXuCpHyvpqZXvyJQMEA2k", "kind": "tool_switch (openpyxl instead of pandas, in a script file)", "entities": ["from openpyxl import load_workbook"]},
   "verified_by_native_id": "toolu_01J66dJZqxJm6ML5ZekCBX7j", "confidence": "high", "masked": False, "expected_failure": False,
   "hard_cases": ["tool_switch", "retry_still_fails_differently"],
   "notes": "pandas is not installed; the next one-liner already switches to openpyxl (toolu_01FR6nWU...) but fails for another reason (E3)."},
  {"id": "E3", "symptom_native_ids": ["toolu_01FR6nWUWLBWbUfuu42eySij"],
   "error_text": "ValueError: embedded null character",
   "failing_command": "python -c \"from openpyxl import load_workbook; wb = load_workbook('D:\\\\0 - Downloads\\\\ACG Timeline.xlsx');",
   "shell": True, "symptom_tool": "Bash", "resolved": True,
   "fix": {"native_id": "toolu_017iXuCpHyvpqZXvyJQMEA2k", "kind": "quoting_fix (code moved to a .py file with r'D:\\0 - Downloads\\ACG Timeline.xlsx')", "entities": ["r'D:\\0 - Downloads\\ACG Timeline.xlsx'", "read_timeline.py"]},
   "verified_by_native_id": "toolu_01J66dJZqxJm6ML5ZekCBX7j", "confidence": "high", "masked": False, "expected_failure": False,
   "hard_cases": ["typo", "tool_switch"],
   "notes": "Inside bash double quotes '\\\\0' becomes '\\0', which Python reads as a NUL character in the file name; the zipfile open raises 'embedded null character'. The agent never names the cause; it just writes the code to scripts/read_timeline.py (raw string) and runs it."},
  {"id": "E4", "symptom_native_ids": ["toolu_012sBRehiSgw8aYataK7KbQo"],
   "error_text": "UnicodeEncodeError: 'charmap' codec can't encode character '\\u2713' in position 0: character maps to <undefined>",
   "failing_command": "cd X:/03_ACG/Odoo_Docs && python scripts/create_odoo_roadmap.py",
   "shell": True, "symptom_tool": "Bash", "resolved": True,
   "fix": {"native_id": "toolu_01U5BXcAKXfEMSRF3EeBnPM1", "kind": "edit_file (print '[SUCCESS]' instead of '\u2713')", "entities": ["[SUCCESS] Roadmap created:", "create_odoo_roadmap.py"]},
   "verified_by_native_id": "toolu_01DGMXFiQURh5TuZJUAB4ZAH", "confidence": "high", "masked": False, "expected_failure": False,
   "hard_cases": ["edit_then_retry"],
   "notes": "The workbook is saved before the failing print, so the crash is cosmetic, but the run exits 1. The identical rerun prints '[SUCCESS] Roadmap created: D:\\0 - Downloads\\ACG_Odoo_Roadmap_6Month.xlsx'."}
 ],
 "pivots": [
  {"native_id": "a5a2cab9-4e77-4816-b304-a9292cf5a9c2", "snippet": "Let me check if the file exists and try to read it using Python"},
  {"native_id": "93c60841-a1d4-4d30-b84c-11ecc9358ec9", "snippet": "did you tak ein consideration the modules deeloped in X:\\03_ACG\\Custom_Addons?"}
 ],
 "reuse": [
  {"entity": "ASCII '[SUCCESS]' markers instead of check marks on the cp1252 console",
   "discovered": {"native_id": "toolu_01DGMXFiQURh5TuZJUAB4ZAH", "snippet": "[SUCCESS] Roadmap created:"},
   "reused": {"native_id": "toolu_019t33suiABUJNRvAHfaaewy", "snippet": "[SUCCESS] Detailed roadmap created:"}}
 ]
}
