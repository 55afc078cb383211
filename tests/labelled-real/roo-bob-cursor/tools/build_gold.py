"""Build gold.json from tools/entries/*.py and verify every label against the raw files.

Checks: ids exist; snippets/error_text/failing_command/fix entities occur in their records;
symptom < fix <= verification (line order); counts, failed ids and exit_unknown recomputed
by the parser in bobmd.py AND by an independent line-regex pass (verify_counts below).
"""
import importlib.util, json, re, sys, glob, os
sys.path.insert(0, os.path.dirname(__file__))
import bobmd, specstory
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FILES = os.path.join(ROOT, "files")

def load_entries():
    out = []
    for p in sorted(glob.glob(os.path.join(ROOT, "tools", "entries", "*.py"))):
        spec = importlib.util.spec_from_file_location(os.path.basename(p)[:-3], p)
        m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m)
        out.append(m)
    return out

def independent_counts(path):
    """Second method: scan lines; each '[execute_command for ' result header line starts a
    result; its exit code is the first 'Exit code: N' before the next '**Assistant:**'."""
    lines = open(path, encoding="utf-8", newline="").read().split("\n")
    tags = [i for i, l in enumerate(lines) if l.rstrip("\r") == "<execute_command>"]
    res = []
    for i, l in enumerate(lines):
        if l.startswith("[execute_command for "):
            code = None; running = False
            for j in range(i, min(i + 400, len(lines))):
                if j > i and lines[j].startswith("**Assistant:**"):
                    break
                m = re.search(r"Exit code: (\d+)", lines[j])
                if m:
                    code = int(m.group(1)); break
                if "Command is still running" in lines[j]:
                    running = True; break
            res.append((i, code, running))
    return tags, res

def specstory_counts(path):
    """Second method for SpecStory files: a ```bash line right after '---' + blank line, whose
    closing fence is followed by a blank line and an output fence; no exit codes exist."""
    lines = open(path, encoding="utf-8", newline="").read().split("\n")
    tags = [i for i in range(2, len(lines)) if lines[i] == "```bash" and lines[i-1] == "" and lines[i-2] == "---"]
    return tags, [(i, None, False) for i in tags]

