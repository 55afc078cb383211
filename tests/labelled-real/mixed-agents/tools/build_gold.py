#!/usr/bin/env python3
"""Build gold.json from tools/specs/*.json + raw files; verify ids, snippets, order; compute counts."""
import json, sys, os, glob, re
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE); import readers
errs = []
def has(recs, nid, s, what, f):
    if nid not in recs: errs.append(f'{f}: {what}: id {nid} missing'); return
    if s is None: return
    if s.startswith('('): return  # annotator remark
    if not any(s in t for t in recs[nid]['texts']):
        errs.append(f'{f}: {what}: snippet not in {nid}: {s[:80]!r}')
files = {}; groups = []
for sp in sorted(glob.glob(os.path.join(HERE, 'specs', '*.json'))):
    spec = json.load(open(sp))
    if 'cross_session_groups' in spec: groups = spec['cross_session_groups']; continue
    f = spec.pop('local_file'); fmt = spec.pop('fmt', None)
    recs = readers.read(os.path.join(ROOT, 'files', f), fmt)
    shell = [k for k, v in recs.items() if v['shell']]
    failed = sorted(k for k in shell if recs[k]['failed'])
    unknown = [k for k in sorted(shell, key=lambda k: recs[k]['line']) if recs[k]['exit'] is None and not recs[k]['failed']] + \
              [k for k in failed if recs[k]['exit'] is None]
    if (fmt or readers.detect(os.path.join(ROOT, 'files', f))) == 'claude':  # Claude rule: Bash calls without a tool_result
        unknown = [k for k in shell if not recs[k]['has_result']]
    unknown = sorted(set(unknown), key=lambda k: recs[k]['line'])
    if spec.get('exit_unknown_extra'): unknown += spec.pop('exit_unknown_extra')
    masked = set()
    for e in spec['episodes']:
        for s in e['symptom_native_ids']:
            if s not in recs: errs.append(f'{f}: {e["id"]} symptom {s} missing')
        if e.get('masked'):
            masked |= {s for s in e['symptom_native_ids'] if s in recs and recs[s]['shell'] and s not in failed}
        # error_text in some symptom (or named diagnosis record)
        et = e['error_text']; src = e.get('error_text_from') or e['symptom_native_ids']
        if not et.startswith('(') and not any(s in recs and any(et in t for t in recs[s]['texts']) for s in src):
            errs.append(f'{f}: {e["id"]} error_text not found: {et[:80]!r}')
        e.pop('error_text_from', None)
        if e['failing_command'] and not any(s in recs and any(e['failing_command'] in t for t in recs[s]['texts']) for s in e['symptom_native_ids']):
            errs.append(f'{f}: {e["id"]} failing_command not found')
        fx = e.get('fix'); vid = e.get('verified_by_native_id')
        first = min(recs[s]['line'] for s in e['symptom_native_ids'] if s in recs)
        if fx:
            has(recs, fx['native_id'], None, e['id'] + ' fix', f)
            pool = e['symptom_native_ids'] + [fx['native_id']] + ([vid] if vid else []) + e.get('entity_records', [])
            for ent in fx['entities']:
                if not any(p in recs and any(ent in t for t in recs[p]['texts']) for p in pool):
                    errs.append(f'{f}: {e["id"]} fix entity not found: {ent!r}')
            if fx['native_id'] in recs and recs[fx['native_id']]['line'] < first: errs.append(f'{f}: {e["id"]} fix before symptom')
            if vid and vid in recs and fx['native_id'] in recs and recs[vid]['line'] < recs[fx['native_id']]['line']: errs.append(f'{f}: {e["id"]} verification before fix')
        e.pop('entity_records', None)
        if vid: has(recs, vid, None, e['id'] + ' verify', f)
        if e['resolved'] and not vid: errs.append(f'{f}: {e["id"]} resolved without verification')
    for p in spec.get('pivots', []): has(recs, p['native_id'], p['snippet'], 'pivot', f)
    for r in spec.get('reuse', []):
        has(recs, r['discovered']['native_id'], r['discovered']['snippet'], 'reuse.discovered', f)
        has(recs, r['reused']['native_id'], r['reused']['snippet'], 'reuse.reused', f)
        if all(x in recs for x in (r['discovered']['native_id'], r['reused']['native_id'])) and recs[r['reused']['native_id']]['line'] < recs[r['discovered']['native_id']]['line']:
            errs.append(f'{f}: reuse order {r["entity"]}')
    for x in spec.get('expected_nonzero', []):
        if x not in failed: errs.append(f'{f}: expected_nonzero {x} not failed')
    # every failed command is a symptom, a fix attempt, or expected
    covered = set(spec.get('expected_nonzero', [])) | {s for e in spec['episodes'] for s in e['symptom_native_ids']} | set(spec.get('failed_fix_attempts', []))
    for x in failed:
        if x not in covered: errs.append(f'{f}: failed {x} not covered')
    spec.pop('failed_fix_attempts', None)
    entry = dict(format=spec.pop('format'), counts=dict(shell_commands=len(shell), failed_shell_commands=len(failed), masked_failures_annotated=len(masked)))
    entry['counts_notes'] = spec.pop('counts_notes')
    entry['failed_native_ids'] = failed
    entry['expected_nonzero'] = sorted(spec.pop('expected_nonzero', []))
    entry['exit_unknown'] = unknown
    entry.update(spec)
    files[f] = entry
for g in groups:
    for m in g['members']:
        if m['file'] not in files: errs.append(f'group {g["category"]}: file {m["file"]} not labelled'); continue
        recs = readers.read(os.path.join(ROOT, 'files', m['file']))
        if m['native_id'] not in recs: errs.append(f'group {g["category"]}: {m["native_id"]} missing')
out = {"schema_notes": "see tests/labelled-real/README.md; same as files.gold.json (shared/labelled-real/files.gold.json schema_notes). Additions for formats new here: pi session v3 — native id = toolCall id (its toolResult entry belongs to it) or entry id for messages; shell tool bash; failed = toolResult isError (text ends 'Command exited with code N'). Gemini CLI chat recording — native id = toolCalls[].id or record id (uuid), line:N for header/$set lines; last copy of a re-appended record wins; shell tool run_shell_command; failed = status cancelled|error or 'Exit Code: N'>0 in the output; cancelled (user denied) calls are also exit_unknown. opencode export — native id = part id (prt_) or message id (msg_); exit = state.metadata.exit; null exit (tool timeout, still running) = exit_unknown. Claude Code — exit_unknown = Bash without tool_result only. Codex — apply_patch run through the shell tool is counted in shell_commands (counts_notes gives how many); a write_stdin poll result belongs to the call that opened its session id. Episode key entity_records/error_text_from are build-time only and not emitted.",
       "files": files, "cross_session_groups": [g for g in groups if all(m['file'] in files for m in g['members'])]}
json.dump(out, open(os.path.join(ROOT, 'gold.json'), 'w'), indent=1, ensure_ascii=False)
for f, e in files.items(): print(f, e['counts'], 'failed', len(e['failed_native_ids']), 'unknown', len(e['exit_unknown']), 'episodes', len(e['episodes']), 'pivots', len(e.get('pivots', [])), 'reuse', len(e.get('reuse', [])))
print('\n'.join(errs) or 'OK: no verification errors')
sys.exit(1 if errs else 0)
