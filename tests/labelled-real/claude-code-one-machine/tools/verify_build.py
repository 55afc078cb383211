"""Check every spec in tools/specs against its raw file, then write gold.json.
Checks: ids exist; snippets/error_text/failing_command/fix entities occur in decoded text;
symptom < fix <= verification (file order); counts and failed ids recomputed from the raw file."""
import json, re, sys, os, importlib.util, glob
sys.path.insert(0, os.path.dirname(__file__))
import claude_index
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
def loadspec(p):
    s = importlib.util.spec_from_file_location(os.path.basename(p)[:-3], p); m = importlib.util.module_from_spec(s); s.loader.exec_module(m); return m
def named_ids(notes, ids):
    out = set(re.findall(r'toolu_[A-Za-z0-9]+', notes))
    for pre in re.findall(r'\b([0-9a-f]{8})-…', notes):
        out |= {k for k in ids if k.startswith(pre + '-')}
    return out
problems = 0
def bad(key, msg):
    global problems; problems += 1; print('PROBLEM', key, msg)
gold = {"schema_notes": "see tests/labelled-real/README.md; same as files.gold.json", "files": {}, "cross_session_groups": []}
specs = sorted(glob.glob(os.path.join(ROOT, 'tools/specs/*.py')))
for p in specs:
    m = loadspec(p); key, e = m.KEY, m.ENTRY
    path = os.path.join(ROOT, 'files', key)
    ids, calls, results = claude_index.load(path)
    def line(i):
        return ids[i]['line']
    def text(i):
        return ids[i]['text'] if i in ids else ''
    bash = [c for c in calls if c[1] == 'Bash']
    failed = {c[0] for c in bash if results.get(c[0], (0, None))[1]}
    # background Bash: its exit status arrives in a later BashOutput result ('<status>failed</status>')
    bg = {}
    for c in bash:
        m = re.search(r'Command running in background with ID: (\S+)', results.get(c[0], (0, None, ''))[2] or '')
        if m: bg[m.group(1)] = c[0]
    for c in calls:
        if c[1] == 'BashOutput' and '<status>failed</status>' in results.get(c[0], (0, None, ''))[2]:
            failed.add(bg[c[3]['bash_id']])
    failed = sorted(failed)
    unknown = sorted(c[0] for c in bash if c[0] not in results)
    if e['counts']['shell_commands'] != len(bash): bad(key, f"shell count {len(bash)}")
    if e['failed_native_ids'] != failed: bad(key, f"failed {failed}")
    if e['counts']['failed_shell_commands'] != len(failed): bad(key, 'failed count')
    if e['exit_unknown'] != unknown: bad(key, f'unknown {unknown}')
    bashids = {c[0] for c in bash}
    masked = {s for ep in e['episodes'] if ep['masked'] for s in ep['symptom_native_ids'] if s in bashids and s not in failed}
    if e['counts']['masked_failures_annotated'] != len(masked): bad(key, f'masked {sorted(masked)}')
    for x in e['expected_nonzero']:
        if x not in failed: bad(key, f'expected not failed {x}')
    covered = set()
    for ep in e['episodes']:
        ep.setdefault('shell', any(x in bashids for x in ep['symptom_native_ids']))
        if not ep['shell'] and 'symptom_tool' not in ep: bad(key, f"{ep['id']} non-shell without symptom_tool")
        for s in ep['symptom_native_ids']:
            if s not in ids: bad(key, f"{ep['id']} missing symptom {s}")
            covered.add(s)
        diag = named_ids(ep['notes'], ids)
        pool = ep['symptom_native_ids'] + list(diag)
        if not any(ep['error_text'] in text(s) for s in pool) and not ep['error_text'].startswith('('):
            bad(key, f"{ep['id']} error_text not found")
        if ep['failing_command'] and not any(ep['failing_command'] in text(s) for s in ep['symptom_native_ids']):
            bad(key, f"{ep['id']} failing_command not found")
        first = min(line(s) for s in ep['symptom_native_ids'] if s in ids)
        f = ep['fix']
        if f:
            if f['native_id'] not in ids: bad(key, f"{ep['id']} fix id missing")
            else:
                if not first < line(f['native_id']): bad(key, f"{ep['id']} fix before symptom")
                if ep['verified_by_native_id'] and not line(f['native_id']) <= line(ep['verified_by_native_id']): bad(key, f"{ep['id']} verify before fix")
            epool = [f['native_id'], ep['verified_by_native_id'] or ''] + pool
            for ent in f['entities']:
                if not any(ent in text(s) for s in epool): bad(key, f"{ep['id']} entity {ent!r} not found")
        if ep['verified_by_native_id'] and ep['verified_by_native_id'] not in ids: bad(key, f"{ep['id']} verify id missing")
        if ep['resolved'] and not ep['verified_by_native_id']: bad(key, f"{ep['id']} resolved w/o verification")
        if ep['masked'] and 'masked' not in ep['hard_cases']: bad(key, f"{ep['id']} masked tag")
    for x in failed:
        if x not in covered and x not in e['expected_nonzero']:
            # allowed if it is an attempted fix in some episode
            if not any(ep['fix'] and ep['fix']['native_id'] == x for ep in e['episodes']): bad(key, f'failed id not covered {x}')
    for pv in e['pivots']:
        if pv['snippet'] not in text(pv['native_id']): bad(key, f"pivot {pv['native_id']}")
    for r in e['reuse']:
        for k in ('discovered', 'reused'):
            if r[k]['snippet'] not in text(r[k]['native_id']): bad(key, f"reuse {r['entity']} {k}")
        if not line(r['discovered']['native_id']) < line(r['reused']['native_id']): bad(key, f"reuse order {r['entity']}")
    gold['files'][key] = e
    print(key, 'bash', len(bash), 'failed', len(failed), 'masked', len(masked), 'episodes', len(e['episodes']))
