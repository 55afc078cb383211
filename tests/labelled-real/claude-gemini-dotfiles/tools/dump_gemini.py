"""Dump a Gemini CLI chat-session JSON (~/.gemini/tmp/<hash>/chats/session-*.json): messages and tool calls."""
import json, sys
d = json.load(open(sys.argv[1], encoding='utf-8')); W = int(sys.argv[2]) if len(sys.argv) > 2 else 300
print({k: v for k, v in d.items() if k != 'messages'})
for i, m in enumerate(d['messages']):
    c = m.get('content')
    if isinstance(c, list): c = ' '.join(x.get('text', '') for x in c if isinstance(x, dict))
    print(f"[{i}] {m.get('type')} {m.get('id')} {str(c)[:W]!r}")
    for t in m.get('toolCalls') or []:
        out = []
        for r in t.get('result') or []:
            fr = r.get('functionResponse', {}) if isinstance(r, dict) else {}
            out.append(json.dumps(fr.get('response', r))[:W])
        print(f"    CALL {t.get('name')} {t.get('id')} status={t.get('status')} args={json.dumps(t.get('args'))[:W]}")
        print(f"      -> {' | '.join(out)[:W]}")
