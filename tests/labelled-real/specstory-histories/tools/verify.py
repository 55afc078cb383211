"""Independent check of gold.json against the raw files (does not use specstory.py):
record starts found by plain line tests; record text = lines from the id's line up to the next
record start; counts recomputed by counting opening lines and 'Exit code N' first output lines."""
import json, os, re, sys, importlib.util
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
gold = json.load(open(os.path.join(ROOT, "gold.json")))
diag = {}
for fn in os.listdir(os.path.join(HERE, "specs")):
    if fn.endswith(".py"):
        sp = importlib.util.spec_from_file_location(fn[:-3], os.path.join(HERE, "specs", fn))
        m = importlib.util.module_from_spec(sp); sp.loader.exec_module(m); diag.update(getattr(m, "DIAG", {}))
bad = 0
def err(*a):
    global bad; bad += 1; print("FAIL", *a)
for path, e in gold["files"].items():
    L = open(os.path.join(ROOT, "files", path), encoding="utf-8").read().split("\n")
    is_hdr = lambda s: s.startswith("_**User") or s.startswith("_**Agent") or s.startswith("_**Assistant")
    is_sh = lambda s: s.startswith('<tool-use data-tool-type="shell"') or (s.startswith('<tool-use data-tool-type="') and 'data-tool-name="run_in_terminal"' in s) or s.strip() == "Tool use: **run_terminal_cmd**"
    is_tool = lambda s: s.startswith("<tool-use ") or s.startswith("Tool use: **")
    starts = [i for i, s in enumerate(L) if is_hdr(s) or is_tool(s)]
    def text(nid):
        n = int(nid.split(":")[1])
        if n >= len(L) or not (is_hdr(L[n]) or is_tool(L[n])):
            err(path, "id is not a record start", nid); return ""
        if is_hdr(L[n]):
            end = next((i for i in range(n + 1, len(L)) if is_hdr(L[i])), len(L))
        else:
            end = next((i for i in starts if i > n), len(L))
        return "\n".join(L[n:end])
    shell = [i for i, s in enumerate(L) if is_sh(s)]
    # exit code: first non-empty line inside the first non-bash fence after the command
    codes = {}
    for i in shell:
        end = next((k for k in starts if k > i), len(L)); blk = L[i:end]
        fen = [k for k, s in enumerate(blk) if s.startswith("```")]
        code = None
        for a in range(0, len(fen) - 1, 2):
            if blk[fen[a]].strip() != "```bash":
                body = blk[fen[a] + 1:fen[a + 1]]
                m = re.match(r"Exit code (\d+)", body[0]) if body else None
                code = int(m.group(1)) if m else None
                break
        codes[f"line:{i}"] = code
    c = e["counts"]
    if c["shell_commands"] != len(shell): err(path, "shell count", c["shell_commands"], len(shell))
    f2 = sorted([k for k, v in codes.items() if v not in (None, 0)], key=lambda x: int(x[5:]))
    if f2 != e["failed_native_ids"]: err(path, "failed ids", e["failed_native_ids"], f2)
    u2 = [k for k, v in codes.items() if v is None]
    if u2 != e["exit_unknown"]: err(path, "exit_unknown", len(e["exit_unknown"]), len(u2))
    order = lambda nid: int(nid.split(":")[1])
    covered = {x for ep in e["episodes"] for x in ep["symptom_native_ids"]} | {ep["fix"]["native_id"] for ep in e["episodes"] if ep["fix"]}
    for fid in e["failed_native_ids"]:
        if fid not in covered and fid not in e["expected_nonzero"]: err(path, "failed id not explained", fid)
    for xid in e["expected_nonzero"]:
        if xid not in e["failed_native_ids"]: err(path, "expected_nonzero not failed", xid)
        if xid in {x for ep in e["episodes"] for x in ep["symptom_native_ids"]}: err(path, "expected_nonzero used as symptom", xid)
    ids = [ep["id"] for ep in e["episodes"]]
    if ids != [f"E{i+1}" for i in range(len(ids))]: err(path, "episode ids not E1..En", ids)
    firsts = [order(ep["symptom_native_ids"][0]) for ep in e["episodes"]]
    if firsts != sorted(firsts): err(path, "episodes not in order of first symptom", firsts)
    for ep in e["episodes"]:
        sym = "\n".join(text(s) for s in ep["symptom_native_ids"])
        et = ep["error_text"]
        if not et.startswith("("):
            src = sym + (text(diag[(path, ep["id"])]) if (path, ep["id"]) in diag else "")
            if et not in src: err(path, ep["id"], "error_text not found")
        if ep["failing_command"] and ep["failing_command"] not in sym: err(path, ep["id"], "failing_command not found")
        if ep["shell"] and not all(s in codes for s in ep["symptom_native_ids"] if True):
            if not any(s in codes for s in ep["symptom_native_ids"]): err(path, ep["id"], "shell episode without shell symptom")
        if ep["fix"]:
            pool = text(ep["fix"]["native_id"]) + sym + (text(ep["verified_by_native_id"]) if ep["verified_by_native_id"] else "")
            if (path, ep["id"]) in diag: pool += text(diag[(path, ep["id"])])
            for ent in ep["fix"]["entities"]:
                if ent not in pool: err(path, ep["id"], "entity not found", ent)
            if not order(ep["symptom_native_ids"][0]) < order(ep["fix"]["native_id"]) and ep["fix"]["native_id"] not in ep["symptom_native_ids"][1:]:
                err(path, ep["id"], "symptom !< fix")
            if ep["verified_by_native_id"] and order(ep["verified_by_native_id"]) < order(ep["fix"]["native_id"]):
                err(path, ep["id"], "fix !<= verification")
        if ep["masked"] and ep["shell"]:
            if any(codes.get(s) not in (0,) for s in ep["symptom_native_ids"] if s in codes and codes.get(s) is not None and codes.get(s) != 0):
                pass
    for p in e["pivots"]:
        if p["snippet"] not in text(p["native_id"]): err(path, "pivot snippet", p)
    for r in e["reuse"]:
        for k in ("discovered", "reused"):
            if r[k]["snippet"] not in text(r[k]["native_id"]): err(path, "reuse", k, r["entity"])
        if order(r["discovered"]["native_id"]) >= order(r["reused"]["native_id"]) and r["discovered"]["native_id"] != r["reused"]["native_id"]:
            err(path, "reuse order", r["entity"])
for g in gold["cross_session_groups"]:
    for mbr in g["members"]:
        e = gold["files"].get(mbr["file"])
        if not e: err("group member file missing", mbr); continue
        ids = {s for ep in e["episodes"] for s in ep["symptom_native_ids"]}
        if mbr["native_id"] not in ids: err("group member not a symptom", mbr)
print("verify:", "OK" if not bad else f"{bad} problems", "-", len(gold["files"]), "files")
