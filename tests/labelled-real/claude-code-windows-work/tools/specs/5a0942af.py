FILE = "claude_code/ClaudeWork__5a0942af-607f-45d6-ae52-9a8ab7493e04.jsonl"
GB = "*** fatal error - add_item (\"\\??\\C:\\Program Files\\Git\", \"/\", ...) failed, errno 1"
SPEC = {
 "format": "claude-code-jsonl (Claude Code 2.x on Windows, work computer, cwd S:\\04_ACG\\Odoo_Docker; Bash tool is Git Bash; long commands auto-backgrounded ('Command running in background with ID: b0de493'), read back with TaskOutput and Read of the .output file; <task-notification> records carry only <task-id>, no <tool-use-id>)",
 "counts_notes": "16 tool_use Bash (no PowerShell, no sidechains). Failed: 3 tool_results with is_error true and 'Exit code 3221225477' (Git Bash crash), 1 user rejection (is_error true), and 1 background docker-compose run (toolu_01StWFEJ...) whose tool_result is only the background notice but whose <task-notification> (linked through task id b0de493, lines 158-159) says status failed, 'failed with exit code 1'; the TaskOutput call toolu_01TN716D... also shows <exit_code>1</exit_code>. 5 failed in all. A second background Bash (docker-compose logs, b516166) completes. Nothing exit_unknown or expected_nonzero. Two masked failures hidden by '|| echo'.",
 "notes": "The owner asks to start an Odoo + Postgres + nginx HTTPS stack with docker-compose. The first run (backgrounded) fails because the compose file mounts X:/03_ACG/Custom_Addons, which does not exist on this computer ('mkdir X:\\03_ACG: The network path was not found.'); the user supplies the right drive and the agent edits the volume. The next three Bash calls all crash inside Git Bash itself (exit 3221225477 = 0xC0000005, 'fatal error - add_item'), so the agent asks the user to run docker-compose in his own terminal; the user reports it runs but the site answers 400, which the agent explains with a missing hosts entry for odoo-dev.local (use https://localhost:8443). Two '|| echo' commands hide failures at exit 0: a missing logs/odoo.log (the agent switches to docker logs) and a psql query against the 'postgres' database whose error is swallowed into installed_modules.txt ('Database might not be initialized yet'); the follow-up listing is rejected by the user and the session ends. Privacy: the compose file shows PASSWORD=myodoo, the stock default of the official Odoo image for a local container (kept, noted). Traps: docker compose 'version is obsolete' warnings; nginx 301 redirects in the logs are normal.",
 "expected_nonzero": [],
 "episodes": [
  {"id": "E1", "symptom_native_ids": ["toolu_01StWFEJZEbFCX8rngReefWL"],
   "error_text": "Error response from daemon: mkdir X:\\03_ACG: The network path was not found.",
   "_error_text_from": "toolu_01TN716DD9Rz5LyHXMnhLgLc",
   "failing_command": "docker-compose up -d", "shell": True, "symptom_tool": "Bash", "resolved": True,
   "fix": {"native_id": "toolu_01GV3yRTqrLiGTwiGTKdFxQ6", "kind": "config_change (volume path X:/03_ACG -> S:/04_ACG in docker-compose.yml, path given by the user)", "entities": ["X:/03_ACG/Custom_Addons:/mnt/extra-addons", "docker-compose.yml"]},
   "verified_by_native_id": "toolu_01GEgWuBu9satYC5nq3aUz4A", "confidence": "medium", "masked": False, "expected_failure": False,
   "hard_cases": ["path_fix", "config_change"],
   "notes": "Background run; the error text is in the TaskOutput result toolu_01TN716D... (status failed, exit_code 1) and the task-notification. The user says 'ok, change X:/03_ACG for S:\\04_ACG' (19e1c34a...), the Edit changes the volume. The agent's own reruns crash (E2); the stack is finally started by the user, and 'docker ps' (toolu_01GEgWuB...) shows the containers up. Medium: the successful 'up' is the user's, outside the transcript."},
  {"id": "E2", "symptom_native_ids": ["toolu_01HbzeU8uFS4YeYTAUFyMfLC", "toolu_01N3XNUnmts4A7VTjXoSmg1Q", "toolu_01JAmucM8N6shaComfcpFV2M"],
   "error_text": GB, "failing_command": "docker-compose up -d", "shell": True, "symptom_tool": "Bash", "resolved": True,
   "fix": {"native_id": "08c89fef-458b-4883-9b08-6d7509c0f5b1", "kind": "user_fix (ask the user to run docker-compose up -d in PowerShell/cmd)", "entities": ["docker-compose up -d"]},
   "verified_by_native_id": "b744b6f9-39b5-4810-ab18-fdf994483a65", "confidence": "medium", "masked": False, "expected_failure": False,
   "hard_cases": ["tool_switch"],
   "notes": "Exit code 3221225477 (0xC0000005) and the MSYS runtime message '[main] bash ... fatal error - add_item'; an identical retry and even 'docker ps -a' crash the same way, so the shell itself is broken for a while. The agent gives up on its own shell and hands the command to the user ('It appears there's a temporary issue with Git Bash'); the user's 'is running now' confirms the stack started, and the Bash tool works again from toolu_01JMYHRp... on."},
  {"id": "E3", "symptom_native_ids": ["b744b6f9-39b5-4810-ab18-fdf994483a65"],
   "error_text": "is running now show error 400",
   "failing_command": None, "shell": False, "symptom_tool": "user_report", "resolved": False,
   "fix": {"native_id": "ae6351f7-43de-4745-830f-46d04744c14c", "kind": "request_fix (advice: open https://localhost:8443 or add odoo-dev.local to the hosts file)", "entities": ["https://localhost:8443", "odoo-dev.local"]},
   "verified_by_native_id": None, "confidence": "medium", "masked": False, "expected_failure": False,
   "hard_cases": ["config_change"],
   "notes": "Diagnosis: 'odoo-dev.local not found in hosts file' (toolu_012pv9Ah...), the certificate is for that name. The user's next message moves on ('yes, if i come from other computer, ...'), which may mean it worked, but he never says so: resolved false."},
  {"id": "E4", "symptom_native_ids": ["toolu_01T5NxdLwTH77DqroNjjhrg9"],
   "error_text": "tail: cannot open 'logs/odoo.log' for reading: No such file or directory",
   "failing_command": "tail -50 logs/odoo.log 2>&1 || echo \"Log file not found or empty\"",
   "shell": True, "symptom_tool": "Bash", "resolved": True,
   "fix": {"native_id": "toolu_01GqZiA3NYfSkjTkwA57dV49", "kind": "tool_switch (docker logs of the web container)", "entities": ["docker logs odoo_docker-web-1"]},
   "verified_by_native_id": "toolu_01GqZiA3NYfSkjTkwA57dV49", "confidence": "high", "masked": True, "expected_failure": False,
   "hard_cases": ["masked", "tool_switch"],
   "notes": "Masked by '|| echo': exit 0. Odoo logs to stdout in this image, so the file does not exist; docker logs shows the Odoo startup lines."},
  {"id": "E5", "symptom_native_ids": ["toolu_01PqXNkXjQz7Di8mHHJWq5a4"],
   "error_text": "Database might not be initialized yet",
   "failing_command": "docker exec odoo_docker-db-1 psql -U odoo -d postgres -c \"SELECT name FROM ir_module_module WHERE state='installed' ORDER BY name;\" -t > installed_modules.txt 2>&1 || echo \"Database might not be initialized yet\"",
   "shell": True, "symptom_tool": "Bash", "resolved": False,
   "fix": None, "verified_by_native_id": None, "confidence": "medium", "masked": True, "expected_failure": False,
   "hard_cases": ["masked", "gave_up"],
   "notes": "Masked by '|| echo' (exit 0); the real psql error went into installed_modules.txt. The Odoo tables live in another database, not 'postgres'. The follow-up 'psql -c \"\\l\"' listing (toolu_01ERxtVQWi1eTmiwMnFQwfUW, attempted fix) is rejected by the user and the session ends."}
 ],
 "pivots": [
  {"native_id": "9f9efbc3-97ea-4fdb-bc64-a14931f91b36", "snippet": "cannot access the path `X:\\03_ACG\\Custom_Addons`"},
  {"native_id": "08c89fef-458b-4883-9b08-6d7509c0f5b1", "snippet": "It appears there's a temporary issue with Git Bash."},
  {"native_id": "ae6351f7-43de-4745-830f-46d04744c14c", "snippet": "The issue is that `odoo-dev.local` is not in your hosts file"}
 ],
 "reuse": [
  {"entity": "container name odoo_docker-web-1 from docker ps",
   "discovered": {"native_id": "toolu_01GEgWuBu9satYC5nq3aUz4A", "snippet": "odoo_docker"},
   "reused": {"native_id": "toolu_01GqZiA3NYfSkjTkwA57dV49", "snippet": "docker logs odoo_docker-web-1 --tail=30"}}
 ]
}
