#!/usr/bin/env python3
"""Reader for opencode Markdown session exports ('# Title', '**Session ID:** ses_…', then
'## User' / '## Assistant (Agent · model · Ns)' sections separated by '---'; tool calls as
'**Tool: NAME**' + '**Input:**' ```json block + '**Output:**' or '**Error:**' fenced block).
Records: msg line:N (section header, 0-based) and tool line:N (the '**Tool: …**' line).
A tool record runs to the next '**Tool:' line or the next section boundary; a message record
holds the section text outside tool records."""
import json, re, sys
SEC = re.compile(r'^## (User|Assistant\b.*)$')
TOOL = re.compile(r'^\*\*Tool: (.+)\*\*$')

def parse(path):
    lines = open(path, encoding='utf-8').read().split('\n')
    recs = []; cur_msg = None; cur_tool = None; infence = False
    for i, L in enumerate(lines):
        if L.startswith('```'):
            # fences: an opening fence has a language or follows **Input:**/**Output:**/**Error:**
            infence = not infence if (L == '```' or not infence) else infence
        if not infence:
            m = SEC.match(L)
            if m and i >= 2 and lines[i-2] == '---':
                cur_msg = {'kind': 'msg', 'line': i, 'role': m.group(1), 'text': ''}; recs.append(cur_msg); cur_tool = None; continue
            t = TOOL.match(L)
            if t:
                cur_tool = {'kind': 'tool', 'line': i, 'name': t.group(1), 'raw': []}; recs.append(cur_tool); continue
        if cur_tool is not None:
            cur_tool['raw'].append(L)
        elif cur_msg is not None:
            cur_msg['text'] += L + '\n'
    for r in recs:
        if r['kind'] != 'tool': continue
        raw = '\n'.join(r['raw'])
        # strip trailing section separator
        raw = re.sub(r'\n---\n*$', '\n', raw)
        r['text'] = raw
        m = re.search(r'\*\*Input:\*\*\n+```json\n(.*?)\n```', raw, re.S)
        r['input'] = None
        if m:
            try: r['input'] = json.loads(m.group(1))
            except Exception: r['input'] = {'_raw': m.group(1)}
        r['command'] = r['input'].get('command') if isinstance(r['input'], dict) else None
        mo = re.search(r'\*\*(Output|Error):\*\*\n+```[a-z]*\n(.*)', raw, re.S)
        r['status'] = mo.group(1).lower() if mo else None
        r['output'] = mo.group(2).rsplit('\n```', 1)[0] if mo else ''
    return recs

if __name__ == '__main__':
    full = '--full' in sys.argv
    for r in parse(sys.argv[1]):
        if r['kind'] == 'msg':
            if '--shell' in sys.argv: continue
            t = r['text'].strip()
            print(f"line:{r['line']} {r['role'][:40]}: {t if full else t[:300]!r}")
        else:
            if '--shell' in sys.argv and r['name'] != 'bash': continue
            arg = r['command'] or json.dumps(r['input'], ensure_ascii=False)[:200]
            print(f"  line:{r['line']} TOOL {r['name']} [{r['status']}] {arg!r}")
            o = r['output']
            print('      ->', o if full else o[:400].replace('\n', '\\n'))
