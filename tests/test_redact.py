"""Tests for sessgraph.redact: each secret kind, no false positives, idempotence, corpus."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from conftest import CORPUS, SHARED, corpus_file, fixture_file
from secret_samples import SAMPLES, Sample
from sessgraph.models import (
    Command,
    CommandStatus,
    Message,
    MessageKind,
    ParsedSession,
    Role,
    Session,
    ToolCall,
)
from sessgraph.reading import redact as redact_module
from sessgraph.reading.redact import MARKER, REDACTION_KINDS, redact
from sessgraph.reading.redact_records import redact_session

# Made-up secrets in the real formats (none is live).
AWS_ID = "AKIA2E0A8F3B244C9986"
AWS_SECRET = "q8Zt2VhX4mPb7LkR1sYw9DcN3fGj6HuE5aTo0iKp"  # 40 chars
GITHUB = "ghp_" + "aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3z5A"
GITHUB_PAT = (
    "github_pat_11ABCDEFG0" + "123456789_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUV12"
)
GITLAB = "glpat-xY7zK2mN9pQ4rS6tV8wZ"
SLACK = "xoxb-1234567890-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx"
OPENAI = "sk-proj-Ab3De5Fg7Hj9Kl1Mn3Pq5Rs7Tu9Vw1Xy3Za5Bc7De9Fg1Hj3"
ANTHROPIC = "sk-ant-api03-Ab3De5Fg7Hj9Kl1Mn3Pq5Rs7Tu9Vw1Xy3Za5Bc7De9Fg1Hj3Kl5Mn7Pq9Rs1Tu3-AbCdEfAA"
HF = "hf_AbCdEfGhIjKlMnOpQrStUvWxYz12345678"
GOOGLE = "AIzaSyD3x4mpl3K3yAbCdEfGhIjKlMnOpQrStUv"
STRIPE = "sk_live_51H8xYzAbCdEfGhIjKlMnOpQr"
JWT = (
    "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0"
    ".dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U"
)
NPM = "npm_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789"
RSA_KEY = (
    "-----BEGIN RSA PRIVATE KEY-----\n"
    "MIIEpAIBAAKCAQEA7x1YzAbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefghij\n"
    "q8Zt2VhX4mPb7LkR1sYw9DcN3fGj6HuE5aTo0iKpq8Zt2VhX4mPb7LkR1sYw9DcN3fG\n"
    "-----END RSA PRIVATE KEY-----"
)
SSH_KEY = (
    "-----BEGIN OPENSSH PRIVATE KEY-----\n"
    "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n"
    "-----END OPENSSH PRIVATE KEY-----"
)

# (input, expected output, expected counts)
CASES: list[tuple[str, str, dict[str, int]]] = [
    (f"AWS_ACCESS_KEY_ID={AWS_ID}", "AWS_ACCESS_KEY_ID=[REDACTED:aws-access-key]", {}),
    (
        f"aws_secret_access_key = {AWS_SECRET}",
        "aws_secret_access_key = [REDACTED:aws-secret-key]",
        {},
    ),
    (f"export GITHUB_TOKEN={GITHUB}", "export GITHUB_TOKEN=[REDACTED:github-token]", {}),
    (f"token: {GITHUB_PAT}", "token: [REDACTED:github-token]", {}),
    (f"git push https://oauth2:{GITLAB}@gitlab.com/x/y.git", "", {"gitlab-token": 1}),
    (f"SLACK_BOT_TOKEN={SLACK}", "SLACK_BOT_TOKEN=[REDACTED:slack-token]", {}),
    (f"OPENAI_API_KEY={OPENAI}", "OPENAI_API_KEY=[REDACTED:openai-key]", {}),
    (f'{{"api_key": "{ANTHROPIC}"}}', '{"api_key": "[REDACTED:anthropic-key]"}', {}),
    (f"huggingface-cli login --token {HF}", "", {"huggingface-token": 1}),
    (f"key={GOOGLE}&q=x", "key=[REDACTED:google-api-key]&q=x", {}),
    (f"stripe.api_key = '{STRIPE}'", "stripe.api_key = '[REDACTED:stripe-key]'", {}),
    (f"Authorization: Bearer {JWT}", "Authorization: Bearer [REDACTED:jwt]", {}),
    (
        'curl -H "Authorization: Bearer 9f8e7d6c5b4a39281706abcdefABCDEF12" https://api.x.io',
        'curl -H "Authorization: Bearer [REDACTED:bearer-token]" https://api.x.io',
        {},
    ),
    ("curl -u admin:S3cr3tP4ss https://api.x.io", "", {"basic-auth": 1}),
    ("Authorization: Basic YWRtaW46aHVudGVyMg==", "Authorization: Basic [REDACTED:basic-auth]", {}),
    (
        "DATABASE_URL=postgres://app:pg_Pa55w0rd!@db.internal:5432/app",
        "DATABASE_URL=postgres://app:[REDACTED:url-credentials]@db.internal:5432/app",
        {},
    ),
    ("PGPASSWORD=hunter2 psql -h db", "PGPASSWORD=[REDACTED:password] psql -h db", {}),
    ("mysql --password=hunter22 -u root", "mysql --password=[REDACTED:password] -u root", {}),
    ("redis:\n  password: s3cret!\n", "redis:\n  password: [REDACTED:password]\n", {}),
    ('{"password": "tr0ub4dor"}', '{"password": "[REDACTED:password]"}', {}),
    (
        '{"auths": {"ghcr.io": {"auth": "dXNlcjpnaHBfc2VjcmV0dG9rZW4="}}}',
        '{"auths": {"ghcr.io": {"auth": "[REDACTED:docker-auth]"}}}',
        {},
    ),
    (
        f"//registry.npmjs.org/:_authToken={NPM}",
        "//registry.npmjs.org/:_authToken=[REDACTED:npm-token]",
        {},
    ),
    (f"cat id_ed25519\n{SSH_KEY}\n", "cat id_ed25519\n[REDACTED:ssh-private-key]\n", {}),
    (f"key.pem:\n{RSA_KEY}", "key.pem:\n[REDACTED:private-key]", {}),
    (
        'webhook = "https://hooks.slack.com/services/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"',
        'webhook = "https://[REDACTED:slack-webhook]"',
        {},
    ),
    (
        "--api-key Zx9Yw8Vu7Ts6Rq5Po4Nm3 --model gpt",
        "--api-key [REDACTED:generic-secret] --model gpt",
        {},
    ),
]


@pytest.mark.parametrize(("text", "expected", "counts"), CASES)
def test_each_kind_is_redacted(text: str, expected: str, counts: dict[str, int]) -> None:
    """Every secret format is replaced by its kind's marker, keeping the name around it."""
    found: Counter[str] = Counter()
    out = redact(text, found)
    if expected:
        assert out == expected
        counts = {m.group(1): expected.count(m.group(0)) for m in MARKER.finditer(expected)}
    assert dict(found) == counts
    assert set(found) <= set(REDACTION_KINDS)


