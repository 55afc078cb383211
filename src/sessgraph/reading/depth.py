"""Bound how deep a tool call's input nests before anything walks it.

A tool input is arbitrary JSON from the transcript. The JSON parsers accept ~1,000 levels, but
everything after them walks values recursively: orjson's ``dumps`` (used to store the input)
refuses more than 254 levels, redaction and pydantic recurse in Python. One input ~260 levels
deep used to fail its whole file, so every later update of that session was lost too.

So, first thing after reading, each input is cut at :data:`MAX_INPUT_DEPTH` levels, with an
iterative walk (no recursion, whatever the depth): a container that deep is replaced by a
marker string saying so, and the session gets one counted warning per call cut, naming the file
and the line of the message. The rest of the input, the call and the file are stored.
"""

from __future__ import annotations

from sessgraph.models import ParsedSession, ReadWarning

MAX_INPUT_DEPTH = 64
DEEP_MARKER = f"[sessgraph: nested deeper than {MAX_INPUT_DEPTH} levels, cut]"


def _too_deep(value: object) -> bool:
    """Does ``value`` nest containers more than :data:`MAX_INPUT_DEPTH` levels?"""
    stack: list[tuple[object, int]] = [(value, 1)]
    while stack:
        node, depth = stack.pop()
        if isinstance(node, dict):
            children: list[object] = list(node.values())
        elif isinstance(node, list):
            children = node
        else:
            continue
        if depth > MAX_INPUT_DEPTH:
            return True
        stack.extend((child, depth + 1) for child in children)
    return False


def cut_deep(value: object) -> object:
    """A copy of ``value`` whose containers below :data:`MAX_INPUT_DEPTH` levels are
    :data:`DEEP_MARKER`."""
    if isinstance(value, dict):
        root: dict[str, object] | list[object] = {}
    elif isinstance(value, list):
        root = []
    else:
        return value
    # (source container, its copy, depth of the source)
    Container = dict[str, object] | list[object]
    stack: list[tuple[Container, Container, int]] = [(value, root, 1)]
    while stack:
        source, copy, depth = stack.pop()
        items = source.items() if isinstance(source, dict) else enumerate(source)
        for key, child in items:
            if isinstance(child, dict | list):
                if depth >= MAX_INPUT_DEPTH:
                    new: object = DEEP_MARKER
                else:
                    new_container: Container = {} if isinstance(child, dict) else []
                    new = new_container
                    stack.append((child, new_container, depth + 1))
            else:
                new = child
            if isinstance(copy, dict):
                copy[str(key)] = new
            else:
                copy.append(new)
    return root


def bound_input_depth(parsed: ParsedSession, path: str) -> int:
    """Cut every tool input of ``parsed`` nested too deep (in place), with a warning for each;
    the number of inputs cut."""
    cut = 0
    for message in parsed.messages:
        for call in message.tool_calls:
            if call.input is None or isinstance(call.input, str) or not _too_deep(call.input):
                continue
            call.input = cut_deep(call.input)  # type: ignore[assignment]
            cut += 1
            where = f"tool call {call.native_id or call.name}"
            parsed.warnings.append(
                ReadWarning(
                    path=path,
                    line=message.source_line,
                    message=f"{where}: input nested deeper than {MAX_INPUT_DEPTH} levels; "
                    "the deeper levels are stored as a marker",
                )
            )
    return cut
