"""Quick triage of Claude Code JSONL: Bash count, is_error count, JS-tool keyword hits."""
import json, sys, re
KW = re.compile(r'\b(npm|pnpm|yarn|bun|npx|vite|next|tsc|eslint|vitest|jest|playwright|prisma|drizzle|node)\b')
for p in sys.argv[1:]:
    bash = {}; err = 0; errs = []; kw = 0
    for ln in open(p, encoding='utf-8', errors='replace'):
        try: r = json.loads(ln)
        except Exception: continue
        m = r.get('message') or {}
        c = m.get('content') if isinstance(m, dict) else None
        if not isinstance(c, list): continue
        for b in c:
            if not isinstance(b, dict): continue
            if b.get('type') == 'tool_use' and b.get('name') == 'Bash':
                cmd = b.get('input', {}).get('command', '')
                bash[b['id']] = cmd
                if KW.search(cmd): kw += 1
            if b.get('type') == 'tool_result' and b.get('is_error') and b.get('tool_use_id') in bash:
                err += 1; errs.append(bash[b['tool_use_id']][:70].replace('\n', ' '))
    print(f"{len(bash):4d} bash {err:3d} err {kw:4d} js  {p}")
    for e in errs[:8]: print('      !', e)
