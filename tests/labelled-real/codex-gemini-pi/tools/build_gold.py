"""Assemble gold.json from tools/specs/*.py (each defines KEY and ENTRY) and tools/specs/groups.py."""
import glob, importlib.util, json, os

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

def load(path):
    spec = importlib.util.spec_from_file_location(os.path.basename(path)[:-3], path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod

files = {}
groups = []
for p in sorted(glob.glob(os.path.join(HERE, "specs", "*.py"))):
    m = load(p)
    if hasattr(m, "GROUPS"):
        groups = m.GROUPS
    else:
        files[m.KEY] = m.ENTRY
out = {"schema_notes": "see tests/labelled-real/README.md; same as files.gold.json. Extra episode fields used here as in the L3 set: shell (bool) and symptom_tool. Gemini chat recording native ids: toolCalls[].id for tool calls, messages[].id for messages. pi session native ids: toolCall id for tool calls (its toolResult belongs to it), the entry id for other entries.",
       "files": files, "cross_session_groups": groups}
with open(os.path.join(ROOT, "gold.json"), "w", encoding="utf-8") as f:
    json.dump(out, f, indent=1, ensure_ascii=False)
    f.write("\n")
print("wrote", len(files), "files,", len(groups), "groups")
