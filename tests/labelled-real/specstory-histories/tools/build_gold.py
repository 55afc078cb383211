"""Build gold.json from the hand-written specs in tools/specs/*.py; counts, failed ids and
exit_unknown are computed from the raw files with tools/specstory.py."""
import json, os, sys, importlib.util
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import specstory

def load(name):
    spec = importlib.util.spec_from_file_location(name, os.path.join(HERE, "specs", name + ".py"))
    m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m); return m

MODULES = [m[:-3] for m in sorted(os.listdir(os.path.join(HERE, "specs"))) if m.endswith(".py")]
files, groups = {}, []
for name in MODULES:
    m = load(name)
    groups += getattr(m, "GROUPS", [])
    for path, s in m.S.items():
        recs = specstory.parse(os.path.join(ROOT, "files", path))
        sh = [r for r in recs if r["kind"] == "shell"]
        failed = sorted((r["id"] for r in sh if r["exit"] not in (None, 0)), key=lambda x: int(x[5:]))
        unknown = [r["id"] for r in sh if r["exit"] is None]
        masked = sorted({sid for e in s["episodes"] if e.get("masked") and e.get("shell")
                         for sid in e["symptom_native_ids"] if sid not in failed and any(r["id"] == sid for r in sh)})
        entry = {"format": s["format"],
                 "counts": {"shell_commands": len(sh), "failed_shell_commands": len(failed),
                            "masked_failures_annotated": len(masked)},
                 "counts_notes": s["counts_notes"], "failed_native_ids": failed,
                 "expected_nonzero": s["expected_nonzero"], "exit_unknown": unknown,
                 "notes": s["notes"], "episodes": s["episodes"], "pivots": s["pivots"], "reuse": s["reuse"]}
        files[path] = entry
out = {"schema_notes": "see tests/labelled-real/README.md; same as files.gold.json. Native ids in these SpecStory "
       "markdown files are line:N (0-based line number): for a shell command the line that opens its tool block "
       "(`<tool-use data-tool-type=\"shell\" …>` in Markdown v2.x, `Tool use: **run_terminal_cmd**` in legacy Cursor "
       "exports); for a message its header line (`_**User (…)**_`, `_**Agent (…)**_`, `_**Assistant (…)**_`). A message "
       "record's text runs to the next header; a tool record's text runs to its `</tool-use>` (legacy: the next `---`). "
       "Exit codes only where the file states one (a Claude Code result starting `Exit code N`); every other shell "
       "command is in exit_unknown. Episodes carry `shell` (and `symptom_tool` when false).",
       "files": files, "cross_session_groups": groups}
json.dump(out, open(os.path.join(ROOT, "gold.json"), "w"), indent=1, ensure_ascii=False)
for p, e in files.items():
    eps = e["episodes"]
    print(f"{p}: sh={e['counts']['shell_commands']} failed={e['counts']['failed_shell_commands']} unknown={len(e['exit_unknown'])} "
          f"masked={e['counts']['masked_failures_annotated']} eps={len(eps)} ({sum(x['shell'] for x in eps)}/{sum(not x['shell'] for x in eps)}) "
          f"resolved={sum(x['resolved'] for x in eps)} pivots={len(e['pivots'])} reuse={len(e['reuse'])}")
