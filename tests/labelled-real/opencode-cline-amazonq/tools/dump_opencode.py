import json,sys
d=json.load(open(sys.argv[1])); W=int(sys.argv[2]) if len(sys.argv)>2 else 600
print('INFO',json.dumps(d['info'])[:400])
for m in d['messages']:
    mi=m['info']; print(f"== MSG {mi['id']} {mi['role']} {mi.get('agent','')} {mi.get('modelID','')} err={json.dumps(mi.get('error'))[:300] if mi.get('error') else ''}")
    for p in m['parts']:
        t=p['type']
        if t in ('text','reasoning'):
            if p.get('synthetic'): print('  ',p['id'],t,'(synthetic)',p['text'][:200].replace('\n',' | '))
            else: print('  ',p['id'],t,p.get('text','')[:W].replace('\n',' | '))
        elif t=='tool':
            st=p['state']; md=st.get('metadata') or {}
            inp=st.get('input',{})
            cmd=inp.get('command') if p['tool']=='bash' else json.dumps(inp)[:200]
            out=(st.get('output') or st.get('error') or '')
            print('  ',p['id'],'TOOL',p['tool'],st['status'],'exit=',md.get('exit'),'|',str(cmd)[:400].replace('\n',' | '))
            print('      OUT:',out[:W].replace('\n',' | '))
        elif t in ('step-start','step-finish','snapshot','patch'): pass
        else: print('  ',p['id'],t,json.dumps(p)[:200])
