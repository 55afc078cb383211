#!/usr/bin/env python3
"""Check gold.json against the raw files (uses ss_records only for record boundaries of SpecStory
files; other formats have their own loaders). Checks ids exist, snippets occur in their records,
symptom < fix <= verification, failed ids explained, counts. usage: verify.py [--locate FILE SNIPPET]"""
import json, sys, os, re
sys.path.insert(0, os.path.dirname(__file__))
from ss_records import records as ss_records
BASE = os.path.join(os.path.dirname(__file__), '..')
def load(path):
    import loaders
    return loaders.load(path)
def pos(i): return int(i.split(':')[1]) if i.startswith('line:') else int(i.split(':')[1])
def main():
    if sys.argv[1:2] == ['--locate']:
        recs, order = load(os.path.join(BASE, 'files', sys.argv[2]))
        for i in order:
            if sys.argv[3] in recs[i]['text']: print(i, recs[i]['kind'], recs[i]['name'])
        return
    g = json.load(open(os.path.join(BASE, 'gold.json')))
    bad = 0
    for f, e in g['files'].items():
        recs, order = load(os.path.join(BASE, 'files', f))
        idx = {i: k for k, i in enumerate(order)}
        def chk(i, snip, what):
            nonlocal bad
            if i not in recs: print(f, what, 'MISSING ID', i); bad += 1; return
            if snip is not None and snip not in recs[i]['text']:
                print(f, what, 'SNIPPET NOT IN', i, repr(snip[:80])); bad += 1
        shell = [i for i in order if recs[i].get('shell')]
        failed = sorted([i for i in shell if recs[i].get('exit') not in (None, 0)], key=lambda x: idx[x])
        unknown = [i for i in shell if recs[i].get('exit_unknown')]
        c = e['counts']
        if c['shell_commands'] != len(shell): print(f, 'shell count', c['shell_commands'], len(shell)); bad += 1
        if c['failed_shell_commands'] != len(failed) or sorted(e['failed_native_ids']) != sorted(failed):
            print(f, 'failed mismatch', e['failed_native_ids'], failed); bad += 1
        if sorted(e['exit_unknown']) != sorted(unknown): print(f, 'exit_unknown mismatch', e['exit_unknown'], unknown); bad += 1
        explained = set(e['expected_nonzero'])
        masked = set()
        for ep in e['episodes']:
            syms = ep['symptom_native_ids']
            for s in syms: chk(s, None, ep['id'] + ' symptom')
            texts = ' '.join(recs[s]['text'] for s in syms if s in recs)
            fx = ep.get('fix'); ver = ep.get('verified_by_native_id')
            diag = ep.get('diagnosis_native_id')
            pool = texts + (recs[fx['native_id']]['text'] if fx and fx['native_id'] in recs else '') + (recs[ver]['text'] if ver and ver in recs else '') + (recs[diag]['text'] if diag and diag in recs else '')
            if not ep['error_text'].startswith('(') and ep['error_text'] not in texts + (recs[diag]['text'] if diag in recs else ''):
                print(f, ep['id'], 'error_text not in symptoms', repr(ep['error_text'][:80])); bad += 1
            if ep.get('failing_command') and ep['failing_command'] not in texts:
                print(f, ep['id'], 'failing_command not in symptom'); bad += 1
            if fx:
                chk(fx['native_id'], None, ep['id'] + ' fix')
                for en in fx['entities']:
                    if en not in pool: print(f, ep['id'], 'entity not found', en); bad += 1
                if fx['native_id'] in idx and idx[fx['native_id']] <= idx[syms[0]]: print(f, ep['id'], 'fix before symptom'); bad += 1
                if ver and ver in idx and idx[ver] < idx[fx['native_id']]: print(f, ep['id'], 'verification before fix'); bad += 1
            if ver: chk(ver, None, ep['id'] + ' verified')
            if ep['resolved'] and not ver: print(f, ep['id'], 'resolved without verification'); bad += 1
            if ep['masked']:
                for s in syms:
                    if recs[s].get('shell') and s not in failed: masked.add(s)
            for s in syms:
                if recs[s].get('shell') and s not in failed and not ep['masked'] and not recs[s].get('exit_unknown'):
                    print(f, ep['id'], 'shell symptom neither failed nor masked', s); bad += 1
            explained.update(syms)
            if fx: explained.add(fx['native_id'])
        for i in failed:
            if i not in explained: print(f, 'failed id not explained', i); bad += 1
        if c['masked_failures_annotated'] != len(masked): print(f, 'masked count', c['masked_failures_annotated'], len(masked)); bad += 1
        ids = [ep['id'] for ep in e['episodes']]
        if ids != [f'E{k+1}' for k in range(len(ids))]: print(f, 'episode ids not E1..En'); bad += 1
        firsts = [idx.get(ep['symptom_native_ids'][0], -1) for ep in e['episodes']]
        if firsts != sorted(firsts): print(f, 'episodes not in order of first symptom'); bad += 1
        for p in e['pivots']: chk(p['native_id'], p['snippet'], 'pivot')
        for r in e['reuse']:
            chk(r['discovered']['native_id'], r['discovered']['snippet'], 'reuse.discovered')
            chk(r['reused']['native_id'], r['reused']['snippet'], 'reuse.reused')
            if idx.get(r['discovered']['native_id'], 0) > idx.get(r['reused']['native_id'], 0): print(f, 'reuse order'); bad += 1
    for gr in g.get('cross_session_groups', []):
        for m in gr['members']:
            if m['file'] not in g['files']: print('group member file missing', m); bad += 1; continue
            recs, order = load(os.path.join(BASE, 'files', m['file']))
            if m['native_id'] not in recs: print('group member id missing', m); bad += 1
            ep = [e for e in g['files'][m['file']]['episodes'] if e['id'] == m.get('episode')]
            if m.get('episode') and (not ep or m['native_id'] not in ep[0]['symptom_native_ids'] + ([ep[0]['fix']['native_id']] if ep[0]['fix'] else [])):
                print('group member not symptom/fix of its episode', m); bad += 1
    print('problems:', bad)
if __name__ == '__main__': main()
