import json, os, sys
sys.path.insert(0, os.path.dirname(__file__))
import gemini_md

def read(path):
    if path.endswith('.md'):
        return read_gemini_md(path)
    raise ValueError(path)

def read_gemini_md(path):
    text, secs, calls, results, order = gemini_md.parse(path)
    L = gemini_md.section_lines(text)
    recs, shell = {}, []
    for i, s in enumerate(secs):
        recs['line:%d' % L[i]] = (i, s)
    for cid in order:
        c = calls[cid]; r = results.get(cid)
        vals = ' \n'.join(v if isinstance(v, str) else json.dumps(v, ensure_ascii=False) for v in c['args'].values())
        out = gemini_md.output_of(r) if r else ''
        recs[cid] = (c['sec'] + 0.5, vals + '\n' + out)
        if c['name'] == 'run_shell_command':
            ex = gemini_md.exit_code(out) if out else None
            shell.append((cid, ex))
    return recs, shell
