"""Every kind of secret planted in every stored field of a transcript never reaches the
database file: not its tables, not the FTS index, not the WAL."""

from __future__ import annotations

import json
import re
import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner

from secret_samples import SAMPLES
from sessgraph.cli import cli

SESSION = "5b0c9a51-3f5e-4f7e-9d7a-1d2f0c4b8e21"
PLANTED = "\n".join(sample.text for sample in SAMPLES)
# Inside a path or a branch name a secret is one word among path parts.
PLANTED_WORDS = " ".join(sample.text for sample in SAMPLES)


def _line(kind: str, uuid: str, content: object, **extra: object) -> dict[str, object]:
    return {
        "type": kind,
        "sessionId": SESSION,
        "uuid": uuid,
        "timestamp": "2026-12-01T10:00:00.000Z",
        "cwd": f"/srv/{PLANTED_WORDS}",
        "gitBranch": f"fix/{PLANTED_WORDS}",
        "version": "2.1.100",
        "message": {"role": "assistant" if kind == "assistant" else "user", "content": content},
        **extra,
    }


def _transcript() -> list[dict[str, object]]:
    bash = {"type": "tool_use", "id": "toolu_01Bash", "name": "Bash"}
    edit = {"type": "tool_use", "id": "toolu_02Edit", "name": "Edit"}
    return [
        {"type": "custom-title", "customTitle": f"deploy {PLANTED}", "sessionId": SESSION},
        _line("user", "u1", f"please deploy with these:\n{PLANTED}"),
        _line(
            "assistant",
            "a1",
            [{"type": "text", "text": PLANTED}, {**bash, "input": {"command": PLANTED}}],
            parentUuid="u1",
        ),
        _line(
            "user",
            "r1",
            [{"type": "tool_result", "tool_use_id": "toolu_01Bash", "content": PLANTED}],
            parentUuid="a1",
            toolUseResult={"stdout": PLANTED, "stderr": "", "interrupted": False},
        ),
        _line(
            "assistant",
            "a2",
            [
                {
                    **edit,
                    "input": {
                        "file_path": f"/srv/app/{PLANTED_WORDS}/.env",
                        "old_string": "API_KEY=\n",
                        "new_string": PLANTED,
                    },
                }
            ],
            parentUuid="r1",
        ),
        _line(
            "user",
            "r2",
            [{"type": "tool_result", "tool_use_id": "toolu_02Edit", "content": PLANTED}],
            parentUuid="a2",
        ),
    ]


def _secret_parts(secret: str) -> set[str]:
    """The secret and each run of 10+ letters and digits in it (FTS keeps such runs as
    terms, lowercased)."""
    return {secret, *re.findall(r"[A-Za-z0-9]{10,}", secret)}


def _fts_terms(db: Path) -> set[str]:
    conn = sqlite3.connect(db)
    terms: set[str] = set()
    tables = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE sql LIKE '%fts5(%'")]
    for n, table in enumerate(tables):
        conn.execute(f"CREATE VIRTUAL TABLE temp.vocab{n} USING fts5vocab(main, '{table}', 'row')")
        terms.update(row[0] for row in conn.execute(f"SELECT term FROM temp.vocab{n}"))
    conn.close()
    assert tables, "no FTS tables found"
    return terms


def _ingest_keeping_the_wal(db: Path, source: Path, *options: str) -> bytes:
    """Ingest ``source`` while another connection holds a read transaction open, so no
    checkpoint can move the WAL into the main file; return the bytes of the database file,
    its ``-wal`` and ``-shm`` read meanwhile (the WAL holds everything written)."""
    reader = sqlite3.connect(db, isolation_level=None)
    reader.execute("PRAGMA journal_mode=WAL")
    reader.execute("BEGIN")
    reader.execute("SELECT count(*) FROM sqlite_master").fetchone()
    result = CliRunner().invoke(cli, ["ingest", "-d", str(db), *options, str(source)])
    assert result.exit_code == 0, result.output
    wal = db.with_name(db.name + "-wal")
    assert wal.stat().st_size > 100_000, "the ingest should still be in the WAL"
    dump = b"".join(p.read_bytes() for p in db.parent.iterdir() if p.name.startswith(db.name))
    reader.execute("COMMIT")
    reader.close()
    return dump


@pytest.fixture(scope="module")
def ingested(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, bytes]:
    """The planted transcript ingested (and extracted) into a fresh database, and the bytes
    of its files (main, WAL, shared memory) while the WAL still held every write."""
    root = tmp_path_factory.mktemp("planted")
    source = root / "projects" / "-srv-app" / f"{SESSION}.jsonl"
    source.parent.mkdir(parents=True)
    source.write_text("".join(json.dumps(line) + "\n" for line in _transcript()))
    db = root / "g.db"
    dump = _ingest_keeping_the_wal(db, source)
    dump += b"".join(p.read_bytes() for p in root.iterdir() if p.name.startswith(db.name))
    return db, dump


def test_every_field_was_stored_and_redacted(ingested: tuple[Path, bytes]) -> None:
    """The planted fields reach the database, each with markers where the secrets were."""
    conn = sqlite3.connect(ingested[0])
    title, cwd, branch = conn.execute("SELECT title, cwd, git_branch FROM sessions").fetchone()
    (command, command_cwd, output) = conn.execute(
        "SELECT command, cwd, output FROM commands"
    ).fetchone()
    texts = [r[0] for r in conn.execute("SELECT text FROM messages WHERE text != ''")]
    inputs = [r[0] for r in conn.execute("SELECT input FROM tool_calls")]
    (path,) = conn.execute("SELECT path FROM file_edits").fetchone()
    conn.close()
    for field in (title, cwd, branch, command, command_cwd, output, path, *texts, *inputs):
        assert "[REDACTED:" in field
    assert len(texts) >= 3 and len(inputs) == 2


def test_no_planted_secret_is_in_the_database_file(ingested: tuple[Path, bytes]) -> None:
    """No secret (nor a 10-character run of it) is in the bytes of the database, its WAL
    (read before and after the checkpoint) or shared memory, nor a term of any FTS index."""
    db, dump = ingested
    lowered = dump.lower()
    terms = _fts_terms(db)
    found = []
    for sample in SAMPLES:
        for part in _secret_parts(sample.secret):
            if part.encode() in dump or part.lower().encode() in lowered:
                found.append((sample.format, part))
            if part.lower() in terms:
                found.append((sample.format, f"FTS term {part.lower()}"))
    assert not found, found
    assert len(terms) > 100


def test_the_dump_would_see_an_unredacted_secret(tmp_path: Path) -> None:
    """The dump check is real: with redaction off, the planted secrets are found in it."""
    source = tmp_path / f"{SESSION}.jsonl"
    source.write_text("".join(json.dumps(line) + "\n" for line in _transcript()))
    dump = _ingest_keeping_the_wal(tmp_path / "g.db", source, "--no-redact")
    terms = _fts_terms(tmp_path / "g.db")
    assert all(sample.secret.encode() in dump for sample in SAMPLES)
    assert any(part.lower() in terms for s in SAMPLES for part in _secret_parts(s.secret))
