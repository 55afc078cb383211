"""The extractor's speed-ups change nothing: the spaCy pre-check and the per-text memos."""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path

import pytest

from sessgraph.extract import prose
from sessgraph.extract.entities import entities_from_command
from sessgraph.extract.signatures import find_errors
from sessgraph.extract.textcache import memo_by_parts, memo_by_text

TRICKY = [
    "plain words, nothing to find here.",
    "see PR 1234 and pull 99 for details",
    "pr\n123 is split by a newline",
    "merged in #15623.",
    "set FOO_BAR and X=1, then CFLAGS=-O2",
    "pin torch==2.9.1 or numpy>=2",
    "edit /etc/systemd/system/x.conf and ~/notes",
    "restart sglang-qwen35.service now",
    "it raised torch.OutOfMemoryError (a RuntimeError)",
    "use --mem-fraction-static 0.8 or -x",
    "the model Qwen/Qwen3.5-122B-A10B.",
    "`lsof -t -i :8000` then `kill`",
    "PR#12 pull#34 Pr 56",
    "",
]


def always_spacy(text: str) -> list[object]:
    """entities_from_prose without the pre-check and without the memo."""
    saved = prose._MAY_HOLD_ENTITY
    prose._MAY_HOLD_ENTITY = re.compile("")
    try:
        return list(prose._prose_entities.__wrapped__(text))  # type: ignore[attr-defined]
    finally:
        prose._MAY_HOLD_ENTITY = saved


@pytest.mark.parametrize("text", TRICKY)
def test_precheck_never_hides_an_entity(text: str) -> None:
    """Skipping spaCy on texts the pre-check rejects yields exactly what spaCy would."""
    assert prose.entities_from_prose(text) == always_spacy(text)


def test_precheck_on_real_session_prose(sglang_db: Path) -> None:
    """On a real session's prose the pre-check changes no result."""
    with sqlite3.connect(sglang_db) as conn:
        texts = [
            r[0]
            for r in conn.execute(
                "SELECT text FROM messages WHERE role IN ('assistant', 'user') AND text != '' "
                "ORDER BY seq LIMIT 400"
            )
        ]
    skipped = [t for t in texts if not prose._MAY_HOLD_ENTITY.search(t)]
    assert skipped, "the sample should exercise the pre-check"
    for text in texts:
        assert prose.entities_from_prose(text) == always_spacy(text)


def test_memo_returns_fresh_lists_of_the_same_result() -> None:
    """Memoised functions hand out new lists, so a caller's append cannot leak into the memo."""
    first = entities_from_command("pip install flash_attn==2.8.3")
    first.append(first[0])
    assert entities_from_command("pip install flash_attn==2.8.3") == first[:-1]
    hits = find_errors("Traceback (most recent call last):\nValueError: boom")
    hits.clear()
    assert find_errors("Traceback (most recent call last):\nValueError: boom")


def test_memo_is_bounded_and_keyed_by_text() -> None:
    """The memo keeps at most maxsize results, oldest evicted first, keyed by the text."""
    calls: list[str] = []

    @memo_by_text(maxsize=2)
    def upper(text: str) -> str:
        calls.append(text)
        return text.upper()

    assert [upper("a"), upper("b"), upper("a")] == ["A", "B", "A"]
    assert calls == ["a", "b"]
    upper("c")  # evicts "a"
    upper("a")
    assert calls == ["a", "b", "c", "a"]


def test_memo_by_parts_keys_every_part_apart() -> None:
    """Arguments that concatenate alike, differ only in type, or differ in one part get their
    own results; the same arguments are computed once; other types are not memoised."""
    calls: list[tuple[object, ...]] = []

    @memo_by_parts(maxsize=16)
    def joined(*parts: object) -> str:
        calls.append(parts)
        return "|".join(map(repr, parts))

    assert joined("ab", "c") == "'ab'|'c'"
    assert joined("a", "bc") == "'a'|'bc'"
    assert joined("1", None) == "'1'|None"
    assert joined(1, None) == "1|None"
    assert joined("1", "None") == "'1'|'None'"
    assert joined("ab", "c") == "'ab'|'c'"
    assert calls == [("ab", "c"), ("a", "bc"), ("1", None), (1, None), ("1", "None")]
    assert joined(1.0, None) == joined(1.0, None) == "1.0|None"
    assert calls[-2:] == [(1.0, None), (1.0, None)]


def test_masked_failure_memo_gives_the_computed_result() -> None:
    """The memoised masked-failure reading returns what the function computes, call after call."""
    from sessgraph.extract.masked import masked_failure

    command = './ops/backup.sh; echo "exit: $?"'
    output = "./ops/backup.sh: line 3: pg_dump: command not found\nexit: 127\n"
    computed = masked_failure.__wrapped__(command, output, 0)  # type: ignore[attr-defined]
    assert computed is not None
    assert masked_failure(command, output, 0) == computed
    assert masked_failure(command, output, 0) == computed
    assert masked_failure(command, output, None) == masked_failure.__wrapped__(  # type: ignore[attr-defined]
        command, output, None
    )


@pytest.mark.parametrize("text", [t for t in TRICKY if t] + ["PR 12\n\n  pull  #345 and  --x=1"])
def test_entity_spans_are_the_pipelines_entities(text: str) -> None:
    """Reading entities off the tokenizer (no Span objects) gives the pipeline's doc.ents:
    the same labels and character offsets."""
    via_pipeline = [(e.label_, e.start_char, e.end_char) for e in prose.nlp()(text).ents]
    assert list(prose._entity_spans(text)) == via_pipeline


def test_entity_spans_on_real_session_prose(sglang_db: Path) -> None:
    """On a real session's prose the tokenizer path and the pipeline agree on every line run."""
    with sqlite3.connect(sglang_db) as conn:
        texts = [
            r[0]
            for r in conn.execute(
                "SELECT text FROM messages WHERE role IN ('assistant', 'user') AND text != '' "
                "ORDER BY seq LIMIT 400"
            )
        ]
    runs = [lines for text in texts for _, lines in prose._lines_that_may_hold_entities(text)]
    assert runs, "the sample should hold prose worth tokenizing"
    for lines in runs:
        via_pipeline = [(e.label_, e.start_char, e.end_char) for e in prose.nlp()(lines).ents]
        assert list(prose._entity_spans(lines)) == via_pipeline
