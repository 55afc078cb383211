"""Summarise a Claude Code project JSONL: Bash calls with is_error and output head (labelling aid)."""
import json, sys

def load(path):
    recs = []
    with open(path, encoding="utf-8") as f:
        for i, line in enumerate(f):
            try:
                recs.append((i, json.loads(line)))
            except Exception as e:
                recs.append((i, {"_bad": str(e)}))
    return recs

def text_of(content):
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(x.get("text", "") if isinstance(x, dict) else str(x) for x in content)
    return str(content)

def tools(recs):
    uses, order, results = {}, [], {}
    for i, r in recs:
        m = r.get("message")
        if not isinstance(m, dict):
            continue
        c = m.get("content")
        if not isinstance(c, list):
            continue
        for b in c:
            if not isinstance(b, dict):
                continue
            if b.get("type") == "tool_use":
                uses[b["id"]] = {"line": i, "name": b.get("name"), "input": b.get("input"), "side": r.get("isSidechain")}
                order.append(b["id"])
            elif b.get("type") == "tool_result":
                results[b.get("tool_use_id")] = {"line": i, "is_error": bool(b.get("is_error")), "text": text_of(b.get("content")), "tur": r.get("toolUseResult")}
    return uses, order, results

if __name__ == "__main__":
    recs = load(sys.argv[1])
    full = len(sys.argv) > 2
    uses, order, results = tools(recs)
    first = next((r for _, r in recs if r.get("version")), {})
    print("META", first.get("version"), first.get("cwd"), first.get("entrypoint"), first.get("gitBranch"))
    for tid in order:
        u = uses[tid]; res = results.get(tid)
        err = res["is_error"] if res else None
        inp = u["input"] or {}
        desc = inp.get("command") if u["name"] == "Bash" else (inp.get("file_path") or inp.get("pattern") or inp.get("description") or "")
        flag = "ERR" if err else ("NORES" if res is None else "")
        print(f"L{u['line']} {tid} {u['name']} {flag} :: {str(desc)[:150]!r}")
        if full and (err or (u['name']=='Bash' and res and any(k in res['text'] for k in ('error', 'Error', 'FAIL', 'undefined reference')))):
            print("    OUT:", res["text"][:1200].replace("\n", "\n    ") if res else None)
