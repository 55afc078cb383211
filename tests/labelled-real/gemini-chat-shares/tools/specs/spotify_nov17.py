import sys, os; sys.path.insert(0, os.path.dirname(__file__))
from _common import ep
FILE = 'gemini/spotifyarchiver__cli_conversation_nov17.md'
FORMAT = "gemini-cli-chat-share-markdown (Gemini CLI '/chat share' export, 17 Nov 2025, win32/PowerShell; newer export layout: Tool Command blocks carry their own \"id\" (same value as the Tool Response id); dotnet/NuGet output hard-wrapped at ~107 columns)"
R = 'run_shell_command-'
NOTES = ("C#/.NET 10 Spotify archiver, feature 'archive a playlist to SQLite with EF Core' in a CLEAN/CQRS solution: new Domain project, EF Core migrations "
 "(NU1105 -> restore, CS1061 -> edit, missing EF Design package -> install), MediatR refused by the user, build reference errors, tests (missing Moq, unimplemented "
 "interface member, Moq call count), an architecture test that the agent tries to satisfy with a mediator until the user says 'Simplify the solution', "
 "a test hitting 'no such table: Playlists' that is deleted, then user-reported runtime errors (no such table, Migrate() missing using, PendingModelChangesWarning) and "
 "a build blocked by DLLs locked by the running app. The user cancels every 'dotnet run' of the interactive console app and runs it himself, pasting errors back. "
 "Traps: (1) 'dotnet ef migrations add' only prints 'Build failed. Use dotnet build to see the errors.' - the real error is in the following dotnet build; "
 "(2) the architecture tests stop failing only because they are skipped from the CLI ('OneTimeSetUp: Preventing tests from being run by CLI') - not a fix; "
 "(3) 'dotnet add ... reference' printing 'Project already has a reference' exits 0 and is not a failure. "
 "Same repository and user as spotifyarchiver__cli_conversation_nov18b.md (separate chat, earlier).")
COUNTS_NOTES = ("48 run_shell_command calls (native id = the call id, present on both Tool Command and Tool Response in this export). Exit codes from 'Exit Code: N' "
 "in response.output: 11 non-zero (all 1). Five calls have response.error '[Operation Cancelled] Reason: User cancelled the operation.' and no exit code -> exit_unknown "
 "(three 'dotnet run', 'dotnet new classlib -o SpotifyArchiver.Core', 'taskkill /F /PID 34488'). One masked shell failure: the final green 'dotnet test' (exit 0) in which ten tests never run "
 "('OneTimeSetUp: Preventing tests from being run by CLI'). Messages: line:N = 0-based line of the section's role header.")
FAILED = [R+'1763408558296-cf05375335add', R+'1763408581536-41efd805d7f31', R+'1763408602465-4f1973bd7956a', R+'1763408627155-075613474fa23',
          R+'1763409074883-09d6a2161b9b1', R+'1763409809766-69aba0dbb431c', R+'1763409906183-d8ea1b6d45eb5', R+'1763410290671-f961373850602',
          R+'1763410380113-acfe39dd41ba6', R+'1763411586180-8aa9e9582bc9f', R+'1763411627784-1314b6d503d52']
