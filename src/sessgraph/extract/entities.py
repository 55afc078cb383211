"""Regex entities from shell commands and tool output: the things a fix is made of.

An :class:`Entity` is identified by ``(kind, name)``; ``name`` is canonical so the same thing
mentioned in a command, an output and a sentence compares equal: flags keep their dashes
(``--mem-fraction-static``), packages are PEP 503-normalised (``flash_attn`` → ``flash-attn``),
systemd units get their ``.service`` suffix, error classes lose their module path
(``torch.OutOfMemoryError`` → ``OutOfMemoryError``, which moves between library versions).
``value`` holds what varies between uses: a flag's argument, an env var's value, a version pin.

Commands are split into shell words as :mod:`shlex` splits them (punctuation-aware, so
``&&``, ``|`` and ``;`` split simple commands), by :mod:`sessgraph.extract.shellwords`; a
command with unbalanced quotes falls back to whitespace splitting. Agents run the same
commands again and again, so results are cached per distinct command (entities are
immutable). Heredoc
bodies are not parsed as shell: they are file contents, so the text extractor reads them
(that is where a unit file's ``Environment=`` lines are).
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass

from sessgraph.extract import shellwords
from sessgraph.extract.lazy_patterns import lazy_compile
from sessgraph.extract.textcache import memo_by_text

__all__ = [
    "Entity",
    "entities_from_command",
    "entities_from_text",
    "program_and_subcommand",
]


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


@dataclass(frozen=True, slots=True)
class Entity:
    """A named thing in a command or text; ``(kind, name)`` is its identity."""

    kind: str
    name: str
    value: str | None = None
    start: int | None = None
    end: int | None = None

    @property
    def key(self) -> tuple[str, str]:
        return (self.kind, self.name)


# --- text ----------------------------------------------------------------------------------

# Single-word variables worth keeping; everything else needs an underscore (FOO_BAR) so that
# "HTTP/1.1" or a shouted word is not taken for a variable.
_ENV_SINGLE = _words(
    "PATH HOME USER SHELL LANG TERM PYTHONPATH PYTHONHOME PYTHONUNBUFFERED DEBUG CC CXX "
    "CFLAGS CXXFLAGS LDFLAGS GOPATH GOROOT GOFLAGS RUSTFLAGS NODE_ENV TMPDIR EDITOR"
)
_ENV_ASSIGN = lazy_compile(
    r"(?<![\w$.-])([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)=(\"[^\"\n]*\"|'[^'\n]*'|[^\s\"';|&)]*)"
)
_ENV_BARE = lazy_compile(r"(?<![\w$.-])([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)(?![\w(=-])")
_FLAG = lazy_compile(r"(?<![\w-])(--[a-z0-9][a-z0-9_-]*[a-z0-9])(?:=([^\s\"'`,;)]+))?", re.I)
# org/name where the name carries a size, version or a known checkpoint suffix.
_MODEL = lazy_compile(
    r"(?<![\w./~@:-])([A-Za-z][\w.-]{1,38}/[A-Za-z][\w.-]*?"
    r"(?:\d[\w.-]*|-(?:Instruct|Chat|Base|FP8|AWQ|GPTQ|GGUF|Coder|hf)\b[\w.-]*))(?![\w/])"
)
_NOT_ORGS = _words(
    "src lib lib64 tests test docs bin usr etc opt home var tmp build dist python site-packages "
    "units tools scripts bench app api v1 v2 include node_modules"
)
_PR = lazy_compile(
    r"github\.com/([\w.-]+/[\w.-]+)/pull/(\d+)|\b([\w.-]+/[\w.-]+)#(\d+)\b"
    r"|(?<![\w&#])#(\d{2,6})\b|\bPR\s*#?(\d{2,6})\b|\bpull/(\d{2,6})\b"
)
_ERROR_CLASS = lazy_compile(r"(?<![\w])((?:[A-Za-z_]\w*\.)*[A-Z]\w*(?:Error|Exception))\b")
_UNIT_SUFFIXES = (".service", ".timer", ".socket", ".target", ".mount", ".path")
_UNIT = lazy_compile(r"(?<![\w@.-])([\w@.-]*\w\.(?:service|timer|socket|target|mount|path))\b")
_PIN = lazy_compile(
    r"(?<![\w.=<>~!/-])([A-Za-z][\w.-]*)(?:\[[\w,.-]+\])?\s?(===?|>=|<=|~=|!=)\s?(\d[\w.+!*-]*)"
)
_ABS_PATH = lazy_compile(r"(?<![\w.:/~-])(?:~|\.{1,2})?/(?:[\w.@+-]+/)+[\w.@+-]*")


def canonical_package(name: str) -> str:
    """PEP 503 name: lower case, runs of ``-_.`` as one dash."""
    return re.sub(r"[-_.]+", "-", name).lower()


def _strip_quotes(value: str) -> str:
    return value[1:-1] if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"" else value


def _env_ok(name: str) -> bool:
    return "_" in name or name in _ENV_SINGLE


def entities_from_text(text: str) -> list[Entity]:
    """Entities in tool output or file contents, found by regex only (fast).

    A pattern whose match needs a literal the text lacks is not run (``in`` is a memchr
    scan; several of the patterns try a match at every letter). Memoised per distinct text:
    an edit's text and a code span recur (the unreplicated corpus asks 591 times for 189
    texts)."""
    return list(_text_entities(text))


@memo_by_text(maxsize=4096)
def _text_entities(text: str) -> tuple[Entity, ...]:
    found: dict[tuple[str, str, str | None], Entity] = {}

    def add(kind: str, name: str, value: str | None, m: re.Match[str], group: int = 0) -> None:
        found.setdefault((kind, name, value), Entity(kind, name, value, m.start(group), m.end()))

    has_equals = "=" in text
    if has_equals:
        for m in _ENV_ASSIGN.finditer(text):
            if _env_ok(m.group(1)):
                add("env_var", m.group(1), _strip_quotes(m.group(2)), m, 1)
    if "_" in text:
        assigned = {k[1] for k in found if k[0] == "env_var"}
        for m in _ENV_BARE.finditer(text):
            # A bare mention adds nothing when the same variable was seen with its value.
            if len(m.group(1)) >= 5 and m.group(1) not in assigned:
                add("env_var", m.group(1), None, m)
    if "--" in text:
        for m in _FLAG.finditer(text):
            add("flag", m.group(1).lower(), m.group(2), m, 1)
    has_slash = "/" in text
    if has_slash:
        for m in _MODEL.finditer(text):
            org = m.group(1).split("/", 1)[0]
            if org.lower() not in _NOT_ORGS and not org.isdigit():
                add("model", m.group(1), None, m)
    if "#" in text or "pull/" in text or "PR" in text:
        for m in _PR.finditer(text):
            if m.group(1) or m.group(3):
                add("pr", f"{m.group(1) or m.group(3)}#{m.group(2) or m.group(4)}", None, m)
            else:
                add("pr", "#" + (m.group(5) or m.group(6) or m.group(7)), None, m)
    if "Error" in text or "Exception" in text:
        for m in _ERROR_CLASS.finditer(text):
            full = m.group(1)
            short = full.rsplit(".", 1)[-1]
            add("error_class", short, full if full != short else None, m)
    if any(suffix in text for suffix in _UNIT_SUFFIXES):
        for m in _UNIT.finditer(text):
            add("unit", m.group(1), None, m)
    if has_equals:  # every version operator holds one
        for m in _PIN.finditer(text):
            add("package", canonical_package(m.group(1)), m.group(2) + m.group(3), m)
    if has_slash:
        for m in _ABS_PATH.finditer(text):
            path = m.group(0).rstrip(".")
            if path.count("/") >= 2 or path.startswith("~"):
                add("path", path, None, m)
    return tuple(sorted(found.values(), key=lambda e: (e.start or 0, e.kind)))


# --- commands ------------------------------------------------------------------------------

_HEREDOC = lazy_compile(
    r"<<-?\s*(?P<q>['\"]?)(?P<tag>\w+)(?P=q)(?P<rest>[^\n]*)\n(?P<body>.*?)"
    r"(?:\n\s*(?P=tag)\s*(?:\n|$)|\Z)",
    re.S,
)
_SEPARATORS = frozenset({"&&", "||", "|", ";", "&", "|&", ";;", "(", ")", "\n"})
_REDIRECTS = frozenset({">", ">>", "<", "<<", "<<-", "2>", "&>", "2>&1", ">&", "<<<"})
_WRAPPERS = frozenset({"sudo", "env", "time", "nohup", "exec", "nice", "stdbuf", "command"})
_WRAPPER_OPTS_WITH_VALUE = frozenset({"-u", "-g", "-n", "-C", "-D"})
_PY = lazy_compile(r"^python(?:\d+(?:\.\d+)?)?$")
_PIP = lazy_compile(r"^pip(?:\d+(?:\.\d+)?)?$")
_INSTALLERS: dict[str, frozenset[str]] = {
    "pip": frozenset({"install", "uninstall", "download"}),
    "apt-get": frozenset({"install", "remove", "purge"}),
    "apt": frozenset({"install", "remove", "purge"}),
    "yum": frozenset({"install", "remove"}),
    "dnf": frozenset({"install", "remove"}),
    "brew": frozenset({"install", "uninstall", "reinstall"}),
    "npm": frozenset({"install", "i", "add", "uninstall"}),
    "yarn": frozenset({"add", "remove"}),
    "pnpm": frozenset({"add", "install", "remove"}),
    "cargo": frozenset({"add", "install"}),
    "go": frozenset({"get", "install"}),
    "conda": frozenset({"install", "remove"}),
    "gem": frozenset({"install"}),
}
# Tools whose first word (or two) after the program says what the command does.
_SUBCOMMAND_TOOLS = _words(
    "git systemctl docker podman pip uv npm yarn pnpm cargo go kubectl apt-get apt brew conda "
    "hf huggingface-cli gh make poetry pipenv rustup nvidia-smi gcloud aws az "
    "terraform helm"
)
# First-level subcommands that take a second word (uv pip install, docker compose up).
_TWO_LEVEL: dict[str, frozenset[str]] = {
    "uv": frozenset({"pip", "tool", "python"}),
    "docker": frozenset({"compose", "container", "image", "network", "volume", "buildx", "system"}),
    "podman": frozenset({"compose", "container", "image", "network", "volume", "system"}),
    "gh": frozenset({"pr", "issue", "repo", "run", "release", "auth", "workflow"}),
    "hf": frozenset({"auth", "cache", "repo"}),
    "huggingface-cli": frozenset({"repo", "lfs-enable-largefiles"}),
    "kubectl": frozenset({"config", "rollout"}),
    "poetry": frozenset({"env", "self", "cache"}),
}
_GIT_OPTS_WITH_VALUE = frozenset({"-C", "-c", "--git-dir", "--work-tree"})
_TRIVIAL = frozenset({"cd", "export", "source", ".", "set", "true", "false", "sleep", "echo"})
_PKG_SPEC = lazy_compile(r"^([A-Za-z@][\w.@/-]*?)(?:\[[\w,.-]+\])?((?:===?|>=|<=|~=|!=|@)\S*)?$")


def _tokenize(command: str) -> list[str]:
    try:
        return shellwords.split(command, ";&|()<>")
    except ValueError:  # unbalanced quotes: a rough split beats nothing
        return command.split()


def _split_heredocs(command: str) -> tuple[str, list[str]]:
    bodies = [m.group("body") for m in _HEREDOC.finditer(command)]
    # Keep the rest of the heredoc's line ("| sudo tee /etc/...") and drop only the body.
    shell = _HEREDOC.sub(lambda m: f"<<{m.group('tag')}{m.group('rest')}\n", command)
    return shell, bodies


def _simple_commands(command: str) -> list[list[str]]:
    shell, _ = _split_heredocs(command)
    out: list[list[str]] = []
    for line in shell.splitlines() or [""]:
        current: list[str] = []
        for tok in _tokenize(line):
            if tok in _SEPARATORS or set(tok) <= set(";&|()"):
                if current:
                    out.append(current)
                current = []
            else:
                current.append(tok)
        if current:
            out.append(current)
    return out


def _unwrap(tokens: list[str]) -> tuple[list[tuple[str, str]], list[str]]:
    """Leading env assignments and the command left after sudo/env/time wrappers."""
    assigns: list[tuple[str, str]] = []
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        m = re.fullmatch(r"([A-Za-z_]\w*)=(.*)", tok, re.S)
        if m:
            assigns.append((m.group(1), m.group(2)))
        elif tok in _WRAPPERS:
            pass
        elif tok == "timeout" and i + 1 < len(tokens):
            i += 1
        elif tok.startswith("-") and i > 0 and tokens[i - 1] in _WRAPPERS | {"-u", "-g"}:
            if tok in _WRAPPER_OPTS_WITH_VALUE:
                i += 1
        else:
            break
        i += 1
    return assigns, tokens[i:]


def _base(program: str) -> str:
    name = program.rsplit("/", 1)[-1]
    if _PY.match(name):
        return "python"
    if _PIP.match(name):
        return "pip"
    return name


def _program_words(tokens: list[str]) -> str | None:
    if not tokens:
        return None
    prog = _base(tokens[0])
    rest = tokens[1:]
    if prog == "python":
        if len(rest) >= 2 and rest[0] == "-m":
            if _PIP.match(rest[1]) and len(rest) > 2:
                return f"pip {rest[2]}"
            return f"python -m {rest[1]}"
        script = next((t for t in rest if not t.startswith("-")), None)
        if rest and rest[0] == "-c":
            return "python -c"
        return f"python {script.rsplit('/', 1)[-1]}" if script else "python"
    if prog in _SUBCOMMAND_TOOLS:
        words = [prog]
        i = 0
        while i < len(rest) and rest[i].startswith("-"):
            i += 2 if prog == "git" and rest[i] in _GIT_OPTS_WITH_VALUE else 1
        limit = 1
        while i < len(rest) and len(words) - 1 < limit and re.fullmatch(r"[a-z][\w-]*", rest[i]):
            words.append(rest[i])
            if len(words) == 2 and rest[i] in _TWO_LEVEL.get(prog, frozenset()):
                limit = 2
            i += 1
        return " ".join(words)
    return prog


def program_and_subcommand(command: str) -> str | None:
    """Normalised program and subcommand of a command's main step (``systemctl restart``).

    The first simple command that is not bookkeeping (``cd``, ``export``, ``echo``) counts.
    """
    simple = [_unwrap(tokens)[1] for tokens in _simple_commands(command)]
    for tokens in simple:
        if tokens and _base(tokens[0]) not in _TRIVIAL:
            return _program_words(tokens)
    return next((_program_words(t) for t in simple if t), None)


def _unit_name(arg: str) -> str:
    return arg if "." in arg.rsplit("/", 1)[-1] else f"{arg}.service"


def _args_entities(tokens: list[str]) -> list[Entity]:
    out: list[Entity] = []
    prog = _base(tokens[0])
    rest = tokens[1:]
    words = (_program_words(tokens) or prog).split()
    installing = len(words) >= 2 and words[-1] in _INSTALLERS.get(words[-2], frozenset())
    # Non-flag tokens that are the subcommand words (or the module of python -m) are skipped.
    if prog == "python":
        to_skip = 0
        if rest[:1] == ["-m"]:
            to_skip = 2 if len(rest) > 2 and _PIP.match(rest[1]) else 1
    else:
        to_skip = len(words) - 1 if prog in _SUBCOMMAND_TOOLS else 0
    i = 0
    while i < len(rest):
        tok = rest[i]
        nxt = rest[i + 1] if i + 1 < len(rest) else None
        if tok in _REDIRECTS:
            i += 2
            continue
        if tok.startswith("--") and len(tok) > 2:
            name, eq, value = tok.partition("=")
            if not eq and nxt and nxt[0] != "-" and not _PIN.match(nxt) and nxt not in words:
                value = nxt
            out.append(Entity("flag", name.lower(), value or None))
        elif not tok.startswith("-"):
            if to_skip > 0:
                to_skip -= 1
            else:
                out.extend(_positional(prog, tok, installing))
        i += 1
    return out


_REL_PATH = lazy_compile(r"(?:\.{0,2}/)?[\w.-]+/[\w./-]+")


def _positional(prog: str, tok: str, installing: bool) -> list[Entity]:
    if prog == "systemctl":
        return [Entity("unit", _unit_name(tok))] if re.fullmatch(r"[\w@.:-]+", tok) else []
    if installing:
        m = _PKG_SPEC.match(tok)
        if m and not tok.startswith((".", "/")):
            return [Entity("package", canonical_package(m.group(1)), m.group(2) or None)]
    found = [
        Entity(e.kind, e.name, e.value)
        for e in entities_from_text(tok)
        if e.kind in ("path", "model", "pr", "unit")
    ]
    if not any(e.kind == "path" for e in found) and _REL_PATH.fullmatch(tok) and "://" not in tok:
        found.append(Entity("path", tok))
    return found


def entities_from_command(command: str) -> list[Entity]:
    """Entities of a shell command: flags, env vars, packages, paths, units, programs."""
    return list(_command_entities(command))


@memo_by_text(maxsize=16384)
def _command_entities(command: str) -> tuple[Entity, ...]:
    found: dict[tuple[str, str, str | None], Entity] = {}
    _, bodies = _split_heredocs(command)
    for tokens in _simple_commands(command):
        assigns, cmd = _unwrap(tokens)
        for name, value in assigns:
            if _env_ok(name) or name.isupper():
                e = Entity("env_var", name, value)
                found.setdefault((e.kind, e.name, e.value), e)
        if not cmd:
            continue
        program = _program_words(cmd)
        if program:
            found.setdefault(("program", program, None), Entity("program", program))
        if _base(cmd[0]) == "journalctl":
            for a, b in itertools.pairwise(cmd):
                if a in ("-u", "--unit"):
                    found.setdefault(("unit", _unit_name(b), None), Entity("unit", _unit_name(b)))
        for e in _args_entities(cmd):
            found.setdefault((e.kind, e.name, e.value), e)
    for body in bodies:
        for e in _heredoc_entities(body):
            found.setdefault((e.kind, e.name, e.value), e)
    return tuple(found.values())


_EXEC_LINE = lazy_compile(r"^\s*Exec\w*=[-@+!:]*(.+)$", re.M)


def _heredoc_entities(body: str) -> list[Entity]:
    """File contents written by a heredoc; a unit file's Exec*= lines are parsed as commands."""
    joined = re.sub(r"\\\n\s*", " ", body)
    found = [Entity(e.kind, e.name, e.value) for e in entities_from_text(joined)]
    for m in _EXEC_LINE.finditer(joined):
        found.extend(entities_from_command(m.group(1)))
    return found
