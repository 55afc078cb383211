import sys, os; sys.path.insert(0, os.path.dirname(__file__))
from _common import ep
FILE = 'gemini/spotifyarchiver__cli_conversation_nov18b.md'
FORMAT = "gemini-cli-chat-share-markdown (Gemini CLI '/chat share' export, 18 Nov 2025, win32/PowerShell; Tool Command blocks without id, Tool Response blocks with id; CRLF file content inside JSON strings; PowerShell output hard-wrapped at ~107 columns inside 'Output:')"
R = 'run_shell_command-'
NOTES = ("C#/.NET 10 console app (Spotify playlist archiver, CLEAN/CQRS): DTOs, service method, presentation layer with a hosted Orchestrator, "
 "unit tests for the operations handler (xunit attributes without the package, then NUnit per the user, then an NUnit analyzer error), an end-to-end test, "
 "and a final build that fails on NuGet NU1605 package-downgrade errors in an Architecture.Test project the user does not want touched. "
 "The user cancels five tool calls (three shell) and redirects each time; the session ends with the build still broken. "
 "Trap: after the CS0266 fix the rebuild fails at restore (NU1605) before compiling, so the CS0266 fix is never verified even though the build 'ran'. "
 "Same repository as spotifyarchiver__cli_conversation_nov17.md (an earlier, separate chat; the file is overwritten per chat in git history).")
COUNTS_NOTES = ("20 run_shell_command calls (commands paired in file order with the next Tool Response; native id = response id). Exit codes from "
 "'Exit Code: N' in response.output: 5 non-zero (all 1). Three shell calls have response.error '[Operation Cancelled] Reason: User cancelled the operation.' "
 "and no exit code -> exit_unknown. 'dotnet remove ... package xunit' (exit 1, 'does not contain any PackageReference') is a harmless cleanup of a package "
 "whose add was cancelled -> expected_nonzero. No masked shell failures. Messages: line:N = 0-based line of the section's role header.")
