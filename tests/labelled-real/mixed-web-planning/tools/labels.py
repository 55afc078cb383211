"""Hand labels for L35 (ids starting 'uuid:' are resolved to full record uuids by build.py)."""
LZY = ('LZY2333+LZY-FE-JumpTrack', 'LZY2333/LZY-FE-JumpTrack', '27fd886e87ce56352ac34ca4b9f7232356f7d0f4', '.claude/projects/-Users-a111111-code-ai-video-collection/')
MD = ('213MD+my-profile-site', '213MD/my-profile-site', 'f8f9639a5800b3d41f9bcb00b903ef31f4f8fe15', '.claude/projects/-Users-marklin-workspace/')
A = 'claude_code/lzy-fe-jumptrack__817a5209-cb97-4faf-b3fb-82ae55d5e46b.jsonl'
B = 'claude_code/lzy-fe-jumptrack__e287ed27-aec8-4ae9-9751-5a37defe3449.jsonl'
C = 'claude_code/lzy-fe-jumptrack__b7f5a0b0-1af2-4cd0-bdba-3794dd183bda.jsonl'
D = 'claude_code/lzy-fe-jumptrack__83258e5b-763f-41fa-95fb-d897a2ed540f.jsonl'
E = 'claude_code/213md-my-profile-site__e4c51ca3-782b-4fb4-a783-6ac7c709561d.jsonl'
F = 'claude_code/213md-my-profile-site__c365a0b2-4a00-4e3b-aa41-f7ff90fdd5c4.jsonl'
def src(base, local):
    name = local.split('__', 1)[1]
    return (base[0], base[1], base[2], base[3] + name)
SOURCES = {A: src(LZY, A), B: src(LZY, B), C: src(LZY, C), D: src(LZY, D), E: src(MD, E), F: src(MD, F)}

def ep(**k):
    k.setdefault('masked', False); k.setdefault('expected_failure', False); k.setdefault('confidence', 'high')
    order = ['id', 'symptom_native_ids', 'error_text', 'failing_command', 'resolved', 'fix', 'verified_by_native_id',
             'confidence', 'masked', 'expected_failure', 'hard_cases', 'notes', 'shell', 'symptom_tool']
    return {x: k[x] for x in order if x in k}

