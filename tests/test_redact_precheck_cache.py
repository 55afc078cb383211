"""The redaction pre-check's compiled Hyperscan database is kept in a cache folder and reused."""

from __future__ import annotations

from pathlib import Path

import pytest

from sessgraph.reading import redact as redact_module

pytestmark = pytest.mark.skipif(
    redact_module.hyperscan is None, reason="hyperscan has no wheel for this platform"
)

TEXTS = [
    "export GITHUB_TOKEN=ghp_" + "a1B2" * 9,
    "mysql -u root -pS3cretPassw0rd db",
    "curl -H 'Authorization: Bearer abc.def.ghi' https://x",
    "nothing to see here",
    "AC" + "0123456789abcdef" * 2,
]


def _selected(precheck: redact_module._HyperscanPrecheck) -> list[int]:
    return [precheck(text) for text in TEXTS]


def test_second_precheck_loads_the_cached_database_and_selects_the_same_rules(
    tmp_path: Path,
) -> None:
    """The first pre-check compiles and writes one cache file; the next loads it (the file is
    not rewritten) and selects exactly the rules a freshly compiled database selects."""
    first = redact_module._HyperscanPrecheck(cache=tmp_path)
    files = list(tmp_path.glob("redact-precheck-*.hsdb"))
    assert len(files) == 1
    written = files[0].stat().st_mtime_ns
    second = redact_module._HyperscanPrecheck(cache=tmp_path)
    assert files[0].stat().st_mtime_ns == written
    assert list(tmp_path.iterdir()) == files  # no partial file left behind
    assert _selected(second) == _selected(first)
    assert any(_selected(first)) and 0 in _selected(first)


def test_damaged_cache_file_is_compiled_over(tmp_path: Path) -> None:
    """A cache file whose content does not match its digest (damaged, or not hyperscan's) is
    not loaded: the database is compiled again, selects the same rules, and the file is
    replaced by a good one."""
    good = _selected(redact_module._HyperscanPrecheck(cache=tmp_path))
    (path,) = tmp_path.glob("redact-precheck-*.hsdb")
    data = path.read_bytes()
    path.write_bytes(data[:32] + b"\0" * (len(data) - 32))
    assert _selected(redact_module._HyperscanPrecheck(cache=tmp_path)) == good
    assert path.read_bytes() == data


def test_unwritable_cache_only_costs_the_compile(tmp_path: Path) -> None:
    """A cache folder that cannot be created (a file is in its place) leaves the pre-check
    working, compiled in the process."""
    blocked = tmp_path / "cache"
    blocked.write_text("not a folder")
    precheck = redact_module._HyperscanPrecheck(cache=blocked / "sessgraph")
    assert _selected(precheck) == _selected(redact_module._HyperscanPrecheck(cache=tmp_path))


def test_cache_folder_follows_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    """``$SESSGRAPH_CACHE_DIR`` names the folder; else ``$XDG_CACHE_HOME/sessgraph``."""
    monkeypatch.setenv("SESSGRAPH_CACHE_DIR", "/somewhere/cache")
    assert redact_module._cache_dir() == Path("/somewhere/cache")
    monkeypatch.delenv("SESSGRAPH_CACHE_DIR")
    monkeypatch.setenv("XDG_CACHE_HOME", "/xdg")
    assert redact_module._cache_dir() == Path("/xdg/sessgraph")
