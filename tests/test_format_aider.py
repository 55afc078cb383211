"""The aider reader against the real chat histories and small synthetic ones."""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest

from conftest import CORPUS, corpus_file
from sessgraph.formats import aider, claude_code
from sessgraph.models import ParsedSession

AIDER = "aider"
METADATA = f"{AIDER}/metadata-aider__.aider.chat.history.md"
POCKETFLOW = f"{AIDER}/pocketflow-text2sql-gui__.aider.chat.history.md"
L = "  "  # aider ends every user and status line with a markdown line break


def _corpus_files() -> list[str]:
    root = CORPUS / AIDER
    if not root.is_dir():
        return [f"{AIDER}/missing"]  # corpus_file() turns this into a skip with the reason
    return sorted(str(p.relative_to(CORPUS)) for p in root.iterdir() if p.is_file())


def _write(tmp_path: Path, lines: list[str], name: str = ".aider.chat.history.md") -> Path:
    path = tmp_path / name
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _read(path: Path) -> list[ParsedSession]:
    return list(aider.read(path))


def _start(stamp: str = "2025-01-02 03:04:05", version: str = "0.86.1") -> list[str]:
    return [
        "",
        f"# aider chat started at {stamp}",
        "",
        f"> Aider v{version}{L}",
        f"> Model: openai/gpt-4o with diff edit format{L}",
        f"> Git repo: .git with 3 files{L}",
    ]


REPLY_WITH_EDITS = [
    "",
    "I'll fix the loop and add a helper module.",
    "",
    "app.py",
    "```python",
    "<<<<<<< SEARCH",
    "def total(xs):",
    "    for i in range(len(xs) - 1):",
    "        pass",
    "=======",
    "def total(xs):",
    "    for i in range(len(xs)):",
    "        pass",
    "    return sum(xs)",
    ">>>>>>> REPLACE",
    "```",
    "",
    "helpers.py",
    "```python",
    "<<<<<<< SEARCH",
    "=======",
    "def double(x):",
    "    return 2 * x",
    ">>>>>>> REPLACE",
    "```",
    "",
    "#### Why this works",
    "",
    "> The loop now visits every item.",
    "",
    "Run the tests:",
    "",
    "```bash",
    "pytest -q",
    "```",
    "",
]


@pytest.mark.corpus
@pytest.mark.parametrize("relative", _corpus_files())
def test_every_corpus_file_reads(relative: str) -> None:
    """Every chat history of the corpus reads without an exception or a warning."""
    path = corpus_file(relative)
    head = path.read_bytes()[:65536]
    if not path.name.endswith(aider.FILE_SUFFIX):
        # .aider.input.history is the prompt history, not a transcript: not claimed.
        assert not aider.detect(path, head)
        return
    assert aider.detect(path, head)
    assert not claude_code.detect(path, head)
    sessions = _read(path)
    assert sessions
    for parsed in sessions:
        assert parsed.warnings == []
        assert parsed.session.format == "aider"
        assert [m.seq for m in parsed.messages] == list(range(len(parsed.messages)))


# Expected numbers were counted WITHOUT sessgraph, over the raw files: sessions = `grep -c '^#
# aider chat started at'`; edits = `grep -c '^> Applied edit to '`; commits = `grep -cE '^>
# Commit [0-9a-f]{7,} '`; commands = `grep -c '^> Running '` plus `####` blocks starting
# `/run `, `/test ` or `!` (none in either file: the three `#### !` lines of pocketflow are
# .gitignore lines inside a longer prompt). messages and prompts came from a throwaway awk
# script: one message per run of `####` lines, per run of `> ` lines (a `> ` line without
# aider's two trailing spaces continues up to the next line that has them) and per reply
# (other text after a blank line, blank lines inside it included); prompts = `####` blocks not
# starting `/` (except `/ask …`), not `<blank>` or a `(Y)es/(N)o` answer, and whose first line
# does not occur as a line of the reply just before it (the architect's plan handed to the
# editor model: 26 such blocks in pocketflow).
PINNED = {
    # 0.86.1, diff edit format (SEARCH/REPLACE), one session.
    METADATA: dict(
        version="0.86.1", sessions=1, messages=38, prompts=12, commands=0, edits=18, commits=14
    ),
    # 0.85.2, architect mode with an editor-whole editor model and <source> fences.
    POCKETFLOW: dict(
        version="0.85.2", sessions=1, messages=201, prompts=30, commands=0, edits=68, commits=28
    ),
}


