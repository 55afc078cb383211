"""find.py FILE SNIPPET: print ids (message headers and tool calls) whose record text contains SNIPPET."""
import sys, os
sys.path.insert(0, os.path.dirname(__file__))
import bobmd
lines, msgs, calls = bobmd.parse(sys.argv[1])
s = sys.argv[2]
for m in msgs:
    if s in m["text"]:
        print("msg", "line:%d" % m["line"], m["role"])
for c in calls:
    if s in c["body"] + "\n" + (c["result"] or ""):
        print("call", c["id"], c["tool"])
