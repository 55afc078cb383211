Q5 = "claude_code/personal-git__qemu-v5__eab048d5-a804-4134-81c7-36d2358b18fd.jsonl"
Q4 = "claude_code/personal-git__qemu-v5__04dd95c8-a44e-4d5e-b805-a6b782ed0116.jsonl"
LN = "claude_code/personal-git__libnn-baseline__bd42c520-81e4-40e3-8230-ab53f216b894.jsonl"
HA = "claude_code/personal-git__hybrid-sim__a99553e0-34e3-434d-bf2a-196b9ac26631.jsonl"
HB = "claude_code/personal-git__hybrid-sim__6aaa4b1e-c470-4a10-af83-37cc6cc9f167.jsonl"
JP = "codex/jg__rollout-2026-04-03T00-20-31-019d4ec8-2174-70d0-9030-7dedd061200c.jsonl"
GROUPS = [
 {"description": "`pkill -f <pattern>` run inside the agent's shell matches that shell's own command line and kills it: Bash returns 'Exit code 144' with no output and the rest of the cleanup never runs. Same user, same hybrid_sim project, two sessions a day apart (2026-05-18 and 05-19): the first time the agent reruns the cleanup without pkill; the next day it hits the same self-kill and ignores it.",
  "category": "pkill_self_kill",
  "members": [
   {"file": HB, "native_id": "toolu_01XqUp77QBYXQJSiuG2WmCZ6", "role": "symptom (E5, 2026-05-18), fixed by dropping pkill in toolu_011FVpZjPqCzQDkP514bdsJr"},
   {"file": HA, "native_id": "toolu_011Qb9JzytkdHV5hEjFGJxbJ", "role": "recurrence (E3, 2026-05-19), ignored, unresolved"}
  ],
  "fix_entities": ["no stragglers", "/dev/shm clean"]},
 {"description": "The user's login shell is zsh, and bash habits break: NO_CLOBBER refuses `>` onto an existing file ('(eval):N: file exists: ...', three times in one session, exit 0 because later commands in the block succeed), and unquoted ${VAR} holding several flags is not word-split, so gcc gets all flags as one -mtune value ('cc1: error: unknown cpu ...').",
  "category": "zsh_shell_semantics",
  "members": [
   {"file": Q4, "native_id": "toolu_014Eemmt5gSkV7Dc6apVoUb5", "role": "symptom (E2), fixed by unsetopt NO_CLOBBER"},
   {"file": Q4, "native_id": "toolu_01BV37dxXPmbfoWAtH5rL66t", "role": "recurrence (E3), fixed by rm -f + bash -c"},
   {"file": Q4, "native_id": "toolu_017Sa4TDQyi93yShpZNf9Kma", "role": "recurrence (E4), fixed by rm -f"},
   {"file": LN, "native_id": "toolu_01GXgoqJYU9DurTsrhPFDtGm", "role": "symptom (E1, word splitting), unresolved: transcript ends"}
  ],
  "fix_entities": ["unsetopt NO_CLOBBER", "rm -f", "bash -c"]},
 {"description": "A hand-built baremetal RISC-V ELF links fine but never exits under qemu-system-riscv64 -M andes_ae350: the run is killed by a timeout (shell `timeout` or hsim's subprocess timeout) and the failure hides behind `| head` / `| tail`. Causes differ (float code with the FPU off in mstatus; default link address instead of the fixtures' test.ld); both fixes are rebuilds with changed compiler/linker options.",
  "category": "baremetal_qemu_hang",
  "members": [
   {"file": Q5, "native_id": "toolu_01JHMvGAnyHxZiyaY8TkzQio", "role": "symptom (E2), fixed by int32 source + -march=rv64imac -mabi=lp64 in toolu_01XkozFU9QB1yrYqJNjwbt79"},
   {"file": HA, "native_id": "toolu_01DKRyzbUyCpUjGLQTk5N5tr", "role": "symptom (E4), fixed by relinking with -T test.ld runtime/crt0.S in toolu_0196AQyQGASEiNfY9ksUa2TQ"}
  ],
  "fix_entities": ["-march=rv64imac -mabi=lp64", "-T test.ld", "runtime/crt0.S"]},
 {"description": "Cross-toolchain discovery on the same host, repeated in four sessions: the agent probes for riscv64-unknown-elf-gcc (not on PATH: 'riscv64-unknown-elf-gcc not found'; once exit 1, otherwise exit 0 behind `;`/`| head`) and settles on riscv64-elf-gcc / riscv64-linux-gnu-gcc, or on the Andes toolchain under /local/nick/SW_Release/... that the user names or config.env gives. No session reuses what an earlier one found.",
  "category": "missing_toolchain_probe",
  "members": [
   {"file": Q4, "native_id": "toolu_01UE2pZ9u3RGfvpaKX222Qap", "role": "probe (expected_nonzero), uses riscv64-linux-gnu-gcc"},
   {"file": Q5, "native_id": "toolu_01E2Ds59XWG1ZU8G5RsDGwjC", "role": "probe (exit 0), uses riscv64-elf-gcc"},
   {"file": HA, "native_id": "toolu_0131eASmPwG1vCo9EQRRySNo", "role": "probe (exit 0), then config.env gives the Andes toolchain"},
   {"file": LN, "native_id": "b9cabaa9-10fd-4f7a-8370-057670e1ea15", "role": "user supplies the Andes toolchain path after the agent's search stalls"}
  ],
  "fix_entities": ["riscv64-elf-gcc", "riscv64-linux-gnu-gcc", "/local/nick/SW_Release/build-ast540/build-toolchain/linux/nds64le-elf-newlib-v5d"]},
 {"description": "Shell quoting that differs from what the agent assumes makes a search or compile receive a mangled argument: Windows PowerShell 5.1 drops embedded double quotes when calling rg (regex parse error, then false no-match), and zsh passes an unsplit flag string to gcc.",
  "category": "shell_quoting",
  "members": [
   {"file": JP, "native_id": "call_nSLFcusH2IUyxFPkGXVFMda2", "role": "symptom (E3), gave up"},
   {"file": JP, "native_id": "call_Gwxrye4d5aRXs1U9gBF6Xk7W", "role": "symptom (E4, false no-match), gave up"},
   {"file": LN, "native_id": "toolu_01GXgoqJYU9DurTsrhPFDtGm", "role": "symptom (E1), unresolved"}
  ],
  "fix_entities": []},
 {"description": "Claude Code Write/Edit refused because the file was not Read in this session (or changed since the Read); fixed by Read + retry or by switching to Bash.",
  "category": "edit_needs_read",
  "members": [
   {"file": Q4, "native_id": "toolu_01WEqjab3xvsqj7c47ch2F4q", "role": "symptom (E5), fixed by Bash rm -f + heredoc"},
   {"file": HB, "native_id": "toolu_01P8sKTmwQsGGVcNBnVoQPd1", "role": "symptom (E1), fixed by Read + Edit"},
   {"file": HB, "native_id": "toolu_01WQpZGM2K5jjLQPMNffidjR", "role": "variant 'modified since read' (E3), fixed by Read + Edit"}
  ],
  "fix_entities": ["Read", "rm -f"]}
]
