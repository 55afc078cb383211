"""Regex entities from commands and output, spaCy entities from prose, user breakage reports."""

from __future__ import annotations

import pytest

from sessgraph.extract.entities import (
    Entity,
    entities_from_command,
    entities_from_text,
    program_and_subcommand,
)
from sessgraph.extract.prose import (
    entities_from_prose,
    is_question_about_failure,
    nlp,
    user_report_kind,
)


def _triples(entities: list[Entity]) -> set[tuple[str, str, str | None]]:
    return {(e.kind, e.name, e.value) for e in entities}


def test_apt_install_package_and_program() -> None:
    """sudo apt-get install -y jq names the package jq and the program apt-get install."""
    got = _triples(entities_from_command("sudo apt-get install -y jq"))
    assert ("package", "jq", None) in got
    assert ("program", "apt-get install", None) in got


def test_pip_pin_and_flag_with_value() -> None:
    """A pinned pip install yields the pin as the package value and --index-url's value."""
    got = _triples(
        entities_from_command(
            "/opt/x/.venv/bin/pip install --force-reinstall 'torch==2.9.1' "
            "--index-url https://download.pytorch.org/whl/cu128"
        )
    )
    assert ("package", "torch", "==2.9.1") in got
    assert ("flag", "--index-url", "https://download.pytorch.org/whl/cu128") in got
    assert ("flag", "--force-reinstall", None) in got


def test_env_prefix_and_normalised_package_name() -> None:
    """A leading VAR=value is an env var; package names are PEP 503-normalised."""
    got = _triples(entities_from_command("MAX_JOBS=4 pip install flash_attn --no-build-isolation"))
    assert {("env_var", "MAX_JOBS", "4"), ("package", "flash-attn", None)} <= got
    assert ("flag", "--no-build-isolation", None) in got


def test_chain_of_commands_with_systemctl() -> None:
    """&&-chained commands each contribute; systemctl names the unit with .service."""
    cmd = (
        "sudo cp units/web-7.service /etc/systemd/system/ && sudo systemctl daemon-reload "
        "&& sudo systemctl restart web-7 && curl -sf localhost:8000/health | jq .status"
    )
    got = _triples(entities_from_command(cmd))
    assert ("unit", "web-7.service", None) in got
    assert ("program", "systemctl restart", None) in got
    assert ("program", "jq", None) in got
    assert ("path", "units/web-7.service", None) in got


def test_env_wrapper_python_module_and_model() -> None:
    """env A=B python -m mod --flag=value yields env vars, module program, flags and the model."""
    cmd = (
        "env CUDA_VISIBLE_DEVICES=0,1 NCCL_P2P_DISABLE=1 python3 -m sglang.launch_server "
        "--model-path Qwen/Qwen3.5-122B-A10B --mamba-scheduler-strategy=extra_buffer"
    )
    got = _triples(entities_from_command(cmd))
    assert ("env_var", "NCCL_P2P_DISABLE", "1") in got
    assert ("program", "python -m sglang.launch_server", None) in got
    assert ("flag", "--mamba-scheduler-strategy", "extra_buffer") in got
    assert ("model", "Qwen/Qwen3.5-122B-A10B", None) in got


def test_heredoc_unit_file_environment_and_execstart() -> None:
    """A unit file written by a heredoc yields its Environment= vars and ExecStart flags."""
    cmd = (
        "cat <<'EOF' | sudo tee /etc/systemd/system/llm.service\n"
        "[Service]\n"
        'Environment="SGLANG_ENABLE_SPEC_V2=1"\n'
        "ExecStart=/opt/venv/bin/python -m sglang.launch_server \\\n"
        "    --mamba-scheduler-strategy extra_buffer\n"
        "EOF"
    )
    got = _triples(entities_from_command(cmd))
    assert ("env_var", "SGLANG_ENABLE_SPEC_V2", "1") in got
    assert ("flag", "--mamba-scheduler-strategy", "extra_buffer") in got
    assert ("path", "/etc/systemd/system/llm.service", None) in got
    assert not any(
        e.kind == "program" and e.name.startswith("[") for e in entities_from_command(cmd)
    )


def test_unbalanced_quotes_fall_back() -> None:
    """A command shlex cannot parse still yields entities instead of raising."""
    got = _triples(entities_from_command("echo 'oops && npm install left-pad"))
    assert ("program", "echo", None) in got


@pytest.mark.parametrize(
    ("command", "program"),
    [
        ("git -C /srv/repo commit -m 'x'", "git commit"),
        ("sudo systemctl restart nginx", "systemctl restart"),
        ("python -m sglang.launch_server --port 1", "python -m sglang.launch_server"),
        ("/opt/x/.venv/bin/python script.py --n 3", "python script.py"),
        ("python3.12 -m pip install -U ruff", "pip install"),
        ("uv pip install ruff", "uv pip install"),
        ("cd /srv && npm run build", "npm run"),
        ("docker compose up -d", "docker compose up"),
        ("cargo build --release", "cargo build"),
        ("RUST_LOG=debug ./target/debug/app", "app"),
    ],
)
def test_program_and_subcommand(command: str, program: str) -> None:
    """program_and_subcommand normalises the interpreter path and keeps the subcommand."""
    assert program_and_subcommand(command) == program