@pytest.mark.corpus
@pytest.mark.parametrize("relative", sorted(PINNED))
def test_pinned_counts(relative: str) -> None:
    """Session, message, prompt, command, edit and commit counts match the independent count."""
    sessions = _read(corpus_file(relative))
    messages = [m for s in sessions for m in s.messages]
    calls = [c for m in messages for c in m.tool_calls]
    actual = dict(
        version=sessions[0].session.format_version,
        sessions=len(sessions),
        messages=len(messages),
        prompts=sum(m.kind == "prompt" for m in messages),
        commands=sum(c.command is not None for c in calls),
        edits=sum(len(c.edits) for c in calls),
        commits=sum(c.name == "git-commit" for c in calls),
    )
    assert actual == PINNED[relative]


@pytest.mark.corpus
def test_architect_plan_is_meta_and_editor_reply_edits() -> None:
    """The architect's plan echoed as user input is meta; the editor reply holds the edits."""
    [parsed] = _read(corpus_file(POCKETFLOW))
    messages = parsed.messages
    handoff = next(m for m in messages if m.role == "user" and m.kind == "meta")
    assert handoff.text.startswith("Changes to implement a FastAPI web service")
    editor = messages[handoff.seq + 1]
    assert editor.role == "assistant" and editor.kind == "tool_call"
    assert editor.model == "openrouter/openrouter/horizon-beta"
    first = editor.tool_calls[0].edits[0]
    assert (first.path, first.kind, first.lines_added) == ("backend/flow_nodes.py", "write", 202)
    assert parsed.session.cwd == "C:\\temp\\pocketflow-text2sql"


def test_multi_session_file_yields_one_session_per_start(tmp_path: Path) -> None:
    """Each chat start is a session with a stable id, its own version, model and title."""
    lines = [
        *_start("2025-01-02 03:04:05", "0.85.2"),
        "",
        f"#### first question{L}",
        f"#### over two lines{L}",
        "",
        "First answer.",
        "",
        f"> Tokens: 1.0k sent, 20 received.{L}",
        *_start("2025-01-03 09:00:00", "0.86.1"),
        "",
        f"#### second question{L}",
        "",
        "Second answer.",
        "",
    ]
    path = _write(tmp_path, lines)
    one, two = _read(path)
    base = str(path.absolute())
    assert (one.session.id, two.session.id) == (
        f"{base}#2025-01-02T03:04:05",
        f"{base}#2025-01-03T09:00:00",
    )
    assert (one.session.format_version, two.session.format_version) == ("0.85.2", "0.86.1")
    assert one.session.started_at == "2025-01-02T03:04:05"
    assert one.session.model == "openai/gpt-4o"
    assert one.session.title == "first question"
    assert [(m.role, m.kind) for m in one.messages] == [
        ("system", "meta"),
        ("user", "prompt"),
        ("assistant", "text"),
        ("system", "meta"),
    ]
    assert one.messages[1].text == "first question\nover two lines"
    assert one.messages[2].model == "openai/gpt-4o"
    assert [m.seq for m in two.messages] == [0, 1, 2]
    assert _read(path)[1].session.id == two.session.id


def test_search_replace_edits_commits_and_commands(tmp_path: Path) -> None:
    """Applied SEARCH/REPLACE blocks become edits, commits and `> Running` commands calls."""
    lines = [
        *_start(),
        "",
        f"#### fix the total{L}",
        *REPLY_WITH_EDITS,
        f"> Tokens: 2.4k sent, 104 received. Cost: $0.01 message, $0.01 session.{L}",
        f"> helpers.py{L}",
        f"> Create new file? (Y)es/(N)o [Yes]: y{L}",
        f"> Applied edit to app.py{L}",
        f"> Applied edit to helpers.py{L}",
        f"> Commit 1b2614a fix: count every item{L}",
        f"> pytest -q{L}",
        f"> Run shell command? (Y)es/(N)o/(D)on't ask again [Yes]: y{L}",
        f"> Running pytest -q{L}",
        f"> Add command output to the chat? (Y)es/(N)o/(D)on't ask again [Yes]: y{L}",
        f"> Added 12 lines of output to the chat.{L}",
        f"> You can use /undo to undo and discard each aider commit.{L}",
    ]
    [parsed] = _read(_write(tmp_path, lines))
    reply = parsed.messages[2]
    assert reply.kind == "tool_call"
    # The heading and quote inside the reply lack aider's line break: they stay in the reply.
    assert "#### Why this works" in reply.text and "> The loop now" in reply.text
    names = [c.name for c in reply.tool_calls]
    assert names == ["edit", "edit", "git-commit", "shell"]
    edits = [
        (e.path, e.kind, e.lines_added, e.lines_removed) for c in reply.tool_calls for e in c.edits
    ]
    assert edits == [("app.py", "edit", 2, 1), ("helpers.py", "write", 2, 0)]
    commit = reply.tool_calls[2]
    assert commit.input == {"hash": "1b2614a", "message": "fix: count every item"}
    assert commit.status == "ok" and commit.command is None
    shell = reply.tool_calls[3]
    assert shell.command is not None
    assert shell.command.command == "pytest -q"
    assert (shell.command.status, shell.command.exit_code) == ("unknown", None)
    assert shell.result_text is not None and "Added 12 lines" in shell.result_text
    assert [(m.role, m.kind) for m in parsed.messages][3] == ("system", "meta")


