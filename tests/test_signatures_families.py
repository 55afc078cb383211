"""Error families that span programs, shells and harnesses (issue 12, similar-fix class c):
one problem worded many ways gets one signature, and its text stays the informative line."""

from __future__ import annotations

import pytest

from sessgraph.extract.signatures import error_signature, find_errors

SANDBOX_DENIALS = [
    "bwrap: loopback: Failed RTM_NEWADDR: Operation not permitted",
    'execution error: Io(Custom { kind: Other, error: "windows sandbox: runner error: '
    'CreateProcessAsUserW failed: 5" })',
    "Error: listen EPERM: operation not permitted 127.0.0.1:4173",
    "error: cannot open '.git/FETCH_HEAD': Operation not permitted",
    "sandbox error: command was killed by a signal",
    "exec_command failed: SandboxDenied",
]


@pytest.mark.parametrize("line", SANDBOX_DENIALS)
def test_sandbox_denials_share_one_signature(line: str) -> None:
    """bwrap, the Windows sandbox runner and EPERM from a denied call are one family."""
    (hit,) = find_errors(line)[:1]
    assert hit.error_type == "SandboxDenied"
    assert hit.error_text == line[: len(hit.error_text)]
    assert error_signature(line) == error_signature(SANDBOX_DENIALS[0])


def test_permission_denied_keeps_its_message() -> None:
    """EACCES stays its own family, told apart by the message (sudo vs chmod +x)."""
    cp = "cp: cannot create regular file '/etc/app.conf': Permission denied"
    run = "bash: ./deploy.sh: Permission denied"
    assert find_errors(cp)[0].error_type == "PermissionDenied"
    assert error_signature(cp) != error_signature(run)
    assert error_signature(cp) != error_signature(SANDBOX_DENIALS[0])


POWERSHELL_ENGLISH = """\
rg : The term 'rg' is not recognized as the name of a cmdlet, function, script file, or \
operable program. Check the spelling of the name, or if a path was included, verify that the \
path is correct and try again.
At line:1 char:1
+ rg --files src
+ ~~
    + CategoryInfo          : ObjectNotFound: (rg:String) [], CommandNotFoundException
    + FullyQualifiedErrorId : CommandNotFoundException
"""

POWERSHELL_LOCALISED = """\
rg : Die Benennung "rg" wurde nicht als Name eines Cmdlet, einer Funktion, einer Skriptdatei \
oder eines ausführbaren Programms erkannt.
In Zeile:1 Zeichen:1
+ rg --files src
+ ~~
    + CategoryInfo          : ObjectNotFound: (rg:String) [], CommandNotFoundException
    + FullyQualifiedErrorId : CommandNotFoundException
"""


# PowerShell 7 words the record "as a name of a cmdlet" (5.1: "as the name of a cmdlet").
POWERSHELL_7 = """\
rg: The term 'rg' is not recognized as a name of a cmdlet, function, script file, or \
executable program.
Check the spelling of the name, or if a path was included, verify that the path is correct \
and try again.
"""


def test_missing_program_is_one_signature_across_shells() -> None:
    """bash, zsh, cmd.exe and PowerShell (5.1 and 7, English or localised) name one missing
    program."""
    outputs = [
        "/bin/bash: line 1: rg: command not found",
        "zsh:1: command not found: rg",
        "'rg' is not recognized as an internal or external command,",
        POWERSHELL_ENGLISH,
        POWERSHELL_7,
        POWERSHELL_LOCALISED,
    ]
    signatures = {error_signature(o) for o in outputs}
    assert len(signatures) == 1
    assert signatures != {error_signature("zsh:1: command not found: fd")}


def test_powershell_text_is_the_message_line_not_the_class() -> None:
    """The PowerShell record's text names the program, never the bare exception class."""
    english = find_errors(POWERSHELL_ENGLISH)[0]
    assert english.error_type == "CommandNotFound"
    assert english.error_text.startswith("rg : The term 'rg' is not recognized")
    localised = find_errors(POWERSHELL_LOCALISED)[0]
    assert localised.error_type == "CommandNotFound"
    assert "ObjectNotFound: (rg:String)" in localised.error_text
    assert all(h.error_text != "CommandNotFoundException" for h in find_errors(POWERSHELL_ENGLISH))


def test_edit_anchor_failures_of_eight_tools_share_one_signature() -> None:
    """Claude's Edit, opencode's edit, Codex's apply_patch, Gemini CLI's replace, OpenHands'
    str_replace, Cline's replace_in_file, aider's SEARCH block and pi's edit: the anchor is
    not there."""
    texts = [
        "<tool_use_error>String to replace not found in file.\nString:   return x</tool_use_error>",
        "Could not find oldString in the file. It must match exactly, including whitespace",
        'error: Failed to find expected lines ["    return x"] in /repo/src/app.ts',
        "Failed to edit, 0 occurrences found for old_string in src/app.ts. No edits made.",
        "No replacement was performed, old_str `return x` did not appear verbatim in /repo/a.py.",
        "The SEARCH block:\n    return x\n...does not match anything in the file.",
        "SearchReplaceNoExactMatch: This SEARCH block failed to exactly match lines in a.py",
        "Could not find edits[0] in /repo/src/app.ts. The oldText must match exactly.",
    ]
    assert {find_errors(t)[0].error_type for t in texts} == {"EditAnchorNotFound"}
    assert len({error_signature(t) for t in texts}) == 1


