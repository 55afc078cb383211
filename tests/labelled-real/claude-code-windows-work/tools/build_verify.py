#!/usr/bin/env python3
"""Build gold.json from tools/specs/*.py + tools/groups.py and verify everything against the raw files.
usage: build_verify.py [--write]"""
import sys, os, json, glob, importlib.util
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from cclib import load, shell_calls, failed_shell, exit_unknown, SHELL_TOOLS
errs = []
def E(f, m): errs.append(f"{f}: {m}")
def mod(p):
    s = importlib.util.spec_from_file_location(os.path.basename(p)[:-3], p); m = importlib.util.module_from_spec(s); s.loader.exec_module(m); return m
files = {}; loaded = {}
for p in sorted(glob.glob(os.path.join(HERE, 'specs', '*.py'))):
    m = mod(p); f = m.FILE; S = m.SPEC
    path = os.path.join(ROOT, 'files', f)
    d = load(path); loaded[f] = d
    T = d['texts']; P = d['pos']
    def has(nid): return nid in T
    def txt(nid): return T.get(nid, '')
    sc = shell_calls(d); fl = failed_shell(d); eu = exit_unknown(d)
    failset = set(fl)
    # ids exist
    for ep in S['episodes']:
        ids = list(ep['symptom_native_ids'])
        if ep.get('fix'): ids.append(ep['fix']['native_id'])
        if ep.get('verified_by_native_id'): ids.append(ep['verified_by_native_id'])
        for i in ids:
            if not has(i): E(f, f"{ep['id']}: native id {i} not found")
        # error text
        et = ep['error_text']
        if not et.startswith('('):
            pool = '\n'.join(txt(i) for i in ep['symptom_native_ids'])
            if et not in pool:
                extra = ep.get('_error_text_from')
                if not (extra and et in txt(extra)):
                    E(f, f"{ep['id']}: error_text not in symptom records: {et[:80]!r}")
        # failing command
        if ep['failing_command'] is not None:
            ok = any(ep['failing_command'] in str(d['uses'].get(i, {}).get('input', {}).get('command', '')) for i in ep['symptom_native_ids'])
            if not ok: E(f, f"{ep['id']}: failing_command not in a symptom command")
        # shell flag
        sh_sym = [i for i in ep['symptom_native_ids'] if i in d['uses'] and d['uses'][i]['name'] in SHELL_TOOLS]
        if ep['shell'] != bool(sh_sym): E(f, f"{ep['id']}: shell flag {ep['shell']} but shell symptoms {sh_sym}")
        for i in sh_sym:
            if i not in failset and not ep['masked'] and not ep['expected_failure']:
                E(f, f"{ep['id']}: shell symptom {i} did not fail and episode not masked")
        # fix entities
        if ep.get('fix'):
            pool = '\n'.join(txt(i) for i in ids)
            for en in ep['fix']['entities']:
                if en not in pool: E(f, f"{ep['id']}: fix entity {en!r} not found in symptom/fix/verification records")
        # order
        sp = min(P[i] for i in ep['symptom_native_ids'] if i in P) if ep['symptom_native_ids'] else None
        if ep.get('fix') and ep['fix']['native_id'] in P:
            fp = P[ep['fix']['native_id']]
            if not sp < fp: E(f, f"{ep['id']}: symptom {sp} !< fix {fp}")
            v = ep.get('verified_by_native_id')
            if v and v in P and not fp <= P[v]: E(f, f"{ep['id']}: fix {fp} !<= verification {P[v]}")
        if ep['resolved'] and not ep.get('verified_by_native_id'): E(f, f"{ep['id']}: resolved without verification")
        if ep['expected_failure'] and ep.get('fix'): E(f, f"{ep['id']}: expected_failure with fix")
        for hc in ep['hard_cases']:
            if hc not in ('tool_switch','compound_retry','env_prefix','flag_removed','path_fix','masked','typo','retry_still_fails_differently','intended_failure','edit_then_retry','install','gave_up','config_change','permission','wrong_cwd'):
                E(f, f"{ep['id']}: bad hard_case {hc}")
    # ids of episodes sequential and in order of first symptom
    firsts = [min(P.get(i, 10**9) for i in ep['symptom_native_ids']) for ep in S['episodes']]
    if firsts != sorted(firsts): E(f, f"episodes not in order of first symptom: {firsts}")
    if [ep['id'] for ep in S['episodes']] != [f"E{k+1}" for k in range(len(S['episodes']))]: E(f, "episode ids not E1..En")
    # every failed shell id explained
    syms = set(i for ep in S['episodes'] for i in ep['symptom_native_ids'])
    notes_all = '\n'.join(ep['notes'] + ' ' + json.dumps(ep.get('fix') or {}) for ep in S['episodes'])
    for i in fl:
        if i in syms or i in S['expected_nonzero']: continue
        if i in notes_all: continue  # named as an attempted fix in an episode note
        E(f, f"failed shell {i} is not a symptom, attempted fix (named in notes) or expected_nonzero")
    for i in S['expected_nonzero']:
        if i not in failset: E(f, f"expected_nonzero {i} is not a failed shell id")
    # pivots / reuse
    for pv in S['pivots']:
        if pv['snippet'] not in txt(pv['native_id']): E(f, f"pivot snippet not in {pv['native_id']}: {pv['snippet'][:60]!r}")
    for ru in S['reuse']:
        for k in ('discovered', 'reused'):
            if ru[k]['snippet'] not in txt(ru[k]['native_id']): E(f, f"reuse {k} snippet not in {ru[k]['native_id']}: {ru[k]['snippet'][:60]!r}")
        if not P.get(ru['discovered']['native_id'], 0) < P.get(ru['reused']['native_id'], -1): E(f, f"reuse order {ru['entity']}")
    masked = set()
    for ep in S['episodes']:
        if ep['masked']:
            for i in ep['symptom_native_ids']:
                if i in d['uses'] and d['uses'][i]['name'] in SHELL_TOOLS and i not in failset: masked.add(i)
    entry = {
        'format': S['format'],
        'counts': {'shell_commands': len(sc), 'failed_shell_commands': len(fl), 'masked_failures_annotated': len(masked)},
        'counts_notes': S['counts_notes'],
        'failed_native_ids': fl, 'expected_nonzero': sorted(S['expected_nonzero']), 'exit_unknown': eu,
        'notes': S['notes'],
        'episodes': [{k: v for k, v in ep.items() if not k.startswith('_')} for ep in S['episodes']],
        'pivots': S['pivots'], 'reuse': S['reuse'],
    }
    files[f] = entry
    print(f"{f}: shell={len(sc)} failed={len(fl)} expected={len(S['expected_nonzero'])} unknown={len(eu)} episodes={len(S['episodes'])} masked={len(masked)}")
