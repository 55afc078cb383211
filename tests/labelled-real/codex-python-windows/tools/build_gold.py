#!/usr/bin/env python3
"""Build and check gold.json from per-file label specs (tools/specs/*.json).

For every spec: recompute shell_commands / failed ids / exit_unknown from the raw
Codex rollout, check that every native id exists, that every snippet, error_text,
failing_command and fix entity occurs in the decoded text of the records named,
and that symptom < fix <= verification in file order. Writes ../gold.json.
Plain json + re; reads each raw file line by line.
"""
import glob
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SHELL = {"shell", "exec_command", "shell_command", "local_shell_call"}


def strings(obj):
    """All string leaves, with JSON-in-a-string decoded once more."""
    out = []
    if isinstance(obj, str):
        out.append(obj)
        s = obj.strip()
        if s[:1] in "{[":
            try:
                out.extend(strings(json.loads(s)))
            except Exception:
                pass
    elif isinstance(obj, dict):
        for v in obj.values():
            out.extend(strings(v))
    elif isinstance(obj, list):
        for v in obj:
            out.extend(strings(v))
    return out


def read(path):
    recs = []
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            recs.append(json.loads(line) if line.strip() else {})
    return recs


def index(recs):
    """call_id -> {'first': line of call, 'lines': [...], 'name':, 'exit':, 'has_out':}"""
    calls = {}
    for i, r in enumerate(recs):
        p = r.get("payload", r) if isinstance(r, dict) else {}
        t = p.get("type")
        cid = p.get("call_id")
        if t in ("function_call", "custom_tool_call", "local_shell_call") and cid:
            calls.setdefault(cid, {"first": i, "lines": [], "name": p.get("name") or t, "exit": None,
                                   "has_out": False, "end_exit": None})
            calls[cid]["lines"].append(i)
        elif cid and cid in calls:
            calls[cid]["lines"].append(i)
            if t in ("function_call_output", "custom_tool_call_output"):
                calls[cid]["has_out"] = True
                o = p.get("output")
                code = None
                if isinstance(o, str):
                    try:
                        j = json.loads(o)
                        if isinstance(j, dict) and isinstance(j.get("metadata"), dict):
                            code = j["metadata"].get("exit_code")
                    except Exception:
                        pass
                    if code is None:
                        m = re.search(r"^(?:Exit code: |Process exited with code )(-?\d+)", o, re.M)
                        if m:
                            code = int(m.group(1))
                    if code is None:
                        # legacy sandbox denial: the process ran, the code is inside the error text
                        m = re.match(r"failed in sandbox \S+ with execution error: sandbox denied exec error, exit code: (-?\d+)", o)
                        if m:
                            code = int(m.group(1))
                calls[cid]["exit"] = code
            elif t == "exec_command_end":
                calls[cid]["end_exit"] = p.get("exit_code")
    return calls


def text_of(nid, recs, calls):
    if nid.startswith("line:"):
        n = int(nid[5:])
        return "\n".join(strings(recs[n]))
    c = calls.get(nid)
    if c is None:
        return ""
    return "\n".join(s for i in c["lines"] for s in strings(recs[i]))


def pos(nid, calls):
    if nid.startswith("line:"):
        return int(nid[5:])
    return calls[nid]["first"] if nid in calls else -1


