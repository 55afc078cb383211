import sys, os; sys.path.insert(0, os.path.dirname(__file__))
from _common import ep
FILE = 'gemini/spotifyarchiver__cli_conversation_nov18a.md'
FORMAT = "gemini-cli-chat-share-markdown (Gemini CLI '/chat share' export, 18 Nov 2025 (morning), win32/PowerShell; Tool Command blocks without id; dotnet output hard-wrapped)"
R = 'run_shell_command-'
NOTES = ("Same user/repository as the other two SpotifyArchiver chats (this one is earlier on 18 Nov than nov18b): Spotify PKCE auth service, then NUnit integration tests. "
 "A build-fix chain on the first 'dotnet test' (missing SpotifyAPI package in Abstraction -> ambiguous IAuthServer -> AuthorizationCodeResponse constructor and NUnit 4 "
 "classic Assert API removed), then a user-run test that hangs in the browser OAuth callback; the user pastes the same complaint five times (identical user messages at line:1232, 1238, 1318, 1410, 1416 - "
 "duplicates a reader must not count as new episodes) before asking for a plain HttpListener; that rewrite hits a compile error and a runtime ArgumentException "
 "reported by the user; the export ends after the last fix, unverified. The agent's own test run is cancelled by the user (the test needs a human at the browser).")
COUNTS_NOTES = ("21 run_shell_command calls (paired in order with Tool Responses; native id = response id). 4 non-zero exits ('Exit Code: 1', all dotnet test). "
 "1 call with response.error '[Operation Cancelled] Reason: User cancelled the operation.' -> exit_unknown. No masked shell failures. Messages: line:N = 0-based line of the section header.")
