KEY="claude_code/bs-thesis-low-light__87cd58f5-2181-4695-a6c0-505ed71ba497.jsonl"
E={
"format":"claude-code-jsonl (Claude Code 2.1.89, cli, Linux; one Agent/Explore subagent whose transcript is not inline)",
"counts":{"shell_commands":13,"failed_shell_commands":2,"masked_failures_annotated":2},
"counts_notes":"13 Bash tool_use blocks in the main thread (the Explore Agent call toolu_018uqyH7FP8V2eL7nJYR7NnT returns only its report; its own tool calls are not in this file). 2 is_error results with 'Exit code 1': the python run that lacks cv2, and a `which feh xdg-open display sxiv` probe that finds none. Two masked: `eog ... &disown` returns is_error false with '/bin/bash: line 1: eog: command not found', and `which xdg-open && xdg-open ... &disown || echo \"not found\"` prints nothing at all (the && list is backgrounded, so neither the path nor 'not found' is shown).",
"failed_native_ids":sorted(["toolu_012GqNeYMAb49sVyRRF7XBTE","toolu_01TVBfb8jwckJW6s4A285rYK"]),
"expected_nonzero":["toolu_01TVBfb8jwckJW6s4A285rYK"],
"exit_unknown":[],
"notes":"Same thesis project (Retinex decomposition). The agent edits decompose_retinex.py (bilateral filter for illumination and reflectance refinement), then runs it with the system python: ModuleNotFoundError cv2. It lists conda envs, checks that env 'viv' imports cv2, and reruns with `conda run -n viv` (this prefix is then reused for every later python run). Opening result images fails on the headless VM: eog missing (masked), no viewer found, a matplotlib window launched in the background with no evidence it displayed; the user then asks to sync outputs locally and gets an rsync command.",
"episodes":[
 {"id":"E1","shell":True,"symptom_native_ids":["toolu_012GqNeYMAb49sVyRRF7XBTE"],
  "error_text":"ModuleNotFoundError: No module named 'cv2'","failing_command":"python decompose_retinex.py 2>&1",
  "resolved":True,"fix":{"native_id":"toolu_013So9c95Yqzm3L8BjFD3dZg","kind":"env_change","entities":["conda run -n viv"]},
  "verified_by_native_id":"toolu_013So9c95Yqzm3L8BjFD3dZg","confidence":"high","masked":False,"expected_failure":False,
  "hard_cases":["env_prefix"],
  "notes":"Diagnosis: conda env list (toolu_01NUaTUHQ1VoPu11jHQSt9eB) and an import probe `conda run -n viv python -c \"import cv2; ...\"` printing OK (toolu_01JXXvo1Wrc7peiTsbX1saah). The identical script run under `conda run -n viv` prints 'Processed: 1.png' ... for all 15 images."},
 {"id":"E2","shell":True,"symptom_native_ids":["toolu_01XqL2C7MuhzqX8F4DPV3bsN","toolu_01VewiWanQj8jmuTYgKJxnP9"],
  "error_text":"/bin/bash: line 1: eog: command not found","failing_command":"eog /home/samiran_iiserb/asip_lab/UG/VIVEK/bs_thesis_low_light/results/r_comparison_detailed/ &disown 2>&1",
  "resolved":False,"fix":{"native_id":"toolu_01QbM7JE8NRCZojYNBXb4gbw","kind":"tool_switch","entities":["matplotlib","plt.show()"]},
  "verified_by_native_id":None,"confidence":"medium","masked":True,"expected_failure":False,
  "hard_cases":["masked","tool_switch","retry_still_fails_differently"],
  "notes":"is_error false because the command is backgrounded with &disown. The which probe (toolu_01TVBfb8jwckJW6s4A285rYK, exit 1, expected) shows no feh/xdg-open/display/sxiv; the xdg-open attempt prints nothing (second masked symptom). The agent switches to a matplotlib viewer launched with & — its only output is its own echo 'Opened viewer (PID 3072166)', which proves nothing on a headless server (hostname h100-nvl-iiser-bhopal-vm05, printed later). The user then asks to 'sync the outputs locally'; unresolved in-session."}
],
"pivots":[
 {"native_id":"6cc66c0b-9fa2-4b3a-8176-e7ac8cc50299","snippet":"Need to find the right Python environment."},
 {"native_id":"55e74ef1-beb4-455f-9c4e-f5fa6934541c","snippet":"sync the outputs locally"}
],
"reuse":[
 {"entity":"conda run -n viv","discovered":{"native_id":"toolu_01JXXvo1Wrc7peiTsbX1saah","snippet":"conda run -n viv python -c"},"reused":{"native_id":"toolu_01MCkUNcmKqUMXQEz3rn22Vb","snippet":"conda run -n viv python compare_reflectance.py"}},
 {"entity":"conda run -n viv","discovered":{"native_id":"toolu_013So9c95Yqzm3L8BjFD3dZg","snippet":"conda run -n viv python decompose_retinex.py"},"reused":{"native_id":"toolu_01W3sdmNsaxLMNJb1wsjvFU1","snippet":"conda run -n viv python compare_r_detailed.py"}}
]
}
