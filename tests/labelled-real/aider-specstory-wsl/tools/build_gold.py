import json
F="aider/waterfront__.aider.chat.history.md"
def ep(i,sym,err,res,fix,ver,conf,hc,notes,masked=False,exp=False,tool="aider-chat"):
    return {"id":i,"shell":False,"symptom_tool":tool,"symptom_native_ids":sym,"error_text":err,"failing_command":None,
            "resolved":res,"fix":fix,"verified_by_native_id":ver,"confidence":conf,"masked":masked,
            "expected_failure":exp,"hard_cases":hc,"notes":notes}
eps=[
 ep("E1",["line:265"],"error: uninstall-no-record-file",False,None,None,"high",["gave_up","install"],
    "aider's own start-up self-upgrade (not an agent command): pip cannot uninstall the brew-installed pyperclip 1.9.0 ('Cannot uninstall pyperclip 1.9.0' / 'The package was installed by brew'). Never fixed: line:276 and every later start still print 'Aider v0.86.1'. No shell command of the agent; labelled as a tool error of the aider launcher.",tool="aider-self-upgrade"),
 ep("E2",["line:284","line:291"],"litellm.BadRequestError: XaiException - {\"code\":\"Client specified an invalid argument\",\"error\":\"Incorrect API key provided: gs***re. You can obtain an API key from https://console.x.ai.\"}",True,
    {"native_id":"line:401","kind":"user_fix","entities":["xai/grok-code-fast-1"]},"line:671","medium",["config_change","retry_still_fails_differently"],
    "The user's stray 'y' (line:283) and 'exit' (line:290) were sent to the model and both calls failed with an invalid xAI key (key masked by litellm as gs***re; no credential in the file). The fix happened outside the transcript (key replaced between launches). The 17:01 (line:296) and 19:40 (line:364) launches make no model call (only /ls, /add, /exit); the 19:43 launch (line:401) is the first with a successful call: line:671 'Tokens: 3.1k sent, 1.5k received.', followed by the edit commit e647cd7 (line:678). fix.native_id is that relaunch; confidence medium because the change itself is not visible."),
 ep("E3",["line:350","line:352","line:355","line:395","line:413","line:416"],"Error creating file /add: [Errno 30] Read-only file system: '/add'",False,None,None,"high",["gave_up","typo"],
    "User pastes several '/add …' commands in one input; aider takes the later '/add' tokens as file names, offers to create '/add' and fails (read-only root). Recurs in three launches (lines 350-355, 395, 413-416); the real files in the same paste are still added ('Added … to the chat', e.g. line:360, line:417), so the work goes on, but the paste habit is never changed. Within-file recurrence of one signature."),
 ep("E4",["line:397"],"Unable to complete add: [Errno 13] Permission denied: '/usr/sbin/weakpass_edit'",True,
    {"native_id":"line:409","kind":"user_fix","entities":["waterfront-web/src/app/layout.tsx"]},"line:417","medium",["path_fix"],
    "Same pasted input also contained prose ('Recreate …') whose words were globbed as file names; one glob reached /usr/sbin and hit a permission error, aborting the whole /add (no 'Added' line follows line:397). The user exits, relaunches (line:401) and re-pastes only the /add lines (line:409-411), sending the prose separately at line:427; line:417 'Added waterfront-web/src/app/layout.tsx to the chat' shows the add now completes (E3's /add error still appears)."),
 ep("E5",["line:1310","line:1537"],"Supabase card is red with \"failed to parse select parameter (count(*))\"",True,
    {"native_id":"line:1532","kind":"edit_file","entities":["ac17205","getSession","count(*)"]},"line:2925","medium",["edit_then_retry"],
    "User-reported runtime error from the generated test page (select('count(*)') on a dummy table). First report line:1310 ('Change the failing count(*) query'); aider commits the auth.getSession() check (line:1532 'Commit ac17205 fix: update Supabase connection check to use auth session instead of failing query'). The user's next prompt (line:1537) still quotes the red card - most likely written before reloading; the second commit (line:1768 e222884) only rewords status messages. The user confirms at line:2925 'Supabase is already green'. Model thinking at line:1551 repeats the error (diagnosis record)."),
 ep("E6",["line:2052"],"The MQTT card shows \"MQTT_BROKER_URL not set\" even though it's in .env.local as MQTT_BROKER_URL=mqtt://localhost:1883",True,
    {"native_id":"line:2309","kind":"edit_file","entities":["NEXT_PUBLIC_MQTT_BROKER_URL","2e172e3"]},"line:2314","medium",["env_prefix","edit_then_retry","retry_still_fails_differently"],
    "Next.js only exposes NEXT_PUBLIC_* env vars to client components; fix renames the variable in code (and .env.local, done by the user). The next report (line:2314) no longer says 'not set' but 'Disconnected / MQTT client offline' (E7) - the env part is fixed, the connection is not. Note 'MQTT_BROKER_URL not set' also occurs in generated code (line:1172 etc.): only the user line is a symptom."),
 ep("E7",["line:2314"],"MQTT card shows \"Disconnected\" / \"MQTT client offline\" even though MQTT_BROKER_URL is in .env.local as mqtt://localhost:1883",False,
    {"native_id":"line:2620","kind":"edit_file","entities":["46088a7","reconnect"]},None,"medium",["edit_then_retry","retry_still_fails_differently"],
    "Client options/event handlers rewritten (commit line:2620); the next report (line:2625) shows the real cause, a browser cannot speak mqtt:// over TCP: 'WebSocket connection to 'ws://localhost:1883/' failed' (E8). This fix did not fix it."),
 ep("E8",["line:2625"],"MQTT is disconnected with console error: WebSocket connection to 'ws://localhost:1883/' failed.",False,
    {"native_id":"line:2917","kind":"edit_file","entities":["ws://localhost:9001/mqtt","52b3c86"]},None,"medium",["edit_then_retry","path_fix","retry_still_fails_differently"],
    "User supplies the fix (WebSocket listener on 9001); commit line:2917. Next report (line:2923) fails differently: 'network connection was lost' on ws://localhost:9001/mqtt (E9)."),
 ep("E9",["line:2923","line:3271"],"Browser console shows repeated error: WebSocket connection to 'ws://localhost:9001/mqtt' failed: The network connection was lost.",True,
    {"native_id":"line:3647","kind":"tool_switch","entities":["HiveMQ","EMQX","e9bddda"]},"line:3652","medium",["tool_switch","retry_still_fails_differently"],
    "Local Mosquitto over Docker on macOS stays unreliable after commit 6f707b7 (line:3266; line:3271 'often fails due to Docker networking'). Workaround: broker selector with public HiveMQ/EMQX (commit line:3647); user: 'MQTT selector is working (Local / HiveMQ / EMQX), but local WS often fails' (line:3652). Resolved for the intent (a working broker connection), the local broker itself is never fixed."),
 ep("E10",["line:4921"],"Attempting wss://... but error uses ws://... (protocol downgrade)",True,
    {"native_id":"line:5382","kind":"edit_file","entities":["85995a7","wss"]},"line:5387","medium",["edit_then_retry","flag_removed"],
    "Secure-WebSocket option lost in connect options; commit 85995a7 'enforce secure MQTT WebSocket'. Next prompt line:5387 'Vertical MQTT card with radio selector – works'."),
 ep("E11",["line:5387"],"works but Safari slows due to reconnect loops on local failure",False,
    {"native_id":"line:6022","kind":"edit_file","entities":["af9198e","reconnect"]},None,"medium",["edit_then_retry"],
    "Asked at line:5410 ('Fix Safari slow: limit reconnect to 5 attempts'); implemented in commit af9198e (line:6022). Never re-checked: the user's next message is about the HiveMQ Public card (E12). Unverified."),
 ep("E12",["line:6027"],"Current: MQTT - HiveMQ Public card stays disconnected",False,
    {"native_id":"line:6633","kind":"edit_file","entities":["8884","wss://broker.hivemq.com"]},None,"medium",["edit_then_retry","path_fix"],
    "User's own fix request changes the public broker URL to wss (line:6030); commit 0781e0b 'update HiveMQ Public URL to port 8884'. The next message (line:6641 'Toggle works') is about the dark-mode toggle, not this card, so unverified."),
]
entry={
 "format":"aider-chat-history-md (aider v0.86.1, xai/grok-code-fast-1, whole edit format; 8 launches appended in one .aider.chat.history.md)",
 "counts":{"shell_commands":0,"failed_shell_commands":0,"masked_failures_annotated":0},
 "counts_notes":"aider writes no tool-call records. Agent shell commands would be '> Running <cmd>' lines (LLM-suggested commands the user approved) and user '/run' lines: 0 of either here. Native ids are 'line:N' (0-based line number of the line holding the quoted text); user messages are '#### ' lines, aider's own output '> ' lines (two trailing spaces), model replies unprefixed (with <thinking-content-…> blocks). No exit codes exist in this format. All 12 episodes are non-shell: aider launcher/tool errors (E1-E4) and user-reported runtime errors of the app (E5-E12).",
 "failed_native_ids":[],"expected_nonzero":[],"exit_unknown":[],
 "notes":"Next.js + Supabase + MQTT 'Waterfront' kayak-rental project, one user driving aider with long spec-style prompts. Failures are reported by the user from the browser (red Supabase card, MQTT disconnected / WebSocket failures) and fixed by model edits + auto-commits; verification is the user's next prompt. Launcher-level errors: failed self-upgrade, invalid xAI key, multi-/add paste. Negatives (not episodes): line:937/939 favicon.ico 'utf-8' codec can't decode (aider drops a binary file, harmless); line:1077 'Repo-map can't include …test-supabase/page.tsx' (stale repo-map warning); 'MQTT_BROKER_URL not set' strings inside generated code.",
 "episodes":eps,
 "pivots":[
  {"native_id":"line:2625","snippet":"WebSocket connection to 'ws://localhost:1883/' failed"},
  {"native_id":"line:3271","snippet":"often fails due to Docker networking"},
  {"native_id":"line:3652","snippet":"MQTT selector is working (Local / HiveMQ / EMQX)"}],
 "reuse":[
  {"entity":"NEXT_PUBLIC_MQTT_BROKER_URL","discovered":{"native_id":"line:2309","snippet":"NEXT_PUBLIC_MQTT_BROKER_URL"},"reused":{"native_id":"line:2317","snippet":"Ensure env var is accessed as process.env.NEXT_PUBLIC_MQTT_BROKER_URL"}},
  {"entity":"ws://localhost:9001/mqtt","discovered":{"native_id":"line:2628","snippet":"ws://localhost:9001/mqtt"},"reused":{"native_id":"line:2929","snippet":"Use this exact URL: ws://localhost:9001/mqtt"}}]
}
gold={"schema_notes":"see tests/labelled-real/README.md; same as files.gold.json. Aider files: native ids are line:N (0-based line of the line containing the quoted text).","files":{F:entry},"cross_session_groups":[]}

