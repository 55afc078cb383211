import sys, os; sys.path.insert(0, os.path.dirname(__file__))
from _common import ep

FILE = 'gemini/arch-configs__gemini-cli-conversation.md'
FORMAT = "gemini-cli-chat-share-markdown (Gemini CLI '/chat share' export, 29 Oct 2025, Linux/Arch, Hyprland; Tool Command blocks without id, Tool Response blocks with id; user messages paste whole documentation pages (one user turn is ~13,000 lines) and AGS/GJS runtime logs)"
R = 'run_shell_command-'
NOTES = ("Building a desktop clock widget with AGS v2 / Astal / Gnim (GJS, GTK4): fonts downloaded with curl, then a long tug-of-war about how to run the app, docs, "
 "Gtk3-vs-Gtk4 API guesses (eventbox, GestureDrag as a container, a non-existent 'drag-prepare' signal), widget size and layer/anchor. The agent cannot observe the "
 "GUI: 23 of 31 shell calls have no exit code - 'ags run' is either refused ('User did not allow tool call') or started and then killed by the user ('User cancelled tool execution'), "
 "and the user pastes the runtime log back as a chat message. The only exit codes are two 'gnim: command not found' (127) and 'ags -b' (1). "
 "Negatives: the repeated '▲ [WARNING] Ignoring this import because \"ags-widgets/fonts.css\" was marked as having no side effects' and MESA-INTEL warnings in the pasted logs are warnings, not the failures; "
 "'npm install' 'up to date' (exit 0) is a no-op retry. User complaints about size/position (line:5010, line:5115, line:5214, line:5315) are requirement changes, not tool errors, and are not episodes.")
COUNTS_NOTES = ("31 run_shell_command calls (no ids on Tool Command blocks; paired in order with Tool Responses; native id = response id). 3 non-zero exits parsed from 'Exit Code: N' "
 "(127, 127, 1). 23 calls have response.error '[Operation Cancelled] Reason: User did not allow tool call' (never ran) or '... User cancelled tool execution.' (ran, then killed: the long-running GUI) and no exit code -> exit_unknown. "
 "No masked shell failures. Messages: line:N = 0-based line of the section's role header.")
