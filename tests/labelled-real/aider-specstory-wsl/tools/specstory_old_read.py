"""Older SpecStory (no 'Markdown v2.x' header): a tool call is a bare line 'Tool use: **NAME**' followed by
fenced ```bash (command) and ``` (output) blocks; native id = line:N (0-based) of the 'Tool use:' line."""
import re,sys
def calls(path):
    L=[l.rstrip("\r") for l in open(path,encoding="utf-8",newline="").read().split("\n")]
    out=[]
    for i,l in enumerate(L):
        m=re.match(r'^Tool use: \*\*([a-z_]+)\*\*',l)
        if not m: continue
        # record extends to the next '---' separator line
        j=i+1
        while j<len(L) and L[j]!="---": j+=1
        out.append(dict(id=i,name=m.group(1),end=j,text="\n".join(L[i:j])))
    return L,out
def shell_parts(c):
    cmd=re.search(r'```bash\n(.*?)\n```',c["text"],re.S)
    rest=c["text"][cmd.end():] if cmd else c["text"]
    o=re.search(r'```\n(.*?)\n```',rest,re.S)
    return (cmd.group(1) if cmd else None),(o.group(1) if o else None)
if __name__=="__main__":
    L,cs=calls(sys.argv[1])
    from collections import Counter; print(Counter(c["name"] for c in cs))
    n=int(sys.argv[2]) if len(sys.argv)>2 else 8
    for c in cs:
        if c["name"]!="run_terminal_cmd": continue
        cmd,o=shell_parts(c)
        print(f"line:{c['id']} $ {(cmd or '')[:220]!r}")
        for l in (o or "(no output)").split("\n")[-n:]: print("   |",l[:170])
