"""List run_shell_command calls of a Gemini CLI chat session with status and the 'Exit Code:' parsed from the result text."""
import json, sys, re
d = json.load(open(sys.argv[1], encoding='utf-8'))
for i, m in enumerate(d['messages']):
    for t in m.get('toolCalls') or []:
        out = ''.join(json.dumps(r.get('functionResponse', {}).get('response'), ensure_ascii=False) for r in t.get('result') or [])
        ex = re.search(r'Exit Code: (-?\d+)', out)
        print(i, t['id'], t['name'], t['status'], ex.group(1) if ex else None, (t['args'].get('command') or json.dumps(t['args']))[:120] if t['name'] == 'run_shell_command' else '')
