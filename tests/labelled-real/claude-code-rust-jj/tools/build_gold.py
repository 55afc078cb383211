import json,os
ROOT=os.path.join(os.path.dirname(__file__),'..')
FILES={}
GROUPS=[]
F1='claude_code/tspec__263622dc-a034-4871-96f9-76fda70d8bd6.jsonl'
FILES[F1]={
 "format":"claude-code-jsonl (Claude Code 2.1.34, Linux, cwd /home/wink/data/prgs/rust/tspec; file kept in the repo's .claude/ dir)",
 "counts":{"shell_commands":22,"failed_shell_commands":4,"masked_failures_annotated":1},
 "counts_notes":"22 Bash tool_use blocks, no sidechains. 4 tool_results with is_error true: two user rejections (no exit code; toolUseResult is the string 'Error: The user doesn't want to proceed ...' followed by the user's instruction), `tspec fmt --check` (Exit code 1) and `tspec install` (Exit code 2, clap usage error). Successful Bash results carry toolUseResult as an object {stdout, stderr, interrupted, ...}. `tspec clippy` printed 8 needless_borrow warnings with is_error false (exit 0): counted as masked, not failed. Line 0 is a record of the previous plan-mode session (sessionId bbb250e2-..., '[Request interrupted by user for tool use]'); every other record carries sessionId 263622dc-...; 19 file-history-snapshot records carry none.",
 "failed_native_ids":sorted(["toolu_01Gz1Y4NAiMVb8U7V8qwRFWR","toolu_015imKMpCDhzfyZzngtTTYxe","toolu_01TXjQTouGGnJXZJCVNTW3km","toolu_013WdfJB7qKFiA5ZUF26LsUX"]),
 "expected_nonzero":[],
 "exit_unknown":[],
 "notes":"Rust CLI (tspec, a 'translation spec' wrapper around cargo). The session implements a plan (move the `Ts` subcommand onto an Execute trait), then verifies with test/clippy/fmt, bumps the version, installs, retests and commits. The user steers tool choice twice by rejecting `cargo ...` calls: CLAUDE.md says to use the project's own `tspec` wrapper. The agent learns this for test/clippy/fmt but still reaches for `cargo install` later and is rejected again; its first `tspec install` then misses the required --path. A clippy run exits 0 with 8 warnings that the agent fixes (masked). The commit later goes to the wrong branch (user: 'I had merged different-passthrough'), which is a conversation, not a failing call.",
 "episodes":[
  {"id":"E1","symptom_tool":"Bash","shell":True,"symptom_native_ids":["toolu_01Gz1Y4NAiMVb8U7V8qwRFWR"],
   "error_text":"if you look at CLAUDE.md you should see that tspec should be used instead of cargo where possible.",
   "failing_command":"cargo test -p tspec 2>&1","resolved":True,
   "fix":{"native_id":"toolu_01BHB82GQoWft9JjnSnxxTPW","kind":"tool_switch","entities":["tspec test -p tspec"]},
   "verified_by_native_id":"toolu_01BHB82GQoWft9JjnSnxxTPW","verification":"command","confidence":"high","masked":False,"expected_failure":False,
   "hard_cases":["tool_switch","permission"],
   "notes":"User rejection of a Bash call with an instruction (is_error, no exit code). The same intent through the project wrapper runs 79 tests. Assistant acknowledges: 'Right, using tspec instead of cargo per CLAUDE.md.'"},
  {"id":"E2","symptom_tool":"Bash","shell":True,"symptom_native_ids":["toolu_018HnKQ9wK7UbpMKQxZmwSKZ"],
   "error_text":"warning: this expression creates a reference which is immediately dereferenced by the compiler\n  --> src/ts_cmd/hash.rs:25:47",
   "failing_command":"tspec clippy 2>&1","resolved":True,
   "fix":{"native_id":"toolu_01BozwhhpcUbweVz6jxjmHYB","kind":"edit_file","entities":["&workspace","needless_borrow"]},
   "attempted_fix_native_ids":["toolu_01JLNi84Tk4Qc36UksbgZ8o8","toolu_01C2hGzoqvuUEL1BP7ppYVhY","toolu_01BxchizrzRQTvYFYSHErxSo","toolu_013Sd4y4e773NQ9PiXQRLbA3"],
   "verified_by_native_id":"toolu_01KyMm2MxZQWSyVUXNUpnAjT","verification":"command","confidence":"high","masked":True,"expected_failure":False,
   "hard_cases":["masked","edit_then_retry"],
   "notes":"clippy exits 0 (is_error false) with 8 needless_borrow warnings caused by the refactor (workspace became &Path). Five replace_all Edits of '&workspace' -> 'workspace' (fix = the last, set.rs); the rerun prints only 'Finished'. Diagnosis in assistant text e339fba0."},
  {"id":"E3","symptom_tool":"Bash","shell":True,"symptom_native_ids":["toolu_015imKMpCDhzfyZzngtTTYxe"],
   "error_text":"Diff in /home/wink/data/prgs/rust/tspec/src/cmd/ts.rs:108:",
   "failing_command":"tspec fmt --check 2>&1","resolved":True,
   "fix":{"native_id":"toolu_01E7QJeGyHqoj3pVFLuEPzi3","kind":"command_change","entities":["tspec fmt"]},
   "verified_by_native_id":"toolu_01DKENhLi2spJpLY9uf4yr4S","verification":"command","confidence":"high","masked":False,"expected_failure":False,
   "hard_cases":["flag_removed"],
   "notes":"rustfmt check fails (exit 1, ANSI-coloured diff, 'error: cargo fmt failed') on long signatures. Running the formatter without --check rewrites the files; the parallel rerun of `tspec fmt --check` prints nothing and is not an error."},
  {"id":"E4","symptom_tool":"Bash","shell":True,"symptom_native_ids":["toolu_01TXjQTouGGnJXZJCVNTW3km"],
   "error_text":"use tspec it implents the simple install",
   "failing_command":"cargo install --path /home/wink/data/prgs/rust/tspec 2>&1","resolved":True,
   "fix":{"native_id":"toolu_017reKnAwBLaJNKewDrRfVDr","kind":"tool_switch","entities":["tspec install --path ."]},
   "attempted_fix_native_ids":["toolu_013WdfJB7qKFiA5ZUF26LsUX"],
   "verified_by_native_id":"toolu_017reKnAwBLaJNKewDrRfVDr","verification":"command","confidence":"high","masked":False,"expected_failure":False,
   "hard_cases":["tool_switch","permission","retry_still_fails_differently"],
   "notes":"Second rejection with the same lesson as E1 (use the tspec wrapper), this time for install. The first switch attempt fails differently (E5)."},
  {"id":"E5","symptom_tool":"Bash","shell":True,"symptom_native_ids":["toolu_013WdfJB7qKFiA5ZUF26LsUX"],
   "error_text":"error: the following required arguments were not provided:\n  --path <PATH>",
   "failing_command":"tspec install 2>&1","resolved":True,
   "fix":{"native_id":"toolu_017reKnAwBLaJNKewDrRfVDr","kind":"command_change","entities":["--path ."]},
   "verified_by_native_id":"toolu_017reKnAwBLaJNKewDrRfVDr","verification":"command","confidence":"high","masked":False,"expected_failure":False,
   "hard_cases":["flag_removed"],
   "notes":"clap usage error, exit 2. Adding the required --path argument installs v0.9.1; the following tspec test/clippy/fmt and `tspec ts list/show/hash` succeed."}
 ],
 "pivots":[
  {"native_id":"e5c936a9-7739-4f9c-9504-12a29cac6187","snippet":"Right, using tspec instead of cargo per CLAUDE.md."},
  {"native_id":"e339fba0-75e6-44db-bc0b-ca0a7d7a1755","snippet":"Clippy warnings about needless borrows"},
  {"native_id":"toolu_017reKnAwBLaJNKewDrRfVDr","snippet":"tspec install --path ."}
 ],
 "reuse":[
  {"entity":"tspec instead of cargo","discovered":{"native_id":"toolu_01Gz1Y4NAiMVb8U7V8qwRFWR","snippet":"tspec should be used instead of cargo where possible"},
   "reused":{"native_id":"toolu_019LyM3xTpgA1tWP3VPd97uv","snippet":"tspec test -p tspec"}},
  {"entity":"--path <PATH>","discovered":{"native_id":"toolu_013WdfJB7qKFiA5ZUF26LsUX","snippet":"Usage: tspec install --path <PATH>"},
   "reused":{"native_id":"toolu_017reKnAwBLaJNKewDrRfVDr","snippet":"tspec install --path ."}}
 ]
}
exec(open(os.path.join(os.path.dirname(__file__),'more_specs.py')).read()) if os.path.exists(os.path.join(os.path.dirname(__file__),'more_specs.py')) else None
out={"schema_notes":"see tests/labelled-real/README.md; same as files.gold.json. Episodes also carry symptom_tool, shell and verification (as in corpus.gold.json).","files":FILES,"cross_session_groups":GROUPS}
json.dump(out,open(os.path.join(ROOT,'gold.json'),'w'),indent=1,ensure_ascii=False)
print('wrote',len(FILES))
