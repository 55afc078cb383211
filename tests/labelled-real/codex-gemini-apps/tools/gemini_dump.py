"""Dump a Gemini CLI chat recording (session-*.json): messages and tool calls with outputs."""
import json, sys, re
d = json.load(open(sys.argv[1], encoding='utf-8')); full = '--full' in sys.argv
print('keys', list(d.keys()), 'n', len(d['messages']))
for i, m in enumerate(d['messages']):
    c = m.get('content'); c = c if isinstance(c, str) else json.dumps(c, ensure_ascii=False)
    print(f"--- [{i}] {m.get('type')} id={m.get('id')}: {c[:800 if full else 200]}")
    for t in m.get('toolCalls') or []:
        out = json.dumps(t.get('result'), ensure_ascii=False)
        ex = re.findall(r'Exit Code: (\\S+|\S+)', out)
        print(f"   TOOL {t.get('id')} {t.get('name')} status={t.get('status')} exit={ex[:2]} args={json.dumps(t.get('args'), ensure_ascii=False)[:500]}")
        if full or t.get('name') == 'run_shell_command':
            o = t.get('resultDisplay'); o = o if isinstance(o, str) else json.dumps(o, ensure_ascii=False)
            print('      OUT:', (out[:1500] if full else out[:600]))