T="aider/tradepirates__.aider.chat.history.md"
cannot=[17,70,106,152,288,428,540,684,1116,1606,2171,2465,2992,3251,3670,4161,4317,4812,5652,5980,6642,7199,8040,8814,8945,9074,9260,9738,10305,10677,10961,11224,11875,12300,12658]
core=[6860,6903,6990,7068,7144,7497,7604,7647,7773,7816,7942,7985,8526,8607,8683,8759]
teps=[
 ep("E1",["line:12","line:35","line:87","line:123"],"litellm.AuthenticationError: AuthenticationError: DeepseekException - Authentication Fails (governor)",True,
    {"native_id":"line:142","kind":"user_fix","entities":["DEEPSEEK_API_KEY","setx"]},"line:276","medium",["env_prefix","config_change"],
    "Launches 1-5 (00:43-00:47) warn '- DEEPSEEK_API_KEY: Not set' (line:12 etc.) with the hint 'You may need to restart your terminal or command prompt for `setx` to take effect' (line:13); every model call fails with the authentication error. The 00:49:04 launch (line:142) is the first without the warning, i.e. the key was set outside the transcript (setx + new terminal); its model edit is committed at line:276 ('Commit 1a063e0'). Fix is inferred from the disappearance of the warning: confidence medium. Same failure kind as Waterfront E2."),
 ep("E2",["line:%d"%n for n in cannot],"Can not create C:\\Users\\Admin\\TradePirates\\--extra-params={'cache_control': True, 'max_tokens': 8192}, skipping.",False,None,None,"high",["gave_up","flag_removed"],
    "The launcher passes '--extra-params={…}' as a bare word, so aider takes it as a file name to add and skips it; the intended model params (cache_control, max_tokens) are never applied. Printed at every one of the 35 launches that get that far (first line:17, last line:12658); never noticed or fixed. Harmless to the run, but a real recurring CLI-argument error (probably a quoting slip in the user's launch script, which the transcript does not show)."),
 ep("E3",["line:18"],"Error: Read-only file C:\\Users\\Admin\\TradePirates\\Assets\\Scripts does not exist. Skipping.",True,
    {"native_id":"line:54","kind":"user_fix","entities":["read-only"]},"line:691","medium",["path_fix"],
    "First launch asks aider to add the folder Assets\\Scripts read-only before it exists. From the third launch (line:54) the error is gone; later launches add the individual scripts read-only ('Added Assets\\Scripts\\UI\\PlaceholderUI.cs to the chat (read-only)', line:691). What the user changed is not in the transcript: medium."),
 ep("E4",["line:912"],"SearchReplaceNoExactMatch: This SEARCH block failed to exactly match lines in TODO.md",True,None,"line:987","high",[],
    "No-op failure: aider itself says 'The REPLACE lines are already in TODO.md!' (line:980) and the other block was applied; TODO.md is committed (line:987 'Commit 9ddcd3d') and the model agrees no change is needed. Nothing to fix (fix null) - a trap for extractors that pair every edit error with the next edit.",tool="aider-edit"),
 ep("E5",["line:3206"],"SearchReplaceNoExactMatch: This SEARCH block failed to exactly match lines in TODO.md",True,None,"line:3225","high",[],
    "Same no-op pattern as E4: 'The REPLACE lines are already in TODO.md!' (line:3218); commit 83ac2d2 at line:3225, model: 'the SEARCH/REPLACE block failed because the file already has the correct content' (line:3233).",tool="aider-edit"),
 ep("E6",["line:5600"],"SearchReplaceNoExactMatch: This SEARCH block failed to exactly match lines in TODO.md",True,
    {"native_id":"line:5634","kind":"edit_file","entities":["- [x] Implement a simple UI notification when the ship arrives at a port."]},"line:5639","high",["edit_then_retry"],
    "Real anchor mismatch: the reflection reply narrows the SEARCH block to the single checkbox line (line:5632-5634); aider prints 'Applied edit to TODO.md' (line:5639) and commits 33da4c2 (line:5640).",tool="aider-edit"),
 ep("E7",["line:6351","line:6432","line:6513","line:6587"],"SearchReplaceNoExactMatch: This SEARCH block failed to exactly match lines in Assets\\Scripts\\Economy\\ItemData.cs",False,None,None,"high",["gave_up","retry_still_fails_differently"],
    "The architect decides the two ItemData classes (Core and Economy namespaces) are duplicates (line:6036) and the editor tries to delete Assets\\Scripts\\Economy\\ItemData.cs with a whole-file SEARCH and empty REPLACE. The SEARCH text equals the 'Did you mean' text shown by aider (line:6372 onward) yet never matches (probably CRLF/whitespace on Windows); three reflections, then 'Only 3 reflections allowed, stopping.' (line:6630). The partial commit 96df678 (line:6398) only applied the other block. The file is still added at later launches (line:12664).",tool="aider-edit"),
 ep("E8",["line:%d"%n for n in core],"SearchReplaceNoExactMatch: This SEARCH block failed to exactly match lines in Assets\\Scripts\\Core\\ItemData.cs",False,None,None,"high",["gave_up","retry_still_fails_differently"],
    "Next three launches switch to deleting the other copy, Assets\\Scripts\\Core\\ItemData.cs, and fail the same way (each launch ends 'Only 3 reflections allowed, stopping.' at line:7187, line:8028, line:8802; partial commits bbbd513 line:6950 and e5b0bbb line:8573 only touch other files). At line:8925 the model again proposes removing the duplicate but asks for confirmation; the user moves on to new tasks (01:31 launch). Both ItemData.cs files are still listed at the last launch (line:12664, line:12690): never resolved. Different file from E7, so its own episode.",tool="aider-edit"),
]
tentry={
 "format":"aider-chat-history-md (aider v0.86.2, deepseek/deepseek-chat, --architect + editor-diff, Windows; 37 scripted '--message' launches appended to one file)",
 "counts":{"shell_commands":0,"failed_shell_commands":0,"masked_failures_annotated":0},
 "counts_notes":"No '> Running ' and no '#### /run' lines: the agent never runs a shell command, although every prompt says 'verify the build by running this command exactly: … Unity.exe -batchmode …'. Native ids are line:N (0-based). In --architect mode the architect's reply is fed to the editor model as a '#### ' user message, so '#### ' lines are not all human (every launch's first '#### ' block is the scripted --message). Edit errors are '> The LLM did not conform to the edit format.' + '> # N SEARCH/REPLACE block(s) failed to match!' followed by unprefixed '## SearchReplaceNoExactMatch: …' lines (symptom ids point at those). '> Only 3 reflections allowed, stopping.' ends an edit loop. No exit codes.",
 "failed_native_ids":[],"expected_nonzero":[],"exit_unknown":[],
 "notes":"Unity C# prototype (PirateGame) built by a shell loop that relaunches aider with the same --message ('find the first [ ] task in TODO.md, implement, verify the Unity build, tick it, commit'). Errors: missing DEEPSEEK_API_KEY (fixed outside), a mis-passed --extra-params argument at every launch (never fixed), a read-only folder that did not exist, SEARCH/REPLACE mismatches on TODO.md (two no-ops, one real fix) and a duplicate ItemData class the editor can never delete (gave up twice). Negatives / traps: the build verification is never executed ('since I can't execute commands directly', line:744) so no episode may count a compile as verification; launches at line:8804/8935 find 'no tasks marked with [ ]' (line:8842) - not a failure; '^C again to exit' (line:9062) is the user stopping the loop.",
 "episodes":teps,
 "pivots":[
  {"native_id":"line:744","snippet":"since I can't execute commands directly"},
  {"native_id":"line:6400","snippet":"the file should have been deleted, but it's still there"},
  {"native_id":"line:8925","snippet":"fix the most critical issue: the duplicate"}],
 "reuse":[
  {"entity":"duplicate ItemData classes","discovered":{"native_id":"line:6036","snippet":"This appears to be a duplication issue"},"reused":{"native_id":"line:8910","snippet":"Namespace Conflict"}}]
}
gold["files"][T]=tentry
gold["cross_session_groups"]=[
 {"description":"The LLM provider rejects the API key (xAI 'Incorrect API key provided' / DeepSeek 'Authentication Fails' after 'DEEPSEEK_API_KEY: Not set'); fixed outside the transcript by setting the key and relaunching aider.","category":"missing_credentials_config",
  "members":[{"file":F,"native_id":"line:284","episode":"E2","role":"symptom, fixed outside (key), first working call after relaunch line:401"},{"file":T,"native_id":"line:35","episode":"E1","role":"symptom, fixed by relaunch line:142"}],
  "fix_entities":["DEEPSEEK_API_KEY","setx","relaunch"]},
 {"description":"aider takes a non-file word from its own input/launch line as a file name and fails to create it ('/add' from a multi-line paste; '--extra-params={…}' from the launch script), recurring at every launch and never fixed.","category":"cli_usage",
  "members":[{"file":F,"native_id":"line:350","episode":"E3","role":"recurring, gave up"},{"file":T,"native_id":"line:17","episode":"E2","role":"recurring, gave up"}],
  "fix_entities":["/add","--extra-params"]}]

