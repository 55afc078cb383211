"""Check gold.json against the raw Claude Code files: ids exist, snippets occur in the decoded record text,
counts/failed ids recomputed from the raw file, order symptom < fix <= verification."""
import json, pathlib, sys
root = pathlib.Path(__file__).parent.parent
gold = json.loads((root / "gold.json").read_text())
def texts(v):
    if isinstance(v, str):
        yield v
        try:
            d = json.loads(v)
            if isinstance(d, (dict, list)): yield from texts(d)
        except Exception: pass
    elif isinstance(v, dict):
        for x in v.values(): yield from texts(x)
    elif isinstance(v, list):
        for x in v: yield from texts(x)
bad = 0
for key, e in gold["files"].items():
    lines = (root / "files" / key).read_text(encoding="utf-8").splitlines()
    pos, txt = {}, {}
    bash, failed, bash_ids = 0, set(), set()
    for i, l in enumerate(lines):
        r = json.loads(l)
        u = r.get("uuid")
        if u: pos.setdefault(u, i); txt.setdefault(u, []).extend(texts(r.get("message")))
        c = (r.get("message") or {}).get("content") if isinstance(r.get("message"), dict) else None
        if not isinstance(c, list): continue
        for b in c:
            if not isinstance(b, dict): continue
            if b.get("type") == "tool_use":
                pos.setdefault(b["id"], i); txt.setdefault(b["id"], []).extend(texts(b.get("input")))
                if b.get("name") == "Bash": bash += 1; bash_ids.add(b["id"])
            if b.get("type") == "tool_result":
                tid = b["tool_use_id"]; txt.setdefault(tid, []).extend(texts(b.get("content")))
                tur = r.get("toolUseResult")
                if tur is not None: txt[tid].extend(texts(tur))
                if b.get("is_error") and tid in bash_ids: failed.add(tid)
    def has(nid, s, what):
        global bad
        if nid not in pos: print(key, "MISSING id", nid, what); bad += 1; return
        if s is not None and not any(s in t for t in txt.get(nid, [])):
            print(key, "SNIPPET not in", nid, what, repr(s[:80])); bad += 1
    c = e["counts"]
    if c["shell_commands"] != bash: print(key, "shell count", c["shell_commands"], "!=", bash); bad += 1
    if sorted(failed) != sorted(e["failed_native_ids"]) or c["failed_shell_commands"] != len(failed):
        print(key, "failed mismatch", sorted(failed ^ set(e["failed_native_ids"]))); bad += 1
    masked = set()
    for ep in e["episodes"]:
        for s in ep["symptom_native_ids"]: has(s, None, ep["id"] + " symptom")
        et = ep["error_text"]
        if not et.startswith("("):
            cands = ep["symptom_native_ids"] + [w.strip(".,;:'\"") for w in ep["notes"].replace(",", " ").replace(")", " ").replace("(", " ").split() if w.startswith(("toolu_", "call_"))]
            if not any(any(et in t for t in txt.get(n, [])) for n in cands): print(key, ep["id"], "error_text not found", repr(et[:60])); bad += 1
        if ep["failing_command"] and not any(any(ep["failing_command"] in t for t in txt.get(n, [])) for n in ep["symptom_native_ids"]):
            print(key, ep["id"], "failing_command not found"); bad += 1
        f = ep["fix"]
        if f and f["native_id"]:
            has(f["native_id"], None, ep["id"] + " fix")
            pool = [f["native_id"], ep["verified_by_native_id"]] + ep["symptom_native_ids"] + [w.strip(".,;:'\"") for w in ep["notes"].replace(",", " ").replace(")", " ").replace("(", " ").split() if w.startswith(("toolu_", "call_"))]
            for ent in f["entities"]:
                if not any(any(ent in t for t in txt.get(n, [])) for n in pool if n): print(key, ep["id"], "entity not found", ent); bad += 1
            if not pos[ep["symptom_native_ids"][0]] < pos[f["native_id"]]: print(key, ep["id"], "fix before symptom"); bad += 1
            v = ep["verified_by_native_id"]
            if v:
                has(v, None, ep["id"] + " verify")
                if pos[v] < pos[f["native_id"]]: print(key, ep["id"], "verify before fix"); bad += 1
        if ep["masked"]:
            masked |= {s for s in ep["symptom_native_ids"] if s in bash_ids and s not in failed}
    if c["masked_failures_annotated"] != len(masked): print(key, "masked count", c["masked_failures_annotated"], "!=", len(masked), sorted(masked)); bad += 1
    for p in e["pivots"]: has(p["native_id"], p["snippet"], "pivot")
    for r in e["reuse"]:
        has(r["discovered"]["native_id"], r["discovered"]["snippet"], "reuse.discovered")
        has(r["reused"]["native_id"], r["reused"]["snippet"], "reuse.reused")
        if pos.get(r["discovered"]["native_id"], 0) > pos.get(r["reused"]["native_id"], 0): print(key, "reuse order"); bad += 1
    print(key, "bash", bash, "failed", len(failed), "episodes", len(e["episodes"]), "masked", len(masked), "pivots", len(e["pivots"]), "reuse", len(e["reuse"]))
for g in gold["cross_session_groups"]:
    for m in g["members"]:
        if m["file"] not in gold["files"]: print("group member file missing", m); bad += 1
print("problems:", bad); sys.exit(1 if bad else 0)