groups = []
gp = os.path.join(HERE, 'groups.py')
if os.path.exists(gp):
    groups = mod(gp).GROUPS
    for g in groups:
        fs = set()
        for mbr in g['members']:
            f = mbr['file']; fs.add(f)
            if f not in files: E('groups', f"unknown file {f}"); continue
            if mbr['native_id'] not in loaded[f]['texts']: E('groups', f"{f}: id {mbr['native_id']} missing")
            if mbr['episode']:
                eps = {ep['id']: ep for ep in files[f]['episodes']}
                ep = eps.get(mbr['episode'])
                if not ep: E('groups', f"{f}: episode {mbr['episode']} missing")
                else:
                    ids = set(ep['symptom_native_ids']) | {(ep.get('fix') or {}).get('native_id'), ep.get('verified_by_native_id')}
                    if mbr['native_id'] not in ids: E('groups', f"{f} {mbr['episode']}: {mbr['native_id']} not a symptom/fix/verification of that episode")
        if len(fs) < 2: E('groups', f"group {g['category']} has <2 files")
        for en in g.get('fix_entities', []):
            if not any(en in t for f in fs if f in loaded for t in loaded[f]['texts'].values()):
                E('groups', f"{g['category']}: fix entity {en!r} not found in member files")
gold = {'schema_notes': 'Same schema as /work/shared/labelled-real/files.gold.json (see its schema_notes); episodes also carry shell and symptom_tool. Claude Code shell commands here are tool_use blocks named Bash or PowerShell (see counts_notes).', 'files': files, 'cross_session_groups': groups}
if errs:
    print('\n'.join('ERR ' + e for e in errs)); print(f"{len(errs)} errors"); sys.exit(1)
print('verifier: all checks passed')
if '--write' in sys.argv:
    json.dump(gold, open(os.path.join(ROOT, 'gold.json'), 'w'), indent=1, ensure_ascii=False); print('wrote gold.json')