def test_env_dump_counts_by_kind() -> None:
    """An ``env`` dump keeps harmless variables and counts each redaction by kind."""
    dump = "\n".join(
        [
            "HOME=/home/ops",
            "PWD=/home/ops/deploy",
            f"AWS_ACCESS_KEY_ID={AWS_ID}",
            f"AWS_SECRET_ACCESS_KEY={AWS_SECRET}",
            f"GH_TOKEN={GITHUB}",
            "SESSION_SECRET=9a8b7c6d5e4f3a2b1c0d9e8fZq",
            "DB_PASSWORD=postgres",
            "NCCL_P2P_DISABLE=1",
            "CUDA_VISIBLE_DEVICES=0,1",
            "MAX_JOBS=4",
            "TOKENIZERS_PARALLELISM=false",
            "SORT_KEY=name",
            "MAX_TOKENS=4096",
        ]
    )
    counts: Counter[str] = Counter()
    out = redact(dump, counts)
    assert counts == Counter(
        {
            "aws-access-key": 1,
            "aws-secret-key": 1,
            "github-token": 1,
            "generic-secret": 1,
            "password": 1,
        }
    )
    for keep in ("HOME=/home/ops", "NCCL_P2P_DISABLE=1", "SORT_KEY=name", "MAX_TOKENS=4096"):
        assert keep in out
    assert "DB_PASSWORD=[REDACTED:password]" in out


