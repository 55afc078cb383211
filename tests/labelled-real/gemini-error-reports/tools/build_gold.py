"""Write gold.json for L36 from the spec below and check it against the raw files.

Checks: every native id resolves; every error_text / failing_command / fix entity / pivot snippet
occurs verbatim in the decoded text of a named record; symptom < fix <= verification in file order;
shell counts recomputed from the raw file.
"""
import json, os, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from spec_immo212 import ENTRY as IMMO
from spec_lowcal import ENTRY as LOWCAL, LOCAL as LOWCAL_LOCAL
from spec_lowcal0924 import ENTRY as LOWCAL24, LOCAL as LOWCAL24_LOCAL
from spec_lowcal0926 import ENTRY as LOWCAL26, LOCAL as LOWCAL26_LOCAL

FILES = {"gemini/immo212__gemini-conversation.json": IMMO, LOWCAL_LOCAL: LOWCAL, LOWCAL24_LOCAL: LOWCAL24, LOWCAL26_LOCAL: LOWCAL26}
GROUPS = [
 {"description": "Gemini-CLI-family edit tool refuses an edit because old_string does not occur the expected number of times (immo212: Gemini CLI 'replace' with expected_replacements larger than the real count; LowCal-Code: Qwen-Code 'edit' with an anchor that no longer matches after the file was rewritten). Fix: a changed call (split replacement / expected_replacements 1 / a new anchor, often after read_file).",
  "category": "edit_anchor_mismatch",
  "members": [
   {"file": "gemini/immo212__gemini-conversation.json", "episode": "E2", "native_id": "replace-1752511689598-d1ddb276b7451", "role": "symptom"},
   {"file": "gemini/immo212__gemini-conversation.json", "episode": "E2", "native_id": "replace-1752511696016-89de11d251c92", "role": "fix"},
   {"file": "gemini/immo212__gemini-conversation.json", "episode": "E4", "native_id": "replace-1752511942653-5874fd82a651f", "role": "symptom"},
   {"file": "gemini/immo212__gemini-conversation.json", "episode": "E4", "native_id": "replace-1752511948916-cd05c39c0f474", "role": "fix"},
   {"file": LOWCAL_LOCAL, "episode": "E1", "native_id": "703421920", "role": "symptom"},
   {"file": LOWCAL_LOCAL, "episode": "E1", "native_id": "879172052", "role": "fix"},
   {"file": LOWCAL_LOCAL, "episode": "E7", "native_id": "call_81991155", "role": "symptom"},
   {"file": LOWCAL_LOCAL, "episode": "E7", "native_id": "call_18462416", "role": "fix"},
   {"file": LOWCAL24_LOCAL, "episode": "E10", "native_id": "replace-1758676252103-41e560711d23f8", "role": "symptom"},
   {"file": LOWCAL24_LOCAL, "episode": "E10", "native_id": "replace-1758676280988-e4af00457ed728", "role": "fix"}],
  "fix_entities": ["expected_replacements", "old_string"]},
 {"description": "The final user report is never answered because the request carrying it crashed: the file is Gemini CLI's error report, whose context ends with the pending prompt as a bare string (immo212) or an array of strings (LowCal-Code) rather than a Content object.",
  "category": "unanswered_final_report",
  "members": [
   {"file": "gemini/immo212__gemini-conversation.json", "episode": "E12", "native_id": "context:234", "role": "symptom_unresolved"},
   {"file": LOWCAL_LOCAL, "episode": "E11", "native_id": "context:111", "role": "symptom_unresolved"},
   {"file": LOWCAL24_LOCAL, "episode": "E11", "native_id": "run_shell_command-1758676284783-e59ad2df2b155", "role": "symptom_unresolved"}],
  "fix_entities": []},
 {"description": "TypeScript duplicate declaration introduced by the agent's own edit (an import or block pasted twice): tsc TS2300 'Duplicate identifier' / TS2451 'Cannot redeclare block-scoped variable' in 'npm run build'; fixed by deleting the duplicate.",
  "category": "compile_error_duplicate_declaration",
  "members": [
   {"file": LOWCAL_LOCAL, "episode": "E10", "native_id": "call_62607516", "role": "symptom"},
   {"file": LOWCAL_LOCAL, "episode": "E10", "native_id": "call_11519545", "role": "fix"},
   {"file": LOWCAL24_LOCAL, "episode": "E1", "native_id": "run_shell_command-1758675993400-6fb3d49e850a48", "role": "symptom"},
   {"file": LOWCAL24_LOCAL, "episode": "E1", "native_id": "replace-1758676006797-a07a1a85ba8248", "role": "fix"},
   {"file": LOWCAL24_LOCAL, "episode": "E9", "native_id": "run_shell_command-1758676239312-0ebd20aec7361", "role": "symptom"},
   {"file": LOWCAL24_LOCAL, "episode": "E9", "native_id": "replace-1758676280988-e4af00457ed728", "role": "fix"}],
  "fix_entities": ["TS2300", "Duplicate identifier"]},
 {"description": "tsc TS6133 '<import> is declared but its value is never read' (noUnusedLocals) breaks 'npm run build' in the LowCal/Qwen Code monorepo after the agent edits a command file; fixed by dropping the import.",
  "category": "compile_error_unused_import",
  "members": [
   {"file": LOWCAL_LOCAL, "episode": "E5", "native_id": "532513009", "role": "symptom"},
   {"file": LOWCAL_LOCAL, "episode": "E5", "native_id": "749030998", "role": "fix"},
   {"file": LOWCAL24_LOCAL, "episode": "E2", "native_id": "run_shell_command-1758675993400-6fb3d49e850a48", "role": "symptom"},
   {"file": LOWCAL24_LOCAL, "episode": "E2", "native_id": "replace-1758676027272-55fb8bb830cef8", "role": "fix"}],
  "fix_entities": ["TS6133"]},
 {"description": "The user refuses the agent's unrequested commit step: 'git status' (to prepare a commit) is denied ('[Operation Cancelled] Reason: User did not allow tool call', immo212) or cancelled with no functionResponse (LowCal 09-26); the user answers with a bug report or an instruction not to commit.",
  "category": "user_rejection_commit",
  "members": [
   {"file": "gemini/immo212__gemini-conversation.json", "episode": "E7", "native_id": "run_shell_command-1752513837762-45c89ff4873e1", "role": "symptom"},
   {"file": "gemini/immo212__gemini-conversation.json", "episode": "E7", "native_id": "run_shell_command-1752513907626-2f4f8f2f3b029", "role": "symptom"},
   {"file": LOWCAL26_LOCAL, "episode": "E2", "native_id": "context:31", "role": "symptom"},
   {"file": LOWCAL26_LOCAL, "episode": "E2", "native_id": "context:66", "role": "fix"}],
  "fix_entities": ["git status"]},
 {"description": "tsc --build rejects a relative import path in a LowCal/Qwen Code test file (TS2307 'Cannot find module ../../../../config/config.js'; TS2835 'Relative import paths need explicit file extensions … Did you mean ./exportCommand.js?'); fixed by editing the import specifier.",
  "category": "compile_error_import_path",
  "members": [
   {"file": LOWCAL26_LOCAL, "episode": "E1", "native_id": "context:2", "role": "symptom"},
   {"file": LOWCAL26_LOCAL, "episode": "E1", "native_id": "replace-1758842993614-6b82594b94ad8", "role": "fix"},
   {"file": LOWCAL_LOCAL, "episode": "E4", "native_id": "532513009", "role": "symptom"},
   {"file": LOWCAL_LOCAL, "episode": "E4", "native_id": "129619901", "role": "fix"}],
  "fix_entities": ["import"]},
]