FAILED = [R+'1763479825426-1ccce6fa5e567', R+'1763479971210-d6e61d73cf8a8', R+'1763480158307-28097b20ecd92', R+'1763480623190-55cccda92a234', R+'1763481116530-2888fd15f3013']
EXPECTED = [R+'1763479971210-d6e61d73cf8a8']
EXIT_UNKNOWN = [R+'1763479872443-9659b2fa57c2f', R+'1763480403591-f51819f4606fc', R+'1763480695748-95df4e674220a']
EPISODES = [
 ep('E1', ['list_directory-1763478512834-848fd871a58d1'], 'ENOENT: no such file or directory', None, True,
    dict(native_id='list_directory-1763478540039-a7c2a117e7b46', kind='path_fix', entities=['SpotifyArchiver.Application.Abstraction']), 'list_directory-1763478540039-a7c2a117e7b46', 'high',
    ['path_fix'], "dir_path 'SpotifyArchiver/SpotifyArchiver.Application.Abstraction' is resolved under the workspace root, which is already the SpotifyArchiver folder (doubled segment); dropping the prefix works.",
    shell=False, tool='list_directory'),
 ep('E2', [R+'1763479825426-1ccce6fa5e567'], "error CS0246: The type or namespace name 'Xunit' could not be found", 'dotnet test SpotifyArchiver.Presentation.Test/SpotifyArchiver.Presentation.Test.csproj', True,
    dict(native_id='write_file-1763480095070-910ef3dbc7715', kind='edit_file', entities=['using NUnit.Framework', '[Test]']), R+'1763480207488-232704a071d8a', 'high',
    ['install', 'tool_switch', 'edit_then_retry', 'retry_still_fails_differently'],
    "Test file written with xunit attributes but no xunit package (7 CS0246 errors). The agent adds Microsoft.NET.Test.Sdk and tries to add xunit (cancelled, E3); per the user it adds NUnit + NUnit3TestAdapter (run_shell_command-1763480016692-03085826c37ce, run_shell_command-1763480048470-32273f8538934) and rewrites the tests for NUnit. The next test run fails differently (E4); first green run verifies."),
 ep('E3', [R+'1763479872443-9659b2fa57c2f'], '[Operation Cancelled] Reason: User cancelled the operation.', 'dotnet add SpotifyArchiver.Presentation.Test/SpotifyArchiver.Presentation.Test.csproj package xunit', True,
    dict(native_id='line:1131', kind='user_fix', entities=['nunit']), R+'1763480207488-232704a071d8a', 'high',
    [], "User rejection carrying an instruction ('This should be using nunit'). Exit unknown (never ran)."),
 ep('E4', [R+'1763480158307-28097b20ecd92'], 'error NUnit1032: The field _stringWriter should be Disposed in a method annotated with [TearDownAttri', 'dotnet test SpotifyArchiver.Presentation.Test/SpotifyArchiver.Presentation.Test.csproj', True,
    dict(native_id='write_file-1763480186686-0b55514df34e8', kind='edit_file', entities=['[TearDown]', '_stringWriter.Dispose()']), R+'1763480207488-232704a071d8a', 'high',
    ['edit_then_retry'], "NUnit analyzer treated as a build error (the line wraps after 'TearDownAttri'). A [TearDown] that disposes the StringWriter fixes it: 'total: 3, failed: 0, succeeded: 3'."),
 ep('E5', [R+'1763480403591-f51819f4606fc'], '[Operation Cancelled] Reason: User cancelled the operation.', 'dotnet add SpotifyArchiver.Application.Integration.Test/SpotifyArchiver.Application.Integration.Test.csproj reference', True,
    dict(native_id='line:1450', kind='user_fix', entities=['Use the existing project and SpotifyServiceTests class']), 'replace-1763480496731-b8f4909a78acf', 'medium',
    [], "User rejection carrying an instruction: no new integration project; the test is added to the existing SpotifyServiceTests (replace succeeds; the test itself is never run in the session)."),
 ep('E6', [R+'1763480623190-55cccda92a234', R+'1763481116530-2888fd15f3013'], 'error NU1605:', 'dotnet build SpotifyArchiver.slnx', False,
    None, None, 'high', ['gave_up'],
    "'Warning As Error: Detected package downgrade: Microsoft.NET.Test.Sdk from 18.0.1 to 17.14.0' (also NUnit, NUnit3TestAdapter) in SpotifyArchiver.Architecture.Test, caused by this session's package upgrades in Presentation.Test, which Architecture.Test references. Triggered by the user's 'I am currently getting build errors' (line:1525). Every fix attempt is blocked: the csproj is unreadable (E7), the version bump is cancelled (E8), removing the project from the .slnx is cancelled twice (E9). Second build identical; session ends unresolved."),
 ep('E7', ['read_file-1763480665110-bb17bb04babb4', 'read_file-1763480670402-c201dd46808d', 'read_file-1763480680621-cac7482587f4f'], 'is ignored by configured ignore patterns.', None, False,
    None, None, 'high', ['gave_up', 'path_fix'],
    "read_file refuses a path listed in .geminiignore; identical retry and an absolute-path retry fail the same way; the agent stops reading and edits blind via the shell (E8).",
    shell=False, tool='read_file'),
 ep('E8', [R+'1763480695748-95df4e674220a'], '[Operation Cancelled] Reason: User cancelled the operation.', 'dotnet add SpotifyArchiver.Architecture.Test/SpotifyArchiver.Architecture.Test.csproj package Microsoft.NET.Test.Sdk --version 18.0.1', False,
    dict(native_id='line:1678', kind='user_fix', entities=['Ignore the architecture project']), None, 'medium',
    [], "User rejection carrying an instruction ('Ignore the architecture project'); the agent's follow-up (remove it from the .slnx) is cancelled too, so the instruction never leads to a working build."),
 ep('E9', ['replace-1763480764918-74944e1d8fdf', 'replace-1763481137848-03d8fc869beb5'], '[Operation Cancelled] Reason: User cancelled the operation.', None, False,
    None, None, 'medium', ['gave_up'],
    "Both attempts to drop SpotifyArchiver.Architecture.Test from SpotifyArchiver.slnx are cancelled; after the first the user reports a compile error instead (E10). The transcript ends on the second cancellation.",
    shell=False, tool='replace'),
 ep('E10', ['line:1745'], "CS0266\tCannot implicitly convert type 'bool?' to 'bool'.", None, False,
    dict(native_id='replace-1763481108416-5ed368783c73c', kind='edit_file', entities=['?? false', 'Public']), None, 'medium',
    ['edit_then_retry'],
    "User-reported (Visual Studio error list, tab-separated). The agent coalesces playlist.Public/Collaborative with '?? false'; the rebuild (run_shell_command-1763481116530-2888fd15f3013) fails at restore with the same NU1605 errors, so compilation never runs and the fix is unverified (false-verification trap).",
    shell=False, tool='user_report'),
]
PIVOTS = [
 dict(native_id='line:1131', snippet='This should be using nunit'),
 dict(native_id='line:1678', snippet='Ignore the architecture project.'),
]
REUSE = [
 dict(entity='SpotifyArchiver.Application.Abstraction (relative to the workspace root)', discovered=dict(native_id='list_directory-1763478540039-a7c2a117e7b46', snippet='SpotifyArchiver.Application.Abstraction'),
      reused=dict(native_id=R+'1763478551771-2f791439fc65d', snippet='mkdir SpotifyArchiver.Application.Abstraction/Dtos')),
 dict(entity='NUnit test stack', discovered=dict(native_id='line:1131', snippet='nunit'),
      reused=dict(native_id=R+'1763480016692-03085826c37ce', snippet='package NUnit')),
]
