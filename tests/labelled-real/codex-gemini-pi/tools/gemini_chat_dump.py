"""Dump a Gemini CLI chat recording (session JSON with messages[] and toolCalls[])."""
import json, sys

def main(path, width=400):
    d = json.load(open(path, encoding="utf-8"))
    for i, m in enumerate(d["messages"]):
        c = m.get("content")
        if isinstance(c, list):
            c = " ".join(x.get("text", "") for x in c if isinstance(x, dict))
        print(f"[{i}] {m['type']} {m['id']} {m.get('timestamp')}: {str(c)[:width]!r}")
        for t in m.get("toolCalls") or []:
            out = []
            for r in t.get("result") or []:
                fr = r.get("functionResponse", {})
                out.append(json.dumps(fr.get("response"), ensure_ascii=False))
            print(f"   TOOL {t['name']} {t['id']} status={t.get('status')} args={json.dumps(t.get('args'), ensure_ascii=False)[:width]}")
            print(f"      -> {' | '.join(out)[:width]}")
            if t.get('resultDisplay') and t['name'] == 'run_shell_command':
                print(f"      display: {str(t.get('resultDisplay'))[:width]!r}")

if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 400)
