#!/usr/bin/env python3
"""Reader for legacy SpecStory Cursor exports (no <tool-use> tags, '---' separated segments).
A record is a segment between lines that are exactly '---'. Its id is line:N (0-based) of its first
non-blank line. A shell record is a segment whose first non-blank line opens a ```bash / ```powershell /
```shell / ```sh / ```cmd fence; cmd = that fence's body, output = the next fence of the segment.
Cursor records no exit codes: exit is None for every command; all commands are exit_unknown."""
import re, sys
SHELL_LANGS = ('bash', 'sh', 'shell', 'powershell', 'pwsh', 'cmd', 'zsh', 'console')
def records(path):
    lines = open(path, encoding='utf-8').read().split('\n')
    segs = []; start = 0
    for i, l in enumerate(lines + ['---']):
        if l == '---':
            segs.append((start, i)); start = i + 1
    out = []
    for a, b in segs:
        j = a
        while j < b and not lines[j].strip(): j += 1
        if j >= b: continue
        body = lines[j:b]; text = '\n'.join(body)
        first = lines[j]
        m = re.match(r'^```(\w+)\s*$', first)
        rec = dict(id=f'line:{j}', text=text, shell=False, exit=None, exit_unknown=False, cmd=None, output=None)
        if m and m.group(1).lower() in SHELL_LANGS:
            k = 1
            while k < len(body) and not body[k].startswith('```'): k += 1
            rec['cmd'] = '\n'.join(body[1:k])
            rest = body[k+1:]
            o = next((x for x, l in enumerate(rest) if l.startswith('```')), None)
            if o is not None:
                e = next((y for y in range(o+1, len(rest)) if rest[y].startswith('```')), len(rest))
                rec['output'] = '\n'.join(rest[o+1:e])
            rec.update(kind='tool', name='shell', shell=True, exit_unknown=True)
        elif first.startswith('_**User'):
            rec.update(kind='msg', name='User')
        elif first.startswith('_**Assistant'):
            rec.update(kind='msg', name='Assistant')
        elif first.startswith('<details>') or first.startswith('Read file:') or first.startswith('```diff') or first.startswith('```'):
            rec.update(kind='tool', name=first[:40])
        else:
            rec.update(kind='msg', name='Assistant-text')
        out.append(rec)
    return out
def load(path):
    recs = records(path)
    return {r['id']: r for r in recs}, [r['id'] for r in recs]
if __name__ == '__main__':
    H = int(sys.argv[2]) if len(sys.argv) > 2 else 12
    for r in records(sys.argv[1]):
        if r['shell']:
            print(f"=== {r['id']} $ {r['cmd'][:200]}")
            o = (r['output'] or '').split('\n')
            for l in (o if len(o) <= H else o[:H//2] + ['   ...'] + o[-H//2:]): print('    |', l[:200])
        else:
            print(f"--- {r['id']} {r['name']}: {r['text'][:250].replace(chr(10),' ')}")
