"""The output formats that make a line a program's own message (issue 12, class 3).

:mod:`sessgraph.extract.masked` decides whose a line is: the command's own programs' (or
its shell's) or the content it printed. These are the formats it reads: a program's own
error formats, the shell's prefix, PowerShell's error record, test runners' results, an HTTP
client's answer, and runtimes whose exit status says nothing. Kept apart as data, so that
adding a family is one line here and one case in tests/test_masked.py.
"""

from __future__ import annotations

import re

from sessgraph.extract.error_text import KOTLIN_DIAGNOSTIC

__all__ = [
    "ACCOUNT_REFUSED",
    "CLOUD_CLIS",
    "EXITS_ZERO",
    "HTTP_FAILED",
    "HTTP_REFUSED",
    "INTERACTIVE_BANNER",
    "OWN_FORMAT",
    "POWERSHELL_CONTEXT",
    "POWERSHELL_RECORD",
    "PROGRAM_FORMATS",
    "SHELL_PREFIX",
    "STATUS_LINE",
    "TEST_RESULT",
    "WRITES_STATUS",
]

# Programs that print their own errors in a format of their own, content printers or not.
PROGRAM_FORMATS = {
    # git's own errors, and the last lines of a merge, checkout or rebase it refused (what
    # `| tail -4` leaves of "error: … would be overwritten by merge").
    "git": re.compile(
        r"^(?:fatal|error): \S|^Aborting$|^Please (?:move or remove|commit your changes or "
        r"stash) them before you"
    ),
    # go's compiler and vet report `file.go:12:2: undefined: x` with no "error" word.
    "go": re.compile(r"^[\w./\\-]+\.go:\d+:\d+: \S"),
    # ping's verdict when no reply came back (it exits 1): the host did not answer.
    "ping": re.compile(r"^\d+ packets transmitted, 0 (?:packets )?received\b"),
}
SHELL_PREFIX = re.compile(
    # The shell by name or by the bin/ path it is installed at (`/bin/bash`,
    # `/nix/store/…-bash-5.3/bin/bash`, `/opt/homebrew/bin/zsh`; not a file named `bash`).
    # zsh names the builtin or function that failed before the line (`zsh:cd:1: no such file
    # or directory: web`, `(eval):source:3: …`).
    r"^(?:(?:(?:/[^\s:]*)?/bin/)?(?:ba|z|da|k)?sh|-bash|env|\(eval\))"
    r"(?::\s*line \d+|(?::[a-z_][\w.-]*)?:\d+)?: \S"
    # Windows PowerShell 5's error line names the cmdlet before a spaced colon
    # (`Remove-Item : Cannot find path …`).
    r"|^[A-Z][a-z]+-[A-Z][A-Za-z]+ : \S"
)
OWN_FORMAT = re.compile(
    r"^(?:fatal|error|ERROR|FATAL|Error)(?:\[[\w-]+\])?:\s*\S"  # git, rustc, docker, go
    r"|^#\d+ ERROR:|^npm (?:ERR!|error)|^E: |^\s*> Task :\S+ FAILED|^BUILD FAILED"
    r"|command not found|is not recognized as the name of a cmdlet"
    r"|is not recognized as an internal or external command"
    # A compiler's diagnostic: `src/a.ts(15,30): error TS2307:`, `a.c:3:5: error:`,
    # `src/a.ts:30:7 - error TS2304:`.
    r"|^[^\s:()]+(?:\(\d+,\d+\)|:\d+(?::\d+)?):?\s+(?:-\s+)?(?:fatal )?error\b(?: ?[A-Z]+\d+)?:"
    # Node's coded errors: `Error [ERR_MODULE_NOT_FOUND]: Cannot find module …`.
    r"|^(?:Uncaught )?(?:[A-Z]\w*)?Error \[[A-Z][A-Z0-9_]+\]: \S"
    # Next.js's build report (`next build` exits 1 after it): its type check's `Type error: …`
    # under the file's location, and the `Failed to compile.` banner above a lint or module
    # error; what `| tail` or a harness without exit codes leaves of a failed build.
    r"|^Type error: \S|^Failed to compile\.?$"
    # A bracketed level (maven's `[ERROR]`, esbuild's and wrangler's `✘ [ERROR]`).
    r"|^(?:[\u2718\u2716\u00d7]\s*)?\[(?:ERROR|FATAL)\]\s*\S"
    # Package managers' own failures: yarn's `error Command failed`, pnpm's `ERR_PNPM_…`.
    r"|^error [A-Z]\w+ |^ERR_PNPM_[A-Z_]+"
    # A type checker's or linter's verdict: `Found 3 errors in 2 files`, `✖ 4 problems (4
    # errors, 0 warnings)`, `3 errors, 0 warnings`.
    r"|^Found [1-9]\d* errors?\b|^\u2716 [1-9]\d* problems? \([1-9]\d* errors?"
    r"|^[1-9]\d* errors?, \d+ warnings?\b"
    # Runtimes' and tools' own failure lines: the Docker daemon's refusal, Gradle's failure
    # banner, systemd refusing a unit, a Ruby exception's location line, an SQLSTATE code
    # (PDO, JDBC, psql), a bundler's failed phase (vite's `error during build:`).
    r"|^Error response from daemon: \S|^FAILURE: Build failed\b"
    r"|^Failed to [a-z-]+ [\w@.-]+\.(?:service|socket|timer|target|mount|path): \S"
    r"|^Job for [\w@.-]+\.\w+ failed\b|^CMake Error\b|\bversion solving failed\b"
    # The AWS CLI's and SDKs' refusal: `An error occurred (AccessDenied) when calling …`.
    r"|^An error occurred \(\w+\) when calling the \w+ operation"
    r"|:\d+:in [`'][^']*': .+\([A-Z]\w*(?:::\w+)*(?:Error|Exception)\)$"
    r"|\bSQLSTATE\[[0-9A-Z]{5}\]|^error during (?:build|dev|serve|start)\b"
    # pip refusing a system interpreter (its last line, what `| tail` leaves of it).
    r"|^hint: See PEP 668\b"
    # pylint's and flake8/ruff's per-line diagnostics (`a.py:3:0: C0301: Line too long`,
    # `a.py:3:1: E501 line too long`): the lint check found something.
    r"|^[^\s:]+\.py:\d+:\d+: (?:[CRWEF]\d{4}:|[A-Z]{1,3}\d{3,4}\b) \S"
    # cmd.exe's own refusals (`The system cannot find the path specified.`).
    r"|^The system cannot find the (?:file|path) specified\.|^Access is denied\.$"
    r"|^A subdirectory or file .+ already exists\.$"
    # The Kotlin compiler's error lines, as Gradle prints them (`e: file:///A.kt:3:9 …`).
    rf"|{KOTLIN_DIAGNOSTIC}"
    # A database refusing the login, as its client library relays it (PostgreSQL's libpq,
    # MySQL's `ERROR 1045 (28000): Access denied for user 'app'@'localhost'`).
    r"|\bpassword authentication failed for user\b|\bAccess denied for user '[^']*'@"
    # A build tool's failed target (make's and SCons's `*** [upload] Error 2`, also as
    # `make[1]: *** …`) and a tool that states a fatal error in words (esptool's `A fatal
    # error occurred: …`, a compiler's `fatal error: no input files`): what `| tail` leaves
    # of a failed build or flash (issue 12, class 3).
    r"|^(?:\S+: )?\*\*\* \[[^\]\n]+\] Error \d+|^(?:A )?[Ff]atal error(?: occurred)?:\s*\S"
    # A C program's own failure sentence, `Error <doing> <what>: <why>` (ffmpeg's `Error
    # opening output files: Encoder not found`, `Error reading config file: …`).
    r"|^Error (?:while )?[a-z]+ing\b[^:\n]{0,80}: \S"
    # A server that could not bind its port, in whatever words it logs it.
    r"|\blisten EADDRINUSE\b|\b[Aa]ddress already in use\b"
    r"|\bOnly one usage of each socket address\b"  # Windows' wording of the same
)
# PowerShell's error record: the message, then `+ CategoryInfo : …` in any display language
# (the message line above it is the text).
POWERSHELL_RECORD = re.compile(r"^\+ (?:CategoryInfo|FullyQualifiedErrorId)\s*: \S")
POWERSHELL_CONTEXT = re.compile(r"^(?:\+|~|At line:|\u6240\u5728\u4f4d\u7f6e|In Zeile:|Au caract)")
# What a test runner says of its own run: a test that failed, the failure summary. Detail
# lines (logged errors) are how tests check error paths on purpose, results are not.
TEST_RESULT = re.compile(
    r"^\S+::\S+ (?:FAILED|ERROR)\b|^(?:FAILED|ERROR) \S+::\S"  # pytest
    r"|^=+ (?:.*\D)?[1-9]\d* (?:failed|errors?)\b.*=+$"
    r"|^FAIL\s+\S+\.[cm]?[jt]sx?\b|^Tests?(?: Files)?:?\s+[1-9]\d* failed\b"  # jest, vitest
    r"|^--- FAIL: \S|^FAIL\s+\S+\s+[\d.]+s$|^test result: FAILED"  # go, cargo
    r"|^[1-9]\d* examples?, [1-9]\d* failures?"  # rspec
    r"|^[1-9]\d* (?:\w+ )?(?:tests?|checks?|specs?|assertions?|scenarios?|examples?"
    r"|test\(s\)|check\(s\))(?: have)? failed\b"
    # A run that selected no test at all (pytest, unittest, jest, vitest): nothing was
    # checked, which is no pass (issue 12, class 3: "0 tests collected").
    r"|^=+ no tests ran\b|^collected 0 items\b|^Ran 0 tests\b|^No tests? (?:files )?found\b",
    re.I,
)
# A service's answer that says it failed: a 5xx status line, or a 4xx one when the request
# sent something (a GET's 404 may be the answer to "is it there?").
HTTP_FAILED = re.compile(r"^(?:< )?HTTP/[\d.]+ (5\d\d)\b")
HTTP_REFUSED = re.compile(r"^(?:< )?HTTP/[\d.]+ (4\d\d)\b")
# `curl -w '%{http_code}'` prints `000` when no answer came at all (nothing listening, the
# name did not resolve): the status alone, or after a label (`HTTP_STATUS:000`).
WRITES_STATUS = re.compile(r"%\{(?:http_code|response_code)\}")
STATUS_LINE = re.compile(r"^(?:[A-Za-z_ -]{1,20}[:=]\s*)?(\d{3})$")
# Runtimes whose exit status does not say whether what they ran failed (issue 12, class 3:
# "some runtimes always exit 0"): a local CI runner whose failing step may continue on
# error, a game engine run headless. Their own failure lines count even with status 0.
EXITS_ZERO = {
    "act": re.compile(r"^(?:\[[^\]]+\]\s+)?(?:\u274c|\u2718|\u2716)\s+Failure - \S"),
    "godot": re.compile(r"^(?:SCRIPT )?ERROR: \S|^Parse Error: \S"),
    # pnpm exits 0 when `--filter` selects no package: nothing ran (no build, no test).
    "pnpm": re.compile(r"^No projects matched the filters\b"),
}

# Cloud CLIs, whose warnings about the account's rights come with exit status 0.
CLOUD_CLIS = frozenset({"gcloud", "gsutil", "bq", "az", "aws", "doctl", "oci", "firebase"})
# An account refused in a cloud's words (IAM): "does not have permission to access",
# "PERMISSION_DENIED", "AuthorizationFailed", "AccessDenied".
ACCOUNT_REFUSED = re.compile(
    r"\b(?:does not have|do not have|doesn't have|lacks?) (?:the )?(?:required |necessary )?"
    r"permissions?\b|\bPERMISSION_DENIED\b|\bAuthorizationFailed\b|\bAccessDenied\b",
    re.IGNORECASE,
)


# The banner an interpreter prints when it starts interactively (cmd.exe, PowerShell, Python's
# REPL). As the whole output of a one-shot call (`cmd.exe /c start x.html` under MSYS, which
# rewrites `/c` into a path) it says the command never reached the interpreter (class 3).
INTERACTIVE_BANNER = re.compile(
    r"^(?:Microsoft Windows \[|Windows PowerShell$|PowerShell \d+\.\d+\.\d+$"
    r"|Python \d+\.\d+\.\d+ .*\[|Type \"help\", \"copyright\")"
)
