"""The labelled-real evaluator: id mapping, scoring rules, halves, cross-session hits."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from conftest import REPO, SHARED
from labelled_real_helpers import write_tiny_set
from sessgraph.evaluate.labels import names_token
from sessgraph.evaluate.queries import unrelated_errors
from sessgraph.evaluate.real import (
    evaluate_sets,
    gold_root,
    load_sets,
    rates,
    score_file,
    summarise,
)
from sessgraph.evaluate.split import half_of, hashed_half
from sessgraph.store import open_db


@pytest.fixture
def tiny_set(tmp_path: Path) -> Path:
    """The tiny two-session set (tests/labelled_real_helpers.py)."""
    return write_tiny_set(tmp_path / "set")


def test_transcripts_are_found_beside_or_in_the_corpus(tmp_path: Path) -> None:
    """A set's transcripts are in files/ beside it; corpus.gold.json's are in ../corpus/."""
    (tmp_path / "labelled" / "files").mkdir(parents=True)
    (tmp_path / "corpus").mkdir()
    assert gold_root(tmp_path / "labelled" / "x.gold.json") == tmp_path / "labelled" / "files"
    assert gold_root(tmp_path / "labelled" / "corpus.gold.json") == tmp_path / "corpus"


def test_halves_come_from_the_split_file_then_the_hash() -> None:
    """Listed repositories keep their decided half; others follow the sha1 parity rule."""
    assert half_of("iansherr/claude-code-log") == "tuning"
    assert half_of("d-kimuson/claude-code-viewer") == "test"
    assert half_of("acme/one") == hashed_half("acme/one")
    assert {hashed_half(f"o/r{i}") for i in range(8)} == {"tuning", "test"}
    assert half_of(None) == "unassigned"


def test_a_fix_entity_is_named_as_a_whole_token() -> None:
    """``cp`` is not named by ``tcp``; ``requests`` is named by ``requests-2.32``; flags too."""
    assert not names_token("cp", "tcp connect")
    assert names_token("cp", "cp a b")
    assert names_token("requests", "pip install requests-2.32")
    assert names_token("-m unit", "pytest -m unit -v")
    assert names_token("~/.codex/sessions", "cp ~/.codex/sessions/x .")
    assert not names_token("", "anything")


def test_cli_reads_a_set_folder_with_files_beside(tiny_set: Path) -> None:
    """``sessgraph eval FOLDER`` on a labelled-real folder prints per-file rows and halves."""
    from click.testing import CliRunner

    from sessgraph.cli import cli

    result = CliRunner().invoke(cli, ["eval", str(tiny_set.parent), "--half", "all"])
    assert result.exit_code == 0, result.output
    assert "a/one.jsonl" in result.output
    assert "micro-average: all" in result.output
    as_json = CliRunner().invoke(cli, ["eval", str(tiny_set.parent), "--json", "-q"])
    halves = [s["half"] for s in json.loads(as_json.output)["labelled_real"]]
    assert halves == ["all", "tuning", "test"]


def _hand_extraction(db_path: Path, gold: Path) -> Any:
    """Ingest the tiny set, then replace the extraction with hand-written rows."""
    files, _groups = load_sets([gold])
    db = open_db(db_path)
    from sessgraph.evaluate.real import ingest_labelled

    ingest_labelled(db, files)
    for table in ("fixes", "symptoms", "pivots"):
        db.execute(f"DELETE FROM {table}")
    labelled = files[0]
    (sid,) = labelled.session_ids
    seq = {
        native: s
        for native, s in db.execute(
            "SELECT t.native_id, m.seq FROM tool_calls t JOIN messages m ON m.id = t.message_id"
        )
    }
    msg = dict(db.execute("SELECT seq, id FROM messages WHERE session_id = ?", [sid]).fetchall())
    command = {
        native: cid
        for cid, native in db.execute(
            "SELECT c.id, t.native_id FROM commands c JOIN tool_calls t ON t.id = c.tool_call_id"
        )
    }

    def symptom(rowid: int, call: str, episode: int, status: str) -> dict[str, Any]:
        at = seq[call]
        return {
            "id": rowid,
            "session_id": sid,
            "message_id": msg[at],
            "command_id": command[call],
            "seq": at,
            "episode_id": episode,
            "kind": "command_failed",
            "status": status,
        }

    db["symptoms"].insert_all(
        [symptom(1, "toolu_sa_1", 10, "resolved"), symptom(2, "toolu_sa_2", 20, "abandoned")]
    )

    def fix(rowid: int, symptom_id: int, call: str, entities: list[str]) -> dict[str, Any]:
        return {
            "id": rowid,
            "session_id": sid,
            "symptom_id": symptom_id,
            "message_id": msg[seq[call]],
            "kind": "command",
            "entities": json.dumps(entities),
            "change": None,
            "confidence": 0.9,
        }

    db["fixes"].insert_all(
        [
            fix(1, 1, "toolu_sa_3", []),  # right: the labelled fix call
            fix(2, 1, "toolu_sa_4", ["requests"]),  # right: names a fix entity
            fix(3, 2, "toolu_sa_4", ["local.cfg"]),  # wrong: the probe's episode
        ]
    )
    pivot_seq = seq["toolu_sa_3"] + 1  # within ±2 of the diagnosis message
    db["pivots"].insert(
        {
            "id": 1,
            "session_id": sid,
            "message_id": msg[pivot_seq],
            "seq": pivot_seq,
            "base_score": 1.0,
            "score": 1.0,
            "reason": "x",
        }
    )
    return db, labelled


def test_scoring_rules_on_hand_written_rows(tmp_path: Path, tiny_set: Path) -> None:
    """Fix P/R by native id or entity, symptom and pivot matching, negatives, unmatched ids."""
    db, labelled = _hand_extraction(tmp_path / "e.db", tiny_set)
    score = score_file(db, labelled)
    assert (score.fixes, score.fix_right, score.fix_episodes, score.fix_found) == (3, 2, 1, 1)
    assert score.symptoms == {"shell": 1, "other": 0}
    assert score.symptoms_found == {"shell": 1, "other": 0}
    assert (score.pivots, score.pivots_found) == (2, 1)
    assert score.unmatched == ["toolu_missing"]
    assert score.negatives == ["expected non-zero toolu_sa_2 stored as a symptom"]
    summary = summarise(
        {
            "files": [score],
            "similar": {"queries": [], "unrelated": [], "nothing_similar": "0/0"},
            "problems": [],
        }
    )
    assert summary["micro"]["fix_precision"] == 0.667
    assert summary["micro"]["fix_f1"] == 0.8


def test_flaky_probe_is_not_a_negative(tmp_path: Path, tiny_set: Path) -> None:
    """An expected non-zero call stored only as a flaky symptom is not reported."""
    db, labelled = _hand_extraction(tmp_path / "e.db", tiny_set)
    db.execute("UPDATE symptoms SET status = 'flaky' WHERE id = 2")
    assert score_file(db, labelled).negatives == []


def test_end_to_end_on_the_tiny_set(tiny_set: Path) -> None:
    """Both files are scored, the other session's fix answers each member, strangers get []."""
    result = evaluate_sets([tiny_set])
    summary = summarise(result)
    assert summary["micro"]["files"] == 2
    assert summary["micro"]["symptom_recall_shell"] == 1.0
    assert summary["similar"]["queries"] == 2
    assert summary["similar"]["hits_at_1"] == 2, summary["query_misses"]
    empty, total = map(int, summary["similar"]["nothing_similar"].split("/"))
    assert total == len(unrelated_errors()) >= 12
    assert empty == total, [u for u in summary["similar"]["unrelated"] if u["answers"]]