@pytest.mark.parametrize(
    ("family", "lines", "other"),
    [
        (
            "AddressInUse",
            [
                "Error: listen EADDRINUSE: address already in use :::3000",
                "Web server failed to start. Port 3000 was already in use.",
                "Bind for 0.0.0.0:3000 failed: port is already allocated",
                "A server is already running (pid: 4242, file: /app/tmp/pids/server.pid).",
            ],
            "Error: connect ECONNREFUSED 127.0.0.1:3000",
        ),
        (
            "HTTP429",
            [
                "HTTP/1.1 429 Too Many Requests",
                'Tiles API error: 429 - {"status":429,"err":"Rate limit exceeded"}',
                "openai.RateLimitError: Error code: 429 - rate_limit_exceeded",
            ],
            "HTTP/1.1 503 Service Unavailable",
        ),
        (
            "CertificateVerifyFailed",
            [
                "curl: (60) SSL certificate problem: unable to get local issuer certificate",
                "ssl.SSLCertVerificationError: [SSL: CERTIFICATE_VERIFY_FAILED] certificate "
                "verify failed: self-signed certificate in certificate chain (_ssl.c:1006)",
                "x509: certificate signed by unknown authority",
            ],
            "curl: (6) Could not resolve host: pypi.org",
        ),
        (
            "DockerDaemonUnreachable",
            [
                "Cannot connect to the Docker daemon at unix:///var/run/docker.sock. "
                "Is the docker daemon running?",
                "error during connect: Get http://%2F%2F.%2Fpipe%2Fdocker_engine/v1.24/info: "
                "open //./pipe/docker_engine: The system cannot find the file specified.",
            ],
            "permission denied while trying to connect to the Docker daemon socket at "
            "unix:///var/run/docker.sock",
        ),
        (
            "GlobNoMatch",
            [
                "(eval):7: no matches found: http://localhost:3000/api?id=7",
                "zsh:1: no matches found: dist/*.whl",
                "bash: no match: *.log",
            ],
            "grep: no matches found in notes.txt",
        ),
        (
            "CommonJsInEsModule",
            [
                "ReferenceError: require is not defined in ES module scope, you can use import",
                "ReferenceError: require is not defined in ES module scope",
            ],
            "ReferenceError: __dirname is not defined in ES module scope",
        ),
        (
            "CommandNotFound",
            [
                "env: 'node': No such file or directory",
                "/bin/bash: line 1: node: command not found",
                "timeout: failed to run command ‘node’: No such file or directory",
                "nohup: failed to run command 'node': No such file or directory",
            ],
            "env: 'python': No such file or directory",
        ),
    ],
)
def test_wordings_of_one_problem_share_a_signature(
    family: str, lines: list[str], other: str
) -> None:
    """Each wording is found as the family, all share one signature, a neighbour does not."""
    assert {find_errors(line)[0].error_type for line in lines} == {family}
    assert len({error_signature(line) for line in lines}) == 1
    assert error_signature(other) != error_signature(lines[0])


def test_a_rate_limit_report_is_not_an_error() -> None:
    """A quota listing ("Rate limit: 5000, remaining 4999") is no error line."""
    assert find_errors("Rate limit: 5000, remaining 4999, resets 12:00") == []


@pytest.mark.parametrize(
    "line",
    [
        "cat: config/app.yaml: No such file or directory",
        "ERROR: file or directory not found: tests/test_app.py",
        "Get-Content: Cannot find path 'C:\\repo\\config\\app.yaml' because it does not exist.",
    ],
)
def test_a_missing_path_in_three_programs_words_is_one_family(line: str) -> None:
    """coreutils, pytest and PowerShell name a missing path in their own words: FileNotFound,
    the message kept (the path carries the case)."""
    (hit,) = find_errors(line)[:1]
    assert hit.error_type == "FileNotFound"
    assert hit.error_text == line


def test_a_file_not_read_before_writing_is_one_signature_across_harnesses() -> None:
    """Claude Code's "File has not been read yet" and opencode's "You must read file … before
    overwriting it" are one refusal with one signature and type; another file is the same."""
    from sessgraph.extract.tool_errors import tool_failure

    claude = "<tool_use_error>File has not been read yet. Read it first before writing to it."
    opencode = (
        "You must read file /home/u/app/src/Main.kt before overwriting it. Use the Read tool first"
    )
    other = "You must read file /srv/web/index.ts before overwriting it. Use the Read tool first"
    failures = [tool_failure("edit", text) for text in (claude, opencode, other)]
    assert [f.error_type if f else None for f in failures] == ["FileNotReadYet"] * 3
    signatures = {error_signature(f.error_text, f.error_type) for f in failures if f}
    assert len(signatures) == 1
    # Quoted mid-line (a transcript or log printed by a command), it is no refusal.
    quoted = 'grep: "note": "You must read file a.kt before overwriting it" Error: 1'
    assert all(h.error_type != "FileNotReadYet" for h in find_errors(quoted))
