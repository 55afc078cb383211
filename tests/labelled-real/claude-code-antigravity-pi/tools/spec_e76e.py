import json
F="claude_code/session-logs__19-payment-kit-e76e6fc0-c7de-4095-8ddb-89dc409eb282.jsonl"
rej="The user doesn't want to proceed with this tool use. The tool use was rejected"
ep=[
 dict(id="E1",shell=True,symptom_native_ids=["toolu_01WRVE5LyfrNEdcv5w3wFkUT"],error_text="Exit code 127\n(eval):1: command not found: python",failing_command="python scripts/init_skill.py payment-kit-feature-planner --path ~/.claude/skills",
  resolved=True,fix={"native_id":"toolu_01T6GncvaKM7cRHq8yhssyGX","kind":"tool_switch","entities":["python3","init_skill.py"]},verified_by_native_id="toolu_01T6GncvaKM7cRHq8yhssyGX",confidence="high",masked=False,expected_failure=False,
  hard_cases=["tool_switch","compound_retry"],notes="macOS zsh has no `python`; the agent says so (uuid 84bc3183-dd0b-4958-9a96-3255d2567e29) and reruns the same `cd ... && python3 ...` line, which creates the skill skeleton."),
 dict(id="E2",shell=False,symptom_tool="Write",symptom_native_ids=["toolu_016TNAdv2mGADyVP7cpcpkBZ","toolu_01SFX5muBV6g1rU22ju18352"],error_text=rej+" (eg. if it was a file edit, the new_string was NOT written to the file). To tell you how to proceed, the user said:\ninvoice amount_remaining是还需付金额(due - paid), tax_rate_id 才是我们这边用的tax税务",failing_command=None,
  resolved=True,fix={"native_id":"toolu_01SShdzkWpjGvUfoQbzhtfZL","kind":"request_fix","entities":["tax_rate_id","invoice-item.ts"]},verified_by_native_id="toolu_01WgaH7zKZArDmao15LdPgpc",confidence="high",masked=False,expected_failure=False,
  hard_cases=["retry_still_fails_differently","edit_then_retry"],notes="User rejection carrying a domain correction (billing.md). The agent rewrites the doc from its own understanding without reading code and is rejected again ('tax_rate_id你有看到吗'). Only after Reading the InvoiceItem model (toolu_01SShdzk..., the diagnosis) is the Write accepted ('File created successfully')."),
 dict(id="E3",shell=False,symptom_tool="Write",symptom_native_ids=["toolu_01Hdsf5WiSSWMUMgHehMpdYX"],error_text="subscription status 没有uncollectible状态，你的文档一定要准确",failing_command=None,
  resolved=True,fix={"native_id":"toolu_01SS9debHTYgWyHdbTtuYPS3","kind":"request_fix","entities":["uncollectible","past_due"]},verified_by_native_id="toolu_01Tcf1Vkoss3hiLsApH71Xz2",confidence="high",masked=False,expected_failure=False,
  hard_cases=["edit_then_retry"],notes="Rejected Write of subscription.md: invented status 'uncollectible'. The agent greps the real status list (toolu_01SS9deb...) and writes the corrected file, accepted."),
 dict(id="E4",shell=False,symptom_tool="Write",symptom_native_ids=["toolu_01WBHCCpYUoDVCpEGKEZDw1N"],error_text="BN用的是ocap/util 你需要使用正确的语法",failing_command=None,
  resolved=True,fix={"native_id":"toolu_01991hrtC9aXhG5M6DaG85RP","kind":"request_fix","entities":["@ocap/util","BN"]},verified_by_native_id="toolu_018hZGruV5DK6PPsiZZYP9jB",confidence="high",masked=False,expected_failure=False,
  hard_cases=["edit_then_retry"],notes="Rejected Write of architecture.md with the wrong BN import. Grep 'import.*BN.*from' then Read math-utils.ts (`import { BN } from '@ocap/util'`); the rewritten doc is accepted."),
]
entry={
 "format":"claude-code-jsonl (Claude Code 2.0.76, macOS/zsh; archived copy with home paths rewritten to ~)",
 "counts":{"shell_commands":4,"failed_shell_commands":1,"masked_failures_annotated":0},
 "counts_notes":"4 Bash tool_use blocks, no sidechains in this file (the Explore Task's subagent transcript is a separate agent-*.jsonl in the repo, not copied). One is_error Bash result (Exit code 127). The last Bash (toolu_01RFD9hGTozgbiAYthGz2gdN, rm -rf assets) has no tool_result: the file ends on that assistant record, so it is exit_unknown. 4 is_error results are Write rejections by the user (non-shell). Record types: file-history-snapshot, user, assistant only. toolUseResult is the string 'Error: ...' on errors.",
 "failed_native_ids":["toolu_01WRVE5LyfrNEdcv5w3wFkUT"],
 "expected_nonzero":[],
 "exit_unknown":["toolu_01RFD9hGTozgbiAYthGz2gdN"],
 "notes":"Chinese-language session in the ArcBlock payment-kit repo (branch feat-quote): the user asks for a Claude skill that documents billing/subscription/discount/tax logic. The agent runs skill-creator's init_skill.py (python missing, python3 works), then writes reference docs; the user rejects four Writes with corrections of invented domain facts, and each is fixed only after the agent reads the real code. Short, clean: one shell episode, three non-shell rejection episodes, one call without result at the end.",
 "episodes":ep,
 "pivots":[{"native_id":"84bc3183-dd0b-4958-9a96-3255d2567e29","snippet":"看起来 `python` 命令不存在"},
           {"native_id":"b7f873c7-50d1-41fb-9337-cbaf324947d9","snippet":"让我读取实际的模型文件确认"}],
 "reuse":[{"entity":"@ocap/util","discovered":{"native_id":"toolu_01991hrtC9aXhG5M6DaG85RP","snippet":"import { BN } from '@ocap/util';"},"reused":{"native_id":"toolu_018hZGruV5DK6PPsiZZYP9jB","snippet":"@ocap/util"}},
          {"entity":"tax_rate_id","discovered":{"native_id":"toolu_01SShdzkWpjGvUfoQbzhtfZL","snippet":"tax_rate_id"},"reused":{"native_id":"toolu_01WgaH7zKZArDmao15LdPgpc","snippet":"tax_rate_id"}}]
}
json.dump({F:entry},open('/work/labelled-new/L39/parts/e76e.json','w'),indent=1,ensure_ascii=False)
