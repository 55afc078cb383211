import sys, os; sys.path.insert(0, os.path.dirname(__file__))
from _common import ep
FILE = 'gemini/thegame__TheGame.md'
FORMAT = "gemini-cli-chat-share-markdown (Gemini CLI '/chat share' export, 3 Dec 2025, win32/PowerShell; Tool Command blocks without id, Tool Response blocks with id)"
R = 'run_shell_command-'
NOTES = ("Near-negative control: a game-design brainstorming chat (outline of a 'Resonance' bonding mechanic, lore, characters, combat Aspects/Arts) that is almost all "
 "conversation and file edits. It contains the built-in /init prompt (user turn at line:608 is the GEMINI.md generation instruction), whose first step 'ls -F' fails in PowerShell "
 "(ls is an alias of Get-ChildItem; -F is ambiguous between -Filter and -Force) and is fixed by switching to 'Get-ChildItem -Name'. One edit is cancelled by the user, who prefers to write the details himself. "
 "No other tool errors.")
COUNTS_NOTES = ("2 run_shell_command calls (paired in order with Tool Responses; native id = response id). 1 non-zero exit ('Exit Code: 1'). No exit_unknown, no masked failures. "
 "Messages: line:N = 0-based line of the section's role header.")
FAILED = [R+'1764827555073-f6891c62a2d57']
EXPECTED = []
EXIT_UNKNOWN = []
EPISODES = [
 ep('E1', ['replace-1764824464591-c225bef7373c18'], '[Operation Cancelled] Reason: User cancelled the operation.', None, True,
    dict(native_id='line:92', kind='user_fix', entities=['I will actually go in and add some basic details to GameOutline.md']), 'read_file-1764825498342-c4363a85f546f', 'medium',
    [], "User rejection carrying an instruction: the user edits GameOutline.md himself; the agent later reads the user's version. Not a defect to fix; labelled so the cancellation is not read as a failed edit.",
    shell=False, tool='replace'),
 ep('E2', [R+'1764827555073-f6891c62a2d57'], "Get-ChildItem : Parameter cannot be processed because the parameter name 'F' is ambiguous.", 'ls -F', True,
    dict(native_id=R+'1764827565996-313457a06da358', kind='tool_switch', entities=['Get-ChildItem -Name']), R+'1764827565996-313457a06da358', 'high',
    ['tool_switch', 'flag_removed'], "Unix 'ls -F' under PowerShell, where ls is Get-ChildItem. The PowerShell-native listing works."),
]
PIVOTS = [
 dict(native_id='line:678', snippet='It appears the previous command was not compatible with your system.'),
]
REUSE = []