def test_user_commands_status_only_with_evidence(tmp_path: Path) -> None:
    """/run stays unknown; /test with added output is failed; a start error is error."""
    lines = [
        *_start(),
        "",
        f"#### /run make lint{L}",
        f"> Add 0.2k tokens of command output to the chat? (Y)es/(N)o [Yes]: y{L}",
        f"> Added 4 lines of output to the chat.{L}",
        "",
        f"#### /test pytest -x{L}",
        f"> Added 30 lines of output to the chat.{L}",
        "",
        f"#### !nosuchtool --flag{L}",
        f"> Error occurred while running command 'nosuchtool --flag': not found{L}",
        "",
        f"#### /test make check{L}",
        "",
        f"#### /clear{L}",
        f"> All chat history cleared.{L}",
    ]
    [parsed] = _read(_write(tmp_path, lines))
    calls = [c for m in parsed.messages for c in m.tool_calls]
    outcomes = [
        (c.name, c.command.command, c.command.status, c.command.exit_code)
        for c in calls
        if c.command is not None
    ]
    assert outcomes == [
        ("run", "make lint", "unknown", None),
        ("test", "pytest -x", "failed", None),
        ("run", "nosuchtool --flag", "error", None),
        ("test", "make check", "unknown", None),
    ]
    kinds = [m.kind for m in parsed.messages if m.role == "user"]
    assert kinds == ["command_echo"] * 5
    assert calls[0].result_text is not None and "Added 4 lines" in calls[0].result_text


def test_whole_file_and_udiff_edits(tmp_path: Path) -> None:
    """Whole-file replies count every line as added; unified diffs count their +/- lines."""
    lines = [
        *_start(),
        "",
        f"#### rewrite config and patch main{L}",
        "",
        "config.toml",
        "<source>",
        "[tool]",
        'name = "x"',
        "</source>",
        "",
        "```diff",
        "--- src/main.py",
        "+++ src/main.py",
        "@@ -1,2 +1,2 @@",
        "-print('a')",
        "+print('b')",
        " x = 1",
        "```",
        "",
        f"> Applied edit to config.toml{L}",
        f"> Applied edit to src\\main.py{L}",
        f"> Applied edit to elsewhere.py{L}",
    ]
    [parsed] = _read(_write(tmp_path, lines))
    edits = [
        (e.path, e.kind, e.lines_added, e.lines_removed)
        for m in parsed.messages
        for c in m.tool_calls
        for e in c.edits
    ]
    assert edits == [
        ("config.toml", "write", 2, 0),
        ("src\\main.py", "patch", 1, 1),
        ("elsewhere.py", "edit", 0, 0),
    ]


def test_multiline_status_message_is_not_a_reply(tmp_path: Path) -> None:
    """A `> ` line without the line break continues, across blank lines, to the marked line."""
    lines = [
        *_start(),
        "",
        f"#### read https://example.com{L}",
        f"> Scraping https://example.com...{L}",
        "> For the best web scraping, install Playwright:",
        "",
        "python -m playwright install --with-deps chromium",
        "",
        f"See https://aider.chat/docs/install/optional.html for more info.{L}",
        f"> Install playwright? (Y)es/(N)o [Yes]: n{L}",
        "",
        "Here is what the page says.",
        "",
    ]
    [parsed] = _read(_write(tmp_path, lines))
    assert [(m.role, m.kind) for m in parsed.messages][1:] == [
        ("user", "prompt"),
        ("system", "meta"),
        ("assistant", "text"),
    ]
    assert "playwright install" in parsed.messages[2].text
    assert parsed.messages[3].text == "Here is what the page says."


