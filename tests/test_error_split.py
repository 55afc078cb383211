"""One run showing several errors, each answered by its own edit: one episode per error
(issue 12, class 4 with the fix model: the symptom -> fix link of each error)."""

from __future__ import annotations

from action_helpers import cmd, edit, episodes

BUILD_OUTPUT = """   Compiling shop v0.1.0 (/srv/shop)
error[E0425]: cannot find value `MAX_ITEMS` in this scope
  --> src/cart.rs:12:20
   |
12 |     if items.len() > MAX_ITEMS {
   |                      ^^^^^^^^^ not found in this scope

error[E0308]: mismatched types
  --> src/price.rs:40:5
   |
40 |     total * discount_rate as u32
   |     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^ expected `f64`, found `u32`

error: could not compile `shop` (bin "shop") due to 2 previous errors
"""


def _session(second_removed: str) -> list[object]:
    return [
        cmd(1, "cargo build", 101, BUILD_OUTPUT),
        edit(
            3,
            "src/cart.rs",
            "    if items.len() > limits::MAX_ITEMS {",
            "    if items.len() > MAX_ITEMS {",
        ),
        edit(5, "src/price.rs", "    total * f64::from(discount_rate)", second_removed),
        cmd(7, "cargo build", 0, "    Finished `dev` profile target(s) in 2.1s"),
    ]


def test_each_compiler_error_gets_the_edit_that_answers_it() -> None:
    """A build listing two errors, then one edit per error, gives two resolved episodes,
    each with its own edit as the fix (each edit removed the line its error quotes)."""
    found = episodes(_session("    total * discount_rate as u32"))  # type: ignore[arg-type]
    resolved = [e for e in found if e.status == "resolved" and e.fix is not None]
    fixes = {e.primary.error_text.split(":")[0]: e.fix.seq for e in resolved if e.fix}
    assert len(resolved) == 2
    assert sorted(fixes.values()) == [3, 5]
    assert {e.verify.seq for e in resolved if e.verify} == {7}


def test_one_edit_answering_both_errors_splits_nothing() -> None:
    """When a single edit answers both errors (it removes both quoted lines), which error
    each change fixed is unknown: one episode, one fix (nothing is guessed)."""
    actions = [
        cmd(1, "cargo build", 101, BUILD_OUTPUT),
        edit(
            3,
            "src/cart.rs",
            "const MAX_ITEMS: usize = 50;\n",
            "    if items.len() > MAX_ITEMS {\n    total * discount_rate as u32",
        ),
        edit(4, "src/log.rs", '    log::info!("checkout");\n', ""),
        cmd(5, "cargo build", 0, "    Finished `dev` profile target(s) in 2.1s"),
    ]
    found = episodes(actions)  # type: ignore[arg-type]
    assert len([e for e in found if e.status == "resolved"]) == 1


def test_edits_of_other_errors_leave_the_rest_to_the_run_error() -> None:
    """The run's own error keeps the edits no other error claims: the edit removing the line
    of the missing name is split off, the other edit stays the fix of the mismatched types."""
    found = episodes(_session("    let unrelated = 1;"))  # type: ignore[arg-type]
    fixes = sorted(e.fix.seq for e in found if e.fix is not None)
    assert fixes == [3, 5]