S="aider/simple-calculator__.aider.chat.history.md"
seps=[
 ep("E1",["line:1073"],"SearchReplaceNoExactMatch: This SEARCH block failed to exactly match lines in src/components/EmojiBubble.jsx",False,None,None,"high",["gave_up","retry_still_fails_differently"],
    "gemini (diff-fenced) edit: 5 of 6 blocks applied, one fails. The reflection call hits the quota error (E2). After the switch to qwen3 (whole format) the user says 'please continue' (line:1228); qwen explains a corrected SEARCH block but nothing is applied (no 'Applied edit' after line:1299). The story is then overtaken by a rewrite into a new EmojiBubble.js (E4) and the user later deletes the .jsx file (line:1824 'Repo-map can't include …EmojiBubble.jsx'). Never landed.",tool="aider-edit"),
 ep("E2",["line:%d"%n for n in range(1133,1158,3)],"You exceeded your current quota, please check your plan and billing details.",True,
    {"native_id":"line:1209","kind":"tool_switch","entities":["/model openai/qwen3:32b"]},"line:1299","high",["tool_switch"],
    "gemini-2.5-pro-exp free quota exhausted: litellm retries with back-off 0.2 s … 32 s (9 errors, line:1133-1157). User runs /help, then switches the main model to a local qwen3:32b (line:1209); the next model call succeeds ('Tokens: 7.8k sent', line:1299). Plain retries are not the fix."),
 ep("E3",["line:1301"],"(user reports an error when running the app but pastes no terminal output: 'here is the terminal :' is followed by nothing)",True,
    {"native_id":"line:1458","kind":"edit_file","entities":["src/components/EmojiBubble.js"]},"line:1460","medium",["edit_then_retry","retry_still_fails_differently"],
    "The model itself notes 'The terminal output isn't provided' (line:1304) and guesses. It writes a complete new file src/components/EmojiBubble.js (.js next to the existing .jsx, line:1458). The next user report (line:1460) is only 'Compiled with warnings' (eslint), so the run error is gone but new warnings appear (E4). Medium: the original error was never shown."),
 ep("E4",["line:1464"],"Line 6:64:  'BUBBLE_SIZE' was used before it was defined               no-use-before-define",False,
    {"native_id":"line:1581","kind":"edit_file","entities":["BUBBLE_SIZE","styled-components"]},None,"medium",["edit_then_retry","retry_still_fails_differently"],
    "eslint warnings pasted by the user (no-use-before-define ×2, no-unused-vars). The rewrite (applied line:1581) imports styled-components (line:1520), so the next run fails to compile with 'Can't resolve 'styled-components'' (E5) and the warnings are never re-checked."),
 ep("E5",["line:1583"],"Module not found: Error: Can't resolve 'styled-components' in '/Users/andrewjacop/Optomatica/TESTAWAY/Simple-Calulator/src/components'",True,
    {"native_id":"line:1648","kind":"workaround_isolate","entities":["/reset","styled-components"]},"line:2716","medium",["tool_switch","install"],
    "Missing npm dependency introduced by the model's own rewrite. The model only advises 'npm install styled-components' (line:1613); aider (whole format) offers no shell command and nobody runs it. The user instead resets the chat (line:1648), deletes the generated files outside aider (repo-map warnings line:1820-1824), switches models and re-requests the feature; the final component uses plain CSS (no styled-components after line:1600). The feature is committed by the user at line:2716 ('added hovering emojies'). install is tagged because the suggested fix was an install that never happened."),
 ep("E6",["line:1646"],"Applied edit to If you're using **npm**",True,
    {"native_id":"line:1820","kind":"user_fix","entities":["If you're using **npm**"]},"line:1820","medium",["masked"],
    "Masked tool failure: in whole edit format aider parses the reply's markdown headings '#### If you're using **npm**:' as file names, asks to create them, and 'successfully' writes a junk file named \"If you're using **npm**\" (the yarn one is declined, line:1645). Reported as success. The user removes it outside aider: line:1820 'Repo-map can't include …/If you're using **npm**'. Note the model's reply lines themselves start with '#### ' (line:1611, line:1616), the prefix aider uses for user input.",masked=True,tool="aider-edit"),
 ep("E7",["line:1826","line:1829","line:1832","line:1835","line:1838"],"have a free quota tier. Please use Gemini 2.5 Pro Experimental (models/gemini-2.5-pro-exp-03-25) instead.",True,
    {"native_id":"line:1845","kind":"tool_switch","entities":["/model openai/deepseek.deepseek-chat"]},"line:1875","high",["tool_switch"],
    "User switches back to gemini (line:1810 '/model gemini' resolves to gemini-2.5-pro-preview-03-25), which has no free tier: 429 again with back-off, user hits ^C (line:1843) and switches to deepseek-chat (line:1845); next call succeeds (line:1875 Tokens). Same fix kind as E2 (knowledge reuse)."),
 ep("E8",["line:1882","line:2149"],"/Users/andrewjacop/Optomatica/TESTAWAY/Simple-Calulator/src/components/EmojiBubble.jsx: file not found error",True,
    {"native_id":"line:2205","kind":"edit_file","entities":["src/components/EmojiBubble.jsx","Create new file?"]},"line:2206","high",["edit_then_retry"],
    "The model asks for EmojiBubble.jsx, which the user had deleted; aider drops it twice ('Dropping src/components/EmojiBubble.jsx from the chat.'). The file is created anew by the whole-file edit (line:2205 'Create new file? (Y)es/(N)o [Yes]: y', line:2206 'Applied edit to src/components/EmojiBubble.jsx').",tool="aider-chat"),
 ep("E9",["line:2211"],"nothing changed ! cant see any flloating bubbles anywhere",True,
    {"native_id":"line:2484","kind":"edit_file","entities":["src/App.js","src/styles.css"]},"line:2716","medium",["edit_then_retry","retry_still_fails_differently"],
    "User-reported: the new component is never rendered. Fix edits App.js and styles.css (line:2484-2485); then lint (E10) and a compile error (E11) follow; user commits 'added hovering emojies' at line:2716, taken as confirmation."),
 ep("E10",["line:2487"],"# Fix any errors below, if possible.",True,
    {"native_id":"line:2653","kind":"edit_file","entities":["@keyframes","src/styles.css"]},"line:2653","medium",["edit_then_retry"],
    "aider's built-in lint after the edit flags src/styles.css lines '0%, 100% {' inside @keyframes (marked █ at lines 24 and 52 of the file, no message text - most likely a tree-sitter parse false positive of valid CSS). User accepts 'Attempt to fix lint errors?' (line:2518); the fixing edit is applied (line:2653) and no further lint report follows, which is the only evidence.",tool="aider-lint"),
 ep("E11",["line:2657","line:2659"],"Module not found: Error: Can't resolve './styles.css' in '/Users/andrewjacop/Optomatica/TESTAWAY/Simple-Calulator/src/components'",True,
    {"native_id":"line:2713","kind":"path_fix","entities":["../styles.css","./styles.css"]},"line:2716","medium",["path_fix","edit_then_retry"],
    "Wrong relative import from src/components. Fix changes import \"./styles.css\" to import \"../styles.css\" (line:2668, explained line:2710, applied line:2713). The user then commits the feature (line:2716); no later error."),
]
sentry={
 "format":"aider-chat-history-md (aider v0.82.2, macOS; gemini-2.5-pro-exp (diff-fenced) → openai/qwen3:32b (whole) → gemini-2.5-pro-preview → openai/deepseek.deepseek-chat (whole); one launch)",
 "counts":{"shell_commands":0,"failed_shell_commands":0,"masked_failures_annotated":0},
 "counts_notes":"No '> Running ' / '#### /run' lines: 0 agent shell commands (the user runs the React dev server outside aider and pastes errors as '#### ' lines). Native ids line:N (0-based). Trap: some model replies contain markdown headings that start with '#### ' (line:1611, line:1616), the prefix aider uses for user input. qwen replies carry <think> blocks. Lint output is '> # Fix any errors below, if possible.' with █ markers and no message. Model-provider errors are '> litellm.RateLimitError: …' lines with a 'Retrying in N seconds...' back-off. masked_failures_annotated counts shell ids only, so E6 (masked non-shell) is not counted.",
 "failed_native_ids":[],"expected_nonzero":[],"exit_unknown":[],
 "notes":"Create-React-App calculator; the user adds a theme switch, 3D buttons, a nyan-cat background and a floating emoji bubble. The bubble feature drives all failures: an edit anchor mismatch, quota errors on two Gemini models (fixed by switching model), user-pasted run/eslint/compile errors, a missing npm package that is never installed (the feature is rebuilt without it), a junk file created from a markdown heading, a deleted chat file, a lint false positive and a wrong relative CSS import. Negatives: '> Warning: … does not support 'reasoning_effort', ignoring.' (line:7) and repo-map 'Has it been deleted' warnings are not failures; /commit lines are aider git commits, not shell commands.",
 "episodes":seps,
 "pivots":[
  {"native_id":"line:1209","snippet":"/model openai/qwen3:32b"},
  {"native_id":"line:1648","snippet":"/reset"},
  {"native_id":"line:2710","snippet":"since the styles.css file is in the src directory, not the components directory"}],
 "reuse":[
  {"entity":"switch model on quota error","discovered":{"native_id":"line:1209","snippet":"/model openai/qwen3:32b"},"reused":{"native_id":"line:1845","snippet":"/model openai/deepseek.deepseek-chat"}}]
}
gold["files"][S]=sentry
gold["cross_session_groups"][0]["members"].append({"file":S,"native_id":"line:1133","episode":"E2","role":"provider quota error (429), fixed by switching model at line:1209"})
gold["cross_session_groups"][0]["description"]="The LLM provider rejects the call (xAI 'Incorrect API key provided'; DeepSeek 'Authentication Fails' after 'DEEPSEEK_API_KEY: Not set'; Gemini 429 quota exhausted). Never fixed by aider's own retries; fixed outside the model call by setting the key and relaunching, or by switching to another model."
gold["cross_session_groups"][0]["category"]="llm_provider_auth_quota"
gold["cross_session_groups"][0]["fix_entities"]=["DEEPSEEK_API_KEY","setx","/model"]
gold["cross_session_groups"].append({"description":"aider SEARCH/REPLACE block fails to match (SearchReplaceNoExactMatch); real mismatches fixed by a narrower SEARCH block, whole-file deletions via empty REPLACE never succeed and end in 'Only 3 reflections allowed' / abandonment.","category":"edit_anchor_mismatch",
  "members":[{"file":T,"native_id":"line:5600","episode":"E6","role":"fixed by narrower SEARCH"},{"file":T,"native_id":"line:6351","episode":"E7","role":"gave up"},{"file":S,"native_id":"line:1073","episode":"E1","role":"gave up (overtaken by rewrite)"}],
  "fix_entities":["SEARCH","Only 3 reflections allowed"]})