def test_dotenv_and_yaml_and_json_configs() -> None:
    """Secret-named keys in .env, YAML and JSON configs lose random-looking values only."""
    config = (
        'STRIPE_WEBHOOK_SECRET="whk_4f9Qz2Lm8Xr1Tb6Yc3Vn"\n'
        "openai:\n  api_key: Qw3rTy7uI9oP1aS5dF2gH8jK\n  model: gpt-4o\n"
        '{"client_secret": "cS_8d7F6g5H4j3K2l1Z0x9C8v", "token_count": 12345678901234567}\n'
    )
    out = redact(config)
    assert out.count("[REDACTED:generic-secret]") == 3
    assert "model: gpt-4o" in out and "12345678901234567" in out


ORDINARY = [
    "commit 867e9d1d7eb1ff839be2a4a5a6bd9d85840601b9 (HEAD -> main) 867e9d1",
    "request 0f8fad5b-d9cb-469f-a165-70867728950e failed",
    "sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
    "msg_c1dc55e4a0013nwgWMY1tWfgFF toolu_01zqluH8p7UKxOXFivp1GclT call_Ab3De5Fg7Hj9Kl1Mn3",
    "ses_3e27dc4ffffe4X71yjAUs0PEA8 prt_c1dc55e4a002JhYhnn6FhIu0KS",
    "NCCL_P2P_DISABLE=1 CUDA_VISIBLE_DEVICES=0,1 MAX_JOBS=4 python -m sglang.launch_server",
    "--mem-fraction-static 0.88 --max-tokens 4096 --tokenizer-path /models/llama",
    '"secret": "<REDACTED>", "api_key": null, "token": "REDACTED_TOKEN"',
    "SORT_KEY=name TOKENIZERS_PARALLELISM=false MAX_TOKENS=4096",
    'OPENROUTER_API_KEY: Optional[str] = os.getenv("OPENROUTER_API_KEY")',
    "password = getpass.getpass()",
    "def login(user: str, password: str) -> None:",
    "echo $TOKEN | docker login --password-stdin ghcr.io",
    "Now let's run the tests to see if they pass:",
    "cache_key = 3f2a9c0e1b7d4a6f8e2c5b9d0a1f3e7c",
    'char** papszTokens = CSLTokenizeString2( pszFilename, "&", 0 );',
    "git clone ssh://git@github.com:22/org/repo && pip install torch==2.5.1+cu124",
    "docker run -u 1000:1000 lmsysorg/sglang:v0.4.6.post1-cu124 sha256:1a2b3c4d5e6f",
    "/home/ops/.cache/huggingface/hub/models--meta-llama--Llama-3.1-8B/snapshots/abc",
    "api_key = 'sk-xxxxxxxxxxxxxxxxxxxxxxxx'  # placeholder, sk-learn is not a key",
    "curl -u $USER:$PASSWORD https://x.io; curl -H 'Authorization: Bearer ${TOKEN}'",
    "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk",
    # lock files: npm integrity, yarn resolved hashes, Cargo checksums, poetry hashes
    '"integrity": "sha512-'
    + "Zk9QyL3vQ+q2Xl8vB0lE1aS5w7uR4tY6oP9iU3yT2rE1wQ8aS7dF6gH5jK4lZ3xC2vB1nM0qW9eR8tY7uI6oP5a=="
    + '"',
    'resolved "https://registry.yarnpkg.com/acorn/-/acorn-8.11.3.tgz'
    '#71e0b14e13a4ec160724b38fb7b0f233b1b81d7a"',
    'checksum = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"',
    '{file = "idna-3.7-py3-none-any.whl", hash = "sha256:'
    '82fee1fc78add43492d3a1898bfa6d8a904cc97d8427f683ed8e798d07761aa0"}',
    "toolu_vrtx_01AbCdEfGhIjKlMnOpQrStUv toolu_bdrk_01XyZ call_9f8e7d6c5b4a39281706abcdef",
    "parentUuid 4d1c6a0e-6f1b-4c55-9a62-2b7e1f0c9d33 requestId req_011CUa8ZbVd4HKqCxoFmQ3rT",
    "Set-Cookie header missing; cookie: none. Authorization: required for every endpoint",
    "psql -h localhost -p 5432 -U postgres app; mysql -u root -p app; mysql -P 3306 -h db",
    "src/app.c:10:5:warning:unused; 12:30:45:123 log line; docker login ghcr.io -u bot",
    "https://example.com/search?q=token&page=2&sort=asc&key=name",
    "export SECRET_KEY=$(openssl rand -hex 32); API_TOKEN=${API_TOKEN:-}",
    "machine learning password manager; MAX_TOKENS=4096 RATE_LIMIT_TOKEN_BUCKET=10",
    "DEFAULT_LAST_PASS = 2; implicit lookups bypass :meth:`__getattr__`; pass :data:`CLIENT`",
    'min_key = self.G2_node_order.__getitem__; assert url.password == "a secret"',
    "credentials via the --username and --password options",
    '"max_tokens": 8192, "token_count": 1234, "sort_key": "created_at",'
    ' "file_key": "aB3dE5fG7hJ9kL1mN3pQ5r"',
]


