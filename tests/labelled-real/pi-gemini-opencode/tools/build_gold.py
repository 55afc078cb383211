"""Assemble gold.json from the hand labels in tools/labels/*.py. Counts and failed ids are computed
from the raw files (pi: toolResult.isError of bash calls); episodes/pivots/reuse come from the labels."""
import json, importlib.util, glob, os, sys
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, 'tools'))
from readers import read_any

def load(p):
    s = importlib.util.spec_from_file_location(os.path.basename(p)[:-3], p); m = importlib.util.module_from_spec(s); s.loader.exec_module(m); return m

files = {}; groups = []
for p in sorted(glob.glob(os.path.join(ROOT, 'tools/labels/*.py'))):
    L = load(p)
    if hasattr(L, 'GROUPS'): groups += L.GROUPS
    if not hasattr(L, 'FILE'): continue
    S = read_any(os.path.join(ROOT, 'files', L.FILE))
    shell = S['shell_ids']; failed = sorted(S['failed']); unknown = sorted(S['exit_unknown'])
    masked_ids = set()
    for e in L.EPISODES:
        if e['masked']:
            for sid in e['symptom_native_ids']:
                if sid in shell and sid not in S['failed']: masked_ids.add(sid)
    files[L.FILE] = dict(format=L.META['format'],
        counts=dict(shell_commands=len(shell), failed_shell_commands=len(failed), masked_failures_annotated=len(masked_ids)),
        counts_notes=L.META['counts_notes'], failed_native_ids=failed, expected_nonzero=sorted(L.EXPECTED),
        exit_unknown=unknown, notes=L.META['notes'], episodes=L.EPISODES, pivots=L.PIVOTS, reuse=L.REUSE)
notes = "Same schema as /work/shared/labelled-real/files.gold.json (see its schema_notes); episodes also carry shell and symptom_tool. pi sessions: native id of a tool call = toolCall id; of a message/record = 'line:N' (0-based) because v1 pi entries have no ids (v3 entries have an 8-hex id, used when present). Failed shell command = bash toolCall whose toolResult has isError true (with 'Command exited with code N' or 'Command aborted'). See README.md."
json.dump(dict(schema_notes=notes, files=files, cross_session_groups=groups), open(os.path.join(ROOT, 'gold.json'), 'w'), indent=1, ensure_ascii=False)
print('wrote', len(files), 'files,', len(groups), 'groups')
