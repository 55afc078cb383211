"""Compare verify_jq.sh output (stdin or file arg) with gold.json counts and failed ids."""
import json, os, re, sys
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
gold = json.load(open(os.path.join(ROOT, 'gold.json')))['files']
txt = open(sys.argv[1]).read() if len(sys.argv) > 1 else sys.stdin.read()
res, cur = {}, None
for ln in txt.split('\n'):
    m = re.match(r'^(\S+\.jsonl): (?:legacy )?shell=(\d+) failed=(\d+)', ln)
    if m: cur = m.group(1); res[cur] = {'shell': int(m.group(2)), 'n': int(m.group(3)), 'ids': []}; continue
    if ln.startswith('   ') and cur: res[cur]['ids'].append(ln.strip())
bad = 0
for k, e in gold.items():
    r = res.get(os.path.basename(k))
    if r is None: print('MISSING', k); bad += 1; continue
    ok = (r['shell'] == e['counts']['shell_commands'] and r['n'] == e['counts']['failed_shell_commands']
          and sorted(r['ids']) == sorted(e['failed_native_ids']))
    print('OK ' if ok else 'BAD', os.path.basename(k)[:60], r['shell'], r['n'])
    bad += not ok
print('mismatches:', bad); sys.exit(1 if bad else 0)