@pytest.mark.parametrize("text", ORDINARY)
def test_ordinary_strings_are_unchanged(text: str) -> None:
    """Hashes, UUIDs, ids, tuning flags, placeholders and code stay as they are."""
    assert redact(text) == text


@pytest.mark.parametrize("sample", SAMPLES, ids=[f"{s.family}:{s.format}" for s in SAMPLES])
def test_every_sample_format_is_caught(sample: Sample) -> None:
    """One made-up secret per gitleaks format and per long-tail case: its secret part is gone,
    replaced by a marker of a known kind, and redacting again changes nothing
    (``benchmarks/redact_coverage.py`` prints the same figures per family)."""
    counts: Counter[str] = Counter()
    out = redact(sample.text, counts)
    assert sample.secret not in out
    assert counts and set(counts) <= set(REDACTION_KINDS)
    assert redact(out) == out


def test_markers_are_never_redacted_again() -> None:
    """Redacting redacted text changes nothing and counts nothing."""
    once = redact("\n".join(text for text, _, _ in CASES))
    counts: Counter[str] = Counter()
    assert redact(once, counts) == once
    assert not counts


_FRAGMENTS = st.sampled_from(
    [text for text, _, _ in CASES]
    + [sample.text for sample in SAMPLES]
    + ORDINARY
    + ["password=", "TOKEN=", "Bearer ", "://", "@", ":", " ", "\n", '"', "\\n", "="]
)


@settings(max_examples=300, deadline=None)
@given(st.lists(_FRAGMENTS | st.text(max_size=12), max_size=8).map("".join))
def test_redact_is_idempotent(text: str) -> None:
    """``redact(redact(x)) == redact(x)`` for any mix of secrets, ids and glue."""
    once = redact(text)
    assert redact(once) == once


_NO_TRIGGER_ALPHABET = st.characters(blacklist_characters="kKpPtTsSxXcCaAeEhHgGnN:\u212a")


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=_NO_TRIGGER_ALPHABET, max_size=200))
def test_text_without_triggers_is_returned_unchanged(text: str) -> None:
    """Text holding none of the trigger literals is returned as is (the identity)."""
    assert redact(text) is text


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=200))
def test_arbitrary_text_changes_only_by_markers(text: str) -> None:
    """Whatever comes in, the output is the input or holds a marker, and is stable."""
    out = redact(text)
    assert out == text or MARKER.search(out)
    assert redact(out) == out


_PROTECTED = re.compile(
    r"\b[0-9a-f]{40}\b|\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b"
    r"|sha256:[0-9a-f]{64}|sha512-[A-Za-z0-9+/]{86}==|\b(?:msg|toolu|call|prt|ses)_[A-Za-z0-9]{8,}"
    r"|data:image/[a-z]+;base64,[A-Za-z0-9+/=]{20,}"
)

