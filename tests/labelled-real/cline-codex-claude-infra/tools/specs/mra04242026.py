"""Labels for cline/mra04242026__api_conversation_history.json (hand-made from reading the raw file)."""
FILE = "cline/mra04242026__api_conversation_history.json"

def ep(id, sym, err, cmd, resolved, fix, ver, conf, masked, hard, notes, shell=True, tool=None, expected=False):
    e = {"id": id, "symptom_native_ids": sym, "error_text": err, "failing_command": cmd,
         "resolved": resolved, "fix": fix, "verified_by_native_id": ver, "confidence": conf,
         "masked": masked, "expected_failure": expected, "hard_cases": hard, "notes": notes,
         "shell": shell}
    if tool:
        e["symptom_tool"] = tool
    return e

T = {  # api index -> tool_use id (execute_command unless noted)
 35:"tooluse_NR8e9MR0WIvAWuWteKTVwT", 39:"tooluse_Fp5A3kCD2XDmB0ozjT1eK9", 41:"tooluse_7QeA2T5JOmyO2wf73KVqnQ",
 53:"tooluse_UCRu6UTtncMNurmixcgcZ6", 55:"tooluse_2CxI721eK1LCTzKpYvMMco", 83:"tooluse_Vs3h5uTUk4Uijx3bztPNJj",
 111:"tooluse_vtyiTPusTMWKmomR4Hnhv0", 113:"tooluse_nJfUkZneYZJ3spDLsgu9LB", 137:"tooluse_guKZl9asXb6j3WuvDkKMOz",
 141:"tooluse_xBvB9MI9gUEcsFUgi9QFHh", 143:"tooluse_wGXdKio69wJl5McluIjP4w", 145:"tooluse_w6YKySxWGh9EyBtsu8JXau",
 151:"tooluse_nstMdA31SrEgAxNgxIbOKx", 153:"tooluse_370ipnx8gYvScgGJz7rqeD", 157:"tooluse_AxZdm85DwMktxhqqjHsygd",
 159:"tooluse_LqlaP4zKurU9o0tpetV2Qd", 161:"tooluse_pzos7YWUc8DZfXepbEYqDo", 165:"tooluse_X5RnW65z7g4KwysEZOyXRg",
 169:"tooluse_N15kFUDgI01XIPLrkO0lls", 171:"tooluse_MA9nAdlaXPC9c9eh5mCB6I", 175:"tooluse_enzZ1J6kyA9o9uKJmsnsU2",
 181:"tooluse_3lYdgGnqUH4emar3MvjntJ", 183:"tooluse_LnJAzxmxDP0plzhVWl4ksB", 187:"tooluse_PIRqa9pb6gAUFW6nzZOxin",
 191:"tooluse_wR76DfdyQCFsSrfXbGjZQX", 195:"tooluse_RLuGkR87iexUUGoFxzvwtV", 203:"tooluse_QjOpIOdLXNHudL4fdgSRCa",
 205:"tooluse_4M2IyOsTIwzxuhkNEfmIBF", 211:"tooluse_ldidGi1okVl1xBEavP3AVh", 216:"tooluse_kwkb9ntHQHfvHsHZRAO0ba",
 221:"tooluse_22Nez1pclPGNQb05fLTij2", 223:"tooluse_KcHn9a5cFhemmyOt0fayTS", 225:"tooluse_rxSA4xQIt1a5kY9QUnNMev",
 235:"tooluse_C9lTolcUH3baqyycznIC32", 241:"tooluse_xUXXP7CURcKNUpAyQKiL0P",
 257:"tooluse_VxUatG1YzZRGh6eZ1oMSOT", 259:"tooluse_OHBtClMxdEJ8Jl4mwVI3zo", 263:"tooluse_13AaHHAyjTUQImYKp29bhB",
 265:"tooluse_SvOaE8ePv9L3lOFtLMkmAC", 277:"tooluse_mQQrz8ExGNU8zy9218DCwk", 285:"tooluse_sDUOeiOJJE4NOnYN8gdoyU",
 305:"tooluse_IS8CigFJ3tyPo3lsCxo10R", 315:"tooluse_mnfRY9ausdACGOhJkUkCTi", 317:"tooluse_32lEegtF6rS8poczLMAW31",
 323:"tooluse_jJhgEHAYV2LJ2dLa1OGY3n", 327:"tooluse_2CoAJJ0oX3b8mLG0ydGClc", 335:"tooluse_7SPw15p5WvI6CVfe1Fy48d",
 337:"tooluse_HVWZ0LLGrUJHoc80IDi0gx", 339:"tooluse_5IyLxICIgVpaRAsryq51tJ", 341:"tooluse_R9luFyVzzUQAFgpLXfzwHl",
 343:"tooluse_cZLdS44zwsf2oz0pfGQomu", 345:"tooluse_K7WYRZg5K9te0peq5HnzYy", 353:"tooluse_JulUP6fyCL1YydtSJ6FsbJ",
 355:"tooluse_ApxbFUuPYPJQdSxR65ou91", 359:"tooluse_kvclI38alyQlV4jlivj9lk", 363:"tooluse_UBMqxvlglD0aQqiugp7TAO",
 377:"tooluse_wGMnq69Yo9XF0olIZf5vCK", 379:"tooluse_qz1muKadUF6rrmKFVyXkN1", 381:"tooluse_NRVkgQ9HjRBetuwkgYSg8r",
 383:"tooluse_pdMpiX9XRfqrwszES5CJoZ", 387:"tooluse_vP8eDxRD5nKNAHRfrSz24a", 389:"tooluse_9mDHP7XoNcpcLkPZkqC4Q7",
 393:"tooluse_FuweVZmeQYxhduxLIPdVFp", 407:"tooluse_U0VWFVJDiAvyynHpD3YSrT", 409:"tooluse_x8cZjPBGwE2HafDxhmlI6V",
 417:"tooluse_4cVmn91mekc4tlrKEuTqIZ", 419:"tooluse_TkhTx9BxJSRVdN9NlJwnB6", 427:"tooluse_H2y6TWQvpfaU2eTCmODHA4",
 # non-shell tools
 1:"tooluse_QaAkomQSyRkyE7qF4liUqX", 3:"tooluse_KIJqxYXkG70KwfTo7yFCgr", 5:"tooluse_TDmqHC7naHkOlKkov70VCA",
 25:"tooluse_f8uWh7Hvbq4eXDiLufCZzG", 27:"tooluse_v7w45nMIGT2R1jS2vIj5ve", 281:"tooluse_2oOj8gYr2KKFqQR4kWx79u",
}

