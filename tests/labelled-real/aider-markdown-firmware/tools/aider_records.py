"""Split an aider `.aider.chat.history.md` into records addressed as `line:N` (0-based).

Record starts (everything up to the next start belongs to the record):
  session   `# aider chat started at ...`
  user      first line of a run of `#### ` lines that follows aider output (`> ...`), not a
            `#### ` markdown heading inside an assistant reply
  command   `> Running <cmd>` (one per shell command aider actually ran)
  status    `> litellm.*Error`, `> # Fix any errors below`, `> The LLM did not conform`
            (when followed by `> # N SEARCH/REPLACE block(s) failed to match!` it swallows the
            unprefixed reflection text up to "Just reply with fixed versions of the block"), `> Unable to commit`,
            `> Unable to list files`, `> Attempt to fix lint`, `> Applied edit`, `> Commit <sha>`
  assistant first non-empty line not starting with `>`/`####` whose previous non-empty
            line starts with `>` or `####`, unless a `> Run shell command` prompt follows
            within two lines (then it is the 2nd line of a suggested command block).
Decoded text of a record: its lines with the markdown hard-break "  " stripped, joined by \n.
Usage: python3 aider_records.py FILE [--dump]
"""
import re
import sys

STATUS = re.compile(
    r"^> (litellm\.\w+Error|# Fix any errors below|The LLM did not conform|Unable to commit|"
    r"Unable to list files|Attempt to fix lint|Applied edit|Commit [0-9a-f]{7} |Model .* has hit a token limit!)"
)


def records(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    starts = []  # (line, kind)
    prev_nonempty = ""
    in_reflection = False
    for i, ln in enumerate(lines):
        kind = None
        if in_reflection:
            if ln.startswith("#### ") or ln.startswith("# aider chat started") or STATUS.match(ln) or ln.startswith("> Running "):
                in_reflection = False  # no end marker: stop swallowing at the next real record start
            else:
                if "Just reply with fixed versions of the block" in ln:
                    in_reflection = False
                if ln.strip():
                    prev_nonempty = ln
                continue
        if ln.startswith("# aider chat started"):
            kind = "session"
        elif ln.startswith("#### ") and (prev_nonempty.startswith("####") or prev_nonempty.startswith(">") or prev_nonempty == ""):
            # a user prompt follows aider output ('> ...') or another prompt line; a '#### ' heading
            # inside an assistant reply follows assistant text and stays part of that reply
            if not (prev_nonempty.startswith("####") and starts and starts[-1][1] == "user"):
                kind = "user"
        elif ln.startswith("> Running "):
            kind = "command"
        elif STATUS.match(ln):
            kind = "status"
            if ln.startswith("> The LLM did not conform"):
                # swallow aider's unprefixed reflection text only when SEARCH/REPLACE blocks failed
                nxt = [x for x in lines[i + 1 : i + 4] if x.strip()]
                in_reflection = any(re.match(r"^> # \d+ SEARCH/REPLACE blocks? failed to match!", x) for x in nxt)
        elif ln.strip() and not (ln.startswith(">") and not ln.startswith(">>>>>>>")) and not ln.startswith("####"):
            if prev_nonempty.startswith(">") or prev_nonempty.startswith("####"):
                nxt = lines[i + 1 : i + 3]
                if not any(x.startswith("> Run shell command") for x in nxt):
                    kind = "assistant"
        if kind:
            starts.append((i, kind))
        if ln.strip():
            # a '>>>>>>> REPLACE' fence is assistant text, not an aider '> ' status line
            prev_nonempty = "REPLACE-FENCE" if ln.startswith(">>>>>>>") else ln
    out = {}
    for k, (i, kind) in enumerate(starts):
        end = starts[k + 1][0] if k + 1 < len(starts) else len(lines)
        text = "\n".join(x[:-2] if x.endswith("  ") else x for x in lines[i:end])
        out[f"line:{i}"] = (kind, text)
    return out


if __name__ == "__main__":
    recs = records(sys.argv[1])
    kinds = {}
    for _, (kind, _) in recs.items():
        kinds[kind] = kinds.get(kind, 0) + 1
    print(kinds)
    if "--dump" in sys.argv:
        for nid, (kind, text) in recs.items():
            print(nid, kind, text.split("\n")[0][:100])
