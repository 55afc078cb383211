"""Collect per-file specs from tools/specs/*.py into gold.json (L34)."""
import importlib.util, json, pathlib
ROOT = pathlib.Path(__file__).resolve().parent.parent
files, groups = {}, []
for p in sorted((ROOT / "tools" / "specs").glob("*.py")):
    spec = importlib.util.spec_from_file_location(p.stem, p)
    m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m)
    if hasattr(m, "KEY"):
        files[m.KEY] = m.ENTRY
    if hasattr(m, "GROUPS"):
        groups.extend(m.GROUPS)
out = {"schema_notes": "see tests/labelled-real/README.md; same as files.gold.json", "files": files, "cross_session_groups": groups}
(ROOT / "gold.json").write_text(json.dumps(out, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
print("wrote", len(files), "files", len(groups), "groups")