def test_entities_from_text_kinds() -> None:
    """Output text yields env vars, flags, PRs, models, error classes, units, pins and paths."""
    text = (
        "Feb 21 python[1]: ValueError: needs --mamba-scheduler-strategy extra_buffer; see "
        "sgl-project/sglang#15623 and PR 16001, model Qwen/Qwen3.5-122B-A10B at "
        "/shared/models/Qwen3.5-122B-A10B; sglang-qwen.service torch==2.9.1 "
        "NCCL_P2P_DISABLE=1 via https://github.com/vllm-project/vllm/pull/4242"
    )
    got = {(e.kind, e.name) for e in entities_from_text(text)}
    assert {
        ("error_class", "ValueError"),
        ("flag", "--mamba-scheduler-strategy"),
        ("pr", "sgl-project/sglang#15623"),
        ("pr", "#16001"),
        ("pr", "vllm-project/vllm#4242"),
        ("model", "Qwen/Qwen3.5-122B-A10B"),
        ("path", "/shared/models/Qwen3.5-122B-A10B"),
        ("unit", "sglang-qwen.service"),
        ("package", "torch"),
        ("env_var", "NCCL_P2P_DISABLE"),
    } <= got


def test_entities_from_text_false_positives() -> None:
    """HTTP/1.1, src/ paths and plain words are not models, env vars or flags."""
    got = {(e.kind, e.name) for e in entities_from_text("HTTP/1.1 200 OK from src/foo2.py - done")}
    assert not any(kind in ("model", "env_var", "flag") for kind, _ in got)


@pytest.mark.parametrize(
    "token",
    [
        "--mamba-scheduler-strategy",
        "SGLANG_ENABLE_SPEC_V2=1",
        "torch==2.9.1",
        "/shared/models/x",
        "#15623",
        "Qwen/Qwen3.5-122B-A10B",
        "extra_buffer",
        "sglang-qwen35.service",
    ],
)
def test_tokenizer_keeps_code_tokens_whole(token: str) -> None:
    """The prose tokenizer never splits flags, env assignments, pins, paths, PRs, models, units."""
    doc = nlp()(f"We set {token}.")
    assert token in [t.text for t in doc]


_TOKENIZER_SAMPLES = [
    "We set --mamba-scheduler-strategy=extra_buffer and SGLANG_ENABLE_SPEC_V2=1 (see #15623).",
    "Don't use torch==2.9.1; it's e.g. broken on Qwen/Qwen3.5-122B-A10B. Mr. Smith said :) ok",
    "Open https://github.com/org/repo/pull/12?x=1, then ~/models/x and ../a/b.py: done!",
    "\"quoted\" [brackets] {braces} <tags> 10km 3.5GB $5 U.S.A. o_O -_- ¯\\_(ツ)_/¯ can't won't",
    "sglang-qwen35.service failed: torch.OutOfMemoryError in org/repo#42... PR 123, pull #77.",
]


def test_tokenizer_built_once_splits_like_english_then_reassigned() -> None:
    """The pipeline's tokenizer, built in one go, splits text exactly as spaCy's English
    tokenizer with the code-aware matchers assigned afterwards (the way it was built before)."""
    import spacy
    from spacy.util import compile_prefix_regex, compile_suffix_regex

    from sessgraph.extract.prose import _KEEP_WHOLE

    reference = spacy.blank("en")
    tokenizer = reference.tokenizer
    tokenizer.token_match = _KEEP_WHOLE.match  # type: ignore[attr-defined]
    prefixes = [p for p in reference.Defaults.prefixes or () if p != "#"]
    tokenizer.prefix_search = compile_prefix_regex(prefixes).search  # type: ignore[attr-defined]
    suffixes = [*(reference.Defaults.suffixes or ()), r"(?<=[A-Z0-9])[.,;:!?]$"]
    tokenizer.suffix_search = compile_suffix_regex(suffixes).search  # type: ignore[attr-defined]
    for text in _TOKENIZER_SAMPLES:
        assert [t.text for t in nlp().tokenizer(text)] == [t.text for t in tokenizer(text)]


def test_prose_cuda_sentence() -> None:
    """A CUDA/serving explanation yields env vars, unit, error class and model."""
    text = (
        "Set CUDA_VISIBLE_DEVICES=0,1 and NCCL_P2P_DISABLE=1, then `sudo systemctl restart "
        "vllm.service`; the torch.OutOfMemoryError went away with meta-llama/Llama-3.1-8B-Instruct "
        "(see PR #4242)."
    )
    got = _triples(entities_from_prose(text))
    assert {
        ("env_var", "CUDA_VISIBLE_DEVICES", "0,1"),
        ("env_var", "NCCL_P2P_DISABLE", "1"),
        ("unit", "vllm.service", None),
        ("program", "systemctl restart", None),
        ("error_class", "OutOfMemoryError", "torch.OutOfMemoryError"),
        ("model", "meta-llama/Llama-3.1-8B-Instruct", None),
        ("pr", "#4242", None),
    } <= got