FAILED = [R+'1763467501863-ef4b319e22dac', R+'1763467563633-32df287167d7e', R+'1763467603896-18c1a71745f31', R+'1763467781083-86a14e9cf4951']
EXPECTED = []
EXIT_UNKNOWN = [R+'1763467799708-9f3ae0087f3c3']
T = 'dotnet test SpotifyArchiver.Application.Integration.Test/SpotifyArchiver.Application.Integration.Test.csproj'
EPISODES = [
 ep('E1', [R+'1763467501863-ef4b319e22dac'], "error CS0246: The type or namespace name 'SpotifyAPI' could not be found", T, True,
    dict(native_id=R+'1763467522887-0866b0077cf5', kind='install', entities=['SpotifyArchiver.Application.Abstraction.csproj package SpotifyApi.Web']), R+'1763467563633-32df287167d7e', 'high',
    ['install', 'retry_still_fails_differently'], "Abstraction interfaces use SpotifyAPI types without the package; SpotifyApi.Web and .Auth added (second: run_shell_command-1763467552262-59bdb3d3cdbcd). The rerun builds Abstraction and fails in Implementation (E2)."),
 ep('E2', [R+'1763467563633-32df287167d7e'], "error CS0104: 'IAuthServer' is an ambiguous reference", T, True,
    dict(native_id=R+'1763467578873-aabf109aeacbe', kind='edit_file', entities=['rm SpotifyArchiver.Application.Abstraction/IAuthServer.cs']), R+'1763467603896-18c1a71745f31', 'high',
    ['edit_then_retry', 'retry_still_fails_differently'], "The project's own IAuthServer clashes with SpotifyAPI.Web.Auth.IAuthServer once the package is referenced; the wrapper is deleted and code switched to the library interface (replace-1763467594184-b956ee015c6ca, replace-1763467601015-c2484069d4a48). The rerun compiles Implementation; test project errors follow (E3, E4)."),
 ep('E3', [R+'1763467603896-18c1a71745f31'], "error CS1729: 'AuthorizationCodeResponse' does not contain a constructor", T, True,
    dict(native_id='replace-1763467778184-f8d6c19855c31', kind='edit_file', entities=['new AuthorizationCodeResponse']), R+'1763467781083-86a14e9cf4951', 'high',
    ['edit_then_retry'], "Wrong constructor arity in the test; after a stale-anchor replace failure (E5) and a re-read, a one-argument constructor compiles (the rerun shows only the Assert errors)."),
 ep('E4', [R+'1763467603896-18c1a71745f31', R+'1763467781083-86a14e9cf4951'], "error CS0117: 'Assert' does not contain a definition for 'IsNotNull'", T, True,
    dict(native_id='replace-1763467796892-1c6db3a2fef6a', kind='edit_file', entities=['Is.InstanceOf']), 'line:1232', 'medium',
    ['edit_then_retry', 'retry_still_fails_differently'],
    "NUnit 4 removed classic Assert.IsNotNull/IsInstanceOf. Fully qualifying them (in replace-1763467778184-f8d6c19855c31) changes nothing - the rerun fails identically at shifted lines; switching to Assert.That(..., Is.InstanceOf<...>) is the fix. The agent's verifying run is cancelled (E6); the user's report that the test 'seems to get stuck' at runtime shows it compiled."),
 ep('E5', ['replace-1763467726946-d2db3aa083bca'], 'Failed to edit, 0 occurrences found for old_string', None, True,
    dict(native_id='replace-1763467778184-f8d6c19855c31', kind='edit_file', entities=['AuthorizationCodeResponse("dummy_code")']), 'replace-1763467778184-f8d6c19855c31', 'high',
    ['edit_then_retry'], "Stale anchor; read_file-1763467770577-fbd500a5d5488 then replace.", shell=False, tool='replace'),
 ep('E6', [R+'1763467799708-9f3ae0087f3c3'], '[Operation Cancelled] Reason: User cancelled the operation.', T, False,
    None, None, 'medium', [],
    "The interactive OAuth test needs a human; the user cancels the agent's run and runs it himself (E7). Not a fix story; exit unknown."),
 ep('E7', ['line:1232', 'line:1238', 'line:1318', 'line:1410', 'line:1416'], 'the test seems to get stuck. Even after authenticating through the browser.', None, False,
    dict(native_id='replace-1763469072897-b563a2b78aeac', kind='edit_file', entities=['HttpListener']), None, 'medium',
    ['retry_still_fails_differently', 'edit_then_retry'],
    "User-reported hang (same text pasted five times). Attempts: TaskCompletionSource refactor (replace-1763468280371-68d18bc4eec17), diagnostic logging (replace-1763468895889-5a9c09fbd6677); the user then asks to drop EmbedIOAuthServer for a listener (line:1582) and the agent writes an HttpListener flow, which fails to compile (E8) and then at runtime (E9). The hang itself is never reported fixed. Resolved false.",
    shell=False, tool='user_report'),
 ep('E8', ['line:1700'], "The name 'challenge' does not exist in the current context", None, True,
    dict(native_id='replace-1763469176427-9b989728c3b9a', kind='edit_file', entities=['challenge']), 'line:1808', 'medium',
    ['edit_then_retry'], "User-reported CS0103 from the HttpListener rewrite (PKCE challenge variable dropped). The next user report is a runtime exception from the same test, so it compiled.",
    shell=False, tool='user_report'),
 ep('E9', ['line:1808'], "System.ArgumentException : Only Uri prefixes ending in '/' are allowed. (Parameter 'uriPrefix')", None, False,
    dict(native_id='replace-1763469326369-81b39c254af2e', kind='edit_file', entities=['EndsWith("/")']), None, 'medium',
    ['edit_then_retry'], "HttpListener prefixes must end with '/'; the fix appends one. The export ends here: unverified.", shell=False, tool='user_report'),
]
PIVOTS = [
 dict(native_id='line:1582', snippet="Using `EmbedIOAuthServer` doesn't seem like the best approach, can't we just use a listener to fetch the authorisation code?"),
]
REUSE = [
 dict(entity='SpotifyApi.Web package', discovered=dict(native_id=R+'1763467114209-8896803c7878a', snippet='package SpotifyApi.Web'),
      reused=dict(native_id=R+'1763467522887-0866b0077cf5', snippet='package SpotifyApi.Web')),
]
