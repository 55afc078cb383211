"""The human table of a labelled-real evaluation (``sessgraph eval``): one row per file, one
micro-averaged row per half, then the cross-session and "nothing similar" figures."""

from __future__ import annotations

from typing import Any

_COLUMNS = (
    ("fix P", "fix_precision"),
    ("fix R", "fix_recall"),
    ("F1", "fix_f1"),
    ("sym R", "symptom_recall"),
    ("shell", "symptom_recall_shell"),
    ("other", "symptom_recall_other"),
    ("masked", "masked_recall"),
    ("pivot", "pivot_recall"),
    ("piv P", "pivot_precision"),  # of the top-k stored pivots, k = labelled (evaluate.real)
)


def _cell(value: float | None) -> str:
    return f"{value:>7.3f}" if value is not None else f"{'-':>7}"


def _row(name: str, figures: dict[str, Any]) -> str:
    cells = "".join(_cell(figures[key]) for _, key in _COLUMNS)
    return f"{name[:44]:<44}{cells}{figures['negatives_reported']:>5}{figures['unmatched_ids']:>6}"


def report_lines(summaries: list[dict[str, Any]], verbose: bool = True) -> list[str]:
    """Lines of the table for the summaries of one or more halves (the first one's files;
    without ``verbose`` no per-file row and no miss)."""
    header = f"{'file / half':<44}" + "".join(f"{c:>7}" for c, _ in _COLUMNS) + "  neg unmat"
    lines = [header]
    # Quiet: the micro-averaged rows only (what may be read of the test half while tuning).
    for entry in summaries[0]["per_file"] if verbose else []:
        lines.append(_row(f"[{entry['half'][:2]}] {entry['name'].split(':', 1)[1][-39:]}", entry))
        if verbose:
            lines += [f"    - negative: {n}" for n in entry["negatives"]]
            lines += [f"    - unmatched id: {u}" for u in entry["unmatched"]]
    lines.append("")
    for summary in summaries:
        lines.append(_row(f"micro-average: {summary['half']}", summary["micro"]))
    lines.append("")
    lines.append(f"{'half':<10}{'queries':>8}{'hit@1':>8}{'hit@3':>8}  nothing similar")
    for summary in summaries:
        s = summary["similar"]
        lines.append(
            f"{summary['half']:<10}{s['queries']:>8}{_cell(s['hit_at_1']):>8}"
            f"{_cell(s['hit_at_3']):>8}  {s['nothing_similar']}"
        )
    if verbose:
        lines += [f"    - {m}" for m in summaries[0]["query_misses"]]
        lines += [
            f"    - unrelated error answered: {u['error'][:70]}"
            for u in summaries[0]["similar"]["unrelated"]
            if u["answers"]
        ]
    lines += [f"could not read: {p}" for p in summaries[0]["problems"]]
    return lines
