"""Dump a Codex rollout JSONL as numbered, readable lines (calls, outputs, messages)."""
import json, os, re, sys
SHOWTC = os.environ.get("SHOWTC") == "1"

def out_text(o):
    if isinstance(o, str):
        try:
            j = json.loads(o)
            if isinstance(j, dict) and 'output' in j:
                return j['output'], (j.get('metadata') or {}).get('exit_code')
        except Exception:
            pass
        m = re.search(r'(?:Process exited with code|Exit code:) (-?\d+)', o)
        return o, (int(m.group(1)) if m else None)
    if isinstance(o, list):
        return '\n'.join(x.get('text', '') for x in o if isinstance(x, dict)), None
    return str(o), None

def main(path, width=600):
    for i, l in enumerate(open(path, encoding='utf-8')):
        r = json.loads(l); t = r.get('type'); p = r.get('payload') or {}
        pt = p.get('type')
        if t == 'response_item' and pt in ('function_call', 'custom_tool_call', 'local_shell_call'):
            a = p.get('arguments') or p.get('input') or p.get('action')
            try:
                a = json.loads(a)
            except Exception:
                pass
            cmd = a.get('command') if isinstance(a, dict) else a
            if isinstance(cmd, list):
                cmd = cmd[-1] if cmd[:2] == ['bash', '-lc'] else ' '.join(cmd)
            extra = {k: v for k, v in (a.items() if isinstance(a, dict) else []) if k not in ('command',)}
            print(f"{i} CALL {p.get('name')} {p.get('call_id')} :: {cmd!s:.{width}} {extra if extra else ''}")
        elif t == 'response_item' and pt in ('function_call_output', 'custom_tool_call_output'):
            txt, ec = out_text(p.get('output'))
            print(f"{i} OUT {p.get('call_id')} exit={ec} :: {txt[:width]!r}")
        elif t == 'response_item' and pt == 'message':
            txt = ' '.join(c.get('text', '') for c in p.get('content', []) if isinstance(c, dict))
            print(f"{i} MSG {p.get('role')} :: {txt[:width]!r}")
        elif t == 'response_item' and pt == 'reasoning':
            s = ' '.join(x.get('text', '') for x in p.get('summary', []) if isinstance(x, dict))
            if s:
                print(f"{i} REASON {p.get('id')} :: {s[:width]!r}")
        elif t == 'event_msg' and pt in ('exec_command_end', 'turn_aborted', 'error', 'patch_apply_end'):
            print(f"{i} EV {pt} {p.get('call_id')} exit={p.get('exit_code')} {str(p.get('stderr') or '')[:200]!r}")
        elif t in ("session_meta", "compacted") or (t == "turn_context" and SHOWTC):
            print(f"{i} {t.upper()} {json.dumps({k: p.get(k) for k in ('cli_version','cwd','originator','sandbox_policy','approval_policy','model')})[:300]}")

if __name__ == '__main__':
    main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 600)
