MAD="codex/madinah__rollout-2025-10-24T16-23-56-019a1551-3b39-7ef2-aacf-1ed98e505cae.jsonl"
ALR="codex/alert-framework__rollout-2025-12-19T19-42-25-019b396c-1e3f-7131-97a6-b0c53ce57c88.jsonl"
CRY="codex/crypto-wallet__rollout-2025-10-15T15-22-31-0199e6f6-b3f3-75b2-aabd-f801c163ac79.jsonl"
VOI="codex/local-voice-assistant__rollout-2025-12-25T22-45-23-019b55c1-d022-7061-bbb9-b0c90708472b.jsonl"
RPS="codex/rps3__rollout-2025-10-28T14-28-35-019a294a-1fd4-75a2-b137-02977f067579.jsonl"
V17="claude_code/bs-thesis-low-light__173ca1f1-2426-4d5b-94c3-084fb8c46a72.jsonl"
V87="claude_code/bs-thesis-low-light__87cd58f5-2181-4695-a6c0-505ed71ba497.jsonl"
VA1="claude_code/bs-thesis-low-light__a1fe1fc0-c942-4228-9a8a-428ead67ba6c.jsonl"
def m(f,i): return {"file":f,"native_id":i}
GROUPS=[
 {"description":"Codex sandbox blocks a command (writes under .git, Go tool capabilities, or no network); the identical command is rerun with escalation in the call arguments (0.46/0.50: with_escalated_permissions=true + justification; 0.77: sandbox_permissions=require_escalated + justification).",
  "category":"sandbox_permission",
  "members":[m(MAD,"call_M02hgzRAmNZ11fKdQMxSRGiJ"),m(MAD,"call_2vbY7giICGDMBvaUISYE6FfK"),m(CRY,"call_FvJs44SFKMjzlW5un54Ml1to"),m(CRY,"call_yKA6QqqyHbgW94zFgEfTlJle"),m(RPS,"call_AC2n8MGZwJwN1ystDuuyNHNn"),m(RPS,"call_YuW7qi6CZnxRuSrzQN7p9l9C"),m(VOI,"call_2AfsYMvwnWGDzF0gZL2BD4QA"),m(VOI,"call_mBWxB1sWxtzYvTO6vXuhQbE9")],
  "fix_entities":["with_escalated_permissions","sandbox_permissions","require_escalated","justification"]},
 {"description":"`git ls-remote` run inside the network-less sandbox cannot resolve github.com. Masked by '|| true' in one session and replaced by local `git branch -r`; in the other, exit 1 and fixed by escalation (then escalated up front for the next feature).",
  "category":"sandbox_network",
  "members":[m(MAD,"call_7MzMsSIlnmBjipCbJCvY9xvK"),m(VOI,"call_2AfsYMvwnWGDzF0gZL2BD4QA"),m(VOI,"call_mBWxB1sWxtzYvTO6vXuhQbE9")],
  "fix_entities":["git branch -r","require_escalated"]},
 {"description":"`rg --files` (with or without -g globs) skips dot-directories, so files under .specify/ or .codex/ are not found (exit 1, empty output) although they exist; `ls -a` or a direct path finds them.",
  "category":"search_hidden_files",
  "members":[m(ALR,"call_FHt9IHgNPF22RcMOVTB6849k"),m(ALR,"call_eE67geH3clKoQGHiCwgavZJs"),m(VOI,"call_zY0hyfErMD6LxgmwFSN22beg"),m(VOI,"call_Oyg51GKMW14vnLYwWgNO0dxm")],
  "fix_entities":["ls -a",".specify"]},
 {"description":"`python` does not exist on the host (exit 127, 'python: command not found'); the same heredoc script works with `python3`.",
  "category":"command_not_found",
  "members":[m(CRY,"call_t1HwcpOQU9pZab7OZwMWDKyh"),m(VOI,"call_5tlK6cq6ssZCRBPlLHlw5BTE")],
  "fix_entities":["python3"]},
 {"description":"ModuleNotFoundError (cv2 / torch) because the command ran with the base or wrong interpreter; fixed by running inside the right conda environment (conda run -n viv / thesis / scolor, or conda activate viv in tmux), not by installing into base.",
  "category":"wrong_environment",
  "members":[m(V17,"toolu_01HwGpBmjdtnMA6WfZuvVMpJ"),m(V87,"toolu_012GqNeYMAb49sVyRRF7XBTE"),m(VA1,"toolu_01EsnXUkS4gTQ1XspEKLVDox"),m(VA1,"toolu_019KafmmadGwH4QNCg3eoYx8")],
  "fix_entities":["conda run -n viv","conda activate viv","conda run -n thesis"]},
 {"description":"A missing Python package is installed into the project environment: requirements.txt in conda env viv, torchvision/opencv-python-headless into env thesis, python-multipart added to pyproject.toml and `uv sync`.",
  "category":"missing_dependency",
  "members":[m(V17,"toolu_01HwGpBmjdtnMA6WfZuvVMpJ"),m(VA1,"toolu_018xkuTX4GAcop1D5bxvuo6a"),m(VA1,"toolu_01XFUwAUN5iQweTS6dzB9AqG"),m(VOI,"call_VuFhdb5sRkmVIAhNkH6zteI7")],
  "fix_entities":["pip install -r requirements.txt","pip install torchvision","opencv-python-headless","python-multipart"]},
 {"description":"apply_patch 'verification failed: Failed to find expected lines' because the hunk's context no longer matches (earlier edits, lines in between, wrapped lines, a repeated header, or context copied from another file); the agent re-reads the file (sed/rg -n) and re-anchors, or switches to a python3 str.replace script. Occurs for the freeform apply_patch tool and for apply_patch run as a shell heredoc.",
  "category":"edit_anchor_mismatch",
  "members":[m(MAD,"call_f9HMKxNeqnhEFk8MzLjmatEy"),m(MAD,"call_5uBMHCJC3zBpA8kJ6kzGmQAt"),m(VOI,"call_BHK5Qx6qmPKF37Q9d9l8yUT0"),m(VOI,"call_4cy80eNCn69RTmNXh0gOMsca"),m(VOI,"call_49n6tniI14vCmSzjt6PIpAmD"),m(RPS,"call_QU6Uyv79qHPrRGDxKC5NWaqe"),m(RPS,"call_fxcGC0WAR8DFtNJ3yWMGC1Zl"),m(RPS,"call_AmYGO4e14wlNJwMcjst83D5k"),m(RPS,"call_XmLOzhiL9V9G4w3tDTVNsChS")],
  "fix_entities":["sed -n","rg -n","python3"]},
 {"description":"`git checkout main` / `git switch main` refused ('Your local changes ... would be overwritten by checkout') because the repository tracks .codex/ and the running Codex session keeps rewriting its own rollout and logs there; committing them never helps. Unresolved in both files.",
  "category":"vcs_self_modifying_log",
  "members":[m(RPS,"call_v4VuW8BiD7yQnzz3qjiaG81k"),m(VOI,"call_Jqi3YU5rm3RfqimVpGiC6luo")],
  "fix_entities":[".codex/sessions","git commit"]},
 {"description":"Claude Code user rejection ('The user doesn't want to proceed with this tool use') followed by a user message that changes the instruction (epochs, use tmux + conda env, or an unrelated question first).",
  "category":"user_rejection",
  "members":[m(V17,"toolu_01NNd8XEyFBX4DL8zwQuB419"),m(V17,"toolu_01R2EMtkVFmxDzJYsFiNLpai"),m(VA1,"toolu_01XbBPgkou9VFNzZrdpDuJFB")],
  "fix_entities":["--epochs 200","tmux viv","xargs kill"]}
]