LABELLED_REAL = SHARED / "labelled-real"
# Measured on the two shared sets after round 8 (test fix F1 0.656, pivots 0.667; the first
# baseline: benchmarks/README.md);
# a floor raised as rules improve, not the targets.
FLOOR = {
    "tuning": {
        "fix_f1": 0.87,
        "symptom_recall": 0.9,
        "masked_recall": 0.6,
        "pivot_recall": 0.92,
    },
    "test": {"fix_f1": 0.65, "symptom_recall": 0.73, "masked_recall": 0.44, "pivot_recall": 0.66},
}
# Labelled negatives reported now: a ceiling, lowered as rules improve (10 and 2 at the
# first measurement). Round 8's fix-link rules (tuned on the tuning half) report one more on
# the test half (2 -> 3) while its fix F1 rose 0.645 -> 0.656; which rule it is was not looked
# for, since that means reading test-half rows. Raised once, stated in the README.
NEGATIVES_CEILING = {"tuning": 0, "test": 3}
NOTHING_SIMILAR_FLOOR = 15


@pytest.fixture(scope="module")
def real_result() -> dict[str, Any]:
    """Both shared labelled-real sets, evaluated once."""
    sets = [LABELLED_REAL / "corpus.gold.json", LABELLED_REAL / "files.gold.json"]
    if not all(p.is_file() for p in sets):
        pytest.skip(
            f"shared labelled-real sets not available ({LABELLED_REAL}); set SESSGRAPH_SHARED"
        )
    return evaluate_sets(sets)