def sep(i,sym,err,cmd,res,fix,ver,conf,hc,notes,masked=False,exp=False,shell=True,tool=None):
    d={"id":i,"shell":shell,"symptom_native_ids":sym,"error_text":err,"failing_command":cmd,
       "resolved":res,"fix":fix,"verified_by_native_id":ver,"confidence":conf,"masked":masked,
       "expected_failure":exp,"hard_cases":hc,"notes":notes}
    if not shell: d={"id":i,"shell":False,"symptom_tool":tool,**{k:v for k,v in d.items() if k not in("id","shell")}}
    return d
O2="specstory/work20260104-01__2026-01-03_14-51Z-3d建物生成ウェブアプリ要件定義.md"
o2shell=[248,289,1757,1793,1804,1815,1856,1867,1893,2455,2647,2663,2810,2842,5511,5637,5669,5680,5697,5723,5740,5751,5783,5801,5833,5863,5895,5916,5948,5970,5987,5998,6017,6049,6066,6128,6160,6176,6192,6208]
o2eps=[
 sep("E1",["line:1867"],"fatal: could not read Username for 'https://github.com': No such device or address","cd /mnt/c/Users/USER/src/work20260104 && git push -u origin main",True,
     {"native_id":"line:2352","kind":"tool_switch","entities":["mcp_github_push_files","GitHub MCP"]},"line:2352","high",["tool_switch","permission"],
     "HTTPS remote without credentials in a non-interactive WSL shell. Agent: '認証エラーのため、GitHub MCPツールでプッシュします' (line:1887) and pushes the files through the GitHub MCP server instead; the first MCP push fails (E2), the second (line:2352) returns a commit sha (0701aae…). Same signature recurs later (E3) when the user forbids MCP."),
 sep("E2",["line:2119"],"MCP error -32603: Conflict: Git Repository is empty.",None,True,
     {"native_id":"line:2181","kind":"request_fix","entities":["mcp_github_create_or_update_file","README"]},"line:2352","high",["retry_still_fails_differently","edit_then_retry"],
     "push_files cannot create the first commit of an empty repository. Agent: '空のリポジトリへの直接プッシュは不可のため、READMEを先に追加' (line:2176); creates README.md with create_or_update_file (line:2181), then push_files succeeds (line:2352).",shell=False,tool="mcp_github_push_files"),
 sep("E3",["line:2578"],".specstoryは、要約などせずにファイルの内容をそのままgithubにプッシュしてください。",None,False,
     {"native_id":"line:6176","kind":"command_change","entities":["--ours",".specstory/"]},None,"medium",["retry_still_fails_differently","tool_switch"],
     "User-reported: the agent's MCP push of .specstory sent summarised content instead of the real file. The MCP retries fail (E4), the git route (E5-E10) ends with a push, but the conflict resolution took the remote (MCP-summarised) side and the '--ours .specstory/' step changed nothing (E11). The agent's closing claim (line:6237) that the complete contents are on GitHub is not supported by the transcript: resolved false.",shell=False,tool="user"),
 sep("E4",["line:5582","line:5596","line:5610"],"Model provided invalid arguments to mcp tool.",None,True,
     {"native_id":"line:5620","kind":"user_fix","entities":["MCPのgithubを使わずコマンドでプッシュ"]},"line:6208","high",["tool_switch"],
     "Three MCP calls rejected before running (the ~100 KB file content as a string argument). The user redirects: '.specstoryをMCPのgithubを使わずコマンドでプッシュして反映してください。' (line:5620); the git route eventually pushes (line:6208). These records are bare lines, not tool-use blocks.",shell=False,tool="mcp_github_push_files"),
 sep("E5",["line:5697"],"fatal: could not read Username for 'https://github.com': No such device or address","cd /mnt/c/Users/USER/src/work20260104 && git push origin main",True,
     {"native_id":"line:5740","kind":"config_change","entities":["git remote set-url origin git@github.com:onotakuy/work20260104_01.git","SSH"]},"line:5751","high",["config_change","permission","retry_still_fails_differently"],
     "Same error as E1, now without the MCP way out. Agent: '認証エラーのため、リモートURLを確認し、SSH URLに切り替えます' (line:5717); git remote -v (line:5723), set-url to SSH (line:5740). The next push (line:5751) authenticates ('To github.com:onotakuy/work20260104_01.git') and is rejected for a new reason (E6)."),
 sep("E6",["line:5751","line:5801","line:5863","line:5916","line:6017","line:6128"],"! [rejected]        main -&gt; main (non-fast-forward)","cd /mnt/c/Users/USER/src/work20260104 && git push origin main",True,
     {"native_id":"line:6192","kind":"command_change","entities":["git commit","Merge remote changes"]},"line:6208","high",["retry_still_fails_differently","compound_retry"],
     "Remote has the MCP-made commits, local has an unrelated history. After every failed pull/merge attempt (E7-E10) the agent blindly retries the push (6 identical rejections). Fixed by completing the merge commit (line:6192 '[main c40cdf0] Merge remote changes…'); push then succeeds (line:6208 'c3c7e64..c40cdf0  main -&gt; main'). Output is HTML-escaped in SpecStory ('-&gt;')."),
 sep("E7",["line:5783"],"fatal: refusing to merge unrelated histories","cd /mnt/c/Users/USER/src/work20260104 && git pull origin main --no-rebase",True,
     {"native_id":"line:5833","kind":"command_change","entities":["--allow-unrelated-histories"]},"line:5833","high",["flag_removed","retry_still_fails_differently"],
     "Fix adds --allow-unrelated-histories (agent: '履歴が関連していないため、`--allow-unrelated-histories`でマージします', line:5827). That pull no longer refuses but stops on divergent branches (E8)."),
 sep("E8",["line:5833"],"fatal: Need to specify how to reconcile divergent branches.","cd /mnt/c/Users/USER/src/work20260104 && git pull origin main --allow-unrelated-histories --no-edit",True,
     {"native_id":"line:5895","kind":"command_change","entities":["--no-rebase"]},"line:5895","high",["flag_removed","retry_still_fails_differently"],
     "The E7 fix dropped --no-rebase; re-adding it (line:5895) gets past the reconcile question, into the next error (E9)."),
 sep("E9",["line:5895","line:5998"],"error: Your local changes to the following files would be overwritten by merge:","cd /mnt/c/Users/USER/src/work20260104 && git pull origin main --allow-unrelated-histories --no-rebase --no-edit",True,
     {"native_id":"line:6049","kind":"command_change","entities":["git add","git commit"]},"line:6066","high",["tool_switch","retry_still_fails_differently"],
     "The SpecStory extension keeps rewriting the history file while the session runs, so the tree is dirty again. git fetch + git merge origin/main (line:5998) fails the same way; committing the file first (line:6049, agent line:6043 '未コミットの変更をコミットしてからマージします') lets the merge start (line:6066), which then conflicts (E10)."),
 sep("E10",["line:6066"],"Automatic merge failed; fix conflicts and then commit the result.","cd /mnt/c/Users/USER/src/work20260104 && git merge origin/main --allow-unrelated-histories --no-edit",True,
     {"native_id":"line:6160","kind":"command_change","entities":["git checkout --theirs .","git add ."]},"line:6192","high",["edit_then_retry"],
     "23 add/add conflicts ('CONFLICT (add/add): Merge conflict in .eslintrc.json' …). Resolved wholesale with --theirs (line:6160 'Updated 23 paths from the index'); the merge commit succeeds (line:6192)."),
 sep("E11",["line:6176"],"Updated 0 paths from the index","cd /mnt/c/Users/USER/src/work20260104 && git checkout --ours .specstory/ && git add .specstory/",False,None,None,"medium",["masked","gave_up"],
     "Masked: meant to put the local full .specstory back over the remote (summarised) version after E10 (agent line:6154: 'リモートの内容を優先し、`.specstory`はローカルの完全な内容で上書きします'), but 'git add .' in line:6160 already resolved every conflict, so '--ours' has no stage-2 entries left and updates 0 paths. No error is printed and the agent never notices; the user's E3 request is therefore most likely unmet. Medium: the file contents themselves are not shown.",masked=True),
]
o2entry={
 "format":"specstory-markdown v2.1.0 (Cursor agent session 17d2aa8a…, WSL /mnt/c, tool blocks '<tool-use data-tool-type=… data-tool-name=…>' with <details><summary>; no exit codes)",
 "counts":{"shell_commands":40,"failed_shell_commands":0,"masked_failures_annotated":1},
 "counts_notes":"40 '<tool-use data-tool-type=\"shell\" data-tool-name=\"run_terminal_cmd\">' blocks (line-start match; tool-use blocks quoted inside cat output are HTML-escaped '&lt;tool-use' and are not counted). Native id = line:N (0-based) of the block's '<details><summary>Tool use: **run_terminal_cmd** • Run command: …' line, or of the '<tool-use …>' line when the block has no <details> (the MCP blocks); bare lines (messages, 'Model provided invalid arguments to mcp tool.') use their own line. SpecStory records no exit status, so failed_shell_commands is 0 and every shell command is exit-unknown (exit_unknown lists all 40); shell failures are judged from output text (fatal:/error:/CONFLICT) and are NOT marked masked for lacking an exit code. masked=true is kept for E11, where the command really exits 0 and silently does nothing. Output is HTML-escaped (-&gt;, &lt;).",
 "failed_native_ids":[],"expected_nonzero":[],"exit_unknown":["line:%d"%n for n in o2shell],
 "notes":"Cursor agent (model 'default') builds a Next.js 'Building 3D Generator' scaffold, then spends most of the session pushing to GitHub: HTTPS push has no credentials, GitHub MCP push fails on an empty repo then works but summarises the .specstory file, MCP rejects the big file, the user demands plain git, SSH remote fixes auth, then a ladder of git pull/merge errors (unrelated histories, divergent branches, dirty tree, 23 add/add conflicts) with blind push retries after each, and a silent no-op '--ours' at the end. Negatives: 'cat … | head -100' of the history file prints old errors as content (line:2663, line:2842) - not failures; 'No lint errors found' (line:1610).",
 "episodes":o2eps,
 "pivots":[
  {"native_id":"line:1887","snippet":"認証エラーのため、GitHub MCPツールでプッシュします"},
  {"native_id":"line:5620","snippet":"MCPのgithubを使わずコマンドでプッシュ"},
  {"native_id":"line:5717","snippet":"SSH URLに切り替えます"}],
 "reuse":[
  {"entity":"--allow-unrelated-histories","discovered":{"native_id":"line:5833","snippet":"--allow-unrelated-histories"},"reused":{"native_id":"line:5998","snippet":"git merge origin/main --allow-unrelated-histories --no-edit"}},
  {"entity":"SSH remote","discovered":{"native_id":"line:5740","snippet":"git@github.com:onotakuy/work20260104_01.git"},"reused":{"native_id":"line:5751","snippet":"To github.com:onotakuy/work20260104_01.git"}}]
}
gold["files"][O2]=o2entry

