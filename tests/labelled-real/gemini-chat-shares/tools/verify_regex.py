"""Second, independent count: plain regexes over the raw bytes (no section splitting, no JSON parsing, no pairing).
A shell command = a '**Tool Command**' block whose JSON has "name": "run_shell_command".
A shell result = a '**Tool Response**' block with "id": "run_shell_command-..."; its exit code is the 'Exit Code: N' inside its
escaped output string (\\nExit Code: N\\n); no 'Exit Code' and an "error" key = exit unknown. Compares with gold.json."""
import re, json, sys, os
BASE = os.path.join(os.path.dirname(__file__), '..')
gold = json.load(open(os.path.join(BASE, 'gold.json')))
ok = True
for f, entry in gold['files'].items():
    raw = open(os.path.join(BASE, 'files', f), encoding='utf-8').read()
    n_cmd = len(re.findall(r'\*\*Tool Command\*\*:\n```json\n\{[^`]*?"name": "run_shell_command"', raw))
    resp = re.findall(r'\*\*Tool Response\*\*:\n```json\n\{\n  "id": "(run_shell_command-[^"]+)",(.*?)\n```', raw, re.S)
    failed, unknown = [], []
    for rid, body in resp:
        m = re.search(r'\\nExit Code: (-?\d+)\\n', body)
        if m:
            if int(m.group(1)) != 0: failed.append(rid)
        else:
            unknown.append(rid)
    c = entry['counts']
    res = (n_cmd == c['shell_commands'] == len(resp), sorted(failed) == entry['failed_native_ids'], sorted(unknown) == entry['exit_unknown'])
    print(f, 'cmds', n_cmd, 'responses', len(resp), 'failed', len(failed), 'unknown', len(unknown), 'match' if all(res) else 'MISMATCH %s' % (res,))
    ok &= all(res)
    # every native id in the entry exists in the raw text
    ids = set()
    for e in entry['episodes']:
        ids.update(e['symptom_native_ids']); ids.add(e['verified_by_native_id']); ids.add((e['fix'] or {}).get('native_id'))
    for p in entry['pivots']: ids.add(p['native_id'])
    for r in entry['reuse']: ids.add(r['discovered']['native_id']); ids.add(r['reused']['native_id'])
    lines = raw.split('\n')
    for i in ids - {None}:
        if i.startswith('line:'):
            n = int(i[5:]); good = n < len(lines) and re.match(r'^(🧑\u200d💻 ## USER|✨ ## MODEL|## USER 🧑\u200d💻|## MODEL ✨)', lines[n])
        else:
            good = ('"id": "%s"' % i) in raw
        if not good: print('  missing id', i); ok = False
print('ALL OK' if ok else 'PROBLEMS')