def gemini_error_index(path):
    """native id -> (position, decoded text). Calls take the id of their functionResponse."""
    ctx = json.load(open(path))["context"]
    idx, pending = {}, []
    for i, x in enumerate(ctx):
        if isinstance(x, str):
            idx[f"context:{i}"] = (i, x); continue
        if isinstance(x, list) and all(isinstance(v, str) for v in x):  # pending prompt as a list of strings
            idx[f"context:{i}"] = (i, "\n".join(x)); continue
        if isinstance(x, list):  # pending request given as a bare list of parts (user role)
            x = {"role": "user", "parts": x}
        texts = []
        if x["role"] == "user" and not any("functionResponse" in p for p in x["parts"]):
            for ci, fc in pending:  # answered by user text instead of a functionResponse
                idx[fc.get("id") or f"context:{ci}"] = (ci, json.dumps(fc["args"]) + "\n" + "\n".join(v for v in fc["args"].values() if isinstance(v, str)), fc["name"], None)
            pending = []
        for p in x["parts"]:
            if "functionCall" in p:
                pending.append((i, p["functionCall"]))
                texts.append(json.dumps(p["functionCall"]["args"], ensure_ascii=False))
                for v in p["functionCall"]["args"].values():
                    if isinstance(v, str): texts.append(v)
            elif "functionResponse" in p:
                fr = p["functionResponse"]
                ci, fc = pending.pop(0)
                assert fc["name"] == fr["name"], (i, fc["name"], fr["name"])
                r = fr["response"]
                body = "\n".join(str(v) for v in r.values())
                args = json.dumps(fc["args"], ensure_ascii=False) + "\n" + "\n".join(v for v in fc["args"].values() if isinstance(v, str))
                idx[fr["id"]] = (ci, args + "\n" + body, fc["name"], r)
            elif "text" in p:
                texts.append(p["text"])
        if f"context:{i}" not in idx: idx[f"context:{i}"] = (i, "\n".join(texts))
    for ci, fc in pending:  # calls never answered
        idx[fc.get("id") or f"context:{ci}"] = (ci, json.dumps(fc["args"]) + "\n" + "\n".join(v for v in fc["args"].values() if isinstance(v, str)), fc["name"], None)
    return idx