O1="specstory/work20260103-01__2026-01-03_12-46Z-2dから3dマップwebアプリの要件定義.md"
o1shell=[3027, 3054, 3080, 3091, 3199, 3210, 3221, 3247, 3669, 3932, 3977, 3993, 4385, 4548, 4592, 4626, 4660, 4883, 7987, 8002, 8018, 9749, 9777, 9793, 9860, 9922, 10022, 10069, 10090, 10149, 10183, 10448, 13690, 13731, 13801, 13917, 13961, 13977, 14033, 14176, 14227, 14298, 14357, 14391, 14499, 14646, 14717, 14770, 14805, 14850, 14921, 14982, 15008, 15069, 15204, 15265, 15364, 15425, 15560, 15621, 15756, 15817, 15952, 16013, 16148, 16209, 16344, 16405, 16540, 16588, 16649, 16710, 16902, 16955, 16989, 17081, 17171, 17227, 17290, 17391, 17521, 17610, 17671, 17762, 17796, 17926, 18017, 18078, 18187, 18296, 18387, 18448, 18539, 18617, 18628, 18648, 18665, 18685, 18700, 18716, 18774, 18982, 19005]
o1eps=[
 sep("E1",["line:3027"],"fatal: not a git repository (or any parent up to mount point /mnt)","cd /mnt/c/Users/USER/src/work20260103 && git status",False,None,None,"high",["intended_failure"],
     "Existence probe before the first push: the agent expects no repo and runs git init next (line:3048 'Gitリポジトリを初期化し…'). Not a symptom needing a fix; git init is not its fix.",exp=True),
 sep("E2",["line:2034"],"TypeError: Cannot read properties of null (reading 'useReducer')",None,True,
     {"native_id":"line:2380","kind":"edit_file","entities":["leaflet-fix.ts","@types/react"]},"line:2525","medium",["edit_then_retry","retry_still_fails_differently"],
     "User-pasted Next.js dev-server stack. Agent (debug mode) adds HTTP debug logging (fetch to 127.0.0.1:7244 ingest), then makes leaflet-fix.ts an exported function (line:2380), calls it in useEffect (line:2425/2457) and pins @types/react to 18.3.3 (line:2479). The next user report (line:2525) is a different error (window undefined, E3), taken as evidence this one is gone: medium.",shell=False,tool="user"),
 sep("E3",["line:2525"],"(user points at terminal lines '@npm (1004-1014)' without pasting them; the agent reads them as: `Map2D.tsx`の10行目で`window`が未定義です, line:2536)",None,False,
     {"native_id":"line:2645","kind":"edit_file","entities":["Map2DInternal.tsx","window"]},None,"medium",["edit_then_retry"],
     "SSR 'window is not defined' from react-leaflet. Dynamic import of a new Map2DInternal.tsx (line:2645) plus removal of top-level logging (line:2941). The agent only asks the user to restart (line:2996 <reproduction_steps>); the user's next message asks for a GitHub push, never confirming: unverified.",shell=False,tool="user"),
 sep("E4",["line:1488"],"Cannot edit files blocked by globalignore",None,False,None,None,"medium",["gave_up","permission"],
     "Cursor refuses the edit (the .env template; the file name is not printed, only the bare line). The agent silently continues with other files. Also see 'Cannot delete protected config files' (line:2575), after which it edits Map2D.tsx instead - both are Cursor protection refusals, not shell errors.",shell=False,tool="cursor-edit"),
 sep("E5",["line:3221"],"fatal: could not read Username for 'https://github.com': No such device or address","cd /mnt/c/Users/USER/src/work20260103 && git push -u origin main",True,
     {"native_id":"line:4455","kind":"tool_switch","entities":["mcp_github_push_files","GitHub MCP"]},"line:4455","high",["tool_switch","permission"],
     "HTTPS remote, no credential helper (checked much later: line:19005 'git config credential.helper' prints nothing). Agent: 'HTTPS認証が必要なため、GitHub MCPツールでプッシュします' (line:3241); after E6 the MCP push_files of the code succeeds (line:4455, commit sha ecfd06d…; line:4489 'GitHubへのプッシュが完了しました')."),
 sep("E6",["line:3687"],"MCP error -32603: Conflict: Git Repository is empty.",None,True,
     {"native_id":"line:3754","kind":"request_fix","entities":["mcp_github_create_or_update_file","README"]},"line:4455","high",["edit_then_retry"],
     "Same as the later session's E2: push_files cannot create the first commit; 'リポジトリが空のため、最初にREADMEを作成してから他のファイルを追加します' (line:3749).",shell=False,tool="mcp_github_push_files"),
 sep("E7",["line:3993"],"fatal: could not read Username for 'https://github.com': No such device or address","cd /mnt/c/Users/USER/src/work20260103 && git remote set-url origin https://github.com/onotakuy/work20260103_01.git && git push -u origin main 2>&1 | head -20",True,
     {"native_id":"line:4455","kind":"tool_switch","entities":["mcp_github_push_files"]},"line:4455","high",["masked","compound_retry","tool_switch"],
     "Retry with the identical HTTPS URL (set-url to the same value) and the push piped through head, so the real shell status would be 0: masked. Same signature as E5; the agent goes back to MCP (line:4013) and the push_files at line:4455 is the working route.",masked=True),
 sep("E8",["line:10376","line:13784"],"ファイルが大きいため、残りの内容は省略します。実際のファイルには、プロジェクトの実装過程全体が含まれています。",None,False,None,None,"high",["masked","gave_up","retry_still_fails_differently"],
     "Masked MCP write: create_or_update_file (block line:10250) 'succeeds' but the content it sent is the first part of the history plus '（ファイルが大きいため、残りの内容は省略します。…）' - the result shows \"size\": 5023 (line:10391) for a 133-604 KB file. The user complains (line:13784 '.specstoryはファイルサイズは大きいですが、そのままgithubにプッシュしてください。'). ~60 python heredocs then re-read the file, which SpecStory keeps appending to (133181 → 532717 → 604215 bytes), a second MCP write sends 576 bytes (line:18867), the local git push fails again (E9) and the agent declares full upload impractical (line:18940) and hands the push to the user. Never fixed in the transcript. The MCP arguments in block line:10250 contain unescaped nested <tool-use> blocks (a trap for block parsers).",masked=True,shell=False,tool="mcp_github_create_or_update_file"),
 sep("E9",["line:18665"],"fatal: could not read Username for 'https://github.com': No such device or address","cd /mnt/c/Users/USER/src/work20260103 && git push origin main",False,None,None,"high",["gave_up","permission"],
     "Third hit of the HTTPS credential error. Diagnosis printenv | grep -i github (line:18982, only PATH matches, no token) and git config credential.helper (line:19005, empty). The agent asks the user to push with a PAT (method A) or SSH (method B, line:18957); the user chooses A ('方法Aでお願いします', line:18968) and later reports a push error by terminal reference ('@bash (1007-1014)', line:19048), answered with advice only ('git pull --rebase origin main', line:19057). No fix inside the transcript; SSH (method B) is exactly what fixes it in the next day's session (cross-session group)."),

 sep("E10",["line:19048"],"(user reports an error by terminal reference only: '@bash (1007-1014)  このエラーが出るのでコマンドを追加で教えてください。'; the agent reads it as a non-fast-forward rejection, line:19061 'Git履歴がリモートより後ろにあるため')",None,False,None,None,"medium",["gave_up"],
     "After the user pushes with a PAT himself, the push is rejected because the remote has the MCP-made commits. The agent (now gpt-5.1-codex-max) only advises 'git pull --rebase origin main' + push (line:19057); the session ends there. Same remote-ahead situation that the next day's session fixes with a merge (cross-session group git_push_rejected).",shell=False,tool="user"),
]
o1entry={
 "format":"specstory-markdown v2.1.0 (Cursor agent session 3069ab07…, model 'default' then gpt-5.1-codex-max, WSL /mnt/c; CRLF line ends; no exit codes)",
 "counts":{"shell_commands":103,"failed_shell_commands":0,"masked_failures_annotated":1},
 "counts_notes":"103 line-start '<tool-use data-tool-type=\"shell\" data-tool-name=\"run_terminal_cmd\">' blocks (the file has CRLF line ends: strip \\r before matching). The string 'Tool use: **run_terminal_cmd**' occurs 142 times because the agent cats its own history file (HTML-escaped copies, &lt;tool-use) and one MCP argument (block line:10250) embeds raw, unescaped copies of early blocks (list_dir, glob_file_search ×2; none are shell). Native ids: line:N (0-based) of the '<details><summary>Tool use: …' line, or the '<tool-use …>' line for blocks whose <details> and <summary> are on separate lines (all MCP blocks); bare lines (user text, tool refusals such as 'Cannot edit files blocked by globalignore') use their own line. No exit codes: failed 0, exit_unknown = all 103. masked (1) = E7, a push piped into head. Trap: the cat of the history (line:4883) and a python dump (line:10448) print old error text ('TypeError…useReducer', 'fatal: not a git repository') as file content - not failures.",
 "failed_native_ids":[],"expected_nonzero":[],"exit_unknown":["line:%d"%n for n in o1shell],
 "notes":"Cursor agent builds a Next.js 2D→3D map viewer (Leaflet + three.js), fixes two user-reported Next.js SSR errors, then tries for most of the session to get the code and especially its own growing .specstory history onto GitHub: HTTPS push has no credentials (three times), GitHub MCP push fails on an empty repo then works for code, MCP silently uploads a 5 KB summary of the history, dozens of python re-reads of a file that grows while being read, and finally the push is handed back to the user (PAT). Same user and setup as the next day's work20260104 session, which meets the same HTTPS and empty-repo errors and fixes the first with an SSH remote. Negatives: git status probe (E1, expected); 'Could not find file' (line:2159, reading a debug log that did not exist yet); mcp get_file_contents 'Not Found' (line:9998) for a file not yet created - expected; 'No lint errors found'.",
 "episodes":o1eps,
 "pivots":[
  {"native_id":"line:3241","snippet":"HTTPS認証が必要なため、GitHub MCPツールでプッシュします"},
  {"native_id":"line:13784","snippet":"そのままgithubにプッシュしてください"},
  {"native_id":"line:18940","snippet":"Full file upload via MCP tools is impractical"}],
 "reuse":[
  {"entity":"README first for an empty repo","discovered":{"native_id":"line:3749","snippet":"リポジトリが空のため、最初にREADMEを作成"},"reused":{"native_id":"line:3918","snippet":"README.mdを作成済み"}}]
}
gold["files"][O1]=o1entry
gold["cross_session_groups"].append({"description":"git push over an HTTPS remote in a non-interactive WSL shell has no credentials: 'fatal: could not read Username for 'https://github.com': No such device or address'. Workarounds: GitHub MCP push (both sessions), SSH remote (second session, fixed), PAT by the user (first session, outside).","category":"sandbox_permission",
  "members":[{"file":O1,"native_id":"line:3221","episode":"E5","role":"symptom, worked around with MCP"},{"file":O1,"native_id":"line:3993","episode":"E7","role":"masked retry (| head)"},{"file":O1,"native_id":"line:18665","episode":"E9","role":"gave up, user asked for PAT/SSH"},{"file":O2,"native_id":"line:1867","episode":"E1","role":"symptom, worked around with MCP"},{"file":O2,"native_id":"line:5697","episode":"E5","role":"fixed by git remote set-url … git@github.com (SSH)"}],
  "fix_entities":["mcp_github_push_files","git remote set-url origin git@github.com:","PAT"]})