_UUID_API_KEY = re.compile(r"(?<=[?&]api-key=)[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}")

# Every redaction over the shared corpus, the labelled real files and the sglang fixture,
# each read by hand and a real secret: {(root, file): {kind: count}}.
CORPUS_SECRETS: dict[tuple[str, str], dict[str, int]] = {
    # A Helius RPC API key in ``?api-key=…`` of the devnet URLs the session exports and
    # pastes into scripts (11 occurrences of the same key).
    ("labelled-real/files", "claude_code/privacy-x402__claude-session.jsonl"): {"url-secret": 11},
    # Two pre-signed S3 URLs of Figma image exports: ``X-Amz-Credential=AKIA…`` (the access
    # key id) and ``X-Amz-Signature=…``, which together grant the download.
    ("labelled-real/files", "gemini/figma-eval-49bdd49a__transcript.jsonl"): {
        "aws-access-key": 2,
        "url-secret": 2,
    },
}


def _shared_files() -> list[tuple[str, Path]]:
    corpus_file("README.md")
    fixture_file("sglang-ops/session.jsonl")
    roots = ["corpus", "labelled-real/files", "fixtures/sglang-ops"]
    return [
        (root, path)
        for root in roots
        for path in sorted(p for p in (SHARED / root).rglob("*") if p.is_file())
    ]


@pytest.mark.corpus
@pytest.mark.fixture
def test_corpus_redactions_are_exactly_the_real_secrets() -> None:
    """Over every shared real file (corpus, labelled real files, sglang fixture) the only
    redactions are the secrets listed in CORPUS_SECRETS, and no commit id, UUID, digest,
    lock-file integrity, base64 image or agent id is touched."""
    found: dict[tuple[str, str], dict[str, int]] = {}
    for root, path in _shared_files():
        text = path.read_text(encoding="utf-8", errors="replace")
        counts: Counter[str] = Counter()
        out = redact(text, counts)
        if out == text:
            continue
        found[(root, str(path.relative_to(SHARED / root)))] = dict(counts)
        lost = {m.group() for m in _PROTECTED.finditer(text)} - set(_PROTECTED.findall(out))
        lost -= set(_UUID_API_KEY.findall(text))  # Helius keys are UUIDs
        assert not lost, f"{path}: redacted {sorted(lost)[:5]}"
    assert found == CORPUS_SECRETS


def _shell_session(result: str, output: str) -> ParsedSession:
    call = ToolCall(
        name="bash",
        result_text=result,
        command=Command(command="env", exit_code=0, status=CommandStatus.OK, output=output),
    )
    message = Message(seq=0, role=Role.ASSISTANT, kind=MessageKind.TOOL_CALL, tool_calls=[call])
    session = Session(id="s", format="sessgraph-neutral", source_path="s.jsonl")
    return ParsedSession(session=session, messages=[message])


@pytest.mark.parametrize(
    ("result_lines", "counted"),
    [(2, 2), (3, 5)],
    ids=["result-equals-output", "result-differs"],
)
def test_result_and_output_are_both_redacted(result_lines: int, counted: int) -> None:
    """A shell call's result and its command's output are both redacted; a text repeated
    in the session is counted once, different texts each count."""
    env = "GITHUB_TOKEN=ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8" + "\n"
    counts: Counter[str] = Counter()
    parsed = redact_session(_shell_session("".join([env] * result_lines), env * 2), counts)
    call = parsed.messages[0].tool_calls[0]
    assert call.command is not None
    marker = "GITHUB_TOKEN=[REDACTED:github-token]\n"
    assert call.result_text == marker * result_lines
    assert call.command.output == marker * 2
    assert counts["github-token"] == counted


_HYPERSCAN = pytest.mark.skipif(
    redact_module.hyperscan is None, reason="hyperscan has no wheel for this platform"
)
_PRECHECK = redact_module._HyperscanPrecheck() if redact_module.hyperscan is not None else None
_SHAPED = sum(1 << i for i, rule in enumerate(redact_module._RULES) if rule.shapes)
_TRIGGER_TEXT = st.lists(
    st.sampled_from([*redact_module._TRIGGERS, *(t.upper() for t in redact_module._TRIGGERS)])
    | st.text(max_size=6)
    | st.sampled_from(["\u0130", "\u212a", "K\u212aEY", "İKEY", "\ud800", "é"]),
    max_size=10,
).map("".join)