@pytest.mark.corpus
@pytest.mark.parametrize("half", ["tuning", "test"])
def test_real_sets_hold_the_recorded_floor(real_result: dict[str, Any], half: str) -> None:
    """On both halves, fix F1, symptom, masked and pivot recall are at least the recorded
    baseline, and no more labelled negatives are reported than then."""
    micro = summarise(real_result, half)["micro"]
    for measure, floor in FLOOR[half].items():
        assert micro[measure] >= floor, (measure, micro[measure])
    assert micro["negatives_reported"] <= NEGATIVES_CEILING[half]


@pytest.mark.corpus
def test_real_sets_ids_resolve(real_result: dict[str, Any]) -> None:
    """Every labelled id of every file maps to a stored record (Gemini stream-json included,
    now that a reader handles it)."""
    unmatched = [f["name"] for f in summarise(real_result)["per_file"] if f["unmatched_ids"]]
    assert unmatched == []


@pytest.mark.corpus
def test_real_sets_nothing_similar_floor(real_result: dict[str, Any]) -> None:
    """At least the recorded number of unrelated errors is answered with nothing."""
    empty = int(summarise(real_result)["similar"]["nothing_similar"].split("/")[0])
    assert empty >= NOTHING_SIMILAR_FLOOR


def test_pivot_precision_is_of_the_top_k_by_score(tmp_path: Path, tiny_set: Path) -> None:
    """Pivot precision takes each file's k best-scored stored pivots (k = labelled pivots)."""
    db, labelled = _hand_extraction(tmp_path / "e.db", tiny_set)
    (sid,) = labelled.session_ids
    first_id, first_seq = db.execute("SELECT id, seq FROM messages ORDER BY seq").fetchone()
    for pivot_id, score in ((2, 5.0), (3, 4.0)):  # two wrong pivots, far from any label
        db["pivots"].insert(
            {"id": pivot_id, "session_id": sid, "message_id": first_id, "seq": first_seq - 10,
             "base_score": score, "score": score, "reason": "x"}
        )  # fmt: skip
    score = score_file(db, labelled)
    assert (score.pivots, score.pivots_top, score.pivots_top_right) == (2, 2, 0)
    assert (score.pivots_stored, score.pivots_stored_right) == (3, 1)
    db.execute("UPDATE pivots SET score = 9.0 WHERE id = 1")
    figures = rates([score_file(db, labelled)])
    assert figures["pivot_precision"] == 0.5
    assert figures["pivot_precision_all"] == 0.333


def test_output_record_of_a_users_bang_command_names_the_command(tmp_path: Path) -> None:
    """A label naming the `<bash-stdout>` record of a `!` command matches the stored command."""
    from sessgraph.evaluate.ids import NativeIdIndex
    from sessgraph.ingest import ingest_paths

    def record(uuid: str, parent: str | None, content: str) -> dict[str, Any]:
        return {"parentUuid": parent, "isSidechain": False, "userType": "external",
                "cwd": "/w", "sessionId": "s-bang", "version": "1.0.51", "type": "user",
                "message": {"role": "user", "content": content}, "uuid": uuid,
                "timestamp": "2025-07-13T21:17:23.752Z"}  # fmt: skip

    lines = [
        record("u-in", None, "<bash-input>uv run ty check</bash-input>"),
        record("u-out", "u-in", "<bash-stdout>error[unresolved-import]: x</bash-stdout>"),
        record("u-ask", "u-out", "please fix these"),
    ]
    path = tmp_path / "s-bang.jsonl"
    path.write_text("".join(json.dumps(x) + "\n" for x in lines))
    db = open_db(tmp_path / "e.db")
    report = ingest_paths(db, [path], workers=0)
    session_ids = [sid for result in report.files for sid in result.session_ids]
    (command_seq,) = [
        seq
        for (seq,) in db.execute(
            "SELECT m.seq FROM commands c JOIN messages m ON m.id = c.message_id"
        )
    ]
    index = NativeIdIndex(db, session_ids, path)
    assert (session_ids[0], command_seq) in index.command_positions("u-out")
    assert (session_ids[0], command_seq) not in index.resolve("u-out")