def check(local, e):
    idx = gemini_error_index(os.path.join(ROOT, "files", local))
    errs = []
    def pos(n):
        if n not in idx: errs.append(f"missing id {n}"); return -1
        return idx[n][0]
    def text(n): return idx[n][1] if n in idx else ""
    for n in e["failed_native_ids"] + e["exit_unknown"] + e["expected_nonzero"]: pos(n)
    for ep in e["episodes"]:
        syms = ep["symptom_native_ids"]
        ps = [pos(s) for s in syms]
        alltext = "\n".join(text(s) for s in syms)
        if ep["error_text"] and not ep["error_text"].startswith("(") and ep["error_text"] not in alltext:
            errs.append(f"{ep['id']} error_text not in symptoms")
        if ep["failing_command"] and ep["failing_command"] not in alltext:
            errs.append(f"{ep['id']} failing_command not in symptoms")
        fx = ep["fix"]
        if fx:
            fp = pos(fx["native_id"])
            if fp <= ps[0]: errs.append(f"{ep['id']} fix not after symptom")
            cand = text(fx["native_id"]) + alltext + (text(ep["verified_by_native_id"]) if ep["verified_by_native_id"] else "")
            for n in ep.get("diagnosis_native_ids", []): cand += text(n)
            for ent in fx["entities"]:
                if ent not in cand: errs.append(f"{ep['id']} entity {ent!r} not found")
            if ep["verified_by_native_id"]:
                vp = pos(ep["verified_by_native_id"])
                if vp < fp: errs.append(f"{ep['id']} verification before fix")
    for pv in e["pivots"]:
        if pv["snippet"] not in text(pv["native_id"]): errs.append(f"pivot snippet missing {pv['native_id']}")
    for r in e["reuse"]:
        if pos(r["discovered_native_id"]) >= pos(r["reused_native_id"]): errs.append("reuse order")
        if r["entity"] not in text(r["discovered_native_id"]) or r["entity"] not in text(r["reused_native_id"]):
            errs.append(f"reuse entity {r['entity']!r} not in both records")
    # second method for counts: scan raw JSON text for run_shell_command calls
    raw = json.load(open(os.path.join(ROOT, "files", local)))["context"]
    n_shell = sum(1 for x in raw if isinstance(x, dict) for p in x["parts"] if p.get("functionCall", {}).get("name") == "run_shell_command")
    n_shell2 = len(re.findall(r'"functionCall":\s*\{[^{}]*?"name":\s*"run_shell_command"', open(os.path.join(ROOT, "files", local)).read()))
    print("   shell count by parse / regex:", n_shell, n_shell2)

    def status(r):
        if r is None: return "unknown"
        if "error" in r: return "failed" if "Operation Cancelled" in r["error"] else "unknown"  # denial vs spawn error
        m = re.search(r"Exit Code: (\d+)", r.get("output", ""))
        return "unknown" if not m else ("ok" if m.group(1) == "0" else "failed")
    failed = sorted(k for k, v in idx.items() if len(v) > 2 and v[2] == "run_shell_command" and status(v[3]) == "failed")
    unknown = sorted(k for k, v in idx.items() if len(v) > 2 and v[2] == "run_shell_command" and status(v[3]) == "unknown")
    if n_shell != e["counts"]["shell_commands"]: errs.append(f"shell count {n_shell}")
    if failed != sorted(e["failed_native_ids"]): errs.append(f"failed ids {failed}")
    if unknown != sorted(e["exit_unknown"]): errs.append(f"exit_unknown {unknown}")
    if len(e["failed_native_ids"]) != e["counts"]["failed_shell_commands"]: errs.append("failed count")
    return errs

def check_groups():
    errs = []
    for g in GROUPS:
        for m in g["members"]:
            e = FILES[m["file"]]
            eps = {x["id"]: x for x in e["episodes"]}
            x = eps.get(m["episode"])
            if not x: errs.append(f"group member episode missing {m}"); continue
            ids = x["symptom_native_ids"] + ([x["fix"]["native_id"]] if x["fix"] else [])
            if m["native_id"] not in ids: errs.append(f"group member id not in episode {m}")
    return errs

ok = True
ge = check_groups(); print("groups", "OK" if not ge else ge); ok &= not ge
for k, e in FILES.items():
    errs = check(k, e)
    print(k, "OK" if not errs else errs); ok &= not errs
out = {"schema_notes": "see tests/labelled-real/README.md; same as files.gold.json", "files": FILES, "cross_session_groups": GROUPS}
json.dump(out, open(os.path.join(ROOT, "gold.json"), "w"), indent=1, ensure_ascii=False)
print("wrote gold.json", "(with errors)" if not ok else "")