gold["cross_session_groups"].append({"description":"GitHub MCP push_files on a freshly created empty repository: 'MCP error -32603: Conflict: Git Repository is empty.'; fixed in both sessions by creating README.md with create_or_update_file first.","category":"mcp_tool_error",
  "members":[{"file":O1,"native_id":"line:3687","episode":"E6","role":"fixed by README first"},{"file":O2,"native_id":"line:2119","episode":"E2","role":"fixed by README first"}],
  "fix_entities":["mcp_github_create_or_update_file","README"]})
gold["cross_session_groups"].append({"description":"Agent pushes its own large SpecStory history through the GitHub MCP server and silently uploads a summary/truncation; the user complains ('要約などせずに' / 'そのままgithubにプッシュしてください'); never fully fixed in either session.","category":"masked_tool_success",
  "members":[{"file":O1,"native_id":"line:10376","episode":"E8","role":"masked MCP write, gave up"},{"file":O2,"native_id":"line:2578","episode":"E3","role":"user report, unresolved (--ours no-op)"}],
  "fix_entities":["git push","--ours"]})

H2="specstory/agente-bsc-rag__2025-10-15_00-22Z-me-ajude-a-resolver.md"
h2shell=[45,176,216,350,362,402,514,541,553,578,595,614,631,662,724,742,761,820,850,868,894,914,978,996,1013]
h2eps=[
 sep("E1",["line:45"],"warning: could not open directory 'Cookies/': Permission denied","git status",True,
     {"native_id":"line:176","kind":"cwd_change","entities":["agente-bsc-rag","cd \"D:\\Users\\OneDrive - engelar.eng.br\\Documentos\\Hugo\\ENGELAR\\agente-bsc-rag\""]},"line:176","high",["wrong_cwd","path_fix","masked"],
     "The shell starts in the Windows user profile, which is itself a git repo with no commits: 'On branch master / No commits yet' and the whole home folder listed as untracked, plus Permission denied warnings for junction folders. git status exits 0 there, so masked. The agent re-runs with cd \"D:\\…\\agente-bsc-rag\" ; git status (line:176), which shows the project repo.",masked=True),
 sep("E2",["line:402","line:761"],"remote: error: GH013: Repository rule violations found for refs/heads/master.","git push origin master",True,
     {"native_id":"line:914","kind":"command_change","entities":["git filter-branch","--index-filter \"git rm --cached --ignore-unmatch .env\""]},"line:978","high",["retry_still_fails_differently","edit_then_retry","tool_switch"],
     "GitHub push protection: an OpenAI and an Anthropic key in .env (commit ee7de89, '.env:10', '.env:18'; values not shown). The user's opening 'me ajude a resolver' (line:8) refers to this block. First attempts do not help: un-commenting .env in .gitignore (line:314, commit line:362), then git rm --cached .env (line:578) - the second push (line:761) is rejected identically because the secret is still in history (agent line:816). Rewriting all history with git filter-branch (line:914) and force-pushing works: line:978 'ff6065a..65d6cf6  master -> master' (this older export does not HTML-escape output). The agent also offers the unblock-secret URLs / disabling push protection (line:384-474), which the user declines ('deixa, não precisa enviar', line:492)."),
 sep("E3",["line:541"],"(no output: `git check-ignore -v .env` prints nothing because .env is tracked; diagnosis line:572 'O `.env` já está sendo **trackeado** pelo Git')","git check-ignore -v .env",True,
     {"native_id":"line:578","kind":"command_change","entities":["git rm --cached .env"]},"line:662","high",["edit_then_retry"],
     "Empty result of a probe (would exit 1): the .gitignore edit has no effect on a tracked file. git ls-files .env (line:553) confirms tracking; git rm --cached .env (line:578) + commit (line:595); the same check-ignore now prints '.gitignore:39:.env\t.env' (line:662)."),
 sep("E4",["line:850"],"error: cannot rebase: You have unstaged changes.","git rebase -i ff6065a",True,
     {"native_id":"line:894","kind":"command_change","entities":["git stash"]},"line:914","high",["tool_switch","retry_still_fails_differently"],
     "Interactive rebase (also unusable non-interactively) refused on a dirty tree - the SpecStory extension keeps modifying this very history file. git stash (line:894) cleans the tree; the agent then switches to git filter-branch (line:914), which runs. Rebase itself is never retried."),
 sep("E5",["line:996"],"fatal: 'refs/stash@{0}' is not a stash-like commit","git stash pop",False,None,None,"high",["gave_up"],
     "Side effect of E2's fix: filter-branch with '-- --all' rewrote refs/stash ('Ref 'refs/stash' was rewritten', line:914 output), so the stash can no longer be popped. The agent dismisses it in its thinking (only the auto-updated .specstory history was stashed) and reports full success (line:1038); the stashed change is lost, never recovered."),
]
h2entry={
 "format":"specstory-markdown (pre-v2, header '<!-- Generated by SpecStory -->'; Cursor agent session d64938f0…, Windows/PowerShell; bare 'Tool use: **NAME**' lines; no exit codes)",
 "counts":{"shell_commands":25,"failed_shell_commands":0,"masked_failures_annotated":1},
 "counts_notes":"25 lines 'Tool use: **run_terminal_cmd**' (older SpecStory format: no <tool-use> wrapper; a record runs from that line to the next '---' line, with the command in a ```bash fence and the output in the next ``` fence). Native id = line:N (0-based) of the 'Tool use:' line; messages use the line holding the text. Other tools: grep, read_file, search_replace (1 each). No exit codes: failed 0, exit_unknown = all 25. masked (1) = E1, git status in the wrong repo (exit 0). Output here is NOT HTML-escaped ('->').",
 "failed_native_ids":[],"expected_nonzero":[],"exit_unknown":["line:%d"%n for n in h2shell],
 "notes":"Portuguese. Python RAG project 'agente-bsc-rag' (Windows, OneDrive path). A push blocked by GitHub push protection (API keys committed in .env) is fixed step by step: .gitignore, git rm --cached, then history rewrite with filter-branch and a force push. Also a wrong starting directory (home folder is a git repo), a rebase refused on a dirty tree, and a stash destroyed by filter-branch that the agent waves away. Privacy checked: the push-protection output names the secret types and locations only, no key values; the unblock-secret URLs need repo auth. Negatives: 'LF will be replaced by CRLF' warnings (line:724 etc.); filter-branch 'WARNING: Ref … is unchanged' lines.",
 "episodes":h2eps,
 "pivots":[
  {"native_id":"line:572","snippet":"já está sendo **trackeado** pelo Git"},
  {"native_id":"line:816","snippet":"O problema é que o commit antigo `ee7de89`"},
  {"native_id":"line:492","snippet":"deixa, não precisa enviar. so resolva o problema"}],
 "reuse":[
  {"entity":"ee7de89 (commit that added .env)","discovered":{"native_id":"line:216","snippet":"ee7de89 feat: Adicionar arquivo de configuração .env"},"reused":{"native_id":"line:816","snippet":"commit antigo `ee7de89`"}},
  {"entity":"git rm --cached .env","discovered":{"native_id":"line:578","snippet":"git rm --cached .env"},"reused":{"native_id":"line:914","snippet":"git rm --cached --ignore-unmatch .env"}}]
}
gold["files"][H2]=h2entry
gold["cross_session_groups"].append({"description":"git push rejected by the remote after authentication works: non-fast-forward against MCP-made remote commits (fixed by completing a merge) and GitHub push protection for committed secrets (fixed by rewriting history and force-pushing); in both the agent retries the identical push after partial fixes.","category":"git_push_rejected",
  "members":[{"file":O1,"native_id":"line:19048","episode":"E10","role":"user-reported, advice only"},{"file":O2,"native_id":"line:5751","episode":"E6","role":"fixed by merge commit"},{"file":H2,"native_id":"line:402","episode":"E2","role":"fixed by filter-branch + --force"}],
  "fix_entities":["git merge","git filter-branch","--force"]})