def test_prose_postgres_django_sentence() -> None:
    """A Django/Postgres explanation yields the error class, env var, path, pin and command."""
    text = (
        "The migration failed with django.db.utils.OperationalError because DATABASE_URL points "
        "at /var/run/postgresql; pin psycopg2-binary==2.9.9 and run "
        "`python manage.py migrate --fake-initial`."
    )
    got = _triples(entities_from_prose(text))
    assert {
        ("error_class", "OperationalError", "django.db.utils.OperationalError"),
        ("env_var", "DATABASE_URL", None),
        ("path", "/var/run/postgresql", None),
        ("package", "psycopg2-binary", "==2.9.9"),
        ("program", "python manage.py", None),
        ("flag", "--fake-initial", None),
    } <= got


def test_prose_rust_sentence() -> None:
    """A cargo explanation yields the command's program and flag and the RUSTFLAGS env var."""
    text = "Run `cargo build --release` with RUSTFLAGS=-Awarnings; serde_json was missing."
    got = _triples(entities_from_prose(text))
    assert {
        ("program", "cargo build", None),
        ("flag", "--release", None),
        ("env_var", "RUSTFLAGS", "-Awarnings"),
    } <= got


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("crashed?", "crash"),
        ("it's down again", "still_failing"),
        ("still failing", "still_failing"),
        ("that didn't work", "didnt_work"),
        ("is it dead?", "crash"),
        ("500s again", "errors"),
        ("the build is broken", "build_broken"),
        ("CI is red again after your change", "build_broken"),
        ("it hangs at startup", "hang"),
        ("getting a traceback now", "errors"),
        ("same error", "errors"),
        ("the tabs dont work when I click them", "didnt_work"),
        ("now the images aren't loading at all", "didnt_work"),
    ],
)
def test_user_report_kind_positives(text: str, kind: str) -> None:
    """Short user messages reporting a breakage are recognised, with a kind."""
    assert user_report_kind(text) == kind


@pytest.mark.parametrize(
    "text",
    [
        "crash course on async rust please",
        "how do I fix the crash reporter UI?",
        "Add error handling to the parser",
        "thanks, looks good",
        "can you deploy the qwen model next?",
        "Write a test for the 500 error page",
        "A" * 400 + " it crashed",
        "Don't show the token in the logs",
        "please don't open a new window",
    ],
)
def test_user_report_kind_negatives(text: str) -> None:
    """Requests, topics and long messages that merely mention failure are not reports."""
    assert user_report_kind(text) is None


def test_is_question_about_failure() -> None:
    """Questions about a breakage count; statements and unrelated questions do not."""
    assert is_question_about_failure("crashed?")
    assert is_question_about_failure("did it die again?")
    assert not is_question_about_failure("it's down again")
    assert not is_question_about_failure("how do I fix the crash reporter UI?")


def test_prose_offsets_point_into_the_whole_text() -> None:
    """Only lines that may hold an entity are tokenized; offsets still index the message."""
    text = (
        "Plain words first.\n"
        "Nothing here either.\n"
        "Run with --mamba-scheduler-strategy extra_buffer\n"
        "and SGLANG_ENABLE_SPEC_V2=1 (see PR 15623).\n"
        "Then nothing.\n"
        "Unit: sglang-qwen35.service\n"
    )
    found = entities_from_prose(text)
    assert [(e.kind, e.name) for e in found] == [
        ("flag", "--mamba-scheduler-strategy"),
        ("env_var", "SGLANG_ENABLE_SPEC_V2"),
        ("pr", "#15623"),
        ("unit", "sglang-qwen35.service"),
    ]
    assert {e.name: text[e.start or 0 : e.end or 0] for e in found} == {
        "--mamba-scheduler-strategy": "--mamba-scheduler-strategy",
        "SGLANG_ENABLE_SPEC_V2": "SGLANG_ENABLE_SPEC_V2=1",
        "#15623": "PR 15623",
        "sglang-qwen35.service": "sglang-qwen35.service",
    }


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("edit units/sglang-dsv31.service now", ("unit", "units/sglang-dsv31.service")),
        ("pin FOO==1.0 there", ("package", "foo")),
        ("a PyTorch torch.OutOfMemoryError", ("error_class", "OutOfMemoryError")),
        ("pull #4242 landed", ("pr", "#4242")),
        ("served Qwen/Qwen3.5-122B-A10B", ("model", "Qwen/Qwen3.5-122B-A10B")),
        ("in /shared/models/x", ("path", "/shared/models/x")),
    ],
)
def test_prose_rules_label_each_token_once(text: str, expected: tuple[str, str]) -> None:
    """A token two rules fit gets the first rule's label (a unit file path is a unit)."""
    assert [(e.kind, e.name) for e in entities_from_prose(text)] == [expected]
