"""The OpenHands resolver output.jsonl reader: dataclass-shaped history events, one run a line."""

from __future__ import annotations

import json
from pathlib import Path

from conftest import found_file
from sessgraph.formats import detect_file, openhands_resolver
from sessgraph.models import MessageKind, ParsedSession, ToolCall

RESOLVER = "openhands-resolver__output.jsonl"
INSTRUCTION = "Please fix the following issue for the repository in /workspace."


def calls(parsed: ParsedSession) -> list[ToolCall]:
    return [call for message in parsed.messages for call in message.tool_calls]


def write(tmp_path: Path, runs: list[dict[str, object]]) -> Path:
    path = tmp_path / "output.jsonl"
    path.write_text("".join(json.dumps(run) + "\n" for run in runs), encoding="utf-8")
    return path


def run_line(number: int, history: list[dict[str, object]], **fields: object) -> dict[str, object]:
    issue = {"owner": "acme", "repo": "app", "number": number, "title": f"Issue {number}"}
    return {
        "issue": issue,
        "issue_type": "issue",
        "instruction": INSTRUCTION,
        "base_commit": "abc",
        "git_patch": "",
        "history": history,
        "metrics": {},
        "success": False,
        "comment_success": None,
        "result_explanation": "The tests still fail.",
        "error": None,
        **fields,
    }


def prompt() -> dict[str, object]:
    return {
        "content": INSTRUCTION,
        "image_urls": None,
        "wait_for_response": False,
        "action": "message",
    }


def run_action(command: str) -> dict[str, object]:
    return {
        "command": command,
        "is_input": False,
        "thought": "",
        "action": "run",
        "blocking": False,
    }


def run_observation(
    command: str, content: str, exit_code: int, suffix: str = ""
) -> dict[str, object]:
    metadata = {
        "exit_code": exit_code,
        "pid": -1,
        "working_dir": "/workspace/app",
        "suffix": suffix,
    }
    return {
        "content": content,
        "command": command,
        "observation": "run",
        "metadata": metadata,
        "hidden": False,
    }


def test_real_resolver_output_two_runs() -> None:
    """The resolver's own recorded runs (2024 shape, exit_code beside the observation).

    Counted independently with: python -c "import json; [print(o['issue']['number'],
    len(o['history']), [e['command'] for e in o['history'] if e.get('action') == 'run'],
    [e['exit_code'] for e in o['history'] if e.get('observation') == 'run'])
    for o in map(json.loads, open('output.jsonl'))]"  ->  5 8 ['touch LICENSE', 'cat LICENSE']
    [0, 0]  /  1 44 ['ls -R /workspace'] [0].
    """
    path = found_file(RESOLVER)
    assert detect_file(path).name == "openhands-resolver"
    first, second = openhands_resolver.read(path)
    assert (first.session.id, second.session.id) == ("neubig/pr-viewer#5", "neubig/pr-viewer#1")
    assert first.session.title == "Add MIT license"
    assert not first.warnings and not second.warnings
    shell = [c.command for c in calls(first) if c.command]
    assert [(c.command, c.exit_code, c.status) for c in shell] == [
        ("touch LICENSE", 0, "ok"),
        ("cat LICENSE", 0, "ok"),
    ]
    assert [c.command.command for c in calls(second) if c.command] == ["ls -R /workspace"]
    assert sum(c.name == "run_ipython" for c in calls(second)) == 20
    # 8 history events, each a message, plus the resolver's verdict.
    assert len(first.messages) == 9
    assert first.messages[0].kind == MessageKind.PROMPT
    assert first.messages[-1].text.startswith("Resolver verdict (resolved): The AI agent has")


def test_metadata_beside_the_observation_gives_exit_code_and_cwd(tmp_path: Path) -> None:
    """Newer history: metadata (exit_code, working_dir) at the top of the observation."""
    history = [
        prompt(),
        run_action("pytest -q"),
        run_observation("pytest -q", "1 failed", 1),
        run_action("sleep 100"),
        run_observation("sleep 100", "", -1, "[The command has no new output after 30 seconds.]"),
        {"outputs": {}, "thought": "Done.", "action": "finish"},
    ]
    (parsed,) = openhands_resolver.read(write(tmp_path, [run_line(7, history)]))
    failed, running = (c.command for c in calls(parsed) if c.command)
    assert failed is not None and running is not None
    assert (failed.exit_code, failed.status, failed.output) == (1, "failed", "1 failed")
    assert failed.cwd == "/workspace/app"  # reported after the command, which has no cd
    assert (running.exit_code, running.status) == (None, "running")
    assert parsed.session.id == "acme/app#7"
    kinds = [m.kind for m in parsed.messages]
    assert kinds == [
        "prompt",
        "tool_call",
        "tool_result",
        "tool_call",
        "tool_result",
        "text",
        "meta",
    ]
    assert parsed.messages[2].parent_id == parsed.messages[1].native_id


def test_same_issue_twice_and_an_error_run(tmp_path: Path) -> None:
    """A second run of the same issue gets its own id; the run's error is an error message."""
    history = [prompt(), run_action("ls"), run_observation("ls", "a", 0)]
    path = write(
        tmp_path, [run_line(3, history), run_line(3, history, error="Agent stuck in loop")]
    )
    first, second = openhands_resolver.read(path)
    assert (first.session.id, second.session.id) == ("acme/app#3", "acme/app#3@2")
    assert second.messages[-1].kind == MessageKind.ERROR
    assert second.messages[-1].text == "Agent stuck in loop"


def test_bad_lines_are_warnings_with_their_line(tmp_path: Path) -> None:
    """A line of bad JSON and a run without history are counted warnings naming the line."""
    good = json.dumps(run_line(1, [prompt()]))
    path = tmp_path / "output.jsonl"
    path.write_text(good + "\n{not json\n" + json.dumps({"issue": {}, "instruction": "x"}) + "\n")
    (parsed,) = openhands_resolver.read(path)
    assert [(w.line, w.message.split(":")[0]) for w in parsed.warnings] == [
        (2, "invalid JSON"),
        (3, "resolver run without a 'history' list, skipped"),
    ]


def test_detection(tmp_path: Path) -> None:
    """Resolver output is told from OpenHands event lists and other JSONL by its first keys."""
    path = write(tmp_path, [run_line(1, [prompt()])])
    assert detect_file(path).name == "openhands-resolver"
    event_list = tmp_path / "trajectory.json"
    event_list.write_text('[{"id": 0, "timestamp": "t", "source": "user", "action": "message"}]')
    assert not openhands_resolver.detect(event_list, event_list.read_bytes())


def test_detection_when_the_issue_body_fills_the_head(tmp_path: Path) -> None:
    """A 100 KB issue body hides 'instruction' from the head: the name output.jsonl decides."""
    run = run_line(1, [prompt()])
    run["issue"] = {"owner": "a", "repo": "b", "number": 1, "title": "t", "body": "x" * 100_000}
    path = write(tmp_path, [run])
    assert detect_file(path).name == "openhands-resolver"
    other = tmp_path / "runs.jsonl"
    other.write_bytes(path.read_bytes())
    assert not openhands_resolver.detect(other, other.read_bytes()[:65536])