FMT = "claude-code-jsonl (Claude Code {v}, macOS/zsh; progress records of type bash_progress carry hook output while a Bash call runs; file-history-snapshot records without sessionId)"
ENTRIES = {}
ENTRIES[A] = {
 'format': FMT.format(v='2.1.59') + '; MCP tool mcp__ide__getDiagnostics',
 'counts': {'shell_commands': 6, 'failed_shell_commands': 2, 'masked_failures_annotated': 0},
 'counts_notes': "6 Bash tool_use blocks, all with a tool_result. Failed = tool_result is_error true: the user-rejected `git add … && git commit` (toolu_019DNQ5DPMY8SzieVZpCTz8U, no exit code, the command never ran) and the zsh glob failure 'Exit code 1 / (eval):1: no matches found' (toolu_01T35EmUmYt7zMzaynzkHHHv). Five Edit calls are also rejected by the user (is_error true, non-shell). The two successful `git commit` calls run a husky pre-commit hook (lint-staged: prettier --write, eslint --fix; then turbo typecheck:preview with tsgo --noEmit); while they run, ~100 `progress` records (data.type bash_progress) stream the same hook output, so the hook text occurs many times in the file. toolUseResult is an object with stdout/stderr/interrupted on success and the string 'Error: …' on errors.",
 'failed_native_ids': sorted(['toolu_019DNQ5DPMY8SzieVZpCTz8U', 'toolu_01T35EmUmYt7zMzaynzkHHHv']),
 'expected_nonzero': [], 'exit_unknown': [],
 'notes': "Claude Code session (Chinese) in a pnpm/turbo monorepo (React + antd + Tailwind web app, Prisma server) on branch fix/button-text-overflow-web-mobile. The user asks where a button lives, then has the agent stop a footer menu from wrapping (EllipsisText component). The IDE's eslint reports 'Invalid Tailwind CSS classnames order'; the agent's reorder does not clear it and its second try is rejected by the user. Several edits are vetoed by the user. Committing: the first `git add && git commit` (with a Co-Authored-By heredoc) is rejected and the user asks to drop the trailer; the retry fails because zsh expands the Next-style route segment `[id]` in unquoted paths ('no matches found'); quoting every path fixes it and the commit (with lint-staged + typecheck) passes. The later commit of Right.tsx quotes the path from the start (reuse).",
 'episodes': [
  ep(id='E1', symptom_native_ids=['toolu_01VMZNbCije5jdPmwmSAfQZp'], error_text='Invalid Tailwind CSS classnames order', failing_command=None,
     resolved=False, fix=None, verified_by_native_id=None, confidence='medium', hard_cases=['edit_then_retry', 'retry_still_fails_differently', 'gave_up'],
     notes="eslint (tailwindcss plugin) warning from the IDE diagnostics MCP tool, after the agent's own reorder edit toolu_01XaPogArvnmaSasc38QpTQ5 ('有一个 Tailwind class 排序 warning，顺手修一下'); the assistant says '还在报' (still reported) and greps the code base for the house order, then its second reorder toolu_01A2Rdpnf5ngwXX3UGkHWQbp is rejected by the user. Never rechecked; the pre-commit `eslint --fix` may have reordered it, but nothing in the file shows that the warning is gone.",
     shell=False, symptom_tool='mcp__ide__getDiagnostics'),
  ep(id='E2', symptom_native_ids=['toolu_019DNQ5DPMY8SzieVZpCTz8U'], error_text="The user doesn't want to proceed with this tool use.", failing_command='git add web/src/pages/pollo.ai/_components/MenuOptions/_components/OptionButton/index.tsx',
     resolved=True, fix={'native_id': 'toolu_01T35EmUmYt7zMzaynzkHHHv', 'kind': 'request_fix', 'entities': ['Co-Authored-By', 'git commit -m "fix: prevent footer menu options from wrapping on long button text"']},
     verified_by_native_id='toolu_018LoSjsdJKCJbA9t7iqckAE', confidence='high', hard_cases=['flag_removed', 'retry_still_fails_differently', 'compound_retry'],
     notes="User rejection carrying an instruction: the user message uuid:ac086fd2 asks what the 'Co-Authored-By … EOF )' part is and to remove it. The fixed command drops the heredoc trailer, but fails for another reason (E3); the commit message without trailer lands with the quoted retry.",
     shell=True),
  ep(id='E3', symptom_native_ids=['toolu_01T35EmUmYt7zMzaynzkHHHv'], error_text='(eval):1: no matches found: web/src/pages/pollo.ai/v/[id]/_blocks/Detail/Footer/CreateSimilarVideo/index.tsx',
     failing_command='git add web/src/pages/pollo.ai/_components/MenuOptions/_components/OptionButton/index.tsx web/src/pages/pollo.ai/v/[id]/_blocks/Detail/Footer/CreateSimilarVideo/index.tsx',
     resolved=True, fix={'native_id': 'toolu_018LoSjsdJKCJbA9t7iqckAE', 'kind': 'quoting_fix', 'entities': ["'web/src/pages/pollo.ai/v/[id]/_blocks/Detail/Footer/CreateSimilarVideo/index.tsx'", "git add '"]},
     verified_by_native_id='toolu_018LoSjsdJKCJbA9t7iqckAE', confidence='high', hard_cases=['typo', 'path_fix', 'compound_retry'],
     notes="zsh treats `[id]` as a glob character class and aborts the whole `git add … && git commit` line (exit 1, git never runs). The next call single-quotes all three paths; it is both fix and verification (commit 18e03b7b1f created, lint-staged and `turbo run typecheck:preview` pass). No assistant text between the two calls.",
     shell=True),
  ep(id='E4', symptom_native_ids=['toolu_01L1vGjTLZResHf6irdaWeMk', 'toolu_01H7HjyBfp4XstD9Bjdw4Ph7', 'toolu_01LcGPJoD6mE3SuJcCfgbZqc', 'toolu_01ReEkuuM6m8JdfzNsB7UABy'],
     error_text="The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file edit, the new_string was NOT written to the file).", failing_command=None,
     resolved=False, fix=None, verified_by_native_id=None, confidence='medium', hard_cases=['gave_up'],
     notes="User vetoes of Edit calls without an instruction that changes them: after the first the user asks a design question ('!mb-0 是否可以写进 EllipsisText 内部'), after the parallel triple the user changes the task to committing. Nothing is retried; these must not be linked to a later change as fixes.",
     shell=False, symptom_tool='Edit'),
 ],
 'pivots': [
  {'native_id': 'uuid:ac086fd2', 'snippet': '这一段是什么,也是commit message吗,去除'},
  {'native_id': 'toolu_018LoSjsdJKCJbA9t7iqckAE', 'snippet': "git add 'web/src/pages/pollo.ai/_components/MenuOptions/_components/OptionButton/index.tsx'"},
 ],
 'reuse': [
  {'entity': 'quoted [id] path', 'discovered': {'native_id': 'toolu_018LoSjsdJKCJbA9t7iqckAE', 'snippet': "'web/src/pages/pollo.ai/v/[id]/_blocks/Detail/Footer/index.tsx'"},
   'reused': {'native_id': 'toolu_01GwNjRrn6ZmhGYHW69sVeQf', 'snippet': "git add 'web/src/pages/pollo.ai/v/[id]/_blocks/Detail/primitive/Right.tsx'"}},
  {'entity': 'commit message style', 'discovered': {'native_id': 'toolu_015wzDhVArEKj1BBpd3ihdLz', 'snippet': 'feat(web): extract ellipsis text component for menu option button'},
   'reused': {'native_id': 'uuid:133815d7', 'snippet': 'fix(web): prevent footer menu options from wrapping on long button text'}},
 ],
}
ENTRIES[B] = {
 'format': FMT.format(v='2.1.59') + '; system microcompact_boundary records; Skill tool calls',
 'counts': {'shell_commands': 8, 'failed_shell_commands': 1, 'masked_failures_annotated': 0},
 'counts_notes': "8 Bash tool_use blocks, all with a tool_result. The only failed one is the user-rejected `git add … && git commit` (toolu_01KVYR4igu5ssDfKbkUx4vnE). Non-shell errors: a Read of a path that does not exist and an Edit refused with 'File has been modified since read'. Both commits run the husky/lint-staged hook (streamed again in bash_progress records). Several 'system' records of subtype microcompact_boundary ('Context microcompacted') sit between turns.",
 'failed_native_ids': ['toolu_01KVYR4igu5ssDfKbkUx4vnE'], 'expected_nonzero': [], 'exit_unknown': [],
 'notes': "Same user, project and branch as lzy-fe-jumptrack__817a5209 (next day's follow-up): refactoring the tooltip logic of OptionButton/EllipsisText in the React web app. The agent reads a guessed `_types.ts` that is really a folder `_types/index.ts`; an Edit fails because the file changed on disk (the user edits in the IDE alongside, and prettier/eslint run on save); a commit is rejected and the user asks for useMemo instead; the user then asks why line 38 shows a (React hooks dependency) warning, the agent moves displayLabel into the useMemo, and the final commit passes lint-staged and the typecheck.",
 'episodes': [
  ep(id='E1', symptom_native_ids=['toolu_01EegCyeda7XUmVdDfHxNW79'], error_text='File does not exist. Note: your current working directory is /Users/a111111/code/ai-video-collection. Did you mean _types?', failing_command=None,
     resolved=True, fix={'native_id': 'toolu_01LsZLpriV44BsY4ADQXeJSc', 'kind': 'path_fix', 'entities': ['_types/index.ts']}, verified_by_native_id='toolu_01LsZLpriV44BsY4ADQXeJSc',
     hard_cases=['path_fix'], notes="Read of MenuOptions/_types.ts; a Glob for `_types*` finds nothing, a Glob for `MenuOptions/**` (toolu_01DfyXrSuzoAfkhVgH3ZB1jL) lists `_types/index.ts`, which the next Read opens.", shell=False, symptom_tool='Read'),
  ep(id='E2', symptom_native_ids=['toolu_01C2Y13DMRkJC8NGJVPzDeLt'], error_text='File has been modified since read, either by the user or by a linter. Read it again before attempting to write it.', failing_command=None,
     resolved=True, fix={'native_id': 'toolu_015wXyfHv9R9UqpD8yha2ksC', 'kind': 'reread', 'entities': ['OptionButton/index.tsx']}, verified_by_native_id='toolu_01TzqbXJBHgenRyY6jhF6m1h',
     hard_cases=['edit_then_retry'], notes="Edit of OptionButton/index.tsx right after a microcompact boundary; the agent re-reads the file and the same edit then succeeds.", shell=False, symptom_tool='Edit'),
  ep(id='E3', symptom_native_ids=['toolu_01KVYR4igu5ssDfKbkUx4vnE'], error_text="The user doesn't want to proceed with this tool use.", failing_command='git add web/src/pages/pollo.ai/_components/MenuOptions/_components/EllipsisText/index.tsx',
     resolved=True, fix={'native_id': 'toolu_01WdD5HXwDbggCy6LCrvsc5q', 'kind': 'edit_file', 'entities': ['useMemo']}, verified_by_native_id='toolu_01Aw25yvDS53Mxakaa4VTaRd', confidence='medium',
     hard_cases=['edit_then_retry'], notes="User rejection carrying an instruction: uuid:c55a4e9b '还是用memo包一下吧' (wrap it in useMemo after all). The edit is made, a lint warning follows (E4), and the commit of the same two files (toolu_01Aw25yvDS53Mxakaa4VTaRd) lands after the user agrees. The paths here have no [id] segment, so the unquoted git add is fine.", shell=True),
  ep(id='E4', symptom_native_ids=['uuid:7a9b855f'], error_text='为什么38行有警告', failing_command=None,
     resolved=True, fix={'native_id': 'toolu_01K7Rozkshd44bV2soqCYP9q', 'kind': 'edit_file', 'entities': ['displayLabel', 'useMemo']}, verified_by_native_id='toolu_01Aw25yvDS53Mxakaa4VTaRd', confidence='medium',
     hard_cases=['edit_then_retry'], notes="User-reported IDE warning at line 38 (no tool output shows it). Diagnosis uuid:dec16982: displayLabel is JSX recreated every render and sits in the useMemo deps ('linter 会对此发出警告'). Verification is indirect: the commit's lint-staged `eslint --fix` and typecheck pass; the warning itself is never re-read.", shell=False, symptom_tool='user'),
 ],
 'pivots': [
  {'native_id': 'uuid:c55a4e9b', 'snippet': '还是用memo包一下吧'},
  {'native_id': 'uuid:dec16982', 'snippet': 'linter 会对此发出警告'},
 ],
 'reuse': [
  {'entity': '_types/index.ts', 'discovered': {'native_id': 'toolu_01DfyXrSuzoAfkhVgH3ZB1jL', 'snippet': 'MenuOptions/_types/index.ts'},
   'reused': {'native_id': 'toolu_01LsZLpriV44BsY4ADQXeJSc', 'snippet': 'MenuOptions/_types/index.ts'}},
 ],
}
ENTRIES[C] = {
 'format': FMT.format(v='2.1.59') + '; Skill tool call with the skill text as a user record',
 'counts': {'shell_commands': 17, 'failed_shell_commands': 0, 'masked_failures_annotated': 0},
 'counts_notes': "17 Bash tool_use blocks, none is_error. Two greps over schema.prisma piped through `grep`/`head` return nothing (toolu_011JXo4j8z9FuwSsC1sq6yyA, toolu_01VTf5ZyxUABDXjXTtuEmAuE): search misses whose non-zero exit is hidden by the pipe; the agent widens the pattern; they are not failures and not episodes. One non-shell error: Edit 'File has been modified since read'.",
 'failed_native_ids': [], 'expected_nonzero': [], 'exit_unknown': [],
 'notes': "Same user/project as the other lzy-fe-jumptrack files: new branch from master (`git checkout master && git pull && git checkout -b …`, with a custom post-checkout hook printing '检测到进入核心分支'), a one-line change in the admin template table (show categoryCode instead of title), commit with lint-staged + typecheck. The first Edit fails because `git pull` changed the file after it was read (a new import appears in the re-read). The user checks the result (the agent confirms from prisma/schema.prisma that the values are categoryCode) and asks why the PR shows 43 changed files; the agent proves the local branch differs by one file and concludes the PR's target branch is not master; the user confirms the target is `test`. Nothing is fixed for that inside the session.",
 'episodes': [
  ep(id='E1', symptom_native_ids=['toolu_019oTPNSh9TofECPeHuKxD1x'], error_text='File has been modified since read, either by the user or by a linter. Read it again before attempting to write it.', failing_command=None,
     resolved=True, fix={'native_id': 'toolu_01A4LndQ6CUWo1248nG11NPk', 'kind': 'reread', 'entities': ['AddCategory/index.tsx']}, verified_by_native_id='toolu_01Cw2VkQRxyP5V7aJogpFZny',
     hard_cases=['edit_then_retry'], notes="The file was read (toolu_01CoSMe7R7VFqF8AZPk9PatR) before `git checkout master && git pull` (toolu_01HJy6y4kaEZCZ9tWHDaxGAP) fast-forwarded 11 commits; the re-read shows the added import ECategoryRelationResourceType, and the identical edit then succeeds.", shell=False, symptom_tool='Edit'),
  ep(id='E2', symptom_native_ids=['uuid:a16092a6'], error_text='为什么我提交的pr有43个文件改动,明明代码只改动了一行', failing_command=None,
     resolved=False, fix=None, verified_by_native_id=None, confidence='medium', hard_cases=[],
     notes="User-reported problem outside the machine (PR diff on the code host). Diagnosis with git log/diff/ls-remote (uuid:5cf8299d); the user confirms the cause (uuid:d06640f2: target branch is test, branch created from master); the agent only proposes remedies (retarget the PR or rebase on test). No change in the session, so unresolved; not a failure of any command.", shell=False, symptom_tool='user'),
 ],
 'pivots': [
  {'native_id': 'uuid:5cf8299d', 'snippet': 'PR 的目标分支（base）不是 master'},
 ],
 'reuse': [
  {'entity': 'model Category at schema.prisma:2241', 'discovered': {'native_id': 'toolu_01EWEBpGgZt3CgJu4SVyqpHA', 'snippet': '2241:model Category {'},
   'reused': {'native_id': 'toolu_01ATrwigZwdQe7NnazAdMn2R', 'snippet': '2241'}},
 ],
}
ENTRIES[D] = {
 'format': FMT.format(v='2.1.59'),
 'counts': {'shell_commands': 10, 'failed_shell_commands': 0, 'masked_failures_annotated': 0},
 'counts_notes': "10 Bash tool_use blocks (find/ls/grep), none is_error. Two greps end in `|| echo \"No … found\"` (toolu_01Wj1j9bMnbM15zp2XtRPdxy prints the fallback): intended probes, not failures.",
 'failed_native_ids': [], 'expected_nonzero': [], 'exit_unknown': [],
 'notes': "Negative control from the same project: the user asks how to pass selected lines to Claude in VS Code and why web/src/pages/pollo.ai has an `app` folder (is it the Next.js app router?). The agent explores with ls/find/grep and answers. No failing command, no fix.",
 'episodes': [],
 'pivots': [{'native_id': 'uuid:572ed74b', 'snippet': 'app 是否代表nextjs的 app路由'}],
 'reuse': [],
}
ENTRIES[E] = {
 'format': FMT.format(v='2.1.70') + '; Agent (subagent) tool call whose result is a refusal; Edit result with the full settings JSON schema',
 'counts': {'shell_commands': 13, 'failed_shell_commands': 1, 'masked_failures_annotated': 1},
 'counts_notes': "13 Bash tool_use blocks. One is_error: `which code && ls -la $(which code)` → 'Exit code 1 / code not found', an existence probe (expected_nonzero). One masked: `ls -la /Applications/Visual* 2>/dev/null | head -5 && …` prints zsh's '(eval):1: no matches found: /Applications/Visual*' but is not an error (pipe into head); it is also an intended probe (episode E4, expected_failure). Non-shell: the Edit of settings.json fails schema validation; an Agent call returns a refusal with is_error unset.",
 'failed_native_ids': ['toolu_015R9xHmjYA2H2MCinBgJSDL'], 'expected_nonzero': ['toolu_015R9xHmjYA2H2MCinBgJSDL'], 'exit_unknown': [],
 'notes': "Korean session in the user's home workspace: Claude Code's /status shows 'Error installing VS Code extension: … ERR_STREAM_PREMATURE_CLOSE: code --force --install-extension anthropic.claude-code' because the user runs the Antigravity IDE and has no `code` CLI. The agent delegates to the statusline-setup subagent (which refuses), reads ~/.claude settings and debug logs, probes for `code` (not found), tries an unknown settings key (schema validation error), removes IDE lock files, makes an unrelated valid settings edit, and finally puts a dummy `code` script that exits 0 in ~/.local/bin. The session ends without any check that the error is gone.",
 'episodes': [
  ep(id='E1', symptom_native_ids=['uuid:93608107'], error_text='ERR_STREAM_PREMATURE_CLOSE: code --force --install-extension', failing_command=None,
     resolved=False, fix={'native_id': 'toolu_01S7KUYksXfHLhX3KXq9ZqrU', 'kind': 'workaround_isolate', 'entities': ['~/.local/bin/code', 'exit 0']}, verified_by_native_id=None, confidence='medium',
     hard_cases=['env_prefix', 'tool_switch'], notes="User-reported error from Claude Code itself. Diagnosis: the probe toolu_015R9xHmjYA2H2MCinBgJSDL ('code not found') and the debug-log grep toolu_012PusK66SUAtu4pBS5vNBa5; the assistant's conclusion uuid:f59ba810. The stub on PATH is a workaround, never verified (no /status rerun, no user reply).", shell=False, symptom_tool='user'),
  ep(id='E2', symptom_native_ids=['toolu_01JEkd5U5Gyjr81QD1hZKYHu'], error_text='falls outside the scope of what I am able to help with', failing_command=None,
     resolved=False, fix=None, verified_by_native_id=None, confidence='medium', masked=True, hard_cases=['masked', 'gave_up'],
     notes="Agent (Task) call to the statusline-setup subagent; the result is not marked as an error but is a refusal ('I need to stop here'). The main agent drops the subagent route and investigates with Bash itself; that is not a fix of this call.", shell=False, symptom_tool='Agent'),
  ep(id='E3', symptom_native_ids=['toolu_01RBiFJeeauBj2TG8doFjnm3'], error_text='Unrecognized field: disableIDEExtensionCheck', failing_command=None,
     resolved=False, fix=None, verified_by_native_id=None, confidence='medium', hard_cases=['config_change', 'gave_up'],
     notes="Edit of ~/.claude/settings.json refused by Claude Code's settings schema validation (the whole schema is echoed). The later successful Edit toolu_019DvYkCTxsGY2vmak74Q3Rx adds permissions.defaultMode, a valid but unrelated key: it is NOT a fix of this error (trap: same file, success right after).", shell=False, symptom_tool='Edit'),
  ep(id='E4', symptom_native_ids=['toolu_01JdFjAY8kzvyVzpA4x5vmBo'], error_text='(eval):1: no matches found: /Applications/Visual*', failing_command='ls -la /Applications/Visual* 2>/dev/null | head -5',
     resolved=False, fix=None, verified_by_native_id=None, confidence='high', masked=True, expected_failure=True, hard_cases=['masked', 'intended_failure'],
     notes="Existence probe for a VS Code install; zsh reports the unmatched glob on stderr of the shell (not silenced by 2>/dev/null of ls) and the pipeline exits 0. The 'failure' is the answer (no VS Code), so no fix.", shell=True),
 ],
 'pivots': [{'native_id': 'uuid:f59ba810', 'snippet': '`code` 명령어가 없어서 VS Code 확장 설치가 실패하는 것 같습니다'}],
 'reuse': [
  {'entity': 'debug log efeb695d', 'discovered': {'native_id': 'toolu_012PusK66SUAtu4pBS5vNBa5', 'snippet': 'efeb695d-d372-4137-86a0-304b69870731.txt'},
   'reused': {'native_id': 'toolu_01MLBHX1dydv8BnpRNsyKgNf', 'snippet': 'efeb695d-d372-4137-86a0-304b69870731.txt'}},
  {'entity': 'code CLI missing', 'discovered': {'native_id': 'toolu_015R9xHmjYA2H2MCinBgJSDL', 'snippet': 'code not found'},
   'reused': {'native_id': 'uuid:f59ba810', 'snippet': '`code` 명령어가 없어서'}},
 ],
}
ENTRIES[F] = {
 'format': FMT.format(v='2.1.70'),
 'counts': {'shell_commands': 15, 'failed_shell_commands': 0, 'masked_failures_annotated': 1},
 'counts_notes': "15 Bash tool_use blocks (mkdir/mv/ls/rm), none is_error. One masked: `tree -L 3 … -a 2>/dev/null || find … -maxdepth 3 -type d | head -20` (toolu_01WNXspZoEVp3fnYTgVdo7jD) prints find's flat directory list, so tree failed (missing on this Mac) and its stderr was discarded; the fallback in the same command line produced the output.",
 'failed_native_ids': [], 'expected_nonzero': [], 'exit_unknown': [],
 'notes': "Korean session, near-negative control: implementing a plan that moves the user's projects (bucket-list-main, my-profile-site, output-style-test, loose files) under a claude-code-mastery hub folder; a .claude/.rules folder is created and then deleted at the user's request. Every command succeeds; the only failure is the masked missing `tree`, handled by the `|| find` fallback in the same line.",
 'episodes': [
  ep(id='E1', symptom_native_ids=['toolu_01WNXspZoEVp3fnYTgVdo7jD'], error_text="(no error printed: tree's stderr goes to 2>/dev/null; the output is find's flat list of directories, so tree failed or is not installed)", failing_command='tree -L 3 /Users/marklin/workspace/claude-code-mastery/ -a 2>/dev/null',
     resolved=True, fix={'native_id': 'toolu_01WNXspZoEVp3fnYTgVdo7jD', 'kind': 'tool_switch', 'entities': ['|| find', '-maxdepth 3 -type d']}, verified_by_native_id='toolu_01WNXspZoEVp3fnYTgVdo7jD', confidence='medium', masked=True,
     hard_cases=['masked', 'tool_switch', 'compound_retry'], notes="Failure and fallback are one command line; the fix is the pre-planned `|| find`. Inferred from the output shape (no tree glyphs); the agent never remarks on it.", shell=True),
 ],
 'pivots': [{'native_id': 'uuid:9da7b8a7', 'snippet': '.rules 피일 그러면 삭제해줘 내가 직접 만들께'}],
 'reuse': [],
}
GROUPS = [
 {'description': "zsh aborts a command line whose unquoted word contains glob characters that match nothing ('(eval):1: no matches found: …'): a Next/React-router style route segment `[id]` in a `git add` path (fixed by single-quoting the paths) and a `Visual*` probe under /Applications (masked by `| head`, an intended probe). Both macOS/zsh, two different users.",
  'category': 'shell_glob_no_match',
  'members': [{'file': A, 'native_id': 'toolu_01T35EmUmYt7zMzaynzkHHHv', 'role': 'symptom (E3), fixed+verified by quoting in toolu_018LoSjsdJKCJbA9t7iqckAE'},
              {'file': E, 'native_id': 'toolu_01JdFjAY8kzvyVzpA4x5vmBo', 'role': 'masked intended probe (E4), no fix'}],
  'fix_entities': ["'web/src/pages/pollo.ai/v/[id]/_blocks/Detail/Footer/CreateSimilarVideo/index.tsx'"]},
 {'description': "Claude Code refuses an Edit because the file changed on disk after it was read (the user editing in the IDE with format-on-save, or a `git pull` that updated the file); re-reading the file and repeating the edit works. Recurs in two sessions of the same project.",
  'category': 'file_modified_since_read',
  'members': [{'file': B, 'native_id': 'toolu_01C2Y13DMRkJC8NGJVPzDeLt', 'role': 'symptom (E2), fixed by re-read toolu_015wXyfHv9R9UqpD8yha2ksC'},
              {'file': C, 'native_id': 'toolu_019oTPNSh9TofECPeHuKxD1x', 'role': 'symptom (E1) after git pull, fixed by re-read toolu_01A4LndQ6CUWo1248nG11NPk'}],
  'fix_entities': ['Read', 'OptionButton/index.tsx', 'AddCategory/index.tsx']},
 {'description': "The user rejects the agent's `git add … && git commit …` and then asks for a change (drop the Co-Authored-By trailer; wrap the logic in useMemo first); the commit lands after the requested change. Same user and project, consecutive days.",
  'category': 'user_rejection_with_instruction',
  'members': [{'file': A, 'native_id': 'toolu_019DNQ5DPMY8SzieVZpCTz8U', 'role': 'symptom (E2), fix toolu_01T35EmUmYt7zMzaynzkHHHv'},
              {'file': B, 'native_id': 'toolu_01KVYR4igu5ssDfKbkUx4vnE', 'role': 'symptom (E3), fix toolu_01WdD5HXwDbggCy6LCrvsc5q'}],
  'fix_entities': ['Co-Authored-By', 'useMemo']},
 {'description': "An eslint warning in the editor on code the agent just wrote in the React web app (tailwindcss classnames order; a hooks-dependency warning the user points to at line 38). Neither is ever re-checked with eslint itself; the pre-commit `eslint --fix` passes.",
  'category': 'lint_warning',
  'members': [{'file': A, 'native_id': 'toolu_01VMZNbCije5jdPmwmSAfQZp', 'role': 'symptom (E1), unresolved'},
              {'file': B, 'native_id': 'uuid:7a9b855f', 'role': 'user-reported symptom (E4), fix toolu_01K7Rozkshd44bV2soqCYP9q'}],
  'fix_entities': ['eslint --flag unstable_ts_config --fix', 'displayLabel']},
 {'description': "A command-line tool is missing on the same user's Mac: the VS Code `code` CLI (Claude Code's extension install fails; workaround: a stub script on PATH) and `tree` (hidden by 2>/dev/null, replaced by the `|| find` fallback).",
  'category': 'missing_tool',
  'members': [{'file': E, 'native_id': 'toolu_015R9xHmjYA2H2MCinBgJSDL', 'role': 'diagnosis probe of E1 (expected_nonzero)'},
              {'file': F, 'native_id': 'toolu_01WNXspZoEVp3fnYTgVdo7jD', 'role': 'masked symptom (E1), fallback in the same line'}],
  'fix_entities': ['~/.local/bin/code', '|| find']},
]