FAILED = [41, 53, 111, 137, 165, 169, 171, 175, 181, 183, 187, 191, 203, 211, 221, 257, 259, 263, 315,
          337, 339, 343, 363, 381, 393, 409]
EXPECTED = [41, 111, 337, 339]
UNKNOWN = [235, 341, 377, 387, 417, 427]

WRONG_CWD = ("Root cause of the whole terraform block: every `cd c:\\Apps\\MRA04242026\\terraform && ...` actually ran in "
             "c:\\Apps\\MRA04242026 (the Cline terminal's cd did not take; even `cd /d` and `pushd` listings show 'Directory of "
             "c:\\Apps\\MRA04242026'). The repo root held an old variables.tf/iam.tf/secrets.tf, so terraform read those.")

EPISODES = [
 ep("E1", [T[1]], "400 status code (no body)", None, True,
    {"native_id": T[3], "kind": "tool_switch", "entities": ["src/ai", "genkit.ts"]}, T[5], "medium", False, ["tool_switch"],
    "use_subagents ran 5 subagents; '[5] FAILED - Analyze the AI integration ...' with '400 status code (no body)'. The agent then "
    "covers the failed subagent's scope itself: list_files src/ai (api:3) and read_file src/ai/genkit.ts (api:5) succeed. The "
    "agent never names the failure, hence medium.", shell=False, tool="use_subagents"),
 ep("E2", [T[25]], "The user made the following updates to your content:", None, True,
    {"native_id": T[27], "kind": "edit_file", "entities": ["gcs-storage.ts"]}, T[27], "medium", False, ["edit_then_retry"],
    "write_to_file of src/lib/gcs-storage.ts comes back with a user edit that deletes all 125 lines ('@@ -1,125 +1,1 @@'). "
    "The agent says 'I see the file was cleared' and writes it again (api:27), which saves.", shell=False, tool="write_to_file"),
 ep("E3", [T[35], T[83], T[113]], "error TS2559: Type 'false' has no properties in common with type 'WriteableMetadata'.",
    "npx tsc --noEmit 2>&1 | findstr /i \"error\"", False,
    {"native_id": T[39], "kind": "edit_file", "entities": ["WriteableMetadata", "contentDisposition"]}, None, "high", True,
    ["masked", "edit_then_retry"],
    "Masked: `| findstr` makes the tsc run exit 0 although it prints errors. The agent attributes TS2559 at "
    "create-incident-report.ts(154,29) to the GCS file.save metadata and removes `metadata: {contentDisposition}` at line ~180 "
    "(api:39), but line 154 is sharp's `.withMetadata(false)` (WriteableMetadata is sharp's type). Its check api:41 "
    "(`findstr /i \"gcs-storage\\|firebase-admin\\|getStorage\"`) exits 1 only because findstr has no `\\|` alternation (no match), "
    "and the agent reads that as 'no errors'. The same TS2559 line is still printed by api:83 and api:113, where the agent calls "
    "all remaining errors 'pre-existing'. Wrong fix + false verification: resolved false."),
 ep("E4", [T[53]], "npm error ERESOLVE could not resolve", "npm install next-auth@beta bcryptjs @types/bcryptjs", True,
    {"native_id": T[55], "kind": "command_change", "entities": ["--legacy-peer-deps"]}, T[55], "high", False,
    ["flag_removed", "install"],
    "next-auth@5 beta wants peerOptional nodemailer@^7.0.7, the project has nodemailer@8.0.1. The npm error itself suggests "
    "'--force or --legacy-peer-deps'; the rerun with --legacy-peer-deps succeeds."),
 ep("E5", [T[137]], "npm error ERESOLVE could not resolve", "cd c:\\Apps\\MRA04242026 && npm install", True,
    {"native_id": T[141], "kind": "edit_file", "entities": ["nodemailer", "^7.0.7"]}, T[143], "high", False,
    ["edit_then_retry", "install"],
    "Same ERESOLVE signature as E4 but fixed differently: plain `npm install` (no flag) hits the peer conflict again; the agent "
    "downgrades nodemailer to ^7.0.7 in package.json (api:141) and `npm install` succeeds (api:143)."),
 ep("E6", [T[145]], "does not have permission to access projects instance [ggn-nmfs-wcrmmrapp-dev-1]",
    "gcloud config set project ggn-nmfs-wcrmmrapp-dev-1", True,
    {"native_id": T[151], "kind": "command_change", "entities": ["gcloud auth login", "mike.mccully@noaa.gov"]}, T[153],
    "high", True, ["masked", "permission"],
    "Exit 0 with a WARNING that the active gmail account cannot access the new project. The agent asks (api:149), the user picks "
    "'Run gcloud auth login to switch accounts' (api:150), the login (api:151) switches to the noaa.gov account and "
    "`gcloud artifacts repositories create` then succeeds (api:153)."),
 ep("E7", [T[157], T[159]], "\"File not found\"", "cd c:\\Apps\\MRA04242026\\terraform && dir terraform.tfvars 2>nul || echo \"File not found\"",
    True, {"native_id": T[161], "kind": "path_fix", "entities": ["dir c:\\Apps\\MRA04242026\\terraform"]}, T[161], "medium",
    True, ["masked", "wrong_cwd", "path_fix"],
    "First sign of the wrong cwd. `|| echo` masks the failed dir (exit 0); the output header is 'Directory of c:\\Apps\\MRA04242026' "
    "(the root, not terraform/). api:159 (`cd ...\\terraform && dir`) also lists the root. The agent does not notice the cwd; it "
    "lists the folder by absolute path (api:161), which shows terraform.tfvars. " + WRONG_CWD),
 ep("E8", [T[165], T[175], T[183], T[191], T[203]], "No value for required variable",
    "cd c:\\Apps\\MRA04242026\\terraform && terraform plan", True,
    {"native_id": T[223], "kind": "cwd_change", "entities": ["-chdir=c:\\Apps\\MRA04242026\\terraform"]}, T[225], "high", False,
    ["wrong_cwd", "path_fix", "flag_removed"],
    "terraform prompts for var.container_image / var.project_id and fails 'on variables.tf line 1' — the ROOT variables.tf, because "
    "of the wrong cwd. Wrong fixes in between: -var-file (api:169), recreating terraform.tfvars (write_to_file api:173), rewriting "
    "variables.tf (api:179), re-init (api:185), renaming to terraform.auto.tfvars (api:187/189), deleting the root *.tf (api:209, "
    "which turns this error into E11's). Diagnosis at api:195 ('The terraform command is running from the root directory'); the "
    "working fix is `terraform -chdir=...` (api:223 init, api:225 plan succeeds). " + WRONG_CWD),
 ep("E9", [T[169]], "Given variables file terraform.tfvars does not exist.",
    "cd c:\\Apps\\MRA04242026\\terraform && terraform plan -var-file=\"terraform.tfvars\"", True,
    {"native_id": T[223], "kind": "cwd_change", "entities": ["-chdir=c:\\Apps\\MRA04242026\\terraform"]}, T[225], "medium",
    False, ["wrong_cwd", "path_fix"],
    "Relative -var-file resolved against the root. Never retried with -var-file; the -chdir plan (api:225) reads the tfvars "
    "from terraform/ without it, so the link is indirect (medium). " + WRONG_CWD),
 ep("E10", [T[171], T[187]], "The system cannot find the file specified.",
    "cd c:\\Apps\\MRA04242026\\terraform && type terraform.tfvars", True,
    {"native_id": T[205], "kind": "path_fix", "entities": ["type c:\\Apps\\MRA04242026\\terraform\\variables.tf"]}, T[205],
    "medium", False, ["wrong_cwd", "path_fix"],
    "cmd `type`/`ren` of terraform.tfvars in the wrong cwd. The agent misreads it as 'the file seems to have been lost' and "
    "recreates it (api:173, api:189) — a false fix: api:195 (absolute dir) shows BOTH terraform.tfvars and "
    "terraform.auto.tfvars in terraform/. Reading a terraform/ file by absolute path works at api:205. " + WRONG_CWD),
 ep("E11", [T[181]], "'head' is not recognized as an internal or external command,",
    "cd c:\\Apps\\MRA04242026\\terraform && terraform plan 2>&1 | head -100", True,
    {"native_id": T[183], "kind": "command_change", "entities": ["head"]}, T[183], "high", False, ["flag_removed"],
    "Unix `head` under Windows cmd (exit 255). The agent drops the pipe ('since we're on Windows'); api:183 runs terraform (its "
    "exit 1 is E8 again, not head)."),
 ep("E12", [T[211], T[216], T[221]], "No configuration files",
    "cd c:\\Apps\\MRA04242026\\terraform && terraform plan -out=tfplan", True,
    {"native_id": T[223], "kind": "cwd_change", "entities": ["-chdir=c:\\Apps\\MRA04242026\\terraform", "pushd"]}, T[225],
    "high", False, ["wrong_cwd", "path_fix", "retry_still_fails_differently"],
    "After the root *.tf files were deleted (api:209), terraform in the (still wrong) root cwd finds no configuration. api:216 "
    "is an exit-0 twin ('Terraform initialized in an empty directory!'); `pushd` (api:221) fails the same way. "
    "`terraform -chdir=` (api:223/225) works. " + WRONG_CWD),
 ep("E13", [T[257]], "PERMISSION_DENIED: Cloud Build API has not been used in project ggn-nmfs-wcrmmrapp-dev-1 before or it is disabled.",
    "gcloud builds submit --config=cloudbuild-terraform.yaml --project=ggn-nmfs-wcrmmrapp-dev-1 .", False,
    {"native_id": T[259], "kind": "command_change", "entities": ["gcloud services enable", "cloudbuild.googleapis.com"]}, None,
    "high", False, ["retry_still_fails_differently", "permission"],
    "The agent tries to enable the API itself (api:259), which fails with E14. Cloud Build is never run again."),
 ep("E14", [T[259]], "PERMISSION_DENIED: Permission denied to enable service [cloudbuild.googleapis.com]",
    "gcloud services enable cloudbuild.googleapis.com --project=ggn-nmfs-wcrmmrapp-dev-1", False, None, None, "high", False,
    ["gave_up", "permission"],
    "The agent stops and tells the user an admin must enable the APIs (attempt_completion api:261). A week later the user says "
    "the admin granted roles (api:434) but nothing is rerun."),
 ep("E15", [T[263]], "[Errno 13] Permission denied",
    "gsutil mb -p ggn-nmfs-wcrmmrapp-dev-1 -l us-central1 gs://dev-nmfs-mra-media/", True,
    {"native_id": T[265], "kind": "tool_switch", "entities": ["gcloud storage buckets create"]}, T[265], "high", False,
    ["tool_switch", "permission"],
    "gsutil cannot read its own VERSION file under Program Files; the agent switches to `gcloud storage buckets create`, which "
    "creates the bucket."),
 ep("E16", ["api:276"], "failed to create junction point", None, True,
    {"native_id": T[277], "kind": "edit_file", "entities": [".next", "--turbopack"]}, "api:286", "medium", False,
    ["edit_then_retry"],
    "User-reported Turbopack panic (`npm run dev` in the user's terminal). The agent deletes .next (api:277) and removes "
    "--turbopack from the dev script (api:281). The user's next run (api:286 feedback) starts and serves 'GET / 200'; it still "
    "says 'Next.js 16.2.1 (Turbopack)' and 'Turbopack's filesystem cache has been deleted', so deleting .next is what helped "
    "(fix = api:277).", shell=False, tool="user_report"),
 ep("E17", [T[285]], "Error: listen EADDRINUSE: address already in use :::9002", "cd c:\\Apps\\MRA04242026 && npm run dev",
    False, None, None, "high", False, ["gave_up"],
    "attempt_completion carries a `command` (npm run dev) that Cline runs after the completion; its 'Command failed with exit "
    "code 1' output arrives in api:286 next to the user's feedback. Port 9002 was held by the user's own dev server (the same "
    "message shows it running). Nobody acts on it. Not counted in shell_commands (not an execute_command).",
    shell=False, tool="attempt_completion"),
 ep("E18", ["api:286"], "Your API key was reported as leaked. Please use another API key.", None, False,
    {"native_id": T[305], "kind": "edit_file", "entities": ["GEMINI_API_KEY", ".env.local"]}, None, "medium", False,
    ["config_change"],
    "User-reported Genkit 403. The user supplies a new key, the agent's edit of .env is denied by the user (api:297/298, no "
    "instruction), it finds Genkit reads GEMINI_API_KEY first (node_modules search api:301) and adds GEMINI_API_KEY to "
    ".env.local (api:305). No later run shows the AI call working: verification none.", shell=False, tool="user_report"),
 ep("E19", [T[315]], "error TS7006: Parameter 'r' implicitly has an 'any' type.",
    "npx ts-node -e \"const { Pool } = require('pg');", True,
    {"native_id": T[317], "kind": "tool_switch", "entities": ["node -e", "ts-node"]}, T[317], "high", False, ["tool_switch"],
    "ts-node type-checks the inline script (implicit any). The identical script under `node -e` runs (api:317); its "
    "ECONNRESET is E20."),
 ep("E20", [T[317], T[323], T[327], T[345], T[353], T[379], T[383], T[389], T[419]], "Error: read ECONNRESET",
    "node -e \"const { Pool } = require('pg');", False, None, None, "high", True, ["masked", "gave_up"],
    "The connection test ends in `.catch(e => console.error('Error:', e.message))`, so every failed connect exits 0 (masked). "
    "Also user-reported (api:286, api:308 'Database Insert Failed: Error: read ECONNRESET'). Attempts, none verified: restart "
    "the proxy (api:335/341/377/387/417), reset the app_user password (api:351), --private-ip (api:361, api:427), "
    "--enable-google-private-path (api:373), IAM auth flag (api:385), ADC re-login (api:405-414). Causes found on the way: "
    "the proxy's ADC was the wrong account (E23) and the instance has no public IP (E25, org policy E21). The session ends "
    "with a Cloud Shell suggestion (api:433): never resolved."),
 ep("E21", [T[335]], "bind: Only one usage of each socket address (protocol/network address/port) is normally permitted.",
    "start /B cloud-sql-proxy.exe ggn-nmfs-wcrmmrapp-dev-1:us-central1:nmfs-mra-db-instance --port=5432", True,
    {"native_id": T[341], "kind": "kill_process", "entities": ["taskkill", "5432"]}, T[355], "medium", True,
    ["masked", "compound_retry"],
    "Port in use: `taskkill ... & start /B cloud-sql-proxy.exe ...` exits 0 but the new proxy cannot bind 127.0.0.1:5432 "
    "(the killed one had not released it). api:337 taskkill exits 128 (already gone), api:339 netstat shows the port free, the "
    "restart api:341 stays up in the background, and api:355 netstat shows 5432 LISTENING again."),
 ep("E22", [T[343]], "ERROR: Input redirection is not supported, exiting the process immediately.",
    "timeout /t 3 /nobreak >nul && cd c:\\Apps\\MRA04242026 && node -e", True,
    {"native_id": T[345], "kind": "command_change", "entities": ["timeout /t 3"]}, T[345], "high", False,
    ["flag_removed", "compound_retry"],
    "cmd's `timeout` refuses to run without an interactive stdin; the agent drops the `timeout /t 3 /nobreak >nul &&` prefix and "
    "the node test runs (api:345; its ECONNRESET is E20)."),
 ep("E23", [T[363]], "violates the constraints/sql.restrictPublicIp",
    "gcloud sql instances patch nmfs-mra-db-instance --project=ggn-nmfs-wcrmmrapp-dev-1 --assign-ip", False, None, None,
    "high", False, ["gave_up", "permission"],
    "Organization policy forbids a public IP on the Cloud SQL instance; the agent abandons that route."),
 ep("E24", [T[381]], "Psql client not found.",
    "gcloud sql connect nmfs-mra-db-instance --database=dev_entanglement_db --user=app_user --project=ggn-nmfs-wcrmmrapp-dev-1",
    False, None, None, "high", False, ["gave_up"],
    "Missing psql; the agent never installs it and goes back to the node test (api:383)."),
 ep("E25", [T[393]], "Error 403: boss::NOT_AUTHORIZED: Not authorized to access resource.",
    "cloud-sql-proxy.exe --auto-iam-authn", True,
    {"native_id": "api:414", "kind": "user_fix", "entities": ["application-default", "mike.mccully@noaa.gov"]}, "api:426",
    "medium", False, ["permission", "config_change", "retry_still_fails_differently"],
    "The user denies the command and pastes the proxy log (403 ... missing permission cloudsql.instances.get). The user then "
    "says the proxy used the wrong account (api:400); the agent revokes the gmail login and ADC (api:405, api:407), its ADC "
    "login fails (E26), the user logs in by hand ('Authentication complete - continue', api:414). The next proxy log the user "
    "pastes (api:426) no longer shows the 403 but a new error (no PUBLIC IP, E27): fixed, fails differently."),
 ep("E26", [T[409]], "ERROR: gcloud crashed (EOFError): EOF when reading a line",
    "gcloud auth application-default login --no-launch-browser", True,
    {"native_id": "api:414", "kind": "user_fix", "entities": ["gcloud auth application-default login"]}, "api:426",
    "medium", False, ["tool_switch"],
    "The login needs an interactive verification code that Cline's terminal cannot give; the agent asks the user to run it "
    "(api:413), the user does (api:414)."),
 ep("E27", ["api:426"], "instance does not have IP of type \"PUBLIC\"", None, False,
    {"native_id": T[427], "kind": "command_change", "entities": ["--private-ip"]}, None, "medium", False,
    ["flag_removed", "gave_up"],
    "User-pasted proxy log. The agent restarts the proxy with --private-ip (api:427, timed out into the background, no output), "
    "then the user chooses Cloud Shell (api:430). Never verified.", shell=False, tool="user_report"),
]