EXPECTED = []
EXIT_UNKNOWN = [R+'1763409192755-14584aa82ad26', R+'1763409944105-410320e6af064', R+'1763411064351-33dedb456da82', R+'1763411469274-f707fa19ca9a6', R+'1763411657955-cae77317d5e87']
MIG = 'dotnet ef migrations add InitialCreate --project SpotifyArchiver.DataAccess.Implementation\\SpotifyArchiver.DataAccess.Implementation.csproj'
EPISODES = [
 ep('E1', [R+'1763408558296-cf05375335add'], "error NU1105: Unable to find project information for", MIG, True,
    dict(native_id=R+'1763408567490-0b20723dd5e33', kind='command_change', entities=['dotnet restore SpotifyArchiver.slnx']), R+'1763408658565-f1edf6ebeaa1f', 'high',
    ['retry_still_fails_differently'], "The new Domain project was not restored yet. After 'dotnet restore' the same migration command fails differently (E2); the first successful migration verifies."),
 ep('E2', [R+'1763408581536-41efd805d7f31', R+'1763408602465-4f1973bd7956a'], "CS1061: 'Playlist' does not contain a definition for 'SongCount'", None, True,
    dict(native_id='replace-1763408617412-5c7cca7c47727', kind='edit_file', entities=['QueryPlaylists', 'SongCount']), R+'1763408627155-075613474fa23', 'high',
    ['edit_then_retry', 'retry_still_fails_differently'],
    "The migration only says 'Build failed. Use dotnet build to see the errors.'; the diagnosis dotnet build shows CS1061 in OperationHandler.cs (the agent had removed SongCount). After the edit the migration prints 'Build succeeded.' and fails differently (E3). failing_command null: two different commands (ef, build)."),
 ep('E3', [R+'1763408627155-075613474fa23'], "doesn't reference Microsoft.EntityFrameworkCore.Design", MIG, True,
    dict(native_id=R+'1763408647707-9d7e7f3ff2378', kind='install', entities=['Microsoft.EntityFrameworkCore.Design', 'dotnet add SpotifyArchiver\\SpotifyArchiver.csproj package']), R+'1763408658565-f1edf6ebeaa1f', 'high',
    ['install'], "Startup project lacks the EF Core Design package; adding it to SpotifyArchiver.csproj makes the migration succeed ('Done. To undo this action')."),
 ep('E4', ['write_file-1763408884558-61650b0ac87f2'], '[Operation Cancelled] Reason: User cancelled the operation.', None, True,
    dict(native_id='line:1497', kind='user_fix', entities=["I don't want to use mediatR"]), R+'1763408974131-1d69e6c69772a', 'high',
    [], "User rejection carrying an instruction (no MediatR / no third-party dependencies). The agent removes the MediatR package (exit 0) and writes its own ICommandHandler.", shell=False, tool='write_file'),
 ep('E5', [R+'1763409074883-09d6a2161b9b1'], "error CS0234: The type or namespace name 'Domain' does not exist in the namespace 'SpotifyArchiver'", 'dotnet run --project SpotifyArchiver\\SpotifyArchiver.csproj', True,
    dict(native_id=R+'1763409093159-844fcb7d9b424', kind='command_change', entities=['reference SpotifyArchiver.Domain\\SpotifyArchiver.Domain.csproj']), R+'1763409809766-69aba0dbb431c', 'high',
    ['install'], "Missing project references (Domain in DataAccess.Abstraction; Application.Implementation in Presentation, added by run_shell_command-1763409183567-a16f3d0f15789). The retry 'dotnet run' is cancelled (E16); the next build (dotnet test) compiles DataAccess.Abstraction and Presentation ('succeeded'), which verifies. Hard case 'install' stands for adding a project reference."),
 ep('E6', [R+'1763409809766-69aba0dbb431c'], "error CS0246: The type or namespace name 'Moq' could not be found", 'dotnet test', True,
    dict(native_id=R+'1763409838594-5714cd3fb9338', kind='install', entities=['package Moq']), R+'1763409906183-d8ea1b6d45eb5', 'high',
    ['install', 'retry_still_fails_differently'], "Presentation.Test used Moq without the package. Same run has two more error signatures (E7, E8). The rerun builds Presentation.Test and fails only in the architecture tests (E9)."),
 ep('E7', [R+'1763409809766-69aba0dbb431c'], "error CS0535: 'FakeSpotifyService' does not implement interface member", 'dotnet test', True,
    dict(native_id='replace-1763409860730-fedad8218fa62', kind='edit_file', entities=['GetPlaylistTracksAsync']), R+'1763409906183-d8ea1b6d45eb5', 'high',
    ['edit_then_retry'], "The interface gained GetPlaylistTracksAsync; the fake implements it."),
 ep('E8', [R+'1763409809766-69aba0dbb431c'], 'Expected invocation on the mock once, but was 2 times: s => s.GetPlaylistsAsync()', 'dotnet test', True,
    dict(native_id='replace-1763409901509-5f417555e4585', kind='test_harness_fix', entities=['SetUp']), R+'1763409906183-d8ea1b6d45eb5', 'medium',
    ['edit_then_retry'], "Moq verification failure in ArchivePlaylistCommandHandlerTests; the agent adds a [SetUp] that recreates the mocks. 'SpotifyArchiver.Application.Test test net10.0 succeeded' in the rerun."),
 ep('E9', [R+'1763409906183-d8ea1b6d45eb5'], 'Presentation_ShouldNotReference_Application_Implementation', 'dotnet test', False,
    None, None, 'medium', ['gave_up'],
    "Architecture test: Presentation references Application.Implementation. The agent's mediator plan is cancelled (E10) and the user asks to simplify, which keeps the violation. Later runs 'pass' only because the architecture tests print 'OneTimeSetUp: Preventing tests from being run by CLI' (skipped, not fixed) - a masked non-verification. Unresolved."),
 ep('E10', [R+'1763409944105-410320e6af064'], '[Operation Cancelled] Reason: User cancelled the operation.', 'dotnet new classlib -o SpotifyArchiver.Core', True,
    dict(native_id='line:2333', kind='user_fix', entities=['Simplify the solution']), R+'1763410586939-55844f681b152', 'medium',
    [], "User rejection carrying an instruction ('Instead lets just use the Operation ... Simplify the solution'); the agent reverts the ICommandHandler/mediator changes; the suite is green at run_shell_command-1763410586939-55844f681b152 (with the architecture tests skipped, see E9)."),
 ep('E11', [R+'1763410290671-f961373850602'], "CS0234: The type or namespace name 'Implementation' does not exist in the namespace 'SpotifyArchiver.Data", 'dotnet test', True,
    dict(native_id=R+'1763410312709-308a76cfc3a49', kind='command_change', entities=['reference SpotifyArchiver.DataAccess.Implementation']), R+'1763410380113-acfe39dd41ba6', 'medium',
    ['retry_still_fails_differently'], "After the simplification OperationHandler news up the DbContext/repository directly; Presentation needs a DataAccess.Implementation reference. The rerun compiles and fails differently (E12). Error text from OperationHandler.cs(4,34) stops at the output's hard wrap ('Data' / 'Access'); the agent's diagnosis says 'can't find SpotifyArchiver.DataAccess.Implementation'."),
 ep('E12', [R+'1763410380113-acfe39dd41ba6'], "SQLite Error 1: 'no such table: Playlists'.", 'dotnet test', True,
    dict(native_id='replace-1763410551434-d7e3e8fb38de6', kind='workaround_isolate', entities=['ArchiveOperation_Should_ArchiveSelectedPlaylist']), R+'1763410586939-55844f681b152', 'high',
    ['edit_then_retry'], "ArchiveOperation_Should_ArchiveSelectedPlaylist hits a real empty SQLite file. The 'fix' deletes the test (after a failed replace, E13); 'failed: 0'. The same root cause reappears at runtime (E14)."),
 ep('E13', ['replace-1763410455058-f73b8e1366e43'], 'Failed to edit, 0 occurrences found for old_string', None, True,
    dict(native_id='replace-1763410551434-d7e3e8fb38de6', kind='edit_file', entities=['ArchiveOperation_Should_ArchiveSelectedPlaylist']), 'replace-1763410551434-d7e3e8fb38de6', 'high',
    ['edit_then_retry'], "Stale old_string; the agent re-reads the file (read_file-1763410538917-71e3a388b5882) and the second replace applies.", shell=False, tool='replace'),
 ep('E14', ['line:2734', 'line:2831'], "SQLite Error 1: 'no such table: Playlists'.", None, False,
    dict(native_id='replace-1763411192297-9987ee241ec17', kind='edit_file', entities=['Migrate']), None, 'medium',
    ['retry_still_fails_differently', 'edit_then_retry'],
    "User-reported runtime error. First attempt copies the db via a PowerShell -replace on the csproj (run_shell_command-1763411019065-aecedb63a8e8a, exit 0) - the user reports the same error and the cause (runtime db differs from the migrated one). Second attempt calls Database.Migrate() at runtime; it first fails to compile (E15) and then fails with PendingModelChangesWarning (E17), so 'no such table' is never shown fixed. Resolved false.",
    shell=False, tool='user_report'),
 ep('E15', ['line:2906'], "'DatabaseFacade' does not contain a definition for 'Migrate'", None, True,
    dict(native_id='replace-1763411430322-b7da3c1c3d21a', kind='edit_file', entities=['using Microsoft.EntityFrameworkCore;']), 'line:3043', 'medium',
    ['edit_then_retry'], "User-reported CS1061. The first replace fails (E19); after re-reading, the using is added. The user's next report is a runtime exception thrown from the migration step, i.e. the code compiled and ran.",
    shell=False, tool='user_report'),
 ep('E16', [R+'1763409192755-14584aa82ad26', R+'1763411064351-33dedb456da82', R+'1763411469274-f707fa19ca9a6'], '[Operation Cancelled] Reason: User cancelled the operation.', 'dotnet run --project SpotifyArchiver\\SpotifyArchiver.csproj', False,
    None, None, 'medium', [],
    "Not a tool failure to fix: the agent keeps trying to run the interactive console app; the user cancels each run and runs it himself, pasting the results (line:1788 asks for tests instead; line:2831 and line:3043 are the user's own runs). Labelled so that the cancellations are not mistaken for failed commands."),
 ep('E17', ['line:3043', 'line:3152'], "The model for context 'SpotifyArchiverDbContext' has pending changes. Add a new migration before updating the database.", None, False,
    dict(native_id=R+'1763411734754-20699d73ef9ff', kind='command_change', entities=['MakePropertiesNullable']), None, 'medium',
    ['retry_still_fails_differently'],
    "User-reported PendingModelChangesWarning (entities were made nullable without a migration). The first 'migrations add MakePropertiesNullable' fails on locked DLLs (E18); the second succeeds, but the app is never re-run in the session. Resolved false (unverified).",
    shell=False, tool='user_report'),
 ep('E18', [R+'1763411586180-8aa9e9582bc9f', R+'1763411627784-1314b6d503d52'], 'The file is locked by: "SpotifyArchiver (34488)"', None, True,
    None, R+'1763411734754-20699d73ef9ff', 'medium', [],
    "The running app (PID 34488) locks the build outputs ('error MSB3027 ... Exceeded retry count of 10'). The agent's 'taskkill /F /PID 34488' is cancelled by the user; the identical migration command later succeeds, so the lock was released outside the session (fix null: plain retry after an external change). The ef call again only says 'Build failed'; the diagnosis build shows the lock."),
 ep('E19', ['replace-1763411323578-aa7060094c611'], 'Failed to edit, 0 occurrences found for old_string', None, True,
    dict(native_id='replace-1763411430322-b7da3c1c3d21a', kind='edit_file', entities=['using Microsoft.EntityFrameworkCore;']), 'replace-1763411430322-b7da3c1c3d21a', 'high',
    ['edit_then_retry'], "Stale old_string again; read_file then replace.", shell=False, tool='replace'),
 ep('E20', [R+'1763410586939-55844f681b152'], 'OneTimeSetUp: Preventing tests from', 'dotnet test', False,
    None, None, 'medium', ['masked'],
    "Masked: exit 0 and 'Build succeeded', but 'Test summary: total: 18, failed: 0, succeeded: 8' - the ten SpotifyArchiver.Architecture.Test/Application tests print 'OneTimeSetUp: Preventing tests from being run by CLI' and never execute, including the architecture test that failed in E9. The agent reports 'Tests passed'. Nothing is fixed; this is the false green that closes E9/E10.", masked=True),
]
PIVOTS = [
 dict(native_id='line:1497', snippet="I don't want to use mediatR or any other third party dependancies for this."),
 dict(native_id='line:2333', snippet='This seems to have gone off track a bit. Simplify the solution.'),
 dict(native_id='line:2831', snippet='I think this is because the runtime instance points to a different .db than the one created using the migration commands.'),
]
REUSE = [
 dict(entity='dotnet build as the diagnosis for an opaque ef failure', discovered=dict(native_id=R+'1763408602465-4f1973bd7956a', snippet='dotnet build SpotifyArchiver.slnx'),
      reused=dict(native_id=R+'1763411627784-1314b6d503d52', snippet='dotnet build SpotifyArchiver.slnx')),
 dict(entity='--startup-project SpotifyArchiver\\SpotifyArchiver.csproj', discovered=dict(native_id=R+'1763408658565-f1edf6ebeaa1f', snippet='--startup-project SpotifyArchiver\\SpotifyArchiver.csproj'),
      reused=dict(native_id=R+'1763411734754-20699d73ef9ff', snippet='--startup-project SpotifyArchiver\\SpotifyArchiver.csproj')),
]
