"""Records of a Claude Code JSONL for verification: native id -> (kind, order, decoded text).
tool_use id -> its input (command / JSON of the input) + its tool_result text (order = line of the tool_use);
record uuid -> its message text (string content, text blocks). Also bash_calls(path) -> ordered Bash tool_use ids
with is_error (None when no tool_result)."""
import json


def _result_text(b):
    c = b.get("content")
    if isinstance(c, list):
        c = "\n".join(x.get("text", "") for x in c if isinstance(x, dict))
    return c or ""


def load(path):
    recs = [json.loads(l) for l in open(path, encoding="utf-8")]
    results = {}
    for d in recs:
        m = d.get("message") or {}
        if isinstance(m.get("content"), list):
            for b in m["content"]:
                if b.get("type") == "tool_result":
                    results[b["tool_use_id"]] = (bool(b.get("is_error")), _result_text(b))
    out, bash = {}, []
    for i, d in enumerate(recs):
        m = d.get("message") or {}
        c = m.get("content")
        texts = []
        if isinstance(c, str):
            texts.append(c)
        elif isinstance(c, list):
            for b in c:
                if b.get("type") == "text":
                    texts.append(b["text"])
                elif b.get("type") == "tool_use":
                    inp = b["input"]
                    t = inp.get("command") if b["name"] == "Bash" else json.dumps(inp, ensure_ascii=False)
                    r = results.get(b["id"])
                    out[b["id"]] = ("tool:" + b["name"], i, t + "\n" + (r[1] if r else ""))
                    if b["name"] == "Bash":
                        bash.append((b["id"], r[0] if r else None))
        if d.get("uuid"):
            out[d["uuid"]] = (d.get("type"), i, "\n".join(texts))
    return out, bash
