"""Check gold.json against the raw files: ids exist, snippets occur in decoded text, order, counts.

Counts are recomputed here from the raw files with rules written independently of the labels.
"""
import json, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

def strings(o, out):
    if isinstance(o, str):
        out.append(o)
        s = o.strip()
        if s[:1] in "{[":
            try:
                strings(json.loads(s), out)
            except Exception:
                pass
    elif isinstance(o, dict):
        if "arguments" in o and isinstance(o["arguments"], dict):
            out.append(json.dumps(o["arguments"], ensure_ascii=False))
        for k, v in o.items():
            strings(v, out)
    elif isinstance(o, list):
        for v in o:
            strings(v, out)
    return out

def index_gemini_chat(path):
    d = json.load(open(path, encoding="utf-8"))
    idx, order, shell = {}, {}, []
    n = 0
    for m in d["messages"]:
        idx[m["id"]] = "\n".join(strings({k: v for k, v in m.items() if k != "toolCalls"}, []))
        order[m["id"]] = n; n += 1
        for t in m.get("toolCalls") or []:
            idx[t["id"]] = "\n".join(strings(t, []))
            order[t["id"]] = n; n += 1
            if t["name"] == "run_shell_command":
                out = json.dumps(t.get("result"))
                code = re.search(r"Exit Code: (-?\d+)", out)
                failed = t.get("status") != "success" or (code and code.group(1) != "0")
                unknown = t.get("status") != "success"
                shell.append((t["id"], failed, unknown))
    return idx, order, shell

def index_codex(path):
    idx, order, shell = {}, {}, []
    lines = open(path, encoding="utf-8").read().split("\n")
    calls, ends, outs = {}, {}, {}
    for i, l in enumerate(lines):
        if not l.strip():
            continue
        d = json.loads(l)
        p = d.get("payload") or {}
        idx[f"line:{i}"] = "\n".join(strings(d, [])); order[f"line:{i}"] = i
        cid = p.get("call_id")
        if p.get("type") == "reasoning" and p.get("id"):
            idx[p["id"]] = idx[f"line:{i}"]; order[p["id"]] = i
        if cid:
            idx[cid] = idx.get(cid, "") + "\n" + idx[f"line:{i}"]
            order.setdefault(cid, i)
            if p.get("type") in ("function_call", "custom_tool_call", "local_shell_call"):
                calls[cid] = p
            if p.get("type") in ("function_call_output", "custom_tool_call_output"):
                outs[cid] = p.get("output")
            if p.get("type") == "exec_command_end":
                ends[cid] = p.get("exit_code")
    for cid, p in calls.items():
        if p.get("name") in ("exec_command", "shell", "shell_command") or p.get("type") == "local_shell_call":
            code = ends.get(cid)
            o = outs.get(cid)
            if isinstance(o, str) and code is None:
                m = re.search(r"(?:Process exited with code|Exit code:) (-?\d+)", o)
                if m:
                    code = int(m.group(1))
                else:
                    try:
                        code = json.loads(o).get("metadata", {}).get("exit_code")
                    except Exception:
                        pass
            shell.append((cid, code not in (None, 0), code is None))
    return idx, order, shell

def index_pi(path):
    idx, order, shell = {}, {}, []
    calls, results = {}, {}
    for i, l in enumerate(open(path, encoding="utf-8")):
        d = json.loads(l)
        if d.get("id"):
            idx[d["id"]] = "\n".join(strings(d, [])); order[d["id"]] = i
        m = d.get("message") or {}
        if m.get("role") == "assistant":
            for b in m.get("content") or []:
                if isinstance(b, dict) and b.get("type") == "toolCall":
                    idx[b["id"]] = idx.get(b["id"], "") + "\n" + "\n".join(strings(b, []))
                    order.setdefault(b["id"], i)
                    calls[b["id"]] = b
        if m.get("role") == "toolResult":
            tid = m.get("toolCallId")
            idx[tid] = idx.get(tid, "") + "\n" + "\n".join(strings(m, []))
            order.setdefault(tid, i)
            results[tid] = m
    for tid, b in calls.items():
        if b.get("name") == "bash":
            r = results.get(tid)
            if r is None:
                shell.append((tid, False, True)); continue
            txt = "\n".join(strings(r.get("content"), []))
            m = re.search(r"Command exited with code (\d+)", txt)
            failed = bool(r.get("isError")) or (m is not None and m.group(1) != "0")
            unknown = False
            if r.get("isError") and not m:
                unknown = True
            shell.append((tid, failed, unknown))
    return idx, order, shell

def indexer(key):
    if key.startswith("gemini/"):
        return index_gemini_chat
    if key.startswith("codex/"):
        return index_codex
    if key.startswith("pi/"):
        return index_pi
    raise SystemExit("unknown format " + key)