# ---- carlo-spada/xentri: Codex CLI 0.63.0 rollouts (shell_command envelope), macOS zsh, workspace-write sandbox ----
XE = ('carlo-spada+xentri', 'carlo-spada/xentri', '21c7deda59d1d5ad847eb4ce82111bbd69500cef', '.agents/.codex/sessions/')
X1 = 'codex/xentri__rollout-2025-11-25T22-19-00-019abe62-d843-7940-b591-785fdfa97332.jsonl'
X2 = 'codex/xentri__rollout-2025-11-25T22-49-48-019abe7f-0bf0-7511-b901-8e26b7f2c442.jsonl'
X3 = 'codex/xentri__rollout-2025-11-25T23-00-06-019abe88-79a0-74b2-9d3d-7b8d528d9609.jsonl'
X4 = 'codex/xentri__rollout-2025-11-26T10-47-39-019ac110-42d6-7311-8043-a5a217828024.jsonl'
for _x in (X1, X2, X3, X4):
    _n = _x.split('__', 1)[1]; _d = _n[len('rollout-'):len('rollout-') + 10].replace('-', '/')
    SOURCES[_x] = (XE[0], XE[1], XE[2], XE[3] + _d + '/' + _n)
XFMT = "codex-rollout-jsonl (codex_cli_rs 0.63.0, shell_command with 'Exit code: N / Wall time / Output:' text envelope; apply_patch run through shell_command returns a JSON envelope {output, metadata.exit_code}; no exec_command_end events; macOS zsh, workspace-write sandbox)"
BANNER = "Every shell output starts with the sandbox line '/opt/homebrew/Library/Homebrew/cmd/shellenv.sh: line 18: /bin/ps: Operation not permitted' (Homebrew's shellenv in the zsh profile cannot run ps inside the sandbox), also on exit 0: it is noise, not a failure, and must not become a symptom."
ENTRIES[X1] = {
 'format': XFMT,
 'counts': {'shell_commands': 44, 'failed_shell_commands': 4, 'masked_failures_annotated': 1},
 'counts_notes': "44 function_call shell_command items (5 update_plan calls are not shell). Failed by the 'Exit code: N' header: rg \"Soft-delete\" (1, a search miss, expected), two rg calls with a pattern starting with '-' (2, 'rg: unrecognized flag -'), and the fixed `rg -- …` (1 = no match, which is the intended answer, expected). One masked: the agent's own `echo \"Missing variable project_level not found in status file.\"` (exit 0) reporting a missing workflow variable. " + BANNER,
 'failed_native_ids': sorted(['call_nhYyJCpls3jIWqj7yfdiUDHw', 'call_VJMUKqIscOHX0rke33eMIhcL', 'call_iMGhAgRGuZvpFqvgTo7o3GHj', 'call_DGk3ym8cnpTbhLkYSbDS2f6E']),
 'expected_nonzero': sorted(['call_nhYyJCpls3jIWqj7yfdiUDHw', 'call_DGk3ym8cnpTbhLkYSbDS2f6E']), 'exit_unknown': [],
 'notes': "BMAD-method planning session for Xentri (a TypeScript/Supabase 'Business OS' monorepo that is still documentation-first: docs/prd.md, docs/epics.md, packages/ts-schema). The agent runs the workflow-status and PRD-validation workflows by cat-ing .bmad XML/YAML files, asks the user for a missing `project_level`, writes it with apply_patch, validates PRD+epics against a checklist, then edits the docs up to '100% readiness'. rg fails twice because the pattern '- **Given' starts with a dash; `rg --` fixes the parse and its exit 1 (no match) is the wanted result.",
 'episodes': [
  ep(id='E1', symptom_native_ids=['call_GVzjZ55J9l2WlAk23ecjgaX1'], error_text='Missing variable project_level not found in status file.', failing_command='echo "Missing variable project_level not found in status file."',
     resolved=True, fix={'native_id': 'call_yhIEC60yaKOrbCIl4SJTMdJu', 'kind': 'edit_file', 'entities': ['project_level: "enterprise-greenfield"', 'docs/bmm-workflow-status.yaml']}, verified_by_native_id='line:160', confidence='medium', masked=True,
     hard_cases=['masked', 'config_change'], notes="Not a failing program: the workflow needs project_level and the status file lacks it; the agent reports it through echo (exit 0) and asks (line:113). The user supplies the value (line:124 'The project_level should be enterprise-greenfield.'), the agent adds it with apply_patch via shell_command, and the workflow proceeds to the status report (line:160).", shell=True),
  ep(id='E2', symptom_native_ids=['call_VJMUKqIscOHX0rke33eMIhcL', 'call_iMGhAgRGuZvpFqvgTo7o3GHj'], error_text='rg: unrecognized flag - ', failing_command='rg "- \\*\\*Given\\*\\*" docs/epics.md',
     resolved=True, fix={'native_id': 'call_DGk3ym8cnpTbhLkYSbDS2f6E', 'kind': 'command_change', 'entities': ['rg --']}, verified_by_native_id='call_DGk3ym8cnpTbhLkYSbDS2f6E', confidence='high',
     hard_cases=['flag_removed', 'typo'], notes="A pattern beginning with '-' is parsed as an option. The first retry only shortens the pattern (same error); reasoning line:632 'Handling hyphen escaping in commands' precedes `rg -- \"- \\*\\*Given\" docs/epics.md`, which parses and exits 1: no un-numbered '- **Given' criteria remain, the intended check (trap: that exit 1 is not a new failure). The plan is then marked complete.", shell=True),
 ],
 'pivots': [
  {'native_id': 'line:124', 'snippet': 'The project_level should be enterprise-greenfield.'},
  {'native_id': 'line:632', 'snippet': 'Handling hyphen escaping in commands'},
 ],
 'reuse': [
  {'entity': 'project_level', 'discovered': {'native_id': 'line:124', 'snippet': 'enterprise-greenfield'},
   'reused': {'native_id': 'call_yhIEC60yaKOrbCIl4SJTMdJu', 'snippet': '+project_level: "enterprise-greenfield"'}},
 ],
}
ENTRIES[X2] = {
 'format': XFMT,
 'counts': {'shell_commands': 78, 'failed_shell_commands': 1, 'masked_failures_annotated': 0},
 'counts_notes': "78 function_call shell_command items. One failed: `cat architecture.md` (Exit code: 1, 'No such file or directory'). " + BANNER,
 'failed_native_ids': ['call_806YDCPZzwScJ10ZuBQQTnk2'], 'expected_nonzero': [], 'exit_unknown': [],
 'notes': "Xentri session: the agent orients itself (AGENTS.md/CLAUDE.md/GEMINI.md/README, docs, packages/ts-schema TypeScript types), proposes locking the event backbone contract, then runs the BMAD PRD validation workflow and edits docs/prd.md and docs/epics.md. AGENTS.md names `architecture.md` as if it were in the repo root; `ls docs` (call_gzGtDBUN3uCQQpj6iDwiammD) had already listed it under docs/, yet the agent first tries the root path.",
 'episodes': [
  ep(id='E1', symptom_native_ids=['call_806YDCPZzwScJ10ZuBQQTnk2'], error_text='cat: architecture.md: No such file or directory', failing_command='cat architecture.md',
     resolved=True, fix={'native_id': 'call_TfoV5YuF39Yar3GWbejLDiGi', 'kind': 'path_fix', 'entities': ['docs/architecture.md']}, verified_by_native_id='call_TfoV5YuF39Yar3GWbejLDiGi', confidence='high',
     hard_cases=['path_fix'], notes="Stale path from AGENTS.md ('documentation-first (`architecture.md`, `docs/architecture`, …)'). Same failure in the two later sessions (cross-session group stale_doc_path).", shell=True),
 ],
 'pivots': [{'native_id': 'call_TfoV5YuF39Yar3GWbejLDiGi', 'snippet': 'cat docs/architecture.md'}],
 'reuse': [
  {'entity': 'docs/architecture.md', 'discovered': {'native_id': 'call_gzGtDBUN3uCQQpj6iDwiammD', 'snippet': 'architecture.md'},
   'reused': {'native_id': 'call_TfoV5YuF39Yar3GWbejLDiGi', 'snippet': 'docs/architecture.md'}},
 ],
}
ENTRIES[X3] = {
 'format': XFMT,
 'counts': {'shell_commands': 37, 'failed_shell_commands': 4, 'masked_failures_annotated': 0},
 'counts_notes': "37 function_call shell_command items. Failed (Exit code: 1): `cat .bmad/bmm/core/tasks/workflow.xml`, `ls .bmad/bmm/core`, `ls docs | grep bmm-sprint-status` (a probe: no sprint-status file, expected) and `cat architecture.md`. " + BANNER,
 'failed_native_ids': sorted(['call_SGyhWsITYcmguqi1ZO6w7vqP', 'call_2sOYv9tjbloBvDOBqW19Ndql', 'call_4pNapJnHXPpI9Tn4g8UfZMTQ', 'call_wYagBzQRn4iFrTXrPPttpBso']),
 'expected_nonzero': ['call_4pNapJnHXPpI9Tn4g8UfZMTQ'], 'exit_unknown': [],
 'notes': "Xentri session with the BMAD PM agent (workflow-status) and then the test-architect agent (test-design workflow): the agent loads the workflow engine from a wrong path (.bmad/bmm/core instead of .bmad/core), finds the right one with `ls .bmad`, loads the testarch knowledge files and again tries the root `architecture.md` before `docs/architecture.md`. Test fixtures in the docs contain placeholder e-mails (example.com).",
 'episodes': [
  ep(id='E1', symptom_native_ids=['call_SGyhWsITYcmguqi1ZO6w7vqP', 'call_2sOYv9tjbloBvDOBqW19Ndql'], error_text='cat: .bmad/bmm/core/tasks/workflow.xml: No such file or directory', failing_command='cat .bmad/bmm/core/tasks/workflow.xml',
     resolved=True, fix={'native_id': 'call_vw6mZeLpfzwsAmQX8CLJ4ADC', 'kind': 'path_fix', 'entities': ['.bmad/core/tasks/workflow.xml']}, verified_by_native_id='call_vw6mZeLpfzwsAmQX8CLJ4ADC', confidence='high',
     hard_cases=['path_fix', 'retry_still_fails_differently'], notes="The diagnosis `ls .bmad/bmm/core` fails too ('ls: .bmad/bmm/core: No such file or directory'); `ls .bmad` (call_RKSApR1PKc34Hpd5qhPRsUqV) shows `core` at the top level, and the corrected cat works.", shell=True),
  ep(id='E2', symptom_native_ids=['call_wYagBzQRn4iFrTXrPPttpBso'], error_text='cat: architecture.md: No such file or directory', failing_command='cat architecture.md',
     resolved=True, fix={'native_id': 'call_2mTP2ed9KNmgJnpQ66RAxnLd', 'kind': 'path_fix', 'entities': ['docs/architecture.md']}, verified_by_native_id='call_2mTP2ed9KNmgJnpQ66RAxnLd', confidence='high',
     hard_cases=['path_fix'], notes="Recurrence of xentri 22-49-48 E1 eleven minutes later; `ls docs` (call_X18qsFd2vBWPCYA9Wnq8tdsF) had listed architecture.md under docs/ in this session too.", shell=True),
 ],
 'pivots': [{'native_id': 'line:100', 'snippet': 'Investigating core workflow location'}],
 'reuse': [
  {'entity': '.bmad/core', 'discovered': {'native_id': 'call_RKSApR1PKc34Hpd5qhPRsUqV', 'snippet': 'core'},
   'reused': {'native_id': 'call_vw6mZeLpfzwsAmQX8CLJ4ADC', 'snippet': '.bmad/core/tasks/workflow.xml'}},
 ],
}
ENTRIES[X4] = {
 'format': XFMT,
 'counts': {'shell_commands': 82, 'failed_shell_commands': 5, 'masked_failures_annotated': 1},
 'counts_notes': "82 function_call shell_command items. Failed (Exit code header): `cat architecture.md` (1), `head -n 5 …/brainstorming/checklist.md` (1, no such file), two rg no-match searches for input_file_patterns (1, expected) and `rg \"{{\"` (2, regex parse error). Masked: `rg -o \"{{[a-zA-Z0-9_]+}}\" … | sort -u` prints the same regex parse error but exits 0 because of the pipe. " + BANNER,
 'failed_native_ids': sorted(['call_50hYQyVoVpNlgeogUqkCQToK', 'call_nwfnJBDLG13VwUd71k8TX6Mr', 'call_CXIodWQYtuSI4McSk6O3Ewb6', 'call_liP2HwXn28HU8tdi7U7bN4LD', 'call_lTrTB10QmoEBd6nGz0tPNYzQ']),
 'expected_nonzero': sorted(['call_CXIodWQYtuSI4McSk6O3Ewb6', 'call_lTrTB10QmoEBd6nGz0tPNYzQ']), 'exit_unknown': [],
 'notes': "Next-morning Xentri session with the BMAD master/builder agents (brainstorming, create-module, module-brief workflows). Third time the root `architecture.md` is tried first. A guessed checklist.md for the brainstorming workflow does not exist. Listing the {{template}} variables of a template with rg fails: `{{` is a regex repetition error (exit 2), and the retry with `-o \"{{[a-zA-Z0-9_]+}}\" | sort -u` hits the same error hidden behind the pipe; a python re.findall one-liner works. The `sk-…` strings in the file are inside encrypted_content blobs, not keys.",
 'episodes': [
  ep(id='E1', symptom_native_ids=['call_50hYQyVoVpNlgeogUqkCQToK'], error_text='cat: architecture.md: No such file or directory', failing_command='cat architecture.md',
     resolved=True, fix={'native_id': 'call_972jnM83sWkD9NHsLyeZmpS1', 'kind': 'path_fix', 'entities': ['docs/architecture.md']}, verified_by_native_id='call_972jnM83sWkD9NHsLyeZmpS1', confidence='high',
     hard_cases=['path_fix'], notes="Third recurrence (see X2 E1, X3 E2). Here the agent lists `ls -a`, `ls docs`, `ls docs/architecture` before `cat docs/architecture.md`.", shell=True),
  ep(id='E2', symptom_native_ids=['call_nwfnJBDLG13VwUd71k8TX6Mr'], error_text='head: .bmad/core/workflows/brainstorming/checklist.md: No such file or directory', failing_command='head -n 5 .bmad/core/workflows/brainstorming/checklist.md',
     resolved=False, fix=None, verified_by_native_id=None, confidence='medium', hard_cases=['gave_up'],
     notes="Guessed file. `ls .bmad/core/workflows/brainstorming` (call_brzm4P4PF00lgkrbcQ27geZS) shows there is no checklist for that workflow; the agent moves on without it.", shell=True),
  ep(id='E3', symptom_native_ids=['call_liP2HwXn28HU8tdi7U7bN4LD'], error_text='error: repetition operator missing expression', failing_command='rg "{{" -n .bmad/bmb/workflows/module-brief/template.md',
     resolved=True, fix={'native_id': 'call_BCHpmYXKqogSw7NcGiA6G9t5', 'kind': 'tool_switch', 'entities': ['re.findall', "pathlib.Path('.bmad/bmb/workflows/module-brief/template.md')"]}, verified_by_native_id='call_BCHpmYXKqogSw7NcGiA6G9t5', confidence='high',
     hard_cases=['tool_switch', 'retry_still_fails_differently'], notes="rust regex rejects a bare `{{`. The in-between retry (E4) fails the same way; the python one-liner lists the variables (agent_architecture, …).", shell=True),
  ep(id='E4', symptom_native_ids=['call_H9ePtaTvOMjx1WLD5RTrCRn9'], error_text='rg: regex parse error:', failing_command='rg -o "{{[a-zA-Z0-9_]+}}" .bmad/bmb/workflows/module-brief/template.md | sort -u',
     resolved=True, fix={'native_id': 'call_BCHpmYXKqogSw7NcGiA6G9t5', 'kind': 'tool_switch', 'entities': ['re.findall']}, verified_by_native_id='call_BCHpmYXKqogSw7NcGiA6G9t5', confidence='high', masked=True,
     hard_cases=['masked', 'tool_switch'], notes="Same regex error as E3 ('(?:{{[a-zA-Z0-9_]+}})' / 'repetition operator missing expression') but 'Exit code: 0' because the last command of the pipeline is sort.", shell=True),
 ],
 'pivots': [{'native_id': 'line:650', 'snippet': 'Considering methods for token extraction'}],
 'reuse': [
  {'entity': 'docs/architecture.md', 'discovered': {'native_id': 'call_44pvqhHcs0Q7d78NXNF09G5U', 'snippet': 'architecture.md'},
   'reused': {'native_id': 'call_972jnM83sWkD9NHsLyeZmpS1', 'snippet': 'docs/architecture.md'}},
 ],
}
GROUPS += [
 {'description': "AGENTS.md of the project lists `architecture.md` as a root file, but it lives in docs/; in three Codex sessions of the same project over two days the agent first runs `cat architecture.md` (exit 1, No such file or directory) and then `cat docs/architecture.md`. No session carries the fix over from the previous one: the 'what fixed this before' case.",
  'category': 'stale_doc_path',
  'members': [{'file': X2, 'native_id': 'call_806YDCPZzwScJ10ZuBQQTnk2', 'role': 'symptom (E1), fixed by call_TfoV5YuF39Yar3GWbejLDiGi'},
              {'file': X3, 'native_id': 'call_wYagBzQRn4iFrTXrPPttpBso', 'role': 'recurrence (E2), fixed by call_2mTP2ed9KNmgJnpQ66RAxnLd'},
              {'file': X4, 'native_id': 'call_50hYQyVoVpNlgeogUqkCQToK', 'role': 'recurrence (E1), fixed by call_972jnM83sWkD9NHsLyeZmpS1'}],
  'fix_entities': ['docs/architecture.md']},
 {'description': "ripgrep cannot parse the search pattern: a pattern that starts with '-' is taken for a flag ('rg: unrecognized flag -', fixed with `rg --`), and a bare `{{` is an invalid regex ('repetition operator missing expression', replaced by a python re.findall one-liner; one retry is masked by `| sort -u`).",
  'category': 'search_pattern_parse',
  'members': [{'file': X1, 'native_id': 'call_VJMUKqIscOHX0rke33eMIhcL', 'role': 'symptom (E2), fixed by call_DGk3ym8cnpTbhLkYSbDS2f6E'},
              {'file': X4, 'native_id': 'call_liP2HwXn28HU8tdi7U7bN4LD', 'role': 'symptom (E3), fixed by call_BCHpmYXKqogSw7NcGiA6G9t5'},
              {'file': X4, 'native_id': 'call_H9ePtaTvOMjx1WLD5RTrCRn9', 'role': 'masked retry (E4)'}],
  'fix_entities': ['rg --', 're.findall']},
 {'description': "A workflow or config file is read from a guessed path that does not exist (`.bmad/bmm/core/tasks/workflow.xml` for `.bmad/core/…`, a brainstorming checklist.md that the workflow does not have); listing the parent folder settles it.",
  'category': 'wrong_path_guess',
  'members': [{'file': X3, 'native_id': 'call_SGyhWsITYcmguqi1ZO6w7vqP', 'role': 'symptom (E1), fixed by call_vw6mZeLpfzwsAmQX8CLJ4ADC'},
              {'file': X4, 'native_id': 'call_nwfnJBDLG13VwUd71k8TX6Mr', 'role': 'symptom (E2), gave up (file absent)'},
              {'file': B, 'native_id': 'toolu_01EegCyeda7XUmVdDfHxNW79', 'role': 'Read of _types.ts for _types/index.ts (E1)'}],
  'fix_entities': ['.bmad/core/tasks/workflow.xml', '_types/index.ts']},
]

