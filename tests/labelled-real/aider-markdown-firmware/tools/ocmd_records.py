"""Records of an opencode markdown export (`opencode export`-style .md: '## User', '## Assistant (Agent · Model · Ns)',
'**Tool: name**' + '**Input:**' ```json``` + '**Output:**' or '**Error:**' ``` ```).
Native id = 'line:N', 0-based line of the '## User' / '## Assistant' heading or the '**Tool: ...**' line.
Decoded text: message records as written; tool records = the JSON input decoded (string values joined by \\n)
+ the raw Output/Error block. load(path) -> {id: (kind, text)}; kind is 'user', 'assistant', 'tool:<name>',
with the tool kind suffixed ':error' when the block is **Error:** and ':noout' when there is no result block."""
import json


def _strings(v):
    if isinstance(v, str):
        yield v
    elif isinstance(v, dict):
        for x in v.values():
            yield from _strings(x)
    elif isinstance(v, list):
        for x in v:
            yield from _strings(x)


def load(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    starts = [i for i, l in enumerate(lines) if l.startswith("## User") or l.startswith("## Assistant") or l.startswith("**Tool: ")]
    out = {}
    for k, i in enumerate(starts):
        end = starts[k + 1] if k + 1 < len(starts) else len(lines)
        seg = lines[i:end]
        if lines[i].startswith("**Tool: "):
            name = lines[i][len("**Tool: "):-2]
            j = next((x for x in range(len(seg)) if seg[x] == "**Input:**"), None)
            inp_lines, p = [], (j + 2 if j is not None else len(seg))
            while p < len(seg) and seg[p] != "```":
                inp_lines.append(seg[p]); p += 1
            try:
                inp = json.loads("\n".join(inp_lines))
            except ValueError:
                inp = "\n".join(inp_lines)
            res_kind, res = "noout", []
            q = next((x for x in range(p, len(seg)) if seg[x] in ("**Output:**", "**Error:**")), None)
            if q is not None:
                res_kind = "error" if seg[q] == "**Error:**" else "output"
                r = q + 2
                while r < len(seg) and seg[r] != "```":
                    res.append(seg[r]); r += 1
            text = "\n".join(_strings(inp)) + "\n" + "\n".join(res)
            kind = f"tool:{name}" + ("" if res_kind == "output" else ":" + res_kind)
        else:
            kind = "user" if lines[i].startswith("## User") else "assistant"
            text = "\n".join(seg)
        out[f"line:{i}"] = (kind, text)
    return out


if __name__ == "__main__":
    import sys
    for nid, (kind, text) in load(sys.argv[1]).items():
        if kind.startswith("tool:bash") or kind.endswith(":error") or kind == "user":
            print(nid, kind, text.replace("\n", " | ")[:160])
