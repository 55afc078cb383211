"""tests/labelled-real/restore.py: labelled transcripts come back byte-exact from git mirrors."""

from __future__ import annotations

import importlib.util
import json
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


def test_half_keeps_one_halfs_files_and_groups(tmp_path: Path) -> None:
    """tests/labelled-real/half.py writes a set holding only one half's files, its groups cut
    to members in that half (a group left with one file is dropped)."""
    spec = importlib.util.spec_from_file_location("half_labelled", SCRIPT.parent / "half.py")
    assert spec and spec.loader
    half = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(half)
    from sessgraph.evaluate.split import hashed_half

    names = [f"owner/repo{n}" for n in range(40)]
    tuning = [r for r in names if hashed_half(r) == "tuning"][:2]
    test = [r for r in names if hashed_half(r) == "test"][:2]
    repos = dict.fromkeys(tuning + test)
    source = tmp_path / "sets" / "s"
    (source / "files").mkdir(parents=True)
    files = {f"{r.replace('/', '_')}.jsonl": r for r in repos}
    (source / "MANIFEST.tsv").write_text(
        "".join(f"{local}\t{repo}\tc0\tp\t1B\n" for local, repo in files.items())
    )
    group = {"members": [{"file": f, "episode": "E1"} for f in files]}
    gold = {"files": {f: {"episodes": []} for f in files}, "cross_session_groups": [group]}
    (source / "gold.json").write_text(json.dumps(gold))
    written = half.write_half("tuning", tmp_path / "out", ["s"], root=tmp_path / "sets")
    subset = json.loads((tmp_path / "out" / "s" / "gold.json").read_text())
    kept = {f for f, r in files.items() if r in tuning}
    assert written == len(kept) and set(subset["files"]) == kept
    members = [m["file"] for g in subset["cross_session_groups"] for m in g["members"]]
    assert set(members) == kept
    assert (tmp_path / "out" / "s" / "files").resolve() == (source / "files").resolve()
