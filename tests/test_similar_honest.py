"""Honest answers from similar_fixes (issue 12, class 7): closeness apart from confidence,
nothing on thin or off-line evidence, knowledge-bearing fixes first, the asker's session out."""

from __future__ import annotations

from pathlib import Path

import pytest
import sqlite_utils

from sessgraph import similar
from sessgraph.store import open_db
from similar_store import store_episodes


@pytest.fixture
def db(tmp_path: Path) -> sqlite_utils.Database:
    return open_db(tmp_path / "h.db")


def test_one_common_word_is_not_evidence(db: sqlite_utils.Database) -> None:
    """A query whose only telling word ("session") is found around past errors gets nothing."""
    store_episodes(
        db,
        [
            {
                "error": f"ERROR: file or directory not found: test/test_{name}.py",
                "context": f"uv run pytest test/test_{name}.py session fixture",
                "change": f"uv run pytest test/test_{name}.py  →  uv run pytest /a/test_{name}.py",
            }
            for name in ("render", "cache", "links")
        ],
    )
    assert similar.similar_fixes(db, "Session not found: session") == []


def test_a_match_only_in_the_output_around_is_discounted(db: sqlite_utils.Database) -> None:
    """An AssertionError whose pytest output names the query's file is no answer to "file not
    found"; the past "file not found" itself is."""
    store_episodes(
        db,
        [
            {
                "error": "AssertionError",
                "context": "uv run pytest test/test_links.py directory collected",
                "fix_kind": "code_edit",
                "change": "edit src/links.py: +'return url'",
            },
            {
                "error": "ERROR: file or directory not found: test/test_links.py",
                "change": "uv run pytest test/test_links.py  →  uv run pytest /abs/test_links.py",
            },
        ],
    )
    found = similar.similar_fixes(db, "ERROR: file or directory not found: test/test_links.py")
    assert [c.kind for c in found] == ["command_change"]


def test_a_user_report_is_matched_by_the_output_it_points_at(db: sqlite_utils.Database) -> None:
    """A user's report ("it crashed?") has no error line; the output around it counts."""
    store_episodes(
        db,
        [
            {
                "error": "crashed? the dashboard shows nothing new since 12:06",
                "kind": "user_report",
                "error_type": "crash",
                "context": "Watchdog caught collective operation timeout WorkNCCL BROADCAST "
                "ran for 1800042 milliseconds before timing out NCCL INFO NET/Socket virbr0",
                "entities": ["NCCL_SOCKET_IFNAME"],
                "change": "export NCCL_SOCKET_IFNAME=enp65s0f0",
            }
        ],
    )
    query = (
        "[Rank 3] Watchdog caught collective operation timeout: WorkNCCL(OpType=BROADCAST) "
        "ran for 1800042 milliseconds before timing out. NCCL INFO NET/Socket : Using virbr0"
    )
    found = similar.similar_fixes(db, query)
    assert found and found[0].entities == ["NCCL_SOCKET_IFNAME"]


def test_similarity_and_confidence_are_reported_apart(db: sqlite_utils.Database) -> None:
    """The same past error with a doubtful fix: similarity stays 1-ish, confidence is low."""
    error = "ModuleNotFoundError: No module named 'requests'"
    store_episodes(db, [{"error": error, "change": "pip install requests", "confidence": 0.3}])
    (found,) = similar.similar_fixes(db, error)
    assert found.similarity >= 0.8
    assert found.confidence == 0.3
    assert found.score < found.similarity


def test_knowledge_bearing_fix_ranks_above_a_scratch_rewrite(db: sqlite_utils.Database) -> None:
    """Class 5: of two fixes for one error, the install outranks a rewritten inline script,
    though the script's past error is as close and its confidence higher."""
    error = "ModuleNotFoundError: No module named 'yaml'"
    store_episodes(
        db,
        [
            {
                "error": error,
                "entities": ["<inline script>"],
                "change": 'python -c "import yaml"  →  python -c "import json"',
                "confidence": 0.9,
                # Stored by the extractor where the column exists; else read from the entity.
                "change_class": "scratch",
            },
            {
                "error": error,
                "fix_kind": "package_install",
                "entities": ["pyyaml"],
                "change": "pip install pyyaml",
                "confidence": 0.8,
            },
        ],
    )
    found = similar.similar_fixes(db, error)
    assert [c.change for c in found] == [
        "pip install pyyaml",
        'python -c "import yaml"  →  python -c "import json"',
    ]
    assert [(c.knowledge, c.change_class) for c in found][1] == (False, "scratch")