def main():
    gold = json.load(open(os.path.join(ROOT, "gold.json"), encoding="utf-8"))
    bad = 0
    def err(msg):
        nonlocal bad
        bad += 1
        print("  FAIL", msg)
    for key, e in gold["files"].items():
        print(key)
        idx, order, shell = indexer(key)(os.path.join(ROOT, "files", key))
        def has(nid, text, what):
            if nid not in idx:
                err(f"{what}: id {nid} missing"); return
            if text is not None and text not in idx[nid]:
                err(f"{what}: {text[:60]!r} not in {nid}")
        n = len(shell); failed = sorted(c for c, f, u in shell if f); unknown = sorted(c for c, f, u in shell if u)
        c = e["counts"]
        if c["shell_commands"] != n: err(f"shell_commands {c['shell_commands']} != {n}")
        if c["failed_shell_commands"] != len(failed): err(f"failed {c['failed_shell_commands']} != {len(failed)}")
        if sorted(e["failed_native_ids"]) != failed: err(f"failed ids differ: {set(failed) ^ set(e['failed_native_ids'])}")
        if sorted(e["exit_unknown"]) != unknown: err(f"exit_unknown differ: {set(unknown) ^ set(e['exit_unknown'])}")
        if not set(e["expected_nonzero"]) <= set(failed): err("expected_nonzero not subset of failed")
        shell_ids = {s[0] for s in shell}
        masked = {s for ep in e["episodes"] if ep["masked"] for s in ep["symptom_native_ids"] if s in shell_ids and s not in failed}
        if c["masked_failures_annotated"] != len(masked): err(f"masked {c['masked_failures_annotated']} != {len(masked)} {masked}")
        covered = set(e["expected_nonzero"])
        for ep in e["episodes"]:
            w = ep["id"]
            syms = ep["symptom_native_ids"]
            for s in syms: has(s, None, w + " symptom"); covered.add(s)
            if ep["error_text"] and not ep["error_text"].startswith("("):
                if not any(s in idx and ep["error_text"] in idx[s] for s in syms):
                    note_ids = re.findall(r"[\w-]{8,}", ep.get("notes", ""))
                    if not any(ep["error_text"] in v for k, v in idx.items() if any(k.startswith(x) or x in k for x in note_ids)):
                        err(f"{w} error_text not in symptoms/diagnosis")
            if ep["failing_command"]:
                if not any(s in idx and ep["failing_command"] in idx[s] for s in syms): err(f"{w} failing_command not in symptoms")
            fx = ep["fix"]
            recs = list(syms)
            if fx:
                has(fx["native_id"], None, w + " fix")
                covered.add(fx["native_id"])
                recs.append(fx["native_id"])
                if fx["native_id"] in order and syms and not all(order[s] <= order[fx["native_id"]] for s in syms[:1]):
                    err(f"{w} fix before first symptom")
            v = ep["verified_by_native_id"]
            if v:
                has(v, None, w + " verification"); recs.append(v)
                if fx and fx["native_id"] in order and v in order and order[v] < order[fx["native_id"]]:
                    err(f"{w} verification before fix")
            if fx:
                for ent in fx["entities"]:
                    if not any(r in idx and ent in idx[r] for r in recs):
                        err(f"{w} entity {ent!r} not in symptom/fix/verification")
            if ep["resolved"] and not v: err(f"{w} resolved without verification")
        for s in failed:
            if s not in covered and not any(s in ep["symptom_native_ids"] for ep in e["episodes"]):
                err(f"failed {s} not an episode symptom/fix/expected")
        for p in e["pivots"]: has(p["native_id"], p["snippet"], "pivot")
        for r in e["reuse"]:
            has(r["discovered"]["native_id"], r["discovered"]["snippet"], "reuse.discovered")
            has(r["reused"]["native_id"], r["reused"]["snippet"], "reuse.reused")
            if r["discovered"]["native_id"] in order and r["reused"]["native_id"] in order and order[r["discovered"]["native_id"]] > order[r["reused"]["native_id"]]:
                err("reuse order")
        print(f"  shell={n} failed={len(failed)} unknown={len(unknown)} masked={len(masked)} episodes={len(e['episodes'])} pivots={len(e['pivots'])} reuse={len(e['reuse'])}")
    for g in gold.get("cross_session_groups", []):
        files = {m["file"] for m in g["members"]}
        if len(files) < 2: err(f"group {g['category']} has <2 files")
        for m in g["members"]:
            idx, order, shell = indexer(m["file"])(os.path.join(ROOT, "files", m["file"]))
            if m["native_id"] not in idx: err(f"group member {m} missing")
    print("FAILURES:", bad)
    return bad

if __name__ == "__main__":
    sys.exit(1 if main() else 0)
