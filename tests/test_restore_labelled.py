"""tests/labelled-real/restore.py: labelled transcripts come back byte-exact from git mirrors."""

from __future__ import annotations

import importlib.util
import subprocess
from pathlib import Path

import pytest

SCRIPT = Path(__file__).parent / "labelled-real" / "restore.py"


def _restore_module():
    spec = importlib.util.spec_from_file_location("restore_labelled", SCRIPT)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _git(*args: str, cwd: Path) -> str:
    return subprocess.run(
        ["git", *args], cwd=cwd, check=True, capture_output=True, text=True
    ).stdout


@pytest.fixture
def mirror(tmp_path: Path) -> tuple[Path, str, bytes]:
    """A mirror folder holding one repository (``owner+name/repo``) with a committed transcript."""
    repo = tmp_path / "mirrors" / "owner+name" / "repo"
    repo.mkdir(parents=True)
    _git("init", "-q", cwd=repo)
    data = b'{"type":"user"}\r\n{"type":"assistant","text":"caf\xc3\xa9"}\n'
    (repo / "logs").mkdir()
    (repo / "logs" / "s.jsonl").write_bytes(data)
    _git("add", ".", cwd=repo)
    _git("-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "x", cwd=repo)
    return tmp_path / "mirrors", _git("rev-parse", "HEAD", cwd=repo).strip(), data


def _set(root: Path, commit: str, size: int) -> Path:
    s = root / "sets" / "one-set"
    s.mkdir(parents=True)
    (s / "MANIFEST.tsv").write_text(
        "# local_file\trepo\tcommit\tpath_in_repo\tsize\n"
        f"claude/name__s.jsonl\towner/name\t{commit}\tlogs/s.jsonl\t{size}B\n"
    )
    return root / "sets"


def test_restores_bytes_exact_and_skips_present(mirror, tmp_path, capsys):
    """A listed file is written byte-exact under <set>/files/; a second run finds it present."""
    mirrors, commit, data = mirror
    sets = _set(tmp_path, commit, len(data))
    restore = _restore_module()
    args = ["--mirrors", str(mirrors), "--sets", str(sets), "--found", str(tmp_path / "none")]
    assert restore.main(args) == 0
    assert (sets / "one-set" / "files" / "claude" / "name__s.jsonl").read_bytes() == data
    assert restore.main(args) == 0
    assert "restored 0, already present 1" in capsys.readouterr().out


def test_size_mismatch_and_missing_mirror_are_reported(mirror, tmp_path, capsys):
    """A blob of another size fails, naming set and file; a repo without a mirror is listed."""
    mirrors, commit, data = mirror
    sets = _set(tmp_path, commit, len(data) + 1)
    with (sets / "one-set" / "MANIFEST.tsv").open("a") as f:
        f.write(f"codex/x.jsonl\tother/repo\t{commit}\tx.jsonl\t10B\n")
    restore = _restore_module()
    base = ["--mirrors", str(mirrors), "--sets", str(sets), "--found", str(tmp_path / "none")]
    assert restore.main(base) == 1
    out = capsys.readouterr()
    assert f"one-set: claude/name__s.jsonl: {len(data)} bytes, not {len(data) + 1}" in out.err
    assert "repositories without a mirror 1" in out.out
    assert not (sets / "one-set" / "files" / "claude" / "name__s.jsonl").exists()
    assert restore.main([*base, "--missing"]) == 0
    assert capsys.readouterr().out.strip() == "other/repo"