# The sets the floor below was measured on, named: a set labelled later joins this list when
# the floor is measured again (added data may score lower without any rule getting worse).
IN_REPO_FLOORED = (
    "aider-markdown-firmware",
    "claude-code-android",
    "claude-code-builds",
    "claude-code-one-machine",
    "claude-code-two-repos",
    "claude-gemini-cline",
    "claude-gemini-dotfiles",
    "cline-codex-claude-infra",
    "codex-app-repos",
    "codex-claude-small",
    "codex-five-repos",
    "codex-gemini-apps",
    "codex-gemini-pi",
    "codex-opencode",
    "mixed-agents",
    "pi-gemini-codex-ml",
    "codex-research-devenv",
    "claude-code-research-media",
    "opencode-cline-amazonq",
)
IN_REPO_SETS = [REPO / "tests" / "labelled-real" / name / "gold.json" for name in IN_REPO_FLOORED]
# Measured on these 19 sets (146 files) after round 9 (tuning F1 0.690, symptoms 0.899, 8
# negatives; test 0.498, 0.771, 28); the 26 files of the last three were labelled in round 8,
# their test half never read by anyone changing rules. Raised as rules improve.
IN_REPO_FLOOR = {
    "tuning": {"fix_f1": 0.68, "symptom_recall": 0.89},
    "test": {"fix_f1": 0.49, "symptom_recall": 0.76},
}
IN_REPO_NEGATIVES_CEILING = {"tuning": 8, "test": 28}


@pytest.fixture(scope="module")
def in_repo_result() -> dict[str, Any]:
    """Every labelled set grown in this repository, evaluated once (all transcripts needed)."""
    files, _ = load_sets(IN_REPO_SETS)
    missing = [f.path for f in files if not f.path.is_file()]
    if not IN_REPO_SETS or missing:
        pytest.skip(
            f"{len(missing)} transcripts of tests/labelled-real/*/ not available (they are "
            f"data, not committed; first missing: {missing[:1]}); see tests/labelled-real/README.md"
        )
    return evaluate_sets(IN_REPO_SETS)


@pytest.mark.corpus
@pytest.mark.parametrize("half", ["tuning", "test"])
def test_in_repo_sets_hold_the_recorded_floor(in_repo_result: dict[str, Any], half: str) -> None:
    """On the sets labelled here, fix F1 and symptom recall are at least the recorded figure
    on both halves, and no more labelled negatives are reported than then."""
    micro = summarise(in_repo_result, half)["micro"]
    for measure, floor in IN_REPO_FLOOR[half].items():
        assert micro[measure] >= floor, (measure, micro[measure])
    assert micro["negatives_reported"] <= IN_REPO_NEGATIVES_CEILING[half]


def test_a_codex_line_label_counts_lines_from_zero(tmp_path: Path) -> None:
    """A label's `line:N` (0-based) names the Codex message read from that line, not the one
    before it, although the reader names messages by their 1-based line."""
    from sessgraph.evaluate.ids import NativeIdIndex
    from sessgraph.ingest import ingest_paths

    def item(role: str, text: str) -> dict[str, Any]:
        kind = "input_text" if role == "user" else "output_text"
        return {"timestamp": "2026-01-01T00:00:01Z", "type": "response_item",
                "payload": {"type": "message", "role": role,
                            "content": [{"type": kind, "text": text}]}}  # fmt: skip

    meta = {"timestamp": "2026-01-01T00:00:00Z", "type": "session_meta",
            "payload": {"id": "s-lines", "timestamp": "2026-01-01T00:00:00Z", "cwd": "/w",
                        "originator": "codex_cli_rs", "cli_version": "0.120.0"}}  # fmt: skip
    lines = [meta, item("user", "build it"), item("assistant", "Done."), item("user", "it crashes")]
    path = tmp_path / "rollout-lines.jsonl"
    path.write_text("".join(json.dumps(x) + "\n" for x in lines))
    db = open_db(tmp_path / "e.db")
    report = ingest_paths(db, [path], workers=0)
    session_ids = [sid for result in report.files for sid in result.session_ids]
    index = NativeIdIndex(db, session_ids, path)
    ((session_id, seq),) = index.resolve("line:3")
    (text,) = db.execute(
        "SELECT text FROM messages WHERE session_id = ? AND seq = ?", [session_id, seq]
    ).fetchone()
    assert text == "it crashes"
    ((_, first),) = index.resolve("line:1")
    assert first < seq
