"""Assemble gold.json from tools/labels/*.py (each defines KEY, ENTRY) plus CROSS in tools/labels/cross.py."""
import importlib.util, json, pathlib
here = pathlib.Path(__file__).parent
files, cross = {}, []
for p in sorted((here / "labels").glob("*.py")):
    spec = importlib.util.spec_from_file_location(p.stem, p); m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m)
    if hasattr(m, "KEY"): files[m.KEY] = m.ENTRY
    if hasattr(m, "CROSS"): cross = m.CROSS
out = {"schema_notes": "see tests/labelled-real/README.md; same as files.gold.json", "files": files, "cross_session_groups": cross}
(here.parent / "gold.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
print("wrote", len(files), "files,", len(cross), "groups")
