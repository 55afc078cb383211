"""Verification by another goal: runs that read like the failed one but verify nothing.

Issue 12, class 4 (verification too loose): another script run by the same interpreter,
another resource type of a resource-oriented CLI, a modified inline copy of the script that
failed, and a run whose acting steps all went to the background with nothing printed.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

from sessgraph import api
from sessgraph.extract.records import Action
from sessgraph.extract.verify_nothing import (
    another_goal,
    backgrounded_unseen,
    refused_by_user,
)


def _ingest(tmp_path: Path, steps: list[dict[str, Any]]) -> sqlite3.Connection:
    lines = [{"type": "session", "id": "s1", "title": "s1"}, *steps]
    path = tmp_path / "s1.jsonl"
    path.write_text("".join(json.dumps(x) + "\n" for x in lines))
    api.ingest(tmp_path / "g.db", [path])
    return sqlite3.connect(tmp_path / "g.db")


def _run(command: str, exit_code: int, output: str) -> dict[str, Any]:
    call = {"name": "bash", "command": command, "exit_code": exit_code, "output": output}
    return {"type": "message", "role": "assistant", "text": "", "tool_calls": [call]}


def test_another_script_of_the_same_interpreter_is_another_goal() -> None:
    """`python src/models/a.py` then `python src/data/b.py` (same wrapper): another program."""
    failing = "conda run -n ml python3 src/models/encoder.py 2>&1"
    assert another_goal(failing, "conda run -n ml python3 src/data/loader.py 2>&1")


def test_the_same_script_name_elsewhere_or_misspelt_is_the_same_goal() -> None:
    """A corrected directory or a corrected typo of the file name is a retry of the script."""
    assert not another_goal("python3 train.py", "python3 scripts/train.py")
    assert not another_goal("python3 trian.py", "python3 train.py")


def test_an_inline_copy_of_the_failed_script_is_another_goal() -> None:
    """`node app.js` failing, then `node -e "…"` trying a modified copy: class 5, scratch."""
    failing = 'cd "/srv/My App" && node app.js 2>&1'
    assert another_goal(failing, 'cd "/srv/My App" && node -e "console.log(require(1))"')


def test_another_resource_type_under_the_same_cli_verb_is_another_goal() -> None:
    """`gcloud … clusters create` failing is not verified by `gcloud … configs create`."""
    failing = "gcloud workstations clusters create dev --region=us-east1 --network=default"
    assert another_goal(failing, "gcloud workstations configs create cfg --cluster=c1")
    assert another_goal(failing, "gcloud workstations create ws1 --cluster=c1 --config=cfg")
    assert another_goal("az group create -n rg1 -l westus", "az vm create -n vm1 -g rg1")


def test_the_same_resource_with_changed_flags_is_the_same_goal() -> None:
    """A flag removed from the same `clusters create` is a retry (the fix inside it)."""
    failing = "gcloud workstations clusters create dev --region=us-east1 --network=default"
    assert not another_goal(failing, "gcloud workstations clusters create dev --region=us-east1")
    # Another verb on the same resource is judged by the goals (a look is no retry), not here.
    assert not another_goal(
        "gcloud sql instances patch db --tier=x", "gcloud sql instances patch db"
    )


def _ran(command: str, output: str) -> Action:
    return Action(seq=5, message_id=5, command=command, exit_code=0, status="ok", output=output)


def test_a_backgrounded_launch_that_printed_nothing_is_unseen() -> None:
    """`which x && x dir & disown || echo …` with no output: the program's outcome is unknown."""
    command = 'which xdg-open && xdg-open ./plots 2>&1 & disown || echo "not found"'
    assert backgrounded_unseen(_ran(command, ""))
    assert backgrounded_unseen(_ran(command, "(Bash completed with no output)"))


def test_a_backgrounded_start_followed_by_a_check_is_seen() -> None:
    """`./server & sleep 2; curl …` ends in a step that ran in the foreground: it is seen."""
    assert not backgrounded_unseen(_ran("./server > s.log 2>&1 & sleep 2; curl -s :8080/", ""))
    assert not backgrounded_unseen(_ran("python train.py &", "epoch 1 loss 0.3"))


def test_cmd_exe_ampersand_is_a_sequence_not_a_background() -> None:
    """On Windows' cmd.exe `a & b` runs b after a: such a run is seen, whatever it printed."""
    assert not backgrounded_unseen(_ran(r"cd c:\Apps\web & npm run build 2>nul", ""))


def _refused(tool: str, error: str) -> Action:
    return Action(seq=3, message_id=3, tool=tool, tool_error=error, status="error")


def test_calls_the_user_refused_without_an_instruction_are_refusals() -> None:
    """A cancelled call, a user's rule forbidding it, a permission a subagent lacked."""
    assert refused_by_user(_refused("fs_write", "Tool use was cancelled by the user"))
    rule = "The user has specified a rule which prevents you from using this specific tool call."
    assert refused_by_user(_refused("edit", rule))
    assert refused_by_user(_refused("Agent", "Both Edit and Write tools are currently denied."))


def test_a_failed_edit_is_no_refusal() -> None:
    """An edit whose anchor was not found failed by itself: its retry is the agent's fix."""
    assert not refused_by_user(_refused("Edit", "String to replace not found in file."))


def test_an_edit_the_user_cancelled_is_not_fixed_by_making_it_again(tmp_path: Path) -> None:
    """End to end: the same edit made after the user cancelled it is no fix of the agent's."""
    path = str(tmp_path / "src" / "types.d.ts")

    def edit(call_id: str, result: str | None) -> dict[str, Any]:
        call: dict[str, Any] = {
            "name": "edit",
            "id": call_id,
            "input": {"filePath": path, "oldString": "a: string", "newString": "a?: string"},
        }
        if result is not None:
            call |= {"output": result, "is_error": True}
        return {"type": "message", "role": "assistant", "text": "", "tool_calls": [call]}

    conn = _ingest(
        tmp_path,
        [
            {"type": "message", "role": "user", "text": "make the field optional"},
            edit("c1", "Tool use was cancelled by the user"),
            {"type": "message", "role": "user", "text": "ok go ahead"},
            edit("c2", None),
        ],
    )
    assert conn.execute("SELECT count(*) FROM symptoms").fetchone()[0] >= 1
    assert conn.execute("SELECT count(*) FROM fixes WHERE kind = 'edit_retry'").fetchone() == (0,)


def test_a_run_of_another_script_leaves_the_failure_unfixed(tmp_path: Path) -> None:
    """End to end: the failed script is never rerun, so no fix is stored for it."""
    conn = _ingest(
        tmp_path,
        [
            {"type": "message", "role": "user", "text": "check the model module"},
            _run(
                "conda run -n ml python3 src/models/encoder.py 2>&1",
                1,
                "Traceback (most recent call last):\nKeyError: 'hidden_size'",
            ),
            _run("conda run -n ml python3 src/data/loader.py 2>&1", 0, "loaded 120 samples"),
        ],
    )
    assert conn.execute("SELECT count(*) FROM fixes").fetchone() == (0,)
