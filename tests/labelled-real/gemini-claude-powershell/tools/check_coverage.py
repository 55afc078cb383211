#!/usr/bin/env python3
"""Every failed shell command must be an episode symptom, a fix attempt named in an episode, or expected_nonzero;
every masked symptom must not be in failed_native_ids; expected_nonzero must be a subset of failed."""
import json,re,sys,os
g=json.load(open(os.path.join(os.path.dirname(__file__),'..','gold.json')))
bad=0
for f,e in g['files'].items():
    sym=set(); fixes=set(); noted=set()
    for ep in e['episodes']:
        sym|=set(ep['symptom_native_ids'])
        if ep['fix']: fixes.add(ep['fix']['native_id'])
        noted|=set(re.findall(r'(toolu_\w+|run_shell_command_\d+_\d+|[a-z0-9]{8})',ep['notes']))
        if ep['masked']:
            for x in ep['symptom_native_ids']:
                if x in e['failed_native_ids']: print(f, ep['id'],'masked symptom is also failed',x)
    for x in e['failed_native_ids']:
        if x not in sym|fixes|set(e['expected_nonzero']):
            where='named in notes' if x in noted else 'NOT COVERED'
            print(f, x, where); bad+= where=='NOT COVERED'
    if not set(e['expected_nonzero'])<=set(e['failed_native_ids']): print(f,'expected_nonzero not subset'); bad+=1
print('uncovered:',bad); sys.exit(1 if bad else 0)
