#!/usr/bin/env python3
"""Dump a Gemini CLI chat-recording JSONL (first line {sessionId, projectHash, startTime, kind};
message records {id, type: user|gemini|info|error, ...}; '$set' update lines; a gemini record is
re-appended with the same id as its toolCalls complete -> the LAST copy of each id wins)."""
import json, sys
W = int(sys.argv[2]) if len(sys.argv) > 2 else 300
L = [json.loads(l) for l in open(sys.argv[1], encoding='utf-8')]
msgs = {}; order = []
for i, r in enumerate(L):
    if 'id' in r:
        if r['id'] not in msgs: order.append(r['id'])
        msgs[r['id']] = (i, r)
for mid in order:
    i, r = msgs[mid]; t = r['type']
    if t == 'user': print(f"L{i} USER {mid}: {json.dumps(r['content'], ensure_ascii=False)[:W]}")
    elif t in ('info', 'error', 'warning'): print(f"L{i} {t.upper()} {mid}: {r['content'][:W]!r}")
    elif t == 'gemini':
        if r.get('content'): print(f"L{i} GEMINI {mid}: {r['content'][:W]!r}")
        for tc in r.get('toolCalls') or []:
            resp = [x.get('functionResponse', {}).get('response') for x in tc.get('result') or []]
            print(f"  L{i} TC {tc['id']} {tc['name']} [{tc.get('status')}] {json.dumps(tc['args'], ensure_ascii=False)[:W]}\n      -> {json.dumps(resp, ensure_ascii=False)[:W]}")