gold["cross_session_groups"].append({"description":"The SpecStory/Cursor extension rewrites the session's own history file while the agent works, so git reports a dirty tree and blocks the operation (merge 'Your local changes … would be overwritten', rebase 'You have unstaged changes'); fixed by committing or stashing first.","category":"dirty_worktree",
  "members":[{"file":O2,"native_id":"line:5895","episode":"E9","role":"fixed by commit"},{"file":H2,"native_id":"line:850","episode":"E4","role":"fixed by stash"}],
  "fix_entities":["git commit","git stash"]})

DP="aider/doc-processor__.aider.chat.history.md"
gold["files"][DP]={
 "format":"aider-chat-history-md (aider v0.83.1, macOS; openai/google_genai.gemini-2.5-pro-preview-05-06 via an OpenAI-compatible proxy, whole edit format, /ask + /architect; one launch)",
 "counts":{"shell_commands":0,"failed_shell_commands":0,"masked_failures_annotated":0},
 "counts_notes":"No '> Running ' / '#### /run' lines. Native ids line:N (0-based). In /architect mode the architect's reply is re-sent to the editor as '#### ' lines (e.g. line:561-646, line:825-832, line:989-1132), so those '#### ' blocks are model text, not the user; they contain code with 'raise ValueError(…)' / 'print(f\"Error …\")' strings that are NOT failures. /com, /commit are aider git commits.",
 "failed_native_ids":[],"expected_nonzero":[],"exit_unknown":[],
 "notes":"Negative control, same user as simple-calculator. Planning (/ask) and step-by-step implementation (/architect) of a LangGraph document processor (indexing, RAG answering, question extraction) with five commits and no error of any kind: no edit-format failures, no provider errors, no lint output, no commands. The start-up warnings '> Warning: … does not support 'reasoning_effort', ignoring.' (line:7, line:9) recur from the simple-calculator launch and are configuration notices, not failures (negative). The architect's assumption 'I'll assume you've also run `pip install -r requirements.txt`' (line:828) is never checked - nothing in the file shows an install or a run.",
 "episodes":[],
 "pivots":[{"native_id":"line:187","snippet":"I want to use  langgraph"}],
 "reuse":[{"entity":"task.md task list","discovered":{"native_id":"line:734","snippet":"Applied edit to task.md"},"reused":{"native_id":"line:736","snippet":"lets start implementing block number 1"}}]
}

json.dump(gold,open("/work/labelled-new/L42/gold.json","w"),indent=1,ensure_ascii=False)
