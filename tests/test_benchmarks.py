"""The benchmark scripts run end to end on a tiny corpus (a few MB, seconds)."""

from __future__ import annotations

import importlib.util
import json
import re
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

from conftest import CORPUS, REPO

BENCHMARKS = REPO / "benchmarks"
UUID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")


def load_script(name: str) -> ModuleType:
    """Import ``benchmarks/<name>.py`` (a script, not a package) as a module."""
    spec = importlib.util.spec_from_file_location(name, BENCHMARKS / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def run_script(name: str, *args: str | Path) -> subprocess.CompletedProcess[str]:
    """Run ``benchmarks/<name>.py`` with the test interpreter; fail with its stderr."""
    command = [sys.executable, str(BENCHMARKS / f"{name}.py"), *map(str, args)]
    done = subprocess.run(command, capture_output=True, text=True, check=False, cwd=REPO)
    assert done.returncode == 0, done.stderr
    return done


@pytest.fixture(scope="module")
def small_corpus(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A replicated corpus of ~4 MB: one file per format (Claude Code, Codex, opencode)."""
    if not CORPUS.is_dir():
        pytest.skip(f"shared corpus not available ({CORPUS} missing); set SESSGRAPH_SHARED")
    out = tmp_path_factory.mktemp("bench") / "corpus"
    run_script("replicate_corpus", "--source", CORPUS, "--out", out, "--size-mb", "2")
    return out


def test_rewriter_gives_each_copy_fresh_consistent_ids() -> None:
    """The same id maps to the same new id within a copy and to different ids across copies."""
    replicate = load_script("replicate_corpus")
    line = (
        b'{"sessionId":"1af7fc5e-8455-4414-9ccd-011d40f70b2a","parentUuid":'
        b'"1af7fc5e-8455-4414-9ccd-011d40f70b2a","id":"msg_c1dc55e4a0013nwgWMY1tWfgFF",'
        b'"agentId":"3430b97e"}'
    )
    first = replicate.Rewriter(0, ["3430b97e"]).bytes(line)
    again = replicate.Rewriter(0, ["3430b97e"]).bytes(line)
    other = replicate.Rewriter(1, ["3430b97e"]).bytes(line)
    assert first == again and first != other
    obj = json.loads(first)
    assert obj["sessionId"] == obj["parentUuid"] != "1af7fc5e-8455-4414-9ccd-011d40f70b2a"
    assert UUID.fullmatch(obj["sessionId"])
    assert obj["id"].startswith("msg_c1dc55e4a001") and len(obj["id"]) == 30
    assert obj["id"] != "msg_c1dc55e4a0013nwgWMY1tWfgFF"
    assert re.fullmatch(r"[0-9a-f]{8}", obj["agentId"]) and obj["agentId"] != "3430b97e"
    renamed = replicate.Rewriter(0, ["3430b97e"]).path(Path("p/agent-3430b97e.jsonl"))
    assert renamed == Path(f"p/agent-{obj['agentId']}.jsonl")


def test_replicate_writes_every_format_with_fresh_ids(small_corpus: Path) -> None:
    """A small replica holds Claude Code, Codex and opencode files, none with a source id."""
    names = sorted(p.relative_to(small_corpus).as_posix() for p in small_corpus.rglob("*.json*"))
    assert {n.split("/")[1] for n in names} == {"claude_code", "codex", "opencode"}
    assert all(n.startswith("copy-0000/") for n in names)
    sources = [*CORPUS.glob("claude_code/**/*.jsonl"), *CORPUS.glob("codex/*.jsonl")]
    source_ids = {i for p in sources for i in UUID.findall(p.read_text())}
    replica_ids = {i for n in names for i in UUID.findall((small_corpus / n).read_text())}
    assert replica_ids and not source_ids & replica_ids


def test_replicate_is_deterministic(tmp_path: Path) -> None:
    """Two runs with the same arguments write byte-identical trees."""
    if not CORPUS.is_dir():
        pytest.skip(f"shared corpus not available ({CORPUS} missing); set SESSGRAPH_SHARED")
    trees = []
    for run in ("a", "b"):
        out = tmp_path / run
        run_script("replicate_corpus", "--source", CORPUS, "--out", out, "--size-mb", "0.5")
        trees.append({p.relative_to(out): p.read_bytes() for p in out.rglob("*") if p.is_file()})
    assert trees[0] == trees[1] and trees[0]


def test_ingest_bench_reports_figures_and_skips_on_reingest(small_corpus: Path) -> None:
    """The benchmark prints JSON figures; the re-ingest skips every file as unchanged;
    --repeat 2 makes two fresh runs per mode and reports the fastest."""
    done = run_script("ingest_bench", "--corpus", small_corpus, "--json", "--repeat", "2")
    result = json.loads(done.stdout)
    assert result["repeat"] == 2 and len(result["all_seconds"]) == 2
    assert result["seconds"] == min(result["all_seconds"])
    assert result["input_mb"] > 1
    assert result["ingest"]["failed"] == 0 and result["ingest"]["messages"] > 0
    assert result["mb_per_s"] > 0 and result["commands_per_s"] > 0 and result["peak_rss_mb"] > 0
    assert result["reingest_all_skipped"] is True
    names = {t["name"] for t in result["targets"]}
    assert {"re-ingest", "re-ingest skips"} <= names
    if result["mode"] == "ingest+extract":
        # The MB/s target is ingest-only's; with extraction, the share it keeps is checked.
        assert "MB/s (ingest+extract)" not in names
        assert {"MB/s (ingest)", "share kept with extraction"} <= names
        assert result["ingest_only"]["extract_cost_ratio"] > 0
        assert len(result["all_ingest_only_seconds"]) == 2
        assert result["ingest_only"]["seconds"] == min(result["all_ingest_only_seconds"])


def test_ingest_bench_prints_pass_fail_lines(small_corpus: Path) -> None:
    """The human report ends with one PASS/FAIL line per target."""
    done = run_script("ingest_bench", "--corpus", small_corpus, "--no-extract")
    verdicts = [line for line in done.stdout.splitlines() if line.startswith(("PASS", "FAIL"))]
    assert len(verdicts) == 4
    assert "messages/s" in done.stdout and "peak RSS" in done.stdout


def test_big_session_stores_every_message_in_bounded_memory(tmp_path: Path) -> None:
    """A 40 MB single session (read in parts) is stored whole; the report checks it."""
    if not CORPUS.is_dir():
        pytest.skip(f"shared corpus not available ({CORPUS} missing); set SESSGRAPH_SHARED")
    done = run_script("big_session", "--out", tmp_path, "--size-mb", "40", "--json")
    result = json.loads(done.stdout)
    assert result["input_mb"] >= 40 and result["copies"] > 10
    assert result["stored"]["sessions"] == 1
    assert result["stored"]["messages"] == result["expected_messages"]
    assert result["stored"]["symptoms"] > 0 and result["integrity"] == "ok"
    assert result["status"] == ["ingested"] and result["warnings"] == 0
    assert 0 < result["peak_rss_mb"] < 300


def test_redact_coverage_counts_every_sample_and_compares_modules(tmp_path: Path) -> None:
    """redact_coverage prints caught/total per family (all caught by today's redact) and,
    given another redact module, measures that one instead."""
    families = re.compile(r"^(self-identifying|keyword|long-tail): (\d+) of (\d+) caught$", re.M)
    today = families.findall(run_script("redact_coverage").stdout)
    assert len(today) == 3 and all(caught == total for _, caught, total in today)
    blind = tmp_path / "blind_redact.py"
    blind.write_text("def redact(text, counts=None):\n    return text\n")
    none = families.findall(run_script("redact_coverage", "--redact-module", blind).stdout)
    assert [caught for _, caught, _ in none] == ["0", "0", "0"]


def test_redact_bench_times_every_corpus_text(small_corpus: Path) -> None:
    """redact_bench reads the texts of a corpus and prints the time per copy."""
    done = run_script("redact_bench", "--corpus", small_corpus, "--repeat", "1").stdout
    texts = re.search(r"texts: (\d+)", done)
    assert texts and int(texts.group(1)) > 100
    assert re.search(r"redaction per corpus copy: \d+ ms wall, \d+ ms CPU", done)


def test_side_by_side_corpus_has_both_tools_layouts_and_sessgraph_runs(tmp_path: Path) -> None:
    """The agentsview comparison lays Claude Code files out as projects and Codex files by
    date, and times a sessgraph ingest of them (agentsview itself is an optional install)."""
    if not CORPUS.is_dir():
        pytest.skip(f"shared corpus not available ({CORPUS} missing); set SESSGRAPH_SHARED")
    work = tmp_path / "work"
    out = work / "runs.json"
    run_script(
        "throughput_vs_agentsview",
        *("--source", CORPUS, "--work", work, "--sizes", "2", "--repeat", "1"),
        *("--only", "sessgraph", "--json", out),
    )
    corpus = work / "corpus-2"
    claude = sorted(corpus.glob("claude/projects/*/*.jsonl"))
    codex = sorted(corpus.glob("codex/sessions/[0-9]*/[0-9]*/[0-9]*/rollout-*.jsonl"))
    assert claude and codex
    assert {p.name for p in corpus.iterdir()} == {"claude", "codex", ".complete"}
    report = json.loads(out.read_text())
    (run,) = report["runs"]
    assert run["tool"] == "sessgraph" and run["returncode"] == 0
    assert run["stored"]["sessions"] >= len(codex) and run["stored"]["messages"] > 0
    assert 0 < run["peak_rss_mb"] <= run["tree_peak_rss_mb"]


def test_profile_stages_accounts_for_the_ingest(small_corpus: Path) -> None:
    """The per-stage profile times every stage of one in-process ingest, and the stages it
    names add up to no more than the whole."""
    done = run_script("profile_stages", "--corpus", small_corpus, "--only", "stages")
    rows = dict(re.findall(r"^\| (read: redaction|store: [^|]*?) +\| +([\d.]+)", done.stdout, re.M))
    stores = ("store: save_source (inserts, commit)", "store: full-text index (messages, commands)")
    assert set(rows) == {"read: redaction", *stores}
    total = float(re.search(r"api\.ingest ([\d.]+) s", done.stdout).group(1))
    assert 0 < float(rows[stores[0]]) + float(rows[stores[1]]) < total
    assert float(rows[stores[1]]) > 0
    assert "other (discovery" in done.stdout


def test_replay_store_times_storing_captured_reads_for_both_trees(
    small_corpus: Path, tmp_path: Path
) -> None:
    """``replay_store.py`` captures a corpus's read results once and replays them through
    each tree's store path, alternating, with a CPU figure per run and their median pair."""
    reads = tmp_path / "reads.pkl"
    done = run_script("replay_store", "capture", "--corpus", small_corpus, "--out", reads)
    assert re.search(r"^\d+ sources captured", done.stdout) and reads.stat().st_size > 0
    src = REPO / "src"
    done = run_script("replay_store", "replay", "--reads", reads, "--a", src, "--b", src)
    runs = re.findall(r"^pair (\d) ([AB]): ([\d.]+) CPU s$", done.stdout, re.M)
    assert [(p, t) for p, t, _ in runs] == [
        ("0", "A"),
        ("0", "B"),
        ("1", "B"),
        ("1", "A"),
        ("2", "A"),
        ("2", "B"),
    ]
    assert all(float(cpu) > 0 for _, _, cpu in runs)
    assert "median pair difference B-A" in done.stdout