FAILED = [R+'1761737841501-1900a28c46fa', R+'1761737862452-9a21e6c0c78c2', R+'1761737868928-1e0a4d5b6f0c78']
EXPECTED = []
EPISODES = [
 ep('E1', ['replace-1761737657431-e4c805c79f2418'], '[Operation Cancelled] Reason: User did not allow tool call', None, True,
    dict(native_id='line:516', kind='user_fix', entities=['https://aylur.github.io/ags/guide/']), 'replace-1761737796527-adb3136afdb728', 'medium',
    [], "User rejection carrying an instruction: read the AGS docs before styling. The agent fetches docs (E2) and then applies a rescoped style edit that is accepted.",
    shell=False, tool='replace'),
 ep('E2', ['web_fetch-1761737668149-f0462306727'], 'Request failed with status code 404 Not Found', None, True,
    dict(native_id='google_web_search-1761737723633-857cd4d7b9b368', kind='tool_switch', entities=['aylur.github.io/ags-docs']), 'web_fetch-1761737739032-b83f7d49c799f', 'high',
    ['tool_switch', 'path_fix'], "The user's URL 404s; the agent searches, finds aylur.github.io/ags-docs/ (v1 docs) and fetches that. The user later gives the v2 URL (line:731)."
    , shell=False, tool='web_fetch'),
 ep('E3', [R+'1761737800957-2c6bc68ded405'], '[Operation Cancelled] Reason: User did not allow tool call', 'ags', True,
    dict(native_id='line:731', kind='user_fix', entities=['https://aylur.github.io/ags/']), 'web_fetch-1761737826488-e57449eb3d94e8', 'medium',
    [], "User rejection carrying an instruction (use the v2 docs); never ran -> exit unknown."),
 ep('E4', [R+'1761737841501-1900a28c46fa', R+'1761737862452-9a21e6c0c78c2'], 'bash: line 1: gnim: command not found', 'gnim', True,
    dict(native_id='line:940', kind='user_fix', entities=['ags run']), 'line:4527', 'medium',
    ['tool_switch', 'retry_still_fails_differently'],
    "gnim is a JSX library (package.json dependency), not a CLI. 'npm install' ('up to date', exit 0) changes nothing and the identical retry fails the same; 'ags -b' fails differently (E5). The user supplies the command: `ags run \"path here to the folder\"`. The first ags run is started and killed by the user ('User cancelled tool execution'); the user's pasted log at line:4527 is output of a running app, so the launch works."),
 ep('E5', [R+'1761737868928-1e0a4d5b6f0c78'], "Error: unknown shorthand flag: 'b' in -b", 'ags -b', True,
    dict(native_id='line:940', kind='user_fix', entities=['ags run']), 'line:4527', 'medium',
    ['flag_removed', 'tool_switch'], "Guessed flag. The agent's next guess 'ags bundle' is refused (E6); the user's 'ags run <dir>' is the fix."),
 ep('E6', [R+'1761737876427-6db2559531aec'], '[Operation Cancelled] Reason: User did not allow tool call', 'ags bundle', True,
    dict(native_id=R+'1761737930954-daceb3ea6b1938', kind='command_change', entities=['ags run /home/meshwa/arch-configs/ags-widgets/']), 'line:4527', 'medium',
    [], "User rejection with instruction ('what are you trying to achieve ? ... just do this: `ags run \"path here to the folder\"`', line:940)."),
 ep('E7', ['line:4527'], 'JS ERROR: Error: unknown intrinsic element "eventbox"', None, True,
    dict(native_id='replace-1761738952769-942ea4bd11558', kind='edit_file', entities=['EventControllerMotion']), 'line:4808', 'medium',
    ['edit_then_retry', 'retry_still_fails_differently'],
    "User-pasted GJS runtime error (Gtk3 widget in a Gtk4 app). The agent's docs fetch is refused ('I already have provided the docs to you.', line:4610); it replaces eventbox with Gtk event controllers, then GestureDrag (replace-1761738968432-9b3b46602683d8, replace-1761738982966-749c9c89b5eff8). The next pasted log has a different error (E8), so eventbox is gone.",
    shell=False, tool='user_report'),
 ep('E8', ['line:4808', 'line:4925'], 'JS ERROR: Error: cannot add [object instance wrapper GIName:Gtk.Box', None, True,
    dict(native_id='replace-1761739258950-e7af44ed0546d', kind='edit_file', entities=['GestureDrag']), 'line:5010', 'medium',
    ['edit_then_retry', 'retry_still_fails_differently'],
    "GestureDrag used as a container. First fix (replace-1761739033884-e6ccedc5ad12c8, replace-1761739138776-9d3956adbb3228) gives the same error (line:4925, object addresses differ - a signature must drop them). The third edit attaches the gesture differently; the user's next message complains only about size/position ('it in the bottom left corner of my screen and it is so fucking tiny'), i.e. the widget renders.",
    shell=False, tool='user_report'),
 ep('E9', ['line:19670'], "JS ERROR: Error: No signal 'drag-prepare' on object 'GtkGestureDrag'", None, False,
    dict(native_id='replace-1761741587400-5f8aea44d22ba8', kind='edit_file', entities=['drag-begin']), None, 'medium',
    ['edit_then_retry'], "Invented signal name; the agent reverts to drag-begin. Its 'ags run' is refused and the export ends: unverified.",
    shell=False, tool='user_report'),
 ep('E10', [R+'1761737930954-daceb3ea6b1938', R+'1761737980631-d6d07165f8b4b'], '[Operation Cancelled] Reason: User cancelled tool execution.', 'ags run /home/meshwa/arch-configs/ags-widgets/', False,
    None, None, 'medium', [],
    "Negative / not a failure to fix: 'ags run' starts a GUI that never exits; the user lets it run and kills it (six such calls), or later refuses it outright (fifteen calls), and pastes the log into the chat. Listed so that the exit-unknown cancellations are not read as failed commands; two representative ids."),
]
PIVOTS = [
 dict(native_id='line:940', snippet='if you want to run the app, then just do this: `ags run "path here to the folder"`'),
 dict(native_id='line:4616', snippet='It appears `eventbox` is Gtk3-specific; for Gtk4, I need to use a `Gtk.EventController`.'),
]
REUSE = [
 dict(entity='ags run <project dir>', discovered=dict(native_id='line:940', snippet='ags run "path here to the folder"'),
      reused=dict(native_id=R+'1761741668136-a0a6825bf13608', snippet='ags run /home/meshwa/arch-configs/ags-widgets/')),
]
EXIT_UNKNOWN = ['run_shell_command-1761737800957-2c6bc68ded405', 'run_shell_command-1761737876427-6db2559531aec', 'run_shell_command-1761737930954-daceb3ea6b1938', 'run_shell_command-1761737980631-d6d07165f8b4b', 'run_shell_command-1761738046023-da4297027bff2', 'run_shell_command-1761738340908-f91e86321be518', 'run_shell_command-1761738425355-0e53cfee1dd4d', 'run_shell_command-1761738860210-2d403458261f48', 'run_shell_command-1761738987344-740238422be6d', 'run_shell_command-1761739019334-25b7d1a8be2c98', 'run_shell_command-1761739144440-f646b9fb8cea88', 'run_shell_command-1761739667113-47a4354b75525', 'run_shell_command-1761739759350-7ce59826a83ce', 'run_shell_command-1761739874292-62c4f555c5e468', 'run_shell_command-1761739958294-c0a7cf13e5ce5', 'run_shell_command-1761740179258-3fabfaf961b32', 'run_shell_command-1761740250775-50f26f9e4bb21', 'run_shell_command-1761740328081-dc5b24747bc928', 'run_shell_command-1761740379631-73990247308b08', 'run_shell_command-1761741160308-6d50761de8b338', 'run_shell_command-1761741301035-ea0242081dc4b', 'run_shell_command-1761741554235-4a440c13e36188', 'run_shell_command-1761741668136-a0a6825bf13608']
