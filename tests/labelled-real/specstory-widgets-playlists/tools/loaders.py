"""Dispatch to the right record reader by file content."""
import os, sys
sys.path.insert(0, os.path.dirname(__file__))
import ss_records, cursor_legacy
def load(path):
    head = open(path, encoding='utf-8').read(4000)
    if path.endswith('.md') and 'Markdown v2' in head:
        recs = ss_records.records(path)
    elif path.endswith('.md'):
        recs = cursor_legacy.records(path)
    else:
        raise SystemExit('no loader for ' + path)
    return {r['id']: r for r in recs}, [r['id'] for r in recs]