def test_blank_input_and_confirmations_are_meta(tmp_path: Path) -> None:
    """`<blank>` input and auto-answered confirmations logged as user input are meta."""
    lines = [
        *_start(),
        "",
        f"#### <blank>{L}",
        "",
        f"#### Run shell commands? (Y)es/(N)o/(S)kip all/(D)on't ask again [Yes]: s{L}",
        "",
        f"#### /ask what does main do?{L}",
    ]
    [parsed] = _read(_write(tmp_path, lines))
    assert [m.kind for m in parsed.messages if m.role == "user"] == ["meta", "meta", "prompt"]


def test_bad_bytes_and_headless_text_warn_and_rest_is_read(tmp_path: Path) -> None:
    """Invalid UTF-8 is a warning with its line; text before any chat start is kept, warned."""
    body = "\n".join(
        [
            f"#### orphan prompt{L}",
            *_start(),
            "",
            f"#### hello{L}",
            "",
            "caf\udcff",
            "",
        ]
    )
    path = tmp_path / ".aider.chat.history.md"
    path.write_bytes(body.encode("utf-8", errors="surrogateescape"))
    orphan, main = _read(path)
    assert [(w.line, "before the first" in w.message) for w in orphan.warnings] == [(1, True)]
    assert orphan.session.id.endswith("#line-1") and orphan.session.started_at is None
    assert [w.line for w in main.warnings] == [11]
    assert main.messages[-1].text == "caf\ufffd"
    assert [m.kind for m in main.messages if m.role == "user"] == ["prompt"]


def test_gzip_reads_identically(tmp_path: Path) -> None:
    """A gzip-compressed history yields the same sessions, ids and messages as the plain one."""
    plain = _write(tmp_path, [*_start(), "", f"#### fix the total{L}", *REPLY_WITH_EDITS])
    packed = tmp_path / ".aider.chat.history.md.gz"
    packed.write_bytes(gzip.compress(plain.read_bytes()))
    [one], [two] = _read(plain), _read(packed)
    assert two.messages == one.messages
    assert two.session.model_copy(update={"source_path": one.session.source_path}) == one.session
    assert aider.detect(packed, gzip.decompress(packed.read_bytes()))


def test_detection_is_by_content(tmp_path: Path) -> None:
    """A chat start anywhere in the head is aider; an input history or JSONL is not."""
    ours = _write(tmp_path, _start(), "notes.md")
    history = _write(tmp_path, ["", "# 2025-12-03 14:44:06.503685", "+fix it"], "h")
    jsonl = _write(tmp_path, ['{"role": "user", "message": {"content": "#### hi"}}'], "x.jsonl")
    assert aider.detect(ours, ours.read_bytes())
    assert not aider.detect(history, history.read_bytes())
    assert not aider.detect(jsonl, jsonl.read_bytes())
    # A history cut before its first start is still known by its name and user lines.
    cut = _write(tmp_path, [f"#### go on{L}"])
    assert aider.detect(cut, cut.read_bytes())


def test_turn_failures_are_error_messages_and_retried_ones_meta(tmp_path: Path) -> None:
    """aider's own failure of a turn (the endpoint refused the model, the reply broke the edit
    format, lint found errors) is a `system`/`error` message, so the extractor sees a failure
    no command shows (issue 12: tool errors across agents); a rate limit aider retries by
    itself stays `meta`."""
    lines = [
        *_start(),
        "",
        f"#### add a cache{L}",
        f"> litellm.NotFoundError: OpenAIException - Error code: 404 - Unknown model 'm-14b'{L}",
        "",
        f"#### try again{L}",
        f"> litellm.RateLimitError: AnthropicException - rate limit exceeded{L}",
        f"> Retrying in 0.2 seconds...{L}",
        "",
        "Here is the cache.",
        "",
        f"> Tokens: 1.2k sent, 80 received.{L}",
        f"> The LLM did not conform to the edit format.{L}",
        f"> No filename provided before ``` in file listing{L}",
    ]
    [parsed] = _read(_write(tmp_path, lines))
    kinds = [(m.role, m.kind) for m in parsed.messages][1:]
    assert kinds == [
        ("user", "prompt"),
        ("system", "error"),
        ("user", "prompt"),
        ("system", "meta"),
        ("assistant", "text"),
        ("system", "error"),
    ]