PIVOTS = [
 {"native_id": "api:195", "snippet": "The terraform command is running from the root directory instead of the terraform subdirectory."},
 {"native_id": "api:223", "snippet": "This is very strange - the `cd` command seems to not be working properly in the terminal. Let me try a different approach:"},
 {"native_id": "api:55", "snippet": "Let me use `--legacy-peer-deps` to install NextAuth.js:"},
 {"native_id": "api:265", "snippet": "Let me use the `gcloud storage` command instead, which is the newer alternative:"},
 {"native_id": "api:361", "snippet": "The issue is that the Cloud SQL instance has `ipv4Enabled: false`"},
 {"native_id": "api:400", "snippet": "I believe you were using the wrong account when trying to connect to the cloudsql proxy."},
]

REUSE = [
 {"entity": "--legacy-peer-deps",
  "discovered": {"native_id": T[53], "snippet": "this command with --force or --legacy-peer-deps"},
  "reused": {"native_id": T[55], "snippet": "npm install next-auth@beta bcryptjs @types/bcryptjs --legacy-peer-deps"}},
 {"entity": "nodemailer ^7.0.7",
  "discovered": {"native_id": T[137], "snippet": "peerOptional nodemailer@\"^7.0.7\" from next-auth@5.0.0-beta.31"},
  "reused": {"native_id": T[141], "snippet": "\"nodemailer\": \"^7.0.7\","}},
 {"entity": "terraform -chdir",
  "discovered": {"native_id": T[223], "snippet": "terraform -chdir=c:\\Apps\\MRA04242026\\terraform init"},
  "reused": {"native_id": T[241], "snippet": "terraform -chdir=c:\\Apps\\MRA04242026\\terraform plan -out=tfplan"}},
 {"entity": "ipv4Enabled: false",
  "discovered": {"native_id": T[359], "snippet": "ipv4Enabled: false"},
  "reused": {"native_id": T[427], "snippet": "--port=5432 --private-ip"}},
 {"entity": "GEMINI_API_KEY",
  "discovered": {"native_id": "api:303", "snippet": "looks for API keys in this order:"},
  "reused": {"native_id": T[305], "snippet": "Genkit checks GEMINI_API_KEY first"}},
]

