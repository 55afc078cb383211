"""Dump a Gemini CLI chat session file (~/.gemini/tmp/<hash>/chats/session-*.json): messages and toolCalls with status and result text."""
import json, sys
d = json.load(open(sys.argv[1], encoding='utf-8')); lim = int(sys.argv[2]) if len(sys.argv) > 2 else 1500
print({k: v for k, v in d.items() if k != 'messages'})
def rtext(t):
    out = []
    for r in t.get('result') or []:
        fr = r.get('functionResponse') if isinstance(r, dict) else None
        if fr: out.append(json.dumps(fr.get('response'), ensure_ascii=False))
    return '\n'.join(out)
for i, m in enumerate(d['messages']):
    c = m.get('content')
    c = c if isinstance(c, str) else json.dumps(c, ensure_ascii=False)
    print(f"[{i}] {m.get('type')} id={m.get('id')} {m.get('timestamp')}: {c[:lim]}")
    for th in m.get('thoughts') or []:
        print('   THOUGHT:', (th.get('subject', '') + ': ' + th.get('description', ''))[:300].replace('\n', ' '))
    for t in m.get('toolCalls') or []:
        print(f"   CALL id={t.get('id')} name={t.get('name')} status={t.get('status')} args={json.dumps(t.get('args'), ensure_ascii=False)[:lim]}")
        rt = rtext(t)
        rd = t.get('resultDisplay')
        print('     RESULT:', rt[:lim].replace('\\n', '\n       '))
        if rd and isinstance(rd, str) and rd not in rt: print('     DISPLAY:', rd[:400].replace('\n', '\n       '))
