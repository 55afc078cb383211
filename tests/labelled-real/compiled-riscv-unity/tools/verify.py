"""Check gold.json against the raw files: ids exist, snippets/entities occur in decoded record text, order, counts."""
import json, re, sys, pathlib
ROOT = pathlib.Path(__file__).resolve().parent.parent
gold = json.loads((ROOT / "gold.json").read_text())

def dec(v):
    """Decoded text of a JSON value: strings, plus JSON-in-string decoded once more."""
    out = []
    def walk(x):
        if isinstance(x, str):
            out.append(x)
            s = x.strip()
            if s[:1] in "{[":
                try: walk(json.loads(s))
                except Exception: pass
        elif isinstance(x, dict):
            for k, y in x.items(): walk(y)
        elif isinstance(x, list):
            for y in x: walk(y)
        elif x is not None:
            out.append(str(x))
    walk(v); return "\n".join(out)

def index_claude(path):
    recs = {}; order = {}; bash = []; failed = []; results = {}
    for i, line in enumerate(open(path, encoding="utf-8")):
        r = json.loads(line)
        if r.get("uuid"):
            recs.setdefault(r["uuid"], []).append(dec(r.get("message")))
            order.setdefault(r["uuid"], i)
        m = r.get("message")
        if isinstance(m, dict) and isinstance(m.get("content"), list):
            for b in m["content"]:
                if not isinstance(b, dict): continue
                if b.get("type") == "tool_use":
                    recs.setdefault(b["id"], []).append(dec(b.get("input")))
                    order.setdefault(b["id"], i)
                    if b.get("name") == "Bash": bash.append(b["id"])
                elif b.get("type") == "tool_result":
                    tid = b.get("tool_use_id")
                    recs.setdefault(tid, []).append(dec(b.get("content")))
                    results[tid] = bool(b.get("is_error"))
    failed = sorted(t for t in bash if results.get(t))
    unknown = sorted(t for t in bash if t not in results)
    return {k: "\n".join(v) for k, v in recs.items()}, order, len(bash), failed, unknown

def index_codex(path):
    recs = {}; order = {}; shell = []; exits = {}; lines = open(path, encoding="utf-8").read().split("\n")
    for i, line in enumerate(lines):
        if not line.strip(): continue
        r = json.loads(line); p = r.get("payload") or {}
        recs["line:%d" % i] = dec(p); order["line:%d" % i] = i
        cid = p.get("call_id")
        if cid:
            recs[cid] = recs.get(cid, "") + "\n" + dec(p); order.setdefault(cid, i)
            if p.get("type") in ("function_call", "custom_tool_call") and p.get("name") in ("exec_command", "shell", "shell_command"):
                shell.append(cid)
            if p.get("type") == "function_call_output":
                o = p.get("output"); o = o if isinstance(o, str) else dec(o)
                mm = re.search(r"(?:Process exited with code|Exit code:) (\d+)", o)
                if mm: exits[cid] = int(mm.group(1))
            if p.get("type") == "exec_command_end" and p.get("exit_code") is not None:
                exits[cid] = p["exit_code"]
    failed = sorted(c for c in shell if exits.get(c, 0) != 0)
    unknown = sorted(c for c in shell if c not in exits)
    return recs, order, len(shell), failed, unknown

bad = 0
def err(msg):
    global bad; bad += 1; print("  FAIL", msg)
for key, e in gold["files"].items():
    path = ROOT / "files" / key
    recs, order, n, failed, unknown = (index_claude if key.startswith("claude_code/") else index_codex)(path)
    print(key, "shell", n, "failed", len(failed))
    c = e["counts"]
    if c["shell_commands"] != n: err(f"shell count {c['shell_commands']} != {n}")
    if c["failed_shell_commands"] != len(failed) or sorted(e["failed_native_ids"]) != failed: err(f"failed ids {e['failed_native_ids']} != {failed}")
    if sorted(e["exit_unknown"]) != unknown: err(f"exit_unknown {e['exit_unknown']} != {unknown}")
    for x in e["expected_nonzero"]:
        if x not in failed: err(f"expected_nonzero {x} not failed")
    def has(nid, s, what):
        if nid not in recs: err(f"{what}: id {nid} missing"); return
        if s is not None and s not in recs[nid]: err(f"{what}: {s!r} not in {nid}")
    masked_ids = set()
    for ep in e["episodes"]:
        ids = ep["symptom_native_ids"]
        for s in ids: has(s, None, ep["id"] + " symptom")
        et = ep["error_text"]
        if not et.startswith("("):
            if not any(et in recs.get(s, "") for s in ids) and not any(et in recs.get(x, "") for x in ep.get("diagnosis_native_ids", [])):
                err(f"{ep['id']} error_text not in symptoms")
        if ep["failing_command"] and not any(ep["failing_command"] in recs.get(s, "") for s in ids): err(f"{ep['id']} failing_command not in symptoms")
        fx = ep["fix"]; v = ep["verified_by_native_id"]
        first = min(order[s] for s in ids if s in order)
        if fx:
            has(fx["native_id"], None, ep["id"] + " fix")
            pool = recs.get(fx["native_id"], "") + "".join(recs.get(s, "") for s in ids) + recs.get(v or "", "") + "".join(recs.get(x, "") for x in ep.get("related_native_ids", []))
            for ent in fx["entities"]:
                if ent not in pool: err(f"{ep['id']} entity {ent!r} not found")
            if order.get(fx["native_id"], -1) < first: err(f"{ep['id']} fix before symptom")
            if v and order.get(v, -1) < order.get(fx["native_id"], 10**9): err(f"{ep['id']} verification before fix")
        if v: has(v, None, ep["id"] + " verify")
        if ep["masked"]:
            masked_ids.update(s for s in ids if s not in failed and s in recs)
    shell_masked = [s for s in masked_ids if s.startswith(("toolu_", "call_"))]
    if c["masked_failures_annotated"] != len(shell_masked): err(f"masked {c['masked_failures_annotated']} != {len(shell_masked)} {shell_masked}")
    for p in e["pivots"]: has(p["native_id"], p["snippet"], "pivot")
    for r in e["reuse"]:
        has(r["discovered"]["native_id"], r["discovered"]["snippet"], "reuse-discovered")
        has(r["reused"]["native_id"], r["reused"]["snippet"], "reuse-reused")
        if order.get(r["discovered"]["native_id"], 0) > order.get(r["reused"]["native_id"], 0): err("reuse order")
for g in gold["cross_session_groups"]:
    for m in g["members"]:
        path = ROOT / "files" / m["file"]
        recs = (index_claude if m["file"].startswith("claude_code/") else index_codex)(path)[0]
        if m["native_id"] not in recs: err(f"group {g['category']} member {m['native_id']} missing")
print("problems:", bad)
