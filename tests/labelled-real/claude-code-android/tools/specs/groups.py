F1 = "claude_code/claude-backup__5ea5e99e-9793-4288-9c85-c9838be1630c.jsonl"
F2 = "claude_code/claude-backup__1d813ba4-2cda-4218-95be-1a7c8e02427b.jsonl"
F3 = "claude_code/claude-backup__3e89eb15-32e7-43f8-8734-8d47310263ea.jsonl"
GROUPS = [
 {"description": "A command reads a path the agent assumed (a stale memory note's script/core_parser.py; the default ~/.android/avd) and fails with no such file / exit 2; the agent lists the real tree (ls/find, avdmanager list avd) and reruns the same intent on the discovered location (parser/command/android/cmd_class.cpp; ~/.config/.android/avd). Same failure kind (assumed location does not exist) and same fix mechanism (discover by listing, then path change) in two sessions of the same user.",
  "category": "wrong_path_assumption",
  "members": [
   {"file": F1, "native_id": "call_function_pi9lqut8jlch_1"},
   {"file": F2, "native_id": "call_function_wcpicas1hjz8_1"}
  ],
  "fix_entities": ["parser/command/android/cmd_class.cpp", "/home/cwtrocks/.config/.android/avd"]},
 {"description": "Failure hidden in an exit-0 Bash result because the failing program runs inside a compound command whose last stage succeeds (curl piped into `head -c`/`tail -1` plus echo; emulator started with `&` and its log tailed, the job's '[1]+  Exit 1' only visible in the text; `adb root` refusing with exit 0). Detectable only from output text; in every session the agent reads the text and changes the command (curl -4 / mirror path; ANDROID_AVD_HOME prefix / dropped flag; jq replaced by grep -o / rootAVD given ramdisk.img FAKEBOOTIMG). Members from three sessions of the same user.",
  "category": "masked_failure",
  "members": [
   {"file": F1, "native_id": "call_function_ds0gpbmo3dgx_1"},
   {"file": F1, "native_id": "call_function_4560hhi6q3tl_1"},
   {"file": F2, "native_id": "call_function_zcamqu2qvxgg_1"},
   {"file": F2, "native_id": "call_function_d6iexvzfiprt_1"},
   {"file": F3, "native_id": "tooluse_0QybJON4Ek06cX0Ei2TCeu"},
   {"file": F3, "native_id": "tooluse_uKpqc7Q6ZnZYnPLEh4lP0p"}
  ],
  "fix_entities": ["curl -4", "ANDROID_AVD_HOME=/home/cwtrocks/.config/.android/avd", "-qt-arg", "grep -o", "ramdisk.img FAKEBOOTIMG"]},
 {"description": "The user stops a long retry loop (tool-use rejection in one session, interrupt with exit 137 in the other) and then redirects in a plain message (re-asks the question; reports the stale emulator-5554); the agent follows the message instead of continuing the loop.",
  "category": "user_interrupt_redirect",
  "members": [
   {"file": F1, "native_id": "call_function_60bbapxv39q8_1"},
   {"file": F2, "native_id": "call_function_9gezr21fwzfq_1"}
  ],
  "fix_entities": ["user message", "killall -9 qemu-system-x86_64-headless"]},
 {"description": "`adb root` on an official Google emulator image answers 'adbd cannot run as root in production builds' with exit 0 (ro.build.type=user). Same user, same goal, two sessions: in one the agent switches to android-34/35 aosp_atd images, in the other a workflow verifies google_apis SDK 36 and then rootAVD/Magisk patching is tried; no remedy works in either session (a negative pair for the linker: image switches and patch attempts are not fixes).",
  "category": "unresolved_recurring",
  "members": [
   {"file": F2, "native_id": "call_function_jjw5ea5tmjtk_1"},
   {"file": F2, "native_id": "call_function_z9fmigzcvx25_1"},
   {"file": F3, "native_id": "tooluse_Ji4RMfJjygEZu7QIkoWDLC"},
   {"file": F3, "native_id": "tooluse_wGWXrszXlJf1pH1iVQIoZa"}
  ],
  "fix_entities": ["aosp_atd", "rootAVD"]}
]
