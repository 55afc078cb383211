#!/usr/bin/env python3
"""Build gold.json from tools/specs/*.py; counts, failed ids and exit_unknown are computed from the raw
files (ss_records for SpecStory Markdown, loaders.py for other formats)."""
import json, os, sys, glob, importlib.util
T = os.path.dirname(os.path.abspath(__file__)); BASE = os.path.dirname(T)
sys.path.insert(0, T)
from ss_records import records as ss_records
ORDER = ['cal_a', 'cal_b', 'cal_c', 'cal_d', 'munsell', 'listfix_a', 'listfix_b', 'wave', 'cal_gemini']
extra = sorted(os.path.basename(p)[:-3] for p in glob.glob(os.path.join(T, 'specs', '*.py')))
ORDER += [x for x in extra if x not in ORDER]
def load(path):
    import loaders
    recs, order = loaders.load(path)
    return [recs[i] for i in order]
files = {}
for name in ORDER:
    spec = importlib.util.spec_from_file_location(name, os.path.join(T, 'specs', name + '.py'))
    m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m)
    e = dict(m.ENTRY); extra_notes = e.pop('counts_notes_extra', '')
    e['episodes'] = sorted(e['episodes'], key=lambda x: int(x['id'][1:]))
    recs = load(os.path.join(BASE, 'files', m.FILE))
    shell = [r for r in recs if r.get('shell')]
    failed = [r['id'] for r in shell if r.get('exit') not in (None, 0)]
    unknown = [r['id'] for r in shell if r.get('exit_unknown')]
    masked = set()
    for ep in e['episodes']:
        if ep['masked']:
            for s in ep['symptom_native_ids']:
                r = next((x for x in recs if x['id'] == s), None)
                if r and r.get('shell') and s not in failed: masked.add(s)
    cn = e.pop('counts_notes', None) or getattr(m, 'COUNTS_NOTES', None)
    if cn is None:
        cn = (f"{len(shell)} Bash tool blocks (<tool-use data-tool-type=\"bash\" data-tool-name=\"Bash\">; native id line:N = 0-based line of that opening tag; "
              "messages: the _**User**_ / _**Agent (…)**_ header line). Exit status: SpecStory copies Claude Code's tool_result text, which starts "
              "'Exit code N' on every non-zero exit and carries no status line on success, so a Bash block whose result fence starts 'Exit code N' "
              f"failed ({len(failed)}: " + ', '.join(f"{i} exit {next(r['exit'] for r in shell if r['id']==i)}" for i in failed) + ") and any other Bash block "
              "with a result is exit 0 (is_error false in the underlying JSONL). exit_unknown: Bash calls started in the background that never report "
              f"({len(unknown)}). Masked: {len(masked)}.")
    cn += extra_notes
    out = {"format": e.pop('format'), "counts": {"shell_commands": len(shell), "failed_shell_commands": len(failed), "masked_failures_annotated": len(masked)},
           "counts_notes": cn, "failed_native_ids": sorted(failed, key=lambda x: int(x.split(':')[1]) if x.split(':')[1].isdigit() else x),
           "expected_nonzero": e.pop('expected_nonzero'), "exit_unknown": unknown}
    out.update(e)
    files[m.FILE] = out
groups = []
gp = os.path.join(T, 'specs', 'groups.json')
if os.path.exists(gp): groups = json.load(open(gp))
json.dump({"schema_notes": "see tests/labelled-real/README.md; same as files.gold.json. Additions: episodes carry 'shell' (and 'symptom_tool' when false) as in the later labelled sets; an optional 'diagnosis_native_id' names the record an error_text is quoted from when the symptom call's own output shows no error (masked artifact failures). cross_session_groups members also name their 'episode' and 'role'.",
           "files": files, "cross_session_groups": groups}, open(os.path.join(BASE, 'gold.json'), 'w'), indent=1, ensure_ascii=False)
print('wrote', len(files), 'files')