@_HYPERSCAN
@settings(max_examples=500, deadline=None)
@given(_TRIGGER_TEXT)
def test_hyperscan_and_find_prechecks_select_the_same_rules(text: str) -> None:
    """Both pre-checks pick the same rules for any text (less the rules whose shape is absent,
    which only Hyperscan checks): triggers in any case, overlapping (``key`` inside ``private
    key``), the Kelvin sign and dotted I (non-ASCII letters that lower to ASCII), lone
    surrogates."""
    by_hyperscan = _PRECHECK(text)
    assert by_hyperscan & ~_SHAPED == redact_module._rules_to_run_by_find(text) & ~_SHAPED
    assert by_hyperscan & ~redact_module._rules_to_run_by_find(text) == 0


@_HYPERSCAN
@pytest.mark.corpus
def test_hyperscan_and_find_prechecks_agree_on_the_corpus() -> None:
    """Over every line of the real corpus the two pre-checks select the same rules (a shaped
    rule only where its shape occurs)."""
    corpus_file("README.md")
    assert _PRECHECK is not None
    lines = 0
    for path in sorted(p for p in CORPUS.rglob("*.json*") if p.is_file()):
        for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
            by_find = redact_module._rules_to_run_by_find(line)
            by_hyperscan = _PRECHECK(line)
            assert by_hyperscan & ~_SHAPED == by_find & ~_SHAPED, path
            assert by_hyperscan & ~by_find == 0, path
            lines += 1
    assert lines > 10_000


def test_session_without_secrets_keeps_its_objects() -> None:
    """Redacting a session without secrets assigns nothing: every text and tool input is
    the object the reader made."""
    args = {"command": "ls -la", "nested": [{"path": "/tmp"}]}
    call = ToolCall(
        name="bash",
        input=args,
        result_text="total 0",
        command=Command(command="ls -la", exit_code=0, status=CommandStatus.OK, output="x"),
    )
    message = Message(seq=0, role=Role.ASSISTANT, kind=MessageKind.TOOL_CALL, tool_calls=[call])
    session = Session(id="s", format="sessgraph-neutral", source_path="s.jsonl", title="hi")
    parsed = ParsedSession(session=session, messages=[message])
    before = [call.input, call.result_text, message.text, session.title]
    counts: Counter[str] = Counter()
    redact_session(parsed, counts)
    assert [call.input, call.result_text, message.text, session.title] == before
    assert all(
        a is b for a, b in zip([call.input, call.result_text, message.text], before, strict=False)
    )
    assert not counts


def test_secret_deep_in_tool_input_is_redacted_and_the_rest_kept() -> None:
    """A secret inside a nested tool input is replaced; sibling values stay equal."""
    token = "ghp_" + "a1B2" * 9
    call = ToolCall(name="bash", input={"env": [{"GITHUB_TOKEN": token}], "cwd": "/srv"})
    message = Message(seq=0, role=Role.ASSISTANT, kind=MessageKind.TOOL_CALL, tool_calls=[call])
    session = Session(id="s", format="sessgraph-neutral", source_path="s.jsonl")
    counts: Counter[str] = Counter()
    redact_session(ParsedSession(session=session, messages=[message]), counts)
    assert call.input == {"env": [{"GITHUB_TOKEN": "[REDACTED:github-token]"}], "cwd": "/srv"}
    assert counts == {"github-token": 1}


def test_fallback_precheck_redacts_the_same(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without Hyperscan (no wheel for the platform), the search per trigger selects the
    rules: every case and ordinary string comes out exactly as with the default pre-check."""
    texts = [text for text, _, _ in CASES] + ORDINARY + ["private key = " + AWS_SECRET]
    texts += [sample.text for sample in SAMPLES]
    default = [redact(text) for text in texts]
    monkeypatch.setattr(redact_module, "_rules_to_run", redact_module._rules_to_run_by_find)
    assert [redact(text) for text in texts] == default