def main():
    gold = {"schema_notes": "see tests/labelled-real/README.md; same as files.gold.json", "files": {}, "cross_session_groups": []}
    problems = []
    mods = load_entries()
    for m in mods:
        if not hasattr(m, "KEY"):
            continue
        path = os.path.join(FILES, m.KEY)
        if getattr(m, "FORMAT", "") == "specstory":
            lines, msgs, cmds = specstory.parse(path)
            calls = [{"id": c["id"], "line": c["line"], "tool": "execute_command", "body": c["text"], "result": "",
                      "exit": None, "command": c["command"]} for c in cmds]
        else:
            lines, msgs, calls = bobmd.parse(path)
        byid = {}
        for c in calls:
            byid[c["id"]] = (c["line"], c["body"] + "\n" + (c["result"] or ""))
        for mm in msgs:
            byid.setdefault("line:%d" % mm["line"], (mm["line"], mm["text"]))
        e = m.E
        sh = [c for c in calls if c["tool"] == "execute_command"]
        failed = sorted([c["id"] for c in sh if c["exit"] not in (None, 0)], key=lambda s: int(s.split(":")[1]))
        unknown = sorted([c["id"] for c in sh if c["exit"] is None], key=lambda s: int(s.split(":")[1]))
        tags, res = independent_counts(path) if getattr(m, "FORMAT", "") != "specstory" else specstory_counts(path)
        # result headers whose call was condensed away (no <execute_command> tag in the file)
        orphans = getattr(m, "ORPHAN_RESULT_LINES", [])
        res = [r for r in res if r[0] not in orphans]
        ind_failed = sum(1 for (_, code, _) in res if code not in (None, 0))
        ind_unknown = sum(1 for (_, code, _) in res if code is None) + max(0, len(tags) - len(res))
        if not (len(sh) == len(tags) == e["counts"]["shell_commands"]):
            problems.append("%s: shell count parser=%d tags=%d label=%d" % (m.KEY, len(sh), len(tags), e["counts"]["shell_commands"]))
        if len(res) > len(tags):
            problems.append("%s: %d result headers vs %d tags" % (m.KEY, len(res), len(tags)))
        if failed != sorted(e["failed_native_ids"], key=lambda s: int(s.split(":")[1])) or len(failed) != e["counts"]["failed_shell_commands"] or ind_failed != len(failed):
            problems.append("%s: failed parser=%s ind=%d label=%s" % (m.KEY, failed, ind_failed, e["failed_native_ids"]))
        if unknown != sorted(e["exit_unknown"], key=lambda s: int(s.split(":")[1])) or ind_unknown != len(unknown):
            problems.append("%s: unknown parser=%s ind=%d label=%s" % (m.KEY, unknown, ind_unknown, e["exit_unknown"]))
        def rec(i, what):
            if i not in byid:
                problems.append("%s: %s id %s missing" % (m.KEY, what, i)); return (None, "")
            return byid[i]
        masked = set()
        HC = {"tool_switch","compound_retry","env_prefix","flag_removed","path_fix","masked","typo","retry_still_fails_differently","intended_failure","edit_then_retry","install","gave_up","config_change","permission","wrong_cwd"}
        for ep in e["episodes"]:
            for h in ep["hard_cases"]:
                if h not in HC:
                    problems.append("%s %s: unknown hard case %s" % (m.KEY, ep["id"], h))
            if ep["resolved"] is False and ep["fix"] is None and "gave_up" not in ep["hard_cases"] and ep["verified_by_native_id"]:
                problems.append("%s %s: unresolved without fix but verified" % (m.KEY, ep["id"]))
            if ep["resolved"] and not ep["verified_by_native_id"]:
                problems.append("%s %s: resolved without verification" % (m.KEY, ep["id"]))
            syms = [rec(s, ep["id"] + " symptom") for s in ep["symptom_native_ids"]]
            stext = "\n".join(t for _, t in syms)
            if ep["error_text"] and not ep["error_text"].startswith("(") and ep["error_text"] not in stext:
                problems.append("%s %s: error_text not in symptom" % (m.KEY, ep["id"]))
            if ep["failing_command"] and ep["failing_command"] not in stext:
                problems.append("%s %s: failing_command not in symptom" % (m.KEY, ep["id"]))
            first = min(l for l, _ in syms if l is not None) if syms else None
            if ep["masked"]:
                for s in ep["symptom_native_ids"]:
                    if s not in e["failed_native_ids"] and any(c["id"] == s and c["tool"] == "execute_command" for c in calls):
                        masked.add(s)
            if ep["fix"]:
                fl, ft = rec(ep["fix"]["native_id"], ep["id"] + " fix")
                vl, vt = (None, "")
                if ep["verified_by_native_id"]:
                    vl, vt = rec(ep["verified_by_native_id"], ep["id"] + " verify")
                for ent in ep["fix"]["entities"]:
                    if ent not in ft and ent not in stext and ent not in vt:
                        problems.append("%s %s: entity %r not found" % (m.KEY, ep["id"], ent))
                if fl is not None and first is not None and not first < fl:
                    problems.append("%s %s: symptom !< fix" % (m.KEY, ep["id"]))
                if vl is not None and fl is not None and not fl <= vl:
                    problems.append("%s %s: fix !<= verify" % (m.KEY, ep["id"]))
            elif ep["verified_by_native_id"]:
                rec(ep["verified_by_native_id"], ep["id"] + " verify")
        if len(masked) != e["counts"]["masked_failures_annotated"]:
            problems.append("%s: masked count %d vs label %d" % (m.KEY, len(masked), e["counts"]["masked_failures_annotated"]))
        for p in e["pivots"]:
            _, t = rec(p["native_id"], "pivot")
            if p["snippet"] not in t:
                problems.append("%s: pivot snippet %r not in %s" % (m.KEY, p["snippet"], p["native_id"]))
        for r in e["reuse"]:
            for k in ("discovered", "reused"):
                l, t = rec(r[k]["native_id"], "reuse " + k)
                if r[k]["snippet"] not in t:
                    problems.append("%s: reuse %s snippet %r not in %s" % (m.KEY, k, r[k]["snippet"], r[k]["native_id"]))
            if byid.get(r["discovered"]["native_id"], (0,))[0] > byid.get(r["reused"]["native_id"], (0,))[0]:
                problems.append("%s: reuse order" % m.KEY)
        gold["files"][m.KEY] = e
    for m in mods:
        if hasattr(m, "GROUPS"):
            gold["cross_session_groups"].extend(m.GROUPS)
    for g in gold["cross_session_groups"]:
        for mem in g["members"]:
            if mem["file"] not in gold["files"]:
                problems.append("group member file missing: %s" % mem["file"])
            else:
                ids = [x for ep in gold["files"][mem["file"]]["episodes"] if ep["id"] == mem.get("episode") for x in ep["symptom_native_ids"]]
                if mem["native_id"] not in ids:
                    problems.append("group member %s %s not a symptom of %s" % (mem["file"], mem["native_id"], mem.get("episode")))
    json.dump(gold, open(os.path.join(ROOT, "gold.json"), "w"), indent=1, ensure_ascii=False)
    for p in problems:
        print("PROBLEM", p)
    print("files", len(gold["files"]), "problems", len(problems))

main()
