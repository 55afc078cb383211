KEY = "claude_code/personal-git__qemu-v5__eab048d5-a804-4134-81c7-36d2358b18fd.jsonl"
ENTRY = {
 "format": "claude-code-jsonl (Claude Code 2.1.114, entrypoint cli, Linux/zsh; thinking blocks redacted to empty strings; queue-operation records for messages typed while a tool runs)",
 "counts": {"shell_commands": 25, "failed_shell_commands": 1, "masked_failures_annotated": 2},
 "counts_notes": "25 Bash tool_use blocks, all with a tool_result. One is_error result: the first riscv64-elf-gcc link ('Exit code 1', ld 'can't relax section'). Two runs of the demo ELF under qemu hang and are killed by `timeout`; both exit 0 because the output goes through `| head` or an `echo \"exit=$?\"` that reports head's status (masked). A third timeout run (toolu_01JqbzWpJD4veXdt4TJGBDAf, `-d in_asm` trace) is the diagnosis, not a symptom. The `which riscv64-unknown-elf-gcc riscv64-elf-gcc ... | head -20` probe prints 'riscv64-unknown-elf-gcc not found' with exit 0: a toolchain probe whose answer the agent uses (riscv64-elf-gcc), not a failure. Every successful link prints the ld warning 'LOAD segment with RWX permissions' and 'Shell cwd was reset to /local/nick/qemu_v5': neither is a failure.",
 "failed_native_ids": ["toolu_01LR5uy3eaPQT1mDLMbmUtw7"],
 "expected_nonzero": [],
 "exit_unknown": [],
 "notes": "Same user/project as personal-git__qemu-v5__04dd95c8 (QEMU v5 fork with Andes AE350 board, /local/nick/qemu_v5, a few weeks later, branch 'hybrid'). The user asks how to use scripts/hotloops.sh (a QEMU TCG plugin wrapper written in the other session) and then for a nested-loop GEMM demo. The agent writes a baremetal start.S + gemm.c + link.ld and cross-compiles with riscv64-elf-gcc. Error chain: (1) ld fails to relax .text.init ('14 bytes required for alignment to 16-byte boundary, but only 12 present' / \"can't relax section: bad value\"), fixed by rewriting start.S with `.option norelax` and linking with `-Wl,--no-relax`; (2) the float GEMM hangs under qemu-system-riscv64 until `timeout` kills it (masked behind `| head`), diagnosed with a `-d in_asm` trace and fixed by switching to int32 arithmetic and `-march=rv64imac -mabi=lp64` (FPU is off in mstatus on this baremetal start; later the agent enables mstatus.FS/VS in start.S before an RVV build, confirming the cause). Then several successful hotloops runs and an RVV (-march=rv64gcv) build.",
 "episodes": [
  {"id": "E1", "symptom_native_ids": ["toolu_01LR5uy3eaPQT1mDLMbmUtw7"],
   "error_text": "riscv64-elf/bin/ld: /tmp/ccomllZm.o(.text.init+0x12): 14 bytes required for alignment to 16-byte boundary, but only 12 present\n/usr/lib/gcc/riscv64-elf/14.1.0/../../../../riscv64-elf/bin/ld: can't relax section: bad value\ncollect2: error: ld returned 1 exit status",
   "failing_command": "riscv64-elf-gcc -march=rv64imafdc -mabi=lp64d -O2 -g -ffreestanding -nostdlib -nostartfiles -Wl,-T,link.ld -o gemm.elf start.S gemm.c",
   "resolved": True,
   "fix": {"native_id": "toolu_01Lh3YCFKssjdB1Vq2f4Z5YB", "kind": "command_change", "entities": ["-Wl,--no-relax,-T,link.ld", "--no-relax"]},
   "verified_by_native_id": "toolu_01Lh3YCFKssjdB1Vq2f4Z5YB",
   "confidence": "high", "masked": False, "expected_failure": False,
   "hard_cases": ["flag_removed", "edit_then_retry"],
   "notes": "Linker error (ld relaxation vs .balign 16 before the semihosting slli/ebreak/srai sequence). Two changes: the Write toolu_01BnRHNiiL6JSL3z1FfzZJg8 rewrites start.S with '.option norelax' / '.option norvc', and the rerun adds -Wl,--no-relax to the link flags; that rerun exits 0 with only the RWX-segment warning, so the fixed command is its own verification. The fix flag is reused in every later build (see reuse)."},
  {"id": "E2", "symptom_native_ids": ["toolu_01JHMvGAnyHxZiyaY8TkzQio", "toolu_017eb6D8E77Z734MyYrEFuDn"],
   "error_text": "qemu-system-riscv64: terminating on signal 15 from pid 1995620 (timeout)",
   "failing_command": "timeout 30 ./scripts/hotloops.sh --no-optimize-rvv --no-llm /tmp/gemm_demo/gemm.elf 2>&1 | head -80",
   "resolved": True,
   "fix": {"native_id": "toolu_01XkozFU9QB1yrYqJNjwbt79", "kind": "command_change", "entities": ["-march=rv64imac -mabi=lp64"]},
   "verified_by_native_id": "toolu_01UimRNqKuo1kRyf2sAzBeEV",
   "confidence": "medium", "masked": True, "expected_failure": False,
   "hard_cases": ["masked", "edit_then_retry", "flag_removed"],
   "notes": "The float build links but never exits under qemu (AE350, ax45mpv): both the hotloops.sh run and the bare qemu run are killed by timeout and exit 0 (pipe to head / echo exit=$?). Diagnosis: toolu_01JqbzWpJD4veXdt4TJGBDAf traces with -d in_asm (only 38 lines: execution stops early). Fix in two parts: Write toolu_01T4MwPSZd2WEQqMte4yFU7F turns the matrices into int32_t, and the rebuild toolu_01XkozFU9QB1yrYqJNjwbt79 switches -march=rv64imafdc -mabi=lp64d to -march=rv64imac -mabi=lp64. The same qemu command then returns at once ('exit=0' with no timeout message) and hotloops.sh prints the loop table (toolu_01A7QmAzf4mMhjgJSKUfeqEj). The agent never states the cause (thinking redacted); medium confidence. Its later message 'also enabled `mstatus.{FS,VS}` in `start.S` so vector instructions don't trap' supports an FPU-disabled trap as the cause."}
 ],
 "pivots": [
  {"native_id": "toolu_01Lh3YCFKssjdB1Vq2f4Z5YB", "snippet": "-Wl,--no-relax,-T,link.ld"},
  {"native_id": "toolu_01JqbzWpJD4veXdt4TJGBDAf", "snippet": "-d in_asm -D /tmp/gemm_demo/trace.log"},
  {"native_id": "toolu_01XkozFU9QB1yrYqJNjwbt79", "snippet": "-march=rv64imac -mabi=lp64"}
 ],
 "reuse": [
  {"entity": "riscv64-elf-gcc",
   "discovered": {"native_id": "toolu_01E2Ds59XWG1ZU8G5RsDGwjC", "snippet": "/usr/bin/riscv64-elf-gcc"},
   "reused": {"native_id": "toolu_01LR5uy3eaPQT1mDLMbmUtw7", "snippet": "riscv64-elf-gcc -march=rv64imafdc"}},
  {"entity": "-Wl,--no-relax",
   "discovered": {"native_id": "toolu_01Lh3YCFKssjdB1Vq2f4Z5YB", "snippet": "-Wl,--no-relax,-T,link.ld"},
   "reused": {"native_id": "toolu_018gX7SdHawFQb1PXMPJXsqs", "snippet": "-Wl,--no-relax,-T,link.ld"}},
  {"entity": "mstatus FS/VS enable before FP/vector code",
   "discovered": {"native_id": "toolu_01XkozFU9QB1yrYqJNjwbt79", "snippet": "-march=rv64imac -mabi=lp64"},
   "reused": {"native_id": "toolu_01MWarZRLSKDhQVzncckJ8of", "snippet": "enable FPU (mstatus.FS=01) and Vector (mstatus.VS=01)"}}
 ]
}