def test_stored_change_class_decides_when_the_extractor_writes_it(
    db: sqlite_utils.Database,
) -> None:
    """With fixes.change_class (migration m008 on the fixes branch; added here where this
    database predates it), a stored ``typo`` ranks below a stored ``knowledge`` change."""
    if "change_class" not in {c[1] for c in db.execute("PRAGMA table_info(fixes)")}:
        db.execute("ALTER TABLE fixes ADD COLUMN change_class TEXT")
    error = "cat: units/app.serivce: No such file or directory"
    store_episodes(
        db,
        [
            {"error": error, "entities": ["app.service"], "change": "cat units/app.service"},
            {"error": error, "entities": ["--plain"], "change": "cat --plain units/app.serivce"},
        ],
    )
    db.execute("UPDATE fixes SET change_class = 'typo' WHERE id = 1")
    db.execute("UPDATE fixes SET change_class = 'knowledge' WHERE id = 2")
    found = similar.similar_fixes(db, error)
    assert [c.change_class for c in found] == ["knowledge", "typo"]
    assert [c.knowledge for c in found] == [True, False]


def test_the_askers_own_session_can_be_left_out(db: sqlite_utils.Database) -> None:
    """exclude_sessions drops answers from those sessions only."""
    error = "ModuleNotFoundError: No module named 'requests'"
    store_episodes(
        db,
        [
            {"error": error, "session": "mine", "change": "pip install requests"},
            {"error": error, "session": "other", "change": "uv add requests"},
        ],
    )
    found = similar.similar_fixes(db, error, exclude_sessions=["mine"])
    assert [c.change for c in found] == ["uv add requests"]
    assert {p.session_id for c in found for p in c.fixed} == {"other"}


@pytest.mark.parametrize(
    "refusal",
    [
        "exec command rejected by user",
        "The user rejected permission to use this specific tool call.",
        "The user doesn't want to proceed with this tool use. The tool use was rejected",
        "[Operation Cancelled] Reason: User did not allow tool call",
    ],
)
def test_a_bare_refusal_is_answered_with_nothing(db: sqlite_utils.Database, refusal: str) -> None:
    """Class 7: a user's "no" without an instruction (Codex, opencode, Claude Code, Gemini
    CLI) gets nothing, and another session's bare refusal is no answer to anything, whatever
    that session did next; a refusal that says what to do instead still answers."""
    store_episodes(
        db,
        [
            {
                "session": "codex",
                "error": "exec command rejected by user",
                "change": "curl -sL https://example.org/a.tgz  →  wget https://example.org/a.tgz",
                "entities": ["wget"],
            },
            {
                "session": "claude",
                "error": "Bash rejected: use uv instead of pip for installs",
                "error_type": "UserRejected",
                "kind": "user_rejection",
                "change": "pip install httpx  →  uv add httpx",
                "entities": ["uv"],
            },
        ],
    )
    assert similar.similar_fixes(db, refusal) == []
    assert similar.similar_fixes(db, "patch rejected by user") == []
    found = similar.similar_fixes(db, "Bash rejected: use uv instead of pip for installs")
    assert [f.entities for f in found] == [["uv"]]


def test_another_problem_worded_alike_is_below_the_bar(db: sqlite_utils.Database) -> None:
    """Class 7: a past error that shares a program's words but is another problem (a missing
    encoder, asked about a missing input file) is "nothing similar", not a weak answer."""
    store_episodes(
        db,
        [
            {
                "error": "Error opening output file out.webm: Encoder not found",
                "context": "ffmpeg -i clip.mov -c:v libvpx-vp9 out.webm",
                "change": "ffmpeg -i clip.mov -c:v libvpx-vp9  →  ffmpeg -i clip.mov -c:v libx264",
                "entities": ["libx264"],
            }
        ],
    )
    query = "Error opening input file clip2.mov: No such file or directory"
    assert similar.similar_fixes(db, query) == []
    again = similar.similar_fixes(db, "Error opening output file b.webm: Encoder not found")
    assert [f.entities for f in again] == [["libx264"]]


def test_an_error_code_asked_alone_finds_its_fix(db: sqlite_utils.Database) -> None:
    """Class 7: a query that is only an error's code (pnpm's ERR_PNPM_ADDING_TO_ROOT) has no
    words left to compare; its signature is the whole query and answers it."""
    store_episodes(
        db,
        [
            {
                "error": "ERR_PNPM_ADDING_TO_ROOT  Running this command will add the dependency "
                "to the workspace root",
                "change": "pnpm add zod  →  pnpm add -w zod",
                "entities": ["-w"],
            }
        ],
    )
    found = similar.similar_fixes(db, "ERR_PNPM_ADDING_TO_ROOT")
    assert [f.entities for f in found] == [["-w"]]
    assert found[0].similarity >= similar.MIN_SIMILARITY


def test_a_missing_program_too_short_for_a_word_stays_a_weak_tie(
    db: sqlite_utils.Database,
) -> None:
    """Class 7: "jq: command not found" leaves no word to compare (two letters); its
    signature match is reported, but not as close as a code asked alone."""
    store_episodes(
        db,
        [
            {
                "error": "/bin/bash: line 1: jq: command not found",
                "change": "jq .name package.json  →  python3 -m json.tool package.json",
                "entities": ["python3"],
            }
        ],
    )
    found = similar.similar_fixes(db, "/bin/bash: line 1: jq: command not found")
    assert found and found[0].similarity < similar.STRONG_SIMILARITY