gpath = os.path.join(ROOT, 'tools/specs/groups.json')
if os.path.exists(gpath):
    groups = json.load(open(gpath))
    for g in groups:
        for mb in g['members']:
            ids, _, _ = claude_index.load(os.path.join(ROOT, 'files', mb['file']))
            if mb['native_id'] not in ids: bad(mb['file'], f"group member {mb['native_id']}")
            if mb['file'] not in gold['files']: bad(mb['file'], 'group file not labelled')
    gold['cross_session_groups'] = groups
# renumber episodes in order of first symptom (ids in notes are rewritten; references to
# episodes of OTHER files, written "<8-hex>-… E7" or "… E7/E9", are left alone)
import copy
maps = {}
for key, e in gold['files'].items():
    ids, _, _ = claude_index.load(os.path.join(ROOT, 'files', key))
    order = sorted(e['episodes'], key=lambda ep: min(ids[x]['line'] for x in ep['symptom_native_ids']))
    maps[key] = {ep['id']: f"E{i+1}" for i, ep in enumerate(order)}
    e['episodes'] = order
PROT = re.compile(r'[0-9a-f]{8}-…\s+E\d+(?:/E\d+)*')
def remap(text, m):
    out, last = [], 0
    for mm in PROT.finditer(text):
        out.append(re.sub(r'\bE(\d+)\b', lambda x: m.get(x.group(0), x.group(0)).replace('E', '\x00'), text[last:mm.start()]))
        ref = mm.group(0); tgt = [k for k in maps if ref[:8] in k]
        tm = maps[tgt[0]] if tgt else {}
        out.append(re.sub(r'\bE(\d+)\b', lambda x: tm.get(x.group(0), x.group(0)).replace('E', '\x00'), ref)); last = mm.end()
    out.append(re.sub(r'\bE(\d+)\b', lambda x: m.get(x.group(0), x.group(0)).replace('E', '\x00'), text[last:]))
    return ''.join(out).replace('\x00', 'E')
for key, e in gold['files'].items():
    m = maps[key]
    for ep in e['episodes']:
        ep['id'] = m[ep['id']]; ep['notes'] = remap(ep['notes'], m)
    e['counts_notes'] = remap(e['counts_notes'], m); e['notes'] = remap(e['notes'], m)
for grp in gold['cross_session_groups']:
    for mb in grp['members']:
        if 'role' in mb and mb['file'] in maps: mb['role'] = remap(mb['role'], maps[mb['file']])
print('problems', problems)
if problems == 0 or '--force' in sys.argv:
    json.dump(gold, open(os.path.join(ROOT, 'gold.json'), 'w'), indent=1, ensure_ascii=False); print('wrote gold.json')
