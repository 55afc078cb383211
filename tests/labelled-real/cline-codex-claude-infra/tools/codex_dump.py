"""Readable dump of a Codex rollout jsonl (line:N 0-based)."""
import json, sys
lim = int(sys.argv[2]) if len(sys.argv) > 2 else 1500
for n, l in enumerate(open(sys.argv[1], encoding='utf-8', errors='replace').read().split('\n')):
    if not l.strip(): continue
    try: r = json.loads(l)
    except Exception: print(f'--- line:{n} UNPARSEABLE len={len(l)}'); continue
    t = r.get('type'); p = r.get('payload', {}) or {}
    pt = p.get('type')
    if t == 'response_item':
        if pt == 'message':
            txt = ' '.join(c.get('text', '') for c in p.get('content', []) if isinstance(c, dict))
            if p.get('role') in ('developer',) or txt.startswith('<environment_context') or txt.startswith('# AGENTS.md'):
                print(f'--- line:{n} {p.get("role")} message [{len(txt)} chars] {txt[:200]!r}'); continue
            print(f'--- line:{n} {p.get("role")} message'); print(txt[:lim])
        elif pt == 'reasoning':
            s = ' '.join(x.get('text', '') for x in p.get('summary', []) or [])
            if s: print(f'--- line:{n} reasoning: {s[:lim]}')
        elif pt in ('function_call', 'custom_tool_call'):
            print(f'--- line:{n} CALL {p.get("name")} {p.get("call_id")}'); print((p.get('arguments') or p.get('input') or '')[:lim])
        elif pt in ('function_call_output', 'custom_tool_call_output'):
            o = p.get('output'); o = o if isinstance(o, str) else json.dumps(o)
            print(f'--- line:{n} OUT {p.get("call_id")}'); print(o[:lim])
        else:
            print(f'--- line:{n} response_item/{pt}')
    elif t == 'event_msg':
        if pt in ('exec_command_end',):
            print(f'--- line:{n} EXEC_END {p.get("call_id")} exit={p.get("exit_code")}')
        elif pt in ('agent_message', 'user_message'):
            pass
        elif pt in ('token_count',):
            pass
        else:
            print(f'--- line:{n} event/{pt} {json.dumps(p)[:200]}')
    else:
        print(f'--- line:{n} {t} {json.dumps(p)[:300]}')
