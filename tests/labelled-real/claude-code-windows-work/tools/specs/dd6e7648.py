FILE = "claude_code/ClaudeWork__dd6e7648-37cd-491b-99e9-64b47fa7c319.jsonl"
SPEC = {
 "format": "claude-code-jsonl (Claude Code 2.x on Windows, work computer, cwd S:\\01_Repos\\BeFirst_Database_MES_Database\\MES (the project directory name in ~/.claude/projects is ...-MES-Database-MES); Bash tool is Git Bash, cwd shown by pwd as /s/01_Repos/...)",
 "counts_notes": "6 tool_use Bash, no PowerShell, no sidechains; every tool_result is_error false. 0 failed, 0 exit_unknown, 0 expected_nonzero. Two masked shell failures (find exits 0 with 'No such file or directory', and a case-sensitive find that silently finds nothing). Several Glob/Grep calls return 'No files found' (same case-sensitivity cause); they are not errors and are not made into episodes.",
 "notes": "Short session on a SQL Server database project: the owner asks for post-deploy seed scripts for two tables. The agent first looks in the wrong place: Glob patterns in mixed case find nothing, 'find ./MES/dbo/Tables' fails because the cwd already is ...\\MES (exit 0, masked), pwd shows the cwd, a case-sensitive 'find . -name \"*Serialization_Array*\"' prints nothing because the files are upper case (masked), and 'ls dbo/Tables/ | grep -i' finds PART_OPERATION_SERIALIZATION_ARRAY_INDEX_MASTERID.sql and ..._POSITIONID.sql. Then two seed files and a PostDeploy.sql edit, all successful. A near-control: no non-zero exits at all.",
 "expected_nonzero": [],
 "episodes": [
  {"id": "E1", "symptom_native_ids": ["toolu_01JzkVjCCa3cd5W5Ld5qFQx3"],
   "error_text": "find: \u2018./MES/dbo/Tables\u2019: No such file or directory",
   "failing_command": "find ./MES/dbo/Tables -name \"*Serialization_Array*\" -type f",
   "shell": True, "symptom_tool": "Bash", "resolved": True,
   "fix": {"native_id": "toolu_019hNQDDBpkfb4scx2CEiKkK", "kind": "path_fix (path relative to the real cwd .../MES: dbo/Tables/)", "entities": ["dbo/Tables/", "PART_OPERATION_SERIALIZATION_ARRAY_INDEX.sql"]},
   "verified_by_native_id": "toolu_019hNQDDBpkfb4scx2CEiKkK", "confidence": "high", "masked": True, "expected_failure": False,
   "hard_cases": ["masked", "wrong_cwd", "path_fix", "retry_still_fails_differently"],
   "notes": "find reports the missing directory but exits 0 here (is_error false, no 'Exit code'). The agent checks pwd (toolu_01T3aUp5..., '/s/01_Repos/BeFirst_Database_MES_Database/MES'), retries from '.', which finds nothing for another reason (E2), then lists dbo/Tables with grep -i."},
  {"id": "E2", "symptom_native_ids": ["toolu_01ReMb6CZB535kSUXfCfYJPh"],
   "error_text": "(exit 0 and empty output: -name is case-sensitive and the table files are upper case)",
   "failing_command": "find . -name \"*Serialization_Array*\" -type f",
   "shell": True, "symptom_tool": "Bash", "resolved": True,
   "fix": {"native_id": "toolu_019hNQDDBpkfb4scx2CEiKkK", "kind": "command_change (ls | grep -i, case-insensitive)", "entities": ["grep -i", "PART_OPERATION_SERIALIZATION_ARRAY_INDEX.sql"]},
   "verified_by_native_id": "toolu_019hNQDDBpkfb4scx2CEiKkK", "confidence": "medium", "masked": True, "expected_failure": False,
   "hard_cases": ["masked", "flag_removed", "tool_switch"],
   "notes": "Silent empty result. The agent never names the case problem; a Grep for 'Part_Operation_Serialization_Array_Index' in between also returns 'No files found'. The 'ls dbo/Tables/ | grep -i \"array\\|serialization\"' listing shows the upper-case file names. Medium because the cause is inferred."}
 ],
 "pivots": [
  {"native_id": "bf1fe855-469d-4e68-8c24-36ffe60529f6", "snippet": "Perfect! I found the tables."}
 ],
 "reuse": [
  {"entity": "table file names from the dbo/Tables listing",
   "discovered": {"native_id": "toolu_019hNQDDBpkfb4scx2CEiKkK", "snippet": "PART_OPERATION_SERIALIZATION_ARRAY"},
   "reused": {"native_id": "toolu_01Xz4sjCK8SruqZ2qZebtfxZ", "snippet": "PART_OPERATION_SERIALIZATION_ARRAY_INDEX_MASTERID.sql"}}
 ]
}