def check(local, spec, errors):
    raw = os.path.join(ROOT, "files", local)
    recs = read(raw)
    calls = index(recs)
    shell = [c for c, v in calls.items() if v["name"] in SHELL]
    failed, unknown = [], []
    for c in shell:
        v = calls[c]
        code = v["end_exit"] if v["end_exit"] is not None else v["exit"]
        if code is None:
            unknown.append(c)
        elif code != 0:
            failed.append(c)
    e = spec
    e["counts"]["shell_commands"] = len(shell)
    if sorted(failed) != sorted(e["failed_native_ids"]):
        errors.append(f"{local}: failed ids differ: spec-only {set(e['failed_native_ids'])-set(failed)} raw-only {set(failed)-set(e['failed_native_ids'])}")
    e["failed_native_ids"] = sorted(failed)
    e["counts"]["failed_shell_commands"] = len(failed)
    if sorted(unknown) != sorted(e.get("exit_unknown", [])):
        errors.append(f"{local}: exit_unknown differ: {sorted(unknown)}")
    e["exit_unknown"] = sorted(unknown)
    for x in e["expected_nonzero"]:
        if x not in failed:
            errors.append(f"{local}: expected_nonzero {x} not failed")

    def has(nid, snippet, what):
        if nid is None:
            return
        if not (nid.startswith("line:") or nid in calls):
            errors.append(f"{local}: {what}: id {nid} missing")
            return
        if nid.startswith("line:") and int(nid[5:]) >= len(recs):
            errors.append(f"{local}: {what}: {nid} beyond file")
            return
        if snippet is not None and snippet not in text_of(nid, recs, calls):
            errors.append(f"{local}: {what}: snippet not in {nid}: {snippet!r}")

    masked_ids = set()
    accounted = set(e["expected_nonzero"])
    for ep in e["episodes"]:
        ids = ep["symptom_native_ids"]
        for s in ids:
            has(s, None, ep["id"])
            accounted.add(s)
            if ep.get("shell", True) and s in calls and calls[s]["name"] in SHELL:
                if ep["masked"]:
                    if s in failed:
                        errors.append(f"{local}: {ep['id']} masked symptom {s} is failed")
                    masked_ids.add(s)
                elif s not in failed and s not in unknown and not ep.get("expected_failure"):
                    errors.append(f"{local}: {ep['id']} symptom {s} did not fail and is not masked")
        et = ep["error_text"]
        if not et.startswith("("):
            if not any(et in text_of(s, recs, calls) for s in ids + ep.get("diagnosis_ids", [])):
                errors.append(f"{local}: {ep['id']} error_text not found: {et!r}")
        fc = ep.get("failing_command")
        if fc and not any(fc in text_of(s, recs, calls) for s in ids):
            errors.append(f"{local}: {ep['id']} failing_command not found: {fc!r}")
        fx = ep.get("fix")
        first = min(pos(s, calls) for s in ids)
        if fx:
            has(fx["native_id"], None, ep["id"] + " fix")
            accounted.add(fx["native_id"])
            pool = "\n".join(text_of(n, recs, calls) for n in [fx["native_id"], ep.get("verified_by_native_id")] + ids + ep.get("diagnosis_ids", []) if n)
            for ent in fx["entities"]:
                if ent not in pool:
                    errors.append(f"{local}: {ep['id']} entity {ent!r} not found")
            if pos(fx["native_id"], calls) <= first:
                errors.append(f"{local}: {ep['id']} fix not after symptom")
            v = ep.get("verified_by_native_id")
            if v:
                has(v, None, ep["id"] + " verify")
                if pos(v, calls) < pos(fx["native_id"], calls):
                    errors.append(f"{local}: {ep['id']} verification before fix")
        for a in ep.get("attempted_fix_ids", []):
            accounted.add(a)
    for f in failed:
        if f not in accounted:
            errors.append(f"{local}: failed {f} not accounted for by any episode/expected")
    e["counts"]["masked_failures_annotated"] = len(masked_ids)
    for pv in e["pivots"]:
        has(pv["native_id"], pv["snippet"], "pivot")
    for ru in e["reuse"]:
        has(ru["discovered"]["native_id"], ru["discovered"]["snippet"], "reuse.discovered")
        has(ru["reused"]["native_id"], ru["reused"]["snippet"], "reuse.reused")
        if pos(ru["reused"]["native_id"], calls) <= pos(ru["discovered"]["native_id"], calls):
            errors.append(f"{local}: reuse {ru['entity']} order")
    for ep in e["episodes"]:
        ep.pop("diagnosis_ids", None)
        ep.pop("attempted_fix_ids", None)
    return e


def main():
    errors = []
    files = {}
    groups = []
    for sp in sorted(glob.glob(os.path.join(HERE, "specs", "*.json"))):
        spec = json.load(open(sp, encoding="utf-8"))
        if "cross_session_groups" in spec:
            groups = spec["cross_session_groups"]
            continue
        local = spec.pop("local_file")
        files[local] = check(local, spec, errors)
    for g in groups:
        for m in g["members"]:
            if m["file"] not in files:
                errors.append(f"group {g['category']}: file {m['file']} not labelled")
                continue
            eps = {ep["id"]: ep for ep in files[m["file"]]["episodes"]}
            ep = eps.get(m.get("episode"))
            if ep is None or m["native_id"] not in ep["symptom_native_ids"]:
                errors.append(f"group {g['category']}: {m['file']} {m.get('episode')} {m['native_id']} not a symptom of that episode")
    out = {"schema_notes": "see tests/labelled-real/README.md; same as files.gold.json",
           "files": files, "cross_session_groups": groups}
    with open(os.path.join(ROOT, "gold.json"), "w", encoding="utf-8") as fh:
        json.dump(out, fh, indent=1, ensure_ascii=False)
        fh.write("\n")
    for e in errors:
        print("ERROR", e)
    for k, v in files.items():
        c = v["counts"]
        print(k, c, "episodes", len(v["episodes"]), "pivots", len(v["pivots"]), "reuse", len(v["reuse"]))
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
