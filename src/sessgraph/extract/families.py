"""Error families: problems that surface under many wordings, each with one label and template.

Split out of :mod:`.signatures`, which classifies lines with them. A family is one problem
whatever wrapper or program reported it (CUDA OOM as ``torch.OutOfMemoryError``, as
``RuntimeError: CUDA out of memory`` or inside ``Capture cuda graph failed``); a family with
a canonical template gives every wording one signature, a family without one keeps the
normalised message because the message carries the case (``Permission denied`` from ``cp``
is fixed with sudo, from ``bash`` with ``chmod +x``). Ordered: the first family that
matches a line wins, so the specific come before the broad.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

__all__ = ["FAMILIES", "Family"]


@dataclass(frozen=True, slots=True)
class Family:
    label: str | Callable[[re.Match[str]], str]
    kind: str
    pattern: re.Pattern[str]
    score: int
    # Canonical template; None keeps the normalised message (the wording carries the case).
    template: str | Callable[[re.Match[str]], str] | None = None


_NCCL_CODES = {
    "ncclunhandledcudaerror": "unhandled cuda error",
    "ncclsystemerror": "unhandled system error",
    "ncclinternalerror": "internal error",
    "ncclinvalidusage": "invalid usage",
    "ncclinvalidargument": "invalid argument",
    "ncclremoteerror": "remote process exited or there was a network error",
}


def _nccl_template(m: re.Match[str]) -> str:
    reason = (m.group("reason") or m.group("code") or "").lower()
    return "nccl error: " + _NCCL_CODES.get(reason, reason)


def _http_label(m: re.Match[str]) -> str:
    return "HTTP" + next(g for g in m.groups() if g)


FAMILIES: tuple[Family, ...] = (
    Family(
        "CudaOutOfMemory",
        "oom",
        re.compile(
            r"CUDA out of memory|CUDA error: out of memory|cudaErrorMemoryAllocation"
            r"|HIP out of memory|OutOfMemoryError: CUDA"
        ),
        95,
        "cuda out of memory",
    ),
    Family(
        "NCCLError",
        "gpu",
        re.compile(
            r"NCCL error.{0,300}?(?P<reason>unhandled cuda error|unhandled system error"
            r"|internal error|invalid usage|invalid argument|remote process exited)"
            r"|(?P<code>ncclUnhandledCudaError|ncclSystemError|ncclInternalError"
            r"|ncclInvalidUsage|ncclInvalidArgument|ncclRemoteError)",
            re.IGNORECASE,
        ),
        92,
        _nccl_template,
    ),
    Family(
        "CudaDriverInsufficient",
        "gpu",
        re.compile(
            r"driver version is insufficient for CUDA runtime|cudaErrorInsufficientDriver", re.I
        ),
        92,
        "cuda driver version is insufficient for cuda runtime version",
    ),
    Family(
        "NvidiaDriverTooOld",
        "gpu",
        re.compile(r"NVIDIA driver on your system is too old", re.I),
        92,
        "the nvidia driver on your system is too old",
    ),
    Family(
        "NoNvidiaDriver",
        "gpu",
        re.compile(
            r"Found no NVIDIA driver|No CUDA GPUs are available|NVIDIA-SMI has failed"
            r"|couldn't communicate with the NVIDIA driver",
            re.I,
        ),
        90,
        "no usable nvidia driver or gpu",
    ),
    Family(
        "CudaIllegalMemoryAccess",
        "gpu",
        re.compile(r"illegal memory access was encountered|cudaErrorIllegalAddress", re.I),
        90,
        "cuda illegal memory access",
    ),
    Family(
        "CudaError",
        "gpu",
        re.compile(r"CUDA error: (?P<what>[a-z][a-z ]+[a-z])"),
        88,
        lambda m: "cuda error: " + m.group("what").lower(),
    ),
    Family(
        # SIGKILL is nearly always the kernel OOM killer or a cgroup limit.
        "KilledSignal9",
        "oom",
        re.compile(
            r"signal 9\b|SIGKILL|Killed process \d+|oom-kill|Out of memory: Kill"
            r"|^\s*Killed\s*$|line \d+: +\d+ Killed\b|exit (?:code|status) 137\b"
        ),
        95,
        "killed by sigkill (out of memory)",
    ),
    Family(
        "SegmentationFault",
        "crash",
        re.compile(r"Segmentation fault|SIGSEGV|signal 11\b|segfault at"),
        93,
        "segmentation fault",
    ),
    Family(
        "Aborted",
        "crash",
        re.compile(r"SIGABRT|Aborted \(core dumped\)|signal 6\b|terminate called after"),
        90,
        "aborted",
    ),
    Family(
        "OutOfMemory",
        "oom",
        re.compile(r"Cannot allocate memory|std::bad_alloc|\bMemoryError\b|JavaScript heap out"),
        90,
        "out of memory",
    ),
    Family(
        "NoSpaceLeft",
        "disk",
        re.compile(r"No space left on device|ENOSPC|Errno 28\]|Disk quota exceeded"),
        88,
        "no space left on device",
    ),
    Family(
        "ModuleNotFoundError",
        "not_found",
        re.compile(r"No module named '?(?P<mod>[\w.]+)'?"),
        90,
        lambda m: "no module named " + m.group("mod"),
    ),
    Family(
        "CannotFindModule",
        "not_found",
        re.compile(
            r"Cannot find module '(?P<mod>[^']+)'|cannot find package \"(?P<gomod>[^\"]+)\""
        ),
        85,
        lambda m: "cannot find module " + (m.group("mod") or m.group("gomod")),
    ),
    Family(
        "CommandNotFound",
        "not_found",
        re.compile(
            # `sh: 1: foo: not found` names the program only after a shell's prefix;
            # elsewhere "x: not found" is any lookup (`manifest: not found`).
            r"(?:^|[\s:])(?P<cmd>[\w.+-]+): command not found\s*$"
            r"|^(?:\S*/)?(?:ba|da|z|k)?sh:(?: line)? \d+: (?P<scmd>[\w.+-]+): not found\s*$"
            r"|command not found: (?P<zcmd>[\w.+-]+)"
            r"|'(?P<wcmd>[\w.+-]+)' is not recognized as an internal or external command"
            # PowerShell (issue 12, similar-fix class c: one missing program, many shells):
            # Windows PowerShell 5 says "the name of a cmdlet", PowerShell 7 "a name of".
            r"|The term '(?P<pcmd>[\w.+-]+)' is not recognized as (?:the |a )?name of a cmdlet"
            # A shebang's interpreter missing: `env: 'python': No such file or directory`;
            # a program that coreutils' runners could not start (`timeout: failed to run
            # command 'strace': No such file or directory`; issue 12, class 1).
            r"|^(?:\S*/)?env: ['‘]?(?P<ecmd>[\w.+-]+)['’]?: No such file or directory"
            r"|^(?:timeout|nohup|nice|stdbuf|chroot|runuser|setsid): failed to run command"
            r" ['‘](?P<rcmd>[\w.+-]+)['’]: No such file or directory"
        ),
        85,
        lambda m: (
            "command not found: "
            + (
                m.group("cmd")
                or m.group("scmd")
                or m.group("zcmd")
                or m.group("wcmd")
                or m.group("pcmd")
                or m.group("ecmd")
                or m.group("rcmd")
            )
        ),
    ),
    Family(
        # A localised PowerShell says "not recognized" in its own language; its error record
        # still names the program in English (`ObjectNotFound: (bash:String) [],
        # CommandNotFoundException`). Scored below the English sentence, which wins when
        # both are there (similar-fix class c).
        "CommandNotFound",
        "not_found",
        re.compile(r"ObjectNotFound: \((?P<cmd>[\w.+-]+):String\) \[\], CommandNotFoundException"),
        80,
        lambda m: "command not found: " + m.group("cmd"),
    ),
    Family(
        "AddressInUse",
        "network",
        # Node, Python, Spring Boot ("Port 8080 was already in use"), Docker ("port is
        # already allocated"), Windows sockets and Rails/Puma ("A server is already running",
        # its pid file naming the old process) word one problem: an earlier server holds the
        # place (similar-fix class c).
        re.compile(
            r"[Aa]ddress already in use|EADDRINUSE|\b[Pp]ort \d+ (?:was |is )?already in use"
            r"|port is already allocated|Only one usage of each socket address"
            r"|A server is already running \(pid: \d+"
        ),
        85,
        "address already in use",
    ),
    Family(
        "ConnectionRefused",
        "network",
        re.compile(
            r"Connection refused|ECONNREFUSED|Couldn't connect to server|Failed to connect to"
            r"|curl: \(7\)"
        ),
        80,
        "connection refused",
    ),
    Family(
        "NameResolution",
        "network",
        re.compile(
            r"Could not resolve host|Temporary failure in name resolution|ENOTFOUND"
            r"|Name or service not known|curl: \(6\)"
        ),
        80,
        "name resolution failed",
    ),
    Family(
        "Timeout",
        "network",
        re.compile(
            r"[Tt]imed out|ETIMEDOUT|ReadTimeout|ConnectTimeout|[Dd]eadline exceeded|curl: \(28\)"
        ),
        70,
        "timed out",
    ),
    Family(
        # A rate limit, in a status line or in an API's own words (similar-fix class c): one
        # signature with HTTP 429.
        "HTTP429",
        "http",
        re.compile(
            r"[Rr]ate limit (?:exceeded|reached)|rate_limit_(?:exceeded|error)|\bRateLimitError\b"
        ),
        75,
        "http 429",
    ),
    Family(
        # TLS verification failed: Python's ssl, curl (60), Go's x509, Node, git (similar-fix
        # class c: a proxy's or a missing CA's one problem, fixed by one CA setting).
        "CertificateVerifyFailed",
        "network",
        re.compile(
            r"CERTIFICATE_VERIFY_FAILED|unable to get local issuer certificate"
            r"|self[- ]signed certificate in certificate chain|certificate signed by unknown"
            r" authority|SSL certificate problem|UNABLE_TO_VERIFY_LEAF_SIGNATURE"
            r"|SELF_SIGNED_CERT_IN_CHAIN",
            re.I,
        ),
        82,
        "tls certificate verification failed",
    ),
    Family(
        # The Docker daemon not reachable, on Linux's socket or Windows' named pipe
        # (similar-fix class c); a denied socket is PermissionDenied, told apart by its fix.
        "DockerDaemonUnreachable",
        "service",
        re.compile(
            r"Cannot connect to the Docker daemon|Is the docker daemon running"
            r"|error during connect:.{0,200}docker_engine|docker daemon is not running",
            re.I,
        ),
        84,
        "cannot connect to the docker daemon",
    ),
    Family(
        _http_label,
        "http",
        re.compile(
            r"HTTP/\d(?:\.\d)? ([45]\d\d)\b|\b([45]\d\d) (?:Server|Client) Error\b"
            r"|\b([45]\d\d):? (?:Bad Request|Unauthorized|Forbidden|Not Found|Conflict"
            r"|Too Many Requests|Internal Server Error|Bad Gateway|Service Unavailable"
            r"|Gateway Time-?out)\b|(?:[Ss]tatus code|HTTP status|HTTP error|returned HTTP)"
            r"[ :]+([45]\d\d)\b|curl: \(22\).*?error: ([45]\d\d)"
        ),
        75,
        lambda m: "http " + next(g for g in m.groups() if g),
    ),
    Family(
        # A sandboxed agent's command denied by its sandbox (issue 12, class 2's permission
        # change; similar-fix class c). Linux bwrap and seccomp, macOS seatbelt and the
        # Windows sandbox runner word it differently, and a denied system call surfaces as
        # EPERM ("Operation not permitted", `listen EPERM`): the errno a sandbox or policy
        # returns, where a file's mode gives EACCES ("Permission denied", kept below with its
        # message). One template for all: what fixed one (re-running with the sandbox's
        # permission) is the answer for the others.
        "SandboxDenied",
        "permission",
        re.compile(
            r"\bbwrap: |[Ww]indows sandbox|\b[Ss]andbox (?:error|denied)|Sandbox\(Denied"
            r"|\bSandboxDenied\b|\bseatbelt\b|sandbox-exec: |[Oo]peration not permitted|\bEPERM\b"
        ),
        78,
        "denied by the sandbox (operation not permitted)",
    ),
    Family(
        # One failure of Claude's Edit, opencode's edit, Codex's apply_patch, Gemini CLI's
        # replace ("0 occurrences found for old_string"), OpenHands' str_replace ("did not
        # appear verbatim"), Cline's replace_in_file ("does not match anything in the file")
        # aider's SEARCH/REPLACE block ("failed to exactly match") and pi's edit ("Could not
        # find edits[2] in <path>"): the text to replace is not in the file (similar-fix
        # class c: the tools word it differently).
        "EditAnchorNotFound",
        "edit",
        re.compile(
            r"String to replace not found|oldString not found|Could not find oldString"
            r"|Failed to find expected lines|could not find (?:the )?(?:text|string) to replace"
            r"|\b0 occurrences found for old_string|did not appear verbatim in"
            r"|does not match anything in the file|failed to exactly match lines"
            r"|Could not find edits\[\d+\] in ",
            re.I,
        ),
        80,
        "edit anchor not found in the file",
    ),
    Family(
        # An edit or write refused because the file was not read first: Claude Code's "File
        # has not been read yet", opencode's "You must read file <path> before overwriting
        # it". One template: the remedy (read the file, then edit) is the same whichever
        # harness said it (similar-fix class c). Anchored at the line's start, so a log or
        # transcript that quotes the sentence mid-line is not the error.
        "FileNotReadYet",
        "edit",
        re.compile(
            r"^(?:<tool_use_error>)?\s*(?:File has not been read yet"
            r"|You must read (?:the )?file\b[^\n]{0,300}? before (?:overwriting|editing|writing))"
        ),
        80,
        "file not read before writing it",
    ),
    Family(
        # An unquoted argument the shell took for a glob that matched nothing (zsh's default,
        # bash's failglob): a URL with `?`, a path with `*`. One problem whatever the
        # argument, fixed by quoting it (issue 12, class 2's corrected argument; similar-fix
        # class c).
        "GlobNoMatch",
        "shell",
        re.compile(
            r"^(?:\S*/)?(?:zsh|\(eval\))(?::\d+)?: no matches found: \S"
            r"|^(?:\S*/)?(?:ba)?sh(?:: line \d+)?: no match: \S"
        ),
        60,
        "no matches found for an unquoted glob",
    ),
    Family(
        # A CommonJS name used in an ES module (Node): `require`, `__dirname`, `exports`
        # (similar-fix class c); the name stays in the message, which tells the fixes apart
        # (an import for `require`, import.meta.url for `__dirname`).
        "CommonJsInEsModule",
        "build",
        re.compile(
            r"\b(?P<name>require|__dirname|__filename|exports|module) is not defined in ES module"
        ),
        86,
        lambda m: m.group("name") + " is not defined in es module scope",
    ),
    Family(
        "PermissionDenied",
        "permission",
        re.compile(r"[Pp]ermission denied|EACCES"),
        75,
    ),
    Family(
        "FileNotFound",
        "not_found",
        # zsh writes it in lower case (`cd:1: no such file or directory: test`); pytest says
        # "file or directory not found: <arg>", PowerShell "Cannot find path '<p>' because it
        # does not exist" (similar-fix class c: one missing path, many programs' words).
        re.compile(
            r"[Nn]o such file or directory|ENOENT|cannot access '|can't open file"
            r"|\bfile or directory not found: |Cannot find path '[^'\n]*' because it does not exist"
        ),
        70,
    ),
)