# ---- SproutSeeds/coda: Codex CLI 0.44.0, `shell` tool with JSON output envelope, macOS seatbelt sandbox ----
CO = 'codex/coda__rollout-2025-10-04T22-31-15-0199b26c-737a-71a2-9939-52ce68c95cbe.jsonl'
SOURCES[CO] = ('SproutSeeds+coda', 'SproutSeeds/coda', 'e84c4bb72033a18f95679cd2ab2616a92fbdbee0', '.codex/sessions/2025/10/04/rollout-2025-10-04T22-31-15-0199b26c-737a-71a2-9939-52ce68c95cbe.jsonl')
ENTRIES[CO] = {
 'format': "codex-rollout-jsonl (codex_cli_rs 0.44.0, function_call `shell` with argv ['bash','-lc',…] and a JSON output envelope {output, metadata.exit_code}; a seatbelt denial is a plain-text output 'failed in sandbox MacosSeatbelt with execution error: Denied { output: ExecToolCallOutput { exit_code: 128, … } }'; escalation via with_escalated_permissions + justification in the arguments; no exec_command_end events)",
 'counts': {'shell_commands': 129, 'failed_shell_commands': 10, 'masked_failures_annotated': 0},
 'counts_notes': "129 function_call `shell` items (19 update_plan calls are not shell). Failed: 9 with metadata.exit_code != 0 plus the seatbelt denial of create-new-feature.sh (call_o09uGUOpLKJ6E5bRfkPOwBy1), whose exit code 128 exists only inside the plain-text 'Denied { output: ExecToolCallOutput { exit_code: 128 …' message. Expected: three no-match/absence probes (rg \"specify-arg\", rg \"\\[FEATURE\" placeholder check, ls package.json). CODEX_HOME is inside the project: the agent even rg's its own live rollout file (call_6V5UoqcfC0YMYwruqcFXD0xo), so this file contains fragments of itself.",
 'failed_native_ids': sorted(['call_TD0ntH2uPd6z98H9A3fPzBxJ', 'call_1Y0AGj33s7CM40NeSSS5DNqQ', 'call_AyeQEqqSbvedLrQhqeAVmd9L', 'call_7vxKvxtxECPNcHkJ4tgIBlBN', 'call_U0N48Y5Qk9nLu6Y2fl82aj3f', 'call_o09uGUOpLKJ6E5bRfkPOwBy1', 'call_WhZhEfsxT7ToOHPnucM5pqfJ', 'call_o0xsurvzmamJpyOHFzO9XGdk', 'call_Cj9WAtJGsy7e5VsZPlCXjcwG', 'call_ObIIMQjgkWmJrHafstRN6eLy']),
 'expected_nonzero': sorted(['call_AyeQEqqSbvedLrQhqeAVmd9L', 'call_o0xsurvzmamJpyOHFzO9XGdk', 'call_ObIIMQjgkWmJrHafstRN6eLy']), 'exit_unknown': [],
 'notes': "Spec-kit session for 'IdeaVault', a planned Next.js 15 / pnpm / Vercel Postgres / Auth.js app: constitution, specify (new feature branch 001-build-a-lightweight), plan, tasks, then implement. Path mistakes dominate: the prompt files are read with workdir `.codex` AND a `.codex/` prefix (twice), the user's `arguments/` is really the hidden `.arguments/`, the spec-kit `templates/commands` folder does not exist. The feature script's `git checkout -b` is denied by the seatbelt sandbox ('cannot lock ref') and works escalated. A python heredoc forgets `from pathlib import Path`. Implementation stops because there is no package.json / Next.js app yet (T002 blocked); the user asks to push and the agent only lists the git commands.",
 'episodes': [
  ep(id='E1', symptom_native_ids=['call_TD0ntH2uPd6z98H9A3fPzBxJ'], error_text='cat: .codex/prompts/constitution.md: No such file or directory', failing_command='cat .codex/prompts/constitution.md',
     resolved=True, fix={'native_id': 'call_OxBUwjORdQ3A3AWzsJcc0HyW', 'kind': 'path_fix', 'entities': ['cat prompts/constitution.md', '.codex']}, verified_by_native_id='call_OxBUwjORdQ3A3AWzsJcc0HyW', confidence='high',
     hard_cases=['path_fix', 'wrong_cwd'], notes="workdir is `.codex` and the path repeats `.codex/` (the user typed '.codex/prompts/constitution.md', relative to the repo root). Reasoning line:15 'Adjusting working directory paths'; the retry drops the prefix and keeps workdir `.codex`. The same mistake recurs in E6.", shell=True),
  ep(id='E2', symptom_native_ids=['call_1Y0AGj33s7CM40NeSSS5DNqQ'], error_text='ls: .specify/templates/commands: No such file or directory', failing_command='ls .specify/templates/commands',
     resolved=False, fix=None, verified_by_native_id=None, confidence='medium', hard_cases=['gave_up'],
     notes="The spec-kit constitution prompt asks to sync command templates in .specify/templates/commands; `find .specify -maxdepth 2 -type d` (call_ZEmZSUb5U6AjV7adosbb7GNE) shows the folder is not part of this install, so the step is skipped. Same spec-kit gap in udocket (cross-session group).", shell=True),
  ep(id='E3', symptom_native_ids=['call_7vxKvxtxECPNcHkJ4tgIBlBN', 'call_U0N48Y5Qk9nLu6Y2fl82aj3f'], error_text='rg: arguments: IO error for operation on arguments: No such file or directory (os error 2)', failing_command='rg "feature description" -n arguments',
     resolved=True, fix={'native_id': 'call_BjU8wsWB2LPtAWvB6fiS37IV', 'kind': 'path_fix', 'entities': ['.arguments/specify-arg-1.md']}, verified_by_native_id='call_BjU8wsWB2LPtAWvB6fiS37IV', confidence='high',
     hard_cases=['path_fix', 'retry_still_fails_differently'], notes="The user's message (line:2) says `arguments/constitution-arg-1.md`; the folder is hidden (`.arguments`). The second rg changes only the pattern (same error); `ls` shows nothing, `ls -a` (call_NoDdiomnIr4WPzlg2F9ULxfU) shows `.arguments`, and the file is then read from there. (An earlier `ls .arguments` at call_MPzaCcPJMzf5cfksSmYOjrq7 had already worked: knowledge not reused.)", shell=True),
  ep(id='E4', symptom_native_ids=['call_o09uGUOpLKJ6E5bRfkPOwBy1'], error_text="fatal: cannot lock ref 'refs/heads/001-build-a-lightweight", failing_command='.specify/scripts/bash/create-new-feature.sh --json "$(cat .arguments/specify-arg-1.md)"',
     resolved=True, fix={'native_id': 'call_Qh3COEWwqrPbYfbxaXVN8Qw7', 'kind': 'sandbox_escalation', 'entities': ['with_escalated_permissions', 'justification']}, verified_by_native_id='call_Qh3COEWwqrPbYfbxaXVN8Qw7', confidence='high',
     hard_cases=['permission', 'config_change'], notes="The seatbelt sandbox does not allow writing .git refs; the identical command rerun with with_escalated_permissions=true prints \"Switched to a new branch '001-build-a-lightweight'\" and the JSON with BRANCH_NAME/SPEC_FILE. The fix is in the call arguments, not the command text.", shell=True),
  ep(id='E5', symptom_native_ids=['call_WhZhEfsxT7ToOHPnucM5pqfJ'], error_text="NameError: name 'Path' is not defined", failing_command="path = Path('specs/001-build-a-lightweight/plan.md')",
     resolved=True, fix={'native_id': 'call_GsC7KjyyWXfAiTeVB5MfGlEf', 'kind': 'edit_file', 'entities': ['from pathlib import Path']}, verified_by_native_id='call_GsC7KjyyWXfAiTeVB5MfGlEf', confidence='high',
     hard_cases=['edit_then_retry', 'compound_retry'], notes="Inline python heredoc editing plan.md; reasoning line:624 'Fixing missing import'; the same script with the import exits 0.", shell=True),
  ep(id='E6', symptom_native_ids=['call_Cj9WAtJGsy7e5VsZPlCXjcwG'], error_text='cat: .codex/prompts/implement.md: No such file or directory', failing_command='cat .codex/prompts/implement.md',
     resolved=True, fix={'native_id': 'call_fqf03RDhz6yGGseGrezFsrSL', 'kind': 'cwd_change', 'entities': ['/Users/codymitchell/Documents/code/coda']}, verified_by_native_id='call_fqf03RDhz6yGGseGrezFsrSL', confidence='high',
     hard_cases=['wrong_cwd', 'path_fix'], notes="Recurrence of E1 within the session (workdir `.codex` + `.codex/` prefix). This time the agent lists `.codex/prompts` from the repo root (call_cHPEreKKmnE6XaE81LxqheUw) and reruns the same cat with workdir = repo root. E1's fix (drop the prefix) is not reused.", shell=True),
 ],
 'pivots': [
  {'native_id': 'line:446', 'snippet': 'Handling branch creation permission issues'},
  {'native_id': 'line:1105', 'snippet': 'Concluding due to missing base project'},
 ],
 'reuse': [
  {'entity': '.arguments', 'discovered': {'native_id': 'call_NoDdiomnIr4WPzlg2F9ULxfU', 'snippet': '.arguments'},
   'reused': {'native_id': 'call_BjU8wsWB2LPtAWvB6fiS37IV', 'snippet': 'cat .arguments/specify-arg-1.md'}},
  {'entity': '.arguments/specify-arg-1.md', 'discovered': {'native_id': 'call_BjU8wsWB2LPtAWvB6fiS37IV', 'snippet': '.arguments/specify-arg-1.md'},
   'reused': {'native_id': 'call_Qh3COEWwqrPbYfbxaXVN8Qw7', 'snippet': '$(cat .arguments/specify-arg-1.md)'}},
 ],
}