ENTRY = {
 "format": "cline-api-conversation-history (Cline VS Code extension with exit codes in execute_command results, Windows cmd.exe, "
           "Bedrock-style tooluse_ ids, text-only tool results, PLAN/ACT mode, task resumptions, subagents)",
 "counts_notes": (
   "105 execute_command tool_use blocks (shell_commands). Cline stores no tool_result blocks: the result of tool_use at api:N is "
   "a text block '[execute_command for '<cmd>'] Result:' in the user message api:N+1, whose 2nd line is 'Command executed "
   "successfully (exit code 0).' or 'Command failed with exit code N.' (this Cline version records exit codes; older exports "
   "did not). Failed = 'Command failed with exit code N' (25) plus one user denial ('The user denied this operation.', api:394, "
   "with user feedback before it; counted as failed like a Claude rejection) = 26. Exit unknown (6): five 'Command timed out "
   "after 30 seconds. Running in background.' (long-running `start cloud-sql-proxy.exe`), and api:235 whose result never came "
   "(the next message is a [TASK RESUMPTION]). Expected non-zero (4): two findstr no-match checks (api:41 — a flawed check, see "
   "E3 — and api:111), taskkill of an already-gone process (api:337, exit 128) and a netstat|findstr port probe (api:339). "
   "Masked (16 distinct ids, from masked episodes only): E3 tsc|findstr 3, E6 gcloud WARNING 1, E7 dir||echo 2, E20 "
   "node pg test 9, E21 proxy bind error 1 (E12's exit-0 twin api:216 is in a non-masked episode and not counted). "
   "Not counted as shell commands: the "
   "`command` field of attempt_completion (api:285, 'npm run dev', its exit-1 output arrives in api:286: episode E17) and "
   "commands the user ran in their own terminal and pasted as feedback. Each user message also carries an "
   "<environment_details> text block that repeats the last terminal output (a second copy of many outputs). Other noise: "
   "'[ERROR] You did not use a tool in your previous response!' harness messages, task_progress checklists in every tool "
   "input, and many '[TASK RESUMPTION]' messages (the conversation spans a week and three working directories)."),
 "notes": (
   "A federal (NOAA) Next.js app being moved from Firebase to native GCP, driven phase by phase by a cautious user in Cline on "
   "Windows: GCS/NextAuth refactor with tsc checks, npm peer conflicts, then Terraform, gcloud and a Cloud SQL Auth Proxy. "
   "The showcase is a persistent wrong-cwd bug: `cd <dir> && terraform ...` runs in the parent directory, so terraform reads "
   "stale root *.tf files; the agent spends ~25 commands recreating tfvars, rewriting variables.tf, re-initialising and "
   "deleting files before `terraform -chdir=` works. Also: masked failures from `| findstr`, `|| echo` and a node script that "
   "catches its own error, a wrong fix verified by a broken findstr pattern, Windows-only failures (head missing, timeout "
   "without stdin, gsutil permission, EADDRINUSE), and a long unresolved database-connectivity story (ECONNRESET behind the "
   "proxy: wrong ADC account, private-IP-only instance, org policy). CAUTION: the transcript contains credentials as "
   "published (several Google API keys in .env/.tfvars reads and edits, a database password in commands, an expired OAuth "
   "access token printed at api:392). Labels avoid quoting them."),
 "failed": FAILED, "expected": EXPECTED, "unknown": UNKNOWN,
 "episodes": EPISODES, "pivots": PIVOTS, "reuse": REUSE,
}
