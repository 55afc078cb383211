"""Read a SpecStory (Cursor, Markdown v2.1.0) history: list tool-use blocks.
Record = '<tool-use ...>' .. '</tool-use>'; native id = line:N (0-based) of its '<details><summary>Tool use:' line."""
import re,sys
def blocks(path):
    L=open(path,encoding="utf-8",newline="").read().split("\n")
    out=[];i=0
    while i<len(L):
        if L[i].startswith("<tool-use "):  # lines may end in \r (CRLF files)
            j=i
            while j<len(L) and not L[j].startswith("</tool-use>"): j+=1
            summ=next((k for k in range(i,j) if L[k].startswith("<details><summary>Tool use:")),None)
            if summ is None:
                # blocks without details (e.g. todo)
                summ=i
            m=re.search(r'data-tool-name="([^"]+)"',L[i]); name=m.group(1) if m else "?"
            out.append(dict(start=i,end=j,id=summ,name=name,lines=L[i:j+1]))
            i=j
        i+=1
    return L,out
def shell_parts(b):
    t="\n".join(l.rstrip("\r") for l in b["lines"])
    cmd=re.search(r'```bash\n(.*?)\n```',t,re.S)
    rest=t[cmd.end():] if cmd else t
    outm=re.search(r'```\n(.*?)\n```',rest,re.S)
    return (cmd.group(1) if cmd else None),(outm.group(1) if outm else None)
if __name__=="__main__":
    L,bs=blocks(sys.argv[1]); ERR=re.compile(r'(error|Error|ERR!|fatal|not found|No such|denied|failed|Failed|cannot|Cannot|Traceback|exit code|Exit code|command not found)')
    for b in bs:
        if b["name"]!="run_terminal_cmd": continue
        c,o=shell_parts(b)
        flag="!!" if o and ERR.search(o) else "  "
        print(f'{flag} line:{b["id"]} $ {(c or "")[:150]!r}')
        if flag=="!!" or len(sys.argv)>2:
            for l in (o or "(no output block)").split("\n")[:int(sys.argv[2]) if len(sys.argv)>2 else 6]: print("      |",l[:160])