# ---- PantherianCodeX/udocket.com: Codex CLI 0.58.0, `shell` tool with JSON envelope, Linux ----
UD = 'codex/udocket__rollout-2025-11-13T20-34-46-019a806e-0b39-7043-90ac-24bab2a6e202.jsonl'
SOURCES[UD] = ('PantherianCodeX+udocket.com', 'PantherianCodeX/udocket.com', 'dbaea58f657c677933e131cff755117a97e8893b', '.codex/sessions/2025/11/13/rollout-2025-11-13T20-34-46-019a806e-0b39-7043-90ac-24bab2a6e202.jsonl')
ENTRIES[UD] = {
 'format': "codex-rollout-jsonl (codex_cli_rs 0.58.0, function_call `shell` with argv ['bash','-lc',…] and JSON output envelope {output, metadata.exit_code}; apply_patch through the shell returns plain text 'apply_patch verification failed: …' without an envelope on failure; 5 event_msg turn_aborted; Linux, workspace-write sandbox)",
 'counts': {'shell_commands': 42, 'failed_shell_commands': 6, 'masked_failures_annotated': 0},
 'counts_notes': "42 function_call `shell` items (4 update_plan not counted), every one with an output. Failed: `ls .specify/templates/commands` (exit 2), check-prerequisites.sh (exit 1, 'ERROR: Not on a feature branch'), and four apply_patch heredocs whose output is the plain-text 'apply_patch verification failed: Failed to find expected lines in …' (no exit code anywhere; counted as failed by the plain-text rule for Codex). Successful apply_patch outputs do carry the JSON envelope with exit_code 0. Five user interruptions (turn_aborted) happen between calls, none aborts a running command.",
 'failed_native_ids': sorted(['call_3S0fud0RZ3NxFku9FJbebqug', 'call_JnwtgdVLuyM7AkaQGSApo6BN', 'call_aKT1pHlNriwzqTYEM4tWoH6G', 'call_QOrw3ddR7kZPPAZ8Q73kNZsy', 'call_Q8ThOufvfOi6FHsro1XTJeGB', 'call_kjqX63hCvheImP3cqAE1jIA6']),
 'expected_nonzero': [], 'exit_unknown': [],
 'notes': "Planning session for uDocket (a Python/LangGraph legal-docs platform, not a JS project) with spec-kit: the user discusses observability tools, then has the agent fill the spec-kit constitution and templates, interactively ('review before applying'). apply_patch fails four times because the patch context does not match the file (a whole template replaced by one hunk; context lines from an earlier version; the agent's own heredoc rewrite changed the text it then tries to patch); twice the agent switches to rewriting the whole file with `cat <<'EOF' >`, once it re-reads the section and re-patches. /speckit.analyze cannot run because check-prerequisites.sh requires a feature branch. Negative-ish for JS, included for the spec-kit recurrence with the coda session.",
 'episodes': [
  ep(id='E1', symptom_native_ids=['call_3S0fud0RZ3NxFku9FJbebqug'], error_text="ls: cannot access '.specify/templates/commands': No such file or directory", failing_command='ls .specify/templates/commands',
     resolved=False, fix=None, verified_by_native_id=None, confidence='medium', hard_cases=['gave_up'],
     notes="Same spec-kit constitution step as coda E2: `ls .specify/templates` (call_Cedb8u18BfX2hJOuTupOfMYg) shows no commands/ folder; the user then interrupts (turn_aborted).", shell=True),
  ep(id='E2', symptom_native_ids=['call_JnwtgdVLuyM7AkaQGSApo6BN'], error_text='apply_patch verification failed: Failed to find expected lines in /home/user/Code/udocket/.specify/memory/constitution.md', failing_command="apply_patch <<'PATCH'",
     resolved=True, fix={'native_id': 'call_1B0pt316OnWYw9ZVfqNcYxv4', 'kind': 'tool_switch', 'entities': ["cat <<'EOF' > .specify/memory/constitution.md"]}, verified_by_native_id='call_1B0pt316OnWYw9ZVfqNcYxv4', confidence='high',
     hard_cases=['tool_switch', 'edit_then_retry'], notes="After `cat -n` of the template (call_TIWbrYsWq8OAH8gG1PHApJ1e) the agent writes the whole file with a heredoc (exit 0); the next apply_patch on it (call_R0dOs6jvqvWjmzIVKWb2tfxV) succeeds.", shell=True),
  ep(id='E3', symptom_native_ids=['call_aKT1pHlNriwzqTYEM4tWoH6G'], error_text='apply_patch verification failed: Failed to find expected lines in /home/user/Code/udocket/.specify/templates/tasks-template.md', failing_command="apply_patch <<'PATCH'",
     resolved=True, fix={'native_id': 'call_mey47xCMIA2yo0CaUujNWjHx', 'kind': 'edit_file', 'entities': ['.specify/templates/tasks-template.md']}, verified_by_native_id='call_mey47xCMIA2yo0CaUujNWjHx', confidence='high',
     hard_cases=['edit_then_retry'], notes="The hunk for User Story 2 did not match; the agent prints the region (call_xBpXH0Rxb6g1KKhmD1fZdIxJ, sed -n '80,220p') and sends a corrected patch, which succeeds.", shell=True),
  ep(id='E4', symptom_native_ids=['call_QOrw3ddR7kZPPAZ8Q73kNZsy'], error_text='ERROR: Not on a feature branch. Current branch: docs-stack', failing_command='.specify/scripts/bash/check-prerequisites.sh --json --require-tasks --include-tasks',
     resolved=False, fix=None, verified_by_native_id=None, confidence='medium', hard_cases=['gave_up'],
     notes="The /speckit.analyze prompt requires a feature branch; the agent asks the user to switch (line:315). The user repeats the question instead and the agent answers from the docs without the script; the branch is never changed.", shell=True),
  ep(id='E5', symptom_native_ids=['call_Q8ThOufvfOi6FHsro1XTJeGB'], error_text='apply_patch verification failed: Failed to find expected lines in /home/user/Code/udocket/.specify/memory/constitution.md', failing_command="apply_patch <<'PATCH'",
     resolved=True, fix={'native_id': 'call_f6l0xYk310BijyXiYQQoHhac', 'kind': 'tool_switch', 'entities': ["cat <<'EOF' > .specify/memory/constitution.md"]}, verified_by_native_id='call_f6l0xYk310BijyXiYQQoHhac', confidence='high',
     hard_cases=['tool_switch'], notes="The patch context is the 1.0.0 Sync Impact Report as the agent remembers it; the file differs. Rewritten whole by heredoc (v1.1.0). Recurrence of E2 within the session.", shell=True),
  ep(id='E6', symptom_native_ids=['call_kjqX63hCvheImP3cqAE1jIA6'], error_text='apply_patch verification failed: Failed to find expected lines in /home/user/Code/udocket/.specify/memory/constitution.md', failing_command="apply_patch <<'PATCH'",
     resolved=True, fix={'native_id': 'call_IsBh6A7WinOpNYeRG1M6d3wV', 'kind': 'tool_switch', 'entities': ["cat <<'EOF' > .specify/memory/constitution.md"]}, verified_by_native_id='call_IsBh6A7WinOpNYeRG1M6d3wV', confidence='high',
     hard_cases=['tool_switch', 'edit_then_retry'], notes="Third constitution patch failure; this time `cat` first (call_nK7Mzhg3D1DTnhtJFHuWnofm), then a heredoc rewrite to v1.2.0 (exit 0); the following template patches succeed.", shell=True),
 ],
 'pivots': [
  {'native_id': 'call_1B0pt316OnWYw9ZVfqNcYxv4', 'snippet': "cat <<'EOF' > .specify/memory/constitution.md"},
  {'native_id': 'line:315', 'snippet': 'Cannot run `/speckit.analyze`'},
 ],
 'reuse': [
  {'entity': 'heredoc rewrite of constitution.md', 'discovered': {'native_id': 'call_1B0pt316OnWYw9ZVfqNcYxv4', 'snippet': "cat <<'EOF' > .specify/memory/constitution.md"},
   'reused': {'native_id': 'call_f6l0xYk310BijyXiYQQoHhac', 'snippet': "cat <<'EOF' > .specify/memory/constitution.md"}},
 ],
}
GROUPS += [
 {'description': "spec-kit's constitution prompt refers to `.specify/templates/commands`, which these spec-kit installs do not have (`ls` exits 1 on macOS, 2 on Linux with 'cannot access'); listing `.specify` / `.specify/templates` confirms it and the step is skipped. Two different users and projects.",
  'category': 'tool_template_missing',
  'members': [{'file': CO, 'native_id': 'call_1Y0AGj33s7CM40NeSSS5DNqQ', 'role': 'symptom (E2), gave up after find .specify'},
              {'file': UD, 'native_id': 'call_3S0fud0RZ3NxFku9FJbebqug', 'role': 'symptom (E1), gave up after ls .specify/templates'}],
  'fix_entities': ['find .specify -maxdepth 2 -type d -print', 'ls .specify/templates']},
 {'description': "An edit whose anchor no longer matches the file: Codex apply_patch 'verification failed: Failed to find expected lines' (three times on the same constitution.md, once on a template) and Claude Code Edit 'File has been modified since read'. Fixed by re-reading the file or rewriting it whole.",
  'category': 'edit_anchor_mismatch',
  'members': [{'file': UD, 'native_id': 'call_JnwtgdVLuyM7AkaQGSApo6BN', 'role': 'symptom (E2)'},
              {'file': UD, 'native_id': 'call_Q8ThOufvfOi6FHsro1XTJeGB', 'role': 'recurrence (E5)'},
              {'file': UD, 'native_id': 'call_kjqX63hCvheImP3cqAE1jIA6', 'role': 'recurrence (E6)'},
              {'file': B, 'native_id': 'toolu_01C2Y13DMRkJC8NGJVPzDeLt', 'role': 'Claude Edit variant (E2)'}],
  'fix_entities': ["cat <<'EOF' > .specify/memory/constitution.md", 'Read']},
]
